//! The catalog as the pages read it. The browser does not parse Fluent:
//! each message is sent as a list of parts the page's formatter
//! (`web/assets/i18n.js`) puts together, with the plural category from
//! the browser's own `Intl.PluralRules` and numbers from
//! `Intl.NumberFormat`:
//!
//! - `"text"`: text;
//! - `{"v": "name"}`: the argument `name`;
//! - `{"s": "name", "k": {"one": [...], "other": [...]}, "d": "other"}`:
//!   the variant whose key is the argument's value, else its plural
//!   category, else the default `d`.
//!
//! References to other messages and to terms are put in place here, so
//! the page needs no catalog but this one. The same walk gives the
//! arguments of each message for the catalog tests.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use fluent_syntax::parser::parse;
use fluent_syntax::unicode::unescape_unicode_to_string;
use serde_json::{json, Map, Value};

use crate::{Lang, CATALOGS};

/// Deeper references than this are a loop in the catalog.
const MAX_DEPTH: usize = 8;

/// A catalog read for the browser: message and term patterns by name.
struct Parsed<'s> {
    messages: BTreeMap<&'s str, Pattern<&'s str>>,
    terms: BTreeMap<&'s str, Pattern<&'s str>>,
}

fn parsed(text: &str) -> Result<Parsed<'_>, String> {
    let resource = parse(text).map_err(|(_, errors)| {
        errors
            .iter()
            .map(|e| format!("{e:?}"))
            .collect::<Vec<_>>()
            .join("; ")
    })?;
    let mut p = Parsed {
        messages: BTreeMap::new(),
        terms: BTreeMap::new(),
    };
    for entry in resource.body {
        match entry {
            Entry::Message(m) => {
                if let Some(value) = m.value {
                    p.messages.insert(m.id.name, value);
                }
            }
            Entry::Term(t) => {
                p.terms.insert(t.id.name, t.value);
            }
            _ => {}
        }
    }
    Ok(p)
}

fn pattern(p: &Parsed, pat: &Pattern<&str>, depth: usize) -> Result<Vec<Value>, String> {
    if depth > MAX_DEPTH {
        return Err("references nested too deep (a loop?)".into());
    }
    let mut parts: Vec<Value> = Vec::new();
    for element in &pat.elements {
        match element {
            PatternElement::TextElement { value } => parts.push(json!(value)),
            PatternElement::Placeable { expression } => {
                parts.extend(expr(p, expression, depth)?);
            }
        }
    }
    // Adjacent texts become one.
    let mut merged: Vec<Value> = Vec::with_capacity(parts.len());
    for part in parts {
        match (merged.last_mut(), &part) {
            (Some(Value::String(a)), Value::String(b)) => a.push_str(b),
            _ => merged.push(part),
        }
    }
    Ok(merged)
}

fn expr(p: &Parsed, e: &Expression<&str>, depth: usize) -> Result<Vec<Value>, String> {
    match e {
        Expression::Inline(inline) => inline_expr(p, inline, depth),
        Expression::Select { selector, variants } => {
            let name = match selector {
                InlineExpression::VariableReference { id } => id.name,
                InlineExpression::FunctionReference { id, arguments } if id.name == "NUMBER" => {
                    match arguments.positional.first() {
                        Some(InlineExpression::VariableReference { id }) => id.name,
                        _ => return Err("NUMBER() of something else than an argument".into()),
                    }
                }
                _ => return Err("a selector that is not an argument".into()),
            };
            let mut keys = Map::new();
            let mut default = String::new();
            for v in variants {
                let key = match &v.key {
                    VariantKey::Identifier { name } => name.to_string(),
                    VariantKey::NumberLiteral { value } => value.to_string(),
                };
                if v.default {
                    default = key.clone();
                }
                keys.insert(key, Value::Array(pattern(p, &v.value, depth + 1)?));
            }
            Ok(vec![json!({"s": name, "k": keys, "d": default})])
        }
    }
}

fn inline_expr(p: &Parsed, e: &InlineExpression<&str>, depth: usize) -> Result<Vec<Value>, String> {
    match e {
        InlineExpression::StringLiteral { value } => {
            Ok(vec![json!(unescape_unicode_to_string(value))])
        }
        InlineExpression::NumberLiteral { value } => Ok(vec![json!(value)]),
        InlineExpression::VariableReference { id } => Ok(vec![json!({"v": id.name})]),
        InlineExpression::FunctionReference { id, arguments } if id.name == "NUMBER" => {
            match arguments.positional.first() {
                Some(InlineExpression::VariableReference { id }) => Ok(vec![json!({"v": id.name})]),
                _ => Err("NUMBER() of something else than an argument".into()),
            }
        }
        InlineExpression::FunctionReference { id, .. } => {
            Err(format!("the function {}() (only NUMBER is known)", id.name))
        }
        InlineExpression::MessageReference {
            id,
            attribute: None,
        } => {
            let target = p
                .messages
                .get(id.name)
                .ok_or_else(|| format!("a reference to the missing message {}", id.name))?;
            pattern(p, target, depth + 1)
        }
        InlineExpression::TermReference {
            id,
            attribute: None,
            arguments: None,
        } => {
            let target = p
                .terms
                .get(id.name)
                .ok_or_else(|| format!("a reference to the missing term -{}", id.name))?;
            pattern(p, target, depth + 1)
        }
        InlineExpression::MessageReference { .. } | InlineExpression::TermReference { .. } => {
            Err("attributes and term arguments (not used by tablut's catalogs)".into())
        }
        InlineExpression::Placeable { expression } => expr(p, expression, depth + 1),
    }
}

/// Every message of a catalog text compiled for the browser; an error
/// names the first message the browser's formatter could not show.
pub fn compile(text: &str) -> Result<BTreeMap<String, Value>, String> {
    let p = parsed(text)?;
    p.messages
        .iter()
        .map(|(id, pat)| {
            pattern(&p, pat, 0)
                .map(|parts| (id.to_string(), Value::Array(parts)))
                .map_err(|e| format!("{id}: {e}"))
        })
        .collect()
}

/// The arguments each message of a catalog text uses (through the
/// messages and terms it refers to as well).
pub fn arguments(text: &str) -> Result<BTreeMap<String, BTreeSet<String>>, String> {
    fn collect(parts: &[Value], into: &mut BTreeSet<String>) {
        for part in parts {
            if let Some(v) = part.get("v").and_then(Value::as_str) {
                into.insert(v.to_string());
            }
            if let Some(s) = part.get("s").and_then(Value::as_str) {
                into.insert(s.to_string());
            }
            if let Some(keys) = part.get("k").and_then(Value::as_object) {
                for variant in keys.values() {
                    collect(variant.as_array().map_or(&[], Vec::as_slice), into);
                }
            }
        }
    }
    Ok(compile(text)?
        .into_iter()
        .map(|(id, parts)| {
            let mut args = BTreeSet::new();
            collect(parts.as_array().map_or(&[], Vec::as_slice), &mut args);
            (id, args)
        })
        .collect())
}

/// `lang`'s messages for the pages, with the languages for the menu:
/// `{"lang": "es", "languages": [{"code", "name"}], "messages": {...}}`.
/// A message this language lacks is sent in English.
pub fn browser_catalog(lang: Lang) -> Value {
    let english = CATALOGS
        .iter()
        .find(|(code, _)| *code == crate::ENGLISH)
        .and_then(|(_, text)| compile(text).ok())
        .unwrap_or_default();
    let own = CATALOGS
        .iter()
        .find(|(code, _)| *code == lang.code())
        .and_then(|(_, text)| compile(text).ok())
        .unwrap_or_default();
    let mut messages = english;
    messages.extend(own);
    json!({
        "lang": lang.code(),
        "languages": Lang::all()
            .map(|l| json!({"code": l.code(), "name": l.name()}))
            .collect::<Vec<_>>(),
        "messages": messages,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_of_each_kind() {
        let text = "-king = king\n\
                    hello = Hello, { $name }!\n\
                    moves = { $n ->\n    [one] one move\n   *[other] { $n } moves\n}\n\
                    escaped = The { -king } escaped{ \"\\u00A0\" }!\n";
        let c = compile(text).unwrap();
        assert_eq!(c["hello"], json!(["Hello, ", {"v": "name"}, "!"]));
        assert_eq!(
            c["moves"],
            json!([{"s": "n", "k": {"one": ["one move"], "other": [{"v": "n"}, " moves"]}, "d": "other"}])
        );
        assert_eq!(c["escaped"], json!(["The king escaped\u{a0}!"]));
        let args = arguments(text).unwrap();
        assert_eq!(args["moves"].iter().collect::<Vec<_>>(), vec!["n"]);
        assert!(compile("x = { OTHER() }\n").is_err());
        assert!(compile("x = { missing }\n").is_err());
    }
}
