//! `tablut loadtest`: many games at once against the web service, both
//! seats of each played over their own WebSocket; reports moves per second,
//! the latency from a move sent to the opponent seeing it, failures, and
//! whether the server's record of every game is exactly what was played.

mod api;
mod machine;
mod play;
mod progress;
mod report;
mod seat;
mod server;

use std::io::{self, Write};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};
use clap::Args;
use tokio::task::JoinSet;

use api::Api;
use machine::Sample;
use play::{lock, Ctx};
use progress::{error_count, moves_line, Bar};
use report::{ErrorCount, Percentiles, Report};
use server::LocalServer;

/// How long the slots may take to get every first game going.
const RAMP_LIMIT: Duration = Duration::from_secs(120);
/// How long the games may take to finish the moves in flight at the end.
const DRAIN_LIMIT: Duration = Duration::from_secs(30);
/// Pause between the first game of one slot and the next, so the games
/// do not all start (and move) in step.
const STAGGER: Duration = Duration::from_millis(2);

/// Load-test the web service: many games at once, moves/s and latency
#[derive(Args, Debug)]
#[command(after_help = "\
By default a server is started for the test (`tablut serve` on a free \
loopback port with a fresh SQLite database in a temporary directory, and \
limits per address lifted) and stopped at the end; --url tests a running \
server instead.

Each game is a game between friends, created over HTTP and joined with its \
invitation; each of its two seats has its own WebSocket (2 connections a \
game), waits for its turn in the server's updates, pauses, and plays a \
random legal move. When a game ends a new one starts in its place, so \
--games games are always going on. After the warm-up (every game started, \
then --warmup seconds) comes the measured window of --duration: latency is \
the time from a move sent to the opponent's connection receiving the update \
with the next ply. At the end every game is read back \
(GET /api/games/{id}): its moves must be exactly those the seats sent and \
saw; any difference is listed and the command fails.

Examples:
  tablut loadtest                                   1000 games, 30 s measured
  tablut loadtest --games 200 --duration 10s --think 100
  tablut loadtest --database postgres://tablut@127.0.0.1/load
  tablut loadtest --url http://127.0.0.1:8080 --games 50 --json")]
pub struct LoadtestArgs {
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
    /// drawn between half and one and a half of it)
    ///
    /// The default of 500 ms is a heavy but realistic flow: a game moves
    /// every half second or so, ten times faster than people play blitz,
    /// so 1,000 games carry about the traffic of 10,000 busy human games
    /// (some 2,000 moves a second), while each connection stays well under
    /// the server's limit of 20 messages a second. A seat never sends two
    /// messages less than 60 ms apart, whatever --think says.
    ///
    /// Example: --think 100
    #[arg(long, value_name = "MS", default_value_t = 500,
          value_parser = clap::value_parser!(u64).range(0..=600_000))]
    think: u64,

    /// Each game is resigned at a ply drawn between 1 and this, unless it
    /// ended before
    ///
    /// Random moves make long games (half of them last over 250 plies), so
    /// the load test resigns each game at a random ply: games then last
    /// about as long as real ones (100 plies on average with the default),
    /// and since they end at different times new games keep being
    /// created throughout the run, as on a real server.
    ///
    /// Example: --max-plies 100
    #[arg(long, value_name = "N", default_value_t = 200,
          value_parser = clap::value_parser!(u64).range(1..=100_000))]
    max_plies: u64,

    /// Rule set of every game, as the server takes it
    ///
    /// Example: --variant cartier
    #[arg(long, value_name = "NAME", default_value = "ludoteka")]
    variant: String,

    /// Seed of the random sides and moves [default: drawn from the time]
    ///
    /// Example: --seed 7
    #[arg(long, value_name = "S")]
    seed: Option<u64>,

    /// Test the server running at this address instead of starting one
    ///
    /// It must allow two WebSocket connections a game, and the new games and
    /// joins, from one address (`tablut serve --max-connections-per-ip`,
    /// `--max-new-games-per-minute`, `--max-messages-per-second`); a create
    /// or join refused as rate-limited is tried again after a pause, and
    /// counted under errors.
    ///
    /// Example: --url http://127.0.0.1:8080
    #[arg(long, value_name = "URL", conflicts_with = "database")]
    url: Option<String>,

    /// Database for the started server [default: SQLite in a temporary directory]
    ///
    /// Example: --database postgres://tablut@127.0.0.1/load
    #[arg(long, value_name = "URL")]
    database: Option<String>,

    /// Print the report as JSON on standard output (the text goes to standard error)
    ///
    /// Example: tablut loadtest --games 100 --json
    #[arg(long)]
    json: bool,
}

/// Runs `tablut loadtest`.
pub fn run(args: LoadtestArgs) -> Result<()> {
    if !(1..=100_000).contains(&args.games) {
        bail!("--games {} is out of range: give 1 to 100000", args.games);
    }
    if args.duration.is_zero() {
        bail!("--duration must be more than 0");
    }
    if let Some(url) = &args.url {
        if !url.starts_with("http://") {
            bail!("--url {url}: give http://HOST:PORT");
        }
    }
    raise_file_limit(args.games)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    let report = runtime.block_on(load(&args))?;
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
    if report.integrity.errors > 0 {
        bail!(
            "{} of {} games disagree with what was played",
            report.integrity.errors,
            report.integrity.games_checked
        );
    }
    Ok(())
}

/// Raises the soft limit on open files to the hard limit: each game needs
/// two connections here (and two in a spawned server, which inherits it).
fn raise_file_limit(games: usize) -> Result<()> {
    let limit =
        rlimit::increase_nofile_limit(u64::MAX).context("cannot raise the open-file limit")?;
    let needed = games as u64 * 2 + 200;
    if limit < needed {
        eprintln!(
            "warning: {games} games need about {needed} open files, but the limit is {limit}; \
             raise it (ulimit -Hn) or play fewer games"
        );
    }
    Ok(())
}

/// The whole run: server, games, window, drain, check.
async fn load(args: &LoadtestArgs) -> Result<Report> {
    let mut local = match &args.url {
        Some(_) => None,
        None => Some(LocalServer::start(args.database.as_deref())?),
    };
    let base = match (&local, &args.url) {
        (Some(server), _) => server.base().to_string(),
        (None, Some(url)) => url.trim_end_matches('/').to_string(),
        (None, None) => unreachable!("either a spawned server or --url"),
    };
    let api = Api::new(&base)?;
    api.health()
        .await
        .map_err(|f| anyhow::anyhow!("the server at {base} does not answer: {f}"))?;
    eprintln!("server {base}");
    let seed = args.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64 % 1_000_000_000)
    });
    let ctx = Arc::new(Ctx::new(
        api,
        args.variant.clone(),
        Duration::from_millis(args.think),
        args.max_plies as usize,
        args.duration,
    ));
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
    let server_pid = local.as_ref().map(LocalServer::pid);
    let cpu_before = Sample::take(server_pid);
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
    let cpu_after = Sample::take(server_pid);
    bar.finish(moves_line(&ctx, start));

    // Drain: no new moves; every move in flight is seen before the seats close.
    ctx.stop();
    let bar = Bar::new(
        args.games as u64,
        "{pos}/{len} games closed [{bar:30}] {msg}",
    );
    let drain_start = Instant::now();
    let mut closed = 0;
    while closed < args.games {
        match tokio::time::timeout_at((drain_start + DRAIN_LIMIT).into(), slots.join_next()).await {
            Ok(Some(_)) => closed += 1,
            Ok(None) => break,
            Err(_) => {
                ctx.error(&api::Failure::new(
                    "drain timeout",
                    format!(
                        "{} games still open after {} s",
                        args.games - closed,
                        DRAIN_LIMIT.as_secs()
                    ),
                ));
                slots.abort_all();
                break;
            }
        }
        bar.set(closed as u64, String::new());
    }
    bar.finish(format!("{closed} games closed"));
    if let Some(server) = &mut local {
        if !server.running() {
            bail!(
                "the server died during the test; its log:\n{}",
                server.log_tail()
            );
        }
    }

    // Integrity: every game read back.
    let games = lock(&ctx.games).clone();
    let bar = Bar::new(games.len() as u64, "{pos}/{len} games checked [{bar:30}]");
    let integrity = report::check(&ctx.api, &games, |n| bar.set(n as u64, String::new())).await;
    bar.finish(String::new());

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
    let report = Report {
        server: base,
        database: local.as_ref().map(|s| s.database().to_string()),
        concurrent_games: args.games,
        seed,
        think_ms: args.think,
        duration_s: seconds,
        games_started: stats.games_started.load(Ordering::Relaxed),
        games_finished: stats.games_finished.load(Ordering::Relaxed),
        games_resigned: stats.games_resigned.load(Ordering::Relaxed),
        moves_total: stats.moves.load(Ordering::Relaxed),
        moves_measured: latency.count,
        moves_per_second: latency.count as f64 / seconds,
        latency_ms: latency,
        own_update_ms,
        health_ms,
        timer_lag_ms,
        cpu,
        errors,
        integrity,
    };
    Ok(report)
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
