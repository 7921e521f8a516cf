//! [`Flag`]: the name, meaning and text values of each field of
//! [`Rules`], so that any rule can be read and changed by name
//! (`--rule king_armed=false`).
//!
//! Every flag is declared once, in the table of `flags!` below: one line
//! per field of [`Rules`] with its type and meaning. The flag's name is the
//! field's name and its values come from the field's type
//! (`FlagValue`), so [`Flag`], [`Flag::ALL`], the names, meanings,
//! values, and reading and writing a flag on [`Rules`] all follow from
//! that line. Nothing can be forgotten silently: the table destructures
//! [`Rules`] without `..` (a field missing from it does not compile), every
//! generated `match` lists each flag (no wildcard arm), and each value
//! table matches its enum exhaustively.

use crate::piece::Side;
use thiserror::Error;

use crate::rules::{CampHostile, Camps, Escape, MustVary, NoMoves, Repetition, Rules};

/// A type a [`Rules`] field can have: its values as text, in a fixed
/// order, and the position of a value in that order.
trait FlagValue: Copy + Sized {
    /// The values as text, joined by `|`.
    const VALUES: &'static str;
    /// The position of `self` among [`VALUES`](Self::VALUES).
    fn index(self) -> usize;
    /// The value at position `i` of [`VALUES`](Self::VALUES).
    fn from_index(i: usize) -> Option<Self>;
}

impl FlagValue for bool {
    const VALUES: &'static str = "true|false";
    fn index(self) -> usize {
        usize::from(!self)
    }
    fn from_index(i: usize) -> Option<bool> {
        [true, false].get(i).copied()
    }
}

/// [`Rules::repeats_allowed`], the one number among the flags: 0 to 9 (a
/// larger number reads as 9).
impl FlagValue for u8 {
    const VALUES: &'static str = "0|1|2|3|4|5|6|7|8|9";
    fn index(self) -> usize {
        usize::from(self.min(9))
    }
    fn from_index(i: usize) -> Option<u8> {
        u8::try_from(i).ok().filter(|n| *n <= 9)
    }
}

/// The text of each variant of an enum used as a flag's value, in order.
macro_rules! flag_values {
    ($ty:ident { $first:ident = $first_text:literal $(, $variant:ident = $text:literal)* $(,)? }) => {
        impl FlagValue for $ty {
            const VALUES: &'static str = concat!($first_text $(, "|", $text)*);
            fn index(self) -> usize {
                // No wildcard: a variant added to the enum must be listed.
                match self {
                    $ty::$first $(| $ty::$variant)* => {}
                }
                [$ty::$first $(, $ty::$variant)*]
                    .iter()
                    .position(|v| *v == self)
                    .expect("every variant is listed")
            }
            fn from_index(i: usize) -> Option<$ty> {
                [$ty::$first $(, $ty::$variant)*].get(i).copied()
            }
        }
    };
}

flag_values!(Side { Attackers = "attackers", Defenders = "defenders" });
flag_values!(Escape { Corners = "corners", Edge = "edge", Tiles = "tiles" });
flag_values!(Repetition {
    Draw = "draw",
    Vary = "vary",
    Ignore = "ignore",
    Second = "second",
    Server = "server",
});
flag_values!(MustVary { Attackers = "attackers", Defenders = "defenders", Any = "any" });
flag_values!(NoMoves { Loss = "loss", Draw = "draw" });
flag_values!(Camps { None = "none", Fortress = "fortress", Own = "own", Server = "server" });
flag_values!(CampHostile { None = "none", All = "all", Server = "server" });

/// Declares [`Flag`] from the table of flags: `Variant, field: Type,
/// "meaning";` per field of [`Rules`], in display order.
macro_rules! flags {
    ($($variant:ident, $field:ident: $ty:ty, $meaning:literal;)+) => {
        /// One named, changeable field of [`Rules`].
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum Flag {
            $(
                #[doc = concat!("[`Rules::", stringify!($field), "`]: ", $meaning, ".")]
                $variant,
            )+
        }

        impl Flag {
            /// Every flag, in display order.
            pub const ALL: [Flag; [$(stringify!($variant)),+].len()] = [$(Flag::$variant),+];

            /// The flag's name on the command line: the field's name.
            pub const fn name(self) -> &'static str {
                match self {
                    $(Flag::$variant => stringify!($field),)+
                }
            }

            /// A one-line explanation for people.
            pub const fn meaning(self) -> &'static str {
                match self {
                    $(Flag::$variant => $meaning,)+
                }
            }

            /// The values the flag accepts, joined by `|`.
            pub const fn values(self) -> &'static str {
                match self {
                    $(Flag::$variant => <$ty as FlagValue>::VALUES,)+
                }
            }

            /// The position of the flag's value in `rules` among
            /// [`values`](Self::values).
            fn index(self, rules: &Rules) -> usize {
                match self {
                    $(Flag::$variant => FlagValue::index(rules.$field),)+
                }
            }

            /// Sets the flag in `rules` to the value at `i` of
            /// [`values`](Self::values); `false` if there is none.
            fn set_index(self, rules: &mut Rules, i: usize) -> bool {
                match self {
                    $(Flag::$variant => match <$ty as FlagValue>::from_index(i) {
                        Some(v) => {
                            rules.$field = v;
                            true
                        }
                        None => false,
                    },)+
                }
            }
        }

        /// Every field of [`Rules`] is a flag: this pattern has no `..`, so
        /// a field missing from the table does not compile.
        #[allow(dead_code)]
        fn every_field_is_a_flag(rules: Rules) {
            let Rules { $($field: _,)+ } = rules;
        }
    };
}

flags! {
    First, first: Side, "side that makes the first move";
    Escape, escape: Escape, "squares where the king escapes (tiles: edge less corners and camps)";
    CornersKingOnly, corners_king_only: bool, "only the king may stop on a corner";
    KingReenter, king_reenter: bool, "king may stop on the throne again after leaving it";
    ThroneCrossable, throne_crossable: bool, "pieces may pass over the empty throne";
    CornerHostile, corner_hostile: bool, "empty corners capture soldiers of both sides";
    ThroneHostile, throne_hostile: bool, "empty throne captures soldiers of both sides";
    LinnaeanThrone, linnaean_throne: bool,
        "throne with king captures a defender beside it when 3 attackers flank it";
    OccupiedThroneHostile, occupied_throne_hostile: bool,
        "throne with king captures a defender beside it, always";
    Camps, camps: Camps,
        "who may cross or stop on the camps, the attackers' 16 starting squares";
    CampHostile, camp_hostile: CampHostile,
        "camp squares capture soldiers and count against the king (server: centres spare attackers)";
    KingArmed, king_armed: bool, "king captures as the moving piece";
    CapturesOnEscape, captures_on_escape: bool, "the escaping king still captures on his last move";
    KingAnvil, king_anvil: bool, "king captures as the standing piece";
    KingEdgeCapture, king_edge_capture: bool, "king on an edge square captured by 3 attackers";
    KingCornerCapture, king_corner_capture: bool, "king next to a corner captured by 2 attackers";
    KingCustodial, king_custodial: bool, "king away from the throne captured by 2 attackers";
    Repetition, repetition: Repetition,
        "3rd occurrence draws / 4th barred / ignored / 2nd draws / 2nd after a move draws";
    MustVary, must_vary: MustVary, "side barred from a 4th occurrence when repetition=vary";
    RepeatsAllowed, repeats_allowed: u8,
        "extra occurrences allowed before the draw (second, server)";
    NoMoves, no_moves: NoMoves, "result for a side with no legal move";
}

impl Flag {
    /// The flag with this name (`-` and `_` are interchangeable).
    pub fn from_name(name: &str) -> Option<Flag> {
        let norm = name.trim().to_ascii_lowercase().replace('-', "_");
        Flag::ALL.iter().copied().find(|f| f.name() == norm)
    }

    /// The flag's value in `rules`, as text.
    pub fn get(self, rules: &Rules) -> String {
        let i = self.index(rules);
        self.values()
            .split('|')
            .nth(i)
            .expect("index within values")
            .to_string()
    }

    /// Sets the flag in `rules` from text: one of [`values`](Self::values)
    /// or a common synonym (`yes`/`no`, `corner`, `both`, …).
    pub fn set(self, rules: &mut Rules, value: &str) -> Result<(), RuleFlagError> {
        let v = value.trim().to_ascii_lowercase();
        // A value of the flag itself wins over a synonym: `none` is a value
        // of `camps` but a synonym of `ignore` for `repetition`.
        let own = self.values().split('|').any(|x| x == v);
        let canonical = match v.as_str() {
            other if own => other,
            "yes" | "y" | "on" | "1" => "true",
            "no" | "n" | "off" | "0" => "false",
            "corner" => "corners",
            "edges" => "edge",
            "draw3" => "draw",
            "must_vary" => "vary",
            "none" => "ignore",
            "a" | "attacker" => "attackers",
            "d" | "defender" => "defenders",
            "both" => "any",
            "lose" => "loss",
            other => other,
        };
        let i = self
            .values()
            .split('|')
            .position(|x| x == canonical)
            .ok_or_else(|| RuleFlagError::BadValue {
                flag: self.name(),
                value: value.chars().take(32).collect(),
                expected: self.values(),
            })?;
        let set = self.set_index(rules, i);
        debug_assert!(set, "i is a position in values()");
        Ok(())
    }
}

/// The rules read and changed by their flags' names: the text interface
/// of `--rule name=value` and of variant strings.
impl Rules {
    /// Sets one flag by name from its text value, as `--rule name=value`.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), RuleFlagError> {
        let flag = Flag::from_name(name).ok_or_else(|| RuleFlagError::UnknownFlag {
            name: name.chars().take(40).collect(),
        })?;
        flag.set(self, value)
    }

    /// Applies `name=value`.
    pub fn apply(&mut self, assignment: &str) -> Result<(), RuleFlagError> {
        let (name, value) =
            assignment
                .split_once('=')
                .ok_or_else(|| RuleFlagError::NotAnAssignment {
                    text: assignment.chars().take(40).collect(),
                })?;
        self.set(name.trim(), value.trim())
    }

    /// Applies `name=value` changes in order, refusing a flag set twice to
    /// different values (`king_armed=false,king_armed=true` once meant
    /// whichever came last, issue 30). The same value twice is accepted.
    pub fn apply_all<'a>(
        &mut self,
        assignments: impl IntoIterator<Item = &'a str>,
    ) -> Result<(), RuleFlagError> {
        let mut given: Vec<(crate::Flag, String)> = Vec::new();
        for assignment in assignments {
            self.apply(assignment)?;
            let name = assignment.split_once('=').map_or("", |(n, _)| n);
            let Some(flag) = crate::Flag::from_name(name) else {
                continue;
            };
            let value = flag.get(self);
            match given.iter().find(|(f, _)| *f == flag) {
                Some((_, first)) if *first != value => {
                    return Err(RuleFlagError::Contradiction {
                        flag: flag.name(),
                        first: first.clone(),
                        second: value,
                    })
                }
                Some(_) => {}
                None => given.push((flag, value)),
            }
        }
        Ok(())
    }

    /// Every flag with its current value as text, in a fixed order.
    pub fn flags(&self) -> Vec<(Flag, String)> {
        Flag::ALL.iter().map(|f| (*f, f.get(self))).collect()
    }
}

/// A problem with a `--rule` flag or a rule-set name.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RuleFlagError {
    /// No flag has this name.
    #[error("unknown rule flag '{name}'; `tablut rules NAME` lists every flag of a rule set")]
    UnknownFlag {
        /// The name given.
        name: String,
    },
    /// The value does not fit the flag.
    #[error("'{value}' is not a value of {flag}: use {expected}")]
    BadValue {
        /// The flag.
        flag: &'static str,
        /// The value given.
        value: String,
        /// What it accepts.
        expected: &'static str,
    },
    /// Not `name=value`.
    #[error("'{text}' is not a rule change: write NAME=VALUE, like king_armed=false")]
    NotAnAssignment {
        /// The text given.
        text: String,
    },
    /// No preset has this name.
    #[error("unknown rule set '{name}': choose one of ludoteka, catalan, brainking, cartier, ashton, ashton-server")]
    UnknownPreset {
        /// The name given.
        name: String,
    },
    /// One flag set twice, to different values.
    #[error("{flag} is set twice, to {first} and to {second}: give it once")]
    Contradiction {
        /// The flag.
        flag: &'static str,
        /// Its first value.
        first: String,
        /// The other value.
        second: String,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_gives_every_flag_once_with_its_field_s_values() {
        assert_eq!(Flag::ALL.len(), 21);
        for (i, f) in Flag::ALL.iter().enumerate() {
            assert_eq!(Flag::from_name(f.name()), Some(*f));
            assert!(Flag::ALL[..i].iter().all(|g| g.name() != f.name()));
            assert!(!f.meaning().is_empty() && f.values().contains('|'));
        }
        assert_eq!(Flag::Camps.values(), "none|fortress|own|server");
        assert_eq!(Flag::KingArmed.values(), "true|false");
        assert_eq!(Flag::RepeatsAllowed.values(), "0|1|2|3|4|5|6|7|8|9");
        // A number beyond the listed ones reads as the last.
        let r = Rules {
            repeats_allowed: 12,
            ..Rules::ASHTON
        };
        assert_eq!(Flag::RepeatsAllowed.get(&r), "9");
    }

    #[test]
    fn every_flag_round_trips_its_values() {
        for f in Flag::ALL {
            for value in f.values().split('|') {
                let mut r = Rules::LUDOTEKA;
                f.set(&mut r, value).unwrap();
                assert_eq!(f.get(&r), value, "{}", f.name());
            }
        }
    }

    #[test]
    fn bad_flags_are_refused_with_a_reason() {
        let mut r = Rules::LUDOTEKA;
        assert!(matches!(
            r.apply("king_armd=false"),
            Err(RuleFlagError::UnknownFlag { .. })
        ));
        assert!(matches!(
            r.apply("king_armed=perhaps"),
            Err(RuleFlagError::BadValue { .. })
        ));
        assert!(matches!(
            r.apply("king_armed"),
            Err(RuleFlagError::NotAnAssignment { .. })
        ));
        assert_eq!(r, Rules::LUDOTEKA);
    }
}
