//! Tablut Challenge tournaments: a round robin among any number of
//! Challenge clients given as shell commands (students' programs, or
//! tablut's own `challenge-client`), each pair playing both colours, each
//! game refereed by `tablut_protocol`'s Bologna referee on ports of its
//! own, with every game saved as a record, each client's output logged,
//! and a crosstable, standings and Elo at the end
//! (`tablut challenge-tournament`).
//!
//! - [`player`]: a player's name and command template, with the
//!   placeholders `{role}`, `{timeout}`, `{host}`, `{port}`, `{name}`;
//! - [`schedule`]: the order of the games (rounds of the circle method);
//! - [`game`]: one game: referee, client processes, record and logs;
//! - [`standings`]: the crosstable, standings, JSON and text.
//!
//! The tournament's directory holds `games/NNN-WHITE-vs-BLACK.txt` (each
//! game's record), `logs/NNN-WHITE-vs-BLACK-{white,black,referee}.log`
//! (what each client wrote, and what the referee saw), `results.json`
//! and `results.txt`.
//!
//! A client that crashes, hangs past its time, disconnects or sends an
//! illegal move loses that game by the referee's rules (the record says
//! why) and the tournament goes on; a client's process group is killed at
//! the end of each of its games.

pub mod game;
pub mod player;
mod process;
pub mod schedule;
pub mod standings;

use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use tablut_core::Variant;
use tablut_protocol::bologna::referee::RefereeConfig;
use tablut_protocol::bologna::{BLACK_PORT, MAX_MESSAGE_LEN, WHITE_PORT};
use thiserror::Error;

pub use game::{ClientReport, GameResult};
pub use player::{Entrant, HOST, MAX_NAME_LEN, PLACEHOLDERS};
pub use process::kill_all_clients;
pub use schedule::{round_robin, Pairing};
pub use standings::{Cell, PlayerEntry, Results, Settings, Standing};

/// Which ports the games' referees listen on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ports {
    /// 5800 (White) and 5801 (Black), the Java server's: for clients that
    /// cannot be told a port. One game at a time.
    Standard,
    /// Two free ports for each game, given to the clients as `{port}`:
    /// games can run at the same time.
    Free,
}

impl Ports {
    /// [`Ports::Free`] when every player's command takes `{port}`,
    /// otherwise [`Ports::Standard`].
    pub fn for_players(players: &[Entrant]) -> Ports {
        if players.iter().all(Entrant::takes_port) {
            Ports::Free
        } else {
            Ports::Standard
        }
    }

    /// `standard` or `free`.
    pub fn name(self) -> &'static str {
        match self {
            Ports::Standard => "standard",
            Ports::Free => "free",
        }
    }
}

/// Why a tournament cannot start or go on.
#[derive(Debug, Error)]
pub enum TournamentError {
    /// A player is not well given.
    #[error("{0}")]
    Player(String),
    /// The settings do not fit together.
    #[error("{0}")]
    Setup(String),
    /// A player's command names a program that is not there.
    #[error(
        "player '{player}': its command starts '{program}', which is not a program that can \
         be run (not found on PATH, or not an executable file); check the command \
         (run it by hand with a role, a time and 127.0.0.1)"
    )]
    NotFound {
        /// The player.
        player: String,
        /// The program named.
        program: String,
    },
    /// The shell could not be started for a player's client.
    #[error("cannot start the client of player '{player}' (through sh -c): {reason}")]
    Spawn {
        /// The player.
        player: String,
        /// The system's reason (part of the message, not also a `source()`).
        reason: io::Error,
    },
    /// A referee port cannot be listened on.
    #[error(
        "cannot listen on {HOST}:{port} for a game: {reason}; is a Challenge server running? \
         (stop it, or use --ports free with commands that take {{port}})"
    )]
    Bind {
        /// The port (0: any free port).
        port: u16,
        /// The system's reason.
        reason: io::Error,
    },
    /// A file of the tournament cannot be written.
    #[error("cannot write {}: {reason}", path.display())]
    Io {
        /// The file or directory.
        path: PathBuf,
        /// The system's reason.
        reason: io::Error,
    },
}

/// A tournament to play.
#[derive(Clone, Debug)]
pub struct Tournament {
    /// The players, at least two, with different names.
    pub players: Vec<Entrant>,
    /// Games each pair plays (colours alternate; 2 = once each way).
    pub games_per_pair: usize,
    /// Games played at the same time (1 with [`Ports::Standard`]).
    pub concurrency: usize,
    /// The ports the referees listen on.
    pub ports: Ports,
    /// The rules.
    pub variant: Variant,
    /// Seconds per move (and for each name), `{timeout}` in the commands.
    pub move_secs: u64,
    /// Errors (illegal or malformed moves) allowed per player and game;
    /// one more loses.
    pub errors_allowed: u32,
    /// How long the referee waits for each client to connect.
    pub connect_timeout: Duration,
    /// Plies after which a game is drawn, if any.
    pub max_plies: Option<usize>,
    /// Time added to each side's first move, the same for both.
    pub first_move_extra: Duration,
    /// The tournament's directory.
    pub out: PathBuf,
    /// The date for the records (`2026.11.22`), or empty.
    pub date: String,
}

/// The games of a tournament, and why it stopped early if it did.
#[derive(Debug)]
pub struct Played {
    /// The games finished, in the order they ended.
    pub games: Vec<GameResult>,
    /// What stopped the tournament before its end (a port or a file it
    /// could not use), if anything.
    pub error: Option<TournamentError>,
}

/// Whether `program` (a plain word of a shell command) can be run.
fn can_run(program: &str) -> bool {
    if program.contains('/') {
        let path = Path::new(program);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            return path
                .metadata()
                .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0);
        }
        #[cfg(not(unix))]
        return path.is_file();
    }
    #[cfg(unix)]
    {
        Command::new("sh")
            .args(["-c", "command -v -- \"$1\"", "sh", program])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .map_or(true, |s| s.success())
    }
    #[cfg(not(unix))]
    {
        let _ = (Command::new, Stdio::null);
        true
    }
}

impl Tournament {
    /// Checks the players and settings before anything runs: at least two
    /// players with different names, counts of at least 1, ports that fit
    /// the commands and the concurrency (and the standard ports free), and
    /// programs that exist.
    pub fn check(&self) -> Result<(), TournamentError> {
        let setup = |s: String| Err(TournamentError::Setup(s));
        if self.players.len() < 2 {
            return setup(format!(
                "a tournament needs at least two players (--player NAME=COMMAND), not {}",
                self.players.len()
            ));
        }
        for (i, p) in self.players.iter().enumerate() {
            if let Some(q) = self.players[..i]
                .iter()
                .find(|q| q.name.eq_ignore_ascii_case(&p.name))
            {
                return setup(format!(
                    "two players are named '{}' and '{}': give each a name of its own \
                     (names differ in more than case, since they name files)",
                    q.name, p.name
                ));
            }
        }
        if self.games_per_pair == 0 || self.concurrency == 0 {
            return setup("--games-per-pair and --concurrency must be at least 1".into());
        }
        if self.ports == Ports::Standard && self.concurrency > 1 {
            return setup(format!(
                "games on the standard ports ({WHITE_PORT}/{BLACK_PORT}) are played one at a \
                 time: use --concurrency 1, or --ports free with every command taking {{port}}"
            ));
        }
        if self.ports == Ports::Free {
            let without: Vec<&str> = self
                .players
                .iter()
                .filter(|p| !p.takes_port())
                .map(|p| p.name.as_str())
                .collect();
            if !without.is_empty() {
                return setup(format!(
                    "with --ports free each game has ports of its own, given as {{port}}, but \
                     the command of {} has no {{port}}: add it (tablut: --port {{port}}), or \
                     play on the standard ports {WHITE_PORT}/{BLACK_PORT} with --ports standard \
                     --concurrency 1",
                    without.join(", ")
                ));
            }
        }
        if self.ports == Ports::Standard {
            // Free now, or the first game would fail after the players
            // have been checked and the directory made.
            for port in [WHITE_PORT, BLACK_PORT] {
                std::net::TcpListener::bind((HOST, port))
                    .map_err(|reason| TournamentError::Bind { port, reason })?;
            }
        }
        for p in &self.players {
            if let Some(program) = p.program() {
                if !can_run(program) {
                    return Err(TournamentError::NotFound {
                        player: p.name.clone(),
                        program: program.to_string(),
                    });
                }
            }
        }
        Ok(())
    }

    /// Every game, in the order they start.
    pub fn schedule(&self) -> Vec<Pairing> {
        round_robin(self.players.len(), self.games_per_pair)
    }

    /// The referee's settings for each game.
    pub(crate) fn referee_config(&self) -> RefereeConfig {
        RefereeConfig {
            variant: self.variant,
            move_time: Duration::from_secs(self.move_secs),
            connect_timeout: self.connect_timeout,
            errors_allowed: self.errors_allowed,
            game_time_limit: Some(Duration::from_secs(10 * 3600)),
            max_plies: self.max_plies,
            max_message: MAX_MESSAGE_LEN,
            first_move_extra: self.first_move_extra,
        }
    }

    /// Creates the directory with `games/` and `logs/`; refuses one that
    /// already holds a tournament.
    pub fn prepare(&self) -> Result<(), TournamentError> {
        let held = |name: &str| {
            let path = self.out.join(name);
            path.is_file()
                || std::fs::read_dir(&path).is_ok_and(|mut entries| entries.next().is_some())
        };
        if held("results.json") || held("games") || held("logs") {
            return Err(TournamentError::Setup(format!(
                "{} already holds a tournament: give another --out",
                self.out.display()
            )));
        }
        for dir in [self.out.join("games"), self.out.join("logs")] {
            std::fs::create_dir_all(&dir)
                .map_err(|reason| TournamentError::Io { path: dir, reason })?;
        }
        Ok(())
    }

    /// Plays every game on [`Tournament::concurrency`] threads, calling
    /// `on_game` on the caller's thread as each ends. A game that cannot
    /// be set up (a port, a file) stops the tournament after the games
    /// under way.
    pub fn play(&self, mut on_game: impl FnMut(&GameResult)) -> Played {
        let schedule = self.schedule();
        let width = schedule.len().to_string().len().max(3);
        let threads = self.concurrency.clamp(1, schedule.len().max(1));
        let next = AtomicUsize::new(0);
        let stop = AtomicBool::new(false);
        let (send, receive) = mpsc::channel();
        let mut played = Played {
            games: Vec::with_capacity(schedule.len()),
            error: None,
        };
        std::thread::scope(|scope| {
            for _ in 0..threads {
                let send = send.clone();
                let (next, stop, schedule) = (&next, &stop, &schedule);
                scope.spawn(move || {
                    while !stop.load(Ordering::Acquire) {
                        let Some(&p) = schedule.get(next.fetch_add(1, Ordering::Relaxed)) else {
                            return;
                        };
                        let result = game::play(self, p, width);
                        if result.is_err() {
                            stop.store(true, Ordering::Release);
                        }
                        if send.send(result).is_err() {
                            return;
                        }
                    }
                });
            }
            drop(send);
            for result in receive {
                match result {
                    Ok(g) => {
                        on_game(&g);
                        played.games.push(g);
                    }
                    Err(e) => {
                        played.error.get_or_insert(e);
                    }
                }
            }
        });
        played
    }

    /// The settings as the results report them.
    pub fn settings(&self) -> Settings {
        Settings {
            rules: self.variant.to_string(),
            time_per_move: self.move_secs,
            errors_allowed: self.errors_allowed,
            max_plies: self.max_plies,
            games_per_pair: self.games_per_pair,
            concurrency: self.concurrency,
            ports: self.ports.name().to_string(),
        }
    }

    /// The results of `games`.
    pub fn results(&self, games: &[GameResult]) -> Results {
        let players = self
            .players
            .iter()
            .map(|p| PlayerEntry {
                name: p.name.clone(),
                command: p.command.clone(),
            })
            .collect();
        Results::new(self.settings(), players, games)
    }

    /// Writes `results.json` and `results.txt` (with every game).
    pub fn write_results(&self, results: &Results) -> Result<(), TournamentError> {
        let write = |name: &str, text: String| {
            let path = self.out.join(name);
            std::fs::write(&path, text).map_err(|reason| TournamentError::Io { path, reason })
        };
        let json = serde_json::to_string_pretty(results).map_err(|e| TournamentError::Io {
            path: self.out.join("results.json"),
            reason: io::Error::other(e),
        })?;
        write("results.json", format!("{json}\n"))?;
        write("results.txt", results.text(usize::MAX, true))
    }
}
