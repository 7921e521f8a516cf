//! What the WebSockets saw, against the database: every connection's last
//! game state must be the stored game (same version, same status), and
//! every loss on time must have reached both seats.
//!
//! Each seat notes every state it receives ([`note`]); a seat that closes
//! its connection at the end of its game or of the run first reads what
//! the server still had on its way (up to [`CLOSE_WAIT`]), so a connection
//! counts as behind only if the server never sent it the stored version.
//! Connections that ended on a failure (counted under the run's errors)
//! are not compared: the load test may have ended their game over HTTP
//! after they were gone; but a seat that gave up waiting for a loss on
//! time declared at least [`CLOSE_WAIT`] before counts it as unseen.

use std::fmt::Write as _;

use serde::Serialize;
use tablut_api::{EndReason, GameState, Status};

use crate::play::{GameLog, SEATS};

/// How long a seat closing its connection waits for the updates still in
/// flight (and the server's answer to its close).
pub const CLOSE_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

/// How many disagreements the report lists (all are counted).
const LISTED: usize = 20;

/// A game state as a connection received it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seen {
    /// Its version: the number of stored changes.
    pub version: i64,
    /// Where the game was.
    pub status: Status,
    /// Why it ended, once it had.
    pub reason: Option<EndReason>,
    /// Its last change, on the server's clock (ms since 1970).
    pub updated_at: i64,
}

impl Seen {
    /// What a connection sees of `game`.
    pub fn of(game: &GameState) -> Seen {
        Seen {
            version: game.version,
            status: game.status,
            reason: game.outcome.reason,
            updated_at: game.updated_at,
        }
    }
}

/// What one seat's connection received, as far as this check goes.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Received {
    /// The last game state.
    pub last: Option<Seen>,
    /// It received the game finished on time.
    pub saw_time: bool,
    /// States older than one received before.
    pub backwards: u64,
    /// Versions it never received between two it did.
    pub skipped: u64,
    /// The connection was still open when the drain's time ran out (its
    /// seat waiting for an update it never got): it is compared all the
    /// same.
    pub stuck: bool,
    /// The seat gave up waiting for a message (a stall, or a clock run out
    /// that the server did not end): it was reading all along.
    pub waited_out: bool,
    /// When the connection ended (closed by the seat, or dropped on a
    /// failure), ms since 1970 on this machine's clock; none if it never
    /// opened.
    pub ended_ms: Option<i64>,
    /// When the seat began to close its connection, ms since 1970 on this
    /// machine's clock: a change stored after that (the opponent's
    /// resignation at the end of the run) may rightly never reach it.
    pub closing_ms: Option<i64>,
}

/// How long before a connection began to close a stored change must have
/// been made for the connection to be expected to hold it: the server's
/// goal for a change to reach every connection.
pub const DELIVERY_BOUND_MS: i64 = 1_000;

/// Notes that `seat` begins to close its connection.
pub fn closing(log: &mut GameLog, seat: usize) {
    log.received[seat].closing_ms = Some(now_ms());
}

/// Notes that `seat`'s connection has ended (the first time only).
pub fn ended(log: &mut GameLog, seat: usize) {
    let ended = &mut log.received[seat].ended_ms;
    if ended.is_none() {
        *ended = Some(now_ms());
    }
}

/// This machine's clock, ms since 1970 (as the server's `updated_at`, when
/// it runs here).
fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// Notes a game state that `seat`'s connection received.
pub fn note(log: &mut GameLog, seat: usize, game: &GameState) {
    let seen = Seen::of(game);
    let got = &mut log.received[seat];
    match got.last {
        Some(last) if seen.version < last.version => {
            got.backwards += 1;
            let problem = format!(
                "the {}' connection received version {} after version {}",
                SEATS[seat], seen.version, last.version
            );
            log.problems.push(problem);
            // The newest state it has stays its last.
            return;
        }
        Some(last) if seen.version > last.version + 1 => {
            got.skipped += (seen.version - last.version - 1) as u64;
        }
        _ => {}
    }
    if lost_on_time(&seen) {
        got.saw_time = true;
    }
    got.last = Some(seen);
}

/// The sockets' check over the run.
#[derive(Debug, Clone, Default, Serialize, PartialEq)]
pub struct SocketsReport {
    /// Connections compared with the stored game: those the load test
    /// closed at the end of their game or of the run, and those still open
    /// when the drain's time ran out.
    pub checked: usize,
    /// Of those, connections whose last state was older than the stored
    /// game's version.
    pub behind: usize,
    /// Of those, connections whose last state was newer than any instance
    /// reads back, or of the stored version with another status.
    pub differ: usize,
    /// Connections that ended on a failure (counted under errors), not compared.
    pub failed: usize,
    /// Connections whose seat began to close them less than
    /// [`DELIVERY_BOUND_MS`] after the game's last change (the opponent
    /// resigning as the run ends): not behind, whatever they last held.
    pub closed_first: usize,
    /// Games lost on time, whose two seats must both have received it.
    pub flags: usize,
    /// Losses on time a seat's connection never received: one the seat
    /// closed at the end of its game, or one that gave up waiting at least
    /// 2 s after the loss was declared.
    pub flags_unseen: usize,
    /// States a connection received older than one it had received before.
    pub backwards: u64,
    /// Versions connections never received between two they did
    /// (information: an update that carries several changes at once).
    pub skipped: u64,
    /// The first disagreements found.
    pub problems: Vec<String>,
}

impl SocketsReport {
    /// Disagreements that fail the run.
    pub fn errors(&self) -> usize {
        self.behind + self.differ + self.flags_unseen + self.backwards as usize
    }

    /// Compares what the two seats of game `id` received (`log`) with the
    /// stored game (`stored`: the newest any instance reads back).
    pub fn add(&mut self, id: &str, log: &GameLog, stored: &Seen) {
        let mut problems = Vec::new();
        for (seat, got) in log.received.iter().enumerate() {
            self.backwards += got.backwards;
            self.skipped += got.skipped;
            // A connection that ended on a failure (counted under errors)
            // is expected to have received a loss on time only if it gave
            // up waiting, reading all along, at least [`CLOSE_WAIT`] after
            // the loss was declared. (One the server closed, or dropped
            // for its opponent's failure, may have left it unread.)
            let grace = CLOSE_WAIT.as_millis() as i64;
            let open_then = log.closed[seat]
                || got.stuck
                || (got.waited_out && got.ended_ms.is_some_and(|e| e >= stored.updated_at + grace));
            if lost_on_time(stored) && !got.saw_time && open_then {
                self.flags_unseen += 1;
                problems.push(format!(
                    "the {} never received the loss on time (last received: {})",
                    SEATS[seat],
                    describe(got.last.as_ref())
                ));
            }
            if !log.closed[seat] && !got.stuck {
                self.failed += 1;
                continue;
            }
            self.checked += 1;
            // A connection that began to close before the last change
            // could be delivered is compared with what it could know.
            let too_late = got
                .closing_ms
                .is_some_and(|c| stored.updated_at + DELIVERY_BOUND_MS > c);
            match got.last {
                Some(last) if last.version < stored.version && too_late => {
                    self.closed_first += 1;
                }
                Some(last) if last.version < stored.version => {
                    self.behind += 1;
                    problems.push(format!(
                        "the {}' connection is behind: its last state was {}, the stored game is {}",
                        SEATS[seat],
                        describe(Some(&last)),
                        describe(Some(stored))
                    ));
                }
                Some(last) if last.version > stored.version || last.status != stored.status => {
                    self.differ += 1;
                    problems.push(format!(
                        "the {}' connection's last state was {}, the stored game is {}",
                        SEATS[seat],
                        describe(Some(&last)),
                        describe(Some(stored))
                    ));
                }
                Some(_) => {}
                None => {
                    self.behind += 1;
                    problems.push(format!("the {}' connection received no state", SEATS[seat]));
                }
            }
        }
        if lost_on_time(stored) {
            self.flags += 1;
        }
        for p in problems {
            if self.problems.len() < LISTED {
                self.problems.push(format!("game {id}: {p}"));
            }
        }
    }

    /// The report's line (and the problems under it).
    pub fn text(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "sockets     {} connections checked: {} behind the database, {} differing; \
             {} of {} losses on time unseen by a seat",
            self.checked,
            self.behind,
            self.differ,
            self.flags_unseen,
            2 * self.flags
        );
        let _ = writeln!(
            s,
            "            ({} ended on a failure, not compared; {} closed by their seat \
             before the last change could reach them; {} states out of order, \
             {} versions skipped)",
            self.failed, self.closed_first, self.backwards, self.skipped
        );
        for p in &self.problems {
            let _ = writeln!(s, "  {p}");
        }
        s
    }
}

/// Whether `seen` is a game lost on time.
fn lost_on_time(seen: &Seen) -> bool {
    seen.status == Status::Finished && seen.reason == Some(EndReason::Time)
}

/// A state for the report: `version 12 (active)`.
fn describe(seen: Option<&Seen>) -> String {
    match seen {
        None => "none".into(),
        Some(seen) => match seen.reason {
            Some(reason) if seen.status == Status::Finished => {
                format!("version {} ({}, {reason})", seen.version, seen.status)
            }
            _ => format!("version {} ({})", seen.version, seen.status),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ACTIVE: Seen = Seen {
        version: 12,
        status: Status::Active,
        reason: None,
        updated_at: 1_000,
    };
    const ON_TIME: Seen = Seen {
        version: 13,
        status: Status::Finished,
        reason: Some(EndReason::Time),
        updated_at: 2_000,
    };

    fn log(a: Option<Seen>, b: Option<Seen>) -> GameLog {
        let mut log = GameLog {
            closed: [true, true],
            ..GameLog::default()
        };
        for (seat, last) in [a, b].into_iter().enumerate() {
            log.received[seat] = Received {
                last,
                saw_time: last.is_some_and(|s| s.reason == Some(EndReason::Time)),
                ended_ms: Some(3_000),
                ..Received::default()
            };
        }
        log
    }

    #[test]
    fn connections_at_the_stored_version_agree() {
        let mut report = SocketsReport::default();
        report.add("g", &log(Some(ACTIVE), Some(ACTIVE)), &ACTIVE);
        report.add("h", &log(Some(ON_TIME), Some(ON_TIME)), &ON_TIME);
        assert_eq!(report.checked, 4);
        assert_eq!(report.flags, 1);
        assert_eq!(report.errors(), 0, "{report:#?}");
        assert!(report.problems.is_empty());
    }

    #[test]
    fn a_connection_closed_before_the_last_change_could_reach_it_is_not_behind() {
        let resigned = Seen {
            version: 13,
            status: Status::Finished,
            reason: Some(EndReason::Resignation),
            updated_at: 5_000,
        };
        let mut report = SocketsReport::default();
        let mut both = log(Some(resigned), Some(ACTIVE));
        // The defenders began to close 200 ms after the resignation was
        // stored (less than the delivery bound): they may not have it.
        both.received[1].closing_ms = Some(5_200);
        report.add("g", &both, &resigned);
        assert_eq!((report.behind, report.closed_first), (0, 1), "{report:#?}");
        assert_eq!(report.errors(), 0);
        // Closing two seconds after it, they should have had it.
        let mut late = log(Some(resigned), Some(ACTIVE));
        late.received[1].closing_ms = Some(7_000);
        report.add("h", &late, &resigned);
        assert_eq!(report.behind, 1, "{report:#?}");
    }

    #[test]
    fn a_connection_left_at_an_older_version_is_behind() {
        let mut report = SocketsReport::default();
        let older = Seen {
            version: 11,
            ..ACTIVE
        };
        report.add("g", &log(Some(ACTIVE), Some(older)), &ACTIVE);
        assert_eq!((report.checked, report.behind, report.differ), (2, 1, 0));
        assert_eq!(report.errors(), 1);
        assert!(
            report.problems[0].contains("defenders' connection is behind")
                && report.problems[0].contains("version 11 (active)"),
            "{:?}",
            report.problems
        );
        assert!(report.text().contains("1 behind"), "{}", report.text());
    }

    #[test]
    fn a_loss_on_time_a_seat_never_received_is_unseen() {
        let mut report = SocketsReport::default();
        // The attackers' connection saw the game active, one version
        // before its loss on time: behind, and the flag unseen.
        report.add("g", &log(Some(ACTIVE), Some(ON_TIME)), &ON_TIME);
        assert_eq!(
            (report.behind, report.flags, report.flags_unseen),
            (1, 1, 1)
        );
        // A seat that failed is not compared, but one that gave up waiting
        // 2 s or more after its loss on time was declared never got it.
        let mut failed = log(Some(ACTIVE), Some(ON_TIME));
        failed.closed[0] = false;
        failed.received[0].ended_ms = Some(4_000);
        failed.received[0].waited_out = true;
        let mut report = SocketsReport::default();
        report.add("h", &failed, &ON_TIME);
        let counts = |r: &SocketsReport| (r.checked, r.failed, r.behind, r.flags_unseen);
        assert_eq!(counts(&report), (1, 1, 0, 1));
        assert_eq!(report.errors(), 1);
        // One that gave up less than 2 s after (the update may have been
        // on its way), or whose connection the server closed or the load
        // test dropped (it may have left the update unread), is not
        // expected to have received it.
        failed.received[0].ended_ms = Some(3_999);
        let mut report = SocketsReport::default();
        report.add("i", &failed, &ON_TIME);
        assert_eq!(counts(&report), (1, 1, 0, 0));
        failed.received[0].ended_ms = Some(9_000);
        failed.received[0].waited_out = false;
        let mut report = SocketsReport::default();
        report.add("j", &failed, &ON_TIME);
        assert_eq!(counts(&report), (1, 1, 0, 0));
        assert_eq!(report.errors(), 0);
        // A connection still open when the drain's time ran out, waiting
        // for an update, is compared: it is behind.
        failed.received[0].stuck = true;
        let mut report = SocketsReport::default();
        report.add("k", &failed, &ON_TIME);
        assert_eq!(counts(&report), (2, 0, 1, 1));
    }

    #[test]
    fn a_newer_or_different_state_differs() {
        let mut report = SocketsReport::default();
        let finished = Seen {
            status: Status::Finished,
            reason: Some(EndReason::Resignation),
            ..ACTIVE
        };
        report.add("g", &log(Some(ON_TIME), Some(finished)), &ACTIVE);
        assert_eq!((report.behind, report.differ), (0, 2));
    }

    #[test]
    fn states_are_noted_in_order() {
        let state = |version: i64| {
            let mut game = crate::clock::tests::lost_on_time(1_050_000, 0);
            game.version = version;
            game
        };
        let mut log = GameLog::default();
        note(&mut log, 0, &state(3));
        note(&mut log, 0, &state(4));
        note(&mut log, 0, &state(7));
        note(&mut log, 0, &state(5));
        let got = log.received[0];
        assert_eq!(got.last.map(|s| s.version), Some(7));
        assert_eq!((got.backwards, got.skipped), (1, 2));
        assert!(got.saw_time, "the sample is lost on time");
        assert_eq!(log.problems.len(), 1, "{:?}", log.problems);
    }
}
