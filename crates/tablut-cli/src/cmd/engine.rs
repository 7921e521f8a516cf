//! `tablut engine` (being written).

use clap::Args;

/// Not written yet.
#[derive(Args, Debug)]
pub struct EngineArgs {}

/// Not written yet.
pub fn run(_args: EngineArgs) -> anyhow::Result<()> {
    anyhow::bail!("not written yet")
}
