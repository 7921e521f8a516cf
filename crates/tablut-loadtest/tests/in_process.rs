//! The load test as a library: a server of the test's own, in this
//! process, and [`tablut_loadtest::run`] against it.

use std::net::SocketAddr;
use std::sync::mpsc;
use std::time::Duration;

use tablut_loadtest::{Config, Error, Server};
use tablut_server::{Limits, ServerConfig};

/// Starts the web service on a free loopback port with a temporary SQLite
/// database, on a thread of its own, and returns its address.
fn start_server(dir: &tempfile::TempDir) -> String {
    let config = ServerConfig {
        addr: SocketAddr::from(([127, 0, 0, 1], 0)),
        database: format!("sqlite://{}", dir.path().join("games.db").display()),
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
    let report = tablut_loadtest::run(&config(Server::Running(base.clone()))).unwrap();
    assert_eq!(report.server, base);
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

#[test]
fn bad_configurations_are_refused_before_anything_starts() {
    let mut c = config(Server::Running("http://127.0.0.1:1".into()));
    c.games = 0;
    assert!(matches!(tablut_loadtest::run(&c), Err(Error::Invalid(m)) if m.contains("--games")));
    let mut c = config(Server::Running("127.0.0.1:1".into()));
    assert!(matches!(tablut_loadtest::run(&c), Err(Error::Invalid(m)) if m.contains("--url")));
    c.server = Server::Running("http://127.0.0.1:1".into());
    c.duration = Duration::ZERO;
    assert!(matches!(tablut_loadtest::run(&c), Err(Error::Invalid(_))));
}

#[test]
fn a_server_that_does_not_answer_is_an_error() {
    // Port 1 on loopback: nothing listens there.
    let c = config(Server::Running("http://127.0.0.1:1".into()));
    match tablut_loadtest::run(&c) {
        Err(Error::Unreachable { base, .. }) => assert_eq!(base, "http://127.0.0.1:1"),
        other => panic!("expected Unreachable, got {other:?}"),
    }
}
