//! Load test of the tablut web service: many games at once, both seats of
//! each played over their own WebSocket; measures moves per second, the
//! latency from a move sent to the opponent seeing it, failures, and
//! whether the server's record of every game is exactly what was played,
//! and whether every seat's WebSocket received the stored game's last
//! version (and every loss on time).
//!
//! The server under test may be several instances of it over one database
//! (several URLs, or N started over one PostgreSQL): the two seats of each
//! game then sit on different instances, so every move crosses from one
//! instance to another, and every game is read back from every instance.
//!
//! With a clock (`--clock 1+0`) the games are played against their clocks,
//! some are let run out, and every loss on time is checked against the
//! clocks; a rated run (`--rated`) plays rated games between accounts it
//! registers, matched through the lobby's seeks, and recomputes every
//! rating from the results.
//!
//! The `tablut-loadtest` binary is the command line over [`run`]; tests
//! call [`run`] directly, against servers of their own ([`Server::Running`]).

mod accounts;
mod api;
mod clock;
mod machine;
mod percentiles;
mod play;
mod progress;
mod ratings;
mod report;
mod seat;
mod server;
mod sockets;
mod tournament;

use std::io;
use std::path::PathBuf;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

use tablut_core::{TimeControl, Variant};
use tokio::task::JoinSet;

use api::Api;
use machine::Sample;
use play::{lock, Ctx};
use progress::{error_count, moves_line, Bar};
use server::LocalServer;

pub use accounts::MAX_ACCOUNTS;
pub use clock::ClockReport;
pub use percentiles::Percentiles;
pub use ratings::RatingsReport;
pub use report::{Cpu, ErrorCount, Integrity, Report};
pub use server::{serve_child, SERVE_CHILD};
pub use sockets::SocketsReport;
pub use tournament::{Tournament, TournamentReport};

/// How long the slots may take to get every first game going.
const RAMP_LIMIT: Duration = Duration::from_secs(120);
/// How long the games may take to finish the moves in flight at the end.
const DRAIN_LIMIT: Duration = Duration::from_secs(30);
/// Pause between the first game of one slot and the next, so the games
/// do not all start (and move) in step.
const STAGGER: Duration = Duration::from_millis(2);
/// How long after the last clock let run out is due the drain waits for
/// the server to declare it (on top of [`DRAIN_LIMIT`]).
const FLAG_WAIT: Duration = Duration::from_secs(5);

/// Most games a rated run may play at once: two accounts each.
pub const MAX_RATED_GAMES: usize = MAX_ACCOUNTS / 2;

/// Most server instances one run may start.
pub const MAX_INSTANCES: usize = 64;

/// The server under test: one instance or several over one database.
///
/// With several instances, the seats of game *k* sit on instances *k* mod
/// *n* (the creator) and *k* + 1 mod *n* (the friend who joins), so the two
/// seats of every game are on different instances and every move is seen
/// on another instance than the one it was sent to.
#[derive(Debug, Clone)]
pub enum Server {
    /// Instances already running at these addresses (`http://HOST:PORT`),
    /// at least one; the same address may be given more than once.
    Running(Vec<String>),
    /// Instances started for the test and stopped at the end: `program
    /// --serve-child DATABASE` (see [`serve_child`]; the `tablut-loadtest`
    /// binary is such a program), each on a free loopback port with the
    /// limits per address lifted, one after the other, all over the same
    /// database.
    Spawn {
        /// The program to start.
        program: PathBuf,
        /// Their database [default: SQLite in a temporary directory, which
        /// only one instance may use]; several instances need a
        /// `postgres://` URL.
        database: Option<String>,
        /// How many instances, 1 to [`MAX_INSTANCES`].
        instances: usize,
    },
}

/// What to run: how many games, for how long, against which server.
#[derive(Debug, Clone)]
pub struct Config {
    /// Games going on at the same time (two WebSocket connections each), 1 to 100,000.
    pub games: usize,
    /// The measured window, after the warm-up; more than zero.
    pub duration: Duration,
    /// Warm-up after every game has started, before measuring.
    pub warmup: Duration,
    /// Mean pause before each move (each is drawn between half and one and a half of it).
    pub think: Duration,
    /// Each game is resigned at a ply drawn between 1 and this, unless it ended before.
    pub max_plies: usize,
    /// Rule set of every game.
    pub variant: Variant,
    /// Seed of the random sides and moves [default: drawn from the time].
    pub seed: Option<u64>,
    /// The server under test.
    pub server: Server,
    /// Time control of every game, `BASE+INC` (minutes + seconds added per
    /// move; a live control, 1+0 to 60+30); none: games without a clock.
    pub clock: Option<String>,
    /// Rated games between accounts (two registered for each game at the
    /// start), each started by a seek in the lobby and accepted by the
    /// other account, instead of games between guests. Needs a clock and a
    /// preset's rules.
    pub rated: bool,
    /// With a clock: the share of games (0 to 1) in which a seat, at a
    /// random ply from the second on, stops moving and lets its clock run
    /// out. The run then lasts up to the time on that clock longer.
    pub time_forfeits: f64,
    /// With a clock: the share of games (0 to 1) called off by the side to
    /// move at ply 0 or 1, before both sides have moved (no result, not
    /// rated).
    pub aborts: f64,
    /// Play one tournament out instead (`games`, `duration`, `warmup`,
    /// `rated`, `time_forfeits` and `aborts` are then unused; with no
    /// clock, its games are 1+0).
    pub tournament: Option<Tournament>,
}

impl Config {
    /// A run of 1,000 games for 30 s against `server`, as the command runs
    /// by default: 5 s warm-up, 500 ms think, resigned by ply 200, the
    /// ludoteka rules, no clock.
    pub fn new(server: Server) -> Config {
        Config {
            games: 1000,
            duration: Duration::from_secs(30),
            warmup: Duration::from_secs(5),
            think: Duration::from_millis(500),
            max_plies: 200,
            variant: Variant::preset(tablut_core::Preset::Ludoteka),
            seed: None,
            server,
            clock: None,
            rated: false,
            time_forfeits: 0.02,
            aborts: 0.01,
            tournament: None,
        }
    }
}

/// Why a load test could not run (failures during the run are counted in
/// the [`Report`] instead).
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// An option out of its range.
    #[error("{0}")]
    Invalid(String),
    /// An operating-system resource the test needs.
    #[error("{what}")]
    Io {
        /// What could not be done.
        what: String,
        /// Why.
        #[source]
        source: io::Error,
    },
    /// The HTTP client could not be made.
    #[error("cannot make an HTTP client")]
    Http(#[source] reqwest::Error),
    /// The server does not answer `GET /api/health`.
    #[error("the server at {base} does not answer: {detail}")]
    Unreachable {
        /// Its address.
        base: String,
        /// What went wrong.
        detail: String,
    },
    /// The spawned server did not start, or died during the test.
    #[error("{0}")]
    Server(String),
    /// The accounts of a rated run could not be registered.
    #[error("cannot register the accounts: {0}")]
    Accounts(String),
}

impl Error {
    fn io(what: impl Into<String>) -> impl FnOnce(io::Error) -> Error {
        let what = what.into();
        move |source| Error::Io { what, source }
    }
}

/// Runs a load test and reports what it measured. The checks'
/// disagreements are in [`Report::integrity`] and [`Report::sockets`]
/// (and the clock's and ratings'); they are not an [`Error`].
pub fn run(config: &Config) -> Result<Report, Error> {
    if let Some(t) = &config.tournament {
        tournament::validate(config, t)?;
        check_server(&config.server)?;
        // A player holds a game's WebSocket or two, and its tournament's.
        raise_file_limit(t.players * 2)?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()
            .map_err(Error::io("cannot start the async runtime"))?;
        return runtime.block_on(tournament::run(config, t));
    }
    if !(1..=100_000).contains(&config.games) {
        return Err(Error::Invalid(format!(
            "--games {} is out of range: give 1 to 100000",
            config.games
        )));
    }
    if config.duration.is_zero() {
        return Err(Error::Invalid("--duration must be more than 0".into()));
    }
    check_clock(config)?;
    check_server(&config.server)?;
    raise_file_limit(config.games)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(Error::io("cannot start the async runtime"))?;
    runtime.block_on(load(config))
}

/// Refuses a clock, a rated run or shares that cannot work.
fn check_clock(config: &Config) -> Result<(), Error> {
    if let Some(text) = &config.clock {
        let control: TimeControl = text
            .parse()
            .map_err(|e| Error::Invalid(format!("--clock {text}: {e}")))?;
        if control.is_correspondence() {
            return Err(Error::Invalid(format!(
                "--clock {text}: give a live control, minutes+increment (1+0 to 60+30); \
                 days per move would outlast the run"
            )));
        }
    }
    if config.rated {
        if config.clock.is_none() {
            return Err(Error::Invalid(
                "--rated needs --clock: the lobby's seeks have a time control (e.g. --clock 1+0)"
                    .into(),
            ));
        }
        if tablut_server::ratings::pool(&config.variant).is_none() {
            return Err(Error::Invalid(format!(
                "--rated needs a preset's rules, not --variant {}: changed rules are not rated",
                config.variant
            )));
        }
        if config.games > MAX_RATED_GAMES {
            return Err(Error::Invalid(format!(
                "--rated --games {} is out of range: give 1 to {MAX_RATED_GAMES} \
                 (two accounts are registered for each)",
                config.games
            )));
        }
    }
    for (name, share) in [
        ("--time-forfeits", config.time_forfeits),
        ("--aborts", config.aborts),
    ] {
        if !(0.0..=1.0).contains(&share) {
            return Err(Error::Invalid(format!(
                "{name} {share} is out of range: give a share from 0 to 1"
            )));
        }
    }
    if config.time_forfeits + config.aborts > 1.0 {
        return Err(Error::Invalid(
            "--time-forfeits and --aborts add up to more than 1".into(),
        ));
    }
    Ok(())
}

/// Refuses a server description that cannot work, before anything starts.
fn check_server(server: &Server) -> Result<(), Error> {
    match server {
        Server::Running(urls) => {
            if urls.is_empty() {
                return Err(Error::Invalid("give at least one --url".into()));
            }
            if urls.len() > MAX_INSTANCES {
                return Err(Error::Invalid(format!(
                    "{} URLs: give at most {MAX_INSTANCES}",
                    urls.len()
                )));
            }
            if let Some(url) = urls.iter().find(|u| !u.starts_with("http://")) {
                return Err(Error::Invalid(format!(
                    "--url {url}: give http://HOST:PORT"
                )));
            }
        }
        Server::Spawn {
            database,
            instances,
            ..
        } => {
            if !(1..=MAX_INSTANCES).contains(instances) {
                return Err(Error::Invalid(format!(
                    "--instances {instances} is out of range: give 1 to {MAX_INSTANCES}"
                )));
            }
            let shared = database
                .as_deref()
                .is_some_and(|d| d.starts_with("postgres://") || d.starts_with("postgresql://"));
            if *instances > 1 && !shared {
                return Err(Error::Invalid(format!(
                    "--instances {instances} needs --database postgres://…: \
                     the instances share one database, and SQLite serves one instance"
                )));
            }
        }
    }
    Ok(())
}

/// Raises the soft limit on open files to the hard limit: each game needs
/// two connections here (and two in a spawned server, which inherits it).
fn raise_file_limit(games: usize) -> Result<(), Error> {
    let limit = rlimit::increase_nofile_limit(u64::MAX)
        .map_err(Error::io("cannot raise the open-file limit"))?;
    let needed = games as u64 * 2 + 200;
    if limit < needed {
        eprintln!(
            "warning: {games} games need about {needed} open files, but the limit is {limit}; \
             raise it (ulimit -Hn) or play fewer games"
        );
    }
    Ok(())
}

/// The server's instances, started if the test starts them, each one
/// answering `GET /api/health`: the started ones (stopped when dropped),
/// their addresses, and a client of each.
async fn servers(server: &Server) -> Result<(Vec<LocalServer>, Vec<String>, Vec<Api>), Error> {
    let mut local = Vec::new();
    let bases: Vec<String> = match server {
        Server::Running(urls) => urls
            .iter()
            .map(|u| u.trim_end_matches('/').to_string())
            .collect(),
        Server::Spawn {
            program,
            database,
            instances,
        } => {
            // One after the other: the first creates the schema.
            for _ in 0..*instances {
                local.push(LocalServer::start(program, database.as_deref())?);
            }
            local.iter().map(|s| s.base().to_string()).collect()
        }
    };
    let mut apis = Vec::new();
    for base in &bases {
        let api = Api::new(base).map_err(Error::Http)?;
        if let Err(failure) = api.health().await {
            return Err(Error::Unreachable {
                base: base.clone(),
                detail: failure.to_string(),
            });
        }
        apis.push(api);
    }
    if let [base] = &bases[..] {
        eprintln!("server {base}");
    } else {
        eprintln!("{} servers: {}", bases.len(), bases.join(", "));
    }
    Ok((local, bases, apis))
}

/// The run's seed: `--seed`, or drawn from the time.
fn seed(config: &Config) -> u64 {
    config.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64 % 1_000_000_000)
    })
}

/// The whole run: server, games, window, drain, check.
async fn load(args: &Config) -> Result<Report, Error> {
    let (mut local, bases, apis) = servers(&args.server).await?;
    let seed = seed(args);
    // A rated run's accounts: two for each game.
    let registered = if args.rated {
        let count = 2 * args.games;
        let bar = Bar::new(
            count as u64,
            "{pos}/{len} accounts registered [{bar:30}] {msg}",
        );
        let tag = accounts::run_tag();
        let registered =
            accounts::register(&bases, count, &tag, |n| bar.set(n as u64, String::new()))
                .await
                .map_err(|f| Error::Accounts(f.to_string()))?;
        bar.finish(format!(
            "{count} accounts registered ({tag}-0 …) from {} addresses in {:.1} s",
            registered.addresses,
            registered.took.as_secs_f64()
        ));
        Some(registered)
    } else {
        None
    };
    let (accounts, addresses, registration) = match registered {
        Some(r) => (r.accounts, r.addresses, r.took),
        None => (Vec::new(), 0, Duration::ZERO),
    };
    let ctx = Arc::new(Ctx::new(apis, args, accounts));
    let mut slots = JoinSet::new();
    for index in 0..args.games {
        slots.spawn(play::slot(ctx.clone(), index, seed, STAGGER * index as u32));
    }
    tokio::spawn(play::timer_probe(ctx.clone()));
    tokio::spawn(play::health_probe(ctx.clone()));

    // Warm-up: every slot's first game going, then --warmup.
    let bar = Bar::new(
        args.games as u64,
        "{pos}/{len} games started [{bar:30}] {msg}",
    );
    let ramp_start = Instant::now();
    loop {
        let ready = ctx.ready.load(Ordering::SeqCst);
        bar.set(ready as u64, format!("{} errors", error_count(&ctx)));
        if ready >= args.games || ramp_start.elapsed() > RAMP_LIMIT {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let ready = ctx.ready.load(Ordering::SeqCst);
    bar.finish(format!(
        "{ready} of {} games started in {:.1} s",
        args.games,
        ramp_start.elapsed().as_secs_f64()
    ));
    let warmup_ms = args.warmup.as_millis() as u64;
    let bar = Bar::new(warmup_ms.max(1), "warm-up [{bar:30}] {msg}");
    let warm_start = Instant::now();
    while warm_start.elapsed() < args.warmup {
        bar.set(
            warm_start.elapsed().as_millis() as u64,
            moves_line(&ctx, warm_start),
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    bar.finish(format!("warm-up {:.1} s", args.warmup.as_secs_f64()));

    // The measured window.
    let server_pids: Vec<u32> = local.iter().map(LocalServer::pid).collect();
    let cpu_before = Sample::take(&server_pids);
    let start = Instant::now();
    let _ = ctx.window.set(start);
    let bar = Bar::new(
        args.duration.as_millis() as u64,
        "measuring [{bar:30}] {msg}",
    );
    while start.elapsed() < args.duration {
        bar.set(start.elapsed().as_millis() as u64, moves_line(&ctx, start));
        tokio::time::sleep(Duration::from_millis(200).min(args.duration)).await;
    }
    let window = start.elapsed();
    let cpu_after = Sample::take(&server_pids);
    bar.finish(moves_line(&ctx, start));

    // Drain: no new moves; every move in flight is seen before the seats
    // close. With a clock every game ends first: resigned, called off, or
    // (a clock let run out) lost on time, which may take a while.
    ctx.stop();
    let drain_start = Instant::now();
    let (clocks, flags_due) = play::clocks_running_out(&ctx);
    let drain_limit = DRAIN_LIMIT
        + flags_due.map_or(Duration::ZERO, |due| {
            due.saturating_duration_since(drain_start) + FLAG_WAIT
        });
    if clocks > 0 {
        eprintln!(
            "waiting up to {:.0} s for {clocks} clocks let run out",
            drain_limit.as_secs_f64()
        );
    }
    let bar = Bar::new(
        args.games as u64,
        "{pos}/{len} games closed [{bar:30}] {msg}",
    );
    let mut closed = 0;
    while closed < args.games {
        match tokio::time::timeout_at((drain_start + drain_limit).into(), slots.join_next()).await {
            Ok(Some(_)) => closed += 1,
            Ok(None) => break,
            Err(_) => {
                let stuck = play::stuck(&ctx);
                for line in stuck.iter().take(10) {
                    eprintln!("still open: {line}");
                }
                ctx.error(&api::Failure::new(
                    "drain timeout",
                    format!(
                        "{} games still open after {:.0} s{}",
                        args.games - closed,
                        drain_limit.as_secs_f64(),
                        stuck.first().map_or(String::new(), |s| format!("; {s}"))
                    ),
                ));
                play::mark_stuck(&ctx);
                slots.abort_all();
                break;
            }
        }
        bar.set(closed as u64, String::new());
    }
    bar.finish(format!("{closed} games closed"));
    // How often each instance read a game again from the database.
    let mut reloads = Vec::new();
    for api in &ctx.apis {
        reloads.push(api.health().await.ok().map(|h| h.reloads));
    }
    for server in &mut local {
        if !server.running() {
            return Err(Error::Server(format!(
                "the server at {} died during the test; its log:\n{}",
                server.base(),
                server.log_tail()
            )));
        }
    }

    // Integrity: every game read back from every instance.
    let games = lock(&ctx.games).clone();
    let bar = Bar::new(games.len() as u64, "{pos}/{len} games checked [{bar:30}]");
    let checked = report::check(&ctx.apis, &games, ctx.clock.as_deref(), |n| {
        bar.set(n as u64, String::new())
    })
    .await;
    bar.finish(String::new());
    let mut clock = checked.clock;
    if let Some(clock) = &mut clock {
        clock.late_commands = ctx.stats.late_commands.load(Ordering::Relaxed);
    }

    // Ratings: every account's, again from the results.
    let ratings = if ctx.rated() {
        let played: Vec<ratings::Played> = games
            .iter()
            .filter_map(|game| {
                Some(ratings::Played {
                    id: game.id.clone(),
                    accounts: game.accounts?,
                    pool: tablut_server::ratings::pool(&ctx.variant).map(str::to_string),
                    ended: checked.ended.get(&game.id).cloned(),
                })
            })
            .collect();
        let bar = Bar::new(
            ctx.accounts.len() as u64,
            "{pos}/{len} players' ratings read [{bar:30}]",
        );
        let mut report = ratings::check(&ctx.apis, &ctx.accounts, &played, |n| {
            bar.set(n as u64, String::new())
        })
        .await;
        bar.finish(String::new());
        report.accounts = ctx.accounts.len();
        report.addresses = addresses;
        report.registration_s = registration.as_secs_f64();
        Some(report)
    } else {
        None
    };

    let stats = &ctx.stats;
    let latency = Percentiles::of(&mut lock(&stats.latency));
    let seconds = window.as_secs_f64();
    let cpu = cpu_before.usage(&cpu_after);
    let errors = lock(&stats.errors)
        .iter()
        .map(|(kind, (count, example))| {
            let example = example.clone();
            (
                kind.clone(),
                ErrorCount {
                    count: *count,
                    example,
                },
            )
        })
        .collect();
    let own_update_ms = Percentiles::of(&mut lock(&stats.own_latency));
    let timer_lag_ms = Percentiles::of(&mut lock(&stats.timer_lag));
    let health_ms = Percentiles::of(&mut lock(&stats.health));
    let lobby_ms = ctx
        .rated()
        .then(|| Percentiles::of(&mut lock(&stats.lobby)));
    let report = Report {
        servers: bases,
        database: local.first().map(|s| s.database().to_string()),
        concurrent_games: args.games,
        seed,
        think_ms: args.think.as_millis() as u64,
        duration_s: seconds,
        games_started: stats.games_started.load(Ordering::Relaxed),
        games_finished: stats.games_finished.load(Ordering::Relaxed),
        games_resigned: stats.games_resigned.load(Ordering::Relaxed),
        games_aborted: stats.games_aborted.load(Ordering::Relaxed),
        games_ended_at_stop: stats.games_ended_at_stop.load(Ordering::Relaxed),
        moves_total: stats.moves.load(Ordering::Relaxed),
        moves_measured: latency.count,
        moves_per_second: latency.count as f64 / seconds,
        latency_ms: latency,
        own_update_ms,
        health_ms,
        reloads,
        timer_lag_ms,
        lobby_ms,
        cpu,
        errors,
        integrity: checked.integrity,
        sockets: checked.sockets,
        clock,
        ratings,
        tournament: None,
    };
    Ok(report)
}
