//! The defenders' own fortress under `ashton-server` (issue 34): the net
//! scores the defenders about seven soldiers behind from the start, so a
//! fortress bounded at a draw (−1.50 with the default contempt) looked
//! better than the game, and the engine walled its king in against the
//! Challenge's engines. Their own search no longer counts it as a draw;
//! the attackers' still does.

use tablut_core::{Game, Rules, Side};
use tablut_engine::{Engine, EngineConfig, Limits, DEFAULT_CONTEMPT};

/// The game against tablut.cpp up to ply 18, White (the defenders) to
/// move: the old engine played `e5-d5` into its own fortress here.
const BEFORE_THE_WALL: &str = "g5-g4 e8-g8 e7-b7 h5-g5 e6-d6 g5-f5 e4-b4 e2-c2 b7-b6 i5-h5 \
    b4-c4 h5-h3 d5-d3 d9-b9 b6-c6 f5-f7 g4-e4 i6-e6";

fn before_the_wall() -> Game {
    let mut game = Game::start(Rules::ASHTON_SERVER);
    for text in BEFORE_THE_WALL.split_whitespace() {
        game.play(text.parse().expect("a move"))
            .expect("a legal move");
    }
    game
}

fn engine(anchor: bool) -> Engine {
    let mut engine = Engine::new(EngineConfig {
        threads: 1,
        hash_mb: 8,
        ..EngineConfig::default()
    });
    engine.set_draw_anchor(anchor);
    engine
}

#[test]
fn the_defenders_no_longer_score_their_own_fortress_as_a_draw() {
    let game = before_the_wall();
    assert_eq!(game.position().side_to_move(), Side::Defenders);
    let draw = -DEFAULT_CONTEMPT;

    // As the engine was: every way into the fortress is the draw, and it
    // is the best the defenders see.
    let old = engine(false).search(&game, &Limits::depth(7), |_| {});
    assert_eq!(old.score.0, draw, "{old:?}");

    // Now the fortress is judged as any other position: the score is the
    // net's, well below the draw, not the draw.
    let mut new = engine(true);
    assert!(!new.fortress_is_draw(&game));
    let now = new.search(&game, &Limits::depth(7), |_| {});
    assert!(now.score.0 < draw - 300, "{now:?}");
}

#[test]
fn the_attackers_and_a_defence_that_asks_for_draws_keep_the_bound() {
    let mut game = before_the_wall();
    game.play("d6-d7".parse().unwrap()).unwrap();
    let mut attackers = engine(true);
    assert!(attackers.fortress_is_draw(&game));

    let defenders = before_the_wall();
    let mut holding = engine(true);
    holding.set_contempt(-300);
    assert!(holding.fortress_is_draw(&defenders));
}

#[test]
fn under_the_published_rules_the_defenders_keep_their_fortress() {
    // `ashton` scores its start near level: the fortress stays a refuge.
    let game = Game::start(Rules::ASHTON);
    assert_eq!(game.position().side_to_move(), Side::Defenders);
    assert!(engine(true).fortress_is_draw(&game));
}
