//! Puzzle ratings in the database: each solver account's and each
//! puzzle's Glicko-2 rating, with counts of attempts and solutions; and
//! the attempts themselves, judged move by move by the server.

use crate::ratings::Rating;
use crate::store::{Store, StoreError};

impl Store {
    /// Puzzle `id`'s rating, once it has been tried.
    pub async fn puzzle_rating(&self, id: &str) -> Result<Option<Rating>, StoreError> {
        read_rating(&self.pool, "puzzle_stats", "puzzle_id", id).await
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
        read_rating(&self.pool, "puzzle_ratings", "account_id", id).await
    }
}

async fn read_rating<'c, E: sqlx::Executor<'c, Database = sqlx::Any>>(
    ex: E,
    table: &str,
    key: &str,
    id: &str,
) -> Result<Option<Rating>, StoreError> {
    let row: Option<(f64, f64, f64)> = sqlx::query_as(&format!(
        "SELECT rating, deviation, volatility FROM {table} WHERE {key} = $1"
    ))
    .bind(id)
    .fetch_optional(ex)
    .await?;
    Ok(row.map(|(rating, deviation, volatility)| Rating {
        rating,
        deviation,
        volatility,
    }))
}

async fn write_rating<'c, E: sqlx::Executor<'c, Database = sqlx::Any>>(
    ex: E,
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
    .execute(ex)
    .await?;
    Ok(())
}

/// How a puzzle attempt stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttemptState {
    /// Moves may still be played.
    Open,
    /// The line was completed: every move kept the forced win.
    Solved,
    /// A move that does not win was played.
    Failed,
    /// The solver gave up (asked for the solution).
    GaveUp,
}

impl AttemptState {
    /// As stored.
    pub fn as_str(self) -> &'static str {
        match self {
            AttemptState::Open => "open",
            AttemptState::Solved => "solved",
            AttemptState::Failed => "failed",
            AttemptState::GaveUp => "gave-up",
        }
    }

    fn parse(s: &str) -> AttemptState {
        match s {
            "solved" => AttemptState::Solved,
            "failed" => AttemptState::Failed,
            "gave-up" => AttemptState::GaveUp,
            _ => AttemptState::Open,
        }
    }
}

/// One puzzle attempt as the server recorded it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttemptRow {
    /// Its id (a secret: whoever holds it plays the attempt on).
    pub id: String,
    /// The puzzle.
    pub puzzle_id: String,
    /// The account that made it (none: a guest).
    pub account_id: Option<String>,
    /// The solver's moves the server judged, in order.
    pub moves: Vec<String>,
    /// How it stands.
    pub state: AttemptState,
    /// Whether a hint was given.
    pub hinted: bool,
    /// Whether it moves ratings (an account's first at the puzzle).
    pub rated: bool,
    /// When it started, ms since 1970.
    pub created_at: i64,
}

type AttemptTuple = (
    String,
    String,
    Option<String>,
    String,
    String,
    i64,
    i64,
    i64,
);

fn attempt_row(t: AttemptTuple) -> AttemptRow {
    let (id, puzzle_id, account_id, moves, state, hinted, rated, created_at) = t;
    AttemptRow {
        id,
        puzzle_id,
        account_id,
        moves: moves.split_whitespace().map(str::to_string).collect(),
        state: AttemptState::parse(&state),
        hinted: hinted != 0,
        rated: rated != 0,
        created_at,
    }
}

/// What ending a rated attempt did to the ratings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rated {
    /// The solver's rating before.
    pub before: Rating,
    /// ... and after.
    pub after: Rating,
    /// The puzzle's new rating.
    pub puzzle: Rating,
}

/// What [`Store::record_attempt`] did.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Recorded {
    /// The attempt was no longer as seen (another request moved it on):
    /// nothing was written.
    Changed,
    /// Written; with the ratings moved when it ended a rated attempt.
    Done(Option<Rated>),
}

/// Guest attempts untouched this long are forgotten.
const GUEST_ATTEMPT_KEPT_MS: i64 = 24 * 3600 * 1000;

impl Store {
    /// Starts an attempt at puzzle `puzzle_id` with id `id`: rated when it
    /// is account `account_id`'s first at the puzzle (the unique index
    /// decides, so two racing first attempts make one rated one).
    pub async fn start_attempt(
        &self,
        id: &str,
        puzzle_id: &str,
        account_id: Option<&str>,
        now: i64,
    ) -> Result<AttemptRow, StoreError> {
        let insert = |rated: i64| {
            sqlx::query(
                "INSERT INTO puzzle_attempts \
                 (id, puzzle_id, account_id, moves, state, hinted, rated, created_at, updated_at) \
                 VALUES ($1, $2, $3, '', 'open', 0, $4, $5, $5) ON CONFLICT DO NOTHING",
            )
            .bind(id.to_string())
            .bind(puzzle_id.to_string())
            .bind(account_id.map(str::to_string))
            .bind(rated)
            .bind(now)
        };
        let rated = match account_id {
            Some(_) => insert(1).execute(&self.pool).await?.rows_affected() == 1,
            None => {
                sqlx::query(
                    "DELETE FROM puzzle_attempts WHERE account_id IS NULL AND updated_at < $1",
                )
                .bind(now - GUEST_ATTEMPT_KEPT_MS)
                .execute(&self.pool)
                .await?;
                false
            }
        };
        if !rated {
            insert(0).execute(&self.pool).await?;
        }
        Ok(AttemptRow {
            id: id.to_string(),
            puzzle_id: puzzle_id.to_string(),
            account_id: account_id.map(str::to_string),
            moves: Vec::new(),
            state: AttemptState::Open,
            hinted: false,
            rated,
            created_at: now,
        })
    }

    /// The attempt `id`.
    pub async fn attempt(&self, id: &str) -> Result<Option<AttemptRow>, StoreError> {
        let row: Option<AttemptTuple> = sqlx::query_as(
            "SELECT id, puzzle_id, account_id, moves, state, hinted, rated, created_at \
             FROM puzzle_attempts WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(attempt_row))
    }

    /// How many attempts account `account_id` started since `since` (ms
    /// since 1970), on every server sharing the database.
    pub async fn attempts_since(&self, account_id: &str, since: i64) -> Result<i64, StoreError> {
        let (n,): (i64,) = sqlx::query_as(
            "SELECT COUNT(*) FROM puzzle_attempts WHERE account_id = $1 AND created_at >= $2",
        )
        .bind(account_id)
        .bind(since)
        .fetch_one(&self.pool)
        .await?;
        Ok(n)
    }

    /// Marks the open attempt `seen` as hinted. The first hint of a rated
    /// attempt rates it at once, as a failure, by `rate` (as in
    /// [`Store::record_attempt`]), in the same transaction; its end then
    /// rates nothing more. None when the attempt is no longer open.
    pub async fn hint_attempt(
        &self,
        seen: &AttemptRow,
        now: i64,
        puzzle_start: f64,
        rate: impl FnOnce(Rating, Rating) -> (Rating, Rating),
    ) -> Result<Option<Option<Rated>>, StoreError> {
        let mut tx = self.pool.begin().await?;
        let first = sqlx::query(
            "UPDATE puzzle_attempts SET hinted = 1, updated_at = $2 \
             WHERE id = $1 AND state = 'open' AND hinted = 0",
        )
        .bind(&seen.id)
        .bind(now)
        .execute(&mut *tx)
        .await?
        .rows_affected()
            == 1;
        if !first {
            let open: Option<(String,)> =
                sqlx::query_as("SELECT id FROM puzzle_attempts WHERE id = $1 AND state = 'open'")
                    .bind(&seen.id)
                    .fetch_optional(&mut *tx)
                    .await?;
            return Ok(open.map(|_| None));
        }
        let rated = match (seen.rated, &seen.account_id) {
            (true, Some(account)) => {
                Some(rate_in(&mut tx, account, &seen.puzzle_id, false, puzzle_start, rate).await?)
            }
            _ => None,
        };
        tx.commit().await?;
        Ok(Some(rated))
    }

    /// Records the attempt `seen` moved on to `moves` and `state`, if it
    /// is still as seen (open, with the same moves and hint); when that ends a
    /// rated attempt not hinted (a hint rated it already), the solver's
    /// rating (starting at the default) and the puzzle's (starting at
    /// `puzzle_start`) are moved by `rate` in the same transaction, so an
    /// attempt rates once.
    pub async fn record_attempt(
        &self,
        seen: &AttemptRow,
        moves: &[String],
        state: AttemptState,
        now: i64,
        puzzle_start: f64,
        rate: impl FnOnce(Rating, Rating) -> (Rating, Rating),
    ) -> Result<Recorded, StoreError> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query(
            "UPDATE puzzle_attempts SET moves = $2, state = $3, updated_at = $4 \
             WHERE id = $1 AND state = 'open' AND moves = $5 AND hinted = $6",
        )
        .bind(&seen.id)
        .bind(moves.join(" "))
        .bind(state.as_str())
        .bind(now)
        .bind(seen.moves.join(" "))
        .bind(i64::from(seen.hinted))
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Ok(Recorded::Changed);
        }
        // A hinted attempt was rated at its first hint.
        let rated = match (seen.rated && !seen.hinted, &seen.account_id) {
            (true, Some(account)) if state != AttemptState::Open => {
                let solved = state == AttemptState::Solved;
                Some(
                    rate_in(
                        &mut tx,
                        account,
                        &seen.puzzle_id,
                        solved,
                        puzzle_start,
                        rate,
                    )
                    .await?,
                )
            }
            _ => None,
        };
        tx.commit().await?;
        Ok(Recorded::Done(rated))
    }
}

/// Moves account `account`'s solver rating (from the default) and puzzle
/// `puzzle_id`'s (from `puzzle_start`) by `rate`, in `tx`.
async fn rate_in(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    account: &str,
    puzzle_id: &str,
    solved: bool,
    puzzle_start: f64,
    rate: impl FnOnce(Rating, Rating) -> (Rating, Rating),
) -> Result<Rated, StoreError> {
    let before = read_rating(&mut **tx, "puzzle_ratings", "account_id", account)
        .await?
        .unwrap_or_default();
    let puzzle_before = read_rating(&mut **tx, "puzzle_stats", "puzzle_id", puzzle_id)
        .await?
        .unwrap_or(Rating {
            rating: puzzle_start,
            ..Rating::default()
        });
    let (after, puzzle) = rate(before, puzzle_before);
    write_rating(
        &mut **tx,
        "puzzle_ratings",
        "account_id",
        account,
        after,
        solved,
    )
    .await?;
    write_rating(
        &mut **tx,
        "puzzle_stats",
        "puzzle_id",
        puzzle_id,
        puzzle,
        solved,
    )
    .await?;
    Ok(Rated {
        before,
        after,
        puzzle,
    })
}
