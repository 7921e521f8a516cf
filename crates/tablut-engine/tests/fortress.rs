//! The search bounds a fortress by the draw: where the defenders have
//! walled the king in for good (`Position::is_fortress`), the attackers
//! cannot win whatever the evaluation says, so they must not play for a
//! win there, nor steer into one.

use tablut_core::{Game, Move, Rules};
use tablut_engine::{Engine, EngineConfig, Limits};

/// Game 3 against tablut.cpp (ashton-server) to White's 17th move, e5-e4,
/// which closes the defenders' block round the king: the hand-written and
/// learned evaluations alike scored the attackers about +3 here, and the
/// game went on for 217 more plies without a capture of the king in sight.
const GAME_3: &str = include_str!("../../tablut-core/tests/data/fortress_game3.txt");

fn game(moves: &str) -> Game {
    let mut game = Game::start(Rules::ASHTON_SERVER);
    for m in moves.split_whitespace() {
        let mv: Move = m.parse().expect("a move");
        game.play(mv).expect("a legal move");
    }
    game
}

#[test]
fn the_attackers_score_a_fortress_no_better_than_a_draw() {
    let game = game(GAME_3);
    assert!(game.position().is_fortress());
    let mut engine = Engine::new(EngineConfig {
        hash_mb: 8,
        ..EngineConfig::default()
    });
    let r = engine.search(&game, &Limits::depth(5), |_| {});
    assert!(r.best.is_some());
    assert!(
        r.score.0 <= 0 && !r.score.is_loss(),
        "the attackers cannot win a fortress, nor lose it by force: {}",
        r.score
    );
}

/// In a fortress the attackers' score is the draw's, so it is exactly what
/// the engine's contempt says a draw is worth to it: the contempt reaches
/// every draw the search scores.
#[test]
fn a_fortress_is_worth_what_the_contempt_says_a_draw_is() {
    let game = game(GAME_3);
    let mut engine = Engine::new(EngineConfig {
        hash_mb: 8,
        ..EngineConfig::default()
    });
    assert_eq!(engine.contempt(), tablut_engine::DEFAULT_CONTEMPT);
    for contempt in [150, 0, -100] {
        engine.set_contempt(contempt);
        let r = engine.search(&game, &Limits::depth(5), |_| {});
        assert_eq!(r.score.0, -contempt, "contempt {contempt}");
    }
    engine.set_contempt(i32::MAX);
    assert_eq!(engine.contempt(), tablut_engine::MAX_CONTEMPT);
}
