//! Answers for people follow the request's language: `?lang=`, then the
//! language menu's cookie, then `Accept-Language`; the pages' texts come
//! from `GET /api/i18n`.

mod common;

use common::{sqlite_url, Server};
use serde_json::Value;

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
