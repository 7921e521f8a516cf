//! The evaluation graph under the board once the game is reviewed: the
//! attackers' winning chance in every position of the game, the start
//! first, 0 at the bottom and 1 at the top, as a column of eighth blocks
//! per position (several to a column when the game is longer than the
//! graph is wide). A mistake or a blunder is marked above the position it
//! led to, where its drop shows; the position shown (stepping with `[`
//! `]`) is lit and pointed at from below.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, BorderType, Widget};

use tablut_core::Side;
use tablut_engine::review::Class;

use super::app::App;
use super::board::side_colour;
use super::review::{mark, GameReview};
use super::review_view::class_style;

/// Rows the graph takes: its frame, a row of marks, four rows of columns.
pub const HEIGHT: u16 = 7;

/// Widest column of one move.
const MAX_COLUMN: u16 = 3;

/// A column partly filled, by eighths.
const EIGHTHS: [&str; 9] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"];

/// What the graph points at the move shown with, under its column.
pub const POINTER: &str = "▲";

const FRAME: Style = Style::new().fg(Color::Indexed(245));
/// The unfilled part of a column (the defenders' share).
const EMPTY: Color = Color::Indexed(236);
/// The column of the move shown.
const SHOWN: Color = Color::Indexed(220);

/// Where `positions` go in `width` cells: how many positions share a
/// column, and how wide a column is.
pub fn columns(positions: usize, width: u16) -> (usize, u16) {
    let positions = positions.max(1);
    let width = usize::from(width.max(1));
    if positions <= width {
        let wide = (width / positions).min(usize::from(MAX_COLUMN));
        (1, wide as u16)
    } else {
        (positions.div_ceil(width), 1)
    }
}

/// The cells of position `index` (0 the start, 1 after the first move)
/// in a graph of `positions` drawn in `inner`: its column's left edge and
/// width.
pub fn column_of(inner: Rect, positions: usize, index: usize) -> Option<(u16, u16)> {
    let (per, wide) = columns(positions, inner.width);
    let column = u16::try_from(index / per).ok()?;
    let x = inner.x.checked_add(column.checked_mul(wide)?)?;
    (index < positions && x < inner.right()).then_some((x, wide))
}

/// The attackers' winning chance in position `index` of the reviewed
/// game: before its first move for the start, after its move otherwise.
fn attackers_chance(review: &GameReview, index: usize) -> Option<f64> {
    match index {
        0 => review.ply(1).map(|r| match r.side {
            Side::Attackers => r.chance_before,
            Side::Defenders => 1.0 - r.chance_before,
        }),
        _ => review.ply(index).map(|r| r.attackers_chance()),
    }
}

/// The area inside the graph's frame.
pub fn inner(area: Rect) -> Rect {
    Block::bordered().inner(area)
}

/// Draws the graph of `app`'s review in `area` (nothing if there is none).
pub fn draw(buf: &mut Buffer, area: Rect, app: &App) {
    let Some(review) = &app.review else {
        return;
    };
    let title = format!(" {} ", app.lang.t("tui-graph-title"));
    let legend = format!(" {} ", app.lang.t("tui-graph-legend"));
    // The legend only where it does not run into the title.
    let legend_fits = usize::from(area.width) >= title.chars().count() + legend.chars().count() + 4;
    let mut block = Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(FRAME)
        .title(Line::styled(title, FRAME));
    if legend_fits {
        block = block.title(Line::styled(legend, FRAME).right_aligned());
    }
    block.render(area, buf);
    let inner = inner(area);
    if inner.height < 2 || inner.width == 0 {
        return;
    }
    let positions = app.game.len().max(review.plies().len()) + 1;
    let (per, wide) = columns(positions, inner.width);
    let shown = app.shown_game().len();
    let plot = Rect {
        y: inner.y + 1,
        height: inner.height - 1,
        ..inner
    };
    for first in (0..positions).step_by(per) {
        let Some((x, _)) = column_of(inner, positions, first) else {
            break;
        };
        let these = first..=(first + per - 1).min(positions - 1);
        let lit = these.contains(&shown);
        if let Some(chance) = these
            .clone()
            .rev()
            .find_map(|i| attackers_chance(review, i))
        {
            let fill = if lit {
                SHOWN
            } else {
                side_colour(Side::Attackers)
            };
            draw_column(buf, plot, x, wide, chance, fill);
        }
        if let Some(class) = worst(review, these) {
            draw_mark(buf, x, inner.y, wide, class);
        }
        if lit {
            let style = Style::new().fg(SHOWN).add_modifier(Modifier::BOLD);
            buf.set_string(x + (wide - 1) / 2, area.bottom() - 1, POINTER, style);
        }
    }
}

/// The worst of the moves that led to `positions`, if it was an
/// inaccuracy or worse.
fn worst(review: &GameReview, positions: std::ops::RangeInclusive<usize>) -> Option<Class> {
    let rank = |c: Class| Class::ALL.iter().position(|&k| k == c).unwrap_or(0);
    positions
        .filter_map(|p| review.ply(p).map(|r| r.class))
        .filter(|c| matches!(c, Class::Inaccuracy | Class::Mistake | Class::Blunder))
        .max_by_key(|&c| rank(c))
}

/// One column `wide` cells wide at `x`, filled from the bottom of `plot`
/// to `chance` (0 to 1).
fn draw_column(buf: &mut Buffer, plot: Rect, x: u16, wide: u16, chance: f64, fill: Color) {
    let levels = usize::from(plot.height) * 8;
    let filled = (chance.clamp(0.0, 1.0) * levels as f64).round() as usize;
    let style = Style::new().fg(fill).bg(EMPTY);
    for row in 0..plot.height {
        let level = filled.saturating_sub(usize::from(row) * 8).min(8);
        let y = plot.bottom() - 1 - row;
        for dx in 0..wide {
            buf.set_string(x + dx, y, EIGHTHS[level], style);
        }
    }
}

/// The mark of `class` above a column; in a column one cell wide, only
/// mistakes and blunders, by their first sign (the colour tells them
/// apart).
fn draw_mark(buf: &mut Buffer, x: u16, y: u16, wide: u16, class: Class) {
    let text = mark(class);
    if wide < 2 && class == Class::Inaccuracy {
        return;
    }
    let shown: String = text.chars().take(usize::from(wide)).collect();
    buf.set_string(x, y, shown, class_style(class));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_share_the_width() {
        assert_eq!(columns(10, 100), (1, 3), "at most three cells a move");
        assert_eq!(columns(40, 100), (1, 2));
        assert_eq!(columns(100, 100), (1, 1));
        assert_eq!(columns(250, 100), (3, 1), "three moves a column");
        let inner = Rect::new(5, 2, 100, 5);
        assert_eq!(column_of(inner, 40, 0), Some((5, 2)), "the start");
        assert_eq!(column_of(inner, 40, 2), Some((9, 2)));
        assert_eq!(column_of(inner, 40, 40), None, "past the end");
        assert_eq!(column_of(inner, 250, 3), Some((6, 1)));
    }
}
