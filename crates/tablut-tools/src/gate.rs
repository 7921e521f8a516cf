//! The gate a new net, evaluation or search change passes before it
//! ships: the candidate and the shipped engine (the baseline) each play
//! the same opponents, with each colour, and the candidate passes only if,
//! for **each colour**, its score is shown to be no worse than the
//! baseline's by more than a margin.
//!
//! Why per colour: in tafl the two sides are different games. A change
//! that makes one colour passive (the defenders walling their own king in)
//! shows up in a match against the previous engine as a few more draws
//! among many wins with the other colour, and an overall score, or an SPRT
//! on it, lets it through. Why a *non-inferiority* test (the interval's
//! lower end above `−margin`) rather than "not significantly worse": with
//! few games nothing is significant, and a gate that passes whatever it
//! cannot tell apart passes by accident. Here too few games block, and the
//! report says how many more would tell.
//!
//! Why several opponents: a colour's weakness only shows against an
//! opponent that plays differently from the candidate. The default set is
//! the baseline itself, the baseline as a *holding defence* (a negative
//! contempt: it seeks the draw, as attackers that build a solid block or
//! defenders that hold one do), and the baseline at a fixed depth (a
//! reproducible opponent of another strength, as an external engine is).

use serde::Serialize;
use tablut_core::Side;

use crate::matchup::{Summary, Wdl};

/// One opponent of the gate, and the name the report gives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Opponent {
    /// What the report calls it (`baseline`, `holding defence`, …).
    pub name: String,
    /// Its player spec (`tablut:contempt=-300`).
    pub spec: String,
}

/// The contempt of the holding defence: it values a draw at three
/// soldiers, so it blocks rather than attacks.
pub const HOLDING_CONTEMPT: i32 = -300;

/// The depth of the fixed-depth opponent.
pub const FIXED_DEPTH: u32 = 4;

/// `spec` with option `key` set to `value` (replacing its value if it has
/// one); `None` for an external engine, whose options are its own.
pub fn with_option(spec: &str, key: &str, value: &str) -> Option<String> {
    let spec = spec.trim();
    let (kind, rest) = spec.split_once(':').unwrap_or((spec, ""));
    if !kind.trim().eq_ignore_ascii_case("tablut") {
        return None;
    }
    let mut options: Vec<String> = rest
        .split(',')
        .map(str::trim)
        .filter(|o| !o.is_empty())
        .filter(|o| o.split_once('=').map_or(*o, |(k, _)| k.trim()) != key)
        .map(str::to_string)
        .collect();
    options.push(format!("{key}={value}"));
    Some(format!("tablut:{}", options.join(",")))
}

/// The default opponents for a baseline written as a tablut spec: the
/// baseline, the baseline holding, the baseline at a fixed depth. `None`
/// for an external baseline (give the opponents yourself).
pub fn default_opponents(baseline: &str) -> Option<Vec<Opponent>> {
    let holding = with_option(baseline, "contempt", &HOLDING_CONTEMPT.to_string())?;
    let fixed = with_option(baseline, "depth", &FIXED_DEPTH.to_string())?;
    Some(vec![
        Opponent {
            name: "baseline".into(),
            spec: baseline.trim().to_string(),
        },
        Opponent {
            name: "holding defence".into(),
            spec: holding,
        },
        Opponent {
            name: format!("baseline at depth {FIXED_DEPTH}"),
            spec: fixed,
        },
    ])
}

/// What one engine (the candidate or the baseline) scored against one
/// opponent, by colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ByColour {
    /// As the attackers.
    pub attackers: Wdl,
    /// As the defenders.
    pub defenders: Wdl,
    /// Games it lost by forfeit (a crash, an illegal move, no answer).
    pub forfeits: usize,
    /// Games stopped at the move cap, counted as draws (among the draws).
    pub stopped: usize,
}

impl ByColour {
    /// Player A's results in a match summary.
    pub fn of(summary: &Summary) -> ByColour {
        ByColour {
            attackers: summary.a_as_attackers,
            defenders: summary.a_as_defenders,
            forfeits: summary
                .results
                .iter()
                .filter(|g| g.forfeit && g.a_points < 1.0)
                .count(),
            stopped: summary.stopped,
        }
    }

    /// The results with `side`.
    pub fn side(&self, side: Side) -> Wdl {
        match side {
            Side::Attackers => self.attackers,
            Side::Defenders => self.defenders,
        }
    }
}

/// One opponent's row: the candidate's and the baseline's results against it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Row {
    /// The opponent.
    pub opponent: Opponent,
    /// The candidate's results.
    pub candidate: ByColour,
    /// The baseline's results.
    pub baseline: ByColour,
}

/// A colour's verdict over every opponent.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ColourVerdict {
    /// The colour.
    pub side: Side,
    /// The candidate's score with it, 0 to 1 a game.
    pub candidate: f64,
    /// The baseline's.
    pub baseline: f64,
    /// Candidate − baseline.
    pub difference: f64,
    /// The 95% interval of the difference (normal approximation of two
    /// independent means of per-game scores).
    pub interval: (f64, f64),
    /// Whether the colour holds: the interval's lower end is above
    /// `−margin`.
    pub holds: bool,
    /// Why, in a sentence.
    pub reason: String,
}

/// The gate's verdict.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Verdict {
    /// The margin: how much worse a colour may score (0 to 1 a game).
    pub margin: f64,
    /// The attackers' and the defenders' verdicts.
    pub colours: Vec<ColourVerdict>,
    /// Games the candidate forfeited (any blocks it).
    pub forfeits: usize,
    /// Whether the candidate passes.
    pub passes: bool,
}

/// Mean and variance of per-game scores from a tally.
fn moments(w: &Wdl) -> (f64, f64) {
    if w.games == 0 {
        return (0.0, 0.0);
    }
    let n = w.games as f64;
    let mean = w.points() / n;
    let second = (w.wins as f64 + w.draws as f64 * 0.25) / n;
    (mean, (second - mean * mean).max(0.0))
}

/// The 95% interval's half-width for the standard normal.
const Z95: f64 = 1.96;

/// Judges `rows`: each colour must hold within `margin` (say 0.05: five
/// points in a hundred games), and the candidate must forfeit nothing.
pub fn judge(rows: &[Row], margin: f64) -> Verdict {
    let forfeits = rows.iter().map(|r| r.candidate.forfeits).sum();
    let colours: Vec<ColourVerdict> = [Side::Attackers, Side::Defenders]
        .into_iter()
        .map(|side| {
            let sum = |pick: fn(&Row) -> &ByColour| {
                rows.iter().fold(Wdl::default(), |mut total, r| {
                    let w = pick(r).side(side);
                    total.games += w.games;
                    total.wins += w.wins;
                    total.draws += w.draws;
                    total.losses += w.losses;
                    total
                })
            };
            let (c, b) = (sum(|r| &r.candidate), sum(|r| &r.baseline));
            colour_verdict(side, &c, &b, margin)
        })
        .collect();
    let passes = forfeits == 0 && colours.iter().all(|c| c.holds);
    Verdict {
        margin,
        colours,
        forfeits,
        passes,
    }
}

fn colour_verdict(side: Side, c: &Wdl, b: &Wdl, margin: f64) -> ColourVerdict {
    let (mc, vc) = moments(c);
    let (mb, vb) = moments(b);
    let difference = mc - mb;
    let spread = if c.games == 0 || b.games == 0 {
        f64::INFINITY
    } else {
        // A floor on the variance: a tally of only wins says the spread is
        // zero, which one more game could prove wrong.
        let floor = 0.25 / (c.games.min(b.games) as f64 + 1.0);
        Z95 * ((vc.max(floor) / c.games as f64) + (vb.max(floor) / b.games as f64)).sqrt()
    };
    let interval = (difference - spread, difference + spread);
    let holds = interval.0 > -margin;
    let name = side.name();
    let reason = if c.games == 0 || b.games == 0 {
        format!("no games as the {name}")
    } else if holds {
        format!(
            "as the {name} the candidate scores {:.1}% against {:.1}%: worse by less than {:.1} points in 100 (95%)",
            100.0 * mc,
            100.0 * mb,
            100.0 * margin
        )
    } else if interval.1 < -margin {
        format!(
            "as the {name} the candidate falls: {:.1}% against {:.1}%",
            100.0 * mc,
            100.0 * mb
        )
    } else {
        format!(
            "as the {name} the candidate scores {:.1}% against {:.1}%, but {} games a side cannot show it worse by less than {:.1} points in 100: play more",
            100.0 * mc,
            100.0 * mb,
            c.games.min(b.games),
            100.0 * margin
        )
    };
    ColourVerdict {
        side,
        candidate: mc,
        baseline: mb,
        difference,
        interval,
        holds,
        reason,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wdl(wins: usize, draws: usize, losses: usize) -> Wdl {
        Wdl {
            games: wins + draws + losses,
            wins,
            draws,
            losses,
        }
    }

    fn row(candidate: (Wdl, Wdl), baseline: (Wdl, Wdl)) -> Row {
        Row {
            opponent: Opponent {
                name: "x".into(),
                spec: "tablut".into(),
            },
            candidate: ByColour {
                attackers: candidate.0,
                defenders: candidate.1,
                forfeits: 0,
                stopped: 0,
            },
            baseline: ByColour {
                attackers: baseline.0,
                defenders: baseline.1,
                forfeits: 0,
                stopped: 0,
            },
        }
    }

    #[test]
    fn a_colour_that_turns_to_draws_blocks_even_when_the_total_is_the_same() {
        // The candidate wins more as the attackers but turns the defenders'
        // wins into draws: the total barely moves, the defenders fall.
        let r = row(
            (wdl(200, 0, 0), wdl(40, 160, 0)),
            (wdl(120, 80, 0), wdl(200, 0, 0)),
        );
        let v = judge(&[r], 0.05);
        assert!(!v.passes);
        let defenders = &v.colours[1];
        assert_eq!(defenders.side, Side::Defenders);
        assert!(!defenders.holds, "{}", defenders.reason);
        assert!(defenders.reason.contains("falls"), "{}", defenders.reason);
        assert!(v.colours[0].holds, "{}", v.colours[0].reason);
    }

    #[test]
    fn equal_results_pass_with_enough_games_and_block_with_too_few() {
        let many = row(
            (wdl(150, 30, 20), wdl(120, 40, 40)),
            (wdl(150, 30, 20), wdl(120, 40, 40)),
        );
        assert!(judge(&[many], 0.1).passes);
        let few = row((wdl(3, 1, 0), wdl(2, 1, 1)), (wdl(3, 1, 0), wdl(2, 1, 1)));
        let v = judge(&[few], 0.05);
        assert!(!v.passes, "four games a side cannot show anything");
        assert!(v.colours.iter().all(|c| c.reason.contains("play more")));
    }

    #[test]
    fn a_forfeit_blocks_and_no_games_block() {
        let mut r = row(
            (wdl(200, 0, 0), wdl(200, 0, 0)),
            (wdl(200, 0, 0), wdl(200, 0, 0)),
        );
        assert!(judge(std::slice::from_ref(&r), 0.05).passes);
        r.candidate.forfeits = 1;
        assert!(!judge(&[r], 0.05).passes);
        assert!(!judge(&[], 0.05).passes);
    }

    #[test]
    fn opponents_are_the_baseline_changed_one_option_at_a_time() {
        let o = default_opponents("tablut:net=none,contempt=150").unwrap();
        assert_eq!(o[0].spec, "tablut:net=none,contempt=150");
        assert_eq!(o[1].spec, "tablut:net=none,contempt=-300");
        assert_eq!(o[2].spec, "tablut:net=none,contempt=150,depth=4");
        assert_eq!(
            default_opponents("tablut").unwrap()[1].spec,
            "tablut:contempt=-300"
        );
        assert!(default_opponents("ext:java -jar x.jar").is_none());
        for opponent in o {
            assert!(opponent.spec.parse::<crate::matchup::PlayerSpec>().is_ok());
        }
    }
}
