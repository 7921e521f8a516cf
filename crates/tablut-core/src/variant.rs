//! The named presets of RULES.md §3 and ASHTON.md, and [`Variant`], a preset with some
//! rules changed, written `ludoteka:king_armed=false`.

use std::fmt;
use std::str::FromStr;

use crate::flag::Flag;
use crate::flag::RuleFlagError;
use crate::rules::Rules;

/// The named rule sets: the four of RULES.md §3 and the two of ASHTON.md.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Preset {
    /// Ludoteka (seeds 000/003).
    Ludoteka,
    /// The Catalan text (seed 001).
    Catalan,
    /// BrainKing (seed 002).
    Brainking,
    /// Cartier (seed 004).
    Cartier,
    /// The Ashton rules as the Tablut Challenge publishes them (ASHTON.md).
    Ashton,
    /// The Ashton rules as the Tablut Challenge server plays them (ASHTON.md).
    AshtonServer,
}

impl Preset {
    /// Every preset.
    pub const ALL: [Preset; 6] = [
        Preset::Ludoteka,
        Preset::Catalan,
        Preset::Brainking,
        Preset::Cartier,
        Preset::Ashton,
        Preset::AshtonServer,
    ];

    /// The four presets of RULES.md, from the historical sources.
    pub const RULES_MD: [Preset; 4] = [
        Preset::Ludoteka,
        Preset::Catalan,
        Preset::Brainking,
        Preset::Cartier,
    ];

    /// The preset's name.
    pub const fn name(self) -> &'static str {
        match self {
            Preset::Ludoteka => "ludoteka",
            Preset::Catalan => "catalan",
            Preset::Brainking => "brainking",
            Preset::Cartier => "cartier",
            Preset::Ashton => "ashton",
            Preset::AshtonServer => "ashton-server",
        }
    }

    /// The preset's rules.
    pub const fn rules(self) -> Rules {
        match self {
            Preset::Ludoteka => Rules::LUDOTEKA,
            Preset::Catalan => Rules::CATALAN,
            Preset::Brainking => Rules::BRAINKING,
            Preset::Cartier => Rules::CARTIER,
            Preset::Ashton => Rules::ASHTON,
            Preset::AshtonServer => Rules::ASHTON_SERVER,
        }
    }

    /// One line on where the rule set comes from and what marks it.
    pub const fn summary(self) -> &'static str {
        match self {
            Preset::Ludoteka => {
                "Ludoteka (Spanish/English): defenders first, king escapes to a corner, \
                 armed king, captured by 3 against the edge or 2 beside a corner"
            }
            Preset::Catalan => {
                "Catalan text: attackers first, king escapes to a corner, the five royal \
                 squares are hostile when empty, king never captured against the edge"
            }
            Preset::Brainking => {
                "BrainKing (Dutch): defenders first, king escapes to any edge square, \
                 unarmed king, throne closed once the king leaves it"
            }
            Preset::Cartier => {
                "Cartier's Linnaeus: attackers first, edge escape, nobody enters or crosses \
                 the throne, king taken by 2 away from the throne, attackers must vary repeats"
            }
            Preset::Ashton => {
                "Ashton (Tablut Challenge, as published): defenders first, escape tiles, \
                 camps only black leaves, throne and camps capture, 2nd repetition draws"
            }
            Preset::AshtonServer => {
                "Ashton as the Challenge's Java server plays it: camp centres spare black, \
                 the start is not counted for repetition"
            }
        }
    }
}

impl FromStr for Preset {
    type Err = RuleFlagError;
    fn from_str(s: &str) -> Result<Preset, RuleFlagError> {
        let n = s.trim().to_ascii_lowercase().replace('_', "-");
        Preset::ALL
            .iter()
            .copied()
            .find(|p| p.name() == n)
            .ok_or_else(|| RuleFlagError::UnknownPreset {
                name: s.chars().take(32).collect(),
            })
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A rule set as people name it: a preset, possibly with changed flags.
/// Written `ludoteka` or `ludoteka:king_armed=false,king_anvil=false`;
/// [`Display`](fmt::Display) and [`FromStr`] are inverses.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Variant {
    /// The preset the rules start from.
    pub preset: Preset,
    /// The rules in force.
    pub rules: Rules,
}

impl Variant {
    /// A preset unchanged.
    pub const fn preset(p: Preset) -> Variant {
        Variant {
            preset: p,
            rules: p.rules(),
        }
    }

    /// Names arbitrary rules as the preset they differ least from.
    pub fn from_rules(rules: Rules) -> Variant {
        let preset = Preset::ALL
            .iter()
            .copied()
            .min_by_key(|p| {
                let base = p.rules();
                Flag::ALL
                    .iter()
                    .filter(|f| f.get(&base) != f.get(&rules))
                    .count()
            })
            .expect("there are presets");
        Variant { preset, rules }
    }

    /// The flags that differ from the preset.
    pub fn changes(&self) -> Vec<(Flag, String)> {
        let base = self.preset.rules();
        Flag::ALL
            .iter()
            .filter(|f| f.get(&base) != f.get(&self.rules))
            .map(|f| (*f, f.get(&self.rules)))
            .collect()
    }
}

impl Default for Variant {
    fn default() -> Variant {
        Variant::preset(Preset::Ludoteka)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.preset.name())?;
        for (i, (flag, value)) in self.changes().into_iter().enumerate() {
            f.write_str(if i == 0 { ":" } else { "," })?;
            write!(f, "{}={}", flag.name(), value)?;
        }
        Ok(())
    }
}

crate::text_serde::serde_as_text!(Variant);

impl FromStr for Variant {
    type Err = RuleFlagError;
    fn from_str(s: &str) -> Result<Variant, RuleFlagError> {
        let (name, changes) = match s.split_once(':') {
            Some((n, c)) => (n, c),
            None => (s, ""),
        };
        let mut v = Variant::preset(name.parse()?);
        v.rules
            .apply_all(changes.split(',').filter(|p| !p.trim().is_empty()))?;
        Ok(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flag_set_twice_to_different_values_is_refused() {
        let e = "ludoteka:king_armed=false,king_armed=true"
            .parse::<Variant>()
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "king_armed is set twice, to false and to true: give it once"
        );
        // The same value twice is no contradiction.
        let v: Variant = "ludoteka:king_armed=false,king_armed=false"
            .parse()
            .unwrap();
        assert!(!v.rules.king_armed);
        let mut rules = Rules::LUDOTEKA;
        assert!(rules.apply_all(["escape=edge", "king_armed=true"]).is_ok());
        let mut rules = Rules::LUDOTEKA;
        let e = rules
            .apply_all(["escape=edge", "escape=corners"])
            .unwrap_err();
        assert!(
            matches!(e, RuleFlagError::Contradiction { flag: "escape", .. }),
            "{e}"
        );
    }

    #[test]
    fn variant_text_round_trips() {
        let mut v = Variant::preset(Preset::Ludoteka);
        assert_eq!(v.to_string(), "ludoteka");
        v.rules.set("king_armed", "false").unwrap();
        v.rules.set("repetition", "vary").unwrap();
        let s = v.to_string();
        assert_eq!(s, "ludoteka:king_armed=false,repetition=vary");
        assert_eq!(s.parse::<Variant>().unwrap(), v);
        assert!("nonsense".parse::<Variant>().is_err());
    }
}
