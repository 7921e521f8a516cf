//! The board as the terminal UI draws it: the painting of squares,
//! pieces, marks and coordinates into a ratatui buffer, where the
//! geometry ([`super::geometry`]) puts them.

use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier, Style};

use tablut_core::{Bitboard, Escape, Piece, Square};

use super::app::App;
use super::geometry::{BoardGeometry, LABEL_WIDTH};

/// The colours of the board.
pub(super) mod colour {
    use ratatui::style::Color;

    pub const LIGHT: Color = Color::Indexed(239);
    pub const DARK: Color = Color::Indexed(237);
    pub const THRONE: Color = Color::Indexed(94);
    pub const ESCAPE: Color = Color::Indexed(23);
    pub const CAMP: Color = Color::Indexed(58);
    pub const LAST_MOVE: Color = Color::Indexed(25);
    pub const CAPTURED: Color = Color::Indexed(52);
    pub const HINT: Color = Color::Indexed(90);
    /// The engine's better move, after a mistake or a blunder (a review).
    pub const BETTER: Color = Color::Indexed(130);
    pub const DESTINATION: Color = Color::Indexed(22);
    pub const SELECTED: Color = Color::Indexed(70);
    pub const ATTACKER: Color = Color::Indexed(203);
    pub const DEFENDER: Color = Color::Indexed(231);
    pub const KING: Color = Color::Indexed(220);
    pub const MARK: Color = Color::Indexed(250);
    pub const DOT: Color = Color::Indexed(120);
    pub const CURSOR: Color = Color::Indexed(226);
    pub const LABEL: Color = Color::Indexed(248);
}

/// The glyph of each piece and mark.
pub mod glyph {
    /// An attacker.
    pub const ATTACKER: &str = "●";
    /// A defender.
    pub const DEFENDER: &str = "○";
    /// The king.
    pub const KING: &str = "K";
    /// The empty throne.
    pub const THRONE: &str = "+";
    /// An empty corner with a role in the rules.
    pub const CORNER: &str = "#";
    /// A square the chosen piece may go to.
    pub const DESTINATION: &str = "•";
    /// A square whose piece the last move captured.
    pub const CAPTURED: &str = "×";
}

/// The squares the board marks, gathered once per frame.
struct Marks {
    last_move: Bitboard,
    captured: Bitboard,
    hint: Bitboard,
    better: Bitboard,
    escape: Bitboard,
    corners: bool,
    camps: Bitboard,
}

impl Marks {
    fn of(app: &App) -> Marks {
        let game = app.shown_game();
        let last = game.plies().last().filter(|_| !game.is_empty());
        let rules = game.rules();
        Marks {
            last_move: last.and_then(|p| p.mv).map_or(Bitboard::EMPTY, |m| {
                [m.from(), m.to()].into_iter().collect()
            }),
            captured: last.map_or(Bitboard::EMPTY, |p| p.captures),
            hint: app.hint.map_or(Bitboard::EMPTY, |m| {
                [m.from(), m.to()].into_iter().collect()
            }),
            better: app.better_move().map_or(Bitboard::EMPTY, |m| {
                [m.from(), m.to()].into_iter().collect()
            }),
            escape: rules.escape_squares(),
            corners: rules.escape == Escape::Corners
                || rules.corners_king_only
                || rules.corner_hostile,
            camps: rules.camp_squares(),
        }
    }
}

/// Paints the board of `app` at `g`.
pub fn draw(buf: &mut Buffer, app: &App, g: BoardGeometry) {
    let marks = Marks::of(app);
    for sq in Square::all() {
        draw_square(buf, app, &marks, g, sq);
    }
    draw_labels(buf, app, g);
}

fn draw_square(buf: &mut Buffer, app: &App, marks: &Marks, g: BoardGeometry, sq: Square) {
    let position = app.position();
    let piece = position.piece_at(sq);
    let checker = if (sq.file().index() + sq.rank().index()) % 2 == 0 {
        colour::DARK
    } else {
        colour::LIGHT
    };
    let background = if app.selected == Some(sq) {
        colour::SELECTED
    } else if app.destinations.contains(sq) {
        colour::DESTINATION
    } else if marks.hint.contains(sq) {
        colour::HINT
    } else if marks.better.contains(sq) {
        // Over the last move: the better move may start where the
        // mistake did.
        colour::BETTER
    } else if marks.captured.contains(sq) && piece.is_none() {
        colour::CAPTURED
    } else if marks.last_move.contains(sq) {
        colour::LAST_MOVE
    } else if sq == Square::THRONE
        || (sq.is_corner() && marks.corners && !marks.escape.contains(sq))
    {
        colour::THRONE
    } else if marks.escape.contains(sq) {
        colour::ESCAPE
    } else if marks.camps.contains(sq) {
        colour::CAMP
    } else {
        checker
    };
    let (text, fg) = match piece {
        Some(Piece::Attacker) => (glyph::ATTACKER, colour::ATTACKER),
        Some(Piece::Defender) => (glyph::DEFENDER, colour::DEFENDER),
        Some(Piece::King) => (glyph::KING, colour::KING),
        None if app.destinations.contains(sq) => (glyph::DESTINATION, colour::DOT),
        None if marks.captured.contains(sq) => (glyph::CAPTURED, colour::ATTACKER),
        None if sq == Square::THRONE => (glyph::THRONE, colour::MARK),
        None if sq.is_corner() && marks.corners => (glyph::CORNER, colour::MARK),
        None => (" ", colour::MARK),
    };
    let cell = g.cell(sq);
    buf.set_style(cell, Style::default().bg(background));
    let row = cell.y + g.middle_row();
    let middle = cell.x + g.cell_width / 2;
    let bold = Style::default()
        .fg(fg)
        .bg(background)
        .add_modifier(Modifier::BOLD);
    match piece {
        Some(p) if g.cell_width >= 7 && g.cell_height >= 3 => {
            draw_disc(buf, middle, row, p, fg, background);
        }
        _ => buf.set_string(middle, row, text, bold),
    }
    if app.cursor == sq && app.overlay.is_none() {
        let reach = match g.cell_width {
            7.. => 3,
            5..=6 => 2,
            _ => 1,
        };
        let style = Style::default()
            .fg(colour::CURSOR)
            .bg(background)
            .add_modifier(Modifier::BOLD);
        buf.set_string(middle - reach, row, "[", style);
        buf.set_string(middle + reach, row, "]", style);
    }
}

/// A piece on a large square: a round disc of its colour, five cells wide
/// and three tall, centred on (`x`, `y`); the king's has a K on it.
fn draw_disc(buf: &mut Buffer, x: u16, y: u16, piece: Piece, colour: Color, background: Color) {
    let style = Style::default().fg(colour).bg(background);
    buf.set_string(x - 1, y - 1, "▄▄▄", style);
    buf.set_string(x - 2, y, "█████", style);
    buf.set_string(x - 1, y + 1, "▀▀▀", style);
    let mark = match piece {
        Piece::King => glyph::KING,
        Piece::Attacker => glyph::ATTACKER,
        Piece::Defender => glyph::DEFENDER,
    };
    // The glyph again, dark on the disc, so pieces differ without colour too.
    let on_disc = Style::default()
        .fg(Color::Indexed(16))
        .bg(colour)
        .add_modifier(Modifier::BOLD);
    buf.set_string(x, y, mark, on_disc);
}

/// Files a–i above and below, ranks 1–9 left and right; the cursor's file
/// and rank stand out.
fn draw_labels(buf: &mut Buffer, app: &App, g: BoardGeometry) {
    let plain = Style::default().fg(colour::LABEL);
    let lit = Style::default()
        .fg(colour::CURSOR)
        .add_modifier(Modifier::BOLD);
    let area = g.squares_area();
    for i in 0..9u8 {
        let file = char::from(b'a' + i);
        let x = g.x + u16::from(i) * g.cell_width + g.cell_width / 2;
        let style = if app.cursor.file().index() == i {
            lit
        } else {
            plain
        };
        buf.set_string(x, area.y - 1, file.to_string(), style);
        buf.set_string(x, area.bottom(), file.to_string(), style);

        let rank = 9 - i;
        let y = g.y + u16::from(i) * g.cell_height + g.middle_row();
        let style = if app.cursor.rank().index() + 1 == rank {
            lit
        } else {
            plain
        };
        buf.set_string(area.x - LABEL_WIDTH, y, rank.to_string(), style);
        buf.set_string(area.right() + 1, y, rank.to_string(), style);
    }
}

/// The colour a side's pieces have on the board (for the side panel).
pub fn side_colour(side: tablut_core::Side) -> Color {
    match side {
        tablut_core::Side::Attackers => colour::ATTACKER,
        tablut_core::Side::Defenders => colour::DEFENDER,
    }
}
