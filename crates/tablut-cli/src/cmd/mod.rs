//! The subcommands, one module each.

pub mod moves;
pub mod perft;
pub mod play;
pub mod replay;
pub mod rules;
