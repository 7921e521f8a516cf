//! The statistics of the tools: Wilson score intervals for a share of
//! games (balance), and the Elo difference a match result suggests.
//!
//! The Elo difference comes with a 95% confidence interval, under the
//! logistic model: a player scoring a fraction `s` of
//! the points is `-400 log10(1/s - 1)` Elo stronger than its opponent.
//!
//! The interval comes from the per-game scores (1, ½, 0): their mean `s`,
//! its standard error `sqrt(var / n)` with `var` the variance of the game
//! scores, and `s ± 1.96 · error` turned into Elo. A bound at or beyond a
//! score of 0 or 1 is infinite. When one side scored every point the
//! difference itself is infinite, and the finite bound comes from the
//! exact binomial test instead: with `n` wins out of `n`, a score above
//! `0.025^(1/n)` is all that can be said at 95%.

use std::fmt;

use serde::Serialize;

/// The normal quantile for a two-sided 95% interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// The Wilson score interval `(low, high)` for `successes` out of
/// `trials` at the normal quantile `z` (1.96 for 95%). With no trials
/// the interval is the whole of `[0, 1]`.
pub fn wilson(successes: usize, trials: usize, z: f64) -> (f64, f64) {
    if trials == 0 {
        return (0.0, 1.0);
    }
    let n = trials as f64;
    let p = successes as f64 / n;
    let z2 = z * z;
    let denominator = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denominator;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denominator;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The Elo difference for a score fraction `s` (infinite at 0 and 1).
pub fn elo_from_score(s: f64) -> f64 {
    if s <= 0.0 {
        f64::NEG_INFINITY
    } else if s >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / s - 1.0).log10()
    }
}

/// The mean scores of a match's game pairs: `a_points[i]` is A's points
/// in game `i` (0-based, `None` while unfinished or not played); games
/// `2k` and `2k + 1` share an opening with the colours swapped, and a pair
/// counts once both are over.
///
/// A pair's mean (0, ¼, ½, ¾ or 1: the "pentanomial" model) leaves out
/// the advantage of the side a rule set favours, which in tafl is most of
/// the variance of single games: a ludoteka pair is nearly always one
/// defenders' win each way.
pub fn pair_means(a_points: &[Option<f64>]) -> Vec<f64> {
    a_points
        .chunks_exact(2)
        .filter_map(|pair| Some((pair[0]? + pair[1]?) / 2.0))
        .collect()
}

/// The Elo difference of a match and its 95% confidence interval. Infinite
/// values are written `+inf`/`-inf` and serialized as JSON `null`.
#[derive(Copy, Clone, Debug, PartialEq, Serialize)]
pub struct EloEstimate {
    /// Games counted.
    pub games: usize,
    /// The mean score per game, 0 to 1.
    pub score: f64,
    /// The Elo difference.
    pub diff: f64,
    /// The lower end of the 95% confidence interval.
    pub low: f64,
    /// The upper end of the 95% confidence interval.
    pub high: f64,
}

impl EloEstimate {
    /// The estimate from per-game scores (each 0, 0.5 or 1), or from the
    /// means of game pairs ([`pair_means`], each a quarter from 0 to 1;
    /// `games` then counts pairs); `None` without any.
    pub fn from_scores(scores: &[f64]) -> Option<EloEstimate> {
        if scores.is_empty() {
            return None;
        }
        let n = scores.len() as f64;
        let score = scores.iter().sum::<f64>() / n;
        let variance = scores.iter().map(|x| (x - score).powi(2)).sum::<f64>() / n;
        let error = (variance / n).sqrt();
        let (low, high) = if score >= 1.0 {
            (elo_from_score(0.025f64.powf(1.0 / n)), f64::INFINITY)
        } else if score <= 0.0 {
            (
                f64::NEG_INFINITY,
                elo_from_score(1.0 - 0.025f64.powf(1.0 / n)),
            )
        } else if error == 0.0 {
            // Every game scored the same (all draws): the spread says
            // nothing yet, so there is no interval, not a zero-wide one
            // (two draws once gave "+0.0 to +0.0", issue 30).
            (f64::NEG_INFINITY, f64::INFINITY)
        } else {
            (
                elo_from_score(score - Z95 * error),
                elo_from_score(score + Z95 * error),
            )
        };
        Some(EloEstimate {
            games: scores.len(),
            score,
            diff: elo_from_score(score),
            low,
            high,
        })
    }
}

/// An Elo value with its sign, one decimal, or `+inf`/`-inf`.
pub struct Signed(pub f64);

impl fmt::Display for Signed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            x if x == f64::INFINITY => f.write_str("+inf"),
            x if x == f64::NEG_INFINITY => f.write_str("-inf"),
            // -0.0 and tiny negatives print as +0.0.
            x if x.abs() < 0.05 => f.write_str("+0.0"),
            x => write!(f, "{x:+.1}"),
        }
    }
}

impl fmt::Display for EloEstimate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.score >= 1.0 {
            write!(
                f,
                "+inf (every point won; 95% CI: at least {})",
                Signed(self.low)
            )
        } else if self.score <= 0.0 {
            write!(
                f,
                "-inf (every point lost; 95% CI: at most {})",
                Signed(self.high)
            )
        } else if self.low == f64::NEG_INFINITY && self.high == f64::INFINITY {
            write!(
                f,
                "{} (not enough games for a 95% interval)",
                Signed(self.diff)
            )
        } else {
            write!(
                f,
                "{} (95% CI {} to {})",
                Signed(self.diff),
                Signed(self.low),
                Signed(self.high)
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Equal to the 4 decimals of the published Wilson tables.
    fn near(a: f64, b: f64) -> bool {
        (a - b).abs() < 5e-5
    }

    #[test]
    fn wilson_matches_known_values() {
        // Newcombe, "Two-sided confidence intervals for the single
        // proportion" (Statistics in Medicine 17, 1998), table I, method 3,
        // given there to 4 decimals.
        for (k, n, low, high) in [
            (81, 263, 0.2553, 0.3662),
            (15, 148, 0.0624, 0.1605),
            (0, 20, 0.0, 0.1611),
            (1, 29, 0.0061, 0.1718),
        ] {
            let (lo, hi) = wilson(k, n, Z95);
            assert!(
                (lo - low).abs() < 5e-5 && (hi - high).abs() < 5e-5,
                "{k}/{n}: {lo} {hi}"
            );
        }
        // 5 of 10: symmetric about one half.
        let (lo, hi) = wilson(5, 10, Z95);
        assert!(near(lo, 0.236593) && near(hi, 0.763407), "{lo} {hi}");
        let (lo, hi) = wilson(10, 10, Z95);
        assert!(near(lo, 0.722467) && near(hi, 1.0), "{lo} {hi}");
        assert_eq!(wilson(0, 0, Z95), (0.0, 1.0));
    }

    #[test]
    fn wilson_is_symmetric_and_contains_the_rate() {
        for n in 1..40 {
            for k in 0..=n {
                let (lo, hi) = wilson(k, n, Z95);
                let (lo2, hi2) = wilson(n - k, n, Z95);
                assert!(near(lo, 1.0 - hi2) && near(hi, 1.0 - lo2));
                let p = k as f64 / n as f64;
                assert!(lo <= p + 1e-12 && p <= hi + 1e-12 && (0.0..=1.0).contains(&lo));
            }
        }
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-6
    }

    #[test]
    fn elo_of_known_scores() {
        assert_eq!(elo_from_score(0.5), 0.0);
        assert!(close(elo_from_score(0.75), 400.0 * 3f64.log10()));
        assert!(close(elo_from_score(0.75), 190.848_501_887_865));
        assert!(close(elo_from_score(0.25), -190.848_501_887_865));
        assert!(close(elo_from_score(10.0 / 11.0), 400.0));
        assert_eq!(elo_from_score(1.0), f64::INFINITY);
        assert_eq!(elo_from_score(0.0), f64::NEG_INFINITY);
    }

    #[test]
    fn interval_from_game_scores() {
        // 60 wins, 20 draws, 20 losses: 70%.
        let scores: Vec<f64> = [vec![1.0; 60], vec![0.5; 20], vec![0.0; 20]].concat();
        let e = EloEstimate::from_scores(&scores).unwrap();
        assert_eq!(e.games, 100);
        assert!(close(e.score, 0.7));
        assert!(close(e.diff, 147.190_714_117_837_76));
        assert!((e.low - 86.225_014_743_583_4).abs() < 1e-4, "{}", e.low);
        assert!((e.high - 218.251_778_263_859_25).abs() < 1e-4, "{}", e.high);
        assert_eq!(e.to_string(), "+147.2 (95% CI +86.2 to +218.3)");
    }

    #[test]
    fn a_bound_past_certainty_is_infinite() {
        let e = EloEstimate::from_scores(&[1.0, 1.0, 1.0, 0.0]).unwrap();
        assert!(close(e.diff, 190.848_501_887_865));
        assert!((e.low - -126.449_482_462_522_81).abs() < 1e-4, "{}", e.low);
        assert_eq!(e.high, f64::INFINITY);
        assert_eq!(e.to_string(), "+190.8 (95% CI -126.4 to +inf)");
    }

    #[test]
    fn a_clean_sweep_reports_a_bound() {
        let e = EloEstimate::from_scores(&[1.0; 10]).unwrap();
        assert_eq!(e.diff, f64::INFINITY);
        assert!((e.low - 140.217_161_607_593_06).abs() < 1e-6, "{}", e.low);
        assert_eq!(
            e.to_string(),
            "+inf (every point won; 95% CI: at least +140.2)"
        );
        let e = EloEstimate::from_scores(&[0.0; 10]).unwrap();
        assert!((e.high + 140.217_161_607_593_06).abs() < 1e-6);
        assert_eq!(
            e.to_string(),
            "-inf (every point lost; 95% CI: at most -140.2)"
        );
        // Infinite values are JSON null.
        let json = serde_json::to_string(&e).unwrap();
        assert!(json.contains("\"low\":null"), "{json}");
    }

    #[test]
    fn all_draws_and_no_games() {
        let e = EloEstimate::from_scores(&[0.5; 6]).unwrap();
        assert_eq!(
            (e.diff, e.low, e.high),
            (0.0, f64::NEG_INFINITY, f64::INFINITY)
        );
        assert_eq!(e.to_string(), "+0.0 (not enough games for a 95% interval)");
        let two = EloEstimate::from_scores(&[0.5, 0.5]).unwrap();
        assert_eq!(
            two.to_string(),
            "+0.0 (not enough games for a 95% interval)"
        );
        let split = EloEstimate::from_scores(&[0.0, 1.0]).unwrap();
        assert!(split.to_string().contains("not enough games"), "{split}");
        assert!(EloEstimate::from_scores(&[]).is_none());
    }
}
