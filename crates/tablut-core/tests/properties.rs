//! Property tests: random games under every preset (and under random rule
//! sets), checking the invariants the engine promises after every move,
//! and text round trips of setups, positions, moves and variants.

use proptest::prelude::*;
use tablut_core::{
    Flag, Game, IllegalMove, Move, Outcome, Piece, Position, Preset, Rules, Setup, Side, Square,
    Variant,
};

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        // Keep failure persistence files out of the source tree.
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// (attackers, defender soldiers, kings) on the board.
fn counts(p: &Position) -> (u32, u32, u32) {
    let mut c = (0, 0, 0);
    for sq in Square::all() {
        match p.piece_at(sq) {
            Some(Piece::Attacker) => c.0 += 1,
            Some(Piece::Defender) => c.1 += 1,
            Some(Piece::King) => c.2 += 1,
            None => {}
        }
    }
    c
}

/// Every move that `Move::new` accepts: all pairs of distinct squares on a
/// line (the other pairs of the 81×81 cannot even be built).
fn all_line_moves() -> Vec<Move> {
    let mut v = Vec::new();
    for a in Square::all() {
        for b in Square::all() {
            match Move::new(a, b) {
                Some(m) => v.push(m),
                None => assert!(
                    a == b || (a.file() != b.file() && a.rank() != b.rank()),
                    "Move::new refused {a}-{b}"
                ),
            }
        }
    }
    v
}

/// A rule set: a preset with some flags changed.
fn rules_strategy() -> impl Strategy<Value = Rules> {
    (
        0..Preset::ALL.len(),
        prop::collection::vec((0..Flag::ALL.len(), 0usize..3), 0..6),
    )
        .prop_map(|(p, changes)| {
            let mut r = Preset::ALL[p].rules();
            for (f, v) in changes {
                let flag = Flag::ALL[f];
                let values: Vec<&str> = flag.values().split('|').collect();
                flag.set(&mut r, values[v % values.len()]).unwrap();
            }
            r
        })
}

/// Plays a game under `rules`, the `picks` choosing among the legal moves
/// (and, when a pick asks for it, the reverse of the mover's previous move,
/// so that positions repeat), checking every invariant after every move.
fn playout(rules: Rules, picks: &[u16]) -> Result<(), TestCaseError> {
    let line_moves = all_line_moves();
    let mut game = Game::start(rules);
    let mut history: Vec<Move> = Vec::new();
    for (ply, &pick) in picks.iter().enumerate() {
        let pos = *game.position();
        prop_assert_eq!(
            pos.key(),
            pos.compute_key(),
            "incremental key at ply {}",
            ply
        );
        prop_assert_eq!(*game.rules(), rules);

        // Text round trips of the position.
        let text = pos.to_string();
        let setup: Setup = text.parse().unwrap();
        prop_assert_eq!(&setup, &pos.to_setup());
        prop_assert_eq!(setup.to_string(), text.clone());
        prop_assert_eq!(
            Setup::from_grid(&setup.to_grid(), setup.side_to_move).unwrap(),
            setup.clone()
        );
        let outcome = game.outcome();
        match Position::from_setup(&setup, rules) {
            Ok(back) => {
                prop_assert_eq!(back, pos);
                prop_assert_eq!(back.key(), pos.key());
            }
            // Only an escaped king makes a reached position unloadable.
            Err(e) => prop_assert!(
                matches!(
                    outcome,
                    Outcome::Win {
                        reason: tablut_core::WinReason::Escape,
                        ..
                    }
                ),
                "reached position {} refused: {}",
                text,
                e
            ),
        }

        let legal = game.legal_moves();
        prop_assert_eq!(game.count_legal_moves(), legal.len() as u64);
        if outcome.is_over() {
            // A finished game offers nothing and accepts nothing.
            prop_assert!(legal.is_empty(), "{} but moves are offered", outcome);
            for m in pos.moves().iter() {
                let refused = matches!(game.check_move(*m), Err(IllegalMove::GameOver { .. }));
                prop_assert!(refused, "{} accepted after the end", m);
                prop_assert!(game.clone().play(*m).is_err());
            }
            return Ok(());
        }
        prop_assert!(!legal.is_empty(), "ongoing game without a legal move");

        for &m in legal.iter() {
            prop_assert!(game.check_move(m).is_ok(), "{} generated but refused", m);
            prop_assert_eq!(m.to_string().parse::<Move>().unwrap(), m);
            prop_assert_eq!(
                pos.piece_at(m.from()).map(Piece::side),
                Some(pos.side_to_move())
            );
            prop_assert_eq!(pos.piece_at(m.to()), None);
        }
        // The search's shortcuts agree with making the moves: a move lands
        // on a capture square exactly when it captures (if the mover may
        // capture), on a king-capture square exactly when it takes the king.
        let capture_squares = pos.capture_squares();
        let king_capture_squares = pos.king_capture_squares();
        for &m in pos.moves().iter() {
            let (_, effect) = pos.play_unchecked(m);
            // An escaping king ends the game before anything is captured.
            let escaped = effect.event == Some(tablut_core::Event::Escape);
            let capturer = m.from() != pos.king() || rules.king_armed;
            if capturer && !escaped {
                prop_assert_eq!(
                    effect.captures.any(),
                    capture_squares.contains(m.to()),
                    "capture_squares disagrees on {} in {}",
                    m,
                    pos
                );
            }
            if pos.side_to_move() == Side::Attackers {
                prop_assert_eq!(
                    effect.event == Some(tablut_core::Event::KingCaptured),
                    king_capture_squares.contains(m.to()),
                    "king_capture_squares disagrees on {} in {}",
                    m,
                    pos
                );
            }
        }
        // Mobility counts what move generation makes, for both sides.
        prop_assert_eq!(pos.mobility(pos.side_to_move()) as u64, pos.count_moves());
        // Slide fills agree with single-piece slides on empty squares.
        let empty = tablut_core::Bitboard::FULL - pos.occupied();
        for side in [Side::Attackers, Side::Defenders] {
            let pieces = pos.pieces(side);
            for dir in tablut_core::Direction::ALL {
                let mut expect = tablut_core::Bitboard::EMPTY;
                for p in pieces {
                    let mut sq = p;
                    while let Some(next) = sq.step(dir) {
                        if !empty.contains(next) {
                            break;
                        }
                        expect.insert(next);
                        sq = next;
                    }
                }
                prop_assert_eq!(pieces.slide_fill(dir, empty), expect);
            }
        }

        // Moves the placement allows but the game does not are repetition bars.
        for &m in pos.moves().iter() {
            if !legal.contains(&m) {
                let barred = matches!(game.check_move(m), Err(IllegalMove::Repetition { .. }));
                prop_assert!(barred, "{} dropped but not refused as a repetition", m);
            }
        }
        if ply % 10 == 0 {
            for &m in &line_moves {
                let ok = game.check_move(m).is_ok();
                prop_assert_eq!(ok, legal.contains(&m), "check_move({}) = {}", m, ok);
            }
        }

        // Choose: the reverse of this side's last move if asked and legal.
        let reverse = history
            .len()
            .checked_sub(2)
            .and_then(|i| Move::new(history[i].to(), history[i].from()))
            .filter(|m| pick % 5 == 0 && legal.contains(m));
        let mv = reverse.unwrap_or(legal[pick as usize % legal.len()]);

        let before = counts(&pos);
        let len = game.len();
        prop_assert!(game.play(mv).is_ok());
        let after_pos = *game.position();
        let after = counts(&after_pos);
        prop_assert!(
            after.0 <= before.0 && after.1 <= before.1 && after.2 == 1,
            "piece counts {:?} -> {:?}",
            before,
            after
        );
        prop_assert_eq!(after_pos.side_to_move(), pos.side_to_move().opponent());
        prop_assert_eq!(after_pos.piece_at(mv.from()), None);
        prop_assert_eq!(after_pos.piece_at(mv.to()), pos.piece_at(mv.from()));
        // Only enemy pieces next to the landing square can disappear.
        for sq in Square::all() {
            if sq != mv.from() && pos.piece_at(sq).is_some() && after_pos.piece_at(sq).is_none() {
                prop_assert_eq!(
                    pos.piece_at(sq).map(Piece::side),
                    Some(pos.side_to_move().opponent())
                );
                prop_assert_ne!(pos.piece_at(sq), Some(Piece::King));
                let (df, dr) = (
                    sq.file().index().abs_diff(mv.to().file().index()),
                    sq.rank().index().abs_diff(mv.to().rank().index()),
                );
                prop_assert_eq!(
                    df + dr,
                    1,
                    "{} captured {} far from its landing square",
                    mv,
                    sq
                );
            }
        }

        // Undo restores the exact previous position, then replay.
        prop_assert_eq!(game.undo(), Some(mv));
        prop_assert_eq!(game.len(), len);
        prop_assert_eq!(game.position().to_string(), text.clone());
        prop_assert_eq!(game.position().key(), pos.key());
        prop_assert_eq!(*game.position(), pos);
        prop_assert_eq!(game.outcome(), outcome);
        prop_assert!(game.play(mv).is_ok());
        prop_assert_eq!(*game.position(), after_pos);
        history.push(mv);
    }
    // Whatever happened, the game can be taken back to its start.
    while game.undo().is_some() {}
    prop_assert_eq!(*game.position(), Position::start(rules));
    prop_assert!(game.is_empty());
    Ok(())
}

proptest! {
    #![proptest_config(config(64))]

    #[test]
    fn random_games_keep_every_invariant(
        preset in 0..Preset::ALL.len(),
        picks in prop::collection::vec(any::<u16>(), 0..200),
    ) {
        playout(Preset::ALL[preset].rules(), &picks)?;
    }

    #[test]
    fn random_games_under_random_rules_keep_every_invariant(
        rules in rules_strategy(),
        picks in prop::collection::vec(any::<u16>(), 0..200),
    ) {
        playout(rules, &picks)?;
    }
}

proptest! {
    #![proptest_config(config(128))]

    #[test]
    fn variant_text_round_trips_with_random_flags(rules in rules_strategy(), preset in 0..Preset::ALL.len()) {
        // Named after a given preset...
        let v = Variant { preset: Preset::ALL[preset], rules };
        let text = v.to_string();
        prop_assert_eq!(text.parse::<Variant>().unwrap(), v, "{}", text);
        prop_assert!(text.starts_with(Preset::ALL[preset].name()));
        // ...and after the nearest one.
        let near = Variant::from_rules(rules);
        prop_assert_eq!(near.rules, rules);
        prop_assert_eq!(near.to_string().parse::<Variant>().unwrap(), near);
        prop_assert!(near.changes().len() <= v.changes().len());
        // The flags listing rebuilds the rules from any preset.
        let mut r = Preset::ALL[(preset + 1) % 4].rules();
        for (flag, value) in rules.flags() {
            r.apply(&format!("{}={}", flag.name(), value)).unwrap();
        }
        prop_assert_eq!(r, rules);
        // Upper case names, spaces and dashes are accepted too.
        let mut loud = Preset::ALL[preset].rules();
        for (flag, value) in v.changes() {
            loud.apply(&format!(" {} = {} ", flag.name().replace('_', "-").to_uppercase(), value.to_uppercase())).unwrap();
        }
        prop_assert_eq!(loud, rules);
    }

    #[test]
    fn any_setup_text_round_trips(
        cells in prop::collection::vec(0u8..8, 81),
        defenders_move in any::<bool>(),
    ) {
        let side = if defenders_move { Side::Defenders } else { Side::Attackers };
        let mut setup = Setup::empty(side);
        for (i, c) in cells.iter().enumerate() {
            setup.board[i] = match c {
                0 => Some(Piece::Attacker),
                1 => Some(Piece::Defender),
                2 => Some(Piece::King),
                _ => None,
            };
        }
        let text = setup.to_string();
        prop_assert_eq!(text.parse::<Setup>().unwrap(), setup.clone(), "{}", text);
        prop_assert_eq!(Setup::from_board_record(&setup.board_record(), side).unwrap(), setup.clone());
        prop_assert_eq!(Setup::from_grid(&setup.to_grid(), side).unwrap(), setup.clone());
        // Where the setup is a legal position, the position prints the same.
        for p in Preset::ALL {
            if let Ok(pos) = Position::from_setup(&setup, p.rules()) {
                prop_assert_eq!(pos.to_string(), text.clone());
                prop_assert_eq!(pos.to_setup(), setup.clone());
                prop_assert_eq!(pos.key(), pos.compute_key());
            }
        }
    }

    #[test]
    fn move_and_square_text_round_trip(a in 0u8..81, b in 0u8..81) {
        let (a, b) = (Square::from_index(a).unwrap(), Square::from_index(b).unwrap());
        prop_assert_eq!(a.to_string().parse::<Square>().unwrap(), a);
        prop_assert_eq!(a.to_string().to_uppercase().parse::<Square>().unwrap(), a);
        let text = format!("{a}-{b}");
        match Move::new(a, b) {
            Some(m) => {
                prop_assert_eq!(m.to_string(), text.clone());
                prop_assert_eq!(text.parse::<Move>().unwrap(), m);
                prop_assert_eq!(format!("  {text} ").parse::<Move>().unwrap(), m);
                prop_assert_eq!((m.from(), m.to()), (a, b));
            }
            None => prop_assert!(text.parse::<Move>().is_err()),
        }
    }
}
