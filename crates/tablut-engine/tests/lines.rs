//! Several best lines at once (multi-PV): distinct, legal first moves,
//! best first; the one winning move of a position first with its win, the
//! others behind it; never more lines than moves.

use tablut_core::{Game, Position, Preset, Setup};
use tablut_engine::{Engine, EngineConfig, Limits};

fn game_at(preset: Preset, position: &str) -> Game {
    let setup: Setup = position.parse().expect("a position");
    Game::new(Position::from_setup(&setup, preset.rules()).expect("legal"))
}

#[test]
fn lines_are_distinct_legal_and_best_first() {
    for preset in Preset::ALL {
        let game = Game::start(preset.rules());
        let mut engine = Engine::new(EngineConfig::default());
        let mut depths = Vec::new();
        let lines = engine.search_lines(&game, &Limits::depth(3), 4, |depth, lines, _| {
            assert_eq!(lines.len(), 4, "{preset:?} at depth {depth}");
            depths.push(depth);
        });
        assert_eq!(depths, vec![1, 2, 3], "{preset:?}");
        assert_eq!(lines.len(), 4);
        let firsts: std::collections::HashSet<_> = lines.iter().map(|l| l.pv[0]).collect();
        assert_eq!(firsts.len(), 4, "{preset:?}: distinct first moves");
        for line in &lines {
            // Each line replays legally.
            let mut replay = game.clone();
            for &mv in &line.pv {
                if replay.outcome().is_over() {
                    break;
                }
                replay.play(mv).expect("a legal line");
            }
        }
        assert!(
            lines.windows(2).all(|w| w[0].score >= w[1].score),
            "{preset:?}: best first"
        );
    }
}

#[test]
fn the_one_winning_move_comes_first() {
    // The king on d9 reaches the empty corner a9 in one move (the
    // tactics suite's lud-escape-1); nothing else wins at once.
    let game = game_at(Preset::Ludoteka, "/9/1t7/4T2t1/6T2/5t3/2t6/9/3t5/3Kt4/ d");
    let mut engine = Engine::new(EngineConfig::default());
    let lines = engine.search_lines(&game, &Limits::depth(2), 3, |_, _, _| {});
    assert_eq!(lines[0].pv[0].to_string(), "d9-a9");
    assert_eq!(lines[0].score.plies_to_end(), Some(1), "{:?}", lines[0]);
    assert!(
        lines[1..].iter().all(|l| l.score < lines[0].score),
        "{lines:?}"
    );
}

#[test]
fn never_more_lines_than_moves() {
    let game = game_at(Preset::Ludoteka, "/9/1t7/4T2t1/6T2/5t3/2t6/9/3t5/3Kt4/ d");
    let moves = game.legal_moves().len();
    let mut engine = Engine::new(EngineConfig::default());
    let lines = engine.search_lines(&game, &Limits::depth(1), moves + 10, |_, _, _| {});
    assert_eq!(lines.len(), moves);
}
