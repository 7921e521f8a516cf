//! Taking over the terminal and giving it back: raw mode, the alternate
//! screen and mouse capture, undone when the [`Screen`] guard is dropped
//! and also when anything panics, so the shell is never left broken.

use std::io::{self, Stdout};
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
