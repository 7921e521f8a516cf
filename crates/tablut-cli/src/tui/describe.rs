//! Sentences for people: how a game ended, what stands on a square, the
//! move list by turns.

use tablut_core::{DrawReason, Game, Outcome, Piece, Side, WinReason};

/// How the game ended, as a sentence: "The king escaped to i9 — defenders
/// win". `None` while it goes on.
pub fn ending(game: &Game) -> Option<String> {
    let outcome = game.outcome();
    let king = game.position().king();
    let to_move = game.position().side_to_move();
    Some(match outcome {
        Outcome::Ongoing => return None,
        Outcome::Win { winner, reason } => match reason {
            WinReason::Escape => format!("The king escaped to {king} — {winner} win"),
            WinReason::KingCaptured => format!("The king was captured on {king} — {winner} win"),
            WinReason::NoLegalMoves => format!(
                "The {} have no legal move left — {winner} win",
                winner.opponent()
            ),
        },
        Outcome::Draw(DrawReason::Repetition) => {
            "The same position occurred for the third time — draw".to_string()
        }
        Outcome::Draw(DrawReason::NoLegalMoves) => {
            format!("The {to_move} have no legal move left — draw")
        }
        Outcome::Draw(DrawReason::Adjudicated) => format!("{outcome}"),
    })
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

/// The moves by turns, as records number them: `1. e3-h3 d1-d3`. A game
/// whose start position has the second side to move begins `1. ... d1-d3`.
pub fn turns(game: &Game) -> Vec<String> {
    let moves: Vec<String> = game.moves().map(|m| m.to_string()).collect();
    let first = game.rules().first;
    let offset = usize::from(game.start_position().side_to_move() != first);
    let mut lines = Vec::new();
    let mut cells: Vec<String> = vec!["...".to_string(); offset];
    cells.extend(moves);
    for (n, pair) in cells.chunks(2).enumerate() {
        lines.push(format!("{:>3}. {}", n + 1, pair.join("  ")));
    }
    lines
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
            "The king escaped to i9 — defenders win"
        );
        assert_eq!(headline(g.outcome()), "Defenders win");
        assert_eq!(ending(&Game::start(Rules::LUDOTEKA)), None);
    }

    #[test]
    fn turns_and_captures() {
        let mut g = Game::start(Rules::LUDOTEKA);
        for m in ["e3-a3", "e2-a2", "e4-e3"] {
            g.play(m.parse().unwrap()).unwrap();
        }
        assert_eq!(turns(&g), vec!["  1. e3-a3  e2-a2", "  2. e4-e3"]);
        assert_eq!(captures_by_side(&g), (1, 0));
        assert_eq!(mover(&g, 2), Side::Attackers);
        assert_eq!(moves(1), "1 move");
        assert_eq!(moves(0), "0 moves");
    }
}
