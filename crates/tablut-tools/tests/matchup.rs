//! Matches played in-process through the library: the pairing of
//! openings, the tallies and records, and the forfeit of an external
//! engine that cannot play.

use std::time::Duration;

use tablut_core::notation::read_record;
use tablut_core::{ForfeitCause, Game, GameEnd, Side, Variant};
use tablut_tools::matchup::{
    preflight, record, Conditions, Finished, Match, Preflight, Settings, Summary, TimeControl,
};

fn a_match(a: &str, b: &str, games: usize, seed: u64) -> Match {
    let variant: Variant = "brainking".parse().unwrap();
    Match {
        a: a.parse().unwrap(),
        b: b.parse().unwrap(),
        base: Game::start(variant.rules),
        variant,
        conditions: Conditions {
            control: TimeControl::PerMove(Duration::from_millis(200)),
            grace: Duration::from_secs(2),
            max_plies: 60,
            ext_clock_moves: 1,
            ext_overtime: None,
        },
        games,
        opening_plies: 4,
        seed,
        startup: Duration::from_secs(20),
        concurrency: 2,
    }
}

fn settings(m: &Match, a: &str, b: &str) -> Settings {
    Settings {
        a: a.into(),
        b: b.into(),
        variant: m.variant.to_string(),
        start: m.base.position().to_string(),
        time_control: m.conditions.control.to_string(),
        games: m.games,
        opening_plies: m.opening_plies,
        seed: m.seed,
        max_plies: m.conditions.max_plies,
        sprt: None,
    }
}

fn sorted(mut games: Vec<Finished>) -> Vec<Finished> {
    games.sort_by_key(|g| g.index);
    games
}

#[test]
fn a_match_plays_every_game_in_pairs_and_is_reproducible() {
    let m = a_match("tablut:depth=2", "tablut:depth=1", 4, 11);
    let mut seen = 0;
    let games = sorted(m.play(|_| seen += 1));
    assert_eq!((seen, games.len()), (4, 4));
    for (i, g) in games.iter().enumerate() {
        assert_eq!(g.index, i);
        assert!(g.game.outcome().is_over(), "game {i} ended");
        assert!(g.game.len() <= 60);
        assert!(g.ending.by_rules(), "{:?}", g.ending);
    }
    // Games 0 and 1 share an opening with colours swapped; 2 and 3 another.
    let opening = |g: &Finished| g.game.moves().take(4).collect::<Vec<_>>();
    assert_eq!(opening(&games[0]), opening(&games[1]));
    assert_eq!(opening(&games[2]), opening(&games[3]));
    assert_ne!(opening(&games[0]), opening(&games[2]));
    assert_eq!(games[0].a_side, Side::Attackers);
    assert_eq!(games[1].a_side, Side::Defenders);

    // Fixed depths: the same seed plays the same games.
    let again = sorted(m.play(|_| {}));
    for (x, y) in games.iter().zip(&again) {
        assert_eq!(
            x.game.moves().collect::<Vec<_>>(),
            y.game.moves().collect::<Vec<_>>()
        );
    }

    let summary = Summary::new(settings(&m, "tablut:depth=2", "tablut:depth=1"), &games);
    assert_eq!(summary.games, 4);
    assert_eq!(summary.a_total.games, 4);
    assert_eq!(
        summary.attackers_wins + summary.defenders_wins + summary.draws,
        4
    );
    let points: f64 = games.iter().map(Finished::a_points).sum();
    assert_eq!(summary.a_points, points);
    assert!(summary.table().contains("Elo difference A - B"));

    // Every game's record reads back to the same moves.
    let s = settings(&m, "tablut:depth=2", "tablut:depth=1");
    for g in &games {
        let back = read_record(&record(g, &m.variant, &s)).unwrap();
        assert_eq!(
            back.game.moves().collect::<Vec<_>>(),
            g.game.moves().collect::<Vec<_>>()
        );
    }
}

#[test]
fn an_engine_that_exits_at_once_forfeits_every_game() {
    let command = "sh -c 'exit 3'";
    let rules = "brainking".parse::<Variant>().unwrap().rules;
    match preflight(command, &rules, Duration::from_secs(10)) {
        Ok(Preflight::Failing(_)) => {}
        Ok(Preflight::Ready(name)) => panic!("ready as {name}"),
        Err(e) => panic!("{e}"),
    }
    let b = format!("ext:{command}");
    let m = a_match("tablut:depth=1", &b, 2, 3);
    let games = sorted(m.play(|_| {}));
    assert_eq!(games.len(), 2);
    for g in &games {
        match &g.ending {
            GameEnd::Forfeit { loser, cause, .. } => {
                assert_ne!(*loser, g.a_side, "B forfeits");
                assert_eq!(*cause, ForfeitCause::Crash, "{:?}", g.ending);
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(g.a_points(), 1.0);
    }
}

#[test]
fn a_program_that_does_not_exist_is_refused_before_the_match() {
    let rules = "brainking".parse::<Variant>().unwrap().rules;
    assert!(preflight(
        "/nonexistent/tablut-engine-xyz",
        &rules,
        Duration::from_secs(5)
    )
    .is_err());
}
