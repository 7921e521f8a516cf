//! Fair under abuse: one address floods the computer with `master` games,
//! another's `beginner` replies still come at once. The two addresses are
//! real: on Linux all of 127.0.0.0/8 is loopback, so each client binds its
//! own source address and the server sees two clients, as it would on the
//! internet.

mod common;

use std::net::{IpAddr, SocketAddr};
use std::time::{Duration, Instant};

use common::{sqlite_url, Client, Server};
use serde_json::{json, Value};
use tablut_server::games::scheduler::{HINTS_PER_MINUTE, PER_ADDRESS_SEARCHES};
use tokio::net::TcpSocket;
use tokio_tungstenite::MaybeTlsStream;

const FLOODER: [u8; 4] = [127, 0, 0, 2];
const QUIET: [u8; 4] = [127, 0, 0, 3];

/// An HTTP client whose requests come from `from`.
fn http_from(from: [u8; 4]) -> reqwest::Client {
    reqwest::Client::builder()
        .local_address(IpAddr::from(from))
        .build()
        .unwrap()
}

async fn post(
    http: &reqwest::Client,
    url: String,
    secret: Option<&str>,
    body: Value,
) -> (u16, Value) {
    let mut req = http.post(url).json(&body);
    if let Some(secret) = secret {
        req = req.bearer_auth(secret);
    }
    let r = req.send().await.unwrap();
    let status = r.status().as_u16();
    (status, r.json().await.unwrap_or(Value::Null))
}

/// A WebSocket client of game `id` whose connection comes from `from`.
async fn ws_from(server: &Server, from: [u8; 4], id: &str) -> Client {
    let socket = TcpSocket::new_v4().unwrap();
    socket
        .bind(SocketAddr::from((from, 0)))
        .expect("a loopback source address");
    let tcp = socket.connect(server.addr).await.unwrap();
    let url = format!("ws://{}/api/games/{id}/ws", server.addr);
    let (ws, _) = tokio_tungstenite::client_async(url, MaybeTlsStream::Plain(tcp))
        .await
        .expect("ws connects");
    let mut c = Client { ws };
    let first = c.next().await;
    assert_eq!(first["type"], "state", "{first}");
    c
}

/// Creates a game against the computer from `from`; (id, secret, state).
async fn computer_game(
    server: &Server,
    http: &reqwest::Client,
    level: &str,
    side: &str,
) -> (String, String, Value) {
    let (s, v) = post(
        http,
        server.url("/api/games"),
        None,
        json!({"opponent": "computer", "level": level, "side": side}),
    )
    .await;
    assert_eq!(s, 201, "{v}");
    (
        v["id"].as_str().unwrap().to_string(),
        v["secret"].as_str().unwrap().to_string(),
        v["state"].clone(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_master_searches_does_not_delay_another_address() {
    let dir = tempfile::tempdir().unwrap();
    // One search thread: the hardest case for the quiet address.
    let server = Server::start(&sqlite_url(&dir)).await;
    let flooder = http_from(FLOODER);

    // The flood of the issue: 30 master games where the computer moves
    // first (the defenders move first in ludoteka), nobody connected.
    let mut games = Vec::new();
    for _ in 0..30 {
        games.push(computer_game(&server, &flooder, "master", "attackers").await);
    }
    for (id, _, state) in &games {
        assert_eq!(state["thinking"], false, "nobody holds a seat in {id}");
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    for (id, _, _) in games.iter().take(3) {
        assert!(!server.state(id).await.thinking);
    }

    // Then the flooder does hold seats, in 20 of its games: 8 searches
    // (one running, the rest queued) are all it gets.
    let mut held = Vec::new();
    for (id, secret, _) in games.iter().take(20) {
        let mut c = ws_from(&server, FLOODER, id).await;
        c.auth(secret).await;
        held.push(c);
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let mut thinking = 0;
    for (id, _, _) in games.iter().take(20) {
        if server.state(id).await.thinking {
            thinking += 1;
        }
    }
    assert_eq!(thinking, PER_ADDRESS_SEARCHES, "the per-address cap");

    // A move the computer would have to answer is refused, clearly, and
    // changes nothing.
    let (own, own_secret, own_state) =
        computer_game(&server, &flooder, "master", "defenders").await;
    let mv = own_state["legal"][0].as_str().unwrap();
    let (s, refused) = post(
        &flooder,
        server.url(&format!("/api/games/{own}/commands")),
        Some(&own_secret),
        json!({"type": "move", "move": mv, "ply": 0}),
    )
    .await;
    assert_eq!(
        (s, refused["error"].as_str()),
        (429, Some("rate_limited")),
        "{refused}"
    );
    assert_eq!(server.state(&own).await.ply, 0);

    // The quiet address: a beginner game where the computer moves first.
    let quiet = http_from(QUIET);
    let (id, secret, _) = computer_game(&server, &quiet, "beginner", "attackers").await;
    let mut b = ws_from(&server, QUIET, &id).await;
    let asked = Instant::now();
    b.auth(&secret).await;
    let game = b.until_ply(1).await;
    let first = asked.elapsed();
    // And a reply to a move of its own.
    let mv = game["legal"][0].as_str().unwrap().to_string();
    let asked = Instant::now();
    b.send(json!({"type": "move", "move": mv, "ply": 1})).await;
    let game = b.until_ply(3).await;
    let second = asked.elapsed();
    println!(
        "the quiet address's beginner replies under a flood of {PER_ADDRESS_SEARCHES} \
         master searches on one search thread: {:.1} ms and {:.1} ms",
        first.as_secs_f64() * 1000.0,
        second.as_secs_f64() * 1000.0
    );
    assert!(first < Duration::from_secs(2), "{first:?}");
    assert!(second < Duration::from_secs(2), "{second:?}");

    // Hints: a flood is refused with rate_limited, each one answered.
    for _ in 0..HINTS_PER_MINUTE + 5 {
        b.send(json!({"type": "hint"})).await;
    }
    let (mut hints, mut refusals) = (0, 0);
    while hints + refusals < HINTS_PER_MINUTE + 5 {
        let m = b.next().await;
        match m["type"].as_str() {
            Some("hint") => {
                assert_eq!(m["ply"], game["ply"]);
                hints += 1;
            }
            Some("error") => {
                assert_eq!(m["error"], "rate_limited", "{m}");
                refusals += 1;
            }
            _ => {}
        }
    }
    assert_eq!((hints, refusals), (HINTS_PER_MINUTE, 5));

    // When the flooder's connections close, its queued searches are
    // dropped when their turn comes instead of run: within one master
    // search (5 s), nothing of it is searching.
    drop(held);
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let mut busy = 0;
        for (id, _, _) in games.iter().take(20) {
            if server.state(id).await.thinking {
                busy += 1;
            }
        }
        if busy == 0 {
            break;
        }
        assert!(Instant::now() < deadline, "{busy} games still searching");
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    let mut replied = 0;
    for (id, _, _) in games.iter().take(20) {
        if server.state(id).await.ply > 0 {
            replied += 1;
        }
    }
    assert!(
        replied < 3,
        "{replied} of the flooder's queued searches ran"
    );
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_over_http_only_gets_the_computers_reply() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let http = http_from(QUIET);
    // The computer moves first: polling with the seat's secret holds it.
    let (id, secret, _) = computer_game(&server, &http, "beginner", "attackers").await;
    let deadline = Instant::now() + Duration::from_secs(10);
    let game = loop {
        let v: Value = http
            .get(server.url(&format!("/api/games/{id}")))
            .bearer_auth(&secret)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        if v["ply"] == 1 {
            break v;
        }
        assert!(Instant::now() < deadline, "no reply: {v}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    // A move over HTTP is answered too.
    let mv = game["legal"][0].as_str().unwrap();
    let (s, v) = post(
        &http,
        server.url(&format!("/api/games/{id}/commands")),
        Some(&secret),
        json!({"type": "move", "move": mv, "ply": 1}),
    )
    .await;
    assert_eq!(s, 200, "{v}");
    let deadline = Instant::now() + Duration::from_secs(10);
    while server.state(&id).await.ply < 3 {
        assert!(Instant::now() < deadline, "no reply to the move");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    server.stop().await;
}
