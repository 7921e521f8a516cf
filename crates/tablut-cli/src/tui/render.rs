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

use super::app::{App, Overlay, PromptKind, Purpose, Screen, Tone};
use super::board::{self, BoardGeometry};
use super::describe::{captures_by_side, ending, headline};
use super::graph;
use super::opponent::Opponent;
use super::review_view;
use super::setup::{Setup, Step};
use crate::board_view::{escape_call, wrap};

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
pub const KEY_BAR: &str =
    "arrows/hjkl Enter  H hint  u undo  [ ] step  v review  s save  L load  n new  ? help  q quit";

/// The help overlay's lines: key, what it does.
pub const HELP: [(&str, &str); 18] = [
    ("arrows, h j k l", "move the cursor"),
    (
        "Enter, Space",
        "choose the piece under the cursor, then where it goes",
    ),
    ("mouse click", "the same, on the square clicked"),
    (
        "Esc",
        "drop the chosen piece and the hint; then stop a review",
    ),
    ("H", "hint: the engine suggests a move, thinking 1 second"),
    ("", "  (the hard level, whatever the opponent's level)"),
    ("u", "undo (against the computer: back to your last move)"),
    (
        "[ ]",
        "step back and forward through the game (it goes on unchanged)",
    ),
    ("{ }", "the start; the game as it stands (also Esc)"),
    (
        "v",
        "review: the engine weighs every move (0.3 s each); v stops it",
    ),
    (
        "",
        "  then a graph, marks ?! ? ??, and [ ] show each better move",
    ),
    (
        "s",
        "save the game as an OpenTafl record (asks before overwriting)",
    ),
    (
        "L or o",
        "load a saved record (asks first if this game is not saved)",
    ),
    ("n", "new game: choose rules and players again"),
    ("?", "this help"),
    ("q", "quit (asks first while a game is going on)"),
    ("Ctrl-C", "quit at once"),
    ("", "any key closes this help"),
];

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
        draw_overlay(frame, area, overlay);
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
    let key_lines = wrap(KEY_BAR, width);
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
        let (board_w, board_h) = BoardGeometry::minimum();
        let text = format!(
            "The terminal is too small for the board: make it at least {}×{} (it is {}×{}). q quits.",
            board_w + PANEL_MIN,
            board_h + 3,
            area.width,
            area.height
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
        if let Some(end) = ending(&app.game) {
            draw_banner(frame, geometry.outer(), &headline(app.game.outcome()), &end);
        }
    }
    Some(geometry)
}

fn title_line(app: &App) -> Line<'static> {
    Line::from(vec![
        Span::styled(" Tablut ", TITLE),
        Span::styled(format!("· {} rules", app.variant), DIM),
    ])
}

/// Whose turn, the players, escape calls, captures, the engine, the moves.
fn draw_panel(frame: &mut Frame, area: Rect, app: &App) {
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(DIM);
    let inner = block.inner(area);
    frame.render_widget(block, area);

    let lines = panel_lines(app);
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
fn panel_lines(app: &App) -> Vec<Line<'static>> {
    let position = app.position();
    let outcome = app.game.outcome();
    let to_move = position.side_to_move();
    let mut lines: Vec<Line> = Vec::new();
    if outcome.is_over() {
        lines.push(Line::styled(headline(outcome), ACCENT));
    } else {
        let mut spans = vec![
            Span::styled("● ", Style::new().fg(board::side_colour(to_move))),
            Span::styled(format!("{} to move", capitalised(to_move)), TITLE),
        ];
        match app.opponent {
            Opponent::Human => {}
            Opponent::Computer { human, .. } if human == to_move => {
                spans.push(Span::styled(" (you)", DIM));
            }
            Opponent::Computer { .. } => spans.push(Span::styled(" (computer)", DIM)),
        }
        lines.push(Line::from(spans));
        let routes = position.open_routes().count();
        if let Some(call) = escape_call(routes) {
            lines.push(Line::from(vec![
                Span::styled(call, ACCENT),
                Span::styled(
                    format!(" {routes} open route{}", if routes == 1 { "" } else { "s" }),
                    DIM,
                ),
            ]));
        }
    }
    // Right under whose turn it is, where even a small panel shows it.
    if let Some(thinking) = &app.thinking {
        lines.push(Line::styled(
            match thinking.purpose {
                Purpose::Reply => format!("Computer ({}):", thinking.side),
                Purpose::Hint => format!("Hint for the {}:", thinking.side),
            },
            DIM,
        ));
        let mut text = "thinking…".to_string();
        if thinking.depth > 0 {
            text.push_str(&format!(" depth {}", thinking.depth));
        }
        if let Some(score) = thinking.score {
            text.push_str(&format!(" score {score}"));
        }
        lines.push(Line::styled(text, ACCENT));
    } else if let Some(hint) = app.hint {
        lines.push(Line::from(vec![
            Span::styled("Hint: ", DIM),
            Span::styled(hint.to_string(), ACCENT),
        ]));
    }
    lines.extend(review_view::panel_lines(app));
    lines.push(Line::default());

    let column = |text: &str, width: usize| format!("{text:<width$}");
    lines.push(Line::from(vec![
        Span::raw(column("", 9)),
        Span::styled(column("Attackers", 10), TITLE),
        Span::styled("Defenders", TITLE),
    ]));
    if let Opponent::Computer { human, strength } = app.opponent {
        let player = |side: Side| {
            if side == human {
                "you".to_string()
            } else {
                strength.to_string()
            }
        };
        lines.push(Line::from(vec![
            Span::styled(column("Player", 9), DIM),
            Span::raw(column(&player(Side::Attackers), 10)),
            Span::raw(player(Side::Defenders)),
        ]));
    }
    let (by_attackers, by_defenders) = captures_by_side(&app.game);
    lines.push(Line::from(vec![
        Span::styled(column("Captured", 9), DIM),
        Span::raw(column(&by_attackers.to_string(), 10)),
        Span::raw(by_defenders.to_string()),
    ]));
    lines.push(Line::default());
    if app.opponent == Opponent::Human {
        lines.push(Line::styled("Two players, one keyboard", DIM));
    } else if let Opponent::Computer { strength, .. } = app.opponent {
        lines.push(Line::styled(
            format!("Computer: {strength} ({})", strength.describe()),
            DIM,
        ));
    }
    let rules = app.game.rules();
    lines.push(Line::from(vec![
        Span::styled("Rules ", DIM),
        Span::raw(app.variant.to_string()),
    ]));
    lines.push(Line::styled(
        match rules.escape {
            Escape::Corners => "The king escapes to a corner",
            Escape::Edge => "The king escapes to any edge square",
            Escape::Tiles => "The king escapes to an escape tile (edge, not corner or camp)",
        },
        DIM,
    ));

    lines.push(Line::default());
    lines.push(Line::styled(format!("Moves ({})", app.game.len()), TITLE));
    lines
}

fn capitalised(side: Side) -> &'static str {
    match side {
        Side::Attackers => "Attackers",
        Side::Defenders => "Defenders",
    }
}

/// The result, across the middle of the board.
fn draw_banner(frame: &mut Frame, over: Rect, title: &str, text: &str) {
    let hint = "n new game · u take back · s save · q quit";
    let width = (text.chars().count().max(hint.len()) as u16 + 4).min(over.width);
    let lines = vec![
        Line::styled(title.to_string(), ACCENT).centered(),
        Line::raw(text.to_string()).centered(),
        Line::styled(hint, DIM).centered(),
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

fn draw_overlay(frame: &mut Frame, area: Rect, overlay: &Overlay) {
    match overlay {
        Overlay::Help => {
            let lines: Vec<Line> = HELP
                .iter()
                .map(|(key, what)| {
                    Line::from(vec![
                        Span::styled(format!(" {key:<16}"), ACCENT),
                        Span::raw(*what),
                    ])
                })
                .collect();
            let box_area = centred(area, 74, lines.len() as u16 + 2);
            frame.render_widget(Clear, box_area);
            frame.render_widget(
                Paragraph::new(lines).block(Block::bordered().title(" Keys ")),
                box_area,
            );
        }
        Overlay::ConfirmQuit => {
            let box_area = centred(area, 44, 4);
            frame.render_widget(Clear, box_area);
            frame.render_widget(
                Paragraph::new(vec![
                    Line::raw("The game is not finished.").centered(),
                    Line::styled("Quit anyway? y = quit, n = keep playing", ACCENT).centered(),
                ])
                .block(Block::bordered().title(" Quit? ")),
                box_area,
            );
        }
        Overlay::ConfirmOverwrite { path } => {
            let question = format!("{path} exists.");
            confirm(
                frame,
                area,
                " Overwrite? ",
                &question,
                "Overwrite it? y = overwrite, n = another name",
            );
        }
        Overlay::ConfirmDiscard => confirm(
            frame,
            area,
            " Load? ",
            "This game has moves that are not saved.",
            "Load another anyway? y = load, n = keep it",
        ),
        Overlay::Prompt { kind, text } => {
            let (title, action) = match kind {
                PromptKind::Save => (" Save game ", "Enter saves"),
                PromptKind::Load => (" Load game ", "Enter loads"),
            };
            let box_area = centred(area, 64, 4);
            frame.render_widget(Clear, box_area);
            let field = format!("File: {text}█");
            // Show the end of a long name, where the typing happens.
            let room = box_area.width.saturating_sub(2) as usize;
            let skip = field.chars().count().saturating_sub(room);
            let field: String = field.chars().skip(skip).collect();
            frame.render_widget(
                Paragraph::new(vec![
                    Line::raw(field),
                    Line::styled(format!("{action}, Esc cancels"), DIM),
                ])
                .block(Block::bordered().title(title)),
                box_area,
            );
        }
    }
}

fn draw_setup(frame: &mut Frame, area: Rect, setup: &Setup, app: &App) {
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .title(Span::styled(" Tablut — new game ", TITLE));
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
        Step::Rules => "1 of 3",
        Step::Opponent => "2 of 3",
        Step::Side => "3 of 3",
    };
    frame.render_widget(
        Paragraph::new(vec![Line::from(vec![
            Span::styled(setup.title(), ACCENT),
            Span::styled(format!("  (step {step})"), DIM),
        ])]),
        head,
    );
    let mut lines = Vec::new();
    for (i, item) in setup.items().iter().enumerate() {
        let chosen = i == setup.selected();
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
    }
    frame.render_widget(Paragraph::new(lines), list);
    let tone = match app.tone {
        Tone::Info => DIM,
        Tone::Warning => WARNING,
    };
    frame.render_widget(Paragraph::new(Span::styled(&app.status, tone)), status);
    frame.render_widget(
        Paragraph::new(Span::styled(
            "up/down or j/k choose  Enter or 1-9 confirm  Esc back  q quit",
            DIM,
        )),
        keys,
    );
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
        Paragraph::new(lines).block(Block::bordered().title(title.to_string())),
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
