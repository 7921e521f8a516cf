//! The options `tablut play` gained with its terminal UI (`--vs`, `--level`,
//! `--movetime`, `--side`, `--load`, `--no-tui`), checked through a pipe,
//! where the line mode runs. The full-screen UI itself is tested inside
//! the binary on ratatui's test backend (`src/tui/render_tests.rs`).
mod common;

use common::tablut;
use common::text;

#[test]
fn the_computer_replies_in_line_mode() {
    let o = tablut(
        &[
            "play", "--no-tui", "--vs", "computer", "--level", "beginner",
        ],
        "e3-h3\nquit\n",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("defenders played e3-h3\n"), "{out}");
    assert!(out.contains("attackers (computer) played "), "{out}");
}

#[test]
fn side_alone_means_a_computer_game_and_it_may_open() {
    // Ludoteka: the defenders move first, so the computer opens.
    let o = tablut(
        &["play", "--side", "attackers", "--movetime", "0.05"],
        "quit\n",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&o.stdout).contains("defenders (computer) played "));
}

#[test]
fn computer_options_need_a_computer() {
    let o = tablut(&["play", "--vs", "human", "--level", "easy"], "");
    assert!(!o.status.success());
    assert!(
        text(&o.stderr).contains("--vs computer"),
        "{}",
        text(&o.stderr)
    );
    let o = tablut(&["play", "--level", "grandmaster"], "");
    assert!(!o.status.success());
    assert!(text(&o.stderr).contains("unknown level"));
    let o = tablut(&["play", "--movetime", "0"], "");
    assert!(!o.status.success());
    assert!(text(&o.stderr).contains("out of range"));
    let o = tablut(&["play", "--level", "easy", "--movetime", "1"], "");
    assert!(!o.status.success(), "one strength at a time");
}

#[test]
fn load_continues_a_saved_game() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("load.otg");
    let name = file.to_str().unwrap();
    let o = tablut(
        &["play", "--variant", "catalan"],
        &format!("e2-h2\ne3-h3\nsave {name}\nquit\n"),
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let o = tablut(&["play", "--load", name], "position\nquit\n");
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("Tablut (catalan)"), "{out}");
    assert!(out.contains("Move 3: attackers to move"), "{out}");
    let o = tablut(&["play", "--load", name, "--variant", "cartier"], "");
    assert!(!o.status.success(), "--load brings its own rules");
    std::fs::remove_file(&file).unwrap();
    let o = tablut(&["play", "--load", name], "");
    assert!(!o.status.success());
    assert!(
        text(&o.stderr).contains("cannot read"),
        "{}",
        text(&o.stderr)
    );
}

#[test]
fn help_names_the_new_options() {
    let o = tablut(&["play", "--help"], "");
    let help = text(&o.stdout);
    for option in [
        "--vs <WHO>",
        "--level <NAME>",
        "--movetime <SECONDS>",
        "--side <SIDE>",
        "--load <FILE>",
        "--no-tui",
    ] {
        assert!(help.contains(option), "{option}: {help}");
    }
}
