//! A tournament played out by the load test against a server in this
//! process (SQLite): six accounts register, join a Swiss of two rounds of
//! single games that the first of them makes and starts, and play every
//! game the rounds give them over the games' WebSockets; the tournament
//! must then agree with its games (standings, results, pairings), every
//! game read back as played, and the pairing time measured.

use std::net::SocketAddr;
use std::sync::mpsc;
use std::time::Duration;

use tablut_api::TournamentKind;
use tablut_loadtest::{Config, Server, Tournament};
use tablut_server::{Limits, ServerConfig};

/// The web service on a free loopback port over a fresh SQLite file, on a
/// thread of its own: its address.
fn start_server(dir: &tempfile::TempDir) -> String {
    let config = ServerConfig {
        addr: SocketAddr::from(([127, 0, 0, 1], 0)),
        database: format!("sqlite://{}", dir.path().join("cup.db").display()),
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

#[test]
fn a_swiss_of_six_is_played_out_and_agrees_with_its_games() {
    let dir = tempfile::tempdir().unwrap();
    let base = start_server(&dir);
    let config = Config {
        think: Duration::from_millis(20),
        max_plies: 16,
        seed: Some(4),
        clock: Some("1+0".into()),
        tournament: Some(Tournament {
            players: 6,
            rounds: 2,
            single: true,
            limit: Duration::from_secs(120),
            ..Tournament::new(TournamentKind::Swiss)
        }),
        ..Config::new(Server::Running(vec![base]))
    };
    let report = tablut_loadtest::run(&config).unwrap();
    let tournament = report.tournament.as_ref().expect("a tournament's report");
    assert_eq!(tournament.errors, Vec::<String>::new(), "{}", report.text());
    assert_eq!(tournament.status, "finished", "{}", report.text());
    assert_eq!(tournament.rounds, 2);
    // Three boards a round, one game each.
    assert_eq!(tournament.games, 6, "{}", report.text());
    assert_eq!(tournament.games_played, 6, "{}", report.text());
    // Round 2 was paired once round 1 was seen over.
    assert_eq!(tournament.pairing_ms.count, 1, "{}", report.text());
    assert!(tournament.pairing_ms.max < 10_000.0, "{}", report.text());
    let compute = tournament
        .pairing_compute_ms
        .as_ref()
        .expect("a Swiss is paired here too");
    assert_eq!(compute.count, 1, "{}", report.text());
    assert_eq!(report.integrity.errors, 0, "{:#?}", report.integrity);
    assert_eq!(report.integrity.games_checked, 6);
    assert_eq!(report.sockets.errors(), 0, "{:#?}", report.sockets);
    assert!(report.errors.is_empty(), "{:#?}", report.errors);
    assert_eq!(report.check_errors(), 0, "{}", report.text());
    assert!(report.moves_total > 0);
    let json = serde_json::to_value(&report).unwrap();
    assert_eq!(json["tournament"]["games"], 6);
    assert!(json["tournament"]["errors"].as_array().unwrap().is_empty());
    assert!(json["tournament"]["pairing_ms"]["p99"].is_number());
}
