//! Measures what a quiet address waits for the computer's `beginner`
//! replies while other addresses flood a running `tablut serve` with
//! `master` searches (docs/web-api.md, "Computer searches").
//!
//! ```text
//! cargo build --release -p tablut-cli
//! target/release/tablut serve --database sqlite:///tmp/flood.db &
//! cargo run --release -p tablut-server --example flood -- http://127.0.0.1:8080
//! ```
//!
//! Each client binds its own loopback source address (127.0.0.2 floods,
//! 127.0.0.3 is quiet, 127.0.0.4.. are more flooders), so the server sees
//! different addresses, as it would on the internet (Linux routes all of
//! 127.0.0.0/8 to loopback).

use std::net::{IpAddr, SocketAddr};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::net::TcpSocket;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Ws = WebSocketStream<MaybeTlsStream<tokio::net::TcpStream>>;
type Failure = Box<dyn std::error::Error + Send + Sync>;

const QUIET: [u8; 4] = [127, 0, 0, 3];

fn flooder(n: u8) -> [u8; 4] {
    if n == 0 {
        [127, 0, 0, 2]
    } else {
        [127, 0, 0, 3 + n]
    }
}

struct Target {
    base: String,
    addr: SocketAddr,
}

fn http_from(from: [u8; 4]) -> Result<reqwest::Client, Failure> {
    Ok(reqwest::Client::builder()
        .local_address(IpAddr::from(from))
        .build()?)
}

/// Creates a game against the computer, which moves first; (id, secret).
async fn create(
    t: &Target,
    http: &reqwest::Client,
    level: &str,
) -> Result<(String, String), Failure> {
    let r = http
        .post(format!("{}/api/games", t.base))
        .json(&json!({"opponent": "computer", "level": level, "side": "attackers"}))
        .send()
        .await?;
    let status = r.status();
    let v: Value = r.json().await?;
    if status.as_u16() != 201 {
        return Err(format!("create: {status} {v}").into());
    }
    Ok((
        v["id"].as_str().unwrap_or_default().to_string(),
        v["secret"].as_str().unwrap_or_default().to_string(),
    ))
}

async fn connect(t: &Target, from: [u8; 4], id: &str, secret: &str) -> Result<Ws, Failure> {
    let socket = TcpSocket::new_v4()?;
    socket.bind(SocketAddr::from((from, 0)))?;
    let tcp = socket.connect(t.addr).await?;
    let url = format!("ws://{}/api/games/{id}/ws", t.addr);
    let (mut ws, _) = tokio_tungstenite::client_async(url, MaybeTlsStream::Plain(tcp)).await?;
    let auth = json!({"type": "auth", "secret": secret}).to_string();
    ws.send(Message::Text(auth.into())).await?;
    Ok(ws)
}

/// Waits for a message whose game has `ply` moves; returns the game.
async fn until_ply(ws: &mut Ws, ply: u64) -> Result<Value, Failure> {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(120), ws.next())
            .await?
            .ok_or("connection closed")??;
        if let Message::Text(text) = msg {
            let v: Value = serde_json::from_str(&text)?;
            if v["type"] == "error" {
                return Err(format!("refused: {v}").into());
            }
            if v["game"]["ply"] == ply {
                return Ok(v["game"].clone());
            }
        }
    }
}

/// The quiet address plays `samples` games: the computer's first move,
/// then its reply to a move. Returns the delays in milliseconds.
async fn quiet(t: &Target, samples: usize) -> Result<Vec<f64>, Failure> {
    let http = http_from(QUIET)?;
    let mut delays = Vec::new();
    for _ in 0..samples {
        let (id, secret) = create(t, &http, "beginner").await?;
        let asked = Instant::now();
        let mut ws = connect(t, QUIET, &id, &secret).await?;
        let game = until_ply(&mut ws, 1).await?;
        delays.push(asked.elapsed().as_secs_f64() * 1000.0);
        let mv = game["legal"][0].as_str().unwrap_or_default().to_string();
        let asked = Instant::now();
        let text = json!({"type": "move", "move": mv, "ply": 1}).to_string();
        ws.send(Message::Text(text.into())).await?;
        until_ply(&mut ws, 3).await?;
        delays.push(asked.elapsed().as_secs_f64() * 1000.0);
        let _ = ws.close(None).await;
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    Ok(delays)
}

fn summary(name: &str, mut d: Vec<f64>) {
    d.sort_by(f64::total_cmp);
    let at = |q: f64| d[((d.len() - 1) as f64 * q).round() as usize];
    println!(
        "{name}: {} replies, median {:.1} ms, max {:.1} ms",
        d.len(),
        at(0.5),
        at(1.0)
    );
}

/// Flooder `n` creates `games` master games: (id, secret) of each.
async fn flood(t: &Target, n: u8, games: usize) -> Result<Vec<(String, String)>, Failure> {
    let http = http_from(flooder(n))?;
    let mut created = Vec::new();
    for _ in 0..games {
        created.push(create(t, &http, "master").await?);
    }
    Ok(created)
}

/// Flooder `n` connects to each of `games` and takes its seat, so the
/// server searches for it.
async fn hold(t: &Target, n: u8, games: &[(String, String)]) -> Result<Vec<Ws>, Failure> {
    let mut held = Vec::new();
    for (id, secret) in games {
        held.push(connect(t, flooder(n), id, secret).await?);
    }
    Ok(held)
}

#[tokio::main]
async fn main() -> Result<(), Failure> {
    let base = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "http://127.0.0.1:8080".to_string());
    let addr: SocketAddr = base
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .parse()?;
    let t = Target { base, addr };
    summary("quiet, no flood", quiet(&t, 3).await?);

    // The issue's flood: 30 master games from one address, nobody there.
    let games = flood(&t, 0, 30).await?;
    summary(
        "quiet, 30 master games from one address, nobody connected",
        quiet(&t, 3).await?,
    );

    // The same address takes its seats in those 30 games (within its 64
    // connections): the server searches for it, up to its cap.
    let held = hold(&t, 0, &games).await?;
    tokio::time::sleep(Duration::from_millis(500)).await;
    summary(
        "quiet, one address holding seats in 30 master games",
        quiet(&t, 5).await?,
    );

    // Four addresses, each holding seats in 8 or more master games.
    let mut more = Vec::new();
    for n in 1..=3 {
        let games = flood(&t, n, 8).await?;
        more.push(hold(&t, n, &games).await?);
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    summary(
        "quiet, four addresses holding master games",
        quiet(&t, 5).await?,
    );
    drop((held, more));
    Ok(())
}
