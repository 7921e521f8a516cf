//! The archive pages exactly through finished games, and hints come from
//! the engine for the side to move.

mod common;

use common::{sqlite_url, Client, Server};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_archive_pages_through_every_finished_game_once() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let mut finished = Vec::new();
    for i in 0..5 {
        let (_, g) = server
            .post(
                "/api/games",
                json!({"opponent": "local", "name": format!("p{i}")}),
            )
            .await;
        let id = g["id"].as_str().unwrap().to_string();
        let (s, _) = server
            .command(
                &id,
                g["secret"].as_str().unwrap(),
                json!({"type": "resign"}),
            )
            .await;
        assert_eq!(s, 200);
        finished.push(id);
    }
    // One game still going is not in the archive.
    let (_, going) = server
        .post("/api/games", json!({"opponent": "local"}))
        .await;
    let mut seen = Vec::new();
    let mut cursor: Option<String> = None;
    loop {
        let path = match &cursor {
            Some(c) => format!("/api/archive?limit=2&before={c}"),
            None => "/api/archive?limit=2".to_string(),
        };
        let (s, page) = server.get(&path).await;
        assert_eq!(s, 200, "{page}");
        let rows = page.as_array().unwrap();
        if rows.is_empty() {
            break;
        }
        for r in rows {
            assert_eq!(r["outcome"]["reason"], "resignation");
            assert!(r["outcome"]["text"].as_str().unwrap().contains("resigned"));
            seen.push(r["id"].as_str().unwrap().to_string());
        }
        cursor = Some(rows.last().unwrap()["cursor"].as_str().unwrap().to_string());
    }
    finished.reverse();
    assert_eq!(seen, finished, "newest first, each once");
    assert!(!seen.contains(&going["id"].as_str().unwrap().to_string()));
    let (s, _) = server.get("/api/archive?before=yesterday").await;
    assert_eq!(s, 400);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_is_a_legal_move_for_the_side_to_move() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let (_, g) = server
        .post(
            "/api/games",
            json!({"opponent": "local", "variant": "cartier"}),
        )
        .await;
    let id = g["id"].as_str().unwrap();
    let mut c = Client::connect(&server, id).await;
    c.auth(g["secret"].as_str().unwrap()).await;
    c.send(json!({"type": "hint"})).await;
    let hint = loop {
        let m = c.next().await;
        if m["type"] == "hint" {
            break m;
        }
    };
    assert_eq!(hint["ply"], 0);
    let legal = g["state"]["legal"].as_array().unwrap();
    assert!(legal.contains(&hint["move"]), "{hint}");
    // Not in a game between friends.
    let (fid, creator, _) = server.friend_game("ludoteka", "defenders").await;
    let mut f = Client::connect(&server, &fid).await;
    f.auth(&creator).await;
    f.send(json!({"type": "hint"})).await;
    assert_eq!(f.until_error().await["error"], "not_allowed");
    server.stop().await;
}
