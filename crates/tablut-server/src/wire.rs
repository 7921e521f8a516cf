//! Every message of the web API (docs/web-api.md) as a Rust type: the
//! requests and answers of the HTTP endpoints and the messages on a game's
//! WebSocket. The server writes and reads these types, and so do its tests
//! and the load test, so the three cannot drift apart.
//!
//! Words the API uses as values (`computer`, `finished`, `attackers win`,
//! ...) are enums here that serialize as exactly those words; the database
//! stores the same words (see [`crate::store`]).

use std::fmt;
use std::marker::PhantomData;
use std::str::FromStr;

use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize, Serializer};
use tablut_core::{
    DrawReason, ForfeitCause, GameEnd, Move, Position, Rules, Side, Square, WinReason,
};
use tablut_engine::Level;
use tablut_i18n::{game_text, Message};

/// A word that is not one of the values a field takes.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{value}' is not {expected}")]
pub struct UnknownValue {
    /// The word given (at most 40 characters of it).
    pub value: String,
    /// The words allowed, for people (`computer, friend or local`).
    pub expected: String,
}

impl UnknownValue {
    /// `value` is none of `allowed`.
    pub fn new(value: &str, allowed: &[&str]) -> UnknownValue {
        let expected = match allowed {
            [] => String::from("allowed"),
            [one] => (*one).to_string(),
            [init @ .., last] => format!("{} or {last}", init.join(", ")),
        };
        UnknownValue {
            value: value.chars().take(40).collect(),
            expected,
        }
    }
}

/// Reads a value from its word through `FromStr`, so a wrong word gets the
/// type's own message.
struct TextVisitor<T>(PhantomData<T>);

impl<T> Visitor<'_> for TextVisitor<T>
where
    T: FromStr,
    T::Err: fmt::Display,
{
    type Value = T;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a string")
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<T, E> {
        v.parse().map_err(E::custom)
    }
}

/// Declares an enum of API words: its `as_str`, `FromStr` (with an
/// [`UnknownValue`] naming the allowed words), `Display` and serde, all
/// from one list of variants and words.
macro_rules! words {
    ($(#[$meta:meta])* $vis:vis enum $name:ident {
        $($(#[$vmeta:meta])* $variant:ident = $text:literal,)+
    }) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        $vis enum $name {
            $($(#[$vmeta])* $variant,)+
        }

        impl $name {
            /// Every value, in the order declared.
            #[allow(dead_code)] // (unread for a private list)
            pub const ALL: &'static [$name] = &[$($name::$variant,)+];
            /// The word for this value, as sent and stored.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $text,)+
                }
            }
        }

        impl FromStr for $name {
            type Err = UnknownValue;
            fn from_str(s: &str) -> Result<$name, UnknownValue> {
                match s {
                    $($text => Ok($name::$variant),)+
                    _ => Err(UnknownValue::new(s, &[$($text,)+])),
                }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl Serialize for $name {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.as_str())
            }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<$name, D::Error> {
                d.deserialize_str(TextVisitor(PhantomData))
            }
        }
    };
}

words! {
    /// Who the creator plays against.
    pub enum Mode {
        /// The computer.
        Computer = "computer",
        /// A friend, who joins by an invitation link.
        Friend = "friend",
        /// Two people at one screen.
        Local = "local",
    }
}

words! {
    /// Where a game is in its life.
    pub enum Status {
        /// A friend has not opened the invitation yet; no move is accepted.
        Waiting = "waiting",
        /// Being played.
        Active = "active",
        /// Over.
        Finished = "finished",
    }
}

words! {
    /// Who won, if the game is over.
    pub enum GameResult {
        /// The game goes on.
        Ongoing = "ongoing",
        /// The attackers won.
        AttackersWin = "attackers win",
        /// The defenders won.
        DefendersWin = "defenders win",
        /// Nobody won.
        Draw = "draw",
        /// The game was called off: over, without a result.
        NoResult = "no result",
    }
}

impl GameResult {
    /// The result in which `winner` won, or the draw.
    pub fn won_by(winner: Option<Side>) -> GameResult {
        match winner {
            Some(Side::Attackers) => GameResult::AttackersWin,
            Some(Side::Defenders) => GameResult::DefendersWin,
            None => GameResult::Draw,
        }
    }

    /// The result of a game that ended as `end` says (`None`: it goes on).
    pub fn of(end: Option<&GameEnd>) -> GameResult {
        match end {
            None => GameResult::Ongoing,
            Some(end) if !end.has_result() => GameResult::NoResult,
            Some(end) => GameResult::won_by(end.winner()),
        }
    }
}

words! {
    /// Why a game ended.
    pub enum EndReason {
        /// The king reached an escape square.
        Escape = "escape",
        /// The king was captured.
        KingCaptured = "king captured",
        /// The side to move had no legal move (a loss or a draw, as the
        /// rules say).
        NoLegalMoves = "no legal moves",
        /// A position was repeated as often as the rules allow.
        Repetition = "repetition",
        /// A side resigned.
        Resignation = "resignation",
        /// A side ran out of time.
        Time = "time",
        /// A side forfeited (an illegal move, a crash).
        Forfeit = "forfeit",
        /// The players agreed to a draw.
        Agreement = "agreement",
        /// The game was called off without a result.
        Abort = "abort",
        /// Someone outside the game scored it.
        Adjudicated = "adjudicated",
    }
}

/// The one mapping between [`GameEnd`], the core's account of how a game
/// ended, and the word the API sends and the database stores with the
/// winner beside it.
impl EndReason {
    /// The word for `end`.
    pub const fn of(end: &GameEnd) -> EndReason {
        match end {
            GameEnd::Win { reason, .. } => match reason {
                WinReason::Escape => EndReason::Escape,
                WinReason::KingCaptured => EndReason::KingCaptured,
                WinReason::NoLegalMoves => EndReason::NoLegalMoves,
            },
            GameEnd::Draw { reason } => match reason {
                DrawReason::Repetition => EndReason::Repetition,
                DrawReason::NoLegalMoves => EndReason::NoLegalMoves,
                DrawReason::Adjudicated => EndReason::Adjudicated,
            },
            GameEnd::Resignation { .. } => EndReason::Resignation,
            GameEnd::Time { .. } => EndReason::Time,
            GameEnd::Forfeit { .. } => EndReason::Forfeit,
            GameEnd::Agreement => EndReason::Agreement,
            GameEnd::Abort => EndReason::Abort,
            GameEnd::Adjudication { .. } => EndReason::Adjudicated,
        }
    }

    /// The end a stored row states by this word and its `winner`, as
    /// [`of`](Self::of) wrote them: exactly the end for every end the
    /// server makes (the rules' results and resignations). A forfeit's
    /// cause and detail and an adjudication's detail are not stored, so
    /// they come back as [`ForfeitCause::Other`] and no detail, and a
    /// drawn adjudication as [`GameEnd::Adjudication`]. `None` when the
    /// winner does not fit the word (a damaged row).
    pub fn end(self, winner: Option<Side>) -> Option<GameEnd> {
        let won = |reason| winner.map(|winner| GameEnd::Win { winner, reason });
        let loser = winner.map(Side::opponent);
        match self {
            EndReason::Escape => won(WinReason::Escape),
            EndReason::KingCaptured => won(WinReason::KingCaptured),
            EndReason::NoLegalMoves => {
                Some(won(WinReason::NoLegalMoves).unwrap_or(GameEnd::Draw {
                    reason: DrawReason::NoLegalMoves,
                }))
            }
            EndReason::Repetition => winner.is_none().then_some(GameEnd::Draw {
                reason: DrawReason::Repetition,
            }),
            EndReason::Resignation => loser.map(|loser| GameEnd::Resignation { loser }),
            EndReason::Time => loser.map(|loser| GameEnd::Time { loser }),
            EndReason::Forfeit => {
                loser.map(|loser| GameEnd::forfeit(loser, ForfeitCause::Other, ""))
            }
            EndReason::Agreement => winner.is_none().then_some(GameEnd::Agreement),
            EndReason::Abort => winner.is_none().then_some(GameEnd::Abort),
            EndReason::Adjudicated => Some(GameEnd::adjudication(winner, "")),
        }
    }
}

words! {
    /// Who holds a seat.
    pub enum SeatKind {
        /// A person.
        Human = "human",
        /// The engine.
        Computer = "computer",
    }
}

words! {
    /// The king's open routes to escape squares.
    pub enum Alert {
        /// One open route.
        Raichi = "raichi",
        /// Two or more: one move cannot close them all.
        Tuichi = "tuichi",
    }
}

impl Alert {
    /// The call for a king with `open_routes` open escape routes: none,
    /// Raichi for one, Tuichi for more.
    pub fn for_routes(open_routes: u32) -> Option<Alert> {
        match open_routes {
            0 => None,
            1 => Some(Alert::Raichi),
            _ => Some(Alert::Tuichi),
        }
    }

    /// What the pages call out: the catalog's `alert-raichi` ("Raichi!")
    /// or `alert-tuichi`.
    pub fn message(self) -> Message {
        Message::new(match self {
            Alert::Raichi => "alert-raichi",
            Alert::Tuichi => "alert-tuichi",
        })
    }

    /// What it means for players: `alert-raichi-meaning` or
    /// `alert-tuichi-meaning`.
    pub fn meaning(self) -> Message {
        Message::new(match self {
            Alert::Raichi => "alert-raichi-meaning",
            Alert::Tuichi => "alert-tuichi-meaning",
        })
    }
}

words! {
    /// The side a game's creator asks for.
    pub enum SideChoice {
        /// The attackers.
        Attackers = "attackers",
        /// The defenders.
        Defenders = "defenders",
        /// Either, by a coin toss.
        Random = "random",
    }
}

words! {
    /// Why a request was refused, for programs (the `message` is for
    /// people).
    pub enum ErrorCode {
        /// Malformed JSON or fields (400).
        BadRequest = "bad_request",
        /// A body or message over the size limit (413).
        TooLarge = "too_large",
        /// A missing or wrong secret (403).
        Unauthorized = "unauthorized",
        /// No such game or API (404).
        NotFound = "not_found",
        /// A move the rules refuse (422).
        IllegalMove = "illegal_move",
        /// A move for the side not to move (409).
        NotYourTurn = "not_your_turn",
        /// The `ply` sent is not the game's (409).
        Stale = "stale",
        /// The friend has not joined (409).
        Waiting = "waiting",
        /// The game is over (409).
        GameOver = "game_over",
        /// A command this game does not allow now (409).
        NotAllowed = "not_allowed",
        /// Too many requests (429).
        RateLimited = "rate_limited",
        /// The account name is taken (409).
        NameTaken = "name_taken",
        /// The request needs a logged-in account (401).
        LoginRequired = "login_required",
        /// A cookie-authenticated request from another site (403).
        CrossSite = "cross_site",
        /// The server failed (500).
        ServerError = "server_error",
    }
}

/// Who a secret lets act: one side, or both at one screen. Sent as
/// `attackers`, `defenders` or `both`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    /// One side.
    Side(Side),
    /// Both sides (two people at one screen).
    Both,
}

impl Seat {
    /// Whether this seat may move for `side`.
    pub fn covers(self, side: Side) -> bool {
        match self {
            Seat::Both => true,
            Seat::Side(s) => s == side,
        }
    }
    /// `attackers`, `defenders` or `both`.
    pub fn name(self) -> &'static str {
        match self {
            Seat::Both => "both",
            Seat::Side(s) => s.name(),
        }
    }
}

impl FromStr for Seat {
    type Err = UnknownValue;
    fn from_str(s: &str) -> Result<Seat, UnknownValue> {
        match s {
            "attackers" => Ok(Seat::Side(Side::Attackers)),
            "defenders" => Ok(Seat::Side(Side::Defenders)),
            "both" => Ok(Seat::Both),
            _ => Err(UnknownValue::new(s, &["attackers", "defenders", "both"])),
        }
    }
}

impl Serialize for Seat {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Seat {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Seat, D::Error> {
        d.deserialize_str(TextVisitor(PhantomData))
    }
}

/// The computer's level as its name (`beginner` ... `master`), for
/// `#[serde(with = "level_name")]` on an `Option<Level>`.
pub mod level_name {
    use super::*;

    /// Reads a level's name.
    pub fn parse(s: &str) -> Result<Level, UnknownValue> {
        s.parse().map_err(|_| {
            let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
            UnknownValue::new(s, &names)
        })
    }

    struct LevelVisitor;

    impl<'de> Visitor<'de> for LevelVisitor {
        type Value = Option<Level>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a level's name or null")
        }
        fn visit_str<E: de::Error>(self, v: &str) -> Result<Option<Level>, E> {
            parse(v).map(Some).map_err(E::custom)
        }
        fn visit_unit<E: de::Error>(self) -> Result<Option<Level>, E> {
            Ok(None)
        }
        fn visit_none<E: de::Error>(self) -> Result<Option<Level>, E> {
            Ok(None)
        }
        fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Option<Level>, D::Error> {
            d.deserialize_str(LevelVisitor)
        }
    }

    /// Writes the level's name, or null.
    pub fn serialize<S: Serializer>(level: &Option<Level>, s: S) -> Result<S::Ok, S::Error> {
        match level {
            Some(l) => s.serialize_str(l.name()),
            None => s.serialize_none(),
        }
    }

    /// Reads a level's name, or null.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Level>, D::Error> {
        d.deserialize_option(LevelVisitor)
    }
}

/// `POST /api/games`: what the creator asks for. Every field may be left
/// out (the defaults are in docs/web-api.md).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewGame {
    /// Preset or variant string (`cartier:throne_crossable=true`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<String>,
    /// Whom to play against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opponent: Option<Mode>,
    /// The creator's side (ignored at one screen).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side: Option<SideChoice>,
    /// The computer's level.
    #[serde(default, with = "level_name", skip_serializing_if = "Option::is_none")]
    pub level: Option<Level>,
    /// The creator's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// A time control for a game between friends: `3+2` (minutes each +
    /// seconds added per move) or `3d` (days per move); none: no clock.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<String>,
}

/// `POST /api/games/{id}/join`: a friend's claim on the free seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JoinRequest {
    /// The invitation token from the link.
    pub invite: String,
    /// The friend's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

/// The answer to `POST /api/games` (201) and `POST /api/games/{id}/join`:
/// a seat taken, and what its holder must keep.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SeatTaken {
    /// The game.
    pub id: String,
    /// The seat taken.
    pub seat: Seat,
    /// The seat's secret (shown once).
    pub secret: String,
    /// The invitation token for a friend's link, when there is one.
    pub invite: Option<String>,
    /// The game.
    pub state: GameState,
}

/// A command from a seat: the body of `POST /api/games/{id}/commands`.
/// (On the WebSocket the same commands are [`ClientMessage`]s.)
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Command {
    /// Play a move.
    Move {
        /// `from-to`, as sent (read by the referee, so a malformed move
        /// is told apart from a malformed message).
        #[serde(rename = "move")]
        mv: String,
        /// The number of moves the sender has seen.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ply: Option<u64>,
    },
    /// Take back a move.
    Undo,
    /// Resign.
    Resign,
    /// Offer or accept a rematch.
    Rematch,
    /// Say something.
    Chat {
        /// The line.
        text: String,
    },
    /// Offer a draw, or accept the opponent's offer (games between
    /// people).
    Draw,
    /// Decline the opponent's draw offer.
    DeclineDraw,
    /// Ask to take your last move back, or grant the opponent's request
    /// (games between people; undo is for the others).
    Takeback,
    /// Refuse the opponent's takeback request.
    DeclineTakeback,
    /// Call the game off before both sides have moved: no result.
    Abort,
}

/// A message a client sends on a game's WebSocket: `auth`, `hint`, or one
/// of the [`Command`]s.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// Take the seat this secret holds.
    Auth {
        /// The seat's secret (missing: refused with a clear message).
        #[serde(default)]
        secret: Option<String>,
    },
    /// Ask the engine for a move.
    Hint,
    /// Play a move.
    Move {
        /// `from-to`.
        #[serde(rename = "move")]
        mv: String,
        /// The number of moves the sender has seen.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ply: Option<u64>,
    },
    /// Take back a move.
    Undo,
    /// Resign.
    Resign,
    /// Offer or accept a rematch.
    Rematch,
    /// Say something.
    Chat {
        /// The line.
        text: String,
    },
    /// Offer or accept a draw.
    Draw,
    /// Decline a draw offer.
    DeclineDraw,
    /// Ask for or grant a takeback.
    Takeback,
    /// Refuse a takeback request.
    DeclineTakeback,
    /// Call the game off before both sides have moved.
    Abort,
}

impl From<Command> for ClientMessage {
    fn from(c: Command) -> ClientMessage {
        match c {
            Command::Move { mv, ply } => ClientMessage::Move { mv, ply },
            Command::Undo => ClientMessage::Undo,
            Command::Resign => ClientMessage::Resign,
            Command::Rematch => ClientMessage::Rematch,
            Command::Chat { text } => ClientMessage::Chat { text },
            Command::Draw => ClientMessage::Draw,
            Command::DeclineDraw => ClientMessage::DeclineDraw,
            Command::Takeback => ClientMessage::Takeback,
            Command::DeclineTakeback => ClientMessage::DeclineTakeback,
            Command::Abort => ClientMessage::Abort,
        }
    }
}

/// A message the server sends on a game's WebSocket.
///
/// It is read by a hand-written `Deserialize` (below) rather than serde's
/// internally tagged one, which buffers the whole message before reading
/// it: a client reads one of these per move, and the load test thousands
/// a second (the buffering tripled the time to read an update).
#[derive(Clone, Debug, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The game, on connecting and after `auth` (or when the connection
    /// fell behind).
    State {
        /// The seat this connection holds.
        you: Option<Seat>,
        /// The game.
        game: Box<GameState>,
    },
    /// The game after a change, to every connection.
    Update {
        /// The game.
        game: Box<GameState>,
    },
    /// The engine's suggestion, to the connection that asked.
    Hint {
        /// The number of moves of the position it is for.
        ply: usize,
        /// The move.
        #[serde(rename = "move")]
        mv: Move,
    },
    /// A refused message, to the connection that sent it.
    Error(ErrorBody),
    /// The keep-alive, every 5 s (docs/web-api.md, "WebSocket
    /// connections").
    Ping,
}

words! {
    /// The `type` of a [`ServerMessage`].
    enum ServerMessageType {
        State = "state",
        Update = "update",
        Hint = "hint",
        Error = "error",
        Ping = "ping",
    }
}

impl<'de> Deserialize<'de> for ServerMessage {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<ServerMessage, D::Error> {
        d.deserialize_map(ServerMessageVisitor)
    }
}

struct ServerMessageVisitor;

impl<'de> Visitor<'de> for ServerMessageVisitor {
    type Value = ServerMessage;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a server message (an object with a \"type\")")
    }
    /// Every field of every variant has its own name, so each is read
    /// into its own slot as it comes, in any order, and the `type`
    /// decides at the end which make the message. Unknown fields are
    /// skipped, as serde's derive does.
    fn visit_map<A: de::MapAccess<'de>>(self, mut map: A) -> Result<ServerMessage, A::Error> {
        let mut kind: Option<ServerMessageType> = None;
        let mut you: Option<Option<Seat>> = None;
        let mut game: Option<Box<GameState>> = None;
        let mut ply: Option<usize> = None;
        let mut mv: Option<Move> = None;
        let mut error: Option<ErrorCode> = None;
        let mut message: Option<String> = None;
        while let Some(key) = map.next_key::<std::borrow::Cow<'de, str>>()? {
            match &*key {
                "type" => kind = Some(map.next_value()?),
                "you" => you = Some(map.next_value()?),
                "game" => game = Some(map.next_value()?),
                "ply" => ply = Some(map.next_value()?),
                "move" => mv = Some(map.next_value()?),
                "error" => error = Some(map.next_value()?),
                "message" => message = Some(map.next_value()?),
                _ => {
                    map.next_value::<de::IgnoredAny>()?;
                }
            }
        }
        let kind = kind.ok_or_else(|| de::Error::missing_field("type"))?;
        let game = || game.ok_or_else(|| de::Error::missing_field("game"));
        Ok(match kind {
            ServerMessageType::State => ServerMessage::State {
                you: you.flatten(),
                game: game()?,
            },
            ServerMessageType::Update => ServerMessage::Update { game: game()? },
            ServerMessageType::Hint => ServerMessage::Hint {
                ply: ply.ok_or_else(|| de::Error::missing_field("ply"))?,
                mv: mv.ok_or_else(|| de::Error::missing_field("move"))?,
            },
            ServerMessageType::Error => ServerMessage::Error(ErrorBody {
                error: error.ok_or_else(|| de::Error::missing_field("error"))?,
                message: message.ok_or_else(|| de::Error::missing_field("message"))?,
            }),
            ServerMessageType::Ping => ServerMessage::Ping,
        })
    }
}

/// A refused request: the body of every HTTP error answer, and the
/// WebSocket's `error` message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ErrorBody {
    /// For programs.
    pub error: ErrorCode,
    /// What went wrong and what to do, for people.
    pub message: String,
}

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
    pub variant: String,
    /// The time control.
    pub clock: String,
    /// `bullet`, `blitz`, `rapid`, `classical` or `correspondence`.
    pub speed: String,
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
    pub variant: String,
    /// The time control, if any.
    pub clock: Option<String>,
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

/// One of the logged-in account's games in play:
/// `GET /api/account/games`, the player's turn first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MyGame {
    /// The game.
    pub id: String,
    /// The rule set.
    pub variant: String,
    /// The time control, if any.
    pub clock: Option<String>,
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

/// A puzzle as the trainer shows it (its solution is not given away):
/// `GET /api/puzzles/next`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleView {
    /// Its id.
    pub id: String,
    /// The preset whose rules hold.
    pub preset: String,
    /// The position, as `--position` takes it (with the side to move).
    pub position: String,
    /// The side that solves it.
    pub solver: Side,
    /// The solver's moves to the win.
    pub win_in: u32,
    /// Its themes (`escape`, `raichi`, `capture-by-three`, …).
    pub themes: Vec<String>,
    /// Its rating now.
    pub rating: i64,
    /// The board, rank 9 first (`t`, `T`, `K`, `.`), as in `GameState`.
    pub board: Vec<String>,
    /// The solver's legal moves.
    pub legal: Vec<String>,
    /// The squares the rule set treats specially.
    pub squares: Squares,
}

/// One move of a puzzle as the board shows it: the move, what it
/// captured, and the board after it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleStep {
    /// The move.
    #[serde(rename = "move")]
    pub mv: String,
    /// The squares it captured.
    pub captures: Vec<String>,
    /// The board after it, rank 9 first.
    pub board: Vec<String>,
}

/// The body of `POST /api/puzzles/{id}/moves`: the solver's moves so far
/// in the attempt (none: the first move starts one).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleAttempt {
    /// The attempt, as the server named it in its first judgement.
    #[serde(default)]
    pub attempt: Option<String>,
    /// The solver's moves, in order (not the replies).
    #[serde(default)]
    pub moves: Vec<String>,
    /// Give up: the attempt ends, failed, and the solution is given.
    #[serde(default)]
    pub give_up: bool,
}

/// The answer of `POST /api/puzzles/{id}/moves`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleJudgement {
    /// The attempt, to name in its next moves, hint or giving up.
    pub attempt: String,
    /// Whether the attempt moves ratings: an account's first at the puzzle.
    pub rated: bool,
    /// The ratings it moved, once a rated attempt is over.
    #[serde(default)]
    pub rating: Option<PuzzleRated>,
    /// Whether the last move keeps the forced win.
    pub correct: bool,
    /// The opponent's reply, to play on the board.
    pub reply: Option<String>,
    /// Whether the puzzle is solved.
    pub solved: bool,
    /// The main line, once the attempt is over (solved or failed).
    pub solution: Vec<String>,
    /// The last move and the reply, as the board shows them (what was
    /// played on the way to the position now).
    #[serde(default)]
    pub steps: Vec<PuzzleStep>,
    /// The solver's legal moves now (none once the attempt is over).
    #[serde(default)]
    pub legal: Vec<String>,
    /// The main line from the puzzle's position, step by step, once the
    /// attempt is over.
    #[serde(default)]
    pub solution_steps: Vec<PuzzleStep>,
}

/// A Glicko-2 puzzle rating (an account's, kept on the server).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleRating {
    /// The rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Its volatility.
    pub volatility: f64,
}

/// What a rated attempt did to the ratings, once it is over.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleRated {
    /// The solver's rating before.
    pub before: PuzzleRating,
    /// ... and after.
    pub after: PuzzleRating,
    /// The puzzle's new rating.
    pub puzzle: i64,
}

/// The body of `POST /api/puzzles/{id}/hint`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleHintRequest {
    /// The attempt (none: the hint starts one).
    #[serde(default)]
    pub attempt: Option<String>,
}

/// The answer of `POST /api/puzzles/{id}/hint`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleHint {
    /// The attempt.
    pub attempt: String,
    /// Whether the attempt moves ratings.
    pub rated: bool,
    /// The ratings the first hint of a rated attempt moved (it counts as
    /// failed; its end rates nothing more).
    #[serde(default)]
    pub rating: Option<PuzzleRated>,
    /// The square of the piece that wins by force.
    pub from: String,
}

/// One move of a reviewed game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewPly {
    /// The move's number, from 1.
    pub ply: usize,
    /// The move.
    #[serde(rename = "move")]
    pub mv: String,
    /// Who played it.
    pub side: Side,
    /// The engine's choice in the position before it.
    pub best: String,
    /// The mover's score before (soldiers, or "win in N"), as the engine
    /// writes it for programs.
    pub score_before: String,
    /// ... after.
    pub score_after: String,
    /// `score_before` for people, in the request's language (`+1,25`,
    /// `gana en 3 movimientos`).
    #[serde(default)]
    pub score_before_text: String,
    /// ... `score_after`.
    #[serde(default)]
    pub score_after_text: String,
    /// The mover's winning chances before (0 to 1).
    pub chance_before: f64,
    /// ... after.
    pub chance_after: f64,
    /// The attackers' winning chances after the move (for the graph).
    pub attackers_chance: f64,
    /// `best`, `good`, `inaccuracy`, `mistake` or `blunder`.
    pub class: String,
    /// The engine's line from the position before the move.
    pub line: Vec<String>,
}

/// One side's moves of a reviewed game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewSummary {
    /// Moves.
    pub moves: usize,
    /// Best moves.
    pub best: usize,
    /// Good moves.
    pub good: usize,
    /// Inaccuracies.
    pub inaccuracies: usize,
    /// Mistakes.
    pub mistakes: usize,
    /// Blunders.
    pub blunders: usize,
    /// Mean drop in winning chances per move, in points.
    pub average_loss: f64,
}

/// `GET`/`POST /api/games/{id}/review`: a review's progress, or the review.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewView {
    /// `none` (not asked for yet), `queued`, `running` or `done`.
    pub status: String,
    /// Positions searched.
    pub done: i64,
    /// Positions in all.
    pub total: i64,
    /// Every move, once done.
    pub plies: Vec<ReviewPly>,
    /// The attackers' summary, once done.
    pub attackers: Option<ReviewSummary>,
    /// The defenders' summary, once done.
    pub defenders: Option<ReviewSummary>,
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

/// `GET /api/health`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Health {
    /// Always true: the server answers.
    pub ok: bool,
    /// Games this server holds in memory.
    #[serde(default)]
    pub games_in_memory: usize,
    /// Times since start that this server read a game in memory again
    /// from the database because another server changed it in a way its
    /// notice did not carry (see docs/web-api.md, "Several servers").
    #[serde(default)]
    pub reloads: u64,
}

/// One seat, as clients see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// Who holds it.
    pub kind: SeatKind,
    /// The player's name.
    pub name: String,
    /// Someone holds the seat.
    pub taken: bool,
    /// A connection holding the seat is open (always, for the computer).
    pub online: bool,
    /// An account holds the seat (its name leads to a profile).
    #[serde(default)]
    pub account: bool,
}

/// Both seats.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seats {
    /// The attackers' seat.
    pub attackers: SeatView,
    /// The defenders' seat.
    pub defenders: SeatView,
}

/// A move played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveView {
    /// The move.
    #[serde(rename = "move")]
    pub mv: Move,
    /// Who played it.
    pub side: Side,
    /// Squares it captured.
    pub captures: Vec<Square>,
    /// tablut's notation with captures (`e3-e1xd1`).
    pub text: String,
}

/// The last move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMove {
    /// The move.
    #[serde(rename = "move")]
    pub mv: Move,
    /// Squares it captured.
    pub captures: Vec<Square>,
}

/// How a game stands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OutcomeView {
    /// Who won, if it is over.
    pub result: GameResult,
    /// The winner.
    pub winner: Option<Side>,
    /// Why it ended.
    pub reason: Option<EndReason>,
    /// One sentence for people ("" while the game goes on), in the
    /// language of the request ([`current`](crate::language::current));
    /// English in what goes to every connection of a game.
    pub text: String,
    /// The same sentence as a catalog message, for each reader to say in
    /// their own language; `None` while the game goes on.
    #[serde(default)]
    pub message: Option<Message>,
}

impl OutcomeView {
    /// How a game under `rules` stands after `end` (`None` while it goes
    /// on); `position` is the final position when it is known.
    pub fn of(end: Option<&GameEnd>, rules: &Rules, position: Option<&Position>) -> OutcomeView {
        let message = end.map(|end| game_text::end_message(end, rules, position));
        OutcomeView {
            result: GameResult::of(end),
            winner: end.and_then(GameEnd::winner),
            reason: end.map(EndReason::of),
            text: message.as_ref().map(crate::text::say).unwrap_or_default(),
            message,
        }
    }
}

/// Pieces lost by each side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lost {
    /// Attackers captured.
    pub attackers: u32,
    /// Defenders captured.
    pub defenders: u32,
}

/// The rematch.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RematchView {
    /// The seat that offered one.
    pub offered_by: Option<Side>,
    /// The rematch's id once it exists.
    pub game: Option<String>,
}

/// A chat line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatView {
    /// The sender's seat.
    pub seat: Side,
    /// The sender's name.
    pub name: String,
    /// The text.
    pub text: String,
    /// When, ms since 1970.
    pub at: i64,
}

/// The squares a rule set treats specially.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Squares {
    /// The throne.
    pub throne: String,
    /// The corners, when the rules give them a role.
    pub corners: Vec<String>,
    /// The escape squares.
    pub escape: Vec<String>,
    /// The attackers' camps.
    pub camps: Vec<String>,
}

/// Everything a client shows of a game: `GET /api/games/{id}`, and the
/// `game` of `state` and `update` messages.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameState {
    /// The game's id.
    pub id: String,
    /// How many changes the game has had (moves, chat lines, offers, the
    /// end): every change stored raises it by one, so a client can tell
    /// which of two states is newer and whether it missed one.
    pub version: i64,
    /// The rule set.
    pub variant: String,
    /// Whom the creator plays against.
    pub mode: Mode,
    /// Where the game is in its life.
    pub status: Status,
    /// The seats.
    pub seats: Seats,
    /// The computer's level.
    #[serde(with = "level_name")]
    pub level: Option<Level>,
    /// Rank 9 first; `t`, `T`, `K`, `.`.
    pub board: Vec<String>,
    /// Who is to move.
    pub side_to_move: Side,
    /// Moves played.
    pub ply: usize,
    /// The moves.
    pub moves: Vec<MoveView>,
    /// The legal moves of the side to move (none once the game is over).
    pub legal: Vec<Move>,
    /// The last move.
    pub last: Option<LastMove>,
    /// Escape squares the king reaches in one move.
    pub routes: Vec<Square>,
    /// Raichi or Tuichi, when the king has open routes.
    pub alert: Option<Alert>,
    /// The defenders hold a proved fortress: the attackers can at best
    /// draw (`alert-fortress`; never once the game is over).
    #[serde(default)]
    pub fortress: bool,
    /// Pieces lost.
    pub lost: Lost,
    /// The result.
    pub outcome: OutcomeView,
    /// The computer is searching.
    pub thinking: bool,
    /// The rematch.
    pub rematch: RematchView,
    /// The last chat lines.
    pub chat: Vec<ChatView>,
    /// The squares this rule set treats specially.
    pub squares: Squares,
    /// Creation time, ms since 1970.
    pub created_at: i64,
    /// Last change, ms since 1970.
    pub updated_at: i64,
    /// The clocks, in games with a time control.
    #[serde(default)]
    pub clock: Option<ClockView>,
    /// Whether the result counts for the players' ratings.
    #[serde(default)]
    pub rated: bool,
    /// The side offering a draw.
    #[serde(default)]
    pub draw_offer: Option<Side>,
    /// The side asking to take its last move back.
    #[serde(default)]
    pub takeback_offer: Option<Side>,
}

/// Both clocks as the server keeps them, at the moment the state was sent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockView {
    /// The time control: `3+2` (minutes + seconds added per move) or `3d`
    /// (days per move).
    pub control: String,
    /// `bullet`, `blitz`, `rapid`, `classical` or `correspondence`.
    pub speed: String,
    /// The attackers' time left, in ms, at `now`.
    pub attackers_ms: i64,
    /// The defenders' time left, in ms, at `now`.
    pub defenders_ms: i64,
    /// The side whose time is running (none before both sides' first
    /// moves, or once the game is over).
    pub running: Option<Side>,
    /// When the running side's time runs out, ms since 1970.
    pub deadline: Option<i64>,
    /// The server's time when the state was made, ms since 1970.
    pub now: i64,
}

/// Both players' names, in the archive.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArchiveSeats {
    /// The attackers' player.
    pub attackers: String,
    /// The defenders' player.
    pub defenders: String,
}

/// Which seats accounts hold (their names lead to profiles).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AccountSeats {
    /// The attackers' seat.
    pub attackers: bool,
    /// The defenders' seat.
    pub defenders: bool,
}

/// One finished game in `GET /api/archive`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArchiveEntry {
    /// The game's id.
    pub id: String,
    /// The rule set.
    pub variant: String,
    /// Whom the creator played against.
    pub mode: Mode,
    /// The computer's level.
    #[serde(with = "level_name")]
    pub level: Option<Level>,
    /// The players.
    pub seats: ArchiveSeats,
    /// Moves played.
    pub ply: i64,
    /// How it ended.
    pub outcome: OutcomeView,
    /// Pass as `before` to get the next page.
    pub cursor: String,
    /// Creation time, ms since 1970.
    pub created_at: i64,
    /// When it ended, ms since 1970.
    pub updated_at: i64,
    /// The time control, if it had one.
    #[serde(default)]
    pub clock: Option<String>,
    /// Whether it was rated.
    #[serde(default)]
    pub rated: bool,
    /// Which seats accounts held.
    #[serde(default)]
    pub accounts: AccountSeats,
}

// The rule sets' pages are built by the rule book, whose types are
// answers only (no client reads them back into Rust).
pub use crate::rulebook::{Example, RuleLine, RuleSet};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_read_back_and_wrong_words_say_what_is_allowed() {
        for m in Mode::ALL {
            assert_eq!(m.as_str().parse::<Mode>(), Ok(*m));
        }
        for r in EndReason::ALL {
            assert_eq!(r.as_str().parse::<EndReason>(), Ok(*r));
        }
        let e = "robot".parse::<Mode>().unwrap_err();
        assert_eq!(e.to_string(), "'robot' is not computer, friend or local");
        assert_eq!(
            serde_json::to_string(&GameResult::AttackersWin).unwrap(),
            "\"attackers win\""
        );
        let seat: Seat = serde_json::from_str("\"both\"").unwrap();
        assert_eq!(seat, Seat::Both);
    }

    /// One end of every kind, with and without details.
    fn every_end() -> Vec<GameEnd> {
        let mut all = vec![
            GameEnd::Draw {
                reason: DrawReason::Repetition,
            },
            GameEnd::Draw {
                reason: DrawReason::NoLegalMoves,
            },
            GameEnd::Draw {
                reason: DrawReason::Adjudicated,
            },
            GameEnd::Agreement,
            GameEnd::Abort,
            GameEnd::adjudication(None, ""),
            GameEnd::adjudication(None, "move limit"),
        ];
        for side in [Side::Attackers, Side::Defenders] {
            for reason in [
                WinReason::Escape,
                WinReason::KingCaptured,
                WinReason::NoLegalMoves,
            ] {
                all.push(GameEnd::Win {
                    winner: side,
                    reason,
                });
            }
            all.push(GameEnd::Resignation { loser: side });
            all.push(GameEnd::Time { loser: side });
            for cause in ForfeitCause::ALL {
                all.push(GameEnd::forfeit(side, cause, "e5-e9: blocked"));
            }
            all.push(GameEnd::adjudication(Some(side), ""));
        }
        all
    }

    #[test]
    fn every_end_has_a_stored_word_that_reads_back() {
        for end in every_end() {
            let reason = EndReason::of(&end);
            let back = reason.end(end.winner()).expect("the word fits its winner");
            assert_eq!(EndReason::of(&back), reason, "{end:?}");
            assert_eq!(back.winner(), end.winner(), "{end:?}");
            assert_eq!(
                GameResult::of(Some(&back)),
                GameResult::of(Some(&end)),
                "{end:?}"
            );
            // The ends the server makes come back exactly.
            let made_by_server = matches!(end, GameEnd::Resignation { .. })
                || (end.by_rules()
                    && end
                        != GameEnd::Draw {
                            reason: DrawReason::Adjudicated,
                        });
            if made_by_server {
                assert_eq!(back, end);
            }
        }
        assert_eq!(GameResult::of(None), GameResult::Ongoing);
        assert_eq!(GameResult::of(Some(&GameEnd::Abort)), GameResult::NoResult);
        assert_eq!(GameResult::of(Some(&GameEnd::Agreement)), GameResult::Draw);
        // A winner that does not fit the word is a damaged row.
        assert_eq!(EndReason::Escape.end(None), None);
        assert_eq!(EndReason::Resignation.end(None), None);
        assert_eq!(EndReason::Repetition.end(Some(Side::Attackers)), None);
    }

    #[test]
    fn an_auth_without_secret_and_an_unknown_type_are_told_apart() {
        let auth: ClientMessage = serde_json::from_str(r#"{"type":"auth"}"#).unwrap();
        assert_eq!(auth, ClientMessage::Auth { secret: None });
        let e = serde_json::from_str::<ClientMessage>(r#"{"type":"castle"}"#).unwrap_err();
        assert!(e.to_string().contains("unknown variant `castle`"), "{e}");
        let e = serde_json::from_str::<ClientMessage>(r#"{"type":"move","move":"a1-a2","x":1}"#)
            .unwrap_err();
        assert!(e.to_string().contains("unknown field `x`"), "{e}");
    }

    #[test]
    fn server_messages_read_back_in_any_field_order() {
        let hint = ServerMessage::Hint {
            ply: 3,
            mv: "e3-e1".parse().unwrap(),
        };
        let text = serde_json::to_string(&hint).unwrap();
        assert_eq!(text, r#"{"type":"hint","ply":3,"move":"e3-e1"}"#);
        let back: ServerMessage =
            serde_json::from_str(r#"{"move":"e3-e1","ply":3,"type":"hint","new":1}"#).unwrap();
        assert_eq!(serde_json::to_string(&back).unwrap(), text);
        let e: ServerMessage =
            serde_json::from_str(r#"{"type":"error","error":"stale","message":"m"}"#).unwrap();
        assert!(matches!(
            e,
            ServerMessage::Error(ErrorBody {
                error: ErrorCode::Stale,
                ..
            })
        ));
        let e = serde_json::from_str::<ServerMessage>(r#"{"type":"update"}"#).unwrap_err();
        assert!(e.to_string().contains("missing field `game`"), "{e}");
        let e = serde_json::from_str::<ServerMessage>(r#"{"type":"gossip"}"#).unwrap_err();
        assert!(
            e.to_string().contains("'gossip' is not state, update"),
            "{e}"
        );
    }

    #[test]
    fn levels_travel_by_name_or_null() {
        let g: NewGame = serde_json::from_str(r#"{"level":"master"}"#).unwrap();
        assert_eq!(g.level, Some(Level::Master));
        let g: NewGame = serde_json::from_str(r#"{"level":null}"#).unwrap();
        assert_eq!(g.level, None);
        let e = serde_json::from_str::<NewGame>(r#"{"level":"godlike"}"#).unwrap_err();
        assert!(e.to_string().contains("'godlike' is not beginner"), "{e}");
    }
}

/// `POST /api/analysis`: a position for the analysis board. Give
/// `variant` (default `ludoteka`), `position` (default the rule set's
/// start) and `moves`; or `record`, an OpenTafl record as
/// `GET /api/games/{id}/record` writes them; or `game`, a game's id, with
/// `ply`, the number of its moves to keep (default all). `moves` are
/// played after the record's or the game's.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnalysisRequest {
    /// Preset or variant string.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<String>,
    /// The start position (`tablut` setup string, side to move last).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    /// Moves from the start position, `from-to`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub moves: Vec<String>,
    /// An OpenTafl record to start from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<String>,
    /// A game of this server to start from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    /// With `game`: how many of its moves to keep.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ply: Option<usize>,
}

/// The answer to `POST /api/analysis`: the position after the moves, and
/// what is needed to draw every step up to it and to share it by link.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AnalysisView {
    /// The variant, as a string `variant` takes back.
    pub variant: String,
    /// The start position, as a string `position` takes back.
    pub position: String,
    /// The moves from the start position.
    pub moves: Vec<String>,
    /// The board at the start position, rank 9 first.
    pub start: Vec<String>,
    /// Each move with its captures and the board after it.
    pub steps: Vec<PuzzleStep>,
    /// The board now, rank 9 first.
    pub board: Vec<String>,
    /// The side to move now.
    pub side_to_move: Side,
    /// Every legal move now (none once the game is over).
    pub legal: Vec<String>,
    /// The king's open routes to escape squares now.
    pub routes: Vec<Square>,
    /// `raichi` or `tuichi` when the king has open routes.
    pub alert: Option<Alert>,
    /// The defenders hold a proved fortress: the attackers can at best
    /// draw (`alert-fortress`; never once the game is over).
    #[serde(default)]
    pub fortress: bool,
    /// How the game stands after the moves.
    pub outcome: OutcomeView,
    /// The squares the rule set treats specially.
    pub squares: Squares,
}

/// A message a client sends on `/api/analysis/ws`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum AnalysisCommand {
    /// Analyse this position (the search of any earlier one stops).
    Analyse {
        /// The client's number for this position, sent back with its
        /// lines.
        id: u64,
        /// Preset or variant string (default `ludoteka`).
        #[serde(default)]
        variant: Option<String>,
        /// The start position (default the rule set's).
        #[serde(default)]
        position: Option<String>,
        /// Moves from the start position.
        #[serde(default)]
        moves: Vec<String>,
        /// How many best lines, 1 to 5 (default 3).
        #[serde(default)]
        lines: Option<usize>,
    },
    /// Stop searching.
    Stop,
}

/// A message the server sends on `/api/analysis/ws`.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum AnalysisMessage {
    /// The position waits for a search thread.
    Queued {
        /// The client's number for the position.
        id: u64,
    },
    /// The best lines after a completed depth; `done` on the last.
    Lines {
        /// The client's number for the position.
        id: u64,
        /// The depth completed.
        depth: u32,
        /// Nodes searched so far.
        nodes: u64,
        /// Milliseconds searched so far.
        ms: u64,
        /// Whether the search of this position has ended.
        done: bool,
        /// The best lines, best first.
        lines: Vec<AnalysisLine>,
    },
    /// A refused message.
    Error(ErrorBody),
    /// The keep-alive, every 5 s.
    Ping,
}

/// One of the engine's best lines.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AnalysisLine {
    /// Its first move.
    #[serde(rename = "move")]
    pub mv: String,
    /// The score for the side to move: `+1.25` soldiers, `win in 3`,
    /// `loss in 2` (the engine's writing, for programs).
    pub score: String,
    /// The same for people, in the board's language (`+1,25`,
    /// `gana en 3 movimientos`).
    pub score_text: String,
    /// The attackers' winning chance after it, 0 to 1.
    pub attackers_chance: f64,
    /// The line, its first move first.
    pub pv: Vec<String>,
}
