//! What a match comes to: the tallies, the table printed at the end, the
//! summary JSON, and each game as an OpenTafl record.

use std::fmt::Write as _;
use std::time::Duration;

use serde::Serialize;
use tablut_core::notation::write_record_with_end;
use tablut_core::{Side, Variant};

use super::referee::Finished;
use crate::sprt::{Sprt, SprtReport};
use crate::stats::{elo_from_score, pair_means, EloEstimate, Signed};

/// Wins, draws and losses from one point of view.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Wdl {
    /// Games.
    pub games: usize,
    /// Won.
    pub wins: usize,
    /// Drawn.
    pub draws: usize,
    /// Lost.
    pub losses: usize,
}

impl Wdl {
    /// Counts a game worth `points` (1 a win, ½ a draw, 0 a loss).
    pub fn add(&mut self, points: f64) {
        self.games += 1;
        if points >= 1.0 {
            self.wins += 1;
        } else if points <= 0.0 {
            self.losses += 1;
        } else {
            self.draws += 1;
        }
    }

    /// Points: a win 1, a draw ½.
    pub fn points(&self) -> f64 {
        self.wins as f64 + self.draws as f64 / 2.0
    }

    /// Points as a percentage of the games, or `None` without games.
    pub fn percent(&self) -> Option<f64> {
        (self.games > 0).then(|| 100.0 * self.points() / self.games as f64)
    }
}

/// How long one player's moves took.
#[derive(Copy, Clone, Debug, Default, PartialEq, Serialize)]
pub struct MoveTimes {
    /// Moves timed.
    pub moves: usize,
    /// Their mean time, in milliseconds (0 without moves).
    pub mean_ms: f64,
    /// The longest, in milliseconds (0 without moves).
    pub max_ms: f64,
}

impl MoveTimes {
    /// The count, mean and maximum of `times`.
    pub fn of(times: &[Duration]) -> MoveTimes {
        let ms: Vec<f64> = times.iter().map(|t| t.as_secs_f64() * 1000.0).collect();
        if ms.is_empty() {
            return MoveTimes::default();
        }
        MoveTimes {
            moves: ms.len(),
            mean_ms: ms.iter().sum::<f64>() / ms.len() as f64,
            max_ms: ms.iter().copied().fold(0.0, f64::max),
        }
    }

    /// `mean 2.00 s, max 2.31 s over 40 moves`, or `no moves`.
    pub fn text(&self) -> String {
        if self.moves == 0 {
            return "no moves".into();
        }
        format!(
            "mean {:.2} s, max {:.2} s over {} moves",
            self.mean_ms / 1000.0,
            self.max_ms / 1000.0,
            self.moves
        )
    }
}

/// What the match was.
#[derive(Clone, Debug, Serialize)]
pub struct Settings {
    /// Player A as given.
    pub a: String,
    /// Player B as given.
    pub b: String,
    /// The rule set.
    pub variant: String,
    /// The start position, as `--position` takes it.
    pub start: String,
    /// The time control, in words.
    pub time_control: String,
    /// Games asked for.
    pub games: usize,
    /// Random plies before the players take over.
    pub opening_plies: usize,
    /// The seed of the openings.
    pub seed: u64,
    /// Plies after which a game is drawn.
    pub max_plies: usize,
    /// The sequential test that may stop the match early, if one was asked for.
    pub sprt: Option<Sprt>,
}

/// One game in the summary.
#[derive(Clone, Debug, Serialize)]
pub struct GameSummary {
    /// 1-based game number.
    pub game: usize,
    /// Who attacked: `A` or `B`.
    pub attackers: &'static str,
    /// Who defended: `A` or `B`.
    pub defenders: &'static str,
    /// `attackers win`, `defenders win` or `draw`.
    pub result: &'static str,
    /// Why.
    pub reason: String,
    /// Whether a player lost by forfeit (crash, hang, illegal move, time).
    pub forfeit: bool,
    /// Plies played, opening included.
    pub plies: usize,
    /// A's points.
    pub a_points: f64,
}

/// The whole match, as `--json` prints it and `--save` writes it.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    /// What was played.
    pub settings: Settings,
    /// The names external engines gave themselves.
    pub a_engine: Option<String>,
    /// B's engine name, if external.
    pub b_engine: Option<String>,
    /// Games finished.
    pub games: usize,
    /// A's results when attacking.
    pub a_as_attackers: Wdl,
    /// A's results when defending.
    pub a_as_defenders: Wdl,
    /// A's results overall.
    pub a_total: Wdl,
    /// Games the attackers won, whoever played them.
    pub attackers_wins: usize,
    /// Games the defenders won.
    pub defenders_wins: usize,
    /// Drawn games.
    pub draws: usize,
    /// A's points.
    pub a_points: f64,
    /// A's points as a percentage (`null` without games).
    pub a_score_percent: Option<f64>,
    /// The Elo difference A − B with its 95% interval (`null` for an
    /// infinite value or without games).
    pub elo: Option<EloEstimate>,
    /// The same from the complete game pairs ([`pair_means`]; its `games`
    /// counts pairs, `null` with fewer than two). Its interval is the one
    /// the SPRT sees: narrower, as the side a rule set favours no longer
    /// adds to the variance.
    pub elo_pairs: Option<EloEstimate>,
    /// Games lost by forfeit.
    pub forfeits: usize,
    /// Games stopped at the move cap (`max_plies`) and counted as draws
    /// (they are among `draws`).
    pub stopped: usize,
    /// How long A's moves took, over all games.
    pub a_time: MoveTimes,
    /// How long B's moves took, over all games.
    pub b_time: MoveTimes,
    /// The sequential test on these games (`null` without `--sprt`).
    pub sprt: Option<SprtReport>,
    /// Every game, in order.
    pub results: Vec<GameSummary>,
}

impl Summary {
    /// Tallies `games` (in any order) played under `settings`.
    pub fn new(settings: Settings, games: &[Finished]) -> Summary {
        let mut sorted: Vec<&Finished> = games.iter().collect();
        sorted.sort_by_key(|g| g.index);
        let mut s = Summary {
            settings,
            a_engine: None,
            b_engine: None,
            games: sorted.len(),
            a_as_attackers: Wdl::default(),
            a_as_defenders: Wdl::default(),
            a_total: Wdl::default(),
            attackers_wins: 0,
            defenders_wins: 0,
            draws: 0,
            a_points: 0.0,
            a_score_percent: None,
            elo: None,
            elo_pairs: None,
            forfeits: 0,
            stopped: 0,
            a_time: MoveTimes::default(),
            b_time: MoveTimes::default(),
            sprt: None,
            results: Vec::with_capacity(sorted.len()),
        };
        let mut scores = Vec::with_capacity(sorted.len());
        let (mut a_times, mut b_times) = (Vec::new(), Vec::new());
        for g in sorted {
            let points = g.a_points();
            scores.push(points);
            match g.a_side {
                Side::Attackers => s.a_as_attackers.add(points),
                Side::Defenders => s.a_as_defenders.add(points),
            }
            s.a_total.add(points);
            match g.winner() {
                Some(Side::Attackers) => s.attackers_wins += 1,
                Some(Side::Defenders) => s.defenders_wins += 1,
                None => s.draws += 1,
            }
            s.stopped += usize::from(g.ending.is_stopped());
            let forfeit = g.forfeited();
            s.forfeits += usize::from(forfeit);
            s.a_engine = s.a_engine.take().or_else(|| g.engine_names[0].clone());
            s.b_engine = s.b_engine.take().or_else(|| g.engine_names[1].clone());
            let (attackers, defenders) = match g.a_side {
                Side::Attackers => ("A", "B"),
                Side::Defenders => ("B", "A"),
            };
            a_times.extend(g.times_of(true));
            b_times.extend(g.times_of(false));
            s.results.push(GameSummary {
                game: g.index + 1,
                attackers,
                defenders,
                result: g.result_text(),
                reason: g.reason_text(),
                forfeit,
                plies: g.game.len(),
                a_points: points,
            });
        }
        s.a_time = MoveTimes::of(&a_times);
        s.b_time = MoveTimes::of(&b_times);
        s.a_points = s.a_total.points();
        s.a_score_percent = s.a_total.percent();
        s.elo = EloEstimate::from_scores(&scores);
        let by_game = s.points_by_game();
        let pairs = pair_means(&by_game);
        if pairs.len() >= 2 {
            s.elo_pairs = EloEstimate::from_scores(&pairs);
        }
        s.sprt = s.settings.sprt.map(|test| test.report(&by_game));
        s
    }

    /// A's points by 0-based game number, `None` for a game not played
    /// (a match an SPRT stopped early).
    pub fn points_by_game(&self) -> Vec<Option<f64>> {
        let len = self.results.iter().map(|g| g.game).max().unwrap_or(0);
        let mut points = vec![None; len];
        for g in &self.results {
            points[g.game - 1] = Some(g.a_points);
        }
        points
    }

    /// The table for people.
    pub fn table(&self) -> String {
        let st = &self.settings;
        let mut out = String::new();
        let name = |spec: &str, engine: &Option<String>| match engine {
            Some(e) => format!("{spec} ({e})"),
            None => spec.to_string(),
        };
        let _ = writeln!(out, "A: {}", name(&st.a, &self.a_engine));
        let _ = writeln!(out, "B: {}", name(&st.b, &self.b_engine));
        let _ = writeln!(
            out,
            "{}, {}, {}; openings of {} random plies from seed {}; drawn after {} plies",
            games(self.games),
            st.variant,
            st.time_control,
            st.opening_plies,
            st.seed,
            st.max_plies
        );
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "{:<16}{:>7}{:>8}{:>7}{:>10}{:>10}",
            "", "games", "A wins", "draws", "A losses", "A score"
        );
        for (label, wdl) in [
            ("A as attackers", &self.a_as_attackers),
            ("A as defenders", &self.a_as_defenders),
            ("all games", &self.a_total),
        ] {
            let pct = wdl
                .percent()
                .map_or_else(|| "-".to_string(), |p| format!("{p:.1}%"));
            let _ = writeln!(
                out,
                "{label:<16}{:>7}{:>8}{:>7}{:>10}{pct:>10}",
                wdl.games, wdl.wins, wdl.draws, wdl.losses
            );
        }
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "attackers won {}, defenders won {}, drawn {} ({} of them stopped at the {}-ply cap)",
            self.attackers_wins,
            self.defenders_wins,
            self.draws,
            self.stopped,
            self.settings.max_plies
        );
        match (&self.elo, self.a_score_percent) {
            (Some(elo), Some(pct)) => {
                let _ = writeln!(
                    out,
                    "A scored {} of {} points ({pct:.1}%)",
                    self.a_points, self.games
                );
                let _ = writeln!(out, "Elo difference A - B: {elo}");
                if let Some(pairs) = &self.elo_pairs {
                    let _ = writeln!(out, "  from the {} game pairs: {pairs}", pairs.games);
                }
            }
            _ => {
                let _ = writeln!(out, "no games were finished");
            }
        }
        if let Some(sprt) = &self.sprt {
            let _ = writeln!(out, "{sprt}");
        }
        let _ = writeln!(out, "time per move: A {}", self.a_time.text());
        let _ = writeln!(out, "               B {}", self.b_time.text());
        if self.forfeits > 0 {
            let _ = writeln!(out, "\nforfeits ({}):", self.forfeits);
            const SHOWN: usize = 10;
            for g in self.results.iter().filter(|g| g.forfeit).take(SHOWN) {
                let _ = writeln!(out, "  game {}: {}", g.game, g.reason);
            }
            if self.forfeits > SHOWN {
                let _ = writeln!(out, "  and {} more", self.forfeits - SHOWN);
            }
        }
        out
    }

    /// One line on the match so far, for progress reports.
    pub fn progress_line(done: usize, a_points: f64) -> String {
        if done == 0 {
            return "A 0/0".into();
        }
        let score = a_points / done as f64;
        format!(
            "A {a_points}/{done} ({:.1}%, Elo {})",
            100.0 * score,
            Signed(elo_from_score(score))
        )
    }
}

/// `1 game`, `2 games`.
pub fn games(n: usize) -> String {
    if n == 1 {
        "1 game".into()
    } else {
        format!("{n} games")
    }
}

/// The file a saved match's summary is written to, beside its records.
pub const SUMMARY_NAME: &str = "summary.json";

/// The file name of game `index` (0-based) of `games`: `game-001.txt`.
pub fn record_name(index: usize, games: usize) -> String {
    let width = games.to_string().len().max(3);
    format!("game-{:0width$}.txt", index + 1)
}

/// Whether `name` is a file a saved match writes: a game's record
/// ([`record_name`]) or the summary ([`SUMMARY_NAME`]).
pub fn is_match_file(name: &str) -> bool {
    let record = name
        .strip_prefix("game-")
        .and_then(|rest| rest.strip_suffix(".txt"))
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
    record || name == SUMMARY_NAME
}

/// Game `g` as an OpenTafl record, with the players, the round, the time
/// of each move after the opening in milliseconds (`move-times-ms`, a
/// tablut tag that OpenTafl ignores) and, for a forfeit, the result and its
/// reason.
pub fn record(g: &Finished, variant: &Variant, settings: &Settings) -> String {
    let name = |is_a: bool| {
        let (label, spec, engine) = if is_a {
            ("A", &settings.a, &g.engine_names[0])
        } else {
            ("B", &settings.b, &g.engine_names[1])
        };
        match engine {
            Some(e) => format!("{label} {spec} ({e})"),
            None => format!("{label} {spec}"),
        }
    };
    let attackers = name(g.a_side == Side::Attackers);
    let defenders = name(g.a_side == Side::Defenders);
    let round = (g.index + 1).to_string();
    let opening = settings.opening_plies.to_string();
    let seed = settings.seed.to_string();
    let times: Vec<String> = g
        .move_times
        .iter()
        .map(|(_, t)| t.as_millis().to_string())
        .collect();
    let times = times.join(" ");
    let tags = [
        ("event", "tablut match"),
        ("round", round.as_str()),
        ("attackers", attackers.as_str()),
        ("defenders", defenders.as_str()),
        ("time-control", settings.time_control.as_str()),
        ("opening-plies", opening.as_str()),
        ("seed", seed.as_str()),
        ("move-times-ms", times.as_str()),
    ];
    write_record_with_end(&g.game, variant, Some(&g.ending), &tags)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stats::Z95;
    use tablut_core::notation::read_record;
    use tablut_core::{DrawReason, ForfeitCause, Game, GameEnd, Rules, WinReason};

    fn settings() -> Settings {
        Settings {
            a: "tablut:depth=2".into(),
            b: "ext:engine".into(),
            variant: "ludoteka".into(),
            start: "start".into(),
            time_control: "100 ms per move".into(),
            games: 4,
            opening_plies: 2,
            seed: 9,
            max_plies: 400,
            sprt: None,
        }
    }

    fn finished(index: usize, a_side: Side, ending: GameEnd) -> Finished {
        let mut game = Game::start(Rules::LUDOTEKA);
        game.play("e3-h3".parse().unwrap()).unwrap();
        Finished {
            index,
            a_side,
            game,
            ending,
            engine_names: [None, Some("Other".into())],
            move_times: vec![(Side::Attackers, Duration::from_millis(1500))],
        }
    }

    fn games() -> Vec<Finished> {
        let win = |winner| GameEnd::Win {
            winner,
            reason: WinReason::KingCaptured,
        };
        vec![
            finished(1, Side::Defenders, win(Side::Attackers)), // A loses
            finished(0, Side::Attackers, win(Side::Attackers)), // A wins
            finished(
                2,
                Side::Attackers,
                GameEnd::Draw {
                    reason: DrawReason::Adjudicated,
                },
            ),
            finished(
                3,
                Side::Defenders,
                GameEnd::forfeit(Side::Attackers, ForfeitCause::Crash, "crashed"),
            ),
        ]
    }

    #[test]
    fn tallies_by_side() {
        let s = Summary::new(settings(), &games());
        assert_eq!(s.games, 4);
        let wdl = |games, wins, draws, losses| Wdl {
            games,
            wins,
            draws,
            losses,
        };
        assert_eq!(s.a_as_attackers, wdl(2, 1, 1, 0));
        assert_eq!(s.a_as_defenders, wdl(2, 1, 0, 1));
        assert_eq!(s.a_total, wdl(4, 2, 1, 1));
        assert_eq!((s.attackers_wins, s.defenders_wins, s.draws), (2, 1, 1));
        assert_eq!(s.a_points, 2.5);
        assert_eq!(s.a_score_percent, Some(62.5));
        assert_eq!(s.forfeits, 1);
        // Each fixture game has one attackers' move of 1.5 s.
        assert_eq!((s.a_time.moves, s.b_time.moves), (2, 2));
        assert_eq!((s.a_time.mean_ms, s.a_time.max_ms), (1500.0, 1500.0));
        assert_eq!(s.b_engine.as_deref(), Some("Other"));
        assert_eq!(s.results[0].game, 1);
        assert_eq!(s.results[3].reason, "B (attackers) forfeits: crashed");
        let table = s.table();
        assert!(
            table.contains("A as attackers        2       1      1         0     75.0%"),
            "{table}"
        );
        assert!(
            table.contains("all games             4       2      1         1     62.5%"),
            "{table}"
        );
        assert!(
            table.contains("Elo difference A - B: +88.7 (95% CI"),
            "{table}"
        );
        // Pairs: games 1-2 score ½ (a win and a loss), games 3-4 ¾ (a draw
        // and a win by forfeit): mean ⅝, each pair ⅛ from it, so the
        // error is sqrt(1/64 / 2).
        let pairs = s.elo_pairs.expect("two pairs");
        assert_eq!(pairs.games, 2);
        let error = (1.0f64 / 128.0).sqrt();
        assert!((pairs.diff - elo_from_score(0.625)).abs() < 1e-9);
        assert!((pairs.low - elo_from_score(0.625 - Z95 * error)).abs() < 1e-9);
        assert!((pairs.high - elo_from_score(0.625 + Z95 * error)).abs() < 1e-9);
        assert!(
            table.contains("  from the 2 game pairs: +88.7 (95% CI -33.6 to +238.9)"),
            "{table}"
        );
        assert!(
            table.contains("game 4: B (attackers) forfeits: crashed"),
            "{table}"
        );
        assert!(
            table.contains("time per move: A mean 1.50 s, max 1.50 s over 2 moves"),
            "{table}"
        );
    }

    #[test]
    fn no_games_no_elo() {
        let s = Summary::new(settings(), &[]);
        assert!(s.elo.is_none());
        assert!(s.table().contains("no games were finished"));
    }

    #[test]
    fn records_read_back_and_carry_forfeits() {
        let variant: Variant = "ludoteka".parse().unwrap();
        let g = &games()[3];
        let text = record(g, &variant, &settings());
        // Written by core's record writer (no more patching of `[result:?]`).
        assert!(
            text.contains("[result:-1]\n[termination:attackers forfeited (crash): crashed]"),
            "{text}"
        );
        assert!(text.contains("[attackers:B ext:engine (Other)]"), "{text}");
        assert!(text.contains("[move-times-ms:1500]"), "{text}");
        let back = read_record(&text).unwrap();
        assert_eq!(back.end.as_ref(), Some(&g.ending), "the forfeit reads back");
        assert_eq!(back.game.len(), 1);
        assert_eq!(back.tag("round"), Some("4"));
        assert_eq!(record_name(3, 4), "game-004.txt");
        assert_eq!(record_name(9, 1000), "game-0010.txt");
        assert!(is_match_file(&record_name(9, 1000)) && is_match_file(SUMMARY_NAME));
        assert!(!is_match_file("game-notes.txt") && !is_match_file("game-.txt"));
    }
}
