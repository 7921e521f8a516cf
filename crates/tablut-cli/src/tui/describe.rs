//! Sentences for people: how a game ended, what stands on a square, who
//! took how many. (The move list by turns, with the review's marks, is
//! [`super::review_view::move_list`].)

use tablut_core::{Game, GameEnd, Outcome, Piece, Side};

/// How the game ended, as the sentence every front end shows
/// ([`GameEnd::sentence`]), without its full stop, which the status line
/// and banner place themselves: "The king escaped to i9: the defenders
/// win". `None` while it goes on.
pub fn ending(game: &Game) -> Option<String> {
    let sentence = GameEnd::of_game(game)?.sentence(game.position());
    Some(sentence.trim_end_matches('.').to_string())
}

/// A short headline for the end of a game: "Defenders win" or "Draw".
pub fn headline(outcome: Outcome) -> String {
    match outcome.winner() {
        Some(Side::Attackers) => "Attackers win".to_string(),
        Some(Side::Defenders) => "Defenders win".to_string(),
        None if outcome.is_over() => "Draw".to_string(),
        None => String::new(),
    }
}

/// `attacker`, `defender` or `king`.
pub fn piece_name(piece: Piece) -> &'static str {
    match piece {
        Piece::Attacker => "attacker",
        Piece::Defender => "defender",
        Piece::King => "king",
    }
}

/// `1 move`, `2 moves`.
pub fn moves(n: usize) -> String {
    format!("{n} move{}", if n == 1 { "" } else { "s" })
}

/// The side that made move number `ply` (1-based) of `game`.
pub fn mover(game: &Game, ply: usize) -> Side {
    let first = game.start_position().side_to_move();
    if ply % 2 == 1 {
        first
    } else {
        first.opponent()
    }
}

/// How many pieces each side has taken: `(by attackers, by defenders)`.
pub fn captures_by_side(game: &Game) -> (u32, u32) {
    let mut taken = (0, 0);
    for (i, ply) in game.plies().iter().enumerate().skip(1) {
        match mover(game, i) {
            Side::Attackers => taken.0 += ply.captures.count(),
            Side::Defenders => taken.1 += ply.captures.count(),
        }
    }
    taken
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablut_core::{Position, Rules};

    fn game(position: &str, moves: &[&str]) -> Game {
        let setup = position.parse().unwrap();
        let mut game = Game::new(Position::from_setup(&setup, Rules::LUDOTEKA).unwrap());
        for m in moves {
            game.play(m.parse().unwrap()).unwrap();
        }
        game
    }

    #[test]
    fn endings_in_words() {
        let g = game("/9/9/9/9/9/9/9/8K/9/ d", &["i8-i9"]);
        assert_eq!(
            ending(&g).unwrap(),
            "The king escaped to i9: the defenders win"
        );
        assert_eq!(headline(g.outcome()), "Defenders win");
        assert_eq!(ending(&Game::start(Rules::LUDOTEKA)), None);
    }

    #[test]
    fn an_ashton_repetition_draw_is_the_second_occurrence() {
        // This sentence said "the third time" under every rule set.
        let mut g = Game::start(Rules::ASHTON);
        for m in [
            "e3-d3", "a4-b4", "d3-e3", "b4-c4", "e3-d3", "c4-b4", "d3-e3",
        ] {
            g.play(m.parse().unwrap()).unwrap();
        }
        assert_eq!(
            ending(&g).unwrap(),
            "The same position occurred for the second time: the game is drawn"
        );
        assert_eq!(headline(g.outcome()), "Draw");
    }

    #[test]
    fn captures_and_counts() {
        let mut g = Game::start(Rules::LUDOTEKA);
        for m in ["e3-a3", "e2-a2", "e4-e3"] {
            g.play(m.parse().unwrap()).unwrap();
        }
        assert_eq!(captures_by_side(&g), (1, 0));
        assert_eq!(mover(&g, 2), Side::Attackers);
        assert_eq!(moves(1), "1 move");
        assert_eq!(moves(0), "0 moves");
    }
}
