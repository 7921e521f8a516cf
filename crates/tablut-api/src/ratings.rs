//! Ratings, records and the leaderboard.

use serde::{Deserialize, Serialize};
use tablut_core::Side;

use crate::*;

/// A rating in one pool, as shown.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatingView {
    /// The pool: a preset's name.
    pub pool: String,
    /// The rating, rounded.
    pub rating: i64,
    /// The deviation, rounded.
    pub deviation: i64,
    /// Whether it is still provisional (shown with `?`).
    pub provisional: bool,
    /// Rated games played in the pool.
    pub games: i64,
}

/// One point of a rating's history: after a rated game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatingPoint {
    /// The pool.
    pub pool: String,
    /// The game.
    pub game: String,
    /// When it ended, ms since 1970.
    pub at: i64,
    /// The rating before the game.
    pub before: f64,
    /// The rating after it.
    pub after: f64,
}

/// Wins, draws and losses with one side.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// Games won.
    pub wins: i64,
    /// Games drawn.
    pub draws: i64,
    /// Games lost.
    pub losses: i64,
}

/// `GET /api/players/{name}`: a player's profile.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerView {
    /// The name as registered.
    pub name: String,
    /// Whether a program plays it (a bot), and whose it is.
    #[serde(default)]
    pub bot_owner: Option<String>,
    /// Registration time, ms since 1970.
    pub created_at: i64,
    /// The ratings, one per pool played in.
    pub ratings: Vec<RatingView>,
    /// Every rating change, oldest first.
    pub history: Vec<RatingPoint>,
    /// Results as attackers.
    pub as_attackers: Record,
    /// Results as defenders.
    pub as_defenders: Record,
    /// The latest finished games.
    pub games: Vec<ArchiveEntry>,
}

/// A line of `GET /api/leaderboard/{pool}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LeaderView {
    /// 1 for the best.
    pub rank: usize,
    /// The player.
    pub name: String,
    /// The rating, rounded.
    pub rating: i64,
    /// The deviation, rounded.
    pub deviation: i64,
    /// Rated games played in the pool.
    pub games: i64,
}

/// One player's rating change in a game: `GET /api/games/{id}/ratings`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRatingView {
    /// The side the player had.
    pub side: Side,
    /// The player.
    pub name: String,
    /// The rating before the game (now, while it goes on).
    pub before: i64,
    /// The rating after it (none while it goes on).
    pub after: Option<i64>,
    /// Whether the rating is provisional.
    pub provisional: bool,
}
