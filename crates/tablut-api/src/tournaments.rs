//! Tournaments: arenas, Swiss tournaments, round robins and groups then
//! knockout, that accounts create, join and play (docs/web-api.md,
//! "Tournaments").

use serde::{Deserialize, Serialize};
use tablut_core::{Move, TimeControl, Variant};

use crate::error::ErrorBody;

words! {
    /// How a tournament pairs its players.
    pub enum TournamentKind {
        /// Swiss: a fixed number of rounds, paired by score.
        Swiss = "swiss",
        /// Everyone meets everyone once.
        RoundRobin = "round-robin",
        /// Everyone meets everyone twice, the sides swapped the second time.
        DoubleRoundRobin = "double-round-robin",
        /// For a fixed time; whoever finishes a game is paired again at
        /// once (lichess's arena scoring).
        Arena = "arena",
        /// Round-robin groups, then a single-elimination bracket of each
        /// group's best (as hnefatafl.org runs its tournaments).
        GroupsKnockout = "groups-knockout",
    }
}

words! {
    /// The part of a groups-then-knockout tournament a round belongs to.
    pub enum Stage {
        /// The round-robin groups.
        Groups = "groups",
        /// The elimination bracket.
        Knockout = "knockout",
    }
}

words! {
    /// How many games a pairing plays.
    pub enum MatchWord {
        /// One game.
        Single = "single",
        /// Two games with the sides swapped (tafl's usual match).
        TwoGames = "two-games",
    }
}

words! {
    /// Where a tournament is in its life.
    pub enum TournamentStatus {
        /// Taking entrants; not started.
        Created = "created",
        /// Its rounds are being played.
        Running = "running",
        /// Its last round is over.
        Finished = "finished",
    }
}

/// `POST /api/tournaments`: a new tournament, made by the logged-in
/// account.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewTournament {
    /// Its name, as people see it.
    pub name: String,
    /// Swiss (the default) or a round robin.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub format: Option<TournamentKind>,
    /// Rounds of a Swiss (required for a Swiss, ignored otherwise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rounds: Option<u32>,
    /// The rule set: a preset, or (unrated only) a variant string.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<String>,
    /// The time control of every game: `3+2` or `3d`.
    pub clock: String,
    /// Whether the games count for ratings (presets only).
    #[serde(default)]
    pub rated: bool,
    /// One game per pairing, or two with the sides swapped (the default).
    #[serde(default, skip_serializing_if = "Option::is_none", rename = "match")]
    pub match_kind: Option<MatchWord>,
    /// When it starts by itself (ms since 1970), if the creator does not
    /// start it first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starts_at: Option<i64>,
    /// An arena's length in minutes (required for an arena).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minutes: Option<u32>,
    /// Groups then knockout: players per group (default 4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group_size: Option<u32>,
    /// Groups then knockout: how many of each group go through (default 2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub qualifiers: Option<u32>,
    /// Entry condition: at least this rating in the tournament's pool.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_rating: Option<u32>,
    /// Entry condition: at least this many rated games in its pool.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_games: Option<u32>,
    /// Whether bot accounts may join (default yes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bots: Option<bool>,
    /// By invitation: only these accounts (and the creator) may join. Empty
    /// or absent: open to anyone.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub invited: Vec<String>,
}

/// A tournament as lists show it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TournamentSummary {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// How it pairs.
    pub format: TournamentKind,
    /// Games per pairing.
    #[serde(rename = "match")]
    pub match_kind: MatchWord,
    /// The rule set.
    pub variant: Variant,
    /// The time control.
    pub clock: TimeControl,
    /// Whether its games are rated.
    pub rated: bool,
    /// Its creator's name.
    pub creator: String,
    /// Created, running or finished.
    pub status: TournamentStatus,
    /// Rounds planned (for a round robin, known once it starts).
    pub rounds: u32,
    /// The round being played (0 before the start).
    pub round: u32,
    /// Entrants who have not withdrawn.
    pub players: u32,
    /// When it was made, ms since 1970.
    pub created_at: i64,
    /// When it starts by itself, ms since 1970.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starts_at: Option<i64>,
    /// When it started, ms since 1970.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub started_at: Option<i64>,
    /// When it finished (or was called off), ms since 1970.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finished_at: Option<i64>,
    /// An arena's length in minutes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minutes: Option<u32>,
    /// Groups then knockout: players per group.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group_size: Option<u32>,
    /// Groups then knockout: how many of each group go through.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub qualifiers: Option<u32>,
    /// Entry condition: the least rating.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_rating: Option<u32>,
    /// Entry condition: the fewest rated games.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_games: Option<u32>,
    /// Whether bot accounts may join.
    pub bots: bool,
    /// Whether only invited accounts may join.
    pub invitation: bool,
}

/// `GET /api/tournaments`: the tournaments, newest first.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TournamentList {
    /// Not started yet.
    pub upcoming: Vec<TournamentSummary>,
    /// Being played.
    pub running: Vec<TournamentSummary>,
    /// Over.
    pub finished: Vec<TournamentSummary>,
}

/// An entrant.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TournamentPlayer {
    /// Their account's name.
    pub name: String,
    /// Their rating when they joined (seeding only).
    pub rating: f64,
    /// Whether they left; they are no longer paired.
    pub withdrawn: bool,
    /// An arena's player taking a break: not paired until they join again.
    #[serde(default)]
    pub paused: bool,
    /// Whether the account is a bot.
    #[serde(default)]
    pub bot: bool,
    /// Groups then knockout: their group, from 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<u32>,
}

/// One board of a round, or a bye (no `second`, no games).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PairingView {
    /// The round, from 1.
    pub round: u32,
    /// The board, from 1.
    pub board: u32,
    /// The player attacking in the first game.
    pub first: String,
    /// The opponent; none for a bye.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second: Option<String>,
    /// The games' ids, the first game first.
    pub games: Vec<String>,
    /// The points, `first-second` (`1.5-0.5`), once every game has ended.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    /// The games of this pairing being played now (a live two-game match
    /// plays its second game when the first has ended; by correspondence
    /// both are played at once).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ongoing: Vec<String>,
    /// Groups then knockout: which part of it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stage: Option<Stage>,
    /// Groups then knockout: the group of a group game, from 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<u32>,
    /// Knockout: who goes through (a level match is played again).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<String>,
}

/// A line of the standings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StandingView {
    /// Place, from 1.
    pub rank: u32,
    /// The player's name.
    pub name: String,
    /// Game points (a win 1, a draw ½, a bye the games of a match).
    pub points: f64,
    /// Buchholz: the opponents' points.
    pub buchholz: f64,
    /// Sonneborn–Berger.
    pub sonneborn_berger: f64,
    /// Games won.
    pub wins: u32,
    /// Games played.
    pub games: u32,
    /// Byes had.
    pub byes: u32,
    /// Arena: on a streak (two wins in a row), each game counting double.
    #[serde(default)]
    pub streak: bool,
    /// Groups then knockout: the group this line belongs to, from 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<u32>,
}

/// `GET /api/tournaments/{id}`: a tournament, its players, the current
/// round's pairings and the standings from the finished games.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TournamentView {
    /// The tournament.
    pub tournament: TournamentSummary,
    /// Its entrants, in the order they joined.
    pub entrants: Vec<TournamentPlayer>,
    /// The current round's boards and bye.
    pub pairings: Vec<PairingView>,
    /// The table, first place first (by group, then the group's order,
    /// for groups then knockout).
    pub standings: Vec<StandingView>,
    /// Every pairing of every round so far, round by round: the
    /// crosstable and each player's results come from it.
    #[serde(default)]
    pub history: Vec<PairingView>,
    /// By invitation: who may join.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub invited: Vec<String>,
}

/// A message of a tournament's WebSocket (`GET /api/tournaments/{id}/ws`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
#[allow(clippy::large_enum_variant)] // sent whole, one at a time
pub enum TournamentMessage {
    /// The tournament, on connecting and after every change.
    Tournament {
        /// Its view, as `GET /api/tournaments/{id}` gives it.
        tournament: TournamentView,
    },
    /// The tournament is not there (any more).
    Error(ErrorBody),
    /// The keep-alive, every 5 s.
    Ping,
}

/// One game of an exported tournament.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExportedGame {
    /// The game's id.
    pub id: String,
    /// Its round, from 1.
    pub round: u32,
    /// Its board, from 1.
    pub board: u32,
    /// Who attacked.
    pub attackers: String,
    /// Who defended.
    pub defenders: String,
    /// How it ended (`ongoing` while it is played).
    pub result: crate::GameResult,
    /// Its moves, in order.
    pub moves: Vec<Move>,
}

/// `GET /api/tournaments/{id}/export.json`: the final standings and every
/// game. (`…/export.otn` gives the games as OpenTafl records.)
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TournamentExport {
    /// The tournament.
    pub tournament: TournamentSummary,
    /// The standings.
    pub standings: Vec<StandingView>,
    /// Every pairing of every round.
    pub pairings: Vec<PairingView>,
    /// Every game, round by round.
    pub games: Vec<ExportedGame>,
}
