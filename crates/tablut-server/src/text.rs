//! What the server says to people, in the language of the request or
//! session being served ([`current`](crate::language::current)): short
//! helpers so that every message is a catalog key (`error-…`) with its
//! arguments where it is made.
//!
//! Details that come from the rules library's parsers (a variant string,
//! a position, a record, a clock) are for the programmers of API clients
//! and stay in the library's English, inside a translated frame
//! (`position: …`); what players can cause (an illegal move, a move off
//! a line) is said in their language.

use tablut_core::{IllegalMove, ParseMoveError};
use tablut_i18n::{game_text, Lang};
pub use tablut_i18n::{Args, Message};

use crate::language::current;

/// The message `key` in the current language.
pub fn t(key: &str) -> String {
    current().t(key)
}

/// The message `key` with arguments in the current language.
pub fn tr(key: &str, args: &Args) -> String {
    current().tr(key, args)
}

/// A chosen message said in the current language.
pub fn say(message: &Message) -> String {
    current().message(message)
}

/// A message whose argument `detail` is a detail in English from the
/// rules library or a parser (`variant: …`).
pub fn framed(key: &str, detail: impl std::fmt::Display) -> String {
    tr(key, &Args::new().str("detail", detail.to_string()))
}

/// Why the rules refuse a move, in the current language.
pub fn illegal(e: &IllegalMove) -> String {
    illegal_in(current(), e)
}

/// Why the rules refuse a move, in `lang`.
pub fn illegal_in(lang: Lang, e: &IllegalMove) -> String {
    game_text::illegal_move(lang, e)
}

/// Why a move's text could not be read, in the current language.
pub fn bad_move(e: &ParseMoveError) -> String {
    match e {
        ParseMoveError::Syntax(text) => tr("error-move-syntax", &Args::new().str("text", text)),
        ParseMoveError::NotALine(text) => {
            tr("error-move-not-a-line", &Args::new().str("text", text))
        }
        ParseMoveError::Square { text, reason } => tr(
            "error-move-square",
            &Args::new()
                .str("text", text)
                .str("square", reason.text.clone()),
        ),
    }
}

/// At most `n` characters of `s`, for quoting input in errors.
pub fn clip(s: &str, n: usize) -> String {
    s.chars().take(n).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn messages_follow_the_scope_s_language() {
        let es = Lang::from_code("es").unwrap();
        let english = t("error-game-over");
        assert_eq!(english, "the game is over");
        let spanish = crate::language::scope(es, async { t("error-game-over") }).await;
        assert_ne!(spanish, english);
        let e: ParseMoveError = "e5-f6".parse::<tablut_core::Move>().unwrap_err();
        assert_eq!(
            bad_move(&e),
            e.to_string(),
            "the English catalog says what core says"
        );
        let e: ParseMoveError = "e5".parse::<tablut_core::Move>().unwrap_err();
        assert_eq!(bad_move(&e), e.to_string());
        let e: ParseMoveError = "e5-z9".parse::<tablut_core::Move>().unwrap_err();
        assert_eq!(bad_move(&e), e.to_string());
    }
}
