//! Search behaviour that does not depend on tactics: determinism at fixed
//! depth, limits, stopping, threads, and games played to the end.

use std::time::Duration;

use tablut_core::{Game, Preset, Rules};
use tablut_engine::{Engine, EngineConfig, Limits};
use tablut_tools::selfplay::{play_out, random_opening, Rng};

fn engine(threads: usize) -> Engine {
    Engine::new(EngineConfig {
        threads,
        hash_mb: 8,
        weights: None,
        eval: Default::default(),
    })
}

#[test]
fn fixed_depth_single_thread_is_deterministic() {
    for preset in Preset::ALL {
        let game = random_opening(Game::start(preset.rules()), 8, &mut Rng::new(5));
        let a = engine(1).search(&game, &Limits::depth(5), |_| {});
        let b = engine(1).search(&game, &Limits::depth(5), |_| {});
        assert_eq!(
            (a.best, a.score, &a.pv, a.nodes),
            (b.best, b.score, &b.pv, b.nodes),
            "{}",
            preset.name()
        );
        assert_eq!(a.depth, 5);
        assert!(game.check_move(a.best.unwrap()).is_ok());
    }
}

#[test]
fn iterations_are_reported_in_order_with_legal_lines() {
    let game = Game::start(Rules::CARTIER);
    let mut depths = Vec::new();
    engine(1).search(&game, &Limits::depth(4), |info| {
        depths.push(info.depth);
        // Every principal variation is a legal line from the root.
        let mut g = game.clone();
        for &m in &info.pv {
            if g.outcome().is_over() {
                break;
            }
            g.play(m).expect("the principal variation is legal");
        }
    });
    assert_eq!(depths, vec![1, 2, 3, 4]);
}

#[test]
fn node_limit_stops_the_search() {
    let game = Game::start(Rules::LUDOTEKA);
    let r = engine(1).search(&game, &Limits::nodes(20_000), |_| {});
    // Checked every 1024 nodes.
    assert!(r.nodes < 20_000 + 4096, "{} nodes", r.nodes);
    assert!(game.check_move(r.best.unwrap()).is_ok());
}

#[test]
fn a_stop_from_another_thread_returns_a_legal_move() {
    let game = Game::start(Rules::BRAINKING);
    let mut e = engine(1);
    let stop = e.stop_handle();
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(200));
        stop.stop();
    });
    // No limit at all: only the stop ends it.
    let r = e.search(&game, &Limits::default(), |_| {});
    stopper.join().unwrap();
    assert!(r.elapsed < Duration::from_secs(30), "stopped at once");
    assert!(game.check_move(r.best.unwrap()).is_ok());
}

#[test]
fn a_stop_asked_before_the_search_starts_stops_it() {
    // The server takes the handle, then the search waits for a thread; a
    // resignation in that window must still stop it.
    let game = Game::start(Rules::BRAINKING);
    let mut e = engine(1);
    let stop = e.stop_handle();
    stop.stop();
    let r = e.search(&game, &Limits::default(), |_| {});
    assert!(r.elapsed < Duration::from_secs(5), "{:?}", r.elapsed);
    assert_eq!(r.depth, 0, "no iteration completed");
    assert!(game.check_move(r.best.unwrap()).is_ok());
    // That stop was for that search only: the next one runs to its depth.
    stop.stop();
    let r = e.search(&game, &Limits::depth(3), |_| {});
    assert_eq!(r.depth, 3);
    // A handle taken between searches is for the next one.
    let next = e.stop_handle();
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(100));
        next.stop();
    });
    let r = e.search(&game, &Limits::default(), |_| {});
    stopper.join().unwrap();
    assert!(r.elapsed < Duration::from_secs(30));
}

#[test]
fn an_engine_that_cannot_be_built_says_why() {
    use tablut_engine::{EngineError, HashSizeError, MAX_THREADS};
    let bad = |c: EngineConfig| Engine::try_new(c).err().map(|e| e.to_string());
    let base = EngineConfig::default();
    assert_eq!(
        Engine::try_new(EngineConfig {
            threads: MAX_THREADS + 1,
            ..base.clone()
        })
        .err(),
        Some(EngineError::Threads(MAX_THREADS + 1))
    );
    assert_eq!(
        Engine::try_new(EngineConfig {
            hash_mb: 99_999_999,
            ..base.clone()
        })
        .err(),
        Some(EngineError::Hash(HashSizeError::OutOfRange(99_999_999)))
    );
    let msg = bad(EngineConfig {
        threads: 0,
        ..base.clone()
    })
    .unwrap();
    assert!(msg.contains("give 1 to"), "{msg}");
    assert!(Engine::try_new(base).is_ok());
}

#[test]
fn the_last_iteration_reported_is_the_answer_with_any_number_of_threads() {
    // With helpers, the deepest iteration may be a helper's: it must still
    // be reported (`analyze --threads 2 --depth 8` showed depth 6 and
    // another move; `--threads 64 --depth 2` showed nothing).
    for threads in [1, 2, 64] {
        let game = Game::start(Rules::LUDOTEKA);
        let mut infos = Vec::new();
        let r = engine(threads).search(&game, &Limits::depth(6), |i| infos.push(i.clone()));
        let last = infos.last().expect("at least one iteration is reported");
        assert_eq!(last.depth, r.depth, "{threads} threads");
        assert_eq!(r.depth, 6, "{threads} threads");
        assert_eq!(last.pv.first(), r.best.as_ref(), "{threads} threads");
        assert_eq!(last.score, r.score, "{threads} threads");
    }
}

#[test]
fn with_helpers_every_iteration_is_reported_once_in_order() {
    // A thread that completes an iteration first ends it for the others,
    // and the main thread then reports the helper's result for that depth:
    // the depths reported still rise one by one to the limit, each with a
    // line, under every preset and several thread counts.
    for preset in Preset::ALL {
        for threads in [2, 3] {
            let mut infos = Vec::new();
            let r = engine(threads).search(&Game::start(preset.rules()), &Limits::depth(7), |i| {
                infos.push(i.clone())
            });
            let depths: Vec<u32> = infos.iter().map(|i| i.depth).collect();
            assert!(
                depths.windows(2).all(|w| w[1] > w[0]),
                "{} with {threads} threads: {depths:?}",
                preset.name()
            );
            assert_eq!(depths.last(), Some(&7), "{}: {depths:?}", preset.name());
            assert!(infos.iter().all(|i| !i.pv.is_empty()), "{}", preset.name());
            assert_eq!(r.depth, 7);
            assert!(r.best.is_some());
        }
    }
}

#[test]
fn two_threads_search_to_the_same_depth_and_agree_on_forced_wins() {
    // Escape in one under brainking: every thread count must see it.
    let setup: tablut_core::Setup = "/3t1t3/9/9/9/4K4/9/9/9/3t1t3/ d".parse().unwrap();
    let pos = tablut_core::Position::from_setup(&setup, Rules::BRAINKING).unwrap();
    let game = Game::new(pos);
    let r = engine(2).search(&game, &Limits::depth(4), |_| {});
    assert!(r.score.is_win(), "{}", r.score);
    assert_eq!(r.score.moves_to_end(), Some(1));
    let r = engine(2).search(&Game::start(Rules::CATALAN), &Limits::depth(5), |_| {});
    assert_eq!(r.depth, 5);
}

#[test]
fn a_game_at_low_depth_reaches_an_outcome_in_every_preset() {
    for preset in Preset::ALL {
        let (mut a, mut d) = (engine(1), engine(1));
        let l = Limits::depth(2);
        let g = play_out(Game::start(preset.rules()), (&mut a, &l), (&mut d, &l), 300);
        assert!(g.outcome().is_over(), "{}", preset.name());
    }
}
