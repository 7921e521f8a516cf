//! The web API as the bot uses it: HTTP requests and WebSockets signed
//! with its token, answers read into the server's own wire types.

use futures_util::StreamExt;
use serde_json::Value;
use tablut_api::{
    AcceptSeek, AccountAnswer, AccountView, LobbyMessage, LobbyView, MyGame, SeatTaken,
    TournamentView,
};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::BotError;

/// A WebSocket to the server.
pub type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// The server, as the bot speaks to it.
#[derive(Clone, Debug)]
pub struct Client {
    base: String,
    token: String,
    http: reqwest::Client,
}

impl Client {
    /// A client of the server at `url` (`http://HOST:PORT`) for the bot
    /// with `token`.
    pub fn new(url: &str, token: &str) -> Client {
        Client {
            base: url.trim_end_matches('/').to_string(),
            token: token.trim().to_string(),
            http: reqwest::Client::new(),
        }
    }

    fn failed(&self, detail: impl std::fmt::Display) -> BotError {
        BotError::Server {
            url: self.base.clone(),
            detail: detail.to_string(),
        }
    }

    /// Sends a request and reads a successful answer, or the server's
    /// typed refusal.
    async fn call<T: serde::de::DeserializeOwned>(
        &self,
        what: &str,
        request: reqwest::RequestBuilder,
    ) -> Result<T, BotError> {
        let answer = request
            .bearer_auth(&self.token)
            .send()
            .await
            .map_err(|e| self.failed(e))?;
        let status = answer.status();
        let body: Value = answer.json().await.map_err(|e| self.failed(e))?;
        if !status.is_success() {
            return Err(BotError::Refused {
                what: what.to_string(),
                code: body["error"].as_str().unwrap_or("?").to_string(),
                message: body["message"].as_str().unwrap_or("").to_string(),
            });
        }
        serde_json::from_value(body).map_err(|e| self.failed(format!("{what}: {e}")))
    }

    /// The account the token opens.
    pub async fn me(&self) -> Result<AccountView, BotError> {
        let answer: AccountAnswer = self
            .call(
                "who am I",
                self.http.get(format!("{}/api/account", self.base)),
            )
            .await?;
        answer
            .account
            .ok_or_else(|| BotError::NotABot("(no account)".to_string()))
    }

    /// The bot's games in play.
    pub async fn my_games(&self) -> Result<Vec<MyGame>, BotError> {
        self.call(
            "the list of games",
            self.http.get(format!("{}/api/account/games", self.base)),
        )
        .await
    }

    /// Accepts seek or challenge `id`.
    pub async fn accept(&self, id: &str) -> Result<SeatTaken, BotError> {
        self.call(
            "accepting a challenge",
            self.http
                .post(format!("{}/api/lobby/seeks/{id}/accept", self.base))
                .json(&AcceptSeek::default()),
        )
        .await
    }

    /// Joins tournament `id` (`POST /api/tournaments/{id}/join`).
    pub async fn join_tournament(&self, id: &str) -> Result<TournamentView, BotError> {
        self.call(
            "joining the tournament",
            self.http
                .post(format!("{}/api/tournaments/{id}/join", self.base))
                .json(&serde_json::json!({})),
        )
        .await
    }

    /// Opens a WebSocket at `path`, signed with the token.
    pub async fn socket(&self, path: &str) -> Result<Socket, BotError> {
        let ws_base = self
            .base
            .replacen("http://", "ws://", 1)
            .replacen("https://", "wss://", 1);
        let mut request = format!("{ws_base}{path}")
            .into_client_request()
            .map_err(|e| self.failed(e))?;
        let bearer = format!("Bearer {}", self.token)
            .parse()
            .map_err(|_| self.failed("the token holds characters a header cannot"))?;
        request.headers_mut().insert("authorization", bearer);
        let (socket, _) = tokio_tungstenite::connect_async(request)
            .await
            .map_err(|e| self.failed(e))?;
        Ok(socket)
    }

    /// The lobby's WebSocket, or `None` when it cannot be opened now.
    pub async fn lobby(&self) -> Option<Socket> {
        match self.socket("/api/lobby/ws").await {
            Ok(socket) => Some(socket),
            Err(e) => {
                tracing::warn!("the lobby: {e}");
                None
            }
        }
    }
}

/// The next lobby the socket sends; `None` when it closed (or was not
/// open).
pub async fn next_lobby(socket: &mut Option<Socket>) -> Option<LobbyView> {
    let open = socket.as_mut()?;
    while let Some(message) = open.next().await {
        let Ok(Message::Text(text)) = message else {
            if message.is_err() {
                break;
            }
            continue;
        };
        match serde_json::from_str::<LobbyMessage>(&text) {
            Ok(LobbyMessage::Lobby { lobby }) => return Some(lobby),
            // Notices of held seeks and the keep-alive.
            Ok(_) => {}
            Err(e) => tracing::warn!("a lobby message the bot does not read: {e}"),
        }
    }
    *socket = None;
    None
}
