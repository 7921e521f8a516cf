//! Arena: lichess's arena tournaments, for a fixed time.
//!
//! # Scoring
//!
//! Lichess's arena rule (<https://lichess.org/tournament/help>, "How are
//! scores calculated?"): a win is worth 2 points, a draw 1, a loss 0; after
//! two wins in a row a player is on a **streak**, and every game while on
//! it is worth double (a win 4, a draw 2) until they fail to win, which
//! ends the streak. Lichess's "berserk" bonus and its rule against quick
//! draws are not kept. Games count in the order they finished.
//!
//! The table orders by points, then games won, then seeding rating
//! (higher first), then player id: a total order. (Lichess breaks ties by
//! performance rating; that needs the opponents' ratings per game and comes
//! with the stored tournaments.)
//!
//! # Pairing
//!
//! Players who have finished their game wait to be paired again at once.
//! Each call pairs the waiting players who are not paused: from the top of
//! the standings down, each takes the waiting player nearest to them in
//! the standings, skipping their previous opponent (either one's last
//! game against the other) while anyone else is waiting; an odd one left
//! over waits for the next call. Within a pair, whoever has defended more
//! in this arena attacks, then whoever defended last, then the
//! lower-placed.

use std::collections::{HashMap, HashSet};

use tablut_core::Side;

use super::format::{GameRecord, GameResult, Pairing};
use super::{check_field, Entrant, PlayerId, Roster, TournamentError};

/// Points for one arena game: `result` from the player's side, and
/// whether they were on a streak when it started.
pub fn game_points(won: bool, drawn: bool, on_streak: bool) -> u32 {
    let base = if won {
        2
    } else if drawn {
        1
    } else {
        0
    };
    if on_streak {
        base * 2
    } else {
        base
    }
}

/// One player's line in an arena.
#[derive(Clone, Debug, PartialEq)]
pub struct ArenaStanding {
    /// Who.
    pub player: PlayerId,
    /// Place, from 1.
    pub rank: usize,
    /// Arena points.
    pub points: u32,
    /// Games played.
    pub games: u32,
    /// Games won.
    pub wins: u32,
    /// Whether the next game counts double (two or more wins in a row).
    pub on_streak: bool,
    /// Seeding rating.
    pub rating: f64,
}

struct Tally {
    points: u32,
    games: u32,
    wins: u32,
    run: u32,
    // Side balance (attacker games minus defender games), the last side,
    // the last opponent.
    balance: i32,
    last_side: Option<Side>,
    last_opponent: Option<usize>,
}

fn tally(players: &[Entrant], games: &[GameRecord]) -> Result<Vec<Tally>, TournamentError> {
    check_field(players)?;
    let roster = Roster::new(players);
    let mut t: Vec<Tally> = players
        .iter()
        .map(|_| Tally {
            points: 0,
            games: 0,
            wins: 0,
            run: 0,
            balance: 0,
            last_side: None,
            last_opponent: None,
        })
        .collect();
    for g in games {
        let (a, d) = (
            roster.find(&g.seat.attackers)?,
            roster.find(&g.seat.defenders)?,
        );
        if a == d {
            return Err(TournamentError::SelfPairing(g.seat.attackers.clone()));
        }
        for (me, them, side) in [(a, d, Side::Attackers), (d, a, Side::Defenders)] {
            let won = g.result == GameResult::win(side);
            let drawn = g.result == GameResult::Draw;
            let p = &mut t[me];
            p.points += game_points(won, drawn, p.run >= 2);
            p.games += 1;
            p.wins += u32::from(won);
            p.run = if won { p.run + 1 } else { 0 };
            p.balance += if side == Side::Attackers { 1 } else { -1 };
            p.last_side = Some(side);
            p.last_opponent = Some(them);
        }
    }
    Ok(t)
}

/// The arena's table from its finished games, in the order they finished.
pub fn standings(
    players: &[Entrant],
    games: &[GameRecord],
) -> Result<Vec<ArenaStanding>, TournamentError> {
    let t = tally(players, games)?;
    let mut rows: Vec<ArenaStanding> = players
        .iter()
        .zip(&t)
        .map(|(p, t)| ArenaStanding {
            player: p.id.clone(),
            rank: 0,
            points: t.points,
            games: t.games,
            wins: t.wins,
            on_streak: t.run >= 2,
            rating: p.rating,
        })
        .collect();
    rows.sort_by(|a, b| {
        b.points
            .cmp(&a.points)
            .then_with(|| b.wins.cmp(&a.wins))
            .then_with(|| b.rating.total_cmp(&a.rating))
            .then_with(|| a.player.cmp(&b.player))
    });
    for (i, r) in rows.iter_mut().enumerate() {
        r.rank = i + 1;
    }
    Ok(rows)
}

/// Pairs the `waiting` players who are not `paused` (see the module
/// docs). `games` are the arena's finished games in the order they
/// finished. Returns the new pairings; whoever is not in one keeps
/// waiting.
pub fn pair_waiting(
    players: &[Entrant],
    games: &[GameRecord],
    waiting: &[PlayerId],
    paused: &[PlayerId],
) -> Result<Vec<Pairing>, TournamentError> {
    let t = tally(players, games)?;
    let table = standings(players, games)?;
    let roster = Roster::new(players);
    let rank: HashMap<usize, usize> = table
        .iter()
        .map(|r| Ok((roster.find(&r.player)?, r.rank)))
        .collect::<Result<_, TournamentError>>()?;
    let mut off = HashSet::new();
    for p in paused {
        off.insert(roster.find(p)?);
    }
    let mut seen = HashSet::new();
    let mut ready = Vec::new();
    for w in waiting {
        let i = roster.find(w)?;
        if !seen.insert(i) {
            return Err(TournamentError::DuplicatePlayer(w.clone()));
        }
        if !off.contains(&i) {
            ready.push(i);
        }
    }
    ready.sort_by_key(|i| rank[i]);
    let rematch =
        |a: usize, b: usize| t[a].last_opponent == Some(b) || t[b].last_opponent == Some(a);
    let mut taken = vec![false; ready.len()];
    let mut pairs = Vec::new();
    for x in 0..ready.len() {
        if taken[x] {
            continue;
        }
        let a = ready[x];
        let mut free: Vec<usize> = (x + 1..ready.len()).filter(|&y| !taken[y]).collect();
        // Nearest in the standings first.
        free.sort_by_key(|&y| rank[&ready[y]].abs_diff(rank[&a]));
        let Some(y) = free
            .iter()
            .copied()
            .find(|&y| !rematch(a, ready[y]))
            .or_else(|| free.first().copied())
        else {
            break;
        };
        taken[x] = true;
        taken[y] = true;
        let b = ready[y];
        let a_attacks = if t[a].balance != t[b].balance {
            t[a].balance < t[b].balance
        } else if t[a].last_side != t[b].last_side {
            t[a].last_side == Some(Side::Defenders) || t[b].last_side == Some(Side::Attackers)
        } else {
            rank[&a] > rank[&b]
        };
        let (f, s) = if a_attacks { (a, b) } else { (b, a) };
        pairs.push(Pairing::new(players[f].id.clone(), players[s].id.clone()));
    }
    Ok(pairs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn field(n: usize) -> Vec<Entrant> {
        (0..n)
            .map(|i| Entrant::new(format!("p{i:02}"), 2000.0 - i as f64))
            .collect()
    }

    fn id(i: usize) -> PlayerId {
        PlayerId::new(format!("p{i:02}"))
    }

    #[test]
    fn streaks_double_the_points() {
        let players = field(2);
        let w = |a: usize, b: usize| GameRecord::new(id(a), id(b), GameResult::AttackersWin);
        let d = |a: usize, b: usize| GameRecord::new(id(a), id(b), GameResult::Draw);
        // p00 wins, wins (streak starts), wins 4, draws 2 (ends), wins 2.
        let games = [w(0, 1), w(0, 1), w(0, 1), d(0, 1), w(0, 1)];
        let s = standings(&players, &games).unwrap();
        assert_eq!(s[0].player, id(0));
        assert_eq!(s[0].points, 2 + 2 + 4 + 2 + 2);
        assert!(!s[0].on_streak);
        assert_eq!(s[1].points, 1);
        let s = standings(&players, &games[..3]).unwrap();
        assert!(s[0].on_streak);
        assert_eq!(game_points(false, false, true), 0);
    }

    #[test]
    fn no_immediate_rematch_while_someone_else_waits() {
        let players = field(4);
        let games = [
            GameRecord::new(id(0), id(1), GameResult::Draw),
            GameRecord::new(id(2), id(3), GameResult::Draw),
        ];
        let all: Vec<PlayerId> = (0..4).map(id).collect();
        let pairs = pair_waiting(&players, &games, &all, &[]).unwrap();
        assert_eq!(pairs.len(), 2);
        for p in &pairs {
            let mut ids = [p.first.clone(), p.second.clone()];
            ids.sort();
            assert_ne!(ids, [id(0), id(1)]);
            assert_ne!(ids, [id(2), id(3)]);
        }
        // Alone with the last opponent: a rematch beats waiting.
        let pairs = pair_waiting(&players, &games, &[id(0), id(1)], &[]).unwrap();
        assert_eq!(pairs.len(), 1);
        // Paused: nobody to play.
        assert!(pair_waiting(&players, &games, &[id(0), id(1)], &[id(1)])
            .unwrap()
            .is_empty());
    }

    #[test]
    fn bad_input_is_an_error() {
        let players = field(3);
        assert_eq!(
            pair_waiting(&players, &[], &[id(0), id(9)], &[]),
            Err(TournamentError::UnknownPlayer(id(9)))
        );
        assert_eq!(
            pair_waiting(&players, &[], &[id(0), id(0)], &[]),
            Err(TournamentError::DuplicatePlayer(id(0)))
        );
        assert_eq!(
            standings(&field(1), &[]),
            Err(TournamentError::TooFewPlayers(1))
        );
    }

    proptest! {
        /// A simulated arena: whoever is waiting is paired, games end in
        /// random order with random results. Never a self-pairing, never a
        /// paused player, each waiting player at most once, at most one
        /// left waiting, and a rematch only when whoever is left waiting
        /// would have been a rematch too; the table always recounts the
        /// games.
        #[test]
        fn arena_invariants(
            n in 2usize..12,
            steps in proptest::collection::vec((0u8..3, 0usize..64, proptest::collection::vec(any::<bool>(), 12)), 1..30),
        ) {
            let players = field(n);
            let mut games: Vec<GameRecord> = Vec::new();
            let mut playing: Vec<Pairing> = Vec::new();
            let mut waiting: Vec<PlayerId> = (0..n).map(id).collect();
            for (res, which, pause_bits) in steps {
                let paused: Vec<PlayerId> = (0..n).filter(|&i| pause_bits[i]).map(id).collect();
                let before = tally(&players, &games).unwrap();
                let pairs = pair_waiting(&players, &games, &waiting, &paused).unwrap();
                let mut used = HashSet::new();
                let mut rematches = Vec::new();
                let again = |a: usize, b: usize| before[a].last_opponent == Some(b) || before[b].last_opponent == Some(a);
                for p in &pairs {
                    prop_assert_ne!(&p.first, &p.second);
                    for who in [&p.first, &p.second] {
                        prop_assert!(waiting.contains(who));
                        prop_assert!(!paused.contains(who));
                        prop_assert!(used.insert(who.clone()));
                    }
                    let (a, b) = (
                        players.iter().position(|e| e.id == p.first).unwrap(),
                        players.iter().position(|e| e.id == p.second).unwrap(),
                    );
                    if again(a, b) {
                        rematches.push((a, b));
                    }
                }
                let left: Vec<usize> = (0..n)
                    .filter(|&i| waiting.contains(&id(i)) && !paused.contains(&id(i)) && !used.contains(&id(i)))
                    .collect();
                // Nobody who could play is left alone with another.
                prop_assert!(left.len() <= 1);
                // A rematch only if whoever is left over would have been
                // one too.
                for &(a, b) in &rematches {
                    for &u in &left {
                        prop_assert!(again(a, u) || again(b, u), "{} {} rematch while {} waits", a, b, u);
                    }
                }
                waiting.retain(|w| !used.contains(w));
                playing.extend(pairs);
                if !playing.is_empty() {
                    let p = playing.remove(which % playing.len());
                    let result = [GameResult::AttackersWin, GameResult::DefendersWin, GameResult::Draw][res as usize];
                    games.push(GameRecord::new(p.first.clone(), p.second.clone(), result));
                    waiting.push(p.first);
                    waiting.push(p.second);
                }
                // The table recounts the games from scratch.
                let table = standings(&players, &games).unwrap();
                for row in &table {
                    let mut run = 0;
                    let mut pts = 0;
                    for g in &games {
                        if let Some(mine) = g.points_of(&row.player) {
                            let base = (mine * 2.0) as u32;
                            pts += if run >= 2 { base * 2 } else { base };
                            run = if mine == 1.0 { run + 1 } else { 0 };
                        }
                    }
                    prop_assert_eq!(row.points, pts);
                }
            }
        }
    }
}
