//! The Bologna "Tablut Challenge" protocol: the JSON-over-TCP protocol of
//! the University of Bologna's Tablut competition, whose reference server
//! is the Java `Server` of `AGalassi/TablutCompetition` (Ashton rules).
//!
//! - White connects to port [`WHITE_PORT`] (5800), Black to
//!   [`BLACK_PORT`] (5801);
//! - every message is framed by [`frame`]: a 4-byte big-endian length,
//!   then UTF-8 JSON;
//! - the client first sends its name as a JSON string; the server then
//!   sends a [`State`] to both players after every move, and the player to
//!   move answers with an [`Action`];
//! - the game ends with a state whose turn is `WHITEWIN`, `BLACKWIN` or
//!   `DRAW`.
//!
//! [`client::play`] is the player's loop, [`Tracker`] keeps a
//! `tablut_core::Game` in step with the server's states, and
//! [`referee::referee`] is a server for other clients. Usage and every
//! difference from the Java server: `docs/challenge.md`.
//!
//! ```
//! use tablut_protocol::bologna::{Action, State, Turn};
//! use tablut_core::Side;
//!
//! let action = Action::new("e3-h3".parse().unwrap(), Side::Defenders);
//! assert_eq!(action.to_json(), r#"{"from":"e3","to":"h3","turn":"WHITE"}"#);
//! let state = State::parse(&State::start().to_json()).unwrap();
//! assert_eq!(state.turn, Turn::White);
//! ```

pub mod client;
pub mod frame;
pub mod referee;
mod tracker;
mod wire;

pub use frame::{read_frame, read_frame_before, write_frame, FrameError, MAX_MESSAGE_LEN};
pub use tracker::{Step, Tracker};
pub use wire::{
    colour, name_json, parse_name, sanitize_name, Action, ActionError, MessageError, Pawn, State,
    StateError, Turn,
};

/// The port White connects to.
pub const WHITE_PORT: u16 = 5800;
/// The port Black connects to.
pub const BLACK_PORT: u16 = 5801;

/// The port of `side`'s seat: White (defenders) 5800, Black (attackers) 5801.
pub const fn port(side: tablut_core::Side) -> u16 {
    match side {
        tablut_core::Side::Defenders => WHITE_PORT,
        tablut_core::Side::Attackers => BLACK_PORT,
    }
}
