//! Rule sets as data: one [`Rules`] value holds every decision of
//! RULES.md §4–§5, the presets are `const` values of it, and a custom
//! rule set is a preset with some fields changed ([`Variant`]).

use crate::piece::Side;

pub use crate::variant::{Preset, Variant};

/// Where the king escapes to.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Escape {
    /// The four corners only.
    Corners,
    /// Any edge square, corners included.
    Edge,
    /// Ashton's 16 escape tiles: the edge squares that are neither corners
    /// nor camp squares ([`Bitboard::ESCAPE_TILES`](crate::Bitboard::ESCAPE_TILES)).
    Tiles,
}

/// What repeating a position does (RULES.md D-13).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Repetition {
    /// The game is drawn when a position occurs for the 3rd time.
    Draw,
    /// A side named by [`MustVary`] may not make a position occur a 4th time
    /// (unless the move ends the game); there is no repetition draw.
    Vary,
    /// Repetition has no effect.
    Ignore,
    /// Ashton as published (ASHTON.md §2.6): the game is drawn when a
    /// position occurs for the 2nd time, the starting position counting as
    /// the first occurrence ([`Rules::repeats_allowed`] more are allowed).
    Second,
    /// The Tablut Challenge server (ASHTON.md §2.6): the game is drawn when
    /// a position reached by a move occurs for the 2nd time; the position
    /// the game started from is never counted, and a draw comes before a
    /// loss for want of moves ([`Rules::repeats_allowed`] more are allowed,
    /// the server's `-s N`).
    Server,
}

/// Who must vary under [`Repetition::Vary`] (RULES.md D-10).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MustVary {
    /// The attackers (Cartier's "offensive player").
    Attackers,
    /// The defenders.
    Defenders,
    /// Both sides.
    Any,
}

impl MustVary {
    /// Whether `side` is barred from making a position occur a 4th time.
    pub const fn binds(self, side: Side) -> bool {
        match self {
            MustVary::Attackers => matches!(side, Side::Attackers),
            MustVary::Defenders => matches!(side, Side::Defenders),
            MustVary::Any => true,
        }
    }
}

/// What happens to a side that has no legal move on its turn (RULES.md D-12).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum NoMoves {
    /// It loses.
    Loss,
    /// The game is drawn.
    Draw,
}

/// Who may cross and stop on the camp squares ([`Bitboard::CAMPS`](crate::Bitboard::CAMPS):
/// a4 a5 a6 b5, d1 e1 f1 e2, i4 i5 i6 h5, d9 e9 f9 e8, where the attackers
/// start). None of the four RULES.md presets has camps; OpenTafl's Foteviken Tablut
/// and the Ashton rules (ASHTON.md §2.1 item 3) do. Whether a piece may go
/// there is judged from the square its move starts on, never from its
/// history, so positions need no per-piece state.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Camps {
    /// The camp squares are ordinary squares to move through and stop on.
    None,
    /// OpenTafl's attacker fortresses as its Foteviken Tablut has them: a
    /// piece whose move starts on a camp square may cross camp squares and
    /// stop on them, of any camp; a piece starting anywhere else may neither
    /// cross nor stop on one. So a piece that has left the camps never
    /// comes back, and the defenders never enter them.
    Fortress,
    /// Ashton as published (ASHTON.md §2.1 item 3): an attacker standing on
    /// a camp square may cross and stop on the squares of that camp only;
    /// every other piece may neither cross nor stop on any camp square.
    Own,
    /// The Tablut Challenge server (ASHTON.md §2.1 item 3,
    /// `GameAshtonTablut.checkMove`): a piece whose move starts on a camp
    /// square may cross camp squares and stop on one at most 5 squares
    /// away; a piece starting anywhere else may neither cross nor stop on
    /// one.
    Server,
}

/// Whether the camp squares take part in captures.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CampHostile {
    /// Camp squares capture nothing (OpenTafl's Foteviken Tablut).
    None,
    /// Every camp square, empty or occupied by anyone, is a jaw against
    /// soldiers of both sides and counts as an attacker against the king
    /// (ASHTON.md §2.2 and §2.3 (c); OpenTafl's `aforh:tT`).
    All,
    /// As [`All`](Self::All), except that the camp centres a5, e1, i5, e9
    /// never capture an attacker (the Tablut Challenge server, ASHTON.md
    /// §2.2 and A-1).
    Server,
}

/// Every rule that differs between Tablut readings. Field names are the
/// flag names of the command line (`--rule king_armed=false`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// Who moves first (RULES.md D-1).
    pub first: Side,
    /// Escape squares of the king.
    pub escape: Escape,
    /// Only the king may stop on a corner (D-2).
    pub corners_king_only: bool,
    /// The king may stop on the throne again after leaving it.
    pub king_reenter: bool,
    /// Pieces may pass over the empty throne (D-17).
    pub throne_crossable: bool,
    /// Empty corners are hostile to soldiers of both sides (D-18).
    pub corner_hostile: bool,
    /// The empty throne is hostile to soldiers of both sides (D-5, D-6a).
    pub throne_hostile: bool,
    /// Cartier/Linnaeus: the throne holding the king is hostile to a defender
    /// beside it when the other three throne neighbours are attackers (D-6b).
    pub linnaean_throne: bool,
    /// Ashton: the throne holding the king is hostile to a defender beside
    /// it, always (ASHTON.md §2.2, issue #2 of the Challenge server).
    pub occupied_throne_hostile: bool,
    /// Who may enter the camp squares.
    pub camps: Camps,
    /// Whether the camp squares capture.
    pub camp_hostile: CampHostile,
    /// The king captures as the moving piece (D-3).
    pub king_armed: bool,
    /// The king reaching an escape square still captures on his way out
    /// (ASHTON.md A-5); RULES.md §4 ends the game before any capture.
    pub captures_on_escape: bool,
    /// The king captures as the standing piece (D-4).
    pub king_anvil: bool,
    /// A king on a non-corner edge square is captured by 3 attackers (D-7).
    pub king_edge_capture: bool,
    /// A king next to a corner is captured by 2 attackers + corner + edge.
    pub king_corner_capture: bool,
    /// Away from the throne the king is captured by 2 attackers on opposite
    /// sides, like a soldier (Cartier N12c).
    pub king_custodial: bool,
    /// What repetition does (D-13).
    pub repetition: Repetition,
    /// Who must vary under `repetition = vary` (D-10).
    pub must_vary: MustVary,
    /// Under `repetition = second` or `server`: how many repetitions are
    /// allowed before the draw (0 = the 2nd occurrence draws; the Challenge
    /// server's `-s N`).
    pub repeats_allowed: u8,
    /// What happens to a side without a legal move (D-12).
    pub no_moves: NoMoves,
}

impl Rules {
    /// Ludoteka's Tablut (seeds 000 and 003): corner escape, king armed,
    /// captured against the edge and corners.
    pub const LUDOTEKA: Rules = Rules {
        first: Side::Defenders,
        escape: Escape::Corners,
        corners_king_only: true,
        king_reenter: true,
        throne_crossable: true,
        corner_hostile: true,
        throne_hostile: false,
        linnaean_throne: false,
        occupied_throne_hostile: false,
        camps: Camps::None,
        camp_hostile: CampHostile::None,
        king_armed: true,
        captures_on_escape: false,
        king_anvil: true,
        king_edge_capture: true,
        king_corner_capture: true,
        king_custodial: false,
        repetition: Repetition::Draw,
        must_vary: MustVary::Attackers,
        repeats_allowed: 0,
        no_moves: NoMoves::Loss,
    };

    /// The Catalan text (seed 001): corner escape, five royal squares
    /// hostile when empty, the king never captured against the edge.
    pub const CATALAN: Rules = Rules {
        first: Side::Attackers,
        throne_hostile: true,
        king_edge_capture: false,
        king_corner_capture: false,
        ..Rules::LUDOTEKA
    };

    /// BrainKing's Tablut (seed 002): edge escape, unarmed king, the throne
    /// closed for good once the king leaves it.
    pub const BRAINKING: Rules = Rules {
        first: Side::Defenders,
        escape: Escape::Edge,
        corners_king_only: false,
        king_reenter: false,
        throne_crossable: true,
        corner_hostile: false,
        throne_hostile: false,
        linnaean_throne: false,
        occupied_throne_hostile: false,
        camps: Camps::None,
        camp_hostile: CampHostile::None,
        king_armed: false,
        captures_on_escape: false,
        king_anvil: false,
        king_edge_capture: false,
        king_corner_capture: false,
        king_custodial: false,
        repetition: Repetition::Draw,
        must_vary: MustVary::Attackers,
        repeats_allowed: 0,
        no_moves: NoMoves::Loss,
    };

    /// Cartier's reading of Linnaeus (seed 004): edge escape, throne never
    /// entered or crossed, weak king away from the throne, attackers must
    /// vary repeated play.
    pub const CARTIER: Rules = Rules {
        first: Side::Attackers,
        escape: Escape::Edge,
        corners_king_only: false,
        king_reenter: false,
        throne_crossable: false,
        corner_hostile: false,
        throne_hostile: true,
        linnaean_throne: true,
        occupied_throne_hostile: false,
        camps: Camps::None,
        camp_hostile: CampHostile::None,
        king_armed: true,
        captures_on_escape: false,
        king_anvil: true,
        king_edge_capture: false,
        king_corner_capture: false,
        king_custodial: true,
        repetition: Repetition::Vary,
        must_vary: MustVary::Attackers,
        repeats_allowed: 0,
        no_moves: NoMoves::Loss,
    };

    /// The Ashton rules as the Challenge's slides publish them (ASHTON.md,
    /// preset `ashton`): defenders first, escape on the 16 escape tiles,
    /// camps only black may use (its own, until it leaves), the throne
    /// never entered or crossed and hostile to both sides, an armed king
    /// captured by 4 on the throne, 3 beside it, otherwise by 2 or by 1
    /// against a camp square; the 2nd occurrence of a position draws.
    pub const ASHTON: Rules = Rules {
        first: Side::Defenders,
        escape: Escape::Tiles,
        corners_king_only: false,
        king_reenter: false,
        throne_crossable: false,
        corner_hostile: false,
        throne_hostile: true,
        linnaean_throne: false,
        occupied_throne_hostile: true,
        camps: Camps::Own,
        camp_hostile: CampHostile::All,
        king_armed: true,
        captures_on_escape: true,
        king_anvil: true,
        king_edge_capture: false,
        king_corner_capture: false,
        king_custodial: true,
        repetition: Repetition::Second,
        must_vary: MustVary::Attackers,
        repeats_allowed: 0,
        no_moves: NoMoves::Loss,
    };

    /// The Ashton rules as the Tablut Challenge server plays them
    /// (ASHTON.md, preset `ashton-server`): as [`ASHTON`](Self::ASHTON)
    /// but escape on any edge square, the server's camp movement, camp
    /// centres that never capture an attacker, and its repetition rule.
    pub const ASHTON_SERVER: Rules = Rules {
        escape: Escape::Edge,
        camps: Camps::Server,
        camp_hostile: CampHostile::Server,
        repetition: Repetition::Server,
        ..Rules::ASHTON
    };

    /// Whether the king standing on `sq` has escaped.
    #[inline]
    pub const fn is_escape(&self, sq: crate::Square) -> bool {
        (self.escape_squares().bits() >> sq.index()) & 1 != 0
    }

    /// The escape squares as a set.
    #[inline]
    pub const fn escape_squares(&self) -> crate::Bitboard {
        match self.escape {
            Escape::Corners => crate::Bitboard::CORNERS,
            Escape::Edge => crate::Bitboard::EDGE,
            Escape::Tiles => crate::Bitboard::ESCAPE_TILES,
        }
    }

    /// The camp squares, where the rules have camps (empty otherwise):
    /// the squares the king and the defenders may never stand on.
    #[inline]
    pub const fn camp_squares(&self) -> crate::Bitboard {
        match self.camps {
            Camps::None => crate::Bitboard::EMPTY,
            _ => crate::Bitboard::CAMPS,
        }
    }

    /// The camp squares that are jaws against soldiers of `victim` (and,
    /// for the defenders, against the king).
    #[inline]
    pub const fn hostile_camps(&self, victim: Side) -> crate::Bitboard {
        match (self.camp_hostile, victim) {
            (CampHostile::None, _) => crate::Bitboard::EMPTY,
            (CampHostile::Server, Side::Attackers) => crate::Bitboard::from_bits(
                crate::Bitboard::CAMPS.bits() & !crate::Bitboard::CAMP_CENTRES.bits(),
            ),
            (CampHostile::All | CampHostile::Server, _) => crate::Bitboard::CAMPS,
        }
    }

    /// The occurrence of a position at which repetition draws the game,
    /// if it does.
    #[inline]
    pub const fn draw_occurrence(&self) -> Option<u8> {
        match self.repetition {
            Repetition::Draw => Some(3),
            Repetition::Second | Repetition::Server => Some(2 + self.repeats_allowed),
            Repetition::Vary | Repetition::Ignore => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_match_rules_md_parameter_table() {
        let l = Rules::LUDOTEKA;
        assert_eq!((l.first, l.escape), (Side::Defenders, Escape::Corners));
        assert!(l.corners_king_only && l.king_reenter && l.throne_crossable);
        assert!(l.corner_hostile && !l.throne_hostile && !l.linnaean_throne);
        assert!(l.king_armed && l.king_anvil && l.king_edge_capture && l.king_corner_capture);
        assert!(!l.king_custodial);
        let c = Rules::CATALAN;
        assert_eq!((c.first, c.escape), (Side::Attackers, Escape::Corners));
        assert!(c.throne_hostile && c.corner_hostile && !c.king_edge_capture);
        assert!(!c.king_corner_capture && c.king_armed);
        let b = Rules::BRAINKING;
        assert_eq!((b.first, b.escape), (Side::Defenders, Escape::Edge));
        assert!(!b.king_reenter && b.throne_crossable && !b.king_armed && !b.king_anvil);
        assert!(!b.corner_hostile && !b.throne_hostile && !b.corners_king_only);
        assert_eq!(b.repetition, Repetition::Draw);
        let n = Rules::CARTIER;
        assert_eq!((n.first, n.escape), (Side::Attackers, Escape::Edge));
        assert!(!n.throne_crossable && n.throne_hostile && n.linnaean_throne);
        assert!(n.king_custodial && n.king_armed && n.king_anvil);
        assert_eq!(n.repetition, Repetition::Vary);
        assert_eq!(n.must_vary, MustVary::Attackers);
        for p in Preset::RULES_MD {
            assert_eq!(p.rules().no_moves, NoMoves::Loss);
            // RULES.md knows no camps: the presets keep them off.
            assert_eq!(p.rules().camps, Camps::None);
            assert_eq!(p.rules().camp_hostile, CampHostile::None);
        }
    }
}
