//! Bad input as a user meets it: values out of range refused with their
//! real range, files that cannot be what they claim refused,
//! contradictions named, and messages that say each thing once and
//! plainly.
mod common;

use common::{tablut, tablut_bytes};

/// Runs `tablut args…`, which must fail with `code` and a message
/// containing `expected`.
fn fails(args: &[&str], code: i32, expected: &str) -> String {
    let o = tablut(args, "");
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert_eq!(o.status.code(), Some(code), "tablut {args:?}: {err}");
    assert!(err.contains(expected), "tablut {args:?}: {err}");
    assert!(!err.contains("panicked"), "{err}");
    err
}

#[test]
fn numbers_say_their_real_range() {
    fails(
        &["play", "--movetime", "0"],
        2,
        "0 seconds is out of range: give more than 0 and at most 3600",
    );
    fails(
        &["analyze", "--depth", "99999999999999999999"],
        2,
        "99999999999999999999 plies is too large: give 1 to 100",
    );
    // A negative number reaches the value's own check, not clap's
    // "unexpected argument".
    let err = fails(
        &["analyze", "--depth", "-1"],
        2,
        "-1 plies is out of range: give 1 to 100",
    );
    assert!(!err.contains("unexpected argument"), "{err}");
    fails(
        &[
            "tune",
            "--variant",
            "ludoteka",
            "--out",
            "/tmp/x",
            "--opening-plies",
            "99999",
        ],
        2,
        "99999 plies is out of range: give 0 to 100",
    );
}

#[test]
fn tune_refuses_a_learning_rate_that_wrecks_the_weights() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("w.json");
    fails(
        &[
            "tune", "--variant", "ludoteka", "--learning-rate", "1e30", "--out",
            out.to_str().unwrap(),
        ],
        1,
        "--learning-rate 1000000000000000000000000000000 is out of range: give more than 0 and at most 10",
    );
    assert!(!out.exists());
}

#[test]
fn contradictory_rules_are_refused() {
    fails(
        &[
            "moves",
            "--variant",
            "ludoteka:king_armed=false,king_armed=true",
        ],
        1,
        "king_armed is set twice, to false and to true",
    );
    fails(
        &[
            "moves",
            "--variant",
            "ludoteka:king_armed=false",
            "--rule",
            "king_armed=true",
        ],
        1,
        "king_armed is set twice, to false and to true",
    );
    // The same value twice is fine.
    let o = tablut(
        &[
            "moves",
            "--variant",
            "ludoteka:king_armed=false",
            "--rule",
            "king_armed=false",
        ],
        "",
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn replot_refuses_figures_no_run_could_give() {
    let dir = tempfile::tempdir().unwrap();
    let share = |count: usize, rate: f64, low: f64, high: f64| serde_json::json!({"count": count, "rate": rate, "low": low, "high": high});
    let report = |preset: &str, attackers: serde_json::Value| {
        serde_json::json!({
            "settings": {"games_per_preset": 2, "time_per_move_seconds": null, "depth": 1,
                         "opening_plies": 4, "max_plies": 300, "seed": 1, "jobs": 1, "hash_mb": 16},
            "elapsed_seconds": 1.0,
            "presets": [{
                "preset": preset, "games": 2,
                "attackers": attackers,
                "draws": share(0, 0.0, 0.0, 0.6),
                "defenders": share(1, 0.5, 0.1, 0.9),
                "adjudicated": 0, "average_plies": 40.0
            }]
        })
    };
    let cases = [
        (
            report("nosuch", share(1, 0.5, 0.1, 0.9)),
            "\"nosuch\" is not a preset",
        ),
        (
            report("cartier", share(1, -3.0, 2.0, -1.0)),
            "outside 0 to 1",
        ),
        (
            report("cartier", share(5, 0.5, 0.1, 0.9)),
            "make 6, not its 2 games",
        ),
    ];
    for (i, (json, expected)) in cases.into_iter().enumerate() {
        let path = dir.path().join(format!("{i}.json"));
        std::fs::write(&path, json.to_string()).unwrap();
        let err = fails(
            &["balance", "--replot", path.to_str().unwrap()],
            1,
            expected,
        );
        assert!(
            err.contains("is not the --json output of tablut balance"),
            "{err}"
        );
    }
}

#[test]
fn challenge_server_plays_only_ashton_rules() {
    fails(
        &["challenge-server", "-r", "ludoteka"],
        1,
        "the Tablut Challenge is played under ashton-server or ashton",
    );
}

#[test]
fn train_net_says_an_empty_data_file_holds_no_positions() {
    let err = fails(
        &[
            "train-net",
            "--variant",
            "ludoteka",
            "--data",
            "/dev/null",
            "--out",
            "/tmp/n.nnue",
        ],
        1,
        "/dev/null holds no positions",
    );
    assert!(!err.contains("play more games"), "{err}");
}

#[test]
fn a_bot_token_of_the_wrong_shape_is_named_as_such() {
    let err = fails(
        &["bot", "--url", "http://127.0.0.1:9", "--token", "x"],
        1,
        "not a bot token: a bot token is bot_ and 32 hex digits",
    );
    assert!(!err.contains("(no account)"), "{err}");
}

#[test]
fn a_missing_engine_program_is_said_once() {
    let o = tablut(
        &[
            "match",
            "--a",
            "ext:/nonexistent/engine",
            "--b",
            "tablut:depth=1",
            "--games",
            "1",
        ],
        "",
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success());
    assert_eq!(err.matches("os error 2").count(), 1, "{err}");
}

#[test]
fn rules_say_a_huge_board_size_as_given() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.otg");
    std::fs::write(&path, "[rules:dim:99999999999 esc:c]\n\n1. e3-h3\n").unwrap();
    let err = fails(
        &["replay", "--file", path.to_str().unwrap()],
        1,
        "dim:99999999999 is not a board size",
    );
    assert!(!err.contains("99999999×99999999"), "{err}");
}

#[test]
fn line_mode_never_echoes_raw_control_characters() {
    // From a pipe, line mode echoes each line and quotes unknown commands.
    let o = tablut_bytes(&["play", "--no-tui"], b"foo\x01\x1b[31mbar\nquit\n");
    for stream in [&o.stdout, &o.stderr] {
        assert!(
            !stream.contains(&0x1b) && !stream.contains(&0x01),
            "{stream:?}"
        );
    }
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("foo\\u{1}\\u{1b}[31mbar"), "{out}");
}
