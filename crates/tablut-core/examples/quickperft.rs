//! Scratch timing.
use std::time::Instant;
use tablut_core::{perft::perft_full, Game, Preset};
fn main() {
    println!("pos {} ply {} rules {}", std::mem::size_of::<tablut_core::Position>(), std::mem::size_of::<tablut_core::Ply>(), std::mem::size_of::<tablut_core::Rules>());
    let mut g = Game::start(Preset::Ludoteka.rules());
    let t2 = Instant::now(); let n2 = perft_full(&mut g, 4); let e2 = t2.elapsed().as_secs_f64();
    println!("full d4={} {:.1}M/s", n2, n2 as f64/e2/1e6);
}
#[allow(dead_code)]
fn sizes() {}
