//! Several `tablut serve` processes: a second one on the same SQLite file
//! is refused at start; over one PostgreSQL, a server killed with SIGKILL
//! in the middle of the computer's search hands the game to another, which
//! takes the search over and play goes on there.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

fn start(db: &str) -> (Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tablut"))
        .args(["serve", "--addr", "127.0.0.1:0", "--database", db])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("tablut serve starts");
    let mut line = String::new();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    out.read_line(&mut line).unwrap();
    std::thread::spawn(move || std::io::copy(&mut out, &mut std::io::sink()));
    let start = line.find("http://").expect("the address is printed");
    let base = line[start..]
        .split_whitespace()
        .next()
        .unwrap()
        .trim_end_matches('/');
    (child, base.to_string())
}

#[test]
fn a_second_server_on_one_sqlite_file_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("one.db").display());
    let (mut first, _) = start(&db);
    let second = Command::new(env!("CARGO_BIN_EXE_tablut"))
        .args(["serve", "--addr", "127.0.0.1:0", "--database", &db])
        .output()
        .unwrap();
    assert!(!second.status.success());
    let err = String::from_utf8_lossy(&second.stderr);
    assert!(err.contains("another tablut server is using"), "{err}");
    assert!(err.contains("postgres://"), "{err}");
    // Once the first is gone (even killed), the file is free again.
    first.kill().unwrap();
    first.wait().unwrap();
    let (mut again, _) = start(&db);
    again.kill().unwrap();
    again.wait().unwrap();
}

/// The game's state, asked with the seat's secret (which holds the seat,
/// so the computer replies to this player).
async fn state(http: &reqwest::Client, base: &str, id: &str, secret: &str) -> Value {
    http.get(format!("{base}/api/games/{id}"))
        .bearer_auth(secret)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

/// Polls until the game has `ply` moves (or fails after `within`).
async fn until_ply(
    http: &reqwest::Client,
    base: &str,
    id: &str,
    secret: &str,
    ply: u64,
    within: Duration,
) -> Value {
    let start = Instant::now();
    loop {
        let game = state(http, base, id, secret).await;
        if game["ply"] == ply {
            return game;
        }
        assert!(game["ply"].as_u64().unwrap() < ply, "{game}");
        assert!(start.elapsed() < within, "no move {ply} in time: {game}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn a_server_killed_mid_search_hands_the_game_to_another() {
    let url = std::env::var("TABLUT_TEST_POSTGRES").expect(
        "TABLUT_TEST_POSTGRES must name a PostgreSQL database: \
         eval \"$(bash scripts/ci/postgres.sh start)\" starts one and sets it",
    );
    let (mut a, base_a) = start(&url);
    let (b, base_b) = start(&url);
    let http = reqwest::Client::new();
    // A person's game on A, then the computer's on A: ludoteka's
    // defenders move first, and the computer plays them at master level
    // (5 s a move).
    let r = http
        .post(format!("{base_a}/api/games"))
        .json(&json!({"opponent": "computer", "side": "attackers", "level": "master"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 201);
    let created: Value = r.json().await.unwrap();
    let id = created["id"].as_str().unwrap().to_string();
    let secret = created["secret"].as_str().unwrap().to_string();
    // Holding the seat on A starts the search there.
    let game = state(&http, &base_a, &id, &secret).await;
    assert_eq!(game["ply"], 0);
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let game = state(&http, &base_a, &id, &secret).await;
    assert_eq!(game["ply"], 0, "still searching: {game}");
    assert_eq!(game["thinking"], true, "{game}");
    // SIGKILL in mid-search.
    a.kill().unwrap();
    a.wait().unwrap();
    // B takes the search over once A's claim runs out, and plays once.
    let game = until_ply(&http, &base_b, &id, &secret, 1, Duration::from_secs(40)).await;
    assert_eq!(game["side_to_move"], "attackers");
    // Play goes on on B.
    let mv = game["legal"][0].as_str().unwrap().to_string();
    let r = http
        .post(format!("{base_b}/api/games/{id}/commands"))
        .bearer_auth(&secret)
        .json(&json!({"type": "move", "move": mv, "ply": 1}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 200);
    let game = until_ply(&http, &base_b, &id, &secret, 3, Duration::from_secs(40)).await;
    assert_eq!(game["moves"][1]["move"], mv.as_str());
    // A server started afresh finds the same game: nothing lost, nothing
    // played twice.
    let (c, base_c) = start(&url);
    let again = state(&http, &base_c, &id, &secret).await;
    assert_eq!(again["moves"], game["moves"]);
    for mut server in [b, c] {
        server.kill().unwrap();
        server.wait().unwrap();
    }
}

/// Plays move number `ply` (a legal one) through `base`; returns it.
async fn play(
    http: &reqwest::Client,
    base: &str,
    id: &str,
    secrets: (&str, &str),
    ply: u64,
) -> String {
    let game: Value = http
        .get(format!("{base}/api/games/{id}"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(game["ply"], ply, "{game}");
    let secret = if game["side_to_move"] == "defenders" {
        secrets.0
    } else {
        secrets.1
    };
    let legal = game["legal"].as_array().unwrap();
    let mv = legal[(ply as usize * 11 + 2) % legal.len()]
        .as_str()
        .unwrap()
        .to_string();
    let r = http
        .post(format!("{base}/api/games/{id}/commands"))
        .bearer_auth(secret)
        .json(&json!({"type": "move", "move": mv, "ply": ply}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 200);
    mv
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn a_server_killed_mid_game_leaves_the_game_to_the_others() {
    let url = std::env::var("TABLUT_TEST_POSTGRES").expect(
        "TABLUT_TEST_POSTGRES must name a PostgreSQL database: \
         eval \"$(bash scripts/ci/postgres.sh start)\" starts one and sets it",
    );
    let (mut a, base_a) = start(&url);
    let (b, base_b) = start(&url);
    let http = reqwest::Client::new();
    let created: Value = http
        .post(format!("{base_a}/api/games"))
        .json(&json!({"opponent": "friend", "side": "defenders", "name": "Ann"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let id = created["id"].as_str().unwrap().to_string();
    let joined: Value = http
        .post(format!("{base_b}/api/games/{id}/join"))
        .json(&json!({"invite": created["invite"], "name": "Bob"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let secrets = (
        created["secret"].as_str().unwrap().to_string(),
        joined["secret"].as_str().unwrap().to_string(),
    );
    let secrets = (secrets.0.as_str(), secrets.1.as_str());
    let mut played = Vec::new();
    for ply in 0..8u64 {
        let base = if ply % 2 == 0 { &base_a } else { &base_b };
        played.push(play(&http, base, &id, secrets, ply).await);
    }
    // SIGKILL at once after A's last acknowledged move.
    a.kill().unwrap();
    a.wait().unwrap();
    for ply in 8..12u64 {
        played.push(play(&http, &base_b, &id, secrets, ply).await);
    }
    let (c, base_c) = start(&url);
    let game: Value = http
        .get(format!("{base_c}/api/games/{id}"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let moves: Vec<&str> = game["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["move"].as_str().unwrap())
        .collect();
    assert_eq!(moves, played);
    for mut server in [b, c] {
        server.kill().unwrap();
        server.wait().unwrap();
    }
}
