//! The puzzle trainer's API (docs/web-api.md, "Puzzles"): the shipped
//! puzzles (`puzzles/PRESET.jsonl`, mined and proved by `tablut puzzles`)
//! served by preset, theme and rating; every move a solver tries judged by
//! exhaustive search from the puzzle's position (any move that keeps the
//! forced win counts, not only the stored line), the opponent's replies
//! played from the main line; and Glicko-2 ratings for solvers and
//! puzzles: an account's kept on the server, a guest's sent back for the
//! browser to keep.

use std::collections::HashMap;
use std::sync::OnceLock;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, Query, State};
use axum::http::HeaderMap;
use axum::Json;
use axum_extra::extract::cookie::CookieJar;
use serde::Deserialize;
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use tablut_core::{Game, Move, Position, Preset, Setup};
use tablut_tools::puzzles::{move_wins, read, Puzzle};

use crate::error::ApiError;
use crate::http::{body, player, App};
use crate::ratings::Rating;
use crate::text::{bad_move, framed, illegal, t, tr, Args};
use crate::wire::{
    PuzzleAttempt, PuzzleJudgement, PuzzleRating, PuzzleResult, PuzzleResultAnswer, PuzzleStep,
    PuzzleView,
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
            include_str!("../../../puzzles/ludoteka.jsonl"),
            include_str!("../../../puzzles/catalan.jsonl"),
            include_str!("../../../puzzles/brainking.jsonl"),
            include_str!("../../../puzzles/cartier.jsonl"),
            include_str!("../../../puzzles/ashton.jsonl"),
            include_str!("../../../puzzles/ashton-server.jsonl"),
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

/// The query of `GET /api/puzzles/next`.
#[derive(Deserialize)]
pub struct NextQuery {
    /// The preset (default ludoteka).
    preset: Option<String>,
    /// Only puzzles with this theme.
    theme: Option<String>,
    /// The solver's rating: a puzzle near it is chosen.
    rating: Option<f64>,
    /// Puzzles already seen, comma-separated ids, left out.
    seen: Option<String>,
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
        board: crate::view::board_rows(game.position()),
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
            .map(|g| crate::view::board_rows(g.position()))
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

/// `GET /api/puzzles/next`: a puzzle of the preset (and theme) whose
/// rating is nearest the solver's, among those not seen.
pub async fn next(
    State(app): State<App>,
    query: Result<Query<NextQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Json<PuzzleView>, ApiError> {
    let Query(q) =
        query.map_err(|e| ApiError::bad_request(framed("error-query", e.body_text())))?;
    let preset = q.preset.as_deref().unwrap_or("ludoteka").trim();
    let shelf = shelf();
    let ids = shelf.by_preset.get(preset).ok_or_else(|| {
        ApiError::bad_request(tr(
            "error-puzzle-preset",
            &Args::new().str("preset", crate::hub::clip(preset, 40)),
        ))
    })?;
    let seen: Vec<&str> = q.seen.as_deref().unwrap_or("").split(',').collect();
    let theme = q.theme.as_deref().map(str::trim).filter(|t| !t.is_empty());
    if let Some(theme) = theme {
        if serde_json::from_value::<tablut_tools::puzzles::Theme>(theme.into()).is_err() {
            return Err(ApiError::bad_request(tr(
                "error-puzzle-theme",
                &Args::new().str("theme", crate::hub::clip(theme, 40)),
            )));
        }
    }
    let target = q.rating.filter(|r| r.is_finite()).unwrap_or(1500.0);
    let tried = app.hub.store().puzzle_ratings(preset).await?;
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
    Ok(Json(view(p, rating)))
}

fn puzzle(id: &str) -> Result<&'static Puzzle, ApiError> {
    shelf()
        .by_id
        .get(id)
        .ok_or_else(|| ApiError::not_found_named("puzzle", id))
}

/// `POST /api/puzzles/{id}/moves`: the solver's moves so far; whether
/// the last one keeps the forced win, and the opponent's reply (or that
/// it is solved, or the solution when it fails).
pub async fn moves(
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<PuzzleJudgement>, ApiError> {
    let attempt: PuzzleAttempt = body(bytes)?;
    let p = puzzle(&id)?;
    let over = |correct: bool, solved: bool, steps: Vec<PuzzleStep>| {
        Json(PuzzleJudgement {
            correct,
            reply: None,
            solved,
            solution: p.solution.clone(),
            steps,
            legal: Vec::new(),
            solution_steps: solution_steps(p),
        })
    };
    if attempt.give_up {
        return Ok(over(false, false, Vec::new()));
    }
    if attempt.moves.is_empty() || attempt.moves.len() > p.win_in as usize {
        return Err(ApiError::bad_request(tr(
            "error-puzzle-moves",
            &Args::new().num("max", p.win_in as f64),
        )));
    }
    let mut game = start(p)?;
    for (i, text) in attempt.moves.iter().enumerate() {
        let mv: Move = text
            .trim()
            .parse()
            .map_err(|e| ApiError::illegal_move(bad_move(&e)))?;
        game.check_move(mv)
            .map_err(|e| ApiError::illegal_move(illegal(&e)))?;
        let last = i + 1 == attempt.moves.len();
        // Moves left to the solver after this one decide how deep the win
        // must be proved.
        let left = p.win_in as usize - i;
        let mut steps = Vec::new();
        if !move_wins(&mut game, mv, 2 * left as u32 - 1) {
            steps.push(step(&mut game, mv)?);
            return Ok(over(false, false, steps));
        }
        let played = step(&mut game, mv)?;
        if game.outcome().winner() == Some(p.solver) {
            return Ok(over(true, true, vec![played]));
        }
        // The opponent's reply: the main line's when the solver followed
        // it, else the first reply (every one loses).
        let reply = p
            .solution
            .get(2 * i + 1)
            .filter(|_| p.solution.get(2 * i) == Some(text))
            .and_then(|r| r.parse::<Move>().ok())
            .filter(|r| game.check_move(*r).is_ok())
            .or_else(|| game.legal_moves().first().copied());
        let Some(reply) = reply else {
            break;
        };
        let answered = step(&mut game, reply)?;
        if last {
            return Ok(Json(PuzzleJudgement {
                correct: true,
                reply: Some(reply.to_string()),
                solved: false,
                solution: Vec::new(),
                steps: vec![played, answered],
                legal: legal(&game),
                solution_steps: Vec::new(),
            }));
        }
    }
    Ok(over(false, false, Vec::new()))
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

/// `POST /api/puzzles/{id}/result`: a finished attempt moves the solver's
/// rating and the puzzle's. An account's rating is the server's; a guest
/// sends the one its browser keeps and gets the new one back.
pub async fn result(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
    jar: CookieJar,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<PuzzleResultAnswer>, ApiError> {
    let req: PuzzleResult = body(bytes)?;
    let p = puzzle(&id)?;
    let account = player(&app, &headers, &jar).await?;
    let store = app.hub.store();
    let solver = match (&account, req.rating) {
        (Some(a), _) => store.solver_rating(&a.id).await?.unwrap_or_default(),
        (None, Some(r))
            if r.rating.is_finite() && r.deviation.is_finite() && r.volatility.is_finite() =>
        {
            Rating {
                rating: r.rating.clamp(100.0, 4000.0),
                deviation: r.deviation.clamp(30.0, 350.0),
                volatility: r.volatility.clamp(0.01, 0.2),
            }
        }
        (None, _) => Rating::default(),
    };
    let puzzle_before = store.puzzle_rating(&p.id).await?.unwrap_or(Rating {
        rating: p.rating,
        ..Rating::default()
    });
    let outcome = if req.solved {
        Outcomes::WIN
    } else {
        Outcomes::LOSS
    };
    let (new_solver, new_puzzle) = glicko2(
        &glicko(solver),
        &glicko(puzzle_before),
        &outcome,
        &Glicko2Config::new(),
    );
    let (new_solver, new_puzzle) = (rating(new_solver), rating(new_puzzle));
    store
        .set_puzzle_rating(&p.id, new_puzzle, req.solved)
        .await?;
    if let Some(a) = &account {
        store
            .set_solver_rating(&a.id, new_solver, req.solved)
            .await?;
    }
    let view = |r: Rating| PuzzleRating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    };
    Ok(Json(PuzzleResultAnswer {
        before: view(solver),
        after: view(new_solver),
        puzzle: new_puzzle.rating.round() as i64,
        kept: account.is_some(),
    }))
}

/// `GET /api/puzzles/rating`: the logged-in account's puzzle rating (the
/// starting one before its first attempt); `login_required` for guests,
/// whose browser keeps theirs.
pub async fn my_rating(
    State(app): State<App>,
    headers: HeaderMap,
    jar: CookieJar,
) -> Result<Json<PuzzleRating>, ApiError> {
    let account = player(&app, &headers, &jar)
        .await?
        .ok_or_else(|| ApiError::login_required("puzzle-rating"))?;
    let r = app
        .hub
        .store()
        .solver_rating(&account.id)
        .await?
        .unwrap_or_default();
    Ok(Json(PuzzleRating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }))
}
