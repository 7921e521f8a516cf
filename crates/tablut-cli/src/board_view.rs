//! Text pictures of a position for people: the board with coordinates,
//! lists of squares, and text wrapped to a width.

use std::fmt::Write as _;

use tablut_core::{Bitboard, Escape, Piece, Position, Square};

/// How to draw: plain ASCII, or with ANSI colours for a terminal.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Style {
    /// Letters only; safe for pipes and files.
    Plain,
    /// Letters with ANSI colours.
    Colour,
}

impl Style {
    /// Colour when `is_terminal` and the user has not asked for none
    /// (`NO_COLOR`, see <https://no-color.org>).
    pub fn detect(is_terminal: bool) -> Style {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        if is_terminal && !no_color {
            Style::Colour
        } else {
            Style::Plain
        }
    }

    fn paint(self, out: &mut String, code: &str, text: char) {
        match self {
            Style::Plain => out.push(text),
            Style::Colour => {
                let _ = write!(out, "\x1b[{code}m{text}\x1b[0m");
            }
        }
    }
}

/// What stands on (or marks) each kind of square.
const ATTACKER: char = 'a';
const DEFENDER: char = 'd';
const KING: char = 'K';
const EMPTY: char = '.';
const THRONE: char = '+';
const CORNER: char = '#';
const CAMP: char = '^';

/// `text` in lines of at most `width` columns, broken between words (a
/// longer word gets a line of its own); no lines for blank text. The one
/// word-wrapper of the command line and the terminal game.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    if text.trim().is_empty() {
        return Vec::new();
    }
    let options = textwrap::Options::new(width.max(1)).break_words(false);
    textwrap::wrap(text, options)
        .into_iter()
        .map(|line| line.into_owned())
        .collect()
}

/// Whether the rules give corners a meaning of their own (so they are marked).
fn corners_special(position: &Position) -> bool {
    let r = position.rules();
    r.escape == Escape::Corners || r.corners_king_only || r.corner_hostile
}

/// The board, rank 9 at the top and files a–i below, one line per rank
/// (its letters are explained by the line mode's `tui-line-legend`).
/// `highlight` squares (the last move, say) are underlined in colour.
pub fn board(position: &Position, style: Style, highlight: Bitboard) -> String {
    let mark_corners = corners_special(position);
    let camps = position.rules().camp_squares();
    let mut out = String::new();
    for rank in (0..9i8).rev() {
        let _ = write!(out, "{} ", rank + 1);
        for file in 0..9i8 {
            let sq = Square::from_coords(file, rank).expect("coordinates are on the board");
            out.push(' ');
            let (ch, code) = match position.piece_at(sq) {
                Some(Piece::Attacker) => (ATTACKER, "1;31"),
                Some(Piece::Defender) => (DEFENDER, "1;36"),
                Some(Piece::King) => (KING, "1;33"),
                None if sq == Square::THRONE => (THRONE, "2"),
                None if sq.is_corner() && mark_corners => (CORNER, "2"),
                None if camps.contains(sq) => (CAMP, "2"),
                None => (EMPTY, "2"),
            };
            if highlight.contains(sq) && style == Style::Colour {
                style.paint(&mut out, &format!("{code};4"), ch);
            } else {
                style.paint(&mut out, code, ch);
            }
        }
        let _ = writeln!(out, "  {}", rank + 1);
    }
    out.push_str("   a b c d e f g h i\n");
    out
}

/// The squares of `set` as text: `d5, f4`, or `none`.
pub fn square_list(set: Bitboard) -> String {
    if set.is_empty() {
        "none".to_string()
    } else {
        set.map(|s| s.to_string()).collect::<Vec<_>>().join(", ")
    }
}

/// The squares of `set` as strings, in board order (a1 first).
pub fn squares(set: Bitboard) -> Vec<String> {
    set.map(|s| s.to_string()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablut_core::Rules;

    #[test]
    fn start_board_has_coordinates_and_marks() {
        let text = board(
            &Position::start(Rules::LUDOTEKA),
            Style::Plain,
            Bitboard::EMPTY,
        );
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 10);
        assert_eq!(lines[0], "9  # . . a a a . . #  9");
        assert_eq!(lines[4], "5  a a d d K d d a a  5");
        assert_eq!(lines[9], "   a b c d e f g h i");
        assert!(!text.contains('\x1b'));
    }

    #[test]
    fn corners_unmarked_where_they_mean_nothing() {
        let text = board(
            &Position::start(Rules::BRAINKING),
            Style::Plain,
            Bitboard::EMPTY,
        );
        assert!(text.starts_with("9  . . . a a a . . .  9"));
    }

    /// The tests of the two word-wrappers this one replaced (rules.rs and
    /// the terminal's setup screen), with their assertions.
    #[test]
    fn words_wrap_between_words() {
        assert_eq!(wrap("aa bb cc", 5), ["aa bb", "cc"]);
        assert!(wrap("", 5).is_empty());
        assert_eq!(
            wrap("one two three four", 9),
            vec!["one two", "three", "four"]
        );
        assert_eq!(wrap("unbreakable x", 4), vec!["unbreakable", "x"]);
        assert!(wrap("  ", 5).is_empty());
    }
}
