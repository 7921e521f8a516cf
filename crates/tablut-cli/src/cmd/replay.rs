//! `tablut replay`: play a list of moves (or a recorded game) and show what
//! every ply did, for people or, as JSON lines, for programs.

use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::PathBuf;

use anyhow::{bail, Context, Result};
use clap::Args;
use serde::{Deserialize, Serialize};
use tablut_core::notation::read_record;
use tablut_core::{Bitboard, Game, Move};

use crate::board_view::{board, squares, Style};
use crate::jsonl;
use crate::variant_args::{game_from, GameArgs};

/// Play moves and show each ply: captures, outcome, open escape routes, position
#[derive(Args, Debug)]
#[command(
    after_help = "Each ply shows its number, the move, the captured squares, the outcome \
    (ongoing, attackers win, defenders win, draw) with its reason, the king's open escape \
    routes and the resulting position. An illegal move stops the replay with an error \
    (exit status 1) after the plies before it.\n\n\
    Examples:\n  \
    tablut replay e3-h3 d1-d3 h3-h2\n  \
    tablut replay --variant catalan --json e2-c2 e3-h3\n  \
    tablut replay --file game.txt                  an OpenTafl record, under its own rules\n  \
    tablut replay --boards --file game.txt         a board after every ply\n  \
    echo '{\"moves\":[\"e3-h3\",\"d1-d3\"]}' | tablut replay --json -"
)]
pub struct ReplayArgs {
    #[command(flatten)]
    game: GameArgs,

    /// Replay an OpenTafl game record instead; the rules come from the record
    ///
    /// The file `tablut play` writes with `save`, or one from OpenTafl.
    /// Not combined with MOVE, --variant, --rule or --position.
    ///
    /// Example: tablut replay --file game.txt
    #[arg(long, value_name = "RECORD", conflicts_with_all = ["variant", "rule", "position", "moves"])]
    file: Option<PathBuf>,

    /// One JSON object per ply and line, for programs
    ///
    /// Keys: ply, move, captures (list of squares), outcome, reason,
    /// open_routes (a number), position. With MOVE `-`, read one game per
    /// line of standard input instead: {"variant": "...", "position": "...",
    /// "moves": ["e3-h3", ...]} (all optional; ludoteka, standard start, no
    /// moves), and write one line per game: {"plies":[...]}, or
    /// {"plies":[...played so far...],"error":"..."} when a move is illegal,
    /// or {"error":"..."} when the line itself is wrong.
    ///
    /// Example: tablut replay --json e3-h3 d1-d3
    #[arg(long)]
    json: bool,

    /// Draw the board after every ply (the captured squares marked), below
    /// its line
    ///
    /// Example: tablut replay --boards e3-h3 d1-d3
    #[arg(long, conflicts_with = "json")]
    boards: bool,

    /// The moves to play in order, like e3-h3; `-` with --json reads games from stdin
    ///
    /// Example: tablut replay e3-h3 d1-d3 h3-h2
    #[arg(value_name = "MOVE", id = "moves", required_unless_present = "file")]
    moves: Vec<String>,
}

/// What one ply did.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
struct PlyReport {
    /// 1-based ply number within this replay.
    ply: usize,
    /// The move, like `e3-h3`.
    #[serde(rename = "move")]
    mv: String,
    /// The squares whose pieces it captured.
    captures: Vec<String>,
    /// `ongoing`, `attackers win`, `defenders win` or `draw`.
    outcome: &'static str,
    /// Why the game ended (empty while it goes on).
    reason: String,
    /// How many escape squares the king could reach in one move.
    open_routes: u32,
    /// The resulting position, as `--position` takes it.
    position: String,
}

impl PlyReport {
    fn text(&self) -> String {
        let captured = if self.captures.is_empty() {
            "none".to_string()
        } else {
            self.captures.join(", ")
        };
        let outcome = if self.reason.is_empty() {
            self.outcome.to_string()
        } else {
            format!("{} ({})", self.outcome, self.reason)
        };
        format!(
            "ply {}  {}  captured: {captured}  outcome: {outcome}  open routes: {}  position: {}",
            self.ply, self.mv, self.open_routes, self.position
        )
    }
}

/// Plays the move written `text` as ply number `ply`; the error names the
/// ply and the move and says why it cannot be played.
fn play_ply(game: &mut Game, ply: usize, text: &str) -> Result<PlyReport, String> {
    let mv: Move = text.trim().parse().map_err(|e| format!("ply {ply}: {e}"))?;
    let captures = game
        .play(mv)
        .map_err(|e| format!("ply {ply}: {e}"))?
        .captures;
    let outcome = game.outcome();
    let position = game.position();
    Ok(PlyReport {
        ply,
        mv: mv.to_string(),
        captures: squares(captures),
        outcome: outcome.result_text(),
        reason: outcome.reason_text(),
        open_routes: position.open_routes().count(),
        position: position.to_string(),
    })
}

/// One request line of `replay --json -`.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct ReplayRequest {
    /// The rule set, as `--variant` takes it (default ludoteka).
    variant: Option<String>,
    /// The start position, as `--position` takes it (default: the start).
    position: Option<String>,
    /// The moves to play.
    #[serde(default)]
    moves: Vec<String>,
}

/// One answer line of `replay --json -`.
#[derive(Serialize, Debug, Default)]
struct ReplayAnswer {
    #[serde(skip_serializing_if = "Option::is_none")]
    plies: Option<Vec<PlyReport>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

fn answer(req: ReplayRequest) -> ReplayAnswer {
    let mut game = match game_from(req.variant.as_deref(), &[], req.position.as_deref()) {
        Ok((_, game)) => game,
        Err(e) => {
            return ReplayAnswer {
                plies: None,
                error: Some(format!("{e:#}")),
            }
        }
    };
    let mut plies = Vec::with_capacity(req.moves.len());
    for (i, text) in req.moves.iter().enumerate() {
        match play_ply(&mut game, i + 1, text) {
            Ok(report) => plies.push(report),
            Err(error) => {
                return ReplayAnswer {
                    plies: Some(plies),
                    error: Some(error),
                }
            }
        }
    }
    ReplayAnswer {
        plies: Some(plies),
        error: None,
    }
}

/// Runs `tablut replay`.
pub fn run(args: ReplayArgs) -> Result<()> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    if args.moves.len() == 1 && args.moves[0] == "-" {
        if !args.json {
            bail!("`-` reads JSON games from standard input: add --json (tablut replay --json -)");
        }
        let g = &args.game;
        if g.variant.variant.is_some() || !g.variant.rules.rule.is_empty() || g.position.is_some() {
            bail!(
                "with `--json -` every input line names its own variant and position; \
                 drop --variant, --rule and --position"
            );
        }
        return jsonl::serve(io::stdin().lock(), &mut out, answer, |error| ReplayAnswer {
            plies: None,
            error: Some(error),
        });
    }

    let (mut game, moves, resigned) = match &args.file {
        Some(path) => {
            let text = tablut_engine::files::read_text(path, &tablut_engine::files::Limit::RECORD)?;
            let record = read_record(&text)
                .with_context(|| format!("{} is not a valid record", path.display()))?;
            let resigned = record.resigned();
            let mut game = record.game;
            let moves: Vec<String> = game.moves().map(|m| m.to_string()).collect();
            while game.undo().is_some() {}
            (game, moves, resigned)
        }
        None => {
            let (_, game) = args.game.game()?;
            (game, args.moves.clone(), None)
        }
    };

    let style = Style::detect(io::stdout().is_terminal());
    if args.boards {
        writeln!(
            out,
            "start\n{}",
            board(game.position(), style, Bitboard::EMPTY)
        )?;
    }
    for (i, text) in moves.iter().enumerate() {
        match play_ply(&mut game, i + 1, text) {
            Ok(report) => {
                if args.json {
                    jsonl::write_line(&mut out, &report)?;
                } else {
                    writeln!(out, "{}", report.text())?;
                    if args.boards {
                        let captured = game.plies().last().map_or(Bitboard::EMPTY, |p| p.captures);
                        writeln!(out, "{}", board(game.position(), style, captured))?;
                    }
                }
            }
            Err(error) => {
                out.flush()?;
                bail!(error);
            }
        }
    }
    if let (Some(side), false) = (resigned, args.json) {
        writeln!(out, "the {side} resigned")?;
    }
    out.flush()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablut_core::Rules;

    #[test]
    fn a_ply_reports_its_move_and_position() {
        let mut game = Game::start(Rules::LUDOTEKA);
        let r = play_ply(&mut game, 1, "e3-h3").unwrap();
        assert_eq!(r.mv, "e3-h3");
        assert_eq!(r.outcome, "ongoing");
        assert_eq!(r.reason, "");
        assert!(r.position.ends_with(" a"));
        assert!(r
            .text()
            .starts_with("ply 1  e3-h3  captured: none  outcome: ongoing"));
    }

    #[test]
    fn errors_name_the_ply_and_move() {
        let mut game = Game::start(Rules::LUDOTEKA);
        let e = play_ply(&mut game, 3, "e1-e3").unwrap_err();
        assert!(e.starts_with("ply 3: e1-e3: "), "{e}");
        let e = play_ply(&mut game, 3, "zz").unwrap_err();
        assert!(e.starts_with("ply 3: 'zz' is not a move"), "{e}");
        assert_eq!(game.len(), 0);
    }

    #[test]
    fn stdin_answers_keep_the_plies_before_an_error() {
        let req = ReplayRequest {
            variant: None,
            position: None,
            moves: vec!["e3-h3".into(), "e1-e3".into(), "d1-d3".into()],
        };
        let a = answer(req);
        assert_eq!(a.plies.as_ref().map(Vec::len), Some(1));
        assert!(a.error.unwrap().starts_with("ply 2: e1-e3"));
    }
}
