//! The check of every rating after a rated run: each account's rating is
//! recomputed from the results of the games the load test played, with the
//! server's own Glicko-2 step (`tablut_server::ratings::after_game`) from
//! the starting rating, the games taken in the order the server rated them
//! (the `at` of the rating histories), and compared with what
//! `GET /api/players/{name}` says: every history entry (unrounded) and the
//! final rating, deviation and count of games (rounded, as shown).
//!
//! Every rated game between two accounts that ended with a result must be
//! in both players' histories exactly once; a game called off, without a
//! result, or not over must be in none.

use std::collections::{BTreeSet, HashMap};

use futures_util::StreamExt;
use serde::Serialize;
use tablut_api::{GameResult, PlayerView, RatingPoint, Status};
use tablut_core::Side;
use tablut_server::ratings::{after_game, Rating};

use crate::accounts::Account;
use crate::api::{Api, Failure};

/// The largest difference allowed between a rating the server stored and
/// the one recomputed (both unrounded).
pub const TOLERANCE: f64 = 1e-6;
/// How many profiles are read at once.
const READERS: usize = 16;
/// How many problems the report lists (all are counted).
const LISTED: usize = 20;

/// What the check of the ratings found.
#[derive(Debug, Clone, Serialize, Default)]
pub struct RatingsReport {
    /// Accounts registered for the run.
    pub accounts: usize,
    /// Loopback source addresses they were registered from.
    pub addresses: usize,
    /// Seconds the registrations took.
    pub registration_s: f64,
    /// Rated games found in both players' histories and recomputed.
    pub rated_games: usize,
    /// Entries in all the accounts' rating histories.
    pub history_entries: usize,
    /// Games and accounts whose ratings disagree with the results.
    pub errors: usize,
    /// The first problems found.
    pub problems: Vec<String>,
}

/// How a game ended, as the server holds it after the run.
#[derive(Debug, Clone, PartialEq)]
pub struct Ended {
    /// Its status.
    pub status: Status,
    /// Its result.
    pub result: GameResult,
    /// When it last changed (when it ended, for a finished game), ms since 1970.
    pub updated_at: i64,
}

/// A game of the run, as the check needs it.
#[derive(Debug, Clone)]
pub struct Played {
    /// The game's id.
    pub id: String,
    /// The accounts (indexes into the run's accounts) of the attackers and
    /// the defenders.
    pub accounts: [usize; 2],
    /// Its rating pool (a preset's name).
    pub pool: Option<String>,
    /// How it ended, if the server could be asked.
    pub ended: Option<Ended>,
}

impl Played {
    /// Whether the server must have rated it: over, with a result, between
    /// two accounts, under a preset's rules.
    fn ratable(&self) -> bool {
        self.pool.is_some()
            && self.accounts[0] != self.accounts[1]
            && self.ended.as_ref().is_some_and(|e| {
                e.status == Status::Finished
                    && matches!(
                        e.result,
                        GameResult::AttackersWin | GameResult::DefendersWin | GameResult::Draw
                    )
            })
    }

    fn winner(&self) -> Option<Side> {
        match self.ended.as_ref().map(|e| e.result) {
            Some(GameResult::AttackersWin) => Some(Side::Attackers),
            Some(GameResult::DefendersWin) => Some(Side::Defenders),
            _ => None,
        }
    }
}

/// The problems found, by what they are about (a game or an account).
#[derive(Default)]
struct Problems {
    subjects: BTreeSet<String>,
    listed: Vec<String>,
}

impl Problems {
    fn add(&mut self, subject: &str, problem: String) {
        self.subjects.insert(subject.to_string());
        if self.listed.len() < LISTED {
            self.listed.push(problem);
        }
    }
}

/// Reads every account's profile (round robin over the instances) and
/// checks the ratings of `played` against it; `progress` is told how many
/// profiles have been read.
pub async fn check(
    apis: &[Api],
    accounts: &[Account],
    played: &[Played],
    progress: impl Fn(usize),
) -> RatingsReport {
    let mut reads = futures_util::stream::iter(accounts.iter().enumerate())
        .map(|(i, account)| async move {
            let api = &apis[i % apis.len().max(1)];
            (i, api.player(&account.name).await)
        })
        .buffer_unordered(READERS);
    let mut players: Vec<Option<Result<PlayerView, Failure>>> = vec![None; accounts.len()];
    let mut done = 0;
    while let Some((i, read)) = reads.next().await {
        players[i] = Some(read);
        done += 1;
        progress(done);
    }
    let names: Vec<&str> = accounts.iter().map(|a| a.name.as_str()).collect();
    let players: Vec<Result<PlayerView, Failure>> = players
        .into_iter()
        .map(|p| p.unwrap_or_else(|| Err(Failure::new("player", "not read"))))
        .collect();
    compare(played, &names, &players)
}

/// Compares the accounts' profiles (`players`, by account, named `names`)
/// with the ratings recomputed from the games `played`.
pub fn compare(
    played: &[Played],
    names: &[&str],
    players: &[Result<PlayerView, Failure>],
) -> RatingsReport {
    let mut problems = Problems::default();
    let mut report = RatingsReport::default();
    // Every history entry, by game: the account and the entry.
    let mut entries: HashMap<&str, Vec<(usize, &RatingPoint)>> = HashMap::new();
    for (account, player) in players.iter().enumerate() {
        match player {
            Ok(view) => {
                for point in &view.history {
                    report.history_entries += 1;
                    entries
                        .entry(point.game.as_str())
                        .or_default()
                        .push((account, point));
                }
            }
            Err(failure) => problems.add(
                names[account],
                format!("cannot read the profile of {}: {failure}", names[account]),
            ),
        }
    }
    let games: HashMap<&str, &Played> = played.iter().map(|g| (g.id.as_str(), g)).collect();
    for (game, found) in &entries {
        if !games.contains_key(game) {
            for (account, _) in found {
                problems.add(
                    names[*account],
                    format!(
                        "the rating history of {} lists game {game}, which the load test \
                         did not play",
                        names[*account]
                    ),
                );
            }
        }
    }

    // Each game in both histories (once), or in none.
    let mut rated: Vec<(&Played, [&RatingPoint; 2])> = Vec::new();
    for game in played {
        let found = entries.get(game.id.as_str()).map_or(&[][..], Vec::as_slice);
        if !game.ratable() {
            for (account, _) in found {
                let how = match &game.ended {
                    None => "could not be read back".to_string(),
                    Some(e) if e.status != Status::Finished => format!("is {}", e.status),
                    Some(e) => format!("ended with {}", e.result),
                };
                problems.add(
                    &game.id,
                    format!(
                        "game {} {how}, but it is in the rating history of {}",
                        game.id, names[*account]
                    ),
                );
            }
            continue;
        }
        let mut points = [None; 2];
        for (side, &account) in game.accounts.iter().enumerate() {
            let mine: Vec<&RatingPoint> = found
                .iter()
                .filter(|(a, _)| *a == account)
                .map(|(_, p)| *p)
                .collect();
            match mine[..] {
                [point] => points[side] = Some(point),
                _ => problems.add(
                    &game.id,
                    format!(
                        "rated game {} is {} times in the rating history of {} ({}), not once",
                        game.id,
                        mine.len(),
                        names[account],
                        ["the attackers", "the defenders"][side]
                    ),
                ),
            }
        }
        for (account, _) in found {
            if !game.accounts.contains(account) {
                problems.add(
                    &game.id,
                    format!(
                        "game {} is in the rating history of {}, who did not play it",
                        game.id, names[*account]
                    ),
                );
            }
        }
        let [Some(a), Some(d)] = points else { continue };
        let pool = game.pool.as_deref().unwrap_or_default();
        let at = game.ended.as_ref().map_or(0, |e| e.updated_at);
        if a.pool != pool || d.pool != pool {
            problems.add(
                &game.id,
                format!(
                    "game {} was rated in the pools {} and {}, not {pool}",
                    game.id, a.pool, d.pool
                ),
            );
        }
        if a.at != d.at || a.at != at {
            problems.add(
                &game.id,
                format!(
                    "game {} ended at {at}, but the histories say {} and {}",
                    game.id, a.at, d.at
                ),
            );
        }
        rated.push((game, [a, d]));
    }

    // The ratings again, in the order the server rated the games.
    rated.sort_by(|(x, px), (y, py)| (px[0].at, &x.id).cmp(&(py[0].at, &y.id)));
    let mut now: HashMap<(usize, &str), (Rating, i64)> = HashMap::new();
    for (game, points) in &rated {
        let pool = game.pool.as_deref().unwrap_or_default();
        let before = game
            .accounts
            .map(|a| now.get(&(a, pool)).map_or(Rating::default(), |r| r.0));
        let (a, d) = after_game(before[0], before[1], game.winner());
        for (side, after) in [a, d].into_iter().enumerate() {
            let account = game.accounts[side];
            let point = points[side];
            let off = |x: f64, y: f64| (x - y).abs() > TOLERANCE;
            if off(point.before, before[side].rating) || off(point.after, after.rating) {
                problems.add(
                    &game.id,
                    format!(
                        "game {} ({}): the server took {} from {:.6} to {:.6}, the results \
                         give {:.6} to {:.6}",
                        game.id,
                        game.ended
                            .as_ref()
                            .map_or(GameResult::Ongoing, |e| e.result),
                        names[account],
                        point.before,
                        point.after,
                        before[side].rating,
                        after.rating
                    ),
                );
            }
            let entry = now.entry((account, pool)).or_insert((Rating::default(), 0));
            *entry = (after, entry.1 + 1);
        }
    }
    report.rated_games = rated.len();

    // The ratings shown now: rounded, as the profile shows them.
    for (account, player) in players.iter().enumerate() {
        let Ok(view) = player else { continue };
        let name = names[account];
        for shown in &view.ratings {
            match now.get(&(account, shown.pool.as_str())) {
                None if shown.games == 0 => {}
                None => problems.add(
                    name,
                    format!(
                        "{name} has {} rated games in {}, the load test rated none",
                        shown.games, shown.pool
                    ),
                ),
                Some((rating, games)) => {
                    let near =
                        |shown: i64, exact: f64| (shown as f64 - exact).abs() <= 0.5 + TOLERANCE;
                    if !near(shown.rating, rating.rating)
                        || !near(shown.deviation, rating.deviation)
                        || shown.games != *games
                    {
                        problems.add(
                            name,
                            format!(
                                "{name} is shown at {} ±{} after {} games in {}, the results \
                                 give {:.1} ±{:.1} after {games}",
                                shown.rating,
                                shown.deviation,
                                shown.games,
                                shown.pool,
                                rating.rating,
                                rating.deviation
                            ),
                        );
                    }
                }
            }
        }
        for ((a, pool), (_, games)) in &now {
            if *a == account && !view.ratings.iter().any(|r| r.pool == *pool) {
                problems.add(
                    name,
                    format!("{name} has no rating in {pool} after {games} rated games"),
                );
            }
        }
    }
    report.errors = problems.subjects.len();
    report.problems = problems.listed;
    report
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablut_api::{RatingView, Record};

    const NAMES: [&str; 3] = ["ann", "bob", "cid"];

    fn game(id: &str, accounts: [usize; 2], result: GameResult, at: i64) -> Played {
        Played {
            id: id.into(),
            accounts,
            pool: Some("ludoteka".into()),
            ended: Some(Ended {
                status: Status::Finished,
                result,
                updated_at: at,
            }),
        }
    }

    /// The profiles a correct server shows after `games` (in order).
    fn profiles(games: &[Played]) -> Vec<Result<PlayerView, Failure>> {
        let mut ratings = [Rating::default(); 3];
        let mut counts = [0; 3];
        let mut views: Vec<PlayerView> = NAMES
            .iter()
            .map(|name| PlayerView {
                name: name.to_string(),
                bot_owner: None,
                created_at: 0,
                ratings: Vec::new(),
                history: Vec::new(),
                as_attackers: Record::default(),
                as_defenders: Record::default(),
                games: Vec::new(),
            })
            .collect();
        for g in games.iter().filter(|g| g.ratable()) {
            let [x, y] = g.accounts;
            let (a, d) = after_game(ratings[x], ratings[y], g.winner());
            for (account, after) in [(x, a), (y, d)] {
                views[account].history.push(RatingPoint {
                    pool: "ludoteka".into(),
                    game: g.id.clone(),
                    at: g.ended.as_ref().unwrap().updated_at,
                    before: ratings[account].rating,
                    after: after.rating,
                });
                ratings[account] = after;
                counts[account] += 1;
            }
        }
        for (i, view) in views.iter_mut().enumerate() {
            if counts[i] > 0 {
                view.ratings.push(RatingView {
                    pool: "ludoteka".into(),
                    rating: ratings[i].rating.round() as i64,
                    deviation: ratings[i].deviation.round() as i64,
                    provisional: true,
                    games: counts[i],
                });
            }
        }
        views.into_iter().map(Ok).collect()
    }

    fn games() -> Vec<Played> {
        let mut aborted = game("g3", [2, 0], GameResult::NoResult, 300);
        aborted.ended.as_mut().unwrap().status = Status::Finished;
        vec![
            game("g1", [0, 1], GameResult::AttackersWin, 100),
            game("g2", [1, 2], GameResult::Draw, 200),
            aborted,
            game("g4", [2, 0], GameResult::DefendersWin, 400),
        ]
    }

    #[test]
    fn ratings_recomputed_from_the_results_agree_with_a_correct_server() {
        let games = games();
        let report = compare(&games, &NAMES, &profiles(&games));
        assert_eq!(report.errors, 0, "{:#?}", report.problems);
        assert_eq!(report.rated_games, 3);
        assert_eq!(report.history_entries, 6);
    }

    #[test]
    fn a_rating_off_by_a_little_is_an_error() {
        let games = games();
        let mut players = profiles(&games);
        players[1].as_mut().unwrap().history[1].after += 1e-4;
        let report = compare(&games, &NAMES, &players);
        assert_eq!(report.errors, 1, "{:#?}", report.problems);
        assert!(
            report.problems[0].contains("game g2"),
            "{:?}",
            report.problems
        );
    }

    #[test]
    fn games_rated_twice_missing_or_without_a_result_are_errors() {
        let games = games();
        let mut players = profiles(&games);
        let twice = players[0].as_ref().unwrap().history[0].clone();
        players[0].as_mut().unwrap().history.push(twice);
        let report = compare(&games, &NAMES, &players);
        assert!(report.errors >= 1, "{report:#?}");
        assert!(
            report.problems[0].contains("2 times"),
            "{:?}",
            report.problems
        );

        let mut players = profiles(&games);
        players[2].as_mut().unwrap().history.push(RatingPoint {
            pool: "ludoteka".into(),
            game: "g3".into(),
            at: 300,
            before: 1500.0,
            after: 1500.0,
        });
        let report = compare(&games, &NAMES, &players);
        assert_eq!(report.errors, 1, "{report:#?}");
        assert!(
            report.problems[0].contains("no result"),
            "{:?}",
            report.problems
        );

        let mut players = profiles(&games);
        players[1].as_mut().unwrap().history.remove(0);
        let report = compare(&games, &NAMES, &players);
        assert!(report.errors >= 1, "{report:#?}");
    }

    #[test]
    fn a_wrong_rating_shown_is_an_error() {
        let games = games();
        let mut players = profiles(&games);
        players[2].as_mut().unwrap().ratings[0].rating += 1;
        let report = compare(&games, &NAMES, &players);
        assert_eq!(report.errors, 1, "{report:#?}");
        assert!(
            report.problems[0].starts_with("cid is shown"),
            "{:?}",
            report.problems
        );
    }
}
