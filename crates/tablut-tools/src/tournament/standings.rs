//! What a tournament comes to: the crosstable (each player against each
//! other), the standings with points, Sonneborn-Berger tie-break and Elo,
//! as JSON (`results.json`) and as text.
//!
//! The tallies are [`Wdl`]s and the Elo is [`EloEstimate`], as in
//! `tablut match`: each player's Elo is its performance against the field
//! (the average of its opponents, whose Elo is 0 by definition), from the
//! scores of all its games, with the 95% interval.

use std::fmt::Write as _;

use serde::Serialize;

use super::game::GameResult;
use crate::matchup::Wdl;
use crate::stats::EloEstimate;

/// What was played.
#[derive(Clone, Debug, Serialize)]
pub struct Settings {
    /// The rule set.
    pub rules: String,
    /// Seconds per move.
    pub time_per_move: u64,
    /// Errors each player may make in a game; one more loses.
    pub errors_allowed: u32,
    /// Plies after which a game is drawn, if any.
    pub max_plies: Option<usize>,
    /// Games each pair of players plays.
    pub games_per_pair: usize,
    /// Games played at the same time.
    pub concurrency: usize,
    /// `standard` (5800/5801) or `free` (two free ports per game).
    pub ports: String,
}

/// A player as entered.
#[derive(Clone, Debug, Serialize)]
pub struct PlayerEntry {
    /// Its name.
    pub name: String,
    /// Its command template.
    pub command: String,
}

/// One player's results against one other.
#[derive(Copy, Clone, Debug, Default, PartialEq, Serialize)]
pub struct Cell {
    /// Games, wins, draws, losses.
    #[serde(flatten)]
    pub wdl: Wdl,
    /// Points: a win 1, a draw ½.
    pub points: f64,
}

/// One line of the standings.
#[derive(Clone, Debug, Serialize)]
pub struct Standing {
    /// 1-based rank: by points, then Sonneborn-Berger, then name.
    pub rank: usize,
    /// The player.
    pub name: String,
    /// Its index among the players as entered.
    pub index: usize,
    /// All its games.
    pub total: Wdl,
    /// Its points.
    pub points: f64,
    /// Points as a percentage of its games (`null` without games).
    pub score_percent: Option<f64>,
    /// Sonneborn-Berger: the points of the opponents it beat, and half
    /// of those it drew, each counted per game.
    pub sonneborn_berger: f64,
    /// Its games with White (defenders).
    pub as_white: Wdl,
    /// Its games with Black (attackers).
    pub as_black: Wdl,
    /// Games it lost by forfeit (errors, time-out, crash, connection).
    pub forfeits: usize,
    /// Its Elo against the field with the 95% interval (`null` without
    /// games; infinite bounds are `null`).
    pub elo: Option<EloEstimate>,
}

/// The whole tournament, as `results.json` holds it.
#[derive(Clone, Debug, Serialize)]
pub struct Results {
    /// What was played.
    pub settings: Settings,
    /// The players, in the order entered.
    pub players: Vec<PlayerEntry>,
    /// `crosstable[i][j]`: player `i`'s results against player `j`
    /// (indices as entered); `null` on the diagonal.
    pub crosstable: Vec<Vec<Option<Cell>>>,
    /// The players by rank.
    pub standings: Vec<Standing>,
    /// Games played.
    pub games_played: usize,
    /// Games stopped at the move cap (or the game time limit) and
    /// counted as draws: unfinished games are a result too, and the
    /// tables say how many there were.
    pub stopped: usize,
    /// Every game, by number.
    pub games: Vec<GameResult>,
}

/// `2`, `1.5`.
pub fn points_text(points: f64) -> String {
    if points.fract() == 0.0 {
        format!("{points:.0}")
    } else {
        format!("{points:.1}")
    }
}

impl Results {
    /// Tallies `games` (in any order) among `players`.
    pub fn new(settings: Settings, players: Vec<PlayerEntry>, games: &[GameResult]) -> Results {
        let n = players.len();
        let mut games: Vec<GameResult> = games.to_vec();
        games.sort_by_key(|g| g.number);
        let mut cross = vec![vec![None::<Cell>; n]; n];
        let mut total = vec![Wdl::default(); n];
        let mut colours = vec![[Wdl::default(); 2]; n];
        let mut scores = vec![Vec::new(); n];
        let mut forfeits = vec![0; n];
        for g in &games {
            let white = g.white_points();
            for (me, other, points, colour) in [
                (g.white_index, g.black_index, white, 0),
                (g.black_index, g.white_index, 1.0 - white, 1),
            ] {
                let cell = cross[me][other].get_or_insert_with(Cell::default);
                cell.wdl.add(points);
                cell.points = cell.wdl.points();
                total[me].add(points);
                colours[me][colour].add(points);
                scores[me].push(points);
                if g.forfeit && points == 0.0 {
                    forfeits[me] += 1;
                }
            }
        }
        let points: Vec<f64> = total.iter().map(Wdl::points).collect();
        let mut standings: Vec<Standing> = (0..n)
            .map(|i| {
                let sonneborn_berger = (0..n)
                    .filter_map(|j| cross[i][j].map(|c| (j, c)))
                    .map(|(j, c)| points[j] * (c.wdl.wins as f64 + c.wdl.draws as f64 / 2.0))
                    .sum();
                Standing {
                    rank: 0,
                    name: players[i].name.clone(),
                    index: i,
                    total: total[i],
                    points: points[i],
                    score_percent: total[i].percent(),
                    sonneborn_berger,
                    as_white: colours[i][0],
                    as_black: colours[i][1],
                    forfeits: forfeits[i],
                    elo: EloEstimate::from_scores(&scores[i]),
                }
            })
            .collect();
        standings.sort_by(|a, b| {
            b.points
                .total_cmp(&a.points)
                .then(b.sonneborn_berger.total_cmp(&a.sonneborn_berger))
                .then_with(|| a.name.cmp(&b.name))
        });
        for (rank, s) in standings.iter_mut().enumerate() {
            s.rank = rank + 1;
        }
        Results {
            settings,
            players,
            crosstable: cross,
            standings,
            games_played: games.len(),
            stopped: games.iter().filter(|g| g.ending.is_stopped()).count(),
            games,
        }
    }

    /// The crosstable for people: players by rank, each cell the row
    /// player's points against the column player.
    pub fn crosstable_text(&self) -> String {
        let mut out = String::new();
        let width = self
            .standings
            .iter()
            .map(|s| s.name.len())
            .max()
            .unwrap_or(0)
            .max(6)
            + 1;
        let _ = writeln!(
            out,
            "Crosstable: the row's points against the column, {} game{} per pair",
            self.settings.games_per_pair,
            if self.settings.games_per_pair == 1 {
                ""
            } else {
                "s"
            }
        );
        let _ = write!(out, "{:>3}  {:<width$}", "", "player");
        for s in &self.standings {
            let _ = write!(out, "{:>6}", s.rank);
        }
        let _ = writeln!(out, "{:>8}", "points");
        for row in &self.standings {
            let _ = write!(out, "{:>3}  {:<width$}", row.rank, row.name);
            for col in &self.standings {
                let cell = match self.crosstable[row.index][col.index] {
                    _ if row.index == col.index => "·".to_string(),
                    Some(c) => points_text(c.points),
                    None => "-".to_string(),
                };
                let _ = write!(out, "{cell:>6}");
            }
            let _ = writeln!(out, "{:>8}", points_text(row.points));
        }
        out
    }

    /// The standings for people.
    pub fn standings_text(&self) -> String {
        let mut out = String::new();
        let width = self
            .standings
            .iter()
            .map(|s| s.name.len())
            .max()
            .unwrap_or(0)
            .max(6)
            + 1;
        let wdl = |w: &Wdl| format!("{}-{}-{}", w.wins, w.draws, w.losses);
        let _ = writeln!(
            out,
            "{:>4}  {:<width$}{:>6}{:>8}{:>8}{:>10}{:>13}{:>13}{:>8}  Elo against the field",
            "rank", "player", "games", "points", "score", "W-D-L", "as white", "as black", "SB"
        );
        for s in &self.standings {
            let score = s
                .score_percent
                .map_or_else(|| "-".to_string(), |p| format!("{p:.1}%"));
            let elo = s.elo.map_or_else(|| "-".to_string(), |e| e.to_string());
            let _ = writeln!(
                out,
                "{:>4}  {:<width$}{:>6}{:>8}{:>8}{:>10}{:>13}{:>13}{:>8}  {elo}",
                s.rank,
                s.name,
                s.total.games,
                points_text(s.points),
                score,
                wdl(&s.total),
                wdl(&s.as_white),
                wdl(&s.as_black),
                format!("{:.2}", s.sonneborn_berger),
            );
        }
        out
    }

    /// The games lost by forfeit, at most `shown` of them, one a line.
    pub fn forfeits_text(&self, shown: usize) -> String {
        let forfeits: Vec<&GameResult> = self.games.iter().filter(|g| g.forfeit).collect();
        let mut out = String::new();
        if forfeits.is_empty() {
            return out;
        }
        let _ = writeln!(out, "Forfeits ({}):", forfeits.len());
        for g in forfeits.iter().take(shown) {
            let _ = writeln!(out, "{}", g.line());
        }
        if forfeits.len() > shown {
            let _ = writeln!(out, "  and {} more", forfeits.len() - shown);
        }
        out
    }

    /// The heading line: players, games, rules, time.
    pub fn heading(&self) -> String {
        let s = &self.settings;
        format!(
            "Tablut Challenge tournament: {} players, {} games ({} per pair), {}, {} s per move; {} stopped{} and counted as draws",
            self.players.len(),
            self.games_played,
            s.games_per_pair,
            s.rules,
            s.time_per_move,
            self.stopped,
            s.max_plies
                .map_or_else(String::new, |m| format!(" at the {m}-ply cap"))
        )
    }

    /// Everything for people: heading, crosstable, standings, forfeits
    /// (the first `shown`), and, with `all_games`, every game.
    pub fn text(&self, shown: usize, all_games: bool) -> String {
        let mut out = format!("{}\n\n", self.heading());
        out.push_str(&self.crosstable_text());
        out.push('\n');
        out.push_str(&self.standings_text());
        let forfeits = self.forfeits_text(shown);
        if !forfeits.is_empty() {
            out.push('\n');
            out.push_str(&forfeits);
        }
        if all_games {
            out.push_str("\nGames:\n");
            for g in &self.games {
                let _ = writeln!(out, "{}", g.line());
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::game::ClientReport;
    use tablut_core::{ForfeitCause, GameEnd, WinReason};
    use tablut_protocol::bologna::Turn;

    fn game(number: usize, white: usize, black: usize, result: Turn) -> GameResult {
        let client = || ClientReport {
            declared_name: None,
            exit: "exit status 0".into(),
            log: String::new(),
        };
        let forfeit = number == 4;
        let ending = match result.winner() {
            Some(side) if forfeit => GameEnd::forfeit(side.opponent(), ForfeitCause::Crash, "x"),
            Some(winner) => GameEnd::Win {
                winner,
                reason: WinReason::KingCaptured,
            },
            None => GameEnd::Abort,
        };
        GameResult {
            number,
            white: format!("p{white}"),
            black: format!("p{black}"),
            white_index: white,
            black_index: black,
            result,
            reason: "r".into(),
            forfeit,
            plies: 10,
            move_ms: Vec::new(),
            record: String::new(),
            white_client: client(),
            black_client: client(),
            ending,
        }
    }

    fn settings() -> Settings {
        Settings {
            rules: "ashton-server".into(),
            time_per_move: 60,
            errors_allowed: 0,
            max_plies: None,
            games_per_pair: 2,
            concurrency: 1,
            ports: "standard".into(),
        }
    }

    #[test]
    fn a_game_stopped_at_the_cap_is_a_draw_and_the_tables_count_it() {
        let players = (0..2)
            .map(|i| PlayerEntry {
                name: format!("p{i}"),
                command: "x".into(),
            })
            .collect();
        let mut stopped = game(1, 0, 1, Turn::Draw);
        stopped.ending = GameEnd::Draw {
            reason: tablut_core::DrawReason::Adjudicated,
        };
        let games = [stopped, game(2, 1, 0, Turn::WhiteWin)];
        let mut s = settings();
        s.max_plies = Some(200);
        let r = Results::new(s, players, &games);
        assert_eq!(r.stopped, 1);
        assert_eq!(
            r.crosstable[0][1].unwrap().wdl.draws,
            1,
            "counted as a draw"
        );
        assert!(
            r.heading()
                .ends_with("1 stopped at the 200-ply cap and counted as draws"),
            "{}",
            r.heading()
        );
    }

    #[test]
    fn the_crosstable_adds_up_and_ranks_by_points_then_sonneborn_berger() {
        let players = (0..3)
            .map(|i| PlayerEntry {
                name: format!("p{i}"),
                command: "x".into(),
            })
            .collect();
        // p1 and p2 both score 2.5; p1's wins are worth more (SB).
        let games = [
            game(6, 2, 1, Turn::Draw),
            game(1, 0, 1, Turn::WhiteWin),
            game(2, 1, 0, Turn::WhiteWin),
            game(3, 0, 2, Turn::BlackWin),
            game(4, 2, 0, Turn::WhiteWin),
            game(5, 1, 2, Turn::WhiteWin),
        ];
        let r = Results::new(settings(), players, &games);
        assert_eq!(r.games_played, 6);
        assert_eq!(r.games[0].number, 1, "sorted by number");
        let cell = |i: usize, j: usize| r.crosstable[i][j].unwrap();
        for i in 0..3 {
            assert!(r.crosstable[i][i].is_none());
            for j in (0..3).filter(|&j| j != i) {
                assert_eq!(cell(i, j).points + cell(j, i).points, 2.0);
                assert_eq!(cell(i, j).wdl.wins, cell(j, i).wdl.losses);
            }
        }
        let total: f64 = r.standings.iter().map(|s| s.points).sum();
        assert_eq!(total, 6.0);
        let names: Vec<&str> = r.standings.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["p1", "p2", "p0"]);
        let p1 = &r.standings[0];
        assert_eq!((p1.points, p1.rank), (2.5, 1));
        assert_eq!((p1.as_white.wins, p1.as_black.draws), (2, 1));
        // p1 beat p0 (1 point) and p2 (2.5 points) once, and drew p2 once.
        assert_eq!(p1.sonneborn_berger, 1.0 + 2.5 + 1.25);
        assert_eq!(r.standings[1].sonneborn_berger, 2.0 + 1.25);
        let p0 = &r.standings[2];
        assert_eq!((p0.points, p0.forfeits), (1.0, 1));
        assert!(p0.elo.unwrap().diff < 0.0);
        let text = r.text(20, true);
        assert!(text.contains("Crosstable"), "{text}");
        assert!(text.contains("Forfeits (1):"), "{text}");
        assert!(text.contains("  4 p2 (white) vs p0 (black)"), "{text}");
        let json = serde_json::to_value(&r).unwrap();
        assert_eq!(json["crosstable"][0][1]["points"], 1.0);
        assert_eq!(json["standings"][0]["total"]["wins"], 2);
        assert_eq!(json["games"][0]["result"], "WHITEWIN");
    }
}
