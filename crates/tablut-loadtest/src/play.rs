//! The players: each slot plays one game after another; each game is
//! created over HTTP on one instance, joined with its invitation on the
//! next (round robin), and played by two seats, each over a WebSocket to
//! the instance it joined through (see `seat`). In a rated run the game
//! comes from the lobby instead: the slot's own account seeks on one
//! instance, an account drawn from the free acceptors accepts on the next,
//! and the seeker finds the game in its instance's lobby. Also the probes
//! that watch the load test and the server.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use tablut_api::Command;
use tokio::sync::{watch, Semaphore};
use tokio::time::sleep;

use crate::accounts::Account;
use crate::api::{Api, Failure};
use crate::seat::{connect, Key, Seat, STALL};
use crate::sockets::Received;
use crate::Config;

/// How long a seeker looks for its accepted seek's game in its lobby.
const LOBBY_WAIT: Duration = Duration::from_secs(10);
/// Pause between two looks at the lobby.
const LOBBY_POLL: Duration = Duration::from_millis(20);
/// Games being matched in the lobby at once (from the seek to the seeker
/// finding the game), over all instances: players come to the lobby one
/// after another, not all in the same millisecond. (Every seek and accept
/// makes the server read its whole lobby again before it answers.)
pub const LOBBY_FLOWS: usize = 8;

/// How a game is to end, unless the rules end it first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Plan {
    /// The side to move resigns at this ply.
    Resign(usize),
    /// The side to move at this ply (2 or more, so both clocks have
    /// started) stops moving and lets its clock run out.
    Forfeit(usize),
    /// The side to move at this ply (0 or 1) calls the game off.
    Abort(usize),
}

/// The clock of a seat's turn, as the update that gave it the turn showed it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TurnStart {
    /// The ply at which the turn began.
    pub ply: usize,
    /// The server's time of that update (`clock.now`), ms since 1970.
    pub now: i64,
    /// The seat's time left at `now`, in ms.
    pub left_ms: i64,
    /// Whether the seat's clock was running.
    pub running: bool,
}

/// A seat that stopped moving to lose on time.
#[derive(Debug, Clone, Copy)]
pub struct Stall {
    /// The seat, as an index into [`SEATS`].
    pub seat: usize,
    /// The ply at which it stopped.
    pub ply: usize,
    /// When its time runs out, on this machine's clock, as far as it knew.
    pub until: Instant,
}

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
    /// The clock at the start of each seat's latest turn (by index into
    /// [`SEATS`]), in games with a clock.
    pub turns: [Option<TurnStart>; 2],
    /// The seat that stopped moving to lose on time, if one did.
    pub stall: Option<Stall>,
    /// What each seat's connection received (by index into [`SEATS`]),
    /// for the sockets' check.
    pub received: [Received; 2],
    /// When a seat first saw the game finished.
    pub finished_at: Option<Instant>,
    /// Each seat's end, when its seats are played apart (a tournament's
    /// games, each seat by its player): whether it played on to the end
    /// without failure.
    pub seats_over: [Option<bool>; 2],
}

impl GameLog {
    /// Seat `seat` (by index into [`SEATS`]) is done, `ok` if it played
    /// on to the end without failure; once both are, the game is over
    /// (and complete if both were ok). Whether the game is now over.
    pub fn seat_over(&mut self, seat: usize, ok: bool) -> bool {
        self.seats_over[seat] = Some(ok);
        if let [Some(a), Some(b)] = self.seats_over {
            self.complete = a && b;
            self.over = true;
        }
        self.over
    }
}

/// One game the load test played.
#[derive(Debug)]
pub struct GameRecord {
    /// The game's id.
    pub id: String,
    /// The instance (index into [`Ctx::apis`]) each seat plays on, by
    /// index into [`SEATS`].
    pub instances: [usize; 2],
    /// In a rated run, the account (index into [`Ctx::accounts`]) each
    /// seat plays for, by index into [`SEATS`].
    pub accounts: Option<[usize; 2]>,
    /// How the game was to end.
    pub plan: Plan,
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
    /// Games called off by the load test before both sides moved (`--aborts`).
    pub games_aborted: AtomicU64,
    /// Games with a clock that the load test resigned or called off when
    /// the run ended.
    pub games_ended_at_stop: AtomicU64,
    /// Commands refused because a clock had run out just before.
    pub late_commands: AtomicU64,
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
    /// Microseconds from a seek accepted to its seeker finding the game in
    /// its lobby, in every phase.
    pub lobby: Mutex<Vec<u32>>,
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
    pub variant: tablut_core::Variant,
    /// Time control of every game, if they have clocks.
    pub clock: Option<String>,
    /// Share of games with a clock that a seat lets run out.
    pub forfeit_share: f64,
    /// Share of games with a clock called off before both sides moved.
    pub abort_share: f64,
    /// In a rated run, the accounts: the first `games` seek (one for each
    /// slot), the others accept.
    pub accounts: Vec<Account>,
    /// The acceptors not in a game (indexes into `accounts`).
    acceptors: Mutex<Vec<usize>>,
    /// One permit for each game being matched in the lobby.
    lobby_flows: Semaphore,
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
    /// A context for a run of `config` against the instances `apis` (at
    /// least one); `accounts` for a rated run (twice `config.games`), else
    /// none.
    pub fn new(apis: Vec<Api>, config: &Config, accounts: Vec<Account>) -> Ctx {
        let seekers = if accounts.is_empty() { 0 } else { config.games };
        Ctx {
            apis,
            next_game: AtomicUsize::new(0),
            variant: config.variant,
            clock: config.clock.clone(),
            forfeit_share: config.time_forfeits,
            abort_share: config.aborts,
            acceptors: Mutex::new((seekers..accounts.len()).collect()),
            lobby_flows: Semaphore::new(LOBBY_FLOWS),
            accounts,
            think: config.think,
            max_plies: config.max_plies,
            duration: config.duration,
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

    /// Whether the games have clocks (then every game is ended before its
    /// seats go, and some are lost on time).
    pub fn clocked(&self) -> bool {
        self.clock.is_some()
    }

    /// Whether the games are rated games between accounts from the lobby.
    pub fn rated(&self) -> bool {
        !self.accounts.is_empty()
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
/// number of games going on stays the same. In a rated run the slot's
/// account (its `index`) seeks every one of its games.
pub async fn slot(ctx: Arc<Ctx>, index: usize, seed: u64, delay: Duration) {
    let mut rng = StdRng::seed_from_u64(seed ^ (index as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    sleep(delay).await;
    let mut ready = false;
    while !ctx.stopping() {
        if let Err(failure) = game(&ctx, &mut rng, &mut ready, index).await {
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

/// A game both of whose seats are taken: where each seat plays and with
/// which secret, by index into [`SEATS`].
struct Seated {
    id: String,
    instances: [usize; 2],
    secrets: [String; 2],
    accounts: Option<[usize; 2]>,
}

/// Starts, connects and plays one game.
async fn game(
    ctx: &Arc<Ctx>,
    rng: &mut StdRng,
    ready: &mut bool,
    slot: usize,
) -> Result<(), Failure> {
    let (seated, _acceptor) = if ctx.rated() {
        let acceptor = Lease::take(ctx, rng)?;
        (
            from_lobby(ctx, rng, slot, acceptor.index).await?,
            Some(acceptor),
        )
    } else {
        (between_friends(ctx, rng).await?, None)
    };
    let played = play(ctx, rng, ready, &seated).await;
    if played.is_err() && ctx.clocked() {
        // A game left behind would be lost on time (and rated) a minute
        // later, while its accounts play on: it ends now.
        let seat = 0;
        let api = &ctx.apis[seated.instances[seat]];
        let _ = api
            .command(&seated.id, &seated.secrets[seat], &Command::Resign)
            .await;
    }
    played
}

/// Creates a game between friends on one instance and joins it on the next.
async fn between_friends(ctx: &Arc<Ctx>, rng: &mut StdRng) -> Result<Seated, Failure> {
    let side = SEATS[rng.gen_range(0..2)];
    let (host, guest) = ctx.next_instances();
    let (host_api, guest_api) = (&ctx.apis[host], &ctx.apis[guest]);
    let clock = ctx.clock.as_deref();
    let created = patiently(ctx, rng, || host_api.create(&ctx.variant, side, clock)).await?;
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
    let mut secrets = [created.secret.clone(), created.secret];
    secrets[b] = joined.secret;
    Ok(Seated {
        id: created.id,
        instances,
        secrets,
        accounts: None,
    })
}

/// A rated game from the lobby: the slot's account `seeker` seeks on one
/// instance, `acceptor` accepts on the next, and the seeker finds the
/// game in its own instance's lobby.
async fn from_lobby(
    ctx: &Arc<Ctx>,
    rng: &mut StdRng,
    seeker: usize,
    acceptor: usize,
) -> Result<Seated, Failure> {
    let clock = ctx.clock.as_deref().unwrap_or("1+0");
    let (host, guest) = ctx.next_instances();
    let (host_api, guest_api) = (&ctx.apis[host], &ctx.apis[guest]);
    let seeker_account = &ctx.accounts[seeker];
    let (seeker_session, acceptor_session) =
        (&seeker_account.session, &ctx.accounts[acceptor].session);
    let flow = ctx
        .lobby_flows
        .acquire()
        .await
        .map_err(|e| Failure::new("lobby", e))?;
    let made = match patiently(ctx, rng, || {
        host_api.seek(seeker_session, &ctx.variant, clock)
    })
    .await
    {
        Ok(made) => made,
        Err(failure) => {
            // A seek whose answer was lost may be open all the same, and
            // counts against the account's five: it is withdrawn.
            if let Ok(lobby) = host_api.lobby(seeker_session).await {
                for open in lobby.seeks.iter().filter(|s| s.name == seeker_account.name) {
                    let _ = host_api.cancel(seeker_session, &open.id).await;
                }
            }
            return Err(failure);
        }
    };
    let seek = made.seek.id.as_str();
    let taken = match patiently(ctx, rng, || guest_api.accept(acceptor_session, seek)).await {
        Ok(taken) => taken,
        Err(failure) => {
            // The seek is withdrawn; if it became a game all the same (an
            // answer lost), the game is called off.
            if host_api.cancel(seeker_session, seek).await.is_err() {
                if let Ok(lobby) = host_api.lobby(seeker_session).await {
                    if let Some(started) = lobby.started.iter().find(|s| s.seek == seek) {
                        let _ = host_api
                            .command(&started.game, &made.secret, &Command::Abort)
                            .await;
                    }
                }
            }
            return Err(failure);
        }
    };
    let accepted = Instant::now();
    let id = loop {
        let lobby = host_api.lobby(seeker_session).await?;
        if let Some(started) = lobby.started.iter().find(|s| s.seek == seek) {
            break started.game.clone();
        }
        if accepted.elapsed() > LOBBY_WAIT {
            return Err(Failure::new(
                "lobby: game not listed",
                format!(
                    "seek {seek} was accepted, but the seeker's lobby did not list its game \
                     within {} s",
                    LOBBY_WAIT.as_secs()
                ),
            ));
        }
        sleep(LOBBY_POLL).await;
    };
    drop(flow);
    let micros = accepted.elapsed().as_micros().min(u32::MAX as u128) as u32;
    lock(&ctx.stats.lobby).push(micros);
    if id != taken.id {
        return Err(Failure::new(
            "lobby: wrong game",
            format!(
                "the lobby says seek {seek} became game {id}, the acceptor was given {}",
                taken.id
            ),
        ));
    }
    let b = seat_index(taken.seat.name())?;
    let a = 1 - b;
    let mut instances = [host; 2];
    instances[b] = guest;
    let mut secrets = [made.secret.clone(), made.secret];
    secrets[b] = taken.secret;
    let mut accounts = [seeker; 2];
    accounts[b] = acceptor;
    debug_assert_eq!(accounts[a], seeker);
    Ok(Seated {
        id,
        instances,
        secrets,
        accounts: Some(accounts),
    })
}

/// An acceptor account taken from the free ones for one game, given back
/// when dropped (once the game is over).
struct Lease<'a> {
    ctx: &'a Ctx,
    index: usize,
}

impl<'a> Lease<'a> {
    fn take(ctx: &'a Ctx, rng: &mut StdRng) -> Result<Lease<'a>, Failure> {
        let mut free = lock(&ctx.acceptors);
        if free.is_empty() {
            return Err(Failure::new("accounts", "no acceptor account is free"));
        }
        let pick = rng.gen_range(0..free.len());
        let index = free.swap_remove(pick);
        Ok(Lease { ctx, index })
    }
}

impl Drop for Lease<'_> {
    fn drop(&mut self) {
        lock(&self.ctx.acceptors).push(self.index);
    }
}

/// How the next game is to end: resigned at a ply up to `--max-plies`, or
/// (with a clock) lost on time or called off, by the shares asked for.
fn plan(ctx: &Ctx, rng: &mut StdRng) -> Plan {
    let limit = rng.gen_range(1..=ctx.max_plies.max(1));
    if !ctx.clocked() {
        return Plan::Resign(limit);
    }
    let draw: f64 = rng.gen();
    if draw < ctx.abort_share {
        Plan::Abort(rng.gen_range(0..2))
    } else if draw < ctx.abort_share + ctx.forfeit_share {
        Plan::Forfeit(rng.gen_range(2..=limit.max(2)))
    } else {
        Plan::Resign(limit)
    }
}

/// Connects both seats of a game and plays it.
async fn play(
    ctx: &Arc<Ctx>,
    rng: &mut StdRng,
    ready: &mut bool,
    seated: &Seated,
) -> Result<(), Failure> {
    let (a, b) = (0, 1);
    let (ra, rb) = (
        StdRng::seed_from_u64(rng.gen()),
        StdRng::seed_from_u64(rng.gen()),
    );
    let plan = plan(ctx, rng);
    let record = Arc::new(GameRecord {
        id: seated.id.clone(),
        instances: seated.instances,
        accounts: seated.accounts,
        plan,
        log: Mutex::new(GameLog::default()),
    });
    lock(&ctx.games).push(record.clone());
    ctx.stats.games_started.fetch_add(1, Ordering::Relaxed);
    let api = |seat: usize| &ctx.apis[seated.instances[seat]];
    let (wa, wb) = tokio::try_join!(
        connect(
            ctx,
            api(a),
            &record.id,
            Key::Secret(&seated.secrets[a]),
            Some(a)
        ),
        connect(
            ctx,
            api(b),
            &record.id,
            Key::Secret(&seated.secrets[b]),
            Some(b)
        )
    )?;
    let (wa, wb) = (wa.1, wb.1);
    if !*ready {
        *ready = true;
        ctx.ready.fetch_add(1, Ordering::SeqCst);
    }
    let played = tokio::try_join!(
        async { Seat::new(ctx, &record, a, ra, plan, wa)?.play().await },
        async { Seat::new(ctx, &record, b, rb, plan, wb)?.play().await }
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

/// The games whose clock a seat is letting run out, and when the last of
/// them runs out (on this machine's clock): how long the drain must wait.
pub fn clocks_running_out(ctx: &Ctx) -> (usize, Option<Instant>) {
    let games = lock(&ctx.games).clone();
    let mut count = 0;
    let mut last: Option<Instant> = None;
    for game in &games {
        let log = game.log();
        if let (Some(stall), false) = (log.stall, log.over || log.finished) {
            count += 1;
            last = Some(last.map_or(stall.until, |l| l.max(stall.until)));
        }
    }
    (count, last)
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
                    "game {} ({:?}): the {name} on instance {} had seen {} of the {} moves sent",
                    game.id,
                    game.plan,
                    game.instances[seat] + 1,
                    log.seen[seat].len(),
                    log.sent.len()
                ));
            }
        }
    }
    found
}

/// Marks the seats still open when the drain's time ran out, before they
/// are dropped: the sockets' check compares them with the stored game.
pub fn mark_stuck(ctx: &Ctx) {
    let games = lock(&ctx.games).clone();
    for game in &games {
        let mut log = game.log();
        if log.over {
            continue;
        }
        for seat in 0..SEATS.len() {
            if !log.closed[seat] && log.received[seat].ended_ms.is_none() {
                log.received[seat].stuck = true;
            }
        }
    }
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
                Ok(_) => {
                    let micros = start.elapsed().as_micros().min(u32::MAX as u128) as u32;
                    lock(&ctx.stats.health).push(micros);
                }
                Err(failure) => ctx.error(&failure),
            }
        }
        sleep(EVERY.saturating_sub(start.elapsed())).await;
    }
}
