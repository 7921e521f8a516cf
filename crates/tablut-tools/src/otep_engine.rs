//! tablut's engine as the searcher of an OTEP engine session
//! ([`tablut_protocol::otep::Session`]): what `tablut engine` runs. The
//! engine is held by a [`Ponderer`], so that a session configured to ponder
//! ([`SessionConfig::ponder`], `tablut engine --ponder`) thinks on the
//! host's time between its move and the host's next `play`.
//!
//! ```
//! use std::io::Cursor;
//! use tablut_engine::{EngineConfig, DEFAULT_CONTEMPT};
//! use tablut_protocol::otep::{Session, SessionConfig};
//! use tablut_tools::otep_engine::EngineSearcher;
//!
//! let input = "rules dim:9 esc:e start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/\n\
//!              play attackers\n";
//! let mut config = SessionConfig::new("tablut");
//! config.depth = Some(2);
//! let mut out = Vec::new();
//! EngineSearcher::session(config, EngineConfig::default(), DEFAULT_CONTEMPT)
//!     .unwrap()
//!     .run(Cursor::new(input), &mut out, &mut std::io::sink())
//!     .unwrap();
//! let out = String::from_utf8(out).unwrap();
//! assert!(out.lines().any(|l| l.starts_with("status depth 2/")));
//! assert!(out.lines().last().unwrap().starts_with("move "));
//! ```

use tablut_core::{Game, Move};
use tablut_engine::engine::EngineError;
use tablut_engine::{Clock, Engine, EngineConfig, Limits, Ponderer, Score};
use tablut_protocol::otep::{
    Eval, Found, Iteration, SearchLimits, Searcher, Session, SessionConfig,
};

/// tablut's [`Engine`], searching for an OTEP session (and pondering when
/// the session asks it to).
pub struct EngineSearcher(pub Ponderer);

impl EngineSearcher {
    /// A session that searches with a new engine of `engine` settings and
    /// `contempt` ([`Engine::set_contempt`]; another engine like it should
    /// a search panic), or why no such engine can be made (threads or
    /// table size out of range, memory refused).
    pub fn session(
        config: SessionConfig,
        engine: EngineConfig,
        contempt: i32,
    ) -> Result<Session<EngineSearcher>, EngineError> {
        let mut first = Engine::try_new(engine.clone())?;
        first.set_contempt(contempt);
        Ok(Session::new(
            config,
            EngineSearcher::new(first),
            move || {
                let mut again = Engine::new(engine.clone());
                again.set_contempt(contempt);
                EngineSearcher::new(again)
            },
        ))
    }

    /// A searcher with `engine`.
    pub fn new(engine: Engine) -> EngineSearcher {
        EngineSearcher(Ponderer::new(engine))
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

    /// Ponders the reply `pv` expects until the next search, with no cap:
    /// the host's next command ends it.
    fn ponder(&mut self, game: &Game, pv: &[Move]) {
        self.0.ponder(game, pv, &Limits::default());
    }

    fn stop_pondering(&mut self) {
        self.0.stop_pondering();
    }

    fn search(
        &mut self,
        game: &Game,
        limits: &SearchLimits,
        progress: &mut dyn FnMut(Iteration),
    ) -> Found {
        if limits.lines > 1 {
            return self.search_lines(game, limits, progress);
        }
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
            more: Vec::new(),
        }
    }
}

impl EngineSearcher {
    /// Several best lines (an analysis asking for more than one).
    fn search_lines(
        &mut self,
        game: &Game,
        limits: &SearchLimits,
        progress: &mut dyn FnMut(Iteration),
    ) -> Found {
        let start = std::time::Instant::now();
        let lines = self.0.search_lines(
            game,
            &self::limits(limits),
            limits.lines as usize,
            |depth, lines, nodes| {
                if let Some(best) = lines.first() {
                    let elapsed = start.elapsed();
                    progress(Iteration {
                        depth,
                        seldepth: depth,
                        score: best.score.to_string(),
                        nodes,
                        nps: (nodes as u128 * 1_000_000 / elapsed.as_micros().max(1)) as u64,
                        elapsed,
                        pv: best.pv.clone(),
                    })
                }
            },
        );
        let mut lines = lines.into_iter();
        let Some(best) = lines.next() else {
            return Found {
                best: None,
                pv: Vec::new(),
                eval: Eval::Centi(0),
                more: Vec::new(),
            };
        };
        Found {
            best: best.pv.first().copied(),
            eval: eval(best.score),
            pv: best.pv,
            more: lines.map(|l| (l.pv, eval(l.score))).collect(),
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
            lines: 1,
        };
        let e = limits(&l);
        assert_eq!(e.depth, Some(4));
        assert_eq!(
            e.clock.map(|c| c.remaining),
            Some(std::time::Duration::from_secs(9))
        );
    }

    #[test]
    fn an_analysis_gives_the_lines_asked_for() {
        let game = Game::start(tablut_core::Rules::LUDOTEKA);
        let mut searcher = EngineSearcher::new(Engine::new(EngineConfig::default()));
        let asked = SearchLimits {
            depth: Some(2),
            lines: 3,
            ..SearchLimits::default()
        };
        let found = searcher.search(&game, &asked, &mut |_| {});
        assert_eq!(found.more.len(), 2);
        let mut firsts = vec![found.pv[0]];
        firsts.extend(found.more.iter().map(|(pv, _)| pv[0]));
        firsts.sort_by_key(|m| m.to_string());
        firsts.dedup();
        assert_eq!(firsts.len(), 3, "three different moves");
        assert_eq!(found.best, Some(found.pv[0]));
    }

    #[test]
    fn a_searcher_asked_to_ponder_goes_on_with_the_expected_reply() {
        let mut game = Game::start(tablut_core::Rules::LUDOTEKA);
        let mut searcher = EngineSearcher::new(Engine::new(EngineConfig {
            threads: 1,
            hash_mb: 8,
            weights: None,
            eval: Default::default(),
        }));
        let asked = SearchLimits {
            depth: Some(3),
            ..SearchLimits::default()
        };
        let found = searcher.search(&game, &asked, &mut |_| {});
        searcher.ponder(&game, &found.pv);
        game.play(found.pv[0]).unwrap();
        game.play(found.pv[1]).unwrap();
        let next = searcher.search(&game, &asked, &mut |_| {});
        assert_eq!(searcher.0.stats().hits, 1);
        assert!(game.check_move(next.best.unwrap()).is_ok());
        // Stopped pondering, the next search starts afresh.
        searcher.ponder(&game, &next.pv);
        searcher.stop_pondering();
        game.play(next.pv[0]).unwrap();
        let reply = game.legal_moves()[0];
        game.play(reply).unwrap();
        let last = searcher.search(&game, &asked, &mut |_| {});
        assert!(game.check_move(last.best.unwrap()).is_ok());
        assert_eq!(
            searcher.0.stats(),
            tablut_engine::PonderStats { hits: 1, misses: 0 }
        );
    }
}
