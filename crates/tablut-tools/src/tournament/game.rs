//! One game of the tournament: the referee on the game's two ports, both
//! clients started, the game refereed by `tablut_protocol`'s referee, the
//! clients' processes ended, the record and the logs written.
//!
//! A client whose process ends before it has joined would leave the
//! referee waiting for a connection that never comes; a watcher thread
//! sees it end and knocks on its seat's port (connects and closes at once),
//! so the referee gives up on that seat now rather than after the connect
//! time-out, and the seat loses by the referee's rule.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::process::ExitStatus;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use serde::Serialize;
use tablut_core::{ForfeitCause, Game, GameEnd, Side};
use tablut_protocol::bologna::referee::{referee, RefereeError, RefereeEvent, Report};
use tablut_protocol::bologna::{colour, FrameError, State, Turn, BLACK_PORT, WHITE_PORT};

use super::player::HOST;
use super::process::{describe, Client};
use super::schedule::Pairing;
use super::{Ports, Tournament, TournamentError};

/// How one client did in one game.
#[derive(Clone, Debug, Serialize)]
pub struct ClientReport {
    /// The name it declared to the referee, if it got that far.
    pub declared_name: Option<String>,
    /// How its process ended: `exit status 0`, `killed at the end of the
    /// game`…
    pub exit: String,
    /// Its log (standard output and error), relative to the tournament's
    /// directory.
    pub log: String,
}

/// A finished game of the tournament.
#[derive(Clone, Debug, Serialize)]
pub struct GameResult {
    /// 1-based game number.
    pub number: usize,
    /// White's player (defenders).
    pub white: String,
    /// Black's player (attackers).
    pub black: String,
    /// White's index among the players.
    #[serde(skip)]
    pub white_index: usize,
    /// Black's index among the players.
    #[serde(skip)]
    pub black_index: usize,
    /// `WHITEWIN`, `BLACKWIN` or `DRAW`.
    pub result: Turn,
    /// Why, in a few words.
    pub reason: String,
    /// Whether a player lost without the rules deciding (errors, time-out,
    /// crash, lost connection).
    pub forfeit: bool,
    /// Plies played.
    pub plies: usize,
    /// Every move's time in milliseconds as the referee measured it, in
    /// the order played (White's first).
    pub move_ms: Vec<u64>,
    /// The game record, relative to the tournament's directory.
    pub record: String,
    /// White's client.
    pub white_client: ClientReport,
    /// Black's client.
    pub black_client: ClientReport,
    /// How the game ended.
    #[serde(skip)]
    pub ending: GameEnd,
}

impl GameResult {
    /// White's points: 1, ½ or 0.
    pub fn white_points(&self) -> f64 {
        match self.result {
            Turn::WhiteWin => 1.0,
            Turn::BlackWin => 0.0,
            _ => 0.5,
        }
    }

    /// The points of player `index` (0 to 1), if it played this game.
    pub fn points_of(&self, index: usize) -> Option<f64> {
        if index == self.white_index {
            Some(self.white_points())
        } else if index == self.black_index {
            Some(1.0 - self.white_points())
        } else {
            None
        }
    }

    /// One line: number, players, result, reason, length.
    pub fn line(&self) -> String {
        format!(
            "{:>3} {} (white) vs {} (black): {}, {}; {} plies",
            self.number, self.white, self.black, self.result, self.reason, self.plies
        )
    }
}

/// The index of `side`'s seat: White 0, Black 1.
fn seat(side: Side) -> usize {
    match side {
        Side::Defenders => 0,
        Side::Attackers => 1,
    }
}

/// Listens on `port` of [`HOST`], trying for a few seconds when the
/// previous game's sockets still hold it.
fn bind(port: u16) -> Result<TcpListener, TournamentError> {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        match TcpListener::bind((HOST, port)) {
            Ok(l) => return Ok(l),
            Err(reason) if port == 0 || Instant::now() >= deadline => {
                return Err(TournamentError::Bind { port, reason })
            }
            Err(_) => std::thread::sleep(Duration::from_millis(100)),
        }
    }
}

/// The two seats' listeners: the standard ports, or two free ones.
fn listen(ports: Ports) -> Result<[TcpListener; 2], TournamentError> {
    Ok(match ports {
        Ports::Standard => [bind(WHITE_PORT)?, bind(BLACK_PORT)?],
        Ports::Free => [bind(0)?, bind(0)?],
    })
}

/// Watches both clients until `done`: knocks on the port of a seat whose
/// client ended before it joined. Returns how each client ended, if it
/// did while the game was on.
fn watch(
    clients: &mut [Client; 2],
    joined: &[AtomicBool; 2],
    done: &AtomicBool,
    ports: [u16; 2],
) -> [Option<ExitStatus>; 2] {
    let mut knocked = [false; 2];
    let mut exits = [None; 2];
    while !done.load(Ordering::Acquire) {
        for i in 0..2 {
            exits[i] = clients[i].poll();
            if !knocked[i] && exits[i].is_some() && !joined[i].load(Ordering::Acquire) {
                knocked[i] = true;
                let addr = SocketAddr::from((Ipv4Addr::LOCALHOST, ports[i]));
                let _ = TcpStream::connect_timeout(&addr, Duration::from_secs(1));
            }
        }
        std::thread::sleep(Duration::from_millis(25));
    }
    exits
}

/// What an exit status says about a client that never played.
fn ended(status: ExitStatus) -> String {
    let what = describe(status);
    match status.code() {
        Some(127) => format!("{what}: the command was not found"),
        Some(126) => format!("{what}: the command could not be run"),
        _ => what,
    }
}

/// The forfeit of the seat the referee could not fill (`e`).
fn no_game(e: &RefereeError, clients: &[Client; 2], exits: [Option<ExitStatus>; 2]) -> GameEnd {
    let (side, before) = match e {
        RefereeError::NoPlayer { side, .. } => (*side, "connecting"),
        RefereeError::NoName { side, .. } => (*side, "it joined"),
        RefereeError::Accept { side, .. } => (*side, "connecting"),
    };
    let i = seat(side);
    if let Some(status) = exits[i] {
        let mut detail = format!("the client ended ({}) before {before}", ended(status));
        if let Some(words) = clients[i].last_words() {
            detail.push_str(&format!("; its last output: {words}"));
        }
        return GameEnd::forfeit(side, ForfeitCause::Crash, &detail);
    }
    let cause = match e {
        RefereeError::NoPlayer { .. } => ForfeitCause::Timeout,
        RefereeError::NoName {
            reason: FrameError::TimedOut,
            ..
        } => ForfeitCause::Timeout,
        RefereeError::NoName { .. } => ForfeitCause::Disconnect,
        RefereeError::Accept { .. } => ForfeitCause::Other,
    };
    GameEnd::forfeit(side, cause, &e.to_string())
}

/// The report of a game that never started: no moves, `ending` forfeited.
fn unplayed(t: &Tournament, names: [&str; 2], ending: GameEnd) -> Report {
    let game = Game::start(t.variant.rules);
    let turn = Turn::win(ending.winner().expect("a forfeit has a winner"));
    Report {
        white: names[0].to_string(),
        black: names[1].to_string(),
        final_state: State::from_position(game.position(), turn),
        game,
        ending,
        errors: [0, 0],
        move_times: Vec::new(),
    }
}

/// Writes a referee event to the game's referee log.
fn log_event(out: &mut impl Write, event: &RefereeEvent<'_>) {
    let _ = match event {
        RefereeEvent::Waiting(side) => writeln!(out, "waiting for {}", colour(*side)),
        RefereeEvent::Joined { side, name, peer } => {
            writeln!(out, "{} is {name} ({peer})", colour(*side))
        }
        RefereeEvent::Moved {
            side,
            mv,
            took,
            state,
        } => writeln!(
            out,
            "{} {mv} -> {} ({:.2} s)",
            colour(*side),
            state.turn,
            took.as_secs_f64()
        ),
        RefereeEvent::Error {
            side,
            count,
            allowed,
            reason,
        } => writeln!(
            out,
            "error {count} of {} ({allowed} allowed): {reason}",
            colour(*side)
        ),
    };
}

/// Plays game `p` of `t`; `width` digits number the files. An error
/// means the tournament cannot go on (a port or a file it cannot use).
pub(super) fn play(
    t: &Tournament,
    p: Pairing,
    width: usize,
) -> Result<GameResult, TournamentError> {
    let players = [&t.players[p.white], &t.players[p.black]];
    let names = [players[0].name.as_str(), players[1].name.as_str()];
    let stem = format!("{:0width$}-{}-vs-{}", p.number, names[0], names[1]);
    let listeners = listen(t.ports)?;
    let mut ports = [0u16; 2];
    for (port, l) in ports.iter_mut().zip(&listeners) {
        *port = l
            .local_addr()
            .map_err(|reason| TournamentError::Bind { port: 0, reason })?
            .port();
    }
    let log_name = |what: &str| format!("logs/{stem}-{what}.log");
    let referee_log = t.out.join(log_name("referee"));
    let mut referee_out =
        BufWriter::new(
            File::create(&referee_log).map_err(|reason| TournamentError::Io {
                path: referee_log.clone(),
                reason,
            })?,
        );
    let mut start = |i: usize, side: Side| {
        let command = players[i].command_for(side, t.move_secs, ports[i]);
        let _ = writeln!(
            referee_out,
            "{} {}: {command}",
            colour(side),
            players[i].name
        );
        Client::start(
            &players[i].name,
            &command,
            &t.out.join(log_name(&colour(side).to_ascii_lowercase())),
        )
    };
    let white = start(0, Side::Defenders)?;
    let black = start(1, Side::Attackers)?;
    let mut clients = [white, black];

    let config = t.referee_config();
    let joined = [AtomicBool::new(false), AtomicBool::new(false)];
    let done = AtomicBool::new(false);
    let mut declared: [Option<String>; 2] = [None, None];
    let (outcome, exits) = std::thread::scope(|scope| {
        let watcher = scope.spawn(|| watch(&mut clients, &joined, &done, ports));
        let mut log = |event: RefereeEvent<'_>| {
            if let RefereeEvent::Joined { side, name, .. } = &event {
                joined[seat(*side)].store(true, Ordering::Release);
                declared[seat(*side)] = Some(name.to_string());
            }
            log_event(&mut referee_out, &event);
        };
        let outcome = referee(&listeners[0], &listeners[1], &config, &mut log);
        done.store(true, Ordering::Release);
        let exits = watcher.join().unwrap_or_default();
        (outcome, exits)
    });
    // Connections still waiting are refused from here on.
    drop(listeners);
    let mut report = match outcome {
        Ok(report) => report,
        Err(e) => {
            let _ = writeln!(referee_out, "no game: {e}");
            unplayed(t, names, no_game(&e, &clients, exits))
        }
    };
    // The record names the tournament's players, not what they declared.
    report.white = names[0].to_string();
    report.black = names[1].to_string();
    let deadline = Instant::now() + Duration::from_secs(1);
    let finished = [clients[0].finish(deadline), clients[1].finish(deadline)];
    let _ = writeln!(referee_out, "result: {}", report.summary());
    for (side, how) in [Side::Defenders, Side::Attackers].iter().zip(&finished) {
        let _ = writeln!(referee_out, "{} client: {how}", colour(*side));
    }
    let _ = referee_out.flush();

    let record = format!("games/{stem}.txt");
    let round = p.number.to_string();
    let time_control = format!("{} s per move", t.move_secs);
    let errors = t.errors_allowed.to_string();
    let mut tags = vec![
        ("round", round.as_str()),
        ("time-control", time_control.as_str()),
        ("errors-allowed", errors.as_str()),
    ];
    if !t.date.is_empty() {
        tags.insert(0, ("date", t.date.as_str()));
    }
    let path = t.out.join(&record);
    std::fs::write(&path, report.record(&t.variant, &tags))
        .map_err(|reason| TournamentError::Io { path, reason })?;
    let [white_exit, black_exit] = finished;
    let [white_declared, black_declared] = declared;
    Ok(GameResult {
        number: p.number,
        white: names[0].to_string(),
        black: names[1].to_string(),
        white_index: p.white,
        black_index: p.black,
        result: report.turn(),
        reason: report.reason(),
        forfeit: matches!(report.ending, GameEnd::Forfeit { .. }),
        plies: report.game.len(),
        move_ms: report
            .move_times
            .iter()
            .map(|t| t.as_millis() as u64)
            .collect(),
        record,
        white_client: ClientReport {
            declared_name: white_declared,
            exit: white_exit,
            log: log_name("white"),
        },
        black_client: ClientReport {
            declared_name: black_declared,
            exit: black_exit,
            log: log_name("black"),
        },
        ending: report.ending,
    })
}
