//! The lobby: seeks, challenges and the games being played.

use serde::{Deserialize, Serialize};
use tablut_core::{Speed, TimeControl, Variant};

use crate::*;

/// `POST /api/lobby/seeks`: a seek anyone may accept, or with `to` a
/// challenge to one player.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewSeek {
    /// The rule set: a preset, or (casual games only) a variant string.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<String>,
    /// The time control: `3+2` or `3d`.
    pub clock: String,
    /// Whether the result counts for ratings (accounts only, presets only).
    #[serde(default)]
    pub rated: bool,
    /// The seeker's side (default: random).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side: Option<SideChoice>,
    /// A guest's name (an account plays under its own).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Challenge this player (an account name) instead of seeking anyone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
}

/// A seek or challenge in the lobby.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeekView {
    /// Its id.
    pub id: String,
    /// The seeker's name.
    pub name: String,
    /// Whether the seeker has an account.
    pub account: bool,
    /// Whether the seeker is a bot.
    #[serde(default)]
    pub bot: bool,
    /// Whether the account viewing the lobby made it.
    #[serde(default)]
    pub mine: bool,
    /// The seeker's rating in the rule set's pool, if it has one.
    pub rating: Option<i64>,
    /// Whether that rating is provisional.
    pub provisional: bool,
    /// The rule set.
    pub variant: Variant,
    /// The time control.
    pub clock: TimeControl,
    /// `bullet`, `blitz`, `rapid`, `classical` or `correspondence`.
    pub speed: Speed,
    /// Whether the game will be rated.
    pub rated: bool,
    /// The seeker's side.
    pub side: SideChoice,
    /// For a challenge, the player challenged.
    pub to: Option<String>,
    /// When it was made, ms since 1970.
    pub created_at: i64,
    /// Until when it is open.
    pub expires_at: i64,
}

/// The answer to `POST /api/lobby/seeks`: the seek, and the secret of the
/// seat its maker will hold when it is accepted (shown once).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeekMade {
    /// The seek.
    pub seek: SeekView,
    /// The seat's secret.
    pub secret: String,
}

/// The body of `POST /api/lobby/seeks/{id}/accept`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AcceptSeek {
    /// A guest's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

/// The body of `POST /api/lobby/seeks/{id}/cancel`: a guest proves the
/// seek is theirs with its secret (an account by its login; the player
/// challenged declines with the same request).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CancelSeek {
    /// The seek's secret.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<String>,
}

/// A game being played, to watch.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LobbyGame {
    /// The game.
    pub id: String,
    /// The rule set.
    pub variant: Variant,
    /// The time control, if any.
    pub clock: Option<TimeControl>,
    /// Whether it is rated.
    pub rated: bool,
    /// The attackers' player.
    pub attackers: String,
    /// The defenders' player.
    pub defenders: String,
    /// Moves played.
    pub ply: i64,
    /// Which seats accounts hold.
    #[serde(default)]
    pub accounts: AccountSeats,
}

/// A seek that became a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Started {
    /// The seek.
    pub seek: String,
    /// The game.
    pub game: String,
}

/// `GET /api/lobby`, and each `lobby` message of the lobby's WebSocket.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LobbyView {
    /// Open seeks anyone may accept, oldest first.
    pub seeks: Vec<SeekView>,
    /// Challenges to or from the logged-in player.
    pub challenges: Vec<SeekView>,
    /// Seeks accepted lately and the games they became (a seeker's page
    /// finds its game here).
    pub started: Vec<Started>,
    /// Games between people being played, to watch.
    pub games: Vec<LobbyGame>,
    /// Connections open to the server (every instance).
    pub online: i64,
    /// The computer's levels, always ready to play.
    pub computer: Vec<String>,
}

/// A message on the lobby's WebSocket (`GET /api/lobby/ws`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum LobbyMessage {
    /// The lobby, on connecting and after every change.
    Lobby {
        /// The lobby as this connection sees it.
        lobby: LobbyView,
    },
    /// A seek this connection holds became a game (the seat's secret is
    /// the seek's).
    Started {
        /// The seek.
        seek: String,
        /// The game it became.
        game: String,
    },
    /// A seek this connection asked to hold is not open and became no
    /// game: withdrawn, declined or expired.
    Gone {
        /// The seek.
        seek: String,
    },
    /// A refused message.
    Error(ErrorBody),
    /// The keep-alive, every 5 s.
    Ping,
}

/// A message a client sends on the lobby's WebSocket.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum LobbyCommand {
    /// Holds a live seek open while this connection lasts (its maker is
    /// here), and asks to be told when it becomes a game (`started`) or
    /// is gone (`gone`): by the seek's secret, or the maker's login.
    Hold {
        /// The seek.
        seek: String,
        /// The secret its maker was given.
        #[serde(default)]
        secret: Option<String>,
    },
}

/// A time control and its speed, as the pages offer it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockChoice {
    /// The control: `3+2` or `3d`.
    pub control: TimeControl,
    /// Its speed class.
    pub speed: Speed,
}

impl From<TimeControl> for ClockChoice {
    fn from(control: TimeControl) -> ClockChoice {
        ClockChoice {
            control,
            speed: control.speed(),
        }
    }
}

/// `GET /api/clocks`: the time controls offered in one click. Any other
/// live control within the bounds may be asked for: `GET
/// /api/clocks/{control}` reads one, or says why it is none.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockChoices {
    /// Live controls, fastest first.
    pub live: Vec<ClockChoice>,
    /// Correspondence controls: days per move.
    pub correspondence: Vec<ClockChoice>,
}

impl ClockChoices {
    /// What the rules library offers.
    pub fn offered() -> ClockChoices {
        ClockChoices {
            live: TimeControl::LIVE_PRESETS.map(ClockChoice::from).to_vec(),
            correspondence: TimeControl::CORRESPONDENCE_DAYS
                .map(|days| ClockChoice::from(TimeControl::Correspondence { days }))
                .to_vec(),
        }
    }
}
