//! Tests of [`App`]'s state machine: choosing and moving pieces, wrong
//! input, undo, the computer's replies and hints arriving as reports, files,
//! the setup screen and quitting, the review of a game.

use std::time::Duration;

use tablut_core::{Game, Move, Position, Preset, Rules, Side, Square, Variant};
use tablut_engine::{Engine, EngineConfig, Level, Limits, Score, SearchResult};
use tablut_i18n::Lang;

use super::app::{App, Overlay, PromptKind, Purpose, Request, Screen, Tone};
use super::geometry::BoardGeometry;
use super::input::{Event, Key};
use super::opponent::{Opponent, Strength};
use super::reviewer::{ReviewReport, ReviewThread};
use tablut_engine::review::review_until;
use tablut_engine::review::{Class, WinModel};
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
        Lang::english(),
        Variant::default(),
        Game::start(Rules::LUDOTEKA),
        Opponent::Human,
    )
}

fn vs_computer(human: Side) -> App {
    App::playing(
        Lang::english(),
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
            eval: Default::default(),
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
        Lang::english(),
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
    let mut app = App::setup(Lang::english(), Variant::default(), Opponent::Human);
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
    let mut app = App::playing(Lang::english(), Variant::default(), game, Opponent::Human);
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

// ----- review ----------------------------------------------------------

/// The ludoteka game of `crates/tablut-tools/tests/review.rs`: an attacker
/// on b9 shuts rank 9; b9-b7 opens it and the king on d9 runs to a9.
pub(super) fn blunder_game() -> Game {
    let setup = "/9/1t7/4T2t1/6T2/5t3/2t6/9/3t5/1t1Kt4/ a".parse().unwrap();
    let mut game = Game::new(Position::from_setup(&setup, Rules::LUDOTEKA).unwrap());
    for mv in ["b9-b7", "d9-a9"] {
        game.play(mv.parse().unwrap()).unwrap();
    }
    game
}

/// The review `requests` ask for: its id, game and limits.
fn review_request(requests: Vec<Request>) -> (u64, Game, Limits) {
    requests
        .into_iter()
        .find_map(|r| match r {
            Request::Review { id, game, limits } => Some((id, *game, limits)),
            _ => None,
        })
        .expect("a review was asked for")
}

/// Carries out review `id` of `game` at once, as the review thread would
/// (one engine thread, so the same every time), and hands the app its
/// reports.
fn carry_out(app: &mut App, id: u64, game: &Game, limits: &Limits) {
    let mut engine = Engine::new(EngineConfig {
        threads: 1,
        hash_mb: 4,
        weights: None,
        eval: Default::default(),
    });
    let model = WinModel::for_rules(game.rules());
    let mut progress = Vec::new();
    let plies = review_until(
        game,
        &mut engine,
        limits,
        &model,
        |_| {},
        || false,
        |done, total| progress.push((done, total)),
    )
    .expect("not stopped");
    for (done, total) in progress {
        app.handle(Event::Review(ReviewReport::Progress { id, done, total }));
    }
    app.handle(Event::Review(ReviewReport::Done { id, plies }));
}

/// Presses `v` and carries out the review it asks for, searching each
/// position to depth 2 (quick, and the same every time).
pub(super) fn review_now(app: &mut App) {
    app.review_limits = Limits::depth(2);
    let (id, game, limits) = review_request(key(app, Key::Char('v')));
    carry_out(app, id, &game, &limits);
}

fn play(app: &mut App, moves: &str) {
    for mv in moves.split_whitespace() {
        let (from, to) = mv.split_once('-').unwrap();
        press(app, from);
        press(app, to);
    }
}

#[test]
fn v_reviews_on_the_review_thread_with_progress_and_stops() {
    let mut app = two_people();
    key(&mut app, Key::Char('v'));
    assert_eq!(app.tone, Tone::Warning, "nothing to review yet");
    assert!(app.reviewing.is_none());
    play(&mut app, "e3-h3 d1-d3");
    let (id, game, limits) = review_request(key(&mut app, Key::Char('v')));
    assert_eq!(game.len(), 2);
    assert_eq!(
        limits,
        Limits::movetime(crate::cmd::review::DEFAULT_TIME),
        "the time of tablut analyze --game"
    );
    assert!(app.status.starts_with("Reviewing… 0/3"), "{}", app.status);
    let progress = |done| Event::Review(ReviewReport::Progress { id, done, total: 3 });
    app.handle(progress(1));
    assert!(app.status.starts_with("Reviewing… 1/3"), "{}", app.status);
    // Another review's report changes nothing.
    app.handle(Event::Review(ReviewReport::Progress {
        id: id + 7,
        done: 2,
        total: 3,
    }));
    assert_eq!(app.reviewing.as_ref().unwrap().done, 1);
    // A warning meanwhile is not overwritten by the progress.
    key(&mut app, Key::Char('x'));
    app.handle(progress(2));
    assert!(app.status.contains("does nothing"), "{}", app.status);
    assert_eq!(app.reviewing.as_ref().unwrap().done, 2);
    // v again stops it; its late result is ignored.
    let requests = key(&mut app, Key::Char('v'));
    assert!(
        matches!(requests[..], [Request::StopReview]),
        "{requests:?}"
    );
    assert!(app.reviewing.is_none());
    assert!(app.status.starts_with("Review stopped"), "{}", app.status);
    carry_out(&mut app, id, &game, &Limits::depth(1));
    assert!(app.review.is_none());
    // Esc stops one too, when there is no piece or hint to drop first.
    key(&mut app, Key::Char('v'));
    press(&mut app, "h3");
    key(&mut app, Key::Esc);
    assert!(app.reviewing.is_some(), "Esc dropped the chosen piece");
    let requests = key(&mut app, Key::Esc);
    assert!(
        matches!(requests[..], [Request::StopReview]),
        "{requests:?}"
    );
}

#[test]
fn a_blunder_is_marked_and_stepping_to_it_names_the_better_move() {
    let mut app = App::playing(
        Lang::english(),
        Variant::default(),
        blunder_game(),
        Opponent::Human,
    );
    review_now(&mut app);
    assert!(app.reviewing.is_none());
    let review = app.review.as_ref().expect("a review");
    assert_eq!(review.plies().len(), 2);
    let blunder = review.plies()[0].clone();
    assert_eq!(blunder.class, Class::Blunder, "{blunder:?}");
    assert_ne!(blunder.best, blunder.mv);
    assert!(
        app.status
            .starts_with("Review done (attackers: 1 blunder, 0 mistakes, 0 inaccuracies;"),
        "{}",
        app.status
    );
    // The live position follows the escape, the engine's own move.
    assert_eq!(app.better_move(), None);
    key(&mut app, Key::Char('['));
    assert_eq!(app.shown_game().len(), 1);
    assert_eq!(app.better_move(), Some(blunder.best));
    let expected = format!(
        "Ply 1 b9-b7: blunder (the attackers' chance {:.0}% → 0%). Better: {}",
        100.0 * blunder.chance_before,
        blunder.best
    );
    assert!(app.status.starts_with(&expected), "{}", app.status);
    key(&mut app, Key::Char('['));
    assert_eq!(app.better_move(), None, "the start: no move led there");
    assert!(app.status.starts_with("Move 0 of 2"), "{}", app.status);
    // Reviewed already: v says so instead of searching again.
    assert!(key(&mut app, Key::Char('v')).is_empty());
    assert!(
        app.status.contains("The game is reviewed"),
        "{}",
        app.status
    );
}

#[test]
fn a_review_keeps_the_moves_the_game_still_shares() {
    let mut app = two_people();
    play(&mut app, "e3-h3 d1-d3 h3-h2");
    review_now(&mut app);
    assert_eq!(app.review.as_ref().unwrap().plies().len(), 3);
    // A move more: the review stands for the first three; v reviews again.
    play(&mut app, "a4-b4");
    assert_eq!(app.review.as_ref().unwrap().plies().len(), 3);
    assert_eq!(app.shown_review().map(|r| r.ply), None, "ply 4 is new");
    let (id, game, limits) = review_request(key(&mut app, Key::Char('v')));
    assert_eq!(game.len(), 4);
    // Taken back and played otherwise while it runs: the result keeps
    // what is still shared.
    key(&mut app, Key::Char('u'));
    key(&mut app, Key::Char('u'));
    assert_eq!(app.review.as_ref().unwrap().plies().len(), 2);
    play(&mut app, "h3-g3");
    carry_out(&mut app, id, &game, &limits);
    assert_eq!(app.review.as_ref().unwrap().plies().len(), 2);
    assert!(
        app.status.contains("covers the first 2 moves"),
        "{}",
        app.status
    );
    // Another game: no review.
    key(&mut app, Key::Char('n'));
    keys(&mut app, "111");
    assert!(app.review.is_none());
}

#[test]
fn a_loaded_record_is_reviewed() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("blunder.otg");
    let record = tablut_core::notation::write_record(&blunder_game(), &Variant::default(), &[]);
    std::fs::write(&file, record).unwrap();
    let mut app = two_people();
    key(&mut app, Key::Char('L'));
    keys(&mut app, file.to_str().unwrap());
    key(&mut app, Key::Enter);
    assert_eq!(app.game.len(), 2, "{}", app.status);
    review_now(&mut app);
    let review = app.review.as_ref().expect("a review");
    assert_eq!(review.plies()[0].class, Class::Blunder);
    key(&mut app, Key::Char('{'));
    key(&mut app, Key::Char(']'));
    assert!(
        app.status.starts_with("Ply 1 b9-b7: blunder"),
        "{}",
        app.status
    );
}

#[test]
fn a_real_review_thread_answers() {
    let (tx, rx) = std::sync::mpsc::channel();
    let mut reviewer = ReviewThread::spawn(
        EngineConfig {
            threads: 1,
            hash_mb: 1,
            weights: None,
            eval: Default::default(),
        },
        tx,
    );
    let mut app = App::playing(
        Lang::english(),
        Variant::default(),
        blunder_game(),
        Opponent::Human,
    );
    app.review_limits = Limits::depth(2);
    for request in key(&mut app, Key::Char('v')) {
        if let Request::Review { id, game, limits } = request {
            reviewer.review(id, *game, limits);
        }
    }
    while app.reviewing.is_some() {
        let report = rx.recv_timeout(Duration::from_secs(60)).unwrap();
        app.handle(Event::Review(report));
    }
    assert_eq!(
        app.review.as_ref().unwrap().plies()[0].class,
        Class::Blunder
    );
}
