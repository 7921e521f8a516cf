//! A set of squares as a `u128`: bit `i` is the square with index `i`.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub};

use crate::square::{Square, SQUARES};

/// A set of squares. Only the low 81 bits are ever set.
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash)]
pub struct Bitboard(pub(crate) u128);

/// The 81 bits of the board.
const BOARD_BITS: u128 = (1u128 << SQUARES) - 1;

/// File a and file i: a step east or west must not wrap onto the next rank.
const FILE_A: u128 = {
    let mut b = 0u128;
    let mut r = 0;
    while r < 9 {
        b |= 1 << (r * 9);
        r += 1;
    }
    b
};
const FILE_I: u128 = FILE_A << 8;

/// One bit per square: a table load is cheaper than a variable `u128` shift.
static SQUARE_BITS: [u128; SQUARES] = {
    let mut t = [0u128; SQUARES];
    let mut i = 0;
    while i < SQUARES {
        t[i] = 1 << i;
        i += 1;
    }
    t
};

impl Bitboard {
    /// No squares.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 81 squares.
    pub const FULL: Bitboard = Bitboard(BOARD_BITS);
    /// The four corners.
    pub const CORNERS: Bitboard = Bitboard(
        1 << Square::A1.index()
            | 1 << Square::I1.index()
            | 1 << Square::A9.index()
            | 1 << Square::I9.index(),
    );
    /// The 32 edge squares, corners included.
    pub const EDGE: Bitboard = {
        let mut bits = 0u128;
        let mut i = 0;
        while i < SQUARES {
            let f = i % 9;
            let r = i / 9;
            if f == 0 || r == 0 || f == 8 || r == 8 {
                bits |= 1 << i;
            }
            i += 1;
        }
        Bitboard(bits)
    };
    /// The throne, e5.
    pub const THRONE: Bitboard = Bitboard(1 << Square::THRONE.index());
    /// The 16 camp squares (OpenTafl's attacker fortresses, Ashton's base
    /// camps): four T-shaped groups on the middle of each side, the
    /// attackers' starting squares. What they do is up to the rules
    /// ([`Camps`](crate::Camps), [`CampHostile`](crate::CampHostile)).
    pub const CAMPS: Bitboard = Bitboard::from_grid(
        "...XXX...
         ....X....
         .........
         X.......X
         XX.....XX
         X.......X
         .........
         ....X....
         ...XXX...",
    );

    /// The four camp centres a5, e1, i5, e9: the middle edge square of each
    /// camp (ASHTON.md §0.2).
    pub const CAMP_CENTRES: Bitboard = Bitboard::from_grid(
        "....X....
         .........
         .........
         .........
         X.......X
         .........
         .........
         .........
         ....X....",
    );
    /// The camps one by one: west (a4 a5 a6 b5), south (d1 e1 f1 e2), east
    /// (i4 i5 i6 h5), north (d9 e9 f9 e8). Opposite camps are two apart.
    pub const CAMP_GROUPS: [Bitboard; 4] = [
        Bitboard::from_grid(
            ".........
             .........
             .........
             X........
             XX.......
             X........
             .........
             .........
             .........",
        ),
        Bitboard::from_grid(
            ".........
             .........
             .........
             .........
             .........
             .........
             .........
             ....X....
             ...XXX...",
        ),
        Bitboard::from_grid(
            ".........
             .........
             .........
             ........X
             .......XX
             ........X
             .........
             .........
             .........",
        ),
        Bitboard::from_grid(
            "...XXX...
             ....X....
             .........
             .........
             .........
             .........
             .........
             .........
             .........",
        ),
    ];
    /// Ashton's 16 escape tiles: the edge squares that are neither corners
    /// nor camp squares.
    pub const ESCAPE_TILES: Bitboard =
        Bitboard(Bitboard::EDGE.0 & !Bitboard::CORNERS.0 & !Bitboard::CAMPS.0);

    /// The set holding only `sq`.
    #[inline]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1 << sq.index())
    }

    /// Builds a set from a 9×9 grid drawn rank 9 first, `X` (or any
    /// non-`.` mark) for a member; whitespace is ignored. Panics on a grid
    /// without exactly 81 cells, so it is meant for constants and tests.
    pub const fn from_grid(grid: &str) -> Bitboard {
        let b = grid.as_bytes();
        let mut bits = 0u128;
        let mut cell = 0usize;
        let mut i = 0;
        while i < b.len() {
            let c = b[i];
            if !(c == b' ' || c == b'\n' || c == b'\t' || c == b'\r') {
                assert!(cell < SQUARES, "grid has more than 81 cells");
                let row = cell / 9; // 0 = rank 9
                let col = cell % 9;
                if c != b'.' {
                    bits |= 1 << ((8 - row) * 9 + col);
                }
                cell += 1;
            }
            i += 1;
        }
        assert!(cell == SQUARES, "grid must have exactly 81 cells");
        Bitboard(bits)
    }

    /// The set whose members are the set bits of `bits` (bits above the
    /// 81 squares are dropped).
    #[inline]
    pub const fn from_bits(bits: u128) -> Bitboard {
        Bitboard(bits & BOARD_BITS)
    }

    /// Every member moved one step in `dir`; members that would leave the
    /// board are dropped.
    #[inline]
    pub const fn shift(self, dir: crate::square::Direction) -> Bitboard {
        use crate::square::Direction;
        Bitboard(match dir {
            Direction::North => (self.0 << 9) & BOARD_BITS,
            Direction::South => self.0 >> 9,
            Direction::East => (self.0 << 1) & !FILE_A & BOARD_BITS,
            Direction::West => (self.0 >> 1) & !FILE_I,
        })
    }

    /// The squares of `empty` reached by sliding any member in `dir`,
    /// stopping before the first square not in `empty`. A parallel prefix
    /// (Kogge–Stone) fill: four doubling steps cover slides of up to 15.
    #[inline]
    pub fn slide_fill(self, dir: crate::square::Direction, empty: Bitboard) -> Bitboard {
        use crate::square::Direction;
        #[inline(always)]
        fn step(b: u128, dir: Direction, k: u32) -> u128 {
            match dir {
                Direction::North => (b << (9 * k)) & BOARD_BITS,
                Direction::South => b >> (9 * k),
                Direction::East => (b << k) & BOARD_BITS,
                Direction::West => b >> k,
            }
        }
        // A slide east never lands on file a, nor west on file i: leaving
        // those out of the propagator stops a slide wrapping onto the next
        // rank.
        let wrap = match dir {
            Direction::East => FILE_A,
            Direction::West => FILE_I,
            _ => 0,
        };
        let mut gen = self.0;
        let mut pro = empty.0 & !wrap;
        gen |= pro & step(gen, dir, 1);
        pro &= step(pro, dir, 1);
        gen |= pro & step(gen, dir, 2);
        pro &= step(pro, dir, 2);
        gen |= pro & step(gen, dir, 4);
        pro &= step(pro, dir, 4);
        gen |= pro & step(gen, dir, 8);
        Bitboard(gen & empty.0)
    }

    /// The squares of `empty` reached by sliding any member in any of the
    /// four directions ([`slide_fill`](Self::slide_fill) in each): where
    /// one rook move from a member can stop.
    #[inline]
    pub fn slide_fill_all(self, empty: Bitboard) -> Bitboard {
        use crate::square::Direction;
        Direction::ALL
            .into_iter()
            .fold(Bitboard::EMPTY, |seen, dir| {
                seen | self.slide_fill(dir, empty)
            })
    }

    /// The set holding only `sq`, by table lookup (not usable in `const`).
    #[inline]
    pub fn of(sq: Square) -> Bitboard {
        Bitboard(SQUARE_BITS[sq.index()])
    }

    /// Whether `sq` is in the set.
    #[inline]
    pub fn contains(self, sq: Square) -> bool {
        self.0 & SQUARE_BITS[sq.index()] != 0
    }
    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// Whether the set has any member.
    #[inline]
    pub const fn any(self) -> bool {
        self.0 != 0
    }
    /// Number of squares in the set.
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }
    /// Whether every member of `self` is in `other`.
    #[inline]
    pub const fn is_subset(self, other: Bitboard) -> bool {
        self.0 & !other.0 == 0
    }
    /// The member with the lowest index.
    #[inline]
    pub fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Square::from_index(self.0.trailing_zeros() as u8)
        }
    }
    /// Adds `sq`.
    #[inline]
    pub fn insert(&mut self, sq: Square) {
        self.0 |= SQUARE_BITS[sq.index()];
    }
    /// Removes `sq`.
    #[inline]
    pub fn remove(&mut self, sq: Square) {
        self.0 &= !SQUARE_BITS[sq.index()];
    }
    /// Flips membership of `sq`.
    #[inline]
    pub fn toggle(&mut self, sq: Square) {
        self.0 ^= SQUARE_BITS[sq.index()];
    }
    /// The raw bits (bit `i` = square index `i`).
    #[inline]
    pub const fn bits(self) -> u128 {
        self.0
    }
}

impl Iterator for Bitboard {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Square::from_index(i)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.count() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Bitboard {}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        let mut b = Bitboard::EMPTY;
        for sq in iter {
            b.insert(sq);
        }
        b
    }
}

impl From<Square> for Bitboard {
    fn from(sq: Square) -> Bitboard {
        Bitboard::from_square(sq)
    }
}

macro_rules! bitop {
    ($tr:ident, $f:ident, $tra:ident, $fa:ident, $op:tt) => {
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $tra for Bitboard {
            #[inline]
            fn $fa(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}
bitop!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bitop!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bitop!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Sub for Bitboard {
    type Output = Bitboard;
    /// Set difference.
    #[inline]
    fn sub(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & !rhs.0)
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    /// Complement within the 81 squares.
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & BOARD_BITS)
    }
}

impl fmt::Debug for Bitboard {
    /// A 9×9 grid, rank 9 first.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f)?;
        for row in (0..9u8).rev() {
            for col in 0..9u8 {
                let sq = Square::from_index(row * 9 + col).expect("on board");
                f.write_str(if self.contains(sq) { "X" } else { "." })?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grid_literal_places_rank_nine_first() {
        let b = Bitboard::from_grid(
            "X........
             .........
             .........
             .........
             ....X....
             .........
             .........
             .........
             ........X",
        );
        let got: Vec<String> = b.map(|s| s.to_string()).collect();
        assert_eq!(got, ["i1", "e5", "a9"]);
    }

    #[test]
    fn constants() {
        assert_eq!(Bitboard::EDGE.count(), 32);
        assert_eq!(Bitboard::CORNERS.count(), 4);
        assert!(Bitboard::CORNERS.is_subset(Bitboard::EDGE));
        assert_eq!((!Bitboard::EMPTY), Bitboard::FULL);
        assert_eq!(Bitboard::FULL.count(), 81);
        assert_eq!(Bitboard::CAMPS.count(), 16);
        let camps: Vec<String> = Bitboard::CAMPS.map(|s| s.to_string()).collect();
        assert_eq!(
            camps.join(" "),
            "d1 e1 f1 e2 a4 i4 a5 b5 h5 i5 a6 i6 e8 d9 e9 f9"
        );
    }
}
