//! Who a request comes from, for the per-address limits and the fair
//! share of the computer's searches: the TCP peer, or, when the peer is
//! a proxy on this machine (loopback), the address that proxy names last
//! in `X-Forwarded-For` (nginx's `$proxy_add_x_forwarded_for`, Caddy's
//! `reverse_proxy`). A header from anyone else is ignored, so a client
//! cannot pick its own address by sending one.

use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use axum::http::HeaderMap;

use crate::error::ApiError;

/// The address a request is counted against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClientIp(pub IpAddr);

/// The client's address: `peer`, unless `peer` is a proxy on this machine
/// that says whom it forwards.
pub fn client_ip(peer: IpAddr, headers: &HeaderMap) -> IpAddr {
    if !peer.is_loopback() {
        return peer;
    }
    headers
        .get_all("x-forwarded-for")
        .iter()
        .next_back()
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.rsplit(',').next())
        .and_then(|last| last.trim().parse().ok())
        .unwrap_or(peer)
}

impl<S: Send + Sync> FromRequestParts<S> for ClientIp {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<ClientIp, ApiError> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|ConnectInfo(addr)| addr.ip())
            .ok_or_else(|| ApiError::server_error(crate::text::t("error-address-unknown")))?;
        Ok(ClientIp(client_ip(peer, &parts.headers)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(values: &[&str]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for v in values {
            h.append("x-forwarded-for", v.parse().unwrap());
        }
        h
    }

    #[test]
    fn only_a_local_proxy_names_the_client() {
        let local: IpAddr = "127.0.0.1".parse().unwrap();
        let remote: IpAddr = "203.0.113.9".parse().unwrap();
        let named: IpAddr = "198.51.100.7".parse().unwrap();
        assert_eq!(client_ip(local, &headers(&["198.51.100.7"])), named);
        // The proxy appends the address it saw; what the client wrote
        // before it is not believed.
        assert_eq!(
            client_ip(local, &headers(&["10.9.9.9, 198.51.100.7"])),
            named
        );
        assert_eq!(
            client_ip(local, &headers(&["10.9.9.9", "198.51.100.7"])),
            named
        );
        assert_eq!(client_ip(remote, &headers(&["198.51.100.7"])), remote);
        assert_eq!(client_ip(local, &headers(&["nonsense"])), local);
        assert_eq!(client_ip(local, &HeaderMap::new()), local);
    }
}
