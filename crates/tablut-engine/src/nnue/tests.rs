use super::*;
use tablut_core::{Game, Move, Preset};

/// A net with small pseudo-random weights (a fixed linear congruential
/// sequence): enough to tell features apart.
/// A net and the float weights it was quantised from.
type NetAndFloats = (Network, Vec<f32>, Vec<f32>, [[f32; HIDDEN]; 2], [f32; 2]);

fn random_net(seed: u64) -> NetAndFloats {
    let mut x = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
    let mut next = move || {
        x = x
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((x >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
    };
    let w1: Vec<f32> = (0..INPUTS * HIDDEN).map(|_| next() * 0.5).collect();
    let b1: Vec<f32> = (0..HIDDEN).map(|_| next() * 0.5 + 0.3).collect();
    let w2 = [
        std::array::from_fn(|_| next() * 2.0),
        std::array::from_fn(|_| next() * 2.0),
    ];
    let b2 = [next() * 0.1, next() * 0.1];
    let net = Network::quantise(&w1, &b1, &w2, b2, 300.0);
    (net, w1, b1, w2, b2)
}

fn some_positions(seed: u64, plies: usize) -> Vec<Position> {
    let mut game = Game::start(Preset::Ludoteka.rules());
    let mut x = seed;
    let mut out = vec![*game.position()];
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() || game.outcome().is_over() {
            break;
        }
        x = x
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let mv = moves[(x >> 33) as usize % moves.len()];
        game.push_unchecked(mv);
        out.push(*game.position());
    }
    out
}

/// The float network `y = scale × (w2 · clamp(b1 + Σ w1, 0, 1) + b2)`.
fn float_eval(
    p: &Position,
    w1: &[f32],
    b1: &[f32],
    w2: &[[f32; HIDDEN]; 2],
    b2: [f32; 2],
    scale: f32,
) -> f32 {
    let f = features(p);
    let s = side_index(p.side_to_move());
    let mut y = b2[s];
    for i in 0..HIDDEN {
        let h: f32 = b1[i] + f.iter().map(|&f| w1[f * HIDDEN + i]).sum::<f32>();
        y += h.clamp(0.0, 1.0) * w2[s][i];
    }
    (y * scale).clamp(-EVAL_LIMIT as f32, EVAL_LIMIT as f32)
}

#[test]
fn integer_inference_matches_a_float_reference() {
    let (net, w1, b1, w2, b2) = random_net(7);
    // The quantised weights read back as floats: integer inference must
    // give what floats give on them, but for the final rounding.
    let dq1: Vec<f32> = net.w1.iter().map(|&w| f32::from(w) / QA as f32).collect();
    let dqb1: Vec<f32> = net.b1.iter().map(|&w| f32::from(w) / QA as f32).collect();
    let dq2 = [0, 1].map(|s| net.w2[s].map(|w| f32::from(w) / QB as f32));
    let dqb2 = [0, 1].map(|s| net.b2[s] as f32 / (QA * QB) as f32);
    for p in some_positions(3, 60) {
        let got = net.evaluate(&p) as f32;
        let exact = float_eval(&p, &dq1, &dqb1, &dq2, dqb2, 300.0);
        assert!((got - exact).abs() <= 1.5, "{got} vs {exact} at {p:?}");
        // And the quantisation itself costs little against the weights it
        // came from.
        let original = float_eval(&p, &w1, &b1, &w2, b2, 300.0);
        assert!(
            (got - original).abs() <= 20.0 + 0.02 * original.abs(),
            "{got} vs {original} at {p:?}"
        );
    }
}

#[test]
fn bytes_round_trip() {
    let (net, ..) = random_net(1);
    let bytes = net.to_bytes();
    assert_eq!(Network::from_bytes(&bytes).unwrap(), net);
}

#[test]
fn a_net_records_the_preset_that_trained_it() {
    let (net, ..) = random_net(1);
    assert_eq!(net.preset(), None);
    assert_eq!(net.rules_mismatch(&Preset::Cartier.rules()), None);
    let net = net.trained_for(Preset::Brainking);
    let back = Network::from_bytes(&net.to_bytes()).unwrap();
    assert_eq!(back.preset(), Some(Preset::Brainking));
    assert_eq!(back.rules_mismatch(&Preset::Brainking.rules()), None);
    let why = back.rules_mismatch(&Preset::Ludoteka.rules()).unwrap();
    assert_eq!(
        why,
        "the net was trained on brainking games, but these games are played under ludoteka rules"
    );
    for preset in Preset::ALL {
        assert_eq!(shipped(preset).unwrap().preset(), Some(preset));
    }
}

#[test]
fn malformed_files_are_errors() {
    let (net, ..) = random_net(2);
    let good = net.to_bytes();
    assert_eq!(Network::from_bytes(b"hello"), Err(NetError::Magic));
    assert_eq!(Network::from_bytes(&[]), Err(NetError::Magic));
    let mut v = good.clone();
    v[4] = 9;
    assert_eq!(Network::from_bytes(&v), Err(NetError::Version(9)));
    let mut v = good.clone();
    v[8] = 32;
    assert!(matches!(
        Network::from_bytes(&v),
        Err(NetError::Shape { hidden: 32, .. })
    ));
    assert!(matches!(
        Network::from_bytes(&good[..good.len() - 1]),
        Err(NetError::Length { .. })
    ));
    let mut v = good.clone();
    v[100] ^= 1;
    assert!(matches!(
        Network::from_bytes(&v),
        Err(NetError::Checksum { .. })
    ));
    // A well-formed file whose rows could overflow the accumulator.
    let mut big = net.clone();
    big.w1[5] = 30_000;
    let e = Network::from_bytes(&big.to_bytes()).unwrap_err();
    assert!(matches!(e, NetError::Range(_)), "{e}");
    assert!(e.to_string().contains("hidden unit 5"), "{e}");
}

#[test]
fn the_shipped_nets_load() {
    for preset in Preset::ALL {
        if let Some(net) = shipped(preset) {
            let p = Position::start(preset.rules());
            assert!(net.evaluate(&p).abs() <= EVAL_LIMIT);
        }
    }
    assert!(shipped(Preset::Ludoteka).is_some());
}

#[test]
fn default_is_the_net_only_where_it_won() {
    for preset in Preset::ALL {
        let net = Evaluation::Default.net_for(&preset.rules());
        assert_eq!(
            net.is_some(),
            NET_DEFAULT.contains(&preset),
            "{}",
            preset.name()
        );
    }
    assert!(Evaluation::Handwritten.net_for(&Rules::LUDOTEKA).is_none());
}

mod incremental {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// After any line of moves, captures included, the accumulator
        /// updated move by move equals one computed afresh; and taking the
        /// moves back returns to the stored ones.
        #[test]
        fn updates_equal_a_refresh(seed in any::<u64>(), preset in 0usize..6, plies in 1usize..120) {
            let (net, ..) = random_net(seed ^ 0x5eed);
            let preset = Preset::ALL[preset];
            let mut game = Game::start(preset.rules());
            let mut stack = vec![net.refresh(game.position())];
            let mut x = seed | 1;
            let mut captures = 0;
            for _ in 0..plies {
                let moves = game.legal_moves();
                if moves.is_empty() || game.outcome().is_over() {
                    break;
                }
                x ^= x << 13; x ^= x >> 7; x ^= x << 17;
                // Captures first when there are any, so lines have many.
                let capture_squares = game.position().capture_squares();
                let capturing: Vec<Move> = moves.iter().copied().filter(|m| capture_squares.contains(m.to())).collect();
                let mv = if !capturing.is_empty() && x % 2 == 0 {
                    capturing[(x >> 8) as usize % capturing.len()]
                } else {
                    moves[(x >> 8) as usize % moves.len()]
                };
                let before = *game.position();
                let effect = game.push_unchecked(mv);
                captures += effect.captures.count();
                let next = net.update(stack.last().unwrap(), &before, game.position());
                prop_assert_eq!(next, net.refresh(game.position()));
                stack.push(next);
            }
            let _ = captures;
            while stack.len() > 1 {
                stack.pop();
                game.pop();
                prop_assert_eq!(*stack.last().unwrap(), net.refresh(game.position()));
            }
        }
    }
}
