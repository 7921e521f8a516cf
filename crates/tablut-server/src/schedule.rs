//! Tournaments the server makes by itself, from a schedule the operator
//! writes (`tablut serve --tournament-schedule FILE`, docs/server.md,
//! "Scheduled tournaments"): say, an arena of each preset every hour.
//!
//! The file is TOML: each `[[schedule]]` says how often (`every`), at what
//! time of day its first start falls (`offset`, from midnight UTC), how
//! long before a start its tournament is listed (`announce`), and in a
//! `[schedule.tournament]` table the tournament itself, as `POST
//! /api/tournaments` takes it. It is read and checked whole at start: a
//! mistake stops the server with the schedule's name and what is wrong.
//!
//! The schedule is kept in the database, so every server over it makes
//! the same tournaments; each is stored under its slot (the schedule's
//! name and start time), once, whichever server gets there first.

use std::collections::HashSet;
use std::time::Duration;

use serde::Deserialize;

use crate::http::requests::tournament_spec;
use crate::store::{Store, StoreError};
use crate::time::now_ms;
use crate::tournaments::store::ScheduleRow;
use crate::tournaments::Tournaments;
use crate::wire::NewTournament;

/// How often every server looks for a scheduled tournament to make.
pub const TICK: Duration = Duration::from_secs(10);

const MINUTE_MS: i64 = 60_000;
const DAY_MINUTES: i64 = 24 * 60;

/// A schedule file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ScheduleFile {
    #[serde(default)]
    schedule: Vec<Entry>,
}

/// One `[[schedule]]` as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    every: String,
    #[serde(default)]
    offset: Option<String>,
    #[serde(default)]
    announce: Option<String>,
    tournament: NewTournament,
}

/// One schedule, read and checked.
#[derive(Clone, Debug, PartialEq)]
pub struct Schedule {
    /// Minutes between two starts.
    pub every_minutes: i64,
    /// Minutes past midnight UTC of a day's first start.
    pub offset_minutes: i64,
    /// Minutes before its start a tournament is listed.
    pub announce_minutes: i64,
    /// The tournament, as `POST /api/tournaments` takes it.
    pub tournament: NewTournament,
}

/// Why a schedule file cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum ScheduleError {
    /// Not TOML, or not the file's shape.
    #[error("the tournament schedule is not readable: {0}")]
    Toml(#[from] toml::de::Error),
    /// One schedule is wrong.
    #[error("the tournament schedule '{name}': {message}")]
    Entry {
        /// The schedule's tournament name.
        name: String,
        /// What is wrong.
        message: String,
    },
    /// Two schedules with one name.
    #[error("two tournament schedules are named '{0}'; each needs a name of its own")]
    Duplicate(String),
    /// The database.
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Whole minutes in `text` (`1h`, `30m`, `1day`), at least `least`.
fn minutes(text: &str, what: &str, least: i64) -> Result<i64, String> {
    let d = humantime::parse_duration(text.trim())
        .map_err(|e| format!("{what} '{text}' is not a duration such as 30m, 1h or 1d ({e})"))?;
    let secs = d.as_secs();
    if secs % 60 != 0 || d.subsec_nanos() != 0 {
        return Err(format!("{what} '{text}' is not a whole number of minutes"));
    }
    let m = i64::try_from(secs / 60).map_err(|_| format!("{what} '{text}' is too long"))?;
    if m < least {
        return Err(format!("{what} '{text}' is shorter than {least} minute(s)"));
    }
    Ok(m)
}

/// Reads and checks a schedule file's text.
pub fn read(text: &str) -> Result<Vec<Schedule>, ScheduleError> {
    let file: ScheduleFile = toml::from_str(text)?;
    let mut names = HashSet::new();
    let mut out = Vec::new();
    for entry in file.schedule {
        let name = entry.tournament.name.trim().to_string();
        let wrong = |message: String| ScheduleError::Entry {
            name: name.clone(),
            message,
        };
        if !names.insert(name.to_lowercase()) {
            return Err(ScheduleError::Duplicate(name));
        }
        let every = minutes(&entry.every, "every", 1).map_err(wrong)?;
        if every > 7 * DAY_MINUTES {
            return Err(wrong(format!(
                "every '{}' is longer than a week",
                entry.every
            )));
        }
        let offset = match &entry.offset {
            Some(o) => minutes(o, "offset", 0).map_err(wrong)?,
            None => 0,
        };
        if offset >= every {
            return Err(wrong(format!(
                "offset '{}' must be shorter than every '{}'",
                entry.offset.as_deref().unwrap_or(""),
                entry.every
            )));
        }
        let announce = match &entry.announce {
            Some(a) => minutes(a, "announce", 1).map_err(wrong)?,
            None => every.min(60),
        };
        if announce > every {
            return Err(wrong(format!(
                "announce '{}' is longer than every '{}': two tournaments would be listed at once",
                entry.announce.as_deref().unwrap_or(""),
                entry.every
            )));
        }
        if entry.tournament.starts_at.is_some() {
            return Err(wrong(
                "starts_at is set by the schedule; leave it out".to_string(),
            ));
        }
        let spec = tournament_spec(entry.tournament.clone()).map_err(|e| wrong(e.message))?;
        Tournaments::check(&spec).map_err(|e| wrong(e.message))?;
        out.push(Schedule {
            every_minutes: every,
            offset_minutes: offset,
            announce_minutes: announce,
            tournament: entry.tournament,
        });
    }
    Ok(out)
}

/// Replaces the database's schedules with `schedules`.
pub async fn install(store: &Store, schedules: &[Schedule]) -> Result<(), ScheduleError> {
    let rows: Vec<ScheduleRow> = schedules
        .iter()
        .map(|s| ScheduleRow {
            name: s.tournament.name.trim().to_string(),
            every_minutes: s.every_minutes,
            offset_minutes: s.offset_minutes,
            announce_minutes: s.announce_minutes,
            request: serde_json::to_string(&s.tournament).expect("a request serializes"),
        })
        .collect();
    store.replace_tournament_schedules(&rows).await?;
    Ok(())
}

/// The first start of `row` at or after `now` (ms since 1970): starts
/// fall every `every` minutes from `offset` past midnight UTC, counted
/// from 1970, so every server computes the same.
pub fn next_start(row: &ScheduleRow, now: i64) -> i64 {
    let every = row.every_minutes.max(1) * MINUTE_MS;
    let offset = row.offset_minutes * MINUTE_MS;
    let k = (now - offset).div_euclid(every) + i64::from((now - offset).rem_euclid(every) != 0);
    offset + k * every
}

/// Makes the tournaments whose time to be listed has come; how many this
/// call made.
pub async fn make_due(store: &Store, now: i64) -> Result<usize, StoreError> {
    let tournaments = Tournaments::new(store.clone());
    let mut made = 0;
    for row in store.tournament_schedules().await? {
        let start = next_start(&row, now);
        if start - now > row.announce_minutes * MINUTE_MS {
            continue;
        }
        // Stored by the operator and checked at install; a row another
        // version wrote and this one cannot read is skipped, said once a
        // tick.
        let spec = serde_json::from_str::<NewTournament>(&row.request)
            .map_err(|e| e.to_string())
            .and_then(|mut req| {
                req.starts_at = Some(start);
                tournament_spec(req).map_err(|e| e.message)
            });
        let spec = match spec {
            Ok(spec) => spec,
            Err(e) => {
                tracing::error!("tournament schedule '{}': {e}", row.name);
                continue;
            }
        };
        match tournaments
            .create_scheduled(&spec, format!("{}@{start}", row.name))
            .await
        {
            Ok(true) => made += 1,
            Ok(false) => {}
            Err(e) => tracing::error!("tournament schedule '{}': {}", row.name, e.message),
        }
    }
    Ok(made)
}

/// Makes scheduled tournaments every [`TICK`] until aborted.
pub async fn run(store: Store) {
    let mut tick = tokio::time::interval(TICK);
    loop {
        tick.tick().await;
        if let Err(e) = make_due(&store, now_ms()).await {
            tracing::warn!("tournament schedules: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOURLY: &str = r#"
[[schedule]]
every = "1h"
offset = "5m"
announce = "30m"
[schedule.tournament]
name = "Hourly Ashton arena"
format = "arena"
minutes = 50
variant = "ashton"
clock = "1+1"
rated = true
"#;

    fn message(text: &str) -> String {
        read(text).unwrap_err().to_string()
    }

    #[test]
    fn a_schedule_is_read_with_its_times_in_minutes() {
        let s = read(HOURLY).unwrap();
        assert_eq!(s.len(), 1);
        assert_eq!(
            (
                s[0].every_minutes,
                s[0].offset_minutes,
                s[0].announce_minutes
            ),
            (60, 5, 30)
        );
        assert_eq!(s[0].tournament.minutes, Some(50));
        assert!(read("").unwrap().is_empty(), "no schedule at all is fine");
    }

    #[test]
    fn the_docs_example_schedule_is_read() {
        let s = read(include_str!("../../../docs/tournaments.toml")).unwrap();
        assert_eq!(s.len(), 3);
        assert_eq!(s[2].every_minutes, 7 * DAY_MINUTES);
    }

    #[test]
    fn each_mistake_is_named_with_its_schedule() {
        let m = message(&HOURLY.replace("\"1h\"", "\"often\""));
        assert!(
            m.contains("Hourly Ashton arena") && m.contains("often"),
            "{m}"
        );
        let m = message(&HOURLY.replace("\"5m\"", "\"2h\""));
        assert!(m.contains("offset"), "{m}");
        let m = message(&HOURLY.replace("\"30m\"", "\"3h\""));
        assert!(m.contains("announce"), "{m}");
        let m = message(&HOURLY.replace("minutes = 50", "minutes = 0"));
        assert!(m.contains("arena"), "{m}");
        let m = message(&HOURLY.replace("\"ashton\"", "\"chess\""));
        assert!(m.contains("Hourly Ashton arena"), "{m}");
        let m = message(&HOURLY.replace("clock = \"1+1\"", "clock = \"1+1\"\nstarts_at = 5"));
        assert!(m.contains("starts_at"), "{m}");
        let m = message(&HOURLY.replace("every", "evry"));
        assert!(m.contains("evry"), "{m}");
        let m = message(&format!("{HOURLY}{HOURLY}"));
        assert!(m.contains("two tournament schedules"), "{m}");
        let m = message("[[schedule]\n");
        assert!(m.contains("not readable"), "{m}");
    }

    #[test]
    fn starts_fall_on_the_same_minutes_for_every_server() {
        let row = ScheduleRow {
            name: "x".into(),
            every_minutes: 60,
            offset_minutes: 5,
            announce_minutes: 30,
            request: String::new(),
        };
        let hour = 3_600_000;
        let day = 24 * hour;
        // 12:00 → 12:05; 12:05 exactly → 12:05; 12:06 → 13:05.
        assert_eq!(
            next_start(&row, day + 12 * hour),
            day + 12 * hour + 5 * MINUTE_MS
        );
        let at = day + 12 * hour + 5 * MINUTE_MS;
        assert_eq!(next_start(&row, at), at);
        assert_eq!(next_start(&row, at + MINUTE_MS), at + hour);
    }
}
