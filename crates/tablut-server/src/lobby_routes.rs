//! The lobby's HTTP routes and WebSocket (docs/web-api.md, "Lobby").

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::Json;
use axum_extra::extract::cookie::CookieJar;
use futures_util::{SinkExt, StreamExt};
use tokio::sync::broadcast::error::RecvError;

use crate::client_ip::ClientIp;
use crate::error::ApiError;
use crate::http::{body, player, App};
use crate::limits::Connection;
use crate::wire::{AcceptSeek, CancelSeek, LobbyMessage, LobbyView, NewSeek};

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
    let made = app.lobby.seek(req, account.as_ref()).await?;
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

/// `GET /api/lobby/ws`: the lobby now, then again after every change.
pub async fn upgrade(
    State(app): State<App>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    jar: CookieJar,
    ws: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let connection = app.guard.connect(ip)?;
    let account = player(&app, &headers, &jar).await?.map(|a| a.id);
    // The session speaks the upgrade request's language.
    let lang = crate::language::current();
    Ok(ws
        .max_message_size(crate::ws::MAX_MESSAGE)
        .on_upgrade(move |socket| {
            crate::language::scope(lang, session(app, account, socket, connection))
        }))
}

fn text(app: &App, account: Option<&str>) -> String {
    let message = LobbyMessage::Lobby {
        lobby: app.lobby.view(account),
    };
    serde_json::to_string(&message).expect("a lobby message serializes")
}

/// Sends the lobby until the client goes; what the client sends is
/// ignored (the lobby is changed over HTTP).
async fn session(app: App, account: Option<String>, socket: WebSocket, _counted: Connection) {
    let (mut sink, mut stream) = socket.split();
    let mut changes = app.lobby.subscribe();
    if sink
        .send(Message::Text(text(&app, account.as_deref()).into()))
        .await
        .is_err()
    {
        return;
    }
    loop {
        tokio::select! {
            incoming = stream.next() => match incoming {
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                Some(Ok(_)) => {}
            },
            change = changes.recv() => match change {
                Ok(()) | Err(RecvError::Lagged(_)) => {
                    let message = text(&app, account.as_deref());
                    if sink.send(Message::Text(message.into())).await.is_err() {
                        return;
                    }
                }
                Err(RecvError::Closed) => return,
            },
        }
    }
}
