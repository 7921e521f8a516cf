//! Search and evaluation for Tablut, on [`tablut_core`] alone.
//!
//! ```
//! use tablut_core::{Game, Rules};
//! use tablut_engine::{Engine, EngineConfig, Limits};
//! let game = Game::start(Rules::LUDOTEKA);
//! let mut engine = Engine::new(EngineConfig::default());
//! let result = engine.search(&game, &Limits::depth(3), |_| {});
//! assert!(game.check_move(result.best.unwrap()).is_ok());
//! ```

pub mod bench;
mod busy;
mod draw;
pub mod engine;
pub mod eval;
pub mod files;
pub mod limits;
pub mod nnue;
pub mod ponder;
pub mod puzzle;
pub mod review;
pub mod score;
mod search;
pub mod tt;
pub mod weights;

pub use engine::{
    Engine, EngineConfig, EngineError, Line, SearchInfo, SearchResult, StopHandle, MAX_THREADS,
};
pub use eval::Evaluator;
pub use limits::PonderHit;
pub use limits::{Clock, Level, Limits, ParseLevelError};
pub use nnue::{Evaluation, NetError, Network};
pub use ponder::{PonderStats, Ponderer};
pub use score::Score;
pub use score::EVAL_LIMIT;
pub use search::{DEFAULT_CONTEMPT, MAX_CONTEMPT};
pub use tt::{HashSizeError, MAX_HASH_MB};
pub use weights::{WeightSet, Weights, WeightsError, MAX_WEIGHT};
