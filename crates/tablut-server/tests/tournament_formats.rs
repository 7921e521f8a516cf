//! The tournament formats beyond the Swiss (issue 31), played through the
//! HTTP API on a real server: an arena pairs whoever waits and stops at
//! its end, a paused player is not paired; groups then knockout plays its
//! groups, then a bracket where a level match is played again; entry
//! conditions refuse whom they should; the tournament's WebSocket sends
//! each change; the export holds every game.

mod common;

use std::time::Duration;

use common::browser::Browser;
use common::tournament::{account, refused, started, until};
use common::{sqlite_url, Server};
use futures_util::StreamExt;
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

async fn server() -> (Server, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    (server, dir)
}

async fn resign(b: &mut Browser<'_>, game: &str) {
    let (s, v) = b
        .post(
            &format!("/api/games/{game}/commands"),
            json!({"type": "resign"}),
        )
        .await;
    assert_eq!(s, 200, "{v}");
}

fn names(v: &Value) -> Vec<(String, String)> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["first"].as_str().unwrap().to_string(),
                p["second"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect()
}

/// The tournament socket's next message but the keep-alive, read as a
/// `TournamentMessage` (fails after 10 s).
async fn next(ws: &mut common::Ws) -> Value {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(10), ws.next())
            .await
            .expect("a message in time")
            .unwrap()
            .unwrap();
        if let Message::Text(t) = msg {
            let v: Value = serde_json::from_str(&t).unwrap();
            let typed: tablut_server::wire::TournamentMessage =
                serde_json::from_value(v.clone()).unwrap();
            if !matches!(typed, tablut_server::wire::TournamentMessage::Ping) {
                return v;
            }
        }
    }
}

/// The standings line of `name`.
fn line<'v>(view: &'v Value, name: &str) -> &'v Value {
    view["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == name)
        .unwrap_or_else(|| panic!("{name} in {view}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_arena_pairs_whoever_waits_counts_streaks_and_ends_on_time() {
    let (server, dir) = server().await;
    let mut ada = account(&server, "Ada").await;
    let mut ben = account(&server, "Ben").await;
    let mut cyd = account(&server, "Cyd").await;
    // An arena needs a length and a live clock.
    let (s, v) = ada
        .post(
            "/api/tournaments",
            json!({"name": "Arena", "format": "arena", "clock": "3+2"}),
        )
        .await;
    refused(s, &v, 400, "bad_request");
    let (s, v) = ada
        .post(
            "/api/tournaments",
            json!({"name": "Arena", "format": "arena", "clock": "3d", "minutes": 30}),
        )
        .await;
    refused(s, &v, 400, "bad_request");
    let (s, v) = ada
        .post(
            "/api/tournaments",
            json!({"name": "Arena", "format": "arena", "clock": "3+2", "minutes": 30}),
        )
        .await;
    assert_eq!(s, 201, "{v}");
    assert_eq!(v["tournament"]["match"], "single", "{v}");
    assert_eq!(v["tournament"]["minutes"], 30, "{v}");
    let id = v["tournament"]["id"].as_str().unwrap().to_string();
    for b in [&mut ada, &mut ben] {
        let (s, v) = b
            .post(&format!("/api/tournaments/{id}/join"), json!({}))
            .await;
        assert_eq!(s, 200, "{v}");
    }
    let (s, v) = ada
        .post(&format!("/api/tournaments/{id}/start"), json!({}))
        .await;
    assert_eq!(s, 200, "{v}");
    assert!(v["tournament"]["started_at"].is_i64(), "{v}");
    // Two players: one board. Cyd comes late, and waits for a partner.
    assert_eq!(names(&v["pairings"]).len(), 1, "{v}");
    let (s, v) = cyd
        .post(&format!("/api/tournaments/{id}/join"), json!({}))
        .await;
    assert_eq!(s, 200, "{v}");
    // Ada wins three games in a row: 2 + 2 + 4 points (the third on a
    // streak); each time she is paired at once with whoever waits.
    for game_no in 1..=3 {
        let v = until(&mut ada, &id, |v| {
            v["pairings"]
                .as_array()
                .unwrap()
                .iter()
                .any(|p| p["first"] == "Ada" || p["second"] == "Ada")
        })
        .await;
        let board = v["pairings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["first"] == "Ada" || p["second"] == "Ada")
            .unwrap()
            .clone();
        let game = board["ongoing"][0].as_str().unwrap().to_string();
        let other = if board["first"] == "Ada" {
            board["second"].as_str().unwrap()
        } else {
            board["first"].as_str().unwrap()
        };
        let (att, def) = (
            board["first"].as_str().unwrap(),
            board["second"].as_str().unwrap(),
        );
        started(&server, &game, att, def).await;
        let loser = match other {
            "Ben" => &mut ben,
            "Cyd" => &mut cyd,
            _ => unreachable!(),
        };
        resign(loser, &game).await;
        let v = until(&mut ada, &id, |v| line(v, "Ada")["games"] == game_no).await;
        let points = [2.0, 4.0, 8.0][game_no as usize - 1];
        assert_eq!(line(&v, "Ada")["points"].as_f64(), Some(points), "{v}");
        assert_eq!(line(&v, "Ada")["streak"], game_no >= 2, "{v}");
        assert_eq!(line(&v, "Ada")["rank"], 1, "{v}");
    }
    // A paused player is not paired: Ben and Cyd pause, so Ada waits.
    for b in [&mut ben, &mut cyd] {
        let (s, v) = b
            .post(&format!("/api/tournaments/{id}/pause"), json!({}))
            .await;
        assert_eq!(s, 200, "{v}");
    }
    // Whatever board is still being played is finished by a resignation.
    let v = ada.get(&format!("/api/tournaments/{id}")).await.1;
    for p in v["pairings"].as_array().unwrap() {
        let game = p["ongoing"][0].as_str().unwrap().to_string();
        let first = p["first"].as_str().unwrap();
        let who = match first {
            "Ada" => &mut ada,
            "Ben" => &mut ben,
            _ => &mut cyd,
        };
        resign(who, &game).await;
    }
    tokio::time::sleep(Duration::from_secs(5)).await;
    let v = ada.get(&format!("/api/tournaments/{id}")).await.1;
    assert_eq!(v["pairings"], json!([]), "paused players wait: {v}");
    let paused: Vec<&Value> = v["entrants"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["paused"] == true)
        .collect();
    assert_eq!(paused.len(), 2, "{v}");
    // A Swiss has no pause.
    let (s, swiss) = ada
        .post(
            "/api/tournaments",
            json!({"name": "Swiss", "rounds": 1, "clock": "3+2"}),
        )
        .await;
    assert_eq!(s, 201, "{swiss}");
    let swiss_id = swiss["tournament"]["id"].as_str().unwrap();
    ada.post(&format!("/api/tournaments/{swiss_id}/join"), json!({}))
        .await;
    let (s, v) = ada
        .post(&format!("/api/tournaments/{swiss_id}/pause"), json!({}))
        .await;
    refused(s, &v, 409, "not_allowed");

    // The arena's time runs out (its start moved back an hour here): it
    // finishes, and takes nobody more.
    let pool = sqlx::SqlitePool::connect(&sqlite_url(&dir)).await.unwrap();
    sqlx::query("UPDATE tournaments SET started_at = started_at - 3600000 WHERE id = $1")
        .bind(&id)
        .execute(&pool)
        .await
        .unwrap();
    let done = until(&mut ada, &id, |v| v["tournament"]["status"] == "finished").await;
    assert_eq!(line(&done, "Ada")["rank"], 1, "{done}");
    let (s, v) = ben
        .post(&format!("/api/tournaments/{id}/join"), json!({}))
        .await;
    refused(s, &v, 409, "not_allowed");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn groups_then_knockout_replays_a_level_match_and_crowns_one() {
    let (server, _dir) = server().await;
    let names = ["Ada", "Ben", "Cyd", "Dag"];
    let mut players = Vec::new();
    for n in names {
        players.push(account(&server, n).await);
    }
    // Groups of 2, the winner of each going through: two groups of one
    // round, then a final. By correspondence, both games at once.
    let (s, v) = players[0]
        .post(
            "/api/tournaments",
            json!({"name": "Cup", "format": "groups-knockout", "clock": "3d",
                   "group_size": 2, "qualifiers": 1}),
        )
        .await;
    assert_eq!(s, 201, "{v}");
    let id = v["tournament"]["id"].as_str().unwrap().to_string();
    for b in players.iter_mut() {
        let (s, v) = b
            .post(&format!("/api/tournaments/{id}/join"), json!({}))
            .await;
        assert_eq!(s, 200, "{v}");
    }
    let (s, v) = players[0]
        .post(&format!("/api/tournaments/{id}/start"), json!({}))
        .await;
    assert_eq!(s, 200, "{v}");
    assert_eq!(
        v["tournament"]["rounds"], 2,
        "one group round, a final: {v}"
    );
    let groups = v["pairings"].as_array().unwrap().clone();
    assert_eq!(groups.len(), 2, "{v}");
    let mut group_winners = Vec::new();
    for p in &groups {
        assert_eq!(p["stage"], "groups", "{p}");
        assert!(p["group"].is_u64(), "{p}");
        let games = p["ongoing"].as_array().unwrap();
        assert_eq!(games.len(), 2, "both games at once: {p}");
        // The first player wins both.
        let loser = p["second"].as_str().unwrap();
        group_winners.push(p["first"].as_str().unwrap().to_string());
        let i = names.iter().position(|n| *n == loser).unwrap();
        for g in games {
            resign(&mut players[i], g.as_str().unwrap()).await;
        }
    }
    // The final: level at 1-1 (each wins as attacker), so it is played
    // again on its board in the next round.
    let v = until(&mut players[0], &id, |v| v["tournament"]["round"] == 2).await;
    let final_ = v["pairings"][0].clone();
    assert_eq!(final_["stage"], "knockout", "{v}");
    let mut two: Vec<String> = vec![
        final_["first"].as_str().unwrap().to_string(),
        final_["second"].as_str().unwrap().to_string(),
    ];
    two.sort();
    group_winners.sort();
    assert_eq!(two, group_winners, "the group winners meet: {v}");
    let first = final_["first"].as_str().unwrap().to_string();
    let second = final_["second"].as_str().unwrap().to_string();
    let idx = |n: &str| names.iter().position(|x| *x == n).unwrap();
    let games: Vec<String> = final_["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g.as_str().unwrap().to_string())
        .collect();
    // Game 1: first attacks and second resigns; game 2: the other way.
    resign(&mut players[idx(&second)], &games[0]).await;
    resign(&mut players[idx(&first)], &games[1]).await;
    let v = until(&mut players[0], &id, |v| v["tournament"]["round"] == 3).await;
    assert_eq!(v["tournament"]["status"], "running", "{v}");
    let replay = v["pairings"][0].clone();
    assert_eq!(
        (replay["board"].clone(), replay["stage"].clone()),
        (json!(1), json!("knockout")),
        "{v}"
    );
    let level = &v["history"].as_array().unwrap()[2];
    assert_eq!(level["result"], "1-1", "{v}");
    assert!(level["winner"].is_null(), "{v}");
    // This time the first player wins both.
    for g in replay["games"].as_array().unwrap() {
        resign(&mut players[idx(&second)], g.as_str().unwrap()).await;
    }
    let done = until(&mut players[0], &id, |v| {
        v["tournament"]["status"] == "finished"
    })
    .await;
    let last = done["history"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["winner"], first.as_str(), "{done}");
    // The standings are the groups' tables.
    let rows = done["standings"].as_array().unwrap();
    assert_eq!(rows.len(), 4, "{done}");
    assert!(rows.iter().all(|r| r["group"].is_u64()), "{done}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn entry_conditions_refuse_whom_they_should_and_change_nothing() {
    let (server, _dir) = server().await;
    let mut ada = account(&server, "Ada").await;
    let mut ben = account(&server, "Ben").await;
    let mut cyd = account(&server, "Cyd").await;
    // An invitation naming nobody known is refused at creation.
    let (s, v) = ada
        .post(
            "/api/tournaments",
            json!({"name": "Closed", "rounds": 1, "clock": "3d", "invited": ["Nobody"]}),
        )
        .await;
    refused(s, &v, 404, "not_found");
    let (s, v) = ada
        .post(
            "/api/tournaments",
            json!({"name": "Closed", "rounds": 1, "clock": "3d", "invited": ["Ben"],
                   "bots": false}),
        )
        .await;
    assert_eq!(s, 201, "{v}");
    assert_eq!(v["invited"], json!(["Ben"]), "{v}");
    assert_eq!(v["tournament"]["invitation"], true, "{v}");
    let closed = v["tournament"]["id"].as_str().unwrap().to_string();
    let (s, v) = cyd
        .post(&format!("/api/tournaments/{closed}/join"), json!({}))
        .await;
    refused(s, &v, 409, "not_allowed");
    assert!(v["message"].as_str().unwrap().contains("invit"), "{v}");
    assert_eq!(
        ben.post(&format!("/api/tournaments/{closed}/join"), json!({}))
            .await
            .0,
        200
    );
    assert_eq!(
        ada.post(&format!("/api/tournaments/{closed}/join"), json!({}))
            .await
            .0,
        200
    );
    // A bot, where bots are not welcome.
    let (s, bot) = ada
        .post("/api/account/bots", json!({"name": "Rooted_bot"}))
        .await;
    assert_eq!(s, 200, "{bot}");
    let token = bot["token"].as_str().unwrap();
    let r = reqwest::Client::new()
        .post(server.url(&format!("/api/tournaments/{closed}/join")))
        .bearer_auth(token)
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 409);
    let body: Value = r.json().await.unwrap();
    assert!(body["message"].as_str().unwrap().contains("bot"), "{body}");
    let view = ada.get(&format!("/api/tournaments/{closed}")).await.1;
    assert_eq!(view["entrants"].as_array().unwrap().len(), 2, "{view}");

    // A least rating, and a least number of rated games: a new account
    // (1500, no games) meets neither.
    for (cond, word) in [
        (json!({"min_rating": 1600}), "1600"),
        (json!({"min_games": 5}), "5"),
    ] {
        let mut body = json!({"name": "Strong", "rounds": 1, "clock": "3+2",
                              "variant": "ashton", "rated": true});
        body.as_object_mut()
            .unwrap()
            .extend(cond.as_object().unwrap().clone());
        let (s, v) = ada.post("/api/tournaments", body).await;
        assert_eq!(s, 201, "{v}");
        let t = v["tournament"]["id"].as_str().unwrap();
        let (s, v) = cyd
            .post(&format!("/api/tournaments/{t}/join"), json!({}))
            .await;
        refused(s, &v, 409, "not_allowed");
        assert!(v["message"].as_str().unwrap().contains(word), "{v}");
        let view = cyd.get(&format!("/api/tournaments/{t}")).await.1;
        assert_eq!(view["entrants"], json!([]), "{view}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_websocket_sends_each_change_and_the_export_holds_every_game() {
    let (server, _dir) = server().await;
    let mut ada = account(&server, "Ada").await;
    let mut ben = account(&server, "Ben").await;
    let (s, v) = ada
        .post(
            "/api/tournaments",
            json!({"name": "Live", "rounds": 1, "clock": "3+2", "match": "single",
                   "variant": "ashton"}),
        )
        .await;
    assert_eq!(s, 201, "{v}");
    let id = v["tournament"]["id"].as_str().unwrap().to_string();
    // No such tournament: refused before the upgrade.
    let bad = tokio_tungstenite::connect_async(format!(
        "ws://{}/api/tournaments/0000000000000000/ws",
        server.addr
    ))
    .await;
    assert!(bad.is_err(), "a missing tournament has no socket");
    let (mut ws, _) =
        tokio_tungstenite::connect_async(format!("ws://{}/api/tournaments/{id}/ws", server.addr))
            .await
            .unwrap();
    let first = next(&mut ws).await;
    assert_eq!(first["type"], "tournament", "{first}");
    assert_eq!(first["tournament"]["entrants"], json!([]), "{first}");
    ada.post(&format!("/api/tournaments/{id}/join"), json!({}))
        .await;
    let v = next(&mut ws).await;
    assert_eq!(
        v["tournament"]["entrants"].as_array().unwrap().len(),
        1,
        "{v}"
    );
    ben.post(&format!("/api/tournaments/{id}/join"), json!({}))
        .await;
    let v = next(&mut ws).await;
    assert_eq!(
        v["tournament"]["entrants"].as_array().unwrap().len(),
        2,
        "{v}"
    );
    ada.post(&format!("/api/tournaments/{id}/start"), json!({}))
        .await;
    let v = next(&mut ws).await;
    assert_eq!(v["tournament"]["tournament"]["status"], "running", "{v}");
    let board = v["tournament"]["pairings"][0].clone();
    let game = board["ongoing"][0].as_str().unwrap().to_string();
    // The game knows its tournament (its page links back).
    let (_, state) = server.get(&format!("/api/games/{game}")).await;
    assert_eq!(state["tournament"], id.as_str(), "{state}");
    // A move, then a resignation: the socket hears the result (the game
    // ended on the server; nobody told the tournament).
    // (Under Ashton's rules the defenders move first.)
    let attacker = board["first"].as_str().unwrap();
    let winner = board["second"].as_str().unwrap().to_string();
    let (loser, mover) = if attacker == "Ada" {
        (&mut ada, &mut ben)
    } else {
        (&mut ben, &mut ada)
    };
    let (s, m) = mover
        .post(
            &format!("/api/games/{game}/commands"),
            json!({"type": "move", "move": "e3-d3"}),
        )
        .await;
    assert_eq!(s, 200, "{m}");
    resign(loser, &game).await;
    let v = loop {
        let v = next(&mut ws).await;
        if v["tournament"]["tournament"]["status"] == "finished" {
            break v;
        }
    };
    assert_eq!(
        v["tournament"]["standings"][0]["name"],
        winner.as_str(),
        "{v}"
    );
    assert!(v["tournament"]["tournament"]["finished_at"].is_i64(), "{v}");

    // The export: JSON with the game's moves and result, and OpenTafl
    // records.
    let r = reqwest::get(server.url(&format!("/api/tournaments/{id}/export.json")))
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 200);
    assert!(r.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .contains(&format!("tournament-{id}.json")));
    let export: tablut_server::wire::TournamentExport = r.json().await.unwrap();
    assert_eq!(export.games.len(), 1);
    assert_eq!(export.games[0].id, game);
    assert_eq!(export.games[0].moves.len(), 1);
    assert_eq!(export.games[0].moves[0].to_string(), "e3-d3");
    assert_eq!(export.standings[0].name, winner);
    let otn = reqwest::get(server.url(&format!("/api/tournaments/{id}/export.otn")))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        otn.contains("[round \"1\"]") && otn.contains(&game),
        "{otn}"
    );
    assert!(otn.contains("e3-d3"), "{otn}");
    let r = reqwest::get(server.url("/api/tournaments/0000000000000000/export.json"))
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 404);
}
