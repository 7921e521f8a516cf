//! The rules of Tablut, the 9×9 tafl game Linnaeus recorded in 1732, in
//! every reading of `RULES.md`: squares, `u128` bitboards, rule sets as data,
//! validated positions, move generation, captures, outcomes, repetition
//! (Zobrist keys) and notation. No I/O.
//!
//! ```
//! use tablut_core::{Game, Rules, Move};
//! let mut game = Game::start(Rules::LUDOTEKA);
//! let mv: Move = "e3-h3".parse().unwrap();
//! game.play(mv).unwrap();
//! assert_eq!(game.len(), 1);
//! ```

pub mod attacks;
pub mod bitboard;
pub mod clock;
pub mod end;
pub mod flag;
pub mod game;
pub mod illegal;
pub mod movelist;
pub mod mv;
pub mod notation;
pub mod outcome;
pub mod perft;
pub mod piece;
pub mod position;
pub mod rules;
pub mod setup;
pub mod square;
pub mod variant;
pub mod zobrist;

mod text_serde;

pub use bitboard::Bitboard;
pub use clock::{first_move_ms, Clock, Speed, TimeControl, TimeControlError, TimeOut};
pub use end::{repetition_ordinal, ForfeitCause, GameEnd, ParseGameEndError};
pub use flag::{Flag, RuleFlagError};
pub use game::{Game, Ply};
pub use mv::{Move, ParseMoveError};
pub use outcome::{DrawReason, Outcome, WinReason};
pub use piece::{Piece, Side};
pub use position::{Effect, Event, IllegalMove, MoveList, Position, PositionError};
pub use rules::{
    CampHostile, Camps, Escape, MustVary, NoMoves, Preset, Repetition, Rules, Variant,
};
pub use setup::{ParseSetupError, Setup};
pub use square::{Direction, File, ParseSquareError, Rank, Square};
