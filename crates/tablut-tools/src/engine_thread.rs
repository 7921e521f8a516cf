//! The engine on a thread of its own, so that an interface (the terminal
//! game) never waits for a search. Searches are asked for with an id; progress and results
//! come back as [`Report`]s on a channel, tagged with that id, so that a
//! result for a search the UI has since abandoned is easy to ignore.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use tablut_core::{Game, Move};
use tablut_engine::{Engine, EngineConfig, Limits, Score, SearchResult, StopHandle};

/// What the engine thread tells the UI.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Report {
    /// Search `id` completed an iteration.
    Progress {
        /// The search.
        id: u64,
        /// Depth of the completed iteration.
        depth: u32,
        /// Score for the side to move.
        score: Score,
        /// The move the search prefers so far.
        best: Option<Move>,
    },
    /// Search `id` finished (it was not cancelled).
    Done {
        /// The search.
        id: u64,
        /// What it found.
        result: SearchResult,
    },
}

impl Report {
    /// The search this report is about.
    pub fn id(&self) -> u64 {
        match self {
            Report::Progress { id, .. } | Report::Done { id, .. } => *id,
        }
    }
}

/// What the UI asks of the engine thread.
enum Job {
    Search {
        id: u64,
        game: Box<Game>,
        limits: Limits,
    },
    NewGame,
}

/// The engine thread: owns the [`Engine`] and runs one search at a time.
/// Dropping it stops the search and joins the thread.
pub struct EngineThread {
    jobs: Option<Sender<Job>>,
    /// The stop handle of the search running or about to run (a handle
    /// stops one search only, so the thread puts each search's here).
    stop: Arc<Mutex<StopHandle>>,
    /// Every search with an id up to this one is cancelled.
    cancelled: Arc<AtomicU64>,
    /// The id of the newest search asked for.
    newest: u64,
    thread: Option<JoinHandle<()>>,
}

impl EngineThread {
    /// Starts the thread with an engine built as `config` says; reports go
    /// to `reports`.
    pub fn spawn(config: EngineConfig, reports: Sender<Report>) -> EngineThread {
        let engine = Engine::new(config);
        let stop = Arc::new(Mutex::new(engine.stop_handle()));
        let cancelled = Arc::new(AtomicU64::new(0));
        let (jobs, queue) = mpsc::channel();
        let thread = {
            let (stop, cancelled) = (Arc::clone(&stop), Arc::clone(&cancelled));
            std::thread::Builder::new()
                .name("tablut-engine".into())
                .spawn(move || work(engine, &queue, &reports, &stop, &cancelled))
                .expect("the engine thread starts")
        };
        EngineThread {
            jobs: Some(jobs),
            stop,
            cancelled,
            newest: 0,
            thread: Some(thread),
        }
    }

    /// Asks for a search of `game`'s position within `limits`; `id` must be
    /// larger than every id asked for before.
    pub fn search(&mut self, id: u64, game: Game, limits: Limits) {
        self.newest = self.newest.max(id);
        self.send(Job::Search {
            id,
            game: Box::new(game),
            limits,
        });
    }

    /// Cancels every search asked for so far: the running one stops at
    /// once and reports nothing; waiting ones never start.
    pub fn cancel(&self) {
        self.cancelled.fetch_max(self.newest, Ordering::SeqCst);
        self.stop.lock().unwrap_or_else(|e| e.into_inner()).stop();
    }

    /// Makes the engine forget what it learned (a new game).
    pub fn new_game(&self) {
        self.send(Job::NewGame);
    }

    fn send(&self, job: Job) {
        if let Some(jobs) = &self.jobs {
            // The thread only ends when `jobs` is dropped, so this cannot fail.
            let _ = jobs.send(job);
        }
    }
}

impl Drop for EngineThread {
    fn drop(&mut self) {
        self.cancel();
        self.jobs = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The thread's loop: one job at a time until the UI hangs up.
fn work(
    mut engine: Engine,
    queue: &Receiver<Job>,
    reports: &Sender<Report>,
    stop: &Mutex<StopHandle>,
    cancelled: &AtomicU64,
) {
    while let Ok(job) = queue.recv() {
        let (id, game, limits) = match job {
            Job::NewGame => {
                engine.new_game();
                continue;
            }
            Job::Search { id, game, limits } => (id, game, limits),
        };
        let is_cancelled = || cancelled.load(Ordering::SeqCst) >= id;
        // Publish this search's handle before looking at `cancelled`: a
        // cancel either came before (and is seen here) or stops this handle.
        *stop.lock().unwrap_or_else(|e| e.into_inner()) = engine.stop_handle();
        if is_cancelled() {
            continue;
        }
        let result = engine.search(&game, &limits, |info| {
            if is_cancelled() {
                return;
            }
            let _ = reports.send(Report::Progress {
                id,
                depth: info.depth,
                score: info.score,
                best: info.pv.first().copied(),
            });
        });
        if !is_cancelled() {
            let _ = reports.send(Report::Done { id, result });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;
    use tablut_core::Rules;

    fn small() -> EngineConfig {
        EngineConfig {
            threads: 1,
            hash_mb: 1,
            weights: None,
            eval: Default::default(),
        }
    }

    #[test]
    fn a_search_reports_progress_then_a_legal_move() {
        let (tx, rx) = mpsc::channel();
        let mut engine = EngineThread::spawn(small(), tx);
        let game = Game::start(Rules::LUDOTEKA);
        engine.search(1, game.clone(), Limits::depth(2));
        let mut progress = 0;
        loop {
            match rx.recv_timeout(Duration::from_secs(60)).unwrap() {
                Report::Progress { id, .. } => {
                    assert_eq!(id, 1);
                    progress += 1;
                }
                Report::Done { id, result } => {
                    assert_eq!(id, 1);
                    assert!(game.check_move(result.best.unwrap()).is_ok());
                    break;
                }
            }
        }
        assert!(progress >= 1);
    }

    #[test]
    fn a_cancelled_search_stops_and_reports_nothing() {
        let (tx, rx) = mpsc::channel();
        let mut engine = EngineThread::spawn(small(), tx);
        let game = Game::start(Rules::CARTIER);
        engine.search(1, game.clone(), Limits::movetime(Duration::from_secs(30)));
        std::thread::sleep(Duration::from_millis(50));
        engine.cancel();
        // The next search is answered soon, so the first one stopped; the
        // first one never reports that it finished.
        engine.search(2, game, Limits::depth(1));
        loop {
            match rx.recv_timeout(Duration::from_secs(10)).unwrap() {
                Report::Done { id, .. } => {
                    assert_eq!(id, 2);
                    break;
                }
                Report::Progress { .. } => {}
            }
        }
    }
}
