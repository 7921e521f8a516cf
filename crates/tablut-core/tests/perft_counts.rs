//! Perft counts from the start of every preset, and of other rule sets
//! named as variants, read from `tests/data/perft.txt`.
//!
//! Depths 1–4 are checked with bulk counting ([`perft::perft`]) and depths
//! 1–3 also with [`perft::perft_full`], which makes every move. The Ashton
//! presets have counts to depth 3 only (ASHTON.md §1). Depth 5
//! (about 1.6e9 leaves for `cartier`, a few seconds per rule set in release)
//! is an ignored test, shown as skipped; CI runs it with
//! `cargo test --workspace -- --include-ignored`.

use tablut_core::notation::{read_rules, OPENTAFL_FOTEVIKEN};
use tablut_core::{perft, Game, Preset, Setup, Variant};

const DATA: &str = include_str!("data/perft.txt");

/// (rule set, depth, nodes) for every line of the data file.
fn entries() -> Vec<(Variant, u32, u64)> {
    DATA.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            assert_eq!(f.len(), 3, "bad perft line '{l}'");
            let variant: Variant = f[0].parse().unwrap_or_else(|e| panic!("'{l}': {e}"));
            // The name must be the canonical one, so that every line of a
            // rule set is found under the same name.
            assert_eq!(variant.to_string(), f[0], "'{l}'");
            (variant, f[1].parse().unwrap(), f[2].parse().unwrap())
        })
        .collect()
}

/// The deepest perft count the data file holds for `p`: 5 for every
/// preset (the Ashton presets' published counts, ASHTON.md §1, stop at 3;
/// depths 4 and 5 are tablut's own, depth 4 confirmed by the model).
fn deepest(_p: Preset) -> u32 {
    5
}

#[test]
fn the_data_file_covers_every_preset_to_its_depth() {
    let e = entries();
    for p in Preset::ALL {
        let v = Variant::preset(p);
        let mut depths: Vec<u32> = e.iter().filter(|x| x.0 == v).map(|x| x.1).collect();
        depths.sort_unstable();
        let want: Vec<u32> = (1..=deepest(p)).collect();
        assert_eq!(depths, want, "{p}");
    }
    // Counts grow with depth.
    for w in e.windows(2) {
        if w[0].0 == w[1].0 {
            assert!(w[1].2 > w[0].2, "{:?} then {:?}", w[0], w[1]);
        }
    }
}

#[test]
fn the_foteviken_lines_are_opentafls_foteviken() {
    let start = Setup::start(tablut_core::Side::Attackers).board_record();
    let (rules, _) = read_rules(&format!("{OPENTAFL_FOTEVIKEN} start:{start}")).unwrap();
    let named = Variant::from_rules(rules);
    let depths: Vec<u32> = entries()
        .iter()
        .filter(|x| x.0 == named)
        .map(|x| x.1)
        .collect();
    assert_eq!(depths, [1, 2, 3, 4, 5], "{named}");
}

#[test]
fn perft_bulk_to_depth_4_and_full_to_depth_3() {
    for (preset, depth, nodes) in entries() {
        if depth > 4 {
            continue;
        }
        let mut game = Game::start(preset.rules);
        assert_eq!(
            perft::perft(&mut game, depth),
            nodes,
            "{preset} perft({depth})"
        );
        if depth <= 3 {
            assert_eq!(
                perft::perft_full(&mut game, depth),
                nodes,
                "{preset} perft_full({depth})"
            );
        }
        if depth >= 2 {
            let split: u64 = perft::divide(&mut game, depth).iter().map(|(_, n)| n).sum();
            assert_eq!(split, nodes, "{preset} divide({depth})");
        }
        assert!(game.is_empty(), "perft left moves on the game");
    }
}

#[test]
#[ignore = "slow (about a minute): depth-5 counts; CI runs it with --include-ignored"]
fn perft_depth_5() {
    for (preset, depth, nodes) in entries() {
        let mut game = Game::start(preset.rules);
        if depth == 4 {
            // Every move made and judged, against the same data.
            assert_eq!(
                perft::perft_full(&mut game, depth),
                nodes,
                "{preset} perft_full(4)"
            );
        }
        if depth == 5 {
            assert_eq!(
                perft::perft(&mut game, depth),
                nodes,
                "{preset} perft({depth})"
            );
        }
    }
}
