//! [`Evaluator`]: a static score of a position under one rule set, from
//! [`Weights`] with the rule-dependent parts (escape squares, the camps
//! that wall the king in and capture him) worked
//! out once per search.

use tablut_core::attacks::neighbours;
use tablut_core::{Bitboard, Direction, Position, Rules, Side, Square};

use std::sync::Arc;

use crate::nnue::Network;
use crate::weights::{square_class, Weights, SQUARE_CLASSES};

use crate::score::EVAL_LIMIT;

/// Scores positions for one rule set.
#[derive(Clone, Debug)]
pub struct Evaluator {
    w: Weights,
    /// The squares of each placement class with their weights, so that
    /// placement is a few population counts rather than a loop over pieces.
    classes: [(Bitboard, i32, i32); SQUARE_CLASSES],
    king_square: [i32; 81],
    escape: Bitboard,
    /// Squares the king and the defenders may neither cross nor stop on:
    /// the camps where the rules have them (empty otherwise).
    walls: Bitboard,
    /// Squares that capture the king like an attacker standing there: the
    /// camps where they are hostile (a king beside one falls to a single
    /// attacker opposite it).
    king_jaws: Bitboard,
    /// Makes the standard start score 0, so scores read as gains and losses
    /// from there rather than as the raw (lopsided) material sum.
    offset: i32,
    /// A learned evaluation used instead of the weights, when set.
    net: Option<Arc<Network>>,
}

impl Evaluator {
    /// An evaluator for `rules` with weights `w`.
    pub fn new(rules: &Rules, w: &Weights) -> Evaluator {
        let mut e = Evaluator {
            w: w.clone(),
            classes: [(Bitboard::EMPTY, 0, 0); SQUARE_CLASSES],
            king_square: [0; 81],
            escape: rules.escape_squares(),
            walls: rules.camp_squares(),
            king_jaws: rules.hostile_camps(Side::Defenders),
            offset: 0,
            net: None,
        };
        for sq in Square::all() {
            let c = square_class(sq.file().index(), sq.rank().index());
            e.classes[c].0.insert(sq);
            e.classes[c].1 = w.defender_square[c];
            e.classes[c].2 = w.attacker_square[c];
            e.king_square[sq.index()] = w.king_square[c];
        }
        e.offset = -e.for_defenders(&Position::start(*rules));
        e
    }

    /// An evaluator for `rules` with the shipped weights.
    pub fn for_rules(rules: &Rules) -> Evaluator {
        Evaluator::new(rules, &Weights::for_rules(rules))
    }

    /// This evaluator scoring with `net` instead of its weights (`None`:
    /// the weights).
    pub fn with_net(mut self, net: Option<Arc<Network>>) -> Evaluator {
        self.net = net;
        self
    }

    /// The learned evaluation in use, if any.
    pub fn net(&self) -> Option<&Network> {
        self.net.as_deref()
    }

    /// The learned evaluation in use, shared: its identity outlives a
    /// borrow (see [`crate::draw`]).
    pub(crate) fn net_arc(&self) -> Option<&Arc<Network>> {
        self.net.as_ref()
    }

    /// The weights in use.
    pub fn weights(&self) -> &Weights {
        &self.w
    }

    /// The score for the side to move, in hundredths of a soldier.
    #[inline]
    pub fn evaluate(&self, p: &Position) -> i32 {
        self.evaluate_with(p, p.destinations(p.king()))
    }

    /// [`evaluate`](Self::evaluate) given the king's destinations, which
    /// the search has already worked out.
    #[inline]
    pub fn evaluate_with(&self, p: &Position, king_dests: Bitboard) -> i32 {
        if let Some(net) = &self.net {
            // From scratch: the search keeps an accumulator and asks the net
            // itself; this path is for single positions (analysis, tests).
            return net.evaluate(p);
        }
        let s = self.defenders_view(p, king_dests);
        let s = match p.side_to_move() {
            Side::Defenders => s + self.w.tempo,
            Side::Attackers => -s + self.w.tempo,
        };
        s.clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }

    /// The score from the defenders' side, without tempo.
    pub fn for_defenders(&self, p: &Position) -> i32 {
        self.defenders_view(p, p.destinations(p.king()))
    }

    #[inline]
    fn defenders_view(&self, p: &Position, dests: Bitboard) -> i32 {
        let w = &self.w;
        let attackers = p.attackers();
        let defenders = p.defenders();
        let king = p.king();

        let mut s = w.defender * defenders.count() as i32 - w.attacker * attackers.count() as i32;
        for &(squares, defender, attacker) in &self.classes {
            s += defender * (defenders & squares).count() as i32
                - attacker * (attackers & squares).count() as i32;
        }
        s += self.king_square[king.index()];

        // A hostile camp square beside the king counts as an attacker there:
        // one attacker opposite it captures him.
        let around = neighbours(king);
        s += w.king_attacker * (around & (attackers | self.king_jaws)).count() as i32;
        s += w.king_guard * (around & defenders).count() as i32;

        s += w.king_mobility * dests.count() as i32;
        if p.side_to_move() == Side::Attackers {
            s += w.king_route * (dests & self.escape).count() as i32;
        }
        let empty = Bitboard::FULL - p.occupied() - self.walls;
        // Where the king can slide: not through pieces, camps, or a throne
        // that may not be crossed (core's blockers).
        let pass = Bitboard::FULL - p.blockers() - self.walls;
        // Launch squares: where the king, once there, would see an escape
        // square along an open line — the squares reached by sliding from
        // the empty escape squares back through empty squares (the king's
        // own square counts as empty: he is the one who would move). Camps
        // are never empty here: the king may neither cross nor stop on one.
        let open = pass | Bitboard::of(king);
        let sources = self.escape & open;
        let seen = sources.slide_fill_all(open);
        let launch = (dests & (seen - self.escape)).count() as i32;
        s += w.king_launch * launch;

        s += w.defender_mobility * space(defenders | Bitboard::of(king), empty);
        s -= w.attacker_mobility * space(attackers, empty);
        s + self.offset
    }
}

/// Empty squares beside `pieces`: a cheap measure of a side's freedom to
/// move (a full count of slides costs several times more and, in tests of
/// strength, bought less than the depth it cost).
#[inline]
fn space(pieces: Bitboard, empty: Bitboard) -> i32 {
    let around = pieces.shift(Direction::North)
        | pieces.shift(Direction::South)
        | pieces.shift(Direction::East)
        | pieces.shift(Direction::West);
    (around & empty).count() as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablut_core::{Preset, Setup};

    #[test]
    fn mirror_images_score_alike() {
        for preset in Preset::ALL {
            let e = Evaluator::for_rules(&preset.rules());
            let p = Position::start(preset.rules());
            let (m, mirror) = match p.side_to_move() {
                Side::Defenders => ("c5-c8", "g5-g8"),
                Side::Attackers => ("a4-c4", "i4-g4"),
            };
            let a = p.play_unchecked(m.parse().unwrap()).0;
            let b = p.play_unchecked(mirror.parse().unwrap()).0;
            assert_eq!(e.evaluate(&a), e.evaluate(&b), "{}", preset.name());
        }
    }

    #[test]
    fn extreme_weights_stay_below_the_win_scores() {
        let mut w = Weights::for_rules(&Rules::CARTIER);
        w.attacker = crate::weights::MAX_WEIGHT;
        let e = Evaluator::new(&Rules::CARTIER, &w);
        let p = Position::start(Rules::CARTIER);
        // Four attackers fewer than at the start: 400 soldiers' worth.
        let fewer: Setup = "/9/9/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/ d"
            .parse()
            .unwrap();
        let q = Position::from_setup(&fewer, Rules::CARTIER).unwrap();
        for pos in [p, q] {
            let s = e.evaluate(&pos);
            assert!(s.abs() <= EVAL_LIMIT, "{s}");
            assert!(s.abs() < crate::score::WIN_BOUND);
        }
        assert_eq!(e.evaluate(&q), EVAL_LIMIT, "clamped");
    }

    #[test]
    fn material_counts() {
        let rules = Rules::LUDOTEKA;
        let e = Evaluator::for_rules(&rules);
        let full: Setup = "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/ d"
            .parse()
            .unwrap();
        let less: Setup = "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/9/3ttt3/ d"
            .parse()
            .unwrap();
        let a = e.for_defenders(&Position::from_setup(&full, rules).unwrap());
        let b = e.for_defenders(&Position::from_setup(&less, rules).unwrap());
        assert!(b > a, "one attacker fewer is better for the defenders");
    }
}
