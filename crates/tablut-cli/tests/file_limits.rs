//! Every file a command reads has a size cap (`tablut_engine::files`):
//! given `/dev/zero`, which never ends, each refuses at once, naming the
//! file, the cap and what to do, instead of reading until memory runs
//! out. A FIFO given to an interactive load is refused without waiting.
mod common;

use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use common::text;

/// Runs `tablut args…` with `input` on stdin; fails the test if it takes
/// longer than `limit` (and kills it).
fn tablut_within(args: &[&str], input: &str, limit: Duration) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_tablut"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .env("NO_COLOR", "1")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tablut binary runs");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    let start = Instant::now();
    while child.try_wait().expect("waits").is_none() {
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("tablut {args:?} still ran after {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("tablut finishes")
}

/// `args` fail quickly, without a panic, saying `said`.
fn refused(args: &[&str], said: &[&str]) {
    let o = tablut_within(args, "", Duration::from_secs(15));
    let err = text(&o.stderr);
    assert!(!o.status.success(), "{args:?} succeeded");
    assert_eq!(o.status.code(), Some(1), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    for s in said {
        assert!(err.contains(s), "{args:?} did not say {s:?}: {err}");
    }
}

fn zero_exists() -> bool {
    std::path::Path::new("/dev/zero").exists()
}

#[test]
fn records_are_capped_at_one_mebibyte() {
    if !zero_exists() {
        return;
    }
    let said = ["/dev/zero", "larger than 1 MiB", "game record"];
    refused(&["replay", "--file", "/dev/zero"], &said);
    refused(&["analyze", "--game", "--file", "/dev/zero"], &said);
    refused(&["play", "--load", "/dev/zero"], &said);
    refused(&["play", "--no-tui", "--load", "/dev/zero"], &said);
}

#[test]
fn nets_reports_puzzles_and_training_data_have_their_caps() {
    if !zero_exists() {
        return;
    }
    refused(
        &["bench", "--net", "/dev/zero"],
        &["/dev/zero", "larger than 4 MiB", ".nnue"],
    );
    refused(
        &["balance", "--replot", "/dev/zero"],
        &["/dev/zero", "larger than 16 MiB", "tablut balance"],
    );
    refused(
        &["puzzles", "verify", "/dev/zero"],
        &["/dev/zero", "larger than 64 MiB", "split it"],
    );
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("net.nnue");
    refused(
        &[
            "train-net",
            "--variant",
            "ludoteka",
            "--out",
            out.to_str().unwrap(),
            "--data",
            "/dev/zero",
        ],
        &["/dev/zero", "larger than 256 MiB", "--data"],
    );
    // The nets and weights of a match player, and the weights of a tune.
    let b = ["--b", "tablut:depth=1", "--games", "2"];
    refused(
        &[&["match", "--a", "tablut:net=/dev/zero"], &b[..]].concat(),
        &["/dev/zero", "larger than 4 MiB"],
    );
    refused(
        &[&["match", "--a", "tablut:weights=/dev/zero"], &b[..]].concat(),
        &["/dev/zero", "larger than 1 MiB", "weights file"],
    );
}

#[test]
fn a_large_regular_file_is_refused_from_its_size() {
    let dir = tempfile::tempdir().unwrap();
    let big = dir.path().join("big.txt");
    let file = std::fs::File::create(&big).unwrap();
    // Sparse: 2 GiB without writing them.
    file.set_len(2 << 30).unwrap();
    let path = big.to_str().unwrap();
    refused(&["replay", "--file", path], &[path, "larger than 1 MiB"]);
    refused(&["puzzles", "verify", path], &[path, "larger than 64 MiB"]);
}

#[test]
fn the_line_mode_load_refuses_devices_and_fifos_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo");
    let made = Command::new("mkfifo").arg(&fifo).status();
    let mut input = String::from("load /dev/zero\n");
    if made.is_ok_and(|s| s.success()) {
        input.push_str(&format!("load {}\n", fifo.display()));
    }
    input.push_str("position\nquit\n");
    let o = tablut_within(&["play", "--no-tui"], &input, Duration::from_secs(15));
    let out = format!("{}{}", text(&o.stdout), text(&o.stderr));
    assert!(!out.contains("panicked"), "{out}");
    assert!(out.contains("/dev/zero is not a regular file"), "{out}");
    if fifo.exists() {
        assert!(
            out.contains(&format!("{} is not a regular file", fifo.display())),
            "{out}"
        );
    }
    // The game goes on after the refusals.
    assert!(out.contains("Move 1: defenders to move"), "{out}");
}
