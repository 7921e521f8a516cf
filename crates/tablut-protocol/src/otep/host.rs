//! The host side of OTEP: [`EngineProcess`] runs an external engine as a
//! child process and asks it for moves, as OpenTafl does.
//!
//! The child's stdout is read by a thread that hands lines over a channel,
//! so waiting for a reply never blocks past its deadline; its stderr is
//! drained by another thread (an engine blocked on a full stderr pipe would
//! otherwise hang), keeping the last lines for error messages.

use std::collections::VecDeque;
use std::io::{self, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use tablut_core::{Game, IllegalMove, Move, Outcome, Rules, Setup};
use thiserror::Error;

use super::line::{read_line, Line};
use super::message::{
    Board, ClockReport, ErrorCode, FinishCode, Message, ParseError, RulesRecord, SideClock,
    MAX_LINE_LEN,
};
use super::move_record::MoveRecord;

/// How many of the engine's last stderr lines are kept for error messages.
const STDERR_LINES: usize = 8;
/// How long a line of stderr is kept, in characters.
const STDERR_LINE_CHARS: usize = 200;
/// How long an engine that was told `goodbye` may take to exit before it
/// is killed.
const GOODBYE_GRACE: Duration = Duration::from_millis(500);

/// How long a host lets an engine finish its turn after its `move` before
/// it sends that engine anything of the next turn.
///
/// OTEP has no acknowledgement that an engine is ready for its next turn,
/// and OpenTafl 0.4.8's engine mode is not ready when it sends `move`: its
/// search thread sends the move first, then plays it on its own board and
/// prints its search statistics (through the shared workspace field that
/// the next `play` replaces). An `opponent-move` and `play` that arrive in
/// that window make it search the position before its own move (it sends
/// the same move again, now illegal) or crash with a
/// `NullPointerException` in `printSearchStats`. So before the next turn
/// the host waits until at least [`Settle::after_move`] has passed since
/// the engine's move and the engine has written nothing for
/// [`Settle::quiet`] (OpenTafl ends that work with its `status` lines),
/// but never longer than [`Settle::at_most`] after the move. The wait is
/// only felt when the other side answers faster than that, and it is not
/// on the engine's clock (which starts at `play`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Settle {
    /// The least time between the engine's move and its next turn.
    pub after_move: Duration,
    /// How long the engine must have been silent before its next turn.
    pub quiet: Duration,
    /// The longest wait after the engine's move, however chatty it is.
    pub at_most: Duration,
}

impl Settle {
    /// No wait at all: the next turn goes out as soon as it is known.
    pub const NONE: Settle = Settle {
        after_move: Duration::ZERO,
        quiet: Duration::ZERO,
        at_most: Duration::ZERO,
    };
}

impl Default for Settle {
    /// Half a second after the move and 150 ms of silence, at most 3 s:
    /// enough for OpenTafl 0.4.8 after a 10 s search on a busy machine
    /// (its post-move work took up to 1.3 s there, with `status` lines
    /// throughout after the first 0.4 s).
    fn default() -> Settle {
        Settle {
            after_move: Duration::from_millis(500),
            quiet: Duration::from_millis(150),
            at_most: Duration::from_secs(3),
        }
    }
}

/// The clock as a host reports it to an engine before each move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct OtepClock {
    /// The attackers' main time left.
    pub attackers: Duration,
    /// The defenders' main time left.
    pub defenders: Duration,
    /// The length of one overtime period (sent in whole seconds).
    pub overtime: Duration,
    /// Overtime periods the attackers have left.
    pub attacker_overtimes: u32,
    /// Overtime periods the defenders have left.
    pub defender_overtimes: u32,
    /// Main time has run out for both sides: `attackers` and `defenders`
    /// are what is left of the current overtime period (sent with `*`).
    pub in_overtime: bool,
}

impl OtepClock {
    /// `t` for each side and no overtime: a fixed time per move.
    pub fn per_move(t: Duration) -> OtepClock {
        OtepClock {
            attackers: t,
            defenders: t,
            overtime: Duration::ZERO,
            attacker_overtimes: 0,
            defender_overtimes: 0,
            in_overtime: false,
        }
    }

    /// `t` for each move as OTEP overtime: no main time left, and one
    /// overtime period of `t` that starts afresh at every move (byo-yomi
    /// with one period): `clock <t>* <t>* <t in whole s> 1 1`. OpenTafl
    /// 0.4.8 plans `t` − 1 s for such a move, and reads a period under a
    /// second as no overtime at all, so give it at least a second.
    pub fn overtime_per_move(t: Duration) -> OtepClock {
        OtepClock {
            attackers: t,
            defenders: t,
            overtime: t,
            attacker_overtimes: 1,
            defender_overtimes: 1,
            in_overtime: true,
        }
    }

    /// The arguments of the `clock` command for this clock.
    pub fn report(&self) -> ClockReport {
        let millis = |d: Duration| u64::try_from(d.as_millis()).unwrap_or(u64::MAX);
        ClockReport {
            attackers: SideClock {
                millis: millis(self.attackers),
                overtime: self.in_overtime,
            },
            defenders: SideClock {
                millis: millis(self.defenders),
                overtime: self.in_overtime,
            },
            overtime_secs: self.overtime.as_secs(),
            attacker_overtimes: self.attacker_overtimes,
            defender_overtimes: self.defender_overtimes,
        }
    }
}

/// What went wrong with an external engine. Each message names the engine
/// and, where it helps, quotes its last stderr lines.
#[derive(Debug, Error)]
pub enum OtepError {
    /// The command line is empty or not splittable (unbalanced quotes).
    #[error("engine command {command:?} cannot be run: {why}")]
    BadCommand {
        /// The command line.
        command: String,
        /// What is wrong with it.
        why: &'static str,
    },
    /// The program could not be started.
    #[error("cannot start engine '{program}': {reason}")]
    Spawn {
        /// The program.
        program: String,
        /// Why.
        reason: io::Error,
    },
    /// No `hello` in time.
    #[error("engine '{name}' did not say hello within {timeout:?}{stderr}")]
    NoHello {
        /// The engine.
        name: String,
        /// How long it was given.
        timeout: Duration,
        /// Its last stderr lines, if any (` (stderr: …)`).
        stderr: String,
    },
    /// No `move` in time.
    #[error("engine '{name}' sent no move within {timeout:?}")]
    Timeout {
        /// The engine.
        name: String,
        /// How long it was given.
        timeout: Duration,
    },
    /// The process exited or closed its pipes.
    #[error("engine '{name}' has stopped{status}{stderr}")]
    Died {
        /// The engine.
        name: String,
        /// How it exited, if known (` with exit status 1`).
        status: String,
        /// Its last stderr lines, if any (` (stderr: …)`).
        stderr: String,
    },
    /// A `move` line that is not a move.
    #[error("engine '{name}' sent a malformed move {line:?}: {reason}")]
    Malformed {
        /// The engine.
        name: String,
        /// The line (cut to 80 characters).
        line: String,
        /// What is wrong with it.
        reason: ParseError,
    },
    /// A move the rules do not allow.
    #[error("engine '{name}' played an illegal move: {reason}")]
    IllegalMove {
        /// The engine.
        name: String,
        /// Why it is illegal.
        reason: IllegalMove,
    },
    /// The engine sent `error -1`.
    #[error("engine '{name}' reported a critical error: {message}")]
    Critical {
        /// The engine.
        name: String,
        /// Its message.
        message: String,
    },
    /// A move was asked for in a finished game.
    #[error("there is no move to choose: the game is over — {0}")]
    GameOver(Outcome),
}

/// What the stdout thread hands over.
enum Incoming {
    Line(Line),
    /// The end of stdout, or a read error (the same for the host: the
    /// engine can no longer be heard).
    Eof,
}

/// The engine's last stderr lines, and whether its stderr has closed.
#[derive(Default)]
struct StderrTail {
    lines: VecDeque<String>,
    closed: bool,
}

/// What the engine knows of the game: `start` and then `moves`.
struct Synced {
    start: Setup,
    moves: Vec<Move>,
}

/// An external OTEP engine running as a child process.
///
/// ```no_run
/// use std::time::Duration;
/// use tablut_core::{Game, Rules};
/// use tablut_protocol::otep::{EngineProcess, OtepClock};
///
/// let rules = Rules::CARTIER;
/// let mut engine = EngineProcess::start("tablut engine --depth 3", &rules, Duration::from_secs(5))?;
/// let mut game = Game::start(rules);
/// let clock = OtepClock::per_move(Duration::from_secs(1));
/// let mv = engine.choose_move(&game, &clock, Duration::from_secs(3))?;
/// game.play(mv)?;
/// engine.finish(game.outcome());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct EngineProcess {
    child: Child,
    stdin: Option<ChildStdin>,
    /// What the stdout thread read, with when it read it.
    incoming: Receiver<(Instant, Incoming)>,
    stderr_tail: Arc<Mutex<StderrTail>>,
    name: String,
    rules: Rules,
    synced: Option<Synced>,
    simple_moves: bool,
    last_clock: Option<ClockReport>,
    last_status: Option<String>,
    last_error: Option<String>,
    closed: bool,
    said_goodbye: bool,
    settle: Settle,
    /// When the engine's last move came, until its next turn goes out.
    moved_at: Option<Instant>,
    /// When the engine last wrote a line.
    heard_at: Instant,
    /// The time from the last `play` to its `move`.
    last_think: Option<Duration>,
}

impl EngineProcess {
    /// Starts `command` (a shell-like command line, split with `shlex`; no
    /// shell runs it), waits up to `timeout` for `hello`, and sends
    /// `rules <OTN rules of rules>`.
    pub fn start(
        command: &str,
        rules: &Rules,
        timeout: Duration,
    ) -> Result<EngineProcess, OtepError> {
        let argv = shlex::split(command).ok_or_else(|| OtepError::BadCommand {
            command: command.to_string(),
            why: "its quotes or escapes are unbalanced",
        })?;
        let Some((program, args)) = argv.split_first() else {
            return Err(OtepError::BadCommand {
                command: command.to_string(),
                why: "it is empty",
            });
        };
        let spawn_error = |source| OtepError::Spawn {
            program: program.clone(),
            reason: source,
        };
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(spawn_error)?;
        let (stdout, stderr) = match (child.stdout.take(), child.stderr.take()) {
            (Some(o), Some(e)) => (o, e),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(spawn_error(io::Error::other("no pipe to the engine")));
            }
        };
        let (tx, incoming) = mpsc::channel();
        spawn_stdout_reader(stdout, tx);
        let stderr_tail = Arc::new(Mutex::new(StderrTail::default()));
        spawn_stderr_drain(stderr, Arc::clone(&stderr_tail));
        let name = Path::new(program)
            .file_name()
            .map_or_else(|| program.clone(), |n| n.to_string_lossy().into_owned());
        let mut engine = EngineProcess {
            stdin: child.stdin.take(),
            child,
            incoming,
            stderr_tail,
            name,
            rules: *rules,
            synced: None,
            simple_moves: true,
            last_clock: None,
            last_status: None,
            last_error: None,
            closed: false,
            said_goodbye: false,
            settle: Settle::default(),
            moved_at: None,
            heard_at: Instant::now(),
            last_think: None,
        };
        engine.await_hello(timeout)?;
        engine.send_rules(rules)?;
        Ok(engine)
    }

    /// The engine's name: the name it gave in `hello` (a tablut extension),
    /// or the command's program name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The last `status` text the engine sent, if any.
    pub fn last_status(&self) -> Option<&str> {
        self.last_status.as_deref()
    }

    /// The last non-critical `error` the engine sent, if any.
    pub fn last_error(&self) -> Option<&str> {
        self.last_error.as_deref()
    }

    /// How long the engine is given to finish a turn after its `move`
    /// before the next turn is sent ([`Settle::default`] unless set).
    pub fn set_settle(&mut self, settle: Settle) {
        self.settle = settle;
    }

    /// The time the engine took for its last move: from sending `play` to
    /// receiving `move` (the engine's own time, without the host's
    /// [`Settle`] wait before `play`).
    pub fn last_think(&self) -> Option<Duration> {
        self.last_think
    }

    /// Brings the engine to `game`'s current position (sending
    /// `opponent-move` for moves it has not seen, or `position` when it
    /// must be resynced), sends `clock …` and `play <side>`, and waits at
    /// most `timeout` for `move …`, which is answered with `move
    /// <position>` if legal and `error 2` if not.
    ///
    /// An illegal, malformed or late reply, a critical `error`, or a dead
    /// process is an `Err` saying which. After a late reply the engine may
    /// still be thinking; its move, if it comes, is ignored by the next
    /// call only if it arrives before that call sends `play`.
    pub fn choose_move(
        &mut self,
        game: &Game,
        clock: &OtepClock,
        timeout: Duration,
    ) -> Result<Move, OtepError> {
        let outcome = game.outcome();
        if outcome.is_over() {
            return Err(OtepError::GameOver(outcome));
        }
        if self.closed {
            return Err(self.died());
        }
        self.drain(game)?;
        self.settle_down(game)?;
        if *game.rules() != self.rules {
            self.send_rules(game.rules())?;
        }
        self.sync(game)?;
        let report = clock.report();
        self.last_clock = Some(report);
        self.send(&Message::Clock(Some(report)))?;
        self.send(&Message::Play(game.position().side_to_move()))?;
        let asked = Instant::now();
        self.last_think = None;
        let deadline = asked + timeout;
        loop {
            let Some(incoming) = self.next_before(deadline) else {
                self.synced = None;
                return Err(OtepError::Timeout {
                    name: self.name.clone(),
                    timeout,
                });
            };
            let text = match incoming {
                Incoming::Line(Line::Text(text)) => text,
                Incoming::Line(Line::TooLong(_)) => continue,
                Incoming::Eof => {
                    self.closed = true;
                    return Err(self.died());
                }
            };
            match Message::parse(&text) {
                Ok(Message::Move(record)) => {
                    self.moved_at = Some(self.heard_at);
                    self.last_think = Some(self.heard_at.duration_since(asked));
                    return self.judge(game, record);
                }
                Ok(other) => self.answer(other, game)?,
                Err(source) => {
                    if text.split_whitespace().next() == Some("move") {
                        self.synced = None;
                        return Err(OtepError::Malformed {
                            name: self.name.clone(),
                            line: text.chars().take(80).collect(),
                            reason: source,
                        });
                    }
                    // Anything else that is not OTEP (an engine's log
                    // lines on stdout, say) is ignored.
                }
            }
        }
    }

    /// Sends `finish <code>` for `outcome` and `goodbye`. The process is
    /// killed on drop if it has not exited by then.
    pub fn finish(&mut self, outcome: Outcome) {
        if !self.closed {
            let _ = self.send(&Message::Finish(FinishCode::from_outcome(outcome)));
            let _ = self.send(&Message::Goodbye);
        }
        self.said_goodbye = true;
        self.synced = None;
    }

    fn await_hello(&mut self, timeout: Duration) -> Result<(), OtepError> {
        let deadline = Instant::now() + timeout;
        loop {
            match self.next_before(deadline) {
                None => {
                    return Err(OtepError::NoHello {
                        name: self.name.clone(),
                        timeout,
                        stderr: self.stderr_text(),
                    })
                }
                Some(Incoming::Line(Line::Text(text))) => match Message::parse(&text) {
                    Ok(Message::Hello(name)) => {
                        if let Some(name) = name {
                            self.name = name.chars().take(80).collect();
                        }
                        return Ok(());
                    }
                    Ok(Message::SimpleMoves(on)) => self.simple_moves = on,
                    _ => {}
                },
                Some(Incoming::Line(Line::TooLong(_))) => {}
                Some(Incoming::Eof) => {
                    self.closed = true;
                    return Err(self.died());
                }
            }
        }
    }

    fn send_rules(&mut self, rules: &Rules) -> Result<(), OtepError> {
        let start = Setup::start(rules.first);
        self.send(&Message::Rules(Some(RulesRecord::from_rules(
            rules, &start,
        ))))?;
        self.rules = *rules;
        self.synced = Some(Synced {
            start,
            moves: Vec::new(),
        });
        Ok(())
    }

    /// Tells the engine what it has not seen of `game`.
    fn sync(&mut self, game: &Game) -> Result<(), OtepError> {
        let start = game.start_position().to_setup();
        let moves: Vec<Move> = game.moves().collect();
        let seen = match &self.synced {
            Some(s) if s.start == start && moves.starts_with(&s.moves) => Some(s.moves.len()),
            _ => None,
        };
        match seen {
            Some(seen) => {
                let mut position = *game.start_position();
                for (i, &mv) in moves.iter().enumerate() {
                    let before = position;
                    position.make(mv);
                    if i < seen {
                        continue;
                    }
                    let record = if self.simple_moves {
                        MoveRecord::simple(mv)
                    } else {
                        let captures = game.plies()[i + 1].captures;
                        MoveRecord::full(&before, mv, captures, None)
                    };
                    self.send(&Message::OpponentMove {
                        moves: vec![record],
                        board: Board::of(&position),
                    })?;
                }
            }
            None => self.send(&Message::Position(Some(Board::of(game.position()))))?,
        }
        self.synced = Some(Synced { start, moves });
        Ok(())
    }

    /// Checks the engine's move and tells it the verdict.
    fn judge(&mut self, game: &Game, record: MoveRecord) -> Result<Move, OtepError> {
        let mv = record.mv;
        match game.check_move(mv) {
            Ok(()) => {
                let (after, _) = game.position().play_unchecked(mv);
                self.send(&Message::MoveAccepted(Board::of(&after)))?;
                if let Some(s) = &mut self.synced {
                    s.moves.push(mv);
                }
                Ok(mv)
            }
            Err(source) => {
                let _ = self.send(&Message::Error {
                    code: ErrorCode::ILLEGAL_MOVE,
                    message: None,
                });
                self.synced = None;
                Err(OtepError::IllegalMove {
                    name: self.name.clone(),
                    reason: source,
                })
            }
        }
    }

    /// Handles a message that is not the awaited move: answers requests,
    /// notes status and errors; a critical error ends the wait.
    fn answer(&mut self, msg: Message, game: &Game) -> Result<(), OtepError> {
        match msg {
            Message::Error { code, message } if code == ErrorCode::CRITICAL => {
                return Err(OtepError::Critical {
                    name: self.name.clone(),
                    message: message.unwrap_or_else(|| "no message".into()),
                })
            }
            Message::Error { code, message } => {
                self.last_error = Some(match message {
                    Some(m) => format!("{m} (error {code})"),
                    None => format!("{} (error {code})", code.describe()),
                });
            }
            Message::Status(text) => self.last_status = Some(text),
            Message::SimpleMoves(on) => self.simple_moves = on,
            Message::Rules(None) => {
                let start = Setup::start(self.rules.first);
                let record = RulesRecord::from_rules(&self.rules, &start);
                self.send(&Message::Rules(Some(record)))?;
            }
            Message::Position(None) => {
                self.send(&Message::Position(Some(Board::of(game.position()))))?
            }
            Message::Side(None) => {
                self.send(&Message::Side(Some(game.position().side_to_move())))?
            }
            Message::Clock(None) => {
                if let Some(report) = self.last_clock {
                    self.send(&Message::Clock(Some(report)))?;
                }
            }
            // A move outside a turn is stale (after a timeout); the rest
            // is not for a host.
            _ => {}
        }
        Ok(())
    }

    /// Handles whatever arrived between turns.
    fn drain(&mut self, game: &Game) -> Result<(), OtepError> {
        loop {
            let next = self.incoming.try_recv().map(|(at, incoming)| {
                self.heard_at = at;
                incoming
            });
            match next {
                Ok(Incoming::Line(Line::Text(text))) => {
                    if let Ok(msg) = Message::parse(&text) {
                        self.answer(msg, game)?;
                    }
                }
                Ok(Incoming::Line(Line::TooLong(_))) => {}
                Ok(Incoming::Eof) => {
                    self.closed = true;
                    return Err(self.died());
                }
                Err(_) => return Ok(()),
            }
        }
    }

    /// Waits, after the engine's last move, until it has finished that
    /// turn as [`Settle`] describes, handling what it writes meanwhile.
    fn settle_down(&mut self, game: &Game) -> Result<(), OtepError> {
        let Some(moved) = self.moved_at.take() else {
            return Ok(());
        };
        let limit = moved + self.settle.at_most;
        loop {
            let now = Instant::now();
            let ready = (moved + self.settle.after_move).max(self.heard_at + self.settle.quiet);
            if now >= ready || now >= limit {
                return Ok(());
            }
            match self.next_before(ready.min(limit)) {
                None => {}
                Some(Incoming::Line(Line::Text(text))) => {
                    if let Ok(msg) = Message::parse(&text) {
                        self.answer(msg, game)?;
                    }
                }
                Some(Incoming::Line(Line::TooLong(_))) => {}
                Some(Incoming::Eof) => {
                    self.closed = true;
                    return Err(self.died());
                }
            }
        }
    }

    /// The next thing from stdout, or `None` once `deadline` passes.
    fn next_before(&mut self, deadline: Instant) -> Option<Incoming> {
        let wait = deadline.saturating_duration_since(Instant::now());
        match self.incoming.recv_timeout(wait) {
            Ok((at, incoming)) => {
                self.heard_at = at;
                Some(incoming)
            }
            Err(RecvTimeoutError::Timeout) => None,
            // The reader thread always says Eof before it ends.
            Err(RecvTimeoutError::Disconnected) => Some(Incoming::Eof),
        }
    }

    fn send(&mut self, msg: &Message) -> Result<(), OtepError> {
        let Some(stdin) = self.stdin.as_mut() else {
            return Err(self.died());
        };
        let line = format!("{msg}\n");
        if stdin
            .write_all(line.as_bytes())
            .and_then(|()| stdin.flush())
            .is_err()
        {
            self.closed = true;
            return Err(self.died());
        }
        Ok(())
    }

    /// The error for a process that has stopped, with its exit status if
    /// it comes within a moment.
    fn died(&mut self) -> OtepError {
        let deadline = Instant::now() + Duration::from_millis(200);
        let status = loop {
            match self.child.try_wait() {
                Ok(Some(status)) => break format!(" ({status})"),
                Ok(None) if Instant::now() < deadline => thread::sleep(Duration::from_millis(5)),
                _ => break String::new(),
            }
        };
        // Its last words on stderr may still be on their way.
        while !self.tail().closed && Instant::now() < deadline {
            thread::sleep(Duration::from_millis(5));
        }
        OtepError::Died {
            name: self.name.clone(),
            status,
            stderr: self.stderr_text(),
        }
    }

    fn tail(&self) -> std::sync::MutexGuard<'_, StderrTail> {
        lock(&self.stderr_tail)
    }

    /// ` (stderr: line | line)`, or nothing if the engine wrote none.
    fn stderr_text(&self) -> String {
        let tail = self.tail();
        if tail.lines.is_empty() {
            String::new()
        } else {
            let lines: Vec<&str> = tail.lines.iter().map(String::as_str).collect();
            format!(" (stderr: {})", lines.join(" | "))
        }
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        // Closing stdin tells the engine to stop; one told goodbye gets a
        // moment to exit by itself.
        self.stdin = None;
        if self.said_goodbye {
            let deadline = Instant::now() + GOODBYE_GRACE;
            while Instant::now() < deadline {
                match self.child.try_wait() {
                    Ok(None) => thread::sleep(Duration::from_millis(5)),
                    _ => break,
                }
            }
        }
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}

fn spawn_stdout_reader(stdout: impl io::Read + Send + 'static, tx: Sender<(Instant, Incoming)>) {
    thread::spawn(move || {
        let mut reader = BufReader::new(stdout);
        loop {
            let incoming = match read_line(&mut reader, MAX_LINE_LEN) {
                Ok(Some(line)) => Incoming::Line(line),
                Ok(None) | Err(_) => Incoming::Eof,
            };
            let last = !matches!(incoming, Incoming::Line(_));
            if tx.send((Instant::now(), incoming)).is_err() || last {
                break;
            }
        }
    });
}

/// Locks `m`, also after a thread panicked while holding it (the tail is
/// only text, always in a usable state).
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    match m.lock() {
        Ok(guard) => guard,
        Err(poisoned) => poisoned.into_inner(),
    }
}

fn spawn_stderr_drain(stderr: impl io::Read + Send + 'static, tail: Arc<Mutex<StderrTail>>) {
    thread::spawn(move || {
        let mut reader = BufReader::new(stderr);
        while let Ok(Some(line)) = read_line(&mut reader, 4096) {
            let text = match line {
                Line::Text(t) => t.chars().take(STDERR_LINE_CHARS).collect(),
                Line::TooLong(n) => format!("[a line of {n} bytes]"),
            };
            if text.trim().is_empty() {
                continue;
            }
            let mut tail = lock(&tail);
            if tail.lines.len() == STDERR_LINES {
                tail.lines.pop_front();
            }
            tail.lines.push_back(text);
        }
        lock(&tail).closed = true;
    });
}
