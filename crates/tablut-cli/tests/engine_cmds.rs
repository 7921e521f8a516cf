//! `tablut analyze`, `bench` and `tune`, run as real processes.

use std::process::{Command, Output};

fn tablut(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablut"))
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .expect("the tablut binary runs")
}

fn ok(args: &[&str]) -> String {
    let o = tablut(args);
    assert!(
        o.status.success(),
        "tablut {args:?} failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).expect("UTF-8")
}

fn fails(args: &[&str]) -> String {
    let o = tablut(args);
    assert!(!o.status.success(), "tablut {args:?} should fail");
    String::from_utf8(o.stderr).expect("UTF-8")
}

#[test]
fn analyze_prints_one_line_per_iteration_and_the_best_move() {
    let out = ok(&["analyze", "--variant", "brainking", "--depth", "4"]);
    let rows: Vec<&str> = out
        .lines()
        .filter(|l| {
            l.split_whitespace()
                .next()
                .is_some_and(|w| w.parse::<u32>().is_ok())
        })
        // Iteration rows have a time in seconds as their sixth field.
        .filter(|l| {
            l.split_whitespace()
                .nth(5)
                .is_some_and(|w| w.ends_with('s'))
        })
        .collect();
    assert_eq!(rows.len(), 4, "one row per depth:\n{out}");
    for (i, row) in rows.iter().enumerate() {
        assert!(row.trim_start().starts_with(&(i + 1).to_string()), "{row}");
    }
    assert!(out.contains("best move "), "{out}");
}

#[test]
fn analyze_finds_the_escape_and_says_win() {
    // brainking: the king on e5 with an open file to e9 escapes at once.
    let out = ok(&[
        "analyze",
        "--variant",
        "brainking",
        "--position",
        "/3t1t3/9/9/9/4K4/9/9/9/3t1t3/ d",
        "--depth",
        "3",
        "--json",
    ]);
    let first: serde_json::Value =
        serde_json::from_str(out.lines().next().expect("a line")).expect("JSON");
    assert_eq!(first["mate_in_moves"], 1, "{out}");
    assert_eq!(first["score"], "win in 1");
    let best = first["pv"][0].as_str().expect("a move");
    assert!(best.starts_with("e5-"), "{best}");
}

#[test]
fn analyze_gives_several_lines_with_multipv() {
    let out = ok(&[
        "analyze",
        "--variant",
        "cartier",
        "--depth",
        "3",
        "--multipv",
        "3",
        "--json",
    ]);
    let rows: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    assert_eq!(rows.len(), 9, "three lines a depth:\n{out}");
    for depth in 1..=3 {
        let at: Vec<&serde_json::Value> = rows.iter().filter(|r| r["depth"] == depth).collect();
        let order: Vec<i64> = at.iter().map(|r| r["multipv"].as_i64().unwrap()).collect();
        assert_eq!(order, vec![1, 2, 3]);
        let firsts: std::collections::HashSet<&str> =
            at.iter().map(|r| r["pv"][0].as_str().unwrap()).collect();
        assert_eq!(firsts.len(), 3, "distinct moves at depth {depth}");
    }
    let text = ok(&[
        "analyze",
        "--variant",
        "cartier",
        "--depth",
        "2",
        "--multipv",
        "2",
    ]);
    assert!(text.contains("\n1. ") && text.contains("\n2. "), "{text}");
    let refused = fails(&["analyze", "--multipv", "0"]);
    assert!(refused.contains("multipv"), "{refused}");
}

#[test]
fn analyze_reviews_a_whole_game() {
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("review.svg");
    let out = ok(&[
        "analyze",
        "--game",
        "--variant",
        "ludoteka",
        "--position",
        "/9/1t7/4T2t1/6T2/5t3/2t6/9/3t5/1t1Kt4/ a",
        "--moves",
        "b9-b7 d9-a9",
        "--depth",
        "3",
        "--json",
        "--svg",
        svg.to_str().unwrap(),
    ]);
    let plies: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    assert_eq!(plies.len(), 2, "{out}");
    for key in [
        "ply",
        "move",
        "side",
        "best",
        "score_before",
        "score_after",
        "class",
        "line",
    ] {
        assert!(plies[0].get(key).is_some(), "no {key}: {}", plies[0]);
    }
    assert_eq!(plies[0]["move"], "b9-b7");
    assert_eq!(plies[0]["class"], "blunder");
    assert_eq!(plies[1]["score_after"], "won");
    let chart = std::fs::read_to_string(&svg).expect("the graph is written");
    assert!(
        chart.starts_with("<svg") && chart.contains("blunder"),
        "{chart}"
    );

    let text = ok(&[
        "analyze",
        "--game",
        "--variant",
        "cartier",
        "--moves",
        "d1-d3",
        "--depth",
        "2",
    ]);
    assert!(
        text.contains("attackers: ") && text.contains("defenders: "),
        "{text}"
    );
    let refused = fails(&["analyze", "--game", "--depth", "2"]);
    assert!(refused.contains("no moves to review"), "{refused}");
}

#[test]
fn analyze_refuses_bad_input_clearly() {
    let e = fails(&["analyze", "--moves", "e3-e9", "--depth", "2"]);
    assert!(e.contains("move 1 of --moves"), "{e}");
    let e = fails(&["analyze", "--time", "0"]);
    assert!(e.contains("--time"), "{e}");
}

#[test]
fn bench_is_deterministic() {
    let total = |out: &str| {
        out.lines()
            .find_map(|l| l.strip_prefix("nodes "))
            .expect("a nodes line")
            .to_string()
    };
    let a = ok(&["bench", "--depth", "3"]);
    let b = ok(&["bench", "--depth", "3"]);
    assert_eq!(total(&a), total(&b));
    assert_eq!(a.lines().filter(|l| l.starts_with("cartier")).count(), 4);
}

#[test]
fn bench_refuses_a_bad_net_before_printing_anything() {
    let o = tablut(&["bench", "--depth", "2", "--net", "/nonexistent/net.nnue"]);
    assert!(!o.status.success());
    assert!(
        o.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
    let err = String::from_utf8(o.stderr).expect("UTF-8");
    assert!(err.contains("cannot read /nonexistent/net.nnue"), "{err}");
}

#[test]
fn tune_writes_a_weight_set_the_engine_can_load() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("w.json");
    let out_s = out.to_str().unwrap();
    ok(&[
        "tune",
        "--variant",
        "catalan",
        "--iterations",
        "2",
        "--depth",
        "1",
        "--max-plies",
        "40",
        "--out",
        out_s,
    ]);
    let text = std::fs::read_to_string(&out).unwrap();
    let set: tablut_engine::WeightSet = serde_json::from_str(&text).expect("a weight set");
    assert_eq!(set.ludoteka, tablut_engine::weights::shipped().ludoteka);
    // And it can be the start of another run.
    ok(&[
        "tune",
        "--variant",
        "catalan",
        "--iterations",
        "1",
        "--depth",
        "1",
        "--max-plies",
        "40",
        "--from",
        out_s,
        "--out",
        out_s,
    ]);
    let e = fails(&["tune", "--variant", "nonsense", "--out", out_s]);
    assert!(e.contains("not a preset"), "{e}");
}

#[test]
fn tune_refuses_an_unwritable_output_before_it_plays() {
    // A path under a regular file can be written by nobody, root included.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("plain");
    std::fs::write(&file, "").unwrap();
    let out = file.join("w.json");
    let run = std::process::Command::new(env!("CARGO_BIN_EXE_tablut"))
        .args([
            "tune",
            "--variant",
            "cartier",
            "--iterations",
            "50",
            "--depth",
            "2",
            "--out",
        ])
        .arg(&out)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(!run.status.success());
    assert!(err.contains("cannot write"), "{err}");
    assert!(
        !err.contains("iteration 1/"),
        "no iteration may run first: {err}"
    );
}

#[test]
fn analyze_says_when_the_defenders_hold_a_fortress() {
    // Game 3 against tablut.cpp to White's 17th move, which closes the
    // defenders' block round the king (see tablut-core's tests/fortress.rs).
    let closed = include_str!("../../tablut-core/tests/data/fortress_game3.txt").trim();
    let game_3 = closed
        .strip_suffix(" e5-e4")
        .expect("the record ends with e5-e4");
    let said = "The defenders hold a fortress";
    let before = ok(&[
        "analyze",
        "--variant",
        "ashton-server",
        "--moves",
        game_3,
        "--depth",
        "2",
    ]);
    assert!(!before.contains(said), "{before}");
    let after = ok(&[
        "analyze",
        "--variant",
        "ashton-server",
        "--moves",
        closed,
        "--depth",
        "4",
    ]);
    assert!(after.contains(said), "{after}");
    assert!(
        after.contains("score -1.50"),
        "a draw, seen with contempt: {after}"
    );
}

/// `train-net --data` repeated trains on every file's positions: two small
/// files of self-play positions (different seeds) give one net trained on
/// all of them, and a file that is not positions is refused by name.
#[test]
fn train_net_learns_from_several_data_files() {
    let dir = tempfile::tempdir().unwrap();
    let path = |name: &str| dir.path().join(name).to_str().unwrap().to_string();
    let mut counts = Vec::new();
    for (seed, file) in [("1", "a.txt"), ("2", "b.txt")] {
        ok(&[
            "train-net",
            "--variant",
            "catalan",
            "--games",
            "3",
            "--depth",
            "1",
            "--epochs",
            "1",
            "--seed",
            seed,
            "--save-data",
            &path(file),
            "--out",
            &path("tmp.nnue"),
        ]);
        let text = std::fs::read_to_string(path(file)).unwrap();
        counts.push(text.lines().filter(|l| !l.starts_with('#')).count());
    }
    let said = ok(&[
        "train-net",
        "--variant",
        "catalan",
        "--epochs",
        "1",
        "--data",
        &path("a.txt"),
        "--data",
        &path("b.txt"),
        "--out",
        &path("both.nnue"),
    ]);
    let total = counts[0] + counts[1];
    assert!(counts.iter().all(|&n| n > 0), "{counts:?}");
    assert!(
        said.contains(&format!("{total} positions")),
        "{total}: {said}"
    );
    assert!(std::fs::metadata(path("both.nnue")).unwrap().len() > 0);

    std::fs::write(path("bad.txt"), "not a position\n").unwrap();
    let o = tablut(&[
        "train-net",
        "--variant",
        "catalan",
        "--data",
        &path("a.txt"),
        "--data",
        &path("bad.txt"),
        "--out",
        &path("bad.nnue"),
    ]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.contains("bad.txt: line 1 is not a training position"),
        "{err}"
    );
    assert!(!dir.path().join("bad.nnue").exists());
}
