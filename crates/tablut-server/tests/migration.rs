//! A database written by a release of the server opens in today's, which
//! migrates it in place and reads back the same games, ratings, players
//! and lobby, then plays on.
//!
//! `fixtures/release-0.1.db` was written by the release before the game's
//! end was stored in one column (`fixtures/make_release_db.py` made it
//! through that release's HTTP API), and `fixtures/release-0.1.db.json`
//! is what that server answered then. Today's answers must be the same,
//! field for field, except what the passing of time changes: the clock's
//! `now` and the running side's time left at `now` (its deadline is
//! compared), and games whose clock has run out since, which must have
//! ended on time.

mod common;

use common::Server;
use serde_json::{json, Value};
use tablut_server::time::now_ms;

const FIXTURE: &[u8] = include_bytes!("fixtures/release-0.1.db");
const ANSWERS: &str = include_str!("fixtures/release-0.1.db.json");

/// `v` without what time changes by itself, and without who is
/// connected (as [`Server::snapshot`] leaves it out).
fn steady(mut v: Value) -> Value {
    if let Some(clock) = v.get_mut("clock").and_then(Value::as_object_mut) {
        clock.remove("now");
        // The running side's time left is read at `now`; its deadline,
        // compared, is what was stored.
        if let Some(side) = clock.get("running").and_then(Value::as_str) {
            let side = format!("{side}_ms");
            clock.remove(&side);
        }
    }
    for seat in ["attackers", "defenders"] {
        v["seats"][seat]["online"] = Value::Null;
    }
    v
}

/// A copy of the release's database in `dir`; its URL.
fn copy_fixture(dir: &tempfile::TempDir) -> String {
    let path = dir.path().join("release.db");
    std::fs::write(&path, FIXTURE).expect("the fixture is copied");
    format!("sqlite://{}", path.display())
}

/// Whether the release's answer for a game shows a clock that has run out
/// by now (the server then ends the game on time when it opens).
fn ran_out(game: &Value) -> bool {
    game["status"] == "active"
        && game["clock"]["deadline"]
            .as_i64()
            .is_some_and(|d| d < now_ms())
}

#[tokio::test]
async fn a_release_s_database_reads_back_the_same_and_plays_on() {
    let dir = tempfile::tempdir().unwrap();
    reads_back_and_plays_on(&copy_fixture(&dir)).await;
}

#[tokio::test]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn a_release_s_postgres_database_reads_back_the_same_and_plays_on() {
    let url = common::fresh_database().await;
    release_in_postgres(&url).await;
    reads_back_and_plays_on(&url).await;
}

/// Opens the release's database at `db` in today's server and checks
/// what it answers against what the release answered, then plays on.
async fn reads_back_and_plays_on(db: &str) {
    let then: Value = serde_json::from_str(ANSWERS).unwrap();
    let server = Server::start(db).await;

    // Every game, as the release answered for it.
    let games = then["games"].as_object().unwrap();
    assert_eq!(games.len(), 12);
    for (id, before) in games {
        let now = server.snapshot(id).await;
        if ran_out(before) {
            // Ended on time by the sweep when the server opened: the side
            // to move lost.
            let loser = before["side_to_move"].as_str().unwrap();
            assert_eq!(now["status"], "finished", "{id}");
            assert_eq!(now["outcome"]["reason"], "time", "{id}");
            assert_ne!(now["outcome"]["winner"], loser, "{id}");
            assert_eq!(now["moves"], before["moves"], "{id}");
            continue;
        }
        assert_eq!(steady(now), steady(before.clone()), "game {id}");
    }

    // The archive: every finished game as it was listed.
    let (s, archive) = server.get("/api/archive?limit=100").await;
    assert_eq!(s, 200);
    for entry in then["archive"].as_array().unwrap() {
        let id = &entry["id"];
        let found = archive.as_array().unwrap().iter().find(|e| &e["id"] == id);
        assert_eq!(found, Some(entry), "archive entry {id}");
    }
    assert_eq!(then["archive"].as_array().unwrap().len(), 7);

    // Ratings, their history, and the rated game's changes.
    for name in ["ann", "bob"] {
        let (s, player) = server.get(&format!("/api/players/{name}")).await;
        assert_eq!(s, 200);
        let before = &then["players"][name];
        for part in ["ratings", "history", "name", "created_at", "bot_owner"] {
            assert_eq!(player[part], before[part], "{name}: {part}");
        }
    }
    let rated = then["games"]
        .as_object()
        .unwrap()
        .iter()
        .find(|(_, g)| g["rated"] == true)
        .map(|(id, _)| id.clone())
        .unwrap();
    let (_, changes) = server.get(&format!("/api/games/{rated}/ratings")).await;
    assert_eq!(changes, then["ratings"]);

    // The lobby's open seeks.
    let (_, lobby) = server.get("/api/lobby").await;
    let open: Vec<&Value> = then["lobby"]["seeks"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["expires_at"].as_i64().is_some_and(|t| t > now_ms()))
        .collect();
    let seeks: Vec<&Value> = lobby["seeks"].as_array().unwrap().iter().collect();
    assert_eq!(seeks, open);

    // Plays on: a move at one screen with the seat's secret ...
    let (local, secret) = then["secrets"]
        .as_object()
        .unwrap()
        .iter()
        .find(|(id, _)| games[*id]["status"] == "active")
        .unwrap();
    let state = server.snapshot(local).await;
    let mv = state["legal"][0].as_str().unwrap().to_string();
    let ply = state["ply"].as_u64().unwrap();
    let (s, after) = server
        .command(
            local,
            secret.as_str().unwrap(),
            json!({"type": "move", "move": mv, "ply": ply}),
        )
        .await;
    assert_eq!(s, 200, "{after}");
    assert_eq!(after["ply"].as_u64(), Some(ply + 1));

    // ... and a resignation that ends a stored game once, read back as
    // the release would have shown it.
    let (s, after) = server
        .command(local, secret.as_str().unwrap(), json!({"type": "resign"}))
        .await;
    assert_eq!(s, 200, "{after}");
    assert_eq!(after["outcome"]["reason"], "resignation");
    server.stop().await;
    let server = Server::start(db).await;
    let again = server.snapshot(local).await;
    assert_eq!(again["outcome"], after["outcome"]);
    assert_eq!(again["ply"].as_u64(), Some(ply + 1));
    server.stop().await;
}

/// The release's PostgreSQL database: the schema of its migrations (up to
/// 0013), holding the rows of its SQLite fixture, as that release would
/// have written them there.
async fn release_in_postgres(url: &str) {
    use sqlx::{Column, Row, ValueRef};

    let dir = tempfile::tempdir().unwrap();
    let sqlite = sqlx::SqlitePool::connect(&copy_fixture(&dir))
        .await
        .unwrap();
    let pg = sqlx::PgPool::connect(url).await.unwrap();
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/migrations/postgres");
    let mut release = sqlx::migrate::Migrator::new(std::path::Path::new(path))
        .await
        .unwrap();
    release.migrations = release
        .migrations
        .iter()
        .filter(|m| m.version <= 13)
        .cloned()
        .collect::<Vec<_>>()
        .into();
    release.run(&pg).await.unwrap();
    // Parents before the rows that refer to them.
    let tables = [
        "accounts",
        "sessions",
        "games",
        "moves",
        "chat",
        "ratings",
        "rating_changes",
        "seeks",
        "reviews",
        "puzzle_ratings",
        "puzzle_stats",
        "puzzle_attempts",
        "login_failures",
    ];
    for table in tables {
        let types: Vec<(String, String)> = sqlx::query_as(
            "SELECT column_name::TEXT, data_type::TEXT FROM information_schema.columns \
             WHERE table_name = $1",
        )
        .bind(table)
        .fetch_all(&pg)
        .await
        .unwrap();
        let rows = sqlx::query(&format!("SELECT * FROM {table}"))
            .fetch_all(&sqlite)
            .await
            .unwrap();
        for row in rows {
            let columns: Vec<String> = row.columns().iter().map(|c| c.name().to_string()).collect();
            let places: Vec<String> = (1..=columns.len()).map(|i| format!("${i}")).collect();
            let sql = format!(
                "INSERT INTO {table} ({}) VALUES ({})",
                columns.join(", "),
                places.join(", ")
            );
            let mut insert = sqlx::query(&sql);
            for (i, name) in columns.iter().enumerate() {
                let pg_type = types
                    .iter()
                    .find(|(c, _)| c == name)
                    .map(|(_, t)| t.as_str())
                    .unwrap_or_else(|| panic!("{table}.{name} is in the release's schema"));
                let null = row.try_get_raw(i).unwrap().is_null();
                insert = match pg_type {
                    "bigint" | "integer" => insert.bind(row.get::<Option<i64>, _>(i)),
                    "double precision" | "real" => insert.bind(row.get::<Option<f64>, _>(i)),
                    _ if null => insert.bind(None::<String>),
                    _ => insert.bind(row.get::<String, _>(i)),
                };
            }
            insert.execute(&pg).await.unwrap();
        }
        // Serial ids go on from the copied ones.
        for (column, _) in types
            .iter()
            .filter(|(_, t)| t == "bigint" || t == "integer")
        {
            sqlx::query(&format!(
                "SELECT setval(pg_get_serial_sequence('{table}', '{column}'), \
                 (SELECT MAX({column}) FROM {table})) \
                 WHERE pg_get_serial_sequence('{table}', '{column}') IS NOT NULL \
                 AND EXISTS (SELECT 1 FROM {table})"
            ))
            .execute(&pg)
            .await
            .unwrap();
        }
    }
    pg.close().await;
    sqlite.close().await;
}
