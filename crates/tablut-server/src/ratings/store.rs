//! Ratings in the database: the update made in the transaction that
//! stores a rated game's end ([`rate`]), and the reads behind profiles,
//! leaderboards and a game's rating changes.

use sqlx::{AnyConnection, FromRow};
use tablut_core::Side;

use crate::ratings::{after_game, pool, Rating};
use crate::store::{GameRow, Store, StoreError};
use crate::wire::{GameResult, Status};

/// One player's rating in one pool, as stored.
#[derive(Clone, Debug, PartialEq, FromRow)]
pub struct RatingRow {
    /// The pool (a preset's name).
    pub pool: String,
    /// Glicko-2 rating.
    pub rating: f64,
    /// Glicko-2 deviation.
    pub deviation: f64,
    /// Glicko-2 volatility.
    pub volatility: f64,
    /// Rated games played in the pool.
    pub games: i64,
}

/// A rated game's effect on one player.
#[derive(Clone, Debug, PartialEq, FromRow)]
pub struct RatingChange {
    /// The game.
    pub game_id: String,
    /// The player's account.
    pub account_id: String,
    /// The pool.
    pub pool: String,
    /// The side the player had.
    pub side: String,
    /// The rating before the game.
    pub rating_before: f64,
    /// The rating after it.
    pub rating_after: f64,
    /// The deviation after it.
    pub deviation: f64,
    /// When the game ended, ms since 1970.
    pub at: i64,
}

/// A leaderboard line.
#[derive(Clone, Debug, PartialEq, FromRow)]
pub struct Leader {
    /// The player's name.
    pub name: String,
    /// Glicko-2 rating.
    pub rating: f64,
    /// Glicko-2 deviation.
    pub deviation: f64,
    /// Rated games in the pool.
    pub games: i64,
}

/// When `row` is a rated game that has just ended with a result between
/// two accounts, and was not rated before: updates both players' ratings
/// in its pool and records the changes, inside the transaction `tx` that
/// stores the end (PostgreSQL locks the two rating rows until it
/// commits, so games ending at once on several servers are rated one
/// after the other).
pub(crate) fn rate<'c>(
    tx: &'c mut AnyConnection,
    row: &'c GameRow,
    shared: bool,
) -> futures_util::future::BoxFuture<'c, Result<(), StoreError>> {
    Box::pin(rate_now(tx, row, shared))
}

async fn rate_now(tx: &mut AnyConnection, row: &GameRow, shared: bool) -> Result<(), StoreError> {
    // A game is rated only once both sides have moved: before that no
    // result is earned (resigning then is an abort; see the hub).
    if !row.rated
        || row.status != Status::Finished
        || row.ply < 2
        || matches!(row.result(), GameResult::Ongoing | GameResult::NoResult)
    {
        return Ok(());
    }
    let (Some(pool), Some(attackers), Some(defenders)) = (
        pool(&row.variant),
        row.attackers_account.as_deref(),
        row.defenders_account.as_deref(),
    ) else {
        return Ok(());
    };
    if attackers == defenders {
        return Ok(());
    }
    let rated: Option<(i64,)> =
        sqlx::query_as("SELECT 1 FROM rating_changes WHERE game_id = $1 LIMIT 1")
            .bind(&row.id)
            .fetch_optional(&mut *tx)
            .await?;
    if rated.is_some() {
        return Ok(());
    }
    let start = Rating::default();
    let mut before = [start; 2];
    // Rows are locked in one order for every game, by account id (not by
    // side): two games of the same players in opposite seats ending at
    // once on two servers would otherwise each hold one row and wait for
    // the other's.
    let mut order = [(0, attackers), (1, defenders)];
    order.sort_by_key(|&(_, account)| account);
    for (i, account) in order {
        sqlx::query(
            "INSERT INTO ratings (account_id, pool, rating, deviation, volatility, games, updated_at) \
             VALUES ($1, $2, $3, $4, $5, 0, $6) ON CONFLICT (account_id, pool) DO NOTHING",
        )
        .bind(account)
        .bind(pool)
        .bind(start.rating)
        .bind(start.deviation)
        .bind(start.volatility)
        .bind(row.updated_at)
        .execute(&mut *tx)
        .await?;
        let lock = if shared { " FOR UPDATE" } else { "" };
        let (rating, deviation, volatility): (f64, f64, f64) = sqlx::query_as(&format!(
            "SELECT rating, deviation, volatility FROM ratings \
             WHERE account_id = $1 AND pool = $2{lock}"
        ))
        .bind(account)
        .bind(pool)
        .fetch_one(&mut *tx)
        .await?;
        before[i] = Rating {
            rating,
            deviation,
            volatility,
        };
    }
    let winner = match row.result() {
        GameResult::AttackersWin => Some(Side::Attackers),
        GameResult::DefendersWin => Some(Side::Defenders),
        _ => None,
    };
    let (a, d) = after_game(before[0], before[1], winner);
    for (account, side, old, new) in [
        (attackers, Side::Attackers, before[0], a),
        (defenders, Side::Defenders, before[1], d),
    ] {
        sqlx::query(
            "UPDATE ratings SET rating = $3, deviation = $4, volatility = $5, \
             games = games + 1, updated_at = $6 WHERE account_id = $1 AND pool = $2",
        )
        .bind(account)
        .bind(pool)
        .bind(new.rating)
        .bind(new.deviation)
        .bind(new.volatility)
        .bind(row.updated_at)
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "INSERT INTO rating_changes (game_id, account_id, pool, side, rating_before, \
             rating_after, deviation, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(&row.id)
        .bind(account)
        .bind(pool)
        .bind(side.name())
        .bind(old.rating)
        .bind(new.rating)
        .bind(new.deviation)
        .bind(row.updated_at)
        .execute(&mut *tx)
        .await?;
    }
    Ok(())
}

impl Store {
    /// An account's ratings, every pool it has played in.
    pub async fn ratings(&self, account: &str) -> Result<Vec<RatingRow>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT pool, rating, deviation, volatility, games FROM ratings \
             WHERE account_id = $1 ORDER BY pool",
        )
        .bind(account)
        .fetch_all(&self.pool)
        .await?)
    }

    /// An account's rating in one pool, the starting one if it has none.
    pub async fn rating(&self, account: &str, pool: &str) -> Result<Rating, StoreError> {
        let row: Option<(f64, f64, f64)> = sqlx::query_as(
            "SELECT rating, deviation, volatility FROM ratings WHERE account_id = $1 AND pool = $2",
        )
        .bind(account)
        .bind(pool)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row
            .map(|(rating, deviation, volatility)| Rating {
                rating,
                deviation,
                volatility,
            })
            .unwrap_or_default())
    }

    /// An account's rating changes, oldest first (the rating history).
    pub async fn rating_history(&self, account: &str) -> Result<Vec<RatingChange>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT game_id, account_id, pool, side, rating_before, rating_after, deviation, at \
             FROM rating_changes WHERE account_id = $1 ORDER BY at, game_id",
        )
        .bind(account)
        .fetch_all(&self.pool)
        .await?)
    }

    /// The rating changes a game made (none before it ends, or if it was
    /// not rated).
    pub async fn game_rating_changes(&self, game: &str) -> Result<Vec<RatingChange>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT game_id, account_id, pool, side, rating_before, rating_after, deviation, at \
             FROM rating_changes WHERE game_id = $1 ORDER BY side",
        )
        .bind(game)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Every rating change, in the order the games ended (for checking
    /// ratings from the results, as the load test does).
    pub async fn all_rating_changes(&self) -> Result<Vec<RatingChange>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT game_id, account_id, pool, side, rating_before, rating_after, deviation, at \
             FROM rating_changes ORDER BY at, game_id, side",
        )
        .fetch_all(&self.pool)
        .await?)
    }

    /// The best established players of a pool (deviation at most
    /// `max_deviation`), best first.
    pub async fn leaderboard(
        &self,
        pool: &str,
        max_deviation: f64,
        limit: i64,
    ) -> Result<Vec<Leader>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT a.name AS name, r.rating AS rating, r.deviation AS deviation, r.games AS games \
             FROM ratings r JOIN accounts a ON a.id = r.account_id \
             WHERE r.pool = $1 AND r.deviation <= $2 AND a.deleted_at IS NULL \
             ORDER BY r.rating DESC, a.name LIMIT $3",
        )
        .bind(pool)
        .bind(max_deviation)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?)
    }
}
