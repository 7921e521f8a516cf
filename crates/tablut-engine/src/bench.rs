//! The fixed benchmark of `tablut bench`: positions from every preset
//! searched to a fixed depth by one thread. The total node count is the
//! search's signature: any change to search or evaluation changes it.

use std::time::{Duration, Instant};

use tablut_core::{Game, Move, Preset};

use crate::engine::{Engine, EngineConfig, EngineError};
use crate::limits::Limits;
use crate::nnue::Evaluation;

/// Default depth of `tablut bench`.
pub const DEFAULT_DEPTH: u32 = 7;

/// Default transposition table of `tablut bench`, in MiB. The signature is
/// counted with it: past depth 8 or so the table fills, and a larger one
/// changes the node total.
pub const DEFAULT_HASH_MB: usize = 16;

/// One benchmark position.
#[derive(Clone, Debug)]
pub struct BenchPosition {
    /// The preset.
    pub preset: Preset,
    /// The game leading to it.
    pub game: Game,
}

/// The benchmark games, per preset: the start, and 6, 12 and 20 random
/// plies from it (drawn once with a seeded generator; written out here so
/// that the positions, and with them the node total, never depend on code
/// outside the search).
const GAMES: [(Preset, [&str; 4]); 6] = [
    (
        Preset::Ludoteka,
        [
            "",
            "e3-d3 i6-i7 d5-d8 b5-b8 d8-d5 b8-d8",
            "g5-g3 i6-g6 c5-c6 h5-g5 e7-d7 e8-i8 c6-c8 d1-c1 e3-b3 a6-a8 d7-c7 a8-a6",
            "f5-f7 d1-d4 f7-f6 e8-c8 f6-f5 e2-d2 e7-i7 h5-h8 e6-b6 c8-g8 e5-e7 d9-b9 b6-d6 e1-b1 c5-c3 h8-h7 e7-e6 b9-c9 d6-b6 c9-c7",
        ],
    ),
    (
        Preset::Catalan,
        [
            "",
            "i6-h6 e6-b6 f1-f2 f5-f3 e2-d2 e3-d3",
            "d1-d4 d5-d8 a6-c6 f5-f3 b5-b9 e7-f7 h5-h7 f7-f4 c6-c9 e6-f6 e2-h2 d8-b8",
            "b5-b6 c5-c7 a4-a3 d5-d7 f1-f3 c7-c1 e8-h8 g5-g9 i4-f4 e5-b5 a5-a4 e3-d3 f3-g3 d3-d4 i6-i7 e4-e3 i5-i2 c1-c4 h8-e8 c4-c9",
        ],
    ),
    (
        Preset::Brainking,
        [
            "",
            "e3-d3 d9-b9 e6-h6 e8-a8 e7-g7 i6-i7",
            "g5-g3 e2-c2 e4-h4 e8-b8 d5-d7 h5-h6 e3-e2 h6-h8 d7-d8 f1-f2 g3-e3 f2-f1",
            "f5-f7 i4-i1 g5-g3 e8-f8 e6-g6 i5-i2 e7-c7 e2-c2 g3-g2 c2-d2 e4-g4 f9-i9 g4-f4 i9-g9 f7-h7 f8-h8 g6-g3 i1-h1 g3-g8 d9-a9",
        ],
    ),
    (
        Preset::Cartier,
        [
            "",
            "d1-d2 e6-c6 e8-d8 c6-c7 h5-h4 g5-g7",
            "a6-a8 d5-d3 d1-b1 d3-d4 e2-g2 f5-f8 g2-g4 e3-g3 b1-c1 e6-f6 f1-h1 d4-d1",
            "e2-f2 c5-c7 h5-h2 c7-c4 d1-d4 g5-g6 d9-d6 e7-b7 h2-g2 e6-f6 e9-a9 f5-f4 f9-i9 b7-i7 i9-g9 i7-a7 g9-g8 c4-c1 g8-g9 f6-e6",
        ],
    ),
    (
        Preset::Ashton,
        [
            "",
            "e3-d3 d9-b9 d5-d8 a6-a9 e6-b6 i6-i7",
            "g5-g3 a6-b6 c5-c1 e2-g2 e6-d6 i6-f6 f5-f4 i5-i6 c1-b1 a4-a3 e4-c4 a5-a4",
            "f5-f7 f1-i1 e7-c7 a4-a1 g5-g1 a6-b6 d5-d2 h5-h7 f7-f8 a1-a2 c5-c1 e2-i2 c1-c6 b5-b1 g1-g2 d9-c9 c7-b7 a5-c5 b7-d7 i2-h2",
        ],
    ),
    (
        Preset::AshtonServer,
        [
            "",
            "e3-d3 d9-b9 d5-d8 a6-a9 e6-b6 i6-i7",
            "g5-g3 a6-b6 c5-c1 h5-h4 e6-f6 i6-i7 e3-a3 e8-c8 c1-b1 a5-a6 b1-b4 b6-c6",
            "f5-f7 f1-i1 e7-c7 a4-a1 g5-g1 a6-b6 d5-d2 h5-h7 f7-f8 a1-a2 c5-c1 d9-d6 d2-d4 e2-f2 c1-c5 e9-c9 f8-h8 f9-d9 c7-c8 h7-b7",
        ],
    ),
];

/// The benchmark positions: for every preset, the start and positions
/// after 6, 12 and 20 random plies.
pub fn positions() -> Vec<BenchPosition> {
    let mut out = Vec::new();
    for (preset, games) in GAMES {
        for moves in games {
            let mut game = Game::start(preset.rules());
            for mv in moves.split_whitespace() {
                let mv: Move = mv.parse().expect("a bench move is well formed");
                game.play(mv).expect("a bench move is legal");
            }
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
/// `threads` threads and the default table, calling `progress` after each.
/// With one thread the node total is the search's signature; with more it
/// varies from run to run, and what counts is the time to reach the depth.
pub fn run(depth: u32, threads: usize, progress: impl FnMut(&BenchLine)) -> Vec<BenchLine> {
    // The hand-written evaluation in every preset, even where a net is the
    // default: the signature follows the search, and a preset changing its
    // default evaluation must not move it.
    // Threads out of range are brought into it, as `Engine::new` does, so
    // only the table could fail, and 16 MiB is there on any machine.
    let config = BenchConfig {
        depth,
        threads: threads.clamp(1, crate::engine::MAX_THREADS),
        ..BenchConfig::default()
    };
    run_with(&config, progress).expect("the default table is small enough for any machine")
}

/// How `tablut bench` searches: [`BenchConfig::default`] is the signature's.
#[derive(Clone, Debug)]
pub struct BenchConfig {
    /// Depth of every search.
    pub depth: u32,
    /// Search threads.
    pub threads: usize,
    /// Transposition table per position, in MiB.
    pub hash_mb: usize,
    /// The evaluation: the signature is the hand-written one's.
    pub eval: Evaluation,
}

impl Default for BenchConfig {
    fn default() -> BenchConfig {
        BenchConfig {
            depth: DEFAULT_DEPTH,
            threads: 1,
            hash_mb: DEFAULT_HASH_MB,
            eval: Evaluation::Handwritten,
        }
    }
}

/// [`run`] with any [`BenchConfig`] (a net's speed, a larger table for
/// deep searches on several threads). The node total is the signature
/// only with the default evaluation and table. Fails before searching
/// anything when the engine cannot be made (a table the machine cannot
/// give).
pub fn run_with(
    config: &BenchConfig,
    mut progress: impl FnMut(&BenchLine),
) -> Result<Vec<BenchLine>, EngineError> {
    let engine_config = EngineConfig {
        hash_mb: config.hash_mb,
        threads: config.threads,
        eval: config.eval.clone(),
        ..EngineConfig::default()
    };
    let mut lines = Vec::new();
    for position in positions() {
        let mut engine = Engine::try_new(engine_config.clone())?;
        let start = Instant::now();
        let r = engine.search(&position.game, &Limits::depth(config.depth), |_| {});
        let line = BenchLine {
            position,
            nodes: r.nodes,
            elapsed: start.elapsed(),
        };
        progress(&line);
        lines.push(line);
    }
    Ok(lines)
}
