//! How a game stands: going on, won (by whom and how) or drawn (and why).

use std::fmt;

use crate::piece::Side;

/// Why a side won.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum WinReason {
    /// The king reached an escape square.
    Escape,
    /// The king was captured.
    KingCaptured,
    /// The losing side had no legal move on its turn.
    NoLegalMoves,
}

/// Why a game was drawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DrawReason {
    /// A position occurred as often as the rules allow: the 3rd time, or
    /// the 2nd under the Ashton presets ([`Rules::draw_occurrence`](crate::Rules::draw_occurrence)).
    Repetition,
    /// The side to move had no legal move, under `no_moves = draw`.
    NoLegalMoves,
    /// A harness stopped the game (move limit); not a rules result (D-15).
    Adjudicated,
}

/// The state of a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Outcome {
    /// The game goes on.
    Ongoing,
    /// One side won.
    Win {
        /// The winner.
        winner: Side,
        /// How.
        reason: WinReason,
    },
    /// Nobody won.
    Draw(DrawReason),
}

impl Outcome {
    /// Whether the game has ended.
    pub const fn is_over(self) -> bool {
        !matches!(self, Outcome::Ongoing)
    }

    /// The winner, if any.
    pub const fn winner(self) -> Option<Side> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            _ => None,
        }
    }

    /// `ongoing`, `attackers win`, `defenders win` or `draw`.
    pub const fn result_text(self) -> &'static str {
        match self {
            Outcome::Ongoing => "ongoing",
            Outcome::Win {
                winner: Side::Attackers,
                ..
            } => "attackers win",
            Outcome::Win {
                winner: Side::Defenders,
                ..
            } => "defenders win",
            Outcome::Draw(_) => "draw",
        }
    }

    /// Why, in a few words (empty while the game goes on).
    pub fn reason_text(self) -> String {
        match self {
            Outcome::Ongoing => String::new(),
            Outcome::Win { reason, winner } => match reason {
                WinReason::Escape => "escape".into(),
                WinReason::KingCaptured => "king captured".into(),
                WinReason::NoLegalMoves => format!("{} have no legal move", winner.opponent()),
            },
            Outcome::Draw(DrawReason::Repetition) => "position repeated".into(),
            Outcome::Draw(DrawReason::NoLegalMoves) => "side to move has no legal move".into(),
            Outcome::Draw(DrawReason::Adjudicated) => "adjudicated".into(),
        }
    }

    /// OpenTafl's result tag: `1` attackers win, `-1` defenders win, `0` draw, `?` unfinished.
    pub const fn otn_result(self) -> &'static str {
        match self {
            Outcome::Ongoing => "?",
            Outcome::Win {
                winner: Side::Attackers,
                ..
            } => "1",
            Outcome::Win {
                winner: Side::Defenders,
                ..
            } => "-1",
            Outcome::Draw(_) => "0",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Ongoing => f.write_str("ongoing"),
            _ => write!(f, "{} ({})", self.result_text(), self.reason_text()),
        }
    }
}
