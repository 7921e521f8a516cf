//! Output files of long commands, checked before the work starts.

use std::fs::{self, OpenOptions};
use std::path::Path;

use anyhow::{Context, Result};

/// Fails at once, with the message the write itself would give, when
/// `path` cannot be written: a long run (tune, balance) must not end by
/// finding out. A file that did not exist is not left behind.
pub fn ensure_writable(path: &Path) -> Result<()> {
    let existed = path.exists();
    OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .with_context(|| format!("cannot write {}", path.display()))?;
    if !existed {
        let _ = fs::remove_file(path);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unwritable_path_is_refused_and_a_new_one_is_not_left_behind() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("out.json");
        ensure_writable(&file).unwrap();
        assert!(!file.exists());
        fs::write(&file, "kept").unwrap();
        ensure_writable(&file).unwrap();
        assert_eq!(fs::read_to_string(&file).unwrap(), "kept");
        let under_a_file = file.join("x.json");
        let err = ensure_writable(&under_a_file).unwrap_err();
        assert!(err.to_string().starts_with("cannot write"), "{err}");
    }
}
