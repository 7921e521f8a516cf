//! The load test as a library: servers of the test's own, in this
//! process, and [`tablut_loadtest::run`] against them: one server, one
//! server behind two URLs, two instances over one PostgreSQL, and rated
//! games with 1+0 clocks, some let run out (which takes the minute on the
//! clock: the server's shortest live control).

use std::net::SocketAddr;
use std::sync::mpsc;
use std::time::Duration;

use tablut_loadtest::{Config, Error, Server};
use tablut_server::{Limits, ServerConfig};

/// Starts the web service on a free loopback port with a temporary SQLite
/// database, on a thread of its own, and returns its address.
fn start_server(dir: &tempfile::TempDir) -> String {
    start_server_on(format!(
        "sqlite://{}",
        dir.path().join("games.db").display()
    ))
}

/// Starts the web service on a free loopback port over `database`, on a
/// thread of its own, and returns its address once it listens.
fn start_server_on(database: String) -> String {
    let config = ServerConfig {
        addr: SocketAddr::from(([127, 0, 0, 1], 0)),
        database,
        limits: Limits {
            connections_per_ip: 10_000,
            new_games_per_minute: 10_000,
            messages_per_second: 10_000,
        },
        computer_threads: 1,
        ponder: false,
    };
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Runtime::new().unwrap();
        runtime
            .block_on(tablut_server::serve(
                config,
                move |addr| tx.send(addr).unwrap(),
                std::future::pending(),
            ))
            .unwrap();
    });
    let addr = rx.recv_timeout(Duration::from_secs(60)).unwrap();
    format!("http://{addr}")
}

fn config(server: Server) -> Config {
    Config {
        games: 6,
        duration: Duration::from_secs(2),
        warmup: Duration::from_millis(500),
        think: Duration::from_millis(20),
        max_plies: 40,
        seed: Some(3),
        ..Config::new(server)
    }
}

#[test]
fn games_against_a_server_in_this_process_are_measured_and_checked() {
    let dir = tempfile::tempdir().unwrap();
    let base = start_server(&dir);
    let report = tablut_loadtest::run(&config(Server::Running(vec![base.clone()]))).unwrap();
    assert_eq!(report.servers, [base]);
    assert_eq!(
        report.database, None,
        "a running server's database is unknown"
    );
    assert_eq!(report.concurrent_games, 6);
    assert_eq!(report.seed, 3);
    assert_eq!(report.integrity.errors, 0, "{:#?}", report.integrity);
    assert!(report.integrity.games_checked >= 6, "{report:#?}");
    assert!(report.moves_measured > 0, "{report:#?}");
    assert_eq!(report.latency_ms.count, report.moves_measured);
    assert!(report.latency_ms.p50 <= report.latency_ms.p99);
    assert!(report.errors.is_empty(), "{:#?}", report.errors);
    assert!(report.text().contains("0 integrity errors"));
    assert_sockets_clean(&report);
}

/// Checks that every seat's connection was compared with the stored game
/// and none was behind it or missed a loss on time.
fn assert_sockets_clean(report: &tablut_loadtest::Report) {
    let sockets = &report.sockets;
    assert_eq!(sockets.behind, 0, "{sockets:#?}");
    assert_eq!(sockets.differ, 0, "{sockets:#?}");
    assert_eq!(sockets.flags_unseen, 0, "{sockets:#?}");
    assert_eq!(sockets.backwards, 0, "{sockets:#?}");
    assert_eq!(sockets.failed, 0, "{sockets:#?}");
    assert_eq!(
        sockets.checked,
        2 * report.integrity.games_checked,
        "both seats of every game: {sockets:#?}"
    );
    assert!(
        report.text().contains(" 0 behind the database"),
        "{}",
        report.text()
    );
}

/// Checks a run over several URLs: every game read back from each of them,
/// nothing lost, the latency measured.
fn assert_clean_over(report: &tablut_loadtest::Report, urls: &[String]) {
    assert_eq!(report.servers, urls);
    assert_eq!(report.integrity.errors, 0, "{:#?}", report.integrity);
    assert!(report.integrity.games_checked >= 6, "{report:#?}");
    assert_eq!(
        report.integrity.reads,
        report.integrity.games_checked * urls.len(),
        "every game is read from every instance"
    );
    assert!(report.moves_measured > 0, "{report:#?}");
    assert!(report.errors.is_empty(), "{:#?}", report.errors);
    let text = report.text();
    assert!(
        text.contains(&format!("{} instances", urls.len())),
        "{text}"
    );
    assert!(text.contains("on the other instance"), "{text}");
    assert!(text.contains("0 integrity errors"), "{text}");
    assert_sockets_clean(report);
}

#[test]
fn two_urls_of_one_server_share_the_seats_of_every_game() {
    // The multi-instance machinery against one SQLite server behind two
    // URLs (localhost and 127.0.0.1): games created through one, joined
    // and played through both, read back through both.
    let dir = tempfile::tempdir().unwrap();
    let base = start_server(&dir);
    let other = base.replace("127.0.0.1", "localhost");
    assert_ne!(base, other);
    let urls = vec![base, other];
    let report = tablut_loadtest::run(&config(Server::Running(urls.clone()))).unwrap();
    assert_clean_over(&report, &urls);
}

#[test]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
fn two_instances_over_one_postgres_play_every_game_across_them() {
    let database = std::env::var("TABLUT_TEST_POSTGRES")
        .expect("TABLUT_TEST_POSTGRES names a PostgreSQL database");
    // One after the other: the first creates the schema.
    let first = start_server_on(database.clone());
    let second = start_server_on(database);
    let urls = vec![first, second];
    let report = tablut_loadtest::run(&config(Server::Running(urls.clone()))).unwrap();
    assert_clean_over(&report, &urls);
}

#[test]
fn rated_games_lose_on_time_after_the_clock_ran_out_and_every_rating_is_recomputed() {
    // Four slots of rated 1+0 games from the lobby; in half the games a
    // seat stops moving and lets its minute run out, and one in ten is
    // called off before both sides moved. Each slot plays on until one of
    // its games is let run out, so the run waits about a minute for the
    // server to end those games on time.
    let started = std::time::Instant::now();
    let dir = tempfile::tempdir().unwrap();
    let base = start_server(&dir);
    let c = Config {
        games: 4,
        clock: Some("1+0".into()),
        rated: true,
        time_forfeits: 0.5,
        aborts: 0.1,
        ..config(Server::Running(vec![base]))
    };
    let report = tablut_loadtest::run(&c).unwrap();
    assert_eq!(report.integrity.errors, 0, "{:#?}", report.integrity);
    assert!(report.errors.is_empty(), "{:#?}", report.errors);
    let clock = report.clock.as_ref().expect("a clock report");
    assert_eq!(clock.control, "1+0");
    assert_eq!(clock.errors, 0, "{clock:#?}");
    assert!(clock.time_forfeits >= 1, "{clock:#?}");
    assert!(clock.planned >= 1, "{clock:#?}");
    assert!(clock.declared_after_ms.count >= 1, "{clock:#?}");
    let ratings = report.ratings.as_ref().expect("a ratings report");
    assert_eq!(ratings.errors, 0, "{ratings:#?}");
    assert_eq!(ratings.accounts, 8);
    // Every game over with a result is rated; those called off are not.
    assert_eq!(
        ratings.rated_games as u64,
        report.games_finished - report.games_aborted,
        "{report:#?}"
    );
    assert!(ratings.rated_games >= 4, "{ratings:#?}");
    assert_eq!(ratings.history_entries, 2 * ratings.rated_games);
    assert_eq!(report.games_finished, report.games_started, "{report:#?}");
    assert!(report.lobby_ms.as_ref().is_some_and(|l| l.count > 0));
    let text = report.text();
    assert!(text.contains("0 clock errors"), "{text}");
    assert!(text.contains("0 rating errors"), "{text}");
    // Every loss on time reached both seats' connections.
    assert_sockets_clean(&report);
    assert_eq!(report.sockets.flags, clock.time_forfeits, "{report:#?}");
    assert_eq!(report.check_errors(), 0);
    assert!(
        started.elapsed() < Duration::from_secs(100),
        "took {:?}",
        started.elapsed()
    );
}

#[test]
fn bad_configurations_are_refused_before_anything_starts() {
    let mut c = config(Server::Running(vec!["http://127.0.0.1:1".into()]));
    c.games = 0;
    assert!(matches!(tablut_loadtest::run(&c), Err(Error::Invalid(m)) if m.contains("--games")));
    let mut c = config(Server::Running(vec!["127.0.0.1:1".into()]));
    assert!(matches!(tablut_loadtest::run(&c), Err(Error::Invalid(m)) if m.contains("--url")));
    c.server = Server::Running(Vec::new());
    assert!(matches!(tablut_loadtest::run(&c), Err(Error::Invalid(m)) if m.contains("--url")));
    c.server = Server::Spawn {
        program: "/nonexistent".into(),
        database: None,
        instances: 2,
    };
    assert!(
        matches!(tablut_loadtest::run(&c), Err(Error::Invalid(m)) if m.contains("postgres://"))
    );
    c.server = Server::Spawn {
        program: "/nonexistent".into(),
        database: Some("postgres://nobody@127.0.0.1:1/none".into()),
        instances: 0,
    };
    assert!(
        matches!(tablut_loadtest::run(&c), Err(Error::Invalid(m)) if m.contains("--instances"))
    );
    c.server = Server::Running(vec!["http://127.0.0.1:1".into()]);
    c.duration = Duration::ZERO;
    assert!(matches!(tablut_loadtest::run(&c), Err(Error::Invalid(_))));
    c.duration = Duration::from_secs(1);
    c.rated = true;
    assert!(matches!(tablut_loadtest::run(&c), Err(Error::Invalid(m)) if m.contains("--clock")));
    c.clock = Some("3d".into());
    assert!(
        matches!(tablut_loadtest::run(&c), Err(Error::Invalid(m)) if m.contains("live control"))
    );
    c.clock = Some("0+0".into());
    assert!(matches!(tablut_loadtest::run(&c), Err(Error::Invalid(m)) if m.contains("--clock")));
    c.clock = Some("1+0".into());
    c.variant = "cartier:throne_crossable=true".parse().unwrap();
    assert!(matches!(tablut_loadtest::run(&c), Err(Error::Invalid(m)) if m.contains("preset")));
    c.variant = "ludoteka".parse().unwrap();
    c.games = tablut_loadtest::MAX_RATED_GAMES + 1;
    assert!(matches!(tablut_loadtest::run(&c), Err(Error::Invalid(m)) if m.contains("--games")));
    c.games = 6;
    c.time_forfeits = 1.5;
    assert!(
        matches!(tablut_loadtest::run(&c), Err(Error::Invalid(m)) if m.contains("--time-forfeits"))
    );
    c.time_forfeits = 0.6;
    c.aborts = 0.6;
    assert!(matches!(tablut_loadtest::run(&c), Err(Error::Invalid(m)) if m.contains("add up")));
}

#[test]
fn a_server_that_does_not_answer_is_an_error() {
    // Port 1 on loopback: nothing listens there.
    let c = config(Server::Running(vec!["http://127.0.0.1:1".into()]));
    match tablut_loadtest::run(&c) {
        Err(Error::Unreachable { base, .. }) => assert_eq!(base, "http://127.0.0.1:1"),
        other => panic!("expected Unreachable, got {other:?}"),
    }
}
