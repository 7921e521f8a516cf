//! One WebSocket connection to a game: the state on connecting, `auth` to
//! take a seat, commands, and every update of the game as it happens.

use std::net::IpAddr;
use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::Response;
use axum_extra::extract::cookie::CookieJar;
use serde_json::error::Category;
use tablut_i18n::Lang;
use tokio::sync::broadcast::error::RecvError;
use tokio_tungstenite::tungstenite::Utf8Bytes;

use crate::error::ApiError;
use crate::games::hub::{Live, Presence};
use crate::games::live::Seat;
use crate::games::scheduler::HoldGuard;
use crate::http::client_ip::ClientIp;
use crate::http::socket::{Incoming, Socket, Upgrade};
use crate::http::App;
use crate::limits::{too_many, Bucket, Connection};
use crate::text::{framed, t};
use crate::wire::{ClientMessage, Command, ServerMessage};

/// Largest WebSocket message accepted; anything bigger is answered with
/// an `error` and closes the connection with code 1009 (message too big;
/// see [`crate::http::socket`]).
pub const MAX_MESSAGE: usize = 4 * 1024;

/// Refused messages after which a connection is closed.
const MAX_REFUSED: u32 = 200;

/// `GET /api/games/{id}/ws`: counts the connection against its address's
/// limit, finds the game, and upgrades.
pub async fn upgrade(
    State(app): State<App>,
    Path(id): Path<String>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    jar: CookieJar,
    ws: Upgrade,
) -> Result<Response, ApiError> {
    let connection = app.guard.connect(ip)?;
    let live = app.hub.get(&id).await?;
    // A logged-in player may take their account's seat without its secret.
    let account = crate::http::player(&app, &headers, &jar)
        .await?
        .map(|a| a.id);
    // The session speaks the upgrade request's language (its errors; the
    // game's states are the same bytes for every connection, in English
    // with each sentence also as a message).
    let lang = crate::language::current();
    // Commands are small: a read buffer of 8 KiB instead of tungstenite's
    // 128 KiB, which it zero-fills before every read (12% of the server's
    // time under load, by perf).
    Ok(ws.on_upgrade(MAX_MESSAGE, 8 * 1024, move |socket| {
        crate::language::scope(lang, session(app, id, live, socket, (connection, account)))
    }))
}

fn encode(message: &ServerMessage) -> Utf8Bytes {
    serde_json::to_string(message)
        .expect("a server message serializes")
        .into()
}

fn error_text(e: &ApiError) -> Utf8Bytes {
    encode(&ServerMessage::Error(e.body()))
}

async fn state_text(live: &Live, you: Option<Seat>) -> Utf8Bytes {
    state_with_version(live, you).await.1
}

/// The game's state and its version; its sentences in English, as in
/// every update (the pages say them in their language from the
/// messages beside them).
async fn state_with_version(live: &Live, you: Option<Seat>) -> (i64, Utf8Bytes) {
    let (version, game) = {
        let data = live.data.lock().await;
        let state = crate::language::sync_scope(Lang::english(), || live.state(&data));
        (data.row.version, Box::new(state))
    };
    (version, encode(&ServerMessage::State { you, game }))
}

async fn session(
    app: App,
    id: String,
    live: Arc<Live>,
    mut socket: Socket,
    (conn, account): (Connection, Option<String>),
) {
    // Subscribe before reading the state, so no update falls between; to
    // the copy of the game the hub holds now (the one found at the
    // upgrade may have been dropped from memory since).
    let Ok((live, mut updates)) = app.hub.follow(live).await else {
        return;
    };
    // The version this connection has shown: an update queued before the
    // state was read is older and skipped, so a client never sees an
    // older ply after a newer one.
    let (mut shown, first) = state_with_version(&live, None).await;
    if !socket.send(first).await {
        return;
    }
    let mut seat: Option<Seat> = None;
    let mut _presence: Option<Presence> = None;
    let mut hold: Option<HoldGuard> = None;
    let rate = app.guard.limits().messages_per_second;
    let mut bucket = Bucket::new(rate);
    let mut refused = 0u32;
    loop {
        let reply = tokio::select! {
            incoming = socket.recv() => {
                match incoming {
                    Incoming::Closed => break,
                    Incoming::Binary => Err(ApiError::bad_request(t("error-text-messages-only"))),
                    Incoming::Text(_) if !bucket.take() => {
                        refused += 1;
                        Err(too_many(rate))
                    }
                    Incoming::Text(text) => {
                        handle(&app, (&id, account.as_deref()), &live, &text, (&mut seat, &mut _presence), (conn.ip(), &mut hold)).await
                    }
                }
            }
            update = updates.recv() => {
                let text: Utf8Bytes = match update {
                    Ok(update) if update.version < shown => continue,
                    Ok(update) => {
                        shown = update.version;
                        update.text.as_ref().into()
                    }
                    // Every update is a whole state, so a client that fell
                    // behind needs only the latest.
                    Err(RecvError::Lagged(_)) => {
                        let (version, text) = state_with_version(&live, seat).await;
                        shown = version;
                        text
                    }
                    Err(RecvError::Closed) => break,
                };
                if !socket.send(text).await {
                    break;
                }
                continue;
            }
        };
        let sent = match reply {
            Ok(Some(text)) => {
                if text.as_str().starts_with("{\"type\":\"state\"") {
                    // A whole state (after auth) shows the game as it was
                    // then: updates queued before it are older.
                    shown = shown.max(live.data.lock().await.row.version);
                }
                socket.send(text).await
            }
            Ok(None) => true,
            Err(e) => {
                refused += 1;
                socket.send(error_text(&e)).await
            }
        };
        if !sent || refused > MAX_REFUSED {
            break;
        }
    }
}

/// Carries out one message; `Ok(Some(text))` is a reply for this
/// connection only.
async fn handle(
    app: &App,
    (id, account): (&str, Option<&str>),
    live: &Arc<Live>,
    text: &str,
    (seat, presence): (&mut Option<Seat>, &mut Option<Presence>),
    (ip, hold): (IpAddr, &mut Option<HoldGuard>),
) -> Result<Option<Utf8Bytes>, ApiError> {
    let message: ClientMessage = serde_json::from_str(text).map_err(|e| match e.classify() {
        Category::Data => ApiError::bad_request(framed("error-not-a-command", e)),
        Category::Io | Category::Syntax | Category::Eof => {
            ApiError::bad_request(framed("error-not-json", e))
        }
    })?;
    let command = match message {
        ClientMessage::Auth { secret } => {
            let (_, taken) = match (secret, account) {
                (Some(secret), _) => app.hub.authenticate(id, &secret).await?,
                (None, Some(account)) => app.hub.authenticate_account(id, account).await?,
                (None, None) => return Err(ApiError::bad_request(t("error-auth-needs-secret"))),
            };
            *presence = None;
            *seat = Some(taken);
            *presence = Some(app.hub.presence(live, taken));
            // A seat held on a connection lets the computer search, charged
            // to this address.
            *hold = Some(app.hub.scheduler().connect(id, ip));
            app.hub.resume(live).await;
            // Others see the seat come online; this connection also gets
            // its own state with `you` set.
            {
                let data = live.data.lock().await;
                app.hub.broadcast(live, &data);
            }
            return Ok(Some(state_text(live, Some(taken)).await));
        }
        ClientMessage::Hint => {
            let Some(seat) = *seat else {
                return Err(ApiError::unauthorized(t("error-hints-for-players")));
            };
            let (ply, mv) = app.hub.hint(live, seat).await?;
            return Ok(Some(encode(&ServerMessage::Hint { ply, mv })));
        }
        ClientMessage::Move { mv, ply } => Command::Move { mv, ply },
        ClientMessage::Undo => Command::Undo,
        ClientMessage::Resign => Command::Resign,
        ClientMessage::Rematch => Command::Rematch,
        ClientMessage::Chat { text } => Command::Chat { text },
        ClientMessage::Draw => Command::Draw,
        ClientMessage::DeclineDraw => Command::DeclineDraw,
        ClientMessage::Takeback => Command::Takeback,
        ClientMessage::DeclineTakeback => Command::DeclineTakeback,
        ClientMessage::Abort => Command::Abort,
    };
    let Some(seat) = *seat else {
        return Err(ApiError::unauthorized(t("error-watching")));
    };
    app.hub.command(id, seat, command).await?;
    Ok(None)
}
