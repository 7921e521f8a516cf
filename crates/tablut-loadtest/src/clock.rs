//! The check of every loss on time: the server may declare it only once the
//! loser's clock has really run out. The loser's turn began with the
//! update that gave it the turn, whose `clock` says how much time it had
//! at the server's `now`; so its time ran out at `now` + that time, and
//! the declaration (the final state's `updated_at`, on the same server
//! clock) must not come before, and must leave the loser's clock at 0.

use serde::Serialize;
use tablut_api::{EndReason, GameState, Status};
use tablut_core::Side;

use crate::percentiles::Percentiles;
use crate::play::{GameLog, Stall, SEATS};

/// How much earlier than the clock ran out (by the server's own numbers)
/// a declaration may be, for rounding: the clock's times are whole ms.
pub const TOLERANCE_MS: i64 = 2;

/// What the checks of the games' clocks found.
#[derive(Debug, Clone, Serialize)]
pub struct ClockReport {
    /// The time control of every game.
    pub control: String,
    /// Games the server ended on time, each checked.
    pub time_forfeits: usize,
    /// Of those, games in which the load test let a clock run out on
    /// purpose (the others ran out while a seat was thinking).
    pub planned: usize,
    /// Commands (moves, resignations) refused because a clock had run out
    /// just before they arrived: not errors.
    pub late_commands: u64,
    /// Games whose clocks disagree with the rules: a loss declared before
    /// the time ran out, a loser's clock not at 0, a clock let run out
    /// that the server did not end.
    pub errors: usize,
    /// The first problems found.
    pub problems: Vec<String>,
    /// How long after the loser's time ran out the server declared the
    /// loss, by its own clock.
    pub declared_after_ms: Percentiles,
}

/// What one game's clocks say.
#[derive(Debug, PartialEq)]
pub enum Verdict {
    /// The game did not end on time, and was not to.
    NotOnTime,
    /// A loss on time, declared `late_ms` after the time ran out.
    OnTime {
        /// Whether the load test let this clock run out.
        planned: bool,
        /// From the time running out to the declaration, in ms.
        late_ms: i64,
    },
    /// What is wrong.
    Wrong(Vec<String>),
}

/// The index into [`SEATS`] of `side`.
fn seat_of(side: Side) -> usize {
    usize::from(side.name() != SEATS[0])
}

/// Checks one game's end against its clocks: `log` is what its seats saw,
/// `server` the game as the server holds it after the run.
pub fn check(log: &GameLog, server: &GameState) -> Verdict {
    let stall: Option<Stall> = log.stall;
    if server.outcome.reason != Some(EndReason::Time) {
        return match stall {
            None => Verdict::NotOnTime,
            Some(stall) if server.status == Status::Finished => Verdict::Wrong(vec![format!(
                "the {} stopped moving at ply {} to lose on time, but the game ended by {}",
                SEATS[stall.seat],
                stall.ply,
                server
                    .outcome
                    .reason
                    .map_or("nothing".into(), |r| r.to_string())
            )]),
            Some(stall) => Verdict::Wrong(vec![format!(
                "the {} stopped moving at ply {} and their clock ran out, but the server \
                 has not ended the game",
                SEATS[stall.seat], stall.ply
            )]),
        };
    }
    let mut problems = Vec::new();
    let Some(winner) = server.outcome.winner else {
        return Verdict::Wrong(vec!["lost on time, but nobody won".into()]);
    };
    let loser = winner.opponent();
    let seat = seat_of(loser);
    if server.status != Status::Finished {
        problems.push(format!("lost on time, but the game is {}", server.status));
    }
    let Some(clock) = &server.clock else {
        return Verdict::Wrong(vec!["lost on time in a game without a clock".into()]);
    };
    let left = match loser {
        Side::Attackers => clock.attackers_ms,
        Side::Defenders => clock.defenders_ms,
    };
    if left != 0 {
        problems.push(format!(
            "the {loser} lost on time with {left} ms on their clock"
        ));
    }
    if let Some(side) = clock.running {
        problems.push(format!(
            "the game is over, but the {side}' clock still runs"
        ));
    }
    let declared = server.updated_at;
    let late_ms = match log.turns[seat] {
        None => {
            problems.push(format!(
                "the {loser} lost on time, but no update gave them their turn"
            ));
            None
        }
        Some(turn) if turn.ply != server.ply => {
            problems.push(format!(
                "the {loser} lost on time at ply {}, but their last turn began at ply {}",
                server.ply, turn.ply
            ));
            None
        }
        Some(turn) if !turn.running => {
            problems.push(format!(
                "the {loser} lost on time at ply {}, but their clock was not running \
                 ({} ms left)",
                server.ply, turn.left_ms
            ));
            None
        }
        Some(turn) => {
            let ran_out = turn.now + turn.left_ms;
            if declared + TOLERANCE_MS < ran_out {
                problems.push(format!(
                    "the {loser} lost on time at ply {} {} ms before their time ran out: \
                     their turn began at {} with {} ms left, the loss was declared at {declared}",
                    server.ply,
                    ran_out - declared,
                    turn.now,
                    turn.left_ms
                ));
            }
            Some(declared - ran_out)
        }
    };
    match late_ms {
        Some(late_ms) if problems.is_empty() => Verdict::OnTime {
            planned: stall.is_some_and(|s| s.seat == seat),
            late_ms,
        },
        _ => Verdict::Wrong(problems),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::play::TurnStart;
    use serde_json::json;

    /// A finished game at ply 12 lost on time by the defenders, declared at
    /// `declared`, as `GET /api/games/{id}` shows it.
    pub(crate) fn lost_on_time(declared: i64, defenders_ms: i64) -> GameState {
        let human =
            |name: &str| json!({"kind": "human", "name": name, "taken": true, "online": true});
        let game = json!({
            "id": "0123456789abcdef", "version": 13, "variant": "ludoteka", "mode": "friend",
            "status": "finished",
            "seats": {"attackers": human("a"), "defenders": human("d")},
            "level": null, "board": [], "side_to_move": "defenders", "ply": 12,
            "moves": [], "legal": [], "last": null, "routes": [], "alert": null,
            "lost": {"attackers": 0, "defenders": 0},
            "outcome": {"result": "attackers win", "winner": "attackers", "reason": "time",
                        "text": "The defenders ran out of time."},
            "thinking": false, "rematch": {"offered_by": null, "game": null}, "chat": [],
            "squares": {"throne": "e5", "corners": [], "escape": [], "camps": []},
            "created_at": 0, "updated_at": declared,
            "clock": {"control": "1+0", "speed": "bullet", "attackers_ms": 41_000,
                      "defenders_ms": defenders_ms, "running": null, "deadline": null,
                      "now": declared},
            "rated": true, "draw_offer": null, "takeback_offer": null,
        });
        serde_json::from_value(game).expect("the sample state reads")
    }

    fn log_with_turn(turn: TurnStart) -> GameLog {
        let mut log = GameLog::default();
        log.turns[1] = Some(turn);
        log
    }

    const TURN: TurnStart = TurnStart {
        ply: 12,
        now: 1_000_000,
        left_ms: 50_000,
        running: true,
    };

    #[test]
    fn a_loss_declared_once_the_time_ran_out_is_right() {
        let verdict = check(&log_with_turn(TURN), &lost_on_time(1_050_003, 0));
        assert_eq!(
            verdict,
            Verdict::OnTime {
                planned: false,
                late_ms: 3
            }
        );
        // Within the rounding allowed.
        let verdict = check(&log_with_turn(TURN), &lost_on_time(1_049_998, 0));
        assert!(
            matches!(verdict, Verdict::OnTime { late_ms: -2, .. }),
            "{verdict:?}"
        );
    }

    #[test]
    fn a_loss_declared_early_or_with_time_left_is_wrong() {
        let Verdict::Wrong(problems) = check(&log_with_turn(TURN), &lost_on_time(1_049_000, 0))
        else {
            panic!("an early declaration passed");
        };
        assert!(problems[0].contains("1000 ms before"), "{problems:?}");
        let Verdict::Wrong(problems) = check(&log_with_turn(TURN), &lost_on_time(1_050_010, 7))
        else {
            panic!("time left passed");
        };
        assert!(problems[0].contains("7 ms on their clock"), "{problems:?}");
        let stopped = TurnStart {
            running: false,
            ..TURN
        };
        assert!(matches!(
            check(&log_with_turn(stopped), &lost_on_time(1_050_010, 0)),
            Verdict::Wrong(_)
        ));
        assert!(matches!(
            check(&GameLog::default(), &lost_on_time(1_050_010, 0)),
            Verdict::Wrong(_)
        ));
    }

    #[test]
    fn a_clock_let_run_out_must_end_on_time() {
        let mut log = log_with_turn(TURN);
        log.stall = Some(Stall {
            seat: 1,
            ply: 12,
            until: std::time::Instant::now(),
        });
        assert_eq!(
            check(&log, &lost_on_time(1_050_001, 0)),
            Verdict::OnTime {
                planned: true,
                late_ms: 1
            }
        );
        let mut resigned = lost_on_time(1_050_001, 0);
        resigned.outcome.reason = Some(EndReason::Resignation);
        assert!(matches!(check(&log, &resigned), Verdict::Wrong(_)));
        assert_eq!(check(&GameLog::default(), &resigned), Verdict::NotOnTime);
    }
}
