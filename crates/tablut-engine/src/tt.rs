//! [`TranspositionTable`]: positions already searched, shared by every
//! search thread without locks. Each slot is two `AtomicU64`s, the key
//! stored XORed with the data, so a slot torn by two threads writing at
//! once fails the key check and is ignored rather than trusted.

use std::sync::atomic::{AtomicU64, Ordering};

use tablut_core::{Move, Square};
use thiserror::Error;

use crate::score::WIN_BOUND;

/// What a stored score says about the true value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The exact value.
    Exact,
    /// At least this (a beta cut-off).
    Lower,
    /// At most this (no move raised alpha).
    Upper,
}

/// One stored search result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The best (or refuting) move found.
    pub mv: Option<Move>,
    /// The score, with forced results relative to this node.
    pub score: i32,
    /// The depth searched.
    pub depth: i32,
    /// What the score bounds.
    pub bound: Bound,
}

/// A lock-free hash table of [`Entry`], indexed by Zobrist key.
pub struct TranspositionTable {
    slots: Vec<[AtomicU64; 2]>,
    age: AtomicU64,
}

/// Bytes per slot: two `AtomicU64`s.
const SLOT_BYTES: usize = 16;

/// The largest table anyone may ask for, in MiB (64 GiB); larger sizes are
/// refused before any allocation is tried.
pub const MAX_HASH_MB: usize = 65_536;

/// Why a table could not be made.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum HashSizeError {
    /// Outside 1..=[`MAX_HASH_MB`].
    #[error("a hash table of {0} MiB is out of range: give 1 to {MAX_HASH_MB} MiB")]
    OutOfRange(usize),
    /// The machine would not give the memory.
    #[error(
        "this machine cannot give {0} MiB for the hash table; give a smaller size \
         (64 MiB is plenty for play)"
    )]
    NoMemory(usize),
}

impl TranspositionTable {
    /// A table of `mb` mebibytes, or the largest power-of-two number of
    /// slots that fits in them (at least 1 MiB).
    ///
    /// # Panics
    /// When the machine cannot give the memory or `mb` is out of range;
    /// [`try_new`](Self::try_new) says so instead.
    pub fn new(mb: usize) -> TranspositionTable {
        match TranspositionTable::try_new(mb.clamp(1, MAX_HASH_MB)) {
            Ok(t) => t,
            Err(e) => panic!("{e}"),
        }
    }

    /// A table of `mb` mebibytes (as [`new`](Self::new)), or why not: out
    /// of range, more than the machine has free (where it says, as Linux
    /// does), or refused by the allocator.
    pub fn try_new(mb: usize) -> Result<TranspositionTable, HashSizeError> {
        let n = TranspositionTable::slots_for(mb)?;
        // An allocation the system grants on paper would be killed when its
        // pages are written, so ask first how much there is.
        if available_mb().is_some_and(|free| n * SLOT_BYTES / (1024 * 1024) > free) {
            return Err(HashSizeError::NoMemory(mb));
        }
        let mut slots = Vec::new();
        slots
            .try_reserve_exact(n)
            .map_err(|_| HashSizeError::NoMemory(mb))?;
        slots.extend((0..n).map(|_| [AtomicU64::new(0), AtomicU64::new(0)]));
        Ok(TranspositionTable {
            slots,
            age: AtomicU64::new(0),
        })
    }

    /// How many slots a table of `mb` MiB has: the largest power of two
    /// whose slots fit in `mb` MiB (exactly `mb` MiB when `mb` is a power
    /// of two).
    pub fn slots_for(mb: usize) -> Result<usize, HashSizeError> {
        if !(1..=MAX_HASH_MB).contains(&mb) {
            return Err(HashSizeError::OutOfRange(mb));
        }
        let fit = mb * 1024 * 1024 / SLOT_BYTES;
        Ok(1 << fit.ilog2())
    }

    /// The table's size in bytes.
    pub fn bytes(&self) -> usize {
        self.slots.len() * SLOT_BYTES
    }

    /// Forgets everything (a new game).
    pub fn clear(&self) {
        for s in &self.slots {
            s[0].store(0, Ordering::Relaxed);
            s[1].store(0, Ordering::Relaxed);
        }
    }

    /// Marks the start of a new search, so older entries are replaced first.
    pub fn new_search(&self) {
        self.age.fetch_add(1, Ordering::Relaxed);
    }

    #[inline]
    fn slot(&self, key: u64) -> &[AtomicU64; 2] {
        &self.slots[(key as usize) & (self.slots.len() - 1)]
    }

    /// The entry for `key`, if stored; forced-result scores are made
    /// relative to the root using `ply`.
    #[inline]
    pub fn probe(&self, key: u64, ply: usize) -> Option<Entry> {
        let s = self.slot(key);
        let check = s[0].load(Ordering::Relaxed);
        let data = s[1].load(Ordering::Relaxed);
        if check ^ data != key || data == 0 {
            return None;
        }
        let mut e = unpack(data);
        e.score = from_tt(e.score, ply);
        Some(e)
    }

    /// Stores `entry` for `key` unless a deeper result of the current
    /// search holds the slot.
    #[inline]
    pub fn store(&self, key: u64, ply: usize, mut entry: Entry) {
        let s = self.slot(key);
        let age = self.age.load(Ordering::Relaxed) & 0xff;
        let old_check = s[0].load(Ordering::Relaxed);
        let old = s[1].load(Ordering::Relaxed);
        if old != 0 {
            let same = old_check ^ old == key;
            let old_depth = ((old >> 32) & 0xff) as i32 - 1;
            let old_age = (old >> 42) & 0xff;
            if !same && old_age == age && old_depth > entry.depth + 2 {
                return;
            }
            // Keep the old best move when the new result has none.
            if same && entry.mv.is_none() {
                entry.mv = unpack(old).mv;
            }
        }
        entry.score = to_tt(entry.score, ply);
        let data = pack(entry, age);
        s[0].store(key ^ data, Ordering::Relaxed);
        s[1].store(data, Ordering::Relaxed);
    }

    /// Per mille of slots holding an entry of the current search (sampled).
    pub fn hashfull(&self) -> u32 {
        let age = self.age.load(Ordering::Relaxed) & 0xff;
        let n = self.slots.len().min(1000);
        let used = self.slots[..n]
            .iter()
            .filter(|s| {
                let d = s[1].load(Ordering::Relaxed);
                d != 0 && (d >> 42) & 0xff == age
            })
            .count();
        (used * 1000 / n) as u32
    }
}

/// The memory the machine has free for new work, in MiB, where the system
/// says (Linux's `MemAvailable`); `None` elsewhere.
pub fn available_mb() -> Option<usize> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kb: usize = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024)
}

fn to_tt(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score + ply as i32
    } else if score < -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score - ply as i32
    } else if score < -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}

// Layout: bits 0-15 move (bit 15 = present, 7 bits from, 7 bits to),
// 16-31 score (i16), 32-39 depth + 1, 40-41 bound, 42-49 age, bit 63 set so
// that a stored entry is never 0.
fn pack(e: Entry, age: u64) -> u64 {
    let mv = match e.mv {
        Some(m) => 0x8000 | (m.from().index() as u64) << 7 | m.to().index() as u64,
        None => 0,
    };
    let bound = match e.bound {
        Bound::Exact => 0,
        Bound::Lower => 1,
        Bound::Upper => 2,
    };
    mv | ((e.score as i16 as u16 as u64) << 16)
        | (((e.depth + 1).clamp(0, 255) as u64) << 32)
        | (bound << 40)
        | (age << 42)
        | 1 << 63
}

fn unpack(d: u64) -> Entry {
    let mv = if d & 0x8000 != 0 {
        let from = Square::from_index(((d >> 7) & 0x7f) as u8);
        let to = Square::from_index((d & 0x7f) as u8);
        from.zip(to).and_then(|(f, t)| Move::new(f, t))
    } else {
        None
    };
    Entry {
        mv,
        score: ((d >> 16) & 0xffff) as u16 as i16 as i32,
        depth: ((d >> 32) & 0xff) as i32 - 1,
        bound: match (d >> 40) & 3 {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::WIN;

    #[test]
    fn stores_and_probes() {
        let tt = TranspositionTable::new(1);
        let mv: Move = "e3-h3".parse().unwrap();
        let e = Entry {
            mv: Some(mv),
            score: -1234,
            depth: 7,
            bound: Bound::Lower,
        };
        tt.store(0xdead_beef_1234, 0, e);
        assert_eq!(tt.probe(0xdead_beef_1234, 0), Some(e));
        assert_eq!(tt.probe(0xdead_beef_1235, 0), None);
    }

    #[test]
    fn a_power_of_two_size_is_the_size_asked_for() {
        // `--hash 64` once gave 32 MiB.
        assert_eq!(TranspositionTable::new(64).bytes(), 64 << 20);
        assert_eq!(TranspositionTable::new(1).bytes(), 1 << 20);
        // Other sizes round down to a power of two that fits.
        assert_eq!(TranspositionTable::new(100).bytes(), 64 << 20);
        assert_eq!(TranspositionTable::slots_for(16), Ok(1 << 20));
    }

    #[test]
    fn impossible_sizes_are_errors_not_aborts() {
        assert_eq!(
            TranspositionTable::try_new(0).err(),
            Some(HashSizeError::OutOfRange(0))
        );
        assert_eq!(
            TranspositionTable::try_new(99_999_999).err(),
            Some(HashSizeError::OutOfRange(99_999_999))
        );
        assert!(HashSizeError::NoMemory(65_536)
            .to_string()
            .contains("cannot give 65536 MiB"));
        // More than the machine has free is refused before allocating.
        if let Some(free) = available_mb() {
            let too_much = (free + 1024).next_power_of_two().min(MAX_HASH_MB);
            if too_much > free {
                assert_eq!(
                    TranspositionTable::try_new(too_much).err(),
                    Some(HashSizeError::NoMemory(too_much))
                );
            }
        }
    }

    #[test]
    fn win_scores_are_relative_to_the_node() {
        let tt = TranspositionTable::new(1);
        let e = Entry {
            mv: None,
            score: WIN - 10,
            depth: 3,
            bound: Bound::Exact,
        };
        tt.store(42, 4, e);
        // Stored at ply 4 as "win in 6 from here"; probed at ply 2 it is a
        // win 8 plies from the root.
        assert_eq!(tt.probe(42, 2).unwrap().score, WIN - 8);
    }
}
