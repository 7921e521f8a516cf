//! The tournaments' HTTP routes (docs/web-api.md, "Tournaments"): they
//! read the request's words and hand typed commands to
//! [`crate::tournaments::Tournaments`].

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use axum_extra::extract::cookie::CookieJar;

use crate::accounts::AccountRow;
use crate::error::ApiError;
use crate::http::client_ip::ClientIp;
use crate::http::{body, player, requests, App};
use crate::tournaments::store::match_kind;
use crate::tournaments::{Format, TournamentSpec, Tournaments};
use crate::wire::{NewTournament, TournamentKind, TournamentList, TournamentView};

/// The tournaments of the server's database.
fn tournaments(app: &App) -> Tournaments {
    Tournaments::new(app.hub.store().clone())
}

/// The logged-in account: every change of a tournament needs one.
async fn account(app: &App, headers: &HeaderMap, jar: &CookieJar) -> Result<AccountRow, ApiError> {
    player(app, headers, jar)
        .await?
        .ok_or_else(|| ApiError::login_required("tournament"))
}

/// `POST /api/tournaments`, read: the defaults of docs/web-api.md filled
/// in (a Swiss, two-game matches).
pub fn tournament_spec(req: NewTournament) -> Result<TournamentSpec, ApiError> {
    let format = req.format.unwrap_or(TournamentKind::Swiss);
    let rules = match format {
        TournamentKind::Swiss => Format::Swiss {
            rounds: req.rounds.unwrap_or(0),
        },
        TournamentKind::RoundRobin => Format::RoundRobin { double: false },
        TournamentKind::DoubleRoundRobin => Format::RoundRobin { double: true },
        TournamentKind::Arena => Format::Arena {
            minutes: req.minutes.unwrap_or(0),
        },
        TournamentKind::GroupsKnockout => Format::GroupsThenKnockout {
            group_size: req.group_size.unwrap_or(4) as usize,
        },
    };
    Ok(TournamentSpec {
        name: req.name,
        format,
        rounds: req.rounds,
        variant: requests::read_variant(req.variant.as_deref())?,
        clock: requests::read_clock(&req.clock)?,
        rated: req.rated,
        kind: req
            .match_kind
            .map(match_kind)
            .unwrap_or_else(|| rules.default_match()),
        starts_at: req.starts_at,
    })
}

/// `POST /api/tournaments`: 201 with the new tournament.
pub async fn create(
    State(app): State<App>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    jar: CookieJar,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: NewTournament = body(bytes)?;
    app.guard.create(ip)?;
    let account = account(&app, &headers, &jar).await?;
    let view = tournaments(&app)
        .create(&account, tournament_spec(req)?)
        .await?;
    Ok((StatusCode::CREATED, Json(view)).into_response())
}

/// `GET /api/tournaments`: upcoming, running and finished.
pub async fn list(State(app): State<App>) -> Result<Json<TournamentList>, ApiError> {
    Ok(Json(tournaments(&app).list().await?))
}

/// `GET /api/tournaments/{id}`.
pub async fn get(
    State(app): State<App>,
    Path(id): Path<String>,
) -> Result<Json<TournamentView>, ApiError> {
    Ok(Json(tournaments(&app).view(&id).await?))
}

/// What an entrant or the creator asks of a tournament.
#[derive(Clone, Copy)]
enum Act {
    Join,
    Withdraw,
    Start,
}

/// Does `act` for the logged-in account; answers the tournament as it is
/// now.
async fn act(
    app: App,
    id: String,
    ip: std::net::IpAddr,
    headers: HeaderMap,
    jar: CookieJar,
    act: Act,
) -> Result<Json<TournamentView>, ApiError> {
    app.guard.command(ip)?;
    let account = account(&app, &headers, &jar).await?;
    let service = tournaments(&app);
    match act {
        Act::Join => service.join(&id, &account).await?,
        Act::Withdraw => service.withdraw(&id, &account).await?,
        Act::Start => service.start(&id, &account).await?,
    }
    Ok(Json(service.view(&id).await?))
}

/// `POST /api/tournaments/{id}/join`: the tournament as it is now.
pub async fn join(
    State(app): State<App>,
    Path(id): Path<String>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    jar: CookieJar,
) -> Result<Json<TournamentView>, ApiError> {
    act(app, id, ip, headers, jar, Act::Join).await
}

/// `POST /api/tournaments/{id}/withdraw`.
pub async fn withdraw(
    State(app): State<App>,
    Path(id): Path<String>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    jar: CookieJar,
) -> Result<Json<TournamentView>, ApiError> {
    act(app, id, ip, headers, jar, Act::Withdraw).await
}

/// `POST /api/tournaments/{id}/start`: the creator starts it; round 1 is
/// paired.
pub async fn start(
    State(app): State<App>,
    Path(id): Path<String>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    jar: CookieJar,
) -> Result<Json<TournamentView>, ApiError> {
    act(app, id, ip, headers, jar, Act::Start).await
}
