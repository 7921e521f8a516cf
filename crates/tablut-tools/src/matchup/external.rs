//! An external engine as a match player: a fresh OTEP process for every
//! game (the protocol ends a game with `goodbye`), started before the game
//! so that its start-up time is not counted against its first move.

use std::time::Duration;

use tablut_core::{ForfeitCause, Game, Move, Outcome, Rules, Side, WinReason};
use tablut_protocol::otep::{EngineProcess, OtepClock, OtepError};

use super::player::{Failure, Turn};
use super::spec::TimeControl;

/// One external engine player inside one game thread.
pub struct ExternalPlayer {
    command: String,
    rules: Rules,
    startup: Duration,
    grace: Duration,
    /// This game's process, or why it could not be started.
    process: Option<Result<EngineProcess, String>>,
    /// The name the engine gave itself, once it has started.
    name: Option<String>,
    /// Under a time per move, the engine is told it has this many moves'
    /// worth of main time (OTEP has no time per move).
    pub clock_moves: u32,
    /// Under a time per move, the engine is told instead that its main
    /// time is over and it has one overtime period of this length for
    /// each move ([`OtepClock::overtime_per_move`]).
    pub overtime: Option<Duration>,
}

impl ExternalPlayer {
    /// A player that runs `command` for games under `rules`, allowing it
    /// `startup` to say hello and `grace` past its time for each move.
    pub fn new(command: &str, rules: Rules, startup: Duration, grace: Duration) -> ExternalPlayer {
        ExternalPlayer {
            command: command.to_string(),
            rules,
            startup,
            grace,
            process: None,
            name: None,
            clock_moves: 1,
            overtime: None,
        }
    }

    /// Starts this game's process (ending any left from the last game).
    pub fn new_game(&mut self) {
        self.process = None;
        let started = EngineProcess::start(&self.command, &self.rules, self.startup);
        if let Ok(p) = &started {
            self.name = Some(p.name().to_string());
        }
        self.process = Some(started.map_err(|e| format!("could not start: {e}")));
    }

    /// Asks the engine for its move; any failure ends the process, and
    /// the next game starts a new one.
    pub fn choose(&mut self, game: &Game, turn: &Turn) -> Result<Move, Failure> {
        let process = match &mut self.process {
            Some(Ok(p)) => p,
            Some(Err(why)) => return Err(Failure::new(ForfeitCause::Crash, why.clone())),
            None => {
                return Err(Failure::new(
                    ForfeitCause::Crash,
                    "the engine was not started".to_string(),
                ))
            }
        };
        let clock = match turn.control {
            TimeControl::PerMove(t) => match self.overtime {
                Some(period) => OtepClock::overtime_per_move(period),
                None => OtepClock::per_move(t * self.clock_moves.max(1)),
            },
            // OTEP's clock has no increment: the engine sees its main time.
            TimeControl::Clock { .. } => OtepClock {
                attackers: turn.attackers_left,
                defenders: turn.defenders_left,
                ..OtepClock::per_move(Duration::ZERO)
            },
        };
        match process.choose_move(game, &clock, turn.allowed() + self.grace) {
            Ok(mv) => Ok(mv),
            Err(e) => {
                let why = describe(&e);
                // Dropping the process kills it if it still runs.
                self.process = Some(Err(format!("stopped after: {why}")));
                Err(Failure::new(cause(&e), why))
            }
        }
    }

    /// Tells a running engine how the game ended and lets it go.
    pub fn finish(&mut self, game: &Game, forfeit: Option<Side>) {
        if let Some(Ok(mut process)) = self.process.take() {
            let outcome = match forfeit {
                // Only the winner goes on the wire; the reason is not sent.
                Some(loser) => Outcome::Win {
                    winner: loser.opponent(),
                    reason: WinReason::NoLegalMoves,
                },
                None => game.outcome(),
            };
            process.finish(outcome);
        }
    }

    /// The name the engine gave itself, once it has started.
    pub fn engine_name(&self) -> Option<String> {
        self.name.clone()
    }

    /// The time the engine took for its last move, from `play` to `move`.
    pub fn last_think(&self) -> Option<Duration> {
        match &self.process {
            Some(Ok(p)) => p.last_think(),
            _ => None,
        }
    }
}

/// What kind of forfeit an engine's failure is.
fn cause(e: &OtepError) -> ForfeitCause {
    match e {
        OtepError::Timeout { .. } | OtepError::NoHello { .. } => ForfeitCause::Timeout,
        OtepError::Malformed { .. } | OtepError::IllegalMove { .. } => ForfeitCause::IllegalMove,
        OtepError::Died { .. } | OtepError::Spawn { .. } | OtepError::Critical { .. } => {
            ForfeitCause::Crash
        }
        _ => ForfeitCause::Other,
    }
}

fn describe(e: &OtepError) -> String {
    match e {
        OtepError::Timeout { .. } => format!("hung: {e}"),
        OtepError::Died { .. } => format!("crashed: {e}"),
        _ => e.to_string(),
    }
}

/// Checks that an external engine's program can be run at all, before the
/// match starts: a command that cannot be split or a program that does not
/// exist would lose every game, so it is an error. An engine that starts
/// but fails otherwise only loses its games; that is the `Ok` warning.
pub fn preflight(command: &str, rules: &Rules, startup: Duration) -> Result<Preflight, OtepError> {
    match EngineProcess::start(command, rules, startup) {
        Ok(p) => Ok(Preflight::Ready(p.name().to_string())),
        Err(e @ (OtepError::BadCommand { .. } | OtepError::Spawn { .. })) => Err(e),
        Err(e) => Ok(Preflight::Failing(e.to_string())),
    }
}

/// What [`preflight`] found.
pub enum Preflight {
    /// The engine said hello, under this name.
    Ready(String),
    /// It starts but fails, like this; its games will be lost.
    Failing(String),
}
