//! The HTTP routes: pages, the JSON API, and the WebSocket upgrade
//! (docs/web-api.md).

pub mod accounts;
pub mod analysis;
pub mod assets;
pub mod client_ip;
pub mod conditional;
pub mod language;
pub mod lobby;
pub mod mail;
pub mod players;
pub mod puzzles;
pub mod requests;
pub mod review;
pub mod socket;
pub mod tournaments;
pub mod ws;

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use axum_extra::extract::cookie::CookieJar;
use serde::de::DeserializeOwned;
use serde::Deserialize;
use tablut_core::Variant;
use tower_http::set_header::SetResponseHeaderLayer;

use crate::accounts::Accounts;
use crate::error::ApiError;
use crate::games::hub::Hub;
use crate::http::client_ip::ClientIp;
use crate::http::language::PlayerLang;
use crate::limits::Guard;
use crate::lobby::Lobby;
use crate::rulebook;
use crate::store::{ArchiveFilter, GameRow};
use crate::text::clip;
use crate::text::{framed, t, tr, Args};
use crate::wire::{
    ArchiveEntry, ArchiveSeats, Command, ErrorCode, GameResult, Health, JoinRequest, NewGame,
    OutcomeView,
};

/// Largest request body accepted.
pub const MAX_BODY: usize = 16 * 1024;

/// What every handler shares.
#[derive(Clone, Debug)]
pub struct App {
    /// Live games.
    pub hub: Arc<Hub>,
    /// Accounts and logins.
    pub accounts: Arc<Accounts>,
    /// Per-client bounds.
    pub guard: Arc<Guard>,
    /// Seeks, challenges, and who is around.
    pub lobby: Arc<Lobby>,
    /// The reviews of finished games this server makes.
    pub reviewer: Arc<crate::review::Reviewer>,
    /// Who is using the analysis board.
    pub analyses: Arc<crate::review::analysis::Analyses>,
    /// E-mail, on or off.
    pub mail: Arc<crate::mail::Mail>,
    /// The tournaments being watched, each read once for all its watchers.
    pub tournaments: Arc<crate::tournaments::live::Live>,
}

/// A page of `web/` rendered in the request's language.
fn page(name: &'static str) -> axum::routing::MethodRouter<App> {
    get(move |PlayerLang(lang): PlayerLang| async move { assets::page(name, lang) })
}

/// The whole service.
pub fn router(app: App) -> Router {
    let csp = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
               connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";
    Router::new()
        .route("/", page("index.html"))
        .route("/g/{id}", get(game_page))
        .route("/archive", page("archive.html"))
        .route("/account", page("account.html"))
        .route("/lobby", page("lobby.html"))
        .route("/rules", page("rules.html"))
        .route("/rules/{name}", page("rules.html"))
        .route(
            "/assets/{*path}",
            get(|Path(path): Path<String>| async move { assets::file(&format!("assets/{path}")) }),
        )
        .route(
            "/favicon.ico",
            get(|| async { assets::file("assets/favicon.svg") }),
        )
        .route("/api/health", get(health))
        .route("/api/i18n", get(language::catalog))
        .route("/api/i18n/{lang}", get(language::catalog_of))
        .route("/api/analysis", post(analysis::position))
        .route("/api/analysis/ws", get(analysis::upgrade))
        .route("/analysis", page("analysis.html"))
        .route("/api/rulesets", get(rulesets))
        .route("/api/rulesets/{name}", get(ruleset))
        .route("/api/clocks", get(lobby::clocks))
        .route("/api/clocks/{control}", get(lobby::clock))
        .route("/api/games", post(create))
        .route("/api/games/{id}", get(state))
        .route("/api/games/{id}/join", post(join))
        .route("/api/games/{id}/commands", post(command))
        .route("/api/games/{id}/record", get(record))
        .route(
            "/api/games/{id}/conditional",
            get(conditional::get).post(conditional::set),
        )
        .route("/api/games/{id}/ws", get(ws::upgrade))
        .route("/api/archive", get(archive))
        .route("/api/lobby", get(lobby::lobby))
        .route("/api/lobby/ws", get(lobby::upgrade))
        .route("/api/lobby/seeks", post(lobby::seek))
        .route("/api/lobby/seeks/{id}/accept", post(lobby::accept))
        .route("/api/lobby/seeks/{id}/cancel", post(lobby::cancel))
        .route("/api/puzzles/next", get(puzzles::next))
        .route("/api/puzzles/rating", get(puzzles::my_rating))
        .route("/api/puzzles/{id}/moves", post(puzzles::moves))
        .route("/api/puzzles/{id}/hint", post(puzzles::hint))
        .route("/puzzles", page("puzzles.html"))
        .route(
            "/api/tournaments",
            get(tournaments::list).post(tournaments::create),
        )
        .route("/api/tournaments/{id}", get(tournaments::get))
        .route("/api/tournaments/{id}/join", post(tournaments::join))
        .route(
            "/api/tournaments/{id}/withdraw",
            post(tournaments::withdraw),
        )
        .route("/api/tournaments/{id}/start", post(tournaments::start))
        .route("/api/tournaments/{id}/pause", post(tournaments::pause))
        .route("/api/tournaments/{id}/ws", get(tournaments::upgrade))
        .route(
            "/api/tournaments/{id}/export.json",
            get(tournaments::export_json),
        )
        .route(
            "/api/tournaments/{id}/export.otn",
            get(tournaments::export_otn),
        )
        .route("/api/players/{name}", get(players::player))
        .route("/api/leaderboard/{pool}", get(players::leaderboard))
        .route("/api/games/{id}/ratings", get(players::game_ratings))
        .route("/api/games/{id}/review", get(review::get).post(review::ask))
        .route("/review/{id}", page("review.html"))
        .route("/players/{name}", page("player.html"))
        .route("/leaderboard", page("leaderboard.html"))
        .route("/tournaments", page("tournaments.html"))
        .route("/tournaments/{id}", page("tournament.html"))
        .route("/api/account", get(accounts::me))
        .route("/api/account/register", post(accounts::register))
        .route("/api/account/login", post(accounts::login))
        .route("/api/account/logout", post(accounts::logout))
        .route("/api/account/password", post(accounts::password))
        .route("/api/account/delete", post(accounts::delete))
        .route(
            "/api/account/games",
            post(accounts::adopt).get(accounts::games),
        )
        .route(
            "/api/account/bots",
            post(accounts::make_bot).get(accounts::bots),
        )
        .route("/api/account/bots/{name}/token", post(accounts::bot_token))
        .route("/api/account/email", get(mail::status).post(mail::set))
        .route("/api/account/email/remove", post(mail::remove))
        .route("/api/account/email/choices", post(mail::choices))
        .route("/api/mail", get(mail::enabled))
        .route("/api/mail/verify", post(mail::verify))
        .route("/api/mail/reset", post(mail::reset))
        .route("/api/mail/reset/confirm", post(mail::reset_confirm))
        .route("/api/mail/unsubscribe", post(mail::unsubscribe))
        .route("/mail/{page}", page("mail.html"))
        .fallback(fallback)
        .layer(DefaultBodyLimit::max(MAX_BODY))
        // Every answer for people in the request's language.
        .layer(axum::middleware::from_fn(language::middleware))
        .layer(SetResponseHeaderLayer::overriding(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(csp),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::REFERRER_POLICY,
            HeaderValue::from_static("no-referrer"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::X_FRAME_OPTIONS,
            HeaderValue::from_static("DENY"),
        ))
        .with_state(app)
}

async fn fallback(uri: axum::http::Uri) -> Response {
    if uri.path().starts_with("/api/") {
        ApiError {
            error: ErrorCode::NotFound,
            message: tr(
                "error-no-api",
                &Args::new().str("path", clip(uri.path(), 80)),
            ),
            status: StatusCode::NOT_FOUND,
        }
        .into_response()
    } else {
        assets::not_found()
    }
}

/// `GET /g/{id}`: the game page, or a 404 page when there is no such game
/// (rather than a page that would show an empty board). Any other failure
/// to load the game still gives the page, which reports it itself.
async fn game_page(
    State(app): State<App>,
    PlayerLang(lang): PlayerLang,
    Path(id): Path<String>,
) -> Response {
    match app.hub.get(&id).await {
        Err(e) if e.error == ErrorCode::NotFound => assets::missing_game(lang),
        _ => assets::page("game.html", lang),
    }
}

/// Reads a JSON body, turning every failure into a clear error.
pub(crate) fn body<T: DeserializeOwned>(
    bytes: Result<Bytes, BytesRejection>,
) -> Result<T, ApiError> {
    let bytes = bytes.map_err(|e| {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::too_large(MAX_BODY)
        } else {
            ApiError::bad_request(framed("error-body-unreadable", e))
        }
    })?;
    let bytes: &[u8] = if bytes.is_empty() { b"{}" } else { &bytes };
    // Every request is an object: serde would read an array (`[]`) as a
    // struct with every field left out, and create a game (issue 30).
    if bytes.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'{') {
        return Err(ApiError::bad_request(framed(
            "error-body-invalid",
            "expected a JSON object, like {}",
        )));
    }
    serde_json::from_slice(bytes)
        .map_err(|e| ApiError::bad_request(framed("error-body-invalid", e)))
}

/// The server answers; what it holds in memory. Reads no game and no
/// database, so it measures the server alone.
async fn health(State(app): State<App>) -> Json<Health> {
    Json(Health {
        ok: true,
        games_in_memory: app.hub.live_games(),
        reloads: app.hub.reloads(),
    })
}

async fn rulesets(PlayerLang(lang): PlayerLang) -> Json<Vec<rulebook::RuleSet>> {
    Json(rulebook::presets(lang))
}

async fn ruleset(
    PlayerLang(lang): PlayerLang,
    Path(name): Path<String>,
) -> Result<Json<rulebook::RuleSet>, ApiError> {
    let variant: Variant = name
        .parse()
        .map_err(|e| ApiError::bad_request(framed("error-variant", e)))?;
    Ok(Json(rulebook::rule_set(&variant, lang)))
}

/// The account logged in on this browser, for a request that gives a
/// seat to whoever sends it (create, join): a request from another site's
/// page is answered as for a guest.
pub(crate) async fn player(
    app: &App,
    headers: &HeaderMap,
    jar: &CookieJar,
) -> Result<Option<crate::accounts::AccountRow>, ApiError> {
    // A bot signs its requests with its token (no cookie, so no
    // cross-site question).
    if let Ok(token) = bearer(headers) {
        if crate::accounts::is_bot_token(token) {
            return match app.accounts.bot(token).await? {
                Some(bot) => Ok(Some(bot)),
                None => Err(ApiError::unauthorized(t("error-bot-token-replaced"))),
            };
        }
    }
    if accounts::same_site(headers).is_err() {
        return Ok(None);
    }
    Ok(accounts::session(app, jar).await?.map(|s| s.account))
}

async fn create(
    State(app): State<App>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    jar: CookieJar,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: NewGame = body(bytes)?;
    app.guard.create(ip)?;
    let account = player(&app, &headers, &jar).await?;
    let taken = app
        .hub
        .create_as(requests::game_spec(req)?, account.as_ref())
        .await?;
    Ok((StatusCode::CREATED, Json(taken)).into_response())
}

async fn join(
    State(app): State<App>,
    Path(id): Path<String>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    jar: CookieJar,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: JoinRequest = body(bytes)?;
    app.guard.command(ip)?;
    let account = player(&app, &headers, &jar).await?;
    let taken = app
        .hub
        .join_as(&id, &req.invite, req.name.as_deref(), account.as_ref())
        .await?;
    Ok(Json(taken).into_response())
}

async fn state(
    State(app): State<App>,
    Path(id): Path<String>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let live = app.hub.get(&id).await?;
    // A player who polls with the seat's secret holds the seat as a
    // connected one does: the computer's reply is searched for them.
    if let Ok(secret) = bearer(&headers) {
        if app.hub.authenticate(&id, secret).await.is_ok() {
            app.hub.scheduler().touch(&id, ip);
            app.hub.resume(&live).await;
        }
    }
    let data = live.data.lock().await;
    Ok(Json(live.state(&data)).into_response())
}

fn bearer(headers: &HeaderMap) -> Result<&str, ApiError> {
    headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
        .ok_or_else(|| ApiError::unauthorized(t("error-bearer")))
}

async fn command(
    State(app): State<App>,
    Path(id): Path<String>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    jar: CookieJar,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let command: Command = body(bytes)?;
    app.guard.command(ip)?;
    let seat = seat_of(&app, &id, &headers, &jar).await?;
    // A request with the seat's secret holds the seat for a while: the
    // computer answers a player who plays over HTTP only.
    app.hub.scheduler().touch(&id, ip);
    let state = app.hub.command(&id, seat, command).await?;
    Ok(([(header::CONTENT_TYPE, "application/json")], state).into_response())
}

/// The seat a request acts for in game `id`: the seat's secret, a bot's
/// token, or else a logged-in account's seat.
pub(crate) async fn seat_of(
    app: &App,
    id: &str,
    headers: &HeaderMap,
    jar: &CookieJar,
) -> Result<crate::games::live::Seat, ApiError> {
    let (_, seat) = match bearer(headers) {
        Ok(token) if crate::accounts::is_bot_token(token) => {
            let bot = player(app, headers, jar)
                .await?
                .ok_or_else(|| ApiError::unauthorized(t("error-bot-token")))?;
            app.hub.authenticate_account(id, &bot.id).await?
        }
        Ok(secret) => app.hub.authenticate(id, secret).await?,
        Err(no_secret) => match player(app, headers, jar).await? {
            Some(account) => app.hub.authenticate_account(id, &account.id).await?,
            None => return Err(no_secret),
        },
    };
    Ok(seat)
}

async fn record(State(app): State<App>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let live = app.hub.get(&id).await?;
    let data = live.data.lock().await;
    let text = data.record_text();
    let disposition = format!("attachment; filename=\"tablut-{}.txt\"", data.row.id);
    Ok((
        [
            (
                header::CONTENT_TYPE,
                "text/plain; charset=utf-8".to_string(),
            ),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        text,
    )
        .into_response())
}

#[derive(Deserialize)]
struct ArchiveQuery {
    /// `MS` or `MS:ID`, the `cursor` of the last row of the previous page.
    before: Option<String>,
    limit: Option<i64>,
    /// Only games of this player (an account name).
    player: Option<String>,
    /// Only games under this rule set.
    variant: Option<String>,
    /// Only games with this result (`attackers win`, `draw`, ...).
    result: Option<String>,
}

/// A finished game as the archive lists it: how it ended from its row
/// alone.
pub(crate) fn archive_entry(r: GameRow) -> ArchiveEntry {
    let outcome = OutcomeView::of(
        r.ended.as_ref(),
        &r.variant.rules,
        None,
        crate::language::current(),
    );
    ArchiveEntry {
        accounts: r.account_seats(),
        outcome,
        seats: ArchiveSeats {
            attackers: r.attackers_name,
            defenders: r.defenders_name,
        },
        cursor: format!("{}:{}", r.updated_at, r.id),
        id: r.id,
        variant: r.variant,
        mode: r.mode,
        level: r.level,
        ply: r.ply,
        created_at: r.created_at,
        updated_at: r.updated_at,
        clock: r.clock.map(|c| c.control),
        rated: r.rated,
    }
}

async fn archive(
    State(app): State<App>,
    query: Result<Query<ArchiveQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(q) =
        query.map_err(|e| ApiError::bad_request(framed("error-query", e.body_text())))?;
    let limit = q.limit.unwrap_or(30).clamp(1, 100);
    let (before_ms, before_id) = match q.before.as_deref() {
        None | Some("") => (i64::MAX, String::new()),
        Some(text) => {
            let (ms, id) = text.split_once(':').unwrap_or((text, ""));
            let ms: i64 = ms
                .parse()
                .map_err(|_| ApiError::bad_request(t("error-archive-before")))?;
            // Without an id, every game of that millisecond comes after.
            let id = if id.is_empty() { "g" } else { id };
            (ms, clip(id, 16))
        }
    };
    let mut filter = ArchiveFilter {
        variant: q
            .variant
            .filter(|v| !v.trim().is_empty())
            .map(|v| clip(v.trim(), 200)),
        result: match q.result.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(word) => Some(
                word.parse::<GameResult>()
                    .map_err(|e| ApiError::bad_request(framed("error-result", e)))?,
            ),
        },
        account: None,
    };
    if let Some(name) = q.player.as_deref().map(str::trim).filter(|n| !n.is_empty()) {
        let key = crate::accounts::name_key(&clip(name, 40));
        match app.hub.store().account_by_key(&key).await? {
            Some(account) => filter.account = Some(account.id),
            // Nobody of that name has played: no games.
            None => return Ok(Json(Vec::<ArchiveEntry>::new()).into_response()),
        }
    }
    let rows = app
        .hub
        .store()
        .finished(before_ms, &before_id, limit, &filter)
        .await?;
    let entries: Vec<ArchiveEntry> = rows.into_iter().map(archive_entry).collect();
    Ok(Json(entries).into_response())
}
