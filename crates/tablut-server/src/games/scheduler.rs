//! Who gets the computer's search threads: a fair queue of searches (the
//! computer's replies and hints), so that one address cannot delay the
//! searches of others by more than a small bound.
//!
//! - Searches are charged to the address that holds a seat in the game (a
//!   WebSocket connection authenticated for it, or a request with the
//!   seat's secret in the last [`LEASE`]). A game nobody holds a seat in
//!   gets no search: it is not queued, and a queued one is dropped when its
//!   turn comes.
//! - The queue is round-robin between addresses, then between the games
//!   of an address, not first come first served.
//! - At most `threads` searches run at once, and one address at most
//!   [`Scheduler::per_address_running`] of them (half the threads), so a
//!   flood from one address leaves threads for the others. An address
//!   with no search running may also start one on a reserve of `threads`
//!   more: a quiet address's search starts at once even when the threads
//!   are all busy with other addresses' long searches (the operating
//!   system then shares the cores between them).
//! - One address has at most [`PER_ADDRESS_SEARCHES`] searches running or
//!   queued; beyond, a command that would need a search is refused with
//!   `rate_limited` before it changes anything. Hints are limited to one
//!   in flight per game and [`HINTS_PER_MINUTE`] per address, refused with
//!   `rate_limited` beyond.
//! - A search is cancelled through its [`Cancel`]: a queued one never
//!   starts, a running one stops at once.
//! - Pondering (when switched on, [`Scheduler::set_ponder`]): after the
//!   computer's reply, its search goes on during the player's time, on the
//!   reply it expects ([`tablut_engine::Ponderer`]), but only on a thread
//!   nobody wants: when no search waits in the queue and fewer searches
//!   and ponders run than `threads` (the reserve is never used), never
//!   for longer than the game's time per move, and only for replies that
//!   fill a time (hard and master, not the depth levels). Ponders are not
//!   searches of the queue: they count for no address and take no turn.
//!   Any search that is queued, or that would run beyond `threads`, stops
//!   ponders at once (the engine keeps what it learned). When the
//!   player's move comes, the game's reply takes its turn in the queue as
//!   always; when it starts, it continues the ponder search if the player
//!   played the expected move.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use tablut_core::{Game, Move};
use tablut_engine::{Engine, EngineConfig, Limits, Ponderer, StopHandle};
use tokio::sync::oneshot;

use crate::error::ApiError;
use crate::text::{t, tr, Args};

/// How long a request with a seat's secret counts as holding the seat.
pub const LEASE: Duration = Duration::from_secs(60);

/// Searches one address may have running or queued at once.
pub const PER_ADDRESS_SEARCHES: usize = 8;

/// Hints one address may ask for per minute (a burst of as many is
/// allowed).
pub const HINTS_PER_MINUTE: u32 = 10;

/// Games whose holders are remembered at most; beyond, expired leases are
/// forgotten first.
const TRACKED_GAMES: usize = 10_000;

/// How long a ponder search that has ended (by the time per move, or
/// stopped for another search) is kept for its game's next reply, with
/// its result and its table.
const PONDER_KEEP: Duration = Duration::from_secs(600);

/// Stops a search: a queued one is dropped when its turn comes, a running
/// one is told to stop through its engine's handle.
#[derive(Clone, Debug, Default)]
pub struct Cancel(Arc<CancelInner>);

#[derive(Debug, Default)]
struct CancelInner {
    stopped: AtomicBool,
    // The running engine's handle; the lock orders `stop` against `arm`
    // so a stop asked while the search starts is not lost.
    engine: Mutex<Option<StopHandle>>,
}

impl Cancel {
    /// A search not (yet) cancelled.
    pub fn new() -> Cancel {
        Cancel::default()
    }

    /// Cancels the search.
    pub fn stop(&self) {
        let engine = lock(&self.0.engine);
        self.0.stopped.store(true, Ordering::Relaxed);
        if let Some(handle) = engine.as_ref() {
            handle.stop();
        }
    }

    /// Whether the search was cancelled.
    pub fn is_stopped(&self) -> bool {
        self.0.stopped.load(Ordering::Relaxed)
    }

    /// Ties the cancellation to the engine about to search: a stop asked
    /// before or during its search stops it.
    pub fn arm(&self, handle: StopHandle) {
        let mut engine = lock(&self.0.engine);
        if self.0.stopped.load(Ordering::Relaxed) {
            handle.stop();
        }
        *engine = Some(handle);
    }
}

/// A poisoned lock only means a thread panicked while holding it; the
/// counters inside stay usable.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// What a search is for: the per-game hint limit counts hints only.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The computer's move.
    Reply,
    /// A hint for a player.
    Hint,
}

/// One search waiting for a thread.
struct Job {
    cancel: Cancel,
    /// A search of a few milliseconds, which may use the reserve.
    short: bool,
    /// The computer's reply, which continues its game's ponder search.
    reply: bool,
    /// Whether the search is still wanted when its turn comes (someone
    /// holds a seat in the game).
    wanted: Box<dyn Fn() -> bool + Send>,
    /// The search itself; it runs on a blocking thread and sends its own
    /// result. Dropped without running, it tells its caller so by dropping
    /// its sender.
    run: Box<dyn FnOnce(&Cancel) + Send>,
    /// What runs once `run` has ended and the thread is given back: the
    /// answer of a search whose caller must find the thread free (a
    /// player's next move then finds the ponder search of the reply just
    /// sent, not in the way of the reply's own thread).
    then: Option<Box<dyn FnOnce() + Send>>,
}

/// The searches of one address.
#[derive(Default)]
struct Address {
    running: usize,
    /// Games with queued searches, in turn order, each with its searches
    /// in order.
    games: VecDeque<(String, VecDeque<Job>)>,
}

impl Address {
    fn queued(&self) -> usize {
        self.games
            .iter()
            .map(|(_, jobs)| jobs.iter().filter(|j| !j.cancel.is_stopped()).count())
            .sum()
    }
    fn idle(&self) -> bool {
        self.running == 0 && self.games.is_empty()
    }
}

/// A hint bucket: [`HINTS_PER_MINUTE`] tokens, refilled over a minute.
#[derive(Debug)]
struct HintBucket {
    tokens: f64,
    last: Instant,
}

impl HintBucket {
    fn take(&mut self, now: Instant) -> bool {
        let rate = HINTS_PER_MINUTE as f64 / 60.0;
        let refill = now.saturating_duration_since(self.last).as_secs_f64() * rate;
        self.tokens = (self.tokens + refill).min(HINTS_PER_MINUTE as f64);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[derive(Default)]
struct Queue {
    addresses: HashMap<IpAddr, Address>,
    /// Addresses with queued searches, in turn order.
    ring: VecDeque<IpAddr>,
    running: usize,
    hint_buckets: HashMap<IpAddr, HintBucket>,
}

/// Who holds a seat in one game.
#[derive(Debug, Default)]
struct Hold {
    /// Open WebSocket connections holding a seat, by address.
    connected: HashMap<IpAddr, usize>,
    /// The last address that used the seat's secret over HTTP, until when.
    lease: Option<(IpAddr, Instant)>,
}

impl Hold {
    fn holder(&self, now: Instant) -> Option<IpAddr> {
        if let Some(ip) = self.connected.keys().next() {
            return Some(*ip);
        }
        self.lease
            .filter(|(_, until)| *until > now)
            .map(|(ip, _)| ip)
    }
}

/// A ponder search of one game, waiting for its reply.
struct Ponder {
    ponderer: Ponderer,
    /// When it started.
    since: Instant,
    /// The game's reply has started and takes it: it no longer counts
    /// as a ponder, and no other search stops it.
    claimed: bool,
}

impl Ponder {
    /// Whether it uses a thread now (a claimed one counts as its reply).
    fn active(&self) -> bool {
        !self.claimed && self.ponderer.is_pondering()
    }
}

/// The fair queue of searches and the seats' holders.
pub struct Scheduler {
    threads: usize,
    /// Whether replies ponder on spare threads.
    ponder: AtomicBool,
    /// Ponder searches by game (at most `threads`; locked after `queue`
    /// when both are).
    ponders: Mutex<HashMap<String, Ponder>>,
    queue: Mutex<Queue>,
    holds: Mutex<HashMap<String, Hold>>,
    /// Hints being searched or waiting, by game: counted from the moment
    /// the search is asked for until its answer is back with the caller,
    /// so the next hint asked after an answer is never refused.
    hints: Mutex<HashMap<String, usize>>,
}

impl std::fmt::Debug for Scheduler {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Scheduler")
            .field("threads", &self.threads)
            .finish_non_exhaustive()
    }
}

/// A seat held by an open connection, until dropped.
#[derive(Debug)]
pub struct HoldGuard {
    scheduler: Arc<Scheduler>,
    game: String,
    ip: IpAddr,
}

impl Drop for HoldGuard {
    fn drop(&mut self) {
        let mut holds = lock(&self.scheduler.holds);
        if let Some(hold) = holds.get_mut(&self.game) {
            if let Some(n) = hold.connected.get_mut(&self.ip) {
                *n -= 1;
                if *n == 0 {
                    hold.connected.remove(&self.ip);
                }
            }
            if hold.connected.is_empty() && hold.holder(Instant::now()).is_none() {
                holds.remove(&self.game);
            }
        }
    }
}

impl Scheduler {
    /// A scheduler running at most `threads` searches at once (plus the
    /// reserve for quiet addresses).
    pub fn new(threads: usize) -> Arc<Scheduler> {
        Arc::new(Scheduler {
            threads: threads.max(1),
            ponder: AtomicBool::new(false),
            ponders: Mutex::new(HashMap::new()),
            queue: Mutex::new(Queue::default()),
            holds: Mutex::new(HashMap::new()),
            hints: Mutex::new(HashMap::new()),
        })
    }

    /// Switches pondering on or off (off: ponders running stop).
    pub fn set_ponder(&self, on: bool) {
        self.ponder.store(on, Ordering::Relaxed);
        if !on {
            // A claimed one is its reply's, which takes it.
            let gone: Vec<Ponder> = {
                let mut ponders = lock(&self.ponders);
                let games: Vec<String> = ponders
                    .iter()
                    .filter(|(_, p)| !p.claimed)
                    .map(|(g, _)| g.clone())
                    .collect();
                games.iter().filter_map(|g| ponders.remove(g)).collect()
            };
            stop_and_drop(gone);
        }
    }

    /// Whether replies ponder.
    pub fn ponders(&self) -> bool {
        self.ponder.load(Ordering::Relaxed)
    }

    /// Searches one address may run at once: half the threads, at least
    /// one.
    pub fn per_address_running(&self) -> usize {
        (self.threads / 2).max(1)
    }

    /// Counts an open connection from `ip` as holding a seat in `game`
    /// until the guard drops.
    pub fn connect(self: &Arc<Self>, game: &str, ip: IpAddr) -> HoldGuard {
        let mut holds = lock(&self.holds);
        *holds
            .entry(game.to_string())
            .or_default()
            .connected
            .entry(ip)
            .or_insert(0) += 1;
        HoldGuard {
            scheduler: Arc::clone(self),
            game: game.to_string(),
            ip,
        }
    }

    /// Counts a request from `ip` with a seat's secret of `game` as
    /// holding that seat for [`LEASE`].
    pub fn touch(&self, game: &str, ip: IpAddr) {
        self.touch_at(game, ip, Instant::now());
    }

    fn touch_at(&self, game: &str, ip: IpAddr, now: Instant) {
        let mut holds = lock(&self.holds);
        if holds.len() >= TRACKED_GAMES && !holds.contains_key(game) {
            holds.retain(|_, h| h.holder(now).is_some());
        }
        holds.entry(game.to_string()).or_default().lease = Some((ip, now + LEASE));
    }

    /// The address holding a seat in `game` (an open connection first),
    /// or `None` when nobody does.
    pub fn holder(&self, game: &str) -> Option<IpAddr> {
        lock(&self.holds)
            .get(game)
            .and_then(|h| h.holder(Instant::now()))
    }

    /// Whether `ip` may ask for one more search, or the refusal.
    pub fn admits(&self, ip: IpAddr) -> Result<(), ApiError> {
        let queue = lock(&self.queue);
        match queue.addresses.get(&ip) {
            Some(a) if a.running + a.queued() >= PER_ADDRESS_SEARCHES => Err(too_many_searches()),
            _ => Ok(()),
        }
    }

    /// Whether `ip` may ask for a hint in `game` now; counts it if so.
    /// One hint at a time per game, [`HINTS_PER_MINUTE`] per address.
    pub fn admit_hint(&self, ip: IpAddr, game: &str) -> Result<(), ApiError> {
        self.admit_hint_at(ip, game, Instant::now())
    }

    fn admit_hint_at(&self, ip: IpAddr, game: &str, now: Instant) -> Result<(), ApiError> {
        if lock(&self.hints).get(game).is_some_and(|n| *n > 0) {
            return Err(ApiError::rate_limited(t("error-hint-running")));
        }
        let mut queue = lock(&self.queue);
        if queue.hint_buckets.len() >= TRACKED_GAMES && !queue.hint_buckets.contains_key(&ip) {
            // Full buckets owe nothing: forgetting them gives nothing back.
            queue
                .hint_buckets
                .retain(|_, b| b.tokens < HINTS_PER_MINUTE as f64);
        }
        let bucket = queue.hint_buckets.entry(ip).or_insert(HintBucket {
            tokens: HINTS_PER_MINUTE as f64,
            last: now,
        });
        if !bucket.take(now) {
            return Err(ApiError::rate_limited(tr(
                "error-too-many-hints",
                &Args::new().num("max", HINTS_PER_MINUTE),
            )));
        }
        Ok(())
    }

    /// Queues a search for `game`, charged to `ip`. `wanted` is asked when
    /// its turn comes (a search nobody wants any more is dropped); `run`
    /// searches on a blocking thread and sends its own result. Refused
    /// with `rate_limited` when `ip` has [`PER_ADDRESS_SEARCHES`] searches
    /// already. A search dropped without running (cancelled, unwanted, or
    /// the server stopping) drops `run`, and with it the sender of its
    /// result.
    pub fn submit(
        self: &Arc<Self>,
        ip: IpAddr,
        game: &str,
        cancel: Cancel,
        short: bool,
        wanted: impl Fn() -> bool + Send + 'static,
        run: impl FnOnce(&Cancel) + Send + 'static,
    ) -> Result<(), ApiError> {
        let job = Job {
            cancel,
            short,
            reply: false,
            wanted: Box::new(wanted),
            run: Box::new(run),
            then: None,
        };
        self.enqueue(ip, game, job)
    }

    /// Queues `job` (see [`submit`](Self::submit)), then starts what may
    /// start and stops the ponders that are in the way.
    fn enqueue(self: &Arc<Self>, ip: IpAddr, game: &str, job: Job) -> Result<(), ApiError> {
        {
            let mut queue = lock(&self.queue);
            let address = queue.addresses.entry(ip).or_default();
            if address.running + address.queued() >= PER_ADDRESS_SEARCHES {
                if address.idle() {
                    queue.addresses.remove(&ip);
                }
                return Err(too_many_searches());
            }
            match address.games.iter_mut().find(|(g, _)| g == game) {
                Some((_, jobs)) => jobs.push_back(job),
                None => address
                    .games
                    .push_back((game.to_string(), VecDeque::from([job]))),
            }
            if !queue.ring.contains(&ip) {
                // An address that had nothing waiting is served next: the
                // ones already in the ring keep their order behind it, and
                // an address that always has searches waiting never
                // comes in this way.
                queue.ring.push_front(ip);
            }
        }
        self.pump();
        self.yield_ponders();
        Ok(())
    }

    /// Stops the ponders in the way of searches: all of them while a
    /// search waits in the queue, else as many as run beyond `threads`.
    /// They stop without being waited for, and keep what they learned
    /// (the game's next reply then searches afresh with it).
    fn yield_ponders(&self) {
        let queue = lock(&self.queue);
        let ponders = lock(&self.ponders);
        let mut active: Vec<&Ponder> = ponders.values().filter(|p| p.active()).collect();
        if active.is_empty() {
            return;
        }
        let excess = if queue.ring.is_empty() {
            (queue.running + active.len()).saturating_sub(self.threads)
        } else {
            active.len()
        };
        // The newest first: the oldest has searched longest.
        active.sort_by_key(|p| std::cmp::Reverse(p.since));
        for p in active.into_iter().take(excess) {
            if let Some(stop) = p.ponderer.ponder_stop_handle() {
                stop.stop();
            }
        }
    }

    /// The ponder search of `game`, for its reply (taken out of the
    /// ponders), or a new ponderer.
    fn ponderer_for(&self, game: &str, reply: bool) -> Ponderer {
        let taken = reply.then(|| lock(&self.ponders).remove(game)).flatten();
        taken.map(|p| p.ponderer).unwrap_or_else(|| {
            Ponderer::new(Engine::new(EngineConfig {
                threads: 1,
                hash_mb: 16,
                weights: None,
                eval: Default::default(),
            }))
        })
    }

    /// After the reply `pv` (its move first) to `game`, searched within
    /// `limits`: ponders on the player's time if pondering is on, the
    /// reply fills a time, no search waits and a thread is free besides
    /// the reply's own (which is about to end); else drops the engine.
    fn offer_ponder(
        &self,
        id: &str,
        mut ponderer: Ponderer,
        game: &Game,
        pv: &[Move],
        limits: &Limits,
    ) {
        if !self.ponders() || is_short(limits) {
            return;
        }
        let mut dropped = Vec::new();
        {
            let queue = lock(&self.queue);
            let mut ponders = lock(&self.ponders);
            // Ponders long ended are forgotten; the oldest ended one makes
            // room when all `threads` places are taken.
            let now = Instant::now();
            let stale: Vec<String> = ponders
                .iter()
                .filter(|(_, p)| {
                    !p.claimed
                        && !p.ponderer.is_pondering()
                        && now.saturating_duration_since(p.since) > PONDER_KEEP
                })
                .map(|(g, _)| g.clone())
                .collect();
            for g in stale {
                dropped.extend(ponders.remove(&g));
            }
            if ponders.len() >= self.threads {
                let oldest = ponders
                    .iter()
                    .filter(|(_, p)| !p.claimed && !p.ponderer.is_pondering())
                    .min_by_key(|(_, p)| p.since)
                    .map(|(g, _)| g.clone());
                if let Some(g) = oldest {
                    dropped.extend(ponders.remove(&g));
                }
            }
            let active = ponders.values().filter(|p| p.active()).count();
            // This reply still counts as running.
            let free = queue.ring.is_empty()
                && queue.running.saturating_sub(1) + active < self.threads
                && ponders.len() < self.threads;
            if free && ponderer.ponder(game, pv, limits) {
                let old = ponders.insert(
                    id.to_string(),
                    Ponder {
                        ponderer,
                        since: now,
                        claimed: false,
                    },
                );
                dropped.extend(old);
            }
        }
        stop_and_drop(dropped);
    }

    /// Ponders running now, and ponders kept (for tests and the figures).
    pub fn ponder_load(&self) -> (usize, usize) {
        let ponders = lock(&self.ponders);
        let active = ponders.values().filter(|p| p.active()).count();
        (active, ponders.len())
    }

    /// Starts every search that may start now.
    fn pump(self: &Arc<Self>) {
        loop {
            let next = {
                let mut queue = lock(&self.queue);
                queue.next(self.threads, self.per_address_running())
            };
            let Some((ip, game, job)) = next else {
                return;
            };
            if job.reply {
                // The reply takes its game's ponder search: from now on it
                // is this search's thread, which no other search stops.
                if let Some(p) = lock(&self.ponders).get_mut(&game) {
                    p.claimed = true;
                }
            }
            let scheduler = Arc::clone(self);
            let Ok(runtime) = tokio::runtime::Handle::try_current() else {
                // No runtime: the server is stopping; the job is dropped,
                // which tells its caller.
                scheduler.finished(ip);
                return;
            };
            runtime.spawn_blocking(move || {
                let Job {
                    cancel, run, then, ..
                } = job;
                // Whatever happens inside `run`, the thread is given back.
                let guard = Finished { scheduler, ip };
                run(&cancel);
                drop(guard);
                if let Some(then) = then {
                    then();
                }
            });
        }
    }

    /// A search of `ip` has ended: its thread goes to the next.
    fn finished(self: &Arc<Self>, ip: IpAddr) {
        {
            let mut queue = lock(&self.queue);
            queue.running = queue.running.saturating_sub(1);
            if let Some(address) = queue.addresses.get_mut(&ip) {
                address.running = address.running.saturating_sub(1);
                if address.idle() {
                    queue.addresses.remove(&ip);
                }
            }
        }
        self.pump();
    }

    /// Searches `game` within `limits` for `id`, charged to `ip`, when its
    /// turn comes: the engine (and its 16 MB table) exists only while it
    /// searches. The computer's reply is dropped unsearched when nobody
    /// holds a seat in the game by then; a hint is for a player waiting
    /// for it.
    pub async fn search(
        self: &Arc<Self>,
        ip: IpAddr,
        id: &str,
        kind: Kind,
        cancel: Cancel,
        game: Game,
        limits: Limits,
    ) -> Result<Option<Move>, NotRun> {
        let _mark = (kind == Kind::Hint).then(|| {
            *lock(&self.hints).entry(id.to_string()).or_insert(0) += 1;
            HintMark {
                scheduler: Arc::clone(self),
                game: id.to_string(),
            }
        });
        let (tx, rx) = oneshot::channel();
        let wanted = {
            let (scheduler, id) = (Arc::downgrade(self), id.to_string());
            move || {
                kind == Kind::Hint || scheduler.upgrade().is_some_and(|s| s.holder(&id).is_some())
            }
        };
        let reply = kind == Kind::Reply;
        let scheduler = Arc::downgrade(self);
        let game_id = id.to_string();
        // Sent once the thread is given back (a panic in the search drops
        // the sender, which tells the caller).
        let answer = Arc::new(Mutex::new(None));
        let then = {
            let answer = Arc::clone(&answer);
            move || {
                if let Some(best) = lock(&answer).take() {
                    let _ = tx.send(best);
                }
            }
        };
        let run = move |cancel: &Cancel| {
            let Some(scheduler) = scheduler.upgrade() else {
                return;
            };
            // The engine (and its 16 MB table) exists only while it
            // searches, or ponders for the game's next reply.
            let mut ponderer = scheduler.ponderer_for(&game_id, reply);
            cancel.arm(ponderer.stop_handle());
            let result = ponderer.search(&game, &limits, |_| {});
            // Before the answer: a player who replies at once finds the
            // ponder search in place.
            if reply && !cancel.is_stopped() {
                scheduler.offer_ponder(&game_id, ponderer, &game, &result.pv, &limits);
            }
            *lock(&answer) = Some(result.best);
        };
        let job = Job {
            cancel,
            short: is_short(&limits),
            reply,
            wanted: Box::new(wanted),
            run: Box::new(run),
            then: Some(Box::new(then)),
        };
        self.enqueue(ip, id, job).map_err(NotRun::Refused)?;
        rx.await.map_err(|_| NotRun::Dropped)
    }

    /// Searches running now, and queued (for tests and the figures).
    pub fn load(&self) -> (usize, usize) {
        let queue = lock(&self.queue);
        let queued = queue.addresses.values().map(Address::queued).sum();
        (queue.running, queued)
    }
}

/// Whether a search within `limits` takes milliseconds: to a depth of at
/// most 5 (beginner, easy, medium, hints), with no time to fill.
pub fn is_short(limits: &Limits) -> bool {
    limits.movetime.is_none() && limits.clock.is_none() && limits.depth.is_some_and(|d| d <= 5)
}

/// Why a search gave no answer.
#[derive(Debug)]
pub enum NotRun {
    /// The address has too many searches already.
    Refused(ApiError),
    /// Cancelled, or nobody held a seat in the game when its turn came.
    Dropped,
}

/// Gives the thread back when a search ends, even by a panic.
struct Finished {
    scheduler: Arc<Scheduler>,
    ip: IpAddr,
}

impl Drop for Finished {
    fn drop(&mut self) {
        self.scheduler.finished(self.ip);
    }
}

/// Counts a hint of a game as in flight until dropped (its answer is back
/// with the caller, or the caller gave up).
struct HintMark {
    scheduler: Arc<Scheduler>,
    game: String,
}

impl Drop for HintMark {
    fn drop(&mut self) {
        let mut hints = lock(&self.scheduler.hints);
        if let Some(n) = hints.get_mut(&self.game) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                hints.remove(&self.game);
            }
        }
    }
}

/// Stops `ponders` and drops them (their threads end within a few
/// thousand nodes) off the caller's thread when a runtime is there.
fn stop_and_drop(ponders: Vec<Ponder>) {
    if ponders.is_empty() {
        return;
    }
    for p in &ponders {
        if let Some(stop) = p.ponderer.ponder_stop_handle() {
            stop.stop();
        }
    }
    match tokio::runtime::Handle::try_current() {
        Ok(runtime) => {
            runtime.spawn_blocking(move || drop(ponders));
        }
        Err(_) => drop(ponders),
    }
}

fn too_many_searches() -> ApiError {
    ApiError::rate_limited(tr(
        "error-too-many-searches",
        &Args::new().num("max", PER_ADDRESS_SEARCHES as f64),
    ))
}

impl Queue {
    /// Takes the next search that may start, counting it as running:
    /// round-robin over addresses, then over an address's games. Searches
    /// cancelled or no longer wanted are dropped on the way.
    fn next(&mut self, threads: usize, per_address: usize) -> Option<(IpAddr, String, Job)> {
        let mut i = 0;
        while i < self.ring.len() {
            let ip = self.ring[i];
            let total = self.running;
            let Some(address) = self.addresses.get_mut(&ip) else {
                self.ring.remove(i);
                continue;
            };
            // Within the threads while under its share; on the reserve
            // for a short search (milliseconds: a beginner to medium
            // reply, a hint) of an address with nothing running, so
            // that others' long searches never hold it up.
            let short = address
                .games
                .front()
                .and_then(|(_, jobs)| jobs.front())
                .is_some_and(|job| job.short);
            let may_start = (total < threads && address.running < per_address)
                || (short && address.running == 0 && total < threads * 2);
            if !may_start {
                i += 1;
                continue;
            }
            let Some((game, mut jobs)) = address.games.pop_front() else {
                self.ring.remove(i);
                if address.idle() {
                    self.addresses.remove(&ip);
                }
                continue;
            };
            let job = jobs.pop_front();
            if !jobs.is_empty() {
                // The game's next search waits for the address's other
                // games to have their turn.
                address.games.push_back((game.clone(), jobs));
            }
            let Some(job) = job else { continue };
            if job.cancel.is_stopped() || !(job.wanted)() {
                if address.games.is_empty() {
                    self.ring.remove(i);
                    if address.idle() {
                        self.addresses.remove(&ip);
                    }
                }
                // Dropping the job tells its caller it did not run.
                drop(job);
                continue;
            }
            address.running += 1;
            self.running += 1;
            // The address goes to the back of the turn, or out of it.
            self.ring.remove(i);
            if !address.games.is_empty() {
                self.ring.push_back(ip);
            }
            return Some((ip, game, job));
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

    fn ip(n: u8) -> IpAddr {
        IpAddr::from([192, 0, 2, n])
    }

    /// A long search (a master's) named `name`.
    fn job(log: &Arc<Mutex<Vec<String>>>, name: &str) -> Job {
        let (log, name) = (Arc::clone(log), name.to_string());
        Job {
            short: false,
            reply: false,
            cancel: Cancel::new(),
            wanted: Box::new(|| true),
            run: Box::new(move |_| lock(&log).push(name)),
            then: None,
        }
    }

    /// A short search (a beginner's) named `name`.
    fn quick(log: &Arc<Mutex<Vec<String>>>, name: &str) -> Job {
        Job {
            short: true,
            ..job(log, name)
        }
    }

    fn push(queue: &mut Queue, at: IpAddr, game: &str, job: Job) {
        let address = queue.addresses.entry(at).or_default();
        match address.games.iter_mut().find(|(g, _)| g == game) {
            Some((_, jobs)) => jobs.push_back(job),
            None => address
                .games
                .push_back((game.to_string(), VecDeque::from([job]))),
        }
        if !queue.ring.contains(&at) {
            queue.ring.push_back(at);
        }
    }

    /// Takes searches one at a time, each ending before the next starts;
    /// returns their names in order.
    fn drain(queue: &mut Queue, threads: usize, per_address: usize) -> Vec<String> {
        let mut order = Vec::new();
        while let Some((at, game, job)) = queue.next(threads, per_address) {
            (job.run)(&job.cancel);
            order.push(game);
            queue.running -= 1;
            let a = queue.addresses.get_mut(&at).unwrap();
            a.running -= 1;
            if a.idle() {
                queue.addresses.remove(&at);
            }
        }
        order
    }

    #[test]
    fn turns_go_round_addresses_then_games() {
        let log = Arc::new(Mutex::new(Vec::new()));
        let mut queue = Queue::default();
        // A floods three games with two searches each, then B and C ask
        // for one each.
        for game in ["a1", "a2", "a3"] {
            for _ in 0..2 {
                push(&mut queue, ip(1), game, job(&log, game));
            }
        }
        push(&mut queue, ip(2), "b1", job(&log, "b1"));
        push(&mut queue, ip(3), "c1", job(&log, "c1"));
        let order = drain(&mut queue, 1, 1);
        assert_eq!(
            order,
            ["a1", "b1", "c1", "a2", "a3", "a1", "a2", "a3"],
            "B and C wait for one search of A, not six; A's games take turns"
        );
        assert!(queue.addresses.is_empty() && queue.ring.is_empty());
    }

    #[test]
    fn a_flooder_keeps_to_its_share_and_a_quiet_address_uses_the_reserve() {
        let log = Arc::new(Mutex::new(Vec::new()));
        let mut queue = Queue::default();
        for i in 0..10 {
            push(&mut queue, ip(1), &format!("a{i}"), job(&log, "a"));
        }
        // Two threads, one per address: A starts one search only.
        assert!(queue.next(2, 1).is_some());
        assert!(queue.next(2, 1).is_none(), "A is at its share");
        // Another flooder takes the second thread.
        push(&mut queue, ip(2), "x", job(&log, "x"));
        push(&mut queue, ip(2), "y", job(&log, "y"));
        assert_eq!(queue.next(2, 1).unwrap().1, "x");
        assert!(queue.next(2, 1).is_none(), "both threads are busy");
        // A quiet address starts at once on the reserve, and only one
        // search: its second waits.
        push(&mut queue, ip(3), "b1", quick(&log, "b1"));
        push(&mut queue, ip(3), "b2", quick(&log, "b2"));
        assert_eq!(queue.next(2, 1).unwrap().1, "b1");
        assert!(queue.next(2, 1).is_none());
        assert_eq!(queue.running, 3);
        // The reserve is bounded: at most twice the threads run at once.
        for n in 4..10 {
            push(&mut queue, ip(n), "q", quick(&log, "q"));
        }
        assert!(queue.next(2, 1).is_some());
        assert!(queue.next(2, 1).is_none(), "four searches on two threads");
        assert_eq!(queue.running, 4);
    }

    #[test]
    fn flooders_do_not_take_the_reserve() {
        let log = Arc::new(Mutex::new(Vec::new()));
        let mut queue = Queue::default();
        // Four addresses with eight searches each, on two threads.
        for n in 1..=4 {
            for i in 0..8 {
                push(&mut queue, ip(n), &format!("{n}-{i}"), job(&log, "f"));
            }
        }
        assert!(queue.next(2, 1).is_some());
        assert!(queue.next(2, 1).is_some());
        assert!(queue.next(2, 1).is_none(), "the reserve is not for them");
        // Someone playing beginner games in two tabs starts one search at
        // once.
        push(&mut queue, ip(9), "b1", quick(&log, "b1"));
        push(&mut queue, ip(9), "b2", quick(&log, "b2"));
        assert_eq!(queue.next(2, 1).unwrap().1, "b1");
        assert!(queue.next(2, 1).is_none());
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_new_address_is_served_next() {
        let s = Scheduler::new(1);
        let started = Arc::new(AtomicUsize::new(0));
        let order = Arc::new(Mutex::new(Vec::new()));
        // A holds the thread; A and C wait with many searches.
        let (release_tx, release) = std::sync::mpsc::channel();
        let (done_tx, done) = oneshot::channel();
        s.submit(
            ip(1),
            "a0",
            Cancel::new(),
            false,
            || true,
            blocking(&started, release, done_tx),
        )
        .unwrap();
        for (n, name) in [(1, "a1"), (3, "c1"), (3, "c2"), (3, "c3"), (1, "a2")] {
            let order = Arc::clone(&order);
            s.submit(
                ip(n),
                name,
                Cancel::new(),
                false,
                || true,
                move |_| lock(&order).push(name),
            )
            .unwrap();
        }
        // C waits: its searches are long, not for the reserve.
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert!(lock(&order).is_empty());
        // B comes with a short one: it runs at once on the reserve.
        let o = Arc::clone(&order);
        s.submit(
            ip(2),
            "b1",
            Cancel::new(),
            true,
            || true,
            move |_| lock(&o).push("b1"),
        )
        .unwrap();
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert_eq!(*lock(&order), ["b1"]);
        release_tx.send(()).unwrap();
        done.await.unwrap();
        for _ in 0..200 {
            if lock(&order).len() == 6 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        // Then turns by address: C came in while A was in the ring, so
        // it is ahead of A.
        assert_eq!(*lock(&order), ["b1", "c1", "a1", "c2", "a2", "c3"]);
    }

    #[test]
    fn searches_nobody_wants_and_cancelled_ones_are_dropped() {
        let log = Arc::new(Mutex::new(Vec::new()));
        let mut queue = Queue::default();
        let mut unwanted = job(&log, "gone");
        unwanted.wanted = Box::new(|| false);
        let cancelled = job(&log, "cancelled");
        cancelled.cancel.stop();
        push(&mut queue, ip(1), "gone", unwanted);
        push(&mut queue, ip(1), "cancelled", cancelled);
        push(&mut queue, ip(1), "kept", job(&log, "kept"));
        assert_eq!(drain(&mut queue, 1, 1), ["kept"]);
        assert!(queue.addresses.is_empty());
    }

    #[test]
    fn holders_are_connections_or_recent_requests() {
        let s = Scheduler::new(1);
        assert_eq!(s.holder("g"), None);
        let guard = s.connect("g", ip(1));
        s.touch("g", ip(2));
        assert_eq!(s.holder("g"), Some(ip(1)), "a connection first");
        drop(guard);
        assert_eq!(s.holder("g"), Some(ip(2)));
        // A lease ends.
        let long_ago = Instant::now() - LEASE - Duration::from_secs(1);
        s.touch_at("h", ip(3), long_ago);
        assert_eq!(s.holder("h"), None);
    }

    #[test]
    fn hints_are_limited_per_game_and_per_address() {
        let s = Scheduler::new(1);
        let now = Instant::now();
        for i in 0..HINTS_PER_MINUTE {
            s.admit_hint_at(ip(1), &format!("g{i}"), now).unwrap();
        }
        let e = s.admit_hint_at(ip(1), "other", now).unwrap_err();
        assert_eq!(e.error, crate::wire::ErrorCode::RateLimited);
        // Others are not affected; a minute later the bucket is full again.
        s.admit_hint_at(ip(2), "g", now).unwrap();
        s.admit_hint_at(ip(1), "g", now + Duration::from_secs(60))
            .unwrap();
        // One hint at a time in a game.
        lock(&s.hints).insert("g".into(), 1);
        let e = s.admit_hint_at(ip(2), "g", now).unwrap_err();
        assert!(e.message.contains("being searched"), "{}", e.message);
    }

    /// A search that waits for `release` and reports to `started`.
    fn blocking(
        started: &Arc<AtomicUsize>,
        release: std::sync::mpsc::Receiver<()>,
        done: oneshot::Sender<()>,
    ) -> impl FnOnce(&Cancel) + Send + 'static {
        let started = Arc::clone(started);
        move |cancel: &Cancel| {
            started.fetch_add(1, Ordering::SeqCst);
            while !cancel.is_stopped() && release.try_recv().is_err() {
                std::thread::sleep(Duration::from_millis(2));
            }
            let _ = done.send(());
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_quiet_address_is_not_delayed_by_a_flood() {
        let s = Scheduler::new(1);
        let started = Arc::new(AtomicUsize::new(0));
        let mut releases = Vec::new();
        let mut dones = Vec::new();
        for i in 0..PER_ADDRESS_SEARCHES {
            let (release_tx, release) = std::sync::mpsc::channel();
            let (done_tx, done) = oneshot::channel();
            releases.push(release_tx);
            dones.push(done);
            s.submit(
                ip(1),
                &format!("a{i}"),
                Cancel::new(),
                false,
                || true,
                blocking(&started, release, done_tx),
            )
            .unwrap();
        }
        // The cap: one more is refused, clearly.
        let e = s
            .submit(ip(1), "a-more", Cancel::new(), false, || true, |_| {})
            .unwrap_err();
        assert_eq!(e.error, crate::wire::ErrorCode::RateLimited);
        assert!(s.admits(ip(1)).is_err());
        assert!(s.admits(ip(2)).is_ok());
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert_eq!(started.load(Ordering::SeqCst), 1, "A holds its one thread");
        // B's quick search runs at once, while A's first is still running.
        let (tx, rx) = oneshot::channel();
        let asked = Instant::now();
        s.submit(
            ip(2),
            "b",
            Cancel::new(),
            true,
            || true,
            move |_| {
                let _ = tx.send(Instant::now());
            },
        )
        .unwrap();
        let ran = tokio::time::timeout(Duration::from_secs(2), rx)
            .await
            .expect("B's search runs in time")
            .unwrap();
        let delay = ran.duration_since(asked);
        assert!(delay < Duration::from_millis(500), "{delay:?}");
        assert_eq!(started.load(Ordering::SeqCst), 1);
        // A's searches go on one after another.
        for (release, done) in releases.into_iter().zip(dones) {
            release.send(()).unwrap();
            done.await.unwrap();
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert_eq!(s.load(), (0, 0));
        assert!(lock(&s.queue).addresses.is_empty());
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn cancelled_searches_stop_or_never_start() {
        let s = Scheduler::new(1);
        let started = Arc::new(AtomicUsize::new(0));
        let (_keep_running, release) = std::sync::mpsc::channel();
        let (done_tx, done) = oneshot::channel();
        let running = Cancel::new();
        s.submit(
            ip(1),
            "a",
            running.clone(),
            false,
            || true,
            blocking(&started, release, done_tx),
        )
        .unwrap();
        // Queued behind it (same address, one thread).
        let queued = Cancel::new();
        let (never_tx, never) = oneshot::channel::<()>();
        s.submit(
            ip(1),
            "b",
            queued.clone(),
            false,
            || true,
            move |_| {
                let _ = never_tx.send(());
            },
        )
        .unwrap();
        assert_eq!(s.load(), (1, 1));
        queued.stop();
        assert_eq!(s.load(), (1, 0), "a cancelled search is not counted");
        running.stop();
        tokio::time::timeout(Duration::from_secs(2), done)
            .await
            .expect("the running search stops")
            .unwrap();
        // The queued one was dropped without running: its sender is gone.
        assert!(tokio::time::timeout(Duration::from_secs(2), never)
            .await
            .expect("the caller hears at once")
            .is_err());
        assert_eq!(started.load(Ordering::SeqCst), 1);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_reply_is_searched_only_for_a_held_seat() {
        let s = Scheduler::new(1);
        let game = Game::start(tablut_core::Variant::default().rules);
        let limits = Limits::depth(1);
        let unheld = s
            .search(ip(1), "g", Kind::Reply, Cancel::new(), game.clone(), limits)
            .await;
        assert!(matches!(unheld, Err(NotRun::Dropped)), "{unheld:?}");
        let _seat = s.connect("g", ip(1));
        let held = s
            .search(ip(1), "g", Kind::Reply, Cancel::new(), game.clone(), limits)
            .await;
        assert!(matches!(held, Ok(Some(_))), "{held:?}");
        // A hint is for the player who asked, connected or not.
        let hint = s
            .search(ip(2), "h", Kind::Hint, Cancel::new(), game, limits)
            .await;
        assert!(matches!(hint, Ok(Some(_))), "{hint:?}");
        // The thread is given back just after the answer is sent.
        for _ in 0..200 {
            if lock(&s.queue).addresses.is_empty() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        assert!(lock(&s.queue).addresses.is_empty());
        assert_eq!(s.load(), (0, 0));
    }

    #[test]
    fn a_stop_before_the_engine_starts_is_kept() {
        let engine = tablut_engine::Engine::new(tablut_engine::EngineConfig {
            threads: 1,
            hash_mb: 1,
            weights: None,
            eval: Default::default(),
        });
        let cancel = Cancel::new();
        cancel.stop();
        let handle = engine.stop_handle();
        cancel.arm(handle.clone());
        assert!(handle.is_stopped());
    }

    /// Limits of a reply that fills a time (so that it ponders), kept
    /// quick by its depth.
    fn timed(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            movetime: Some(Duration::from_secs(600)),
            ..Limits::default()
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_reply_ponders_on_a_spare_thread_and_the_next_reply_continues_it() {
        let s = Scheduler::new(1);
        s.set_ponder(true);
        let _seat = s.connect("g", ip(1));
        let mut game = Game::start(tablut_core::Variant::default().rules);
        let ours = s
            .search(
                ip(1),
                "g",
                Kind::Reply,
                Cancel::new(),
                game.clone(),
                timed(3),
            )
            .await
            .unwrap()
            .unwrap();
        // The ponder search is in place when the answer comes.
        assert_eq!(s.ponder_load().1, 1);
        let expected = lock(&s.ponders)["g"]
            .ponderer
            .predicted()
            .expect("a reply expected");
        game.play(ours).unwrap();
        game.play(expected).unwrap();
        let next = s
            .search(
                ip(1),
                "g",
                Kind::Reply,
                Cancel::new(),
                game.clone(),
                timed(3),
            )
            .await
            .unwrap()
            .unwrap();
        assert!(game.check_move(next).is_ok());
        // The reply continued the ponder search, and ponders again.
        {
            let ponders = lock(&s.ponders);
            assert_eq!(ponders["g"].ponderer.stats().hits, 1);
            assert!(!ponders["g"].claimed);
        }
        // Hints and the depth levels never ponder.
        s.search(
            ip(1),
            "h",
            Kind::Hint,
            Cancel::new(),
            game.clone(),
            timed(2),
        )
        .await
        .unwrap();
        let _seat = s.connect("d", ip(1));
        s.search(
            ip(1),
            "d",
            Kind::Reply,
            Cancel::new(),
            game,
            Limits::depth(2),
        )
        .await
        .unwrap();
        assert_eq!(s.ponder_load().1, 1);
        s.set_ponder(false);
        assert_eq!(s.ponder_load(), (0, 0));
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_ponder_stops_at_once_for_any_other_search() {
        let s = Scheduler::new(1);
        s.set_ponder(true);
        // A ponder without a cap, as if left by a reply.
        let game = Game::start(tablut_core::Variant::default().rules);
        let mut ponderer = s.ponderer_for("g", true);
        let found = ponderer.search(&game, &Limits::depth(2), |_| {});
        assert!(ponderer.ponder(&game, &found.pv, &Limits::default()));
        lock(&s.ponders).insert(
            "g".into(),
            Ponder {
                ponderer,
                since: Instant::now(),
                claimed: false,
            },
        );
        assert_eq!(s.ponder_load(), (1, 1));
        // Another address's search takes the thread: the ponder stops at
        // once (its engine kept for the game's reply).
        let started = Arc::new(AtomicUsize::new(0));
        let (release_tx, release) = std::sync::mpsc::channel();
        let (done_tx, done) = oneshot::channel();
        s.submit(
            ip(2),
            "other",
            Cancel::new(),
            false,
            || true,
            blocking(&started, release, done_tx),
        )
        .unwrap();
        assert_eq!(s.ponder_load(), (0, 1));
        release_tx.send(()).unwrap();
        done.await.unwrap();
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn no_ponder_while_searches_wait() {
        let s = Scheduler::new(2);
        s.set_ponder(true);
        let _seat = s.connect("g", ip(1));
        // Address 2 runs one search and has another waiting (its share
        // of two threads is one).
        let started = Arc::new(AtomicUsize::new(0));
        let mut releases = Vec::new();
        let mut dones = Vec::new();
        for name in ["b1", "b2"] {
            let (release_tx, release) = std::sync::mpsc::channel();
            let (done_tx, done) = oneshot::channel();
            releases.push(release_tx);
            dones.push(done);
            s.submit(
                ip(2),
                name,
                Cancel::new(),
                false,
                || true,
                blocking(&started, release, done_tx),
            )
            .unwrap();
        }
        assert_eq!(s.load(), (1, 1));
        let game = Game::start(tablut_core::Variant::default().rules);
        s.search(ip(1), "g", Kind::Reply, Cancel::new(), game, timed(2))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(s.ponder_load(), (0, 0), "a search waits: no ponder");
        for (release, done) in releases.into_iter().zip(dones) {
            release.send(()).unwrap();
            done.await.unwrap();
        }
    }
}
