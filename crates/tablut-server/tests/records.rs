//! A game's download says how it ended, as the core's record writer
//! writes it: a resignation as OpenTafl's `---` (or a termination tag when
//! the side not to move resigned), a rules result in the result and
//! termination tags; and the core's reader gives back the same end.

mod common;

use common::{sqlite_url, Server};
use serde_json::json;
use tablut_core::notation::{read_record, Record};
use tablut_core::{Game, GameEnd, Move, Side, Variant};
use tablut_server::wire::{EndReason, GameResult, GameState, Mode, NewGame, Status};

/// A game at one screen: (id, secret).
async fn local_game(server: &Server, variant: &str) -> (String, String) {
    let taken = server
        .create(&NewGame {
            variant: Some(variant.into()),
            opponent: Some(Mode::Local),
            ..NewGame::default()
        })
        .await;
    (taken.id, taken.secret)
}

/// Plays `moves` through the API; returns the last state.
async fn play(server: &Server, id: &str, secret: &str, moves: &[Move]) -> GameState {
    let mut state = server.state(id).await;
    for mv in moves {
        let (s, v) = server
            .command(id, secret, json!({"type": "move", "move": mv.to_string()}))
            .await;
        assert_eq!(s, 200, "{mv}: {v}");
        state = serde_json::from_value(v).unwrap();
    }
    state
}

/// Downloads the record of `id` and reads it back with the core's reader,
/// checking that it agrees with what the API says of the game.
async fn downloaded(server: &Server, state: &GameState) -> (String, Record) {
    let text = server.record(&state.id).await;
    let record = read_record(&text).unwrap_or_else(|e| panic!("{e:#}\n{text}"));
    let end = record.end.clone().expect("the record says the game ended");
    assert!(
        text.contains(&format!("[result:{}]", end.otn_result())),
        "{text}"
    );
    assert_eq!(Some(EndReason::of(&end)), state.outcome.reason, "{text}");
    assert_eq!(end.winner(), state.outcome.winner, "{text}");
    assert_eq!(GameResult::of(Some(&end)), state.outcome.result, "{text}");
    // The page's sentence is the core's sentence for that end.
    assert_eq!(state.outcome.text, end.sentence(record.game.position()));
    assert!(!text.contains("[result:?]"), "{text}");
    (text, record)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resigned_game_downloads_with_its_resignation() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;

    // At one screen the side to move resigns: OpenTafl's `---` in place
    // of its move.
    let (id, secret) = local_game(&server, "ludoteka").await;
    let state = play(&server, &id, &secret, &["e3-f3".parse().unwrap()]).await;
    let resigner = state.side_to_move;
    let (s, v) = server
        .command(&id, &secret, json!({"type": "resign"}))
        .await;
    assert_eq!(s, 200, "{v}");
    let state: GameState = serde_json::from_value(v).unwrap();
    assert_eq!(state.status, Status::Finished);
    assert_eq!(state.outcome.reason, Some(EndReason::Resignation));
    let (text, record) = downloaded(&server, &state).await;
    let resignation = GameEnd::Resignation { loser: resigner };
    assert_eq!(record.end, Some(resignation.clone()));
    assert_eq!(record.resigned(), Some(resigner));
    assert!(text.contains("---"), "{text}");
    assert!(
        text.contains(&format!("[result:{}]", resignation.otn_result())),
        "{text}"
    );
    assert_eq!(record.game.len(), 1);

    // Between friends the side not to move may resign too: a termination
    // tag says so.
    let (id, defenders, attackers) = server.friend_game("ludoteka", "defenders").await;
    let waiting = server.state(&id).await.side_to_move.opponent();
    let secret = match waiting {
        Side::Defenders => defenders,
        Side::Attackers => attackers,
    };
    let (s, v) = server
        .command(&id, &secret, json!({"type": "resign"}))
        .await;
    assert_eq!(s, 200, "{v}");
    let state: GameState = serde_json::from_value(v).unwrap();
    let (text, record) = downloaded(&server, &state).await;
    assert_eq!(record.end, Some(GameEnd::Resignation { loser: waiting }));
    assert!(
        text.contains(&format!("[termination:{waiting} resigned]")),
        "{text}"
    );
    assert!(!text.contains("---"), "{text}");
    server.stop().await;
}

/// Moves from the start under `variant` that end the game by the rules:
/// a winning move whenever the side to move has one, else a fixed
/// pseudo-random pick among the legal moves.
fn moves_to_an_end(variant: &str, max: usize) -> (Vec<Move>, GameEnd) {
    let variant: Variant = variant.parse().unwrap();
    let mut game = Game::start(variant.rules);
    let mut moves = Vec::new();
    while moves.len() < max {
        if let Some(end) = GameEnd::of_game(&game) {
            return (moves, end);
        }
        let legal: Vec<Move> = game.legal_moves().iter().copied().collect();
        let mover = game.position().side_to_move();
        let mv = legal
            .iter()
            .copied()
            .find(|&mv| game.try_move(mv).1.winner() == Some(mover))
            .unwrap_or(legal[(moves.len() * 7919 + 13) % legal.len()]);
        game.play(mv).unwrap();
        moves.push(mv);
    }
    panic!("no end within {max} moves");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_ended_by_the_rules_downloads_with_its_result() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;

    // A win.
    let (moves, end) = moves_to_an_end("ludoteka", 400);
    assert!(end.winner().is_some(), "{end:?}");
    let (id, secret) = local_game(&server, "ludoteka").await;
    let state = play(&server, &id, &secret, &moves).await;
    assert_eq!(state.status, Status::Finished);
    let (text, record) = downloaded(&server, &state).await;
    assert_eq!(record.end, Some(end.clone()));
    assert!(text.contains(&format!("[termination:{end}]")), "{text}");
    assert_eq!(record.game.len(), moves.len());

    // An Ashton repetition draw (the second occurrence).
    let moves: Vec<Move> = ["e3-f3", "d1-d2", "f3-g3", "d2-c2", "g3-f3", "c2-d2"]
        .iter()
        .map(|m| m.parse().unwrap())
        .collect();
    let (id, secret) = local_game(&server, "ashton").await;
    let state = play(&server, &id, &secret, &moves).await;
    assert_eq!(state.outcome.result, GameResult::Draw);
    let (text, record) = downloaded(&server, &state).await;
    assert_eq!(
        record.end,
        Some(GameEnd::Draw {
            reason: tablut_core::DrawReason::Repetition
        })
    );
    assert!(text.contains("[result:0]"), "{text}");
    assert!(
        text.contains("[termination:draw (position repeated)]"),
        "{text}"
    );
    assert!(
        state.outcome.text.contains("second time"),
        "{}",
        state.outcome.text
    );
    server.stop().await;
}

/// A game at one screen that reaches game 3's block against tablut.cpp:
/// the state says the defenders hold a fortress from the move that closes
/// it, not before, and the game goes on (a fortress is no result).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_says_when_the_defenders_hold_a_fortress() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let record = include_str!("../../tablut-core/tests/data/fortress_game3.txt");
    let moves: Vec<Move> = record
        .split_whitespace()
        .map(|m| m.parse().unwrap())
        .collect();
    let (id, secret) = local_game(&server, "ashton-server").await;
    let (last, before) = moves.split_last().unwrap();
    let state = play(&server, &id, &secret, before).await;
    assert!(!state.fortress);
    let state = play(&server, &id, &secret, &[*last]).await;
    assert!(state.fortress);
    assert_eq!(state.status, Status::Active);
    assert!(server.state(&id).await.fortress);
    server.stop().await;
}
