//! The lobby in the database: seeks and challenges, and the games they
//! become. Every change is announced on [`LOBBY_CHANNEL`] (PostgreSQL),
//! so every server's lobby shows the same seeks.

use sqlx::FromRow;

use tablut_core::{RuleFlagError, TimeControl, TimeControlError, Variant};

use crate::store::{insert_game, AnyQuery, Claim, GameRow, Store, StoreError};
use crate::wire::{SideChoice, UnknownValue};

/// How long an accepted seek stays in the lobby's list of started games.
pub const STARTED_MS: i64 = 2 * 60 * 1000;

/// The PostgreSQL channel on which a change of the lobby is announced.
pub const LOBBY_CHANNEL: &str = "tablut_lobby";

/// A seek or challenge, its words read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeekRow {
    /// Random id (16 hex digits).
    pub id: String,
    /// The seeker's account, if logged in.
    pub account_id: Option<String>,
    /// The seeker's name.
    pub name: String,
    /// The hash of the seat secret the seeker was given.
    pub secret_hash: String,
    /// The rule set.
    pub variant: Variant,
    /// The time control.
    pub clock: TimeControl,
    /// Whether the game will be rated.
    pub rated: bool,
    /// The seeker's side.
    pub side: SideChoice,
    /// The one account that may accept (a challenge).
    pub target_id: Option<String>,
    /// When it was made, ms since 1970.
    pub created_at: i64,
    /// Until when it is open.
    pub expires_at: i64,
    /// The game it became.
    pub game_id: Option<String>,
}

impl SeekRow {
    /// Whether it lives only while its maker is here: a live seek open to
    /// anyone (a challenge or a correspondence seek waits).
    pub fn held_while_here(&self) -> bool {
        self.target_id.is_none() && !self.clock.is_correspondence()
    }
}

/// A `seeks` row as the database holds it, before its words are read.
#[derive(FromRow)]
pub(crate) struct StoredSeek {
    id: String,
    account_id: Option<String>,
    name: String,
    secret_hash: String,
    variant: String,
    clock: String,
    rated: i64,
    side: String,
    target_id: Option<String>,
    created_at: i64,
    expires_at: i64,
    game_id: Option<String>,
}

impl TryFrom<StoredSeek> for SeekRow {
    type Error = StoreError;
    /// Reads the row's words; one the server does not know means the row
    /// was damaged (or written by a newer server), and is an error.
    fn try_from(r: StoredSeek) -> Result<SeekRow, StoreError> {
        let damaged = |column: &'static str, value: &str, expected: &str| StoreError::Damaged {
            table: "seek",
            id: r.id.clone(),
            column,
            problem: UnknownValue::new(value, &[expected]),
        };
        Ok(SeekRow {
            variant: r
                .variant
                .parse()
                .map_err(|e: RuleFlagError| damaged("variant", &e.to_string(), "a rule set"))?,
            clock: r.clock.parse().map_err(|e: TimeControlError| {
                damaged("clock", &e.to_string(), "a time control")
            })?,
            side: r
                .side
                .parse()
                .map_err(|_| damaged("side", &r.side, "attackers, defenders or random"))?,
            rated: r.rated != 0,
            id: r.id,
            account_id: r.account_id,
            name: r.name,
            secret_hash: r.secret_hash,
            target_id: r.target_id,
            created_at: r.created_at,
            expires_at: r.expires_at,
            game_id: r.game_id,
        })
    }
}

/// An open seek with its maker's rating in the seek's pool (if it has
/// one), whether the maker is a bot, and the challenged player's name.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenSeek {
    /// The seek.
    pub seek: SeekRow,
    /// The maker's Glicko-2 rating in the pool, once it has played there.
    pub rating: Option<f64>,
    /// Its deviation.
    pub deviation: Option<f64>,
    /// Its volatility.
    pub volatility: Option<f64>,
    /// The challenged player's name.
    pub target_name: Option<String>,
    /// Whether the maker is a bot.
    pub seeker_bot: bool,
}

/// [`OpenSeek`] as the query returns it.
#[derive(FromRow)]
struct StoredOpenSeek {
    #[sqlx(flatten)]
    seek: StoredSeek,
    rating: Option<f64>,
    deviation: Option<f64>,
    volatility: Option<f64>,
    target_name: Option<String>,
    seeker_bot: i64,
}

/// How a seek's value is bound to its column.
type SeekBinder = for<'q> fn(AnyQuery<'q>, &'q SeekRow) -> AnyQuery<'q>;

/// The columns of a seek, each with its value: a column and its bind are
/// declared together, so none can be bound to another's place.
const SEEK_COLUMNS: [(&str, SeekBinder); 12] = [
    ("id", |q, s| q.bind(&s.id)),
    ("account_id", |q, s| q.bind(&s.account_id)),
    ("name", |q, s| q.bind(&s.name)),
    ("secret_hash", |q, s| q.bind(&s.secret_hash)),
    ("variant", |q, s| q.bind(s.variant.to_string())),
    ("clock", |q, s| q.bind(s.clock.to_string())),
    ("rated", |q, s| q.bind(i64::from(s.rated))),
    ("side", |q, s| q.bind(s.side.as_str())),
    ("target_id", |q, s| q.bind(&s.target_id)),
    ("created_at", |q, s| q.bind(s.created_at)),
    ("expires_at", |q, s| q.bind(s.expires_at)),
    ("game_id", |q, s| q.bind(&s.game_id)),
];

/// The seek columns' names, `prefix`ed (`s.` in a join).
fn seek_columns(prefix: &str) -> String {
    SEEK_COLUMNS
        .iter()
        .map(|(name, _)| format!("{prefix}{name}"))
        .collect::<Vec<_>>()
        .join(", ")
}

impl Store {
    /// Announces a change of the lobby to every server (PostgreSQL).
    async fn lobby_changed<'e>(
        &self,
        db: impl sqlx::Executor<'e, Database = sqlx::Any>,
    ) -> Result<(), StoreError> {
        if self.shared {
            sqlx::query("SELECT pg_notify($1, '')")
                .bind(LOBBY_CHANNEL)
                .execute(db)
                .await?;
        }
        Ok(())
    }

    /// Stores a new seek.
    pub async fn insert_seek(&self, seek: &SeekRow) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        let places: Vec<String> = (1..=SEEK_COLUMNS.len()).map(|i| format!("${i}")).collect();
        let sql = format!(
            "INSERT INTO seeks ({}) VALUES ({})",
            seek_columns(""),
            places.join(", ")
        );
        SEEK_COLUMNS
            .iter()
            .fold(sqlx::query(&sql), |q, (_, bind)| bind(q, seek))
            .execute(&mut *tx)
            .await?;
        self.lobby_changed(&mut *tx).await?;
        tx.commit().await?;
        Ok(())
    }

    /// The seeks open at `now`, oldest first, each with what the lobby
    /// shows of its maker and target, in one query.
    pub async fn open_seeks(&self, now: i64) -> Result<Vec<OpenSeek>, StoreError> {
        let rows: Vec<StoredOpenSeek> = sqlx::query_as(&format!(
            "SELECT {}, r.rating AS rating, r.deviation AS deviation, \
             r.volatility AS volatility, t.name AS target_name, \
             CASE WHEN a.bot_owner IS NULL THEN 0 ELSE 1 END AS seeker_bot \
             FROM seeks s \
             LEFT JOIN accounts a ON a.id = s.account_id \
             LEFT JOIN ratings r ON r.account_id = s.account_id AND r.pool = s.variant \
             LEFT JOIN accounts t ON t.id = s.target_id AND t.deleted_at IS NULL \
             WHERE s.game_id IS NULL AND s.expires_at > $1 \
             ORDER BY s.created_at, s.id LIMIT 500",
            seek_columns("s.")
        ))
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        // A damaged seek is left out of the lobby rather than hiding
        // every other one.
        Ok(rows
            .into_iter()
            .filter_map(|r| match SeekRow::try_from(r.seek) {
                Ok(seek) => Some(OpenSeek {
                    seek,
                    rating: r.rating,
                    deviation: r.deviation,
                    volatility: r.volatility,
                    target_name: r.target_name,
                    seeker_bot: r.seeker_bot != 0,
                }),
                Err(e) => {
                    tracing::error!("{e}");
                    None
                }
            })
            .collect())
    }

    /// A seek, open or not.
    pub async fn seek(&self, id: &str) -> Result<Option<SeekRow>, StoreError> {
        let row: Option<StoredSeek> = sqlx::query_as(&format!(
            "SELECT {} FROM seeks WHERE id = $1",
            seek_columns("")
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        row.map(SeekRow::try_from).transpose()
    }

    /// Removes an open seek (cancelled or declined); whether it was open.
    pub async fn delete_seek(&self, id: &str) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query("DELETE FROM seeks WHERE id = $1 AND game_id IS NULL")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        self.lobby_changed(&mut *tx).await?;
        tx.commit().await?;
        Ok(done.rows_affected() == 1)
    }

    /// Turns the open seek `id` into the game `row`, in one transaction:
    /// false (and nothing written) when the seek was taken, cancelled or
    /// had expired by `now`, so a seek becomes one game only.
    pub async fn accept_seek(&self, id: &str, row: &GameRow, now: i64) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let taken = sqlx::query(
            "UPDATE seeks SET game_id = $2, accepted_at = $3 \
             WHERE id = $1 AND game_id IS NULL AND expires_at > $3",
        )
        .bind(id)
        .bind(&row.id)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        if taken.rows_affected() != 1 {
            return Ok(false);
        }
        insert_game(&mut *tx, row, Claim::Clear, &self.who()).await?;
        self.lobby_changed(&mut *tx).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// How many seeks `account` (or, for a guest, the seeker holding one
    /// of these secrets) has open.
    pub async fn open_seeks_of(&self, account: &str, now: i64) -> Result<i64, StoreError> {
        let (n,): (i64,) = sqlx::query_as(
            "SELECT COUNT(*) FROM seeks WHERE account_id = $1 AND game_id IS NULL \
             AND expires_at > $2",
        )
        .bind(account)
        .bind(now)
        .fetch_one(&self.pool)
        .await?;
        Ok(n)
    }

    /// Keeps the open live seeks `ids` open until `until` (their maker is
    /// connected), never beyond `lasts` after they were made, nor
    /// reopening one that has already expired by `now`, nor shortening
    /// one open beyond `until` (a correspondence seek).
    pub async fn renew_seeks(
        &self,
        ids: &[String],
        now: i64,
        until: i64,
        lasts: i64,
    ) -> Result<(), StoreError> {
        for chunk in ids.chunks(200) {
            let places = (0..chunk.len())
                .map(|i| format!("${}", i + 4))
                .collect::<Vec<_>>()
                .join(", ");
            let sql = format!(
                "UPDATE seeks SET expires_at = CASE WHEN created_at + $3 < $2 \
                 THEN created_at + $3 ELSE $2 END \
                 WHERE game_id IS NULL AND expires_at > $1 AND expires_at <= $2 \
                 AND id IN ({places})"
            );
            let mut query = sqlx::query(&sql).bind(now).bind(until).bind(lasts);
            for id in chunk {
                query = query.bind(id);
            }
            query.execute(&self.pool).await?;
        }
        Ok(())
    }

    /// Seeks taken in the last [`STARTED_MS`], with their games: how a
    /// seek's maker finds the game it became.
    pub async fn started_seeks(&self, now: i64) -> Result<Vec<(String, String)>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT id, game_id FROM seeks WHERE accepted_at > $1 \
             ORDER BY accepted_at DESC LIMIT 200",
        )
        .bind(now - STARTED_MS)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Games between people in play, most recently moved first.
    pub async fn games_in_play(&self, limit: i64) -> Result<Vec<GameRow>, StoreError> {
        let rows: Vec<crate::store::StoredRow> = sqlx::query_as(&format!(
            "SELECT {} FROM games WHERE status = 'active' AND mode = 'friend' \
             ORDER BY updated_at DESC, id LIMIT $1",
            *crate::store::GAME_COLUMNS
        ))
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .filter_map(|r| GameRow::try_from(r).ok())
            .collect())
    }

    /// Connections open on every live server but this one (PostgreSQL).
    pub async fn online_elsewhere(&self) -> Result<i64, StoreError> {
        if !self.shared {
            return Ok(0);
        }
        let (n,): (Option<i64>,) = sqlx::query_as(
            "SELECT CAST(SUM(online) AS BIGINT) FROM servers WHERE instance <> $1 AND alive_until > $2",
        )
        .bind(&*self.instance)
        .bind(crate::time::now_ms())
        .fetch_one(&self.pool)
        .await?;
        Ok(n.unwrap_or(0))
    }
}
