//! The tablut web service: games between people and against the computer
//! in the browser, stored in SQLite or PostgreSQL.
//!
//! The server is the referee: a move is legal when `tablut-core` says so,
//! and a change is stored before anyone hears of it. The pages in `web/`
//! are embedded in the binary. The API is in docs/web-api.md.

// Shared leaves: no domain imports them back.
pub mod error;
pub mod language;
pub mod limits;
pub mod secret;
pub mod text;
pub mod time;
pub mod wire;

// The database, under every domain.
pub mod store;

// The domains.
pub mod accounts;
pub mod games;
pub mod lobby;
pub mod mail;
pub mod puzzles;
pub mod ratings;
pub mod review;
pub mod rulebook;
pub mod tournaments;

// On top: the HTTP and WebSocket layer, and the wiring between servers.
pub mod http;
pub mod schedule;
pub mod sync;

use std::future::Future;
use std::net::SocketAddr;
use std::time::Duration;

use axum::serve::ListenerExt;

pub use error::ApiError;
pub use games::hub::Hub;
pub use limits::Limits;
pub use store::{Store, StoreError};

/// How `tablut serve` runs.
#[derive(Clone, Debug)]
pub struct ServerConfig {
    /// Where to listen (port 0: any free port).
    pub addr: SocketAddr,
    /// `sqlite://PATH` or `postgres://...`.
    pub database: String,
    /// Per-client bounds.
    pub limits: Limits,
    /// Computer searches that may run at once.
    pub computer_threads: usize,
    /// Whether the computer thinks on the player's time, on threads no
    /// search wants (see the scheduler's rules).
    pub ponder: bool,
}

/// Why the server could not start.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The database.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The address.
    #[error("cannot listen on {addr} (is another server there? try --addr 127.0.0.1:0)")]
    Bind {
        /// The address asked for.
        addr: SocketAddr,
        /// Why not (shown after the message as its cause).
        #[source]
        source: std::io::Error,
    },
    /// The mail settings.
    #[error(transparent)]
    Mail(#[from] mail::MailConfigError),
    /// The server failed while running.
    #[error("server: {0}")]
    Io(#[from] std::io::Error),
}

/// Runs the server until `shutdown` completes. `ready` is told the address
/// once the server listens. E-mail is off (see [`serve_with_mail`]).
pub async fn serve(
    config: ServerConfig,
    ready: impl FnOnce(SocketAddr),
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServeError> {
    serve_with_mail(config, None, ready, shutdown).await
}

/// [`serve`], sending e-mail as `mail` says (`None`: e-mail is off).
pub async fn serve_with_mail(
    config: ServerConfig,
    mail: Option<mail::MailConfig>,
    ready: impl FnOnce(SocketAddr),
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServeError> {
    if let Some(mail) = &mail {
        mail.check()?;
    }
    let store = Store::open(&config.database).await?;
    let mail = mail::Mail::new(store.clone(), mail);
    let hub = Hub::new(store.clone(), config.computer_threads);
    hub.scheduler().set_ponder(config.ponder);
    let guard = limits::Guard::new(config.limits);
    let lobby = lobby::Lobby::new(hub.clone(), guard.clone());
    lobby.refresh().await;
    let app = http::App {
        hub: hub.clone(),
        accounts: std::sync::Arc::new(accounts::Accounts::new(store.clone())),
        guard: guard.clone(),
        lobby: lobby.clone(),
        reviewer: review::Reviewer::new(hub.clone()),
        analyses: std::sync::Arc::new(review::analysis::Analyses::default()),
        mail: mail.clone(),
        tournaments: tournaments::live::Live::new(store.clone()),
    };
    let listener = tokio::net::TcpListener::bind(config.addr)
        .await
        .map_err(|source| ServeError::Bind {
            addr: config.addr,
            source,
        })?;
    let addr = listener.local_addr()?;
    let evictor = {
        let hub = hub.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_secs(60));
            loop {
                tick.tick().await;
                hub.evict_idle();
            }
        })
    };
    // Over PostgreSQL, other servers may share the games: hear their
    // changes, and take over the computer's replies of any that died.
    let shared = store.is_shared().then(|| {
        [
            tokio::spawn(sync::listen(hub.clone(), lobby.clone())),
            tokio::spawn(sync::sweep(hub.clone(), guard.clone())),
        ]
    });
    // Clocks run out while nobody watches, and while the server was down.
    let clocks = tokio::spawn(sync::sweep_clocks(hub.clone()));
    let lobby_tick = tokio::spawn(lobby::tick(lobby.clone()));
    // Rounds open when their games have ended, on whichever server looks
    // first; tournaments due start by themselves.
    let tournament_tick = tokio::spawn(tournaments::tick(std::sync::Arc::new(
        tournaments::Tournaments::new(store.clone()),
    )));
    // Scheduled tournaments are made by whichever server comes first.
    let schedule_tick = tokio::spawn(schedule::run(store.clone()));
    // Mail is sent from a queue in the database, once across servers.
    let mail_task = tokio::spawn(mail::run(mail.clone()));
    ready(addr);
    // Moves are small messages that must leave at once: without
    // TCP_NODELAY, Nagle's algorithm holds them for the peer's delayed ACK
    // (tens of milliseconds).
    let listener = listener.tap_io(|tcp| {
        let _ = tcp.set_nodelay(true);
    });
    let result = axum::serve(
        listener,
        http::router(app).into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown)
    .await;
    evictor.abort();
    clocks.abort();
    lobby_tick.abort();
    tournament_tick.abort();
    schedule_tick.abort();
    mail_task.abort();
    // Mail this server had claimed is sent by another, or after a restart.
    if let Err(e) = store.release_mail().await {
        tracing::error!("giving back mail: {e}");
    }
    for task in shared.into_iter().flatten() {
        task.abort();
    }
    // The other servers see this one's connections go.
    if let Err(e) = store.leave().await {
        tracing::error!("leaving: {e}");
    }
    store.close().await;
    Ok(result?)
}
