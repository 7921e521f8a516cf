//! The web API's messages, from their own crate (`tablut-api`), under the
//! name the server's modules use for them.

pub use tablut_api::*;
