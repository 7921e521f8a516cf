//! [`Message`]: every OTEP command of `opentafl-engine-protocol.txt`, in
//! both directions, read from one line by [`Message::parse`] and written
//! back by `Display`.
//!
//! The parser is strict about the arguments of the commands it knows and
//! never panics: whatever the line, it returns a [`Message`] or a
//! [`ParseError`] whose text says what is wrong. Reading a line and writing
//! the message again gives the same text for every line written in the
//! form the spec shows (one space between words, no trailing space); and
//! for every message `m` that `parse` returns,
//! `Message::parse(&m.to_string()) == Ok(m)`.

use std::fmt;
use std::str::FromStr;

use tablut_core::notation::{read_rules, write_rules, OtnRulesError};
use tablut_core::{Outcome, ParseSetupError, Piece, Position, Rules, Setup, Side, Square};
use thiserror::Error;

use super::move_record::{MoveRecord, MoveRecordError};

/// The longest line, in bytes, that is read as a message; longer lines are
/// refused whole ([`ParseError::TooLong`]). The longest real OTEP line, a
/// rules record with every option, is under 1 KiB.
pub const MAX_LINE_LEN: usize = 16 * 1024;

/// A board as OTEP carries it: an OpenTafl position record, rank 1 first
/// (`/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/`). It holds only
/// the pieces: OTEP says who moves separately (`side`, `play`).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board(Setup);

impl Board {
    /// The pieces of `setup` (its side to move is dropped).
    pub fn from_setup(setup: &Setup) -> Board {
        let mut s = setup.clone();
        s.side_to_move = Side::Attackers;
        Board(s)
    }

    /// The pieces of `position`.
    pub fn of(position: &Position) -> Board {
        Board::from_setup(&position.to_setup())
    }

    /// These pieces with `side` to move.
    pub fn setup(&self, side: Side) -> Setup {
        let mut s = self.0.clone();
        s.side_to_move = side;
        s
    }

    /// The piece on `square`.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.0.piece_at(square)
    }
}

impl FromStr for Board {
    type Err = ParseSetupError;
    fn from_str(s: &str) -> Result<Board, ParseSetupError> {
        Setup::from_board_record(s, Side::Attackers).map(Board)
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.board_record())
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({self})")
    }
}

/// An OpenTafl rules record as sent in a `rules` command, kept as text so
/// that it prints back exactly; [`RulesRecord::read`] turns it into tablut
/// rules, or names the option tablut cannot play.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RulesRecord(String);

impl RulesRecord {
    /// The record of `rules` starting from `start` (tablut's writer).
    pub fn from_rules(rules: &Rules, start: &Setup) -> RulesRecord {
        RulesRecord(write_rules(rules, start))
    }

    /// The record's text.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The rules and start position the record describes; the start's side
    /// to move is the side that moves first (`atkf`).
    pub fn read(&self) -> Result<(Rules, Setup), OtnRulesError> {
        read_rules(&self.0)
    }
}

impl fmt::Display for RulesRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// One side's time in a `clock` command.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SideClock {
    /// Milliseconds left: of main time, or of the current overtime period
    /// when `overtime` is set.
    pub millis: u64,
    /// Main time has run out (written as a `*` after the number).
    pub overtime: bool,
}

impl fmt::Display for SideClock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.millis, if self.overtime { "*" } else { "" })
    }
}

/// The arguments of a `clock` command:
/// `clock <attacker-millis>[*] <defender-millis>[*] <overtime-seconds>
/// <attacker-overtimes> <defender-overtimes>`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ClockReport {
    /// The attackers' time.
    pub attackers: SideClock,
    /// The defenders' time.
    pub defenders: SideClock,
    /// The length of one overtime period, in seconds.
    pub overtime_secs: u64,
    /// Overtime periods the attackers have left.
    pub attacker_overtimes: u32,
    /// Overtime periods the defenders have left.
    pub defender_overtimes: u32,
}

impl ClockReport {
    /// The time of `side`.
    pub fn of(&self, side: Side) -> SideClock {
        match side {
            Side::Attackers => self.attackers,
            Side::Defenders => self.defenders,
        }
    }

    /// The overtime periods `side` has left.
    pub fn overtimes(&self, side: Side) -> u32 {
        match side {
            Side::Attackers => self.attacker_overtimes,
            Side::Defenders => self.defender_overtimes,
        }
    }
}

impl fmt::Display for ClockReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} {} {} {}",
            self.attackers,
            self.defenders,
            self.overtime_secs,
            self.attacker_overtimes,
            self.defender_overtimes
        )
    }
}

/// The code of an `error` command. Engines send [`ErrorCode::CRITICAL`]
/// and [`ErrorCode::NON_CRITICAL`]; OpenTafl sends the others about a
/// refused move. Any other number is kept as read.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ErrorCode(pub i32);

impl ErrorCode {
    /// `-1`, engine to host: the game cannot go on (OpenTafl ends it).
    pub const CRITICAL: ErrorCode = ErrorCode(-1);
    /// `0`, engine to host: shown to the user; the game goes on.
    pub const NON_CRITICAL: ErrorCode = ErrorCode(0);
    /// `1`, host to engine: the move was for the wrong side.
    pub const WRONG_SIDE: ErrorCode = ErrorCode(1);
    /// `2`, host to engine: the move was illegal.
    pub const ILLEGAL_MOVE: ErrorCode = ErrorCode(2);
    /// `3`, host to engine: berserk, wrong side.
    pub const BERSERK_WRONG_SIDE: ErrorCode = ErrorCode(3);
    /// `4`, host to engine: berserk, a piece that is not berserking moved.
    pub const BERSERK_ILLEGAL_MOVE: ErrorCode = ErrorCode(4);

    /// What the code means, in a few words.
    pub const fn describe(self) -> &'static str {
        match self.0 {
            -1 => "critical error",
            0 => "non-critical error",
            1 => "move for the wrong side",
            2 => "illegal move",
            3 => "berserk move for the wrong side",
            4 => "berserk move by a piece that is not berserking",
            _ => "unknown error code",
        }
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// The code of a `finish` command: how the game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FinishCode {
    /// `0`: stopped before anyone won.
    Abandoned,
    /// `1`: a draw.
    Draw,
    /// `2`: the attackers won.
    AttackersWin,
    /// `3`: the defenders won.
    DefendersWin,
}

impl FinishCode {
    /// The code for `outcome` (`Abandoned` while the game goes on).
    pub const fn from_outcome(outcome: Outcome) -> FinishCode {
        match outcome {
            Outcome::Ongoing => FinishCode::Abandoned,
            Outcome::Draw(_) => FinishCode::Draw,
            Outcome::Win {
                winner: Side::Attackers,
                ..
            } => FinishCode::AttackersWin,
            Outcome::Win {
                winner: Side::Defenders,
                ..
            } => FinishCode::DefendersWin,
        }
    }

    /// The number on the wire.
    pub const fn code(self) -> u8 {
        match self {
            FinishCode::Abandoned => 0,
            FinishCode::Draw => 1,
            FinishCode::AttackersWin => 2,
            FinishCode::DefendersWin => 3,
        }
    }
}

impl fmt::Display for FinishCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.code())
    }
}

/// One line of an `analysis` command: a variation and its evaluation.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisLine {
    /// The variation, its first move first (at least one move).
    pub moves: Vec<MoveRecord>,
    /// The evaluation of the first move. tablut writes whole numbers from
    /// the attackers' point of view (see `docs/engine-protocol.md`);
    /// OpenTafl reads any decimal number.
    pub eval: f64,
}

/// One OTEP command. Each variant's documentation shows its wire form and
/// direction ("host" is OpenTafl or tablut's match runner, "engine" the
/// program it runs).
#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    /// `hello [name]`, both ways: the engine has started. The name is a
    /// tablut extension (OpenTafl reads any line starting with `hello`).
    Hello(Option<String>),
    /// `simple-moves on|off`, engine to host: whether moves come in simple
    /// notation (`on`, the default) or full OTN.
    SimpleMoves(bool),
    /// `rules <rules-record>`, host to engine: set up a new game. A bare
    /// `rules` (either way) asks the other side to send its rules.
    Rules(Option<RulesRecord>),
    /// `position <position-record>`, host to engine: the board (for
    /// analysis and replays). A bare `position` asks for the board.
    Position(Option<Board>),
    /// `side attackers|defenders`, host to engine: who is to move (for
    /// analysis and replays). A bare `side` asks for it.
    Side(Option<Side>),
    /// `clock <a-ms>[*] <d-ms>[*] <overtime-s> <a-overtimes> <d-overtimes>`,
    /// host to engine: the time left. A bare `clock` asks for it.
    Clock(Option<ClockReport>),
    /// `analyze <number> <seconds>`, host to engine: analyse the position,
    /// giving up to `lines` variations within `seconds`.
    Analyze {
        /// How many variations to give (at least one is given).
        lines: u32,
        /// The most time to take, in seconds.
        seconds: u32,
    },
    /// `analysis <number> [<move>|<move>... <evaluation>]...`, engine to
    /// host: the answer to `analyze`.
    Analysis(Vec<AnalysisLine>),
    /// `play attackers|defenders`, host to engine: move for that side now.
    Play(Side),
    /// `move <move-record>`, engine to host: the engine's move.
    Move(MoveRecord),
    /// `move <position-record>`, host to engine: the engine's move was
    /// made; the board after it.
    MoveAccepted(Board),
    /// `error <code> [message]`, both ways.
    Error {
        /// What kind of error.
        code: ErrorCode,
        /// What went wrong (engines send one; OpenTafl never does).
        message: Option<String>,
    },
    /// `opponent-move <move>[|<move>...] <position-record>`, host to engine:
    /// the other side moved; the board after it.
    OpponentMove {
        /// The moves, oldest first (more than one only in berserk tafl).
        moves: Vec<MoveRecord>,
        /// The board after them.
        board: Board,
    },
    /// `finish <code>`, host to engine: the game is over.
    Finish(FinishCode),
    /// `goodbye`, host to engine: the engine may exit.
    Goodbye,
    /// `status [text]`, engine to host: text for OpenTafl's status line.
    Status(String),
}

/// Why a line is not an OTEP message. Quoted input is cut to a few dozen
/// characters.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseError {
    /// A blank line.
    #[error("empty line: an OTEP command was expected")]
    Empty,
    /// Longer than [`MAX_LINE_LEN`].
    #[error("line of {0} bytes is too long; OTEP lines are at most {MAX_LINE_LEN} bytes")]
    TooLong(usize),
    /// A control character other than a tab.
    #[error("the line contains control character U+{0:04X}; OTEP lines are plain text")]
    ControlCharacter(u32),
    /// A command OTEP does not have.
    #[error("unknown command '{0}'")]
    UnknownCommand(String),
    /// A required argument is missing.
    #[error("'{command}' needs {what}")]
    MissingArgument {
        /// The command.
        command: &'static str,
        /// What it needs.
        what: &'static str,
    },
    /// More arguments than the command takes.
    #[error("'{command}' takes no more arguments, but '{extra}' follows")]
    ExtraArgument {
        /// The command.
        command: &'static str,
        /// The first extra word.
        extra: String,
    },
    /// An argument of the wrong form.
    #[error("'{command}': '{text}' is not {expected}")]
    BadArgument {
        /// The command.
        command: &'static str,
        /// The argument.
        text: String,
        /// What was expected.
        expected: &'static str,
    },
    /// A position record that does not describe a 9×9 board.
    #[error("'{command}': {reason}")]
    Board {
        /// The command.
        command: &'static str,
        /// What is wrong with the record.
        reason: ParseSetupError,
    },
    /// A move record that is not a move.
    #[error("'{command}': {reason}")]
    MoveRecord {
        /// The command.
        command: &'static str,
        /// What is wrong with the move.
        reason: MoveRecordError,
    },
    /// An `analysis` whose count does not match its lines.
    #[error("'analysis' announces {announced} line(s) but gives {given}")]
    AnalysisCount {
        /// The number after `analysis`.
        announced: u32,
        /// How many move-list/evaluation pairs follow.
        given: usize,
    },
}

/// At most `n` characters of `s`, for quoting input in errors.
fn cut(s: &str, n: usize) -> String {
    s.chars().take(n).collect()
}

/// The words of an argument string, with checks for their number.
struct Args<'a> {
    command: &'static str,
    words: std::str::SplitWhitespace<'a>,
}

impl<'a> Args<'a> {
    fn new(command: &'static str, rest: &'a str) -> Args<'a> {
        Args {
            command,
            words: rest.split_whitespace(),
        }
    }

    fn next(&mut self, what: &'static str) -> Result<&'a str, ParseError> {
        self.words.next().ok_or(ParseError::MissingArgument {
            command: self.command,
            what,
        })
    }

    fn end(mut self) -> Result<(), ParseError> {
        match self.words.next() {
            None => Ok(()),
            Some(extra) => Err(ParseError::ExtraArgument {
                command: self.command,
                extra: cut(extra, 40),
            }),
        }
    }

    fn bad(&self, text: &str, expected: &'static str) -> ParseError {
        ParseError::BadArgument {
            command: self.command,
            text: cut(text, 40),
            expected,
        }
    }

    fn number<T: FromStr>(&mut self, what: &'static str) -> Result<T, ParseError> {
        let word = self.next(what)?;
        word.parse().map_err(|_| self.bad(word, what))
    }

    fn side(&mut self) -> Result<Side, ParseError> {
        let word = self.next("a side: attackers or defenders")?;
        match word {
            "attackers" => Ok(Side::Attackers),
            "defenders" => Ok(Side::Defenders),
            _ => Err(self.bad(word, "a side: attackers or defenders")),
        }
    }

    fn board(&mut self) -> Result<Board, ParseError> {
        let word = self.next("a position record, like /3ttt3/4t4/.../3ttt3/")?;
        word.parse().map_err(|source| ParseError::Board {
            command: self.command,
            reason: source,
        })
    }

    fn move_record(&self, word: &str) -> Result<MoveRecord, ParseError> {
        word.parse().map_err(|source| ParseError::MoveRecord {
            command: self.command,
            reason: source,
        })
    }

    fn move_list(&mut self, what: &'static str) -> Result<Vec<MoveRecord>, ParseError> {
        let word = self.next(what)?;
        word.split('|').map(|m| self.move_record(m)).collect()
    }

    fn side_clock(&mut self, what: &'static str) -> Result<SideClock, ParseError> {
        let word = self.next(what)?;
        let (digits, overtime) = match word.strip_suffix('*') {
            Some(d) => (d, true),
            None => (word, false),
        };
        // OpenTafl may report a period that has just run out as a small
        // negative number; it reads as no time left.
        let millis: i64 = digits.parse().map_err(|_| self.bad(word, what))?;
        Ok(SideClock {
            millis: millis.max(0) as u64,
            overtime,
        })
    }
}

/// Cleans free text for the wire: control characters become spaces and
/// the ends are trimmed, so the text stays on one line.
fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect::<String>()
        .trim()
        .to_string()
}

impl Message {
    /// Reads one line (a trailing `\n` or `\r\n` is allowed). Never panics.
    pub fn parse(line: &str) -> Result<Message, ParseError> {
        if line.len() > MAX_LINE_LEN {
            return Err(ParseError::TooLong(line.len()));
        }
        let line = line.strip_suffix('\n').unwrap_or(line);
        let line = line.strip_suffix('\r').unwrap_or(line);
        if let Some(c) = line.chars().find(|&c| c.is_control() && c != '\t') {
            return Err(ParseError::ControlCharacter(c as u32));
        }
        let line = line.trim();
        if line.is_empty() {
            return Err(ParseError::Empty);
        }
        let (keyword, rest) = match line.split_once(char::is_whitespace) {
            Some((k, r)) => (k, r.trim()),
            None => (line, ""),
        };
        // Free text keeps its words; tabs become spaces, as Display writes them.
        let text = || Some(one_line(rest)).filter(|t| !t.is_empty());
        let msg = match keyword {
            "hello" => Message::Hello(text()),
            "simple-moves" => {
                let mut a = Args::new("simple-moves", rest);
                let word = a.next("on or off")?;
                let on = match word {
                    "on" => true,
                    "off" => false,
                    _ => return Err(a.bad(word, "on or off")),
                };
                a.end()?;
                Message::SimpleMoves(on)
            }
            "rules" => Message::Rules(text().map(RulesRecord)),
            "position" => {
                let mut a = Args::new("position", rest);
                if rest.is_empty() {
                    Message::Position(None)
                } else {
                    let board = a.board()?;
                    a.end()?;
                    Message::Position(Some(board))
                }
            }
            "side" => {
                let mut a = Args::new("side", rest);
                if rest.is_empty() {
                    Message::Side(None)
                } else {
                    let side = a.side()?;
                    a.end()?;
                    Message::Side(Some(side))
                }
            }
            "clock" => {
                let mut a = Args::new("clock", rest);
                if rest.is_empty() {
                    Message::Clock(None)
                } else {
                    let attackers = a.side_clock("the attackers' milliseconds")?;
                    let defenders = a.side_clock("the defenders' milliseconds")?;
                    let overtime_secs = a.number("the overtime period in seconds")?;
                    let attacker_overtimes = a.number("the attackers' overtime count")?;
                    let defender_overtimes = a.number("the defenders' overtime count")?;
                    a.end()?;
                    Message::Clock(Some(ClockReport {
                        attackers,
                        defenders,
                        overtime_secs,
                        attacker_overtimes,
                        defender_overtimes,
                    }))
                }
            }
            "analyze" => {
                let mut a = Args::new("analyze", rest);
                let lines = a.number("a number of variations")?;
                let seconds = a.number("a number of seconds")?;
                a.end()?;
                Message::Analyze { lines, seconds }
            }
            "analysis" => {
                let mut a = Args::new("analysis", rest);
                let announced: u32 = a.number("a number of variations")?;
                let words: Vec<&str> = a.words.by_ref().collect();
                if words.len() % 2 != 0 || words.len() / 2 != announced as usize {
                    return Err(ParseError::AnalysisCount {
                        announced,
                        given: words.len() / 2,
                    });
                }
                let mut lines = Vec::with_capacity(words.len() / 2);
                for pair in words.chunks(2) {
                    let moves = pair[0]
                        .split('|')
                        .map(|m| a.move_record(m))
                        .collect::<Result<Vec<_>, _>>()?;
                    let eval: f64 = pair[1]
                        .parse()
                        .ok()
                        .filter(|e: &f64| e.is_finite())
                        .ok_or_else(|| a.bad(pair[1], "an evaluation (a number)"))?;
                    lines.push(AnalysisLine { moves, eval });
                }
                Message::Analysis(lines)
            }
            "play" => {
                let mut a = Args::new("play", rest);
                let side = a.side()?;
                a.end()?;
                Message::Play(side)
            }
            "move" => {
                let mut a = Args::new("move", rest);
                let word = a.next("a move record (e3-e5) or a position record")?;
                let msg = if word.starts_with('/') {
                    Message::MoveAccepted(word.parse().map_err(|source| ParseError::Board {
                        command: "move",
                        reason: source,
                    })?)
                } else {
                    Message::Move(a.move_record(word)?)
                };
                a.end()?;
                msg
            }
            "error" => {
                let mut a = Args::new("error", rest);
                let code = ErrorCode(a.number("an error code")?);
                let message = rest
                    .split_once(char::is_whitespace)
                    .map(|(_, m)| one_line(m))
                    .filter(|m| !m.is_empty());
                Message::Error { code, message }
            }
            "opponent-move" => {
                let mut a = Args::new("opponent-move", rest);
                let moves = a.move_list("a move list, like e3-e5")?;
                let board = a.board()?;
                a.end()?;
                Message::OpponentMove { moves, board }
            }
            "finish" => {
                let mut a = Args::new("finish", rest);
                let word = a.next("a finish code 0-3")?;
                let code = match word {
                    "0" => FinishCode::Abandoned,
                    "1" => FinishCode::Draw,
                    "2" => FinishCode::AttackersWin,
                    "3" => FinishCode::DefendersWin,
                    _ => return Err(a.bad(word, "a finish code 0-3")),
                };
                a.end()?;
                Message::Finish(code)
            }
            "goodbye" => {
                Args::new("goodbye", rest).end()?;
                Message::Goodbye
            }
            "status" => Message::Status(one_line(rest)),
            other => return Err(ParseError::UnknownCommand(cut(other, 32))),
        };
        Ok(msg)
    }

    /// The command word (`hello`, `opponent-move`, …).
    pub const fn command(&self) -> &'static str {
        match self {
            Message::Hello(_) => "hello",
            Message::SimpleMoves(_) => "simple-moves",
            Message::Rules(_) => "rules",
            Message::Position(_) => "position",
            Message::Side(_) => "side",
            Message::Clock(_) => "clock",
            Message::Analyze { .. } => "analyze",
            Message::Analysis(_) => "analysis",
            Message::Play(_) => "play",
            Message::Move(_) | Message::MoveAccepted(_) => "move",
            Message::Error { .. } => "error",
            Message::OpponentMove { .. } => "opponent-move",
            Message::Finish(_) => "finish",
            Message::Goodbye => "goodbye",
            Message::Status(_) => "status",
        }
    }
}

impl FromStr for Message {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Message, ParseError> {
        Message::parse(s)
    }
}

/// Writes `value` after the command word if there is one.
fn optional(f: &mut fmt::Formatter<'_>, value: Option<impl fmt::Display>) -> fmt::Result {
    match value {
        Some(v) => write!(f, " {v}"),
        None => Ok(()),
    }
}

/// Writes free text after the command word, kept on one line.
fn free_text(f: &mut fmt::Formatter<'_>, text: &str) -> fmt::Result {
    let clean = one_line(text);
    if clean.is_empty() {
        Ok(())
    } else {
        write!(f, " {clean}")
    }
}

/// Writes moves joined by `|`.
fn move_list(f: &mut fmt::Formatter<'_>, moves: &[MoveRecord]) -> fmt::Result {
    for (i, m) in moves.iter().enumerate() {
        if i > 0 {
            f.write_str("|")?;
        }
        write!(f, "{m}")?;
    }
    Ok(())
}

/// Writes the message as one line, without the newline. Free text
/// (names, messages, status) is written with control characters as spaces.
impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.command())?;
        match self {
            Message::Hello(name) => free_text(f, name.as_deref().unwrap_or("")),
            Message::SimpleMoves(on) => f.write_str(if *on { " on" } else { " off" }),
            Message::Rules(r) => match r {
                Some(r) => free_text(f, r.as_str()),
                None => Ok(()),
            },
            Message::Position(b) => optional(f, b.as_ref()),
            Message::Side(s) => optional(f, s.as_ref()),
            Message::Clock(c) => optional(f, c.as_ref()),
            Message::Analyze { lines, seconds } => write!(f, " {lines} {seconds}"),
            Message::Analysis(lines) => {
                write!(f, " {}", lines.len())?;
                for line in lines {
                    f.write_str(" ")?;
                    move_list(f, &line.moves)?;
                    write!(f, " {}", line.eval)?;
                }
                Ok(())
            }
            Message::Play(side) => write!(f, " {side}"),
            Message::Move(m) => write!(f, " {m}"),
            Message::MoveAccepted(b) => write!(f, " {b}"),
            Message::Error { code, message } => {
                write!(f, " {code}")?;
                free_text(f, message.as_deref().unwrap_or(""))
            }
            Message::OpponentMove { moves, board } => {
                f.write_str(" ")?;
                move_list(f, moves)?;
                write!(f, " {board}")
            }
            Message::Finish(code) => write!(f, " {code}"),
            Message::Goodbye => Ok(()),
            Message::Status(text) => free_text(f, text),
        }
    }
}
