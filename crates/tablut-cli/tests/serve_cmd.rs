//! `tablut serve` as a process: it prints where to go, and a server killed
//! with SIGKILL mid-game loses nothing it has acknowledged.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

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
    // Keep reading, as a terminal would.
    std::thread::spawn(move || std::io::copy(&mut out, &mut std::io::sink()));
    let start = line.find("http://").expect("the address is printed");
    let base = line[start..]
        .split_whitespace()
        .next()
        .unwrap()
        .trim_end_matches('/');
    (child, base.to_string())
}

async fn post(
    client: &reqwest::Client,
    url: String,
    secret: Option<&str>,
    body: Value,
) -> (u16, Value) {
    let mut req = client.post(url).json(&body);
    if let Some(s) = secret {
        req = req.bearer_auth(s);
    }
    let r = req.send().await.unwrap();
    (r.status().as_u16(), r.json().await.unwrap_or(Value::Null))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_server_keeps_every_acknowledged_move() {
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("kill.db").display());
    let (mut server, base) = start(&db);
    let http = reqwest::Client::new();
    let (s, created) = post(
        &http,
        format!("{base}/api/games"),
        None,
        json!({"opponent": "local", "variant": "ludoteka"}),
    )
    .await;
    assert_eq!(s, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let secret = created["secret"].as_str().unwrap().to_string();
    let mut game = created["state"].clone();
    let mut played = Vec::new();
    for ply in 0..12u64 {
        let legal = game["legal"].as_array().unwrap();
        let mv = legal[(ply as usize * 31 + 7) % legal.len()]
            .as_str()
            .unwrap()
            .to_string();
        let (s, next) = post(
            &http,
            format!("{base}/api/games/{id}/commands"),
            Some(&secret),
            json!({"type": "move", "move": mv, "ply": ply}),
        )
        .await;
        assert_eq!(s, 200, "{next}");
        played.push(mv);
        game = next;
        if game["outcome"]["result"] != "ongoing" {
            break;
        }
    }
    // SIGKILL, at once after the last acknowledgement.
    server.kill().unwrap();
    server.wait().unwrap();

    let (mut server, base) = start(&db);
    let state: Value = http
        .get(format!("{base}/api/games/{id}"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let moves: Vec<&str> = state["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["move"].as_str().unwrap())
        .collect();
    assert_eq!(moves, played, "every acknowledged move survived");
    assert_eq!(state["board"], game["board"]);
    if state["outcome"]["result"] == "ongoing" {
        let mv = state["legal"][0].as_str().unwrap();
        let (s, v) = post(
            &http,
            format!("{base}/api/games/{id}/commands"),
            Some(&secret),
            json!({"type": "move", "move": mv, "ply": played.len()}),
        )
        .await;
        assert_eq!(s, 200, "play goes on after the restart: {v}");
    }
    server.kill().unwrap();
    server.wait().unwrap();
}

#[test]
fn serve_help_explains_itself() {
    let out = Command::new(env!("CARGO_BIN_EXE_tablut"))
        .args(["serve", "--help"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    for needle in [
        "--addr",
        "--database",
        "postgres://",
        "sqlite://",
        "kill -9",
    ] {
        assert!(
            text.contains(needle),
            "serve --help mentions {needle}:\n{text}"
        );
    }
}

#[test]
fn a_bad_database_url_is_a_clear_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_tablut"))
        .args(["serve", "--addr", "127.0.0.1:0", "--database", "mysql://x"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("sqlite://PATH or postgres://"), "{err}");
}
