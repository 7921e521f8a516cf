//! Runs `tablut match` as a real process: tiny matches between shallow
//! engines, saved records read back by `tablut replay`, external engines
//! that crash or talk nonsense, and bad options.

use std::process::{Command, Output, Stdio};

use serde_json::Value;

/// Runs `tablut args…` with nothing on standard input.
fn tablut(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablut"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("the tablut binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("the output is UTF-8")
}

/// Runs `tablut args…`, expects success, and returns standard output.
fn ok(args: &[&str]) -> String {
    let o = tablut(args);
    assert!(
        o.status.success(),
        "tablut {args:?} failed: {}",
        text(&o.stderr)
    );
    text(&o.stdout)
}

/// Runs `tablut args…`, expects failure, and returns standard error.
fn fails(args: &[&str]) -> String {
    let o = tablut(args);
    assert!(!o.status.success(), "tablut {args:?} succeeded");
    text(&o.stderr)
}

/// The summary `--json` prints.
fn summary(args: &[&str]) -> Value {
    let out = ok(args);
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("not JSON ({e}): {out}"))
}

const TINY: &[&str] = &[
    "match",
    "--games",
    "4",
    "--a",
    "tablut:depth=2",
    "--b",
    "tablut:depth=1",
    "--max-plies",
    "40",
    "--seed",
    "5",
];

#[test]
fn a_tiny_match_ends_with_a_table() {
    let out = ok(TINY);
    for line in [
        "A: tablut:depth=2",
        "B: tablut:depth=1",
        "4 games, ludoteka,",
        "seed 5",
        "A as attackers        2",
        "A as defenders        2",
        "all games             4",
        "attackers won ",
        "Elo difference A - B: ",
        "time per move: A mean ",
        "               B mean ",
    ] {
        assert!(out.contains(line), "{line:?} missing in:\n{out}");
    }
}

#[test]
fn the_same_seed_plays_the_same_match() {
    let args = [TINY, &["--json", "--concurrency", "2"]].concat();
    let first = summary(&args);
    let second = summary(&args);
    assert_eq!(first["results"], second["results"]);
    let results = first["results"].as_array().unwrap();
    assert_eq!(results.len(), 4);
    // Colours alternate: A attacks in the first game of each pair.
    assert_eq!(results[0]["attackers"], "A");
    assert_eq!(results[1]["attackers"], "B");
    let total = &first["a_total"];
    assert_eq!(total["games"], 4);
    let points = first["a_points"].as_f64().unwrap();
    let wins = total["wins"].as_f64().unwrap();
    let draws = total["draws"].as_f64().unwrap();
    assert_eq!(points, wins + draws / 2.0);
}

#[test]
fn an_sprt_stops_a_lopsided_match_early() {
    // Depth 4 against depth 1 in ashton (the fair preset): the deeper
    // engine wins pair after pair, and the test accepts H1 long before
    // the 200 games asked for.
    let s = summary(&[
        "match",
        "--variant",
        "ashton",
        "--games",
        "200",
        "--a",
        "tablut:depth=4",
        "--b",
        "tablut:depth=1",
        "--max-plies",
        "80",
        "--seed",
        "3",
        "--sprt",
        "0,50",
        "--json",
    ]);
    let sprt = &s["sprt"];
    assert_eq!(sprt["verdict"], "h1", "{sprt}");
    let games = s["games"].as_u64().unwrap();
    assert!(games < 200, "stopped early: {games} games");
    assert!(sprt["llr"].as_f64().unwrap() >= sprt["upper"].as_f64().unwrap());
    assert_eq!(sprt["pairs"].as_u64().unwrap(), games / 2);
    assert_eq!(s["settings"]["sprt"]["elo1"], 50.0);
    // Without --sprt there is no test in the summary.
    assert!(summary(&[TINY, &["--json"]].concat())["sprt"].is_null());
}

#[test]
fn saved_records_replay() {
    let tmp = tempfile::tempdir().unwrap();
    // A directory `--save` makes itself.
    let dir = tmp.path().join("save");
    let dir_text = dir.to_str().unwrap();
    let json = summary(
        &[
            TINY,
            &["--variant", "brainking", "--save", dir_text, "--json"],
        ]
        .concat(),
    );
    assert_eq!(json["settings"]["variant"], "brainking");
    let on_disk: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("summary.json")).unwrap()).unwrap();
    assert_eq!(on_disk["results"], json["results"]);
    for (i, game) in json["results"].as_array().unwrap().iter().enumerate() {
        let file = dir.join(format!("game-{:03}.txt", i + 1));
        let record = std::fs::read_to_string(&file).unwrap();
        assert!(record.contains("[variant:brainking]"), "{record}");
        assert!(record.contains("[event:tablut match]"), "{record}");
        let replay = ok(&["replay", "--file", file.to_str().unwrap()]);
        let plies = game["plies"].as_u64().unwrap() as usize;
        assert_eq!(replay.lines().count(), plies, "{replay}");
        // The last ply shows how the game ended, unless a move limit did.
        if game["reason"] != "adjudicated" {
            let last = replay.lines().last().unwrap();
            assert!(
                last.contains(game["result"].as_str().unwrap()),
                "{last} vs {game}"
            );
        }
    }
    // A second match into the same directory would overwrite these
    // records: it is refused before any game, and nothing changes.
    let before = std::fs::read_to_string(dir.join("summary.json")).unwrap();
    let err = fails(&[TINY, &["--save", dir_text]].concat());
    assert!(
        err.contains("already holds a match's records") && err.contains("new or empty directory"),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("summary.json")).unwrap(),
        before
    );
}

#[test]
fn a_move_limit_draws() {
    let json = summary(&[
        "match",
        "--games",
        "2",
        "--a",
        "tablut:depth=1",
        "--b",
        "tablut:depth=1",
        "--opening-plies",
        "2",
        "--max-plies",
        "3",
        "--json",
    ]);
    for game in json["results"].as_array().unwrap() {
        assert_eq!(game["plies"].as_u64(), Some(3), "{game}");
        assert_eq!(game["result"], "draw");
        assert_eq!(game["reason"], "adjudicated");
    }
    assert_eq!(json["elo"]["diff"].as_f64(), Some(0.0));
    // One pair is too few for an interval from pairs.
    assert!(json["elo_pairs"].is_null(), "{json}");
}

#[test]
fn an_engine_failing_its_trial_start_stops_the_match_at_once() {
    // Issue 30: each game used to wait out the start-up time again (2
    // games of ext:/bin/cat took 90 s).
    for (engine, reason) in [
        ("ext:/bin/cat", "did not say hello within"),
        ("ext:sh -c 'exit 1'", "has stopped"),
    ] {
        let started = std::time::Instant::now();
        let err = fails(&[
            "match",
            "--games",
            "2",
            "--a",
            "tablut:depth=1",
            "--b",
            engine,
            "--startup-timeout",
            "2",
        ]);
        assert!(
            err.contains("the --b engine failed its trial start, so no game was played"),
            "{err}"
        );
        assert!(err.contains(reason), "{err}");
        assert!(
            started.elapsed() < std::time::Duration::from_secs(4),
            "{err}"
        );
    }
}

#[test]
fn a_crashing_engine_loses_every_game_and_the_match_goes_on() {
    // Says hello (so its trial start passes), then dies at its first move.
    let json = summary(&[
        "match",
        "--games",
        "4",
        "--a",
        "tablut:depth=1",
        "--b",
        "ext:sh -c 'echo hello; while read l; do case $l in play*) exit 1;; esac; done'",
        "--max-plies",
        "30",
        "--startup-timeout",
        "5",
        "--json",
    ]);
    assert_eq!(json["forfeits"], 4, "{json}");
    assert_eq!(json["a_total"]["wins"], 4, "{json}");
    for game in json["results"].as_array().unwrap() {
        assert_eq!(game["forfeit"], true);
        assert!(
            game["reason"].as_str().unwrap().starts_with("B ("),
            "{game}"
        );
    }
    // 4 wins of 4: the difference is infinite, its lower bound finite.
    assert!(json["elo"]["low"].as_f64().is_some(), "{json}");
    assert!(json["elo"]["diff"].is_null(), "an infinite Elo is null");
    // Two pairs, both won: the pairs' estimate is infinite too, its bound
    // from two samples (a score above 0.025^(1/2)) lower than from four.
    assert_eq!(json["elo_pairs"]["games"], 2, "{json}");
    let (games, pairs) = (
        json["elo"]["low"].as_f64(),
        json["elo_pairs"]["low"].as_f64(),
    );
    assert!(pairs.unwrap() < games.unwrap(), "{json}");
}

/// Plays 2 games of `tablut:depth=1` against the external engine
/// `command`, which is expected to lose both by forfeit; returns the
/// reasons.
fn forfeits_of(command: &str) -> Vec<String> {
    let b = format!("ext:{command}");
    let json = summary(&[
        "match",
        "--games",
        "2",
        "--a",
        "tablut:depth=1",
        "--b",
        &b,
        "--movetime",
        "50",
        "--grace",
        "200",
        "--max-plies",
        "30",
        "--startup-timeout",
        "5",
        "--json",
    ]);
    assert_eq!(json["forfeits"], 2, "{json}");
    assert_eq!(json["a_points"].as_f64(), Some(2.0), "{json}");
    json["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["reason"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn an_illegal_move_loses() {
    // Says hello, then answers every `play` with a move that is never legal
    // from the start: e5 holds the king, and e6 blocks the way.
    let engine =
        "sh -c 'echo hello; while read l; do case $l in play*) echo move e5-e9;; esac; done'";
    for reason in forfeits_of(engine) {
        assert!(reason.contains("played an illegal move: e5-e9"), "{reason}");
    }
}

#[test]
fn a_garbled_move_loses() {
    let engine = "sh -c 'echo hello; while read l; do case $l in play*) echo move zz;; esac; done'";
    for reason in forfeits_of(engine) {
        assert!(reason.contains("malformed move"), "{reason}");
    }
}

#[test]
fn ext_overtime_tells_engines_their_time_as_an_overtime_period() {
    // Answers `play` with a critical error quoting the last clock it got.
    let engine = "ext:sh -c 'echo hello; while read l; do case $l in clock*) c=$l;; \
                  play*) echo \"error -1 got $c\";; esac; done'";
    // The reason of the one game's forfeit, with the clock flag `flag`.
    let reason_with = |flag: &str, value: &str| {
        let json = summary(&[
            "match",
            "--games",
            "1",
            "--a",
            engine,
            "--b",
            "tablut:depth=1",
            "--movetime",
            "50",
            flag,
            value,
            "--max-plies",
            "30",
            "--startup-timeout",
            "5",
            "--json",
        ]);
        json["results"][0]["reason"].as_str().unwrap().to_string()
    };
    let reason = reason_with("--ext-overtime", "2500");
    assert!(reason.contains("got clock 2500* 2500* 2 1 1"), "{reason}");
    // Without it, the main time is --movetime times --ext-clock-moves.
    let reason = reason_with("--ext-clock-moves", "10");
    assert!(reason.contains("got clock 500 500 0 0 0"), "{reason}");
    let err = fails(&[
        "match",
        "--a",
        engine,
        "--b",
        "tablut",
        "--ext-overtime",
        "2000",
        "--ext-clock-moves",
        "5",
    ]);
    assert!(err.contains("cannot be used with"), "{err}");
    let err = fails(&[
        "match",
        "--a",
        engine,
        "--b",
        "tablut",
        "--ext-overtime",
        "500",
    ]);
    assert!(err.contains("500 is not in 1000"), "{err}");
}

#[test]
fn every_move_is_timed_in_the_summary_and_the_records() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().to_str().unwrap();
    let json = summary(&[TINY, &["--json", "--save", dir]].concat());
    let mut timed = 0;
    for (who, time) in [("A", &json["a_time"]), ("B", &json["b_time"])] {
        let moves = time["moves"].as_u64().unwrap();
        let mean = time["mean_ms"].as_f64().unwrap();
        let max = time["max_ms"].as_f64().unwrap();
        assert!(moves > 0 && mean <= max, "{who}: {time}");
        timed += moves;
    }
    let mut recorded = 0;
    for (i, game) in json["results"].as_array().unwrap().iter().enumerate() {
        let record = std::fs::read_to_string(tmp.path().join(format!("game-00{}.txt", i + 1)));
        let record = record.unwrap();
        let tag = record
            .lines()
            .find_map(|l| l.strip_prefix("[move-times-ms:"))
            .expect("a move-times-ms tag");
        let times: Vec<u64> = tag
            .trim_end_matches(']')
            .split(' ')
            .map(|t| t.parse().unwrap())
            .collect();
        // Every ply after the 4-ply opening is timed (no forfeits here).
        assert_eq!(
            times.len() as u64,
            game["plies"].as_u64().unwrap() - 4,
            "{record}"
        );
        recorded += times.len() as u64;
    }
    assert_eq!(recorded, timed);
}

#[test]
fn a_silent_engine_loses_on_time() {
    for reason in forfeits_of("sh -c 'echo hello; cat >/dev/null'") {
        assert!(
            reason.contains("hung: engine 'sh' sent no move within 250ms"),
            "{reason}"
        );
    }
}

#[test]
fn an_engine_that_cannot_run_is_an_error() {
    let err = fails(&[
        "match",
        "--a",
        "tablut",
        "--b",
        "ext:/nonexistent/engine --fast",
    ]);
    assert!(
        err.contains("error: --b: cannot start engine '/nonexistent/engine'"),
        "{err}"
    );
    assert!(err.contains("check the command after ext:"), "{err}");
    let err = fails(&["match", "--a", "ext:sh -c 'oops", "--b", "tablut"]);
    assert!(err.contains("unbalanced"), "{err}");
}

#[test]
fn bad_options_are_refused_with_a_hint() {
    let base = ["match", "--a", "tablut", "--b", "tablut"];
    let cases: &[(&[&str], &str)] = &[
        (
            &["match", "--a", "gnuchess", "--b", "tablut"],
            "error: invalid --a: unknown player 'gnuchess': write tablut",
        ),
        (
            &["match", "--a", "tablut", "--b", "tablut:depht=2"],
            "error: invalid --b: unknown option 'depht'",
        ),
        (
            &["match", "--a", "tablut:depth=x", "--b", "tablut"],
            "depth takes a whole number",
        ),
        (
            &["match", "--a", "ext:", "--b", "tablut"],
            "names no command",
        ),
        (
            &[&base[..], &["--clock", "5"]].concat(),
            "error: invalid --clock: '5' is not a clock",
        ),
        (
            &[&base[..], &["--games", "0"]].concat(),
            "--games 0 is out of range",
        ),
        (
            &[&base[..], &["--concurrency", "0"]].concat(),
            "--concurrency 0",
        ),
        (
            &[&base[..], &["--movetime", "0"]].concat(),
            "'0' for '--movetime <MS>'",
        ),
        (
            &[&base[..], &["--max-plies", "4"]].concat(),
            "raise --max-plies",
        ),
        (
            &[&base[..], &["--variant", "chess"]].concat(),
            "invalid variant",
        ),
        (
            &[&base[..], &["--sprt", "10,0"]].concat(),
            "ELO1 must be greater than ELO0",
        ),
    ];
    for (args, message) in cases {
        let err = fails(args);
        assert!(err.contains(message), "{args:?}: {err}");
    }
    let err = fails(&[&base[..], &["--movetime", "5", "--clock", "1+0"]].concat());
    assert!(err.contains("cannot be used with"), "{err}");
}

#[test]
fn help_explains_players_and_gives_examples() {
    let help = ok(&["match", "--help"]);
    for part in [
        "tablut:OPTION=VALUE",
        "ext:COMMAND",
        "Examples:",
        "tablut match --games",
        "--concurrency",
    ] {
        assert!(help.contains(part), "{part:?} missing in:\n{help}");
    }
}

#[test]
fn hash_tables_the_machine_cannot_hold_are_refused_before_the_match() {
    // Each within hash='s range, together far beyond any test machine:
    // once this aborted the whole match inside the first game.
    let err = fails(&[
        "match",
        "--games",
        "2",
        "--concurrency",
        "2",
        "--a",
        "tablut:depth=1,hash=65536",
        "--b",
        "tablut:depth=1,hash=65536",
    ]);
    assert!(err.contains("MiB free"), "{err}");
    assert!(err.contains("lower hash= or --concurrency"), "{err}");
}

/// The shipped brainking net, its file marked as trained on brainking
/// games (preset code 3: 1 + its index in `Preset::ALL`), as `train-net`
/// now writes it.
fn brainking_net(dir: &std::path::Path) -> std::path::PathBuf {
    let mut bytes = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tablut-engine/nets/brainking.nnue"
    ))
    .unwrap();
    bytes[10..12].copy_from_slice(&3u16.to_le_bytes());
    let body = bytes.len() - 8;
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in &bytes[..body] {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    bytes[body..].copy_from_slice(&h.to_le_bytes());
    let path = dir.join("brainking.nnue");
    std::fs::write(&path, bytes).unwrap();
    path
}

#[test]
fn a_net_trained_for_other_rules_is_warned_about() {
    // Issue 30: a net trained for one rule set was used under another
    // without a word.
    let tmp = tempfile::tempdir().unwrap();
    let net = brainking_net(tmp.path());
    let a = format!("tablut:depth=1,net={}", net.display());
    let run = |variant: &str| {
        let o = tablut(&[
            "match",
            "--variant",
            variant,
            "--games",
            "1",
            "--a",
            &a,
            "--b",
            "tablut:depth=1",
            "--max-plies",
            "10",
            "--seed",
            "1",
        ]);
        assert!(o.status.success(), "{}", text(&o.stderr));
        text(&o.stderr)
    };
    let err = run("ludoteka");
    assert!(
        err.contains(
            "warning: --a: the net was trained on brainking games, \
             but these games are played under ludoteka rules"
        ),
        "{err}"
    );
    let err = run("brainking");
    assert!(!err.contains("warning"), "{err}");
}
