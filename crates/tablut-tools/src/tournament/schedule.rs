//! The order of a round robin's games: rounds by the circle method, so
//! that within a round every player plays at most once, and each cycle of
//! rounds with the colours swapped.

/// One game of the schedule.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// 1-based game number, the order games start in.
    pub number: usize,
    /// The index of the player with White (the defenders, the king's side).
    pub white: usize,
    /// The index of the player with Black (the attackers).
    pub black: usize,
}

/// The rounds of a single round robin among `players`: each round a list
/// of pairs `(i, j)`, `i < j`, every pair exactly once over all rounds.
fn rounds(players: usize) -> Vec<Vec<(usize, usize)>> {
    // With an odd number, a bye (the index `players`) makes it even.
    let n = players + players % 2;
    if n < 2 {
        return Vec::new();
    }
    // The circle method: the first seat stays, the others turn.
    let mut seats: Vec<usize> = (0..n).collect();
    let mut all = Vec::with_capacity(n - 1);
    for _ in 0..n - 1 {
        let round: Vec<(usize, usize)> = (0..n / 2)
            .map(|k| (seats[k], seats[n - 1 - k]))
            .filter(|&(a, b)| a < players && b < players)
            .map(|(a, b)| (a.min(b), a.max(b)))
            .collect();
        all.push(round);
        seats[1..].rotate_right(1);
    }
    all
}

/// Every game of a round robin among `players` in which each pair plays
/// `per_pair` games: cycle after cycle of all the rounds, the colours of
/// each pair swapped from one cycle to the next (so with an even
/// `per_pair` every pair plays as many games with each colour).
///
/// ```
/// use tablut_tools::tournament::round_robin;
///
/// let games = round_robin(3, 2);
/// assert_eq!(games.len(), 6);
/// // Each pair once with each colour.
/// for g in &games {
///     assert!(games.iter().any(|h| h.white == g.black && h.black == g.white));
/// }
/// ```
pub fn round_robin(players: usize, per_pair: usize) -> Vec<Pairing> {
    let rounds = rounds(players);
    let mut games = Vec::new();
    for cycle in 0..per_pair {
        for round in &rounds {
            for &(a, b) in round {
                // Within a cycle the colours alternate with the pair, so
                // that each player has White about as often as Black.
                let first_white = ((a + b) % 2 == 0) == (cycle % 2 == 0);
                let (white, black) = if first_white { (a, b) } else { (b, a) };
                games.push(Pairing {
                    number: games.len() + 1,
                    white,
                    black,
                });
            }
        }
    }
    games
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pair_meets_once_a_cycle_with_colours_swapped() {
        for players in 2..=9 {
            let games = round_robin(players, 2);
            assert_eq!(games.len(), players * (players - 1), "{players}");
            for a in 0..players {
                for b in 0..players {
                    let n = games
                        .iter()
                        .filter(|g| g.white == a && g.black == b)
                        .count();
                    assert_eq!(n, usize::from(a != b), "{players}: {a} {b}");
                }
            }
            for (i, g) in games.iter().enumerate() {
                assert_eq!(g.number, i + 1);
            }
        }
    }

    #[test]
    fn nobody_plays_twice_in_a_round() {
        for players in 2..=10 {
            for round in rounds(players) {
                let mut seen: Vec<usize> = round.iter().flat_map(|&(a, b)| [a, b]).collect();
                let len = seen.len();
                seen.sort_unstable();
                seen.dedup();
                assert_eq!(seen.len(), len);
                assert_eq!(len, players - players % 2);
            }
        }
    }

    #[test]
    fn colours_are_balanced_within_a_cycle() {
        let games = round_robin(6, 1);
        for p in 0..6 {
            let white = games.iter().filter(|g| g.white == p).count();
            assert!(
                (2..=3).contains(&white),
                "player {p}: {white} of 5 with White"
            );
        }
        assert!(round_robin(1, 2).is_empty());
        assert!(round_robin(4, 0).is_empty());
    }
}
