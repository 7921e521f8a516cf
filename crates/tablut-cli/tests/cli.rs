//! Runs the real `tablut` binary and checks what it prints.

mod common;

use common::tablut;
use std::process::Output;

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("stdout is UTF-8")
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("stderr is UTF-8")
}

/// Runs `tablut args…` with no input and expects success.
fn ok(args: &[&str]) -> String {
    let o = tablut(args, "");
    assert!(o.status.success(), "tablut {args:?} failed: {}", stderr(&o));
    stdout(&o)
}

const START: &str = "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";
const AFTER_E3_H3: &str = "/3ttt3/4t4/7T1/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/ a";

#[test]
fn play_through_a_pipe() {
    let o = tablut(&["play"], "e3-h3\ne1-e3\nposition\nundo\nposition\nquit\n");
    // The script goes on after the illegal move, but its exit status says
    // that a command failed (it said success before issue 11).
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "error: 1 of the commands failed; the first, on line 2: illegal move e1-e3: \
         the way is blocked by the piece on e2\n"
    );
    let out = stdout(&o);
    // The board: rank 9 on top, files below, throne and corners marked.
    assert!(out.contains("9  # . . a a a . . #  9\n"), "{out}");
    assert!(out.contains("5  a a d d K d d a a  5\n"));
    assert!(out.contains("   a b c d e f g h i\n"));
    assert!(out.contains("Move 1: defenders to move\ndefenders to move> e3-h3\n"));
    assert!(out.contains("defenders played e3-h3\n"));
    assert!(out.contains("Move 2: attackers to move\n"));
    // The illegal move is refused with the reason, and the position stays.
    assert!(out.contains(
        "attackers to move> e1-e3\nillegal move e1-e3: the way is blocked by the piece on e2\n\
         attackers to move> position\n"
    ));
    assert!(out.contains(&format!("attackers to move> position\n{AFTER_E3_H3}\n")));
    assert!(out.contains("took back e3-h3\n"));
    assert!(out.contains(&format!("defenders to move> position\n{START} d\n")));
    assert!(out.ends_with("defenders to move> quit\n"));
    assert!(!out.contains('\x1b'), "no colour into a pipe");
}

#[test]
fn play_ends_quietly_at_end_of_input() {
    let o = tablut(
        &["play", "--variant", "catalan"],
        "moves\nmoves e2\nbogus\n",
    );
    // Quietly, but not successfully: 'bogus' failed (exit 0 before issue 11).
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("on line 3: unknown command 'bogus'"));
    let out = stdout(&o);
    assert!(out.starts_with("Tablut (catalan)."));
    assert!(out.contains("72 legal moves:\n"));
    assert!(out.contains("legal moves from e2: e2-a2"));
    assert!(out.contains("unknown command 'bogus'"));
    assert!(out.ends_with("attackers to move> bogus\nunknown command 'bogus': write a move like e3-h3, or help for the commands\nattackers to move> \n"));
}

#[test]
fn play_calls_escape_routes_captures_and_the_end() {
    // King on b5 alone with an attacker on a2.
    let o = tablut(
        &["play", "--position", "/9/t8/9/9/1K7/9/9/9/9/ d"],
        "b5-a5\na2-b2\na5-a1\na1-a2\n",
    );
    let out = stdout(&o);
    assert!(out.contains("defenders played b5-a5\n"), "{out}");
    assert!(out.contains("Raichi!\nMove 2: attackers to move\n"));
    assert!(out.contains("Tuichi!\nMove 3: defenders to move\n"));
    assert!(out.contains("Game over: defenders win (escape)\ngame over> a1-a2\n"));
    assert!(out.contains("illegal move a1-a2: the game is over"));

    // The king on the edge between two attackers, a third arrives.
    let out = stdout(&tablut(
        &["play", "--position", "/3tKt3/8t/9/9/9/9/9/9/9/ a"],
        "i2-e2\n",
    ));
    assert!(
        out.contains("Game over: attackers win (king captured)\n"),
        "{out}"
    );

    let out = stdout(&tablut(&["play"], "e3-a3\ne2-a2\n"));
    assert!(out.contains("attackers played e2-a2\n"), "{out}");
    assert!(out.contains("captured: a3\n"));
}

#[test]
fn play_refuses_bad_options_before_starting() {
    let o = tablut(&["play", "--rule", "king_armd=false"], "");
    assert!(!o.status.success());
    assert!(stdout(&o).is_empty());
    assert!(stderr(&o).starts_with("error: invalid rule change: unknown rule flag 'king_armd'"));
}

#[test]
fn save_and_load_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("record.txt");
    let file = path.to_str().expect("temp path is UTF-8");
    let variant = "ludoteka:king_armed=false";
    let o = tablut(
        &["play", "--variant", variant],
        &format!("e3-a3\ne2-a2\nd5-d2\nsave {file}\nquit\n"),
    );
    assert!(
        stdout(&o).contains(&format!("saved 3 moves to {file}\n")),
        "{}",
        stdout(&o)
    );
    let record = std::fs::read_to_string(&path).expect("the record was written");
    assert!(
        record.contains("[variant:ludoteka:king_armed=false]"),
        "{record}"
    );
    assert!(record.contains("1. e3-a3 e2-a2xa3\n2. d5-d2\n"), "{record}");

    // A fresh session under other rules loads the game and its rules.
    let o = tablut(
        &["play", "--variant", "cartier"],
        &format!("load {file}\nposition\nundo\nposition\n"),
    );
    let out = stdout(&o);
    assert!(
        out.contains(&format!(
            "loaded {file}: 3 moves, rules ludoteka:king_armed=false\n"
        )),
        "{out}"
    );
    assert!(out.contains(
        "attackers to move> position\n/3ttt3/t2T5/9/t3T3t/ttT1KTTtt/t3T3t/4T4/4t4/3ttt3/ a\n"
    ));
    assert!(out.contains("took back d5-d2\n"));

    // replay --file plays the same record under its own rules.
    let out = ok(&["replay", "--file", file]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(lines[1].starts_with("ply 2  e2-a2  captured: a3  outcome: ongoing"));

    let o = tablut(&["play"], "load /nonexistent/tablut/game.txt\nposition\n");
    assert!(stdout(&o).contains("error: cannot read /nonexistent/tablut/game.txt"));
    assert!(stdout(&o).contains(&format!("position\n{START} d\n")));
}

#[test]
fn moves_from_the_start() {
    let out = ok(&["moves"]);
    assert_eq!(out.lines().count(), 56);
    assert!(out.lines().any(|l| l == "e3-h3"));
    assert_eq!(ok(&["moves", "--variant", "catalan"]).lines().count(), 72);
    assert_eq!(
        ok(&[
            "moves",
            "--variant",
            "ludoteka",
            "--rule",
            "first=attackers"
        ])
        .lines()
        .count(),
        72
    );
    let json = ok(&["moves", "--json"]);
    assert!(
        json.starts_with("{\"moves\":[\"") && json.ends_with("]}\n"),
        "{json}"
    );
    let o = tablut(&["moves", "--position", "/9/ d"], "");
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(
        err.starts_with("error: invalid position:") && err.contains("1 row") && err.contains("9"),
        "{err}"
    );
}

#[test]
fn moves_json_stream_answers_every_line() {
    let input = format!(
        "{{\"variant\":\"catalan\",\"position\":\"{START} a\"}}\n{{\"variant\":\"nonsense\"}}\n\
         {{\"colour\":\"red\"}}\nnot json\n{{}}\n"
    );
    let o = tablut(&["moves", "--json", "-"], &input);
    assert!(o.status.success());
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "{out}");
    assert!(lines[0].starts_with("{\"moves\":[\"d1-b1\","));
    assert_eq!(lines[0].matches('-').count(), 72);
    assert_eq!(
        lines[1],
        "{\"error\":\"invalid variant: unknown rule set 'nonsense': choose one of ludoteka, catalan, brainking, cartier, ashton, ashton-server\"}"
    );
    assert!(lines[2].starts_with("{\"error\":\"invalid request: unknown field `colour`"));
    assert!(lines[3].starts_with("{\"error\":\"invalid request: "));
    assert_eq!(lines[4].matches('-').count(), 56);
}

#[test]
fn replay_json_reports_each_ply() {
    let out = ok(&["replay", "--json", "e3-a3", "e2-a2"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(
        lines[1],
        "{\"ply\":2,\"move\":\"e2-a2\",\"captures\":[\"a3\"],\"outcome\":\"ongoing\",\"reason\":\"\",\
         \"open_routes\":0,\"position\":\"/3ttt3/t8/9/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/ d\"}"
    );
    let out = ok(&[
        "replay",
        "--json",
        "--position",
        "/3tKt3/8t/9/9/9/9/9/9/9/ a",
        "i2-e2",
    ]);
    assert!(
        out.contains("\"outcome\":\"attackers win\",\"reason\":\"king captured\""),
        "{out}"
    );
    let out = ok(&[
        "replay",
        "--position",
        "/9/t8/9/9/1K7/9/9/9/9/ d",
        "b5-a5",
        "a2-b2",
    ]);
    assert!(
        out.contains("ply 1  b5-a5  captured: none  outcome: ongoing  open routes: 1  position: ")
    );
    assert!(
        out.contains("ply 2  a2-b2  captured: none  outcome: ongoing  open routes: 2  position: ")
    );
}

#[test]
fn replay_stops_at_an_illegal_move() {
    let o = tablut(&["replay", "e3-a3", "e2-a2", "d5-d1", "e1-e2"], "");
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    assert_eq!(out.lines().count(), 2, "{out}");
    assert!(out.starts_with("ply 1  e3-a3  captured: none  outcome: ongoing"));
    assert!(out.contains("ply 2  e2-a2  captured: a3  outcome: ongoing"));
    assert_eq!(stderr(&o), "error: ply 3: d5-d1: d1 is occupied\n");

    let o = tablut(&["replay", "--json", "e3-a3", "nonsense"], "");
    assert!(!o.status.success());
    assert_eq!(stdout(&o).lines().count(), 1);
    assert!(stderr(&o).starts_with("error: ply 2: 'nonsense' is not a move"));
}

#[test]
fn replay_json_stream_reports_errors_with_the_plies_before() {
    let input = "{\"moves\":[\"e3-a3\",\"e2-a2\",\"e1-e3\"]}\n\
                 {\"variant\":\"cartier\",\"moves\":[\"e2-c2\"]}\n\
                 {\"moves\":\"e3-a3\"}\n";
    let o = tablut(&["replay", "--json", "-"], input);
    assert!(o.status.success());
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(lines[0].starts_with("{\"plies\":[{\"ply\":1,\"move\":\"e3-a3\""));
    assert!(lines[0].contains("{\"ply\":2,\"move\":\"e2-a2\",\"captures\":[\"a3\"]"));
    assert!(lines[0].ends_with(
        "],\"error\":\"ply 3: e1-e3: the piece on e1 belongs to the attackers, but the defenders are to move\"}"
    ));
    assert!(lines[1].starts_with("{\"plies\":[{\"ply\":1,\"move\":\"e2-c2\""));
    assert!(!lines[1].contains("error"));
    assert!(lines[2].starts_with("{\"error\":\"invalid request: invalid type: string"));
}

#[test]
fn perft_counts() {
    let out = ok(&["perft", "--depth", "3"]);
    assert!(out.starts_with("depth 3  nodes 225224  time "), "{out}");
    assert!(out.trim_end().ends_with(" Mnodes/s"));
    assert!(ok(&["perft", "--depth", "3", "--full"]).starts_with("depth 3  nodes 225224  "));
    let out = ok(&["perft", "--depth", "2", "--divide"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 58);
    assert!(lines[0].starts_with("e3-a3: "));
    assert_eq!(lines[56], "moves 56");
    assert!(lines[57].starts_with("depth 2  nodes 3968  "));
    assert!(
        ok(&["perft", "--depth", "1", "--variant", "catalan"]).starts_with("depth 1  nodes 72  ")
    );
}

#[test]
fn rules_show_presets_and_flags() {
    let out = ok(&["rules"]);
    for name in [
        "ludoteka",
        "catalan",
        "brainking",
        "cartier",
        "ashton",
        "ashton-server",
    ] {
        assert!(out.contains(&format!("  {name}\n")), "{out}");
    }
    let out = ok(&["rules", "cartier"]);
    assert!(out.starts_with("Rule set: cartier\n"));
    assert!(
        out.contains(
            "  king_custodial           true       King away from the throne captured by 2 attackers.\n"
        ),
        "{out}"
    );
    assert!(!out.contains("\n* "));
    let out = ok(&[
        "rules",
        "ludoteka:king_armed=false",
        "--rule",
        "escape=edge",
    ]);
    assert!(out.contains("* king_armed               false"));
    assert!(out.contains("* escape                   edge"));
    assert!(out.contains("* 2 rules differ from ludoteka."));
    let o = tablut(&["rules", "tablut"], "");
    assert!(!o.status.success());
    assert!(stderr(&o).starts_with("error: invalid variant: unknown rule set 'tablut'"));
}

#[test]
fn every_help_works() {
    let top = ok(&["--help"]);
    assert!(top.contains("Linnaeus"));
    for cmd in ["play", "rules", "moves", "replay", "perft"] {
        assert!(top.contains(&format!("  {cmd} ")), "{cmd} in {top}");
        let help = ok(&[cmd, "--help"]);
        assert!(help.contains("Example"), "{cmd}: {help}");
        assert!(help.contains(&format!("tablut {cmd}")), "{cmd}: {help}");
    }
    assert!(ok(&["perft", "--help"]).contains("--depth <N>"));
    assert!(ok(&["play", "--help"]).contains("--variant <NAME>"));
}

#[test]
fn replay_draws_a_board_after_every_ply() {
    let out = ok(&["replay", "--boards", "e3-h3", "d1-d3"]);
    // The start, then one board per ply, each with its file letters.
    assert_eq!(out.matches("a b c d e f g h i").count(), 3, "{out}");
    assert!(out.starts_with("start\n"));
    let after_first = out.split("ply 1").nth(1).expect("ply 1");
    let rank3 = after_first
        .lines()
        .find(|l| l.starts_with("3 "))
        .expect("rank 3");
    assert_eq!(
        rank3.split_whitespace().nth(8),
        Some("d"),
        "h3 holds the defender: {rank3}"
    );
    let refused = tablut(&["replay", "--boards", "--json", "e3-h3"], "");
    assert!(!refused.status.success());
}

#[test]
fn rules_in_the_players_language() {
    let out = ok(&["rules", "cartier", "--lang", "es"]);
    assert!(out.starts_with("Reglamento: cartier"), "{out}");
    assert!(!out.contains("King away from the throne"), "{out}");
    let sv = ok(&["rules", "--lang", "sv_SE.UTF-8"]);
    assert!(
        sv.contains("ludoteka") && !sv.contains("Rule sets (choose"),
        "{sv}"
    );
    let o = tablut(&["rules", "cartier", "--lang", "xx"], "");
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(
        err.contains("unknown language 'xx'") && err.contains("es"),
        "{err}"
    );
}
