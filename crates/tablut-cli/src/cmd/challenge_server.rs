//! `tablut challenge-server`: a referee for the Bologna Tablut Challenge
//! that student clients connect to unchanged, with every rule from
//! tablut-core.

use std::fs;
use std::io::Write;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{bail, Context, Result};
use clap::Args;
use tablut_core::{Side, Variant};
use tablut_protocol::bologna::referee::{referee, RefereeConfig, RefereeEvent, Report};
use tablut_protocol::bologna::{colour, BLACK_PORT, MAX_MESSAGE_LEN, WHITE_PORT};

use crate::args;
use crate::saved_game::{file_stamp, today};

/// Referee one game of the Tablut Challenge (Bologna, Ashton rules)
#[derive(Args, Debug)]
#[command(after_help = "\
Listens on port 5800 for WHITE (defenders) and 5801 for BLACK (attackers), \
like the Challenge's Java server, waits for both players, reads their names, \
then referees one game: each move must arrive within -t seconds (a time-out \
loses); an illegal or malformed move is an error, and a player with more \
than --errors errors loses. The first line on stdout gives the bound ports: \
`listening white_port=5800 black_port=5801`. The game is saved as a tablut \
record in --log-dir. See docs/challenge.md for how it differs from the Java \
server.

Examples:
  tablut challenge-server
  tablut challenge-server -t 10 --errors 2 --repeated 1
  tablut challenge-server -r ashton --white-port 0 --black-port 0")]
pub struct ChallengeServerArgs {
    /// Seconds for each move (and for each player's name; 1 to 86400)
    #[arg(
        short = 't',
        long = "time",
        default_value_t = 60,
        value_name = "SECONDS",
        value_parser = args::whole_seconds
    )]
    time: u64,

    /// Rules: ashton-server (the Java server's) or ashton (the published rules), with optional changes
    #[arg(
        short = 'r',
        long = "rules",
        default_value = "ashton-server",
        value_name = "NAME"
    )]
    rules: String,

    /// Repeated states allowed before a draw (the Java server's -s): the draw comes at the (N+2)-th occurrence
    #[arg(short = 's', long = "repeated", value_name = "N")]
    repeated: Option<u8>,

    /// Errors (illegal or malformed moves) each player may make; one more loses
    #[arg(short = 'e', long = "errors", default_value_t = 0, value_name = "N")]
    errors: u32,

    /// Address to listen on
    #[arg(long, default_value = "0.0.0.0", value_name = "IP")]
    addr: String,

    /// White's port (0: any free port)
    #[arg(long, default_value_t = WHITE_PORT, value_name = "PORT")]
    white_port: u16,

    /// Black's port (0: any free port)
    #[arg(long, default_value_t = BLACK_PORT, value_name = "PORT")]
    black_port: u16,

    /// Seconds to wait for each player to connect (1 to 86400)
    #[arg(long, default_value_t = 300, value_name = "SECONDS", value_parser = args::whole_seconds)]
    connect_timeout: u64,

    /// Draw the game once it has lasted this many plies (not in the Java server; at least 1)
    #[arg(long, value_name = "N", value_parser = args::count_usize)]
    max_plies: Option<usize>,

    /// Seconds added to each side's first move, the same for both (not in the Java server)
    ///
    /// For an engine that builds its tables after it connects: it is not
    /// lost on time on its first move, and neither side gets more time than
    /// the other. The log gives every move's time as the server measured it.
    ///
    /// Example: --first-move-extra 30
    #[arg(long, default_value_t = 0, value_name = "SECONDS",
          value_parser = clap::value_parser!(u64).range(0..=86_400))]
    first_move_extra: u64,

    /// Where to save the game record
    #[arg(long, default_value = "challenge-logs", value_name = "DIR")]
    log_dir: PathBuf,

    /// Print only the ports, the result and the record's path
    #[arg(long, short)]
    quiet: bool,
}

fn bind(addr: &str, port: u16, side: Side) -> Result<TcpListener> {
    TcpListener::bind((addr, port)).with_context(|| {
        format!(
            "cannot listen on {addr}:{port} for {}; is another server running? \
             (choose another with --{}-port, 0 = any free port)",
            colour(side),
            colour(side).to_ascii_lowercase()
        )
    })
}

/// A file name in `dir` that does not exist yet.
fn record_path(dir: &Path, report: &Report) -> PathBuf {
    let base = format!("{}-{}-vs-{}", file_stamp(), report.white, report.black);
    let mut path = dir.join(format!("{base}.txt"));
    let mut n = 2;
    while path.exists() {
        path = dir.join(format!("{base}-{n}.txt"));
        n += 1;
    }
    path
}

/// Runs `tablut challenge-server`.
pub fn run(args: ChallengeServerArgs) -> Result<()> {
    let mut variant: Variant = args.rules.parse().context("invalid -r/--rules")?;
    // The Challenge is played under Ashton's rules: its clients know no
    // other board (issue 30: `-r ludoteka` was accepted).
    if !matches!(
        variant.preset,
        tablut_core::Preset::AshtonServer | tablut_core::Preset::Ashton
    ) {
        bail!(
            "invalid -r/--rules: the Tablut Challenge is played under ashton-server or ashton \
             (with optional changes, like ashton:repeats_allowed=1), not {}",
            variant.preset.name()
        );
    }
    if let Some(n) = args.repeated {
        variant
            .rules
            .set("repeats_allowed", &n.to_string())
            .context("--repeated")?;
    }
    let white = bind(&args.addr, args.white_port, Side::Defenders)?;
    let black = bind(&args.addr, args.black_port, Side::Attackers)?;
    let (wp, bp) = (white.local_addr()?.port(), black.local_addr()?.port());
    {
        let mut out = std::io::stdout().lock();
        writeln!(out, "listening white_port={wp} black_port={bp}")?;
        out.flush()?;
    }
    let config = RefereeConfig {
        variant,
        move_time: Duration::from_secs(args.time),
        connect_timeout: Duration::from_secs(args.connect_timeout),
        errors_allowed: args.errors,
        game_time_limit: Some(Duration::from_secs(10 * 3600)),
        max_plies: args.max_plies,
        max_message: MAX_MESSAGE_LEN,
        first_move_extra: Duration::from_secs(args.first_move_extra),
    };
    let quiet = args.quiet;
    let mut log = |event: RefereeEvent<'_>| {
        if quiet {
            return;
        }
        match event {
            RefereeEvent::Waiting(side) => println!("waiting for {}", colour(side)),
            RefereeEvent::Joined { side, name, peer } => {
                println!("{} is {name} ({peer})", colour(side))
            }
            RefereeEvent::Moved {
                side,
                mv,
                took,
                state,
            } => println!(
                "{} {mv} -> {} ({:.2} s)",
                colour(side),
                state.turn,
                took.as_secs_f64()
            ),
            RefereeEvent::Error {
                side,
                count,
                allowed,
                reason,
            } => println!(
                "error {count} of {} ({allowed} allowed): {reason}",
                colour(side)
            ),
        }
    };
    let report = referee(&white, &black, &config, &mut log)?;
    fs::create_dir_all(&args.log_dir)
        .with_context(|| format!("cannot create --log-dir {}", args.log_dir.display()))?;
    let path = record_path(&args.log_dir, &report);
    let time_control = format!("{} s per move", args.time);
    let errors = args.errors.to_string();
    let date = today();
    let text = report.record(
        &config.variant,
        &[
            ("date", &date),
            ("time-control", &time_control),
            ("errors-allowed", &errors),
        ],
    );
    fs::write(&path, text).with_context(|| format!("cannot write {}", path.display()))?;
    let mut out = std::io::stdout().lock();
    writeln!(out, "result: {}", report.summary())?;
    writeln!(out, "record: {}", path.display())?;
    Ok(())
}
