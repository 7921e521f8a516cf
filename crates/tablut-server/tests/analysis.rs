//! The analysis board's API: positions from moves, records and games
//! checked by the rules library; the engine's best lines streamed over the
//! WebSocket, following the position shown; the engine's time bounded per
//! address.

mod common;

use std::time::Duration;

use common::{sqlite_url, Server};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tablut_server::wire::{AnalysisMessage, AnalysisView};
use tokio_tungstenite::tungstenite::Message;

async fn server() -> (tempfile::TempDir, Server) {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    (dir, server)
}

fn view(v: &Value) -> AnalysisView {
    serde_json::from_value(v.clone()).unwrap_or_else(|e| panic!("not an AnalysisView ({e}): {v}"))
}

#[tokio::test]
async fn moves_are_played_under_the_rules_and_give_back_a_link() {
    let (_dir, server) = server().await;
    let (s, v) = server.post("/api/analysis", json!({})).await;
    assert_eq!(s, 200, "{v}");
    let start = view(&v);
    assert_eq!(start.variant.to_string(), "ludoteka");
    assert!(start.moves.is_empty() && start.steps.is_empty());
    assert_eq!(start.board, start.start);
    let first = start.legal[0].clone();

    let (s, v) = server
        .post("/api/analysis", json!({"moves": [first]}))
        .await;
    assert_eq!(s, 200, "{v}");
    let after = view(&v);
    assert_eq!(after.moves, vec![first.clone()]);
    assert_eq!(after.steps.len(), 1);
    assert_eq!(after.steps[0].board, after.board);
    assert_ne!(after.board, start.board);
    assert_ne!(after.side_to_move, start.side_to_move);

    // The answer's strings, sent back, lead to the same position.
    let (s, v) = server
        .post(
            "/api/analysis",
            json!({"variant": after.variant, "position": after.position, "moves": after.moves}),
        )
        .await;
    assert_eq!(s, 200, "{v}");
    assert_eq!(view(&v), after);

    // A position typed in: the king one move from the edge escapes.
    let (s, v) = server
        .post(
            "/api/analysis",
            json!({"position": "/9/9/9/9/K8/9/9/9/1t7/ d", "moves": ["a5-a9"]}),
        )
        .await;
    assert_eq!(s, 200, "{v}");
    let won = view(&v);
    assert_eq!(won.outcome.winner, Some(tablut_core::Side::Defenders));
    assert!(!won.outcome.text.is_empty());
    assert!(won.legal.is_empty());
    server.stop().await;
}

/// Game 3 against tablut.cpp: after White's 17th move the king is walled
/// in for good (the rules library's proof), and the board says so; one ply
/// earlier it is not, and the start never is.
#[tokio::test]
async fn a_proved_fortress_is_called_on_the_board() {
    let (_dir, server) = server().await;
    let record = include_str!("../../tablut-core/tests/data/fortress_game3.txt");
    let moves: Vec<&str> = record.split_whitespace().collect();
    let at = |n: usize| json!({"variant": "ashton-server", "moves": moves[..n]});
    let (s, v) = server.post("/api/analysis", at(moves.len())).await;
    assert_eq!(s, 200, "{v}");
    let walled = view(&v);
    assert!(walled.fortress, "{v}");
    assert_eq!(walled.alert, None);
    assert!(walled.outcome.winner.is_none() && !walled.legal.is_empty());
    for n in [0, moves.len() - 1] {
        let (s, v) = server.post("/api/analysis", at(n)).await;
        assert_eq!(s, 200, "{v}");
        assert!(!view(&v).fortress, "after {n} moves: {v}");
    }
    server.stop().await;
}

#[tokio::test]
async fn bad_positions_and_moves_are_refused_with_what_is_wrong() {
    let (_dir, server) = server().await;
    let (_, v) = server.post("/api/analysis", json!({})).await;
    let first = view(&v).legal[0].clone();
    let cases = [
        (json!({"variant": "chess"}), "bad_request", "variant"),
        (json!({"position": "/9/9/ d"}), "bad_request", "position"),
        (json!({"moves": ["e3-"]}), "bad_request", "move 1"),
        (json!({"moves": [first, first]}), "illegal_move", "move 2"),
        (json!({"record": "not a record"}), "bad_request", "record"),
        (
            json!({"record": "x", "game": "y"}),
            "bad_request",
            "not both",
        ),
        (json!({"ply": 3}), "bad_request", "ply"),
        (json!({"game": "nosuchgame"}), "not_found", "nosuchgame"),
        (json!({"movez": []}), "bad_request", "movez"),
        (
            json!({"position": "/9/9/9/9/K8/9/9/9/1t7/ d", "moves": ["a5-a9", "b1-b2"]}),
            "illegal_move",
            "over",
        ),
    ];
    for (body, code, words) in cases {
        let (s, v) = server.post("/api/analysis", &body).await;
        assert!(s >= 400, "{body} was accepted: {v}");
        assert_eq!(v["error"], code, "{body}: {v}");
        let message = v["message"].as_str().unwrap();
        assert!(message.contains(words), "{body}: {message}");
    }
    server.stop().await;
}

#[tokio::test]
async fn a_game_or_its_record_opens_at_any_ply() {
    let (_dir, server) = server().await;
    let (id, creator, friend) = server.friend_game("brainking", "defenders").await;
    let mut played = Vec::new();
    for ply in 0..4 {
        let (_, game) = server.get(&format!("/api/games/{id}")).await;
        let secret = if game["side_to_move"] == "defenders" {
            &creator
        } else {
            &friend
        };
        let legal = game["legal"].as_array().unwrap();
        let mv = legal[(ply * 5 + 1) % legal.len()]
            .as_str()
            .unwrap()
            .to_string();
        let (s, v) = server
            .command(&id, secret, json!({"type": "move", "move": mv, "ply": ply}))
            .await;
        assert_eq!(s, 200, "{v}");
        played.push(mv);
    }
    let (s, v) = server.post("/api/analysis", json!({"game": id})).await;
    assert_eq!(s, 200, "{v}");
    let whole = view(&v);
    assert_eq!(whole.variant.to_string(), "brainking");
    assert_eq!(whole.moves, played);

    let (s, v) = server
        .post("/api/analysis", json!({"game": id, "ply": 2}))
        .await;
    assert_eq!(s, 200, "{v}");
    assert_eq!(view(&v).moves, played[..2]);
    assert_eq!(view(&v).board, whole.steps[1].board);

    let (s, v) = server
        .post("/api/analysis", json!({"game": id, "ply": 5}))
        .await;
    assert_eq!(s, 400, "{v}");

    let record = server.record(&id).await;
    let (s, v) = server
        .post("/api/analysis", json!({"record": record}))
        .await;
    assert_eq!(s, 200, "{v}");
    assert_eq!(view(&v).moves, played);
    assert_eq!(view(&v).board, whole.board);
    server.stop().await;
}

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn connect(server: &Server) -> Ws {
    let url = format!("ws://{}/api/analysis/ws", server.addr);
    tokio_tungstenite::connect_async(url)
        .await
        .expect("the analysis socket opens")
        .0
}

async fn send(ws: &mut Ws, v: Value) {
    ws.send(Message::Text(v.to_string().into())).await.unwrap();
}

/// The next message, which must read as an [`AnalysisMessage`].
async fn next(ws: &mut Ws) -> Value {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(20), ws.next())
            .await
            .expect("a message in time")
            .expect("the connection stays open")
            .expect("no transport error");
        if let Message::Text(t) = msg {
            serde_json::from_str::<AnalysisMessage>(&t)
                .unwrap_or_else(|e| panic!("not an AnalysisMessage ({e}): {t}"));
            return serde_json::from_str(&t).unwrap();
        }
    }
}

/// Lines of position `id` with at least `depth` completed.
async fn lines_at(ws: &mut Ws, id: u64, depth: u64) -> Value {
    loop {
        let m = next(ws).await;
        assert_ne!(m["type"], "error", "{m}");
        if m["type"] == "lines" && m["id"] == id && m["depth"].as_u64().unwrap() >= depth {
            return m;
        }
    }
}

#[tokio::test]
async fn three_lines_stream_and_follow_the_position() {
    let (_dir, server) = server().await;
    let (_, v) = server.post("/api/analysis", json!({})).await;
    let start = view(&v);
    let mut ws = connect(&server).await;
    send(&mut ws, json!({"type": "analyse", "id": 1, "moves": []})).await;
    assert_eq!(next(&mut ws).await, json!({"type": "queued", "id": 1}));
    let m = lines_at(&mut ws, 1, 2).await;
    let lines = m["lines"].as_array().unwrap();
    assert_eq!(lines.len(), 3, "{m}");
    let mut firsts = Vec::new();
    for line in lines {
        let mv = line["move"].as_str().unwrap().to_string();
        assert!(start.legal.contains(&mv), "{mv} is not legal: {m}");
        assert_eq!(line["pv"][0], mv);
        let chance = line["attackers_chance"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&chance));
        firsts.push(mv);
    }
    firsts.sort();
    firsts.dedup();
    assert_eq!(firsts.len(), 3, "three different moves: {m}");

    // A new position: its lines, and none of the last one's after its
    // `queued`.
    let played = start.legal[0].clone();
    let (_, v) = server
        .post("/api/analysis", json!({"moves": [played]}))
        .await;
    let after = view(&v);
    send(
        &mut ws,
        json!({"type": "analyse", "id": 2, "moves": [played], "lines": 2}),
    )
    .await;
    loop {
        let m = next(&mut ws).await;
        if m["type"] == "queued" {
            assert_eq!(m["id"], 2);
            break;
        }
    }
    let m = lines_at(&mut ws, 2, 1).await;
    assert_eq!(m["lines"].as_array().unwrap().len(), 2, "{m}");
    for line in m["lines"].as_array().unwrap() {
        let mv = line["move"].as_str().unwrap().to_string();
        assert!(after.legal.contains(&mv), "{mv} is not legal now: {m}");
    }
    // Closing the board stops its search at once (the server's stop
    // would otherwise wait for the search's 10 s).
    drop(ws);
    let began = std::time::Instant::now();
    server.stop().await;
    assert!(began.elapsed() < Duration::from_secs(5));
}

#[tokio::test]
async fn a_won_position_is_seen_and_the_search_ends() {
    let (_dir, server) = server().await;
    let mut ws = connect(&server).await;
    send(
        &mut ws,
        json!({"type": "analyse", "id": 7, "position": "/9/9/9/9/K8/9/9/9/1t7/ d"}),
    )
    .await;
    loop {
        let m = next(&mut ws).await;
        assert_ne!(m["type"], "error", "{m}");
        if m["type"] == "lines" && m["done"] == true {
            assert_eq!(m["lines"][0]["score"], "win in 1", "{m}");
            assert_eq!(m["lines"][0]["attackers_chance"], 0.0, "{m}");
            break;
        }
    }
    // A finished game has no lines, and says so at once.
    send(
        &mut ws,
        json!({"type": "analyse", "id": 8, "position": "/9/9/9/9/K8/9/9/9/1t7/ d", "moves": ["a5-a9"]}),
    )
    .await;
    loop {
        let m = next(&mut ws).await;
        if m["type"] == "lines" {
            assert_eq!(m["id"], 8);
            assert_eq!(m["done"], true);
            assert_eq!(m["lines"], json!([]));
            break;
        }
    }
    server.stop().await;
}

#[tokio::test]
async fn bad_messages_are_refused_and_the_board_stays_open() {
    let (_dir, server) = server().await;
    let mut ws = connect(&server).await;
    for (bad, words) in [
        (
            json!({"type": "analyse", "id": 1, "moves": ["e5-e9"]}),
            "move 1",
        ),
        (json!({"type": "analyse", "id": 1, "lines": 9}), "lines"),
        (
            json!({"type": "analyse", "id": 1, "variant": "go"}),
            "variant",
        ),
        (json!({"type": "think"}), "could not be read"),
    ] {
        send(&mut ws, bad.clone()).await;
        let m = next(&mut ws).await;
        assert_eq!(m["type"], "error", "{bad}: {m}");
        assert!(m["message"].as_str().unwrap().contains(words), "{bad}: {m}");
    }
    send(&mut ws, json!({"type": "analyse", "id": 2})).await;
    assert_eq!(next(&mut ws).await["type"], "queued");
    lines_at(&mut ws, 2, 1).await;
    send(&mut ws, json!({"type": "stop"})).await;
    server.stop().await;
}

#[tokio::test]
async fn one_address_has_at_most_two_boards() {
    let (_dir, server) = server().await;
    let a = connect(&server).await;
    let b = connect(&server).await;
    let url = format!("ws://{}/api/analysis/ws", server.addr);
    // The third opens, says why it is refused, and closes.
    let (mut third, _) = tokio_tungstenite::connect_async(&url)
        .await
        .expect("the upgrade is accepted");
    let m = next(&mut third).await;
    assert_eq!(m["type"], "error", "{m}");
    assert_eq!(m["error"], "rate_limited", "{m}");
    let close = tokio::time::timeout(Duration::from_secs(5), third.next())
        .await
        .expect("closed in time");
    match close {
        Some(Ok(Message::Close(Some(frame)))) => assert_eq!(u16::from(frame.code), 4429),
        other => panic!("not closed with 4429: {other:?}"),
    }
    drop(a);
    // The closed board's place is given back.
    let mut reopened = false;
    for _ in 0..100 {
        let (mut ws, _) = tokio_tungstenite::connect_async(&url).await.unwrap();
        send(&mut ws, json!({"type": "analyse", "id": 1})).await;
        if next(&mut ws).await["type"] == "queued" {
            reopened = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(reopened, "a closed board's place is given back");
    drop(b);
    server.stop().await;
}

#[tokio::test]
async fn a_board_holds_a_search_thread_for_a_slice_not_a_position() {
    // Two boards of one address: the second's lines come while the
    // first's position is still being searched (a board gives its thread
    // back after each slice of a second), not after the first's 10 s.
    let (_dir, server) = server().await;
    let mut a = connect(&server).await;
    let mut b = connect(&server).await;
    send(&mut a, json!({"type": "analyse", "id": 1})).await;
    lines_at(&mut a, 1, 1).await;
    let began = std::time::Instant::now();
    send(&mut b, json!({"type": "analyse", "id": 1, "moves": []})).await;
    lines_at(&mut b, 1, 1).await;
    assert!(
        began.elapsed() < tablut_server::review::analysis::PER_POSITION - Duration::from_secs(2),
        "the second board waited {:?}",
        began.elapsed()
    );
    // The first goes on deepening past its first slice.
    let m = lines_at(&mut a, 1, 1).await;
    assert_eq!(m["id"], 1);
    send(&mut a, json!({"type": "stop"})).await;
    send(&mut b, json!({"type": "stop"})).await;
    drop((a, b));
    server.stop().await;
}
