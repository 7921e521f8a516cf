//! The game review's endpoints (docs/web-api.md, "Game review"), over
//! [`crate::review::Reviewer`].

use axum::extract::{Path, State};
use axum::Json;

use crate::error::ApiError;
use crate::http::client_ip::ClientIp;
use crate::http::App;
use crate::wire::ReviewView;

/// `GET /api/games/{id}/review`: the review, its progress, or status
/// `none` when none was asked for.
pub async fn get(
    State(app): State<App>,
    Path(id): Path<String>,
) -> Result<Json<ReviewView>, ApiError> {
    Ok(Json(app.reviewer.get(&id).await?))
}

/// `POST /api/games/{id}/review`: asks for the review of a finished game;
/// answers its state (the review itself, if it was made before).
pub async fn ask(
    State(app): State<App>,
    Path(id): Path<String>,
    ClientIp(ip): ClientIp,
) -> Result<Json<ReviewView>, ApiError> {
    Ok(Json(app.reviewer.ask(&id, ip).await?))
}
