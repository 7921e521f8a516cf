//! A whole game between two clients over WebSockets, watched by a
//! spectator, in SQLite, and in PostgreSQL (an ignored test, shown as
//! skipped, that needs `TABLUT_TEST_POSTGRES`; `.ci/run` starts a server,
//! sets it, and runs ignored tests).

mod common;

use common::{play_whole_game, sqlite_url, Server};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_clients_play_a_whole_game_in_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    for variant in ["ludoteka", "cartier"] {
        let id = play_whole_game(&server, variant, 400).await;
        let record = reqwest::get(server.url(&format!("/api/games/{id}/record")))
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        let read = tablut_core::notation::read_record(&record).expect("the record reads back");
        assert!(record.contains("[attackers:Bob]"), "{record}");
        assert!(!read.game.is_empty());
    }
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES=postgres://… (.ci/run starts one)"]
async fn two_clients_play_a_whole_game_in_postgres() {
    let url = std::env::var("TABLUT_TEST_POSTGRES").expect(
        "TABLUT_TEST_POSTGRES must name a PostgreSQL database: \
         eval \"$(bash scripts/ci/postgres.sh start)\" starts one and sets it",
    );
    let server = Server::start(&url).await;
    play_whole_game(&server, "brainking", 400).await;
    server.stop().await;
}
