//! Clocks and the conduct of games between people, on hubs driven
//! directly: no time runs before both first moves; the increment; a loss
//! on time declared by the server (a command arriving late, the sweep for
//! games nobody watches, after a restart with the time that passed while
//! down counted; over PostgreSQL by exactly one of two servers); days per
//! move by correspondence; draw offers, takebacks and aborts. The server's
//! clock is moved forward ([`advance_clock`]) rather than waited for; it
//! is one clock for the whole process, so these tests take turns.

mod common;

use std::sync::Arc;

use common::{fresh_database, sqlite_url};
use sqlx::Connection;
use tablut_core::Side;
use tablut_server::http::requests::game_spec;
use tablut_server::time::{advance_clock, now_ms};
use tablut_server::wire::{
    Command, EndReason, ErrorCode, GameResult, GameState, Mode, NewGame, Seat, SideChoice, Status,
};
use tablut_server::{ApiError, Hub, Store};
use tokio::sync::Mutex;

/// The process's clock is shared: one test at a time moves it.
static TURN: Mutex<()> = Mutex::const_new(());

const MINUTE: i64 = 60_000;
const DAY: i64 = 24 * 60 * MINUTE;

async fn hub(url: &str) -> Arc<Hub> {
    Hub::new(Store::open(url).await.expect("the database opens"), 1)
}

/// A game between Ann (defenders) and Bob (attackers) with `clock`, both
/// seated: (id, Ann, Bob).
async fn clocked_game(hub: &Arc<Hub>, clock: &str) -> (String, Seat, Seat) {
    let created = hub
        .create(
            game_spec(NewGame {
                variant: Some("ludoteka".into()),
                opponent: Some(Mode::Friend),
                side: Some(SideChoice::Defenders),
                level: None,
                name: Some("Ann".into()),
                clock: Some(clock.into()),
            })
            .unwrap(),
        )
        .await
        .expect("a game with a clock is created");
    let joined = hub
        .join(&created.id, created.invite.as_deref().unwrap(), Some("Bob"))
        .await
        .expect("Bob joins");
    (created.id, created.seat, joined.seat)
}

async fn state(hub: &Arc<Hub>, id: &str) -> GameState {
    let live = hub.get(id).await.expect("the game loads");
    let data = live.data.lock().await;
    live.state(&data)
}

/// Plays a legal move for the side to move.
async fn play(hub: &Arc<Hub>, id: &str) -> Result<String, ApiError> {
    let game = state(hub, id).await;
    let mv = game.legal[game.ply * 13 % game.legal.len()].to_string();
    hub.command(
        id,
        Seat::Side(game.side_to_move),
        Command::Move {
            mv,
            ply: Some(game.ply as u64),
        },
    )
    .await
}

/// A running clock reads `expected` less the real time the test took.
fn near(actual: i64, expected: i64) {
    assert!(
        (expected - 1_000..=expected).contains(&actual),
        "{actual} ms, expected about {expected}"
    );
}

fn ms(game: &GameState, side: Side) -> i64 {
    let clock = game.clock.as_ref().expect("a clock");
    match side {
        Side::Attackers => clock.attackers_ms,
        Side::Defenders => clock.defenders_ms,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_clock_runs_after_both_first_moves_and_the_flag_falls() {
    let _turn = TURN.lock().await;
    let dir = tempfile::tempdir().unwrap();
    let hub = hub(&sqlite_url(&dir)).await;
    let (id, _, _) = clocked_game(&hub, "1+2").await;
    let game = state(&hub, &id).await;
    let clock = game.clock.clone().unwrap();
    assert_eq!(
        (clock.control.to_string(), clock.speed.to_string()),
        ("1+2".to_string(), "bullet".to_string())
    );
    assert_eq!((clock.attackers_ms, clock.defenders_ms), (MINUTE, MINUTE));
    assert_eq!(clock.running, None, "no time runs before the first moves");

    // Twenty seconds for each first move cost nothing (within the 30 s
    // a bullet game gives a first move); each earns 2 s.
    let first = game.side_to_move;
    advance_clock(20_000);
    play(&hub, &id).await.unwrap();
    advance_clock(20_000);
    play(&hub, &id).await.unwrap();
    let game = state(&hub, &id).await;
    // (The running clock has lost the few ms the test took since.)
    near(ms(&game, first), MINUTE + 2_000);
    assert_eq!(ms(&game, first.opponent()), MINUTE + 2_000);
    assert_eq!(game.clock.as_ref().unwrap().running, Some(first));

    // 20 s for the third move: 62 - 20 + 2 = 44 s left.
    advance_clock(20_000);
    play(&hub, &id).await.unwrap();
    let game = state(&hub, &id).await;
    let left = ms(&game, first);
    assert!((43_900..=44_000).contains(&left), "{left}");
    assert_eq!(game.clock.as_ref().unwrap().running, Some(first.opponent()));

    // The opponent lets its 62 s run out; its late move ends the game on
    // time, and is refused.
    let loser = first.opponent();
    let deadline = game.clock.as_ref().unwrap().deadline.unwrap();
    advance_clock(63_000);
    assert!(now_ms() > deadline);
    let refused = play(&hub, &id).await.expect_err("a move after the flag");
    assert_eq!(refused.error, ErrorCode::GameOver);
    let game = state(&hub, &id).await;
    assert_eq!(game.ply, 3, "the late move was not played");
    assert_eq!(game.status, Status::Finished);
    assert_eq!(game.outcome.reason, Some(EndReason::Time));
    assert_eq!(game.outcome.winner, Some(first));
    assert!(
        game.outcome.text.contains("ran out of time"),
        "{}",
        game.outcome.text
    );
    assert_eq!(ms(&game, loser), 0);
    assert_eq!(
        game.clock.as_ref().unwrap().running,
        None,
        "the clocks stop"
    );
    assert!(
        game.updated_at >= deadline,
        "declared after the time ran out"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_sweep_ends_a_game_nobody_watches_and_a_restart_counts_the_time_down() {
    let _turn = TURN.lock().await;
    let dir = tempfile::tempdir().unwrap();
    let url = sqlite_url(&dir);
    let first = hub(&url).await;
    let (id, _, _) = clocked_game(&first, "3+0").await;
    play(&first, &id).await.unwrap();
    play(&first, &id).await.unwrap();
    let deadline = state(&first, &id).await.clock.unwrap().deadline.unwrap();
    // The server stops with the clock running.
    first.store().close().await;
    drop(first);
    // Two minutes pass while it is down: the clock shows them.
    advance_clock(2 * MINUTE);
    let second = hub(&url).await;
    let game = state(&second, &id).await;
    let left = ms(&game, game.side_to_move);
    assert!((59_000..=60_000).contains(&left), "{left}");
    assert_eq!(second.flag_overdue(0).await, 0, "not yet");
    // Another two: the sweep ends it, although nobody sends anything.
    second.store().close().await;
    drop(second);
    advance_clock(2 * MINUTE);
    let third = hub(&url).await;
    let version = third.store().version(&id).await.unwrap().unwrap();
    third.flag_overdue(0).await;
    let game = state(&third, &id).await;
    assert_eq!(game.outcome.reason, Some(EndReason::Time));
    assert!(game.updated_at >= deadline);
    assert_eq!(third.flag_overdue(0).await, 0, "ended once");
    assert_eq!(
        third.store().version(&id).await.unwrap().unwrap(),
        version + 1
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn correspondence_gives_days_per_move() {
    let _turn = TURN.lock().await;
    let dir = tempfile::tempdir().unwrap();
    let hub = hub(&sqlite_url(&dir)).await;
    let (id, _, _) = clocked_game(&hub, "1d").await;
    play(&hub, &id).await.unwrap();
    play(&hub, &id).await.unwrap();
    let game = state(&hub, &id).await;
    assert_eq!(game.clock.as_ref().unwrap().speed.name(), "correspondence");
    // 23 hours for a move; the next player again has a whole day.
    advance_clock(23 * 60 * MINUTE);
    assert_eq!(hub.flag_overdue(0).await, 0);
    play(&hub, &id).await.unwrap();
    let game = state(&hub, &id).await;
    near(ms(&game, game.side_to_move), DAY);
    assert_eq!(ms(&game, game.side_to_move.opponent()), DAY);
    // A day and a minute later the sweep ends it.
    advance_clock(DAY + MINUTE);
    hub.flag_overdue(0).await;
    let game = state(&hub, &id).await;
    assert_eq!(game.outcome.reason, Some(EndReason::Time));
    assert_eq!(game.outcome.winner, Some(game.side_to_move.opponent()));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn of_two_servers_exactly_one_declares_the_loss_on_time() {
    let _turn = TURN.lock().await;
    let url = fresh_database().await;
    let (a, b) = (hub(&url).await, hub(&url).await);
    let (id, _, _) = clocked_game(&a, "1+0").await;
    play(&a, &id).await.unwrap();
    play(&a, &id).await.unwrap();
    let version = a.store().version(&id).await.unwrap().unwrap();
    state(&b, &id).await;
    advance_clock(2 * MINUTE);
    let (x, y) = tokio::join!(a.flag_overdue(0), b.flag_overdue(0));
    assert!(x + y <= 1, "one declaration at most by the sweeps");
    assert_eq!(
        a.store().version(&id).await.unwrap().unwrap(),
        version + 1,
        "one change"
    );
    for hub in [&a, &b] {
        assert_eq!(state(hub, &id).await.outcome.reason, Some(EndReason::Time));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn draws_takebacks_and_aborts_between_people() {
    let _turn = TURN.lock().await;
    let dir = tempfile::tempdir().unwrap();
    let hub = hub(&sqlite_url(&dir)).await;
    let (id, ann, bob) = clocked_game(&hub, "5+3").await;
    let first = state(&hub, &id).await.side_to_move;
    let (mover, other) = if Seat::Side(first) == ann {
        (ann, bob)
    } else {
        (bob, ann)
    };
    let refused = |r: Result<String, ApiError>| r.expect_err("refused").error;

    // Abort before both sides moved; nothing to decline or take back yet.
    assert_eq!(
        refused(hub.command(&id, other, Command::DeclineDraw).await),
        ErrorCode::NotAllowed
    );
    assert_eq!(
        refused(hub.command(&id, other, Command::Takeback).await),
        ErrorCode::NotAllowed
    );
    play(&hub, &id).await.unwrap();
    play(&hub, &id).await.unwrap();
    assert_eq!(
        refused(hub.command(&id, mover, Command::Abort).await),
        ErrorCode::NotAllowed,
        "both sides have moved"
    );

    // A takeback asked by the mover (who is to move again after the
    // reply): granted, it takes back the reply and the mover's move.
    play(&hub, &id).await.unwrap();
    assert_eq!(state(&hub, &id).await.ply, 3);
    hub.command(&id, mover, Command::Takeback).await.unwrap();
    assert_eq!(state(&hub, &id).await.takeback_offer, Some(first));
    hub.command(&id, other, Command::DeclineTakeback)
        .await
        .unwrap();
    let game = state(&hub, &id).await;
    assert_eq!((game.ply, game.takeback_offer), (3, None));
    hub.command(&id, mover, Command::Takeback).await.unwrap();
    hub.command(&id, other, Command::Takeback).await.unwrap();
    let game = state(&hub, &id).await;
    assert_eq!(game.ply, 2, "the requester's move is taken back");
    assert_eq!(game.side_to_move, first);
    assert_eq!(game.clock.as_ref().unwrap().running, Some(first));

    // A draw offer, declined; a move clears an offer; an offer accepted.
    hub.command(&id, other, Command::Draw).await.unwrap();
    assert_eq!(state(&hub, &id).await.draw_offer, Some(first.opponent()));
    hub.command(&id, mover, Command::DeclineDraw).await.unwrap();
    assert_eq!(state(&hub, &id).await.draw_offer, None);
    hub.command(&id, other, Command::Draw).await.unwrap();
    play(&hub, &id).await.unwrap();
    assert_eq!(state(&hub, &id).await.draw_offer, None, "a move declines");
    hub.command(&id, mover, Command::Draw).await.unwrap();
    hub.command(&id, other, Command::Draw).await.unwrap();
    let game = state(&hub, &id).await;
    assert_eq!(game.outcome.result, GameResult::Draw);
    assert_eq!(game.outcome.reason, Some(EndReason::Agreement));
    assert_eq!(game.clock.as_ref().unwrap().running, None);
    assert_eq!(
        refused(hub.command(&id, mover, Command::Draw).await),
        ErrorCode::GameOver
    );

    // A new game called off before the second move: no result.
    let (id, ann, _) = clocked_game(&hub, "5+3").await;
    play(&hub, &id).await.unwrap();
    hub.command(&id, ann, Command::Abort).await.unwrap();
    let game = state(&hub, &id).await;
    assert_eq!(game.outcome.result, GameResult::NoResult);
    assert_eq!(game.outcome.reason, Some(EndReason::Abort));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_clocks_and_commands_out_of_place_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let hub = hub(&sqlite_url(&dir)).await;
    for (opponent, clock) in [
        (Mode::Friend, "0+0"),
        (Mode::Friend, "61+0"),
        (Mode::Friend, "5+31"),
        (Mode::Friend, "2d"),
        (Mode::Friend, "soon"),
        (Mode::Computer, "3+2"),
        (Mode::Local, "3+2"),
    ] {
        // A clock that is no time control is refused where the request
        // is read; one where no clock may be, by the hub.
        let e = match game_spec(NewGame {
            opponent: Some(opponent),
            clock: Some(clock.into()),
            ..NewGame::default()
        }) {
            Err(e) => e,
            Ok(spec) => hub.create(spec).await.expect_err(clock),
        };
        assert_eq!(e.error, ErrorCode::BadRequest, "{clock}: {}", e.message);
    }
    let computer = hub
        .create(
            game_spec(NewGame {
                opponent: Some(Mode::Computer),
                ..NewGame::default()
            })
            .unwrap(),
        )
        .await
        .unwrap();
    for command in [Command::Draw, Command::Takeback, Command::Abort] {
        let e = hub
            .command(&computer.id, computer.seat, command)
            .await
            .expect_err("not against the computer");
        assert_eq!(e.error, ErrorCode::NotAllowed);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_expires_after_thirty_days() {
    let _turn = TURN.lock().await;
    let dir = tempfile::tempdir().unwrap();
    let server = common::Server::start(&sqlite_url(&dir)).await;
    let mut ann = common::browser::Browser::new(&server);
    assert_eq!(ann.register("Ann", "correct horse").await.0, 200);
    advance_clock(29 * DAY);
    assert_eq!(ann.me().await["name"], "Ann", "still logged in");
    advance_clock(2 * DAY);
    assert_eq!(ann.me().await, serde_json::Value::Null, "expired");
    let (s, v) = ann
        .post(
            "/api/account/password",
            serde_json::json!({"current": "correct horse", "new": "new password"}),
        )
        .await;
    assert_eq!((s, v["error"].as_str()), (401, Some("login_required")));
    assert_eq!(ann.login("Ann", "correct horse").await.0, 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn offers_nobody_made_cannot_be_answered() {
    let _turn = TURN.lock().await;
    let dir = tempfile::tempdir().unwrap();
    let hub = hub(&sqlite_url(&dir)).await;
    let (id, ann, bob) = clocked_game(&hub, "10+0").await;
    play(&hub, &id).await.unwrap();
    play(&hub, &id).await.unwrap();
    let before = state(&hub, &id).await;
    for (seat, command) in [
        (ann, Command::DeclineTakeback),
        (bob, Command::DeclineTakeback),
        (ann, Command::DeclineDraw),
        (bob, Command::DeclineDraw),
    ] {
        let e = hub
            .command(&id, seat, command)
            .await
            .expect_err("nothing to answer");
        assert_eq!(e.error, ErrorCode::NotAllowed, "{}", e.message);
    }
    // Asking twice is asking once; one's own request cannot be granted by
    // asking again.
    hub.command(&id, ann, Command::Takeback).await.unwrap();
    hub.command(&id, ann, Command::Takeback).await.unwrap();
    let after = state(&hub, &id).await;
    assert_eq!(after.ply, before.ply, "nothing taken back");
    assert_eq!(after.takeback_offer, Some(Side::Defenders));
    assert_eq!(after.moves, before.moves);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_whose_first_moves_do_not_come_is_called_off() {
    let _turn = TURN.lock().await;
    let dir = tempfile::tempdir().unwrap();
    let hub = hub(&sqlite_url(&dir)).await;
    // Bullet and blitz give a first move 30 s, slower games 60 s, each
    // side from when its first turn began.
    for (clock, bound) in [("3+2", 30_000), ("10+5", 60_000)] {
        for moved in 0..2 {
            let (id, _, _) = clocked_game(&hub, clock).await;
            for _ in 0..moved {
                play(&hub, &id).await.unwrap();
            }
            let game = state(&hub, &id).await;
            assert_eq!(game.status, Status::Active);
            advance_clock(bound - 2_000);
            assert_eq!(hub.flag_overdue(0).await, 0, "{clock}: not yet");
            advance_clock(3_000);
            let version = hub.store().version(&id).await.unwrap().unwrap();
            assert_eq!(hub.flag_overdue(0).await, 1, "{clock}, {moved} moved");
            let game = state(&hub, &id).await;
            assert_eq!(game.status, Status::Finished, "{clock}");
            assert_eq!(game.outcome.result, GameResult::NoResult);
            assert_eq!(game.outcome.reason, Some(EndReason::Abort));
            assert_eq!(game.outcome.winner, None);
            assert_eq!(game.ply, moved);
            assert_eq!(hub.flag_overdue(0).await, 0, "called off once");
            assert_eq!(
                hub.store().version(&id).await.unwrap().unwrap(),
                version + 1
            );
        }
    }
    // Once both have moved, the clock decides, not the first-move bound.
    let (id, _, _) = clocked_game(&hub, "3+2").await;
    play(&hub, &id).await.unwrap();
    play(&hub, &id).await.unwrap();
    advance_clock(2 * MINUTE);
    assert_eq!(hub.flag_overdue(0).await, 0, "3 minutes on the clock");
    advance_clock(2 * MINUTE);
    assert_eq!(hub.flag_overdue(0).await, 1, "then it is lost on time");
    assert_eq!(state(&hub, &id).await.outcome.reason, Some(EndReason::Time));
    // By correspondence a first move has the days per move; without a
    // clock, a day.
    let (id, _, _) = clocked_game(&hub, "3d").await;
    advance_clock(2 * DAY);
    assert_eq!(hub.flag_overdue(0).await, 0, "3 days for the first move");
    advance_clock(DAY + MINUTE);
    assert_eq!(hub.flag_overdue(0).await, 1);
    assert_eq!(
        state(&hub, &id).await.outcome.reason,
        Some(EndReason::Abort)
    );
    // Games against the computer wait for their player.
    let computer = hub
        .create(
            game_spec(NewGame {
                variant: Some("ludoteka".into()),
                opponent: Some(Mode::Computer),
                side: Some(SideChoice::Attackers),
                level: None,
                name: Some("Ann".into()),
                clock: None,
            })
            .unwrap(),
        )
        .await
        .unwrap();
    advance_clock(30 * DAY);
    hub.flag_overdue(0).await;
    assert_eq!(state(&hub, &computer.id).await.status, Status::Active);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_clock_sweep_is_not_held_back_by_games_it_cannot_replay() {
    let _turn = TURN.lock().await;
    let dir = tempfile::tempdir().unwrap();
    let hub = hub(&sqlite_url(&dir)).await;
    let (id, _, _) = clocked_game(&hub, "1+0").await;
    play(&hub, &id).await.unwrap();
    play(&hub, &id).await.unwrap();
    // More damaged games than one sweep reads at a time, all overdue
    // before the good one: their rule set cannot be read back.
    let now = now_ms();
    for i in 0..150 {
        let mut row = tablut_server::store::GameRow::fresh(
            tablut_core::Variant::default(),
            Mode::Friend,
            Status::Active,
            now,
        );
        row.deadline = Some(i);
        hub.store()
            .insert_game(&row, tablut_server::store::Claim::Clear)
            .await
            .unwrap();
    }
    // The server writes only rule sets it reads: the damage comes from
    // outside it.
    let mut db = sqlx::SqliteConnection::connect(&sqlite_url(&dir))
        .await
        .unwrap();
    let damaged = sqlx::query("UPDATE games SET variant = 'no such rules' WHERE id <> $1")
        .bind(&id)
        .execute(&mut db)
        .await
        .unwrap();
    assert_eq!(damaged.rows_affected(), 150);
    advance_clock(2 * MINUTE);
    assert_eq!(hub.flag_overdue(0).await, 1, "the good game ends on time");
    assert_eq!(state(&hub, &id).await.outcome.reason, Some(EndReason::Time));
    assert_eq!(hub.set_aside(), 150, "the damaged ones are set aside");
    // Set aside, they are not read again at once: a second sweep has
    // nothing to do and tries none of them.
    assert_eq!(hub.flag_overdue(0).await, 0);
    assert_eq!(hub.set_aside(), 150);
    // They are tried again later, and still set aside.
    advance_clock(2_000);
    assert_eq!(hub.flag_overdue(0).await, 0);
    assert_eq!(hub.set_aside(), 150);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn both_servers_connections_hear_the_loss_on_time_whichever_declares_it() {
    let _turn = TURN.lock().await;
    let url = fresh_database().await;
    let (a, b) = (hub(&url).await, hub(&url).await);
    // Each hears the other's changes, as `tablut serve` does.
    let listeners = [&a, &b].map(|hub| {
        let guard = tablut_server::limits::Guard::new(tablut_server::Limits::default());
        let lobby = tablut_server::lobby::Lobby::new(Arc::clone(hub), guard);
        tokio::spawn(tablut_server::sync::listen(Arc::clone(hub), lobby))
    });
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    for round in 0..10 {
        let (id, _, _) = clocked_game(&a, "1+0").await;
        play(&a, &id).await.unwrap();
        play(&a, &id).await.unwrap();
        // Both servers hold the game, with a connection listening on each.
        state(&b, &id).await;
        let mut heard = Vec::new();
        for hub in [&a, &b] {
            heard.push(hub.get(&id).await.unwrap().updates.subscribe());
        }
        advance_clock(2 * MINUTE);
        // Both sweeps try at once: one declares the loss, the other's write
        // loses the race; its connections must hear the end all the same.
        tokio::join!(a.flag_overdue(0), b.flag_overdue(0));
        for (server, updates) in heard.iter_mut().enumerate() {
            let finished = tokio::time::timeout(std::time::Duration::from_secs(5), async {
                loop {
                    let update = updates.recv().await.expect("updates go on");
                    if update.text.contains("\"status\":\"finished\"") {
                        return update;
                    }
                }
            })
            .await
            .unwrap_or_else(|_| panic!("round {round}: server {server} never sent the end"));
            assert!(finished.text.contains("\"reason\":\"time\""));
        }
    }
    for listener in listeners {
        listener.abort();
    }
}
