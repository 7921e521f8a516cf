//! The Python exceptions, and the conversions of the core's errors into
//! them. Every message is the core's own (an illegal move says why).

use pyo3::create_exception;
use pyo3::exceptions::{PyConnectionError, PyValueError};
use pyo3::PyErr;

create_exception!(
    tablut,
    TablutError,
    PyValueError,
    "Base class of tablut's errors about games, rules and notation (a ValueError)."
);
create_exception!(
    tablut,
    IllegalMoveError,
    TablutError,
    "A move the rules do not allow now; the message says why."
);
create_exception!(
    tablut,
    RulesError,
    TablutError,
    "An unknown rule set or rule flag, or a flag given a value it cannot take."
);
create_exception!(
    tablut,
    NotationError,
    TablutError,
    "Text that is not a move, square, position or record, or a position the rules refuse."
);
create_exception!(
    tablut,
    EngineError,
    TablutError,
    "An engine that cannot be built as asked (threads, hash size)."
);
create_exception!(
    tablut,
    ChallengeError,
    PyConnectionError,
    "A Tablut Challenge game that could not be played to its end (connection, protocol)."
);

/// A [`IllegalMoveError`] with the core's message.
pub fn illegal(e: impl std::fmt::Display) -> PyErr {
    IllegalMoveError::new_err(e.to_string())
}

/// A [`RulesError`] with the core's message.
pub fn rules(e: impl std::fmt::Display) -> PyErr {
    RulesError::new_err(e.to_string())
}

/// A [`NotationError`] with the core's message.
pub fn notation(e: impl std::fmt::Display) -> PyErr {
    NotationError::new_err(e.to_string())
}
