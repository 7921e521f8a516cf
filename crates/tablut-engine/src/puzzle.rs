//! Puzzles mined from engine games: positions where exactly one move wins
//! by force — an escape or a king capture in one move, or in two moves
//! whatever the opponent replies — proved by exhaustive search over the
//! rules library's legal moves (not by the engine's judgement), tagged
//! with their themes, and kept with their solution line.
//!
//! `tablut puzzles generate` writes them (the miner is in `tablut-tools`);
//! `puzzles/PRESET.jsonl` are the shipped ones, re-proved by the tests; the
//! server's trainer judges its players' moves with [`move_wins`].

use crate::{Engine, Limits};
use serde::{Deserialize, Serialize};
use tablut_core::attacks::neighbours;
use tablut_core::{Bitboard, Game, Move, Outcome, Position, Preset, Side, Square, WinReason};

/// What a puzzle is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// The king reaches an escape square.
    Escape,
    /// The solution opens one route for the king (Raichi).
    Raichi,
    /// The solution opens two routes at once (Tuichi).
    Tuichi,
    /// The king is captured by two attackers.
    CaptureByTwo,
    /// ... by three.
    CaptureByThree,
    /// ... by four.
    CaptureByFour,
    /// The king is captured against the throne.
    AgainstThrone,
    /// ... against a corner.
    AgainstCorner,
    /// ... against a camp.
    AgainstCamp,
    /// The defenders give up a defender on the way to the escape.
    DefenderSacrifice,
}

/// One puzzle.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Puzzle {
    /// Unique within its preset (`cartier-0042`).
    pub id: String,
    /// The preset whose rules it is played under.
    pub preset: String,
    /// The position: an OpenTafl position record and the side to move
    /// (`… a` / `… d`).
    pub position: String,
    /// The side that solves it.
    pub solver: Side,
    /// Moves of the solver's to the win (1 or 2).
    pub win_in: u32,
    /// The main line: the solver's move, the opponent's reply, the
    /// solver's move … ending with the win.
    pub solution: Vec<String>,
    /// What it is about.
    pub themes: Vec<Theme>,
    /// How hard it is, on the players' scale (Glicko-2), to start with.
    pub rating: f64,
}

/// The first moves that win within `plies` plies, at most `limit` of them.
pub fn winning_moves(game: &mut Game, plies: u32, limit: usize) -> Vec<Move> {
    let moves: Vec<Move> = game.legal_moves().iter().copied().collect();
    let mut found = Vec::new();
    for mv in moves {
        if move_wins(game, mv, plies) {
            found.push(mv);
            if found.len() >= limit {
                break;
            }
        }
    }
    found
}

/// Whether `mv`, by the side to move, wins within `plies` plies (itself
/// included) whatever the replies; false for a move the rules refuse.
pub fn move_wins(game: &mut Game, mv: Move, plies: u32) -> bool {
    let me = game.position().side_to_move();
    if game.play(mv).is_err() {
        return false;
    }
    let wins = match game.outcome() {
        Outcome::Win { winner, .. } => winner == me,
        Outcome::Draw(_) => false,
        Outcome::Ongoing => plies >= 3 && every_reply_loses(game, plies - 1, me),
    };
    game.undo();
    wins
}

/// Whether every reply of the side to move (the opponent of `winner`)
/// leaves `winner` a win within `plies - 1` plies.
fn every_reply_loses(game: &mut Game, plies: u32, winner: Side) -> bool {
    let replies: Vec<Move> = game.legal_moves().iter().copied().collect();
    if replies.is_empty() {
        return matches!(game.outcome(), Outcome::Win { winner: w, .. } if w == winner);
    }
    for reply in replies {
        if game.play(reply).is_err() {
            continue;
        }
        let lost = match game.outcome() {
            Outcome::Win { winner: w, .. } => w == winner,
            Outcome::Draw(_) => false,
            Outcome::Ongoing => !winning_moves(game, plies - 1, 1).is_empty(),
        };
        game.undo();
        if !lost {
            return false;
        }
    }
    true
}

/// The puzzle in `game`'s position, if it has one: the side to move has
/// exactly one move that wins by force within two of its moves, and no
/// faster way (a win in one is found as such). The main line follows the
/// engine's choice of reply.
pub fn puzzle_at(game: &Game, engine: &mut Engine) -> Option<(u32, Vec<Move>)> {
    // The position alone, as the puzzle will be set: the game's history
    // (what repetition counts) is not part of it.
    let mut g = Game::new(*game.position());
    for (win_in, plies) in [(1, 1), (2, 3)] {
        let wins = winning_moves(&mut g, plies, 2);
        match wins.len() {
            0 => continue,
            1 => {
                let first = wins[0];
                let mut line = vec![first];
                if win_in == 2 {
                    g.play(first).ok()?;
                    // The reply the engine would try; then the (first)
                    // move that wins.
                    let reply = engine.search(&g, &Limits::depth(2), |_| {}).best?;
                    g.play(reply).ok()?;
                    let finish = winning_moves(&mut g, 1, 1).first().copied()?;
                    line.push(reply);
                    line.push(finish);
                }
                return Some((win_in, line));
            }
            // Two ways or more: no puzzle (and no slower one either).
            _ => return None,
        }
    }
    None
}

/// The themes of a solved puzzle: how the line ends, and what its moves do.
pub fn themes(start: &Game, line: &[Move]) -> Vec<Theme> {
    let mut game = start.clone();
    let solver = game.position().side_to_move();
    let mut themes = Vec::new();
    for (i, &mv) in line.iter().enumerate() {
        let before = *game.position();
        if game.play(mv).is_err() {
            break;
        }
        let after = game.position();
        if i == 0 && solver == Side::Defenders {
            match after.open_routes().count() {
                0 => {}
                1 => themes.push(Theme::Raichi),
                _ => themes.push(Theme::Tuichi),
            }
        }
        // The defenders let a defender go for the win: the reply to
        // their first move captures one, and they win all the same.
        if i == 1 && solver == Side::Defenders {
            let captured = game.plies().last().map_or(Bitboard::EMPTY, |p| p.captures);
            if captured.any() {
                themes.push(Theme::DefenderSacrifice);
            }
        }
        if let Outcome::Win { reason, .. } = game.outcome() {
            match reason {
                WinReason::Escape => themes.push(Theme::Escape),
                WinReason::KingCaptured => themes.extend(capture_themes(&before, mv)),
                WinReason::NoLegalMoves => {}
            }
        }
    }
    themes.sort_by_key(|t| *t as u8);
    themes.dedup();
    themes
}

/// How the king was captured by `mv` in `before`: how many attackers
/// close him in, and what hostile square helped.
fn capture_themes(before: &Position, mv: Move) -> Vec<Theme> {
    let king = before.king();
    let rules = before.rules();
    let mut attackers = 0;
    let mut themes = Vec::new();
    for n in neighbours(king) {
        let attacker_there = n == mv.to()
            || (n != mv.from() && before.piece_at(n) == Some(tablut_core::Piece::Attacker));
        if attacker_there {
            attackers += 1;
        } else if n == Square::THRONE {
            themes.push(Theme::AgainstThrone);
        } else if Bitboard::CORNERS.contains(n) {
            themes.push(Theme::AgainstCorner);
        } else if rules.camp_squares().contains(n) {
            themes.push(Theme::AgainstCamp);
        }
    }
    themes.push(match attackers {
        0..=2 => Theme::CaptureByTwo,
        3 => Theme::CaptureByThree,
        _ => Theme::CaptureByFour,
    });
    themes
}

/// Why a puzzle does not hold.
pub fn verify(puzzle: &Puzzle) -> Result<(), String> {
    let preset: Preset = puzzle
        .preset
        .parse()
        .map_err(|_| format!("{}: unknown preset {}", puzzle.id, puzzle.preset))?;
    let setup: tablut_core::Setup = puzzle
        .position
        .parse()
        .map_err(|e| format!("{}: position: {e}", puzzle.id))?;
    let start = Position::from_setup(&setup, preset.rules())
        .map_err(|e| format!("{}: illegal position: {e}", puzzle.id))?;
    let mut game = Game::new(start);
    if game.position().side_to_move() != puzzle.solver {
        return Err(format!("{}: the solver is not to move", puzzle.id));
    }
    let plies = 2 * puzzle.win_in - 1;
    let wins = winning_moves(&mut game, plies, 2);
    let first: Move = puzzle.solution[0]
        .parse()
        .map_err(|e| format!("{}: solution: {e}", puzzle.id))?;
    if wins != vec![first] {
        return Err(format!(
            "{}: the winning first moves are {:?}, not only {first}",
            puzzle.id, wins
        ));
    }
    if puzzle.win_in == 2 && !winning_moves(&mut game, 1, 1).is_empty() {
        return Err(format!("{}: it wins in one already", puzzle.id));
    }
    for text in &puzzle.solution {
        let mv: Move = text
            .parse()
            .map_err(|e| format!("{}: solution: {e}", puzzle.id))?;
        game.play(mv)
            .map_err(|e| format!("{}: solution move {mv} is illegal: {e}", puzzle.id))?;
    }
    match game.outcome() {
        Outcome::Win { winner, .. } if winner == puzzle.solver => Ok(()),
        other => Err(format!("{}: the solution ends {other}", puzzle.id)),
    }
}

/// Reads a JSON-lines file of puzzles.
pub fn read(text: &str) -> Result<Vec<Puzzle>, String> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .enumerate()
        .map(|(i, l)| serde_json::from_str(l).map_err(|e| format!("line {}: {e}", i + 1)))
        .collect()
}
