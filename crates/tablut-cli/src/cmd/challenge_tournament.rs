//! `tablut challenge-tournament`: a round robin among Tablut Challenge
//! clients given as commands, every game refereed by tablut's Bologna
//! referee, with a crosstable, standings, Elo and every game saved.

use std::io::{self, Write};
use std::path::PathBuf;
use std::time::Duration;

use anyhow::{Context, Result};
use clap::{Args, ValueEnum};
use tablut_core::Variant;
use tablut_tools::tournament::{kill_all_clients, Entrant, GameResult, Ports, Tournament};

use crate::args;
use crate::saved_game::{file_stamp, today};

/// Which ports the referees listen on (`--ports`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum PortsArg {
    /// 5800 (White) and 5801 (Black), one game at a time
    Standard,
    /// two free ports per game, given to the clients as {port}
    Free,
}

/// Run a round-robin tournament among Tablut Challenge clients
#[derive(Args, Debug)]
#[command(after_help = "\
Each --player is NAME=COMMAND: a name (letters, digits, _ - .) and the shell \
command (run with sh -c, once per game) that starts its client. In the \
command, {role} becomes WHITE or BLACK, {timeout} the seconds per move, \
{host} the referee's address (127.0.0.1), {port} the port of the client's \
side, and {name} the player's name.

Every pair plays --games-per-pair games, the colours alternating (2: once \
with each colour). Each game has its own referee (tablut's, as \
`tablut challenge-server`: the same time-outs, errors and rules). A client \
that crashes, does not connect, hangs past its time, disconnects or sends an \
illegal move loses that game, and the tournament goes on; each client's \
processes are killed at the end of its game.

Ports: clients that cannot be told a port (the students' jars take only a \
role, a time and an address) connect to 5800 (White) and 5801 (Black), so \
games are played one at a time there (--ports standard). When every command \
takes {port} (tablut: --port {port}), each game gets two free ports and \
--concurrency games run at once (--ports free). Without --ports: free if \
every command has {port}, standard otherwise.

In --out DIR: games/NNN-WHITE-vs-BLACK.txt (each game's record, for \
`tablut replay --file`), logs/ (each client's output and the referee's \
log), results.json and results.txt. The crosstable and the standings \
(points, Sonneborn-Berger, W-D-L with each colour, Elo against the field \
with its 95% interval) are printed at the end. See docs/challenge.md.

Examples:
  tablut challenge-tournament --player alice='java -jar alice.jar {role} {timeout} {host}' \\
      --player tablut='tablut challenge-client {role} {timeout} {host} --depth 4'
  tablut challenge-tournament -t 2 --concurrency 2 --out cup \\
      --player d1='tablut challenge-client {role} {timeout} {host} --port {port} --depth 1' \\
      --player d2='tablut challenge-client {role} {timeout} {host} --port {port} --depth 2' \\
      --player d3='tablut challenge-client {role} {timeout} {host} --port {port} --depth 3'")]
pub struct ChallengeTournamentArgs {
    /// A player: NAME=COMMAND (at least two; see below)
    #[arg(long = "player", value_name = "NAME=COMMAND", required = true)]
    players: Vec<String>,

    /// Games each pair plays, colours alternating (2: once with each colour)
    #[arg(long, default_value_t = 2, value_name = "N", value_parser = args::count_usize)]
    games_per_pair: usize,

    /// Games played at the same time (more than 1 needs --ports free)
    #[arg(short = 'j', long, default_value_t = 1, value_name = "N", value_parser = args::count_usize)]
    concurrency: usize,

    /// Seconds for each move (and for each client's name; 1 to 86400)
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

    /// Errors (illegal or malformed moves) each player may make in a game; one more loses
    #[arg(short = 'e', long = "errors", default_value_t = 0, value_name = "N")]
    errors: u32,

    /// Draw a game once it has lasted this many plies (not in the Java server; at least 1)
    #[arg(long, value_name = "N", value_parser = args::count_usize)]
    max_plies: Option<usize>,

    /// Seconds added to each side's first move, the same for both
    ///
    /// For an engine that builds its tables after it connects (tablut.cpp):
    /// it is not lost on time on its first move, and neither side gets more
    /// time than the other. results.json gives every move's time as the
    /// referee measured it (`move_ms`).
    ///
    /// Example: --first-move-extra 30
    #[arg(long, default_value_t = 0, value_name = "SECONDS",
          value_parser = clap::value_parser!(u64).range(0..=86_400))]
    first_move_extra: u64,

    /// Seconds to wait for each client to connect (1 to 86400)
    #[arg(long, default_value_t = 60, value_name = "SECONDS", value_parser = args::whole_seconds)]
    connect_timeout: u64,

    /// The referees' ports [default: free if every command has {port}, else standard]
    #[arg(long, value_enum, value_name = "WHICH")]
    ports: Option<PortsArg>,

    /// The tournament's directory (a new one) [default: tournament-DATE-TIME]
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,

    /// Print only the tables
    #[arg(long, short)]
    quiet: bool,
}

/// The tournament `args` describe.
fn tournament_of(args: &ChallengeTournamentArgs) -> Result<Tournament> {
    let players = args
        .players
        .iter()
        .map(|p| p.parse::<Entrant>())
        .collect::<Result<Vec<_>, _>>()
        .context("invalid --player")?;
    let variant: Variant = args.rules.parse().context("invalid -r/--rules")?;
    let ports = match args.ports {
        Some(PortsArg::Standard) => Ports::Standard,
        Some(PortsArg::Free) => Ports::Free,
        None => Ports::for_players(&players),
    };
    let out = args
        .out
        .clone()
        .unwrap_or_else(|| PathBuf::from(format!("tournament-{}", file_stamp())));
    let t = Tournament {
        players,
        games_per_pair: args.games_per_pair,
        concurrency: args.concurrency,
        ports,
        variant,
        move_secs: args.time,
        errors_allowed: args.errors,
        connect_timeout: Duration::from_secs(args.connect_timeout),
        max_plies: args.max_plies,
        first_move_extra: Duration::from_secs(args.first_move_extra),
        out,
        date: today(),
    };
    t.check()?;
    Ok(t)
}

/// The progress bar: games done, and the last result.
struct Progress(crate::progress::Progress);

impl Progress {
    fn new(games: usize) -> Progress {
        Progress(
            crate::progress::Progress::new(
                games as u64,
                "{pos}/{len} games [{bar:20}] {elapsed_precise} {msg}",
            )
            .plain_lines("challenge-tournament", "games", Duration::from_secs(10)),
        )
    }

    fn update(&mut self, done: usize, last: &GameResult) {
        let message = format!("last: {} vs {} {}", last.white, last.black, last.result);
        self.0.set(done as u64, message);
    }
}

/// On Ctrl-C, kills the clients (in process groups of their own, they do
/// not get the terminal's signal) and exits with status 130.
fn kill_clients_on_interrupt(out: PathBuf) {
    std::thread::spawn(move || {
        let Ok(runtime) = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
        else {
            return;
        };
        if runtime.block_on(tokio::signal::ctrl_c()).is_ok() {
            let n = kill_all_clients();
            let _ = writeln!(
                io::stderr(),
                "\ninterrupted: {n} client process(es) killed; the games so far are in {}",
                out.display()
            );
            std::process::exit(130);
        }
    });
}

/// Runs `tablut challenge-tournament`.
pub fn run(args: ChallengeTournamentArgs) -> Result<()> {
    let t = tournament_of(&args)?;
    t.prepare()?;
    let games = t.schedule().len();
    if !args.quiet {
        let _ = writeln!(
            io::stderr(),
            "challenge-tournament: {} players, {games} games, {} s per move, {} ports, \
             {} at a time; saving to {}",
            t.players.len(),
            t.move_secs,
            t.ports.name(),
            t.concurrency,
            t.out.display()
        );
    }
    kill_clients_on_interrupt(t.out.clone());
    let mut progress = Progress::new(games);
    let mut done = 0;
    let played = t.play(|g| {
        done += 1;
        progress.update(done, g);
    });
    progress.0.finish();
    let results = t.results(&played.games);
    t.write_results(&results)?;
    if let Some(e) = played.error {
        return Err(anyhow::Error::new(e).context(format!(
            "the tournament stopped after {} of {games} games (results so far in {})",
            played.games.len(),
            t.out.display()
        )));
    }
    let mut out = io::stdout().lock();
    write!(out, "{}", results.text(20, false))?;
    if !args.quiet {
        writeln!(out, "\nresults: {}", t.out.join("results.json").display())?;
    }
    out.flush()?;
    Ok(())
}
