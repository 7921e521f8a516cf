//! `tablut analyze --game`: the review of a whole game, a line per move
//! (or a JSON object per move), a summary per side, and the graph of the
//! attackers' winning chances as SVG.

use std::io::Write;
use std::path::Path;
use std::time::Duration;

use anyhow::{Context, Result};
use serde::Serialize;
use tablut_core::notation::read_record;
use tablut_core::{Game, Move, Side, Variant};
use tablut_engine::review::{review, summary, Class, PlyReview, WinModel};
use tablut_engine::{Engine, Limits, Score};

/// Time per position when the review is given no limit.
pub const DEFAULT_TIME: Duration = Duration::from_millis(300);

/// The game to review: a record file, or the given position and moves.
pub fn game(file: Option<&Path>, given: (Variant, Game), moves: Option<&str>) -> Result<Game> {
    let game = match file {
        Some(path) => {
            let text = tablut_engine::files::read_text(path, &tablut_engine::files::Limit::RECORD)?;
            read_record(&text)
                .with_context(|| format!("{} is not a game record", path.display()))?
                .game
        }
        None => {
            let mut game = given.1;
            if let Some(moves) = moves {
                crate::variant_args::play_moves(&mut game, moves)?;
            }
            game
        }
    };
    if game.is_empty() {
        anyhow::bail!("the game has no moves to review: give --moves or --file");
    }
    Ok(game)
}

#[derive(Serialize)]
struct JsonPly<'a> {
    ply: usize,
    #[serde(rename = "move")]
    mv: String,
    side: &'a str,
    best: String,
    score_before: String,
    score_after: String,
    chance_before: f64,
    chance_after: f64,
    class: &'a str,
    line: Vec<String>,
}

/// Reviews `game` and prints it to `out`; writes the graph to `svg`.
pub fn run(
    game: &Game,
    engine: &mut Engine,
    limits: &Limits,
    json: bool,
    svg: Option<&Path>,
    out: &mut impl Write,
) -> Result<()> {
    if let Some(path) = svg {
        crate::output::ensure_writable(path)?;
    }
    let model = WinModel::for_rules(game.rules());
    let positions = game.len() as u64 + 1;
    let mut progress = crate::progress::Progress::new(
        positions,
        "{spinner} reviewing: {pos}/{len} positions [{bar:30}] ({elapsed}, eta {eta})",
    );
    let reviews = review(game, engine, limits, &model, |done, _| {
        progress.set(done as u64, "");
    });
    progress.finish();
    if json {
        for r in &reviews {
            let j = JsonPly {
                ply: r.ply,
                mv: r.mv.to_string(),
                side: r.side.name(),
                best: r.best.to_string(),
                score_before: shown(r.score_before),
                score_after: shown(r.score_after),
                chance_before: r.chance_before,
                chance_after: r.chance_after,
                class: r.class.name(),
                line: r.line.iter().map(Move::to_string).collect(),
            };
            serde_json::to_writer(&mut *out, &j)?;
            writeln!(out)?;
        }
    } else {
        table(&reviews, out)?;
    }
    if let Some(path) = svg {
        let chart = tablut_tools::chart::review_svg(&reviews, &title(game));
        std::fs::write(path, chart).with_context(|| format!("cannot write {}", path.display()))?;
        if !json {
            writeln!(out, "graph written to {}", path.display())?;
        }
    }
    Ok(())
}

fn title(game: &Game) -> String {
    format!("{} moves, {}", game.len(), game.outcome())
}

/// A score as the review shows it: soldiers, "win in N"/"loss in N", or
/// "won"/"lost" once the game is over.
fn shown(score: Score) -> String {
    match score.plies_to_end() {
        Some(0) if score.is_win() => "won".to_string(),
        Some(0) => "lost".to_string(),
        _ => score.to_string(),
    }
}

fn table(reviews: &[PlyReview], out: &mut impl Write) -> Result<()> {
    writeln!(
        out,
        "Scores and chances are the mover's, before and after the move (chances: the expected result, 1 a win)."
    )?;
    writeln!(
        out,
        "{:>4}  {:<10} {:<7} {:<7} {:>10} {:>10} {:>6} {:>6}  {:<11} better line",
        "ply", "side", "move", "best", "before", "after", "", "", "class"
    )?;
    for r in reviews {
        let better = match r.class {
            Class::Mistake | Class::Blunder => r
                .line
                .iter()
                .take(6)
                .map(Move::to_string)
                .collect::<Vec<_>>()
                .join(" "),
            _ => String::new(),
        };
        writeln!(
            out,
            "{:>4}  {:<10} {:<7} {:<7} {:>10} {:>10} {:>5.0}% {:>5.0}%  {:<11} {}",
            r.ply,
            r.side.name(),
            r.mv.to_string(),
            r.best.to_string(),
            shown(r.score_before),
            shown(r.score_after),
            100.0 * r.chance_before,
            100.0 * r.chance_after,
            r.class.name(),
            better
        )?;
    }
    for side in [Side::Attackers, Side::Defenders] {
        let s = summary(reviews, side);
        let counts: Vec<String> = Class::ALL
            .iter()
            .zip(s.counts)
            .map(|(class, n)| format!("{n} {}", class.name()))
            .collect();
        writeln!(
            out,
            "{}: {} moves: {}; average loss {:.1} points of the expected result",
            side.name(),
            s.moves,
            counts.join(", "),
            s.average_loss
        )?;
    }
    Ok(())
}
