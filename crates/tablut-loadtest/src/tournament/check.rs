//! The check of a tournament after it was played: its pairings and
//! standings against the games' results as the API reads them back, and
//! the pairings against each other and against when the games were
//! played. Every disagreement is one readable sentence.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::time::Instant;

use tablut_api::{GameResult, PairingView, StandingView, Status, TournamentKind, TournamentStatus};

/// How much two point totals may differ (they are halves).
const EPSILON: f64 = 1e-9;

/// A game of the tournament as `GET /api/games/{id}` reads it back.
#[derive(Debug, Clone, PartialEq)]
pub struct GameFact {
    /// The attackers' name.
    pub attackers: String,
    /// The defenders' name.
    pub defenders: String,
    /// Where it is.
    pub status: Status,
    /// Its result.
    pub result: GameResult,
    /// Its last change (its end, once finished), ms since 1970.
    pub updated_at: i64,
}

/// When the load test played a game: from its first move sent to a seat
/// seeing it finished.
#[derive(Debug, Clone)]
pub struct Played {
    /// The game.
    pub id: String,
    /// Its two players.
    pub players: [String; 2],
    /// Its first move sent.
    pub from: Instant,
    /// A seat saw it finished (or the check's time, if none did).
    pub to: Instant,
}

/// Everything the check reads.
#[derive(Debug, Clone)]
pub struct Facts {
    /// The format.
    pub format: TournamentKind,
    /// Two games a pairing, the sides swapped.
    pub two_games: bool,
    /// Played by correspondence (the two games of a match at once).
    pub correspondence: bool,
    /// Its status, as read back at the end.
    pub status: TournamentStatus,
    /// The rounds it was to play (a Swiss's, a round robin's from its
    /// field), if it has rounds.
    pub rounds: Option<u32>,
    /// The entrants' names.
    pub players: Vec<String>,
    /// Every pairing of every round.
    pub pairings: Vec<PairingView>,
    /// The final standings.
    pub standings: Vec<StandingView>,
    /// Every game the pairings list, by id.
    pub games: HashMap<String, GameFact>,
    /// The games the load test played.
    pub played: Vec<Played>,
}

/// A game's points for (attackers, defenders); none without a result.
fn points(result: GameResult) -> Option<(f64, f64)> {
    match result {
        GameResult::AttackersWin => Some((1.0, 0.0)),
        GameResult::DefendersWin => Some((0.0, 1.0)),
        GameResult::Draw => Some((0.5, 0.5)),
        GameResult::Ongoing | GameResult::NoResult => None,
    }
}

/// A player's line, recomputed.
#[derive(Debug, Default, Clone, PartialEq)]
struct Line {
    points: f64,
    games: u32,
    wins: u32,
    byes: u32,
    // Arena: wins in a row.
    run: u32,
}

/// Everything wrong with the tournament, each said once.
pub fn check(facts: &Facts) -> Vec<String> {
    let mut errors = BTreeSet::new();
    let mut say = |e: String| {
        errors.insert(e);
    };
    if facts.status != TournamentStatus::Finished {
        say(format!(
            "the tournament is {} at the end, not finished",
            facts.status
        ));
    }
    let arena = facts.format == TournamentKind::Arena;
    let rounds: BTreeSet<u32> = facts.pairings.iter().map(|p| p.round).collect();
    if let Some(planned) = facts.rounds {
        if !arena && rounds.len() as u32 != planned {
            say(format!(
                "{} rounds were paired, {planned} were to be played",
                rounds.len()
            ));
        }
    }
    // Each round: each player once, each board once.
    if !arena {
        for &round in &rounds {
            let mut seen: HashMap<&str, u32> = HashMap::new();
            let mut boards = BTreeSet::new();
            for p in facts.pairings.iter().filter(|p| p.round == round) {
                if !boards.insert(p.board) {
                    say(format!(
                        "round {round} has board {} twice (the round paired twice?)",
                        p.board
                    ));
                }
                for who in std::iter::once(p.first.as_str()).chain(p.second.as_deref()) {
                    if let Some(other) = seen.insert(who, p.board) {
                        say(format!(
                            "{who} is paired twice in round {round}: boards {other} and {}",
                            p.board
                        ));
                    }
                }
            }
        }
    }
    // The same two players paired again.
    let mut met: BTreeMap<(String, String), Vec<u32>> = BTreeMap::new();
    for p in &facts.pairings {
        if let Some(second) = &p.second {
            let key = if p.first <= *second {
                (p.first.clone(), second.clone())
            } else {
                (second.clone(), p.first.clone())
            };
            met.entry(key).or_default().push(p.round);
        }
    }
    let allowed = match facts.format {
        TournamentKind::DoubleRoundRobin => 2,
        TournamentKind::Arena => usize::MAX,
        _ => 1,
    };
    for ((a, b), rounds) in &met {
        if rounds.len() > allowed {
            let list: Vec<String> = rounds.iter().map(u32::to_string).collect();
            say(format!(
                "{a} and {b} were paired {} times (rounds {})",
                rounds.len(),
                list.join(", ")
            ));
        }
    }
    if matches!(
        facts.format,
        TournamentKind::RoundRobin | TournamentKind::DoubleRoundRobin
    ) && facts.status == TournamentStatus::Finished
    {
        let mut names = facts.players.clone();
        names.sort();
        for (i, a) in names.iter().enumerate() {
            for b in &names[i + 1..] {
                if !met.contains_key(&(a.clone(), b.clone())) {
                    say(format!("{a} and {b} never met in the round robin"));
                }
            }
        }
    }
    // Each pairing's games: their seats and results.
    let per_pairing = if facts.two_games { 2 } else { 1 };
    let mut lines: HashMap<String, Line> = facts
        .players
        .iter()
        .map(|n| (n.clone(), Line::default()))
        .collect();
    let mut arena_games: Vec<(&GameFact, &str)> = Vec::new();
    for p in &facts.pairings {
        let Some(second) = &p.second else {
            if !p.games.is_empty() {
                say(format!(
                    "round {}: {}'s bye has games {:?}",
                    p.round, p.first, p.games
                ));
            }
            let line = lines.entry(p.first.clone()).or_default();
            line.byes += 1;
            line.points += per_pairing as f64;
            continue;
        };
        let label = format!(
            "round {} board {} ({} - {second})",
            p.round, p.board, p.first
        );
        if p.games.len() != per_pairing && !arena {
            say(format!(
                "{label} has {} games, not {per_pairing}",
                p.games.len()
            ));
        }
        let mut sum = (0.0, 0.0);
        let mut all_over = true;
        for (k, id) in p.games.iter().enumerate() {
            let Some(game) = facts.games.get(id) else {
                say(format!("{label}: its game {id} cannot be read back"));
                all_over = false;
                continue;
            };
            let (attackers, defenders) = if k == 0 {
                (&p.first, second)
            } else {
                (second, &p.first)
            };
            if game.attackers != *attackers || game.defenders != *defenders {
                say(format!(
                    "{label}: game {} is {} (attackers) against {}, not {attackers} against \
                     {defenders}",
                    k + 1,
                    game.attackers,
                    game.defenders
                ));
            }
            if game.status != Status::Finished {
                all_over = false;
                say(format!("{label}: game {id} is {} at the end", game.status));
                continue;
            }
            let Some((a, d)) = points(game.result) else {
                continue;
            };
            if game.attackers == p.first {
                sum.0 += a;
                sum.1 += d;
            } else {
                sum.0 += d;
                sum.1 += a;
            }
            if arena {
                arena_games.push((game, id));
            } else {
                for (name, got, won) in [
                    (&game.attackers, a, game.result == GameResult::AttackersWin),
                    (&game.defenders, d, game.result == GameResult::DefendersWin),
                ] {
                    let line = lines.entry(name.clone()).or_default();
                    line.points += got;
                    line.games += 1;
                    line.wins += u32::from(won);
                }
            }
        }
        match (&p.result, all_over) {
            (Some(result), _) => match parse_result(result) {
                Some((a, b)) if (a - sum.0).abs() < EPSILON && (b - sum.1).abs() < EPSILON => {}
                _ => say(format!(
                    "{label}: its result is {result}, its games' results make {}-{}",
                    sum.0, sum.1
                )),
            },
            (None, true) if !p.games.is_empty() && !arena => {
                say(format!("{label}: its games are over, but it has no result"));
            }
            (None, _) => {}
        }
    }
    if arena {
        // Games count in the order they finished; two wins in a row make
        // a streak, on which every game counts double.
        arena_games.sort_by(|a, b| (a.0.updated_at, a.1).cmp(&(b.0.updated_at, b.1)));
        for (game, _) in arena_games {
            for (name, won, lost) in [
                (
                    &game.attackers,
                    game.result == GameResult::AttackersWin,
                    game.result == GameResult::DefendersWin,
                ),
                (
                    &game.defenders,
                    game.result == GameResult::DefendersWin,
                    game.result == GameResult::AttackersWin,
                ),
            ] {
                let line = lines.entry(name.clone()).or_default();
                let base = if won {
                    2.0
                } else if lost {
                    0.0
                } else {
                    1.0
                };
                line.points += if line.run >= 2 { 2.0 * base } else { base };
                line.games += 1;
                line.wins += u32::from(won);
                line.run = if won { line.run + 1 } else { 0 };
            }
        }
    }
    // The standings against the lines recomputed.
    let mut listed = BTreeSet::new();
    for row in &facts.standings {
        if !listed.insert(row.name.clone()) {
            say(format!("{} has two lines in the standings", row.name));
        }
        let Some(line) = lines.get(&row.name) else {
            say(format!("{} is in the standings but no entrant", row.name));
            continue;
        };
        if (row.points - line.points).abs() > EPSILON {
            say(format!(
                "{} has {} points in the standings, {} by the games' results",
                row.name, row.points, line.points
            ));
        }
        if row.games != line.games || row.wins != line.wins {
            say(format!(
                "{} has {} games and {} wins in the standings, {} and {} by the games",
                row.name, row.games, row.wins, line.games, line.wins
            ));
        }
        if !arena && row.byes != line.byes {
            say(format!(
                "{} has {} byes in the standings, {} in the pairings",
                row.name, row.byes, line.byes
            ));
        }
    }
    for name in &facts.players {
        if !listed.contains(name) && !facts.standings.is_empty() {
            say(format!("{name} is missing from the standings"));
        }
    }
    // Every game played is a pairing's.
    let paired: HashMap<&str, &PairingView> = facts
        .pairings
        .iter()
        .flat_map(|p| p.games.iter().map(move |g| (g.as_str(), p)))
        .collect();
    for game in &facts.played {
        if !paired.contains_key(game.id.as_str()) {
            say(format!(
                "game {} ({} - {}) was played, but no pairing lists it (a round paired twice?)",
                game.id, game.players[0], game.players[1]
            ));
        }
    }
    // Nobody in two games at once, but for a correspondence match's two.
    let mut by_player: HashMap<&str, Vec<&Played>> = HashMap::new();
    for game in &facts.played {
        for name in &game.players {
            by_player.entry(name.as_str()).or_default().push(game);
        }
    }
    for (name, mut games) in by_player {
        games.sort_by_key(|g| g.from);
        for (i, a) in games.iter().enumerate() {
            for b in &games[i + 1..] {
                if b.from >= a.to {
                    continue;
                }
                let same_match = paired
                    .get(a.id.as_str())
                    .zip(paired.get(b.id.as_str()))
                    .is_some_and(|(x, y)| std::ptr::eq(*x, *y));
                if same_match && facts.correspondence && facts.two_games {
                    continue;
                }
                say(format!(
                    "{name} played games {} and {} at the same time ({:.1} s together){}",
                    a.id,
                    b.id,
                    a.to.min(b.to)
                        .saturating_duration_since(b.from)
                        .as_secs_f64(),
                    if same_match {
                        ": the two games of one live match"
                    } else {
                        ""
                    }
                ));
            }
        }
    }
    errors.into_iter().collect()
}

/// `1.5-0.5` as two numbers.
fn parse_result(text: &str) -> Option<(f64, f64)> {
    let (a, b) = text.split_once('-')?;
    Some((a.trim().parse().ok()?, b.trim().parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn pairing(round: u32, board: u32, first: &str, second: &str, games: &[&str]) -> PairingView {
        PairingView {
            round,
            board,
            first: first.into(),
            second: Some(second.into()),
            games: games.iter().map(|g| g.to_string()).collect(),
            result: None,
            ongoing: Vec::new(),
            stage: None,
            group: None,
            winner: None,
        }
    }

    fn game(attackers: &str, defenders: &str, result: GameResult) -> GameFact {
        GameFact {
            attackers: attackers.into(),
            defenders: defenders.into(),
            status: Status::Finished,
            result,
            updated_at: 0,
        }
    }

    fn standing(name: &str, points: f64, games: u32, wins: u32) -> StandingView {
        StandingView {
            rank: 1,
            name: name.into(),
            points,
            buchholz: 0.0,
            sonneborn_berger: 0.0,
            wins,
            games,
            byes: 0,
            streak: false,
            group: None,
        }
    }

    /// A Swiss of four, two rounds of single games, all as it should be.
    fn swiss() -> Facts {
        let mut p = vec![
            pairing(1, 1, "a", "b", &["g1"]),
            pairing(1, 2, "c", "d", &["g2"]),
            pairing(2, 1, "a", "c", &["g3"]),
            pairing(2, 2, "b", "d", &["g4"]),
        ];
        for (x, r) in p.iter_mut().zip(["1-0", "0.5-0.5", "0-1", "1-0"]) {
            x.result = Some(r.into());
        }
        let games = HashMap::from([
            ("g1".into(), game("a", "b", GameResult::AttackersWin)),
            ("g2".into(), game("c", "d", GameResult::Draw)),
            ("g3".into(), game("a", "c", GameResult::DefendersWin)),
            ("g4".into(), game("b", "d", GameResult::AttackersWin)),
        ]);
        let now = Instant::now();
        let played = |id: &str, a: &str, b: &str, at: u64| Played {
            id: id.into(),
            players: [a.into(), b.into()],
            from: now + Duration::from_secs(at),
            to: now + Duration::from_secs(at + 5),
        };
        Facts {
            format: TournamentKind::Swiss,
            two_games: false,
            correspondence: false,
            status: TournamentStatus::Finished,
            rounds: Some(2),
            players: ["a", "b", "c", "d"].map(String::from).to_vec(),
            pairings: p,
            standings: vec![
                standing("c", 1.5, 2, 1),
                standing("a", 1.0, 2, 1),
                standing("b", 1.0, 2, 1),
                standing("d", 0.5, 2, 0),
            ],
            games,
            played: vec![
                played("g1", "a", "b", 0),
                played("g2", "c", "d", 0),
                played("g3", "a", "c", 10),
                played("g4", "b", "d", 10),
            ],
        }
    }

    #[test]
    fn a_sound_tournament_has_no_error() {
        assert_eq!(check(&swiss()), Vec::<String>::new());
    }

    #[test]
    fn standings_that_disagree_with_the_games_are_found() {
        let mut facts = swiss();
        facts.standings[1].points = 1.5;
        let errors = check(&facts);
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(
            errors[0].contains("a has 1.5 points in the standings, 1 by the games"),
            "{errors:?}"
        );
        let mut facts = swiss();
        facts.pairings[1].result = Some("1-0".into());
        let errors = check(&facts);
        assert!(
            errors[0].contains("its result is 1-0, its games' results make 0.5-0.5"),
            "{errors:?}"
        );
    }

    #[test]
    fn pairings_made_twice_are_found() {
        // a and b meet again in round 2, where b sits on two boards.
        let mut facts = swiss();
        facts.pairings[2].second = Some("b".into());
        facts.games.get_mut("g3").unwrap().defenders = "b".into();
        let errors = check(&facts).join("\n");
        assert!(
            errors.contains("a and b were paired 2 times (rounds 1, 2)"),
            "{errors}"
        );
        assert!(
            errors.contains("b is paired twice in round 2: boards 1 and 2"),
            "{errors}"
        );
    }

    #[test]
    fn a_round_paired_twice_leaves_a_game_no_pairing_lists() {
        let mut facts = swiss();
        let mut extra = facts.played[2].clone();
        extra.id = "g9".into();
        extra.from += Duration::from_secs(20);
        extra.to += Duration::from_secs(20);
        facts.played.push(extra);
        let errors = check(&facts).join("\n");
        assert!(
            errors.contains("game g9 (a - c) was played, but no pairing lists it"),
            "{errors}"
        );
    }

    #[test]
    fn two_games_at_once_are_found_but_for_a_correspondence_match() {
        let mut facts = swiss();
        facts.played[2].from = facts.played[0].from + Duration::from_secs(2);
        let errors = check(&facts).join("\n");
        assert!(
            errors.contains("a played games g1 and g3 at the same time (3.0 s together)"),
            "{errors}"
        );
        // A two-game match: both games at once is right by correspondence
        // only.
        let mut facts = swiss();
        facts.two_games = true;
        facts.pairings = vec![pairing(1, 1, "a", "b", &["g1", "g2"])];
        facts.pairings[0].result = Some("1-1".into());
        facts.games = HashMap::from([
            ("g1".into(), game("a", "b", GameResult::AttackersWin)),
            ("g2".into(), game("b", "a", GameResult::AttackersWin)),
        ]);
        facts.players = vec!["a".into(), "b".into()];
        facts.standings = vec![standing("a", 1.0, 2, 1), standing("b", 1.0, 2, 1)];
        facts.rounds = Some(1);
        facts.played.truncate(2);
        facts.played[1].players = ["b".into(), "a".into()];
        let errors = check(&facts);
        assert_eq!(errors.len(), 2, "{errors:?}");
        assert!(
            errors[0].contains("the two games of one live match"),
            "{errors:?}"
        );
        facts.correspondence = true;
        assert_eq!(check(&facts), Vec::<String>::new());
    }

    #[test]
    fn arena_points_follow_streaks() {
        let mut facts = swiss();
        facts.format = TournamentKind::Arena;
        facts.rounds = None;
        facts.pairings = vec![
            pairing(1, 1, "a", "b", &["g1"]),
            pairing(1, 2, "a", "b", &["g2"]),
            pairing(1, 3, "a", "b", &["g3"]),
        ];
        let mut at = 0;
        facts.games = HashMap::new();
        for id in ["g1", "g2", "g3"] {
            at += 1;
            let mut g = game("a", "b", GameResult::AttackersWin);
            g.updated_at = at;
            facts.games.insert(id.into(), g);
        }
        facts.players = vec!["a".into(), "b".into()];
        // 2 + 2, then a streak: 4.
        facts.standings = vec![standing("a", 8.0, 3, 3), standing("b", 0.0, 3, 0)];
        facts.played.clear();
        assert_eq!(check(&facts), Vec::<String>::new());
    }
}
