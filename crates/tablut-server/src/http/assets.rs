//! The pages, scripts and styles, embedded in the binary at build time so
//! `tablut serve` needs no files beside it.

use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use rust_embed::Embed;
use tablut_i18n::Lang;

/// The folder `web/` of this crate.
#[derive(Embed)]
#[folder = "web/"]
#[exclude = "*.md"]
struct Web;

/// The embedded file at `path` (relative to `web/`), or a 404 page.
pub fn file(path: &str) -> Response {
    match Web::get(path) {
        Some(content) => {
            let mime = content.metadata.mimetype().to_string();
            (
                [
                    (header::CONTENT_TYPE, mime),
                    (header::CACHE_CONTROL, "no-cache".to_string()),
                ],
                content.data.into_owned(),
            )
                .into_response()
        }
        None => not_found(),
    }
}

/// Includes nested deeper than this are a loop.
const MAX_INCLUDES: usize = 4;

/// The page `path` (an HTML file of `web/`) in `lang`: every `{{key}}` is
/// the catalog's message `key` (HTML-escaped), `{{lang}}` the language's
/// code (for `<html lang>`), and `{{> name}}` the partial
/// `web/partials/name.html` (the header every page shares), itself
/// rendered the same way. The pages' scripts take their texts from
/// `GET /api/i18n`; nothing a page says is written in it in English.
pub fn page(path: &str, lang: Lang) -> Response {
    let Some(content) = Web::get(path) else {
        return not_found();
    };
    let template = String::from_utf8_lossy(&content.data);
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
            (header::CONTENT_LANGUAGE, lang.code()),
            (header::VARY, "Accept-Language, Cookie"),
        ],
        render(&template, lang, 0),
    )
        .into_response()
}

/// `template` with its `{{…}}` filled in `lang`.
pub fn render(template: &str, lang: Lang, depth: usize) -> String {
    let mut out = String::with_capacity(template.len() + template.len() / 4);
    let mut rest = template;
    while let Some(open) = rest.find("{{") {
        out.push_str(&rest[..open]);
        let after = &rest[open + 2..];
        let Some(close) = after.find("}}") else {
            out.push_str(&rest[open..]);
            return out;
        };
        let inner = after[..close].trim();
        if inner == "lang" {
            out.push_str(lang.code());
        } else if let Some(name) = inner.strip_prefix('>') {
            let partial = Web::get(&format!("partials/{}.html", name.trim()));
            match partial {
                Some(p) if depth < MAX_INCLUDES => {
                    out.push_str(&render(&String::from_utf8_lossy(&p.data), lang, depth + 1));
                }
                _ => out.push_str(inner),
            }
        } else {
            out.push_str(&escape(&lang.t(inner)));
        }
        rest = &after[close + 2..];
    }
    out.push_str(rest);
    out
}

/// Text made safe for HTML content and attribute values.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The page saying a game does not exist, with a link to start one
/// (status 404), for `/g/{id}` when there is no such game.
pub fn missing_game(lang: Lang) -> Response {
    let mut page = page("missing.html", lang);
    *page.status_mut() = StatusCode::NOT_FOUND;
    page
}

/// A plain 404 page.
pub fn not_found() -> Response {
    (
        StatusCode::NOT_FOUND,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        format!("{}\n", crate::text::t("error-page-not-found")),
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_language_and_escaping() {
        let en = Lang::english();
        let es = Lang::from_code("es").unwrap();
        let t = "<html lang=\"{{lang}}\"><p>{{ outcome-draw }}</p>{{unclosed";
        assert_eq!(
            render(t, es, 0),
            format!(
                "<html lang=\"es\"><p>{}</p>{{{{unclosed",
                es.t("outcome-draw")
            )
        );
        assert_eq!(render("{{no-such-key}}", en, 0), "no-such-key");
        assert_eq!(escape("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;");
    }
}
