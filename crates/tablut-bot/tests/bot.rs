//! A bot against a real server in this process: its owner makes it, then
//! challenges it from the lobby; the bot accepts, greets, answers every
//! move with the engine within its clock, and says good game when the
//! owner resigns. A token that is not a live bot's stops it at once. A
//! bot given a tournament joins it, and plays the game the server makes
//! for it when the tournament starts, with no challenge.

use std::time::Duration;

use serde_json::{json, Value};
use tablut_bot::{BotConfig, BotError};
use tablut_server::{Limits, ServerConfig};

/// A server on a free port over a fresh SQLite file: its base URL.
async fn server(dir: &tempfile::TempDir) -> String {
    let (ready, address) = tokio::sync::oneshot::channel();
    let config = ServerConfig {
        addr: "127.0.0.1:0".parse().unwrap(),
        database: format!("sqlite://{}", dir.path().join("bots.db").display()),
        limits: Limits::default(),
        computer_threads: 1,
        ponder: false,
    };
    tokio::spawn(async move {
        tablut_server::serve(
            config,
            move |addr| {
                let _ = ready.send(addr);
            },
            std::future::pending(),
        )
        .await
        .expect("the server runs")
    });
    format!("http://{}", address.await.expect("the server starts"))
}

/// The owner's browser: a session cookie and the server's origin.
struct Owner {
    base: String,
    cookie: String,
    http: reqwest::Client,
}

impl Owner {
    async fn register(base: &str) -> Owner {
        let http = reqwest::Client::new();
        let answer = http
            .post(format!("{base}/api/account/register"))
            .json(&json!({"name": "Keeper", "password": "owner's password"}))
            .send()
            .await
            .unwrap();
        assert_eq!(answer.status(), 200);
        let cookie = answer.headers()["set-cookie"]
            .to_str()
            .unwrap()
            .split(';')
            .next()
            .unwrap()
            .to_string();
        Owner {
            base: base.to_string(),
            cookie,
            http,
        }
    }

    async fn call(&self, method: reqwest::Method, path: &str, body: Value) -> (u16, Value) {
        let answer = self
            .http
            .request(method, format!("{}{path}", self.base))
            .header("cookie", &self.cookie)
            .header("origin", &self.base)
            .json(&body)
            .send()
            .await
            .unwrap();
        let status = answer.status().as_u16();
        (status, answer.json().await.unwrap_or(Value::Null))
    }

    async fn post(&self, path: &str, body: Value) -> (u16, Value) {
        self.call(reqwest::Method::POST, path, body).await
    }

    async fn get(&self, path: &str) -> Value {
        self.call(reqwest::Method::GET, path, Value::Null).await.1
    }
}

/// Waits for `done` to hold of the game, for at most 20 s.
async fn until(owner: &Owner, id: &str, done: impl Fn(&Value) -> bool) -> Value {
    for _ in 0..400 {
        let game = owner.get(&format!("/api/games/{id}")).await;
        if done(&game) {
            return game;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the game never got there")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_accepts_a_challenge_and_plays_it_out() {
    let dir = tempfile::tempdir().unwrap();
    let base = server(&dir).await;
    let owner = Owner::register(&base).await;
    let (s, made) = owner
        .post("/api/account/bots", json!({"name": "Tabby"}))
        .await;
    assert_eq!(s, 200, "{made}");
    assert_eq!(made["bot"]["bot"], true);
    let token = made["token"].as_str().unwrap().to_string();
    assert!(token.starts_with("bot_"));
    let bots = owner.get("/api/account/bots").await;
    assert_eq!(bots[0]["name"], "Tabby");

    let bot = tokio::spawn(tablut_bot::run(BotConfig {
        url: base.clone(),
        token,
        engine: "tablut:depth=1".parse().unwrap(),
        max_think: Duration::from_secs(1),
        chat: true,
        tournaments: Vec::new(),
    }));

    // The owner challenges the bot to a 5+0 game and plays the defenders.
    let (s, challenge) = owner
        .post(
            "/api/lobby/seeks",
            json!({"clock": "5+0", "to": "tabby", "side": "defenders"}),
        )
        .await;
    assert_eq!(s, 201, "{challenge}");
    let seek = challenge["seek"]["id"].as_str().unwrap().to_string();
    let secret = challenge["secret"].as_str().unwrap().to_string();
    let mut game_id = None;
    for _ in 0..400 {
        let lobby = owner.get("/api/lobby").await;
        if let Some(started) = lobby["started"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["seek"] == seek.as_str())
        {
            game_id = Some(started["game"].as_str().unwrap().to_string());
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let id = game_id.expect("the bot accepts the challenge");
    let game = owner.get(&format!("/api/games/{id}")).await;
    assert_eq!(game["seats"]["attackers"]["name"], "Tabby");
    assert_eq!(game["clock"]["control"], "5+0");

    // Three moves each: the bot answers every one.
    let mut owner_moves = 0;
    while owner_moves < 3 {
        let game = until(&owner, &id, |g| {
            g["side_to_move"] == "defenders" || g["outcome"]["result"] != "ongoing"
        })
        .await;
        assert_eq!(game["outcome"]["result"], "ongoing", "{}", game["outcome"]);
        let mv = game["legal"][0].as_str().unwrap();
        let (s, v) = owner
            .http
            .post(format!("{base}/api/games/{id}/commands"))
            .bearer_auth(&secret)
            .json(&json!({"type": "move", "move": mv, "ply": game["ply"]}))
            .send()
            .await
            .map(|r| (r.status().as_u16(), r))
            .unwrap();
        assert_eq!(s, 200, "{:?}", v.text().await);
        owner_moves += 1;
    }
    let game = until(&owner, &id, |g| g["side_to_move"] == "defenders").await;
    let bot_moves = game["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["side"] == "attackers")
        .count();
    assert!(bot_moves >= 3, "{bot_moves} bot moves");
    // The bot's clock ran and it kept within it.
    assert!(game["clock"]["attackers_ms"].as_i64().unwrap() < 300_000);
    assert!(game["clock"]["attackers_ms"].as_i64().unwrap() > 240_000);

    let (s, _) = owner
        .http
        .post(format!("{base}/api/games/{id}/commands"))
        .bearer_auth(&secret)
        .json(&json!({"type": "resign"}))
        .send()
        .await
        .map(|r| (r.status().as_u16(), ()))
        .unwrap();
    assert_eq!(s, 200);
    let game = until(&owner, &id, |g| {
        g["chat"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["text"] == "Good game!")
    })
    .await;
    assert!(game["chat"][0]["text"]
        .as_str()
        .unwrap()
        .starts_with("Hello! I am a bot"));
    let profile = owner.get("/api/players/tabby").await;
    assert_eq!(profile["bot_owner"], "Keeper");
    assert_eq!(profile["as_attackers"]["wins"], 1);
    bot.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_that_is_not_a_live_bots_stops_the_bot() {
    let dir = tempfile::tempdir().unwrap();
    let base = server(&dir).await;
    let owner = Owner::register(&base).await;
    let (_, made) = owner
        .post("/api/account/bots", json!({"name": "Old"}))
        .await;
    let old = made["token"].as_str().unwrap().to_string();
    // A new token replaces the old one.
    let (s, renewed) = owner.post("/api/account/bots/old/token", json!({})).await;
    assert_eq!(s, 200, "{renewed}");
    let config = |token: &str| BotConfig {
        url: base.clone(),
        token: token.to_string(),
        engine: "tablut:depth=1".parse().unwrap(),
        max_think: Duration::from_secs(1),
        chat: false,
        tournaments: Vec::new(),
    };
    for token in [old.as_str(), "bot_00000000000000000000000000000000"] {
        let e = tablut_bot::run(config(token)).await.unwrap_err();
        assert!(
            matches!(&e, BotError::Refused { code, .. } if code == "unauthorized"),
            "{e}"
        );
    }
    // A person's session is no bot: a seat secret is not a token either,
    // and the message says what a token looks like (issue 30).
    for token in ["0123456789abcdef0123456789abcdef", "x"] {
        let e = tablut_bot::run(config(token)).await.unwrap_err();
        assert!(matches!(e, BotError::NotAToken), "{e}");
        assert!(e.to_string().contains("bot_ and 32 hex digits"), "{e}");
    }
    // Bots cannot log in with a password, nor own bots.
    let (s, _) = owner
        .post("/api/account/login", json!({"name": "Old", "password": ""}))
        .await;
    assert_eq!(s, 403);
}

/// Waits for `done` to hold of tournament `id`, for at most 30 s (the
/// server opens rounds and finishes tournaments on a 2 s tick).
async fn tournament_until(owner: &Owner, id: &str, done: impl Fn(&Value) -> bool) -> Value {
    for _ in 0..300 {
        let view = owner.get(&format!("/api/tournaments/{id}")).await;
        if done(&view) {
            return view;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "the tournament never got there: {}",
        owner.get(&format!("/api/tournaments/{id}")).await
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_joins_a_tournament_and_plays_the_game_its_round_gives_it() {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    use tokio_tungstenite::tungstenite::Message;

    let dir = tempfile::tempdir().unwrap();
    let base = server(&dir).await;
    let owner = Owner::register(&base).await;
    let (_, made) = owner
        .post("/api/account/bots", json!({"name": "Tabby"}))
        .await;
    let token = made["token"].as_str().unwrap().to_string();
    let (s, created) = owner
        .post(
            "/api/tournaments",
            json!({"name": "Bots' cup", "clock": "5+0", "format": "swiss",
                   "rounds": 1, "match": "single"}),
        )
        .await;
    assert_eq!(s, 201, "{created}");
    let id = created["tournament"]["id"].as_str().unwrap().to_string();
    let (s, joined) = owner
        .post(&format!("/api/tournaments/{id}/join"), json!({}))
        .await;
    assert_eq!(s, 200, "{joined}");

    let bot = tokio::spawn(tablut_bot::run(BotConfig {
        url: base.clone(),
        token,
        engine: "tablut:depth=1".parse().unwrap(),
        max_think: Duration::from_secs(1),
        chat: false,
        tournaments: vec![id.clone()],
    }));
    // The bot joins when it starts.
    let view = tournament_until(&owner, &id, |v| {
        v["entrants"].as_array().unwrap().len() == 2
    })
    .await;
    let names: Vec<&str> = view["entrants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["name"].as_str().unwrap())
        .collect();
    assert!(names.contains(&"Tabby"), "{names:?}");

    // The owner starts it: round 1 is one game, Keeper against Tabby, made
    // by the server with both accounts in their seats.
    let (s, started) = owner
        .post(&format!("/api/tournaments/{id}/start"), json!({}))
        .await;
    assert_eq!(s, 200, "{started}");
    let view = tournament_until(&owner, &id, |v| v["tournament"]["round"] == 1).await;
    let pairing = &view["pairings"][0];
    let game = pairing["games"][0].as_str().unwrap().to_string();
    assert_eq!(pairing["games"].as_array().unwrap().len(), 1, "{pairing}");

    // The owner plays from the account, over the game's WebSocket with the
    // session cookie: three moves (the bot answering each), then resigns.
    let ws_base = base.replacen("http://", "ws://", 1);
    let mut request = format!("{ws_base}/api/games/{game}/ws")
        .into_client_request()
        .unwrap();
    request
        .headers_mut()
        .insert("cookie", owner.cookie.parse().unwrap());
    let (mut ws, _) = tokio_tungstenite::connect_async(request).await.unwrap();
    ws.send(Message::text(json!({"type": "auth"}).to_string()))
        .await
        .unwrap();
    let mut side = None;
    let mut moved = 0;
    let mut answered = None;
    let last = loop {
        let message = tokio::time::timeout(Duration::from_secs(30), ws.next())
            .await
            .expect("the game goes on")
            .expect("the connection stays open")
            .unwrap();
        let Message::Text(text) = message else {
            continue;
        };
        let message: Value = serde_json::from_str(&text).unwrap();
        if message["type"] == "state" && message["you"].is_string() {
            side = message["you"].as_str().map(str::to_string);
        }
        if !matches!(message["type"].as_str(), Some("state" | "update")) {
            continue;
        }
        let g = &message["game"];
        if g["status"] == "finished" {
            break g.clone();
        }
        let mine = side.as_deref().is_some_and(|s| g["side_to_move"] == s);
        let ply = g["ply"].as_u64().unwrap();
        if !mine || answered == Some(ply) {
            continue;
        }
        answered = Some(ply);
        let command = if moved == 3 {
            json!({"type": "resign"})
        } else {
            moved += 1;
            json!({"type": "move", "move": g["legal"][0], "ply": ply})
        };
        ws.send(Message::text(command.to_string())).await.unwrap();
    };
    let me = side.expect("the owner holds a seat by the account");
    let bot_side = if me == "attackers" {
        "defenders"
    } else {
        "attackers"
    };
    assert_eq!(last["seats"][bot_side]["name"], "Tabby");
    let bot_moves = last["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["side"] == bot_side)
        .count();
    assert!(bot_moves >= 2, "the bot moved {bot_moves} times: {last}");
    assert_eq!(last["outcome"]["winner"], bot_side, "{}", last["outcome"]);

    // Its round over, the tournament finishes, the bot first.
    let view = tournament_until(&owner, &id, |v| v["tournament"]["status"] == "finished").await;
    assert_eq!(view["standings"][0]["name"], "Tabby", "{view}");
    assert_eq!(view["standings"][0]["points"], 1.0);
    // The bot played it once: still listed as ended, never taken up again.
    let games = owner.get("/api/account/games").await;
    assert_eq!(games.as_array().map(Vec::len), Some(0), "{games}");
    bot.abort();
}
