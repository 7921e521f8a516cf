//! The language of a request (docs/web-api.md, "Languages"): a `?lang=`
//! in the address, else the language the page's menu remembered (the
//! `tablut_lang` cookie), else the browser's `Accept-Language`. Answers
//! for people (pages, rule sets, messages) are in it; the pages read
//! their texts from `GET /api/i18n`.
//!
//! Every request runs in the scope of its language (the HTTP layer's
//! `http::language::middleware` chooses it), and
//! every WebSocket session in that of its upgrade request: code that
//! writes for people (errors above all) asks [`current`] rather than
//! carrying the language along.

use std::future::Future;

use tablut_i18n::Lang;

tokio::task_local! {
    /// The language of the request or session the task serves.
    static CURRENT: Lang;
}

/// The language of the request or WebSocket session being served;
/// English outside any (background tasks, broadcasts).
pub fn current() -> Lang {
    CURRENT.try_with(|lang| *lang).unwrap_or_default()
}

/// Runs `work` with `lang` as the [`current`] language.
pub async fn scope<F: Future>(lang: Lang, work: F) -> F::Output {
    CURRENT.scope(lang, work).await
}

/// Runs `work` with `lang` as the [`current`] language, synchronously:
/// what goes to everyone (a game's state broadcast to every connection)
/// is made in English.
pub fn sync_scope<R>(lang: Lang, work: impl FnOnce() -> R) -> R {
    CURRENT.sync_scope(lang, work)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_current_language_is_the_scope_s_and_english_outside() {
        let sv = Lang::from_code("sv").unwrap();
        assert_eq!(current(), Lang::english());
        let inside = scope(sv, async {
            let nested = sync_scope(Lang::english(), current);
            (current(), nested)
        })
        .await;
        assert_eq!(inside, (sv, Lang::english()));
        assert_eq!(current(), Lang::english());
    }
}
