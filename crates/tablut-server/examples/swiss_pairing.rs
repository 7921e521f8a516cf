//! Times the Swiss pairing of a 200-player field, round by round, after
//! the earlier rounds have been played out (issue 31's goal: a round of
//! 200 paired well under a second).
//!
//! ```text
//! cargo run -p tablut-server --example swiss_pairing [PLAYERS] [ROUNDS]
//! ```
//!
//! Results come from a fixed pseudo-random sequence (the higher-rated
//! player is likelier to win), so every run pairs the same tournament.
//! Prints each round's pairing time for one-game pairings and for two-game
//! matches, and the slowest.

use std::time::Instant;

use tablut_server::tournaments::swiss::{PlayedRound, Swiss};
use tablut_server::tournaments::{Entrant, GameRecord, GameResult, MatchKind};

/// A small deterministic generator (xorshift64), so runs are comparable.
struct Xorshift(u64);

impl Xorshift {
    fn next(&mut self) -> f64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().map_or(200, |a| a.parse().expect("PLAYERS"));
    let rounds: u32 = args.next().map_or(9, |a| a.parse().expect("ROUNDS"));
    let mut rng = Xorshift(0x9e37_79b9_7f4a_7c15);
    let players: Vec<Entrant> = (0..n)
        .map(|i| Entrant::new(format!("player{i:03}"), 1200.0 + 1000.0 * rng.next()))
        .collect();
    let rating = |id: &tablut_server::tournaments::PlayerId| {
        players
            .iter()
            .find(|p| &p.id == id)
            .map_or(1500.0, |p| p.rating)
    };
    for kind in [MatchKind::Single, MatchKind::TwoGames] {
        let swiss = Swiss::new(rounds, kind);
        let mut history: Vec<PlayedRound> = Vec::new();
        let mut slowest = 0.0f64;
        print!("{n} players, {kind:?}: ms per round");
        for _ in 0..rounds {
            let start = Instant::now();
            let round = swiss
                .pair_round(&players, &[], &history)
                .expect("the round pairs");
            let ms = start.elapsed().as_secs_f64() * 1000.0;
            slowest = slowest.max(ms);
            print!(" {ms:.1}");
            let games = round
                .pairings
                .games(kind)
                .into_iter()
                .map(|seat| {
                    // Elo expectation for the attacker, with draws.
                    let diff = rating(&seat.attackers) - rating(&seat.defenders);
                    let expect = 1.0 / (1.0 + 10f64.powf(-diff / 400.0));
                    let roll = rng.next();
                    let result = if roll < expect - 0.05 {
                        GameResult::AttackersWin
                    } else if roll < expect + 0.05 {
                        GameResult::Draw
                    } else {
                        GameResult::DefendersWin
                    };
                    GameRecord::new(seat.attackers, seat.defenders, result)
                })
                .collect();
            history.push(PlayedRound {
                pairings: round.pairings,
                games,
            });
        }
        println!("; slowest {slowest:.1} ms");
    }
}
