//! The server's one clock: milliseconds since 1970, which tests may set
//! ahead so that days per move run out without waiting for them.

use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// How far this process's clock is set ahead of the system's, in ms.
static AHEAD_MS: AtomicI64 = AtomicI64::new(0);

/// Milliseconds since 1970: the time every clock, deadline and record of
/// the server is read from.
pub fn now_ms() -> i64 {
    let system = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0);
    system + AHEAD_MS.load(Ordering::Relaxed)
}

/// Sets the server's clock `ms` further ahead of the system's, for the
/// whole process: how tests see days per move run out without waiting
/// for them. Nothing in the server calls it.
pub fn advance_clock(ms: i64) {
    AHEAD_MS.fetch_add(ms, Ordering::Relaxed);
}
