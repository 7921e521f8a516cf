//! Accounts, bots and the games an account is playing.

use serde::{Deserialize, Serialize};
use tablut_core::{TimeControl, Variant};

use crate::*;

/// The name of the cookie that carries an account's session.
pub const SESSION_COOKIE: &str = "tablut_session";

/// The name a deleted account's seats show.
pub const DELETED_NAME: &str = "deleted";

/// What every bot token starts with, so a token is never taken for a
/// seat's secret.
pub const BOT_TOKEN_PREFIX: &str = "bot_";

/// Whether `token` has the shape of a bot token: [`BOT_TOKEN_PREFIX`] and
/// 32 hexadecimal digits.
pub fn is_bot_token(token: &str) -> bool {
    token
        .strip_prefix(BOT_TOKEN_PREFIX)
        .is_some_and(|hex| hex.len() == 32 && hex.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// One of the logged-in account's games in play:
/// `GET /api/account/games`, the player's turn first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MyGame {
    /// The game.
    pub id: String,
    /// The rule set.
    pub variant: Variant,
    /// The time control, if any.
    pub clock: Option<TimeControl>,
    /// Whether it is rated.
    pub rated: bool,
    /// The account's side (`both` at one screen).
    pub side: Seat,
    /// The opponent's name.
    pub opponent: String,
    /// Whether it is the account's turn.
    pub your_turn: bool,
    /// When the side to move's time runs out, if a clock runs.
    pub deadline: Option<i64>,
    /// Moves played.
    pub ply: i64,
    /// Last change, ms since 1970.
    pub updated_at: i64,
}

/// An account as anyone may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AccountView {
    /// The name as registered.
    pub name: String,
    /// Registration time, ms since 1970.
    pub created_at: i64,
    /// Whether a program plays it (a bot).
    #[serde(default)]
    pub bot: bool,
}

/// The body of `POST /api/account/bots`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewBot {
    /// The bot's account name.
    pub name: String,
}

/// A bot and its token (shown once): the answer of `POST
/// /api/account/bots` and `POST /api/account/bots/{name}/token`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BotToken {
    /// The bot.
    pub bot: AccountView,
    /// Its token, for `Authorization: Bearer TOKEN`.
    pub token: String,
}

/// `GET /api/account`, and the answer of register, login and logout: the
/// logged-in account, `null` for a guest.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AccountAnswer {
    /// The account, if logged in.
    pub account: Option<AccountView>,
}

/// The body of `POST /api/account/register` and `/api/account/login`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    /// The account name.
    pub name: String,
    /// The password.
    pub password: String,
}

/// The body of `POST /api/account/password`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PasswordChange {
    /// The password now.
    pub current: String,
    /// The new one.
    pub new: String,
}

/// The body of `POST /api/account/delete`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeleteAccount {
    /// The password, to confirm.
    pub password: String,
}

/// One game seat a browser holds by its secret.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeldSeat {
    /// The game.
    pub id: String,
    /// The seat's secret.
    pub secret: String,
}

/// The body of `POST /api/account/games`: the seats a guest's browser
/// holds, to be the account's from now on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AdoptGames {
    /// The seats, at most 200.
    pub games: Vec<HeldSeat>,
}

/// The answer of `POST /api/account/games`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AdoptedGames {
    /// The games whose seat is now the account's.
    pub adopted: Vec<String>,
}
