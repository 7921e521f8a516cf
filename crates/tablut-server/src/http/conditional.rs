//! `GET` and `POST /api/games/{id}/conditional`: a correspondence seat's
//! conditional premoves (see [`crate::games::conditional`]).

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::Json;
use axum_extra::extract::cookie::CookieJar;

use crate::error::ApiError;
use crate::games::conditional;
use crate::games::live::Seat;
use crate::http::client_ip::ClientIp;
use crate::http::{body, seat_of, App};
use crate::text::t;
use crate::wire::ConditionalLines;

/// The side a seat plays: one side only (two people at one screen have
/// no one to wait for).
fn side(seat: Seat) -> Result<tablut_core::Side, ApiError> {
    match seat {
        Seat::Side(side) => Ok(side),
        Seat::Both => Err(ApiError::not_allowed(t("error-conditional-correspondence"))),
    }
}

/// `GET /api/games/{id}/conditional`: the seat's lines.
pub async fn get(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
    jar: CookieJar,
) -> Result<Json<ConditionalLines>, ApiError> {
    let side = side(seat_of(&app, &id, &headers, &jar).await?)?;
    let lines = app.hub.store().conditional_lines(&id, side).await?;
    Ok(Json(ConditionalLines { lines }))
}

/// `POST /api/games/{id}/conditional`: replaces the seat's lines, once
/// each is checked against the game.
pub async fn set(
    State(app): State<App>,
    Path(id): Path<String>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    jar: CookieJar,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<ConditionalLines>, ApiError> {
    let req: ConditionalLines = body(bytes)?;
    app.guard.command(ip)?;
    let side = side(seat_of(&app, &id, &headers, &jar).await?)?;
    let live = app.hub.get(&id).await?;
    // Checked and stored under the game's lock, so the opponent's move
    // cannot come between.
    let data = live.data.lock().await;
    if data.is_over() {
        return Err(ApiError::game_over());
    }
    conditional::check(
        &data.game,
        data.row.clock.as_ref().map(|c| c.control),
        side,
        &req.lines,
    )?;
    app.hub
        .store()
        .set_conditional_lines(&id, side, &req.lines)
        .await?;
    Ok(Json(req))
}
