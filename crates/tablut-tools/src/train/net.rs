//! Training the net in floats: mini-batch Adam on the squared error
//! between the net's win probability and a blend of the search score's
//! and the game result's, then quantising to a [`Network`].

use tablut_engine::nnue::{Network, HIDDEN, INPUTS};

use super::data::Sample;
use crate::selfplay::Rng;

/// How the net is trained.
#[derive(Clone, Debug)]
pub struct TrainConfig {
    /// Passes over the training positions.
    pub epochs: u32,
    /// Positions per gradient step.
    pub batch: usize,
    /// Adam's step size at the start (it falls tenfold over the run).
    pub learning_rate: f32,
    /// Weight of the search score in the target; the rest is the result.
    pub lambda: f32,
    /// Seed of the initial weights, the shuffles and the symmetries.
    pub seed: u64,
    /// Share of positions held out to measure the loss on.
    pub validation: f32,
}

impl Default for TrainConfig {
    fn default() -> TrainConfig {
        TrainConfig {
            epochs: 30,
            batch: 512,
            learning_rate: 2e-3,
            lambda: 0.7,
            seed: 1,
            validation: 0.05,
        }
    }
}

/// Input weights and biases stay within this: 25 pieces' worth then fits
/// the quantised accumulator's `i16` (see the file checks).
const W1_CLIP: f32 = 3.0;
const W2_CLIP: f32 = 100.0;

/// The float net being trained.
#[derive(Clone, Debug)]
pub struct FloatNet {
    /// Input weights, feature-major.
    pub w1: Vec<f32>,
    /// Hidden biases.
    pub b1: Vec<f32>,
    /// Output weights per side to move (defenders, attackers).
    pub w2: [[f32; HIDDEN]; 2],
    /// Output biases.
    pub b2: [f32; 2],
}

fn uniform(rng: &mut Rng, a: f32) -> f32 {
    ((rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0) * a
}

impl FloatNet {
    /// Small seeded random weights.
    pub fn new(seed: u64) -> FloatNet {
        let mut rng = Rng::new(seed);
        FloatNet {
            w1: (0..INPUTS * HIDDEN)
                .map(|_| uniform(&mut rng, 0.1))
                .collect(),
            b1: (0..HIDDEN).map(|_| 0.3 + uniform(&mut rng, 0.1)).collect(),
            w2: [
                std::array::from_fn(|_| uniform(&mut rng, 0.3)),
                std::array::from_fn(|_| uniform(&mut rng, 0.3)),
            ],
            b2: [0.0; 2],
        }
    }

    /// The output (a logit: win probability = sigmoid) and the hidden
    /// pre-activations, for `features` with `side` (0 defenders, 1
    /// attackers) to move.
    fn forward(&self, features: &[u16], side: usize, h: &mut [f32; HIDDEN]) -> f32 {
        h.copy_from_slice(&self.b1);
        for &f in features {
            let row = &self.w1[usize::from(f) * HIDDEN..][..HIDDEN];
            for (h, w) in h.iter_mut().zip(row) {
                *h += w;
            }
        }
        let mut y = self.b2[side];
        for (h, w) in h.iter().zip(&self.w2[side]) {
            y += h.clamp(0.0, 1.0) * w;
        }
        y
    }

    /// The net in integers, with `scale` centi-soldiers per logit.
    pub fn quantise(&self, scale: f32) -> Network {
        Network::quantise(&self.w1, &self.b1, &self.w2, self.b2, scale)
    }

    fn params(&mut self) -> impl Iterator<Item = (&mut f32, f32)> {
        let clip1 = self
            .w1
            .iter_mut()
            .chain(self.b1.iter_mut())
            .map(|p| (p, W1_CLIP));
        let clip2 = self
            .w2
            .iter_mut()
            .flatten()
            .chain(self.b2.iter_mut())
            .map(|p| (p, W2_CLIP));
        clip1.chain(clip2)
    }
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// The logistic scale `k` (centi-soldiers) that best predicts the results
/// from the search scores, `sigmoid(score / k)`: the unit the net's output
/// is trained in, and so its scale back to centi-soldiers.
pub fn fit_scale(samples: &[Sample]) -> f32 {
    let error = |k: f32| -> f64 {
        samples
            .iter()
            .map(|s| {
                let p = sigmoid(f32::from(s.score) / k);
                let r = f32::from(s.result) / 2.0;
                f64::from((p - r) * (p - r))
            })
            .sum()
    };
    let mut best = (f64::INFINITY, 400.0);
    let mut k = 50.0;
    while k <= 5000.0 {
        let e = error(k);
        if e < best.0 {
            best = (e, k);
        }
        k *= 1.05;
    }
    best.1
}

/// The output scale (centi-soldiers per unit of the net's output) that puts
/// the net's scores on the search's own scale: the least-squares slope of
/// the positions' search scores on the float net's outputs, through 0.
///
/// Training reads scores as win probabilities through [`fit_scale`]'s
/// logistic scale, which can be several times wider than the search's
/// scores (in Ashton, where scores predict results weakly: 3,163 against
/// 334). Quantised with that scale the net's scores would be too large for
/// the search's fixed pruning margins (reverse futility, 150 per ply),
/// which then cut real tactics. The slope keeps the weights, and the order
/// of any two positions' scores, unchanged. `None` when the net says 0
/// everywhere (nothing to fit).
pub fn search_scale(net: &FloatNet, samples: &[Sample]) -> Option<f32> {
    let identity = &symmetries()[0];
    let (mut xy, mut xx) = (0f64, 0f64);
    let mut features = Vec::with_capacity(25);
    let mut h = [0f32; HIDDEN];
    for s in samples {
        s.features(identity, &mut features);
        let side = usize::from(s.side == tablut_core::Side::Attackers);
        let y = f64::from(net.forward(&features, side, &mut h));
        xy += y * f64::from(s.score);
        xx += y * y;
    }
    (xx > 0.0).then(|| ((xy / xx) as f32).clamp(1.0, 100_000.0))
}

/// The eight symmetries of the board, as square maps.
pub fn symmetries() -> [[u8; 81]; 8] {
    std::array::from_fn(|t| {
        std::array::from_fn(|i| {
            let (mut f, mut r) = (i % 9, i / 9);
            if t & 1 != 0 {
                f = 8 - f;
            }
            if t & 2 != 0 {
                r = 8 - r;
            }
            if t & 4 != 0 {
                std::mem::swap(&mut f, &mut r);
            }
            (r * 9 + f) as u8
        })
    })
}

/// One position ready for training.
struct Example {
    features: Vec<u16>,
    side: usize,
    target: f32,
}

/// What one epoch did.
#[derive(Clone, Debug)]
pub struct Epoch {
    /// Epoch number, from 1.
    pub epoch: u32,
    /// Mean loss over the training positions during the epoch.
    pub train_loss: f64,
    /// Mean loss on the held-out positions after it.
    pub validation_loss: f64,
}

/// The trainer's result.
pub struct Trained {
    /// The float net.
    pub net: FloatNet,
    /// Centi-soldiers per logit.
    pub scale: f32,
    /// The losses, epoch by epoch.
    pub epochs: Vec<Epoch>,
}

fn examples(samples: &[Sample], scale: f32, lambda: f32, map: &[u8; 81]) -> Vec<Example> {
    samples
        .iter()
        .map(|s| {
            let mut features = Vec::with_capacity(25);
            s.features(map, &mut features);
            let score = sigmoid(f32::from(s.score) / scale);
            let result = f32::from(s.result) / 2.0;
            Example {
                features,
                side: usize::from(s.side == tablut_core::Side::Attackers),
                target: lambda * score + (1.0 - lambda) * result,
            }
        })
        .collect()
}

/// Mean loss of `net` on `set`.
fn loss(net: &FloatNet, set: &[Example]) -> f64 {
    let mut h = [0.0; HIDDEN];
    let sum: f64 = set
        .iter()
        .map(|e| {
            let p = sigmoid(net.forward(&e.features, e.side, &mut h));
            f64::from((p - e.target) * (p - e.target))
        })
        .sum();
    sum / set.len().max(1) as f64
}

/// Trains a net on `samples` (in order; the split and shuffles come from
/// the seed). Deterministic: the same samples and config give the same
/// net, bit for bit.
pub fn train(
    samples: &[Sample],
    config: &TrainConfig,
    mut on_epoch: impl FnMut(&Epoch),
) -> Trained {
    let scale = fit_scale(samples);
    let mut rng = Rng::new(config.seed);
    // Hold out whole stretches of games? Positions of one game are alike,
    // so the held-out share is the tail (the last games), not a sample.
    let held = ((samples.len() as f32 * config.validation) as usize).min(samples.len());
    let (train_part, held_part) = samples.split_at(samples.len() - held);
    let syms = symmetries();
    let validation = examples(held_part, scale, config.lambda, &syms[0]);
    // Every training position in all eight symmetric forms: Tablut's board
    // and rules are symmetric, so this is eight times the data for free.
    let mut set: Vec<Example> = Vec::with_capacity(train_part.len() * 8);
    for map in &syms {
        set.extend(examples(train_part, scale, config.lambda, map));
    }

    let mut net = FloatNet::new(config.seed);
    let n_params = INPUTS * HIDDEN + HIDDEN + 2 * HIDDEN + 2;
    let mut grad = vec![0f32; n_params];
    let mut m = vec![0f32; n_params];
    let mut v = vec![0f32; n_params];
    let (beta1, beta2, eps) = (0.9f32, 0.999f32, 1e-8f32);
    let mut step = 0i32;
    let mut order: Vec<u32> = (0..set.len() as u32).collect();
    let mut epochs = Vec::new();
    let mut h = [0f32; HIDDEN];
    let total_steps = (config.epochs as usize * set.len().div_ceil(config.batch.max(1))).max(1);
    let (o_b1, o_w2, o_b2) = (
        INPUTS * HIDDEN,
        INPUTS * HIDDEN + HIDDEN,
        INPUTS * HIDDEN + 3 * HIDDEN,
    );
    for epoch in 1..=config.epochs {
        // Fisher-Yates with the run's generator.
        for i in (1..order.len()).rev() {
            let j = rng.below(i + 1);
            order.swap(i, j);
        }
        let mut sum = 0f64;
        for batch in order.chunks(config.batch.max(1)) {
            grad.iter_mut().for_each(|g| *g = 0.0);
            for &i in batch {
                let e = &set[i as usize];
                let y = net.forward(&e.features, e.side, &mut h);
                let p = sigmoid(y);
                let err = p - e.target;
                sum += f64::from(err * err);
                let dy = 2.0 * err * p * (1.0 - p);
                grad[o_b2 + e.side] += dy;
                let w2 = &net.w2[e.side];
                let g2 = &mut grad[o_w2 + e.side * HIDDEN..][..HIDDEN];
                let mut dh = [0f32; HIDDEN];
                for k in 0..HIDDEN {
                    let a = h[k].clamp(0.0, 1.0);
                    g2[k] += dy * a;
                    dh[k] = if h[k] > 0.0 && h[k] < 1.0 {
                        dy * w2[k]
                    } else {
                        0.0
                    };
                }
                for (g, d) in grad[o_b1..o_b1 + HIDDEN].iter_mut().zip(&dh) {
                    *g += d;
                }
                for &f in &e.features {
                    let row = &mut grad[usize::from(f) * HIDDEN..][..HIDDEN];
                    for (g, d) in row.iter_mut().zip(&dh) {
                        *g += d;
                    }
                }
            }
            step += 1;
            // The step size falls from its start to a tenth by the end.
            let progress = step as f32 / total_steps as f32;
            let lr = config.learning_rate * 0.1f32.powf(progress);
            let scale_g = 1.0 / batch.len() as f32;
            let (c1, c2) = (1.0 - beta1.powi(step), 1.0 - beta2.powi(step));
            for (i, (p, clip)) in net.params().enumerate() {
                let g = grad[i] * scale_g;
                m[i] = beta1 * m[i] + (1.0 - beta1) * g;
                v[i] = beta2 * v[i] + (1.0 - beta2) * g * g;
                let update = lr * (m[i] / c1) / ((v[i] / c2).sqrt() + eps);
                *p = (*p - update).clamp(-clip, clip);
            }
        }
        let e = Epoch {
            epoch,
            train_loss: sum / set.len().max(1) as f64,
            validation_loss: loss(&net, &validation),
        };
        on_epoch(&e);
        epochs.push(e);
    }
    Trained { net, scale, epochs }
}

/// Mean loss on the held-out share of the hand-written evaluation's
/// static score (read as `sigmoid(score / scale)`): what the net's
/// validation loss is to beat.
pub fn handwritten_loss(
    samples: &[Sample],
    config: &TrainConfig,
    rules: &tablut_core::Rules,
    scale: f32,
) -> f64 {
    let eval = tablut_engine::Evaluator::for_rules(rules);
    let held = ((samples.len() as f32 * config.validation) as usize).min(samples.len());
    let tail = &samples[samples.len() - held..];
    let sum: f64 = tail
        .iter()
        .filter_map(|s| {
            let p = s.position(*rules)?;
            let q = sigmoid(eval.evaluate(&p) as f32 / scale);
            let r = f32::from(s.result) / 2.0;
            let t = config.lambda * sigmoid(f32::from(s.score) / scale) + (1.0 - config.lambda) * r;
            Some(f64::from((q - t) * (q - t)))
        })
        .sum();
    sum / held.max(1) as f64
}
