//! The e-mail API (docs/web-api.md, "E-mail"): the account's address
//! and choices (logged in), and the links mail carries: verify an
//! address, reset a password, unsubscribe (without logging in).

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::Json;
use axum_extra::extract::cookie::CookieJar;

use crate::accounts::Session;
use crate::error::ApiError;
use crate::http::accounts::{same_site, session};
use crate::http::client_ip::ClientIp;
use crate::http::{body, App};
use crate::text::t;
use crate::wire::{
    ChoicesChange, EmailRequest, MailDone, MailStatus, ResetConfirm, ResetRequest,
    UnsubscribeRequest, VerifyRequest,
};

/// The session of a request about the account's mail.
async fn logged_in(app: &App, jar: &CookieJar) -> Result<Session, ApiError> {
    session(app, jar)
        .await?
        .ok_or_else(|| ApiError::unauthorized(t("error-mail-login")))
}

/// `GET /api/mail`: whether this server sends mail (for pages that offer
/// it, such as "forgot your password?").
pub async fn enabled(State(app): State<App>) -> Json<MailStatus> {
    Json(MailStatus {
        enabled: app.mail.enabled(),
        ..MailStatus::default()
    })
}

/// `GET /api/account/email`.
pub async fn status(State(app): State<App>, jar: CookieJar) -> Result<Json<MailStatus>, ApiError> {
    let session = logged_in(&app, &jar).await?;
    Ok(Json(app.mail.status(&session.account).await?))
}

/// `POST /api/account/email`: give or change the address.
pub async fn set(
    State(app): State<App>,
    headers: HeaderMap,
    jar: CookieJar,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<MailStatus>, ApiError> {
    same_site(&headers)?;
    let req: EmailRequest = body(bytes)?;
    let session = logged_in(&app, &jar).await?;
    Ok(Json(
        app.mail.set_address(&session.account, &req.email).await?,
    ))
}

/// `POST /api/account/email/remove`.
pub async fn remove(
    State(app): State<App>,
    headers: HeaderMap,
    jar: CookieJar,
) -> Result<Json<MailStatus>, ApiError> {
    same_site(&headers)?;
    let session = logged_in(&app, &jar).await?;
    Ok(Json(app.mail.remove_address(&session.account).await?))
}

/// `POST /api/account/email/choices`.
pub async fn choices(
    State(app): State<App>,
    headers: HeaderMap,
    jar: CookieJar,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<MailStatus>, ApiError> {
    same_site(&headers)?;
    let req: ChoicesChange = body(bytes)?;
    let session = logged_in(&app, &jar).await?;
    Ok(Json(app.mail.set_choices(&session.account, &req).await?))
}

/// `POST /api/mail/verify`.
pub async fn verify(
    State(app): State<App>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<MailDone>, ApiError> {
    same_site(&headers)?;
    let req: VerifyRequest = body(bytes)?;
    app.guard.command(ip)?;
    Ok(Json(app.mail.verify(&req.token).await?))
}

/// `POST /api/mail/reset`.
pub async fn reset(
    State(app): State<App>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<MailDone>, ApiError> {
    same_site(&headers)?;
    let req: ResetRequest = body(bytes)?;
    app.guard.command(ip)?;
    Ok(Json(app.mail.request_reset(&req.who).await?))
}

/// `POST /api/mail/reset/confirm`.
pub async fn reset_confirm(
    State(app): State<App>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<MailDone>, ApiError> {
    same_site(&headers)?;
    let req: ResetConfirm = body(bytes)?;
    app.guard.command(ip)?;
    Ok(Json(
        app.mail.confirm_reset(&req.token, &req.password).await?,
    ))
}

/// `POST /api/mail/unsubscribe`.
pub async fn unsubscribe(
    State(app): State<App>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<MailDone>, ApiError> {
    same_site(&headers)?;
    let req: UnsubscribeRequest = body(bytes)?;
    app.guard.command(ip)?;
    Ok(Json(
        app.mail.unsubscribe(&req.key, req.what.as_deref()).await?,
    ))
}
