//! Protocols through which tablut talks to other tafl programs.
//!
//! [`otep`] is the OpenTafl Engine Protocol: typed messages and a strict
//! parser for both directions, and [`otep::EngineProcess`], which runs an
//! external OTEP engine (OpenTafl's own, or `tablut engine`) as a child
//! process. It depends on `tablut-core` only: the rules, moves and
//! notation come from there.

pub mod otep;
