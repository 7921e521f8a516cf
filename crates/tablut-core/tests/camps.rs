//! The camps (OpenTafl's attacker fortresses) and OpenTafl's Foteviken
//! Tablut, case by case: who may enter and cross the camps, captures
//! against them, the king beside them, and Foteviken's throne.
//!
//! Each expectation was also checked against OpenTafl 0.4.8 itself (its
//! `FotevikenTablut` class for Foteviken, its generic rules with
//! `aforh:tTK` for hostile camps) when the case was written.

use tablut_core::notation::{read_rules, OPENTAFL_FOTEVIKEN};
use tablut_core::{
    Bitboard, CampHostile, Camps, Game, IllegalMove, Move, Outcome, Position, Rules, Setup, Side,
    Square, WinReason,
};

/// OpenTafl's Foteviken Tablut, read from the record OpenTafl sends.
fn foteviken() -> Rules {
    let start = Setup::start(Side::Attackers).board_record();
    read_rules(&format!("{OPENTAFL_FOTEVIKEN} start:{start}"))
        .expect("OpenTafl's Foteviken loads")
        .0
}

/// Foteviken with every camp square hostile.
fn hostile_camps() -> Rules {
    Rules {
        camp_hostile: CampHostile::All,
        ..foteviken()
    }
}

fn game(grid: &str, side: Side, rules: Rules) -> Game {
    let setup = Setup::from_grid(grid, side).expect("a well-formed grid");
    Game::new(Position::from_setup(&setup, rules).expect("a legal position"))
}

fn mv(text: &str) -> Move {
    text.parse().expect("a move")
}

fn sq(text: &str) -> Square {
    text.parse().expect("a square")
}

fn squares(names: &[&str]) -> Bitboard {
    names.iter().map(|n| sq(n)).collect()
}

/// Plays `moves` (each must be legal) and returns what the last one
/// captured and the outcome.
fn play(game: &mut Game, moves: &[&str]) -> (Bitboard, Outcome) {
    let mut captures = Bitboard::EMPTY;
    for m in moves {
        let ply = game
            .play(mv(m))
            .unwrap_or_else(|e| panic!("{m} refused: {e}"));
        captures = ply.captures;
    }
    (captures, game.outcome())
}

fn king_captured() -> Outcome {
    Outcome::Win {
        winner: Side::Attackers,
        reason: WinReason::KingCaptured,
    }
}

#[test]
fn foteviken_is_an_edge_game_with_fortress_camps_and_a_closed_hostile_throne() {
    let r = foteviken();
    assert_eq!(r.first, Side::Attackers);
    assert_eq!(
        (r.camps, r.camp_hostile),
        (Camps::Fortress, CampHostile::None)
    );
    assert!(!r.throne_crossable && !r.king_reenter && r.throne_hostile);
    assert!(!r.corners_king_only && !r.corner_hostile && !r.linnaean_throne);
    assert!(r.king_armed && r.king_anvil && !r.king_custodial);
    // The presets are untouched by all this.
    for p in tablut_core::Preset::RULES_MD {
        assert_eq!(p.rules().camps, Camps::None);
        assert_eq!(p.rules().camp_hostile, CampHostile::None);
    }
}

#[test]
fn from_the_start_nobody_enters_a_camp_and_attackers_move_inside_theirs() {
    let mut g = Game::start(foteviken());
    let moves = g.legal_moves();
    assert_eq!(moves.len(), 80);
    assert!(moves.iter().all(|m| !Bitboard::CAMPS.contains(m.to())));
    // e2 leaves its camp; e1 may then step up onto the square it freed.
    play(&mut g, &["e2-c2", "d5-d8"]);
    assert!(g.check_move(mv("e1-e2")).is_ok(), "inside its own camp");
    assert!(g.check_move(mv("d1-d2")).is_ok(), "out of the camp");
    assert!(g.legal_moves().contains(&mv("e1-e2")));
}

#[test]
fn a_soldier_that_leaves_the_camps_never_returns() {
    let mut g = Game::start(foteviken());
    play(&mut g, &["e2-c2", "d5-d8"]);
    // c2 is outside: back to e2 (or across to e1's camp) is refused.
    assert!(matches!(
        g.check_move(mv("c2-e2")),
        Err(IllegalMove::CampEntry { .. })
    ));
    assert!(!g
        .legal_moves()
        .iter()
        .any(|m| m.from() == sq("c2") && Bitboard::CAMPS.contains(m.to())));
}

#[test]
fn only_a_piece_starting_in_a_camp_crosses_one() {
    let grid = "
...A.A...
.........
....D....
A........
...DK....
.........
.........
.........
D..A.A..D";
    let g = game(grid, Side::Attackers, foteviken());
    // From camp to camp across the board, and out across its own square.
    for ok in ["a6-i6", "d1-e1", "d1-d4", "f9-f2", "f1-e1", "f9-e9"] {
        assert!(
            g.check_move(mv(ok)).is_ok(),
            "{ok}: {:?}",
            g.check_move(mv(ok))
        );
    }
    let g = game(grid, Side::Defenders, foteviken());
    // Defenders go up to a camp but not onto it: e8 is free, yet e7-e8 is
    // refused.
    assert!(g.check_move(mv("a1-c1")).is_ok());
    assert!(g.check_move(mv("i1-g1")).is_ok());
    assert!(matches!(
        g.check_move(mv("e7-e8")),
        Err(IllegalMove::CampEntry { .. })
    ));
    // The king may not go along rank 5 into h5's camp.
    assert!(g.check_move(mv("e5-g5")).is_ok());
    assert!(matches!(
        g.check_move(mv("e5-h5")),
        Err(IllegalMove::CampEntry { .. })
    ));
    assert!(matches!(
        g.check_move(mv("e5-i5")),
        Err(IllegalMove::CampCrossing { at, .. }) if at == sq("h5")
    ));
    let err = g.check_move(mv("e5-i5")).unwrap_err().to_string();
    assert!(err.contains("h5") && err.contains("camp"), "{err}");
    // Nothing the defenders may do ends on a camp square.
    assert!(g
        .legal_moves()
        .iter()
        .all(|m| !Bitboard::CAMPS.contains(m.to())));
}

#[test]
fn a_defender_crossing_an_empty_camp_is_refused_at_its_first_square() {
    let grid = "
.........
.........
....K....
.........
.........
.........
.........
.........
D.......D";
    let g = game(grid, Side::Defenders, foteviken());
    assert!(g.check_move(mv("a1-c1")).is_ok());
    assert!(matches!(
        g.check_move(mv("a1-h1")),
        Err(IllegalMove::CampCrossing { at, .. }) if at == sq("d1")
    ));
    assert!(matches!(
        g.check_move(mv("i1-b1")),
        Err(IllegalMove::CampCrossing { at, .. }) if at == sq("f1")
    ));
    // Without camps the same moves are ordinary.
    let free = Rules {
        camps: Camps::None,
        ..foteviken()
    };
    let g = game(grid, Side::Defenders, free);
    assert!(g.check_move(mv("a1-h1")).is_ok());
}

#[test]
fn a_piece_placed_on_a_camp_square_may_move_through_the_camps() {
    // Set-ups may put defenders in camps; the rule looks only at the square
    // a move starts from, as OpenTafl's does.
    let grid = "
.........
.........
....K....
.........
.D.......
.........
.........
.........
.........";
    let g = game(grid, Side::Defenders, foteviken());
    for ok in ["b5-a5", "b5-b1"] {
        assert!(g.check_move(mv(ok)).is_ok(), "{ok}");
    }
    // b5-h5 would cross the throne, which nobody crosses in Foteviken.
    assert!(matches!(
        g.check_move(mv("b5-h5")),
        Err(IllegalMove::ThroneCrossing { .. })
    ));
}

#[test]
fn foteviken_camps_capture_nothing() {
    // A defender beside an empty camp square is not taken against it, along
    // either line; an attacker in a camp is an ordinary jaw and victim.
    let grid = "
.........
.........
......K..
.........
.........
.D.......
..A......
.........
.........";
    let mut g = game(grid, Side::Attackers, foteviken());
    assert_eq!(play(&mut g, &["c3-c4"]).0, Bitboard::EMPTY);
    let mut g = game(grid, Side::Attackers, foteviken());
    assert_eq!(play(&mut g, &["c3-b3"]).0, Bitboard::EMPTY);
    let anvil = "
.........
.........
......K..
.........
.........
AD.......
.........
..A......
.........";
    let mut g = game(anvil, Side::Attackers, foteviken());
    assert_eq!(play(&mut g, &["c2-c4"]).0, squares(&["b4"]));
    let victim = "
.........
.........
......K..
..D......
.A.......
.D.......
.........
.........
.........";
    let mut g = game(victim, Side::Defenders, foteviken());
    assert_eq!(play(&mut g, &["c6-b6"]).0, squares(&["b5"]));
    // An attacker beside its own empty camp square survives too.
    let beside = "
.........
.........
......K..
.........
.A.......
.........
.........
..D......
.........";
    let mut g = game(beside, Side::Defenders, foteviken());
    assert_eq!(play(&mut g, &["c2-c5"]).0, Bitboard::EMPTY);
}

#[test]
fn hostile_camps_capture_both_sides_whoever_stands_on_them() {
    // The same positions with camp_hostile=all.
    let grid = "
.........
.........
......K..
.........
.........
.D.......
..A......
.........
.........";
    let mut g = game(grid, Side::Attackers, hostile_camps());
    assert_eq!(play(&mut g, &["c3-c4"]).0, squares(&["b4"]));
    let mut g = game(grid, Side::Attackers, hostile_camps());
    assert_eq!(play(&mut g, &["c3-b3"]).0, squares(&["b4"]));
    let beside = "
.........
.........
......K..
.........
.A.......
.........
.........
..D......
.........";
    let mut g = game(beside, Side::Defenders, hostile_camps());
    assert_eq!(play(&mut g, &["c2-c5"]).0, squares(&["b5"]));
    // An attacker inside a camp, against a camp square its comrade holds.
    let inside = "
.........
.........
......K..
.........
A........
A........
.D.......
.........
.........";
    let mut g = game(inside, Side::Defenders, hostile_camps());
    assert_eq!(play(&mut g, &["b3-a3"]).0, squares(&["a4"]));
    let mut g = game(inside, Side::Defenders, foteviken());
    assert_eq!(play(&mut g, &["b3-a3"]).0, Bitboard::EMPTY);
}

#[test]
fn foteviken_king_beside_a_camp_needs_four_attackers() {
    let three = "
.........
.........
......D..
..A......
..K......
..A......
.........
...A.....
.........";
    let mut g = game(three, Side::Attackers, foteviken());
    assert_eq!(play(&mut g, &["d2-d5"]).1, Outcome::Ongoing);
    let four = "
.........
.........
......D..
..A......
.AK......
..A......
.........
...A.....
.........";
    let mut g = game(four, Side::Attackers, foteviken());
    assert_eq!(play(&mut g, &["d2-d5"]).1, king_captured());
    // With hostile camps the empty camp square closes the fourth side.
    let mut g = game(three, Side::Attackers, hostile_camps());
    assert_eq!(play(&mut g, &["d2-d5"]).1, king_captured());
    // And a king taken by two (ASHTON.md §2.3 (c)) falls to one attacker
    // against a camp square.
    let one = "
.........
.........
......D..
.........
..K......
.........
.........
...A.....
.........";
    let custodial = Rules {
        king_custodial: true,
        ..hostile_camps()
    };
    let mut g = game(one, Side::Attackers, custodial);
    assert_eq!(play(&mut g, &["d2-d5"]).1, king_captured());
    let mut g = game(one, Side::Attackers, hostile_camps());
    assert_eq!(play(&mut g, &["d2-d5"]).1, Outcome::Ongoing);
}

#[test]
fn foteviken_throne_is_closed_and_hostile_when_empty() {
    // Nobody stops on or crosses the throne, the king included.
    let grid = "
.........
.........
......K..
.........
...D.....
.........
..A......
.........
.........";
    let g = game(grid, Side::Defenders, foteviken());
    assert!(matches!(
        g.check_move(mv("d5-e5")),
        Err(IllegalMove::ThroneStop { .. })
    ));
    assert!(matches!(
        g.check_move(mv("d5-g5")),
        Err(IllegalMove::ThroneCrossing { .. })
    ));
    // The empty throne captures a defender...
    let mut g = game(grid, Side::Attackers, foteviken());
    assert_eq!(play(&mut g, &["c3-c5"]).0, squares(&["d5"]));
    // ...and an attacker.
    let attacker = grid
        .replace("...D.....", "...A.....")
        .replace("..A......", "..D......");
    let mut g = game(&attacker, Side::Defenders, foteviken());
    assert_eq!(play(&mut g, &["c3-c5"]).0, squares(&["d5"]));
    // The king may not return to it.
    let king = "
.........
.........
.........
.........
...K.....
.........
..A......
.........
.........";
    let g = game(king, Side::Defenders, foteviken());
    assert!(matches!(
        g.check_move(mv("d5-e5")),
        Err(IllegalMove::ThroneStop { king: true, .. })
    ));
}

#[test]
fn foteviken_king_beside_the_empty_throne_falls_to_three_and_on_it_to_four() {
    let beside = "
.........
.........
......D..
.A.......
..AK.....
...A.....
.........
.........
.........";
    let mut g = game(beside, Side::Attackers, foteviken());
    assert_eq!(play(&mut g, &["b6-d6"]).1, king_captured());
    let on = "
.........
.........
......D..
....A....
...AKA...
.........
.........
....A....
.........";
    let mut g = game(on, Side::Attackers, foteviken());
    assert_eq!(play(&mut g, &["e2-e4"]).1, king_captured());
    let three = on.replace("....A....\n...AKA", ".........\n...AKA");
    let mut g = game(&three, Side::Attackers, foteviken());
    assert_eq!(play(&mut g, &["e2-e4"]).1, Outcome::Ongoing);
}

#[test]
fn foteviken_king_on_the_throne_is_an_anvil_against_attackers_only() {
    // The king is armed: an attacker beside the throne is taken against him.
    let anvil = "
.........
.........
.........
.........
...AK....
.........
..D......
.........
.........";
    let mut g = game(anvil, Side::Defenders, foteviken());
    assert_eq!(play(&mut g, &["c3-c5"]).0, squares(&["d5"]));
    // No Linnaean capture: a defender beside the king survives an attacker
    // closing on him while the other three throne neighbours are attackers.
    let linnaean = "
.........
.........
.....A...
....D....
...AKA...
....A....
.........
.........
.........";
    let mut g = game(linnaean, Side::Attackers, foteviken());
    assert_eq!(play(&mut g, &["f7-e7"]).0, Bitboard::EMPTY);
    let with = Rules {
        linnaean_throne: true,
        ..foteviken()
    };
    let mut g = game(linnaean, Side::Attackers, with);
    assert_eq!(play(&mut g, &["f7-e7"]).0, squares(&["e6"]));
}

/// A piece refused for the camp it would stop on, having left a camp
/// itself, is told why: too far a jump (the Challenge server's rule), or
/// another camp (the published Ashton rules), not "only a piece leaving a
/// camp may enter". The jump is the move Daniele sent in a Challenge game.
#[test]
fn a_piece_leaving_a_camp_is_told_why_it_may_not_stop_on_another() {
    let grid = "
.........
.........
.........
.........
....K....
........A
.........
.........
.........";
    let g = game(grid, Side::Attackers, Rules::ASHTON_SERVER);
    let err = g.check_move(mv("i4-a4")).unwrap_err();
    assert!(matches!(err, IllegalMove::CampJump { .. }), "{err:?}");
    assert!(err.to_string().contains("more than 5 squares"), "{err}");
    assert!(g.check_move(mv("i4-b4")).is_ok());
    let g = game(grid, Side::Attackers, Rules::ASHTON);
    let err = g.check_move(mv("i4-a4")).unwrap_err();
    assert!(matches!(err, IllegalMove::OtherCamp { .. }), "{err:?}");
    assert!(err.to_string().contains("another camp"), "{err}");
}
