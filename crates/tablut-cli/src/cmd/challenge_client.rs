//! `tablut challenge-client`: play one game of the Bologna Tablut Challenge
//! against its Java server (or `tablut challenge-server`) with tablut's
//! engine.

use std::io::Write;
use std::net::{TcpStream, ToSocketAddrs};
use std::time::Duration;

use anyhow::{bail, Context, Result};
use clap::Args;
use tablut_core::{Side, Variant};
use tablut_engine::{Engine, EngineConfig, Limits, Ponderer};
use tablut_protocol::bologna::client::{self, ClientConfig, ClientEvent};
use tablut_protocol::bologna::{self, Step, MAX_MESSAGE_LEN};

use crate::args;

/// Play the Tablut Challenge (Bologna, Ashton rules) against its server
#[derive(Args, Debug)]
#[command(after_help = "\
Connects to SERVER port 5800 as WHITE (the king's side, defenders) or 5801 \
as BLACK (attackers), declares its name, and plays with tablut's engine, \
thinking the time per move less a margin for the network and the server's \
whole-second clock (1.5 s or 15 %, whichever is more; at least 0.5 s). \
Between its moves it thinks on the opponent's time (pondering) on the \
reply it expects, unless the machine has a single core or --no-ponder is \
given; when that reply comes, the search goes on from there. \
Exits 0 with one result line when the server announces the end; a broken, \
malformed or missing message is an error (exit 1).

Examples:
  tablut challenge-client WHITE 60 127.0.0.1
  tablut challenge-client black 60 tablut.example.org --name Gionnino --threads 2
  tablut challenge-client WHITE 10 localhost --port 6800 --depth 4
  tablut challenge-client WHITE 60 127.0.0.1 --no-ponder")]
pub struct ChallengeClientArgs {
    /// The side to play: WHITE (defenders, king's side) or BLACK (attackers)
    #[arg(value_name = "WHITE|BLACK", value_parser = parse_role)]
    role: Side,

    /// The server's time per move, in whole seconds (as given to the server's -t; 1 to 86400)
    #[arg(value_name = "TIMEOUT_SECONDS", value_parser = args::whole_seconds)]
    timeout: u64,

    /// The server's address or host name
    #[arg(value_name = "SERVER_IP")]
    server: String,

    /// The name to declare (the Java server keeps the letters and digits of its first 10 characters)
    #[arg(long, default_value = "tablut")]
    name: String,

    /// Connect to this port instead of 5800 (WHITE) or 5801 (BLACK)
    #[arg(long, value_name = "PORT")]
    port: Option<u16>,

    /// The rules the game is followed and searched under
    #[arg(long, default_value = "ashton-server", value_name = "NAME")]
    variant: String,

    /// Search threads (1 to 256)
    #[arg(long, default_value_t = 1, value_name = "N", value_parser = args::threads)]
    threads: usize,

    /// Transposition table size in MiB (1 to 65536, and what the machine has free)
    #[arg(long, default_value_t = 64, value_name = "MB", value_parser = args::hash_mb)]
    hash: usize,

    /// Search at most this many plies deep (still within the time; 1 to 100)
    #[arg(long, value_name = "N", value_parser = args::depth)]
    depth: Option<u32>,

    /// Give up when no message arrives for this many seconds [default: 660 + 2 × TIMEOUT]
    ///
    /// Before the first state the server may wait up to 300 s for each
    /// player to connect; during the game a message comes at least every
    /// two moves.
    #[arg(long, value_name = "SECONDS", value_parser = args::seconds)]
    read_timeout: Option<Duration>,

    /// What a draw costs the engine, in hundredths of a soldier (-5000 to
    /// 5000): with the default it avoids a draw unless it is more than 1.5
    /// soldiers behind; negative, it seeks one even when up to -N ahead
    /// (a defence that plays to hold)
    ///
    /// Example: --contempt -300
    #[arg(long, value_name = "N", default_value_t = tablut_engine::DEFAULT_CONTEMPT,
          allow_negative_numbers = true, value_parser = crate::args::contempt)]
    contempt: i32,

    /// Think on the opponent's time, on the reply expected [default: on when the machine has more than one core]
    #[arg(long, overrides_with = "no_ponder")]
    ponder: bool,

    /// Do not think on the opponent's time (leave the machine idle between moves)
    #[arg(long, overrides_with = "ponder")]
    no_ponder: bool,

    /// Print nothing but the result line
    #[arg(long, short)]
    quiet: bool,
}

/// Whether to ponder: as asked, else when the machine has more than one
/// core (on one core, pondering would slow an opponent on the same machine
/// and the client's own reading of the socket).
fn ponders(ponder: bool, no_ponder: bool, cores: usize) -> bool {
    match (ponder, no_ponder) {
        (true, _) => true,
        (_, true) => false,
        _ => cores > 1,
    }
}

fn parse_role(s: &str) -> Result<Side, String> {
    match s.to_ascii_lowercase().as_str() {
        "white" => Ok(Side::Defenders),
        "black" => Ok(Side::Attackers),
        _ => Err(format!(
            "'{s}' is not a role: write WHITE (defenders) or BLACK (attackers)"
        )),
    }
}

fn connect(server: &str, port: u16) -> Result<TcpStream> {
    let addrs: Vec<_> = (server, port)
        .to_socket_addrs()
        .with_context(|| format!("cannot resolve the server address '{server}'"))?
        .collect();
    let mut last = None;
    for addr in &addrs {
        match TcpStream::connect_timeout(addr, Duration::from_secs(10)) {
            Ok(s) => return Ok(s),
            Err(e) => last = Some(e),
        }
    }
    match last {
        Some(e) => Err(e).with_context(|| {
            format!("could not connect to {server}:{port} (is the server running and listening?)")
        }),
        None => bail!("the server address '{server}' resolves to nothing"),
    }
}

/// Runs `tablut challenge-client`.
pub fn run(args: ChallengeClientArgs) -> Result<()> {
    // The value parsers bound the timeout to a day, so this cannot overflow.
    let read_timeout = args
        .read_timeout
        .unwrap_or(Duration::from_secs(660 + 2 * args.timeout));
    let variant: Variant = args.variant.parse().context("invalid --variant")?;
    // Before connecting: a table the machine cannot give is a clear error
    // now rather than a lost game later.
    let mut engine = Engine::try_new(EngineConfig {
        threads: args.threads,
        hash_mb: args.hash,
        weights: None,
        eval: Default::default(),
    })?;
    engine.set_contempt(args.contempt);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let ponder = ponders(args.ponder, args.no_ponder, cores);
    let port = args.port.unwrap_or(bologna::port(args.role));
    let side = args.role;
    let colour = bologna::colour(side);
    let stream = connect(&args.server, port)?;
    if !args.quiet {
        eprintln!(
            "tablut challenge-client: {colour} ({side}) as '{}' connected to {}:{port}, {} s per move, rules {variant}, pondering {}",
            args.name, args.server, args.timeout, if ponder { "on" } else { "off" }
        );
    }
    let config = ClientConfig {
        side,
        name: args.name.clone(),
        move_time: Duration::from_secs(args.timeout),
        read_timeout: Some(read_timeout),
        rules: variant.rules,
        max_message: MAX_MESSAGE_LEN,
    };
    let mut ponderer = Ponderer::new(engine);
    ponderer.new_game();
    let depth = args.depth;
    let quiet = args.quiet;
    let mut choose = |game: &tablut_core::Game, budget: Duration| {
        if game.outcome().is_over() {
            return None;
        }
        let limits = Limits {
            depth,
            movetime: Some(budget),
            ..Limits::default()
        };
        let hits = ponderer.stats().hits;
        let result = ponderer.search(game, &limits, |_| {});
        if !quiet && ponderer.stats().hits > hits {
            eprintln!(
                "  the reply expected: the search went on from the one on the opponent's time"
            );
        }
        // Think on the opponent's time until the next state (the move is
        // sent meanwhile; if the server refuses it, the next search is a
        // miss and starts afresh).
        if ponder {
            ponderer.ponder(game, &result.pv, &Limits::default());
        }
        result.best
    };
    let mut log = |event: ClientEvent<'_>| {
        if quiet {
            return;
        }
        match event {
            ClientEvent::State { state, step } => match step {
                Step::Moved(mv) => eprintln!("  {mv}  -> {}", state.turn),
                Step::Resynced(why) => {
                    eprintln!("  warning: {why}; following the server's state from here")
                }
                Step::Started => eprintln!("  game started, {} to move", state.turn),
                Step::Same => {}
            },
            ClientEvent::Refused(mv) => {
                eprintln!("  the server refused {mv}; choosing another move")
            }
            ClientEvent::Sent { mv, elapsed } => {
                eprintln!("  sent {mv} after {:.2} s", elapsed.as_secs_f64())
            }
            ClientEvent::NoMove => eprintln!("  no legal move: sending a placeholder"),
        }
    };
    let outcome = client::play(&stream, &config, &mut choose, &mut log)
        .with_context(|| format!("{colour} player against {}:{port}", args.server));
    // The game is over (or lost): stop thinking before printing.
    ponderer.stop_pondering();
    let outcome = outcome?;
    let mut out = std::io::stdout().lock();
    writeln!(out, "{}", outcome.summary(side))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pondering_is_on_with_more_than_one_core_unless_switched() {
        assert!(ponders(false, false, 2));
        assert!(!ponders(false, false, 1));
        assert!(ponders(true, false, 1));
        assert!(!ponders(false, true, 8));
    }
}
