//! How games end, as the server says it.

mod common;

use common::{sqlite_url, Server};
use serde_json::json;
use tablut_server::wire::{ArchiveEntry, EndReason, GameResult, GameState, Mode, NewGame};

/// Plays `moves` in a new game at one screen; returns the last state.
async fn local_game(server: &Server, variant: &str, moves: &[&str]) -> GameState {
    let taken = server
        .create(&NewGame {
            variant: Some(variant.into()),
            opponent: Some(Mode::Local),
            ..NewGame::default()
        })
        .await;
    let mut state = taken.state;
    for mv in moves {
        let (s, v) = server
            .command(
                &taken.id,
                &taken.secret,
                json!({"type": "move", "move": mv}),
            )
            .await;
        assert_eq!(s, 200, "{mv}: {v}");
        state = serde_json::from_value(v).unwrap();
    }
    state
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_ashton_repetition_draw_is_the_second_occurrence() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    // The defenders' soldier and an attacker go round and back: the
    // position after the attackers' d1-d2 comes again after c2-d2.
    let moves = ["e3-f3", "d1-d2", "f3-g3", "d2-c2", "g3-f3", "c2-d2"];
    let state = local_game(&server, "ashton", &moves).await;
    assert_eq!(state.outcome.result, GameResult::Draw);
    assert_eq!(state.outcome.reason, Some(EndReason::Repetition));
    assert!(
        state.outcome.text.contains("for the second time"),
        "{}",
        state.outcome.text
    );
    let (_, archive) = server.get("/api/archive").await;
    let archive: Vec<ArchiveEntry> = serde_json::from_value(archive).unwrap();
    let row = archive.iter().find(|r| r.id == state.id).unwrap();
    assert!(
        row.outcome.text.contains("for the second time"),
        "{}",
        row.outcome.text
    );
    server.stop().await;
}
