//! A tournament as clients see it: its summary, entrants, the pairings
//! being played and every earlier one, and the standings, each format's
//! own (an arena's points and streaks, a groups-then-knockout
//! tournament's group tables and knockout winners).

use std::collections::HashMap;

use super::format::MatchKind;
use super::service::{refused, Tournaments};
use super::store::{match_word, ListedTournament, PairingRow};
use super::stored::Stored;
use super::{knockout, PlayerId};
use crate::error::ApiError;
use crate::wire::{
    PairingView, Stage, StandingView, TournamentKind, TournamentList, TournamentPlayer,
    TournamentStatus, TournamentSummary, TournamentView,
};

/// A tournament's summary, as lists show it.
pub fn summary(listed: &ListedTournament) -> TournamentSummary {
    let row = &listed.row;
    TournamentSummary {
        id: row.id.clone(),
        name: row.name.clone(),
        format: row.format,
        match_kind: match_word(row.kind),
        variant: row.variant,
        clock: row.clock,
        rated: row.rated,
        creator: listed.creator.clone(),
        status: row.status,
        rounds: row.rounds,
        round: row.current_round,
        players: u32::try_from(listed.players).unwrap_or(0),
        created_at: row.created_at,
        starts_at: row.starts_at,
        started_at: row.started_at,
        // The finishing write is a tournament's last.
        finished_at: (row.status == TournamentStatus::Finished).then_some(row.updated_at),
        minutes: row.minutes,
        group_size: row.group_size,
        qualifiers: row.qualifiers,
        min_rating: row.min_rating,
        min_games: row.min_games,
        bots: row.bots,
        invitation: row.invitation,
    }
}

impl Tournaments {
    /// Every tournament (the newest [`LISTED`](super::service::LISTED)): upcoming, running and
    /// finished.
    pub async fn list(&self) -> Result<TournamentList, ApiError> {
        let mut list = TournamentList::default();
        for listed in self.store.tournaments(super::service::LISTED).await? {
            let summary = summary(&listed);
            match listed.row.status {
                TournamentStatus::Created => list.upcoming.push(summary),
                TournamentStatus::Running => list.running.push(summary),
                TournamentStatus::Finished => list.finished.push(summary),
            }
        }
        Ok(list)
    }

    /// A tournament, its players, the pairings being played, every
    /// pairing so far and the standings from its finished games.
    pub async fn view(&self, id: &str) -> Result<TournamentView, ApiError> {
        let stored = self.load(id).await?;
        let creator = self
            .store
            .account_name(&stored.row.creator_id)
            .await?
            .unwrap_or_default();
        let invited = if stored.row.invitation {
            self.store
                .tournament_invites(id)
                .await?
                .into_iter()
                .map(|(_, name)| name)
                .collect()
        } else {
            Vec::new()
        };
        stored.view(creator, invited)
    }
}

impl Stored {
    fn view(&self, creator: String, invited: Vec<String>) -> Result<TournamentView, ApiError> {
        let names: HashMap<&str, &str> = self
            .players
            .iter()
            .map(|p| (p.account_id.as_str(), p.name.as_str()))
            .collect();
        let name = |id: &str| names.get(id).copied().unwrap_or(id).to_string();
        let players = self.players.iter().filter(|p| !p.withdrawn).count() as i64;
        let tournament = summary(&ListedTournament {
            row: self.row.clone(),
            creator,
            players,
        });
        let groups = self.groups().map_err(refused)?;
        let winners = match &groups {
            Some(g) if self.row.current_round > g.rounds => self.knockout_winners(g)?,
            _ => HashMap::new(),
        };
        let pairing_view = |p: &PairingRow| PairingView {
            round: p.round,
            board: p.board,
            first: name(&p.first_id),
            second: p.second_id.as_deref().map(name),
            games: p.games(),
            result: p.result.clone(),
            ongoing: self.ongoing(p),
            stage: self.stage(p.round, groups.as_ref()),
            group: match self.stage(p.round, groups.as_ref()) {
                Some(Stage::Groups) => groups.as_ref().and_then(|g| g.group_of(&p.first_id)),
                _ => None,
            },
            winner: winners.get(&(p.round, p.board)).map(|w| name(&w.0)),
        };
        let history: Vec<PairingView> = self.pairings.iter().map(pairing_view).collect();
        // Being played: an arena's boards still going on; otherwise the
        // current round's.
        let pairings = self
            .pairings
            .iter()
            .filter(|p| match self.row.format {
                TournamentKind::Arena => !self.pairing_over(p),
                _ => p.round == self.row.current_round,
            })
            .map(pairing_view)
            .collect();
        Ok(TournamentView {
            tournament,
            entrants: self
                .players
                .iter()
                .map(|p| TournamentPlayer {
                    name: p.name.clone(),
                    rating: p.rating,
                    withdrawn: p.withdrawn,
                    paused: p.paused,
                    bot: p.bot,
                    group: groups.as_ref().and_then(|g| g.group_of(&p.account_id)),
                })
                .collect(),
            pairings,
            standings: self.standing_views(&name, groups.as_ref())?,
            history,
            invited,
        })
    }

    /// The standings lines, each format's own.
    fn standing_views(
        &self,
        name: &dyn Fn(&str) -> String,
        groups: Option<&super::stored::Groups>,
    ) -> Result<Vec<StandingView>, ApiError> {
        if self.row.format == TournamentKind::Arena {
            return Ok(self
                .arena_table()
                .map_err(refused)?
                .into_iter()
                .map(|s| StandingView {
                    rank: s.rank as u32,
                    name: name(&s.player.0),
                    points: f64::from(s.points),
                    buchholz: 0.0,
                    sonneborn_berger: 0.0,
                    wins: s.wins,
                    games: s.games,
                    byes: 0,
                    streak: s.on_streak,
                    group: None,
                })
                .collect());
        }
        let tables = match groups {
            Some(g) => self
                .group_tables(g)
                .map_err(refused)?
                .into_iter()
                .enumerate()
                .map(|(i, t)| (Some(i as u32 + 1), t))
                .collect(),
            None => vec![(
                None,
                self.table(&self.entrants(), |_| true).map_err(refused)?,
            )],
        };
        Ok(tables
            .into_iter()
            .flat_map(|(group, table)| {
                table.rows.into_iter().map(move |s| StandingView {
                    rank: s.rank as u32,
                    name: name(&s.player.0),
                    points: s.points,
                    buchholz: s.buchholz,
                    sonneborn_berger: s.sonneborn_berger,
                    wins: s.wins,
                    games: s.games,
                    byes: s.byes,
                    streak: false,
                    group,
                })
            })
            .collect())
    }

    /// Who won each decided knockout board, by (round, board).
    fn knockout_winners(
        &self,
        groups: &super::stored::Groups,
    ) -> Result<HashMap<(u32, u32), PlayerId>, ApiError> {
        let mut out = HashMap::new();
        for p in self.pairings.iter().filter(|p| p.round > groups.rounds) {
            let winner = match self.played(p) {
                (None, _) => Some(PlayerId::new(&p.first_id)),
                (Some(pairing), games) if self.pairing_over(p) => {
                    knockout::tie_winner(&pairing, &games).map_err(refused)?
                }
                _ => None,
            };
            if let Some(w) = winner {
                out.insert((p.round, p.board), w);
            }
        }
        Ok(out)
    }
}

/// The seats of a pairing's games, in order: for export.
pub(super) fn seats(p: &PairingRow, kind: MatchKind) -> Vec<(String, String, String)> {
    let Some(second) = &p.second_id else {
        return Vec::new();
    };
    let pairing = super::Pairing::new(PlayerId::new(&p.first_id), PlayerId::new(second));
    pairing
        .games(kind)
        .into_iter()
        .zip(p.games())
        .map(|(seat, game)| (game, seat.attackers.0, seat.defenders.0))
        .collect()
}

impl Tournaments {
    /// Every game of tournament `id` that was started, round by round:
    /// `(round, board, game, attackers' name, defenders' name)`.
    pub async fn games_of(
        &self,
        id: &str,
    ) -> Result<Vec<(u32, u32, String, String, String)>, ApiError> {
        let stored = self.load(id).await?;
        let names: HashMap<&str, &str> = stored
            .players
            .iter()
            .map(|p| (p.account_id.as_str(), p.name.as_str()))
            .collect();
        let name = |id: &str| names.get(id).copied().unwrap_or(id).to_string();
        Ok(stored
            .pairings
            .iter()
            .flat_map(|p| {
                seats(p, stored.row.kind)
                    .into_iter()
                    .map(move |seat| (p.round, p.board, seat))
            })
            .filter(|(_, _, (game, _, _))| stored.outcomes.contains_key(game))
            .map(|(round, board, (game, a, d))| (round, board, game, name(&a), name(&d)))
            .collect())
    }
}
