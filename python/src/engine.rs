//! `tablut.Engine`: tablut's search (`tablut_engine`) on a `tablut.Game`,
//! with the GIL released while it thinks, its several best lines, and the
//! review of a whole game in the classes of `tablut analyze --game`.

use std::time::Duration;

use pyo3::prelude::*;
use tablut_core::{Game, Move, Rules};
use tablut_engine::review::{review, WinModel};
use tablut_engine::{Engine, EngineConfig, Limits, Score};

use crate::errors::EngineError;
use crate::game::{move_from, side_name, variant_from, PyGame};

fn texts(moves: &[Move]) -> Vec<String> {
    moves.iter().map(|m| m.to_string()).collect()
}

/// Signed moves to a forced end: positive when the side to move wins.
fn mate(score: Score) -> Option<i64> {
    let moves = i64::from(score.moves_to_end()?);
    Some(if score.is_win() { moves } else { -moves })
}

/// What a search found.
#[pyclass(module = "tablut", frozen, get_all)]
#[derive(Clone)]
pub struct SearchResult {
    /// The move to play (`None` only when the game is over).
    pub best: Option<String>,
    /// The score for the side to move, in hundredths of a soldier (forced
    /// results are ±30,000 less the plies to the end).
    pub score: i32,
    /// The score as tablut prints it (`"+1.25"`, `"win in 3"`).
    pub score_text: String,
    /// Moves to a forced end, positive when the side to move wins; `None`
    /// when the search sees no forced end.
    pub mate: Option<i64>,
    /// The expected result of the side to move (1 a win, ½ a draw), from
    /// the score by the rule set's fitted model.
    pub winning_chance: f64,
    /// The principal variation, `best` first.
    pub line: Vec<String>,
    /// Depth of the last completed iteration.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Seconds used.
    pub time: f64,
}

#[pymethods]
impl SearchResult {
    fn __repr__(&self) -> String {
        format!(
            "SearchResult(best={:?}, score={}, winning_chance={:.3}, depth={})",
            self.best, self.score_text, self.winning_chance, self.depth
        )
    }
}

/// One of several best lines of a position.
#[pyclass(module = "tablut", frozen, get_all)]
#[derive(Clone)]
pub struct Line {
    /// The line's first move.
    #[pyo3(name = "move")]
    pub mv: String,
    /// Score for the side to move after that move, hundredths of a soldier.
    pub score: i32,
    /// The score as tablut prints it.
    pub score_text: String,
    /// The expected result of the side to move.
    pub winning_chance: f64,
    /// The line, its first move first.
    pub line: Vec<String>,
}

#[pymethods]
impl Line {
    fn __repr__(&self) -> String {
        format!("Line({}, {})", self.mv, self.score_text)
    }
}

/// One move of a reviewed game, as `tablut analyze --game` judges it.
#[pyclass(module = "tablut", frozen, get_all)]
#[derive(Clone)]
pub struct MoveReview {
    /// The move's number, from 1.
    pub ply: usize,
    /// The move.
    #[pyo3(name = "move")]
    pub mv: String,
    /// Who played it: `"attackers"` or `"defenders"`.
    pub side: String,
    /// The engine's choice in the position before it.
    pub best: String,
    /// The mover's score before the move (its best move's) and after it.
    pub score_before: i32,
    /// ... after.
    pub score_after: i32,
    /// The mover's expected result before and after.
    pub chance_before: f64,
    /// ... after.
    pub chance_after: f64,
    /// `"best"`, `"good"`, `"inaccuracy"`, `"mistake"` or `"blunder"`.
    pub classification: String,
    /// The engine's line from the position before the move.
    pub line: Vec<String>,
}

#[pymethods]
impl MoveReview {
    fn __repr__(&self) -> String {
        format!(
            "MoveReview({}. {} {}, best {})",
            self.ply, self.mv, self.classification, self.best
        )
    }
}

/// Search limits from the keyword arguments; one second when none is given.
fn limits(time: Option<f64>, depth: Option<u32>, nodes: Option<u64>) -> PyResult<Limits> {
    let movetime = match time {
        Some(t) if !(t > 0.0 && t.is_finite()) => {
            return Err(EngineError::new_err(format!(
                "time={t}: give a positive number of seconds"
            )))
        }
        Some(t) => Some(Duration::from_secs_f64(t)),
        None => None,
    };
    if depth == Some(0) {
        return Err(EngineError::new_err("depth=0: give at least 1 ply"));
    }
    if movetime.is_none() && depth.is_none() && nodes.is_none() {
        return Ok(Limits::movetime(Duration::from_secs(1)));
    }
    Ok(Limits {
        depth,
        nodes,
        movetime,
        ..Limits::default()
    })
}

/// tablut's engine: iterative-deepening search with a transposition table,
/// on as many threads as asked.
#[pyclass(module = "tablut", name = "Engine")]
pub struct PyEngine {
    engine: Engine,
    rules: Rules,
    variant: String,
}

impl PyEngine {
    fn game_of(&self, game: Option<&PyGame>) -> Game {
        match game {
            Some(g) => g.game.clone(),
            None => Game::start(self.rules),
        }
    }
}

#[pymethods]
impl PyEngine {
    /// `Engine(variant="ashton", *, threads=1, hash_mb=64)`. The variant is
    /// the rule set of the games it is given when none is (a move list to
    /// review, the start); a `tablut.Game` is searched under its own rules.
    #[new]
    #[pyo3(signature = (variant = "ashton", *, threads = 1, hash_mb = 64))]
    fn py_new(variant: &str, threads: usize, hash_mb: usize) -> PyResult<PyEngine> {
        let v = variant_from(variant, None)?;
        let engine = Engine::try_new(EngineConfig {
            threads,
            hash_mb,
            ..EngineConfig::default()
        })
        .map_err(|e| EngineError::new_err(e.to_string()))?;
        Ok(PyEngine {
            engine,
            rules: v.rules,
            variant: v.to_string(),
        })
    }

    /// The rule set given at construction.
    #[getter]
    fn variant(&self) -> String {
        self.variant.clone()
    }

    /// Searches the current position of `game` (the start when `None`)
    /// for `time` seconds, to `depth` plies, or for `nodes` nodes (one
    /// second when none is given) and returns the best move, its score,
    /// the winning chance and the line.
    #[pyo3(signature = (game = None, *, time = None, depth = None, nodes = None))]
    fn search(
        &mut self,
        py: Python<'_>,
        game: Option<PyRef<'_, PyGame>>,
        time: Option<f64>,
        depth: Option<u32>,
        nodes: Option<u64>,
    ) -> PyResult<SearchResult> {
        let limits = limits(time, depth, nodes)?;
        let game = self.game_of(game.as_deref());
        let engine = &mut self.engine;
        let result = py.allow_threads(|| engine.search(&game, &limits, |_| {}));
        let model = WinModel::for_rules(game.rules());
        Ok(SearchResult {
            best: result.best.map(|m| m.to_string()),
            score: result.score.0,
            score_text: result.score.to_string(),
            mate: mate(result.score),
            winning_chance: model.expected(result.score),
            line: texts(&result.pv),
            depth: result.depth,
            nodes: result.nodes,
            time: result.elapsed.as_secs_f64(),
        })
    }

    /// The `lines` best moves of the current position of `game`, best
    /// first, each with its score, winning chance and line (multi-PV; one
    /// thread). Limits as for `search`, bounding the whole.
    #[pyo3(signature = (game = None, *, lines = 3, time = None, depth = None, nodes = None))]
    fn analyse(
        &mut self,
        py: Python<'_>,
        game: Option<PyRef<'_, PyGame>>,
        lines: usize,
        time: Option<f64>,
        depth: Option<u32>,
        nodes: Option<u64>,
    ) -> PyResult<Vec<Line>> {
        let limits = limits(time, depth, nodes)?;
        let game = self.game_of(game.as_deref());
        let engine = &mut self.engine;
        let found = py.allow_threads(|| engine.search_lines(&game, &limits, lines, |_, _, _| {}));
        let model = WinModel::for_rules(game.rules());
        Ok(found
            .into_iter()
            .filter(|l| !l.pv.is_empty())
            .map(|l| Line {
                mv: l.pv[0].to_string(),
                score: l.score.0,
                score_text: l.score.to_string(),
                winning_chance: model.expected(l.score),
                line: texts(&l.pv),
            })
            .collect())
    }

    /// Reviews every move of a game — a `tablut.Game` (from its start
    /// position) or a list of moves from the start of the engine's rule set
    /// — searching each position within the limits (one second each when
    /// none is given), and classes each move as `tablut analyze --game`
    /// does: best, good, inaccuracy, mistake, blunder.
    #[pyo3(signature = (game, *, time = None, depth = None, nodes = None))]
    fn review(
        &mut self,
        py: Python<'_>,
        game: &Bound<'_, PyAny>,
        time: Option<f64>,
        depth: Option<u32>,
        nodes: Option<u64>,
    ) -> PyResult<Vec<MoveReview>> {
        let limits = limits(time, depth, nodes)?;
        let game = if let Ok(g) = game.downcast::<PyGame>() {
            g.borrow().game.clone()
        } else {
            let mut g = Game::start(self.rules);
            for item in game.try_iter()? {
                let mv = move_from(&item?)?;
                g.play(mv).map_err(crate::errors::illegal)?;
            }
            g
        };
        let model = WinModel::for_rules(game.rules());
        let engine = &mut self.engine;
        let reviews = py.allow_threads(|| review(&game, engine, &limits, &model, |_, _| {}));
        Ok(reviews
            .into_iter()
            .map(|r| MoveReview {
                ply: r.ply,
                mv: r.mv.to_string(),
                side: side_name(r.side).into(),
                best: r.best.to_string(),
                score_before: r.score_before.0,
                score_after: r.score_after.0,
                chance_before: r.chance_before,
                chance_after: r.chance_after,
                classification: r.class.name().into(),
                line: texts(&r.line),
            })
            .collect())
    }

    /// Forgets what earlier searches learned (a new game).
    fn new_game(&mut self) {
        self.engine.new_game();
    }
}
