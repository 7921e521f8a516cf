//! What the user sees while the load test runs: a progress bar per phase
//! on a terminal, or one line when each phase ends.

use std::io::{self, IsTerminal};
use std::sync::atomic::Ordering;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::play::{lock, Ctx};

/// Failures so far.
pub fn error_count(ctx: &Ctx) -> u64 {
    lock(&ctx.stats.errors).values().map(|(n, _)| n).sum()
}

/// `N moves (M measured, R/s), E errors`, the rate since `since`.
pub fn moves_line(ctx: &Ctx, since: Instant) -> String {
    let moves = ctx.stats.moves.load(Ordering::Relaxed);
    let latency = lock(&ctx.stats.latency);
    let measured = latency.len();
    drop(latency);
    format!(
        "{moves} moves ({measured} measured, {:.0}/s), {} errors",
        measured as f64 / since.elapsed().as_secs_f64().max(1e-3),
        error_count(ctx)
    )
}

/// A progress bar on a terminal; otherwise a line when a phase ends.
pub struct Bar(Option<ProgressBar>);

impl Bar {
    /// A bar of `len` steps drawn with `template`.
    pub fn new(len: u64, template: &str) -> Bar {
        Bar(io::stderr().is_terminal().then(|| {
            let bar = ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::stderr());
            let style = ProgressStyle::with_template(template)
                .map(|s| s.progress_chars("=> "))
                .unwrap_or_else(|_| ProgressStyle::default_bar());
            bar.set_style(style);
            bar
        }))
    }

    /// Moves the bar to `pos` with `msg`.
    pub fn set(&self, pos: u64, msg: String) {
        if let Some(bar) = &self.0 {
            bar.set_position(pos);
            bar.set_message(msg);
        }
    }

    /// Removes the bar and prints `line` (unless empty).
    pub fn finish(self, line: String) {
        if let Some(bar) = self.0 {
            bar.finish_and_clear();
        }
        if !line.is_empty() {
            eprintln!("{line}");
        }
    }
}
