//! Runs `tablut gate` as a real process: tiny gates between shallow
//! engines, judged colour by colour, and its refusals.

mod common;

use std::process::Output;

use common::text;
use serde_json::Value;

/// Runs `tablut args…` with nothing on standard input.
fn tablut(args: &[&str]) -> Output {
    common::tablut(args, "")
}

/// A gate between two depth-1 engines (the same engine twice).
fn same_engine(margin: &str, json: bool) -> Output {
    let mut args = vec![
        "gate",
        "--variant",
        "brainking",
        "--candidate",
        "tablut:depth=1",
        "--baseline",
        "tablut:depth=1",
        "--games",
        "4",
        "--max-plies",
        "60",
        "--margin",
        margin,
    ];
    if json {
        args.push("--json");
    }
    tablut(&args)
}

#[test]
fn the_same_engine_passes_a_wide_margin_and_each_colour_is_reported() {
    let o = same_engine("0.9", true);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let report: Value = serde_json::from_slice(&o.stdout).expect("JSON on standard output");
    let rows = report["rows"].as_array().unwrap();
    let names: Vec<&str> = rows
        .iter()
        .map(|r| r["opponent"]["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["baseline", "holding defence", "baseline at depth 4"]
    );
    assert_eq!(rows[1]["opponent"]["spec"], "tablut:depth=1,contempt=-300");
    for row in rows {
        // Every engine played each opponent with both colours, and the same
        // engine from the same openings scored the same.
        assert_eq!(row["candidate"]["attackers"]["games"], 2, "{row}");
        assert_eq!(row["candidate"]["defenders"]["games"], 2, "{row}");
        assert_eq!(row["candidate"], row["baseline"], "{row}");
    }
    let verdict = &report["verdict"];
    assert_eq!(verdict["passes"], true);
    let colours: Vec<&str> = verdict["colours"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["side"].as_str().unwrap())
        .collect();
    assert_eq!(colours, ["attackers", "defenders"]);
    let table = text(&o.stderr);
    assert!(table.contains("gate: PASSED"), "{table}");
    // Unfinished games are draws, and the table says how many there were.
    let stopped: u64 = rows
        .iter()
        .map(|r| {
            r["candidate"]["stopped"].as_u64().unwrap() + r["baseline"]["stopped"].as_u64().unwrap()
        })
        .sum();
    assert!(
        table.contains(&format!(
            "{stopped} games stopped at the move cap, counted as draws"
        )),
        "{table}"
    );
}

#[test]
fn too_few_games_to_show_a_colour_holds_block_with_status_1() {
    let o = same_engine("0.05", false);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("gate: BLOCKED"), "{out}");
    assert!(out.contains("UNSURE") && out.contains("play more"), "{out}");
}

#[test]
fn an_external_baseline_needs_its_opponents_and_bad_margins_are_refused() {
    let o = tablut(&[
        "gate",
        "--candidate",
        "tablut",
        "--baseline",
        "ext:./engine",
    ]);
    assert!(!o.status.success());
    assert!(
        text(&o.stderr).contains("give them with --opponent"),
        "{}",
        text(&o.stderr)
    );
    let o = tablut(&["gate", "--candidate", "tablut", "--margin", "2"]);
    assert!(!o.status.success());
    assert!(
        text(&o.stderr).contains("--margin 2 is out of range"),
        "{}",
        text(&o.stderr)
    );
}
