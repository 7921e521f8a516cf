//! Fortresses: positions where the defenders have walled the king in so
//! that no sequence of attacker moves can ever capture him.
//!
//! The test is a proof, not a guess: it over-estimates the attackers
//! (every square they could ever reach is taken to hold an attacker at
//! once, and they may come from any side) and under-estimates the
//! defenders (they are assumed never to move except to shuttle one piece
//! back and forth). If the king is still safe, the attackers cannot win
//! whatever they do, and the defenders need never leave. The captures are
//! judged by the same rule code as real moves ([`Position::is_anvil`],
//! [`Position::king_captured`]) on a position whose attackers are the
//! reachable squares, so every rule set's hostility and king-capture rules
//! apply unchanged.

use super::Position;
use crate::attacks::{between, neighbours, step};
use crate::bitboard::Bitboard;
use crate::mv::Move;
use crate::piece::Side;
use crate::square::Direction;

impl Position {
    /// Whether the defenders hold a fortress: the attackers can never
    /// capture the king, whatever they play, while the defenders shuttle
    /// one piece between two squares the attackers can never reach (so
    /// the defenders always have a move and can keep the position).
    ///
    /// With such a position the attackers can at best draw (by
    /// repetition, or an endless game). `false` says only that this proof
    /// fails: the king may still be safe for reasons it does not see.
    pub fn is_fortress(&self) -> bool {
        let Some((reach, walls)) = self.walled_reach() else {
            return false;
        };
        self.has_safe_shuttle(reach, walls)
    }

    /// The squares the attackers could ever stand on and the defenders
    /// they could never capture, when the king is safe from every attack
    /// they could mount with the defenders kept where they are; `None`
    /// when he is not. Defenders the attackers could capture are taken off
    /// and the question asked again, until every defender left is out of
    /// reach.
    fn walled_reach(&self) -> Option<(Bitboard, Bitboard)> {
        let mut defenders = self.defenders;
        loop {
            let reach = self.attacker_reach(defenders);
            // Every reachable square manned at once: the rules' own
            // capture tests then say what could ever be taken.
            let flooded = Position {
                attackers: reach,
                defenders,
                ..*self
            };
            let king = self.king;
            if Iterator::any(&mut (neighbours(king) & reach), |h| {
                flooded.king_captured(h)
            }) {
                return None;
            }
            let mut exposed = Bitboard::EMPTY;
            for d in defenders {
                let axes = [
                    (Direction::North, Direction::South),
                    (Direction::East, Direction::West),
                ];
                for (one, other) in axes {
                    let (Some(a), Some(b)) = (step(d, one), step(d, other)) else {
                        continue;
                    };
                    // A capture needs a piece that arrives: one jaw at least
                    // must be a square an attacker can move to.
                    if (reach.contains(a) || reach.contains(b))
                        && flooded.is_anvil(a, d, Side::Defenders)
                        && flooded.is_anvil(b, d, Side::Defenders)
                    {
                        exposed.insert(d);
                    }
                }
            }
            if exposed.is_empty() {
                return Some((reach, defenders));
            }
            defenders = defenders - exposed;
        }
    }

    /// The squares some attacker could reach in any number of its own
    /// moves, with `defenders` and the king standing still and the other
    /// attackers out of the way: what is connected to an attacker through
    /// squares it may cross. Over-estimated where the rules are finer
    /// (any camp counts as its own for a piece in a camp), which only makes
    /// a fortress harder to prove.
    fn attacker_reach(&self, defenders: Bitboard) -> Bitboard {
        let mut closed = defenders | Bitboard::of(self.king);
        if !self.rules.throne_crossable {
            closed |= Bitboard::THRONE;
        }
        if self.rules.corners_king_only {
            closed |= Bitboard::CORNERS;
        }
        let open = Bitboard::FULL - closed;
        let camps = self.rules.camp_squares();
        // Only a move that starts on a camp square may cross or stop on
        // one, so the camps are entered only in slides from a camp.
        let mut in_camps = self.attackers & camps;
        let mut from_camps;
        loop {
            from_camps = in_camps.slide_fill_all(open);
            let grown = in_camps | (from_camps & camps);
            if grown == in_camps {
                break;
            }
            in_camps = grown;
        }
        let outside = (self.attackers | from_camps) - camps;
        let reach = flood(outside, open - camps) | in_camps;
        // Crossing the empty throne is not stopping on it.
        reach - self.no_stop(false)
    }

    /// Whether the king or a defender of `walls` (those the attackers can
    /// never capture) can step to a square and back forever: the move and
    /// its way back cross only squares the attackers can never reach, and
    /// after it every one of `walls` is still beyond capture and the king
    /// still safe. The defenders can then wait for ever, and a defender
    /// the attackers could capture is never counted on.
    fn has_safe_shuttle(&self, reach: Bitboard, walls: Bitboard) -> bool {
        let mut turn = *self;
        turn.side = Side::Defenders;
        let mut kept = turn;
        kept.defenders = walls;
        for from in walls | Bitboard::of(self.king) {
            // The real board says where a piece can go (a defender that
            // could be captured still stands in the way until it is).
            for to in turn.destinations(from) - reach {
                let Some(mv) = Move::new(from, to) else {
                    continue;
                };
                let path = between(from, to).unwrap_or(Bitboard::EMPTY) | Bitboard::of(from);
                if (path & reach).any() {
                    continue;
                }
                let (after, effect) = kept.play_unchecked(mv);
                if effect.event.is_some() {
                    // The king escaped or the game ended otherwise: not a
                    // position the attackers can win either.
                    return true;
                }
                let Some((reach_after, walls_after)) = after.walled_reach() else {
                    continue;
                };
                let way_back = path | Bitboard::of(to);
                let mut back = after;
                back.side = Side::Defenders;
                if walls_after == after.defenders
                    && (way_back & reach_after).is_empty()
                    && back.destinations(to).contains(from)
                {
                    return true;
                }
            }
        }
        false
    }
}

/// Everything connected to `seeds` through `open` squares (rook slides in
/// all four directions, repeated until nothing new is reached).
fn flood(seeds: Bitboard, open: Bitboard) -> Bitboard {
    let mut reached = seeds;
    loop {
        let next = reached | reached.slide_fill_all(open);
        if next == reached {
            return reached;
        }
        reached = next;
    }
}
