//! Criterion benchmark of perft from every preset's start, asserting the
//! node counts it times.

use criterion::{criterion_main, Criterion};
use tablut_core::perft::{perft, perft_full};
use tablut_core::{Game, Preset};

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for p in Preset::ALL {
        let mut game = Game::start(p.rules());
        let expected = perft(&mut game, 3);
        group.bench_function(format!("{}/bulk/4", p.name()), |b| {
            b.iter(|| perft(&mut game, 4))
        });
        group.bench_function(format!("{}/full/3", p.name()), |b| {
            b.iter(|| assert_eq!(perft_full(&mut game, 3), expected))
        });
    }
    group.finish();
}

#[allow(missing_docs)]
mod group {
    criterion::criterion_group!(benches, super::bench);
}
use group::benches;
criterion_main!(benches);
