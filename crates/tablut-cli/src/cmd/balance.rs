//! `tablut balance`: how fair is each rule set? The engine plays itself in
//! every preset from seeded random openings; the attackers' and defenders'
//! win rates and the draw rate come with 95% intervals, as a table, an SVG
//! chart and optionally JSON.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};
use clap::Args;
use serde::{Deserialize, Serialize};
use tablut_core::{Preset, Side};
use tablut_engine::Limits;
use tablut_tools::balance::{self, BalanceConfig, GameResult, PresetStats};
use tablut_tools::chart;

/// Measure how fair each rule set is: the engine against itself in every preset
#[derive(Args, Debug)]
#[command(after_help = "\
Every game starts from the preset's standard start with --opening-plies \
random legal moves (seeded, so the same --seed gives the same openings; \
moves that end the game or let the opponent win at once are never chosen), \
then the same engine plays both sides at --time seconds per move (or to \
--depth plies). A game still going at --max-plies plies, opening included, \
is drawn by adjudication.

For every preset the attackers' wins, the draws and the defenders' wins are \
given as shares of the games with 95% Wilson score intervals, each share \
counted on its own, with the average length of a game. The table goes to \
standard output, the chart to --svg, the numbers also to --json.

With --time the results depend on the machine's speed and load; --depth \
makes every game reproducible.

Examples:
  tablut balance                                   every preset, 20 games each
  tablut balance --games 60 --time 0.05 --svg docs/balance.svg
  tablut balance --presets ludoteka,cartier --depth 3 --json balance.json")]
pub struct BalanceArgs {
    /// Games per preset
    #[arg(long, value_name = "N", default_value_t = 20)]
    games: usize,

    /// Seconds per move for both sides
    ///
    /// Example: --time 0.05
    #[arg(
        long,
        value_name = "SECONDS",
        default_value_t = 0.1,
        conflicts_with = "depth"
    )]
    time: f64,

    /// Search to this many plies per move instead of --time (reproducible games)
    #[arg(long, value_name = "PLIES")]
    depth: Option<u32>,

    /// Only these presets, separated by commas [default: all]
    ///
    /// Example: --presets ludoteka,cartier
    #[arg(long, value_name = "A,B,...", value_delimiter = ',')]
    presets: Vec<String>,

    /// Games played at once, one core each [default: the available cores]
    #[arg(long, alias = "threads", value_name = "N")]
    jobs: Option<usize>,

    /// Random plies from the standard start before the engine takes over
    #[arg(long, value_name = "N", default_value_t = 4, value_parser = crate::args::opening_plies)]
    opening_plies: usize,

    /// A game still going after this many plies, opening included, is drawn
    #[arg(long, value_name = "N", default_value_t = 300)]
    max_plies: usize,

    /// Seed of the random openings
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,

    /// Transposition table of each game's engine, in MiB
    #[arg(long, value_name = "MB", default_value_t = 16)]
    hash: usize,

    /// Write the chart to this SVG file
    #[arg(long, value_name = "FILE", default_value = "balance.svg")]
    svg: PathBuf,

    /// Also write the results as JSON to this file
    #[arg(long, value_name = "FILE")]
    json: Option<PathBuf>,

    /// Also fit each preset's winning-chance model (the expected result
    /// from the engine's score, used by `tablut analyze --game`) to the
    /// games' scores and results, and write it to this JSON file
    ///
    /// Example: --fit-chances crates/tablut-tools/src/win_models.json
    #[arg(long, value_name = "FILE", conflicts_with = "replot")]
    fit_chances: Option<PathBuf>,

    /// Play nothing: print the table and draw the chart again from the --json file of an earlier run
    ///
    /// Example: --replot balance.json --svg docs/balance.svg
    #[arg(long, value_name = "FILE", conflicts_with = "json")]
    replot: Option<PathBuf>,
}

/// The settings of a run, as the JSON output reports them.
#[derive(Serialize, Deserialize)]
struct Settings {
    games_per_preset: usize,
    time_per_move_seconds: Option<f64>,
    depth: Option<u32>,
    opening_plies: usize,
    max_plies: usize,
    seed: u64,
    jobs: usize,
    hash_mb: usize,
}

/// The JSON output.
#[derive(Serialize, Deserialize)]
struct Report {
    settings: Settings,
    elapsed_seconds: f64,
    presets: Vec<PresetStats>,
}

fn parse_presets(names: &[String]) -> Result<Vec<Preset>> {
    if names.is_empty() {
        return Ok(Preset::ALL.to_vec());
    }
    let mut presets = Vec::new();
    for name in names.iter().map(|n| n.trim()).filter(|n| !n.is_empty()) {
        let preset: Preset = name.parse().ok().with_context(|| {
            let known: Vec<&str> = Preset::ALL.iter().map(|p| p.name()).collect();
            format!(
                "--presets: {:?} is not a preset; choose from {}",
                name.chars().take(40).collect::<String>(),
                known.join(", ")
            )
        })?;
        if !presets.contains(&preset) {
            presets.push(preset);
        }
    }
    if presets.is_empty() {
        bail!("--presets names no preset");
    }
    Ok(presets)
}

/// "60 games per preset, 0.05 s per move, ..." for the chart and the output.
fn describe(s: &Settings, presets: usize) -> String {
    let search = match (s.depth, s.time_per_move_seconds) {
        (Some(d), _) => format!("depth {d}"),
        (None, Some(t)) => format!("{t} s per move"),
        (None, None) => String::from("no limit"),
    };
    format!(
        "{} games in each of {} presets, same engine both sides at {}, {} random opening plies (seed {}), drawn at {} plies",
        s.games_per_preset, presets, search, s.opening_plies, s.seed, s.max_plies
    )
}

/// Shows how the run goes (through [`crate::progress`]): the games played
/// and the wins of each side.
struct Progress {
    display: crate::progress::Progress,
    done: usize,
    wins: [usize; 3],
}

impl Progress {
    fn new(total: usize) -> Progress {
        Progress {
            display: crate::progress::Progress::new(
                total as u64,
                "{spinner} {pos}/{len} games [{bar:30}] {msg} ({elapsed}, eta {eta})",
            )
            .plain_lines("balance", "games", Duration::from_secs(30)),
            done: 0,
            wins: [0; 3],
        }
    }

    fn update(&mut self, game: &GameResult) {
        self.done += 1;
        match game.outcome.winner() {
            Some(Side::Attackers) => self.wins[0] += 1,
            None => self.wins[1] += 1,
            Some(Side::Defenders) => self.wins[2] += 1,
        }
        let line = format!(
            "attackers {} · draws {} · defenders {}",
            self.wins[0], self.wins[1], self.wins[2]
        );
        self.display.set(self.done as u64, line);
    }

    fn finish(self) {
        self.display.finish();
    }
}

/// Runs `tablut balance`.
pub fn run(args: BalanceArgs) -> Result<()> {
    if let Some(path) = &args.replot {
        let text = tablut_engine::files::read_text(path, &tablut_engine::files::Limit::REPORT)?;
        let report: Report = serde_json::from_str(&text).with_context(|| {
            format!(
                "{} is not the --json output of tablut balance",
                path.display()
            )
        })?;
        for stats in &report.presets {
            stats.check().map_err(|e| {
                anyhow::anyhow!(
                    "{} is not the --json output of tablut balance: {e}",
                    path.display()
                )
            })?;
        }
        return finish(&report, &args.svg, None);
    }
    let presets = parse_presets(&args.presets)?;
    if !(1..=1_000_000).contains(&args.games) {
        bail!("--games {} is out of range: give 1 to 1000000", args.games);
    }
    let limits = match args.depth {
        Some(d) if (1..=60).contains(&d) => Limits::depth(d),
        Some(d) => bail!("--depth {d} is out of range: give 1 to 60"),
        None if args.time.is_finite() && args.time > 0.0 && args.time <= 3600.0 => {
            Limits::movetime(Duration::from_secs_f64(args.time))
        }
        None => bail!(
            "--time {} is out of range: give seconds per move above 0, up to 3600",
            args.time
        ),
    };
    if !(1..=100_000).contains(&args.max_plies) || args.max_plies <= args.opening_plies {
        bail!(
            "--max-plies {} must be 1 to 100000 and more than --opening-plies ({})",
            args.max_plies,
            args.opening_plies
        );
    }
    if !(1..=4096).contains(&args.hash) {
        bail!("--hash {} is out of range: give 1 to 4096 MiB", args.hash);
    }
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let jobs = args.jobs.unwrap_or(cores);
    if !(1..=256).contains(&jobs) {
        bail!("--jobs {jobs} is out of range: give 1 to 256 games at once");
    }
    let config = BalanceConfig {
        games: args.games,
        limits,
        opening_plies: args.opening_plies,
        max_plies: args.max_plies,
        seed: args.seed,
        hash_mb: args.hash,
    };
    let settings = Settings {
        games_per_preset: args.games,
        time_per_move_seconds: args.depth.is_none().then_some(args.time),
        depth: args.depth,
        opening_plies: args.opening_plies,
        max_plies: args.max_plies,
        seed: args.seed,
        jobs,
        hash_mb: args.hash,
    };
    let description = describe(&settings, presets.len());
    let names: Vec<&str> = presets.iter().map(|p| p.name()).collect();
    let _ = writeln!(
        io::stderr(),
        "balance: {} ({}), {} games at once",
        description,
        names.join(", "),
        jobs
    );
    // Fail on an unwritable output before the games, not after.
    for path in std::iter::once(&args.svg)
        .chain(args.json.as_ref())
        .chain(args.fit_chances.as_ref())
    {
        crate::output::ensure_writable(path)?;
    }

    let started = Instant::now();
    let mut progress = Progress::new(args.games * presets.len());
    let mut played = Vec::new();
    let stats = balance::run(&config, &presets, jobs, |g| {
        progress.update(g);
        if args.fit_chances.is_some() {
            played.push(g.clone());
        }
    });
    progress.finish();
    if let Some(path) = &args.fit_chances {
        fit_chances(&played, &presets, path)?;
    }

    let report = Report {
        settings,
        elapsed_seconds: started.elapsed().as_secs_f64(),
        presets: stats,
    };
    finish(&report, &args.svg, args.json.as_deref())
}

/// Fits the winning-chance models to `games` and writes them to `path`,
/// with the command that made them.
fn fit_chances(games: &[GameResult], presets: &[Preset], path: &Path) -> Result<()> {
    let models = balance::fit_models(games, presets);
    let command: Vec<String> = std::env::args().skip(1).collect();
    let fitted = tablut_engine::review::FittedModels {
        command: format!("tablut {}", command.join(" ")),
        models,
    };
    let mut text = serde_json::to_string_pretty(&fitted)?;
    text.push('\n');
    std::fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))?;
    let mut out = io::stdout().lock();
    writeln!(out, "winning chances (written to {}):", path.display())?;
    writeln!(
        out,
        "{:<14} {:>7} {:>10} {:>9} {:>13}",
        "preset", "scale", "positions", "log-loss", "coin toss"
    )?;
    for m in &fitted.models {
        writeln!(
            out,
            "{:<14} {:>7.0} {:>10} {:>9.3} {:>13.3}",
            m.preset, m.scale, m.positions, m.log_loss, m.log_loss_even
        )?;
    }
    Ok(())
}

/// Writes the chart to `svg` (and the report to `json`) and prints the table.
fn finish(report: &Report, svg: &Path, json: Option<&Path>) -> Result<()> {
    let (elapsed, jobs) = (report.elapsed_seconds, report.settings.jobs);
    let took = if elapsed < 120.0 {
        format!("{elapsed:.0} s")
    } else {
        format!("{:.1} min", elapsed / 60.0)
    };
    let subtitle = format!(
        "{}\n{took} with {jobs} games at once; shares of each preset's games with 95% Wilson score intervals",
        describe(&report.settings, report.presets.len())
    );
    let chart = chart::svg(
        &report.presets,
        "Which rule set is fair? tablut against itself",
        &subtitle,
    );
    std::fs::write(svg, chart).with_context(|| format!("cannot write {}", svg.display()))?;
    if let Some(path) = json {
        let text = serde_json::to_string_pretty(report)? + "\n";
        std::fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))?;
    }

    let mut out = io::stdout().lock();
    write!(out, "{}", balance::table(&report.presets))?;
    let games: usize = report.presets.iter().map(|p| p.games).sum();
    writeln!(
        out,
        "{games} games in {elapsed:.1} s; 95% Wilson score intervals; chart written to {}{}",
        svg.display(),
        json.map(|p| format!(", JSON to {}", p.display()))
            .unwrap_or_default()
    )?;
    out.flush()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_parse_from_a_list() {
        assert_eq!(parse_presets(&[]).unwrap(), Preset::ALL.to_vec());
        let two = parse_presets(&["cartier".into(), " ludoteka".into(), "cartier".into()]);
        assert_eq!(two.unwrap(), vec![Preset::Cartier, Preset::Ludoteka]);
        let err = parse_presets(&["nope".into()]).unwrap_err().to_string();
        assert!(err.contains("nope") && err.contains("ludoteka"), "{err}");
    }
}
