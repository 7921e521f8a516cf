//! What no one may game (issue 28): guesses at an account from one
//! address never keep its owner out from another, while the guessing
//! address is throttled, per name and per address; a login at a name no
//! account has takes as long as one with a wrong password; names that pass
//! for the server's own are refused; a rated seek is decided by the rules
//! it parses to, not by their spelling. Over HTTP against a real server:
//! each client's address is the `X-Forwarded-For` a proxy on loopback
//! would send (see `client_ip.rs`). Run on SQLite, and on PostgreSQL, two
//! servers over one database, when `TABLUT_TEST_POSTGRES` is set
//! (`--include-ignored`).

mod common;

use std::time::{Duration, Instant};

use common::browser::Browser;
use common::{fresh_database, sqlite_url, Server};
use serde_json::{json, Value};
use tablut_server::accounts;

async fn sqlite_server() -> (Server, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    (server, dir)
}

/// Logs in to `server` as `name` from the address `ip`, with a browser of
/// its own: the status and the answer.
async fn login_from(server: &Server, ip: &str, name: &str, password: &str) -> (u16, Value) {
    let mut b = Browser::new(server);
    let req = reqwest::Client::new()
        .post(server.url("/api/account/login"))
        .header("x-forwarded-for", ip)
        .json(&json!({"name": name, "password": password}));
    let (s, v, _) = b.send(req).await;
    if s == 200 {
        assert!(b.cookie.is_some(), "a login sets the cookie");
    } else {
        assert_eq!(b.cookie, None, "a refusal sets no cookie: {v}");
    }
    (s, v)
}

fn status(answer: &(u16, Value)) -> (u16, Option<&str>) {
    (answer.0, answer.1["error"].as_str())
}

const WRONG: (u16, Option<&str>) = (403, Some("unauthorized"));
const LIMITED: (u16, Option<&str>) = (429, Some("rate_limited"));

/// Many guesses at an account from many other addresses: the owner still
/// logs in from a fresh one; each guessing address is kept waiting there;
/// a new address gets a smaller allowance, but never a refusal before it
/// has failed. `a` and `b` may be two servers over one database.
async fn owner_keeps_the_account(a: &Server, b: &Server) {
    let mut owner = Browser::new(a);
    assert_eq!(owner.register("Target", "the real one").await.0, 200);
    // Enough addresses, each with its fill of failures, to bring the
    // account to NAME_FAILURES; before, that locked it for everyone.
    assert_eq!(accounts::NAME_FAILURES % accounts::FREE_FAILURES, 0);
    let guessers: Vec<String> = (1..=accounts::NAME_FAILURES / accounts::FREE_FAILURES)
        .map(|i| format!("203.0.113.{i}"))
        .collect();
    for (i, ip) in guessers.iter().enumerate() {
        // Alternate the servers: the counts are the database's.
        let server = if i % 2 == 0 { a } else { b };
        for _ in 0..accounts::FREE_FAILURES {
            let r = login_from(server, ip, "Target", "a guess....").await;
            assert_eq!(status(&r), WRONG, "{ip}: {}", r.1);
        }
        // It waits there now, on either server, even with the right
        // password, and is told how long.
        for server in [a, b] {
            let r = login_from(server, ip, "Target", "the real one").await;
            assert_eq!(status(&r), LIMITED, "{ip}: {}", r.1);
            assert!(r.1["message"].as_str().unwrap().contains("try again in"));
        }
    }
    // One more address, under attack now: a smaller allowance, after
    // which it waits too.
    let newcomer = "203.0.113.99";
    for _ in 0..accounts::WARY_FREE_FAILURES {
        let r = login_from(a, newcomer, "Target", "a guess....").await;
        assert_eq!(status(&r), WRONG, "{}", r.1);
    }
    let r = login_from(b, newcomer, "Target", "the real one").await;
    assert_eq!(status(&r), LIMITED, "{}", r.1);
    // The owner, from addresses that have not failed: in at once, on
    // either server, however many guesses came from elsewhere.
    for (server, ip) in [
        (a, "198.51.100.7"),
        (b, "198.51.100.8"),
        (a, "198.51.100.7"),
    ] {
        let r = login_from(server, ip, "Target", "the real one").await;
        assert_eq!(r.0, 200, "the owner is kept out: {}", r.1);
        assert_eq!(r.1["account"]["name"], "Target");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_owner_logs_in_whatever_others_guess_sqlite() {
    let (server, _dir) = sqlite_server().await;
    owner_keeps_the_account(&server, &server).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn the_owner_logs_in_whatever_others_guess_postgres() {
    let url = fresh_database().await;
    let a = Server::start(&url).await;
    let b = Server::start(&url).await;
    owner_keeps_the_account(&a, &b).await;
}

/// The wait is per name and address: the guessing address still logs in
/// to another account, other addresses to this one; and a name no account
/// has is answered the same way, so the wait tells no one it is free.
async fn waits_are_per_name_and_address(a: &Server, b: &Server) {
    assert_eq!(
        Browser::new(a).register("Target", "the real one").await.0,
        200
    );
    assert_eq!(
        Browser::new(b).register("Other", "other's pass").await.0,
        200
    );
    let guesser = "192.0.2.10";
    for name in ["Target", "Nobody_here"] {
        for _ in 0..accounts::FREE_FAILURES {
            let r = login_from(a, guesser, name, "a guess....").await;
            assert_eq!(status(&r), WRONG, "{name}: {}", r.1);
        }
        // Known or not, the next try waits, on every server.
        for server in [a, b] {
            let r = login_from(server, guesser, name, "the real one").await;
            assert_eq!(status(&r), LIMITED, "{name}: {}", r.1);
            assert!(r.1["message"].as_str().unwrap().contains("try again in"));
        }
    }
    // The same address, another account: not held against it.
    let r = login_from(b, guesser, "Other", "other's pass").await;
    assert_eq!(r.0, 200, "{}", r.1);
    // Another address, this account: not held against it either.
    let r = login_from(a, "192.0.2.11", "Target", "the real one").await;
    assert_eq!(r.0, 200, "{}", r.1);
    // The wait ends: 1 s after the free failures.
    tokio::time::sleep(Duration::from_millis(1_100)).await;
    let r = login_from(b, guesser, "Target", "the real one").await;
    assert_eq!(r.0, 200, "{}", r.1);
    // A success forgets the address's failures there.
    let r = login_from(a, guesser, "Target", "a guess....").await;
    assert_eq!(status(&r), WRONG, "{}", r.1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn waits_are_per_name_and_address_sqlite() {
    let (server, _dir) = sqlite_server().await;
    waits_are_per_name_and_address(&server, &server).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn waits_are_per_name_and_address_postgres() {
    let url = fresh_database().await;
    let a = Server::start(&url).await;
    let b = Server::start(&url).await;
    waits_are_per_name_and_address(&a, &b).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_that_guesses_at_many_names_is_refused_alone() {
    let (server, _dir) = sqlite_server().await;
    assert_eq!(
        Browser::new(&server)
            .register("Other", "other's pass")
            .await
            .0,
        200
    );
    let guesser = "192.0.2.20";
    let mut tries = 0;
    loop {
        let r = login_from(&server, guesser, &format!("nobody{tries}"), "whatever1").await;
        tries += 1;
        if r.0 == 429 {
            assert_eq!(status(&r), LIMITED);
            break;
        }
        assert_eq!(status(&r), WRONG);
        assert!(
            tries <= accounts::ADDRESS_FAILURES as usize,
            "never limited"
        );
    }
    assert_eq!(tries, accounts::ADDRESS_FAILURES as usize + 1);
    // Even the right password for an account it never guessed at.
    let r = login_from(&server, guesser, "Other", "other's pass").await;
    assert_eq!(status(&r), LIMITED, "{}", r.1);
    // Another address is not affected.
    let r = login_from(&server, "192.0.2.21", "Other", "other's pass").await;
    assert_eq!(r.0, 200, "{}", r.1);
    // Nor another address of the same IPv4 /24, while an IPv6 /64 counts
    // as one address.
    let r = login_from(&server, "192.0.2.22", "Other", "other's pass").await;
    assert_eq!(r.0, 200, "{}", r.1);
    for i in 0..accounts::ADDRESS_FAILURES {
        let ip = format!("2001:db8:7:7::{:x}", i + 1);
        let r = login_from(&server, &ip, &format!("nobody{i}"), "whatever1").await;
        assert_eq!(status(&r), WRONG);
    }
    let r = login_from(&server, "2001:db8:7:7:ffff::1", "Other", "other's pass").await;
    assert_eq!(status(&r), LIMITED, "{}", r.1);
    let r = login_from(&server, "2001:db8:7:8::1", "Other", "other's pass").await;
    assert_eq!(r.0, 200, "{}", r.1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_name_no_account_has_takes_as_long_as_a_wrong_password() {
    let (server, _dir) = sqlite_server().await;
    // Two accounts, so that neither reaches FREE_FAILURES.
    let names = ["Timed", "Clocked"];
    for name in names {
        assert_eq!(
            Browser::new(&server).register(name, "the real one").await.0,
            200
        );
    }
    // Once each first, so neither side pays for a first time.
    login_from(&server, "10.1.0.200", "Timed", "a guess....").await;
    login_from(&server, "10.2.0.200", "Untimed", "a guess....").await;
    let (mut known, mut unknown) = (Duration::ZERO, Duration::ZERO);
    for i in 0..6 {
        // Interleaved, and each from an address of its own, so the load of
        // the machine weighs on both alike and no limit is reached.
        let started = Instant::now();
        let r = login_from(&server, &format!("10.1.0.{i}"), names[i % 2], "a guess....").await;
        known += started.elapsed();
        assert_eq!(status(&r), WRONG, "{}", r.1);
        let started = Instant::now();
        let r = login_from(
            &server,
            &format!("10.2.0.{i}"),
            &format!("Untimed{i}"),
            "a guess....",
        )
        .await;
        unknown += started.elapsed();
        assert_eq!(status(&r), WRONG, "answered alike: {}", r.1);
    }
    assert!(
        unknown.as_secs_f64() >= 0.5 * known.as_secs_f64(),
        "names no account has answer in {unknown:?}, accounts in {known:?}: \
         the time tells which names exist"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reserved_and_lookalike_names_are_refused() {
    let (server, _dir) = sqlite_server().await;
    let mut b = Browser::new(&server);
    for name in [
        "Guest",
        "friend",
        "tablut",
        "Tablut-master",
        "tab1ut_easy",
        "admin",
        "Adm1n",
        "admin_2",
        "Administrator",
        "r00t",
        "System",
        "moderator",
        "null",
        "undefined",
    ] {
        let (s, v) = b.register(name, "long enough").await;
        assert_eq!(
            (s, v["error"].as_str()),
            (400, Some("bad_request")),
            "{name}: {v}"
        );
        let message = v["message"].as_str().unwrap();
        assert!(
            message.contains(name) && message.contains("reserved"),
            "{name}: {message}"
        );
        assert_eq!(b.cookie, None);
        let r = login_from(&server, "192.0.2.30", name, "long enough").await;
        assert_eq!(status(&r), WRONG, "{name}: no account was made");
    }
    // Ordinary names, even near ones, are fine; bots are held to the
    // same names.
    assert_eq!(b.register("Guestimate", "long enough").await.0, 200);
    let (s, v) = b
        .post("/api/account/bots", json!({"name": "Tablut_bot"}))
        .await;
    assert_eq!((s, v["error"].as_str()), (400, Some("bad_request")), "{v}");
    let (s, v) = b
        .post("/api/account/bots", json!({"name": "Rooted_bot"}))
        .await;
    assert_eq!(s, 200, "{v}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_seek_is_decided_by_its_rules_not_their_spelling() {
    let (server, _dir) = sqlite_server().await;
    let mut ann = Browser::new(&server);
    assert_eq!(ann.register("Ann", "a good password").await.0, 200);
    let mut bob = Browser::new(&server);
    assert_eq!(bob.register("Bob", "a good password").await.0, 200);
    // Each preset's own value written out: rated, as that preset.
    for (written, preset) in [
        ("cartier:throne_crossable=false", "cartier"),
        ("ludoteka:king_armed=true", "ludoteka"),
    ] {
        let (s, v) = ann
            .post(
                "/api/lobby/seeks",
                json!({"clock": "3+2", "rated": true, "variant": written}),
            )
            .await;
        assert_eq!(s, 201, "{written}: {v}");
        assert_eq!(v["seek"]["rated"], true, "{v}");
        assert_eq!(v["seek"]["variant"], preset, "{v}");
        assert_eq!(v["seek"]["rating"], 1500, "in {preset}'s pool: {v}");
    }
    // Rules that really differ stay casual only.
    for changed in ["cartier:throne_crossable=true", "ludoteka:king_armed=false"] {
        let (s, v) = ann
            .post(
                "/api/lobby/seeks",
                json!({"clock": "3+2", "rated": true, "variant": changed}),
            )
            .await;
        assert_eq!(
            (s, v["error"].as_str()),
            (400, Some("bad_request")),
            "{changed}: {v}"
        );
    }
    // The game Bob makes of the Cartier seek is rated, under Cartier.
    let (_, lobby) = bob.get("/api/lobby").await;
    let seek = lobby["seeks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["variant"] == "cartier")
        .unwrap_or_else(|| panic!("the Cartier seek is open: {lobby}"))
        .clone();
    let (s, taken) = bob
        .post(
            &format!("/api/lobby/seeks/{}/accept", seek["id"].as_str().unwrap()),
            json!({}),
        )
        .await;
    assert_eq!(s, 200, "{taken}");
    assert_eq!(taken["state"]["rated"], true, "{taken}");
    assert_eq!(taken["state"]["variant"], "cartier", "{taken}");
}
