//! Stored games read back typed: rows written as the server has always
//! written them load, and a row with a word the server does not know is
//! reported as damaged, never a panic. In SQLite, and in PostgreSQL when
//! `TABLUT_TEST_POSTGRES` names one.

mod common;

use common::{sqlite_url, Server};
use tablut_server::wire::{ArchiveEntry, ErrorBody, ErrorCode, GameState, Mode, Status};

/// Runs one statement on the database at `url`.
async fn execute(url: &str, sql: &str) {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(url).await.unwrap();
    sqlx::query(sql).execute(&pool).await.unwrap();
    pool.close().await;
}

/// Whether the archive lists game `id`.
async fn archived(server: &Server, id: &str) -> bool {
    let (s, v) = server.get("/api/archive?limit=100").await;
    assert_eq!(s, 200, "{v}");
    let rows: Vec<ArchiveEntry> = serde_json::from_value(v).unwrap();
    rows.iter().any(|r| r.id == id)
}

async fn old_rows_load_and_damaged_rows_are_reported(db: &str) {
    // The schema comes from the server's migration.
    let server = Server::start(db).await;
    server.stop().await;
    // A finished game stored in words, with only the columns every
    // server wrote (a release's own database is tests/migration.rs's).
    let id = tablut_server::secret::new_game_id();
    execute(
        db,
        &format!(
            "INSERT INTO games (id, variant, mode, level, computer_side, attackers_name, \
             defenders_name, attackers_hash, defenders_hash, invite_hash, status, result, \
             ended, rematch_offer, rematch_game, ply, created_at, \
             updated_at) VALUES ('{id}', 'ludoteka', 'computer', 'medium', 'attackers', \
             'tablut, medium', 'Ann', NULL, 'x', NULL, 'finished', 'attackers win', \
             'defenders resigned', NULL, NULL, 0, 1, 9000000000000)"
        ),
    )
    .await;
    let server = Server::start(db).await;
    let game: GameState = server.state(&id).await;
    assert_eq!(game.mode, Mode::Computer);
    assert_eq!(game.status, Status::Finished);
    assert_eq!(game.outcome.winner, Some(tablut_core::Side::Attackers));
    assert!(archived(&server, &id).await);
    // Its sentence is the core's, in the game and in the archive, from
    // the stored words alone.
    assert_eq!(
        game.outcome.text,
        "The defenders resigned: the attackers win."
    );
    let (_, v) = server.get("/api/archive?limit=100").await;
    let rows: Vec<ArchiveEntry> = serde_json::from_value(v).unwrap();
    let row = rows.iter().find(|r| r.id == id).unwrap();
    assert_eq!(row.outcome.text, game.outcome.text);
    server.stop().await;

    execute(
        db,
        &format!("UPDATE games SET status = 'paused' WHERE id = '{id}'"),
    )
    .await;
    let server = Server::start(db).await;
    let (s, v) = server.get(&format!("/api/games/{id}")).await;
    let e: ErrorBody = serde_json::from_value(v).unwrap();
    assert_eq!((s, e.error), (500, ErrorCode::ServerError));
    assert_eq!(
        e.message,
        format!(
            "the stored game {id} is damaged: its status 'paused' is not waiting, active or \
             finished"
        )
    );
    server.stop().await;

    execute(
        db,
        &format!("UPDATE games SET status = 'finished', ended = 'boredom' WHERE id = '{id}'"),
    )
    .await;
    let server = Server::start(db).await;
    let (s, v) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(s, 500);
    assert!(
        v["message"]
            .as_str()
            .unwrap()
            .contains("its end 'boredom' is not a game end"),
        "{v}"
    );
    // The archive leaves the damaged game out and still answers.
    assert!(!archived(&server, &id).await);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn old_rows_load_and_damaged_rows_are_reported_in_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    old_rows_load_and_damaged_rows_are_reported(&sqlite_url(&dir)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES=postgres://… (.ci/run starts one)"]
async fn old_rows_load_and_damaged_rows_are_reported_in_postgres() {
    let url = std::env::var("TABLUT_TEST_POSTGRES").expect(
        "TABLUT_TEST_POSTGRES must name a PostgreSQL database: \
         eval \"$(bash scripts/ci/postgres.sh start)\" starts one and sets it",
    );
    old_rows_load_and_damaged_rows_are_reported(&url).await;
}
