//! The shipped puzzles (puzzles/PRESET.jsonl): at least 200 per preset,
//! every one legal with a solution line that wins under its preset, and
//! the uniqueness of its winning first move proved again by exhaustive
//! search. The miner is deterministic from its seed.

use tablut_core::Preset;
use tablut_tools::puzzles::{generate, read, verify, Puzzle, Theme};

fn shipped(preset: Preset) -> Vec<Puzzle> {
    read(shipped_text(preset)).expect("the file reads")
}

fn shipped_text(preset: Preset) -> &'static str {
    match preset {
        Preset::Ludoteka => include_str!("../../../puzzles/ludoteka.jsonl"),
        Preset::Catalan => include_str!("../../../puzzles/catalan.jsonl"),
        Preset::Brainking => include_str!("../../../puzzles/brainking.jsonl"),
        Preset::Cartier => include_str!("../../../puzzles/cartier.jsonl"),
        Preset::Ashton => include_str!("../../../puzzles/ashton.jsonl"),
        Preset::AshtonServer => include_str!("../../../puzzles/ashton-server.jsonl"),
    }
}

/// The shipped files are what the documented command writes (`tablut
/// puzzles generate --variant PRESET --count 200 --seed 1`, one JSON line
/// per puzzle), byte for byte: the miner's games are the engine's, so a
/// change to the search or the evaluation shows here, and the files are
/// made again with that command (docs/players.md, "Puzzles").
#[test]
#[ignore = "slow: mines 1,200 puzzles; CI runs it (--include-ignored)"]
fn the_shipped_puzzles_are_what_the_documented_command_writes() {
    for preset in Preset::ALL {
        let mined: String = generate(preset, 200, 1, |_| {})
            .iter()
            .map(|p| serde_json::to_string(p).expect("a puzzle serializes") + "\n")
            .collect();
        assert!(
            mined == shipped_text(preset),
            "puzzles/{0}.jsonl is not what `tablut puzzles generate --variant {0} --count 200 \
             --seed 1` writes now: make it again with that command",
            preset.name()
        );
    }
}

#[test]
fn every_preset_ships_200_sound_puzzles() {
    for preset in Preset::ALL {
        let puzzles = shipped(preset);
        assert!(puzzles.len() >= 200, "{}: {}", preset.name(), puzzles.len());
        let ids: std::collections::HashSet<&str> = puzzles.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(ids.len(), puzzles.len(), "ids are unique");
        for p in &puzzles {
            assert_eq!(p.preset, preset.name());
            assert_eq!(p.solution.len(), 2 * p.win_in as usize - 1, "{}", p.id);
            assert!(!p.themes.is_empty(), "{}: no theme", p.id);
            // Proved again from the position alone: legal, one winning
            // first move and no faster win, a line that wins.
            verify(p).unwrap_or_else(|e| panic!("{e}"));
            replay_wins(p);
        }
    }
}

/// The solution line is legal and wins for the solver.
fn replay_wins(p: &Puzzle) {
    let preset: Preset = p.preset.parse().unwrap();
    let setup: tablut_core::Setup = p.position.parse().unwrap();
    let mut game = tablut_core::Game::new(
        tablut_core::Position::from_setup(&setup, preset.rules()).expect("legal position"),
    );
    for mv in &p.solution {
        game.play(mv.parse().unwrap())
            .unwrap_or_else(|e| panic!("{}: {mv}: {e}", p.id));
    }
    assert_eq!(game.outcome().winner(), Some(p.solver), "{}", p.id);
}

#[test]
fn the_themes_cover_escapes_and_captures() {
    let all: Vec<Puzzle> = Preset::ALL.into_iter().flat_map(shipped).collect();
    for theme in [
        Theme::Escape,
        Theme::Raichi,
        Theme::Tuichi,
        Theme::CaptureByTwo,
        Theme::DefenderSacrifice,
    ] {
        assert!(
            all.iter().any(|p| p.themes.contains(&theme)),
            "no {theme:?} puzzle"
        );
    }
}

#[test]
fn the_miner_is_deterministic_and_its_puzzles_hold() {
    let a = generate(Preset::Brainking, 4, 9, |_| {});
    let b = generate(Preset::Brainking, 4, 9, |_| {});
    assert_eq!(a, b);
    assert_eq!(a.len(), 4);
    for p in &a {
        verify(p).unwrap_or_else(|e| panic!("{e}"));
    }
    // A puzzle whose line is changed no longer holds.
    let mut broken = a[0].clone();
    broken.solution[0] = "a1-a2".into();
    assert!(verify(&broken).is_err());
}
