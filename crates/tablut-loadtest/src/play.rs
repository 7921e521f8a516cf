//! The players: each slot plays one game after another; each game is
//! created over HTTP on one instance, joined with its invitation on the
//! next (round robin), and played by two seats, each over a WebSocket to
//! the instance it joined through (see `seat`). Also the probes that watch the load test and the server.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use tokio::sync::watch;
use tokio::time::sleep;

use crate::api::{Api, Failure};
use crate::seat::{connect, Seat, STALL};

/// The seats, by index.
pub const SEATS: [&str; 2] = ["attackers", "defenders"];

/// A move one seat sent.
#[derive(Debug, Clone)]
pub struct Sent {
    /// The move, `from-to`.
    pub mv: String,
    /// When it was handed to the connection.
    pub at: Instant,
    /// The seat that sent it, as an index into [`SEATS`].
    pub seat: usize,
}

/// What the two seats of one game sent and saw.
#[derive(Debug, Default)]
pub struct GameLog {
    /// Every move sent and not refused, by ply.
    pub sent: Vec<Sent>,
    /// The moves each seat saw in its updates, by ply.
    pub seen: [Vec<String>; 2],
    /// Set once the run is over: no seat sends another move.
    pub closing: bool,
    /// A seat saw the game finished.
    pub finished: bool,
    /// Both seats played to the end of the game or of the run, without failure.
    pub complete: bool,
    /// Both seats are done, with or without failure.
    pub over: bool,
    /// Each seat (by index into [`SEATS`]) closed its connection at the end.
    pub closed: [bool; 2],
    /// Disagreements noticed while playing.
    pub problems: Vec<String>,
}

/// One game the load test played.
#[derive(Debug)]
pub struct GameRecord {
    /// The game's id.
    pub id: String,
    /// The instance (index into [`Ctx::apis`]) each seat plays on, by
    /// index into [`SEATS`].
    pub instances: [usize; 2],
    /// What happened in it.
    pub log: Mutex<GameLog>,
}

impl GameRecord {
    /// The log, even if a seat panicked while holding it.
    pub fn log(&self) -> MutexGuard<'_, GameLog> {
        self.log.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Latencies and counts, shared by every task.
#[derive(Default)]
pub struct Stats {
    /// Games created.
    pub games_started: AtomicU64,
    /// Games that reached their end (won, drawn or resigned).
    pub games_finished: AtomicU64,
    /// Games ended by the load test's resignation at `--max-plies`.
    pub games_resigned: AtomicU64,
    /// Moves the opponent saw, in every phase.
    pub moves: AtomicU64,
    /// Microseconds from sending a move to the opponent's update, for
    /// moves sent inside the measured window.
    pub latency: Mutex<Vec<u32>>,
    /// Microseconds from sending a move to the mover's own update, same window.
    pub own_latency: Mutex<Vec<u32>>,
    /// Microseconds a `GET /api/health` took, same window.
    pub health: Mutex<Vec<u32>>,
    /// Microseconds the load test's own timers fired late, same window.
    pub timer_lag: Mutex<Vec<u32>>,
    /// Failures by kind: count and the first detail.
    pub errors: Mutex<BTreeMap<String, (u64, String)>>,
}

/// Locks a mutex, even one a panicking task left behind.
pub fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Everything the players share.
pub struct Ctx {
    /// The server's instances, at least one.
    pub apis: Vec<Api>,
    /// Games created so far, which picks the next game's instances.
    next_game: AtomicUsize,
    /// Rule set of every game.
    pub variant: String,
    /// Mean pause before each move.
    pub think: Duration,
    /// Each game ends by resignation at a ply drawn from 1 to this.
    pub max_plies: usize,
    /// Length of the measured window.
    pub duration: Duration,
    /// Start of the measured window, once the warm-up is over.
    pub window: OnceLock<Instant>,
    /// Slots whose first game has both seats connected.
    pub ready: AtomicUsize,
    /// Whether the run is over.
    stopping: AtomicBool,
    stop: watch::Sender<bool>,
    /// Counts and latencies.
    pub stats: Stats,
    /// Every game played.
    pub games: Mutex<Vec<Arc<GameRecord>>>,
}

impl Ctx {
    /// A context for a run against the instances `apis` (at least one).
    pub fn new(
        apis: Vec<Api>,
        variant: String,
        think: Duration,
        max_plies: usize,
        duration: Duration,
    ) -> Ctx {
        Ctx {
            apis,
            next_game: AtomicUsize::new(0),
            variant,
            think,
            max_plies,
            duration,
            window: OnceLock::new(),
            ready: AtomicUsize::new(0),
            stopping: AtomicBool::new(false),
            stop: watch::channel(false).0,
            stats: Stats::default(),
            games: Mutex::new(Vec::new()),
        }
    }

    /// Ends the run: no seat sends another move, no slot starts another game.
    pub fn stop(&self) {
        self.stopping.store(true, Ordering::SeqCst);
        self.stop.send_replace(true);
    }

    /// A receiver that changes when the run ends.
    pub fn subscribe(&self) -> watch::Receiver<bool> {
        self.stop.subscribe()
    }

    /// Whether the run is over.
    pub fn stopping(&self) -> bool {
        self.stopping.load(Ordering::SeqCst)
    }

    /// How long a seat waits for a message before it gives its game up.
    pub fn stall(&self) -> Duration {
        STALL.max(self.think * 3)
    }

    /// Whether a move sent at `at` is measured.
    pub fn in_window(&self, at: Instant) -> bool {
        self.window
            .get()
            .is_some_and(|&start| at >= start && at < start + self.duration)
    }

    /// The instances of the next game: the creator's and the friend's,
    /// round robin, different whenever there are two or more.
    fn next_instances(&self) -> (usize, usize) {
        let n = self.apis.len().max(1);
        let k = self.next_game.fetch_add(1, Ordering::Relaxed);
        (k % n, (k + 1) % n)
    }

    /// Counts a failure.
    pub fn error(&self, failure: &Failure) {
        let mut errors = lock(&self.stats.errors);
        let entry = errors
            .entry(failure.kind.clone())
            .or_insert_with(|| (0, failure.detail.clone()));
        entry.0 += 1;
    }
}

/// One slot: plays games one after another until the run is over, so the
/// number of games going on stays the same.
pub async fn slot(ctx: Arc<Ctx>, index: usize, seed: u64, delay: Duration) {
    let mut rng = StdRng::seed_from_u64(seed ^ (index as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    sleep(delay).await;
    let mut ready = false;
    while !ctx.stopping() {
        if let Err(failure) = game(&ctx, &mut rng, &mut ready).await {
            ctx.error(&failure);
            if !ctx.stopping() {
                sleep(Duration::from_millis(500)).await;
            }
        }
    }
    if !ready {
        ctx.ready.fetch_add(1, Ordering::SeqCst);
    }
}

/// Creates, joins and plays one game.
async fn game(ctx: &Arc<Ctx>, rng: &mut StdRng, ready: &mut bool) -> Result<(), Failure> {
    let side = SEATS[rng.gen_range(0..2)];
    let (host, guest) = ctx.next_instances();
    let (host_api, guest_api) = (&ctx.apis[host], &ctx.apis[guest]);
    let created = patiently(ctx, rng, || host_api.create(&ctx.variant, side)).await?;
    let invite = created.invite.as_deref().ok_or_else(|| {
        Failure::new(
            "create: no invite",
            "a friend game came without an invitation",
        )
    })?;
    let joined = patiently(ctx, rng, || guest_api.join(&created.id, invite)).await?;
    let a = seat_index(created.seat.name())?;
    let b = seat_index(joined.seat.name())?;
    if a == b {
        return Err(Failure::new(
            "join: same seat",
            format!("both seats are {}", SEATS[a]),
        ));
    }
    let mut instances = [host; 2];
    instances[b] = guest;
    let record = Arc::new(GameRecord {
        id: created.id.clone(),
        instances,
        log: Mutex::new(GameLog::default()),
    });
    lock(&ctx.games).push(record.clone());
    ctx.stats.games_started.fetch_add(1, Ordering::Relaxed);
    let (wa, wb) = tokio::try_join!(
        connect(ctx, host_api, &record.id, &created.secret, a),
        connect(ctx, guest_api, &record.id, &joined.secret, b)
    )?;
    if !*ready {
        *ready = true;
        ctx.ready.fetch_add(1, Ordering::SeqCst);
    }
    let (ra, rb) = (
        StdRng::seed_from_u64(rng.gen()),
        StdRng::seed_from_u64(rng.gen()),
    );
    let limit = rng.gen_range(1..=ctx.max_plies.max(1));
    let played = tokio::try_join!(
        async { Seat::new(ctx, &record, a, ra, limit, wa)?.play().await },
        async { Seat::new(ctx, &record, b, rb, limit, wb)?.play().await }
    );
    let mut log = record.log();
    if log.finished {
        ctx.stats.games_finished.fetch_add(1, Ordering::Relaxed);
    }
    log.complete = played.is_ok();
    log.over = true;
    played.map(drop)
}

/// Runs an HTTP request again while the server answers `rate_limited`
/// (counting each refusal), after a pause of a quarter to half a second.
async fn patiently<T, F, Fut>(ctx: &Ctx, rng: &mut StdRng, request: F) -> Result<T, Failure>
where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = Result<T, Failure>>,
{
    loop {
        match request().await {
            Err(failure) if failure.kind.ends_with(": rate_limited") && !ctx.stopping() => {
                ctx.error(&failure);
                sleep(Duration::from_millis(rng.gen_range(250..500))).await;
            }
            answer => return answer,
        }
    }
}

/// The games still being played, and what each of their open seats had
/// seen: for a drain that timed out.
pub fn stuck(ctx: &Ctx) -> Vec<String> {
    let games = lock(&ctx.games).clone();
    let mut found = Vec::new();
    for game in &games {
        let log = game.log();
        if log.over {
            continue;
        }
        for (seat, name) in SEATS.iter().enumerate() {
            if !log.closed[seat] {
                found.push(format!(
                    "game {}: the {name} on instance {} had seen {} of the {} moves sent",
                    game.id,
                    game.instances[seat] + 1,
                    log.seen[seat].len(),
                    log.sent.len()
                ));
            }
        }
    }
    found
}

fn seat_index(seat: &str) -> Result<usize, Failure> {
    SEATS
        .iter()
        .position(|&s| s == seat)
        .ok_or_else(|| Failure::new("unexpected seat", seat))
}

/// Measures how late the load test's own timers fire (every 10 ms) while
/// the window is open: if the load test itself is short of CPU, this lag
/// shows it.
pub async fn timer_probe(ctx: Arc<Ctx>) {
    const TICK: Duration = Duration::from_millis(10);
    while !ctx.stopping() {
        let start = Instant::now();
        sleep(TICK).await;
        let late = start.elapsed().saturating_sub(TICK);
        if ctx.in_window(start) {
            lock(&ctx.stats.timer_lag).push(late.as_micros().min(u32::MAX as u128) as u32);
        }
    }
}

/// Asks `GET /api/health` of each instance in turn, ten times a second
/// while the window is open: a request that touches neither a game nor the
/// database, so when it stays fast while moves are slow, the time goes in
/// the server's move path.
pub async fn health_probe(ctx: Arc<Ctx>) {
    const EVERY: Duration = Duration::from_millis(100);
    let mut turn = 0;
    while !ctx.stopping() {
        let start = Instant::now();
        let answer = ctx.apis[turn % ctx.apis.len().max(1)].health().await;
        turn += 1;
        if ctx.in_window(start) {
            match answer {
                Ok(()) => {
                    let micros = start.elapsed().as_micros().min(u32::MAX as u128) as u32;
                    lock(&ctx.stats.health).push(micros);
                }
                Err(failure) => ctx.error(&failure),
            }
        }
        sleep(EVERY.saturating_sub(start.elapsed())).await;
    }
}
