//! Tournaments: Swiss tournaments and round robins that accounts create,
//! join and play (docs/web-api.md, "Tournaments").

use serde::{Deserialize, Serialize};
use tablut_core::{TimeControl, Variant};

words! {
    /// How a tournament pairs its players.
    pub enum TournamentKind {
        /// Swiss: a fixed number of rounds, paired by score.
        Swiss = "swiss",
        /// Everyone meets everyone once.
        RoundRobin = "round-robin",
        /// Everyone meets everyone twice, the sides swapped the second time.
        DoubleRoundRobin = "double-round-robin",
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
    /// The table, first place first.
    pub standings: Vec<StandingView>,
}
