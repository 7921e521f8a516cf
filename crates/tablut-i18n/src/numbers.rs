//! Numbers as each language writes them: its decimal and grouping
//! separators, which its catalog names (`number-decimal`,
//! `number-group`), so a new language brings its own.

use fluent_bundle::types::FluentNumber;
use fluent_bundle::FluentValue;
use intl_memoizer::Memoizable;
use unic_langid::LanguageIdentifier;

use crate::Lang;

/// Digits of an integer part from which it is grouped (`12 345`, but
/// `1500`: ratings and years read better whole).
const GROUP_FROM: usize = 5;

/// A language's separators, read once from its catalog.
struct Separators {
    decimal: String,
    group: String,
}

impl Separators {
    fn of(lang: Lang) -> Separators {
        Separators {
            decimal: lang.t("number-decimal"),
            group: lang.t("number-group"),
        }
    }
}

impl Memoizable for Separators {
    type Args = ();
    type Error = ();
    fn construct(lang: LanguageIdentifier, _: ()) -> Result<Separators, ()> {
        Ok(Separators::of(
            Lang::from_code(lang.language.as_str()).unwrap_or_default(),
        ))
    }
}

/// `value` with `digits` decimals (or as few as it needs, up to three,
/// when `None`), in `decimal`/`group` separators.
fn write(value: f64, digits: Option<usize>, s: &Separators) -> String {
    let text = match digits {
        Some(d) => format!("{:.*}", d, value.abs()),
        None => {
            let t = format!("{:.3}", value.abs());
            t.trim_end_matches('0').trim_end_matches('.').to_string()
        }
    };
    let (int, frac) = text.split_once('.').unwrap_or((&text, ""));
    let mut out = String::new();
    if value < 0.0 && text.chars().any(|c| c.is_ascii_digit() && c != '0') {
        out.push('-');
    }
    for (i, c) in int.chars().enumerate() {
        let left = int.len() - i;
        if i > 0 && left % 3 == 0 && int.len() >= GROUP_FROM {
            out.push_str(&s.group);
        }
        out.push(c);
    }
    if !frac.is_empty() {
        out.push_str(&s.decimal);
        out.push_str(frac);
    }
    out
}

/// The formatter every bundle uses for its numbers.
pub fn format_value<M: fluent_bundle::memoizer::MemoizerKind>(
    value: &FluentValue,
    memoizer: &M,
) -> Option<String> {
    let FluentValue::Number(FluentNumber { value, options }) = value else {
        return None;
    };
    memoizer
        .with_try_get_threadsafe::<Separators, _, _>((), |s| {
            write(*value, options.minimum_fraction_digits, s)
        })
        .ok()
}

/// `value` with `digits` decimals, the language's way (`1,25` in
/// Spanish).
pub fn decimal(lang: Lang, value: f64, digits: usize) -> String {
    write(value, Some(digits), &Separators::of(lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(decimal: &str, group: &str) -> Separators {
        Separators {
            decimal: decimal.into(),
            group: group.into(),
        }
    }

    #[test]
    fn separators_and_digits() {
        assert_eq!(write(1.25, Some(2), &s(",", ".")), "1,25");
        assert_eq!(write(-0.5, Some(2), &s(".", ",")), "-0.50");
        assert_eq!(write(-0.001, Some(2), &s(".", ",")), "0.00");
        assert_eq!(write(1500.0, None, &s(",", ".")), "1500");
        assert_eq!(write(12345.5, None, &s(",", "\u{a0}")), "12\u{a0}345,5");
        assert_eq!(write(1234567.0, None, &s(".", ",")), "1,234,567");
        assert_eq!(write(0.125, None, &s(".", ",")), "0.125");
    }
}
