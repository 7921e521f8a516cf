//! `tablut match`: two players — tablut at given settings, or external
//! engines speaking OpenTafl's engine protocol — play a series of games
//! from paired random openings; the result comes as a table with the Elo
//! difference, and optionally as game records and a JSON summary.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use anyhow::{bail, Context, Result};
use clap::Args;

use tablut_tools::matchup::report::{self, record, record_name, Settings, Summary};
use tablut_tools::matchup::{
    external, parse_clock, Conditions, Finished, Match, PlayerSpec, TimeControl,
};
use tablut_tools::sprt::{Sprt, Verdict};

use crate::variant_args::GameArgs;

/// Play a match between two engines and measure the Elo difference
#[derive(Args, Debug)]
#[command(after_help = "\
PLAYERS (--a and --b):
  tablut                     tablut's engine, at the match's time control
  tablut:OPTION=VALUE,...    with options:
      depth=PLIES            search this deep
      nodes=N                search at most N nodes
      movetime=MS            think MS milliseconds per move
      level=NAME             beginner, easy, medium, hard or master
      threads=N              search threads [default: 1]
      hash=MB                transposition table [default: 32]
      weights=FILE           evaluation weights from a `tablut tune` file
      net=FILE|none          a learned evaluation from `tablut train-net`,
                             or none for the hand-written one [default:
                             the preset's default evaluation]
      contempt=CENTISOLDIERS what a draw costs it [default: 150]; negative
                             makes it seek draws, like a defence that
                             holds a block
      fortress=auto|draw     auto: as the defenders, count their own
                             fortress as a draw unless the start scores
                             them lost (ashton-server); draw: always, as
                             the engine did before [default: auto]
    depth, nodes, movetime and level replace --movetime for this player;
    under --clock the clock applies as well.
  ext:COMMAND                an external engine speaking OTEP (OpenTafl's
                             engine protocol), started with COMMAND; quote it

Games come in pairs: both games of a pair start from the same random opening
of --opening-plies plies, with A attacking in one and defending in the other,
so each pair is fair while openings differ from pair to pair. The same --seed
gives the same openings.

A player that crashes, answers nothing within its time plus --grace, or plays
an illegal move loses that game (the reason is recorded) and the match goes
on; an external engine is restarted for its next game. Under --clock a player
whose clock runs out (beyond the grace) loses on time. A game still going
after --max-plies plies is drawn by adjudication.

At the end comes a table of A's wins, draws and losses as attackers and as
defenders, the wins of each side, A's score and the Elo difference A - B
with its 95% confidence interval (logistic model), from the per-game scores
and, with two pairs or more, from the pairs' mean scores: the interval to
judge by, as a pair takes out the advantage of the side the rules favour.

Examples:
  tablut match --games 100 --a tablut:depth=6 --b tablut:level=beginner
  tablut match --games 20 --variant cartier --movetime 200 --a tablut --b tablut:threads=2
  tablut match --clock 1+0.1 --concurrency 2 --a tablut --b \"ext:java -jar OpenTafl.jar --engine\"
  tablut match --games 10 --a tablut:depth=2 --b tablut:depth=1 --save games/ --json")]
pub struct MatchArgs {
    #[command(flatten)]
    game: GameArgs,

    /// Player A: tablut[:OPTION=VALUE,...] or ext:COMMAND (see below)
    ///
    /// Example: --a tablut:depth=6
    #[arg(long = "a", value_name = "PLAYER")]
    a: String,

    /// Player B: tablut[:OPTION=VALUE,...] or ext:COMMAND (see below)
    ///
    /// Example: --b "ext:java -jar OpenTafl.jar --engine"
    #[arg(long = "b", value_name = "PLAYER")]
    b: String,

    /// Number of games; an even number plays every opening with both colours
    ///
    /// Example: --games 100
    #[arg(long, value_name = "N", default_value_t = 10)]
    games: usize,

    /// Time per move in milliseconds, for players without limits of their own
    ///
    /// Without --movetime and --clock, 100 ms per move.
    ///
    /// Example: --movetime 500
    #[arg(long, value_name = "MS", conflicts_with = "clock",
          value_parser = clap::value_parser!(u64).range(1..=86_400_000))]
    movetime: Option<u64>,

    /// A game clock per side: minutes to start with, plus seconds per move
    ///
    /// A player whose clock runs out loses on time.
    ///
    /// Example: --clock 5+0.1   (5 minutes, 0.1 s added after each move)
    #[arg(long, value_name = "MINUTES+INC_SECONDS")]
    clock: Option<String>,

    /// Random plies played before the players take over, the same for both games of a pair
    ///
    /// Example: --opening-plies 6
    #[arg(long, value_name = "N", default_value_t = 4, value_parser = crate::args::opening_plies)]
    opening_plies: usize,

    /// Seed of the random openings [default: drawn from the time, and printed]
    ///
    /// Example: --seed 42
    #[arg(long, value_name = "S")]
    seed: Option<u64>,

    /// Games played at the same time, each on its own thread
    ///
    /// Each game's engines use their own threads= as well; keep the total
    /// within the machine's cores for fair timing.
    ///
    /// Example: --concurrency 2
    #[arg(long, value_name = "N", default_value_t = 1)]
    concurrency: usize,

    /// Stop as soon as a sequential probability ratio test decides: ELO0,ELO1
    /// [,ALPHA,BETA] (α = β = 0.05 unless given)
    ///
    /// H0: A is at most ELO0 stronger than B; H1: at least ELO1. After each
    /// pair of games (one opening, both colours) the log-likelihood ratio is
    /// compared with its bounds; when one is crossed no new game starts and
    /// the verdict is printed with the table (`sprt` in the JSON). --games
    /// is then the most that will be played. No verdict comes before 5
    /// pairs have gone other than one win each way: in a preset where the
    /// favoured side nearly always wins, even pairs alone say nothing.
    ///
    /// Example: --sprt 0,20
    #[arg(long, value_name = "ELO0,ELO1[,ALPHA,BETA]")]
    sprt: Option<Sprt>,

    /// A game still going after this many plies, opening included, is drawn
    ///
    /// Example: --max-plies 200
    #[arg(long, value_name = "N", default_value_t = 400)]
    max_plies: usize,

    /// How far past its time a player may answer before it loses, in milliseconds
    ///
    /// Example: --grace 2000
    #[arg(long, value_name = "MS", default_value_t = 1000,
          value_parser = clap::value_parser!(u64).range(0..=3_600_000))]
    grace: u64,

    /// Under --movetime, tell external engines they have this many moves'
    /// worth of main time
    ///
    /// OTEP's clock has no time per move: an engine divides the main time it
    /// is told by the moves it expects to play. OpenTafl's AI does not
    /// divide evenly (1% of it for each of its first 5 moves, then 7.5%, at
    /// most 10 s): use --ext-overtime for it. The referee still allows each
    /// move only --movetime plus --grace.
    ///
    /// Example: --ext-clock-moves 100
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u32).range(1..=10_000))]
    ext_clock_moves: u32,

    /// Under --movetime, tell external engines instead that their main time
    /// is over and each move has an overtime period of MS milliseconds
    ///
    /// Sent as `clock MS* MS* S 1 1` (S = MS in whole seconds, at least 1):
    /// byo-yomi with one period, the nearest thing OTEP has to a time per
    /// move. OpenTafl's AI plans MS - 1000 ms for such a move; pick MS so
    /// that its measured time per move (printed at the end) matches the
    /// other side's. The referee still allows each move only --movetime
    /// plus --grace.
    ///
    /// Example: --ext-overtime 3000
    #[arg(long, value_name = "MS", conflicts_with = "ext_clock_moves",
          value_parser = clap::value_parser!(u64).range(1000..=3_600_000))]
    ext_overtime: Option<u64>,

    /// Seconds an external engine may take to start and say hello
    ///
    /// Example: --startup-timeout 60
    #[arg(long, value_name = "SECONDS", default_value_t = 30,
          value_parser = clap::value_parser!(u64).range(1..=3600))]
    startup_timeout: u64,

    /// Write every game as an OpenTafl record (game-001.txt, ...) and summary.json into DIR
    ///
    /// The directory is created if needed; records are written as games
    /// finish. `tablut replay --file DIR/game-001.txt` replays one.
    ///
    /// Example: --save games/
    #[arg(long, value_name = "DIR")]
    save: Option<PathBuf>,

    /// Print the summary as JSON on standard output (the table goes to standard error)
    ///
    /// Example: tablut match --a tablut:depth=2 --b tablut:depth=1 --json
    #[arg(long)]
    json: bool,
}

/// The match `args` describe, and its settings as the summary reports them.
fn match_of(args: &MatchArgs) -> Result<(Match, Settings)> {
    let a: PlayerSpec = args.a.parse().context("invalid --a")?;
    let b: PlayerSpec = args.b.parse().context("invalid --b")?;
    let (variant, base) = args.game.game()?;
    if base.outcome().is_over() {
        bail!(
            "the start position is already decided — {}: give a --position where the game goes on",
            base.outcome()
        );
    }
    if !(1..=1_000_000).contains(&args.games) {
        bail!("--games {} is out of range: give 1 to 1000000", args.games);
    }
    if !(1..=256).contains(&args.concurrency) {
        bail!(
            "--concurrency {} is out of range: give 1 to 256 games at once",
            args.concurrency
        );
    }
    if !(1..=100_000).contains(&args.max_plies) {
        bail!(
            "--max-plies {} is out of range: give 1 to 100000",
            args.max_plies
        );
    }
    if args.max_plies <= args.opening_plies {
        bail!(
            "--max-plies {} leaves no moves after an opening of {} plies: raise --max-plies or lower --opening-plies",
            args.max_plies,
            args.opening_plies
        );
    }
    let control = match (&args.clock, args.movetime) {
        (Some(clock), _) => parse_clock(clock).context("invalid --clock")?,
        (None, Some(ms)) => TimeControl::PerMove(Duration::from_millis(ms)),
        (None, None) => TimeControl::PerMove(Duration::from_millis(100)),
    };
    let seed = args.seed.unwrap_or_else(|| {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64 % 1_000_000_000)
    });
    let settings = Settings {
        a: args.a.trim().to_string(),
        b: args.b.trim().to_string(),
        variant: variant.to_string(),
        start: base.position().to_string(),
        time_control: control.to_string(),
        games: args.games,
        opening_plies: args.opening_plies,
        seed,
        max_plies: args.max_plies,
        sprt: args.sprt,
    };
    let plan = Match {
        a,
        b,
        variant,
        base,
        conditions: Conditions {
            control,
            grace: Duration::from_millis(args.grace),
            max_plies: args.max_plies,
            ext_clock_moves: args.ext_clock_moves,
            ext_overtime: args.ext_overtime.map(Duration::from_millis),
        },
        games: args.games,
        opening_plies: args.opening_plies,
        seed,
        startup: Duration::from_secs(args.startup_timeout),
        concurrency: args.concurrency,
    };
    plan.check_memory()?;
    Ok((plan, settings))
}

/// Shows how the match goes (through [`crate::progress`]): games played
/// and A's points.
struct Progress(crate::progress::Progress);

impl Progress {
    fn new(games: usize) -> Progress {
        Progress(
            crate::progress::Progress::new(
                games as u64,
                "{pos}/{len} games [{bar:20}] {msg} eta {eta}",
            )
            .plain_lines("match", "games", Duration::from_secs(10)),
        )
    }

    fn update(&mut self, done: usize, a_points: f64) {
        self.0
            .set(done as u64, Summary::progress_line(done, a_points));
    }

    fn finish(self) {
        self.0.finish();
    }
}

/// Creates `dir` if needed; refuses one that already holds a match's
/// records, which this match would overwrite game by game.
fn prepare_dir(dir: &Path) -> Result<()> {
    std::fs::create_dir_all(dir).with_context(|| {
        format!(
            "cannot create the --save directory {}; give a directory you may write to",
            dir.display()
        )
    })?;
    let entries = std::fs::read_dir(dir)
        .with_context(|| format!("cannot read the --save directory {}", dir.display()))?;
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if report::is_match_file(&name) {
            bail!(
                "the --save directory {} already holds a match's records ({name}); \
                 give a new or empty directory, so that no record is overwritten",
                dir.display()
            );
        }
    }
    Ok(())
}

fn write_file(path: &Path, text: &str) -> Result<()> {
    std::fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))
}

/// Starts the external engine of `--{label}` once before the match: a
/// program that cannot be run at all, or one that fails its trial start,
/// is an error. (A failed trial start once only warned, and then every
/// game waited out the start-up time again: `--a ext:/bin/cat` took 90 s
/// for 2 games, issue 30.) An engine that starts but fails during a game
/// loses that game.
fn check_engine(label: &str, command: &str, plan: &Match) -> Result<()> {
    match external::preflight(command, &plan.variant.rules, plan.startup) {
        Ok(external::Preflight::Ready(name)) => {
            let _ = writeln!(io::stderr(), "match: --{label} engine '{name}' is ready");
        }
        Ok(external::Preflight::Failing(why)) => {
            bail!("the --{label} engine failed its trial start, so no game was played: {why}")
        }
        Err(e) => bail!(
            "--{label}: {e}; check the command after ext: (quote it as one argument, \
             like --{label} \"ext:java -jar OpenTafl.jar --engine\")"
        ),
    }
    Ok(())
}

/// Runs `tablut match`.
pub fn run(args: MatchArgs) -> Result<()> {
    let (plan, settings) = match_of(&args)?;
    if let Some(dir) = &args.save {
        prepare_dir(dir)?;
    }
    for (label, spec) in [("a", &plan.a), ("b", &plan.b)] {
        if let PlayerSpec::External(command) = spec {
            check_engine(label, command, &plan)?;
        }
        // A net trained for another rule set plays, but badly: say so
        // (issue 30: it was used without a word).
        if let PlayerSpec::Tablut(t) = spec {
            if let tablut_engine::Evaluation::Net(net) = &t.eval {
                if let Some(why) = net.rules_mismatch(&plan.variant.rules) {
                    let _ = writeln!(
                        io::stderr(),
                        "warning: --{label}: {why}; it will misjudge their positions \
                         (train one with tablut train-net --variant …)"
                    );
                }
            }
        }
    }
    let _ = writeln!(
        io::stderr(),
        "match: A = {} vs B = {}, {}, seed {}",
        settings.a,
        settings.b,
        report::games(settings.games),
        settings.seed
    );

    let mut progress = Progress::new(plan.games);
    let mut a_points = 0.0;
    let mut done = 0;
    let mut saved: Result<()> = Ok(());
    let mut points: Vec<Option<f64>> = vec![None; plan.games];
    let mut decided = false;
    let finished: Vec<Finished> = plan.play_until(|game| {
        a_points += game.a_points();
        points[game.index] = Some(game.a_points());
        if let (Some(dir), Ok(())) = (&args.save, &saved) {
            let path = dir.join(record_name(game.index, plan.games));
            saved = write_file(&path, &record(game, &plan.variant, &settings));
        }
        done += 1;
        progress.update(done, a_points);
        if let Some(test) = args.sprt.filter(|_| !decided) {
            let report = test.report(&points);
            if report.verdict != Verdict::Continue {
                decided = true;
                let _ = writeln!(
                    io::stderr(),
                    "match: {report}; finishing the games under way"
                );
            }
        }
        decided
    });
    progress.finish();
    saved?;
    if finished.len() < plan.games && !decided {
        bail!(
            "only {} of {} games finished: a game thread stopped unexpectedly",
            finished.len(),
            plan.games
        );
    }

    let summary = Summary::new(settings, &finished);
    let json = serde_json::to_string_pretty(&summary).context("cannot write the summary")?;
    if let Some(dir) = &args.save {
        write_file(&dir.join(report::SUMMARY_NAME), &format!("{json}\n"))?;
    }
    let table = summary.table();
    if args.json {
        let _ = write!(io::stderr(), "{table}");
        let mut out = io::stdout().lock();
        writeln!(out, "{json}")?;
        out.flush()?;
    } else {
        let mut out = io::stdout().lock();
        write!(out, "{table}")?;
        out.flush()?;
    }
    Ok(())
}
