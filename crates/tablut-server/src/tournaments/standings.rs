//! Points, tie-breaks and the ordered table, recomputed from the games.
//!
//! # Scoring (Swiss, round robin, groups, knockout)
//!
//! Points are **game points**: 1 for each game won, ½ for each game drawn,
//! 0 for a loss, whether a pairing is one game or a two-game match. A tafl
//! match is thus worth 2 points, shared 2–0, 1½–½ or 1–1; this is how the
//! tafl federations' two-game matches are counted (by games won). Speed of
//! the win (moves to the escape or capture) is *not* used as a tie-break:
//! we found no published rule for it.
//!
//! A **bye** scores what winning the whole pairing would have: 1 point
//! with single games, 2 with two-game matches (the FIDE rule for a
//! pairing-allocated bye, C.04.1.c). It counts as no game, no opponent
//! and no win.
//!
//! # Tie-breaks
//!
//! Both are computed per game, so an opponent met in a two-game match (or
//! twice in a double round robin) counts twice, and both use the
//! opponents' *final* points:
//!
//! - **Buchholz**: the sum of the points of the opponent of every game
//!   played.
//! - **Sonneborn–Berger**: the sum, over every game played, of the
//!   player's points in that game times the opponent's points (a win
//!   counts the opponent's points in full, a draw half).
//!
//! A bye adds nothing to either (a simplification of FIDE's "virtual
//! opponent" rule for unplayed games, C.07).
//!
//! # Order
//!
//! Points, then Buchholz, then Sonneborn–Berger, then games won (all
//! descending), then the seeding rating (descending), then the player id:
//! a total order, so every server shows the same table.

use std::cmp::Ordering;
use std::collections::HashMap;

use super::format::{GameRecord, MatchKind};
use super::{check_field, Entrant, PlayerId, TournamentError};

/// The points a bye is worth (see the module docs).
pub fn bye_points(kind: MatchKind) -> f64 {
    kind.games() as f64
}

/// One player's line in the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// Who.
    pub player: PlayerId,
    /// Place, from 1.
    pub rank: usize,
    /// Game points, byes included.
    pub points: f64,
    /// Sum of the opponents' points, per game.
    pub buchholz: f64,
    /// Sum of own points times opponent's points, per game.
    pub sonneborn_berger: f64,
    /// Games won.
    pub wins: u32,
    /// Games played (byes not included).
    pub games: u32,
    /// Byes received.
    pub byes: u32,
    /// Seeding rating.
    pub rating: f64,
}

/// The ordered table.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Standings {
    /// First place first.
    pub rows: Vec<Standing>,
}

impl Standings {
    /// A player's line.
    pub fn get(&self, player: &PlayerId) -> Option<&Standing> {
        self.rows.iter().find(|r| &r.player == player)
    }

    /// Each player's points, by id.
    pub fn points(&self) -> HashMap<PlayerId, f64> {
        self.rows
            .iter()
            .map(|r| (r.player.clone(), r.points))
            .collect()
    }
}

/// The order of the table (see the module docs).
pub fn table_order(a: &Standing, b: &Standing) -> Ordering {
    b.points
        .total_cmp(&a.points)
        .then_with(|| b.buchholz.total_cmp(&a.buchholz))
        .then_with(|| b.sonneborn_berger.total_cmp(&a.sonneborn_berger))
        .then_with(|| b.wins.cmp(&a.wins))
        .then_with(|| b.rating.total_cmp(&a.rating))
        .then_with(|| a.player.cmp(&b.player))
}

/// Computes the table from the finished games and the byes given.
pub fn compute(
    players: &[Entrant],
    games: &[GameRecord],
    byes: &[PlayerId],
    kind: MatchKind,
) -> Result<Standings, TournamentError> {
    check_field(players)?;
    let index: HashMap<&PlayerId, usize> = players
        .iter()
        .enumerate()
        .map(|(i, p)| (&p.id, i))
        .collect();
    let find = |id: &PlayerId| {
        index
            .get(id)
            .copied()
            .ok_or_else(|| TournamentError::UnknownPlayer(id.clone()))
    };
    let mut rows: Vec<Standing> = players
        .iter()
        .map(|p| Standing {
            player: p.id.clone(),
            rank: 0,
            points: 0.0,
            buchholz: 0.0,
            sonneborn_berger: 0.0,
            wins: 0,
            games: 0,
            byes: 0,
            rating: p.rating,
        })
        .collect();
    // (player, opponent, player's points in the game)
    let mut played = Vec::with_capacity(games.len() * 2);
    for g in games {
        let a = find(&g.seat.attackers)?;
        let d = find(&g.seat.defenders)?;
        if a == d {
            return Err(TournamentError::SelfPairing(g.seat.attackers.clone()));
        }
        for (me, them, side) in [
            (a, d, tablut_core::Side::Attackers),
            (d, a, tablut_core::Side::Defenders),
        ] {
            let pts = g.result.points(side);
            rows[me].points += pts;
            rows[me].games += 1;
            if pts == 1.0 {
                rows[me].wins += 1;
            }
            played.push((me, them, pts));
        }
    }
    for b in byes {
        let i = find(b)?;
        rows[i].points += bye_points(kind);
        rows[i].byes += 1;
    }
    let points: Vec<f64> = rows.iter().map(|r| r.points).collect();
    for (me, them, pts) in played {
        rows[me].buchholz += points[them];
        rows[me].sonneborn_berger += pts * points[them];
    }
    rows.sort_by(table_order);
    for (i, r) in rows.iter_mut().enumerate() {
        r.rank = i + 1;
    }
    Ok(Standings { rows })
}

#[cfg(test)]
mod tests {
    use super::super::format::GameResult::{self, *};
    use super::*;
    use proptest::prelude::*;

    fn p(s: &str) -> PlayerId {
        PlayerId::new(s)
    }

    fn field(n: usize) -> Vec<Entrant> {
        (0..n)
            .map(|i| Entrant::new(format!("p{i}"), 1500.0 - i as f64))
            .collect()
    }

    #[test]
    fn a_small_round_robin_by_hand() {
        // a beats b 2-0, a draws c 1-1, b beats c 1½-½.
        let g = |x: &str, y: &str, r| GameRecord::new(p(x), p(y), r);
        let games = [
            g("a", "b", AttackersWin),
            g("b", "a", DefendersWin),
            g("a", "c", Draw),
            g("c", "a", Draw),
            g("b", "c", AttackersWin),
            g("c", "b", Draw),
        ];
        let players = vec![
            Entrant::new("a", 1500.0),
            Entrant::new("b", 1500.0),
            Entrant::new("c", 1500.0),
        ];
        let s = compute(&players, &games, &[], MatchKind::TwoGames).unwrap();
        let (a, b, c) = (
            s.get(&p("a")).unwrap(),
            s.get(&p("b")).unwrap(),
            s.get(&p("c")).unwrap(),
        );
        assert_eq!((a.points, b.points, c.points), (3.0, 1.5, 1.5));
        // a's opponents: b twice, c twice.
        assert_eq!(a.buchholz, 1.5 * 2.0 + 1.5 * 2.0);
        // b: beat c once (1 x 1.5), drew c once (0.5 x 1.5), lost twice to a.
        assert_eq!(b.sonneborn_berger, 1.5 + 0.75);
        // c: drew a twice (0.5 x 3 each), drew b once (0.5 x 1.5).
        assert_eq!(c.sonneborn_berger, 1.5 + 1.5 + 0.75);
        assert_eq!(s.rows[0].player, p("a"));
        assert_eq!(
            s.rows[1].player,
            p("c"),
            "c's Buchholz (3+3+1.5+1.5) beats b's"
        );
        assert_eq!(
            s.rows.iter().map(|r| r.rank).collect::<Vec<_>>(),
            vec![1, 2, 3]
        );
    }

    #[test]
    fn a_bye_is_worth_a_won_pairing() {
        let players = field(3);
        let s = compute(&players, &[], &[p("p2")], MatchKind::TwoGames).unwrap();
        assert_eq!(s.get(&p("p2")).unwrap().points, 2.0);
        assert_eq!(s.get(&p("p2")).unwrap().games, 0);
        let s = compute(&players, &[], &[p("p2")], MatchKind::Single).unwrap();
        assert_eq!(s.get(&p("p2")).unwrap().points, 1.0);
    }

    #[test]
    fn bad_input_is_an_error() {
        let players = field(2);
        let bad = GameRecord::new(p("p0"), p("zz"), Draw);
        assert_eq!(
            compute(&players, &[bad], &[], MatchKind::Single),
            Err(TournamentError::UnknownPlayer(p("zz")))
        );
        let selfish = GameRecord::new(p("p0"), p("p0"), Draw);
        assert_eq!(
            compute(&players, &[selfish], &[], MatchKind::Single),
            Err(TournamentError::SelfPairing(p("p0")))
        );
        assert_eq!(
            compute(&field(1), &[], &[], MatchKind::Single),
            Err(TournamentError::TooFewPlayers(1))
        );
        assert_eq!(
            compute(&players, &[], &[p("x")], MatchKind::Single),
            Err(TournamentError::UnknownPlayer(p("x")))
        );
    }

    fn result(k: u8) -> GameResult {
        [AttackersWin, DefendersWin, Draw][k as usize % 3]
    }

    proptest! {
        /// The table agrees with a recount from the games, in a
        /// different way (per player, scanning all games), and is sorted.
        #[test]
        fn the_table_is_a_recount_of_the_games(
            n in 2usize..9,
            raw in proptest::collection::vec((0usize..9, 0usize..9, 0u8..3), 0..40),
            byes in proptest::collection::vec(0usize..9, 0..4),
        ) {
            let players = field(n);
            let games: Vec<GameRecord> = raw.iter()
                .filter(|(a, b, _)| a % n != b % n)
                .map(|&(a, b, r)| GameRecord::new(players[a % n].id.clone(), players[b % n].id.clone(), result(r)))
                .collect();
            let byes: Vec<PlayerId> = byes.iter().map(|&b| players[b % n].id.clone()).collect();
            let s = compute(&players, &games, &byes, MatchKind::Single).unwrap();
            let total: f64 = s.rows.iter().map(|r| r.points).sum();
            prop_assert_eq!(total, games.len() as f64 + byes.len() as f64);
            let pts = |id: &PlayerId| -> f64 {
                games.iter().filter_map(|g| g.points_of(id)).sum::<f64>()
                    + byes.iter().filter(|b| *b == id).count() as f64
            };
            for row in &s.rows {
                prop_assert_eq!(row.points, pts(&row.player));
                let mut bh = 0.0;
                let mut sb = 0.0;
                for g in &games {
                    if let Some(mine) = g.points_of(&row.player) {
                        let opp = if g.seat.attackers == row.player { &g.seat.defenders } else { &g.seat.attackers };
                        bh += pts(opp);
                        sb += mine * pts(opp);
                    }
                }
                prop_assert_eq!(row.buchholz, bh);
                prop_assert_eq!(row.sonneborn_berger, sb);
            }
            for w in s.rows.windows(2) {
                prop_assert_eq!(table_order(&w[0], &w[1]), Ordering::Less);
            }
        }
    }
}
