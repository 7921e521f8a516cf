//! What ends a search: [`Limits`] (depth, nodes, time per move, a game
//! clock) and the named playing [`Level`]s.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

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
        let mut hard = self.movetime;
        if let Some(c) = self.clock {
            // Keep a reserve for the overhead of the host; plan for about 30
            // more moves, and never spend more than a fifth of what is left.
            let left = c.remaining.saturating_sub(Duration::from_millis(50));
            let target = left / 30 + c.increment * 3 / 4;
            let cap = left / 5 + c.increment / 2;
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
}
