//! The player's side of the protocol: connect, declare a name, then read
//! states and answer with actions until a state announces the end.
//!
//! The search itself is not here: [`play`] asks a callback for each move,
//! giving it the [`Game`] kept in step by a [`Tracker`] and the time it
//! may think.

use std::io;
use std::net::TcpStream;
use std::time::{Duration, Instant};

use tablut_core::{Game, Move, Rules, Side};
use thiserror::Error;

use super::frame::{read_frame_before, write_frame, FrameError};
use super::tracker::{Step, Tracker};
use super::wire::{colour, name_json, Action, MessageError, State, StateError, Turn};

/// How a client plays.
#[derive(Clone, Debug)]
pub struct ClientConfig {
    /// The side it plays: White = defenders, Black = attackers.
    pub side: Side,
    /// The name it declares.
    pub name: String,
    /// The server's time per move.
    pub move_time: Duration,
    /// The longest wait for any one message from the server (`None`:
    /// wait for ever, as the Java client does).
    pub read_timeout: Option<Duration>,
    /// The rules the game is tracked and searched under.
    pub rules: Rules,
    /// The largest message accepted.
    pub max_message: usize,
}

/// How long to think when the server allows `move_time` per move: leave
/// 1.5 s or 15 % (whichever is more) for the network and the server's
/// whole-second clock, but think at least 0.5 s.
pub fn think_time(move_time: Duration) -> Duration {
    let margin = Duration::from_millis(1500).max(move_time.mul_f64(0.15));
    move_time
        .saturating_sub(margin)
        .max(Duration::from_millis(500))
}

/// Something a client did or saw, for its log.
#[derive(Debug)]
pub enum ClientEvent<'a> {
    /// A state arrived, and what it meant for the tracked game.
    State {
        /// The state.
        state: &'a State,
        /// What it meant.
        step: &'a Step,
    },
    /// The server sent the same state again after this side's move: the
    /// move was refused.
    Refused(Move),
    /// This side sent a move.
    Sent {
        /// The move.
        mv: Move,
        /// Time from the state's arrival to the move's departure.
        elapsed: Duration,
    },
    /// This side had no move to offer and sent a placeholder (it loses).
    NoMove,
}

/// How the game ended for a client.
#[derive(Clone, Debug)]
pub struct ClientOutcome {
    /// The final turn: `WHITEWIN`, `BLACKWIN` or `DRAW`.
    pub turn: Turn,
    /// The game as tracked.
    pub game: Option<Game>,
    /// Moves this side sent.
    pub moves_sent: u32,
}

impl ClientOutcome {
    /// One line: the result from this side's point of view.
    pub fn summary(&self, side: Side) -> String {
        let plies = self.game.as_ref().map_or(0, Game::len);
        let verdict = match self.turn.winner() {
            Some(w) if w == side => "won",
            Some(_) => "lost",
            None => "drew",
        };
        format!(
            "{} ({}) {verdict}: final state {} after {plies} plies, {} moves sent",
            colour(side),
            side,
            self.turn,
            self.moves_sent
        )
    }
}

/// Why a client stopped before the game ended. Each cause is part of the
/// message and not also a `source()`, so a `{:#}` chain says it once.
#[derive(Debug, Error)]
pub enum ClientError {
    /// A message could not be sent.
    #[error("could not send the {what} to the server: {reason}")]
    Send {
        /// `name` or `move`.
        what: &'static str,
        /// The socket error.
        reason: io::Error,
    },
    /// No message arrived, or a broken one.
    #[error("{reason}, while waiting for {during}")]
    Read {
        /// What the client was waiting for.
        during: String,
        /// What went wrong.
        reason: FrameError,
    },
    /// A message that is not a state.
    #[error("the server sent a malformed message: {0}")]
    Message(MessageError),
    /// A state that is not a position.
    #[error("the server sent an impossible state: {0}")]
    State(StateError),
}

impl From<MessageError> for ClientError {
    fn from(e: MessageError) -> ClientError {
        ClientError::Message(e)
    }
}

impl From<StateError> for ClientError {
    fn from(e: StateError) -> ClientError {
        ClientError::State(e)
    }
}

fn send(stream: &TcpStream, what: &'static str, text: &str) -> Result<(), ClientError> {
    let mut s = stream;
    write_frame(&mut s, text).map_err(|reason| ClientError::Send { what, reason })
}

/// Plays one game on `stream` (already connected to the server's port for
/// `config.side`). `choose` is asked for a move with the game so far and
/// the time it may take; `None`, or a move the server already refused in
/// this state, is replaced by another legal move.
pub fn play(
    stream: &TcpStream,
    config: &ClientConfig,
    choose: &mut dyn FnMut(&Game, Duration) -> Option<Move>,
    log: &mut dyn FnMut(ClientEvent<'_>),
) -> Result<ClientOutcome, ClientError> {
    let _ = stream.set_nodelay(true);
    send(stream, "name", &name_json(&config.name))?;
    let mut tracker = Tracker::new(config.rules);
    let mut moves_sent = 0u32;
    let mut last_sent: Option<Move> = None;
    let mut refused: Vec<Move> = Vec::new();
    loop {
        let during = if tracker.last_state().is_none() {
            "the first state (the server starts the game once both players are connected)"
                .to_string()
        } else {
            "the next state".to_string()
        };
        let deadline = config.read_timeout.map(|t| Instant::now() + t);
        let text = read_frame_before(stream, deadline, config.max_message).map_err(|reason| {
            let during = match (&reason, config.read_timeout) {
                (FrameError::TimedOut, Some(t)) => {
                    format!("{during} (read time-out {:.1} s)", t.as_secs_f64())
                }
                (FrameError::Closed, _) => format!("{during}; the game had not ended"),
                _ => during,
            };
            ClientError::Read { during, reason }
        })?;
        let received = Instant::now();
        let state = State::parse(&text)?;
        let step = tracker.observe(&state)?;
        log(ClientEvent::State {
            state: &state,
            step: &step,
        });
        if state.turn.is_over() {
            return Ok(ClientOutcome {
                turn: state.turn,
                game: tracker.game().cloned(),
                moves_sent,
            });
        }
        if state.turn.side() != Some(config.side) {
            continue;
        }
        match (&step, last_sent) {
            (Step::Same, Some(mv)) => {
                log(ClientEvent::Refused(mv));
                refused.push(mv);
            }
            _ => refused.clear(),
        }
        let game = tracker.game().expect("a state was observed");
        let budget = think_time(config.move_time);
        let choice = choose(game, budget).filter(|mv| !refused.contains(mv));
        let mv = choice.or_else(|| {
            game.position()
                .moves()
                .iter()
                .copied()
                .find(|mv| !refused.contains(mv))
        });
        let action = match mv {
            Some(mv) => Action::new(mv, config.side),
            None => {
                // Nothing to play: the rules say this side has lost, but a
                // server that does not check (the Java one) waits for a
                // move. Send one it will refuse.
                log(ClientEvent::NoMove);
                let sq = tablut_core::Square::THRONE.to_string();
                Action {
                    from: sq.clone(),
                    to: sq,
                    turn: Turn::to_move(config.side),
                }
            }
        };
        send(stream, "move", &action.to_json())?;
        moves_sent += 1;
        last_sent = mv;
        if let Some(mv) = mv {
            log(ClientEvent::Sent {
                mv,
                elapsed: received.elapsed(),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn think_time_leaves_a_margin() {
        let s = Duration::from_secs;
        assert_eq!(think_time(s(60)), s(51));
        assert_eq!(think_time(s(10)), Duration::from_millis(8500));
        assert_eq!(think_time(s(2)), Duration::from_millis(500));
        assert_eq!(think_time(s(1)), Duration::from_millis(500));
    }
}
