//! Overdue games the clock sweep failed to end, set aside with a growing
//! wait so that a damaged game never holds the sweep back.

use std::collections::HashMap;

/// Overdue games the clock sweep failed to end, each with when to try it
/// again: a second after the first failure, doubling up to five minutes.
#[derive(Debug, Default)]
pub(super) struct SetAside(HashMap<String, (i64, i64)>);

impl SetAside {
    const FIRST_WAIT_MS: i64 = 1_000;
    const LONGEST_WAIT_MS: i64 = 5 * 60_000;

    /// Whether game `id` waits to be tried again at `now`.
    pub(super) fn waiting(&self, id: &str, now: i64) -> bool {
        self.0.get(id).is_some_and(|&(retry_at, _)| now < retry_at)
    }

    /// Game `id` failed at `now`: sets it aside; how long it waits.
    pub(super) fn add(&mut self, id: &str, now: i64) -> i64 {
        let wait = match self.0.get(id) {
            Some(&(_, wait)) => (wait * 2).min(Self::LONGEST_WAIT_MS),
            None => Self::FIRST_WAIT_MS,
        };
        self.0.insert(id.to_string(), (now + wait, wait));
        wait
    }

    /// Game `id` was dealt with.
    pub(super) fn clear(&mut self, id: &str) {
        self.0.remove(id);
    }

    pub(super) fn len(&self) -> usize {
        self.0.len()
    }
}
