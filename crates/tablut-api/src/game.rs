//! A game: creating and joining it, the commands of its seats, the
//! messages on its WebSocket, and the state every connection is sent.

use std::fmt;

use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize};
use tablut_core::{GameEnd, Move, Position, Rules, Side, Speed, Square, TimeControl, Variant};
use tablut_engine::Level;
use tablut_i18n::{game_text, Lang, Message};

use crate::*;

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
    /// language of the request; English in what goes to every connection
    /// of a game.
    pub text: String,
    /// The same sentence as a catalog message, for each reader to say in
    /// their own language; `None` while the game goes on.
    #[serde(default)]
    pub message: Option<Message>,
}

impl OutcomeView {
    /// How a game under `rules` stands after `end` (`None` while it goes
    /// on), its sentence in `lang`; `position` is the final position when
    /// it is known.
    pub fn of(
        end: Option<&GameEnd>,
        rules: &Rules,
        position: Option<&Position>,
        lang: Lang,
    ) -> OutcomeView {
        let message = end.map(|end| game_text::end_message(end, rules, position));
        OutcomeView {
            result: GameResult::of(end),
            winner: end.and_then(GameEnd::winner),
            reason: end.map(EndReason::of),
            text: message
                .as_ref()
                .map(|m| lang.message(m))
                .unwrap_or_default(),
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
    pub variant: Variant,
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
    /// The tournament this game is played in (`/tournaments/{id}`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament: Option<String>,
}

/// Both clocks as the server keeps them, at the moment the state was sent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockView {
    /// The time control: `3+2` (minutes + seconds added per move) or `3d`
    /// (days per move).
    pub control: TimeControl,
    /// `bullet`, `blitz`, `rapid`, `classical` or `correspondence`.
    pub speed: Speed,
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
    pub variant: Variant,
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
    pub clock: Option<TimeControl>,
    /// Whether it was rated.
    #[serde(default)]
    pub rated: bool,
    /// Which seats accounts held.
    #[serde(default)]
    pub accounts: AccountSeats,
}

/// `GET` and `POST /api/games/{id}/conditional`: a correspondence seat's
/// conditional premoves. Each line alternates the opponent's move and the
/// seat's answer, the opponent's first (`["e3-e1", "d1-d3", "e1-e2",
/// "d3-d2"]`: if they play e3-e1, play d1-d3; if they then play e1-e2,
/// play d3-d2). When the opponent moves, the server plays the answer of
/// the first line that starts with that move, and keeps what follows of
/// the lines that matched; the others are dropped. Posting no lines
/// clears them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConditionalLines {
    /// The lines, each at least an opponent's move and an answer.
    pub lines: Vec<Vec<Move>>,
}
