//! The value parsers of every number a user types: times, sizes, counts and
//! depths. Each refuses what makes no sense with a sentence that says what
//! to give, so that a typed number never reaches a `Duration`, an `Instant`
//! or an allocation that would panic or abort on it (`--time 1e20` once
//! panicked; `--hash 99999999` aborted).
//!
//! Use them as clap value parsers: `#[arg(value_parser = args::seconds)]`.

use std::time::Duration;

pub use tablut_engine::{MAX_CONTEMPT, MAX_HASH_MB, MAX_THREADS};

/// The longest time anyone may give, in seconds (one day): longer than any
/// search or wait worth asking for, and far inside what a `Duration` added
/// to an `Instant` can hold.
pub const MAX_SECONDS: u64 = 86_400;

/// The deepest search anyone may ask for, in plies: the engine's own limit
/// is a little deeper, and no search of a real position gets near either.
pub const MAX_DEPTH: u32 = 100;

/// The deepest perft count: each ply multiplies the work by about 50, so
/// depth 6 of the start takes minutes and depth 7 hours.
pub const MAX_PERFT_DEPTH: u32 = 8;

/// A time in seconds, decimals allowed: more than 0 and at most
/// [`MAX_SECONDS`].
pub fn seconds(text: &str) -> Result<Duration, String> {
    let secs: f64 = text
        .trim()
        .parse()
        .map_err(|_| format!("'{text}' is not a number of seconds, like 2 or 0.5"))?;
    // NaN fails both comparisons, so it is refused too.
    if !(secs > 0.0 && secs <= MAX_SECONDS as f64) {
        return Err(format!(
            "{text} seconds is out of range: give more than 0 and at most {MAX_SECONDS}"
        ));
    }
    Ok(Duration::from_secs_f64(secs))
}

/// The longest a computer opponent may think per move, in seconds.
pub const MAX_MOVETIME: f64 = 3600.0;

/// A computer opponent's time per move (`play --movetime`): more than 0
/// and at most an hour.
pub fn movetime(text: &str) -> Result<Duration, String> {
    let secs: f64 = text
        .trim()
        .parse()
        .map_err(|_| format!("'{text}' is not a number of seconds, like 2 or 0.5"))?;
    // NaN fails both comparisons, so it is refused too. The range said is
    // this one, not the general one of [`seconds`] (issue 30).
    if !(secs > 0.0 && secs <= MAX_MOVETIME) {
        return Err(format!(
            "{text} seconds is out of range: give more than 0 and at most {MAX_MOVETIME}"
        ));
    }
    Ok(Duration::from_secs_f64(secs))
}

/// Whether `text` is written as a whole number (optionally signed), so
/// that failing to parse it means it is too large, not malformed.
fn looks_whole(text: &str) -> bool {
    let digits = text.trim().trim_start_matches(['+', '-']);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// A whole number of seconds, 1 to [`MAX_SECONDS`] (time-outs of the
/// Tablut Challenge, which counts whole seconds).
pub fn whole_seconds(text: &str) -> Result<u64, String> {
    ranged(text, 1, MAX_SECONDS, "seconds")
}

/// A transposition table size in MiB, 1 to [`MAX_HASH_MB`]. Whether the
/// machine can give it is asked when the table is made.
pub fn hash_mb(text: &str) -> Result<usize, String> {
    ranged(text, 1, MAX_HASH_MB as u64, "MiB").map(|n| n as usize)
}

/// A contempt in hundredths of a soldier, within ±[`MAX_CONTEMPT`].
pub fn contempt(text: &str) -> Result<i32, String> {
    let max = i64::from(MAX_CONTEMPT);
    let n: i64 = text.trim().parse().map_err(|_| {
        if looks_whole(text) {
            format!("{} is out of range: give -{max} to {max}", text.trim())
        } else {
            format!("'{text}' is not a whole number of hundredths of a soldier")
        }
    })?;
    if !(-max..=max).contains(&n) {
        return Err(format!("{n} is out of range: give -{max} to {max}"));
    }
    Ok(n as i32)
}

/// Search threads, 1 to [`MAX_THREADS`].
pub fn threads(text: &str) -> Result<usize, String> {
    ranged(text, 1, MAX_THREADS as u64, "threads").map(|n| n as usize)
}

/// A search depth in plies, 1 to [`MAX_DEPTH`].
pub fn depth(text: &str) -> Result<u32, String> {
    ranged(text, 1, u64::from(MAX_DEPTH), "plies").map(|n| n as u32)
}

/// The benchmark's depth, 1 to 30: each of its 24 searches goes this deep.
pub fn bench_depth(text: &str) -> Result<u32, String> {
    ranged(text, 1, 30, "plies").map(|n| n as u32)
}

/// A perft depth in plies, 0 to [`MAX_PERFT_DEPTH`].
pub fn perft_depth(text: &str) -> Result<u32, String> {
    ranged(text, 0, u64::from(MAX_PERFT_DEPTH), "plies")
        .map(|n| n as u32)
        .map_err(|e| {
            format!(
                "{e} (each ply multiplies the time by about 50: depth 6 takes minutes, 7 hours)"
            )
        })
}

/// The most random plies a self-play game may open with: enough for
/// variety, while leaving a game for the engines to play (issue 30:
/// `tune --opening-plies 99999` ran only random games and reported "0
/// pairs").
pub const MAX_OPENING_PLIES: u64 = 100;

/// Random plies before the engines take over, 0 to [`MAX_OPENING_PLIES`].
pub fn opening_plies(text: &str) -> Result<usize, String> {
    ranged(text, 0, MAX_OPENING_PLIES, "plies")
        .map(|n| n as usize)
        .map_err(|e| format!("{e} (random plies before the engines play; more leave no game)"))
}

/// A count where 0 would mean nothing happens (nodes, games, iterations,
/// connections): 1 or more.
pub fn count(text: &str) -> Result<u64, String> {
    ranged(text, 1, u64::MAX, "")
}

/// [`count`] for counts held in a `usize`.
pub fn count_usize(text: &str) -> Result<usize, String> {
    ranged(text, 1, usize::MAX as u64, "").map(|n| n as usize)
}

/// [`count`] for counts held in a `u32`.
pub fn count_u32(text: &str) -> Result<u32, String> {
    ranged(text, 1, u64::from(u32::MAX), "").map(|n| n as u32)
}

/// A whole number in `min..=max`; `unit` names what it counts in messages.
fn ranged(text: &str, min: u64, max: u64, unit: &str) -> Result<u64, String> {
    let unit = if unit.is_empty() {
        String::new()
    } else {
        format!(" {unit}")
    };
    let n: u64 = text.trim().parse().map_err(|_| {
        if looks_whole(text) && !text.trim().starts_with('-') {
            // Whole, but more than a u64 holds: say so with the real bounds.
            format!("{}{unit} is too large: give {min} to {max}", text.trim())
        } else if text.trim().starts_with('-') {
            format!(
                "{}{unit} is out of range: give {}",
                text.trim(),
                range(min, max)
            )
        } else {
            format!("'{text}' is not a whole number")
        }
    })?;
    if !(min..=max).contains(&n) {
        return Err(format!(
            "{n}{unit} is out of range: give {}",
            range(min, max)
        ));
    }
    Ok(n)
}

fn range(min: u64, max: u64) -> String {
    // A count's bound is its type's, not one worth telling.
    if max == u64::MAX || max == usize::MAX as u64 || max == u64::from(u32::MAX) {
        format!("at least {min}")
    } else {
        format!("{min} to {max}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_positive_and_at_most_a_day() {
        assert_eq!(seconds("0.5"), Ok(Duration::from_millis(500)));
        assert_eq!(seconds(" 2 "), Ok(Duration::from_secs(2)));
        for bad in ["0", "-1", "NaN", "inf", "1e20", "1e19", "86401"] {
            let e = seconds(bad).unwrap_err();
            assert!(e.contains("out of range"), "{bad}: {e}");
        }
        assert!(seconds("fast").unwrap_err().contains("not a number"));
        assert_eq!(whole_seconds("60"), Ok(60));
        assert!(whole_seconds("0").is_err());
        assert!(whole_seconds("1.5").is_err());
        assert!(whole_seconds("100000000000000000000").is_err());
    }

    #[test]
    fn movetimes() {
        assert_eq!(movetime("0.5"), Ok(Duration::from_millis(500)));
        assert!(movetime("0").is_err());
        assert!(movetime("NaN").is_err());
        assert!(movetime("fast").unwrap_err().contains("not a number"));
        assert!(movetime("3601").unwrap_err().contains("at most 3600"));
        // The range said is the movetime's own, not the general 86400.
        assert_eq!(
            movetime("0").unwrap_err(),
            "0 seconds is out of range: give more than 0 and at most 3600"
        );
        assert!(movetime("100000").unwrap_err().contains("at most 3600"));
    }

    #[test]
    fn contempts_are_whole_hundredths_within_the_limit() {
        assert_eq!(contempt("-300"), Ok(-300));
        assert_eq!(contempt(" 150 "), Ok(150));
        assert_eq!(contempt("5000"), Ok(MAX_CONTEMPT));
        assert_eq!(contempt("-5000"), Ok(-MAX_CONTEMPT));
        assert!(contempt("5001").unwrap_err().contains("give -5000 to 5000"));
        assert!(contempt("-99999999999")
            .unwrap_err()
            .contains("out of range"));
        assert!(contempt("1.5").unwrap_err().contains("not a whole number"));
        assert_eq!(
            contempt("99999999999999999999").unwrap_err(),
            "99999999999999999999 is out of range: give -5000 to 5000"
        );
    }

    #[test]
    fn sizes_and_counts_have_bounds() {
        assert_eq!(hash_mb("64"), Ok(64));
        assert!(hash_mb("0").is_err());
        let e = hash_mb("99999999").unwrap_err();
        assert_eq!(e, "99999999 MiB is out of range: give 1 to 65536");
        assert_eq!(threads("2"), Ok(2));
        assert!(threads("0").is_err());
        assert!(threads("100000").unwrap_err().contains("1 to 256"));
        assert_eq!(count("1"), Ok(1));
        assert_eq!(
            count("0").unwrap_err(),
            "0 is out of range: give at least 1"
        );
        assert!(count("-3").unwrap_err().contains("at least 1"));
        assert!(count("x").unwrap_err().contains("not a whole number"));
        assert_eq!(depth("8"), Ok(8));
        assert!(depth("0").is_err());
        assert!(depth("101").is_err());
        assert_eq!(
            depth("99999999999999999999").unwrap_err(),
            "99999999999999999999 plies is too large: give 1 to 100"
        );
        assert!(count("99999999999999999999")
            .unwrap_err()
            .contains("is too large: give 1 to 18446744073709551615"));
        assert_eq!(
            depth("-1").unwrap_err(),
            "-1 plies is out of range: give 1 to 100"
        );
        assert_eq!(opening_plies("0"), Ok(0));
        assert_eq!(opening_plies("100"), Ok(100));
        assert!(opening_plies("99999")
            .unwrap_err()
            .starts_with("99999 plies is out of range: give 0 to 100"));
        assert_eq!(perft_depth("0"), Ok(0));
        assert!(perft_depth("99").unwrap_err().contains("0 to 8"));
    }
}
