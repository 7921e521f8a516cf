//! What a tournament plays next, per format, from what is stored: round
//! 1 at the start, then each next round once the current one is over
//! (Swiss, round robins, groups then knockout), or a new wave of
//! pairings whenever players wait (arenas). Pure: the same rows give the
//! same plan on every server.

use std::collections::HashSet;

use super::format::{Pairing, RoundPairings};
use super::knockout::{self, Tie};
use super::stored::{numbered, Groups, Stored};
use super::swiss::{PlayedRound, Swiss};
use super::{arena, round_robin, PlayerId, TournamentError};
use crate::wire::TournamentKind;

/// A round to open: its boards, byes (scored) and knockout players going
/// through without playing; `rounds` is the rounds planned from now on.
#[derive(Clone, Debug, Default)]
pub(super) struct Plan {
    pub pairings: Vec<(u32, Pairing)>,
    pub byes: Vec<PlayerId>,
    pub through: Vec<(u32, PlayerId)>,
    pub rounds: u32,
}

impl Plan {
    fn of(round: RoundPairings, rounds: u32) -> Plan {
        Plan {
            pairings: numbered(round.pairings),
            byes: round.bye.into_iter().collect(),
            through: Vec::new(),
            rounds,
        }
    }
}

/// Where a knockout bracket stands.
pub(super) struct Bracket {
    /// The current bracket round's ties, by board (from 1).
    pub ties: Vec<Tie>,
    /// Each tie's winner so far.
    pub winners: Vec<Option<PlayerId>>,
}

impl Stored {
    /// The rounds played so far, as the Swiss rules read them.
    fn swiss_history(&self) -> Vec<PlayedRound> {
        (1..=self.row.current_round)
            .map(|round| {
                let mut played = PlayedRound::default();
                for p in self.pairings.iter().filter(|p| p.round == round) {
                    match self.played(p) {
                        (Some(pairing), games) => {
                            played.pairings.pairings.push(pairing);
                            played.games.extend(games);
                        }
                        (None, _) => played.pairings.bye = Some(PlayerId::new(&p.first_id)),
                    }
                }
                played
            })
            .collect()
    }

    /// Round 1, from the players in now.
    pub fn first_round(&self) -> Result<Plan, TournamentError> {
        let field = self.present();
        match self.row.format {
            TournamentKind::Swiss => {
                let swiss = Swiss::new(self.row.rounds, self.row.kind);
                swiss.check(&field)?;
                let round = swiss.pair_round(&field, &[], &[])?;
                Ok(Plan::of(round.pairings, self.row.rounds))
            }
            TournamentKind::RoundRobin | TournamentKind::DoubleRoundRobin => {
                let double = self.row.format == TournamentKind::DoubleRoundRobin;
                let schedule = round_robin::schedule(&field, double)?;
                let rounds = schedule.len() as u32;
                let first = schedule.into_iter().next().unwrap_or_default();
                Ok(Plan::of(first, rounds))
            }
            TournamentKind::Arena => {
                super::check_field(&field)?;
                let paused = self.paused();
                let waiting: Vec<PlayerId> = field.iter().map(|e| e.id.clone()).collect();
                let pairs = arena::pair_waiting(&field, &[], &waiting, &paused)?;
                if pairs.is_empty() {
                    return Err(TournamentError::TooFewPlayers(0));
                }
                Ok(Plan {
                    pairings: numbered(pairs),
                    rounds: 1,
                    ..Plan::default()
                })
            }
            TournamentKind::GroupsKnockout => {
                let size = self.row.group_size.unwrap_or(4) as usize;
                let groups = Groups::of(&field, size)?;
                let qualifiers: usize = groups
                    .groups
                    .iter()
                    .map(|g| g.len().min(self.row.qualifiers.unwrap_or(2) as usize))
                    .sum();
                let bracket = qualifiers.max(1).next_power_of_two().trailing_zeros();
                let mut plan = group_round(&groups, 0);
                plan.rounds = groups.rounds + bracket;
                Ok(plan)
            }
        }
    }

    /// The next round once the current one is over; `None` when the
    /// tournament is over.
    pub fn next_round(&self) -> Result<Option<Plan>, TournamentError> {
        let away = self.withdrawn();
        let here = |p: &PlayerId| !away.contains(p.0.as_str());
        match self.row.format {
            TournamentKind::Swiss => {
                if self.row.current_round >= self.row.rounds {
                    return Ok(None);
                }
                let swiss = Swiss::new(self.row.rounds, self.row.kind);
                let absent: Vec<PlayerId> = away.iter().map(|a| PlayerId::new(*a)).collect();
                let round = swiss.pair_round(&self.entrants(), &absent, &self.swiss_history())?;
                Ok(Some(Plan::of(round.pairings, self.row.rounds)))
            }
            TournamentKind::RoundRobin | TournamentKind::DoubleRoundRobin => {
                // The field is round 1's: everyone in at the start sits in
                // it, on a board or as the bye, and the schedule is the
                // same from the same field on every server.
                let field = self.first_field();
                let double = self.row.format == TournamentKind::DoubleRoundRobin;
                let schedule = round_robin::schedule(&field, double)?;
                let Some(round) = schedule.into_iter().nth(self.row.current_round as usize) else {
                    return Ok(None);
                };
                // A withdrawn player's board is not played; their
                // opponent sits the round out.
                Ok(Some(Plan::of(
                    RoundPairings {
                        pairings: round
                            .pairings
                            .into_iter()
                            .filter(|p| here(&p.first) && here(&p.second))
                            .collect(),
                        bye: round.bye.filter(here),
                    },
                    self.row.rounds,
                )))
            }
            // An arena pairs whoever waits, not by rounds.
            TournamentKind::Arena => Ok(None),
            TournamentKind::GroupsKnockout => {
                let Some(groups) = self.groups()? else {
                    return Ok(None);
                };
                if self.row.current_round < groups.rounds {
                    let mut plan = group_round(&groups, self.row.current_round as usize);
                    plan.pairings
                        .retain(|(_, p)| here(&p.first) && here(&p.second));
                    plan.byes.retain(here);
                    plan.rounds = self.row.rounds;
                    return Ok(Some(plan));
                }
                let bracket = self.bracket(&groups)?;
                let mut plan = Plan {
                    rounds: self.row.rounds.max(self.row.current_round + 1),
                    ..Plan::default()
                };
                let open: Vec<usize> = (0..bracket.ties.len())
                    .filter(|&i| bracket.winners[i].is_none())
                    .collect();
                if open.is_empty() {
                    // Every tie of this bracket round is decided: the
                    // winners meet, or the last one is the champion.
                    let winners: Vec<PlayerId> = bracket.winners.into_iter().flatten().collect();
                    let ties = knockout::next_round(&winners)?;
                    if ties.is_empty() {
                        return Ok(None);
                    }
                    self.place_ties(&mut plan, &ties, 0..ties.len(), &here);
                } else {
                    // A level tie is played again, on its board.
                    self.place_ties(&mut plan, &bracket.ties, open.into_iter(), &here);
                }
                Ok(Some(plan))
            }
        }
    }

    /// Puts ties `which` of `ties` on their boards; a tie with a withdrawn
    /// player goes to the other without play.
    fn place_ties(
        &self,
        plan: &mut Plan,
        ties: &[Tie],
        which: impl Iterator<Item = usize>,
        here: &impl Fn(&PlayerId) -> bool,
    ) {
        for i in which {
            let board = i as u32 + 1;
            match &ties[i] {
                Tie::Through(p) => plan.through.push((board, p.clone())),
                Tie::Play(pairing) => match (here(&pairing.first), here(&pairing.second)) {
                    (true, true) => plan.pairings.push((board, pairing.clone())),
                    (false, true) => plan.through.push((board, pairing.second.clone())),
                    _ => plan.through.push((board, pairing.first.clone())),
                },
            }
        }
    }

    /// Players on a break.
    pub fn paused(&self) -> Vec<PlayerId> {
        self.players
            .iter()
            .filter(|p| p.paused)
            .map(|p| PlayerId::new(&p.account_id))
            .collect()
    }

    /// An arena's next wave: the waiting players who are not paused,
    /// paired; empty when fewer than two wait.
    pub fn arena_wave(&self) -> Result<Vec<Pairing>, TournamentError> {
        let busy = self.busy();
        let paused = self.paused();
        let waiting: Vec<PlayerId> = self
            .present()
            .into_iter()
            .map(|e| e.id)
            .filter(|id| !busy.contains(id.0.as_str()) && !paused.contains(id))
            .collect();
        if waiting.len() < 2 {
            return Ok(Vec::new());
        }
        arena::pair_waiting(&self.entrants(), &self.arena_games(), &waiting, &[])
    }

    /// Each group's final table, group 1 first.
    pub fn group_tables(&self, groups: &Groups) -> Result<Vec<super::Standings>, TournamentError> {
        groups
            .groups
            .iter()
            .map(|g| {
                let members: HashSet<&str> = g.iter().map(|e| e.id.0.as_str()).collect();
                self.table(g, |p| {
                    p.round <= groups.rounds && members.contains(p.first_id.as_str())
                })
            })
            .collect()
    }

    /// The knockout bracket as the stored rounds after the groups leave
    /// it: seeded from the groups' tables, each bracket round's ties
    /// decided on the board (a level tie replayed on its board in the
    /// next round), the winners meeting in bracket order.
    pub fn bracket(&self, groups: &Groups) -> Result<Bracket, TournamentError> {
        let tables = self.group_tables(groups)?;
        let seeds = knockout::qualifiers(&tables, self.row.qualifiers.unwrap_or(2) as usize)?;
        let mut ties = knockout::first_round(&seeds)?;
        let mut winners: Vec<Option<PlayerId>> = vec![None; ties.len()];
        for round in groups.rounds + 1..=self.row.current_round {
            if round > groups.rounds + 1 && winners.iter().all(Option::is_some) {
                let decided: Vec<PlayerId> = winners.iter().flatten().cloned().collect();
                ties = knockout::next_round(&decided)?;
                winners = vec![None; ties.len()];
            }
            for p in self.pairings.iter().filter(|p| p.round == round) {
                let Some(slot) = winners.get_mut(p.board as usize - 1) else {
                    continue;
                };
                *slot = match self.played(p) {
                    (None, _) => Some(PlayerId::new(&p.first_id)),
                    (Some(pairing), games) if self.pairing_over(p) => {
                        knockout::tie_winner(&pairing, &games)?
                    }
                    (Some(_), _) => None,
                };
            }
        }
        Ok(Bracket { ties, winners })
    }
}

/// Round `r` (from 0) of every group at once, boards numbered group by
/// group.
fn group_round(groups: &Groups, r: usize) -> Plan {
    let mut pairings = Vec::new();
    let mut byes = Vec::new();
    for schedule in &groups.schedules {
        if let Some(round) = schedule.get(r) {
            pairings.extend(round.pairings.iter().cloned());
            byes.extend(round.bye.iter().cloned());
        }
    }
    Plan {
        pairings: numbered(pairings),
        byes,
        through: Vec::new(),
        rounds: groups.rounds,
    }
}
