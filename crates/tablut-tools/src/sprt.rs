//! The sequential probability ratio test (SPRT) for a match: play until
//! the results say, with the error rates asked for, whether A is at least
//! `elo1` stronger than B (H1) or at most `elo0` (H0).
//!
//! The log-likelihood ratio is the generalised SPRT's normal
//! approximation (as engine testing frameworks use it): with `m` the mean
//! score of the samples and `v` the variance of that mean,
//! `LLR = (s1 − s0)(2m − s0 − s1) / 2v`, where `s0`, `s1` are the scores
//! the two Elo hypotheses expect under the logistic model. The test stops
//! when the LLR leaves `[ln(β/(1−α)), ln((1−β)/α)]`.
//!
//! The samples are **game pairs**: a match plays every opening twice,
//! once with A attacking and once defending. Tafl rule sets favour one
//! side heavily (ludoteka's defenders win 99% of games between equals),
//! and a pair's mean (0, ¼, ½, ¾ or 1, the "pentanomial" model) takes that
//! side's share out of the variance, so the test needs fewer games than
//! one counting single games would.
//!
//! The variance is estimated from the pairs themselves, which the normal
//! approximation can only trust once some pairs have told the players
//! apart. In ludoteka nearly every pair is one defenders' win each way
//! (a pair mean of ½); a run of 42 such pairs has almost no variance, and
//! the bare formula accepted H0 from it (LLR −3.06), though those pairs
//! say nothing about which player is stronger. So no verdict is given
//! before [`MIN_UNEVEN_PAIRS`] pairs have a mean other than ½.

use std::fmt;
use std::str::FromStr;

use serde::Serialize;
use thiserror::Error;

use crate::stats::pair_means;

/// The hypotheses and error rates of a test.
#[derive(Copy, Clone, Debug, PartialEq, Serialize)]
pub struct Sprt {
    /// The Elo difference of H0 (A is no better than this).
    pub elo0: f64,
    /// The Elo difference of H1 (A is at least this much better).
    pub elo1: f64,
    /// The chance of accepting H1 when H0 holds.
    pub alpha: f64,
    /// The chance of accepting H0 when H1 holds.
    pub beta: f64,
}

/// What the test says so far.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// Neither bound reached: play on.
    Continue,
    /// The lower bound reached: A is not `elo1` stronger.
    H0,
    /// The upper bound reached: A is at least `elo1` stronger.
    H1,
}

/// The test's state after some games, for reports.
#[derive(Copy, Clone, Debug, PartialEq, Serialize)]
pub struct SprtReport {
    /// The test.
    pub test: Sprt,
    /// Complete game pairs counted.
    pub pairs: usize,
    /// Those whose mean is not ½: the pairs that told the players apart.
    pub uneven: usize,
    /// The log-likelihood ratio.
    pub llr: f64,
    /// The bound that accepts H0.
    pub lower: f64,
    /// The bound that accepts H1.
    pub upper: f64,
    /// Where that leaves the test.
    pub verdict: Verdict,
}

/// A malformed `--sprt` value.
#[derive(Debug, Error, PartialEq)]
#[error("--sprt {given:?}: {why}; write ELO0,ELO1 or ELO0,ELO1,ALPHA,BETA, like --sprt 0,10 or --sprt 0,10,0.05,0.05")]
pub struct SprtParseError {
    given: String,
    why: String,
}

/// The pairs with a mean other than ½ the test waits for before it
/// decides anything (see the module's documentation).
pub const MIN_UNEVEN_PAIRS: usize = 5;

/// The score a player `elo` stronger expects, under the logistic model.
fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

impl Sprt {
    /// A test of `elo0` against `elo1` with α = β = 0.05.
    pub fn new(elo0: f64, elo1: f64) -> Sprt {
        Sprt {
            elo0,
            elo1,
            alpha: 0.05,
            beta: 0.05,
        }
    }

    /// The bounds `(lower, upper)` of the log-likelihood ratio.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of H1 against H0 for `samples` (each a
    /// score from 0 to 1: here the mean of a game pair); zero for fewer
    /// than two samples.
    ///
    /// Half a pair lost outright and half a pair won outright are added to
    /// the samples (a weak prior): without them a run of identical pairs
    /// (twenty pairs all won) has no variance, and the approximation would
    /// either divide by zero or never decide.
    pub fn llr(&self, samples: &[f64]) -> f64 {
        if samples.len() < 2 {
            return 0.0;
        }
        const PRIOR: [(f64, f64); 2] = [(0.0, 0.5), (1.0, 0.5)];
        let weighted = samples.iter().map(|&x| (x, 1.0)).chain(PRIOR);
        let n: f64 = weighted.clone().map(|(_, w)| w).sum();
        let mean = weighted.clone().map(|(x, w)| x * w).sum::<f64>() / n;
        let variance = weighted.map(|(x, w)| w * (x - mean).powi(2)).sum::<f64>() / n;
        let (s0, s1) = (expected_score(self.elo0), expected_score(self.elo1));
        (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance / n)
    }

    /// The test on the games so far: `a_points[i]` is A's points in game
    /// `i` (0-based, `None` while unfinished); games `2k` and `2k + 1`
    /// share an opening and count once both are over.
    pub fn report(&self, a_points: &[Option<f64>]) -> SprtReport {
        let samples = pair_means(a_points);
        let uneven = samples.iter().filter(|&&x| x != 0.5).count();
        let llr = self.llr(&samples);
        let (lower, upper) = self.bounds();
        let verdict = if uneven < MIN_UNEVEN_PAIRS {
            Verdict::Continue
        } else if llr >= upper {
            Verdict::H1
        } else if llr <= lower {
            Verdict::H0
        } else {
            Verdict::Continue
        };
        SprtReport {
            test: *self,
            pairs: samples.len(),
            uneven,
            llr,
            lower,
            upper,
            verdict,
        }
    }
}

impl FromStr for Sprt {
    type Err = SprtParseError;

    fn from_str(s: &str) -> Result<Sprt, SprtParseError> {
        let error = |why: &str| SprtParseError {
            given: s.to_string(),
            why: why.to_string(),
        };
        let parts: Vec<f64> = s
            .split(',')
            .map(|p| p.trim().parse::<f64>())
            .collect::<Result<_, _>>()
            .map_err(|_| error("every part must be a number"))?;
        let test = match parts[..] {
            [elo0, elo1] => Sprt::new(elo0, elo1),
            [elo0, elo1, alpha, beta] => Sprt {
                elo0,
                elo1,
                alpha,
                beta,
            },
            _ => return Err(error("give two or four numbers")),
        };
        if !(test.elo0.is_finite() && test.elo1.is_finite()) || test.elo0.abs() > 1000.0 {
            return Err(error("the Elo bounds must be finite, within ±1000"));
        }
        if test.elo1 <= test.elo0 {
            return Err(error("ELO1 must be greater than ELO0"));
        }
        let rate = 0.0..0.5;
        if !rate.contains(&test.alpha)
            || !rate.contains(&test.beta)
            || test.alpha == 0.0
            || test.beta == 0.0
        {
            return Err(error("ALPHA and BETA must lie between 0 and 0.5"));
        }
        Ok(test)
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::Continue => "no decision yet",
            Verdict::H0 => "H0 accepted",
            Verdict::H1 => "H1 accepted",
        })
    }
}

impl fmt::Display for SprtReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = &self.test;
        write!(
            f,
            "SPRT [{}, {}] Elo, alpha {} beta {}: LLR {:.2} ({:.2}, {:.2}) after {} pairs ({} uneven): {}",
            t.elo0,
            t.elo1,
            t.alpha,
            t.beta,
            self.llr,
            self.lower,
            self.upper,
            self.pairs,
            self.uneven,
            self.verdict
        )?;
        if self.verdict == Verdict::Continue && self.uneven < MIN_UNEVEN_PAIRS {
            write!(
                f,
                " (it waits for {MIN_UNEVEN_PAIRS} pairs that are not one win each way)"
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bounds_are_wald_s() {
        let (lower, upper) = Sprt::new(0.0, 10.0).bounds();
        assert!((lower - (0.05f64 / 0.95).ln()).abs() < 1e-12);
        assert!((upper - 19f64.ln()).abs() < 1e-12);
        assert!((lower + 2.944).abs() < 1e-3 && (upper - 2.944).abs() < 1e-3);
    }

    #[test]
    fn a_clearly_stronger_player_passes_and_a_weaker_fails() {
        let test = Sprt::new(0.0, 20.0);
        // 100 pairs: A wins both games of 60, splits 30, loses both of 10.
        let mut strong = Vec::new();
        for k in 0..100 {
            let (x, y) = if k < 60 {
                (1.0, 1.0)
            } else if k < 90 {
                (1.0, 0.0)
            } else {
                (0.0, 0.0)
            };
            strong.extend([Some(x), Some(y)]);
        }
        let r = test.report(&strong);
        assert_eq!(r.pairs, 100);
        assert_eq!(r.verdict, Verdict::H1, "{r}");
        // The mirror image: A the weaker.
        let weak: Vec<Option<f64>> = strong.iter().map(|p| p.map(|x| 1.0 - x)).collect();
        assert_eq!(test.report(&weak).verdict, Verdict::H0);
    }

    #[test]
    fn an_even_match_leans_to_h0_and_a_perfect_run_decides() {
        let test = Sprt::new(0.0, 10.0);
        // Every pair split: the side decides, the players are even.
        let even: Vec<Option<f64>> = (0..40).flat_map(|_| [Some(1.0), Some(0.0)]).collect();
        let r = test.report(&even);
        assert!(
            r.llr < 0.0,
            "an even score is nearer H0 = 0 than H1 = 10: {r}"
        );
        // Twenty pairs all won: no variance of their own, yet a decision.
        let perfect: Vec<Option<f64>> = vec![Some(1.0); 40];
        assert_eq!(Sprt::new(0.0, 50.0).report(&perfect).verdict, Verdict::H1);
        // Two pairs are too few for that.
        assert_eq!(
            Sprt::new(0.0, 50.0).report(&perfect[..4]).verdict,
            Verdict::Continue
        );
    }

    #[test]
    fn pairs_split_evenly_decide_nothing() {
        // 42 pairs, each one win each way (as in ludoteka, where the
        // defenders nearly always win): the bare LLR is below the lower
        // bound, but nothing told the players apart.
        let test = Sprt::new(0.0, 20.0);
        let split: Vec<Option<f64>> = (0..42).flat_map(|_| [Some(1.0), Some(0.0)]).collect();
        let r = test.report(&split);
        assert!(r.llr < r.lower, "{r}");
        assert_eq!((r.pairs, r.uneven, r.verdict), (42, 0, Verdict::Continue));
        assert!(r
            .to_string()
            .contains("(0 uneven): no decision yet (it waits for 5 pairs"));
        // Five pairs lost outright among them are evidence: H0.
        let mut lost = split.clone();
        lost.extend([Some(0.0); 10]);
        let r = test.report(&lost);
        assert_eq!((r.uneven, r.verdict), (5, Verdict::H0), "{r}");
        // Four are not yet.
        assert_eq!(
            test.report(&lost[..lost.len() - 2]).verdict,
            Verdict::Continue
        );
    }

    #[test]
    fn only_complete_pairs_count() {
        let test = Sprt::new(0.0, 10.0);
        let r = test.report(&[Some(1.0), None, Some(1.0), Some(1.0), Some(0.5)]);
        assert_eq!(r.pairs, 1);
    }

    #[test]
    fn the_llr_matches_a_hand_computed_value() {
        // Samples 1, ½, ½, 0 and the prior (½ × 0, ½ × 1): weight 5,
        // mean ½, variance (2 × ¼ + 2 × ½ × ¼) / 5 = 0.15, of the mean 0.03.
        let test = Sprt::new(0.0, 100.0);
        let s1 = 1.0 / (1.0 + 10f64.powf(-0.25));
        let expected = (s1 - 0.5) * (1.0 - 0.5 - s1) / (2.0 * 0.03);
        let got = test.llr(&[1.0, 0.5, 0.5, 0.0]);
        assert!((got - expected).abs() < 1e-12, "{got} vs {expected}");
    }

    #[test]
    fn malformed_values_are_refused_with_the_reason() {
        assert_eq!("0,10".parse::<Sprt>().unwrap(), Sprt::new(0.0, 10.0));
        let t: Sprt = " -5 , 5 ,0.1,0.2".parse().unwrap();
        assert_eq!((t.elo0, t.elo1, t.alpha, t.beta), (-5.0, 5.0, 0.1, 0.2));
        for (bad, why) in [
            ("10", "two or four"),
            ("0,10,0.05", "two or four"),
            ("a,b", "number"),
            ("10,0", "greater"),
            ("0,10,0,0.05", "between 0 and 0.5"),
            ("0,10,0.05,0.7", "between 0 and 0.5"),
            ("0,inf", "finite"),
        ] {
            let e = bad.parse::<Sprt>().unwrap_err().to_string();
            assert!(e.contains(why), "{bad}: {e}");
            assert!(
                e.contains("--sprt 0,10"),
                "{bad}: the message shows the form: {e}"
            );
        }
    }
}
