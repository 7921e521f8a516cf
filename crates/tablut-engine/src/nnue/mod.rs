//! A learned evaluation, NNUE-style: sparse inputs (one per piece kind and
//! square), one hidden layer kept as an accumulator that a move updates by
//! adding and subtracting a few weight rows, and integer inference.
//!
//! The network, from the side to move's view:
//!
//! ```text
//! h = clamp(b1 + Σ W1[f] over the active features f, 0, QA)     (HIDDEN i16)
//! y = (W2[stm] · h + b2[stm]) × scale / (QA × QB)                (i32, centi-soldiers)
//! ```
//!
//! Features are `kind × 81 + square` with kinds attacker, defender, king.
//! The side to move picks one of two output layers (Tablut's sides are not
//! mirror images of each other, so the usual swap of perspectives has no
//! meaning here). `tablut train-net` trains nets; see `docs/engine.md`.

mod file;

use std::sync::{Arc, OnceLock};

use tablut_core::{Bitboard, Position, Preset, Rules, Side};

use crate::score::EVAL_LIMIT;

pub use file::NetError;

/// Inputs: attacker, defender and king on each of the 81 squares.
pub const INPUTS: usize = 3 * 81;
/// Hidden units. Fixed so that the accumulator is an array the compiler
/// vectorises; a file of another size is refused.
pub const HIDDEN: usize = 64;
/// Quantisation of the hidden layer: 1.0 in training is `QA` here, and the
/// clipped ReLU clips at `QA`.
pub const QA: i32 = 255;
/// Quantisation of the output weights.
pub const QB: i32 = 64;

/// The feature of a piece of `kind` (0 attacker, 1 defender, 2 king) on
/// square index `sq`.
#[inline]
pub fn feature(kind: usize, sq: usize) -> usize {
    kind * 81 + sq
}

/// The pieces of `p` as three bitboards: attackers, defenders, king.
#[inline]
fn planes(p: &Position) -> [Bitboard; 3] {
    [p.attackers(), p.defenders(), Bitboard::of(p.king())]
}

/// The active features of `p`, in kind then square order.
pub fn features(p: &Position) -> Vec<usize> {
    let mut out = Vec::with_capacity(25);
    for (kind, plane) in planes(p).into_iter().enumerate() {
        out.extend(plane.map(|sq| feature(kind, sq.index())));
    }
    out
}

/// The hidden layer's sums before the clipped ReLU: what a move updates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Accumulator(pub [i16; HIDDEN]);

/// A quantised network, as read from a `.nnue` file.
#[derive(Clone, PartialEq, Eq)]
pub struct Network {
    /// Input weights, feature-major: row `f` is `w1[f * HIDDEN..][..HIDDEN]`.
    pub(crate) w1: Vec<i16>,
    pub(crate) b1: [i16; HIDDEN],
    /// Output weights, one row per side to move (0 defenders, 1 attackers).
    pub(crate) w2: [[i16; HIDDEN]; 2],
    pub(crate) b2: [i32; 2],
    /// Centi-soldiers per unit of the float network's output.
    pub(crate) scale: i32,
    /// The preset whose games trained it, if its file says (nets written
    /// before this was recorded do not).
    pub(crate) preset: Option<Preset>,
}

impl std::fmt::Debug for Network {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The thousands of weights would drown any message they appear in.
        write!(
            f,
            "Network({INPUTS}x{HIDDEN}x1, scale {}, checksum {:016x})",
            self.scale,
            file::checksum(&self.to_bytes())
        )
    }
}

/// Row index of the output layer for the side to move.
#[inline]
fn side_index(side: Side) -> usize {
    usize::from(side == Side::Attackers)
}

impl Network {
    /// A network from float weights as the trainer keeps them (`w1`
    /// feature-major, `INPUTS × HIDDEN`; `w2` one row per side to move,
    /// defenders first), rounded to the integers inference uses. Weights
    /// beyond what the integer types hold are clamped; the trainer keeps
    /// them well inside.
    pub fn quantise(
        w1: &[f32],
        b1: &[f32],
        w2: &[[f32; HIDDEN]; 2],
        b2: [f32; 2],
        scale: f32,
    ) -> Network {
        assert_eq!(w1.len(), INPUTS * HIDDEN, "w1 is INPUTS x HIDDEN");
        assert_eq!(b1.len(), HIDDEN, "b1 is HIDDEN");
        let q16 = |x: f32, q: i32| {
            (x * q as f32)
                .round()
                .clamp(i16::MIN as f32, i16::MAX as f32) as i16
        };
        let mut net = Network {
            w1: w1.iter().map(|&x| q16(x, QA)).collect(),
            b1: [0; HIDDEN],
            w2: [[0; HIDDEN]; 2],
            b2: [0; 2],
            scale: scale.round().max(1.0) as i32,
            preset: None,
        };
        for (q, &x) in net.b1.iter_mut().zip(b1) {
            *q = q16(x, QA);
        }
        for s in 0..2 {
            for (q, &x) in net.w2[s].iter_mut().zip(&w2[s]) {
                *q = q16(x, QB);
            }
            net.b2[s] = (b2[s] * (QA * QB) as f32).round() as i32;
        }
        net
    }

    /// This net, recorded as trained on `preset`'s games.
    pub fn trained_for(mut self, preset: Preset) -> Network {
        self.preset = Some(preset);
        self
    }

    /// The preset whose games trained this net, if its file records it.
    pub fn preset(&self) -> Option<Preset> {
        self.preset
    }

    /// Why this net does not fit games under `rules`, if it does not: it
    /// records a preset and `rules` are another rule set. A net learns one
    /// rule set's positions; under another it misjudges them, silently.
    pub fn rules_mismatch(&self, rules: &Rules) -> Option<String> {
        let preset = self.preset?;
        (preset.rules() != *rules).then(|| {
            let under = Preset::ALL
                .into_iter()
                .find(|p| p.rules() == *rules)
                .map_or("other rules".to_string(), |p| format!("{} rules", p.name()));
            format!(
                "the net was trained on {} games, but these games are played under {under}",
                preset.name()
            )
        })
    }

    /// Centi-soldiers per unit of the float output (the logistic scale the
    /// net was trained with).
    pub fn scale(&self) -> i32 {
        self.scale
    }

    #[inline]
    fn row(&self, f: usize) -> &[i16; HIDDEN] {
        self.w1[f * HIDDEN..(f + 1) * HIDDEN]
            .try_into()
            .expect("rows are HIDDEN long")
    }

    /// The accumulator of `p` computed from scratch.
    pub fn refresh(&self, p: &Position) -> Accumulator {
        let mut acc = Accumulator(self.b1);
        for f in features(p) {
            add(&mut acc.0, self.row(f));
        }
        acc
    }

    /// The accumulator of `after` from that of `before` (`acc`): the
    /// pieces that left a square are subtracted, those that arrived added.
    /// A move changes three to six features (its piece, its captures), so
    /// this is a few row operations rather than 25.
    #[inline]
    pub fn update(&self, acc: &Accumulator, before: &Position, after: &Position) -> Accumulator {
        let mut out = *acc;
        let (b, a) = (planes(before), planes(after));
        for kind in 0..3 {
            let changed = b[kind] ^ a[kind];
            if !changed.any() {
                continue;
            }
            for sq in changed & b[kind] {
                sub(&mut out.0, self.row(feature(kind, sq.index())));
            }
            for sq in changed & a[kind] {
                add(&mut out.0, self.row(feature(kind, sq.index())));
            }
        }
        out
    }

    /// The score for `side` to move given the accumulator of the position,
    /// in centi-soldiers, within ±[`EVAL_LIMIT`].
    #[inline]
    pub fn output(&self, acc: &Accumulator, side: Side) -> i32 {
        let s = side_index(side);
        let w2 = &self.w2[s];
        let mut sum = 0i32;
        for (&a, &w) in acc.0.iter().zip(w2) {
            sum += i32::from(a).clamp(0, QA) * i32::from(w);
        }
        let raw = i64::from(sum) + i64::from(self.b2[s]);
        let y = raw * i64::from(self.scale) / i64::from(QA * QB);
        y.clamp(-i64::from(EVAL_LIMIT), i64::from(EVAL_LIMIT)) as i32
    }

    /// The score of `p` for the side to move, from scratch.
    pub fn evaluate(&self, p: &Position) -> i32 {
        self.output(&self.refresh(p), p.side_to_move())
    }
}

#[inline]
fn add(acc: &mut [i16; HIDDEN], row: &[i16; HIDDEN]) {
    for (a, &w) in acc.iter_mut().zip(row) {
        // Wrapping: a file that passed its checks cannot overflow (its
        // rows are bounded so that 25 pieces fit), and wrapping keeps the
        // loop free of branches so that it vectorises.
        *a = a.wrapping_add(w);
    }
}

#[inline]
fn sub(acc: &mut [i16; HIDDEN], row: &[i16; HIDDEN]) {
    for (a, &w) in acc.iter_mut().zip(row) {
        *a = a.wrapping_sub(w);
    }
}

/// Nets shipped in the repository, embedded in the binary, by preset.
/// `ashton-server` starts from the Ashton position on the same board (it
/// differs in how the competition server applies the escape, camp and
/// repetition rules) but has a net of its own: one trained against a
/// defence that holds blocks, as the Challenge's strongest engines do,
/// which won its match under the server's rules and lost it under the
/// published ones (see the README).
fn embedded_bytes(preset: Preset) -> Option<&'static [u8]> {
    match preset {
        Preset::Ludoteka => Some(include_bytes!("../../nets/ludoteka.nnue")),
        Preset::Catalan => Some(include_bytes!("../../nets/catalan.nnue")),
        Preset::Brainking => Some(include_bytes!("../../nets/brainking.nnue")),
        Preset::Cartier => Some(include_bytes!("../../nets/cartier.nnue")),
        Preset::Ashton => Some(include_bytes!("../../nets/ashton.nnue")),
        Preset::AshtonServer => Some(include_bytes!("../../nets/ashton-server.nnue")),
    }
}

/// The presets whose shipped net won its match against the hand-written
/// evaluation at equal time (100 ms per move; an SPRT accepted it, or the
/// 95% interval of 400 games, counted by game pairs, lies above 0) and
/// solves the whole tactics suite, and so is their default evaluation (see
/// the README's figures). A preset not listed keeps the hand-written one.
/// Every preset's net has won its match, so the list is all of them; a
/// new preset, or a net that loses a rematch, makes it a list again.
pub const NET_DEFAULT: &[Preset] = &Preset::ALL;

/// The net shipped for `preset`, if there is one (whether or not it is the
/// preset's default: see [`NET_DEFAULT`]).
pub fn shipped(preset: Preset) -> Option<Arc<Network>> {
    static NETS: OnceLock<Vec<(Preset, Arc<Network>)>> = OnceLock::new();
    NETS.get_or_init(|| {
        Preset::ALL
            .iter()
            .filter_map(|&p| {
                let bytes = embedded_bytes(p)?;
                let net = Network::from_bytes(bytes)
                    .unwrap_or_else(|e| panic!("the shipped {} net: {e}", p.name()))
                    .trained_for(p);
                Some((p, Arc::new(net)))
            })
            .collect()
    })
    .iter()
    .find(|(p, _)| *p == preset)
    .map(|(_, n)| Arc::clone(n))
}

/// The net `rules` evaluate with by default: the shipped net of the rules'
/// preset if it won its match ([`NET_DEFAULT`]), else `None` (the
/// hand-written evaluation). Custom rules never default to a net: a net is
/// trained on one preset's games.
pub fn default_for(rules: &Rules) -> Option<Arc<Network>> {
    let preset = Preset::ALL.into_iter().find(|p| p.rules() == *rules)?;
    if NET_DEFAULT.contains(&preset) {
        shipped(preset)
    } else {
        None
    }
}

/// Which evaluation an engine uses.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Evaluation {
    /// What the game's preset ships as its default: its net where that won
    /// its match ([`NET_DEFAULT`]), else the hand-written evaluation.
    #[default]
    Default,
    /// The hand-written evaluation (with the engine's weights).
    Handwritten,
    /// This net.
    Net(Arc<Network>),
}

impl Evaluation {
    /// The net to evaluate `rules` with, or `None` for the hand-written
    /// evaluation.
    pub fn net_for(&self, rules: &Rules) -> Option<Arc<Network>> {
        match self {
            Evaluation::Default => default_for(rules),
            Evaluation::Handwritten => None,
            Evaluation::Net(net) => Some(Arc::clone(net)),
        }
    }
}

#[cfg(test)]
mod tests;
