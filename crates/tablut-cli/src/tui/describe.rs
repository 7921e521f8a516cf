//! Sentences for people, in their language: how a game ended, what stands
//! on a square, who took how many, why a move could not be read. (The
//! move list by turns, with the review's marks, is
//! [`super::review_view::move_list`].)

use tablut_core::{Game, GameEnd, Outcome, ParseMoveError, ParseSquareError, Piece, Side};
use tablut_engine::Score;
use tablut_i18n::{game_text, Args, Lang};

/// How the game ended, as the sentence every front end shows
/// ([`game_text::end_sentence`]), without its full stop, which the status
/// line and banner place themselves: "The king escaped to i9: the
/// defenders win". `None` while it goes on.
pub fn ending(lang: Lang, game: &Game) -> Option<String> {
    let end = GameEnd::of_game(game)?;
    let sentence = game_text::end_sentence(lang, &end, game.rules(), Some(game.position()));
    Some(sentence.trim_end_matches('.').to_string())
}

/// A short headline for the end of a game: "Defenders win" or "Draw";
/// empty while it goes on.
pub fn headline(lang: Lang, outcome: Outcome) -> String {
    let result = match outcome.winner() {
        Some(side) => game_text::side_key(side),
        None if outcome.is_over() => "draw",
        None => return String::new(),
    };
    lang.tr("tui-headline", &Args::new().str("result", result))
}

/// `attacker`, `defender` or `king`: the selector the catalogs choose a
/// piece's words by.
pub fn piece_key(piece: Piece) -> &'static str {
    match piece {
        Piece::Attacker => "attacker",
        Piece::Defender => "defender",
        Piece::King => "king",
    }
}

/// `1 move`, `2 moves`.
pub fn moves(lang: Lang, n: usize) -> String {
    lang.tr("tui-moves-count", &Args::new().num("count", n as f64))
}

/// A score for the side to move: `+0.40`, `win in 3 moves`.
pub fn score(lang: Lang, score: Score) -> String {
    let end = score.moves_to_end().map(|n| (score.is_win(), n));
    game_text::score(lang, score.0, end)
}

/// "Raichi!" for one open escape route, "Tuichi!" for two or more.
pub fn escape_call(lang: Lang, open_routes: u32) -> Option<String> {
    match open_routes {
        0 => None,
        1 => Some(lang.t("tui-raichi")),
        _ => Some(lang.t("tui-tuichi")),
    }
}

/// "Fortress! The defenders have walled the king in for good: …" while the
/// game goes on in a position the rules library proves the attackers can
/// never win ([`tablut_core::Position::is_fortress`]).
pub fn fortress_call(lang: Lang, game: &Game) -> Option<String> {
    (!game.outcome().is_over() && game.position().is_fortress()).then(|| {
        format!(
            "{} {}",
            lang.t("alert-fortress"),
            lang.t("alert-fortress-meaning")
        )
    })
}

/// A sentence as a clause the line mode writes: its first letter in lower
/// case and no full stop ("Took back e3-h3." is "took back e3-h3").
pub fn as_clause(sentence: &str) -> String {
    let text = sentence.strip_suffix('.').unwrap_or(sentence);
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Why a square could not be read: what [`ParseSquareError`] says in
/// English.
pub fn square_error(lang: Lang, e: &ParseSquareError) -> String {
    lang.tr("tui-not-a-square", &Args::new().str("text", e.text.clone()))
}

/// Why a move could not be read: what [`ParseMoveError`] says in English.
pub fn move_error(lang: Lang, e: &ParseMoveError) -> String {
    match e {
        ParseMoveError::Syntax(text) => {
            lang.tr("tui-move-syntax", &Args::new().str("text", text.clone()))
        }
        ParseMoveError::Square { text, reason } => lang.tr(
            "tui-move-square",
            &Args::new()
                .str("text", text.clone())
                .str("reason", square_error(lang, reason)),
        ),
        ParseMoveError::NotALine(text) => lang.tr(
            "tui-move-not-a-line",
            &Args::new().str("text", text.clone()),
        ),
    }
}

/// The side that made move number `ply` (1-based) of `game`.
pub fn mover(game: &Game, ply: usize) -> Side {
    let first = game.start_position().side_to_move();
    if ply % 2 == 1 {
        first
    } else {
        first.opponent()
    }
}

/// How many pieces each side has taken: `(by attackers, by defenders)`.
pub fn captures_by_side(game: &Game) -> (u32, u32) {
    let mut taken = (0, 0);
    for (i, ply) in game.plies().iter().enumerate().skip(1) {
        match mover(game, i) {
            Side::Attackers => taken.0 += ply.captures.count(),
            Side::Defenders => taken.1 += ply.captures.count(),
        }
    }
    taken
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablut_core::{Move, Position, Rules, Square};

    fn game(position: &str, moves: &[&str]) -> Game {
        let setup = position.parse().unwrap();
        let mut game = Game::new(Position::from_setup(&setup, Rules::LUDOTEKA).unwrap());
        for m in moves {
            game.play(m.parse().unwrap()).unwrap();
        }
        game
    }

    #[test]
    fn endings_in_words() {
        let en = Lang::english();
        let g = game("/9/9/9/9/9/9/9/8K/9/ d", &["i8-i9"]);
        assert_eq!(
            ending(en, &g).unwrap(),
            "The king escaped to i9: the defenders win"
        );
        assert_eq!(headline(en, g.outcome()), "Defenders win");
        assert_eq!(ending(en, &Game::start(Rules::LUDOTEKA)), None);
        let es = Lang::from_code("es").unwrap();
        assert_eq!(
            ending(es, &g).unwrap(),
            "El rey escapó a i9: ganan los defensores"
        );
        assert_eq!(headline(es, g.outcome()), "Ganan los defensores");
    }

    #[test]
    fn an_ashton_repetition_draw_is_the_second_occurrence() {
        // This sentence said "the third time" under every rule set.
        let mut g = Game::start(Rules::ASHTON);
        for m in [
            "e3-d3", "a4-b4", "d3-e3", "b4-c4", "e3-d3", "c4-b4", "d3-e3",
        ] {
            g.play(m.parse().unwrap()).unwrap();
        }
        let en = Lang::english();
        assert_eq!(
            ending(en, &g).unwrap(),
            "The same position occurred for the second time: the game is drawn"
        );
        assert_eq!(headline(en, g.outcome()), "Draw");
    }

    #[test]
    fn captures_and_counts() {
        let mut g = Game::start(Rules::LUDOTEKA);
        for m in ["e3-a3", "e2-a2", "e4-e3"] {
            g.play(m.parse().unwrap()).unwrap();
        }
        assert_eq!(captures_by_side(&g), (1, 0));
        assert_eq!(mover(&g, 2), Side::Attackers);
        let en = Lang::english();
        assert_eq!(moves(en, 1), "1 move");
        assert_eq!(moves(en, 0), "0 moves");
        assert_eq!(moves(Lang::from_code("it").unwrap(), 2), "2 mosse");
    }

    #[test]
    fn escape_calls() {
        let en = Lang::english();
        assert_eq!(escape_call(en, 0), None);
        assert_eq!(escape_call(en, 1).as_deref(), Some("Raichi!"));
        assert_eq!(escape_call(en, 3).as_deref(), Some("Tuichi!"));
    }

    #[test]
    fn a_proved_fortress_is_called_and_the_start_is_not() {
        let record = include_str!("../../../tablut-core/tests/data/fortress_game3.txt");
        let moves: Vec<&str> = record.split_whitespace().collect();
        let ashton = |moves: &[&str]| {
            let mut game = Game::start(Rules::ASHTON_SERVER);
            for m in moves {
                game.play(m.parse().unwrap()).unwrap();
            }
            game
        };
        let en = Lang::english();
        let walled = ashton(&moves);
        let call = fortress_call(en, &walled).expect("game 3's block is a fortress");
        assert!(
            call.starts_with("Fortress! The defenders have walled"),
            "{call}"
        );
        let sv = fortress_call(Lang::from_code("sv").unwrap(), &walled).unwrap();
        assert!(sv.starts_with("Fästning!"), "{sv}");
        let before = ashton(&moves[..moves.len() - 1]);
        assert_eq!(fortress_call(en, &before), None);
        assert_eq!(fortress_call(en, &ashton(&[])), None);
    }

    #[test]
    fn clauses_and_scores() {
        assert_eq!(as_clause("Took back e3-h3."), "took back e3-h3");
        assert_eq!(as_clause(""), "");
        assert_eq!(score(Lang::english(), Score(40)), "+0.40");
        assert_eq!(score(Lang::from_code("nl").unwrap(), Score(-125)), "-1,25");
    }

    #[test]
    fn unreadable_moves_read_as_the_library_in_english() {
        let en = Lang::english();
        for text in ["zz-1", "e3", "e3-f4", "e3-e3x"] {
            let e = text.parse::<Move>().unwrap_err();
            assert_eq!(move_error(en, &e), e.to_string(), "{text}");
        }
        let e = "z9".parse::<Square>().unwrap_err();
        assert_eq!(square_error(en, &e), e.to_string());
        let es = Lang::from_code("es").unwrap();
        let e = "zz-1".parse::<Move>().unwrap_err();
        assert!(
            move_error(es, &e).contains("no es una casilla"),
            "{}",
            move_error(es, &e)
        );
    }
}
