//! Games saved to and loaded from files, shared by the line mode of `tablut
//! play` (cmd/play.rs) and the terminal UI (tui/): reading a record file,
//! and the date and time stamps written into records and file names.

use std::path::Path;

use anyhow::{Context, Result};
use tablut_core::notation::read_record;
use tablut_core::{Game, Variant};
use tablut_i18n::{Args, Lang};
use time::format_description::BorrowedFormatItem;
use time::macros::format_description;
use time::OffsetDateTime;

/// Reads a game record file: the rule set, the game, and a remark in
/// `lang` on who resigned, if anyone did.
pub fn load_record(path: &Path, lang: Lang) -> Result<(Variant, Game, Option<String>)> {
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path).with_context(|| {
        lang.tr(
            "tui-load-cannot-read",
            &Args::new().str("path", shown.clone()),
        )
    })?;
    let record = read_record(&text).with_context(|| {
        lang.tr(
            "tui-load-not-a-record",
            &Args::new().str("path", shown.clone()),
        )
    })?;
    let note = record.resigned().map(|side| {
        lang.tr(
            "tui-load-resigned",
            &Args::new().str("side", tablut_i18n::game_text::side_key(side)),
        )
    });
    Ok((record.variant, record.game, note))
}

/// Today's date (UTC) as OpenTafl writes it: `2026.11.21`.
pub fn today() -> String {
    format_utc(OffsetDateTime::now_utc(), DATE)
}

/// Now (UTC) for a file name: `20261121-153005`.
pub fn file_stamp() -> String {
    format_utc(OffsetDateTime::now_utc(), STAMP)
}

const DATE: &[BorrowedFormatItem<'_>] = format_description!("[year].[month].[day]");
const STAMP: &[BorrowedFormatItem<'_>] =
    format_description!("[year][month][day]-[hour][minute][second]");

fn format_utc(t: OffsetDateTime, format: &[BorrowedFormatItem<'_>]) -> String {
    // Formatting a date with only date and time fields cannot fail.
    t.format(format).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(secs: i64) -> OffsetDateTime {
        OffsetDateTime::from_unix_timestamp(secs).unwrap()
    }

    #[test]
    fn file_stamps() {
        assert_eq!(format_utc(at(0), STAMP), "19700101-000000");
        assert_eq!(
            format_utc(at(20_454 * 86_400 + 3 * 3600 + 25 * 60 + 7), STAMP),
            "20260101-032507"
        );
    }

    #[test]
    fn dates() {
        assert_eq!(format_utc(at(0), DATE), "1970.01.01");
        assert_eq!(format_utc(at(20_454 * 86_400), DATE), "2026.01.01");
        assert_eq!(format_utc(at(11_016 * 86_400), DATE), "2000.02.29");
        assert_eq!(today().len(), 10);
    }
}
