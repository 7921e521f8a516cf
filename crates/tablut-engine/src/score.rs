//! [`Score`]: a search result in a unit a person reads — soldiers, or the
//! number of moves to a forced end.

use std::fmt;

/// The evaluation never leaves ±this (hundredths of a soldier): far below
/// the forced-result scores it must not be mistaken for, and inside the
/// `i16` the transposition table stores scores in.
pub const EVAL_LIMIT: i32 = 20_000;

/// The score of a won position at the root; a win found `n` plies ahead
/// scores `WIN - n`, so sooner wins score higher.
pub const WIN: i32 = 30_000;
/// Deepest ply the search reaches (extensions included).
pub const MAX_PLY: usize = 128;
/// Scores beyond this are forced results, not evaluations.
pub const WIN_BOUND: i32 = WIN - 2 * MAX_PLY as i32;

/// A score from the point of view of the side to move: positive is good
/// for it. Evaluations are in hundredths of a soldier.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Score(pub i32);

impl Score {
    /// The side to move wins by force in `plies` plies.
    pub const fn win_in(plies: u32) -> Score {
        Score(WIN - plies as i32)
    }
    /// The side to move loses by force in `plies` plies.
    pub const fn loss_in(plies: u32) -> Score {
        Score(-WIN + plies as i32)
    }
    /// Whether this is a forced win for the side to move.
    pub const fn is_win(self) -> bool {
        self.0 > WIN_BOUND
    }
    /// Whether this is a forced loss for the side to move.
    pub const fn is_loss(self) -> bool {
        self.0 < -WIN_BOUND
    }
    /// Plies to the forced end, for a win or a loss.
    pub const fn plies_to_end(self) -> Option<u32> {
        if self.is_win() {
            Some((WIN - self.0) as u32)
        } else if self.is_loss() {
            Some((WIN + self.0) as u32)
        } else {
            None
        }
    }
    /// Moves of the side to move to the forced end (a win in 1 is a
    /// winning move now; a loss in 1 is losing to the reply).
    pub const fn moves_to_end(self) -> Option<u32> {
        match self.plies_to_end() {
            Some(p) => Some(p.div_ceil(2)),
            None => None,
        }
    }
    /// The same score seen by the other side.
    pub const fn flip(self) -> Score {
        Score(-self.0)
    }
}

impl fmt::Display for Score {
    /// `+1.25` (soldiers), `win in 3` or `loss in 2` (moves of the side to move).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.moves_to_end() {
            Some(n) if self.is_win() => write!(f, "win in {n}"),
            Some(n) => write!(f, "loss in {n}"),
            None => write!(f, "{:+.2}", self.0 as f64 / 100.0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display() {
        assert_eq!(Score(125).to_string(), "+1.25");
        assert_eq!(Score(-50).to_string(), "-0.50");
        assert_eq!(Score::win_in(1).to_string(), "win in 1");
        assert_eq!(Score::win_in(3).to_string(), "win in 2");
        assert_eq!(Score::loss_in(2).to_string(), "loss in 1");
        assert_eq!(Score::win_in(5).flip(), Score::loss_in(5));
    }
}
