//! `tablut tune` (being written).

use clap::Args;

/// Not written yet.
#[derive(Args, Debug)]
pub struct TuneArgs {}

/// Not written yet.
pub fn run(_args: TuneArgs) -> anyhow::Result<()> {
    anyhow::bail!("not written yet")
}
