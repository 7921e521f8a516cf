//! Tactical test suite: hand-made positions from `data/tactics.txt`, each a
//! real tactic under one rule set (escapes, Tuichis, king captures, forced
//! blocks, winning captures, traps), that the engine must solve at a modest
//! depth.
//!
//! Every case is checked twice. First by the rules alone, so that a wrong
//! case is never blamed on the engine: the position is legal, the listed
//! moves are legal, a claimed win is forced by every listed move in exactly
//! the claimed number of moves (and by no faster one), a listed defence does
//! not lose within two moves, and a listed trap really loses. Then by the
//! engine at the case's depth. Each test collects every failing case and
//! reports them all at once.
//!
//! Run: `cargo test -p tablut-engine --test tactics`.

use std::collections::HashSet;
use std::fmt::Write as _;

use tablut_core::{Game, Move, Outcome, Position, Preset, Setup, Side, Variant};
use tablut_engine::{nnue, Engine, EngineConfig, Evaluation, Limits, SearchResult};

const DATA: &str = include_str!("data/tactics.txt");

/// The suite must stay broad: this many cases in all, and per preset.
const MIN_CASES: usize = 36;
const MIN_PER_PRESET: usize = 6;
/// Deepest search a case may ask for (the suite must stay fast).
const MAX_DEPTH: u32 = 6;
/// Claimed wins up to this many moves are proved by exhaustive search.
const MAX_PROVED_WIN: u32 = 3;
/// How many moves ahead a listed defence is proved not to lose.
const DEFENCE_HORIZON: u32 = 2;

/// What the engine's score must be.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum ScoreClaim {
    /// A forced win for the side to move in exactly this many of its moves.
    WinIn(u32),
    /// Anything but a forced loss.
    NotLoss,
}

/// One line of the data file.
struct Case {
    line: usize,
    id: String,
    variant: Variant,
    position: String,
    game: Game,
    /// The engine's move must be one of these (if any are listed).
    best: Vec<Move>,
    /// The engine's move must be none of these.
    avoid: Vec<Move>,
    score: Option<ScoreClaim>,
    depth: u32,
}

impl Case {
    fn side(&self) -> Side {
        self.game.position().side_to_move()
    }

    fn label(&self) -> String {
        format!(
            "{} ({}, line {}): {}",
            self.id, self.variant, self.line, self.position
        )
    }

    fn expected(&self) -> String {
        let mut parts = Vec::new();
        if !self.best.is_empty() {
            parts.push(format!("best={}", join(&self.best)));
        }
        if !self.avoid.is_empty() {
            parts.push(format!("avoid={}", join(&self.avoid)));
        }
        match self.score {
            Some(ScoreClaim::WinIn(n)) => parts.push(format!("score=win in {n}")),
            Some(ScoreClaim::NotLoss) => parts.push("score=!loss".to_string()),
            None => {}
        }
        parts.join("; ")
    }
}

fn join(moves: &[Move]) -> String {
    moves
        .iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

fn parse_moves(text: &str, game: &Game) -> Result<Vec<Move>, String> {
    let mut out = Vec::new();
    for m in text.split(',').map(str::trim) {
        let mv: Move = m.parse().map_err(|e| format!("move {m:?}: {e}"))?;
        game.check_move(mv)
            .map_err(|e| format!("move {m} is illegal here: {e}"))?;
        out.push(mv);
    }
    Ok(out)
}

fn parse_score(text: &str) -> Result<ScoreClaim, String> {
    if text == "!loss" {
        return Ok(ScoreClaim::NotLoss);
    }
    text.strip_prefix("win in ")
        .and_then(|n| n.parse().ok())
        .filter(|&n| n >= 1)
        .map(ScoreClaim::WinIn)
        .ok_or_else(|| format!("score {text:?}: write `win in N` or `!loss`"))
}

fn parse_case(line: usize, text: &str) -> Result<Case, String> {
    let fields: Vec<&str> = text.split('|').map(str::trim).collect();
    let [id, variant, position, expected, depth, _note] = fields[..] else {
        return Err(format!(
            "{} fields; want `id | variant | position | expected | depth | note`",
            fields.len()
        ));
    };
    let variant: Variant = variant
        .parse()
        .map_err(|e| format!("variant {variant:?}: {e}"))?;
    let setup: Setup = position
        .parse()
        .map_err(|e| format!("position {position:?}: {e}"))?;
    let start = Position::from_setup(&setup, variant.rules)
        .map_err(|e| format!("position {position:?} is illegal under {variant}: {e}"))?;
    let game = Game::new(start);
    if game.outcome().is_over() {
        return Err(format!("the game is already over: {}", game.outcome()));
    }
    let depth: u32 = depth
        .parse()
        .ok()
        .filter(|d| (1..=MAX_DEPTH).contains(d))
        .ok_or_else(|| format!("depth {depth:?}: want 1..={MAX_DEPTH}"))?;
    let mut case = Case {
        line,
        id: id.to_string(),
        variant,
        position: position.to_string(),
        game,
        best: Vec::new(),
        avoid: Vec::new(),
        score: None,
        depth,
    };
    for part in expected.split(';').map(str::trim).filter(|p| !p.is_empty()) {
        match part.split_once('=') {
            Some(("best", moves)) => case.best = parse_moves(moves, &case.game)?,
            Some(("avoid", moves)) => case.avoid = parse_moves(moves, &case.game)?,
            Some(("score", score)) => case.score = Some(parse_score(score.trim())?),
            _ => return Err(format!("expectation {part:?}: use best=, avoid= or score=")),
        }
    }
    if case.best.is_empty() && case.avoid.is_empty() && case.score.is_none() {
        return Err("expects nothing".to_string());
    }
    if let Some(mv) = case.best.iter().find(|m| case.avoid.contains(m)) {
        return Err(format!("{mv} is both best and to be avoided"));
    }
    Ok(case)
}

/// Every case of the data file; panics listing every malformed line.
fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    let mut errors = Vec::new();
    for (i, text) in DATA.lines().enumerate() {
        let text = text.trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        match parse_case(i + 1, text) {
            Ok(case) => cases.push(case),
            Err(e) => errors.push(format!("line {}: {e}\n    {text}", i + 1)),
        }
    }
    assert!(
        errors.is_empty(),
        "{} malformed case(s) in data/tactics.txt:\n{}",
        errors.len(),
        errors.join("\n")
    );
    cases
}

/// Whether the side to move can force a win within `n` of its own moves.
fn can_win_within(game: &mut Game, n: u32) -> bool {
    if n == 0 {
        return false;
    }
    let me = game.position().side_to_move();
    let moves = game.legal_moves();
    // Immediate wins first: they are cheap and end most searches early.
    if moves
        .iter()
        .any(|&mv| game.try_move(mv).1.winner() == Some(me))
    {
        return true;
    }
    moves.iter().any(|&mv| {
        game.push_unchecked(mv);
        let won = has_won_or_forces(game, me, n - 1);
        game.pop();
        won
    })
}

/// Whether `winner`, who has just moved, has won (by any rule, a stalemate
/// included) or wins within `n` more of its moves whatever the replies.
fn has_won_or_forces(game: &mut Game, winner: Side, n: u32) -> bool {
    match game.outcome() {
        Outcome::Ongoing => {}
        done => return done.winner() == Some(winner),
    }
    if n == 0 {
        return false;
    }
    let replies = game.legal_moves();
    replies.iter().all(|&reply| {
        game.push_unchecked(reply);
        let won = match game.outcome() {
            Outcome::Ongoing => can_win_within(game, n),
            done => done.winner() == Some(winner),
        };
        game.pop();
        won
    })
}

/// Checks a case by the rules alone; returns what is wrong with it.
fn rules_problems(case: &Case) -> Vec<String> {
    let mut problems = Vec::new();
    let side = case.side();
    let mut game = case.game.clone();
    if let Some(ScoreClaim::WinIn(n)) = case.score {
        if case.best.is_empty() {
            problems.push("a claimed win must list its winning moves".to_string());
        }
        if n <= MAX_PROVED_WIN {
            for &mv in &case.best {
                let mut after = case.game.clone();
                after.play(mv).expect("best moves were checked legal");
                if n == 1 && after.outcome().winner() != Some(side) {
                    problems.push(format!(
                        "{mv} does not win at once: outcome {}",
                        after.outcome()
                    ));
                } else if !has_won_or_forces(&mut after, side, n - 1) {
                    problems.push(format!("{mv} does not force a win in {n}"));
                }
            }
            if n > 1 && can_win_within(&mut game, n - 1) {
                problems.push(format!("a faster win than {n} exists"));
            }
        }
    }
    if case.score == Some(ScoreClaim::NotLoss) {
        for &mv in &case.best {
            game.push_unchecked(mv);
            let lost = match game.outcome() {
                Outcome::Ongoing => can_win_within(&mut game, DEFENCE_HORIZON),
                done => done.winner() == Some(side.opponent()),
            };
            game.pop();
            if lost {
                problems.push(format!(
                    "{mv} loses within {DEFENCE_HORIZON} moves, so it is no defence"
                ));
            }
        }
    }
    for &mv in &case.avoid {
        game.push_unchecked(mv);
        let lost = match game.outcome() {
            Outcome::Ongoing => can_win_within(&mut game, DEFENCE_HORIZON),
            done => done.winner() == Some(side.opponent()),
        };
        game.pop();
        if !lost {
            problems.push(format!(
                "{mv} does not lose within {DEFENCE_HORIZON} moves, so it is no trap"
            ));
        }
    }
    problems
}

/// Checks the engine's answer; returns what is wrong with it.
fn engine_problems(case: &Case, result: &SearchResult) -> Vec<String> {
    let mut problems = Vec::new();
    let Some(best) = result.best else {
        return vec!["the engine returned no move".to_string()];
    };
    if let Err(e) = case.game.check_move(best) {
        problems.push(format!("the engine's move {best} is illegal: {e}"));
        return problems;
    }
    if !case.best.is_empty() && !case.best.contains(&best) {
        problems.push(format!("move {best} is not one of {}", join(&case.best)));
    }
    if case.avoid.contains(&best) {
        problems.push(format!("move {best} falls into the trap"));
    }
    let score = result.score;
    match case.score {
        Some(ScoreClaim::WinIn(n)) if !(score.is_win() && score.moves_to_end() == Some(n)) => {
            problems.push(format!("score {score} is not win in {n}"));
        }
        Some(ScoreClaim::NotLoss) if score.is_loss() => {
            problems.push(format!("score {score} is a loss"));
        }
        _ => {}
    }
    // A win in 1 the engine claims must be one by the rules.
    if result.score.is_win() && result.score.moves_to_end() == Some(1) {
        let mut after = case.game.clone();
        after.play(best).expect("checked legal above");
        if after.outcome().winner() != Some(case.side()) {
            problems.push(format!(
                "the engine calls {best} a win in 1, but the game is {}",
                after.outcome()
            ));
        }
    }
    problems
}

#[test]
fn the_suite_is_broad_and_well_formed() {
    let cases = cases();
    let mut problems = Vec::new();
    if cases.len() < MIN_CASES {
        problems.push(format!("{} cases, want at least {MIN_CASES}", cases.len()));
    }
    for preset in Preset::ALL {
        let n = cases.iter().filter(|c| c.variant.preset == preset).count();
        if n < MIN_PER_PRESET {
            problems.push(format!(
                "{n} {} cases, want at least {MIN_PER_PRESET}",
                preset.name()
            ));
        }
    }
    let mut seen = HashSet::new();
    for case in &cases {
        if !seen.insert(case.id.as_str()) {
            problems.push(format!("id {} is used twice", case.id));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_case_holds_by_the_rules_alone() {
    let mut report = String::new();
    let mut failed = 0;
    for case in cases() {
        let problems = rules_problems(&case);
        if !problems.is_empty() {
            failed += 1;
            let _ = writeln!(report, "{}\n  claims: {}", case.label(), case.expected());
            for p in problems {
                let _ = writeln!(report, "  - {p}");
            }
        }
    }
    assert!(
        failed == 0,
        "{failed} case(s) are wrong by the rules themselves:\n{report}"
    );
}

#[test]
fn the_engine_solves_every_case() {
    let cases = cases();
    let failures = solve(&cases, 1, |_| Evaluation::Handwritten);
    assert!(failures.is_empty(), "{failures}");
}

/// Two threads share out the moves of each node (the moves one searches
/// are put off by the other): every case must come out as with one.
#[test]
fn two_threads_solve_every_case() {
    let cases = cases();
    let failures = solve(&cases, 2, |_| Evaluation::Handwritten);
    assert!(failures.is_empty(), "with two threads: {failures}");
}

/// The learned evaluation must not break the tactics either: every case,
/// searched with its preset's net. Every preset ships one; a preset added
/// without a net fails here until it has one or the case says otherwise.
#[test]
fn the_engine_solves_every_case_with_the_net() {
    let cases = cases();
    let failures = solve(&cases, 1, |case| {
        let preset = case.variant.preset;
        Evaluation::Net(nnue::shipped(preset).unwrap_or_else(|| panic!("{preset:?} ships no net")))
    });
    assert!(failures.is_empty(), "with the net: {failures}");
}

/// Searches every case on `threads` threads with the evaluation `eval`
/// gives for it; returns the report of the failures (empty when all are
/// solved).
fn solve(cases: &[Case], threads: usize, eval: impl Fn(&Case) -> Evaluation) -> String {
    let total = cases.len();
    let mut report = String::new();
    let mut failed = 0;
    for case in cases {
        // Each case starts from a fresh engine, so that no case depends on
        // what an earlier one left behind.
        let mut engine = Engine::new(EngineConfig {
            threads,
            eval: eval(case),
            ..EngineConfig::default()
        });
        let result = engine.search(&case.game, &Limits::depth(case.depth), |_| {});
        let problems = engine_problems(case, &result);
        if !problems.is_empty() {
            failed += 1;
            let _ = writeln!(
                report,
                "{}\n  expected: {}\n  got:      best={} score={} pv={} (depth {}, {} nodes)",
                case.label(),
                case.expected(),
                result.best.map_or("none".to_string(), |m| m.to_string()),
                result.score,
                join(&result.pv),
                result.depth,
                result.nodes,
            );
            for p in problems {
                let _ = writeln!(report, "  - {p}");
            }
        }
    }
    if failed == 0 {
        String::new()
    } else {
        format!("the engine ({threads} threads) fails {failed} of {total} tactics:\n{report}")
    }
}
