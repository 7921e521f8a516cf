//! Squares, files, ranks and directions of the 9×9 board.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// Number of files (and ranks) of the board.
pub const SIZE: u8 = 9;
/// Number of squares of the board.
pub const SQUARES: usize = 81;

/// A file, `a` (0) to `i` (8), left to right.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct File(u8);

/// A rank, `1` (0) to `9` (8), bottom to top.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rank(u8);

impl File {
    /// The file with index `i` (0 = `a`), if on the board.
    pub const fn new(i: u8) -> Option<File> {
        if i < SIZE {
            Some(File(i))
        } else {
            None
        }
    }
    /// Index 0..9.
    pub const fn index(self) -> u8 {
        self.0
    }
    /// The letter `a`..`i`.
    pub const fn char(self) -> char {
        (b'a' + self.0) as char
    }
    /// All files, `a` first.
    pub fn all() -> impl Iterator<Item = File> {
        (0..SIZE).map(File)
    }
}

impl Rank {
    /// The rank with index `i` (0 = rank 1), if on the board.
    pub const fn new(i: u8) -> Option<Rank> {
        if i < SIZE {
            Some(Rank(i))
        } else {
            None
        }
    }
    /// Index 0..9 (0 is rank 1).
    pub const fn index(self) -> u8 {
        self.0
    }
    /// The digit `1`..`9`.
    pub const fn char(self) -> char {
        (b'1' + self.0) as char
    }
    /// All ranks, rank 1 first.
    pub fn all() -> impl Iterator<Item = Rank> {
        (0..SIZE).map(Rank)
    }
}

/// One of the 81 squares. Index = rank × 9 + file, so `a1` is 0 and `i9` is 80.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    /// `a1`, a corner.
    pub const A1: Square = Square(0);
    /// `i1`, a corner.
    pub const I1: Square = Square(8);
    /// `a9`, a corner.
    pub const A9: Square = Square(72);
    /// `i9`, a corner.
    pub const I9: Square = Square(80);
    /// `e5`, the throne.
    pub const THRONE: Square = Square(40);

    /// The square on `file` and `rank`.
    pub const fn new(file: File, rank: Rank) -> Square {
        Square(rank.0 * SIZE + file.0)
    }

    /// The square with the given index, if it is below 81.
    pub const fn from_index(i: u8) -> Option<Square> {
        if (i as usize) < SQUARES {
            Some(Square(i))
        } else {
            None
        }
    }

    /// The square at (file index, rank index), if both are on the board.
    pub const fn from_coords(file: i8, rank: i8) -> Option<Square> {
        if file >= 0 && file < SIZE as i8 && rank >= 0 && rank < SIZE as i8 {
            Some(Square(rank as u8 * SIZE + file as u8))
        } else {
            None
        }
    }

    /// Index 0..81.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// The square's file.
    pub const fn file(self) -> File {
        File(self.0 % SIZE)
    }
    /// The square's rank.
    pub const fn rank(self) -> Rank {
        Rank(self.0 / SIZE)
    }

    /// The neighbouring square one step in `dir`, if on the board.
    pub const fn step(self, dir: Direction) -> Option<Square> {
        let (df, dr) = dir.delta();
        Square::from_coords((self.0 % SIZE) as i8 + df, (self.0 / SIZE) as i8 + dr)
    }

    /// Whether the square is on rank 1, rank 9, file a or file i.
    pub const fn is_edge(self) -> bool {
        let f = self.0 % SIZE;
        let r = self.0 / SIZE;
        f == 0 || r == 0 || f == SIZE - 1 || r == SIZE - 1
    }

    /// Whether the square is one of the four corners.
    pub const fn is_corner(self) -> bool {
        matches!(self.0, 0 | 8 | 72 | 80)
    }

    /// All 81 squares, `a1` first, then `b1`, … `i9`.
    pub fn all() -> impl Iterator<Item = Square> + Clone {
        (0..SQUARES as u8).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file().char(), self.rank().char())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a square could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("'{text}' is not a square: write a file a-i then a rank 1-9, like e5")]
pub struct ParseSquareError {
    /// The text that was given.
    pub text: String,
}

impl FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let err = || ParseSquareError {
            text: s.chars().take(16).collect(),
        };
        let b = s.as_bytes();
        if b.len() != 2 {
            return Err(err());
        }
        let f = b[0].to_ascii_lowercase();
        if !(b'a'..=b'i').contains(&f) || !(b'1'..=b'9').contains(&b[1]) {
            return Err(err());
        }
        Ok(Square::new(File(f - b'a'), Rank(b[1] - b'1')))
    }
}

/// One of the four orthogonal directions.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Towards rank 9.
    North,
    /// Towards file i.
    East,
    /// Towards rank 1.
    South,
    /// Towards file a.
    West,
}

impl Direction {
    /// The four directions.
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// (file, rank) change of one step.
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::East => (1, 0),
            Direction::South => (0, -1),
            Direction::West => (-1, 0),
        }
    }

    /// The opposite direction.
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::East => Direction::West,
            Direction::South => Direction::North,
            Direction::West => Direction::East,
        }
    }
}

crate::text_serde::serde_as_text!(Square);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_names_round_trip() {
        for sq in Square::all() {
            assert_eq!(sq.to_string().parse::<Square>().unwrap(), sq);
        }
        assert_eq!("e5".parse::<Square>().unwrap(), Square::THRONE);
        assert_eq!("a1".parse::<Square>().unwrap(), Square::A1);
        assert_eq!("i9".parse::<Square>().unwrap(), Square::I9);
    }

    #[test]
    fn bad_squares_are_refused() {
        for bad in ["", "e", "j1", "a0", "a10", "e55", "5e", "é5"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }

    #[test]
    fn edges_and_corners() {
        assert_eq!(Square::all().filter(|s| s.is_edge()).count(), 32);
        assert_eq!(Square::all().filter(|s| s.is_corner()).count(), 4);
        assert!(!Square::THRONE.is_edge());
    }
}
