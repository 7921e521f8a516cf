//! The analysis board.

use serde::{Deserialize, Serialize};
use tablut_core::{Side, Square, Variant};

use crate::*;

/// `POST /api/analysis`: a position for the analysis board. Give
/// `variant` (default `ludoteka`), `position` (default the rule set's
/// start) and `moves`; or `record`, an OpenTafl record as
/// `GET /api/games/{id}/record` writes them; or `game`, a game's id, with
/// `ply`, the number of its moves to keep (default all). `moves` are
/// played after the record's or the game's.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnalysisRequest {
    /// Preset or variant string.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<String>,
    /// The start position (`tablut` setup string, side to move last).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    /// Moves from the start position, `from-to`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub moves: Vec<String>,
    /// An OpenTafl record to start from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<String>,
    /// A game of this server to start from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    /// With `game`: how many of its moves to keep.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ply: Option<usize>,
}

/// The answer to `POST /api/analysis`: the position after the moves, and
/// what is needed to draw every step up to it and to share it by link.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AnalysisView {
    /// The variant, written as `variant` takes it back.
    pub variant: Variant,
    /// The start position, as a string `position` takes back.
    pub position: String,
    /// The moves from the start position.
    pub moves: Vec<String>,
    /// The board at the start position, rank 9 first.
    pub start: Vec<String>,
    /// Each move with its captures and the board after it.
    pub steps: Vec<PuzzleStep>,
    /// The board now, rank 9 first.
    pub board: Vec<String>,
    /// The side to move now.
    pub side_to_move: Side,
    /// Every legal move now (none once the game is over).
    pub legal: Vec<String>,
    /// The king's open routes to escape squares now.
    pub routes: Vec<Square>,
    /// `raichi` or `tuichi` when the king has open routes.
    pub alert: Option<Alert>,
    /// The defenders hold a proved fortress: the attackers can at best
    /// draw (`alert-fortress`; never once the game is over).
    #[serde(default)]
    pub fortress: bool,
    /// How the game stands after the moves.
    pub outcome: OutcomeView,
    /// The squares the rule set treats specially.
    pub squares: Squares,
}

/// A message a client sends on `/api/analysis/ws`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum AnalysisCommand {
    /// Analyse this position (the search of any earlier one stops).
    Analyse {
        /// The client's number for this position, sent back with its
        /// lines.
        id: u64,
        /// Preset or variant string (default `ludoteka`).
        #[serde(default)]
        variant: Option<String>,
        /// The start position (default the rule set's).
        #[serde(default)]
        position: Option<String>,
        /// Moves from the start position.
        #[serde(default)]
        moves: Vec<String>,
        /// How many best lines, 1 to 5 (default 3).
        #[serde(default)]
        lines: Option<usize>,
    },
    /// Stop searching.
    Stop,
}

/// A message the server sends on `/api/analysis/ws`.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum AnalysisMessage {
    /// The position waits for a search thread.
    Queued {
        /// The client's number for the position.
        id: u64,
    },
    /// The best lines after a completed depth; `done` on the last.
    Lines {
        /// The client's number for the position.
        id: u64,
        /// The depth completed.
        depth: u32,
        /// Nodes searched so far.
        nodes: u64,
        /// Milliseconds searched so far.
        ms: u64,
        /// Whether the search of this position has ended.
        done: bool,
        /// The best lines, best first.
        lines: Vec<AnalysisLine>,
    },
    /// A refused message.
    Error(ErrorBody),
    /// The keep-alive, every 5 s.
    Ping,
}

/// One of the engine's best lines.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AnalysisLine {
    /// Its first move.
    #[serde(rename = "move")]
    pub mv: String,
    /// The score for the side to move: `+1.25` soldiers, `win in 3`,
    /// `loss in 2` (the engine's writing, for programs).
    pub score: String,
    /// The same for people, in the board's language (`+1,25`,
    /// `gana en 3 movimientos`).
    pub score_text: String,
    /// The attackers' winning chance after it, 0 to 1.
    pub attackers_chance: f64,
    /// The line, its first move first.
    pub pv: Vec<String>,
}
