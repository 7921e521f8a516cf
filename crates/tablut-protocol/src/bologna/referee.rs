//! The referee: the server side of the protocol, for student clients to
//! connect to unchanged. It follows the Java `Server` step by step (accept
//! White, read its name, accept Black, read its name, send the start to
//! both, then for each turn read the mover's action within the time per
//! move and send the new state to both), with every rule decided by
//! `tablut_core`'s [`Game`] under the chosen rule set. Where it differs
//! from the Java server, `docs/challenge.md` says so.

use std::io;
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::time::{Duration, Instant};

use tablut_core::notation::write_record_with_end;
use tablut_core::{ForfeitCause, Game, GameEnd, Move, Side, Variant};
use thiserror::Error;

use super::frame::{read_frame_before, write_frame, FrameError};
use super::wire::{colour, parse_name, sanitize_name, Action, State, Turn};

/// How a referee runs a game.
#[derive(Clone, Debug)]
pub struct RefereeConfig {
    /// The rules (with any repetition allowance already set).
    pub variant: Variant,
    /// Time for each move, and for each name.
    pub move_time: Duration,
    /// How long to wait for each player to connect.
    pub connect_timeout: Duration,
    /// Errors (illegal or malformed moves) each side may make; one more
    /// loses.
    pub errors_allowed: u32,
    /// After a move, once the game has lasted this long, it is drawn (the
    /// Java server's 10 hours). `None`: no limit.
    pub game_time_limit: Option<Duration>,
    /// Once this many plies have been played the game is drawn (not in the
    /// Java server). `None`: no limit.
    pub max_plies: Option<usize>,
    /// The largest message accepted.
    pub max_message: usize,
    /// Time added to each side's first move, the same for both: an engine
    /// that builds its tables once it has connected (tablut.cpp) is not
    /// lost on time, and neither side gets more time than the other.
    pub first_move_extra: Duration,
}

/// Why no game could be played.
#[derive(Debug, Error)]
pub enum RefereeError {
    /// Nobody connected in time.
    #[error("no {} player connected within {:.0} s", colour(*side), timeout.as_secs_f64())]
    NoPlayer {
        /// The seat left empty.
        side: Side,
        /// How long the referee waited.
        timeout: Duration,
    },
    /// A player connected but sent no name.
    #[error("the {} player ({peer}) sent no name: {reason}", colour(*side))]
    NoName {
        /// The player.
        side: Side,
        /// Its address.
        peer: String,
        /// What went wrong (part of the message, not also a `source()`).
        reason: FrameError,
    },
    /// Accepting a connection failed.
    #[error("could not accept the {} player's connection: {reason}", colour(*side))]
    Accept {
        /// The seat.
        side: Side,
        /// The socket error (part of the message, not also a `source()`).
        reason: io::Error,
    },
}

/// Something that happened, for the referee's log.
#[derive(Debug)]
pub enum RefereeEvent<'a> {
    /// Waiting for a player to connect.
    Waiting(Side),
    /// A player connected and declared its name.
    Joined {
        /// The seat.
        side: Side,
        /// The name kept (letters and digits of the first 10 characters).
        name: &'a str,
        /// Its address.
        peer: SocketAddr,
    },
    /// A legal move was played.
    Moved {
        /// The mover.
        side: Side,
        /// The move.
        mv: Move,
        /// How long the mover took, as the referee measured it: from the
        /// state it was sent to its move arriving.
        took: Duration,
        /// The state sent to both players.
        state: &'a State,
    },
    /// A move was refused and counted as an error.
    Error {
        /// The offender.
        side: Side,
        /// Its errors so far.
        count: u32,
        /// Errors allowed.
        allowed: u32,
        /// Why.
        reason: &'a str,
    },
}

/// A finished game.
#[derive(Clone, Debug)]
pub struct Report {
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The moves played.
    pub game: Game,
    /// How it ended: by the rules (the game-length limits' draw
    /// included, as [`tablut_core::DrawReason::Adjudicated`]), or by a
    /// [`GameEnd::Forfeit`]: too many errors, time-out, broken connection.
    pub ending: GameEnd,
    /// The last state sent to both players.
    pub final_state: State,
    /// Errors made by White and Black.
    pub errors: [u32; 2],
    /// Every move's time as the referee measured it, in the order played
    /// (the mover is the side to move before it).
    pub move_times: Vec<Duration>,
}

impl Report {
    /// The final turn: `WHITEWIN`, `BLACKWIN` or `DRAW`.
    pub fn turn(&self) -> Turn {
        self.final_state.turn
    }

    /// Why the game ended, in a few words.
    pub fn reason(&self) -> String {
        match &self.ending {
            GameEnd::Forfeit { loser, detail, .. } => {
                format!("{} forfeits: {detail}", colour(*loser))
            }
            end => match end.outcome() {
                Some(outcome) => outcome.reason_text(),
                None => end.to_string(),
            },
        }
    }

    /// One line: result, names, reason, length.
    pub fn summary(&self) -> String {
        format!(
            "{} (white {} vs black {}): {}; {} plies",
            self.turn(),
            self.white,
            self.black,
            self.reason(),
            self.game.len()
        )
    }

    /// The game as a tablut (OpenTafl) record under `variant`, with the
    /// players' names; `tags` go first. A forfeit, which the rules do not
    /// know, is written as the result and termination.
    pub fn record(&self, variant: &Variant, tags: &[(&str, &str)]) -> String {
        let defenders = format!("{} (white)", self.white);
        let attackers = format!("{} (black)", self.black);
        let mut all: Vec<(&str, &str)> = vec![("event", "Tablut Challenge")];
        all.extend_from_slice(tags);
        all.push(("defenders", &defenders));
        all.push(("attackers", &attackers));
        write_record_with_end(&self.game, variant, Some(&self.ending), &all)
    }
}

/// One connected player.
struct Seat {
    side: Side,
    stream: TcpStream,
    errors: u32,
    /// Whether writing to it has failed.
    gone: bool,
}

/// Accepts one connection on `listener` within `timeout`.
fn accept(
    listener: &TcpListener,
    side: Side,
    timeout: Duration,
) -> Result<TcpStream, RefereeError> {
    let err = |reason| RefereeError::Accept { side, reason };
    listener.set_nonblocking(true).map_err(err)?;
    let deadline = Instant::now() + timeout;
    loop {
        match listener.accept() {
            Ok((stream, _)) => {
                listener.set_nonblocking(false).map_err(err)?;
                stream.set_nonblocking(false).map_err(err)?;
                let _ = stream.set_nodelay(true);
                // A client that stops reading must not stall the referee.
                let _ = stream.set_write_timeout(Some(Duration::from_secs(10)));
                return Ok(stream);
            }
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                if Instant::now() >= deadline {
                    return Err(RefereeError::NoPlayer { side, timeout });
                }
                std::thread::sleep(Duration::from_millis(20));
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(err(e)),
        }
    }
}

/// Connects one player and reads its name.
fn join(
    listener: &TcpListener,
    side: Side,
    config: &RefereeConfig,
    log: &mut dyn FnMut(RefereeEvent<'_>),
) -> Result<(Seat, String), RefereeError> {
    log(RefereeEvent::Waiting(side));
    let stream = accept(listener, side, config.connect_timeout)?;
    let peer = stream
        .peer_addr()
        .unwrap_or_else(|_| SocketAddr::from(([0, 0, 0, 0], 0)));
    let text = read_frame_before(
        &stream,
        Some(Instant::now() + config.move_time),
        config.max_message,
    )
    .map_err(|reason| RefereeError::NoName {
        side,
        peer: peer.to_string(),
        reason,
    })?;
    let mut name = sanitize_name(&parse_name(&text));
    if name.is_empty() {
        name = colour(side).to_ascii_lowercase();
    }
    log(RefereeEvent::Joined {
        side,
        name: &name,
        peer,
    });
    Ok((
        Seat {
            side,
            stream,
            errors: 0,
            gone: false,
        },
        name,
    ))
}

/// Why one action was refused.
enum Refusal {
    /// Counts as an error; the state is sent again while errors remain.
    Error(String),
    /// Loses at once: the connection cannot go on.
    Fatal(ForfeitCause, String),
}

/// Reads the mover's action and checks it against the game; `allowed` is
/// the time it has.
fn read_move(
    seat: &Seat,
    game: &Game,
    config: &RefereeConfig,
    allowed: Duration,
) -> Result<Move, Refusal> {
    let deadline = Instant::now() + allowed;
    let text = match read_frame_before(&seat.stream, Some(deadline), config.max_message) {
        Ok(text) => text,
        Err(FrameError::TimedOut) => {
            return Err(Refusal::Fatal(
                ForfeitCause::Timeout,
                format!("no move within {} s", allowed.as_secs_f64()),
            ))
        }
        Err(e @ (FrameError::NegativeLength(_) | FrameError::TooLong { .. })) => {
            return Err(Refusal::Fatal(ForfeitCause::Other, e.to_string()))
        }
        Err(e) => return Err(Refusal::Fatal(ForfeitCause::Disconnect, e.to_string())),
    };
    let action = Action::parse(&text).map_err(|e| Refusal::Error(e.to_string()))?;
    let expected = Turn::to_move(seat.side);
    if action.turn != expected {
        return Err(Refusal::Error(format!(
            "the action says turn {} but it is {expected}'s move",
            action.turn
        )));
    }
    let mv = action
        .to_move()
        .map_err(|e| Refusal::Error(e.to_string()))?;
    game.check_move(mv)
        .map_err(|e| Refusal::Error(format!("illegal move: {e}")))?;
    Ok(mv)
}

/// Sends `state` to both players; returns the first one that could not be
/// reached.
fn broadcast(seats: &mut [Seat; 2], state: &State) -> Option<Side> {
    let text = state.to_json();
    let mut failed = None;
    for seat in seats.iter_mut() {
        if seat.gone {
            continue;
        }
        let mut s = &seat.stream;
        if write_frame(&mut s, &text).is_err() {
            seat.gone = true;
            failed.get_or_insert(seat.side);
        }
    }
    failed
}

fn index(side: Side) -> usize {
    match side {
        Side::Defenders => 0,
        Side::Attackers => 1,
    }
}

/// Runs one game: waits for White on `white` and Black on `black`, then
/// referees it to the end. An error means no game was played.
pub fn referee(
    white: &TcpListener,
    black: &TcpListener,
    config: &RefereeConfig,
    log: &mut dyn FnMut(RefereeEvent<'_>),
) -> Result<Report, RefereeError> {
    let (white_seat, white_name) = join(white, Side::Defenders, config, log)?;
    let (black_seat, black_name) = join(black, Side::Attackers, config, log)?;
    let mut seats = [white_seat, black_seat];
    let started = Instant::now();
    let mut game = Game::start(config.variant.rules);
    let state_of = |game: &Game| {
        let pos = game.position();
        State::from_position(pos, Turn::after(game.outcome(), pos.side_to_move()))
    };
    let mut state = state_of(&game);
    let lost = |side| GameEnd::forfeit(side, ForfeitCause::Disconnect, "the connection was lost");
    let mut forfeit: Option<GameEnd> = broadcast(&mut seats, &state).map(lost);
    let mut move_times = Vec::new();
    while forfeit.is_none() && !state.turn.is_over() {
        let side = game.position().side_to_move();
        let seat = &mut seats[index(side)];
        // Each side's first move (plies 0 and 1) has the same extra time.
        let allowed = if game.len() < 2 {
            config.move_time + config.first_move_extra
        } else {
            config.move_time
        };
        let asked = Instant::now();
        match read_move(seat, &game, config, allowed) {
            Ok(mv) => {
                let took = asked.elapsed();
                move_times.push(took);
                game.play(mv).expect("checked just before");
                let too_long = config
                    .game_time_limit
                    .is_some_and(|limit| started.elapsed() > limit)
                    || config.max_plies.is_some_and(|max| game.len() >= max);
                if too_long {
                    game.adjudicate_draw();
                }
                state = state_of(&game);
                log(RefereeEvent::Moved {
                    side,
                    mv,
                    took,
                    state: &state,
                });
            }
            Err(Refusal::Fatal(cause, reason)) => {
                forfeit = Some(GameEnd::forfeit(side, cause, &reason));
                break;
            }
            Err(Refusal::Error(reason)) => {
                seat.errors += 1;
                log(RefereeEvent::Error {
                    side,
                    count: seat.errors,
                    allowed: config.errors_allowed,
                    reason: &reason,
                });
                if seat.errors > config.errors_allowed {
                    let n = seat.errors;
                    forfeit = Some(GameEnd::forfeit(
                        side,
                        ForfeitCause::IllegalMove,
                        &format!(
                            "{n} error{} with {} allowed; the last: {reason}",
                            if n == 1 { "" } else { "s" },
                            config.errors_allowed
                        ),
                    ));
                    break;
                }
                // Within the allowance: the same state goes to both again.
            }
        }
        if let Some(side) = broadcast(&mut seats, &state) {
            // Once the rules have ended the game, a player leaving changes nothing.
            if !state.turn.is_over() {
                forfeit = Some(lost(side));
            }
        }
    }
    let ending = match forfeit {
        Some(end) => {
            state.turn = Turn::win(end.winner().expect("a forfeit has a winner"));
            broadcast(&mut seats, &state);
            end
        }
        None => GameEnd::of_game(&game).expect("the loop ends with the game or a forfeit"),
    };
    for seat in &seats {
        let _ = seat.stream.shutdown(std::net::Shutdown::Both);
    }
    Ok(Report {
        white: white_name,
        black: black_name,
        game,
        ending,
        final_state: state,
        errors: [seats[0].errors, seats[1].errors],
        move_times,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablut_core::notation::read_record;
    use tablut_core::Preset;

    fn report(ending: GameEnd) -> Report {
        let mut game = Game::start(tablut_core::Rules::LUDOTEKA);
        game.play("e3-h3".parse().unwrap()).unwrap();
        Report {
            white: "Alice".into(),
            black: "Bob".into(),
            final_state: State::from_position(game.position(), Turn::WhiteWin),
            game,
            ending,
            errors: [0, 1],
            move_times: vec![Duration::from_millis(5)],
        }
    }

    #[test]
    fn a_forfeit_is_written_as_the_result_and_the_record_reads_back() {
        let variant = Variant::preset(Preset::Ludoteka);
        let forfeit =
            GameEnd::forfeit(Side::Attackers, ForfeitCause::Timeout, "no move within 2 s");
        let r = report(forfeit.clone());
        let text = r.record(&variant, &[("date", "2026.11.22")]);
        assert!(text.contains("[defenders:Alice (white)]"), "{text}");
        assert!(text.contains("[attackers:Bob (black)]"), "{text}");
        assert!(text.contains("[result:-1]"), "{text}");
        assert!(
            text.contains("[termination:attackers forfeited (timeout): no move within 2 s]"),
            "{text}"
        );
        assert!(!text.contains("[result:?]"), "{text}");
        let back = read_record(&text).unwrap();
        assert_eq!(back.end, Some(forfeit));
        assert_eq!(back.game.len(), 1);
        assert_eq!(back.tag("defenders"), Some("Alice (white)"));
        assert!(r
            .summary()
            .starts_with("WHITEWIN (white Alice vs black Bob): BLACK forfeits"));
    }

    #[test]
    fn errors_say_their_cause_once() {
        // Printed as a chain (anyhow's `{:#}`), a cause that is both in the
        // message and a source() appeared twice.
        let io = || io::Error::new(io::ErrorKind::ConnectionReset, "reset by peer");
        let errors: [Box<dyn std::error::Error>; 5] = [
            Box::new(FrameError::Io(io())),
            Box::new(super::super::client::ClientError::Read {
                during: "the first state".into(),
                reason: FrameError::Io(io()),
            }),
            Box::new(super::super::client::ClientError::Message(
                Action::parse("reset by peer").unwrap_err(),
            )),
            Box::new(RefereeError::Accept {
                side: Side::Defenders,
                reason: io(),
            }),
            Box::new(RefereeError::NoName {
                side: Side::Attackers,
                peer: "127.0.0.1:5801".into(),
                reason: FrameError::Io(io()),
            }),
        ];
        for e in errors {
            assert!(e.to_string().contains("reset by peer"), "{e}");
            assert!(e.source().is_none(), "{e}");
        }
    }

    #[test]
    fn a_side_without_a_move_loses_under_ashton_server() {
        // ASHTON.md test A44: white captures black's last soldier.
        let variant: Variant = "ashton-server".parse().unwrap();
        let grid = ".........\n.........\n......K..\n.........\n.........\n\
                    .........\nA........\n..D......\n.........";
        let setup = tablut_core::Setup::from_grid(grid, Side::Defenders).unwrap();
        let start = tablut_core::Position::from_setup(&setup, variant.rules).unwrap();
        let mut game = Game::new(start);
        game.play("c2-a2".parse().unwrap()).unwrap();
        let pos = game.position();
        let turn = Turn::after(game.outcome(), pos.side_to_move());
        assert_eq!(turn, Turn::WhiteWin);
        assert!(game.outcome().reason_text().contains("no legal move"));
    }

    #[test]
    fn a_rules_ending_keeps_the_rules_result() {
        let variant = Variant::preset(Preset::Ludoteka);
        // A game that neither the rules nor a player ended has no result.
        let r = report(GameEnd::Abort);
        let text = r.record(&variant, &[]);
        assert!(text.contains("[result:?]"), "{text}");
        assert!(text.starts_with("[event:Tablut Challenge]\n"), "{text}");
        // The game-length limit's draw is the rules' adjudicated draw.
        let mut r = report(GameEnd::Abort);
        r.game.adjudicate_draw();
        r.ending = GameEnd::of_game(&r.game).unwrap();
        let text = r.record(&variant, &[]);
        assert!(
            text.contains("[result:0]\n[termination:draw (adjudicated)]"),
            "{text}"
        );
        assert_eq!(read_record(&text).unwrap().end, Some(r.ending.clone()));
        assert!(
            r.summary().ends_with("adjudicated; 1 plies"),
            "{}",
            r.summary()
        );
    }
}
