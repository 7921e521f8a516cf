//! Several servers over one PostgreSQL database: each server hears every
//! committed change of a game through PostgreSQL's LISTEN/NOTIFY (the
//! writer notifies [`CHANGES_CHANNEL`] in the change's own transaction),
//! reloads the games it holds in memory and sends them to its
//! connections; and each server takes over the computer's replies whose
//! claim has run out because the server that claimed them died. SQLite
//! has one server, which needs neither. On every database, fallen flags
//! of games no timer watches are looked for ([`sweep_clocks`]).

use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::PgListener;

use crate::games::hub::Hub;
use crate::limits::Guard;
use crate::lobby::Lobby;
use crate::lobby::LOBBY_CHANNEL;
use crate::store::notice::Notice;
use crate::store::{CHANGES_CHANNEL, PRESENCE_CHANNEL};

/// How often expired claims are looked for.
pub const SWEEP_EVERY: Duration = Duration::from_millis(1_000);

/// Listens for other servers' changes until the task is aborted, and
/// reconnects when the connection is lost; after a reconnection every
/// game in memory is checked against the database, since notifications
/// sent meanwhile are lost.
pub async fn listen(hub: Arc<Hub>, lobby: Arc<Lobby>) {
    let url = hub.store().url().to_string();
    loop {
        let mut listener = match PgListener::connect(&url).await {
            Ok(listener) => listener,
            Err(e) => {
                tracing::error!("listening for changes: {e}; retrying");
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            }
        };
        if let Err(e) = listener
            .listen_all([CHANGES_CHANNEL, PRESENCE_CHANNEL, LOBBY_CHANNEL])
            .await
        {
            tracing::error!("listening for changes: {e}; retrying");
            tokio::time::sleep(Duration::from_secs(1)).await;
            continue;
        }
        // Changes made before this point may have been missed.
        hub.refresh_all().await;
        lobby.refresh().await;
        loop {
            match listener.try_recv().await {
                Ok(Some(note)) if note.channel() == PRESENCE_CHANNEL => {
                    hub.refresh_presence(note.payload()).await;
                }
                Ok(Some(note)) if note.channel() == LOBBY_CHANNEL => {
                    let lobby = Arc::clone(&lobby);
                    tokio::spawn(async move { lobby.refresh().await });
                }
                Ok(Some(note)) => match Notice::parse(note.payload()) {
                    // Each notice is handled on a task of its own, so one
                    // game's reload does not hold up the notices of all
                    // the others; for one game, the task takes its lock
                    // and applies only a newer version, so updates stay
                    // in order.
                    Some(notice) => {
                        let hub = Arc::clone(&hub);
                        tokio::spawn(async move { hub.refresh(&notice).await });
                    }
                    None => tracing::error!("a change notice reads '{}'", note.payload()),
                },
                // The connection was lost: listen afresh on a new one,
                // and only then look for what was missed meanwhile.
                Ok(None) => {
                    tracing::warn!("the change listener lost its connection; reconnecting");
                    break;
                }
                Err(e) => {
                    tracing::error!("listening for changes: {e}; reconnecting");
                    tokio::time::sleep(Duration::from_millis(500)).await;
                    break;
                }
            }
        }
    }
}

/// Every [`SWEEP_EVERY`] until aborted: says this server is alive (with
/// its count of open connections),
/// forgets the connections of servers that died (their seats go offline),
/// and takes over expired claims.
pub async fn sweep(hub: Arc<Hub>, guard: Arc<Guard>) {
    let mut tick = tokio::time::interval(SWEEP_EVERY);
    loop {
        tick.tick().await;
        let online = guard.open_connections() as i64;
        if let Err(e) = hub.store().heartbeat(online).await {
            tracing::error!("heartbeat: {e}");
        }
        if let Err(e) = hub.store().forget_dead_servers().await {
            tracing::error!("presence of stopped servers: {e}");
        }
        hub.take_over_expired().await;
    }
}

/// How long after a deadline the sweep ends a game on time: the server
/// holding the game ends it at the deadline itself (its timer); the sweep
/// is for games no server holds in memory.
pub const FLAG_GRACE_MS: i64 = 1_000;

/// Every [`SWEEP_EVERY`] until aborted, on every database: ends on time
/// the games whose clock ran out and that no timer of a running server
/// ended (see [`Hub::flag_overdue`]).
pub async fn sweep_clocks(hub: Arc<Hub>) {
    let mut tick = tokio::time::interval(SWEEP_EVERY);
    loop {
        tick.tick().await;
        hub.flag_overdue(FLAG_GRACE_MS).await;
    }
}
