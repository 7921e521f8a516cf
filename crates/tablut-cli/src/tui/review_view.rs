//! The review's words and marks on the play screen: the side panel's
//! lines about the review and the move shown, and the move list with each
//! move's mark (`?!`, `?`, `??`) and the move shown picked out.

use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

use tablut_core::Game;
use tablut_engine::review::Class;
use tablut_i18n::Args;

use super::app::App;
use super::board::colour;
use super::review::{chance, class_name, mark};

const DIM: Style = Style::new().fg(Color::Indexed(245));
const ACCENT: Style = Style::new()
    .fg(Color::Indexed(220))
    .add_modifier(Modifier::BOLD);

/// The colour of a class's mark and word: yellow, orange, red as the
/// move gets worse.
pub fn class_colour(class: Class) -> Color {
    match class {
        Class::Best | Class::Good => Color::Indexed(245),
        Class::Inaccuracy => Color::Indexed(220),
        Class::Mistake => Color::Indexed(208),
        Class::Blunder => Color::Indexed(196),
    }
}

/// The style of a class's mark and word.
pub fn class_style(class: Class) -> Style {
    Style::new()
        .fg(class_colour(class))
        .add_modifier(Modifier::BOLD)
}

/// The side panel's lines about the review: its progress while it runs;
/// once made, what it says of the move that led to the position shown.
pub fn panel_lines(app: &App) -> Vec<Line<'static>> {
    let lang = app.lang;
    let mut lines = Vec::new();
    if let Some(reviewing) = &app.reviewing {
        lines.push(Line::styled(reviewing.progress(lang), ACCENT));
    }
    let Some(review) = &app.review else {
        return lines;
    };
    let shown = app.shown_game().len();
    let Some(r) = review.ply(shown) else {
        if shown > review.plies().len() {
            lines.push(Line::styled(
                lang.tr(
                    "tui-ply-not-reviewed",
                    &Args::new().num("ply", shown as f64),
                ),
                DIM,
            ));
        }
        return lines;
    };
    let style = class_style(r.class);
    lines.push(Line::from(vec![
        Span::styled(
            format!(
                "{} ",
                lang.tr("tui-ply", &Args::new().num("ply", r.ply as f64))
            ),
            DIM,
        ),
        Span::styled(r.mv.to_string(), Style::new().add_modifier(Modifier::BOLD)),
        Span::styled(
            format!("{} {}", mark(r.class), class_name(lang, r.class)),
            style,
        ),
    ]));
    lines.push(Line::styled(chance(lang, r), DIM));
    if let Some(better) = review.better_move(shown) {
        let rest: Vec<String> = r
            .line
            .iter()
            .skip(1)
            .take(4)
            .map(|m| m.to_string())
            .collect();
        let mut spans = vec![
            Span::styled(format!("{} ", lang.t("tui-better-label")), DIM),
            Span::styled(
                format!(" {better} "),
                Style::new()
                    .bg(colour::BETTER)
                    .fg(Color::Indexed(231))
                    .add_modifier(Modifier::BOLD),
            ),
        ];
        if !rest.is_empty() && r.line.first() == Some(&better) {
            spans.push(Span::styled(
                format!(
                    " {}",
                    lang.tr("tui-then", &Args::new().str("moves", rest.join(" ")))
                ),
                DIM,
            ));
        }
        lines.push(Line::from(spans));
    }
    lines
}

/// The moves by turns as records number them (`1. e3-h3?  d1-d3??`),
/// each with its mark once reviewed and the move shown picked out while
/// stepping; and which line holds the move shown, if one is stepped to.
pub fn move_list(app: &App) -> (Vec<Line<'static>>, Option<usize>) {
    let game = &app.game;
    let review = app.review.as_ref();
    // A game whose start has the second side to move begins `1. ...`.
    let offset = usize::from(game.start_position().side_to_move() != game.rules().first);
    let shown = app.viewing.as_ref().map(Game::len).filter(|&p| p > 0);
    let mut cells: Vec<Vec<Span<'static>>> = vec![vec![Span::raw("...")]; offset];
    for (i, mv) in game.moves().enumerate() {
        let ply = i + 1;
        let style = if shown == Some(ply) {
            ACCENT.add_modifier(Modifier::REVERSED)
        } else {
            Style::new()
        };
        let mut cell = vec![Span::styled(mv.to_string(), style)];
        if let Some(review) = review {
            // Padded, so the second column stays in line.
            let (text, style) = review.ply(ply).map_or(("", Style::new()), |r| {
                (mark(r.class), class_style(r.class))
            });
            cell.push(Span::styled(format!("{text:<2}"), style));
        }
        cells.push(cell);
    }
    let lines = cells
        .chunks(2)
        .enumerate()
        .map(|(n, pair)| {
            let mut spans = vec![Span::raw(format!("{:>3}. ", n + 1))];
            for (i, cell) in pair.iter().enumerate() {
                if i > 0 {
                    spans.push(Span::raw("  "));
                }
                spans.extend(cell.iter().cloned());
            }
            Line::from(spans)
        })
        .collect();
    (lines, shown.map(|p| (offset + p - 1) / 2))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::opponent::Opponent;
    use tablut_core::{Position, Rules, Variant};
    use tablut_i18n::Lang;

    fn text(lines: &[Line]) -> Vec<String> {
        lines.iter().map(|l| l.to_string()).collect()
    }

    #[test]
    fn turns_as_records_number_them() {
        let mut g = Game::start(Rules::LUDOTEKA);
        for m in ["e3-a3", "e2-a2", "e4-e3"] {
            g.play(m.parse().unwrap()).unwrap();
        }
        let app = App::playing(Lang::english(), Variant::default(), g, Opponent::Human);
        let (lines, current) = move_list(&app);
        assert_eq!(text(&lines), ["  1. e3-a3  e2-a2", "  2. e4-e3"]);
        assert_eq!(current, None, "not stepping");

        // The second side to move first: `1. ...`.
        // (A setup lists rank 1 first.)
        let setup = "/9/t8/9/9/9/9/9/8K/9/ a".parse().unwrap();
        let mut g = Game::new(Position::from_setup(&setup, Rules::LUDOTEKA).unwrap());
        g.play("a2-a3".parse().unwrap()).unwrap();
        let app = App::playing(Lang::english(), Variant::default(), g, Opponent::Human);
        let (lines, _) = move_list(&app);
        assert_eq!(text(&lines), ["  1. ...  a2-a3"]);
    }
}
