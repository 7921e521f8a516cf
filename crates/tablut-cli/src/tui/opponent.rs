//! Who plays the other side of a `tablut play` game: a person at the same
//! keyboard, or the engine at a named [`Level`] or a fixed time per move.
//! Both the terminal UI and the line mode use these.

use std::fmt;
use std::time::Duration;

use tablut_core::Side;
use tablut_engine::{Level, Limits};
use tablut_i18n::{numbers, Args, Lang};

/// How hard the computer tries.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Strength {
    /// One of the named levels (`--level`).
    Level(Level),
    /// A fixed thinking time per move (`--movetime`).
    Movetime(Duration),
}

impl Strength {
    /// The level a computer opponent gets when nobody names one.
    pub const DEFAULT: Strength = Strength::Level(Level::Medium);

    /// The search limits for one move.
    pub fn limits(self) -> Limits {
        match self {
            Strength::Level(level) => level.limits(),
            Strength::Movetime(time) => Limits::movetime(time),
        }
    }

    /// A short description for menus: `looks 5 plies ahead`.
    pub fn describe(self, lang: Lang) -> String {
        match self {
            Strength::Level(level) => lang.tr(
                "tui-level-describe",
                &Args::new().str("level", level.name()),
            ),
            Strength::Movetime(time) => lang.tr(
                "tui-movetime-describe",
                &Args::new().str("seconds", seconds(lang, time)),
            ),
        }
    }

    /// The strength's name for menus and the side panel: `medium`, or
    /// `2.5 s per move` (what `Display` says in English).
    pub fn name(self, lang: Lang) -> String {
        match self {
            Strength::Level(level) => lang.tr("tui-level", &Args::new().str("level", level.name())),
            Strength::Movetime(time) => lang.tr(
                "tui-movetime",
                &Args::new().str("seconds", seconds(lang, time)),
            ),
        }
    }
}

/// `2.5`: seconds to one decimal, the language's way.
fn seconds(lang: Lang, time: Duration) -> String {
    numbers::decimal(lang, time.as_secs_f64(), 1)
}

impl fmt::Display for Strength {
    /// `medium`, or `2.5 s per move`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Strength::Level(level) => f.write_str(level.name()),
            Strength::Movetime(time) => write!(f, "{:.1} s per move", time.as_secs_f64()),
        }
    }
}

/// The strength of every hint, whatever the opponent's: the hard level,
/// one second of thought, strong enough to be worth following and quick
/// enough to wait for. (Hints at the opponent's strength were a beginner's
/// moves against a beginner.)
pub const HINT: Strength = Strength::Level(Level::Hard);

/// Who plays against whom.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Opponent {
    /// Two people take turns at one keyboard.
    Human,
    /// A person plays `human`; the engine plays the other side.
    Computer {
        /// The person's side.
        human: Side,
        /// How hard the engine tries.
        strength: Strength,
    },
}

impl Opponent {
    /// Whether the computer plays `side`.
    pub fn computer_plays(self, side: Side) -> bool {
        matches!(self, Opponent::Computer { human, .. } if human != side)
    }

    /// The side the person plays against the computer, if it is a computer game.
    pub fn human_side(self) -> Option<Side> {
        match self {
            Opponent::Human => None,
            Opponent::Computer { human, .. } => Some(human),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn who_plays_which_side() {
        let o = Opponent::Computer {
            human: Side::Defenders,
            strength: Strength::DEFAULT,
        };
        assert!(o.computer_plays(Side::Attackers));
        assert!(!o.computer_plays(Side::Defenders));
        assert_eq!(o.human_side(), Some(Side::Defenders));
        assert!(!Opponent::Human.computer_plays(Side::Attackers));
    }

    #[test]
    fn movetimes() {
        let two = Strength::Movetime(Duration::from_secs(2));
        assert_eq!(two.to_string(), "2.0 s per move");
        assert_eq!(two.name(Lang::english()), "2.0 s per move");
        let es = Lang::from_code("es").unwrap();
        assert_eq!(
            Strength::Movetime(Duration::from_millis(2500)).name(es),
            "2,5 s por movimiento"
        );
    }

    #[test]
    fn levels_in_words() {
        let en = Lang::english();
        for level in Level::ALL {
            let s = Strength::Level(level);
            assert_eq!(s.name(en), level.name());
            assert_eq!(s.describe(en), level.describe());
        }
    }
}
