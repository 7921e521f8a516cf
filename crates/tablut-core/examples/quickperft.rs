//! Perft timing without the CLI: `cargo run --release -p tablut-core
//! --example quickperft -- DEPTH [bulk]` from the ludoteka start.
use std::time::Instant;
use tablut_core::{
    perft::{perft, perft_full},
    Game, Preset,
};
fn main() {
    let d: u32 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(4);
    let bulk = std::env::args().nth(2).is_some();
    let mut g = Game::start(
        std::env::var("P")
            .ok()
            .and_then(|p| p.parse::<Preset>().ok())
            .unwrap_or(Preset::Ludoteka)
            .rules(),
    );
    let t = Instant::now();
    let n = if bulk {
        perft(&mut g, d)
    } else {
        perft_full(&mut g, d)
    };
    let e = t.elapsed().as_secs_f64();
    println!("depth {d}: {n} nodes, {:.1}M nodes/s", n as f64 / e / 1e6);
}
