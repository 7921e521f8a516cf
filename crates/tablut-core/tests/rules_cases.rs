//! Runs every test case of RULES.md §6 (transcribed in
//! `tests/data/rules_cases.txt`) against every rule set it names. The
//! format and the checks are in `tests/common/cases.rs`.

mod common;

use common::cases::{parse_cases, run_all};
use tablut_core::Preset;

const DATA: &str = include_str!("data/rules_cases.txt");

fn preset_of(id: &str) -> Preset {
    match id {
        "000" | "003" => Preset::Ludoteka,
        "001" => Preset::Catalan,
        "002" => Preset::Brainking,
        "004" => Preset::Cartier,
        other => panic!("unknown variant id {other}"),
    }
}

#[test]
fn all_45_cases_of_rules_md_hold_in_every_rule_set() {
    let cases = parse_cases(DATA, preset_of);
    assert_eq!(cases.len(), 45, "RULES.md §6 has 45 cases");
    for (i, case) in cases.iter().enumerate() {
        assert_eq!(case.id(), format!("T{:02}", i + 1), "cases in order");
    }
    let checked = run_all(&cases);
    // Every case names all five seed ids, ludoteka twice (000 and 003).
    assert_eq!(checked, 45 * 5);
}
