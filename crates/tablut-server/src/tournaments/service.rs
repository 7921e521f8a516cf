//! Tournaments stored and played: accounts create them, join, pause
//! and withdraw, the creator starts them (or they start at their time),
//! and [`Tournaments::advance`] moves each on: it opens the next round
//! once the current round's games have all ended (Swiss, round robins,
//! groups then knockout), pairs whoever waits (arenas), starts the second
//! game of a live match when the first has ended, and finishes the
//! tournament after its last round or at an arena's end.
//!
//! Any server may call `advance` at any time, as often as it likes (the
//! tick below does, every [`TICK`]): what it writes is computed from what
//! is stored, and written by [`Store::open_round`] only over the version
//! it was computed from, so each round, wave and game is made once
//! however many servers try.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use tablut_core::{TimeControl, Variant};

use super::format::MatchKind;
use super::store::{Joined, NewRound, TournamentRow};
use super::stored::{numbered, Stored};
use super::TournamentError;
use crate::accounts::{name_key, AccountRow};
use crate::error::ApiError;
use crate::ratings::pool;
use crate::secret;
use crate::store::Store;
use crate::text::{framed, t, tr, Args};
use crate::time::now_ms;
use crate::wire::{ErrorCode, TournamentKind, TournamentStatus, TournamentView};

/// How often every server looks for rounds to open and tournaments due
/// to start.
pub const TICK: Duration = Duration::from_secs(2);

/// The longest name a tournament may have, in characters.
pub const MAX_NAME: usize = 80;

/// The most rounds a Swiss may be created with.
pub const MAX_ROUNDS: u32 = 50;

/// The longest arena, in minutes (a day).
pub const MAX_MINUTES: u32 = 24 * 60;

/// The largest group of a groups-then-knockout tournament.
pub const MAX_GROUP: u32 = 16;

/// The most accounts one tournament may invite.
pub const MAX_INVITED: usize = 500;

/// How many tournaments the list shows.
pub(super) const LISTED: i64 = 200;

/// A new tournament, its request's words read.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentSpec {
    /// Its name.
    pub name: String,
    /// Its format.
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
    /// An arena's length.
    pub minutes: Option<u32>,
    /// Groups then knockout: players per group.
    pub group_size: Option<u32>,
    /// Groups then knockout: players of each group going through.
    pub qualifiers: Option<u32>,
    /// Entry condition: the least rating.
    pub min_rating: Option<u32>,
    /// Entry condition: the fewest rated games.
    pub min_games: Option<u32>,
    /// Whether bots may join.
    pub bots: bool,
    /// By invitation: these accounts' names.
    pub invited: Vec<String>,
}

/// What a call of [`Tournaments::advance`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Advanced {
    /// Nothing: nothing to do yet, or another server did it first.
    Nothing,
    /// This call paired round (or arena wave) `n`.
    Paired(u32),
    /// This call started the second games of live matches.
    SecondGames,
    /// This call finished the tournament.
    Finished,
}

/// The tournaments of a server.
#[derive(Clone, Debug)]
pub struct Tournaments {
    pub(super) store: Store,
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
        let row = Self::row_for(&account.id, &spec, None)?;
        let invited = self.invited_ids(&spec.invited).await?;
        self.store.insert_tournament(&row).await?;
        if !invited.is_empty() {
            self.store.invite_to_tournament(&row.id, &invited).await?;
        }
        self.view(&row.id).await
    }

    /// Creates the tournament of a schedule's slot `key` (made by the
    /// server's own account), unless another server made it first;
    /// whether this call made it.
    pub async fn create_scheduled(
        &self,
        spec: &TournamentSpec,
        key: String,
    ) -> Result<bool, ApiError> {
        let row = Self::row_for(super::store::SYSTEM_ACCOUNT, spec, Some(key))?;
        Ok(self.store.insert_scheduled_tournament(&row).await?)
    }

    /// Checks a tournament's request as [`Tournaments::create`] would,
    /// writing nothing.
    pub fn check(spec: &TournamentSpec) -> Result<(), ApiError> {
        Self::row_for(super::store::SYSTEM_ACCOUNT, spec, None).map(|_| ())
    }

    /// The row of a new tournament, checked; `schedule_key` for a
    /// scheduled one.
    pub(super) fn row_for(
        creator: &str,
        spec: &TournamentSpec,
        schedule_key: Option<String>,
    ) -> Result<TournamentRow, ApiError> {
        let name = spec.name.trim().to_string();
        if name.is_empty() || name.chars().count() > MAX_NAME || name.chars().any(char::is_control)
        {
            return Err(ApiError::bad_request(tr(
                "error-tournament-name",
                &Args::new().num("max", MAX_NAME as f64),
            )));
        }
        let (mut rounds, mut minutes, mut group_size, mut qualifiers) = (0, None, None, None);
        match spec.format {
            TournamentKind::Swiss => match spec.rounds {
                Some(r) if (1..=MAX_ROUNDS).contains(&r) => rounds = r,
                _ => {
                    return Err(ApiError::bad_request(tr(
                        "error-tournament-rounds",
                        &Args::new().num("max", MAX_ROUNDS),
                    )))
                }
            },
            // A round robin's rounds follow from its field, at the start.
            TournamentKind::RoundRobin | TournamentKind::DoubleRoundRobin => {}
            TournamentKind::Arena => {
                if spec.clock.is_correspondence() {
                    return Err(ApiError::bad_request(t("error-tournament-arena-live")));
                }
                match spec.minutes {
                    Some(m) if (1..=MAX_MINUTES).contains(&m) => minutes = Some(m),
                    _ => {
                        return Err(ApiError::bad_request(tr(
                            "error-tournament-minutes",
                            &Args::new().num("max", MAX_MINUTES),
                        )))
                    }
                }
            }
            TournamentKind::GroupsKnockout => {
                let size = spec.group_size.unwrap_or(4);
                let through = spec.qualifiers.unwrap_or(2);
                if !(2..=MAX_GROUP).contains(&size) || through == 0 || through > size {
                    return Err(ApiError::bad_request(tr(
                        "error-tournament-groups",
                        &Args::new().num("max", MAX_GROUP),
                    )));
                }
                group_size = Some(size);
                qualifiers = Some(through);
            }
        }
        if spec.rated && pool(&spec.variant).is_none() {
            return Err(ApiError::bad_request(t("error-rated-presets-only")));
        }
        if spec.invited.len() > MAX_INVITED {
            return Err(ApiError::bad_request(tr(
                "error-tournament-invited",
                &Args::new().num("max", MAX_INVITED as f64),
            )));
        }
        let now = now_ms();
        Ok(TournamentRow {
            id: secret::new_game_id(),
            name,
            format: spec.format,
            kind: spec.kind,
            variant: spec.variant,
            clock: spec.clock,
            rated: spec.rated,
            creator_id: creator.to_string(),
            status: TournamentStatus::Created,
            rounds,
            current_round: 0,
            created_at: now,
            starts_at: spec.starts_at,
            updated_at: now,
            version: 0,
            minutes,
            group_size,
            qualifiers,
            min_rating: spec.min_rating,
            min_games: spec.min_games,
            bots: spec.bots,
            invitation: !spec.invited.is_empty(),
            started_at: None,
            schedule_key,
        })
    }

    /// The accounts named in an invitation list; an unknown name is
    /// refused.
    async fn invited_ids(&self, names: &[String]) -> Result<Vec<String>, ApiError> {
        let mut ids = Vec::new();
        for name in names {
            match self.store.account_by_key(&name_key(name)).await? {
                Some(account) if account.deleted_at.is_none() => ids.push(account.id),
                _ => return Err(ApiError::not_found_named("player", name)),
            }
        }
        Ok(ids)
    }

    /// Enters `account` (again, after a withdrawal or a pause), if it
    /// meets the entry conditions. A Swiss and an arena take players until
    /// they are over; a round robin and groups only before the start.
    pub async fn join(&self, id: &str, account: &AccountRow) -> Result<(), ApiError> {
        let row = self.row(id).await?;
        match row.status {
            TournamentStatus::Finished => {
                return Err(ApiError::not_allowed(t("error-tournament-finished")))
            }
            TournamentStatus::Running
                if !matches!(row.format, TournamentKind::Swiss | TournamentKind::Arena) =>
            {
                return Err(ApiError::not_allowed(t("error-tournament-closed-field")))
            }
            _ => {}
        }
        if row.status == TournamentStatus::Running
            && row.format == TournamentKind::Arena
            && row.ends_at().is_some_and(|end| now_ms() >= end)
        {
            return Err(ApiError::not_allowed(t("error-tournament-finished")));
        }
        let rating = self.check_entry(&row, account).await?;
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

    /// Checks `account` against `row`'s entry conditions; its rating in
    /// the tournament's pool (for seeding).
    async fn check_entry(
        &self,
        row: &TournamentRow,
        account: &AccountRow,
    ) -> Result<f64, ApiError> {
        if account.bot_owner.is_some() && !row.bots {
            return Err(ApiError::not_allowed(t("error-tournament-no-bots")));
        }
        if row.invitation && row.creator_id != account.id {
            let invited = self.store.tournament_invites(&row.id).await?;
            if !invited.iter().any(|(id, _)| id == &account.id) {
                return Err(ApiError::not_allowed(t("error-tournament-invitation")));
            }
        }
        let Some(pool) = pool(&row.variant) else {
            return Ok(1500.0);
        };
        let rating = self.store.rating(&account.id, pool).await?.rating;
        if let Some(least) = row.min_rating {
            if rating < f64::from(least) {
                return Err(ApiError::not_allowed(tr(
                    "error-tournament-min-rating",
                    &Args::new().num("min", least).num("rating", rating.round()),
                )));
            }
        }
        if let Some(least) = row.min_games {
            let games = self.store.rated_games(&account.id, pool).await?;
            if games < i64::from(least) {
                return Err(ApiError::not_allowed(tr(
                    "error-tournament-min-games",
                    &Args::new().num("min", least).num("games", games as f64),
                )));
            }
        }
        Ok(rating)
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

    /// Pauses `account` in an arena: not paired again until they join
    /// again; the game being played goes on.
    pub async fn pause(&self, id: &str, account: &AccountRow) -> Result<(), ApiError> {
        let row = self.row(id).await?;
        if row.format != TournamentKind::Arena {
            return Err(ApiError::not_allowed(t("error-tournament-pause-arena")));
        }
        if row.status == TournamentStatus::Finished {
            return Err(ApiError::not_allowed(t("error-tournament-finished")));
        }
        if !self.store.pause_in_tournament(id, &account.id).await? {
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

    /// Moves tournament `id` on if it can (see the module docs). Safe to
    /// call at any time, from any server, concurrently: the database lets
    /// one call write.
    pub async fn advance(&self, id: &str) -> Result<Advanced, ApiError> {
        let stored = self.load(id).await?;
        let row = &stored.row;
        let mut next = NewRound {
            status: Some(TournamentStatus::Running),
            rounds: row.rounds,
            round: row.current_round,
            results: stored.results_due(),
            ..NewRound::default()
        };
        match row.status {
            TournamentStatus::Finished => return Ok(Advanced::Nothing),
            TournamentStatus::Created => {
                let plan = stored.first_round().map_err(refused)?;
                next.round = 1;
                next.rounds = plan.rounds;
                stored.fill(&mut next, &plan.pairings, &plan.byes, &plan.through);
                return self.write(row, &next, Advanced::Paired(1)).await;
            }
            TournamentStatus::Running => {}
        }
        let second = stored.second_games_due();
        if !second.is_empty() {
            next.games = second;
            return self.write(row, &next, Advanced::SecondGames).await;
        }
        if row.format == TournamentKind::Arena {
            return self.advance_arena(&stored, next).await;
        }
        let current = stored
            .pairings
            .iter()
            .filter(|p| p.round == row.current_round);
        if !current.clone().all(|p| stored.pairing_over(p)) {
            return Ok(Advanced::Nothing);
        }
        // A field that can no longer be paired (everyone but one has
        // withdrawn, or a Swiss painted into a corner) ends the
        // tournament rather than leaving it waiting for ever.
        let plan = stored.next_round().unwrap_or_else(|e| {
            tracing::warn!("tournament {id} ends early: {e}");
            None
        });
        let Some(plan) = plan else {
            next.status = Some(TournamentStatus::Finished);
            return self.write(row, &next, Advanced::Finished).await;
        };
        next.round = row.current_round + 1;
        next.rounds = plan.rounds;
        stored.fill(&mut next, &plan.pairings, &plan.byes, &plan.through);
        self.write(row, &next, Advanced::Paired(next.round)).await
    }

    /// An arena: pairs whoever waits until its end, then finishes once its
    /// last games have ended (games still being played at the end count).
    async fn advance_arena(
        &self,
        stored: &Stored,
        mut next: NewRound,
    ) -> Result<Advanced, ApiError> {
        let row = &stored.row;
        if row.ends_at().is_some_and(|end| now_ms() >= end) {
            if !stored.busy().is_empty() {
                return Ok(Advanced::Nothing);
            }
            next.status = Some(TournamentStatus::Finished);
            return self.write(row, &next, Advanced::Finished).await;
        }
        let pairs = stored.arena_wave().map_err(refused)?;
        if pairs.is_empty() {
            return Ok(Advanced::Nothing);
        }
        next.round = row.current_round + 1;
        next.rounds = next.round;
        stored.fill(&mut next, &numbered(pairs), &[], &[]);
        self.write(row, &next, Advanced::Paired(next.round)).await
    }

    /// Writes `next` over `row`'s version: `done` if this call wrote it.
    async fn write(
        &self,
        row: &TournamentRow,
        next: &NewRound,
        done: Advanced,
    ) -> Result<Advanced, ApiError> {
        Ok(if self.store.open_round(row, next).await? {
            done
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
        let row = self.row(id).await?;
        if row.status != TournamentStatus::Created {
            return Ok(());
        }
        let next = NewRound {
            status: Some(TournamentStatus::Finished),
            rounds: row.rounds,
            round: row.current_round,
            ..NewRound::default()
        };
        if self.store.open_round(&row, &next).await? {
            tracing::info!("tournament {id} called off at its start time: {why}");
        }
        Ok(())
    }

    pub(super) async fn row(&self, id: &str) -> Result<TournamentRow, ApiError> {
        self.store
            .tournament(id)
            .await?
            .ok_or_else(|| ApiError::not_found_named("tournament", id))
    }

    pub(super) async fn load(&self, id: &str) -> Result<Stored, ApiError> {
        let row = self.row(id).await?;
        let players = self.store.tournament_players(id).await?;
        let pairings = self.store.tournament_pairings(id).await?;
        let ids: Vec<String> = pairings.iter().flat_map(|p| p.games()).collect();
        let outcomes: HashMap<_, _> = self
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
pub(super) fn refused(e: TournamentError) -> ApiError {
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

/// Advances every running tournament and starts those due, every
/// [`TICK`], until aborted.
pub async fn tick(tournaments: Arc<Tournaments>) {
    let mut tick = tokio::time::interval(TICK);
    loop {
        tick.tick().await;
        tournaments.advance_all().await;
    }
}
