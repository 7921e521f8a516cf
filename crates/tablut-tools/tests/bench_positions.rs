//! The engine's benchmark positions are written out as moves; they are
//! the seeded random openings they were drawn from (seeds 1000 to 1003,
//! 0, 6, 12 and 20 plies, every preset), so the bench signature did not
//! change when the openings moved out of the engine.

use tablut_core::{Game, Preset};
use tablut_engine::bench::positions;
use tablut_tools::selfplay::{random_opening, Rng};

#[test]
fn bench_positions_are_the_seeded_openings() {
    let written = positions();
    let mut drawn = Vec::new();
    for preset in Preset::ALL {
        for (i, plies) in [0usize, 6, 12, 20].into_iter().enumerate() {
            let mut rng = Rng::new(1000 + i as u64);
            drawn.push((
                preset,
                random_opening(Game::start(preset.rules()), plies, &mut rng),
            ));
        }
    }
    assert_eq!(written.len(), drawn.len());
    for (w, (preset, game)) in written.iter().zip(&drawn) {
        assert_eq!(w.preset, *preset);
        assert_eq!(
            w.game.moves().collect::<Vec<_>>(),
            game.moves().collect::<Vec<_>>(),
            "{}",
            preset.name()
        );
        assert_eq!(w.game.position(), game.position());
    }
}
