//! Accounts over HTTP against a real server: register, log in and out,
//! change the password, delete; names unique whatever their case; logins
//! slowed after failures per account and address, and per address; the
//! session cookie refused from another site's page; a guest keeps their
//! games; forged cookies open nothing. Every refusal changes nothing. Run
//! on SQLite, and on PostgreSQL when `TABLUT_TEST_POSTGRES` is set
//! (`--include-ignored`).

mod common;

use common::browser::Browser;
use common::{fresh_database, sqlite_url, Server};
use serde_json::{json, Value};
use tablut_server::accounts;

async fn sqlite_server() -> (Server, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    (server, dir)
}

/// Register, who am I, log out and in, change the password, delete.
async fn account_life(server: &Server) {
    let mut ann = Browser::new(server);
    assert_eq!(ann.me().await, Value::Null, "a guest has no account");
    let req = reqwest::Client::new()
        .post(server.url("/api/account/register"))
        .json(&json!({"name": "Ann_Lee", "password": "correct horse"}));
    let (s, v, set) = ann.send(req).await;
    assert_eq!(s, 200, "{v}");
    assert_eq!(v["account"]["name"], "Ann_Lee");
    let set = set.expect("a session cookie");
    for part in ["HttpOnly", "SameSite=Lax", "Path=/"] {
        assert!(set.contains(part), "{set}");
    }
    assert!(!set.contains("Secure"), "plain HTTP: {set}");
    assert_eq!(ann.me().await["name"], "Ann_Lee");

    // The name is taken whatever its case; nothing else changes.
    let mut other = Browser::new(server);
    let (s, v) = other.register("ann_lee", "another password").await;
    assert_eq!((s, v["error"].as_str()), (409, Some("name_taken")), "{v}");
    assert_eq!(other.me().await, Value::Null);
    let (s, _) = other.login("ann_lee", "another password").await;
    assert_eq!(s, 403, "the refused registration made no account");

    // Log out: the cookie opens nothing any more, even if kept.
    let kept = ann.cookie.clone();
    let (s, v) = ann.post("/api/account/logout", json!({})).await;
    assert_eq!((s, &v["account"]), (200, &Value::Null));
    assert_eq!(ann.cookie, None, "the cookie is removed");
    ann.cookie = kept;
    assert_eq!(ann.me().await, Value::Null, "the old session is over");

    // Log in in any case; two sessions.
    let (s, v) = ann.login("ANN_LEE", "correct horse").await;
    assert_eq!((s, v["account"]["name"].as_str()), (200, Some("Ann_Lee")));
    let mut phone = Browser::new(server);
    assert_eq!(phone.login("Ann_Lee", "correct horse").await.0, 200);

    // Change the password: the current one is needed; the other session
    // ends; the old password no longer works.
    let (s, v) = ann
        .post(
            "/api/account/password",
            json!({"current": "wrong guess!", "new": "battery staple"}),
        )
        .await;
    assert_eq!((s, v["error"].as_str()), (403, Some("unauthorized")), "{v}");
    let (s, v) = ann
        .post(
            "/api/account/password",
            json!({"current": "correct horse", "new": "short"}),
        )
        .await;
    assert_eq!((s, v["error"].as_str()), (400, Some("bad_request")), "{v}");
    let (s, v) = ann
        .post(
            "/api/account/password",
            json!({"current": "correct horse", "new": "battery staple"}),
        )
        .await;
    assert_eq!(s, 200, "{v}");
    assert_eq!(ann.me().await["name"], "Ann_Lee", "this session goes on");
    assert_eq!(phone.me().await, Value::Null, "the other session ended");
    let mut fresh = Browser::new(server);
    assert_eq!(fresh.login("Ann_Lee", "correct horse").await.0, 403);
    assert_eq!(fresh.login("Ann_Lee", "battery staple").await.0, 200);

    // A game created while logged in holds her account and name.
    let (s, game) = ann
        .post(
            "/api/games",
            json!({"opponent": "friend", "side": "attackers", "name": "Someone Else"}),
        )
        .await;
    assert_eq!(s, 201, "{game}");
    assert_eq!(game["state"]["seats"]["attackers"]["name"], "Ann_Lee");
    let id = game["id"].as_str().unwrap().to_string();

    // Delete: the password is needed; then no login, the name stays
    // taken, the game stays with the seat named "deleted".
    let (s, _) = ann
        .post("/api/account/delete", json!({"password": "correct horse"}))
        .await;
    assert_eq!(s, 403);
    assert_eq!(ann.me().await["name"], "Ann_Lee");
    let (s, v) = ann
        .post("/api/account/delete", json!({"password": "battery staple"}))
        .await;
    assert_eq!((s, &v["account"]), (200, &Value::Null), "{v}");
    assert_eq!(fresh.me().await, Value::Null, "every session ended");
    assert_eq!(
        Browser::new(server)
            .login("Ann_Lee", "battery staple")
            .await
            .0,
        403
    );
    assert_eq!(
        Browser::new(server)
            .register("ann_lee", "battery staple")
            .await
            .0,
        409
    );
    let state = server.state(&id).await;
    assert_eq!(state.seats.attackers.name, "deleted");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_account_lives_and_dies_sqlite() {
    let (server, _dir) = sqlite_server().await;
    account_life(&server).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn an_account_lives_and_dies_postgres() {
    let url = fresh_database().await;
    let server = Server::start(&url).await;
    account_life(&server).await;
    // A second server over the same database knows the same accounts and
    // shows the deleted seat.
    let other = Server::start(&url).await;
    let mut b = Browser::new(&other);
    assert_eq!(b.register("Bob", "hunter2hunter2").await.0, 200);
    let mut a = Browser::new(&server);
    assert_eq!(a.login("bob", "hunter2hunter2").await.0, 200);
    assert_eq!(a.me().await["name"], "Bob");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_names_and_passwords_are_refused_and_make_nothing() {
    let (server, _dir) = sqlite_server().await;
    let mut b = Browser::new(&server);
    for (name, password) in [
        ("ab", "long enough"),
        ("has space", "long enough"),
        ("Añna", "long enough"),
        ("x\u{202e}gnp", "long enough"),
        (&"n".repeat(21), "long enough"),
        ("deleted", "long enough"),
        ("Fine_Name", "short"),
        ("Fine_Name", &"p".repeat(129)),
    ] {
        let (s, v) = b.register(name, password).await;
        assert!(s == 400 || s == 409, "{name:?}: {s} {v}");
        assert_eq!(b.cookie, None);
    }
    let (s, v) = b
        .post(
            "/api/account/register",
            json!({"name": "Fine_Name", "password": "long enough", "admin": true}),
        )
        .await;
    assert_eq!((s, v["error"].as_str()), (400, Some("bad_request")), "{v}");
    let (s, _) = b.login("Fine_Name", "long enough").await;
    assert_eq!(s, 403, "no refused registration made an account");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn failed_logins_slow_down_the_account_and_the_address() {
    let (server, _dir) = sqlite_server().await;
    let mut owner = Browser::new(&server);
    assert_eq!(owner.register("Target", "the real one").await.0, 200);
    let mut guesser = Browser::new(&server);
    for _ in 0..accounts::FREE_FAILURES {
        let (s, v) = guesser.login("Target", "a guess....").await;
        assert_eq!((s, v["error"].as_str()), (403, Some("unauthorized")));
    }
    // The account now waits at this address (only: see tests/abuse.rs):
    // even the right password is refused for a while, and says how long.
    let (s, v) = guesser.login("Target", "the real one").await;
    assert_eq!((s, v["error"].as_str()), (429, Some("rate_limited")), "{v}");
    assert!(v["message"].as_str().unwrap().contains("try again in"));
    assert_eq!(guesser.cookie, None);

    // The address: after its fill of failures on any names, even a right
    // password for another account is refused.
    let mut other = Browser::new(&server);
    assert_eq!(other.register("Other", "other's pass").await.0, 200);
    let mut tries = 0;
    loop {
        let (s, v) = guesser.login(&format!("nobody{tries}"), "whatever1").await;
        tries += 1;
        if s == 429 {
            assert_eq!(v["error"], "rate_limited");
            break;
        }
        assert_eq!(s, 403);
        assert!(
            tries <= accounts::ADDRESS_FAILURES as usize,
            "never limited"
        );
    }
    let (s, _) = guesser.login("Other", "other's pass").await;
    assert_eq!(s, 429);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_session_cookie_is_refused_from_another_sites_page() {
    let (server, _dir) = sqlite_server().await;
    let mut ann = Browser::new(&server);
    assert_eq!(ann.register("Ann", "correct horse").await.0, 200);
    ann.origin = Some("http://evil.example".into());
    let (s, v) = ann
        .post(
            "/api/account/password",
            json!({"current": "correct horse", "new": "owned by evil"}),
        )
        .await;
    assert_eq!((s, v["error"].as_str()), (403, Some("cross_site")), "{v}");
    let (s, _) = ann
        .post("/api/account/delete", json!({"password": "correct horse"}))
        .await;
    assert_eq!(s, 403);
    // Sec-Fetch-Site says the same without an Origin.
    ann.origin = None;
    let req = reqwest::Client::new()
        .post(server.url("/api/account/logout"))
        .header("sec-fetch-site", "cross-site");
    let (s, v, _) = ann.send(req).await;
    assert_eq!((s, v["error"].as_str()), (403, Some("cross_site")));
    // A game created from another site's page is a guest's.
    ann.origin = Some("http://evil.example".into());
    let (s, game) = ann
        .post(
            "/api/games",
            json!({"opponent": "friend", "name": "Mallory"}),
        )
        .await;
    assert_eq!(s, 201);
    assert_eq!(game["state"]["seats"]["defenders"]["name"], "Mallory");
    // Nothing changed: the password, the session.
    ann.origin = Some(server.base.clone());
    assert_eq!(ann.me().await["name"], "Ann");
    assert_eq!(
        Browser::new(&server).login("Ann", "correct horse").await.0,
        200
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guest_who_registers_keeps_the_games_of_that_browser() {
    let (server, _dir) = sqlite_server().await;
    let mut guest = Browser::new(&server);
    let (s, game) = guest
        .post(
            "/api/games",
            json!({"opponent": "computer", "side": "defenders", "level": "beginner", "name": "guest"}),
        )
        .await;
    assert_eq!(s, 201);
    let (id, secret) = (
        game["id"].as_str().unwrap().to_string(),
        game["secret"].as_str().unwrap().to_string(),
    );
    let (s, v) = guest
        .post(
            "/api/account/games",
            json!({"games": [{"id": id, "secret": secret}]}),
        )
        .await;
    assert_eq!((s, v["error"].as_str()), (401, Some("login_required")));
    assert_eq!(guest.register("Newcomer", "welcome aboard").await.0, 200);
    let (s, v) = guest
        .post(
            "/api/account/games",
            json!({"games": [
                {"id": id, "secret": secret},
                {"id": id, "secret": "0".repeat(32)},
                {"id": "0123456789abcdef", "secret": secret},
                {"id": "../etc", "secret": secret},
            ]}),
        )
        .await;
    assert_eq!(s, 200, "{v}");
    assert_eq!(v["adopted"], json!([id]), "only the seat the secret holds");
    assert_eq!(
        server.state(&id).await.seats.defenders.name,
        "Newcomer",
        "the seat shows the account's name"
    );
    // Adopting again, or by another account, changes nothing.
    let mut thief = Browser::new(&server);
    assert_eq!(thief.register("Thief", "stolen secret").await.0, 200);
    let (_, v) = thief
        .post(
            "/api/account/games",
            json!({"games": [{"id": id, "secret": secret}]}),
        )
        .await;
    assert_eq!(v["adopted"], json!([]));
    assert_eq!(server.state(&id).await.seats.defenders.name, "Newcomer");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forged_cookies_open_nothing() {
    let (server, _dir) = sqlite_server().await;
    let mut real = Browser::new(&server);
    assert_eq!(real.register("Real", "real password").await.0, 200);
    for forged in [
        "0".repeat(32),
        "not hex at all".into(),
        "x".repeat(5000),
        format!("{}'--", "a".repeat(30)),
    ] {
        let mut b = Browser::new(&server);
        b.cookie = Some(forged.clone());
        assert_eq!(b.me().await, Value::Null, "{forged}");
        let (s, v) = b
            .post(
                "/api/account/password",
                json!({"current": "real password", "new": "taken over"}),
            )
            .await;
        assert_eq!((s, v["error"].as_str()), (401, Some("login_required")));
    }
    assert_eq!(real.me().await["name"], "Real");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_account_plays_its_seats_from_any_browser() {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    use tokio_tungstenite::tungstenite::Message;

    let (server, _dir) = sqlite_server().await;
    let mut ann = Browser::new(&server);
    assert_eq!(ann.register("Ann", "correct horse").await.0, 200);
    let (_, game) = ann
        .post(
            "/api/games",
            json!({"opponent": "friend", "side": "defenders"}),
        )
        .await;
    let id = game["id"].as_str().unwrap().to_string();
    let mut bob = Browser::new(&server);
    assert_eq!(bob.register("Bob", "battery staple").await.0, 200);
    let (s, v) = bob
        .post(
            &format!("/api/games/{id}/join"),
            json!({"invite": game["invite"]}),
        )
        .await;
    assert_eq!(s, 200, "{v}");

    // On another browser, Ann logs in and finds the game, her turn or not.
    let mut laptop = Browser::new(&server);
    assert_eq!(laptop.login("ann", "correct horse").await.0, 200);
    let (s, mine) = laptop.get("/api/account/games").await;
    assert_eq!(s, 200, "{mine}");
    assert_eq!(mine[0]["id"], id.as_str());
    assert_eq!(mine[0]["side"], "defenders");
    assert_eq!(mine[0]["opponent"], "Bob");
    let (_, state) = server.get(&format!("/api/games/{id}")).await;
    let ann_to_move = state["side_to_move"] == "defenders";
    assert_eq!(mine[0]["your_turn"], ann_to_move);
    let (_, theirs) = bob.get("/api/account/games").await;
    assert_eq!(theirs[0]["your_turn"], !ann_to_move);
    let (s, v) = Browser::new(&server).get("/api/account/games").await;
    assert_eq!((s, v["error"].as_str()), (401, Some("login_required")));

    // The side to move plays with its cookie alone, over HTTP.
    let (mover, watcher) = if ann_to_move {
        (&mut laptop, &mut bob)
    } else {
        (&mut bob, &mut laptop)
    };
    let mv = state["legal"][0].as_str().unwrap();
    let (s, v) = watcher
        .post(
            &format!("/api/games/{id}/commands"),
            json!({"type": "move", "move": mv, "ply": 0}),
        )
        .await;
    assert_eq!(
        (s, v["error"].as_str()),
        (409, Some("not_your_turn")),
        "{v}"
    );
    let (s, v) = mover
        .post(
            &format!("/api/games/{id}/commands"),
            json!({"type": "move", "move": mv, "ply": 0}),
        )
        .await;
    assert_eq!(s, 200, "{v}");
    let mut carol = Browser::new(&server);
    assert_eq!(carol.register("Carol", "not a player").await.0, 200);
    let (s, v) = carol
        .post(
            &format!("/api/games/{id}/commands"),
            json!({"type": "resign"}),
        )
        .await;
    assert_eq!((s, v["error"].as_str()), (403, Some("unauthorized")), "{v}");

    // Over the WebSocket, `auth` without a secret takes the account's seat.
    let mut request = format!("ws://{}/api/games/{id}/ws", server.addr)
        .into_client_request()
        .unwrap();
    let headers = request.headers_mut();
    headers.insert(
        "cookie",
        format!("tablut_session={}", laptop.cookie.clone().unwrap())
            .parse()
            .unwrap(),
    );
    headers.insert("origin", server.base.parse().unwrap());
    let (mut socket, _) = tokio_tungstenite::connect_async(request).await.unwrap();
    socket
        .send(Message::Text(r#"{"type":"auth"}"#.into()))
        .await
        .unwrap();
    loop {
        let Some(Ok(Message::Text(text))) = socket.next().await else {
            panic!("the socket closed")
        };
        let v: Value = serde_json::from_str(&text).unwrap();
        assert_ne!(v["type"], "error", "{v}");
        if v["type"] == "state" && v["you"] == "defenders" {
            break;
        }
    }
}
