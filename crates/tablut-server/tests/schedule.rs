//! Scheduled tournaments (issue 31): a schedule installed in the
//! database is made into its tournament once, by whichever server's tick
//! comes first, listed before its start by the server's own account, and
//! nobody can log in as that account.

mod common;

use common::browser::Browser;
use common::{fresh_database, sqlite_url, Server};
use tablut_server::schedule::{install, make_due, read};
use tablut_server::store::Store;

const DAILY: &str = r#"
[[schedule]]
every = "1d"
offset = "18h"
announce = "1d"
[schedule.tournament]
name = "Daily Swiss"
rounds = 3
variant = "ashton"
clock = "5+3"
"#;

async fn once_across(stores: &[Store]) {
    let schedules = read(DAILY).unwrap();
    install(&stores[0], &schedules).await.unwrap();
    let now = tablut_server::time::now_ms();
    let mut calls = Vec::new();
    for i in 0..6 {
        let store = stores[i % stores.len()].clone();
        calls.push(tokio::spawn(async move { make_due(&store, now).await }));
    }
    let mut made = 0;
    for c in calls {
        made += c.await.unwrap().unwrap();
    }
    assert_eq!(made, 1, "one tournament for one slot");
    // Later ticks before the start make nothing more.
    assert_eq!(make_due(&stores[0], now + 60_000).await.unwrap(), 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_schedule_makes_its_tournament_once_listed_before_its_start() {
    let dir = tempfile::tempdir().unwrap();
    // One SQLite database has one server: the schedule is made before
    // the server starts on it.
    let store = Store::open(&sqlite_url(&dir)).await.unwrap();
    once_across(&[store.clone(), store.clone()]).await;
    store.close().await;
    let server = Server::start(&sqlite_url(&dir)).await;
    let (s, list) = server.get("/api/tournaments").await;
    assert_eq!(s, 200, "{list}");
    let t = &list["upcoming"][0];
    assert_eq!(t["name"], "Daily Swiss", "{list}");
    assert_eq!(t["creator"], "Tablut", "{list}");
    assert_eq!(t["rounds"], 3, "{list}");
    // At 18:00 UTC, within a day.
    let starts = t["starts_at"].as_i64().unwrap();
    let now = tablut_server::time::now_ms();
    assert_eq!(starts.rem_euclid(86_400_000), 18 * 3_600_000, "{t}");
    assert!(starts >= now && starts - now <= 86_400_000, "{t}");
    // The server's account has no password: nobody logs in as it.
    let mut b = Browser::new(&server);
    let (s, v) = b.login("Tablut", "").await;
    assert_ne!(s, 200, "{v}");
    let (s, v) = b.register("Tablut", "a good password").await;
    assert_eq!(s, 400, "{v}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn two_servers_make_a_scheduled_tournament_once() {
    let url = fresh_database().await;
    let a = Store::open(&url).await.unwrap();
    let b = Store::open(&url).await.unwrap();
    once_across(&[a, b]).await;
}
