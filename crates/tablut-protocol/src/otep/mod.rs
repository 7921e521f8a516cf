//! The OpenTafl Engine Protocol (OTEP), as OpenTafl 0.4.8 speaks it
//! (`opentafl-engine-protocol.txt`): one command per line of text, each
//! unacknowledged, between a host (OpenTafl, or tablut's match runner) and
//! an engine it runs as a child process.
//!
//! - [`Message`] is every command in both directions, read from a line by
//!   [`Message::parse`] and written back by `Display`;
//! - [`MoveRecord`] is a move in simple (`e3-e5`) or full OTN notation;
//! - [`read_line`] reads lines from an untrusted pipe within a size limit;
//! - [`EngineProcess`] is the host side: it runs an engine and asks it for
//!   moves;
//! - [`Session`] is the engine side: it answers a host's commands,
//!   searching with any [`Searcher`] (the `tablut engine` command runs one
//!   over stdin and stdout with tablut's engine).
//!
//! The protocol as tablut speaks it is written down in
//! `docs/engine-protocol.md`.
//!
//! ```
//! use tablut_protocol::otep::Message;
//! use tablut_core::Side;
//!
//! let msg = Message::parse("play attackers").unwrap();
//! assert_eq!(msg, Message::Play(Side::Attackers));
//! assert_eq!(msg.to_string(), "play attackers");
//! assert!(Message::parse("play nobody").is_err());
//! ```

mod host;
mod line;
mod message;
mod move_record;
mod session;

pub use host::{EngineProcess, OtepClock, OtepError, Settle};
pub use line::{read_line, Line};
pub use message::{
    AnalysisLine, Board, ClockReport, ErrorCode, FinishCode, Message, ParseError, RulesRecord,
    SideClock, MAX_LINE_LEN,
};
pub use move_record::{Annotation, Capture, MoveRecord, MoveRecordError};
pub use session::{
    ClockBudget, Eval, Found, Iteration, SearchLimits, Searcher, Session, SessionConfig,
};

#[cfg(test)]
mod tests;
