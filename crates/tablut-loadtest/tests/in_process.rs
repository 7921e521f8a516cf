//! The load test as a library: servers of the test's own, in this
//! process, and [`tablut_loadtest::run`] against them: one server, one
//! server behind two URLs, and two instances over one PostgreSQL.

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
        variant: "ludoteka".into(),
        seed: Some(3),
        server,
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
