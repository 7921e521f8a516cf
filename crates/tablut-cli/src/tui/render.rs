//! Draws an [`App`] into a ratatui frame: the setup screen, or the play
//! screen (title, board, side panel, the review's graph once there is one,
//! status line, keys) with any overlay (help, a file-name prompt, "quit?")
//! and the result banner on top.
//! Drawing never changes the app; it only reports where the board went.

use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Paragraph, Wrap};
use ratatui::Frame;

use tablut_core::{Escape, Side};
use tablut_i18n::{game_text, Args, Lang};

use super::app::{App, Overlay, PromptKind, Purpose, Screen, Tone};
use super::board;
use super::describe::{captures_by_side, ending, escape_call, headline, score};
use super::geometry::BoardGeometry;
use super::graph;
use super::opponent::Opponent;
use super::review_view;
use super::setup::{Setup, Step};
use crate::board_view::wrap;

/// Widest side panel.
const PANEL_WIDTH: u16 = 44;
/// Narrowest side panel still worth drawing.
const PANEL_MIN: u16 = 24;

const TITLE: Style = Style::new().add_modifier(Modifier::BOLD);
const DIM: Style = Style::new().fg(Color::Indexed(245));
const ACCENT: Style = Style::new()
    .fg(Color::Indexed(220))
    .add_modifier(Modifier::BOLD);
const WARNING: Style = Style::new()
    .fg(Color::Indexed(203))
    .add_modifier(Modifier::BOLD);

/// The keys of the play screen, one line.
pub fn key_bar(lang: Lang) -> String {
    lang.t("tui-keys")
}

/// The help overlay's lines: key, what it does. A line with no key goes
/// on from the one above.
pub fn help(lang: Lang) -> Vec<(String, String)> {
    let line = |key: &str, what: &str| (key.to_string(), lang.t(what));
    let word = |key: &str, what: &str| (lang.t(key), lang.t(what));
    let more = |what: &str| (String::new(), format!("  {}", lang.t(what)));
    vec![
        word("tui-help-key-arrows", "tui-help-cursor"),
        word("tui-help-key-enter", "tui-help-choose"),
        word("tui-help-key-click", "tui-help-click"),
        line("Esc", "tui-help-esc"),
        line("H", "tui-help-hint"),
        more("tui-help-hint-more"),
        line("u", "tui-help-undo"),
        line("[ ]", "tui-help-step"),
        line("{ }", "tui-help-ends"),
        line("v", "tui-help-review"),
        more("tui-help-review-more"),
        line("s", "tui-help-save"),
        word("tui-help-key-load", "tui-help-load"),
        line("n", "tui-help-new"),
        line("?", "tui-help-help"),
        line("q", "tui-help-quit"),
        line("Ctrl-C", "tui-help-interrupt"),
        line("", "tui-help-close"),
    ]
}

/// Draws `app`; returns where the board went, if it was drawn.
pub fn draw(frame: &mut Frame, app: &App) -> Option<BoardGeometry> {
    let area = frame.area();
    let geometry = match &app.screen {
        Screen::Setup(setup) => {
            draw_setup(frame, area, setup, app);
            None
        }
        Screen::Play => draw_play(frame, area, app),
    };
    if let Some(overlay) = &app.overlay {
        draw_overlay(frame, area, overlay, app.lang);
    }
    geometry
}

fn draw_play(frame: &mut Frame, area: Rect, app: &App) -> Option<BoardGeometry> {
    // The status and the keys wrap rather than being cut at the edge: a
    // warning is read whole (up to three lines), the keys on a narrow
    // terminal too.
    let width = usize::from(area.width.max(1));
    let mut status_lines = wrap(&app.status, width);
    status_lines.truncate(3);
    let key_lines = wrap(&key_bar(app.lang), width);
    let [title, main, status, keys] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(0),
        Constraint::Length(status_lines.len().max(1) as u16),
        Constraint::Length(key_lines.len().max(1) as u16),
    ])
    .areas(area);
    // The review's graph goes under the board where the smallest board
    // still fits above it.
    let (main, graph_area) = match app.review {
        Some(_) if main.height >= BoardGeometry::minimum().1 + graph::HEIGHT => {
            let [top, bottom] =
                Layout::vertical([Constraint::Min(0), Constraint::Length(graph::HEIGHT)])
                    .areas(main);
            (top, Some(bottom))
        }
        _ => (main, None),
    };
    // The largest board that leaves room for the panel; the panel takes
    // what is left, up to its full width.
    let room = Rect {
        width: main.width.saturating_sub(PANEL_MIN),
        ..main
    };
    let Some(fitted) = BoardGeometry::fit(room) else {
        let (need_w, need_h) = minimum_play_size(app, area.width, status_lines.len());
        let size = |w: u16, h: u16| format!("{w}×{h}");
        let text = app.lang.tr(
            "tui-too-small",
            &Args::new()
                .str("needed", size(need_w, need_h))
                .str("size", size(area.width, area.height)),
        );
        frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
        return None;
    };
    let panel_width = (main.width - fitted.outer().width).min(PANEL_WIDTH);
    let [board_area, panel] =
        Layout::horizontal([Constraint::Min(0), Constraint::Length(panel_width)]).areas(main);

    frame.render_widget(Paragraph::new(title_line(app)), title);
    let geometry = BoardGeometry::fit(board_area)?;
    board::draw(frame.buffer_mut(), app, geometry);
    draw_panel(frame, panel, app);
    if let Some(graph_area) = graph_area {
        graph::draw(frame.buffer_mut(), graph_area, app);
    }

    let tone = match app.tone {
        Tone::Info => Style::default(),
        Tone::Warning => WARNING,
    };
    let lines = |texts: Vec<String>, style: Style| -> Vec<Line<'static>> {
        texts.into_iter().map(|t| Line::styled(t, style)).collect()
    };
    frame.render_widget(Paragraph::new(lines(status_lines, tone)), status);
    frame.render_widget(Paragraph::new(lines(key_lines, DIM)), keys);

    // Not over an earlier position: the result is the game's as it stands.
    if app.overlay.is_none() && app.viewing.is_none() {
        if let Some(end) = ending(app.lang, &app.game) {
            let title = headline(app.lang, app.game.outcome());
            let keys = app.lang.t("tui-banner-keys");
            draw_banner(frame, geometry.outer(), &title, &end, &keys);
        }
    }
    Some(geometry)
}

/// The smallest play screen, (width, height), at `width` columns or the
/// smallest width if narrower: the smallest board and panel, the title,
/// `status_rows` of status and the key bar as it wraps there — exactly
/// what [`draw_play`] checks, so the "too small" message never names a
/// size that is still too small.
pub fn minimum_play_size(app: &App, width: u16, status_rows: usize) -> (u16, u16) {
    let (board_w, board_h) = BoardGeometry::minimum();
    let need_w = board_w + PANEL_MIN;
    let keys = wrap(&key_bar(app.lang), usize::from(width.max(need_w))).len();
    let rows = |n: usize| u16::try_from(n.max(1)).unwrap_or(u16::MAX);
    (need_w, board_h + 1 + rows(status_rows) + rows(keys))
}

fn title_line(app: &App) -> Line<'static> {
    Line::from(vec![
        Span::styled(" Tablut ", TITLE),
        Span::styled(
            format!(
                "· {}",
                app.lang.tr(
                    "tui-title-rules",
                    &Args::new().str("variant", app.variant.to_string())
                )
            ),
            DIM,
        ),
    ])
}

/// Whose turn, the players, escape calls, captures, the engine, the moves.
fn draw_panel(frame: &mut Frame, area: Rect, app: &App) {
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(DIM);
    let inner = block.inner(area);
    frame.render_widget(block, area);

    let lines = panel_lines(app, usize::from(inner.width));
    // Wrapped lines take more rows; the move list gets the rest.
    let width = usize::from(inner.width.max(1));
    let rows: usize = lines.iter().map(|l| l.width().max(1).div_ceil(width)).sum();
    let rows = (rows as u16).min(inner.height);
    let [head, moves] =
        Layout::vertical([Constraint::Length(rows), Constraint::Min(0)]).areas(inner);
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), head);

    // The newest moves; while stepping, the move shown, mid-list.
    let (all, current) = review_view::move_list(app);
    let height = usize::from(moves.height);
    let newest = all.len().saturating_sub(height);
    let skip = current.map_or(newest, |line| newest.min(line.saturating_sub(height / 2)));
    let list: Vec<Line> = all.into_iter().skip(skip).collect();
    frame.render_widget(Paragraph::new(list), moves);
}

/// The panel above the move list.
pub(super) fn panel_lines(app: &App, panel_width: usize) -> Vec<Line<'static>> {
    let lang = app.lang;
    let position = app.position();
    let outcome = app.game.outcome();
    let to_move = position.side_to_move();
    let side = |s: Side| Args::new().str("side", game_text::side_key(s));
    let mut lines: Vec<Line> = Vec::new();
    if outcome.is_over() {
        lines.push(Line::styled(headline(lang, outcome), ACCENT));
    } else {
        let mut spans = vec![
            Span::styled("● ", Style::new().fg(board::side_colour(to_move))),
            Span::styled(lang.tr("tui-to-move", &side(to_move)), TITLE),
        ];
        match app.opponent {
            Opponent::Human => {}
            Opponent::Computer { human, .. } if human == to_move => {
                spans.push(Span::styled(format!(" {}", lang.t("tui-you-mark")), DIM));
            }
            Opponent::Computer { .. } => {
                spans.push(Span::styled(
                    format!(" {}", lang.t("tui-computer-mark")),
                    DIM,
                ));
            }
        }
        lines.push(Line::from(spans));
        let routes = position.open_routes().count();
        if let Some(call) = escape_call(lang, routes) {
            lines.push(Line::from(vec![
                Span::styled(call, ACCENT),
                Span::styled(
                    format!(
                        " {}",
                        lang.tr(
                            "tui-open-routes",
                            &Args::new().num("count", f64::from(routes))
                        )
                    ),
                    DIM,
                ),
            ]));
        }
        if position.is_fortress() {
            lines.push(Line::from(vec![
                Span::styled(lang.t("alert-fortress"), ACCENT),
                Span::styled(format!(" {}", lang.t("alert-fortress-meaning")), DIM),
            ]));
        }
    }
    // Right under whose turn it is, where even a small panel shows it.
    if let Some(thinking) = &app.thinking {
        lines.push(Line::styled(
            match thinking.purpose {
                Purpose::Reply => lang.tr("tui-thinking-reply", &side(thinking.side)),
                Purpose::Hint => lang.tr("tui-thinking-hint", &side(thinking.side)),
            },
            DIM,
        ));
        let mut text = lang.t("tui-thinking");
        if thinking.depth > 0 {
            let depth = lang.tr(
                "tui-thinking-depth",
                &Args::new().num("depth", f64::from(thinking.depth)),
            );
            text = format!("{text} {depth}");
        }
        if let Some(value) = thinking.score {
            let value = lang.tr(
                "tui-thinking-score",
                &Args::new().str("score", score(lang, value)),
            );
            text = format!("{text} {value}");
        }
        lines.push(Line::styled(text, ACCENT));
    } else if let Some(hint) = app.hint {
        lines.push(Line::from(vec![
            Span::styled(format!("{} ", lang.t("tui-hint-label")), DIM),
            Span::styled(hint.to_string(), ACCENT),
        ]));
    }
    lines.extend(review_view::panel_lines(app));
    lines.push(Line::default());

    // A table: the row names, then a column per side, each as wide as its
    // widest word and a space.
    let player = lang.t("tui-player");
    let captured = lang.t("tui-captured");
    let attackers = game_text::side_title(lang, Side::Attackers);
    let defenders = game_text::side_title(lang, Side::Defenders);
    let you = lang.t("tui-you");
    let strength = match app.opponent {
        Opponent::Computer { strength, .. } => Some(strength.name(lang)),
        Opponent::Human => None,
    };
    let width = |texts: &[&str]| texts.iter().map(|t| t.chars().count()).max().unwrap_or(0) + 1;
    let first = width(&[&player, &captured]).max(9);
    let second = width(&[&attackers, &you, strength.as_deref().unwrap_or("")]).max(10);
    let column = |text: &str, width: usize| format!("{text:<width$}");
    let (by_attackers, by_defenders) = captures_by_side(&app.game);
    let defenders_width = width(&[&defenders, &you, strength.as_deref().unwrap_or("")]) - 1;
    if first + second + defenders_width > panel_width {
        // Too narrow for the table (55 to 60 columns, or long words):
        // a few lines per side, wrapped at the panel's width.
        for (side, title, count) in [
            (Side::Attackers, &attackers, by_attackers),
            (Side::Defenders, &defenders, by_defenders),
        ] {
            let mut text = title.to_string();
            if let Opponent::Computer { human, .. } = app.opponent {
                let name = if side == human {
                    you.clone()
                } else {
                    strength.clone().unwrap_or_default()
                };
                text = format!("{text} · {name}");
            }
            text = format!("{text} · {captured} {count}");
            for (i, part) in wrap(&text, panel_width.max(1)).into_iter().enumerate() {
                lines.push(Line::styled(part, if i == 0 { TITLE } else { DIM }));
            }
        }
        return finish_panel(app, lines);
    }
    lines.push(Line::from(vec![
        Span::raw(column("", first)),
        Span::styled(column(&attackers, second), TITLE),
        Span::styled(defenders, TITLE),
    ]));
    if let Opponent::Computer { human, .. } = app.opponent {
        let name = |s: Side| {
            if s == human {
                you.clone()
            } else {
                strength.clone().unwrap_or_default()
            }
        };
        lines.push(Line::from(vec![
            Span::styled(column(&player, first), DIM),
            Span::raw(column(&name(Side::Attackers), second)),
            Span::raw(name(Side::Defenders)),
        ]));
    }
    lines.push(Line::from(vec![
        Span::styled(column(&captured, first), DIM),
        Span::raw(column(&by_attackers.to_string(), second)),
        Span::raw(by_defenders.to_string()),
    ]));
    finish_panel(app, lines)
}

/// The panel's lines after the players' table: the opponent, the rules,
/// the moves' heading.
fn finish_panel(app: &App, mut lines: Vec<Line<'static>>) -> Vec<Line<'static>> {
    let lang = app.lang;
    lines.push(Line::default());
    if let Opponent::Computer { strength, .. } = app.opponent {
        lines.push(Line::styled(
            lang.tr(
                "tui-computer-strength",
                &Args::new()
                    .str("strength", strength.name(lang))
                    .str("detail", strength.describe(lang)),
            ),
            DIM,
        ));
    } else {
        lines.push(Line::styled(lang.t("tui-two-players"), DIM));
    }
    let rules = app.game.rules();
    lines.push(Line::from(vec![
        Span::styled(format!("{} ", lang.t("tui-rules-label")), DIM),
        Span::raw(app.variant.to_string()),
    ]));
    let escape = match rules.escape {
        Escape::Corners => "corners",
        Escape::Edge => "edge",
        Escape::Tiles => "tiles",
    };
    lines.push(Line::styled(
        lang.tr("tui-escape", &Args::new().str("escape", escape)),
        DIM,
    ));

    lines.push(Line::default());
    lines.push(Line::styled(
        lang.tr(
            "tui-moves-heading",
            &Args::new().num("count", app.game.len() as f64),
        ),
        TITLE,
    ));
    lines
}

/// The result, across the middle of the board.
fn draw_banner(frame: &mut Frame, over: Rect, title: &str, text: &str, hint: &str) {
    let longest = text.chars().count().max(hint.chars().count());
    let width = (u16::try_from(longest).unwrap_or(u16::MAX).saturating_add(4)).min(over.width);
    let lines = vec![
        Line::styled(title.to_string(), ACCENT).centered(),
        Line::raw(text.to_string()).centered(),
        Line::styled(hint.to_string(), DIM).centered(),
    ];
    let height = 5.min(over.height);
    let area = centred(over, width, height);
    frame.render_widget(Clear, area);
    frame.render_widget(
        Paragraph::new(lines).wrap(Wrap { trim: true }).block(
            Block::bordered()
                .border_type(BorderType::Double)
                .border_style(ACCENT),
        ),
        area,
    );
}

fn draw_overlay(frame: &mut Frame, area: Rect, overlay: &Overlay, lang: Lang) {
    match overlay {
        Overlay::Help => {
            let help = help(lang);
            let keys = help
                .iter()
                .map(|(key, _)| key.chars().count())
                .max()
                .unwrap_or(0)
                .max(15);
            // As wide as the longest line, within the screen; a line too
            // long for it wraps under its text.
            let widest = help
                .iter()
                .map(|(_, what)| what.chars().count())
                .max()
                .unwrap_or(0);
            let width = (keys + widest + 5).max(74).min(usize::from(area.width));
            let room = width.saturating_sub(keys + 5).max(10);
            let mut lines: Vec<Line> = Vec::new();
            for (key, what) in help {
                for (i, part) in wrap(&what, room).into_iter().enumerate() {
                    let key = if i == 0 { key.as_str() } else { "" };
                    let part = if key.is_empty() && what.starts_with("  ") && i > 0 {
                        format!("  {part}")
                    } else {
                        part
                    };
                    lines.push(Line::from(vec![
                        Span::styled(format!(" {key:<keys$} "), ACCENT),
                        Span::raw(part),
                    ]));
                }
            }
            let box_area = centred(
                area,
                u16::try_from(width).unwrap_or(u16::MAX),
                lines.len() as u16 + 2,
            );
            frame.render_widget(Clear, box_area);
            let title = format!(" {} ", lang.t("tui-help-title"));
            frame.render_widget(
                Paragraph::new(lines).block(Block::bordered().title(title)),
                box_area,
            );
        }
        Overlay::ConfirmQuit => confirm(
            frame,
            area,
            &lang.t("tui-quit-title"),
            &lang.t("tui-quit-matter"),
            &lang.t("tui-quit-choice"),
        ),
        Overlay::ConfirmOverwrite { path } => confirm(
            frame,
            area,
            &lang.t("tui-overwrite-title"),
            &lang.tr(
                "tui-overwrite-matter",
                &Args::new().str("path", path.clone()),
            ),
            &lang.t("tui-overwrite-choice"),
        ),
        Overlay::ConfirmDiscard => confirm(
            frame,
            area,
            &lang.t("tui-discard-title"),
            &lang.t("tui-discard-matter"),
            &lang.t("tui-discard-choice"),
        ),
        Overlay::Prompt { kind, text } => {
            let (title, action) = match kind {
                PromptKind::Save => (lang.t("tui-save-title"), lang.t("tui-save-action")),
                PromptKind::Load => (lang.t("tui-load-title"), lang.t("tui-load-action")),
            };
            let box_area = centred(area, 64, 4);
            frame.render_widget(Clear, box_area);
            let field = format!("{} {text}█", lang.t("tui-file-label"));
            // Show the end of a long name, where the typing happens.
            let room = box_area.width.saturating_sub(2) as usize;
            let skip = field.chars().count().saturating_sub(room);
            let field: String = field.chars().skip(skip).collect();
            frame.render_widget(
                Paragraph::new(vec![Line::raw(field), Line::styled(action, DIM)])
                    .block(Block::bordered().title(format!(" {title} "))),
                box_area,
            );
        }
    }
}

fn draw_setup(frame: &mut Frame, area: Rect, setup: &Setup, app: &App) {
    let lang = app.lang;
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .title(Span::styled(
            format!(" {} ", lang.t("tui-setup-title")),
            TITLE,
        ));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let [head, list, status, keys] = Layout::vertical([
        Constraint::Length(2),
        Constraint::Min(0),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(inner);

    let step = match setup.step() {
        Step::Rules => 1,
        Step::Opponent => 2,
        Step::Side => 3,
    };
    let step = lang.tr(
        "tui-setup-step",
        &Args::new().num("number", step).num("total", 3),
    );
    frame.render_widget(
        Paragraph::new(vec![Line::from(vec![
            Span::styled(setup.title(), ACCENT),
            Span::styled(format!("  ({step})"), DIM),
        ])]),
        head,
    );
    let mut lines = Vec::new();
    let mut chosen_lines = 0..0;
    for (i, item) in setup.items().iter().enumerate() {
        let chosen = i == setup.selected();
        let start = lines.len();
        let marker = if chosen { "▶ " } else { "  " };
        let label_style = if chosen { ACCENT } else { TITLE };
        lines.push(Line::from(vec![
            Span::styled(marker, ACCENT),
            Span::styled(format!("{}. {}", i + 1, item.label), label_style),
        ]));
        let width = usize::from(list.width.saturating_sub(5).max(20));
        for part in wrap(&item.detail, width) {
            lines.push(Line::styled(format!("     {part}"), DIM));
        }
        if chosen {
            chosen_lines = start..lines.len();
        }
    }
    // Scrolled so the chosen item is in view, with arrows where more is.
    let height = usize::from(list.height);
    let first = scroll_offset(chosen_lines, lines.len(), height);
    let more_below = first + height < lines.len();
    let mut shown: Vec<Line> = lines.into_iter().skip(first).take(height).collect();
    if first > 0 {
        if let Some(top) = shown.first_mut() {
            *top = Line::styled("  ↑", DIM);
        }
    }
    if more_below {
        if let Some(bottom) = shown.last_mut() {
            *bottom = Line::styled("  ↓", DIM);
        }
    }
    frame.render_widget(Paragraph::new(shown), list);
    let tone = match app.tone {
        Tone::Info => DIM,
        Tone::Warning => WARNING,
    };
    frame.render_widget(Paragraph::new(Span::styled(&app.status, tone)), status);
    frame.render_widget(
        Paragraph::new(Span::styled(lang.t("tui-setup-keys"), DIM)),
        keys,
    );
}

/// The first of `total` lines to show in `height` rows so that the lines
/// `chosen` are in view: not under the first row, which says "↑" once
/// scrolled, nor the last, which says "↓" while more lines follow. An
/// item taller than the rows shows its beginning.
pub fn scroll_offset(chosen: std::ops::Range<usize>, total: usize, height: usize) -> usize {
    if total <= height || chosen.end < height {
        return 0;
    }
    let below = usize::from(chosen.end < total);
    (chosen.end + below)
        .saturating_sub(height)
        .min(chosen.start.saturating_sub(1))
        .min(total - height)
}

/// A question in a box over the screen: what is the matter, then the choice.
fn confirm(frame: &mut Frame, area: Rect, title: &str, matter: &str, choice: &str) {
    let width = 60.min(area.width);
    let inner = usize::from(width.saturating_sub(2).max(1));
    let mut lines: Vec<Line> = wrap(matter, inner)
        .into_iter()
        .map(|l| Line::raw(l).centered())
        .collect();
    lines.extend(
        wrap(choice, inner)
            .into_iter()
            .map(|l| Line::styled(l, ACCENT).centered()),
    );
    let box_area = centred(area, width, lines.len() as u16 + 2);
    frame.render_widget(Clear, box_area);
    frame.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(format!(" {title} "))),
        box_area,
    );
}

/// A `width`×`height` area in the middle of `area` (clipped to it).
fn centred(area: Rect, width: u16, height: u16) -> Rect {
    let width = width.min(area.width);
    let height = height.min(area.height);
    Rect::new(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        width,
        height,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn centred_areas_stay_inside() {
        let outer = Rect::new(10, 5, 20, 8);
        assert_eq!(centred(outer, 10, 4), Rect::new(15, 7, 10, 4));
        assert_eq!(centred(outer, 50, 50), outer);
    }
}
