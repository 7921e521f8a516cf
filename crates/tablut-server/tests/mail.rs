//! E-mail against a real SMTP server started by the test (a small sink
//! below that speaks enough SMTP for `lettre` and keeps what it gets):
//! the verification link, the batched "your turn", the deadline warning,
//! a challenge, password reset by mail, unsubscribe without logging in;
//! e-mail off says so; a restart (with the SMTP server down meanwhile)
//! loses no mail; and two servers over one PostgreSQL send each mail
//! exactly once (ignored without `TABLUT_TEST_POSTGRES`).

mod common;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use common::browser::Browser;
use common::{fresh_database, sqlite_url, Server};
use serde_json::{json, Value};
use tablut_server::mail::{MailConfig, MailTiming, SmtpTls};
use tablut_server::Limits;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

/// A mail as the sink got it.
#[derive(Clone, Debug)]
struct Got {
    to: Vec<String>,
    /// Headers and text, quoted-printable undone.
    text: String,
}

/// An SMTP server on loopback that accepts every mail.
#[derive(Clone)]
struct Sink {
    port: u16,
    got: Arc<Mutex<Vec<Got>>>,
    task: Arc<tokio::task::JoinHandle<()>>,
}

/// Undoes quoted-printable (soft breaks and `=XX`).
fn unquote(text: &str) -> String {
    let joined = text.replace("=\r\n", "").replace("=\n", "");
    let bytes = joined.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'=' && i + 2 < bytes.len() {
            if let Ok(b) = u8::from_str_radix(&joined[i + 1..i + 3], 16) {
                out.push(b);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

impl Sink {
    async fn start() -> Sink {
        Sink::start_on(0).await
    }

    async fn start_on(port: u16) -> Sink {
        let listener = TcpListener::bind(("127.0.0.1", port)).await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let got: Arc<Mutex<Vec<Got>>> = Arc::default();
        let kept = got.clone();
        let task = tokio::spawn(async move {
            loop {
                let Ok((socket, _)) = listener.accept().await else {
                    return;
                };
                let got = kept.clone();
                tokio::spawn(async move {
                    let (read, mut write) = socket.into_split();
                    let mut lines = BufReader::new(read);
                    let _ = write.write_all(b"220 sink ready\r\n").await;
                    let mut to = Vec::new();
                    let mut line = String::new();
                    loop {
                        line.clear();
                        if lines.read_line(&mut line).await.unwrap_or(0) == 0 {
                            return;
                        }
                        let upper = line.to_ascii_uppercase();
                        let answer: &[u8] =
                            if upper.starts_with("EHLO") || upper.starts_with("HELO") {
                                b"250 sink\r\n"
                            } else if upper.starts_with("MAIL FROM") {
                                to.clear();
                                b"250 ok\r\n"
                            } else if upper.starts_with("RCPT TO") {
                                let addr = line[8..].trim().trim_start_matches(':').trim();
                                to.push(addr.trim_matches(|c| c == '<' || c == '>').to_string());
                                b"250 ok\r\n"
                            } else if upper.starts_with("DATA") {
                                let _ = write.write_all(b"354 go on\r\n").await;
                                let mut text = String::new();
                                loop {
                                    line.clear();
                                    if lines.read_line(&mut line).await.unwrap_or(0) == 0 {
                                        return;
                                    }
                                    if line == ".\r\n" || line == ".\n" {
                                        break;
                                    }
                                    text.push_str(&line);
                                }
                                got.lock().unwrap().push(Got {
                                    to: to.clone(),
                                    // The body is quoted-printable; the
                                    // headers are not.
                                    text: match text.split_once("\r\n\r\n") {
                                        Some((head, body)) => {
                                            format!("{head}\r\n\r\n{}", unquote(body))
                                        }
                                        None => text.clone(),
                                    },
                                });
                                b"250 kept\r\n"
                            } else if upper.starts_with("QUIT") {
                                let _ = write.write_all(b"221 bye\r\n").await;
                                return;
                            } else {
                                b"250 ok\r\n"
                            };
                        if write.write_all(answer).await.is_err() {
                            return;
                        }
                    }
                });
            }
        });
        Sink {
            port,
            got,
            task: Arc::new(task),
        }
    }

    fn stop(&self) {
        self.task.abort();
    }

    fn all(&self) -> Vec<Got> {
        self.got.lock().unwrap().clone()
    }

    /// The mails to `to` so far.
    fn to(&self, to: &str) -> Vec<Got> {
        self.all()
            .into_iter()
            .filter(|g| g.to.iter().any(|t| t == to))
            .collect()
    }

    /// Waits until `to` has `n` mails; they.
    async fn wait_for(&self, to: &str, n: usize) -> Vec<Got> {
        for _ in 0..300 {
            let mails = self.to(to);
            if mails.len() >= n {
                return mails;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!(
            "{to} got {} mails, not {n}: {:?}",
            self.to(to).len(),
            self.all()
        );
    }
}

/// The value of `name=` in the first link of `mail` that has `path`.
fn link_value(mail: &Got, path: &str, name: &str) -> String {
    let start = mail
        .text
        .find(path)
        .unwrap_or_else(|| panic!("no {path} in {}", mail.text));
    let rest = &mail.text[start..];
    let link: String = rest
        .chars()
        .take_while(|c| !c.is_whitespace() && *c != '>')
        .collect();
    let query = link.split_once('?').unwrap().1;
    query
        .split('&')
        .find_map(|kv| kv.strip_prefix(&format!("{name}=")))
        .unwrap_or_else(|| panic!("no {name} in {link}"))
        .to_string()
}

fn timing() -> MailTiming {
    MailTiming {
        tick_ms: 100,
        turn_delay_ms: 2_000,
        turn_period_ms: 4_000,
        claim_ms: 2_000,
        retry_ms: 200,
        retry_max_ms: 400,
        attempts: 50,
    }
}

fn config(port: u16) -> MailConfig {
    MailConfig {
        host: "127.0.0.1".into(),
        port,
        tls: SmtpTls::None,
        user: None,
        password: None,
        from: "tablut <games@example.org>".into(),
        public_url: "http://tablut.example.org/".into(),
        timing: timing(),
    }
}

fn limits() -> Limits {
    Limits {
        connections_per_ip: 1000,
        new_games_per_minute: 1000,
        messages_per_second: 1000,
    }
}

async fn account<'a>(server: &'a Server, name: &str) -> Browser<'a> {
    let mut b = Browser::new(server);
    let (s, v) = b.register(name, "a good password").await;
    assert_eq!(s, 200, "{v}");
    b
}

/// Gives `b` the address `email` and opens the link mailed to it.
async fn verified(b: &mut Browser<'_>, sink: &Sink, email: &str) {
    let before = sink.to(email).len();
    let (s, v) = b
        .post("/api/account/email", json!({ "email": email }))
        .await;
    assert_eq!(s, 200, "{v}");
    assert_eq!(
        (v["email"].as_str(), v["verified"].as_bool()),
        (Some(email), Some(false))
    );
    let mails = sink.wait_for(email, before + 1).await;
    let token = link_value(&mails[before], "/mail/verify?", "token");
    let (s, v) = b.post("/api/mail/verify", json!({ "token": token })).await;
    assert_eq!(s, 200, "{v}");
    let (_, v) = b.get("/api/account/email").await;
    assert_eq!(v["verified"], true, "{v}");
}

/// Plays the side to move's first legal move in `id` with `b`'s cookie.
async fn play(b: &mut Browser<'_>, id: &str) {
    let (_, game) = b.server.get(&format!("/api/games/{id}")).await;
    let mv = game["legal"][0].as_str().unwrap().to_string();
    let (s, v) = b
        .post(
            &format!("/api/games/{id}/commands"),
            json!({"type": "move", "move": mv, "ply": game["ply"]}),
        )
        .await;
    assert_eq!(s, 200, "{v}");
}

/// `from` challenges `to` (named `to_name`) to a correspondence game,
/// playing the attackers (the defenders move first); `to` accepts. The
/// game's id.
async fn challenge(from: &mut Browser<'_>, to: &mut Browser<'_>, to_name: &str) -> String {
    let (s, seek) = from
        .post(
            "/api/lobby/seeks",
            json!({"clock": "3d", "to": to_name, "side": "attackers"}),
        )
        .await;
    assert_eq!(s, 201, "{seek}");
    let id = seek["seek"]["id"].as_str().unwrap().to_string();
    let (s, taken) = to
        .post(&format!("/api/lobby/seeks/{id}/accept"), json!({}))
        .await;
    assert_eq!(s, 200, "{taken}");
    taken["id"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn mail_is_sent_told_batched_and_stopped() {
    let sink = Sink::start().await;
    let dir = tempfile::tempdir().unwrap();
    let server =
        Server::start_with_mail(&sqlite_url(&dir), limits(), Some(config(sink.port))).await;
    let (s, v) = server.get("/api/mail").await;
    assert_eq!((s, v["enabled"].as_bool()), (200, Some(true)));
    let mut ann = account(&server, "ann").await;
    let mut carol = account(&server, "carol").await;

    // Bad input changes nothing.
    for bad in ["", "ann", "ann@", "a b@example.org", &"x".repeat(300)] {
        let (s, v) = ann
            .post("/api/account/email", json!({ "email": bad }))
            .await;
        assert_eq!(
            (s, v["error"].as_str()),
            (400, Some("bad_request")),
            "{bad}: {v}"
        );
    }
    let (_, v) = ann.get("/api/account/email").await;
    assert_eq!(v["email"], Value::Null);
    let (s, _) = Browser::new(&server)
        .post("/api/account/email", json!({"email": "x@example.org"}))
        .await;
    assert_eq!(s, 403, "a guest has no address");

    // The verification link: once, and only its own.
    let (s, v) = ann
        .post("/api/account/email", json!({"email": "ann@example.org"}))
        .await;
    assert_eq!(s, 200, "{v}");
    let mails = sink.wait_for("ann@example.org", 1).await;
    assert!(mails[0].text.contains("Subject: "), "{}", mails[0].text);
    assert!(
        mails[0]
            .text
            .contains("List-Unsubscribe: <http://tablut.example.org/mail/unsubscribe?key="),
        "{}",
        mails[0].text
    );
    let token = link_value(&mails[0], "/mail/verify?", "token");
    for bad in ["nope", &"0".repeat(32)] {
        let (s, v) = ann.post("/api/mail/verify", json!({ "token": bad })).await;
        assert_eq!(s, 400, "{v}");
    }
    let (s, v) = Browser::new(&server)
        .post("/api/mail/verify", json!({ "token": token }))
        .await;
    assert_eq!(
        (s, v["email"].as_str()),
        (200, Some("ann@example.org")),
        "no login needed"
    );
    let (s, _) = ann
        .post("/api/mail/verify", json!({ "token": token }))
        .await;
    assert_eq!(s, 400, "a link works once");
    verified(&mut carol, &sink, "carol@example.org").await;

    // Carol wants no "your turn" (the other choices stay).
    let (s, v) = carol
        .post("/api/account/email/choices", json!({"turns": false}))
        .await;
    assert_eq!(s, 200, "{v}");
    assert_eq!(
        v["choices"],
        json!({"turns": false, "deadlines": true, "challenges": true})
    );

    // A challenge is mailed to the one challenged.
    let g1 = challenge(&mut ann, &mut carol, "carol").await;
    let mails = sink.wait_for("carol@example.org", 2).await;
    assert!(mails[1].text.contains("ann"), "{}", mails[1].text);
    assert!(mails[1].text.contains("/lobby"), "{}", mails[1].text);
    let g2 = challenge(&mut ann, &mut carol, "carol").await;
    sink.wait_for("carol@example.org", 3).await;

    // Carol (defenders) moves in both games: ann hears of both in one
    // mail.
    play(&mut carol, &g1).await;
    play(&mut carol, &g2).await;
    let mails = sink.wait_for("ann@example.org", 2).await;
    let digest = &mails[1];
    assert!(digest.text.contains(&format!("/g/{g1}")), "{}", digest.text);
    assert!(digest.text.contains(&format!("/g/{g2}")), "{}", digest.text);
    assert!(digest.text.contains("carol"), "{}", digest.text);

    // Ann answers in g1 and carol moves again at once: within the period,
    // no second mail for g1; after it, one.
    play(&mut ann, &g1).await;
    play(&mut carol, &g1).await;
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    assert_eq!(
        sink.to("ann@example.org").len(),
        2,
        "one mail per game per period"
    );
    let mails = sink.wait_for("ann@example.org", 3).await;
    assert!(mails[2].text.contains(&format!("/g/{g1}")));
    assert!(
        !mails[2].text.contains(&format!("/g/{g2}")),
        "g2 was told already"
    );

    // A turn played before its mail leaves is not told.
    play(&mut ann, &g2).await;
    play(&mut carol, &g2).await;
    play(&mut ann, &g2).await;
    tokio::time::sleep(Duration::from_millis(3_000)).await;
    assert_eq!(sink.to("ann@example.org").len(), 3, "{:#?}", sink.all());
    assert_eq!(
        sink.to("carol@example.org").len(),
        3,
        "carol wants no turns"
    );

    // Unsubscribe from the mail's link, without logging in: no more turns.
    let key = link_value(&mails[2], "/mail/unsubscribe?", "key");
    let what = link_value(&mails[2], "/mail/unsubscribe?", "what");
    assert_eq!(what, "turns");
    let mut nobody = Browser::new(&server);
    for (bad_key, bad_what) in [
        ("nope", "turns"),
        (&*"0".repeat(32), "turns"),
        (&*key, "everything"),
    ] {
        let (s, v) = nobody
            .post(
                "/api/mail/unsubscribe",
                json!({"key": bad_key, "what": bad_what}),
            )
            .await;
        assert_eq!(s, 400, "{v}");
    }
    let (_, v) = ann.get("/api/account/email").await;
    assert_eq!(v["choices"]["turns"], true, "bad input changes nothing");
    let (s, v) = nobody
        .post("/api/mail/unsubscribe", json!({"key": key, "what": what}))
        .await;
    assert_eq!(s, 200, "{v}");
    assert_eq!(v["choices"]["turns"], false);
    let (_, v) = ann.get("/api/account/email").await;
    assert_eq!(
        v["choices"],
        json!({"turns": false, "deadlines": true, "challenges": true})
    );
    play(&mut carol, &g2).await;
    tokio::time::sleep(Duration::from_millis(5_000)).await;
    assert_eq!(sink.to("ann@example.org").len(), 3, "unsubscribed");

    // The deadline warning: once per move, to the side to move.
    let db = sqlx::SqlitePool::connect(&sqlite_url(&dir)).await.unwrap();
    let soon = tablut_server::time::now_ms() + 3 * 3600 * 1000;
    sqlx::query("UPDATE games SET deadline = $1 WHERE id = $2")
        .bind(soon)
        .bind(&g1)
        .execute(&db)
        .await
        .unwrap();
    let mails = sink.wait_for("ann@example.org", 4).await;
    assert!(
        mails[3].text.contains(&format!("/g/{g1}")),
        "{}",
        mails[3].text
    );
    assert!(mails[3].text.contains("3 hours"), "{}", mails[3].text);
    tokio::time::sleep(Duration::from_millis(1_000)).await;
    assert_eq!(sink.to("ann@example.org").len(), 4, "warned once");
    db.close().await;

    // Password reset by mail: the same answer for anyone; a bad password
    // changes nothing; the link works once and ends every session.
    let (s, v) = nobody
        .post("/api/mail/reset", json!({"who": "nobody-here"}))
        .await;
    assert_eq!((s, v["ok"].as_bool()), (200, Some(true)));
    let (s, v) = nobody
        .post("/api/mail/reset", json!({"who": "ANN@example.org"}))
        .await;
    assert_eq!((s, v["ok"].as_bool()), (200, Some(true)));
    let mails = sink.wait_for("ann@example.org", 5).await;
    let token = link_value(&mails[4], "/mail/reset?", "token");
    let (s, _) = nobody
        .post(
            "/api/mail/reset/confirm",
            json!({"token": token, "password": "short"}),
        )
        .await;
    assert_eq!(s, 400);
    let (s, _) = nobody
        .post(
            "/api/mail/reset/confirm",
            json!({"token": "0".repeat(32), "password": "a new password"}),
        )
        .await;
    assert_eq!(s, 400);
    let (s, v) = nobody
        .post(
            "/api/mail/reset/confirm",
            json!({"token": token, "password": "a new password"}),
        )
        .await;
    assert_eq!(s, 200, "{v}");
    let (s, _) = nobody
        .post(
            "/api/mail/reset/confirm",
            json!({"token": token, "password": "another one!"}),
        )
        .await;
    assert_eq!(s, 400, "once");
    assert_eq!(ann.me().await, Value::Null, "sessions end");
    let (s, _) = nobody.login("ann", "a good password").await;
    assert_eq!(s, 403, "the old password no longer works");
    let (s, _) = nobody.login("ann", "a new password").await;
    assert_eq!(s, 200);

    // Nothing is left in the queue; nothing else was sent.
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(sink.all().len(), 8, "{:#?}", sink.all());
    server.stop().await;
    sink.stop();
}

#[tokio::test]
async fn without_smtp_mail_is_off_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let (s, v) = server.get("/api/mail").await;
    assert_eq!((s, v["enabled"].as_bool()), (200, Some(false)));
    let mut ann = account(&server, "ann").await;
    let (_, v) = ann.get("/api/account/email").await;
    assert_eq!(v["enabled"], false);
    let (s, v) = ann
        .post("/api/account/email", json!({"email": "ann@example.org"}))
        .await;
    assert_eq!((s, v["error"].as_str()), (409, Some("not_allowed")), "{v}");
    let (s, _) = ann.post("/api/mail/reset", json!({"who": "ann"})).await;
    assert_eq!(s, 409);
    let (_, v) = ann.get("/api/account/email").await;
    assert_eq!(v["email"], Value::Null, "nothing changed");
    server.stop().await;
}

#[tokio::test]
async fn a_restart_with_the_smtp_server_down_loses_no_mail() {
    // Nothing listens on the port at first: sending fails and is retried.
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start_with_mail(&sqlite_url(&dir), limits(), Some(config(port))).await;
    let mut ann = account(&server, "ann").await;
    let (s, v) = ann
        .post("/api/account/email", json!({"email": "ann@example.org"}))
        .await;
    assert_eq!(s, 200, "{v}");
    tokio::time::sleep(Duration::from_millis(700)).await;
    server.stop().await;
    // Back up with the SMTP server there: the mail leaves, once.
    let sink = Sink::start_on(port).await;
    let server = Server::start_with_mail(&sqlite_url(&dir), limits(), Some(config(port))).await;
    let mails = sink.wait_for("ann@example.org", 1).await;
    assert!(mails[0].text.contains("/mail/verify?token="));
    tokio::time::sleep(Duration::from_millis(1_000)).await;
    assert_eq!(sink.all().len(), 1);
    server.stop().await;
    sink.stop();
}

#[tokio::test]
#[ignore = "needs PostgreSQL: set TABLUT_TEST_POSTGRES (.ci/run starts one)"]
async fn two_servers_send_each_mail_exactly_once() {
    let sink = Sink::start().await;
    let database = fresh_database().await;
    let one = Server::start_with_mail(&database, limits(), Some(config(sink.port))).await;
    let two = Server::start_with_mail(&database, limits(), Some(config(sink.port))).await;
    let mut names = Vec::new();
    for i in 0..12 {
        let server = if i % 2 == 0 { &one } else { &two };
        let name = format!("player{i}");
        let mut b = account(server, &name).await;
        for _ in 0..3 {
            let (s, v) = b
                .post(
                    "/api/account/email",
                    json!({ "email": format!("{name}@example.org") }),
                )
                .await;
            assert_eq!(s, 200, "{v}");
        }
        names.push(name);
    }
    for name in &names {
        sink.wait_for(&format!("{name}@example.org"), 3).await;
    }
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    for name in &names {
        assert_eq!(sink.to(&format!("{name}@example.org")).len(), 3, "{name}");
    }
    assert_eq!(sink.all().len(), 36);

    // The notices made by the servers' sweeps leave once too: a challenge
    // made on one server and accepted on the other, the turn it gives,
    // a deadline warning.
    let mut ann = account(&one, "ann").await;
    let mut carol = account(&two, "carol").await;
    verified(&mut ann, &sink, "ann@example.org").await;
    verified(&mut carol, &sink, "carol@example.org").await;
    let game = challenge(&mut ann, &mut carol, "carol").await;
    sink.wait_for("carol@example.org", 2).await;
    play(&mut carol, &game).await;
    let mails = sink.wait_for("ann@example.org", 2).await;
    assert!(mails[1].text.contains(&format!("/g/{game}")));
    let db = sqlx::PgPool::connect(&database).await.unwrap();
    let soon = tablut_server::time::now_ms() + 5 * 3600 * 1000;
    sqlx::query("UPDATE games SET deadline = $1 WHERE id = $2")
        .bind(soon)
        .bind(&game)
        .execute(&db)
        .await
        .unwrap();
    let mails = sink.wait_for("ann@example.org", 3).await;
    assert!(mails[2].text.contains("5 hours"), "{}", mails[2].text);
    db.close().await;
    tokio::time::sleep(Duration::from_millis(3_000)).await;
    assert_eq!(
        sink.to("ann@example.org").len(),
        3,
        "{:#?}",
        sink.to("ann@example.org")
    );
    assert_eq!(sink.to("carol@example.org").len(), 2);
    assert_eq!(sink.all().len(), 41);
    one.stop().await;
    two.stop().await;
    sink.stop();
}
