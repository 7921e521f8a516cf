//! Game reviews in the database: claimed by one server, their progress,
//! and the finished review.

use sqlx::FromRow;

use crate::store::{Store, StoreError};

/// A review as stored.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct ReviewRow {
    /// The game.
    pub game_id: String,
    /// `queued`, `running`, `done` or `failed`.
    pub status: String,
    /// Positions searched.
    pub done: i64,
    /// Positions in all.
    pub total: i64,
    /// Until when the server making it holds it, ms since 1970.
    pub claim_until: Option<i64>,
    /// The address that asked for it.
    pub requested_by: String,
    /// The review as JSON, once done.
    pub result: Option<String>,
}

impl Store {
    /// The review of game `id`, if one was asked for.
    pub async fn review(&self, id: &str) -> Result<Option<ReviewRow>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT game_id, status, done, total, claim_until, requested_by, result \
             FROM reviews WHERE game_id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// Records that this server makes the review of game `id`; false when
    /// a review of it exists already (another server, or an earlier ask).
    pub async fn insert_review(
        &self,
        id: &str,
        total: i64,
        requested_by: &str,
        claim_until: i64,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "INSERT INTO reviews (game_id, status, done, total, claimed_by, claim_until, \
             requested_by, created_at) VALUES ($1, 'queued', 0, $2, $3, $4, $5, $6) \
             ON CONFLICT (game_id) DO NOTHING",
        )
        .bind(id)
        .bind(total)
        .bind(&*self.instance)
        .bind(claim_until)
        .bind(requested_by)
        .bind(crate::time::now_ms())
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Takes over the unfinished review of game `id` whose claim ran out
    /// by `now`; whether this server got it.
    pub async fn take_review(
        &self,
        id: &str,
        now: i64,
        claim_until: i64,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE reviews SET claimed_by = $2, claim_until = $3, status = 'queued', done = 0 \
             WHERE game_id = $1 AND status <> 'done' AND claim_until < $4",
        )
        .bind(id)
        .bind(&*self.instance)
        .bind(claim_until)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Records a review's progress and renews this server's claim.
    pub async fn progress_review(
        &self,
        id: &str,
        done: i64,
        claim_until: i64,
        status: &str,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE reviews SET done = $2, claim_until = $3, status = $4 \
             WHERE game_id = $1 AND claimed_by = $5",
        )
        .bind(id)
        .bind(done)
        .bind(claim_until)
        .bind(status)
        .bind(&*self.instance)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Stores the finished review.
    pub async fn finish_review(
        &self,
        id: &str,
        total: i64,
        result: &str,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE reviews SET status = 'done', done = $2, total = $2, result = $3, \
             claimed_by = NULL, claim_until = NULL WHERE game_id = $1",
        )
        .bind(id)
        .bind(total)
        .bind(result)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Gives up a review that failed here (it can be asked for again).
    pub async fn fail_review(&self, id: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM reviews WHERE game_id = $1 AND status <> 'done'")
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
