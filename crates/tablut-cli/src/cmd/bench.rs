//! `tablut bench` (being written).

use clap::Args;

/// Not written yet.
#[derive(Args, Debug)]
pub struct BenchArgs {}

/// Not written yet.
pub fn run(_args: BenchArgs) -> anyhow::Result<()> {
    anyhow::bail!("not written yet")
}
