//! Mining puzzles from engine games: `tablut puzzles generate`. What a
//! puzzle is, and how one is proved, is in the engine's
//! [`puzzle`](tablut_engine::puzzle) module, which the server's trainer
//! shares.

use tablut_core::{Game, Move, Preset};
use tablut_engine::{Engine, EngineConfig, Limits};

pub use tablut_engine::puzzle::*;

use crate::balance::game_seed;
use crate::selfplay::{random_opening, Rng};

/// A starting rating: a win in one 1200, in two 1500, a little more for
/// a line the engine found harder (its reply searched deeper matters
/// less than the count of tempting wrong moves, which the trainer's
/// ratings then correct).
fn starting_rating(win_in: u32, legal: usize) -> f64 {
    let base = if win_in == 1 { 1200.0 } else { 1500.0 };
    base + (legal as f64).min(100.0)
}

/// Mines up to `count` puzzles of `preset` from engine games with seeded
/// random openings (`seed`); `progress(found)` hears of each one found.
/// The engine plays weakly (depth 2) so that its games hold chances.
pub fn generate(
    preset: Preset,
    count: usize,
    seed: u64,
    mut progress: impl FnMut(usize),
) -> Vec<Puzzle> {
    let mut engine = Engine::new(EngineConfig {
        threads: 1,
        hash_mb: 8,
        weights: None,
        eval: Default::default(),
    });
    let mut found: Vec<Puzzle> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut index = 0usize;
    // Games give out long before the count would need this many.
    while found.len() < count && index < count * 50 + 100 {
        let mut rng = Rng::new(game_seed(seed, preset, index));
        index += 1;
        let opening = 4 + rng.below(8);
        let mut game = random_opening(Game::start(preset.rules()), opening, &mut rng);
        engine.new_game();
        for _ in 0..160 {
            if game.outcome().is_over() || found.len() >= count {
                break;
            }
            let quick = found.iter().filter(|p| p.win_in == 1).count();
            if let Some((win_in, line)) = puzzle_at(&game, &mut engine) {
                let position = game.position().to_setup().to_string();
                // Wins in one are plenty: at most three in ten of them.
                let room = win_in > 1 || quick * 10 < count * 3;
                if room && seen.insert(position.clone()) {
                    let themes = themes(&Game::new(*game.position()), &line);
                    found.push(Puzzle {
                        id: format!("{}-{:04}", preset.name(), found.len() + 1),
                        preset: preset.name().to_string(),
                        position,
                        solver: game.position().side_to_move(),
                        win_in,
                        solution: line.iter().map(Move::to_string).collect(),
                        themes,
                        rating: starting_rating(win_in, game.legal_moves().len()),
                    });
                    progress(found.len());
                }
            }
            // Now and then a random move, so the games stray from the
            // engine's best play into positions with chances.
            let mv = if rng.below(4) == 0 {
                let legal = game.legal_moves();
                legal.get(rng.below(legal.len().max(1))).copied()
            } else {
                engine.search(&game, &Limits::depth(2), |_| {}).best
            };
            match mv {
                Some(mv) if game.play(mv).is_ok() => {}
                _ => break,
            }
        }
    }
    found
}
