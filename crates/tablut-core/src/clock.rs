//! Time controls and the clocks that keep them: live games with a base
//! time and a Fischer increment (`3+2`: three minutes each, two seconds
//! added after every move), and correspondence games with days per move
//! (`3d`). Pure arithmetic on milliseconds: whoever keeps the clock (the
//! web server, a match runner) says what time it is, so a clock can be
//! stored, restored after a restart with the time that passed counted,
//! and tested without waiting.
//!
//! No time runs before each side has made its first move: a game whose
//! first moves do not come is called off, not lost on time.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::piece::Side;

/// Milliseconds in a day.
pub const DAY_MS: i64 = 24 * 3600 * 1000;

/// How long a side has for its first move before a game between people
/// is called off (aborted: no result, no rating), in ms. No clock runs
/// before both first moves, so without this bound a game nobody starts
/// would stay in play for ever. Live games follow the big servers'
/// practice of seconds to a minute: 30 s for bullet and blitz, 60 s for
/// slower controls; a correspondence game gives its days per move; a
/// game without a clock gives a day.
pub fn first_move_ms(control: Option<TimeControl>) -> i64 {
    match control {
        None => DAY_MS,
        Some(control @ TimeControl::Correspondence { .. }) => control.base_ms(),
        Some(control) => match control.speed() {
            Speed::Bullet | Speed::Blitz => 30_000,
            _ => 60_000,
        },
    }
}

/// How much time the players have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TimeControl {
    /// `base_min` minutes each, plus `increment_s` seconds after each move.
    Live {
        /// Minutes on each clock at the start, 1 to 60.
        base_min: u32,
        /// Seconds added after each move, 0 to 30.
        increment_s: u32,
    },
    /// At most `days` days for each move (1, 3, 7 or 14).
    Correspondence {
        /// Days per move.
        days: u32,
    },
}

/// Why a time control was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TimeControlError {
    /// Not `MIN+SEC` nor `Nd`.
    #[error("'{0}' is not a time control: write minutes+increment (3+2) or days per move (3d)")]
    Shape(String),
    /// A live control outside the bounds.
    #[error("a live clock has 1 to 60 minutes and an increment of 0 to 30 seconds, not {0}")]
    Live(String),
    /// Days per move other than the offered ones.
    #[error("a correspondence game has 1, 3, 7 or 14 days per move, not {0}")]
    Days(u32),
}

impl TimeControl {
    /// The live controls offered in one click, fastest first.
    pub const LIVE_PRESETS: [TimeControl; 8] = [
        TimeControl::live(1, 0),
        TimeControl::live(3, 0),
        TimeControl::live(3, 2),
        TimeControl::live(5, 3),
        TimeControl::live(10, 0),
        TimeControl::live(10, 5),
        TimeControl::live(15, 10),
        TimeControl::live(30, 20),
    ];
    /// Days per move a correspondence game may have.
    pub const CORRESPONDENCE_DAYS: [u32; 4] = [1, 3, 7, 14];

    /// A live control (unchecked; see [`TimeControl::check`]).
    pub const fn live(base_min: u32, increment_s: u32) -> TimeControl {
        TimeControl::Live {
            base_min,
            increment_s,
        }
    }

    /// Whether the control is one a game may have.
    pub fn check(self) -> Result<TimeControl, TimeControlError> {
        match self {
            TimeControl::Live {
                base_min,
                increment_s,
            } if !(1..=60).contains(&base_min) || increment_s > 30 => {
                Err(TimeControlError::Live(self.to_string()))
            }
            TimeControl::Correspondence { days } if !Self::CORRESPONDENCE_DAYS.contains(&days) => {
                Err(TimeControlError::Days(days))
            }
            ok => Ok(ok),
        }
    }

    /// Time on each clock at the start, or for each move by correspondence.
    pub fn base_ms(self) -> i64 {
        match self {
            TimeControl::Live { base_min, .. } => i64::from(base_min) * 60_000,
            TimeControl::Correspondence { days } => i64::from(days) * DAY_MS,
        }
    }

    /// Time added after each move (live only).
    pub fn increment_ms(self) -> i64 {
        match self {
            TimeControl::Live { increment_s, .. } => i64::from(increment_s) * 1000,
            TimeControl::Correspondence { .. } => 0,
        }
    }

    /// Whether it is a correspondence control.
    pub fn is_correspondence(self) -> bool {
        matches!(self, TimeControl::Correspondence { .. })
    }

    /// The speed class players sort by, from the game's expected length
    /// in minutes for a 40-move game: bullet under 3, blitz under 8,
    /// rapid under 25, classical beyond.
    pub fn speed(self) -> Speed {
        match self {
            TimeControl::Correspondence { .. } => Speed::Correspondence,
            TimeControl::Live {
                base_min,
                increment_s,
            } => {
                let estimate = f64::from(base_min) + f64::from(increment_s) * 40.0 / 60.0;
                match estimate {
                    e if e < 3.0 => Speed::Bullet,
                    e if e < 8.0 => Speed::Blitz,
                    e if e < 25.0 => Speed::Rapid,
                    _ => Speed::Classical,
                }
            }
        }
    }
}

/// How fast a time control plays: the class players sort games and
/// ratings by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Speed {
    /// Under 3 minutes for 40 moves.
    Bullet,
    /// Under 8 minutes.
    Blitz,
    /// Under 25 minutes.
    Rapid,
    /// 25 minutes or more.
    Classical,
    /// Days per move.
    Correspondence,
}

impl Speed {
    /// Its name: `bullet`, `blitz`, `rapid`, `classical`, `correspondence`.
    pub const fn name(self) -> &'static str {
        match self {
            Speed::Bullet => "bullet",
            Speed::Blitz => "blitz",
            Speed::Rapid => "rapid",
            Speed::Classical => "classical",
            Speed::Correspondence => "correspondence",
        }
    }
}

impl fmt::Display for Speed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControl::Live {
                base_min,
                increment_s,
            } => write!(f, "{base_min}+{increment_s}"),
            TimeControl::Correspondence { days } => write!(f, "{days}d"),
        }
    }
}

crate::text_serde::serde_as_text!(TimeControl);

impl FromStr for TimeControl {
    type Err = TimeControlError;
    /// `3+2` or `3d` (also `3 days`); the bounds are checked.
    fn from_str(s: &str) -> Result<TimeControl, TimeControlError> {
        let text = s.trim();
        let shape = || TimeControlError::Shape(text.chars().take(40).collect());
        let number = |t: &str| -> Result<u32, TimeControlError> {
            let t = t.trim();
            if t.is_empty() || t.len() > 6 || !t.bytes().all(|b| b.is_ascii_digit()) {
                return Err(shape());
            }
            t.parse().map_err(|_| shape())
        };
        let control = if let Some((base, inc)) = text.split_once('+') {
            TimeControl::live(number(base)?, number(inc)?)
        } else {
            let lower = text.to_ascii_lowercase();
            let days = ["days", "day", "d"]
                .iter()
                .find_map(|unit| lower.strip_suffix(unit))
                .ok_or_else(shape)?;
            TimeControl::Correspondence {
                days: number(days)?,
            }
        };
        control.check()
    }
}

/// Both clocks of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    /// The control.
    pub control: TimeControl,
    /// Time each side had when its current or last turn began
    /// (attackers, defenders), in ms.
    pub left_ms: [i64; 2],
    /// Since when the side to move's time runs (ms since 1970); `None`
    /// while no time runs (before both sides' first moves, after the end).
    pub running_since: Option<i64>,
}

fn index(side: Side) -> usize {
    match side {
        Side::Attackers => 0,
        Side::Defenders => 1,
    }
}

impl Clock {
    /// Clocks at the start of a game: full, and stopped.
    pub fn new(control: TimeControl) -> Clock {
        Clock {
            control,
            left_ms: [control.base_ms(); 2],
            running_since: None,
        }
    }

    /// The time `side` has at `now` when `to_move` is to move: its turn's
    /// time less what has run since, never below zero.
    pub fn left(&self, side: Side, to_move: Side, now: i64) -> i64 {
        let left = self.left_ms[index(side)];
        match self.running_since {
            Some(since) if side == to_move => (left - (now - since).max(0)).max(0),
            _ => left,
        }
    }

    /// When `to_move`'s time runs out, if it runs.
    pub fn deadline(&self, to_move: Side) -> Option<i64> {
        self.running_since
            .map(|since| since + self.left_ms[index(to_move)])
    }

    /// Whether `to_move`'s time has run out at `now`.
    pub fn flagged(&self, to_move: Side, now: i64) -> bool {
        self.deadline(to_move)
            .is_some_and(|deadline| now >= deadline)
    }

    /// `mover` moved at `now`: its time is charged (and it gains the
    /// increment), and the opponent's time runs from `now` if `run` (both
    /// sides have moved, the game goes on), else no time runs. By
    /// correspondence, the opponent gets the full days for its move.
    /// Refused, changing nothing, when the mover's time had run out.
    pub fn after_move(&mut self, mover: Side, now: i64, run: bool) -> Result<(), TimeOut> {
        if self.flagged(mover, now) {
            return Err(TimeOut { loser: mover });
        }
        let i = index(mover);
        self.left_ms[i] = self.left(mover, mover, now) + self.control.increment_ms();
        if self.control.is_correspondence() {
            self.left_ms = [self.control.base_ms(); 2];
        }
        self.running_since = run.then_some(now);
        Ok(())
    }

    /// The turn passes to `to_move` at `now` without a move being made
    /// (a move taken back): the side whose time ran is charged, without
    /// increment, and `to_move`'s time runs from `now` if `run`.
    pub fn hand_over(&mut self, from: Side, to_move: Side, now: i64, run: bool) {
        let i = index(from);
        self.left_ms[i] = self.left(from, from, now);
        if self.control.is_correspondence() {
            self.left_ms[index(to_move)] = self.control.base_ms();
        }
        self.running_since = run.then_some(now);
    }

    /// The game ended at `now` with `to_move` to move: the time stops
    /// where it is.
    pub fn stop(&mut self, to_move: Side, now: i64) {
        let i = index(to_move);
        self.left_ms[i] = self.left(to_move, to_move, now);
        self.running_since = None;
    }
}

/// A move came after the mover's time had run out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[error("the {loser}' time ran out")]
pub struct TimeOut {
    /// The side whose time ran out.
    pub loser: Side,
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: Side = Side::Attackers;
    const D: Side = Side::Defenders;

    #[test]
    fn controls_read_and_write_back() {
        for text in ["1+0", "3+2", "60+30", "1d", "14d"] {
            let control: TimeControl = text.parse().unwrap();
            assert_eq!(control.to_string(), text);
        }
        assert_eq!(
            "3 days".parse::<TimeControl>(),
            Ok(TimeControl::Correspondence { days: 3 })
        );
        for bad in [
            "", "3", "+2", "3+", "0+0", "61+0", "5+31", "2d", "-1+0", "1e9+0", "x+y",
        ] {
            assert!(bad.parse::<TimeControl>().is_err(), "{bad:?}");
        }
        for preset in TimeControl::LIVE_PRESETS {
            assert_eq!(preset.check(), Ok(preset));
        }
    }

    #[test]
    fn speed_classes_follow_the_expected_length() {
        assert_eq!(TimeControl::live(1, 0).speed(), Speed::Bullet);
        assert_eq!(TimeControl::live(3, 2).speed(), Speed::Blitz);
        assert_eq!(TimeControl::live(10, 5).speed(), Speed::Rapid);
        assert_eq!(TimeControl::live(30, 20).speed(), Speed::Classical);
        assert_eq!(
            TimeControl::Correspondence { days: 3 }.speed(),
            Speed::Correspondence
        );
        assert_eq!(Speed::Correspondence.to_string(), "correspondence");
    }

    #[test]
    fn a_first_move_has_seconds_live_and_the_days_by_correspondence() {
        assert_eq!(first_move_ms(Some(TimeControl::live(1, 0))), 30_000);
        assert_eq!(first_move_ms(Some(TimeControl::live(3, 2))), 30_000);
        assert_eq!(first_move_ms(Some(TimeControl::live(10, 5))), 60_000);
        assert_eq!(first_move_ms(Some(TimeControl::live(30, 20))), 60_000);
        assert_eq!(
            first_move_ms(Some(TimeControl::Correspondence { days: 3 })),
            3 * DAY_MS
        );
        assert_eq!(first_move_ms(None), DAY_MS);
    }

    #[test]
    fn no_time_runs_before_both_first_moves() {
        let mut clock = Clock::new(TimeControl::live(3, 2));
        assert_eq!(clock.deadline(A), None);
        // The first move, a minute after the start, costs nothing.
        clock.after_move(A, 60_000, false).unwrap();
        assert_eq!(clock.left_ms, [182_000, 180_000]);
        assert_eq!(clock.deadline(D), None);
        // The reply starts the clocks.
        clock.after_move(D, 120_000, true).unwrap();
        assert_eq!(clock.deadline(A), Some(120_000 + 182_000));
    }

    #[test]
    fn fischer_increment_and_running_time() {
        let mut clock = Clock {
            control: TimeControl::live(1, 1),
            left_ms: [60_000, 60_000],
            running_since: Some(0),
        };
        assert_eq!(clock.left(A, A, 10_000), 50_000);
        assert_eq!(clock.left(D, A, 10_000), 60_000, "the waiting clock stands");
        clock.after_move(A, 10_000, true).unwrap();
        assert_eq!(clock.left_ms, [51_000, 60_000]);
        assert_eq!(clock.deadline(D), Some(70_000));
        assert!(!clock.flagged(D, 69_999));
        assert!(clock.flagged(D, 70_000));
        // A move after the flag fell is refused and changes nothing.
        let before = clock;
        assert_eq!(clock.after_move(D, 70_001, true), Err(TimeOut { loser: D }));
        assert_eq!(clock, before);
        assert_eq!(clock.left(D, D, 99_999), 0, "never below zero");
    }

    #[test]
    fn correspondence_gives_the_full_days_each_move() {
        let mut clock = Clock::new(TimeControl::Correspondence { days: 1 });
        clock.after_move(A, 0, false).unwrap();
        clock.after_move(D, 1_000, true).unwrap();
        assert_eq!(clock.deadline(A), Some(1_000 + DAY_MS));
        clock.after_move(A, 1_000 + DAY_MS - 1, true).unwrap();
        assert_eq!(clock.left_ms, [DAY_MS, DAY_MS]);
        assert_eq!(clock.deadline(D), Some(1_000 + 2 * DAY_MS - 1));
    }

    #[test]
    fn a_takeback_hands_the_turn_over_without_increment() {
        let mut clock = Clock {
            control: TimeControl::live(5, 3),
            left_ms: [100_000, 200_000],
            running_since: Some(0),
        };
        clock.hand_over(A, D, 30_000, true);
        assert_eq!(clock.left_ms, [70_000, 200_000]);
        assert_eq!(clock.deadline(D), Some(230_000));
        clock.stop(D, 40_000);
        assert_eq!(clock.left_ms, [70_000, 190_000]);
        assert_eq!(clock.deadline(D), None);
    }
}
