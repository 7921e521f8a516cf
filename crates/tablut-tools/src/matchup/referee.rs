//! One game of the match, refereed: the clocks, the move limit, and the
//! forfeits of a player that crashes, hangs or plays an illegal move.

use std::time::{Duration, Instant};

use crate::selfplay::{random_opening, Rng};
use tablut_core::{ForfeitCause, Game, GameEnd, Side};

use super::player::{Player, Turn};
use super::spec::TimeControl;

/// Which game this is and where it starts.
#[derive(Clone, Debug)]
pub struct Pairing {
    /// 0-based game number.
    pub index: usize,
    /// The side player A plays.
    pub a_side: Side,
    /// The start of the game, the random opening played.
    pub start: Game,
}

/// A number from the match seed and a pair number, well mixed
/// (splitmix64's finaliser), so neighbouring pairs get unrelated openings.
fn pair_seed(seed: u64, pair: u64) -> u64 {
    let mut z = seed ^ pair.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Game `index` of a match: games 2k and 2k+1 start from the same random
/// opening of `plies` plies (drawn from `seed` and k), A attacking in the
/// first and defending in the second.
pub fn pairing(base: &Game, index: usize, plies: usize, seed: u64) -> Pairing {
    let mut rng = Rng::new(pair_seed(seed, (index / 2) as u64));
    Pairing {
        index,
        a_side: if index % 2 == 0 {
            Side::Attackers
        } else {
            Side::Defenders
        },
        start: random_opening(base.clone(), plies, &mut rng),
    }
}

/// A finished game.
#[derive(Clone, Debug)]
pub struct Finished {
    /// 0-based game number.
    pub index: usize,
    /// The side player A played.
    pub a_side: Side,
    /// The moves, from the standard (or given) start, opening included.
    pub game: Game,
    /// How it ended.
    pub ending: GameEnd,
    /// The names external engines gave themselves: A's, B's.
    pub engine_names: [Option<String>; 2],
    /// The side and time of each move after the opening, in order (a
    /// forfeited last move included): for tablut's engine its search as
    /// the referee timed it, for an external engine the time from `play`
    /// to its `move` on the protocol.
    pub move_times: Vec<(Side, Duration)>,
}

impl Finished {
    /// The winning side, if any.
    pub fn winner(&self) -> Option<Side> {
        self.ending.winner()
    }

    /// Whether a player lost without the rules deciding (forfeit or time).
    pub fn forfeited(&self) -> bool {
        matches!(self.ending, GameEnd::Forfeit { .. } | GameEnd::Time { .. })
    }

    /// The times of player A's moves (`a` true) or B's.
    pub fn times_of(&self, a: bool) -> Vec<Duration> {
        self.move_times
            .iter()
            .filter(|(side, _)| (*side == self.a_side) == a)
            .map(|&(_, t)| t)
            .collect()
    }

    /// A's points: 1, ½ or 0.
    pub fn a_points(&self) -> f64 {
        match self.winner() {
            Some(side) if side == self.a_side => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        }
    }

    /// `attackers win`, `defenders win` or `draw`.
    pub fn result_text(&self) -> &'static str {
        match self.winner() {
            Some(Side::Attackers) => "attackers win",
            Some(Side::Defenders) => "defenders win",
            None => "draw",
        }
    }

    /// Why the game ended, in a few words, naming the player (A or B) who
    /// forfeited.
    pub fn reason_text(&self) -> String {
        match &self.ending {
            GameEnd::Forfeit { loser, detail, .. } => {
                format!("{} ({loser}) forfeits: {detail}", self.player(*loser))
            }
            GameEnd::Time { loser } => {
                format!("{} ({loser}) lost on time", self.player(*loser))
            }
            end => match end.outcome() {
                Some(outcome) => outcome.reason_text(),
                None => end.to_string(),
            },
        }
    }

    /// `A` or `B`: who played `side`.
    fn player(&self, side: Side) -> &'static str {
        if side == self.a_side {
            "A"
        } else {
            "B"
        }
    }

    /// OpenTafl's result: `1` attackers won, `-1` defenders won, `0` draw.
    pub fn otn_result(&self) -> &'static str {
        self.ending.otn_result()
    }
}

/// How a game is played.
#[derive(Copy, Clone, Debug)]
pub struct Conditions {
    /// The time control.
    pub control: TimeControl,
    /// How far past its time a player may answer before it loses.
    pub grace: Duration,
    /// A game that reaches this many plies is drawn by adjudication.
    pub max_plies: usize,
    /// Under a time per move, external engines are told they have this
    /// many moves' worth of main time.
    pub ext_clock_moves: u32,
    /// Under a time per move, external engines are told instead that they
    /// have an overtime period of this length for each move (and no main
    /// time); this replaces `ext_clock_moves`.
    pub ext_overtime: Option<Duration>,
}

/// Plays the game `pairing` describes between `a` and `b`.
pub fn play_game(pairing: Pairing, a: &mut Player, b: &mut Player, c: &Conditions) -> Finished {
    a.new_game();
    b.new_game();
    let a_side = pairing.a_side;
    let mut game = pairing.start;
    let (mut attackers_left, mut defenders_left) = match c.control {
        TimeControl::Clock { base, .. } => (base, base),
        TimeControl::PerMove(t) => (t, t),
    };
    let mut ending: Option<GameEnd> = None;
    let mut move_times = Vec::new();
    while !game.outcome().is_over() {
        if game.len() >= c.max_plies {
            game.adjudicate_draw();
            break;
        }
        let side = game.position().side_to_move();
        let player: &mut Player = if side == a_side { &mut *a } else { &mut *b };
        let turn = Turn {
            control: c.control,
            side,
            attackers_left,
            defenders_left,
        };
        let started = Instant::now();
        let chosen = player.choose(&game, &turn);
        // An external engine's time is what the protocol saw, without the
        // host's wait for it to finish its previous turn.
        let used = match (&chosen, player.last_think()) {
            (Ok(_), Some(think)) => think,
            _ => started.elapsed(),
        };
        let mv = match chosen {
            Ok(mv) => mv,
            Err(failure) => {
                ending = Some(GameEnd::forfeit(side, failure.cause, &failure.detail));
                break;
            }
        };
        move_times.push((side, used));
        let allowed = turn.allowed();
        let timed = matches!(c.control, TimeControl::Clock { .. }) || player.timed_per_move();
        if timed && used > allowed + c.grace {
            ending = Some(match c.control {
                TimeControl::Clock { .. } => GameEnd::Time { loser: side },
                TimeControl::PerMove(_) => GameEnd::forfeit(
                    side,
                    ForfeitCause::Timeout,
                    &format!(
                        "too slow: took {:.2} s for a move with {:.2} s allowed",
                        used.as_secs_f64(),
                        allowed.as_secs_f64()
                    ),
                ),
            });
            break;
        }
        if let TimeControl::Clock { increment, .. } = c.control {
            let left = match side {
                Side::Attackers => &mut attackers_left,
                Side::Defenders => &mut defenders_left,
            };
            *left = left.saturating_sub(used) + increment;
        }
        if let Err(e) = game.play(mv) {
            ending = Some(GameEnd::forfeit(
                side,
                ForfeitCause::IllegalMove,
                &format!("illegal move {mv}: {e}"),
            ));
            break;
        }
    }
    let loser = ending.as_ref().and_then(GameEnd::loser);
    a.finish(&game, loser);
    b.finish(&game, loser);
    // A game that stopped without a forfeit ended by the rules (a move
    // limit's adjudicated draw included).
    let ending = ending
        .or_else(|| GameEnd::of_game(&game))
        .unwrap_or(GameEnd::Abort);
    Finished {
        index: pairing.index,
        a_side,
        game,
        ending,
        engine_names: [a.engine_name(), b.engine_name()],
        move_times,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablut_core::Rules;

    #[test]
    fn pairs_share_an_opening_and_swap_colours() {
        let base = Game::start(Rules::LUDOTEKA);
        let p: Vec<Pairing> = (0..4).map(|i| pairing(&base, i, 6, 42)).collect();
        let moves = |p: &Pairing| p.start.moves().collect::<Vec<_>>();
        assert_eq!(moves(&p[0]), moves(&p[1]));
        assert_eq!(moves(&p[2]), moves(&p[3]));
        assert_ne!(moves(&p[0]), moves(&p[2]));
        assert_eq!(p[0].a_side, Side::Attackers);
        assert_eq!(p[1].a_side, Side::Defenders);
        assert_eq!(p[0].start.len(), 6);
        // The same seed gives the same openings; another seed others.
        assert_eq!(moves(&pairing(&base, 2, 6, 42)), moves(&p[2]));
        assert_ne!(moves(&pairing(&base, 2, 6, 43)), moves(&p[2]));
    }

    #[test]
    fn a_forfeit_gives_the_point_to_the_other_side() {
        let f = Finished {
            index: 0,
            a_side: Side::Defenders,
            game: Game::start(Rules::LUDOTEKA),
            ending: GameEnd::forfeit(Side::Attackers, ForfeitCause::Crash, "crashed"),
            engine_names: [None, None],
            move_times: Vec::new(),
        };
        assert_eq!(f.a_points(), 1.0);
        assert_eq!(f.result_text(), "defenders win");
        assert_eq!(f.otn_result(), "-1");
        assert_eq!(f.reason_text(), "B (attackers) forfeits: crashed");
    }
}
