//! Sending: one mail claimed from the queue, written, and handed to the
//! SMTP server with `lettre`; on failure it waits longer each time, and
//! is given up after [`super::MailTiming::attempts`] or at once when the
//! server refuses it for good.

use lettre::message::header::{ContentType, HeaderName, HeaderValue};
use lettre::message::Mailbox;
use lettre::transport::smtp::authentication::Credentials;
use lettre::transport::smtp::client::{Tls, TlsParameters};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use serde_json::Value;

use super::compose::{compose, GameLine};
use super::{Mail, MailConfig, MailConfigError, SmtpTls, STALE_MS};
use crate::store::StoreError;
use crate::time::now_ms;

/// The SMTP connection as configured.
pub type Transport = AsyncSmtpTransport<Tokio1Executor>;

/// The transport `config` describes.
pub fn transport(config: &MailConfig) -> Result<Transport, MailConfigError> {
    let host_error = |e: lettre::transport::smtp::Error| {
        MailConfigError::Host(config.host.clone(), e.to_string())
    };
    let tls = match config.tls {
        SmtpTls::None => Tls::None,
        SmtpTls::StartTls => {
            Tls::Required(TlsParameters::new(config.host.clone()).map_err(host_error)?)
        }
        SmtpTls::Tls => Tls::Wrapper(TlsParameters::new(config.host.clone()).map_err(host_error)?),
    };
    let mut builder = Transport::builder_dangerous(config.host.clone())
        .port(config.port)
        .tls(tls)
        .timeout(Some(std::time::Duration::from_secs(30)));
    if let Some(user) = &config.user {
        builder = builder.credentials(Credentials::new(
            user.clone(),
            config.password.clone().unwrap_or_default(),
        ));
    }
    Ok(builder.build())
}

/// Sends the next mail due, if any: whether there was one.
pub async fn one(
    mail: &Mail,
    config: &MailConfig,
    transport: &Transport,
) -> Result<bool, StoreError> {
    let store = mail.store();
    let now = now_ms();
    let Some(queued) = store.claim_mail(now, now + config.timing.claim_ms).await? else {
        return Ok(false);
    };
    let address = store.mail_address(&queued.account_id).await?;
    let name = store.account_name(&queued.account_id).await?;
    let data: Value = serde_json::from_str(&queued.data).unwrap_or(Value::Null);
    let notice = matches!(queued.kind.as_str(), "turns" | "deadline" | "challenge");
    let (Some(address), Some(name)) = (address, name) else {
        // The account or its address is gone.
        store.mail_done(&queued.id).await?;
        return Ok(true);
    };
    let wanted = match queued.kind.as_str() {
        "verify" => true,
        "reset" => address.verified_at.is_some(),
        "turns" => address.verified_at.is_some() && address.turns != 0,
        "deadline" => address.verified_at.is_some() && address.deadlines != 0,
        "challenge" => address.verified_at.is_some() && address.challenges != 0,
        _ => false,
    };
    if !wanted || (notice && now - queued.created_at > STALE_MS) {
        store.mail_done(&queued.id).await?;
        return Ok(true);
    }
    let mut games = Vec::new();
    if queued.kind == "turns" {
        for id in data
            .get("games")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
        {
            games.push(GameLine {
                id: id.to_string(),
                opponent: store.opponent_name(id, &queued.account_id).await?,
            });
        }
    }
    let Some(composed) = compose(config, &queued.kind, &data, &address, &name, &games) else {
        tracing::warn!("mail {}: cannot write a {} mail", queued.id, queued.kind);
        store
            .mail_failed(&queued.id, "cannot be written", None, now)
            .await?;
        return Ok(true);
    };
    let message = match message(config, &composed) {
        Ok(m) => m,
        Err(e) => {
            store.mail_failed(&queued.id, &e, None, now).await?;
            return Ok(true);
        }
    };
    match transport.send(message).await {
        Ok(_) => {
            store.mail_done(&queued.id).await?;
            tracing::info!("mail {} ({}) sent", queued.id, queued.kind);
        }
        Err(e) => {
            let attempts = queued.attempts + 1;
            let next = (!e.is_permanent() && attempts < config.timing.attempts)
                .then(|| now_ms() + config.timing.backoff(queued.attempts));
            tracing::warn!(
                "mail {} ({}), attempt {attempts}: {e}{}",
                queued.id,
                queued.kind,
                if next.is_some() {
                    "; will retry"
                } else {
                    "; given up"
                }
            );
            store
                .mail_failed(&queued.id, &e.to_string(), next, now_ms())
                .await?;
        }
    }
    Ok(true)
}

/// The message of `composed`, from the configured address.
fn message(config: &MailConfig, composed: &super::compose::Composed) -> Result<Message, String> {
    let from: Mailbox = config.from.parse().map_err(|e| format!("from: {e}"))?;
    let to: Mailbox = composed.to.parse().map_err(|e| format!("to: {e}"))?;
    let mut message = Message::builder()
        .from(from)
        .to(to)
        .subject(composed.subject.clone())
        .header(ContentType::TEXT_PLAIN)
        .body(composed.body.clone())
        .map_err(|e| e.to_string())?;
    message.headers_mut().insert_raw(HeaderValue::new(
        HeaderName::new_from_ascii_str("List-Unsubscribe"),
        format!("<{}>", composed.unsubscribe),
    ));
    Ok(message)
}
