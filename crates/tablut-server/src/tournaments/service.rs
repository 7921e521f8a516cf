//! Tournaments stored and played: accounts create them, join and
//! withdraw, the creator starts them (or they start at their time), and
//! [`Tournaments::advance`] opens each round once the previous round's
//! games have all ended, until the last round, when the tournament
//! finishes.
//!
//! Any server may call `advance` at any time, as often as it likes (the
//! tick below does, every [`TICK`]): the pairing is computed from what is
//! stored, and written by [`Store::open_round`] only over the version it
//! was computed from, so a round is paired once however many servers try.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;

use tablut_core::{Clock, TimeControl, Variant};

use super::format::{GameRecord, GameResult, MatchKind, Pairing, RoundPairings};
use super::round_robin;
use super::standings;
use super::store::{
    match_word, GameOutcome, Joined, ListedTournament, NewRound, PairingRow, PlayerRow,
    TournamentRow,
};
use super::swiss::{PlayedRound, Swiss};
use super::{Entrant, PlayerId, TournamentError};
use crate::accounts::AccountRow;
use crate::error::ApiError;
use crate::ratings::pool;
use crate::secret;
use crate::store::{GameRow, Store};
use crate::text::{framed, t, tr, Args};
use crate::time::now_ms;
use crate::wire::{
    ErrorCode, Mode, PairingView, StandingView, Status, TournamentKind, TournamentList,
    TournamentPlayer, TournamentStatus, TournamentSummary, TournamentView,
};

/// How often every server looks for rounds to open and tournaments due
/// to start.
pub const TICK: Duration = Duration::from_secs(2);

/// The longest name a tournament may have, in characters.
pub const MAX_NAME: usize = 80;

/// The most rounds a Swiss may be created with.
pub const MAX_ROUNDS: u32 = 50;

/// How many tournaments the list shows.
const LISTED: i64 = 200;

/// A new tournament, its request's words read.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentSpec {
    /// Its name.
    pub name: String,
    /// Swiss or round robin.
    pub format: TournamentKind,
    /// Rounds of a Swiss.
    pub rounds: Option<u32>,
    /// The rule set.
    pub variant: Variant,
    /// The time control.
    pub clock: TimeControl,
    /// Whether the games are rated.
    pub rated: bool,
    /// One game or two per pairing.
    pub kind: MatchKind,
    /// When it starts by itself.
    pub starts_at: Option<i64>,
}

/// What a call of [`Tournaments::advance`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Advanced {
    /// Nothing: not running, a game still going on, or another server
    /// opened the round first.
    Nothing,
    /// This call paired round `n`.
    Paired(u32),
    /// This call finished the tournament.
    Finished,
}

/// The tournaments of a server.
#[derive(Clone, Debug)]
pub struct Tournaments {
    store: Store,
}

/// What is stored of one tournament, read together.
struct Stored {
    row: TournamentRow,
    players: Vec<PlayerRow>,
    pairings: Vec<PairingRow>,
    outcomes: HashMap<String, GameOutcome>,
}

impl Tournaments {
    /// The tournaments stored in `store`.
    pub fn new(store: Store) -> Tournaments {
        Tournaments { store }
    }

    /// Creates a tournament made by `account`.
    pub async fn create(
        &self,
        account: &AccountRow,
        spec: TournamentSpec,
    ) -> Result<TournamentView, ApiError> {
        let name = spec.name.trim().to_string();
        if name.is_empty() || name.chars().count() > MAX_NAME || name.chars().any(char::is_control)
        {
            return Err(ApiError::bad_request(tr(
                "error-tournament-name",
                &Args::new().num("max", MAX_NAME as f64),
            )));
        }
        let rounds = match spec.format {
            TournamentKind::Swiss => match spec.rounds {
                Some(r) if (1..=MAX_ROUNDS).contains(&r) => r,
                _ => {
                    return Err(ApiError::bad_request(tr(
                        "error-tournament-rounds",
                        &Args::new().num("max", MAX_ROUNDS),
                    )))
                }
            },
            // A round robin's rounds follow from its field, at the start.
            TournamentKind::RoundRobin | TournamentKind::DoubleRoundRobin => 0,
            TournamentKind::Arena | TournamentKind::GroupsKnockout => {
                return Err(ApiError::bad_request(t("error-tournament-format-soon")))
            }
        };
        if spec.rated && pool(&spec.variant).is_none() {
            return Err(ApiError::bad_request(t("error-rated-presets-only")));
        }
        let now = now_ms();
        let row = TournamentRow {
            id: secret::new_game_id(),
            name,
            format: spec.format,
            kind: spec.kind,
            variant: spec.variant,
            clock: spec.clock,
            rated: spec.rated,
            creator_id: account.id.clone(),
            status: TournamentStatus::Created,
            rounds,
            current_round: 0,
            created_at: now,
            starts_at: spec.starts_at,
            updated_at: now,
            version: 0,
        };
        self.store.insert_tournament(&row).await?;
        self.view(&row.id).await
    }

    /// Every tournament (the newest [`LISTED`]): upcoming, running and
    /// finished.
    pub async fn list(&self) -> Result<TournamentList, ApiError> {
        let mut list = TournamentList::default();
        for listed in self.store.tournaments(LISTED).await? {
            let summary = summary(&listed);
            match listed.row.status {
                TournamentStatus::Created => list.upcoming.push(summary),
                TournamentStatus::Running => list.running.push(summary),
                TournamentStatus::Finished => list.finished.push(summary),
            }
        }
        Ok(list)
    }

    /// A tournament, its players, the current round's pairings and the
    /// standings from its finished games.
    pub async fn view(&self, id: &str) -> Result<TournamentView, ApiError> {
        let stored = self.load(id).await?;
        let names: HashMap<&str, &str> = stored
            .players
            .iter()
            .map(|p| (p.account_id.as_str(), p.name.as_str()))
            .collect();
        let name = |id: &str| names.get(id).copied().unwrap_or(id).to_string();
        let creator = self
            .store
            .account_name(&stored.row.creator_id)
            .await?
            .unwrap_or_default();
        let players = stored.players.iter().filter(|p| !p.withdrawn).count() as i64;
        let tournament = summary(&ListedTournament {
            row: stored.row.clone(),
            creator,
            players,
        });
        let table = stored.standings()?;
        Ok(TournamentView {
            tournament,
            entrants: stored
                .players
                .iter()
                .map(|p| TournamentPlayer {
                    name: p.name.clone(),
                    rating: p.rating,
                    withdrawn: p.withdrawn,
                    paused: false,
                    bot: false,
                    group: None,
                })
                .collect(),
            pairings: stored
                .pairings
                .iter()
                .filter(|p| p.round == stored.row.current_round)
                .map(|p| PairingView {
                    round: p.round,
                    board: p.board,
                    first: name(&p.first_id),
                    second: p.second_id.as_deref().map(name),
                    games: p.games(),
                    result: p.result.clone(),
                    ongoing: Vec::new(),
                    stage: None,
                    group: None,
                    winner: None,
                })
                .collect(),
            standings: table
                .rows
                .iter()
                .map(|s| StandingView {
                    rank: s.rank as u32,
                    name: name(&s.player.0),
                    points: s.points,
                    buchholz: s.buchholz,
                    sonneborn_berger: s.sonneborn_berger,
                    wins: s.wins,
                    games: s.games,
                    byes: s.byes,
                    streak: false,
                    group: None,
                })
                .collect(),
            history: Vec::new(),
            invited: Vec::new(),
        })
    }

    /// Enters `account` (again, after a withdrawal). A Swiss takes
    /// players until it is over, from its next round; a round robin only
    /// before it starts.
    pub async fn join(&self, id: &str, account: &AccountRow) -> Result<(), ApiError> {
        let row = self.row(id).await?;
        match row.status {
            TournamentStatus::Finished => {
                return Err(ApiError::not_allowed(t("error-tournament-finished")))
            }
            TournamentStatus::Running if row.format != TournamentKind::Swiss => {
                return Err(ApiError::not_allowed(t("error-tournament-closed-field")))
            }
            _ => {}
        }
        let rating = match pool(&row.variant) {
            Some(pool) => self.store.rating(&account.id, pool).await?.rating,
            None => 1500.0,
        };
        match self
            .store
            .join_tournament(id, &account.id, now_ms(), rating)
            .await?
        {
            Some(Joined::New | Joined::Back) => Ok(()),
            Some(Joined::Already) => Err(ApiError::not_allowed(t("error-tournament-joined"))),
            None => Err(ApiError::not_allowed(t("error-tournament-finished"))),
        }
    }

    /// Withdraws `account`: no longer paired; their games so far count.
    pub async fn withdraw(&self, id: &str, account: &AccountRow) -> Result<(), ApiError> {
        let row = self.row(id).await?;
        if row.status == TournamentStatus::Finished {
            return Err(ApiError::not_allowed(t("error-tournament-finished")));
        }
        if !self.store.withdraw_from_tournament(id, &account.id).await? {
            return Err(ApiError::not_allowed(t("error-tournament-not-in")));
        }
        Ok(())
    }

    /// Starts the tournament at its creator's request: round 1 is paired.
    pub async fn start(&self, id: &str, account: &AccountRow) -> Result<(), ApiError> {
        let row = self.row(id).await?;
        if row.creator_id != account.id {
            return Err(ApiError::unauthorized(t("error-tournament-creator-only")));
        }
        if row.status != TournamentStatus::Created {
            return Err(ApiError::not_allowed(t("error-tournament-started")));
        }
        match self.advance(id).await? {
            Advanced::Paired(_) => Ok(()),
            // Another request or server started it a moment before.
            _ => Err(ApiError::not_allowed(t("error-tournament-started"))),
        }
    }

    /// Moves tournament `id` on if it can: starts it (when it has not
    /// started: the caller checked who asks, or it is due), opens the
    /// next round once every game of the current one has ended, or
    /// finishes it after the last round. Safe to call at any time, from
    /// any server, concurrently: the database lets one call write.
    pub async fn advance(&self, id: &str) -> Result<Advanced, ApiError> {
        let stored = self.load(id).await?;
        let row = &stored.row;
        if row.status == TournamentStatus::Finished {
            return Ok(Advanced::Nothing);
        }
        let current: Vec<&PairingRow> = stored
            .pairings
            .iter()
            .filter(|p| p.round == row.current_round)
            .collect();
        // A game missing from the store (never written, or removed)
        // counts as ended without a result, so it cannot stall the
        // tournament.
        let over = current
            .iter()
            .flat_map(|p| p.games())
            .all(|g| stored.outcomes.get(&g).map_or(true, |o| o.ended.is_some()));
        if !over {
            return Ok(Advanced::Nothing);
        }
        let results: Vec<(u32, u32, String)> = current
            .iter()
            .map(|p| (p.round, p.board, stored.match_result(p)))
            .collect();
        let mut next = NewRound {
            status: Some(TournamentStatus::Running),
            rounds: row.rounds,
            round: row.current_round + 1,
            results,
            ..NewRound::default()
        };
        let pairings = if row.status == TournamentStatus::Created {
            stored.first_round(&mut next)?
        } else if row.current_round >= row.rounds {
            None
        } else {
            // A field that can no longer be paired (everyone but one has
            // withdrawn, or a Swiss painted into a corner) ends the
            // tournament rather than leaving it waiting for ever.
            stored.next_round().unwrap_or_else(|e| {
                tracing::warn!("tournament {id} ends early: {}", e.message);
                None
            })
        };
        let Some(pairings) = pairings else {
            next.status = Some(TournamentStatus::Finished);
            next.round = row.current_round;
            return Ok(if self.store.open_round(row, &next).await? {
                Advanced::Finished
            } else {
                Advanced::Nothing
            });
        };
        stored.fill(&mut next, &pairings);
        Ok(if self.store.open_round(row, &next).await? {
            Advanced::Paired(next.round)
        } else {
            Advanced::Nothing
        })
    }

    /// Advances every running tournament and starts those due, once.
    pub async fn advance_all(&self) {
        let due = match self.store.tournaments_due(now_ms()).await {
            Ok(due) => due,
            Err(e) => {
                tracing::warn!("tournaments: {e}");
                return;
            }
        };
        for id in due {
            match self.advance(&id).await {
                Ok(_) => {}
                // A refusal is the tournament's own (too few players at
                // its start time): asking again every tick would say the
                // same for ever, so it is called off, once.
                Err(e) if e.error == ErrorCode::NotAllowed => {
                    if let Err(e2) = self.call_off(&id, &e.message).await {
                        tracing::warn!("tournament {id}: {}", e2.message);
                    }
                }
                Err(e) => tracing::warn!("tournament {id}: {}", e.message),
            }
        }
    }

    /// Ends a tournament that has not started and cannot (its start time
    /// came with too few players): finished, with no round. Written over
    /// its version, so two servers call it off once.
    async fn call_off(&self, id: &str, why: &str) -> Result<(), ApiError> {
        let stored = self.load(id).await?;
        let row = &stored.row;
        if row.status != TournamentStatus::Created {
            return Ok(());
        }
        let next = NewRound {
            status: Some(TournamentStatus::Finished),
            rounds: row.rounds,
            round: row.current_round,
            ..NewRound::default()
        };
        if self.store.open_round(row, &next).await? {
            tracing::info!("tournament {id} called off at its start time: {why}");
        }
        Ok(())
    }

    async fn row(&self, id: &str) -> Result<TournamentRow, ApiError> {
        self.store
            .tournament(id)
            .await?
            .ok_or_else(|| ApiError::not_found_named("tournament", id))
    }

    async fn load(&self, id: &str) -> Result<Stored, ApiError> {
        let row = self.row(id).await?;
        let players = self.store.tournament_players(id).await?;
        let pairings = self.store.tournament_pairings(id).await?;
        let ids: Vec<String> = pairings.iter().flat_map(|p| p.games()).collect();
        let outcomes = self
            .store
            .game_outcomes(&ids)
            .await?
            .into_iter()
            .map(|o| (o.id.clone(), o))
            .collect();
        Ok(Stored {
            row,
            players,
            pairings,
            outcomes,
        })
    }
}

/// A pairing rule's refusal, as the API says it.
fn refused(e: TournamentError) -> ApiError {
    match e {
        TournamentError::TooFewPlayers(_) => {
            ApiError::not_allowed(t("error-tournament-few-players"))
        }
        TournamentError::TooManyRounds { players, max, .. } => ApiError::not_allowed(tr(
            "error-tournament-too-many-rounds",
            &Args::new().num("players", players as f64).num("max", max),
        )),
        other => ApiError::not_allowed(framed("error-tournament-pairing", other)),
    }
}

/// Points as people write them: `1`, `1.5`.
fn points(p: f64) -> String {
    format!("{p}")
}

impl Stored {
    fn entrants(&self) -> Vec<Entrant> {
        self.players
            .iter()
            .map(|p| Entrant::new(p.account_id.clone(), p.rating))
            .collect()
    }

    fn withdrawn(&self) -> HashSet<&str> {
        self.players
            .iter()
            .filter(|p| p.withdrawn)
            .map(|p| p.account_id.as_str())
            .collect()
    }

    /// A finished game's record, if it has a result (an aborted game has
    /// none and counts for nobody).
    fn record(&self, game: &str, seat: &super::Seat) -> Option<GameRecord> {
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
    fn played(&self, p: &PairingRow) -> (Option<Pairing>, Vec<GameRecord>) {
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
    fn match_result(&self, p: &PairingRow) -> String {
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

    /// The rounds played so far, as the Swiss rules read them.
    fn history(&self) -> Vec<PlayedRound> {
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

    /// The standings from every finished game and bye.
    fn standings(&self) -> Result<standings::Standings, ApiError> {
        let entrants = self.entrants();
        if entrants.len() < 2 {
            return Ok(standings::Standings::default());
        }
        let mut games = Vec::new();
        let mut byes = Vec::new();
        for p in &self.pairings {
            match self.played(p) {
                (Some(_), played) => games.extend(played),
                (None, _) => byes.push(PlayerId::new(&p.first_id)),
            }
        }
        standings::compute_with(
            &entrants,
            &games,
            &byes,
            self.row.kind,
            standings::TieBreak::of(self.row.rules()),
        )
        .map_err(refused)
    }

    /// Round 1, from the players in now; sets the rounds a round robin
    /// plays.
    fn first_round(&self, next: &mut NewRound) -> Result<Option<RoundPairings>, ApiError> {
        let away = self.withdrawn();
        let field: Vec<Entrant> = self
            .entrants()
            .into_iter()
            .filter(|e| !away.contains(e.id.0.as_str()))
            .collect();
        match self.row.format {
            TournamentKind::Swiss => {
                let swiss = Swiss::new(self.row.rounds, self.row.kind);
                swiss.check(&field).map_err(refused)?;
                let round = swiss.pair_round(&field, &[], &[]).map_err(refused)?;
                Ok(Some(round.pairings))
            }
            TournamentKind::RoundRobin | TournamentKind::DoubleRoundRobin => {
                let double = self.row.format == TournamentKind::DoubleRoundRobin;
                let schedule = round_robin::schedule(&field, double).map_err(refused)?;
                next.rounds = schedule.len() as u32;
                Ok(schedule.into_iter().next())
            }
            TournamentKind::Arena | TournamentKind::GroupsKnockout => Ok(None),
        }
    }

    /// The next round's pairings, leaving out whoever has withdrawn;
    /// `None` when there is none to play.
    fn next_round(&self) -> Result<Option<RoundPairings>, ApiError> {
        let away = self.withdrawn();
        match self.row.format {
            TournamentKind::Swiss => {
                let swiss = Swiss::new(self.row.rounds, self.row.kind);
                let absent: Vec<PlayerId> = away.iter().map(|a| PlayerId::new(*a)).collect();
                let round = swiss
                    .pair_round(&self.entrants(), &absent, &self.history())
                    .map_err(refused)?;
                Ok(Some(round.pairings))
            }
            TournamentKind::RoundRobin | TournamentKind::DoubleRoundRobin => {
                // The field is round 1's: everyone in at the start sits
                // in it, on a board or as the bye, and the schedule is
                // the same from the same field on every server.
                let first: HashSet<&str> = self
                    .pairings
                    .iter()
                    .filter(|p| p.round == 1)
                    .flat_map(|p| {
                        std::iter::once(p.first_id.as_str()).chain(p.second_id.as_deref())
                    })
                    .collect();
                let field: Vec<Entrant> = self
                    .entrants()
                    .into_iter()
                    .filter(|e| first.contains(e.id.0.as_str()))
                    .collect();
                let double = self.row.format == TournamentKind::DoubleRoundRobin;
                let schedule = round_robin::schedule(&field, double).map_err(refused)?;
                let Some(round) = schedule.into_iter().nth(self.row.current_round as usize) else {
                    return Ok(None);
                };
                // A withdrawn player's board is not played; their
                // opponent sits the round out.
                let here = |p: &PlayerId| !away.contains(p.0.as_str());
                Ok(Some(RoundPairings {
                    pairings: round
                        .pairings
                        .into_iter()
                        .filter(|p| here(&p.first) && here(&p.second))
                        .collect(),
                    bye: round.bye.filter(here),
                }))
            }
            TournamentKind::Arena | TournamentKind::GroupsKnockout => Ok(None),
        }
    }

    /// The new round's pairing rows and games.
    fn fill(&self, next: &mut NewRound, round: &RoundPairings) {
        let now = now_ms();
        let names: HashMap<&str, &str> = self
            .players
            .iter()
            .map(|p| (p.account_id.as_str(), p.name.as_str()))
            .collect();
        let name = |id: &PlayerId| names.get(id.0.as_str()).copied().unwrap_or("?").to_string();
        let mut board = 0;
        for pairing in &round.pairings {
            board += 1;
            let mut ids = Vec::new();
            for seat in pairing.games(self.row.kind) {
                // Each seat is its account's; the secrets are thrown
                // away, as the players play from their accounts.
                let mut game = GameRow {
                    attackers_name: name(&seat.attackers),
                    attackers_hash: Some(secret::hash(&secret::new_secret())),
                    attackers_account: Some(seat.attackers.0.clone()),
                    defenders_name: name(&seat.defenders),
                    defenders_hash: Some(secret::hash(&secret::new_secret())),
                    defenders_account: Some(seat.defenders.0.clone()),
                    clock: Some(Clock::new(self.row.clock)),
                    rated: self.row.rated,
                    ..GameRow::fresh(self.row.variant, Mode::Friend, Status::Active, now)
                };
                game.deadline = game.first_move_deadline(now);
                ids.push(game.id.clone());
                next.games.push(game);
            }
            let mut ids = ids.into_iter();
            next.pairings.push(PairingRow {
                round: next.round,
                board,
                first_id: pairing.first.0.clone(),
                second_id: Some(pairing.second.0.clone()),
                game1: ids.next(),
                game2: ids.next(),
                result: None,
            });
        }
        if let Some(bye) = &round.bye {
            next.pairings.push(PairingRow {
                round: next.round,
                board: board + 1,
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

fn summary(listed: &ListedTournament) -> TournamentSummary {
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
        started_at: None,
        minutes: None,
        group_size: None,
        qualifiers: None,
        min_rating: None,
        min_games: None,
        bots: true,
        invitation: false,
    }
}

/// Advances every running tournament and starts those due, every
/// [`TICK`], until aborted.
pub async fn tick(tournaments: Arc<Tournaments>) {
    let mut tick = tokio::time::interval(TICK);
    loop {
        tick.tick().await;
        tournaments.advance_all().await;
    }
}
