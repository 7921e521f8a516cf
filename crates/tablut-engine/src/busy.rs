//! [`BusyMoves`]: which positions other search threads are searching right
//! now, so that a thread about to search one of them from a node puts that
//! move off until its other moves are done (simplified ABDADA).
//!
//! Lazy SMP alone lets every thread search the same subtrees at the same
//! time, and sharing the table only saves part of the repeated work. With
//! the moves in progress marked here, two threads at one node search
//! different moves first; by the time a thread comes back to a move it
//! put off, the other thread has usually stored its result in the table.
//!
//! The table is a small array of hashes without locks: a lost mark or a
//! mark of another move with the same slot only changes the order of
//! moves, never a score.

use std::sync::atomic::{AtomicU64, Ordering};

/// Slots in the table: a power of two. Only nodes deep enough to be worth
/// sharing are marked, and at most one move per thread per ply is marked at
/// a time, so a few thousand slots hold them all with few collisions.
const SLOTS: usize = 1 << 14;

/// The moves being searched now, by position key and move.
pub(crate) struct BusyMoves {
    slots: Box<[AtomicU64]>,
}

impl BusyMoves {
    /// An empty table.
    pub fn new() -> BusyMoves {
        BusyMoves {
            slots: (0..SLOTS).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    /// The hash of the position with key `key` being searched from its
    /// parent with `depth` plies left there. The depth is part of it: a
    /// thread an iteration ahead or behind searches another tree, and
    /// putting its positions off would only spoil the order of moves.
    #[inline]
    pub fn hash(key: u64, depth: i32) -> u64 {
        // A multiplicative mix so that neighbouring depths spread over the
        // slots; 0 is kept for "empty".
        let d = (depth as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (key ^ d).max(1)
    }

    #[inline]
    fn slot(&self, hash: u64) -> &AtomicU64 {
        &self.slots[(hash >> 32) as usize & (SLOTS - 1)]
    }

    /// Whether another thread is searching the move of `hash`.
    #[inline]
    pub fn is_busy(&self, hash: u64) -> bool {
        self.slot(hash).load(Ordering::Relaxed) == hash
    }

    /// Marks the move of `hash` as being searched.
    #[inline]
    pub fn enter(&self, hash: u64) {
        self.slot(hash).store(hash, Ordering::Relaxed);
    }

    /// Unmarks the move of `hash`, unless another move took its slot since.
    #[inline]
    pub fn leave(&self, hash: u64) {
        // A plain load and store, not a compare-and-swap: a locked
        // instruction at every move costs more than the rare mark lost to
        // a race, which only changes the order of moves.
        let slot = self.slot(hash);
        if slot.load(Ordering::Relaxed) == hash {
            slot.store(0, Ordering::Relaxed);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_is_busy_between_enter_and_leave() {
        let busy = BusyMoves::new();
        let h = BusyMoves::hash(0x1234_5678_9abc_def0, 5);
        assert!(!busy.is_busy(h));
        busy.enter(h);
        assert!(busy.is_busy(h));
        assert!(!busy.is_busy(BusyMoves::hash(0x1234_5678_9abc_def1, 5)));
        assert!(!busy.is_busy(BusyMoves::hash(0x1234_5678_9abc_def0, 6)));
        busy.leave(h);
        assert!(!busy.is_busy(h));
    }
}
