//! Storage of games, moves and chat in SQLite or PostgreSQL through one
//! code path (sqlx's `Any` driver). Every statement uses `$n` parameters,
//! which both databases accept, and the schema lives in one migration per
//! database that differs only where their SQL does.

use std::str::FromStr;
use std::sync::LazyLock;
use std::time::Duration;

use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::migrate::Migrator;
use sqlx::{AnyConnection, AnyPool, Connection, Executor, FromRow, Row};
use tablut_core::{Clock, GameEnd, Side, Variant};
use tablut_engine::Level;
use thiserror::Error;
use tokio::sync::{mpsc, oneshot};

use crate::wire::{level_name, GameResult, Mode, Status, UnknownValue};
use notice::{Delta, Notice};

pub mod notice;

static SQLITE_MIGRATIONS: Migrator = sqlx::migrate!("migrations/sqlite");
static POSTGRES_MIGRATIONS: Migrator = sqlx::migrate!("migrations/postgres");

/// Why the database could not be used.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The URL names no database this server can use.
    #[error("'{0}' is not a database URL this server knows: use sqlite://PATH or postgres://USER@HOST/DB")]
    Url(String),
    /// The database refused or failed.
    #[error("database: {0}")]
    Db(#[from] sqlx::Error),
    /// The first connection failed: the database is unreachable, refused
    /// us, or (SQLite) the file is not a database. Said at once, with the
    /// cause, instead of the pool retrying for its acquire timeout.
    #[error("cannot open the database {url}: {cause}")]
    Open {
        /// The URL, its password hidden.
        url: String,
        /// What the driver or the system said.
        cause: String,
    },
    /// A change could not be committed.
    #[error("database write: {0}")]
    Write(String),
    /// The schema could not be brought up to date.
    #[error("database schema: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// The game changed (on another server, or in a racing command) since
    /// the change was decided: nothing was written; decide again against
    /// the game as it is now.
    #[error("the game {0} changed meanwhile")]
    Conflict(String),
    /// An account of that name (whatever its case) exists already.
    #[error("the account name is taken")]
    NameTaken,
    /// Another `tablut serve` uses this SQLite file.
    #[error(
        "another tablut server is using {0} (its lock file {0}.lock is held): \
         one server per SQLite file; to run several servers, use one PostgreSQL \
         database (--database postgres://USER@HOST/DB)"
    )]
    InUse(String),
    /// The lock file next to the SQLite database could not be made.
    #[error("cannot lock {path}: {source}")]
    Lock {
        /// The lock file.
        path: String,
        /// Why not.
        #[source]
        source: std::io::Error,
    },
    /// A stored value is none the server knows.
    #[error("the stored {table} {id} is damaged: its {column} {problem}")]
    Damaged {
        /// What it is: `game`, `seek`.
        table: &'static str,
        /// Its id.
        id: String,
        /// The column.
        column: &'static str,
        /// The value and what was expected.
        problem: UnknownValue,
    },
}

/// One game's stored metadata (everything but moves and chat). The words
/// are stored as the API spells them (`computer`, `finished`, ...), as text
/// in both databases.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    /// Public id (16 hex digits).
    pub id: String,
    /// The rule set (stored as its text: `ludoteka`,
    /// `cartier:throne_crossable=true`, ...).
    pub variant: Variant,
    /// Whom the creator plays against.
    pub mode: Mode,
    /// The computer's level, for `computer` games.
    pub level: Option<Level>,
    /// The side the computer plays, for `computer` games.
    pub computer_side: Option<Side>,
    /// The attackers' player name.
    pub attackers_name: String,
    /// The defenders' player name.
    pub defenders_name: String,
    /// SHA-256 of the attackers' secret; `None` while the seat is free or
    /// played by the computer.
    pub attackers_hash: Option<String>,
    /// SHA-256 of the defenders' secret.
    pub defenders_hash: Option<String>,
    /// SHA-256 of the invitation token, while the friend has not joined.
    pub invite_hash: Option<String>,
    /// Where the game is in its life.
    pub status: Status,
    /// The seat that offered a rematch.
    pub rematch_offer: Option<Side>,
    /// The rematch's id once it exists.
    pub rematch_game: Option<String>,
    /// Moves played.
    pub ply: i64,
    /// Creation time, ms since 1970.
    pub created_at: i64,
    /// Last change, ms since 1970.
    pub updated_at: i64,
    /// Changes so far: a change is written only over the version it was
    /// decided against, and writes `version + 1`.
    pub version: i64,
    /// The account holding the attackers' seat, if an account holds it.
    pub attackers_account: Option<String>,
    /// The account holding the defenders' seat.
    pub defenders_account: Option<String>,
    /// The clocks, in games with a time control.
    pub clock: Option<Clock>,
    /// When the side to move's time runs out, while it runs (kept in step
    /// with `clock` by `games::live::Data::sync_row`).
    pub deadline: Option<i64>,
    /// How the game ended, `None` while it goes on: an end from outside
    /// the rules (a resignation, a loss on time, a draw agreed, an abort)
    /// as it was decided, or the rules' result as the moves made it
    /// (kept with the row so the archive needs no replay). The one place
    /// a game's end is stored; its result, winner and reason are read
    /// from it.
    pub ended: Option<GameEnd>,
    /// Whether the result counts for the players' ratings.
    pub rated: bool,
    /// The side offering a draw.
    pub draw_offer: Option<Side>,
    /// The side asking to take a move back.
    pub takeback_offer: Option<Side>,
    /// The tournament the game is played in, if any.
    pub tournament_id: Option<String>,
}

impl GameRow {
    /// Who won, as the API and the archive's filter say it.
    pub fn result(&self) -> GameResult {
        GameResult::of(self.ended.as_ref())
    }

    /// Which seats accounts hold (a deleted account's no longer counts:
    /// its name leads nowhere).
    pub fn account_seats(&self) -> crate::wire::AccountSeats {
        let held = |account: &Option<String>, name: &str| {
            account.is_some() && name != crate::wire::DELETED_NAME
        };
        crate::wire::AccountSeats {
            attackers: held(&self.attackers_account, &self.attackers_name),
            defenders: held(&self.defenders_account, &self.defenders_name),
        }
    }

    /// A new game's row, created at `now`, with no seat taken, no move,
    /// no clock: the fields every new game shares, for the struct-update
    /// syntax of whoever makes one.
    pub fn fresh(variant: Variant, mode: Mode, status: Status, now: i64) -> GameRow {
        GameRow {
            id: crate::secret::new_game_id(),
            variant,
            mode,
            level: None,
            computer_side: None,
            attackers_name: String::new(),
            defenders_name: String::new(),
            attackers_hash: None,
            defenders_hash: None,
            invite_hash: None,
            status,
            rematch_offer: None,
            rematch_game: None,
            ply: 0,
            created_at: now,
            updated_at: now,
            version: 0,
            attackers_account: None,
            defenders_account: None,
            clock: None,
            deadline: None,
            ended: None,
            rated: false,
            tournament_id: None,
            draw_offer: None,
            takeback_offer: None,
        }
    }

    /// When a game between people in play is called off if the side to
    /// move has not made its first move by then, counted from `now` (when
    /// that side's first turn began): `None` once both sides have moved,
    /// and in games against the computer or at one screen.
    /// The bound is the rules library's [`tablut_core::first_move_ms`].
    pub fn first_move_deadline(&self, now: i64) -> Option<i64> {
        (self.mode == Mode::Friend && self.status == Status::Active && self.ply < 2)
            .then(|| now + tablut_core::first_move_ms(self.clock.map(|c| c.control)))
    }
}

/// Which finished games an archive page shows (every field optional).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ArchiveFilter {
    /// Games where this account held a seat.
    pub account: Option<String>,
    /// Games under this rule set (as stored: a preset name or variant).
    pub variant: Option<String>,
    /// Games with this result.
    pub result: Option<GameResult>,
}

/// Who does a game's pending work (the computer's reply; later, a loss on
/// time), as a change writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Claim {
    /// The change leaves the claim as it is (chat, a rematch offer).
    Keep,
    /// Nothing is pending: the claim is cleared.
    Clear,
    /// This server does the pending work, for [`CLAIM_TTL_MS`] unless it
    /// renews its claim.
    Mine,
}

/// How long a claim lasts without renewal. The claimer renews it every
/// [`CLAIM_RENEW_MS`] while it works, so a claim runs out only when its
/// server has died or lost the database; another server then takes over.
pub const CLAIM_TTL_MS: i64 = 5_000;
/// How long after a claim ran out the servers still look for it to take
/// it over.
pub const SWEPT_FOR_MS: i64 = 10 * 60 * 1000;
/// How often a claim is renewed while its work goes on.
pub const CLAIM_RENEW_MS: u64 = 1_000;

/// A `games` row as the database holds it, before its words are read.
#[derive(FromRow)]
pub(crate) struct StoredRow {
    id: String,
    tournament_id: Option<String>,
    variant: String,
    mode: String,
    level: Option<String>,
    computer_side: Option<String>,
    attackers_name: String,
    defenders_name: String,
    attackers_hash: Option<String>,
    defenders_hash: Option<String>,
    invite_hash: Option<String>,
    status: String,
    rematch_offer: Option<String>,
    rematch_game: Option<String>,
    ply: i64,
    created_at: i64,
    updated_at: i64,
    version: i64,
    attackers_account: Option<String>,
    defenders_account: Option<String>,
    clock: Option<String>,
    attackers_ms: Option<i64>,
    defenders_ms: Option<i64>,
    clock_since: Option<i64>,
    deadline: Option<i64>,
    ended: Option<String>,
    rated: i64,
    draw_offer: Option<String>,
    takeback_offer: Option<String>,
}

/// Reads a side as stored (only the API's two words).
fn side(s: &str) -> Result<Side, UnknownValue> {
    match s {
        "attackers" => Ok(Side::Attackers),
        "defenders" => Ok(Side::Defenders),
        _ => Err(UnknownValue::new(s, &["attackers", "defenders"])),
    }
}

impl TryFrom<StoredRow> for GameRow {
    type Error = StoreError;
    /// Reads the row's words; one the server does not know means the row
    /// was damaged (or written by a newer server), and is an error.
    fn try_from(r: StoredRow) -> Result<GameRow, StoreError> {
        let id = r.id;
        let damaged = |column: &'static str| {
            let id = id.clone();
            move |problem: UnknownValue| StoreError::Damaged {
                table: "game",
                id,
                column,
                problem,
            }
        };
        let optional = |value: Option<String>,
                        column: &'static str,
                        parse: fn(&str) -> Result<Side, UnknownValue>| {
            value
                .as_deref()
                .map(parse)
                .transpose()
                .map_err(damaged(column))
        };
        Ok(GameRow {
            tournament_id: r.tournament_id,
            mode: r.mode.parse().map_err(damaged("mode"))?,
            level: r
                .level
                .as_deref()
                .map(level_name::parse)
                .transpose()
                .map_err(damaged("level"))?,
            computer_side: optional(r.computer_side, "computer_side", side)?,
            status: r.status.parse().map_err(damaged("status"))?,
            rematch_offer: optional(r.rematch_offer, "rematch_offer", side)?,
            variant: r.variant.parse().map_err(|e: tablut_core::RuleFlagError| {
                StoreError::Damaged {
                table: "game",
                    id: id.clone(),
                    column: "variant",
                    problem: UnknownValue::new(&e.to_string(), &["a rule set"]),
                }
            })?,
            attackers_name: r.attackers_name,
            defenders_name: r.defenders_name,
            attackers_hash: r.attackers_hash,
            defenders_hash: r.defenders_hash,
            invite_hash: r.invite_hash,
            rematch_game: r.rematch_game,
            ply: r.ply,
            created_at: r.created_at,
            updated_at: r.updated_at,
            version: r.version,
            attackers_account: r.attackers_account,
            defenders_account: r.defenders_account,
            clock: match (r.clock, r.attackers_ms, r.defenders_ms) {
                (None, _, _) => None,
                (Some(control), Some(a), Some(d)) => Some(Clock {
                    control: control
                        .parse()
                        .map_err(|e: tablut_core::TimeControlError| StoreError::Damaged {
                table: "game",
                            id: id.clone(),
                            column: "clock",
                            problem: UnknownValue::new(&e.to_string(), &["a time control"]),
                        })?,
                    left_ms: [a, d],
                    running_since: r.clock_since,
                }),
                (Some(control), _, _) => {
                    return Err(StoreError::Damaged {
                table: "game",
                        id,
                        column: "clock",
                        problem: UnknownValue::new(&control, &["a clock with both times"]),
                    })
                }
            },
            deadline: r.deadline,
            ended: r
                .ended
                .as_deref()
                .map(|text| {
                    text.parse::<GameEnd>().map_err(|_| {
                        UnknownValue::new(
                            text,
                            &["a game end such as 'defenders win (escape)' or 'attackers resigned'"],
                        )
                    })
                })
                .transpose()
                .map_err(damaged("end"))?,
            rated: r.rated != 0,
            draw_offer: optional(r.draw_offer, "draw_offer", side)?,
            takeback_offer: optional(r.takeback_offer, "takeback_offer", side)?,
            id,
        })
    }
}

/// A stored chat line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatRow {
    /// The sender's seat.
    pub seat: Side,
    /// The sender's name at the time.
    pub name: String,
    /// The text.
    pub body: String,
    /// When, ms since 1970.
    pub at: i64,
}

/// A game as stored: metadata, moves in order, the last chat lines.
#[derive(Clone, Debug)]
pub struct StoredGame {
    /// Metadata.
    pub row: GameRow,
    /// Moves, `from-to`, in order.
    pub moves: Vec<String>,
    /// The last chat lines, oldest first.
    pub chat: Vec<ChatRow>,
}

/// The database.
#[derive(Clone, Debug)]
pub struct Store {
    pub(crate) pool: AnyPool,
    writes: mpsc::Sender<Job>,
    /// PostgreSQL: other servers may share the database.
    pub(crate) shared: bool,
    /// This server's name in claims (random, new at every start).
    pub(crate) instance: std::sync::Arc<str>,
    /// The URL, for the change listener's own connection.
    url: std::sync::Arc<str>,
    /// What other domains write with a game's change.
    along: std::sync::Arc<std::sync::OnceLock<AlongWith>>,
    /// SQLite: the lock file held while this server uses the database.
    lock: std::sync::Arc<std::sync::Mutex<Option<std::fs::File>>>,
}

/// The SQLite file a `sqlite:` URL names, if it names one (not memory).
fn sqlite_path(url: &str) -> Option<&str> {
    let rest = url.strip_prefix("sqlite:")?;
    let rest = rest.strip_prefix("//").unwrap_or(rest);
    let path = rest.split('?').next().unwrap_or(rest);
    (!path.is_empty() && !path.contains(":memory:")).then_some(path)
}

/// Holds `PATH.lock` exclusively for as long as the server runs (the
/// operating system releases it when the process ends, even by kill -9),
/// so a second server on the same SQLite file is refused at start instead
/// of sharing games it cannot see change.
fn lock_sqlite(path: &str) -> Result<std::fs::File, StoreError> {
    let lock_path = format!("{path}.lock");
    let failed = |source| StoreError::Lock {
        path: lock_path.clone(),
        source,
    };
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock_path)
        .map_err(failed)?;
    match fs4::fs_std::FileExt::try_lock_exclusive(&file) {
        Ok(true) => Ok(file),
        Ok(false) => Err(StoreError::InUse(path.to_string())),
        Err(e) => Err(failed(e)),
    }
}

/// A change waiting for the writer, and where to say how it went.
type Job = (Write, oneshot::Sender<Result<(), StoreError>>);

/// The PostgreSQL channel on which every committed change of a game is
/// announced, with a [`Notice`] as payload.
pub const CHANGES_CHANNEL: &str = "tablut_games";

/// The PostgreSQL channel on which a change of who is connected to a game
/// is announced, with the game's id as payload.
pub const PRESENCE_CHANNEL: &str = "tablut_presence";

/// How long a server counts as alive after its last heartbeat.
pub const ALIVE_MS: i64 = 5_000;

/// One change to store, all of whose statements commit together.
#[derive(Debug)]
enum Write {
    InsertGame(GameRow, Claim),
    Rematch(Box<(GameRow, GameRow)>, Claim),
    UpdateGame(GameRow, Claim),
    AppendMove(GameRow, String, Claim),
    Truncate(GameRow, Claim),
    Chat(GameRow, ChatRow),
}

/// Most changes committed in one transaction.
const BATCH: usize = 512;

/// The one writer: it commits every change waiting at that moment in one
/// transaction (group commit), so under load a move costs two statements
/// rather than a transaction of its own. If a batch fails, its changes
/// are retried one by one, so one bad change fails alone.
async fn writer(pool: AnyPool, mut queue: mpsc::Receiver<Job>, who: Who) {
    while let Some(first) = queue.recv().await {
        let mut batch = vec![first];
        while batch.len() < BATCH {
            match queue.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        let (writes, acks): (Vec<Write>, Vec<_>) = batch.into_iter().unzip();
        match commit(&pool, &writes, &who).await {
            Ok(()) => {
                for ack in acks {
                    let _ = ack.send(Ok(()));
                }
            }
            Err(e) if writes.len() == 1 => {
                let _ = acks.into_iter().next().map(|ack| ack.send(Err(e)));
            }
            Err(_) => {
                for (write, ack) in writes.iter().zip(acks) {
                    let result = commit(&pool, std::slice::from_ref(write), &who).await;
                    let _ = ack.send(result);
                }
            }
        }
    }
}

/// What another domain writes in the transaction that stores a game's
/// change (a rated game's end moves its players' ratings, once, with
/// it): the transaction, the changed row, and whether servers share the
/// database.
pub type AlongWith = for<'c> fn(
    &'c mut AnyConnection,
    &'c GameRow,
    bool,
) -> futures_util::future::BoxFuture<'c, Result<(), StoreError>>;

/// What the writer needs to know of its server.
#[derive(Clone, Debug)]
pub(crate) struct Who {
    shared: bool,
    instance: std::sync::Arc<str>,
    along: std::sync::Arc<std::sync::OnceLock<AlongWith>>,
}

async fn commit(pool: &AnyPool, writes: &[Write], who: &Who) -> Result<(), StoreError> {
    let mut tx = pool.begin().await?;
    for write in writes {
        let mut notified = false;
        // The games row is written first: its version check decides
        // whether the change still applies (and, in PostgreSQL, locks the
        // row until commit), before anything that depends on it.
        let changed = match write {
            Write::InsertGame(row, claim) => {
                insert_game(&mut *tx, row, *claim, who).await?;
                None
            }
            Write::Rematch(rows, claim) => {
                let (old, new) = &**rows;
                update_game(&mut *tx, old, Claim::Keep, who).await?;
                insert_game(&mut *tx, new, *claim, who).await?;
                Some((old, Delta::Other))
            }
            Write::UpdateGame(row, claim) => {
                update_game(&mut *tx, row, *claim, who).await?;
                Some((row, Delta::Other))
            }
            Write::AppendMove(row, mv, claim) if who.shared => {
                // The move, its row and its notice in one statement: one
                // round trip to PostgreSQL for the commonest change.
                let notice = Notice {
                    id: row.id.clone(),
                    version: row.version,
                    delta: Delta::Move {
                        ply: row.ply,
                        mv: mv.clone(),
                        at: row.updated_at,
                    },
                };
                append_move_announced(&mut *tx, row, mv, *claim, who, &notice).await?;
                notified = true;
                Some((row, notice.delta))
            }
            Write::AppendMove(row, mv, claim) => {
                update_game(&mut *tx, row, *claim, who).await?;
                sqlx::query(
                    "INSERT INTO moves (game_id, ply, mv, created_at) VALUES ($1, $2, $3, $4)",
                )
                .bind(&row.id)
                .bind(row.ply)
                .bind(mv)
                .bind(row.updated_at)
                .execute(&mut *tx)
                .await?;
                let delta = Delta::Move {
                    ply: row.ply,
                    mv: mv.clone(),
                    at: row.updated_at,
                };
                Some((row, delta))
            }
            Write::Truncate(row, claim) => {
                update_game(&mut *tx, row, *claim, who).await?;
                sqlx::query("DELETE FROM moves WHERE game_id = $1 AND ply > $2")
                    .bind(&row.id)
                    .bind(row.ply)
                    .execute(&mut *tx)
                    .await?;
                Some((row, Delta::Other))
            }
            Write::Chat(row, line) => {
                update_game(&mut *tx, row, Claim::Keep, who).await?;
                sqlx::query(
                    "INSERT INTO chat (game_id, seat, name, body, at) VALUES ($1, $2, $3, $4, $5)",
                )
                .bind(&row.id)
                .bind(line.seat.name())
                .bind(&line.name)
                .bind(&line.body)
                .bind(line.at)
                .execute(&mut *tx)
                .await?;
                Some((row, Delta::chat(line)))
            }
        };
        if let (Some((row, _)), Some(along)) = (&changed, who.along.get()) {
            along(&mut tx, row, who.shared).await?;
        }
        if let (Some((row, delta)), true, false) = (changed, who.shared, notified) {
            // Delivered to every listening server when (and only if) the
            // transaction commits.
            let notice = Notice {
                id: row.id.clone(),
                version: row.version,
                delta,
            };
            sqlx::query("SELECT pg_notify($1, $2)")
                .bind(CHANGES_CHANNEL)
                .bind(notice.payload())
                .execute(&mut *tx)
                .await?;
        }
    }
    tx.commit().await?;
    Ok(())
}

pub(crate) type AnyQuery<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>;

/// How a game row's value is bound to its column.
type Binder = for<'q> fn(AnyQuery<'q>, &'q GameRow) -> AnyQuery<'q>;

/// The columns a game row is created with and never changes, each with
/// its value: a column and its bind are declared together, so none can
/// be bound to another's place.
const FIXED_COLUMNS: [(&str, Binder); 7] = [
    ("id", |q, r| q.bind(&r.id)),
    ("tournament_id", |q, r| q.bind(&r.tournament_id)),
    ("variant", |q, r| q.bind(r.variant.to_string())),
    ("mode", |q, r| q.bind(r.mode.as_str())),
    ("level", |q, r| q.bind(r.level.map(|l| l.name()))),
    ("computer_side", |q, r| {
        q.bind(r.computer_side.map(Side::name))
    }),
    ("created_at", |q, r| q.bind(r.created_at)),
];

/// The columns a change of a game may write, each with its value.
const CHANGING_COLUMNS: [(&str, Binder); 23] = [
    ("attackers_name", |q, r| q.bind(&r.attackers_name)),
    ("defenders_name", |q, r| q.bind(&r.defenders_name)),
    ("attackers_hash", |q, r| q.bind(&r.attackers_hash)),
    ("defenders_hash", |q, r| q.bind(&r.defenders_hash)),
    ("invite_hash", |q, r| q.bind(&r.invite_hash)),
    ("status", |q, r| q.bind(r.status.as_str())),
    ("result", |q, r| q.bind(r.result().as_str())),
    ("rematch_offer", |q, r| {
        q.bind(r.rematch_offer.map(Side::name))
    }),
    ("rematch_game", |q, r| q.bind(&r.rematch_game)),
    ("ply", |q, r| q.bind(r.ply)),
    ("updated_at", |q, r| q.bind(r.updated_at)),
    ("version", |q, r| q.bind(r.version)),
    ("attackers_account", |q, r| q.bind(&r.attackers_account)),
    ("defenders_account", |q, r| q.bind(&r.defenders_account)),
    ("clock", |q, r| {
        q.bind(r.clock.map(|c| c.control.to_string()))
    }),
    ("attackers_ms", |q, r| q.bind(r.clock.map(|c| c.left_ms[0]))),
    ("defenders_ms", |q, r| q.bind(r.clock.map(|c| c.left_ms[1]))),
    ("clock_since", |q, r| {
        q.bind(r.clock.and_then(|c| c.running_since))
    }),
    ("deadline", |q, r| q.bind(r.deadline)),
    ("ended", |q, r| {
        q.bind(r.ended.as_ref().map(GameEnd::to_string))
    }),
    ("rated", |q, r| q.bind(i64::from(r.rated))),
    ("draw_offer", |q, r| q.bind(r.draw_offer.map(Side::name))),
    ("takeback_offer", |q, r| {
        q.bind(r.takeback_offer.map(Side::name))
    }),
];

/// Every column of a game row that the server reads.
pub(crate) static GAME_COLUMNS: LazyLock<String> = LazyLock::new(|| {
    FIXED_COLUMNS
        .iter()
        .chain(CHANGING_COLUMNS.iter())
        .map(|(name, _)| *name)
        .collect::<Vec<_>>()
        .join(", ")
});

/// Binds `columns` of `row`, in their order.
fn bind_columns<'q>(
    query: AnyQuery<'q>,
    columns: &[(&str, Binder)],
    row: &'q GameRow,
) -> AnyQuery<'q> {
    columns.iter().fold(query, |q, (_, bind)| bind(q, row))
}

/// How long the first connection may take before [`Store::open`] gives up.
pub const FIRST_CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// What every new connection runs first.
async fn prepare(conn: &mut AnyConnection, sqlite: bool) -> Result<(), sqlx::Error> {
    if sqlite {
        // WAL with synchronous=NORMAL: a commit survives the process being
        // killed at any moment (what the service promises); FULL would add
        // an fsync per move for power loss.
        conn.execute(
            "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; \
             PRAGMA foreign_keys=ON; PRAGMA busy_timeout=5000;",
        )
        .await?;
    }
    Ok(())
}

/// Opens one connection, prepared as the pool's are, and closes it (`shown`:
/// the URL for messages): a
/// database that cannot be used fails here at once with its cause ("file
/// is not a database", "Connection refused"), where the pool would retry
/// for its whole acquire timeout and then say only "pool timed out".
async fn first_connection(
    options: &AnyConnectOptions,
    shown: String,
    sqlite: bool,
) -> Result<(), StoreError> {
    let fail = |cause: String| StoreError::Open { url: shown, cause };
    let attempt = async {
        let mut conn = AnyConnection::connect_with(options).await?;
        prepare(&mut conn, sqlite).await?;
        conn.execute("SELECT 1").await?;
        conn.close().await
    };
    match tokio::time::timeout(FIRST_CONNECT_TIMEOUT, attempt).await {
        Ok(Ok(())) => Ok(()),
        Ok(Err(e)) => Err(fail(e.to_string())),
        Err(_) => Err(fail(format!(
            "no answer within {} s",
            FIRST_CONNECT_TIMEOUT.as_secs()
        ))),
    }
}

/// `url` with the password of its user, if any, as `***`.
fn without_password(url: &str) -> String {
    let Some(scheme_end) = url.find("://") else {
        return url.to_string();
    };
    let rest = &url[scheme_end + 3..];
    let authority_end = rest.find('/').unwrap_or(rest.len());
    let Some(at) = rest[..authority_end].rfind('@') else {
        return url.to_string();
    };
    match rest[..at].find(':') {
        Some(colon) => format!(
            "{}{}:***{}",
            &url[..scheme_end + 3],
            &rest[..colon],
            &rest[at..]
        ),
        None => url.to_string(),
    }
}

/// Chat lines kept with a game in memory and sent to clients.
pub const CHAT_KEPT: i64 = 50;

impl Store {
    /// Opens (creating if need be) the database at `url` and brings its
    /// schema up to date. A `sqlite://` file is created on first use.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        sqlx::any::install_default_drivers();
        let sqlite = url.starts_with("sqlite:");
        let postgres = url.starts_with("postgres://") || url.starts_with("postgresql://");
        if !sqlite && !postgres {
            return Err(StoreError::Url(url.to_string()));
        }
        let shown = without_password(url);
        let url = if sqlite && !url.contains("mode=") && !url.contains(":memory:") {
            let sep = if url.contains('?') { '&' } else { '?' };
            format!("{url}{sep}mode=rwc")
        } else {
            url.to_string()
        };
        let options =
            AnyConnectOptions::from_str(&url).map_err(|_| StoreError::Url(url.to_string()))?;
        let lock = match sqlite_path(&url) {
            Some(path) => Some(lock_sqlite(path)?),
            None => None,
        };
        first_connection(&options, shown, sqlite).await?;
        // All writes go through one writer task (see `writer`), so SQLite
        // never has two writers waiting on each other's locks (with sleeps
        // of up to 100 ms); the second connection serves reads meanwhile,
        // which WAL lets run beside the writer.
        let pool = AnyPoolOptions::new()
            // (An in-memory database is one per connection: one only.)
            .max_connections(match (sqlite, url.contains(":memory:")) {
                (true, true) => 1,
                (true, false) => 2,
                _ => 8,
            })
            .acquire_timeout(Duration::from_secs(30))
            .after_connect(move |conn, _| Box::pin(prepare(conn, sqlite)))
            .connect_with(options)
            .await?;
        if sqlite {
            SQLITE_MIGRATIONS.run(&pool).await?;
        } else {
            POSTGRES_MIGRATIONS.run(&pool).await?;
        }
        let (writes, queue) = mpsc::channel(4096);
        let instance: std::sync::Arc<str> = crate::secret::new_game_id().into();
        let along = std::sync::Arc::new(std::sync::OnceLock::new());
        let who = Who {
            shared: postgres,
            instance: instance.clone(),
            along: along.clone(),
        };
        tokio::spawn(writer(pool.clone(), queue, who));
        Ok(Store {
            pool,
            writes,
            shared: postgres,
            instance,
            along,
            url: url.into(),
            lock: std::sync::Arc::new(std::sync::Mutex::new(lock)),
        })
    }

    /// What the writer knows of this server.
    pub(crate) fn who(&self) -> Who {
        Who {
            shared: self.shared,
            instance: self.instance.clone(),
            along: self.along.clone(),
        }
    }

    /// Has every stored change of a game also write `along` in its
    /// transaction (set once; later calls change nothing).
    pub fn write_along(&self, along: AlongWith) {
        let _ = self.along.set(along);
    }

    /// Whether other servers may share the database (PostgreSQL).
    pub fn is_shared(&self) -> bool {
        self.shared
    }

    /// This server's name in claims.
    pub fn instance(&self) -> &str {
        &self.instance
    }

    /// The database URL.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Stores a new game, with `claim` on its pending work.
    pub async fn insert_game(&self, row: &GameRow, claim: Claim) -> Result<(), StoreError> {
        self.write(Write::InsertGame(row.clone(), claim)).await
    }

    /// Stores a new game as the rematch of `old`, whose row is updated in
    /// the same transaction (if it still has version `old.version - 1`).
    pub async fn insert_rematch(
        &self,
        old: &GameRow,
        new: &GameRow,
        claim: Claim,
    ) -> Result<(), StoreError> {
        self.write(Write::Rematch(Box::new((old.clone(), new.clone())), claim))
            .await
    }

    /// Saves a game's metadata over version `row.version - 1`.
    pub async fn update_game(&self, row: &GameRow, claim: Claim) -> Result<(), StoreError> {
        self.write(Write::UpdateGame(row.clone(), claim)).await
    }

    /// Stores move number `row.ply` (1-based) and the game's new metadata
    /// in one transaction, over version `row.version - 1`.
    pub async fn append_move(
        &self,
        row: &GameRow,
        mv: &str,
        claim: Claim,
    ) -> Result<(), StoreError> {
        self.write(Write::AppendMove(row.clone(), mv.to_string(), claim))
            .await
    }

    /// Deletes the moves after `row.ply` and saves the metadata (undo),
    /// over version `row.version - 1`.
    pub async fn truncate_moves(&self, row: &GameRow, claim: Claim) -> Result<(), StoreError> {
        self.write(Write::Truncate(row.clone(), claim)).await
    }

    /// Stores a chat line with the game's new version.
    pub async fn insert_chat(&self, row: &GameRow, line: &ChatRow) -> Result<(), StoreError> {
        self.write(Write::Chat(row.clone(), line.clone())).await
    }

    /// Claims game `id`'s pending work at `ply` for this server: granted
    /// when nobody holds it, this server does, or the holder's claim has
    /// run out (its server died). On SQLite one server runs (see
    /// [`StoreError::InUse`]): every claim is its own, and nothing is
    /// written (a write beside the writer task would wait on its lock).
    pub async fn claim(&self, id: &str, ply: i64) -> Result<bool, StoreError> {
        if !self.shared {
            return Ok(true);
        }
        let now = crate::time::now_ms();
        let done = sqlx::query(
            "UPDATE games SET claimed_by = $2, claim_until = $3 WHERE id = $1 AND ply = $4 \
             AND status = 'active' \
             AND (claimed_by IS NULL OR claimed_by = $2 OR claim_until < $5)",
        )
        .bind(id)
        .bind(&*self.instance)
        .bind(now + CLAIM_TTL_MS)
        .bind(ply)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Extends this server's claim on game `id` at `ply`; false when the
    /// claim is no longer this server's (the game moved on, or another
    /// server took over).
    pub async fn renew(&self, id: &str, ply: i64) -> Result<bool, StoreError> {
        if !self.shared {
            return Ok(true);
        }
        let now = crate::time::now_ms();
        let done = sqlx::query(
            "UPDATE games SET claim_until = $3 WHERE id = $1 AND claimed_by = $2 AND ply = $4",
        )
        .bind(id)
        .bind(&*self.instance)
        .bind(now + CLAIM_TTL_MS)
        .bind(ply)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Games in play whose claim has run out in the last
    /// [`SWEPT_FOR_MS`]: their claimer died. (Older ones belong to games
    /// nobody came back to; whoever opens one claims it then.)
    pub async fn expired_claims(&self, limit: i64) -> Result<Vec<String>, StoreError> {
        let now = crate::time::now_ms();
        let rows: Vec<(String,)> = sqlx::query_as(
            "SELECT id FROM games WHERE claimed_by IS NOT NULL AND claim_until < $1 \
             AND claim_until > $2 AND status = 'active' ORDER BY claim_until LIMIT $3",
        )
        .bind(now)
        .bind(now - SWEPT_FOR_MS)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(|(id,)| id).collect())
    }

    /// Says this server is alive for [`ALIVE_MS`] more (PostgreSQL).
    pub async fn heartbeat(&self, online: i64) -> Result<(), StoreError> {
        if !self.shared {
            return Ok(());
        }
        sqlx::query(
            "INSERT INTO servers (instance, alive_until, online) VALUES ($1, $2, $3) \
             ON CONFLICT (instance) DO UPDATE SET alive_until = excluded.alive_until, \
             online = excluded.online",
        )
        .bind(&*self.instance)
        .bind(crate::time::now_ms() + ALIVE_MS)
        .bind(online)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Records how many connections hold each seat of game `id` on this
    /// server (attackers, defenders), and tells the other servers
    /// (PostgreSQL; nothing to do on SQLite).
    pub async fn set_presence(&self, id: &str, counts: [i64; 2]) -> Result<(), StoreError> {
        if !self.shared {
            return Ok(());
        }
        let mut tx = self.pool.begin().await?;
        if counts == [0, 0] {
            sqlx::query("DELETE FROM presence WHERE game_id = $1 AND instance = $2")
                .bind(id)
                .bind(&*self.instance)
                .execute(&mut *tx)
                .await?;
        } else {
            sqlx::query(
                "INSERT INTO presence (game_id, instance, attackers, defenders) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (game_id, instance) \
                 DO UPDATE SET attackers = excluded.attackers, defenders = excluded.defenders",
            )
            .bind(id)
            .bind(&*self.instance)
            .bind(counts[0])
            .bind(counts[1])
            .execute(&mut *tx)
            .await?;
        }
        sqlx::query("SELECT pg_notify($1, $2)")
            .bind(PRESENCE_CHANNEL)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Whether a connection on another live server holds each seat of
    /// game `id` (attackers, defenders).
    pub async fn remote_presence(&self, id: &str) -> Result<[bool; 2], StoreError> {
        if !self.shared {
            return Ok([false, false]);
        }
        let (a, d): (i64, i64) = sqlx::query_as(
            "SELECT COALESCE(SUM(p.attackers), 0)::BIGINT, COALESCE(SUM(p.defenders), 0)::BIGINT \
             FROM presence p JOIN servers s ON s.instance = p.instance \
             WHERE p.game_id = $1 AND p.instance <> $2 AND s.alive_until > $3",
        )
        .bind(id)
        .bind(&*self.instance)
        .bind(crate::time::now_ms())
        .fetch_one(&self.pool)
        .await?;
        Ok([a > 0, d > 0])
    }

    /// Removes the presence of servers that stopped renewing their
    /// heartbeat (they died) and tells every server of the games it was
    /// in, whose seats may now be offline.
    pub async fn forget_dead_servers(&self) -> Result<(), StoreError> {
        if !self.shared {
            return Ok(());
        }
        let now = crate::time::now_ms();
        let mut tx = self.pool.begin().await?;
        let games: Vec<(String,)> = sqlx::query_as(
            "DELETE FROM presence p WHERE NOT EXISTS (SELECT 1 FROM servers s \
             WHERE s.instance = p.instance AND s.alive_until > $1) RETURNING p.game_id",
        )
        .bind(now)
        .fetch_all(&mut *tx)
        .await?;
        notify_presence(&mut tx, games).await?;
        sqlx::query("DELETE FROM servers WHERE alive_until < $1")
            .bind(now - ALIVE_MS)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// This server stops: its connections are gone, and it is no longer
    /// alive.
    pub async fn leave(&self) -> Result<(), StoreError> {
        if !self.shared {
            return Ok(());
        }
        let mut tx = self.pool.begin().await?;
        let games: Vec<(String,)> =
            sqlx::query_as("DELETE FROM presence WHERE instance = $1 RETURNING game_id")
                .bind(&*self.instance)
                .fetch_all(&mut *tx)
                .await?;
        notify_presence(&mut tx, games).await?;
        sqlx::query("DELETE FROM servers WHERE instance = $1")
            .bind(&*self.instance)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Games in play whose side to move ran out of time by `before` (ms
    /// since 1970), at most `limit`, soonest deadline first, each with its
    /// deadline; only those after `after` (a deadline and id from an
    /// earlier page) when given, so a caller can page past games it sets
    /// aside.
    pub async fn overdue(
        &self,
        before: i64,
        after: Option<(i64, &str)>,
        limit: i64,
    ) -> Result<Vec<(i64, String)>, StoreError> {
        let (from, id) = after.unwrap_or((i64::MIN, ""));
        Ok(sqlx::query_as(
            "SELECT deadline, id FROM games WHERE deadline IS NOT NULL AND deadline <= $1 \
             AND status = 'active' AND (deadline > $2 OR (deadline = $2 AND id > $3)) \
             ORDER BY deadline, id LIMIT $4",
        )
        .bind(before)
        .bind(from)
        .bind(id)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Game `id`'s version as stored, if the game exists.
    pub async fn version(&self, id: &str) -> Result<Option<i64>, StoreError> {
        let row: Option<(i64,)> = sqlx::query_as("SELECT version FROM games WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|(v,)| v))
    }

    /// Hands `write` to the writer and waits until it is committed.
    async fn write(&self, write: Write) -> Result<(), StoreError> {
        let (done, committed) = oneshot::channel();
        self.writes
            .send((write, done))
            .await
            .map_err(|_| StoreError::Write("the database writer has stopped".into()))?;
        committed
            .await
            .map_err(|_| StoreError::Write("the database writer has stopped".into()))?
    }

    /// A game with its moves and last chat lines, if it exists.
    pub async fn load(&self, id: &str) -> Result<Option<StoredGame>, StoreError> {
        // The row, its moves and its chat from one snapshot: read one by
        // one, a change committed in between (by another server) would
        // give a row that disagrees with its moves. SQLite's read
        // transaction is a snapshot already; PostgreSQL's needs asking.
        let mut tx = self.pool.begin().await?;
        if self.shared {
            sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                .execute(&mut *tx)
                .await?;
        }
        let row: Option<StoredRow> = sqlx::query_as(&format!(
            "SELECT {} FROM games WHERE id = $1",
            *GAME_COLUMNS
        ))
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(row) = row else { return Ok(None) };
        let row = GameRow::try_from(row)?;
        let moves: Vec<(String,)> =
            sqlx::query_as("SELECT mv FROM moves WHERE game_id = $1 ORDER BY ply")
                .bind(id)
                .fetch_all(&mut *tx)
                .await?;
        let chat: Vec<(String, String, String, i64)> = sqlx::query_as(
            "SELECT seat, name, body, at FROM chat WHERE game_id = $1 ORDER BY id DESC LIMIT $2",
        )
        .bind(id)
        .bind(CHAT_KEPT)
        .fetch_all(&mut *tx)
        .await?;
        tx.commit().await?;
        let mut chat = chat
            .into_iter()
            .map(|(seat, name, body, at)| {
                Ok(ChatRow {
                    seat: side(&seat).map_err(|problem| StoreError::Damaged {
                        table: "game",
                        id: id.to_string(),
                        column: "chat seat",
                        problem,
                    })?,
                    name,
                    body,
                    at,
                })
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        chat.reverse();
        Ok(Some(StoredGame {
            row,
            moves: moves.into_iter().map(|(m,)| m).collect(),
            chat,
        }))
    }

    /// Finished games ordered newest first by (last change, id), starting
    /// after the cursor `(before_ms, before_id)`, that `filter` lets
    /// through: exact paging even when games finish in the same
    /// millisecond. A damaged row is left out (and logged), so one bad
    /// row does not hide the archive.
    pub async fn finished(
        &self,
        before_ms: i64,
        before_id: &str,
        limit: i64,
        filter: &ArchiveFilter,
    ) -> Result<Vec<GameRow>, StoreError> {
        let rows: Vec<StoredRow> = sqlx::query_as(&format!(
            "SELECT {} FROM games WHERE status = 'finished' \
             AND (updated_at < $1 OR (updated_at = $1 AND id < $2)) \
             AND ($4 IS NULL OR attackers_account = $4 OR defenders_account = $4) \
             AND ($5 IS NULL OR variant = $5) AND ($6 IS NULL OR result = $6) \
             ORDER BY updated_at DESC, id DESC LIMIT $3",
            *GAME_COLUMNS
        ))
        .bind(before_ms)
        .bind(before_id)
        .bind(limit)
        .bind(&filter.account)
        .bind(&filter.variant)
        .bind(filter.result.map(GameResult::as_str))
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .filter_map(|r| {
                GameRow::try_from(r)
                    .map_err(|e| tracing::error!("archive: {e}"))
                    .ok()
            })
            .collect())
    }

    /// An account's finished games by the side it held and the result:
    /// (side, result, count).
    pub async fn results_of(
        &self,
        account: &str,
    ) -> Result<Vec<(String, String, i64)>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT 'attackers', result, COUNT(*) FROM games \
             WHERE attackers_account = $1 AND status = 'finished' GROUP BY result \
             UNION ALL \
             SELECT 'defenders', result, COUNT(*) FROM games \
             WHERE defenders_account = $1 AND status = 'finished' GROUP BY result",
        )
        .bind(account)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Closes the pool, finishing pending writes.
    pub async fn close(&self) {
        self.pool.close().await;
        // Another server may use the file from now on.
        if let Ok(mut lock) = self.lock.lock() {
            lock.take();
        }
    }
}

/// Announces, at commit, that who is connected to `games` changed.
async fn notify_presence(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    games: Vec<(String,)>,
) -> Result<(), StoreError> {
    let mut games: Vec<String> = games.into_iter().map(|(id,)| id).collect();
    games.sort();
    games.dedup();
    for id in games {
        sqlx::query("SELECT pg_notify($1, $2)")
            .bind(PRESENCE_CHANNEL)
            .bind(id)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

/// The claim columns a change writes: this server's name and the claim's
/// end for [`Claim::Mine`], nothing for [`Claim::Clear`].
fn claim_columns(claim: Claim, who: &Who) -> (Option<String>, Option<i64>) {
    match claim {
        Claim::Mine => (
            Some(who.instance.to_string()),
            Some(crate::time::now_ms() + CLAIM_TTL_MS),
        ),
        Claim::Keep | Claim::Clear => (None, None),
    }
}

pub(crate) async fn insert_game<'e>(
    db: impl Executor<'e, Database = sqlx::Any>,
    row: &GameRow,
    claim: Claim,
    who: &Who,
) -> Result<(), StoreError> {
    static SQL: LazyLock<String> = LazyLock::new(|| {
        let count = FIXED_COLUMNS.len() + CHANGING_COLUMNS.len() + 2;
        let places: Vec<String> = (1..=count).map(|i| format!("${i}")).collect();
        format!(
            "INSERT INTO games ({}, claimed_by, claim_until) VALUES ({})",
            *GAME_COLUMNS,
            places.join(", ")
        )
    });
    let (claimed_by, claim_until) = claim_columns(claim, who);
    let query = bind_columns(sqlx::query(&SQL), &FIXED_COLUMNS, row);
    bind_columns(query, &CHANGING_COLUMNS, row)
        .bind(claimed_by)
        .bind(claim_until)
        .execute(db)
        .await?;
    Ok(())
}

/// The statement that writes a game row over the version it was decided
/// against: `$1` the id, then the [`CHANGING_COLUMNS`], whether the claim
/// is kept, the claim's holder and end, and the version, whose
/// placeholder's number comes back with it ([`bind_update`] binds them).
fn versioned_update() -> (String, usize) {
    let sets: Vec<String> = CHANGING_COLUMNS
        .iter()
        .enumerate()
        .map(|(i, (column, _))| format!("{column} = ${}", i + 2))
        .collect();
    let keep = CHANGING_COLUMNS.len() + 2;
    let version = keep + 3;
    let sql = format!(
        "UPDATE games SET {}, \
         claimed_by = CASE WHEN ${keep} THEN claimed_by ELSE ${} END, \
         claim_until = CASE WHEN ${keep} THEN claim_until ELSE ${} END \
         WHERE id = $1 AND version = ${version}",
        sets.join(", "),
        keep + 1,
        keep + 2,
    );
    (sql, version)
}

/// Binds [`versioned_update`]'s values for `row` and `claim`.
fn bind_update<'q>(query: AnyQuery<'q>, row: &'q GameRow, claim: Claim, who: &Who) -> AnyQuery<'q> {
    let (claimed_by, claim_until) = claim_columns(claim, who);
    bind_columns(query.bind(&row.id), &CHANGING_COLUMNS, row)
        .bind(claim == Claim::Keep)
        .bind(claimed_by)
        .bind(claim_until)
        .bind(row.version - 1)
}

/// Writes the row over version `row.version - 1`; if the stored row has
/// another version, nothing is written and the change is a
/// [`StoreError::Conflict`].
async fn update_game<'e>(
    db: impl Executor<'e, Database = sqlx::Any>,
    row: &GameRow,
    claim: Claim,
    who: &Who,
) -> Result<(), StoreError> {
    static SQL: LazyLock<String> = LazyLock::new(|| versioned_update().0);
    let done = bind_update(sqlx::query(&SQL), row, claim, who)
        .execute(db)
        .await?;
    if done.rows_affected() == 0 {
        return Err(StoreError::Conflict(row.id.clone()));
    }
    Ok(())
}

/// Appends a move over version `row.version - 1` in one statement
/// (PostgreSQL): the row written, the move inserted and `notice` sent to
/// the other servers at commit, or nothing when the stored row has
/// another version ([`StoreError::Conflict`]).
async fn append_move_announced<'e>(
    db: impl Executor<'e, Database = sqlx::Any>,
    row: &GameRow,
    mv: &str,
    claim: Claim,
    who: &Who,
    notice: &Notice,
) -> Result<(), StoreError> {
    static SQL: LazyLock<String> = LazyLock::new(|| {
        let (update, version) = versioned_update();
        let [ply, mv, at, channel, payload] = std::array::from_fn(|i| version + 1 + i);
        format!(
            "WITH changed AS ({update} RETURNING id), \
             moved AS (INSERT INTO moves (game_id, ply, mv, created_at) \
               SELECT id, ${ply}, ${mv}, ${at} FROM changed RETURNING game_id) \
             SELECT (SELECT COUNT(*) FROM moved) AS stored, \
               (SELECT COUNT(*) FROM (SELECT pg_notify(${channel}, ${payload}) FROM moved) n) \
               AS announced"
        )
    });
    let stored: i64 = bind_update(sqlx::query(&SQL), row, claim, who)
        .bind(row.ply)
        .bind(mv)
        .bind(row.updated_at)
        .bind(CHANGES_CHANNEL)
        .bind(notice.payload())
        .fetch_one(db)
        .await?
        .try_get("stored")?;
    if stored == 0 {
        return Err(StoreError::Conflict(row.id.clone()));
    }
    Ok(())
}

#[cfg(test)]
mod open_tests {
    use super::*;

    #[test]
    fn passwords_are_hidden_in_messages() {
        assert_eq!(
            without_password("postgres://u:secret@db:5432/x"),
            "postgres://u:***@db:5432/x"
        );
        assert_eq!(without_password("postgres://u@db/x"), "postgres://u@db/x");
        assert_eq!(
            without_password("sqlite://a@b:c/d.db"),
            "sqlite://a@b:c/d.db"
        );
    }

    #[tokio::test]
    async fn a_file_that_is_not_a_database_fails_at_once_with_the_cause() {
        let dir = std::env::temp_dir().join(format!("tablut-notdb-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("text.db");
        std::fs::write(
            &file,
            "this is not a database, only some text\n".repeat(200),
        )
        .unwrap();
        let start = std::time::Instant::now();
        let Err(e) = Store::open(&format!("sqlite://{}", file.display())).await else {
            panic!("a text file is refused");
        };
        assert!(start.elapsed() < Duration::from_secs(5), "{e}");
        assert!(matches!(e, StoreError::Open { .. }), "{e:?}");
        assert!(e.to_string().contains("not a database"), "{e}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
