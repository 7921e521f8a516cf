//! Prints the iterations of a search from a preset's start:
//! `P=ludoteka cargo run --release -p tablut-engine --example think -- 8 [threads]`.

use tablut_core::{Game, Preset};
use tablut_engine::{Engine, EngineConfig, Limits};

fn main() {
    let preset: Preset = std::env::var("P")
        .unwrap_or_else(|_| "ludoteka".into())
        .parse()
        .expect("a preset name");
    let mut args = std::env::args().skip(1);
    let depth: u32 = args.next().map_or(6, |s| s.parse().expect("a depth"));
    let threads: usize = args.next().map_or(1, |s| s.parse().expect("threads"));
    let game = Game::start(preset.rules());
    let mut e = Engine::new(EngineConfig {
        threads,
        ..EngineConfig::default()
    });
    let r = e.search(&game, &Limits::depth(depth), |i| {
        let pv: Vec<String> = i.pv.iter().map(|m| m.to_string()).collect();
        println!(
            "depth {:2} sel {:2} score {:>9} nodes {:>10} nps {:>9} time {:>6} ms pv {}",
            i.depth,
            i.seldepth,
            i.score.to_string(),
            i.nodes,
            i.nps(),
            i.elapsed.as_millis(),
            pv.join(" ")
        );
    });
    println!("best {:?} nodes {} in {:?}", r.best, r.nodes, r.elapsed);
}
