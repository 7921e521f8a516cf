//! The lobby's HTTP routes and WebSocket (docs/web-api.md, "Lobby").

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use std::collections::HashMap;

use axum::extract::{Path, Query, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::Json;
use axum_extra::extract::cookie::CookieJar;
use serde::Deserialize;
use tokio::sync::broadcast::error::RecvError;

use crate::error::ApiError;
use crate::http::client_ip::ClientIp;
use crate::http::socket::{Incoming, Socket, Upgrade};
use crate::http::{body, player, requests, App};
use crate::limits::{too_many, Bucket, Connection};
use crate::lobby::{Held, HoldKey, SeekNow};
use crate::text::{framed, t};
use crate::wire::{
    AcceptSeek, CancelSeek, ClockChoice, ClockChoices, LobbyCommand, LobbyMessage, LobbyView,
    NewSeek,
};

/// `GET /api/lobby`.
pub async fn lobby(
    State(app): State<App>,
    headers: HeaderMap,
    jar: CookieJar,
) -> Result<Json<LobbyView>, ApiError> {
    let account = player(&app, &headers, &jar).await?;
    Ok(Json(
        app.lobby.view(account.as_ref().map(|a| a.id.as_str())),
    ))
}

/// `GET /api/clocks`: the time controls offered in one click.
pub async fn clocks() -> Json<ClockChoices> {
    Json(ClockChoices::offered())
}

/// `GET /api/clocks/{control}`: a time control and its speed, or 400 with
/// why it is none (the page's custom control asks here).
pub async fn clock(Path(control): Path<String>) -> Result<Json<ClockChoice>, ApiError> {
    Ok(Json(requests::read_clock(&control)?.into()))
}

/// `POST /api/lobby/seeks`: 201 with the seek and its maker's secret.
pub async fn seek(
    State(app): State<App>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    jar: CookieJar,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: NewSeek = body(bytes)?;
    app.guard.create(ip)?;
    let account = player(&app, &headers, &jar).await?;
    let made = app
        .lobby
        .seek(requests::seek_spec(req)?, account.as_ref())
        .await?;
    Ok((axum::http::StatusCode::CREATED, Json(made)).into_response())
}

/// `POST /api/lobby/seeks/{id}/accept`: the game starts; the answer is the
/// acceptor's seat, as `POST /api/games` gives the creator's.
pub async fn accept(
    State(app): State<App>,
    Path(id): Path<String>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    jar: CookieJar,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: AcceptSeek = body(bytes)?;
    app.guard.command(ip)?;
    let account = player(&app, &headers, &jar).await?;
    let taken = app
        .lobby
        .accept(&id, account.as_ref(), req.name.as_deref())
        .await?;
    Ok(Json(taken).into_response())
}

/// `POST /api/lobby/seeks/{id}/cancel`: withdraw a seek, or decline a
/// challenge.
pub async fn cancel(
    State(app): State<App>,
    Path(id): Path<String>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    jar: CookieJar,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: CancelSeek = body(bytes)?;
    app.guard.command(ip)?;
    let account = player(&app, &headers, &jar).await?;
    app.lobby
        .cancel(&id, account.as_ref(), req.secret.as_deref())
        .await?;
    Ok(Json(app.lobby.view(account.as_ref().map(|a| a.id.as_str()))).into_response())
}

/// Whether a lobby connection is sent the lobby (`GET /api/lobby/ws`),
/// or only the news of the seeks it holds (`?views=none`, for the pages
/// other than the lobby).
#[derive(Debug, Default, Deserialize)]
pub struct LobbyQuery {
    views: Option<String>,
}

/// `GET /api/lobby/ws`: the lobby now, then again after every change;
/// the news of the seeks the connection holds.
pub async fn upgrade(
    State(app): State<App>,
    ClientIp(ip): ClientIp,
    Query(query): Query<LobbyQuery>,
    headers: HeaderMap,
    jar: CookieJar,
    ws: Upgrade,
) -> Result<Response, ApiError> {
    let connection = app.guard.connect(ip)?;
    let account = player(&app, &headers, &jar).await?.map(|a| a.id);
    let views = query.views.as_deref() != Some("none");
    // The session speaks the upgrade request's language.
    let lang = crate::language::current();
    Ok(
        ws.on_upgrade(crate::http::ws::MAX_MESSAGE, 8 * 1024, move |socket| {
            crate::language::scope(lang, session(app, account, views, socket, connection))
        }),
    )
}

fn encode(message: &LobbyMessage) -> String {
    serde_json::to_string(message).expect("a lobby message serializes")
}

fn text(app: &App, account: Option<&str>) -> String {
    encode(&LobbyMessage::Lobby {
        lobby: app.lobby.view(account),
    })
}

/// What becomes of a seek, as the connection holding it is told.
fn news(seek: String, now: SeekNow) -> Option<LobbyMessage> {
    match now {
        SeekNow::Open => None,
        SeekNow::Started(game) => Some(LobbyMessage::Started { seek, game }),
        SeekNow::Gone => Some(LobbyMessage::Gone { seek }),
    }
}

/// Sends the lobby (unless `views` is false) until the client goes, and
/// holds the seeks it asks for: the client's login holds its account's
/// live seeks, `{"type": "hold"}` one seek, which stays open while the
/// connection does; the connection is told when each becomes a game
/// (`started`) or goes (`gone`).
async fn session(
    app: App,
    account: Option<String>,
    views: bool,
    mut socket: Socket,
    _counted: Connection,
) {
    let mut changes = app.lobby.subscribe();
    if views && !socket.send(text(&app, account.as_deref())).await {
        return;
    }
    let _by_login = account
        .as_ref()
        .map(|a| app.lobby.hold(HoldKey::Account(a.clone())));
    let mut held: HashMap<String, Held> = HashMap::new();
    let rate = app.guard.limits().messages_per_second;
    let mut bucket = Bucket::new(rate);
    let mut refused = 0u32;
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let answer = match incoming {
                    Incoming::Closed => return,
                    Incoming::Binary => Err(ApiError::bad_request(t("error-text-messages-only"))),
                    Incoming::Text(_) if !bucket.take() => Err(too_many(rate)),
                    Incoming::Text(text) => match serde_json::from_str::<LobbyCommand>(&text) {
                        Err(e) => Err(ApiError::bad_request(framed("error-message-unreadable", e))),
                        Ok(LobbyCommand::Hold { seek, secret }) => {
                            match app.lobby.check(&seek, secret.as_deref(), account.as_deref()).await {
                                Ok(SeekNow::Open) => {
                                    if held.len() < MAX_HELD && !held.contains_key(&seek) {
                                        let guard = app.lobby.hold(HoldKey::Seek(seek.clone()));
                                        held.insert(seek, guard);
                                    }
                                    Ok(None)
                                }
                                Ok(now) => Ok(news(seek, now)),
                                Err(e) => Err(e),
                            }
                        }
                    },
                };
                let sent = match answer {
                    Ok(Some(message)) => socket.send(encode(&message)).await,
                    Ok(None) => true,
                    Err(e) => {
                        refused += 1;
                        socket.send(encode(&LobbyMessage::Error(e.body()))).await
                    }
                };
                if !sent || refused > MAX_REFUSED {
                    return;
                }
            }
            change = changes.recv() => match change {
                Ok(()) | Err(RecvError::Lagged(_)) => {
                    if !held.is_empty() {
                        for (seek, now) in app.lobby.follow(held.keys()).await {
                            held.remove(&seek);
                            if let Some(message) = news(seek, now) {
                                if !socket.send(encode(&message)).await {
                                    return;
                                }
                            }
                        }
                    }
                    if views && !socket.send(text(&app, account.as_deref())).await {
                        return;
                    }
                }
                Err(RecvError::Closed) => return,
            },
        }
    }
}

/// Seeks one connection may hold.
const MAX_HELD: usize = 20;

/// Refused messages after which a connection is closed.
const MAX_REFUSED: u32 = 200;
