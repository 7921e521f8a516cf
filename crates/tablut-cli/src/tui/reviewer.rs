//! The review on a thread of its own, with an engine of its own, so the
//! board answers keys while every position of the game is searched and
//! the computer opponent's engine is not taken from it. Like
//! [`tablut_tools::engine_thread`]: reviews are asked for with an id, and
//! progress and the result come back as [`ReviewReport`]s tagged with it,
//! so the report of a review since cancelled is easy to ignore.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use tablut_core::Game;
use tablut_engine::review::{PlyReview, WinModel};
use tablut_engine::{Engine, EngineConfig, Limits, StopHandle};

use tablut_engine::review::review_until;

/// What the review thread tells the UI.
#[derive(Clone, Debug, PartialEq)]
pub enum ReviewReport {
    /// Review `id` has searched `done` of `total` positions.
    Progress {
        /// The review.
        id: u64,
        /// Positions searched.
        done: usize,
        /// Positions to search.
        total: usize,
    },
    /// Review `id` finished (it was not cancelled).
    Done {
        /// The review.
        id: u64,
        /// Every move, weighed.
        plies: Vec<PlyReview>,
    },
}

impl ReviewReport {
    /// The review this report is about.
    pub fn id(&self) -> u64 {
        match self {
            ReviewReport::Progress { id, .. } | ReviewReport::Done { id, .. } => *id,
        }
    }
}

/// A review asked for.
struct Job {
    id: u64,
    game: Box<Game>,
    limits: Limits,
}

/// The review thread: owns its [`Engine`] and runs one review at a time.
/// Dropping it stops the review and joins the thread.
pub struct ReviewThread {
    jobs: Option<Sender<Job>>,
    /// The stop handle of the search running or about to run (a handle
    /// stops one search only, and a review is many searches).
    stop: Arc<Mutex<Option<StopHandle>>>,
    /// Every review with an id up to this one is cancelled.
    cancelled: Arc<AtomicU64>,
    /// The id of the newest review asked for.
    newest: u64,
    thread: Option<JoinHandle<()>>,
}

impl ReviewThread {
    /// Starts the thread with an engine built as `config` says; reports go
    /// to `reports`.
    pub fn spawn(config: EngineConfig, reports: Sender<ReviewReport>) -> ReviewThread {
        let engine = Engine::new(config);
        let stop = Arc::new(Mutex::new(None));
        let cancelled = Arc::new(AtomicU64::new(0));
        let (jobs, queue) = mpsc::channel();
        let thread = {
            let (stop, cancelled) = (Arc::clone(&stop), Arc::clone(&cancelled));
            std::thread::Builder::new()
                .name("tablut-review".into())
                .spawn(move || work(engine, &queue, &reports, &stop, &cancelled))
                .expect("the review thread starts")
        };
        ReviewThread {
            jobs: Some(jobs),
            stop,
            cancelled,
            newest: 0,
            thread: Some(thread),
        }
    }

    /// Asks for a review of every move of `game`, each position searched
    /// within `limits`; `id` must be larger than every id asked for before.
    pub fn review(&mut self, id: u64, game: Game, limits: Limits) {
        self.newest = self.newest.max(id);
        if let Some(jobs) = &self.jobs {
            // The thread only ends when `jobs` is dropped, so this cannot fail.
            let _ = jobs.send(Job {
                id,
                game: Box::new(game),
                limits,
            });
        }
    }

    /// Cancels every review asked for so far: the running one stops at
    /// once and reports nothing more; waiting ones never start.
    pub fn cancel(&self) {
        self.cancelled.fetch_max(self.newest, Ordering::SeqCst);
        if let Some(stop) = self.stop.lock().unwrap_or_else(|e| e.into_inner()).as_ref() {
            stop.stop();
        }
    }
}

impl Drop for ReviewThread {
    fn drop(&mut self) {
        self.cancel();
        self.jobs = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The thread's loop: one review at a time until the UI hangs up.
fn work(
    mut engine: Engine,
    queue: &Receiver<Job>,
    reports: &Sender<ReviewReport>,
    stop: &Mutex<Option<StopHandle>>,
    cancelled: &AtomicU64,
) {
    while let Ok(Job { id, game, limits }) = queue.recv() {
        let is_cancelled = || cancelled.load(Ordering::SeqCst) >= id;
        if is_cancelled() {
            continue;
        }
        let model = WinModel::for_rules(game.rules());
        let plies = review_until(
            &game,
            &mut engine,
            &limits,
            &model,
            // Published before `is_cancelled` is asked: a cancel either
            // came before (and is seen) or stops this handle's search.
            |handle| *stop.lock().unwrap_or_else(|e| e.into_inner()) = Some(handle),
            is_cancelled,
            |done, total| {
                if !is_cancelled() {
                    let _ = reports.send(ReviewReport::Progress { id, done, total });
                }
            },
        );
        if let Some(plies) = plies.filter(|_| !is_cancelled()) {
            let _ = reports.send(ReviewReport::Done { id, plies });
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

    fn game(moves: &str) -> Game {
        let mut game = Game::start(Rules::LUDOTEKA);
        for mv in moves.split_whitespace() {
            game.play(mv.parse().unwrap()).unwrap();
        }
        game
    }

    #[test]
    fn a_review_reports_progress_then_every_move() {
        let (tx, rx) = mpsc::channel();
        let mut reviewer = ReviewThread::spawn(small(), tx);
        reviewer.review(1, game("e3-h3 d1-d3 h3-h2"), Limits::depth(2));
        let mut progress = Vec::new();
        loop {
            match rx.recv_timeout(Duration::from_secs(60)).unwrap() {
                ReviewReport::Progress { id, done, total } => {
                    assert_eq!((id, total), (1, 4));
                    progress.push(done);
                }
                ReviewReport::Done { id, plies } => {
                    assert_eq!(id, 1);
                    assert_eq!(plies.len(), 3);
                    assert_eq!(plies[2].mv.to_string(), "h3-h2");
                    break;
                }
            }
        }
        assert_eq!(progress, [1, 2, 3, 4]);
    }

    #[test]
    fn a_cancelled_review_stops_and_reports_nothing_more() {
        let (tx, rx) = mpsc::channel();
        let mut reviewer = ReviewThread::spawn(small(), tx);
        // Each position would take 30 s.
        let slow = Limits::movetime(Duration::from_secs(30));
        reviewer.review(1, game("e3-h3 d1-d3 h3-h2"), slow);
        std::thread::sleep(Duration::from_millis(50));
        reviewer.cancel();
        // The next review is answered soon, so the first one stopped.
        reviewer.review(2, game("e3-h3"), Limits::depth(1));
        loop {
            match rx.recv_timeout(Duration::from_secs(10)).unwrap() {
                ReviewReport::Done { id, .. } => {
                    assert_eq!(id, 2);
                    break;
                }
                report => assert_eq!(report.id(), 2, "{report:?}"),
            }
        }
    }
}
