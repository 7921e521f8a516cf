//! The hub: live games in memory, loaded from the database on demand, and
//! the one place where commands change a game. For each game, a lock
//! orders its commands; a change is stored in the database before any
//! client hears of it, then broadcast to every connection to the game.
//!
//! Memory holds caches only: the database orders every change. A change is
//! written over the version of the game it was decided against; when
//! another server (or a racing command) changed the game first, the write
//! is refused, the game is reloaded and the command decided again. Other
//! servers' changes arrive through [`Hub::refresh`] (PostgreSQL's
//! notifications, see `sync.rs`). The computer's reply is claimed in the
//! database, so exactly one server searches it.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use tablut_core::{Move, Side};
use tablut_engine::Level;
use tokio::sync::broadcast;

use crate::error::ApiError;
use crate::games::decide::{self, Change, Claiming};
use crate::games::live::{Data, Seat};
use crate::games::scheduler::{Cancel, Kind, NotRun, Scheduler};
use crate::games::set_aside::SetAside;
use crate::games::view::GameState;
use crate::secret;
use crate::store::notice::{Delta, Notice};
use crate::store::{ChatRow, Claim, Store, StoreError, CLAIM_RENEW_MS};
use crate::text::{t, tr, Args};
use crate::time::now_ms;
pub use crate::wire::{Command, NewGame, SeatTaken};
use crate::wire::{Mode, Status};

/// Longest player name, in characters.
pub const MAX_NAME: usize = 40;
pub use crate::games::decide::MAX_CHAT;

/// One `update` message for every connection to a game.
#[derive(Clone, Debug)]
pub struct Update {
    /// The game's version it shows: a connection that has already shown a
    /// later one skips it.
    pub version: i64,
    /// The serialized message.
    pub text: Arc<str>,
}

/// One game in memory with its listeners.
#[derive(Debug)]
pub struct Live {
    /// The game, behind the lock that orders its commands.
    pub data: tokio::sync::Mutex<Data>,
    /// `update` messages for every connection to the game, in version
    /// order (they are sent with the game locked).
    pub updates: broadcast::Sender<Update>,
    /// Open connections holding each side's seat (attackers, defenders).
    online: [AtomicUsize; 2],
    /// Whether connections on other servers hold each seat.
    remote: [AtomicBool; 2],
    /// The game's id.
    id: String,
    /// Orders this server's writes of `online` to the database, so the
    /// last one written is the last count.
    presence_writes: tokio::sync::Mutex<()>,
}

impl Live {
    pub(super) fn online(&self) -> [bool; 2] {
        [
            self.online[0].load(Ordering::Relaxed) > 0 || self.remote[0].load(Ordering::Relaxed),
            self.online[1].load(Ordering::Relaxed) > 0 || self.remote[1].load(Ordering::Relaxed),
        ]
    }
    /// The game's state as clients see it.
    pub fn state(&self, data: &Data) -> GameState {
        crate::games::view::game_state(data, self.online())
    }
}

/// Counts a connection as holding a seat while it lives.
#[derive(Debug)]
pub struct Presence {
    live: Arc<Live>,
    hub: Arc<Hub>,
    seat: Seat,
}

impl Drop for Presence {
    fn drop(&mut self) {
        for i in seat_indexes(self.seat) {
            self.live.online[i].fetch_sub(1, Ordering::Relaxed);
        }
        let (hub, live) = (Arc::clone(&self.hub), Arc::clone(&self.live));
        // Others see the seat go offline; the runtime may be gone at
        // shutdown, when nobody is listening anyway.
        if let Ok(handle) = tokio::runtime::Handle::try_current() {
            handle.spawn(async move {
                {
                    let data = live.data.lock().await;
                    hub.broadcast(&live, &data);
                }
                hub.publish_presence(&live).await;
            });
        }
    }
}

pub(super) fn seat_indexes(seat: Seat) -> Vec<usize> {
    match seat {
        Seat::Both => vec![0, 1],
        Seat::Side(Side::Attackers) => vec![0],
        Seat::Side(Side::Defenders) => vec![1],
    }
}

/// What every stored change of a game writes in its transaction: the
/// ratings a rated game's end moves, and the turn mail tells of.
fn along<'c>(
    conn: &'c mut sqlx::AnyConnection,
    row: &'c crate::store::GameRow,
    shared: bool,
) -> futures_util::future::BoxFuture<'c, Result<(), crate::store::StoreError>> {
    Box::pin(async move {
        crate::ratings::rate(&mut *conn, row, shared).await?;
        crate::mail::note_turn(conn, row).await
    })
}

/// Live games and the database behind them.
#[derive(Debug)]
pub struct Hub {
    pub(super) store: Store,
    pub(super) games: Mutex<HashMap<String, Arc<Live>>>,
    pub(super) scheduler: Arc<Scheduler>,
    /// Games in memory read again from the database because another
    /// server changed them (see [`Hub::reloads`]).
    pub(super) reloads: AtomicU64,
    /// Overdue games the clock sweep failed to end.
    pub(super) set_aside: Mutex<SetAside>,
}

impl Hub {
    /// A hub over `store`; at most `computer_threads` computer searches run
    /// at once.
    pub fn new(store: Store, computer_threads: usize) -> Arc<Hub> {
        // A rated game's end moves its players' ratings, once, in the
        // transaction that stores it; so is a correspondence player's
        // turn noted for mail.
        store.write_along(along);
        Arc::new(Hub {
            store,
            games: Mutex::new(HashMap::new()),
            scheduler: Scheduler::new(computer_threads),
            reloads: AtomicU64::new(0),
            set_aside: Mutex::new(SetAside::default()),
        })
    }

    /// The database.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The fair queue of computer searches, and who holds the seats.
    pub fn scheduler(&self) -> &Arc<Scheduler> {
        &self.scheduler
    }

    /// How many times a game in memory has been read again from the
    /// database since the hub started: another server's change that its
    /// notice did not carry (or that did not follow this copy's version),
    /// a command refused against a stale copy, a write that lost a race.
    /// Moves and chat lines arrive in their notices and cost no reload.
    pub fn reloads(&self) -> u64 {
        self.reloads.load(Ordering::Relaxed)
    }

    /// How many games are in memory.
    pub fn live_games(&self) -> usize {
        self.games.lock().expect("games lock").len()
    }

    /// The live game `id`, loaded from the database if need be, and as
    /// the database holds it now.
    pub async fn get(self: &Arc<Self>, id: &str) -> Result<Arc<Live>, ApiError> {
        self.lookup(id, true).await
    }

    /// The live game `id`, loaded from the database if need be, but not
    /// checked against the database when in memory: for commands, whose
    /// writes are refused when the copy is stale (and are then decided
    /// again, see [`Hub::decide`]). Another server's changes reach the
    /// copy through their notices a moment after they commit, so it saves
    /// a query per move.
    pub(super) async fn cached(self: &Arc<Self>, id: &str) -> Result<Arc<Live>, ApiError> {
        self.lookup(id, false).await
    }

    pub(super) async fn lookup(
        self: &Arc<Self>,
        id: &str,
        check: bool,
    ) -> Result<Arc<Live>, ApiError> {
        if !secret::is_game_id(id) {
            return Err(ApiError::not_found(id));
        }
        let cached = self.games.lock().expect("games lock").get(id).cloned();
        if let Some(live) = cached {
            if check && self.store.is_shared() {
                // Another server may have changed the game since: a cache
                // older than the row is reloaded before anyone decides
                // against it or is shown it.
                let stored = self.store.version(id).await?;
                let mut data = live.data.lock().await;
                if stored.is_some_and(|v| v > data.row.version) && !data.evicted {
                    self.reload(&live, &mut data).await?;
                }
            }
            return Ok(live);
        }
        let stored = self
            .store
            .load(id)
            .await?
            .ok_or_else(|| ApiError::not_found(id))?;
        let data = Data::from_stored(stored).map_err(|e| {
            tracing::error!("game {id} cannot be replayed: {e}");
            ApiError::server_error(tr(
                "error-game-damaged",
                &Args::new().str("id", id).str("detail", e),
            ))
        })?;
        // Who is connected through other servers.
        let remote = self.store.remote_presence(id).await?;
        let fresh = Arc::new(Live {
            data: tokio::sync::Mutex::new(data),
            updates: broadcast::channel(64).0,
            online: [AtomicUsize::new(0), AtomicUsize::new(0)],
            remote: remote.map(AtomicBool::new),
            id: id.to_string(),
            presence_writes: tokio::sync::Mutex::new(()),
        });
        // Another request may have loaded the game meanwhile; the copy in
        // the map wins, as it may already have changed.
        let live = {
            let mut games = self.games.lock().expect("games lock");
            Arc::clone(games.entry(id.to_string()).or_insert(fresh))
        };
        let mut data = live.data.lock().await;
        // After a restart, a computer to move resumes its search.
        self.after_change(&live, &mut data);
        drop(data);
        Ok(live)
    }

    /// Replaces the cached game with the database's copy (another server
    /// changed it) and sends it to every connection here. The computer's
    /// search goes on only if the position it searches is still the
    /// game's.
    ///
    /// Every path that reloads (a notice, a command that lost a race or
    /// found its copy behind, a flag declared elsewhere) goes through
    /// here, so a connection sees each version the database holds even
    /// when this server's own command is then refused: the winner's
    /// notice, arriving later, finds the copy already at its version and
    /// sends nothing.
    pub(super) async fn reload(
        self: &Arc<Self>,
        live: &Arc<Live>,
        data: &mut Data,
    ) -> Result<(), ApiError> {
        self.reloads.fetch_add(1, Ordering::Relaxed);
        let id = data.row.id.clone();
        let stored = self
            .store
            .load(&id)
            .await?
            .ok_or_else(|| ApiError::not_found(&id))?;
        let mut fresh = Data::from_stored(stored).map_err(|e| {
            tracing::error!("game {id} cannot be replayed: {e}");
            ApiError::server_error(tr(
                "error-game-damaged",
                &Args::new().str("id", id.clone()).str("detail", e),
            ))
        })?;
        fresh.generation = data.generation + 1;
        let same_position = fresh.game.len() == data.game.len()
            && fresh.row.ended == data.row.ended
            && fresh.game.position() == data.game.position();
        if same_position && fresh.computer_to_move() {
            fresh.thinking = data.thinking.take();
            fresh.stop = data.stop.take();
        } else if let Some(stop) = data.stop.take() {
            stop.stop();
        }
        *data = fresh;
        self.after_change(live, data);
        self.broadcast(live, data);
        Ok(())
    }

    /// Another server committed a change of a game: a cached copy at the
    /// version just before it takes the change as the notice tells it (a
    /// move or a chat line); a copy further behind, or one the change
    /// does not apply to, is reloaded. The game is then sent to this
    /// server's connections. Games not in memory are loaded when asked
    /// for.
    pub async fn refresh(self: &Arc<Self>, notice: &Notice) {
        let id = notice.id.as_str();
        let cached = self.games.lock().expect("games lock").get(id).cloned();
        let Some(live) = cached else { return };
        let mut data = live.data.lock().await;
        if data.evicted || data.row.version >= notice.version {
            return;
        }
        let applied = data.row.version + 1 == notice.version && apply(&mut data, notice);
        if applied {
            data.row.version = notice.version;
            self.after_change(&live, &mut data);
            self.broadcast(&live, &data);
        } else if let Err(e) = self.reload(&live, &mut data).await {
            tracing::error!("game {id} could not be reloaded: {}", e.message);
        }
    }

    /// Reloads every cached game that the database holds in a newer
    /// version (after notifications may have been lost).
    pub async fn refresh_all(self: &Arc<Self>) {
        let ids: Vec<String> = self
            .games
            .lock()
            .expect("games lock")
            .keys()
            .cloned()
            .collect();
        for id in ids {
            match self.store.version(&id).await {
                Ok(Some(version)) => self.refresh_versions(vec![(id, version)]).await,
                Ok(None) => {}
                Err(e) => tracing::error!("game {id}: {e}"),
            }
        }
    }

    /// Drops from memory the games nobody watches and the computer is not
    /// searching; they are loaded again when asked for.
    pub fn evict_idle(&self) -> usize {
        let mut games = self.games.lock().expect("games lock");
        let before = games.len();
        games.retain(|_, live| {
            if live.updates.receiver_count() > 0 {
                return true;
            }
            match live.data.try_lock() {
                // Counted again under the game's lock: a connection that
                // subscribed meanwhile then checks `evicted` after this
                // (see `Hub::follow`), never before.
                Ok(mut data) if data.stop.is_none() && live.updates.receiver_count() == 0 => {
                    data.evicted = true;
                    false
                }
                _ => true,
            }
        });
        before - games.len()
    }

    /// Subscribes to the updates of game `live` as the hub holds it: a
    /// copy the hub dropped from memory between its lookup and this
    /// subscription (nobody listened to it then) would never be sent
    /// another change, while commands went to a fresh copy; the fresh
    /// copy is followed instead.
    pub async fn follow(
        self: &Arc<Self>,
        mut live: Arc<Live>,
    ) -> Result<(Arc<Live>, broadcast::Receiver<Update>), ApiError> {
        loop {
            let updates = live.updates.subscribe();
            if !live.data.lock().await.evicted {
                return Ok((live, updates));
            }
            live = self.get(&live.id).await?;
        }
    }

    /// Sends the game's state to every connection to it; returns the
    /// state as JSON. It is serialized once for all of them, so its
    /// sentences are in English, each with its message for the readers
    /// to say in their own language.
    pub fn broadcast(&self, live: &Live, data: &Data) -> String {
        let state = crate::language::sync_scope(tablut_i18n::Lang::english(), || live.state(data));
        let game = serde_json::to_string(&state).expect("a state serializes");
        let message = format!("{{\"type\":\"update\",\"game\":{game}}}");
        let _ = live.updates.send(Update {
            version: data.row.version,
            text: Arc::from(message),
        });
        game
    }

    /// Writes this server's count of connections per seat of the game to
    /// the database, for the other servers (PostgreSQL only).
    pub(super) async fn publish_presence(&self, live: &Live) {
        if !self.store.is_shared() {
            return;
        }
        let _order = live.presence_writes.lock().await;
        let counts = [0, 1].map(|i| live.online[i].load(Ordering::Relaxed) as i64);
        if let Err(e) = self.store.set_presence(&live.id, counts).await {
            tracing::error!("game {}: presence: {e}", live.id);
        }
    }

    /// Another server's connections to game `id` changed: reads who is
    /// connected through the other servers and tells this server's
    /// connections if that changed.
    pub async fn refresh_presence(self: &Arc<Self>, id: &str) {
        let cached = self.games.lock().expect("games lock").get(id).cloned();
        let Some(live) = cached else { return };
        let remote = match self.store.remote_presence(id).await {
            Ok(remote) => remote,
            Err(e) => {
                tracing::error!("game {id}: presence: {e}");
                return;
            }
        };
        let data = live.data.lock().await;
        let before = live.online();
        for (flag, value) in live.remote.iter().zip(remote) {
            flag.store(value, Ordering::Relaxed);
        }
        if live.online() != before {
            self.broadcast(&live, &data);
        }
    }

    /// Counts a connection holding `seat` until the returned value drops.
    pub fn presence(self: &Arc<Self>, live: &Arc<Live>, seat: Seat) -> Presence {
        for i in seat_indexes(seat) {
            live.online[i].fetch_add(1, Ordering::Relaxed);
        }
        if self.store.is_shared() {
            let (hub, live) = (Arc::clone(self), Arc::clone(live));
            tokio::spawn(async move { hub.publish_presence(&live).await });
        }
        Presence {
            live: Arc::clone(live),
            hub: Arc::clone(self),
            seat,
        }
    }

    /// Games changed in the database outside a command (an account
    /// deleted): this server's copies older than the versions given are
    /// reloaded and shown.
    pub async fn refresh_versions(self: &Arc<Self>, changed: Vec<(String, i64)>) {
        for (id, version) in changed {
            let notice = Notice {
                id,
                version,
                delta: Delta::Other,
            };
            self.refresh(&notice).await;
        }
    }

    /// Carries out `command` for `seat` of game `id`; on success every
    /// connection has been sent the new state, which is returned as JSON.
    pub async fn command(
        self: &Arc<Self>,
        id: &str,
        seat: Seat,
        command: Command,
    ) -> Result<String, ApiError> {
        let live = self.cached(id).await?;
        let mut data = live.data.lock().await;
        if data.evicted {
            // The hub dropped this copy between lookup and lock.
            drop(data);
            return Box::pin(self.command(id, seat, command)).await;
        }
        self.admit_reply(&data, &command)?;
        // A clock that ran out ends the game before anything else is
        // decided (a move that comes too late is then refused).
        self.flag_if_due(&live, &mut data).await?;
        self.decide(&live, &mut data, seat, &command).await?;
        if matches!(command, Command::Move { .. }) {
            self.answer_conditional(&live, &mut data).await;
        }
        // The computer starts first, so one update says both what changed
        // and that it is thinking.
        self.after_change(&live, &mut data);
        Ok(self.broadcast(&live, &data))
    }

    /// By correspondence, plays the answer the player now to move left
    /// for the move just played, and keeps what follows of their lines
    /// (see [`super::conditional`]). An answer that cannot be played (the
    /// game changed meanwhile) is dropped with its lines: the player
    /// moves themselves.
    async fn answer_conditional(self: &Arc<Self>, live: &Arc<Live>, data: &mut Data) {
        let correspondence = data
            .row
            .clock
            .is_some_and(|c| c.control.is_correspondence());
        if !correspondence || data.is_over() {
            return;
        }
        let Some(played) = data.game.moves().last() else {
            return;
        };
        let side = data.game.position().side_to_move();
        let id = data.row.id.clone();
        let lines = match self.store.conditional_lines(&id, side).await {
            Ok(lines) if !lines.is_empty() => lines,
            Ok(_) => return,
            Err(e) => {
                tracing::warn!("conditional moves of {id}: {e}");
                return;
            }
        };
        let (answer, mut rest) = super::conditional::follow(&lines, played);
        if let Some(answer) = answer {
            let command = Command::Move {
                mv: answer.to_string(),
                ply: Some(data.game.len() as u64),
            };
            if let Err(e) = self.decide(live, data, Seat::Side(side), &command).await {
                tracing::info!(
                    "conditional move {answer} in {id} not played: {}",
                    e.message
                );
                rest.clear();
            }
        }
        if let Err(e) = self.store.set_conditional_lines(&id, side, &rest).await {
            tracing::warn!("conditional moves of {id}: {e}");
        }
    }

    /// Decides `command` against the game and stores the change; when the
    /// game changed in the database meanwhile, reloads it and decides
    /// again (a move for a ply that is gone is then `stale`).
    pub(super) async fn decide(
        self: &Arc<Self>,
        live: &Arc<Live>,
        data: &mut Data,
        seat: Seat,
        command: &Command,
    ) -> Result<(), ApiError> {
        for _ in 0..CONFLICT_RETRIES {
            // What to put back if the command is refused or not stored: a
            // move is taken back by undoing it; only the commands that take
            // moves back keep a copy of the game.
            let (row, generation, plies) = (data.row.clone(), data.generation, data.game.len());
            let game =
                matches!(command, Command::Undo | Command::Takeback).then(|| data.game.clone());
            let result = match decide::decide(data, seat, command, now_ms()) {
                Ok(None) => return Ok(()),
                Ok(Some(change)) => match self.persist(data, &change).await {
                    Ok(()) => {
                        self.settle(data, command, change);
                        return Ok(());
                    }
                    Err(e) => Err(Fail::from(e)),
                },
                Err(e) => Err(Fail::Api(e)),
            };
            // Refused or not stored: the game is as it was.
            (data.row, data.generation) = (row, generation);
            match game {
                Some(game) => data.game = game,
                None if data.game.len() > plies => {
                    data.game.undo();
                }
                None => {}
            }
            match result {
                Err(Fail::Api(e)) => {
                    // The copy may be behind the database (a notice not
                    // heard yet): a command is refused only by the game
                    // as the database holds it.
                    if self.behind(data).await? {
                        self.reload(live, data).await?;
                        continue;
                    }
                    return Err(e);
                }
                Err(Fail::Conflict) => self.reload(live, data).await?,
                Ok(()) => unreachable!("a stored change returned above"),
            }
        }
        Err(busy())
    }

    /// Whether the database holds a later version of the game than
    /// `data` (never on SQLite, where this server makes every change).
    pub(super) async fn behind(&self, data: &Data) -> Result<bool, ApiError> {
        if !self.store.is_shared() {
            return Ok(false);
        }
        let stored = self.store.version(&data.row.id).await?;
        Ok(stored.is_some_and(|v| v > data.row.version))
    }

    /// What follows a stored change in memory: the chat line kept, the
    /// computer's search stopped when its position is gone.
    pub(super) fn settle(&self, data: &mut Data, command: &Command, change: Change) {
        if let Change::Chat(line) = change {
            data.push_chat(line);
            data.generation += 1;
        }
        if decide::stops_search(command) {
            if let Some(stop) = data.stop.take() {
                stop.stop();
            }
            data.thinking = None;
        }
    }

    /// Stores `change`, decided against the game's version, as the next
    /// version: the one place where a game's version goes up. A
    /// conflict means another change was stored first.
    pub(super) async fn persist(&self, data: &mut Data, change: &Change) -> Result<(), StoreError> {
        data.row.version += 1;
        let row = &data.row;
        let written = match change {
            Change::Row(claiming) => {
                self.store
                    .update_game(row, self.claim(data, *claiming))
                    .await
            }
            Change::Move(mv, claiming) => {
                let claim = self.claim(data, *claiming);
                self.store.append_move(row, &mv.to_string(), claim).await
            }
            Change::Truncate(claiming) => {
                self.store
                    .truncate_moves(row, self.claim(data, *claiming))
                    .await
            }
            Change::Chat(line) => self.store.insert_chat(row, line).await,
            Change::Rematch(new) => self.store.insert_rematch(row, new, Claim::Clear).await,
        };
        if written.is_ok() && matches!(change, Change::Row(_) | Change::Move(..)) {
            self.tournament_game_changed(data);
        }
        written
    }

    /// A tournament's game that has just ended moves its tournament on at
    /// once (its next round, an arena's next pairing, a match's second
    /// game) rather than at the tournaments' next tick; the tick stays for
    /// whatever this misses (a server stopped in between).
    fn tournament_game_changed(&self, data: &Data) {
        let (Some(id), true) = (&data.row.tournament_id, data.row.ended.is_some()) else {
            return;
        };
        let tournaments = crate::tournaments::Tournaments::new(self.store.clone());
        let id = id.clone();
        tokio::spawn(async move {
            if let Err(e) = tournaments.advance(&id).await {
                tracing::debug!("tournament {id} after a game's end: {}", e.message);
            }
        });
    }

    /// What a change's claim is on this server.
    pub(super) fn claim(&self, data: &Data, claiming: Claiming) -> Claim {
        match claiming {
            Claiming::Keep => Claim::Keep,
            Claiming::Clear => Claim::Clear,
            Claiming::Reply => self.claim_for(data),
        }
    }

    /// The move the engine suggests to `seat` (depth 5), with the number
    /// of moves of the position it is for. Not in games between friends,
    /// where it would be a third player.
    pub async fn hint(&self, live: &Live, seat: Seat) -> Result<(usize, Move), ApiError> {
        let (id, game) = {
            let data = live.data.lock().await;
            if data.row.mode == Mode::Friend {
                return Err(ApiError::not_allowed(t("error-no-hints-friends")));
            }
            if data.row.status != Status::Active || data.is_over() {
                return Err(ApiError::game_over());
            }
            if !seat.covers(data.game.position().side_to_move()) {
                return Err(ApiError::not_your_turn(t("error-hint-side-to-move")));
            }
            (data.row.id.clone(), data.game.clone())
        };
        // Hints come over the asker's WebSocket, so the address holding
        // the seat is theirs; floods are refused, never dropped.
        let ip = self
            .scheduler
            .holder(&id)
            .unwrap_or(IpAddr::from([0, 0, 0, 0]));
        self.scheduler.admit_hint(ip, &id)?;
        let ply = game.len();
        let limits = Level::Medium.limits();
        let best = self
            .scheduler
            .search(ip, &id, Kind::Hint, Cancel::new(), game, limits)
            .await
            .map_err(|e| match e {
                NotRun::Refused(e) => e,
                NotRun::Dropped => ApiError::server_error(t("error-hint-stopped")),
            })?;
        best.map(|mv| (ply, mv))
            .ok_or_else(|| ApiError::not_allowed(t("error-no-legal-move")))
    }

    /// The claim a change writes: this server's when the computer is to
    /// reply and someone holds a seat here (the search starts at once),
    /// otherwise none: the first server where someone holds a seat claims
    /// it then.
    pub(super) fn claim_for(&self, data: &Data) -> Claim {
        if data.computer_to_move() && self.scheduler.holder(&data.row.id).is_some() {
            Claim::Mine
        } else {
            Claim::Clear
        }
    }

    /// Refuses a move the computer would have to answer when the address
    /// holding the seat has its fill of searches already (`rate_limited`),
    /// before anything changes.
    pub(super) fn admit_reply(&self, data: &Data, command: &Command) -> Result<(), ApiError> {
        if !matches!(command, Command::Move { .. }) || data.row.mode != Mode::Computer {
            return Ok(());
        }
        match self.scheduler.holder(&data.row.id) {
            Some(ip) => self.scheduler.admits(ip),
            None => Ok(()),
        }
    }

    /// Someone took a seat (a connection authenticated, or a request came
    /// with the seat's secret): the computer's reply, if it waited for a
    /// seat to be held, is searched now.
    pub async fn resume(self: &Arc<Self>, live: &Arc<Live>) {
        let mut data = live.data.lock().await;
        if data.evicted {
            return;
        }
        let before = data.thinking;
        self.after_change(live, &mut data);
        if data.thinking != before {
            self.broadcast(live, &data);
        }
    }

    /// What follows any change of a game held here: the computer starts
    /// its reply if it is to move, and a running clock gets a timer that
    /// ends the game on time when its deadline passes (whoever is
    /// connected: the loss on time is declared even to an empty room).
    pub(super) fn after_change(self: &Arc<Self>, live: &Arc<Live>, data: &mut Data) {
        self.start_computer(live, data);
        self.arm_flag(live, data);
    }

    /// Keeps one timer per game for the deadline of its running clock.
    pub(super) fn arm_flag(self: &Arc<Self>, live: &Arc<Live>, data: &mut Data) {
        let deadline = data.row.deadline;
        if data.flag_timer.as_ref().map(|(at, _)| *at) == deadline {
            return;
        }
        if let Some((_, timer)) = data.flag_timer.take() {
            timer.abort();
        }
        let Some(deadline) = deadline else { return };
        let (hub, live) = (Arc::clone(self), Arc::clone(live));
        let timer = tokio::spawn(async move {
            let wait = (deadline - now_ms()).max(0) as u64;
            tokio::time::sleep(std::time::Duration::from_millis(wait)).await;
            let mut data = live.data.lock().await;
            if data.evicted {
                return;
            }
            data.flag_timer = None;
            if let Err(e) = hub.flag_if_due(&live, &mut data).await {
                tracing::error!(
                    "game {}: the flag could not be stored: {}",
                    live.id,
                    e.message
                );
            }
        });
        data.flag_timer = Some((deadline, timer.abort_handle()));
    }

    /// Ends the game on time if the side to move's time has run out,
    /// stored over the version it was decided against (so of several
    /// servers, exactly one declares it) and sent to every connection;
    /// whether it ended.
    pub(crate) async fn flag_if_due(
        self: &Arc<Self>,
        live: &Arc<Live>,
        data: &mut Data,
    ) -> Result<bool, ApiError> {
        // Most calls find time left: no copy of the row for them.
        if !data.flag_due(now_ms()) {
            return Ok(false);
        }
        let flagged = self
            .change(live, data, |data| Ok(data.flag(now_ms())))
            .await?;
        if flagged {
            self.broadcast(live, data);
        }
        Ok(flagged)
    }

    /// Makes a change that `edit` decides on the game (true: it changed
    /// the row) and stores it over the version it was decided against;
    /// when the game changed in the database meanwhile, reloads it and
    /// decides again. Whether a change was made.
    pub(super) async fn change(
        self: &Arc<Self>,
        live: &Arc<Live>,
        data: &mut Data,
        edit: impl Fn(&mut Data) -> Result<bool, ApiError>,
    ) -> Result<bool, ApiError> {
        for _ in 0..CONFLICT_RETRIES {
            let before = data.row.clone();
            if !edit(data)? {
                return Ok(false);
            }
            data.generation += 1;
            match self.persist(data, &Change::Row(Claiming::Clear)).await {
                Ok(()) => {
                    self.after_change(live, data);
                    return Ok(true);
                }
                Err(StoreError::Conflict(_)) => {
                    data.row = before;
                    self.reload(live, data).await?;
                }
                Err(e) => {
                    data.row = before;
                    return Err(e.into());
                }
            }
        }
        Err(busy())
    }

    /// Starts the computer's search if it is to move and not searching
    /// here; the caller broadcasts the change. The search runs only once
    /// the database grants this server the claim on the reply, so exactly
    /// one server searches it; the claim is renewed while it searches, and
    /// when the claim is someone else's the game shows the computer
    /// thinking (on that server) until its move arrives.
    pub(super) fn start_computer(self: &Arc<Self>, live: &Arc<Live>, data: &mut Data) {
        if data.stop.is_some() || !data.computer_to_move() {
            return;
        }
        // Nobody holds a seat in the game: no search until someone does
        // (`resume`); the address holding one is charged for it.
        let Some(ip) = self.scheduler.holder(&data.row.id) else {
            return;
        };
        let level = data.row.level.unwrap_or(Level::Medium);
        let generation = data.generation;
        let game = data.game.clone();
        let stop = Cancel::new();
        data.thinking = Some(generation);
        data.stop = Some(stop.clone());
        let (id, ply) = (data.row.id.clone(), data.row.ply);
        let (hub, live) = (Arc::clone(self), Arc::clone(live));
        tokio::spawn(async move {
            let claimed = hub.store.claim(&id, ply).await;
            if !matches!(claimed, Ok(true)) {
                if let Err(e) = claimed {
                    tracing::error!("game {id}: the computer's reply cannot be claimed: {e}");
                }
                // Another server searches (or will take over when its
                // claim runs out): the game still shows it thinking.
                let mut data = live.data.lock().await;
                if data.thinking == Some(generation) {
                    data.stop = None;
                }
                return;
            }
            let renewer = {
                let (hub, id, stop) = (Arc::clone(&hub), id.clone(), stop.clone());
                tokio::spawn(async move {
                    let mut tick =
                        tokio::time::interval(std::time::Duration::from_millis(CLAIM_RENEW_MS));
                    tick.tick().await;
                    loop {
                        tick.tick().await;
                        match hub.store.renew(&id, ply).await {
                            Ok(true) => {}
                            // The game moved on or another server took
                            // over: this search is of no use any more.
                            Ok(false) => {
                                stop.stop();
                                return;
                            }
                            Err(e) => tracing::error!("game {id}: claim renewal: {e}"),
                        }
                    }
                })
            };
            // The fair queue decides when: a search nobody holds a seat
            // for by then is dropped (`NotRun::Dropped`).
            let found = hub
                .scheduler
                .search(ip, &id, Kind::Reply, stop, game, level.limits())
                .await;
            let mut data = live.data.lock().await;
            if data.thinking != Some(generation) || data.evicted {
                renewer.abort();
                return;
            }
            data.thinking = None;
            data.stop = None;
            let Ok(Some(mv)) = found else {
                renewer.abort();
                match found {
                    // Nobody held a seat any more: it waits for them.
                    Err(NotRun::Dropped) => {}
                    Err(NotRun::Refused(e)) => tracing::warn!("game {id}: {}", e.message),
                    Ok(_) => tracing::error!("the computer found no move in game {id}"),
                }
                hub.broadcast(&live, &data);
                return;
            };
            let seat = Seat::Side(data.game.position().side_to_move());
            // The move is for the position searched: if the game changed
            // meanwhile, it is refused as stale rather than played.
            let command = Command::Move {
                mv: mv.to_string(),
                ply: Some(ply as u64),
            };
            let result = hub.decide(&live, &mut data, seat, &command).await;
            renewer.abort();
            if let Err(e) = result {
                tracing::error!("the computer's move {mv} was refused: {}", e.message);
                // Retried when someone next opens the game.
                data.evicted = true;
                hub.games.lock().expect("games lock").remove(&id);
            }
            hub.broadcast(&live, &data);
        });
    }
}

/// Applies another server's change, as its notice tells it, to a copy of
/// the game at the version before it; false when the notice does not say
/// enough (the game is then reloaded) or does not fit the copy.
pub(super) fn apply(data: &mut Data, notice: &Notice) -> bool {
    match &notice.delta {
        Delta::Move { ply, mv, at } => {
            let Ok(mv) = mv.parse::<Move>() else {
                return false;
            };
            if data.game.len() as i64 + 1 != *ply || data.play(mv, *at).is_err() {
                return false;
            }
            // The position changed: a search of the old one is of no use.
            if let Some(stop) = data.stop.take() {
                stop.stop();
            }
            data.thinking = None;
            true
        }
        Delta::Chat {
            seat,
            name,
            body,
            at,
        } => {
            data.push_chat(ChatRow {
                seat: *seat,
                name: name.clone(),
                body: body.clone(),
                at: *at,
            });
            data.generation += 1;
            true
        }
        Delta::Other => false,
    }
}

/// How many times a command is decided again after the game changed
/// under it before the client is asked to retry.
pub(super) const CONFLICT_RETRIES: usize = 5;

/// Why a change was not made.
pub(super) enum Fail {
    /// Refused, with the client's error.
    Api(ApiError),
    /// The game changed in the database since it was read: reload and
    /// decide again.
    Conflict,
}

impl From<ApiError> for Fail {
    fn from(e: ApiError) -> Fail {
        Fail::Api(e)
    }
}

impl From<StoreError> for Fail {
    fn from(e: StoreError) -> Fail {
        match e {
            StoreError::Conflict(_) => Fail::Conflict,
            e => Fail::Api(e.into()),
        }
    }
}

/// The answer when a game kept changing under a command.
pub(super) fn busy() -> ApiError {
    ApiError::server_error(t("error-busy"))
}

/// A player name: trimmed, without control or direction-changing
/// characters ([`neutralise`](crate::games::view::neutralise)), at most
/// [`MAX_NAME`] characters.
pub fn clean_name(name: &str) -> Result<String, ApiError> {
    let name = crate::games::view::neutralise(name).trim().to_string();
    if name.chars().count() > MAX_NAME {
        return Err(ApiError::bad_request(tr(
            "error-name-too-long",
            &Args::new().num("max", MAX_NAME as f64),
        )));
    }
    Ok(name)
}
