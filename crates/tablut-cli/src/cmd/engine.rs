//! `tablut engine`: tablut's search as an OpenTafl Engine Protocol (OTEP)
//! engine on stdin/stdout, so that OpenTafl (or tablut's own match runner)
//! can play against it or use it for analysis.
//!
//! Three threads: one reads stdin and hands lines over a channel, one runs
//! the search (taking the [`Engine`] with it and handing it back with the
//! result), and this one owns the game and answers every message in
//! order, so a search can be stopped by the next command. The protocol as
//! spoken here is written down in `docs/engine-protocol.md`.

use std::collections::VecDeque;
use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::panic::{self, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::Duration;

use anyhow::{Context, Result};
use clap::Args;
use tablut_core::{Game, Move, Position, Rules, Side};
use tablut_engine::{Clock, Engine, EngineConfig, Limits, Score, SearchInfo, SearchResult};
use tablut_protocol::otep::{
    read_line, AnalysisLine, Board, ClockReport, ErrorCode, Line, Message, MoveRecord, ParseError,
    RulesRecord, MAX_LINE_LEN,
};

/// Speak the OpenTafl Engine Protocol on stdin/stdout (play as OpenTafl's AI)
///
/// Sends `hello`, then reads OTEP commands one per line: rules, position,
/// side, clock, play, opponent-move, move, error, analyze, finish and
/// goodbye. It answers `play` with `move e3-e5` and `analyze` with
/// `analysis`, reports each finished search depth as `status`, and answers
/// a command it cannot follow with `error -1 <why>` (the game cannot go on,
/// e.g. rules tablut cannot play) or `error 0 <why>` (a malformed line,
/// ignored), the reason also going to stderr. Rules come as OpenTafl rules
/// records; OpenTafl's 9×9 "Tablut" and tablut's own presets load, while a
/// rule tablut lacks (fortresses, berserk pieces, shieldwalls, other board
/// sizes) is refused by name.
///
/// Time: with a `clock` from the host it budgets from the time left (and
/// the overtime periods); without one it thinks --movetime per move.
#[derive(Args, Debug)]
#[command(after_help = "\
Examples:
  tablut engine                                  speak OTEP on stdin/stdout
  tablut engine --threads 2 --hash 256 --log otep.log
  printf 'rules dim:9 esc:e start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/\\nplay attackers\\n' \\
      | tablut engine --depth 4              answers: hello, status..., move ...

As OpenTafl's AI: put the tablut binary in <opentafl>/engines/tablut/, save
this as <opentafl>/engines/tablut.ini, and choose that file as the external
engine in OpenTafl's options menu:

  [engine]
  name=tablut
  directory=tablut
  filename=tablut
  command=/full/path/to/opentafl/engines/tablut/tablut
  arguments=engine --threads 2 --hash 128

OpenTafl splits 'arguments' at single spaces and requires the line, so keep
it. See docs/engine-protocol.md for the protocol as tablut speaks it.")]
pub struct EngineArgs {
    /// Search threads
    ///
    /// Example: --threads 2
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u16).range(1..=256))]
    threads: u16,

    /// Transposition table size in MiB
    ///
    /// Example: --hash 256
    #[arg(long, value_name = "MB", default_value_t = 64,
          value_parser = clap::value_parser!(u32).range(1..=65536))]
    hash: u32,

    /// Write every line received (`<`) and sent (`>`), and notes (`#`), to FILE
    ///
    /// Example: --log otep.log
    #[arg(long, value_name = "FILE")]
    log: Option<PathBuf>,

    /// Never search deeper than N plies (quick, reproducible games)
    ///
    /// Example: --depth 4
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=100))]
    depth: Option<u32>,

    /// Milliseconds per move when the host sends no clock
    ///
    /// Example: --movetime 2000
    #[arg(long, value_name = "MS", default_value_t = 5000,
          value_parser = clap::value_parser!(u64).range(1..))]
    movetime: u64,
}

/// Runs `tablut engine` until `goodbye` or the end of stdin.
pub fn run(args: EngineArgs) -> Result<()> {
    let log = match &args.log {
        Some(path) => {
            Some(BufWriter::new(File::create(path).with_context(|| {
                format!("cannot create log {}", path.display())
            })?))
        }
        None => None,
    };
    let (tx, rx) = mpsc::channel();
    spawn_stdin_reader(tx.clone());
    let engine = Engine::new(EngineConfig {
        threads: usize::from(args.threads),
        hash_mb: args.hash as usize,
        weights: None,
    });
    let mut session = Session {
        depth: args.depth,
        movetime: Duration::from_millis(args.movetime),
        io: Io {
            stdout: io::stdout(),
            log,
            stderr_left: STDERR_BUDGET,
        },
        rx,
        tx,
        backlog: VecDeque::new(),
        config: engine.config().clone(),
        engine: Some(Box::new(engine)),
        search: None,
        next_id: 0,
        rules: None,
        game: None,
        clock: None,
        own_move: None,
    };
    session.run()
}

/// At most this many notes go to stderr: a host that never reads the
/// engine's stderr (OpenTafl does not) must not fill the pipe and block it.
const STDERR_BUDGET: u32 = 100;
/// How long after `play` a `clock` may still come and count for this move
/// (the spec sends it after `play`, OpenTafl 0.4.8 before).
const CLOCK_GRACE: Duration = Duration::from_millis(30);
/// Time kept back from every budget for the pipes and the host.
const MARGIN: Duration = Duration::from_millis(50);

/// What the main loop waits for.
enum Event {
    /// A line from stdin; `None` at its end.
    Input(Option<Line>),
    /// A search finished an iteration.
    Info(u64, SearchInfo),
    /// A search ended; the engine comes back with the result.
    Done(u64, Box<Engine>, SearchResult),
    /// A search panicked; the engine is lost.
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
    stop: tablut_engine::StopHandle,
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

/// stdout, the log and stderr.
struct Io {
    stdout: io::Stdout,
    log: Option<BufWriter<File>>,
    stderr_left: u32,
}

impl Io {
    fn send(&mut self, msg: &Message) -> Result<()> {
        let line = msg.to_string();
        let mut out = self.stdout.lock();
        writeln!(out, "{line}")?;
        out.flush()?;
        self.log("> ", &line);
        Ok(())
    }

    fn log(&mut self, prefix: &str, text: &str) {
        if let Some(log) = &mut self.log {
            // A log that cannot be written is not worth stopping a game for.
            let _ = writeln!(log, "{prefix}{text}").and_then(|()| log.flush());
        }
    }

    /// A note for the person running the engine: stderr and the log.
    fn note(&mut self, text: &str) {
        self.log("# ", text);
        if self.stderr_left > 0 {
            self.stderr_left -= 1;
            let mut err = io::stderr().lock();
            let _ = writeln!(err, "tablut engine: {text}");
            if self.stderr_left == 0 {
                let _ = writeln!(err, "tablut engine: (further notes only in --log)");
            }
        }
    }
}

struct Session {
    depth: Option<u32>,
    movetime: Duration,
    io: Io,
    rx: Receiver<Event>,
    tx: Sender<Event>,
    /// Events taken from the channel early (while waiting for a search to
    /// stop, or looking for a `clock` after `play`), handled first.
    backlog: VecDeque<Event>,
    config: EngineConfig,
    /// The engine; `None` while a search thread has it.
    engine: Option<Box<Engine>>,
    search: Option<Search>,
    next_id: u64,
    rules: Option<(Rules, RulesRecord)>,
    game: Option<Game>,
    clock: Option<ClockReport>,
    /// Our last move, until the host confirms or refuses it.
    own_move: Option<Move>,
}

impl Session {
    fn run(&mut self) -> Result<()> {
        let hello = format!("tablut {}", env!("CARGO_PKG_VERSION"));
        self.io.send(&Message::Hello(Some(hello)))?;
        // At the end of stdin a running search still answers (so that
        // `printf '...play attackers\n' | tablut engine` prints its move).
        let mut input_ended = false;
        loop {
            if input_ended && self.search.is_none() {
                return Ok(());
            }
            let event = self.next_event(None).unwrap_or(Event::Input(None));
            match event {
                Event::Input(None) => input_ended = true,
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
                Event::Done(id, engine, result) => {
                    self.engine = Some(engine);
                    if let Some(search) = self.search.take_if(|s| s.id == id) {
                        self.conclude(search, result)?;
                    }
                }
                Event::Crashed(id) => {
                    self.engine = Some(Box::new(Engine::new(self.config.clone())));
                    if self.search.take_if(|s| s.id == id).is_some() {
                        self.complain(ErrorCode::CRITICAL, "the search failed (internal error)")?;
                    }
                }
            }
        }
    }

    /// The next event: the backlog first, then the channel (waiting at
    /// most `timeout`, or for ever).
    fn next_event(&mut self, timeout: Option<Duration>) -> Option<Event> {
        if let Some(e) = self.backlog.pop_front() {
            return Some(e);
        }
        match timeout {
            None => self.rx.recv().ok(),
            Some(t) => self.rx.recv_timeout(t).ok(),
        }
    }

    /// Sends `error <code> <text>` and notes it on stderr.
    fn complain(&mut self, code: ErrorCode, text: &str) -> Result<()> {
        self.io.note(&format!("error {code}: {text}"));
        self.io.send(&Message::Error {
            code,
            message: Some(text.to_string()),
        })
    }

    fn handle(&mut self, msg: Message) -> Result<Flow> {
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
                self.ensure_side(side)?;
            }
            Message::Side(None) => {
                if let Some(side) = self.side_to_move() {
                    self.io.send(&Message::Side(Some(side)))?;
                }
            }
            Message::Clock(Some(report)) => self.clock = Some(report),
            Message::Play(side) => self.play(side)?,
            Message::Analyze { seconds, .. } => self.analyze(seconds)?,
            Message::OpponentMove { moves, board } => {
                self.cancel_search();
                self.opponent_moved(&moves, &board)?;
            }
            Message::MoveAccepted(board) => self.move_accepted(&board)?,
            Message::Error { code, message } => self.host_error(code, message),
            Message::Finish(code) => {
                self.cancel_search();
                self.own_move = None;
                self.clock = None;
                self.io.note(&format!("game over (finish {code})"));
            }
            Message::Goodbye => {
                self.cancel_search();
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

    /// `rules <record>`: a new game from the record's start, or `error -1`
    /// naming what tablut cannot play.
    fn set_rules(&mut self, record: RulesRecord) -> Result<()> {
        self.cancel_search();
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
                if let Some(engine) = &mut self.engine {
                    engine.new_game();
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
    fn set_board(&mut self, board: &Board, side: Option<Side>) -> Result<()> {
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
    fn ensure_side(&mut self, side: Side) -> Result<()> {
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
    fn opponent_moved(&mut self, moves: &[MoveRecord], board: &Board) -> Result<()> {
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
    fn move_accepted(&mut self, board: &Board) -> Result<()> {
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
    fn play(&mut self, side: Side) -> Result<()> {
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
        let limits = self.play_limits(side);
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

    /// The limits for a move of `side`: from the clock if there is one.
    fn play_limits(&self, side: Side) -> Limits {
        move_limits(self.clock.as_ref(), side, self.depth, self.movetime)
    }

    /// `analyze <n> <seconds>`: one variation, within the time.
    fn analyze(&mut self, seconds: u32) -> Result<()> {
        self.cancel_search();
        if self.game.is_none() {
            return self.complain(
                ErrorCode::NON_CRITICAL,
                "nothing to analyse: no rules or position",
            );
        }
        let time = Duration::from_secs(u64::from(seconds))
            .min(MAX_CLOCK)
            .saturating_sub(MARGIN * 2);
        let limits = Limits {
            depth: self.depth,
            movetime: Some(time.max(MIN_THINK)),
            ..Limits::default()
        };
        self.start_search(Purpose::Analyze, limits)
    }

    fn start_search(&mut self, purpose: Purpose, limits: Limits) -> Result<()> {
        let Some(game) = self.game.clone() else {
            return Ok(());
        };
        self.wait_for_engine();
        let Some(mut engine) = self.engine.take() else {
            return Ok(());
        };
        let id = self.next_id;
        self.next_id += 1;
        let stop = engine.stop_handle();
        let tx = self.tx.clone();
        thread::Builder::new()
            .name("search".into())
            .spawn(move || {
                let info_tx = tx.clone();
                let run = panic::catch_unwind(AssertUnwindSafe(move || {
                    let result = engine.search(&game, &limits, |info| {
                        let _ = info_tx.send(Event::Info(id, info.clone()));
                    });
                    (engine, result)
                }));
                let _ = tx.send(match run {
                    Ok((engine, result)) => Event::Done(id, engine, result),
                    Err(_) => Event::Crashed(id),
                });
            })
            .context("cannot start a search thread")?;
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
            search.stop.stop();
            self.wait_for_engine_stopping(&search.stop);
        }
    }

    fn wait_for_engine(&mut self) {
        if self.engine.is_none() {
            if let Some(search) = self.search.take() {
                search.stop.stop();
                self.wait_for_engine_stopping(&search.stop);
            }
        }
    }

    /// Waits for the search thread to hand the engine back, keeping other
    /// events for later. The stop is repeated, as a stop that comes before
    /// the search has started is forgotten.
    fn wait_for_engine_stopping(&mut self, stop: &tablut_engine::StopHandle) {
        let mut kept = VecDeque::new();
        while self.engine.is_none() {
            match self.rx.recv_timeout(Duration::from_millis(10)) {
                Ok(Event::Done(_, engine, _)) => self.engine = Some(engine),
                Ok(Event::Crashed(_)) => {
                    self.engine = Some(Box::new(Engine::new(self.config.clone())));
                }
                Ok(Event::Info(..)) => {}
                Ok(other) => kept.push_back(other),
                Err(RecvTimeoutError::Timeout) => stop.stop(),
                Err(RecvTimeoutError::Disconnected) => {
                    self.engine = Some(Box::new(Engine::new(self.config.clone())));
                }
            }
        }
        self.backlog.extend(kept);
    }

    /// Answers a finished search.
    fn conclude(&mut self, search: Search, result: SearchResult) -> Result<()> {
        match search.purpose {
            Purpose::Play => {
                let Some(mv) = result.best else {
                    return self.complain(ErrorCode::CRITICAL, "tablut has no legal move here");
                };
                if let Some(game) = &mut self.game {
                    if game.play(mv).is_ok() {
                        self.own_move = Some(mv);
                    }
                }
                self.io.send(&Message::Move(MoveRecord::simple(mv)))
            }
            Purpose::Analyze => {
                if result.pv.is_empty() {
                    return self.complain(ErrorCode::NON_CRITICAL, "no legal move to analyse");
                }
                let line = AnalysisLine {
                    moves: result.pv.iter().map(|&m| MoveRecord::simple(m)).collect(),
                    eval: opentafl_eval(result.score, search.side),
                };
                self.io.send(&Message::Analysis(vec![line]))
            }
        }
    }
}

/// The most time a clock is taken to show.
const MAX_CLOCK: Duration = Duration::from_secs(30 * 24 * 3600);

/// The shortest search worth starting.
const MIN_THINK: Duration = Duration::from_millis(10);

/// The limits for a move of `side` under `clock` (or `movetime` without
/// one), never deeper than `depth`.
fn move_limits(
    clock: Option<&ClockReport>,
    side: Side,
    depth: Option<u32>,
    movetime: Duration,
) -> Limits {
    let mut limits = Limits {
        depth,
        ..Limits::default()
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
        limits.clock = Some(Clock {
            remaining: left,
            increment: if periods_left { period } else { Duration::ZERO },
        });
    }
    limits
}

/// A score in OpenTafl's convention: positive is good for the attackers,
/// hundredths of a soldier, and a forced win ±(5050 − plies).
fn opentafl_eval(score: Score, side_to_move: Side) -> f64 {
    let value = match score.plies_to_end() {
        Some(plies) => {
            let magnitude = 5050 - plies.min(50) as i32;
            if score.is_win() {
                magnitude
            } else {
                -magnitude
            }
        }
        None => score.0.clamp(-5000, 5000),
    };
    let value = match side_to_move {
        Side::Attackers => value,
        Side::Defenders => -value,
    };
    f64::from(value)
}

/// One `status` line for a finished iteration.
fn status_text(info: &SearchInfo, side: Side) -> String {
    let pv: Vec<String> = info.pv.iter().take(8).map(ToString::to_string).collect();
    format!(
        "depth {}/{} score {} for {side} nodes {} nps {} time {}ms pv {}",
        info.depth,
        info.seldepth,
        info.score,
        info.nodes,
        info.nps(),
        info.elapsed.as_millis(),
        pv.join(" ")
    )
}

fn spawn_stdin_reader(tx: Sender<Event>) {
    thread::spawn(move || {
        let stdin = io::stdin();
        let mut reader = stdin.lock();
        loop {
            let line = read_line(&mut reader, MAX_LINE_LEN).ok().flatten();
            let end = line.is_none();
            if tx.send(Event::Input(line)).is_err() || end {
                break;
            }
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
        assert_eq!(opentafl_eval(Score(125), Side::Attackers), 125.0);
        assert_eq!(opentafl_eval(Score(125), Side::Defenders), -125.0);
        assert_eq!(opentafl_eval(Score::win_in(3), Side::Attackers), 5047.0);
        assert_eq!(opentafl_eval(Score::win_in(3), Side::Defenders), -5047.0);
        assert_eq!(opentafl_eval(Score::loss_in(2), Side::Attackers), -5048.0);
    }
}
