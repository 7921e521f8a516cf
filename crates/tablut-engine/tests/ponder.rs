//! Pondering: a miss searches exactly as an engine that never pondered
//! would (given the same table), a hit goes at least as deep as a search
//! of the same budget, and a ponder search is stopped as any search is.
//! Budgets are nodes and depths, never wall time.

use std::time::Duration;

use tablut_core::{Game, Move, Preset, Rules};
use tablut_engine::{Engine, EngineConfig, Limits, Ponderer, SearchResult};
use tablut_tools::selfplay::{random_opening, Rng};

fn engine() -> Engine {
    Engine::new(EngineConfig {
        threads: 1,
        hash_mb: 8,
        weights: None,
        eval: Default::default(),
    })
}

/// Waits until the ponder search has ended by its cap (no time limit on
/// the waiting: the cap is a depth).
fn wait_for_ponder(p: &Ponderer) {
    while p.is_pondering() {
        std::thread::sleep(Duration::from_millis(2));
    }
}

fn after(game: &Game, moves: &[Move]) -> Game {
    let mut g = game.clone();
    for &m in moves {
        g.play(m).unwrap();
    }
    g
}

fn key(r: &SearchResult) -> (Option<Move>, i32, Vec<Move>, u32, u64) {
    (r.best, r.score.0, r.pv.clone(), r.depth, r.nodes)
}

#[test]
fn a_miss_searches_as_an_engine_that_did_not_ponder() {
    for preset in Preset::ALL {
        let game = random_opening(Game::start(preset.rules()), 6, &mut Rng::new(11));
        let mut ponderer = Ponderer::new(engine());
        let mut reference = engine();
        let ours = ponderer.search(&game, &Limits::depth(4), |_| {});
        assert_eq!(
            key(&ours),
            key(&reference.search(&game, &Limits::depth(4), |_| {}))
        );
        if ours.pv.len() < 2 {
            continue;
        }
        // Ponder to depth 3 on the expected reply; the reference searches
        // that position the same way, so both tables hold the same.
        assert!(ponderer.ponder(&game, &ours.pv, &Limits::depth(3)));
        assert_eq!(ponderer.predicted(), Some(ours.pv[1]));
        wait_for_ponder(&ponderer);
        reference.search(&after(&game, &ours.pv[..2]), &Limits::depth(3), |_| {});
        // The opponent plays another move.
        let mid = after(&game, &ours.pv[..1]);
        let Some(&other) = mid.legal_moves().iter().find(|&&m| m != ours.pv[1]) else {
            continue;
        };
        let real = after(&mid, &[other]);
        if real.outcome().is_over() {
            continue;
        }
        let missed = ponderer.search(&real, &Limits::depth(4), |_| {});
        let fresh = reference.search(&real, &Limits::depth(4), |_| {});
        assert_eq!(key(&missed), key(&fresh), "{}", preset.name());
        assert!(real.check_move(missed.best.unwrap()).is_ok());
        assert_eq!(ponderer.stats().misses, 1);
        assert_eq!(ponderer.stats().hits, 0);
    }
}

#[test]
fn a_miss_while_pondering_without_a_cap_gives_a_full_search() {
    let game = random_opening(Game::start(Rules::LUDOTEKA), 6, &mut Rng::new(3));
    let mut ponderer = Ponderer::new(engine());
    let ours = ponderer.search(&game, &Limits::depth(3), |_| {});
    assert!(ponderer.ponder(&game, &ours.pv, &Limits::default()));
    let mid = after(&game, &ours.pv[..1]);
    let other = *mid
        .legal_moves()
        .iter()
        .find(|&&m| m != ours.pv[1])
        .unwrap();
    let real = after(&mid, &[other]);
    let r = ponderer.search(&real, &Limits::depth(4), |_| {});
    assert_eq!(r.depth, 4);
    assert!(real.check_move(r.best.unwrap()).is_ok());
    assert!(!ponderer.is_pondering());
}

#[test]
fn a_ponderhit_goes_at_least_as_deep_as_a_search_of_the_same_budget() {
    for (preset, seed) in [
        (Preset::Ludoteka, 1),
        (Preset::Cartier, 2),
        (Preset::Ashton, 3),
    ] {
        let game = random_opening(Game::start(preset.rules()), 6, &mut Rng::new(seed));
        let mut ponderer = Ponderer::new(engine());
        let mut reference = engine();
        let ours = ponderer.search(&game, &Limits::depth(4), |_| {});
        reference.search(&game, &Limits::depth(4), |_| {});
        assert!(ponderer.ponder(&game, &ours.pv, &Limits::default()));
        // The opponent plays the expected reply.
        let real = after(&game, &ours.pv[..2]);
        let budget = Limits::nodes(60_000);
        let mut infos = 0;
        let hit = ponderer.search(&real, &budget, |_| infos += 1);
        let plain = reference.search(&real, &budget, |_| {});
        assert_eq!(ponderer.stats().hits, 1, "{}", preset.name());
        assert!(real.check_move(hit.best.unwrap()).is_ok());
        assert!(
            hit.depth >= plain.depth,
            "{}: pondering reached depth {} ({} nodes), a plain search {} ({} nodes)",
            preset.name(),
            hit.depth,
            hit.nodes,
            plain.depth,
            plain.nodes
        );
        assert!(hit.nodes >= plain.nodes, "{}", preset.name());
        assert!(infos as u32 >= hit.depth.min(1));
    }
}

#[test]
fn a_ponder_search_that_went_deep_enough_answers_at_once() {
    let game = random_opening(Game::start(Rules::CARTIER), 6, &mut Rng::new(9));
    let mut ponderer = Ponderer::new(engine());
    let ours = ponderer.search(&game, &Limits::depth(3), |_| {});
    assert!(ponderer.ponder(&game, &ours.pv, &Limits::depth(5)));
    wait_for_ponder(&ponderer);
    let real = after(&game, &ours.pv[..2]);
    // Asked for depth 3, it answers with the depth 5 it already has.
    let r = ponderer.search(&real, &Limits::depth(3), |_| {});
    assert_eq!(ponderer.stats().hits, 1);
    assert_eq!(r.depth, 5);
    assert!(real.check_move(r.best.unwrap()).is_ok());
}

#[test]
fn without_a_reply_in_the_line_a_brief_search_predicts_it() {
    let game = Game::start(Rules::LUDOTEKA);
    let mut ponderer = Ponderer::new(engine());
    let ours = ponderer.search(&game, &Limits::depth(2), |_| {});
    assert!(ponderer.ponder(&game, &ours.pv[..1], &Limits::depth(4)));
    let predicted = loop {
        if let Some(m) = ponderer.predicted() {
            break m;
        }
        assert!(ponderer.has_ponder(), "the prediction failed");
        std::thread::sleep(Duration::from_millis(2));
    };
    let real = after(&game, &[ours.pv[0], predicted]);
    let r = ponderer.search(&real, &Limits::depth(4), |_| {});
    assert_eq!(ponderer.stats().hits, 1);
    assert!(r.depth >= 4);
    assert!(real.check_move(r.best.unwrap()).is_ok());
}

#[test]
fn the_stop_handle_stops_a_search_that_continues_a_ponder_search() {
    let game = Game::start(Rules::LUDOTEKA);
    let mut ponderer = Ponderer::new(engine());
    let ours = ponderer.search(&game, &Limits::depth(3), |_| {});
    assert!(ponderer.ponder(&game, &ours.pv, &Limits::default()));
    let real = after(&game, &ours.pv[..2]);
    // A stop asked before the search: a hit without limits still ends.
    ponderer.stop_handle().stop();
    let r = ponderer.search(&real, &Limits::default(), |_| {});
    assert!(real.check_move(r.best.unwrap()).is_ok());
    assert_eq!(ponderer.stats().hits, 1);
    // A stop asked from another thread while it searches.
    let next = after(&real, &[r.best.unwrap()]);
    assert!(ponderer.ponder(&real, &r.pv, &Limits::default()));
    let handle = ponderer.stop_handle();
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(50));
        handle.stop();
    });
    let reply = next.legal_moves()[0];
    let last = after(&next, &[reply]);
    let r = ponderer.search(&last, &Limits::default(), |_| {});
    stopper.join().unwrap();
    assert!(last.check_move(r.best.unwrap()).is_ok());
    // The handle of a finished search stops nothing more.
    let r = ponderer.search(&last, &Limits::depth(2), |_| {});
    assert_eq!(r.depth, 2);
}

#[test]
fn a_ponderer_hands_its_engine_back() {
    let game = Game::start(Rules::LUDOTEKA);
    let mut ponderer = Ponderer::new(engine());
    let ours = ponderer.search(&game, &Limits::depth(2), |_| {});
    assert!(ponderer.ponder(&game, &ours.pv, &Limits::default()));
    assert!(ponderer.has_ponder());
    ponderer.stop_pondering();
    assert!(!ponderer.has_ponder());
    assert!(ponderer.ponder(&game, &ours.pv, &Limits::default()));
    let mut engine = ponderer.into_engine();
    let r = engine.search(&game, &Limits::depth(2), |_| {});
    assert_eq!(r.depth, 2);
    // A move that ends the game leaves nothing to ponder.
    let mut ponderer = Ponderer::new(engine);
    assert!(!ponderer.ponder(&game, &[], &Limits::default()));
}
