//! [`Weights`]: every number the evaluation uses, in one struct, one set
//! per preset. The shipped values in `weights.json` come from self-play
//! tuning (`tablut tune`), not from guesses; see `docs/engine.md`.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use tablut_core::{Flag, Preset, Rules};
use thiserror::Error;

/// The largest weight magnitude accepted (100 soldiers). With it, no
/// position's sum comes near the win scores, and the evaluation is clamped
/// below them anyway ([`crate::eval::EVAL_LIMIT`]).
pub const MAX_WEIGHT: i32 = 10_000;

/// Why a set of weights was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum WeightsError {
    /// The file could not be read, or is too large for a weights file.
    #[error(transparent)]
    Read(#[from] crate::files::ReadError),
    /// The text is not a weight set.
    #[error("not a weight set written by `tablut tune`: {0}")]
    Format(String),
    /// A weight is too large.
    #[error("weight {name} = {value} is out of range: weights must lie within ±{MAX_WEIGHT} (hundredths of a soldier)")]
    OutOfRange {
        /// Which weight (`{preset}.` prefixed in a set).
        name: String,
        /// Its value.
        value: i32,
    },
}

/// Number of square classes under the board's 8 symmetries: a square's
/// distances to the nearer file edge and rank edge, unordered, each 0–4.
pub const SQUARE_CLASSES: usize = 15;

/// The evaluation's weights, in hundredths of a soldier. Features are
/// counted for the defenders and subtracted for the attackers, except
/// where a name says whose.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Weights {
    /// Value of one attacker on the board.
    pub attacker: i32,
    /// Value of one defending soldier on the board.
    pub defender: i32,
    /// Per escape square the king sees in one move when the attackers are
    /// to move (the search settles the defenders' own turn exactly).
    pub king_route: i32,
    /// Per square the king can reach from which an escape square would be
    /// in sight: threats of a Raichi next move.
    pub king_launch: i32,
    /// Per square the king can move to.
    pub king_mobility: i32,
    /// Per attacker next to the king.
    pub king_attacker: i32,
    /// Per defender next to the king.
    pub king_guard: i32,
    /// Per empty square beside an attacker (room to move).
    pub attacker_mobility: i32,
    /// Per empty square beside a defender or the king.
    pub defender_mobility: i32,
    /// Bonus for the side to move.
    pub tempo: i32,
    /// Attacker placement, by square class (see [`square_class`]).
    pub attacker_square: [i32; SQUARE_CLASSES],
    /// Defender placement, by square class.
    pub defender_square: [i32; SQUARE_CLASSES],
    /// King placement, by square class.
    pub king_square: [i32; SQUARE_CLASSES],
}

/// The class of a square under the board's symmetries: `(a, b)` with
/// `a <= b` the distances to the nearer edges, numbered 0..15 in the order
/// (0,0) (0,1) … (0,4) (1,1) … (4,4).
pub fn square_class(file: u8, rank: u8) -> usize {
    let x = file.min(8 - file) as usize;
    let y = rank.min(8 - rank) as usize;
    let (a, b) = if x <= y { (x, y) } else { (y, x) };
    // Rows of the triangle: a=0 has 5 classes, a=1 has 4, …
    let start = [0, 5, 9, 12, 14][a];
    start + (b - a)
}

impl Weights {
    /// Calls `f` with the name and a mutable reference of every weight, in
    /// a fixed order (the tuner's parameter vector).
    pub fn visit_mut(&mut self, mut f: impl FnMut(String, &mut i32)) {
        f("attacker".into(), &mut self.attacker);
        f("defender".into(), &mut self.defender);
        f("king_route".into(), &mut self.king_route);
        f("king_launch".into(), &mut self.king_launch);
        f("king_mobility".into(), &mut self.king_mobility);
        f("king_attacker".into(), &mut self.king_attacker);
        f("king_guard".into(), &mut self.king_guard);
        f("attacker_mobility".into(), &mut self.attacker_mobility);
        f("defender_mobility".into(), &mut self.defender_mobility);
        f("tempo".into(), &mut self.tempo);
        for (name, table) in [
            ("attacker_square", &mut self.attacker_square),
            ("defender_square", &mut self.defender_square),
            ("king_square", &mut self.king_square),
        ] {
            for (i, w) in table.iter_mut().enumerate() {
                f(format!("{name}[{i}]"), w);
            }
        }
    }

    /// Checks every weight lies within ±[`MAX_WEIGHT`].
    pub fn validate(&self) -> Result<(), WeightsError> {
        let mut bad = None;
        self.clone().visit_mut(|name, w| {
            if bad.is_none() && w.abs() > MAX_WEIGHT {
                bad = Some(WeightsError::OutOfRange { name, value: *w });
            }
        });
        bad.map_or(Ok(()), Err)
    }

    /// The weights as a flat vector, in [`visit_mut`](Self::visit_mut) order.
    pub fn to_vec(&self) -> Vec<i32> {
        let mut v = Vec::new();
        self.clone().visit_mut(|_, w| v.push(*w));
        v
    }

    /// Sets every weight from a flat vector in
    /// [`visit_mut`](Self::visit_mut) order (extra values are ignored).
    pub fn set_from(&mut self, values: &[i32]) {
        let mut it = values.iter();
        self.visit_mut(|_, w| {
            if let Some(v) = it.next() {
                *w = *v;
            }
        });
    }

    /// The shipped weights for `rules`: the preset's own when the rules are
    /// a preset, otherwise those of the preset differing in fewest flags.
    pub fn for_rules(rules: &Rules) -> Weights {
        shipped().get(nearest_preset(rules)).clone()
    }
}

/// The preset whose rules differ from `rules` in fewest flags (the preset
/// itself for a preset): whose weights a custom rule set uses.
pub fn nearest_preset(rules: &Rules) -> Preset {
    Preset::ALL
        .iter()
        .min_by_key(|p| {
            let pr = p.rules();
            Flag::ALL
                .iter()
                .filter(|f| f.get(&pr) != f.get(rules))
                .count()
        })
        .copied()
        .unwrap_or(Preset::Ludoteka)
}

/// One [`Weights`] per preset, as stored in `weights.json`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WeightSet {
    /// For `ludoteka`.
    pub ludoteka: Weights,
    /// For `catalan`.
    pub catalan: Weights,
    /// For `brainking`.
    pub brainking: Weights,
    /// For `cartier`.
    pub cartier: Weights,
    /// Both Ashton presets: they differ only in positions an engine
    /// rarely meets (ASHTON.md §3).
    pub ashton: Weights,
}

impl WeightSet {
    /// Reads a weight set from JSON (as `tablut tune` writes it) and checks
    /// every weight is in range.
    pub fn from_json(text: &str) -> Result<WeightSet, WeightsError> {
        let set: WeightSet =
            serde_json::from_str(text).map_err(|e| WeightsError::Format(e.to_string()))?;
        for preset in [
            Preset::Ludoteka,
            Preset::Catalan,
            Preset::Brainking,
            Preset::Cartier,
            Preset::Ashton,
        ] {
            set.get(preset).validate().map_err(|e| match e {
                WeightsError::OutOfRange { name, value } => WeightsError::OutOfRange {
                    name: format!("{}.{name}", preset.name()),
                    value,
                },
                other => other,
            })?;
        }
        Ok(set)
    }

    /// Reads a weight set from a file `tablut tune` wrote, checked as
    /// [`WeightSet::from_json`] checks it. Every command that takes a
    /// weights file reads it here, so all say the same about a bad one.
    pub fn load(path: &std::path::Path) -> Result<WeightSet, WeightsError> {
        let text = crate::files::read_text(path, &crate::files::Limit::WEIGHTS)?;
        WeightSet::from_json(&text)
    }

    /// The weights of `preset`.
    pub fn get(&self, preset: Preset) -> &Weights {
        match preset {
            Preset::Ludoteka => &self.ludoteka,
            Preset::Catalan => &self.catalan,
            Preset::Brainking => &self.brainking,
            Preset::Cartier => &self.cartier,
            Preset::Ashton | Preset::AshtonServer => &self.ashton,
        }
    }
    /// The weights of `preset`, to change.
    pub fn get_mut(&mut self, preset: Preset) -> &mut Weights {
        match preset {
            Preset::Ludoteka => &mut self.ludoteka,
            Preset::Catalan => &mut self.catalan,
            Preset::Brainking => &mut self.brainking,
            Preset::Cartier => &mut self.cartier,
            Preset::Ashton | Preset::AshtonServer => &mut self.ashton,
        }
    }
}

/// The weights shipped in the binary (`weights.json`, written by
/// `tablut tune`).
pub fn shipped() -> &'static WeightSet {
    static SET: OnceLock<WeightSet> = OnceLock::new();
    SET.get_or_init(|| {
        serde_json::from_str(include_str!("../weights.json"))
            .expect("weights.json is checked by the test `shipped_weights_load`")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn huge_weights_are_refused() {
        let mut set = shipped().clone();
        set.cartier.king_route = 40_000;
        let text = serde_json::to_string(&set).unwrap();
        let err = WeightSet::from_json(&text).unwrap_err();
        assert_eq!(
            err,
            WeightsError::OutOfRange {
                name: "cartier.king_route".into(),
                value: 40_000
            }
        );
        assert!(WeightSet::from_json("{").is_err());
        let text = serde_json::to_string(shipped()).unwrap();
        assert_eq!(WeightSet::from_json(&text).as_ref(), Ok(shipped()));
    }

    #[test]
    fn a_weights_file_is_read_and_checked() {
        let dir = std::env::temp_dir().join(format!("tablut-weights-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let good = dir.join("good.json");
        std::fs::write(&good, serde_json::to_string(shipped()).unwrap()).unwrap();
        assert_eq!(WeightSet::load(&good).as_ref(), Ok(shipped()));

        let mut set = shipped().clone();
        set.ludoteka.attacker = MAX_WEIGHT + 1;
        let huge = dir.join("huge.json");
        std::fs::write(&huge, serde_json::to_string(&set).unwrap()).unwrap();
        assert!(matches!(
            WeightSet::load(&huge),
            Err(WeightsError::OutOfRange { name, .. }) if name == "ludoteka.attacker"
        ));

        let missing = dir.join("missing.json");
        let err = WeightSet::load(&missing).unwrap_err();
        assert!(matches!(err, WeightsError::Read(_)), "{err:?}");
        assert!(err.to_string().starts_with("cannot read "), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn shipped_weights_load() {
        let s = shipped();
        assert!(s.ludoteka.attacker > 0);
        assert_eq!(Weights::for_rules(&Rules::CARTIER), s.cartier);
        let mut r = Rules::BRAINKING;
        r.king_armed = true;
        assert_eq!(Weights::for_rules(&r), s.brainking);
    }

    #[test]
    fn square_classes_cover_15() {
        let mut seen = [0; SQUARE_CLASSES];
        for f in 0..9 {
            for r in 0..9 {
                seen[square_class(f, r)] += 1;
            }
        }
        assert!(seen.iter().all(|&n| n > 0));
        assert_eq!(square_class(0, 0), 0);
        assert_eq!(square_class(4, 4), 14);
        assert_eq!(square_class(8, 1), square_class(1, 0));
    }

    #[test]
    fn flat_vector_round_trips() {
        let w = shipped().ludoteka.clone();
        let mut v = w.to_vec();
        assert_eq!(v.len(), 10 + 3 * SQUARE_CLASSES);
        v[0] += 7;
        let mut w2 = w.clone();
        w2.set_from(&v);
        assert_eq!(w2.attacker, w.attacker + 7);
        assert_eq!(w2.to_vec(), v);
    }
}
