//! E-mail (issue 33): an account may give an address and verify it (a
//! link), and the server then tells it of its turn in correspondence
//! games (batched: one mail for every game waiting, at most one mail per
//! game per period), of a correspondence deadline a day away, of a
//! challenge, and sends password reset links.
//!
//! Mail is a queue in the database (see `store`): whatever makes a mail
//! inserts a row, in the transaction of the change it tells of where
//! there is one; a sender task on every server claims rows one at a time
//! and sends them over SMTP with `lettre`, so each mail leaves once
//! whatever the number of servers, survives a restart, and is retried
//! with back-off. Without `--smtp-host` e-mail is off: nothing is sent,
//! no address can be given, and the pages say so.
//!
//! Every mail has an unsubscribe link (a secret key per address) that
//! works without logging in.

mod compose;
pub mod send;
mod store;

pub use store::{AddressRow, QueuedMail};

use std::sync::Arc;

use serde_json::json;

use crate::accounts::{check_password, hash_password, AccountRow};
use crate::error::ApiError;
use crate::secret;
use crate::store::{GameRow, Store, StoreError};
use crate::text::{t, tr, Args};
use crate::time::now_ms;
use crate::wire::{MailChoices, MailDone, MailStatus};

/// How long a verification link works.
pub const VERIFY_MS: i64 = 2 * 24 * 3600 * 1000;
/// How long a password reset link works.
pub const RESET_MS: i64 = 3600 * 1000;
/// Verification links one account may ask for in an hour.
pub const VERIFY_PER_HOUR: i64 = 5;
/// Password reset links one account may be sent in an hour.
pub const RESET_PER_HOUR: i64 = 3;
/// Longest address, in bytes (RFC 5321's path limit).
pub const EMAIL_MAX: usize = 254;
/// A day: a correspondence deadline this close brings a warning (a
/// game of one day per move gets it at half its time).
pub const DAY_MS: i64 = 24 * 3600 * 1000;
/// Notices (turns, deadlines, challenges) older than this when they
/// could finally be sent are dropped: they would only mislead.
pub const STALE_MS: i64 = 2 * DAY_MS;

/// How the SMTP connection is secured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SmtpTls {
    /// Plain text (a relay on the same machine or network).
    None,
    /// Plain text upgraded with STARTTLS, which is required.
    StartTls,
    /// TLS from the first byte (port 465).
    Tls,
}

impl std::str::FromStr for SmtpTls {
    type Err = String;
    fn from_str(s: &str) -> Result<SmtpTls, String> {
        match s {
            "none" => Ok(SmtpTls::None),
            "starttls" => Ok(SmtpTls::StartTls),
            "tls" => Ok(SmtpTls::Tls),
            other => Err(format!("'{other}' is not none, starttls or tls")),
        }
    }
}

/// How often and how long the mail tasks wait.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MailTiming {
    /// How often a server looks at the queue, the turns and the
    /// deadlines, ms.
    pub tick_ms: u64,
    /// How long a turn waits before it is told, so that the turns of
    /// several games come in one mail, ms.
    pub turn_delay_ms: i64,
    /// At most one mail per game in this period, ms.
    pub turn_period_ms: i64,
    /// How long a server's claim on a mail lasts (another server takes
    /// the mail after that if it was not sent), ms.
    pub claim_ms: i64,
    /// The wait after a first failure, doubled after each further one, ms.
    pub retry_ms: i64,
    /// The longest wait between attempts, ms.
    pub retry_max_ms: i64,
    /// Attempts before a mail is given up.
    pub attempts: i64,
}

impl Default for MailTiming {
    fn default() -> MailTiming {
        MailTiming {
            tick_ms: 5_000,
            turn_delay_ms: 10 * 60 * 1000,
            turn_period_ms: 3600 * 1000,
            claim_ms: 5 * 60 * 1000,
            retry_ms: 60 * 1000,
            retry_max_ms: 3600 * 1000,
            attempts: 12,
        }
    }
}

impl MailTiming {
    /// The wait before attempt `attempts + 1` after `attempts` failed.
    pub fn backoff(&self, attempts: i64) -> i64 {
        let doublings = attempts.clamp(0, 20) as u32;
        self.retry_ms
            .saturating_mul(1i64 << doublings)
            .min(self.retry_max_ms)
    }
}

/// Where and how mail is sent (`tablut serve --smtp-*`).
#[derive(Clone)]
pub struct MailConfig {
    /// The SMTP server.
    pub host: String,
    /// Its port.
    pub port: u16,
    /// How the connection is secured.
    pub tls: SmtpTls,
    /// The user to log in as, if the server wants a login.
    pub user: Option<String>,
    /// Its password (from `TABLUT_SMTP_PASSWORD`).
    pub password: Option<String>,
    /// The From address (`tablut <games@example.org>`).
    pub from: String,
    /// The server's address as players reach it, for links
    /// (`https://tablut.example.org`).
    pub public_url: String,
    /// Waits.
    pub timing: MailTiming,
}

impl std::fmt::Debug for MailConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MailConfig")
            .field("host", &self.host)
            .field("port", &self.port)
            .field("tls", &self.tls)
            .field("user", &self.user)
            .field("password", &self.password.as_ref().map(|_| "(hidden)"))
            .field("from", &self.from)
            .field("public_url", &self.public_url)
            .field("timing", &self.timing)
            .finish()
    }
}

/// Why the mail configuration cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum MailConfigError {
    /// The From address.
    #[error("--mail-from '{0}' is not an e-mail address (write games@example.org or 'tablut <games@example.org>')")]
    From(String),
    /// The public URL.
    #[error("--public-url '{0}' must start with http:// or https:// (the address players open, for the links in mail)")]
    PublicUrl(String),
    /// A password without a user.
    #[error("TABLUT_SMTP_PASSWORD is set but --smtp-user is not")]
    PasswordWithoutUser,
    /// The SMTP server's name.
    #[error("--smtp-host '{0}' cannot be used: {1}")]
    Host(String, String),
}

impl MailConfig {
    /// Checks what can be checked before the first mail.
    pub fn check(&self) -> Result<(), MailConfigError> {
        if self.from.parse::<lettre::message::Mailbox>().is_err() {
            return Err(MailConfigError::From(self.from.clone()));
        }
        let url = self.public_url.trim_end_matches('/');
        if !(url.starts_with("http://") || url.starts_with("https://"))
            || url.contains(char::is_whitespace)
        {
            return Err(MailConfigError::PublicUrl(self.public_url.clone()));
        }
        if self.password.is_some() && self.user.is_none() {
            return Err(MailConfigError::PasswordWithoutUser);
        }
        send::transport(self).map(|_| ())
    }

    fn link(&self, path: &str) -> String {
        format!("{}{path}", self.public_url.trim_end_matches('/'))
    }
}

/// E-mail over the database: on or off.
#[derive(Debug)]
pub struct Mail {
    store: Store,
    config: Option<MailConfig>,
}

/// The address as typed, if it is one.
pub fn check_email(email: &str) -> Result<String, ApiError> {
    let email = email.trim();
    let bad = || {
        ApiError::bad_request(tr(
            "error-mail-address",
            &Args::new().str("email", crate::text::clip(email, 80)),
        ))
    };
    if email.is_empty()
        || email.len() > EMAIL_MAX
        || email.contains(|c: char| c.is_whitespace() || c.is_control() || c == '<' || c == '>')
    {
        return Err(bad());
    }
    email.parse::<lettre::Address>().map_err(|_| bad())?;
    Ok(email.to_string())
}

impl Mail {
    /// Mail over `store`, sent as `config` says (`None`: off).
    pub fn new(store: Store, config: Option<MailConfig>) -> Arc<Mail> {
        Arc::new(Mail { store, config })
    }

    /// Whether this server sends mail.
    pub fn enabled(&self) -> bool {
        self.config.is_some()
    }

    /// The configuration, when on.
    pub fn config(&self) -> Option<&MailConfig> {
        self.config.as_ref()
    }

    /// The database.
    pub fn store(&self) -> &Store {
        &self.store
    }

    fn on(&self) -> Result<&MailConfig, ApiError> {
        self.config
            .as_ref()
            .ok_or_else(|| ApiError::not_allowed(t("error-mail-off")))
    }

    /// The account's address and choices.
    pub async fn status(&self, account: &AccountRow) -> Result<MailStatus, ApiError> {
        let address = self.store.mail_address(&account.id).await?;
        Ok(MailStatus {
            enabled: self.enabled(),
            email: address.as_ref().map(|a| a.email.clone()),
            verified: address.as_ref().is_some_and(|a| a.verified_at.is_some()),
            choices: address.map(|a| a.choices()).unwrap_or_default(),
        })
    }

    /// Gives the account the address `email` (not verified until its
    /// link is opened) and queues the link.
    pub async fn set_address(
        &self,
        account: &AccountRow,
        email: &str,
    ) -> Result<MailStatus, ApiError> {
        self.on()?;
        if account.bot_owner.is_some() {
            return Err(ApiError::not_allowed(t("error-mail-bot")));
        }
        let email = check_email(email)?;
        let now = now_ms();
        if self
            .store
            .mail_tokens_since(&account.id, "verify", now - 3600 * 1000)
            .await?
            >= VERIFY_PER_HOUR
        {
            return Err(ApiError::rate_limited(t("error-mail-too-many")));
        }
        let token = secret::new_secret();
        let data = json!({ "token": token, "email": email }).to_string();
        self.store
            .set_mail_address(
                &account.id,
                &email,
                crate::language::current().code(),
                &secret::new_secret(),
                &secret::hash(&token),
                now + VERIFY_MS,
                &data,
                now,
            )
            .await?;
        self.status(account).await
    }

    /// Forgets the account's address.
    pub async fn remove_address(&self, account: &AccountRow) -> Result<MailStatus, ApiError> {
        self.store.remove_mail_address(&account.id).await?;
        self.status(account).await
    }

    /// Changes the account's choices.
    pub async fn set_choices(
        &self,
        account: &AccountRow,
        change: &crate::wire::ChoicesChange,
    ) -> Result<MailStatus, ApiError> {
        let Some(address) = self.store.mail_address(&account.id).await? else {
            return Err(ApiError::not_allowed(t("error-mail-none")));
        };
        let mut choices = address.choices();
        choices.turns = change.turns.unwrap_or(choices.turns);
        choices.deadlines = change.deadlines.unwrap_or(choices.deadlines);
        choices.challenges = change.challenges.unwrap_or(choices.challenges);
        self.store
            .set_mail_choices(&account.id, choices, now_ms())
            .await?;
        self.status(account).await
    }

    /// Opens a verification link.
    pub async fn verify(&self, token: &str) -> Result<MailDone, ApiError> {
        let bad = || ApiError::bad_request(t("error-mail-token"));
        if !is_token(token) {
            return Err(bad());
        }
        let now = now_ms();
        let row = self
            .store
            .use_mail_token(&secret::hash(token), "verify", now)
            .await?
            .ok_or_else(bad)?;
        if !self
            .store
            .verify_mail_address(&row.account_id, &row.email, now)
            .await?
        {
            // The account gave another address since.
            return Err(bad());
        }
        Ok(MailDone {
            ok: true,
            email: Some(row.email),
            choices: None,
        })
    }

    /// Asks for a password reset link for the account named `who`, or
    /// whose verified address is `who`. Said done whether or not there
    /// is such an account, so the answer tells nobody which exist.
    pub async fn request_reset(&self, who: &str) -> Result<MailDone, ApiError> {
        self.on()?;
        let who = crate::text::clip(who.trim(), EMAIL_MAX + 1);
        let done = MailDone {
            ok: true,
            email: None,
            choices: None,
        };
        let account = if who.contains('@') {
            self.store.account_by_mail(&who).await?
        } else {
            self.store
                .account_by_key(&crate::accounts::name_key(&who))
                .await?
                .filter(|a| a.deleted_at.is_none() && a.bot_owner.is_none())
                .map(|a| a.id)
        };
        let Some(account) = account else {
            return Ok(done);
        };
        let Some(address) = self
            .store
            .mail_address(&account)
            .await?
            .filter(|a| a.verified_at.is_some())
        else {
            return Ok(done);
        };
        let now = now_ms();
        if self
            .store
            .mail_tokens_since(&account, "reset", now - 3600 * 1000)
            .await?
            >= RESET_PER_HOUR
        {
            return Ok(done);
        }
        let token = secret::new_secret();
        let data = json!({ "token": token }).to_string();
        self.store
            .queue_reset(
                &account,
                &address.email,
                &secret::hash(&token),
                now + RESET_MS,
                &data,
                now,
            )
            .await?;
        Ok(done)
    }

    /// Sets a new password with a reset link's token; every session of
    /// the account ends. A bad password changes nothing (the link still
    /// works).
    pub async fn confirm_reset(&self, token: &str, password: &str) -> Result<MailDone, ApiError> {
        let bad = || ApiError::bad_request(t("error-mail-token"));
        check_password(password)?;
        if !is_token(token) {
            return Err(bad());
        }
        let hash = hash_password(password).await?;
        let row = self
            .store
            .use_mail_token(&secret::hash(token), "reset", now_ms())
            .await?
            .ok_or_else(bad)?;
        self.store.set_password(&row.account_id, &hash, "").await?;
        Ok(MailDone {
            ok: true,
            email: None,
            choices: None,
        })
    }

    /// Stops some mail of the address whose unsubscribe key is `key`.
    pub async fn unsubscribe(&self, key: &str, what: Option<&str>) -> Result<MailDone, ApiError> {
        let bad = || ApiError::bad_request(t("error-mail-unsubscribe-key"));
        if !is_token(key) {
            return Err(bad());
        }
        let address = self.store.mail_address_by_key(key).await?.ok_or_else(bad)?;
        let mut choices = address.choices();
        match what.map(str::trim).unwrap_or("all") {
            "turns" => choices.turns = false,
            "deadlines" => choices.deadlines = false,
            "challenges" => choices.challenges = false,
            "all" | "" => {
                choices = MailChoices {
                    turns: false,
                    deadlines: false,
                    challenges: false,
                }
            }
            other => {
                return Err(ApiError::bad_request(tr(
                    "error-mail-unsubscribe-what",
                    &Args::new().str("what", crate::text::clip(other, 40)),
                )))
            }
        }
        self.store
            .set_mail_choices(&address.account_id, choices, now_ms())
            .await?;
        Ok(MailDone {
            ok: true,
            email: Some(address.email),
            choices: Some(choices),
        })
    }

    /// Looks at the turns waiting and the deadlines coming, and queues
    /// their mail (once across servers).
    pub async fn sweep(&self) -> Result<(), StoreError> {
        let Some(config) = &self.config else {
            return Ok(());
        };
        let timing = config.timing;
        let now = now_ms();
        let moved_before = now - timing.turn_delay_ms;
        let sent_before = now - timing.turn_period_ms;
        for account in self
            .store
            .accounts_with_turns(moved_before, sent_before, 100)
            .await?
        {
            self.store
                .take_turns(&account, moved_before, sent_before, now, |games| {
                    json!({ "games": games }).to_string()
                })
                .await?;
        }
        for game in self.store.deadlines_before(now, now + DAY_MS, 200).await? {
            let Ok(control) = game.clock.parse::<tablut_core::TimeControl>() else {
                continue;
            };
            let warn = DAY_MS.min(control.base_ms() / 2);
            if game.deadline - now > warn {
                continue;
            }
            let Ok(variant) = game.variant.parse::<tablut_core::Variant>() else {
                continue;
            };
            let side = store::to_move(&variant, game.ply);
            let (mover, other) = match side {
                tablut_core::Side::Attackers => (&game.attackers_account, &game.defenders_account),
                tablut_core::Side::Defenders => (&game.defenders_account, &game.attackers_account),
            };
            let Some(mover) = mover else { continue };
            let opponent = match other {
                Some(other) => self.store.account_name(other).await?,
                None => None,
            };
            let data = json!({
                "game": game.id,
                "deadline": game.deadline,
                "opponent": opponent,
            })
            .to_string();
            self.store
                .warn_deadline(&game.id, game.ply, mover, &data, now)
                .await?;
        }
        Ok(())
    }
}

/// Whether `s` looks like one of the server's secrets (32 hex digits).
fn is_token(s: &str) -> bool {
    s.len() == 32 && s.bytes().all(|b| b.is_ascii_hexdigit())
}

/// What a change of a game writes along for mail: whose turn it is to
/// be told of (see `store::note_turn`).
pub(crate) fn note_turn<'c>(
    conn: &'c mut sqlx::AnyConnection,
    row: &'c GameRow,
) -> futures_util::future::BoxFuture<'c, Result<(), StoreError>> {
    Box::pin(store::note_turn(conn, row))
}

/// Queues "you were challenged" for the account `to` (if its address
/// wants it): `from` challenged it to a game of `variant` with `clock`.
/// A failure is logged, never the challenge's.
pub async fn challenged(store: &Store, to: &str, from: &str, variant: &str, clock: &str) {
    let data = json!({ "from": from, "variant": variant, "clock": clock }).to_string();
    if let Err(e) = store
        .queue_wanted_mail(to, "challenges", "challenge", &data, now_ms())
        .await
    {
        tracing::error!("queueing a challenge's mail: {e}");
    }
}

/// The mail task of a server: every tick, queues the turns and deadline
/// warnings due, then sends what the queue holds. Does nothing when mail
/// is off.
pub async fn run(mail: Arc<Mail>) {
    let Some(config) = mail.config.clone() else {
        return;
    };
    let transport = match send::transport(&config) {
        Ok(t) => t,
        Err(e) => {
            tracing::error!("mail is off: {e}");
            return;
        }
    };
    let mut tick = tokio::time::interval(std::time::Duration::from_millis(config.timing.tick_ms));
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        if let Err(e) = mail.sweep().await {
            tracing::warn!("mail: looking for turns and deadlines: {e}");
        }
        loop {
            match send::one(&mail, &config, &transport).await {
                Ok(true) => continue,
                Ok(false) => break,
                Err(e) => {
                    tracing::warn!("mail: the queue: {e}");
                    break;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_checked() {
        assert_eq!(check_email(" ann@example.org ").unwrap(), "ann@example.org");
        for bad in [
            "",
            "ann",
            "ann@",
            "@example.org",
            "a b@example.org",
            "<a@b.c>",
        ] {
            assert!(check_email(bad).is_err(), "{bad:?}");
        }
        assert!(check_email(&format!("{}@example.org", "a".repeat(250))).is_err());
    }

    #[test]
    fn retries_wait_longer_and_longer() {
        let timing = MailTiming::default();
        assert_eq!(timing.backoff(0), 60_000);
        assert_eq!(timing.backoff(1), 120_000);
        assert_eq!(timing.backoff(30), timing.retry_max_ms);
    }

    #[test]
    fn tls_modes_read_back() {
        assert_eq!("starttls".parse::<SmtpTls>(), Ok(SmtpTls::StartTls));
        assert!("ssl".parse::<SmtpTls>().is_err());
    }
}
