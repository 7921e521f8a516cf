//! Two servers in one process over one PostgreSQL database act as one
//! server: seats and spectators on different instances see every change,
//! in order; racing commands for one ply give one success and one
//! `stale`; the computer replies once. Ignored without
//! `TABLUT_TEST_POSTGRES` (`.ci/run` starts a PostgreSQL and sets it);
//! each test makes a database of its own, so they run in parallel.

mod common;

use common::{fresh_database, Client, Server};
use serde_json::{json, Value};
use sqlx::Connection;
use tablut_server::wire::{Command, GameResult, Status};

/// Two servers over one fresh database.
async fn two_servers() -> (Server, Server, String) {
    let url = fresh_database().await;
    let a = Server::start(&url).await;
    let b = Server::start(&url).await;
    (a, b, url)
}

/// Waits for the next update on `c` whose game satisfies `done`; every
/// update before it must not go back in ply.
async fn until(c: &mut Client, done: impl Fn(&Value) -> bool) -> Value {
    let mut last_ply = 0;
    loop {
        let m = c.next().await;
        assert_ne!(m["type"], "error", "{m}");
        if let Some(ply) = m["game"]["ply"].as_u64() {
            assert!(ply + 2 >= last_ply, "an older ply after a newer one: {m}");
            last_ply = last_ply.max(ply);
        }
        if done(&m["game"]) {
            return m["game"].clone();
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn seats_and_a_spectator_on_two_instances_play_one_game() {
    let (a, b, _) = two_servers().await;
    let created = a
        .create(&tablut_server::wire::NewGame {
            variant: Some("ludoteka".into()),
            opponent: Some(tablut_server::wire::Mode::Friend),
            side: Some("defenders".parse().unwrap()),
            level: None,
            name: Some("Ann".into()),
            clock: None,
        })
        .await;
    let id = created.id.clone();
    let mut ann = Client::connect(&a, &id).await;
    assert_eq!(ann.auth(&created.secret).await, "defenders");
    // The friend joins on B; A sees it at once.
    let (s, joined) = b
        .post(
            &format!("/api/games/{id}/join"),
            json!({"invite": created.invite.clone().unwrap(), "name": "Bob"}),
        )
        .await;
    assert_eq!(s, 200, "{joined}");
    let bob_secret = joined["secret"].as_str().unwrap().to_string();
    assert_eq!(a.state(&id).await.status, Status::Active);
    let seen = until(&mut ann, |g| g["status"] == "active").await;
    assert_eq!(seen["seats"]["attackers"]["name"], "Bob");
    let mut bob = Client::connect(&b, &id).await;
    assert_eq!(bob.auth(&bob_secret).await, "attackers");
    let mut watcher = Client::connect(&b, &id).await;

    // Moves on A and on B, seen by both sides and the spectator in order.
    let mut played = Vec::new();
    for ply in 0..12u64 {
        let game = a.state(&id).await;
        assert_eq!(game.ply as u64, ply);
        let mv = game.legal[(ply as usize * 31 + 5) % game.legal.len()].to_string();
        let mover = if game.side_to_move == tablut_core::Side::Defenders {
            &mut ann
        } else {
            &mut bob
        };
        mover
            .send(json!({"type": "move", "move": mv, "ply": ply}))
            .await;
        for c in [&mut ann, &mut bob, &mut watcher] {
            let g = until(c, |g| g["ply"] == ply + 1).await;
            assert_eq!(g["moves"][ply as usize]["move"], mv.as_str());
        }
        played.push(mv);
    }
    for server in [&a, &b] {
        let moves: Vec<String> = server
            .state(&id)
            .await
            .moves
            .iter()
            .map(|m| m.mv.to_string())
            .collect();
        assert_eq!(moves, played);
    }

    // Chat across instances.
    bob.send(json!({"type": "chat", "text": "hello from B"}))
        .await;
    let g = until(&mut ann, |g| {
        g["chat"].as_array().is_some_and(|c| !c.is_empty())
    })
    .await;
    assert_eq!(g["chat"][0]["text"], "hello from B");
    ann.send(json!({"type": "chat", "text": "hello from A"}))
        .await;
    let g = until(&mut watcher, |g| {
        g["chat"].as_array().is_some_and(|c| c.len() == 2)
    })
    .await;
    assert_eq!(g["chat"][1]["text"], "hello from A");

    // Resignation on A, seen on B; the rematch offered on B and accepted
    // on A.
    ann.send(json!({"type": "resign"})).await;
    let g = until(&mut bob, |g| g["status"] == "finished").await;
    assert_eq!(g["outcome"]["reason"], "resignation");
    let (s, offered) = b
        .command(&id, &bob_secret, json!({"type": "rematch"}))
        .await;
    assert_eq!(s, 200, "{offered}");
    let (s, accepted) = a
        .command(&id, &created.secret, json!({"type": "rematch"}))
        .await;
    assert_eq!(s, 200, "{accepted}");
    let next = accepted["rematch"]["game"].as_str().unwrap().to_string();
    let g = until(&mut watcher, |g| g["rematch"]["game"].is_string()).await;
    assert_eq!(g["rematch"]["game"], next.as_str());
    let mut c = Client::connect(&b, &next).await;
    assert_eq!(c.auth(&created.secret).await, "attackers");
    a.stop().await;
    b.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn racing_moves_for_one_ply_on_two_instances_give_one_success() {
    let (a, b, url) = two_servers().await;
    let (id, defenders, attackers) = a.friend_game("ludoteka", "defenders").await;
    let mut played: Vec<String> = Vec::new();
    for ply in 0..40u64 {
        let game = b.state(&id).await;
        if game.outcome.result != GameResult::Ongoing {
            break;
        }
        assert_eq!(game.ply as u64, ply);
        let secret = if game.side_to_move == tablut_core::Side::Defenders {
            &defenders
        } else {
            &attackers
        };
        let n = game.legal.len();
        let (m1, m2) = (
            game.legal[(ply as usize * 7) % n].to_string(),
            game.legal[(ply as usize * 7 + 1) % n].to_string(),
        );
        let c1 = Command::Move {
            mv: m1.clone(),
            ply: Some(ply),
        };
        let c2 = Command::Move {
            mv: m2.clone(),
            ply: Some(ply),
        };
        let ((s1, v1), (s2, v2)) =
            tokio::join!(a.command(&id, secret, &c1), b.command(&id, secret, &c2));
        let won = match (s1, s2) {
            (200, 409) => {
                assert_eq!(v2["error"], "stale", "{v2}");
                m1
            }
            (409, 200) => {
                assert_eq!(v1["error"], "stale", "{v1}");
                m2
            }
            _ => panic!("ply {ply}: {s1} {v1} / {s2} {v2}"),
        };
        played.push(won);
    }
    // A third server, loading the game afresh, finds the row in step with
    // the moves (it would answer 500 "damaged" otherwise).
    let c = Server::start(&url).await;
    for server in [&a, &b, &c] {
        let moves: Vec<String> = server
            .state(&id)
            .await
            .moves
            .iter()
            .map(|m| m.mv.to_string())
            .collect();
        assert_eq!(moves, played);
    }
    for s in [a, b, c] {
        s.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn the_computer_replies_once_whichever_instance_the_player_uses() {
    let (a, b, url) = two_servers().await;
    // The computer plays the defenders, who move first in ludoteka.
    let (s, created) = a
        .post(
            "/api/games",
            json!({"opponent": "computer", "side": "attackers", "level": "beginner"}),
        )
        .await;
    assert_eq!(s, 201);
    let id = created["id"].as_str().unwrap().to_string();
    let secret = created["secret"].as_str().unwrap().to_string();
    let mut on_a = Client::connect(&a, &id).await;
    assert_eq!(on_a.auth(&secret).await, "attackers");
    let mut on_b = Client::connect(&b, &id).await;
    assert_eq!(on_b.auth(&secret).await, "attackers");
    let mut game = until(&mut on_b, |g| g["ply"] == 1).await;
    for ply in [1u64, 3, 5, 7] {
        let mv = game["legal"][0].as_str().unwrap().to_string();
        // Alternate the instance the move is sent to.
        let (mover, other) = if ply % 4 == 1 {
            (&mut on_a, &mut on_b)
        } else {
            (&mut on_b, &mut on_a)
        };
        mover
            .send(json!({"type": "move", "move": mv, "ply": ply}))
            .await;
        game = until(other, |g| g["ply"] == ply + 2).await;
        until(mover, |g| g["ply"] == ply + 2).await;
        assert_eq!(game["moves"][ply as usize]["move"], mv.as_str());
    }
    // Undo on B takes back our move and the reply, seen on A.
    on_b.send(json!({"type": "undo"})).await;
    until(&mut on_a, |g| g["ply"] == 7).await;
    // Nothing more happens: exactly one reply per move, and the rows
    // agree with the moves on a fresh server.
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    let c = Server::start(&url).await;
    let state = c.state(&id).await;
    assert_eq!(state.ply, 7);
    assert_eq!(a.state(&id).await.ply, 7);
    assert_eq!(b.state(&id).await.ply, 7);
    let mut conn = sqlx::PgConnection::connect(&url).await.unwrap();
    let (count,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM moves WHERE game_id = $1")
        .bind(&id)
        .fetch_one(&mut conn)
        .await
        .unwrap();
    assert_eq!(count, 7);
    for s in [a, b, c] {
        s.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn a_restart_of_every_instance_loses_nothing() {
    let (a, b, url) = two_servers().await;
    let (id, defenders, attackers) = a.friend_game("ludoteka", "defenders").await;
    let mut played = Vec::new();
    for ply in 0..6u64 {
        let server = if ply % 2 == 0 { &a } else { &b };
        let game = server.state(&id).await;
        let secret = if game.side_to_move == tablut_core::Side::Defenders {
            &defenders
        } else {
            &attackers
        };
        let mv = game.legal[(ply as usize * 13 + 3) % game.legal.len()].to_string();
        let (s, v) = server
            .command(&id, secret, json!({"type": "move", "move": mv, "ply": ply}))
            .await;
        assert_eq!(s, 200, "{v}");
        played.push(mv);
    }
    a.stop().await;
    b.stop().await;
    let (c, d) = (Server::start(&url).await, Server::start(&url).await);
    let mut on_c = Client::connect(&c, &id).await;
    let mut on_d = Client::connect(&d, &id).await;
    let game = c.state(&id).await;
    let moves: Vec<String> = game.moves.iter().map(|m| m.mv.to_string()).collect();
    assert_eq!(moves, played);
    let secret = if game.side_to_move == tablut_core::Side::Defenders {
        &defenders
    } else {
        &attackers
    };
    assert!(!on_d.auth(secret).await.is_empty());
    let mv = game.legal[0].to_string();
    on_d.send(json!({"type": "move", "move": mv, "ply": 6}))
        .await;
    let g = until(&mut on_c, |g| g["ply"] == 7).await;
    assert_eq!(g["moves"][6]["move"], mv.as_str());
    c.stop().await;
    d.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn connections_never_see_an_older_ply_after_a_newer_one() {
    let (a, b, _) = two_servers().await;
    let (id, defenders, attackers) = a.friend_game("ludoteka", "defenders").await;
    let total = 30u64;
    let mover = {
        let (base, id) = (a.base.clone(), id.clone());
        tokio::spawn(async move {
            let http = reqwest::Client::new();
            for ply in 0..total {
                let game: Value = http
                    .get(format!("{base}/api/games/{id}"))
                    .send()
                    .await
                    .unwrap()
                    .json()
                    .await
                    .unwrap();
                if game["outcome"]["result"] != "ongoing" {
                    return;
                }
                let secret = if game["side_to_move"] == "defenders" {
                    &defenders
                } else {
                    &attackers
                };
                let legal = game["legal"].as_array().unwrap();
                let mv = legal[(ply as usize * 17 + 1) % legal.len()].clone();
                let r = http
                    .post(format!("{base}/api/games/{id}/commands"))
                    .bearer_auth(secret)
                    .json(&json!({"type": "move", "move": mv, "ply": ply}))
                    .send()
                    .await
                    .unwrap();
                assert_eq!(r.status().as_u16(), 200);
            }
        })
    };
    // Connections come and go on both instances while the moves are made;
    // each sees plies in order from its first state on.
    let mut rounds = 0;
    while !mover.is_finished() || rounds < 2 {
        rounds += 1;
        for server in [&a, &b] {
            let url = format!("ws://{}/api/games/{id}/ws", server.addr);
            let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
            let mut last = 0u64;
            for _ in 0..3 {
                use futures_util::StreamExt;
                let next =
                    tokio::time::timeout(std::time::Duration::from_millis(300), ws.next()).await;
                let Ok(Some(Ok(tokio_tungstenite::tungstenite::Message::Text(t)))) = next else {
                    break;
                };
                let m: Value = serde_json::from_str(&t).unwrap();
                let ply = m["game"]["ply"].as_u64().unwrap();
                assert!(ply >= last, "ply {ply} after ply {last}: {m}");
                last = ply;
            }
        }
    }
    mover.await.unwrap();
    a.stop().await;
    b.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn changes_made_while_a_listener_is_cut_off_still_arrive() {
    let (a, b, url) = two_servers().await;
    let (id, defenders, _) = a.friend_game("ludoteka", "defenders").await;
    let mut on_a = Client::connect(&a, &id).await;
    // Cut every listening connection of this database.
    let mut conn = sqlx::PgConnection::connect(&url).await.unwrap();
    let name = url.rsplit('/').next().unwrap().to_string();
    let cut: Vec<(bool,)> = sqlx::query_as(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
         WHERE datname = $1 AND query ILIKE 'LISTEN%'",
    )
    .bind(&name)
    .fetch_all(&mut conn)
    .await
    .unwrap();
    assert_eq!(cut.len(), 2, "one listener per server");
    // A move on B reaches A's connection once A listens again.
    let game = b.state(&id).await;
    let mv = game.legal[0].to_string();
    let (s, v) = b
        .command(
            &id,
            &defenders,
            json!({"type": "move", "move": mv, "ply": 0}),
        )
        .await;
    assert_eq!(s, 200, "{v}");
    let g = until(&mut on_a, |g| g["ply"] == 1).await;
    assert_eq!(g["moves"][0]["move"], mv.as_str());
    a.stop().await;
    b.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn a_seat_held_on_one_instance_is_online_on_the_other() {
    let (a, b, _) = two_servers().await;
    let (id, defenders, attackers) = a.friend_game("ludoteka", "defenders").await;
    let mut ann = Client::connect(&a, &id).await;
    assert_eq!(ann.auth(&defenders).await, "defenders");
    let mut bob = Client::connect(&b, &id).await;
    assert_eq!(bob.auth(&attackers).await, "attackers");
    // Each sees the other online, through the other server.
    until(&mut ann, |g| g["seats"]["attackers"]["online"] == true).await;
    // (Bob's own state may have shown Ann online already: ask B.)
    let start = std::time::Instant::now();
    loop {
        let (_, seen) = b.get(&format!("/api/games/{id}")).await;
        if seen["seats"]["defenders"]["online"] == true {
            break;
        }
        assert!(start.elapsed().as_secs() < 20, "{seen}");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let mut watcher = Client::connect(&b, &id).await;
    // Bob leaves: Ann sees his seat go offline.
    drop(bob);
    until(&mut ann, |g| g["seats"]["attackers"]["online"] == false).await;
    // A stops: B's spectator sees Ann's seat go offline.
    drop(ann);
    a.stop().await;
    until(&mut watcher, |g| g["seats"]["defenders"]["online"] == false).await;
    b.stop().await;
}

/// A game at one screen on A reaches game 3's fortress against tablut.cpp:
/// a spectator on B hears `fortress` with the move that closes it, and B's
/// own answer says so too (the flag follows the position, whichever
/// instance shows it).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn a_fortress_closed_on_one_instance_is_called_on_the_other() {
    let (a, b, _) = two_servers().await;
    let created = a
        .create(&tablut_server::wire::NewGame {
            variant: Some("ashton-server".into()),
            opponent: Some(tablut_server::wire::Mode::Local),
            ..Default::default()
        })
        .await;
    let id = created.id.clone();
    let mut watcher = Client::connect(&b, &id).await;
    let record = include_str!("../../tablut-core/tests/data/fortress_game3.txt");
    let moves: Vec<&str> = record.split_whitespace().collect();
    for (i, mv) in moves.iter().enumerate() {
        let (s, v) = a
            .command(&id, &created.secret, json!({"type": "move", "move": mv}))
            .await;
        assert_eq!(s, 200, "{mv}: {v}");
        assert_eq!(v["fortress"], i + 1 == moves.len(), "after {mv}: {v}");
    }
    let seen = until(&mut watcher, |g| g["ply"] == moves.len()).await;
    assert_eq!(seen["fortress"], true, "{seen}");
    let on_b = b.state(&id).await;
    assert!(on_b.fortress && on_b.status == Status::Active);
}
