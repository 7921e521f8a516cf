//! An error printed as a chain (anyhow's `{:#}`: each message, then its
//! `source()`'s, joined by ": ") says each thing once. Core's errors put
//! their cause in their own message, so none may expose it again as a
//! source.

use std::error::Error;

use tablut_core::notation::{read_record, read_rules};
use tablut_core::{Move, Setup, Variant};

/// The chain as anyhow's `{:#}` prints it.
fn chain(e: &dyn Error) -> String {
    let mut text = e.to_string();
    let mut next = e.source();
    while let Some(s) = next {
        text.push_str(": ");
        text.push_str(&s.to_string());
        next = s.source();
    }
    text
}

/// Fails when some part of the chain is printed twice.
fn said_once(e: &dyn Error) {
    let printed = chain(e);
    let mut next = e.source();
    while let Some(s) = next {
        let part = s.to_string();
        assert_eq!(
            printed.matches(&part).count(),
            1,
            "'{part}' is printed twice in: {printed}"
        );
        next = s.source();
    }
    assert_eq!(printed, e.to_string(), "core errors carry no source");
}

#[test]
fn record_errors_say_their_cause_once() {
    let rules_bad_start = "[rules:dim:9 start:/3ttx3/]\n\n1. e3-h3\n";
    for text in [
        // The example of issue 11: `ply 7 (d9-d1): d9-d1: the way is
        // blocked …: d9-d1: the way is blocked …`.
        "[variant:ludoteka]\n\n1. e3-h3 d1-d3\n2. h3-h2 e1-e3\n",
        "[variant:ludoteka:king_armed=perhaps]\n\n1. e3-h3\n",
        "[variant:ludoteka]\n[position:/0009/]\n\n1. e3-h3\n",
        "[variant:ludoteka]\n[position:/9/9/9/9/9/9/9/9/9/]\n\n",
        rules_bad_start,
        "[variant:ludoteka]\n[termination:sulking]\n\n",
    ] {
        let e = read_record(text).unwrap_err();
        said_once(&e);
    }
    let e = read_record("[variant:ludoteka]\n\n1. e3-h3 d1-d3\n2. h3-h2 e1-e3\n").unwrap_err();
    assert_eq!(
        e.to_string().matches("the way is blocked").count(),
        1,
        "{e}"
    );
}

#[test]
fn parse_errors_say_their_cause_once() {
    said_once(&"e0-e3".parse::<Move>().unwrap_err());
    said_once(&read_rules("dim:9 start:/3ttx3/").unwrap_err());
    said_once(&"/0009/9/9/9/4K4/9/9/9/9/ d".parse::<Setup>().unwrap_err());
    said_once(&"ludoteka:nonsense=1".parse::<Variant>().unwrap_err());
}
