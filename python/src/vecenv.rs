//! `tablut.VecEnv`: a batch of games stepped at once in Rust, for
//! reinforcement learning. Each step plays one action in every game (and
//! the opponent's reply, when there is one), judges it with
//! `tablut_core`, resets finished games, and writes the observations,
//! legal-action masks, rewards, terminations and truncations into numpy
//! arrays the batch owns and reuses. The GIL is released while it works,
//! and batches of more than [`CHUNK`] games are split over threads.

use numpy::{
    PyArray1, PyArray2, PyArray4, PyArrayMethods, PyReadonlyArray1, PyUntypedArrayMethods,
};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use rayon::prelude::*;
use tablut_core::{Game, Move, MoveList, Outcome, Side};
use tablut_engine::{Engine, EngineConfig, Limits};

use crate::encode::{self, ACTIONS, OBS_LEN, PLANES, SQUARES};
use crate::errors::rules;
use crate::game::{side_name, variant_from, PyGame};

/// Games per unit of work handed to a thread.
pub const CHUNK: usize = 64;

/// SplitMix64: a small generator whose whole state is one number, so that
/// each game has its own stream and a seed reproduces a run exactly.
#[derive(Clone, Copy)]
struct Rng(u64);

impl Rng {
    fn new(seed: u64, stream: u64) -> Rng {
        let mut r = Rng(seed ^ stream.wrapping_mul(0xD1B5_4A32_D192_ED03));
        // Mix the seed so that nearby seeds give unrelated streams.
        r.0 = r.next();
        r
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (n > 0).
    fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next()) * n as u128) >> 64) as usize
    }
}

/// Who answers the learner's moves.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Opponent {
    /// Nobody: both sides' moves come from `step` (self-play).
    None,
    /// A random legal move, drawn from the game's seeded stream.
    Random,
    /// tablut's engine within these limits.
    Engine(Limits),
}

/// Reads `"random"`, `"tablut:depth=2"`, `"tablut:nodes=5000"`.
fn parse_opponent(text: Option<&str>) -> PyResult<Opponent> {
    let Some(text) = text else {
        return Ok(Opponent::None);
    };
    let bad = || {
        rules(format!(
            "opponent={text:?}: give \"random\", \"tablut:depth=N\" or \"tablut:nodes=N\""
        ))
    };
    if text == "random" {
        return Ok(Opponent::Random);
    }
    let spec = text.strip_prefix("tablut").ok_or_else(bad)?;
    let spec = spec.strip_prefix(':').unwrap_or(spec);
    let mut limits = Limits::default();
    for part in spec.split(',').filter(|p| !p.is_empty()) {
        let (k, v) = part.split_once('=').ok_or_else(bad)?;
        match k.trim() {
            "depth" => limits.depth = Some(v.trim().parse().map_err(|_| bad())?),
            "nodes" => limits.nodes = Some(v.trim().parse().map_err(|_| bad())?),
            _ => return Err(bad()),
        }
    }
    if limits.depth.is_none() && limits.nodes.is_none() {
        limits.depth = Some(2);
    }
    if limits.depth == Some(0) || limits.nodes == Some(0) {
        return Err(bad());
    }
    Ok(Opponent::Engine(limits))
}

/// One game of the batch.
#[derive(Clone)]
struct Env {
    game: Game,
    /// The legal moves of the current position (never empty: a finished
    /// game is reset at once).
    legal: MoveList,
    rng: Rng,
}

/// What a step needs besides the games.
struct Ctx<'a> {
    start: &'a Game,
    start_legal: &'a MoveList,
    statics: &'a [u8; 3 * SQUARES],
    opponent: Opponent,
    learner: Side,
    max_plies: usize,
}

/// +1 when `side` has won, −1 when it has lost, 0 otherwise.
fn reward_for(outcome: Outcome, side: Side) -> f32 {
    match outcome.winner() {
        Some(w) if w == side => 1.0,
        Some(_) => -1.0,
        None => 0.0,
    }
}

impl Env {
    /// Plays `mv` (legal) and refreshes the legal moves; the outcome when
    /// the game has ended.
    fn push(&mut self, mv: Move) -> Option<Outcome> {
        self.game.push_unchecked(mv);
        self.legal = self.game.legal_moves();
        // No legal move is exactly a finished game: `legal_moves` is empty
        // once the game is decided, and otherwise when the side to move is
        // stuck, which `outcome` then judges.
        self.legal
            .is_empty()
            .then(|| self.game.outcome())
            .filter(|o| o.is_over())
    }

    /// The opponent's move, if it has one to make.
    fn opponent_move(&mut self, ctx: &Ctx<'_>, engine: &mut Option<Engine>) -> Option<Move> {
        match ctx.opponent {
            Opponent::None => None,
            Opponent::Random => Some(self.legal[self.rng.below(self.legal.len())]),
            Opponent::Engine(limits) => {
                let engine = engine.get_or_insert_with(|| {
                    Engine::new(EngineConfig {
                        threads: 1,
                        hash_mb: 1,
                        ..EngineConfig::default()
                    })
                });
                // A fresh table for every search: the move depends on the
                // position only, whatever the batch's split over threads.
                engine.new_game();
                let found = engine.search(&self.game, &limits, |_| {}).best;
                Some(found.unwrap_or(self.legal[0]))
            }
        }
    }

    /// Starts a new game (the opponent moving first if it is its turn).
    fn reset(&mut self, ctx: &Ctx<'_>, engine: &mut Option<Engine>) {
        self.game = ctx.start.clone();
        self.legal = ctx.start_legal.clone();
        if ctx.opponent != Opponent::None && self.game.position().side_to_move() != ctx.learner {
            if let Some(mv) = self.opponent_move(ctx, engine) {
                self.push(mv);
            }
        }
    }

    /// One step: the learner's `action`, the opponent's reply; returns
    /// (reward for the side that played `action`, terminated, truncated).
    fn step(
        &mut self,
        action: i64,
        ctx: &Ctx<'_>,
        engine: &mut Option<Engine>,
    ) -> (f32, bool, bool) {
        let mover = self.game.position().side_to_move();
        let mv = usize::try_from(action)
            .ok()
            .and_then(encode::move_of)
            .filter(|mv| self.legal.contains(mv));
        let Some(mv) = mv else {
            // An illegal action loses the game for the side that chose it.
            return (-1.0, true, false);
        };
        if let Some(outcome) = self.push(mv) {
            return (reward_for(outcome, mover), true, false);
        }
        if let Some(reply) = self.opponent_move(ctx, engine) {
            if let Some(outcome) = self.push(reply) {
                return (reward_for(outcome, mover), true, false);
            }
        }
        (0.0, false, self.game.len() >= ctx.max_plies)
    }
}

/// The arrays of one chunk of games.
struct Chunk<'a> {
    envs: &'a mut [Env],
    engine: &'a mut Option<Engine>,
    actions: &'a [i64],
    obs: &'a mut [u8],
    mask: &'a mut [bool],
    rewards: &'a mut [f32],
    terminated: &'a mut [bool],
    truncated: &'a mut [bool],
    final_obs: &'a mut [u8],
}

impl Chunk<'_> {
    fn step(self, ctx: &Ctx<'_>) {
        let obs = self.obs.chunks_exact_mut(OBS_LEN);
        let final_obs = self.final_obs.chunks_exact_mut(OBS_LEN);
        let mask = self.mask.chunks_exact_mut(ACTIONS);
        for (i, (((env, obs), final_obs), mask)) in self
            .envs
            .iter_mut()
            .zip(obs)
            .zip(final_obs)
            .zip(mask)
            .enumerate()
        {
            // The row holds exactly the old legal moves: clear those
            // rather than all 2,592 flags.
            encode::clear_mask(&env.legal, mask);
            let (reward, term, trunc) = env.step(self.actions[i], ctx, self.engine);
            self.rewards[i] = reward;
            self.terminated[i] = term;
            self.truncated[i] = trunc;
            if term || trunc {
                encode::write_observation(env.game.position(), ctx.statics, final_obs);
                env.reset(ctx, self.engine);
            }
            encode::write_observation(env.game.position(), ctx.statics, obs);
            encode::set_mask(&env.legal, mask);
        }
    }

    fn reset(self, ctx: &Ctx<'_>) {
        let obs = self.obs.chunks_exact_mut(OBS_LEN);
        let mask = self.mask.chunks_exact_mut(ACTIONS);
        for ((env, obs), mask) in self.envs.iter_mut().zip(obs).zip(mask) {
            env.reset(ctx, self.engine);
            encode::write_observation(env.game.position(), ctx.statics, obs);
            encode::write_mask(&env.legal, mask);
        }
    }
}

/// `n` games of Tablut stepped together, with numpy observations, masks,
/// rewards, terminations and truncations.
///
/// `VecEnv(n, variant="ashton", *, seed=0, opponent=None, learner=None,
/// max_plies=512, threads=None)`:
/// - `opponent`: `None` (self-play: `step` plays whichever side is to
///   move), `"random"`, or `"tablut:depth=2"` / `"tablut:nodes=N"` (the
///   engine answers every move within the step);
/// - `learner`: the side `step`'s actions play against an opponent
///   (`"attackers"` or `"defenders"`; by default the side that moves first);
/// - `max_plies`: a game still going after this many plies is truncated;
/// - `threads`: threads for the batch (by default those of rayon's pool).
///
/// Arrays (reused by every call; copy what you keep): observations
/// `uint8 (n, 7, 9, 9)`, `action_mask` `bool (n, 2592)`, rewards `float32
/// (n,)` for the side that played the action (+1 win, −1 loss, 0
/// otherwise; an illegal action loses), terminations and truncations `bool
/// (n,)`. A finished game is reset within the step: the observation
/// returned is the new game's, and `info["final_observation"]` holds the
/// last position of the games that ended.
#[pyclass(module = "tablut", name = "VecEnv")]
pub struct VecEnv {
    envs: Vec<Env>,
    engines: Vec<Option<Engine>>,
    start: Game,
    start_legal: MoveList,
    statics: [u8; 3 * SQUARES],
    variant: String,
    opponent: Opponent,
    learner: Side,
    max_plies: usize,
    seed: u64,
    pool: Option<rayon::ThreadPool>,
    obs: Py<PyArray4<u8>>,
    final_obs: Py<PyArray4<u8>>,
    mask: Py<PyArray2<bool>>,
    rewards: Py<PyArray1<f32>>,
    terminated: Py<PyArray1<bool>>,
    truncated: Py<PyArray1<bool>>,
}

impl VecEnv {
    fn seed_all(&mut self, seed: u64) {
        self.seed = seed;
        for (i, env) in self.envs.iter_mut().enumerate() {
            env.rng = Rng::new(seed, i as u64);
        }
    }

    /// Lets numpy write to the batch's arrays (while a step fills them) or
    /// not (while Python holds them: the masks are cleared move by move,
    /// so they must hold what the step wrote).
    fn set_writeable(&self, py: Python<'_>, on: bool) -> PyResult<()> {
        let kw = PyDict::new(py);
        kw.set_item("write", on)?;
        for a in [
            self.obs.bind(py).as_any(),
            self.final_obs.bind(py).as_any(),
            self.mask.bind(py).as_any(),
            self.rewards.bind(py).as_any(),
            self.terminated.bind(py).as_any(),
            self.truncated.bind(py).as_any(),
        ] {
            a.call_method("setflags", (), Some(&kw))?;
        }
        Ok(())
    }

    /// Resets (`actions` is `None`) or steps every game, on threads when
    /// the batch has more than one chunk.
    fn run(&mut self, py: Python<'_>, actions: Option<&[i64]>) -> PyResult<()> {
        self.set_writeable(py, true)?;
        let done = self.run_writeable(py, actions);
        self.set_writeable(py, false)?;
        done
    }

    fn run_writeable(&mut self, py: Python<'_>, actions: Option<&[i64]>) -> PyResult<()> {
        let stepping = actions.is_some();
        let n = self.envs.len();
        let zeros = vec![0i64; n];
        let actions = actions.unwrap_or(&zeros);
        let mut obs = self.obs.bind(py).readwrite();
        let mut final_obs = self.final_obs.bind(py).readwrite();
        let mut mask = self.mask.bind(py).readwrite();
        let mut rewards = self.rewards.bind(py).readwrite();
        let mut terminated = self.terminated.bind(py).readwrite();
        let mut truncated = self.truncated.bind(py).readwrite();
        let (obs, final_obs, mask) = (
            obs.as_slice_mut()?,
            final_obs.as_slice_mut()?,
            mask.as_slice_mut()?,
        );
        let (rewards, terminated, truncated) = (
            rewards.as_slice_mut()?,
            terminated.as_slice_mut()?,
            truncated.as_slice_mut()?,
        );
        let ctx = Ctx {
            start: &self.start,
            start_legal: &self.start_legal,
            statics: &self.statics,
            opponent: self.opponent,
            learner: self.learner,
            max_plies: self.max_plies,
        };
        let chunks: Vec<Chunk<'_>> = self
            .envs
            .chunks_mut(CHUNK)
            .zip(self.engines.iter_mut())
            .zip(actions.chunks(CHUNK))
            .zip(obs.chunks_mut(CHUNK * OBS_LEN))
            .zip(final_obs.chunks_mut(CHUNK * OBS_LEN))
            .zip(mask.chunks_mut(CHUNK * ACTIONS))
            .zip(rewards.chunks_mut(CHUNK))
            .zip(terminated.chunks_mut(CHUNK))
            .zip(truncated.chunks_mut(CHUNK))
            .map(
                |(
                    (((((((envs, engine), actions), obs), final_obs), mask), rewards), terminated),
                    truncated,
                )| Chunk {
                    envs,
                    engine,
                    actions,
                    obs,
                    mask,
                    rewards,
                    terminated,
                    truncated,
                    final_obs,
                },
            )
            .collect();
        let pool = self.pool.as_ref();
        py.allow_threads(|| {
            let work = |c: Chunk<'_>| {
                if stepping {
                    c.step(&ctx)
                } else {
                    c.reset(&ctx)
                }
            };
            if chunks.len() == 1 {
                chunks.into_iter().for_each(work);
            } else if let Some(pool) = pool {
                pool.install(|| chunks.into_par_iter().for_each(work));
            } else {
                chunks.into_par_iter().for_each(work);
            }
        });
        Ok(())
    }

    fn info<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let info = PyDict::new(py);
        info.set_item("action_mask", self.mask.bind(py))?;
        info.set_item("final_observation", self.final_obs.bind(py))?;
        Ok(info)
    }
}

#[pymethods]
impl VecEnv {
    #[new]
    #[pyo3(signature = (n, variant = "ashton", *, seed = 0, opponent = None, learner = None, max_plies = 512, threads = None))]
    #[allow(clippy::too_many_arguments)]
    fn py_new(
        py: Python<'_>,
        n: usize,
        variant: &str,
        seed: u64,
        opponent: Option<&str>,
        learner: Option<&str>,
        max_plies: usize,
        threads: Option<usize>,
    ) -> PyResult<VecEnv> {
        if n == 0 {
            return Err(rules("n=0: a batch needs at least one game"));
        }
        let v = variant_from(variant, None)?;
        let start = Game::start(v.rules);
        let start_legal = start.legal_moves();
        let learner = match learner {
            None => v.rules.first,
            Some("attackers") => Side::Attackers,
            Some("defenders") => Side::Defenders,
            Some(other) => {
                return Err(rules(format!(
                    "learner={other:?}: give \"attackers\" or \"defenders\""
                )))
            }
        };
        let pool = match threads {
            None => None,
            Some(t) => Some(
                rayon::ThreadPoolBuilder::new()
                    .num_threads(t.max(1))
                    .build()
                    .map_err(|e| rules(e.to_string()))?,
            ),
        };
        let env = Env {
            game: start.clone(),
            legal: start_legal.clone(),
            rng: Rng::new(seed, 0),
        };
        let mut me = VecEnv {
            envs: vec![env; n],
            engines: (0..n.div_ceil(CHUNK)).map(|_| None).collect(),
            statics: encode::static_planes(&v.rules),
            start,
            start_legal,
            variant: v.to_string(),
            opponent: parse_opponent(opponent)?,
            learner,
            max_plies: max_plies.max(1),
            seed,
            pool,
            obs: PyArray4::zeros(py, [n, PLANES, 9, 9], false).unbind(),
            final_obs: PyArray4::zeros(py, [n, PLANES, 9, 9], false).unbind(),
            mask: PyArray2::zeros(py, [n, ACTIONS], false).unbind(),
            rewards: PyArray1::zeros(py, n, false).unbind(),
            terminated: PyArray1::zeros(py, n, false).unbind(),
            truncated: PyArray1::zeros(py, n, false).unbind(),
        };
        me.seed_all(seed);
        me.run(py, None)?;
        Ok(me)
    }

    /// Games in the batch.
    fn __len__(&self) -> usize {
        self.envs.len()
    }

    /// The rule set.
    #[getter]
    fn variant(&self) -> String {
        self.variant.clone()
    }

    /// The side the actions play against an opponent (with no opponent, the
    /// side that moves first).
    #[getter]
    fn learner(&self) -> &'static str {
        side_name(self.learner)
    }

    /// Starts every game afresh, reseeding when `seed` is given (game `i`
    /// draws from stream `i` of the seed). Returns `(observations, info)`.
    #[pyo3(signature = (seed = None))]
    fn reset<'py>(
        &mut self,
        py: Python<'py>,
        seed: Option<u64>,
    ) -> PyResult<(Bound<'py, PyArray4<u8>>, Bound<'py, PyDict>)> {
        if let Some(seed) = seed {
            self.seed_all(seed);
        }
        self.run(py, None)?;
        Ok((self.obs.bind(py).clone(), self.info(py)?))
    }

    /// Plays one action in every game (an array of `n` action indices) and
    /// the opponent's reply; returns `(observations, rewards, terminations,
    /// truncations, info)`.
    #[allow(clippy::type_complexity)]
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: &Bound<'py, PyAny>,
    ) -> PyResult<(
        Bound<'py, PyArray4<u8>>,
        Bound<'py, PyArray1<f32>>,
        Bound<'py, PyArray1<bool>>,
        Bound<'py, PyArray1<bool>>,
        Bound<'py, PyDict>,
    )> {
        let actions: PyReadonlyArray1<'py, i64> = match actions.extract() {
            Ok(a) => a,
            Err(_) => {
                let np = py.import("numpy")?;
                np.call_method1("asarray", (actions, "int64"))?
                    .call_method1("reshape", (-1,))?
                    .extract()?
            }
        };
        if actions.len() != self.envs.len() {
            return Err(rules(format!(
                "{} actions for {} games: give one action per game",
                actions.len(),
                self.envs.len()
            )));
        }
        let actions = actions.as_slice()?.to_vec();
        self.run(py, Some(&actions))?;
        Ok((
            self.obs.bind(py).clone(),
            self.rewards.bind(py).clone(),
            self.terminated.bind(py).clone(),
            self.truncated.bind(py).clone(),
            self.info(py)?,
        ))
    }

    /// The legal-action mask of every game: `bool (n, 2592)`.
    #[getter]
    fn action_mask<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<bool>> {
        self.mask.bind(py).clone()
    }

    /// The current observations: `uint8 (n, 7, 9, 9)`.
    #[getter]
    fn observations<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray4<u8>> {
        self.obs.bind(py).clone()
    }

    /// A uniformly random legal action for every game, drawn from each
    /// game's seeded stream: an `int64` array of `n`.
    fn random_actions<'py>(&mut self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        let actions: Vec<i64> = self
            .envs
            .iter_mut()
            .map(|env| {
                let mv = env.legal[env.rng.below(env.legal.len())];
                encode::action_of(mv) as i64
            })
            .collect();
        PyArray1::from_vec(py, actions)
    }

    /// The sides to move: `"attackers"` or `"defenders"` for every game.
    fn sides_to_move(&self) -> Vec<&'static str> {
        self.envs
            .iter()
            .map(|e| side_name(e.game.position().side_to_move()))
            .collect()
    }

    /// A copy of game `i` as a `tablut.Game`.
    fn game(&self, i: usize) -> PyResult<PyGame> {
        let env = self
            .envs
            .get(i)
            .ok_or_else(|| rules(format!("game {i} of a batch of {}", self.envs.len())))?;
        let variant = variant_from(&self.variant, None)?;
        Ok(PyGame::new(env.game.clone(), variant))
    }

    fn __repr__(&self) -> String {
        format!(
            "VecEnv({}, {:?}, seed={}, opponent={:?})",
            self.envs.len(),
            self.variant,
            self.seed,
            self.opponent
        )
    }
}
