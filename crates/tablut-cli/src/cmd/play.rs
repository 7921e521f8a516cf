//! `tablut play`: two people at one terminal, one command per line. It
//! reads standard input line by line, so a pipe can drive it too.

use std::fmt::Write as _;
use std::io::{self, BufRead, IsTerminal, Write};
use std::path::Path;
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::{Context, Result};
use clap::Args;
use tablut_core::notation::{read_record, write_record};
use tablut_core::{Bitboard, Game, Move, Piece, Square, Variant};

use crate::board_view::{board, escape_call, square_list, Style, LEGEND};
use crate::variant_args::GameArgs;

/// Two people play at one terminal, taking turns to type moves
#[derive(Args, Debug)]
#[command(
    after_help = "Type a move like e3-h3 at the prompt, or one of: moves, moves e3, undo, \
    board, position, save FILE, load FILE, help, quit. End of input quits too, so a pipe \
    can drive a game.\n\n\
    Examples:\n  \
    tablut play\n  \
    tablut play --variant cartier --rule king_armed=false\n  \
    printf 'e3-h3\\nmoves\\nquit\\n' | tablut play"
)]
pub struct PlayArgs {
    #[command(flatten)]
    game: GameArgs,
}

/// Runs `tablut play` on the terminal (or whatever stdin and stdout are).
pub fn run(args: PlayArgs) -> Result<()> {
    let (variant, game) = args.game.game()?;
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut session = Session {
        variant,
        game,
        style: Style::detect(stdout.is_terminal()),
        // Typed lines are already on a terminal; from a pipe, echo them so
        // the transcript reads like a session.
        echo: !stdin.is_terminal(),
    };
    session.run(stdin.lock(), &mut stdout.lock())
}

const HELP: &str = "\
Commands:
  e3-h3        move the piece on e3 to h3 (several moves on one line are played in turn)
  moves        list the legal moves
  moves e3     list the legal moves of the piece on e3
  undo         take back the last move
  board        draw the board again
  position     print the position record (as --position takes it)
  save FILE    save the game as an OpenTafl record
  load FILE    load a saved record; it replaces this game and its rules
  help         this list
  quit         leave (end of input does the same)
";

/// What to do after a command.
#[derive(Debug, PartialEq, Eq)]
enum Next {
    Continue,
    Quit,
}

/// A game being played and how to show it.
struct Session {
    variant: Variant,
    game: Game,
    style: Style,
    echo: bool,
}

impl Session {
    /// Reads commands from `input` until `quit` or end of input.
    fn run(&mut self, mut input: impl BufRead, out: &mut impl Write) -> Result<()> {
        let mut text = format!(
            "Tablut ({}). Type a move like e3-h3, or help.\n{LEGEND}\n\n",
            self.variant
        );
        self.show(&mut text);
        out.write_all(text.as_bytes())?;
        let mut buf = Vec::new();
        loop {
            write!(out, "{}> ", self.prompt())?;
            out.flush()?;
            buf.clear();
            if input.read_until(b'\n', &mut buf)? == 0 {
                writeln!(out)?;
                out.flush()?;
                return Ok(());
            }
            let line = String::from_utf8_lossy(&buf);
            let line = line.trim();
            if self.echo {
                writeln!(out, "{line}")?;
            }
            let mut text = String::new();
            let next = self.command(line, &mut text);
            out.write_all(text.as_bytes())?;
            if next == Next::Quit {
                out.flush()?;
                return Ok(());
            }
        }
    }

    fn prompt(&self) -> String {
        if self.game.outcome().is_over() {
            "game over".to_string()
        } else {
            format!("{} to move", self.game.position().side_to_move())
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
        if outcome.is_over() {
            let _ = writeln!(out, "Game over: {outcome}");
        } else {
            let _ = writeln!(
                out,
                "Move {}: {} to move",
                self.game.len() + 1,
                self.game.position().side_to_move()
            );
        }
    }

    /// Carries out one input line, writing what people should see to `out`.
    fn command(&mut self, line: &str, out: &mut String) -> Next {
        let (word, rest) = match line.split_once(char::is_whitespace) {
            Some((w, r)) => (w, r.trim()),
            None => (line, ""),
        };
        match word.to_ascii_lowercase().as_str() {
            "" => {}
            "quit" | "exit" | "q" => return Next::Quit,
            "help" | "?" | "h" => out.push_str(HELP),
            "board" | "show" => self.show(out),
            "position" => {
                let _ = writeln!(out, "{}", self.game.position());
            }
            "moves" => self.list_moves(rest, out),
            "undo" => match self.game.undo() {
                Some(mv) => {
                    let _ = writeln!(out, "took back {mv}");
                    self.show(out);
                }
                None => out.push_str("nothing to take back: no move has been played\n"),
            },
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
                let _ = writeln!(
                    out,
                    "unknown command '{}': write a move like e3-h3, or help for the commands",
                    word.chars().take(24).collect::<String>()
                );
            }
        }
        Next::Continue
    }

    /// Plays one move; false if it could not be played (the reason is in `out`).
    fn play(&mut self, text: &str, out: &mut String) -> bool {
        let mv: Move = match text.parse() {
            Ok(mv) => mv,
            Err(e) => {
                let _ = writeln!(out, "error: {e}");
                return false;
            }
        };
        let mover = self.game.position().side_to_move();
        let captures = match self.game.play(mv) {
            Ok(ply) => ply.captures,
            Err(e) => {
                let _ = writeln!(out, "illegal move {e}");
                return false;
            }
        };
        let _ = writeln!(out, "{mover} played {mv}");
        self.draw(out);
        if captures.any() {
            let _ = writeln!(out, "captured: {}", square_list(captures));
        }
        if !self.game.outcome().is_over() {
            if let Some(call) = escape_call(self.game.position().open_routes().count()) {
                let _ = writeln!(out, "{call}");
            }
        }
        self.status(out);
        true
    }

    /// `moves` or `moves SQUARE`.
    fn list_moves(&self, arg: &str, out: &mut String) {
        let legal = self.game.legal_moves();
        if arg.is_empty() {
            if legal.is_empty() {
                let _ = writeln!(out, "no legal moves: {}", self.game.outcome());
                return;
            }
            let _ = writeln!(out, "{} legal moves:", legal.len());
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
                let _ = writeln!(out, "error: {e}");
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
                "{} legal moves from {sq}: {}",
                mine.len(),
                mine.join(" ")
            );
            return;
        }
        let to_move = self.game.position().side_to_move();
        let _ = match self.game.position().piece_at(sq) {
            None => writeln!(out, "there is no piece on {sq}"),
            Some(p) if self.game.outcome().is_over() => {
                writeln!(out, "the {} on {sq} cannot move: the game is over", name(p))
            }
            Some(p) if p.side() != to_move => writeln!(
                out,
                "the {} on {sq} belongs to the {}; the {to_move} are to move",
                name(p),
                p.side()
            ),
            Some(p) => writeln!(out, "the {} on {sq} has no legal move", name(p)),
        };
    }

    fn save(&self, path: &str, out: &mut String) {
        if path.is_empty() {
            out.push_str("save needs a file name, like: save game.txt\n");
            return;
        }
        let date = today();
        let text = write_record(&self.game, &self.variant, &[("date", &date)]);
        match std::fs::write(path, text) {
            Ok(()) => {
                let _ = writeln!(out, "saved {} moves to {path}", self.game.len());
            }
            Err(e) => {
                let _ = writeln!(out, "error: cannot write {path}: {e}");
            }
        }
    }

    fn load(&mut self, path: &str, out: &mut String) {
        if path.is_empty() {
            out.push_str("load needs a file name, like: load game.txt\n");
            return;
        }
        match load_record(Path::new(path)) {
            Ok((variant, game, note)) => {
                self.variant = variant;
                self.game = game;
                let _ = writeln!(
                    out,
                    "loaded {path}: {} moves, rules {}",
                    self.game.len(),
                    self.variant
                );
                if let Some(note) = note {
                    let _ = writeln!(out, "{note}");
                }
                self.show(out);
            }
            Err(e) => {
                let _ = writeln!(out, "error: {e:#}");
            }
        }
    }
}

/// Reads a game record file: the rule set, the game, and a remark on who
/// resigned, if anyone did.
fn load_record(path: &Path) -> Result<(Variant, Game, Option<String>)> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let record =
        read_record(&text).with_context(|| format!("{} is not a valid record", path.display()))?;
    let note = record
        .resigned
        .map(|side| format!("(the record says the {side} resigned)"));
    Ok((record.variant, record.game, note))
}

fn name(piece: Piece) -> &'static str {
    match piece {
        Piece::Attacker => "attacker",
        Piece::Defender => "defender",
        Piece::King => "king",
    }
}

/// Today's date (UTC) as OpenTafl writes it: `2026.11.21`.
fn today() -> String {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    civil_date((secs / 86_400) as i64)
}

/// The proleptic Gregorian date `days` after 1970-01-01 (H. Hinnant's
/// `civil_from_days`).
fn civil_date(days: i64) -> String {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablut_core::Rules;

    fn session() -> Session {
        Session {
            variant: Variant::default(),
            game: Game::start(Rules::LUDOTEKA),
            style: Style::Plain,
            echo: false,
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
    fn dates() {
        assert_eq!(civil_date(0), "1970.01.01");
        assert_eq!(civil_date(20_454), "2026.01.01");
        assert_eq!(civil_date(11_016), "2000.02.29");
    }
}
