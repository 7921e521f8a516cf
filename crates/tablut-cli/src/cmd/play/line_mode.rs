//! The line mode of `tablut play`: the read-eval loop that carries out
//! typed or piped commands (a move, `moves`, `undo`, `hint`, `save`, …)
//! when standard input or output is not a terminal, or with `--no-tui`.

use std::fmt::Write as _;
use std::io::{BufRead, Write};
use std::path::Path;

use anyhow::{bail, Result};
use tablut_core::notation::write_record;
use tablut_core::{Bitboard, Game, Move, Square, Variant};
use tablut_engine::{Engine, EngineConfig};
use tablut_i18n::{game_text, Args as Words, Lang};

use crate::board_view::{board, square_list, Style};
use crate::jsonl;
use crate::saved_game::{load_record, today, Reading};
use crate::tui::app::played_by;
use crate::tui::describe::{
    as_clause, escape_call, fortress_call, move_error, moves, piece_key, score, square_error,
};
use crate::tui::opponent::{Opponent, HINT};

/// The longest command line carried out, in bytes; a longer one is refused
/// (and only its start echoed).
const MAX_LINE: usize = 4096;

/// The line mode's commands: what is typed (the same in every
/// language), and the message saying what it does.
const COMMANDS: [(&str, &str); 11] = [
    ("e3-h3", "tui-line-help-move"),
    ("moves", "tui-line-help-moves"),
    ("moves e3", "tui-line-help-moves-square"),
    ("undo", "tui-line-help-undo"),
    ("hint", "tui-line-help-hint"),
    ("board", "tui-line-help-board"),
    ("position", "tui-line-help-position"),
    ("save FILE", "tui-line-help-save"),
    ("load FILE", "tui-line-help-load"),
    ("help", "tui-line-help-help"),
    ("quit", "tui-line-help-quit"),
];

/// `help`: every command and what it does, in `lang`.
fn help(lang: Lang) -> String {
    let mut out = format!("{}\n", lang.t("tui-line-help-heading"));
    for (command, what) in COMMANDS {
        let mut lines = crate::board_view::wrap(&lang.t(what), 64).into_iter();
        let _ = writeln!(out, "  {command:<12} {}", lines.next().unwrap_or_default());
        for line in lines {
            let _ = writeln!(out, "{:15}{line}", "");
        }
    }
    out
}

/// What to do after a command.
#[derive(Debug, PartialEq, Eq)]
enum Next {
    Continue,
    Quit,
}

/// A game being played and how to show it.
pub(super) struct Session {
    /// The language of everything said.
    pub(super) lang: Lang,
    pub(super) variant: Variant,
    pub(super) game: Game,
    pub(super) style: Style,
    pub(super) echo: bool,
    /// Whether the commands come from a script (a pipe or a file), so a
    /// command that failed makes the exit status non-zero.
    pub(super) script: bool,
    /// Commands that could not be done so far.
    pub(super) failures: usize,
    /// The first of them: its line number and what went wrong.
    pub(super) first_failure: Option<(usize, String)>,
    /// Why the command being carried out failed, if it did.
    pub(super) failure: Option<String>,
    pub(super) opponent: Opponent,
    /// Built when first needed.
    pub(super) engine: Option<Engine>,
}

impl Session {
    /// Reads commands from `input` until `quit` or end of input.
    pub(super) fn run(&mut self, mut input: impl BufRead, out: &mut impl Write) -> Result<()> {
        let lang = self.lang;
        let mut text = format!(
            "{}\n{}\n\n",
            lang.tr(
                "tui-line-welcome",
                &Words::new().str("variant", self.variant.to_string())
            ),
            lang.t("tui-line-legend")
        );
        self.show(&mut text);
        self.computer_replies(&mut text);
        out.write_all(text.as_bytes())?;
        let mut buf = Vec::new();
        for number in 1.. {
            write!(out, "{}> ", self.prompt())?;
            out.flush()?;
            let Some(too_long) = jsonl::read_line(&mut input, &mut buf, MAX_LINE)? else {
                writeln!(out)?;
                break;
            };
            let line = String::from_utf8_lossy(&buf);
            // Control characters are written out as escapes before the line
            // is echoed or quoted in a message, so raw terminal escapes in
            // the input never reach the output (issue 30).
            let line = visible(line.trim());
            let line = line.as_str();
            let mut text = String::new();
            if too_long {
                // Neither echoed nor carried out: a line this long is a
                // mistake, and echoing it would double it.
                if self.echo {
                    let start: String = line.chars().take(40).collect();
                    writeln!(out, "{start}…")?;
                }
                let why = lang.tr(
                    "tui-line-too-long",
                    &Words::new().str("max", MAX_LINE.to_string()),
                );
                self.error(&mut text, why);
                self.count_failure(number);
                out.write_all(text.as_bytes())?;
                continue;
            }
            if self.echo {
                writeln!(out, "{line}")?;
            }
            let next = self.command(number, line, &mut text);
            out.write_all(text.as_bytes())?;
            if next == Next::Quit {
                break;
            }
        }
        out.flush()?;
        match &self.first_failure {
            Some((line, what)) if self.script => bail!(
                "{}",
                lang.tr(
                    "tui-line-failed",
                    &Words::new()
                        .num("count", self.failures as f64)
                        .str("line", line.to_string())
                        .str("reason", what.clone())
                )
            ),
            _ => Ok(()),
        }
    }

    /// Writes why the command cannot be done; [`Session::command`] counts it.
    fn refuse(&mut self, out: &mut String, message: String) {
        let _ = writeln!(out, "{message}");
        self.failure.get_or_insert(message);
    }

    /// [`Session::refuse`] for an error: written `error: …`, counted
    /// without the prefix.
    fn error(&mut self, out: &mut String, detail: String) {
        let _ = writeln!(
            out,
            "{}",
            self.lang.tr(
                "tui-line-error",
                &Words::new().str("detail", detail.clone())
            )
        );
        self.failure.get_or_insert(detail);
    }

    /// Counts the failure of the command on line `number`, if it failed.
    fn count_failure(&mut self, number: usize) {
        if let Some(message) = self.failure.take() {
            self.failures += 1;
            self.first_failure.get_or_insert((number, message));
        }
    }

    fn prompt(&self) -> String {
        if self.game.outcome().is_over() {
            self.lang.t("tui-line-prompt-over")
        } else {
            let side = game_text::side_key(self.game.position().side_to_move());
            self.lang
                .tr("tui-line-prompt", &Words::new().str("side", side))
        }
    }

    /// The board and whose turn it is (or how the game ended).
    fn show(&self, out: &mut String) {
        self.draw(out);
        self.status(out);
    }

    /// The board, the last move highlighted.
    fn draw(&self, out: &mut String) {
        let highlight: Bitboard = self
            .game
            .moves()
            .last()
            .map(|m| [m.from(), m.to()].into_iter().collect())
            .unwrap_or(Bitboard::EMPTY);
        out.push_str(&board(self.game.position(), self.style, highlight));
    }

    /// Whose turn it is, or how the game ended.
    fn status(&self, out: &mut String) {
        let outcome = self.game.outcome();
        let text = if outcome.is_over() {
            self.lang.tr(
                "tui-line-game-over",
                &Words::new().str("outcome", game_text::outcome_words(self.lang, outcome)),
            )
        } else {
            let side = game_text::side_key(self.game.position().side_to_move());
            self.lang.tr(
                "tui-line-status",
                &Words::new()
                    .num("number", (self.game.len() + 1) as f64)
                    .str("side", side),
            )
        };
        let _ = writeln!(out, "{text}");
    }

    /// Carries out input line `number`, writing what people should see to
    /// `out`; a command that fails is counted ([`Session::fail`]).
    fn command(&mut self, number: usize, line: &str, out: &mut String) -> Next {
        let next = self.carry_out(line, out);
        self.count_failure(number);
        next
    }

    /// [`Session::command`] without the counting.
    fn carry_out(&mut self, line: &str, out: &mut String) -> Next {
        let (word, rest) = match line.split_once(char::is_whitespace) {
            Some((w, r)) => (w, r.trim()),
            None => (line, ""),
        };
        match word.to_ascii_lowercase().as_str() {
            "" => {}
            "quit" | "exit" | "q" => return Next::Quit,
            "help" | "?" | "h" => out.push_str(&help(self.lang)),
            "board" | "show" => self.show(out),
            "position" => {
                let _ = writeln!(out, "{}", self.game.position());
            }
            "moves" => self.list_moves(rest, out),
            "undo" => self.undo(out),
            "hint" => self.hint(out),
            "save" => self.save(rest, out),
            "load" => self.load(rest, out),
            _ if word.contains('-') => {
                for text in line.split_whitespace() {
                    if !self.play(text, out) {
                        break;
                    }
                }
            }
            _ => {
                let word: String = word.chars().take(24).collect();
                let why = self
                    .lang
                    .tr("tui-line-unknown", &Words::new().str("word", word));
                self.refuse(out, why);
            }
        }
        Next::Continue
    }

    /// Plays one move; false if it could not be played (the reason is in `out`).
    fn play(&mut self, text: &str, out: &mut String) -> bool {
        let lang = self.lang;
        let mv: Move = match text.parse() {
            Ok(mv) => mv,
            Err(e) => {
                self.error(out, move_error(lang, &e));
                return false;
            }
        };
        let mover = self.game.position().side_to_move();
        let captures = match self.game.play(mv) {
            Ok(ply) => ply.captures,
            Err(e) => {
                let reason = game_text::illegal_move(lang, &e);
                let why = lang.tr("tui-illegal", &Words::new().str("reason", reason));
                self.refuse(out, as_clause(&why));
                return false;
            }
        };
        let by_computer = self.opponent.computer_plays(mover);
        let played = lang.tr(
            "tui-line-played",
            &Words::new()
                .str("side", played_by(mover, by_computer))
                .str("move", mv.to_string()),
        );
        let _ = writeln!(out, "{played}");
        self.draw(out);
        if captures.any() {
            let captured = lang.tr(
                "tui-line-captured",
                &Words::new().str("squares", square_list(captures)),
            );
            let _ = writeln!(out, "{captured}");
        }
        if !self.game.outcome().is_over() {
            if let Some(call) = escape_call(lang, self.game.position().open_routes().count()) {
                let _ = writeln!(out, "{call}");
            }
            if let Some(call) = fortress_call(lang, &self.game) {
                let _ = writeln!(out, "{call}");
            }
        }
        self.status(out);
        if !self.opponent.computer_plays(mover) {
            self.computer_replies(out);
        }
        true
    }

    /// The engine, built on first use.
    fn engine(&mut self) -> &mut Engine {
        self.engine
            .get_or_insert_with(|| Engine::new(EngineConfig::default()))
    }

    /// Plays the computer's move if it is to move.
    fn computer_replies(&mut self, out: &mut String) {
        let Opponent::Computer { strength, .. } = self.opponent else {
            return;
        };
        if self.game.outcome().is_over()
            || !self
                .opponent
                .computer_plays(self.game.position().side_to_move())
        {
            return;
        }
        let game = self.game.clone();
        let result = self.engine().search(&game, &strength.limits(), |_| {});
        match result.best {
            Some(mv) => {
                self.play(&mv.to_string(), out);
            }
            None => self.status(out),
        }
    }

    /// `undo`: the last move, or against the computer everything back to
    /// before the person's last move.
    fn undo(&mut self, out: &mut String) {
        let taken = self.game.undo_turn(self.opponent.human_side());
        if taken.is_empty() {
            let why = self.lang.t(match self.game.is_empty() {
                true => "tui-undo-nothing",
                false => "tui-undo-not-yet",
            });
            self.refuse(out, as_clause(&why));
            return;
        }
        let taken: Vec<String> = taken.iter().map(Move::to_string).collect();
        let text = self
            .lang
            .tr("tui-took-back", &Words::new().str("moves", taken.join(" ")));
        let _ = writeln!(out, "{}", as_clause(&text));
        self.show(out);
    }

    /// `hint`: the engine's choice for the side to move.
    fn hint(&mut self, out: &mut String) {
        let lang = self.lang;
        if self.game.outcome().is_over() {
            let outcome = game_text::outcome_words(lang, self.game.outcome());
            let why = lang.tr("tui-line-no-hint", &Words::new().str("outcome", outcome));
            self.refuse(out, why);
            return;
        }
        // A fixed strength: a hint as weak as a beginner opponent helps no one.
        let game = self.game.clone();
        let result = self.engine().search(&game, &HINT.limits(), |_| {});
        if let Some(mv) = result.best {
            let text = lang.tr(
                "tui-hint",
                &Words::new()
                    .str("move", mv.to_string())
                    .str("score", score(lang, result.score))
                    .str("side", game_text::side_key(game.position().side_to_move())),
            );
            let _ = writeln!(out, "{}", as_clause(&text));
        }
    }

    /// `moves` or `moves SQUARE`.
    fn list_moves(&mut self, arg: &str, out: &mut String) {
        let lang = self.lang;
        let legal = self.game.legal_moves();
        if arg.is_empty() {
            if legal.is_empty() {
                let outcome = game_text::outcome_words(lang, self.game.outcome());
                let _ = writeln!(
                    out,
                    "{}",
                    lang.tr(
                        "tui-line-no-legal-moves",
                        &Words::new().str("outcome", outcome)
                    )
                );
                return;
            }
            let _ = writeln!(
                out,
                "{}",
                lang.tr(
                    "tui-line-legal-moves",
                    &Words::new().num("count", legal.len() as f64)
                )
            );
            let mut from: Option<Square> = None;
            for mv in legal.iter() {
                if from != Some(mv.from()) {
                    if from.is_some() {
                        out.push('\n');
                    }
                    from = Some(mv.from());
                    let _ = write!(out, "  {}:", mv.from());
                }
                let _ = write!(out, " {mv}");
            }
            out.push('\n');
            return;
        }
        let sq: Square = match arg.parse() {
            Ok(sq) => sq,
            Err(e) => {
                self.error(out, square_error(lang, &e));
                return;
            }
        };
        let mine: Vec<String> = legal
            .iter()
            .filter(|m| m.from() == sq)
            .map(|m| m.to_string())
            .collect();
        if !mine.is_empty() {
            let _ = writeln!(
                out,
                "{}",
                lang.tr(
                    "tui-line-legal-moves-from",
                    &Words::new()
                        .num("count", mine.len() as f64)
                        .str("square", sq.to_string())
                        .str("moves", mine.join(" "))
                )
            );
            return;
        }
        let to_move = self.game.position().side_to_move();
        let on_square = || Words::new().str("square", sq.to_string());
        let text = match self.game.position().piece_at(sq) {
            None => lang.tr("tui-line-no-piece", &on_square()),
            Some(p) if self.game.outcome().is_over() => lang.tr(
                "tui-line-piece-game-over",
                &on_square().str("piece", piece_key(p)),
            ),
            Some(p) if p.side() != to_move => as_clause(
                &lang.tr(
                    "tui-not-yours",
                    &on_square()
                        .str("piece", piece_key(p))
                        .str("owner", game_text::side_key(p.side()))
                        .str("side", game_text::side_key(to_move)),
                ),
            ),
            Some(p) => {
                as_clause(&lang.tr("tui-no-legal-move", &on_square().str("piece", piece_key(p))))
            }
        };
        let _ = writeln!(out, "{text}");
    }

    fn save(&mut self, path: &str, out: &mut String) {
        let lang = self.lang;
        if path.is_empty() {
            self.refuse(out, lang.t("tui-line-save-needs-name"));
            return;
        }
        let date = today();
        let text = write_record(&self.game, &self.variant, &[("date", &date)]);
        match std::fs::write(path, text) {
            Ok(()) => {
                let saved = lang.tr(
                    "tui-saved",
                    &Words::new()
                        .str("moves", moves(lang, self.game.len()))
                        .str("path", path),
                );
                let _ = writeln!(out, "{}", as_clause(&saved));
            }
            Err(e) => {
                let why = lang.tr(
                    "tui-line-cannot-write",
                    &Words::new().str("path", path).str("error", e.to_string()),
                );
                self.error(out, why);
            }
        }
    }

    fn load(&mut self, path: &str, out: &mut String) {
        let lang = self.lang;
        if path.is_empty() {
            self.refuse(out, lang.t("tui-line-load-needs-name"));
            return;
        }
        match load_record(Path::new(path), lang, Reading::RegularFile) {
            Ok((variant, game, note)) => {
                self.variant = variant;
                self.game = game;
                let loaded = lang.tr(
                    "tui-loaded",
                    &Words::new()
                        .str("path", path)
                        .str("moves", moves(lang, self.game.len()))
                        .str("variant", self.variant.to_string()),
                );
                let _ = writeln!(out, "{}", as_clause(&loaded));
                if let Some(note) = note {
                    let _ = writeln!(out, "{note}");
                }
                self.show(out);
            }
            Err(e) => self.error(out, format!("{e:#}")),
        }
    }
}

/// `text` with each control character but the tab written as its escape
/// (`\u{1b}`), the tab as a space.
fn visible(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\t' => out.push(' '),
            c if c.is_control() => out.extend(c.escape_default()),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::opponent::Strength;
    use tablut_core::{Rules, Side};
    use tablut_engine::Level;

    #[test]
    fn control_characters_are_made_visible() {
        assert_eq!(visible("foo\u{1}\u{1b}[31mbar"), "foo\\u{1}\\u{1b}[31mbar");
        assert_eq!(visible("e3-h3\tundo"), "e3-h3 undo");
        assert_eq!(visible("plain é"), "plain é");
    }

    fn session() -> Session {
        Session {
            lang: Lang::english(),
            variant: Variant::default(),
            game: Game::start(Rules::LUDOTEKA),
            style: Style::Plain,
            echo: false,
            script: false,
            failures: 0,
            first_failure: None,
            failure: None,
            opponent: Opponent::Human,
            engine: None,
        }
    }

    fn run(input: &str) -> (Session, String) {
        let mut s = session();
        let mut out = Vec::new();
        s.run(input.as_bytes(), &mut out).unwrap();
        (s, String::from_utf8(out).unwrap())
    }

    #[test]
    fn moves_and_undo() {
        let (s, out) = run("e3-h3\nd1-d3\nundo\n");
        assert_eq!(s.game.len(), 1);
        assert!(out.contains("defenders played e3-h3"));
        assert!(out.contains("took back d1-d3"));
        assert!(out.ends_with("attackers to move> \n"), "{out}");
    }

    #[test]
    fn bad_input_changes_nothing() {
        let (s, out) = run("e1-e3\nzz-1\nfoo\nmoves z9\nmoves e1\nmoves e5\n");
        assert_eq!(s.game.len(), 0);
        assert!(out.contains("illegal move e1-e3: "));
        assert!(out.contains("error: in move 'zz-1': 'zz' is not a square"));
        assert!(out.contains("unknown command 'foo'"));
        assert!(out.contains("'z9' is not a square"));
        assert!(out.contains("the attacker on e1 belongs to the attackers"));
        assert!(out.contains("the king on e5 has no legal move"));
    }

    #[test]
    fn several_moves_on_a_line_stop_at_the_first_bad_one() {
        let (s, _) = run("e3-h3 d1-d3 d1-d3 h3-h2\n");
        assert_eq!(s.game.len(), 2);
    }

    #[test]
    fn moves_of_one_piece() {
        let (_, out) = run("moves e3\nmoves\n");
        assert!(out.contains("legal moves from e3: e3-"), "{out}");
        assert!(out.contains("56 legal moves:"));
    }

    #[test]
    fn against_the_computer() {
        let mut s = session();
        s.opponent = Opponent::Computer {
            human: Side::Defenders,
            strength: Strength::Level(Level::Beginner),
        };
        let mut out = Vec::new();
        s.run("e3-h3\nundo\nhint\n".as_bytes(), &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("defenders played e3-h3\n"), "{out}");
        assert!(out.contains("attackers (computer) played "), "{out}");
        assert!(out.contains("took back e3-h3 "), "{out}");
        assert!(out.contains("hint: "), "{out}");
        assert_eq!(s.game.len(), 0);
    }

    #[test]
    fn the_computer_may_move_first() {
        let mut s = session();
        s.opponent = Opponent::Computer {
            human: Side::Attackers,
            strength: Strength::Level(Level::Beginner),
        };
        let mut out = Vec::new();
        s.run("undo\n".as_bytes(), &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("defenders (computer) played "), "{out}");
        assert!(
            out.contains("nothing to take back: you have not moved yet"),
            "{out}"
        );
        assert_eq!(s.game.len(), 1);
    }
}
