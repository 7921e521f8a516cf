//! The fixed benchmark of `tablut bench`: positions from every preset
//! searched to a fixed depth by one thread. The total node count is the
//! search's signature: any change to search or evaluation changes it.

use std::time::{Duration, Instant};

use tablut_core::{Game, Preset};

use crate::engine::{Engine, EngineConfig};
use crate::limits::Limits;
use crate::selfplay::{random_opening, Rng};

/// Default depth of `tablut bench`.
pub const DEFAULT_DEPTH: u32 = 7;

/// One benchmark position.
#[derive(Clone, Debug)]
pub struct BenchPosition {
    /// The preset.
    pub preset: Preset,
    /// The game leading to it.
    pub game: Game,
}

/// The benchmark positions: for every preset, the start and positions
/// after 6, 12 and 20 seeded random plies.
pub fn positions() -> Vec<BenchPosition> {
    let mut out = Vec::new();
    for preset in Preset::ALL {
        for (i, plies) in [0usize, 6, 12, 20].into_iter().enumerate() {
            let mut rng = Rng::new(1000 + i as u64);
            let game = random_opening(Game::start(preset.rules()), plies, &mut rng);
            out.push(BenchPosition { preset, game });
        }
    }
    out
}

/// The result of one benchmark position.
#[derive(Clone, Debug)]
pub struct BenchLine {
    /// The position searched.
    pub position: BenchPosition,
    /// Nodes searched.
    pub nodes: u64,
    /// Time taken.
    pub elapsed: Duration,
}

/// Searches every benchmark position to `depth` with a fresh engine of
/// `threads` threads, calling `progress` after each. With one thread the
/// node total is the search's signature; with more it varies from run to
/// run, and what counts is the time to reach the depth.
pub fn run(depth: u32, threads: usize, mut progress: impl FnMut(&BenchLine)) -> Vec<BenchLine> {
    let mut lines = Vec::new();
    for position in positions() {
        let mut engine = Engine::new(EngineConfig {
            hash_mb: 16,
            threads,
            ..EngineConfig::default()
        });
        let start = Instant::now();
        let r = engine.search(&position.game, &Limits::depth(depth), |_| {});
        let line = BenchLine {
            position,
            nodes: r.nodes,
            elapsed: start.elapsed(),
        };
        progress(&line);
        lines.push(line);
    }
    lines
}
