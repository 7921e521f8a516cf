//! The change notice one server sends the others through PostgreSQL's
//! NOTIFY when it commits a change of a game: the game, its new version,
//! and, for the changes that make most of the traffic (a move, a chat
//! line), the change itself, so that a server holding the previous
//! version applies it to its copy without reading the database. Any other
//! change, or a notice that skips a version, makes the hearer reload the
//! game.
//!
//! The payload is JSON, well under PostgreSQL's 8,000-byte limit (a chat
//! line holds at most 300 characters, a name 40).

use serde::{Deserialize, Serialize};
use tablut_core::Side;

use crate::store::ChatRow;

/// One committed change of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Notice {
    /// The game.
    pub id: String,
    /// The game's version after the change.
    #[serde(rename = "v")]
    pub version: i64,
    /// What changed, when a hearer can apply it itself.
    #[serde(default, skip_serializing_if = "Delta::is_other")]
    pub delta: Delta,
}

/// What a change did to a game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Delta {
    /// Move number `ply` (1-based) was played at `at` (ms since 1970).
    Move {
        /// The move's number: the game's length after it.
        ply: i64,
        /// The move, `from-to`.
        mv: String,
        /// When it was played.
        at: i64,
    },
    /// A chat line was sent.
    Chat {
        /// The sender's seat.
        seat: Side,
        /// The sender's name at the time.
        name: String,
        /// The text.
        body: String,
        /// When, ms since 1970.
        at: i64,
    },
    /// Anything else (join, undo, resignation, rematch): reload the game.
    #[default]
    Other,
}

impl Delta {
    fn is_other(&self) -> bool {
        matches!(self, Delta::Other)
    }

    /// The chat line a [`Delta::Chat`] carries.
    pub fn chat(line: &ChatRow) -> Delta {
        Delta::Chat {
            seat: line.seat,
            name: line.name.clone(),
            body: line.body.clone(),
            at: line.at,
        }
    }
}

impl Notice {
    /// The notice as sent.
    pub fn payload(&self) -> String {
        serde_json::to_string(self).expect("a notice serializes")
    }

    /// Reads a payload; `None` for one that is not a notice. A change
    /// this server cannot read (from a newer server, say) reads as
    /// [`Delta::Other`]: reloading the game is always right.
    pub fn parse(payload: &str) -> Option<Notice> {
        #[derive(Deserialize)]
        struct Bare {
            id: String,
            v: i64,
        }
        serde_json::from_str(payload).ok().or_else(|| {
            let bare: Bare = serde_json::from_str(payload).ok()?;
            Some(Notice {
                id: bare.id,
                version: bare.v,
                delta: Delta::Other,
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notices_read_back() {
        let notices = [
            Notice {
                id: "0123456789abcdef".into(),
                version: 17,
                delta: Delta::Move {
                    ply: 9,
                    mv: "e3-h3".into(),
                    at: 1_700_000_000_000,
                },
            },
            Notice {
                id: "0123456789abcdef".into(),
                version: 18,
                delta: Delta::chat(&ChatRow {
                    seat: Side::Defenders,
                    name: "Ana \"la\" : reina".into(),
                    body: "{\"kind\":\"move\"} ¡hola!".into(),
                    at: 5,
                }),
            },
            Notice {
                id: "0123456789abcdef".into(),
                version: 19,
                delta: Delta::Other,
            },
        ];
        for notice in notices {
            assert_eq!(Notice::parse(&notice.payload()), Some(notice));
        }
    }

    #[test]
    fn other_changes_are_just_the_game_and_version() {
        let notice = Notice {
            id: "ab".into(),
            version: 3,
            delta: Delta::Other,
        };
        assert_eq!(notice.payload(), r#"{"id":"ab","v":3}"#);
    }

    #[test]
    fn broken_payloads_are_not_notices() {
        for payload in [
            "nothing",
            "id:17",
            "{\"id\":\"x\"}",
            "{\"id\":\"x\",\"v\":\"1\"}",
        ] {
            assert_eq!(Notice::parse(payload), None, "{payload}");
        }
    }

    #[test]
    fn a_change_not_understood_means_reload() {
        let unknown = Notice::parse(r#"{"id":"x","v":2,"delta":{"kind":"teleport","to":"a1"}}"#);
        assert_eq!(
            unknown,
            Some(Notice {
                id: "x".into(),
                version: 2,
                delta: Delta::Other
            })
        );
    }
}
