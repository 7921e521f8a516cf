//! `tablut-loadtest`: the command line of the load test of the web service
//! (see the library, [`tablut_loadtest`]).

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{bail, Context, Result};
use clap::Parser;
use tablut_loadtest::{Config, Server, Tournament, SERVE_CHILD};

/// Load-test the web service: many games at once, moves/s and latency, or
/// one tournament played out and checked
#[derive(Parser, Debug)]
#[command(
    name = "tablut-loadtest",
    version,
    after_help = "\
By default a server is started for the test (the web service of `tablut \
serve`, run by this binary as a child process on a free loopback port with a \
fresh SQLite database in a temporary directory, and limits per address \
lifted) and stopped at the end; --url tests a running server instead.

Several instances of the server over one database: give --url once for \
each, or --instances N with --database postgres://… to start N children \
(one after the other, each on its own port). The two seats of each game \
then sit on different instances (round robin: the game is created on one \
instance and joined on the next), so every latency is from a move sent to \
one instance to the update on another, and at the end every game is read \
back from every instance.

Each game is a game between friends, created over HTTP and joined with its \
invitation; each of its two seats has its own WebSocket (2 connections a \
game), waits for its turn in the server's updates, pauses, and plays a \
random legal move. When a game ends a new one starts in its place, so \
--games games are always going on. After the warm-up (every game started, \
then --warmup seconds) comes the measured window of --duration: latency is \
the time from a move sent to the opponent's connection receiving the update \
with the next ply. At the end every game is read back \
(GET /api/games/{id}): its moves must be exactly those the seats sent and \
saw, on every instance; any difference is listed and the command fails.

With --clock BASE+INC (a live control: minutes each + seconds added per \
move, 1+0 to 60+30) every game has that clock. In --time-forfeits of the \
games (2% by default) a seat stops moving at a random ply and lets its \
clock run out, and in --aborts of them (1%) the game is called off before \
both sides have moved; when the run ends, every game still going is \
resigned (or called off) by its side to move, and the drain waits for the \
clocks let run out (up to BASE minutes). Every loss on time is then checked \
against the clocks: the loser's time must have run out (its time left at \
the start of its turn, from the update that gave it the turn, against the \
moment the server declared the loss, both on the server's clock) and its \
clock must show 0.

With --rated (which needs --clock) the games are rated games between \
accounts: 2 x --games accounts are registered first (from loopback source \
addresses 127.0.0.2, 127.0.0.3, … when the server is on this machine, as \
it registers at most 10 accounts an address in 10 minutes), each slot's \
account seeks in the lobby (POST /api/lobby/seeks) on one instance, a free \
account accepts on the next, and the seeker finds the game in its lobby. \
At the end every account's rating is recomputed from the results, in the \
order the server rated the games, with the server's own Glicko-2 step, and \
compared with GET /api/players/{name} (history within 1e-6, the rating \
shown); every rated game must be in both players' histories once, games \
called off in none.

Every WebSocket must also have received every change of its game: when \
a seat closes its connection (at the end of its game, or of the run), it \
first reads what the server still had on its way (up to 2 s), and at the \
end its last state must be the stored game (the same version and status); \
every loss on time must have reached both seats' connections. The report's \
`sockets` counts the connections checked, those `behind` the database, and \
the losses on time a seat never received (`flags_unseen`).

With --tournament FORMAT (arena, swiss, round-robin or double-round-robin) \
the run plays one tournament out instead of --games games: --players \
accounts are registered (spread round robin over the instances: player k \
plays on instance k mod N), join the tournament that the first of them \
makes (--rounds for a Swiss, --minutes for an arena, --match, --clock, 1+0 \
by default, or a correspondence control such as 1d) and starts, and each \
plays every game it is given: it follows the tournament on its WebSocket \
(GET /api/tournaments/{id}/ws; where the server has none, one poller reads \
GET /api/tournaments/{id} every 200 ms for all), takes the games its \
pairing lists as ongoing (else those GET /api/account/games lists), and \
plays each over the game's WebSocket as above, its seat taken by its \
account's session (--think 100 and --max-plies 60 by default). When the \
tournament is finished, every game is read back as above, and the \
tournament against its games: the standings' points, games, wins and byes \
and each pairing's result recomputed from the games' results as \
GET /api/games/{id} reads them; each round pairing a player once and two \
players never paired in two rounds (twice in a double round robin); a \
round's pairings never changing once seen; every game played listed by a \
pairing; and no player in two games at the same time (from its first move \
sent to a seat seeing it finished), but for the two games of one \
correspondence match. The report's tournament part lists each \
disagreement (`errors`) and the time to pair a round (`pairing_ms`): from \
the moment the last game of round k was seen ended by one of its seats to \
the moment round k + 1's pairings were first seen by any player (or the \
poller); for an arena, from a player's game seen ended to its next pairing \
seen. The server opens rounds on a tick (every 2 s), which this includes.

The command fails (exit status 1) on any error of these checks: \
integrity, sockets, clock, rating or tournament errors. Failures during the run (refusals, \
closed connections) are counted under errors.

Examples:
  tablut-loadtest                                   1000 games, 30 s measured
  tablut-loadtest --games 200 --duration 10s --think 100
  tablut-loadtest --rated --clock 1+0 --games 1000 --duration 30 --seed 1
  tablut-loadtest --clock 3+2 --games 200 --time-forfeits 0.05
  tablut-loadtest --rated --clock 1+0 --instances 2 --database postgres://tablut@127.0.0.1/load
  tablut-loadtest --database postgres://tablut@127.0.0.1/load
  tablut-loadtest --url http://127.0.0.1:8080 --games 50 --json
  tablut-loadtest --instances 2 --database postgres://tablut@127.0.0.1/load
  tablut-loadtest --url http://10.0.0.1:8080 --url http://10.0.0.2:8080
  tablut-loadtest --tournament swiss --players 200 --rounds 5 --instances 2 --database postgres://tablut@127.0.0.1/load
  tablut-loadtest --tournament round-robin --players 10 --match single --clock 1d
  tablut-loadtest --tournament arena --players 50 --minutes 3 --json
  cargo run --release -p tablut-loadtest -- --games 1000 --duration 30"
)]
struct Args {
    /// Games going on at the same time (two WebSocket connections each)
    ///
    /// Example: --games 1000
    #[arg(long, value_name = "N", default_value_t = 1000)]
    games: usize,

    /// Measured time, after the warm-up: seconds, or a number with s, m or ms
    ///
    /// Example: --duration 30s   or   --duration 2m
    #[arg(long, value_name = "TIME", default_value = "30s", value_parser = parse_duration)]
    duration: Duration,

    /// Warm-up after every game has started, before measuring: seconds, or with s, m or ms
    ///
    /// Example: --warmup 10
    #[arg(long, value_name = "TIME", default_value = "5s", value_parser = parse_duration)]
    warmup: Duration,

    /// Pause before each move in milliseconds, on average (each pause is
    /// drawn between half and one and a half of it) [default: 500; 100
    /// with --tournament]
    ///
    /// The default of 500 ms is a heavy but realistic flow: a game moves
    /// every half second or so, ten times faster than people play blitz,
    /// so 1,000 games carry about the traffic of 10,000 busy human games
    /// (some 2,000 moves a second), while each connection stays well under
    /// the server's limit of 20 messages a second. A seat never sends two
    /// messages less than 60 ms apart, whatever --think says.
    ///
    /// Example: --think 100
    #[arg(long, value_name = "MS",
          value_parser = clap::value_parser!(u64).range(0..=600_000))]
    think: Option<u64>,

    /// Each game is resigned at a ply drawn between 1 and this, unless it
    /// ended before [default: 200; 60 with --tournament]
    ///
    /// Random moves make long games (half of them last over 250 plies), so
    /// the load test resigns each game at a random ply: games then last
    /// about as long as real ones (100 plies on average with the default),
    /// and since they end at different times new games keep being
    /// created throughout the run, as on a real server.
    ///
    /// Example: --max-plies 100
    #[arg(long, value_name = "N",
          value_parser = clap::value_parser!(u64).range(1..=100_000))]
    max_plies: Option<u64>,

    /// Rule set of every game, as the server takes it
    ///
    /// Example: --variant cartier
    #[arg(long, value_name = "NAME", default_value = "ludoteka")]
    variant: tablut_core::Variant,

    /// Seed of the random sides and moves [default: drawn from the time]
    ///
    /// Example: --seed 7
    #[arg(long, value_name = "S")]
    seed: Option<u64>,

    /// Test the server running at this address instead of starting one;
    /// repeat it for several instances of one server over one database
    ///
    /// It must allow two WebSocket connections a game, and the new games and
    /// joins, from one address (`tablut serve --max-connections-per-ip`,
    /// `--max-new-games-per-minute`, `--max-messages-per-second`); a create
    /// or join refused as rate-limited is tried again after a pause, and
    /// counted under errors.
    ///
    /// Example: --url http://127.0.0.1:8080 --url http://127.0.0.1:8081
    #[arg(long, value_name = "URL", conflicts_with_all = ["database", "instances"])]
    url: Vec<String>,

    /// Database for the started server [default: SQLite in a temporary directory]
    ///
    /// Example: --database postgres://tablut@127.0.0.1/load
    #[arg(long, value_name = "URL")]
    database: Option<String>,

    /// Start this many instances of the server over the same database
    /// (more than one needs --database postgres://…)
    ///
    /// Example: --instances 2 --database postgres://tablut@127.0.0.1/load
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u64).range(1..=tablut_loadtest::MAX_INSTANCES as u64))]
    instances: u64,

    /// Time control of every game: minutes each + seconds added per move
    /// (a live control, 1+0 to 60+30)
    ///
    /// Some games are then let run out (--time-forfeits), and every loss
    /// on time is checked against the clocks. With 1+0 and the default
    /// --think of 500 ms, a game of 200 plies uses some 50 s of each clock.
    ///
    /// Example: --clock 1+0
    #[arg(long, value_name = "BASE+INC")]
    clock: Option<String>,

    /// Play rated games between accounts, started from the lobby's seeks,
    /// and recompute every rating at the end (needs --clock)
    ///
    /// Registers 2 x --games accounts first (at most 20,000).
    ///
    /// Example: --rated --clock 1+0
    #[arg(long, requires = "clock")]
    rated: bool,

    /// With --clock: the share of games in which a seat stops moving and
    /// lets its clock run out
    ///
    /// Example: --time-forfeits 0.05
    #[arg(long, value_name = "SHARE", default_value_t = 0.02, requires = "clock")]
    time_forfeits: f64,

    /// With --clock: the share of games called off before both sides
    /// have moved
    ///
    /// Example: --aborts 0
    #[arg(long, value_name = "SHARE", default_value_t = 0.01, requires = "clock")]
    aborts: f64,

    /// Play one tournament out instead: arena, swiss, round-robin or
    /// double-round-robin
    ///
    /// --players accounts are registered, join the tournament (made and
    /// started by the first), and play every game it gives them; at the
    /// end its standings and pairings are checked against the games.
    ///
    /// Example: --tournament swiss --players 200 --rounds 5
    #[arg(long, value_name = "FORMAT", conflicts_with_all = ["rated", "games"])]
    tournament: Option<tablut_api::TournamentKind>,

    /// With --tournament: its players (accounts registered for the run)
    ///
    /// Example: --players 200
    #[arg(long, value_name = "N", default_value_t = 20, requires = "tournament")]
    players: usize,

    /// With --tournament swiss: its rounds
    ///
    /// Example: --rounds 3
    #[arg(long, value_name = "N", default_value_t = 5, requires = "tournament")]
    rounds: u32,

    /// With --tournament arena: its length in minutes
    ///
    /// Example: --minutes 3
    #[arg(long, value_name = "N", default_value_t = 5, requires = "tournament")]
    minutes: u32,

    /// With --tournament: one game a pairing (single) or two, the sides
    /// swapped (two-games)
    ///
    /// Example: --match single
    #[arg(
        long = "match",
        value_name = "KIND",
        default_value = "two-games",
        requires = "tournament"
    )]
    match_kind: tablut_api::MatchWord,

    /// With --tournament: how long it may take before the run gives up on
    /// it (its games are then resigned), as --duration
    ///
    /// Example: --tournament-limit 10m
    #[arg(long, value_name = "TIME", default_value = "30m", value_parser = parse_duration,
          requires = "tournament")]
    tournament_limit: Duration,

    /// Print the report as JSON on standard output (the text goes to standard error)
    ///
    /// Example: tablut-loadtest --games 100 --json
    #[arg(long)]
    json: bool,
}

fn main() -> ExitCode {
    // The server this binary starts for the test is itself, run as
    // `tablut-loadtest --serve-child DATABASE`.
    let mut raw = std::env::args();
    let result = if raw.nth(1).as_deref() == Some(SERVE_CHILD) {
        match raw.next() {
            Some(database) => tablut_loadtest::serve_child(&database).map_err(Into::into),
            None => Err(anyhow::anyhow!("{SERVE_CHILD} needs a database URL")),
        }
    } else {
        run(Args::parse())
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let _ = writeln!(io::stderr(), "error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// Runs the load test and prints its report.
fn run(args: Args) -> Result<()> {
    let server = if args.url.is_empty() {
        Server::Spawn {
            program: std::env::current_exe().context("cannot find the tablut-loadtest binary")?,
            database: args.database,
            instances: args.instances as usize,
        }
    } else {
        Server::Running(args.url)
    };
    let tournament = args.tournament.map(|format| Tournament {
        players: args.players,
        rounds: args.rounds,
        minutes: args.minutes,
        single: args.match_kind == tablut_api::MatchWord::Single,
        limit: args.tournament_limit,
        ..Tournament::new(format)
    });
    let (think, max_plies) = if tournament.is_some() {
        (100, 60)
    } else {
        (500, 200)
    };
    let config = Config {
        games: args.games,
        duration: args.duration,
        warmup: args.warmup,
        think: Duration::from_millis(args.think.unwrap_or(think)),
        max_plies: args.max_plies.unwrap_or(max_plies) as usize,
        variant: args.variant,
        seed: args.seed,
        server,
        clock: args.clock,
        rated: args.rated,
        time_forfeits: args.time_forfeits,
        aborts: args.aborts,
        tournament,
    };
    let report = tablut_loadtest::run(&config)?;
    let text = report.text();
    if args.json {
        eprint!("{text}");
        let mut out = io::stdout().lock();
        serde_json::to_writer_pretty(&mut out, &report)?;
        writeln!(out)?;
    } else {
        print!("{text}");
        io::stdout().flush()?;
    }
    if report.check_errors() > 0 {
        let mut found = Vec::new();
        if report.integrity.errors > 0 {
            found.push(format!(
                "{} of {} games disagree with what was played",
                report.integrity.errors, report.integrity.games_checked
            ));
        }
        let sockets = &report.sockets;
        if sockets.behind + sockets.differ > 0 {
            found.push(format!(
                "{} of {} connections' last state is not the stored game \
                 ({} behind the database, {} differing)",
                sockets.behind + sockets.differ,
                sockets.checked,
                sockets.behind,
                sockets.differ
            ));
        }
        if sockets.flags_unseen > 0 {
            found.push(format!(
                "{} losses on time never reached a seat's connection",
                sockets.flags_unseen
            ));
        }
        if sockets.backwards > 0 {
            found.push(format!(
                "connections received {} states older than one before",
                sockets.backwards
            ));
        }
        if let Some(clock) = report.clock.as_ref().filter(|c| c.errors > 0) {
            found.push(format!("{} games disagree with their clocks", clock.errors));
        }
        if let Some(t) = report.tournament.as_ref().filter(|t| !t.errors.is_empty()) {
            found.push(format!(
                "the tournament disagrees with its games in {} ways",
                t.errors.len()
            ));
        }
        if let Some(ratings) = report.ratings.as_ref().filter(|r| r.errors > 0) {
            found.push(format!(
                "{} games or accounts disagree with the ratings recomputed from the results",
                ratings.errors
            ));
        }
        bail!("{}", found.join("; "));
    }
    Ok(())
}

/// `30`, `30s`, `2m` or `1500ms`.
fn parse_duration(text: &str) -> Result<Duration, String> {
    let t = text.trim();
    let (number, unit) = match t.find(|c: char| !c.is_ascii_digit() && c != '.') {
        Some(i) => t.split_at(i),
        None => (t, "s"),
    };
    let value: f64 = number.parse().map_err(|_| {
        format!("{text:?} is not a duration: give seconds, or a number with s, m or ms")
    })?;
    let seconds = match unit.trim() {
        "s" | "" => value,
        "ms" => value / 1000.0,
        "m" | "min" => value * 60.0,
        other => return Err(format!("{other:?} is not a unit: give s, m or ms")),
    };
    if !(0.0..=86_400.0).contains(&seconds) {
        return Err(format!("{text:?} is out of range: give up to a day"));
    }
    Ok(Duration::from_secs_f64(seconds))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations() {
        assert_eq!(parse_duration("30"), Ok(Duration::from_secs(30)));
        assert_eq!(parse_duration("30s"), Ok(Duration::from_secs(30)));
        assert_eq!(parse_duration("2m"), Ok(Duration::from_secs(120)));
        assert_eq!(parse_duration("1500ms"), Ok(Duration::from_millis(1500)));
        assert_eq!(parse_duration("0.5"), Ok(Duration::from_millis(500)));
        assert!(parse_duration("ten").is_err());
        assert!(parse_duration("3h").is_err());
    }
}
