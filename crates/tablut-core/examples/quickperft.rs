//! Scratch timing.
use std::time::Instant;
use tablut_core::{perft::{perft, perft_full}, Game, Preset};
fn main() {
    let d: u32 = std::env::args().nth(1).map(|s| s.parse().unwrap()).unwrap_or(4);
    let bulk = std::env::args().nth(2).is_some();
    let mut g = Game::start(Preset::Ludoteka.rules());
    let t2 = Instant::now(); let n2 = if bulk { perft(&mut g, d) } else { perft_full(&mut g, d) }; let e2 = t2.elapsed().as_secs_f64();
    println!("d{d}={} {:.1}M/s", n2, n2 as f64/e2/1e6);
}
