//! Ratings only for games played: a rated game resigned before both sides
//! have moved is called off (no result, no rating), so one request per
//! game cannot hand rating points to a second account; once both have
//! moved, a resignation rates as before.

mod common;

use common::browser::Browser;
use common::{sqlite_url, Server};
use serde_json::{json, Value};

async fn player<'a>(server: &'a Server, name: &str) -> Browser<'a> {
    let mut b = Browser::new(server);
    let (s, v) = b.register(name, "a good password").await;
    assert_eq!(s, 200, "{v}");
    b
}

/// A rated 10+0 game from Ann's seek (attackers) accepted by Bob:
/// (id, Ann's secret, Bob's secret).
async fn rated_game(ann: &mut Browser<'_>, bob: &mut Browser<'_>) -> (String, String, String) {
    let (s, made) = ann
        .post(
            "/api/lobby/seeks",
            json!({"clock": "10+0", "rated": true, "side": "attackers"}),
        )
        .await;
    assert_eq!(s, 201, "{made}");
    let seek = made["seek"]["id"].as_str().unwrap();
    let (s, taken) = bob
        .post(&format!("/api/lobby/seeks/{seek}/accept"), json!({}))
        .await;
    assert_eq!(s, 200, "{taken}");
    (
        taken["id"].as_str().unwrap().to_string(),
        made["secret"].as_str().unwrap().to_string(),
        taken["secret"].as_str().unwrap().to_string(),
    )
}

/// Plays the first legal move of the side to move.
async fn play(server: &Server, id: &str, ann: &str, bob: &str) {
    let (_, game) = server.get(&format!("/api/games/{id}")).await;
    let secret = if game["side_to_move"] == "attackers" {
        ann
    } else {
        bob
    };
    let mv = game["legal"][0].clone();
    let (s, v) = server
        .command(
            id,
            secret,
            json!({"type": "move", "move": mv, "ply": game["ply"]}),
        )
        .await;
    assert_eq!(s, 200, "{v}");
}

async fn ratings(server: &Server, id: &str) -> Vec<Value> {
    let (s, v) = server.get(&format!("/api/games/{id}/ratings")).await;
    assert_eq!(s, 200, "{v}");
    v.as_array().unwrap().clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_game_resigned_before_both_sides_moved_is_called_off_unrated() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let mut ann = player(&server, "Ann").await;
    let mut bob = player(&server, "Bob").await;
    // Ann resigns at once, then after her first move (Bob has not moved).
    for moves in 0..2 {
        let (id, ann_secret, bob_secret) = rated_game(&mut ann, &mut bob).await;
        for _ in 0..moves {
            play(&server, &id, &ann_secret, &bob_secret).await;
        }
        let (s, game) = server
            .command(&id, &ann_secret, json!({"type": "resign"}))
            .await;
        assert_eq!(s, 200, "{game}");
        let (_, game) = server.get(&format!("/api/games/{id}")).await;
        assert_eq!(game["status"], "finished");
        assert_eq!(game["outcome"]["result"], "no result", "{game}");
        assert_eq!(game["outcome"]["reason"], "abort");
        assert!(
            ratings(&server, &id)
                .await
                .iter()
                .all(|r| r["after"].is_null()),
            "no rating moved"
        );
    }
    let (_, profile) = server.get("/api/players/bob").await;
    assert!(
        profile["ratings"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["games"] == 0 && r["rating"] == 1500),
        "{profile}"
    );
    // Once both have moved, a resignation is a result and rates.
    let (id, ann_secret, bob_secret) = rated_game(&mut ann, &mut bob).await;
    play(&server, &id, &ann_secret, &bob_secret).await;
    play(&server, &id, &ann_secret, &bob_secret).await;
    let (s, v) = server
        .command(&id, &ann_secret, json!({"type": "resign"}))
        .await;
    assert_eq!(s, 200, "{v}");
    let changes = ratings(&server, &id).await;
    assert_eq!(changes.len(), 2);
    let bob_after = changes.iter().find(|r| r["side"] == "defenders").unwrap()["after"]
        .as_i64()
        .unwrap();
    assert!(bob_after > 1500, "{changes:?}");
    server.stop().await;
}
