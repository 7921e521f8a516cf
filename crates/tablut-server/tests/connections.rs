//! Connections that know they are alive, close as documented, and seeks
//! that reach their makers (docs/web-api.md, "WebSocket connections" and
//! "Lobby"): a message too big on every socket is answered with an
//! `error` and a close frame 1009, however big; a client that stops
//! answering pings is closed within the bound; a live seek lives while
//! its maker holds it and is withdrawn when they go; its acceptance
//! reaches the maker on whatever page (and server) they are.

mod common;

use std::time::Duration;

use common::{fresh_database, sqlite_url, Server};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tablut_server::wire::LobbyMessage;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::Message;

type Ws = common::Ws;

async fn connect(server: &Server, path: &str) -> Ws {
    let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{}{path}", server.addr))
        .await
        .expect("ws connects");
    ws
}

/// Sends `message` and reads until the close: the texts received after
/// it, and the close frame's code and reason (none if the connection
/// ended without one).
async fn close_after(ws: &mut Ws, message: Message) -> (Vec<Value>, Option<(CloseCode, String)>) {
    ws.send(message).await.expect("the message is sent whole");
    let mut texts = Vec::new();
    loop {
        match tokio::time::timeout(Duration::from_secs(20), ws.next())
            .await
            .expect("the server answers in time")
        {
            Some(Ok(Message::Text(t))) => {
                let v: Value = serde_json::from_str(&t).unwrap();
                if v["type"] != "ping" && v["type"] != "lobby" {
                    texts.push(v);
                }
            }
            Some(Ok(Message::Close(frame))) => {
                return (texts, frame.map(|f| (f.code, f.reason.to_string())));
            }
            Some(Ok(_)) => {}
            Some(Err(_)) | None => return (texts, None),
        }
    }
}

/// Every socket answers a message over its limit (just over, and 10 MiB)
/// with an `error` (`too_large`) and a close frame 1009 naming the limit.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_socket_answers_a_message_too_big_with_an_error_and_1009() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let (id, _, _) = server.friend_game("ludoteka", "defenders").await;
    let game = format!("/api/games/{id}/ws");
    for (path, limit) in [
        (game.as_str(), 4096usize),
        ("/api/lobby/ws", 4096),
        ("/api/analysis/ws", 16384),
    ] {
        for size in [limit + 100, 200_000, 10 * 1024 * 1024] {
            let mut ws = connect(&server, path).await;
            let text = json!({"type": "chat", "text": "x".repeat(size)}).to_string();
            let (texts, close) = close_after(&mut ws, Message::Text(text.into())).await;
            let (code, reason) =
                close.unwrap_or_else(|| panic!("{path}: a close frame after {size} bytes"));
            assert_eq!(code, CloseCode::Size, "{path}, {size} bytes");
            let digits = |s: &str| s.chars().filter(char::is_ascii_digit).collect::<String>();
            assert!(
                digits(&reason).contains(&limit.to_string()),
                "{path}: {reason}"
            );
            let error = texts
                .iter()
                .find(|v| v["type"] == "error")
                .unwrap_or_else(|| panic!("{path}: an error before the close: {texts:?}"));
            assert_eq!(error["error"], "too_large", "{error}");
            assert_eq!(error["message"].as_str(), Some(reason.as_str()));
        }
    }
    server.stop().await;
}

/// A client that reads (so answers pings) stays connected and sees the
/// heartbeat every 5 s; one that stops answering is closed by the server
/// within 20 s (15 s without a word, checked every 5 s).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_stops_answering_pings_is_closed_within_the_bound() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let (id, creator, _) = server.friend_game("ludoteka", "defenders").await;
    let path = format!("/api/games/{id}/ws");

    // The silent one holds a seat, to see the seat go offline.
    let mut silent = connect(&server, &path).await;
    silent
        .send(Message::Text(
            json!({"type": "auth", "secret": creator})
                .to_string()
                .into(),
        ))
        .await
        .unwrap();
    // Read until the seat is taken, then read no more.
    loop {
        let m = silent.next().await.unwrap().unwrap();
        if let Message::Text(t) = m {
            let v: Value = serde_json::from_str(&t).unwrap();
            if v["type"] == "state" && v["you"] == "defenders" {
                break;
            }
        }
    }
    let alive = tokio::spawn({
        let path = path.clone();
        let addr = server.addr;
        async move {
            let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}{path}"))
                .await
                .unwrap();
            let mut pings = 0;
            let until = tokio::time::Instant::now() + Duration::from_secs(22);
            while let Ok(m) = tokio::time::timeout_at(until, ws.next()).await {
                match m {
                    Some(Ok(Message::Text(t))) if t.as_str() == r#"{"type":"ping"}"# => pings += 1,
                    Some(Ok(Message::Close(f))) => panic!("a live client was closed: {f:?}"),
                    Some(Ok(_)) => {}
                    other => panic!("a live client lost its connection: {other:?}"),
                }
            }
            pings
        }
    });
    let started = tokio::time::Instant::now();
    // The seat shows online while the connection lasts...
    tokio::time::sleep(Duration::from_secs(8)).await;
    assert!(server.state(&id).await.seats.defenders.online);
    // ...and offline once the server has given up on it (15 to 20 s).
    loop {
        if !server.state(&id).await.seats.defenders.online {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(22),
            "a silent connection is closed within 20 s"
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    assert!(started.elapsed() >= Duration::from_secs(14));
    // What it was sent: the heartbeat, then a close frame (unless the
    // client's belated pongs, written to the closed connection, end the
    // reading first).
    let mut heartbeats = 0;
    let mut ended = false;
    while let Ok(m) = tokio::time::timeout(Duration::from_secs(2), silent.next()).await {
        match m {
            Some(Ok(Message::Text(t))) if t.as_str() == r#"{"type":"ping"}"# => heartbeats += 1,
            Some(Ok(Message::Close(f))) => {
                assert_eq!(f.map(|f| u16::from(f.code)), Some(1001));
                ended = true;
                break;
            }
            Some(Ok(_)) => {}
            Some(Err(_)) | None => {
                ended = true;
                break;
            }
        }
    }
    assert!(heartbeats >= 1, "{heartbeats} heartbeats");
    assert!(ended, "the silent client's connection was closed");
    assert!(
        alive.await.unwrap() >= 3,
        "a reading client sees the heartbeat"
    );
    server.stop().await;
}

/// The next lobby message that is not the lobby nor the heartbeat.
async fn news(ws: &mut Ws) -> LobbyMessage {
    loop {
        let m = tokio::time::timeout(Duration::from_secs(20), ws.next())
            .await
            .expect("news in time")
            .expect("the connection stays open")
            .expect("no transport error");
        if let Message::Text(t) = m {
            let message: LobbyMessage = serde_json::from_str(&t).unwrap();
            match message {
                LobbyMessage::Lobby { .. } | LobbyMessage::Ping => {}
                other => return other,
            }
        }
    }
}

async fn hold(ws: &mut Ws, seek: &str, secret: &str) {
    ws.send(Message::Text(
        json!({"type": "hold", "seek": seek, "secret": secret})
            .to_string()
            .into(),
    ))
    .await
    .unwrap();
}

/// A guest's live seek: (id, secret).
async fn seek(server: &Server, name: &str) -> (String, String) {
    let (status, made) = server
        .post("/api/lobby/seeks", json!({"clock": "3+2", "name": name}))
        .await;
    assert_eq!(status, 201, "{made}");
    (
        made["seek"]["id"].as_str().unwrap().to_string(),
        made["secret"].as_str().unwrap().to_string(),
    )
}

async fn listed(server: &Server, id: &str) -> bool {
    let (_, lobby) = server.get("/api/lobby").await;
    lobby["seeks"]
        .as_array()
        .unwrap()
        .iter()
        .any(|s| s["id"] == id)
}

/// A live seek stays open while a connection holds it, and is withdrawn
/// once its maker's connections are gone (within 15 s and a tick): it
/// can no longer be accepted, and a hold then says it is `gone`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seek_whose_maker_leaves_is_withdrawn() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let (stays, stays_secret) = seek(&server, "Ann").await;
    let (leaves, leaves_secret) = seek(&server, "Bob").await;
    let mut ann = connect(&server, "/api/lobby/ws?views=none").await;
    hold(&mut ann, &stays, &stays_secret).await;
    let mut bob = connect(&server, "/api/lobby/ws").await;
    hold(&mut bob, &leaves, &leaves_secret).await;
    // A wrong secret holds nothing.
    hold(&mut bob, &stays, "not-the-secret").await;
    match news(&mut bob).await {
        LobbyMessage::Error(e) => assert_eq!(e.error.as_str(), "unauthorized"),
        other => panic!("{other:?}"),
    }
    tokio::time::sleep(Duration::from_secs(3)).await;
    drop(bob);
    let reader = tokio::spawn(async move {
        // Ann reads (answers pings) all along.
        while let Ok(Some(Ok(_))) = tokio::time::timeout(Duration::from_secs(30), ann.next()).await
        {
        }
    });
    tokio::time::sleep(Duration::from_secs(22)).await;
    assert!(listed(&server, &stays).await, "a held seek stays open");
    assert!(
        !listed(&server, &leaves).await,
        "a seek whose maker left is withdrawn"
    );
    let (status, refused) = server
        .post(
            &format!("/api/lobby/seeks/{leaves}/accept"),
            json!({"name": "Cid"}),
        )
        .await;
    assert_eq!(status, 409, "{refused}");
    assert_eq!(refused["error"], "not_allowed");
    let mut back = connect(&server, "/api/lobby/ws?views=none").await;
    hold(&mut back, &leaves, &leaves_secret).await;
    assert_eq!(news(&mut back).await, LobbyMessage::Gone { seek: leaves });
    reader.abort();
    server.stop().await;
}

/// The maker, connected from another page (a lobby socket without
/// views), is told when their seek becomes a game; and a maker who comes
/// back long after is still told which game it became.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acceptance_reaches_a_maker_on_another_page() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let (id, secret) = seek(&server, "Ann").await;
    let mut maker = connect(&server, "/api/lobby/ws?views=none").await;
    hold(&mut maker, &id, &secret).await;
    let (status, taken) = server
        .post(
            &format!("/api/lobby/seeks/{id}/accept"),
            json!({"name": "Bob"}),
        )
        .await;
    assert_eq!(status, 200, "{taken}");
    let game = taken["id"].as_str().unwrap().to_string();
    assert_eq!(
        news(&mut maker).await,
        LobbyMessage::Started {
            seek: id.clone(),
            game: game.clone()
        }
    );
    // The maker's secret is the seat's.
    let mut c = common::Client::connect(&server, &game).await;
    assert!(!c.auth(&secret).await.is_empty());
    // Holding a seek that became a game says which, however long ago.
    let mut later = connect(&server, "/api/lobby/ws?views=none").await;
    hold(&mut later, &id, &secret).await;
    assert_eq!(
        news(&mut later).await,
        LobbyMessage::Started { seek: id, game }
    );
    server.stop().await;
}

/// Over PostgreSQL: a seek held on one instance lives (as every instance
/// sees it) while held and is withdrawn when its maker goes; accepted on
/// another instance, it reaches the maker where they are.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn seeks_reach_their_makers_across_instances() {
    let url = fresh_database().await;
    let a = Server::start(&url).await;
    let b = Server::start(&url).await;
    let (id, secret) = seek(&a, "Ann").await;
    let (gone, gone_secret) = seek(&a, "Eve").await;
    let mut maker = connect(&a, "/api/lobby/ws?views=none").await;
    hold(&mut maker, &id, &secret).await;
    let mut leaver = connect(&a, "/api/lobby/ws?views=none").await;
    hold(&mut leaver, &gone, &gone_secret).await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    drop(leaver);
    // Both servers see the held seek after its first 15 s, and not the
    // one whose maker left.
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    let reader = tokio::spawn(async move {
        while let Ok(Some(Ok(m))) =
            tokio::time::timeout(Duration::from_secs(60), maker.next()).await
        {
            let Message::Text(t) = m else { continue };
            let message: LobbyMessage = serde_json::from_str(&t).unwrap();
            if !matches!(message, LobbyMessage::Ping | LobbyMessage::Lobby { .. }) {
                let _ = tx.send(message);
            }
        }
    });
    tokio::time::sleep(Duration::from_secs(22)).await;
    assert!(listed(&a, &id).await && listed(&b, &id).await);
    assert!(!listed(&a, &gone).await && !listed(&b, &gone).await);
    let (status, taken) = b
        .post(
            &format!("/api/lobby/seeks/{id}/accept"),
            json!({"name": "Bob"}),
        )
        .await;
    assert_eq!(status, 200, "{taken}");
    let game = taken["id"].as_str().unwrap().to_string();
    let told = tokio::time::timeout(Duration::from_secs(20), rx.recv())
        .await
        .expect("the maker is told in time")
        .unwrap();
    assert_eq!(told, LobbyMessage::Started { seek: id, game });
    reader.abort();
    a.stop().await;
    b.stop().await;
}
