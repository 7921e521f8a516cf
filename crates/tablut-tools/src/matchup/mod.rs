//! Matches: two players — tablut at given settings, or external engines
//! speaking OpenTafl's engine protocol — play a series of games from
//! paired random openings, each refereed ([`referee`]); the result is
//! tallied with the Elo difference ([`report`]), and every game can be
//! written as an OpenTafl record.
//!
//! ```
//! use std::time::Duration;
//! use tablut_core::{Game, Variant};
//! use tablut_tools::matchup::{Conditions, Match, TimeControl};
//!
//! let variant: Variant = "brainking".parse().unwrap();
//! let m = Match {
//!     a: "tablut:depth=2".parse().unwrap(),
//!     b: "tablut:depth=1".parse().unwrap(),
//!     base: Game::start(variant.rules),
//!     variant,
//!     conditions: Conditions {
//!         control: TimeControl::PerMove(Duration::from_millis(100)),
//!         grace: Duration::from_secs(1),
//!         max_plies: 40,
//!         ext_clock_moves: 1,
//!         ext_overtime: None,
//!     },
//!     games: 2,
//!     opening_plies: 2,
//!     seed: 1,
//!     startup: Duration::from_secs(30),
//!     concurrency: 1,
//! };
//! let games = m.play(|_| {});
//! assert_eq!(games.len(), 2);
//! // Both games of a pair start from the same opening, colours swapped.
//! assert_ne!(games[0].a_side, games[1].a_side);
//! ```

pub mod external;
pub mod player;
pub mod referee;
pub mod report;
pub mod spec;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use tablut_core::{Game, Variant};

pub use external::{preflight, Preflight};
pub use player::Failure;
pub use player::Player;
pub use referee::{pairing, play_game, Conditions, Finished, Pairing};
pub use report::{record, record_name, Settings, Summary, Wdl};
pub use spec::{parse_clock, PlayerSpec, SpecError, TablutSpec, TimeControl};

/// A match to play: the players, the rules and start, how each game is
/// played, and how many games.
#[derive(Clone, Debug)]
pub struct Match {
    /// Player A.
    pub a: PlayerSpec,
    /// Player B.
    pub b: PlayerSpec,
    /// The rule set (its name goes into the records).
    pub variant: Variant,
    /// Where every game starts, before its random opening.
    pub base: Game,
    /// Time control, grace and move limit.
    pub conditions: Conditions,
    /// Games to play; games 2k and 2k+1 share an opening, colours swapped.
    pub games: usize,
    /// Random plies before the players take over.
    pub opening_plies: usize,
    /// Seed of the openings.
    pub seed: u64,
    /// How long an external engine may take to start and say hello.
    pub startup: Duration,
    /// Games played at the same time, each on its own thread (at least 1).
    pub concurrency: usize,
}

impl Match {
    /// Whether this machine has the memory for every tablut player's hash
    /// table: each game thread has its own two players, so `concurrency`
    /// games need that many tables of each size at once. Asked before the
    /// match starts, so that a size the machine cannot give is a clear
    /// error instead of a player failing in the middle of the match.
    pub fn check_memory(&self) -> Result<(), SpecError> {
        let hash = |spec: &PlayerSpec| match spec {
            PlayerSpec::Tablut(t) => t.hash_mb,
            PlayerSpec::External(_) => 0,
        };
        let threads = self.concurrency.clamp(1, self.games.max(1));
        let need = threads * (hash(&self.a) + hash(&self.b));
        match tablut_engine::tt::available_mb() {
            Some(free) if need > free => Err(SpecError(format!(
                "{threads} game(s) at once need {need} MiB of hash tables \
                 ({} + {} MiB per game), but this machine has {free} MiB free: \
                 lower hash= or --concurrency",
                hash(&self.a),
                hash(&self.b)
            ))),
            _ => Ok(()),
        }
    }

    fn player(&self, spec: &PlayerSpec) -> Player {
        Player::new(
            spec,
            self.variant.rules,
            self.startup,
            self.conditions.grace,
            self.conditions.ext_clock_moves,
        )
        .with_ext_overtime(self.conditions.ext_overtime)
    }

    /// One game thread: takes the next game number until none are left.
    fn work(&self, next: &AtomicUsize, done: mpsc::Sender<Finished>) {
        let mut a = self.player(&self.a);
        let mut b = self.player(&self.b);
        loop {
            let index = next.fetch_add(1, Ordering::Relaxed);
            if index >= self.games {
                return;
            }
            let p = pairing(&self.base, index, self.opening_plies, self.seed);
            let finished = play_game(p, &mut a, &mut b, &self.conditions);
            if done.send(finished).is_err() {
                return;
            }
        }
    }

    /// Plays every game on `concurrency` threads (each with its own two
    /// players), calling `on_game` on the caller's thread as each game
    /// ends, and returns the games in the order they ended. Fewer than
    /// [`Match::games`] come back only if a game thread panicked.
    pub fn play(&self, mut on_game: impl FnMut(&Finished)) -> Vec<Finished> {
        self.play_until(|game| {
            on_game(game);
            false
        })
    }

    /// [`Match::play`], stopping early: once `on_game` returns `true` no
    /// new game starts; the games already under way are played out and
    /// passed to `on_game` too (an SPRT that has decided).
    pub fn play_until(&self, mut on_game: impl FnMut(&Finished) -> bool) -> Vec<Finished> {
        let threads = self.concurrency.clamp(1, self.games.max(1));
        let next = AtomicUsize::new(0);
        let (send, receive) = mpsc::channel::<Finished>();
        let mut finished = Vec::with_capacity(self.games);
        std::thread::scope(|scope| {
            for _ in 0..threads {
                let done = send.clone();
                let next = &next;
                scope.spawn(move || self.work(next, done));
            }
            drop(send);
            for game in receive {
                if on_game(&game) {
                    next.fetch_max(self.games, Ordering::Relaxed);
                }
                finished.push(game);
            }
        });
        finished
    }
}
