//! The puzzle trainer's API against a real server: a puzzle near the
//! solver's rating and of the theme asked; moves judged by exhaustive
//! search (the right move gets the reply, then the win; a wrong move the
//! solution); attempts recorded by the server, which alone decides how
//! they ended; only an account's first attempt at a puzzle rated, a hint
//! or giving up counting as a failure; guests unrated; new attempts
//! throttled per address and per account.

mod common;

use common::browser::Browser;
use common::{sqlite_url, Server};
use serde_json::{json, Value};
use tablut_server::Limits;

async fn server() -> (Server, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    (server, dir)
}

/// The shipped puzzles of `preset`.
fn shipped(preset: &str) -> Vec<Value> {
    let path = format!(
        "{}/../../puzzles/{preset}.jsonl",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// The puzzle `id`, from the shipped file.
fn shipped_puzzle(id: &str) -> Value {
    let preset = id.rsplit_once('-').unwrap().0;
    shipped(preset).into_iter().find(|p| p["id"] == id).unwrap()
}

/// The puzzle's stored line.
fn solution(id: &str) -> Vec<String> {
    shipped_puzzle(id)["solution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_string())
        .collect()
}

/// The `n`th shipped puzzle of `preset` to win in `win_in` moves.
fn nth_puzzle(preset: &str, win_in: u64, n: usize) -> String {
    shipped(preset)
        .into_iter()
        .filter(|p| p["win_in"] == win_in)
        .nth(n)
        .unwrap()["id"]
        .as_str()
        .unwrap()
        .to_string()
}

/// A legal first move of puzzle `id` that is not its solution's (so it
/// does not win: exactly one move does).
fn wrong_move(id: &str) -> String {
    let p = shipped_puzzle(id);
    let preset: tablut_core::Preset = p["preset"].as_str().unwrap().parse().unwrap();
    let setup: tablut_core::Setup = p["position"].as_str().unwrap().parse().unwrap();
    let game =
        tablut_core::Game::new(tablut_core::Position::from_setup(&setup, preset.rules()).unwrap());
    let right = &solution(id)[0];
    game.legal_moves()
        .iter()
        .map(ToString::to_string)
        .find(|m| m != right)
        .unwrap()
}

/// Puzzle `id`'s rating now, as `GET /api/puzzles/next` shows it (every
/// other puzzle of its preset marked seen).
async fn puzzle_rating(b: &mut Browser<'_>, id: &str) -> i64 {
    let preset = id.rsplit_once('-').unwrap().0;
    let others: Vec<String> = shipped(preset)
        .into_iter()
        .map(|p| p["id"].as_str().unwrap().to_string())
        .filter(|p| p != id)
        .collect();
    let (s, p) = b
        .get(&format!(
            "/api/puzzles/next?preset={preset}&seen={}",
            others.join(",")
        ))
        .await;
    assert_eq!((s, p["id"].as_str()), (200, Some(id)), "{p}");
    p["rating"].as_i64().unwrap()
}

/// The logged-in account's puzzle rating.
async fn my_rating(b: &mut Browser<'_>) -> f64 {
    let (s, r) = b.get("/api/puzzles/rating").await;
    assert_eq!(s, 200, "{r}");
    r["rating"].as_f64().unwrap()
}

/// Plays the solver's moves of puzzle `id`'s line in one new attempt;
/// the last judgement.
async fn solve(b: &mut Browser<'_>, id: &str) -> Value {
    let line = solution(id);
    let path = format!("/api/puzzles/{id}/moves");
    let mut attempt = Value::Null;
    let mut moves = Vec::new();
    let mut last = Value::Null;
    for mv in line.iter().step_by(2) {
        moves.push(mv.clone());
        let mut body = json!({ "moves": moves });
        if !attempt.is_null() {
            body["attempt"] = attempt.clone();
        }
        let (s, j) = b.post(&path, body).await;
        assert_eq!(s, 200, "{j}");
        assert_eq!(j["correct"], true, "{j}");
        attempt = j["attempt"].clone();
        last = j;
    }
    assert_eq!(last["solved"], true, "{last}");
    last
}

/// POST with the request counted against address `ip` (the test server
/// is reached over loopback, so it takes `X-Forwarded-For`).
async fn post_from(b: &mut Browser<'_>, ip: &str, path: &str, body: Value) -> (u16, Value) {
    let req = reqwest::Client::new()
        .post(b.server.url(path))
        .header("x-forwarded-for", ip)
        .json(&body);
    let (s, v, _) = b.send(req).await;
    (s, v)
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
        let attempt = j["attempt"].as_str().unwrap().to_string();
        // The attempt's moves must be the ones the server judged.
        let (s, v) = guest
            .post(
                &path,
                json!({"attempt": attempt, "moves": [wrong_move(&id), line[2]]}),
            )
            .await;
        assert_eq!(s, 400, "{v}");
        let (_, j) = guest
            .post(
                &path,
                json!({"attempt": attempt, "moves": [line[0], line[2]]}),
            )
            .await;
        assert_eq!(
            (j["correct"].as_bool(), j["solved"].as_bool()),
            (Some(true), Some(true)),
            "{j}"
        );
        // Once over, the attempt takes no more moves.
        let (s, v) = guest
            .post(
                &path,
                json!({"attempt": attempt, "moves": [line[0], line[2]]}),
            )
            .await;
        assert_eq!((s, v["error"].as_str()), (409, Some("not_allowed")), "{v}");
    } else {
        let (_, j) = guest.post(&path, json!({"moves": [line[0]]})).await;
        assert_eq!(j["solved"], true, "{j}");
    }
    // A move that does not win fails, and shows the solution.
    let (_, j) = guest.post(&path, json!({"moves": [wrong_move(&id)]})).await;
    assert_eq!(j["correct"], false, "{j}");
    assert_eq!(j["solution"].as_array().unwrap().len(), line.len());
    assert_eq!(j["solution_steps"].as_array().unwrap().len(), line.len());
    // Giving up ends an attempt with the solution.
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
    let (s, v) = guest
        .post(&path, json!({"attempt": "nope", "moves": [line[0]]}))
        .await;
    assert_eq!((s, v["error"].as_str()), (404, Some("not_found")), "{v}");
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

/// The forgery of issue 28: `{"solved": true}` sent ten times without a
/// move took an account from 1500 to 1851 and pushed the puzzle down.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forged_result_changes_no_rating() {
    let (server, _dir) = server().await;
    let mut ann = Browser::new(&server);
    assert_eq!(ann.register("Forger", "a good password").await.0, 200);
    let id = nth_puzzle("ludoteka", 1, 0);
    let before = puzzle_rating(&mut ann, &id).await;
    for _ in 0..10 {
        let (s, v) = ann
            .post(
                &format!("/api/puzzles/{id}/result"),
                json!({"solved": true}),
            )
            .await;
        assert!(s >= 400, "{s} {v}");
    }
    // Nor does a move list that claims success without the attempt.
    let (s, _) = ann
        .post(
            &format!("/api/puzzles/{id}/moves"),
            json!({"moves": [solution(&id)[0]], "solved": true}),
        )
        .await;
    assert_eq!(s, 400);
    assert_eq!(my_rating(&mut ann).await, 1500.0);
    assert_eq!(puzzle_rating(&mut ann, &id).await, before);
    // A guest sending a made-up rating moves nothing either.
    let mut guest = Browser::new(&server);
    let (s, _) = guest
        .post(
            &format!("/api/puzzles/{id}/result"),
            json!({"solved": false, "rating": {"rating": 4000.0, "deviation": 30.0, "volatility": 0.06}}),
        )
        .await;
    assert!(s >= 400);
    assert_eq!(puzzle_rating(&mut guest, &id).await, before);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_move_fails_a_rated_attempt() {
    let (server, _dir) = server().await;
    let mut ann = Browser::new(&server);
    assert_eq!(ann.register("Misser", "a good password").await.0, 200);
    let id = nth_puzzle("catalan", 2, 0);
    let before = puzzle_rating(&mut ann, &id).await;
    let (s, j) = ann
        .post(
            &format!("/api/puzzles/{id}/moves"),
            json!({"moves": [wrong_move(&id)]}),
        )
        .await;
    assert_eq!(s, 200, "{j}");
    assert_eq!(
        (j["correct"].as_bool(), j["rated"].as_bool()),
        (Some(false), Some(true)),
        "{j}"
    );
    assert_eq!(j["rating"]["before"]["rating"], 1500.0);
    let after = j["rating"]["after"]["rating"].as_f64().unwrap();
    assert!(after < 1500.0, "{j}");
    assert_eq!(my_rating(&mut ann).await, after);
    let puzzle = j["rating"]["puzzle"].as_i64().unwrap();
    assert!(puzzle > before, "a failed puzzle is harder");
    assert_eq!(puzzle_rating(&mut ann, &id).await, puzzle);
    // The failed attempt is over: its right move now changes nothing.
    let line = solution(&id);
    let (s, v) = ann
        .post(
            &format!("/api/puzzles/{id}/moves"),
            json!({"attempt": j["attempt"], "moves": [line[0]]}),
        )
        .await;
    assert_eq!((s, v["error"].as_str()), (409, Some("not_allowed")), "{v}");
    assert_eq!(my_rating(&mut ann).await, after);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_correct_line_rates_once_and_a_second_attempt_rates_nothing() {
    let (server, _dir) = server().await;
    let mut ann = Browser::new(&server);
    assert_eq!(ann.register("Solver", "a good password").await.0, 200);
    let id = nth_puzzle("ludoteka", 2, 0);
    let before = puzzle_rating(&mut ann, &id).await;
    let line = solution(&id);
    // The first move is right: nothing is rated yet.
    let path = format!("/api/puzzles/{id}/moves");
    let (_, j) = ann.post(&path, json!({"moves": [line[0]]})).await;
    assert_eq!(
        (j["correct"].as_bool(), j["rated"].as_bool()),
        (Some(true), Some(true)),
        "{j}"
    );
    assert!(j["rating"].is_null());
    assert_eq!(my_rating(&mut ann).await, 1500.0);
    // The second completes the line: rated, once.
    let (_, j) = ann
        .post(
            &path,
            json!({"attempt": j["attempt"], "moves": [line[0], line[2]]}),
        )
        .await;
    assert_eq!(j["solved"], true, "{j}");
    let after = j["rating"]["after"]["rating"].as_f64().unwrap();
    assert!(after > 1500.0, "{j}");
    assert_eq!(my_rating(&mut ann).await, after);
    let puzzle = j["rating"]["puzzle"].as_i64().unwrap();
    assert!(puzzle < before, "a solved puzzle is easier");
    assert_eq!(puzzle_rating(&mut ann, &id).await, puzzle);

    // Solved again, failed, given up: practice, no rating moves.
    let j = solve(&mut ann, &id).await;
    assert_eq!(
        (j["rated"].as_bool(), j["rating"].is_null()),
        (Some(false), true),
        "{j}"
    );
    let (_, j) = ann.post(&path, json!({"moves": [wrong_move(&id)]})).await;
    assert_eq!(
        (j["correct"].as_bool(), j["rated"].as_bool()),
        (Some(false), Some(false)),
        "{j}"
    );
    assert!(j["rating"].is_null());
    let (_, j) = ann.post(&path, json!({"give_up": true})).await;
    assert_eq!(j["rated"], false, "{j}");
    assert_eq!(my_rating(&mut ann).await, after);
    assert_eq!(puzzle_rating(&mut ann, &id).await, puzzle);

    // Another account's first attempt at it is rated.
    let mut bob = Browser::new(&server);
    assert_eq!(bob.register("Bob", "a good password").await.0, 200);
    let j = solve(&mut bob, &id).await;
    assert_eq!(j["rated"], true, "{j}");
    assert!(j["rating"]["puzzle"].as_i64().unwrap() < puzzle);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guest_plays_unrated() {
    let (server, _dir) = server().await;
    let mut guest = Browser::new(&server);
    let solved = nth_puzzle("brainking", 2, 0);
    let failed = nth_puzzle("brainking", 2, 1);
    let solved_before = puzzle_rating(&mut guest, &solved).await;
    let failed_before = puzzle_rating(&mut guest, &failed).await;
    let j = solve(&mut guest, &solved).await;
    assert_eq!(
        (j["rated"].as_bool(), j["rating"].is_null()),
        (Some(false), true),
        "{j}"
    );
    let (_, j) = guest
        .post(
            &format!("/api/puzzles/{failed}/moves"),
            json!({"moves": [wrong_move(&failed)]}),
        )
        .await;
    assert_eq!(
        (j["correct"].as_bool(), j["rated"].as_bool()),
        (Some(false), Some(false)),
        "{j}"
    );
    let (_, j) = guest
        .post(
            &format!("/api/puzzles/{failed}/moves"),
            json!({"give_up": true}),
        )
        .await;
    assert_eq!(j["rated"], false, "{j}");
    assert_eq!(puzzle_rating(&mut guest, &solved).await, solved_before);
    assert_eq!(puzzle_rating(&mut guest, &failed).await, failed_before);
    // A guest has no puzzle rating on the server.
    let (s, _) = guest.get("/api/puzzles/rating").await;
    assert_eq!(s, 401);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_marks_the_piece_and_fails_the_rated_attempt() {
    let (server, _dir) = server().await;
    let mut ann = Browser::new(&server);
    assert_eq!(ann.register("Hinted", "a good password").await.0, 200);
    let id = nth_puzzle("ashton", 2, 0);
    let line = solution(&id);
    let from = |m: &str| m.split('-').next().unwrap().to_string();
    let hint = format!("/api/puzzles/{id}/hint");
    let path = format!("/api/puzzles/{id}/moves");
    let before = puzzle_rating(&mut ann, &id).await;
    // A hint before the first move starts the attempt, names the piece,
    // and rates the attempt as failed at once.
    let (s, h) = ann.post(&hint, json!({})).await;
    assert_eq!(s, 200, "{h}");
    assert_eq!(h["from"], from(&line[0]).as_str(), "{h}");
    assert_eq!(
        h["move"],
        line[0].as_str(),
        "the whole move, for a second press: {h}"
    );
    assert_eq!(h["rated"], true);
    let after = h["rating"]["after"]["rating"].as_f64().unwrap();
    assert!(after < 1500.0, "a hinted attempt counts as failed: {h}");
    assert_eq!(my_rating(&mut ann).await, after);
    let puzzle = h["rating"]["puzzle"].as_i64().unwrap();
    assert!(puzzle > before);
    let attempt = h["attempt"].clone();
    // The attempt goes on: the line is played to the end …
    let (_, j) = ann
        .post(&path, json!({"attempt": attempt, "moves": [line[0]]}))
        .await;
    assert_eq!(j["correct"], true, "{j}");
    // … a second hint names the next piece (and rates nothing more) …
    let (_, h) = ann.post(&hint, json!({"attempt": attempt})).await;
    assert_eq!(h["from"], from(&line[2]).as_str(), "{h}");
    assert!(h["rating"].is_null(), "{h}");
    let (_, j) = ann
        .post(
            &path,
            json!({"attempt": attempt, "moves": [line[0], line[2]]}),
        )
        .await;
    // … and solved, but it stays a failure: no rating moves now.
    assert_eq!(j["solved"], true, "{j}");
    assert!(j["rating"].is_null(), "{j}");
    assert_eq!(my_rating(&mut ann).await, after);
    assert_eq!(puzzle_rating(&mut ann, &id).await, puzzle);
    // No hint for an attempt that is over.
    let (s, v) = ann.post(&hint, json!({"attempt": attempt})).await;
    assert_eq!((s, v["error"].as_str()), (409, Some("not_allowed")), "{v}");
    // Someone else cannot play on an account's attempt.
    let (s, v) = Browser::new(&server)
        .post(&hint, json!({"attempt": attempt}))
        .await;
    assert_eq!((s, v["error"].as_str()), (403, Some("unauthorized")), "{v}");

    // Giving up a first attempt is a failure too.
    let other = nth_puzzle("ashton", 2, 1);
    let (_, j) = ann
        .post(
            &format!("/api/puzzles/{other}/moves"),
            json!({"give_up": true}),
        )
        .await;
    assert_eq!(j["rated"], true, "{j}");
    assert!(
        j["rating"]["after"]["rating"].as_f64().unwrap() < after,
        "{j}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn new_attempts_are_throttled_per_address_and_per_account() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start_with(
        &sqlite_url(&dir),
        Limits {
            connections_per_ip: 1000,
            new_games_per_minute: 3,
            messages_per_second: 1000,
        },
    )
    .await;
    let ids: Vec<String> = (0..5).map(|n| nth_puzzle("cartier", 2, n)).collect();
    let first = |id: &str| json!({"moves": [solution(id)[0]]});
    let moves = |id: &str| format!("/api/puzzles/{id}/moves");
    // A guest from one address: three attempts a minute, then refused.
    let mut guest = Browser::new(&server);
    let mut attempt = Value::Null;
    for id in &ids[..3] {
        let (s, j) = post_from(&mut guest, "192.0.2.1", &moves(id), first(id)).await;
        assert_eq!(s, 200, "{j}");
        attempt = j["attempt"].clone();
    }
    let (s, v) = post_from(&mut guest, "192.0.2.1", &moves(&ids[3]), first(&ids[3])).await;
    assert_eq!((s, v["error"].as_str()), (429, Some("rate_limited")), "{v}");
    assert!(
        v["message"].as_str().unwrap().contains("puzzle attempts"),
        "{v}"
    );
    let (s, v) = post_from(
        &mut guest,
        "192.0.2.1",
        &format!("/api/puzzles/{}/hint", ids[3]),
        json!({}),
    )
    .await;
    assert_eq!(s, 429, "{v}");
    // An attempt already started goes on.
    let line = solution(&ids[2]);
    let (s, j) = post_from(
        &mut guest,
        "192.0.2.1",
        &moves(&ids[2]),
        json!({"attempt": attempt, "moves": [line[0], line[2]]}),
    )
    .await;
    assert_eq!((s, j["solved"].as_bool()), (200, Some(true)), "{j}");
    // Another address is not held back.
    let (s, j) = post_from(&mut guest, "192.0.2.2", &moves(&ids[3]), first(&ids[3])).await;
    assert_eq!(s, 200, "{j}");

    // An account is counted wherever it sends from.
    let mut ann = Browser::new(&server);
    assert_eq!(ann.register("Busy", "a good password").await.0, 200);
    for (n, id) in ids[..3].iter().enumerate() {
        let ip = format!("198.51.100.{n}");
        let (s, j) = post_from(&mut ann, &ip, &moves(id), first(id)).await;
        assert_eq!(s, 200, "{j}");
    }
    let (s, v) = post_from(&mut ann, "198.51.100.9", &moves(&ids[4]), first(&ids[4])).await;
    assert_eq!((s, v["error"].as_str()), (429, Some("rate_limited")), "{v}");
    assert!(
        v["message"].as_str().unwrap().contains("one account"),
        "{v}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn attempts_are_shared_by_servers_over_postgres() {
    let url = common::fresh_database().await;
    let one = Server::start(&url).await;
    let two = Server::start(&url).await;
    let mut ann = Browser::new(&one);
    assert_eq!(ann.register("Shared", "a good password").await.0, 200);
    let id = nth_puzzle("ashton-server", 2, 0);
    let line = solution(&id);
    let path = format!("/api/puzzles/{id}/moves");
    let (_, j) = ann.post(&path, json!({"moves": [line[0]]})).await;
    assert_eq!(j["rated"], true, "{j}");
    // The same browser on the other server plays the attempt on.
    let mut there = Browser::new(&two);
    there.cookie = ann.cookie.clone();
    let (s, j) = there
        .post(
            &path,
            json!({"attempt": j["attempt"], "moves": [line[0], line[2]]}),
        )
        .await;
    assert_eq!((s, j["solved"].as_bool()), (200, Some(true)), "{j}");
    let after = j["rating"]["after"]["rating"].as_f64().unwrap();
    assert!(after > 1500.0);
    // A second attempt, on either server, is unrated.
    let j = solve(&mut ann, &id).await;
    assert_eq!(j["rated"], false, "{j}");
    let j = solve(&mut there, &id).await;
    assert_eq!(j["rated"], false, "{j}");
    assert_eq!(my_rating(&mut there).await, after);
    one.stop().await;
    two.stop().await;
}
