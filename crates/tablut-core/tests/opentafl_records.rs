//! Game records written by OpenTafl 0.4.8 (`GameSerializer`) after it
//! replayed games that tablut recorded, with tablut's `variant` tag removed:
//! tablut must recover the rule set from OpenTafl's rules record alone, and
//! agree with OpenTafl on every capture (the reader checks each listed
//! capture, OpenTafl's `xK…` for a captured king included).

use tablut_core::notation::read_record;
use tablut_core::{Outcome, Preset, Side, WinReason};

fn check(text: &str, preset: Preset, plies: usize, outcome: Outcome) {
    let record = read_record(text).unwrap_or_else(|e| panic!("{preset}: {e}"));
    assert_eq!(
        record.tag("variant"),
        None,
        "the variant tag must be absent"
    );
    let mut want = preset.rules();
    if want.repetition == tablut_core::Repetition::Vary {
        // OpenTafl has no "must vary" rule; tablut writes it as "ignore".
        want.repetition = tablut_core::Repetition::Ignore;
    }
    assert_eq!(
        record.variant.rules, want,
        "{preset}: rules from the OTN record"
    );
    assert_eq!(record.game.len(), plies, "{preset}");
    assert_eq!(record.game.outcome(), outcome, "{preset}");
}

fn win(winner: Side, reason: WinReason) -> Outcome {
    Outcome::Win { winner, reason }
}

#[test]
fn cartier_game_with_king_capture_listed_by_opentafl() {
    let text = include_str!("data/opentafl/cartier-11.otg");
    assert!(text.contains("xKe7"), "OpenTafl lists the captured king");
    check(
        text,
        Preset::Cartier,
        15,
        win(Side::Attackers, WinReason::KingCaptured),
    );
}

#[test]
fn ludoteka_game_with_captures_and_king_capture() {
    let text = include_str!("data/opentafl/ludoteka-29.otg");
    check(
        text,
        Preset::Ludoteka,
        104,
        win(Side::Attackers, WinReason::KingCaptured),
    );
}

#[test]
fn catalan_game_ending_in_a_corner_escape() {
    let text = include_str!("data/opentafl/catalan-23.otg");
    check(
        text,
        Preset::Catalan,
        196,
        win(Side::Defenders, WinReason::Escape),
    );
}

#[test]
fn brainking_game_ending_in_an_edge_escape() {
    let text = include_str!("data/opentafl/brainking-53.otg");
    check(
        text,
        Preset::Brainking,
        149,
        win(Side::Defenders, WinReason::Escape),
    );
}
