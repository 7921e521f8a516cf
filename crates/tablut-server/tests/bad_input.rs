//! Every kind of bad input gets a clear error and leaves the game as it
//! was.

mod common;

use common::{sqlite_url, Client, Server};
use serde_json::json;
use tablut_server::Limits;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_commands_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let (id, defenders, attackers) = server.friend_game("ludoteka", "defenders").await;
    // Two real moves first, so there is something to lose.
    let (s, _) = server
        .command(&id, &defenders, json!({"type": "move", "move": "e3-h3"}))
        .await;
    assert_eq!(s, 200);
    let (s, _) = server
        .command(&id, &attackers, json!({"type": "move", "move": "d1-d3"}))
        .await;
    assert_eq!(s, 200);
    let before = server.snapshot(&id).await;
    assert_eq!(before["ply"], 2);

    let cases: Vec<(&str, &str, serde_json::Value, u16, &str)> = vec![
        (
            "no piece there",
            &defenders,
            json!({"type": "move", "move": "a2-a3"}),
            422,
            "illegal_move",
        ),
        (
            "through a piece",
            &defenders,
            json!({"type": "move", "move": "e4-e2"}),
            422,
            "illegal_move",
        ),
        (
            "onto the throne",
            &defenders,
            json!({"type": "move", "move": "e6-e5"}),
            422,
            "illegal_move",
        ),
        (
            "other side's piece",
            &defenders,
            json!({"type": "move", "move": "a4-b4"}),
            422,
            "illegal_move",
        ),
        (
            "out of turn",
            &attackers,
            json!({"type": "move", "move": "a4-b4"}),
            409,
            "not_your_turn",
        ),
        (
            "stale ply",
            &defenders,
            json!({"type": "move", "move": "e6-h6", "ply": 1}),
            409,
            "stale",
        ),
        (
            "not a move",
            &defenders,
            json!({"type": "move", "move": "zz"}),
            400,
            "bad_request",
        ),
        (
            "diagonal",
            &defenders,
            json!({"type": "move", "move": "e6-f7"}),
            422,
            "illegal_move",
        ),
        (
            "unknown command",
            &defenders,
            json!({"type": "castle"}),
            400,
            "bad_request",
        ),
        (
            "unknown field",
            &defenders,
            json!({"type": "move", "move": "e6-h6", "x": 1}),
            400,
            "bad_request",
        ),
        (
            "wrong secret",
            "0123456789abcdef0123456789abcdef",
            json!({"type": "move", "move": "e6-h6"}),
            403,
            "unauthorized",
        ),
        (
            "undo between friends",
            &defenders,
            json!({"type": "undo"}),
            409,
            "not_allowed",
        ),
        (
            "rematch mid-game",
            &defenders,
            json!({"type": "rematch"}),
            409,
            "not_allowed",
        ),
        (
            "empty chat",
            &defenders,
            json!({"type": "chat", "text": "   "}),
            400,
            "bad_request",
        ),
        (
            "long chat",
            &defenders,
            json!({"type": "chat", "text": "x".repeat(301)}),
            400,
            "bad_request",
        ),
    ];
    for (what, secret, body, status, code) in cases {
        let (s, v) = server.command(&id, secret, body).await;
        assert_eq!(
            (s, v["error"].as_str().unwrap_or("")),
            (status, code),
            "{what}: {v}"
        );
        assert!(!v["message"].as_str().unwrap().is_empty(), "{what}");
        assert_eq!(
            server.snapshot(&id).await,
            before,
            "{what} changed the game"
        );
    }

    let http = reqwest::Client::new();
    let url = server.url(&format!("/api/games/{id}/commands"));
    // Malformed JSON, no secret, an oversized body.
    let r = http
        .post(&url)
        .bearer_auth(&defenders)
        .body("{\"type\":")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 400);
    let r = http
        .post(&url)
        .json(&json!({"type": "resign"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 403);
    let huge = json!({"type": "chat", "text": "y".repeat(20_000)});
    let r = http
        .post(&url)
        .bearer_auth(&defenders)
        .json(&huge)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 413);
    let v: serde_json::Value = r.json().await.unwrap();
    assert_eq!(v["error"], "too_large");
    // Unknown and hostile game ids.
    let (s, v) = server
        .command("0000000000000000", &defenders, json!({"type": "resign"}))
        .await;
    assert_eq!((s, v["error"].as_str().unwrap()), (404, "not_found"));
    let (s, _) = server.get("/api/games/..%2F..%2Fetc").await;
    assert_eq!(s, 404);
    // The invitation is spent.
    let (s, v) = server
        .post(&format!("/api/games/{id}/join"), json!({"invite": "ab"}))
        .await;
    assert_eq!((s, v["error"].as_str().unwrap()), (409, "not_allowed"));
    assert_eq!(server.snapshot(&id).await, before);

    // Over the WebSocket: a spectator cannot move, a wrong secret is
    // refused, junk is refused, and an oversized message closes the
    // connection; the game stays as it was.
    let mut watcher = Client::connect(&server, &id).await;
    watcher.send(json!({"type": "move", "move": "e6-h6"})).await;
    assert_eq!(watcher.until_error().await["error"], "unauthorized");
    watcher
        .send(json!({"type": "auth", "secret": "nope"}))
        .await;
    assert_eq!(watcher.until_error().await["error"], "unauthorized");
    watcher
        .ws
        .send(tokio_tungstenite::tungstenite::Message::Text(
            "not json".into(),
        ))
        .await
        .unwrap();
    assert_eq!(watcher.until_error().await["error"], "bad_request");
    let mut player = Client::connect(&server, &id).await;
    assert_eq!(player.auth(&defenders).await, "defenders");
    player.send(json!({"type": "move", "move": "e6-e5"})).await;
    assert_eq!(player.until_error().await["error"], "illegal_move");
    player
        .send(json!({"type": "chat", "text": "z".repeat(5000)}))
        .await;
    let closed = loop {
        match tokio::time::timeout(std::time::Duration::from_secs(10), player.ws.next()).await {
            Ok(Some(Ok(tokio_tungstenite::tungstenite::Message::Close(_))))
            | Ok(None)
            | Ok(Some(Err(_))) => break true,
            Ok(Some(Ok(_))) => continue,
            Err(_) => break false,
        }
    };
    assert!(closed, "an oversized message closes the connection");
    assert_eq!(server.snapshot(&id).await, before);

    // After a resignation, moves are refused.
    let (s, _) = server
        .command(&id, &attackers, json!({"type": "resign"}))
        .await;
    assert_eq!(s, 200);
    let over = server.snapshot(&id).await;
    assert_eq!(over["outcome"]["winner"], "defenders");
    let (s, v) = server
        .command(&id, &defenders, json!({"type": "move", "move": "e6-h6"}))
        .await;
    assert_eq!((s, v["error"].as_str().unwrap()), (409, "game_over"));
    assert_eq!(server.snapshot(&id).await, over);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_requests_to_create_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    for (body, what) in [
        (json!({"variant": "chess"}), "variant"),
        (json!({"variant": "ludoteka:escape=moon"}), "variant"),
        (json!({"opponent": "robot"}), "opponent"),
        (json!({"side": "both"}), "side"),
        (json!({"level": "godlike"}), "level"),
        (json!({"name": "n".repeat(41)}), "name"),
        (json!({"colour": "red"}), "unknown field"),
        // Issue 30: `[]` was read as a request with every field left out.
        (json!([]), "an array"),
        (json!(["ludoteka"]), "an array"),
        (json!("ludoteka"), "a string"),
        (json!(null), "null"),
    ] {
        let (s, v) = server.post("/api/games", body).await;
        assert_eq!(
            (s, v["error"].as_str().unwrap_or("")),
            (400, "bad_request"),
            "{what}: {v}"
        );
    }
    // A waiting game takes no move.
    let (_, created) = server
        .post("/api/games", json!({"opponent": "friend"}))
        .await;
    let id = created["id"].as_str().unwrap();
    let secret = created["secret"].as_str().unwrap();
    let (s, v) = server
        .command(id, secret, json!({"type": "move", "move": "e3-h3"}))
        .await;
    assert_eq!((s, v["error"].as_str().unwrap()), (409, "waiting"));
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_and_chat_stay_text() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let evil = "<script>alert(1)</script>";
    let (s, created) = server
        .post("/api/games", json!({"opponent": "local", "name": evil}))
        .await;
    assert_eq!(s, 201);
    let id = created["id"].as_str().unwrap();
    let (s, state) = server
        .command(
            id,
            created["secret"].as_str().unwrap(),
            json!({"type": "chat", "text": evil}),
        )
        .await;
    assert_eq!(s, 200);
    // Stored and sent as the text it is; the pages insert it as text and
    // their policy forbids inline scripts.
    assert_eq!(state["chat"][0]["text"], evil);
    assert_eq!(state["seats"]["attackers"]["name"], evil);
    let page = reqwest::get(server.url(&format!("/g/{id}"))).await.unwrap();
    let csp = page.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(csp.contains("script-src 'self'"), "{csp}");
    assert!(!csp.contains("unsafe-inline"), "{csp}");
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_games_and_messages_are_bounded() {
    let dir = tempfile::tempdir().unwrap();
    let limits = Limits {
        connections_per_ip: 2,
        new_games_per_minute: 3,
        messages_per_second: 5,
    };
    let server = Server::start_with(&sqlite_url(&dir), limits).await;
    let mut ids = Vec::new();
    for _ in 0..3 {
        let (s, v) = server
            .post("/api/games", json!({"opponent": "local"}))
            .await;
        assert_eq!(s, 201);
        ids.push((
            v["id"].as_str().unwrap().to_string(),
            v["secret"].as_str().unwrap().to_string(),
        ));
    }
    let (s, v) = server
        .post("/api/games", json!({"opponent": "local"}))
        .await;
    assert_eq!((s, v["error"].as_str().unwrap()), (429, "rate_limited"));

    let (id, secret) = &ids[0];
    let mut first = Client::connect(&server, id).await;
    let _second = Client::connect(&server, id).await;
    let url = format!("ws://{}/api/games/{id}/ws", server.addr);
    let third = tokio_tungstenite::connect_async(url).await;
    match third {
        Err(tokio_tungstenite::tungstenite::Error::Http(r)) => assert_eq!(r.status().as_u16(), 429),
        other => panic!("a third connection is refused, got {:?}", other.map(|_| ())),
    }
    assert_eq!(first.auth(secret).await, "both");
    for i in 0..12 {
        first
            .send(json!({"type": "chat", "text": format!("line {i}")}))
            .await;
    }
    assert_eq!(first.until_error().await["error"], "rate_limited");
    server.stop().await;
}

use futures_util::{SinkExt, StreamExt};
