//! A game as the server holds it in memory: the stored row, the rules
//! library's [`Game`], chat, and the computer's search in progress. Every
//! rule is decided by `tablut-core`; this module only keeps the row in step
//! with it.

use std::collections::VecDeque;

use tablut_core::{DrawReason, Game, Move, Outcome, Side, Variant, WinReason};
use tablut_engine::StopHandle;

use crate::store::{ChatRow, GameRow, StoredGame, CHAT_KEPT};
pub use crate::wire::Seat;
use crate::wire::{EndReason, GameResult, Status};

/// How a game stands, with resignation (which the rules library does not
/// know: it is a player's act, not a rule).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// What the rules say of the position.
    Rules(Outcome),
    /// A side resigned.
    Resigned(Side),
}

impl Ending {
    /// Whether the game is over.
    pub fn is_over(self) -> bool {
        match self {
            Ending::Rules(o) => o.is_over(),
            Ending::Resigned(_) => true,
        }
    }
    /// The winner, if any.
    pub fn winner(self) -> Option<Side> {
        match self {
            Ending::Rules(o) => o.winner(),
            Ending::Resigned(s) => Some(s.opponent()),
        }
    }
    /// Who won, if it is over.
    pub fn result(self) -> GameResult {
        if self.is_over() {
            GameResult::won_by(self.winner())
        } else {
            GameResult::Ongoing
        }
    }
    /// Why it ended, or `None` while the game goes on.
    pub fn reason(self) -> Option<EndReason> {
        Some(match self {
            Ending::Rules(Outcome::Ongoing) => return None,
            Ending::Rules(Outcome::Win { reason, .. }) => match reason {
                WinReason::Escape => EndReason::Escape,
                WinReason::KingCaptured => EndReason::KingCaptured,
                WinReason::NoLegalMoves => EndReason::NoLegalMoves,
            },
            Ending::Rules(Outcome::Draw(d)) => match d {
                DrawReason::Repetition => EndReason::Repetition,
                DrawReason::NoLegalMoves => EndReason::NoLegalMoves,
                DrawReason::Adjudicated => EndReason::Adjudicated,
            },
            Ending::Resigned(_) => EndReason::Resignation,
        })
    }
}

/// Which occurrence of a position draws the game under `rules`, in words
/// (`third`; `second` under the Ashton rules).
pub fn repetition_ordinal(rules: &tablut_core::Rules) -> String {
    match rules.draw_occurrence().unwrap_or(3) {
        2 => "second".into(),
        3 => "third".into(),
        4 => "fourth".into(),
        n => format!("{n}th"),
    }
}

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
    pub stop: Option<StopHandle>,
    /// Counts changes, so a search started before one can be discarded.
    pub generation: u64,
    /// Set when the hub has dropped this copy; a command that finds it set
    /// fetches the game again.
    pub evicted: bool,
}

impl Data {
    /// Rebuilds a game from storage by replaying its moves through the
    /// rules library.
    pub fn from_stored(stored: StoredGame) -> Result<Data, String> {
        let variant: Variant = stored
            .row
            .variant
            .parse()
            .map_err(|e| format!("stored variant '{}': {e}", stored.row.variant))?;
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
        })
    }

    /// How the game stands.
    pub fn ending(&self) -> Ending {
        match self.row.resigned {
            Some(side) => Ending::Resigned(side),
            None => Ending::Rules(self.game.outcome()),
        }
    }

    /// One sentence on how the game ended ("" while it goes on).
    pub fn ending_text(&self) -> String {
        let ending = self.ending();
        let king = self.game.position().king();
        match ending {
            Ending::Rules(Outcome::Ongoing) => String::new(),
            Ending::Resigned(side) => {
                format!("The {side} resigned: the {} win.", side.opponent())
            }
            Ending::Rules(Outcome::Win { winner, reason }) => match reason {
                WinReason::Escape => format!("The king escaped to {king}: the defenders win."),
                WinReason::KingCaptured => {
                    format!("The king was captured on {king}: the attackers win.")
                }
                WinReason::NoLegalMoves => format!(
                    "The {} have no legal move: the {winner} win.",
                    winner.opponent()
                ),
            },
            Ending::Rules(Outcome::Draw(DrawReason::Repetition)) => format!(
                "The same position occurred for the {} time: the game is drawn.",
                repetition_ordinal(&self.variant.rules)
            ),
            Ending::Rules(Outcome::Draw(DrawReason::NoLegalMoves)) => format!(
                "The {} have no legal move: the game is drawn.",
                self.game.position().side_to_move()
            ),
            Ending::Rules(Outcome::Draw(DrawReason::Adjudicated)) => {
                "The game was stopped and scored a draw.".into()
            }
        }
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
            && !self.ending().is_over()
            && self.computer_side() == Some(self.game.position().side_to_move())
    }

    /// Brings the row's status and result in step with the game, at time
    /// `now`.
    pub fn sync_row(&mut self, now: i64) {
        let ending = self.ending();
        let row = &mut self.row;
        row.ply = self.game.len() as i64;
        row.updated_at = now;
        row.result = ending.result();
        row.winner = ending.winner();
        row.reason = ending.reason();
        if ending.is_over() {
            row.status = Status::Finished;
        } else if row.status == Status::Finished {
            // An undo after the end takes the game back into play.
            row.status = Status::Active;
        }
        self.generation += 1;
    }

    /// Keeps a chat line, dropping the oldest beyond [`CHAT_KEPT`].
    pub fn push_chat(&mut self, line: ChatRow) {
        self.chat.push_back(line);
        while self.chat.len() > CHAT_KEPT as usize {
            self.chat.pop_front();
        }
    }
}
