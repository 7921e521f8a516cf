//! The players: each slot plays one game after another; each game is
//! created over HTTP, joined with its invitation, and played by two seats,
//! each on its own WebSocket, each moving only when its own updates say
//! it is its turn.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use tokio::net::TcpStream;
use tokio::sync::watch;
use tokio::time::{sleep, sleep_until, timeout};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use super::api::{self, Api, Failure, GameView, ServerMsg};

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// A seat that hears nothing for this long (or three pauses, if longer)
/// while it waits for a move gives its game up.
const STALL: Duration = Duration::from_secs(30);
/// The least time between two messages on one connection: the server
/// refuses more than 20 a second, so a seat never sends more than 16.
const MIN_GAP: Duration = Duration::from_millis(60);
/// How long a seat waits after its move was refused as `rate_limited`.
const RATE_LIMITED_PAUSE: Duration = Duration::from_millis(250);
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
    /// Disagreements noticed while playing.
    pub problems: Vec<String>,
}

/// One game the load test played.
#[derive(Debug)]
pub struct GameRecord {
    /// The game's id.
    pub id: String,
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
    /// The server.
    pub api: Api,
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
    /// A context for a run against `api`.
    pub fn new(
        api: Api,
        variant: String,
        think: Duration,
        max_plies: usize,
        duration: Duration,
    ) -> Ctx {
        Ctx {
            api,
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
    let created = patiently(ctx, rng, || ctx.api.create(&ctx.variant, side)).await?;
    let invite = created.invite.as_deref().ok_or_else(|| {
        Failure::new(
            "create: no invite",
            "a friend game came without an invitation",
        )
    })?;
    let joined = patiently(ctx, rng, || ctx.api.join(&created.id, invite)).await?;
    let record = Arc::new(GameRecord {
        id: created.id.clone(),
        log: Mutex::new(GameLog::default()),
    });
    lock(&ctx.games).push(record.clone());
    ctx.stats.games_started.fetch_add(1, Ordering::Relaxed);
    let a = seat_index(&created.seat)?;
    let b = seat_index(&joined.seat)?;
    if a == b {
        return Err(Failure::new(
            "join: same seat",
            format!("both seats are {}", SEATS[a]),
        ));
    }
    let (wa, wb) = tokio::try_join!(
        connect(ctx, &record.id, &created.secret, a),
        connect(ctx, &record.id, &joined.secret, b)
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
        Seat::new(ctx, &record, a, ra, limit, wa).play(),
        Seat::new(ctx, &record, b, rb, limit, wb).play()
    );
    let mut log = record.log();
    if log.finished {
        ctx.stats.games_finished.fetch_add(1, Ordering::Relaxed);
    }
    log.complete = played.is_ok();
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

fn seat_index(seat: &str) -> Result<usize, Failure> {
    SEATS
        .iter()
        .position(|&s| s == seat)
        .ok_or_else(|| Failure::new("unexpected seat", seat))
}

/// Opens a seat's WebSocket and authenticates; returns the connection and
/// the state the server sent with the seat.
async fn connect(
    ctx: &Ctx,
    id: &str,
    secret: &str,
    seat: usize,
) -> Result<(Ws, GameView), Failure> {
    let url = ctx.api.ws_url(id);
    let (mut ws, _) = tokio_tungstenite::connect_async_with_config(url, None, true)
        .await
        .map_err(|e| Failure::new("ws connect", e))?;
    ws.send(Message::text(api::auth(secret)))
        .await
        .map_err(|e| Failure::new("ws send", e))?;
    loop {
        let (_, msg) = receive(&mut ws, ctx.stall()).await?;
        match msg.kind.as_str() {
            "state" if msg.you.is_some() => {
                let you = msg.you.unwrap_or_default();
                if you != SEATS[seat] {
                    return Err(Failure::new(
                        "auth: wrong seat",
                        format!("{you}, not {}", SEATS[seat]),
                    ));
                }
                let game = msg
                    .game
                    .ok_or_else(|| Failure::new("protocol", "a state without a game"))?;
                return Ok((ws, game));
            }
            "error" => {
                let code = msg.error.unwrap_or_default();
                return Err(Failure::new(
                    format!("auth: {code}"),
                    msg.message.unwrap_or_default(),
                ));
            }
            _ => {}
        }
    }
}

/// The next message on `ws` and when it arrived, or why there is none.
async fn receive(ws: &mut Ws, stall: Duration) -> Result<(Instant, ServerMsg), Failure> {
    loop {
        let next = timeout(stall, ws.next()).await.map_err(|_| {
            Failure::new("stalled", format!("no message for {} s", stall.as_secs()))
        })?;
        let at = Instant::now();
        let text = match next {
            None => {
                return Err(Failure::new(
                    "ws closed",
                    "the server closed the connection",
                ))
            }
            Some(Err(e)) => return Err(Failure::new("ws error", e)),
            Some(Ok(Message::Text(text))) => text,
            Some(Ok(Message::Close(frame))) => {
                return Err(Failure::new("ws closed", format!("{frame:?}")));
            }
            Some(Ok(_)) => continue,
        };
        let msg = serde_json::from_str(text.as_str())
            .map_err(|e| Failure::new("bad message", format!("{e}: {}", text.as_str())))?;
        return Ok((at, msg));
    }
}

/// A move this seat sent that it has not seen played or refused yet.
#[derive(Debug, Clone, Copy)]
enum Pending {
    Move(usize),
    Resign,
}

/// One seat of one game.
struct Seat<'a> {
    ctx: &'a Ctx,
    record: &'a GameRecord,
    seat: usize,
    rng: StdRng,
    /// At this ply the side to move resigns.
    limit: usize,
    ws: Ws,
    game: GameView,
    /// Plies this seat has seen.
    ply: usize,
    pending: Option<Pending>,
    next_move: Option<Instant>,
    last_sent: Option<Instant>,
    stop: watch::Receiver<bool>,
}

impl<'a> Seat<'a> {
    fn new(
        ctx: &'a Ctx,
        record: &'a GameRecord,
        seat: usize,
        rng: StdRng,
        limit: usize,
        (ws, game): (Ws, GameView),
    ) -> Self {
        let mut s = Seat {
            ctx,
            record,
            seat,
            rng,
            limit,
            ws,
            game: GameView {
                status: String::new(),
                side_to_move: None,
                ply: 0,
                moves: Vec::new(),
                legal: Vec::new(),
            },
            ply: 0,
            pending: None,
            next_move: None,
            last_sent: None,
            stop: ctx.stop.subscribe(),
        };
        s.apply(game, Instant::now());
        s
    }

    /// Plays until the game ends, or the run ends and every move sent in
    /// the game has reached this seat.
    async fn play(mut self) -> Result<(), Failure> {
        loop {
            if self.game.status == "finished" && self.pending.is_none() {
                return self.close().await;
            }
            if self.ctx.stopping() {
                let drained = {
                    let mut log = self.record.log();
                    log.closing = true;
                    self.pending.is_none() && self.ply == log.sent.len()
                };
                if drained {
                    return self.close().await;
                }
            } else if self.next_move.is_none() && self.pending.is_none() && self.my_turn() {
                let think = self.think();
                let mut at = Instant::now() + think;
                if let Some(last) = self.last_sent {
                    at = at.max(last + MIN_GAP);
                }
                self.next_move = Some(at);
            }
            let deadline = self.next_move;
            let stopping = self.ctx.stopping();
            tokio::select! {
                received = receive(&mut self.ws, self.ctx.stall()) => {
                    let (at, msg) = received?;
                    self.handle(at, msg)?;
                }
                () = sleep_until(deadline.unwrap_or_else(Instant::now).into()), if deadline.is_some() => {
                    self.next_move = None;
                    self.send_move().await?;
                }
                _ = self.stop.changed(), if !stopping => {}
            }
        }
    }

    fn my_turn(&self) -> bool {
        self.game.status == "active" && self.game.side_to_move.as_deref() == Some(SEATS[self.seat])
    }

    /// A pause of `--think` on average: uniform between half and one and a half of it.
    fn think(&mut self) -> Duration {
        let ms = self.ctx.think.as_secs_f64() * 1000.0;
        if ms <= 0.0 {
            return Duration::ZERO;
        }
        Duration::from_secs_f64(self.rng.gen_range(ms * 0.5..ms * 1.5) / 1000.0)
    }

    /// Sends a random legal move (or resigns at the game's ply limit).
    async fn send_move(&mut self) -> Result<(), Failure> {
        if !self.my_turn() || self.pending.is_some() || self.record.log().closing {
            return Ok(());
        }
        let ply = self.ply;
        let text = if ply >= self.limit {
            self.pending = Some(Pending::Resign);
            api::resign()
        } else {
            let Some(mv) = self.game.legal.choose(&mut self.rng).cloned() else {
                return Err(Failure::new(
                    "protocol",
                    "my turn in an active game without legal moves",
                ));
            };
            let text = api::mv(&mv, ply);
            let mut log = self.record.log();
            if log.closing {
                return Ok(());
            }
            if log.sent.len() != ply {
                let problem = format!(
                    "{} was to move at ply {ply}, but {} moves were sent",
                    SEATS[self.seat],
                    log.sent.len()
                );
                log.problems.push(problem);
                return Err(Failure::new(
                    "out of step",
                    "a seat's turn disagreed with the moves sent",
                ));
            }
            log.sent.push(Sent {
                mv,
                at: Instant::now(),
                seat: self.seat,
            });
            self.pending = Some(Pending::Move(ply));
            text
        };
        self.last_sent = Some(Instant::now());
        self.ws
            .send(Message::text(text))
            .await
            .map_err(|e| Failure::new("ws send", e))
    }

    /// Reacts to one message from the server.
    fn handle(&mut self, at: Instant, msg: ServerMsg) -> Result<(), Failure> {
        match msg.kind.as_str() {
            "state" | "update" => {
                let game = msg.game.ok_or_else(|| {
                    Failure::new("protocol", format!("a {} without a game", msg.kind))
                })?;
                self.apply(game, at);
            }
            "error" => {
                let code = msg.error.unwrap_or_default();
                let failure =
                    Failure::new(format!("refused: {code}"), msg.message.unwrap_or_default());
                self.ctx.error(&failure);
                match self.pending.take() {
                    Some(Pending::Move(ply)) => {
                        let mut log = self.record.log();
                        if log.sent.len() == ply + 1 {
                            log.sent.pop();
                        }
                    }
                    Some(Pending::Resign) | None => {}
                }
                let pause = if code == "rate_limited" {
                    RATE_LIMITED_PAUSE
                } else {
                    self.ctx.think.max(MIN_GAP)
                };
                self.next_move = Some(Instant::now() + pause);
            }
            _ => {}
        }
        Ok(())
    }

    /// Takes in a game state: records and checks every new move, and the
    /// latency of the one this update is for.
    fn apply(&mut self, game: GameView, at: Instant) {
        let mut log = self.record.log();
        if game.ply < self.ply {
            let problem = format!(
                "{} saw ply {} after ply {}",
                SEATS[self.seat], game.ply, self.ply
            );
            log.problems.push(problem);
        }
        if game.moves.len() != game.ply {
            let problem = format!("ply {} with {} moves listed", game.ply, game.moves.len());
            log.problems.push(problem);
        }
        if game.ply > self.ply + 1 && self.ply > 0 {
            drop(log);
            self.ctx.error(&Failure::new(
                "skipped update",
                format!(
                    "{} went from ply {} to {}",
                    SEATS[self.seat], self.ply, game.ply
                ),
            ));
            log = self.record.log();
        }
        for p in self.ply..game.ply.min(game.moves.len()) {
            let seen = &game.moves[p].mv;
            log.seen[self.seat].push(seen.clone());
            match log.sent.get(p) {
                Some(sent) if &sent.mv == seen => {
                    if p + 1 == game.ply {
                        let micros = at
                            .saturating_duration_since(sent.at)
                            .as_micros()
                            .min(u32::MAX as u128) as u32;
                        let measured = self.ctx.in_window(sent.at);
                        if sent.seat != self.seat {
                            self.ctx.stats.moves.fetch_add(1, Ordering::Relaxed);
                            if measured {
                                lock(&self.ctx.stats.latency).push(micros);
                            }
                        } else if measured {
                            lock(&self.ctx.stats.own_latency).push(micros);
                        }
                    }
                }
                Some(sent) => {
                    let problem = format!(
                        "ply {}: {} sent {}, {} saw {seen}",
                        p + 1,
                        SEATS[sent.seat],
                        sent.mv,
                        SEATS[self.seat]
                    );
                    log.problems.push(problem);
                }
                None => {
                    let problem = format!(
                        "ply {}: {} saw {seen}, which no seat sent",
                        p + 1,
                        SEATS[self.seat]
                    );
                    log.problems.push(problem);
                }
            }
        }
        if game.status == "finished" {
            log.finished = true;
        }
        drop(log);
        self.ply = self.ply.max(game.ply);
        match self.pending {
            Some(Pending::Move(ply)) if self.ply > ply => self.pending = None,
            Some(Pending::Resign) if game.status == "finished" => {
                self.pending = None;
                self.ctx
                    .stats
                    .games_resigned
                    .fetch_add(1, Ordering::Relaxed);
            }
            _ => {}
        }
        self.game = game;
    }

    /// Closes the connection politely.
    async fn close(mut self) -> Result<(), Failure> {
        let _ = timeout(Duration::from_secs(2), self.ws.close(None)).await;
        Ok(())
    }
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

/// Asks `GET /api/health` ten times a second while the window is open: a
/// request that touches neither a game nor the database, so when it stays
/// fast while moves are slow, the time goes in the server's move path.
pub async fn health_probe(ctx: Arc<Ctx>) {
    const EVERY: Duration = Duration::from_millis(100);
    while !ctx.stopping() {
        let start = Instant::now();
        let answer = ctx.api.health().await;
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
