//! `tablut play`: a game at the terminal, between two people or against
//! the engine. In a terminal it opens the full-screen UI ([`crate::tui`]);
//! otherwise (or with `--no-tui`) it reads one command per line from
//! standard input, so a pipe can drive it too.

use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;
use std::time::Duration;

use anyhow::{bail, Result};
use clap::{Args, ValueEnum};
use tablut_core::{Side, Variant};
use tablut_engine::Level;

use crate::args;
use crate::board_view::Style;
use crate::saved_game::{load_record, Reading};
use crate::tui::opponent::{Opponent, Strength};
use crate::variant_args::GameArgs;

mod line_mode;
use line_mode::Session;

/// Play a game: two people at one terminal, or one against the computer
///
/// In a terminal this opens a full-screen board (arrow keys or the mouse to
/// move, ? for help); without options it first asks for the rules and the
/// players. From a pipe, or with --no-tui, it reads one command per line.
#[derive(Args, Debug)]
#[command(
    after_help = "Line mode: type a move like e3-h3 at the prompt, or one of: moves, moves e3, \
    undo, hint, board, position, save FILE, load FILE, help, quit. End of input quits too, so \
    a pipe can drive a game.\n\n\
    Examples:\n  \
    tablut play\n  \
    tablut play --vs computer --level hard --side attackers\n  \
    tablut play --variant cartier --rule king_armed=false\n  \
    tablut play --load game.otg --movetime 2\n  \
    tablut play --lang ca\n  \
    printf 'e3-h3\\nmoves\\nquit\\n' | tablut play"
)]
pub struct PlayArgs {
    #[command(flatten)]
    game: GameArgs,

    /// Who you play against: human (someone at this keyboard) or computer [default: human, or computer with --level, --movetime or --side]
    #[arg(long, value_enum, value_name = "WHO")]
    vs: Option<Vs>,

    /// The computer's strength: beginner, easy, medium, hard or master [default: medium]
    #[arg(long, value_name = "NAME", conflicts_with = "movetime")]
    level: Option<Level>,

    /// The computer thinks this many seconds per move (instead of --level)
    #[arg(long, value_name = "SECONDS", value_parser = args::movetime)]
    movetime: Option<Duration>,

    /// Your side against the computer: attackers or defenders [default: the side that moves first]
    #[arg(long, value_name = "SIDE")]
    side: Option<Side>,

    /// Continue a saved game (an OpenTafl record), under the rules it names
    #[arg(long, value_name = "FILE", conflicts_with_all = ["variant", "rule", "position"])]
    load: Option<PathBuf>,

    /// Read commands line by line even in a terminal
    #[arg(long)]
    no_tui: bool,

    /// The language of the game's menus, help and messages (en, es, ca, nl, it, sv)
    ///
    /// Without it, the language of the environment (LC_ALL, LC_MESSAGES,
    /// LANG), else English. Commands typed in line mode and moves are
    /// written the same in every language.
    #[arg(long, value_name = "CODE")]
    lang: Option<String>,
}

/// The opponent named by `--vs`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum Vs {
    /// Another person at this keyboard.
    Human,
    /// The engine.
    Computer,
}

impl PlayArgs {
    /// Whether any option chooses the game, so that no setup screen is needed.
    fn chooses_game(&self) -> bool {
        let g = &self.game;
        self.vs.is_some()
            || self.level.is_some()
            || self.movetime.is_some()
            || self.side.is_some()
            || self.load.is_some()
            || g.variant.variant.is_some()
            || !g.variant.rules.rule.is_empty()
            || g.position.is_some()
    }

    /// Who plays, from `--vs`, `--level`, `--movetime` and `--side`.
    fn opponent(&self, variant: &Variant) -> Result<Opponent> {
        let computer_options =
            self.level.is_some() || self.movetime.is_some() || self.side.is_some();
        match self.vs {
            Some(Vs::Human) if computer_options => {
                bail!("--level, --movetime and --side are for a game against the computer (--vs computer)")
            }
            Some(Vs::Human) => Ok(Opponent::Human),
            None if !computer_options => Ok(Opponent::Human),
            _ => Ok(Opponent::Computer {
                human: self.side.unwrap_or(variant.rules.first),
                strength: match (self.movetime, self.level) {
                    (Some(time), _) => Strength::Movetime(time),
                    (None, Some(level)) => Strength::Level(level),
                    (None, None) => Strength::DEFAULT,
                },
            }),
        }
    }
}

/// Runs `tablut play` on the terminal (or whatever stdin and stdout are).
pub fn run(args: PlayArgs) -> Result<()> {
    let lang = crate::language::chosen(args.lang.as_deref())?;
    let (variant, game, note) = match &args.load {
        Some(path) => load_record(path, lang, Reading::AnyFile)?,
        None => {
            let (variant, game) = args.game.game()?;
            (variant, game, None)
        }
    };
    let opponent = args.opponent(&variant)?;
    let stdin = io::stdin();
    let stdout = io::stdout();
    if !args.no_tui && stdin.is_terminal() && stdout.is_terminal() {
        return crate::tui::run(crate::tui::Options {
            lang,
            variant,
            game,
            opponent,
            setup: !args.chooses_game(),
            note,
        });
    }
    let mut session = Session {
        lang,
        variant,
        game,
        style: Style::detect(stdout.is_terminal()),
        // Typed lines are already on a terminal; from a pipe, echo them so
        // the transcript reads like a session.
        echo: !stdin.is_terminal(),
        // A script's exit status tells whether every command worked.
        script: !stdin.is_terminal(),
        failures: 0,
        first_failure: None,
        failure: None,
        opponent,
        engine: None,
    };
    if let Some(note) = note {
        writeln!(stdout.lock(), "{note}")?;
    }
    session.run(stdin.lock(), &mut stdout.lock())
}
