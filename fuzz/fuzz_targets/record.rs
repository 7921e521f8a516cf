//! `notation::read_record`: no panic; a record that reads writes back to a
//! record that reads to the same variant, moves, position and outcome.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tablut_core::notation::{read_record, write_record};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let rec = match read_record(text) {
        Ok(r) => r,
        Err(e) => {
            assert!(!e.to_string().is_empty());
            return;
        }
    };
    let written = write_record(&rec.game, &rec.variant, &[]);
    let back = read_record(&written).unwrap_or_else(|e| panic!("{written}\nreads back as: {e}"));
    assert_eq!(back.variant, rec.variant);
    assert_eq!(
        back.game.moves().collect::<Vec<_>>(),
        rec.game.moves().collect::<Vec<_>>()
    );
    assert_eq!(back.game.start_position(), rec.game.start_position());
    assert_eq!(back.game.position(), rec.game.position());
    assert_eq!(back.game.outcome(), rec.game.outcome());
    assert_eq!(write_record(&back.game, &back.variant, &[]), written);
});
