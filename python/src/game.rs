//! `tablut.Game`, `tablut.Outcome`, `tablut.perft` and the rule-set
//! helpers: a thin layer over `tablut_core`'s [`Game`], [`Variant`] and
//! notation.

use numpy::{PyArray1, PyArray2, PyArray3, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};
use tablut_core::notation::{read_record, write_record_with_end};
use tablut_core::{
    DrawReason, Flag, Game, GameEnd, Move, Piece, Position, Preset, Setup, Side, Square, Variant,
    WinReason,
};

use crate::encode;
use crate::errors::{illegal, notation, rules};

/// The name Python uses for a side: `"attackers"` or `"defenders"`.
pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::Attackers => "attackers",
        Side::Defenders => "defenders",
    }
}

/// Reads a rule set: a preset or variant string (`"ludoteka:king_armed=false"`)
/// with further flags given as keyword arguments (`king_armed=False`).
pub fn variant_from(text: &str, flags: Option<&Bound<'_, PyDict>>) -> PyResult<Variant> {
    let mut variant: Variant = text.parse().map_err(rules)?;
    let Some(flags) = flags else {
        return Ok(variant);
    };
    let mut assignments = Vec::with_capacity(flags.len());
    for (name, value) in flags.iter() {
        let name: String = name.extract()?;
        let value = if let Ok(b) = value.extract::<bool>() {
            b.to_string()
        } else if let Ok(n) = value.extract::<i64>() {
            n.to_string()
        } else {
            value.str()?.to_string()
        };
        assignments.push(format!("{name}={value}"));
    }
    variant
        .rules
        .apply_all(assignments.iter().map(String::as_str))
        .map_err(rules)?;
    Ok(variant)
}

/// Reads a move given as `"e3-h3"`, as a pair of squares `("e3", "h3")`, or
/// as an action index of the reinforcement-learning layout.
pub fn move_from(obj: &Bound<'_, PyAny>) -> PyResult<Move> {
    if let Ok(text) = obj.extract::<String>() {
        return text.parse().map_err(notation);
    }
    if let Ok(action) = obj.extract::<i64>() {
        return usize::try_from(action)
            .ok()
            .and_then(encode::move_of)
            .ok_or_else(|| {
                notation(format!(
                    "{action} is not an action: actions are 0 to {} and stay on the board",
                    encode::ACTIONS - 1
                ))
            });
    }
    if let Ok((from, to)) = obj.extract::<(String, String)>() {
        let square = |s: &str| s.parse::<Square>().map_err(notation);
        return Move::new(square(&from)?, square(&to)?).ok_or_else(|| {
            notation(format!(
                "'{from}-{to}' is not a move: pieces move along a rank or file, like a chess rook"
            ))
        });
    }
    Err(notation(format!(
        "{} is not a move: give \"e3-h3\", (\"e3\", \"h3\") or an action index",
        obj.repr()?
    )))
}

/// How a game stands: going on, won (by whom and how) or drawn (and why).
#[pyclass(module = "tablut", name = "Outcome", frozen, eq)]
#[derive(Clone, PartialEq)]
pub struct GameOutcome {
    /// `"ongoing"`, `"attackers win"`, `"defenders win"`, `"draw"`, or
    /// `"no result"` for an aborted game read from a record.
    #[pyo3(get)]
    pub result: String,
    /// `"attackers"`, `"defenders"`, or `None` (draw, ongoing).
    #[pyo3(get)]
    pub winner: Option<String>,
    /// Why: `"escape"`, `"king_captured"`, `"no_legal_moves"`,
    /// `"repetition"`, `"adjudicated"`, or for an end from outside the rules
    /// (a record's) `"resignation"`, `"time"`, `"forfeit"`, `"agreement"`,
    /// `"abort"`; `None` while the game goes on.
    #[pyo3(get)]
    pub reason: Option<String>,
    /// The sentence for people, as every tablut screen says it
    /// ("The king escaped to c9: the defenders win."); `None` while the
    /// game goes on.
    #[pyo3(get)]
    pub sentence: Option<String>,
}

#[pymethods]
impl GameOutcome {
    /// Whether the game has ended.
    #[getter]
    fn is_over(&self) -> bool {
        self.result != "ongoing"
    }

    fn __repr__(&self) -> String {
        match &self.reason {
            None => "Outcome(ongoing)".into(),
            Some(reason) => format!("Outcome({}, {reason})", self.result),
        }
    }
}

impl GameOutcome {
    /// The outcome of `end` (or of a game going on) in `position`.
    pub fn of(end: Option<&GameEnd>, position: &Position) -> GameOutcome {
        let Some(end) = end else {
            return GameOutcome {
                result: "ongoing".into(),
                winner: None,
                reason: None,
                sentence: None,
            };
        };
        let reason = match end {
            GameEnd::Win { reason, .. } => match reason {
                WinReason::Escape => "escape",
                WinReason::KingCaptured => "king_captured",
                WinReason::NoLegalMoves => "no_legal_moves",
            },
            GameEnd::Draw { reason } => match reason {
                DrawReason::Repetition => "repetition",
                DrawReason::NoLegalMoves => "no_legal_moves",
                DrawReason::Adjudicated => "adjudicated",
            },
            GameEnd::Resignation { .. } => "resignation",
            GameEnd::Time { .. } => "time",
            GameEnd::Forfeit { .. } => "forfeit",
            GameEnd::Agreement => "agreement",
            GameEnd::Abort => "abort",
            GameEnd::Adjudication { .. } => "adjudicated",
        };
        GameOutcome {
            result: end.result_text().into(),
            winner: end.winner().map(|w| side_name(w).into()),
            reason: Some(reason.into()),
            sentence: Some(end.sentence(position)),
        }
    }
}

/// A game of Tablut under one rule set: the start position, the moves
/// played, repetition as the rule set counts it, and the outcome.
#[pyclass(module = "tablut", name = "Game")]
#[derive(Clone)]
pub struct PyGame {
    /// The game.
    pub game: Game,
    /// Its rule set.
    pub variant: Variant,
    /// An end from outside the rules, read from a record (a resignation…);
    /// forgotten once a move is played or taken back.
    pub end: Option<GameEnd>,
    /// The tags of the record it was read from (those the writer does not
    /// write itself).
    pub tags: Vec<(String, String)>,
}

/// Tags a record writer writes itself.
const OWN_TAGS: [&str; 6] = [
    "variant",
    "result",
    "termination",
    "position",
    "side-to-move",
    "rules",
];

impl PyGame {
    /// A game from `game` under `variant`.
    pub fn new(game: Game, variant: Variant) -> PyGame {
        PyGame {
            game,
            variant,
            end: None,
            tags: Vec::new(),
        }
    }

    fn current_end(&self) -> Option<GameEnd> {
        GameEnd::of_game(&self.game).or_else(|| self.end.clone())
    }
}

#[pymethods]
impl PyGame {
    /// `Game(variant="ashton", *, position=None, **rules)`: a new game under
    /// a preset (`"ashton"`, `"ashton-server"`, `"ludoteka"`, `"catalan"`,
    /// `"brainking"`, `"cartier"`) or variant string
    /// (`"ludoteka:king_armed=false"`), with rule flags as keyword
    /// arguments (`king_armed=False`). `position` is an OpenTafl position
    /// with the side to move (`"/3ttt3/4t4/…/3ttt3/ d"`); the standard start
    /// by default.
    #[new]
    #[pyo3(signature = (variant = "ashton", *, position = None, **rules))]
    fn py_new(
        variant: &str,
        position: Option<&str>,
        rules: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<PyGame> {
        let variant = variant_from(variant, rules)?;
        let start = match position {
            None => Position::start(variant.rules),
            Some(text) => {
                let setup: Setup = text.parse().map_err(notation)?;
                Position::from_setup(&setup, variant.rules).map_err(notation)?
            }
        };
        Ok(PyGame::new(Game::new(start), variant))
    }

    /// Reads an OpenTafl game record (as `tablut` and OpenTafl write them)
    /// and replays its moves.
    #[staticmethod]
    fn from_record(text: &str) -> PyResult<PyGame> {
        let record = read_record(text).map_err(notation)?;
        Ok(PyGame {
            game: record.game,
            variant: record.variant,
            end: record.end,
            tags: record
                .tags
                .into_iter()
                .filter(|(k, _)| !OWN_TAGS.contains(&k.as_str()))
                .collect(),
        })
    }

    /// The game as an OpenTafl record; keyword arguments become tags
    /// (`event="…"`, `attackers="…"`), after those of the record the game
    /// was read from.
    #[pyo3(signature = (**tags))]
    fn record(&self, tags: Option<&Bound<'_, PyDict>>) -> PyResult<String> {
        let mut all = self.tags.clone();
        if let Some(tags) = tags {
            for (k, v) in tags.iter() {
                all.push((k.extract()?, v.str()?.to_string()));
            }
        }
        let refs: Vec<(&str, &str)> = all.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        Ok(write_record_with_end(
            &self.game,
            &self.variant,
            self.end.as_ref(),
            &refs,
        ))
    }

    /// The rule set as a variant string (`"ludoteka:king_armed=false"`).
    #[getter]
    fn variant(&self) -> String {
        self.variant.to_string()
    }

    /// Every rule flag and its value, as text.
    #[getter]
    fn rules<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        for f in Flag::ALL {
            d.set_item(f.name(), f.get(&self.variant.rules))?;
        }
        Ok(d)
    }

    /// The legal moves of the side to move, like `"e3-h3"` (none once the
    /// game is over).
    fn legal_moves(&self) -> Vec<String> {
        self.game
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect()
    }

    /// The legal moves as action indices (see `tablut.action_to_move`).
    fn legal_actions<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        let v: Vec<i64> = self
            .game
            .legal_moves()
            .iter()
            .map(|&m| encode::action_of(m) as i64)
            .collect();
        PyArray1::from_vec(py, v)
    }

    /// Whether `move` is legal now.
    #[pyo3(name = "is_legal", signature = (move_))]
    fn is_legal(&self, move_: &Bound<'_, PyAny>) -> bool {
        move_from(move_).is_ok_and(|mv| self.game.check_move(mv).is_ok())
    }

    /// Plays `move` (`"e3-h3"`, `("e3", "h3")` or an action index) and
    /// returns the squares it captured. Raises `IllegalMoveError` saying
    /// why when the rules do not allow it, and changes nothing.
    #[pyo3(signature = (move_))]
    fn play(&mut self, move_: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
        let mv = move_from(move_)?;
        let ply = self.game.play(mv).map_err(illegal)?;
        let captures = ply.captures.map(|s| s.to_string()).collect();
        self.end = None;
        Ok(captures)
    }

    /// Takes back the last move and returns it; `None` at the start.
    fn undo(&mut self) -> Option<String> {
        self.end = None;
        self.game.undo().map(|m| m.to_string())
    }

    /// The moves played, in order.
    #[getter]
    fn moves(&self) -> Vec<String> {
        self.game.moves().map(|m| m.to_string()).collect()
    }

    /// `"attackers"` or `"defenders"`.
    #[getter]
    fn side_to_move(&self) -> &'static str {
        side_name(self.game.position().side_to_move())
    }

    /// How the game stands (see `Outcome`).
    #[getter]
    fn outcome(&self) -> GameOutcome {
        GameOutcome::of(self.current_end().as_ref(), self.game.position())
    }

    /// How many times the current position has occurred, as the rule set
    /// counts it (the Challenge server's rules never count the start).
    #[getter]
    fn repetitions(&self) -> u8 {
        self.game.plies().last().map_or(0, |p| p.occurrence)
    }

    /// The occurrence of a position that draws the game under these rules
    /// (3, or 2 under the Ashton presets); `None` where repetition does not
    /// draw.
    #[getter]
    fn draw_at(&self) -> Option<u8> {
        self.variant.rules.draw_occurrence()
    }

    /// The board as a 9×9 `int8` array indexed `[rank - 1, file]` (a = 0):
    /// 0 empty, 1 attacker, 2 defender, 3 king.
    #[getter]
    fn board<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray2<i8>>> {
        let p = self.game.position();
        let rows: Vec<Vec<i8>> = (0..9u8)
            .map(|rank| {
                (0..9u8)
                    .map(|file| {
                        let sq = Square::from_index(rank * 9 + file).expect("on the board");
                        match p.piece_at(sq) {
                            None => 0,
                            Some(Piece::Attacker) => 1,
                            Some(Piece::Defender) => 2,
                            Some(Piece::King) => 3,
                        }
                    })
                    .collect()
            })
            .collect();
        Ok(PyArray2::from_vec2(py, &rows)?)
    }

    /// The board as text, rank 9 first: `A` attacker, `D` defender, `K`
    /// king, `.` empty.
    #[getter]
    fn board_text(&self) -> String {
        self.game.position().to_setup().to_grid()
    }

    /// The current position as an OpenTafl position record with the side to
    /// move (`"/3ttt3/…/3ttt3/ d"`), as `Game(position=…)` reads it.
    #[getter]
    fn position(&self) -> String {
        self.game.position().to_string()
    }

    /// The observation of the current position (see `tablut.OBS_PLANES`):
    /// a `uint8` array of shape (7, 9, 9).
    fn observation<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray3<u8>>> {
        let statics = encode::static_planes(&self.variant.rules);
        let mut out = vec![0u8; encode::OBS_LEN];
        encode::write_observation(self.game.position(), &statics, &mut out);
        PyArray1::from_vec(py, out).reshape([encode::PLANES, 9, 9])
    }

    /// The legal-action mask: a `bool` array of 2,592 flags.
    fn action_mask<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<bool>> {
        let mut out = vec![false; encode::ACTIONS];
        encode::write_mask(&self.game.legal_moves(), &mut out);
        PyArray1::from_vec(py, out)
    }

    /// A copy of the game.
    fn copy(&self) -> PyGame {
        self.clone()
    }

    fn __copy__(&self) -> PyGame {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyGame {
        self.clone()
    }

    /// Moves played.
    fn __len__(&self) -> usize {
        self.game.len()
    }

    fn __str__(&self) -> String {
        self.board_text()
    }

    fn __repr__(&self) -> String {
        format!(
            "Game({:?}, moves={}, {} to move, {})",
            self.variant.to_string(),
            self.game.len(),
            self.side_to_move(),
            self.outcome().result
        )
    }
}

/// The number of legal move sequences of `depth` plies from the start of
/// `variant` (a game-ending move has no continuation), counted by the
/// rules library with the GIL released.
#[pyfunction]
pub fn perft(py: Python<'_>, variant: &str, depth: u32) -> PyResult<u64> {
    let variant = variant_from(variant, None)?;
    Ok(py.allow_threads(|| {
        let mut game = Game::start(variant.rules);
        tablut_core::perft::perft(&mut game, depth)
    }))
}

/// The presets: `(name, summary)` pairs.
#[pyfunction]
pub fn presets() -> Vec<(&'static str, &'static str)> {
    Preset::ALL
        .iter()
        .map(|p| (p.name(), p.summary()))
        .collect()
}

/// Every rule flag: `{name: (values, meaning)}`, the values joined by `|`.
#[pyfunction]
pub fn rule_flags<'py>(py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    for f in Flag::ALL {
        d.set_item(f.name(), PyTuple::new(py, [f.values(), f.meaning()])?)?;
    }
    Ok(d)
}

/// The action index of a move (`"e3-h3"` or a pair of squares).
#[pyfunction]
#[pyo3(signature = (move_))]
pub fn move_to_action(move_: &Bound<'_, PyAny>) -> PyResult<usize> {
    Ok(encode::action_of(move_from(move_)?))
}

/// The move of an action index, or `None` for an index that leaves the
/// board.
#[pyfunction]
pub fn action_to_move(action: i64) -> Option<String> {
    usize::try_from(action)
        .ok()
        .and_then(encode::move_of)
        .map(|m| m.to_string())
}

/// The names of the observation planes, in order.
#[pyfunction]
pub fn plane_names<'py>(py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
    PyList::new(py, encode::PLANE_NAMES)
}
