//! [`App`]: the state of the terminal UI and every rule of how it reacts.
//! [`App::handle`] takes one [`Event`] and returns what the engine thread
//! should do ([`Request`]s); it draws nothing and touches no terminal, so
//! tests drive it directly. Files are read and written here (save, load).
//! The review of the game (`v`) runs on a thread of its own
//! ([`super::reviewer`]); its state is [`GameReview`] and [`Reviewing`].

use std::path::Path;

use tablut_core::notation::write_record;
use tablut_core::{Bitboard, Game, Move, Position, Side, Square, Variant};
use tablut_engine::review::PlyReview;
use tablut_engine::{Limits, Score, SearchResult};
use tablut_i18n::{game_text, Args, Lang};

use super::describe::{ending, escape_call, fortress_call, moves, piece_key, score};
use super::geometry::BoardGeometry;
use super::input::{Event, Key};
use super::opponent::{Opponent, HINT};
use super::review::{sentence, GameReview, Reviewing};
use super::reviewer::ReviewReport;
use super::setup::{Setup, SetupResult};
use crate::board_view::square_list;
use crate::saved_game::{file_stamp, load_record, today, Reading};
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
    /// The language of every text shown.
    pub lang: Lang,
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
    /// chosen in advance; its words in `lang`.
    pub fn setup(lang: Lang, variant: Variant, opponent: Opponent) -> App {
        let mut app = App::playing(lang, variant, Game::start(variant.rules), opponent);
        app.started = false;
        app.screen = Screen::Setup(Setup::new(lang, variant, opponent));
        app.status = lang.t("tui-setup-status");
        app.requests.clear();
        app
    }

    /// The UI playing `game` at once, its words in `lang`. If the computer
    /// is to move, the first [`App::take_requests`] holds its search.
    pub fn playing(lang: Lang, variant: Variant, game: Game, opponent: Opponent) -> App {
        let mut app = App {
            lang,
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
        let lang = self.lang;
        let keys = lang.t("tui-step-keys");
        let said = match self.shown_review() {
            Some(r) => sentence(lang, r),
            None => lang.tr(
                "tui-step-move",
                &Args::new()
                    .num("number", to as f64)
                    .num("total", len as f64),
            ),
        };
        self.say(format!("{said} {keys}"));
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
        if let Some(end) = ending(self.lang, &self.game) {
            return end;
        }
        let side = self.to_move();
        let key = match self.opponent.computer_plays(side) {
            true => "tui-turn-computer",
            false if self.opponent == Opponent::Human => "tui-turn",
            false => "tui-turn-yours",
        };
        self.lang
            .tr(key, &Args::new().str("side", game_text::side_key(side)))
    }

    /// A sentence followed by whose turn it is.
    fn then_turn(&self, sentence: String) -> String {
        format!("{sentence} {}", self.turn_text())
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
                self.say(self.then_turn(self.lang.t("tui-review-stopped-esc")));
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
                self.screen = Screen::Setup(Setup::new(self.lang, self.variant, self.opponent));
                self.say(self.lang.t("tui-setup-again"));
            }
            Key::Char('?') => self.overlay = Some(Overlay::Help),
            Key::Char('q') => self.ask_quit(),
            Key::Char(c) => self.warn(
                self.lang
                    .tr("tui-unknown-key", &Args::new().str("key", c.to_string())),
            ),
            Key::Backspace | Key::Tab | Key::Interrupt => {}
        }
    }

    fn overlay_key(&mut self, overlay: Overlay, key: Key) {
        match overlay {
            Overlay::Help => {}
            Overlay::ConfirmQuit => match key {
                Key::Char('y') | Key::Char('Y') | Key::Char('q') | Key::Enter => self.leave(),
                _ => self.say(self.lang.t("tui-quit-cancelled")),
            },
            Overlay::ConfirmOverwrite { path } => match key {
                Key::Char('y') | Key::Char('Y') => self.write_game(&path),
                // Back to the name, to choose another.
                _ => {
                    self.say(self.lang.t("tui-save-another"));
                    self.overlay = Some(Overlay::Prompt {
                        kind: PromptKind::Save,
                        text: path,
                    });
                }
            },
            Overlay::ConfirmDiscard => match key {
                Key::Char('y') | Key::Char('Y') => self.ask_load(),
                _ => self.say(self.lang.t("tui-load-cancelled")),
            },
            Overlay::Prompt { kind, mut text } => match key {
                Key::Enter => match kind {
                    PromptKind::Save => self.save(text.trim()),
                    PromptKind::Load => self.load(text.trim()),
                },
                Key::Esc => self.say(self.lang.t("tui-cancelled")),
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
        let lang = self.lang;
        if self.viewing.is_some() {
            self.warn(lang.t("tui-viewing-earlier"));
            return;
        }
        if self.game.outcome().is_over() {
            self.warn(lang.t("tui-game-over-keys"));
            return;
        }
        if !self.human_to_move() {
            self.warn(lang.t("tui-computer-thinking"));
            return;
        }
        let side = self.to_move();
        let piece = self.position().piece_at(sq);
        let on_square = || Args::new().str("square", sq.to_string());
        match (self.selected, piece) {
            (Some(from), _) if from == sq => {
                self.deselect();
                self.say(self.then_turn(lang.tr("tui-deselected", &on_square())));
            }
            (_, Some(p)) if p.side() == side => self.select(sq),
            (None, Some(p)) => self.warn(
                lang.tr(
                    "tui-not-yours",
                    &on_square()
                        .str("piece", piece_key(p))
                        .str("owner", game_text::side_key(p.side()))
                        .str("side", game_text::side_key(side)),
                ),
            ),
            (None, None) => self.warn(lang.tr(
                "tui-no-piece",
                &on_square().str("side", game_text::side_key(side)),
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
        let Some(piece) = self.position().piece_at(sq) else {
            return;
        };
        let args = Args::new()
            .str("piece", piece_key(piece))
            .str("square", sq.to_string());
        if destinations.is_empty() {
            self.deselect();
            self.warn(self.lang.tr("tui-no-legal-move", &args));
            return;
        }
        self.selected = Some(sq);
        self.destinations = destinations;
        let text = self.lang.tr(
            "tui-can-go",
            &args.num("count", f64::from(destinations.count())),
        );
        self.say(text);
    }

    fn deselect(&mut self) {
        self.selected = None;
        self.destinations = Bitboard::EMPTY;
    }

    fn try_move(&mut self, from: Square, to: Square) {
        let Some(mv) = Move::new(from, to) else {
            self.warn(
                self.lang.tr(
                    "tui-not-straight",
                    &Args::new()
                        .str("from", from.to_string())
                        .str("to", to.to_string()),
                ),
            );
            return;
        };
        let mover = self.to_move();
        match self.game.play(mv) {
            Ok(ply) => {
                let captures = ply.captures;
                self.cancel_search();
                self.after_move(mover, mv, captures, false);
            }
            Err(e) => self.warn(self.lang.tr(
                "tui-illegal",
                &Args::new().str("reason", game_text::illegal_move(self.lang, &e)),
            )),
        }
    }

    /// Tells what `mover` did, then lets the computer reply if it is its turn.
    fn after_move(&mut self, mover: Side, mv: Move, captures: Bitboard, by_computer: bool) {
        self.deselect();
        self.hint = None;
        self.unsaved = true;
        let lang = self.lang;
        let args = Args::new()
            .str("side", played_by(mover, by_computer))
            .str("move", mv.to_string());
        let mut text = if captures.any() {
            lang.tr(
                "tui-played-capturing",
                &args.str("squares", square_list(captures)),
            )
        } else {
            lang.tr("tui-played", &args)
        };
        if let Some(end) = ending(lang, &self.game) {
            text = format!("{text} {end}.");
        } else if let Some(call) = escape_call(lang, self.position().open_routes().count()) {
            text = format!("{text} {call}");
        } else if let Some(call) = fortress_call(lang, &self.game) {
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
        let lang = self.lang;
        if self.game.outcome().is_over() {
            self.warn(lang.t("tui-hint-game-over"));
            return;
        }
        match self.thinking.as_ref().map(|t| t.purpose) {
            Some(Purpose::Reply) => {
                self.warn(lang.t("tui-hint-wait"));
                return;
            }
            Some(Purpose::Hint) => {
                self.say(lang.t("tui-hint-still"));
                return;
            }
            None => {}
        }
        // Not the opponent's strength: a beginner's hint is a poor move.
        self.search(Purpose::Hint, HINT.limits());
        self.say(lang.t("tui-hint-looking"));
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
            Err(e) => self.warn(self.lang.tr(
                "tui-computer-illegal",
                &Args::new().str("reason", game_text::illegal_move(self.lang, &e)),
            )),
        }
    }

    fn show_hint(&mut self, result: &SearchResult) {
        match result.best {
            Some(mv) => {
                self.hint = Some(mv);
                self.cursor = mv.from();
                let text = self.lang.tr(
                    "tui-hint",
                    &Args::new()
                        .str("move", mv.to_string())
                        .str("score", score(self.lang, result.score))
                        .str("side", game_text::side_key(self.to_move())),
                );
                self.say(text);
            }
            None => self.warn(self.lang.t("tui-hint-none")),
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
            self.warn(self.lang.t(match self.game.is_empty() {
                true => "tui-undo-nothing",
                false => "tui-undo-not-yet",
            }));
            // A computer that was interrupted moves again.
            self.start_reply();
            return;
        }
        let taken: Vec<String> = taken.iter().map(Move::to_string).collect();
        let text = self
            .lang
            .tr("tui-took-back", &Args::new().str("moves", taken.join(" ")));
        self.say(self.then_turn(text));
        self.start_reply();
    }

    fn save(&mut self, path: &str) {
        if path.is_empty() {
            self.warn(self.lang.t("tui-save-empty-name"));
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
                self.say(
                    self.lang.tr(
                        "tui-saved",
                        &Args::new()
                            .str("moves", moves(self.lang, self.game.len()))
                            .str("path", path),
                    ),
                );
            }
            Err(e) => self.warn(self.lang.tr(
                "tui-cannot-write",
                &Args::new().str("path", path).str("error", e.to_string()),
            )),
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
            self.warn(self.lang.t("tui-load-empty-name"));
            return;
        }
        match load_record(Path::new(path), self.lang, Reading::RegularFile) {
            Ok((variant, game, note)) => {
                self.cancel_search();
                self.forget_review();
                self.requests.push(Request::NewGame);
                self.variant = variant;
                self.game = game;
                self.unsaved = false;
                self.reset_board();
                let loaded = self.lang.tr(
                    "tui-loaded",
                    &Args::new()
                        .str("path", path)
                        .str("moves", moves(self.lang, self.game.len()))
                        .str("variant", self.variant.to_string()),
                );
                let mut text = self.then_turn(loaded);
                if let Some(note) = note {
                    text = format!("{text} {}", note);
                }
                self.say(text);
                self.start_reply();
            }
            Err(e) => self.warn(self.lang.tr(
                "tui-cannot-load",
                &Args::new().str("error", format!("{e:#}")),
            )),
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
        let text = self.lang.tr(
            "tui-new-game",
            &Args::new().str("variant", variant.to_string()),
        );
        self.say(self.then_turn(text));
        self.start_reply();
    }

    // ----- review -----------------------------------------------------

    /// `v`: reviews the game so far, or stops the review under way.
    fn toggle_review(&mut self) {
        if self.reviewing.is_some() {
            self.stop_review();
            self.say(self.lang.t("tui-review-stopped"));
            return;
        }
        if self.game.is_empty() {
            self.warn(self.lang.t("tui-review-nothing"));
            return;
        }
        let len = self.game.len();
        if self.review.as_ref().is_some_and(|r| r.plies().len() == len) {
            self.say(self.lang.t("tui-reviewed-already"));
            return;
        }
        self.next_id += 1;
        let reviewing = Reviewing {
            id: self.next_id,
            done: 0,
            total: len + 1,
            game: self.game.clone(),
        };
        self.say(review_status(self.lang, &reviewing));
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
                let before = review_status(self.lang, reviewing);
                reviewing.done = done;
                reviewing.total = total;
                if self.status == before {
                    self.status = review_status(self.lang, reviewing);
                }
            }
            ReviewReport::Done { plies, .. } => {
                let Some(reviewing) = self.reviewing.take() else {
                    return;
                };
                let mut review = GameReview::new(&reviewing.game, plies);
                let lang = self.lang;
                if !review.fit(&self.game) {
                    self.warn(lang.t("tui-review-stale"));
                    return;
                }
                let mut text = lang.tr(
                    "tui-review-done",
                    &Args::new().str("summary", review.summary(lang)),
                );
                if review.plies().len() < self.game.len() {
                    let partial = lang.tr(
                        "tui-review-partial",
                        &Args::new().str("moves", moves(lang, review.plies().len())),
                    );
                    text = format!("{text} {partial}");
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
fn review_status(lang: Lang, reviewing: &Reviewing) -> String {
    lang.tr(
        "tui-review-progress",
        &Args::new().str("progress", reviewing.progress(lang)),
    )
}

/// The selector of the played messages: the side, and whether the
/// computer played it (`attackers-computer`).
pub fn played_by(side: Side, by_computer: bool) -> &'static str {
    match (side, by_computer) {
        (Side::Attackers, false) => "attackers",
        (Side::Attackers, true) => "attackers-computer",
        (Side::Defenders, false) => "defenders",
        (Side::Defenders, true) => "defenders-computer",
    }
}
