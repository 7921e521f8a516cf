//! [`GameEnd`]: how a game ended, whoever ended it. The rules end a game
//! by an escape, a king capture, a side without moves or a repetition
//! ([`Outcome`]); people and programs end it by resigning, running out of
//! time, forfeiting, agreeing a draw, calling it off or scoring it. Every
//! screen, record and server message reads this one value, and the
//! sentence for people is made here only ([`GameEnd::sentence`]).
//!
//! Its text form ([`Display`](fmt::Display)/[`FromStr`]) is the value of a
//! record's `termination` tag: `defenders win (escape)`, `attackers
//! resigned`, `defenders lost on time`, `attackers forfeited (illegal move):
//! e5-e9: the way is blocked by the piece on e6`, `draw agreed`, `aborted`,
//! `adjudicated attackers win: move limit`.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::game::Game;
use crate::outcome::{DrawReason, Outcome, WinReason};
use crate::piece::Side;
use crate::position::Position;
use crate::rules::Rules;

/// How a game ended.
///
/// The first two variants are the rules' own results, as [`Outcome`] has
/// them ([`GameEnd::from_outcome`]); the others come from outside the
/// rules. A game still going has no `GameEnd` (`Option<GameEnd>` is `None`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", rename_all = "snake_case"))]
pub enum GameEnd {
    /// The rules gave the game to `winner`.
    Win {
        /// The winner.
        winner: Side,
        /// How.
        reason: WinReason,
    },
    /// The rules drew the game. [`DrawReason::Adjudicated`] is the draw a
    /// harness's own limit marks in the [`Game`] itself
    /// ([`Game::adjudicate_draw`]); a judge from outside is
    /// [`Adjudication`](Self::Adjudication).
    Draw {
        /// Why.
        reason: DrawReason,
    },
    /// A side resigned.
    Resignation {
        /// The side that resigned.
        loser: Side,
    },
    /// A side ran out of time on its clock.
    Time {
        /// The side whose time ran out.
        loser: Side,
    },
    /// A side lost without the rules deciding: an illegal move where the
    /// host does not allow one, a crashed or silent program, a lost
    /// connection.
    Forfeit {
        /// The side that lost.
        loser: Side,
        /// What kind of failure.
        cause: ForfeitCause,
        /// A short explanation, possibly empty (`no move within 2 s`).
        detail: String,
    },
    /// The players agreed to a draw.
    Agreement,
    /// The game was called off: no result.
    Abort,
    /// Someone outside the game scored it (a tournament director, a
    /// harness's rule other than its move limit).
    Adjudication {
        /// The side awarded the game; `None` for a draw.
        winner: Option<Side>,
        /// Why, possibly empty.
        detail: String,
    },
}

/// Why a side forfeited.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ForfeitCause {
    /// It sent an illegal or malformed move, past what the host allows.
    IllegalMove,
    /// Its program crashed or exited.
    Crash,
    /// Its connection was lost.
    Disconnect,
    /// It did not answer within the time it had (a per-move limit or a
    /// hang; running out of a clock is [`GameEnd::Time`]).
    Timeout,
    /// Anything else; the detail says what.
    Other,
}

impl ForfeitCause {
    /// Every cause.
    pub const ALL: [ForfeitCause; 5] = [
        ForfeitCause::IllegalMove,
        ForfeitCause::Crash,
        ForfeitCause::Disconnect,
        ForfeitCause::Timeout,
        ForfeitCause::Other,
    ];

    /// The cause in the termination tag: `illegal move`, `crash`,
    /// `disconnect`, `timeout`, `other`.
    pub const fn name(self) -> &'static str {
        match self {
            ForfeitCause::IllegalMove => "illegal move",
            ForfeitCause::Crash => "crash",
            ForfeitCause::Disconnect => "disconnect",
            ForfeitCause::Timeout => "timeout",
            ForfeitCause::Other => "other",
        }
    }

    /// How the side forfeited, for the sentence: `by an illegal move`.
    const fn phrase(self) -> &'static str {
        match self {
            ForfeitCause::IllegalMove => " by an illegal move",
            ForfeitCause::Crash => " when their program failed",
            ForfeitCause::Disconnect => " by losing their connection",
            ForfeitCause::Timeout => " by not answering in time",
            ForfeitCause::Other => "",
        }
    }
}

impl fmt::Display for ForfeitCause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Keeps a detail writable in a tag and on one line: no brackets, no line
/// breaks, no surrounding space, at most 200 characters.
fn clean_detail(detail: &str) -> String {
    let kept: String = detail
        .chars()
        .filter(|c| !matches!(c, '[' | ']'))
        .map(|c| if c.is_control() { ' ' } else { c })
        .take(200)
        .collect();
    kept.trim().to_string()
}

/// The ordinal of `n` in words, for the repetition sentence.
fn ordinal(n: u8) -> String {
    const WORDS: [&str; 12] = [
        "zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
        "ninth", "tenth", "eleventh",
    ];
    match WORDS.get(usize::from(n)) {
        Some(w) => (*w).to_string(),
        None => format!("{n}th"),
    }
}

/// Which occurrence of a position draws the game under `rules`, in words:
/// `third`, or `second` under the Ashton presets (`repetition=second` or
/// `server`, plus [`Rules::repeats_allowed`]). Rules without a repetition
/// draw get `third`, the RULES.md default.
pub fn repetition_ordinal(rules: &Rules) -> String {
    ordinal(rules.draw_occurrence().unwrap_or(3))
}

impl GameEnd {
    /// Whether a harness stopped the game at its own limit (a move cap, a
    /// time cap) and scored it a draw ([`DrawReason::Adjudicated`]): a
    /// draw in every table, and counted apart so a table can say how many
    /// of its draws were games that never finished.
    pub fn is_stopped(&self) -> bool {
        matches!(
            self,
            GameEnd::Draw {
                reason: DrawReason::Adjudicated
            }
        )
    }

    /// The end the rules give, `None` while the game goes on.
    pub fn from_outcome(outcome: Outcome) -> Option<GameEnd> {
        match outcome {
            Outcome::Ongoing => None,
            Outcome::Win { winner, reason } => Some(GameEnd::Win { winner, reason }),
            Outcome::Draw(reason) => Some(GameEnd::Draw { reason }),
        }
    }

    /// How the rules have ended `game`, if they have.
    pub fn of_game(game: &Game) -> Option<GameEnd> {
        GameEnd::from_outcome(game.outcome())
    }

    /// A forfeit, its detail kept to one line without brackets so that a
    /// record can hold it.
    pub fn forfeit(loser: Side, cause: ForfeitCause, detail: &str) -> GameEnd {
        GameEnd::Forfeit {
            loser,
            cause,
            detail: clean_detail(detail),
        }
    }

    /// An adjudication, its detail cleaned as in [`forfeit`](Self::forfeit).
    pub fn adjudication(winner: Option<Side>, detail: &str) -> GameEnd {
        GameEnd::Adjudication {
            winner,
            detail: clean_detail(detail),
        }
    }

    /// The rules' outcome, for the ends the rules decided.
    pub const fn outcome(&self) -> Option<Outcome> {
        match *self {
            GameEnd::Win { winner, reason } => Some(Outcome::Win { winner, reason }),
            GameEnd::Draw { reason } => Some(Outcome::Draw(reason)),
            _ => None,
        }
    }

    /// Whether the rules ended the game (as opposed to people or programs).
    pub const fn by_rules(&self) -> bool {
        self.outcome().is_some()
    }

    /// The winner, if any.
    pub const fn winner(&self) -> Option<Side> {
        match *self {
            GameEnd::Win { winner, .. } => Some(winner),
            GameEnd::Resignation { loser }
            | GameEnd::Time { loser }
            | GameEnd::Forfeit { loser, .. } => Some(loser.opponent()),
            GameEnd::Adjudication { winner, .. } => winner,
            GameEnd::Draw { .. } | GameEnd::Agreement | GameEnd::Abort => None,
        }
    }

    /// The loser, if any.
    pub const fn loser(&self) -> Option<Side> {
        match self.winner() {
            Some(w) => Some(w.opponent()),
            None => None,
        }
    }

    /// Whether the game was drawn (an abort is no result, not a draw).
    pub const fn is_draw(&self) -> bool {
        self.winner().is_none() && !matches!(self, GameEnd::Abort)
    }

    /// Whether the game has a result: every end but an abort.
    pub const fn has_result(&self) -> bool {
        !matches!(self, GameEnd::Abort)
    }

    /// OpenTafl's result tag: `1` attackers win, `-1` defenders win, `0`
    /// draw, `?` no result.
    pub const fn otn_result(&self) -> &'static str {
        match self.winner() {
            Some(Side::Attackers) => "1",
            Some(Side::Defenders) => "-1",
            None if self.has_result() => "0",
            None => "?",
        }
    }

    /// `attackers win`, `defenders win`, `draw` or `no result`.
    pub const fn result_text(&self) -> &'static str {
        match self.winner() {
            Some(Side::Attackers) => "attackers win",
            Some(Side::Defenders) => "defenders win",
            None if self.has_result() => "draw",
            None => "no result",
        }
    }

    /// THE sentence for people on how the game ended, with the squares
    /// and sides of `position`, the position the game ended in: "The king
    /// escaped to a9: the defenders win.", "The attackers resigned: the
    /// defenders win.", "The same position occurred for the second time:
    /// the game is drawn." (the occurrence its rules count).
    pub fn sentence(&self, position: &Position) -> String {
        self.sentence_with(position.rules(), Some(position))
    }

    /// The sentence when only the rules are known, not the final position
    /// (an archive listing): as [`sentence`](Self::sentence), without the
    /// king's square or the side that was to move.
    pub fn sentence_under(&self, rules: &Rules) -> String {
        self.sentence_with(rules, None)
    }

    fn sentence_with(&self, rules: &Rules, position: Option<&Position>) -> String {
        let outcome = match self.winner() {
            Some(w) => format!("the {w} win."),
            None => "the game is drawn.".to_string(),
        };
        let king = position.map(|p| p.king());
        let detail_in_parens = |detail: &str| {
            if detail.is_empty() {
                String::new()
            } else {
                format!(" ({detail})")
            }
        };
        match self {
            GameEnd::Win { winner, reason } => match reason {
                WinReason::Escape => match king {
                    Some(k) => format!("The king escaped to {k}: {outcome}"),
                    None => format!("The king escaped: {outcome}"),
                },
                WinReason::KingCaptured => match king {
                    Some(k) => format!("The king was captured on {k}: {outcome}"),
                    None => format!("The king was captured: {outcome}"),
                },
                WinReason::NoLegalMoves => {
                    format!("The {} have no legal move: {outcome}", winner.opponent())
                }
            },
            GameEnd::Draw { reason } => match reason {
                DrawReason::Repetition => format!(
                    "The same position occurred for the {} time: {outcome}",
                    repetition_ordinal(rules)
                ),
                DrawReason::NoLegalMoves => match position {
                    Some(p) => format!("The {} have no legal move: {outcome}", p.side_to_move()),
                    None => format!("The side to move has no legal move: {outcome}"),
                },
                DrawReason::Adjudicated => "The game was stopped and scored a draw.".to_string(),
            },
            GameEnd::Resignation { loser } => format!("The {loser} resigned: {outcome}"),
            GameEnd::Time { loser } => format!("The {loser} ran out of time: {outcome}"),
            GameEnd::Forfeit {
                loser,
                cause,
                detail,
            } => format!(
                "The {loser} forfeited{}{}: {outcome}",
                cause.phrase(),
                detail_in_parens(detail)
            ),
            GameEnd::Agreement => "The players agreed to a draw.".to_string(),
            GameEnd::Abort => "The game was aborted: no result.".to_string(),
            GameEnd::Adjudication { detail, .. } => {
                format!(
                    "The game was adjudicated{}: {outcome}",
                    detail_in_parens(detail)
                )
            }
        }
    }
}

impl From<GameEnd> for Outcome {
    /// The rules' view of an end: ends from outside the rules leave the
    /// position [`Ongoing`](Outcome::Ongoing) for the rules.
    fn from(end: GameEnd) -> Outcome {
        end.outcome().unwrap_or(Outcome::Ongoing)
    }
}

impl fmt::Display for GameEnd {
    /// The termination tag's value; the rules' ends are written as
    /// [`Outcome`]'s `Display` (`defenders win (escape)`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let with_detail = |f: &mut fmt::Formatter<'_>, detail: &str| {
            if detail.is_empty() {
                Ok(())
            } else {
                write!(f, ": {detail}")
            }
        };
        match self {
            GameEnd::Win { .. } | GameEnd::Draw { .. } => {
                write!(f, "{}", Outcome::from(self.clone()))
            }
            GameEnd::Resignation { loser } => write!(f, "{loser} resigned"),
            GameEnd::Time { loser } => write!(f, "{loser} lost on time"),
            GameEnd::Forfeit {
                loser,
                cause,
                detail,
            } => {
                write!(f, "{loser} forfeited ({cause})")?;
                with_detail(f, detail)
            }
            GameEnd::Agreement => f.write_str("draw agreed"),
            GameEnd::Abort => f.write_str("aborted"),
            GameEnd::Adjudication { winner, detail } => {
                match winner {
                    Some(w) => write!(f, "adjudicated {w} win")?,
                    None => f.write_str("adjudicated draw")?,
                }
                with_detail(f, detail)
            }
        }
    }
}

/// A termination text that names no known way for a game to end.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("'{0}' is not a game end: write e.g. 'defenders win (escape)', 'attackers resigned', 'defenders lost on time', 'attackers forfeited (illegal move)', 'draw agreed', 'aborted' or 'adjudicated draw'")]
pub struct ParseGameEndError(pub String);

/// `text` split at its first `": "` into head and detail (empty if none).
fn split_detail(text: &str) -> (&str, &str) {
    match text.split_once(": ") {
        Some((head, detail)) => (head, detail),
        None => (text, ""),
    }
}

impl FromStr for GameEnd {
    type Err = ParseGameEndError;

    /// Reads what [`Display`](fmt::Display) writes; details are cleaned as
    /// [`GameEnd::forfeit`] cleans them. For records written
    /// before this type existed it also reads `attackers win (<reason>)`
    /// with a reason the rules do not know: a forfeit when the reason says
    /// "forfeits", otherwise an adjudication.
    fn from_str(s: &str) -> Result<GameEnd, ParseGameEndError> {
        let err = || ParseGameEndError(s.chars().take(60).collect());
        let text = s.trim();
        match text {
            "draw agreed" => return Ok(GameEnd::Agreement),
            "aborted" => return Ok(GameEnd::Abort),
            "draw (position repeated)" => {
                return Ok(GameEnd::Draw {
                    reason: DrawReason::Repetition,
                })
            }
            "draw (side to move has no legal move)" => {
                return Ok(GameEnd::Draw {
                    reason: DrawReason::NoLegalMoves,
                })
            }
            "draw (adjudicated)" => {
                return Ok(GameEnd::Draw {
                    reason: DrawReason::Adjudicated,
                })
            }
            _ => {}
        }
        if let Some(rest) = text.strip_prefix("adjudicated ") {
            let (head, detail) = split_detail(rest);
            let winner = match head {
                "draw" => None,
                _ => Some(
                    head.strip_suffix(" win")
                        .and_then(|w| w.parse::<Side>().ok())
                        .ok_or_else(err)?,
                ),
            };
            return Ok(GameEnd::adjudication(winner, detail));
        }
        if let Some(inner) = text
            .strip_prefix("draw (")
            .and_then(|r| r.strip_suffix(')'))
        {
            // An older record's draw for a reason the rules do not know.
            return Ok(GameEnd::adjudication(None, inner));
        }
        let (side_word, rest) = text.split_once(' ').ok_or_else(err)?;
        let side: Side = match side_word {
            "attackers" | "defenders" => side_word.parse().map_err(|_| err())?,
            _ => return Err(err()),
        };
        match rest {
            "resigned" => return Ok(GameEnd::Resignation { loser: side }),
            "lost on time" => return Ok(GameEnd::Time { loser: side }),
            "win (escape)" => {
                return Ok(GameEnd::Win {
                    winner: side,
                    reason: WinReason::Escape,
                })
            }
            "win (king captured)" => {
                return Ok(GameEnd::Win {
                    winner: side,
                    reason: WinReason::KingCaptured,
                })
            }
            _ => {}
        }
        if let Some(after) = rest.strip_prefix("forfeited (") {
            let (cause_word, tail) = after.split_once(')').ok_or_else(err)?;
            let cause = ForfeitCause::ALL
                .into_iter()
                .find(|c| c.name() == cause_word)
                .ok_or_else(err)?;
            let detail = match tail {
                "" => "",
                t => t.strip_prefix(": ").ok_or_else(err)?,
            };
            return Ok(GameEnd::forfeit(side, cause, detail));
        }
        if let Some(reason) = rest.strip_prefix("win (").and_then(|r| r.strip_suffix(')')) {
            if reason == format!("{} have no legal move", side.opponent()) {
                return Ok(GameEnd::Win {
                    winner: side,
                    reason: WinReason::NoLegalMoves,
                });
            }
            // Older records wrote an end from outside the rules this way.
            return Ok(if reason.contains("forfeits") {
                GameEnd::forfeit(side.opponent(), ForfeitCause::Other, reason)
            } else {
                GameEnd::adjudication(Some(side), reason)
            });
        }
        Err(err())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Setup;

    /// One value of every kind, details included.
    pub(crate) fn every_end() -> Vec<GameEnd> {
        let mut all = Vec::new();
        for side in [Side::Attackers, Side::Defenders] {
            for reason in [
                WinReason::Escape,
                WinReason::KingCaptured,
                WinReason::NoLegalMoves,
            ] {
                all.push(GameEnd::Win {
                    winner: side,
                    reason,
                });
            }
            all.push(GameEnd::Resignation { loser: side });
            all.push(GameEnd::Time { loser: side });
            for cause in ForfeitCause::ALL {
                all.push(GameEnd::forfeit(side, cause, ""));
                all.push(GameEnd::forfeit(
                    side,
                    cause,
                    "1 error with 0 allowed; the last: e5-e9: the way is blocked (e6)",
                ));
            }
            all.push(GameEnd::adjudication(Some(side), ""));
            all.push(GameEnd::adjudication(Some(side), "won on material: 8 to 2"));
        }
        for reason in [
            DrawReason::Repetition,
            DrawReason::NoLegalMoves,
            DrawReason::Adjudicated,
        ] {
            all.push(GameEnd::Draw { reason });
        }
        all.push(GameEnd::Agreement);
        all.push(GameEnd::Abort);
        all.push(GameEnd::adjudication(None, ""));
        all.push(GameEnd::adjudication(None, "move limit: 400 plies"));
        all
    }

    #[test]
    fn every_end_reads_back_from_its_text() {
        for end in every_end() {
            let text = end.to_string();
            assert_eq!(text.parse::<GameEnd>(), Ok(end.clone()), "{text}");
        }
    }

    #[test]
    fn the_rules_ends_are_written_as_outcomes_are() {
        for end in every_end().into_iter().filter(GameEnd::by_rules) {
            let outcome = end.outcome().unwrap();
            assert_eq!(end.to_string(), outcome.to_string());
            assert_eq!(GameEnd::from_outcome(outcome), Some(end.clone()));
            assert_eq!(end.otn_result(), outcome.otn_result());
            assert_eq!(end.winner(), outcome.winner());
        }
        assert_eq!(GameEnd::from_outcome(Outcome::Ongoing), None);
    }

    #[test]
    fn results_and_winners() {
        let resign = GameEnd::Resignation {
            loser: Side::Attackers,
        };
        assert_eq!(resign.winner(), Some(Side::Defenders));
        assert_eq!(resign.loser(), Some(Side::Attackers));
        assert_eq!(resign.otn_result(), "-1");
        assert_eq!(
            GameEnd::Time {
                loser: Side::Defenders
            }
            .otn_result(),
            "1"
        );
        assert_eq!(GameEnd::Agreement.otn_result(), "0");
        assert!(GameEnd::Agreement.is_draw());
        assert_eq!(GameEnd::Abort.otn_result(), "?");
        assert!(!GameEnd::Abort.is_draw() && !GameEnd::Abort.has_result());
        assert_eq!(GameEnd::Abort.result_text(), "no result");
        assert_eq!(GameEnd::adjudication(None, "").otn_result(), "0");
        assert_eq!(Outcome::from(GameEnd::Agreement), Outcome::Ongoing);
    }

    #[test]
    fn details_are_kept_to_one_clean_line() {
        let end = GameEnd::forfeit(Side::Attackers, ForfeitCause::Crash, " exit [1]\nbye ");
        assert_eq!(
            end,
            GameEnd::Forfeit {
                loser: Side::Attackers,
                cause: ForfeitCause::Crash,
                detail: "exit 1 bye".into()
            }
        );
        assert_eq!(end.to_string(), "attackers forfeited (crash): exit 1 bye");
    }

    #[test]
    fn older_records_terminations_still_read() {
        assert_eq!(
            "defenders win (BLACK forfeits: no move within 2 s)".parse::<GameEnd>(),
            Ok(GameEnd::forfeit(
                Side::Attackers,
                ForfeitCause::Other,
                "BLACK forfeits: no move within 2 s"
            ))
        );
        assert_eq!(
            "attackers win (A (attackers) forfeits: crashed)"
                .parse::<GameEnd>()
                .unwrap()
                .winner(),
            Some(Side::Attackers)
        );
        for bad in [
            "",
            "banana",
            "attackers",
            "attackers forfeited (sulking)",
            "nobody resigned",
        ] {
            assert!(bad.parse::<GameEnd>().is_err(), "{bad}");
        }
    }

    #[test]
    fn sentences_for_people() {
        let mut game = Game::new(
            Position::from_setup(
                &Setup::from_grid(
                    ".........\nK........\n.........\n.........\n.........\n\
                     .........\n.........\n.........\n....A....",
                    Side::Defenders,
                )
                .unwrap(),
                Rules::LUDOTEKA,
            )
            .unwrap(),
        );
        game.play("a8-a9".parse().unwrap()).unwrap();
        let escaped = *game.position();
        let escape = GameEnd::Win {
            winner: Side::Defenders,
            reason: WinReason::Escape,
        };
        assert_eq!(GameEnd::of_game(&game), Some(escape.clone()));
        assert_eq!(
            escape.sentence(&escaped),
            "The king escaped to a9: the defenders win."
        );
        assert_eq!(
            escape.sentence_under(&Rules::LUDOTEKA),
            "The king escaped: the defenders win."
        );
        assert_eq!(
            GameEnd::Resignation {
                loser: Side::Attackers
            }
            .sentence(&escaped),
            "The attackers resigned: the defenders win."
        );
        let repetition = GameEnd::Draw {
            reason: DrawReason::Repetition,
        };
        assert_eq!(
            repetition.sentence_under(&Rules::ASHTON),
            "The same position occurred for the second time: the game is drawn."
        );
        assert_eq!(
            repetition.sentence_under(&Rules::ASHTON_SERVER),
            "The same position occurred for the second time: the game is drawn."
        );
        assert_eq!(
            repetition.sentence_under(&Rules::LUDOTEKA),
            "The same position occurred for the third time: the game is drawn."
        );
        let lenient = Rules {
            repeats_allowed: 2,
            ..Rules::ASHTON
        };
        assert!(repetition.sentence_under(&lenient).contains("fourth time"));
        assert_eq!(
            GameEnd::forfeit(Side::Defenders, ForfeitCause::IllegalMove, "e5-e9: blocked")
                .sentence(&escaped),
            "The defenders forfeited by an illegal move (e5-e9: blocked): the attackers win."
        );
        assert_eq!(
            GameEnd::Time {
                loser: Side::Defenders
            }
            .sentence(&escaped),
            "The defenders ran out of time: the attackers win."
        );
        assert_eq!(
            GameEnd::Agreement.sentence(&escaped),
            "The players agreed to a draw."
        );
        assert_eq!(
            GameEnd::adjudication(None, "move limit").sentence(&escaped),
            "The game was adjudicated (move limit): the game is drawn."
        );
        // Every end has a sentence ending in a full stop.
        for end in every_end() {
            let s = end.sentence(&escaped);
            assert!(s.starts_with("The ") && s.ends_with('.'), "{s}");
        }
    }

    #[cfg(feature = "serde")]
    #[test]
    fn every_end_survives_json() {
        for end in every_end() {
            let json = serde_json::to_string(&end).unwrap();
            let back: GameEnd = serde_json::from_str(&json).unwrap();
            assert_eq!(back, end, "{json}");
        }
        let json = serde_json::to_string(&GameEnd::Resignation {
            loser: Side::Attackers,
        })
        .unwrap();
        assert_eq!(json, r#"{"kind":"resignation","loser":"attackers"}"#);
        let json = serde_json::to_string(&GameEnd::Win {
            winner: Side::Defenders,
            reason: WinReason::Escape,
        })
        .unwrap();
        assert_eq!(
            json,
            r#"{"kind":"win","winner":"defenders","reason":"escape"}"#
        );
    }
}
