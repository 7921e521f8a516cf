//! `tablut train-net`'s pipeline: positions from self-play labelled by
//! search scores and results ([`data`]), a float net trained on them and
//! quantised to a [`tablut_engine::Network`] ([`net`]).

pub mod data;
pub mod net;

pub use data::{generate, DataConfig, Sample};
pub use net::{
    fit_scale, handwritten_loss, search_scale, train, Epoch, FloatNet, TrainConfig, Trained,
};

/// Reads a data file written with [`write_samples`]; errors name the line.
pub fn read_samples(text: &str) -> Result<Vec<Sample>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, l)| {
            Sample::from_line(l)
                .ok_or_else(|| format!("line {} is not a training position: {l:?}", i + 1))
        })
        .collect()
}

/// The samples as a data file, one position a line.
pub fn write_samples(samples: &[Sample]) -> String {
    let mut out =
        String::from("# attackers defenders king side(1=attackers) score result(half points)\n");
    for s in samples {
        out.push_str(&s.to_line());
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablut_core::Rules;

    fn tiny_data() -> Vec<Sample> {
        generate(
            &DataConfig {
                opening_plies: 6,
                max_plies: 60,
                ..DataConfig::new(Rules::LUDOTEKA, 4, 1, 3)
            },
            |_, _| {},
        )
    }

    #[test]
    fn data_is_reproducible_and_reads_back() {
        let a = tiny_data();
        assert!(a.len() > 20, "{}", a.len());
        assert_eq!(a, tiny_data());
        assert_eq!(read_samples(&write_samples(&a)).unwrap(), a);
        assert!(read_samples("1 2 3").is_err());
    }

    /// A short training run on [`tiny_data`].
    fn tiny_config() -> TrainConfig {
        TrainConfig {
            epochs: 6,
            batch: 32,
            validation: 0.2,
            ..TrainConfig::default()
        }
    }

    #[test]
    fn training_reduces_the_loss_deterministically() {
        let data = tiny_data();
        let config = tiny_config();
        let a = train(&data, &config, |_| {});
        let b = train(&data, &config, |_| {});
        let first = a.epochs.first().unwrap().train_loss;
        let last = a.epochs.last().unwrap().train_loss;
        assert!(last < first, "{first} -> {last}");
        assert_eq!(a.net.w1, b.net.w1, "same data and seed, same net");
        let q = a.net.quantise(a.scale);
        let again = tablut_engine::Network::from_bytes(&q.to_bytes()).unwrap();
        assert_eq!(q, again);
    }

    #[test]
    fn the_search_scale_puts_the_net_on_the_search_scores() {
        let data = tiny_data();
        let a = train(&data, &tiny_config(), |_| {});
        let k = search_scale(&a.net, &data).expect("a trained net is not zero everywhere");
        // Quantised with the fitted scale, the net's scores fit the search
        // scores at least as well (least squares) as with any other scale
        // tried: the fit is the minimum.
        let error = |scale: f32| -> f64 {
            let net = a.net.quantise(scale);
            data.iter()
                .filter_map(|s| {
                    let p = s.position(tablut_core::Rules::LUDOTEKA)?;
                    let e = f64::from(net.evaluate(&p) - i32::from(s.score));
                    Some(e * e)
                })
                .sum()
        };
        let best = error(k);
        for other in [k * 0.7, k * 1.4] {
            assert!(
                best <= error(other),
                "scale {k}: {best} against {other}: {}",
                error(other)
            );
        }
        // A net that says 0 everywhere has no scale to fit.
        let mut zero = a.net.clone();
        zero.w2 = [[0.0; tablut_engine::nnue::HIDDEN]; 2];
        zero.b2 = [0.0; 2];
        assert_eq!(search_scale(&zero, &data), None);
    }

    #[test]
    fn symmetries_are_permutations() {
        for map in net::symmetries() {
            let mut seen = [false; 81];
            for &m in &map {
                seen[usize::from(m)] = true;
            }
            assert!(seen.iter().all(|&s| s));
        }
    }
}
