//! Stored games read back typed: rows written as the server has always
//! written them load, and a row with a word the server does not know is
//! reported as damaged, never a panic.

mod common;

use common::{sqlite_url, Server};
use serde_json::json;
use tablut_server::wire::{ErrorBody, ErrorCode, GameState, Mode, Status};

/// Runs one statement on the database at `url`.
async fn execute(url: &str, sql: &str) {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(url).await.unwrap();
    sqlx::query(sql).execute(&pool).await.unwrap();
    pool.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn old_rows_load_and_damaged_rows_are_reported() {
    let dir = tempfile::tempdir().unwrap();
    let db = sqlite_url(&dir);
    // The schema comes from the server's migration.
    let server = Server::start(&db).await;
    server.stop().await;
    // A finished game exactly as the string-typed server stored it.
    execute(
        &db,
        "INSERT INTO games (id, variant, mode, level, computer_side, attackers_name, \
         defenders_name, attackers_hash, defenders_hash, invite_hash, status, result, winner, \
         reason, resigned, rematch_offer, rematch_game, ply, created_at, updated_at) VALUES \
         ('00000000000000aa', 'ludoteka', 'computer', 'medium', 'attackers', 'tablut, medium', \
          'Ann', NULL, 'x', NULL, 'finished', 'attackers win', 'attackers', 'resignation', \
          'defenders', NULL, NULL, 0, 1, 2)",
    )
    .await;
    let server = Server::start(&db).await;
    let game: GameState = server.state("00000000000000aa").await;
    assert_eq!(game.mode, Mode::Computer);
    assert_eq!(game.status, Status::Finished);
    assert_eq!(game.outcome.winner, Some(tablut_core::Side::Attackers));
    let (s, archive) = server.get("/api/archive").await;
    assert_eq!((s, archive.as_array().unwrap().len()), (200, 1));
    server.stop().await;

    execute(
        &db,
        "UPDATE games SET status = 'paused' WHERE id = '00000000000000aa'",
    )
    .await;
    let server = Server::start(&db).await;
    let (s, v) = server.get("/api/games/00000000000000aa").await;
    let e: ErrorBody = serde_json::from_value(v).unwrap();
    assert_eq!((s, e.error), (500, ErrorCode::ServerError));
    assert_eq!(
        e.message,
        "the stored game 00000000000000aa is damaged: its status 'paused' is not waiting, \
         active or finished"
    );
    server.stop().await;

    execute(
        &db,
        "UPDATE games SET status = 'finished', reason = 'boredom' WHERE id = '00000000000000aa'",
    )
    .await;
    let server = Server::start(&db).await;
    let (s, v) = server.get("/api/games/00000000000000aa").await;
    assert_eq!(s, 500);
    assert!(
        v["message"]
            .as_str()
            .unwrap()
            .contains("its reason 'boredom' is not escape"),
        "{v}"
    );
    // The archive leaves the damaged game out and still answers.
    let (s, archive) = server.get("/api/archive").await;
    assert_eq!((s, archive), (200, json!([])));
    server.stop().await;
}
