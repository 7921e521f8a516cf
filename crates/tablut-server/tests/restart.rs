//! Games survive the server stopping: everything is reloaded from the
//! database and play goes on. (The binary's test kills the process with
//! SIGKILL; this one stops the server in-process.)

mod common;

use common::{sqlite_url, Client, Server};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_server_continues_every_game() {
    let dir = tempfile::tempdir().unwrap();
    let db = sqlite_url(&dir);
    let server = Server::start(&db).await;
    let (id, defenders, attackers) = server.friend_game("catalan", "defenders").await;
    for ply in 0..6u64 {
        let (_, game) = server.get(&format!("/api/games/{id}")).await;
        let secret = if game["side_to_move"] == "defenders" {
            &defenders
        } else {
            &attackers
        };
        let mv = game["legal"][0].as_str().unwrap().to_string();
        let (s, v) = server
            .command(&id, secret, json!({"type": "move", "move": mv, "ply": ply}))
            .await;
        assert_eq!(s, 200, "{v}");
    }
    let (_, local) = server
        .post(
            "/api/games",
            json!({"opponent": "local", "variant": "brainking"}),
        )
        .await;
    let local_id = local["id"].as_str().unwrap().to_string();
    let before = server.snapshot(&id).await;
    server.stop().await;

    let server = Server::start(&db).await;
    assert_eq!(server.snapshot(&id).await, before, "the game is as it was");
    let (s, _) = server.get(&format!("/api/games/{local_id}")).await;
    assert_eq!(s, 200);
    // Play goes on, with the same secrets.
    let mover = if before["side_to_move"] == "defenders" {
        &defenders
    } else {
        &attackers
    };
    let mut c = Client::connect(&server, &id).await;
    c.auth(mover).await;
    let mv = before["legal"][0].as_str().unwrap();
    c.send(json!({"type": "move", "move": mv, "ply": 6})).await;
    let after = c.until_ply(7).await;
    assert_eq!(after["moves"][6]["move"], mv);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_replies_and_undo_takes_back() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    // The computer plays the defenders, who move first in ludoteka.
    let (s, created) = server
        .post(
            "/api/games",
            json!({"opponent": "computer", "side": "attackers", "level": "beginner"}),
        )
        .await;
    assert_eq!(s, 201);
    let id = created["id"].as_str().unwrap();
    let secret = created["secret"].as_str().unwrap();
    let mut c = Client::connect(&server, id).await;
    assert_eq!(c.auth(secret).await, "attackers");
    let game = if created["state"]["ply"] == 1 {
        created["state"].clone()
    } else {
        c.until_ply(1).await
    };
    let game = if game["thinking"] == true {
        c.until_ply(1).await
    } else {
        game
    };
    assert_eq!(game["side_to_move"], "attackers");
    // Only the computer has moved: nothing of ours to take back.
    let (s, v) = server.command(id, secret, json!({"type": "undo"})).await;
    assert_eq!(
        (s, v["error"].as_str().unwrap()),
        (409, "not_allowed"),
        "{v}"
    );
    let mv = game["legal"][0].as_str().unwrap().to_string();
    c.send(json!({"type": "move", "move": mv, "ply": 1})).await;
    let replied = c.until_ply(3).await;
    assert_eq!(replied["moves"][1]["move"], mv.as_str());
    // Undo takes back the computer's reply and our move.
    c.send(json!({"type": "undo"})).await;
    let undone = loop {
        let m = c.next().await;
        if m["type"] == "update" && m["game"]["ply"] == 1 {
            break m["game"].clone();
        }
    };
    assert_eq!(undone["side_to_move"], "attackers");
    assert_eq!(undone["board"], game["board"]);
    // Nobody else may act for the computer.
    let (s, v) = server
        .command(id, secret, json!({"type": "move", "move": "e3-h3"}))
        .await;
    assert!(s == 409 || s == 422, "{v}");
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_swaps_sides_and_keeps_secrets() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let (id, defenders, attackers) = server.friend_game("ludoteka", "defenders").await;
    let (s, _) = server
        .command(&id, &attackers, json!({"type": "resign"}))
        .await;
    assert_eq!(s, 200);
    let (_, offered) = server
        .command(&id, &attackers, json!({"type": "rematch"}))
        .await;
    assert_eq!(offered["rematch"]["offered_by"], "attackers");
    assert!(offered["rematch"]["game"].is_null());
    let (_, accepted) = server
        .command(&id, &defenders, json!({"type": "rematch"}))
        .await;
    let next = accepted["rematch"]["game"].as_str().unwrap();
    let mut c = Client::connect(&server, next).await;
    assert_eq!(c.auth(&defenders).await, "attackers");
    let mut c = Client::connect(&server, next).await;
    assert_eq!(c.auth(&attackers).await, "defenders");
    server.stop().await;
}
