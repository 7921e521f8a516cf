//! Conditional premoves by correspondence, as lichess offers them: a
//! player leaves lines of "if they play X, I play Y" (and further X2, Y2
//! …), and the server plays the answer when the opponent moves, while the
//! player is away. The lines are stored (the player is offline, and the
//! opponent may move through any server) and checked against the game
//! when they are set: every move legal in turn from the position, the
//! opponent's first.
//!
//! When the opponent moves, the lines starting with that move are kept,
//! the first of them gives the answer, and what follows the answer in
//! each line whose answer is the same stays for the next move; every
//! other line is dropped (the game went another way).

use tablut_core::{Game, Move, Side, TimeControl};

use crate::error::ApiError;
use crate::store::{Store, StoreError};
use crate::text::{t, tr, Args};
use crate::time::now_ms;

/// The most lines a seat may leave.
pub const MAX_LINES: usize = 20;

/// The most moves in one line (both sides').
pub const MAX_LINE: usize = 20;

/// What the opponent's move `played` makes of `lines`: the answer to
/// play, if a line has one, and the lines left for the moves after it.
pub fn follow(lines: &[Vec<Move>], played: Move) -> (Option<Move>, Vec<Vec<Move>>) {
    let answer = lines
        .iter()
        .find(|l| l.first() == Some(&played) && l.len() >= 2)
        .map(|l| l[1]);
    let Some(answer) = answer else {
        return (None, Vec::new());
    };
    let rest = lines
        .iter()
        .filter(|l| l.len() > 2 && l[0] == played && l[1] == answer)
        .map(|l| l[2..].to_vec())
        .collect();
    (Some(answer), rest)
}

/// Checks lines for `side` in `game`: a correspondence game going on,
/// the opponent to move, every line an even number of moves each legal
/// in turn.
pub fn check(
    game: &Game,
    clock: Option<TimeControl>,
    side: Side,
    lines: &[Vec<Move>],
) -> Result<(), ApiError> {
    if !clock.is_some_and(TimeControl::is_correspondence) {
        return Err(ApiError::not_allowed(t("error-conditional-correspondence")));
    }
    if lines.is_empty() {
        return Ok(());
    }
    if game.position().side_to_move() == side {
        return Err(ApiError::not_allowed(t("error-conditional-your-turn")));
    }
    if lines.len() > MAX_LINES {
        return Err(ApiError::bad_request(tr(
            "error-conditional-too-many",
            &Args::new().num("max", MAX_LINES as f64),
        )));
    }
    for (n, line) in lines.iter().enumerate() {
        if line.len() < 2 || line.len() % 2 != 0 || line.len() > MAX_LINE {
            return Err(ApiError::bad_request(tr(
                "error-conditional-shape",
                &Args::new()
                    .num("line", (n + 1) as f64)
                    .num("max", MAX_LINE as f64),
            )));
        }
        let mut g = game.clone();
        for mv in line {
            if g.outcome().is_over() || g.play(*mv).is_err() {
                return Err(ApiError::bad_request(tr(
                    "error-conditional-illegal",
                    &Args::new()
                        .num("line", (n + 1) as f64)
                        .str("move", mv.to_string()),
                )));
            }
        }
    }
    Ok(())
}

impl Store {
    /// The conditional lines `side` left in game `id`.
    pub async fn conditional_lines(
        &self,
        id: &str,
        side: Side,
    ) -> Result<Vec<Vec<Move>>, StoreError> {
        let row: Option<(String,)> =
            sqlx::query_as("SELECT lines FROM conditional_moves WHERE game_id = $1 AND side = $2")
                .bind(id)
                .bind(side.name())
                .fetch_optional(&self.pool)
                .await?;
        // Written by this module only; lines that no longer read are none.
        Ok(row
            .and_then(|(text,)| serde_json::from_str(&text).ok())
            .unwrap_or_default())
    }

    /// Replaces `side`'s conditional lines in game `id` (none: removes
    /// them).
    pub async fn set_conditional_lines(
        &self,
        id: &str,
        side: Side,
        lines: &[Vec<Move>],
    ) -> Result<(), StoreError> {
        if lines.is_empty() {
            sqlx::query("DELETE FROM conditional_moves WHERE game_id = $1 AND side = $2")
                .bind(id)
                .bind(side.name())
                .execute(&self.pool)
                .await?;
            return Ok(());
        }
        let text = serde_json::to_string(lines).expect("moves serialize");
        sqlx::query(
            "INSERT INTO conditional_moves (game_id, side, lines, updated_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (game_id, side) DO UPDATE SET lines = $3, updated_at = $4",
        )
        .bind(id)
        .bind(side.name())
        .bind(text)
        .bind(now_ms())
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(s: &str) -> Move {
        s.parse().unwrap()
    }

    fn line(s: &str) -> Vec<Move> {
        s.split_whitespace().map(mv).collect()
    }

    #[test]
    fn the_first_matching_line_answers_and_its_followers_stay() {
        let lines = vec![
            line("e3-e1 d1-d3 e1-e2 d3-d2"),
            line("e3-e1 d1-d3 f5-f8 d3-d4"),
            line("e3-e1 a4-a3"),
            line("c5-c8 d1-d2"),
        ];
        let (answer, rest) = follow(&lines, mv("e3-e1"));
        assert_eq!(answer, Some(mv("d1-d3")));
        assert_eq!(rest, vec![line("e1-e2 d3-d2"), line("f5-f8 d3-d4")]);
        let (answer, rest) = follow(&rest, mv("f5-f8"));
        assert_eq!(answer, Some(mv("d3-d4")));
        assert!(rest.is_empty(), "the line ended");
        let (answer, rest) = follow(&lines, mv("g5-g8"));
        assert_eq!(
            (answer, rest),
            (None, Vec::new()),
            "another way: all dropped"
        );
    }
}
