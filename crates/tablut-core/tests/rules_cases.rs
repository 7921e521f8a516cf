//! Runs every test case of RULES.md §6 (transcribed in
//! `tests/data/rules_cases.txt`) against every rule set it names.

use tablut_core::{
    DrawReason, Game, IllegalMove, Move, Outcome, Position, Preset, Rules, Setup, Side, Square,
    WinReason,
};

const DATA: &str = include_str!("data/rules_cases.txt");

struct Case {
    name: String,
    grid: String,
    to_move: Option<Side>,
    moves: Vec<Move>,
    expects: Vec<(Vec<Preset>, String)>,
}

fn preset_of(id: &str) -> Preset {
    match id {
        "000" | "003" => Preset::Ludoteka,
        "001" => Preset::Catalan,
        "002" => Preset::Brainking,
        "004" => Preset::Cartier,
        other => panic!("unknown variant id {other}"),
    }
}

fn parse_cases() -> Vec<Case> {
    let mut cases = Vec::new();
    for chunk in DATA.split("\n## ").skip(1) {
        let mut lines = chunk.lines();
        let name = lines.next().unwrap().trim().to_string();
        let mut grid = String::new();
        let mut case = Case {
            name,
            grid: String::new(),
            to_move: None,
            moves: Vec::new(),
            expects: Vec::new(),
        };
        let mut in_board = false;
        for line in lines {
            if line.trim().is_empty() {
                continue;
            }
            if line == "board:" {
                in_board = true;
            } else if in_board && grid.lines().count() < 9 {
                grid.push_str(line);
                grid.push('\n');
                if grid.lines().count() == 9 {
                    in_board = false;
                }
            } else if let Some(side) = line.strip_prefix("to-move: ") {
                case.to_move = match side.trim() {
                    "A" => Some(Side::Attackers),
                    "D" => Some(Side::Defenders),
                    "first" => None,
                    s => panic!("{}: bad to-move {s}", case.name),
                };
            } else if let Some(m) = line.strip_prefix("moves: ") {
                case.moves = m.split_whitespace().map(|t| t.parse().unwrap()).collect();
            } else if let Some(e) = line.strip_prefix("expect ") {
                let (ids, what) = e.split_once(": ").unwrap();
                let presets = ids.split_whitespace().map(preset_of).collect();
                case.expects.push((presets, what.to_string()));
            } else {
                panic!("{}: unexpected line {line}", case.name);
            }
        }
        case.grid = grid;
        cases.push(case);
    }
    cases
}

/// The outcome a phrase such as "attackers win (king captured)" names.
fn parse_result(text: &str) -> Outcome {
    let t = text.trim();
    if t.starts_with("ongoing") {
        Outcome::Ongoing
    } else if t.starts_with("draw") {
        Outcome::Draw(DrawReason::Repetition)
    } else {
        let winner = if t.starts_with("attackers win") {
            Side::Attackers
        } else if t.starts_with("defenders win") {
            Side::Defenders
        } else {
            panic!("unknown result {t}")
        };
        let reason = if t.contains("(escape)") {
            WinReason::Escape
        } else if t.contains("(king captured)") {
            WinReason::KingCaptured
        } else if t.contains("no legal move") {
            WinReason::NoLegalMoves
        } else {
            panic!("unknown reason in {t}")
        };
        Outcome::Win { winner, reason }
    }
}

/// The text after `key` up to the next `;` (or the end).
fn field<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    let start = text.find(key)? + key.len();
    let rest = &text[start..];
    Some(rest.split(';').next().unwrap().trim())
}

fn squares(list: &str) -> Vec<Square> {
    if list.starts_with("none") {
        return Vec::new();
    }
    let mut v: Vec<Square> = list.split(',').map(|s| s.trim().parse().unwrap()).collect();
    v.sort();
    v
}

fn run(case: &Case, preset: Preset, expect: &str) {
    let rules: Rules = preset.rules();
    let ctx = format!("{} [{}]: {expect}", case.name, preset.name());
    let side = case.to_move.unwrap_or(rules.first);
    let setup = Setup::from_grid(&case.grid, side).unwrap();
    let position = Position::from_setup(&setup, rules);
    if expect.starts_with("n/a") {
        assert!(position.is_err(), "{ctx}: the setup should be refused");
        return;
    }
    let mut game = Game::new(position.unwrap_or_else(|e| panic!("{ctx}: {e}")));

    if expect.starts_with("illegal") {
        let mv = case.moves[0];
        assert!(
            !game.legal_moves().contains(&mv),
            "{ctx}: {mv} is generated"
        );
        let before = game.position().to_string();
        assert!(game.play(mv).is_err(), "{ctx}: {mv} was accepted");
        assert_eq!(
            game.position().to_string(),
            before,
            "{ctx}: refused move changed the game"
        );
        return;
    }

    // How many plies must be legal, and what comes after them.
    let legal_plies = match field(expect, "plies 1-") {
        Some(rest) => rest
            .split(|c: char| !c.is_ascii_digit())
            .next()
            .unwrap()
            .parse::<usize>()
            .unwrap(),
        None => case.moves.len(),
    };
    let mut all_captures = Vec::new();
    for (i, mv) in case.moves.iter().take(legal_plies).enumerate() {
        assert!(
            game.legal_moves().contains(mv),
            "{ctx}: ply {} {mv} not generated",
            i + 1
        );
        let ply = game
            .play(*mv)
            .unwrap_or_else(|e| panic!("{ctx}: ply {} refused: {e}", i + 1));
        all_captures.extend(ply.captures);
    }
    if let Some(list) = field(expect, "captures: ") {
        all_captures.sort();
        assert_eq!(all_captures, squares(list), "{ctx}: captures");
    }
    let result = field(expect, "result after ply ")
        .map(|r| r.split_once(": ").unwrap().1)
        .or_else(|| field(expect, "result: "));
    if let Some(r) = result {
        assert_eq!(game.outcome(), parse_result(r), "{ctx}: result");
    }
    if let Some(n) = field(expect, "open routes = ") {
        let want: u32 = n.split_whitespace().next().unwrap().parse().unwrap();
        assert_eq!(
            game.position().open_routes().count(),
            want,
            "{ctx}: open routes"
        );
    }
    if legal_plies < case.moves.len() {
        let next = case.moves[legal_plies];
        let err = game
            .play(next)
            .expect_err(&format!("{ctx}: ply {} accepted", legal_plies + 1));
        if expect.contains("are not played") {
            assert!(matches!(err, IllegalMove::GameOver { .. }), "{ctx}: {err}");
        } else {
            assert!(
                matches!(err, IllegalMove::Repetition { .. }),
                "{ctx}: {err}"
            );
            if let Some(alt) = field(expect, "e.g. ") {
                let alt: Move = alt.parse().unwrap();
                assert!(game.play(alt).is_ok(), "{ctx}: {alt} should stay legal");
            }
        }
    }
}

#[test]
fn all_45_cases_of_rules_md_hold_in_every_rule_set() {
    let cases = parse_cases();
    assert_eq!(cases.len(), 45, "RULES.md §6 has 45 cases");
    let mut checked = 0;
    let mut failed = Vec::new();
    for case in &cases {
        assert!(!case.expects.is_empty(), "{} has no expectation", case.name);
        for (presets, expect) in &case.expects {
            for preset in presets {
                // Run every case even when one fails, so a broken rule shows
                // all the cases it breaks at once.
                let result = std::panic::catch_unwind(|| run(case, *preset, expect));
                if result.is_err() {
                    failed.push(format!("{} [{}]", case.name, preset.name()));
                }
                checked += 1;
            }
        }
    }
    assert!(
        failed.is_empty(),
        "{} failing: {}",
        failed.len(),
        failed.join("; ")
    );
    // Every case names all five seed ids, ludoteka twice (000 and 003).
    assert_eq!(checked, 45 * 5);
}
