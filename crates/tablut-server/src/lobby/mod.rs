//! The lobby: seeks anyone may accept, challenges to one named player,
//! games being played, and how many people are connected. Seeks live in
//! the database, so every server shows the same lobby: each keeps a
//! snapshot, read again after every change (its own, or another server's
//! announced on `tablut_lobby`) and every few seconds, and tells its lobby
//! connections to look again.
//!
//! A seek's maker is given the secret of the seat they will hold; when
//! someone accepts, the game is created with both seats taken, in the
//! transaction that marks the seek taken, so a seek becomes one game only.
//!
//! A live seek lives while its maker is here: it is made open for
//! [`HOLD_MS`], and every [`TICK`] each server keeps open, for another
//! [`HOLD_MS`], the live seeks held by its lobby connections (by the
//! seek's secret, `{"type": "hold"}`, or by the maker's login). When the
//! maker's last connection goes, the seek expires within [`HOLD_MS`] on
//! every server, as the database says. Correspondence seeks and
//! challenges stay open for [`SLOW_SEEK_MS`] whoever is connected.

mod store;
pub use store::{OpenSeek, SeekRow, LOBBY_CHANNEL};

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tablut_core::{Clock, Side, TimeControl, Variant};
use tablut_engine::Level;
use tokio::sync::{broadcast, watch};

use crate::accounts::AccountRow;
use crate::error::ApiError;
use crate::games::hub::{clean_name, Hub};
use crate::games::seats::side_of;
use crate::limits::Guard;
use crate::ratings::{pool, Rating};
use crate::secret;
use crate::store::{GameRow, Store};
use crate::text::{t, tr, Args};
use crate::time::now_ms;
use crate::wire::{
    LobbyGame, LobbyView, Mode, SeatTaken, SeekMade, SeekView, SideChoice, Started, Status,
};

/// How long a live seek stays open at most, however long its maker stays.
pub const LIVE_SEEK_MS: i64 = 10 * 60 * 1000;
/// How long a live seek stays open after its maker was last seen
/// connected (a grace for moving from page to page).
pub const HOLD_MS: i64 = 15 * 1000;
/// How long a correspondence seek, or any challenge, stays open.
pub const SLOW_SEEK_MS: i64 = 7 * 24 * 3600 * 1000;
/// Open seeks one account may have at once.
pub const SEEKS_PER_ACCOUNT: i64 = 5;
/// Games in play the lobby lists.
pub const GAMES_LISTED: i64 = 30;
/// How often the lobby is read again without a change announced (games
/// in play move on, seeks expire, people come and go).
pub const TICK: Duration = Duration::from_secs(5);

/// A seek as the lobby shows it, with its maker's account and rating.
#[derive(Clone, Debug)]
struct Open {
    row: SeekRow,
    view: SeekView,
    /// The challenged account's id.
    target: Option<String>,
    /// Open only while its maker is here: a live seek, not a challenge.
    held: bool,
}

/// Who keeps live seeks open: a seek's secret or its maker's login.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum HoldKey {
    /// One seek, by its secret.
    Seek(String),
    /// Every live seek of an account.
    Account(String),
}

/// A connection keeping live seeks open, until dropped.
#[derive(Debug)]
pub struct Held {
    lobby: Arc<Lobby>,
    key: HoldKey,
}

impl Drop for Held {
    fn drop(&mut self) {
        let mut holds = self.lobby.holds.lock().expect("holds lock");
        if let Some(n) = holds.get_mut(&self.key) {
            *n -= 1;
            if *n == 0 {
                holds.remove(&self.key);
            }
        }
    }
}

/// A seek as the lobby takes it: every word of the request read where it
/// arrived.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeekSpec {
    /// The rule set.
    pub variant: Variant,
    /// The time control.
    pub clock: TimeControl,
    /// Whether the result counts for ratings (accounts only, presets only).
    pub rated: bool,
    /// The seeker's side.
    pub side: SideChoice,
    /// A guest's name (an account plays under its own).
    pub name: Option<String>,
    /// Challenge this player (an account name) instead of seeking anyone.
    pub to: Option<String>,
}

/// What became of a seek its maker asks to hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeekNow {
    /// Still open.
    Open,
    /// It became this game.
    Started(String),
    /// Withdrawn, declined or expired, or never made.
    Gone,
}

/// What the lobby last read.
#[derive(Clone, Debug, Default)]
struct Snapshot {
    open: Vec<Open>,
    started: Vec<Started>,
    games: Vec<LobbyGame>,
    online_elsewhere: i64,
}

/// The lobby of this server.
#[derive(Debug)]
pub struct Lobby {
    hub: Arc<Hub>,
    guard: Arc<Guard>,
    snapshot: Mutex<Snapshot>,
    changed: broadcast::Sender<()>,
    /// A read of the lobby is under way.
    reading: AtomicBool,
    /// Reads asked for so far.
    asked: AtomicU64,
    /// How many of those asks the last finished read covers.
    covered: watch::Sender<u64>,
    /// The seeks and accounts this server's connections hold, with how
    /// many connections hold each.
    holds: Mutex<HashMap<HoldKey, usize>>,
}

impl Lobby {
    /// The lobby over `hub`'s games; `guard` counts the connections.
    pub fn new(hub: Arc<Hub>, guard: Arc<Guard>) -> Arc<Lobby> {
        Arc::new(Lobby {
            hub,
            guard,
            snapshot: Mutex::new(Snapshot::default()),
            changed: broadcast::channel(16).0,
            reading: AtomicBool::new(false),
            asked: AtomicU64::new(0),
            covered: watch::channel(0).0,
            holds: Mutex::new(HashMap::new()),
        })
    }

    /// Keeps `key`'s live seeks open while the answer lives.
    pub fn hold(self: &Arc<Self>, key: HoldKey) -> Held {
        *self
            .holds
            .lock()
            .expect("holds lock")
            .entry(key.clone())
            .or_insert(0) += 1;
        Held {
            lobby: Arc::clone(self),
            key,
        }
    }

    /// Keeps open for another [`HOLD_MS`] the live seeks held here.
    pub async fn renew(&self) {
        let ids: Vec<String> = {
            let holds = self.holds.lock().expect("holds lock");
            if holds.is_empty() {
                return;
            }
            let snapshot = self.snapshot.lock().expect("lobby lock");
            snapshot
                .open
                .iter()
                .filter(|o| o.held)
                .filter(|o| {
                    holds.contains_key(&HoldKey::Seek(o.row.id.clone()))
                        || o.row
                            .account_id
                            .as_ref()
                            .is_some_and(|a| holds.contains_key(&HoldKey::Account(a.clone())))
                })
                .map(|o| o.row.id.clone())
                .collect()
        };
        if ids.is_empty() {
            return;
        }
        let now = now_ms();
        if let Err(e) = self
            .store()
            .renew_seeks(&ids, now, now + HOLD_MS, LIVE_SEEK_MS)
            .await
        {
            tracing::error!("live seeks could not be kept open: {e}");
        }
    }

    /// Seek `id` for its maker, who proves it with the seek's `secret` or
    /// their login (`account`): what became of it; kept open a while
    /// longer when it is still open.
    pub async fn check(
        &self,
        id: &str,
        secret: Option<&str>,
        account: Option<&str>,
    ) -> Result<SeekNow, ApiError> {
        let now = now_ms();
        let Some(row) = self.store().seek(id).await? else {
            return Ok(SeekNow::Gone);
        };
        let by_secret = secret.is_some_and(|s| secret::hash(s) == row.secret_hash);
        let by_account = account.is_some() && row.account_id.as_deref() == account;
        if !by_secret && !by_account {
            return Err(ApiError::unauthorized(t("error-seek-not-yours")));
        }
        if let Some(game) = &row.game_id {
            return Ok(SeekNow::Started(game.clone()));
        }
        if row.expires_at <= now {
            return Ok(SeekNow::Gone);
        }
        if row.held_while_here() {
            self.store()
                .renew_seeks(&[row.id], now, now + HOLD_MS, LIVE_SEEK_MS)
                .await?;
        }
        Ok(SeekNow::Open)
    }

    /// What became of the held seeks `ids` that are no longer open, as
    /// the last read of the lobby says (asking the database for any the
    /// read does not show, which may be newer than the read).
    pub async fn follow(&self, ids: impl Iterator<Item = &String>) -> Vec<(String, SeekNow)> {
        let mut unsure = Vec::new();
        let mut found = Vec::new();
        {
            let snapshot = self.snapshot.lock().expect("lobby lock");
            for id in ids {
                if let Some(s) = snapshot.started.iter().find(|s| &s.seek == id) {
                    found.push((id.clone(), SeekNow::Started(s.game.clone())));
                } else if !snapshot.open.iter().any(|o| &o.row.id == id) {
                    unsure.push(id.clone());
                }
            }
        }
        let now = now_ms();
        for id in unsure {
            match self.store().seek(&id).await {
                Ok(Some(SeekRow {
                    game_id: Some(game),
                    ..
                })) => found.push((id, SeekNow::Started(game))),
                Ok(Some(row)) if row.expires_at > now => {}
                Ok(_) => found.push((id, SeekNow::Gone)),
                Err(e) => tracing::error!("a held seek could not be read: {e}"),
            }
        }
        found
    }

    fn store(&self) -> &Store {
        self.hub.store()
    }

    /// Told after every change of the lobby.
    pub fn subscribe(&self) -> broadcast::Receiver<()> {
        self.changed.subscribe()
    }

    /// Reads the lobby again and tells every lobby connection.
    ///
    /// Asks made while a read is under way are served by one more read
    /// after it, however many they are: under load (many seeks at once,
    /// and every server hearing every change) the lobby is read a few
    /// times a second, not once per change. Each caller returns once a
    /// read that began after its ask has finished, so it sees its own
    /// change.
    pub async fn refresh(&self) {
        let mine = self.asked.fetch_add(1, Ordering::SeqCst) + 1;
        let mut covered = self.covered.subscribe();
        loop {
            if *covered.borrow_and_update() >= mine {
                return;
            }
            if !self.reading.swap(true, Ordering::SeqCst) {
                self.read_until_covered().await;
                continue;
            }
            // Another caller reads; its next read covers this ask.
            if covered.changed().await.is_err() {
                return;
            }
        }
    }

    /// Reads the lobby until every ask so far is covered; the caller has
    /// raised `reading`, which this lowers.
    async fn read_until_covered(&self) {
        loop {
            loop {
                let covering = self.asked.load(Ordering::SeqCst);
                match self.read().await {
                    Ok(snapshot) => *self.snapshot.lock().expect("lobby lock") = snapshot,
                    Err(e) => tracing::error!("the lobby could not be read: {}", e.message),
                }
                let _ = self.changed.send(());
                self.covered.send_replace(covering);
                if self.asked.load(Ordering::SeqCst) == covering {
                    break;
                }
            }
            self.reading.store(false, Ordering::SeqCst);
            // An ask that came after the last check saw the read under
            // way and waits for it: read once more unless another caller
            // has taken over.
            if self.asked.load(Ordering::SeqCst) == *self.covered.borrow()
                || self.reading.swap(true, Ordering::SeqCst)
            {
                return;
            }
        }
    }

    async fn read(&self) -> Result<Snapshot, ApiError> {
        let now = now_ms();
        let store = self.store();
        let mut open = Vec::new();
        for found in store.open_seeks(now).await? {
            let row = found.seek;
            // An account without a game in the pool has the starting rating.
            let rating = match (&row.account_id, pool(&row.variant)) {
                (Some(_), Some(_)) => {
                    Some(match (found.rating, found.deviation, found.volatility) {
                        (Some(rating), Some(deviation), Some(volatility)) => Rating {
                            rating,
                            deviation,
                            volatility,
                        },
                        _ => Rating::default(),
                    })
                }
                _ => None,
            };
            let view = seek_view(&row, rating, found.target_name, found.seeker_bot);
            open.push(Open {
                target: row.target_id.clone(),
                held: row.held_while_here(),
                row,
                view,
            });
        }
        let started = store
            .started_seeks(now)
            .await?
            .into_iter()
            .map(|(seek, game)| Started { seek, game })
            .collect();
        let games = store
            .games_in_play(GAMES_LISTED)
            .await?
            .into_iter()
            .map(|g| LobbyGame {
                accounts: g.account_seats(),
                id: g.id,
                variant: g.variant,
                clock: g.clock.map(|c| c.control),
                rated: g.rated,
                attackers: g.attackers_name,
                defenders: g.defenders_name,
                ply: g.ply,
            })
            .collect();
        Ok(Snapshot {
            open,
            started,
            games,
            online_elsewhere: store.online_elsewhere().await?,
        })
    }

    /// Connections open to the servers: this one's, and the others' as
    /// they last said.
    pub fn online(&self) -> i64 {
        let elsewhere = self.snapshot.lock().expect("lobby lock").online_elsewhere;
        self.guard.open_connections() as i64 + elsewhere
    }

    /// The lobby as `account` (none: a guest) sees it: the open seeks, the
    /// challenges to or from it.
    pub fn view(&self, account: Option<&str>) -> LobbyView {
        let snapshot = self.snapshot.lock().expect("lobby lock").clone();
        let mut seeks = Vec::new();
        let mut challenges = Vec::new();
        for mut open in snapshot.open {
            open.view.mine = account.is_some() && open.row.account_id.as_deref() == account;
            match &open.target {
                None => seeks.push(open.view),
                Some(target) => {
                    let mine = account
                        .is_some_and(|a| a == target || open.row.account_id.as_deref() == Some(a));
                    if mine {
                        challenges.push(open.view);
                    }
                }
            }
        }
        LobbyView {
            seeks,
            challenges,
            started: snapshot.started,
            games: snapshot.games,
            online: self.online(),
            computer: Level::ALL.iter().map(|l| l.name().to_string()).collect(),
        }
    }

    /// Makes a seek (or, with `to`, a challenge) for `account` or a guest.
    pub async fn seek(
        &self,
        req: SeekSpec,
        account: Option<&AccountRow>,
    ) -> Result<SeekMade, ApiError> {
        let (variant, control) = (req.variant, req.clock);
        let store = self.store();
        let now = now_ms();
        if req.rated {
            if account.is_none() {
                return Err(ApiError::login_required("rated-game"));
            }
            if pool(&variant).is_none() {
                return Err(ApiError::bad_request(t("error-rated-presets-only")));
            }
        }
        let target = match req.to.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(name) => {
                let Some(me) = account else {
                    return Err(ApiError::login_required("challenge"));
                };
                let found = store
                    .account_by_key(&crate::accounts::name_key(name))
                    .await?
                    .filter(|a| a.deleted_at.is_none())
                    .ok_or_else(|| ApiError::not_found_named("player", name))?;
                if found.id == me.id {
                    return Err(ApiError::not_allowed(t("error-challenge-yourself")));
                }
                Some(found)
            }
        };
        let name = match account {
            Some(account) => {
                if store.open_seeks_of(&account.id, now).await? >= SEEKS_PER_ACCOUNT {
                    return Err(ApiError::rate_limited(tr(
                        "error-too-many-seeks",
                        &Args::new().num("max", SEEKS_PER_ACCOUNT as f64),
                    )));
                }
                account.name.clone()
            }
            None => clean_name(req.name.as_deref().unwrap_or(""))?,
        };
        let name = if name.is_empty() {
            "Guest".to_string()
        } else {
            name
        };
        let secret = secret::new_secret();
        // A live seek is open while its maker is here: at first for
        // HOLD_MS, then kept open by their connections.
        let lasts = if control.is_correspondence() || target.is_some() {
            SLOW_SEEK_MS
        } else {
            HOLD_MS
        };
        let row = SeekRow {
            id: secret::new_game_id(),
            account_id: account.map(|a| a.id.clone()),
            name,
            secret_hash: secret::hash(&secret),
            variant,
            clock: control,
            rated: req.rated,
            side: req.side,
            target_id: target.as_ref().map(|t| t.id.clone()),
            created_at: now,
            expires_at: now + lasts,
            game_id: None,
        };
        store.insert_seek(&row).await?;
        if let Some(target) = &target {
            crate::mail::challenged(
                store,
                &target.id,
                &row.name,
                &row.variant.to_string(),
                &row.clock.to_string(),
            )
            .await;
        }
        self.refresh().await;
        let rating = match (&row.account_id, pool(&row.variant)) {
            (Some(account), Some(pool)) => Some(store.rating(account, pool).await?),
            _ => None,
        };
        let mut seek = seek_view(
            &row,
            rating,
            target.map(|t| t.name),
            account.is_some_and(|a| a.bot_owner.is_some()),
        );
        seek.mine = account.is_some();
        Ok(SeekMade { seek, secret })
    }

    /// Accepts seek `id` for `account` or a guest named `name`: the game
    /// starts at once; the answer holds the acceptor's seat.
    pub async fn accept(
        &self,
        id: &str,
        account: Option<&AccountRow>,
        name: Option<&str>,
    ) -> Result<SeatTaken, ApiError> {
        let store = self.store();
        let now = now_ms();
        let seek = store
            .seek(id)
            .await?
            .ok_or_else(|| ApiError::not_found_named("seek", id))?;
        if seek.game_id.is_some() || seek.expires_at <= now {
            return Err(ApiError::not_allowed(t("error-seek-gone")));
        }
        if let Some(target) = &seek.target_id {
            if account.map(|a| &a.id) != Some(target) {
                return Err(ApiError::unauthorized(t("error-challenge-for-another")));
            }
        }
        if seek.rated && account.is_none() {
            return Err(ApiError::login_required("rated-game"));
        }
        if account.is_some() && account.map(|a| &a.id) == seek.account_id.as_ref() {
            return Err(ApiError::not_allowed(t("error-own-seek")));
        }
        let name = match account {
            Some(account) => account.name.clone(),
            None => match clean_name(name.unwrap_or(""))? {
                n if n.is_empty() => "Guest".to_string(),
                n => n,
            },
        };
        let seeker_side = side_of(seek.side);
        let control = seek.clock;
        let secret = secret::new_secret();
        let seeker = (
            seek.name.clone(),
            Some(seek.secret_hash.clone()),
            seek.account_id.clone(),
        );
        let acceptor = (
            name,
            Some(secret::hash(&secret)),
            account.map(|a| a.id.clone()),
        );
        let (attackers, defenders) = match seeker_side {
            Side::Attackers => (seeker, acceptor),
            Side::Defenders => (acceptor, seeker),
        };
        let mut row = GameRow {
            attackers_name: attackers.0,
            attackers_hash: attackers.1,
            attackers_account: attackers.2,
            defenders_name: defenders.0,
            defenders_hash: defenders.1,
            defenders_account: defenders.2,
            clock: Some(Clock::new(control)),
            rated: seek.rated,
            ..GameRow::fresh(seek.variant, Mode::Friend, Status::Active, now)
        };
        row.deadline = row.first_move_deadline(now);
        if !store.accept_seek(id, &row, now).await? {
            return Err(ApiError::not_allowed(t("error-seek-taken-pick")));
        }
        self.refresh().await;
        let live = self.hub.get(&row.id).await?;
        let data = live.data.lock().await;
        Ok(SeatTaken {
            id: row.id.clone(),
            seat: crate::wire::Seat::Side(seeker_side.opponent()),
            secret,
            invite: None,
            state: live.state(&data),
        })
    }

    /// Withdraws a seek (its maker, by login or by its secret) or declines
    /// a challenge (the player challenged).
    pub async fn cancel(
        &self,
        id: &str,
        account: Option<&AccountRow>,
        secret: Option<&str>,
    ) -> Result<(), ApiError> {
        let store = self.store();
        let seek = store
            .seek(id)
            .await?
            .filter(|s| s.game_id.is_none())
            .ok_or_else(|| ApiError::not_found_named("open-seek", id))?;
        let by_account = account.is_some_and(|a| {
            seek.account_id.as_ref() == Some(&a.id) || seek.target_id.as_ref() == Some(&a.id)
        });
        let by_secret = secret.is_some_and(|s| secret::hash(s) == seek.secret_hash);
        if !by_account && !by_secret {
            return Err(ApiError::unauthorized(t("error-seek-not-yours")));
        }
        if !store.delete_seek(id).await? {
            return Err(ApiError::not_allowed(t("error-seek-taken")));
        }
        self.refresh().await;
        Ok(())
    }
}

fn seek_view(row: &SeekRow, rating: Option<Rating>, to: Option<String>, bot: bool) -> SeekView {
    SeekView {
        id: row.id.clone(),
        name: row.name.clone(),
        account: row.account_id.is_some(),
        bot,
        mine: false,
        rating: rating.map(|r| r.rating.round() as i64),
        provisional: rating.is_some_and(|r| r.provisional()),
        variant: row.variant,
        clock: row.clock,
        speed: row.clock.speed(),
        rated: row.rated,
        side: row.side,
        to,
        created_at: row.created_at,
        expires_at: row.expires_at,
    }
}

/// Keeps the held seeks open and reads the lobby again every [`TICK`]
/// until aborted.
pub async fn tick(lobby: Arc<Lobby>) {
    let mut tick = tokio::time::interval(TICK);
    loop {
        tick.tick().await;
        lobby.renew().await;
        lobby.refresh().await;
    }
}
