//! The parts of the web API (docs/web-api.md) the load test speaks: game
//! creation and joining over HTTP, the game state as `GET /api/games/{id}`
//! returns it, and the WebSocket messages.

use std::borrow::Cow;
use std::fmt;
use std::time::Duration;

use serde::Deserialize;
use serde_json::json;

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

/// The answer to `POST /api/games`.
#[derive(Debug, Deserialize)]
pub struct Created {
    /// The game's id.
    pub id: String,
    /// The creator's seat.
    pub seat: String,
    /// The creator's secret.
    pub secret: String,
    /// The friend's invitation token.
    pub invite: Option<String>,
}

/// The answer to `POST /api/games/{id}/join`.
#[derive(Debug, Deserialize)]
pub struct Joined {
    /// The friend's seat.
    pub seat: String,
    /// The friend's secret.
    pub secret: String,
}

/// The fields of a `GameState` the load test reads, borrowed from the
/// message text where they can be (a seat reads thousands a second).
#[derive(Debug, Deserialize)]
pub struct GameView<'a> {
    /// `waiting`, `active` or `finished`.
    #[serde(borrow)]
    pub status: Cow<'a, str>,
    /// `attackers` or `defenders` (absent or null once the game is over).
    #[serde(default, borrow)]
    pub side_to_move: Option<Cow<'a, str>>,
    /// Moves played so far.
    pub ply: usize,
    /// Every move played.
    #[serde(borrow)]
    pub moves: Vec<MoveView<'a>>,
    /// The legal moves of the side to move.
    #[serde(default, borrow)]
    pub legal: Vec<Cow<'a, str>>,
}

/// One entry of `GameState.moves`.
#[derive(Debug, Deserialize)]
pub struct MoveView<'a> {
    /// The move, `from-to`.
    #[serde(rename = "move", borrow)]
    pub mv: Cow<'a, str>,
}

/// A game as `GET /api/games/{id}` returns it: what the integrity check compares.
#[derive(Debug)]
pub struct Stored {
    /// `waiting`, `active` or `finished`.
    pub status: String,
    /// Moves played so far.
    pub ply: usize,
    /// Every move played.
    pub moves: Vec<String>,
}

/// A message from the server on a game's WebSocket.
#[derive(Debug, Deserialize)]
pub struct ServerMsg<'a> {
    /// `state`, `update` or `error`.
    #[serde(rename = "type", borrow)]
    pub kind: Cow<'a, str>,
    /// The seat this connection holds, in `state` messages.
    #[serde(default, borrow)]
    pub you: Option<Cow<'a, str>>,
    /// The game, in `state` and `update` messages.
    #[serde(default, borrow)]
    pub game: Option<GameView<'a>>,
    /// The error code, in `error` messages.
    #[serde(default, borrow)]
    pub error: Option<Cow<'a, str>>,
    /// The error's explanation, in `error` messages.
    #[serde(default, borrow)]
    pub message: Option<Cow<'a, str>>,
}

impl<'a> ServerMsg<'a> {
    /// Reads a message.
    pub fn parse(text: &'a str) -> Result<ServerMsg<'a>, Failure> {
        serde_json::from_str(text).map_err(|e| Failure::new("bad message", format!("{e}: {text}")))
    }
}

/// The body of a refused HTTP request.
#[derive(Debug, Deserialize)]
struct ErrorBody {
    error: String,
    #[serde(default)]
    message: String,
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
        read::<serde_json::Value>("health", answer).await.map(drop)
    }

    /// `POST /api/games`: a game against a friend, the creator on `side`.
    pub async fn create(&self, variant: &str, side: &str) -> Result<Created, Failure> {
        let body =
            json!({"variant": variant, "opponent": "friend", "side": side, "name": "load A"});
        let url = format!("{}/api/games", self.base);
        read("create", self.http.post(url).json(&body).send().await).await
    }

    /// `POST /api/games/{id}/join` with the invitation.
    pub async fn join(&self, id: &str, invite: &str) -> Result<Joined, Failure> {
        let body = json!({"invite": invite, "name": "load B"});
        let url = format!("{}/api/games/{id}/join", self.base);
        read("join", self.http.post(url).json(&body).send().await).await
    }

    /// `GET /api/games/{id}`.
    pub async fn game(&self, id: &str) -> Result<Stored, Failure> {
        let url = format!("{}/api/games/{id}", self.base);
        let text = read_text("get game", self.http.get(url).send().await).await?;
        let game: GameView<'_> =
            serde_json::from_str(&text).map_err(|e| Failure::new("get game: bad answer", e))?;
        Ok(Stored {
            status: game.status.into_owned(),
            ply: game.ply,
            moves: game.moves.into_iter().map(|m| m.mv.into_owned()).collect(),
        })
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

/// `{"type":"auth","secret":…}`.
pub fn auth(secret: &str) -> String {
    json!({"type": "auth", "secret": secret}).to_string()
}

/// `{"type":"move","move":…,"ply":…}`.
pub fn mv(mv: &str, ply: usize) -> String {
    json!({"type": "move", "move": mv, "ply": ply}).to_string()
}

/// `{"type":"resign"}`.
pub fn resign() -> String {
    json!({"type": "resign"}).to_string()
}
