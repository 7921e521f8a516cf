//! The words the API uses as values (`computer`, `finished`, `attackers win`,
//! ...): enums that serialize as exactly those words, which the server's
//! database stores too, and the one mapping from the rules library's
//! account of how a game ended to them.

use std::fmt;
use std::marker::PhantomData;
use std::str::FromStr;

use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize, Serializer};
use tablut_core::{DrawReason, ForfeitCause, GameEnd, Side, WinReason};
use tablut_engine::Level;
use tablut_i18n::Message;

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
pub(crate) struct TextVisitor<T>(pub(crate) PhantomData<T>);

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

        impl std::str::FromStr for $name {
            type Err = $crate::words::UnknownValue;
            fn from_str(s: &str) -> Result<$name, $crate::words::UnknownValue> {
                match s {
                    $($text => Ok($name::$variant),)+
                    _ => Err($crate::words::UnknownValue::new(s, &[$($text,)+])),
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.as_str())
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<$name, D::Error> {
                d.deserialize_str($crate::words::TextVisitor(std::marker::PhantomData))
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
