//! Training positions from the engine's own games: seeded random openings
//! played out by the hand-written evaluation at a small depth; each quiet
//! position is kept with the search's score and the game's result.

use std::sync::mpsc;

use tablut_core::{Bitboard, Game, Outcome, Position, Rules, Side, Square};
use tablut_engine::score::WIN_BOUND;
use tablut_engine::{Engine, EngineConfig, Evaluation, Limits, Weights, DEFAULT_CONTEMPT};

use crate::selfplay::{random_opening, Rng};

/// One labelled position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    /// Attackers' squares.
    pub attackers: Bitboard,
    /// Defenders' squares (the king not included).
    pub defenders: Bitboard,
    /// The king's square.
    pub king: Square,
    /// Whose move it is.
    pub side: Side,
    /// The search's score for the side to move, centi-soldiers.
    pub score: i16,
    /// The game's result for the side to move in half points: 0 lost, 1
    /// drawn, 2 won.
    pub result: u8,
}

impl Sample {
    /// The active features (as [`tablut_engine::nnue::features`] numbers
    /// them), each square mapped through `map`.
    pub fn features(&self, map: &[u8; 81], out: &mut Vec<u16>) {
        out.clear();
        for (kind, plane) in [self.attackers, self.defenders, Bitboard::of(self.king)]
            .into_iter()
            .enumerate()
        {
            out.extend(plane.map(|sq| (kind * 81 + usize::from(map[sq.index()])) as u16));
        }
    }

    /// The position under `rules`, if they accept it.
    pub fn position(&self, rules: Rules) -> Option<Position> {
        let mut setup = tablut_core::Setup::empty(self.side);
        for sq in self.attackers {
            setup.board[sq.index()] = Some(tablut_core::Piece::Attacker);
        }
        for sq in self.defenders {
            setup.board[sq.index()] = Some(tablut_core::Piece::Defender);
        }
        setup.board[self.king.index()] = Some(tablut_core::Piece::King);
        Position::from_setup(&setup, rules).ok()
    }

    /// One line of a data file.
    pub fn to_line(&self) -> String {
        format!(
            "{:x} {:x} {} {} {} {}",
            self.attackers.bits(),
            self.defenders.bits(),
            self.king.index(),
            u8::from(self.side == Side::Attackers),
            self.score,
            self.result
        )
    }

    /// A line written by [`to_line`](Self::to_line).
    pub fn from_line(line: &str) -> Option<Sample> {
        let mut it = line.split_ascii_whitespace();
        let attackers = Bitboard::from_bits(u128::from_str_radix(it.next()?, 16).ok()?);
        let defenders = Bitboard::from_bits(u128::from_str_radix(it.next()?, 16).ok()?);
        let king = Square::from_index(it.next()?.parse().ok()?)?;
        let side = match it.next()? {
            "0" => Side::Defenders,
            "1" => Side::Attackers,
            _ => return None,
        };
        let score = it.next()?.parse().ok()?;
        let result: u8 = it.next()?.parse().ok()?;
        if result > 2 || it.next().is_some() || (attackers | defenders).bits() >> 81 != 0 {
            return None;
        }
        Some(Sample {
            attackers,
            defenders,
            king,
            side,
            score,
            result,
        })
    }
}

/// How positions are generated.
#[derive(Clone, Debug)]
pub struct DataConfig {
    /// The rule set.
    pub rules: Rules,
    /// Games to play.
    pub games: u32,
    /// Search depth of every move (and so of every label).
    pub depth: u32,
    /// Random plies before the engine takes over; positions from them are
    /// not kept.
    pub opening_plies: usize,
    /// Longest game, in plies, before it is scored a draw.
    pub max_plies: usize,
    /// Seed of the openings.
    pub seed: u64,
    /// Games played at once.
    pub threads: usize,
    /// The hand-written evaluation's weights for both sides; `None`, the
    /// preset's shipped ones.
    pub weights: Option<Weights>,
    /// What a draw costs the defenders' engine (see
    /// [`Engine::set_contempt`]). Negative makes a defence that plays to
    /// hold a block, as the strongest Challenge engines do; the attackers
    /// then learn which blocks they can break.
    pub defenders_contempt: i32,
}

impl DataConfig {
    /// Positions from `games` games of `rules` searched to `depth`, with
    /// the defaults of `tablut train-net` for the rest.
    pub fn new(rules: Rules, games: u32, depth: u32, seed: u64) -> DataConfig {
        DataConfig {
            rules,
            games,
            depth,
            opening_plies: 8,
            max_plies: 300,
            seed,
            threads: 2,
            weights: None,
            defenders_contempt: DEFAULT_CONTEMPT,
        }
    }
}

/// Whether `p`, where the search chose `best`, is quiet: no open route for
/// the king, no king capture, and a best move that captures nothing. The
/// others are left out: their score is a tactic the search settles, not
/// something a static evaluation should learn.
fn quiet(p: &Position, best: tablut_core::Move) -> bool {
    !p.open_routes().any()
        && !p.attackers_can_capture_king()
        && !p.play_unchecked(best).1.captures.any()
}

/// The score to learn from a search's: a draw a defence told to hold
/// priced is a draw, 0, whatever that engine was told to think of it. (At
/// the default contempt the scores are kept as they are, as the shipped
/// nets learnt them.)
fn label(config: &DataConfig, side: Side, score: i32) -> i16 {
    let holding = config.defenders_contempt != DEFAULT_CONTEMPT;
    let score = if holding && side == Side::Defenders && score == -config.defenders_contempt {
        0
    } else {
        score
    };
    score.clamp(-20_000, 20_000) as i16
}

/// The samples of one game, by its number; `engines` plays the attackers
/// and, the last of them, the defenders (one engine plays both when the
/// sides search alike).
fn play_game(config: &DataConfig, index: u32, engines: &mut [Engine]) -> Vec<Sample> {
    let seed = config.seed ^ (u64::from(index) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let mut game = random_opening(
        Game::start(config.rules),
        config.opening_plies,
        &mut Rng::new(seed),
    );
    for engine in engines.iter_mut() {
        engine.new_game();
    }
    let limits = Limits::depth(config.depth);
    let mut kept: Vec<(Sample, Side)> = Vec::new();
    for _ in 0..config.max_plies {
        if game.outcome().is_over() {
            break;
        }
        let p = *game.position();
        let last = engines.len() - 1;
        let engine = &mut engines[if p.side_to_move() == Side::Defenders {
            last
        } else {
            0
        }];
        let r = engine.search(&game, &limits, |_| {});
        let Some(best) = r.best else { break };
        if r.score.0.abs() < WIN_BOUND && quiet(&p, best) {
            kept.push((
                Sample {
                    attackers: p.attackers(),
                    defenders: p.defenders(),
                    king: p.king(),
                    side: p.side_to_move(),
                    score: label(config, p.side_to_move(), r.score.0),
                    result: 1,
                },
                p.side_to_move(),
            ));
        }
        game.play(best).expect("the engine plays legal moves");
    }
    if !game.outcome().is_over() {
        game.adjudicate_draw();
    }
    let winner = match game.outcome() {
        Outcome::Win { winner, .. } => Some(winner),
        _ => None,
    };
    kept.into_iter()
        .map(|(mut s, side)| {
            s.result = match winner {
                Some(w) if w == side => 2,
                Some(_) => 0,
                None => 1,
            };
            s
        })
        .collect()
}

/// Plays `config.games` games on `config.threads` threads and returns
/// their samples in game order (so the same seed gives the same data
/// whatever the thread count); `on_game` hears of each finished game with
/// the number finished so far and the samples kept so far.
pub fn generate(config: &DataConfig, mut on_game: impl FnMut(u32, usize)) -> Vec<Sample> {
    let threads = config.threads.clamp(1, 64);
    let (tx, rx) = mpsc::channel::<(u32, Vec<Sample>)>();
    let mut games: Vec<(u32, Vec<Sample>)> = Vec::with_capacity(config.games as usize);
    std::thread::scope(|scope| {
        for t in 0..threads {
            let tx = tx.clone();
            scope.spawn(move || {
                let engine = || {
                    Engine::new(EngineConfig {
                        threads: 1,
                        hash_mb: 16,
                        weights: config.weights.clone(),
                        // Labels from the hand-written evaluation, whatever
                        // a preset's default is: a net learns from the
                        // search, not from an earlier net.
                        eval: Evaluation::Handwritten,
                    })
                };
                // One engine for both sides unless the defenders' differs:
                // its table then serves both, as it did before a defence
                // could be told to hold, so the shipped nets' commands
                // still write them byte for byte.
                let mut engines = vec![engine()];
                if config.defenders_contempt != DEFAULT_CONTEMPT {
                    let mut defenders = engine();
                    defenders.set_contempt(config.defenders_contempt);
                    engines.push(defenders);
                }
                let mut i = t as u32;
                while i < config.games {
                    let samples = play_game(config, i, &mut engines);
                    if tx.send((i, samples)).is_err() {
                        return;
                    }
                    i += threads as u32;
                }
            });
        }
        drop(tx);
        let mut total = 0;
        for (i, samples) in rx {
            total += samples.len();
            games.push((i, samples));
            on_game(games.len() as u32, total);
        }
    });
    games.sort_by_key(|g| g.0);
    games.into_iter().flat_map(|g| g.1).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_draw_the_defenders_were_told_to_seek_is_learnt_as_a_draw() {
        let holding = DataConfig {
            defenders_contempt: -300,
            ..DataConfig::new(Rules::ASHTON, 1, 1, 1)
        };
        // The holding engine scored a draw +300 for itself: the label is 0.
        assert_eq!(label(&holding, Side::Defenders, 300), 0);
        assert_eq!(label(&holding, Side::Defenders, 299), 299);
        // The attackers' engine keeps its own scores, and every score is
        // kept within the bounds a sample holds.
        assert_eq!(label(&holding, Side::Attackers, 300), 300);
        assert_eq!(label(&holding, Side::Attackers, 90_000), 20_000);
        // At the default contempt a draw keeps its score, as the shipped
        // nets were trained on.
        let plain = DataConfig::new(Rules::ASHTON, 1, 1, 1);
        let draw = -DEFAULT_CONTEMPT;
        assert_eq!(label(&plain, Side::Defenders, draw), draw as i16);
    }

    #[test]
    fn the_weights_given_play_the_games() {
        let plain = DataConfig {
            max_plies: 120,
            ..DataConfig::new(Rules::ASHTON, 2, 2, 5)
        };
        let mut weights = tablut_engine::weights::shipped()
            .get(tablut_core::Preset::Ashton)
            .clone();
        weights.defender *= 4;
        let heavy = DataConfig {
            weights: Some(weights),
            ..plain.clone()
        };
        assert_ne!(generate(&plain, |_, _| {}), generate(&heavy, |_, _| {}));
    }
}
