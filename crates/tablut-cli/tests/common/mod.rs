//! What the process tests of `tablut` share: running the binary with
//! input, and reading its output.

// Each test file uses some of these.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `tablut args…` with `input` on standard input.
pub fn tablut(args: &[&str], input: &str) -> Output {
    tablut_bytes(args, input.as_bytes())
}

/// Runs `tablut args…` with `input` (any bytes) on standard input.
pub fn tablut_bytes(args: &[&str], input: &[u8]) -> Output {
    // The terminal's texts follow the locale; these tests read English.
    let mut child = Command::new(env!("CARGO_BIN_EXE_tablut"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tablut binary runs");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    // Write from a thread so a large answer cannot block us both.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("tablut finishes");
    writer.join().expect("the writer thread ends");
    output
}

/// Output bytes as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("the output is UTF-8")
}
