//! How fair is a rule set? Self-play of one engine against itself in
//! every preset, from seeded random openings, counted as attackers' wins,
//! draws and defenders' wins with 95% Wilson score intervals (drawn as an
//! SVG chart by [`crate::chart::svg`]).
//!
//! ```
//! use tablut_core::Preset;
//! use tablut_engine::Limits;
//! use tablut_tools::balance::{run, BalanceConfig};
//!
//! let config = BalanceConfig {
//!     games: 1,
//!     limits: Limits::depth(1),
//!     max_plies: 40,
//!     ..BalanceConfig::default()
//! };
//! let stats = run(&config, &[Preset::Ludoteka], 1, |_| {});
//! assert_eq!(stats[0].games, 1);
//! ```

use std::fmt::Write as _;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

use serde::{Deserialize, Serialize};
use tablut_core::{DrawReason, Game, Outcome, Preset, Side};
use tablut_engine::{Engine, EngineConfig, Limits};

use crate::selfplay::{random_opening, Rng};
use crate::stats::{wilson, Z95};

/// How the games of a balance run are played.
#[derive(Clone, Debug, PartialEq)]
pub struct BalanceConfig {
    /// Games per preset.
    pub games: usize,
    /// What ends each search (both sides alike).
    pub limits: Limits,
    /// Random plies played from the standard start before the engine takes over.
    pub opening_plies: usize,
    /// A game still going after this many plies, opening included, is drawn.
    pub max_plies: usize,
    /// Seed of the random openings.
    pub seed: u64,
    /// Transposition table of each engine, in MiB.
    pub hash_mb: usize,
}

impl Default for BalanceConfig {
    fn default() -> BalanceConfig {
        BalanceConfig {
            games: 20,
            limits: Limits::movetime(std::time::Duration::from_millis(100)),
            opening_plies: 4,
            max_plies: 300,
            seed: 1,
            hash_mb: 16,
        }
    }
}

/// One finished self-play game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// The rule set.
    pub preset: Preset,
    /// The game's number within its preset, from 0.
    pub index: usize,
    /// How it ended.
    pub outcome: Outcome,
    /// Its length in plies, opening included.
    pub plies: usize,
    /// The engine's score at every position it searched, for the side to
    /// move (forced results left out): what the winning-chance model is
    /// fitted to.
    pub samples: Vec<(Side, i32)>,
}

impl GameResult {
    /// Whether the ply cap ended the game.
    pub fn adjudicated(&self) -> bool {
        self.outcome == Outcome::Draw(DrawReason::Adjudicated)
    }
}

/// The seed of game `index` of `preset`: from the run's seed, the preset's
/// name (not its place in [`Preset::ALL`], so that adding presets or
/// choosing some changes no opening) and the game's number.
pub fn game_seed(seed: u64, preset: Preset, index: usize) -> u64 {
    // FNV-1a over the name, then a SplitMix64 finaliser over the mixture.
    let mut h: u64 = 0xCBF2_9CE4_8422_2325;
    for b in preset.name().bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3);
    }
    let mut x = seed ^ h ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The start of game `index` of `preset`: the standard start followed by
/// the game's seeded random opening.
pub fn opening(config: &BalanceConfig, preset: Preset, index: usize) -> Game {
    let mut rng = Rng::new(game_seed(config.seed, preset, index));
    random_opening(Game::start(preset.rules()), config.opening_plies, &mut rng)
}

/// Plays game `index` of `preset` with `engine` on both sides.
pub fn play_game(
    engine: &mut Engine,
    config: &BalanceConfig,
    preset: Preset,
    index: usize,
) -> GameResult {
    engine.new_game();
    let start = opening(config, preset, index);
    let left = config.max_plies.saturating_sub(start.len());
    let (mut game, samples) = if left == 0 || start.outcome().is_over() {
        (start, Vec::new())
    } else {
        play_both_sides(engine, start, &config.limits, left)
    };
    if !game.outcome().is_over() {
        game.adjudicate_draw();
    }
    GameResult {
        preset,
        index,
        outcome: game.outcome(),
        plies: game.len(),
        samples,
    }
}

/// Plays `game` on with `engine` choosing every move, for at most
/// `max_plies` more plies. One engine plays both sides: both are the same
/// player, so its transposition table may serve both.
fn play_both_sides(
    engine: &mut Engine,
    mut game: Game,
    limits: &Limits,
    max_plies: usize,
) -> (Game, Vec<(Side, i32)>) {
    let mut samples = Vec::new();
    for _ in 0..max_plies {
        if game.outcome().is_over() {
            break;
        }
        let found = engine.search(&game, limits, |_| {});
        if !found.score.is_win() && !found.score.is_loss() {
            samples.push((game.position().side_to_move(), found.score.0));
        }
        match found.best {
            Some(m) => {
                game.play(m).expect("the engine plays legal moves");
            }
            None => break,
        }
    }
    (game, samples)
}

/// Fits each preset's winning-chance model to the scores and results of
/// `games` (see [`tablut_engine::review::fit_scale`]).
pub fn fit_models(
    games: &[GameResult],
    presets: &[Preset],
) -> Vec<tablut_engine::review::FittedModel> {
    presets
        .iter()
        .filter_map(|&preset| {
            let mine: Vec<&GameResult> = games.iter().filter(|g| g.preset == preset).collect();
            let samples: Vec<(i32, f64)> = mine
                .iter()
                .flat_map(|g| {
                    g.samples
                        .iter()
                        .map(|&(side, score)| (score, crate::selfplay::points(g.outcome, side)))
                })
                .collect();
            if samples.is_empty() {
                return None;
            }
            let (scale, log_loss, log_loss_even) = tablut_engine::review::fit_scale(&samples);
            Some(tablut_engine::review::FittedModel {
                preset: preset.name().to_string(),
                scale,
                positions: samples.len(),
                games: mine.len(),
                log_loss,
                log_loss_even,
            })
        })
        .collect()
}

/// Plays `config.games` games of every preset in `presets` on `jobs`
/// threads (each with its own single-threaded engine), calling `on_game`
/// on the caller's thread as each game ends, and returns the statistics
/// per preset in the order of `presets`.
pub fn run(
    config: &BalanceConfig,
    presets: &[Preset],
    jobs: usize,
    mut on_game: impl FnMut(&GameResult),
) -> Vec<PresetStats> {
    let total = config.games * presets.len();
    let next = AtomicUsize::new(0);
    let (send, receive) = mpsc::channel::<GameResult>();
    let mut tallies = vec![Tally::default(); presets.len()];
    std::thread::scope(|scope| {
        for _ in 0..jobs.clamp(1, total.max(1)) {
            let send = send.clone();
            let next = &next;
            scope.spawn(move || {
                let mut engine = Engine::new(EngineConfig {
                    threads: 1,
                    hash_mb: config.hash_mb,
                    weights: None,
                    eval: Default::default(),
                });
                loop {
                    // Presets take turns, so every preset progresses alike.
                    let job = next.fetch_add(1, Ordering::Relaxed);
                    if job >= total {
                        return;
                    }
                    let preset = presets[job % presets.len()];
                    let result = play_game(&mut engine, config, preset, job / presets.len());
                    if send.send(result).is_err() {
                        return;
                    }
                }
            });
        }
        drop(send);
        for result in receive {
            let slot = presets
                .iter()
                .position(|&p| p == result.preset)
                .expect("a preset of the run");
            tallies[slot].add(&result);
            on_game(&result);
        }
    });
    presets
        .iter()
        .zip(&tallies)
        .map(|(&p, t)| t.stats(p))
        .collect()
}

/// Counts of the games of one preset.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games won by the attackers.
    pub attackers: usize,
    /// Games drawn (the ply cap included).
    pub draws: usize,
    /// Games won by the defenders.
    pub defenders: usize,
    /// Draws by the ply cap.
    pub adjudicated: usize,
    /// Plies of all games together.
    pub plies: usize,
}

impl Tally {
    /// Counts one game.
    pub fn add(&mut self, game: &GameResult) {
        match game.outcome.winner() {
            Some(Side::Attackers) => self.attackers += 1,
            Some(Side::Defenders) => self.defenders += 1,
            None => self.draws += 1,
        }
        if game.adjudicated() {
            self.adjudicated += 1;
        }
        self.plies += game.plies;
    }

    /// Games counted.
    pub fn games(&self) -> usize {
        self.attackers + self.draws + self.defenders
    }

    /// The rates with their intervals.
    pub fn stats(&self, preset: Preset) -> PresetStats {
        let n = self.games();
        PresetStats {
            preset: preset.name().to_string(),
            games: n,
            attackers: Share::of(self.attackers, n),
            draws: Share::of(self.draws, n),
            defenders: Share::of(self.defenders, n),
            adjudicated: self.adjudicated,
            average_plies: if n == 0 {
                0.0
            } else {
                self.plies as f64 / n as f64
            },
        }
    }
}

/// One result's share of the games, with its 95% Wilson score interval.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Share {
    /// Games with this result.
    pub count: usize,
    /// Their fraction of all games (0 with no games).
    pub rate: f64,
    /// Lower end of the 95% interval.
    pub low: f64,
    /// Upper end of the 95% interval.
    pub high: f64,
}

impl Share {
    /// `count` out of `games`.
    pub fn of(count: usize, games: usize) -> Share {
        let (low, high) = wilson(count, games, Z95);
        Share {
            count,
            rate: if games == 0 {
                0.0
            } else {
                count as f64 / games as f64
            },
            low,
            high,
        }
    }

    /// `45.0% (32.1–58.6%)`.
    pub fn text(&self) -> String {
        format!(
            "{:.1}% ({:.1}–{:.1}%)",
            100.0 * self.rate,
            100.0 * self.low,
            100.0 * self.high
        )
    }
}

/// The balance of one preset.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PresetStats {
    /// The preset's name.
    pub preset: String,
    /// Games played.
    pub games: usize,
    /// Attackers' wins.
    pub attackers: Share,
    /// Draws, by the rules or by the ply cap.
    pub draws: Share,
    /// Defenders' wins.
    pub defenders: Share,
    /// Draws by the ply cap (counted among `draws` too).
    pub adjudicated: usize,
    /// Average length of a game in plies, opening included.
    pub average_plies: f64,
}

impl PresetStats {
    /// Checks that these figures could have come from a run: a known
    /// preset, counts that add up to the games, and every share a fraction
    /// of them within its interval. `balance --replot` once drew
    /// "-300.0% (200.0–-inf%)" for a preset named `nosuch` (issue 30).
    pub fn check(&self) -> Result<(), String> {
        let name = &self.preset;
        if name.parse::<tablut_core::Preset>().is_err() {
            let known: Vec<&str> = tablut_core::Preset::ALL.iter().map(|p| p.name()).collect();
            return Err(format!(
                "{:?} is not a preset (the presets are {})",
                name.chars().take(40).collect::<String>(),
                known.join(", ")
            ));
        }
        let shares = [
            ("attackers", &self.attackers),
            ("draws", &self.draws),
            ("defenders", &self.defenders),
        ];
        let total: usize = shares.iter().map(|(_, s)| s.count).sum();
        if total != self.games {
            return Err(format!(
                "{name}: {} attackers' wins, {} draws and {} defenders' wins make {total}, not its {} games",
                self.attackers.count, self.draws.count, self.defenders.count, self.games
            ));
        }
        if self.adjudicated > self.draws.count {
            return Err(format!(
                "{name}: {} draws by the ply cap, but only {} draws",
                self.adjudicated, self.draws.count
            ));
        }
        for (what, share) in shares {
            let in_unit = |x: f64| (0.0..=1.0).contains(&x);
            if !(in_unit(share.rate) && in_unit(share.low) && in_unit(share.high)) {
                return Err(format!(
                    "{name}: the {what} share {} lies outside 0 to 1",
                    share.text()
                ));
            }
            if !(share.low <= share.rate && share.rate <= share.high) {
                return Err(format!(
                    "{name}: the {what} share {} is not within its interval",
                    share.text()
                ));
            }
            let expected = if self.games == 0 {
                0.0
            } else {
                share.count as f64 / self.games as f64
            };
            if (share.rate - expected).abs() > 1e-6 {
                return Err(format!(
                    "{name}: the {what} share is {:.1}%, but {} of {} games is {:.1}%",
                    100.0 * share.rate,
                    share.count,
                    self.games,
                    100.0 * expected
                ));
            }
        }
        if !(self.average_plies.is_finite() && self.average_plies >= 0.0) {
            return Err(format!(
                "{name}: the average length {} is not a number of plies",
                self.average_plies
            ));
        }
        Ok(())
    }
}

/// A plain-text table of `stats`, one line per preset.
pub fn table(stats: &[PresetStats]) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{:<16} {:>5}  {:<24} {:<24} {:<24} {:>9}",
        "preset", "games", "attackers win", "draw", "defenders win", "avg plies"
    );
    for s in stats {
        let _ = writeln!(
            out,
            "{:<16} {:>5}  {:<24} {:<24} {:<24} {:>9.1}",
            s.preset,
            s.games,
            s.attackers.text(),
            s.draws.text(),
            s.defenders.text(),
            s.average_plies
        );
    }
    out
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    #[test]
    fn stats_that_cannot_come_from_a_run_are_refused() {
        let good = PresetStats {
            preset: "cartier".into(),
            games: 4,
            attackers: Share::of(1, 4),
            draws: Share::of(2, 4),
            defenders: Share::of(1, 4),
            adjudicated: 1,
            average_plies: 40.5,
        };
        assert_eq!(good.check(), Ok(()));
        let bad = |change: fn(&mut PresetStats), expected: &str| {
            let mut s = good.clone();
            change(&mut s);
            let e = s.check().unwrap_err();
            assert!(e.contains(expected), "{e}");
        };
        bad(|s| s.preset = "nosuch".into(), "\"nosuch\" is not a preset");
        bad(|s| s.games = 5, "make 4, not its 5 games");
        bad(|s| s.adjudicated = 3, "only 2 draws");
        bad(
            |s| {
                s.attackers.rate = -3.0;
                s.attackers.low = 2.0;
                s.attackers.high = f64::NEG_INFINITY;
            },
            "outside 0 to 1",
        );
        bad(|s| s.attackers.rate = 0.9, "not within its interval");
        bad(
            |s| {
                s.attackers.rate = 0.3;
            },
            "but 1 of 4 games is 25.0%",
        );
        bad(|s| s.average_plies = f64::NAN, "not a number of plies");
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 5e-5
    }

    #[test]
    fn seeds_differ_by_preset_and_game_but_not_by_run() {
        let a = game_seed(7, Preset::Ludoteka, 3);
        assert_eq!(a, game_seed(7, Preset::Ludoteka, 3));
        assert_ne!(a, game_seed(7, Preset::Ludoteka, 4));
        assert_ne!(a, game_seed(7, Preset::Cartier, 3));
        assert_ne!(a, game_seed(8, Preset::Ludoteka, 3));
        let config = BalanceConfig::default();
        let g0 = opening(&config, Preset::Catalan, 0);
        let g1 = opening(&config, Preset::Catalan, 1);
        assert_eq!(g0.len(), config.opening_plies);
        assert_ne!(
            g0.moves().collect::<Vec<_>>(),
            g1.moves().collect::<Vec<_>>()
        );
    }

    #[test]
    fn a_run_counts_every_game_and_caps_their_length() {
        let config = BalanceConfig {
            games: 3,
            limits: Limits::depth(1),
            max_plies: 30,
            ..BalanceConfig::default()
        };
        let presets = [Preset::Brainking, Preset::Ludoteka];
        let mut seen = Vec::new();
        let stats = run(&config, &presets, 2, |g| seen.push(g.clone()));
        assert_eq!(seen.len(), 6);
        assert!(seen.iter().all(|g| g.plies <= 30 && g.outcome.is_over()));
        assert_eq!(stats.len(), 2);
        for (st, p) in stats.iter().zip(presets) {
            assert_eq!(st.preset, p.name());
            assert_eq!(st.games, 3);
            assert_eq!(st.attackers.count + st.draws.count + st.defenders.count, 3);
            assert!((st.attackers.rate + st.draws.rate + st.defenders.rate - 1.0).abs() < 1e-9);
            assert!(st.adjudicated <= st.draws.count);
            assert!(st.average_plies > 0.0 && st.average_plies <= 30.0);
        }
    }

    /// Two presets' statistics from four made-up games (shared with the
    /// chart's tests).
    pub(crate) fn sample() -> Vec<PresetStats> {
        let mut t = Tally::default();
        for (i, outcome) in [
            Outcome::Win {
                winner: Side::Attackers,
                reason: tablut_core::WinReason::KingCaptured,
            },
            Outcome::Draw(DrawReason::Adjudicated),
            Outcome::Win {
                winner: Side::Defenders,
                reason: tablut_core::WinReason::Escape,
            },
            Outcome::Win {
                winner: Side::Defenders,
                reason: tablut_core::WinReason::Escape,
            },
        ]
        .into_iter()
        .enumerate()
        {
            t.add(&GameResult {
                preset: Preset::Ludoteka,
                index: i,
                outcome,
                plies: 10 * (i + 1),
                samples: Vec::new(),
            });
        }
        vec![
            t.stats(Preset::Ludoteka),
            Tally::default().stats(Preset::Cartier),
        ]
    }

    #[test]
    fn tallies_count_results() {
        let s = &sample()[0];
        assert_eq!(
            (s.games, s.attackers.count, s.draws.count, s.defenders.count),
            (4, 1, 1, 2)
        );
        assert_eq!(s.adjudicated, 1);
        assert!(close(s.average_plies, 25.0));
        assert!(close(s.defenders.rate, 0.5));
        let text = table(&sample());
        assert!(text.lines().next().unwrap().contains("attackers win"));
        assert!(text.contains("ludoteka"), "{text}");
        assert!(text.contains("50.0% (15.0–85.0%)"), "{text}");
    }
}
