//! The parts of the web API (docs/web-api.md) the load test speaks: game
//! creation and joining over HTTP, accounts, the lobby's seeks, players'
//! ratings, the game state as `GET /api/games/{id}` returns it, and the
//! WebSocket messages — all in the server's own wire types
//! (`tablut_api`), so the load test and the server cannot
//! disagree on a field.

use std::fmt;
use std::net::IpAddr;
use std::time::Duration;

use reqwest::header::{AUTHORIZATION, COOKIE, ORIGIN, SET_COOKIE};
use tablut_api::SESSION_COOKIE;
use tablut_api::{
    AcceptSeek, CancelSeek, ClientMessage, Command, Credentials, ErrorBody, GameState, Health,
    JoinRequest, LobbyView, Mode, MyGame, NewGame, NewSeek, NewTournament, PlayerView, SeatTaken,
    SeekMade, ServerMessage, SideChoice, TournamentView,
};
use tablut_core::Variant;

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
        Api::from(base, None)
    }

    /// A client for the server at `base` whose connections leave from the
    /// local address `from` (a loopback address other than 127.0.0.1, so
    /// the server counts its requests against another address).
    pub fn bound(base: &str, from: IpAddr) -> reqwest::Result<Api> {
        Api::from(base, Some(from))
    }

    fn from(base: &str, from: Option<IpAddr>) -> reqwest::Result<Api> {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(30))
            .tcp_nodelay(true)
            .local_address(from)
            .build()?;
        Ok(Api {
            http,
            base: base.trim_end_matches('/').to_string(),
        })
    }

    /// The server's address, `http://host:port`.
    pub fn base(&self) -> &str {
        &self.base
    }

    /// A POST of `body` to `path` as tablut's own pages send it: with the
    /// server's origin, and the account's session cookie if there is one.
    fn post<T: serde::Serialize>(
        &self,
        path: &str,
        body: &T,
        session: Option<&Session>,
    ) -> reqwest::RequestBuilder {
        let request = self
            .http
            .post(format!("{}{path}", self.base))
            .header(ORIGIN, &self.base)
            .json(body);
        match session {
            Some(session) => request.header(COOKIE, &session.0),
            None => request,
        }
    }

    /// The WebSocket address of game `id`.
    pub fn ws_url(&self, id: &str) -> String {
        let rest = self.base.strip_prefix("http://").unwrap_or(&self.base);
        format!("ws://{rest}/api/games/{id}/ws")
    }

    /// `GET /api/health`.
    pub async fn health(&self) -> Result<Health, Failure> {
        let url = format!("{}/api/health", self.base);
        let answer = self.http.get(url).send().await;
        read::<Health>("health", answer).await
    }

    /// `POST /api/games`: a game against a friend, the creator on `side`
    /// (`attackers` or `defenders`), with `clock` (`1+0`) if given.
    pub async fn create(
        &self,
        variant: &Variant,
        side: &str,
        clock: Option<&str>,
    ) -> Result<SeatTaken, Failure> {
        let side: SideChoice = side.parse().map_err(|e| Failure::new("create: side", e))?;
        let body = NewGame {
            variant: Some(variant.to_string()),
            opponent: Some(Mode::Friend),
            side: Some(side),
            level: None,
            name: Some("load A".into()),
            clock: clock.map(str::to_string),
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

    /// `POST /api/games/{id}/commands` with the seat's secret.
    pub async fn command(&self, id: &str, secret: &str, command: &Command) -> Result<(), Failure> {
        let answer = self
            .post(&format!("/api/games/{id}/commands"), command, None)
            .header(AUTHORIZATION, format!("Bearer {secret}"))
            .send()
            .await;
        read_text("command", answer).await.map(drop)
    }

    /// `POST /api/account/register`: the new account's session.
    pub async fn register(&self, name: &str, password: &str) -> Result<Session, Failure> {
        let body = Credentials {
            name: name.to_string(),
            password: password.to_string(),
        };
        let answer = self.post("/api/account/register", &body, None).send().await;
        let answer = answer.map_err(|e| Failure::new("register: http", e))?;
        let session = answer
            .headers()
            .get_all(SET_COOKIE)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .find_map(Session::from_set_cookie);
        read_text("register", Ok(answer)).await?;
        session.ok_or_else(|| Failure::new("register: no cookie", "no session cookie came back"))
    }

    /// `POST /api/lobby/seeks`: a rated seek with `clock`, the side left to
    /// chance.
    pub async fn seek(
        &self,
        session: &Session,
        variant: &Variant,
        clock: &str,
    ) -> Result<SeekMade, Failure> {
        let body = NewSeek {
            variant: Some(variant.to_string()),
            clock: clock.to_string(),
            rated: true,
            side: Some(SideChoice::Random),
            name: None,
            to: None,
        };
        let answer = self
            .post("/api/lobby/seeks", &body, Some(session))
            .send()
            .await;
        read("seek", answer).await
    }

    /// `POST /api/lobby/seeks/{id}/accept`: the acceptor's seat.
    pub async fn accept(&self, session: &Session, seek: &str) -> Result<SeatTaken, Failure> {
        let path = format!("/api/lobby/seeks/{seek}/accept");
        let answer = self
            .post(&path, &AcceptSeek::default(), Some(session))
            .send()
            .await;
        read("accept", answer).await
    }

    /// `POST /api/lobby/seeks/{id}/cancel`: withdraws the account's seek.
    pub async fn cancel(&self, session: &Session, seek: &str) -> Result<(), Failure> {
        let path = format!("/api/lobby/seeks/{seek}/cancel");
        let answer = self
            .post(&path, &CancelSeek::default(), Some(session))
            .send()
            .await;
        read_text("cancel seek", answer).await.map(drop)
    }

    /// `GET /api/lobby`, as the account sees it.
    pub async fn lobby(&self, session: &Session) -> Result<LobbyView, Failure> {
        let answer = self
            .http
            .get(format!("{}/api/lobby", self.base))
            .header(COOKIE, &session.0)
            .send()
            .await;
        read("lobby", answer).await
    }

    /// The WebSocket address of tournament `id`.
    pub fn tournament_ws_url(&self, id: &str) -> String {
        let rest = self.base.strip_prefix("http://").unwrap_or(&self.base);
        format!("ws://{rest}/api/tournaments/{id}/ws")
    }

    /// `POST /api/tournaments`, as the account of `session`.
    pub async fn create_tournament(
        &self,
        session: &Session,
        tournament: &NewTournament,
    ) -> Result<TournamentView, Failure> {
        let answer = self
            .post("/api/tournaments", tournament, Some(session))
            .send()
            .await;
        read("create tournament", answer).await
    }

    /// `POST /api/tournaments/{id}/{act}` (`join`, `start`, …), as the
    /// account of `session`.
    pub async fn tournament_act(
        &self,
        session: &Session,
        id: &str,
        act: &str,
    ) -> Result<TournamentView, Failure> {
        let path = format!("/api/tournaments/{id}/{act}");
        let answer = self
            .post(&path, &serde_json::json!({}), Some(session))
            .send()
            .await;
        read(&format!("tournament {act}"), answer).await
    }

    /// `GET /api/tournaments/{id}`.
    pub async fn tournament(&self, id: &str) -> Result<TournamentView, Failure> {
        let url = format!("{}/api/tournaments/{id}", self.base);
        read("get tournament", self.http.get(url).send().await).await
    }

    /// `GET /api/account/games`: the account's games in play.
    pub async fn my_games(&self, session: &Session) -> Result<Vec<MyGame>, Failure> {
        let answer = self
            .http
            .get(format!("{}/api/account/games", self.base))
            .header(COOKIE, &session.0)
            .send()
            .await;
        read("my games", answer).await
    }

    /// `GET /api/players/{name}`: ratings and their history.
    pub async fn player(&self, name: &str) -> Result<PlayerView, Failure> {
        let url = format!("{}/api/players/{name}", self.base);
        read("player", self.http.get(url).send().await).await
    }
}

/// A logged-in account's session: the `Cookie` header that carries it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session(String);

impl Session {
    /// The `Cookie` header's value.
    pub fn header(&self) -> &str {
        &self.0
    }

    /// The session a `Set-Cookie` header sets, if it sets the session cookie
    /// to a value.
    fn from_set_cookie(header: &str) -> Option<Session> {
        let pair = header.split(';').next()?.trim();
        let value = pair.strip_prefix(SESSION_COOKIE)?.strip_prefix('=')?;
        (!value.is_empty()).then(|| Session(format!("{SESSION_COOKIE}={value}")))
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

/// `{"type":"auth"}`: the seat of the account the connection's session
/// cookie opens.
pub fn auth_account() -> String {
    text(&ClientMessage::Auth { secret: None })
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

/// `{"type":"abort"}`: calls the game off before both sides have moved.
pub fn abort() -> String {
    text(&ClientMessage::Abort)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_session_cookie_is_read_from_its_header() {
        let set = "tablut_session=0123abcd; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000";
        assert_eq!(
            Session::from_set_cookie(set),
            Some(Session("tablut_session=0123abcd".into()))
        );
        assert_eq!(Session::from_set_cookie("tablut_session=; Path=/"), None);
        assert_eq!(Session::from_set_cookie("other=1; Path=/"), None);
        assert_eq!(Session::from_set_cookie("tablut_sessionx=1"), None);
    }
}
