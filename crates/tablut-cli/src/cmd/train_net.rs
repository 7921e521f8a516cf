//! `tablut train-net`: generate self-play positions, train a net on them,
//! write it as a `.nnue` file (see `tablut_tools::train`).

use std::fs;
use std::io::{self, Write};
use std::path::PathBuf;
use std::time::Instant;

use crate::args;
use crate::progress::Progress;
use anyhow::{bail, Context, Result};
use clap::Args;
use tablut_core::Preset;
use tablut_tools::train::{
    generate, handwritten_loss, read_samples, search_scale, train, write_samples, DataConfig,
    TrainConfig,
};

/// Train a learned evaluation (NNUE) for a preset from self-play
#[derive(Args, Debug)]
#[command(after_help = "\
Plays --games games from seeded random openings with the hand-written \
evaluation searching --depth plies a move, keeps every quiet position with \
the search's score and the game's result, then trains a 243x64x1 net (Adam, \
all eight board symmetries) towards a blend of the two (--lambda of the \
score) and writes it quantised. The same seed gives the same net. To ship a \
net, copy it to crates/tablut-engine/nets/PRESET.nnue; it becomes the \
preset's default only after it wins a match (see README).

Examples:
  tablut train-net --variant ludoteka --seed 1 --out ludoteka.nnue
  tablut train-net --variant brainking --games 20 --save-data positions.txt --out b.nnue
  tablut train-net --variant ludoteka --data positions.txt --epochs 40 --out a.nnue
  tablut train-net --variant ludoteka --data positions.txt --data more-positions.txt --out c.nnue
  tablut train-net --variant ashton --weights weights.json --defenders-contempt -300 --out a.nnue
  tablut match --a tablut:net=net.nnue --b tablut:net=none --games 2")]
pub struct TrainNetArgs {
    /// The preset to train for (ludoteka, catalan, brainking, cartier, ashton, ashton-server)
    #[arg(long, value_name = "PRESET")]
    variant: String,

    /// Self-play games to generate positions from (at least 1)
    #[arg(long, default_value_t = 6000, value_name = "N", value_parser = args::count_u32)]
    games: u32,

    /// Search depth of every self-play move, and so of the score labels (1 to 100)
    #[arg(long, default_value_t = 5, value_name = "N", value_parser = args::depth)]
    depth: u32,

    /// Random plies at the start of each game (not kept as positions)
    #[arg(long, default_value_t = 8, value_name = "N", value_parser = crate::args::opening_plies)]
    opening_plies: usize,

    /// Longest game, in plies, before it is scored a draw (at least 1)
    #[arg(long, default_value_t = 300, value_name = "N", value_parser = args::count_usize)]
    max_plies: usize,

    /// Games played at once while generating
    #[arg(long, default_value_t = 2, value_name = "N", value_parser = args::threads)]
    threads: usize,

    /// Hand-written weights of the self-play engines, from a `tablut tune` file [default: the shipped ones]
    #[arg(long, value_name = "FILE", conflicts_with = "data")]
    weights: Option<PathBuf>,

    /// What a draw costs the defenders' engine, in hundredths of a soldier; negative makes a defence that plays to hold a block, so the attackers learn which blocks they can break
    #[arg(long, default_value_t = tablut_engine::DEFAULT_CONTEMPT, value_name = "N", allow_negative_numbers = true, conflicts_with = "data",
          value_parser = args::contempt)]
    defenders_contempt: i32,

    /// Train on the positions in this file (written by --save-data) instead of generating; repeat it to train on several files' positions, in the order given (the last 5% are held out)
    #[arg(long, value_name = "FILE")]
    data: Vec<PathBuf>,

    /// Also write the generated positions to this file
    #[arg(long, value_name = "FILE")]
    save_data: Option<PathBuf>,

    /// Passes over the positions (at least 1)
    #[arg(long, default_value_t = 30, value_name = "N", value_parser = args::count_u32)]
    epochs: u32,

    /// Positions per gradient step (at least 1)
    #[arg(long, default_value_t = 512, value_name = "N", value_parser = args::count_usize)]
    batch: usize,

    /// Adam's initial step size
    #[arg(long, default_value_t = 2e-3, value_name = "X")]
    learning_rate: f32,

    /// Weight of the search score in the target (0 to 1); the rest is the game result
    #[arg(long, default_value_t = 0.7, value_name = "X")]
    lambda: f32,

    /// Seed of openings, initial weights and shuffles (same seed, same net)
    #[arg(long, default_value_t = 1, value_name = "N")]
    seed: u64,

    /// Write the net to this file
    #[arg(long, value_name = "FILE")]
    out: PathBuf,
}

/// Runs `tablut train-net`.
pub fn run(args: TrainNetArgs) -> Result<()> {
    let preset: Preset = args
        .variant
        .parse()
        .with_context(|| format!("--variant {:?} is not a preset", args.variant))?;
    if !(0.0..=1.0).contains(&args.lambda) {
        bail!("--lambda must lie between 0 and 1");
    }
    if !(args.learning_rate.is_finite() && args.learning_rate > 0.0) {
        bail!("--learning-rate must be a positive number");
    }
    crate::output::ensure_writable(&args.out)?;
    if let Some(path) = &args.save_data {
        crate::output::ensure_writable(path)?;
    }
    let started = Instant::now();
    let samples = match args.data.as_slice() {
        [] => {
            let weights = match &args.weights {
                Some(path) => {
                    let set = tablut_engine::WeightSet::load(path)
                        .with_context(|| format!("--weights {}", path.display()))?;
                    let preset = tablut_engine::weights::nearest_preset(&preset.rules());
                    Some(set.get(preset).clone())
                }
                None => None,
            };
            let config = DataConfig {
                opening_plies: args.opening_plies,
                max_plies: args.max_plies,
                threads: args.threads,
                weights,
                defenders_contempt: args.defenders_contempt,
                ..DataConfig::new(preset.rules(), args.games, args.depth, args.seed)
            };
            let mut bar = Progress::new(
                u64::from(args.games),
                "{spinner} self-play {msg} [{bar:30}] {pos}/{len} games ({eta} left)",
            )
            .plain_lines("self-play", "games", std::time::Duration::from_secs(30));
            let samples = generate(&config, |done, kept| {
                bar.set(
                    u64::from(done),
                    format!("{} ({kept} positions)", preset.name()),
                );
            });
            bar.finish();
            if let Some(path) = &args.save_data {
                fs::write(path, write_samples(&samples))
                    .with_context(|| format!("cannot write {}", path.display()))?;
            }
            samples
        }
        files => {
            let mut samples = Vec::new();
            for path in files {
                let text = tablut_engine::files::read_text(
                    path,
                    &tablut_engine::files::Limit::TRAINING_DATA,
                )?;
                samples.extend(
                    read_samples(&text).map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?,
                );
            }
            samples
        }
    };
    if samples.len() < 20 {
        // Positions read from files say so: more games is not the remedy
        // for an empty or wrong file (issue 30: `--data /dev/null`).
        let files = args
            .data
            .iter()
            .map(|p| p.display().to_string())
            .collect::<Vec<_>>()
            .join(", ");
        match (args.data.is_empty(), samples.len()) {
            (true, n) => bail!("only {n} positions: play more games"),
            (false, 0) => bail!(
                "{files} holds no positions (a file written by --save-data has one position a line)"
            ),
            (false, n) => bail!(
                "{files} holds only {n} positions; training needs at least 20: give more data"
            ),
        }
    }
    let generated = started.elapsed();
    let config = TrainConfig {
        epochs: args.epochs,
        batch: args.batch,
        learning_rate: args.learning_rate,
        lambda: args.lambda,
        seed: args.seed,
        ..TrainConfig::default()
    };
    let mut bar = Progress::new(
        u64::from(args.epochs),
        "{spinner} training {msg} [{bar:30}] {pos}/{len} epochs ({eta} left)",
    );
    let trained = train(&samples, &config, |e| {
        bar.set(
            u64::from(e.epoch),
            format!("loss {:.5} held-out {:.5}", e.train_loss, e.validation_loss),
        );
        if !bar.is_drawn() {
            eprintln!(
                "epoch {}/{}: loss {:.5}, held-out {:.5}",
                e.epoch, args.epochs, e.train_loss, e.validation_loss
            );
        }
    });
    bar.finish();
    // The net learnt win probabilities on the logistic scale; it is written
    // on the search's own scale (see `search_scale`).
    let output_scale = search_scale(&trained.net, &samples).unwrap_or(trained.scale);
    // The file records the rule set, so that using it under another one
    // can be warned about.
    let net = trained.net.quantise(output_scale).trained_for(preset);
    fs::write(&args.out, net.to_bytes())
        .with_context(|| format!("cannot write {}", args.out.display()))?;
    let last = trained.epochs.last().expect("at least one epoch");
    let baseline = handwritten_loss(&samples, &config, &preset.rules(), trained.scale);
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "{} positions ({:.0} s to get), trained at {:.0} centi-soldiers per logit, \
         written at {:.0} (the search scores' fit)",
        samples.len(),
        generated.as_secs_f64(),
        trained.scale,
        output_scale
    )?;
    writeln!(
        out,
        "loss {:.5} (training), {:.5} held-out; hand-written static score {:.5} held-out",
        last.train_loss, last.validation_loss, baseline
    )?;
    writeln!(
        out,
        "wrote {} ({} bytes) in {:.0} s",
        args.out.display(),
        net.to_bytes().len(),
        started.elapsed().as_secs_f64()
    )?;
    Ok(())
}
