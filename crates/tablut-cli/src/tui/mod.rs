//! The full-screen terminal UI of `tablut play` (ratatui over crossterm).
//!
//! - [`app`]: the state and how it reacts to events, free of any terminal;
//! - [`setup`]: the setup screen's choices;
//! - [`render`], [`board`] and [`graph`]: drawing;
//! - [`input`]: terminal events as plain values;
//! - the engine searches on a thread of its own
//!   ([`tablut_tools::engine_thread`]);
//! - [`terminal`]: taking over the terminal and always giving it back;
//! - [`opponent`] and [`describe`]: players, and sentences for people;
//! - [`review`] and [`reviewer`]: the review of the game (`v`), on a
//!   thread and an engine of its own, and its marks on the screen
//!   ([`review_view`]).

pub mod app;
pub mod board;
pub mod describe;
pub mod geometry;
pub mod graph;
pub mod input;
pub mod opponent;
pub mod render;
pub mod review;
pub mod review_view;
pub mod reviewer;
pub mod setup;
pub mod terminal;

#[cfg(test)]
mod app_tests;
#[cfg(test)]
mod render_tests;

use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::Duration;

use anyhow::{bail, Result};
use crossterm::event::{self, Event as TermEvent};
use tablut_core::{Game, Variant};
use tablut_engine::EngineConfig;
use tablut_i18n::Lang;

use app::{App, Request};
use input::Event;
use opponent::Opponent;
use reviewer::{ReviewReport, ReviewThread};
use tablut_tools::engine_thread::{EngineThread, Report};

/// How the UI starts.
#[derive(Clone, Debug)]
pub struct Options {
    /// The language of every text shown.
    pub lang: Lang,
    /// The rules.
    pub variant: Variant,
    /// The game to continue (a fresh one, or a loaded record).
    pub game: Game,
    /// Who plays.
    pub opponent: Opponent,
    /// Show the setup screen first instead of the board.
    pub setup: bool,
    /// A first line for the status bar (a remark from a loaded record).
    pub note: Option<String>,
}

/// Runs the UI until the person quits. The terminal is restored however
/// this ends.
pub fn run(options: Options) -> Result<()> {
    let mut app = if options.setup {
        App::setup(options.lang, options.variant, options.opponent)
    } else {
        App::playing(
            options.lang,
            options.variant,
            options.game,
            options.opponent,
        )
    };
    if let Some(note) = options.note {
        app.status = format!("{note} {}", app.status);
    }
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get().saturating_sub(1));
    let (reports_tx, reports) = mpsc::channel();
    let (reviews_tx, reviews) = mpsc::channel();
    let config = EngineConfig {
        threads: threads.clamp(1, 4),
        hash_mb: 64,
        weights: None,
        eval: Default::default(),
    };
    let mut workers = Workers {
        engine: EngineThread::spawn(config.clone(), reports_tx),
        // A smaller table: a review searches each position briefly.
        reviewer: ReviewThread::spawn(
            EngineConfig {
                hash_mb: 32,
                ..config
            },
            reviews_tx,
        ),
    };
    let mut screen = terminal::enter()?;
    let result = event_loop(&mut screen, &mut app, &mut workers, &reports, &reviews);
    drop(screen);
    drop(workers);
    if terminal::terminated() {
        // The terminal is back; end as a terminated process does.
        std::process::exit(terminal::TERMINATED_STATUS);
    }
    result
}

/// The threads that search for the UI: the opponent's and hints' engine,
/// and the review's.
struct Workers {
    engine: EngineThread,
    reviewer: ReviewThread,
}

/// Draws, waits for a key, a click or a report, reacts; again.
fn event_loop(
    screen: &mut terminal::Screen,
    app: &mut App,
    workers: &mut Workers,
    reports: &Receiver<Report>,
    reviews: &Receiver<ReviewReport>,
) -> Result<()> {
    let requests = app.take_requests();
    perform(workers, requests);
    let mut redraw = true;
    loop {
        if redraw {
            let mut geometry = None;
            screen.terminal.draw(|frame| {
                geometry = render::draw(frame, app);
            })?;
            app.board = geometry;
            redraw = false;
        }
        if app.quit || terminal::terminated() {
            return Ok(());
        }
        let busy = app.thinking.is_some() || app.reviewing.is_some();
        let wait = if busy { 40 } else { 200 };
        if event::poll(Duration::from_millis(wait))? {
            let event = event::read()?;
            redraw |= matches!(event, TermEvent::Resize(..));
            if let Some(event) = input::translate(&event) {
                let requests = app.handle(event);
                perform(workers, requests);
                redraw = true;
            }
        }
        loop {
            match reports.try_recv() {
                Ok(report) => {
                    let requests = app.handle(Event::Engine(report));
                    perform(workers, requests);
                    redraw = true;
                }
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => bail!("the engine thread stopped unexpectedly"),
            }
        }
        loop {
            match reviews.try_recv() {
                Ok(report) => {
                    let requests = app.handle(Event::Review(report));
                    perform(workers, requests);
                    redraw = true;
                }
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => bail!("the review thread stopped unexpectedly"),
            }
        }
    }
}

/// Passes the app's requests to the engine and review threads.
fn perform(workers: &mut Workers, requests: Vec<Request>) {
    for request in requests {
        match request {
            Request::Search { id, game, limits } => workers.engine.search(id, *game, limits),
            Request::Cancel => workers.engine.cancel(),
            Request::NewGame => workers.engine.new_game(),
            Request::Review { id, game, limits } => workers.reviewer.review(id, *game, limits),
            Request::StopReview => workers.reviewer.cancel(),
        }
    }
}
