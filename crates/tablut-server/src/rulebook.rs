//! What the pages say about a rule set: its summary, every rule, its
//! special squares, and example positions whose results the rules library
//! computes, so every diagram is true of the rule set it illustrates.

use tablut_core::{
    Bitboard, Camps, Escape, Flag, Game, GameEnd, Move, Piece, Position, Preset, Rules, Setup,
    Side, Square, Variant,
};

use tablut_i18n::{game_text, Lang, Message};

pub use crate::wire::{Example, RuleLine, RuleSet, Squares};

fn list(b: Bitboard) -> Vec<String> {
    b.map(|s| s.to_string()).collect()
}

/// An example: its id, the catalog's keys of its title and of what it
/// shows, the position (grid of RULES.md §6: rank 9 first, `A` attacker,
/// `D` defender, `K` king), who moves, and the move.
type Spec = (
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    Side,
    &'static str,
);

/// Example positions, in the form of [`Spec`].
const EXAMPLES: &[Spec] = &[
    (
        "custodial",
        "rules-example-custodial-title",
        "rules-example-custodial-text",
        "...A.....\n.AD......\n.........\n.........\n....K....\n.........\n.........\n.........\n.........",
        Side::Attackers,
        "d9-d8",
    ),
    (
        "king-throne",
        "rules-example-king-throne-title",
        "rules-example-king-throne-text",
        ".........\n.........\n.........\n....A....\n...AK..A.\n....A....\n.........\n.........\n.........",
        Side::Attackers,
        "h5-f5",
    ),
    (
        "king-away",
        "rules-example-king-away-title",
        "rules-example-king-away-text",
        ".........\n.........\n.........\n.........\n.........\n.........\n.AK......\n.........\n...A.....",
        Side::Attackers,
        "d1-d3",
    ),
    (
        "empty-throne",
        "rules-example-empty-throne-title",
        "rules-example-empty-throne-text",
        ".........\n..A......\n.........\n.........\n...D.....\n.........\n.........\n.......K.\n.........",
        Side::Attackers,
        "c8-c5",
    ),
    (
        "corner",
        "rules-example-corner-title",
        "rules-example-corner-text",
        ".........\n.........\n.........\n.........\n....K....\n.........\n.........\n.........\n.D....A..",
        Side::Attackers,
        "g1-c1",
    ),
    (
        "edge-escape",
        "rules-example-edge-escape-title",
        "rules-example-edge-escape-text",
        ".........\n.........\n..K......\n.........\n.........\n....A....\n.........\n.........\n.........",
        Side::Defenders,
        "c7-c9",
    ),
    (
        "corner-escape",
        "rules-example-corner-escape-title",
        "rules-example-corner-escape-text",
        ".........\n.........\n.........\n.........\n.........\n....A....\n.........\nK........\n.......A.",
        Side::Defenders,
        "a2-a9",
    ),
];

/// Examples for rule sets with camps (the Ashton rules, ASHTON.md §6),
/// in the same form as [`EXAMPLES`].
const CAMP_EXAMPLES: &[Spec] = &[
    (
        "camp",
        "rules-example-camp-title",
        "rules-example-camp-text",
        ".........\n.........\n......K..\n.........\n.........\n.........\nA........\n..D......\n.......A.",
        Side::Defenders,
        "c2-a2",
    ),
    (
        "king-camp",
        "rules-example-king-camp-title",
        "rules-example-king-camp-text",
        ".........\n.........\n.........\n.........\n.........\n.K.......\n.........\n..A......\n.........",
        Side::Attackers,
        "c2-c4",
    ),
    (
        "own-camp",
        "rules-example-own-camp-title",
        "rules-example-own-camp-text",
        ".........\n.........\n..D...K..\n.........\n.A.......\n.........\n.........\n.......A.\n.........",
        Side::Defenders,
        "c7-c5",
    ),
    (
        "occupied-throne",
        "rules-example-occupied-throne-title",
        "rules-example-occupied-throne-text",
        ".........\n.........\n.........\n.........\n....K....\n....D....\n.A.......\n.........\n.........",
        Side::Attackers,
        "b3-e3",
    ),
];

fn example(rules: Rules, spec: &Spec, lang: Lang) -> Option<Example> {
    let (id, title, text, grid, side, mv) = *spec;
    let setup = Setup::from_grid(grid, side).ok()?;
    let position = Position::from_setup(&setup, rules).ok()?;
    let mv: Move = mv.parse().ok()?;
    let mut game = Game::new(position);
    let board = board_rows(&position);
    let captures = game.play(mv).ok()?.captures;
    let outcome = game.outcome();
    let result = match GameEnd::of_game(&game) {
        Some(end) => Message::new("rules-example-ends").msg(
            "end",
            game_text::end_message(&end, &rules, Some(game.position())),
        ),
        None if captures.is_empty() => Message::new("rules-example-nothing"),
        None => Message::new("rules-example-captures").str("squares", list(captures).join(", ")),
    };
    Some(Example {
        id,
        title: lang.t(title),
        text: format!("{} {}", lang.t(text), lang.message(&result)),
        board,
        side_to_move: side.name(),
        mv: mv.to_string(),
        captures: list(captures),
        result: outcome.result_text(),
    })
}

/// The squares `rules` treat specially.
pub fn squares(rules: &Rules) -> Squares {
    let corners_special =
        rules.escape == Escape::Corners || rules.corners_king_only || rules.corner_hostile;
    Squares {
        throne: "e5".to_string(),
        corners: if corners_special {
            list(Bitboard::CORNERS)
        } else {
            Vec::new()
        },
        escape: list(rules.escape_squares()),
        camps: list(rules.camp_squares()),
    }
}

/// The presentation of `variant`, its summary and rules explained in
/// `lang`.
pub fn rule_set(variant: &Variant, lang: Lang) -> RuleSet {
    let rules = variant.rules;
    RuleSet {
        name: variant.to_string(),
        preset: variant.preset.name(),
        summary: game_text::preset_summary(lang, variant.preset),
        rules: Flag::ALL
            .iter()
            .map(|f| RuleLine {
                name: f.name(),
                value: f.get(&rules),
                meaning: game_text::flag_meaning(lang, *f),
            })
            .collect(),
        squares: squares(&rules),
        start: board_rows(&Position::start(rules)),
        first: rules.first.name(),
        examples: EXAMPLES
            .iter()
            .chain(if rules.camps == Camps::None {
                [].iter()
            } else {
                CAMP_EXAMPLES.iter()
            })
            .filter_map(|e| example(rules, e, lang))
            .collect(),
    }
}

/// Every preset, explained in `lang`.
pub fn presets(lang: Lang) -> Vec<RuleSet> {
    Preset::ALL
        .iter()
        .map(|p| rule_set(&Variant::from_rules(p.rules()), lang))
        .collect()
}

/// The board as 9 strings, rank 9 first.
pub fn board_rows(pos: &tablut_core::Position) -> Vec<String> {
    (0..9)
        .rev()
        .map(|rank| {
            (0..9)
                .map(|file| {
                    let sq = Square::from_index(rank * 9 + file).expect("on the board");
                    match pos.piece_at(sq) {
                        Some(Piece::Attacker) => 't',
                        Some(Piece::Defender) => 'T',
                        Some(Piece::King) => 'K',
                        None => '.',
                    }
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_has_its_examples_computed() {
        for set in presets(Lang::english()) {
            assert!(set.examples.len() >= 5, "{}: {:?}", set.name, set.examples);
            let custodial = &set.examples[0];
            assert_eq!(custodial.captures, vec!["c8"], "{}", set.name);
        }
    }

    #[test]
    fn the_ashton_presets_show_their_camps_and_their_difference() {
        let text = |name: &str, title: &str| {
            let set = rule_set(&name.parse().unwrap(), Lang::english());
            let e = set.examples.iter().find(|e| e.title == title);
            e.map(|e| (e.captures.clone(), e.result))
        };
        for name in ["ashton", "ashton-server"] {
            assert_eq!(
                text(name, "Against a camp"),
                Some((vec!["a3".to_string()], "ongoing"))
            );
            assert_eq!(
                text(name, "The king against a camp"),
                Some((vec![], "attackers win"))
            );
            assert_eq!(
                text(name, "Against the king's throne"),
                Some((vec!["e4".to_string()], "ongoing"))
            );
        }
        // ASHTON.md A19: the camp centre spares black on the server only.
        assert_eq!(
            text("ashton", "Inside its own camp"),
            Some((vec!["b5".to_string()], "ongoing"))
        );
        assert_eq!(
            text("ashton-server", "Inside its own camp"),
            Some((vec![], "ongoing"))
        );
        assert_eq!(text("ludoteka", "Against a camp"), None);
    }

    #[test]
    fn the_edge_escape_differs_between_presets() {
        let edge = |name: &str| {
            let v: Variant = name.parse().unwrap();
            let set = rule_set(&v, Lang::english());
            set.examples
                .iter()
                .find(|e| e.title == "The king reaches the edge")
                .map(|e| e.result)
        };
        assert_eq!(edge("ludoteka"), Some("ongoing"));
        assert_eq!(edge("ludoteka:escape=edge"), Some("defenders win"));
    }
}
