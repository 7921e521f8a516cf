//! The account API (docs/web-api.md, "Accounts"): register, log in and
//! out, change the password, delete the account, and make a guest's games
//! the account's. A login is a session cookie (HttpOnly, SameSite=Lax,
//! Secure behind an HTTPS proxy); every request that changes something
//! with it must come from tablut's own pages ([`same_site`]).

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap};
use axum::Json;
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};

use crate::accounts::AccountRow;
use crate::accounts::{Session, SESSION_MS};
use crate::error::ApiError;
use crate::http::client_ip::ClientIp;
use crate::http::{body, App};
use crate::text::{tr, Args};
use crate::wire::{
    AccountAnswer, AccountView, AdoptGames, AdoptedGames, BotToken, Credentials, DeleteAccount,
    MyGame, NewBot, PasswordChange, Seat, Status,
};
use tablut_core::{Game, Side};

pub use tablut_api::accounts::SESSION_COOKIE as COOKIE;

/// Most seats one adoption request may name.
pub const MAX_ADOPT: usize = 200;

/// Refuses a request that a page of another site made the browser send
/// (cross-site request forgery): its `Origin` must be this server, and
/// `Sec-Fetch-Site`, when the browser sends it, must not say another
/// site. Programs that send neither header are not browsers, and carry no
/// cookie they did not choose to send.
pub fn same_site(headers: &HeaderMap) -> Result<(), ApiError> {
    let text = |name| headers.get(name).and_then(|v| v.to_str().ok());
    if let Some(site) = text(header::HeaderName::from_static("sec-fetch-site")) {
        if !matches!(site, "same-origin" | "none") {
            return Err(ApiError::cross_site());
        }
    }
    if let Some(origin) = text(header::ORIGIN) {
        let host = text(header::HOST).unwrap_or("");
        let origin_host = origin.split_once("://").map_or("", |(_, rest)| rest);
        if origin == "null" || origin_host != host {
            return Err(ApiError::cross_site());
        }
    }
    Ok(())
}

/// The session the request's cookie opens, if any.
pub async fn session(app: &App, jar: &CookieJar) -> Result<Option<Session>, ApiError> {
    match jar.get(COOKIE) {
        Some(cookie) => app.accounts.session(cookie.value()).await,
        None => Ok(None),
    }
}

/// The session, for a request that needs one and changes something;
/// `what` names the request for `login_required` (see
/// [`ApiError::login_required`]).
async fn required(
    app: &App,
    jar: &CookieJar,
    headers: &HeaderMap,
    what: &str,
) -> Result<Session, ApiError> {
    same_site(headers)?;
    session(app, jar)
        .await?
        .ok_or_else(|| ApiError::login_required(what))
}

/// The cookie that holds a new session's token.
fn session_cookie(token: String, headers: &HeaderMap) -> Cookie<'static> {
    // Behind an HTTPS proxy the browser must send it over HTTPS only.
    let https = headers
        .get("x-forwarded-proto")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("https"));
    Cookie::build((COOKIE, token))
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(https)
        .max_age(time::Duration::milliseconds(SESSION_MS))
        .build()
}

fn removal() -> Cookie<'static> {
    Cookie::build((COOKIE, "")).path("/").build()
}

/// `GET /api/account`: who is logged in.
pub async fn me(
    State(app): State<App>,
    headers: HeaderMap,
    jar: CookieJar,
) -> Result<Json<AccountAnswer>, ApiError> {
    let account = crate::http::player(&app, &headers, &jar)
        .await?
        .map(|a| a.view());
    Ok(Json(AccountAnswer { account }))
}

/// `POST /api/account/register`.
pub async fn register(
    State(app): State<App>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    jar: CookieJar,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<(CookieJar, Json<AccountAnswer>), ApiError> {
    same_site(&headers)?;
    let req: Credentials = body(bytes)?;
    let (account, token) = app.accounts.register(&req.name, &req.password, ip).await?;
    Ok(signed_in(jar, &headers, &account, token))
}

/// The answer to a login or a registration: the account, and the cookie
/// that holds the new session.
fn signed_in(
    jar: CookieJar,
    headers: &HeaderMap,
    account: &AccountRow,
    token: String,
) -> (CookieJar, Json<AccountAnswer>) {
    let jar = jar.add(session_cookie(token, headers));
    (
        jar,
        Json(AccountAnswer {
            account: Some(account.view()),
        }),
    )
}

/// `POST /api/account/login`.
pub async fn login(
    State(app): State<App>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    jar: CookieJar,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<(CookieJar, Json<AccountAnswer>), ApiError> {
    same_site(&headers)?;
    let req: Credentials = body(bytes)?;
    let (account, token) = app.accounts.login(&req.name, &req.password, ip).await?;
    Ok(signed_in(jar, &headers, &account, token))
}

/// `POST /api/account/logout`: ends this session (a guest stays one).
pub async fn logout(
    State(app): State<App>,
    headers: HeaderMap,
    jar: CookieJar,
) -> Result<(CookieJar, Json<AccountAnswer>), ApiError> {
    same_site(&headers)?;
    if let Some(session) = session(&app, &jar).await? {
        app.accounts.logout(&session).await?;
    }
    Ok((jar.remove(removal()), Json(AccountAnswer { account: None })))
}

/// `POST /api/account/password`.
pub async fn password(
    State(app): State<App>,
    headers: HeaderMap,
    jar: CookieJar,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<AccountAnswer>, ApiError> {
    let session = required(&app, &jar, &headers, "password").await?;
    let req: PasswordChange = body(bytes)?;
    app.accounts
        .change_password(&session, &req.current, &req.new)
        .await?;
    Ok(Json(AccountAnswer {
        account: Some(session.view()),
    }))
}

/// `POST /api/account/delete`.
pub async fn delete(
    State(app): State<App>,
    headers: HeaderMap,
    jar: CookieJar,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<(CookieJar, Json<AccountAnswer>), ApiError> {
    let session = required(&app, &jar, &headers, "delete-account").await?;
    let req: DeleteAccount = body(bytes)?;
    let changed = app.accounts.delete(&session, &req.password).await?;
    // Its e-mail address goes with it.
    app.mail
        .store()
        .remove_mail_address(&session.account.id)
        .await?;
    // This server's copies of the games show the seats renamed at once;
    // other servers hear of it through the notices.
    app.hub.refresh_versions(changed).await;
    Ok((jar.remove(removal()), Json(AccountAnswer { account: None })))
}

/// `POST /api/account/games`: seats this browser holds by their secrets
/// become the account's (a guest who registers keeps their games).
pub async fn adopt(
    State(app): State<App>,
    headers: HeaderMap,
    jar: CookieJar,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<AdoptedGames>, ApiError> {
    let session = required(&app, &jar, &headers, "keep-games").await?;
    let req: AdoptGames = body(bytes)?;
    if req.games.len() > MAX_ADOPT {
        return Err(ApiError::bad_request(tr(
            "error-adopt-too-many",
            &Args::new().num("max", MAX_ADOPT as f64),
        )));
    }
    let mut adopted = Vec::new();
    for held in &req.games {
        if app
            .hub
            .adopt(&held.id, &held.secret, &session.account)
            .await?
        {
            adopted.push(held.id.clone());
        }
    }
    Ok(Json(AdoptedGames { adopted }))
}

/// `GET /api/account/games`: the account's games in play, those where it
/// is to move first (soonest deadline first), then the others.
pub async fn games(
    State(app): State<App>,
    headers: HeaderMap,
    jar: CookieJar,
) -> Result<Json<Vec<MyGame>>, ApiError> {
    let account = crate::http::player(&app, &headers, &jar)
        .await?
        .ok_or_else(|| ApiError::login_required("list-games"))?;
    let me = account.id.as_str();
    let rows = app.hub.store().games_of(me, MAX_ADOPT as i64).await?;
    let mut games: Vec<MyGame> = rows
        .into_iter()
        .map(|row| {
            let mine = (
                row.attackers_account.as_deref() == Some(me),
                row.defenders_account.as_deref() == Some(me),
            );
            let side = match mine {
                (true, true) => Seat::Both,
                (true, false) => Seat::Side(Side::Attackers),
                _ => Seat::Side(Side::Defenders),
            };
            let first = Game::start(row.variant.rules).position().side_to_move();
            let to_move = if row.ply % 2 == 0 {
                first
            } else {
                first.opponent()
            };
            let opponent = match side {
                Seat::Side(Side::Attackers) => row.defenders_name.clone(),
                Seat::Side(Side::Defenders) => row.attackers_name.clone(),
                Seat::Both => String::new(),
            };
            MyGame {
                your_turn: row.status == Status::Active && side.covers(to_move),
                id: row.id,
                variant: row.variant,
                clock: row.clock.map(|c| c.control),
                rated: row.rated,
                side,
                opponent,
                deadline: row.deadline,
                ply: row.ply,
                updated_at: row.updated_at,
            }
        })
        .collect();
    games.sort_by_key(|g| (!g.your_turn, g.deadline.unwrap_or(i64::MAX)));
    Ok(Json(games))
}

/// `POST /api/account/bots`: the logged-in account makes a bot; the
/// answer holds its token, shown once.
pub async fn make_bot(
    State(app): State<App>,
    headers: HeaderMap,
    jar: CookieJar,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<BotToken>, ApiError> {
    let session = required(&app, &jar, &headers, "make-bot").await?;
    let req: NewBot = body(bytes)?;
    let (bot, token) = app.accounts.make_bot(&session, &req.name).await?;
    Ok(Json(BotToken {
        bot: bot.view(),
        token,
    }))
}

/// `GET /api/account/bots`: the logged-in account's bots.
pub async fn bots(
    State(app): State<App>,
    jar: CookieJar,
) -> Result<Json<Vec<AccountView>>, ApiError> {
    let session = session(&app, &jar)
        .await?
        .ok_or_else(|| ApiError::login_required("list-bots"))?;
    let bots = app.hub.store().bots_of(&session.account.id).await?;
    Ok(Json(bots.iter().map(AccountRow::view).collect()))
}

/// `POST /api/account/bots/{name}/token`: a new token for one of the
/// account's bots; the old one stops working.
pub async fn bot_token(
    State(app): State<App>,
    Path(name): Path<String>,
    headers: HeaderMap,
    jar: CookieJar,
) -> Result<Json<BotToken>, ApiError> {
    let session = required(&app, &jar, &headers, "bot-token").await?;
    let token = app.accounts.new_bot_token(&session, &name).await?;
    let bot = app
        .hub
        .store()
        .account_by_key(&crate::accounts::name_key(&name))
        .await?
        .ok_or_else(|| ApiError::not_found_named("bot", &name))?;
    Ok(Json(BotToken {
        bot: bot.view(),
        token,
    }))
}
