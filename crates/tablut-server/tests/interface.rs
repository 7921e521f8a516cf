//! The defects found alongside issue 12: a page for a game that does not
//! exist, names and chat that cannot turn text around, and a WebSocket
//! message too big that is answered with a close frame.

mod common;

use std::time::Duration;

use common::{sqlite_url, Client, Server};
use futures_util::{SinkExt, StreamExt};
use serde_json::json;
use tablut_server::wire::{JoinRequest, Mode, NewGame, SeatTaken, SideChoice};
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::Message;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_that_does_not_exist_has_a_404_page() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let (id, _, _) = server.friend_game("ludoteka", "defenders").await;
    let http = reqwest::Client::new();
    // Well-formed but unknown, malformed, and far too long.
    let long = "f".repeat(500);
    for missing in [
        "0123456789abcdef",
        "nope",
        "G0000000000000000",
        long.as_str(),
    ] {
        let r = http
            .get(server.url(&format!("/g/{missing}?invite=x")))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 404, "/g/{missing}");
        let kind = r.headers()[reqwest::header::CONTENT_TYPE]
            .to_str()
            .unwrap()
            .to_string();
        assert!(kind.starts_with("text/html"), "{kind}");
        let page = r.text().await.unwrap();
        assert!(page.contains("does not exist"), "{page}");
        assert!(
            page.contains("href=\"/\""),
            "a link to start a game: {page}"
        );
    }
    let r = http
        .get(server.url(&format!("/g/{id}")))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    assert!(r.text().await.unwrap().contains("game.js"));
}

/// Every character that changes the direction of the text around it.
const DIRECTION: [char; 12] = [
    '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}', '\u{2066}', '\u{2067}', '\u{2068}',
    '\u{2069}', '\u{200E}', '\u{200F}', '\u{061C}',
];

fn has_direction(s: &str) -> bool {
    s.chars().any(|c| DIRECTION.contains(&c))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_and_chat_cannot_turn_text_around() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let created = server
        .create(&NewGame {
            variant: Some("ludoteka".into()),
            opponent: Some(Mode::Friend),
            side: Some("defenders".parse::<SideChoice>().unwrap()),
            level: None,
            name: Some("\u{202E}nnA\u{202C}".into()),
            clock: None,
        })
        .await;
    let id = created.id.clone();
    let every: String = DIRECTION.iter().collect();
    let (status, joined) = server
        .post(
            &format!("/api/games/{id}/join"),
            JoinRequest {
                invite: created.invite.clone().unwrap(),
                name: Some(format!("\u{2067}Bob{every}\u{2069}")),
            },
        )
        .await;
    assert_eq!(status, 200, "{joined}");
    let joined: SeatTaken = serde_json::from_value(joined).unwrap();
    let mut watcher = Client::connect(&server, &id).await;
    let (s, v) = server
        .command(
            &id,
            &joined.secret,
            json!({"type": "chat", "text": format!("gg \u{202E}3e-3h{every} ok")}),
        )
        .await;
    assert_eq!(s, 200, "{v}");
    let update = watcher.next().await;
    let line = update["game"]["chat"][0].clone();
    assert_eq!(line["text"], "gg 3e-3h ok", "{update}");
    assert_eq!(line["name"], "Bob", "{update}");
    let state = server.snapshot(&id).await;
    assert_eq!(state["seats"]["defenders"]["name"], "nnA");
    assert_eq!(state["seats"]["attackers"]["name"], "Bob");
    assert!(!has_direction(&state.to_string()), "{state}");
    // A line of nothing but such characters is empty.
    let (s, v) = server
        .command(&id, &joined.secret, json!({"type": "chat", "text": every}))
        .await;
    assert_eq!((s, v["error"].as_str()), (400, Some("bad_request")), "{v}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_invited_friend_names_themselves_as_the_creator_does() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let created = server
        .create(&NewGame {
            variant: Some("ludoteka".into()),
            opponent: Some(Mode::Friend),
            side: Some("defenders".parse::<SideChoice>().unwrap()),
            level: None,
            name: Some("Ann".into()),
            clock: None,
        })
        .await;
    let id = created.id.clone();
    let path = format!("/api/games/{id}/join");
    let invite = created.invite.clone().unwrap();
    // Too long a name is refused as the creator's is, and takes no seat.
    let (s, v) = server
        .post(&path, json!({"invite": invite, "name": "b".repeat(41)}))
        .await;
    assert_eq!((s, v["error"].as_str()), (400, Some("bad_request")), "{v}");
    assert_eq!(server.snapshot(&id).await["status"], "waiting");
    let (s, v) = server
        .post(&path, json!({"invite": invite, "name": "  Bob\u{0007}  "}))
        .await;
    assert_eq!(s, 200, "{v}");
    assert_eq!(v["state"]["seats"]["attackers"]["name"], "Bob");
}

/// The close frame the server sends after `message`, if any.
async fn close_after(server: &Server, id: &str, message: Message) -> Option<(CloseCode, String)> {
    let mut c = Client::connect(server, id).await;
    c.ws.send(message).await.ok()?;
    loop {
        match tokio::time::timeout(Duration::from_secs(10), c.ws.next())
            .await
            .expect("the server answers in time")
        {
            Some(Ok(Message::Close(frame))) => {
                return frame.map(|f| (f.code, f.reason.to_string()));
            }
            Some(Ok(_)) => continue,
            Some(Err(_)) | None => return None,
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_message_too_big_is_closed_with_1009() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let (id, _, _) = server.friend_game("ludoteka", "defenders").await;
    let chat = |n: usize| json!({"type": "chat", "text": "x".repeat(n)}).to_string();
    for message in [
        Message::Text(chat(5_000).into()),
        Message::Text(chat(40_000).into()),
        // Beyond what the server reads whole (64 KiB): told all the same.
        Message::Text(chat(200_000).into()),
        Message::Binary(vec![b'{'; 5_000].into()),
    ] {
        let len = message.len();
        let (code, reason) = close_after(&server, &id, message)
            .await
            .unwrap_or_else(|| panic!("a close frame after {len} bytes"));
        assert_eq!(code, CloseCode::Size, "{len} bytes");
        assert!(reason.contains("4096"), "{reason}");
    }
    // Just under the limit is an ordinary message, answered on an open
    // connection (a watcher's chat is refused, not closed).
    let mut c = Client::connect(&server, &id).await;
    c.send(json!({"type": "chat", "text": "x".repeat(4_000)}))
        .await;
    assert_eq!(c.until_error().await["error"], "unauthorized");
}
