//! A real server on loopback for the tests, with HTTP and WebSocket
//! clients. They speak through the server's own wire types
//! (`tablut_server::wire`): every answer and message is read into them,
//! so a field the server sends and the types do not describe fails a test.
#![allow(dead_code)]

pub mod browser;
pub mod tournament;

use std::net::SocketAddr;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde::Serialize;
use serde_json::{json, Value};
use tablut_server::wire::{
    ClientMessage, Command, ErrorBody, GameResult, GameState, Mode, NewGame, SeatTaken,
    ServerMessage, SideChoice, Status,
};
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
        Server::start_with_mail(database, limits, None).await
    }

    /// A server that sends e-mail as `mail` says.
    pub async fn start_with_mail(
        database: &str,
        limits: Limits,
        mail: Option<tablut_server::mail::MailConfig>,
    ) -> Server {
        let (ready_tx, ready_rx) = oneshot::channel();
        let (stop_tx, stop_rx) = oneshot::channel::<()>();
        let config = ServerConfig {
            addr: "127.0.0.1:0".parse().unwrap(),
            database: database.to_string(),
            limits,
            computer_threads: 1,
            ponder: false,
        };
        let task = tokio::spawn(async move {
            tablut_server::serve_with_mail(
                config,
                mail,
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

    pub async fn post(&self, path: &str, body: impl Serialize) -> (u16, Value) {
        let r = reqwest::Client::new()
            .post(self.url(path))
            .json(&body)
            .send()
            .await
            .unwrap();
        let status = r.status().as_u16();
        let v = r.json().await.unwrap_or(Value::Null);
        check_answer(status, &v);
        (status, v)
    }

    pub async fn command(&self, id: &str, secret: &str, body: impl Serialize) -> (u16, Value) {
        let r = reqwest::Client::new()
            .post(self.url(&format!("/api/games/{id}/commands")))
            .bearer_auth(secret)
            .json(&body)
            .send()
            .await
            .unwrap();
        let status = r.status().as_u16();
        let v = r.json().await.unwrap_or(Value::Null);
        check_answer(status, &v);
        (status, v)
    }

    pub async fn get(&self, path: &str) -> (u16, Value) {
        let r = reqwest::get(self.url(path)).await.unwrap();
        let status = r.status().as_u16();
        let v = r.json().await.unwrap_or(Value::Null);
        if path.starts_with("/api/games/") && !path.ends_with("/record") {
            check_answer(status, &v);
        }
        (status, v)
    }

    /// The game's record as downloaded (`/api/games/{id}/record`).
    pub async fn record(&self, id: &str) -> String {
        let r = reqwest::get(self.url(&format!("/api/games/{id}/record")))
            .await
            .unwrap();
        assert_eq!(r.status().as_u16(), 200);
        r.text().await.unwrap()
    }

    /// Creates a game.
    pub async fn create(&self, new: &NewGame) -> SeatTaken {
        let (status, v) = self.post("/api/games", new).await;
        assert_eq!(status, 201, "{v}");
        serde_json::from_value(v).expect("a SeatTaken")
    }

    /// The game `id`.
    pub async fn state(&self, id: &str) -> GameState {
        let (status, v) = self.get(&format!("/api/games/{id}")).await;
        assert_eq!(status, 200, "{v}");
        serde_json::from_value(v).expect("a GameState")
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
        let created = self
            .create(&NewGame {
                variant: Some(variant.to_string()),
                opponent: Some(Mode::Friend),
                side: Some(side.parse::<SideChoice>().unwrap()),
                level: None,
                name: Some("Ann".into()),
                clock: None,
            })
            .await;
        assert_eq!(created.state.status, Status::Waiting);
        let id = created.id;
        let (status, joined) = self
            .post(
                &format!("/api/games/{id}/join"),
                tablut_server::wire::JoinRequest {
                    invite: created.invite.expect("a friend game has an invitation"),
                    name: Some("Bob".into()),
                },
            )
            .await;
        assert_eq!(status, 200, "{joined}");
        let joined: SeatTaken = serde_json::from_value(joined).expect("a SeatTaken");
        assert_eq!(joined.state.status, Status::Active);
        assert_ne!(joined.seat, created.seat);
        (id, created.secret, joined.secret)
    }
}

/// Reads a JSON answer into the wire type it must be: a refusal into
/// `ErrorBody`, a game (alone or in a `SeatTaken`) into `GameState`.
fn check_answer(status: u16, v: &Value) {
    if status >= 400 {
        if !v.is_null() {
            let e: ErrorBody = serde_json::from_value(v.clone())
                .unwrap_or_else(|e| panic!("not an ErrorBody ({e}): {v}"));
            assert!(!e.message.is_empty());
        }
    } else if v.get("state").is_some() {
        let _: SeatTaken = serde_json::from_value(v.clone())
            .unwrap_or_else(|e| panic!("not a SeatTaken ({e}): {v}"));
    } else if v.get("steps").is_some() && v.get("variant").is_some() {
        let _: tablut_server::wire::AnalysisView = serde_json::from_value(v.clone())
            .unwrap_or_else(|e| panic!("not an AnalysisView ({e}): {v}"));
    } else if v.get("board").is_some() {
        let _: GameState = serde_json::from_value(v.clone())
            .unwrap_or_else(|e| panic!("not a GameState ({e}): {v}"));
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

    /// Sends a typed message.
    pub async fn say(&mut self, m: &ClientMessage) {
        let text = serde_json::to_string(m).unwrap();
        self.ws.send(Message::Text(text.into())).await.unwrap();
    }

    /// The next message, typed.
    pub async fn next_message(&mut self) -> ServerMessage {
        serde_json::from_value(self.next().await).unwrap()
    }

    /// The next JSON message but the keep-alive (fails after 20 s); it
    /// must read as a `ServerMessage`.
    pub async fn next(&mut self) -> Value {
        loop {
            let msg = tokio::time::timeout(Duration::from_secs(20), self.ws.next())
                .await
                .expect("a message in time")
                .expect("the connection stays open")
                .expect("no transport error");
            if let Message::Text(t) = msg {
                match serde_json::from_str::<ServerMessage>(&t) {
                    Err(e) => panic!("not a ServerMessage ({e}): {t}"),
                    // The keep-alive, every 5 s, is no news.
                    Ok(ServerMessage::Ping) => continue,
                    Ok(_) => return serde_json::from_str(&t).unwrap(),
                }
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
    let mut game = server.state(&id).await;
    let mut played: Vec<String> = Vec::new();
    while game.outcome.result == GameResult::Ongoing && played.len() < max {
        let ply = played.len() as u64;
        let legal = &game.legal;
        assert!(!legal.is_empty());
        let mv = legal[(ply as usize * 7919 + 13) % legal.len()].to_string();
        let (mover, other) = if game.side_to_move == tablut_core::Side::Defenders {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        mover
            .say(
                &Command::Move {
                    mv: mv.clone(),
                    ply: Some(ply),
                }
                .into(),
            )
            .await;
        let seen_by_other = other.until_ply(ply + 1).await;
        let seen_by_mover = mover.until_ply(ply + 1).await;
        let seen_by_watcher = watcher.until_ply(ply + 1).await;
        assert_eq!(seen_by_other["moves"][ply as usize]["move"], mv.as_str());
        assert_eq!(seen_by_other["board"], seen_by_mover["board"]);
        assert_eq!(seen_by_other["board"], seen_by_watcher["board"]);
        played.push(mv);
        game = serde_json::from_value(seen_by_other).expect("a GameState");
    }
    if game.outcome.result == GameResult::Ongoing {
        let resigner = if game.side_to_move == tablut_core::Side::Defenders {
            &mut a
        } else {
            &mut b
        };
        resigner.say(&ClientMessage::Resign).await;
        loop {
            if let ServerMessage::Update { game } = watcher.next_message().await {
                if game.status == Status::Finished {
                    assert_eq!(
                        game.outcome.reason,
                        Some(tablut_server::wire::EndReason::Resignation)
                    );
                    break;
                }
            }
        }
    }
    let stored = server.state(&id).await;
    assert_eq!(stored.status, Status::Finished);
    let stored_moves: Vec<String> = stored.moves.iter().map(|m| m.mv.to_string()).collect();
    assert_eq!(stored_moves, played);
    assert!(!stored.outcome.text.is_empty());
    let (_, archive) = server.get("/api/archive?limit=100").await;
    let archive: Vec<tablut_server::wire::ArchiveEntry> =
        serde_json::from_value(archive).expect("archive entries");
    assert!(
        archive.iter().any(|g| g.id == id),
        "the finished game is in the archive"
    );
    id
}

/// A new, empty database on the test PostgreSQL server; its URL.
pub async fn fresh_database() -> String {
    let admin = std::env::var("TABLUT_TEST_POSTGRES").expect(
        "TABLUT_TEST_POSTGRES must name a PostgreSQL database: \
         eval \"$(bash scripts/ci/postgres.sh start)\" starts one and sets it",
    );
    let name = format!("tablut_test_{}", tablut_server::secret::new_game_id());
    let mut conn = <sqlx::PgConnection as sqlx::Connection>::connect(&admin)
        .await
        .expect("the test PostgreSQL answers");
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut conn)
        .await
        .expect("a test database is created");
    sqlx::Connection::close(conn).await.ok();
    let (base, _) = admin.rsplit_once('/').expect("a database URL");
    format!("{base}/{name}")
}
