//! Accounts and sessions in the database. These changes are rare and
//! small, so they are written straight to the pool, beside the games'
//! writer task (SQLite waits for its lock up to its busy timeout).

use sqlx::FromRow;

use crate::accounts::DELETED_NAME;
use crate::store::notice::{Delta, Notice};
use crate::store::{GameRow, Store, StoreError, CHANGES_CHANNEL};
use crate::wire::AccountView;

/// An account as stored.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct AccountRow {
    /// Random id (16 hex digits), what games and sessions point at.
    pub id: String,
    /// The name as registered.
    pub name: String,
    /// Registration time, ms since 1970.
    pub created_at: i64,
    /// When the account was deleted.
    pub deleted_at: Option<i64>,
    /// The argon2id hash (PHC string); none for a bot, and once deleted.
    pub password_hash: Option<String>,
    /// For a bot, its owner's account id.
    pub bot_owner: Option<String>,
}

impl AccountRow {
    /// The account as clients see it.
    pub fn view(&self) -> AccountView {
        AccountView {
            name: self.name.clone(),
            created_at: self.created_at,
            bot: self.bot_owner.is_some(),
        }
    }
}

const ACCOUNT_COLUMNS: &str = "id, name, created_at, deleted_at, password_hash, bot_owner";

impl Store {
    /// Stores a new account; [`StoreError::NameTaken`] when its name (in
    /// any case) exists.
    pub async fn insert_account(&self, account: &AccountRow, key: &str) -> Result<(), StoreError> {
        let done = sqlx::query(
            "INSERT INTO accounts (id, name, name_key, password_hash, created_at) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(&account.id)
        .bind(&account.name)
        .bind(key)
        .bind(&account.password_hash)
        .bind(account.created_at)
        .execute(&self.pool)
        .await;
        self.inserted(done, key).await
    }

    /// How the insertion of an account named by `key` went: a name that
    /// exists is [`StoreError::NameTaken`], whatever the driver calls it.
    async fn inserted<T>(&self, done: Result<T, sqlx::Error>, key: &str) -> Result<(), StoreError> {
        match done {
            Ok(_) => Ok(()),
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Err(StoreError::NameTaken),
            Err(e) => {
                if self.account_by_key(key).await?.is_some() {
                    return Err(StoreError::NameTaken);
                }
                Err(e.into())
            }
        }
    }

    /// Stores a bot of `owner` with the hash of its token; like
    /// [`Store::insert_account`], [`StoreError::NameTaken`] when the name
    /// exists.
    pub async fn insert_bot(
        &self,
        bot: &AccountRow,
        key: &str,
        token_hash: &str,
    ) -> Result<(), StoreError> {
        let done = sqlx::query(
            "INSERT INTO accounts (id, name, name_key, created_at, bot_owner, token_hash) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(&bot.id)
        .bind(&bot.name)
        .bind(key)
        .bind(bot.created_at)
        .bind(&bot.bot_owner)
        .bind(token_hash)
        .execute(&self.pool)
        .await;
        self.inserted(done, key).await
    }

    /// The bot whose token hashes to `token_hash`, unless deleted.
    pub async fn account_by_token(
        &self,
        token_hash: &str,
    ) -> Result<Option<AccountRow>, StoreError> {
        Ok(sqlx::query_as(&format!(
            "SELECT {ACCOUNT_COLUMNS} FROM accounts WHERE token_hash = $1 AND deleted_at IS NULL"
        ))
        .bind(token_hash)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// The bots `owner` made, oldest first.
    pub async fn bots_of(&self, owner: &str) -> Result<Vec<AccountRow>, StoreError> {
        Ok(sqlx::query_as(&format!(
            "SELECT {ACCOUNT_COLUMNS} FROM accounts WHERE bot_owner = $1 AND deleted_at IS NULL \
             ORDER BY created_at, id"
        ))
        .bind(owner)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Gives bot `id` a new token (the old one stops working).
    pub async fn set_bot_token(&self, id: &str, token_hash: &str) -> Result<(), StoreError> {
        sqlx::query("UPDATE accounts SET token_hash = $2 WHERE id = $1 AND bot_owner IS NOT NULL")
            .bind(id)
            .bind(token_hash)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The account whose name's key is `key`, deleted or not.
    pub async fn account_by_key(&self, key: &str) -> Result<Option<AccountRow>, StoreError> {
        Ok(sqlx::query_as(&format!(
            "SELECT {ACCOUNT_COLUMNS} FROM accounts WHERE name_key = $1"
        ))
        .bind(key)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// The name of account `id`, if it exists and is not deleted.
    pub async fn account_name(&self, id: &str) -> Result<Option<String>, StoreError> {
        let row: Option<(String,)> =
            sqlx::query_as("SELECT name FROM accounts WHERE id = $1 AND deleted_at IS NULL")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|(name,)| name))
    }

    /// The games in play (or waiting for a friend) where `account` holds a
    /// seat, most recently changed first.
    pub async fn games_of(&self, account: &str, limit: i64) -> Result<Vec<GameRow>, StoreError> {
        let rows: Vec<crate::store::StoredRow> = sqlx::query_as(&format!(
            "SELECT {} FROM games WHERE status <> 'finished' \
             AND (attackers_account = $1 OR defenders_account = $1) \
             ORDER BY updated_at DESC, id LIMIT $2",
            *crate::store::GAME_COLUMNS
        ))
        .bind(account)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .filter_map(|r| GameRow::try_from(r).ok())
            .collect())
    }

    /// Counts a login try at the name `key` from `address` as a failure
    /// (the count starts again when the last was before `forget_before`),
    /// unless that address must still wait there: the failures counted,
    /// or `None` while it waits.
    pub async fn count_login_try(
        &self,
        key: &str,
        address: &str,
        now: i64,
        forget_before: i64,
    ) -> Result<Option<i64>, StoreError> {
        let row: Option<(i64,)> = sqlx::query_as(
            "INSERT INTO login_failures (name_key, address, failures, last_at, locked_until) \
             VALUES ($1, $2, 1, $3, 0) \
             ON CONFLICT (name_key, address) DO UPDATE SET \
             failures = CASE WHEN login_failures.last_at < $4 THEN 1 \
             ELSE login_failures.failures + 1 END, last_at = $3 \
             WHERE login_failures.locked_until <= $3 \
             RETURNING failures",
        )
        .bind(key)
        .bind(address)
        .bind(now)
        .bind(forget_before)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|(n,)| n))
    }

    /// Until when `address` must wait before its next try at `key` (0:
    /// it need not).
    pub async fn login_locked_until(&self, key: &str, address: &str) -> Result<i64, StoreError> {
        let row: Option<(i64,)> = sqlx::query_as(
            "SELECT locked_until FROM login_failures WHERE name_key = $1 AND address = $2",
        )
        .bind(key)
        .bind(address)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map_or(0, |(t,)| t))
    }

    /// Makes `address` wait until `until` (or longer, if it already must)
    /// before its next try at `key`.
    pub async fn lock_login(&self, key: &str, address: &str, until: i64) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE login_failures SET locked_until = $3 \
             WHERE name_key = $1 AND address = $2 AND locked_until < $3",
        )
        .bind(key)
        .bind(address)
        .bind(until)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The failures at `key`, from every address that failed there since
    /// `since`.
    pub async fn recent_login_failures(&self, key: &str, since: i64) -> Result<i64, StoreError> {
        let (n,): (i64,) = sqlx::query_as(
            "SELECT CAST(COALESCE(SUM(failures), 0) AS BIGINT) FROM login_failures \
             WHERE name_key = $1 AND last_at >= $2",
        )
        .bind(key)
        .bind(since)
        .fetch_one(&self.pool)
        .await?;
        Ok(n)
    }

    /// Forgets the failures of `address` at `key` (after a login there).
    pub async fn forget_login_failures(&self, key: &str, address: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM login_failures WHERE name_key = $1 AND address = $2")
            .bind(key)
            .bind(address)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Forgets every failure at `key` (a new account takes the name).
    pub async fn forget_login_failures_of(&self, key: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM login_failures WHERE name_key = $1")
            .bind(key)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Forgets the failures whose last was before `before`.
    pub async fn forget_old_login_failures(&self, before: i64) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM login_failures WHERE last_at < $1")
            .bind(before)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Stores a session (its token's hash) for `account` until `expires_at`.
    pub async fn insert_session(
        &self,
        token_hash: &str,
        account: &str,
        now: i64,
        expires_at: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO sessions (token_hash, account_id, created_at, expires_at) \
             VALUES ($1, $2, $3, $4)",
        )
        .bind(token_hash)
        .bind(account)
        .bind(now)
        .bind(expires_at)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The account of a live session, if the token's hash names one.
    pub async fn session_account(
        &self,
        token_hash: &str,
        now: i64,
    ) -> Result<Option<AccountRow>, StoreError> {
        let columns = ACCOUNT_COLUMNS
            .split(", ")
            .map(|c| format!("a.{c}"))
            .collect::<Vec<_>>()
            .join(", ");
        Ok(sqlx::query_as(&format!(
            "SELECT {columns} FROM sessions s JOIN accounts a ON a.id = s.account_id \
             WHERE s.token_hash = $1 AND s.expires_at > $2 AND a.deleted_at IS NULL"
        ))
        .bind(token_hash)
        .bind(now)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// Ends a session.
    pub async fn delete_session(&self, token_hash: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM sessions WHERE token_hash = $1")
            .bind(token_hash)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Sets a new password hash and ends every session of the account but
    /// `keep` (the one that changed it).
    pub async fn set_password(&self, id: &str, hash: &str, keep: &str) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("UPDATE accounts SET password_hash = $2 WHERE id = $1")
            .bind(id)
            .bind(hash)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM sessions WHERE account_id = $1 AND token_hash <> $2")
            .bind(id)
            .bind(keep)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Deletes an account: no password, no sessions, and its seats in
    /// games named [`DELETED_NAME`] (each such game's version goes up, and
    /// other servers are told). Returns the games changed with their new
    /// versions.
    pub async fn delete_account(
        &self,
        id: &str,
        now: i64,
    ) -> Result<Vec<(String, i64)>, StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "UPDATE accounts SET password_hash = NULL, token_hash = NULL, deleted_at = $2 \
             WHERE id = $1",
        )
        .bind(id)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        sqlx::query("DELETE FROM sessions WHERE account_id = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        for side in ["attackers", "defenders"] {
            sqlx::query(&format!(
                "UPDATE games SET {side}_name = $2, version = version + 1 \
                 WHERE {side}_account = $1"
            ))
            .bind(id)
            .bind(DELETED_NAME)
            .execute(&mut *tx)
            .await?;
        }
        let changed: Vec<(String, i64)> = sqlx::query_as(
            "SELECT id, version FROM games WHERE attackers_account = $1 OR defenders_account = $1",
        )
        .bind(id)
        .fetch_all(&mut *tx)
        .await?;
        if self.shared {
            for (game, version) in &changed {
                let notice = Notice {
                    id: game.clone(),
                    version: *version,
                    delta: Delta::Other,
                };
                sqlx::query("SELECT pg_notify($1, $2)")
                    .bind(CHANGES_CHANNEL)
                    .bind(notice.payload())
                    .execute(&mut *tx)
                    .await?;
            }
        }
        tx.commit().await?;
        Ok(changed)
    }
}
