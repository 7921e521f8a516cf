//! Tournaments in the database: the tournament, its entrants, and each
//! round's pairings with the games they became. Words are stored as the
//! API spells them and read back typed; a word the server does not know
//! means a damaged row, and is an error.
//!
//! The one write that matters across servers is [`Store::open_round`]:
//! a round's pairings and games are written only over the tournament's
//! version and round they were computed from, in one transaction, so two
//! servers pairing the same round at once write it once.

use sqlx::FromRow;

use tablut_core::{GameEnd, RuleFlagError, TimeControl, TimeControlError, Variant};

use super::format::MatchKind;
use super::Format;
use crate::store::{insert_game, AnyQuery, Claim, GameRow, Store, StoreError};
use crate::wire::{MatchWord, TournamentKind, TournamentStatus, UnknownValue};

/// A tournament, its words read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentRow {
    /// Random id (16 hex digits).
    pub id: String,
    /// Its name.
    pub name: String,
    /// Swiss or round robin.
    pub format: TournamentKind,
    /// One game or two per pairing.
    pub kind: MatchKind,
    /// The rule set of every game.
    pub variant: Variant,
    /// The time control of every game.
    pub clock: TimeControl,
    /// Whether the games are rated.
    pub rated: bool,
    /// The account that made it.
    pub creator_id: String,
    /// Created, running or finished.
    pub status: TournamentStatus,
    /// Rounds planned: a Swiss's from its creation, a round robin's once
    /// it starts and its field is known.
    pub rounds: u32,
    /// The round being played, 0 before the start.
    pub current_round: u32,
    /// When it was made, ms since 1970.
    pub created_at: i64,
    /// When it starts by itself.
    pub starts_at: Option<i64>,
    /// Last change.
    pub updated_at: i64,
    /// Changes so far: a round is opened only over the version it was
    /// paired against.
    pub version: i64,
    /// An arena's length.
    pub minutes: Option<u32>,
    /// Groups then knockout: players per group.
    pub group_size: Option<u32>,
    /// Groups then knockout: players of each group going through.
    pub qualifiers: Option<u32>,
    /// Entry condition: the least rating in the tournament's pool.
    pub min_rating: Option<u32>,
    /// Entry condition: the fewest rated games in its pool.
    pub min_games: Option<u32>,
    /// Whether bot accounts may join.
    pub bots: bool,
    /// Whether only invited accounts (and the creator) may join.
    pub invitation: bool,
    /// When round 1 was paired.
    pub started_at: Option<i64>,
    /// A scheduled tournament's slot: its schedule's name and start.
    pub schedule_key: Option<String>,
}

impl TournamentRow {
    /// The format as the pairing rules see it.
    pub fn rules(&self) -> Format {
        match self.format {
            TournamentKind::Swiss => Format::Swiss {
                rounds: self.rounds,
            },
            TournamentKind::RoundRobin => Format::RoundRobin { double: false },
            TournamentKind::DoubleRoundRobin => Format::RoundRobin { double: true },
            TournamentKind::Arena => Format::Arena {
                minutes: self.minutes.unwrap_or(0),
            },
            TournamentKind::GroupsKnockout => Format::GroupsThenKnockout {
                group_size: self.group_size.unwrap_or(4) as usize,
            },
        }
    }

    /// When an arena stops pairing, ms since 1970.
    pub fn ends_at(&self) -> Option<i64> {
        Some(self.started_at? + i64::from(self.minutes?) * 60_000)
    }
}

/// The stored word of a match kind.
pub fn match_word(kind: MatchKind) -> MatchWord {
    match kind {
        MatchKind::Single => MatchWord::Single,
        MatchKind::TwoGames => MatchWord::TwoGames,
    }
}

/// The match kind a word names.
pub fn match_kind(word: MatchWord) -> MatchKind {
    match word {
        MatchWord::Single => MatchKind::Single,
        MatchWord::TwoGames => MatchKind::TwoGames,
    }
}

/// A `tournaments` row as the database holds it.
#[derive(FromRow)]
struct StoredTournament {
    id: String,
    name: String,
    format: String,
    match_kind: String,
    variant: String,
    clock: String,
    rated: i64,
    creator_id: String,
    status: String,
    rounds: i64,
    current_round: i64,
    created_at: i64,
    starts_at: Option<i64>,
    updated_at: i64,
    version: i64,
    minutes: Option<i64>,
    group_size: Option<i64>,
    qualifiers: Option<i64>,
    min_rating: Option<i64>,
    min_games: Option<i64>,
    bots: i64,
    invitation: i64,
    started_at: Option<i64>,
    schedule_key: Option<String>,
}

impl TryFrom<StoredTournament> for TournamentRow {
    type Error = StoreError;
    fn try_from(r: StoredTournament) -> Result<TournamentRow, StoreError> {
        let damaged = |column: &'static str, problem: UnknownValue| StoreError::Damaged {
            table: "tournament",
            id: r.id.clone(),
            column,
            problem,
        };
        let count = |column: &'static str, n: i64| {
            u32::try_from(n)
                .map_err(|_| damaged(column, UnknownValue::new(&n.to_string(), &["a count"])))
        };
        let optional =
            |column: &'static str, n: Option<i64>| n.map(|n| count(column, n)).transpose();
        Ok(TournamentRow {
            minutes: optional("minutes", r.minutes)?,
            group_size: optional("group_size", r.group_size)?,
            qualifiers: optional("qualifiers", r.qualifiers)?,
            min_rating: optional("min_rating", r.min_rating)?,
            min_games: optional("min_games", r.min_games)?,
            bots: r.bots != 0,
            invitation: r.invitation != 0,
            started_at: r.started_at,
            schedule_key: r.schedule_key,
            format: r.format.parse().map_err(|e| damaged("format", e))?,
            kind: match_kind(r.match_kind.parse().map_err(|e| damaged("match_kind", e))?),
            variant: r.variant.parse().map_err(|e: RuleFlagError| {
                damaged(
                    "variant",
                    UnknownValue::new(&e.to_string(), &["a rule set"]),
                )
            })?,
            clock: r.clock.parse().map_err(|e: TimeControlError| {
                damaged(
                    "clock",
                    UnknownValue::new(&e.to_string(), &["a time control"]),
                )
            })?,
            status: r.status.parse().map_err(|e| damaged("status", e))?,
            rounds: count("rounds", r.rounds)?,
            current_round: count("current_round", r.current_round)?,
            rated: r.rated != 0,
            id: r.id,
            name: r.name,
            creator_id: r.creator_id,
            created_at: r.created_at,
            starts_at: r.starts_at,
            updated_at: r.updated_at,
            version: r.version,
        })
    }
}

/// How a tournament's value is bound to its column.
type TournamentBinder = for<'q> fn(AnyQuery<'q>, &'q TournamentRow) -> AnyQuery<'q>;

/// The columns of a tournament, each beside its value, so none can be
/// bound to another's place.
const TOURNAMENT_COLUMNS: [(&str, TournamentBinder); 24] = [
    ("id", |q, t| q.bind(&t.id)),
    ("name", |q, t| q.bind(&t.name)),
    ("format", |q, t| q.bind(t.format.as_str())),
    ("match_kind", |q, t| q.bind(match_word(t.kind).as_str())),
    ("variant", |q, t| q.bind(t.variant.to_string())),
    ("clock", |q, t| q.bind(t.clock.to_string())),
    ("rated", |q, t| q.bind(i64::from(t.rated))),
    ("creator_id", |q, t| q.bind(&t.creator_id)),
    ("status", |q, t| q.bind(t.status.as_str())),
    ("rounds", |q, t| q.bind(i64::from(t.rounds))),
    ("current_round", |q, t| q.bind(i64::from(t.current_round))),
    ("created_at", |q, t| q.bind(t.created_at)),
    ("starts_at", |q, t| q.bind(t.starts_at)),
    ("updated_at", |q, t| q.bind(t.updated_at)),
    ("version", |q, t| q.bind(t.version)),
    ("minutes", |q, t| q.bind(t.minutes.map(i64::from))),
    ("group_size", |q, t| q.bind(t.group_size.map(i64::from))),
    ("qualifiers", |q, t| q.bind(t.qualifiers.map(i64::from))),
    ("min_rating", |q, t| q.bind(t.min_rating.map(i64::from))),
    ("min_games", |q, t| q.bind(t.min_games.map(i64::from))),
    ("bots", |q, t| q.bind(i64::from(t.bots))),
    ("invitation", |q, t| q.bind(i64::from(t.invitation))),
    ("started_at", |q, t| q.bind(t.started_at)),
    ("schedule_key", |q, t| q.bind(&t.schedule_key)),
];

/// The tournament columns' names, `prefix`ed (`t.` in a join).
fn tournament_columns(prefix: &str) -> String {
    TOURNAMENT_COLUMNS
        .iter()
        .map(|(name, _)| format!("{prefix}{name}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A tournament as lists show it: with its creator's name and how many
/// entrants have not withdrawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListedTournament {
    /// The tournament.
    pub row: TournamentRow,
    /// Its creator's name.
    pub creator: String,
    /// Entrants still in.
    pub players: i64,
}

#[derive(FromRow)]
struct StoredListed {
    #[sqlx(flatten)]
    row: StoredTournament,
    creator: String,
    players: i64,
}

/// An entrant.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerRow {
    /// Their account.
    pub account_id: String,
    /// The account's name.
    pub name: String,
    /// When they joined, ms since 1970.
    pub joined_at: i64,
    /// Whether they left (no longer paired).
    pub withdrawn: bool,
    /// Their rating when they joined, for seeding.
    pub rating: f64,
    /// An arena player taking a break.
    pub paused: bool,
    /// Whether the account is a bot.
    pub bot: bool,
}

#[derive(FromRow)]
struct StoredPlayer {
    account_id: String,
    name: String,
    joined_at: i64,
    withdrawn: i64,
    rating: f64,
    paused: i64,
    bot: i64,
}

/// One board of a round, or a bye (no `second_id`, no games).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairingRow {
    /// The round, from 1.
    pub round: u32,
    /// The board, from 1.
    pub board: u32,
    /// The player attacking in the first game.
    pub first_id: String,
    /// The opponent, none for a bye.
    pub second_id: Option<String>,
    /// The first game's id.
    pub game1: Option<String>,
    /// The second game's id (the sides swapped), in a two-game match.
    pub game2: Option<String>,
    /// The points, `first-second`, written when the next round opens.
    pub result: Option<String>,
}

impl PairingRow {
    /// Its games' ids, the first game first.
    pub fn games(&self) -> Vec<String> {
        self.game1
            .iter()
            .chain(self.game2.iter())
            .cloned()
            .collect()
    }
}

#[derive(FromRow)]
struct StoredPairing {
    round: i64,
    board: i64,
    first_id: String,
    second_id: Option<String>,
    game1: Option<String>,
    game2: Option<String>,
    result: Option<String>,
}

/// How a pairing's value is bound to its column (after the tournament's
/// id, bound first).
type PairingBinder = for<'q> fn(AnyQuery<'q>, &'q PairingRow) -> AnyQuery<'q>;

/// The columns of a pairing beside their values.
const PAIRING_COLUMNS: [(&str, PairingBinder); 7] = [
    ("round", |q, p| q.bind(i64::from(p.round))),
    ("board", |q, p| q.bind(i64::from(p.board))),
    ("first_id", |q, p| q.bind(&p.first_id)),
    ("second_id", |q, p| q.bind(&p.second_id)),
    ("game1", |q, p| q.bind(&p.game1)),
    ("game2", |q, p| q.bind(&p.game2)),
    ("result", |q, p| q.bind(&p.result)),
];

fn pairing_columns() -> String {
    PAIRING_COLUMNS
        .iter()
        .map(|(name, _)| *name)
        .collect::<Vec<_>>()
        .join(", ")
}

impl TryFrom<StoredPairing> for PairingRow {
    type Error = StoreError;
    fn try_from(r: StoredPairing) -> Result<PairingRow, StoreError> {
        let count = |column: &'static str, n: i64| {
            u32::try_from(n).map_err(|_| StoreError::Damaged {
                table: "tournament pairing",
                id: r.first_id.clone(),
                column,
                problem: UnknownValue::new(&n.to_string(), &["a count"]),
            })
        };
        Ok(PairingRow {
            round: count("round", r.round)?,
            board: count("board", r.board)?,
            first_id: r.first_id.clone(),
            second_id: r.second_id,
            game1: r.game1,
            game2: r.game2,
            result: r.result,
        })
    }
}

/// A tournament game as the standings need it: how it ended (if it has)
/// and how many moves it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameOutcome {
    /// The game's id.
    pub id: String,
    /// How it ended, `None` while it goes on.
    pub ended: Option<GameEnd>,
    /// Moves played.
    pub ply: i64,
    /// Its last change: when it ended, for a game that has.
    pub updated_at: i64,
}

/// What opening a round writes, besides the tournament's new round.
#[derive(Clone, Debug, Default)]
pub struct NewRound {
    /// The status the tournament takes (running, or finished after the
    /// last round).
    pub status: Option<TournamentStatus>,
    /// The rounds planned from now on.
    pub rounds: u32,
    /// The round's number (unchanged when the tournament finishes).
    pub round: u32,
    /// The finished round's results, by board.
    pub results: Vec<(u32, u32, String)>,
    /// The new round's pairings.
    pub pairings: Vec<PairingRow>,
    /// The new round's games.
    pub games: Vec<GameRow>,
}

/// Whether a join wrote anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Joined {
    /// A new entrant.
    New,
    /// An entrant who had withdrawn is back.
    Back,
    /// Already in: nothing written.
    Already,
}

/// A tournament schedule as stored: its request is the API's
/// `NewTournament`, as JSON.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct ScheduleRow {
    /// The schedule's name (its tournaments' name).
    pub name: String,
    /// Minutes between two starts.
    pub every_minutes: i64,
    /// Minutes past midnight UTC of the first start of a day.
    pub offset_minutes: i64,
    /// Minutes before its start a tournament is listed.
    pub announce_minutes: i64,
    /// The `NewTournament` request, as JSON.
    pub request: String,
}

/// The account that creates scheduled tournaments: no password, so
/// nobody logs in as it, and a name people cannot register.
pub const SYSTEM_ACCOUNT: &str = "tablut-system";

impl Store {
    /// Replaces every tournament schedule with `rows`, in one
    /// transaction, and makes sure the account that creates them exists.
    pub async fn replace_tournament_schedules(
        &self,
        rows: &[ScheduleRow],
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO accounts (id, name, name_key, password_hash, created_at) \
             VALUES ($1, 'Tablut', 'tablut', NULL, $2) ON CONFLICT DO NOTHING",
        )
        .bind(SYSTEM_ACCOUNT)
        .bind(crate::time::now_ms())
        .execute(&mut *tx)
        .await?;
        sqlx::query("DELETE FROM tournament_schedules")
            .execute(&mut *tx)
            .await?;
        for r in rows {
            sqlx::query(
                "INSERT INTO tournament_schedules \
                 (name, every_minutes, offset_minutes, announce_minutes, request) \
                 VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(&r.name)
            .bind(r.every_minutes)
            .bind(r.offset_minutes)
            .bind(r.announce_minutes)
            .bind(&r.request)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Every tournament schedule.
    pub async fn tournament_schedules(&self) -> Result<Vec<ScheduleRow>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT name, every_minutes, offset_minutes, announce_minutes, request \
             FROM tournament_schedules ORDER BY name",
        )
        .fetch_all(&self.pool)
        .await?)
    }

    /// Stores a scheduled tournament unless its slot (`schedule_key`) has
    /// one already; whether this call stored it.
    pub async fn insert_scheduled_tournament(&self, t: &TournamentRow) -> Result<bool, StoreError> {
        let places: Vec<String> = (1..=TOURNAMENT_COLUMNS.len())
            .map(|i| format!("${i}"))
            .collect();
        let sql = format!(
            "INSERT INTO tournaments ({}) VALUES ({}) ON CONFLICT (schedule_key) DO NOTHING",
            tournament_columns(""),
            places.join(", ")
        );
        let done = TOURNAMENT_COLUMNS
            .iter()
            .fold(sqlx::query(&sql), |q, (_, bind)| bind(q, t))
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Stores a new tournament.
    pub async fn insert_tournament(&self, t: &TournamentRow) -> Result<(), StoreError> {
        let places: Vec<String> = (1..=TOURNAMENT_COLUMNS.len())
            .map(|i| format!("${i}"))
            .collect();
        let sql = format!(
            "INSERT INTO tournaments ({}) VALUES ({})",
            tournament_columns(""),
            places.join(", ")
        );
        TOURNAMENT_COLUMNS
            .iter()
            .fold(sqlx::query(&sql), |q, (_, bind)| bind(q, t))
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// A tournament.
    pub async fn tournament(&self, id: &str) -> Result<Option<TournamentRow>, StoreError> {
        let row: Option<StoredTournament> = sqlx::query_as(&format!(
            "SELECT {} FROM tournaments WHERE id = $1",
            tournament_columns("")
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        row.map(TournamentRow::try_from).transpose()
    }

    /// The newest `limit` tournaments, with their creators' names and
    /// entrant counts.
    pub async fn tournaments(&self, limit: i64) -> Result<Vec<ListedTournament>, StoreError> {
        let rows: Vec<StoredListed> = sqlx::query_as(&format!(
            "SELECT {}, a.name AS creator, \
             (SELECT COUNT(*) FROM tournament_players p \
              WHERE p.tournament_id = t.id AND p.withdrawn = 0) AS players \
             FROM tournaments t JOIN accounts a ON a.id = t.creator_id \
             ORDER BY t.created_at DESC, t.id LIMIT $1",
            tournament_columns("t.")
        ))
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        // A damaged tournament is left out rather than hiding the others.
        Ok(rows
            .into_iter()
            .filter_map(|r| match TournamentRow::try_from(r.row) {
                Ok(row) => Some(ListedTournament {
                    row,
                    creator: r.creator,
                    players: r.players,
                }),
                Err(e) => {
                    tracing::error!("{e}");
                    None
                }
            })
            .collect())
    }

    /// The tournaments a server should look at now: those running, and
    /// those due to start by `now`.
    pub async fn tournaments_due(&self, now: i64) -> Result<Vec<String>, StoreError> {
        let ids: Vec<(String,)> = sqlx::query_as(
            "SELECT id FROM tournaments WHERE status = 'running' \
             OR (status = 'created' AND starts_at IS NOT NULL AND starts_at <= $1) \
             ORDER BY id LIMIT 500",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        Ok(ids.into_iter().map(|(id,)| id).collect())
    }

    /// Enters `account` in tournament `id` unless it is finished (then
    /// `None`, nothing written).
    pub async fn join_tournament(
        &self,
        id: &str,
        account: &str,
        now: i64,
        rating: f64,
    ) -> Result<Option<Joined>, StoreError> {
        let mut tx = self.pool.begin().await?;
        // The condition on the tournament is in the statement, so a join
        // racing the tournament's end writes nothing.
        let added = sqlx::query(
            "INSERT INTO tournament_players (tournament_id, account_id, joined_at, withdrawn, rating) \
             SELECT $1, $2, $3, 0, $4 WHERE EXISTS \
             (SELECT 1 FROM tournaments WHERE id = $1 AND status <> 'finished') \
             ON CONFLICT (tournament_id, account_id) DO NOTHING",
        )
        .bind(id)
        .bind(account)
        .bind(now)
        .bind(rating)
        .execute(&mut *tx)
        .await?;
        let joined = if added.rows_affected() == 1 {
            Some(Joined::New)
        } else {
            let back = sqlx::query(
                "UPDATE tournament_players SET withdrawn = 0, paused = 0 \
                 WHERE tournament_id = $1 AND account_id = $2 \
                 AND (withdrawn = 1 OR paused = 1) AND EXISTS \
                 (SELECT 1 FROM tournaments WHERE id = $1 AND status <> 'finished')",
            )
            .bind(id)
            .bind(account)
            .execute(&mut *tx)
            .await?;
            if back.rows_affected() == 1 {
                Some(Joined::Back)
            } else {
                let (open,): (i64,) = sqlx::query_as(
                    "SELECT COUNT(*) FROM tournaments WHERE id = $1 AND status <> 'finished'",
                )
                .bind(id)
                .fetch_one(&mut *tx)
                .await?;
                (open == 1).then_some(Joined::Already)
            }
        };
        tx.commit().await?;
        Ok(joined)
    }

    /// Pauses `account` in arena `id` (not paired until they join
    /// again); whether they were in and playing.
    pub async fn pause_in_tournament(&self, id: &str, account: &str) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE tournament_players SET paused = 1 \
             WHERE tournament_id = $1 AND account_id = $2 AND withdrawn = 0 AND paused = 0",
        )
        .bind(id)
        .bind(account)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Stores who is invited to tournament `id`.
    pub async fn invite_to_tournament(
        &self,
        id: &str,
        accounts: &[String],
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        for account in accounts {
            sqlx::query(
                "INSERT INTO tournament_invites (tournament_id, account_id) VALUES ($1, $2) \
                 ON CONFLICT (tournament_id, account_id) DO NOTHING",
            )
            .bind(id)
            .bind(account)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// The names of the accounts invited to tournament `id`.
    pub async fn tournament_invites(&self, id: &str) -> Result<Vec<(String, String)>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT a.id, a.name FROM tournament_invites i JOIN accounts a ON a.id = i.account_id \
             WHERE i.tournament_id = $1 ORDER BY a.name_key",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Rated games `account` has played in rating pool `pool`.
    pub async fn rated_games(&self, account: &str, pool: &str) -> Result<i64, StoreError> {
        let row: Option<(i64,)> =
            sqlx::query_as("SELECT games FROM ratings WHERE account_id = $1 AND pool = $2")
                .bind(account)
                .bind(pool)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map_or(0, |(n,)| n))
    }

    /// Withdraws `account` from tournament `id`; whether they were in.
    pub async fn withdraw_from_tournament(
        &self,
        id: &str,
        account: &str,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE tournament_players SET withdrawn = 1 \
             WHERE tournament_id = $1 AND account_id = $2 AND withdrawn = 0",
        )
        .bind(id)
        .bind(account)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// A tournament's entrants, in the order they joined.
    pub async fn tournament_players(&self, id: &str) -> Result<Vec<PlayerRow>, StoreError> {
        let rows: Vec<StoredPlayer> = sqlx::query_as(
            "SELECT p.account_id AS account_id, a.name AS name, p.joined_at AS joined_at, \
             p.withdrawn AS withdrawn, p.rating AS rating, p.paused AS paused, \
             CASE WHEN a.bot_owner IS NULL THEN 0 ELSE 1 END AS bot \
             FROM tournament_players p JOIN accounts a ON a.id = p.account_id \
             WHERE p.tournament_id = $1 ORDER BY p.joined_at, p.account_id",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|r| PlayerRow {
                account_id: r.account_id,
                name: r.name,
                joined_at: r.joined_at,
                withdrawn: r.withdrawn != 0,
                rating: r.rating,
                paused: r.paused != 0,
                bot: r.bot != 0,
            })
            .collect())
    }

    /// Every pairing of a tournament, by round and board.
    pub async fn tournament_pairings(&self, id: &str) -> Result<Vec<PairingRow>, StoreError> {
        let rows: Vec<StoredPairing> = sqlx::query_as(&format!(
            "SELECT {} FROM tournament_pairings WHERE tournament_id = $1 ORDER BY round, board",
            pairing_columns()
        ))
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter().map(PairingRow::try_from).collect()
    }

    /// How the games `ids` ended (those that exist).
    pub async fn game_outcomes(&self, ids: &[String]) -> Result<Vec<GameOutcome>, StoreError> {
        let mut all = Vec::with_capacity(ids.len());
        for chunk in ids.chunks(200) {
            let places = (1..=chunk.len())
                .map(|i| format!("${i}"))
                .collect::<Vec<_>>()
                .join(", ");
            let sql =
                format!("SELECT id, ended, ply, updated_at FROM games WHERE id IN ({places})");
            let rows: Vec<(String, Option<String>, i64, i64)> = chunk
                .iter()
                .fold(sqlx::query_as(&sql), |q, id| q.bind(id))
                .fetch_all(&self.pool)
                .await?;
            for (id, ended, ply, updated_at) in rows {
                let ended = match ended {
                    None => None,
                    Some(text) => {
                        Some(text.parse::<GameEnd>().map_err(|_| StoreError::Damaged {
                            table: "game",
                            id: id.clone(),
                            column: "ended",
                            problem: UnknownValue::new(&text, &["a game end"]),
                        })?)
                    }
                };
                all.push(GameOutcome {
                    id,
                    ended,
                    ply,
                    updated_at,
                });
            }
        }
        Ok(all)
    }

    /// Opens tournament `t`'s next round (or starts or finishes it), in
    /// one transaction: only if the tournament is still at the version
    /// and round `t` holds (false, and nothing written, when another
    /// server or request got there first). The finished round's results,
    /// the new pairings and their games are written with it.
    pub async fn open_round(&self, t: &TournamentRow, next: &NewRound) -> Result<bool, StoreError> {
        let now = crate::time::now_ms();
        let mut tx = self.pool.begin().await?;
        // First, so that in PostgreSQL the row is locked and a racing
        // server's same update waits, then finds the version moved on.
        let status = next.status.unwrap_or(t.status);
        let moved = sqlx::query(
            "UPDATE tournaments SET status = $1, rounds = $2, current_round = $3, \
             updated_at = $4, version = version + 1, \
             started_at = CASE WHEN started_at IS NULL AND $1 = 'running' THEN $4 \
             ELSE started_at END \
             WHERE id = $5 AND version = $6 AND current_round = $7 AND status = $8",
        )
        .bind(status.as_str())
        .bind(i64::from(next.rounds))
        .bind(i64::from(next.round))
        .bind(now)
        .bind(&t.id)
        .bind(t.version)
        .bind(i64::from(t.current_round))
        .bind(t.status.as_str())
        .execute(&mut *tx)
        .await?;
        if moved.rows_affected() != 1 {
            return Ok(false);
        }
        for (round, board, result) in &next.results {
            sqlx::query(
                "UPDATE tournament_pairings SET result = $1 \
                 WHERE tournament_id = $2 AND round = $3 AND board = $4",
            )
            .bind(result)
            .bind(&t.id)
            .bind(i64::from(*round))
            .bind(i64::from(*board))
            .execute(&mut *tx)
            .await?;
        }
        let places: Vec<String> = (1..=PAIRING_COLUMNS.len() + 1)
            .map(|i| format!("${i}"))
            .collect();
        let sql = format!(
            "INSERT INTO tournament_pairings (tournament_id, {}) VALUES ({})",
            pairing_columns(),
            places.join(", ")
        );
        for p in &next.pairings {
            PAIRING_COLUMNS
                .iter()
                .fold(sqlx::query(&sql).bind(&t.id), |q, (_, bind)| bind(q, p))
                .execute(&mut *tx)
                .await?;
        }
        let who = self.who();
        for game in &next.games {
            insert_game(&mut *tx, game, Claim::Clear, &who).await?;
        }
        tx.commit().await?;
        Ok(true)
    }
}
