//! [`Setup`]: any placement of pieces plus a side to move, as read from
//! untrusted text. It becomes a playable [`Position`](crate::Position) only
//! after validation against a rule set.
//!
//! Text form: the OpenTafl position record (rank 1 first; `t` attacker,
//! `T` defender, `K` king, digits for runs of empty squares), a space, and
//! `a` or `d` for the side to move:
//! `/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/ d`.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::piece::{Piece, Side};
use crate::square::{Square, SQUARES};

/// A placement of pieces and the side to move, not yet checked against any
/// rule set.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The piece on each square, by square index (`a1` = 0).
    pub board: [Option<Piece>; SQUARES],
    /// The side to move.
    pub side_to_move: Side,
}

/// The standard starting placement (RULES.md §1), rank 9 first.
pub const START_GRID: &str = "\
...AAA...
....A....
....D....
A...D...A
AADDKDDAA
A...D...A
....D....
....A....
...AAA...";

/// Why a position text could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseSetupError {
    /// Nothing given.
    #[error(
        "empty position: give a record like /3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/ d"
    )]
    Empty,
    /// The record does not start and end with `/`.
    #[error("a position record starts and ends with '/', like /3ttt3/4t4/.../3ttt3/")]
    Slashes,
    /// Wrong number of rows.
    #[error("the position record has {0} row(s); a Tablut board has 9 (rank 1 first)")]
    RowCount(usize),
    /// A row does not add up to 9 squares.
    #[error(
        "row {row} (rank {row}) describes {squares} squares; each row must describe exactly 9"
    )]
    RowLength {
        /// 1-based rank.
        row: usize,
        /// How many squares it described.
        squares: usize,
    },
    /// A character that is neither a piece nor a digit.
    #[error("'{ch}' in rank {row} is not a piece: use t (attacker), T (defender), K (king) or a digit 1-9")]
    BadChar {
        /// 1-based rank.
        row: usize,
        /// The character.
        ch: char,
    },
    /// A run of empty squares written with a leading zero (`0009`, `04`,
    /// `0`), which OpenTafl never writes.
    #[error("'{run}' in rank {row} is not a run of empty squares: write the count 1-9 without leading zeros")]
    BadRun {
        /// 1-based rank.
        row: usize,
        /// The digits as written.
        run: String,
    },
    /// The side letter is missing.
    #[error("the position does not say who moves: add ' a' (attackers) or ' d' (defenders) after the record")]
    MissingSide,
    /// The side letter is wrong.
    #[error("'{0}' is not a side to move: use 'a' (attackers) or 'd' (defenders)")]
    BadSide(String),
    /// A grid (test format) of the wrong shape.
    #[error("a board grid has 9 lines of 9 characters (., A, D, K), rank 9 first: {0}")]
    Grid(String),
}

impl Setup {
    /// An empty board with `side` to move.
    pub fn empty(side: Side) -> Setup {
        Setup {
            board: [None; SQUARES],
            side_to_move: side,
        }
    }

    /// The standard start with `side` to move.
    pub fn start(side: Side) -> Setup {
        Setup::from_grid(START_GRID, side).expect("the start grid is well formed")
    }

    /// The piece on `sq`.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    /// Reads the 9×9 grid of RULES.md §6 (rank 9 first; `.`, `A`, `D`, `K`).
    pub fn from_grid(grid: &str, side: Side) -> Result<Setup, ParseSetupError> {
        let rows: Vec<&str> = grid
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect();
        if rows.len() != 9 {
            return Err(ParseSetupError::Grid(format!("found {} lines", rows.len())));
        }
        let mut s = Setup::empty(side);
        for (row, line) in rows.iter().enumerate() {
            let chars: Vec<char> = line.chars().collect();
            if chars.len() != 9 {
                return Err(ParseSetupError::Grid(format!(
                    "line {} has {} characters",
                    row + 1,
                    chars.len()
                )));
            }
            for (col, c) in chars.into_iter().enumerate() {
                let piece = match c {
                    '.' => None,
                    'A' => Some(Piece::Attacker),
                    'D' => Some(Piece::Defender),
                    'K' => Some(Piece::King),
                    other => {
                        return Err(ParseSetupError::Grid(format!(
                            "'{other}' on line {} is not one of . A D K",
                            row + 1
                        )))
                    }
                };
                s.board[(8 - row) * 9 + col] = piece;
            }
        }
        Ok(s)
    }

    /// The grid of RULES.md §6, rank 9 first, one line per rank.
    pub fn to_grid(&self) -> String {
        let mut out = String::with_capacity(90);
        for rank in (0..9).rev() {
            for file in 0..9 {
                out.push(self.board[rank * 9 + file].map_or('.', Piece::grid_char));
            }
            out.push('\n');
        }
        out
    }

    /// The OpenTafl position record alone (no side to move).
    pub fn board_record(&self) -> String {
        let mut out = String::from("/");
        for rank in 0..9 {
            let mut run = 0;
            for file in 0..9 {
                match self.board[rank * 9 + file] {
                    None => run += 1,
                    Some(p) => {
                        if run > 0 {
                            out.push_str(&run.to_string());
                            run = 0;
                        }
                        out.push(p.otn_char());
                    }
                }
            }
            if run > 0 {
                out.push_str(&run.to_string());
            }
            out.push('/');
        }
        out
    }

    /// Reads an OpenTafl position record (no side to move); the side is set
    /// to `side`.
    pub fn from_board_record(record: &str, side: Side) -> Result<Setup, ParseSetupError> {
        let record = record.trim();
        if record.is_empty() {
            return Err(ParseSetupError::Empty);
        }
        if !record.starts_with('/') || !record.ends_with('/') || record.len() < 2 {
            return Err(ParseSetupError::Slashes);
        }
        let rows: Vec<&str> = record[1..record.len() - 1].split('/').collect();
        if rows.len() != 9 {
            return Err(ParseSetupError::RowCount(rows.len()));
        }
        let mut s = Setup::empty(side);
        for (r, row) in rows.iter().enumerate() {
            let row_number = r + 1;
            let mut file = 0usize;
            let mut chars = row.char_indices().peekable();
            while let Some((at, ch)) = chars.next() {
                if ch.is_ascii_digit() {
                    let mut end = at + 1;
                    while let Some(&(i, c)) = chars.peek() {
                        if !c.is_ascii_digit() {
                            break;
                        }
                        end = i + c.len_utf8();
                        chars.next();
                    }
                    let run = &row[at..end];
                    if run.starts_with('0') {
                        return Err(ParseSetupError::BadRun {
                            row: row_number,
                            run: run.chars().take(12).collect(),
                        });
                    }
                    // Runs are at most 9 wide on this board; a longer number
                    // is caught as a row-length error below.
                    let width = run.parse::<usize>().unwrap_or(usize::MAX);
                    file = file.saturating_add(width);
                    continue;
                }
                // Only the defenders' king exists in Tablut: OpenTafl's `k`
                // would be an attackers' king.
                let piece = match ch {
                    'k' => None,
                    _ => Piece::from_otn_char(ch),
                }
                .ok_or(ParseSetupError::BadChar {
                    row: row_number,
                    ch,
                })?;
                if file >= 9 {
                    return Err(ParseSetupError::RowLength {
                        row: row_number,
                        squares: file.saturating_add(1),
                    });
                }
                s.board[r * 9 + file] = Some(piece);
                file += 1;
            }
            if file != 9 {
                return Err(ParseSetupError::RowLength {
                    row: row_number,
                    squares: file,
                });
            }
        }
        Ok(s)
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.board_record(), self.side_to_move.letter())
    }
}

impl fmt::Debug for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Setup({self})")
    }
}

impl FromStr for Setup {
    type Err = ParseSetupError;
    fn from_str(s: &str) -> Result<Setup, ParseSetupError> {
        let s = s.trim();
        if s.is_empty() {
            return Err(ParseSetupError::Empty);
        }
        let (record, side) = match s.rsplit_once(char::is_whitespace) {
            Some((r, side)) => (r.trim(), side),
            None => {
                return Err(if s.starts_with('/') && s.ends_with('/') {
                    ParseSetupError::MissingSide
                } else {
                    ParseSetupError::Slashes
                })
            }
        };
        let side = match side {
            "a" | "A" => Side::Attackers,
            "d" | "D" => Side::Defenders,
            other => return Err(ParseSetupError::BadSide(other.chars().take(16).collect())),
        };
        Setup::from_board_record(record, side)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";

    #[test]
    fn start_record() {
        let s = Setup::start(Side::Defenders);
        assert_eq!(s.to_string(), format!("{START} d"));
        assert_eq!(format!("{START} d").parse::<Setup>().unwrap(), s);
        assert_eq!(Setup::from_grid(&s.to_grid(), Side::Defenders).unwrap(), s);
    }

    #[test]
    fn rank_one_comes_first() {
        let s: Setup = "/K8/9/9/9/9/9/9/9/8t/ a".parse().unwrap();
        assert_eq!(s.piece_at("a1".parse().unwrap()), Some(Piece::King));
        assert_eq!(s.piece_at("i9".parse().unwrap()), Some(Piece::Attacker));
    }

    #[test]
    fn errors_name_the_problem() {
        use ParseSetupError::*;
        let cases: [(&str, ParseSetupError); 7] = [
            ("", Empty),
            (START, MissingSide),
            ("/3ttt3/ d", RowCount(1)),
            (
                "/3ttt4/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/ d",
                RowLength {
                    row: 1,
                    squares: 10,
                },
            ),
            (
                "/3txt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/ d",
                BadChar { row: 1, ch: 'x' },
            ),
            (&format!("{START} x"), BadSide("x".into())),
            ("3ttt3 d", Slashes),
        ];
        for (text, want) in cases {
            assert_eq!(text.parse::<Setup>().unwrap_err(), want, "{text}");
        }
        assert!("/99999999999999999999t/9/9/9/9/9/9/9/9/ a"
            .parse::<Setup>()
            .is_err());
    }

    #[test]
    fn runs_with_leading_zeros_are_refused() {
        // `0009` added up to 9 squares and was read as an empty rank.
        let text = START.replacen("/4t4/", "/04t4/", 1);
        assert_eq!(
            Setup::from_board_record(&text, Side::Defenders),
            Err(ParseSetupError::BadRun {
                row: 2,
                run: "04".into()
            })
        );
        for (text, run) in [
            ("/0009/9/9/9/4K4/9/9/9/9/ d", "0009"),
            ("/9/9/9/9/4K04/9/9/9/9/ d", "04"),
            ("/9/9/9/9/4K4/9/9/9/09/ d", "09"),
            ("/9/9/9/9/4K4/9/9/9/8t0/ d", "0"),
        ] {
            match text.parse::<Setup>() {
                Err(ParseSetupError::BadRun { run: r, .. }) => assert_eq!(r, run, "{text}"),
                other => panic!("{text}: {other:?}"),
            }
        }
        let e = "/0009/9/9/9/4K4/9/9/9/9/ d".parse::<Setup>().unwrap_err();
        assert!(e.to_string().contains("rank 1"), "{e}");
    }

    #[test]
    fn a_lowercase_king_is_refused() {
        // OpenTafl's `k` is an attackers' king, which Tablut does not have.
        assert_eq!(
            "/9/9/9/9/4k4/9/9/9/9/ d".parse::<Setup>(),
            Err(ParseSetupError::BadChar { row: 5, ch: 'k' })
        );
        let e = "/9/9/9/9/4k4/9/9/9/9/ d".parse::<Setup>().unwrap_err();
        assert!(e.to_string().contains("K (king)"), "{e}");
    }
}
