//! Conditional premoves by correspondence (issue 33): the defender leaves
//! "if they play X, I play Y" lines and goes away; the attacker's move is
//! answered by the server at once, the lines that went another way are
//! dropped, and a line that cannot be played, or set out of turn or in a
//! live game, is refused and changes nothing.

mod common;

use common::{sqlite_url, Server};
use serde_json::{json, Value};

async fn conditional(server: &Server, id: &str, secret: &str, body: Value) -> (u16, Value) {
    let r = reqwest::Client::new()
        .post(server.url(&format!("/api/games/{id}/conditional")))
        .bearer_auth(secret)
        .json(&body)
        .send()
        .await
        .unwrap();
    let status = r.status().as_u16();
    (status, r.json().await.unwrap_or(Value::Null))
}

async fn lines(server: &Server, id: &str, secret: &str) -> Value {
    let r = reqwest::Client::new()
        .get(server.url(&format!("/api/games/{id}/conditional")))
        .bearer_auth(secret)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 200);
    r.json::<Value>().await.unwrap()["lines"].clone()
}

/// A correspondence game between two seats under `variant`; the id and
/// the attackers' and defenders' secrets.
async fn game(server: &Server, clock: &str) -> (String, String, String) {
    let (s, created) = server
        .post(
            "/api/games",
            json!({"variant": "ludoteka", "opponent": "friend", "side": "attackers",
                   "clock": clock, "name": "Ann"}),
        )
        .await;
    assert_eq!(s, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let (s, joined) = server
        .post(
            &format!("/api/games/{id}/join"),
            json!({"invite": created["invite"], "name": "Bob"}),
        )
        .await;
    assert_eq!(s, 200, "{joined}");
    (
        id,
        created["secret"].as_str().unwrap().to_string(),
        joined["secret"].as_str().unwrap().to_string(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_server_answers_for_a_player_away_and_drops_lines_gone_astray() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let (id, attackers, defenders) = game(&server, "3d").await;
    let state = server.get(&format!("/api/games/{id}")).await.1;
    assert_eq!(state["side_to_move"], "defenders", "{state}");
    // Out of turn: the defenders are to move, so their lines are refused.
    let (s, v) = conditional(
        &server,
        &id,
        &defenders,
        json!({"lines": [["d1-d3", "e3-h3"]]}),
    )
    .await;
    assert_eq!((s, v["error"].as_str()), (409, Some("not_allowed")), "{v}");
    // A line with an illegal move, or of odd length: refused.
    let (s, v) = conditional(
        &server,
        &id,
        &attackers,
        json!({"lines": [["e3-h3", "a1-a2"]]}),
    )
    .await;
    assert_eq!((s, v["error"].as_str()), (400, Some("bad_request")), "{v}");
    assert!(v["message"].as_str().unwrap().contains("a1-a2"), "{v}");
    let (s, v) = conditional(&server, &id, &attackers, json!({"lines": [["e3-h3"]]})).await;
    assert_eq!((s, v["error"].as_str()), (400, Some("bad_request")), "{v}");
    assert_eq!(lines(&server, &id, &attackers).await, json!([]));
    // The attackers leave two lines: if e3-h3 then d1-d3 (and if then
    // c5-c8, f1-f3); if g5-g8 then d1-d2.
    let set = json!({"lines": [["e3-h3", "d1-d3", "c5-c8", "f1-f3"], ["g5-g8", "d1-d2"]]});
    let (s, v) = conditional(&server, &id, &attackers, set.clone()).await;
    assert_eq!(s, 200, "{v}");
    assert_eq!(lines(&server, &id, &attackers).await, set["lines"]);
    // The defenders play e3-h3: the answer d1-d3 is played at once.
    let (s, v) = server
        .command(&id, &defenders, json!({"type": "move", "move": "e3-h3"}))
        .await;
    assert_eq!(s, 200, "{v}");
    assert_eq!(v["ply"], 2, "the answer came with the move: {v}");
    assert_eq!(
        v["last"]["move"].as_str().or(v["last"].as_str()),
        Some("d1-d3"),
        "{v}"
    );
    assert_eq!(
        lines(&server, &id, &attackers).await,
        json!([["c5-c8", "f1-f3"]]),
        "what follows of the line stays; the other line is gone"
    );
    // The defenders go another way: nothing is played, the lines go.
    let (s, v) = server
        .command(&id, &defenders, json!({"type": "move", "move": "g5-g8"}))
        .await;
    assert_eq!(s, 200, "{v}");
    assert_eq!(v["ply"], 3, "{v}");
    assert_eq!(lines(&server, &id, &attackers).await, json!([]));

    // A live game has no conditional moves.
    let (live, attackers, _) = game(&server, "5+3").await;
    let (s, v) = conditional(
        &server,
        &live,
        &attackers,
        json!({"lines": [["e3-h3", "d1-d3"]]}),
    )
    .await;
    assert_eq!((s, v["error"].as_str()), (409, Some("not_allowed")), "{v}");
}
