//! Taking over the terminal and giving it back: raw mode, the alternate
//! screen and mouse capture, undone when the [`Screen`] guard is dropped
//! and also when anything panics, so the shell is never left broken.

use std::io::{self, Stdout};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Once;

use crossterm::cursor::Show;
use crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use crossterm::execute;
use crossterm::terminal::{
    disable_raw_mode, enable_raw_mode, EnterAlternateScreen, LeaveAlternateScreen,
};
use ratatui::backend::CrosstermBackend;
use ratatui::Terminal;

/// The terminal, taken over for the UI; dropping it gives it back.
pub struct Screen {
    /// The ratatui terminal to draw on.
    pub terminal: Terminal<CrosstermBackend<Stdout>>,
}

/// Takes over the terminal.
pub fn enter() -> io::Result<Screen> {
    install_panic_hook();
    watch_termination();
    enable_raw_mode()?;
    let setup = execute!(io::stdout(), EnterAlternateScreen, EnableMouseCapture)
        .and_then(|()| Terminal::new(CrosstermBackend::new(io::stdout())));
    match setup {
        Ok(mut terminal) => {
            terminal.clear()?;
            Ok(Screen { terminal })
        }
        Err(e) => {
            restore();
            Err(e)
        }
    }
}

impl Drop for Screen {
    fn drop(&mut self) {
        restore();
    }
}

/// Gives the terminal back as it was; safe to call more than once.
pub fn restore() {
    let _ = disable_raw_mode();
    let _ = execute!(
        io::stdout(),
        DisableMouseCapture,
        LeaveAlternateScreen,
        Show
    );
}

/// Makes a panic restore the terminal before its message is printed, so
/// the message is readable and the shell usable.
fn install_panic_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            previous(info);
        }));
    });
}

/// Set once SIGTERM or SIGHUP has arrived.
static TERMINATED: AtomicBool = AtomicBool::new(false);

/// Whether the process was asked to end (SIGTERM, or SIGHUP when its
/// terminal went away). The event loop checks it at every turn (at least
/// every 200 ms) and ends as on `q`, so the [`Screen`] guard gives the
/// terminal back (raw mode off, the alternate screen left) instead of the
/// default action killing the process inside it.
pub fn terminated() -> bool {
    TERMINATED.load(Ordering::Relaxed)
}

/// What a termination signal does: [`terminated`] becomes true.
pub fn note_termination() {
    TERMINATED.store(true, Ordering::Relaxed);
}

/// Catches SIGTERM and SIGHUP (once per process) on a thread of its own,
/// with tokio's signal handling, which the crate already uses.
fn watch_termination() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{signal, SignalKind};
            let Ok(runtime) = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
            else {
                return;
            };
            // Installed here, before the UI starts, not later on the thread.
            let signals = runtime.block_on(async {
                Some((
                    signal(SignalKind::terminate()).ok()?,
                    signal(SignalKind::hangup()).ok()?,
                ))
            });
            let Some((mut term, mut hup)) = signals else {
                return;
            };
            let _ = std::thread::Builder::new()
                .name("tui-signals".into())
                .spawn(move || {
                    runtime.block_on(async {
                        tokio::select! {
                            _ = term.recv() => {}
                            _ = hup.recv() => {}
                        }
                    });
                    note_termination();
                });
        }
    });
}

/// The exit status after a termination signal: 128 + SIGTERM.
pub const TERMINATED_STATUS: i32 = 143;
