//! `tablut tune`: tune the evaluation weights of one preset by self-play
//! (SPSA) and write them where the engine loads them from.

use std::fs;
use std::io::{self, Write};
use std::path::PathBuf;

use crate::args;
use crate::progress::Progress;
use anyhow::{bail, Context, Result};
use clap::Args;
use tablut_core::Preset;
use tablut_engine::weights::{shipped, WeightSet};
use tablut_tools::tune::{spsa, TuneConfig, MAX_LEARNING_RATE};

/// Tune a preset's evaluation weights by self-play
#[derive(Args, Debug)]
#[command(after_help = "\
Each iteration nudges every weight up or down at random, plays the nudged-up \
weights against the nudged-down ones twice from one random opening (colours \
swapped), and moves the weights towards whichever scored better (SPSA). The \
whole weight set is written as JSON; to ship it, copy it over \
crates/tablut-engine/weights.json and rebuild.

Examples:
  tablut tune --variant brainking --iterations 400 --out weights.json
  tablut tune --variant cartier --depth 3 --iterations 100 --out /tmp/w.json
  tablut tune --variant ludoteka --from weights.json --out weights.json")]
pub struct TuneArgs {
    /// The preset to tune (ludoteka, catalan, brainking, cartier, ashton, ashton-server)
    #[arg(long, value_name = "PRESET")]
    variant: String,

    /// Iterations (two games each; at least 1)
    #[arg(long, default_value_t = 200, value_name = "N", value_parser = args::count_u32)]
    iterations: u32,

    /// Search depth of both players (1 to 100)
    #[arg(long, default_value_t = 2, value_name = "N", value_parser = args::depth)]
    depth: u32,

    /// Random plies at the start of each game, so games differ (0 to 100)
    #[arg(long, default_value_t = 6, value_name = "N", value_parser = crate::args::opening_plies)]
    opening_plies: usize,

    /// Seed of openings and perturbations (same seed, same run)
    #[arg(long, default_value_t = 1, value_name = "N")]
    seed: u64,

    /// Longest game, in plies, before it is scored a draw (at least 1)
    #[arg(long, default_value_t = 300, value_name = "N", value_parser = args::count_usize)]
    max_plies: usize,

    /// Step size (how far a decisive pair moves the weights; more than 0,
    /// at most 10)
    #[arg(long, default_value_t = 0.5, value_name = "X")]
    learning_rate: f64,

    /// Start from the weight set in this JSON file instead of the shipped one
    #[arg(long, value_name = "FILE")]
    from: Option<PathBuf>,

    /// Write the resulting weight set (all presets) to this JSON file
    #[arg(long, value_name = "FILE")]
    out: PathBuf,
}

/// Runs `tablut tune`.
pub fn run(args: TuneArgs) -> Result<()> {
    let preset: Preset = args
        .variant
        .parse()
        .with_context(|| format!("--variant {:?} is not a preset", args.variant))?;
    if args.depth == 0 || args.iterations == 0 {
        bail!("--depth and --iterations must be at least 1");
    }
    // Bounded, since a huge step drove every weight to ±2147483647, which
    // every command then refuses to load (issue 30).
    if !(args.learning_rate > 0.0 && args.learning_rate <= MAX_LEARNING_RATE) {
        bail!(
            "--learning-rate {} is out of range: give more than 0 and at most {MAX_LEARNING_RATE}",
            args.learning_rate
        );
    }
    if args.opening_plies >= args.max_plies {
        bail!(
            "--max-plies {} leaves no moves after an opening of {} plies: raise --max-plies or lower --opening-plies",
            args.max_plies,
            args.opening_plies
        );
    }
    // Fail on an unwritable output before the iterations, not after.
    crate::output::ensure_writable(&args.out)?;
    let mut set: WeightSet = match &args.from {
        Some(path) => {
            WeightSet::load(path).with_context(|| format!("--from {}", path.display()))?
        }
        None => shipped().clone(),
    };
    let mut config = TuneConfig::new(preset.rules());
    config.start = set.get(preset).clone();
    config.iterations = args.iterations;
    config.depth = args.depth;
    config.opening_plies = args.opening_plies;
    config.seed = args.seed;
    config.max_plies = args.max_plies;
    config.learning_rate = args.learning_rate;

    let mut bar = Progress::new(
        u64::from(args.iterations),
        "{spinner} tuning {msg} [{bar:30}] {pos}/{len} iterations ({eta} left)",
    );
    bar.set(0, preset.name());
    let (mut plus, mut minus) = (0u32, 0u32);
    let every = (args.iterations / 20).max(1);
    let result = spsa(&config, |step| {
        if step.difference > 0.0 {
            plus += 1;
        } else if step.difference < 0.0 {
            minus += 1;
        }
        bar.set(u64::from(step.iteration), preset.name());
        if !bar.is_drawn() && step.iteration % every == 0 {
            eprintln!(
                "iteration {}/{}: nudged-up won {plus} pairs, nudged-down {minus}",
                step.iteration, args.iterations
            );
        }
    });
    bar.finish();
    // Never write what the engine would refuse to load.
    result
        .validate()
        .context("the tuned weights are out of range; try a smaller --learning-rate")?;
    *set.get_mut(preset) = result;
    let json = serde_json::to_string_pretty(&set)? + "\n";
    fs::write(&args.out, json).with_context(|| format!("cannot write {}", args.out.display()))?;
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "tuned {} over {} iterations ({} pairs favoured the nudged-up weights, {} the nudged-down); wrote {}",
        preset.name(),
        args.iterations,
        plus,
        minus,
        args.out.display()
    )?;
    Ok(())
}
