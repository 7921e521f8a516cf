//! Accounts: names and passwords, logins (sessions), and what keeps them
//! safe: argon2id password hashes, session tokens stored only as hashes,
//! names that pass for the server's own refused, and logins slowed down
//! after failures per name and address (in the database, so every server
//! counts them) and per address (in this server), never per name alone:
//! whoever guesses at an account from elsewhere cannot keep its owner out
//! (see [`Accounts::login`]).
//!
//! Guests keep everything they had without an account; an account adds an
//! identity to seats (see [`crate::games::hub::Hub::adopt`]).

mod store;
pub use store::AccountRow;

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Mutex, OnceLock};

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;

use crate::error::ApiError;
use crate::secret;
use crate::store::{Store, StoreError};
use crate::text::{framed, t, tr, Args};
use crate::time::now_ms;
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
/// Failed logins from one address to one name before each further try
/// from that address at that name must wait.
pub const FREE_FAILURES: i64 = 5;
/// Failed logins at one name, from every address, in
/// [`NAME_WINDOW_MS`], beyond which an address gets only
/// [`WARY_FREE_FAILURES`] free tries at that name instead of
/// [`FREE_FAILURES`].
pub const NAME_FAILURES: i64 = 20;
/// The window over which [`NAME_FAILURES`] counts.
pub const NAME_WINDOW_MS: i64 = 60 * 60 * 1000;
/// Free failures of an address at a name under attack (at least one, so
/// an address that has not failed is never refused).
pub const WARY_FREE_FAILURES: i64 = 2;
const _: () = assert!(
    WARY_FREE_FAILURES >= 1,
    "an address that has not failed is never refused"
);
/// The longest wait imposed on an address at one name.
pub const MAX_LOCK_MS: i64 = 15 * 60 * 1000;
/// A name and address's failures are forgotten after this long without
/// another.
pub const FAILURES_KEPT_MS: i64 = 24 * 3600 * 1000;
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
pub use tablut_api::accounts::{is_bot_token, BOT_TOKEN_PREFIX};

/// A new bot token: [`BOT_TOKEN_PREFIX`] and 128 random bits in hex.
fn new_bot_token() -> String {
    format!("{BOT_TOKEN_PREFIX}{}", secret::new_secret())
}

pub use tablut_api::accounts::DELETED_NAME;

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
    if is_reserved(name) {
        return Err(ApiError::bad_request(tr(
            "error-name-reserved",
            &Args::new().str("name", name),
        )));
    }
    Ok(name)
}

/// Names no account may take, in their folded form (see [`fold`]): the
/// names the server gives seats itself (`Guest`, `Friend`, `deleted`, and
/// `tablut, LEVEL` for the computer, see also [`RESERVED_PREFIXES`]), and
/// names that would pass for the site's staff or for a missing value.
pub const RESERVED_NAMES: &[&str] = &[
    "guest",
    "friend",
    "deleted",
    "tablut",
    "computer",
    "engine",
    "bot",
    "admin",
    "administrator",
    "root",
    "system",
    "sysop",
    "moderator",
    "mod",
    "staff",
    "support",
    "help",
    "official",
    "owner",
    "operator",
    "server",
    "anonymous",
    "nobody",
    "everyone",
    "null",
    "undefined",
    "none",
    "nil",
];

/// Beginnings no folded name may have: the computer plays as `tablut,
/// beginner` … `tablut, master`, so no `tablut-master` or `Tab1ut_easy`
/// either.
pub const RESERVED_PREFIXES: &[&str] = &["tablut"];

/// A name reduced to what it looks like, to compare with
/// [`RESERVED_NAMES`]: lower case, `-` and `_` dropped, `i` and `l` one
/// letter, `rn` read as `m` and `vv` as `w`; with `digits_as_letters`, the
/// digits that pass for letters read as those letters (`0` o, `1` l, `3`
/// e, `4` a, `5` s, `7` t, `8` b) and the others dropped, else every digit
/// dropped. (Names are ASCII letters, digits, `-` and `_`, see
/// [`check_name`], so nothing else needs folding.)
pub fn fold(name: &str, digits_as_letters: bool) -> String {
    let mapped: String = name
        .chars()
        .filter_map(|c| match c.to_ascii_lowercase() {
            'i' | 'l' => Some('l'),
            c if c.is_ascii_lowercase() => Some(c),
            _ if !digits_as_letters => None,
            '0' => Some('o'),
            '1' => Some('l'),
            '3' => Some('e'),
            '4' => Some('a'),
            '5' => Some('s'),
            '7' => Some('t'),
            '8' => Some('b'),
            _ => None,
        })
        .collect();
    mapped.replace("rn", "m").replace("vv", "w")
}

/// Whether `name` is, or looks like, a name no account may take (see
/// [`RESERVED_NAMES`] and [`RESERVED_PREFIXES`]), whether its digits are
/// read as letters (`r00t`, `adm1n`) or dropped (`Guest42`, `admin1`).
pub fn is_reserved(name: &str) -> bool {
    [true, false].into_iter().any(|digits| {
        let folded = fold(name, digits);
        RESERVED_NAMES.iter().any(|r| fold(r, true) == folded)
            || RESERVED_PREFIXES
                .iter()
                .any(|p| folded.starts_with(&fold(p, true)))
    })
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

/// Whether `password` matches the stored `hash` (false for a damaged
/// hash). Without a hash (a name no account has, a bot, a deleted
/// account) the password is checked against [`dummy_hash`], so the answer
/// takes as long as for an account and tells no one which names exist.
pub async fn verify_password(password: &str, hash: Option<&str>) -> bool {
    let (password, hash) = (password.to_string(), hash.map(str::to_string));
    tokio::task::spawn_blocking(move || {
        let real = hash.is_some();
        let hash = hash.unwrap_or_else(|| dummy_hash().to_string());
        let matches = PasswordHash::new(&hash).is_ok_and(|parsed| {
            Argon2::default()
                .verify_password(password.as_bytes(), &parsed)
                .is_ok()
        });
        real && matches
    })
    .await
    .unwrap_or(false)
}

/// The hash of a random password no one knows, made once with the
/// parameters of every account's hash: what a login at a name without a
/// password is checked against (blocks for one hash, the first time).
fn dummy_hash() -> &'static str {
    static DUMMY: OnceLock<String> = OnceLock::new();
    DUMMY.get_or_init(|| {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(secret::new_secret().as_bytes(), &salt)
            .map(|h| h.to_string())
            .unwrap_or_default()
    })
}

/// How long an address waits before its next try at a name after
/// `failures` failed ones there, `free` of which cost nothing: then 1 s,
/// 2 s, 4 s … up to [`MAX_LOCK_MS`].
pub fn lock_after(failures: i64, free: i64) -> i64 {
    if failures < free {
        return 0;
    }
    let doublings = (failures - free).min(20) as u32;
    (1_000i64 << doublings).min(MAX_LOCK_MS)
}

/// How an address is stored with the failures counted against it: the
/// [`address_key`], with `/64` for an IPv6 network.
pub fn address_text(ip: IpAddr) -> String {
    match address_key(ip) {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => format!("{v6}/64"),
    }
}

/// The key of an address for counting failures: the address itself for
/// IPv4 (an IPv4 address mapped into IPv6 too), its /64 network for IPv6
/// (one machine is commonly given a whole /64, so its addresses would
/// otherwise count as many).
pub fn address_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let mut seg = v6.segments();
                seg[4..].fill(0);
                IpAddr::from(seg)
            }
        },
    }
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
    /// When failures older than [`FAILURES_KEPT_MS`] were last deleted.
    swept: AtomicI64,
}

/// How often failures too old to matter are deleted.
const SWEEP_MS: i64 = 10 * 60 * 1000;

impl Accounts {
    /// Accounts stored in `store`.
    pub fn new(store: Store) -> Accounts {
        Accounts {
            store,
            addresses: Mutex::new(HashMap::new()),
            swept: AtomicI64::new(0),
        }
    }

    /// The address's counts now (by [`address_key`]), starting a new
    /// window when the last one is over; `f` reads or bumps them.
    fn window<T>(&self, ip: IpAddr, f: impl FnOnce(&mut Window) -> T) -> T {
        let ip = address_key(ip);
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
            bot_owner: None,
        };
        let key = name_key(name);
        match self.store.insert_account(&account, &key).await {
            Ok(()) => {}
            Err(StoreError::NameTaken) => return Err(ApiError::name_taken(name)),
            Err(e) => return Err(e.into()),
        }
        // Guesses at the name before it was an account are not held
        // against its owner's address.
        self.store.forget_login_failures_of(&key).await?;
        let token = self.open_session(&account.id).await?;
        Ok((account, token))
    }

    /// Logs in with a name and password: the account and the new
    /// session's token.
    ///
    /// Failures are counted per address (in this server: after
    /// [`ADDRESS_FAILURES`] in [`ADDRESS_WINDOW_MS`], whatever the names,
    /// the address is refused) and per name and address (in the
    /// database, on every server: after [`FREE_FAILURES`] at one name,
    /// that address waits before each further try there, 1 s, 2 s … up to
    /// [`MAX_LOCK_MS`]). Failures at a name from every address only make
    /// each address's allowance there smaller ([`WARY_FREE_FAILURES`]
    /// once there are [`NAME_FAILURES`] in [`NAME_WINDOW_MS`]): an
    /// address that has not failed is never refused the right password,
    /// however many guesses come from elsewhere. Names no account has are
    /// counted and answered exactly as accounts, and take as long (see
    /// [`verify_password`]), so neither the answer nor its time tells
    /// which names exist.
    ///
    /// Each try counts as a failure before the password is checked, and
    /// is given back when it was right: many tries sent at once cannot
    /// all slip through before the first failure is recorded.
    pub async fn login(
        &self,
        name: &str,
        password: &str,
        ip: IpAddr,
    ) -> Result<(AccountRow, String), ApiError> {
        let counted = self.window(ip, |w| {
            if w.failures >= ADDRESS_FAILURES {
                return false;
            }
            w.failures += 1;
            true
        });
        if !counted {
            return Err(ApiError::rate_limited(t("error-too-many-failures")));
        }
        let give_back = || self.window(ip, |w| w.failures = w.failures.saturating_sub(1));
        let wrong = || ApiError::unauthorized(t("error-wrong-login"));
        let key = name_key(name);
        let address = address_text(ip);
        let now = now_ms();
        // A name longer than any account's is not worth a row; it still
        // costs a hash, as any other.
        let mut lock = None;
        if key.chars().count() <= NAME_MAX {
            let Some(failures) = self
                .store
                .count_login_try(&key, &address, now, now - FAILURES_KEPT_MS)
                .await?
            else {
                give_back();
                let until = self.store.login_locked_until(&key, &address).await?;
                let wait = (until - now).max(1);
                return Err(ApiError::rate_limited(tr(
                    "error-account-locked",
                    &Args::new().num("seconds", ((wait + 999) / 1000) as f64),
                )));
            };
            let recent = self
                .store
                .recent_login_failures(&key, now - NAME_WINDOW_MS)
                .await?;
            let free = if recent > NAME_FAILURES {
                WARY_FREE_FAILURES
            } else {
                FREE_FAILURES
            };
            // Locked before the password is checked, so that tries sent
            // together wait too; a right password unlocks.
            let wait = lock_after(failures, free);
            if wait > 0 {
                self.store.lock_login(&key, &address, now + wait).await?;
            }
            lock = Some(wait);
        }
        let found = self
            .store
            .account_by_key(&key)
            .await?
            .filter(|a| a.deleted_at.is_none());
        let hash = found.as_ref().and_then(|a| a.password_hash.as_deref());
        let right = verify_password(password, hash).await;
        let account = match found {
            Some(account) if right => account,
            _ => {
                if let Some(lock) = lock.filter(|l| *l > 0) {
                    // The wait counts from the answer, however long the
                    // check took.
                    self.store
                        .lock_login(&key, &address, now_ms() + lock)
                        .await?;
                }
                self.sweep(now).await?;
                return Err(wrong());
            }
        };
        give_back();
        self.store.forget_login_failures(&key, &address).await?;
        let token = self.open_session(&account.id).await?;
        Ok((account, token))
    }

    /// Deletes the failures too old to count, at most every [`SWEEP_MS`].
    async fn sweep(&self, now: i64) -> Result<(), ApiError> {
        let last = self.swept.load(Ordering::Relaxed);
        if now - last >= SWEEP_MS
            && self
                .swept
                .compare_exchange(last, now, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok()
        {
            self.store
                .forget_old_login_failures(now - FAILURES_KEPT_MS)
                .await?;
        }
        Ok(())
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
        if verify_password(password, session.account.password_hash.as_deref()).await {
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
        assert_eq!(lock_after(FREE_FAILURES - 1, FREE_FAILURES), 0);
        assert_eq!(lock_after(FREE_FAILURES, FREE_FAILURES), 1_000);
        assert_eq!(lock_after(FREE_FAILURES + 3, FREE_FAILURES), 8_000);
        assert_eq!(lock_after(FREE_FAILURES + 60, FREE_FAILURES), MAX_LOCK_MS);
        assert_eq!(lock_after(WARY_FREE_FAILURES, WARY_FREE_FAILURES), 1_000);
    }

    #[test]
    fn reserved_names_are_refused_however_written() {
        for bad in [
            "Guest",
            "guest42",
            "Friend",
            "FRIEND_",
            "tablut",
            "Tab1ut",
            "tablut-master",
            "TABLUT_easy",
            "admin",
            "Adm1n",
            "admin_1",
            "a-d-m-i-n",
            "Administrator",
            "r00t",
            "ROOT",
            "System",
            "moderator",
            "M0derator",
            "nu11",
            "null",
            "undefined",
            "Deleted",
            "adrnin",
            "sysop",
            "support",
            "n0ne",
        ] {
            assert!(is_reserved(bad), "{bad:?} passes");
            assert!(check_name(bad).is_err(), "{bad:?} is accepted");
        }
        for fine in [
            "Ann_Lee-2",
            "Guestimate",
            "Friendly",
            "Rooted",
            "Linnaeus",
            "Modest",
            "Nullarbor",
            "Bob",
            "Carol",
            "lt0a1b2c-17",
        ] {
            assert!(!is_reserved(fine), "{fine:?} is refused");
        }
        let e = check_name("Adm1n").unwrap_err();
        assert!(e.message.contains("Adm1n"), "{}", e.message);
    }

    #[test]
    fn an_ipv6_network_counts_as_one_address() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(address_key(a), address_key(b));
        assert_ne!(address_key(a), address_key(c));
        assert_eq!(address_text(a), "2001:db8:1:2::/64");
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().unwrap();
        assert_eq!(address_text(mapped), "192.0.2.7");
    }

    #[tokio::test]
    async fn a_password_verifies_against_its_hash_only() {
        let hash = hash_password("correct horse").await.unwrap();
        assert!(hash.starts_with("$argon2id$"), "{hash}");
        assert!(verify_password("correct horse", Some(&hash)).await);
        assert!(!verify_password("correct house", Some(&hash)).await);
        assert!(!verify_password("correct horse", Some("not a hash")).await);
        assert!(!verify_password("correct horse", None).await);
        assert!(!verify_password("", None).await);
        assert!(
            dummy_hash().starts_with("$argon2id$") && dummy_hash() == dummy_hash(),
            "made once, with the accounts' parameters"
        );
    }
}
