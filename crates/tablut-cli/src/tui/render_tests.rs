//! Drawing tests on ratatui's `TestBackend`: what the screen shows for a
//! given [`App`] state.

use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::style::Color;
use ratatui::Terminal;

use tablut_core::{Game, Position, Rules, Side, Square, Variant};
use tablut_engine::{Level, Score};
use tablut_i18n::Lang;

use tablut_engine::review::Class;

use super::app::{App, Purpose, Thinking};
use super::app_tests::{blunder_game, review_now};
use super::board::{colour, glyph};
use super::geometry::BoardGeometry;
use super::input::{Event, Key};
use super::opponent::{Opponent, Strength};
use super::{graph, render, review_view};

/// Draws `app` on a `width`×`height` test terminal; the buffer and where
/// the board went.
fn draw(app: &mut App, width: u16, height: u16) -> (Buffer, Option<BoardGeometry>) {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    let mut geometry = None;
    terminal
        .draw(|frame| geometry = render::draw(frame, app))
        .unwrap();
    app.board = geometry;
    (terminal.backend().buffer().clone(), geometry)
}

/// The buffer as text, one string per row.
fn rows(buf: &Buffer) -> Vec<String> {
    (0..buf.area.height)
        .map(|y| {
            (0..buf.area.width)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect()
        })
        .collect()
}

fn screen_text(buf: &Buffer) -> String {
    rows(buf).join("\n")
}

/// The symbol drawn in the middle of `sq`.
fn symbol_on(buf: &Buffer, g: BoardGeometry, sq: &str) -> String {
    let cell = g.cell(sq.parse().unwrap());
    let (x, y) = (cell.x + g.cell_width / 2, cell.y + (g.cell_height - 1) / 2);
    buf[(x, y)].symbol().to_string()
}

fn background_of(buf: &Buffer, g: BoardGeometry, sq: &str) -> Color {
    let cell = g.cell(sq.parse().unwrap());
    buf[(cell.x, cell.y)].bg
}

fn two_people() -> App {
    App::playing(
        Lang::english(),
        Variant::default(),
        Game::start(Rules::LUDOTEKA),
        Opponent::Human,
    )
}

fn key_press(app: &mut App, c: char) {
    app.handle(Event::Key(Key::Char(c)));
}

fn press(app: &mut App, sq: &str) {
    app.cursor = sq.parse().unwrap();
    app.handle(Event::Key(Key::Enter));
}

#[test]
fn the_start_position_with_coordinates_and_marks() {
    let mut app = two_people();
    let (buf, g) = draw(&mut app, 100, 34);
    let g = g.expect("the board fits");
    assert_eq!((g.cell_width, g.cell_height), (7, 3), "large squares");
    assert_eq!(symbol_on(&buf, g, "e5"), glyph::KING);
    assert_eq!(symbol_on(&buf, g, "e1"), glyph::ATTACKER);
    assert_eq!(symbol_on(&buf, g, "e3"), glyph::DEFENDER);
    assert_eq!(symbol_on(&buf, g, "a1"), glyph::CORNER);
    assert_eq!(symbol_on(&buf, g, "b2"), " ");
    // Files below the board, ranks at both sides.
    let text = rows(&buf);
    let bottom = &text[usize::from(g.squares_area().bottom())];
    let outer = g.outer();
    let files: String = bottom
        .chars()
        .skip(usize::from(outer.x))
        .take(usize::from(outer.width))
        .filter(|c| !c.is_whitespace())
        .collect();
    assert_eq!(files, "abcdefghi");
    let rank9: String = text[usize::from(g.y + 1)]
        .chars()
        .skip(usize::from(outer.x))
        .take(usize::from(outer.width))
        .collect();
    assert!(rank9.trim_start().starts_with('9'), "{rank9}");
    assert!(rank9.trim_end().ends_with('9'), "{rank9}");
    // The cursor starts on the throne, in brackets.
    let cell = g.cell(Square::THRONE);
    let y = cell.y + 1;
    assert_eq!(buf[(cell.x, y)].symbol(), "[");
    assert_eq!(buf[(cell.x + 6, y)].symbol(), "]");
    // Side panel, status and keys.
    let all = screen_text(&buf);
    assert!(all.contains("Defenders to move"), "{all}");
    assert!(all.contains("ludoteka"));
    assert!(all.contains("Captured 0         0"), "{all}");
    assert!(all.contains("H hint"));
    assert!(all.contains("The defenders are to move."));
}

#[test]
fn a_small_terminal_gets_a_small_board_or_a_message() {
    let mut app = two_people();
    let (_, g) = draw(&mut app, 80, 24);
    let g = g.unwrap();
    assert_eq!((g.cell_width, g.cell_height), (5, 2));
    let (_, g) = draw(&mut app, 60, 15);
    assert_eq!(g.unwrap().cell_width, 3);
    let (buf, g) = draw(&mut app, 40, 10);
    assert_eq!(g, None);
    assert!(screen_text(&buf).contains("too small"));
}

#[test]
fn a_chosen_piece_lights_its_destinations() {
    let mut app = two_people();
    draw(&mut app, 100, 34);
    press(&mut app, "e3");
    let (buf, g) = draw(&mut app, 100, 34);
    let g = g.unwrap();
    for sq in ["a3", "d3", "f3", "i3"] {
        assert_eq!(symbol_on(&buf, g, sq), glyph::DESTINATION, "{sq}");
    }
    assert_eq!(symbol_on(&buf, g, "e2"), glyph::ATTACKER, "occupied");
    assert_eq!(symbol_on(&buf, g, "c4"), " ", "not a destination");
    let selected = background_of(&buf, g, "e3");
    let destination = background_of(&buf, g, "h3");
    let plain = background_of(&buf, g, "c4");
    assert_ne!(selected, plain);
    assert_ne!(destination, plain);
    assert_ne!(selected, destination);
}

#[test]
fn the_last_move_and_its_capture_are_marked() {
    let mut app = two_people();
    for (from, to) in [("e3", "a3"), ("e2", "a2")] {
        press(&mut app, from);
        press(&mut app, to);
    }
    let (buf, g) = draw(&mut app, 100, 34);
    let g = g.unwrap();
    assert_eq!(symbol_on(&buf, g, "a3"), glyph::CAPTURED);
    let plain = background_of(&buf, g, "c4");
    assert_ne!(background_of(&buf, g, "e2"), plain, "from");
    assert_ne!(background_of(&buf, g, "a2"), plain, "to");
    let all = screen_text(&buf);
    assert!(
        all.contains("The attackers played e2-a2, capturing a3."),
        "{all}"
    );
    assert!(all.contains("Captured 1         0"), "{all}");
    assert!(all.contains("1. e3-a3  e2-a2"), "{all}");
}

#[test]
fn raichi_and_tuichi_are_called() {
    // The king on b5 with the a-file open both ways under edge escape.
    let setup = "/9/t8/9/9/1K7/9/9/9/9/ a".parse().unwrap();
    let game = Game::new(Position::from_setup(&setup, Rules::BRAINKING).unwrap());
    let mut app = App::playing(
        Lang::english(),
        "brainking".parse().unwrap(),
        game,
        Opponent::Human,
    );
    let (buf, _) = draw(&mut app, 100, 34);
    let all = screen_text(&buf);
    assert!(all.contains("Tuichi!"), "{all}");
    assert!(all.contains("4 open routes"), "{all}");

    let setup = "/9/9/9/t8/9/9/9/K8/9/ a".parse().unwrap();
    let game = Game::new(Position::from_setup(&setup, Rules::LUDOTEKA).unwrap());
    let mut app = App::playing(Lang::english(), Variant::default(), game, Opponent::Human);
    let (buf, _) = draw(&mut app, 100, 34);
    let all = screen_text(&buf);
    assert!(all.contains("Raichi!"), "{all}");
    assert!(all.contains("1 open route"), "{all}");
}

#[test]
fn a_proved_fortress_is_called_in_the_status() {
    // Game 3 against tablut.cpp, to the move that closed the block for good.
    let record = include_str!("../../../tablut-core/tests/data/fortress_game3.txt");
    let mut game = Game::start(Rules::ASHTON_SERVER);
    for m in record.split_whitespace() {
        game.play(m.parse().unwrap()).unwrap();
    }
    let mut app = App::playing(
        Lang::english(),
        "ashton-server".parse().unwrap(),
        game,
        Opponent::Human,
    );
    let (buf, _) = draw(&mut app, 120, 40);
    let all = screen_text(&buf);
    assert!(all.contains("Fortress!"), "{all}");

    let mut app = two_people();
    let (buf, _) = draw(&mut app, 120, 40);
    assert!(!screen_text(&buf).contains("Fortress!"));
}

#[test]
fn the_result_banner_explains_the_end() {
    let setup = "/9/9/9/9/9/9/9/8K/9/ d".parse().unwrap();
    let game = Game::new(Position::from_setup(&setup, Rules::LUDOTEKA).unwrap());
    let mut app = App::playing(Lang::english(), Variant::default(), game, Opponent::Human);
    press(&mut app, "i8");
    press(&mut app, "i9");
    let (buf, _) = draw(&mut app, 100, 34);
    let all = screen_text(&buf);
    assert!(all.contains("Defenders win"), "{all}");
    assert!(
        all.contains("The king escaped to i9: the defenders win"),
        "{all}"
    );
    assert!(all.contains("n new game"));
}

#[test]
fn engine_status_while_the_computer_thinks() {
    let mut app = App::playing(
        Lang::english(),
        Variant::default(),
        Game::start(Rules::LUDOTEKA),
        Opponent::Computer {
            human: Side::Attackers,
            strength: Strength::Level(Level::Hard),
        },
    );
    let id = app
        .thinking
        .as_ref()
        .map(|t| t.id)
        .expect("it thinks at once");
    app.thinking = Some(Thinking {
        id,
        purpose: Purpose::Reply,
        side: Side::Defenders,
        depth: 7,
        score: Some(Score(40)),
    });
    let (buf, _) = draw(&mut app, 100, 34);
    let all = screen_text(&buf);
    assert!(all.contains("thinking… depth 7 score +0.40"), "{all}");
    assert!(all.contains("Player   you       hard"), "{all}");
}

#[test]
fn overlays_show_over_the_board() {
    let mut app = two_people();
    app.handle(Event::Key(Key::Char('?')));
    let (buf, _) = draw(&mut app, 100, 34);
    assert!(screen_text(&buf).contains("hint: the engine suggests a move"));
    app.handle(Event::Key(Key::Char('x')));
    app.handle(Event::Key(Key::Char('s')));
    let (buf, _) = draw(&mut app, 100, 34);
    let all = screen_text(&buf);
    assert!(all.contains("Save game"), "{all}");
    assert!(all.contains("File: tablut-"), "{all}");
}

#[test]
fn the_setup_screen_lists_the_choices() {
    let mut app = App::setup(Lang::english(), Variant::default(), Opponent::Human);
    let (buf, g) = draw(&mut app, 100, 34);
    assert_eq!(g, None);
    let all = screen_text(&buf);
    assert!(all.contains("Choose the rule set"), "{all}");
    assert!(all.contains("▶ 1. ludoteka"), "{all}");
    assert!(all.contains("4. cartier"), "{all}");
    assert!(all.contains("Cartier's Linnaeus"), "{all}");
    app.handle(Event::Key(Key::Enter));
    let (buf, _) = draw(&mut app, 100, 34);
    let all = screen_text(&buf);
    assert!(all.contains("Choose your opponent"));
    assert!(all.contains("computer, master"));
}

#[test]
fn a_click_on_the_drawn_board_chooses_that_square() {
    let mut app = two_people();
    let (_, g) = draw(&mut app, 100, 34);
    let cell = g.unwrap().cell("e3".parse().unwrap());
    app.handle(Event::Click {
        column: cell.x + 2,
        row: cell.y + 2,
    });
    assert_eq!(app.selected, Some("e3".parse().unwrap()));
    let cell = g.unwrap().cell("h3".parse().unwrap());
    app.handle(Event::Click {
        column: cell.x,
        row: cell.y,
    });
    assert_eq!(app.game.len(), 1);
}

#[test]
fn thinking_shows_on_an_ordinary_terminal() {
    // The computer (defenders in ludoteka) thinks from the start.
    let mut app = App::playing(
        Lang::english(),
        Variant::default(),
        Game::start(Rules::LUDOTEKA),
        Opponent::Computer {
            human: Side::Attackers,
            strength: Strength::Level(Level::Hard),
        },
    );
    for (w, h) in [(80, 24), (100, 34), (60, 20)] {
        let (buf, _) = draw(&mut app, w, h);
        let all = screen_text(&buf);
        assert!(all.contains("thinking…"), "{w}x{h}:\n{all}");
    }
}

#[test]
fn a_long_warning_wraps_instead_of_being_cut() {
    let mut app = two_people();
    app.status = "Could not load: cannot read /a/rather/long/path/to/a/saved/game.otg: \
                  No such file or directory (os error 2)."
        .to_string();
    let (buf, _) = draw(&mut app, 60, 24);
    let all = screen_text(&buf);
    assert!(all.contains("(os error 2)."), "{all}");
    assert!(all.contains("q quit"), "the keys wrap too:\n{all}");
}

#[test]
fn help_says_what_a_hint_is() {
    let mut app = two_people();
    app.handle(Event::Key(Key::Char('?')));
    let (buf, _) = draw(&mut app, 100, 34);
    let all = screen_text(&buf);
    assert!(all.contains("thinking 1 second"), "{all}");
    assert!(all.contains("whatever the opponent's level"), "{all}");
}

/// Where `text` first shows on the screen: (column, row).
fn find(buf: &Buffer, text: &str) -> Option<(u16, u16)> {
    (0..buf.area.height).find_map(|y| Some((find_in_row(buf, y, text)?, y)))
}

/// Where `text` first shows in row `y`.
fn find_in_row(buf: &Buffer, y: u16, text: &str) -> Option<u16> {
    let row: Vec<char> = rows(buf)[usize::from(y)].chars().collect();
    let want: Vec<char> = text.chars().collect();
    row.windows(want.len())
        .position(|w| w == want)
        .map(|x| x as u16)
}

#[test]
fn a_reviewed_blunder_shows_in_the_graph_the_list_and_on_the_board() {
    let mut app = App::playing(
        Lang::english(),
        Variant::default(),
        blunder_game(),
        Opponent::Human,
    );
    let (buf, _) = draw(&mut app, 100, 40);
    assert!(
        !screen_text(&buf).contains("winning chance"),
        "no graph before a review"
    );
    review_now(&mut app);
    let best = app.review.as_ref().unwrap().plies()[0].best;

    // The game as it stands: the graph, and the blunder marked in the list.
    let (buf, _) = draw(&mut app, 100, 40);
    let all = screen_text(&buf);
    let (_, title) = find(&buf, "Attackers' winning chance").expect(&all);
    assert!(all.contains("1. ...  b9-b7??"), "{all}");
    let mark_y = title + 1;
    let mark_x = find_in_row(&buf, mark_y, "??").expect(&all);
    let pointer_row = title + graph::HEIGHT - 1;

    // Stepped back to the blunder: the better move on the board, in its
    // own colour; the move itself still the last move; the graph points
    // at its column; the panel and the status say it.
    key_press(&mut app, '[');
    let (buf, g) = draw(&mut app, 100, 40);
    let g = g.unwrap();
    let all = screen_text(&buf);
    for sq in [best.from(), best.to()] {
        assert_eq!(
            background_of(&buf, g, &sq.to_string()),
            colour::BETTER,
            "{sq}"
        );
    }
    for sq in ["b9", "b7"] {
        if sq != best.from().to_string() && sq != best.to().to_string() {
            assert_eq!(background_of(&buf, g, sq), colour::LAST_MOVE, "{sq}");
        }
    }
    assert_ne!(colour::BETTER, colour::LAST_MOVE);
    let (pointer_x, _) = find(&buf, graph::POINTER).expect(&all);
    assert_eq!(
        find(&buf, graph::POINTER).map(|(_, y)| y),
        Some(pointer_row),
        "{all}"
    );
    assert!(
        (mark_x..mark_x + 3).contains(&pointer_x),
        "the pointer under the blunder's column:\n{all}"
    );
    assert_eq!(
        buf[(mark_x, mark_y)].fg,
        review_view::class_colour(Class::Blunder)
    );
    assert!(all.contains("Ply 1 b9-b7?? blunder"), "{all}");
    assert!(all.contains(&format!("Better:  {best} ")), "{all}");
    assert!(
        all.contains("Ply 1 b9-b7: blunder (the attackers' chance"),
        "{all}"
    );
    // The result banner waits for the game as it stands.
    assert!(!all.contains("u take back"), "{all}");
}

#[test]
fn the_keys_and_help_name_the_review() {
    let mut app = two_people();
    let (buf, _) = draw(&mut app, 100, 34);
    assert!(screen_text(&buf).contains("v review"));
    app.handle(Event::Key(Key::Char('?')));
    let (buf, _) = draw(&mut app, 100, 34);
    let all = screen_text(&buf);
    assert!(
        all.contains("review: the engine weighs every move"),
        "{all}"
    );
}

#[test]
fn progress_shows_while_a_review_runs() {
    let mut app = two_people();
    press(&mut app, "e3");
    press(&mut app, "h3");
    app.handle(Event::Key(Key::Char('v')));
    let (buf, _) = draw(&mut app, 100, 34);
    let all = screen_text(&buf);
    assert!(all.contains("Reviewing… 0/2 (v or Esc stops it)."), "{all}");
    assert!(
        !all.contains("winning chance"),
        "no graph before the result"
    );
}

#[test]
fn the_spanish_screen_speaks_spanish() {
    let es = Lang::from_code("es").unwrap();
    let mut app = App::playing(
        es,
        Variant::default(),
        Game::start(Rules::LUDOTEKA),
        Opponent::Human,
    );
    let (buf, _) = draw(&mut app, 100, 34);
    let all = screen_text(&buf);
    // Whose turn in the panel and the status line, the keys, the table.
    assert!(all.contains("Mueven los defensores"), "{all}");
    assert!(all.contains("Les toca mover a los defensores."), "{all}");
    assert!(all.contains("H pista  u deshacer"), "{all}");
    assert!(all.contains("Capturas 0"), "{all}");
    assert!(all.contains("El rey escapa a una esquina"), "{all}");
    for english in [
        "to move",
        "Defenders",
        "H hint",
        "Captured",
        "Two players",
        "escapes",
    ] {
        assert!(!all.contains(english), "{english}:\n{all}");
    }

    // A move, then an illegal one with its reason.
    press(&mut app, "e3");
    press(&mut app, "h3");
    let (buf, _) = draw(&mut app, 100, 34);
    let all = screen_text(&buf);
    assert!(all.contains("Los defensores jugaron e3-h3."), "{all}");
    assert!(all.contains("Mueven los atacantes"), "{all}");
    press(&mut app, "d1");
    press(&mut app, "d6");
    let (buf, _) = draw(&mut app, 100, 34);
    let all = screen_text(&buf);
    assert!(
        all.contains("Movimiento ilegal d1-d6: el camino está bloqueado por la ficha de d5."),
        "{all}"
    );
    assert!(!all.contains("Illegal move"), "{all}");

    // The help, and the setup screen.
    key_press(&mut app, '?');
    let (buf, _) = draw(&mut app, 100, 34);
    let all = screen_text(&buf);
    assert!(all.contains("Teclas"), "{all}");
    assert!(
        all.contains("pista: el motor sugiere un movimiento"),
        "{all}"
    );
    let mut app = App::setup(es, Variant::default(), Opponent::Human);
    app.handle(Event::Key(Key::Enter));
    let (buf, _) = draw(&mut app, 100, 34);
    let all = screen_text(&buf);
    assert!(all.contains("Elige a tu rival"), "{all}");
    assert!(all.contains("ordenador, maestro"), "{all}");
    assert!(!all.contains("computer"), "{all}");
}

#[test]
fn every_language_fits_the_panel_and_the_status() {
    // The longest words of each language still leave the board drawn,
    // and no message is shown by its key.
    for lang in Lang::all() {
        let mut app = App::playing(
            lang,
            Variant::default(),
            Game::start(Rules::LUDOTEKA),
            Opponent::Computer {
                human: Side::Attackers,
                strength: Strength::Level(Level::Hard),
            },
        );
        for (w, h) in [(80, 24), (100, 34)] {
            let (buf, g) = draw(&mut app, w, h);
            let all = screen_text(&buf);
            assert!(g.is_some(), "{lang} {w}x{h}:\n{all}");
            assert!(!all.contains("tui-"), "{lang} {w}x{h}:\n{all}");
        }
        key_press(&mut app, '?');
        let (buf, _) = draw(&mut app, 100, 34);
        let all = screen_text(&buf);
        assert!(!all.contains("tui-"), "{lang}:\n{all}");
    }
}

#[test]
fn the_too_small_message_names_a_size_that_fits() {
    // At 55 columns the key bar wraps to two lines: 55×15 is the least.
    let mut app = two_people();
    let (buf, g) = draw(&mut app, 55, 14);
    assert_eq!(g, None);
    let all = words(&buf);
    assert!(all.contains("at least 55×15"), "{all}");
    assert!(!all.contains("at least 55×14"), "{all}");
    let (_, g) = draw(&mut app, 55, 15);
    assert!(g.is_some(), "55×15 draws the board");
    // Narrower than the least width: the height named is the one needed
    // at the least width, and that size draws.
    let (buf, _) = draw(&mut app, 40, 10);
    assert!(words(&buf).contains("at least 55×15"));
    // Wide enough for the keys on one line: one row less.
    let (_, g) = draw(&mut app, 100, 14);
    assert!(g.is_some(), "100×14 draws the board");
    let (buf, g) = draw(&mut app, 100, 13);
    assert_eq!(g, None);
    assert!(words(&buf).contains("at least 55×14"));
}

/// The screen's words, one space between each (a wrapped message whole).
fn words(buf: &Buffer) -> String {
    screen_text(buf)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The rows of the setup list on a `width`×`height` screen after `downs`
/// presses of Down.
fn setup_after(downs: usize, width: u16, height: u16) -> String {
    let mut app = App::setup(Lang::english(), Variant::default(), Opponent::Human);
    for _ in 0..downs {
        app.handle(Event::Key(Key::Down));
    }
    let (buf, _) = draw(&mut app, width, height);
    screen_text(&buf)
}

#[test]
fn the_setup_list_scrolls_to_keep_the_choice_in_view() {
    let items = {
        let app = App::setup(Lang::english(), Variant::default(), Opponent::Human);
        match &app.screen {
            super::app::Screen::Setup(setup) => setup.items(),
            _ => unreachable!(),
        }
    };
    let last = items.len() - 1;
    for (width, height) in [(40, 12), (80, 24), (55, 15)] {
        for (downs, item) in items.iter().enumerate() {
            let all = setup_after(downs, width, height);
            let label = format!("▶ {}. {}", downs + 1, item.label);
            assert!(all.contains(&label), "{width}×{height}, {label}:\n{all}");
        }
        // The last item is shown to its last word, and more above is marked.
        let all = setup_after(last, width, height);
        let last_word = items[last].detail.split_whitespace().last().unwrap();
        assert!(all.contains(last_word), "{width}×{height}:\n{all}");
        assert!(all.contains("↑"), "{width}×{height}:\n{all}");
        assert!(!all.contains("↓"), "{width}×{height}:\n{all}");
    }
    // Where everything fits, no arrows.
    let all = setup_after(0, 100, 40);
    assert!(!all.contains('↑') && !all.contains('↓'), "{all}");
}

#[test]
fn scrolling_keeps_the_chosen_lines_off_the_arrow_rows() {
    use render::scroll_offset;
    assert_eq!(scroll_offset(0..3, 5, 10), 0);
    assert_eq!(scroll_offset(0..3, 20, 10), 0);
    // Lines 8..10 in 10 rows: row 9 is the ↓ row, so scroll.
    let first = scroll_offset(8..10, 20, 10);
    assert!((1..8).contains(&first) && 10 <= first + 9, "{first}");
    // The last item: no ↓ row, and not past the end.
    assert_eq!(scroll_offset(17..20, 20, 10), 10);
    // Taller than the rows: its beginning, under the ↑ row.
    assert_eq!(scroll_offset(5..30, 40, 10), 4);
}

#[test]
fn the_players_table_fits_narrow_panels_in_every_language() {
    for lang in Lang::all() {
        for opponent in [
            Opponent::Human,
            Opponent::Computer {
                human: Side::Defenders,
                strength: Strength::Level(Level::Beginner),
            },
        ] {
            let app = App::playing(
                lang,
                Variant::default(),
                Game::start(Rules::LUDOTEKA),
                opponent,
            );
            let sides = [
                tablut_i18n::game_text::side_title(lang, Side::Attackers),
                tablut_i18n::game_text::side_title(lang, Side::Defenders),
            ];
            // The panel's inside at 55 to 60 columns, and wider.
            for width in [22, 24, 27, 30, 42] {
                // (The first line, whose turn it is, is a sentence that wraps.)
                for line in render::panel_lines(&app, width).into_iter().skip(1) {
                    let text: String = line.spans.iter().map(|s| s.content.as_ref()).collect();
                    if sides.iter().any(|s| text.contains(s.as_str())) {
                        assert!(
                            line.width() <= width,
                            "{lang:?} {opponent:?}, {width} wide: {text:?}"
                        );
                    }
                }
            }
        }
    }
}
