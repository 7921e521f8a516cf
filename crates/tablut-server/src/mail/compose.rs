//! Mail as it is written: subject and text in the address's language,
//! with its links and its unsubscribe link.

use serde_json::Value;
use tablut_i18n::{Args, Lang};

use super::store::AddressRow;
use super::MailConfig;

/// A mail ready to send.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Composed {
    /// To whom.
    pub to: String,
    /// The subject.
    pub subject: String,
    /// The text.
    pub body: String,
    /// The unsubscribe link.
    pub unsubscribe: String,
}

/// A game a mail tells of: its id and the opponent's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLine {
    /// The game.
    pub id: String,
    /// The opponent, if known.
    pub opponent: Option<String>,
}

/// Writes the mail of `kind` with `data` to `address` (`games`: the
/// games a "your turn" mail tells of, with their opponents). `None` for
/// a kind or data this server does not know (the mail is dropped).
pub fn compose(
    config: &MailConfig,
    kind: &str,
    data: &Value,
    address: &AddressRow,
    name: &str,
    games: &[GameLine],
) -> Option<Composed> {
    let lang = Lang::from_code(&address.lang).unwrap_or_default();
    let text = |key: &str| data.get(key).and_then(Value::as_str).map(str::to_string);
    let what = match kind {
        "turns" => "turns",
        "deadline" => "deadlines",
        "challenge" => "challenges",
        _ => "all",
    };
    let unsubscribe = config.link(&format!(
        "/mail/unsubscribe?key={}&what={what}",
        address.unsubscribe_key
    ));
    let hello = lang.tr("mail-hello", &Args::new().str("name", name));
    let (to, subject, body) = match kind {
        "verify" => {
            let link = config.link(&format!("/mail/verify?token={}", text("token")?));
            (
                text("email")?,
                lang.t("mail-verify-subject"),
                lang.tr("mail-verify-body", &Args::new().str("link", link)),
            )
        }
        "reset" => {
            let link = config.link(&format!("/mail/reset?token={}", text("token")?));
            (
                address.email.clone(),
                lang.t("mail-reset-subject"),
                lang.tr("mail-reset-body", &Args::new().str("link", link)),
            )
        }
        "turns" => {
            if games.is_empty() {
                return None;
            }
            let lines: Vec<String> = games
                .iter()
                .map(|g| {
                    lang.tr(
                        "mail-turns-line",
                        &Args::new()
                            .str("opponent", g.opponent.clone().unwrap_or_else(|| "?".into()))
                            .str("link", config.link(&format!("/g/{}", g.id))),
                    )
                })
                .collect();
            (
                address.email.clone(),
                lang.tr(
                    "mail-turns-subject",
                    &Args::new().num("games", games.len() as f64),
                ),
                format!(
                    "{}\n\n{}",
                    lang.tr(
                        "mail-turns-body",
                        &Args::new().num("games", games.len() as f64)
                    ),
                    lines.join("\n")
                ),
            )
        }
        "deadline" => {
            let game = text("game")?;
            let deadline = data.get("deadline").and_then(Value::as_i64)?;
            let hours = ((deadline - crate::time::now_ms()).max(0) + 3_599_999) / 3_600_000;
            let opponent = text("opponent").unwrap_or_else(|| "?".into());
            (
                address.email.clone(),
                lang.tr(
                    "mail-deadline-subject",
                    &Args::new().str("opponent", opponent.clone()),
                ),
                lang.tr(
                    "mail-deadline-body",
                    &Args::new()
                        .str("opponent", opponent)
                        .num("hours", hours as f64)
                        .str("link", config.link(&format!("/g/{game}"))),
                ),
            )
        }
        "challenge" => {
            let from = text("from")?;
            (
                address.email.clone(),
                lang.tr(
                    "mail-challenge-subject",
                    &Args::new().str("player", from.clone()),
                ),
                lang.tr(
                    "mail-challenge-body",
                    &Args::new()
                        .str("player", from)
                        .str("variant", text("variant").unwrap_or_default())
                        .str("clock", text("clock").unwrap_or_default())
                        .str("link", config.link("/lobby")),
                ),
            )
        }
        _ => return None,
    };
    let footer = lang.tr("mail-footer", &Args::new().str("link", unsubscribe.clone()));
    Some(Composed {
        to,
        subject,
        body: format!("{hello}\n\n{body}\n\n-- \n{footer}\n"),
        unsubscribe,
    })
}
