//! The one progress display of the long commands (perft, match, balance,
//! tune): an indicatif bar on standard error when it is a terminal;
//! otherwise, if asked, a plain line every so often, so a log shows that a
//! long run is alive without filling up with bar redraws.

use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// A progress display of `len` steps.
pub struct Progress {
    bar: Option<ProgressBar>,
    len: u64,
    /// Without a bar: the name that starts each plain line and how often
    /// one is written (`None`: never).
    plain: Option<(String, Duration)>,
    last_line: Instant,
}

impl Progress {
    /// A bar of `len` steps drawn with the indicatif `template` (for
    /// example `"{pos}/{len} games [{bar:30}] {msg} eta {eta}"`), shown
    /// only when standard error is a terminal.
    pub fn new(len: u64, template: &str) -> Progress {
        let bar = io::stderr().is_terminal().then(|| {
            let bar = ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::stderr());
            let style = ProgressStyle::with_template(template)
                .map(|s| s.progress_chars("=> "))
                .unwrap_or_else(|_| ProgressStyle::default_bar());
            bar.set_style(style);
            // The elapsed time and the spinner move even between steps.
            bar.enable_steady_tick(Duration::from_millis(250));
            bar
        });
        Progress {
            bar,
            len,
            plain: None,
            last_line: Instant::now(),
        }
    }

    /// Without a terminal, writes `label: POS/LEN UNIT, MESSAGE` to
    /// standard error at most once every `every`.
    pub fn plain_lines(mut self, label: &str, unit: &str, every: Duration) -> Progress {
        let unit = if unit.is_empty() {
            String::new()
        } else {
            format!(" {unit}")
        };
        self.plain = Some((format!("{label}: {{pos}}/{}{unit}", self.len), every));
        self
    }

    /// Whether a bar is drawn (standard error is a terminal).
    pub fn is_drawn(&self) -> bool {
        self.bar.is_some()
    }

    /// Moves to step `pos`, with `message` beside the bar.
    pub fn set(&mut self, pos: u64, message: impl Into<String>) {
        let message = message.into();
        match (&self.bar, &self.plain) {
            (Some(bar), _) => {
                bar.set_position(pos);
                bar.set_message(message);
            }
            (None, Some((head, every))) if self.last_line.elapsed() >= *every && pos < self.len => {
                self.last_line = Instant::now();
                let head = head.replace("{pos}", &pos.to_string());
                let line = if message.is_empty() {
                    head
                } else {
                    format!("{head}, {message}")
                };
                let _ = writeln!(io::stderr(), "{line}");
            }
            (None, _) => {}
        }
    }

    /// Removes the bar.
    pub fn finish(self) {
        if let Some(bar) = self.bar {
            bar.finish_and_clear();
        }
    }
}
