//! The puzzle trainer's endpoints (docs/web-api.md, "Puzzles"): each reads
//! its request, finds who asks, and hands the rest to [`crate::puzzles`].

use std::net::IpAddr;

use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, QueryRejection};
use axum::extract::{Path, Query, State};
use axum::http::HeaderMap;
use axum::Json;
use axum_extra::extract::cookie::CookieJar;

use tablut_engine::puzzle::Puzzle;

use crate::accounts::AccountRow;
use crate::error::ApiError;
use crate::http::client_ip::ClientIp;
use crate::http::{body, player, App};
use crate::puzzles;
use crate::text::framed;
use crate::wire::{
    NextPuzzle, PuzzleAttempt, PuzzleHint, PuzzleHintRequest, PuzzleJudgement, PuzzleRating,
    PuzzleView,
};

/// `GET /api/puzzles/next`: a puzzle of the preset (and theme) whose
/// rating is nearest the solver's, among those not seen.
pub async fn next(
    State(app): State<App>,
    query: Result<Query<NextPuzzle>, QueryRejection>,
) -> Result<Json<PuzzleView>, ApiError> {
    let Query(q) =
        query.map_err(|e| ApiError::bad_request(framed("error-query", e.body_text())))?;
    Ok(Json(puzzles::next(app.hub.store(), &q).await?))
}

/// `POST /api/puzzles/{id}/moves`: the solver's moves so far in the
/// attempt (the first move starts one); the server judges the new one,
/// records it, and answers whether it keeps the forced win and the
/// opponent's reply (or that it is solved, or the solution when it
/// fails, or when the solver gives up). The attempt's end rates it when
/// it is an account's first at the puzzle.
pub async fn moves(
    State(app): State<App>,
    Path(id): Path<String>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    jar: CookieJar,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<PuzzleJudgement>, ApiError> {
    let req: PuzzleAttempt = body(bytes)?;
    let (p, account) = asked(&app, &id, ip, &headers, &jar).await?;
    let store = app.hub.store();
    let judged = puzzles::moves(store, &app.guard, ip, p, account.as_ref(), &req).await?;
    Ok(Json(judged))
}

/// `POST /api/puzzles/{id}/hint`: the square of the piece that wins by
/// force in the attempt's position (the first hint starts an attempt);
/// the attempt goes on, but a rated one is rated as failed at its first
/// hint.
pub async fn hint(
    State(app): State<App>,
    Path(id): Path<String>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    jar: CookieJar,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<PuzzleHint>, ApiError> {
    let req: PuzzleHintRequest = body(bytes)?;
    let (p, account) = asked(&app, &id, ip, &headers, &jar).await?;
    let store = app.hub.store();
    let hint = puzzles::hint(store, &app.guard, ip, p, account.as_ref(), &req).await?;
    Ok(Json(hint))
}

/// The puzzle `id` and the account asking (none for a guest), once the
/// address may send another command.
async fn asked(
    app: &App,
    id: &str,
    ip: IpAddr,
    headers: &HeaderMap,
    jar: &CookieJar,
) -> Result<(&'static Puzzle, Option<AccountRow>), ApiError> {
    let p = puzzles::puzzle(id)?;
    app.guard.command(ip)?;
    Ok((p, player(app, headers, jar).await?))
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
    Ok(Json(puzzles::rating_of(app.hub.store(), &account).await?))
}
