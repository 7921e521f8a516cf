//! Perft: the number of legal move sequences of a given length. A move that
//! ends the game has no continuation, so a game that ends early adds
//! nothing at greater depth (the chess convention).

use crate::game::Game;
use crate::mv::Move;

/// Perft with bulk counting: at the last ply the legal moves are counted,
/// not made.
pub fn perft(game: &mut Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return game.count_legal_moves();
    }
    let moves = game.legal_moves();
    let mut nodes = 0;
    for &mv in moves.iter() {
        game.push_unchecked(mv);
        nodes += perft(game, depth - 1);
        game.pop();
    }
    nodes
}

/// Perft that makes every move, the last ply included (judging each
/// resulting position fully: captures, king capture, repetition, outcome).
pub fn perft_full(game: &mut Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = game.legal_moves();
    if depth == 1 {
        for &mv in moves.iter() {
            game.push_unchecked(mv);
            game.pop();
        }
        return moves.len() as u64;
    }
    let mut nodes = 0;
    for &mv in moves.iter() {
        game.push_unchecked(mv);
        nodes += perft_full(game, depth - 1);
        game.pop();
    }
    nodes
}

/// The perft count below each legal move (bulk counting), in move order.
pub fn divide(game: &mut Game, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let moves = game.legal_moves();
    let mut out = Vec::with_capacity(moves.len());
    for &mv in moves.iter() {
        game.push_unchecked(mv);
        out.push((mv, perft(game, depth - 1)));
        game.pop();
    }
    out
}
