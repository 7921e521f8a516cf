//! Criterion benchmark: fixed-depth searches from each preset's start.

use criterion::{criterion_main, Criterion};
use tablut_core::{Game, Preset};
use tablut_engine::{Engine, EngineConfig, Limits};

fn search(c: &mut Criterion) {
    let mut group = c.benchmark_group("search_depth_5");
    group.sample_size(10);
    for preset in Preset::ALL {
        let game = Game::start(preset.rules());
        group.bench_function(preset.name(), |b| {
            b.iter(|| {
                let mut e = Engine::new(EngineConfig {
                    hash_mb: 16,
                    ..EngineConfig::default()
                });
                e.search(&game, &Limits::depth(5), |_| {}).nodes
            })
        });
    }
    group.finish();
}

mod group {
    //! The benchmark group (a module so that the generated function can
    //! carry documentation).
    criterion::criterion_group!(benches, super::search);
}
criterion_main!(group::benches);
