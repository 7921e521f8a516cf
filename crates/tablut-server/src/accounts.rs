//! Accounts: names and passwords, logins (sessions), and what keeps them
//! safe: argon2id password hashes, session tokens stored only as hashes,
//! and logins slowed down after failures, per account (in the database,
//! so every server counts them) and per address (in this server).
//!
//! Guests keep everything they had without an account; an account adds an
//! identity to seats (see [`crate::hub::Hub::adopt`]).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;

use crate::error::ApiError;
use crate::hub::now_ms;
use crate::secret;
use crate::store::{AccountRow, Store, StoreError};
use crate::text::{framed, t, tr, Args};
use crate::wire::AccountView;

/// Shortest account name, in characters.
pub const NAME_MIN: usize = 3;
/// Longest account name, in characters.
pub const NAME_MAX: usize = 20;
/// Shortest password, in characters.
pub const PASSWORD_MIN: usize = 8;
/// Longest password, in bytes (argon2 takes any length; this bounds the
/// work one request can ask for).
pub const PASSWORD_MAX: usize = 128;
/// How long a login lasts without logging in again.
pub const SESSION_MS: i64 = 30 * 24 * 3600 * 1000;
/// Failed logins to one account before each further one must wait.
pub const FREE_FAILURES: i64 = 5;
/// The longest wait imposed on an account after failed logins.
pub const MAX_LOCK_MS: i64 = 15 * 60 * 1000;
/// Failed logins from one address within [`ADDRESS_WINDOW_MS`] before the
/// address is refused.
pub const ADDRESS_FAILURES: u32 = 20;
/// Accounts one address may register within [`ADDRESS_WINDOW_MS`].
pub const ADDRESS_REGISTRATIONS: u32 = 10;
/// The window over which an address's failures and registrations count.
pub const ADDRESS_WINDOW_MS: i64 = 10 * 60 * 1000;
/// Addresses whose counts are kept at most (beyond, the oldest windows are
/// forgotten).
const ADDRESSES_KEPT: usize = 10_000;

/// Bots one account may own.
pub const MAX_BOTS: usize = 10;
/// What every bot token starts with, so a token is never taken for a
/// seat's secret.
pub const BOT_TOKEN_PREFIX: &str = "bot_";

/// A new bot token: [`BOT_TOKEN_PREFIX`] and 128 random bits in hex.
fn new_bot_token() -> String {
    format!("{BOT_TOKEN_PREFIX}{}", secret::new_secret())
}

/// Whether `token` has the shape of a bot token.
pub fn is_bot_token(token: &str) -> bool {
    token
        .strip_prefix(BOT_TOKEN_PREFIX)
        .is_some_and(|hex| hex.len() == 32 && hex.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// The name a deleted account's seats show.
pub const DELETED_NAME: &str = "deleted";

/// The account name as typed, if it is one: letters, digits, `-` and `_`,
/// [`NAME_MIN`] to [`NAME_MAX`] of them.
pub fn check_name(name: &str) -> Result<&str, ApiError> {
    let name = name.trim();
    let count = name.chars().count();
    if !(NAME_MIN..=NAME_MAX).contains(&count) {
        return Err(ApiError::bad_request(tr(
            "error-name-length",
            &Args::new()
                .num("min", NAME_MIN as f64)
                .num("max", NAME_MAX as f64),
        )));
    }
    if let Some(bad) = name
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || *c == '-' || *c == '_'))
    {
        return Err(ApiError::bad_request(tr(
            "error-name-characters",
            &Args::new().str("char", bad.escape_default().to_string()),
        )));
    }
    if name.eq_ignore_ascii_case(DELETED_NAME) {
        return Err(ApiError::name_taken(name));
    }
    Ok(name)
}

/// The key that makes names unique whatever their case.
pub fn name_key(name: &str) -> String {
    name.trim().to_ascii_lowercase()
}

/// Whether `password` may be a new password.
pub fn check_password(password: &str) -> Result<(), ApiError> {
    if password.chars().count() < PASSWORD_MIN {
        return Err(ApiError::bad_request(tr(
            "error-password-short",
            &Args::new().num("min", PASSWORD_MIN as f64),
        )));
    }
    if password.len() > PASSWORD_MAX {
        return Err(ApiError::bad_request(tr(
            "error-password-long",
            &Args::new().num("max", PASSWORD_MAX as f64),
        )));
    }
    Ok(())
}

/// The argon2id hash of `password` (with a new random salt), computed off
/// the async threads: it takes tens of milliseconds by design.
pub async fn hash_password(password: &str) -> Result<String, ApiError> {
    let password = password.to_string();
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(password.as_bytes(), &salt)
            .map(|h| h.to_string())
    })
    .await
    .map_err(|e| ApiError::server_error(framed("error-hashing", e)))?
    .map_err(|e| ApiError::server_error(framed("error-hashing", e)))
}

/// Whether `password` matches the stored `hash` (false for a damaged hash).
pub async fn verify_password(password: &str, hash: &str) -> bool {
    let (password, hash) = (password.to_string(), hash.to_string());
    tokio::task::spawn_blocking(move || {
        PasswordHash::new(&hash).is_ok_and(|parsed| {
            Argon2::default()
                .verify_password(password.as_bytes(), &parsed)
                .is_ok()
        })
    })
    .await
    .unwrap_or(false)
}

/// How long an account waits before its next login attempt after
/// `failures` failed ones in a row: nothing for the first
/// [`FREE_FAILURES`], then 1 s, 2 s, 4 s … up to [`MAX_LOCK_MS`].
pub fn lock_after(failures: i64) -> i64 {
    if failures < FREE_FAILURES {
        return 0;
    }
    let doublings = (failures - FREE_FAILURES).min(20) as u32;
    (1_000i64 << doublings).min(MAX_LOCK_MS)
}

/// A logged-in account, as a request carries it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    /// The account.
    pub account: AccountRow,
    /// The hash of the session's token.
    pub token_hash: String,
}

impl Session {
    /// The account as clients see it.
    pub fn view(&self) -> AccountView {
        self.account.view()
    }
}

/// Counts per address over a window: failed logins and registrations.
#[derive(Debug, Default)]
struct Window {
    start: i64,
    failures: u32,
    registrations: u32,
}

/// Accounts and logins over the database.
#[derive(Debug)]
pub struct Accounts {
    store: Store,
    addresses: Mutex<HashMap<IpAddr, Window>>,
}

impl Accounts {
    /// Accounts stored in `store`.
    pub fn new(store: Store) -> Accounts {
        Accounts {
            store,
            addresses: Mutex::new(HashMap::new()),
        }
    }

    /// The address's counts now, starting a new window when the last one
    /// is over; `f` reads or bumps them.
    fn window<T>(&self, ip: IpAddr, f: impl FnOnce(&mut Window) -> T) -> T {
        let now = now_ms();
        let mut addresses = self.addresses.lock().expect("addresses lock");
        if addresses.len() >= ADDRESSES_KEPT && !addresses.contains_key(&ip) {
            addresses.retain(|_, w| now - w.start < ADDRESS_WINDOW_MS);
            if addresses.len() >= ADDRESSES_KEPT {
                // Every window is current: forget the oldest half.
                let mut starts: Vec<i64> = addresses.values().map(|w| w.start).collect();
                starts.sort_unstable();
                let cut = starts[starts.len() / 2];
                addresses.retain(|_, w| w.start > cut);
            }
        }
        let window = addresses.entry(ip).or_default();
        if now - window.start >= ADDRESS_WINDOW_MS {
            *window = Window {
                start: now,
                ..Window::default()
            };
        }
        f(window)
    }

    /// Creates an account and logs it in: the account and the new
    /// session's token.
    pub async fn register(
        &self,
        name: &str,
        password: &str,
        ip: IpAddr,
    ) -> Result<(AccountRow, String), ApiError> {
        let name = check_name(name)?;
        check_password(password)?;
        let allowed = self.window(ip, |w| {
            if w.registrations >= ADDRESS_REGISTRATIONS {
                return false;
            }
            w.registrations += 1;
            true
        });
        if !allowed {
            return Err(ApiError::rate_limited(t("error-too-many-registrations")));
        }
        let hash = hash_password(password).await?;
        let account = AccountRow {
            id: secret::new_game_id(),
            name: name.to_string(),
            created_at: now_ms(),
            deleted_at: None,
            password_hash: Some(hash),
            failed_logins: 0,
            locked_until: 0,
            bot_owner: None,
        };
        match self.store.insert_account(&account, &name_key(name)).await {
            Ok(()) => {}
            Err(StoreError::NameTaken) => return Err(ApiError::name_taken(name)),
            Err(e) => return Err(e.into()),
        }
        let token = self.open_session(&account.id).await?;
        Ok((account, token))
    }

    /// Logs in with a name and password: the account and the new
    /// session's token.
    pub async fn login(
        &self,
        name: &str,
        password: &str,
        ip: IpAddr,
    ) -> Result<(AccountRow, String), ApiError> {
        if self.window(ip, |w| w.failures >= ADDRESS_FAILURES) {
            return Err(ApiError::rate_limited(t("error-too-many-failures")));
        }
        let wrong = || ApiError::unauthorized(t("error-wrong-login"));
        let found = self.store.account_by_key(&name_key(name)).await?;
        let Some(account) = found.filter(|a| a.deleted_at.is_none()) else {
            self.window(ip, |w| w.failures += 1);
            return Err(wrong());
        };
        let now = now_ms();
        if account.locked_until > now {
            let wait = (account.locked_until - now + 999) / 1000;
            return Err(ApiError::rate_limited(tr(
                "error-account-locked",
                &Args::new().num("seconds", wait as f64),
            )));
        }
        let hash = account.password_hash.clone().unwrap_or_default();
        if !verify_password(password, &hash).await {
            self.window(ip, |w| w.failures += 1);
            let failures = account.failed_logins + 1;
            let until = now + lock_after(failures);
            self.store
                .record_failed_login(&account.id, failures, until)
                .await?;
            return Err(wrong());
        }
        if account.failed_logins > 0 {
            self.store.record_failed_login(&account.id, 0, 0).await?;
        }
        let token = self.open_session(&account.id).await?;
        Ok((account, token))
    }

    async fn open_session(&self, account: &str) -> Result<String, ApiError> {
        let token = secret::new_secret();
        let now = now_ms();
        self.store
            .insert_session(&secret::hash(&token), account, now, now + SESSION_MS)
            .await?;
        Ok(token)
    }

    /// The session a cookie's token opens, if it is a live one.
    pub async fn session(&self, token: &str) -> Result<Option<Session>, ApiError> {
        if token.len() != 32 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Ok(None);
        }
        let token_hash = secret::hash(token);
        let account = self.store.session_account(&token_hash, now_ms()).await?;
        Ok(account.map(|account| Session {
            account,
            token_hash,
        }))
    }

    /// Ends a session.
    pub async fn logout(&self, session: &Session) -> Result<(), ApiError> {
        Ok(self.store.delete_session(&session.token_hash).await?)
    }

    /// Changes the password, once the current one is given; every other
    /// session of the account ends.
    pub async fn change_password(
        &self,
        session: &Session,
        current: &str,
        new: &str,
    ) -> Result<(), ApiError> {
        check_password(new)?;
        self.confirm(session, current).await?;
        let hash = hash_password(new).await?;
        self.store
            .set_password(&session.account.id, &hash, &session.token_hash)
            .await?;
        Ok(())
    }

    /// Deletes the account, once its password is given: it can no longer
    /// log in, its sessions end, its name is never given to anyone else,
    /// and its games stay, their seats named "deleted". Returns the games
    /// changed, with their new versions.
    pub async fn delete(
        &self,
        session: &Session,
        password: &str,
    ) -> Result<Vec<(String, i64)>, ApiError> {
        self.confirm(session, password).await?;
        Ok(self
            .store
            .delete_account(&session.account.id, now_ms())
            .await?)
    }

    /// Makes a bot owned by the session's account: a new account named
    /// `name` that logs in with the returned token only.
    pub async fn make_bot(
        &self,
        owner: &Session,
        name: &str,
    ) -> Result<(AccountRow, String), ApiError> {
        if owner.account.bot_owner.is_some() {
            return Err(ApiError::not_allowed(t("error-bot-owns-bots")));
        }
        let name = check_name(name)?;
        if self.store.bots_of(&owner.account.id).await?.len() >= MAX_BOTS {
            return Err(ApiError::not_allowed(tr(
                "error-too-many-bots",
                &Args::new().num("max", MAX_BOTS as f64),
            )));
        }
        let token = new_bot_token();
        let bot = AccountRow {
            id: secret::new_game_id(),
            name: name.to_string(),
            created_at: now_ms(),
            deleted_at: None,
            password_hash: None,
            failed_logins: 0,
            locked_until: 0,
            bot_owner: Some(owner.account.id.clone()),
        };
        match self
            .store
            .insert_bot(&bot, &name_key(name), &secret::hash(&token))
            .await
        {
            Ok(()) => Ok((bot, token)),
            Err(StoreError::NameTaken) => Err(ApiError::name_taken(name)),
            Err(e) => Err(e.into()),
        }
    }

    /// A new token for the owner's bot `name` (the old one stops working).
    pub async fn new_bot_token(&self, owner: &Session, name: &str) -> Result<String, ApiError> {
        let bot = self
            .store
            .bots_of(&owner.account.id)
            .await?
            .into_iter()
            .find(|b| b.name.eq_ignore_ascii_case(name.trim()))
            .ok_or_else(|| ApiError::not_found_named("own-bot", name))?;
        let token = new_bot_token();
        self.store
            .set_bot_token(&bot.id, &secret::hash(&token))
            .await?;
        Ok(token)
    }

    /// The bot a token opens, if it is a live bot's.
    pub async fn bot(&self, token: &str) -> Result<Option<AccountRow>, ApiError> {
        if !is_bot_token(token) {
            return Ok(None);
        }
        Ok(self.store.account_by_token(&secret::hash(token)).await?)
    }

    /// Checks the account's password for a change that needs it.
    async fn confirm(&self, session: &Session, password: &str) -> Result<(), ApiError> {
        let hash = session.account.password_hash.clone().unwrap_or_default();
        if verify_password(password, &hash).await {
            Ok(())
        } else {
            Err(ApiError::unauthorized(t("error-wrong-password")))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_letters_digits_dash_and_underscore() {
        assert_eq!(check_name("  Ann_Lee-2 ").unwrap(), "Ann_Lee-2");
        for bad in [
            "ab",
            "a".repeat(21).as_str(),
            "Ann Lee",
            "Añn",
            "a/b",
            "x\u{202e}yz",
        ] {
            assert!(check_name(bad).is_err(), "{bad:?}");
        }
        assert!(
            check_name("Deleted").is_err(),
            "the name deleted seats show"
        );
        assert_eq!(name_key("AnnLee"), name_key("annlee"));
    }

    #[test]
    fn passwords_are_bounded() {
        assert!(check_password("short").is_err());
        assert!(check_password("long enough").is_ok());
        assert!(check_password(&"x".repeat(129)).is_err());
    }

    #[test]
    fn failed_logins_wait_longer_and_longer() {
        assert_eq!(lock_after(FREE_FAILURES - 1), 0);
        assert_eq!(lock_after(FREE_FAILURES), 1_000);
        assert_eq!(lock_after(FREE_FAILURES + 3), 8_000);
        assert_eq!(lock_after(FREE_FAILURES + 60), MAX_LOCK_MS);
    }

    #[tokio::test]
    async fn a_password_verifies_against_its_hash_only() {
        let hash = hash_password("correct horse").await.unwrap();
        assert!(hash.starts_with("$argon2id$"), "{hash}");
        assert!(verify_password("correct horse", &hash).await);
        assert!(!verify_password("correct house", &hash).await);
        assert!(!verify_password("correct horse", "not a hash").await);
    }
}
