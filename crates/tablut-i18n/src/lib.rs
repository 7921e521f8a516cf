//! The players' languages. Every text a player reads, in the terminal or
//! in the browser, comes from one Project Fluent catalog per language,
//! `locales/CODE.ftl`, compiled into the program: adding a language is
//! adding its file and nothing else (the build finds it; the test
//! `tests/catalogs.rs` checks that it has every message of the English
//! catalog, with the same arguments).
//!
//! - [`Lang`] is a language; [`Lang::negotiate`] chooses one from an HTTP
//!   `Accept-Language`, [`Lang::from_env`] from `LC_ALL`/`LC_MESSAGES`/
//!   `LANG`.
//! - [`Lang::t`] and [`Lang::tr`] give a message, with [`Args`];
//!   plurals follow the language's rules (CLDR, through Fluent), numbers
//!   are written with the language's separators.
//! - [`browser_catalog`] gives a language's messages to the pages, as
//!   JSON the page's small formatter reads: the browser never keeps a
//!   second copy of the texts.
//! - [`game_text`] says the rules library's facts (sides, how a game
//!   ended, each rule's meaning) in a language.

pub mod browser;
pub mod game_text;
mod message;
pub mod numbers;

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

pub use browser::browser_catalog;
pub use message::{Arg, Message};

include!(concat!(env!("OUT_DIR"), "/catalogs.rs"));

/// The language every catalog is checked against, and the one used when
/// nothing else is asked for.
pub const ENGLISH: &str = "en";

/// A language tablut speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lang(usize);

struct Catalog {
    code: &'static str,
    bundle: FluentBundle<FluentResource>,
}

fn catalogs() -> &'static [Catalog] {
    static BUILT: OnceLock<Vec<Catalog>> = OnceLock::new();
    BUILT.get_or_init(|| {
        CATALOGS
            .iter()
            .map(|(code, text)| Catalog {
                code,
                bundle: bundle(code, text),
            })
            .collect()
    })
}

fn bundle(code: &str, text: &str) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = code.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks: the texts go to terminals and to
    // `textContent`, where the marks would show or break comparisons.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(numbers::format_value));
    // A catalog with a syntax error keeps the messages that parse; the
    // catalog test fails on the error, so none ships.
    let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
    let _ = bundle.add_resource(resource);
    bundle
}

/// The arguments of a message: `Args::new().num("count", 3).str("square", "e5")`.
#[derive(Default)]
pub struct Args<'a>(FluentArgs<'a>);

impl<'a> Args<'a> {
    /// No arguments.
    pub fn new() -> Args<'a> {
        Args(FluentArgs::new())
    }

    /// A text argument.
    pub fn str(mut self, name: &'a str, value: impl Into<String>) -> Args<'a> {
        self.0.set(name, FluentValue::from(value.into()));
        self
    }

    /// A number argument (chooses plural forms; written the language's
    /// way).
    pub fn num(mut self, name: &'a str, value: impl Into<f64>) -> Args<'a> {
        self.0.set(name, FluentValue::from(value.into()));
        self
    }
}

impl Lang {
    /// English.
    pub fn english() -> Lang {
        Lang::from_code(ENGLISH).expect("the English catalog ships")
    }

    /// Every language, in code order.
    pub fn all() -> impl Iterator<Item = Lang> {
        (0..catalogs().len()).map(Lang)
    }

    /// The language's code (`es`, `sv`).
    pub fn code(self) -> &'static str {
        catalogs()[self.0].code
    }

    /// The language's name in itself (`Español`), for menus.
    pub fn name(self) -> String {
        self.t("language-name")
    }

    /// The language of a code or locale: `es`, `es-ES`, `es_ES.UTF-8`
    /// and `ES` are Spanish. `None` for a language tablut does not speak.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary: String = code
            .trim()
            .split(['-', '_', '.', '@'])
            .next()?
            .to_ascii_lowercase();
        catalogs().iter().position(|c| c.code == primary).map(Lang)
    }

    /// The language an HTTP `Accept-Language` header prefers among those
    /// tablut speaks (by quality, then order); English when none.
    pub fn negotiate(accept_language: &str) -> Lang {
        let mut asked: Vec<(f32, usize, Lang)> = accept_language
            .split(',')
            .enumerate()
            .filter_map(|(order, item)| {
                let mut parts = item.split(';');
                let tag = parts.next()?.trim();
                let quality = parts
                    .filter_map(|p| p.trim().strip_prefix("q="))
                    .filter_map(|q| q.trim().parse::<f32>().ok())
                    .next()
                    .unwrap_or(1.0);
                let lang = if tag == "*" {
                    Some(Lang::english())
                } else {
                    Lang::from_code(tag)
                };
                lang.filter(|_| quality > 0.0).map(|l| (quality, order, l))
            })
            .collect();
        asked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        asked.first().map_or_else(Lang::english, |a| a.2)
    }

    /// The language of the environment, as the C library reads it:
    /// `LC_ALL`, then `LC_MESSAGES`, then `LANG`; English when unset,
    /// `C`/`POSIX`, or a language tablut does not speak.
    pub fn from_env() -> Lang {
        Lang::from_env_with(|name| std::env::var(name).ok())
    }

    /// [`from_env`](Self::from_env) with the variables read by `var`.
    pub fn from_env_with(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| var(name))
            .find(|value| !value.is_empty())
            .and_then(|value| Lang::from_code(&value))
            .unwrap_or_else(Lang::english)
    }

    /// The message `key`; English if this language lacks it (the catalog
    /// test forbids that), the key itself if no catalog has it.
    pub fn t(self, key: &str) -> String {
        self.format(key, None)
    }

    /// The message `key` with arguments.
    pub fn tr(self, key: &str, args: &Args) -> String {
        self.format(key, Some(&args.0))
    }

    /// Whether this language's catalog has the message `key`.
    pub fn has(self, key: &str) -> bool {
        catalogs()[self.0].bundle.has_message(key)
    }

    fn format(self, key: &str, args: Option<&FluentArgs>) -> String {
        let english = Lang::english();
        for lang in [self, english] {
            let bundle = &catalogs()[lang.0].bundle;
            if let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return bundle
                    .format_pattern(pattern, args, &mut errors)
                    .into_owned();
            }
        }
        key.to_string()
    }
}

impl Default for Lang {
    fn default() -> Lang {
        Lang::english()
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code tablut does not speak.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLang(pub String);

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let known: Vec<&str> = Lang::all().map(Lang::code).collect();
        write!(
            f,
            "unknown language '{}'; tablut speaks {}",
            self.0.chars().take(20).collect::<String>(),
            known.join(", ")
        )
    }
}

impl std::error::Error for UnknownLang {}

impl FromStr for Lang {
    type Err = UnknownLang;
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        Lang::from_code(s).ok_or_else(|| UnknownLang(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lang(code: &str) -> Lang {
        Lang::from_code(code).unwrap()
    }

    #[test]
    fn codes_and_locales() {
        assert_eq!(lang("es-ES").code(), "es");
        assert_eq!(lang("ca_ES.UTF-8").code(), "ca");
        assert_eq!(lang("SV").code(), "sv");
        assert!(Lang::from_code("xx").is_none());
        assert!("zz".parse::<Lang>().unwrap_err().to_string().contains("es"));
    }

    #[test]
    fn accept_language_by_quality_then_order() {
        assert_eq!(Lang::negotiate("nl-BE,nl;q=0.9,en;q=0.8").code(), "nl");
        assert_eq!(Lang::negotiate("fr, it;q=0.5, es;q=0.7").code(), "es");
        assert_eq!(Lang::negotiate("fr, de").code(), "en");
        assert_eq!(Lang::negotiate("").code(), "en");
        assert_eq!(Lang::negotiate("sv;q=0, ca").code(), "ca");
        assert_eq!(Lang::negotiate("garbage;;;q=x,,").code(), "en");
    }

    #[test]
    fn environment_in_the_c_library_order() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(
            Lang::from_env_with(env(&[("LANG", "it_IT.UTF-8")])).code(),
            "it"
        );
        assert_eq!(
            Lang::from_env_with(env(&[("LANG", "it_IT"), ("LC_ALL", "sv_SE")])).code(),
            "sv"
        );
        assert_eq!(Lang::from_env_with(env(&[("LANG", "C")])).code(), "en");
        assert_eq!(
            Lang::from_env_with(env(&[("LC_ALL", ""), ("LANG", "nl")])).code(),
            "nl"
        );
    }

    #[test]
    fn plurals_and_numbers_the_languages_way() {
        let en = Lang::english();
        assert_eq!(
            en.tr("win-in", &Args::new().num("moves", 1)),
            "win in 1 move"
        );
        assert_eq!(
            en.tr("win-in", &Args::new().num("moves", 3)),
            "win in 3 moves"
        );
        let es = lang("es");
        assert_eq!(
            es.tr("win-in", &Args::new().num("moves", 1)),
            "gana en 1 movimiento"
        );
        assert_eq!(
            es.tr("win-in", &Args::new().num("moves", 2)),
            "gana en 2 movimientos"
        );
        assert_eq!(numbers::decimal(es, 1.25, 2), "1,25");
        assert_eq!(numbers::decimal(en, -0.5, 2), "-0.50");
    }
}
