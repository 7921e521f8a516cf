//! Tests of [`App`]'s state machine: choosing and moving pieces, wrong
//! input, undo, the computer's replies and hints arriving as reports, files,
//! the setup screen and quitting.

use std::time::Duration;

use tablut_core::{Game, Move, Position, Preset, Rules, Side, Square, Variant};
use tablut_engine::{Level, Limits, Score, SearchResult};

use super::app::{App, Overlay, PromptKind, Purpose, Request, Screen, Tone};
use super::board::BoardGeometry;
use super::input::{Event, Key};
use super::opponent::{Opponent, Strength};
use tablut_tools::engine_thread::Report;

fn key(app: &mut App, k: Key) -> Vec<Request> {
    app.handle(Event::Key(k))
}

fn keys(app: &mut App, text: &str) {
    for c in text.chars() {
        key(app, Key::Char(c));
    }
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn two_people() -> App {
    App::playing(
        Variant::default(),
        Game::start(Rules::LUDOTEKA),
        Opponent::Human,
    )
}

fn vs_computer(human: Side) -> App {
    App::playing(
        Variant::default(),
        Game::start(Rules::LUDOTEKA),
        Opponent::Computer {
            human,
            strength: Strength::Level(Level::Beginner),
        },
    )
}

/// Points the cursor at `s` and presses Enter.
fn press(app: &mut App, s: &str) -> Vec<Request> {
    app.cursor = sq(s);
    key(app, Key::Enter)
}

#[test]
fn choosing_a_piece_shows_where_it_may_go() {
    let mut app = two_people();
    press(&mut app, "e3");
    assert_eq!(app.selected, Some(sq("e3")));
    // e3 slides along rank 3 (a3-d3, f3-i3); e2 and e4 are occupied.
    assert_eq!(app.destinations.count(), 8);
    assert!(app.destinations.contains(sq("h3")));
    assert!(app.status.contains("can go to 8 squares"), "{}", app.status);
    press(&mut app, "h3");
    assert_eq!(app.game.len(), 1);
    assert_eq!(app.selected, None);
    assert_eq!(app.status, "The defenders played e3-h3.");
}

#[test]
fn wrong_choices_are_explained_and_change_nothing() {
    let mut app = two_people();
    press(&mut app, "e1");
    assert_eq!(app.tone, Tone::Warning);
    assert!(app.status.contains("belongs to the attackers"));
    press(&mut app, "c4");
    assert!(app.status.contains("no piece on c4"), "{}", app.status);
    press(&mut app, "e5");
    assert!(app.status.contains("king on e5 has no legal move"));
    press(&mut app, "e3");
    press(&mut app, "f4");
    assert!(app.status.contains("not a move"), "{}", app.status);
    press(&mut app, "e1");
    assert!(
        app.status.starts_with("Illegal move e3-e1"),
        "{}",
        app.status
    );
    assert_eq!(app.selected, Some(sq("e3")), "the choice stays");
    // Another piece of the side to move changes the choice.
    press(&mut app, "d5");
    assert_eq!(app.selected, Some(sq("d5")));
    press(&mut app, "d5");
    assert_eq!(app.selected, None);
    assert_eq!(app.game.len(), 0);
}

#[test]
fn the_cursor_stays_on_the_board() {
    let mut app = two_people();
    for _ in 0..12 {
        key(&mut app, Key::Char('h'));
        key(&mut app, Key::Up);
    }
    assert_eq!(app.cursor, sq("a9"));
    keys(&mut app, "jjl");
    assert_eq!(app.cursor, sq("b7"));
}

#[test]
fn undo_between_two_people_takes_back_one_move() {
    let mut app = two_people();
    press(&mut app, "e3");
    press(&mut app, "h3");
    key(&mut app, Key::Char('u'));
    assert_eq!(app.game.len(), 0);
    assert!(app.status.starts_with("Took back e3-h3."));
    key(&mut app, Key::Char('u'));
    assert_eq!(app.tone, Tone::Warning);
}

fn search_id(requests: &[Request]) -> u64 {
    requests
        .iter()
        .find_map(|r| match r {
            Request::Search { id, .. } => Some(*id),
            _ => None,
        })
        .expect("a search was asked for")
}

fn done(id: u64, best: &str) -> Event {
    let mv: Move = best.parse().unwrap();
    Event::Engine(Report::Done {
        id,
        result: SearchResult {
            best: Some(mv),
            score: Score(40),
            pv: vec![mv],
            depth: 3,
            nodes: 100,
            elapsed: Duration::from_millis(5),
        },
    })
}

#[test]
fn the_computer_replies_through_reports() {
    let mut app = vs_computer(Side::Defenders);
    assert!(app.take_requests().is_empty(), "the defenders move first");
    press(&mut app, "e3");
    let requests = press(&mut app, "h3");
    let id = search_id(&requests);
    assert_eq!(app.thinking.as_ref().unwrap().purpose, Purpose::Reply);
    // While it thinks, the board does not take moves.
    press(&mut app, "d5");
    assert!(app.status.contains("computer is thinking"));
    app.handle(Event::Engine(Report::Progress {
        id,
        depth: 7,
        score: Score(40),
        best: None,
    }));
    assert_eq!(app.thinking.as_ref().unwrap().depth, 7);
    // A report of some other search is ignored.
    app.handle(done(id + 100, "d1-d3"));
    assert_eq!(app.game.len(), 1);
    app.handle(done(id, "d1-d3"));
    assert_eq!(app.game.len(), 2);
    assert_eq!(app.thinking, None);
    assert_eq!(app.status, "The attackers (computer) played d1-d3.");
    // Undo takes back the reply and the person's move.
    let requests = key(&mut app, Key::Char('u'));
    assert!(requests.is_empty());
    assert_eq!(app.game.len(), 0);
    assert!(app.status.starts_with("Took back e3-h3 d1-d3."));
}

#[test]
fn undo_while_the_computer_thinks_stops_it() {
    let mut app = vs_computer(Side::Defenders);
    press(&mut app, "e3");
    press(&mut app, "h3");
    let requests = key(&mut app, Key::Char('u'));
    assert!(matches!(requests[..], [Request::Cancel]));
    assert_eq!(app.game.len(), 0);
    assert_eq!(app.thinking, None);
}

#[test]
fn a_computer_moving_first_starts_at_once() {
    let mut app = vs_computer(Side::Attackers);
    let id = search_id(&app.take_requests());
    app.handle(done(id, "e3-h3"));
    assert_eq!(app.game.len(), 1);
    key(&mut app, Key::Char('u'));
    assert_eq!(app.game.len(), 1, "the computer's first move stays");
}

#[test]
fn hints_are_shown_and_cleared_by_a_move() {
    let mut app = two_people();
    let id = search_id(&key(&mut app, Key::Char('H')));
    app.handle(done(id, "e3-h3"));
    assert_eq!(app.hint, Some("e3-h3".parse().unwrap()));
    assert_eq!(app.cursor, sq("e3"));
    assert!(app.status.starts_with("Hint: e3-h3 (score +0.40"));
    key(&mut app, Key::Enter);
    press(&mut app, "h3");
    assert_eq!(app.hint, None);
}

#[test]
fn a_real_engine_thread_answers() {
    use tablut_engine::EngineConfig;
    use tablut_tools::engine_thread::EngineThread;
    let (tx, rx) = std::sync::mpsc::channel();
    let mut engine = EngineThread::spawn(
        EngineConfig {
            threads: 1,
            hash_mb: 1,
            weights: None,
        },
        tx,
    );
    let mut app = vs_computer(Side::Attackers);
    for request in app.take_requests() {
        if let Request::Search { id, game, limits } = request {
            engine.search(id, *game, limits);
        }
    }
    while app.thinking.is_some() {
        let report = rx.recv_timeout(Duration::from_secs(60)).unwrap();
        app.handle(Event::Engine(report));
    }
    assert_eq!(app.game.len(), 1);
    assert!(app.status.starts_with("The defenders (computer) played"));
}

#[test]
fn quitting_an_unfinished_game_asks_first() {
    let mut app = two_people();
    key(&mut app, Key::Char('q'));
    assert!(app.quit, "nothing to lose yet");
    let mut app = two_people();
    press(&mut app, "e3");
    press(&mut app, "h3");
    key(&mut app, Key::Char('q'));
    assert_eq!(app.overlay, Some(Overlay::ConfirmQuit));
    key(&mut app, Key::Char('n'));
    assert!(!app.quit);
    assert_eq!(app.overlay, None);
    key(&mut app, Key::Char('q'));
    key(&mut app, Key::Char('y'));
    assert!(app.quit);
}

#[test]
fn save_and_load_through_prompts() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.otg");
    let mut app = two_people();
    press(&mut app, "e3");
    press(&mut app, "h3");
    key(&mut app, Key::Char('s'));
    match &app.overlay {
        Some(Overlay::Prompt { kind, text }) => {
            assert_eq!(*kind, PromptKind::Save);
            assert!(
                text.starts_with("tablut-") && text.ends_with(".otg"),
                "{text}"
            );
        }
        other => panic!("no prompt: {other:?}"),
    }
    // Clear the suggested name and type another.
    for _ in 0..40 {
        key(&mut app, Key::Backspace);
    }
    keys(&mut app, file.to_str().unwrap());
    key(&mut app, Key::Enter);
    assert_eq!(app.overlay, None);
    // One move is "1 move" (it said "1 moves" before issue 11).
    assert!(app.status.starts_with("Saved 1 move to"), "{}", app.status);

    let mut other = App::playing(
        Variant::preset(Preset::Cartier),
        Game::start(Rules::CARTIER),
        Opponent::Human,
    );
    key(&mut other, Key::Char('L'));
    keys(&mut other, file.to_str().unwrap());
    key(&mut other, Key::Enter);
    assert_eq!(other.game.len(), 1);
    assert_eq!(other.variant, Variant::default());
    key(&mut other, Key::Char('L'));
    keys(&mut other, "/nonexistent/tablut.otg");
    key(&mut other, Key::Enter);
    assert_eq!(other.tone, Tone::Warning);
    assert!(other.status.starts_with("Could not load: cannot read"));
    assert_eq!(other.game.len(), 1);
}

#[test]
fn setup_then_play_and_back() {
    let mut app = App::setup(Variant::default(), Opponent::Human);
    assert!(matches!(app.screen, Screen::Setup(_)));
    // cartier, against the computer (beginner), as the defenders.
    keys(&mut app, "4");
    keys(&mut app, "2");
    let requests = key(&mut app, Key::Char('2'));
    assert_eq!(app.screen, Screen::Play);
    assert_eq!(app.variant, Variant::preset(Preset::Cartier));
    // Cartier: the attackers (the computer) move first.
    assert!(matches!(
        requests[..],
        [Request::NewGame, Request::Search { .. }]
    ));
    // n shows the setup again; Esc goes back to the same game.
    key(&mut app, Key::Char('n'));
    assert!(matches!(app.screen, Screen::Setup(_)));
    key(&mut app, Key::Esc);
    assert_eq!(app.screen, Screen::Play);
}

#[test]
fn the_end_is_explained() {
    let setup = "/9/9/9/9/9/9/9/8K/9/ d".parse().unwrap();
    let game = Game::new(Position::from_setup(&setup, Rules::LUDOTEKA).unwrap());
    let mut app = App::playing(Variant::default(), game, Opponent::Human);
    press(&mut app, "i8");
    press(&mut app, "i9");
    assert_eq!(
        app.status,
        "The defenders played i8-i9. The king escaped to i9: the defenders win."
    );
    press(&mut app, "i9");
    assert!(app.status.starts_with("The game is over"));
}

#[test]
fn clicks_choose_squares() {
    let mut app = two_people();
    app.board = Some(BoardGeometry {
        x: 10,
        y: 5,
        cell_width: 3,
        cell_height: 1,
    });
    // e3: file 4, rank 3 is row 9 - 3 = 6 from the top.
    app.handle(Event::Click {
        column: 10 + 4 * 3 + 1,
        row: 5 + 6,
    });
    assert_eq!(app.selected, Some(sq("e3")));
    app.handle(Event::Click { column: 0, row: 0 });
    assert_eq!(app.selected, Some(sq("e3")), "outside the board");
}

#[test]
fn hints_think_one_second_whatever_the_opponent() {
    // Against a beginner the hint is not a beginner's move.
    let mut app = vs_computer(Side::Defenders);
    let requests = key(&mut app, Key::Char('H'));
    let limits = requests.iter().find_map(|r| match r {
        Request::Search { limits, .. } => Some(*limits),
        _ => None,
    });
    assert_eq!(limits, Some(Limits::movetime(Duration::from_secs(1))));
    let mut app = two_people();
    let requests = key(&mut app, Key::Char('H'));
    assert!(requests.iter().any(|r| matches!(
        r,
        Request::Search { limits, .. } if *limits == Limits::movetime(Duration::from_secs(1))
    )));
}

#[test]
fn saving_over_a_file_asks_first() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.otg");
    std::fs::write(&file, "keep me").unwrap();
    let name = file.to_str().unwrap();
    let mut app = two_people();
    press(&mut app, "e3");
    press(&mut app, "h3");
    let save = |app: &mut App| {
        key(app, Key::Char('s'));
        for _ in 0..40 {
            key(app, Key::Backspace);
        }
        keys(app, name);
        key(app, Key::Enter);
    };
    save(&mut app);
    assert_eq!(
        app.overlay,
        Some(Overlay::ConfirmOverwrite {
            path: name.to_string()
        })
    );
    // n: back to the name, nothing written.
    key(&mut app, Key::Char('n'));
    assert!(matches!(
        app.overlay,
        Some(Overlay::Prompt {
            kind: PromptKind::Save,
            ..
        })
    ));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "keep me");
    key(&mut app, Key::Esc);
    save(&mut app);
    key(&mut app, Key::Char('y'));
    assert_eq!(app.overlay, None);
    assert!(app.status.starts_with("Saved 1 move to"), "{}", app.status);
    assert!(std::fs::read_to_string(&file).unwrap().contains("e3-h3"));
}

#[test]
fn loading_over_an_unsaved_game_asks_first() {
    let mut app = two_people();
    key(&mut app, Key::Char('L'));
    assert!(
        matches!(
            app.overlay,
            Some(Overlay::Prompt {
                kind: PromptKind::Load,
                ..
            })
        ),
        "nothing to lose yet"
    );
    key(&mut app, Key::Esc);
    press(&mut app, "e3");
    press(&mut app, "h3");
    key(&mut app, Key::Char('L'));
    assert_eq!(app.overlay, Some(Overlay::ConfirmDiscard));
    key(&mut app, Key::Char('n'));
    assert_eq!(app.overlay, None);
    assert_eq!(app.game.len(), 1);
    key(&mut app, Key::Char('L'));
    key(&mut app, Key::Char('y'));
    assert!(matches!(
        app.overlay,
        Some(Overlay::Prompt {
            kind: PromptKind::Load,
            ..
        })
    ));
    // Once saved, nothing is lost by loading.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("saved.otg");
    key(&mut app, Key::Esc);
    key(&mut app, Key::Char('s'));
    for _ in 0..40 {
        key(&mut app, Key::Backspace);
    }
    keys(&mut app, file.to_str().unwrap());
    key(&mut app, Key::Enter);
    key(&mut app, Key::Char('L'));
    assert!(matches!(
        app.overlay,
        Some(Overlay::Prompt {
            kind: PromptKind::Load,
            ..
        })
    ));
}

#[test]
fn stepping_through_the_game_changes_nothing_and_comes_back() {
    let mut app = two_people();
    for mv in ["e3-h3", "d1-d3", "h3-h2"] {
        let (from, to) = mv.split_once('-').unwrap();
        press(&mut app, from);
        press(&mut app, to);
    }
    assert_eq!(app.game.len(), 3);
    let live = *app.game.position();
    key(&mut app, Key::Char('['));
    assert_eq!(app.shown_game().len(), 2);
    assert_eq!(app.position(), &{
        let mut g = Game::start(Rules::LUDOTEKA);
        g.play("e3-h3".parse().unwrap()).unwrap();
        g.play("d1-d3".parse().unwrap()).unwrap();
        *g.position()
    });
    assert!(app.status.starts_with("Move 2 of 3"), "{}", app.status);
    // No move can be made on an earlier position.
    key(&mut app, Key::Enter);
    assert_eq!(app.tone, Tone::Warning);
    assert_eq!(app.game.len(), 3, "the game is unchanged");
    key(&mut app, Key::Char('{'));
    assert_eq!(app.shown_game().len(), 0);
    key(&mut app, Key::Char('['));
    assert_eq!(app.shown_game().len(), 0, "not before the start");
    key(&mut app, Key::Char(']'));
    assert_eq!(app.shown_game().len(), 1);
    key(&mut app, Key::Esc);
    assert!(app.viewing.is_none());
    assert_eq!(app.position(), &live);
    key(&mut app, Key::Char('['));
    key(&mut app, Key::Char('}'));
    assert!(app.viewing.is_none());
}
