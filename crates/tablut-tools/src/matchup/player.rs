//! A player of the match, as one game thread holds it: tablut's own
//! [`Engine`] or an external engine's process, both asked for moves the
//! same way.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::Duration;

use tablut_core::{ForfeitCause, Game, Move, Rules, Side};
use tablut_engine::{Clock, Engine, EngineConfig, Limits};

use super::external::ExternalPlayer;
use super::spec::{PlayerSpec, TablutSpec, TimeControl};

/// What a player is told about the time for one move.
#[derive(Copy, Clone, Debug)]
pub struct Turn {
    /// The match's time control.
    pub control: TimeControl,
    /// The side to move.
    pub side: Side,
    /// Time left on the attackers' clock (unused per move).
    pub attackers_left: Duration,
    /// Time left on the defenders' clock (unused per move).
    pub defenders_left: Duration,
}

impl Turn {
    /// The time the side to move may use for this move, grace not included.
    pub fn allowed(&self) -> Duration {
        match self.control {
            TimeControl::PerMove(t) => t,
            TimeControl::Clock { .. } => match self.side {
                Side::Attackers => self.attackers_left,
                Side::Defenders => self.defenders_left,
            },
        }
    }
}

/// Why a player has no move: what kind of forfeit it is, and a short
/// explanation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The kind of forfeit.
    pub cause: ForfeitCause,
    /// What happened, in a few words.
    pub detail: String,
}

impl Failure {
    /// A failure of kind `cause`.
    pub fn new(cause: ForfeitCause, detail: String) -> Failure {
        Failure { cause, detail }
    }
}

/// One side of the match inside one game thread.
pub enum Player {
    /// tablut's engine.
    Tablut(Box<TablutPlayer>),
    /// An external engine.
    External(Box<ExternalPlayer>),
}

impl Player {
    /// A player as `spec` says, for games under `rules` (see
    /// [`Conditions::ext_clock_moves`](super::Conditions::ext_clock_moves)
    /// for the last).
    pub fn new(
        spec: &PlayerSpec,
        rules: Rules,
        startup: Duration,
        grace: Duration,
        ext_clock_moves: u32,
    ) -> Player {
        match spec {
            PlayerSpec::Tablut(spec) => Player::Tablut(Box::new(TablutPlayer::new(spec, &rules))),
            PlayerSpec::External(command) => {
                let mut p = ExternalPlayer::new(command, rules, startup, grace);
                p.clock_moves = ext_clock_moves;
                Player::External(Box::new(p))
            }
        }
    }

    /// The same player, telling an external engine its time per move as an
    /// overtime period of `overtime` when given (see
    /// [`Conditions::ext_overtime`](super::Conditions::ext_overtime));
    /// tablut's engine is unchanged.
    pub fn with_ext_overtime(mut self, overtime: Option<Duration>) -> Player {
        if let Player::External(p) = &mut self {
            p.overtime = overtime;
        }
        self
    }

    /// Whether the match referee should hold this player to its time for
    /// every move (tablut's own limits, like a depth, are not timed).
    pub fn timed_per_move(&self) -> bool {
        matches!(self, Player::External(_))
    }

    /// Gets ready for a new game.
    pub fn new_game(&mut self) {
        match self {
            Player::Tablut(p) => p.engine.new_game(),
            Player::External(p) => p.new_game(),
        }
    }

    /// The player's move in `game`, or why it has none: the reason it
    /// loses the game.
    pub fn choose(&mut self, game: &Game, turn: &Turn) -> Result<Move, Failure> {
        match self {
            Player::Tablut(p) => p.choose(game, turn),
            Player::External(p) => p.choose(game, turn),
        }
    }

    /// Tells the player how the game ended; `forfeit` names the side that
    /// lost by forfeit, when it did.
    pub fn finish(&mut self, game: &Game, forfeit: Option<Side>) {
        if let Player::External(p) = self {
            p.finish(game, forfeit);
        }
    }

    /// The time an external engine took for its last move as the
    /// protocol saw it (from `play` to `move`); `None` for tablut's engine,
    /// which the referee times around its search.
    pub fn last_think(&self) -> Option<Duration> {
        match self {
            Player::Tablut(_) => None,
            Player::External(p) => p.last_think(),
        }
    }

    /// The name an external engine gave itself, once it has started.
    pub fn engine_name(&self) -> Option<String> {
        match self {
            Player::Tablut(_) => None,
            Player::External(p) => p.engine_name(),
        }
    }
}

/// tablut's engine with its settings.
pub struct TablutPlayer {
    engine: Engine,
    limits: Option<Limits>,
    config: EngineConfig,
    contempt: i32,
    fortress_anchor: bool,
}

impl TablutPlayer {
    fn new(spec: &TablutSpec, rules: &Rules) -> TablutPlayer {
        let weights = spec.weights.as_ref().map(|set| {
            let preset = tablut_engine::weights::nearest_preset(rules);
            set.get(preset).clone()
        });
        let config = EngineConfig {
            threads: spec.threads,
            hash_mb: spec.hash_mb,
            weights,
            eval: spec.eval.clone(),
        };
        let mut engine = Engine::new(config.clone());
        engine.set_contempt(spec.contempt);
        engine.set_draw_anchor(spec.fortress_anchor);
        TablutPlayer {
            engine,
            limits: spec.limits,
            config,
            contempt: spec.contempt,
            fortress_anchor: spec.fortress_anchor,
        }
    }

    /// The limits of one search: the player's own, or the match's time per
    /// move; and the clock, under a clock.
    fn limits(&self, turn: &Turn) -> Limits {
        let mut limits = match (self.limits, turn.control) {
            (Some(own), _) => own,
            (None, TimeControl::PerMove(t)) => Limits::movetime(t),
            (None, TimeControl::Clock { .. }) => Limits::default(),
        };
        if let TimeControl::Clock { increment, .. } = turn.control {
            limits.clock = Some(Clock {
                remaining: turn.allowed(),
                increment,
            });
        }
        limits
    }

    fn choose(&mut self, game: &Game, turn: &Turn) -> Result<Move, Failure> {
        let limits = self.limits(turn);
        let engine = &mut self.engine;
        match catch_unwind(AssertUnwindSafe(|| engine.search(game, &limits, |_| {}))) {
            Ok(result) => result.best.ok_or_else(|| {
                Failure::new(
                    ForfeitCause::Other,
                    "tablut's engine found no move in an unfinished game".to_string(),
                )
            }),
            Err(_) => {
                // The engine's state is unknown after a panic: start afresh.
                self.engine = Engine::new(self.config.clone());
                self.engine.set_contempt(self.contempt);
                self.engine.set_draw_anchor(self.fortress_anchor);
                Err(Failure::new(
                    ForfeitCause::Crash,
                    "tablut's engine failed (panicked)".to_string(),
                ))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn turn(control: TimeControl) -> Turn {
        Turn {
            control,
            side: Side::Defenders,
            attackers_left: Duration::from_secs(7),
            defenders_left: Duration::from_secs(9),
        }
    }

    #[test]
    fn the_contempt_asked_for_reaches_the_engine() {
        let spec = TablutSpec {
            contempt: -300,
            ..TablutSpec::default()
        };
        let p = TablutPlayer::new(&spec, &Rules::ASHTON_SERVER);
        assert_eq!(p.engine.contempt(), -300);
        let p = TablutPlayer::new(&TablutSpec::default(), &Rules::ASHTON_SERVER);
        assert_eq!(p.engine.contempt(), tablut_engine::DEFAULT_CONTEMPT);
        assert!(p.engine.draw_anchor());
        let spec = TablutSpec {
            fortress_anchor: false,
            ..TablutSpec::default()
        };
        assert!(!TablutPlayer::new(&spec, &Rules::ASHTON_SERVER)
            .engine
            .draw_anchor());
    }

    #[test]
    fn own_limits_replace_the_time_per_move() {
        let spec = TablutSpec {
            limits: Some(Limits::depth(3)),
            ..TablutSpec::default()
        };
        let p = TablutPlayer::new(&spec, &Rules::LUDOTEKA);
        let per_move = turn(TimeControl::PerMove(Duration::from_millis(50)));
        assert_eq!(p.limits(&per_move), Limits::depth(3));
        let clock = turn(TimeControl::Clock {
            base: Duration::from_secs(60),
            increment: Duration::from_secs(1),
        });
        let l = p.limits(&clock);
        assert_eq!(l.depth, Some(3));
        assert_eq!(
            l.clock,
            Some(Clock {
                remaining: Duration::from_secs(9),
                increment: Duration::from_secs(1)
            })
        );
    }

    #[test]
    fn without_limits_the_match_time_applies() {
        let p = TablutPlayer::new(&TablutSpec::default(), &Rules::LUDOTEKA);
        let per_move = turn(TimeControl::PerMove(Duration::from_millis(50)));
        assert_eq!(
            p.limits(&per_move),
            Limits::movetime(Duration::from_millis(50))
        );
        assert_eq!(per_move.allowed(), Duration::from_millis(50));
    }
}
