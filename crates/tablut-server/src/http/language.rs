//! Choosing a request's language (docs/web-api.md, "Languages"): a
//! `?lang=` in the address, else the language the page's menu remembered
//! (the `tablut_lang` cookie), else the browser's `Accept-Language`; and
//! the pages' texts, `GET /api/i18n`.

use axum::extract::{FromRequestParts, Path, Request};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::Json;
use axum_extra::extract::cookie::CookieJar;
use tablut_i18n::Lang;

use crate::error::ApiError;
use crate::language::scope;

/// The cookie the language menu sets.
pub const COOKIE: &str = "tablut_lang";

/// The middleware that serves every request in its language (see
/// [`choose`]).
pub async fn middleware(request: Request, next: Next) -> Response {
    let lang = choose(request.uri().query(), request.headers());
    scope(lang, next.run(request)).await
}

/// The language a request is answered in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayerLang(pub Lang);

/// The language of a request with this query string and these headers.
pub fn choose(query: Option<&str>, headers: &HeaderMap) -> Lang {
    let from_query = query.and_then(|q| {
        q.split('&')
            .filter_map(|pair| pair.split_once('='))
            .find(|(k, _)| *k == "lang")
            .and_then(|(_, v)| Lang::from_code(v))
    });
    let from_cookie = || {
        CookieJar::from_headers(headers)
            .get(COOKIE)
            .and_then(|c| Lang::from_code(c.value()))
    };
    let from_header = || {
        headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .map(Lang::negotiate)
    };
    from_query
        .or_else(from_cookie)
        .or_else(from_header)
        .unwrap_or_default()
}

impl<S: Send + Sync> FromRequestParts<S> for PlayerLang {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<PlayerLang, ApiError> {
        Ok(PlayerLang(choose(parts.uri.query(), &parts.headers)))
    }
}

/// `GET /api/i18n`: the texts of the pages in the request's language,
/// with the languages for the menu.
pub async fn catalog(PlayerLang(lang): PlayerLang) -> Response {
    answer(lang)
}

/// `GET /api/i18n/{lang}`: the texts in one language.
pub async fn catalog_of(Path(code): Path<String>) -> Result<Response, ApiError> {
    let lang: Lang = code
        .parse()
        .map_err(|e: tablut_i18n::UnknownLang| ApiError::not_found_named("language", &e.0))?;
    Ok(answer(lang))
}

fn answer(lang: Lang) -> Response {
    (
        [
            (header::CONTENT_LANGUAGE, lang.code()),
            (header::VARY, "Accept-Language, Cookie"),
        ],
        Json(tablut_i18n::browser_catalog(lang)),
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(*k, v.parse().unwrap());
        }
        h
    }

    #[test]
    fn query_then_cookie_then_accept_language() {
        let h = headers(&[
            ("accept-language", "nl,en;q=0.5"),
            ("cookie", "tablut_lang=ca; other=1"),
        ]);
        assert_eq!(choose(Some("x=1&lang=sv"), &h).code(), "sv");
        assert_eq!(choose(Some("lang=zz"), &h).code(), "ca");
        assert_eq!(
            choose(None, &headers(&[("accept-language", "nl,en;q=0.5")])).code(),
            "nl"
        );
        assert_eq!(choose(None, &HeaderMap::new()).code(), "en");
    }
}
