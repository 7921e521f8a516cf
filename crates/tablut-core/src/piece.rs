//! The two sides and the three kinds of piece.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// A side. Tablut's sources give the sides different colours, so the API
/// speaks only of attackers and defenders (RULES.md D-20).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Side {
    /// The 16 besiegers (Muscovites).
    Attackers,
    /// The king and his 8 soldiers (Swedes).
    Defenders,
}

impl Side {
    /// The other side.
    #[inline]
    pub const fn opponent(self) -> Side {
        match self {
            Side::Attackers => Side::Defenders,
            Side::Defenders => Side::Attackers,
        }
    }
    /// `a` or `d`, as written after a position record.
    pub const fn letter(self) -> char {
        match self {
            Side::Attackers => 'a',
            Side::Defenders => 'd',
        }
    }
    /// `attackers` or `defenders`.
    pub const fn name(self) -> &'static str {
        match self {
            Side::Attackers => "attackers",
            Side::Defenders => "defenders",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a side could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("'{0}' is not a side: write 'attackers' (or 'a') or 'defenders' (or 'd')")]
pub struct ParseSideError(pub String);

impl FromStr for Side {
    type Err = ParseSideError;
    fn from_str(s: &str) -> Result<Side, ParseSideError> {
        match s.to_ascii_lowercase().as_str() {
            "a" | "attacker" | "attackers" => Ok(Side::Attackers),
            "d" | "defender" | "defenders" => Ok(Side::Defenders),
            _ => Err(ParseSideError(s.chars().take(32).collect())),
        }
    }
}

/// A piece on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// An attacking soldier.
    Attacker,
    /// A defending soldier.
    Defender,
    /// The king (a defender).
    King,
}

impl Piece {
    /// The side the piece plays for.
    #[inline]
    pub const fn side(self) -> Side {
        match self {
            Piece::Attacker => Side::Attackers,
            Piece::Defender | Piece::King => Side::Defenders,
        }
    }
    /// The OpenTafl symbol: `t` attacker, `T` defender, `K` king.
    pub const fn otn_char(self) -> char {
        match self {
            Piece::Attacker => 't',
            Piece::Defender => 'T',
            Piece::King => 'K',
        }
    }
    /// The piece for an OpenTafl symbol (`t`, `T`, `K`, and `k` for the king).
    pub const fn from_otn_char(c: char) -> Option<Piece> {
        match c {
            't' => Some(Piece::Attacker),
            'T' => Some(Piece::Defender),
            'K' | 'k' => Some(Piece::King),
            _ => None,
        }
    }
    /// The letter used in RULES.md test grids: `A`, `D`, `K`.
    pub const fn grid_char(self) -> char {
        match self {
            Piece::Attacker => 'A',
            Piece::Defender => 'D',
            Piece::King => 'K',
        }
    }
}
