//! Tournaments: arenas, Swiss tournaments, round robins and groups then
//! knockout (issue 31), as pure rules with no database and no I/O.
//!
//! This domain owns what a tournament *means*: its formats
//! ([`Format`]) and whether a pairing is one game or a tafl match of two
//! games with the sides swapped ([`MatchKind`]); who plays whom, on which
//! side, each round ([`swiss`], [`round_robin`], [`arena`], [`knockout`]);
//! and how results become points, tie-breaks and an ordered table
//! ([`standings`]: game points as the World Tafl Federation counts them;
//! Buchholz, Sonneborn–Berger, direct encounter and the shortest win). Every function here takes the whole history it needs as
//! arguments and returns a value, so the same history always gives the
//! same pairings and standings, whichever server computes them.
//!
//! On top of the rules, [`store`] keeps tournaments, their entrants and
//! each round's pairings and games; `stored` reads one tournament
//! together, `plan` says what it plays next, `view` shows it, and
//! [`service`] runs them: a round is paired once across servers because
//! it is written only over the tournament's version it was paired from
//! (the database decides, as for flags and seeks). None of those is
//! needed to test a format: the tests of the pure modules recompute
//! every invariant from the results alone.
//!
//! Why two-game matches: the attackers and the defenders of tafl are not
//! equal sides, so a single game favours whoever drew the stronger side.
//! Tafl events (the World Tafl Federation's championships, hnefatafl.org's
//! tournaments) therefore play each pairing as two games with the sides
//! swapped, and count games won. That is the default for Swiss and round
//! robin here ([`Format::default_match`]).

pub mod arena;
pub mod format;
pub mod knockout;
pub mod live;
mod matching;
mod plan;
pub mod round_robin;
pub mod service;
pub mod standings;
pub mod store;
mod stored;
pub mod swiss;
mod view;

use std::fmt;

pub use format::{Format, GameRecord, GameResult, MatchKind, Pairing, RoundPairings, Seat};
pub use service::{tick, Advanced, TournamentSpec, Tournaments};
pub use standings::{Standing, Standings, TieBreak};

/// A player in a tournament: an account's name or a bot's. The domain
/// never looks inside it; it only compares.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PlayerId(pub String);

impl PlayerId {
    /// A player id from anything textual.
    pub fn new(id: impl Into<String>) -> PlayerId {
        PlayerId(id.into())
    }
}

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// An entrant as the pairing rules see them.
#[derive(Clone, Debug, PartialEq)]
pub struct Entrant {
    /// Who.
    pub id: PlayerId,
    /// The rating used for seeding: it orders players with equal scores
    /// (higher first), and nothing else.
    pub rating: f64,
}

impl Entrant {
    /// An entrant.
    pub fn new(id: impl Into<String>, rating: f64) -> Entrant {
        Entrant {
            id: PlayerId::new(id),
            rating,
        }
    }
}

/// The players' places in the list they were given in: every format
/// works on indices, and a result or a pairing naming someone not in the
/// list is an error, never a panic.
pub(crate) struct Roster<'a> {
    index: std::collections::HashMap<&'a PlayerId, usize>,
}

impl<'a> Roster<'a> {
    /// The roster of `players`.
    pub(crate) fn new(players: &'a [Entrant]) -> Roster<'a> {
        Roster {
            index: players
                .iter()
                .enumerate()
                .map(|(i, p)| (&p.id, i))
                .collect(),
        }
    }

    /// `id`'s place, or [`TournamentError::UnknownPlayer`].
    pub(crate) fn find(&self, id: &PlayerId) -> Result<usize, TournamentError> {
        self.index
            .get(id)
            .copied()
            .ok_or_else(|| TournamentError::UnknownPlayer(id.clone()))
    }
}

/// Why a tournament's rules could not do what was asked: bad input is an
/// error, never a panic.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum TournamentError {
    /// A format needs at least two players.
    #[error("a tournament needs at least 2 players, it has {0}")]
    TooFewPlayers(usize),
    /// The same player was entered twice.
    #[error("player {0} is entered twice")]
    DuplicatePlayer(PlayerId),
    /// A result, pairing or request names someone who is not entered.
    #[error("player {0} is not in this tournament")]
    UnknownPlayer(PlayerId),
    /// A game or pairing with the same player on both sides.
    #[error("player {0} cannot play themself")]
    SelfPairing(PlayerId),
    /// More Swiss rounds than the field can play without meeting anyone
    /// twice (n - 1 rounds for an even field, n for an odd one).
    #[error(
        "{rounds} rounds cannot be paired without repeats among {players} players (at most {max})"
    )]
    TooManyRounds {
        /// Rounds asked for.
        rounds: u32,
        /// Players entered.
        players: usize,
        /// The most rounds possible.
        max: u32,
    },
    /// Every round of the tournament has been paired already.
    #[error("all {0} rounds have been paired")]
    Finished(u32),
    /// No pairing of this round avoids a repeated pairing (or a second
    /// bye): earlier rounds painted the Swiss into a corner.
    #[error("round {0} cannot be paired without a repeated pairing or a second bye")]
    NoPairing(u32),
    /// A format's size parameter is unusable (zero rounds, groups of one,
    /// an arena of zero minutes).
    #[error("invalid format: {0}")]
    InvalidFormat(&'static str),
    /// A rating that is not a finite number.
    #[error("player {0} has no usable rating")]
    BadRating(PlayerId),
}

/// Checks a field: at least two, no duplicates, finite ratings.
pub(crate) fn check_field(players: &[Entrant]) -> Result<(), TournamentError> {
    if players.len() < 2 {
        return Err(TournamentError::TooFewPlayers(players.len()));
    }
    let mut seen = std::collections::HashSet::new();
    for p in players {
        if !seen.insert(&p.id) {
            return Err(TournamentError::DuplicatePlayer(p.id.clone()));
        }
        if !p.rating.is_finite() {
            return Err(TournamentError::BadRating(p.id.clone()));
        }
    }
    Ok(())
}

/// Seeding order: rating descending, then id, so equal ratings still give
/// one order on every server.
pub(crate) fn seed_order(a: &Entrant, b: &Entrant) -> std::cmp::Ordering {
    b.rating.total_cmp(&a.rating).then_with(|| a.id.cmp(&b.id))
}
