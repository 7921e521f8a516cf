//! `notation::read_rules`: no panic; what reads writes back to a record
//! that reads to the same rules and start (read → write → read is exact).
#![no_main]

use libfuzzer_sys::fuzz_target;
use tablut_core::notation::{read_rules, write_rules};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match read_rules(text) {
        Ok((rules, setup)) => {
            assert_eq!(setup.side_to_move, rules.first);
            let written = write_rules(&rules, &setup);
            let (again, setup2) = read_rules(&written).expect("written rules read back");
            assert_eq!(setup2, setup);
            assert_eq!(again, rules, "{text:?} -> {written:?}");
            assert_eq!(write_rules(&again, &setup2), written);
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
});
