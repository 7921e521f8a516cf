//! `tablut matchup` (being written).

use clap::Args;

/// Not written yet.
#[derive(Args, Debug)]
pub struct MatchArgs {}

/// Not written yet.
pub fn run(_args: MatchArgs) -> anyhow::Result<()> {
    anyhow::bail!("not written yet")
}
