//! What the UI reacts to, as plain values: keys, clicks, engine and
//! review reports.
//! [`translate`] turns crossterm's terminal events into them, so the rest of
//! the UI (and its tests) never sees crossterm.

use crossterm::event::{
    Event as TermEvent, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind,
};

use tablut_tools::engine_thread::Report;

use super::reviewer::ReviewReport;

/// A key the UI understands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Key {
    /// Arrow up.
    Up,
    /// Arrow down.
    Down,
    /// Arrow left.
    Left,
    /// Arrow right.
    Right,
    /// Enter.
    Enter,
    /// Escape.
    Esc,
    /// Backspace.
    Backspace,
    /// Tab.
    Tab,
    /// Ctrl-C: leave at once.
    Interrupt,
    /// A printable character (Shift included: `H` is not `h`).
    Char(char),
}

/// Something that happened. (Not `Eq`: a review's winning chances are
/// floating point.)
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// A key was pressed.
    Key(Key),
    /// The left mouse button was pressed at this terminal cell.
    Click {
        /// Column, 0 at the left.
        column: u16,
        /// Row, 0 at the top.
        row: u16,
    },
    /// The engine thread reported.
    Engine(Report),
    /// The review thread reported.
    Review(ReviewReport),
}

/// The UI's view of a terminal event; `None` for events it ignores (key
/// releases, mouse moves, focus changes; a resize only needs a redraw).
pub fn translate(event: &TermEvent) -> Option<Event> {
    match event {
        TermEvent::Key(key) => translate_key(key).map(Event::Key),
        TermEvent::Mouse(mouse) if mouse.kind == MouseEventKind::Down(MouseButton::Left) => {
            Some(Event::Click {
                column: mouse.column,
                row: mouse.row,
            })
        }
        _ => None,
    }
}

fn translate_key(key: &KeyEvent) -> Option<Key> {
    if key.kind == KeyEventKind::Release {
        return None;
    }
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    Some(match key.code {
        KeyCode::Char('c') | KeyCode::Char('C') if ctrl => Key::Interrupt,
        _ if ctrl => return None,
        KeyCode::Up => Key::Up,
        KeyCode::Down => Key::Down,
        KeyCode::Left => Key::Left,
        KeyCode::Right => Key::Right,
        KeyCode::Enter => Key::Enter,
        KeyCode::Esc => Key::Esc,
        KeyCode::Backspace => Key::Backspace,
        KeyCode::Tab => Key::Tab,
        KeyCode::Char(c) => Key::Char(c),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crossterm::event::{KeyEventState, MouseEvent};

    fn key(code: KeyCode, modifiers: KeyModifiers) -> TermEvent {
        TermEvent::Key(KeyEvent {
            code,
            modifiers,
            kind: KeyEventKind::Press,
            state: KeyEventState::NONE,
        })
    }

    #[test]
    fn keys() {
        assert_eq!(
            translate(&key(KeyCode::Char('c'), KeyModifiers::CONTROL)),
            Some(Event::Key(Key::Interrupt))
        );
        assert_eq!(
            translate(&key(KeyCode::Char('H'), KeyModifiers::SHIFT)),
            Some(Event::Key(Key::Char('H')))
        );
        assert_eq!(
            translate(&key(KeyCode::Left, KeyModifiers::NONE)),
            Some(Event::Key(Key::Left))
        );
        assert_eq!(translate(&key(KeyCode::F(1), KeyModifiers::NONE)), None);
    }

    #[test]
    fn left_clicks_only() {
        let mouse = |kind| {
            TermEvent::Mouse(MouseEvent {
                kind,
                column: 7,
                row: 3,
                modifiers: KeyModifiers::NONE,
            })
        };
        assert_eq!(
            translate(&mouse(MouseEventKind::Down(MouseButton::Left))),
            Some(Event::Click { column: 7, row: 3 })
        );
        assert_eq!(translate(&mouse(MouseEventKind::Moved)), None);
    }
}
