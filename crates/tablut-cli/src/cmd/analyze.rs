//! `tablut analyze`: search one position and print what the engine thinks
//! after every iteration.

use std::io::{self, IsTerminal, Write};
use std::time::Duration;

use anyhow::{bail, Result};
use clap::Args;
use serde::Serialize;
use tablut_core::{Bitboard, Game, Move, Side};
use tablut_engine::{Engine, EngineConfig, Limits, Score, SearchInfo};

use crate::args;
use crate::board_view::{self, Style};
use crate::variant_args::GameArgs;

/// Search a position and print each iteration: depth, score, best line
#[derive(Args, Debug)]
#[command(after_help = "\
Scores are for the side to move, in soldiers (+1.00 = a soldier ahead of the \
start's balance), or \"win in N\" / \"loss in N\" (moves of the side to move) \
once a forced result is found. Without a limit the search runs 10 seconds.

Columns: depth is the iteration's depth in plies; sel (selective depth) is \
the deepest ply any line reached, as the search follows captures and the \
king's races past the nominal depth; score; nodes searched so far; nodes/s; \
time; and line, the best line found (the principal variation). Every \
completed iteration is printed, the last one with the move played; then the \
result.

Examples:
  tablut analyze --depth 8
  tablut analyze --variant cartier --time 5
  tablut analyze --variant brainking --moves \"e3-h3 d1-d3\" --depth 7
  tablut analyze --position \"/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/ d\" --nodes 1000000
  tablut analyze --depth 6 --json      one JSON object per iteration
  tablut analyze --variant cartier --depth 5 --multipv 3   the three best moves
  tablut analyze --game --file game.txt --svg review.svg   review a whole game
  tablut analyze --game --variant cartier --moves \"d1-d3 d5-d7 f1-f3\" --depth 4 --json")]
pub struct AnalyzeArgs {
    #[command(flatten)]
    game_args: GameArgs,

    /// Moves to play from the position before analysing
    ///
    /// Example: --moves "e3-h3 d1-d3"
    #[arg(long, value_name = "MOVES")]
    moves: Option<String>,

    /// Search this many plies deep (1 to 100)
    #[arg(long, short, value_name = "N", conflicts_with_all = ["time", "nodes"], value_parser = args::depth)]
    depth: Option<u32>,

    /// Search for this many seconds (decimals allowed; at most a day)
    #[arg(long, short, value_name = "SECONDS", value_parser = args::seconds)]
    time: Option<Duration>,

    /// Search at most this many nodes (at least 1)
    #[arg(long, value_name = "N", value_parser = args::count)]
    nodes: Option<u64>,

    /// Search threads (1 to 256)
    #[arg(long, default_value_t = 1, value_name = "N", value_parser = args::threads)]
    threads: usize,

    /// Transposition table size in MiB (1 to 65536, and what the machine has free)
    #[arg(long, default_value_t = 64, value_name = "MB", value_parser = args::hash_mb)]
    hash: usize,

    /// Search this many best moves at once, each with its line (1 to 20;
    /// the lines are searched on one thread)
    ///
    /// Example: --multipv 3
    #[arg(long, default_value_t = 1, value_name = "N",
          value_parser = clap::value_parser!(u32).range(1..=20))]
    multipv: u32,

    /// Print one JSON object per iteration instead of text (with --game,
    /// one per move)
    #[arg(long)]
    json: bool,

    /// Review a whole game instead of one position: every move with the
    /// engine's best move, the scores before and after, and a class
    /// (best, good, inaccuracy, mistake, blunder), then a summary per side.
    /// The game is --moves from the position, or --file. Each position is
    /// searched for --time (default 0.3 s) or to --depth
    ///
    /// A move is best if the engine would play it; otherwise it is classed
    /// by how much of the mover's winning chances it gave away: under 6
    /// points good, from 6 inaccuracy, from 12 mistake, from 25 blunder.
    /// Forced results are classed as lichess classes mates: a move after
    /// which the mover loses by force ("loss in N") is a blunder if the
    /// mover's chances before were at least 7%, a mistake from 2.5% to 7%,
    /// an inaccuracy under 2.5% (lichess's -7 and -10 pawns; in soldiers
    /// it depends on the rule set, e.g. 7% is -3.9 in Cartier); a move that
    /// throws a forced win away is a blunder unless the mover still has at
    /// least 93% (then a mistake) or 97.5% (then an inaccuracy). A forced
    /// loss made shorter, or a forced win made longer, gives nothing away.
    #[arg(long)]
    game: bool,

    /// The game to review, an OpenTafl record (as tablut writes them)
    ///
    /// Example: --file game.txt
    #[arg(long, value_name = "RECORD", requires = "game")]
    file: Option<std::path::PathBuf>,

    /// With --game: draw the attackers' winning chances over the game,
    /// mistakes and blunders marked, into this SVG file
    ///
    /// Example: --svg review.svg
    #[arg(long, value_name = "FILE", requires = "game")]
    svg: Option<std::path::PathBuf>,
}

#[derive(Serialize)]
struct JsonInfo<'a> {
    depth: u32,
    seldepth: u32,
    score: String,
    score_centisoldiers: Option<i32>,
    mate_in_moves: Option<i64>,
    pv: Vec<String>,
    nodes: u64,
    nps: u64,
    time_ms: u128,
    side_to_move: &'a str,
    /// Which line (1 = best) with --multipv.
    #[serde(skip_serializing_if = "Option::is_none")]
    multipv: Option<usize>,
}

/// Runs `tablut analyze`.
pub fn run(args: AnalyzeArgs) -> Result<()> {
    if args.game {
        return review_game(&args);
    }
    let (variant, mut game) = args.game_args.game()?;
    if let Some(moves) = &args.moves {
        crate::variant_args::play_moves(&mut game, moves)?;
    }
    let outcome = game.outcome();
    if outcome.is_over() {
        bail!("there is nothing to analyse: the game is already over — {outcome}");
    }
    let limits = limits(&args);
    // Made before anything is printed: a table the machine cannot give is
    // an error of its own, not an abort halfway through the output.
    let mut engine = Engine::try_new(EngineConfig {
        threads: args.threads,
        hash_mb: args.hash,
        weights: None,
        eval: Default::default(),
    })?;
    let side = game.position().side_to_move();
    let mut out = io::stdout().lock();
    if !args.json {
        let style = Style::detect(io::stdout().is_terminal());
        writeln!(
            out,
            "{}",
            board_view::board(game.position(), style, Bitboard::EMPTY)
        )?;
        writeln!(
            out,
            "{variant}, {} to move; scores are for the {}.",
            side.name(),
            side.name()
        )?;
        if game.position().is_fortress() {
            writeln!(
                out,
                "The defenders hold a fortress: no attacker play can ever capture the king, \
                 so the attackers can at best draw."
            )?;
        }
        writeln!(
            out,
            "sel is the deepest ply a line reached (captures and king races are followed \
             past the depth); line is the best line found."
        )?;
        writeln!(
            out,
            "{:>5} {:>5} {:>10} {:>12} {:>10} {:>8}  line",
            "depth", "sel", "score", "nodes", "nodes/s", "time"
        )?;
    }
    if args.multipv > 1 {
        return lines(&mut engine, &game, &limits, &args, &mut out);
    }
    let mut write_error = None;
    let result = engine.search(&game, &limits, |info| {
        let r = if args.json {
            write_json(&mut out, info, side, None)
        } else {
            write_line(&mut out, info)
        };
        if let Err(e) = r {
            write_error.get_or_insert(e);
        }
    });
    if let Some(e) = write_error {
        return Err(e);
    }
    if !args.json {
        let best = result
            .best
            .map_or_else(|| "none".to_string(), |m| m.to_string());
        writeln!(
            out,
            "best move {best}  score {}  ({} nodes in {:.2} s)",
            describe(result.score, side),
            result.nodes,
            result.elapsed.as_secs_f64()
        )?;
    }
    Ok(())
}

/// `--game`: reviews the whole game.
fn review_game(args: &AnalyzeArgs) -> Result<()> {
    let game = super::review::game(
        args.file.as_deref(),
        args.game_args.game()?,
        args.moves.as_deref(),
    )?;
    let mut limits = limits(args);
    if args.time.is_none() && args.depth.is_none() && args.nodes.is_none() {
        limits.movetime = Some(super::review::DEFAULT_TIME);
    }
    let mut engine = Engine::try_new(EngineConfig {
        threads: args.threads,
        hash_mb: args.hash,
        weights: None,
        eval: Default::default(),
    })?;
    let mut out = io::stdout().lock();
    super::review::run(
        &game,
        &mut engine,
        &limits,
        args.json,
        args.svg.as_deref(),
        &mut out,
    )
}

/// Searches `--multipv` lines and prints them at every depth: a row per
/// line (`#1` the best), or a JSON object per line with `multipv`.
fn lines(
    engine: &mut Engine,
    game: &Game,
    limits: &Limits,
    args: &AnalyzeArgs,
    out: &mut impl Write,
) -> Result<()> {
    let side = game.position().side_to_move();
    let start = std::time::Instant::now();
    let mut write_error = None;
    let found = engine.search_lines(
        game,
        limits,
        args.multipv as usize,
        |depth, lines, nodes| {
            for (i, line) in lines.iter().enumerate() {
                let info = SearchInfo {
                    depth,
                    seldepth: depth,
                    score: line.score,
                    pv: line.pv.clone(),
                    nodes,
                    elapsed: start.elapsed(),
                };
                let r = if args.json {
                    write_json(&mut *out, &info, side, Some(i + 1))
                } else {
                    write!(out, "#{:<2}", i + 1)
                        .map_err(anyhow::Error::from)
                        .and_then(|()| write_line(&mut *out, &info))
                };
                if let Err(e) = r {
                    write_error.get_or_insert(e);
                }
            }
        },
    );
    if let Some(e) = write_error {
        return Err(e);
    }
    if !args.json {
        for (i, line) in found.iter().enumerate() {
            writeln!(
                out,
                "{}. {}  {}",
                i + 1,
                line.pv
                    .first()
                    .map_or_else(|| "none".into(), Move::to_string),
                describe(line.score, side)
            )?;
        }
    }
    Ok(())
}

/// The search's limits; without any, 10 seconds. The value parsers have
/// already refused a depth, node count or time out of range.
fn limits(args: &AnalyzeArgs) -> Limits {
    let mut limits = Limits {
        depth: args.depth,
        nodes: args.nodes,
        movetime: args.time,
        ..Limits::default()
    };
    if limits == Limits::default() {
        limits.movetime = Some(Duration::from_secs(10));
    }
    limits
}

/// The score, naming the side for a forced result (`win in 3 for the defenders`).
fn describe(score: Score, side: Side) -> String {
    if score.is_win() || score.is_loss() {
        format!("{score} for the {}", side.name())
    } else {
        score.to_string()
    }
}

fn write_line(out: &mut impl Write, info: &SearchInfo) -> Result<()> {
    let pv: Vec<String> = info.pv.iter().map(Move::to_string).collect();
    writeln!(
        out,
        "{:>5} {:>5} {:>10} {:>12} {:>10} {:>7.2}s  {}",
        info.depth,
        info.seldepth,
        info.score.to_string(),
        info.nodes,
        info.nps(),
        info.elapsed.as_secs_f64(),
        pv.join(" ")
    )?;
    out.flush()?;
    Ok(())
}

fn write_json(
    out: &mut impl Write,
    info: &SearchInfo,
    side: Side,
    multipv: Option<usize>,
) -> Result<()> {
    let mate = info.score.moves_to_end().map(|n| {
        if info.score.is_win() {
            n as i64
        } else {
            -(n as i64)
        }
    });
    let j = JsonInfo {
        depth: info.depth,
        seldepth: info.seldepth,
        score: info.score.to_string(),
        score_centisoldiers: mate.is_none().then_some(info.score.0),
        mate_in_moves: mate,
        pv: info.pv.iter().map(Move::to_string).collect(),
        nodes: info.nodes,
        nps: info.nps(),
        time_ms: info.elapsed.as_millis(),
        side_to_move: side.name(),
        multipv,
    };
    serde_json::to_writer(&mut *out, &j)?;
    writeln!(out)?;
    out.flush()?;
    Ok(())
}
