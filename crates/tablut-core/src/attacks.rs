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

/// `LINE[pos][occ]`: the squares (as 9 bits) a slider on cell `pos` of a
/// 9-cell line reaches when the cells in `occ` block it. Blockers are not
/// included: pieces never land on an occupied square.
static LINE: [[u16; 512]; 9] = {
    let mut t = [[0u16; 512]; 9];
    let mut pos = 0;
    while pos < 9 {
        let mut occ = 0;
        while occ < 512 {
            let mut bits = 0u16;
            let mut i = pos + 1;
            while i < 9 && occ & (1 << i) == 0 {
                bits |= 1 << i;
                i += 1;
            }
            let mut i = pos as i32 - 1;
            while i >= 0 && occ & (1 << i) == 0 {
                bits |= 1 << i;
                i -= 1;
            }
            t[pos][occ] = bits;
            occ += 1;
        }
        pos += 1;
    }
    t
};

/// `SPREAD[bits]`: the 9-bit file pattern `bits` placed on file a.
static SPREAD: [u128; 512] = {
    let mut t = [0u128; 512];
    let mut b = 0;
    while b < 512 {
        let mut v = 0u128;
        let mut r = 0;
        while r < 9 {
            if b & (1 << r) != 0 {
                v |= 1 << (r * 9);
            }
            r += 1;
        }
        t[b] = v;
        b += 1;
    }
    t
};

/// The 9 bits of rank `rank` of `set`, file a lowest.
#[inline(always)]
fn rank_bits(set: u128, rank: usize) -> usize {
    ((set >> (rank * 9)) & 0x1FF) as usize
}

/// The 9 bits of file `file` of `set`, rank 1 lowest. The low 8 cells sit
/// 9 bits apart in the low word; one multiplication gathers them into the
/// top byte without carries (each product bit has a single source).
#[inline(always)]
fn file_bits(set: u128, file: usize) -> usize {
    let x = set >> file;
    let low = ((x as u64) & 0x8040_2010_0804_0201).wrapping_mul(0x0101_0101_0101_0101) >> 56;
    low as usize | (((x >> 72) & 1) as usize) << 8
}

/// The empty squares a rook on `sq` reaches when `blockers` stop it (the
/// blockers themselves excluded): two table lookups, one per line.
#[inline]
pub fn rook_slides(sq: Square, blockers: Bitboard) -> Bitboard {
    let (f, r) = (sq.index() % 9, sq.index() / 9);
    let along_rank = (LINE[f][rank_bits(blockers.0, r)] as u128) << (r * 9);
    let along_file = SPREAD[LINE[r][file_bits(blockers.0, f)] as usize] << f;
    Bitboard(along_rank | along_file)
}

/// The first square of `blockers` on each of the four lines from `sq`: the
/// pieces that could slide to `sq` (or that `sq`'s slides stop at).
#[inline]
pub fn rook_hits(sq: Square, blockers: Bitboard) -> Bitboard {
    let reach = rook_slides(sq, blockers) | Bitboard::of(sq);
    // One step on from every reached square lands, on each line, on the
    // blocker that ended it; steps off the lines are masked away.
    let next = reach.shift(Direction::North)
        | reach.shift(Direction::South)
        | reach.shift(Direction::East)
        | reach.shift(Direction::West);
    next & (ray_from(sq, Direction::North)
        | ray_from(sq, Direction::South)
        | ray_from(sq, Direction::East)
        | ray_from(sq, Direction::West))
        & blockers
}

/// A set split into its 9 ranks and 9 files (9 bits each), so that many
/// slides over the same blockers share one extraction.
#[derive(Copy, Clone, Debug, Default)]
pub struct Lines {
    ranks: [u16; 9],
    files: [u16; 9],
}

impl Lines {
    /// Splits `set` into lines.
    #[inline]
    pub fn of(set: Bitboard) -> Lines {
        let mut l = Lines::default();
        for i in 0..9 {
            l.ranks[i] = rank_bits(set.0, i) as u16;
            l.files[i] = file_bits(set.0, i) as u16;
        }
        l
    }

    /// [`Lines::of`] for constants.
    pub const fn of_const(set: Bitboard) -> Lines {
        let mut l = Lines {
            ranks: [0; 9],
            files: [0; 9],
        };
        let mut sq = 0;
        while sq < SQUARES {
            if set.0 & (1 << sq) != 0 {
                let (f, r) = (sq % 9, sq / 9);
                l.ranks[r] |= 1 << f;
                l.files[f] |= 1 << r;
            }
            sq += 1;
        }
        l
    }

    /// How many squares a rook on `sq` reaches with `self` as blockers,
    /// less the squares of `forbid`.
    #[inline]
    pub fn count_slides(&self, sq: Square, forbid: &Lines) -> u32 {
        let (f, r) = (sq.index() % 9, sq.index() / 9);
        let rank = LINE[f][self.ranks[r] as usize] & !forbid.ranks[r];
        let file = LINE[r][self.files[f] as usize] & !forbid.files[f];
        rank.count_ones() + file.count_ones()
    }
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
    fn blockers_cut_rays_and_are_excluded() {
        let blockers: Bitboard = [sq("e7"), sq("c5"), sq("e2")].into_iter().collect();
        let got = rook_slides(sq("e5"), blockers);
        let none = Lines::of(Bitboard::EMPTY);
        assert_eq!(Lines::of(blockers).count_slides(sq("e5"), &none), 8);
        let want: Bitboard = ["e6", "d5", "f5", "g5", "h5", "i5", "e4", "e3"]
            .iter()
            .map(|s| sq(s))
            .collect();
        assert_eq!(got, want);
    }

    #[test]
    fn hits_are_the_first_blocker_on_each_line() {
        let blockers: Bitboard = ["e7", "e9", "c5", "a5", "e2", "f4", "i5"]
            .iter()
            .map(|s| sq(s))
            .collect();
        let want: Bitboard = ["e7", "c5", "e2", "i5"].iter().map(|s| sq(s)).collect();
        assert_eq!(rook_hits(sq("e5"), blockers), want);
        // A corner's lines: nothing wraps onto neighbouring ranks.
        let b: Bitboard = ["a9", "b1", "a4"].iter().map(|s| sq(s)).collect();
        let want: Bitboard = ["b1", "a4"].iter().map(|s| sq(s)).collect();
        assert_eq!(rook_hits(sq("a1"), b), want);
        assert_eq!(rook_hits(sq("i1"), Bitboard::of(sq("a2"))), Bitboard::EMPTY);
    }

    #[test]
    fn line_tables_agree_with_walking() {
        // Every square against a few hundred pseudo-random blocker sets.
        let mut state = 0x1234_5678_9abc_def0_u64;
        for _ in 0..400 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let a = state;
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let blockers = Bitboard(((a as u128) << 64 | state as u128) & Bitboard::FULL.0);
            for from in Square::all() {
                let mut want = Bitboard::EMPTY;
                for dir in Direction::ALL {
                    let mut s = from;
                    while let Some(n) = s.step(dir) {
                        if blockers.contains(n) {
                            break;
                        }
                        want.insert(n);
                        s = n;
                    }
                }
                assert_eq!(rook_slides(from, blockers), want, "{from} {blockers:?}");
                assert_eq!(
                    Lines::of(blockers).count_slides(from, &Lines::of(Bitboard::CORNERS)),
                    (want - Bitboard::CORNERS).count()
                );
            }
        }
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
