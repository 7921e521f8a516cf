//! The tensor layout of the reinforcement-learning interface (version
//! [`OBS_VERSION`]): observation planes and action indices. The rules
//! themselves (which moves are legal, what a move does) come from
//! `tablut_core`; this module only lays its answers out as arrays.
//!
//! Observation: [`PLANES`] planes of 9×9 `uint8`, index `[plane, rank - 1,
//! file]` (a = 0): attackers, defending soldiers, the king, the throne, the
//! camp squares of the rule set, its escape squares, and a plane of ones
//! when the attackers are to move (zeros when the defenders are).
//!
//! Action: `square × 32 + direction × 8 + (distance − 1)`, where `square` is
//! the start square's index (`a1` = 0, `b1` = 1, …, `i9` = 80), `direction`
//! is north (towards rank 9), east, south, west, and `distance` 1 to 8:
//! 81 × 4 × 8 = [`ACTIONS`] actions.

use tablut_core::{Bitboard, Direction, Move, Position, Rules, Side, Square};

/// The version of the observation and action layout; it changes whenever
/// either does.
pub const OBS_VERSION: u32 = 1;
/// Planes in an observation.
pub const PLANES: usize = 7;
/// Squares on the board.
pub const SQUARES: usize = 81;
/// Bytes of one observation.
pub const OBS_LEN: usize = PLANES * SQUARES;
/// Actions: 81 squares × 4 directions × 8 distances.
pub const ACTIONS: usize = SQUARES * 4 * 8;
/// The planes' names, in order.
pub const PLANE_NAMES: [&str; PLANES] = [
    "attackers",
    "defenders",
    "king",
    "throne",
    "camps",
    "escape",
    "attackers_to_move",
];

/// The action index of `mv`.
#[inline]
pub fn action_of(mv: Move) -> usize {
    let (from, to) = (mv.from(), mv.to());
    let df = i32::from(to.file().index()) - i32::from(from.file().index());
    let dr = i32::from(to.rank().index()) - i32::from(from.rank().index());
    let (direction, distance) = if dr > 0 {
        (0, dr)
    } else if df > 0 {
        (1, df)
    } else if dr < 0 {
        (2, -dr)
    } else {
        (3, -df)
    };
    from.index() * 32 + direction * 8 + (distance as usize - 1)
}

/// The move of action index `action`, if it stays on the board.
#[inline]
pub fn move_of(action: usize) -> Option<Move> {
    if action >= ACTIONS {
        return None;
    }
    let from = Square::from_index((action / 32) as u8)?;
    let (df, dr) = Direction::ALL[(action / 8) % 4].delta();
    let distance = (action % 8) as i8 + 1;
    let to = Square::from_coords(
        from.file().index() as i8 + df * distance,
        from.rank().index() as i8 + dr * distance,
    )?;
    Move::new(from, to)
}

/// The planes that depend on the rules only (throne, camps, escape
/// squares), written once per rule set.
pub fn static_planes(rules: &Rules) -> [u8; 3 * SQUARES] {
    let mut out = [0u8; 3 * SQUARES];
    let sets = [
        Bitboard::THRONE,
        rules.camp_squares(),
        rules.escape_squares(),
    ];
    for (plane, set) in sets.into_iter().enumerate() {
        for sq in set {
            out[plane * SQUARES + sq.index()] = 1;
        }
    }
    out
}

/// Writes the observation of `position` into `out` ([`OBS_LEN`] bytes).
#[inline]
pub fn write_observation(position: &Position, statics: &[u8; 3 * SQUARES], out: &mut [u8]) {
    out[..3 * SQUARES].fill(0);
    for sq in position.attackers() {
        out[sq.index()] = 1;
    }
    for sq in position.defenders() {
        out[SQUARES + sq.index()] = 1;
    }
    out[2 * SQUARES + position.king().index()] = 1;
    out[3 * SQUARES..6 * SQUARES].copy_from_slice(statics);
    let attackers = u8::from(position.side_to_move() == Side::Attackers);
    out[6 * SQUARES..OBS_LEN].fill(attackers);
}

/// Writes the legal-action mask of `moves` into `out` ([`ACTIONS`] flags).
#[inline]
pub fn write_mask(moves: &[Move], out: &mut [bool]) {
    out.fill(false);
    set_mask(moves, out);
}

/// Sets the flags of `moves` in `out`.
#[inline]
pub fn set_mask(moves: &[Move], out: &mut [bool]) {
    for &mv in moves {
        out[action_of(mv)] = true;
    }
}

/// Clears the flags of `moves` in `out`: a mask that holds exactly
/// `moves` becomes all false, touching a few bytes instead of 2,592.
#[inline]
pub fn clear_mask(moves: &[Move], out: &mut [bool]) {
    for &mv in moves {
        out[action_of(mv)] = false;
    }
}
