//! A real server on loopback for the tests, with HTTP and WebSocket
//! clients.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tablut_server::{Limits, ServerConfig};
use tokio::net::TcpStream;
use tokio::sync::oneshot;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// A running server; dropping `stop` shuts it down.
pub struct Server {
    pub base: String,
    pub addr: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    task: Option<tokio::task::JoinHandle<()>>,
}

impl Server {
    pub async fn start(database: &str) -> Server {
        Server::start_with(
            database,
            Limits {
                connections_per_ip: 1000,
                new_games_per_minute: 1000,
                messages_per_second: 1000,
            },
        )
        .await
    }

    pub async fn start_with(database: &str, limits: Limits) -> Server {
        let (ready_tx, ready_rx) = oneshot::channel();
        let (stop_tx, stop_rx) = oneshot::channel::<()>();
        let config = ServerConfig {
            addr: "127.0.0.1:0".parse().unwrap(),
            database: database.to_string(),
            limits,
            computer_threads: 1,
        };
        let task = tokio::spawn(async move {
            tablut_server::serve(
                config,
                move |addr| {
                    let _ = ready_tx.send(addr);
                },
                async move {
                    let _ = stop_rx.await;
                },
            )
            .await
            .expect("server runs");
        });
        let addr = tokio::time::timeout(Duration::from_secs(30), ready_rx)
            .await
            .expect("server starts in time")
            .expect("server reports its address");
        Server {
            base: format!("http://{addr}"),
            addr,
            stop: Some(stop_tx),
            task: Some(task),
        }
    }

    /// Shuts the server down and waits for it (the database is closed).
    pub async fn stop(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(task) = self.task.take() {
            let _ = tokio::time::timeout(Duration::from_secs(10), task).await;
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    pub async fn post(&self, path: &str, body: Value) -> (u16, Value) {
        let r = reqwest::Client::new()
            .post(self.url(path))
            .json(&body)
            .send()
            .await
            .unwrap();
        let status = r.status().as_u16();
        (status, r.json().await.unwrap_or(Value::Null))
    }

    pub async fn command(&self, id: &str, secret: &str, body: Value) -> (u16, Value) {
        let r = reqwest::Client::new()
            .post(self.url(&format!("/api/games/{id}/commands")))
            .bearer_auth(secret)
            .json(&body)
            .send()
            .await
            .unwrap();
        let status = r.status().as_u16();
        (status, r.json().await.unwrap_or(Value::Null))
    }

    pub async fn get(&self, path: &str) -> (u16, Value) {
        let r = reqwest::get(self.url(path)).await.unwrap();
        let status = r.status().as_u16();
        (status, r.json().await.unwrap_or(Value::Null))
    }

    /// The game's state with the fields that change without a move
    /// (connections) removed, to compare before and after.
    pub async fn snapshot(&self, id: &str) -> Value {
        let (status, mut v) = self.get(&format!("/api/games/{id}")).await;
        assert_eq!(status, 200, "{v}");
        for seat in ["attackers", "defenders"] {
            v["seats"][seat]["online"] = Value::Null;
        }
        v
    }

    /// A friend game with both seats taken: (id, creator's secret as
    /// `side`, friend's secret).
    pub async fn friend_game(&self, variant: &str, side: &str) -> (String, String, String) {
        let (status, created) = self
            .post(
                "/api/games",
                json!({"variant": variant, "opponent": "friend", "side": side, "name": "Ann"}),
            )
            .await;
        assert_eq!(status, 201, "{created}");
        let id = created["id"].as_str().unwrap().to_string();
        let (status, joined) = self
            .post(
                &format!("/api/games/{id}/join"),
                json!({"invite": created["invite"], "name": "Bob"}),
            )
            .await;
        assert_eq!(status, 200, "{joined}");
        (
            id,
            created["secret"].as_str().unwrap().to_string(),
            joined["secret"].as_str().unwrap().to_string(),
        )
    }
}

pub type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// A WebSocket client of one game.
pub struct Client {
    pub ws: Ws,
}

impl Client {
    pub async fn connect(server: &Server, id: &str) -> Client {
        let url = format!("ws://{}/api/games/{id}/ws", server.addr);
        let (ws, _) = tokio_tungstenite::connect_async(url)
            .await
            .expect("ws connects");
        let mut c = Client { ws };
        let first = c.next().await;
        assert_eq!(first["type"], "state", "{first}");
        c
    }

    pub async fn send(&mut self, v: Value) {
        self.ws
            .send(Message::Text(v.to_string().into()))
            .await
            .unwrap();
    }

    /// The next JSON message (fails after 20 s).
    pub async fn next(&mut self) -> Value {
        loop {
            let msg = tokio::time::timeout(Duration::from_secs(20), self.ws.next())
                .await
                .expect("a message in time")
                .expect("the connection stays open")
                .expect("no transport error");
            if let Message::Text(t) = msg {
                return serde_json::from_str(&t).unwrap();
            }
        }
    }

    /// Authenticates; returns the seat.
    pub async fn auth(&mut self, secret: &str) -> String {
        self.send(json!({"type": "auth", "secret": secret})).await;
        loop {
            let m = self.next().await;
            if m["type"] == "state" {
                return m["you"].as_str().unwrap_or("").to_string();
            }
            assert_ne!(m["type"], "error", "{m}");
        }
    }

    /// Waits for an update whose game has `ply` moves; returns the game.
    pub async fn until_ply(&mut self, ply: u64) -> Value {
        loop {
            let m = self.next().await;
            assert_ne!(m["type"], "error", "{m}");
            if m["game"]["ply"] == ply {
                return m["game"].clone();
            }
        }
    }

    /// Waits for an error message; returns it.
    pub async fn until_error(&mut self) -> Value {
        loop {
            let m = self.next().await;
            if m["type"] == "error" {
                return m;
            }
        }
    }
}

/// A database for a test: PostgreSQL when `TABLUT_TEST_POSTGRES` is set
/// and `postgres` is asked for, else a fresh SQLite file.
pub fn sqlite_url(dir: &tempfile::TempDir) -> String {
    format!("sqlite://{}", dir.path().join("games.db").display())
}

/// Two players and a spectator play a friend game over WebSockets until it
/// ends (or `max` moves, then the side to move resigns). Every move is
/// checked to reach the opponent and the spectator; the stored game must
/// equal what was played. Returns the game id.
pub async fn play_whole_game(server: &Server, variant: &str, max: usize) -> String {
    let (id, creator, friend) = server.friend_game(variant, "defenders").await;
    let mut a = Client::connect(server, &id).await;
    let mut b = Client::connect(server, &id).await;
    let mut watcher = Client::connect(server, &id).await;
    assert_eq!(a.auth(&creator).await, "defenders");
    assert_eq!(b.auth(&friend).await, "attackers");
    let (_, mut game) = server.get(&format!("/api/games/{id}")).await;
    let mut played: Vec<String> = Vec::new();
    while game["outcome"]["result"] == "ongoing" && played.len() < max {
        let ply = played.len() as u64;
        let legal = game["legal"].as_array().unwrap().clone();
        assert!(!legal.is_empty());
        let mv = legal[(ply as usize * 7919 + 13) % legal.len()]
            .as_str()
            .unwrap()
            .to_string();
        let (mover, other) = if game["side_to_move"] == "defenders" {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        mover
            .send(json!({"type": "move", "move": mv, "ply": ply}))
            .await;
        let seen_by_other = other.until_ply(ply + 1).await;
        let seen_by_mover = mover.until_ply(ply + 1).await;
        let seen_by_watcher = watcher.until_ply(ply + 1).await;
        assert_eq!(seen_by_other["moves"][ply as usize]["move"], mv.as_str());
        assert_eq!(seen_by_other["board"], seen_by_mover["board"]);
        assert_eq!(seen_by_other["board"], seen_by_watcher["board"]);
        played.push(mv);
        game = seen_by_other;
    }
    if game["outcome"]["result"] == "ongoing" {
        let resigner = if game["side_to_move"] == "defenders" {
            &mut a
        } else {
            &mut b
        };
        resigner.send(json!({"type": "resign"})).await;
        loop {
            let m = watcher.next().await;
            if m["type"] == "update" && m["game"]["status"] == "finished" {
                assert_eq!(m["game"]["outcome"]["reason"], "resignation");
                break;
            }
        }
    }
    let (_, stored) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(stored["status"], "finished");
    let stored_moves: Vec<String> = stored["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["move"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(stored_moves, played);
    assert!(!stored["outcome"]["text"].as_str().unwrap().is_empty());
    let (_, archive) = server.get("/api/archive?limit=100").await;
    assert!(
        archive
            .as_array()
            .unwrap()
            .iter()
            .any(|g| g["id"] == id.as_str()),
        "the finished game is in the archive"
    );
    id
}
