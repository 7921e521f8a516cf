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

/// `tablut serve --database db`, which must fail within 8 seconds: its
/// stderr.
fn refused_database(db: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tablut"))
        .args(["serve", "--addr", "127.0.0.1:0", "--database", db])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tablut serve starts");
    let start = std::time::Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > std::time::Duration::from_secs(8) {
            let _ = child.kill();
            panic!("tablut serve --database {db} still ran after 8 s");
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let o = child.wait_with_output().unwrap();
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr).to_string();
    assert!(!err.contains('\x1b'), "escape codes into a pipe: {err:?}");
    assert!(!err.contains("pool timed out"), "{err}");
    err
}

#[test]
fn a_file_that_is_not_a_database_is_refused_at_once_with_the_cause() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("notes.txt");
    std::fs::write(&file, "some notes, not a database\n".repeat(100)).unwrap();
    let err = refused_database(&format!("sqlite://{}", file.display()));
    assert!(err.contains("not a database"), "{err}");
    assert!(err.contains(&file.display().to_string()), "{err}");
}

#[test]
fn an_unreachable_postgres_is_refused_at_once_with_the_cause() {
    let err = refused_database("postgres://tablut:pw@127.0.0.1:1/x");
    assert!(err.to_lowercase().contains("refused"), "{err}");
    assert!(!err.contains(":pw@"), "the password is hidden: {err}");
}

#[test]
fn the_log_has_no_colours_outside_a_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("log.db").display());
    let mut child = Command::new(env!("CARGO_BIN_EXE_tablut"))
        .args(["serve", "--addr", "127.0.0.1:0", "--database", &db])
        .env("TABLUT_LOG", "debug")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tablut serve starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    assert!(line.contains("http://"), "{line}");
    child.kill().unwrap();
    let o = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("DEBUG"), "{err}");
    assert!(!err.contains('\x1b'), "escape codes into a pipe: {err:?}");
}
