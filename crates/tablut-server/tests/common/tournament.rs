//! What the tournament tests share: accounts, waiting for the servers'
//! ticks, and games that start later.

use serde_json::Value;

use super::browser::Browser;
use super::Server;

/// A new account on `server`, logged in.
pub async fn account<'a>(server: &'a Server, name: &str) -> Browser<'a> {
    let mut b = Browser::new(server);
    let (s, v) = b.register(name, "a good password").await;
    assert_eq!(s, 200, "{v}");
    b
}

/// The same session on another server.
pub fn on<'a>(server: &'a Server, b: &Browser<'_>) -> Browser<'a> {
    Browser {
        server,
        cookie: b.cookie.clone(),
        origin: Some(server.base.clone()),
    }
}

/// Checks a refusal: its HTTP status and error code.
pub fn refused(s: u16, v: &Value, status: u16, code: &str) {
    assert_eq!((s, v["error"].as_str()), (status, Some(code)), "{v}");
}

/// Polls the tournament until `done` holds of it (the servers' ticks
/// open rounds), for at most 30 s.
pub async fn until(b: &mut Browser<'_>, id: &str, done: impl Fn(&Value) -> bool) -> Value {
    for _ in 0..300 {
        let (s, v) = b.get(&format!("/api/tournaments/{id}")).await;
        assert_eq!(s, 200, "{v}");
        if done(&v) {
            return v;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the tournament {id} did not get there");
}

/// Waits for game `id` to exist (a live match's second game starts when
/// the first has ended), for at most 10 s, and checks its seats.
pub async fn started(server: &Server, id: &str, attackers: &str, defenders: &str) {
    for _ in 0..100 {
        let (s, g) = server.get(&format!("/api/games/{id}")).await;
        if s == 200 {
            assert_eq!(g["seats"]["attackers"]["name"], attackers, "{g}");
            assert_eq!(g["seats"]["defenders"]["name"], defenders, "{g}");
            assert_eq!(g["seats"]["attackers"]["account"], true, "{g}");
            assert_eq!(g["seats"]["defenders"]["account"], true, "{g}");
            assert_eq!(g["status"], "active", "{g}");
            assert_eq!(g["mode"], "friend", "{g}");
            return;
        }
        assert_eq!(s, 404, "{g}");
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("game {id} never started");
}
