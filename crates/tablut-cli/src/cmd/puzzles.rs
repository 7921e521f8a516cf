//! `tablut puzzles`: mine puzzles from engine games, and check puzzle
//! files.

use std::io::Write;
use std::path::PathBuf;

use anyhow::{bail, Context, Result};
use clap::{Args, Subcommand};
use tablut_core::Preset;
use tablut_tools::puzzles;

/// Puzzles: positions where exactly one move wins by force (an escape or
/// a king capture in one or two moves), proved by exhaustive search
#[derive(Args, Debug)]
#[command(after_help = "Examples:\n  \
    tablut puzzles generate --variant cartier --count 20 --seed 1 --out cartier.jsonl\n  \
    tablut puzzles verify cartier.jsonl\n\n\
    Each puzzle is one JSON line: id, preset, position (OpenTafl record and side\n\
    to move), solver, win_in, solution (the main line), themes (escape, raichi,\n\
    tuichi, capture-by-two/three/four, against-throne/corner/camp,\n\
    defender-sacrifice) and a starting rating. The shipped ones are in puzzles/.")]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    command: PuzzlesCommand,
}

#[derive(Subcommand, Debug)]
enum PuzzlesCommand {
    /// Mine puzzles of one preset from seeded engine games
    Generate {
        /// The preset (puzzles are played under a preset's rules)
        #[arg(long, value_name = "NAME", default_value = "ludoteka")]
        variant: String,
        /// How many puzzles (1 to 10000)
        #[arg(long, value_name = "N", default_value_t = 20)]
        count: usize,
        /// Seed of the games' random openings and moves
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// Write them to this file (JSON lines) instead of standard output
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// Prove every puzzle of a file again: legal, exactly one winning
    /// first move, and a solution line that wins
    Verify {
        /// A JSON-lines file of puzzles
        file: PathBuf,
    },
}

/// Runs `tablut puzzles`.
pub fn run(args: PuzzlesArgs) -> Result<()> {
    match args.command {
        PuzzlesCommand::Generate {
            variant,
            count,
            seed,
            out,
        } => {
            let preset: Preset = variant.parse().ok().with_context(|| {
                format!("--variant {variant}: puzzles are for a preset (ludoteka, catalan, brainking, cartier, ashton, ashton-server)")
            })?;
            if !(1..=10_000).contains(&count) {
                bail!("--count {count} is out of range: give 1 to 10000");
            }
            if let Some(path) = &out {
                crate::output::ensure_writable(path)?;
            }
            let mut progress = crate::progress::Progress::new(
                count as u64,
                "{spinner} {pos}/{len} puzzles [{bar:30}] ({elapsed}, eta {eta})",
            )
            .plain_lines("puzzles", "found", std::time::Duration::from_secs(30));
            let found = puzzles::generate(preset, count, seed, |n| progress.set(n as u64, ""));
            progress.finish();
            let mut text = String::new();
            for p in &found {
                puzzles::verify(p)
                    .map_err(|e| anyhow::anyhow!("a mined puzzle does not hold: {e}"))?;
                text.push_str(&serde_json::to_string(p)?);
                text.push('\n');
            }
            match out {
                Some(path) => {
                    std::fs::write(&path, text)
                        .with_context(|| format!("cannot write {}", path.display()))?;
                    eprintln!("{} puzzles written to {}", found.len(), path.display());
                }
                None => std::io::stdout().lock().write_all(text.as_bytes())?,
            }
            if found.len() < count {
                eprintln!("only {} of {count} found in the games played", found.len());
            }
            Ok(())
        }
        PuzzlesCommand::Verify { file } => {
            let text =
                tablut_engine::files::read_text(&file, &tablut_engine::files::Limit::PUZZLES)?;
            let all =
                puzzles::read(&text).map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
            let mut bad = Vec::new();
            for p in &all {
                if let Err(e) = puzzles::verify(p) {
                    bad.push(e);
                }
            }
            if !bad.is_empty() {
                bail!(
                    "{} of {} puzzles do not hold:\n{}",
                    bad.len(),
                    all.len(),
                    bad.join("\n")
                );
            }
            println!("{}: {} puzzles, every one holds", file.display(), all.len());
            Ok(())
        }
    }
}
