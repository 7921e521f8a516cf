//! Zobrist keys: one random 64-bit number per (piece, square) and one for
//! the side to move, so a position's key changes by XOR as pieces move.

use crate::piece::{Piece, Side};
use crate::square::{Square, SQUARES};

const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

const fn table() -> [[u64; SQUARES]; 3] {
    let mut t = [[0u64; SQUARES]; 3];
    let mut state = 0x7AB1_u64;
    let mut p = 0;
    while p < 3 {
        let mut i = 0;
        while i < SQUARES {
            let (s, v) = splitmix(state);
            state = s;
            t[p][i] = v;
            i += 1;
        }
        p += 1;
    }
    t
}

static PIECE_KEYS: [[u64; SQUARES]; 3] = table();

/// Added to the key when the defenders are to move.
pub const DEFENDERS_TO_MOVE: u64 = splitmix(0xD5).1;

/// The key of `piece` standing on `sq`.
#[inline]
pub fn piece_key(piece: Piece, sq: Square) -> u64 {
    PIECE_KEYS[piece as usize][sq.index()]
}

/// The key part for the side to move.
#[inline]
pub const fn side_key(side: Side) -> u64 {
    match side {
        Side::Attackers => 0,
        Side::Defenders => DEFENDERS_TO_MOVE,
    }
}
