//! A browser for the tests: one session cookie, and the server's own
//! origin on every request, as tablut's pages send them.

use reqwest::header::{COOKIE, ORIGIN, SET_COOKIE};
use serde_json::{json, Value};

use super::Server;

/// A browser: one cookie, the server's own origin on every request.
pub struct Browser<'a> {
    pub server: &'a Server,
    pub cookie: Option<String>,
    pub origin: Option<String>,
}

impl<'a> Browser<'a> {
    pub fn new(server: &'a Server) -> Browser<'a> {
        Browser {
            server,
            cookie: None,
            origin: Some(server.base.clone()),
        }
    }

    pub async fn send(&mut self, req: reqwest::RequestBuilder) -> (u16, Value, Option<String>) {
        let mut req = req;
        if let Some(cookie) = &self.cookie {
            req = req.header(COOKIE, format!("tablut_session={cookie}"));
        }
        if let Some(origin) = &self.origin {
            req = req.header(ORIGIN, origin);
        }
        let r = req.send().await.unwrap();
        let status = r.status().as_u16();
        let set = r
            .headers()
            .get(SET_COOKIE)
            .map(|v| v.to_str().unwrap().to_string());
        if let Some(set) = &set {
            let value = set
                .split(';')
                .next()
                .unwrap()
                .trim()
                .strip_prefix("tablut_session=")
                .unwrap()
                .to_string();
            self.cookie = (!value.is_empty()).then_some(value);
        }
        let body = r.json().await.unwrap_or(Value::Null);
        if status >= 400 {
            assert!(body["error"].is_string(), "a typed error: {body}");
            assert!(body["message"].as_str().is_some_and(|m| !m.is_empty()));
        }
        (status, body, set)
    }

    pub async fn post(&mut self, path: &str, body: Value) -> (u16, Value) {
        let req = reqwest::Client::new()
            .post(self.server.url(path))
            .json(&body);
        let (s, v, _) = self.send(req).await;
        (s, v)
    }

    pub async fn me(&mut self) -> Value {
        let req = reqwest::Client::new().get(self.server.url("/api/account"));
        let (s, v, _) = self.send(req).await;
        assert_eq!(s, 200, "{v}");
        v["account"].clone()
    }

    pub async fn register(&mut self, name: &str, password: &str) -> (u16, Value) {
        self.post(
            "/api/account/register",
            json!({"name": name, "password": password}),
        )
        .await
    }

    pub async fn login(&mut self, name: &str, password: &str) -> (u16, Value) {
        self.post(
            "/api/account/login",
            json!({"name": name, "password": password}),
        )
        .await
    }
}

impl Browser<'_> {
    /// GET `path` with the cookie.
    pub async fn get(&mut self, path: &str) -> (u16, Value) {
        let req = reqwest::Client::new().get(self.server.url(path));
        let (s, v, _) = self.send(req).await;
        (s, v)
    }
}
