//! Reading the files a user names — records, positions, nets, weights,
//! training data, puzzles — with a size cap that fits each kind.
//!
//! Every command of `tablut`, the terminal game and the tools read their
//! input files here, never with a bare `std::fs::read`: a path such as
//! `/dev/zero`, or a huge file given by mistake, must end in a clear error
//! at once rather than in memory growing without bound. At most the cap
//! and one byte more are read ([`std::io::Read::take`]); a regular file
//! larger than its cap is refused from its size, before any reading.
//!
//! The caps ([`Limit`]) are far above what the program writes:
//!
//! | kind | cap | what the program writes |
//! |---|---|---|
//! | [`Limit::RECORD`] (game records, positions) | 1 MiB | a few KiB |
//! | [`Limit::WEIGHTS`] (`tablut tune` weights) | 1 MiB | about 10 KiB |
//! | [`Limit::NET`] (`.nnue` nets) | 4 MiB | 31 KiB (`nets/`) |
//! | [`Limit::REPORT`] (`tablut balance --json`) | 16 MiB | a few KiB |
//! | [`Limit::PUZZLES`] (puzzle files) | 64 MiB | about 100 bytes a puzzle |
//! | [`Limit::TRAINING_DATA`] (`train-net --data`) | 256 MiB | about 100 bytes a position |
//!
//! Pipes and FIFOs are read as files are, up to the cap: a FIFO nobody
//! writes to waits for a writer, as `cat` does (that is what makes
//! `--file <(…)` work). An interface that must never wait, such as the
//! terminal game, reads with [`read_regular_text`], which refuses anything
//! but a regular file without opening it.

use std::fmt;
use std::fs::File;
use std::io::Read;
use std::path::Path;

use thiserror::Error;

/// The largest file of one kind that is read, and what to say when a file
/// is larger.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limit {
    /// What the file should be, for messages: "a game record".
    pub what: &'static str,
    /// The cap in bytes.
    pub max_bytes: u64,
    /// What to do about a file over the cap.
    pub advice: &'static str,
}

const MIB: u64 = 1 << 20;

impl Limit {
    /// A game record or a position: 1 MiB.
    pub const RECORD: Limit = Limit {
        what: "a game record",
        max_bytes: MIB,
        advice: "check that it is a record `tablut play` saved",
    };
    /// A weights file of `tablut tune`: 1 MiB.
    pub const WEIGHTS: Limit = Limit {
        what: "a weights file",
        max_bytes: MIB,
        advice: "check that it is the weights file `tablut tune` wrote",
    };
    /// An evaluation net (`.nnue`): 4 MiB (the shipped ones have 31 KiB).
    pub const NET: Limit = Limit {
        what: "a net",
        max_bytes: 4 * MIB,
        advice: "check that it is a .nnue file `tablut train-net` wrote",
    };
    /// The `--json` report of `tablut balance`: 16 MiB.
    pub const REPORT: Limit = Limit {
        what: "a balance report",
        max_bytes: 16 * MIB,
        advice: "check that it is the --json output of `tablut balance`",
    };
    /// A puzzle file: 64 MiB.
    pub const PUZZLES: Limit = Limit {
        what: "a puzzle file",
        max_bytes: 64 * MIB,
        advice: "split it into smaller files and verify each",
    };
    /// Training positions (`tablut train-net --data`): 256 MiB.
    pub const TRAINING_DATA: Limit = Limit {
        what: "a training data file",
        max_bytes: 256 * MIB,
        advice: "split it into smaller files, each given with its own --data",
    };
}

/// A size in bytes as people read it: `1 MiB`, `512 KiB`, `100 bytes`.
pub struct Size(pub u64);

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            n if n >= MIB && n % MIB == 0 => write!(f, "{} MiB", n / MIB),
            n if n >= 1024 && n % 1024 == 0 => write!(f, "{} KiB", n / 1024),
            n => write!(f, "{n} bytes"),
        }
    }
}

/// Why a file was not read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReadError {
    /// The system could not open or read it.
    #[error("cannot read {path}: {message}")]
    Io {
        /// The file.
        path: String,
        /// What the system said.
        message: String,
    },
    /// It is larger than its kind's cap.
    #[error(
        "cannot read {path}: it is larger than {}, the most read for {what}; {advice}",
        Size(*.max_bytes)
    )]
    TooLarge {
        /// The file.
        path: String,
        /// What it should have been ([`Limit::what`]).
        what: &'static str,
        /// The cap.
        max_bytes: u64,
        /// What to do ([`Limit::advice`]).
        advice: &'static str,
    },
    /// Not a regular file, where only one is read ([`read_regular_text`]).
    #[error("cannot read {path}: it is not a regular file; give the path of {what}")]
    NotRegular {
        /// The file.
        path: String,
        /// What it should have been.
        what: &'static str,
    },
    /// Not UTF-8 text.
    #[error("cannot read {path}: it is not text (UTF-8), so not {what}")]
    NotText {
        /// The file.
        path: String,
        /// What it should have been.
        what: &'static str,
    },
}

impl ReadError {
    fn io(path: &Path, e: &std::io::Error) -> ReadError {
        ReadError::Io {
            path: path.display().to_string(),
            message: e.to_string(),
        }
    }

    fn too_large(path: &Path, limit: &Limit) -> ReadError {
        ReadError::TooLarge {
            path: path.display().to_string(),
            what: limit.what,
            max_bytes: limit.max_bytes,
            advice: limit.advice,
        }
    }
}

/// The bytes of the file at `path`, if it has no more than
/// `limit.max_bytes` (read: at most one byte more, whatever the file is).
pub fn read_bytes(path: &Path, limit: &Limit) -> Result<Vec<u8>, ReadError> {
    let file = File::open(path).map_err(|e| ReadError::io(path, &e))?;
    read_open(path, file, limit)
}

/// The text of the file at `path`, as [`read_bytes`] reads it.
pub fn read_text(path: &Path, limit: &Limit) -> Result<String, ReadError> {
    text(path, read_bytes(path, limit)?, limit)
}

/// The text of the file at `path` if it is a regular file (not a device,
/// a FIFO or a socket, which could keep the reader waiting), as
/// [`read_text`] reads it. For interfaces that must not block.
pub fn read_regular_text(path: &Path, limit: &Limit) -> Result<String, ReadError> {
    let meta = std::fs::metadata(path).map_err(|e| ReadError::io(path, &e))?;
    if !meta.is_file() {
        return Err(ReadError::NotRegular {
            path: path.display().to_string(),
            what: limit.what,
        });
    }
    read_text(path, limit)
}

fn read_open(path: &Path, file: File, limit: &Limit) -> Result<Vec<u8>, ReadError> {
    let meta = file.metadata().map_err(|e| ReadError::io(path, &e))?;
    if meta.is_file() && meta.len() > limit.max_bytes {
        return Err(ReadError::too_large(path, limit));
    }
    let mut bytes = Vec::new();
    if meta.is_file() {
        // Exact for a regular file; only a hint, the take below still caps.
        bytes.reserve(usize::try_from(meta.len()).unwrap_or(0));
    }
    file.take(limit.max_bytes + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| ReadError::io(path, &e))?;
    if bytes.len() as u64 > limit.max_bytes {
        return Err(ReadError::too_large(path, limit));
    }
    Ok(bytes)
}

fn text(path: &Path, bytes: Vec<u8>, limit: &Limit) -> Result<String, ReadError> {
    String::from_utf8(bytes).map_err(|_| ReadError::NotText {
        path: path.display().to_string(),
        what: limit.what,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SMALL: Limit = Limit {
        what: "a test file",
        max_bytes: 8,
        advice: "make it smaller",
    };

    #[test]
    fn reads_up_to_the_cap() {
        let dir = tempfile_dir();
        let path = dir.join("eight");
        std::fs::write(&path, "12345678").unwrap();
        assert_eq!(read_text(&path, &SMALL).unwrap(), "12345678");
        assert_eq!(read_regular_text(&path, &SMALL).unwrap(), "12345678");
        std::fs::write(&path, "123456789").unwrap();
        let e = read_text(&path, &SMALL).unwrap_err();
        assert!(matches!(e, ReadError::TooLarge { max_bytes: 8, .. }), "{e}");
        let said = e.to_string();
        assert!(said.contains(&path.display().to_string()), "{said}");
        assert!(said.contains("8 bytes") && said.contains("make it smaller"));
        std::fs::write(&path, [0xff, 0xfe]).unwrap();
        assert!(matches!(
            read_text(&path, &SMALL),
            Err(ReadError::NotText { .. })
        ));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn endless_files_end_at_the_cap() {
        let zero = Path::new("/dev/zero");
        if !zero.exists() {
            return;
        }
        let start = std::time::Instant::now();
        let e = read_bytes(zero, &Limit::RECORD).unwrap_err();
        assert!(start.elapsed() < std::time::Duration::from_secs(5));
        assert_eq!(
            e.to_string(),
            "cannot read /dev/zero: it is larger than 1 MiB, the most read for \
             a game record; check that it is a record `tablut play` saved"
        );
        assert!(matches!(
            read_regular_text(zero, &Limit::RECORD),
            Err(ReadError::NotRegular { .. })
        ));
    }

    #[test]
    fn missing_files_say_so() {
        let e = read_text(Path::new("/no/such/file"), &SMALL).unwrap_err();
        assert!(matches!(e, ReadError::Io { .. }));
        assert!(e.to_string().starts_with("cannot read /no/such/file: "));
    }

    #[test]
    fn sizes() {
        assert_eq!(Size(1 << 20).to_string(), "1 MiB");
        assert_eq!(Size(256 << 20).to_string(), "256 MiB");
        assert_eq!(Size(4096).to_string(), "4 KiB");
        assert_eq!(Size(100).to_string(), "100 bytes");
    }

    fn tempfile_dir() -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "tablut-files-{}-{:?}",
            std::process::id(),
            std::thread::current().id()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }
}
