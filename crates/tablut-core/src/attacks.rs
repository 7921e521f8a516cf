//! Precomputed line tables for rook slides and neighbourhoods.
//!
//! Every Tablut piece slides like a rook, so the whole move generator rests
//! on [`rook_slides`]: for each of the four rays of a square we keep the mask
//! of squares out to the edge, find the nearest blocker with one bit scan,
//! and cut the ray behind it (the "classical" ray approach, here on `u128`).

use crate::bitboard::Bitboard;
use crate::square::{Direction, Square, SQUARES};

const fn ray(sq: usize, df: i8, dr: i8) -> u128 {
    let mut bits = 0u128;
    let mut f = (sq % 9) as i8 + df;
    let mut r = (sq / 9) as i8 + dr;
    while f >= 0 && f < 9 && r >= 0 && r < 9 {
        bits |= 1 << (r as usize * 9 + f as usize);
        f += df;
        r += dr;
    }
    bits
}

const fn ray_table(df: i8, dr: i8) -> [u128; SQUARES] {
    let mut t = [0u128; SQUARES];
    let mut i = 0;
    while i < SQUARES {
        t[i] = ray(i, df, dr);
        i += 1;
    }
    t
}

static NORTH: [u128; SQUARES] = ray_table(0, 1);
static EAST: [u128; SQUARES] = ray_table(1, 0);
static SOUTH: [u128; SQUARES] = ray_table(0, -1);
static WEST: [u128; SQUARES] = ray_table(-1, 0);

const fn neighbour_table() -> [u128; SQUARES] {
    let mut t = [0u128; SQUARES];
    let mut i = 0;
    while i < SQUARES {
        let f = i % 9;
        let r = i / 9;
        let mut bits = 0u128;
        if f > 0 {
            bits |= 1 << (i - 1);
        }
        if f < 8 {
            bits |= 1 << (i + 1);
        }
        if r > 0 {
            bits |= 1 << (i - 9);
        }
        if r < 8 {
            bits |= 1 << (i + 9);
        }
        t[i] = bits;
        i += 1;
    }
    t
}

static NEIGHBOURS: [u128; SQUARES] = neighbour_table();

/// `STEPS[sq][dir]`: the index of the square one step from `sq` in
/// direction `dir` (the order of [`Direction::ALL`]), or `NONE` off board.
const NONE: u8 = u8::MAX;
const fn step_table() -> [[u8; 4]; SQUARES] {
    let mut t = [[NONE; 4]; SQUARES];
    let mut i = 0;
    while i < SQUARES {
        let f = (i % 9) as i8;
        let r = (i / 9) as i8;
        let deltas = [(0i8, 1i8), (1, 0), (0, -1), (-1, 0)];
        let mut d = 0;
        while d < 4 {
            let (nf, nr) = (f + deltas[d].0, r + deltas[d].1);
            if nf >= 0 && nf < 9 && nr >= 0 && nr < 9 {
                t[i][d] = (nr * 9 + nf) as u8;
            }
            d += 1;
        }
        i += 1;
    }
    t
}
static STEPS: [[u8; 4]; SQUARES] = step_table();

/// The square one step from `sq` in `dir`, by table lookup.
#[inline]
pub fn step(sq: Square, dir: Direction) -> Option<Square> {
    let i = STEPS[sq.index()][dir as usize];
    if i == NONE {
        None
    } else {
        Square::from_index(i)
    }
}

/// The orthogonal neighbours of `sq` (2 to 4 squares).
#[inline]
pub fn neighbours(sq: Square) -> Bitboard {
    Bitboard(NEIGHBOURS[sq.index()])
}

/// The squares a rook on `sq` reaches when `blockers` stop it. The first
/// blocker on each ray is included, so callers remove occupied squares.
#[inline]
pub fn rook_slides(sq: Square, blockers: Bitboard) -> Bitboard {
    let i = sq.index();
    let occ = blockers.0;
    let mut out = 0u128;
    // Rays towards higher indices: the nearest blocker is the lowest set bit.
    for table in [&NORTH, &EAST] {
        let r = table[i];
        let hit = r & occ;
        out |= if hit == 0 {
            r
        } else {
            r ^ table[hit.trailing_zeros() as usize]
        };
    }
    // Rays towards lower indices: the nearest blocker is the highest set bit.
    for table in [&SOUTH, &WEST] {
        let r = table[i];
        let hit = r & occ;
        out |= if hit == 0 {
            r
        } else {
            r ^ table[127 - hit.leading_zeros() as usize]
        };
    }
    Bitboard(out)
}

/// The squares from `sq` (exclusive) to the edge in `dir`.
#[inline]
pub fn ray_from(sq: Square, dir: Direction) -> Bitboard {
    let t = match dir {
        Direction::North => &NORTH,
        Direction::East => &EAST,
        Direction::South => &SOUTH,
        Direction::West => &WEST,
    };
    Bitboard(t[sq.index()])
}

/// The squares strictly between `a` and `b` when they share a rank or file;
/// `None` when they do not.
pub fn between(a: Square, b: Square) -> Option<Bitboard> {
    if a == b {
        return None;
    }
    for dir in Direction::ALL {
        let ray = ray_from(a, dir);
        if ray.contains(b) {
            return Some(ray - ray_from(b, dir) - Bitboard::from_square(b));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn empty_board_rook_reaches_sixteen_squares() {
        for s in Square::all() {
            assert_eq!(rook_slides(s, Bitboard::EMPTY).count(), 16);
        }
    }

    #[test]
    fn blockers_cut_rays_and_are_included() {
        let blockers: Bitboard = [sq("e7"), sq("c5"), sq("e2")].into_iter().collect();
        let got = rook_slides(sq("e5"), blockers);
        let want: Bitboard = ["e6", "e7", "d5", "c5", "f5", "g5", "h5", "i5", "e4", "e3", "e2"]
            .iter()
            .map(|s| sq(s))
            .collect();
        assert_eq!(got, want);
    }

    #[test]
    fn between_squares() {
        assert_eq!(between(sq("e3"), sq("e7")).unwrap().count(), 3);
        assert_eq!(between(sq("a1"), sq("b1")).unwrap().count(), 0);
        assert!(between(sq("a1"), sq("b2")).is_none());
    }

    #[test]
    fn neighbour_counts() {
        assert_eq!(neighbours(sq("a1")).count(), 2);
        assert_eq!(neighbours(sq("a5")).count(), 3);
        assert_eq!(neighbours(sq("e5")).count(), 4);
    }
}
