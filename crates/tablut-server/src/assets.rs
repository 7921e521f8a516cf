//! The pages, scripts and styles, embedded in the binary at build time so
//! `tablut serve` needs no files beside it.

use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use rust_embed::Embed;

/// The folder `web/` of this crate.
#[derive(Embed)]
#[folder = "web/"]
#[exclude = "*.md"]
struct Web;

/// The embedded file at `path` (relative to `web/`), or a 404 page.
pub fn file(path: &str) -> Response {
    match Web::get(path) {
        Some(content) => {
            let mime = content.metadata.mimetype().to_string();
            (
                [
                    (header::CONTENT_TYPE, mime),
                    (header::CACHE_CONTROL, "no-cache".to_string()),
                ],
                content.data.into_owned(),
            )
                .into_response()
        }
        None => not_found(),
    }
}

/// The page saying a game does not exist, with a link to start one
/// (status 404), for `/g/{id}` when there is no such game.
pub fn missing_game() -> Response {
    let mut page = file("missing.html");
    *page.status_mut() = StatusCode::NOT_FOUND;
    page
}

/// A plain 404 page.
pub fn not_found() -> Response {
    (
        StatusCode::NOT_FOUND,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        "Not found. Start a game at / or browse the archive at /archive.\n",
    )
        .into_response()
}
