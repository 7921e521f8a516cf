//! The puzzle trainer's API against a real server: a puzzle near the
//! solver's rating and of the theme asked; moves judged by exhaustive
//! search (the right move gets the reply, then the win; a wrong move the
//! solution); ratings moved for guests (sent back) and accounts (kept).

mod common;

use common::browser::Browser;
use common::{sqlite_url, Server};
use serde_json::{json, Value};

async fn server() -> (Server, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    (server, dir)
}

/// The puzzle's stored line, from the shipped file.
fn solution(id: &str) -> Vec<String> {
    let preset = id.rsplit_once('-').unwrap().0;
    let path = format!(
        "{}/../../puzzles/{preset}.jsonl",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).unwrap();
    let line = text
        .lines()
        .find(|l| l.contains(&format!("\"id\":\"{id}\"")))
        .unwrap();
    let p: Value = serde_json::from_str(line).unwrap();
    p["solution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_two_move_puzzle_is_solved_move_by_move() {
    let (server, _dir) = server().await;
    let mut guest = Browser::new(&server);
    let (s, p) = guest
        .get("/api/puzzles/next?preset=cartier&theme=tuichi&rating=1550")
        .await;
    assert_eq!(s, 200, "{p}");
    assert!(p["themes"]
        .as_array()
        .unwrap()
        .iter()
        .any(|t| t == "tuichi"));
    assert!(
        p.get("solution").is_none(),
        "the solution is not given away"
    );
    assert_eq!(p["board"].as_array().unwrap().len(), 9, "{p}");
    assert!(!p["legal"].as_array().unwrap().is_empty());
    assert!(p["squares"]["throne"].is_string());
    let id = p["id"].as_str().unwrap().to_string();
    let line = solution(&id);
    let path = format!("/api/puzzles/{id}/moves");
    if p["win_in"] == 2 {
        let (s, j) = guest.post(&path, json!({"moves": [line[0]]})).await;
        assert_eq!(s, 200, "{j}");
        assert_eq!(
            (j["correct"].as_bool(), j["solved"].as_bool()),
            (Some(true), Some(false))
        );
        assert_eq!(j["reply"], line[1].as_str());
        assert_eq!(
            j["steps"].as_array().unwrap().len(),
            2,
            "the move and the reply"
        );
        assert_eq!(j["steps"][1]["move"], line[1].as_str());
        assert!(j["legal"]
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m == line[2].as_str()));
        let (_, j) = guest
            .post(&path, json!({"moves": [line[0], line[2]]}))
            .await;
        assert_eq!(
            (j["correct"].as_bool(), j["solved"].as_bool()),
            (Some(true), Some(true)),
            "{j}"
        );
    } else {
        let (_, j) = guest.post(&path, json!({"moves": [line[0]]})).await;
        assert_eq!(j["solved"], true, "{j}");
    }
    // A move that does not win fails, and shows the solution.
    let position = p["position"].as_str().unwrap();
    let mut wrong = None;
    let setup: tablut_core::Setup = position.parse().unwrap();
    let game = tablut_core::Game::new(
        tablut_core::Position::from_setup(&setup, tablut_core::Preset::Cartier.rules()).unwrap(),
    );
    for mv in game.legal_moves().iter() {
        if mv.to_string() != line[0] {
            wrong = Some(mv.to_string());
            break;
        }
    }
    let (_, j) = guest.post(&path, json!({"moves": [wrong.unwrap()]})).await;
    assert_eq!(j["correct"], false, "{j}");
    assert_eq!(j["solution"].as_array().unwrap().len(), line.len());
    assert_eq!(j["solution_steps"].as_array().unwrap().len(), line.len());
    // Giving up ends the attempt with the solution.
    let (_, j) = guest.post(&path, json!({"give_up": true})).await;
    assert_eq!(
        (j["correct"].as_bool(), j["solved"].as_bool()),
        (Some(false), Some(false))
    );
    assert_eq!(j["solution"].as_array().unwrap().len(), line.len());

    // Bad attempts are refused.
    let (s, _) = guest.post(&path, json!({"moves": []})).await;
    assert_eq!(s, 400);
    let (s, _) = guest
        .post(&path, json!({"moves": ["a1-a9", "b1-b9", "c1-c9"]}))
        .await;
    assert_eq!(s, 400);
    let (s, v) = guest.post(&path, json!({"moves": ["e5-e5"]})).await;
    assert!(s == 400 || s == 422, "{v}");
    let (s, _) = guest
        .post("/api/puzzles/nope-0001/moves", json!({"moves": ["a1-a2"]}))
        .await;
    assert_eq!(s, 404);
    let (s, _) = guest.get("/api/puzzles/next?preset=chess").await;
    assert_eq!(s, 400);
    let (s, v) = guest
        .get("/api/puzzles/next?preset=cartier&theme=nope")
        .await;
    assert_eq!((s, v["error"].as_str()), (400, Some("bad_request")), "{v}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ratings_move_for_guests_and_accounts() {
    let (server, _dir) = server().await;
    let mut guest = Browser::new(&server);
    let (_, p) = guest
        .get("/api/puzzles/next?preset=ludoteka&rating=1200")
        .await;
    let id = p["id"].as_str().unwrap().to_string();
    let before = p["rating"].as_i64().unwrap();
    let (s, r) = guest
        .post(
            &format!("/api/puzzles/{id}/result"),
            json!({"solved": true, "rating": {"rating": 1500.0, "deviation": 200.0, "volatility": 0.06}}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    assert_eq!(r["kept"], false);
    assert!(r["after"]["rating"].as_f64().unwrap() > 1500.0);
    assert!(
        r["puzzle"].as_i64().unwrap() < before,
        "a solved puzzle is easier"
    );
    // The next puzzle chosen takes the solved one's new rating into account
    // and leaves out what was seen.
    let (_, n) = guest
        .get(&format!(
            "/api/puzzles/next?preset=ludoteka&rating=1200&seen={id}"
        ))
        .await;
    assert_ne!(n["id"], id.as_str());

    let mut ann = Browser::new(&server);
    assert_eq!(ann.register("Solver", "a good password").await.0, 200);
    let (_, r1) = ann
        .post(
            &format!("/api/puzzles/{id}/result"),
            json!({"solved": false}),
        )
        .await;
    assert_eq!(r1["kept"], true);
    assert_eq!(r1["before"]["rating"], 1500.0);
    let after_fail = r1["after"]["rating"].as_f64().unwrap();
    assert!(after_fail < 1500.0);
    let (_, r2) = ann
        .post(&format!("/api/puzzles/{id}/result"), json!({"solved": true, "rating": {"rating": 3000.0, "deviation": 30.0, "volatility": 0.06}}))
        .await;
    assert_eq!(
        r2["before"]["rating"].as_f64().unwrap(),
        after_fail,
        "the server's, not the one sent"
    );
    let (s, mine) = ann.get("/api/puzzles/rating").await;
    assert_eq!(s, 200);
    assert_eq!(mine["rating"], r2["after"]["rating"]);
    let (s, _) = Browser::new(&server).get("/api/puzzles/rating").await;
    assert_eq!(s, 401);
}
