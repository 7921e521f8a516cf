//! Round robin by the Berger tables (the circle method), as FIDE publishes
//! them (C.05 annex 1): everyone meets everyone once per cycle.
//!
//! Players take seats 1..N by seeding (rating, highest first). With an odd
//! field, seat N is a bye seat: whoever is drawn against it sits the round
//! out. Seat N stays fixed while the others turn round it; in round *r*
//! (from 0) seat N meets seat *r*, and seats *r* + *i* and *r* - *i* (mod
//! N - 1) meet on board *i*.
//!
//! **Sides** (the player listed first attacks in the first game): on
//! board *i* ≥ 1 the *r* + *i* seat goes first when *i* is odd; the fixed
//! seat goes first in even rounds. Each player then alternates sides from
//! round to round, except once per cycle, around their game against the
//! fixed seat (the Berger tables' property), so over a cycle no one's
//! attacking and defending games differ by more than two. A **double**
//! round robin plays the cycle twice, the second time with every
//! pairing's sides swapped, so each pair meets once on each side and
//! everyone attacks exactly as often as they defend. With two-game
//! matches each pairing plays both sides anyway.

use super::format::{Pairing, RoundPairings};
use super::{check_field, Entrant, TournamentError};

/// Every round of a round robin among `players`, in order: N - 1 rounds
/// for N seats (a bye seat added to an odd field), twice that when
/// `double`.
pub fn schedule(players: &[Entrant], double: bool) -> Result<Vec<RoundPairings>, TournamentError> {
    check_field(players)?;
    let mut seeded: Vec<&Entrant> = players.iter().collect();
    seeded.sort_by(|a, b| super::seed_order(a, b));
    // Seat n - 1 is the fixed one; with an odd field it is the bye.
    let n = seeded.len() + seeded.len() % 2;
    let seat = |s: usize| seeded.get(s).map(|e| e.id.clone());
    let turning = n - 1;
    let mut rounds = Vec::with_capacity(turning * if double { 2 } else { 1 });
    for r in 0..turning {
        let mut round = RoundPairings::default();
        for i in 0..n / 2 {
            let (first, second) = if i == 0 {
                let (fixed, other) = (n - 1, r);
                if r % 2 == 0 {
                    (fixed, other)
                } else {
                    (other, fixed)
                }
            } else {
                let (a, b) = ((r + i) % turning, (r + turning - i) % turning);
                if i % 2 == 1 {
                    (a, b)
                } else {
                    (b, a)
                }
            };
            match (seat(first), seat(second)) {
                (Some(f), Some(s)) => round.pairings.push(Pairing::new(f, s)),
                (Some(p), None) | (None, Some(p)) => round.bye = Some(p),
                (None, None) => unreachable!("only one bye seat"),
            }
        }
        rounds.push(round);
    }
    if double {
        let swapped: Vec<RoundPairings> = rounds
            .iter()
            .map(|r| RoundPairings {
                pairings: r
                    .pairings
                    .iter()
                    .map(|p| Pairing::new(p.second.clone(), p.first.clone()))
                    .collect(),
                bye: r.bye.clone(),
            })
            .collect();
        rounds.extend(swapped);
    }
    Ok(rounds)
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::super::PlayerId;
    use super::*;
    use proptest::prelude::*;

    fn field(n: usize) -> Vec<Entrant> {
        (0..n)
            .map(|i| Entrant::new(format!("p{i:02}"), 2000.0 - i as f64))
            .collect()
    }

    #[test]
    fn four_players_three_rounds() {
        let rounds = schedule(&field(4), false).unwrap();
        assert_eq!(rounds.len(), 3);
        assert!(rounds
            .iter()
            .all(|r| r.pairings.len() == 2 && r.bye.is_none()));
        assert_eq!(schedule(&field(4), true).unwrap().len(), 6);
    }

    #[test]
    fn too_few_players() {
        assert_eq!(
            schedule(&field(1), false),
            Err(TournamentError::TooFewPlayers(1))
        );
        assert_eq!(
            schedule(&field(0), true),
            Err(TournamentError::TooFewPlayers(0))
        );
    }

    proptest! {
        #[test]
        fn everyone_meets_everyone(n in 2usize..21, double in any::<bool>()) {
            let players = field(n);
            let rounds = schedule(&players, double).unwrap();
            let cycle = n - 1 + n % 2;
            prop_assert_eq!(rounds.len(), cycle * if double { 2 } else { 1 });
            // (first, second) -> times met in that order.
            let mut met: HashMap<(PlayerId, PlayerId), usize> = HashMap::new();
            let mut byes: HashMap<PlayerId, usize> = HashMap::new();
            let mut sides: HashMap<PlayerId, Vec<bool>> = HashMap::new();
            for r in &rounds {
                let mut seen: Vec<&PlayerId> = Vec::new();
                for p in &r.pairings {
                    prop_assert_ne!(&p.first, &p.second);
                    seen.push(&p.first);
                    seen.push(&p.second);
                    *met.entry((p.first.clone(), p.second.clone())).or_default() += 1;
                    sides.entry(p.first.clone()).or_default().push(true);
                    sides.entry(p.second.clone()).or_default().push(false);
                }
                if let Some(b) = &r.bye {
                    seen.push(b);
                    *byes.entry(b.clone()).or_default() += 1;
                }
                seen.sort();
                let before = seen.len();
                seen.dedup();
                prop_assert_eq!(before, seen.len(), "someone plays twice in a round");
                prop_assert_eq!(seen.len(), n, "someone is missing from a round");
            }
            for a in &players {
                prop_assert_eq!(byes.get(&a.id).copied().unwrap_or(0), if n % 2 == 1 { if double { 2 } else { 1 } } else { 0 });
                for b in &players {
                    if a.id < b.id {
                        let ab = met.get(&(a.id.clone(), b.id.clone())).copied().unwrap_or(0);
                        let ba = met.get(&(b.id.clone(), a.id.clone())).copied().unwrap_or(0);
                        if double {
                            prop_assert_eq!((ab, ba), (1, 1), "{} {}", a.id, b.id);
                        } else {
                            prop_assert_eq!(ab + ba, 1, "{} {}", a.id, b.id);
                        }
                    }
                }
                let s = &sides[&a.id];
                let first = s.iter().filter(|&&f| f).count() as i64;
                let balance = 2 * first - s.len() as i64;
                if double {
                    prop_assert_eq!(balance, 0);
                } else {
                    prop_assert!(balance.abs() <= 2, "{} balance {}", a.id, balance);
                }
                // Alternating, but for one repeat per cycle.
                let repeats = s[..s.len().min(cycle)].windows(2).filter(|w| w[0] == w[1]).count();
                prop_assert!(repeats <= 1, "{} sides {:?}", a.id, s);
            }
        }
    }
}
