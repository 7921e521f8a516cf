//! The rules library's facts in a player's language: the sides, how a
//! game ended, scores, and each preset and rule explained. The rules
//! library keeps its English sentences for records and logs; what a
//! player reads comes from here.

use tablut_core::{
    DrawReason, Flag, ForfeitCause, GameEnd, Position, Preset, Rules, Side, WinReason,
};

use crate::{numbers, Args, Lang, Message};

/// A detail as the end sentences add it: ` (exit 3)`, or nothing.
fn in_parens(detail: &str) -> String {
    if detail.is_empty() {
        String::new()
    } else {
        format!(" ({detail})")
    }
}

/// `attackers` or `defenders`: the selector the catalogs choose a side's
/// words by.
pub fn side_key(side: Side) -> &'static str {
    match side {
        Side::Attackers => "attackers",
        Side::Defenders => "defenders",
    }
}

/// The side's name (`the attackers`, `los atacantes`).
pub fn side(lang: Lang, side: Side) -> String {
    lang.tr("side-name", &Args::new().str("side", side_key(side)))
}

/// The side's name as a title (`Attackers`).
pub fn side_title(lang: Lang, side: Side) -> String {
    lang.tr("side-title", &Args::new().str("side", side_key(side)))
}

/// The result part of an end sentence: `the defenders win.`, `the game
/// is drawn.`
fn outcome(winner: Option<Side>) -> Message {
    match winner {
        Some(w) => Message::new("outcome-win").str("side", side_key(w)),
        None => Message::new("outcome-draw"),
    }
}

/// How the game ended, as a message to say in any language: what
/// [`GameEnd::sentence`](tablut_core::GameEnd::sentence) says in English;
/// `position` is the final position when it is known (the king's square,
/// the side that was to move).
pub fn end_message(end: &GameEnd, rules: &Rules, position: Option<&Position>) -> Message {
    let result = outcome(end.winner());
    let king = position.map(|p| p.king().to_string());
    let with_side = |key: &str, s: Side| {
        Message::new(key)
            .str("side", side_key(s))
            .msg("outcome", result.clone())
    };
    match end {
        GameEnd::Win { winner, reason } => match reason {
            WinReason::Escape => match king {
                Some(k) => Message::new("end-escape")
                    .str("square", k)
                    .msg("outcome", result),
                None => Message::new("end-escape-anywhere").msg("outcome", result),
            },
            WinReason::KingCaptured => match king {
                Some(k) => Message::new("end-king-captured")
                    .str("square", k)
                    .msg("outcome", result),
                None => Message::new("end-king-captured-anywhere").msg("outcome", result),
            },
            WinReason::NoLegalMoves => with_side("end-no-moves", winner.opponent()),
        },
        GameEnd::Draw { reason } => match reason {
            DrawReason::Repetition => Message::new("end-repetition")
                .num("occurrence", rules.draw_occurrence().unwrap_or(3))
                .msg("outcome", result),
            DrawReason::NoLegalMoves => match position {
                Some(p) => with_side("end-no-moves", p.side_to_move()),
                None => Message::new("end-no-moves-anyone").msg("outcome", result),
            },
            DrawReason::Adjudicated => Message::new("end-stopped-drawn"),
        },
        GameEnd::Resignation { loser } => with_side("end-resigned", *loser),
        GameEnd::Time { loser } => with_side("end-time", *loser),
        GameEnd::Forfeit {
            loser,
            cause,
            detail,
        } => {
            let cause = match cause {
                ForfeitCause::IllegalMove => "illegal-move",
                ForfeitCause::Crash => "crash",
                ForfeitCause::Disconnect => "disconnect",
                ForfeitCause::Timeout => "timeout",
                ForfeitCause::Other => "other",
            };
            with_side("end-forfeit", *loser)
                .str("cause", cause)
                .str("detail", in_parens(detail))
        }
        GameEnd::Agreement => Message::new("end-agreement"),
        GameEnd::Abort => Message::new("end-abort"),
        GameEnd::Adjudication { detail, .. } => Message::new("end-adjudication")
            .str("detail", in_parens(detail))
            .msg("outcome", result),
    }
}

/// How the game ended, in one sentence in `lang` (see [`end_message`]).
pub fn end_sentence(
    lang: Lang,
    end: &GameEnd,
    rules: &Rules,
    position: Option<&Position>,
) -> String {
    lang.message(&end_message(end, rules, position))
}

/// A preset's summary for players.
pub fn preset_summary(lang: Lang, preset: Preset) -> String {
    lang.t(&format!("preset-{}", preset.name()))
}

/// What a rule means, for players.
pub fn flag_meaning(lang: Lang, flag: Flag) -> String {
    lang.t(&format!("flag-{}", flag.name().replace('_', "-")))
}

/// Every message key made from a name at run time (presets, rules):
/// the catalog test counts them as used.
pub fn generated_keys() -> Vec<String> {
    Preset::ALL
        .iter()
        .map(|p| format!("preset-{}", p.name()))
        .chain(
            Flag::ALL
                .iter()
                .map(|f| format!("flag-{}", f.name().replace('_', "-"))),
        )
        .collect()
}

/// A score for the side to move: `+1.25` soldiers, `win in 3 moves`,
/// `loss in 2 moves`. `centisoldiers` is used when `moves_to_end` is
/// `None`.
pub fn score(lang: Lang, centisoldiers: i32, win: Option<(bool, u32)>) -> String {
    match win {
        Some((true, n)) => lang.tr("win-in", &Args::new().num("moves", n)),
        Some((false, n)) => lang.tr("loss-in", &Args::new().num("moves", n)),
        None => {
            let value = f64::from(centisoldiers) / 100.0;
            let sign = if value >= 0.0 { "+" } else { "-" };
            format!("{sign}{}", numbers::decimal(lang, value.abs(), 2))
        }
    }
}

/// A score as the engine writes it for programs (`+1.25`, `-0.50`,
/// `win in 3`, `loss in 2`: the engine's `Display`, which stored reviews
/// and the API's `score` fields keep), said in `lang`; any other text is
/// given back as it is.
pub fn engine_score(lang: Lang, text: &str) -> String {
    let text = text.trim();
    let moves = |rest: &str| rest.trim().parse::<u32>().ok();
    if let Some(n) = text.strip_prefix("win in ").and_then(moves) {
        return score(lang, 0, Some((true, n)));
    }
    if let Some(n) = text.strip_prefix("loss in ").and_then(moves) {
        return score(lang, 0, Some((false, n)));
    }
    match text.parse::<f64>() {
        Ok(v) if (text.starts_with('+') || text.starts_with('-')) && v.is_finite() => {
            score(lang, (v * 100.0).round() as i32, None)
        }
        _ => text.to_string(),
    }
}

/// How a game stands, in a few words: what
/// [`Outcome`](tablut_core::Outcome)'s `Display` says in English
/// (`defenders win (escape)`); empty while the game goes on.
pub fn outcome_words(lang: Lang, outcome: tablut_core::Outcome) -> String {
    use tablut_core::Outcome;
    let (result, reason) = match outcome {
        Outcome::Ongoing => return String::new(),
        Outcome::Win { winner, reason } => (
            side_key(winner),
            match (reason, winner) {
                (WinReason::Escape, _) => "escape",
                (WinReason::KingCaptured, _) => "king-captured",
                (WinReason::NoLegalMoves, Side::Attackers) => "defenders-stuck",
                (WinReason::NoLegalMoves, Side::Defenders) => "attackers-stuck",
            },
        ),
        Outcome::Draw(reason) => (
            "draw",
            match reason {
                DrawReason::Repetition => "repetition",
                DrawReason::NoLegalMoves => "no-moves",
                DrawReason::Adjudicated => "adjudicated",
            },
        ),
    };
    lang.tr(
        "illegal-outcome",
        &Args::new().str("result", result).str("reason", reason),
    )
}

/// Why a move may not be played, in `lang`: what
/// [`IllegalMove`](tablut_core::IllegalMove)'s `Display` says in English
/// (`e1-e3: the way is blocked by the piece on e2`).
pub fn illegal_move(lang: Lang, e: &tablut_core::IllegalMove) -> String {
    use tablut_core::{IllegalMove, Outcome};
    let with_move = |mv: &tablut_core::Move| Args::new().str("move", mv.to_string());
    match e {
        IllegalMove::NoPiece { mv } => lang.tr(
            "illegal-no-piece",
            &with_move(mv).str("square", mv.from().to_string()),
        ),
        IllegalMove::NotYourPiece { mv, owner, to_move } => lang.tr(
            "illegal-not-your-piece",
            &with_move(mv)
                .str("square", mv.from().to_string())
                .str("owner", side_key(*owner))
                .str("side", side_key(*to_move)),
        ),
        IllegalMove::Occupied { mv } => lang.tr(
            "illegal-occupied",
            &with_move(mv).str("square", mv.to().to_string()),
        ),
        IllegalMove::Blocked { mv, at } => lang.tr(
            "illegal-blocked",
            &with_move(mv).str("square", at.to_string()),
        ),
        IllegalMove::ThroneCrossing { mv } => lang.tr("illegal-throne-crossing", &with_move(mv)),
        IllegalMove::ThroneStop { mv, king: true } => {
            lang.tr("illegal-throne-return", &with_move(mv))
        }
        IllegalMove::ThroneStop { mv, king: false } => {
            lang.tr("illegal-throne-stop", &with_move(mv))
        }
        IllegalMove::CornerStop { mv } => lang.tr("illegal-corner-stop", &with_move(mv)),
        IllegalMove::CampCrossing { mv, at } => lang.tr(
            "illegal-camp-crossing",
            &with_move(mv).str("square", at.to_string()),
        ),
        // Refused for the camp square it would stop on: the three say why.
        IllegalMove::CampEntry { mv }
        | IllegalMove::CampJump { mv }
        | IllegalMove::OtherCamp { mv } => {
            let key = match e {
                IllegalMove::CampJump { .. } => "illegal-camp-jump",
                IllegalMove::OtherCamp { .. } => "illegal-other-camp",
                _ => "illegal-camp-entry",
            };
            lang.tr(key, &with_move(mv).str("square", mv.to().to_string()))
        }
        IllegalMove::Repetition { mv, side } => lang.tr(
            "illegal-repetition",
            &with_move(mv).str("side", side_key(*side)),
        ),
        IllegalMove::GameOver { mv, outcome } => {
            // The rules library gives the outcome as its English text:
            // said again in `lang` when it is one it writes.
            let finished = [Side::Attackers, Side::Defenders]
                .into_iter()
                .flat_map(|winner| {
                    [
                        WinReason::Escape,
                        WinReason::KingCaptured,
                        WinReason::NoLegalMoves,
                    ]
                    .map(|reason| Outcome::Win { winner, reason })
                })
                .chain(
                    [
                        DrawReason::Repetition,
                        DrawReason::NoLegalMoves,
                        DrawReason::Adjudicated,
                    ]
                    .map(Outcome::Draw),
                );
            let words = finished
                .into_iter()
                .find(|o| o.to_string() == *outcome)
                .map_or_else(|| outcome.clone(), |o| outcome_words(lang, o));
            lang.tr("illegal-game-over", &with_move(mv).str("outcome", words))
        }
    }
}

#[cfg(test)]
mod illegal_move_tests {
    use super::*;
    use tablut_core::{Game, IllegalMove, Move, Outcome};

    fn mv(text: &str) -> Move {
        text.parse().unwrap()
    }

    fn every_reason() -> Vec<IllegalMove> {
        let m = mv("e3-h3");
        let at: tablut_core::Square = "f3".parse().unwrap();
        let mut game = Game::start(Rules::LUDOTEKA);
        game.play(mv("e3-h3")).unwrap();
        let mut ended = Game::new(
            Position::from_setup(&"/9/9/9/9/9/9/9/8K/9/ d".parse().unwrap(), Rules::LUDOTEKA)
                .unwrap(),
        );
        ended.play(mv("i8-i9")).unwrap();
        let over = ended.check_move(mv("i9-i8")).unwrap_err();
        vec![
            IllegalMove::NoPiece { mv: m },
            IllegalMove::NotYourPiece {
                mv: m,
                owner: Side::Attackers,
                to_move: Side::Defenders,
            },
            IllegalMove::Occupied { mv: m },
            IllegalMove::Blocked { mv: m, at },
            IllegalMove::ThroneCrossing { mv: m },
            IllegalMove::ThroneStop { mv: m, king: true },
            IllegalMove::ThroneStop { mv: m, king: false },
            IllegalMove::CornerStop { mv: m },
            IllegalMove::CampCrossing { mv: m, at },
            IllegalMove::CampEntry { mv: m },
            IllegalMove::CampJump { mv: m },
            IllegalMove::OtherCamp { mv: m },
            IllegalMove::Repetition {
                mv: m,
                side: Side::Defenders,
            },
            over,
            IllegalMove::GameOver {
                mv: m,
                outcome: Outcome::Draw(DrawReason::NoLegalMoves).to_string(),
            },
            IllegalMove::GameOver {
                mv: m,
                outcome: "something else".into(),
            },
        ]
    }

    #[test]
    fn every_reason_reads_as_the_library_in_english() {
        let en = Lang::english();
        for e in every_reason() {
            assert_eq!(illegal_move(en, &e), e.to_string(), "{e:?}");
        }
    }

    #[test]
    fn every_reason_in_every_language_names_its_move() {
        for lang in Lang::all().filter(|l| l.code() != "en") {
            for e in every_reason() {
                let text = illegal_move(lang, &e);
                let named = text.split(':').next().unwrap_or_default();
                assert!(named.parse::<Move>().is_ok(), "{lang}: {text}");
                assert!(!text.contains('{'), "{lang}: {text}");
                assert_ne!(text, e.to_string(), "{lang}: {e:?}");
            }
        }
        let es = Lang::from_code("es").unwrap();
        let blocked = IllegalMove::Blocked {
            mv: mv("e1-e3"),
            at: "e2".parse().unwrap(),
        };
        assert_eq!(
            illegal_move(es, &blocked),
            "e1-e3: el camino está bloqueado por la ficha de e2"
        );
    }

    #[test]
    fn outcomes_in_a_few_words() {
        let en = Lang::english();
        let win = Outcome::Win {
            winner: Side::Attackers,
            reason: WinReason::NoLegalMoves,
        };
        assert_eq!(outcome_words(en, win), win.to_string());
        assert_eq!(outcome_words(en, Outcome::Ongoing), "");
        let sv = Lang::from_code("sv").unwrap();
        assert_ne!(outcome_words(sv, win), win.to_string());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablut_core::{Game, Move};

    #[test]
    fn an_escape_in_english_and_spanish() {
        let rules = Preset::Brainking.rules();
        let setup: tablut_core::Setup = "/9/9/9/9/2K6/9/9/9/t8/ d".parse().unwrap();
        let mut game = Game::new(Position::from_setup(&setup, rules).unwrap());
        game.play("c5-c9".parse::<Move>().unwrap()).unwrap();
        let end = GameEnd::of_game(&game).unwrap();
        let en = Lang::english();
        assert_eq!(
            end_sentence(en, &end, &rules, Some(game.position())),
            end.sentence(game.position()),
            "the English catalog says what the rules library says"
        );
        let es = Lang::from_code("es").unwrap();
        let spanish = end_sentence(es, &end, &rules, Some(game.position()));
        assert!(
            spanish.contains("c9") && spanish.contains("rey"),
            "{spanish}"
        );
    }

    #[test]
    fn every_end_reads_as_the_library_in_english() {
        let rules = Preset::Ludoteka.rules();
        let position = Position::start(rules);
        let en = Lang::english();
        let ends = [
            GameEnd::Win {
                winner: Side::Attackers,
                reason: WinReason::KingCaptured,
            },
            GameEnd::Win {
                winner: Side::Defenders,
                reason: WinReason::NoLegalMoves,
            },
            GameEnd::Draw {
                reason: DrawReason::Repetition,
            },
            GameEnd::Draw {
                reason: DrawReason::NoLegalMoves,
            },
            GameEnd::Draw {
                reason: DrawReason::Adjudicated,
            },
            GameEnd::Resignation {
                loser: Side::Attackers,
            },
            GameEnd::Time {
                loser: Side::Defenders,
            },
            GameEnd::Forfeit {
                loser: Side::Attackers,
                cause: ForfeitCause::Crash,
                detail: "exit 3".into(),
            },
            GameEnd::Forfeit {
                loser: Side::Attackers,
                cause: ForfeitCause::Other,
                detail: String::new(),
            },
            GameEnd::Agreement,
            GameEnd::Abort,
            GameEnd::Adjudication {
                winner: None,
                detail: "move limit".into(),
            },
        ];
        for end in ends {
            assert_eq!(
                end_sentence(en, &end, &rules, Some(&position)),
                end.sentence(&position),
                "{end:?}"
            );
            assert_eq!(
                end_sentence(en, &end, &rules, None),
                end.sentence_under(&rules),
                "{end:?}"
            );
        }
    }

    #[test]
    fn the_engine_s_scores_in_words() {
        let es = Lang::from_code("es").unwrap();
        assert_eq!(engine_score(es, "+1.25"), "+1,25");
        assert_eq!(engine_score(es, "-0.50"), "-0,50");
        assert_eq!(engine_score(es, "win in 1"), "gana en 1 movimiento");
        assert_eq!(
            engine_score(Lang::english(), "loss in 2"),
            "loss in 2 moves"
        );
        assert_eq!(engine_score(es, "won"), "won");
    }

    #[test]
    fn scores() {
        let en = Lang::english();
        let nl = Lang::from_code("nl").unwrap();
        assert_eq!(score(en, 125, None), "+1.25");
        assert_eq!(score(nl, -50, None), "-0,50");
        assert_eq!(score(en, 0, Some((true, 1))), "win in 1 move");
        assert_eq!(score(en, 0, Some((false, 2))), "loss in 2 moves");
    }
}
