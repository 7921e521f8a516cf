//! Game review: moves with a known fate are classed as they deserve — a
//! move that lets the king out at once when safe moves existed, even from
//! a game already somewhat worse, a move that lets the king be captured —
//! and a game the engine plays against itself holds no blunder.

use tablut_core::{Game, Position, Preset, Setup, Side};
use tablut_engine::review::{review, summary, Class, WinModel, BAD, BLUNDER};
use tablut_engine::{Engine, EngineConfig, Limits};

fn game(preset: Preset, position: &str, moves: &str) -> Game {
    let setup: Setup = position.parse().expect("a position");
    let mut game = Game::new(Position::from_setup(&setup, preset.rules()).expect("legal"));
    for mv in moves.split_whitespace() {
        game.play(mv.parse().unwrap()).expect("a legal move");
    }
    game
}

fn reviewed(game: &Game, depth: u32) -> Vec<tablut_engine::review::PlyReview> {
    let mut engine = Engine::new(EngineConfig::default());
    let model = WinModel::for_rules(game.rules());
    review(game, &mut engine, &Limits::depth(depth), &model, |_, _| {})
}

#[test]
fn opening_the_kings_way_is_a_blunder() {
    // An attacker on b9 shuts rank 9; b9-b7 opens it and the king on d9
    // runs to the corner a9.
    let g = game(
        Preset::Ludoteka,
        "/9/1t7/4T2t1/6T2/5t3/2t6/9/3t5/1t1Kt4/ a",
        "b9-b7 d9-a9",
    );
    let r = reviewed(&g, 4);
    assert_eq!(r[0].mv.to_string(), "b9-b7");
    assert_eq!(r[0].class, Class::Blunder, "{:?}", r[0]);
    assert_ne!(r[0].best, r[0].mv);
    assert!(!r[0].line.is_empty(), "the better line is given");
    assert_eq!(r[0].chance_after, 0.0);
    assert_eq!(r[1].class, Class::Best, "the escape itself");
    assert_eq!(summary(&r, Side::Attackers).counts[4], 1);
}

#[test]
fn opening_the_kings_way_from_a_worse_game_is_a_blunder() {
    // BrainKing, the attackers somewhat worse (about −2.3, 14%, as in the
    // tester's game): the attacker on g3 shuts the g-file under the king
    // on g4; g3-c3 opens it and the king runs to the edge at g1. The drop
    // in winning chances is only the 14 points left, which made it a
    // mistake; a forced loss made of a game not already bad is a blunder.
    let g = game(
        Preset::Brainking,
        "/3t5/4t4/1t4t1T/t5KTt/ttTT1TT1t/8t/6T2/4t4/3ttt3/ a",
        "g3-c3 g4-g1",
    );
    let r = reviewed(&g, 4);
    assert_eq!(r[0].mv.to_string(), "g3-c3");
    assert!(!r[0].score_before.is_loss(), "{:?}", r[0]);
    assert!(
        r[0].chance_before >= BAD && r[0].chance_before < BLUNDER,
        "somewhat worse, not hopeless: {:?}",
        r[0]
    );
    assert!(r[0].score_after.is_loss(), "{:?}", r[0]);
    assert_eq!(r[0].class, Class::Blunder, "{:?}", r[0]);
    assert_ne!(r[0].best, r[0].mv);
    assert_eq!(r[1].class, Class::Best, "the escape itself");
    assert!(g.outcome().is_over());
}

#[test]
fn letting_the_king_be_captured_is_a_blunder() {
    // The defender on b5 guards the king on the edge at a5; b5-b4 lets
    // d5-b5 close the third side.
    let g = game(
        Preset::Ludoteka,
        "/9/4t4/1T7/t4T3/KT1t5/t8/1T4t2/9/9/ d",
        "b5-b4 d5-b5",
    );
    let r = reviewed(&g, 4);
    assert_eq!(r[0].class, Class::Blunder, "{:?}", r[0]);
    assert!(r[0].chance_before > 0.5, "the position was fine before");
    assert!(g.outcome().is_over());
}

#[test]
fn the_engine_against_itself_makes_no_blunder() {
    for preset in [Preset::Cartier, Preset::Brainking] {
        let mut engine = Engine::new(EngineConfig::default());
        let mut g = Game::start(preset.rules());
        for _ in 0..24 {
            if g.outcome().is_over() {
                break;
            }
            let found = engine.search(&g, &Limits::depth(3), |_| {});
            g.play(found.best.unwrap()).unwrap();
        }
        let r = reviewed(&g, 3);
        assert_eq!(r.len(), g.len());
        let bad: Vec<_> = r
            .iter()
            .filter(|p| matches!(p.class, Class::Blunder | Class::Mistake))
            .collect();
        assert!(bad.is_empty(), "{preset:?}: {bad:?}");
    }
}
