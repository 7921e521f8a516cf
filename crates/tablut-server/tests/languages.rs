//! Answers for people follow the request's language: `?lang=`, then the
//! language menu's cookie, then `Accept-Language`; the pages' texts come
//! from `GET /api/i18n`.

mod common;

use std::time::Duration;

use common::{sqlite_url, Server, Ws};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tablut_core::{Game, IllegalMove, Move, Variant};
use tablut_i18n::{game_text, Lang, Message};
use tablut_server::wire::{Mode, NewGame};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message as WsMessage;

async fn get(server: &Server, path: &str, headers: &[(&str, &str)]) -> (u16, Value, String) {
    let mut req = reqwest::Client::new().get(server.url(path));
    for (k, v) in headers {
        req = req.header(*k, *v);
    }
    let r = req.send().await.unwrap();
    let status = r.status().as_u16();
    let language = r
        .headers()
        .get("content-language")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    (status, r.json().await.unwrap_or(Value::Null), language)
}

#[tokio::test]
async fn the_pages_texts_in_the_asked_language() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let (s, es, language) = get(
        &server,
        "/api/i18n",
        &[("accept-language", "es-ES,es;q=0.9")],
    )
    .await;
    assert_eq!((s, language.as_str()), (200, "es"));
    assert_eq!(es["lang"], "es");
    let (_, en, _) = get(&server, "/api/i18n", &[]).await;
    assert_eq!(en["lang"], "en");
    assert_ne!(
        es["messages"]["outcome-draw"],
        en["messages"]["outcome-draw"]
    );
    let codes: Vec<&str> = en["languages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["code"].as_str().unwrap())
        .collect();
    assert_eq!(codes.len(), 6, "{codes:?}");

    // The menu's cookie wins over the browser; `?lang=` over both.
    let (_, v, _) = get(
        &server,
        "/api/i18n",
        &[("accept-language", "es"), ("cookie", "tablut_lang=nl")],
    )
    .await;
    assert_eq!(v["lang"], "nl");
    let (_, v, _) = get(
        &server,
        "/api/i18n?lang=sv",
        &[("cookie", "tablut_lang=nl")],
    )
    .await;
    assert_eq!(v["lang"], "sv");
    let (_, v, _) = get(&server, "/api/i18n/it", &[]).await;
    assert_eq!(v["lang"], "it");
    let (s, v, _) = get(&server, "/api/i18n/xx", &[]).await;
    assert_eq!(s, 404, "{v}");
    server.stop().await;
}

#[tokio::test]
async fn rule_sets_are_explained_in_the_asked_language() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let (_, en, _) = get(&server, "/api/rulesets/catalan", &[]).await;
    let (_, ca, _) = get(
        &server,
        "/api/rulesets/catalan",
        &[("accept-language", "ca")],
    )
    .await;
    assert_ne!(en["summary"], ca["summary"]);
    let meaning = |v: &Value, flag: &str| {
        v["rules"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["name"] == flag)
            .unwrap()["meaning"]
            .clone()
    };
    assert_ne!(meaning(&en, "king_armed"), meaning(&ca, "king_armed"));
    assert_eq!(
        meaning(&en, "king_armed"),
        "King captures as the moving piece."
    );
    let (_, all, _) = get(&server, "/api/rulesets?lang=nl", &[]).await;
    assert_eq!(all.as_array().unwrap().len(), 6);
    server.stop().await;
}

/// A game at one screen under `variant`: (id, secret).
async fn local_game(server: &Server, variant: &str) -> (String, String) {
    let taken = server
        .create(&NewGame {
            variant: Some(variant.into()),
            opponent: Some(Mode::Local),
            ..NewGame::default()
        })
        .await;
    (taken.id, taken.secret)
}

/// Posts a command with the seat's secret and these headers.
async fn command(
    server: &Server,
    (id, secret): (&str, &str),
    body: Value,
    headers: &[(&str, &str)],
) -> (u16, Value) {
    let mut req = reqwest::Client::new()
        .post(server.url(&format!("/api/games/{id}/commands")))
        .bearer_auth(secret)
        .json(&body);
    for (k, v) in headers {
        req = req.header(*k, *v);
    }
    let r = req.send().await.unwrap();
    (r.status().as_u16(), r.json().await.unwrap_or(Value::Null))
}

/// Why the rules refuse `mv` at the start of `variant`, as the rules
/// library reports it.
fn refusal(variant: &str, mv: &str) -> IllegalMove {
    let variant: Variant = variant.parse().unwrap();
    let mut game = Game::start(variant.rules);
    game.play(mv.parse::<Move>().unwrap()).unwrap_err()
}

fn lang(code: &str) -> Lang {
    Lang::from_code(code).unwrap()
}

/// A WebSocket to game `id`, its address ending in `tail` (`?lang=nl`),
/// with a cookie.
async fn socket(server: &Server, id: &str, tail: &str, cookie: Option<&str>) -> Ws {
    let url = format!("ws://{}/api/games/{id}/ws{tail}", server.addr);
    let mut request = url.into_client_request().unwrap();
    if let Some(cookie) = cookie {
        request
            .headers_mut()
            .insert("cookie", cookie.parse().unwrap());
    }
    let (ws, _) = tokio_tungstenite::connect_async(request).await.unwrap();
    ws
}

/// The next JSON message of a WebSocket.
async fn next(ws: &mut Ws) -> Value {
    loop {
        let m = tokio::time::timeout(Duration::from_secs(20), ws.next())
            .await
            .expect("a message in time")
            .expect("the connection stays open")
            .expect("no transport error");
        if let WsMessage::Text(t) = m {
            return serde_json::from_str(&t).unwrap();
        }
    }
}

async fn send(ws: &mut Ws, v: Value) {
    ws.send(WsMessage::Text(v.to_string().into()))
        .await
        .unwrap();
}

#[tokio::test]
async fn an_illegal_move_over_http_is_explained_in_the_asked_language() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let (id, secret) = local_game(&server, "ludoteka").await;
    // The king on his throne is walled in by his defenders.
    let why = refusal("ludoteka", "e5-e9");
    let mv = json!({"type": "move", "move": "e5-e9"});
    let (s, es) = command(
        &server,
        (&id, &secret),
        mv.clone(),
        &[("accept-language", "es-ES,es;q=0.9")],
    )
    .await;
    assert_eq!(
        (s, es["error"].as_str()),
        (422, Some("illegal_move")),
        "{es}"
    );
    assert_eq!(es["message"], game_text::illegal_move(lang("es"), &why));
    let (s, en) = command(&server, (&id, &secret), mv, &[]).await;
    assert_eq!(
        (s, en["error"].as_str()),
        (422, Some("illegal_move")),
        "{en}"
    );
    assert_eq!(
        en["message"],
        game_text::illegal_move(Lang::english(), &why)
    );
    assert_ne!(es["message"], en["message"]);

    // Every other refusal too, and the code never changes.
    let (s, it, _) = get(
        &server,
        "/api/games/nosuchgame",
        &[("accept-language", "it")],
    )
    .await;
    assert_eq!((s, it["error"].as_str()), (404, Some("not_found")), "{it}");
    assert_eq!(
        it["message"],
        lang("it").tr(
            "error-no-game",
            &tablut_i18n::Args::new().str("id", "nosuchgame")
        )
    );
    let (s, en, _) = get(&server, "/api/games/nosuchgame", &[]).await;
    assert_eq!(s, 404);
    assert_eq!(
        en["message"],
        "there is no game 'nosuchgame'; check the link, or start a new game"
    );
    let (s, sv, _) = get(&server, "/api/nothing/here?lang=sv", &[]).await;
    assert_eq!((s, sv["error"].as_str()), (404, Some("not_found")), "{sv}");
    assert!(
        sv["message"]
            .as_str()
            .unwrap()
            .starts_with("det finns inget API"),
        "{sv}"
    );
    server.stop().await;
}

#[tokio::test]
async fn a_socket_speaks_the_language_of_its_upgrade_request() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let (id, secret) = local_game(&server, "ludoteka").await;
    let why = refusal("ludoteka", "e5-e9");
    for (tail, cookie, code) in [
        ("?lang=nl", None, "nl"),
        ("", Some("tablut_lang=sv"), "sv"),
        ("", None, "en"),
    ] {
        let mut ws = socket(&server, &id, tail, cookie).await;
        assert_eq!(next(&mut ws).await["type"], "state");
        send(&mut ws, json!({"type": "auth", "secret": secret})).await;
        loop {
            let m = next(&mut ws).await;
            assert_ne!(m["type"], "error", "{m}");
            if m["type"] == "state" {
                break;
            }
        }
        send(&mut ws, json!({"type": "move", "move": "e5-e9"})).await;
        let m = loop {
            let m = next(&mut ws).await;
            if m["type"] == "error" {
                break m;
            }
        };
        assert_eq!(m["error"], "illegal_move", "{code}: {m}");
        assert_eq!(
            m["message"],
            game_text::illegal_move(lang(code), &why),
            "{code}"
        );
        // A refusal of the session's own making, too.
        send(&mut ws, json!({"type": "chat", "text": "  "})).await;
        let m = loop {
            let m = next(&mut ws).await;
            if m["type"] == "error" {
                break m;
            }
        };
        assert_eq!(m["error"], "bad_request");
        assert_eq!(m["message"], lang(code).t("error-chat-empty"), "{code}");
    }
    server.stop().await;
}

#[tokio::test]
async fn the_end_of_a_game_is_a_message_and_a_sentence_in_the_asked_language() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let (id, secret) = local_game(&server, "ludoteka").await;
    let state = server.state(&id).await;
    assert_eq!(state.outcome.message, None);
    assert_eq!(state.outcome.text, "");
    // A Dutch watcher's socket gets the update everyone gets.
    let mut ws = socket(&server, &id, "?lang=nl", None).await;
    assert_eq!(next(&mut ws).await["type"], "state");
    let (s, v) = command(
        &server,
        (&id, &secret),
        json!({"type": "resign"}),
        &[("accept-language", "ca")],
    )
    .await;
    assert_eq!(s, 200, "{v}");
    let update = loop {
        let m = next(&mut ws).await;
        if m["type"] == "update" && m["game"]["status"] == "finished" {
            break m["game"].clone();
        }
    };
    let message: Message =
        serde_json::from_value(update["outcome"]["message"].clone()).expect("a message");
    assert_eq!(message.key, "end-resigned");
    let english = Lang::english().message(&message);
    assert_eq!(english, "The defenders resigned: the attackers win.");
    // What goes to every connection is the same bytes: English, with the
    // message for each page to say in its language.
    assert_eq!(update["outcome"]["text"], english.as_str());
    assert_eq!(v["outcome"]["message"], update["outcome"]["message"]);

    // GET says it in the request's language.
    let (s, ca, content) = get(
        &server,
        &format!("/api/games/{id}"),
        &[("accept-language", "ca")],
    )
    .await;
    assert_eq!(s, 200, "{ca}");
    let catalan = lang("ca").message(&message);
    assert_ne!(catalan, english);
    assert_eq!(ca["outcome"]["text"], catalan.as_str(), "{content}");
    assert_eq!(ca["outcome"]["message"], update["outcome"]["message"]);
    let state = server.state(&id).await;
    assert_eq!(state.outcome.text, english);
    assert_eq!(state.outcome.message, Some(message.clone()));

    // So does the archive.
    let (_, archive, _) = get(&server, "/api/archive?lang=it", &[]).await;
    let row = archive
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["id"] == id.as_str())
        .expect("the game is archived")
        .clone();
    assert_eq!(
        row["outcome"]["text"],
        lang("it").message(&message).as_str()
    );
    assert_eq!(row["outcome"]["message"], update["outcome"]["message"]);
    server.stop().await;
}

#[tokio::test]
async fn the_rule_sets_examples_are_in_the_asked_language() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let (_, en, _) = get(&server, "/api/rulesets/cartier", &[]).await;
    let (_, sv, _) = get(
        &server,
        "/api/rulesets/cartier",
        &[("accept-language", "sv-SE,sv;q=0.9,en;q=0.5")],
    )
    .await;
    let (en, sv) = (
        en["examples"].as_array().unwrap(),
        sv["examples"].as_array().unwrap(),
    );
    assert_eq!(en.len(), sv.len());
    assert!(en.len() >= 5);
    for (e, s) in en.iter().zip(sv) {
        assert_eq!(e["id"], s["id"], "the same examples in the same order");
        assert_eq!(e["move"], s["move"]);
        assert_eq!(e["result"], s["result"], "the result is a code");
        assert_ne!(e["title"], s["title"], "{s}");
        assert_ne!(e["text"], s["text"], "{s}");
        let key = format!("rules-example-{}-title", s["id"].as_str().unwrap());
        assert_eq!(s["title"], lang("sv").t(&key));
    }
    let custodial = &sv[0];
    assert_eq!(custodial["id"], "custodial");
    assert_eq!(custodial["title"], "Fångst genom inringning");
    assert!(
        custodial["text"]
            .as_str()
            .unwrap()
            .ends_with("Med de här reglerna fångar draget c8."),
        "{custodial}"
    );
    assert_eq!(en[0]["title"], "Custodial capture");
    // Cartier's king reaches the edge and wins: the end, said in Swedish.
    let edge = sv.iter().find(|e| e["id"] == "edge-escape").unwrap();
    assert!(
        edge["text"]
            .as_str()
            .unwrap()
            .contains("Kungen flydde till c9"),
        "{edge}"
    );
    server.stop().await;
}

#[tokio::test]
async fn the_analysis_board_s_scores_in_its_language() {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&sqlite_url(&dir)).await;
    let url = format!("ws://{}/api/analysis/ws?lang=es", server.addr);
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    let analyse = serde_json::json!({"type": "analyse", "id": 1,
        "position": "/9/9/9/9/K8/9/9/9/1t7/ d"});
    ws.send(Message::Text(analyse.to_string().into()))
        .await
        .unwrap();
    loop {
        let msg = tokio::time::timeout(std::time::Duration::from_secs(20), ws.next())
            .await
            .unwrap()
            .unwrap()
            .unwrap();
        let Message::Text(text) = msg else { continue };
        let m: Value = serde_json::from_str(&text).unwrap();
        if m["type"] == "lines" && m["done"] == true {
            assert_eq!(m["lines"][0]["score"], "win in 1", "{m}");
            assert_eq!(m["lines"][0]["score_text"], "gana en 1 movimiento", "{m}");
            break;
        }
    }
    server.stop().await;
}
