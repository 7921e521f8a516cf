//! [`App`]: the state of the terminal UI and every rule of how it reacts.
//! [`App::handle`] takes one [`Event`] and returns what the engine thread
//! should do ([`Request`]s); it draws nothing and touches no terminal, so
//! tests drive it directly. Files are read and written here (save, load).
//! The review of the game (`v`) runs on a thread of its own
//! ([`super::reviewer`]); its state is [`GameReview`] and [`Reviewing`].

use std::path::Path;

use tablut_core::notation::write_record;
use tablut_core::{Bitboard, Game, Move, Position, Side, Square, Variant};
use tablut_engine::{Limits, Score, SearchResult};
use tablut_tools::review::PlyReview;

use super::board::BoardGeometry;
use super::describe::{ending, moves, piece_name};
use super::input::{Event, Key};
use super::opponent::{Opponent, HINT};
use super::review::{sentence, GameReview, Reviewing};
use super::reviewer::ReviewReport;
use super::setup::{Setup, SetupResult};
use crate::board_view::{escape_call, square_list};
use crate::saved_game::{file_stamp, load_record, today};
use tablut_tools::engine_thread::Report;

/// What the engine thread should do.
#[derive(Clone, Debug)]
pub enum Request {
    /// Search `game`'s position within `limits`, as search `id`.
    Search {
        /// The id the reports will carry.
        id: u64,
        /// The game, history included (repetition).
        game: Box<Game>,
        /// How long or how deep.
        limits: Limits,
    },
    /// Abandon every search asked for so far.
    Cancel,
    /// A new game: forget what earlier searches learned.
    NewGame,
    /// Review every move of `game` (on the review thread), as review `id`.
    Review {
        /// The id the reports will carry.
        id: u64,
        /// The game to review.
        game: Box<Game>,
        /// How long or how deep each position is searched.
        limits: Limits,
    },
    /// Abandon every review asked for so far.
    StopReview,
}

/// Which screen is showing.
#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    /// Choosing the rules and the players.
    Setup(Setup),
    /// The board.
    Play,
}

/// What a file-name prompt is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PromptKind {
    /// Save the game to the file.
    Save,
    /// Load a game from the file.
    Load,
}

/// A window over the screen that takes the keys while it shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Overlay {
    /// The list of keys.
    Help,
    /// "Quit this unfinished game?"
    ConfirmQuit,
    /// "This file exists: overwrite it?"
    ConfirmOverwrite {
        /// The file.
        path: String,
    },
    /// "The game is not saved: load another anyway?"
    ConfirmDiscard,
    /// A file name being typed.
    Prompt {
        /// Save or load.
        kind: PromptKind,
        /// The text so far.
        text: String,
    },
}

/// Why the engine is searching.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The computer's move.
    Reply,
    /// A suggestion for the person to move.
    Hint,
}

/// A search under way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thinking {
    /// The search's id.
    pub id: u64,
    /// Why.
    pub purpose: Purpose,
    /// The side whose move is searched.
    pub side: Side,
    /// The deepest completed iteration so far (0: none yet).
    pub depth: u32,
    /// Its score for `side`.
    pub score: Option<Score>,
}

/// Whether the status line reports or warns.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tone {
    /// News: a move played, a file saved.
    Info,
    /// Something could not be done, and why.
    Warning,
}

/// The terminal UI's state.
#[derive(Clone, Debug)]
pub struct App {
    /// The rule set.
    pub variant: Variant,
    /// The game on the board.
    pub game: Game,
    /// Who plays.
    pub opponent: Opponent,
    /// The screen showing.
    pub screen: Screen,
    /// A window over it, if any.
    pub overlay: Option<Overlay>,
    /// The square the keyboard points at.
    pub cursor: Square,
    /// The piece chosen to move, if any.
    pub selected: Option<Square>,
    /// Where the chosen piece may go.
    pub destinations: Bitboard,
    /// The engine's suggestion, shown until the next move.
    pub hint: Option<Move>,
    /// The search under way, if any.
    pub thinking: Option<Thinking>,
    /// The status line.
    pub status: String,
    /// How the status line reads.
    pub tone: Tone,
    /// Whether the program should end.
    pub quit: bool,
    /// Where the board was last drawn (for mouse clicks).
    pub board: Option<BoardGeometry>,
    /// The game as it stood at an earlier ply, while stepping through it
    /// (`[` and `]`); the game itself goes on unchanged.
    pub viewing: Option<Game>,
    /// The engine's review of the game (`v`), for the plies the game
    /// still shares with the game reviewed.
    pub review: Option<GameReview>,
    /// The review under way, if any.
    pub reviewing: Option<Reviewing>,
    /// How each position of a review is searched: the time of `tablut
    /// analyze --game` (tests search to a depth, to be quick and the same
    /// every time).
    pub review_limits: Limits,
    /// Whether a game has been started (so the setup screen can go back to it).
    started: bool,
    /// Whether the game has changed since it was started, saved or loaded.
    unsaved: bool,
    next_id: u64,
    requests: Vec<Request>,
}

impl App {
    /// The UI showing the setup screen, with `variant` and `opponent`
    /// chosen in advance.
    pub fn setup(variant: Variant, opponent: Opponent) -> App {
        let mut app = App::playing(variant, Game::start(variant.rules), opponent);
        app.started = false;
        app.screen = Screen::Setup(Setup::new(variant, opponent));
        app.status = "Choose the rules and the players.".to_string();
        app.requests.clear();
        app
    }

    /// The UI playing `game` at once. If the computer is to move, the first
    /// [`App::take_requests`] holds its search.
    pub fn playing(variant: Variant, game: Game, opponent: Opponent) -> App {
        let mut app = App {
            variant,
            game,
            opponent,
            screen: Screen::Play,
            overlay: None,
            cursor: Square::THRONE,
            selected: None,
            destinations: Bitboard::EMPTY,
            hint: None,
            thinking: None,
            status: String::new(),
            tone: Tone::Info,
            quit: false,
            board: None,
            viewing: None,
            review: None,
            reviewing: None,
            review_limits: Limits::movetime(crate::cmd::review::DEFAULT_TIME),
            started: true,
            unsaved: false,
            next_id: 0,
            requests: Vec::new(),
        };
        app.status = app.turn_text();
        app.start_reply();
        app
    }

    /// The requests made so far, emptied.
    pub fn take_requests(&mut self) -> Vec<Request> {
        std::mem::take(&mut self.requests)
    }

    /// Reacts to one event; returns what the engine thread should do.
    pub fn handle(&mut self, event: Event) -> Vec<Request> {
        match event {
            Event::Key(Key::Interrupt) => self.leave(),
            Event::Key(key) => self.key(key),
            Event::Click { column, row } => self.click(column, row),
            Event::Engine(report) => self.report(report),
            Event::Review(report) => self.review_report(report),
        }
        self.take_requests()
    }

    /// The position on the board (an earlier one while stepping through
    /// the game).
    pub fn position(&self) -> &Position {
        self.shown_game().position()
    }

    /// The game as the board shows it: the game, or while stepping
    /// through it, the game up to the ply shown.
    pub fn shown_game(&self) -> &Game {
        self.viewing.as_ref().unwrap_or(&self.game)
    }

    /// The review of the move that led to the position shown, if the
    /// game was reviewed that far.
    pub fn shown_review(&self) -> Option<&PlyReview> {
        self.review.as_ref()?.ply(self.shown_game().len())
    }

    /// The engine's better move where the move that led to the position
    /// shown was a mistake or a blunder.
    pub fn better_move(&self) -> Option<Move> {
        self.review.as_ref()?.better_move(self.shown_game().len())
    }

    /// Steps the board `delta` plies back (negative) or forward through
    /// the game, without changing it; past the last ply, the board shows
    /// the game again.
    fn step(&mut self, delta: isize) {
        let len = self.game.len();
        let now = self.viewing.as_ref().map_or(len, Game::len) as isize;
        let to = (now + delta).clamp(0, len as isize) as usize;
        self.deselect();
        if to == len {
            self.viewing = None;
            self.say(self.turn_text());
            return;
        }
        let mut shown = Game::new(*self.game.start_position());
        for mv in self.game.moves().take(to) {
            if shown.play(mv).is_err() {
                break;
            }
        }
        self.viewing = Some(shown);
        let keys = "[ back, ] forward, { the start, } or Esc the game as it stands.";
        match self.shown_review() {
            Some(r) => self.say(format!("{} {keys}", sentence(r))),
            None => self.say(format!("Move {to} of {len}: {keys}")),
        }
    }

    /// Whether a game is under way that quitting would abandon.
    pub fn in_progress(&self) -> bool {
        self.started && !self.game.is_empty() && !self.game.outcome().is_over()
    }

    /// Whether the person (not the computer) is to move in a game that goes on.
    pub fn human_to_move(&self) -> bool {
        !self.game.outcome().is_over() && !self.opponent.computer_plays(self.to_move())
    }

    fn to_move(&self) -> Side {
        self.position().side_to_move()
    }

    fn say(&mut self, text: impl Into<String>) {
        self.status = text.into();
        self.tone = Tone::Info;
    }

    fn warn(&mut self, text: impl Into<String>) {
        self.status = text.into();
        self.tone = Tone::Warning;
    }

    /// "defenders to move" (with who plays them), or how the game ended.
    fn turn_text(&self) -> String {
        if let Some(end) = ending(&self.game) {
            return end;
        }
        let side = self.to_move();
        match self.opponent.computer_plays(side) {
            true => format!("The {side} (computer) are to move."),
            false if self.opponent == Opponent::Human => format!("The {side} are to move."),
            false => format!("Your move: you play the {side}."),
        }
    }

    // ----- keys -------------------------------------------------------

    fn key(&mut self, key: Key) {
        if let Some(overlay) = self.overlay.take() {
            self.overlay_key(overlay, key);
            return;
        }
        if let Screen::Setup(setup) = &mut self.screen {
            match setup.handle(key) {
                SetupResult::Choosing => {}
                SetupResult::Start { variant, opponent } => self.new_game(variant, opponent),
                SetupResult::Cancel if self.started => {
                    self.screen = Screen::Play;
                    self.status = self.turn_text();
                }
                SetupResult::Cancel => self.quit = true,
                SetupResult::Quit => self.ask_quit(),
            }
            return;
        }
        match key {
            Key::Char('[') => self.step(-1),
            Key::Char(']') => self.step(1),
            Key::Char('{') => self.step(-(self.game.len() as isize)),
            Key::Char('}') => self.step(self.game.len() as isize),
            Key::Esc if self.viewing.is_some() => self.step(self.game.len() as isize),
            Key::Up | Key::Char('k') => self.move_cursor(0, 1),
            Key::Down | Key::Char('j') => self.move_cursor(0, -1),
            Key::Left | Key::Char('h') => self.move_cursor(-1, 0),
            Key::Right | Key::Char('l') => self.move_cursor(1, 0),
            Key::Enter | Key::Char(' ') => self.activate(self.cursor),
            Key::Esc
                if self.reviewing.is_some() && self.selected.is_none() && self.hint.is_none() =>
            {
                self.stop_review();
                self.say(format!("Review stopped. {}", self.turn_text()));
            }
            Key::Esc => {
                self.deselect();
                self.hint = None;
                self.status = self.turn_text();
                self.tone = Tone::Info;
            }
            Key::Char('H') => self.ask_hint(),
            Key::Char('u') => self.undo(),
            Key::Char('v') => self.toggle_review(),
            Key::Char('s') => {
                self.overlay = Some(Overlay::Prompt {
                    kind: PromptKind::Save,
                    text: format!("tablut-{}.otg", file_stamp()),
                });
            }
            Key::Char('L') | Key::Char('o') if self.unsaved && !self.game.is_empty() => {
                self.overlay = Some(Overlay::ConfirmDiscard);
            }
            Key::Char('L') | Key::Char('o') => self.ask_load(),
            Key::Char('n') => {
                self.screen = Screen::Setup(Setup::new(self.variant, self.opponent));
                self.say(
                    "Choose the rules and the players for a new game (Esc: back to this one).",
                );
            }
            Key::Char('?') => self.overlay = Some(Overlay::Help),
            Key::Char('q') => self.ask_quit(),
            Key::Char(c) => self.warn(format!(
                "'{c}' does nothing here: press ? for the keys (hint is H, load is L)"
            )),
            Key::Backspace | Key::Tab | Key::Interrupt => {}
        }
    }

    fn overlay_key(&mut self, overlay: Overlay, key: Key) {
        match overlay {
            Overlay::Help => {}
            Overlay::ConfirmQuit => match key {
                Key::Char('y') | Key::Char('Y') | Key::Char('q') | Key::Enter => self.leave(),
                _ => self.say("Quit cancelled."),
            },
            Overlay::ConfirmOverwrite { path } => match key {
                Key::Char('y') | Key::Char('Y') => self.write_game(&path),
                // Back to the name, to choose another.
                _ => {
                    self.say("Not saved: choose another name, or Esc.");
                    self.overlay = Some(Overlay::Prompt {
                        kind: PromptKind::Save,
                        text: path,
                    });
                }
            },
            Overlay::ConfirmDiscard => match key {
                Key::Char('y') | Key::Char('Y') => self.ask_load(),
                _ => self.say("Load cancelled: s saves this game first."),
            },
            Overlay::Prompt { kind, mut text } => match key {
                Key::Enter => match kind {
                    PromptKind::Save => self.save(text.trim()),
                    PromptKind::Load => self.load(text.trim()),
                },
                Key::Esc => self.say("Cancelled."),
                Key::Backspace => {
                    text.pop();
                    self.overlay = Some(Overlay::Prompt { kind, text });
                }
                Key::Char(c) => {
                    if text.chars().count() < 240 {
                        text.push(c);
                    }
                    self.overlay = Some(Overlay::Prompt { kind, text });
                }
                _ => self.overlay = Some(Overlay::Prompt { kind, text }),
            },
        }
    }

    fn move_cursor(&mut self, df: i8, dr: i8) {
        let file = (self.cursor.file().index() as i8 + df).clamp(0, 8);
        let rank = (self.cursor.rank().index() as i8 + dr).clamp(0, 8);
        if let Some(sq) = Square::from_coords(file, rank) {
            self.cursor = sq;
        }
    }

    fn click(&mut self, column: u16, row: u16) {
        if self.overlay.is_some() || self.screen != Screen::Play {
            return;
        }
        if let Some(sq) = self.board.and_then(|b| b.square_at(column, row)) {
            self.cursor = sq;
            self.activate(sq);
        }
    }

    fn ask_quit(&mut self) {
        if self.in_progress() {
            self.overlay = Some(Overlay::ConfirmQuit);
        } else {
            self.leave();
        }
    }

    fn leave(&mut self) {
        self.cancel_search();
        self.stop_review();
        self.quit = true;
    }

    // ----- moves ------------------------------------------------------

    /// Enter, Space or a click on `sq`: choose a piece, or move the chosen one there.
    fn activate(&mut self, sq: Square) {
        if self.viewing.is_some() {
            self.warn("You are looking at an earlier move: press } or Esc to go back to the game.");
            return;
        }
        if self.game.outcome().is_over() {
            self.warn("The game is over: n for a new game, u to take back a move, s to save.");
            return;
        }
        if !self.human_to_move() {
            self.warn(
                "The computer is thinking: wait for its move, or press u to take yours back.",
            );
            return;
        }
        let side = self.to_move();
        let piece = self.position().piece_at(sq);
        match (self.selected, piece) {
            (Some(from), _) if from == sq => {
                self.deselect();
                self.say(format!("{sq}: chosen no longer. {}", self.turn_text()));
            }
            (_, Some(p)) if p.side() == side => self.select(sq),
            (None, Some(p)) => self.warn(format!(
                "The {} on {sq} belongs to the {}; the {side} are to move.",
                piece_name(p),
                p.side()
            )),
            (None, None) => self.warn(format!(
                "There is no piece on {sq}: choose one of the {side} first."
            )),
            (Some(from), _) => self.try_move(from, sq),
        }
    }

    fn select(&mut self, sq: Square) {
        let destinations: Bitboard = self
            .game
            .legal_moves()
            .iter()
            .filter(|m| m.from() == sq)
            .map(|m| m.to())
            .collect();
        let name = self.position().piece_at(sq).map_or("piece", piece_name);
        if destinations.is_empty() {
            self.deselect();
            self.warn(format!("The {name} on {sq} has no legal move."));
            return;
        }
        self.selected = Some(sq);
        self.destinations = destinations;
        self.say(format!(
            "The {name} on {sq} can go to {} square{}: choose one.",
            destinations.count(),
            if destinations.count() == 1 { "" } else { "s" }
        ));
    }

    fn deselect(&mut self) {
        self.selected = None;
        self.destinations = Bitboard::EMPTY;
    }

    fn try_move(&mut self, from: Square, to: Square) {
        let Some(mv) = Move::new(from, to) else {
            self.warn(format!(
                "{from}-{to} is not a move: pieces go straight along a rank or a file."
            ));
            return;
        };
        let mover = self.to_move();
        match self.game.play(mv) {
            Ok(ply) => {
                let captures = ply.captures;
                self.cancel_search();
                self.after_move(mover, mv, captures, false);
            }
            Err(e) => self.warn(format!("Illegal move {e}.")),
        }
    }

    /// Tells what `mover` did, then lets the computer reply if it is its turn.
    fn after_move(&mut self, mover: Side, mv: Move, captures: Bitboard, by_computer: bool) {
        self.deselect();
        self.hint = None;
        self.unsaved = true;
        let who = if by_computer { " (computer)" } else { "" };
        let mut text = format!("The {mover}{who} played {mv}");
        if captures.any() {
            text.push_str(&format!(", capturing {}", square_list(captures)));
        }
        text.push('.');
        if let Some(end) = ending(&self.game) {
            text = format!("{text} {end}.");
        } else if let Some(call) = escape_call(self.position().open_routes().count()) {
            text = format!("{text} {call}");
        }
        self.say(text);
        self.fit_review();
        self.start_reply();
    }

    /// Starts the computer's search if it is to move.
    fn start_reply(&mut self) {
        if self.game.outcome().is_over() {
            return;
        }
        if let Opponent::Computer { strength, .. } = self.opponent {
            if self.opponent.computer_plays(self.to_move()) {
                self.search(Purpose::Reply, strength.limits());
            }
        }
    }

    fn search(&mut self, purpose: Purpose, limits: Limits) {
        self.cancel_search();
        self.next_id += 1;
        self.thinking = Some(Thinking {
            id: self.next_id,
            purpose,
            side: self.to_move(),
            depth: 0,
            score: None,
        });
        self.requests.push(Request::Search {
            id: self.next_id,
            game: Box::new(self.game.clone()),
            limits,
        });
    }

    fn cancel_search(&mut self) {
        if self.thinking.take().is_some() {
            self.requests.push(Request::Cancel);
        }
    }

    fn ask_hint(&mut self) {
        if self.game.outcome().is_over() {
            self.warn("The game is over: there is nothing to suggest.");
            return;
        }
        match self.thinking.as_ref().map(|t| t.purpose) {
            Some(Purpose::Reply) => {
                self.warn("The computer is thinking: a hint can wait for your move.");
                return;
            }
            Some(Purpose::Hint) => {
                self.say("Still looking for a good move…");
                return;
            }
            None => {}
        }
        // Not the opponent's strength: a beginner's hint is a poor move.
        self.search(Purpose::Hint, HINT.limits());
        self.say("Looking for a good move (1 second)…");
    }

    fn report(&mut self, report: Report) {
        let Some(thinking) = self.thinking.as_mut().filter(|t| t.id == report.id()) else {
            return; // an abandoned search
        };
        match report {
            Report::Progress { depth, score, .. } => {
                thinking.depth = depth;
                thinking.score = Some(score);
            }
            Report::Done { result, .. } => {
                let purpose = thinking.purpose;
                self.thinking = None;
                match purpose {
                    Purpose::Reply => self.computer_moves(&result),
                    Purpose::Hint => self.show_hint(&result),
                }
            }
        }
    }

    fn computer_moves(&mut self, result: &SearchResult) {
        let Some(mv) = result.best else {
            self.status = self.turn_text();
            return;
        };
        let mover = self.to_move();
        match self.game.play(mv) {
            Ok(ply) => {
                let captures = ply.captures;
                // A piece chosen before the reply may no longer move the same way.
                self.after_move(mover, mv, captures, true);
            }
            Err(e) => self.warn(format!("The computer chose an illegal move {e}.")),
        }
    }

    fn show_hint(&mut self, result: &SearchResult) {
        match result.best {
            Some(mv) => {
                self.hint = Some(mv);
                self.cursor = mv.from();
                self.say(format!(
                    "Hint: {mv} (score {} for the {}).",
                    result.score,
                    self.to_move()
                ));
            }
            None => self.warn("There is no move to suggest."),
        }
    }

    // ----- undo, files, new games ------------------------------------

    /// Takes back the last move; against the computer, back to before the
    /// person's last move, so that it is the person's turn again.
    fn undo(&mut self) {
        self.cancel_search();
        self.deselect();
        self.hint = None;
        let taken = self.game.undo_turn(self.opponent.human_side());
        self.unsaved |= !taken.is_empty();
        self.fit_review();
        if taken.is_empty() {
            self.warn(match self.game.is_empty() {
                true => "Nothing to take back: no move has been played.",
                false => "Nothing to take back: you have not moved yet.",
            });
            // A computer that was interrupted moves again.
            self.start_reply();
            return;
        }
        let taken: Vec<String> = taken.iter().map(Move::to_string).collect();
        self.say(format!(
            "Took back {}. {}",
            taken.join(" "),
            self.turn_text()
        ));
        self.start_reply();
    }

    fn save(&mut self, path: &str) {
        if path.is_empty() {
            self.warn("Not saved: the file name is empty.");
            return;
        }
        if Path::new(path).exists() {
            self.overlay = Some(Overlay::ConfirmOverwrite {
                path: path.to_string(),
            });
            return;
        }
        self.write_game(path);
    }

    fn write_game(&mut self, path: &str) {
        let text = write_record(&self.game, &self.variant, &[("date", &today())]);
        match std::fs::write(path, text) {
            Ok(()) => {
                self.unsaved = false;
                self.say(format!("Saved {} to {path}.", moves(self.game.len())));
            }
            Err(e) => self.warn(format!("Could not write {path}: {e}.")),
        }
    }

    fn ask_load(&mut self) {
        self.overlay = Some(Overlay::Prompt {
            kind: PromptKind::Load,
            text: String::new(),
        });
    }

    fn load(&mut self, path: &str) {
        if path.is_empty() {
            self.warn("Nothing loaded: the file name is empty.");
            return;
        }
        match load_record(Path::new(path)) {
            Ok((variant, game, note)) => {
                self.cancel_search();
                self.forget_review();
                self.requests.push(Request::NewGame);
                self.variant = variant;
                self.game = game;
                self.unsaved = false;
                self.reset_board();
                let mut text = format!(
                    "Loaded {path}: {}, rules {}. {}",
                    moves(self.game.len()),
                    self.variant,
                    self.turn_text()
                );
                if let Some(note) = note {
                    text = format!("{text} {}", note);
                }
                self.say(text);
                self.start_reply();
            }
            Err(e) => self.warn(format!("Could not load: {e:#}.")),
        }
    }

    fn new_game(&mut self, variant: Variant, opponent: Opponent) {
        self.cancel_search();
        self.forget_review();
        self.requests.push(Request::NewGame);
        self.variant = variant;
        self.opponent = opponent;
        self.game = Game::start(variant.rules);
        self.screen = Screen::Play;
        self.started = true;
        self.unsaved = false;
        self.reset_board();
        self.say(format!("New game, {} rules. {}", variant, self.turn_text()));
        self.start_reply();
    }

    // ----- review -----------------------------------------------------

    /// `v`: reviews the game so far, or stops the review under way.
    fn toggle_review(&mut self) {
        if self.reviewing.is_some() {
            self.stop_review();
            self.say("Review stopped: v starts it again.");
            return;
        }
        if self.game.is_empty() {
            self.warn("There is nothing to review yet: no move has been played.");
            return;
        }
        let len = self.game.len();
        if self.review.as_ref().is_some_and(|r| r.plies().len() == len) {
            self.say(
                "The game is reviewed: [ and ] step through it, mistakes marked ? and blunders ??.",
            );
            return;
        }
        self.next_id += 1;
        let reviewing = Reviewing {
            id: self.next_id,
            done: 0,
            total: len + 1,
            game: self.game.clone(),
        };
        self.say(review_status(&reviewing));
        self.requests.push(Request::Review {
            id: reviewing.id,
            game: Box::new(self.game.clone()),
            limits: self.review_limits,
        });
        self.reviewing = Some(reviewing);
    }

    fn review_report(&mut self, report: ReviewReport) {
        let Some(reviewing) = self.reviewing.as_mut().filter(|r| r.id == report.id()) else {
            return; // a review since stopped
        };
        match report {
            ReviewReport::Progress { done, total, .. } => {
                // The progress replaces only itself: a warning or a move
                // told since stays readable.
                let before = review_status(reviewing);
                reviewing.done = done;
                reviewing.total = total;
                if self.status == before {
                    self.status = review_status(reviewing);
                }
            }
            ReviewReport::Done { plies, .. } => {
                let Some(reviewing) = self.reviewing.take() else {
                    return;
                };
                let mut review = GameReview::new(&reviewing.game, plies);
                if !review.fit(&self.game) {
                    self.warn(
                        "The review was of a game no longer on the board: v reviews this one.",
                    );
                    return;
                }
                let mut text = format!(
                    "Review done ({}). [ and ] step through it.",
                    review.summary()
                );
                if review.plies().len() < self.game.len() {
                    text.push_str(&format!(
                        " It covers the first {}: v reviews the game again.",
                        moves(review.plies().len())
                    ));
                }
                self.review = Some(review);
                self.say(text);
            }
        }
    }

    fn stop_review(&mut self) {
        if self.reviewing.take().is_some() {
            self.requests.push(Request::StopReview);
        }
    }

    /// Another game: its review no longer applies.
    fn forget_review(&mut self) {
        self.stop_review();
        self.review = None;
    }

    /// The game changed: the review keeps the plies it still shares with it.
    fn fit_review(&mut self) {
        if let Some(review) = &mut self.review {
            if !review.fit(&self.game) {
                self.review = None;
            }
        }
    }

    fn reset_board(&mut self) {
        self.deselect();
        self.hint = None;
        self.cursor = Square::THRONE;
    }
}

/// The status line while a review runs.
fn review_status(reviewing: &Reviewing) -> String {
    format!("{} (v or Esc stops it).", reviewing.progress())
}
