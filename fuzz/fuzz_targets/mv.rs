//! `Move::from_str` and `Square::from_str`: no panic; parse → Display →
//! parse gives the same value; a move's squares are distinct and on a line.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tablut_core::{Move, Square};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match text.parse::<Move>() {
        Ok(m) => {
            let printed = m.to_string();
            assert_eq!(
                printed.parse::<Move>().unwrap(),
                m,
                "{text:?} -> {printed:?}"
            );
            assert_ne!(m.from(), m.to());
            assert!(m.from().file() == m.to().file() || m.from().rank() == m.to().rank());
            assert_eq!(Move::new(m.from(), m.to()), Some(m));
            assert_eq!(printed, format!("{}-{}", m.from(), m.to()));
        }
        Err(e) => assert!(e.to_string().contains("move"), "{e}"),
    }
    match text.parse::<Square>() {
        Ok(sq) => {
            assert_eq!(sq.to_string().parse::<Square>().unwrap(), sq);
            assert_eq!(sq.to_string(), text.to_ascii_lowercase());
        }
        Err(e) => assert!(e.to_string().contains("square"), "{e}"),
    }
});
