//! `tablut gate`: the check a new net or evaluation passes before it
//! ships — the candidate and the shipped engine play the same opponents
//! with each colour, and each colour must hold ([`tablut_tools::gate`]).

use std::io::{self, Write};
use std::time::Duration;

use anyhow::{bail, Context, Result};
use clap::Args;
use serde::Serialize;

use tablut_tools::gate::{self, ByColour, Opponent, Row, Verdict};
use tablut_tools::matchup::report::{Settings, Summary};
use tablut_tools::matchup::{Conditions, Match, PlayerSpec, TimeControl};

use crate::variant_args::GameArgs;

/// Check a candidate engine against the shipped one, colour by colour, before it ships
#[derive(Args, Debug)]
#[command(after_help = "\
The candidate and the baseline (the engine shipped today) each play every
opponent, half the games with each colour, from the same paired random
openings. For each colour, the candidate's score over all opponents is
compared with the baseline's: the colour holds when the 95% interval of the
difference lies above -MARGIN (it is shown to be worse by less than the
margin). The candidate passes when both colours hold and it forfeited no
game. Too few games to show it blocks too: the report says so.

Opponents, unless --opponent is given: the baseline itself, the baseline as
a holding defence (contempt=-300: it seeks the draw and blocks), and the
baseline at depth 4.

Exit status: 0 when the candidate passes, 1 when it is blocked.

Examples:
  tablut gate --variant ludoteka --candidate tablut:net=net.nnue --baseline tablut --games 40
  tablut gate --candidate tablut:depth=3 --baseline tablut:depth=2 --games 100 --movetime 50
  tablut gate --candidate tablut:depth=3 --opponent tablut:contempt=-300 --opponent tablut:depth=4 --json")]
pub struct GateArgs {
    #[command(flatten)]
    game: GameArgs,

    /// The engine to check: tablut[:OPTION=VALUE,...] (as in tablut match)
    ///
    /// Example: --candidate tablut:net=new.net
    #[arg(long, value_name = "PLAYER")]
    candidate: String,

    /// The engine shipped today [default: tablut, the preset's default evaluation]
    ///
    /// Example: --baseline tablut:net=old.net
    #[arg(long, value_name = "PLAYER", default_value = "tablut")]
    baseline: String,

    /// An opponent, instead of the default three; repeat it for several
    ///
    /// Example: --opponent tablut:contempt=-300 --opponent "ext:java -jar OpenTafl.jar --engine"
    #[arg(long = "opponent", value_name = "PLAYER")]
    opponents: Vec<String>,

    /// Games each engine plays against each opponent, half with each colour
    ///
    /// Example: --games 40
    #[arg(long, value_name = "N", default_value_t = 20,
          value_parser = clap::value_parser!(u32).range(2..=100_000))]
    games: u32,

    /// Time per move in milliseconds, for players without limits of their own
    ///
    /// Example: --movetime 200
    #[arg(long, value_name = "MS", default_value_t = 100,
          value_parser = clap::value_parser!(u64).range(1..=86_400_000))]
    movetime: u64,

    /// How much worse a colour may score, in points per game (0 to 1)
    ///
    /// Example: --margin 0.05   (5 points in 100 games)
    #[arg(long, value_name = "POINTS", default_value_t = 0.05)]
    margin: f64,

    /// Random plies before the players take over, the same for both games of a pair
    ///
    /// Example: --opening-plies 6
    #[arg(long, value_name = "N", default_value_t = 4, value_parser = crate::args::opening_plies)]
    opening_plies: usize,

    /// Seed of the random openings
    ///
    /// Example: --seed 42
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,

    /// A game still going after this many plies is drawn (and counted as a draw)
    ///
    /// Example: --max-plies 200
    #[arg(long, value_name = "N", default_value_t = 300,
          value_parser = clap::value_parser!(u32).range(2..=100_000))]
    max_plies: u32,

    /// Games played at the same time, each on its own thread
    ///
    /// Example: --concurrency 2
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u32).range(1..=256))]
    concurrency: u32,

    /// Print the rows and the verdict as JSON on standard output (the table goes to standard error)
    #[arg(long)]
    json: bool,
}

/// What `--json` prints.
#[derive(Serialize)]
struct Report<'a> {
    variant: String,
    candidate: &'a str,
    baseline: &'a str,
    games_per_opponent: u32,
    rows: &'a [Row],
    verdict: &'a Verdict,
}

/// Runs `tablut gate`; the process exits 1 when the candidate is blocked.
pub fn run(args: GateArgs) -> Result<()> {
    if !(args.margin > 0.0 && args.margin < 1.0) {
        bail!(
            "--margin {} is out of range: give a share of a point between 0 and 1, like 0.05",
            args.margin
        );
    }
    let (variant, base) = args.game.game()?;
    if base.outcome().is_over() {
        bail!(
            "the start position is already decided — {}: give a --position where the game goes on",
            base.outcome()
        );
    }
    if args.max_plies as usize <= args.opening_plies {
        bail!(
            "--max-plies {} leaves no moves after an opening of {} plies",
            args.max_plies,
            args.opening_plies
        );
    }
    let candidate: PlayerSpec = args.candidate.parse().context("invalid --candidate")?;
    let baseline: PlayerSpec = args.baseline.parse().context("invalid --baseline")?;
    let opponents: Vec<Opponent> = if args.opponents.is_empty() {
        gate::default_opponents(&args.baseline)
            .context("an external --baseline has no default opponents: give them with --opponent")?
    } else {
        args.opponents
            .iter()
            .enumerate()
            .map(|(i, spec)| Opponent {
                name: format!("opponent {}", i + 1),
                spec: spec.trim().to_string(),
            })
            .collect()
    };
    let control = TimeControl::PerMove(Duration::from_millis(args.movetime));
    let games = args.games as usize;
    let plan = |a: &PlayerSpec, b: PlayerSpec| Match {
        a: a.clone(),
        b,
        variant,
        base: base.clone(),
        conditions: Conditions {
            control,
            grace: Duration::from_secs(1),
            max_plies: args.max_plies as usize,
            ext_clock_moves: 1,
            ext_overtime: None,
        },
        games,
        opening_plies: args.opening_plies,
        seed: args.seed,
        startup: Duration::from_secs(30),
        concurrency: args.concurrency as usize,
    };
    let total = (2 * games * opponents.len()) as u64;
    let mut progress =
        crate::progress::Progress::new(total, "{pos}/{len} games [{bar:20}] {msg} eta {eta}")
            .plain_lines("gate", "games", Duration::from_secs(10));
    let mut done = 0u64;
    let mut rows = Vec::new();
    for opponent in &opponents {
        let against: PlayerSpec = opponent
            .spec
            .parse()
            .with_context(|| format!("invalid opponent '{}'", opponent.spec))?;
        let mut play = |who: &PlayerSpec, label: &str| -> Result<ByColour> {
            let m = plan(who, against.clone());
            m.check_memory()?;
            let finished = m.play(|_| {
                done += 1;
                progress.set(done, format!("{label} vs {}", opponent.name));
            });
            let settings = Settings {
                a: label.to_string(),
                b: opponent.spec.clone(),
                variant: variant.to_string(),
                start: base.position().to_string(),
                time_control: control.to_string(),
                games,
                opening_plies: args.opening_plies,
                seed: args.seed,
                max_plies: args.max_plies as usize,
                sprt: None,
            };
            Ok(ByColour::of(&Summary::new(settings, &finished)))
        };
        let c = play(&candidate, "candidate")?;
        let b = play(&baseline, "baseline")?;
        rows.push(Row {
            opponent: opponent.clone(),
            candidate: c,
            baseline: b,
        });
    }
    progress.finish();
    let verdict = gate::judge(&rows, args.margin);
    let table = table(&rows, &verdict);
    if args.json {
        let _ = write!(io::stderr(), "{table}");
        let report = Report {
            variant: variant.to_string(),
            candidate: args.candidate.trim(),
            baseline: args.baseline.trim(),
            games_per_opponent: args.games,
            rows: &rows,
            verdict: &verdict,
        };
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        print!("{table}");
    }
    if !verdict.passes {
        std::process::exit(1);
    }
    Ok(())
}

/// The rows as a table, then each colour's verdict and the gate's.
fn table(rows: &[Row], verdict: &Verdict) -> String {
    let mut out = String::new();
    let cell = |w: tablut_tools::matchup::Wdl| {
        format!(
            "+{} ={} -{} ({})",
            w.wins,
            w.draws,
            w.losses,
            w.percent().map_or("-".into(), |p| format!("{p:.0}%"))
        )
    };
    out.push_str(&format!(
        "{:<28} {:<10} {:<24} {:<24}\n",
        "opponent", "engine", "as attackers", "as defenders"
    ));
    for r in rows {
        for (label, e) in [("candidate", &r.candidate), ("baseline", &r.baseline)] {
            out.push_str(&format!(
                "{:<28} {:<10} {:<24} {:<24}\n",
                r.opponent.name,
                label,
                cell(e.attackers),
                cell(e.defenders)
            ));
        }
    }
    let stopped: usize = rows
        .iter()
        .map(|r| r.candidate.stopped + r.baseline.stopped)
        .sum();
    out.push_str(&format!(
        "\n{stopped} games stopped at the move cap, counted as draws\n"
    ));
    for c in &verdict.colours {
        let mark = if c.holds {
            "holds"
        } else if c.interval.1 < -verdict.margin {
            "FALLS"
        } else {
            "UNSURE"
        };
        out.push_str(&format!(
            "{mark:<6} {} (difference {:+.3}, 95% interval {:+.3} to {:+.3})\n",
            c.reason, c.difference, c.interval.0, c.interval.1
        ));
    }
    if verdict.forfeits > 0 {
        out.push_str(&format!(
            "the candidate forfeited {} games\n",
            verdict.forfeits
        ));
    }
    out.push_str(if verdict.passes {
        "gate: PASSED\n"
    } else {
        "gate: BLOCKED\n"
    });
    out
}
