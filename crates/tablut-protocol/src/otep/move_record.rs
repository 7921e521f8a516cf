//! [`MoveRecord`]: one move as OTEP carries it, in simple notation
//! (`e3-e5`, the default) or in full OpenTafl notation (`Ke5-e1x e2--`:
//! a piece letter, captures after `x` joined by `/`, and a closing
//! threat or result symbol), both from `opentafl-notation-spec.txt` §2.
//!
//! The move itself is a [`tablut_core::Move`]; the rest is annotation,
//! kept so that a record prints back exactly as it was read.

use std::fmt;
use std::str::FromStr;

use tablut_core::notation::record::move_record;
use tablut_core::{Bitboard, Move, ParseMoveError, ParseSquareError, Piece, Position, Square};
use thiserror::Error;

/// The symbol that may close a full OTN move record.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Annotation {
    /// `+`: the king may be captured next turn.
    KingThreatened,
    /// `-`: the king has at least one route to escape.
    EscapeRoute,
    /// `++`: the king was captured; the game is over.
    KingCaptured,
    /// `--`: the king escaped; the game is over.
    KingEscaped,
}

impl Annotation {
    /// The symbol as written.
    pub const fn symbol(self) -> &'static str {
        match self {
            Annotation::KingThreatened => "+",
            Annotation::EscapeRoute => "-",
            Annotation::KingCaptured => "++",
            Annotation::KingEscaped => "--",
        }
    }
}

/// A captured piece as listed after `x`: its square, and the piece letter
/// when the record names it (`xKe5`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Capture {
    /// The piece letter, if written.
    pub piece: Option<Piece>,
    /// Where the piece stood.
    pub square: Square,
}

/// One move record: `e3-e5` in simple notation, or a full OTN record such
/// as `Ke5-e1-`, `d1-d3xd4/e3` or `e3-e4++`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveRecord {
    /// The piece letter before the start square (`K` for the king), if
    /// written.
    pub piece: Option<Piece>,
    /// The move.
    pub mv: Move,
    /// The captures listed after `x`, in order.
    pub captures: Vec<Capture>,
    /// The closing symbol, if any.
    pub annotation: Option<Annotation>,
}

/// Why a move record could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveRecordError {
    /// Nothing given.
    #[error("empty move record: write the start and end squares joined by '-', like e3-e5")]
    Empty,
    /// `---`, a resignation, which OTEP has no use for.
    #[error("'---' is a resignation, not a move; an engine that gives up sends 'error -1 <why>'")]
    Resignation,
    /// A piece letter tablut does not have.
    #[error("'{0}' names a piece Tablut does not have (only t, T and K: soldiers and the king)")]
    Piece(char),
    /// A berserk move or jump (`^`, `=`).
    #[error("'{0}' is a berserk move or jump, which Tablut does not have")]
    Berserk(String),
    /// The squares and dash do not form a move.
    #[error(transparent)]
    Move(#[from] ParseMoveError),
    /// A captured square is not a square.
    #[error("in the captures of '{text}': {reason}")]
    Capture {
        /// The record.
        text: String,
        /// What is wrong with the square.
        reason: ParseSquareError,
    },
}

impl MoveRecord {
    /// The record of `mv` in simple notation: `e3-e5`.
    pub fn simple(mv: Move) -> MoveRecord {
        MoveRecord {
            piece: None,
            mv,
            captures: Vec::new(),
            annotation: None,
        }
    }

    /// The full OTN record of `mv` played from `before`, which captured
    /// `captures`; `ended` is `Some(Annotation::KingEscaped)` or
    /// `Some(Annotation::KingCaptured)` when the move ended the game that
    /// way. Written as tablut's game records write moves (`K` for the king).
    pub fn full(
        before: &Position,
        mv: Move,
        captures: Bitboard,
        ended: Option<Annotation>,
    ) -> MoveRecord {
        let event = match ended {
            Some(a @ (Annotation::KingCaptured | Annotation::KingEscaped)) => a.symbol(),
            _ => "",
        };
        let text = move_record(before, mv, captures, event);
        // The core writes records this parser reads; fall back to the bare
        // move rather than panic should the two ever disagree.
        text.parse().unwrap_or_else(|_| MoveRecord::simple(mv))
    }

    /// The record in simple notation (annotations dropped).
    pub fn to_simple(&self) -> MoveRecord {
        MoveRecord::simple(self.mv)
    }
}

impl From<Move> for MoveRecord {
    fn from(mv: Move) -> MoveRecord {
        MoveRecord::simple(mv)
    }
}

/// Reads an optional piece letter at the start of `s`.
fn piece_prefix(s: &str) -> Result<(Option<Piece>, &str), MoveRecordError> {
    match s.chars().next() {
        Some(c @ ('t' | 'T' | 'K')) if s[1..].starts_with(|n: char| n.is_ascii_alphabetic()) => {
            Ok((Piece::from_otn_char(c), &s[1..]))
        }
        Some(c @ ('c' | 'n' | 'k' | 'm' | 'g' | 'C' | 'N' | 'M' | 'G'))
            if s[1..].starts_with(|n: char| n.is_ascii_alphabetic()) =>
        {
            Err(MoveRecordError::Piece(c))
        }
        _ => Ok((None, s)),
    }
}

impl FromStr for MoveRecord {
    type Err = MoveRecordError;

    fn from_str(s: &str) -> Result<MoveRecord, MoveRecordError> {
        let s = s.trim();
        let text = || s.chars().take(40).collect::<String>();
        if s.is_empty() {
            return Err(MoveRecordError::Empty);
        }
        if s == "---" {
            return Err(MoveRecordError::Resignation);
        }
        if s.contains(['^', '=']) {
            return Err(MoveRecordError::Berserk(text()));
        }
        let (body, annotation) = if let Some(b) = s.strip_suffix("++") {
            (b, Some(Annotation::KingCaptured))
        } else if let Some(b) = s.strip_suffix("--") {
            (b, Some(Annotation::KingEscaped))
        } else if let Some(b) = s.strip_suffix('+') {
            (b, Some(Annotation::KingThreatened))
        } else if let Some(b) = s.strip_suffix('-').filter(|b| b.contains('-')) {
            (b, Some(Annotation::EscapeRoute))
        } else {
            (s, None)
        };
        let (piece, body) = piece_prefix(body)?;
        let (mv_text, caps) = match body.split_once('x') {
            Some((m, c)) => (m, Some(c)),
            None => (body, None),
        };
        let mv: Move = mv_text.parse()?;
        let mut captures = Vec::new();
        if let Some(caps) = caps {
            for part in caps.split('/') {
                let (piece, sq) = piece_prefix(part)?;
                let square = sq.parse().map_err(|source| MoveRecordError::Capture {
                    text: text(),
                    reason: source,
                })?;
                captures.push(Capture { piece, square });
            }
        }
        Ok(MoveRecord {
            piece,
            mv,
            captures,
            annotation,
        })
    }
}

impl fmt::Display for MoveRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(p) = self.piece {
            write!(f, "{}", p.otn_char())?;
        }
        write!(f, "{}", self.mv)?;
        for (i, c) in self.captures.iter().enumerate() {
            f.write_str(if i == 0 { "x" } else { "/" })?;
            if let Some(p) = c.piece {
                write!(f, "{}", p.otn_char())?;
            }
            write!(f, "{}", c.square)?;
        }
        if let Some(a) = self.annotation {
            f.write_str(a.symbol())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simple_and_full_records_print_back_exactly() {
        for text in [
            "e3-e5",
            "Ke5-e1-",
            "Ke1-a1--",
            "a3-e3+",
            "e3-e4++",
            "e5-e8xe9",
            "d1-d3xd4/f3/tc3",
            "Ke5-e7xKe8",
        ] {
            let rec: MoveRecord = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(rec.to_string(), text);
        }
    }

    #[test]
    fn annotations_and_captures_are_read() {
        let rec: MoveRecord = "Ke5-e1-".parse().unwrap();
        assert_eq!(rec.piece, Some(Piece::King));
        assert_eq!(rec.mv, "e5-e1".parse().unwrap());
        assert_eq!(rec.annotation, Some(Annotation::EscapeRoute));
        let rec: MoveRecord = "d1-d3xd4/f3".parse().unwrap();
        assert_eq!(rec.captures.len(), 2);
        assert_eq!(rec.captures[1].square, "f3".parse().unwrap());
        assert_eq!(rec.to_simple().to_string(), "d1-d3");
    }

    #[test]
    fn refusals_say_what_is_wrong() {
        assert_eq!("".parse::<MoveRecord>(), Err(MoveRecordError::Empty));
        assert_eq!(
            "---".parse::<MoveRecord>(),
            Err(MoveRecordError::Resignation)
        );
        assert_eq!(
            "ce6^e8".parse::<MoveRecord>(),
            Err(MoveRecordError::Berserk("ce6^e8".into()))
        );
        assert_eq!(
            "ce6-e8".parse::<MoveRecord>(),
            Err(MoveRecordError::Piece('c'))
        );
        assert!(matches!(
            "e3-f4".parse::<MoveRecord>(),
            Err(MoveRecordError::Move(ParseMoveError::NotALine(_)))
        ));
        assert!(matches!(
            "e3-e5xz9".parse::<MoveRecord>(),
            Err(MoveRecordError::Capture { .. })
        ));
        for bad in [
            "-", "+", "x", "e3-", "-e3", "e3-e5x", "e3-e5x/", "K", "Kx", "é3-e5",
        ] {
            assert!(bad.parse::<MoveRecord>().is_err(), "{bad}");
        }
    }

    #[test]
    fn full_records_of_the_core_read_back() {
        let pos = Position::start(tablut_core::Rules::CARTIER);
        let mv: Move = "e3-h3".parse().unwrap();
        let rec = MoveRecord::full(&pos, mv, Bitboard::EMPTY, None);
        assert_eq!(rec, MoveRecord::simple(mv));
    }
}
