//! The puzzle trainer's API (docs/web-api.md, "Puzzles"): the shipped
//! puzzles (`puzzles/PRESET.jsonl`, mined and proved by `tablut puzzles`)
//! served by preset, theme and rating; every move a solver tries judged by
//! exhaustive search from the puzzle's position (any move that keeps the
//! forced win counts, not only the stored line), the opponent's replies
//! played from the main line; and Glicko-2 ratings for solvers and
//! puzzles.
//!
//! An attempt is the server's record (`puzzle_attempts`): the moves it
//! judged, a hint given, and how it ended (solved, a wrong move, given
//! up). Nothing the client says decides success. Only an account's first
//! attempt at a puzzle is rated, when it ends: a success when solved
//! without a hint. Guests play unrated: their attempts move no rating.
//! New attempts are counted per address and per account.

mod store;
pub use store::{AttemptRow, AttemptState, Rated, Recorded};

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::OnceLock;

use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use tablut_core::{Game, Move, Position, Preset, Setup};
use tablut_engine::puzzle::{move_wins, read, Puzzle};

use crate::accounts::AccountRow;
use crate::error::ApiError;
use crate::limits::too_many_attempts;
use crate::limits::Guard;
use crate::ratings::Rating;
use crate::store::Store;
use crate::text::{bad_move, illegal, t, tr, Args};
use crate::time::now_ms;
use crate::wire::{
    NextPuzzle, PuzzleAttempt, PuzzleHint, PuzzleHintRequest, PuzzleJudgement, PuzzleRated,
    PuzzleRating, PuzzleStep, PuzzleView,
};

/// Every shipped puzzle, by id, and the ids of each preset.
struct Shelf {
    by_id: HashMap<String, Puzzle>,
    by_preset: HashMap<String, Vec<String>>,
}

fn shelf() -> &'static Shelf {
    static SHELF: OnceLock<Shelf> = OnceLock::new();
    SHELF.get_or_init(|| {
        let files = [
            include_str!("../../../../puzzles/ludoteka.jsonl"),
            include_str!("../../../../puzzles/catalan.jsonl"),
            include_str!("../../../../puzzles/brainking.jsonl"),
            include_str!("../../../../puzzles/cartier.jsonl"),
            include_str!("../../../../puzzles/ashton.jsonl"),
            include_str!("../../../../puzzles/ashton-server.jsonl"),
        ];
        let mut shelf = Shelf {
            by_id: HashMap::new(),
            by_preset: HashMap::new(),
        };
        for text in files {
            // The files are proved by the tools' tests; a bad line would
            // fail them, so reading cannot fail here.
            for p in read(text).unwrap_or_default() {
                shelf
                    .by_preset
                    .entry(p.preset.clone())
                    .or_default()
                    .push(p.id.clone());
                shelf.by_id.insert(p.id.clone(), p);
            }
        }
        shelf
    })
}

/// The puzzle's position as a game (no history).
fn start(p: &Puzzle) -> Result<Game, ApiError> {
    let preset: Preset = p.preset.parse().map_err(|_| {
        ApiError::server_error(tr(
            "error-puzzle-damaged",
            &Args::new().str("part", "preset"),
        ))
    })?;
    let setup: Setup = p.position.parse().map_err(|_| {
        ApiError::server_error(tr(
            "error-puzzle-damaged",
            &Args::new().str("part", "position"),
        ))
    })?;
    let position = Position::from_setup(&setup, preset.rules()).map_err(|_| {
        ApiError::server_error(tr(
            "error-puzzle-damaged",
            &Args::new().str("part", "position"),
        ))
    })?;
    Ok(Game::new(position))
}

/// Plays `mv` and tells how the board changed.
fn step(game: &mut Game, mv: Move) -> Result<PuzzleStep, ApiError> {
    let captures = game
        .play(mv)
        .map_err(|e| ApiError::illegal_move(illegal(&e)))?
        .captures;
    Ok(PuzzleStep {
        mv: mv.to_string(),
        captures: captures.into_iter().map(|s| s.to_string()).collect(),
        board: crate::rulebook::board_rows(game.position()),
    })
}

fn legal(game: &Game) -> Vec<String> {
    if game.outcome().is_over() {
        return Vec::new();
    }
    game.legal_moves().iter().map(ToString::to_string).collect()
}

/// The main line played out step by step from the puzzle's position.
fn solution_steps(p: &Puzzle) -> Vec<PuzzleStep> {
    let Ok(mut game) = start(p) else {
        return Vec::new();
    };
    p.solution
        .iter()
        .filter_map(|m| m.parse::<Move>().ok())
        .map_while(|m| step(&mut game, m).ok())
        .collect()
}

fn view(p: &Puzzle, rating: f64) -> PuzzleView {
    let game = start(p).ok();
    let rules = *game
        .as_ref()
        .map_or(&tablut_core::Rules::LUDOTEKA, |g| g.rules());
    PuzzleView {
        board: game
            .as_ref()
            .map(|g| crate::rulebook::board_rows(g.position()))
            .unwrap_or_default(),
        legal: game.as_ref().map(legal).unwrap_or_default(),
        squares: crate::rulebook::squares(&rules),
        id: p.id.clone(),
        preset: p.preset.clone(),
        position: p.position.clone(),
        solver: p.solver,
        win_in: p.win_in,
        themes: p
            .themes
            .iter()
            .filter_map(|t| serde_json::to_value(t).ok())
            .filter_map(|v| v.as_str().map(str::to_string))
            .collect(),
        rating: rating.round() as i64,
    }
}

/// The puzzle of the preset (and theme) whose rating is nearest the
/// solver's, among those not seen (`GET /api/puzzles/next`).
pub async fn next(store: &Store, q: &NextPuzzle) -> Result<PuzzleView, ApiError> {
    let preset = q.preset.as_deref().unwrap_or("ludoteka").trim();
    let shelf = shelf();
    let ids = shelf.by_preset.get(preset).ok_or_else(|| {
        ApiError::bad_request(tr(
            "error-puzzle-preset",
            &Args::new().str("preset", crate::text::clip(preset, 40)),
        ))
    })?;
    let seen: Vec<&str> = q.seen.as_deref().unwrap_or("").split(',').collect();
    let theme = q.theme.as_deref().map(str::trim).filter(|t| !t.is_empty());
    if let Some(theme) = theme {
        if serde_json::from_value::<tablut_engine::puzzle::Theme>(theme.into()).is_err() {
            return Err(ApiError::bad_request(tr(
                "error-puzzle-theme",
                &Args::new().str("theme", crate::text::clip(theme, 40)),
            )));
        }
    }
    let target = q.rating.filter(|r| r.is_finite()).unwrap_or(1500.0);
    let tried = store.puzzle_ratings(preset).await?;
    let mut best: Option<(f64, &Puzzle, f64)> = None;
    for id in ids {
        let p = &shelf.by_id[id];
        if seen.contains(&p.id.as_str()) {
            continue;
        }
        if let Some(theme) = theme {
            let named = serde_json::to_value(&p.themes).unwrap_or_default();
            if !named
                .as_array()
                .is_some_and(|a| a.iter().any(|t| t == theme))
            {
                continue;
            }
        }
        let rating = tried.get(&p.id).copied().unwrap_or(p.rating);
        let distance = (rating - target).abs();
        if best.as_ref().map_or(true, |(d, _, _)| distance < *d) {
            best = Some((distance, p, rating));
        }
    }
    let (_, p, rating) = best.ok_or_else(|| ApiError::not_allowed(t("error-no-puzzle-left")))?;
    Ok(view(p, rating))
}

/// The shipped puzzle `id`.
pub fn puzzle(id: &str) -> Result<&'static Puzzle, ApiError> {
    shelf()
        .by_id
        .get(id)
        .ok_or_else(|| ApiError::not_found_named("puzzle", id))
}

/// The move `text` as the server writes it.
fn parse_move(text: &str) -> Result<Move, ApiError> {
    text.trim()
        .parse()
        .map_err(|e| ApiError::illegal_move(bad_move(&e)))
}

/// The opponent's reply to the solver's move number `i` (from 0), `mv`,
/// in `game` (after it): the main line's when the move is the main
/// line's, else the first legal reply (every one loses); none when the
/// game is over.
fn reply(p: &Puzzle, game: &Game, i: usize, mv: &str) -> Option<Move> {
    if game.outcome().is_over() {
        return None;
    }
    p.solution
        .get(2 * i + 1)
        .filter(|_| p.solution.get(2 * i).map(String::as_str) == Some(mv))
        .and_then(|r| r.parse::<Move>().ok())
        .filter(|r| game.check_move(*r).is_ok())
        .or_else(|| game.legal_moves().first().copied())
}

/// The puzzle's position after the solver's `moves` (judged already)
/// and the replies the server played to them.
fn replay(p: &Puzzle, moves: &[String]) -> Result<Game, ApiError> {
    let mut game = start(p)?;
    for (i, text) in moves.iter().enumerate() {
        step(&mut game, parse_move(text)?)?;
        if let Some(r) = reply(p, &game, i, text) {
            step(&mut game, r)?;
        }
    }
    Ok(game)
}

/// The recorded attempt `id` at puzzle `p`, open, for `account` (a
/// guest's attempt may be played on by whoever holds its id; an
/// account's only by that account).
async fn open_attempt(
    store: &Store,
    p: &Puzzle,
    id: &str,
    account: Option<&AccountRow>,
) -> Result<AttemptRow, ApiError> {
    let unknown = || ApiError::not_found_named("puzzle-attempt", id);
    if id.len() > 64 {
        return Err(unknown());
    }
    let row = store
        .attempt(id)
        .await?
        .filter(|a| a.puzzle_id == p.id)
        .ok_or_else(unknown)?;
    if row
        .account_id
        .as_deref()
        .is_some_and(|owner| account.map(|a| a.id.as_str()) != Some(owner))
    {
        return Err(ApiError::unauthorized(t("error-puzzle-attempt-not-yours")));
    }
    if row.state != AttemptState::Open {
        return Err(ApiError::not_allowed(t("error-puzzle-attempt-over")));
    }
    Ok(row)
}

/// Starts an attempt at `p` for `account` (a guest: none), counted
/// against the address's and the account's attempts a minute.
async fn begin(
    store: &Store,
    guard: &Guard,
    ip: IpAddr,
    p: &Puzzle,
    account: Option<&AccountRow>,
) -> Result<AttemptRow, ApiError> {
    guard.attempt(ip)?;
    let now = now_ms();
    if let Some(a) = account {
        // Counted in the database, so on every server sharing it.
        let max = guard.limits().new_games_per_minute;
        if store.attempts_since(&a.id, now - 60_000).await? >= i64::from(max) {
            return Err(too_many_attempts(max, "account"));
        }
    }
    Ok(store
        .start_attempt(
            &crate::secret::new_secret(),
            &p.id,
            account.map(|a| a.id.as_str()),
            now,
        )
        .await?)
}

/// Records the attempt `seen` moved on to `moves` and `state`, and rates
/// it once it is over when it is rated (an account's first attempt) and
/// was not hinted (a hint rated it as a failure already).
async fn record(
    store: &Store,
    p: &Puzzle,
    seen: &AttemptRow,
    moves: &[String],
    state: AttemptState,
) -> Result<Option<PuzzleRated>, ApiError> {
    let outcome = if state == AttemptState::Solved {
        Outcomes::WIN
    } else {
        Outcomes::LOSS
    };
    let recorded = store
        .record_attempt(seen, moves, state, now_ms(), p.rating, rater(outcome))
        .await?;
    match recorded {
        Recorded::Changed => Err(ApiError::not_allowed(t("error-puzzle-attempt-changed"))),
        Recorded::Done(rated) => Ok(rated.map(rated_view)),
    }
}

/// Glicko-2 for the solver and the puzzle after `outcome`.
fn rater(outcome: Outcomes) -> impl FnOnce(Rating, Rating) -> (Rating, Rating) {
    move |solver, puzzle| {
        let (s, q) = glicko2(
            &glicko(solver),
            &glicko(puzzle),
            &outcome,
            &Glicko2Config::new(),
        );
        (rating(s), rating(q))
    }
}

fn rated_view(r: Rated) -> PuzzleRated {
    PuzzleRated {
        before: view_rating(r.before),
        after: view_rating(r.after),
        puzzle: r.puzzle.rating.round() as i64,
    }
}

/// Judges the solver's moves so far in the attempt at `p` (the first
/// move starts one, `POST /api/puzzles/{id}/moves`): it judges the new one,
/// records it, and answers whether it keeps the forced win and the
/// opponent's reply (or that it is solved, or the solution when it
/// fails, or when the solver gives up). The attempt's end rates it when
/// it is an account's first at the puzzle.
pub async fn moves(
    store: &Store,
    guard: &Guard,
    ip: IpAddr,
    p: &Puzzle,
    account: Option<&AccountRow>,
    req: &PuzzleAttempt,
) -> Result<PuzzleJudgement, ApiError> {
    let seen = match &req.attempt {
        Some(a) => Some(open_attempt(store, p, a, account).await?),
        None => None,
    };
    let over = |seen: &AttemptRow,
                rating: Option<PuzzleRated>,
                correct: bool,
                solved: bool,
                steps: Vec<PuzzleStep>| {
        PuzzleJudgement {
            attempt: seen.id.clone(),
            rated: seen.rated,
            rating,
            correct,
            reply: None,
            solved,
            solution: p.solution.clone(),
            steps,
            legal: Vec::new(),
            solution_steps: solution_steps(p),
        }
    };
    if req.give_up {
        let seen = match seen {
            Some(s) => s,
            None => begin(store, guard, ip, p, account).await?,
        };
        let rating = record(store, p, &seen, &seen.moves, AttemptState::GaveUp).await?;
        return Ok(over(&seen, rating, false, false, Vec::new()));
    }
    if req.moves.is_empty() || req.moves.len() > p.win_in as usize {
        return Err(ApiError::bad_request(tr(
            "error-puzzle-moves",
            &Args::new().num("max", p.win_in as f64),
        )));
    }
    // The moves as the server writes them: the attempt's so far, then the
    // new one.
    let moves = req
        .moves
        .iter()
        .map(|m| parse_move(m).map(|m| m.to_string()))
        .collect::<Result<Vec<String>, ApiError>>()?;
    let (new, before) = moves.split_last().expect("one move at least");
    let judged: Vec<String> = seen.as_ref().map(|s| s.moves.clone()).unwrap_or_default();
    if before != judged.as_slice() {
        return Err(ApiError::bad_request(tr(
            "error-puzzle-attempt-moves",
            &Args::new().num("played", judged.len() as f64),
        )));
    }
    let mut game = replay(p, &judged)?;
    let mv = parse_move(new)?;
    game.check_move(mv)
        .map_err(|e| ApiError::illegal_move(illegal(&e)))?;
    let seen = match seen {
        Some(s) => s,
        None => begin(store, guard, ip, p, account).await?,
    };
    // Moves left to the solver after this one decide how deep the win
    // must be proved.
    let i = judged.len();
    let left = p.win_in as usize - i;
    if !move_wins(&mut game, mv, 2 * left as u32 - 1) {
        let played = step(&mut game, mv)?;
        let rating = record(store, p, &seen, &moves, AttemptState::Failed).await?;
        return Ok(over(&seen, rating, false, false, vec![played]));
    }
    let played = step(&mut game, mv)?;
    if game.outcome().winner() == Some(p.solver) {
        let rating = record(store, p, &seen, &moves, AttemptState::Solved).await?;
        return Ok(over(&seen, rating, true, true, vec![played]));
    }
    let Some(answer) = reply(p, &game, i, new) else {
        let rating = record(store, p, &seen, &moves, AttemptState::Failed).await?;
        return Ok(over(&seen, rating, false, false, vec![played]));
    };
    let answered = step(&mut game, answer)?;
    record(store, p, &seen, &moves, AttemptState::Open).await?;
    Ok(PuzzleJudgement {
        attempt: seen.id.clone(),
        rated: seen.rated,
        rating: None,
        correct: true,
        reply: Some(answer.to_string()),
        solved: false,
        solution: Vec::new(),
        steps: vec![played, answered],
        legal: legal(&game),
        solution_steps: Vec::new(),
    })
}

/// A hint (`POST /api/puzzles/{id}/hint`): the square of the piece that wins by
/// force in the attempt's position (the first hint starts an attempt);
/// the attempt goes on, but a rated one is rated as failed at its first
/// hint.
pub async fn hint(
    store: &Store,
    guard: &Guard,
    ip: IpAddr,
    p: &Puzzle,
    account: Option<&AccountRow>,
    req: &PuzzleHintRequest,
) -> Result<PuzzleHint, ApiError> {
    let seen = match &req.attempt {
        Some(a) => open_attempt(store, p, a, account).await?,
        None => begin(store, guard, ip, p, account).await?,
    };
    let mut game = replay(p, &seen.moves)?;
    let n = seen.moves.len();
    // The main line's move while the solver follows it, else the first
    // move that keeps the forced win.
    let on_line = seen
        .moves
        .iter()
        .enumerate()
        .all(|(i, m)| p.solution.get(2 * i) == Some(m));
    let left = (p.win_in as usize).saturating_sub(n).max(1);
    let winning = p
        .solution
        .get(2 * n)
        .filter(|_| on_line)
        .and_then(|m| m.parse::<Move>().ok())
        .filter(|m| game.check_move(*m).is_ok())
        .or_else(|| {
            let legal = game.legal_moves();
            legal
                .iter()
                .copied()
                .find(|m| move_wins(&mut game, *m, 2 * left as u32 - 1))
        })
        .ok_or_else(|| ApiError::not_allowed(t("error-puzzle-attempt-over")))?;
    // The first hint of a rated attempt rates it, as a failure, at once.
    let rated = store
        .hint_attempt(&seen, now_ms(), p.rating, rater(Outcomes::LOSS))
        .await?
        .ok_or_else(|| ApiError::not_allowed(t("error-puzzle-attempt-over")))?;
    let text = winning.to_string();
    let from = text.split('-').next().unwrap_or(&text).to_string();
    Ok(PuzzleHint {
        attempt: seen.id,
        rated: seen.rated,
        rating: rated.map(rated_view),
        from,
        mv: text,
    })
}

fn glicko(r: Rating) -> Glicko2Rating {
    Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

fn rating(g: Glicko2Rating) -> Rating {
    Rating {
        rating: g.rating,
        deviation: g.deviation,
        volatility: g.volatility,
    }
}

fn view_rating(r: Rating) -> PuzzleRating {
    PuzzleRating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

/// An account's puzzle rating (the starting one before its first
/// attempt).
pub async fn rating_of(store: &Store, account: &AccountRow) -> Result<PuzzleRating, ApiError> {
    let r = store.solver_rating(&account.id).await?.unwrap_or_default();
    Ok(view_rating(r))
}
