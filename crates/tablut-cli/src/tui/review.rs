//! The review of a game in the terminal UI (`v`): what the engine thought
//! of every move ([`GameReview`]) and the review under way
//! ([`Reviewing`]). The review itself is `tablut analyze --game`'s,
//! through [`tablut_engine::review::review_until`], which hands out each
//! search's stop handle so a cancelled review stops at once.

use tablut_core::{Game, Move, Position, Side};
use tablut_engine::review::{summary, Class, PlyReview};
use tablut_i18n::{game_text, Args, Lang};

/// The engine's review of a game: the plies it still shares with the game
/// on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct GameReview {
    /// The reviewed game's start and moves, to tell how much of it the
    /// game on the board still shares.
    start: Position,
    moves: Vec<Move>,
    plies: Vec<PlyReview>,
}

impl GameReview {
    /// The review `plies` of `game`.
    pub fn new(game: &Game, plies: Vec<PlyReview>) -> GameReview {
        GameReview {
            start: *game.start_position(),
            moves: game.moves().collect(),
            plies,
        }
    }

    /// Keeps the plies `game` still shares with the reviewed game (a
    /// move played since leaves them all; an undo or another game does
    /// not). Whether any remain.
    pub fn fit(&mut self, game: &Game) -> bool {
        let shared = if self.start == *game.start_position() {
            self.moves
                .iter()
                .zip(game.moves())
                .take_while(|(a, b)| **a == *b)
                .count()
        } else {
            0
        };
        self.moves.truncate(shared);
        self.plies.truncate(shared);
        !self.plies.is_empty()
    }

    /// Every reviewed ply, the first first.
    pub fn plies(&self) -> &[PlyReview] {
        &self.plies
    }

    /// The review of move number `ply` (from 1), if it was reviewed.
    pub fn ply(&self, ply: usize) -> Option<&PlyReview> {
        ply.checked_sub(1).and_then(|i| self.plies.get(i))
    }

    /// The engine's move where move `ply` was a mistake or a blunder.
    pub fn better_move(&self, ply: usize) -> Option<Move> {
        self.ply(ply)
            .filter(|r| matches!(r.class, Class::Mistake | Class::Blunder) && r.best != r.mv)
            .map(|r| r.best)
    }

    /// "attackers: 1 blunder, 0 mistakes, 2 inaccuracies; defenders: …"
    pub fn summary(&self, lang: Lang) -> String {
        let side = |side: Side| {
            let s = summary(&self.plies, side);
            lang.tr(
                "tui-review-side-summary",
                &Args::new()
                    .str("side", game_text::side_key(side))
                    .num("blunders", s.counts[4] as f64)
                    .num("mistakes", s.counts[3] as f64)
                    .num("inaccuracies", s.counts[2] as f64),
            )
        };
        format!("{}; {}", side(Side::Attackers), side(Side::Defenders))
    }
}

/// The review being made.
#[derive(Clone, Debug)]
pub struct Reviewing {
    /// The id its reports carry.
    pub id: u64,
    /// Positions searched so far.
    pub done: usize,
    /// Positions to search (one more than the moves).
    pub total: usize,
    /// The game as it was when the review began.
    pub game: Game,
}

impl Reviewing {
    /// "Reviewing… 12/41", the progress as the panel shows it.
    pub fn progress(&self, lang: Lang) -> String {
        lang.tr(
            "tui-reviewing",
            &Args::new()
                .num("done", self.done as f64)
                .num("total", self.total as f64),
        )
    }
}

/// How a class is marked after a move: `?!`, `?`, `??`; nothing for
/// good moves.
pub fn mark(class: Class) -> &'static str {
    match class {
        Class::Best | Class::Good => "",
        Class::Inaccuracy => "?!",
        Class::Mistake => "?",
        Class::Blunder => "??",
    }
}

/// A class's name: `blunder`, `mistake`…
pub fn class_name(lang: Lang, class: Class) -> String {
    lang.tr("tui-class", &Args::new().str("class", class.name()))
}

/// The side's winning chance before and after a ply: "the attackers'
/// chance 71% → 22%".
pub fn chance(lang: Lang, r: &PlyReview) -> String {
    lang.tr(
        "tui-chance",
        &Args::new()
            .str("side", game_text::side_key(r.side))
            .str("before", format!("{:.0}", 100.0 * r.chance_before))
            .str("after", format!("{:.0}", 100.0 * r.chance_after)),
    )
}

/// A ply's review in a sentence: "Ply 12 d4-d7: blunder (the attackers'
/// chance 71% → 22%). Better: e4-e8 (line e4-e8 d1-d3)."
pub fn sentence(lang: Lang, r: &PlyReview) -> String {
    let mut text = lang.tr(
        "tui-review-ply",
        &Args::new()
            .num("ply", r.ply as f64)
            .str("move", r.mv.to_string())
            .str("class", class_name(lang, r.class))
            .str("chance", chance(lang, r)),
    );
    let better = match r.class {
        Class::Mistake | Class::Blunder if r.best != r.mv => {
            let line: Vec<String> = r.line.iter().take(6).map(Move::to_string).collect();
            let args = Args::new().str("move", r.best.to_string());
            Some(if line.is_empty() {
                lang.tr("tui-review-better", &args)
            } else {
                lang.tr("tui-review-better-line", &args.str("line", line.join(" ")))
            })
        }
        Class::Inaccuracy if r.best != r.mv => Some(lang.tr(
            "tui-review-preferred",
            &Args::new().str("move", r.best.to_string()),
        )),
        _ => None,
    };
    if let Some(better) = better {
        text.push(' ');
        text.push_str(&better);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablut_core::Rules;
    use tablut_engine::review::{review_until, WinModel};
    use tablut_engine::{Engine, EngineConfig, Limits, Score};

    fn engine() -> Engine {
        // One thread: the same searches give the same results.
        Engine::new(EngineConfig {
            threads: 1,
            hash_mb: 4,
            weights: None,
            eval: Default::default(),
        })
    }

    fn game(moves: &str) -> Game {
        let mut game = Game::start(Rules::LUDOTEKA);
        for mv in moves.split_whitespace() {
            game.play(mv.parse().unwrap()).unwrap();
        }
        game
    }

    #[test]
    fn a_review_stops_when_told() {
        let g = game("e3-h3 d1-d3 h3-h2 a4-b4");
        let model = WinModel::for_rules(g.rules());
        // Handles handed out: the third search is stopped before it starts.
        let searches = std::cell::Cell::new(0);
        let r = review_until(
            &g,
            &mut engine(),
            &Limits::depth(1),
            &model,
            |_| searches.set(searches.get() + 1),
            || searches.get() >= 3,
            |_, _| {},
        );
        assert_eq!(r, None);
        assert_eq!(searches.get(), 3, "nothing more after the stop");
    }

    #[test]
    fn a_review_fits_the_game_it_shares_plies_with() {
        let g = game("e3-h3 d1-d3 h3-h2");
        let model = WinModel::for_rules(g.rules());
        let limits = Limits::depth(1);
        let plies = review_until(
            &g,
            &mut engine(),
            &limits,
            &model,
            |_| {},
            || false,
            |_, _| {},
        )
        .unwrap();
        let mut review = GameReview::new(&g, plies);
        assert!(review.fit(&game("e3-h3 d1-d3 h3-h2 a4-b4")), "a move more");
        assert_eq!(review.plies().len(), 3);
        assert!(review.fit(&game("e3-h3 d1-d3")), "an undo");
        assert_eq!(review.plies().len(), 2);
        assert!(review.ply(3).is_none() && review.ply(0).is_none());
        assert!(!review.fit(&game("e3-g3")), "another game");
        assert!(review.plies().is_empty());
    }

    #[test]
    fn marks_and_sentences() {
        assert_eq!(mark(Class::Blunder), "??");
        assert_eq!(mark(Class::Mistake), "?");
        assert_eq!(mark(Class::Inaccuracy), "?!");
        assert_eq!(mark(Class::Good), "");
        let mv: Move = "d4-d7".parse().unwrap();
        let best: Move = "e4-e8".parse().unwrap();
        let r = PlyReview {
            ply: 12,
            mv,
            side: Side::Attackers,
            best,
            score_before: Score(200),
            score_after: Score(-300),
            chance_before: 0.71,
            chance_after: 0.22,
            class: Class::Blunder,
            line: vec![best, "d1-d3".parse().unwrap()],
        };
        assert_eq!(
            sentence(Lang::english(), &r),
            "Ply 12 d4-d7: blunder (the attackers' chance 71% → 22%). \
             Better: e4-e8 (line e4-e8 d1-d3)."
        );
        let es = Lang::from_code("es").unwrap();
        let spanish = sentence(es, &r);
        assert!(
            spanish.contains("71 %") || spanish.contains("71%"),
            "{spanish}"
        );
        assert!(
            !spanish.contains("Ply") && !spanish.contains("blunder"),
            "{spanish}"
        );
    }
}
