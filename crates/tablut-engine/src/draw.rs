//! Whether the defenders' own fortress counts as a draw in the defenders'
//! search, decided by what the evaluation expects of them at the start.
//!
//! The search bounds a fortress (the attackers can never take the king) by
//! the draw's score: the attackers keep away from one they cannot break,
//! and the defenders seek one when they are losing. But the evaluation's
//! scale is set by self-play. Under `ashton-server` the shipped net, trained
//! on games the engine's attackers won against a defence that blocks, scores
//! the defenders about seven soldiers behind before a move is played, and
//! they stay there all game against any opponent. Every fortress within
//! reach then looks five soldiers better than the game itself, and the
//! engine walled its own king in against opponents it beat by escaping.
//! Raising the draw's price does not help: a draw is zero-sum in the
//! search, so a dear draw for the defenders is a cheap one for the
//! attackers they imagine, who stop fearing the fortress and play on until
//! the defenders' only refuge is the fortress again.
//!
//! So where the start puts the defenders behind by more than the contempt,
//! their own search does not count a fortress as a draw: they judge it as
//! any other position and play for the escape. The attackers' search keeps
//! the bound, and so does a defence that asks for draws (a contempt of zero
//! or below, the holding defence).

use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Instant;

use tablut_core::{Game, Rules, Side};

use crate::eval::Evaluator;
use crate::limits::{Budget, Limits};
use crate::search::{Shared, Thread};
use crate::tt::TranspositionTable;

/// Depth of the search that measures the start position: deep enough that
/// the score has settled (under `ashton-server` −6.7 at depth 6, −7.4 at 8),
/// cheap enough to run once per engine and rule set (about 0.1 s).
const ANCHOR_DEPTH: i32 = 8;

/// The transposition table of that search, apart from the engine's, so that
/// its entries (priced with the plain contempt) never mix with the game's.
const ANCHOR_HASH_MB: usize = 4;

/// The start's score under one rule set, for the side that moves first.
#[derive(Clone, Copy, Debug)]
pub(crate) struct StartScore {
    rules: Rules,
    first: Side,
    score: i32,
}

impl StartScore {
    /// Searches the start position of `rules` to [`ANCHOR_DEPTH`] with
    /// `evaluator`, on one thread, with draws at `contempt` and the fortress
    /// bound on.
    pub fn measure(rules: Rules, evaluator: &Evaluator, contempt: i32) -> StartScore {
        let game = Game::start(rules);
        let first = game.position().side_to_move();
        let score = match TranspositionTable::try_new(ANCHOR_HASH_MB) {
            Ok(tt) => {
                let budget = Arc::new(Budget::new(
                    &Limits::depth(ANCHOR_DEPTH as u32),
                    Instant::now(),
                    false,
                ));
                let shared = Shared::new(
                    Arc::new(AtomicBool::new(false)),
                    budget,
                    None,
                    contempt,
                    true,
                );
                let mut t = Thread::new(game, evaluator, &tt, &shared);
                t.main = true;
                let mut score = 0;
                for depth in 1..=ANCHOR_DEPTH {
                    score = crate::engine::aspiration(&mut t, depth, score);
                }
                score
            }
            // No memory for a small table: taken as level, the bound kept.
            Err(_) => 0,
        };
        StartScore {
            rules,
            first,
            score,
        }
    }

    /// Whether this was measured under `rules`.
    pub fn is_for(&self, rules: &Rules) -> bool {
        self.rules == *rules
    }

    /// The start's score from `side`'s point of view.
    pub fn for_side(&self, side: Side) -> i32 {
        if side == self.first {
            self.score
        } else {
            -self.score
        }
    }
}

/// Whether the defenders' fortress bounds the score at a draw in a search
/// played for `root` (see the module's comment). A rule set whose start
/// puts the defenders behind by more than `contempt` (positive) is searched
/// without it for the defenders.
pub(crate) fn fortress_is_draw(contempt: i32, start: &StartScore, root: Side) -> bool {
    root == Side::Attackers || contempt <= 0 || start.for_side(Side::Defenders) >= -contempt
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start(defenders: i32) -> StartScore {
        StartScore {
            rules: Rules::ASHTON_SERVER,
            first: Side::Defenders,
            score: defenders,
        }
    }

    #[test]
    fn defenders_well_behind_at_the_start_do_not_seek_their_own_fortress() {
        assert!(!fortress_is_draw(150, &start(-740), Side::Defenders));
    }

    #[test]
    fn the_attackers_always_keep_away_from_a_fortress() {
        assert!(fortress_is_draw(150, &start(-740), Side::Attackers));
        assert!(fortress_is_draw(150, &start(300), Side::Attackers));
    }

    #[test]
    fn defenders_level_or_ahead_at_the_start_keep_the_fortress_as_a_refuge() {
        assert!(fortress_is_draw(150, &start(-100), Side::Defenders));
        assert!(fortress_is_draw(150, &start(400), Side::Defenders));
    }

    #[test]
    fn a_defence_that_asks_for_draws_keeps_the_bound() {
        assert!(fortress_is_draw(-300, &start(-740), Side::Defenders));
        assert!(fortress_is_draw(0, &start(-740), Side::Defenders));
    }

    #[test]
    fn the_start_is_read_from_either_side() {
        let s = StartScore {
            rules: Rules::ASHTON_SERVER,
            first: Side::Attackers,
            score: 740,
        };
        assert_eq!(s.for_side(Side::Defenders), -740);
        assert!(!fortress_is_draw(150, &s, Side::Defenders));
    }
}
