//! The tournaments' HTTP routes (docs/web-api.md, "Tournaments"): they
//! read the request's words and hand typed commands to
//! [`crate::tournaments::Tournaments`].

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use std::time::Duration;

use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use axum_extra::extract::cookie::CookieJar;

use crate::accounts::AccountRow;
use crate::error::ApiError;
use crate::http::client_ip::ClientIp;
use crate::http::socket::{Incoming, Socket, Upgrade};
use crate::http::{body, player, requests, App};
use crate::limits::Connection;
use crate::tournaments::Tournaments;
use crate::wire::{
    ExportedGame, NewTournament, TournamentExport, TournamentList, TournamentMessage,
    TournamentView,
};

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
        .create(&account, requests::tournament_spec(req)?)
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
    Pause,
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
        Act::Pause => service.pause(&id, &account).await?,
    }
    app.tournaments.poke(&id);
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

/// `POST /api/tournaments/{id}/pause`: an arena's player takes a break
/// (joining again ends it).
pub async fn pause(
    State(app): State<App>,
    Path(id): Path<String>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    jar: CookieJar,
) -> Result<Json<TournamentView>, ApiError> {
    act(app, id, ip, headers, jar, Act::Pause).await
}

/// `GET /api/tournaments/{id}/ws`: the tournament on connecting and after
/// every change, and a ping every [`PING`].
pub async fn upgrade(
    State(app): State<App>,
    Path(id): Path<String>,
    ClientIp(ip): ClientIp,
    ws: Upgrade,
) -> Result<Response, ApiError> {
    let connection = app.guard.connect(ip)?;
    // A tournament that is not there is refused before the upgrade.
    tournaments(&app).view(&id).await?;
    let lang = crate::language::current();
    Ok(
        ws.on_upgrade(crate::http::ws::MAX_MESSAGE, 1024, move |socket| {
            crate::language::scope(lang, watch(app, id, socket, connection))
        }),
    )
}

/// How often a tournament's socket is pinged.
const PING: Duration = Duration::from_secs(5);

/// Sends the tournament's latest message whenever it changes, until the
/// client goes. The client has nothing to say: what it sends is ignored.
async fn watch(app: App, id: String, mut socket: Socket, _counted: Connection) {
    let mut latest = app.tournaments.watch(&id);
    let mut ping = tokio::time::interval(PING);
    ping.tick().await;
    let ping_text = serde_json::to_string(&TournamentMessage::Ping).expect("a ping serializes");
    loop {
        let now = latest.borrow_and_update().clone();
        if let Some(text) = now {
            if !socket.send(text.to_string()).await {
                return;
            }
        }
        tokio::select! {
            changed = latest.changed() => if changed.is_err() { return },
            incoming = socket.recv() => if let Incoming::Closed = incoming { return },
            _ = ping.tick() => if !socket.send(ping_text.clone()).await { return },
        }
    }
}

/// The games of a tournament, each with its record, for export.
async fn exported(
    app: &App,
    id: &str,
) -> Result<(TournamentView, Vec<(ExportedGame, String)>), ApiError> {
    let view = tournaments(app).view(id).await?;
    let service = tournaments(app);
    let mut games = Vec::new();
    for (round, board, game, attackers, defenders) in service.games_of(id).await? {
        let live = app.hub.get(&game).await?;
        let data = live.data.lock().await;
        games.push((
            ExportedGame {
                id: game.clone(),
                round,
                board,
                attackers,
                defenders,
                result: crate::wire::GameResult::of(data.end().as_ref()),
                moves: data.game.moves().collect(),
            },
            data.record_text(),
        ));
    }
    Ok((view, games))
}

/// An attachment named `tournament-{id}.{ext}`.
fn attachment(id: &str, ext: &str, mime: &str, body: String) -> Response {
    let disposition = format!("attachment; filename=\"tournament-{id}.{ext}\"");
    (
        [
            (header::CONTENT_TYPE, mime.to_string()),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        body,
    )
        .into_response()
}

/// `GET /api/tournaments/{id}/export.json`: the standings, every pairing
/// and every game with its moves.
pub async fn export_json(
    State(app): State<App>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let (view, games) = exported(&app, &id).await?;
    let export = TournamentExport {
        tournament: view.tournament,
        standings: view.standings,
        pairings: view.history,
        games: games.into_iter().map(|(g, _)| g).collect(),
    };
    let body = serde_json::to_string_pretty(&export).expect("an export serializes");
    Ok(attachment(&id, "json", "application/json", body))
}

/// `GET /api/tournaments/{id}/export.otn`: every game's OpenTafl record,
/// one after the other, each preceded by a comment naming its round and
/// board.
pub async fn export_otn(
    State(app): State<App>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let (_, games) = exported(&app, &id).await?;
    let body = games
        .into_iter()
        .map(|(g, record)| format!("[round \"{}\"]\n[board \"{}\"]\n{record}", g.round, g.board))
        .collect::<Vec<_>>()
        .join("\n");
    Ok(attachment(&id, "otn", "text/plain; charset=utf-8", body))
}
