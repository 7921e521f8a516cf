//! E-mail (docs/web-api.md, "E-mail"): an account's address and what it
//! wants to hear of, the links mail carries (verify an address, reset a
//! password, unsubscribe), which work without logging in.

use serde::{Deserialize, Serialize};

/// `GET /api/account/email`: whether the server sends mail, and the
/// account's address and choices.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MailStatus {
    /// Whether this server sends mail at all (`tablut serve --smtp-host`).
    pub enabled: bool,
    /// The account's address, if it gave one.
    #[serde(default)]
    pub email: Option<String>,
    /// Whether the address was verified (its link opened): mail goes to
    /// a verified address only.
    #[serde(default)]
    pub verified: bool,
    /// What the account wants to hear of.
    #[serde(default)]
    pub choices: MailChoices,
}

/// What mail an account wants (a verification or password link is sent
/// whatever these say).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MailChoices {
    /// "Your turn" in correspondence games (batched).
    pub turns: bool,
    /// "Your time is running out", a day before a correspondence deadline.
    pub deadlines: bool,
    /// "You were challenged".
    pub challenges: bool,
}

impl Default for MailChoices {
    fn default() -> MailChoices {
        MailChoices {
            turns: true,
            deadlines: true,
            challenges: true,
        }
    }
}

/// `POST /api/account/email`: give (or change) the account's address; a
/// link to verify it is sent there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EmailRequest {
    /// The address.
    pub email: String,
}

/// `POST /api/account/email/choices`: change some of the choices (the
/// fields left out stay as they are).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChoicesChange {
    /// "Your turn".
    #[serde(default)]
    pub turns: Option<bool>,
    /// Deadline warnings.
    #[serde(default)]
    pub deadlines: Option<bool>,
    /// Challenges.
    #[serde(default)]
    pub challenges: Option<bool>,
}

/// `POST /api/mail/verify`: the token of a verification link.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VerifyRequest {
    /// The link's token.
    pub token: String,
}

/// `POST /api/mail/reset`: ask for a password reset link, by account
/// name or by verified address. The answer is the same whether or not
/// such an account exists.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResetRequest {
    /// An account name or an e-mail address.
    pub who: String,
}

/// `POST /api/mail/reset/confirm`: a new password with the link's token;
/// every session of the account ends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResetConfirm {
    /// The link's token.
    pub token: String,
    /// The new password.
    pub password: String,
}

/// `POST /api/mail/unsubscribe`: stop some mail, from the link in any
/// mail, without logging in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnsubscribeRequest {
    /// The secret key of the link.
    pub key: String,
    /// `turns`, `deadlines`, `challenges`, or `all` (the default).
    #[serde(default)]
    pub what: Option<String>,
}

/// The answer of the mail requests that change something: what the
/// address and choices are now, where there is one.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MailDone {
    /// Done.
    pub ok: bool,
    /// The address the change was about, where the request may know it.
    #[serde(default)]
    pub email: Option<String>,
    /// The choices now, where the request may know them.
    #[serde(default)]
    pub choices: Option<MailChoices>,
}
