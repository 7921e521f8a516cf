//! The OTEP engine session driven in-process: a host's lines go in through
//! a channel, the session's answers come out through another, and the
//! searcher is scripted (first legal move, one that waits to be stopped,
//! one that panics), so each part of the state machine is seen on its own.

use std::io::{self, BufReader, Read, Write};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use tablut_core::{Game, Move};
use tablut_protocol::otep::{
    Eval, Found, Iteration, SearchLimits, Searcher, Session, SessionConfig,
};

const WAIT: Duration = Duration::from_secs(20);
const RULES: &str = "rules dim:9 esc:e start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";

/// How a scripted searcher behaves.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Script {
    /// Answers at once with the first legal move, after one iteration.
    First,
    /// Searches until stopped, then answers with the first legal move.
    UntilStopped,
    /// Panics.
    Panic,
}

struct Scripted {
    script: Script,
    stop: Arc<AtomicBool>,
    /// Limits of every search, for the test to look at.
    seen: Arc<Mutex<Vec<SearchLimits>>>,
    new_games: Arc<AtomicUsize>,
    /// Every `ponder` (`ponder <plies of the game> <first move>`) and
    /// `stop_pondering` (`stop`), in order.
    ponders: Arc<Mutex<Vec<String>>>,
}

impl Searcher for Scripted {
    fn ponder(&mut self, game: &Game, pv: &[Move]) {
        let first = pv.first().map_or("-".to_string(), ToString::to_string);
        self.ponders
            .lock()
            .unwrap()
            .push(format!("ponder {} {first}", game.len()));
    }

    fn stop_pondering(&mut self) {
        self.ponders.lock().unwrap().push("stop".into());
    }

    fn new_game(&mut self) {
        self.new_games.fetch_add(1, Ordering::SeqCst);
    }

    fn stop_handle(&self) -> Box<dyn Fn() + Send> {
        let stop = self.stop.clone();
        Box::new(move || stop.store(true, Ordering::SeqCst))
    }

    fn search(
        &mut self,
        game: &Game,
        limits: &SearchLimits,
        progress: &mut dyn FnMut(Iteration),
    ) -> Found {
        self.seen.lock().unwrap().push(*limits);
        let best: Option<Move> = game.legal_moves().iter().next().copied();
        match self.script {
            Script::Panic => panic!("scripted failure"),
            Script::UntilStopped => {
                let start = Instant::now();
                while !self.stop.load(Ordering::SeqCst) && start.elapsed() < WAIT {
                    thread::sleep(Duration::from_millis(1));
                }
            }
            Script::First => {}
        }
        self.stop.store(false, Ordering::SeqCst);
        progress(Iteration {
            depth: 1,
            seldepth: 1,
            score: "+0.50".into(),
            nodes: 10,
            nps: 1000,
            elapsed: Duration::from_millis(10),
            pv: best.into_iter().collect(),
        });
        Found {
            best,
            pv: best.into_iter().collect(),
            eval: Eval::Centi(50),
            more: Vec::new(),
        }
    }
}

/// The host's end of the pipe into the session.
struct Input(Receiver<Vec<u8>>, Vec<u8>);

impl Read for Input {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.1.is_empty() {
            match self.0.recv() {
                Ok(bytes) => self.1 = bytes,
                Err(_) => return Ok(0),
            }
        }
        let n = buf.len().min(self.1.len());
        buf[..n].copy_from_slice(&self.1[..n]);
        self.1.drain(..n);
        Ok(n)
    }
}

/// The session's output, line by line.
struct Output(Sender<String>, Vec<u8>);

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.1.extend_from_slice(buf);
        while let Some(i) = self.1.iter().position(|&b| b == b'\n') {
            let line: Vec<u8> = self.1.drain(..=i).collect();
            let _ = self
                .0
                .send(String::from_utf8_lossy(&line).trim_end().to_string());
        }
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// A running session and the host's ends of its pipes.
struct Host {
    to: Option<Sender<Vec<u8>>>,
    from: Receiver<String>,
    notes: Arc<Mutex<Vec<u8>>>,
    seen: Arc<Mutex<Vec<SearchLimits>>>,
    new_games: Arc<AtomicUsize>,
    ponders: Arc<Mutex<Vec<String>>>,
    session: Option<JoinHandle<io::Result<()>>>,
}

#[derive(Clone)]
struct Notes(Arc<Mutex<Vec<u8>>>);

impl Write for Notes {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Host {
    fn start(script: Script, config: SessionConfig) -> Host {
        let (to, input) = mpsc::channel();
        let (output, from) = mpsc::channel();
        let seen = Arc::new(Mutex::new(Vec::new()));
        let new_games = Arc::new(AtomicUsize::new(0));
        let notes = Arc::new(Mutex::new(Vec::new()));
        let ponders = Arc::new(Mutex::new(Vec::new()));
        let searcher = |script| Scripted {
            script,
            stop: Arc::new(AtomicBool::new(false)),
            seen: seen.clone(),
            new_games: new_games.clone(),
            ponders: ponders.clone(),
        };
        let first = searcher(script);
        // After a panic the session gets a searcher that answers.
        let spare = searcher(Script::First);
        let spare = Mutex::new(Some(spare));
        let session = Session::new(config, first, move || {
            spare.lock().unwrap().take().expect("one replacement")
        });
        let note_sink = Notes(notes.clone());
        let handle = thread::spawn(move || {
            let mut out = Output(output, Vec::new());
            let mut notes = note_sink;
            session.run(
                BufReader::new(Input(input, Vec::new())),
                &mut out,
                &mut notes,
            )
        });
        let mut host = Host {
            to: Some(to),
            from,
            notes,
            seen,
            new_games,
            ponders,
            session: Some(handle),
        };
        assert_eq!(host.next(), "hello scripted");
        host
    }

    fn send(&mut self, line: &str) {
        let to = self.to.as_ref().expect("input open");
        to.send(format!("{line}\n").into_bytes()).unwrap();
    }

    fn next(&mut self) -> String {
        self.from.recv_timeout(WAIT).expect("an answer")
    }

    /// The next line that starts with `prefix`, skipping `status` lines.
    fn expect(&mut self, prefix: &str) -> String {
        loop {
            let line = self.next();
            if line.starts_with(prefix) {
                return line;
            }
            assert!(line.starts_with("status "), "expected {prefix}, got {line}");
        }
    }

    /// Nothing but `status` lines for `d`.
    fn quiet_for(&mut self, d: Duration) {
        let end = Instant::now() + d;
        loop {
            match self
                .from
                .recv_timeout(end.saturating_duration_since(Instant::now()))
            {
                Ok(line) => assert!(line.starts_with("status "), "unexpected {line}"),
                Err(RecvTimeoutError::Timeout) => return,
                Err(RecvTimeoutError::Disconnected) => panic!("the session ended"),
            }
        }
    }

    fn notes(&self) -> String {
        String::from_utf8_lossy(&self.notes.lock().unwrap()).into_owned()
    }

    /// Closes the input and waits for the session to end.
    fn close(mut self) -> Vec<String> {
        self.to = None;
        let result = self.session.take().unwrap().join().expect("no panic");
        result.expect("the session ends cleanly");
        self.from.try_iter().collect()
    }
}

fn config() -> SessionConfig {
    let mut c = SessionConfig::new("scripted");
    c.note_prefix = "engine: ".into();
    c
}

#[test]
fn rules_then_play_answers_a_status_and_a_legal_move() {
    let mut host = Host::start(Script::First, config());
    host.send(RULES);
    host.send("play attackers");
    let status = host.next();
    assert!(
        status.starts_with("status depth 1/1 score +0.50 for attackers nodes 10"),
        "{status}"
    );
    let mv: Move = host.expect("move ")["move ".len()..].parse().unwrap();
    let (rules, _) = tablut_core::notation::read_rules(&RULES["rules ".len()..]).unwrap();
    let game = Game::start(rules);
    assert!(game.legal_moves().contains(&mv), "{mv}");
    assert_eq!(host.new_games.load(Ordering::SeqCst), 1);
    // Without a clock the session's time per move applies.
    let limits = host.seen.lock().unwrap()[0];
    assert_eq!(limits.movetime, Some(Duration::from_secs(5)));
    assert_eq!(limits.clock, None);
    host.send("goodbye");
    assert!(host.close().is_empty());
}

#[test]
fn play_before_rules_and_bad_lines_are_errors_and_the_session_goes_on() {
    let mut host = Host::start(Script::First, config());
    host.send("play attackers");
    assert_eq!(host.next(), "error -1 asked to play before any rules");
    host.send("rules dim:11 esc:c start:/11/11/11/11/11/5K5/11/11/11/11/11/");
    let refused = host.next();
    assert!(
        refused.starts_with("error -1 cannot play these rules"),
        "{refused}"
    );
    host.send("play nobody");
    assert!(host.next().starts_with("error 0 "));
    host.send("dump");
    host.quiet_for(Duration::from_millis(100));
    assert!(host.notes().contains("engine: "), "{}", host.notes());
    host.send(RULES);
    host.send("position");
    assert_eq!(
        host.next(),
        "position /3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/"
    );
    host.send("goodbye");
    host.close();
}

#[test]
fn a_clock_sent_after_play_counts_for_that_move() {
    let mut host = Host::start(Script::First, config());
    host.send(RULES);
    host.send("play attackers\nclock 60000 30000 10 1 1");
    host.expect("move ");
    let limits = host.seen.lock().unwrap()[0];
    let clock = limits.clock.expect("budgeted from the clock");
    assert_eq!(clock.remaining, Duration::from_secs(60));
    assert_eq!(clock.increment, Duration::from_secs(10));
    host.send("goodbye");
    host.close();
}

#[test]
fn the_next_command_stops_a_search_and_its_answer_is_dropped() {
    let mut host = Host::start(Script::UntilStopped, config());
    host.send(RULES);
    host.send("play attackers");
    host.quiet_for(Duration::from_millis(200));
    // A new position cancels the search: no move comes for it.
    host.send("position /3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/");
    host.send("side");
    assert_eq!(host.expect("side"), "side attackers");
    // goodbye stops a running search at once.
    host.send("play attackers");
    host.quiet_for(Duration::from_millis(100));
    let asked = Instant::now();
    host.send("goodbye");
    let rest = host.close();
    assert!(asked.elapsed() < Duration::from_secs(5));
    assert!(rest.iter().all(|l| !l.starts_with("move ")), "{rest:?}");
}

#[test]
fn the_end_of_the_input_still_lets_the_running_search_answer() {
    let mut host = Host::start(Script::First, config());
    host.send(RULES);
    host.send("play defenders");
    let rest = host.close();
    assert!(rest.iter().any(|l| l.starts_with("move ")), "{rest:?}");
}

#[test]
fn a_refused_move_is_taken_back() {
    let mut host = Host::start(Script::First, config());
    host.send(RULES);
    host.send("play attackers");
    let ours = host.expect("move ");
    host.send("position");
    assert_ne!(
        host.next(),
        "position /3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/",
        "our move is on the board"
    );
    host.send("error 1 illegal move");
    host.send("position");
    assert_eq!(
        host.next(),
        "position /3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/",
        "{ours} was taken back"
    );
    assert!(host.notes().contains("taken back"), "{}", host.notes());
    host.send("goodbye");
    host.close();
}

#[test]
fn analysis_reports_the_line_in_opentafl_terms() {
    let mut host = Host::start(Script::First, config());
    host.send(RULES);
    host.send("side defenders");
    host.send("analyze 1 2");
    let line = host.expect("analysis ");
    // +0.50 for the defenders to move is -50 in OpenTafl's (attackers') terms.
    assert!(line.starts_with("analysis 1 "), "{line}");
    assert!(line.ends_with(" -50"), "{line}");
    let limits = host.seen.lock().unwrap()[0];
    assert_eq!(limits.movetime, Some(Duration::from_millis(1900)));
    host.send("goodbye");
    host.close();
}

#[test]
fn a_search_that_panics_is_an_error_and_the_next_search_works() {
    let mut host = Host::start(Script::Panic, config());
    host.send(RULES);
    host.send("play attackers");
    assert_eq!(
        host.expect("error"),
        "error -1 the search failed (internal error)"
    );
    host.send("play attackers");
    host.expect("move ");
    host.send("goodbye");
    host.close();
}

#[test]
fn notes_beyond_the_budget_go_only_to_the_log() {
    let mut c = config();
    c.notes_budget = 2;
    let log = Notes(Arc::new(Mutex::new(Vec::new())));
    let mut host = {
        // Host::start has no log; build this one by hand.
        let (to, input) = mpsc::channel::<Vec<u8>>();
        let (output, from) = mpsc::channel();
        let notes = Arc::new(Mutex::new(Vec::new()));
        let make = || Scripted {
            script: Script::First,
            stop: Arc::new(AtomicBool::new(false)),
            seen: Arc::new(Mutex::new(Vec::new())),
            new_games: Arc::new(AtomicUsize::new(0)),
            ponders: Arc::new(Mutex::new(Vec::new())),
        };
        let session = Session::new(c, make(), make).with_log(Box::new(log.clone()));
        let mut note_sink = Notes(notes.clone());
        let handle = thread::spawn(move || {
            session.run(
                BufReader::new(Input(input, Vec::new())),
                &mut Output(output, Vec::new()),
                &mut note_sink,
            )
        });
        Host {
            to: Some(to),
            from,
            notes,
            seen: Arc::new(Mutex::new(Vec::new())),
            new_games: Arc::new(AtomicUsize::new(0)),
            ponders: Arc::new(Mutex::new(Vec::new())),
            session: Some(handle),
        }
    };
    assert_eq!(host.next(), "hello scripted");
    for _ in 0..5 {
        host.send("dump");
    }
    host.send("goodbye");
    host.close_keep_notes(&log);
}

impl Host {
    fn close_keep_notes(self, log: &Notes) {
        let notes = self.notes.clone();
        self.close();
        let notes = String::from_utf8_lossy(&notes.lock().unwrap()).into_owned();
        assert_eq!(
            notes.lines().filter(|l| l.contains("dump")).count(),
            2,
            "{notes}"
        );
        assert!(notes.contains("(further notes only in --log)"), "{notes}");
        let log = String::from_utf8_lossy(&log.0.lock().unwrap()).into_owned();
        assert_eq!(
            log.lines().filter(|l| l.starts_with("# ")).count(),
            5,
            "{log}"
        );
        assert!(
            log.contains("< dump") && log.contains("> hello scripted"),
            "{log}"
        );
    }
}

#[test]
fn a_pondering_session_ponders_after_its_moves_and_stops_when_the_game_changes() {
    let mut c = config();
    c.ponder = true;
    let mut host = Host::start(Script::First, c);
    host.send(RULES);
    host.send("play attackers");
    let ours = host.expect("move ");
    let ours = &ours["move ".len()..];
    // The session would answer `position` only after the move: the
    // ponder call came before it.
    host.send("position");
    host.expect("position ");
    assert_eq!(
        *host.ponders.lock().unwrap(),
        ["stop".to_string(), format!("ponder 0 {ours}")],
        "rules stop pondering; after our move the game before it is given"
    );
    // The opponent's move leaves the searcher pondering; the next play
    // searches (the searcher decides on a hit), then ponders again.
    host.send("opponent-move d1-d3 /4tt3/4t4/3tT4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/");
    host.send("side");
    host.expect("side ");
    assert_eq!(host.ponders.lock().unwrap().len(), 2);
    host.send("finish 2");
    host.send("goodbye");
    let ponders = host.ponders.clone();
    host.close();
    let events = ponders.lock().unwrap().clone();
    assert_eq!(events.len(), 4, "{events:?}");
    assert_eq!(events[2..], ["stop", "stop"], "finish and goodbye stop it");
}

#[test]
fn a_session_that_does_not_ponder_never_asks_to() {
    let mut host = Host::start(Script::First, config());
    host.send(RULES);
    host.send("play attackers");
    host.expect("move ");
    host.send("position");
    host.expect("position ");
    assert!(host.ponders.lock().unwrap().iter().all(|e| e == "stop"));
    host.send("goodbye");
    host.close();
}
