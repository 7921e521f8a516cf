//! Numbers users type are range-checked with a clear message before any
//! work starts (issue 11: `analyze --time 1e20` panicked, `--hash 99999999`
//! aborted, `perft --depth 99` ran for ever), and the streams answer every
//! line.
mod common;

use common::tablut;

use std::time::{Duration, Instant};

/// Runs `tablut args…`, which must fail at once with exit status 2 (a
/// usage error) and a message containing `expected`, without a panic.
fn refused(args: &[&str], expected: &str) {
    let started = Instant::now();
    let o = tablut(args, "");
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "tablut {args:?}: {err}");
    assert!(err.contains(expected), "tablut {args:?}: {err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(
        o.stdout.is_empty(),
        "tablut {args:?} printed before refusing"
    );
    assert!(started.elapsed() < Duration::from_secs(10));
}

#[test]
fn analyze_refuses_numbers_out_of_range() {
    refused(
        &["analyze", "--time", "1e20"],
        "1e20 seconds is out of range: give more than 0 and at most 86400",
    );
    refused(&["analyze", "--time", "1e19"], "out of range");
    refused(&["analyze", "--time", "NaN"], "out of range");
    refused(&["analyze", "--time=-1"], "out of range");
    refused(
        &["analyze", "--hash", "99999999"],
        "99999999 MiB is out of range: give 1 to 65536",
    );
    refused(&["analyze", "--hash", "0"], "give 1 to 65536");
    refused(
        &["analyze", "--threads", "100000"],
        "100000 threads is out of range: give 1 to 256",
    );
    refused(
        &["analyze", "--threads", "1000", "--depth", "2"],
        "1 to 256",
    );
    refused(&["analyze", "--threads", "0"], "1 to 256");
    refused(
        &["analyze", "--nodes", "0"],
        "0 is out of range: give at least 1",
    );
    refused(&["analyze", "--depth", "0"], "give 1 to 100");
    refused(&["analyze", "--depth", "1000"], "give 1 to 100");
}

#[test]
fn a_hash_table_the_machine_cannot_give_is_a_clear_error() {
    // 64 GiB: inside the range, beyond what a test machine has free (or,
    // where it has, allocated lazily and given back at once).
    let o = tablut(&["analyze", "--hash", "65536", "--depth", "1"], "");
    let err = String::from_utf8_lossy(&o.stderr);
    if !o.status.success() {
        assert_eq!(o.status.code(), Some(1), "{err}");
        assert!(
            err.starts_with("error: this machine cannot give 65536 MiB"),
            "{err}"
        );
    }
    assert!(!err.contains("memory allocation"), "{err}");
}

#[test]
fn the_other_commands_refuse_numbers_out_of_range() {
    refused(
        &["perft", "--depth", "99"],
        "99 plies is out of range: give 0 to 8",
    );
    refused(&["bench", "--depth", "0"], "give 1 to 30");
    refused(&["bench", "--threads", "1000"], "give 1 to 256");
    refused(&["bench", "--hash", "0"], "give 1 to 65536");
    refused(
        &["engine", "--contempt", "9000"],
        "9000 is out of range: give -5000 to 5000",
    );
    refused(
        &[
            "challenge-client",
            "WHITE",
            "60",
            "localhost",
            "--contempt",
            "-9000",
        ],
        "-9000 is out of range: give -5000 to 5000",
    );
    refused(&["engine", "--contempt", "draw"], "not a whole number");
    refused(&["play", "--movetime", "1e20"], "out of range");
    refused(
        &[
            "challenge-client",
            "WHITE",
            "60",
            "localhost",
            "--read-timeout",
            "1e20",
        ],
        "out of range",
    );
    refused(
        &[
            "challenge-client",
            "WHITE",
            "18446744073709551615",
            "localhost",
        ],
        "give 1 to 86400",
    );
    refused(
        &["challenge-client", "WHITE", "0", "localhost"],
        "give 1 to 86400",
    );
    refused(
        &[
            "challenge-client",
            "WHITE",
            "60",
            "localhost",
            "--hash",
            "99999999",
        ],
        "give 1 to 65536",
    );
    refused(
        &[
            "challenge-client",
            "BLACK",
            "60",
            "localhost",
            "--threads",
            "0",
        ],
        "give 1 to 256",
    );
    refused(&["challenge-server", "-t", "0"], "give 1 to 86400");
    refused(
        &["challenge-server", "--connect-timeout", "1e9"],
        "whole number",
    );
    refused(&["challenge-server", "--max-plies", "0"], "at least 1");
    refused(&["serve", "--max-connections-per-ip", "0"], "at least 1");
    refused(&["serve", "--computer-threads", "100000"], "give 1 to 256");
}

#[test]
fn moves_json_answers_a_blank_line_too() {
    // Answers stay in step with requests: one per line, blank ones included.
    let o = tablut(
        &["moves", "--json", "-"],
        "{}\n\n   \n{\"variant\":\"catalan\"}\n",
    );
    assert!(o.status.success());
    let out = String::from_utf8(o.stdout).expect("UTF-8");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    assert_eq!(lines[0].matches('-').count(), 56);
    assert_eq!(
        lines[1],
        "{\"error\":\"invalid request: the line is blank; write one JSON object\"}"
    );
    assert_eq!(lines[2], lines[1]);
    assert_eq!(lines[3].matches('-').count(), 72);

    let huge = format!("{{\"variant\":\"{}\"}}\n{{}}\n", "x".repeat(2 << 20));
    let o = tablut(&["moves", "--json", "-"], &huge);
    let out = String::from_utf8(o.stdout).expect("UTF-8");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{}", &out[..out.len().min(300)]);
    assert!(
        lines[0].contains("longer than 1048576 bytes"),
        "{}",
        lines[0]
    );
    assert_eq!(lines[1].matches('-').count(), 56);
}

#[test]
fn an_unknown_flag_names_the_rules_asked_about() {
    let o = tablut(&["rules", "cartier:foo=1"], "");
    assert_eq!(
        String::from_utf8_lossy(&o.stderr),
        "error: invalid variant: unknown rule flag 'foo'; run `tablut rules cartier` to see every flag\n"
    );
    let o = tablut(&["moves", "--variant", "brainking", "--rule", "bar=1"], "");
    assert!(String::from_utf8_lossy(&o.stderr).contains("`tablut rules brainking`"));
}

#[test]
fn the_help_says_what_the_commands_do() {
    let help = |cmd: &str| {
        let o = tablut(&[cmd, "--help"], "");
        String::from_utf8(o.stdout).expect("UTF-8")
    };
    // bench: as many positions as it searches.
    let o = tablut(&["bench", "--depth", "1"], "");
    let rows = String::from_utf8(o.stdout)
        .expect("UTF-8")
        .lines()
        .skip(1)
        .take_while(|l| !l.starts_with("depth "))
        .count();
    assert_eq!(rows, 24);
    assert!(
        help("bench").contains(&format!("{rows} in all")),
        "{}",
        help("bench")
    );
    // rules takes its rule set as NAME, not --variant.
    let rules = help("rules");
    assert!(!rules.contains("--variant"), "{rules}");
    // analyze explains its columns, and how a review classes a forced loss.
    let analyze = help("analyze");
    assert!(analyze.contains("sel (selective depth)"));
    assert!(
        analyze.contains("loses by force") && analyze.contains("at least 7%"),
        "{analyze}"
    );
}

#[test]
fn tune_refuses_numbers_out_of_range() {
    refused(
        &[
            "tune",
            "--variant",
            "cartier",
            "--depth",
            "0",
            "--out",
            "w.json",
        ],
        "give 1 to 100",
    );
    refused(
        &[
            "tune",
            "--variant",
            "cartier",
            "--iterations",
            "0",
            "--out",
            "w.json",
        ],
        "at least 1",
    );
}

#[test]
fn train_net_refuses_a_holding_defence_out_of_range_or_with_saved_data() {
    let train = |extra: &[&str], expected: &str| {
        let mut args = vec!["train-net", "--variant", "ashton", "--out", "a.nnue"];
        args.extend_from_slice(extra);
        refused(&args, expected);
    };
    train(
        &["--defenders-contempt", "99999"],
        "99999 is out of range: give -5000 to 5000",
    );
    // The defence shapes games yet to be played; saved data has none.
    train(
        &["--data", "positions.txt", "--defenders-contempt", "-300"],
        "'--data <FILE>' cannot be used with '--defenders-contempt <N>'",
    );
    train(
        &["--data", "positions.txt", "--weights", "w.json"],
        "cannot be used with",
    );
}
