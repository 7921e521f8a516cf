//! Game records in OpenTafl's format (opentafl-notation-spec.txt §4):
//! `[tag:value]` lines ending with the `rules` tag, then numbered turns
//! `1. e3-h3 d1-d3`. tablut adds a `variant` tag holding its exact rule set
//! (`ludoteka:king_armed=false`), which OpenTafl ignores as an unknown tag.
//!
//! How the game ended ([`GameEnd`]) is carried whole: the `result` tag
//! (`1`, `-1`, `0`, `?`); OpenTafl's `---` in place of a move when the
//! side to move resigned; otherwise, for every end but a game still
//! going, a `termination` tag in [`GameEnd`]'s text form
//! (`defenders win (escape)`, `attackers lost on time`, `draw agreed`, …).
//! The reader checks that the three agree with each other and with the
//! moves.

use thiserror::Error;

use crate::end::{GameEnd, ParseGameEndError};
use crate::flag::RuleFlagError;
use crate::game::Game;
use crate::mv::Move;
use crate::notation::otn_rules::{read_rules, write_rules, OtnRulesError};
use crate::outcome::{DrawReason, Outcome, WinReason};
use crate::piece::{Piece, Side};
use crate::position::{IllegalMove, Position, PositionError};
use crate::rules::Variant;
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
    /// The game with every recorded move played (and marked drawn when
    /// the record says a harness adjudicated the draw).
    pub game: Game,
    /// How the game ended, `None` while it goes on.
    pub end: Option<GameEnd>,
}

impl Record {
    /// The side that resigned (`---`, or a `termination` tag), if any.
    pub fn resigned(&self) -> Option<Side> {
        match self.end {
            Some(GameEnd::Resignation { loser }) => Some(loser),
            _ => None,
        }
    }

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
    Variant(RuleFlagError),
    /// The `rules` tag is wrong.
    #[error("the [rules:…] tag: {0}")]
    Rules(OtnRulesError),
    /// A tag that names the rules appears twice, with different values.
    #[error(
        "the record has two [{tag}:…] tags that disagree ('{first}' and '{second}'): give one"
    )]
    TwoTags {
        /// The tag's name.
        tag: &'static str,
        /// The first value (cut to 60 characters).
        first: String,
        /// The other value (cut to 60 characters).
        second: String,
    },
    /// The `variant` and `rules` tags describe different games.
    #[error("the [variant:{variant}] tag and the [rules:…] tag disagree: {differences}; remove one or make them agree")]
    VariantVsRules {
        /// The variant tag's value.
        variant: String,
        /// The flags that differ, with both values.
        differences: String,
    },
    /// The `position` tag is malformed.
    #[error("the start position: {0}")]
    Setup(ParseSetupError),
    /// The start position is not legal.
    #[error("the start position: {0}")]
    Position(PositionError),
    /// A move token cannot be read.
    #[error("turn {turn}: '{text}' is not a move record")]
    MoveSyntax {
        /// The turn number.
        turn: String,
        /// The token.
        text: String,
    },
    /// A turn of the main line is not numbered one more than the last.
    #[error(
        "turn '{found}' should be turn {expected}.: turns are numbered 1., 2., 3., … in order"
    )]
    TurnNumber {
        /// The number the turn should have.
        expected: usize,
        /// The turn's label as written.
        found: String,
    },
    /// A recorded move is illegal. The reason names the move.
    #[error("ply {ply}: {reason}")]
    Illegal {
        /// 1-based ply.
        ply: usize,
        /// The move as recorded.
        text: String,
        /// Why it is illegal.
        reason: IllegalMove,
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
    /// A move was recorded after the game ended (by the rules or by a
    /// resignation).
    #[error("ply {ply} ({text}) comes after the game ended — {outcome}")]
    AfterEnd {
        /// 1-based ply.
        ply: usize,
        /// The move as recorded.
        text: String,
        /// How the game had ended.
        outcome: String,
    },
    /// The `result` tag holds something other than `1`, `-1`, `0` or `?`.
    #[error("the [result:{0}] tag: a result is 1 (attackers win), -1 (defenders win), 0 (draw) or ? (no result yet)")]
    BadResult(String),
    /// The `termination` tag names no way a game ends.
    #[error("the [termination:…] tag: {0}")]
    BadTermination(ParseGameEndError),
    /// The `termination` tag (or `---`) says one end, the moves another.
    #[error("the record's [termination:…] tag or closing '---' says the game ended '{recorded}', but {actual}")]
    EndMismatch {
        /// The end the record states.
        recorded: String,
        /// What the moves give instead.
        actual: String,
    },
    /// The `result` tag disagrees with how the game ended.
    #[error(
        "the [result:{recorded}] tag contradicts the game: {actual}, so the result is {expected}"
    )]
    ResultMismatch {
        /// The result tag's value.
        recorded: String,
        /// The result the end gives.
        expected: &'static str,
        /// How the game stands.
        actual: String,
    },
}

// Each cause is part of the message, so no error exposes it again as a
// `source()`: a chain printed with `{:#}` says each thing once.
impl From<RuleFlagError> for RecordError {
    fn from(e: RuleFlagError) -> RecordError {
        RecordError::Variant(e)
    }
}

impl From<OtnRulesError> for RecordError {
    fn from(e: OtnRulesError) -> RecordError {
        RecordError::Rules(e)
    }
}

impl From<ParseSetupError> for RecordError {
    fn from(e: ParseSetupError) -> RecordError {
        RecordError::Setup(e)
    }
}

impl From<PositionError> for RecordError {
    fn from(e: PositionError) -> RecordError {
        RecordError::Position(e)
    }
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

/// Writes `game` under `variant` as an OpenTafl game record, ended as the
/// rules have ended it (or not at all). `tags` go first (for example
/// `date`, `attackers`, `defenders`); `variant`, `result`, `termination`,
/// `position` and `rules` are written by this function. For a game ended
/// from outside the rules (a resignation, a forfeit…) use
/// [`write_record_with_end`].
pub fn write_record(game: &Game, variant: &Variant, tags: &[(&str, &str)]) -> String {
    write_record_with_end(game, variant, None, tags)
}

/// The end a record of `game` states when its writer says `end`: the
/// rules' verdict when the moves have one (nothing played after it
/// counts), otherwise `end`, unless `end` claims a rules result the moves
/// do not give.
fn settled_end(game: &Game, end: Option<&GameEnd>) -> Option<GameEnd> {
    if let Some(rules_end) = GameEnd::of_game(game) {
        return Some(rules_end);
    }
    let end = end?;
    let harness_draw = GameEnd::Draw {
        reason: DrawReason::Adjudicated,
    };
    // A harness's draw is marked in the game by the reader; any other
    // rules result must come from the moves.
    (!end.by_rules() || *end == harness_draw).then(|| end.clone())
}

/// Writes `game` under `variant` as an OpenTafl game record that says how
/// it ended: `end` is the game's end from outside the rules (a
/// [`GameEnd::Resignation`], [`GameEnd::Forfeit`], …), or `None` for the
/// rules' own verdict. A resignation by the side to move is OpenTafl's
/// `---` in place of its move; every other end is the `result` tag and a
/// `termination` tag, which [`read_record`] reads back into
/// [`Record::end`]. When the moves themselves ended the game, that end is
/// written whatever `end` says. `tags` go first, as in [`write_record`].
pub fn write_record_with_end(
    game: &Game,
    variant: &Variant,
    end: Option<&GameEnd>,
    tags: &[(&str, &str)],
) -> String {
    let mut out = String::new();
    let clean = |v: &str| -> String {
        v.chars()
            .filter(|c| !matches!(c, '[' | ']' | '\n' | '\r'))
            .collect()
    };
    for (k, v) in tags {
        out.push_str(&format!("[{k}:{}]\n", clean(v)));
    }
    let outcome = game.outcome();
    let end = settled_end(game, end);
    let side_to_move = game.position().side_to_move();
    let resign_marker = end
        == Some(GameEnd::Resignation {
            loser: side_to_move,
        });
    out.push_str(&format!("[variant:{variant}]\n"));
    let result = end.as_ref().map_or("?", GameEnd::otn_result);
    out.push_str(&format!("[result:{result}]\n"));
    if let Some(end) = end.as_ref().filter(|_| !resign_marker) {
        out.push_str(&format!("[termination:{}]\n", clean(&end.to_string())));
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
    let mut tokens: Vec<String> = Vec::with_capacity(plies.len());
    let mut before = *game.start_position();
    for (i, pair) in plies.windows(2).enumerate() {
        let after = &pair[1];
        let mv = after.mv.expect("every ply after the start has a move");
        // Only the last ply can have ended the game.
        let last = i + 2 == plies.len();
        let event = match if last { outcome } else { Outcome::Ongoing } {
            Outcome::Win {
                reason: WinReason::Escape,
                ..
            } => "--",
            Outcome::Win {
                reason: WinReason::KingCaptured,
                ..
            } => "++",
            _ => "",
        };
        tokens.push(move_record(&before, mv, after.captures, event));
        before.make(mv);
    }
    if resign_marker {
        // OpenTafl's resignation stands where the resigning side's move would.
        tokens.push("---".into());
    }
    for (turn, pair) in tokens.chunks(2).enumerate() {
        out.push_str(&format!("{}. {}\n", turn + 1, pair.join(" ")));
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

/// Checks that a record's `[rules:…]` tag describes the game of its
/// `[variant:…]` tag. OpenTafl's records cannot state every tablut rule, so
/// the variant is compared as its own rules tag would read back.
fn check_variant_against_rules(variant: &Variant, rules_tag: &str) -> Result<(), RecordError> {
    let (tagged, _) = read_rules(rules_tag)?;
    let (expected, _) = read_rules(&write_rules(
        &variant.rules,
        &Setup::start(variant.rules.first),
    ))?;
    let differences: Vec<String> = crate::Flag::ALL
        .iter()
        .filter(|f| f.get(&expected) != f.get(&tagged))
        .map(|f| {
            format!(
                "{} is {} by the variant, {} by the rules",
                f.name(),
                f.get(&expected),
                f.get(&tagged)
            )
        })
        .collect();
    if differences.is_empty() {
        Ok(())
    } else {
        Err(RecordError::VariantVsRules {
            variant: variant.to_string(),
            differences: differences.join("; "),
        })
    }
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
    // A tag naming the rules twice, or two tags naming different rules,
    // is refused rather than one silently winning (issue 30).
    for name in ["variant", "rules"] {
        let mut values = tags.iter().filter(|(k, _)| k == name).map(|(_, v)| v);
        if let Some(first) = values.next() {
            if let Some(second) = values.find(|v| v.trim() != first.trim()) {
                let cut = |t: &str| t.trim().chars().take(60).collect();
                return Err(RecordError::TwoTags {
                    tag: name,
                    first: cut(first),
                    second: cut(second),
                });
            }
        }
    }
    let (variant, mut setup) = if let Some(v) = tag("variant") {
        let variant: Variant = v.parse()?;
        if let Some(r) = tag("rules") {
            check_variant_against_rules(&variant, r)?;
        }
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
    // A result that is no result at all is refused before any move is read.
    let result_tag = tag("result").map(str::trim);
    if let Some(r) = result_tag {
        if !matches!(r, "1" | "-1" | "0" | "?") {
            return Err(RecordError::BadResult(r.chars().take(40).collect()));
        }
    }
    let termination = tag("termination")
        .map(|t| t.parse::<GameEnd>().map_err(RecordError::BadTermination))
        .transpose()?;
    let mut game = Game::new(Position::from_setup(&setup, variant.rules)?);
    let mut resigned = None;
    let mut ply = 0;
    let mut turns = 0;
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
        turns += 1;
        if turn_body != turns.to_string() {
            return Err(RecordError::TurnNumber {
                expected: turns,
                found: turn.chars().take(40).collect(),
            });
        }
        for token in tokens {
            if token == "---" && resigned.is_none() && !game.outcome().is_over() {
                resigned = Some(game.position().side_to_move());
                continue;
            }
            ply += 1;
            let text: String = token.chars().take(40).collect();
            if let Some(loser) = resigned {
                return Err(RecordError::AfterEnd {
                    ply,
                    text,
                    outcome: format!("{loser} resigned"),
                });
            }
            if game.outcome().is_over() {
                return Err(RecordError::AfterEnd {
                    ply,
                    text,
                    outcome: game.outcome().to_string(),
                });
            }
            let (mv, recorded) =
                parse_move_token(token).ok_or_else(|| RecordError::MoveSyntax {
                    turn: turn_body.into(),
                    text: text.clone(),
                })?;
            let captured = game
                .play(mv)
                .map_err(|reason| RecordError::Illegal { ply, text, reason })?
                .captures;
            if let Some(mut rec) = recorded {
                // OpenTafl lists a captured king among the captures.
                if game.outcome()
                    == (Outcome::Win {
                        winner: Side::Attackers,
                        reason: WinReason::KingCaptured,
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
    let end = settle_read_end(&mut game, resigned, termination)?;
    if let Some(recorded) = result_tag {
        let expected = end.as_ref().map_or("?", GameEnd::otn_result);
        if recorded != expected {
            return Err(RecordError::ResultMismatch {
                recorded: recorded.to_string(),
                expected,
                actual: match &end {
                    Some(end) => format!("it ended '{end}'"),
                    None => "the game is still going and no termination tag ends it".into(),
                },
            });
        }
    }
    Ok(Record {
        tags,
        variant,
        game,
        end,
    })
}

/// How a record's game ended, from its moves, its `---` (the side that
/// resigned) and its `termination` tag, which must agree. A harness's
/// adjudicated draw is marked in `game`.
fn settle_read_end(
    game: &mut Game,
    resigned: Option<Side>,
    termination: Option<GameEnd>,
) -> Result<Option<GameEnd>, RecordError> {
    let mismatch = |recorded: &GameEnd, actual: String| RecordError::EndMismatch {
        recorded: recorded.to_string(),
        actual,
    };
    let rules_end = GameEnd::of_game(game);
    if let Some(loser) = resigned {
        // `---` is read only while the moves have not ended the game.
        let end = GameEnd::Resignation { loser };
        return match termination {
            Some(t) if t != end => Err(mismatch(&t, format!("the {loser} resigned (---)"))),
            _ => Ok(Some(end)),
        };
    }
    let Some(t) = termination else {
        return Ok(rules_end);
    };
    match rules_end {
        Some(r) if r == t => Ok(Some(t)),
        Some(r) => Err(mismatch(&t, format!("the moves ended it '{r}'"))),
        None if t
            == (GameEnd::Draw {
                reason: DrawReason::Adjudicated,
            }) =>
        {
            game.adjudicate_draw();
            Ok(Some(t))
        }
        None if t.by_rules() => Err(mismatch(
            &t,
            "the game is still going after the last move".into(),
        )),
        None => Ok(Some(t)),
    }
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
    fn contradictory_rule_tags_are_refused() {
        // Every preset's written record has both tags, and they agree.
        for preset in Preset::ALL {
            let variant = Variant::preset(preset);
            let text = write_record(&Game::start(variant.rules), &variant, &[]);
            assert!(text.contains("[rules:"), "{text}");
            assert_eq!(read_record(&text).unwrap().variant, variant, "{text}");
        }
        let twice = "[variant:ludoteka]\n[variant:ludoteka:king_armed=false]\n\n1. e3-h3\n";
        let e = read_record(twice).unwrap_err();
        assert!(
            matches!(e, RecordError::TwoTags { tag: "variant", .. }),
            "{e}"
        );
        assert!(
            e.to_string()
                .contains("'ludoteka' and 'ludoteka:king_armed=false'"),
            "{e}"
        );
        // The same tag twice, the same, is no contradiction.
        assert!(read_record("[variant:ludoteka]\n[variant:ludoteka]\n\n1. e3-h3\n").is_ok());
        let rules = Rules::BRAINKING;
        let text = format!(
            "[variant:ludoteka]\n[rules:{}]\n\n1. e3-h3\n",
            write_rules(&rules, &Setup::start(rules.first))
        );
        let e = read_record(&text).unwrap_err();
        assert!(matches!(e, RecordError::VariantVsRules { .. }), "{e}");
        assert!(
            e.to_string()
                .starts_with("the [variant:ludoteka] tag and the [rules:…] tag disagree: "),
            "{e}"
        );
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
