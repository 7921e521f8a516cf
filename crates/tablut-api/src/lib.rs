//! Every message of tablut's web API (docs/web-api.md) as a Rust type:
//! the requests and answers of the HTTP endpoints and the messages on the
//! WebSockets of a game, the lobby and the analysis board. The server
//! writes and reads these types, and so do the bot, the load test and any
//! other client, so none of them can drift from the others.
//!
//! Words the API uses as values (`computer`, `finished`, `attackers win`,
//! ...) are enums here that serialize as exactly those words; the server's
//! database stores the same words. One module per part of the API; every
//! type is also at the crate's root.

#[macro_use]
pub mod words;

pub mod accounts;
pub mod analysis;
pub mod error;
pub mod game;
pub mod health;
pub mod lobby;
pub mod mail;
pub mod puzzles;
pub mod ratings;
pub mod review;
pub mod rules;
pub mod tournaments;

pub use accounts::*;
pub use analysis::*;
pub use error::*;
pub use game::*;
pub use health::*;
pub use lobby::*;
pub use mail::*;
pub use puzzles::*;
pub use ratings::*;
pub use review::*;
pub use rules::*;
pub use tournaments::*;
pub use words::*;

#[cfg(test)]
mod tests {
    use super::*;
    use tablut_core::{DrawReason, ForfeitCause, GameEnd, Side, WinReason};
    use tablut_engine::Level;

    #[test]
    fn words_read_back_and_wrong_words_say_what_is_allowed() {
        for m in Mode::ALL {
            assert_eq!(m.as_str().parse::<Mode>(), Ok(*m));
        }
        for r in EndReason::ALL {
            assert_eq!(r.as_str().parse::<EndReason>(), Ok(*r));
        }
        let e = "robot".parse::<Mode>().unwrap_err();
        assert_eq!(e.to_string(), "'robot' is not computer, friend or local");
        assert_eq!(
            serde_json::to_string(&GameResult::AttackersWin).unwrap(),
            "\"attackers win\""
        );
        let seat: Seat = serde_json::from_str("\"both\"").unwrap();
        assert_eq!(seat, Seat::Both);
    }

    /// One end of every kind, with and without details.
    fn every_end() -> Vec<GameEnd> {
        let mut all = vec![
            GameEnd::Draw {
                reason: DrawReason::Repetition,
            },
            GameEnd::Draw {
                reason: DrawReason::NoLegalMoves,
            },
            GameEnd::Draw {
                reason: DrawReason::Adjudicated,
            },
            GameEnd::Agreement,
            GameEnd::Abort,
            GameEnd::adjudication(None, ""),
            GameEnd::adjudication(None, "move limit"),
        ];
        for side in [Side::Attackers, Side::Defenders] {
            for reason in [
                WinReason::Escape,
                WinReason::KingCaptured,
                WinReason::NoLegalMoves,
            ] {
                all.push(GameEnd::Win {
                    winner: side,
                    reason,
                });
            }
            all.push(GameEnd::Resignation { loser: side });
            all.push(GameEnd::Time { loser: side });
            for cause in ForfeitCause::ALL {
                all.push(GameEnd::forfeit(side, cause, "e5-e9: blocked"));
            }
            all.push(GameEnd::adjudication(Some(side), ""));
        }
        all
    }

    #[test]
    fn every_end_has_a_stored_word_that_reads_back() {
        for end in every_end() {
            let reason = EndReason::of(&end);
            let back = reason.end(end.winner()).expect("the word fits its winner");
            assert_eq!(EndReason::of(&back), reason, "{end:?}");
            assert_eq!(back.winner(), end.winner(), "{end:?}");
            assert_eq!(
                GameResult::of(Some(&back)),
                GameResult::of(Some(&end)),
                "{end:?}"
            );
            // The ends the server makes come back exactly.
            let made_by_server = matches!(end, GameEnd::Resignation { .. })
                || (end.by_rules()
                    && end
                        != GameEnd::Draw {
                            reason: DrawReason::Adjudicated,
                        });
            if made_by_server {
                assert_eq!(back, end);
            }
        }
        assert_eq!(GameResult::of(None), GameResult::Ongoing);
        assert_eq!(GameResult::of(Some(&GameEnd::Abort)), GameResult::NoResult);
        assert_eq!(GameResult::of(Some(&GameEnd::Agreement)), GameResult::Draw);
        // A winner that does not fit the word is a damaged row.
        assert_eq!(EndReason::Escape.end(None), None);
        assert_eq!(EndReason::Resignation.end(None), None);
        assert_eq!(EndReason::Repetition.end(Some(Side::Attackers)), None);
    }

    #[test]
    fn an_auth_without_secret_and_an_unknown_type_are_told_apart() {
        let auth: ClientMessage = serde_json::from_str(r#"{"type":"auth"}"#).unwrap();
        assert_eq!(auth, ClientMessage::Auth { secret: None });
        let e = serde_json::from_str::<ClientMessage>(r#"{"type":"castle"}"#).unwrap_err();
        assert!(e.to_string().contains("unknown variant `castle`"), "{e}");
        let e = serde_json::from_str::<ClientMessage>(r#"{"type":"move","move":"a1-a2","x":1}"#)
            .unwrap_err();
        assert!(e.to_string().contains("unknown field `x`"), "{e}");
    }

    #[test]
    fn server_messages_read_back_in_any_field_order() {
        let hint = ServerMessage::Hint {
            ply: 3,
            mv: "e3-e1".parse().unwrap(),
        };
        let text = serde_json::to_string(&hint).unwrap();
        assert_eq!(text, r#"{"type":"hint","ply":3,"move":"e3-e1"}"#);
        let back: ServerMessage =
            serde_json::from_str(r#"{"move":"e3-e1","ply":3,"type":"hint","new":1}"#).unwrap();
        assert_eq!(serde_json::to_string(&back).unwrap(), text);
        let e: ServerMessage =
            serde_json::from_str(r#"{"type":"error","error":"stale","message":"m"}"#).unwrap();
        assert!(matches!(
            e,
            ServerMessage::Error(ErrorBody {
                error: ErrorCode::Stale,
                ..
            })
        ));
        let e = serde_json::from_str::<ServerMessage>(r#"{"type":"update"}"#).unwrap_err();
        assert!(e.to_string().contains("missing field `game`"), "{e}");
        let e = serde_json::from_str::<ServerMessage>(r#"{"type":"gossip"}"#).unwrap_err();
        assert!(
            e.to_string().contains("'gossip' is not state, update"),
            "{e}"
        );
    }

    #[test]
    fn levels_travel_by_name_or_null() {
        let g: NewGame = serde_json::from_str(r#"{"level":"master"}"#).unwrap();
        assert_eq!(g.level, Some(Level::Master));
        let g: NewGame = serde_json::from_str(r#"{"level":null}"#).unwrap();
        assert_eq!(g.level, None);
        let e = serde_json::from_str::<NewGame>(r#"{"level":"godlike"}"#).unwrap_err();
        assert!(e.to_string().contains("'godlike' is not beginner"), "{e}");
    }
}
