//! `Variant::from_str` and `Rules::apply`: no panic; parse → Display →
//! parse gives the same variant; a refused change leaves the rules alone.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tablut_core::{Rules, Variant};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match text.parse::<Variant>() {
        Ok(v) => {
            let printed = v.to_string();
            let again: Variant = printed.parse().expect("a printed variant parses");
            assert_eq!(again, v, "{text:?} -> {printed:?}");
            assert_eq!(again.to_string(), printed);
            // The nearest preset names the same rules too.
            let near = Variant::from_rules(v.rules);
            assert_eq!(near.to_string().parse::<Variant>().unwrap().rules, v.rules);
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
    let mut r = Rules::CARTIER;
    if let Err(e) = r.apply(text) {
        assert!(!e.to_string().is_empty());
        assert_eq!(r, Rules::CARTIER, "a refused change altered the rules");
    }
});
