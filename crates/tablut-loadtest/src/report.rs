//! After the run: every game checked against the server's record on every
//! instance (and, with a clock, every loss on time against the clocks),
//! and the report, as text and as JSON.

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;
use std::sync::Arc;

use futures_util::StreamExt;
use serde::Serialize;

use tablut_api::{GameState, Status};

use crate::api::{Api, Failure};
use crate::clock::{self, ClockReport, Verdict};
use crate::percentiles::Percentiles;
use crate::play::{GameRecord, SEATS};
use crate::ratings::{Ended, RatingsReport};
use crate::sockets::{Seen, SocketsReport};
use crate::tournament::TournamentReport;

/// How many games are read back at once.
const READERS: usize = 16;
/// How many integrity problems the report lists (all are counted).
const LISTED: usize = 20;

/// Failures of one kind.
#[derive(Debug, Clone, Serialize)]
pub struct ErrorCount {
    /// How many.
    pub count: u64,
    /// The first one's details.
    pub example: String,
}

/// CPU used during the measured window, in percent of one core.
#[derive(Debug, Clone, Serialize)]
pub struct Cpu {
    /// Cores of the machine (so the most there is, is 100 times this).
    pub cores: usize,
    /// The spawned server's instances together (unknown for `--url`).
    pub server_percent: Option<f64>,
    /// The load test itself.
    pub loadtest_percent: f64,
    /// Every other process on the machine.
    pub others_percent: Option<f64>,
    /// Share of the time some runnable task waited for a CPU.
    pub pressure_percent: Option<f64>,
}

/// The integrity check's result.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Integrity {
    /// Games read back from the server.
    pub games_checked: usize,
    /// Reads: every game from every instance.
    pub reads: usize,
    /// Games whose record, on any instance, disagrees with what the seats
    /// sent and saw.
    pub errors: usize,
    /// The first problems found.
    pub problems: Vec<String>,
}

/// Everything the load test reports.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    /// The address of each instance of the server (one for a single server).
    pub servers: Vec<String>,
    /// The database of the spawned instances (`null` for `--url`).
    pub database: Option<String>,
    /// Games played at a time.
    pub concurrent_games: usize,
    /// Seed of the random sides and moves (`--seed`).
    pub seed: u64,
    /// Mean pause before each move, in milliseconds.
    pub think_ms: u64,
    /// The measured window, in seconds.
    pub duration_s: f64,
    /// Games created.
    pub games_started: u64,
    /// Games that came to an end (any result, resignations included).
    pub games_finished: u64,
    /// Of those, games the load test resigned at `--max-plies`.
    pub games_resigned: u64,
    /// Of those, games the load test called off before both sides moved
    /// (`--aborts`).
    pub games_aborted: u64,
    /// Of those, games with a clock the load test resigned or called off
    /// when the run ended (so that every game is over before the checks).
    pub games_ended_at_stop: u64,
    /// Moves seen by the opponent, in every phase.
    pub moves_total: u64,
    /// Moves sent in the window and seen by the opponent.
    pub moves_measured: usize,
    /// `moves_measured` per second of the window.
    pub moves_per_second: f64,
    /// From sending a move to the opponent's update with the next ply.
    pub latency_ms: Percentiles,
    /// From sending a move to the mover's own update with the next ply.
    pub own_update_ms: Percentiles,
    /// How long `GET /api/health` took (no game, no database).
    pub health_ms: Percentiles,
    /// For each instance, the games it read again from the database since
    /// it started because another instance changed them in a way its
    /// notice did not carry (`reloads` of `GET /api/health` after the run;
    /// none if it did not answer).
    pub reloads: Vec<Option<u64>>,
    /// How late the load test's own 10 ms timers fired.
    pub timer_lag_ms: Percentiles,
    /// In a rated run, from a seek accepted to its seeker finding the game
    /// in its own instance's lobby (`GET /api/lobby`).
    pub lobby_ms: Option<Percentiles>,
    /// CPU used during the window.
    pub cpu: Option<Cpu>,
    /// Failures by kind.
    pub errors: BTreeMap<String, ErrorCount>,
    /// Every game checked against the server.
    pub integrity: Integrity,
    /// Every connection's last state checked against the stored game.
    pub sockets: SocketsReport,
    /// With a clock: the losses on time, checked against the clocks.
    pub clock: Option<ClockReport>,
    /// In a rated run: every rating recomputed from the results.
    pub ratings: Option<RatingsReport>,
    /// In a tournament run: the tournament checked against its games, and
    /// the time to pair its rounds.
    pub tournament: Option<TournamentReport>,
}

impl Report {
    /// The report for people.
    pub fn text(&self) -> String {
        let mut s = String::new();
        let spawned = self
            .database
            .as_deref()
            .map_or(String::new(), |d| format!(" (spawned, {d})"));
        if let [server] = &self.servers[..] {
            let _ = writeln!(s, "server      {server}{spawned}");
        } else {
            let _ = writeln!(
                s,
                "servers     {} instances{spawned}: {}",
                self.servers.len(),
                self.servers.join(", ")
            );
            let _ = writeln!(
                s,
                "            (the two seats of each game on different instances)"
            );
        }
        let _ = writeln!(
            s,
            "load        {} games at a time, {} ms think on average, {:.1} s measured, seed {}",
            self.concurrent_games, self.think_ms, self.duration_s, self.seed
        );
        let _ = writeln!(
            s,
            "games       {} started, {} finished ({} resigned by the load test at their ply limit)",
            self.games_started, self.games_finished, self.games_resigned
        );
        if self.clock.is_some() {
            let _ = writeln!(
                s,
                "            {} called off before both sides moved, {} resigned or called off \
                 when the run ended",
                self.games_aborted, self.games_ended_at_stop
            );
        }
        let _ = writeln!(
            s,
            "moves       {} measured: {:.0} moves/s ({} in all, warm-up and drain included)",
            self.moves_measured, self.moves_per_second, self.moves_total
        );
        let _ = writeln!(s, "latency     {}", self.latency_ms.line());
        let across = if self.servers.len() > 1 {
            ", on the other instance"
        } else {
            ""
        };
        let _ = writeln!(
            s,
            "            (move sent -> the opponent's update with the next ply{across})"
        );
        let _ = writeln!(s, "own update  {}", self.own_update_ms.line());
        let _ = writeln!(s, "health      {}", self.health_ms.line());
        let _ = writeln!(
            s,
            "            (GET /api/health: the server without games or database)"
        );
        if self.servers.len() > 1 {
            let counts: Vec<String> = self
                .reloads
                .iter()
                .map(|r| r.map_or("?".into(), |n| n.to_string()))
                .collect();
            let _ = writeln!(
                s,
                "reloads     {} (games each instance read again from the database after \
                 another's change)",
                counts.join(" + ")
            );
        }
        let _ = writeln!(s, "timer lag   {}", self.timer_lag_ms.line());
        let _ = writeln!(
            s,
            "            (how late the load test's own 10 ms timers fired)"
        );
        if let Some(lobby) = &self.lobby_ms {
            let _ = writeln!(s, "lobby       {}", lobby.line());
            let _ = writeln!(
                s,
                "            (seek accepted -> the seeker's lobby lists the game)"
            );
        }
        if let Some(cpu) = &self.cpu {
            let show = |p: Option<f64>| p.map_or("unknown".into(), |p| format!("{p:.0}%"));
            let _ = writeln!(
                s,
                "cpu         server {}, load test {:.0}%, other processes {} (100% = one core of {})",
                show(cpu.server_percent),
                cpu.loadtest_percent,
                show(cpu.others_percent),
                cpu.cores
            );
            if let Some(p) = cpu.pressure_percent {
                let _ = writeln!(
                    s,
                    "            some task waited for a CPU {p:.0}% of the time"
                );
            }
        }
        if self.errors.is_empty() {
            let _ = writeln!(s, "errors      none");
        } else {
            let _ = writeln!(s, "errors");
            for (kind, e) in &self.errors {
                let _ = writeln!(s, "  {:>8}  {kind}  (first: {})", e.count, e.example);
            }
        }
        let reads = if self.servers.len() > 1 {
            format!(
                " ({} reads: each game from each instance)",
                self.integrity.reads
            )
        } else {
            String::new()
        };
        let _ = writeln!(
            s,
            "integrity   {} games checked{reads}, {} integrity errors",
            self.integrity.games_checked, self.integrity.errors
        );
        for p in &self.integrity.problems {
            let _ = writeln!(s, "  {p}");
        }
        s.push_str(&self.sockets.text());
        if let Some(clock) = &self.clock {
            let declared = if clock.declared_after_ms.count == 0 {
                String::new()
            } else {
                format!(
                    "; declared {:.0} ms (p50), {:.0} ms (max) after the time ran out",
                    clock.declared_after_ms.p50, clock.declared_after_ms.max
                )
            };
            let _ = writeln!(
                s,
                "clock       {}: {} games lost on time ({} let run out by the load test){declared}, \
                 {} late commands, {} clock errors",
                clock.control,
                clock.time_forfeits,
                clock.planned,
                clock.late_commands,
                clock.errors
            );
            for p in &clock.problems {
                let _ = writeln!(s, "  {p}");
            }
        }
        if let Some(ratings) = &self.ratings {
            let _ = writeln!(
                s,
                "ratings     {} rated games between {} accounts ({} registered from {} \
                 addresses in {:.1} s), {} history entries: {} rating errors",
                ratings.rated_games,
                ratings.accounts,
                ratings.accounts,
                ratings.addresses,
                ratings.registration_s,
                ratings.history_entries,
                ratings.errors
            );
            for p in &ratings.problems {
                let _ = writeln!(s, "  {p}");
            }
        }
        if let Some(tournament) = &self.tournament {
            s.push_str(&tournament.text());
        }
        s
    }

    /// Errors of the checks after the run: games that disagree with what
    /// was played, connections whose last state is not the stored game or
    /// that never received a loss on time, losses on time against the
    /// clocks, ratings against the results. (Failures during the run are
    /// in `errors`.)
    pub fn check_errors(&self) -> usize {
        self.integrity.errors
            + self.sockets.errors()
            + self.clock.as_ref().map_or(0, |c| c.errors)
            + self.ratings.as_ref().map_or(0, |r| r.errors)
            + self.tournament.as_ref().map_or(0, |t| t.errors.len())
    }
}

/// What the checks after the run found, and how each game ended.
pub struct Checked {
    /// Every game against the server's record.
    pub integrity: Integrity,
    /// Every connection's last state against the stored game.
    pub sockets: SocketsReport,
    /// With a clock, every loss on time (the run's totals are filled in by
    /// the caller).
    pub clock: Option<ClockReport>,
    /// How each game ended, by id, as the first instance holds it.
    pub ended: HashMap<String, Ended>,
}

/// Reads every game back from every instance of the server and compares
/// each answer with what the game's two seats sent and saw, each seat's
/// connection's last state with the stored game (the newest version any
/// instance reads back), and with `control` (a clock), each loss on time
/// with the clocks; `progress` is told how many games are done.
pub async fn check(
    apis: &[Api],
    games: &[Arc<GameRecord>],
    control: Option<&str>,
    progress: impl Fn(usize),
) -> Checked {
    let mut integrity = Integrity::default();
    let mut sockets = SocketsReport::default();
    let mut ended = HashMap::new();
    let mut clock = control.map(|control| ClockReport {
        control: control.to_string(),
        time_forfeits: 0,
        planned: 0,
        late_commands: 0,
        errors: 0,
        problems: Vec::new(),
        declared_after_ms: Percentiles::of(&mut []),
    });
    let mut declared_after = Vec::new();
    let mut answers = futures_util::stream::iter(games)
        .map(|game| async move {
            let reads = apis.iter().map(|api| api.game(&game.id));
            (game, futures_util::future::join_all(reads).await)
        })
        .buffer_unordered(READERS);
    while let Some((game, answers)) = answers.next().await {
        integrity.games_checked += 1;
        integrity.reads += answers.len();
        let several = answers.len() > 1;
        let mut problems = game.log().problems.clone();
        let stored = answers
            .iter()
            .filter_map(|a| a.as_ref().ok())
            .max_by_key(|g| g.version);
        if let Some(stored) = stored {
            sockets.add(&game.id, &game.log(), &Seen::of(stored));
        }
        if let Some(Ok(first)) = answers.first() {
            ended.insert(
                game.id.clone(),
                Ended {
                    status: first.status,
                    result: first.outcome.result,
                    updated_at: first.updated_at,
                },
            );
            if let Some(report) = &mut clock {
                match clock::check(&game.log(), first) {
                    Verdict::NotOnTime => {}
                    Verdict::OnTime { planned, late_ms } => {
                        report.time_forfeits += 1;
                        report.planned += usize::from(planned);
                        // In µs, as the latencies; a declaration a ms or
                        // two "early" (rounding) counts as on the dot.
                        let micros = (late_ms.max(0) as u64 * 1000).min(u32::MAX as u64) as u32;
                        declared_after.push(micros);
                    }
                    Verdict::Wrong(found) => {
                        report.errors += 1;
                        for p in found {
                            if report.problems.len() < LISTED {
                                report.problems.push(format!("game {}: {p}", game.id));
                            }
                        }
                    }
                }
            }
        }
        for (instance, answer) in answers.into_iter().enumerate() {
            let found = compare(game, answer);
            if several {
                let seats = seats_on(game, instance);
                problems.extend(
                    found
                        .into_iter()
                        .map(|p| format!("instance {} ({seats}): {p}", instance + 1)),
                );
            } else {
                problems.extend(found);
            }
        }
        if !problems.is_empty() {
            integrity.errors += 1;
            for p in problems {
                if integrity.problems.len() < LISTED {
                    integrity.problems.push(format!("game {}: {p}", game.id));
                }
            }
        }
        progress(integrity.games_checked);
    }
    if let Some(report) = &mut clock {
        report.declared_after_ms = Percentiles::of(&mut declared_after);
    }
    Checked {
        integrity,
        sockets,
        clock,
        ended,
    }
}

/// Which seats of `game` played on `instance`, for the report.
fn seats_on(game: &GameRecord, instance: usize) -> String {
    let seats: Vec<&str> = SEATS
        .iter()
        .zip(game.instances)
        .filter(|&(_, i)| i == instance)
        .map(|(&seat, _)| seat)
        .collect();
    match seats[..] {
        [] => "neither seat".into(),
        [seat] => format!("the {seat}' seat"),
        _ => "both seats".into(),
    }
}

/// What is wrong with one instance's record of one game, if anything (the
/// problems the seats noticed while playing are not repeated here).
fn compare(game: &GameRecord, server: Result<GameState, Failure>) -> Vec<String> {
    let log = game.log();
    let mut problems = Vec::new();
    let server = match server {
        Ok(server) => server,
        Err(failure) => {
            problems.push(format!("cannot read it back: {failure}"));
            return problems;
        }
    };
    let sent: Vec<&str> = log.sent.iter().map(|s| s.mv.as_str()).collect();
    let stored: Vec<String> = server.moves.iter().map(|m| m.mv.to_string()).collect();
    let stored: Vec<&str> = stored.iter().map(String::as_str).collect();
    if server.ply != stored.len() {
        problems.push(format!(
            "ply {} but {} moves listed",
            server.ply,
            stored.len()
        ));
    }
    if log.complete {
        // Both seats played on to the end: the server has exactly what was
        // sent, and each seat saw exactly that.
        if stored != sent {
            problems.push(format!(
                "the server's moves differ from those sent: {}",
                difference(&stored, &sent)
            ));
        }
        for (seat, seen) in log.seen.iter().enumerate() {
            let seen: Vec<&str> = seen.iter().map(String::as_str).collect();
            if seen != sent {
                problems.push(format!(
                    "the {} saw other moves than were sent: {}",
                    SEATS[seat],
                    difference(&seen, &sent)
                ));
            }
        }
        if log.finished && server.status != Status::Finished {
            problems.push(format!(
                "seen finished, but the server says {}",
                server.status
            ));
        }
    } else {
        // A seat failed: the move in flight may or may not have been taken,
        // but whatever the server has must be what was sent, and what each
        // seat saw must be what the server has.
        if !sent.starts_with(&stored) {
            problems.push(format!(
                "the server's moves are not those sent: {}",
                difference(&stored, &sent)
            ));
        }
        for (seat, seen) in log.seen.iter().enumerate() {
            let seen: Vec<&str> = seen.iter().map(String::as_str).collect();
            if !stored.starts_with(&seen) {
                problems.push(format!(
                    "the {} saw moves the server does not have: {}",
                    SEATS[seat],
                    difference(&seen, &stored)
                ));
            }
        }
    }
    problems
}

/// Where two move lists part.
fn difference(found: &[&str], expected: &[&str]) -> String {
    match found.iter().zip(expected).position(|(a, b)| a != b) {
        Some(i) => format!("ply {}: {} instead of {}", i + 1, found[i], expected[i]),
        None => format!("{} moves instead of {}", found.len(), expected.len()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_by_nearest_rank() {
        let mut v: Vec<u32> = (1..=100).rev().map(|ms| ms * 1000).collect();
        let p = Percentiles::of(&mut v);
        assert_eq!(
            (p.count, p.p50, p.p90, p.p99, p.max),
            (100, 50.0, 90.0, 99.0, 100.0)
        );
        assert_eq!(Percentiles::of(&mut []).count, 0);
    }

    #[test]
    fn differences_name_the_ply() {
        assert_eq!(
            difference(&["a", "x"], &["a", "b"]),
            "ply 2: x instead of b"
        );
        assert_eq!(difference(&["a"], &["a", "b"]), "1 moves instead of 2");
    }
}
