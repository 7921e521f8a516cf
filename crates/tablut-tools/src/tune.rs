//! Self-play tuning of [`Weights`] by SPSA (simultaneous perturbation
//! stochastic approximation): every iteration nudges all weights at once in
//! a random direction, plays the nudged-up weights against the nudged-down
//! ones from the same random opening with colours swapped, and moves the
//! weights towards the side that scored better. It needs only game results,
//! which is all self-play gives.

use tablut_core::{Game, Rules, Side};
use tablut_engine::weights::MAX_WEIGHT;
use tablut_engine::{Engine, EngineConfig, Limits, Weights};

use crate::selfplay::{play_out, points, random_opening, Rng};

/// How a tuning run is set up.
#[derive(Clone, Debug)]
pub struct TuneConfig {
    /// The rule set to tune for.
    pub rules: Rules,
    /// Where to start.
    pub start: Weights,
    /// Iterations (each plays two games).
    pub iterations: u32,
    /// Search depth of both players.
    pub depth: u32,
    /// Random plies before the engines take over, so games differ.
    pub opening_plies: usize,
    /// Seed of the openings and perturbations.
    pub seed: u64,
    /// Longest game before a draw is adjudicated.
    pub max_plies: usize,
    /// Step size: how far a decisive pair moves each weight, in units of its
    /// perturbation.
    pub learning_rate: f64,
}

impl TuneConfig {
    /// A run for `rules` from the shipped weights, with sensible defaults.
    pub fn new(rules: Rules) -> TuneConfig {
        TuneConfig {
            rules,
            start: Weights::for_rules(&rules),
            iterations: 200,
            depth: 2,
            opening_plies: 6,
            seed: 1,
            max_plies: 300,
            learning_rate: 0.5,
        }
    }
}

/// The largest learning rate worth giving: at 10 a single decisive pair
/// moves every weight ten perturbations, several times its own size.
pub const MAX_LEARNING_RATE: f64 = 10.0;

/// A weight rounded and kept within ±[`MAX_WEIGHT`], the range the engine
/// loads (a huge step once wrote ±2147483647).
fn bounded(t: f64) -> i32 {
    t.round()
        .clamp(-f64::from(MAX_WEIGHT), f64::from(MAX_WEIGHT)) as i32
}

/// What one iteration did.
#[derive(Clone, Debug)]
pub struct TuneStep {
    /// Iteration number, from 1.
    pub iteration: u32,
    /// Points of the nudged-up weights minus the nudged-down ones (−2…2).
    pub difference: f64,
    /// The weights after the step.
    pub weights: Weights,
}

/// Perturbation size of each weight: a tenth of its size, at least 2.
fn perturbation(theta: &[f64]) -> Vec<f64> {
    theta.iter().map(|t| (t.abs() / 10.0).max(2.0)).collect()
}

/// Runs SPSA for `config.iterations` iterations, calling `on_step` after
/// each, and returns the final weights. Deterministic for a given config.
pub fn spsa(config: &TuneConfig, mut on_step: impl FnMut(&TuneStep)) -> Weights {
    let mut theta: Vec<f64> = config.start.to_vec().iter().map(|&w| w as f64).collect();
    let c = perturbation(&theta);
    let mut rng = Rng::new(config.seed);
    let limits = Limits::depth(config.depth);
    let mut current = config.start.clone();
    for k in 1..=config.iterations {
        let delta: Vec<f64> = theta
            .iter()
            .map(|_| if rng.next_u64() & 1 == 0 { -1.0 } else { 1.0 })
            .collect();
        let make = |sign: f64| {
            let v: Vec<i32> = theta
                .iter()
                .zip(&c)
                .zip(&delta)
                .map(|((t, c), d)| bounded(t + sign * c * d))
                .collect();
            let mut w = config.start.clone();
            w.set_from(&v);
            w
        };
        let (plus, minus) = (make(1.0), make(-1.0));
        let opening = random_opening(
            Game::start(config.rules),
            config.opening_plies,
            &mut Rng::new(rng.next_u64()),
        );
        // The two games of the pair run on two threads.
        let (a, b) = std::thread::scope(|s| {
            let g1 = s.spawn(|| game_points(&opening, &plus, &minus, &limits, config.max_plies));
            let g2 = game_points(&opening, &minus, &plus, &limits, config.max_plies);
            (g1.join().expect("self-play thread"), g2)
        });
        // a: plus as attackers; b: minus as attackers.
        let plus_points = a.0 + b.1;
        let minus_points = a.1 + b.0;
        let difference = plus_points - minus_points;
        // Step sizes shrink slowly so that late iterations refine.
        let ak = config.learning_rate / (k as f64).powf(0.101);
        for ((t, c), d) in theta.iter_mut().zip(&c).zip(&delta) {
            *t += ak * difference / 2.0 * c * d;
            *t = t.clamp(-f64::from(MAX_WEIGHT), f64::from(MAX_WEIGHT));
        }
        let v: Vec<i32> = theta.iter().map(|&t| bounded(t)).collect();
        current.set_from(&v);
        on_step(&TuneStep {
            iteration: k,
            difference,
            weights: current.clone(),
        });
    }
    current
}

/// Plays one game from `opening` with `att` weights for the attackers and
/// `def` for the defenders; returns (attackers' points, defenders' points).
fn game_points(
    opening: &Game,
    att: &Weights,
    def: &Weights,
    limits: &Limits,
    max_plies: usize,
) -> (f64, f64) {
    let engine = |w: &Weights| {
        Engine::new(EngineConfig {
            threads: 1,
            hash_mb: 8,
            weights: Some(w.clone()),
            // The weights are what is tuned, whatever a preset defaults to.
            eval: tablut_engine::Evaluation::Handwritten,
        })
    };
    let (mut a, mut d) = (engine(att), engine(def));
    let end = play_out(
        opening.clone(),
        (&mut a, limits),
        (&mut d, limits),
        max_plies,
    );
    let outcome = end.outcome();
    (
        points(outcome, Side::Attackers),
        points(outcome, Side::Defenders),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spsa_is_deterministic_and_moves_weights() {
        let mut config = TuneConfig::new(Rules::BRAINKING);
        config.iterations = 2;
        config.depth = 1;
        config.max_plies = 60;
        let a = spsa(&config, |_| {});
        let b = spsa(&config, |_| {});
        assert_eq!(a, b);
        assert_ne!(a, config.start, "the weights moved");
    }

    #[test]
    fn a_huge_step_keeps_the_weights_loadable() {
        let mut config = TuneConfig::new(Rules::BRAINKING);
        config.iterations = 2;
        config.depth = 1;
        config.max_plies = 60;
        config.learning_rate = 1e30;
        let w = spsa(&config, |_| {});
        assert_ne!(w, config.start, "a decisive pair moved the weights");
        assert!(w.validate().is_ok(), "{:?}", w.to_vec());
    }
}
