//! The analysis board's endpoints (docs/web-api.md, "Analysis board"):
//! `POST /api/analysis` and the WebSocket `/api/analysis/ws`, which reads
//! positions and streams the engine's lines from
//! [`crate::review::analysis`].

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::State;
use axum::response::Response;
use axum::Json;
use tokio::sync::mpsc;

use crate::error::ApiError;
use crate::games::scheduler::Cancel;
use crate::http::client_ip::ClientIp;
use crate::http::socket::{Incoming, Socket, Upgrade};
use crate::http::{body, App};
use crate::limits::Connection;
use crate::review::analysis::{self, Seat, Update, MAX_MESSAGE};
use crate::text::framed;
use crate::wire::{AnalysisCommand, AnalysisMessage, AnalysisRequest, AnalysisView};

/// `POST /api/analysis`: the position a game, a record or typed moves
/// lead to, with every step, the legal moves and how the game stands.
pub async fn position(
    State(app): State<App>,
    ClientIp(ip): ClientIp,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<AnalysisView>, ApiError> {
    let req: AnalysisRequest = body(bytes)?;
    app.guard.command(ip)?;
    Ok(Json(analysis::position(&app.hub, &req).await?))
}

/// `GET /api/analysis/ws`: counts the connection and upgrades.
pub async fn upgrade(
    State(app): State<App>,
    ClientIp(ip): ClientIp,
    ws: Upgrade,
) -> Result<Response, ApiError> {
    let connection = app.guard.connect(ip)?;
    // A board over the address's limit is refused on the open socket: a
    // browser cannot read the status of a refused upgrade, only messages.
    let seat = app.analyses.take(ip);
    // The session speaks the upgrade request's language.
    let lang = crate::language::current();
    Ok(ws.on_upgrade(MAX_MESSAGE, 16 * 1024, move |socket| {
        crate::language::scope(lang, async move {
            match seat {
                Ok(seat) => session(app, socket, seat, connection).await,
                Err(e) => refuse(socket, &e).await,
            }
        })
    }))
}

/// The close code of a board refused for the address's limit (the
/// 4000–4999 range is the application's).
pub const CLOSE_TOO_MANY: u16 = 4429;

/// Says why the board is refused, and closes.
async fn refuse(mut socket: Socket, e: &ApiError) {
    if socket.send(error(e)).await {
        socket.close(CLOSE_TOO_MANY, "rate_limited").await;
    }
}

fn encode(message: &AnalysisMessage) -> String {
    serde_json::to_string(message).expect("an analysis message serializes")
}

fn error(e: &ApiError) -> String {
    encode(&AnalysisMessage::Error(e.body()))
}

/// Reads positions and streams their lines until the client goes.
async fn session(app: App, mut socket: Socket, seat: Seat, _counted: Connection) {
    let (tx, mut rx) = mpsc::unbounded_channel::<Update>();
    let key = format!("analysis-{}", seat.number);
    // The search under way, and the client's number for its position.
    let mut current: Option<(u64, Cancel)> = None;
    let mut refused = 0u32;
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let text = match incoming {
                    Incoming::Text(text) => text,
                    Incoming::Closed => break,
                    Incoming::Binary => continue,
                };
                if let Err(e) = app.guard.command(seat.ip) {
                    refused += 1;
                    if !socket.send(error(&e)).await || refused > 50 {
                        break;
                    }
                    continue;
                }
                let command = match serde_json::from_str::<AnalysisCommand>(&text) {
                    Ok(c) => c,
                    Err(e) => {
                        refused += 1;
                        let e = ApiError::bad_request(framed("error-message-unreadable", e));
                        if !socket.send(error(&e)).await || refused > 50 {
                            break;
                        }
                        continue;
                    }
                };
                if let Some((_, cancel)) = current.take() {
                    cancel.stop();
                }
                let AnalysisCommand::Analyse { id, variant, position, moves, lines } = command else {
                    continue;
                };
                match analysis::start(app.hub.scheduler(), &seat, &key, id, (variant, position, moves, lines), tx.clone()) {
                    Ok(cancel) => {
                        current = Some((id, cancel));
                        if !socket.send(encode(&AnalysisMessage::Queued { id })).await {
                            break;
                        }
                    }
                    Err(e) => {
                        if !socket.send(error(&e)).await {
                            break;
                        }
                    }
                }
            }
            Some(update) = rx.recv() => {
                // Lines of a position the client has left are not sent.
                let stale = match &update {
                    AnalysisMessage::Lines { id, .. } => current.as_ref().map(|(c, _)| *c) != Some(*id),
                    _ => false,
                };
                if !stale && !socket.send(encode(&update)).await {
                    break;
                }
            }
        }
    }
    if let Some((_, cancel)) = current {
        cancel.stop();
    }
    socket.close(1000, "").await;
}
