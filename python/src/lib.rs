//! `tablut` for Python: the rules (`tablut_core`), the engine
//! (`tablut_engine`) and the Tablut Challenge client (`tablut_protocol`)
//! as the extension module `tablut._tablut`, with batched environments for
//! reinforcement learning. Every rule, notation and protocol comes from
//! those crates; this crate only converts between them and Python.

mod challenge;
mod encode;
mod engine;
mod errors;
mod game;
mod vecenv;

use pyo3::prelude::*;

/// The extension module. `tablut/__init__.py` re-exports it.
#[pymodule]
fn _tablut(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_class::<game::PyGame>()?;
    m.add_class::<game::GameOutcome>()?;
    m.add_class::<engine::PyEngine>()?;
    m.add_class::<engine::SearchResult>()?;
    m.add_class::<engine::Line>()?;
    m.add_class::<engine::MoveReview>()?;
    m.add_class::<vecenv::VecEnv>()?;
    m.add_function(wrap_pyfunction!(game::perft, m)?)?;
    m.add_function(wrap_pyfunction!(game::presets, m)?)?;
    m.add_function(wrap_pyfunction!(game::rule_flags, m)?)?;
    m.add_function(wrap_pyfunction!(game::move_to_action, m)?)?;
    m.add_function(wrap_pyfunction!(game::action_to_move, m)?)?;
    m.add_function(wrap_pyfunction!(game::plane_names, m)?)?;
    m.add_function(wrap_pyfunction!(challenge::challenge_play, m)?)?;
    m.add("TablutError", py.get_type::<errors::TablutError>())?;
    m.add(
        "IllegalMoveError",
        py.get_type::<errors::IllegalMoveError>(),
    )?;
    m.add("RulesError", py.get_type::<errors::RulesError>())?;
    m.add("NotationError", py.get_type::<errors::NotationError>())?;
    m.add("EngineError", py.get_type::<errors::EngineError>())?;
    m.add("ChallengeError", py.get_type::<errors::ChallengeError>())?;
    m.add("OBS_VERSION", encode::OBS_VERSION)?;
    m.add("OBS_PLANES", encode::PLANES)?;
    m.add("ACTIONS", encode::ACTIONS)?;
    Ok(())
}
