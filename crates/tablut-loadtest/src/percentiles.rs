//! Latency percentiles, as every part of the report gives them.

use serde::Serialize;

/// Percentiles of a set of durations, in milliseconds.
#[derive(Debug, Clone, Default, Serialize, PartialEq)]
pub struct Percentiles {
    /// How many were measured.
    pub count: usize,
    /// Median.
    pub p50: f64,
    /// 90th percentile.
    pub p90: f64,
    /// 99th percentile.
    pub p99: f64,
    /// Largest.
    pub max: f64,
}

impl Percentiles {
    /// Percentiles (nearest rank) of `micros`, which it sorts.
    pub fn of(micros: &mut [u32]) -> Percentiles {
        micros.sort_unstable();
        let rank = |p: f64| -> f64 {
            if micros.is_empty() {
                return 0.0;
            }
            let i = ((p * micros.len() as f64).ceil() as usize).clamp(1, micros.len()) - 1;
            f64::from(micros[i]) / 1000.0
        };
        Percentiles {
            count: micros.len(),
            p50: rank(0.50),
            p90: rank(0.90),
            p99: rank(0.99),
            max: rank(1.0),
        }
    }

    pub(crate) fn line(&self) -> String {
        if self.count == 0 {
            return "none measured".into();
        }
        format!(
            "p50 {:.2} ms  p90 {:.2} ms  p99 {:.2} ms  max {:.2} ms  ({} samples)",
            self.p50, self.p90, self.p99, self.max, self.count
        )
    }
}
