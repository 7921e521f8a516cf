//! The server's health.

use serde::{Deserialize, Serialize};

/// `GET /api/health`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Health {
    /// Always true: the server answers.
    pub ok: bool,
    /// Games this server holds in memory.
    #[serde(default)]
    pub games_in_memory: usize,
    /// Times since start that this server read a game in memory again
    /// from the database because another server changed it in a way its
    /// notice did not carry (see docs/web-api.md, "Several servers").
    #[serde(default)]
    pub reloads: u64,
}
