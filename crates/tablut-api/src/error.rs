//! A refused request.

use serde::{Deserialize, Serialize};

use crate::*;

/// A refused request: the body of every HTTP error answer, and the
/// WebSocket's `error` message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ErrorBody {
    /// For programs.
    pub error: ErrorCode,
    /// What went wrong and what to do, for people.
    pub message: String,
}
