//! Puzzle ratings in the database: each solver account's and each
//! puzzle's Glicko-2 rating, with counts of attempts and solutions.

use super::{Store, StoreError};
use crate::ratings::Rating;

impl Store {
    /// Puzzle `id`'s rating, once it has been tried.
    pub async fn puzzle_rating(&self, id: &str) -> Result<Option<Rating>, StoreError> {
        self.read_rating("puzzle_stats", "puzzle_id", id).await
    }

    /// The ratings of every puzzle of `preset` tried so far, by id (one
    /// query for the trainer's choice of the next puzzle).
    pub async fn puzzle_ratings(
        &self,
        preset: &str,
    ) -> Result<std::collections::HashMap<String, f64>, StoreError> {
        let rows: Vec<(String, f64)> =
            sqlx::query_as("SELECT puzzle_id, rating FROM puzzle_stats WHERE puzzle_id LIKE $1")
                .bind(format!("{preset}-%"))
                .fetch_all(&self.pool)
                .await?;
        Ok(rows.into_iter().collect())
    }

    /// Account `id`'s rating as a solver, once it has tried a puzzle.
    pub async fn solver_rating(&self, id: &str) -> Result<Option<Rating>, StoreError> {
        self.read_rating("puzzle_ratings", "account_id", id).await
    }

    /// Stores puzzle `id`'s new rating after an attempt.
    pub async fn set_puzzle_rating(
        &self,
        id: &str,
        rating: Rating,
        solved: bool,
    ) -> Result<(), StoreError> {
        self.write_rating("puzzle_stats", "puzzle_id", id, rating, solved)
            .await
    }

    /// Stores account `id`'s new solver rating after an attempt.
    pub async fn set_solver_rating(
        &self,
        id: &str,
        rating: Rating,
        solved: bool,
    ) -> Result<(), StoreError> {
        self.write_rating("puzzle_ratings", "account_id", id, rating, solved)
            .await
    }

    async fn read_rating(
        &self,
        table: &str,
        key: &str,
        id: &str,
    ) -> Result<Option<Rating>, StoreError> {
        let row: Option<(f64, f64, f64)> = sqlx::query_as(&format!(
            "SELECT rating, deviation, volatility FROM {table} WHERE {key} = $1"
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|(rating, deviation, volatility)| Rating {
            rating,
            deviation,
            volatility,
        }))
    }

    async fn write_rating(
        &self,
        table: &str,
        key: &str,
        id: &str,
        rating: Rating,
        solved: bool,
    ) -> Result<(), StoreError> {
        sqlx::query(&format!(
            "INSERT INTO {table} ({key}, rating, deviation, volatility, attempts, solved) \
             VALUES ($1, $2, $3, $4, 1, $5) ON CONFLICT ({key}) DO UPDATE SET \
             rating = excluded.rating, deviation = excluded.deviation, \
             volatility = excluded.volatility, attempts = {table}.attempts + 1, \
             solved = {table}.solved + excluded.solved"
        ))
        .bind(id)
        .bind(rating.rating)
        .bind(rating.deviation)
        .bind(rating.volatility)
        .bind(i64::from(solved))
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
