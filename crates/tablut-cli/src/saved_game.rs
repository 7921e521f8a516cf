//! Games saved to and loaded from files, shared by the line mode of `tablut
//! play` (cmd/play.rs) and the terminal UI (tui/): reading a record file,
//! and the date and time stamps written into records and file names.

use std::path::Path;

use anyhow::{bail, Context, Result};
use tablut_core::notation::read_record;
use tablut_core::{Game, Variant};
use tablut_engine::files::{self, Limit, ReadError, Size};
use tablut_i18n::{Args, Lang};
use time::format_description::BorrowedFormatItem;
use time::macros::format_description;
use time::OffsetDateTime;

/// How a record file is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// Any file the path names, pipes included, up to the cap
    /// ([`Limit::RECORD`]): `play --load <(…)` works.
    AnyFile,
    /// Regular files only: a device or a FIFO is refused without being
    /// opened, so an interactive load (the terminal game's L, the line
    /// mode's `load`) never waits on I/O.
    RegularFile,
}

/// Reads a game record file: the rule set, the game, and a remark in
/// `lang` on who resigned, if anyone did. At most [`Limit::RECORD`] is
/// read; a larger file, or in [`Reading::RegularFile`] anything but a
/// regular file, is refused at once with a message in `lang`.
pub fn load_record(
    path: &Path,
    lang: Lang,
    reading: Reading,
) -> Result<(Variant, Game, Option<String>)> {
    let shown = path.display().to_string();
    let limit = Limit::RECORD;
    let read = match reading {
        Reading::AnyFile => files::read_text(path, &limit),
        Reading::RegularFile => files::read_regular_text(path, &limit),
    };
    let text = match read {
        Ok(text) => text,
        Err(ReadError::Io { message, .. }) => {
            let cannot = lang.tr(
                "tui-load-cannot-read",
                &Args::new().str("path", shown.clone()),
            );
            bail!("{cannot}: {message}");
        }
        Err(ReadError::TooLarge { max_bytes, .. }) => bail!(lang.tr(
            "tui-load-too-large",
            &Args::new()
                .str("path", shown.clone())
                .str("limit", Size(max_bytes).to_string()),
        )),
        Err(ReadError::NotRegular { .. }) => bail!(lang.tr(
            "tui-load-not-regular",
            &Args::new().str("path", shown.clone()),
        )),
        Err(ReadError::NotText { .. }) => bail!(lang.tr(
            "tui-load-not-a-record",
            &Args::new().str("path", shown.clone()),
        )),
    };
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
