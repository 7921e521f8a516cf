//! Engine tooling for Tablut, on [`tablut_engine`]: what measures and
//! improves the engine rather than what plays.
//!
//! - [`matchup`]: matches between two players (tablut at any settings, or
//!   an external engine speaking OTEP), refereed game by game, with the
//!   tallies, the Elo difference and OpenTafl records (`tablut match`);
//! - [`balance`]: how fair each rule set is, by self-play (`tablut balance`);
//! - [`tune`]: SPSA tuning of the evaluation weights (`tablut tune`);
//! - [`selfplay`]: seeded random openings and games played out by engines;
//! - [`stats`]: Wilson score intervals and Elo estimates;
//! - [`sprt`]: the sequential probability ratio test that stops a match
//!   once its result is clear (`tablut match --sprt`);
//! - [`chart`]: the SVG chart of a balance run;
//! - [`otep_engine`]: tablut's engine as the searcher of an OTEP engine
//!   session (`tablut engine`).
//!
//! ```
//! use tablut_core::{Game, Rules};
//! use tablut_tools::selfplay::{random_opening, Rng};
//! let game = random_opening(Game::start(Rules::LUDOTEKA), 4, &mut Rng::new(7));
//! assert_eq!(game.len(), 4);
//! ```

pub mod balance;
pub mod chart;
pub mod engine_thread;
pub mod gate;
pub mod matchup;
pub mod otep_engine;
pub mod puzzles;
pub mod selfplay;
pub mod sprt;
pub mod stats;
pub mod tournament;
pub mod train;
pub mod tune;
