//! The engine side of OTEP: a session that reads the host's commands, keeps
//! the game in step with the host, and answers `play` with `move` and
//! `analyze` with `analysis`, searching with any [`Searcher`] (tablut's
//! engine in `tablut engine`, or a scripted one in tests).
//!
//! Three threads: one reads the input and hands lines over a channel, one
//! runs the search (taking the searcher with it and handing it back with
//! the result), and the caller's owns the game and answers every message
//! in order, so a search can be stopped by the next command. The protocol
//! as spoken here is written down in `docs/engine-protocol.md`.
//!
//! ```
//! use std::io::Cursor;
//! use std::time::Duration;
//! use tablut_core::{Game, Move};
//! use tablut_protocol::otep::{Found, Searcher, Session, SessionConfig, Eval, SearchLimits, Iteration};
//!
//! /// Plays the first legal move.
//! struct First;
//! impl Searcher for First {
//!     fn new_game(&mut self) {}
//!     fn stop_handle(&self) -> Box<dyn Fn() + Send> {
//!         Box::new(|| {})
//!     }
//!     fn search(&mut self, game: &Game, _: &SearchLimits, _: &mut dyn FnMut(Iteration)) -> Found {
//!         let best = game.legal_moves().iter().next().copied();
//!         Found { best, pv: best.into_iter().collect(), eval: Eval::Centi(0), more: Vec::new() }
//!     }
//! }
//!
//! let input = "rules dim:9 esc:e start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/\n\
//!              play attackers\n";
//! let mut out = Vec::new();
//! let config = SessionConfig::new("first 1.0");
//! Session::new(config, First, || First)
//!     .run(Cursor::new(input), &mut out, &mut std::io::sink())
//!     .unwrap();
//! let out = String::from_utf8(out).unwrap();
//! assert!(out.starts_with("hello first 1.0\n"));
//! assert!(out.lines().any(|l| l.starts_with("move ")));
//! ```

use std::collections::VecDeque;
use std::io::{self, BufRead, Write};
use std::panic::{self, AssertUnwindSafe};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::Duration;

use tablut_core::{Game, Move, Position, Rules, Side};

use super::{
    read_line, AnalysisLine, Board, ClockReport, ErrorCode, Line, Message, MoveRecord, ParseError,
    RulesRecord, MAX_LINE_LEN,
};

/// What ends one search: a depth, a time for this move, or a game clock
/// to budget from (any together; none searches until stopped).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchLimits {
    /// Never deeper than this many plies.
    pub depth: Option<u32>,
    /// Think this long.
    pub movetime: Option<Duration>,
    /// Budget from the time left on the mover's clock.
    pub clock: Option<ClockBudget>,
    /// How many best lines to give (an analysis; 0 or 1: one).
    pub lines: u32,
}

/// The mover's clock, for a searcher that budgets its time.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ClockBudget {
    /// Time left.
    pub remaining: Duration,
    /// Time that comes back after each move (an overtime period here).
    pub increment: Duration,
}

/// A score from the side to move's point of view.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Eval {
    /// An evaluation in hundredths of a soldier.
    Centi(i32),
    /// The side to move wins by force in this many plies.
    WinIn(u32),
    /// The side to move loses by force in this many plies.
    LossIn(u32),
}

/// One finished iteration of a search, reported as a `status` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Iteration {
    /// Depth of the iteration, in plies.
    pub depth: u32,
    /// Deepest ply reached.
    pub seldepth: u32,
    /// The score as the searcher writes it for people (`+1.25`, `win in 3`).
    pub score: String,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Nodes a second.
    pub nps: u64,
    /// Time since the search started.
    pub elapsed: Duration,
    /// The principal variation.
    pub pv: Vec<Move>,
}

/// The most variations an `analyze` gets.
pub const MAX_LINES: u32 = 20;

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The move to play; `None` only when there is none.
    pub best: Option<Move>,
    /// The principal variation, `best` first.
    pub pv: Vec<Move>,
    /// Its score for the side to move.
    pub eval: Eval,
    /// The next best lines with their scores, second best first, when
    /// more than one was asked for ([`SearchLimits::lines`]).
    pub more: Vec<(Vec<Move>, Eval)>,
}

/// Something that searches positions: what an engine session needs of an
/// engine. It moves to a search thread for each search and back.
pub trait Searcher: Send + 'static {
    /// Forgets what it learnt in the last game (a new one starts).
    fn new_game(&mut self);

    /// A way to stop the next search, or the one running, from another
    /// thread; the search then returns its best move so far. Called
    /// repeatedly while waiting, so a stop that comes before the search
    /// starts is not lost.
    fn stop_handle(&self) -> Box<dyn Fn() + Send>;

    /// Searches `game` within `limits`, calling `progress` after each
    /// finished iteration.
    fn search(
        &mut self,
        game: &Game,
        limits: &SearchLimits,
        progress: &mut dyn FnMut(Iteration),
    ) -> Found;

    /// Thinks on the opponent's time, when the session ponders
    /// ([`SessionConfig::ponder`]): the session has just played `pv[0]` in
    /// `game` (the game before that move), and `pv[1]`, when there is one,
    /// is the reply the search expects. A searcher that ponders searches
    /// on by itself until its next [`search`](Self::search) (which finds
    /// out whether the reply was the one expected) or
    /// [`stop_pondering`](Self::stop_pondering). The default does nothing.
    fn ponder(&mut self, game: &Game, pv: &[Move]) {
        let _ = (game, pv);
    }

    /// Stops thinking on the opponent's time: the game went another way
    /// than a search can follow (new rules or position, our move refused,
    /// the game over, the session ending). The default does nothing.
    fn stop_pondering(&mut self) {}
}

/// How a session plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SessionConfig {
    /// The name sent in `hello`.
    pub name: String,
    /// Never search deeper than this.
    pub depth: Option<u32>,
    /// Time per move when the host sends no clock.
    pub movetime: Duration,
    /// At most this many notes go to the notes writer (stderr): a host that
    /// never reads the engine's stderr (OpenTafl does not) must not fill
    /// the pipe and block it. The log gets them all.
    pub notes_budget: u32,
    /// The prefix of every note (`tablut engine: `).
    pub note_prefix: String,
    /// Think on the opponent's time: after each move, the searcher is
    /// asked to [`ponder`](Searcher::ponder) until the host's next command
    /// that needs it. Off by default.
    pub ponder: bool,
}

impl SessionConfig {
    /// A session named `name`, 5 s per move without a clock, no depth limit.
    pub fn new(name: &str) -> SessionConfig {
        SessionConfig {
            name: name.to_string(),
            depth: None,
            movetime: Duration::from_secs(5),
            notes_budget: 100,
            note_prefix: String::new(),
            ponder: false,
        }
    }
}

/// How long after `play` a `clock` may still come and count for this move
/// (the spec sends it after `play`, OpenTafl 0.4.8 before).
const CLOCK_GRACE: Duration = Duration::from_millis(30);
/// Time kept back from every budget for the pipes and the host.
const MARGIN: Duration = Duration::from_millis(50);
/// The most time a clock is taken to show.
const MAX_CLOCK: Duration = Duration::from_secs(30 * 24 * 3600);
/// The shortest search worth starting.
const MIN_THINK: Duration = Duration::from_millis(10);

/// What the main loop waits for.
enum Event<S> {
    /// A line of input; `None` at its end.
    Input(Option<Line>),
    /// A search finished an iteration.
    Info(u64, Iteration),
    /// A search ended; the searcher comes back with the result.
    Done(u64, Box<S>, Found),
    /// A search panicked; the searcher is lost.
    Crashed(u64),
}

/// What a running search is for.
#[derive(Copy, Clone, Debug)]
enum Purpose {
    Play,
    Analyze,
}

struct Search {
    id: u64,
    stop: Box<dyn Fn() + Send>,
    purpose: Purpose,
    /// The side to move at the root.
    side: Side,
}

/// Whether to go on after a message.
#[derive(PartialEq, Eq)]
enum Flow {
    Continue,
    Quit,
}

/// The output, the log and the notes.
struct Io<'a> {
    out: &'a mut dyn Write,
    log: Option<Box<dyn Write + Send>>,
    notes: &'a mut dyn Write,
    notes_left: u32,
    prefix: String,
}

impl Io<'_> {
    fn send(&mut self, msg: &Message) -> io::Result<()> {
        let line = msg.to_string();
        writeln!(self.out, "{line}")?;
        self.out.flush()?;
        self.log("> ", &line);
        Ok(())
    }

    fn log(&mut self, prefix: &str, text: &str) {
        if let Some(log) = &mut self.log {
            // A log that cannot be written is not worth stopping a game for.
            let _ = writeln!(log, "{prefix}{text}").and_then(|()| log.flush());
        }
    }

    /// A note for the person running the engine: the notes and the log.
    fn note(&mut self, text: &str) {
        self.log("# ", text);
        if self.notes_left > 0 {
            self.notes_left -= 1;
            let _ = writeln!(self.notes, "{}{text}", self.prefix);
            if self.notes_left == 0 {
                let _ = writeln!(self.notes, "{}(further notes only in --log)", self.prefix);
            }
            let _ = self.notes.flush();
        }
    }
}

/// An OTEP engine session: the game as the host sees it, and the searcher.
pub struct Session<S: Searcher> {
    config: SessionConfig,
    searcher: Option<Box<S>>,
    replace: Box<dyn Fn() -> S + Send>,
    log: Option<Box<dyn Write + Send>>,
}

impl<S: Searcher> Session<S> {
    /// A session that searches with `searcher`; `replace` makes a new one
    /// when a search panics (the old one is lost with its thread).
    pub fn new(
        config: SessionConfig,
        searcher: S,
        replace: impl Fn() -> S + Send + 'static,
    ) -> Session<S> {
        Session {
            config,
            searcher: Some(Box::new(searcher)),
            replace: Box::new(replace),
            log: None,
        }
    }

    /// Writes every line received (`< `) and sent (`> `), and the notes
    /// (`# `), to `log`.
    pub fn with_log(mut self, log: Box<dyn Write + Send>) -> Session<S> {
        self.log = Some(log);
        self
    }

    /// Sends `hello`, then answers the commands read from `input` on `out`
    /// until `goodbye` or the end of `input` (a search running then still
    /// answers), with notes for people on `notes`. Fails only when `out`
    /// cannot be written or no search thread can be started.
    pub fn run(
        self,
        input: impl BufRead + Send + 'static,
        out: &mut dyn Write,
        notes: &mut dyn Write,
    ) -> io::Result<()> {
        let (tx, rx) = mpsc::channel();
        spawn_reader(input, tx.clone());
        let mut state = State {
            depth: self.config.depth,
            ponder: self.config.ponder,
            movetime: self.config.movetime,
            io: Io {
                out,
                log: self.log,
                notes,
                notes_left: self.config.notes_budget,
                prefix: self.config.note_prefix.clone(),
            },
            rx,
            tx,
            backlog: VecDeque::new(),
            replace: self.replace,
            searcher: self.searcher,
            search: None,
            next_id: 0,
            rules: None,
            game: None,
            clock: None,
            own_move: None,
        };
        state.run(&self.config.name)
    }
}

/// The session while it runs.
struct State<'a, S> {
    depth: Option<u32>,
    ponder: bool,
    movetime: Duration,
    io: Io<'a>,
    rx: Receiver<Event<S>>,
    tx: Sender<Event<S>>,
    /// Events taken from the channel early (while waiting for a search to
    /// stop, or looking for a `clock` after `play`), handled first.
    backlog: VecDeque<Event<S>>,
    replace: Box<dyn Fn() -> S + Send>,
    /// The searcher; `None` while a search thread has it.
    searcher: Option<Box<S>>,
    search: Option<Search>,
    next_id: u64,
    rules: Option<(Rules, RulesRecord)>,
    game: Option<Game>,
    clock: Option<ClockReport>,
    /// Our last move, until the host confirms or refuses it.
    own_move: Option<Move>,
}

impl<S: Searcher> State<'_, S> {
    fn run(&mut self, name: &str) -> io::Result<()> {
        self.io.send(&Message::Hello(Some(name.to_string())))?;
        // At the end of the input a running search still answers (so that
        // `printf '...play attackers\n' | tablut engine` prints its move).
        let mut input_ended = false;
        loop {
            if input_ended && self.search.is_none() {
                return Ok(());
            }
            let event = self.next_event(None).unwrap_or(Event::Input(None));
            match event {
                Event::Input(None) => {
                    input_ended = true;
                    self.stop_pondering();
                }
                Event::Input(Some(Line::TooLong(n))) => {
                    self.complain(
                        ErrorCode::NON_CRITICAL,
                        &format!("ignored a line of {n} bytes (at most {MAX_LINE_LEN})"),
                    )?;
                }
                Event::Input(Some(Line::Text(text))) => {
                    self.io.log("< ", &text);
                    match Message::parse(&text) {
                        Ok(msg) => {
                            if self.handle(msg)? == Flow::Quit {
                                return Ok(());
                            }
                        }
                        Err(ParseError::Empty) => {}
                        // OpenTafl sends commands outside the spec (`dump`);
                        // ignoring them is what the spec's hosts expect.
                        Err(e @ ParseError::UnknownCommand(_)) => {
                            self.io.note(&format!("{e}; ignored"))
                        }
                        Err(e) => {
                            self.complain(ErrorCode::NON_CRITICAL, &format!("{e}; line ignored"))?
                        }
                    }
                }
                Event::Info(id, info) => {
                    if let Some(s) = self.search.as_ref().filter(|s| s.id == id) {
                        let text = status_text(&info, s.side);
                        self.io.send(&Message::Status(text))?;
                    }
                }
                Event::Done(id, searcher, found) => {
                    self.searcher = Some(searcher);
                    if let Some(search) = self.search.take_if(|s| s.id == id) {
                        self.conclude(search, found)?;
                    }
                }
                Event::Crashed(id) => {
                    self.searcher = Some(Box::new((self.replace)()));
                    if self.search.take_if(|s| s.id == id).is_some() {
                        self.complain(ErrorCode::CRITICAL, "the search failed (internal error)")?;
                    }
                }
            }
        }
    }

    /// The next event: the backlog first, then the channel (waiting at
    /// most `timeout`, or for ever).
    fn next_event(&mut self, timeout: Option<Duration>) -> Option<Event<S>> {
        if let Some(e) = self.backlog.pop_front() {
            return Some(e);
        }
        match timeout {
            None => self.rx.recv().ok(),
            Some(t) => self.rx.recv_timeout(t).ok(),
        }
    }

    /// Sends `error <code> <text>` and notes it.
    fn complain(&mut self, code: ErrorCode, text: &str) -> io::Result<()> {
        self.io.note(&format!("error {code}: {text}"));
        self.io.send(&Message::Error {
            code,
            message: Some(text.to_string()),
        })
    }

    fn handle(&mut self, msg: Message) -> io::Result<Flow> {
        match msg {
            Message::Rules(Some(record)) => self.set_rules(record)?,
            Message::Rules(None) => {
                if let Some((_, record)) = &self.rules {
                    let msg = Message::Rules(Some(record.clone()));
                    self.io.send(&msg)?;
                }
            }
            Message::Position(Some(board)) => {
                self.cancel_search();
                self.stop_pondering();
                let side = self.side_to_move();
                self.set_board(&board, side)?;
            }
            Message::Position(None) => {
                if let Some(game) = &self.game {
                    let msg = Message::Position(Some(Board::of(game.position())));
                    self.io.send(&msg)?;
                }
            }
            Message::Side(Some(side)) => {
                self.cancel_search();
                self.stop_pondering();
                self.ensure_side(side)?;
            }
            Message::Side(None) => {
                if let Some(side) = self.side_to_move() {
                    self.io.send(&Message::Side(Some(side)))?;
                }
            }
            Message::Clock(Some(report)) => self.clock = Some(report),
            Message::Play(side) => self.play(side)?,
            Message::Analyze { lines, seconds } => self.analyze(lines, seconds)?,
            Message::OpponentMove { moves, board } => {
                self.cancel_search();
                self.opponent_moved(&moves, &board)?;
            }
            Message::MoveAccepted(board) => self.move_accepted(&board)?,
            Message::Error { code, message } => self.host_error(code, message),
            Message::Finish(code) => {
                self.cancel_search();
                self.stop_pondering();
                self.own_move = None;
                self.clock = None;
                self.io.note(&format!("game over (finish {code})"));
            }
            Message::Goodbye => {
                self.cancel_search();
                self.stop_pondering();
                return Ok(Flow::Quit);
            }
            // Engine-to-host messages, and a bare `clock`, need nothing.
            Message::Hello(_)
            | Message::SimpleMoves(_)
            | Message::Clock(None)
            | Message::Analysis(_)
            | Message::Move(_)
            | Message::Status(_) => {}
        }
        Ok(Flow::Continue)
    }

    fn side_to_move(&self) -> Option<Side> {
        self.game.as_ref().map(|g| g.position().side_to_move())
    }

    /// Stops the searcher thinking on the opponent's time (it is with the
    /// session whenever no search runs, which is when it may ponder).
    fn stop_pondering(&mut self) {
        if let Some(searcher) = &mut self.searcher {
            searcher.stop_pondering();
        }
    }

    /// `rules <record>`: a new game from the record's start, or `error -1`
    /// naming what cannot be played.
    fn set_rules(&mut self, record: RulesRecord) -> io::Result<()> {
        self.cancel_search();
        self.stop_pondering();
        self.rules = None;
        self.game = None;
        self.clock = None;
        self.own_move = None;
        let (rules, setup) = match record.read() {
            Ok(r) => r,
            Err(e) => {
                return self.complain(
                    ErrorCode::CRITICAL,
                    &format!("cannot play these rules: {e}"),
                )
            }
        };
        match Position::from_setup(&setup, rules) {
            Ok(position) => {
                self.game = Some(Game::new(position));
                self.rules = Some((rules, record));
                if let Some(searcher) = &mut self.searcher {
                    searcher.new_game();
                }
                Ok(())
            }
            Err(e) => self.complain(
                ErrorCode::CRITICAL,
                &format!("cannot play these rules: the start position: {e}"),
            ),
        }
    }

    /// Replaces the game by `board` with `side` to move (history is lost).
    fn set_board(&mut self, board: &Board, side: Option<Side>) -> io::Result<()> {
        let Some((rules, _)) = self.rules else {
            return self.complain(ErrorCode::NON_CRITICAL, "a position came before any rules");
        };
        let side = side.unwrap_or(rules.first);
        match Position::from_setup(&board.setup(side), rules) {
            Ok(position) => {
                self.game = Some(Game::new(position));
                self.own_move = None;
                Ok(())
            }
            Err(e) => {
                self.game = None;
                self.complain(
                    ErrorCode::NON_CRITICAL,
                    &format!("cannot use position {board}: {e}"),
                )
            }
        }
    }

    /// Makes `side` the side to move, keeping the board.
    fn ensure_side(&mut self, side: Side) -> io::Result<()> {
        let Some(game) = &self.game else {
            return Ok(());
        };
        if game.position().side_to_move() == side {
            return Ok(());
        }
        let board = Board::of(game.position());
        self.set_board(&board, Some(side))
    }

    /// `opponent-move`: plays the moves if they lead to `board`, and
    /// otherwise takes `board` as it is.
    fn opponent_moved(&mut self, moves: &[MoveRecord], board: &Board) -> io::Result<()> {
        let Some(game) = &self.game else {
            return self.complain(ErrorCode::NON_CRITICAL, "a move came before any rules");
        };
        let mut next = game.clone();
        let played = moves.iter().all(|m| next.play(m.mv).is_ok());
        if played && Board::of(next.position()) == *board {
            self.game = Some(next);
            return Ok(());
        }
        // OpenTafl repeats the last move after refusing ours (error,
        // opponent-move, play): the board already matches.
        if Board::of(game.position()) == *board {
            return Ok(());
        }
        // Otherwise trust the host's board. The side to move is the one
        // that did not make the last move.
        let mover = moves
            .last()
            .and_then(|m| board.piece_at(m.mv.to()))
            .map(|p| p.side());
        let side = mover.map(Side::opponent).or(self.side_to_move());
        let list: Vec<String> = moves.iter().map(ToString::to_string).collect();
        self.io.note(&format!(
            "opponent-move {} does not lead to {board} here; taking the board as given",
            list.join("|")
        ));
        self.set_board(board, side)
    }

    /// `move <board>`: the host made our move; check we agree.
    fn move_accepted(&mut self, board: &Board) -> io::Result<()> {
        self.own_move = None;
        let Some(game) = &self.game else {
            return Ok(());
        };
        if Board::of(game.position()) != *board {
            let side = self.side_to_move();
            self.io.note(&format!(
                "the host's board after our move differs from ours; taking {board}"
            ));
            self.set_board(board, side)?;
        }
        Ok(())
    }

    /// `error <code>` from the host: a refused move is taken back.
    fn host_error(&mut self, code: ErrorCode, message: Option<String>) {
        let refused = (1..=4).contains(&code.0);
        let mut note = format!("host sent error {code} ({})", code.describe());
        if let Some(m) = message {
            note.push_str(&format!(": {m}"));
        }
        if refused {
            self.stop_pondering();
            if let (Some(mv), Some(game)) = (self.own_move.take(), &mut self.game) {
                if game.moves().last() == Some(mv) {
                    game.undo();
                    note.push_str(&format!("; {mv} taken back"));
                }
            }
        }
        self.io.note(&note);
    }

    /// `play <side>`: search, then answer `move`.
    fn play(&mut self, side: Side) -> io::Result<()> {
        self.cancel_search();
        if self.game.is_none() {
            let why = if self.rules.is_some() {
                "no valid position to play from"
            } else {
                "asked to play before any rules"
            };
            return self.complain(ErrorCode::CRITICAL, why);
        }
        self.ensure_side(side)?;
        if self.game.is_none() {
            return self.complain(ErrorCode::CRITICAL, "no valid position to play from");
        }
        self.await_clock();
        let limits = move_limits(self.clock.as_ref(), side, self.depth, self.movetime);
        self.start_search(Purpose::Play, limits)
    }

    /// Takes a `clock` that follows `play` at once into account.
    fn await_clock(&mut self) {
        let Some(event) = self.next_event(Some(CLOCK_GRACE)) else {
            return;
        };
        if let Event::Input(Some(Line::Text(text))) = &event {
            if let Ok(Message::Clock(Some(report))) = Message::parse(text) {
                self.io.log("< ", text);
                self.clock = Some(report);
                return;
            }
        }
        self.backlog.push_front(event);
    }

    /// `analyze <n> <seconds>`: up to `n` variations (at most
    /// [`MAX_LINES`]), within the time.
    fn analyze(&mut self, lines: u32, seconds: u32) -> io::Result<()> {
        self.cancel_search();
        self.stop_pondering();
        if self.game.is_none() {
            return self.complain(
                ErrorCode::NON_CRITICAL,
                "nothing to analyse: no rules or position",
            );
        }
        let time = Duration::from_secs(u64::from(seconds))
            .min(MAX_CLOCK)
            .saturating_sub(MARGIN * 2);
        let limits = SearchLimits {
            depth: self.depth,
            movetime: Some(time.max(MIN_THINK)),
            clock: None,
            lines: lines.clamp(1, MAX_LINES),
        };
        self.start_search(Purpose::Analyze, limits)
    }

    fn start_search(&mut self, purpose: Purpose, limits: SearchLimits) -> io::Result<()> {
        let Some(game) = self.game.clone() else {
            return Ok(());
        };
        self.wait_for_searcher();
        let Some(mut searcher) = self.searcher.take() else {
            return Ok(());
        };
        let id = self.next_id;
        self.next_id += 1;
        let stop = searcher.stop_handle();
        let tx = self.tx.clone();
        thread::Builder::new()
            .name("search".into())
            .spawn(move || {
                let info_tx = tx.clone();
                let run = panic::catch_unwind(AssertUnwindSafe(move || {
                    let found = searcher.search(&game, &limits, &mut |info| {
                        let _ = info_tx.send(Event::Info(id, info));
                    });
                    (searcher, found)
                }));
                let _ = tx.send(match run {
                    Ok((searcher, found)) => Event::Done(id, searcher, found),
                    Err(_) => Event::Crashed(id),
                });
            })?;
        let side = self.side_to_move().unwrap_or(Side::Attackers);
        self.search = Some(Search {
            id,
            stop,
            purpose,
            side,
        });
        Ok(())
    }

    /// Stops the running search, if any, and discards its result.
    fn cancel_search(&mut self) {
        if let Some(search) = self.search.take() {
            (search.stop)();
            self.wait_for_searcher_stopping(&search.stop);
        }
    }

    fn wait_for_searcher(&mut self) {
        if self.searcher.is_none() {
            if let Some(search) = self.search.take() {
                (search.stop)();
                self.wait_for_searcher_stopping(&search.stop);
            }
        }
    }

    /// Waits for the search thread to hand the searcher back, keeping
    /// other events for later. The stop is repeated while waiting.
    fn wait_for_searcher_stopping(&mut self, stop: &dyn Fn()) {
        let mut kept = VecDeque::new();
        while self.searcher.is_none() {
            match self.rx.recv_timeout(Duration::from_millis(10)) {
                Ok(Event::Done(_, searcher, _)) => self.searcher = Some(searcher),
                Ok(Event::Crashed(_)) => {
                    self.searcher = Some(Box::new((self.replace)()));
                }
                Ok(Event::Info(..)) => {}
                Ok(other) => kept.push_back(other),
                Err(RecvTimeoutError::Timeout) => stop(),
                Err(RecvTimeoutError::Disconnected) => {
                    self.searcher = Some(Box::new((self.replace)()));
                }
            }
        }
        self.backlog.extend(kept);
    }

    /// Answers a finished search.
    fn conclude(&mut self, search: Search, found: Found) -> io::Result<()> {
        match search.purpose {
            Purpose::Play => {
                let Some(mv) = found.best else {
                    return self.complain(ErrorCode::CRITICAL, "the engine has no legal move here");
                };
                let mut before = None;
                if let Some(game) = &mut self.game {
                    let kept = game.clone();
                    if game.play(mv).is_ok() {
                        self.own_move = Some(mv);
                        before = Some(kept);
                    }
                }
                self.io.send(&Message::Move(MoveRecord::simple(mv)))?;
                // Think on the host's time, about the reply the search
                // expects, until the next command that needs the searcher.
                if let (true, Some(before), Some(searcher)) =
                    (self.ponder, before, self.searcher.as_mut())
                {
                    let pv = if found.pv.first() == Some(&mv) {
                        found.pv
                    } else {
                        vec![mv]
                    };
                    searcher.ponder(&before, &pv);
                }
                Ok(())
            }
            Purpose::Analyze => {
                if found.pv.is_empty() {
                    return self.complain(ErrorCode::NON_CRITICAL, "no legal move to analyse");
                }
                let line = |pv: &[Move], eval: Eval| AnalysisLine {
                    moves: pv.iter().map(|&m| MoveRecord::simple(m)).collect(),
                    eval: opentafl_eval(eval, search.side),
                };
                let mut lines = vec![line(&found.pv, found.eval)];
                lines.extend(
                    found
                        .more
                        .iter()
                        .filter(|(pv, _)| !pv.is_empty())
                        .map(|(pv, eval)| line(pv, *eval)),
                );
                self.io.send(&Message::Analysis(lines))
            }
        }
    }
}

/// The limits for a move of `side` under `clock` (or `movetime` without
/// one), never deeper than `depth`.
fn move_limits(
    clock: Option<&ClockReport>,
    side: Side,
    depth: Option<u32>,
    movetime: Duration,
) -> SearchLimits {
    let mut limits = SearchLimits {
        depth,
        ..SearchLimits::default()
    };
    let Some(clock) = clock else {
        limits.movetime = Some(movetime);
        return limits;
    };
    let mine = clock.of(side);
    // A host may send any number; beyond a month it makes no difference,
    // and the budget's arithmetic must not overflow.
    let left = Duration::from_millis(mine.millis).min(MAX_CLOCK);
    let period = Duration::from_secs(clock.overtime_secs).min(MAX_CLOCK);
    let periods_left = clock.overtimes(side) > 0;
    if mine.overtime {
        // In an overtime period: a move within it keeps the period.
        limits.movetime = Some((left * 3 / 4).saturating_sub(MARGIN).max(MIN_THINK));
    } else if left.is_zero() && !periods_left {
        limits.movetime = Some(MIN_THINK);
    } else {
        limits.clock = Some(ClockBudget {
            remaining: left,
            increment: if periods_left { period } else { Duration::ZERO },
        });
    }
    limits
}

/// A score in OpenTafl's convention: positive is good for the attackers,
/// hundredths of a soldier, and a forced win ±(5050 − plies).
fn opentafl_eval(eval: Eval, side_to_move: Side) -> f64 {
    let value = match eval {
        Eval::WinIn(plies) => 5050 - plies.min(50) as i32,
        Eval::LossIn(plies) => -(5050 - plies.min(50) as i32),
        Eval::Centi(c) => c.clamp(-5000, 5000),
    };
    let value = match side_to_move {
        Side::Attackers => value,
        Side::Defenders => -value,
    };
    f64::from(value)
}

/// One `status` line for a finished iteration.
fn status_text(info: &Iteration, side: Side) -> String {
    let pv: Vec<String> = info.pv.iter().take(8).map(ToString::to_string).collect();
    format!(
        "depth {}/{} score {} for {side} nodes {} nps {} time {}ms pv {}",
        info.depth,
        info.seldepth,
        info.score,
        info.nodes,
        info.nps,
        info.elapsed.as_millis(),
        pv.join(" ")
    )
}

/// Reads `input` line by line on a thread of its own, within the line
/// limit, until its end (or the session is gone).
fn spawn_reader<S: Send + 'static>(mut input: impl BufRead + Send + 'static, tx: Sender<Event<S>>) {
    thread::spawn(move || loop {
        let line = read_line(&mut input, MAX_LINE_LEN).ok().flatten();
        let end = line.is_none();
        if tx.send(Event::Input(line)).is_err() || end {
            break;
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(a: &str) -> ClockReport {
        match Message::parse(&format!("clock {a}")) {
            Ok(Message::Clock(Some(c))) => c,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn moves_are_budgeted_from_the_clock() {
        let second = Duration::from_secs(1);
        let l = move_limits(None, Side::Attackers, Some(3), second);
        assert_eq!(
            (l.depth, l.movetime, l.clock),
            (Some(3), Some(second), None)
        );
        let c = report("60000 1000* 30 0 2");
        let l = move_limits(Some(&c), Side::Attackers, None, second);
        assert_eq!(l.clock.map(|c| c.remaining), Some(Duration::from_secs(60)));
        assert_eq!(l.clock.map(|c| c.increment), Some(Duration::ZERO));
        let l = move_limits(Some(&c), Side::Defenders, None, second);
        assert_eq!(l.movetime, Some(Duration::from_millis(700)));
        let c = report("0 0 10 3 0");
        let l = move_limits(Some(&c), Side::Attackers, None, second);
        assert_eq!(l.clock.map(|c| c.increment), Some(Duration::from_secs(10)));
        assert_eq!(
            move_limits(Some(&c), Side::Defenders, None, second).movetime,
            Some(MIN_THINK)
        );
        // Absurd numbers are clamped, not overflowed.
        let c = report("9223372036854775807 0 18446744073709551615 1 1");
        let l = move_limits(Some(&c), Side::Attackers, None, second);
        assert_eq!(l.clock.map(|c| c.remaining), Some(MAX_CLOCK));
    }

    #[test]
    fn evaluations_follow_opentafl() {
        assert_eq!(opentafl_eval(Eval::Centi(125), Side::Attackers), 125.0);
        assert_eq!(opentafl_eval(Eval::Centi(125), Side::Defenders), -125.0);
        assert_eq!(opentafl_eval(Eval::WinIn(3), Side::Attackers), 5047.0);
        assert_eq!(opentafl_eval(Eval::WinIn(3), Side::Defenders), -5047.0);
        assert_eq!(opentafl_eval(Eval::LossIn(2), Side::Attackers), -5048.0);
    }
}
