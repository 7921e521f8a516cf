//! `tablut bench`: the fixed search benchmark; its node total is the
//! search's signature and its speed the figure the README reports.

use std::io::{self, Write};
use std::time::Duration;

use anyhow::Result;
use clap::Args;
use std::path::Path;
use std::sync::Arc;
use tablut_engine::bench::{self, BenchConfig, DEFAULT_DEPTH};
use tablut_engine::{Engine, EngineConfig, Evaluation, Network};

use crate::args;

/// Search a fixed set of positions from every preset; print nodes and speed
#[derive(Args, Debug)]
#[command(after_help = "\
The positions are each preset's start and three positions after seeded \
random openings, 24 in all, each searched by one thread with a fresh 16 MiB \
table. The total node count is the search's signature: it changes exactly \
when the search or the evaluation changes (with the default table and \
evaluation).

Examples:
  tablut bench
  tablut bench --depth 5
  tablut bench --threads 2     time to the same depth on two threads
  tablut bench --depth 9 --threads 2 --hash 64   deeper, with a game's table
  tablut bench --net net.nnue   the speed with a net from `tablut train-net`")]
pub struct BenchArgs {
    /// Depth of every search (1 to 30)
    #[arg(long, short, default_value_t = DEFAULT_DEPTH, value_name = "N", value_parser = args::bench_depth)]
    depth: u32,

    /// Search threads (they share out the moves of each node; 1 to 256). With more than one the node
    /// total varies from run to run; compare the time to reach the depth
    /// instead
    #[arg(long, default_value_t = 1, value_name = "N", value_parser = args::threads)]
    threads: usize,

    /// Evaluate with this net (from `tablut train-net`) in every preset;
    /// without it (or with `none`) the hand-written evaluation, in every
    /// preset, which the node total is the signature of
    #[arg(long, value_name = "FILE|none")]
    net: Option<String>,

    /// Transposition table of each search in MiB (1 to 65536, and what the
    /// machine has free). The signature is counted with the default; past
    /// depth 8 the table fills, and threads share it
    #[arg(long, default_value_t = bench::DEFAULT_HASH_MB, value_name = "MB", value_parser = args::hash_mb)]
    hash: usize,
}

/// Runs `tablut bench`.
pub fn run(args: BenchArgs) -> Result<()> {
    // The net is read before anything is printed: a bad file is an error
    // on its own, not one under the table's header.
    let eval = match args.net.as_deref() {
        None => Evaluation::Handwritten,
        Some(n) if n.eq_ignore_ascii_case("none") => Evaluation::Handwritten,
        Some(path) => Evaluation::Net(Arc::new(
            Network::load(Path::new(path)).map_err(anyhow::Error::msg)?,
        )),
    };
    // A table the machine cannot give is refused before the header too.
    drop(Engine::try_new(EngineConfig {
        threads: args.threads,
        hash_mb: args.hash,
        ..EngineConfig::default()
    })?);
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "{:<13} {:>5} {:>12} {:>9} {:>12}",
        "preset", "plies", "nodes", "time", "nodes/s"
    )?;
    let mut io_error = None;
    let config = BenchConfig {
        depth: args.depth,
        threads: args.threads,
        hash_mb: args.hash,
        eval,
    };
    let lines = bench::run_with(&config, |line| {
        let r = writeln!(
            out,
            "{:<13} {:>5} {:>12} {:>8.3}s {:>12}",
            line.position.preset.name(),
            line.position.game.len(),
            line.nodes,
            line.elapsed.as_secs_f64(),
            rate(line.nodes, line.elapsed)
        )
        .and_then(|_| out.flush());
        if let Err(e) = r {
            io_error.get_or_insert(e);
        }
    })?;
    if let Some(e) = io_error {
        return Err(e.into());
    }
    let nodes: u64 = lines.iter().map(|l| l.nodes).sum();
    let elapsed: Duration = lines.iter().map(|l| l.elapsed).sum();
    writeln!(
        out,
        "depth {}  threads {}  hash {} MiB",
        args.depth, args.threads, args.hash
    )?;
    writeln!(out, "nodes {nodes}")?;
    writeln!(out, "time {:.3}s", elapsed.as_secs_f64())?;
    writeln!(out, "nodes/s {}", rate(nodes, elapsed))?;
    Ok(())
}

fn rate(nodes: u64, elapsed: Duration) -> u64 {
    let us = elapsed.as_micros().max(1);
    (nodes as u128 * 1_000_000 / us) as u64
}
