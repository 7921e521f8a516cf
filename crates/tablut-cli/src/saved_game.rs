//! Games saved to and loaded from files, shared by the line mode of `tablut
//! play` (cmd/play.rs) and the terminal UI (tui/): reading a record file,
//! and the date and time stamps written into records and file names.

use std::path::Path;
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::{Context, Result};
use tablut_core::notation::read_record;
use tablut_core::{Game, Variant};

/// Reads a game record file: the rule set, the game, and a remark on who
/// resigned, if anyone did.
pub fn load_record(path: &Path) -> Result<(Variant, Game, Option<String>)> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let record =
        read_record(&text).with_context(|| format!("{} is not a valid record", path.display()))?;
    let note = record
        .resigned
        .map(|side| format!("(the record says the {side} resigned)"));
    Ok((record.variant, record.game, note))
}

/// Seconds since 1970 (UTC) now.
fn now_secs() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// Today's date (UTC) as OpenTafl writes it: `2026.11.21`.
pub fn today() -> String {
    civil_date((now_secs() / 86_400) as i64)
}

/// Now (UTC) for a file name: `20261121-153005`.
pub fn file_stamp() -> String {
    stamp(now_secs())
}

fn stamp(secs: u64) -> String {
    let date = civil_date((secs / 86_400) as i64).replace('.', "");
    let t = secs % 86_400;
    format!("{date}-{:02}{:02}{:02}", t / 3600, t / 60 % 60, t % 60)
}

/// The proleptic Gregorian date `days` after 1970-01-01 (H. Hinnant's
/// `civil_from_days`).
fn civil_date(days: i64) -> String {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_stamps() {
        assert_eq!(stamp(0), "19700101-000000");
        assert_eq!(
            stamp(20_454 * 86_400 + 3 * 3600 + 25 * 60 + 7),
            "20260101-032507"
        );
    }

    #[test]
    fn dates() {
        assert_eq!(civil_date(0), "1970.01.01");
        assert_eq!(civil_date(20_454), "2026.01.01");
        assert_eq!(civil_date(11_016), "2000.02.29");
    }
}
