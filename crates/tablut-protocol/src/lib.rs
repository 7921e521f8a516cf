//! Protocols through which tablut talks to other tafl programs.
//!
//! [`otep`] is the OpenTafl Engine Protocol: typed messages and a strict
//! parser for both directions, and [`otep::EngineProcess`], which runs an
//! external OTEP engine (OpenTafl's own, or `tablut engine`) as a child
//! process. It depends on `tablut-core` only: the rules, moves and
//! notation come from there.
//!
//! [`bologna`] is the JSON protocol of the University of Bologna's
//! "Tablut Challenge" (Ashton rules): framing, typed messages, a client
//! loop that keeps a game in step with the server, and a referee that
//! student clients can connect to unchanged.

pub mod bologna;
pub mod otep;
