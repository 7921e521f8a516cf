//! `tablut moves`: the legal moves of a position, for people or programs.

use std::io::{self, BufWriter, Write};

use anyhow::Result;
use clap::Args;
use serde::{Deserialize, Serialize};
use tablut_core::Game;

use crate::jsonl;
use crate::variant_args::{game_from, GameArgs};

/// List the legal moves of a position
#[derive(Args, Debug)]
#[command(after_help = "Examples:\n  \
    tablut moves                                   ludoteka start: 56 moves, one per line\n  \
    tablut moves --variant catalan --json          {\"moves\":[...]} on one line\n  \
    tablut moves --position '/9/9/9/9/4K4/9/9/9/1t7/ d'\n  \
    echo '{\"variant\":\"cartier\"}' | tablut moves --json -")]
pub struct MovesArgs {
    #[command(flatten)]
    game: GameArgs,

    /// Print {"moves":["e3-h3",...]} on one line instead of one move per line
    ///
    /// With `-` after it, answer JSON requests from standard input instead.
    ///
    /// Example: tablut moves --json
    #[arg(long)]
    json: bool,

    /// `-`: answer one JSON request per line of standard input (needs --json)
    ///
    /// Each line is {"variant": "...", "position": "..."}; both are optional
    /// (ludoteka, standard start). Each answer is one line:
    /// {"moves":[...]} or {"error":"..."}. Every line is answered, in
    /// order: a bad or blank line gets an error answer and the stream goes on. --variant, --rule and --position do not
    /// apply; the requests carry their own.
    ///
    /// Example: echo '{"variant":"catalan"}' | tablut moves --json -
    #[arg(
        value_name = "-",
        requires = "json",
        value_parser = clap::builder::PossibleValuesParser::new(["-"]),
        conflicts_with_all = ["variant", "rule", "position"],
    )]
    input: Option<String>,
}

/// One request line of `moves --json -`.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct MovesRequest {
    /// The rule set, as `--variant` takes it (default ludoteka).
    variant: Option<String>,
    /// The position, as `--position` takes it (default: the start).
    position: Option<String>,
}

/// One answer line of `moves --json`.
#[derive(Serialize, Debug)]
#[serde(untagged)]
enum MovesAnswer {
    Moves { moves: Vec<String> },
    Error { error: String },
}

fn legal_moves(game: &Game) -> Vec<String> {
    game.legal_moves().iter().map(|m| m.to_string()).collect()
}

/// Runs `tablut moves`.
pub fn run(args: MovesArgs) -> Result<()> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    if args.input.is_some() {
        return jsonl::serve(
            io::stdin().lock(),
            &mut out,
            |req: MovesRequest| match game_from(
                req.variant.as_deref(),
                &[],
                req.position.as_deref(),
            ) {
                Ok((_, game)) => MovesAnswer::Moves {
                    moves: legal_moves(&game),
                },
                Err(e) => MovesAnswer::Error {
                    error: format!("{e:#}"),
                },
            },
            |error| MovesAnswer::Error { error },
        );
    }
    let (_, game) = args.game.game()?;
    let moves = legal_moves(&game);
    if args.json {
        jsonl::write_line(&mut out, &MovesAnswer::Moves { moves })?;
    } else {
        for m in moves {
            writeln!(out, "{m}")?;
        }
        out.flush()?;
    }
    Ok(())
}
