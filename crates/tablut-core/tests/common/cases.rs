//! The test-case format of RULES.md §6 (also used by ASHTON.md §6): reads a
//! transcribed data file and runs every expectation of every case, strictly.
//!
//! A data file is a header of `#` comment lines, then one case per
//! `## ID — title` line, each holding exactly these lines (blank lines
//! aside): an optional `checks: …` line, `board:` with the 9 grid rows
//! (rank 9 first), `to-move: A|D|first`, `moves: …`, and one or more
//! `expect IDS: …` lines. Anything else is an error.
//!
//! An expectation is a list of clauses separated by `;` (outside
//! parentheses). Every clause must be one this module knows, and every
//! clause is checked; a parenthesised note at the end of a clause (and
//! `, …` after a result) is a comment for the reader. The clauses:
//!
//! - how the moves go, first and exactly once: `n/a (…)` (the setup is
//!   refused), `illegal (…)` (the one move is refused),
//!   `legal` (one move), `both legal` (two), `all legal`, `plies 1-N legal`;
//! - `captures: none | a3, b4` (the captures of every ply played, together),
//!   `captures at ply N: …` (of ply N only);
//! - `result: R`, `result after ply N: R` (N = the last ply played), where
//!   R is `ongoing`, `draw`, `attackers win (king captured)`,
//!   `defenders win (escape)`, `defenders win (attackers have no legal
//!   move…)` and the like;
//! - `legal moves before ply N = K`, `open routes = K`;
//! - after `plies 1-N legal`, what becomes of ply N+1: `ply N+1 is not
//!   played` / `plies N+1-M are not played` (refused: the game is over, up
//!   to the last move M), or `ply N+1 MOVE illegal (…)` (refused by the
//!   rules of movement, or by repetition when the note says `must vary`),
//!   optionally followed by `SIDE still have other moves, e.g. MOVE`.

use std::panic::{catch_unwind, AssertUnwindSafe};

use tablut_core::{
    DrawReason, Game, IllegalMove, Move, Outcome, Position, Preset, Setup, Side, Square, WinReason,
};

/// One test case.
pub struct Case {
    /// `T01 — title`, `A18 — title`.
    pub name: String,
    /// The 9 rows, rank 9 first.
    pub grid: String,
    /// `None` for `to-move: first`.
    pub to_move: Option<Side>,
    /// The moves, ply 1 first.
    pub moves: Vec<Move>,
    /// The presets named by each `expect` line, with its text.
    pub expects: Vec<(Vec<Preset>, String)>,
}

impl Case {
    /// The case's id: `T01`, `A18`.
    pub fn id(&self) -> &str {
        self.name.split_whitespace().next().unwrap_or("")
    }
}

/// Reads every case of `data`, naming presets with `preset_of`.
/// Panics on any line it does not understand.
pub fn parse_cases(data: &str, preset_of: impl Fn(&str) -> Preset) -> Vec<Case> {
    let mut chunks = data.split("\n## ");
    let header = chunks.next().unwrap_or("");
    for line in header.lines() {
        let l = line.trim();
        assert!(
            l.is_empty() || l.starts_with('#'),
            "header line is not a comment: {line}"
        );
    }
    let mut cases = Vec::new();
    for chunk in chunks {
        let mut lines = chunk.lines();
        let name = lines.next().unwrap().trim().to_string();
        assert!(name.contains(" — "), "bad case title '{name}'");
        let mut grid_rows: Vec<&str> = Vec::new();
        let mut saw_board = false;
        let mut to_move: Option<Option<Side>> = None;
        let mut moves: Option<Vec<Move>> = None;
        let mut expects = Vec::new();
        for line in lines {
            if line.trim().is_empty() {
                continue;
            }
            if line == "board:" {
                assert!(!saw_board, "{name}: two boards");
                saw_board = true;
            } else if saw_board && grid_rows.len() < 9 {
                assert!(
                    line.len() == 9 && line.chars().all(|c| ".ADK".contains(c)),
                    "{name}: bad grid row '{line}'"
                );
                grid_rows.push(line);
            } else if line.starts_with("checks: ") {
                // What the case checks, for the reader.
            } else if let Some(side) = line.strip_prefix("to-move: ") {
                assert!(to_move.is_none(), "{name}: two to-move lines");
                to_move = Some(match side.trim() {
                    "A" => Some(Side::Attackers),
                    "D" => Some(Side::Defenders),
                    "first" => None,
                    s => panic!("{name}: bad to-move {s}"),
                });
            } else if let Some(m) = line.strip_prefix("moves: ") {
                assert!(moves.is_none(), "{name}: two moves lines");
                moves = Some(
                    m.split_whitespace()
                        .map(|t| {
                            t.parse()
                                .unwrap_or_else(|e| panic!("{name}: bad move {t}: {e:?}"))
                        })
                        .collect(),
                );
            } else if let Some(e) = line.strip_prefix("expect ") {
                let (ids, what) = e
                    .split_once(": ")
                    .unwrap_or_else(|| panic!("{name}: bad expect line {line}"));
                let presets: Vec<Preset> = ids.split_whitespace().map(&preset_of).collect();
                assert!(!presets.is_empty(), "{name}: expect names no rule set");
                // Parse now, so a clause nobody understands fails at once.
                clauses(what).unwrap_or_else(|e| panic!("{name}: {e} in '{what}'"));
                expects.push((presets, what.to_string()));
            } else {
                panic!("{name}: unexpected line {line}");
            }
        }
        assert_eq!(grid_rows.len(), 9, "{name}: the board needs 9 rows");
        let moves = moves.unwrap_or_else(|| panic!("{name}: no moves line"));
        assert!(!moves.is_empty(), "{name}: no moves");
        assert!(!expects.is_empty(), "{name} has no expectation");
        cases.push(Case {
            to_move: to_move.unwrap_or_else(|| panic!("{name}: no to-move line")),
            grid: grid_rows.iter().map(|r| format!("{r}\n")).collect(),
            moves,
            expects,
            name,
        });
    }
    cases
}

/// One clause of an expectation.
#[derive(Clone, Debug, PartialEq)]
enum Clause {
    /// `n/a`: the setup is not a valid position.
    NotApplicable,
    /// `illegal`: the only move is refused.
    Illegal,
    /// `legal`, `both legal`, `all legal`, `plies 1-N legal`: this many
    /// plies (`None` = all) are legal and played.
    Legal(Option<usize>),
    /// `captures: …` (all plies) or `captures at ply N: …`.
    Captures(Option<usize>, Vec<Square>),
    /// `result: …` (after the last ply played) or `result after ply N: …`.
    Result(Option<usize>, Outcome),
    /// `legal moves before ply N = K`.
    LegalMovesBefore(usize, u64),
    /// `open routes = K`.
    OpenRoutes(u32),
    /// `ply N is not played`, `plies N-M are not played`.
    NotPlayed(usize, usize),
    /// `ply N MOVE illegal (…)`; `true` when the note says `must vary`.
    IllegalAt(usize, Move, bool),
    /// `SIDE still have other moves, e.g. MOVE`.
    StillHas(Side, Move),
}

/// Splits at `;` outside parentheses.
fn split_clauses(text: &str) -> Result<Vec<&str>, String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth < 0 {
                    return Err("unbalanced ')'".into());
                }
            }
            ';' if depth == 0 => {
                out.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    if depth != 0 {
        return Err("unbalanced '('".into());
    }
    out.push(text[start..].trim());
    Ok(out)
}

/// Whether `rest` is nothing or one parenthesised note.
fn is_note(rest: &str) -> bool {
    let r = rest.trim();
    r.is_empty() || (r.starts_with('(') && r.ends_with(')') && split_clauses(r).is_ok())
}

/// `head` followed by nothing or a note.
fn noted<'a>(clause: &'a str, head: &str) -> Option<&'a str> {
    let rest = clause.strip_prefix(head)?;
    (rest.is_empty() || rest.starts_with(' ')).then_some(())?;
    is_note(rest).then_some(rest)
}

fn number<T: std::str::FromStr>(s: &str) -> Result<T, String> {
    s.trim()
        .parse()
        .map_err(|_| format!("'{s}' is not a number"))
}

fn squares(list: &str) -> Result<Vec<Square>, String> {
    let list = list.trim();
    if list == "none" {
        return Ok(Vec::new());
    }
    let mut v = list
        .split(',')
        .map(|s| {
            s.trim()
                .parse::<Square>()
                .map_err(|_| format!("'{s}' is not a square"))
        })
        .collect::<Result<Vec<Square>, String>>()?;
    v.sort();
    Ok(v)
}

fn side_word(s: &str) -> Result<Side, String> {
    match s {
        "attackers" => Ok(Side::Attackers),
        "defenders" => Ok(Side::Defenders),
        other => Err(format!("'{other}' is not a side")),
    }
}

/// The outcome a phrase such as `attackers win (king captured)` names; a
/// note may follow, in parentheses or after a comma.
fn parse_result(text: &str) -> Result<Outcome, String> {
    let t = text.trim();
    let note_after = |rest: &str| -> Result<(), String> {
        if is_note(rest) || rest.starts_with(", ") {
            Ok(())
        } else {
            Err(format!("unexpected text after the result: '{rest}'"))
        }
    };
    if let Some(rest) = t.strip_prefix("ongoing") {
        note_after(rest)?;
        return Ok(Outcome::Ongoing);
    }
    if let Some(rest) = t.strip_prefix("draw") {
        note_after(rest)?;
        // Every draw of these cases is one by repetition.
        let r = rest.to_ascii_lowercase();
        if r.contains("no legal move") || r.contains("adjudicat") {
            return Err(format!("a draw not by repetition: '{t}'"));
        }
        return Ok(Outcome::Draw(DrawReason::Repetition));
    }
    let (who, rest) = t
        .split_once(" win (")
        .ok_or_else(|| format!("unknown result '{t}'"))?;
    let winner = side_word(who)?;
    let close = rest
        .find(')')
        .ok_or_else(|| format!("unclosed reason in '{t}'"))?;
    // The reason may itself hold parentheses only if balanced: take the
    // text up to the ')' that closes the one opened by " win (".
    let mut depth = 1;
    let mut end = close;
    for (i, c) in rest.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    end = i;
                    break;
                }
            }
            _ => {}
        }
    }
    let reason_text = &rest[..end];
    note_after(&rest[end + 1..])?;
    let reason = if reason_text == "escape" {
        WinReason::Escape
    } else if reason_text == "king captured" {
        WinReason::KingCaptured
    } else {
        let (loser, how) = reason_text
            .split_once(' ')
            .ok_or_else(|| format!("unknown reason '{reason_text}'"))?;
        if side_word(loser)? != winner.opponent() || !how.starts_with("have no legal move") {
            return Err(format!("unknown reason '{reason_text}'"));
        }
        WinReason::NoLegalMoves
    };
    if reason == WinReason::Escape && winner != Side::Defenders {
        return Err(format!("only the defenders escape: '{t}'"));
    }
    if reason == WinReason::KingCaptured && winner != Side::Attackers {
        return Err(format!("only the attackers capture the king: '{t}'"));
    }
    Ok(Outcome::Win { winner, reason })
}

fn clause(c: &str) -> Result<Clause, String> {
    if noted(c, "n/a").is_some() {
        return Ok(Clause::NotApplicable);
    }
    if noted(c, "illegal").is_some() {
        return Ok(Clause::Illegal);
    }
    if noted(c, "legal").is_some() {
        return Ok(Clause::Legal(Some(1)));
    }
    if noted(c, "both legal").is_some() {
        return Ok(Clause::Legal(Some(2)));
    }
    if noted(c, "all legal").is_some() {
        return Ok(Clause::Legal(None));
    }
    if let Some(rest) = c.strip_prefix("plies 1-") {
        if let Some((n, tail)) = rest.split_once(" legal") {
            if is_note(tail) {
                return Ok(Clause::Legal(Some(number(n)?)));
            }
        }
        return Err(format!("unknown clause '{c}'"));
    }
    if let Some(list) = c.strip_prefix("captures: ") {
        return Ok(Clause::Captures(None, squares(list)?));
    }
    if let Some(rest) = c.strip_prefix("captures at ply ") {
        let (n, list) = rest.split_once(": ").ok_or("bad 'captures at ply'")?;
        return Ok(Clause::Captures(Some(number(n)?), squares(list)?));
    }
    if let Some(r) = c.strip_prefix("result: ") {
        return Ok(Clause::Result(None, parse_result(r)?));
    }
    if let Some(rest) = c.strip_prefix("result after ply ") {
        let (n, r) = rest.split_once(": ").ok_or("bad 'result after ply'")?;
        return Ok(Clause::Result(Some(number(n)?), parse_result(r)?));
    }
    if let Some(rest) = c.strip_prefix("legal moves before ply ") {
        let (n, k) = rest.split_once(" = ").ok_or("bad 'legal moves before'")?;
        return Ok(Clause::LegalMovesBefore(number(n)?, number(k)?));
    }
    if let Some(rest) = c.strip_prefix("open routes = ") {
        let (k, note) = rest.split_at(rest.find(' ').unwrap_or(rest.len()));
        if !is_note(note) {
            return Err(format!("unknown clause '{c}'"));
        }
        return Ok(Clause::OpenRoutes(number(k)?));
    }
    if let Some(rest) = c.strip_prefix("plies ") {
        let range = rest
            .strip_suffix(" are not played")
            .ok_or_else(|| format!("unknown clause '{c}'"))?;
        let (a, b) = range.split_once('-').ok_or("bad ply range")?;
        return Ok(Clause::NotPlayed(number(a)?, number(b)?));
    }
    if let Some(rest) = c.strip_prefix("ply ") {
        if let Some(n) = rest.strip_suffix(" is not played") {
            let n = number(n)?;
            return Ok(Clause::NotPlayed(n, n));
        }
        let mut words = rest.splitn(4, ' ');
        let (n, mv, word, note) = (
            words.next().unwrap_or(""),
            words.next().unwrap_or(""),
            words.next().unwrap_or(""),
            words.next().unwrap_or(""),
        );
        if word != "illegal" || !is_note(note) {
            return Err(format!("unknown clause '{c}'"));
        }
        let mv: Move = mv.parse().map_err(|_| format!("'{mv}' is not a move"))?;
        return Ok(Clause::IllegalAt(
            number(n)?,
            mv,
            note.contains("must vary"),
        ));
    }
    if let Some((who, mv)) = c.split_once(" still have other moves, e.g. ") {
        let mv: Move = mv
            .trim()
            .parse()
            .map_err(|_| format!("'{mv}' is not a move"))?;
        return Ok(Clause::StillHas(side_word(who)?, mv));
    }
    Err(format!("unknown clause '{c}'"))
}

fn clauses(text: &str) -> Result<Vec<Clause>, String> {
    let list = split_clauses(text)?
        .into_iter()
        .map(clause)
        .collect::<Result<Vec<Clause>, String>>()?;
    let first = list.first().ok_or("empty expectation")?;
    match first {
        Clause::NotApplicable | Clause::Illegal if list.len() > 1 => {
            Err("n/a and illegal stand alone".into())
        }
        Clause::NotApplicable | Clause::Illegal | Clause::Legal(_) => {
            let modes = list
                .iter()
                .filter(|c| {
                    matches!(
                        c,
                        Clause::NotApplicable | Clause::Illegal | Clause::Legal(_)
                    )
                })
                .count();
            if modes == 1 {
                Ok(list)
            } else {
                Err("more than one of n/a, illegal, legal".into())
            }
        }
        _ => Err("the expectation must start with legal, illegal or n/a".into()),
    }
}

/// Whether `err` is a refusal by the rules of movement (not by the game
/// being over, not by repetition).
fn by_movement(err: &IllegalMove) -> bool {
    !matches!(
        err,
        IllegalMove::GameOver { .. } | IllegalMove::Repetition { .. }
    )
}

/// Runs one expectation of `case` under `preset`; panics, naming the case
/// and the preset, when anything differs.
pub fn run(case: &Case, preset: Preset, expect: &str) {
    let rules = preset.rules();
    let ctx = format!("{} [{}]: {expect}", case.name, preset.name());
    let list = clauses(expect).unwrap_or_else(|e| panic!("{ctx}: {e}"));
    let side = case.to_move.unwrap_or(rules.first);
    let setup = Setup::from_grid(&case.grid, side).unwrap_or_else(|e| panic!("{ctx}: {e}"));
    let position = Position::from_setup(&setup, rules);
    if list[0] == Clause::NotApplicable {
        assert!(position.is_err(), "{ctx}: the setup should be refused");
        return;
    }
    let mut game = Game::new(position.unwrap_or_else(|e| panic!("{ctx}: {e}")));

    if list[0] == Clause::Illegal {
        assert_eq!(case.moves.len(), 1, "{ctx}: 'illegal' takes one move");
        let mv = case.moves[0];
        assert!(
            !game.legal_moves().contains(&mv),
            "{ctx}: {mv} is generated"
        );
        let before = (game.position().to_string(), game.position().key());
        let err = game
            .play(mv)
            .err()
            .unwrap_or_else(|| panic!("{ctx}: {mv} was accepted"));
        assert!(
            by_movement(&err),
            "{ctx}: refused for the wrong reason: {err}"
        );
        assert_eq!(
            (game.position().to_string(), game.position().key()),
            before,
            "{ctx}: refused move changed the game"
        );
        assert!(game.is_empty(), "{ctx}: refused move was recorded");
        return;
    }

    let Clause::Legal(n) = list[0] else {
        unreachable!("checked by clauses()")
    };
    let played = n.unwrap_or(case.moves.len());
    assert!(
        (1..=case.moves.len()).contains(&played),
        "{ctx}: {played} legal plies of {} moves",
        case.moves.len()
    );
    // Every move must be accounted for: played, or refused after them.
    let refused = list
        .iter()
        .filter(|c| matches!(c, Clause::NotPlayed(..) | Clause::IllegalAt(..)))
        .count();
    assert_eq!(
        refused,
        usize::from(played < case.moves.len()),
        "{ctx}: the moves after ply {played} must be said to be refused, once"
    );

    let mut captures: Vec<Vec<Square>> = Vec::new();
    for (i, mv) in case.moves.iter().take(played).enumerate() {
        let ply = i + 1;
        for c in &list {
            if let Clause::LegalMovesBefore(p, k) = *c {
                if p == ply {
                    assert_eq!(
                        game.legal_moves().len() as u64,
                        k,
                        "{ctx}: legal moves before ply {ply}"
                    );
                    assert_eq!(
                        game.count_legal_moves(),
                        k,
                        "{ctx}: counted legal moves before ply {ply}"
                    );
                }
            }
        }
        assert!(
            game.legal_moves().contains(mv),
            "{ctx}: ply {ply} {mv} not generated"
        );
        let done = game
            .play(*mv)
            .unwrap_or_else(|e| panic!("{ctx}: ply {ply} {mv} refused: {e}"));
        let mut caps: Vec<Square> = done.captures.collect();
        caps.sort();
        captures.push(caps);
    }

    let mut refused_at: Option<Move> = None;
    for c in &list {
        match c {
            Clause::NotApplicable | Clause::Illegal | Clause::Legal(_) => {}
            Clause::LegalMovesBefore(p, _) => {
                assert!(
                    (1..=played).contains(p),
                    "{ctx}: 'legal moves before ply {p}' names no ply played"
                );
            }
            Clause::Captures(None, want) => {
                let mut all: Vec<Square> = captures.concat();
                all.sort();
                assert_eq!(&all, want, "{ctx}: captures");
            }
            Clause::Captures(Some(p), want) => {
                assert!(
                    (1..=played).contains(p),
                    "{ctx}: 'captures at ply {p}' names no ply played"
                );
                assert_eq!(&captures[p - 1], want, "{ctx}: captures at ply {p}");
            }
            Clause::Result(at, want) => {
                if let Some(p) = at {
                    assert_eq!(*p, played, "{ctx}: result after ply {p}, not the last");
                }
                assert_eq!(game.outcome(), *want, "{ctx}: result after ply {played}");
            }
            Clause::OpenRoutes(k) => {
                assert_eq!(
                    game.position().open_routes().count(),
                    *k,
                    "{ctx}: open routes"
                );
            }
            Clause::NotPlayed(a, b) => {
                assert_eq!(*a, played + 1, "{ctx}: the first ply not played");
                assert_eq!(*b, case.moves.len(), "{ctx}: the last ply not played");
                assert!(game.outcome().is_over(), "{ctx}: the game is not over");
                assert!(
                    game.legal_moves().is_empty(),
                    "{ctx}: moves are generated after the end"
                );
                for (i, mv) in case.moves.iter().enumerate().skip(played) {
                    let err = game
                        .play(*mv)
                        .err()
                        .unwrap_or_else(|| panic!("{ctx}: ply {} {mv} accepted", i + 1));
                    assert!(
                        matches!(err, IllegalMove::GameOver { .. }),
                        "{ctx}: ply {} refused for the wrong reason: {err}",
                        i + 1
                    );
                    assert_eq!(game.len(), played, "{ctx}: refused move recorded");
                }
            }
            Clause::IllegalAt(p, mv, must_vary) => {
                assert_eq!(*p, played + 1, "{ctx}: the illegal ply");
                assert_eq!(*p, case.moves.len(), "{ctx}: moves after the illegal ply");
                assert_eq!(case.moves[p - 1], *mv, "{ctx}: the illegal move");
                assert!(
                    !game.legal_moves().contains(mv),
                    "{ctx}: ply {p} {mv} is generated"
                );
                let before = (game.position().to_string(), game.position().key());
                let err = game
                    .play(*mv)
                    .err()
                    .unwrap_or_else(|| panic!("{ctx}: ply {p} {mv} accepted"));
                if *must_vary {
                    assert!(
                        matches!(err, IllegalMove::Repetition { .. }),
                        "{ctx}: ply {p} refused for the wrong reason: {err}"
                    );
                } else {
                    assert!(
                        by_movement(&err),
                        "{ctx}: ply {p} refused for the wrong reason: {err}"
                    );
                }
                assert_eq!(
                    (game.position().to_string(), game.position().key()),
                    before,
                    "{ctx}: refused move changed the game"
                );
                assert_eq!(game.len(), played, "{ctx}: refused move recorded");
                refused_at = Some(*mv);
            }
            Clause::StillHas(side, alt) => {
                assert!(
                    refused_at.is_some(),
                    "{ctx}: 'still have' without a refusal"
                );
                assert_eq!(game.position().side_to_move(), *side, "{ctx}: side to move");
                assert!(game.play(*alt).is_ok(), "{ctx}: {alt} should stay legal");
            }
        }
    }
}

/// Runs every expectation of every case under every preset it names, all
/// of them even when some fail, and fails naming each failing case and
/// preset. Returns how many (case, preset) pairs were checked.
pub fn run_all(cases: &[Case]) -> usize {
    let mut checked = 0;
    let mut failed = Vec::new();
    for case in cases {
        for (presets, expect) in &case.expects {
            for preset in presets {
                // The panic message (printed by the hook) says what differs.
                let result = catch_unwind(AssertUnwindSafe(|| run(case, *preset, expect)));
                if result.is_err() {
                    failed.push(format!("{} [{}]", case.id(), preset.name()));
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
    checked
}
