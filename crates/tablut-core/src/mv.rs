//! Moves: a piece slides from one square to another on the same line.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::square::{ParseSquareError, Square};

/// A move. Both squares lie on one rank or file and differ, by construction.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    from: Square,
    to: Square,
}

impl Move {
    /// The move from `from` to `to`, if they are distinct squares on one line.
    pub fn new(from: Square, to: Square) -> Option<Move> {
        let line = from.file() == to.file() || from.rank() == to.rank();
        (line && from != to).then_some(Move { from, to })
    }

    /// Builds a move the caller knows to be on a line (move generation).
    #[inline]
    pub(crate) const fn new_unchecked(from: Square, to: Square) -> Move {
        Move { from, to }
    }

    /// Where the piece starts.
    #[inline]
    pub const fn from(self) -> Square {
        self.from
    }
    /// Where the piece stops.
    #[inline]
    pub const fn to(self) -> Square {
        self.to
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a move could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseMoveError {
    /// Not `square-square`.
    #[error("'{0}' is not a move: write the start and end squares joined by '-', like e3-e1")]
    Syntax(String),
    /// A square is not valid.
    // The cause is part of the message, not also a `source()`, so that a
    // chain printed with `{:#}` says it once.
    #[error("in move '{text}': {reason}")]
    Square {
        /// The move text.
        text: String,
        /// Why the square is not valid.
        reason: ParseSquareError,
    },
    /// The squares are not on one rank or file, or are the same square.
    #[error("'{0}' is not a move: pieces move along a rank or file, like a chess rook")]
    NotALine(String),
}

impl FromStr for Move {
    type Err = ParseMoveError;
    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        let text: String = s.chars().take(24).collect();
        let (a, b) = s
            .trim()
            .split_once('-')
            .ok_or_else(|| ParseMoveError::Syntax(text.clone()))?;
        let sq = |x: &str| {
            x.parse::<Square>()
                .map_err(|reason| ParseMoveError::Square {
                    text: text.clone(),
                    reason,
                })
        };
        let (from, to) = (sq(a)?, sq(b)?);
        Move::new(from, to).ok_or(ParseMoveError::NotALine(text))
    }
}

crate::text_serde::serde_as_text!(Move);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_print() {
        let m: Move = "e3-e1".parse().unwrap();
        assert_eq!(m.to_string(), "e3-e1");
        assert_eq!(m.from().to_string(), "e3");
    }

    #[test]
    fn refuse_non_moves() {
        assert!(matches!(
            "e3e1".parse::<Move>(),
            Err(ParseMoveError::Syntax(_))
        ));
        assert!(matches!(
            "e3-j1".parse::<Move>(),
            Err(ParseMoveError::Square { .. })
        ));
        assert!(matches!(
            "a1-b2".parse::<Move>(),
            Err(ParseMoveError::NotALine(_))
        ));
        assert!(matches!(
            "a1-a1".parse::<Move>(),
            Err(ParseMoveError::NotALine(_))
        ));
    }
}
