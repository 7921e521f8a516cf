//! The engine's review of a finished game.

use serde::{Deserialize, Serialize};
use tablut_core::Side;

/// One move of a reviewed game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewPly {
    /// The move's number, from 1.
    pub ply: usize,
    /// The move.
    #[serde(rename = "move")]
    pub mv: String,
    /// Who played it.
    pub side: Side,
    /// The engine's choice in the position before it.
    pub best: String,
    /// The mover's score before (soldiers, or "win in N"), as the engine
    /// writes it for programs.
    pub score_before: String,
    /// ... after.
    pub score_after: String,
    /// `score_before` for people, in the request's language (`+1,25`,
    /// `gana en 3 movimientos`).
    #[serde(default)]
    pub score_before_text: String,
    /// ... `score_after`.
    #[serde(default)]
    pub score_after_text: String,
    /// The mover's winning chances before (0 to 1).
    pub chance_before: f64,
    /// ... after.
    pub chance_after: f64,
    /// The attackers' winning chances after the move (for the graph).
    pub attackers_chance: f64,
    /// `best`, `good`, `inaccuracy`, `mistake` or `blunder`.
    pub class: String,
    /// The engine's line from the position before the move.
    pub line: Vec<String>,
}

/// One side's moves of a reviewed game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewSummary {
    /// Moves.
    pub moves: usize,
    /// Best moves.
    pub best: usize,
    /// Good moves.
    pub good: usize,
    /// Inaccuracies.
    pub inaccuracies: usize,
    /// Mistakes.
    pub mistakes: usize,
    /// Blunders.
    pub blunders: usize,
    /// Mean drop in winning chances per move, in points.
    pub average_loss: f64,
}

/// `GET`/`POST /api/games/{id}/review`: a review's progress, or the review.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewView {
    /// `none` (not asked for yet), `queued`, `running` or `done`.
    pub status: String,
    /// Positions searched.
    pub done: i64,
    /// Positions in all.
    pub total: i64,
    /// Every move, once done.
    pub plies: Vec<ReviewPly>,
    /// The attackers' summary, once done.
    pub attackers: Option<ReviewSummary>,
    /// The defenders' summary, once done.
    pub defenders: Option<ReviewSummary>,
}
