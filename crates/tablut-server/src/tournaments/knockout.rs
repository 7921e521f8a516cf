//! Groups then knockout, as hnefatafl.org runs its tournaments: round-robin
//! groups (each played with [`super::round_robin`]), whose best players go
//! into a single-elimination bracket.
//!
//! - **Groups**: ⌈N / size⌉ groups (fewer if a group would have one
//!   player), filled by seeding in snake order (1 2 3 3 2 1 1 2 …), so the
//!   groups are of even strength and sizes differ by at most one (the
//!   first groups are the larger).
//! - **Qualifiers**: the first `per_group` of each group's standings
//!   ([`super::standings`], normally with [`super::TieBreak::TAFL`]); seeded all group winners first (in group
//!   order), then all runners-up (in reverse group order), and so on, so
//!   two players of one group do not meet in the bracket's first round.
//! - **Bracket**: the standard seeded bracket (1 v 8, 4 v 5, 2 v 7, 3 v 6
//!   for eight), padded to a power of two with byes for the top seeds; the
//!   two top seeds can only meet in the final. The higher seed attacks
//!   first.
//! - **A tie's winner**: more game points over the tie's games. A level
//!   two-game match (1–1) has no winner: the tie is played again (another
//!   match), as the World Tafl Federation's finals are replayed "until
//!   one wins". (Its shortest-win tie-break orders a group's table, see
//!   [`super::TieBreak::ShortestWin`]; a knockout tie is decided on the
//!   board.)

use super::format::{GameRecord, Pairing};
use super::standings::Standings;
use super::{check_field, Entrant, PlayerId, TournamentError};

/// Splits the field into groups (see the module docs).
pub fn groups(
    players: &[Entrant],
    group_size: usize,
) -> Result<Vec<Vec<Entrant>>, TournamentError> {
    check_field(players)?;
    if group_size < 2 {
        return Err(TournamentError::InvalidFormat(
            "groups of fewer than 2 players",
        ));
    }
    let mut seeded: Vec<&Entrant> = players.iter().collect();
    seeded.sort_by(|a, b| super::seed_order(a, b));
    let n = seeded.len();
    let count = n.div_ceil(group_size).min(n / 2).max(1);
    let mut out = vec![Vec::new(); count];
    for (i, e) in seeded.into_iter().enumerate() {
        let lap = i / count;
        let pos = i % count;
        let g = if lap % 2 == 0 { pos } else { count - 1 - pos };
        out[g].push(e.clone());
    }
    // A last, partial lap run backwards leaves the extra players at the
    // end; larger groups first keeps "the last groups may have one fewer".
    out.sort_by_key(|g| std::cmp::Reverse(g.len()));
    Ok(out)
}

/// The bracket's seeds from the groups' final standings (see the module
/// docs).
pub fn qualifiers(
    groups: &[Standings],
    per_group: usize,
) -> Result<Vec<PlayerId>, TournamentError> {
    if per_group == 0 {
        return Err(TournamentError::InvalidFormat("no qualifiers per group"));
    }
    let mut out = Vec::new();
    for place in 0..per_group {
        let order: Vec<&Standings> = if place % 2 == 0 {
            groups.iter().collect()
        } else {
            groups.iter().rev().collect()
        };
        out.extend(
            order
                .into_iter()
                .filter_map(|g| g.rows.get(place))
                .map(|r| r.player.clone()),
        );
    }
    if out.len() < 2 {
        return Err(TournamentError::TooFewPlayers(out.len()));
    }
    Ok(out)
}

/// One tie of a knockout round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tie {
    /// Two players play (a match of [`super::MatchKind`]'s games).
    Play(Pairing),
    /// A player goes through without playing (a bye in the first round).
    Through(PlayerId),
}

/// Bracket positions of seeds 1..=size (from 0), in bracket order.
fn seed_positions(size: usize) -> Vec<usize> {
    let mut order = vec![0];
    while order.len() < size {
        let m = order.len() * 2;
        // Each seed s is joined by m - 1 - s: 1 v 4 and 2 v 3 for four.
        order = order.iter().flat_map(|&s| [s, m - 1 - s]).collect();
    }
    order
}

/// The first round of a bracket for `seeds`, best first.
pub fn first_round(seeds: &[PlayerId]) -> Result<Vec<Tie>, TournamentError> {
    check_ids(seeds)?;
    let size = seeds.len().next_power_of_two();
    let order = seed_positions(size);
    Ok(order
        .chunks(2)
        .map(|pair| match (seeds.get(pair[0]), seeds.get(pair[1])) {
            (Some(a), Some(b)) => Tie::Play(Pairing::new(a.clone(), b.clone())),
            (Some(a), None) => Tie::Through(a.clone()),
            // The higher seed of a pair always exists: pair[0] < size / 2.
            (None, _) => unreachable!("a bracket pair without its higher seed"),
        })
        .collect())
}

/// The next round from the previous round's winners, in bracket order
/// (the winner of tie 1 meets the winner of tie 2, and so on). The first
/// named of each pair attacks first. Empty once a champion is left.
pub fn next_round(winners: &[PlayerId]) -> Result<Vec<Tie>, TournamentError> {
    if winners.len() == 1 {
        return Ok(Vec::new());
    }
    check_ids(winners)?;
    if !winners.len().is_power_of_two() {
        return Err(TournamentError::InvalidFormat(
            "a knockout round needs a power of two of winners",
        ));
    }
    Ok(winners
        .chunks(2)
        .map(|p| Tie::Play(Pairing::new(p[0].clone(), p[1].clone())))
        .collect())
}

/// Who won a tie from its finished games: more game points; `None` when
/// level (the tie is replayed).
pub fn tie_winner(
    pairing: &Pairing,
    games: &[GameRecord],
) -> Result<Option<PlayerId>, TournamentError> {
    let (mut a, mut b) = (0.0, 0.0);
    for g in games {
        let (pa, pb) = (g.points_of(&pairing.first), g.points_of(&pairing.second));
        match (pa, pb) {
            (Some(x), Some(y)) => {
                a += x;
                b += y;
            }
            _ => {
                let stranger = [&g.seat.attackers, &g.seat.defenders]
                    .into_iter()
                    .find(|p| !pairing.has(p))
                    .unwrap_or(&g.seat.attackers);
                return Err(TournamentError::UnknownPlayer(stranger.clone()));
            }
        }
    }
    Ok(if a > b {
        Some(pairing.first.clone())
    } else if b > a {
        Some(pairing.second.clone())
    } else {
        None
    })
}

fn check_ids(ids: &[PlayerId]) -> Result<(), TournamentError> {
    if ids.len() < 2 {
        return Err(TournamentError::TooFewPlayers(ids.len()));
    }
    let mut seen = std::collections::HashSet::new();
    for id in ids {
        if !seen.insert(id) {
            return Err(TournamentError::DuplicatePlayer(id.clone()));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::format::GameResult;
    use super::super::{standings, MatchKind, TieBreak};
    use super::*;
    use proptest::prelude::*;

    fn id(i: usize) -> PlayerId {
        PlayerId::new(format!("s{i:02}"))
    }

    fn field(n: usize) -> Vec<Entrant> {
        (0..n)
            .map(|i| Entrant::new(format!("s{i:02}"), 2000.0 - i as f64))
            .collect()
    }

    #[test]
    fn eight_seeds_make_the_standard_bracket() {
        let seeds: Vec<PlayerId> = (0..8).map(id).collect();
        let ties = first_round(&seeds).unwrap();
        let pairs: Vec<(PlayerId, PlayerId)> = ties
            .iter()
            .map(|t| match t {
                Tie::Play(p) => (p.first.clone(), p.second.clone()),
                Tie::Through(_) => panic!("no byes with eight"),
            })
            .collect();
        // Seeds 1-8, 4-5, 2-7, 3-6 (from 1).
        assert_eq!(
            pairs,
            vec![
                (id(0), id(7)),
                (id(3), id(4)),
                (id(1), id(6)),
                (id(2), id(5))
            ]
        );
    }

    #[test]
    fn groups_are_snaked_and_never_of_one() {
        let g = groups(&field(8), 3).unwrap();
        let names: Vec<Vec<PlayerId>> = g
            .iter()
            .map(|g| g.iter().map(|e| e.id.clone()).collect())
            .collect();
        assert_eq!(
            names,
            vec![
                vec![id(0), id(5), id(6)],
                vec![id(1), id(4), id(7)],
                vec![id(2), id(3)]
            ]
        );
        let g = groups(&field(3), 2).unwrap();
        assert_eq!(g.len(), 1);
        assert!(groups(&field(4), 1).is_err());
    }

    #[test]
    fn a_level_match_has_no_winner() {
        let p = Pairing::new(id(0), id(1));
        let games: Vec<GameRecord> = p
            .games(MatchKind::TwoGames)
            .into_iter()
            .map(|s| GameRecord::new(s.attackers, s.defenders, GameResult::AttackersWin))
            .collect();
        assert_eq!(tie_winner(&p, &games), Ok(None));
        assert_eq!(tie_winner(&p, &games[..1]), Ok(Some(id(0))));
        let stray = GameRecord::new(id(0), id(5), GameResult::Draw);
        assert_eq!(
            tie_winner(&p, &[stray]),
            Err(TournamentError::UnknownPlayer(id(5)))
        );
    }

    #[test]
    fn groups_to_champion() {
        let players = field(12);
        let gs = groups(&players, 4).unwrap();
        assert_eq!(gs.len(), 3);
        // Everyone loses to the higher seed.
        let tables: Vec<Standings> = gs
            .iter()
            .map(|g| {
                let rounds = super::super::round_robin::schedule(g, false).unwrap();
                let games: Vec<GameRecord> = rounds
                    .iter()
                    .flat_map(|r| r.games(MatchKind::TwoGames))
                    .map(|s| {
                        let r = if s.attackers < s.defenders {
                            GameResult::AttackersWin
                        } else {
                            GameResult::DefendersWin
                        };
                        GameRecord::new(s.attackers, s.defenders, r)
                    })
                    .collect();
                let byes: Vec<PlayerId> = rounds.iter().filter_map(|r| r.bye.clone()).collect();
                standings::compute_with(g, &games, &byes, MatchKind::TwoGames, TieBreak::TAFL)
                    .unwrap()
            })
            .collect();
        let q = qualifiers(&tables, 2).unwrap();
        assert_eq!(q, vec![id(0), id(1), id(2), id(3), id(4), id(5)]);
        let mut ties = first_round(&q).unwrap();
        loop {
            let winners: Vec<PlayerId> = ties
                .iter()
                .map(|t| match t {
                    Tie::Play(p) => p.first.clone().min(p.second.clone()),
                    Tie::Through(p) => p.clone(),
                })
                .collect();
            ties = next_round(&winners).unwrap();
            if ties.is_empty() {
                assert_eq!(winners, vec![id(0)]);
                break;
            }
        }
    }

    proptest! {
        #[test]
        fn brackets_place_everyone_once(k in 2usize..70) {
            let seeds: Vec<PlayerId> = (0..k).map(id).collect();
            let ties = first_round(&seeds).unwrap();
            let size = k.next_power_of_two();
            prop_assert_eq!(ties.len(), size / 2);
            let mut seen = Vec::new();
            let mut byes = Vec::new();
            for t in &ties {
                match t {
                    Tie::Play(p) => {
                        prop_assert_ne!(&p.first, &p.second);
                        prop_assert!(p.first < p.second, "the higher seed attacks first");
                        seen.push(p.first.clone());
                        seen.push(p.second.clone());
                    }
                    Tie::Through(p) => {
                        byes.push(p.clone());
                        seen.push(p.clone());
                    }
                }
            }
            seen.sort();
            prop_assert_eq!(seen, seeds.clone());
            // Byes go to the top seeds.
            byes.sort();
            prop_assert_eq!(byes, seeds[..size - k].to_vec());
            // Seeds 1 and 2 are in different halves.
            let pos = |s: &PlayerId| ties.iter().position(|t| match t {
                Tie::Play(p) => p.has(s),
                Tie::Through(p) => p == s,
            }).unwrap();
            prop_assert!((pos(&seeds[0]) < size / 4) != (pos(&seeds[1]) < size / 4) || size == 2);
        }

        #[test]
        fn groups_cover_the_field(n in 2usize..60, size in 2usize..9) {
            let gs = groups(&field(n), size).unwrap();
            let mut all: Vec<PlayerId> = gs.iter().flatten().map(|e| e.id.clone()).collect();
            all.sort();
            prop_assert_eq!(all, (0..n).map(id).collect::<Vec<_>>());
            let sizes: Vec<usize> = gs.iter().map(Vec::len).collect();
            prop_assert!(sizes.iter().all(|&s| s >= 2));
            prop_assert!(sizes.iter().max().unwrap() - sizes.iter().min().unwrap() <= 1);
            prop_assert!(sizes.windows(2).all(|w| w[0] >= w[1]));
        }
    }
}
