//! What ends a search: [`Limits`] (depth, nodes, time per move, a game
//! clock) and the named playing [`Level`]s.

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use thiserror::Error;

pub use crate::engine::MAX_THREADS;
pub use crate::tt::MAX_HASH_MB;

/// A game clock: time left for the side to move and what each move adds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    /// Time left on the clock.
    pub remaining: Duration,
    /// Time added after each move.
    pub increment: Duration,
}

/// When to stop searching. Every limit given applies; the first reached
/// ends the search. With none, the search runs until stopped.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Most nodes (checked every few thousand nodes).
    pub nodes: Option<u64>,
    /// Time for this move.
    pub movetime: Option<Duration>,
    /// The clock, from which the search budgets its own time.
    pub clock: Option<Clock>,
}

impl Limits {
    /// Search to `depth` plies.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }
    /// Search for `time`.
    pub fn movetime(time: Duration) -> Limits {
        Limits {
            movetime: Some(time),
            ..Limits::default()
        }
    }
    /// Search at most `nodes` nodes.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// The time the search aims to use and the time it must never pass.
    pub(crate) fn budget(&self) -> (Option<Duration>, Option<Duration>) {
        let mut soft = self.movetime;
        // The search stops a little before the time per move, so that
        // stopping the threads and handing the move over end within it:
        // a host that allows not a millisecond more (a referee without
        // grace, a busy machine) never sees the move late.
        let mut hard = self
            .movetime
            .map(|t| t.saturating_sub((t / 20).min(MOVE_MARGIN)));
        if let Some(c) = self.clock {
            // Keep a reserve for the overhead of the host; plan for about 30
            // more moves, and never spend more than a fifth of what is left.
            let left = c.remaining.saturating_sub(Duration::from_millis(50));
            let target = left / 30 + c.increment * 3 / 4;
            // The increment comes only after the move: what is spent of it
            // must be on the clock already.
            let cap = (left / 5 + c.increment / 2).min(left);
            let target = target.min(cap);
            soft = Some(soft.map_or(target, |s| s.min(target)));
            hard = Some(hard.map_or(cap, |h| h.min(cap)));
        }
        // With a clock the search may stop between iterations once it has
        // used half of its target, as the next iteration would not finish.
        if self.clock.is_some() {
            soft = soft.map(|s| s / 2);
        }
        (soft, hard)
    }
}

/// The most a search under a time per move keeps back for stopping and
/// answering.
const MOVE_MARGIN: Duration = Duration::from_millis(50);

/// No limit, in a [`Budget`]'s counters.
const NO_LIMIT: u64 = u64::MAX;

/// The deepest iteration a search without a depth limit goes to.
pub(crate) const MAX_DEPTH: u32 = crate::score::MAX_PLY as u32 - 8;

/// Microseconds, saturating.
fn micros(d: Duration) -> u64 {
    u64::try_from(d.as_micros()).unwrap_or(NO_LIMIT - 1)
}

/// The limits of one running search as its threads read them: fixed when
/// the search starts, or, for a ponder search, replaced while it runs when
/// the opponent's move arrives ([`Budget::hit`]). Times are kept as
/// microseconds after `origin`, so that the main search thread reads them
/// without a lock.
#[derive(Debug)]
pub(crate) struct Budget {
    origin: Instant,
    /// Past this, the search stops at once.
    deadline_us: AtomicU64,
    /// Past this, no new iteration starts.
    soft_us: AtomicU64,
    /// The most nodes, all threads.
    nodes: AtomicU64,
    /// The deepest iteration (0: no depth limit).
    depth: AtomicU32,
    /// The deepest iteration the main thread has completed.
    completed: AtomicU32,
    /// A ponder search still waiting for the opponent's move.
    pondering: AtomicBool,
    /// A hit the main thread has not taken in yet (`hit` holds it).
    hit_pending: AtomicBool,
    hit: Mutex<Option<(Instant, Limits)>>,
}

impl Budget {
    /// The budget of `limits`, counted from `origin`; `pondering`: until
    /// [`hit`](Self::hit) gives it others.
    pub(crate) fn new(limits: &Limits, origin: Instant, pondering: bool) -> Budget {
        let (soft, hard) = limits.budget();
        Budget {
            origin,
            deadline_us: AtomicU64::new(hard.map_or(NO_LIMIT, micros)),
            soft_us: AtomicU64::new(soft.map_or(NO_LIMIT, micros)),
            nodes: AtomicU64::new(limits.nodes.unwrap_or(NO_LIMIT)),
            depth: AtomicU32::new(limits.depth.map_or(0, |d| d.clamp(1, MAX_DEPTH))),
            completed: AtomicU32::new(0),
            pondering: AtomicBool::new(pondering),
            hit_pending: AtomicBool::new(false),
            hit: Mutex::new(None),
        }
    }

    fn since_origin(&self, now: Instant) -> u64 {
        micros(now.saturating_duration_since(self.origin))
    }

    /// Whether the search must stop now (time or nodes).
    #[inline]
    pub(crate) fn exhausted(&self, nodes: u64) -> bool {
        if nodes >= self.nodes.load(Ordering::Relaxed) {
            return true;
        }
        let deadline = self.deadline_us.load(Ordering::Relaxed);
        deadline != NO_LIMIT && self.since_origin(Instant::now()) >= deadline
    }

    /// Whether no new iteration should start.
    pub(crate) fn past_soft(&self) -> bool {
        let soft = self.soft_us.load(Ordering::Relaxed);
        soft != NO_LIMIT && self.since_origin(Instant::now()) >= soft
    }

    /// The deepest iteration to search.
    pub(crate) fn max_depth(&self) -> u32 {
        match self.depth.load(Ordering::Relaxed) {
            0 => MAX_DEPTH,
            d => d,
        }
    }

    /// Whether a depth limit applies.
    pub(crate) fn depth_limited(&self) -> bool {
        self.depth.load(Ordering::Relaxed) != 0
    }

    /// The main thread has completed `depth`.
    pub(crate) fn completed(&self, depth: u32) {
        self.completed.store(depth, Ordering::Relaxed);
    }

    /// The opponent played the move a ponder search expected: from now on
    /// it searches within `limits`, counted from now (its nodes from the
    /// nodes searched so far, once the main thread takes the hit in). Only
    /// the first hit of a ponder search counts.
    pub(crate) fn hit(&self, limits: &Limits) {
        let mut hit = lock(&self.hit);
        if !self.pondering.swap(false, Ordering::SeqCst) {
            return;
        }
        let now = Instant::now();
        let at = self.since_origin(now);
        let (soft, hard) = limits.budget();
        let after = |d: Option<Duration>| d.map_or(NO_LIMIT, |d| at.saturating_add(micros(d)));
        self.deadline_us.store(after(hard), Ordering::Relaxed);
        self.soft_us.store(after(soft), Ordering::Relaxed);
        self.depth.store(
            limits.depth.map_or(0, |d| d.clamp(1, MAX_DEPTH)),
            Ordering::Relaxed,
        );
        self.nodes.store(NO_LIMIT, Ordering::Relaxed);
        *hit = Some((now, *limits));
        self.hit_pending.store(true, Ordering::SeqCst);
    }

    /// Whether a hit came.
    pub(crate) fn is_hit(&self) -> bool {
        !self.pondering.load(Ordering::SeqCst)
    }

    /// Takes a hit in on the main thread, with `nodes` searched so far;
    /// true when the ponder search has already done what the hit's limits
    /// allow a search (searched as long as its soft time, as many nodes,
    /// or completed its depth), so that it answers at once.
    #[inline]
    pub(crate) fn take_hit(&self, nodes: u64) -> bool {
        if !self.hit_pending.load(Ordering::Relaxed) {
            return false;
        }
        let Some((at, limits)) = lock(&self.hit).take() else {
            return false;
        };
        self.hit_pending.store(false, Ordering::Relaxed);
        if let Some(n) = limits.nodes {
            self.nodes
                .store(nodes.saturating_add(n).min(NO_LIMIT - 1), Ordering::Relaxed);
        }
        let (soft, _) = limits.budget();
        let pondered = at.saturating_duration_since(self.origin);
        soft.is_some_and(|s| pondered >= s)
            || limits.nodes.is_some_and(|n| nodes >= n)
            || limits
                .depth
                .is_some_and(|d| self.completed.load(Ordering::Relaxed) >= d)
    }
}

/// A poisoned lock only means a thread panicked while holding it.
pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// A named strength for people to choose.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// One ply: takes what is offered, sees nothing coming.
    Beginner,
    /// Three plies.
    Easy,
    /// Five plies.
    Medium,
    /// One second per move.
    Hard,
    /// Five seconds per move.
    Master,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Master,
    ];

    /// The level's name.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Master => "master",
        }
    }

    /// What the level means for the search.
    pub fn limits(self) -> Limits {
        match self {
            Level::Beginner => Limits::depth(1),
            Level::Easy => Limits::depth(3),
            Level::Medium => Limits::depth(5),
            Level::Hard => Limits::movetime(Duration::from_secs(1)),
            Level::Master => Limits::movetime(Duration::from_secs(5)),
        }
    }

    /// A short description for menus and `--help`.
    pub const fn describe(self) -> &'static str {
        match self {
            Level::Beginner => "looks 1 ply ahead",
            Level::Easy => "looks 3 plies ahead",
            Level::Medium => "looks 5 plies ahead",
            Level::Hard => "thinks 1 second per move",
            Level::Master => "thinks 5 seconds per move",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not one of [`Level::ALL`].
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown level {0:?}; choose beginner, easy, medium, hard or master")]
pub struct ParseLevelError(pub String);

impl FromStr for Level {
    type Err = ParseLevelError;
    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| ParseLevelError(s.chars().take(40).collect()))
    }
}

/// Gives a ponder search ([`Engine::ponder`](crate::Engine::ponder)) its real limits when the
/// opponent plays the move it expected. Cloned, it is the same hook.
#[derive(Clone, Debug)]
pub struct PonderHit(Arc<Budget>);

impl PonderHit {
    /// The hook of one ponder search, which until the hit searches within
    /// `cap`, counted from now (`Limits::default()`: until stopped).
    pub fn new(cap: &Limits) -> PonderHit {
        PonderHit(Arc::new(Budget::new(cap, std::time::Instant::now(), true)))
    }

    /// The expected move was played: the search goes on within `limits`,
    /// counted from now, or answers at once if it has already searched as
    /// long as their soft time, as many nodes, or as deep. Only the first
    /// hit counts; a hit before the search starts is kept for it.
    pub fn hit(&self, limits: &Limits) {
        self.0.hit(limits);
    }

    /// Whether the hit came.
    pub fn is_hit(&self) -> bool {
        self.0.is_hit()
    }

    pub(crate) fn budget(&self) -> Arc<Budget> {
        Arc::clone(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_parse_by_name() {
        for l in Level::ALL {
            assert_eq!(l.name().parse::<Level>(), Ok(l));
        }
        assert!("grandmaster".parse::<Level>().is_err());
    }

    #[test]
    fn a_time_per_move_is_kept_with_a_margin() {
        let (soft, hard) = Limits::movetime(Duration::from_secs(1)).budget();
        assert_eq!(soft, Some(Duration::from_secs(1)));
        assert_eq!(hard, Some(Duration::from_millis(950)));
        // Short times keep a twentieth back.
        let (_, hard) = Limits::movetime(Duration::from_millis(100)).budget();
        assert_eq!(hard, Some(Duration::from_millis(95)));
    }

    #[test]
    fn clock_budget_stays_within_the_clock() {
        let l = Limits {
            clock: Some(Clock {
                remaining: Duration::from_secs(60),
                increment: Duration::from_secs(1),
            }),
            ..Limits::default()
        };
        let (soft, hard) = l.budget();
        let (soft, hard) = (soft.unwrap(), hard.unwrap());
        assert!(soft <= hard && hard < Duration::from_secs(60));
        assert!(soft > Duration::from_millis(500));
    }

    #[test]
    fn an_almost_empty_clock_is_never_overspent() {
        for ms in [0, 10, 40, 60, 100, 300] {
            let l = Limits {
                clock: Some(Clock {
                    remaining: Duration::from_millis(ms),
                    increment: Duration::from_millis(100),
                }),
                ..Limits::default()
            };
            let (_, hard) = l.budget();
            assert!(
                hard.unwrap() < Duration::from_millis(ms.max(1)),
                "{ms} ms left"
            );
        }
    }
}
