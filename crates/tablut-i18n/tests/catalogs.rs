//! Every catalog is complete and every message is used: a message missing
//! from any language, a message no code or page uses, or a message whose
//! arguments differ from the English one fails here, with its name.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use tablut_i18n::{browser_catalog, Lang};

fn locales() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("locales")
}

fn catalog(code: &str) -> String {
    std::fs::read_to_string(locales().join(format!("{code}.ftl"))).unwrap()
}

/// Every message with its arguments, through the browser compiler (which
/// also proves the pages can show each message).
fn arguments(code: &str) -> BTreeMap<String, BTreeSet<String>> {
    tablut_i18n::browser::arguments(&catalog(code)).unwrap_or_else(|e| panic!("{code}.ftl: {e}"))
}

#[test]
fn six_languages_at_least() {
    let codes: Vec<&str> = Lang::all().map(Lang::code).collect();
    for code in ["en", "es", "ca", "nl", "it", "sv"] {
        assert!(codes.contains(&code), "{code} is missing: {codes:?}");
    }
}

#[test]
fn every_catalog_parses_without_errors() {
    for lang in Lang::all() {
        let text = catalog(lang.code());
        if let Err((_, errors)) = fluent_syntax::parser::parse(text.as_str()) {
            panic!("{}.ftl: {errors:?}", lang.code());
        }
    }
}

#[test]
fn every_language_has_every_message_with_the_same_arguments() {
    let english = arguments("en");
    let mut problems = Vec::new();
    for lang in Lang::all().filter(|l| l.code() != "en") {
        let own = arguments(lang.code());
        for (key, args) in &english {
            match own.get(key) {
                None => problems.push(format!("{}: {key} is missing", lang.code())),
                Some(a) if a != args => problems.push(format!(
                    "{}: {key} uses {a:?}, English uses {args:?}",
                    lang.code()
                )),
                Some(_) => {}
            }
        }
        for key in own.keys().filter(|k| !english.contains_key(*k)) {
            problems.push(format!(
                "{}: {key} is not in the English catalog",
                lang.code()
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn no_language_leaves_a_message_in_english() {
    // Words that stay the same in every language: names, and messages
    // made only of arguments and punctuation.
    let same_everywhere = |key: &str, text: &str| {
        key.starts_with("alert-raichi")
            || key.starts_with("alert-tuichi") && !key.ends_with("meaning")
            || key.starts_with("number-")
            || key == "language-name"
            || !text.chars().any(char::is_alphabetic)
            || text.split_whitespace().count() <= 1
    };
    let english = Lang::english();
    let mut problems = Vec::new();
    for lang in Lang::all().filter(|l| l.code() != "en") {
        for key in arguments("en").keys() {
            let mine = lang.t(key);
            let theirs = english.t(key);
            if mine == theirs && !same_everywhere(key, &theirs) {
                problems.push(format!("{}: {key} is still English: {mine}", lang.code()));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The project's sources that may use a message.
fn sources() -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut text = String::new();
    let mut stack = vec![root.join("crates")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            if path.is_dir() {
                if name != "target" && name != "node_modules" && name != "locales" {
                    stack.push(path);
                }
            } else if [".rs", ".js", ".html"].iter().any(|x| name.ends_with(x))
                && !path.ends_with("tablut-i18n/tests/catalogs.rs")
            {
                text.push_str(&std::fs::read_to_string(&path).unwrap_or_default());
                text.push('\n');
            }
        }
    }
    text
}

#[test]
fn every_message_is_used() {
    let sources = sources();
    let generated: BTreeSet<String> = tablut_i18n::game_text::generated_keys()
        .into_iter()
        .collect();
    // Messages only other messages refer to, and the catalog's own
    // settings.
    let internal = ["language-name", "number-decimal", "number-group"];
    let unused: Vec<String> = arguments("en")
        .into_keys()
        .filter(|k| !generated.contains(k) && !internal.contains(&k.as_str()))
        .filter(|k| {
            // A key in code ("key" or 'key') or in a page ({{key}}).
            !sources.contains(&format!("\"{k}\""))
                && !sources.contains(&format!("'{k}'"))
                && !sources.contains(&format!("{{{{{k}}}}}"))
        })
        .collect();
    assert!(unused.is_empty(), "messages nothing uses: {unused:?}");
}

#[test]
fn the_pages_get_every_message_in_their_language() {
    for lang in Lang::all() {
        let c = browser_catalog(lang);
        assert_eq!(c["lang"], lang.code());
        let messages = c["messages"].as_object().unwrap();
        assert_eq!(messages.len(), arguments("en").len(), "{}", lang.code());
        assert_eq!(
            c["languages"].as_array().unwrap().len(),
            Lang::all().count()
        );
    }
}
