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
use std::sync::{Arc, Mutex, PoisonError, Weak};
use std::time::Instant;

use tablut_core::{Game, Rules, Side};

use crate::eval::Evaluator;
use crate::limits::{Budget, Limits};
use crate::nnue::Network;
use crate::search::{aspiration, Shared, Thread};
use crate::tt::TranspositionTable;
use crate::weights::Weights;

/// Depth of the search that measures the start position. The decision only
/// asks whether the defenders are more than the contempt behind, and the
/// start's score is settled enough for that early (under `ashton-server`
/// −5.7 at depth 4, −6.7 at 6, −7.4 at 8; every other preset within ±1.0
/// at depth 4 and at 6). Depth 4 costs a few thousand nodes, so the first
/// search of a process is not held up (depth 8 took seconds under `ashton`
/// with the hand-written evaluation).
const ANCHOR_DEPTH: i32 = 4;

/// Starts measured in this process: one search per rule set and
/// evaluation, whatever number of engines are made (a match makes one per
/// player and game).
static MEASURED: Mutex<Vec<(Key, StartScore)>> = Mutex::new(Vec::new());

/// What a start's score depends on: the rules, the evaluation and the
/// contempt. A net is known by its allocation, held weakly: a net loaded
/// later can never take the address of one measured before, as the weak
/// reference keeps the allocation reserved, and the net's own memory is
/// still freed when its last engine goes.
struct Key {
    rules: Rules,
    net: Option<Weak<Network>>,
    weights: Weights,
    contempt: i32,
}

impl Key {
    fn is(&self, rules: &Rules, evaluator: &Evaluator, contempt: i32) -> bool {
        let same_net = match (&self.net, evaluator.net_arc()) {
            (None, None) => true,
            (Some(w), Some(n)) => std::ptr::eq(w.as_ptr(), Arc::as_ptr(n)),
            _ => false,
        };
        same_net
            && self.rules == *rules
            && self.contempt == contempt
            && self.weights == *evaluator.weights()
    }
}

/// The transposition table of that search, apart from the engine's, so that
/// its entries (priced with the plain contempt) never mix with the game's.
const ANCHOR_HASH_MB: usize = 4;

/// The start's score under one rule set, for the side that moves first.
#[derive(Clone, Copy, Debug)]
pub(crate) struct StartScore {
    first: Side,
    score: i32,
}

impl StartScore {
    /// The start's score under `rules` with `evaluator`, measured once per
    /// process. The lock is held while measuring, so engines starting
    /// together (a match's games in parallel) wait for one search rather
    /// than each running its own.
    pub fn of(rules: Rules, evaluator: &Evaluator, contempt: i32) -> StartScore {
        let mut measured = MEASURED.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((_, s)) = measured
            .iter()
            .find(|(k, _)| k.is(&rules, evaluator, contempt))
        {
            return *s;
        }
        let s = StartScore::measure(rules, evaluator, contempt);
        let key = Key {
            rules,
            net: evaluator.net_arc().map(Arc::downgrade),
            weights: evaluator.weights().clone(),
            contempt,
        };
        measured.push((key, s));
        s
    }

    /// Searches the start position of `rules` to [`ANCHOR_DEPTH`] with
    /// `evaluator`, on one thread, with draws at `contempt` and the fortress
    /// bound on.
    fn measure(rules: Rules, evaluator: &Evaluator, contempt: i32) -> StartScore {
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
                    score = aspiration(&mut t, depth, score);
                }
                score
            }
            // No memory for a small table: taken as level, the bound kept.
            Err(_) => 0,
        };
        StartScore { first, score }
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
/// without it for the defenders. `start` is asked for only when it can
/// change the answer, so the attackers and a holding defence never measure
/// it.
pub(crate) fn fortress_is_draw(
    contempt: i32,
    root: Side,
    start: impl FnOnce() -> StartScore,
) -> bool {
    root == Side::Attackers || contempt <= 0 || start().for_side(Side::Defenders) >= -contempt
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start(defenders: i32) -> StartScore {
        StartScore {
            first: Side::Defenders,
            score: defenders,
        }
    }

    #[test]
    fn defenders_well_behind_at_the_start_do_not_seek_their_own_fortress() {
        assert!(!fortress_is_draw(150, Side::Defenders, || start(-740)));
    }

    #[test]
    fn the_attackers_always_keep_away_from_a_fortress() {
        assert!(fortress_is_draw(150, Side::Attackers, || start(-740)));
        assert!(fortress_is_draw(150, Side::Attackers, || start(300)));
    }

    #[test]
    fn the_start_is_measured_only_where_it_can_change_the_answer() {
        let unasked = || -> StartScore { panic!("the start was measured") };
        assert!(fortress_is_draw(150, Side::Attackers, unasked));
        assert!(fortress_is_draw(-300, Side::Defenders, unasked));
        assert!(fortress_is_draw(0, Side::Defenders, unasked));
    }

    #[test]
    fn defenders_level_or_ahead_at_the_start_keep_the_fortress_as_a_refuge() {
        assert!(fortress_is_draw(150, Side::Defenders, || start(-100)));
        assert!(fortress_is_draw(150, Side::Defenders, || start(400)));
    }

    #[test]
    fn a_defence_that_asks_for_draws_keeps_the_bound() {
        assert!(fortress_is_draw(-300, Side::Defenders, || start(-740)));
        assert!(fortress_is_draw(0, Side::Defenders, || start(-740)));
    }

    /// A net is one allocation: another copy of it, even equal, is another
    /// evaluation to the cache, and so are other weights or rules.
    #[test]
    fn the_cache_knows_an_evaluation_by_its_net_weights_and_rules() {
        let rules = Rules::ASHTON_SERVER;
        let net = crate::nnue::default_for(&rules).expect("a shipped net");
        let with_net = Evaluator::for_rules(&rules).with_net(Some(Arc::clone(&net)));
        let key = Key {
            rules,
            net: Some(Arc::downgrade(&net)),
            weights: with_net.weights().clone(),
            contempt: 150,
        };
        assert!(key.is(&rules, &with_net, 150));
        assert!(!key.is(&rules, &with_net, 100));
        assert!(!key.is(&Rules::ASHTON, &with_net, 150));
        let copy = Evaluator::for_rules(&rules).with_net(Some(Arc::new((*net).clone())));
        assert!(!key.is(&rules, &copy, 150));
        assert!(!key.is(&rules, &Evaluator::for_rules(&rules), 150));

        let hand = Evaluator::for_rules(&rules);
        let key = Key {
            net: None,
            weights: hand.weights().clone(),
            ..key
        };
        assert!(key.is(&rules, &hand, 150));
        let mut other = hand.weights().clone();
        other.set_from(&other.to_vec().iter().map(|v| v + 1).collect::<Vec<_>>());
        assert!(!key.is(&rules, &Evaluator::new(&rules, &other), 150));
    }

    #[test]
    fn the_start_is_read_from_either_side() {
        let s = StartScore {
            first: Side::Attackers,
            score: 740,
        };
        assert_eq!(s.for_side(Side::Defenders), -740);
        assert!(!fortress_is_draw(150, Side::Defenders, || s));
    }
}
