//! [`IllegalMove`]: why a move may not be played, in words a player
//! understands.

use thiserror::Error;

use crate::mv::Move;
use crate::piece::Side;
use crate::square::Square;

/// Why a move is not legal.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum IllegalMove {
    /// Nothing on the start square.
    #[error("{mv}: there is no piece on {}", mv.from())]
    NoPiece {
        /// The move.
        mv: Move,
    },
    /// The piece belongs to the other side.
    #[error("{mv}: the piece on {} belongs to the {owner}, but the {to_move} are to move", mv.from())]
    NotYourPiece {
        /// The move.
        mv: Move,
        /// Who owns the piece.
        owner: Side,
        /// Who is to move.
        to_move: Side,
    },
    /// The destination holds a piece.
    #[error("{mv}: {} is occupied", mv.to())]
    Occupied {
        /// The move.
        mv: Move,
    },
    /// A piece stands in the way.
    #[error("{mv}: the way is blocked by the piece on {at}")]
    Blocked {
        /// The move.
        mv: Move,
        /// The blocking square.
        at: Square,
    },
    /// The throne may not be crossed.
    #[error("{mv}: nobody may pass over the throne e5 in these rules")]
    ThroneCrossing {
        /// The move.
        mv: Move,
    },
    /// The piece may not stop on the throne.
    #[error("{mv}: {}", if *king { "the king may not return to the throne e5 in these rules" } else { "only the king may stand on the throne e5" })]
    ThroneStop {
        /// The move.
        mv: Move,
        /// Whether the mover is the king.
        king: bool,
    },
    /// A soldier may not stop on a corner.
    #[error("{mv}: only the king may stop on a corner in these rules")]
    CornerStop {
        /// The move.
        mv: Move,
    },
    /// A camp square lies on the way, and the piece may not cross it
    /// ([`Camps`](crate::Camps)).
    #[error("{mv}: the way crosses the camp square {at}, which only a piece leaving from a camp may cross in these rules")]
    CampCrossing {
        /// The move.
        mv: Move,
        /// The first camp square on the way.
        at: Square,
    },
    /// The destination is a camp square the piece may not enter.
    #[error("{mv}: {} is a camp square, which only a piece leaving from a camp may enter in these rules", mv.to())]
    CampEntry {
        /// The move.
        mv: Move,
    },
    /// A piece leaving a camp may stop on a camp square only within 5
    /// squares ([`Camps::Server`](crate::Camps::Server)): the jump between
    /// opposite camps.
    #[error("{mv}: {} is a camp square more than 5 squares away: a piece leaving a camp may stop on a camp square only within 5 squares in these rules", mv.to())]
    CampJump {
        /// The move.
        mv: Move,
    },
    /// An attacker leaving its camp may not enter another camp
    /// ([`Camps::Own`](crate::Camps::Own)).
    #[error("{mv}: {} belongs to another camp: a piece leaving its camp may not enter another camp in these rules", mv.to())]
    OtherCamp {
        /// The move.
        mv: Move,
    },
    /// Barred by the repetition rule.
    #[error("{mv}: the {side} must vary: this move would make a position occur a 4th time")]
    Repetition {
        /// The move.
        mv: Move,
        /// The side that must vary.
        side: Side,
    },
    /// The game has ended.
    #[error("{mv}: the game is over — {outcome}")]
    GameOver {
        /// The move.
        mv: Move,
        /// How it ended.
        outcome: String,
    },
}
