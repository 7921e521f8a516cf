//! tablut's engine as the searcher of an OTEP engine session
//! ([`tablut_protocol::otep::Session`]): what `tablut engine` runs.
//!
//! ```
//! use std::io::Cursor;
//! use tablut_engine::EngineConfig;
//! use tablut_protocol::otep::{Session, SessionConfig};
//! use tablut_tools::otep_engine::EngineSearcher;
//!
//! let input = "rules dim:9 esc:e start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/\n\
//!              play attackers\n";
//! let mut config = SessionConfig::new("tablut");
//! config.depth = Some(2);
//! let mut out = Vec::new();
//! EngineSearcher::session(config, EngineConfig::default())
//!     .unwrap()
//!     .run(Cursor::new(input), &mut out, &mut std::io::sink())
//!     .unwrap();
//! let out = String::from_utf8(out).unwrap();
//! assert!(out.lines().any(|l| l.starts_with("status depth 2/")));
//! assert!(out.lines().last().unwrap().starts_with("move "));
//! ```

use tablut_core::Game;
use tablut_engine::engine::EngineError;
use tablut_engine::{Clock, Engine, EngineConfig, Limits, Score};
use tablut_protocol::otep::{
    Eval, Found, Iteration, SearchLimits, Searcher, Session, SessionConfig,
};

/// tablut's [`Engine`], searching for an OTEP session.
pub struct EngineSearcher(pub Engine);

impl EngineSearcher {
    /// A session that searches with a new engine of `engine` settings (and
    /// another like it, should a search panic), or why no such engine can
    /// be made (threads or table size out of range, memory refused).
    pub fn session(
        config: SessionConfig,
        engine: EngineConfig,
    ) -> Result<Session<EngineSearcher>, EngineError> {
        let searcher = EngineSearcher(Engine::try_new(engine.clone())?);
        Ok(Session::new(config, searcher, move || {
            EngineSearcher(Engine::new(engine.clone()))
        }))
    }
}

/// The engine's limits for the session's.
fn limits(l: &SearchLimits) -> Limits {
    Limits {
        depth: l.depth,
        movetime: l.movetime,
        clock: l.clock.map(|c| Clock {
            remaining: c.remaining,
            increment: c.increment,
        }),
        ..Limits::default()
    }
}

/// The session's score for the engine's.
fn eval(score: Score) -> Eval {
    match score.plies_to_end() {
        Some(plies) if score.is_win() => Eval::WinIn(plies),
        Some(plies) => Eval::LossIn(plies),
        None => Eval::Centi(score.0),
    }
}

impl Searcher for EngineSearcher {
    fn new_game(&mut self) {
        self.0.new_game();
    }

    fn stop_handle(&self) -> Box<dyn Fn() + Send> {
        let stop = self.0.stop_handle();
        Box::new(move || stop.stop())
    }

    fn search(
        &mut self,
        game: &Game,
        limits: &SearchLimits,
        progress: &mut dyn FnMut(Iteration),
    ) -> Found {
        let result = self.0.search(game, &self::limits(limits), |info| {
            progress(Iteration {
                depth: info.depth,
                seldepth: info.seldepth,
                score: info.score.to_string(),
                nodes: info.nodes,
                nps: info.nps(),
                elapsed: info.elapsed,
                pv: info.pv.clone(),
            })
        });
        Found {
            best: result.best,
            pv: result.pv,
            eval: eval(result.score),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_and_limits_carry_over() {
        assert_eq!(eval(Score(125)), Eval::Centi(125));
        assert_eq!(eval(Score::win_in(3)), Eval::WinIn(3));
        assert_eq!(eval(Score::loss_in(2)), Eval::LossIn(2));
        let l = SearchLimits {
            depth: Some(4),
            movetime: None,
            clock: Some(tablut_protocol::otep::ClockBudget {
                remaining: std::time::Duration::from_secs(9),
                increment: std::time::Duration::from_secs(1),
            }),
        };
        let e = limits(&l);
        assert_eq!(e.depth, Some(4));
        assert_eq!(
            e.clock.map(|c| c.remaining),
            Some(std::time::Duration::from_secs(9))
        );
    }
}
