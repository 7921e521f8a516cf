//! `tablut analyze` (being written).

use clap::Args;

/// Not written yet.
#[derive(Args, Debug)]
pub struct AnalyzeArgs {}

/// Not written yet.
pub fn run(_args: AnalyzeArgs) -> anyhow::Result<()> {
    anyhow::bail!("not written yet")
}
