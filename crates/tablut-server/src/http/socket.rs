//! What every WebSocket of the server shares (a game's, the lobby's, the
//! analysis board's): the upgrade, the keep-alive and the size limit
//! (docs/web-api.md, "WebSocket connections").
//!
//! - **Keep-alive.** Every [`PING_EVERY`] the server sends a WebSocket
//!   ping and a `{"type": "ping"}` text message (pages cannot see pings,
//!   only messages). A connection from which nothing came (no pong, no
//!   message) for [`DEAD_AFTER`] is closed: a silently dead connection is
//!   noticed within `DEAD_AFTER + PING_EVERY`. A send that cannot be
//!   written for [`DEAD_AFTER`] also ends it.
//! - **Size.** A message over the socket's limit is answered with an
//!   `error` message (`too_large`) and a close frame, code 1009 with the
//!   limit as its reason, however big it is: the library reads whole
//!   messages up to [`READ_LIMIT`]; beyond that it stops in mid-frame, and
//!   the rest of the frame is read and thrown away after the close frame
//!   is sent, so the connection ends with the frame delivered rather than
//!   reset with unread data.
//!
//! The upgrade is done here rather than with axum's extractor because
//! only the underlying stream can be drained after the library has given
//! up on a message.

use std::future::Future;
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::Response;
use futures_util::{SinkExt, StreamExt};
use hyper::upgrade::{OnUpgrade, Upgraded};
use hyper_util::rt::TokioIo;
use tokio::io::AsyncReadExt;
use tokio_tungstenite::tungstenite::handshake::derive_accept_key;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::{CloseFrame, Role, WebSocketConfig};
use tokio_tungstenite::tungstenite::{Error as WsError, Message, Utf8Bytes};
use tokio_tungstenite::WebSocketStream;

use crate::error::ApiError;
use crate::text::{t, tr, Args};
use crate::wire::{ErrorBody, ErrorCode};

/// How often the server pings each connection (a WebSocket ping and a
/// `{"type": "ping"}` message).
pub const PING_EVERY: Duration = Duration::from_secs(5);

/// A connection from which nothing came for this long is closed.
pub const DEAD_AFTER: Duration = Duration::from_secs(15);

/// Largest message the WebSocket layer reads whole; bigger ones are
/// refused in mid-frame (and drained).
pub const READ_LIMIT: usize = 64 * 1024;

/// The heartbeat every connection gets every [`PING_EVERY`].
pub const HEARTBEAT: &str = r#"{"type":"ping"}"#;

/// The close code of a message too big (RFC 6455).
pub const CLOSE_TOO_BIG: u16 = 1009;

/// The close code of a connection that stopped answering (going away).
pub const CLOSE_SILENT: u16 = 1001;

/// `GET …/ws`: a WebSocket upgrade, checked as RFC 6455 asks.
#[derive(Debug)]
pub struct Upgrade {
    key: HeaderValue,
    on_upgrade: OnUpgrade,
}

fn header_has(headers: &HeaderMap, name: header::HeaderName, word: &str) -> bool {
    headers
        .get(&name)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.split(',')
                .any(|part| part.trim().eq_ignore_ascii_case(word))
        })
}

impl<S: Send + Sync> FromRequestParts<S> for Upgrade {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let headers = &parts.headers;
        if !header_has(headers, header::CONNECTION, "upgrade")
            || !header_has(headers, header::UPGRADE, "websocket")
            || !header_has(headers, header::SEC_WEBSOCKET_VERSION, "13")
        {
            return Err(ApiError::bad_request(t("error-not-websocket")));
        }
        let key = headers
            .get(header::SEC_WEBSOCKET_KEY)
            .cloned()
            .ok_or_else(|| ApiError::bad_request(t("error-not-websocket")))?;
        let on_upgrade = parts
            .extensions
            .remove::<OnUpgrade>()
            .ok_or_else(|| ApiError::bad_request(t("error-not-websocket")))?;
        Ok(Upgrade { key, on_upgrade })
    }
}

impl Upgrade {
    /// Answers the upgrade, then runs `session` on the connection, whose
    /// messages may hold `limit` bytes; `read_buffer` is the size of the
    /// library's read buffer.
    pub fn on_upgrade<F, Fut>(self, limit: usize, read_buffer: usize, session: F) -> Response
    where
        F: FnOnce(Socket) -> Fut + Send + 'static,
        Fut: Future<Output = ()> + Send + 'static,
    {
        let on_upgrade = self.on_upgrade;
        tokio::spawn(async move {
            let Ok(upgraded) = on_upgrade.await else {
                return;
            };
            let config = WebSocketConfig::default()
                .read_buffer_size(read_buffer)
                .max_message_size(Some(READ_LIMIT.max(limit)))
                .max_frame_size(Some(READ_LIMIT.max(limit)));
            let ws = WebSocketStream::from_raw_socket(
                TokioIo::new(upgraded),
                Role::Server,
                Some(config),
            )
            .await;
            session(Socket::new(ws, limit)).await;
        });
        Response::builder()
            .status(StatusCode::SWITCHING_PROTOCOLS)
            .header(header::CONNECTION, "upgrade")
            .header(header::UPGRADE, "websocket")
            .header(
                header::SEC_WEBSOCKET_ACCEPT,
                derive_accept_key(self.key.as_bytes()),
            )
            .body(Body::empty())
            .expect("an upgrade response")
    }
}

/// What [`Socket::recv`] gives.
#[derive(Debug)]
pub enum Incoming {
    /// A text message within the limit.
    Text(Utf8Bytes),
    /// A binary message within the limit.
    Binary,
    /// The connection is over (closed by the client, dead, or a message
    /// too big, already answered).
    Closed,
}

/// One WebSocket connection, kept alive and held to its size limit.
#[derive(Debug)]
pub struct Socket {
    ws: WebSocketStream<TokioIo<Upgraded>>,
    limit: usize,
    heard: Instant,
    ping: tokio::time::Interval,
}

impl Socket {
    fn new(ws: WebSocketStream<TokioIo<Upgraded>>, limit: usize) -> Socket {
        let mut ping =
            tokio::time::interval_at(tokio::time::Instant::now() + PING_EVERY, PING_EVERY);
        ping.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        Socket {
            ws,
            limit,
            heard: Instant::now(),
            ping,
        }
    }

    /// The next message from the client, keeping the connection alive
    /// meanwhile. Cancel-safe: a `select!` may drop it for another branch.
    pub async fn recv(&mut self) -> Incoming {
        loop {
            tokio::select! {
                incoming = self.ws.next() => {
                    self.heard = Instant::now();
                    match incoming {
                        Some(Ok(Message::Text(text))) if text.len() > self.limit => {
                            self.too_big(true).await;
                            return Incoming::Closed;
                        }
                        Some(Ok(Message::Binary(bytes))) if bytes.len() > self.limit => {
                            self.too_big(true).await;
                            return Incoming::Closed;
                        }
                        Some(Ok(Message::Text(text))) => return Incoming::Text(text),
                        Some(Ok(Message::Binary(_))) => return Incoming::Binary,
                        Some(Ok(Message::Ping(_) | Message::Pong(_) | Message::Frame(_))) => {}
                        // Beyond READ_LIMIT the library gave up in
                        // mid-message: told all the same, and the rest is
                        // drained.
                        Some(Err(WsError::Capacity(_))) => {
                            self.too_big(false).await;
                            return Incoming::Closed;
                        }
                        Some(Ok(Message::Close(_))) | Some(Err(_)) | None => return Incoming::Closed,
                    }
                }
                _ = self.ping.tick() => {
                    if self.heard.elapsed() >= DEAD_AFTER {
                        let frame = CloseFrame {
                            code: CloseCode::from(CLOSE_SILENT),
                            reason: "no answer to pings".into(),
                        };
                        let _ = tokio::time::timeout(
                            Duration::from_secs(1),
                            self.ws.send(Message::Close(Some(frame))),
                        )
                        .await;
                        return Incoming::Closed;
                    }
                    if !self.write(Message::Ping(Default::default())).await
                        || !self.write(Message::Text(HEARTBEAT.into())).await
                    {
                        return Incoming::Closed;
                    }
                }
            }
        }
    }

    /// Sends one message; false when the connection is over (or a send
    /// could not be written for [`DEAD_AFTER`]).
    async fn write(&mut self, message: Message) -> bool {
        matches!(
            tokio::time::timeout(DEAD_AFTER, self.ws.send(message)).await,
            Ok(Ok(()))
        )
    }

    /// Sends a text message; false when the connection is over.
    pub async fn send(&mut self, text: impl Into<Utf8Bytes>) -> bool {
        self.write(Message::Text(text.into())).await
    }

    /// Sends a close frame (best effort) and waits a moment for the
    /// client's.
    pub async fn close(&mut self, code: u16, reason: &str) {
        let frame = CloseFrame {
            code: CloseCode::from(code),
            reason: reason.into(),
        };
        if !self.write(Message::Close(Some(frame))).await {
            return;
        }
        let _ = tokio::time::timeout(Duration::from_secs(2), async {
            while let Some(Ok(message)) = self.ws.next().await {
                if matches!(message, Message::Close(_)) {
                    break;
                }
            }
        })
        .await;
    }

    /// Answers a message over the limit: an `error` message, then a close
    /// frame 1009 with the limit; then, when the library could still read
    /// (`readable`), the client's close, else the rest of the message,
    /// thrown away until the client stops sending.
    async fn too_big(&mut self, readable: bool) {
        let reason = tr(
            "error-message-too-big",
            &Args::new().num("max", self.limit as f64),
        );
        let error = ErrorBody {
            error: ErrorCode::TooLarge,
            message: reason.clone(),
        };
        let text = serde_json::to_string(&Tagged::Error(error)).expect("an error serializes");
        if !readable {
            let _ = tokio::time::timeout(Duration::from_secs(2), async {
                let _ = self.ws.feed(Message::Text(text.into())).await;
                let frame = CloseFrame {
                    code: CloseCode::from(CLOSE_TOO_BIG),
                    reason: reason.into(),
                };
                let _ = self.ws.feed(Message::Close(Some(frame))).await;
                let _ = self.ws.flush().await;
            })
            .await;
            self.drain().await;
            return;
        }
        if self.send(text).await {
            self.close(CLOSE_TOO_BIG, &reason).await;
        }
    }

    /// Reads and throws away what the client still sends, until it stops
    /// for a moment, closes, or 10 s have passed: closing a TCP
    /// connection with unread data would reset it, and the client could
    /// lose the close frame.
    async fn drain(&mut self) {
        let io = self.ws.get_mut();
        let mut buf = vec![0u8; 64 * 1024];
        let _ = tokio::time::timeout(Duration::from_secs(10), async {
            loop {
                match tokio::time::timeout(Duration::from_millis(500), io.read(&mut buf)).await {
                    Ok(Ok(n)) if n > 0 => continue,
                    _ => break,
                }
            }
        })
        .await;
    }
}

/// The `error` message, as every socket writes it.
#[derive(serde::Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum Tagged {
    Error(ErrorBody),
}
