//! Errors a client can be told about: a code for programs, a sentence for
//! people, and the HTTP status that carries them.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;

use crate::store::StoreError;
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
            format!("the request is larger than {limit} bytes"),
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
            format!("there is no game '{shown}'; check the link, or start a new game"),
        )
    }
    /// No `what` with that name or id.
    pub fn not_found_named(what: &str, name: &str) -> ApiError {
        let shown: String = name.chars().take(40).collect();
        ApiError::new(
            StatusCode::NOT_FOUND,
            ErrorCode::NotFound,
            format!("there is no {what} '{shown}'"),
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
            format!("the game has {actual} moves, not {sent}: look at the board again"),
        )
    }
    /// The friend has not joined yet.
    pub fn waiting() -> ApiError {
        ApiError::new(
            StatusCode::CONFLICT,
            ErrorCode::Waiting,
            "your friend has not opened the invitation yet; send them the link",
        )
    }
    /// The game has ended.
    pub fn game_over() -> ApiError {
        ApiError::new(
            StatusCode::CONFLICT,
            ErrorCode::GameOver,
            "the game is over",
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
            format!(
                "the name '{}' is taken; choose another",
                crate::hub::clip(name, 40)
            ),
        )
    }
    /// A request that needs an account, from a guest.
    pub fn login_required(what: &str) -> ApiError {
        ApiError::new(
            StatusCode::UNAUTHORIZED,
            ErrorCode::LoginRequired,
            format!("{what} needs an account: log in or register first"),
        )
    }
    /// A request made with the session cookie from another site's page.
    pub fn cross_site() -> ApiError {
        ApiError::new(
            StatusCode::FORBIDDEN,
            ErrorCode::CrossSite,
            "this request came from another site's page and was refused; use tablut's own pages",
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
            StoreError::Damaged { .. } => ApiError::server_error(e.to_string()),
            _ => ApiError::server_error("the game could not be stored; nothing changed, try again"),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.status, Json(self.body())).into_response()
    }
}
