//! Game review: every move of a game weighed by the engine. Each position
//! is searched once; a move's worth is the position before it (its best
//! move's score) against the position after it (the opponent's score,
//! turned round). The difference is measured in winning chances, not
//! soldiers: a soldier matters little in a won game and much in a
//! balanced one. A move the engine would have played itself is `best`;
//! another is classed by how much of the mover's expected result it gave
//! away ([`Class::of`]), except a move that turns the game into a forced
//! loss or throws a forced win away: that is classed as the big servers
//! class it, by how bad the game already was ([`Class::judge`]).
//!
//! Winning chances come from a [`WinModel`] per preset: the expected
//! result (1 a win, ½ a draw) of the side to move given the engine's
//! score, a logistic curve whose scale is fitted to the engine's own
//! self-play games (`tablut balance --fit-chances`, see
//! `win_models.json`).

use crate::{Engine, Limits, Score, StopHandle};
use serde::{Deserialize, Serialize};
use tablut_core::{Game, Move, Outcome, Preset, Rules, Side};

/// The fitted models, as `tablut balance --fit-chances` writes them.
const FITTED: &str = include_str!("win_models.json");

/// Scale used where no fit exists (a variant far from every preset).
pub const DEFAULT_SCALE: f64 = 250.0;

/// Expected result from a score: `1 / (1 + e^(-centisoldiers / scale))`,
/// forced wins and losses 1 and 0.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct WinModel {
    /// Centisoldiers that move the expected result from ½ to about 0.73.
    pub scale: f64,
}

/// One preset's fitted model, as stored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FittedModel {
    /// The preset.
    pub preset: String,
    /// The model.
    pub scale: f64,
    /// Positions the fit used.
    pub positions: usize,
    /// Games they came from.
    pub games: usize,
    /// Mean log-loss of the fit on those positions (lower is better;
    /// ln 2 ≈ 0.693 is a coin toss).
    pub log_loss: f64,
    /// The same for a model that always says ½, for comparison.
    pub log_loss_even: f64,
}

/// The fitted models, with how they were made.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FittedModels {
    /// The command that made them.
    pub command: String,
    /// One per preset.
    pub models: Vec<FittedModel>,
}

impl WinModel {
    /// The fitted model of the preset whose rules are nearest `rules`.
    pub fn for_rules(rules: &Rules) -> WinModel {
        let preset = crate::weights::nearest_preset(rules);
        WinModel::for_preset(preset)
    }

    /// The fitted model of `preset`; [`DEFAULT_SCALE`] if none was
    /// fitted, or if the fit predicts the results no better than a coin
    /// toss (the scores then say too little for a scale of their own).
    pub fn for_preset(preset: Preset) -> WinModel {
        // Read once: the analysis board asks for a model at every depth.
        static FITTED_MODELS: std::sync::OnceLock<Option<FittedModels>> =
            std::sync::OnceLock::new();
        let fitted = FITTED_MODELS.get_or_init(|| serde_json::from_str(FITTED).ok());
        let scale = fitted
            .as_ref()
            .and_then(|f| f.models.iter().find(|m| m.preset == preset.name()))
            .filter(|m| m.log_loss < m.log_loss_even)
            .map(|m| m.scale)
            .filter(|s| s.is_finite() && *s > 0.0)
            .unwrap_or(DEFAULT_SCALE);
        WinModel { scale }
    }

    /// The expected result of the side to move, 0 to 1.
    pub fn expected(&self, score: Score) -> f64 {
        if score.is_win() {
            1.0
        } else if score.is_loss() {
            0.0
        } else {
            1.0 / (1.0 + (-f64::from(score.0) / self.scale).exp())
        }
    }
}

/// How good a move was (see [`Class::judge`] for the whole rule).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Class {
    /// The engine's own choice.
    Best,
    /// Gave away under [`INACCURACY`] of the expected result.
    Good,
    /// Gave away at least [`INACCURACY`]; or made a forced loss of a game
    /// already under [`HOPELESS`]; or threw a forced win away and still
    /// wins with at least 1 − [`HOPELESS`].
    Inaccuracy,
    /// Gave away at least [`MISTAKE`]; or made a forced loss of a game
    /// already under [`BAD`]; or threw a forced win away and still wins
    /// with at least 1 − [`BAD`].
    Mistake,
    /// Gave away at least [`BLUNDER`]; or made a forced loss of a game
    /// that was not already bad; or threw a forced win away for a game
    /// no longer clearly won.
    Blunder,
}

/// The drop in expected result that makes an inaccuracy.
pub const INACCURACY: f64 = 0.06;
/// ... a mistake.
pub const MISTAKE: f64 = 0.12;
/// ... a blunder.
pub const BLUNDER: f64 = 0.25;

/// The mover's expected result under which a game is already bad: making
/// a forced loss of it is a mistake, not a blunder. Lichess's line for a
/// mate created is an evaluation of −7 pawns, which its winning-chance
/// curve (`1 / (1 + e^(0.00368 · 700))`) makes 7%; here the same 7% of
/// the preset's fitted [`WinModel`], since a soldier is worth a different
/// share of the game in each rule set (−3.9 soldiers in Cartier, −3.4 in
/// BrainKing, −1.6 in Catalan, −0.6 in Ludoteka, −6.5 at the default
/// scale).
pub const BAD: f64 = 0.07;
/// The mover's expected result under which a game is already hopeless:
/// making a forced loss of it is only an inaccuracy. Lichess's −10 pawns,
/// 2.5% on its curve (−5.6 soldiers in Cartier, −4.8 in BrainKing, −2.3 in
/// Catalan, −0.85 in Ludoteka, −9.2 at the default scale).
pub const HOPELESS: f64 = 0.025;

impl Class {
    /// Every class, best first.
    pub const ALL: [Class; 5] = [
        Class::Best,
        Class::Good,
        Class::Inaccuracy,
        Class::Mistake,
        Class::Blunder,
    ];

    /// The class of a move that was (or was not) the engine's choice and
    /// gave away `drop` of the mover's expected result: the ordinary rule,
    /// for a move that neither makes a forced loss nor throws a forced win
    /// away ([`Class::judge`] is the whole rule).
    pub fn of(engine_choice: bool, drop: f64) -> Class {
        match drop {
            _ if engine_choice => Class::Best,
            d if d >= BLUNDER => Class::Blunder,
            d if d >= MISTAKE => Class::Mistake,
            d if d >= INACCURACY => Class::Inaccuracy,
            _ => Class::Good,
        }
    }

    /// The class of a move that was (or was not) the engine's choice,
    /// from the mover's score `before` it (its best move's) and `after`
    /// it, weighed with `model`. The engine's choice is `best`. Then, as
    /// lichess classes a mate created or lost:
    ///
    /// - a move after which the mover loses by force, from a position
    ///   that was not already a forced loss, is a `blunder` if the mover's
    ///   expected result before was at least [`BAD`] (7%), a `mistake` if
    ///   at least [`HOPELESS`] (2.5%), an `inaccuracy` below that: letting
    ///   the king out from a game only somewhat worse is a blunder, however
    ///   few points of the expected result were left to lose;
    /// - a move that throws a forced win away (the position after is no
    ///   forced win) is a `blunder` unless the mover still wins with at
    ///   least 1 − [`BAD`] (93%), then a `mistake`, or with at least
    ///   1 − [`HOPELESS`] (97.5%), then an `inaccuracy`;
    /// - any other move, a forced loss made shorter or a forced win made
    ///   longer among them, by the drop in expected result ([`Class::of`]).
    pub fn judge(engine_choice: bool, before: Score, after: Score, model: &WinModel) -> Class {
        let chance_before = model.expected(before);
        let chance_after = model.expected(after);
        // How bad the game was (a forced loss made) or still is (a forced
        // win thrown away) for the side that made or threw it.
        let by_how_bad = |chance: f64| {
            if chance >= BAD {
                Class::Blunder
            } else if chance >= HOPELESS {
                Class::Mistake
            } else {
                Class::Inaccuracy
            }
        };
        if engine_choice {
            Class::Best
        } else if after.is_loss() && !before.is_loss() {
            by_how_bad(chance_before)
        } else if before.is_win() && !after.is_win() {
            by_how_bad(1.0 - chance_after)
        } else {
            Class::of(false, (chance_before - chance_after).max(0.0))
        }
    }

    /// The class's word.
    pub fn name(self) -> &'static str {
        match self {
            Class::Best => "best",
            Class::Good => "good",
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
        }
    }
}

/// One move of a reviewed game.
#[derive(Clone, Debug, PartialEq)]
pub struct PlyReview {
    /// The move's number, from 1.
    pub ply: usize,
    /// The move.
    pub mv: Move,
    /// Who played it.
    pub side: Side,
    /// The engine's choice in the position before it.
    pub best: Move,
    /// The mover's score before the move (its best move's).
    pub score_before: Score,
    /// The mover's score after the move.
    pub score_after: Score,
    /// The mover's expected result before and after.
    pub chance_before: f64,
    /// ... after.
    pub chance_after: f64,
    /// How good it was.
    pub class: Class,
    /// The engine's line from the position before the move (the better
    /// line, when the move was not the engine's choice).
    pub line: Vec<Move>,
}

impl PlyReview {
    /// The attackers' expected result after this move.
    pub fn attackers_chance(&self) -> f64 {
        match self.side {
            Side::Attackers => self.chance_after,
            Side::Defenders => 1.0 - self.chance_after,
        }
    }
}

/// The score of a finished game's last position, for the side to move.
fn final_score(outcome: Outcome, to_move: Side) -> Score {
    match outcome {
        Outcome::Win { winner, .. } if winner == to_move => Score::win_in(0),
        Outcome::Win { .. } => Score::loss_in(0),
        _ => Score(0),
    }
}

/// Reviews every move of `game` (from its start position) with `engine`
/// searching each position within `limits`; `progress(done, total)`
/// hears of each position searched.
pub fn review(
    game: &Game,
    engine: &mut Engine,
    limits: &Limits,
    model: &WinModel,
    progress: impl FnMut(usize, usize),
) -> Vec<PlyReview> {
    review_until(game, engine, limits, model, |_| {}, || false, progress).unwrap_or_default()
}

/// Reviews every move of `game` as [`review`] does, but hands `on_search` the stop handle of each search before it starts,
/// then asks `stopped` whether to give up (`None`): a stop asked before
/// the handle was handed out is seen by `stopped`, a later one stops the
/// search. `progress(done, total)` hears of each position searched.
pub fn review_until(
    game: &Game,
    engine: &mut Engine,
    limits: &Limits,
    model: &WinModel,
    mut on_search: impl FnMut(StopHandle),
    stopped: impl Fn() -> bool,
    mut progress: impl FnMut(usize, usize),
) -> Option<Vec<PlyReview>> {
    let moves: Vec<Move> = game.moves().collect();
    let mut replay = Game::new(*game.start_position());
    // The score, best move and line of every position, for its side to move.
    let mut searched: Vec<(Score, Option<Move>, Vec<Move>)> = Vec::with_capacity(moves.len() + 1);
    engine.new_game();
    for i in 0..=moves.len() {
        let outcome = replay.outcome();
        if outcome.is_over() {
            let to_move = replay.position().side_to_move();
            searched.push((final_score(outcome, to_move), None, Vec::new()));
        } else {
            on_search(engine.stop_handle());
            if stopped() {
                return None;
            }
            let found = engine.search(&replay, limits, |_| {});
            searched.push((found.score, found.best, found.pv));
        }
        progress(i + 1, moves.len() + 1);
        if let Some(&mv) = moves.get(i) {
            if replay.play(mv).is_err() {
                break;
            }
        }
    }
    // A stop during the last search leaves its result cut short.
    if stopped() {
        return None;
    }
    let mut sides = Game::new(*game.start_position());
    let mut reviews = Vec::with_capacity(moves.len());
    for (i, &mv) in moves.iter().enumerate() {
        let side = sides.position().side_to_move();
        let _ = sides.play(mv);
        let (Some(before), Some(after)) = (searched.get(i), searched.get(i + 1)) else {
            break;
        };
        let best = before.1.unwrap_or(mv);
        let score_before = before.0;
        let score_after = Score(-after.0 .0);
        let chance_before = model.expected(score_before);
        let chance_after = model.expected(score_after);
        reviews.push(PlyReview {
            ply: i + 1,
            mv,
            side,
            best,
            score_before,
            score_after,
            chance_before,
            chance_after,
            class: Class::judge(best == mv, score_before, score_after, model),
            line: before.2.clone(),
        });
    }
    Some(reviews)
}

/// A side's moves by class, and what they gave away on average.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    /// Moves of each class, in [`Class::ALL`]'s order.
    pub counts: [usize; 5],
    /// Mean drop in expected result per move, in percentage points.
    pub average_loss: f64,
    /// Moves.
    pub moves: usize,
}

/// The summary of `side`'s moves.
pub fn summary(reviews: &[PlyReview], side: Side) -> Summary {
    let mut s = Summary::default();
    let mut lost = 0.0;
    for r in reviews.iter().filter(|r| r.side == side) {
        let i = Class::ALL.iter().position(|c| *c == r.class).unwrap_or(0);
        s.counts[i] += 1;
        s.moves += 1;
        lost += (r.chance_before - r.chance_after).max(0.0);
    }
    if s.moves > 0 {
        s.average_loss = 100.0 * lost / s.moves as f64;
    }
    s
}

/// Fits a model's scale to `(score, points)` samples (the side to move's
/// score, and the points it went on to make) by the least log-loss: the
/// scale, its log-loss, and that of always saying ½.
pub fn fit_scale(samples: &[(i32, f64)]) -> (f64, f64, f64) {
    let loss = |scale: f64| {
        let model = WinModel { scale };
        let mut total = 0.0;
        for &(score, points) in samples {
            let p = model.expected(Score(score)).clamp(1e-6, 1.0 - 1e-6);
            total -= points * p.ln() + (1.0 - points) * (1.0 - p).ln();
        }
        total / samples.len().max(1) as f64
    };
    // Golden-section search on the logarithm of the scale.
    let (mut lo, mut hi) = (10f64.ln(), 5000f64.ln());
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..80 {
        let a = hi - g * (hi - lo);
        let b = lo + g * (hi - lo);
        if loss(a.exp()) < loss(b.exp()) {
            hi = b;
        } else {
            lo = a;
        }
    }
    let scale = ((lo + hi) / 2.0).exp();
    (scale, loss(scale), std::f64::consts::LN_2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chances_follow_the_score() {
        let m = WinModel { scale: 200.0 };
        assert!((m.expected(Score(0)) - 0.5).abs() < 1e-9);
        assert!(m.expected(Score(200)) > 0.73 && m.expected(Score(200)) < 0.74);
        assert_eq!(m.expected(Score::win_in(5)), 1.0);
        assert_eq!(m.expected(Score::loss_in(2)), 0.0);
        assert!(m.expected(Score(-300)) < m.expected(Score(-100)));
    }

    #[test]
    fn classes_follow_the_drop() {
        assert_eq!(Class::of(true, 0.9), Class::Best);
        assert_eq!(Class::of(false, 0.01), Class::Good);
        assert_eq!(Class::of(false, INACCURACY), Class::Inaccuracy);
        assert_eq!(Class::of(false, MISTAKE), Class::Mistake);
        assert_eq!(Class::of(false, 0.6), Class::Blunder);
    }

    /// BrainKing's fitted model, the one of the tester's game (−2.44
    /// soldiers is 13% there).
    fn brainking() -> WinModel {
        WinModel::for_preset(Preset::Brainking)
    }

    #[test]
    fn letting_the_king_out_from_a_game_only_somewhat_worse_is_a_blunder() {
        // The tester's move: −2.44 before (13% for the attackers), "loss
        // in 1" after. The drop alone, 13 points, made it a mistake.
        let m = brainking();
        let before = Score(-244);
        assert!(
            (m.expected(before) - 0.13).abs() < 0.01,
            "{}",
            m.expected(before)
        );
        assert_eq!(
            Class::judge(false, before, Score::loss_in(1), &m),
            Class::Blunder
        );
        // From an even game, or from a little over 7%, the same.
        assert_eq!(
            Class::judge(false, Score(0), Score::loss_in(3), &m),
            Class::Blunder
        );
        assert_eq!(
            Class::judge(false, Score(-330), Score::loss_in(1), &m),
            Class::Blunder
        );
        // The engine's own move stays best.
        assert_eq!(
            Class::judge(true, before, Score::loss_in(1), &m),
            Class::Best
        );
    }

    #[test]
    fn a_forced_loss_made_of_a_bad_game_is_less_than_a_blunder() {
        let m = brainking();
        // Under 7% (−3.4 soldiers in BrainKing): a mistake.
        assert!(m.expected(Score(-400)) < BAD && m.expected(Score(-400)) >= HOPELESS);
        assert_eq!(
            Class::judge(false, Score(-400), Score::loss_in(1), &m),
            Class::Mistake
        );
        // Under 2.5% (−4.8 soldiers): an inaccuracy.
        assert!(m.expected(Score(-600)) < HOPELESS);
        assert_eq!(
            Class::judge(false, Score(-600), Score::loss_in(1), &m),
            Class::Inaccuracy
        );
        // Already lost by force: a shorter forced loss is no blunder, no
        // mistake, no inaccuracy.
        assert_eq!(
            Class::judge(false, Score::loss_in(8), Score::loss_in(2), &m),
            Class::Good
        );
    }

    #[test]
    fn throwing_a_forced_win_away_is_a_blunder_unless_still_winning_or_kept() {
        let m = brainking();
        // Win in 2 thrown away for +1.50 (76%): a blunder, though the drop
        // is only 24 points.
        assert!(m.expected(Score(150)) > 1.0 - BLUNDER);
        assert_eq!(
            Class::judge(false, Score::win_in(3), Score(150), &m),
            Class::Blunder
        );
        // ... or for a forced loss.
        assert_eq!(
            Class::judge(false, Score::win_in(3), Score::loss_in(2), &m),
            Class::Blunder
        );
        // Still winning with 93% or more: a mistake; with 97.5% or more, an
        // inaccuracy (the drop alone made both good).
        assert!(m.expected(Score(400)) >= 1.0 - BAD && m.expected(Score(400)) < 1.0 - HOPELESS);
        assert_eq!(
            Class::judge(false, Score::win_in(3), Score(400), &m),
            Class::Mistake
        );
        assert!(m.expected(Score(600)) >= 1.0 - HOPELESS);
        assert_eq!(
            Class::judge(false, Score::win_in(3), Score(600), &m),
            Class::Inaccuracy
        );
        // A forced win kept, even a slower one, loses nothing.
        assert_eq!(
            Class::judge(false, Score::win_in(3), Score::win_in(7), &m),
            Class::Good
        );
        assert_eq!(
            Class::judge(true, Score::win_in(3), Score::win_in(1), &m),
            Class::Best
        );
        // Away from forced results the drop decides, as before.
        assert_eq!(
            Class::judge(false, Score(300), Score(-300), &m),
            Class::Blunder
        );
        assert_eq!(Class::judge(false, Score(0), Score(-30), &m), Class::Good);
    }

    #[test]
    fn a_fit_finds_the_scale_the_results_follow() {
        // Results drawn exactly as a scale-300 model expects them.
        let truth = WinModel { scale: 300.0 };
        let mut samples = Vec::new();
        for score in (-900..=900).step_by(30) {
            let p = truth.expected(Score(score));
            samples.push((score, p));
        }
        let (scale, loss, even) = fit_scale(&samples);
        assert!((scale - 300.0).abs() < 5.0, "{scale}");
        assert!(loss < even);
    }

    #[test]
    fn every_preset_has_a_fitted_model() {
        let fitted: FittedModels = serde_json::from_str(FITTED).expect("win_models.json reads");
        for preset in Preset::ALL {
            assert!(
                fitted.models.iter().any(|m| m.preset == preset.name()),
                "no model for {}",
                preset.name()
            );
            let m = WinModel::for_preset(preset);
            assert!(m.scale > 0.0 && m.scale.is_finite());
        }
    }
}
