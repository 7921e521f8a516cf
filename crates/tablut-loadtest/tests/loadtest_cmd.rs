//! Runs `tablut-loadtest` as a real process: it starts its own server
//! (itself as `--serve-child`, the web service of `tablut serve`, on a free
//! loopback port with a temporary SQLite database), plays a few games at a
//! time over WebSockets for a few seconds, and checks every game against
//! the server's record; and the same with rated games from the lobby, 1+0
//! clocks, and every rating recomputed.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

#[test]
fn a_small_load_test_measures_moves_and_loses_none() {
    let started = Instant::now();
    let out = Command::new(env!("CARGO_BIN_EXE_tablut-loadtest"))
        .args(["--games", "20", "--duration", "3", "--think", "20"])
        .args(["--warmup", "1", "--seed", "5", "--json"])
        .stdin(Stdio::null())
        .output()
        .expect("the tablut-loadtest binary runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "tablut-loadtest failed:\n{stderr}");
    let report: Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}):\n{}", String::from_utf8_lossy(&out.stdout)));

    // The text report goes to standard error under --json.
    assert!(stderr.contains("0 integrity errors"), "{stderr}");
    assert_eq!(report["integrity"]["errors"], 0, "{report:#}");
    let checked = report["integrity"]["games_checked"].as_u64().unwrap_or(0);
    assert!(checked >= 20, "only {checked} games checked: {report:#}");
    assert_eq!(report["concurrent_games"], 20);
    // Every seat's connection ended at the stored version of its game.
    assert_sockets_clean(&report, checked);
    assert!(stderr.contains(" 0 behind the database"), "{stderr}");

    let measured = report["moves_measured"].as_u64().unwrap_or(0);
    assert!(measured > 100, "only {measured} moves measured: {report:#}");
    assert_eq!(report["latency_ms"]["count"].as_u64(), Some(measured));
    let p50 = report["latency_ms"]["p50"].as_f64().unwrap_or(-1.0);
    let p99 = report["latency_ms"]["p99"].as_f64().unwrap_or(-1.0);
    assert!(
        p50 > 0.0 && p50 <= p99,
        "p50 {p50} ms, p99 {p99} ms: {report:#}"
    );
    assert!(report["moves_per_second"].as_f64().unwrap_or(0.0) > 0.0);
    assert!(
        report["games_started"].as_u64().unwrap_or(0) >= 20,
        "{report:#}"
    );
    assert!(
        started.elapsed() < Duration::from_secs(60),
        "took {:?}",
        started.elapsed()
    );
}

#[test]
fn rated_games_with_clocks_are_checked_rating_by_rating() {
    // No clock is let run out here (that takes a minute; see
    // tests/in_process.rs): the games are resigned, won by the rules or
    // called off, and the run's end resigns those still going.
    let started = Instant::now();
    let (report, stderr) = rated_run(&[]);
    assert_eq!(report["integrity"]["errors"], 0, "{report:#}");
    assert_eq!(report["ratings"]["errors"], 0, "{report:#}");
    assert_eq!(report["ratings"]["accounts"], 24, "{report:#}");
    let rated = report["ratings"]["rated_games"].as_u64().unwrap_or(0);
    assert!(rated >= 12, "only {rated} rated games: {report:#}");
    assert_eq!(report["clock"]["control"], "1+0", "{report:#}");
    assert_eq!(report["clock"]["errors"], 0, "{report:#}");
    assert_eq!(report["clock"]["time_forfeits"], 0, "{report:#}");
    assert_eq!(
        report["games_started"], report["games_finished"],
        "every game ends before the checks: {report:#}"
    );
    assert!(stderr.contains("0 rating errors"), "{stderr}");
    assert!(stderr.contains("0 clock errors"), "{stderr}");
    let checked = report["integrity"]["games_checked"].as_u64().unwrap_or(0);
    assert_sockets_clean(&report, checked);
    assert!(
        started.elapsed() < Duration::from_secs(60),
        "took {:?}",
        started.elapsed()
    );
}

#[test]
fn bad_options_are_refused_before_anything_starts() {
    let out = Command::new(env!("CARGO_BIN_EXE_tablut-loadtest"))
        .args(["--games", "0"])
        .stdin(Stdio::null())
        .output()
        .expect("the tablut-loadtest binary runs");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--games"));

    let out = Command::new(env!("CARGO_BIN_EXE_tablut-loadtest"))
        .args(["--duration", "ten"])
        .stdin(Stdio::null())
        .output()
        .expect("the tablut-loadtest binary runs");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a duration"));

    // Several instances share one database, which SQLite cannot.
    let out = Command::new(env!("CARGO_BIN_EXE_tablut-loadtest"))
        .args(["--instances", "2"])
        .stdin(Stdio::null())
        .output()
        .expect("the tablut-loadtest binary runs");
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("--database postgres://"), "{stderr}");

    // Rated games need a clock, and a live one.
    let out = Command::new(env!("CARGO_BIN_EXE_tablut-loadtest"))
        .args(["--rated"])
        .stdin(Stdio::null())
        .output()
        .expect("the tablut-loadtest binary runs");
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("--clock"), "{stderr}");
    let out = Command::new(env!("CARGO_BIN_EXE_tablut-loadtest"))
        .args(["--rated", "--clock", "3d"])
        .stdin(Stdio::null())
        .output()
        .expect("the tablut-loadtest binary runs");
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("live control"), "{stderr}");

    // A running server and servers to start are two different runs.
    let out = Command::new(env!("CARGO_BIN_EXE_tablut-loadtest"))
        .args(["--url", "http://127.0.0.1:1", "--instances", "2"])
        .stdin(Stdio::null())
        .output()
        .expect("the tablut-loadtest binary runs");
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("--instances"), "{stderr}");
}

#[test]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
fn two_started_instances_over_postgres_lose_no_move() {
    let database = std::env::var("TABLUT_TEST_POSTGRES")
        .expect("TABLUT_TEST_POSTGRES names a PostgreSQL database");
    let out = Command::new(env!("CARGO_BIN_EXE_tablut-loadtest"))
        .args(["--instances", "2", "--database", &database])
        .args(["--games", "20", "--duration", "3", "--think", "20"])
        .args(["--warmup", "1", "--seed", "5", "--json"])
        .stdin(Stdio::null())
        .output()
        .expect("the tablut-loadtest binary runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "tablut-loadtest failed:\n{stderr}");
    let report: Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}):\n{}", String::from_utf8_lossy(&out.stdout)));
    let servers = report["servers"].as_array().map_or(0, Vec::len);
    assert_eq!(servers, 2, "{report:#}");
    assert_eq!(report["database"].as_str(), Some(database.as_str()));
    assert_eq!(report["integrity"]["errors"], 0, "{report:#}");
    let checked = report["integrity"]["games_checked"].as_u64().unwrap_or(0);
    assert!(checked >= 20, "only {checked} games checked: {report:#}");
    assert_eq!(report["integrity"]["reads"].as_u64(), Some(2 * checked));
    let measured = report["moves_measured"].as_u64().unwrap_or(0);
    assert!(measured > 100, "only {measured} moves measured: {report:#}");
    assert!(stderr.contains("2 instances"), "{stderr}");
    assert_sockets_clean(&report, checked);
}

#[test]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
fn two_started_instances_over_postgres_rate_every_game_once() {
    // Seeks made on one instance, accepted on the other; each game ends in
    // one transaction on whichever instance ends it.
    let database = std::env::var("TABLUT_TEST_POSTGRES")
        .expect("TABLUT_TEST_POSTGRES names a PostgreSQL database");
    let (report, _) = rated_run(&["--instances", "2", "--database", &database]);
    assert_eq!(report["integrity"]["errors"], 0, "{report:#}");
    assert_eq!(report["ratings"]["errors"], 0, "{report:#}");
    assert!(report["ratings"]["rated_games"].as_u64().unwrap_or(0) >= 12);
    assert_eq!(report["clock"]["errors"], 0, "{report:#}");
    let checked = report["integrity"]["games_checked"].as_u64().unwrap_or(0);
    assert_sockets_clean(&report, checked);
}

/// The report's `sockets`: both seats' connections of each of the
/// `games` checked accounted for (compared with the stored game, or
/// ended on a failure counted under errors), most of them compared, none
/// behind the stored game, every loss on time received by both seats.
fn assert_sockets_clean(report: &Value, games: u64) {
    let sockets = &report["sockets"];
    assert_eq!(sockets["behind"], 0, "{report:#}");
    assert_eq!(sockets["differ"], 0, "{report:#}");
    assert_eq!(sockets["flags_unseen"], 0, "{report:#}");
    assert_eq!(sockets["backwards"], 0, "{report:#}");
    let checked = sockets["checked"].as_u64().unwrap_or(0);
    let failed = sockets["failed"].as_u64().unwrap_or(0);
    assert_eq!(checked + failed, 2 * games, "{report:#}");
    assert!(checked >= games, "only {checked} compared: {report:#}");
}

/// A short rated run with 1+0 clocks and no clock let run out (`extra`
/// names the server); its JSON report and what it wrote on standard
/// error, the command having succeeded.
fn rated_run(extra: &[&str]) -> (Value, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tablut-loadtest"))
        .args(extra)
        .args(["--rated", "--clock", "1+0", "--time-forfeits", "0"])
        .args(["--games", "12", "--duration", "3", "--think", "20"])
        .args([
            "--warmup",
            "1",
            "--seed",
            "5",
            "--max-plies",
            "60",
            "--json",
        ])
        .stdin(Stdio::null())
        .output()
        .expect("the tablut-loadtest binary runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "tablut-loadtest failed:\n{stderr}");
    let report: Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}):\n{}", String::from_utf8_lossy(&out.stdout)));
    (report, stderr.into_owned())
}
