//! One tournament as the database holds it, read together, and what
//! follows from it alone: each pairing's games and results, the
//! standings, the games being played, and the rows of a new round's
//! games. Every server computes the same from the same rows.

use std::collections::{HashMap, HashSet};

use tablut_core::Clock;

use super::format::{GameRecord, GameResult, MatchKind, Pairing, Seat};
use super::store::{GameOutcome, NewRound, PairingRow, PlayerRow, TournamentRow};
use super::{arena, knockout, round_robin, standings, Entrant, PlayerId, TournamentError};
use crate::secret;
use crate::store::GameRow;
use crate::time::now_ms;
use crate::wire::{Mode, Stage, Status, TournamentKind};

/// What is stored of one tournament, read together.
pub(super) struct Stored {
    pub row: TournamentRow,
    pub players: Vec<PlayerRow>,
    pub pairings: Vec<PairingRow>,
    pub outcomes: HashMap<String, GameOutcome>,
}

/// A groups-then-knockout tournament's groups, fixed by round 1's field.
pub(super) struct Groups {
    /// The groups, each seeded.
    pub groups: Vec<Vec<Entrant>>,
    /// Each group's round-robin schedule.
    pub schedules: Vec<Vec<super::RoundPairings>>,
    /// Rounds of the group stage (the largest group's).
    pub rounds: u32,
}

impl Groups {
    /// The groups of `field` in groups of `size`.
    pub fn of(field: &[Entrant], size: usize) -> Result<Groups, TournamentError> {
        let groups = knockout::groups(field, size)?;
        let schedules = groups
            .iter()
            .map(|g| {
                if g.len() < 2 {
                    Ok(Vec::new())
                } else {
                    round_robin::schedule(g, false)
                }
            })
            .collect::<Result<Vec<_>, _>>()?;
        let rounds = schedules.iter().map(Vec::len).max().unwrap_or(0) as u32;
        Ok(Groups {
            groups,
            schedules,
            rounds,
        })
    }

    /// The group of `player`, from 1.
    pub fn group_of(&self, player: &str) -> Option<u32> {
        self.groups
            .iter()
            .position(|g| g.iter().any(|e| e.id.0 == player))
            .map(|i| i as u32 + 1)
    }
}

/// Points as people write them: `1`, `1.5`.
pub(super) fn points(p: f64) -> String {
    format!("{p}")
}

impl Stored {
    /// Every entrant, withdrawn or not, as the rules see them.
    pub fn entrants(&self) -> Vec<Entrant> {
        self.players
            .iter()
            .map(|p| Entrant::new(p.account_id.clone(), p.rating))
            .collect()
    }

    /// Entrants who have withdrawn.
    pub fn withdrawn(&self) -> HashSet<&str> {
        self.players
            .iter()
            .filter(|p| p.withdrawn)
            .map(|p| p.account_id.as_str())
            .collect()
    }

    /// Entrants still in.
    pub fn present(&self) -> Vec<Entrant> {
        let away = self.withdrawn();
        self.entrants()
            .into_iter()
            .filter(|e| !away.contains(e.id.0.as_str()))
            .collect()
    }

    /// Whether a live two-game match plays its games one after the other
    /// (the second when the first has ended), so that nobody plays two
    /// clocked games at once. By correspondence both are played at once,
    /// as the tafl federations' correspondence events do.
    pub fn sequential(&self) -> bool {
        self.row.kind == MatchKind::TwoGames && !self.row.clock.is_correspondence()
    }

    /// Whether game `id` has ended. A game missing from the store (never
    /// written, or removed) counts as ended without a result, so it
    /// cannot stall the tournament.
    pub fn ended(&self, id: &str) -> bool {
        self.outcomes.get(id).map_or(true, |o| o.ended.is_some())
    }

    /// The games of pairing `p` that exist and have not ended.
    pub fn ongoing(&self, p: &PairingRow) -> Vec<String> {
        p.games()
            .into_iter()
            .filter(|g| self.outcomes.get(g).is_some_and(|o| o.ended.is_none()))
            .collect()
    }

    /// Whether every game of pairing `p` has been played: a live match's
    /// second game not yet started is still to play.
    pub fn pairing_over(&self, p: &PairingRow) -> bool {
        let first_over = p.game1.as_deref().map_or(true, |g| self.ended(g));
        let second_over = match &p.game2 {
            None => true,
            Some(g) if self.sequential() && !self.outcomes.contains_key(g) => false,
            Some(g) => self.ended(g),
        };
        first_over && second_over
    }

    /// The second games of live matches whose first game has ended and
    /// that have not been started.
    pub fn second_games_due(&self) -> Vec<GameRow> {
        if !self.sequential() {
            return Vec::new();
        }
        let now = now_ms();
        self.pairings
            .iter()
            .filter_map(|p| {
                let second = p.second_id.as_ref()?;
                let game2 = p.game2.as_ref()?;
                let first_over = p.game1.as_deref().map_or(true, |g| self.ended(g));
                if !first_over || self.outcomes.contains_key(game2) {
                    return None;
                }
                let pairing = Pairing::new(PlayerId::new(&p.first_id), PlayerId::new(second));
                let seat = pairing.games(MatchKind::TwoGames).pop()?;
                Some(self.game_row(&seat, game2.clone(), now))
            })
            .collect()
    }

    /// A finished game's record, if it has a result (an aborted game has
    /// none and counts for nobody).
    pub fn record(&self, game: &str, seat: &Seat) -> Option<GameRecord> {
        let outcome = self.outcomes.get(game)?;
        let result = match crate::wire::GameResult::of(outcome.ended.as_ref()) {
            crate::wire::GameResult::AttackersWin => GameResult::AttackersWin,
            crate::wire::GameResult::DefendersWin => GameResult::DefendersWin,
            crate::wire::GameResult::Draw => GameResult::Draw,
            _ => return None,
        };
        let record = GameRecord::new(seat.attackers.clone(), seat.defenders.clone(), result);
        Some(match u32::try_from(outcome.ply) {
            Ok(plies) => record.with_plies(plies),
            Err(_) => record,
        })
    }

    /// A stored pairing as the rules see it, with its finished games.
    pub fn played(&self, p: &PairingRow) -> (Option<Pairing>, Vec<GameRecord>) {
        let Some(second) = &p.second_id else {
            return (None, Vec::new());
        };
        let pairing = Pairing::new(PlayerId::new(&p.first_id), PlayerId::new(second));
        let games = pairing
            .games(self.row.kind)
            .iter()
            .zip(p.games())
            .filter_map(|(seat, game)| self.record(&game, seat))
            .collect();
        (Some(pairing), games)
    }

    /// A finished pairing's points, `first-second`.
    pub fn match_result(&self, p: &PairingRow) -> String {
        match self.played(p) {
            (None, _) => format!("{}-0", points(standings::bye_points(self.row.kind))),
            (Some(pairing), games) => {
                let sum =
                    |who: &PlayerId| -> f64 { games.iter().filter_map(|g| g.points_of(who)).sum() };
                format!(
                    "{}-{}",
                    points(sum(&pairing.first)),
                    points(sum(&pairing.second))
                )
            }
        }
    }

    /// The results to write: every board whose games have all ended and
    /// whose result is not written yet.
    pub fn results_due(&self) -> Vec<(u32, u32, String)> {
        self.pairings
            .iter()
            .filter(|p| p.second_id.is_some() && p.result.is_none() && self.pairing_over(p))
            .map(|p| (p.round, p.board, self.match_result(p)))
            .collect()
    }

    /// The players of round 1, on a board or with the bye: a round
    /// robin's field and a groups stage's, the same on every server.
    pub fn first_field(&self) -> Vec<Entrant> {
        let first: HashSet<&str> = self
            .pairings
            .iter()
            .filter(|p| p.round == 1)
            .flat_map(|p| std::iter::once(p.first_id.as_str()).chain(p.second_id.as_deref()))
            .collect();
        self.entrants()
            .into_iter()
            .filter(|e| first.contains(e.id.0.as_str()))
            .collect()
    }

    /// The groups of a groups-then-knockout tournament that has started,
    /// from round 1's field.
    pub fn groups(&self) -> Result<Option<Groups>, TournamentError> {
        if self.row.format != TournamentKind::GroupsKnockout || self.row.current_round == 0 {
            return Ok(None);
        }
        let field = self.first_field();
        Groups::of(&field, self.row.group_size.unwrap_or(4) as usize).map(Some)
    }

    /// Which part of a groups-then-knockout tournament round `round` is.
    pub fn stage(&self, round: u32, groups: Option<&Groups>) -> Option<Stage> {
        let groups = groups?;
        Some(if round <= groups.rounds {
            Stage::Groups
        } else {
            Stage::Knockout
        })
    }

    /// The finished games of the pairings `which` keeps, and their byes.
    pub fn games_and_byes(
        &self,
        which: impl Fn(&PairingRow) -> bool,
    ) -> (Vec<GameRecord>, Vec<PlayerId>) {
        let mut games = Vec::new();
        let mut byes = Vec::new();
        for p in self.pairings.iter().filter(|p| which(p)) {
            match self.played(p) {
                (Some(_), played) => games.extend(played),
                (None, _) => byes.push(PlayerId::new(&p.first_id)),
            }
        }
        (games, byes)
    }

    /// The standings of `field` from the pairings `which` keeps.
    pub fn table(
        &self,
        field: &[Entrant],
        which: impl Fn(&PairingRow) -> bool,
    ) -> Result<standings::Standings, TournamentError> {
        if field.len() < 2 {
            return Ok(standings::Standings::default());
        }
        let (games, byes) = self.games_and_byes(which);
        standings::compute_with(
            field,
            &games,
            &byes,
            self.row.kind,
            standings::TieBreak::of(self.row.rules()),
        )
    }

    /// An arena's finished games, in the order they finished.
    pub fn arena_games(&self) -> Vec<GameRecord> {
        let mut finished: Vec<(i64, &str, GameRecord)> = Vec::new();
        for p in &self.pairings {
            let Some(second) = &p.second_id else { continue };
            let pairing = Pairing::new(PlayerId::new(&p.first_id), PlayerId::new(second));
            for (seat, game) in pairing.games(self.row.kind).iter().zip(p.games()) {
                if let (Some(record), Some(o)) =
                    (self.record(&game, seat), self.outcomes.get(&game))
                {
                    finished.push((o.updated_at, o.id.as_str(), record));
                }
            }
        }
        finished.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.cmp(b.1)));
        finished.into_iter().map(|(_, _, g)| g).collect()
    }

    /// An arena's table.
    pub fn arena_table(&self) -> Result<Vec<arena::ArenaStanding>, TournamentError> {
        let entrants = self.entrants();
        if entrants.len() < 2 {
            return Ok(Vec::new());
        }
        arena::standings(&entrants, &self.arena_games())
    }

    /// Players with a game being played.
    pub fn busy(&self) -> HashSet<&str> {
        self.pairings
            .iter()
            .filter(|p| !self.pairing_over(p))
            .flat_map(|p| std::iter::once(p.first_id.as_str()).chain(p.second_id.as_deref()))
            .collect()
    }

    /// A tournament game for `seat`, with id `id`.
    pub fn game_row(&self, seat: &Seat, id: String, now: i64) -> GameRow {
        let name = |who: &PlayerId| {
            self.players
                .iter()
                .find(|p| p.account_id == who.0)
                .map_or("?", |p| p.name.as_str())
                .to_string()
        };
        // Each seat is its account's; the secrets are thrown away, as the
        // players play from their accounts.
        let mut game = GameRow {
            attackers_name: name(&seat.attackers),
            attackers_hash: Some(secret::hash(&secret::new_secret())),
            attackers_account: Some(seat.attackers.0.clone()),
            defenders_name: name(&seat.defenders),
            defenders_hash: Some(secret::hash(&secret::new_secret())),
            defenders_account: Some(seat.defenders.0.clone()),
            clock: Some(Clock::new(self.row.clock)),
            rated: self.row.rated,
            tournament_id: Some(self.row.id.clone()),
            ..GameRow::fresh(self.row.variant, Mode::Friend, Status::Active, now)
        };
        game.id = id;
        game.deadline = game.first_move_deadline(now);
        game
    }

    /// The new round's pairing rows and the games to start now: the
    /// boards `pairings` in order (`boards` gives each its number, or
    /// they are numbered from 1), then the byes, each scored at once;
    /// `through` are knockout players going on without playing.
    pub fn fill(
        &self,
        next: &mut NewRound,
        pairings: &[(u32, Pairing)],
        byes: &[PlayerId],
        through: &[(u32, PlayerId)],
    ) {
        let now = now_ms();
        let mut last = 0;
        for (board, pairing) in pairings {
            last = last.max(*board);
            let mut ids = Vec::new();
            for (i, seat) in pairing.games(self.row.kind).iter().enumerate() {
                let id = secret::new_game_id();
                ids.push(id.clone());
                // A live match's second game starts when its first ends.
                if i == 0 || !self.sequential() {
                    next.games.push(self.game_row(seat, id, now));
                }
            }
            let mut ids = ids.into_iter();
            next.pairings.push(PairingRow {
                round: next.round,
                board: *board,
                first_id: pairing.first.0.clone(),
                second_id: Some(pairing.second.0.clone()),
                game1: ids.next(),
                game2: ids.next(),
                result: None,
            });
        }
        for (board, player) in through {
            last = last.max(*board);
            next.pairings.push(PairingRow {
                round: next.round,
                board: *board,
                first_id: player.0.clone(),
                second_id: None,
                game1: None,
                game2: None,
                result: None,
            });
        }
        for bye in byes {
            last += 1;
            next.pairings.push(PairingRow {
                round: next.round,
                board: last,
                first_id: bye.0.clone(),
                second_id: None,
                game1: None,
                game2: None,
                result: Some(format!(
                    "{}-0",
                    points(standings::bye_points(self.row.kind))
                )),
            });
        }
    }
}

/// Boards numbered from 1, in order.
pub(super) fn numbered(pairings: Vec<Pairing>) -> Vec<(u32, Pairing)> {
    pairings
        .into_iter()
        .enumerate()
        .map(|(i, p)| (i as u32 + 1, p))
        .collect()
}
