//! Perft: the number of legal move sequences of a given length. A move that
//! ends the game has no continuation, so a game that ends early adds
//! nothing at greater depth (the chess convention).

use crate::game::Game;
use crate::mv::Move;
use crate::outcome::{DrawReason, Outcome, WinReason};

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

/// What [`perft_stats`] counts at the last ply.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct PerftStats {
    /// Move sequences of the full length.
    pub nodes: u64,
    /// Of those, the ones whose last move captured.
    pub captures: u64,
    /// ... whose last move was the king's escape.
    pub escapes: u64,
    /// ... whose last move captured the king.
    pub king_captures: u64,
    /// ... whose last move drew by repetition.
    pub repetition_draws: u64,
}

impl std::ops::AddAssign for PerftStats {
    fn add_assign(&mut self, o: PerftStats) {
        self.nodes += o.nodes;
        self.captures += o.captures;
        self.escapes += o.escapes;
        self.king_captures += o.king_captures;
        self.repetition_draws += o.repetition_draws;
    }
}

/// Perft that makes every move, the last ply included, judging each one
/// fully (captures, escape, king capture, repetition), and counts what the
/// last moves did, like chess perft's capture and mate columns.
pub fn perft_stats(game: &mut Game, depth: u32) -> PerftStats {
    let mut stats = PerftStats::default();
    if depth == 0 {
        stats.nodes = 1;
        return stats;
    }
    if depth == 1 {
        let mut tally = |game: &mut Game, mv: Move| {
            let (effect, verdict) = game.try_move(mv);
            stats.nodes += 1;
            stats.captures += effect.captures.any() as u64;
            match verdict {
                Outcome::Win {
                    reason: WinReason::Escape,
                    ..
                } => stats.escapes += 1,
                Outcome::Win {
                    reason: WinReason::KingCaptured,
                    ..
                } => stats.king_captures += 1,
                Outcome::Draw(DrawReason::Repetition) => stats.repetition_draws += 1,
                _ => {}
            }
        };
        if game.all_moves_legal() {
            // Walk the destination sets directly instead of listing moves.
            let position = *game.position();
            position.for_each_piece_moves(|from, dests| {
                for to in dests {
                    tally(game, Move::new_unchecked(from, to));
                }
            });
        } else {
            for &mv in game.legal_moves().iter() {
                tally(game, mv);
            }
        }
        return stats;
    }
    let moves = game.legal_moves();
    for &mv in moves.iter() {
        game.push_unchecked(mv);
        stats += perft_stats(game, depth - 1);
        game.pop();
    }
    stats
}

/// The node count of [`perft_stats`]: perft with every move made.
pub fn perft_full(game: &mut Game, depth: u32) -> u64 {
    perft_stats(game, depth).nodes
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
