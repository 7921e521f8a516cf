//! Game records in OpenTafl's format (opentafl-notation-spec.txt §4):
//! `[tag:value]` lines ending with the `rules` tag, then numbered turns
//! `1. e3-h3 d1-d3`. tablut adds a `variant` tag holding its exact rule set
//! (`ludoteka:king_armed=false`), which OpenTafl ignores as an unknown tag.

use thiserror::Error;

use crate::game::Game;
use crate::mv::Move;
use crate::notation::otn_rules::{read_rules, write_rules, OtnRulesError};
use crate::piece::{Piece, Side};
use crate::position::{IllegalMove, Position, PositionError};
use crate::rules::{RuleFlagError, Variant};
use crate::setup::{ParseSetupError, Setup};
use crate::square::Square;
use crate::Bitboard;

/// A game read from a record.
#[derive(Clone, Debug)]
pub struct Record {
    /// The tags in the order they were written.
    pub tags: Vec<(String, String)>,
    /// The rule set.
    pub variant: Variant,
    /// The game with every recorded move played.
    pub game: Game,
    /// The side that resigned (`---`), if any.
    pub resigned: Option<Side>,
}

impl Record {
    /// The value of tag `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Why a record could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RecordError {
    /// A tag line is not `[name:value]`.
    #[error("line {line}: '{text}' is not a tag; tags are written [name:value]")]
    Tag {
        /// 1-based line.
        line: usize,
        /// The text.
        text: String,
    },
    /// Neither a `variant` nor a `rules` tag.
    #[error("the record names no rules: it needs a [rules:…] tag (or tablut's [variant:…] tag)")]
    NoRules,
    /// The `variant` tag is wrong.
    #[error("the [variant:…] tag: {0}")]
    Variant(#[from] RuleFlagError),
    /// The `rules` tag is wrong.
    #[error("the [rules:…] tag: {0}")]
    Rules(#[from] OtnRulesError),
    /// The `position` tag is malformed.
    #[error("the start position: {0}")]
    Setup(#[from] ParseSetupError),
    /// The start position is not legal.
    #[error("the start position: {0}")]
    Position(#[from] PositionError),
    /// A move token cannot be read.
    #[error("turn {turn}: '{text}' is not a move record")]
    MoveSyntax {
        /// The turn number.
        turn: String,
        /// The token.
        text: String,
    },
    /// A recorded move is illegal.
    #[error("ply {ply} ({text}): {source}")]
    Illegal {
        /// 1-based ply.
        ply: usize,
        /// The move as recorded.
        text: String,
        /// Why it is illegal.
        source: IllegalMove,
    },
    /// The recorded captures differ from what the rules give.
    #[error("ply {ply} ({text}): the record captures {recorded} but these rules capture {actual}")]
    Captures {
        /// 1-based ply.
        ply: usize,
        /// The move as recorded.
        text: String,
        /// Captures in the record.
        recorded: String,
        /// Captures by the rules.
        actual: String,
    },
    /// A move was recorded after the game ended.
    #[error("ply {ply} ({text}) comes after the game ended ({outcome})")]
    AfterEnd {
        /// 1-based ply.
        ply: usize,
        /// The move as recorded.
        text: String,
        /// How the game had ended.
        outcome: String,
    },
}

fn squares_text(b: Bitboard) -> String {
    if b.is_empty() {
        "nothing".into()
    } else {
        b.map(|s| s.to_string()).collect::<Vec<_>>().join(", ")
    }
}

/// Formats one move as an OTN move record: the king's moves carry `K`,
/// captures follow `x` joined by `/`, and `--`/`++` mark an escape or a
/// king capture.
pub fn move_record(before: &Position, mv: Move, captures: Bitboard, outcome_event: &str) -> String {
    let mut s = String::new();
    if before.piece_at(mv.from()) == Some(Piece::King) {
        s.push('K');
    }
    s.push_str(&mv.to_string());
    for (i, c) in captures.enumerate() {
        s.push(if i == 0 { 'x' } else { '/' });
        s.push_str(&c.to_string());
    }
    s.push_str(outcome_event);
    s
}

/// Writes `game` under `variant` as an OpenTafl game record. `tags` go
/// first (for example `date`, `attackers`, `defenders`); `variant`,
/// `result`, `termination`, `position` and `rules` are written by this
/// function.
pub fn write_record(game: &Game, variant: &Variant, tags: &[(&str, &str)]) -> String {
    let mut out = String::new();
    for (k, v) in tags {
        let clean: String = v
            .chars()
            .filter(|c| !matches!(c, '[' | ']' | '\n' | '\r'))
            .collect();
        out.push_str(&format!("[{k}:{clean}]\n"));
    }
    let outcome = game.outcome();
    out.push_str(&format!("[variant:{variant}]\n"));
    out.push_str(&format!("[result:{}]\n", outcome.otn_result()));
    if outcome.is_over() {
        out.push_str(&format!("[termination:{outcome}]\n"));
    }
    let start = game.start_position();
    let setup = start.to_setup();
    if setup != Setup::start(start.side_to_move()) || start.side_to_move() != variant.rules.first {
        out.push_str(&format!("[position:{}]\n", setup.board_record()));
        out.push_str(&format!("[side-to-move:{}]\n", start.side_to_move()));
    }
    out.push_str(&format!(
        "[rules:{}]\n\n",
        write_rules(&variant.rules, &Setup::start(variant.rules.first))
    ));
    let plies = game.plies();
    let mut turn = 1;
    let mut line = String::new();
    let mut before = *game.start_position();
    for (i, pair) in plies.windows(2).enumerate() {
        let after = &pair[1];
        let mv = after.mv.expect("every ply after the start has a move");
        // Only the last ply can have ended the game.
        let last = i + 2 == plies.len();
        let event = match if last {
            outcome
        } else {
            crate::Outcome::Ongoing
        } {
            crate::Outcome::Win {
                reason: crate::WinReason::Escape,
                ..
            } => "--",
            crate::Outcome::Win {
                reason: crate::WinReason::KingCaptured,
                ..
            } => "++",
            _ => "",
        };
        if i % 2 == 0 {
            line = format!("{turn}. ");
        } else {
            line.push(' ');
        }
        line.push_str(&move_record(&before, mv, after.captures, event));
        before.make(mv);
        if i % 2 == 1 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
            turn += 1;
        }
    }
    if !line.is_empty() {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// One move token of a record, read: the move and the captures it lists.
fn parse_move_token(token: &str) -> Option<(Move, Option<Bitboard>)> {
    let t = token.trim_end_matches(['+', '-']);
    let t = t.strip_prefix(['K', 'k', 'T', 't']).unwrap_or(t);
    let (mv_text, caps) = match t.split_once('x') {
        Some((m, c)) => (m, Some(c)),
        None => (t, None),
    };
    let mv: Move = mv_text.parse().ok()?;
    let captures = match caps {
        None => None,
        Some(c) => {
            let mut b = Bitboard::EMPTY;
            for part in c.split('/') {
                let sq = part.strip_prefix(['K', 'k', 'T', 't']).unwrap_or(part);
                b.insert(sq.parse::<Square>().ok()?);
            }
            Some(b)
        }
    };
    Some((mv, captures))
}

/// Reads an OpenTafl game record and replays it under its rules. Only the
/// principal line is played; variations and commentary are skipped.
pub fn read_record(text: &str) -> Result<Record, RecordError> {
    let mut tags = Vec::new();
    let mut lines = text.lines().enumerate().peekable();
    // Tags run until the first line that is neither blank nor a tag.
    while let Some((n, line)) = lines.peek().copied() {
        let l = line.trim();
        if l.is_empty() {
            lines.next();
            if !tags.is_empty() {
                break;
            }
            continue;
        }
        if !l.starts_with('[') {
            break;
        }
        let inner = l
            .strip_prefix('[')
            .and_then(|x| x.strip_suffix(']'))
            .and_then(|x| x.split_once(':'))
            .ok_or_else(|| RecordError::Tag {
                line: n + 1,
                text: l.chars().take(60).collect(),
            })?;
        tags.push((inner.0.trim().to_string(), inner.1.to_string()));
        lines.next();
    }
    let tag = |name: &str| {
        tags.iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    };
    let (variant, mut setup) = if let Some(v) = tag("variant") {
        let variant: Variant = v.parse()?;
        (variant, Setup::start(variant.rules.first))
    } else if let Some(r) = tag("rules") {
        let (rules, setup) = read_rules(r)?;
        (Variant::from_rules(rules), setup)
    } else {
        return Err(RecordError::NoRules);
    };
    if let Some(p) = tag("position") {
        setup = Setup::from_board_record(p, variant.rules.first)?;
    }
    if let Some(side) = tag("side-to-move") {
        setup.side_to_move = side
            .parse()
            .map_err(|_| RecordError::Setup(ParseSetupError::BadSide(side.into())))?;
    }
    let mut game = Game::new(Position::from_setup(&setup, variant.rules)?);
    let mut resigned = None;
    let mut ply = 0;
    for (_, line) in lines {
        let l = line.trim();
        if l.is_empty() || l.starts_with('[') {
            continue; // commentary
        }
        let mut tokens = l.split_whitespace();
        let Some(turn) = tokens.next() else { continue };
        let turn_body = turn.trim_end_matches('.');
        if !turn.ends_with('.') || !turn_body.chars().all(|c| c.is_ascii_digit()) {
            // Variations carry letters in their address; only the main line is played.
            if turn.ends_with('.') || turn.contains('.') {
                continue;
            }
            return Err(RecordError::MoveSyntax {
                turn: "?".into(),
                text: turn.chars().take(40).collect(),
            });
        }
        for token in tokens {
            if token == "---" {
                resigned = Some(game.position().side_to_move());
                continue;
            }
            ply += 1;
            let (mv, recorded) =
                parse_move_token(token).ok_or_else(|| RecordError::MoveSyntax {
                    turn: turn_body.into(),
                    text: token.chars().take(40).collect(),
                })?;
            if game.outcome().is_over() {
                return Err(RecordError::AfterEnd {
                    ply,
                    text: token.chars().take(40).collect(),
                    outcome: game.outcome().to_string(),
                });
            }
            let captured = game
                .play(mv)
                .map_err(|e| RecordError::Illegal {
                    ply,
                    text: token.chars().take(40).collect(),
                    source: e,
                })?
                .captures;
            if let Some(mut rec) = recorded {
                // OpenTafl lists a captured king among the captures.
                if game.outcome()
                    == (crate::Outcome::Win {
                        winner: Side::Attackers,
                        reason: crate::WinReason::KingCaptured,
                    })
                {
                    rec.remove(game.position().king());
                }
                if rec != captured {
                    return Err(RecordError::Captures {
                        ply,
                        text: token.chars().take(40).collect(),
                        recorded: squares_text(rec),
                        actual: squares_text(captured),
                    });
                }
            }
        }
    }
    Ok(Record {
        tags,
        variant,
        game,
        resigned,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Preset, Rules};

    #[test]
    fn a_written_record_reads_back_to_the_same_game() {
        let variant: Variant = "ludoteka:king_armed=false".parse().unwrap();
        let mut game = Game::start(variant.rules);
        for m in ["e3-h3", "d1-d3", "h3-h2"] {
            game.play(m.parse().unwrap()).unwrap();
        }
        let text = write_record(&game, &variant, &[("event", "test")]);
        assert!(text.contains("[variant:ludoteka:king_armed=false]"));
        assert!(text.contains("1. e3-h3 d1-d3\n2. h3-h2"));
        let back = read_record(&text).unwrap();
        assert_eq!(back.variant, variant);
        assert_eq!(
            back.game.moves().collect::<Vec<_>>(),
            game.moves().collect::<Vec<_>>()
        );
        assert_eq!(back.tag("event"), Some("test"));
    }

    #[test]
    fn an_opentafl_record_without_variant_tag_loads_from_its_rules() {
        let rules = Rules::BRAINKING;
        let text = format!(
            "[result:?]\n[rules:{}]\n\n1. d5-d8 e8-g8\n[commentary|more]\n2. Kf5-f4\n",
            write_rules(&rules, &Setup::start(rules.first))
        )
        .replace("Kf5-f4", "e4-h4");
        let rec = read_record(&text).unwrap();
        assert_eq!(rec.variant.rules, rules);
        assert_eq!(rec.variant.preset, Preset::Brainking);
        assert_eq!(rec.game.len(), 3);
    }

    #[test]
    fn illegal_and_mismatched_moves_name_the_ply() {
        let text = "[variant:ludoteka]\n\n1. e3-h3 d1-d3\n2. h3-h2 e1-e3\n";
        match read_record(text).unwrap_err() {
            RecordError::Illegal { ply: 4, .. } => {}
            e => panic!("unexpected {e}"),
        }
        let text = "[variant:ludoteka]\n\n1. e3-h3xh4\n";
        assert!(matches!(
            read_record(text).unwrap_err(),
            RecordError::Captures { ply: 1, .. }
        ));
        assert!(matches!(
            read_record("1. e3-h3").unwrap_err(),
            RecordError::NoRules
        ));
    }
}
