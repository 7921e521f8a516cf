//! `Setup::from_str` (and the position checks after it): no panic; what
//! parses prints canonically and parses back equal; a setup that is a legal
//! position under a preset becomes a position with the same text and a
//! consistent key, whose generated moves all pass `check_move`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tablut_core::{Position, Preset, Setup};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let setup = match text.parse::<Setup>() {
        Ok(s) => s,
        Err(e) => {
            assert!(!e.to_string().is_empty());
            return;
        }
    };
    let printed = setup.to_string();
    let again: Setup = printed.parse().expect("a printed setup parses");
    assert_eq!(again, setup, "{text:?} -> {printed:?}");
    assert_eq!(again.to_string(), printed);
    assert_eq!(
        Setup::from_grid(&setup.to_grid(), setup.side_to_move).unwrap(),
        setup
    );
    for p in Preset::ALL {
        match Position::from_setup(&setup, p.rules()) {
            Ok(pos) => {
                assert_eq!(pos.to_string(), printed);
                assert_eq!(pos.to_setup(), setup);
                assert_eq!(pos.key(), pos.compute_key());
                for m in pos.moves().iter() {
                    assert!(pos.check_move(*m).is_ok(), "{p}: {m} generated but refused");
                    let (child, _) = pos.play_unchecked(*m);
                    assert_eq!(
                        child.key(),
                        child.compute_key(),
                        "{p}: {m} leaves a stale key"
                    );
                }
            }
            Err(e) => assert!(!e.to_string().is_empty()),
        }
    }
});
