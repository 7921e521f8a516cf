//! What each connection receives, on two servers over one PostgreSQL
//! database: every version of a game the database holds reaches every
//! socket on both instances, in order, whichever path the change took (a
//! raced move won on one instance and refused on the other, a loss on time
//! declared by one instance's sweep while the other's lost the race, a
//! game called off because its first moves did not come, a resignation,
//! draw or takeback racing a move); and two games of the same players
//! rated at once on two instances do not deadlock. Those are ignored
//! without `TABLUT_TEST_POSTGRES` (`.ci/run` starts a PostgreSQL and sets
//! it). On one server: a connection set up while its game is dropped from
//! memory still hears the game.
//!
//! The server's clock is moved forward ([`advance_clock`]) rather than
//! waited for; it is one clock for the whole process, so these tests take
//! turns.

mod common;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::browser::Browser;
use common::{fresh_database, Server};
use futures_util::StreamExt;
use serde_json::{json, Value};
use tablut_server::http::requests::game_spec;
use tablut_server::time::advance_clock;
use tablut_server::wire::{Mode, NewGame, SideChoice};
use tokio_tungstenite::tungstenite::Message;

/// The process's clock is shared: one test at a time.
static TURN: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// How long a change may take to reach every socket before a test fails.
/// The figure measured on a quiet machine is printed by each test (well
/// under the one second the server aims at); this bound only keeps a busy
/// CI machine from failing a test that would pass.
const BOUND: Duration = Duration::from_secs(5);

/// One game's state as a socket received it.
#[derive(Clone, Debug)]
struct Seen {
    version: i64,
    ply: u64,
    status: String,
    reason: Value,
    at: Instant,
}

/// A WebSocket connection to a game that records every state it receives.
struct Watcher {
    name: String,
    seen: Arc<Mutex<Vec<Seen>>>,
    task: tokio::task::JoinHandle<()>,
}

impl Watcher {
    /// Connects to game `id` on `server`, taking the seat of `secret`
    /// when one is given (a spectator otherwise).
    async fn open(server: &Server, id: &str, secret: Option<&str>, name: &str) -> Watcher {
        let url = format!("ws://{}/api/games/{id}/ws", server.addr);
        let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        if let Some(secret) = secret {
            let auth = json!({"type": "auth", "secret": secret}).to_string();
            futures_util::SinkExt::send(&mut ws, Message::Text(auth.into()))
                .await
                .unwrap();
        }
        let seen: Arc<Mutex<Vec<Seen>>> = Arc::new(Mutex::new(Vec::new()));
        let task = {
            let seen = Arc::clone(&seen);
            let name = name.to_string();
            tokio::spawn(async move {
                while let Some(Ok(message)) = ws.next().await {
                    let Message::Text(text) = message else {
                        continue;
                    };
                    let m: Value = serde_json::from_str(&text).unwrap();
                    assert_ne!(m["type"], "error", "{name}: {m}");
                    let game = &m["game"];
                    let Some(version) = game["version"].as_i64() else {
                        continue;
                    };
                    let mut seen = seen.lock().unwrap();
                    if let Some(last) = seen.last() {
                        assert!(
                            version >= last.version,
                            "{name}: version {version} after {}",
                            last.version
                        );
                    }
                    seen.push(Seen {
                        version,
                        ply: game["ply"].as_u64().unwrap(),
                        status: game["status"].as_str().unwrap().to_string(),
                        reason: game["outcome"]["reason"].clone(),
                        at: Instant::now(),
                    });
                }
            })
        };
        Watcher {
            name: name.to_string(),
            seen,
            task,
        }
    }

    /// The first state received at `version` or later, waiting up to
    /// [`BOUND`]; fails the test if none comes.
    async fn reach(&self, version: i64) -> Seen {
        let start = Instant::now();
        loop {
            if let Some(s) = self
                .seen
                .lock()
                .unwrap()
                .iter()
                .find(|s| s.version >= version)
            {
                return s.clone();
            }
            assert!(
                start.elapsed() < BOUND,
                "{}: version {version} never arrived; last seen {:?}",
                self.name,
                self.seen.lock().unwrap().last()
            );
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// The last state received.
    fn last(&self) -> Seen {
        self.seen.lock().unwrap().last().cloned().expect("a state")
    }
}

impl Drop for Watcher {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// Two servers over one fresh database.
async fn two_servers() -> (Server, Server) {
    let url = fresh_database().await;
    (Server::start(&url).await, Server::start(&url).await)
}

/// A game between Ann (defenders, created on `a`) and Bob (attackers,
/// joined on `b`), with `clock` if given: (id, Ann's secret, Bob's).
async fn game(a: &Server, b: &Server, clock: Option<&str>) -> (String, String, String) {
    let created = a
        .create(&NewGame {
            variant: Some("ludoteka".into()),
            opponent: Some(Mode::Friend),
            side: Some(SideChoice::Defenders),
            level: None,
            name: Some("Ann".into()),
            clock: clock.map(str::to_string),
        })
        .await;
    let (s, joined) = b
        .post(
            &format!("/api/games/{}/join", created.id),
            json!({"invite": created.invite.unwrap(), "name": "Bob"}),
        )
        .await;
    assert_eq!(s, 200, "{joined}");
    let bob = joined["secret"].as_str().unwrap().to_string();
    (created.id, created.secret, bob)
}

/// Both seats and a spectator on each instance: Ann's seat on `a`, Bob's
/// on `b`.
async fn watchers(a: &Server, b: &Server, id: &str, ann: &str, bob: &str) -> Vec<Watcher> {
    let all = vec![
        Watcher::open(a, id, Some(ann), "Ann on A").await,
        Watcher::open(a, id, None, "spectator on A").await,
        Watcher::open(b, id, Some(bob), "Bob on B").await,
        Watcher::open(b, id, None, "spectator on B").await,
    ];
    // Each has its first state before anything changes.
    let version = a.state(id).await.version;
    for w in &all {
        w.reach(version).await;
    }
    all
}

/// The game as the database holds it now: (version, status).
async fn stored(server: &Server, id: &str) -> (i64, String) {
    let (_, game) = server.get(&format!("/api/games/{id}")).await;
    (
        game["version"].as_i64().unwrap(),
        game["status"].as_str().unwrap().to_string(),
    )
}

/// Waits until every watcher's last state is the database's (version
/// and status); the longest wait from `since`.
async fn settle(all: &[Watcher], server: &Server, id: &str, since: Instant) -> Duration {
    let (version, status) = stored(server, id).await;
    let mut longest = Duration::ZERO;
    for w in all {
        let seen = w.reach(version).await;
        longest = longest.max(seen.at.saturating_duration_since(since));
    }
    // Nothing newer than the database, nothing older kept last.
    tokio::time::sleep(Duration::from_millis(50)).await;
    for w in all {
        let last = w.last();
        assert_eq!(
            (last.version, last.status.as_str()),
            (version, status.as_str()),
            "{}",
            w.name
        );
    }
    longest
}

/// A legal move of the side to move that does not end the game at once
/// where one exists, with the secret to play it.
async fn next_move(
    server: &Server,
    id: &str,
    ann: &str,
    bob: &str,
    n: usize,
) -> (u64, String, String) {
    let game = server.state(id).await;
    let secret = if game.side_to_move == tablut_core::Side::Defenders {
        ann
    } else {
        bob
    };
    let mv = game.legal[(n * 7 + 3) % game.legal.len()].to_string();
    (game.ply as u64, mv, secret.to_string())
}

/// Plays the `n`th pick of [`next_move`] through `server`; it must be
/// accepted.
async fn play(server: &Server, id: &str, ann: &str, bob: &str, n: usize) {
    let (ply, mv, secret) = next_move(server, id, ann, bob, n).await;
    let (s, v) = server
        .command(id, &secret, json!({"type": "move", "move": mv, "ply": ply}))
        .await;
    assert_eq!(s, 200, "{v}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn a_move_raced_through_both_instances_reaches_every_socket_on_both() {
    let _turn = TURN.lock().await;
    let (a, b) = two_servers().await;
    let mut rounds = 0;
    let mut longest = Duration::ZERO;
    while rounds < 50 {
        let (id, ann, bob) = game(&a, &b, None).await;
        let all = watchers(&a, &b, &id, &ann, &bob).await;
        loop {
            let game = a.state(&id).await;
            if game.outcome.result != tablut_server::wire::GameResult::Ongoing || rounds >= 50 {
                break;
            }
            // The same move sent through both instances at once, as two
            // tabs behind a load balancer or a retry would.
            let (ply, mv, secret) = next_move(&a, &id, &ann, &bob, rounds).await;
            let body = json!({"type": "move", "move": mv, "ply": ply});
            let sent = Instant::now();
            let ((s1, v1), (s2, v2)) = tokio::join!(
                a.command(&id, &secret, &body),
                b.command(&id, &secret, &body)
            );
            let mut codes = [(s1, v1["error"].clone()), (s2, v2["error"].clone())];
            codes.sort_by_key(|(s, _)| *s);
            assert_eq!(codes[0].0, 200, "round {rounds}: {v1} / {v2}");
            assert_eq!((codes[1].0, codes[1].1.as_str()), (409, Some("stale")));
            let waited = settle(&all, &a, &id, sent).await;
            for w in &all {
                assert_eq!(w.last().ply, ply + 1, "{}", w.name);
            }
            longest = longest.max(waited);
            rounds += 1;
        }
    }
    eprintln!("raced moves: every socket had each move within {longest:?} (50 rounds)");
    a.stop().await;
    b.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn a_loss_on_time_reaches_seats_and_spectators_on_both_instances() {
    let _turn = TURN.lock().await;
    let (a, b) = two_servers().await;
    let mut longest = Duration::ZERO;
    for round in 0..4 {
        let (id, ann, bob) = game(&a, &b, Some("1+0")).await;
        let all = watchers(&a, &b, &id, &ann, &bob).await;
        for (n, server) in [&a, &b].into_iter().enumerate() {
            play(server, &id, &ann, &bob, n).await;
        }
        let (version, _) = stored(&a, &id).await;
        for w in &all {
            w.reach(version).await;
        }
        // Nobody moves: both instances' sweeps find the flag fallen, and
        // one of them declares it.
        advance_clock(61_000);
        let moved = Instant::now();
        for w in &all {
            let seen = w.reach(version + 1).await;
            assert_eq!(seen.status, "finished", "round {round}: {}", w.name);
            assert_eq!(seen.reason, "time", "{}", w.name);
        }
        longest = longest.max(settle(&all, &b, &id, moved).await);
        assert_eq!(stored(&b, &id).await.0, version + 1, "declared once");
    }
    eprintln!("loss on time: every socket had it within {longest:?} of the sweep's chance");
    a.stop().await;
    b.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn a_game_whose_first_move_does_not_come_is_called_off_once_on_two_instances() {
    let _turn = TURN.lock().await;
    let (a, b) = two_servers().await;
    for moved in 0..2 {
        let (id, ann, bob) = game(&a, &b, Some("3+2")).await;
        let all = watchers(&a, &b, &id, &ann, &bob).await;
        for n in 0..moved {
            play(&b, &id, &ann, &bob, n).await;
        }
        let (version, _) = stored(&a, &id).await;
        // A blitz game gives a first move 30 s.
        advance_clock(31_000);
        let since = Instant::now();
        for w in &all {
            let seen = w.reach(version + 1).await;
            assert_eq!(seen.status, "finished", "{}", w.name);
            assert_eq!(seen.reason, "abort", "{}", w.name);
            assert_eq!(seen.ply, moved as u64);
        }
        settle(&all, &a, &id, since).await;
        assert_eq!(stored(&b, &id).await.0, version + 1, "called off once");
        let (_, game) = b.get(&format!("/api/games/{id}")).await;
        assert_eq!(game["outcome"]["result"], "no result");
    }
    a.stop().await;
    b.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn a_resignation_draw_or_takeback_racing_a_move_reaches_every_socket() {
    let _turn = TURN.lock().await;
    let (a, b) = two_servers().await;
    let mut longest = Duration::ZERO;
    for (round, kind) in ["resign", "draw", "takeback", "chat"]
        .into_iter()
        .cycle()
        .take(12)
        .enumerate()
    {
        let (id, ann, bob) = game(&a, &b, Some("10+0")).await;
        for n in 0..3 {
            play(&a, &id, &ann, &bob, n).await;
        }
        let all = watchers(&a, &b, &id, &ann, &bob).await;
        // The side to move plays through B while the other side acts
        // through A.
        let (ply, mv, mover) = next_move(&b, &id, &ann, &bob, round).await;
        let other = if mover == ann { &bob } else { &ann };
        let act = match kind {
            "chat" => json!({"type": "chat", "text": "gl"}),
            kind => json!({ "type": kind }),
        };
        let sent = Instant::now();
        let (_, (s, v)) = tokio::join!(
            a.command(&id, other, &act),
            b.command(&id, &mover, json!({"type": "move", "move": mv, "ply": ply}))
        );
        // The move loses only to a resignation.
        assert!(
            s == 200 || (kind == "resign" && s == 409),
            "{kind}: {s} {v}"
        );
        longest = longest.max(settle(&all, &a, &id, sent).await);
        settle(&all, &b, &id, sent).await;
    }
    eprintln!("commands racing a move: every socket in step within {longest:?}");
    a.stop().await;
    b.stop().await;
}

/// Logs `name` in on `server` (registering on the first).
async fn player<'a>(server: &'a Server, name: &str, register: bool) -> Browser<'a> {
    let mut b = Browser::new(server);
    let (s, v) = if register {
        b.register(name, "a good password").await
    } else {
        b.login(name, "a good password").await
    };
    assert_eq!(s, 200, "{v}");
    b
}

/// A rated game from `seeker`'s seek (as the attackers) accepted by
/// `acceptor`: (id, seeker's secret, acceptor's secret).
async fn rated_game(
    seeker: &mut Browser<'_>,
    acceptor: &mut Browser<'_>,
) -> (String, String, String) {
    let (s, made) = seeker
        .post(
            "/api/lobby/seeks",
            json!({"clock": "10+0", "rated": true, "side": "attackers"}),
        )
        .await;
    assert_eq!(s, 201, "{made}");
    let seek = made["seek"]["id"].as_str().unwrap().to_string();
    let (s, taken) = acceptor
        .post(&format!("/api/lobby/seeks/{seek}/accept"), json!({}))
        .await;
    assert_eq!(s, 200, "{taken}");
    (
        taken["id"].as_str().unwrap().to_string(),
        made["secret"].as_str().unwrap().to_string(),
        taken["secret"].as_str().unwrap().to_string(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn two_games_of_the_same_players_in_opposite_seats_rated_at_once_do_not_deadlock() {
    let _turn = TURN.lock().await;
    let (a, b) = two_servers().await;
    let mut ann_a = player(&a, "Ann", true).await;
    let mut bob_b = player(&b, "Bob", true).await;
    let mut ann_b = player(&b, "Ann", false).await;
    let mut bob_a = player(&a, "Bob", false).await;
    for round in 0..8 {
        // Ann has the attackers in one game, Bob in the other.
        let (one, ann1, bob1) = rated_game(&mut ann_a, &mut bob_b).await;
        let (two, bob2, ann2) = rated_game(&mut bob_a, &mut ann_b).await;
        for (id, attackers, defenders) in [(&one, &ann1, &bob1), (&two, &bob2, &ann2)] {
            for n in 0..2 {
                play(&a, id, defenders, attackers, n).await;
            }
        }
        // Ann resigns both at once, one through each instance: each end
        // rates the same two rows.
        let resign = json!({"type": "resign"});
        let ((s1, v1), (s2, v2)) = tokio::join!(
            a.command(&one, &ann1, &resign),
            b.command(&two, &ann2, &resign)
        );
        assert_eq!((s1, s2), (200, 200), "round {round}: {v1} / {v2}");
        for id in [&one, &two] {
            let (_, changes) = a.get(&format!("/api/games/{id}/ratings")).await;
            let changes = changes.as_array().unwrap();
            assert_eq!(changes.len(), 2, "{changes:?}");
            assert!(changes.iter().all(|c| !c["after"].is_null()), "{changes:?}");
        }
    }
    let (_, profile) = a.get("/api/players/ann").await;
    assert_eq!(profile["ratings"][0]["games"], 16);
    a.stop().await;
    b.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_set_up_while_its_game_leaves_memory_hears_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let store = tablut_server::Store::open(&common::sqlite_url(&dir))
        .await
        .unwrap();
    let hub = tablut_server::Hub::new(store, 1);
    let created = hub
        .create(
            game_spec(NewGame {
                variant: Some("ludoteka".into()),
                opponent: Some(Mode::Friend),
                side: Some(SideChoice::Defenders),
                level: None,
                name: Some("Ann".into()),
                clock: None,
            })
            .unwrap(),
        )
        .await
        .unwrap();
    let id = created.id.clone();
    hub.join(&id, created.invite.as_deref().unwrap(), Some("Bob"))
        .await
        .unwrap();
    // The upgrade finds the game; before the connection subscribes, the
    // hub drops it from memory, as it does every minute with games
    // nobody listens to.
    let found = hub.get(&id).await.unwrap();
    assert_eq!(hub.evict_idle(), 1);
    let mut orphan = found.updates.subscribe();
    let (live, mut updates) = hub.follow(Arc::clone(&found)).await.unwrap();
    assert!(!Arc::ptr_eq(&live, &found), "the copy the hub holds now");
    let game = {
        let data = live.data.lock().await;
        live.state(&data)
    };
    hub.command(
        &id,
        tablut_server::wire::Seat::Side(game.side_to_move),
        tablut_server::wire::Command::Move {
            mv: game.legal[0].to_string(),
            ply: Some(0),
        },
    )
    .await
    .unwrap();
    let update = tokio::time::timeout(Duration::from_secs(5), updates.recv())
        .await
        .expect("the move is heard")
        .unwrap();
    assert_eq!(update.version, game.version + 1);
    // The dropped copy hears nothing: a connection left on it would wait
    // for ever.
    assert!(orphan.try_recv().is_err());
}
