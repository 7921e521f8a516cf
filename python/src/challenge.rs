//! The Tablut Challenge client for Python: `tablut_protocol`'s client
//! loop (framing, the state and action messages, the game kept in step
//! with the server's states, the time per move) asks a Python callable for
//! each move. The network is read with the GIL released.

use std::cell::RefCell;
use std::net::{TcpStream, ToSocketAddrs};
use std::time::Duration;

use pyo3::prelude::*;
use pyo3::types::PyDict;
use tablut_core::notation::write_record_with_end;
use tablut_core::{Game, GameEnd, Move, Side};
use tablut_protocol::bologna::client::{self, ClientConfig, ClientEvent};
use tablut_protocol::bologna::{self, Step, MAX_MESSAGE_LEN};

use crate::errors::{rules, ChallengeError};
use crate::game::{move_from, side_name, variant_from, PyGame};

fn connect(host: &str, port: u16) -> PyResult<TcpStream> {
    let addrs: Vec<_> = (host, port)
        .to_socket_addrs()
        .map_err(|e| ChallengeError::new_err(format!("cannot resolve '{host}': {e}")))?
        .collect();
    let mut last = None;
    for addr in &addrs {
        match TcpStream::connect_timeout(addr, Duration::from_secs(10)) {
            Ok(s) => return Ok(s),
            Err(e) => last = Some(e),
        }
    }
    Err(ChallengeError::new_err(match last {
        Some(e) => format!(
            "could not connect to {host}:{port} (is the server running and listening?): {e}"
        ),
        None => format!("the address '{host}' resolves to nothing"),
    }))
}

/// Plays one game of the Tablut Challenge as `side` (`"WHITE"`, the
/// defenders, or `"BLACK"`, the attackers) against the server at
/// `host:port`. `ask(game, seconds, state_json)` is called for every move
/// of this side with the game so far (a `tablut.Game`), the seconds it may
/// think and the server's last state message; it returns a move, or `None`
/// for the client to play a legal move of its own. Returns a dict: `turn`
/// (the final `WHITEWIN`, `BLACKWIN` or `DRAW`), `result` (`"won"`,
/// `"lost"`, `"drew"`), `winner`, `moves_sent`, `game` and `record` (the
/// OpenTafl record of the game).
#[pyfunction]
#[pyo3(signature = (side, ask, *, host, port, timeout, name, variant, read_timeout, verbose))]
#[allow(clippy::too_many_arguments)]
pub fn challenge_play<'py>(
    py: Python<'py>,
    side: &str,
    ask: Py<PyAny>,
    host: &str,
    port: Option<u16>,
    timeout: f64,
    name: &str,
    variant: &str,
    read_timeout: Option<f64>,
    verbose: bool,
) -> PyResult<Bound<'py, PyDict>> {
    let side = match side.to_ascii_uppercase().as_str() {
        "WHITE" => Side::Defenders,
        "BLACK" => Side::Attackers,
        _ => {
            return Err(rules(format!(
                "'{side}' is not a role: give \"WHITE\" (defenders) or \"BLACK\" (attackers)"
            )))
        }
    };
    if !(timeout > 0.0 && timeout.is_finite()) {
        return Err(rules(format!(
            "timeout={timeout}: give the server's seconds per move"
        )));
    }
    let variant = variant_from(variant, None)?;
    let port = port.unwrap_or(bologna::port(side));
    let colour = bologna::colour(side);
    let config = ClientConfig {
        side,
        name: name.to_string(),
        move_time: Duration::from_secs_f64(timeout),
        read_timeout: Some(Duration::from_secs_f64(
            read_timeout.unwrap_or(660.0 + 2.0 * timeout),
        )),
        rules: variant.rules,
        max_message: MAX_MESSAGE_LEN,
    };
    let host = host.to_string();
    let (outcome, failure) = py.allow_threads(|| {
        // The last state message, for `ask`; and an exception raised by
        // `ask`, which ends the game (the socket is shut) and is raised
        // afterwards.
        let last_state: RefCell<String> = RefCell::new(String::new());
        let failure: RefCell<Option<PyErr>> = RefCell::new(None);
        let stream = match connect(&host, port) {
            Ok(s) => s,
            Err(e) => return (Err(e), None),
        };
        if verbose {
            eprintln!("tablut.challenge: {colour} as '{name}' connected to {host}:{port}");
        }
        let mut choose = |game: &Game, budget: Duration| -> Option<Move> {
            Python::with_gil(|py| {
                let g = PyGame::new(game.clone(), variant);
                let state = last_state.borrow().clone();
                let answer = ask
                    .call1(py, (g, budget.as_secs_f64(), state))
                    .and_then(|a| {
                        let a = a.bind(py);
                        if a.is_none() {
                            Ok(None)
                        } else {
                            move_from(a).map(Some)
                        }
                    });
                match answer {
                    Ok(mv) => mv,
                    Err(e) => {
                        *failure.borrow_mut() = Some(e);
                        let _ = stream.shutdown(std::net::Shutdown::Both);
                        None
                    }
                }
            })
        };
        let mut log = |event: ClientEvent<'_>| match event {
            ClientEvent::State { state, step } => {
                *last_state.borrow_mut() = state.to_json();
                if verbose {
                    match step {
                        Step::Moved(mv) => eprintln!("  {mv}  -> {}", state.turn),
                        Step::Resynced(why) => eprintln!("  warning: {why}"),
                        Step::Started => eprintln!("  game started, {} to move", state.turn),
                        Step::Same => {}
                    }
                }
            }
            ClientEvent::Refused(mv) if verbose => {
                eprintln!("  the server refused {mv}; choosing another move")
            }
            ClientEvent::Sent { mv, elapsed } if verbose => {
                eprintln!("  sent {mv} after {:.2} s", elapsed.as_secs_f64())
            }
            _ => {}
        };
        let outcome = client::play(&stream, &config, &mut choose, &mut log)
            .map_err(|e| ChallengeError::new_err(format!("{colour} player: {e}")));
        (outcome, failure.into_inner())
    });
    if let Some(e) = failure {
        return Err(e);
    }
    let outcome = outcome?;
    let game = outcome.game.unwrap_or_else(|| Game::start(variant.rules));
    // The server's verdict, where the rules of the tracked game give none
    // (a time-out, an illegal move, the server's own limits).
    let end = match outcome.turn.winner() {
        _ if GameEnd::of_game(&game).is_some() => None,
        Some(w) => Some(GameEnd::adjudication(
            Some(w),
            &format!("the server announced {}", outcome.turn),
        )),
        None => Some(GameEnd::adjudication(None, "the server announced DRAW")),
    };
    let me = format!("{name} ({})", colour.to_ascii_lowercase());
    let mut tags = vec![("event", "Tablut Challenge")];
    tags.push((side_name(side), me.as_str()));
    let record = write_record_with_end(&game, &variant, end.as_ref(), &tags);
    let d = PyDict::new(py);
    d.set_item("turn", outcome.turn.name())?;
    d.set_item(
        "result",
        match outcome.turn.winner() {
            Some(w) if w == side => "won",
            Some(_) => "lost",
            None => "drew",
        },
    )?;
    d.set_item("winner", outcome.turn.winner().map(side_name))?;
    d.set_item("moves_sent", outcome.moves_sent)?;
    d.set_item("record", record)?;
    let mut g = PyGame::new(game, variant);
    g.end = end;
    d.set_item("game", Py::new(py, g)?)?;
    Ok(d)
}
