//! The formats, and what one pairing plays: a single game or a tafl match
//! of two games with the sides swapped.

use tablut_core::{Outcome, Side};

use super::{PlayerId, TournamentError};

/// A tournament's format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Lichess-style arena: for `minutes`, whoever finishes a game is
    /// paired again at once ([`super::arena`]).
    Arena {
        /// How long the arena runs.
        minutes: u32,
    },
    /// A fixed number of Swiss rounds ([`super::swiss`]).
    Swiss {
        /// Rounds to play.
        rounds: u32,
    },
    /// Everyone meets everyone, once or twice ([`super::round_robin`]).
    RoundRobin {
        /// Twice, the second cycle with the sides of the first swapped.
        double: bool,
    },
    /// Round-robin groups of about `group_size`, whose winners go into a
    /// knockout bracket, as hnefatafl.org runs them ([`super::knockout`]).
    GroupsThenKnockout {
        /// Players per group (the last groups may have one fewer).
        group_size: usize,
    },
}

impl Format {
    /// What a pairing plays unless the creator says otherwise: tafl's
    /// two-game match wherever a pairing is a scheduled round (Swiss,
    /// round robin, groups and knockout), since one game would hand
    /// whoever drew the stronger side an edge; one game in an arena, where
    /// players are paired again at once and sides are balanced over many
    /// games instead.
    pub fn default_match(self) -> MatchKind {
        match self {
            Format::Arena { .. } => MatchKind::Single,
            Format::Swiss { .. }
            | Format::RoundRobin { .. }
            | Format::GroupsThenKnockout { .. } => MatchKind::TwoGames,
        }
    }

    /// Checks the format's own parameters (not the field).
    pub fn validate(self) -> Result<(), TournamentError> {
        match self {
            Format::Arena { minutes: 0 } => {
                Err(TournamentError::InvalidFormat("an arena of 0 minutes"))
            }
            Format::Swiss { rounds: 0 } => {
                Err(TournamentError::InvalidFormat("a Swiss of 0 rounds"))
            }
            Format::GroupsThenKnockout { group_size } if group_size < 2 => Err(
                TournamentError::InvalidFormat("groups of fewer than 2 players"),
            ),
            _ => Ok(()),
        }
    }
}

/// How many games one pairing plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatchKind {
    /// One game; the pairing rules balance the sides over the rounds.
    Single,
    /// A tafl match: two games, each player attacking once.
    TwoGames,
}

impl MatchKind {
    /// Games per pairing.
    pub fn games(self) -> usize {
        match self {
            MatchKind::Single => 1,
            MatchKind::TwoGames => 2,
        }
    }
}

/// Two players paired together for a round. `first` plays the attackers
/// in the pairing's first game; in a two-game match the second game swaps
/// the sides.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pairing {
    /// Attacks in the first game.
    pub first: PlayerId,
    /// Defends in the first game.
    pub second: PlayerId,
}

/// Who plays which side in one game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Seat {
    /// The attacking player.
    pub attackers: PlayerId,
    /// The defending player.
    pub defenders: PlayerId,
}

impl Pairing {
    /// A pairing; `first` attacks first.
    pub fn new(first: PlayerId, second: PlayerId) -> Pairing {
        Pairing { first, second }
    }

    /// The games this pairing plays, in order: one, or two with the sides
    /// swapped.
    pub fn games(&self, kind: MatchKind) -> Vec<Seat> {
        let one = Seat {
            attackers: self.first.clone(),
            defenders: self.second.clone(),
        };
        match kind {
            MatchKind::Single => vec![one],
            MatchKind::TwoGames => {
                let two = Seat {
                    attackers: self.second.clone(),
                    defenders: self.first.clone(),
                };
                vec![one, two]
            }
        }
    }

    /// Whether `player` is in this pairing.
    pub fn has(&self, player: &PlayerId) -> bool {
        &self.first == player || &self.second == player
    }

    /// The side `player` takes in the pairing's first game.
    pub fn side_of(&self, player: &PlayerId) -> Option<Side> {
        if &self.first == player {
            Some(Side::Attackers)
        } else if &self.second == player {
            Some(Side::Defenders)
        } else {
            None
        }
    }
}

/// One round's pairings: the boards in order (the highest-placed pairing
/// first), and who has the bye, if anyone.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RoundPairings {
    /// The boards.
    pub pairings: Vec<Pairing>,
    /// Who sits out this round with a bye (scored as described in
    /// [`super::standings`]).
    pub bye: Option<PlayerId>,
}

impl RoundPairings {
    /// Every game the round plays.
    pub fn games(&self, kind: MatchKind) -> Vec<Seat> {
        self.pairings.iter().flat_map(|p| p.games(kind)).collect()
    }
}

/// How one game ended, by side; the players are found from its [`Seat`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// The attackers won.
    AttackersWin,
    /// The defenders won.
    DefendersWin,
    /// Nobody won.
    Draw,
}

impl GameResult {
    /// The result of a finished game; `None` while it goes on.
    pub fn from_outcome(outcome: Outcome) -> Option<GameResult> {
        match outcome {
            Outcome::Ongoing => None,
            Outcome::Win { winner, .. } => Some(GameResult::win(winner)),
            Outcome::Draw(_) => Some(GameResult::Draw),
        }
    }

    /// A win for `side`.
    pub fn win(side: Side) -> GameResult {
        match side {
            Side::Attackers => GameResult::AttackersWin,
            Side::Defenders => GameResult::DefendersWin,
        }
    }

    /// The points `side` scores: 1 for a win, ½ for a draw, 0 for a loss.
    pub fn points(self, side: Side) -> f64 {
        match (self, side) {
            (GameResult::Draw, _) => 0.5,
            (GameResult::AttackersWin, Side::Attackers)
            | (GameResult::DefendersWin, Side::Defenders) => 1.0,
            _ => 0.0,
        }
    }
}

/// A finished game of a tournament.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameRecord {
    /// Who played what.
    pub seat: Seat,
    /// How it ended.
    pub result: GameResult,
    /// Its length in plies (moves of either side), when known: the World
    /// Tafl Federation's last tie-break is the shortest win.
    pub plies: Option<u32>,
}

impl GameRecord {
    /// A finished game.
    pub fn new(attackers: PlayerId, defenders: PlayerId, result: GameResult) -> GameRecord {
        GameRecord {
            seat: Seat {
                attackers,
                defenders,
            },
            result,
            plies: None,
        }
    }

    /// The same game, with its length in plies.
    pub fn with_plies(mut self, plies: u32) -> GameRecord {
        self.plies = Some(plies);
        self
    }

    /// The points `player` scored in this game, if they played it.
    pub fn points_of(&self, player: &PlayerId) -> Option<f64> {
        if &self.seat.attackers == player {
            Some(self.result.points(Side::Attackers))
        } else if &self.seat.defenders == player {
            Some(self.result.points(Side::Defenders))
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> PlayerId {
        PlayerId::new(s)
    }

    #[test]
    fn a_match_swaps_the_sides() {
        let games = Pairing::new(p("a"), p("b")).games(MatchKind::TwoGames);
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].attackers, games[1].defenders);
        assert_eq!(games[0].defenders, games[1].attackers);
        assert_eq!(games[0].attackers, p("a"));
        assert_eq!(
            Pairing::new(p("a"), p("b")).games(MatchKind::Single).len(),
            1
        );
    }

    #[test]
    fn results_map_to_the_players_by_side() {
        let g = GameRecord::new(p("a"), p("b"), GameResult::DefendersWin);
        assert_eq!(g.points_of(&p("a")), Some(0.0));
        assert_eq!(g.points_of(&p("b")), Some(1.0));
        assert_eq!(g.points_of(&p("c")), None);
        let d = GameRecord::new(p("a"), p("b"), GameResult::Draw);
        assert_eq!(d.points_of(&p("a")), Some(0.5));
    }

    #[test]
    fn defaults_and_validation() {
        assert_eq!(
            Format::Swiss { rounds: 5 }.default_match(),
            MatchKind::TwoGames
        );
        assert_eq!(
            Format::RoundRobin { double: false }.default_match(),
            MatchKind::TwoGames
        );
        assert_eq!(
            Format::Arena { minutes: 60 }.default_match(),
            MatchKind::Single
        );
        assert!(Format::Swiss { rounds: 0 }.validate().is_err());
        assert!(Format::Arena { minutes: 0 }.validate().is_err());
        assert!(Format::GroupsThenKnockout { group_size: 1 }
            .validate()
            .is_err());
        assert!(Format::GroupsThenKnockout { group_size: 4 }
            .validate()
            .is_ok());
    }
}
