//! What the command line says about the players and the time control:
//! `tablut:depth=6,threads=2`, `ext:java -jar OpenTafl.jar --engine`,
//! `--movetime 200`, `--clock 5+0.1`.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use tablut_engine::{Evaluation, Level, Limits, Network, WeightSet};

/// Why a player, or a clock, as written cannot be used: a message for the
/// person who wrote it, saying what to write instead.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct SpecError(pub String);

type Result<T> = std::result::Result<T, SpecError>;

/// `return Err(SpecError(format!(...)))`.
macro_rules! bail {
    ($($arg:tt)*) => {
        return Err(SpecError(format!($($arg)*)))
    };
}

/// The transposition table of a tablut player unless `hash=` says otherwise.
pub const DEFAULT_HASH_MB: usize = 32;

/// How a player is written, for error messages.
const SPEC_FORMS: &str = "write tablut, tablut:OPTION=VALUE,... (options depth, nodes, \
    movetime, level, threads, hash, weights, net, contempt, fortress) or ext:COMMAND; \
    for example tablut:depth=6 or \"ext:java -jar OpenTafl.jar --engine\"";

/// One side of the match, as `--a` and `--b` take it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerSpec {
    /// tablut's own engine.
    Tablut(TablutSpec),
    /// An external engine speaking OTEP (OpenTafl's engine protocol),
    /// started with this command line.
    External(String),
}

/// The settings of a tablut player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TablutSpec {
    /// Search limits of its own (`depth`, `nodes`, `movetime`, `level`);
    /// `None` plays to the match's time control.
    pub limits: Option<Limits>,
    /// Search threads.
    pub threads: usize,
    /// Transposition table, MiB.
    pub hash_mb: usize,
    /// Evaluation weights from a `tablut tune` file (`weights=FILE`);
    /// `None` uses the shipped ones.
    pub weights: Option<Box<WeightSet>>,
    /// The evaluation: `net=FILE` a learned net, `net=none` the
    /// hand-written one; unset, what the preset ships as its default.
    pub eval: Evaluation,
    /// What a draw costs it, in hundredths of a soldier (`contempt=N`;
    /// negative seeks draws: a defence that holds blocks).
    pub contempt: i32,
    /// Whether the defenders' search gives up counting their own fortress
    /// as a draw where the start scores them lost (`fortress=auto`, the
    /// default), or always counts it (`fortress=draw`, the engine before
    /// that change); see `Engine::set_draw_anchor`.
    pub fortress_anchor: bool,
}

impl Default for TablutSpec {
    fn default() -> TablutSpec {
        TablutSpec {
            limits: None,
            threads: 1,
            hash_mb: DEFAULT_HASH_MB,
            weights: None,
            eval: Evaluation::Default,
            contempt: tablut_engine::DEFAULT_CONTEMPT,
            fortress_anchor: true,
        }
    }
}

/// Reads a whole number option value in `min..=max`.
fn number<T>(key: &str, value: &str, min: T, max: T) -> Result<T>
where
    T: FromStr + PartialOrd + fmt::Display + Copy,
{
    let n: T = value
        .trim()
        .parse()
        .map_err(|_| SpecError(format!("{key}={value}: {key} takes a whole number")))?;
    if n < min || n > max {
        bail!("{key}={value}: {key} must be between {min} and {max}");
    }
    Ok(n)
}

impl FromStr for PlayerSpec {
    type Err = SpecError;

    fn from_str(text: &str) -> Result<PlayerSpec> {
        let text = text.trim();
        let (kind, rest) = match text.split_once(':') {
            Some((kind, rest)) => (kind.trim(), Some(rest)),
            None => (text, None),
        };
        if kind.eq_ignore_ascii_case("ext") {
            let command = rest.unwrap_or("").trim();
            if command.is_empty() {
                bail!("'{text}' names no command: write ext: followed by the command line that starts the engine, for example \"ext:java -jar OpenTafl.jar --engine\"");
            }
            return Ok(PlayerSpec::External(command.to_string()));
        }
        if !kind.eq_ignore_ascii_case("tablut") {
            let shown: String = text.chars().take(60).collect();
            bail!("unknown player '{shown}': {SPEC_FORMS}");
        }
        let mut spec = TablutSpec::default();
        let mut limits = Limits::default();
        let mut level: Option<Level> = None;
        let mut seen: Vec<&str> = Vec::new();
        for option in rest.unwrap_or("").split(',') {
            let option = option.trim();
            if option.is_empty() {
                continue;
            }
            let (key, value) = option
                .split_once('=')
                .map(|(k, v)| (k.trim(), v.trim()))
                .ok_or_else(|| {
                    SpecError(format!(
                        "'{option}' is not an option: write OPTION=VALUE, like depth=6"
                    ))
                })?;
            let key = match key.to_ascii_lowercase().as_str() {
                "depth" => "depth",
                "nodes" => "nodes",
                "movetime" => "movetime",
                "level" => "level",
                "threads" => "threads",
                "hash" => "hash",
                "weights" => "weights",
                "net" => "net",
                "contempt" => "contempt",
                "fortress" => "fortress",
                _ => bail!(
                    "unknown option '{key}' in '{text}': a tablut player takes depth=PLIES, \
                     nodes=N, movetime=MS, level=NAME, threads=N, hash=MB, weights=FILE, \
                     net=FILE|none, contempt=CENTISOLDIERS and fortress=auto|draw"
                ),
            };
            if seen.contains(&key) {
                bail!("{key} is given twice in '{text}'");
            }
            seen.push(key);
            match key {
                "depth" => limits.depth = Some(number(key, value, 1, 100)?),
                "nodes" => limits.nodes = Some(number(key, value, 1, u64::MAX)?),
                "movetime" => {
                    let ms = number(key, value, 1, 86_400_000u64)?;
                    limits.movetime = Some(Duration::from_millis(ms));
                }
                "level" => {
                    level = Some(
                        value
                            .parse()
                            .map_err(|e| SpecError(format!("level={value}: {e}")))?,
                    )
                }
                "threads" => spec.threads = number(key, value, 1, 256)?,
                "contempt" => {
                    let max = tablut_engine::MAX_CONTEMPT;
                    spec.contempt = number(key, value, -max, max)?;
                }
                "fortress" => {
                    spec.fortress_anchor = match value.to_ascii_lowercase().as_str() {
                        "auto" => true,
                        "draw" => false,
                        _ => bail!(
                            "fortress={value}: write fortress=auto (the defenders count their own \
                             fortress as a draw unless the start scores them lost) or \
                             fortress=draw (always, as before)"
                        ),
                    }
                }
                "weights" => {
                    let set = WeightSet::load(std::path::Path::new(value))
                        .map_err(|e| SpecError(format!("weights={value}: {e}")))?;
                    spec.weights = Some(Box::new(set));
                }
                "net" if value.eq_ignore_ascii_case("none") => {
                    spec.eval = Evaluation::Handwritten;
                }
                "net" => {
                    let net = Network::load(std::path::Path::new(value))
                        .map_err(|e| SpecError(format!("net={value}: {e}")))?;
                    spec.eval = Evaluation::Net(std::sync::Arc::new(net));
                }
                _ => spec.hash_mb = number(key, value, 1, 65_536)?,
            }
        }
        spec.limits = match level {
            Some(_) if limits != Limits::default() => bail!(
                "'{text}': level= sets the search limits by itself; give either level= \
                 or depth=/nodes=/movetime="
            ),
            Some(level) => Some(level.limits()),
            None if limits == Limits::default() => None,
            None => Some(limits),
        };
        Ok(PlayerSpec::Tablut(spec))
    }
}

/// How long players may think.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TimeControl {
    /// This long for every move.
    PerMove(Duration),
    /// A clock per side: this much to start with, plus `increment` after
    /// each move; a player whose clock runs out loses.
    Clock {
        /// Time on each clock at the start.
        base: Duration,
        /// Time added after each move.
        increment: Duration,
    },
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControl::PerMove(t) => write!(f, "{} ms per move", t.as_millis()),
            TimeControl::Clock { base, increment } => {
                // Under a minute in seconds (`10 s`, not `0.16667 min`).
                let secs = base.as_secs_f64();
                if secs < 60.0 {
                    write!(f, "{} s", short(secs))?;
                } else {
                    write!(f, "{} min", short(secs / 60.0))?;
                }
                write!(f, " + {} s per move", short(increment.as_secs_f64()))
            }
        }
    }
}

/// A number with at most two decimals, trailing zeros dropped.
fn short(x: f64) -> String {
    let text = format!("{x:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// A non-negative number of `unit`s (decimals allowed) as a duration.
fn duration_of(text: &str, unit_secs: f64, what: &str) -> Result<Duration> {
    let value: f64 = text
        .trim()
        .parse()
        .map_err(|_| SpecError(format!("'{text}' is not a number of {what}")))?;
    let secs = value * unit_secs;
    if !secs.is_finite() || !(0.0..=7.0 * 86_400.0).contains(&secs) {
        bail!("{value} {what} is out of range (0 to 7 days)");
    }
    Ok(Duration::from_secs_f64(secs))
}

/// Reads `--clock MINUTES+INC_SECONDS`, like `5+0.1` or `1+0`.
pub fn parse_clock(text: &str) -> Result<TimeControl> {
    let (base, inc) = text.split_once('+').ok_or_else(|| {
        SpecError(format!(
            "'{text}' is not a clock: write MINUTES+INC_SECONDS, like 5+0.1 or 1+0"
        ))
    })?;
    let base = duration_of(base, 60.0, "minutes")?;
    let increment = duration_of(inc, 1.0, "seconds")?;
    if base.is_zero() && increment.is_zero() {
        bail!("a clock of {text} gives no time at all: give some minutes or an increment");
    }
    Ok(TimeControl::Clock { base, increment })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tablut(text: &str) -> TablutSpec {
        match text.parse::<PlayerSpec>().unwrap() {
            PlayerSpec::Tablut(s) => s,
            other => panic!("{text}: {other:?}"),
        }
    }

    fn error(text: &str) -> String {
        format!("{:#}", text.parse::<PlayerSpec>().unwrap_err())
    }

    #[test]
    fn tablut_specs() {
        assert_eq!(tablut("tablut"), TablutSpec::default());
        assert_eq!(tablut("TABLUT:"), TablutSpec::default());
        let s = tablut("tablut:depth=6, threads=2,hash=8");
        assert_eq!(s.limits, Some(Limits::depth(6)));
        assert_eq!((s.threads, s.hash_mb), (2, 8));
        let s = tablut("tablut:movetime=250,nodes=1000");
        let l = s.limits.unwrap();
        assert_eq!(l.movetime, Some(Duration::from_millis(250)));
        assert_eq!(l.nodes, Some(1000));
        assert_eq!(
            tablut("tablut:level=easy").limits,
            Some(Level::Easy.limits())
        );
        assert_eq!(tablut("tablut").contempt, tablut_engine::DEFAULT_CONTEMPT);
        assert_eq!(tablut("tablut:contempt=-300").contempt, -300);
        assert!(tablut("tablut").fortress_anchor);
        assert!(!tablut("tablut:fortress=draw").fortress_anchor);
        assert!(tablut("tablut:fortress=AUTO").fortress_anchor);
    }

    #[test]
    fn external_specs_keep_the_command_line() {
        assert_eq!(
            "ext:java -jar OpenTafl.jar --engine"
                .parse::<PlayerSpec>()
                .unwrap(),
            PlayerSpec::External("java -jar OpenTafl.jar --engine".into())
        );
        assert_eq!(
            "ext:sh -c 'a:b'".parse::<PlayerSpec>().unwrap(),
            PlayerSpec::External("sh -c 'a:b'".into())
        );
    }

    #[test]
    fn bad_specs_say_what_to_write() {
        assert!(error("stockfish").starts_with("unknown player 'stockfish': write tablut"));
        assert!(error("ext:").contains("names no command"));
        assert!(error("ext:  ").contains("names no command"));
        assert!(error("tablut:depth").contains("not an option"));
        assert!(error("tablut:dept=3").starts_with("unknown option 'dept'"));
        assert!(error("tablut:depth=x").contains("depth takes a whole number"));
        assert!(error("tablut:depth=0").contains("between 1 and 100"));
        assert!(error("tablut:threads=-1").contains("whole number"));
        assert!(error("tablut:depth=2,depth=3").contains("given twice"));
        assert!(error("tablut:level=godlike").contains("unknown level"));
        assert!(error("tablut:level=easy,depth=3").contains("either level="));
        assert!(error("tablut:contempt=9000").contains("between -5000 and 5000"));
        assert!(error("tablut:fortress=never").contains("fortress=auto"));
    }

    #[test]
    fn weights_files_are_read_and_checked() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path();
        let good = dir.join("good.json");
        let shipped = serde_json::to_string(tablut_engine::weights::shipped()).unwrap();
        std::fs::write(&good, shipped).unwrap();
        let spec = tablut(&format!("tablut:weights={}", good.display()));
        assert_eq!(
            spec.weights.as_deref(),
            Some(tablut_engine::weights::shipped())
        );
        let bad = dir.join("bad.json");
        std::fs::write(&bad, "{}").unwrap();
        let e = error(&format!("tablut:weights={}", bad.display()));
        assert!(e.contains("not a weight set"), "{e}");
        assert!(error("tablut:weights=/nonexistent/w.json").contains("cannot read"));
    }

    #[test]
    fn clocks() {
        assert_eq!(
            parse_clock("5+0.1").unwrap(),
            TimeControl::Clock {
                base: Duration::from_secs(300),
                increment: Duration::from_millis(100)
            }
        );
        assert_eq!(
            parse_clock("0.5+0").unwrap().to_string(),
            "30 s + 0 s per move"
        );
        assert_eq!(
            parse_clock("0.16667+0.1").unwrap().to_string(),
            "10 s + 0.1 s per move"
        );
        assert_eq!(
            parse_clock("1.5+2").unwrap().to_string(),
            "1.5 min + 2 s per move"
        );
        for bad in ["5", "a+1", "1+b", "-1+0", "0+0", "inf+0", "1e9+0", "NaN+1"] {
            assert!(parse_clock(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn nets_are_read_and_checked() {
        assert_eq!(tablut("tablut").eval, Evaluation::Default);
        assert_eq!(tablut("tablut:net=none").eval, Evaluation::Handwritten);
        let net = tablut_engine::nnue::shipped(tablut_core::Preset::Ludoteka).unwrap();
        let dir = std::env::temp_dir().join(format!("tablut-spec-net-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let good = dir.join("good.nnue");
        std::fs::write(&good, net.to_bytes()).unwrap();
        let spec = tablut(&format!("tablut:net={}", good.display()));
        assert_eq!(spec.eval, Evaluation::Net(net));
        let bad = dir.join("bad.nnue");
        std::fs::write(&bad, b"not a net").unwrap();
        let e = error(&format!("tablut:net={}", bad.display()));
        assert!(e.contains("not a tablut net"), "{e}");
        let e = error("tablut:net=/no/such/file.nnue");
        assert!(e.contains("cannot read"), "{e}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
