//! A game as the server holds it in memory: the stored row, the rules
//! library's [`Game`], chat, and the computer's search in progress. Every
//! rule is decided by `tablut-core`; this module only keeps the row in step
//! with it.

use std::collections::VecDeque;

use tablut_core::{Game, GameEnd, IllegalMove, Move, Side, TimeOut, Variant};

use crate::games::scheduler::Cancel;
use crate::store::{ChatRow, GameRow, StoredGame, CHAT_KEPT};
pub use crate::wire::Seat;
use crate::wire::{OutcomeView, Status};

/// A live game.
#[derive(Debug)]
pub struct Data {
    /// The stored metadata, kept in step with `game`.
    pub row: GameRow,
    /// The rule set.
    pub variant: Variant,
    /// The position and history, judged by the rules library.
    pub game: Game,
    /// The last chat lines.
    pub chat: VecDeque<ChatRow>,
    /// The generation at which the computer started its search, if it is
    /// searching.
    pub thinking: Option<u64>,
    /// Stops the computer's search (undo, resignation).
    pub stop: Option<Cancel>,
    /// Counts changes, so a search started before one can be discarded.
    pub generation: u64,
    /// Set when the hub has dropped this copy; a command that finds it set
    /// fetches the game again.
    pub evicted: bool,
    /// The deadline a timer waits for to end the game on time, and the
    /// timer.
    pub flag_timer: Option<(i64, tokio::task::AbortHandle)>,
}

impl Data {
    /// Rebuilds a game from storage by replaying its moves through the
    /// rules library.
    pub fn from_stored(stored: StoredGame) -> Result<Data, String> {
        let variant = stored.row.variant;
        let mut game = Game::start(variant.rules);
        for (i, text) in stored.moves.iter().enumerate() {
            let mv: Move = text
                .parse()
                .map_err(|e| format!("stored move {}: {e}", i + 1))?;
            game.play(mv)
                .map_err(|e| format!("stored move {} is illegal: {e}", i + 1))?;
        }
        if game.len() as i64 != stored.row.ply {
            return Err(format!(
                "the game row says {} moves but {} are stored",
                stored.row.ply,
                game.len()
            ));
        }
        Ok(Data {
            row: stored.row,
            variant,
            game,
            chat: stored.chat.into(),
            thinking: None,
            stop: None,
            generation: 0,
            evicted: false,
            flag_timer: None,
        })
    }

    /// The game's record in OpenTafl's notation, saying how it ended (a
    /// resignation included: OpenTafl's `---`, or the termination tag).
    pub fn record_text(&self) -> String {
        let date = self.row.created_at.to_string();
        tablut_core::notation::write_record_with_end(
            &self.game,
            &self.variant,
            self.end().as_ref(),
            &[
                ("site", "tablut serve"),
                ("game", &self.row.id),
                ("created-ms", &date),
                ("attackers", &self.row.attackers_name),
                ("defenders", &self.row.defenders_name),
            ],
        )
    }

    /// How the game ended, `None` while it goes on: the end from outside
    /// the rules the row records (a resignation, a loss on time, a draw
    /// agreed, an abort: acts the rules library does not know),
    /// otherwise what the rules say of the position (a stored result of
    /// the rules is read again from the moves, which an undo changes).
    pub fn end(&self) -> Option<GameEnd> {
        match &self.row.ended {
            Some(end) if !matches!(end, GameEnd::Win { .. } | GameEnd::Draw { .. }) => {
                Some(end.clone())
            }
            _ => GameEnd::of_game(&self.game),
        }
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.end().is_some()
    }

    /// How the game stands, for the API: result, winner, reason and the
    /// sentence on how it ended, as a message and said in the current
    /// language (`None` and "" while it goes on).
    pub fn outcome(&self) -> OutcomeView {
        OutcomeView::of(
            self.end().as_ref(),
            &self.variant.rules,
            Some(self.game.position()),
            crate::language::current(),
        )
    }

    /// The seat a secret's hash holds, if any.
    pub fn seat_of(&self, hash: &str) -> Option<Seat> {
        let a = self.row.attackers_hash.as_deref() == Some(hash);
        let d = self.row.defenders_hash.as_deref() == Some(hash);
        match (a, d) {
            (true, true) => Some(Seat::Both),
            (true, false) => Some(Seat::Side(Side::Attackers)),
            (false, true) => Some(Seat::Side(Side::Defenders)),
            (false, false) => None,
        }
    }

    /// The side the computer plays, if it plays.
    pub fn computer_side(&self) -> Option<Side> {
        self.row.computer_side
    }

    /// Whether the computer should search now.
    pub fn computer_to_move(&self) -> bool {
        self.row.status == Status::Active
            && !self.is_over()
            && self.computer_side() == Some(self.game.position().side_to_move())
    }

    /// Brings the row's status and result in step with the game, at time
    /// `now`.
    pub fn sync_row(&mut self, now: i64) {
        let end = self.end();
        let row = &mut self.row;
        row.ply = self.game.len() as i64;
        row.updated_at = now;
        row.ended.clone_from(&end);
        if end.is_some() {
            row.status = Status::Finished;
        } else if row.status == Status::Finished {
            // An undo after the end takes the game back into play.
            row.status = Status::Active;
        }
        let to_move = self.game.position().side_to_move();
        if let Some(clock) = &mut row.clock {
            if end.is_some() && clock.running_since.is_some() {
                clock.stop(to_move, now);
            }
        }
        row.deadline = match (&row.clock, row.status) {
            (Some(clock), Status::Active) => clock.deadline(to_move),
            _ => None,
        }
        .or_else(|| row.first_move_deadline(now));
        self.generation += 1;
    }

    /// Whether the game is between people and a side has yet to make its
    /// first move (so no clock runs, and the deadline is the one by which
    /// that move must come, see [`GameRow::first_move_deadline`]).
    fn awaiting_first_moves(&self) -> bool {
        self.row.mode == crate::wire::Mode::Friend && self.game.len() < 2
    }

    /// Whether the side to move's time has run out at `now` in a game
    /// that goes on (then [`Data::flag`] ends it).
    /// Also when a first move between people did not come in time (then
    /// [`Data::flag`] calls the game off).
    pub fn flag_due(&self, now: i64) -> bool {
        if self.row.status != Status::Active || self.is_over() {
            return false;
        }
        if self.awaiting_first_moves() {
            return self.row.deadline.is_some_and(|deadline| now >= deadline);
        }
        self.row
            .clock
            .is_some_and(|clock| clock.flagged(self.game.position().side_to_move(), now))
    }

    /// Ends the game at `now` if the side to move's time has run out: on
    /// time, or, when that side had yet to make its first move, called
    /// off (no result, no rating). Whether it ended.
    pub fn flag(&mut self, now: i64) -> bool {
        if !self.flag_due(now) {
            return false;
        }
        if self.awaiting_first_moves() {
            self.end_by(GameEnd::Abort, now);
            return true;
        }
        let loser = self.game.position().side_to_move();
        self.row.ended = Some(GameEnd::Time { loser });
        self.row.draw_offer = None;
        self.row.takeback_offer = None;
        self.sync_row(now);
        true
    }

    /// Ends the game at `now` by something outside the rules (a draw
    /// agreed, an abort).
    pub fn end_by(&mut self, end: GameEnd, now: i64) {
        self.row.ended = Some(end);
        self.row.draw_offer = None;
        self.row.takeback_offer = None;
        self.sync_row(now);
    }

    /// Plays `mv` at time `at` (ms since 1970), if the rules allow it and
    /// the mover's time has not run out, and brings the row in step (the
    /// clocks, the offers a move answers): the change a move makes,
    /// whether this server decided it or another server's notice reports
    /// it.
    pub fn play(&mut self, mv: Move, at: i64) -> Result<(), PlayError> {
        let mover = self.game.position().side_to_move();
        if let Some(clock) = &self.row.clock {
            if clock.flagged(mover, at) {
                return Err(PlayError::TimeOut(TimeOut { loser: mover }));
            }
        }
        self.game.play(mv)?;
        // Time runs once both sides have made their first move.
        let run = self.game.len() >= 2;
        if let Some(clock) = &mut self.row.clock {
            clock.after_move(mover, at, run)?;
        }
        self.row.rematch_offer = None;
        self.row.draw_offer = None;
        self.row.takeback_offer = None;
        self.sync_row(at);
        Ok(())
    }

    /// Takes back the last move of `side` (and the reply to it, if one
    /// came) at `now`: the turn, and the running time, go back to `side`.
    pub fn take_back(&mut self, side: Side, now: i64) {
        let from = self.game.position().side_to_move();
        self.game.undo_turn(Some(side));
        let run = self.game.len() >= 2;
        let to_move = self.game.position().side_to_move();
        if let Some(clock) = &mut self.row.clock {
            clock.hand_over(from, to_move, now, run);
        }
        self.row.draw_offer = None;
        self.row.takeback_offer = None;
        self.sync_row(now);
    }

    /// Keeps a chat line, dropping the oldest beyond [`CHAT_KEPT`].
    pub fn push_chat(&mut self, line: ChatRow) {
        self.chat.push_back(line);
        while self.chat.len() > CHAT_KEPT as usize {
            self.chat.pop_front();
        }
    }
}

/// Why a move was not played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// The rules refuse it.
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
    /// The mover's time had run out.
    #[error("your time ran out before the move arrived")]
    TimeOut(#[from] TimeOut),
}
