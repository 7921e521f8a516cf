//! `tablut perft`: count the legal move sequences of a given length, to
//! check and time the move generator.

use std::io::{self, BufWriter, Write};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use clap::Args;
use tablut_core::perft::{divide, perft, perft_full};
use tablut_core::{Game, Move};

use crate::args;
use crate::progress::Progress;
use crate::variant_args::GameArgs;

/// From this depth on, counting takes long enough to show progress.
const PROGRESS_DEPTH: u32 = 5;

/// Count the move sequences of N plies (perft) and time it
#[derive(Args, Debug)]
#[command(
    after_help = "A game that ends early adds nothing at greater depth.\n\n\
    Examples:\n  \
    tablut perft --depth 3                         depth 3  nodes 225224  time ...\n  \
    tablut perft --variant cartier --depth 4 --full\n  \
    tablut perft --depth 2 --divide                nodes below each first move"
)]
pub struct PerftArgs {
    #[command(flatten)]
    game: GameArgs,

    /// Number of plies to look ahead (0 to 8)
    ///
    /// Each ply multiplies the count by about 50; depth 5 takes seconds,
    /// depth 6 minutes, depth 7 hours. From depth 5 on, a progress bar on
    /// a terminal shows the first moves counted so far.
    ///
    /// Example: --depth 4
    #[arg(long, short, value_name = "N", value_parser = args::perft_depth)]
    depth: u32,

    /// Print the count below each legal move, then the total
    ///
    /// Handy to find where two move generators disagree.
    ///
    /// Example: tablut perft --depth 3 --divide
    #[arg(long)]
    divide: bool,

    /// Make every move, the last ply included, instead of counting the last ply
    ///
    /// By default the moves of the last ply are counted, not made (bulk
    /// counting), which is faster and gives the same total.
    ///
    /// Example: tablut perft --depth 4 --full
    #[arg(long)]
    full: bool,
}

/// Runs `tablut perft`.
pub fn run(args: PerftArgs) -> Result<()> {
    let (_, mut game) = args.game.game()?;
    let mut out = BufWriter::new(io::stdout().lock());
    let started = Instant::now();
    let nodes = if args.divide {
        let counts = divide_moves(&mut game, args.depth, args.full)?;
        for (mv, count) in &counts {
            writeln!(out, "{mv}: {count}")?;
        }
        writeln!(out, "moves {}", counts.len())?;
        if args.depth == 0 {
            1
        } else {
            counts.iter().map(|(_, n)| n).sum()
        }
    } else if args.depth >= PROGRESS_DEPTH {
        // Counted below each first move in turn, so progress can be shown.
        divide_moves(&mut game, args.depth, args.full)?
            .iter()
            .map(|(_, n)| n)
            .sum()
    } else if args.full {
        perft_full(&mut game, args.depth)
    } else {
        perft(&mut game, args.depth)
    };
    let elapsed = started.elapsed();
    writeln!(out, "{}", summary(args.depth, nodes, elapsed))?;
    out.flush()?;
    Ok(())
}

/// The count below each legal move; at depth 0 there are no moves to
/// divide. A long count shows its progress, one step per first move.
fn divide_moves(game: &mut Game, depth: u32, full: bool) -> Result<Vec<(Move, u64)>> {
    if depth < PROGRESS_DEPTH && !full {
        return Ok(divide(game, depth));
    }
    let mut counts = Vec::new();
    if depth == 0 {
        return Ok(counts);
    }
    let moves = game.legal_moves();
    let mut progress = (depth >= PROGRESS_DEPTH).then(|| {
        Progress::new(
            moves.len() as u64,
            "{spinner} perft depth {msg} [{bar:30}] {pos}/{len} first moves ({elapsed}, eta {eta})",
        )
        .plain_lines("perft", "first moves", Duration::from_secs(30))
    });
    let mut nodes = 0;
    for (i, mv) in moves.iter().copied().enumerate() {
        if let Some(p) = &mut progress {
            p.set(i as u64, format!("{depth}, {nodes} nodes"));
        }
        game.play(mv).context("a generated move was refused")?;
        let count = if full {
            perft_full(game, depth - 1)
        } else {
            perft(game, depth - 1)
        };
        game.undo();
        nodes += count;
        counts.push((mv, count));
    }
    if let Some(p) = progress {
        p.finish();
    }
    Ok(counts)
}

/// `depth N  nodes X  time Ys  Z Mnodes/s`.
fn summary(depth: u32, nodes: u64, elapsed: Duration) -> String {
    let secs = elapsed.as_secs_f64();
    let rate = if secs > 0.0 {
        format!("{:.2}", nodes as f64 / secs / 1e6)
    } else {
        "-".to_string()
    };
    format!("depth {depth}  nodes {nodes}  time {secs:.3}s  {rate} Mnodes/s")
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablut_core::Rules;

    #[test]
    fn divide_full_matches_bulk() {
        let mut game = Game::start(Rules::LUDOTEKA);
        let bulk = divide_moves(&mut game, 2, false).unwrap();
        let full = divide_moves(&mut game, 2, true).unwrap();
        assert_eq!(bulk, full);
        assert_eq!(bulk.len(), 56);
        assert!(divide_moves(&mut game, 0, true).unwrap().is_empty());
    }

    #[test]
    fn summary_format() {
        let s = summary(3, 225224, Duration::from_millis(500));
        assert_eq!(s, "depth 3  nodes 225224  time 0.500s  0.45 Mnodes/s");
        assert!(summary(0, 1, Duration::ZERO).ends_with("- Mnodes/s"));
    }
}
