//! Games between engines: seeded random openings, and whole games played
//! out with [`Engine`]s, for matches, balance, tuning and tests.

use tablut_core::{Game, Move, Outcome, Position, Side};
use tablut_engine::{Engine, Limits};

/// A small, fast, seeded random number generator (xorshift64*): self-play
/// needs reproducible games, not cryptographic randomness.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed` (any value, 0 included).
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// `game` continued by `plies` random legal moves that neither end the
/// game nor hand the opponent a win at once, so openings differ but stay
/// playable. Stops early if no such move exists.
pub fn random_opening(mut game: Game, plies: usize, rng: &mut Rng) -> Game {
    for _ in 0..plies {
        let moves: Vec<Move> = game
            .legal_moves()
            .iter()
            .copied()
            .filter(|&m| {
                let (effect, outcome) = game.try_move(m);
                effect.event.is_none() && !outcome.is_over() && {
                    let (child, _) = game.position().play_unchecked(m);
                    !gives_immediate_win(&child)
                }
            })
            .collect();
        if moves.is_empty() {
            break;
        }
        game.push_unchecked(moves[rng.below(moves.len())]);
    }
    game
}

/// Whether the side to move in `p` could end the game with one move.
fn gives_immediate_win(p: &Position) -> bool {
    match p.side_to_move() {
        Side::Defenders => p.open_routes().any(),
        Side::Attackers => p.moves().iter().any(|&m| {
            p.king_capture_squares().contains(m.to()) && {
                let (_, e) = p.play_unchecked(m);
                e.event.is_some()
            }
        }),
    }
}

/// Plays `game` to its end with `attackers` and `defenders` choosing the
/// moves under their limits; a game longer than `max_plies` more plies is
/// adjudicated a draw.
pub fn play_out(
    mut game: Game,
    attackers: (&mut Engine, &Limits),
    defenders: (&mut Engine, &Limits),
    max_plies: usize,
) -> Game {
    let (att, att_limits) = attackers;
    let (def, def_limits) = defenders;
    for _ in 0..max_plies {
        if game.outcome().is_over() {
            return game;
        }
        let result = match game.position().side_to_move() {
            Side::Attackers => att.search(&game, att_limits, |_| {}),
            Side::Defenders => def.search(&game, def_limits, |_| {}),
        };
        match result.best {
            Some(m) => {
                game.play(m).expect("the engine plays legal moves");
            }
            None => return game,
        }
    }
    if !game.outcome().is_over() {
        game.adjudicate_draw();
    }
    game
}

/// Points for `side` from an outcome: 1 for a win, ½ for a draw.
pub fn points(outcome: Outcome, side: Side) -> f64 {
    match outcome {
        Outcome::Win { winner, .. } if winner == side => 1.0,
        Outcome::Win { .. } => 0.0,
        _ => 0.5,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablut_core::Rules;
    use tablut_engine::EngineConfig;

    #[test]
    fn openings_are_reproducible_and_differ_by_seed() {
        let a = random_opening(Game::start(Rules::LUDOTEKA), 6, &mut Rng::new(1));
        let b = random_opening(Game::start(Rules::LUDOTEKA), 6, &mut Rng::new(1));
        let c = random_opening(Game::start(Rules::LUDOTEKA), 6, &mut Rng::new(2));
        assert_eq!(a.moves().collect::<Vec<_>>(), b.moves().collect::<Vec<_>>());
        assert_ne!(a.moves().collect::<Vec<_>>(), c.moves().collect::<Vec<_>>());
        assert_eq!(a.len(), 6);
    }

    #[test]
    fn a_game_plays_to_its_end() {
        let mut e1 = Engine::new(EngineConfig::default());
        let mut e2 = Engine::new(EngineConfig::default());
        let l = Limits::depth(1);
        let g = play_out(
            Game::start(Rules::BRAINKING),
            (&mut e1, &l),
            (&mut e2, &l),
            400,
        );
        assert!(g.outcome().is_over());
    }
}
