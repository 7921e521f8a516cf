//! Games in play: the hub that holds them in memory and is the one place
//! where a game changes, the game as it lives there, its clocks and the
//! computer's searches, and the state every connection is sent.

pub mod conditional;
pub mod decide;
pub mod hub;
pub mod live;
pub mod scheduler;
pub mod seats;
mod set_aside;
pub mod sweep;
pub mod view;
