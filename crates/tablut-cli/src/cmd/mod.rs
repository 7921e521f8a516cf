//! The subcommands, one module each.

pub mod analyze;
pub mod balance;
pub mod bench;
pub mod bot;
pub mod challenge_client;
pub mod challenge_server;
pub mod challenge_tournament;
pub mod engine;
pub mod gate;
pub mod matchup;
pub mod moves;
pub mod perft;
pub mod play;
pub mod puzzles;
pub mod replay;
pub mod review;
pub mod rules;
pub mod serve;
pub mod train_net;
pub mod tune;
