//! Every text parser of the crate, fed arbitrary strings, strings drawn
//! from its own alphabet, and valid texts with random edits: none may
//! panic, and every error must say, in words, what is wrong.

use proptest::prelude::*;
use tablut_core::notation::{read_record, read_rules, write_record, write_rules};
use tablut_core::{Game, Move, Position, Preset, Rules, Setup, Side, Square, Variant};

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

const START_RECORD: &str = "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/ d";

/// Characters the parsers care about, plus a few they should refuse.
const ALPHABET: &[char] = &[
    '/', 't', 'T', 'K', 'k', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', ' ', 'a', 'd', '\n',
    '-', 'x', 'e', 'i', 'j', '+', '[', ']', ':', '=', ',', '.', '|', 'é', '\t', 'c', 'n', 'y',
];

fn alphabet_string(max: usize) -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(ALPHABET), 0..max)
        .prop_map(|v| v.into_iter().collect())
}

/// Any string: arbitrary Unicode, or the parsers' own alphabet.
fn input() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        alphabet_string(120),
        "[a-k][0-9]{0,2}-[a-k][0-9]{0,2}"
    ]
}

#[derive(Clone, Debug)]
enum Edit {
    Insert(usize, char),
    Delete(usize),
    Replace(usize, char),
    Duplicate(usize, usize),
}

fn edits() -> impl Strategy<Value = Vec<Edit>> {
    let ch = prop_oneof![prop::sample::select(ALPHABET), any::<char>()];
    let edit = prop_oneof![
        (any::<usize>(), ch.clone()).prop_map(|(i, c)| Edit::Insert(i, c)),
        any::<usize>().prop_map(Edit::Delete),
        (any::<usize>(), ch).prop_map(|(i, c)| Edit::Replace(i, c)),
        (any::<usize>(), 0usize..20).prop_map(|(i, n)| Edit::Duplicate(i, n)),
    ];
    prop::collection::vec(edit, 1..6)
}

/// `text` with `edits` applied (positions taken modulo the length).
fn mutate(text: &str, edits: &[Edit]) -> String {
    let mut c: Vec<char> = text.chars().collect();
    for e in edits {
        let n = c.len();
        match *e {
            Edit::Insert(i, ch) => c.insert(i % (n + 1), ch),
            Edit::Delete(i) if n > 0 => {
                c.remove(i % n);
            }
            Edit::Replace(i, ch) if n > 0 => c[i % n] = ch,
            Edit::Duplicate(i, len) if n > 0 => {
                let start = i % n;
                let end = (start + len).min(n);
                let piece: Vec<char> = c[start..end].to_vec();
                c.splice(start..start, piece);
            }
            _ => {}
        }
    }
    c.into_iter().collect()
}

/// Error text must be a sentence, name the problem, and be free of
/// unformatted placeholders.
fn check_message(
    what: &str,
    input: &str,
    msg: &str,
    keywords: &[&str],
) -> Result<(), TestCaseError> {
    prop_assert!(
        !msg.trim().is_empty(),
        "{}: empty error for {:?}",
        what,
        input
    );
    prop_assert!(
        msg.len() >= 10,
        "{}: terse error {:?} for {:?}",
        what,
        msg,
        input
    );
    let lower = msg.to_lowercase();
    prop_assert!(
        keywords.iter().any(|k| lower.contains(k)),
        "{}: error {:?} for {:?} names none of {:?}",
        what,
        msg,
        input,
        keywords
    );
    Ok(())
}

fn check_setup(s: &str) -> Result<(), TestCaseError> {
    match s.parse::<Setup>() {
        Ok(setup) => {
            // What parses prints canonically and reads back the same.
            let text = setup.to_string();
            prop_assert_eq!(text.parse::<Setup>().unwrap(), setup.clone());
            for p in Preset::ALL {
                if let Err(e) = Position::from_setup(&setup, p.rules()) {
                    check_message(
                        "position",
                        s,
                        &e.to_string(),
                        &[
                            "king",
                            "attackers",
                            "defenders",
                            "throne",
                            "corner",
                            "escape",
                        ],
                    )?;
                }
            }
        }
        Err(e) => check_message(
            "setup",
            s,
            &e.to_string(),
            &["position", "row", "rank", "side", "record", "piece"],
        )?,
    }
    let side = Side::Attackers;
    if let Err(e) = Setup::from_board_record(s, side) {
        check_message(
            "board record",
            s,
            &e.to_string(),
            &["position", "row", "rank", "record", "piece"],
        )?;
    }
    if let Err(e) = Setup::from_grid(s, side) {
        check_message("grid", s, &e.to_string(), &["grid", "line"])?;
    }
    Ok(())
}

fn check_move_and_square(s: &str) -> Result<(), TestCaseError> {
    match s.parse::<Move>() {
        Ok(m) => prop_assert_eq!(m.to_string().parse::<Move>().unwrap(), m),
        Err(e) => check_message("move", s, &e.to_string(), &["move"])?,
    }
    match s.parse::<Square>() {
        Ok(sq) => prop_assert_eq!(sq.to_string(), s.to_ascii_lowercase()),
        Err(e) => {
            let msg = e.to_string();
            check_message("square", s, &msg, &["square"])?;
            // It quotes (the start of) what it was given.
            let quoted: String = s.chars().take(16).collect();
            prop_assert!(
                msg.contains(&quoted),
                "{:?} does not quote {:?}",
                msg,
                quoted
            );
        }
    }
    Ok(())
}

fn check_variant_and_rules(s: &str) -> Result<(), TestCaseError> {
    match s.parse::<Variant>() {
        Ok(v) => prop_assert_eq!(v.to_string().parse::<Variant>().unwrap(), v),
        Err(e) => check_message("variant", s, &e.to_string(), &["rule", "value"])?,
    }
    let mut r = Rules::LUDOTEKA;
    match r.apply(s) {
        Ok(()) => {}
        Err(e) => {
            check_message("rule change", s, &e.to_string(), &["rule", "value"])?;
            prop_assert_eq!(r, Rules::LUDOTEKA, "a refused change altered the rules");
        }
    }
    match read_rules(s) {
        Ok((rules, setup)) => check_otn_round_trip(&rules, &setup)?,
        Err(e) => check_message("otn rules", s, &e.to_string(), &["rules", "position"])?,
    }
    Ok(())
}

/// What `read_rules` reads, `write_rules` writes back to a record that
/// reads to the same rules and start.
fn check_otn_round_trip(rules: &Rules, setup: &Setup) -> Result<(), TestCaseError> {
    prop_assert_eq!(setup.side_to_move, rules.first);
    let written = write_rules(rules, setup);
    let (again, setup2) = read_rules(&written).unwrap();
    prop_assert_eq!(&setup2, setup);
    prop_assert_eq!(&again, rules, "{}", written);
    Ok(())
}

/// Entries of OpenTafl rules records that tablut reads.
const OTN_ENTRIES: &[&str] = &[
    "esc:c",
    "esc:e",
    "atkf:y",
    "atkf:n",
    "tfr:d",
    "tfr:i",
    "tfr:w",
    "ka:y",
    "ka:n",
    "ka:a",
    "ka:h",
    "ks:s",
    "ks:y",
    "ks:m",
    "ks:c",
    "ks:w",
    "cor:",
    "cor:a1,a9,i1,i9",
    "cor:default",
    "cen:",
    "cen:e5",
    "corh:",
    "corh:tT",
    "corh:tTK",
    "corh:K",
    "cors:",
    "cors:K",
    "cors:tTK",
    "corp:K",
    "cenh:",
    "cenh:t",
    "cenh:T",
    "cenhe:",
    "cenhe:K",
    "cenhe:tTK",
    "cenp:",
    "cenp:tTK",
    "cens:",
    "cens:K",
    "cenre:",
    "cenre:K",
    "linc:y",
    "linc:n",
    "name:Tablut",
    "surf:n",
    "kj:n",
    "sw:n",
    "efe:n",
    "ber:n",
    "spd:-1",
    "afor:",
    "dim:9",
    "dim:11",
    "start:/9/9/9/9/4K4/9/9/9/9/",
    "starti:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/",
];

fn check_record(s: &str) -> Result<(), TestCaseError> {
    match read_record(s) {
        Ok(rec) => {
            // A record that reads writes back to one that replays the same.
            let text = write_record(&rec.game, &rec.variant, &[]);
            let back = read_record(&text).unwrap_or_else(|e| panic!("{text}\n{e}"));
            prop_assert_eq!(back.variant, rec.variant);
            prop_assert_eq!(
                back.game.moves().collect::<Vec<_>>(),
                rec.game.moves().collect::<Vec<_>>()
            );
            prop_assert_eq!(*back.game.position(), *rec.game.position());
        }
        Err(e) => check_message(
            "record",
            s,
            &e.to_string(),
            &["tag", "rules", "position", "turn", "ply"],
        )?,
    }
    Ok(())
}

/// A record of a short game, to mutate.
fn sample_record(preset: usize, picks: &[u8]) -> String {
    let variant = Variant::preset(Preset::ALL[preset % 4]);
    let mut game = Game::start(variant.rules);
    for p in picks {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[*p as usize % moves.len()]).unwrap();
    }
    write_record(&game, &variant, &[("event", "fuzz")])
}

proptest! {
    #![proptest_config(config(512))]

    #[test]
    fn setup_parsers_never_panic(s in input()) {
        check_setup(&s)?;
    }

    #[test]
    fn move_and_square_parsers_never_panic(s in input()) {
        check_move_and_square(&s)?;
    }

    #[test]
    fn variant_and_rules_parsers_never_panic(s in input()) {
        check_variant_and_rules(&s)?;
    }

    #[test]
    fn record_reader_never_panics(s in input()) {
        check_record(&s)?;
    }

    #[test]
    fn edited_setups_never_panic(e in edits()) {
        check_setup(&mutate(START_RECORD, &e))?;
    }

    #[test]
    fn edited_moves_and_variants_never_panic(e in edits(), preset in 0usize..4) {
        check_move_and_square(&mutate("e3-e1", &e))?;
        check_move_and_square(&mutate("e5", &e))?;
        let v = format!("{}:king_armed=false,repetition=vary,must_vary=any", Preset::ALL[preset]);
        check_variant_and_rules(&mutate(&v, &e))?;
        check_variant_and_rules(&mutate("throne_crossable=no", &e))?;
    }

    #[test]
    fn edited_otn_rules_never_panic(e in edits(), preset in 0usize..4) {
        let rules = Preset::ALL[preset].rules();
        let text = write_rules(&rules, &Setup::start(rules.first));
        check_variant_and_rules(&mutate(&text, &e))?;
    }
}

proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn otn_rules_built_from_real_entries_round_trip(
        entries in prop::collection::vec(prop::sample::select(OTN_ENTRIES), 0..10),
    ) {
        let text = format!(
            "dim:9 {} start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/",
            entries.join(" ")
        );
        check_variant_and_rules(&text)?;
        if let Ok((rules, setup)) = read_rules(&text) {
            check_otn_round_trip(&rules, &setup)?;
        }
    }

    #[test]
    fn edited_records_never_panic(
        e in edits(),
        preset in 0usize..4,
        picks in prop::collection::vec(any::<u8>(), 0..30),
    ) {
        let text = sample_record(preset, &picks);
        check_record(&text)?;
        check_record(&mutate(&text, &e))?;
    }
}

#[test]
fn known_bad_inputs_are_refused_with_reasons() {
    for s in [
        "",
        " ",
        "/",
        "//",
        "/9/9/9/9/9/9/9/9/9/",
        "/9/9/9/9/9/9/9/9/9/ q",
        "/é/ d",
    ] {
        let e = s.parse::<Setup>().unwrap_err().to_string();
        assert!(!e.is_empty(), "{s:?}");
    }
    for s in ["", "-", "e5-", "-e5", "e5-e5", "a1-b2", "e10-e1", "é5-e1"] {
        assert!(s.parse::<Move>().is_err(), "{s:?}");
    }
    for s in [
        "",
        ":",
        "ludoteka:",
        "ludoteka:x",
        "ludoteka:king_armed=",
        "ludoteka:=true",
    ] {
        if let Err(e) = s.parse::<Variant>() {
            assert!(!e.to_string().is_empty());
        }
    }
    assert!("ludoteka:".parse::<Variant>().is_ok());
    for s in ["", "dim:9", "dim:", "start:/", "dim:9 start:/9/", "a b c"] {
        assert!(read_rules(s).is_err(), "{s:?}");
    }
    for s in [
        "",
        "[",
        "[variant:ludoteka]\n\n1. e3",
        "[variant:ludoteka]\n\n1. e3-e9",
    ] {
        assert!(read_record(s).is_err(), "{s:?}");
    }
}

/// Found by these tests and fixed: OpenTafl's
/// defaults, as `read_rules` applies them, give corner escape with
/// `king_corner_capture = true` and `king_edge_capture = false`;
/// `write_rules` writes that as `ks:m`, which `read_rules` reads as
/// `king_edge_capture = true`, so read → write → read changed the rules.
#[test]
fn otn_rules_round_trip_keeps_king_edge_capture_off() {
    let text = "dim:9 start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";
    let (rules, setup) = read_rules(text).unwrap();
    assert!(rules.king_corner_capture && !rules.king_edge_capture);
    let written = write_rules(&rules, &setup);
    let (again, _) = read_rules(&written).unwrap();
    assert_eq!(again, rules, "{written}");
}
