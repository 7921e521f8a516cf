//! [`Flag`]: the name, meaning and text values of each field of
//! [`Rules`], so that any rule can be read and changed by name
//! (`--rule king_armed=false`).

use crate::piece::Side;
use crate::rules::{
    CampHostile, Camps, Escape, MustVary, NoMoves, Repetition, RuleFlagError, Rules,
};

/// One named, changeable field of [`Rules`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Flag {
    /// [`Rules::first`]
    First,
    /// [`Rules::escape`]
    Escape,
    /// [`Rules::corners_king_only`]
    CornersKingOnly,
    /// [`Rules::king_reenter`]
    KingReenter,
    /// [`Rules::throne_crossable`]
    ThroneCrossable,
    /// [`Rules::corner_hostile`]
    CornerHostile,
    /// [`Rules::throne_hostile`]
    ThroneHostile,
    /// [`Rules::linnaean_throne`]
    LinnaeanThrone,
    /// [`Rules::occupied_throne_hostile`]
    OccupiedThroneHostile,
    /// [`Rules::camps`]
    Camps,
    /// [`Rules::camp_hostile`]
    CampHostile,
    /// [`Rules::king_armed`]
    KingArmed,
    /// [`Rules::captures_on_escape`]
    CapturesOnEscape,
    /// [`Rules::king_anvil`]
    KingAnvil,
    /// [`Rules::king_edge_capture`]
    KingEdgeCapture,
    /// [`Rules::king_corner_capture`]
    KingCornerCapture,
    /// [`Rules::king_custodial`]
    KingCustodial,
    /// [`Rules::repetition`]
    Repetition,
    /// [`Rules::must_vary`]
    MustVary,
    /// [`Rules::repeats_allowed`]
    RepeatsAllowed,
    /// [`Rules::no_moves`]
    NoMoves,
}

impl Flag {
    /// Every flag, in display order.
    pub const ALL: [Flag; 21] = [
        Flag::First,
        Flag::Escape,
        Flag::CornersKingOnly,
        Flag::KingReenter,
        Flag::ThroneCrossable,
        Flag::CornerHostile,
        Flag::ThroneHostile,
        Flag::LinnaeanThrone,
        Flag::OccupiedThroneHostile,
        Flag::Camps,
        Flag::CampHostile,
        Flag::KingArmed,
        Flag::CapturesOnEscape,
        Flag::KingAnvil,
        Flag::KingEdgeCapture,
        Flag::KingCornerCapture,
        Flag::KingCustodial,
        Flag::Repetition,
        Flag::MustVary,
        Flag::RepeatsAllowed,
        Flag::NoMoves,
    ];

    /// The flag's name on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Flag::First => "first",
            Flag::Escape => "escape",
            Flag::CornersKingOnly => "corners_king_only",
            Flag::KingReenter => "king_reenter",
            Flag::ThroneCrossable => "throne_crossable",
            Flag::CornerHostile => "corner_hostile",
            Flag::ThroneHostile => "throne_hostile",
            Flag::LinnaeanThrone => "linnaean_throne",
            Flag::OccupiedThroneHostile => "occupied_throne_hostile",
            Flag::Camps => "camps",
            Flag::CampHostile => "camp_hostile",
            Flag::KingArmed => "king_armed",
            Flag::CapturesOnEscape => "captures_on_escape",
            Flag::KingAnvil => "king_anvil",
            Flag::KingEdgeCapture => "king_edge_capture",
            Flag::KingCornerCapture => "king_corner_capture",
            Flag::KingCustodial => "king_custodial",
            Flag::Repetition => "repetition",
            Flag::MustVary => "must_vary",
            Flag::RepeatsAllowed => "repeats_allowed",
            Flag::NoMoves => "no_moves",
        }
    }

    /// A one-line explanation for people.
    pub const fn meaning(self) -> &'static str {
        match self {
            Flag::First => "side that makes the first move",
            Flag::Escape => "squares where the king escapes (tiles: edge less corners and camps)",
            Flag::CornersKingOnly => "only the king may stop on a corner",
            Flag::KingReenter => "king may stop on the throne again after leaving it",
            Flag::ThroneCrossable => "pieces may pass over the empty throne",
            Flag::CornerHostile => "empty corners capture soldiers of both sides",
            Flag::ThroneHostile => "empty throne captures soldiers of both sides",
            Flag::LinnaeanThrone => {
                "throne with king captures a defender beside it when 3 attackers flank it"
            }
            Flag::OccupiedThroneHostile => "throne with king captures a defender beside it, always",
            Flag::Camps => "who may cross or stop on the camps, the attackers' 16 starting squares",
            Flag::CampHostile => {
                "camp squares capture soldiers and count against the king (server: centres spare attackers)"
            }
            Flag::KingArmed => "king captures as the moving piece",
            Flag::CapturesOnEscape => "the escaping king still captures on his last move",
            Flag::KingAnvil => "king captures as the standing piece",
            Flag::KingEdgeCapture => "king on an edge square captured by 3 attackers",
            Flag::KingCornerCapture => "king next to a corner captured by 2 attackers",
            Flag::KingCustodial => "king away from the throne captured by 2 attackers",
            Flag::Repetition => {
                "3rd occurrence draws / 4th barred / ignored / 2nd draws / 2nd after a move draws"
            }
            Flag::MustVary => "side barred from a 4th occurrence when repetition=vary",
            Flag::RepeatsAllowed => "extra occurrences allowed before the draw (second, server)",
            Flag::NoMoves => "result for a side with no legal move",
        }
    }

    /// The values the flag accepts.
    pub const fn values(self) -> &'static str {
        match self {
            Flag::First => "attackers|defenders",
            Flag::MustVary => "attackers|defenders|any",
            Flag::Escape => "corners|edge|tiles",
            Flag::Repetition => "draw|vary|ignore|second|server",
            Flag::NoMoves => "loss|draw",
            Flag::Camps => "none|fortress|own|server",
            Flag::CampHostile => "none|all|server",
            Flag::RepeatsAllowed => "0|1|2|3|4|5|6|7|8|9",
            _ => "true|false",
        }
    }

    /// The flag with this name (`-` and `_` are interchangeable).
    pub fn from_name(name: &str) -> Option<Flag> {
        let norm = name.trim().to_ascii_lowercase().replace('-', "_");
        Flag::ALL.iter().copied().find(|f| f.name() == norm)
    }

    fn bool_field(self, r: &mut Rules) -> Option<&mut bool> {
        Some(match self {
            Flag::CornersKingOnly => &mut r.corners_king_only,
            Flag::KingReenter => &mut r.king_reenter,
            Flag::ThroneCrossable => &mut r.throne_crossable,
            Flag::CornerHostile => &mut r.corner_hostile,
            Flag::ThroneHostile => &mut r.throne_hostile,
            Flag::LinnaeanThrone => &mut r.linnaean_throne,
            Flag::OccupiedThroneHostile => &mut r.occupied_throne_hostile,
            Flag::KingArmed => &mut r.king_armed,
            Flag::CapturesOnEscape => &mut r.captures_on_escape,
            Flag::KingAnvil => &mut r.king_anvil,
            Flag::KingEdgeCapture => &mut r.king_edge_capture,
            Flag::KingCornerCapture => &mut r.king_corner_capture,
            Flag::KingCustodial => &mut r.king_custodial,
            _ => return None,
        })
    }

    /// The position of the flag's value in `rules` among [`values`](Self::values).
    fn index(self, rules: &Rules) -> usize {
        let mut r = *rules;
        if let Some(b) = self.bool_field(&mut r) {
            return usize::from(!*b);
        }
        match self {
            Flag::First => rules.first as usize,
            Flag::Escape => rules.escape as usize,
            Flag::Repetition => rules.repetition as usize,
            Flag::MustVary => rules.must_vary as usize,
            Flag::NoMoves => rules.no_moves as usize,
            Flag::Camps => rules.camps as usize,
            Flag::CampHostile => rules.camp_hostile as usize,
            Flag::RepeatsAllowed => usize::from(rules.repeats_allowed.min(9)),
            _ => unreachable!("boolean flags are handled above"),
        }
    }

    /// Sets the flag in `rules` to the value at `i` of [`values`](Self::values).
    fn set_index(self, rules: &mut Rules, i: usize) {
        if let Some(b) = self.bool_field(rules) {
            *b = i == 0;
            return;
        }
        match self {
            Flag::First => rules.first = [Side::Attackers, Side::Defenders][i],
            Flag::Escape => rules.escape = [Escape::Corners, Escape::Edge, Escape::Tiles][i],
            Flag::Repetition => {
                rules.repetition = [
                    Repetition::Draw,
                    Repetition::Vary,
                    Repetition::Ignore,
                    Repetition::Second,
                    Repetition::Server,
                ][i]
            }
            Flag::MustVary => {
                rules.must_vary = [MustVary::Attackers, MustVary::Defenders, MustVary::Any][i]
            }
            Flag::NoMoves => rules.no_moves = [NoMoves::Loss, NoMoves::Draw][i],
            Flag::Camps => {
                rules.camps = [Camps::None, Camps::Fortress, Camps::Own, Camps::Server][i]
            }
            Flag::CampHostile => {
                rules.camp_hostile = [CampHostile::None, CampHostile::All, CampHostile::Server][i]
            }
            Flag::RepeatsAllowed => rules.repeats_allowed = i as u8,
            _ => unreachable!("boolean flags are handled above"),
        }
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
        self.set_index(rules, i);
        Ok(())
    }
}
