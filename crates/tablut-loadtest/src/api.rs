//! The parts of the web API (docs/web-api.md) the load test speaks: game
//! creation and joining over HTTP, the game state as `GET /api/games/{id}`
//! returns it, and the WebSocket messages — all in the server's own wire
//! types (`tablut_server::wire`), so the load test and the server cannot
//! disagree on a field.

use std::fmt;
use std::time::Duration;

use tablut_server::wire::{
    ClientMessage, ErrorBody, GameState, Health, JoinRequest, Mode, NewGame, SeatTaken,
    ServerMessage, SideChoice,
};

/// Why something the load test asked of the server went wrong. `kind` is
/// short and stable, so failures can be counted by kind.
#[derive(Debug, Clone)]
pub struct Failure {
    /// What went wrong, e.g. `create: rate_limited` or `ws closed`.
    pub kind: String,
    /// The details, for the first few of each kind.
    pub detail: String,
}

impl Failure {
    /// A failure of `kind` with `detail`.
    pub fn new(kind: impl Into<String>, detail: impl fmt::Display) -> Failure {
        Failure {
            kind: kind.into(),
            detail: detail.to_string(),
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.kind, self.detail)
    }
}

/// Reads a message from the server.
pub fn parse(text: &str) -> Result<ServerMessage, Failure> {
    serde_json::from_str(text).map_err(|e| Failure::new("bad message", format!("{e}: {text}")))
}

/// An HTTP client for one server.
pub struct Api {
    http: reqwest::Client,
    base: String,
}

impl Api {
    /// A client for the server at `base` (`http://host:port`, no trailing slash).
    pub fn new(base: &str) -> reqwest::Result<Api> {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(30))
            .tcp_nodelay(true)
            .build()?;
        Ok(Api {
            http,
            base: base.trim_end_matches('/').to_string(),
        })
    }

    /// The WebSocket address of game `id`.
    pub fn ws_url(&self, id: &str) -> String {
        let rest = self.base.strip_prefix("http://").unwrap_or(&self.base);
        format!("ws://{rest}/api/games/{id}/ws")
    }

    /// `GET /api/health`.
    pub async fn health(&self) -> Result<(), Failure> {
        let url = format!("{}/api/health", self.base);
        let answer = self.http.get(url).send().await;
        read::<Health>("health", answer).await.map(drop)
    }

    /// `POST /api/games`: a game against a friend, the creator on `side`
    /// (`attackers` or `defenders`).
    pub async fn create(&self, variant: &str, side: &str) -> Result<SeatTaken, Failure> {
        let side: SideChoice = side.parse().map_err(|e| Failure::new("create: side", e))?;
        let body = NewGame {
            variant: Some(variant.to_string()),
            opponent: Some(Mode::Friend),
            side: Some(side),
            level: None,
            name: Some("load A".into()),
            clock: None,
        };
        let url = format!("{}/api/games", self.base);
        read("create", self.http.post(url).json(&body).send().await).await
    }

    /// `POST /api/games/{id}/join` with the invitation.
    pub async fn join(&self, id: &str, invite: &str) -> Result<SeatTaken, Failure> {
        let body = JoinRequest {
            invite: invite.to_string(),
            name: Some("load B".into()),
        };
        let url = format!("{}/api/games/{id}/join", self.base);
        read("join", self.http.post(url).json(&body).send().await).await
    }

    /// `GET /api/games/{id}`.
    pub async fn game(&self, id: &str) -> Result<GameState, Failure> {
        let url = format!("{}/api/games/{id}", self.base);
        read("get game", self.http.get(url).send().await).await
    }
}

/// The JSON answer of a successful request, or a failure named after
/// `what` and the server's error code.
async fn read<T: serde::de::DeserializeOwned>(
    what: &str,
    answer: reqwest::Result<reqwest::Response>,
) -> Result<T, Failure> {
    let text = read_text(what, answer).await?;
    serde_json::from_str(&text).map_err(|e| Failure::new(format!("{what}: bad answer"), e))
}

/// The body of a successful request, or a failure named after `what` and
/// the server's error code.
async fn read_text(
    what: &str,
    answer: reqwest::Result<reqwest::Response>,
) -> Result<String, Failure> {
    let answer = answer.map_err(|e| Failure::new(format!("{what}: http"), e))?;
    let status = answer.status();
    let text = answer
        .text()
        .await
        .map_err(|e| Failure::new(format!("{what}: http"), e))?;
    if status.is_success() {
        return Ok(text);
    }
    Err(match serde_json::from_str::<ErrorBody>(&text) {
        Ok(e) => Failure::new(format!("{what}: {}", e.error), e.message),
        Err(_) => Failure::new(format!("{what}: status {}", status.as_u16()), text),
    })
}

fn text(m: &ClientMessage) -> String {
    serde_json::to_string(m).expect("a client message serializes")
}

/// `{"type":"auth","secret":…}`.
pub fn auth(secret: &str) -> String {
    text(&ClientMessage::Auth {
        secret: Some(secret.to_string()),
    })
}

/// `{"type":"move","move":…,"ply":…}`.
pub fn mv(mv: &str, ply: usize) -> String {
    text(&ClientMessage::Move {
        mv: mv.to_string(),
        ply: Some(ply as u64),
    })
}

/// `{"type":"resign"}`.
pub fn resign() -> String {
    text(&ClientMessage::Resign)
}
