//! Two hubs over one PostgreSQL database, driven directly, with the
//! change notices delivered by hand: a notice carrying a move or a chat
//! line brings a copy at the version before it to exactly what the
//! database holds, without reading it; a notice that skips a version, one
//! that does not fit, or any other change makes the hub reload; and a
//! copy that missed notices altogether still refuses nothing the database
//! allows. Ignored without `TABLUT_TEST_POSTGRES` (`.ci/run` sets it).

mod common;

use std::sync::Arc;

use common::fresh_database;
use sqlx::postgres::PgListener;
use tablut_server::http::requests::game_spec;
use tablut_server::store::notice::{Delta, Notice};
use tablut_server::store::CHANGES_CHANNEL;
use tablut_server::wire::{
    Command, ErrorCode, GameState, Mode, NewGame, Seat, SeatTaken, SideChoice,
};
use tablut_server::{Hub, Store};

async fn hub(url: &str) -> Arc<Hub> {
    Hub::new(Store::open(url).await.expect("the database opens"), 1)
}

/// The game as `hub` shows it, with the row it holds.
async fn seen(hub: &Arc<Hub>, id: &str) -> (GameState, tablut_server::store::GameRow) {
    let live = hub.get(id).await.expect("the game loads");
    let data = live.data.lock().await;
    (live.state(&data), data.row.clone())
}

/// The game as a hub that has never held it loads it from the database.
async fn stored(url: &str, id: &str) -> (GameState, tablut_server::store::GameRow) {
    seen(&hub(url).await, id).await
}

/// A game between friends created on `hub` by Ann, who plays the defenders.
async fn invite(hub: &Arc<Hub>) -> SeatTaken {
    hub.create(
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
    .expect("a game is created")
}

/// A friend game created on `a` and joined on `a`: (id, Ann's seat, Bob's seat).
async fn friend_game(a: &Arc<Hub>) -> (String, Seat, Seat) {
    let created = invite(a).await;
    let joined = a
        .join(&created.id, created.invite.as_deref().unwrap(), Some("Bob"))
        .await
        .expect("the friend joins");
    (created.id, created.seat, joined.seat)
}

/// Plays the side to move's `pick`-th legal move on `hub`.
async fn play(hub: &Arc<Hub>, id: &str, pick: usize) {
    let (state, _) = seen(hub, id).await;
    let mv = state.legal[pick % state.legal.len()].to_string();
    let seat = Seat::Side(state.side_to_move);
    hub.command(
        id,
        seat,
        Command::Move {
            mv,
            ply: Some(state.ply as u64),
        },
    )
    .await
    .expect("the move is accepted");
}

/// The next change notice the database delivers.
async fn next_notice(listener: &mut PgListener) -> Notice {
    let note = tokio::time::timeout(std::time::Duration::from_secs(10), listener.recv())
        .await
        .expect("a notice arrives")
        .expect("the listener reads");
    Notice::parse(note.payload()).expect("the payload is a notice")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn moves_and_chat_apply_from_their_notices_without_a_reload() {
    let url = fresh_database().await;
    let (a, b) = (hub(&url).await, hub(&url).await);
    let (id, ann, _) = friend_game(&a).await;
    let mut listener = PgListener::connect(&url).await.unwrap();
    listener.listen(CHANGES_CHANNEL).await.unwrap();
    // B holds the game at A's version.
    assert_eq!(seen(&b, &id).await.1, seen(&a, &id).await.1);
    let reloads = b.reloads();

    for ply in 0..6 {
        play(&a, &id, ply * 7 + 3).await;
        let notice = next_notice(&mut listener).await;
        assert!(
            matches!(&notice.delta, Delta::Move { ply: p, .. } if *p == ply as i64 + 1),
            "{notice:?}"
        );
        b.refresh(&notice).await;
        assert_eq!(
            seen(&b, &id).await,
            stored(&url, &id).await,
            "after ply {ply}"
        );
    }
    a.command(
        &id,
        ann,
        Command::Chat {
            text: "¡buena partida!".into(),
        },
    )
    .await
    .unwrap();
    let notice = next_notice(&mut listener).await;
    assert!(matches!(notice.delta, Delta::Chat { .. }), "{notice:?}");
    b.refresh(&notice).await;
    assert_eq!(seen(&b, &id).await, stored(&url, &id).await);
    assert_eq!(seen(&b, &id).await.0.chat[0].text, "¡buena partida!");
    // A notice heard twice changes nothing.
    b.refresh(&notice).await;
    assert_eq!(seen(&b, &id).await, stored(&url, &id).await);
    assert_eq!(b.reloads(), reloads, "moves and chat cost B no reload");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn a_gap_a_misfit_or_another_change_reloads() {
    let url = fresh_database().await;
    let (a, b) = (hub(&url).await, hub(&url).await);
    let (id, _, bob) = friend_game(&a).await;
    let mut listener = PgListener::connect(&url).await.unwrap();
    listener.listen(CHANGES_CHANNEL).await.unwrap();
    seen(&b, &id).await;

    // Two moves, B hears only the second: it skips a version.
    play(&a, &id, 1).await;
    let _missed = next_notice(&mut listener).await;
    play(&a, &id, 2).await;
    let second = next_notice(&mut listener).await;
    let reloads = b.reloads();
    b.refresh(&second).await;
    assert_eq!(b.reloads(), reloads + 1);
    assert_eq!(seen(&b, &id).await, stored(&url, &id).await);

    // A notice that does not fit the copy (a move the rules refuse, as a
    // damaged or forged payload would say) is not applied: B reloads and
    // shows the database's game.
    play(&a, &id, 3).await;
    let mut real = next_notice(&mut listener).await;
    if let Delta::Move { mv, .. } = &mut real.delta {
        *mv = "a1-i9".into();
    }
    b.refresh(&real).await;
    assert_eq!(b.reloads(), reloads + 2);
    assert_eq!(seen(&b, &id).await, stored(&url, &id).await);

    // A resignation travels as "reload".
    a.command(&id, bob, Command::Resign).await.unwrap();
    let notice = next_notice(&mut listener).await;
    assert_eq!(notice.delta, Delta::Other);
    b.refresh(&notice).await;
    assert_eq!(b.reloads(), reloads + 3);
    let (state, _) = seen(&b, &id).await;
    assert_eq!(state, stored(&url, &id).await.0);
    assert_eq!(state.outcome.winner, Some(tablut_core::Side::Defenders));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn a_copy_that_missed_every_notice_refuses_nothing_the_database_allows() {
    let url = fresh_database().await;
    // Neither hub hears notices: each copy is as old as its last read.
    let (a, b) = (hub(&url).await, hub(&url).await);
    let created = invite(&a).await;
    let id = created.id.clone();
    // Bob joins on B; A's copy still waits for him.
    let joined = b
        .join(&id, created.invite.as_deref().unwrap(), Some("Bob"))
        .await
        .unwrap();
    let (state, _) = stored(&url, &id).await;
    let first = state.side_to_move;
    let seat_of = |side| {
        if Seat::Side(side) == created.seat {
            created.seat
        } else {
            joined.seat
        }
    };
    // The first move goes to A, whose copy says "waiting": decided against
    // the database's game, it is played.
    let mv = state.legal[4].to_string();
    a.command(
        &id,
        seat_of(first),
        Command::Move {
            mv: mv.clone(),
            ply: Some(0),
        },
    )
    .await
    .expect("a stale copy does not refuse a move the database allows");
    // The reply goes to B, whose copy is at ply 0 and says it is not the
    // replier's turn.
    let (state, _) = stored(&url, &id).await;
    let reply = state.legal[0].to_string();
    b.command(
        &id,
        seat_of(first.opponent()),
        Command::Move {
            mv: reply.clone(),
            ply: Some(1),
        },
    )
    .await
    .expect("a stale copy does not refuse the reply either");
    // A move that the database refuses is still refused, for the right
    // reason: A's copy is at ply 1, the game at ply 2, the mover's ply 1.
    let refused = a
        .command(
            &id,
            seat_of(first),
            Command::Move {
                mv: reply,
                ply: Some(1),
            },
        )
        .await
        .expect_err("a move for a gone ply is refused");
    assert_eq!(refused.error, ErrorCode::Stale, "{refused:?}");
    let (state, _) = stored(&url, &id).await;
    assert_eq!(state.ply, 2);
    assert_eq!(state.moves[0].mv.to_string(), mv);
    assert_eq!(seen(&a, &id).await, stored(&url, &id).await);
    assert_eq!(seen(&b, &id).await, stored(&url, &id).await);
}
