//! The three messages of the protocol, typed, as the Java classes
//! serialise them with Gson:
//!
//! - the **name** a client declares on connecting: `gson.toJson(name)`,
//!   a JSON string such as `"tablut"`;
//! - the **state** the server sends: `{"board":[[…9 pawns…] ×9],"turn":"WHITE"}`,
//!   where `board[r][c]` is file `c` (a = 0) and rank `r + 1`, so
//!   `board[0]` is rank 1;
//! - the **action** a client sends: `{"from":"e3","to":"h3","turn":"WHITE"}`.
//!
//! White is the king's side ([`Side::Defenders`]), Black the attackers
//! ([`Side::Attackers`]). The conversions to and from `tablut_core` types
//! are here too; every conversion of untrusted input returns a typed
//! error and never panics.

use std::fmt;

use serde::{Deserialize, Serialize};
use tablut_core::{Move, Outcome, Piece, Position, PositionError, Rules, Setup, Side, Square};
use thiserror::Error;

/// What stands on a square, as the Java `State.Pawn` enum names it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Pawn {
    /// An empty square (`O` in the server's printouts).
    Empty,
    /// A white (defending) soldier.
    White,
    /// A black (attacking) soldier.
    Black,
    /// The empty throne e5, once the king has left it.
    Throne,
    /// The king.
    King,
}

impl Pawn {
    /// The pawn for a piece (or an empty square) on `sq`: an empty e5 is
    /// the [`Throne`](Pawn::Throne), as the server marks it.
    pub fn from_piece(piece: Option<Piece>, sq: Square) -> Pawn {
        match piece {
            Some(Piece::Attacker) => Pawn::Black,
            Some(Piece::Defender) => Pawn::White,
            Some(Piece::King) => Pawn::King,
            None if sq == Square::THRONE => Pawn::Throne,
            None => Pawn::Empty,
        }
    }

    /// The piece this pawn is; `None` for an empty square or the throne.
    pub const fn piece(self) -> Option<Piece> {
        match self {
            Pawn::Black => Some(Piece::Attacker),
            Pawn::White => Some(Piece::Defender),
            Pawn::King => Some(Piece::King),
            Pawn::Empty | Pawn::Throne => None,
        }
    }
}

/// Whose move it is, or how the game ended, as the Java `State.Turn` enum
/// names it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Turn {
    /// White (the defenders) to move.
    White,
    /// Black (the attackers) to move.
    Black,
    /// The game is over: White won.
    WhiteWin,
    /// The game is over: Black won.
    BlackWin,
    /// The game is over: a draw.
    Draw,
}

impl Turn {
    /// The turn of `side` to move.
    pub const fn to_move(side: Side) -> Turn {
        match side {
            Side::Defenders => Turn::White,
            Side::Attackers => Turn::Black,
        }
    }

    /// The turn announcing that `side` won.
    pub const fn win(side: Side) -> Turn {
        match side {
            Side::Defenders => Turn::WhiteWin,
            Side::Attackers => Turn::BlackWin,
        }
    }

    /// The side to move; `None` once the game is over.
    pub const fn side(self) -> Option<Side> {
        match self {
            Turn::White => Some(Side::Defenders),
            Turn::Black => Some(Side::Attackers),
            _ => None,
        }
    }

    /// Whether the game is over.
    pub const fn is_over(self) -> bool {
        self.side().is_none()
    }

    /// The winner, if the turn announces one.
    pub const fn winner(self) -> Option<Side> {
        match self {
            Turn::WhiteWin => Some(Side::Defenders),
            Turn::BlackWin => Some(Side::Attackers),
            _ => None,
        }
    }

    /// The turn a state carries when the game stands at `outcome` with
    /// `side_to_move` to move.
    pub const fn after(outcome: Outcome, side_to_move: Side) -> Turn {
        match outcome {
            Outcome::Ongoing => Turn::to_move(side_to_move),
            Outcome::Win { winner, .. } => Turn::win(winner),
            Outcome::Draw(_) => Turn::Draw,
        }
    }

    /// The name on the wire: `WHITE`, `BLACK`, `WHITEWIN`, `BLACKWIN`, `DRAW`.
    pub const fn name(self) -> &'static str {
        match self {
            Turn::White => "WHITE",
            Turn::Black => "BLACK",
            Turn::WhiteWin => "WHITEWIN",
            Turn::BlackWin => "BLACKWIN",
            Turn::Draw => "DRAW",
        }
    }
}

impl fmt::Display for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// `WHITE` or `BLACK`, the colour's name on the wire.
pub const fn colour(side: Side) -> &'static str {
    Turn::to_move(side).name()
}

/// Why a message could not be read.
#[derive(Debug, Error)]
pub enum MessageError {
    /// Not JSON, or JSON of another shape.
    #[error("the {what} message is not valid: {reason} (message: {excerpt})")]
    Json {
        /// `state` or `action`.
        what: &'static str,
        /// What serde_json found (part of the message, not also a
        /// `source()`).
        reason: serde_json::Error,
        /// The start of the message, quoted.
        excerpt: String,
    },
}

/// The start of an untrusted text, quoted, for error messages.
pub(crate) fn excerpt(text: &str) -> String {
    const MAX: usize = 80;
    let mut s: String = text.chars().take(MAX).collect();
    if text.chars().nth(MAX).is_some() {
        s.push('…');
    }
    format!("{s:?}")
}

fn parse_json<T: for<'de> Deserialize<'de>>(
    what: &'static str,
    text: &str,
) -> Result<T, MessageError> {
    serde_json::from_str(text).map_err(|reason| MessageError::Json {
        what,
        reason,
        excerpt: excerpt(text),
    })
}

/// Why a state does not describe a position.
#[derive(Debug, Error)]
pub enum StateError {
    /// `THRONE` somewhere other than e5.
    #[error("the state puts THRONE on {0}; only e5 is the throne")]
    ThroneOffCentre(Square),
    /// A finished game has no side to move.
    #[error("the state's turn is {0}: the game is over and nobody is to move")]
    Over(Turn),
    /// The placement is not a legal position under the rules.
    #[error("the state's board is not a legal position: {0}")]
    Position(PositionError),
}

// The cause is part of the message, not also a `source()`.
impl From<PositionError> for StateError {
    fn from(e: PositionError) -> StateError {
        StateError::Position(e)
    }
}

/// The game state the server sends after every move.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct State {
    /// `board[r][c]`: file `c` (a = 0), rank `r + 1`.
    pub board: [[Pawn; 9]; 9],
    /// Whose move it is, or the result.
    pub turn: Turn,
}

impl State {
    /// The state the Java server sends first: the standard start, White to
    /// move.
    pub fn start() -> State {
        State::from_setup(&Setup::start(Side::Defenders), Turn::White)
    }

    /// The state of `setup`'s placement with `turn` (which may differ from
    /// the setup's side to move, for a finished game).
    pub fn from_setup(setup: &Setup, turn: Turn) -> State {
        let mut board = [[Pawn::Empty; 9]; 9];
        for sq in Square::all() {
            let (r, c) = (sq.rank().index() as usize, sq.file().index() as usize);
            board[r][c] = Pawn::from_piece(setup.piece_at(sq), sq);
        }
        State { board, turn }
    }

    /// The state of a position with `turn`.
    pub fn from_position(position: &Position, turn: Turn) -> State {
        State::from_setup(&position.to_setup(), turn)
    }

    /// The pawn on `sq`.
    pub fn pawn(&self, sq: Square) -> Pawn {
        self.board[sq.rank().index() as usize][sq.file().index() as usize]
    }

    /// The placement with `side` to move, whatever the turn says.
    pub fn setup_with_side(&self, side: Side) -> Result<Setup, StateError> {
        let mut setup = Setup::empty(side);
        for sq in Square::all() {
            let pawn = self.pawn(sq);
            if pawn == Pawn::Throne && sq != Square::THRONE {
                return Err(StateError::ThroneOffCentre(sq));
            }
            setup.board[sq.index()] = pawn.piece();
        }
        Ok(setup)
    }

    /// The placement and the side to move; an error once the game is over.
    pub fn to_setup(&self) -> Result<Setup, StateError> {
        let side = self.turn.side().ok_or(StateError::Over(self.turn))?;
        self.setup_with_side(side)
    }

    /// The position under `rules`, checked as any untrusted position is.
    pub fn to_position(&self, rules: Rules) -> Result<Position, StateError> {
        Ok(Position::from_setup(&self.to_setup()?, rules)?)
    }

    /// Whether the board holds the same pieces as `setup` (the throne
    /// marker and the turn aside).
    pub fn same_board(&self, setup: &Setup) -> bool {
        Square::all().all(|sq| self.pawn(sq).piece() == setup.piece_at(sq))
    }

    /// Reads a state message.
    pub fn parse(text: &str) -> Result<State, MessageError> {
        parse_json("state", text)
    }

    /// The message, as compact JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a state always serialises")
    }
}

/// Why an action is not a move.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ActionError {
    /// `from` or `to` is not a square name.
    #[error("the action's \"{field}\" is {text:?}, which is not a square: write a file a-i then a rank 1-9, like \"e3\"")]
    BadSquare {
        /// `from` or `to`.
        field: &'static str,
        /// The text, shortened.
        text: String,
    },
    /// The squares are not on one line, or are the same square.
    #[error(
        "the action {from}-{to} is not a move: pieces move along a rank or file, like a chess rook"
    )]
    NotALine {
        /// The start square.
        from: Square,
        /// The end square.
        to: Square,
    },
}

/// A move as a client sends it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Action {
    /// The start square, like `e3`.
    pub from: String,
    /// The end square, like `h3`.
    pub to: String,
    /// The mover's colour, `WHITE` or `BLACK`.
    pub turn: Turn,
}

impl Action {
    /// The action for `mv` played by `side`.
    pub fn new(mv: Move, side: Side) -> Action {
        Action {
            from: mv.from().to_string(),
            to: mv.to().to_string(),
            turn: Turn::to_move(side),
        }
    }

    /// The move. Square names are read as the Java `Action` reads them,
    /// the file letter in either case.
    pub fn to_move(&self) -> Result<Move, ActionError> {
        let square = |field: &'static str, text: &str| {
            text.parse::<Square>().map_err(|_| ActionError::BadSquare {
                field,
                text: text.chars().take(16).collect(),
            })
        };
        let from = square("from", &self.from)?;
        let to = square("to", &self.to)?;
        Move::new(from, to).ok_or(ActionError::NotALine { from, to })
    }

    /// Reads an action message.
    pub fn parse(text: &str) -> Result<Action, MessageError> {
        parse_json("action", text)
    }

    /// The message, as compact JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("an action always serialises")
    }
}

/// The name message: the name as a JSON string, as `gson.toJson(name)`
/// writes it.
pub fn name_json(name: &str) -> String {
    serde_json::to_string(name).expect("a string always serialises")
}

/// Reads a name message as leniently as Gson does: a JSON string, or else
/// the text itself (Gson's lenient reader takes an unquoted word as a
/// string).
pub fn parse_name(text: &str) -> String {
    serde_json::from_str::<String>(text).unwrap_or_else(|_| text.trim().to_string())
}

/// The name the Java server keeps: of the first 10 characters, only the
/// letters and digits.
pub fn sanitize_name(name: &str) -> String {
    name.chars()
        .take(10)
        .filter(|c| c.is_alphanumeric())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablut_core::{Game, Rules};

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn the_start_state_is_what_the_java_server_sends() {
        let json = State::start().to_json();
        assert!(json.starts_with(
            "{\"board\":[[\"EMPTY\",\"EMPTY\",\"EMPTY\",\"BLACK\",\"BLACK\",\"BLACK\",\"EMPTY\",\"EMPTY\",\"EMPTY\"],\
             [\"EMPTY\",\"EMPTY\",\"EMPTY\",\"EMPTY\",\"BLACK\",\"EMPTY\",\"EMPTY\",\"EMPTY\",\"EMPTY\"],\
             [\"EMPTY\",\"EMPTY\",\"EMPTY\",\"EMPTY\",\"WHITE\",\"EMPTY\",\"EMPTY\",\"EMPTY\",\"EMPTY\"],"
        ), "{json}");
        assert!(json.contains(
            "[\"BLACK\",\"BLACK\",\"WHITE\",\"WHITE\",\"KING\",\"WHITE\",\"WHITE\",\"BLACK\",\"BLACK\"]"
        ));
        assert!(json.ends_with("],\"turn\":\"WHITE\"}"), "{json}");
        assert_eq!(State::parse(&json).unwrap(), State::start());
    }

    #[test]
    fn board_zero_is_rank_one_and_columns_are_files() {
        let setup: Setup = "/K8/9/9/9/9/9/9/9/7t1/ a".parse().unwrap();
        let state = State::from_setup(&setup, Turn::Black);
        assert_eq!(state.board[0][0], Pawn::King);
        assert_eq!(state.board[8][7], Pawn::Black);
        assert_eq!(state.pawn(sq("h9")), Pawn::Black);
        // The empty e5 is the throne.
        assert_eq!(state.board[4][4], Pawn::Throne);
        assert_eq!(state.to_setup().unwrap(), setup);
    }

    #[test]
    fn states_round_trip_through_positions() {
        let mut game = Game::start(Rules::LUDOTEKA);
        for mv in ["e3-h3", "d1-d3", "e4-e3"] {
            game.play(mv.parse().unwrap()).unwrap();
        }
        let pos = *game.position();
        let state = State::from_position(&pos, Turn::to_move(pos.side_to_move()));
        let back = State::parse(&state.to_json()).unwrap();
        assert_eq!(back.to_position(Rules::LUDOTEKA).unwrap(), pos);
        assert!(back.same_board(&pos.to_setup()));
    }

    #[test]
    fn bad_states_are_errors_that_say_why() {
        let mut state = State::start();
        state.board[0][0] = Pawn::Throne;
        let e = state.to_setup().unwrap_err();
        assert_eq!(
            e.to_string(),
            "the state puts THRONE on a1; only e5 is the throne"
        );
        let mut state = State::start();
        state.turn = Turn::Draw;
        assert!(state.to_setup().unwrap_err().to_string().contains("DRAW"));
        let mut state = State::start();
        state.board[4][4] = Pawn::Empty;
        let e = state.to_position(Rules::LUDOTEKA).unwrap_err();
        assert!(e.to_string().contains("not a legal position"), "{e}");
        for text in [
            "",
            "{",
            "[]",
            "{\"board\":[],\"turn\":\"WHITE\"}",
            "{\"board\":[[\"EMPTY\"]],\"turn\":\"WHITE\"}",
            &State::start().to_json().replace("KING", "QUEEN"),
            &State::start().to_json().replace("\"WHITE\"}", "\"RED\"}"),
        ] {
            let e = State::parse(text).unwrap_err();
            assert!(
                e.to_string().starts_with("the state message is not valid"),
                "{e}"
            );
        }
    }

    #[test]
    fn actions_are_gson_shaped() {
        let a = Action::new("e3-h3".parse().unwrap(), Side::Defenders);
        assert_eq!(a.to_json(), r#"{"from":"e3","to":"h3","turn":"WHITE"}"#);
        let b = Action::parse(r#"{"turn":"BLACK","to":"D3","from":"d1"}"#).unwrap();
        assert_eq!(b.turn, Turn::Black);
        assert_eq!(b.to_move().unwrap(), "d1-d3".parse().unwrap());
    }

    #[test]
    fn bad_actions_are_errors_that_say_why() {
        let a = |from: &str, to: &str| Action {
            from: from.into(),
            to: to.into(),
            turn: Turn::White,
        };
        let e = a("z0", "e3").to_move().unwrap_err();
        assert!(e.to_string().contains("\"from\" is \"z0\""), "{e}");
        let e = a("e3", "e33").to_move().unwrap_err();
        assert!(e.to_string().contains("\"to\""), "{e}");
        let e = a("e3", "f4").to_move().unwrap_err();
        assert!(e.to_string().contains("rank or file"), "{e}");
        assert!(a("e3", "e3").to_move().is_err());
        for text in [
            "{}",
            r#"{"from":"e3","to":"e4"}"#,
            r#"{"from":3,"to":"e4","turn":"WHITE"}"#,
            "null",
        ] {
            assert!(Action::parse(text).is_err(), "{text}");
        }
    }

    #[test]
    fn names_are_json_strings_kept_as_java_keeps_them() {
        assert_eq!(name_json("tablut"), "\"tablut\"");
        assert_eq!(parse_name("\"tablut\""), "tablut");
        assert_eq!(parse_name("plain"), "plain");
        assert_eq!(sanitize_name("<b>Team-42</b> rocks"), "bTeam42");
        assert_eq!(sanitize_name("Àlpha_ω"), "Àlphaω");
        assert_eq!(sanitize_name(""), "");
    }

    #[test]
    fn turns_follow_outcomes() {
        assert_eq!(Turn::after(Outcome::Ongoing, Side::Attackers), Turn::Black);
        let win = Outcome::Win {
            winner: Side::Defenders,
            reason: tablut_core::WinReason::Escape,
        };
        assert_eq!(Turn::after(win, Side::Attackers), Turn::WhiteWin);
        assert_eq!(Turn::WhiteWin.winner(), Some(Side::Defenders));
        assert!(Turn::Draw.is_over());
        assert_eq!(colour(Side::Attackers), "BLACK");
    }
}
