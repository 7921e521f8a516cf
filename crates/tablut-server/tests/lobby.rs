//! The lobby over HTTP and its WebSocket: seeks, challenges, a rated game
//! from a seek to the ratings it moves, profiles, leaderboards and the
//! archive's filters; every refusal typed and changing nothing. On one
//! SQLite server, and on two servers over one PostgreSQL (the seek made
//! on one, accepted and watched on the other).

mod common;

use common::browser::Browser;
use common::{fresh_database, sqlite_url, Server};
use futures_util::StreamExt;
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

async fn account<'a>(server: &'a Server, name: &str) -> Browser<'a> {
    let mut b = Browser::new(server);
    let (s, v) = b.register(name, "a good password").await;
    assert_eq!(s, 200, "{v}");
    b
}

/// Plays the side to move's first legal move with `secret` over HTTP.
async fn play(server: &Server, id: &str, secret: &str) -> Value {
    let (_, game) = server.get(&format!("/api/games/{id}")).await;
    let mv = game["legal"][0].as_str().unwrap().to_string();
    let (s, v) = server
        .command(
            id,
            secret,
            json!({"type": "move", "move": mv, "ply": game["ply"]}),
        )
        .await;
    assert_eq!(s, 200, "{v}");
    v
}

async fn lobby_flow(a: &Server, b: &Server) {
    let mut ann = account(a, "Ann").await;
    let mut bob = account(b, "Bob").await;
    let mut carol = account(a, "Carol").await;
    let mut guest = Browser::new(b);

    // Refusals change nothing.
    let (s, v) = guest
        .post("/api/lobby/seeks", json!({"clock": "3+2", "rated": true}))
        .await;
    assert_eq!(
        (s, v["error"].as_str()),
        (401, Some("login_required")),
        "{v}"
    );
    let (s, v) = ann
        .post(
            "/api/lobby/seeks",
            json!({"clock": "3+2", "rated": true, "variant": "cartier:throne_crossable=true"}),
        )
        .await;
    assert_eq!((s, v["error"].as_str()), (400, Some("bad_request")), "{v}");
    for clock in ["0+0", "soon", "2d"] {
        let (s, _) = ann.post("/api/lobby/seeks", json!({"clock": clock})).await;
        assert_eq!(s, 400, "{clock}");
    }
    assert!(guest.get("/api/lobby").await.1["seeks"]
        .as_array()
        .unwrap()
        .is_empty());

    // Ann seeks a rated 3+2 game as the attackers; the other server's
    // lobby shows it, with her provisional rating.
    let (s, made) = ann
        .post(
            "/api/lobby/seeks",
            json!({"clock": "3+2", "rated": true, "side": "attackers"}),
        )
        .await;
    assert_eq!(s, 201, "{made}");
    let seek = made["seek"]["id"].as_str().unwrap().to_string();
    let ann_secret = made["secret"].as_str().unwrap().to_string();
    let seen = until_seek(&mut guest, &seek).await;
    assert_eq!(seen["name"], "Ann");
    assert_eq!(seen["mine"], false, "not the guest's");
    assert_eq!(made["seek"]["mine"], true);
    let anns = ann.get("/api/lobby").await.1;
    assert!(anns["seeks"]
        .as_array()
        .unwrap()
        .iter()
        .any(|s| s["id"] == seek.as_str() && s["mine"] == true));
    assert_eq!(seen["rating"], 1500);
    assert_eq!(seen["provisional"], true);
    assert_eq!(
        (seen["speed"].as_str(), seen["rated"].as_bool()),
        (Some("blitz"), Some(true))
    );

    let (s, v) = ann
        .post(&format!("/api/lobby/seeks/{seek}/accept"), json!({}))
        .await;
    assert_eq!(
        (s, v["error"].as_str()),
        (409, Some("not_allowed")),
        "own seek: {v}"
    );
    let (s, v) = guest
        .post(&format!("/api/lobby/seeks/{seek}/accept"), json!({}))
        .await;
    assert_eq!(
        (s, v["error"].as_str()),
        (401, Some("login_required")),
        "{v}"
    );

    // Bob and Carol accept at once: one game.
    let path = format!("/api/lobby/seeks/{seek}/accept");
    let ((s1, v1), (s2, v2)) =
        tokio::join!(bob.post(&path, json!({})), carol.post(&path, json!({})));
    let mut answers = [(s1, v1), (s2, v2)];
    answers.sort_by_key(|(s, _)| *s);
    assert_eq!(answers[0].0, 200, "{:?}", answers);
    assert_eq!(
        (answers[1].0, answers[1].1["error"].as_str()),
        (409, Some("not_allowed"))
    );
    let taken = answers[0].1.clone();
    let id = taken["id"].as_str().unwrap().to_string();
    let opponent = taken["state"]["seats"]["defenders"]["name"]
        .as_str()
        .unwrap()
        .to_string();
    let opponent_secret = taken["secret"].as_str().unwrap().to_string();
    assert_eq!(taken["seat"], "defenders");
    assert_eq!(taken["state"]["seats"]["attackers"]["name"], "Ann");
    assert_eq!(taken["state"]["seats"]["attackers"]["account"], true);
    assert_eq!(taken["state"]["seats"]["defenders"]["account"], true);
    assert_eq!(taken["state"]["rated"], true);
    assert_eq!(taken["state"]["clock"]["control"], "3+2");
    assert_eq!(taken["state"]["status"], "active");

    // Ann's page finds the game its seek became; her secret holds her seat.
    let lobby = ann.get("/api/lobby").await.1;
    assert!(lobby["started"]
        .as_array()
        .unwrap()
        .iter()
        .any(|s| s["seek"] == seek.as_str() && s["game"] == id.as_str()));
    assert!(!lobby["seeks"]
        .as_array()
        .unwrap()
        .iter()
        .any(|s| s["id"] == seek.as_str()));
    let (_, before) = a.get(&format!("/api/games/{id}/ratings")).await;
    assert_eq!(before[0]["before"], 1500);
    assert_eq!(before[0]["after"], Value::Null);
    // A move each, whoever starts.
    for server in [a, b] {
        let (_, game) = server.get(&format!("/api/games/{id}")).await;
        let secret = if game["side_to_move"] == "attackers" {
            &ann_secret
        } else {
            &opponent_secret
        };
        play(server, &id, secret).await;
    }
    // Ann resigns: the ratings move, once.
    let (s, v) = a.command(&id, &ann_secret, json!({"type": "resign"})).await;
    assert_eq!(s, 200, "{v}");
    let (_, after) = b.get(&format!("/api/games/{id}/ratings")).await;
    let by_side = |side: &str| {
        after
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["side"] == side)
            .unwrap()
            .clone()
    };
    assert!(
        by_side("attackers")["after"].as_i64().unwrap() < 1500,
        "{after}"
    );
    assert!(
        by_side("defenders")["after"].as_i64().unwrap() > 1500,
        "{after}"
    );
    let (_, profile) = b.get("/api/players/ann").await;
    assert_eq!(profile["name"], "Ann");
    assert_eq!(profile["ratings"][0]["pool"], "ludoteka");
    assert_eq!(profile["ratings"][0]["games"], 1);
    assert_eq!(profile["history"].as_array().unwrap().len(), 1);
    assert_eq!(
        profile["as_attackers"],
        json!({"wins": 0, "draws": 0, "losses": 1})
    );
    assert_eq!(profile["games"][0]["id"], id.as_str());
    assert_eq!(profile["games"][0]["rated"], true);
    let (_, winner) = a.get(&format!("/api/players/{opponent}")).await;
    assert_eq!(winner["as_defenders"]["wins"], 1);
    // Provisional players are not on the leaderboard yet.
    let (s, board) = a.get("/api/leaderboard/ludoteka").await;
    assert_eq!((s, board), (200, json!([])));
    let (s, _) = a.get("/api/leaderboard/cartier:king_armed=false").await;
    assert_eq!(s, 404);
    // The archive by player and result.
    let (_, mine) = a.get("/api/archive?player=ANN").await;
    assert_eq!(mine.as_array().unwrap().len(), 1);
    assert_eq!(
        mine[0]["accounts"],
        json!({"attackers": true, "defenders": true})
    );
    let (_, none) = a.get("/api/archive?player=Ann&result=draw").await;
    assert_eq!(none, json!([]));
    let (s, _) = a.get("/api/archive?result=banana").await;
    assert_eq!(s, 400);
    let (_, nobody) = a.get("/api/archive?player=nobody-at-all").await;
    assert_eq!(nobody, json!([]));

    // A challenge is seen by the two players only and accepted by the one
    // challenged; declined, it is gone.
    let (s, challenge) = ann
        .post(
            "/api/lobby/seeks",
            json!({"clock": "1d", "to": "carol", "side": "defenders"}),
        )
        .await;
    assert_eq!(s, 201, "{challenge}");
    let cid = challenge["seek"]["id"].as_str().unwrap().to_string();
    assert_eq!(challenge["seek"]["to"], "Carol");
    let visible = |v: &Value| {
        v["challenges"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["id"] == cid.as_str())
    };
    assert!(visible(&carol.get("/api/lobby").await.1));
    assert!(visible(&ann.get("/api/lobby").await.1));
    assert!(!visible(&bob.get("/api/lobby").await.1));
    assert!(!guest.get("/api/lobby").await.1["seeks"]
        .as_array()
        .unwrap()
        .iter()
        .any(|s| s["id"] == cid.as_str()));
    let (s, v) = bob
        .post(&format!("/api/lobby/seeks/{cid}/accept"), json!({}))
        .await;
    assert_eq!((s, v["error"].as_str()), (403, Some("unauthorized")), "{v}");
    let (s, _) = bob
        .post(&format!("/api/lobby/seeks/{cid}/cancel"), json!({}))
        .await;
    assert_eq!(s, 403, "only the two players may withdraw it");
    let (s, _) = carol
        .post(&format!("/api/lobby/seeks/{cid}/cancel"), json!({}))
        .await;
    assert_eq!(s, 200, "declined");
    assert!(!visible(&ann.get("/api/lobby").await.1));
    let (s, v) = carol
        .post(&format!("/api/lobby/seeks/{cid}/accept"), json!({}))
        .await;
    assert_eq!(
        (s, v["error"].as_str()),
        (404, Some("not_found")),
        "declined: gone"
    );
    let (s, v) = ann
        .post(
            "/api/lobby/seeks",
            json!({"clock": "1d", "to": "nobody-here"}),
        )
        .await;
    assert_eq!((s, v["error"].as_str()), (404, Some("not_found")));
    let (s, _) = ann
        .post("/api/lobby/seeks", json!({"clock": "1d", "to": "ann"}))
        .await;
    assert_eq!(s, 409, "no challenge to oneself");

    // A guest's casual seek is withdrawn with its secret only.
    let (s, made) = guest
        .post(
            "/api/lobby/seeks",
            json!({"clock": "5+3", "name": "Wanderer", "variant": "cartier:throne_crossable=true"}),
        )
        .await;
    assert_eq!(s, 201, "{made}");
    let gid = made["seek"]["id"].as_str().unwrap();
    let (s, _) = guest
        .post(
            &format!("/api/lobby/seeks/{gid}/cancel"),
            json!({"secret": "0".repeat(32)}),
        )
        .await;
    assert_eq!(s, 403);
    let (s, _) = guest
        .post(
            &format!("/api/lobby/seeks/{gid}/cancel"),
            json!({"secret": made["secret"]}),
        )
        .await;
    assert_eq!(s, 200);
}

/// Waits (briefly) until `who`'s lobby shows seek `id`, as another server
/// hears of it through PostgreSQL.
async fn until_seek(who: &mut Browser<'_>, id: &str) -> Value {
    for _ in 0..100 {
        let (_, lobby) = who.get("/api/lobby").await;
        if let Some(seek) = lobby["seeks"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["id"] == id)
        {
            return seek.clone();
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("seek {id} never showed");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_on_one_server() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    lobby_flow(&server, &server).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn the_lobby_across_two_servers() {
    let url = fresh_database().await;
    let (a, b) = (Server::start(&url).await, Server::start(&url).await);
    lobby_flow(&a, &b).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_socket_tells_of_every_change() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let url = format!("ws://{}/api/lobby/ws", server.addr);
    let (mut socket, _) = tokio_tungstenite::connect_async(&url).await.unwrap();
    let first = next_lobby(&mut socket).await;
    assert_eq!(first["lobby"]["seeks"], json!([]));
    assert!(first["lobby"]["online"].as_i64().unwrap() >= 1, "{first}");
    assert_eq!(first["lobby"]["computer"][0], "beginner");
    let mut guest = Browser::new(&server);
    let (_, made) = guest
        .post(
            "/api/lobby/seeks",
            json!({"clock": "10+5", "name": "Linnaeus"}),
        )
        .await;
    let id = made["seek"]["id"].as_str().unwrap();
    loop {
        let message = next_lobby(&mut socket).await;
        if let Some(seek) = message["lobby"]["seeks"].as_array().unwrap().first() {
            assert_eq!(
                (seek["id"].as_str(), seek["name"].as_str()),
                (Some(id), Some("Linnaeus"))
            );
            assert_eq!(seek["speed"], "rapid");
            break;
        }
    }
}

async fn next_lobby(
    socket: &mut tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
) -> Value {
    let message = tokio::time::timeout(std::time::Duration::from_secs(10), socket.next())
        .await
        .expect("a lobby message in time")
        .expect("the socket is open")
        .expect("a message");
    let Message::Text(text) = message else {
        panic!("a text message: {message:?}")
    };
    let v: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["type"], "lobby");
    v
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_seeks_at_once_all_show() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    // Every seek's answer comes after a read of the lobby that includes
    // it, however many arrive together (the reads are shared).
    let mut tasks = Vec::new();
    for i in 0..40 {
        let url = server.url("/api/lobby/seeks");
        let origin = server.base.clone();
        tasks.push(tokio::spawn(async move {
            let r = reqwest::Client::new()
                .post(url)
                .header("origin", origin)
                .json(&json!({"clock": "5+3", "name": format!("Guest{i}")}))
                .send()
                .await
                .unwrap();
            assert_eq!(r.status().as_u16(), 201);
            let v: Value = r.json().await.unwrap();
            v["seek"]["id"].as_str().unwrap().to_string()
        }));
    }
    let mut ids = Vec::new();
    for t in tasks {
        ids.push(t.await.unwrap());
    }
    let (_, lobby) = server.get("/api/lobby").await;
    let shown: Vec<&str> = lobby["seeks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["id"].as_str().unwrap())
        .collect();
    for id in &ids {
        assert!(shown.contains(&id.as_str()), "{id} missing");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_time_controls_and_their_speeds_come_from_the_server() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let (s, v) = server.get("/api/clocks").await;
    assert_eq!(s, 200, "{v}");
    let live: Vec<(&str, &str)> = v["live"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (c["control"].as_str().unwrap(), c["speed"].as_str().unwrap()))
        .collect();
    assert_eq!(live.len(), 8, "{v}");
    assert_eq!(live[0], ("1+0", "bullet"));
    assert!(live.contains(&("3+2", "blitz")), "{v}");
    assert!(live.contains(&("30+20", "classical")), "{v}");
    let days: Vec<&str> = v["correspondence"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["control"].as_str().unwrap())
        .collect();
    assert_eq!(days, ["1d", "3d", "7d", "14d"]);

    // A custom control is read by the server, which says why one is none.
    let (s, v) = server.get("/api/clocks/7%2B3").await;
    assert_eq!((s, &v), (200, &json!({"control": "7+3", "speed": "rapid"})));
    let (s, v) = server.get("/api/clocks/61%2B0").await;
    assert_eq!((s, v["error"].as_str()), (400, Some("bad_request")), "{v}");
    assert!(
        v["message"].as_str().unwrap().contains("1 to 60 minutes"),
        "{v}"
    );
}
