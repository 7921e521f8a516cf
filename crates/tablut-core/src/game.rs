//! [`Game`]: a position with its history, which decides repetition, the
//! legal moves where repetition bars some, and the outcome (RULES.md §2.6).
//!
//! Repetition is found by Zobrist key within the *reversible window*: the
//! plies since the last capture, since a capture can never be undone and so
//! no earlier position can occur again. Each ply stores how many times its
//! position has occurred, found from the most recent equal key in the
//! window, so a lookup never walks more than that window. (Keys are 64-bit
//! Zobrist hashes; two positions of one game sharing a key is a risk of
//! about one in 10^16 per pair, far below any other source of error.)
//!
//! Moves are made and taken back in place on one [`Position`]; the history
//! keeps only what undoing needs (move, captures, key).

use crate::bitboard::Bitboard;
use crate::mv::Move;
use crate::outcome::{DrawReason, Outcome, WinReason};
use crate::piece::Side;
use crate::position::{Effect, Event, IllegalMove, MoveList, Position};
use crate::rules::{NoMoves, Repetition, Rules};

/// One position of a game and how it was reached.
#[derive(Copy, Clone, Debug)]
pub struct Ply {
    /// The move that led here (`None` for the start).
    pub mv: Option<Move>,
    /// What that move captured.
    pub captures: Bitboard,
    /// How many times this position has now occurred (1 = first time). The
    /// start of a game under [`Repetition::Server`] counts 0 times: the
    /// Challenge server never stores it.
    pub occurrence: u8,
    /// What the move itself decided: an escape, a king capture or a
    /// repetition draw. Whether the side to move has a legal move is judged
    /// when asked ([`Game::outcome`]), so making a move stays cheap.
    verdict: Outcome,
    key: u64,
    window_start: u32,
    window_max: u8,
}

/// A game: a start position and the moves played since.
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    position: Position,
    plies: Vec<Ply>,
}

impl Game {
    /// A game from `start` with no moves played.
    pub fn new(start: Position) -> Game {
        let counted = u8::from(start.rules().repetition != Repetition::Server);
        let mut g = Game {
            start,
            position: start,
            plies: Vec::with_capacity(128),
        };
        g.plies.push(Ply {
            key: start.key(),
            mv: None,
            captures: Bitboard::EMPTY,
            occurrence: counted,
            verdict: Outcome::Ongoing,
            window_start: 0,
            window_max: counted,
        });
        g
    }

    /// A game from the standard start under `rules`.
    pub fn start(rules: Rules) -> Game {
        Game::new(Position::start(rules))
    }

    /// The current position.
    #[inline]
    pub fn position(&self) -> &Position {
        &self.position
    }
    /// The position the game started from.
    pub fn start_position(&self) -> &Position {
        &self.start
    }
    /// The position after ply `i` (0 = the start), replayed from the start.
    pub fn position_after(&self, i: usize) -> Option<Position> {
        let mut p = self.start;
        for ply in self.plies.get(1..=i)? {
            p.make(ply.mv.expect("plies after the start have moves"));
        }
        Some(p)
    }
    /// The rules of the game.
    pub fn rules(&self) -> &Rules {
        self.position().rules()
    }
    /// The current outcome, in the order of RULES.md D-11: an escape or a
    /// king capture, then a side without a legal move, then a repetition
    /// draw (under [`Repetition::Server`] the draw comes before the loss
    /// for want of moves, as the Challenge server declares it first:
    /// ASHTON.md §2.8).
    pub fn outcome(&self) -> Outcome {
        let verdict = self.last().verdict;
        if let Outcome::Win { .. } | Outcome::Draw(DrawReason::Adjudicated) = verdict {
            return verdict;
        }
        if verdict.is_over() && self.rules().repetition == Repetition::Server {
            return verdict;
        }
        if !self.has_legal_move() {
            return match self.rules().no_moves {
                NoMoves::Loss => Outcome::Win {
                    winner: self.position().side_to_move().opponent(),
                    reason: WinReason::NoLegalMoves,
                },
                NoMoves::Draw => Outcome::Draw(DrawReason::NoLegalMoves),
            };
        }
        verdict
    }

    /// Whether the last move ended the game by itself (escape, king
    /// capture, repetition draw, adjudication).
    #[inline]
    fn decided(&self) -> bool {
        self.last().verdict.is_over()
    }
    /// Every ply, the start first.
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }
    /// The moves played, in order.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.plies.iter().filter_map(|p| p.mv)
    }
    /// How many moves have been played.
    pub fn len(&self) -> usize {
        self.plies.len() - 1
    }
    /// Whether no move has been played.
    pub fn is_empty(&self) -> bool {
        self.plies.len() == 1
    }

    #[inline]
    fn last(&self) -> &Ply {
        self.plies.last().expect("a game always has its start")
    }

    /// How often the position with `key` would have occurred, counting
    /// itself, if it were the next one, given whether the move to it
    /// captured; and where the reversible window would then start.
    #[inline(always)]
    fn occurrences_if_next(&self, key: u64, captured: bool) -> (u8, u32) {
        let next = self.plies.len();
        if captured {
            return (1, next as u32);
        }
        let start = self.last().window_start as usize;
        // Positions with the same side to move sit an even number of plies
        // back, and a position needs at least 4 plies to come round again.
        if next < start + 4 {
            return (1, start as u32);
        }
        let mut i = next - 2;
        while i >= start + 2 {
            i -= 2;
            let p = &self.plies[i];
            if p.key == key {
                return (p.occurrence.saturating_add(1), start as u32);
            }
        }
        (1, start as u32)
    }

    /// Whether the repetition rule bars `mv` for the side to move
    /// (RULES.md D-10, D-13): it would make a position occur a 4th time and
    /// does not end the game.
    fn barred(&self, mv: Move) -> bool {
        if !self.may_bar() {
            return false;
        }
        let (child, effect) = self.position().play_unchecked(mv);
        if effect.event.is_some() || effect.captures.any() {
            return false;
        }
        let (occ, _) = self.occurrences_if_next(child.key(), false);
        // A move that leaves the opponent without a move ends the game, and a
        // game-ending move is never barred.
        occ >= 4 && child.has_move()
    }

    /// Whether the repetition rule could bar any move right now.
    #[inline]
    fn may_bar(&self) -> bool {
        let rules = self.rules();
        rules.repetition == Repetition::Vary
            && rules.must_vary.binds(self.position().side_to_move())
            && self.last().window_max >= 3
    }

    /// Whether every move the placement allows is legal now: the game has
    /// not been decided and repetition bars nothing.
    #[inline]
    pub fn all_moves_legal(&self) -> bool {
        !self.decided() && !self.may_bar()
    }

    /// The legal moves (none once the game is over).
    pub fn legal_moves(&self) -> MoveList {
        let mut list = self.position().moves();
        if self.decided() {
            list.retain(|_| false);
        } else if self.may_bar() {
            list.retain(|m| !self.barred(m));
        }
        list
    }

    /// The number of legal moves.
    pub fn count_legal_moves(&self) -> u64 {
        if self.decided() {
            0
        } else if self.may_bar() {
            self.legal_moves().len() as u64
        } else {
            self.position().count_moves()
        }
    }

    fn has_legal_move(&self) -> bool {
        if !self.may_bar() {
            self.position().has_move()
        } else {
            self.position().moves().iter().any(|m| !self.barred(*m))
        }
    }

    /// Why `mv` is illegal now, or `Ok` if it is legal.
    pub fn check_move(&self, mv: Move) -> Result<(), IllegalMove> {
        let outcome = self.outcome();
        if outcome.is_over() {
            return Err(IllegalMove::GameOver {
                mv,
                outcome: outcome.to_string(),
            });
        }
        self.position().check_move(mv)?;
        if self.may_bar() && self.barred(mv) {
            return Err(IllegalMove::Repetition {
                mv,
                side: self.position().side_to_move(),
            });
        }
        Ok(())
    }

    /// Plays `mv` if it is legal; otherwise changes nothing and says why.
    pub fn play(&mut self, mv: Move) -> Result<&Ply, IllegalMove> {
        self.check_move(mv)?;
        self.push_unchecked(mv);
        Ok(self.last())
    }

    /// Plays `mv` without checking it. Contract: `mv` is in
    /// [`legal_moves`](Self::legal_moves); this is the fast path for search
    /// and perft.
    #[inline]
    pub fn push_unchecked(&mut self, mv: Move) -> Effect {
        let effect = self.position.make(mv);
        let key = self.position.key();
        debug_assert_eq!(
            key,
            self.position.compute_key(),
            "incremental key after {mv}"
        );
        let (occurrence, window_start) = self.occurrences_if_next(key, effect.captures.any());
        let prev = self.last();
        let window_max = if window_start == prev.window_start {
            prev.window_max.max(occurrence)
        } else {
            occurrence
        };
        let verdict = verdict(self.position.rules(), effect.event, occurrence);
        self.plies.push(Ply {
            mv: Some(mv),
            captures: effect.captures,
            occurrence,
            verdict,
            key,
            window_start,
            window_max,
        });
        effect
    }

    /// Makes `mv`, judges what it decides by itself (escape, king capture,
    /// repetition draw), and takes it back: everything
    /// [`push_unchecked`](Self::push_unchecked) does except keeping the
    /// history entry. For the last ply of perft and for search leaves.
    #[inline]
    pub fn try_move(&self, mv: Move) -> (Effect, Outcome) {
        // A copy made on, not the game's own position made and unmade: the
        // copy can live in registers.
        let mut child = self.position;
        let effect = child.make(mv);
        let (occurrence, _) = self.occurrences_if_next(child.key(), effect.captures.any());
        (effect, verdict(child.rules(), effect.event, occurrence))
    }

    /// Takes back the last move without returning it (search and perft).
    #[inline]
    pub fn pop(&mut self) {
        self.undo();
    }

    /// Takes back the last move; `None` at the start.
    #[inline]
    pub fn undo(&mut self) -> Option<Move> {
        if self.plies.len() < 2 {
            return None;
        }
        let ply = self.plies.pop().expect("checked above");
        let mv = ply.mv.expect("plies after the start have moves");
        let key = self.last().key;
        self.position.unmake(mv, ply.captures, key);
        Some(mv)
    }

    /// How many moves [`undo_turn`](Self::undo_turn) takes back for the
    /// person playing `human` against the computer: back to before their
    /// last move, so it is their turn again (the computer's reply, if made,
    /// goes too). With `None` (two people at one board) the last move. 0
    /// when there is nothing to take back.
    pub fn turn_plies(&self, human: Option<Side>) -> usize {
        let Some(human) = human else {
            return usize::from(!self.is_empty());
        };
        // Sides alternate, so ply n (1-based) was made by the side to move
        // at the start when n is odd.
        let first = self.start.side_to_move();
        let mover = |ply: usize| {
            if ply % 2 == 1 {
                first
            } else {
                first.opponent()
            }
        };
        (1..=self.len())
            .rev()
            .find(|&ply| mover(ply) == human)
            .map_or(0, |ply| self.len() - ply + 1)
    }

    /// Takes back [`turn_plies`](Self::turn_plies) moves: the undo of a
    /// game against the computer (or between two people at one board).
    /// Returns the moves taken back in the order they were played; empty
    /// when there was nothing to take back.
    pub fn undo_turn(&mut self, human: Option<Side>) -> Vec<Move> {
        let mut taken: Vec<Move> = (0..self.turn_plies(human))
            .filter_map(|_| self.undo())
            .collect();
        taken.reverse();
        taken
    }

    /// Marks the game drawn by adjudication (a harness's move limit; D-15).
    pub fn adjudicate_draw(&mut self) {
        if !self.outcome().is_over() {
            self.plies.last_mut().expect("start").verdict = Outcome::Draw(DrawReason::Adjudicated);
        }
    }
}

/// What a move decided by itself (see [`Ply::verdict`]).
#[inline]
fn verdict(rules: &Rules, event: Option<Event>, occurrence: u8) -> Outcome {
    match event {
        Some(Event::Escape) => Outcome::Win {
            winner: Side::Defenders,
            reason: WinReason::Escape,
        },
        Some(Event::KingCaptured) => Outcome::Win {
            winner: Side::Attackers,
            reason: WinReason::KingCaptured,
        },
        None if rules.draw_occurrence().is_some_and(|n| occurrence >= n) => {
            Outcome::Draw(DrawReason::Repetition)
        }
        None => Outcome::Ongoing,
    }
}

#[cfg(test)]
mod undo_turn_tests {
    use super::*;

    fn game(moves: &[&str]) -> Game {
        let mut g = Game::start(Rules::LUDOTEKA);
        for m in moves {
            g.play(m.parse().unwrap()).unwrap();
        }
        g
    }

    #[test]
    fn back_to_the_players_turn() {
        // Ludoteka: the defenders move first.
        let mut g = game(&["e3-h3", "d1-d3"]);
        assert_eq!(g.turn_plies(None), 1);
        assert_eq!(g.turn_plies(Some(Side::Defenders)), 2);
        assert_eq!(g.turn_plies(Some(Side::Attackers)), 1);
        let taken: Vec<String> = g
            .undo_turn(Some(Side::Defenders))
            .iter()
            .map(|m| m.to_string())
            .collect();
        assert_eq!(taken, ["e3-h3", "d1-d3"]);
        assert!(g.is_empty());
        // Nothing of the attackers' to take back after the computer's first move.
        let mut g = game(&["e3-h3"]);
        assert_eq!(g.turn_plies(Some(Side::Attackers)), 0);
        assert!(g.undo_turn(Some(Side::Attackers)).is_empty());
        assert_eq!(g.len(), 1);
        assert!(Game::start(Rules::LUDOTEKA).undo_turn(None).is_empty());
    }
}
