//! Errors a client can be told about: a code for programs, a sentence for
//! people in the language of the request or session
//! ([`current`](crate::language::current)), and the HTTP status that
//! carries them. Every sentence is a catalog message `error-…`.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;

use crate::store::StoreError;
use crate::text::{framed, t, tr, Args};
use crate::wire::{ErrorBody, ErrorCode};

/// A refused request. Nothing changed when one is returned.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ApiError {
    /// Machine-readable code (`illegal_move`, `not_your_turn`, ...).
    pub error: ErrorCode,
    /// What went wrong and what to do, for people.
    pub message: String,
    /// The HTTP status.
    #[serde(skip)]
    pub status: StatusCode,
}

impl ApiError {
    fn new(status: StatusCode, error: ErrorCode, message: impl Into<String>) -> ApiError {
        ApiError {
            error,
            message: message.into(),
            status,
        }
    }
    /// Malformed input.
    pub fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, ErrorCode::BadRequest, message)
    }
    /// A body over the size limit.
    pub fn too_large(limit: usize) -> ApiError {
        ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            ErrorCode::TooLarge,
            tr("error-too-large", &Args::new().num("limit", limit as f64)),
        )
    }
    /// A missing or wrong secret.
    pub fn unauthorized(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::FORBIDDEN, ErrorCode::Unauthorized, message)
    }
    /// No game with that id.
    pub fn not_found(id: &str) -> ApiError {
        let shown: String = id.chars().take(40).collect();
        ApiError::new(
            StatusCode::NOT_FOUND,
            ErrorCode::NotFound,
            tr("error-no-game", &Args::new().str("id", shown)),
        )
    }
    /// No `what` with that name or id. `what` chooses the words of the
    /// catalog's `error-not-found`: `player`, `bot`, `own-bot`,
    /// `language`, `seek`, `open-seek`, `puzzle`, `puzzle-attempt`, `review`,
    /// `rating-pool`.
    pub fn not_found_named(what: &str, name: &str) -> ApiError {
        let shown: String = name.chars().take(40).collect();
        ApiError::new(
            StatusCode::NOT_FOUND,
            ErrorCode::NotFound,
            tr(
                "error-not-found",
                &Args::new().str("what", what).str("name", shown),
            ),
        )
    }
    /// A move the rules refuse.
    pub fn illegal_move(message: impl Into<String>) -> ApiError {
        ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            ErrorCode::IllegalMove,
            message,
        )
    }
    /// A move for the side not to move.
    pub fn not_your_turn(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::CONFLICT, ErrorCode::NotYourTurn, message)
    }
    /// The sender has not seen the latest move.
    pub fn stale(sent: u64, actual: usize) -> ApiError {
        ApiError::new(
            StatusCode::CONFLICT,
            ErrorCode::Stale,
            tr(
                "error-stale",
                &Args::new()
                    .num("actual", actual as f64)
                    .num("sent", sent as f64),
            ),
        )
    }
    /// The friend has not joined yet.
    pub fn waiting() -> ApiError {
        ApiError::new(StatusCode::CONFLICT, ErrorCode::Waiting, t("error-waiting"))
    }
    /// The game has ended.
    pub fn game_over() -> ApiError {
        ApiError::new(
            StatusCode::CONFLICT,
            ErrorCode::GameOver,
            t("error-game-over"),
        )
    }
    /// A command this game does not allow now.
    pub fn not_allowed(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::CONFLICT, ErrorCode::NotAllowed, message)
    }
    /// Too many requests from one client.
    pub fn rate_limited(message: impl Into<String>) -> ApiError {
        ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            ErrorCode::RateLimited,
            message,
        )
    }
    /// An account name that exists already.
    pub fn name_taken(name: &str) -> ApiError {
        ApiError::new(
            StatusCode::CONFLICT,
            ErrorCode::NameTaken,
            tr(
                "error-name-taken",
                &Args::new().str("name", crate::text::clip(name, 40)),
            ),
        )
    }
    /// A request that needs an account, from a guest. `what` chooses the
    /// words of the catalog's `error-login-required`: `password`,
    /// `delete-account`, `keep-games`, `list-games`, `make-bot`,
    /// `list-bots`, `bot-token`, `rated-game`, `challenge`,
    /// `puzzle-rating`.
    pub fn login_required(what: &str) -> ApiError {
        ApiError::new(
            StatusCode::UNAUTHORIZED,
            ErrorCode::LoginRequired,
            tr("error-login-required", &Args::new().str("what", what)),
        )
    }
    /// A request made with the session cookie from another site's page.
    pub fn cross_site() -> ApiError {
        ApiError::new(
            StatusCode::FORBIDDEN,
            ErrorCode::CrossSite,
            t("error-cross-site"),
        )
    }
    /// The server failed (the database, usually).
    pub fn server_error(message: impl Into<String>) -> ApiError {
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            ErrorCode::ServerError,
            message,
        )
    }
}

impl ApiError {
    /// What the client is sent.
    pub fn body(&self) -> ErrorBody {
        ErrorBody {
            error: self.error,
            message: self.message.clone(),
        }
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> ApiError {
        tracing::error!("storage failed: {e}");
        match e {
            // Reading a damaged game fails the same way every time: say
            // what is wrong rather than "try again".
            StoreError::Damaged {
                table: "seek",
                column,
                ref problem,
                ..
            } => ApiError::server_error(framed(
                "error-seek-damaged",
                format!("its {column} {problem}"),
            )),
            StoreError::Damaged {
                ref id,
                column,
                ref problem,
                ..
            } => ApiError::server_error(tr(
                "error-game-damaged",
                &Args::new()
                    .str("id", id.clone())
                    .str("detail", format!("its {column} {problem}")),
            )),
            _ => ApiError::server_error(t("error-not-stored")),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.status, Json(self.body())).into_response()
    }
}
