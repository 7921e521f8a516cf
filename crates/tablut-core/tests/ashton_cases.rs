//! Runs every test case A01–A45 of ASHTON.md §6 (transcribed in
//! `tests/data/ashton_cases.txt`) against the Ashton preset(s) it names,
//! `ashton` and `ashton-server`. The format and the checks are in
//! `tests/common/cases.rs`.

mod common;

use common::cases::{parse_cases, run_all, Case};
use tablut_core::{Game, Position, Preset, Setup, Side};

const DATA: &str = include_str!("data/ashton_cases.txt");

/// The two Ashton presets, by the names the cases use.
const NAMES: [&str; 2] = ["ashton", "ashton-server"];

fn preset_of(id: &str) -> Preset {
    assert!(NAMES.contains(&id), "unknown variant id {id}");
    let preset: Preset = id
        .parse()
        .unwrap_or_else(|e| panic!("no preset named {id}: {e}"));
    assert_eq!(preset.name(), id);
    preset
}

fn cases() -> Vec<Case> {
    parse_cases(DATA, preset_of)
}

#[test]
fn all_45_cases_of_ashton_md_hold_in_both_presets() {
    let cases = cases();
    assert_eq!(cases.len(), 45, "ASHTON.md §6 has 45 cases");
    for (i, case) in cases.iter().enumerate() {
        assert_eq!(case.id(), format!("A{:02}", i + 1), "cases in order");
        // Every case says what happens in each preset, once.
        let mut named: Vec<&str> = case
            .expects
            .iter()
            .flat_map(|(presets, _)| presets.iter().map(|p| p.name()))
            .collect();
        named.sort_unstable();
        assert_eq!(named, NAMES, "{}: presets named", case.name);
    }
    let checked = run_all(&cases);
    assert_eq!(checked, 45 * 2);
}

#[test]
fn white_the_defenders_move_first_in_both_presets() {
    for name in NAMES {
        assert_eq!(preset_of(name).rules().first, Side::Defenders, "{name}");
    }
}

/// ASHTON.md §1: from the start white has 56 legal moves and black would
/// have 80.
#[test]
fn from_the_start_white_has_56_moves_and_black_80() {
    for name in NAMES {
        let rules = preset_of(name).rules();
        assert_eq!(Game::start(rules).count_legal_moves(), 56, "{name} white");
        let black = Position::from_setup(&Setup::start(Side::Attackers), rules)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let game = Game::new(black);
        assert_eq!(game.legal_moves().len(), 80, "{name} black");
        assert_eq!(game.count_legal_moves(), 80, "{name} black, counted");
    }
}

/// The presets differ where §6 says they do: A18, A19, A20 and A42 have a
/// separate line per preset (A44 and A45 too, for the wording of the
/// forfeit); every other case names both on one line.
#[test]
fn the_cases_with_a_line_per_preset_are_the_documented_ones() {
    let split: Vec<String> = cases()
        .iter()
        .filter(|c| c.expects.len() > 1)
        .map(|c| c.id().to_string())
        .collect();
    assert_eq!(split, ["A18", "A19", "A20", "A42", "A44", "A45"]);
}
