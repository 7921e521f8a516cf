//! Pondering: thinking on the opponent's time.
//!
//! After the engine plays its move, it expects the opponent's reply (the
//! second move of its principal variation, or, when the line is shorter,
//! the move a brief search prefers) and searches the position after that
//! reply on a thread of its own, with no limit but a cap, while the
//! opponent thinks. When the opponent's move arrives:
//!
//! - it is the one expected (a **ponderhit**): the ponder search becomes
//!   the real search. It goes on within the real limits, counted from the
//!   moment the move arrived, and answers when they run out; it answers
//!   at once when it has already searched as long as the real search's
//!   soft time, as many nodes, or as deep as they allow;
//! - it is another (a **miss**): the ponder search stops and the real
//!   search runs as without pondering, with the transposition table
//!   keeping what the ponder search learned.
//!
//! [`Ponderer`] does all of this for any front-end: it owns the
//! [`Engine`], and its [`search`](Ponderer::search) decides between a hit
//! and a miss by comparing the game it is asked about with the game it
//! pondered. [`PonderHit`] is the lower-level hook, for a caller that runs
//! [`Engine::ponder`] itself.
//!
//! ```
//! use tablut_core::{Game, Rules};
//! use tablut_engine::{Engine, EngineConfig, Limits, Ponderer};
//!
//! let mut game = Game::start(Rules::LUDOTEKA);
//! let mut ponderer = Ponderer::new(Engine::new(EngineConfig::default()));
//! let ours = ponderer.search(&game, &Limits::depth(3), |_| {});
//! // Think on the opponent's time about the reply the search expects.
//! assert!(ponderer.ponder(&game, &ours.pv, &Limits::default()));
//! game.play(ours.pv[0]).unwrap();
//! game.play(ours.pv[1]).unwrap(); // the opponent plays the expected move
//! let next = ponderer.search(&game, &Limits::depth(3), |_| {});
//! assert_eq!(ponderer.stats().hits, 1);
//! assert!(game.check_move(next.best.unwrap()).is_ok());
//! ```

use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use tablut_core::{Game, Move};

use crate::engine::{Engine, SearchInfo, SearchResult, StopHandle, StopSlot};
use crate::limits::{lock, Limits, PonderHit};

/// How the opponent's reply is predicted when the principal variation
/// does not say: a search this deep, of at most this many nodes.
const PREDICT_DEPTH: u32 = 4;
const PREDICT_NODES: u64 = 30_000;

/// How pondering went so far.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct PonderStats {
    /// Searches that continued a ponder search (the reply was expected).
    pub hits: u32,
    /// Searches that found a ponder search on another reply, stopped it
    /// and searched afresh.
    pub misses: u32,
}

/// What the ponder thread hands back: the engine, and the ponder search's
/// result when one ran.
type Finished = (Engine, Option<SearchResult>);

/// A ponder search running on its thread.
struct Pondering {
    /// The reply expected and the game after it, once known (the thread
    /// may have to search for the reply first).
    target: Arc<Mutex<Option<(Move, Game)>>>,
    hit: PonderHit,
    /// Stops the thread's searches (the prediction and the ponder search).
    stop: Arc<StopSlot>,
    infos: Receiver<SearchInfo>,
    thread: JoinHandle<Finished>,
}

/// An [`Engine`] that ponders: it searches like the engine, and between
/// its searches it can think on the opponent's time ([`ponder`]); its
/// next [`search`] continues that ponder search when the opponent played
/// the expected move, and otherwise stops it and searches afresh. See the
/// [module documentation](self).
///
/// Dropping it stops pondering and waits for the thread.
///
/// [`ponder`]: Ponderer::ponder
/// [`search`]: Ponderer::search
pub struct Ponderer {
    /// `None` while the ponder thread has it.
    engine: Option<Engine>,
    /// How to make another engine, should the ponder thread be lost: its
    /// settings and contempt (the one the engine had when given).
    config: crate::EngineConfig,
    contempt: i32,
    draw_anchor: bool,
    pondering: Option<Pondering>,
    /// Stops the search running now or the next one (see
    /// [`stop_handle`](Self::stop_handle)); replaced after each search.
    request: Arc<StopSlot>,
    stats: PonderStats,
}

impl std::fmt::Debug for Ponderer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Ponderer")
            .field("config", &self.config)
            .field("pondering", &self.pondering.is_some())
            .field("stats", &self.stats)
            .finish_non_exhaustive()
    }
}

/// Whether `a` and `b` are the same game: the same start and moves, so
/// that a search of one is a search of the other, repetitions included.
fn same_game(a: &Game, b: &Game) -> bool {
    a.len() == b.len() && a.start_position() == b.start_position() && a.moves().eq(b.moves())
}

impl Ponderer {
    /// A ponderer searching with `engine`, not pondering yet.
    pub fn new(engine: Engine) -> Ponderer {
        Ponderer {
            config: engine.config().clone(),
            contempt: engine.contempt(),
            draw_anchor: engine.draw_anchor(),
            engine: Some(engine),
            pondering: None,
            request: Arc::new(StopSlot::default()),
            stats: PonderStats::default(),
        }
    }

    /// An engine like the one given, for one a panic lost.
    fn rebuilt(&self) -> Engine {
        let mut engine = Engine::new(self.config.clone());
        engine.set_contempt(self.contempt);
        engine.set_draw_anchor(self.draw_anchor);
        engine
    }

    /// The engine, for anything else (pondering stops first).
    pub fn engine(&mut self) -> &mut Engine {
        self.stop_pondering();
        self.engine_back()
    }

    /// The engine, rebuilt if a panic lost it.
    fn engine_back(&mut self) -> &mut Engine {
        if self.engine.is_none() {
            self.engine = Some(self.rebuilt());
        }
        self.engine.as_mut().expect("just put back")
    }

    /// The engine, pondering stopped.
    pub fn into_engine(mut self) -> Engine {
        self.engine();
        self.engine.take().expect("the engine is back")
    }

    /// Forgets what earlier searches learned (a new game); pondering stops.
    pub fn new_game(&mut self) {
        self.engine().new_game();
    }

    /// How pondering went so far.
    pub fn stats(&self) -> PonderStats {
        self.stats
    }

    /// Whether a ponder search is running (it may also have ended by its
    /// cap, its result waiting for the opponent's move).
    pub fn is_pondering(&self) -> bool {
        self.pondering
            .as_ref()
            .is_some_and(|p| !p.thread.is_finished() && !p.stop.is_stopped())
    }

    /// Whether a ponder search waits for the opponent's move (running or
    /// ended by its cap, not stopped).
    pub fn has_ponder(&self) -> bool {
        self.pondering
            .as_ref()
            .is_some_and(|p| !p.stop.is_stopped())
    }

    /// The reply the ponder search expects, once known.
    pub fn predicted(&self) -> Option<Move> {
        let p = self.pondering.as_ref()?;
        let target = lock(&p.target);
        target.as_ref().map(|(mv, _)| *mv)
    }

    /// A handle that stops the search running now or, if none runs, the
    /// next one ([`search`](Self::search) or
    /// [`search_lines`](Self::search_lines)), whether it continues a ponder
    /// search or starts afresh; like [`Engine::stop_handle`], a handle
    /// stops one search.
    pub fn stop_handle(&self) -> StopHandle {
        StopHandle::of_slot(&self.request)
    }

    /// A handle that stops the ponder search running now, without waiting
    /// for it (the next [`search`](Self::search) then searches afresh);
    /// `None` when not pondering.
    pub fn ponder_stop_handle(&self) -> Option<StopHandle> {
        self.pondering
            .as_ref()
            .map(|p| StopHandle::of_slot(&p.stop))
    }

    /// Stops pondering, if it pondered, and waits for the thread (a few
    /// thousand nodes at most). The table keeps what it learned.
    pub fn stop_pondering(&mut self) {
        if let Some(p) = self.pondering.take() {
            p.stop.stop();
            self.join(p);
        }
    }

    /// Takes the engine back from a ponder thread that has ended or is
    /// ending; its result, if it pondered.
    fn join(&mut self, p: Pondering) -> Option<SearchResult> {
        drop(p.infos);
        match p.thread.join() {
            Ok((engine, result)) => {
                self.engine = Some(engine);
                result
            }
            // A panic on the ponder thread lost the engine.
            Err(_) => {
                self.engine = Some(self.rebuilt());
                None
            }
        }
    }

    /// Starts thinking on the opponent's time. `game` is the game before
    /// the engine's move and `pv` the line its search found: its move
    /// first, the reply it expects second. The ponder search is of the
    /// position after both (without a reply in `pv`, after the reply a
    /// brief search expects), within `cap` (`Limits::default()`: until the
    /// next search or [`stop_pondering`](Self::stop_pondering)). Whether
    /// it started: not when the move ends the game or is not legal, nor
    /// when no thread can be started.
    pub fn ponder(&mut self, game: &Game, pv: &[Move], cap: &Limits) -> bool {
        self.stop_pondering();
        let Some(&ours) = pv.first() else {
            return false;
        };
        let mut after = game.clone();
        if after.play(ours).is_err() || after.outcome().is_over() {
            return false;
        }
        // The expected reply and the game after it, when the line says.
        let mut known = None;
        if let Some(&reply) = pv.get(1) {
            let mut next = after.clone();
            if next.play(reply).is_ok() {
                if next.outcome().is_over() {
                    // The expected reply ends the game: nothing to ponder.
                    return false;
                }
                known = Some((reply, next));
            }
        }
        let mut engine = match self.engine.take() {
            Some(engine) => engine,
            None => self.rebuilt(),
        };
        let hit = PonderHit::new(cap);
        let stop = Arc::new(StopSlot::default());
        // Shown at once when known, so that a reply that comes at once is
        // a hit; a stop asked before the search is armed is kept.
        let target = Arc::new(Mutex::new(known.clone()));
        let (tx, infos) = mpsc::channel();
        let thread = {
            let (hit, stop, target) = (hit.clone(), Arc::clone(&stop), Arc::clone(&target));
            move || -> Finished {
                let next = match known {
                    Some((_, next)) => next,
                    None => {
                        stop.arm(engine.stop_handle());
                        let brief = Limits {
                            depth: Some(PREDICT_DEPTH),
                            nodes: Some(PREDICT_NODES),
                            ..Limits::default()
                        };
                        let best = engine.search(&after, &brief, |_| {}).best;
                        let Some(reply) = best.filter(|_| !stop.is_stopped()) else {
                            return (engine, None);
                        };
                        let mut next = after;
                        if next.play(reply).is_err() || next.outcome().is_over() {
                            return (engine, None);
                        }
                        *lock(&target) = Some((reply, next.clone()));
                        next
                    }
                };
                stop.arm(engine.stop_handle());
                let result = engine.ponder(&next, &hit, |info| {
                    let _ = tx.send(info.clone());
                });
                (engine, Some(result))
            }
        };
        match std::thread::Builder::new()
            .name("tablut-ponder".into())
            .spawn(thread)
        {
            Ok(thread) => {
                self.pondering = Some(Pondering {
                    target,
                    hit,
                    stop,
                    infos,
                    thread,
                });
                true
            }
            // The closure, and the engine in it, is gone.
            Err(_) => {
                self.engine = Some(self.rebuilt());
                false
            }
        }
    }

    /// Searches the current position of `game` within `limits`, like
    /// [`Engine::search`]: when a ponder search waits on exactly this game
    /// (the expected reply was played), it continues that search within
    /// `limits` counted from now; otherwise it stops pondering and
    /// searches afresh. `on_info` hears of every iteration completed
    /// (for a hit, the ponder search's too).
    pub fn search(
        &mut self,
        game: &Game,
        limits: &Limits,
        mut on_info: impl FnMut(&SearchInfo),
    ) -> SearchResult {
        let request = Arc::clone(&self.request);
        let result = self.search_for(game, limits, &request, &mut on_info);
        self.request = Arc::new(StopSlot::default());
        result
    }

    fn search_for(
        &mut self,
        game: &Game,
        limits: &Limits,
        request: &Arc<StopSlot>,
        on_info: &mut impl FnMut(&SearchInfo),
    ) -> SearchResult {
        if let Some(p) = self.pondering.take() {
            let hit = !p.stop.is_stopped()
                && lock(&p.target)
                    .as_ref()
                    .is_some_and(|(_, pondered)| same_game(pondered, game));
            if hit {
                p.hit.hit(limits);
                request.arm(StopHandle::of_slot(&p.stop));
                // Until the thread ends and drops its sender.
                for info in p.infos.iter() {
                    on_info(&info);
                }
                if let Some(result) = self.join(p) {
                    self.stats.hits += 1;
                    return result;
                }
            } else {
                p.stop.stop();
                if lock(&p.target).is_some() {
                    self.stats.misses += 1;
                }
                self.join(p);
            }
        }
        let engine = self.engine_back();
        request.arm(engine.stop_handle());
        engine.search(game, limits, on_info)
    }

    /// The `count` best lines of `game`'s position, like
    /// [`Engine::search_lines`]; pondering stops first.
    pub fn search_lines(
        &mut self,
        game: &Game,
        limits: &Limits,
        count: usize,
        on_info: impl FnMut(u32, &[crate::Line], u64),
    ) -> Vec<crate::Line> {
        let request = Arc::clone(&self.request);
        let engine = self.engine();
        request.arm(engine.stop_handle());
        let lines = engine.search_lines(game, limits, count, on_info);
        self.request = Arc::new(StopSlot::default());
        lines
    }
}

impl Drop for Ponderer {
    fn drop(&mut self) {
        self.stop_pondering();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::EngineConfig;

    /// An engine lost to a panic (on the ponder thread or in a search) is
    /// rebuilt with the settings and the contempt of the one given: a
    /// front end's `--contempt` outlives it.
    #[test]
    fn an_engine_rebuilt_after_a_panic_keeps_the_contempt() {
        let mut engine = Engine::new(EngineConfig {
            hash_mb: 1,
            ..EngineConfig::default()
        });
        engine.set_contempt(-250);
        let mut ponderer = Ponderer::new(engine);
        // What a panic leaves behind: no engine.
        ponderer.engine = None;
        let rebuilt = ponderer.engine();
        assert_eq!(rebuilt.contempt(), -250);
        assert_eq!(rebuilt.config().hash_mb, 1);
    }
}
