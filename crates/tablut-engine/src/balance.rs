//! How fair is a rule set? Self-play of one engine against itself in
//! every preset, from seeded random openings, counted as attackers' wins,
//! draws and defenders' wins with 95% Wilson score intervals, and drawn as
//! an SVG chart.
//!
//! ```
//! use tablut_core::Preset;
//! use tablut_engine::balance::{run, BalanceConfig};
//! use tablut_engine::Limits;
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

use crate::engine::{Engine, EngineConfig};
use crate::limits::Limits;
use crate::selfplay::{random_opening, Rng};

/// The normal quantile for a two-sided 95% interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// The Wilson score interval `(low, high)` for `successes` out of
/// `trials` at the normal quantile `z` (1.96 for 95%). With no trials
/// the interval is the whole of `[0, 1]`.
pub fn wilson(successes: usize, trials: usize, z: f64) -> (f64, f64) {
    if trials == 0 {
        return (0.0, 1.0);
    }
    let n = trials as f64;
    let p = successes as f64 / n;
    let z2 = z * z;
    let denominator = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denominator;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denominator;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

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
    let mut game = if left == 0 || start.outcome().is_over() {
        start
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
    }
}

/// Plays `game` on with `engine` choosing every move, for at most
/// `max_plies` more plies. One engine plays both sides: both are the same
/// player, so its transposition table may serve both.
fn play_both_sides(engine: &mut Engine, mut game: Game, limits: &Limits, max_plies: usize) -> Game {
    for _ in 0..max_plies {
        if game.outcome().is_over() {
            return game;
        }
        match engine.search(&game, limits, |_| {}).best {
            Some(m) => {
                game.play(m).expect("the engine plays legal moves");
            }
            None => return game,
        }
    }
    game
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

/// `text` made safe inside XML text and attribute values.
pub fn xml_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Characters XML 1.0 does not allow at all.
            c if (c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r') => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}

/// Colours of the three results in the chart.
const ATTACKERS_COLOUR: &str = "#b2443a";
const DRAWS_COLOUR: &str = "#b8b8b8";
const DEFENDERS_COLOUR: &str = "#3a6fb2";
const ATTACKERS_WHISKER: &str = "#6b1d16";
const DEFENDERS_WHISKER: &str = "#163a66";

/// An SVG chart of `stats`: one stacked horizontal bar per preset
/// (attackers' wins, draws, defenders' wins, as shares of the games),
/// the 95% intervals of the two win rates as whiskers, the figures as
/// text, a title, a `subtitle` (say, the settings; one line of text per
/// line), a legend and an axis.
pub fn svg(stats: &[PresetStats], title: &str, subtitle: &str) -> String {
    const WIDTH: f64 = 980.0;
    const LEFT: f64 = 120.0;
    const BAR: f64 = 480.0;
    const ROW: f64 = 56.0;
    const THICK: f64 = 24.0;
    let subtitle: Vec<&str> = subtitle.lines().collect();
    // Everything below the subtitle moves down by its extra lines.
    let extra = 15.0 * subtitle.len().saturating_sub(1) as f64;
    let top = 112.0 + extra;
    let height = top + ROW * stats.len() as f64 + 58.0;
    let x = |fraction: f64| LEFT + BAR * fraction.clamp(0.0, 1.0);
    let mut s = String::new();
    let _ = writeln!(s, r#"<?xml version="1.0" encoding="UTF-8"?>"#);
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="13">"#
    );
    let _ = writeln!(s, "<title>{}</title>", xml_escape(title));
    let _ = writeln!(
        s,
        r##"<rect x="0" y="0" width="{WIDTH}" height="{height}" fill="#ffffff"/>"##
    );
    let _ = writeln!(
        s,
        r#"<text x="20" y="28" font-size="18" font-weight="bold">{}</text>"#,
        xml_escape(title)
    );
    for (i, line) in subtitle.iter().enumerate() {
        let _ = writeln!(
            s,
            r##"<text x="20" y="{}" font-size="12" fill="#444444">{}</text>"##,
            48.0 + 15.0 * i as f64,
            xml_escape(line)
        );
    }
    // Legend.
    let mut lx = LEFT;
    for (colour, label) in [
        (ATTACKERS_COLOUR, "attackers win"),
        (DRAWS_COLOUR, "draw"),
        (DEFENDERS_COLOUR, "defenders win"),
        ("none", "95% interval of each win rate (Wilson)"),
    ] {
        if colour == "none" {
            let _ = writeln!(
                s,
                r##"<path d="M {} {} H {} M {} {} V {} M {} {} V {}" stroke="#000000" stroke-width="1.5" fill="none"/>"##,
                lx,
                68.0 + extra,
                lx + 14.0,
                lx,
                64.0 + extra,
                72.0 + extra,
                lx + 14.0,
                64.0 + extra,
                72.0 + extra
            );
        } else {
            let _ = writeln!(
                s,
                r#"<rect x="{lx}" y="{}" width="14" height="12" fill="{colour}"/>"#,
                62.0 + extra
            );
        }
        let _ = writeln!(
            s,
            r#"<text x="{}" y="{}">{}</text>"#,
            lx + 19.0,
            73.0 + extra,
            xml_escape(label)
        );
        lx += 30.0 + 8.0 * label.len() as f64;
    }
    // Grid and axis.
    let bottom = top + ROW * stats.len() as f64;
    for tick in 0..=4 {
        let f = f64::from(tick) / 4.0;
        let dash = if tick == 2 {
            r#" stroke-dasharray="4 3""#
        } else {
            ""
        };
        let _ = writeln!(
            s,
            r##"<line x1="{0}" y1="{1}" x2="{0}" y2="{2}" stroke="#888888" stroke-width="0.6"{dash}/>"##,
            x(f),
            top - 6.0,
            bottom + 2.0
        );
        let _ = writeln!(
            s,
            r#"<text x="{}" y="{}" text-anchor="middle" font-size="11">{}%</text>"#,
            x(f),
            bottom + 17.0,
            tick * 25
        );
    }
    let _ = writeln!(
        s,
        r##"<line x1="{LEFT}" y1="{bottom}" x2="{}" y2="{bottom}" stroke="#000000" stroke-width="1"/>"##,
        x(1.0)
    );
    let _ = writeln!(
        s,
        r#"<text x="{}" y="{}" text-anchor="middle" font-size="12">share of games (attackers' wins from the left, defenders' wins from the right)</text>"#,
        x(0.5),
        bottom + 36.0
    );
    let _ = writeln!(
        s,
        r#"<text x="{}" y="{}" font-size="12" font-weight="bold">attackers win · draw · defenders win (95% intervals)</text>"#,
        x(1.0) + 16.0,
        top - 12.0
    );
    // One bar per preset.
    for (i, st) in stats.iter().enumerate() {
        let y = top + ROW * i as f64 + 8.0;
        let mid = y + THICK / 2.0;
        let _ = writeln!(
            s,
            r#"<text x="{}" y="{}" text-anchor="end" font-weight="bold">{}</text>"#,
            LEFT - 10.0,
            mid - 1.0,
            xml_escape(&st.preset)
        );
        let _ = writeln!(
            s,
            r##"<text x="{}" y="{}" text-anchor="end" font-size="11" fill="#444444">{} games</text>"##,
            LEFT - 10.0,
            mid + 13.0,
            st.games
        );
        let a = st.attackers.rate;
        let d = st.draws.rate;
        let segments = [
            (0.0, a, ATTACKERS_COLOUR, "attackers win", &st.attackers),
            (a, a + d, DRAWS_COLOUR, "draw", &st.draws),
            (a + d, 1.0, DEFENDERS_COLOUR, "defenders win", &st.defenders),
        ];
        for (from, to, colour, label, share) in segments {
            if st.games == 0 || to <= from {
                continue;
            }
            let _ = writeln!(
                s,
                r#"<rect x="{:.2}" y="{y}" width="{:.2}" height="{THICK}" fill="{colour}"><title>{}</title></rect>"#,
                x(from),
                x(to) - x(from),
                xml_escape(&format!(
                    "{}: {} of {} games, {}",
                    label,
                    share.count,
                    st.games,
                    share.text()
                ))
            );
            if x(to) - x(from) >= 34.0 {
                let _ = writeln!(
                    s,
                    r##"<text x="{:.2}" y="{}" text-anchor="middle" font-size="11" fill="{}">{:.0}%</text>"##,
                    (x(from) + x(to)) / 2.0,
                    mid + 4.0,
                    if colour == DRAWS_COLOUR {
                        "#000000"
                    } else {
                        "#ffffff"
                    },
                    100.0 * share.rate
                );
            }
        }
        // Whiskers under the bar: the attackers' interval (upper, red) is
        // where their segment may end, the defenders' (lower, blue) where
        // theirs may begin; a tick joins each to its segment's edge.
        if st.games > 0 {
            for (k, (lo, hi, at, colour)) in [
                (st.attackers.low, st.attackers.high, a, ATTACKERS_WHISKER),
                (
                    1.0 - st.defenders.high,
                    1.0 - st.defenders.low,
                    a + d,
                    DEFENDERS_WHISKER,
                ),
            ]
            .into_iter()
            .enumerate()
            {
                let wy = y + THICK + 4.0 + 6.0 * k as f64;
                let _ = writeln!(
                    s,
                    r#"<path d="M {:.2} {wy} H {:.2} M {:.2} {} V {} M {:.2} {} V {} M {:.2} {} V {wy}" stroke="{colour}" stroke-width="1.5" fill="none"/>"#,
                    x(lo),
                    x(hi),
                    x(lo),
                    wy - 2.5,
                    wy + 2.5,
                    x(hi),
                    wy - 2.5,
                    wy + 2.5,
                    x(at),
                    y + THICK,
                );
            }
        }
        let _ = writeln!(
            s,
            r#"<text x="{}" y="{}" font-size="12">{}</text>"#,
            x(1.0) + 16.0,
            mid - 1.0,
            xml_escape(&format!(
                "{:.0}% ({:.0}–{:.0}) · {:.0}% ({:.0}–{:.0}) · {:.0}% ({:.0}–{:.0})",
                100.0 * st.attackers.rate,
                100.0 * st.attackers.low,
                100.0 * st.attackers.high,
                100.0 * st.draws.rate,
                100.0 * st.draws.low,
                100.0 * st.draws.high,
                100.0 * st.defenders.rate,
                100.0 * st.defenders.low,
                100.0 * st.defenders.high,
            ))
        );
        let _ = writeln!(
            s,
            r##"<text x="{}" y="{}" font-size="11" fill="#444444">{}</text>"##,
            x(1.0) + 16.0,
            mid + 13.0,
            xml_escape(&format!(
                "{:.0} plies on average; {} of the draws by the ply cap",
                st.average_plies, st.adjudicated
            ))
        );
    }
    s.push_str("</svg>\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 5e-5
    }

    #[test]
    fn wilson_matches_known_values() {
        // Newcombe, "Two-sided confidence intervals for the single
        // proportion" (Statistics in Medicine 17, 1998), table I, method 3,
        // given there to 4 decimals.
        for (k, n, low, high) in [
            (81, 263, 0.2553, 0.3662),
            (15, 148, 0.0624, 0.1605),
            (0, 20, 0.0, 0.1611),
            (1, 29, 0.0061, 0.1718),
        ] {
            let (lo, hi) = wilson(k, n, Z95);
            assert!(
                (lo - low).abs() < 5e-5 && (hi - high).abs() < 5e-5,
                "{k}/{n}: {lo} {hi}"
            );
        }
        // 5 of 10: symmetric about one half.
        let (lo, hi) = wilson(5, 10, Z95);
        assert!(close(lo, 0.236593) && close(hi, 0.763407), "{lo} {hi}");
        let (lo, hi) = wilson(10, 10, Z95);
        assert!(close(lo, 0.722467) && close(hi, 1.0), "{lo} {hi}");
        assert_eq!(wilson(0, 0, Z95), (0.0, 1.0));
    }

    #[test]
    fn wilson_is_symmetric_and_contains_the_rate() {
        for n in 1..40 {
            for k in 0..=n {
                let (lo, hi) = wilson(k, n, Z95);
                let (lo2, hi2) = wilson(n - k, n, Z95);
                assert!(close(lo, 1.0 - hi2) && close(hi, 1.0 - lo2));
                let p = k as f64 / n as f64;
                assert!(lo <= p + 1e-12 && p <= hi + 1e-12 && (0.0..=1.0).contains(&lo));
            }
        }
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

    /// A small XML well-formedness check: every tag closed in order,
    /// attributes quoted, entities known, nothing outside the root.
    fn well_formed(xml: &str) -> Result<usize, String> {
        let body = xml
            .strip_prefix(r#"<?xml version="1.0" encoding="UTF-8"?>"#)
            .ok_or("no XML declaration")?;
        let mut stack: Vec<&str> = Vec::new();
        let mut elements = 0;
        let mut rest = body;
        let mut seen_root = false;
        let check_text = |t: &str| -> Result<(), String> {
            let mut t = t;
            while let Some(i) = t.find('&') {
                let end = t[i..].find(';').ok_or("unterminated entity")?;
                let entity = &t[i + 1..i + end];
                if !["amp", "lt", "gt", "quot", "apos"].contains(&entity) {
                    return Err(format!("unknown entity &{entity};"));
                }
                t = &t[i + end + 1..];
            }
            if t.contains('>') {
                return Err("a bare > in text".into());
            }
            Ok(())
        };
        while let Some(open) = rest.find('<') {
            let text = &rest[..open];
            if stack.is_empty() && !text.trim().is_empty() {
                return Err(format!("text outside the root: {text:?}"));
            }
            check_text(text)?;
            let close = rest[open..].find('>').ok_or("unterminated tag")? + open;
            let tag = &rest[open + 1..close];
            rest = &rest[close + 1..];
            if let Some(name) = tag.strip_prefix('/') {
                match stack.pop() {
                    Some(top) if top == name.trim() => {}
                    other => return Err(format!("</{name}> closes {other:?}")),
                }
                continue;
            }
            let self_closing = tag.ends_with('/');
            let tag = tag.trim_end_matches('/');
            let name = tag.split_whitespace().next().ok_or("empty tag")?;
            if stack.is_empty() {
                if seen_root {
                    return Err("a second root element".into());
                }
                seen_root = true;
            }
            // Attributes: name="value" pairs, values free of < and with known entities.
            let mut attrs = tag[name.len()..].trim();
            while !attrs.is_empty() {
                let eq = attrs
                    .find("=\"")
                    .ok_or(format!("bad attribute in <{tag}>"))?;
                let value_end = attrs[eq + 2..].find('"').ok_or("unterminated value")? + eq + 2;
                let value = &attrs[eq + 2..value_end];
                if value.contains('<') {
                    return Err("< in an attribute".into());
                }
                check_text(value)?;
                attrs = attrs[value_end + 1..].trim_start();
            }
            elements += 1;
            if !self_closing {
                stack.push(name);
            }
        }
        if !rest.trim().is_empty() || !stack.is_empty() || !seen_root {
            return Err(format!("unclosed elements {stack:?}"));
        }
        Ok(elements)
    }

    fn sample() -> Vec<PresetStats> {
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

    #[test]
    fn the_chart_is_well_formed_svg() {
        let chart = svg(
            &sample(),
            "Balance <&> \"test\"",
            "tablut balance --x 'y' & z\nsecond line",
        );
        let elements = well_formed(&chart).unwrap_or_else(|e| panic!("{e}\n{chart}"));
        assert!(elements > 20);
        assert!(chart.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(chart.contains("Balance &lt;&amp;&gt; &quot;test&quot;"));
        assert!(chart.contains("tablut balance --x &apos;y&apos; &amp; z"));
        assert!(
            chart.contains(">second line</text>"),
            "one text per subtitle line"
        );
        assert!(chart.contains(">ludoteka<") && chart.contains(">cartier<"));
        assert!(chart.contains("attackers win") && chart.contains("defenders win"));
        assert!(
            chart.contains(">50%<"),
            "the defenders' segment is labelled"
        );
        // The checker itself refuses broken markup.
        assert!(well_formed("<?xml version=\"1.0\" encoding=\"UTF-8\"?><a><b></a></b>").is_err());
        assert!(well_formed("<?xml version=\"1.0\" encoding=\"UTF-8\"?><a>x & y</a>").is_err());
        assert!(well_formed("<?xml version=\"1.0\" encoding=\"UTF-8\"?><a x=\"1\"/>").is_ok());
    }

    #[test]
    fn escaping_covers_markup_and_control_characters() {
        assert_eq!(xml_escape("a<b>&\"'"), "a&lt;b&gt;&amp;&quot;&apos;");
        assert_eq!(xml_escape("x\u{1}y"), "x\u{FFFD}y");
    }
}
