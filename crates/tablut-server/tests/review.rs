//! Reviews of finished games through the API: asked for once, made once
//! (also when asked on another server), kept; refused for games in play;
//! bounded per address.

mod common;

use common::{fresh_database, sqlite_url, Server};
use serde_json::{json, Value};

/// A friend game of `plies` moves that the defenders resign: its id.
async fn finished_game(server: &Server, plies: usize) -> String {
    let (id, creator, friend) = server.friend_game("brainking", "defenders").await;
    for ply in 0..plies {
        let (_, game) = server.get(&format!("/api/games/{id}")).await;
        if game["outcome"]["result"] != "ongoing" {
            return id;
        }
        let secret = if game["side_to_move"] == "defenders" {
            &creator
        } else {
            &friend
        };
        let legal = game["legal"].as_array().unwrap();
        let mv = legal[(ply * 7 + 3) % legal.len()]
            .as_str()
            .unwrap()
            .to_string();
        let (s, v) = server
            .command(
                &id,
                secret,
                json!({"type": "move", "move": mv, "ply": game["ply"]}),
            )
            .await;
        assert_eq!(s, 200, "{v}");
    }
    let (s, _) = server
        .command(&id, &creator, json!({"type": "resign"}))
        .await;
    assert_eq!(s, 200);
    id
}

async fn until_done(server: &Server, id: &str) -> Value {
    for _ in 0..600 {
        let (s, v) = server.get(&format!("/api/games/{id}/review")).await;
        assert_eq!(s, 200, "{v}");
        if v["status"] == "done" {
            return v;
        }
        assert!(v["done"].as_i64().unwrap() <= v["total"].as_i64().unwrap());
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("the review never finished");
}

async fn review_flow(a: &Server, b: &Server) {
    let id = finished_game(a, 4).await;
    let (s, v) = b.get(&format!("/api/games/{id}/review")).await;
    assert_eq!(
        (s, v["status"].as_str(), v["total"].as_i64()),
        (200, Some("none"), Some(0)),
        "not asked yet: {v}"
    );
    let (s, v) = b.get("/api/games/0123456789abcdef/review").await;
    assert_eq!(
        (s, v["error"].as_str()),
        (404, Some("not_found")),
        "no such game"
    );
    let (s, first) = a.post(&format!("/api/games/{id}/review"), json!({})).await;
    assert_eq!(s, 200, "{first}");
    assert_eq!(first["total"], 5);
    // Asked again on the other server: the same review, not a second one.
    let (s, again) = b.post(&format!("/api/games/{id}/review"), json!({})).await;
    assert_eq!(s, 200, "{again}");
    let done = until_done(b, &id).await;
    assert_eq!(done["plies"].as_array().unwrap().len(), 4);
    for p in done["plies"].as_array().unwrap() {
        for key in [
            "move",
            "side",
            "best",
            "score_before",
            "score_after",
            "class",
            "line",
            "attackers_chance",
        ] {
            assert!(p.get(key).is_some(), "{key}: {p}");
        }
    }
    assert_eq!(
        done["attackers"]["moves"].as_u64().unwrap() + done["defenders"]["moves"].as_u64().unwrap(),
        4
    );
    // Kept: asked again, answered at once with the same review.
    let (_, kept) = a.post(&format!("/api/games/{id}/review"), json!({})).await;
    assert_eq!(kept, done);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_reviewed_once_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    review_flow(&server, &server).await;
    // A game in play is not reviewed; an unknown one does not exist.
    let (id, _, _) = server.friend_game("brainking", "defenders").await;
    let (s, v) = server
        .post(&format!("/api/games/{id}/review"), json!({}))
        .await;
    assert_eq!((s, v["error"].as_str()), (409, Some("not_allowed")), "{v}");
    let (s, _) = server
        .post("/api/games/0123456789abcdef/review", json!({}))
        .await;
    assert_eq!(s, 404);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_has_at_most_two_reviews_under_way() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let mut ids = Vec::new();
    for _ in 0..3 {
        ids.push(finished_game(&server, 12).await);
    }
    let mut answers = Vec::new();
    for id in &ids {
        answers.push(
            server
                .post(&format!("/api/games/{id}/review"), json!({}))
                .await,
        );
    }
    assert_eq!(answers[0].0, 200);
    assert_eq!(answers[1].0, 200);
    assert_eq!(
        (answers[2].0, answers[2].1["error"].as_str()),
        (429, Some("rate_limited"))
    );
    until_done(&server, &ids[0]).await;
    until_done(&server, &ids[1]).await;
    let (s, _) = server
        .post(&format!("/api/games/{}/review", ids[2]), json!({}))
        .await;
    assert_eq!(s, 200, "room again once the others are done");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn two_servers_make_one_review() {
    let url = fresh_database().await;
    let (a, b) = (Server::start(&url).await, Server::start(&url).await);
    review_flow(&a, &b).await;
}
