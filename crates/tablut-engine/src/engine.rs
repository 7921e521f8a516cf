//! [`Engine`]: iterative deepening over [`Thread`]s sharing one
//! transposition table (Lazy SMP), under [`Limits`], stoppable at once
//! from another thread through a [`StopHandle`].

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tablut_core::{Game, Move};
use thiserror::Error;

use crate::busy::BusyMoves;
use crate::draw::{self, StartScore};
use crate::eval::Evaluator;
use crate::limits::{lock, Budget, Limits, PonderHit};
use crate::nnue::Evaluation;
use crate::score::Score;
use crate::search::{aspiration, Shared, Thread, DEFAULT_CONTEMPT, INF, MAX_CONTEMPT};
use crate::tt::{HashSizeError, TranspositionTable};
use crate::weights::{Weights, WeightsError};

/// The most search threads an engine runs.
pub const MAX_THREADS: usize = 256;

/// Why an [`Engine`] could not be built as asked.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum EngineError {
    /// Threads outside 1..=[`MAX_THREADS`].
    #[error("{0} search threads is out of range: give 1 to {MAX_THREADS}")]
    Threads(usize),
    /// The hash table's size.
    #[error(transparent)]
    Hash(#[from] HashSizeError),
    /// The evaluation weights.
    #[error(transparent)]
    Weights(#[from] WeightsError),
}

/// How an [`Engine`] is built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineConfig {
    /// Search threads (at least 1).
    pub threads: usize,
    /// Transposition table size in MiB.
    pub hash_mb: usize,
    /// Evaluation weights; `None` uses the shipped weights of the game's
    /// rule set.
    pub weights: Option<Weights>,
    /// Hand-written weights or a learned net (see [`Evaluation`]).
    pub eval: Evaluation,
}

impl Default for EngineConfig {
    fn default() -> EngineConfig {
        EngineConfig {
            threads: 1,
            hash_mb: 64,
            weights: None,
            eval: Evaluation::default(),
        }
    }
}

/// The progress of a search after one completed iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchInfo {
    /// Depth of the completed iteration, in plies.
    pub depth: u32,
    /// Deepest ply reached, quiescence included.
    pub seldepth: u32,
    /// Score for the side to move at the root.
    pub score: Score,
    /// The principal variation.
    pub pv: Vec<Move>,
    /// Nodes searched so far, all threads.
    pub nodes: u64,
    /// Time since the search started.
    pub elapsed: Duration,
}

impl SearchInfo {
    /// Nodes per second so far.
    pub fn nps(&self) -> u64 {
        let us = self.elapsed.as_micros().max(1);
        (self.nodes as u128 * 1_000_000 / us) as u64
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play; `None` only when the game is over.
    pub best: Option<Move>,
    /// Score for the side to move.
    pub score: Score,
    /// The principal variation, `best` first.
    pub pv: Vec<Move>,
    /// Depth of the last completed iteration.
    pub depth: u32,
    /// Nodes searched, all threads.
    pub nodes: u64,
    /// Time used.
    pub elapsed: Duration,
}

/// Stops one search from another thread: the search the engine runs when
/// the handle is taken, or, when none runs, the next one it starts. A stop
/// asked before that search starts is kept, so the search returns at once
/// when it does; a handle of a search that has ended stops nothing more.
///
/// A [`Ponderer`](crate::Ponderer)'s handle keeps the same promise for
/// the searches it runs: whether its next search continues a ponder
/// search or starts afresh, the handle stops it.
#[derive(Clone, Debug)]
pub struct StopHandle(Stopper);

#[derive(Clone, Debug)]
enum Stopper {
    /// An engine's search flag.
    Flag(Arc<AtomicBool>),
    /// Whatever search is armed on the slot now or later.
    Slot(Arc<StopSlot>),
}

impl StopHandle {
    /// Asks the search to stop.
    pub fn stop(&self) {
        match &self.0 {
            Stopper::Flag(flag) => flag.store(true, Ordering::Relaxed),
            Stopper::Slot(slot) => slot.stop(),
        }
    }

    /// Whether a stop was asked (or, for an engine's handle, the search
    /// has ended).
    pub fn is_stopped(&self) -> bool {
        match &self.0 {
            Stopper::Flag(flag) => flag.load(Ordering::Relaxed),
            Stopper::Slot(slot) => slot.is_stopped(),
        }
    }

    /// A handle that stops whatever search is armed on `slot`.
    pub(crate) fn of_slot(slot: &Arc<StopSlot>) -> StopHandle {
        StopHandle(Stopper::Slot(Arc::clone(slot)))
    }
}

/// A stop that outlives the searches it stops: each search it is for is
/// armed on it ([`arm`](Self::arm)) before it starts, and a stop asked
/// before or during that search stops it.
#[derive(Debug, Default)]
pub(crate) struct StopSlot(Mutex<SlotState>);

#[derive(Debug, Default)]
struct SlotState {
    stopped: bool,
    armed: Option<StopHandle>,
}

impl StopSlot {
    /// Stops the armed search, and any armed later.
    pub(crate) fn stop(&self) {
        let mut state = lock(&self.0);
        state.stopped = true;
        if let Some(handle) = &state.armed {
            handle.stop();
        }
    }

    /// Whether a stop was asked.
    pub(crate) fn is_stopped(&self) -> bool {
        lock(&self.0).stopped
    }

    /// Ties the slot to the search `handle` stops (stopping it at once if
    /// the slot was stopped already).
    pub(crate) fn arm(&self, handle: StopHandle) {
        let mut state = lock(&self.0);
        if state.stopped {
            handle.stop();
        }
        state.armed = Some(handle);
    }
}

/// A Tablut engine: search threads, a transposition table, and the
/// evaluation.
pub struct Engine {
    config: EngineConfig,
    tt: TranspositionTable,
    /// The stop flag of the current or next search; each search gets a new
    /// one when it ends, so an old handle cannot stop a later search.
    stop: Arc<AtomicBool>,
    /// What a draw costs the side the engine plays for.
    contempt: i32,
    /// Whether the start decides how the defenders count their fortress
    /// ([`crate::draw`]).
    draw_anchor: bool,
    /// Whether the table's scores were computed with the fortress bound.
    bounded: Option<bool>,
}

impl EngineConfig {
    /// Whether an engine can be built as this says (threads and hash size
    /// in range, weights sane), without allocating anything.
    pub fn validate(&self) -> Result<(), EngineError> {
        if !(1..=MAX_THREADS).contains(&self.threads) {
            return Err(EngineError::Threads(self.threads));
        }
        TranspositionTable::slots_for(self.hash_mb)?;
        if let Some(w) = &self.weights {
            w.validate()?;
        }
        Ok(())
    }
}

impl Engine {
    /// An engine built as `config` says, with the thread count and hash size
    /// brought into range.
    ///
    /// # Panics
    /// When the machine cannot give the hash table's memory or the weights
    /// are out of range; [`try_new`](Self::try_new) says so instead.
    pub fn new(config: EngineConfig) -> Engine {
        let config = EngineConfig {
            threads: config.threads.clamp(1, MAX_THREADS),
            hash_mb: config.hash_mb.clamp(1, crate::tt::MAX_HASH_MB),
            ..config
        };
        match Engine::try_new(config) {
            Ok(e) => e,
            Err(e) => panic!("{e}"),
        }
    }

    /// An engine built as `config` says, or why it cannot be: the hash
    /// table is allocated here, so a size the machine cannot give is an
    /// error rather than an abort.
    pub fn try_new(config: EngineConfig) -> Result<Engine, EngineError> {
        config.validate()?;
        Ok(Engine {
            tt: TranspositionTable::try_new(config.hash_mb)?,
            config,
            stop: Arc::new(AtomicBool::new(false)),
            contempt: DEFAULT_CONTEMPT,
            draw_anchor: true,
            bounded: None,
        })
    }

    /// The configuration.
    pub fn config(&self) -> &EngineConfig {
        &self.config
    }

    /// Changes the number of threads (brought into 1..=[`MAX_THREADS`]).
    pub fn set_threads(&mut self, threads: usize) {
        self.config.threads = threads.clamp(1, MAX_THREADS);
    }

    /// What a draw costs the side the engine plays for, in hundredths of a
    /// soldier (brought into ±[`MAX_CONTEMPT`]); [`DEFAULT_CONTEMPT`]
    /// unless set. Positive, the engine plays on rather than repeat in a
    /// position it thinks level; negative, it seeks a draw whenever its
    /// evaluation is below minus this much, as a defence that means to
    /// hold a block does. The table is cleared, as its scores counted
    /// draws at the old price.
    pub fn set_contempt(&mut self, contempt: i32) {
        let contempt = contempt.clamp(-MAX_CONTEMPT, MAX_CONTEMPT);
        if contempt != self.contempt {
            self.contempt = contempt;
            self.tt.clear();
        }
    }

    /// What a draw costs the side the engine plays for (see
    /// [`set_contempt`](Self::set_contempt)).
    pub fn contempt(&self) -> i32 {
        self.contempt
    }

    /// Whether the defenders' search may give up counting their own
    /// fortress as a draw where the start position scores them lost (on by
    /// default; see [`fortress_is_draw`](Self::fortress_is_draw)). Off, a
    /// fortress bounds the score at a draw for both sides, as before.
    pub fn set_draw_anchor(&mut self, on: bool) {
        self.draw_anchor = on;
    }

    /// Whether the start position decides how the defenders count their
    /// fortress.
    pub fn draw_anchor(&self) -> bool {
        self.draw_anchor
    }

    /// Whether a search of `game` bounds the defenders' fortress at a draw.
    /// It does for the attackers, for a contempt of zero or below (a
    /// defence that asks for draws), and for the defenders unless the start
    /// position (a depth-4 search of the rules' start, measured once per
    /// rule set and evaluation in a process) scores them behind by more
    /// than the contempt: under
    /// `ashton-server` it scores them about seven soldiers behind, by a net
    /// trained on games its attackers won, and the defenders then took any
    /// fortress in reach against opponents they beat by escaping.
    pub fn fortress_is_draw(&mut self, game: &Game) -> bool {
        let evaluator = self.evaluator(game);
        self.fortress_for(game, &evaluator)
    }

    fn evaluator(&self, game: &Game) -> Evaluator {
        match &self.config.weights {
            Some(w) => Evaluator::new(game.rules(), w),
            None => Evaluator::for_rules(game.rules()),
        }
        .with_net(self.config.eval.net_for(game.rules()))
    }

    /// Whether this search bounds the fortress at a draw; the table is
    /// cleared when that changes (the engine now plays the other side, or
    /// other rules), as its scores were computed the other way.
    fn fortress_for(&mut self, game: &Game, evaluator: &Evaluator) -> bool {
        let side = game.position().side_to_move();
        let bound = !self.draw_anchor
            || draw::fortress_is_draw(self.contempt, side, || {
                StartScore::of(*game.rules(), evaluator, self.contempt)
            });
        if self.bounded.is_some_and(|b| b != bound) {
            self.tt.clear();
        }
        self.bounded = Some(bound);
        bound
    }

    /// A handle that stops the search running now or, if none is, the next
    /// one (see [`StopHandle`]).
    pub fn stop_handle(&self) -> StopHandle {
        StopHandle(Stopper::Flag(Arc::clone(&self.stop)))
    }

    /// Forgets what earlier searches learned (start of a new game).
    pub fn new_game(&mut self) {
        self.tt.clear();
    }

    /// Searches the current position of `game` within `limits`; `on_info`
    /// hears of every completed iteration.
    pub fn search(
        &mut self,
        game: &Game,
        limits: &Limits,
        mut on_info: impl FnMut(&SearchInfo),
    ) -> SearchResult {
        let start = Instant::now();
        let budget = Arc::new(Budget::new(limits, start, false));
        self.search_within(game, budget, start, &mut on_info)
    }

    /// Ponders: searches `game` (the position after the opponent's
    /// expected reply) within the cap `hit` was made with, or until
    /// stopped through a [`StopHandle`], until the opponent's move comes.
    /// If it is the expected one, [`PonderHit::hit`] gives the search its
    /// real limits, counted from then, and it answers within them (at once
    /// if it has already searched as long, as many nodes or as deep as
    /// they allow). The table keeps what the search learned either way.
    /// [`Ponderer`](crate::Ponderer) does all of this on a thread of its
    /// own.
    pub fn ponder(
        &mut self,
        game: &Game,
        hit: &PonderHit,
        mut on_info: impl FnMut(&SearchInfo),
    ) -> SearchResult {
        let start = Instant::now();
        self.search_within(game, hit.budget(), start, &mut on_info)
    }

    fn search_within(
        &mut self,
        game: &Game,
        budget: Arc<Budget>,
        start: Instant,
        on_info: &mut impl FnMut(&SearchInfo),
    ) -> SearchResult {
        // The flag is not cleared here: a stop asked through a handle taken
        // before this search started is for this search. A fresh flag is
        // put in place when the search ends.
        let stop = Arc::clone(&self.stop);
        let result = self.run(game, budget, &stop, start, on_info);
        self.stop = Arc::new(AtomicBool::new(false));
        result
    }

    fn run(
        &mut self,
        game: &Game,
        budget: Arc<Budget>,
        stop: &Arc<AtomicBool>,
        start: Instant,
        on_info: &mut impl FnMut(&SearchInfo),
    ) -> SearchResult {
        self.tt.new_search();
        let legal = game.legal_moves();
        let mut result = SearchResult {
            best: legal.first().copied(),
            score: Score(0),
            pv: legal.first().copied().into_iter().collect(),
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
        };
        if legal.is_empty() {
            return result;
        }
        let evaluator = self.evaluator(game);
        let fortress_is_draw = self.fortress_for(game, &evaluator);
        let shared = Shared::new(
            Arc::clone(stop),
            budget,
            (self.config.threads > 1).then(BusyMoves::new),
            self.contempt,
            fortress_is_draw,
        );
        // A hit that came before the search started.
        if shared.budget.take_hit(0) {
            shared.stop.store(true, Ordering::Relaxed);
        }
        let budget = &shared.budget;
        let tt = &self.tt;
        let threads = self.config.threads;

        // The deepest iteration a helper thread has completed: (depth,
        // score, principal variation). When a helper is first to finish the
        // last depth, its result is played and the search ends.
        let helper_best: Mutex<Option<(i32, i32, Vec<Move>)>> = Mutex::new(None);

        std::thread::scope(|scope| {
            for helper in 1..threads {
                let (shared, evaluator, helper_best) = (&shared, &evaluator, &helper_best);
                let game = game.clone();
                scope.spawn(move || {
                    let mut t = Thread::new(game, evaluator, tt, shared);
                    // Odd-numbered helpers (the only one, with two threads)
                    // work one iteration ahead of the last completed one:
                    // the main thread then finds the deeper iteration's
                    // moves and bounds in the table, and the last depth is
                    // reached first by whichever thread started it earlier.
                    // Even-numbered helpers search the main thread's depth
                    // and share out its moves (`BusyMoves` marks positions
                    // per depth). Helpers search with the full window, whose
                    // exact scores serve the main thread's narrow one.
                    let lead = (helper % 2) as i32;
                    let max_depth = shared.budget.max_depth() as i32;
                    let mut depth = 1;
                    while !t.halted() && depth <= max_depth {
                        // An iteration another thread has completed is
                        // skipped, and one it completes meanwhile abandoned.
                        let next = shared.finished.load(Ordering::Relaxed) + 1 + lead;
                        depth = depth.max(next.min(max_depth));
                        if depth > max_depth {
                            break;
                        }
                        t.iteration = depth;
                        let score = t.search(depth, -INF, INF, 0);
                        if t.halted() {
                            break;
                        }
                        if t.superseded() {
                            continue;
                        }
                        let pv = t.root_pv();
                        if !pv.is_empty() {
                            let mut best = helper_best.lock().unwrap_or_else(|e| e.into_inner());
                            if !matches!(&*best, Some(b) if b.0 >= depth) {
                                *best = Some((depth, score, pv));
                            }
                            drop(best);
                            shared.finished.fetch_max(depth, Ordering::Relaxed);
                        }
                        let budget = &shared.budget;
                        if budget.depth_limited() && depth >= budget.max_depth() as i32 {
                            shared.stop.store(true, Ordering::Relaxed);
                        }
                        depth += 1;
                    }
                    t.flush_nodes();
                });
            }

            let mut t = Thread::new(game.clone(), &evaluator, tt, &shared);
            t.main = true;
            let mut prev = 0;
            let mut depth = 0;
            while depth < budget.max_depth() as i32 {
                depth += 1;
                // With helpers, an iteration a helper completes first is
                // abandoned here and the helper's result taken for it.
                if threads > 1 {
                    t.iteration = depth;
                }
                let mut score = aspiration(&mut t, depth, prev);
                t.flush_nodes();
                let mut pv = t.root_pv();
                let mut adopted = false;
                if !t.halted() && t.superseded() {
                    let best = helper_best.lock().unwrap_or_else(|e| e.into_inner());
                    if let Some((d, s, line)) = best.as_ref().filter(|b| b.0 >= depth) {
                        depth = *d;
                        score = *s;
                        pv = line.clone();
                        adopted = true;
                    }
                }
                if t.halted() || (t.superseded() && !adopted) {
                    // An unfinished iteration: its best move is kept only if
                    // it was searched through and beat the rest so far.
                    if let Some(&m) = pv.first() {
                        if depth > 1 && Some(m) != result.best {
                            result.best = Some(m);
                            result.pv = pv;
                        }
                    }
                    break;
                }
                shared.finished.fetch_max(depth, Ordering::Relaxed);
                prev = score;
                result.best = pv.first().copied().or(result.best);
                result.pv = pv;
                result.score = Score(score);
                result.depth = depth as u32;
                budget.completed(depth as u32);
                let nodes = shared.nodes.load(Ordering::Relaxed);
                let info = SearchInfo {
                    depth: depth as u32,
                    seldepth: t.seldepth as u32,
                    score: Score(score),
                    pv: result.pv.clone(),
                    nodes,
                    elapsed: start.elapsed(),
                };
                on_info(&info);
                if budget.take_hit(nodes) || budget.past_soft() {
                    break;
                }
                // A forced result fully seen will not change with depth.
                if !budget.depth_limited()
                    && Score(score)
                        .plies_to_end()
                        .is_some_and(|p| (p as i32) < depth - 1)
                {
                    break;
                }
            }
            shared.stop.store(true, Ordering::Relaxed);
        });
        // A helper that got deeper than the main thread (it finished the last
        // depth first, or the time ran out) speaks for the search.
        result.nodes = shared.nodes.load(Ordering::Relaxed);
        result.elapsed = start.elapsed();
        if let Some((depth, score, pv)) =
            helper_best.into_inner().unwrap_or_else(|e| e.into_inner())
        {
            if depth as u32 > result.depth && !pv.is_empty() {
                result.best = pv.first().copied();
                result.pv = pv;
                result.score = Score(score);
                result.depth = depth as u32;
                // Whoever listens hears of the iteration that decided, so
                // the last line reported is always the answer.
                on_info(&SearchInfo {
                    depth: result.depth,
                    seldepth: result.depth,
                    score: result.score,
                    pv: result.pv.clone(),
                    nodes: result.nodes,
                    elapsed: result.elapsed,
                });
            }
        }
        result
    }
}

/// One of several best lines of a position ([`Engine::search_lines`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// Score for the side to move, after the line's first move.
    pub score: Score,
    /// The line, its first move first.
    pub pv: Vec<Move>,
}

impl Engine {
    /// The `count` best moves of the current position of `game`, each with
    /// its score and line, best first (fewer when the position has fewer
    /// moves; none when the game is over). Every depth searches the best
    /// move, then the best of the others, and so on; `limits` bound the
    /// whole (time, nodes, depth). `on_info` hears of every completed
    /// depth with all its lines and the nodes so far. The lines are
    /// searched on one thread, whatever the configured threads.
    pub fn search_lines(
        &mut self,
        game: &Game,
        limits: &Limits,
        count: usize,
        mut on_info: impl FnMut(u32, &[Line], u64),
    ) -> Vec<Line> {
        let start = Instant::now();
        let stop = Arc::clone(&self.stop);
        let lines = self.lines(game, limits, count, &stop, start, &mut on_info);
        self.stop = Arc::new(AtomicBool::new(false));
        lines
    }

    fn lines(
        &mut self,
        game: &Game,
        limits: &Limits,
        count: usize,
        stop: &Arc<AtomicBool>,
        start: Instant,
        on_info: &mut impl FnMut(u32, &[Line], u64),
    ) -> Vec<Line> {
        self.tt.new_search();
        let legal = game.legal_moves();
        if legal.is_empty() {
            return Vec::new();
        }
        let count = count.clamp(1, legal.len());
        let evaluator = self.evaluator(game);
        let fortress_is_draw = self.fortress_for(game, &evaluator);
        let shared = Shared::new(
            Arc::clone(stop),
            Arc::new(Budget::new(limits, start, false)),
            None,
            self.contempt,
            fortress_is_draw,
        );
        let max_depth = shared.budget.max_depth();
        let mut t = Thread::new(game.clone(), &evaluator, &self.tt, &shared);
        t.main = true;
        let mut best: Vec<Line> = Vec::new();
        let mut prev = vec![0; count];
        'deepening: for depth in 1..=max_depth as i32 {
            let mut found: Vec<Line> = Vec::with_capacity(count);
            t.root_excluded.clear();
            for window in prev.iter().take(count) {
                let score = aspiration(&mut t, depth, *window);
                t.flush_nodes();
                if t.stopped() {
                    break 'deepening;
                }
                let pv = t.root_pv();
                let Some(&first) = pv.first() else { break };
                t.root_excluded.push(first);
                found.push(Line {
                    score: Score(score),
                    pv,
                });
            }
            found.sort_by_key(|line| std::cmp::Reverse(line.score.0));
            for (window, line) in prev.iter_mut().zip(&found) {
                *window = line.score.0;
            }
            best = found;
            on_info(depth as u32, &best, shared.nodes.load(Ordering::Relaxed));
            if shared.budget.past_soft() {
                break;
            }
        }
        shared.stop.store(true, Ordering::Relaxed);
        if best.is_empty() {
            // Stopped before the first depth: the first legal moves, unscored.
            best = legal
                .iter()
                .take(count)
                .map(|&mv| Line {
                    score: Score(0),
                    pv: vec![mv],
                })
                .collect();
        }
        best
    }
}
