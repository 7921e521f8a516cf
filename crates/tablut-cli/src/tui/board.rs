//! The board as the terminal UI draws it: its geometry (how large each
//! square is, where it stands, which square a click hit) and the painting
//! of squares, pieces, marks and coordinates into a ratatui buffer.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};

use tablut_core::{Bitboard, Escape, Piece, Square};

use super::app::App;

/// Square sizes in terminal cells (width, height), largest first; cells
/// are about twice as tall as wide, so these look square.
const SIZES: [(u16, u16); 3] = [(7, 3), (5, 2), (3, 1)];

/// Room for the coordinates: rank numbers left and right, files above and below.
const LABEL_WIDTH: u16 = 2;

/// Where the board stands on the screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BoardGeometry {
    /// Column of the left edge of file a.
    pub x: u16,
    /// Row of the top edge of rank 9.
    pub y: u16,
    /// Width of a square in cells.
    pub cell_width: u16,
    /// Height of a square in cells.
    pub cell_height: u16,
}

impl BoardGeometry {
    /// The largest board (coordinates included) that fits in `area`,
    /// centred in it; `None` if even the smallest does not fit.
    pub fn fit(area: Rect) -> Option<BoardGeometry> {
        SIZES.iter().find_map(|&(w, h)| {
            let (need_w, need_h) = (9 * w + 2 * LABEL_WIDTH, 9 * h + 2);
            (need_w <= area.width && need_h <= area.height).then(|| BoardGeometry {
                x: area.x + (area.width - need_w) / 2 + LABEL_WIDTH,
                y: area.y + (area.height - need_h) / 2 + 1,
                cell_width: w,
                cell_height: h,
            })
        })
    }

    /// The smallest area a board needs: (width, height).
    pub fn minimum() -> (u16, u16) {
        let (w, h) = SIZES[SIZES.len() - 1];
        (9 * w + 2 * LABEL_WIDTH, 9 * h + 2)
    }

    /// The squares alone.
    pub fn squares_area(&self) -> Rect {
        Rect::new(self.x, self.y, 9 * self.cell_width, 9 * self.cell_height)
    }

    /// The board with its coordinates.
    pub fn outer(&self) -> Rect {
        let inner = self.squares_area();
        Rect::new(
            inner.x - LABEL_WIDTH,
            inner.y - 1,
            inner.width + 2 * LABEL_WIDTH,
            inner.height + 2,
        )
    }

    /// The cells of `sq`.
    pub fn cell(&self, sq: Square) -> Rect {
        let file = u16::from(sq.file().index());
        let row = 8 - u16::from(sq.rank().index());
        Rect::new(
            self.x + file * self.cell_width,
            self.y + row * self.cell_height,
            self.cell_width,
            self.cell_height,
        )
    }

    /// The square drawn at terminal cell (`column`, `row`), if any.
    pub fn square_at(&self, column: u16, row: u16) -> Option<Square> {
        let file = column.checked_sub(self.x)? / self.cell_width;
        let from_top = row.checked_sub(self.y)? / self.cell_height;
        if file >= 9 || from_top >= 9 {
            return None;
        }
        Square::from_coords(file as i8, 8 - from_top as i8)
    }

    /// The row within a square where its piece or mark is drawn.
    fn middle_row(&self) -> u16 {
        (self.cell_height - 1) / 2
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_largest_board_that_fits() {
        let g = BoardGeometry::fit(Rect::new(0, 0, 80, 40)).unwrap();
        assert_eq!((g.cell_width, g.cell_height), (7, 3));
        let g = BoardGeometry::fit(Rect::new(0, 1, 50, 21)).unwrap();
        assert_eq!((g.cell_width, g.cell_height), (5, 2));
        assert_eq!(g.outer().width, 49);
        assert_eq!(BoardGeometry::fit(Rect::new(0, 0, 30, 11)), None);
        let (w, h) = BoardGeometry::minimum();
        assert!(BoardGeometry::fit(Rect::new(0, 0, w, h)).is_some());
    }

    #[test]
    fn clicks_find_their_square() {
        let g = BoardGeometry {
            x: 4,
            y: 2,
            cell_width: 5,
            cell_height: 2,
        };
        let a9: Square = "a9".parse().unwrap();
        let e5 = Square::THRONE;
        assert_eq!(g.square_at(4, 2), Some(a9));
        assert_eq!(g.square_at(4 + 4 * 5 + 4, 2 + 4 * 2 + 1), Some(e5));
        assert_eq!(g.square_at(3, 2), None);
        assert_eq!(g.square_at(4 + 45, 2), None);
        assert_eq!(g.cell(e5), Rect::new(24, 10, 5, 2));
        for sq in Square::all() {
            let c = g.cell(sq);
            assert_eq!(g.square_at(c.x + 1, c.y + 1), Some(sq));
        }
    }
}
