//! `tablut engine`: tablut's search as an OpenTafl Engine Protocol (OTEP)
//! engine on stdin/stdout, so that OpenTafl (or tablut's own match runner)
//! can play against it or use it for analysis. The session itself is
//! [`tablut_protocol::otep::Session`], searching with
//! [`tablut_tools::otep_engine::EngineSearcher`]; this is its command line.

use std::fs::File;
use std::io::{self, BufWriter};
use std::path::PathBuf;
use std::time::Duration;

use anyhow::{Context, Result};
use clap::Args;
use tablut_engine::EngineConfig;
use tablut_protocol::otep::SessionConfig;
use tablut_tools::otep_engine::EngineSearcher;

/// Speak the OpenTafl Engine Protocol on stdin/stdout (play as OpenTafl's AI)
///
/// Sends `hello`, then reads OTEP commands one per line: rules, position,
/// side, clock, play, opponent-move, move, error, analyze, finish and
/// goodbye. It answers `play` with `move e3-e5` and `analyze` with
/// `analysis`, reports each finished search depth as `status`, and answers
/// a command it cannot follow with `error -1 <why>` (the game cannot go on,
/// e.g. rules tablut cannot play) or `error 0 <why>` (a malformed line,
/// ignored), the reason also going to stderr. Rules come as OpenTafl rules
/// records; OpenTafl's 9×9 "Tablut" and tablut's own presets load, while a
/// rule tablut lacks (fortresses, berserk pieces, shieldwalls, other board
/// sizes) is refused by name.
///
/// Time: with a `clock` from the host it budgets from the time left (and
/// the overtime periods); without one it thinks --movetime per move.
///
/// Pondering (--ponder, off by default): after each move it goes on
/// searching, on the reply it expects, until the host's next command; if
/// the host then reports that reply and asks for a move, the search
/// continues within the new move's time instead of starting afresh.
#[derive(Args, Debug)]
#[command(after_help = "\
Examples:
  tablut engine                                  speak OTEP on stdin/stdout
  tablut engine --threads 2 --hash 256 --log otep.log
  tablut engine --ponder --threads 2              think on the opponent's time too
  printf 'rules dim:9 esc:e start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/\\nplay attackers\\n' \\
      | tablut engine --depth 4              answers: hello, status..., move ...

As OpenTafl's AI: put the tablut binary in <opentafl>/engines/tablut/, save
this as <opentafl>/engines/tablut.ini, and choose that file as the external
engine in OpenTafl's options menu:

  [engine]
  name=tablut
  directory=tablut
  filename=tablut
  command=/full/path/to/opentafl/engines/tablut/tablut
  arguments=engine --threads 2 --hash 128

OpenTafl splits 'arguments' at single spaces and requires the line, so keep
it. See docs/engine-protocol.md for the protocol as tablut speaks it.")]
pub struct EngineArgs {
    /// Search threads
    ///
    /// Example: --threads 2
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u16).range(1..=256))]
    threads: u16,

    /// Transposition table size in MiB
    ///
    /// Example: --hash 256
    #[arg(long, value_name = "MB", default_value_t = 64,
          value_parser = clap::value_parser!(u32).range(1..=65536))]
    hash: u32,

    /// Write every line received (`<`) and sent (`>`), and notes (`#`), to FILE
    ///
    /// Example: --log otep.log
    #[arg(long, value_name = "FILE")]
    log: Option<PathBuf>,

    /// Never search deeper than N plies (quick, reproducible games)
    ///
    /// Example: --depth 4
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=100))]
    depth: Option<u32>,

    /// Milliseconds per move when the host sends no clock
    ///
    /// Example: --movetime 2000
    #[arg(long, value_name = "MS", default_value_t = 5000,
          value_parser = clap::value_parser!(u64).range(1..))]
    movetime: u64,

    /// What a draw costs the engine, in hundredths of a soldier (-5000 to
    /// 5000): with the default it avoids a draw unless it is more than 1.5
    /// soldiers behind; negative, it seeks one even when up to -N ahead
    /// (a defence that plays to hold)
    ///
    /// Example: --contempt -300
    #[arg(long, value_name = "N", default_value_t = tablut_engine::DEFAULT_CONTEMPT,
          allow_negative_numbers = true, value_parser = crate::args::contempt)]
    contempt: i32,

    /// Think on the opponent's time: keep searching, on the reply expected, between our move and the host's next command [default: off]
    ///
    /// OTEP has no command for it, so it is the engine's own choice: it
    /// keeps --threads cores busy while the opponent thinks, which OpenTafl
    /// (which counts wall time) does not expect of an engine, and which
    /// slows an opponent on the same machine.
    #[arg(long, overrides_with = "no_ponder")]
    ponder: bool,

    /// Do not think on the opponent's time (the default)
    #[arg(long, overrides_with = "ponder")]
    no_ponder: bool,
}

/// Runs `tablut engine` until `goodbye` or the end of stdin.
pub fn run(args: EngineArgs) -> Result<()> {
    let log = match &args.log {
        Some(path) => {
            Some(BufWriter::new(File::create(path).with_context(|| {
                format!("cannot create log {}", path.display())
            })?))
        }
        None => None,
    };
    let config = SessionConfig {
        name: format!("tablut {}", env!("CARGO_PKG_VERSION")),
        depth: args.depth,
        movetime: Duration::from_millis(args.movetime),
        // A host that never reads the engine's stderr (OpenTafl does not)
        // must not fill the pipe and block it.
        notes_budget: 100,
        note_prefix: "tablut engine: ".into(),
        ponder: args.ponder && !args.no_ponder,
    };
    let engine = EngineConfig {
        threads: usize::from(args.threads),
        hash_mb: args.hash as usize,
        weights: None,
        eval: Default::default(),
    };
    let mut session = EngineSearcher::session(config, engine, args.contempt)?;
    if let Some(log) = log {
        session = session.with_log(Box::new(log));
    }
    session
        .run(
            io::BufReader::new(io::stdin()),
            &mut io::stdout(),
            &mut io::stderr(),
        )
        .context("tablut engine")
}
