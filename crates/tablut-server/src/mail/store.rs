//! E-mail in the database (migration 0016): addresses, links, turns
//! waiting to be told, deadline warnings, and the queue of mail. Every
//! step that must happen once across servers is one conditional update
//! or insertion, which only one server wins.

use sqlx::{AnyConnection, FromRow};
use tablut_core::{Game, Side};

use crate::store::{GameRow, Store, StoreError};
use crate::wire::{MailChoices, Status};

/// An account's address as stored.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct AddressRow {
    /// The account.
    pub account_id: String,
    /// The address.
    pub email: String,
    /// When its link was opened.
    pub verified_at: Option<i64>,
    /// The language its mail is written in.
    pub lang: String,
    /// The secret of its unsubscribe links.
    pub unsubscribe_key: String,
    /// "Your turn" wanted (1) or not (0).
    pub turns: i64,
    /// Deadline warnings wanted.
    pub deadlines: i64,
    /// Challenges wanted.
    pub challenges: i64,
}

impl AddressRow {
    /// The account's choices.
    pub fn choices(&self) -> MailChoices {
        MailChoices {
            turns: self.turns != 0,
            deadlines: self.deadlines != 0,
            challenges: self.challenges != 0,
        }
    }
}

const ADDRESS_COLUMNS: &str =
    "account_id, email, verified_at, lang, unsubscribe_key, turns, deadlines, challenges";

/// A mail claimed from the queue.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct QueuedMail {
    /// Its id.
    pub id: String,
    /// To whom.
    pub account_id: String,
    /// `verify`, `reset`, `turns`, `deadline`, `challenge`.
    pub kind: String,
    /// What it says (JSON).
    pub data: String,
    /// When it was queued.
    pub created_at: i64,
    /// Attempts so far.
    pub attempts: i64,
}

/// A link's token as stored.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct TokenRow {
    /// The account.
    pub account_id: String,
    /// The address it was sent to.
    pub email: String,
    /// Until when it works.
    pub expires_at: i64,
    /// When it was used.
    pub used_at: Option<i64>,
}

/// A correspondence game in play, as the deadline sweep reads it.
#[derive(Clone, Debug, FromRow)]
pub struct DeadlineRow {
    /// The game.
    pub id: String,
    /// Its clock (`3d`).
    pub clock: String,
    /// When the side to move runs out of time.
    pub deadline: i64,
    /// Moves played.
    pub ply: i64,
    /// Its rules.
    pub variant: String,
    /// Who holds the attackers' seat.
    pub attackers_account: Option<String>,
    /// Who holds the defenders' seat.
    pub defenders_account: Option<String>,
}

/// Inserts a mail in the queue (in the transaction `conn`).
async fn enqueue_on(
    conn: &mut AnyConnection,
    account: &str,
    kind: &str,
    data: &str,
    now: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO mail_queue (id, account_id, kind, data, created_at, next_at, attempts) \
         VALUES ($1, $2, $3, $4, $5, $5, 0)",
    )
    .bind(crate::secret::new_game_id())
    .bind(account)
    .bind(kind)
    .bind(data)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// The side to move in `row`'s game.
pub fn to_move(row_variant: &tablut_core::Variant, ply: i64) -> Side {
    let first = Game::start(row_variant.rules).position().side_to_move();
    if ply % 2 == 0 {
        first
    } else {
        first.opponent()
    }
}

/// What the games write with each change of a correspondence game: the
/// account whose turn it now is has a turn to be told of (unless one is
/// told already for this move), the one who just moved has none, and a
/// game that is over has none at all.
pub(crate) async fn note_turn(conn: &mut AnyConnection, row: &GameRow) -> Result<(), StoreError> {
    if !row.clock.is_some_and(|c| c.control.is_correspondence()) {
        return Ok(());
    }
    if row.status != Status::Active {
        sqlx::query("UPDATE mail_turns SET pending = 0 WHERE game_id = $1 AND pending = 1")
            .bind(&row.id)
            .execute(&mut *conn)
            .await?;
        return Ok(());
    }
    let side = to_move(&row.variant, row.ply);
    let (mover, waiter) = match side {
        Side::Attackers => (&row.attackers_account, &row.defenders_account),
        Side::Defenders => (&row.defenders_account, &row.attackers_account),
    };
    if let Some(waiter) = waiter.as_ref().filter(|w| mover.as_ref() != Some(*w)) {
        sqlx::query(
            "UPDATE mail_turns SET pending = 0 WHERE account_id = $1 AND game_id = $2 \
             AND pending = 1",
        )
        .bind(waiter)
        .bind(&row.id)
        .execute(&mut *conn)
        .await?;
    }
    let Some(mover) = mover.as_ref().filter(|m| waiter.as_ref() != Some(*m)) else {
        return Ok(());
    };
    // Only for an address that wants it; a chat line (same ply) changes
    // nothing.
    sqlx::query(
        "INSERT INTO mail_turns (account_id, game_id, ply, pending, moved_at, sent_at) \
         SELECT $1, $2, $3, 1, $4, 0 FROM mail_addresses \
         WHERE account_id = $1 AND verified_at IS NOT NULL AND turns = 1 \
         ON CONFLICT (account_id, game_id) DO UPDATE SET \
         ply = $3, pending = 1, moved_at = $4 WHERE mail_turns.ply <> $3",
    )
    .bind(mover)
    .bind(&row.id)
    .bind(row.ply)
    .bind(row.updated_at)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

impl Store {
    /// The account's address, verified or not.
    pub async fn mail_address(&self, account: &str) -> Result<Option<AddressRow>, StoreError> {
        Ok(sqlx::query_as(&format!(
            "SELECT {ADDRESS_COLUMNS} FROM mail_addresses WHERE account_id = $1"
        ))
        .bind(account)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// The address whose unsubscribe key is `key`.
    pub async fn mail_address_by_key(&self, key: &str) -> Result<Option<AddressRow>, StoreError> {
        Ok(sqlx::query_as(&format!(
            "SELECT {ADDRESS_COLUMNS} FROM mail_addresses WHERE unsubscribe_key = $1"
        ))
        .bind(key)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// The account whose verified address is `email` (compared in lower
    /// case).
    pub async fn account_by_mail(&self, email: &str) -> Result<Option<String>, StoreError> {
        let row: Option<(String,)> = sqlx::query_as(
            "SELECT m.account_id FROM mail_addresses m JOIN accounts a ON a.id = m.account_id \
             WHERE LOWER(m.email) = $1 AND m.verified_at IS NOT NULL AND a.deleted_at IS NULL \
             ORDER BY m.verified_at LIMIT 1",
        )
        .bind(email.to_lowercase())
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|(id,)| id))
    }

    /// Sets the account's address (not verified), keeping its choices and
    /// unsubscribe key if it had one, and queues the verification mail
    /// with its token, in one transaction.
    #[allow(clippy::too_many_arguments)]
    pub async fn set_mail_address(
        &self,
        account: &str,
        email: &str,
        lang: &str,
        new_key: &str,
        token_hash: &str,
        expires_at: i64,
        data: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO mail_addresses (account_id, email, verified_at, lang, unsubscribe_key, \
             turns, deadlines, challenges, updated_at) VALUES ($1, $2, NULL, $3, $4, 1, 1, 1, $5) \
             ON CONFLICT (account_id) DO UPDATE SET email = $2, verified_at = NULL, lang = $3, \
             updated_at = $5",
        )
        .bind(account)
        .bind(email)
        .bind(lang)
        .bind(new_key)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        insert_token(
            &mut tx, token_hash, account, "verify", email, now, expires_at,
        )
        .await?;
        enqueue_on(&mut tx, account, "verify", data, now).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Stores a password reset token and queues its mail.
    pub async fn queue_reset(
        &self,
        account: &str,
        email: &str,
        token_hash: &str,
        expires_at: i64,
        data: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        insert_token(
            &mut tx, token_hash, account, "reset", email, now, expires_at,
        )
        .await?;
        enqueue_on(&mut tx, account, "reset", data, now).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Links of `purpose` made for the account since `since`.
    pub async fn mail_tokens_since(
        &self,
        account: &str,
        purpose: &str,
        since: i64,
    ) -> Result<i64, StoreError> {
        let (n,): (i64,) = sqlx::query_as(
            "SELECT COUNT(*) FROM mail_tokens WHERE account_id = $1 AND purpose = $2 \
             AND created_at >= $3",
        )
        .bind(account)
        .bind(purpose)
        .bind(since)
        .fetch_one(&self.pool)
        .await?;
        Ok(n)
    }

    /// Uses a link's token once: the token's row if it was there for
    /// `purpose`, unused and unexpired (it is used now), else `None`.
    pub async fn use_mail_token(
        &self,
        token_hash: &str,
        purpose: &str,
        now: i64,
    ) -> Result<Option<TokenRow>, StoreError> {
        Ok(sqlx::query_as(
            "UPDATE mail_tokens SET used_at = $3 WHERE token_hash = $1 AND purpose = $2 \
             AND used_at IS NULL AND expires_at > $3 \
             RETURNING account_id, email, expires_at, used_at",
        )
        .bind(token_hash)
        .bind(purpose)
        .bind(now)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// Marks the account's address verified, if it is still `email`.
    pub async fn verify_mail_address(
        &self,
        account: &str,
        email: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE mail_addresses SET verified_at = $3, updated_at = $3 \
             WHERE account_id = $1 AND email = $2",
        )
        .bind(account)
        .bind(email)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Changes the choices of the account's address (a turn waiting is
    /// forgotten when turns are no longer wanted); false when it has
    /// none.
    pub async fn set_mail_choices(
        &self,
        account: &str,
        choices: MailChoices,
        now: i64,
    ) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query(
            "UPDATE mail_addresses SET turns = $2, deadlines = $3, challenges = $4, \
             updated_at = $5 WHERE account_id = $1",
        )
        .bind(account)
        .bind(i64::from(choices.turns))
        .bind(i64::from(choices.deadlines))
        .bind(i64::from(choices.challenges))
        .bind(now)
        .execute(&mut *tx)
        .await?;
        if !choices.turns {
            sqlx::query("UPDATE mail_turns SET pending = 0 WHERE account_id = $1")
                .bind(account)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(done.rows_affected() == 1)
    }

    /// Forgets the account's address, its links and its turns.
    pub async fn remove_mail_address(&self, account: &str) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        for table in ["mail_addresses", "mail_turns"] {
            sqlx::query(&format!("DELETE FROM {table} WHERE account_id = $1"))
                .bind(account)
                .execute(&mut *tx)
                .await?;
        }
        sqlx::query(
            "DELETE FROM mail_queue WHERE account_id = $1 AND claimed_by IS NULL \
             AND failed_at IS NULL",
        )
        .bind(account)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Queues a mail for `account` if its verified address wants mail of
    /// kind `choice` (a column of `mail_addresses`).
    pub async fn queue_wanted_mail(
        &self,
        account: &str,
        choice: &'static str,
        kind: &str,
        data: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(&format!(
            "INSERT INTO mail_queue (id, account_id, kind, data, created_at, next_at, attempts) \
             SELECT $1, account_id, $2, $3, $4, $4, 0 FROM mail_addresses \
             WHERE account_id = $5 AND verified_at IS NOT NULL AND {choice} = 1"
        ))
        .bind(crate::secret::new_game_id())
        .bind(kind)
        .bind(data)
        .bind(now)
        .bind(account)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Accounts with turns waiting to be told: moved at or before
    /// `moved_before`, and last told of that game at or before
    /// `sent_before`.
    pub async fn accounts_with_turns(
        &self,
        moved_before: i64,
        sent_before: i64,
        limit: i64,
    ) -> Result<Vec<String>, StoreError> {
        let rows: Vec<(String,)> = sqlx::query_as(
            "SELECT DISTINCT account_id FROM mail_turns WHERE pending = 1 \
             AND moved_at <= $1 AND sent_at <= $2 LIMIT $3",
        )
        .bind(moved_before)
        .bind(sent_before)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(|(a,)| a).collect())
    }

    /// Takes the account's turns waiting to be told, once one of them is
    /// due (as [`Store::accounts_with_turns`] chooses them): every turn
    /// of the account not told of in the period goes in the mail, due or
    /// not yet, so that one mail lists them all. Queues that mail, whose
    /// data `data` makes from the games' ids, in the same transaction:
    /// only one server takes each turn. The games taken.
    pub async fn take_turns(
        &self,
        account: &str,
        moved_before: i64,
        sent_before: i64,
        now: i64,
        data: impl FnOnce(&[String]) -> String,
    ) -> Result<Vec<String>, StoreError> {
        let mut tx = self.pool.begin().await?;
        let rows: Vec<(String,)> = sqlx::query_as(
            "UPDATE mail_turns SET pending = 0, sent_at = $4 WHERE account_id = $1 \
             AND pending = 1 AND sent_at <= $3 AND EXISTS (SELECT 1 FROM mail_turns due \
             WHERE due.account_id = $1 AND due.pending = 1 AND due.moved_at <= $2 \
             AND due.sent_at <= $3) RETURNING game_id",
        )
        .bind(account)
        .bind(moved_before)
        .bind(sent_before)
        .bind(now)
        .fetch_all(&mut *tx)
        .await?;
        let mut games: Vec<String> = rows.into_iter().map(|(g,)| g).collect();
        games.sort();
        if !games.is_empty() {
            enqueue_on(&mut tx, account, "turns", &data(&games), now).await?;
        }
        tx.commit().await?;
        Ok(games)
    }

    /// Correspondence games in play whose side to move runs out of time
    /// between `now` and `until`, not yet warned of at their move.
    pub async fn deadlines_before(
        &self,
        now: i64,
        until: i64,
        limit: i64,
    ) -> Result<Vec<DeadlineRow>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT id, clock, deadline, ply, variant, attackers_account, defenders_account \
             FROM games WHERE status = 'active' AND deadline IS NOT NULL AND deadline > $1 \
             AND deadline <= $2 AND clock LIKE '%d' AND NOT EXISTS (SELECT 1 FROM \
             mail_warnings w WHERE w.game_id = games.id AND w.ply = games.ply) \
             ORDER BY deadline, id LIMIT $3",
        )
        .bind(now)
        .bind(until)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Records the deadline warning of `game` at move `ply` and queues
    /// its mail to `account` (if its address wants it), unless a server
    /// did so already: whether this call made it.
    pub async fn warn_deadline(
        &self,
        game: &str,
        ply: i64,
        account: &str,
        data: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query(
            "INSERT INTO mail_warnings (game_id, ply, at) VALUES ($1, $2, $3) \
             ON CONFLICT (game_id, ply) DO NOTHING",
        )
        .bind(game)
        .bind(ply)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        let made = done.rows_affected() == 1;
        if made {
            sqlx::query(
                "INSERT INTO mail_queue (id, account_id, kind, data, created_at, next_at, \
                 attempts) SELECT $1, account_id, 'deadline', $2, $3, $3, 0 FROM mail_addresses \
                 WHERE account_id = $4 AND verified_at IS NOT NULL AND deadlines = 1",
            )
            .bind(crate::secret::new_game_id())
            .bind(data)
            .bind(now)
            .bind(account)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(made)
    }

    /// Claims the next mail due for this server until `until`, if any.
    /// Two servers may pick the same row; only one claim is written.
    pub async fn claim_mail(&self, now: i64, until: i64) -> Result<Option<QueuedMail>, StoreError> {
        Ok(sqlx::query_as(
            "UPDATE mail_queue SET claimed_by = $1, claim_until = $2 WHERE id = (\
             SELECT id FROM mail_queue WHERE failed_at IS NULL AND next_at <= $3 \
             AND (claimed_by IS NULL OR claim_until < $3) ORDER BY next_at, id LIMIT 1) \
             AND failed_at IS NULL AND (claimed_by IS NULL OR claim_until < $3) \
             RETURNING id, account_id, kind, data, created_at, attempts",
        )
        .bind(&*self.instance)
        .bind(until)
        .bind(now)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// A mail sent (or no longer to send): gone from the queue.
    pub async fn mail_done(&self, id: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM mail_queue WHERE id = $1 AND claimed_by = $2")
            .bind(id)
            .bind(&*self.instance)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// A mail that could not be sent: tried again at `next_at`, or, with
    /// `None`, never (kept with its error, without its data).
    pub async fn mail_failed(
        &self,
        id: &str,
        error: &str,
        next_at: Option<i64>,
        now: i64,
    ) -> Result<(), StoreError> {
        let sql = match next_at {
            Some(_) => {
                "UPDATE mail_queue SET attempts = attempts + 1, next_at = $3, error = $4, \
                 claimed_by = NULL, claim_until = NULL WHERE id = $1 AND claimed_by = $2"
            }
            None => {
                "UPDATE mail_queue SET attempts = attempts + 1, failed_at = $3, error = $4, \
                 data = '{}', claimed_by = NULL, claim_until = NULL \
                 WHERE id = $1 AND claimed_by = $2"
            }
        };
        sqlx::query(sql)
            .bind(id)
            .bind(&*self.instance)
            .bind(next_at.unwrap_or(now))
            .bind(crate::text::clip(error, 500))
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Gives back this server's claims (when it stops): another server,
    /// or this one after a restart, sends them.
    pub async fn release_mail(&self) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE mail_queue SET claimed_by = NULL, claim_until = NULL WHERE claimed_by = $1",
        )
        .bind(&*self.instance)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The name of `account`'s opponent in game `id`.
    pub async fn opponent_name(
        &self,
        id: &str,
        account: &str,
    ) -> Result<Option<String>, StoreError> {
        let row: Option<(String, String, Option<String>)> = sqlx::query_as(
            "SELECT attackers_name, defenders_name, attackers_account FROM games WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|(attackers, defenders, attackers_account)| {
            if attackers_account.as_deref() == Some(account) {
                defenders
            } else {
                attackers
            }
        }))
    }

    /// Mails in the queue not yet sent nor given up: (waiting, failed).
    pub async fn mail_queue_counts(&self) -> Result<(i64, i64), StoreError> {
        let (waiting, failed): (i64, i64) = sqlx::query_as(
            "SELECT CAST(COALESCE(SUM(CASE WHEN failed_at IS NULL THEN 1 ELSE 0 END), 0) \
             AS BIGINT), CAST(COALESCE(SUM(CASE WHEN failed_at IS NULL THEN 0 ELSE 1 END), 0) \
             AS BIGINT) FROM mail_queue",
        )
        .fetch_one(&self.pool)
        .await?;
        Ok((waiting, failed))
    }
}

/// Stores a link's token.
async fn insert_token(
    conn: &mut AnyConnection,
    token_hash: &str,
    account: &str,
    purpose: &str,
    email: &str,
    now: i64,
    expires_at: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO mail_tokens (token_hash, account_id, purpose, email, created_at, \
         expires_at) VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(token_hash)
    .bind(account)
    .bind(purpose)
    .bind(email)
    .bind(now)
    .bind(expires_at)
    .execute(&mut *conn)
    .await?;
    Ok(())
}
