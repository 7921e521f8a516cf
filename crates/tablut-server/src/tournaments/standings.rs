//! Points, tie-breaks and the ordered table, recomputed from the games.
//!
//! # Scoring (Swiss, round robin, groups, knockout)
//!
//! Points are **game points**: 1 for each game won, ½ for each game drawn,
//! 0 for a loss, whether a pairing is one game or a two-game match. A tafl
//! match is thus worth 2 points, shared 2–0, 1½–½ or 1–1. This is the World
//! Tafl Federation's rule for its championships ("Points are 1 for won, 0
//! for lost and 0.5 for a draw", counted per game; the championship pages
//! at aagenielsen.dk, e.g. `wtfturnering2020.php`).
//!
//! A **bye** scores what winning the whole pairing would have: 1 point
//! with single games, 2 with two-game matches (the FIDE rule for a
//! pairing-allocated bye, C.04.1.c). It counts as no game, no opponent
//! and no win.
//!
//! # Tie-breaks
//!
//! All are computed per game, so an opponent met in a two-game match (or
//! twice in a double round robin) counts twice, and all use the
//! opponents' *final* points:
//!
//! - **Buchholz**: the sum of the points of the opponent of every game
//!   played.
//! - **Sonneborn–Berger**: the sum, over every game played, of the
//!   player's points in that game times the opponent's points (a win
//!   counts the opponent's points in full, a draw half).
//! - **Direct encounter**: the points scored in the games between the
//!   players level on points (whatever games among them exist; FIDE's
//!   version applies it only when they all met).
//! - **Shortest win**: fewer plies in the player's shortest won game is
//!   better; games of unknown length, and players with no win, come last.
//!   This is the World Tafl Federation's last tie-break ("the player who
//!   wins with the shortest game length"), after direct comparison and
//!   Sonneborn–Berger.
//!
//! A bye adds nothing to any of them (FIDE's tie-break regulations, C.07,
//! give unplayed rounds a value instead; not done here).
//!
//! # Order
//!
//! Points, then the tie-breaks in the order given ([`TieBreak::SWISS`]:
//! Buchholz, Sonneborn–Berger, games won; [`TieBreak::TAFL`], the World Tafl
//! Federation's order for round robins and groups: direct encounter,
//! Sonneborn–Berger, shortest win), then the seeding rating (descending),
//! then the player id: a total order, so every server shows the same
//! table. [`compute`] uses [`TieBreak::SWISS`].

use std::cmp::Ordering;
use std::collections::HashMap;

use super::format::{GameRecord, MatchKind};
use super::{check_field, Entrant, PlayerId, Roster, TournamentError};

/// The points a bye is worth (see the module docs).
pub fn bye_points(kind: MatchKind) -> f64 {
    kind.games() as f64
}

/// One way of separating players level on points (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TieBreak {
    /// Sum of the opponents' points, per game.
    Buchholz,
    /// Sum of own points times the opponent's points, per game.
    SonnebornBerger,
    /// Points in the games among the players level on points.
    DirectEncounter,
    /// The shortest won game, in plies.
    ShortestWin,
    /// Games won.
    Wins,
}

impl TieBreak {
    /// How `format`'s table breaks ties on points: Buchholz first for a
    /// Swiss (opponents differ, so their strength matters), the World Tafl
    /// Federation's order for round robins and groups, where everyone met
    /// the same opponents. An arena has its own table
    /// ([`super::arena::standings`]).
    pub fn of(format: super::Format) -> &'static [TieBreak] {
        match format {
            super::Format::Swiss { .. } | super::Format::Arena { .. } => TieBreak::SWISS,
            super::Format::RoundRobin { .. } | super::Format::GroupsThenKnockout { .. } => {
                TieBreak::TAFL
            }
        }
    }

    /// For Swiss tournaments: Buchholz, Sonneborn–Berger, games won.
    pub const SWISS: &'static [TieBreak] = &[
        TieBreak::Buchholz,
        TieBreak::SonnebornBerger,
        TieBreak::Wins,
    ];
    /// The World Tafl Federation's order, for round robins and groups:
    /// direct encounter, Sonneborn–Berger, shortest win.
    pub const TAFL: &'static [TieBreak] = &[
        TieBreak::DirectEncounter,
        TieBreak::SonnebornBerger,
        TieBreak::ShortestWin,
    ];

    /// Compares two lines by this tie-break alone, better first.
    pub fn compare(self, a: &Standing, b: &Standing) -> Ordering {
        match self {
            TieBreak::Buchholz => b.buchholz.total_cmp(&a.buchholz),
            TieBreak::SonnebornBerger => b.sonneborn_berger.total_cmp(&a.sonneborn_berger),
            TieBreak::DirectEncounter => b.direct.total_cmp(&a.direct),
            TieBreak::ShortestWin => match (a.shortest_win, b.shortest_win) {
                (Some(x), Some(y)) => x.cmp(&y),
                (Some(_), None) => Ordering::Less,
                (None, Some(_)) => Ordering::Greater,
                (None, None) => Ordering::Equal,
            },
            TieBreak::Wins => b.wins.cmp(&a.wins),
        }
    }
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
    /// Points in games against the players level on points.
    pub direct: f64,
    /// Plies of the shortest won game of known length.
    pub shortest_win: Option<u32>,
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

/// The order of the table with these tie-breaks (see the module docs).
pub fn table_order(a: &Standing, b: &Standing, tie_breaks: &[TieBreak]) -> Ordering {
    tie_breaks
        .iter()
        .fold(b.points.total_cmp(&a.points), |o, t| {
            o.then_with(|| t.compare(a, b))
        })
        .then_with(|| b.rating.total_cmp(&a.rating))
        .then_with(|| a.player.cmp(&b.player))
}

/// Computes the table from the finished games and the byes given, with
/// the Swiss tie-breaks.
pub fn compute(
    players: &[Entrant],
    games: &[GameRecord],
    byes: &[PlayerId],
    kind: MatchKind,
) -> Result<Standings, TournamentError> {
    compute_with(players, games, byes, kind, TieBreak::SWISS)
}

/// Computes the table from the finished games and the byes given, ordered
/// by `tie_breaks` after points.
pub fn compute_with(
    players: &[Entrant],
    games: &[GameRecord],
    byes: &[PlayerId],
    kind: MatchKind,
    tie_breaks: &[TieBreak],
) -> Result<Standings, TournamentError> {
    check_field(players)?;
    let roster = Roster::new(players);
    let mut rows: Vec<Standing> = players
        .iter()
        .map(|p| Standing {
            player: p.id.clone(),
            rank: 0,
            points: 0.0,
            buchholz: 0.0,
            sonneborn_berger: 0.0,
            direct: 0.0,
            shortest_win: None,
            wins: 0,
            games: 0,
            byes: 0,
            rating: p.rating,
        })
        .collect();
    // (player, opponent, player's points in the game)
    let mut played = Vec::with_capacity(games.len() * 2);
    for g in games {
        let a = roster.find(&g.seat.attackers)?;
        let d = roster.find(&g.seat.defenders)?;
        if a == d {
            return Err(TournamentError::SelfPairing(g.seat.attackers.clone()));
        }
        for (me, them, side) in [
            (a, d, tablut_core::Side::Attackers),
            (d, a, tablut_core::Side::Defenders),
        ] {
            let pts = g.result.points(side);
            let row = &mut rows[me];
            row.points += pts;
            row.games += 1;
            if pts == 1.0 {
                row.wins += 1;
                if let Some(n) = g.plies {
                    row.shortest_win = Some(row.shortest_win.map_or(n, |s| s.min(n)));
                }
            }
            played.push((me, them, pts));
        }
    }
    for b in byes {
        let i = roster.find(b)?;
        rows[i].points += bye_points(kind);
        rows[i].byes += 1;
    }
    let points: Vec<f64> = rows.iter().map(|r| r.points).collect();
    for (me, them, pts) in played {
        rows[me].buchholz += points[them];
        rows[me].sonneborn_berger += pts * points[them];
        if points[me] == points[them] {
            rows[me].direct += pts;
        }
    }
    rows.sort_by(|a, b| table_order(a, b, tie_breaks));
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
    fn the_tafl_order_uses_direct_encounter_then_shortest_win() {
        let g = |x: &str, y: &str, r| GameRecord::new(p(x), p(y), r);
        let players = vec![
            Entrant::new("a", 1000.0),
            Entrant::new("b", 2000.0),
            Entrant::new("c", 1500.0),
        ];
        let games = [
            g("a", "b", AttackersWin).with_plies(80),
            g("b", "c", AttackersWin).with_plies(30),
            g("c", "a", Draw),
            g("a", "c", Draw),
        ];
        let s = compute_with(&players, &games, &[], MatchKind::Single, TieBreak::TAFL).unwrap();
        // a 2 points, b 1, c 1: b and c level, and b beat c.
        assert_eq!(s.rows[0].player, p("a"));
        assert_eq!(s.rows[1].player, p("b"));
        assert_eq!(s.get(&p("b")).unwrap().direct, 1.0);
        assert_eq!(s.get(&p("a")).unwrap().shortest_win, Some(80));
        // Level on points and direct encounter (a draw): the shorter win.
        let games = [
            g("a", "c", AttackersWin).with_plies(50),
            g("b", "c", AttackersWin).with_plies(20),
            g("a", "b", Draw),
        ];
        let s = compute_with(&players, &games, &[], MatchKind::Single, TieBreak::TAFL).unwrap();
        assert_eq!(s.rows[0].player, p("b"));
        assert_eq!(s.rows[1].player, p("a"));
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
            raw in proptest::collection::vec((0usize..9, 0usize..9, 0u8..3, proptest::option::of(1u32..200)), 0..40),
            byes in proptest::collection::vec(0usize..9, 0..4),
            tafl in any::<bool>(),
        ) {
            let players = field(n);
            let games: Vec<GameRecord> = raw.iter()
                .filter(|(a, b, _, _)| a % n != b % n)
                .map(|&(a, b, r, plies)| {
                    let g = GameRecord::new(players[a % n].id.clone(), players[b % n].id.clone(), result(r));
                    match plies {
                        Some(p) => g.with_plies(p),
                        None => g,
                    }
                })
                .collect();
            let byes: Vec<PlayerId> = byes.iter().map(|&b| players[b % n].id.clone()).collect();
            let order = if tafl { TieBreak::TAFL } else { TieBreak::SWISS };
            let s = compute_with(&players, &games, &byes, MatchKind::Single, order).unwrap();
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
                let mut direct = 0.0;
                let mut shortest: Option<u32> = None;
                for g in &games {
                    if let Some(mine) = g.points_of(&row.player) {
                        let opp = if g.seat.attackers == row.player { &g.seat.defenders } else { &g.seat.attackers };
                        bh += pts(opp);
                        sb += mine * pts(opp);
                        if pts(opp) == row.points {
                            direct += mine;
                        }
                        if mine == 1.0 {
                            if let Some(p) = g.plies {
                                shortest = Some(shortest.unwrap_or(u32::MAX).min(p));
                            }
                        }
                    }
                }
                prop_assert_eq!(row.buchholz, bh);
                prop_assert_eq!(row.sonneborn_berger, sb);
                prop_assert_eq!(row.direct, direct);
                prop_assert_eq!(row.shortest_win, shortest);
            }
            for w in s.rows.windows(2) {
                prop_assert!(w[0].points >= w[1].points);
                prop_assert_eq!(table_order(&w[0], &w[1], order), Ordering::Less);
            }
        }
    }
}
