//! Every way a game ends survives a record: written by
//! `write_record_with_end`, read back by `read_record` to the same
//! [`GameEnd`], with the result tag OpenTafl expects. And records whose
//! tags contradict their moves are refused with a reason.

use tablut_core::notation::{read_record, write_record, write_record_with_end, RecordError};
use tablut_core::{
    DrawReason, ForfeitCause, Game, GameEnd, Position, Setup, Side, Variant, WinReason,
};

/// A game of three moves, still going, the attackers to move.
fn going() -> (Game, Variant) {
    let variant: Variant = "ludoteka".parse().unwrap();
    let mut game = Game::start(variant.rules);
    for m in ["e3-h3", "d1-d3", "h3-h2"] {
        game.play(m.parse().unwrap()).unwrap();
    }
    (game, variant)
}

/// A game the rules ended: the king escapes to a9.
fn escaped() -> (Game, Variant) {
    let variant: Variant = "ludoteka".parse().unwrap();
    let grid = ".........\nK........\n.........\n.........\n.........\n\
                .........\n.........\n.........\n....A....";
    let setup = Setup::from_grid(grid, Side::Defenders).unwrap();
    let mut game = Game::new(Position::from_setup(&setup, variant.rules).unwrap());
    game.play("a8-a9".parse().unwrap()).unwrap();
    (game, variant)
}

/// Every end from outside the rules, with and without details.
fn outside_ends() -> Vec<GameEnd> {
    let mut all = vec![
        GameEnd::Agreement,
        GameEnd::Abort,
        GameEnd::adjudication(None, ""),
        GameEnd::adjudication(None, "move limit: 400 plies"),
        GameEnd::Draw {
            reason: DrawReason::Adjudicated,
        },
    ];
    for side in [Side::Attackers, Side::Defenders] {
        all.push(GameEnd::Resignation { loser: side });
        all.push(GameEnd::Time { loser: side });
        all.push(GameEnd::adjudication(Some(side), "won on material"));
        all.push(GameEnd::adjudication(Some(side), ""));
        for cause in ForfeitCause::ALL {
            all.push(GameEnd::forfeit(side, cause, ""));
            all.push(GameEnd::forfeit(
                side,
                cause,
                "2 errors with 1 allowed; the last: illegal move: e5-e9: the way is blocked (e6)",
            ));
        }
    }
    all
}

#[test]
fn every_end_from_outside_the_rules_reads_back_exactly() {
    let (game, variant) = going();
    for end in outside_ends() {
        let text = write_record_with_end(&game, &variant, Some(&end), &[("event", "test")]);
        assert!(
            text.contains(&format!("[result:{}]\n", end.otn_result())),
            "{text}"
        );
        assert!(!text.contains("replacen"), "{text}");
        let back = read_record(&text).unwrap_or_else(|e| panic!("{text}\n{e}"));
        assert_eq!(back.end.as_ref(), Some(&end), "{text}");
        assert_eq!(
            back.game.moves().collect::<Vec<_>>(),
            game.moves().collect::<Vec<_>>()
        );
        // Writing what was read gives the same text again.
        let again = write_record_with_end(
            &back.game,
            &back.variant,
            back.end.as_ref(),
            &[("event", "test")],
        );
        assert_eq!(again, text);
    }
}

#[test]
fn every_rules_end_reads_back_exactly() {
    let (game, variant) = escaped();
    let text = write_record(&game, &variant, &[]);
    assert!(
        text.contains("[result:-1]\n[termination:defenders win (escape)]\n"),
        "{text}"
    );
    let back = read_record(&text).unwrap();
    assert_eq!(
        back.end,
        Some(GameEnd::Win {
            winner: Side::Defenders,
            reason: WinReason::Escape
        })
    );
    // Once the rules have ended the game, an end from outside cannot
    // replace it: the writer keeps the rules' verdict.
    let resign = GameEnd::Resignation {
        loser: Side::Defenders,
    };
    assert_eq!(
        write_record_with_end(&game, &variant, Some(&resign), &[]),
        text
    );
    // And a rules result the moves do not give is not written.
    let (going, variant) = going();
    let claimed = GameEnd::Win {
        winner: Side::Attackers,
        reason: WinReason::KingCaptured,
    };
    let text = write_record_with_end(&going, &variant, Some(&claimed), &[]);
    assert!(
        text.contains("[result:?]") && !text.contains("termination"),
        "{text}"
    );
}

#[test]
fn a_resignation_by_the_side_to_move_is_opentafl_s_marker() {
    let (game, variant) = going();
    assert_eq!(game.position().side_to_move(), Side::Attackers);
    let end = GameEnd::Resignation {
        loser: Side::Attackers,
    };
    let text = write_record_with_end(&game, &variant, Some(&end), &[]);
    assert!(text.ends_with("1. e3-h3 d1-d3\n2. h3-h2 ---\n"), "{text}");
    assert!(text.contains("[result:-1]\n"), "{text}");
    assert!(!text.contains("[termination:"), "{text}");
    let back = read_record(&text).unwrap();
    assert_eq!(back.resigned(), Some(Side::Attackers));
    // The other side resigning out of turn has no OpenTafl marker: a tag.
    let end = GameEnd::Resignation {
        loser: Side::Defenders,
    };
    let text = write_record_with_end(&game, &variant, Some(&end), &[]);
    assert!(
        text.contains("[result:1]\n[termination:defenders resigned]\n"),
        "{text}"
    );
    assert!(!text.contains("---"), "{text}");
    assert_eq!(
        read_record(&text).unwrap().resigned(),
        Some(Side::Defenders)
    );
    // A resignation before any move: a turn of its own.
    let start = Game::start(variant.rules);
    let end = GameEnd::Resignation {
        loser: Side::Defenders,
    };
    let text = write_record_with_end(&start, &variant, Some(&end), &[]);
    assert!(text.ends_with("\n1. ---\n"), "{text}");
    assert_eq!(read_record(&text).unwrap().end, Some(end));
}

#[test]
fn opentafl_s_resignation_marker_is_read() {
    let text = "[variant:ludoteka]\n[result:1]\n\n1. e3-h3 d1-d3\n2. h3-h2 ---\n";
    // Ludoteka starts with the defenders: after three moves the attackers
    // are to move, and they resign, so the defenders win (-1), not 1.
    let err = read_record(text).unwrap_err();
    assert!(matches!(err, RecordError::ResultMismatch { .. }), "{err}");
    let text = text.replace("[result:1]", "[result:-1]");
    assert_eq!(
        read_record(&text).unwrap().resigned(),
        Some(Side::Attackers)
    );
    // Nothing may follow a resignation.
    let text = "[variant:ludoteka]\n\n1. e3-h3 ---\n2. h3-h2\n";
    assert!(matches!(
        read_record(text).unwrap_err(),
        RecordError::AfterEnd { ply: 2, .. }
    ));
}

#[test]
fn wrong_turn_numbers_are_refused() {
    for text in [
        "[variant:ludoteka]\n\n2. e3-h3 d1-d3\n",
        "[variant:ludoteka]\n\n1. e3-h3 d1-d3\n3. h3-h2\n",
        "[variant:ludoteka]\n\n1. e3-h3 d1-d3\n1. h3-h2\n",
        "[variant:ludoteka]\n\n01. e3-h3 d1-d3\n",
    ] {
        let err = read_record(text).unwrap_err();
        assert!(
            matches!(err, RecordError::TurnNumber { .. }),
            "{text}: {err}"
        );
        assert!(err.to_string().contains("turn"), "{err}");
    }
    // Variations keep their own addresses and do not count.
    let text = "[variant:ludoteka]\n\n1. e3-h3 d1-d3\n1.1a. e3-g3 d1-d2\n2. h3-h2\n";
    assert_eq!(read_record(text).unwrap().game.len(), 3);
}

#[test]
fn a_result_that_is_no_result_is_refused() {
    for bad in ["banana", "2", "1-0", "", "draw"] {
        let text = format!("[variant:ludoteka]\n[result:{bad}]\n\n1. e3-h3\n");
        let err = read_record(&text).unwrap_err();
        assert_eq!(err, RecordError::BadResult(bad.into()), "{bad}");
        assert!(err.to_string().contains("tag"), "{err}");
    }
}

#[test]
fn an_unknown_termination_is_refused() {
    let text = "[variant:ludoteka]\n[termination:the cat sat on the board]\n\n1. e3-h3\n";
    let err = read_record(text).unwrap_err();
    assert!(matches!(err, RecordError::BadTermination(_)), "{err}");
}

#[test]
fn a_result_contradicting_the_moves_is_refused() {
    let (game, variant) = escaped();
    let good = write_record(&game, &variant, &[]);
    // The king escaped, yet the record says the attackers won.
    let text = good.replace("[result:-1]", "[result:1]");
    let err = read_record(&text).unwrap_err();
    assert!(
        matches!(err, RecordError::ResultMismatch { expected: "-1", .. }),
        "{err}"
    );
    assert!(err.to_string().contains("[result:1] tag"), "{err}");
    // Or says nothing has been decided.
    let text = good.replace("[result:-1]", "[result:?]");
    assert!(matches!(
        read_record(&text).unwrap_err(),
        RecordError::ResultMismatch { .. }
    ));
    // Or claims a different end than the moves give.
    let text = good.replace("defenders win (escape)", "attackers win (king captured)");
    assert!(matches!(
        read_record(&text).unwrap_err(),
        RecordError::EndMismatch { .. }
    ));
    // Or an end from outside the rules after the rules ended it.
    let text = good.replace("defenders win (escape)", "attackers resigned");
    assert!(matches!(
        read_record(&text).unwrap_err(),
        RecordError::EndMismatch { .. }
    ));
}

#[test]
fn a_finished_result_on_a_game_still_going_needs_a_termination() {
    let (game, variant) = going();
    let good = write_record(&game, &variant, &[]);
    assert!(good.contains("[result:?]"));
    for result in ["1", "-1", "0"] {
        let text = good.replace("[result:?]", &format!("[result:{result}]"));
        let err = read_record(&text).unwrap_err();
        assert!(matches!(err, RecordError::ResultMismatch { .. }), "{err}");
        assert!(err.to_string().contains("still going"), "{err}");
    }
    // A rules end the moves do not give is refused too.
    let text = good.replace(
        "[result:?]",
        "[result:1]\n[termination:attackers win (king captured)]",
    );
    assert!(matches!(
        read_record(&text).unwrap_err(),
        RecordError::EndMismatch { .. }
    ));
    // With a termination that explains it, it reads.
    let text = good.replace(
        "[result:?]",
        "[result:1]\n[termination:defenders lost on time]",
    );
    assert_eq!(
        read_record(&text).unwrap().end,
        Some(GameEnd::Time {
            loser: Side::Defenders
        })
    );
}

#[test]
fn records_of_forfeits_written_before_game_end_still_read() {
    // As tablut challenge-server wrote them, by patching the result tag.
    let (game, variant) = going();
    let text = write_record(&game, &variant, &[]).replace(
        "[result:?]\n",
        "[result:-1]\n[termination:defenders win (BLACK forfeits: no move within 2 s)]\n",
    );
    let back = read_record(&text).unwrap();
    assert_eq!(
        back.end.as_ref().and_then(GameEnd::winner),
        Some(Side::Defenders)
    );
}

#[test]
fn an_illegal_move_s_reason_is_said_once() {
    let text = "[variant:ludoteka]\n\n1. e3-h3 d1-d3\n2. h3-h2 e1-e3\n";
    let err = read_record(text).unwrap_err();
    let message = err.to_string();
    assert!(message.starts_with("ply 4: e1-e3: "), "{message}");
    assert_eq!(message.matches("e1-e3").count(), 1, "{message}");
    // No cause is exposed a second time as a source.
    assert!(std::error::Error::source(&err).is_none());
}

#[test]
fn the_adjudicated_draw_marks_the_game_read() {
    let (mut game, variant) = going();
    game.adjudicate_draw();
    let text = write_record(&game, &variant, &[]);
    let back = read_record(&text).unwrap();
    assert_eq!(back.game.outcome(), game.outcome());
    assert_eq!(*back.game.position(), *game.position());
}

mod random {
    use super::*;
    use proptest::prelude::*;

    fn side() -> impl Strategy<Value = Side> {
        prop_oneof![Just(Side::Attackers), Just(Side::Defenders)]
    }

    fn end() -> impl Strategy<Value = GameEnd> {
        let detail = "[ -~\t\\[\\]é]{0,30}";
        prop_oneof![
            side().prop_map(|loser| GameEnd::Resignation { loser }),
            side().prop_map(|loser| GameEnd::Time { loser }),
            (side(), 0..ForfeitCause::ALL.len(), detail).prop_map(|(s, c, d)| GameEnd::forfeit(
                s,
                ForfeitCause::ALL[c],
                &d
            )),
            Just(GameEnd::Agreement),
            Just(GameEnd::Abort),
            (proptest::option::of(side()), detail).prop_map(|(w, d)| GameEnd::adjudication(w, &d)),
            Just(GameEnd::Draw {
                reason: DrawReason::Adjudicated
            }),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        /// Any end, after any short game, reads back as the writer settled
        /// it: the rules' verdict if the moves ended the game, else the end.
        #[test]
        fn any_end_after_any_game_reads_back(end in end(), picks in prop::collection::vec(any::<u8>(), 0..40)) {
            let variant: Variant = "brainking".parse().unwrap();
            let mut game = Game::start(variant.rules);
            for p in picks {
                let moves = game.legal_moves();
                if moves.is_empty() || game.outcome().is_over() {
                    break;
                }
                game.play(moves[p as usize % moves.len()]).unwrap();
            }
            let text = write_record_with_end(&game, &variant, Some(&end), &[]);
            let back = read_record(&text).unwrap_or_else(|e| panic!("{text}\n{e}"));
            let expected = GameEnd::of_game(&game).unwrap_or(end);
            prop_assert_eq!(back.end.as_ref(), Some(&expected), "{}", text);
            let again = write_record_with_end(&back.game, &back.variant, back.end.as_ref(), &[]);
            prop_assert_eq!(again, text);
        }

        /// Any termination text either is refused with a reason or reads
        /// to an end whose text reads back to the same end.
        #[test]
        fn any_termination_text_is_refused_or_stable(text in "[ -~é]{0,60}") {
            if let Ok(end) = text.parse::<GameEnd>() {
                prop_assert_eq!(end.to_string().parse::<GameEnd>(), Ok(end.clone()));
            }
        }
    }
}
