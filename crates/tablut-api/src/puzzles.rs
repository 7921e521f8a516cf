//! The puzzle trainer.

use serde::{Deserialize, Serialize};
use tablut_core::Side;

use crate::*;

/// A puzzle as the trainer shows it (its solution is not given away):
/// `GET /api/puzzles/next`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleView {
    /// Its id.
    pub id: String,
    /// The preset whose rules hold.
    pub preset: String,
    /// The position, as `--position` takes it (with the side to move).
    pub position: String,
    /// The side that solves it.
    pub solver: Side,
    /// The solver's moves to the win.
    pub win_in: u32,
    /// Its themes (`escape`, `raichi`, `capture-by-three`, …).
    pub themes: Vec<String>,
    /// Its rating now.
    pub rating: i64,
    /// The board, rank 9 first (`t`, `T`, `K`, `.`), as in `GameState`.
    pub board: Vec<String>,
    /// The solver's legal moves.
    pub legal: Vec<String>,
    /// The squares the rule set treats specially.
    pub squares: Squares,
}

/// One move of a puzzle as the board shows it: the move, what it
/// captured, and the board after it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleStep {
    /// The move.
    #[serde(rename = "move")]
    pub mv: String,
    /// The squares it captured.
    pub captures: Vec<String>,
    /// The board after it, rank 9 first.
    pub board: Vec<String>,
}

/// The body of `POST /api/puzzles/{id}/moves`: the solver's moves so far
/// in the attempt (none: the first move starts one).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleAttempt {
    /// The attempt, as the server named it in its first judgement.
    #[serde(default)]
    pub attempt: Option<String>,
    /// The solver's moves, in order (not the replies).
    #[serde(default)]
    pub moves: Vec<String>,
    /// Give up: the attempt ends, failed, and the solution is given.
    #[serde(default)]
    pub give_up: bool,
}

/// The answer of `POST /api/puzzles/{id}/moves`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleJudgement {
    /// The attempt, to name in its next moves, hint or giving up.
    pub attempt: String,
    /// Whether the attempt moves ratings: an account's first at the puzzle.
    pub rated: bool,
    /// The ratings it moved, once a rated attempt is over.
    #[serde(default)]
    pub rating: Option<PuzzleRated>,
    /// Whether the last move keeps the forced win.
    pub correct: bool,
    /// The opponent's reply, to play on the board.
    pub reply: Option<String>,
    /// Whether the puzzle is solved.
    pub solved: bool,
    /// The main line, once the attempt is over (solved or failed).
    pub solution: Vec<String>,
    /// The last move and the reply, as the board shows them (what was
    /// played on the way to the position now).
    #[serde(default)]
    pub steps: Vec<PuzzleStep>,
    /// The solver's legal moves now (none once the attempt is over).
    #[serde(default)]
    pub legal: Vec<String>,
    /// The main line from the puzzle's position, step by step, once the
    /// attempt is over.
    #[serde(default)]
    pub solution_steps: Vec<PuzzleStep>,
}

/// A Glicko-2 puzzle rating (an account's, kept on the server).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleRating {
    /// The rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Its volatility.
    pub volatility: f64,
}

/// What a rated attempt did to the ratings, once it is over.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleRated {
    /// The solver's rating before.
    pub before: PuzzleRating,
    /// ... and after.
    pub after: PuzzleRating,
    /// The puzzle's new rating.
    pub puzzle: i64,
}

/// The body of `POST /api/puzzles/{id}/hint`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleHintRequest {
    /// The attempt (none: the hint starts one).
    #[serde(default)]
    pub attempt: Option<String>,
}

/// The answer of `POST /api/puzzles/{id}/hint`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleHint {
    /// The attempt.
    pub attempt: String,
    /// Whether the attempt moves ratings.
    pub rated: bool,
    /// The ratings the first hint of a rated attempt moved (it counts as
    /// failed; its end rates nothing more).
    #[serde(default)]
    pub rating: Option<PuzzleRated>,
    /// The square of the piece that wins by force.
    pub from: String,
    /// The whole move (`from-to`), which the page shows on a second
    /// press of Hint.
    #[serde(rename = "move")]
    pub mv: String,
}

/// The query of `GET /api/puzzles/next`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct NextPuzzle {
    /// The preset (default ludoteka).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preset: Option<String>,
    /// Only puzzles with this theme.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub theme: Option<String>,
    /// The solver's rating: a puzzle near it is chosen.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<f64>,
    /// Puzzles already seen, comma-separated ids, left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seen: Option<String>,
}
