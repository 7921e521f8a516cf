//! The `.nnue` file: a header (magic, version, sizes, scale), the weights
//! as little-endian integers, and a checksum of everything before it.
//!
//! ```text
//! "TNUE"  u16 version (1)  u16 inputs (243)  u16 hidden (64)  u16 preset
//! i32 scale
//! i16 w1[inputs × hidden]  i16 b1[hidden]  i16 w2[2 × hidden]  i32 b2[2]
//! u64 FNV-1a of all the bytes above
//! ```
//!
//! `preset` is the rule set whose games trained the net: 1 + its index in
//! [`Preset::ALL`], or 0 where not recorded (nets written before it was).

use thiserror::Error;

use tablut_core::Preset;

use super::{Network, HIDDEN, INPUTS};

const MAGIC: &[u8; 4] = b"TNUE";
const VERSION: u16 = 1;
const HEADER: usize = 4 + 2 * 4 + 4;
/// The most pieces a Tablut position has (16 attackers, 8 defenders, the
/// king): the accumulator must hold that many rows without overflowing.
const MAX_PIECES: i32 = 25;

/// Why bytes are not a usable net.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NetError {
    /// Not a net file at all.
    #[error("not a tablut net: the file does not start with \"TNUE\" (nets are written by `tablut train-net`)")]
    Magic,
    /// A net of a format this build does not read.
    #[error("net file version {0} is not supported: this build reads version {VERSION}")]
    Version(u16),
    /// A net of other sizes than this build's.
    #[error("the net has {inputs} inputs and {hidden} hidden units; this build uses {INPUTS} and {HIDDEN}")]
    Shape {
        /// Inputs in the file.
        inputs: u16,
        /// Hidden units in the file.
        hidden: u16,
    },
    /// Too short or too long for its sizes.
    #[error("the net file is {found} bytes long; a net of its sizes is {expected} (truncated or not a net?)")]
    Length {
        /// Bytes read.
        found: usize,
        /// Bytes a net of these sizes takes.
        expected: usize,
    },
    /// The bytes were changed after the net was written.
    #[error("the net file is damaged: its checksum is {stored:016x} but its contents sum to {computed:016x}")]
    Checksum {
        /// The checksum in the file.
        stored: u64,
        /// The checksum of the contents.
        computed: u64,
    },
    /// Numbers inference cannot use.
    #[error("the net's weights are out of range: {0}")]
    Range(String),
}

/// FNV-1a, 64 bits: enough to catch a damaged or truncated file.
pub(super) fn checksum(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

fn expected_len() -> usize {
    HEADER + 2 * (INPUTS * HIDDEN + HIDDEN + 2 * HIDDEN) + 4 * 2 + 8
}

/// Reads little-endian numbers from a slice whose length was checked.
struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn take<const N: usize>(&mut self) -> [u8; N] {
        let (head, rest) = self.0.split_at(N);
        self.0 = rest;
        head.try_into().expect("length checked")
    }
    fn u16(&mut self) -> u16 {
        u16::from_le_bytes(self.take())
    }
    fn i16(&mut self) -> i16 {
        i16::from_le_bytes(self.take())
    }
    fn i32(&mut self) -> i32 {
        i32::from_le_bytes(self.take())
    }
}

impl Network {
    /// The net in `bytes` (a `.nnue` file), or why it is not one.
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, NetError> {
        if bytes.len() < HEADER || &bytes[..4] != MAGIC {
            return Err(NetError::Magic);
        }
        let mut r = Reader(&bytes[4..]);
        let version = r.u16();
        if version != VERSION {
            return Err(NetError::Version(version));
        }
        let (inputs, hidden) = (r.u16(), r.u16());
        if usize::from(inputs) != INPUTS || usize::from(hidden) != HIDDEN {
            return Err(NetError::Shape { inputs, hidden });
        }
        if bytes.len() != expected_len() {
            return Err(NetError::Length {
                found: bytes.len(),
                expected: expected_len(),
            });
        }
        let body = bytes.len() - 8;
        let stored = u64::from_le_bytes(bytes[body..].try_into().expect("8 bytes"));
        let computed = checksum(&bytes[..body]);
        if stored != computed {
            return Err(NetError::Checksum { stored, computed });
        }
        // An unknown code (a preset of a newer build) counts as unrecorded.
        let preset = usize::from(r.u16())
            .checked_sub(1)
            .and_then(|i| Preset::ALL.get(i).copied());
        let scale = r.i32();
        if !(1..=100_000).contains(&scale) {
            return Err(NetError::Range(format!(
                "scale {scale} (must be 1 to 100000)"
            )));
        }
        let mut net = Network {
            w1: (0..INPUTS * HIDDEN).map(|_| r.i16()).collect(),
            b1: [0; HIDDEN],
            w2: [[0; HIDDEN]; 2],
            b2: [0; 2],
            scale,
            preset,
        };
        net.b1 = std::array::from_fn(|_| r.i16());
        for s in 0..2 {
            net.w2[s] = std::array::from_fn(|_| r.i16());
        }
        net.b2 = [r.i32(), r.i32()];
        net.check_range()?;
        Ok(net)
    }

    /// Whether every hidden sum of a position stays inside `i16`: the bias
    /// plus the largest 25 rows' worth of weight.
    fn check_range(&self) -> Result<(), NetError> {
        for i in 0..HIDDEN {
            let largest = (0..INPUTS)
                .map(|f| i32::from(self.w1[f * HIDDEN + i]).abs())
                .max()
                .unwrap_or(0);
            let bound = i32::from(self.b1[i]).abs() + MAX_PIECES * largest;
            if bound > i32::from(i16::MAX) {
                return Err(NetError::Range(format!(
                    "hidden unit {i} could reach {bound}, beyond the accumulator's {}",
                    i16::MAX
                )));
            }
        }
        Ok(())
    }

    /// The net as a `.nnue` file.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(expected_len());
        out.extend_from_slice(MAGIC);
        let preset = self.preset.map_or(0, |p| {
            1 + Preset::ALL.iter().position(|&q| q == p).expect("a preset") as u16
        });
        for v in [VERSION, INPUTS as u16, HIDDEN as u16, preset] {
            out.extend_from_slice(&v.to_le_bytes());
        }
        out.extend_from_slice(&self.scale.to_le_bytes());
        for &w in self
            .w1
            .iter()
            .chain(&self.b1)
            .chain(self.w2.iter().flatten())
        {
            out.extend_from_slice(&w.to_le_bytes());
        }
        for b in self.b2 {
            out.extend_from_slice(&b.to_le_bytes());
        }
        let sum = checksum(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads the net in the file at `path` (at most [`crate::files::Limit::NET`]);
    /// errors name the file.
    pub fn load(path: &std::path::Path) -> Result<Network, String> {
        let bytes =
            crate::files::read_bytes(path, &crate::files::Limit::NET).map_err(|e| e.to_string())?;
        Network::from_bytes(&bytes).map_err(|e| format!("{}: {e}", path.display()))
    }
}
