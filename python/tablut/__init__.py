"""Tablut, the 9×9 tafl game, for Python.

A binding of the tablut Rust crates: every rule, notation and protocol
comes from them.

- Rules: :class:`Game`, :func:`perft`, :func:`presets`, :func:`rule_flags`.
- Engine: :class:`Engine` (search, several best lines, game review).
- The Tablut Challenge: :mod:`tablut.challenge`.
- Reinforcement learning: :class:`VecEnv`, and the Gymnasium and PettingZoo
  environments of :mod:`tablut.envs`; the layout of observations and
  actions is version :data:`OBS_VERSION` (see :func:`plane_names`,
  :func:`move_to_action`, :func:`action_to_move`).

>>> import tablut
>>> game = tablut.Game("ashton")
>>> len(game.legal_moves())
56
>>> game.play("e3-h3")
[]
"""

from ._tablut import (
    ACTIONS,
    OBS_PLANES,
    OBS_VERSION,
    ChallengeError,
    Engine,
    EngineError,
    Game,
    IllegalMoveError,
    Line,
    MoveReview,
    NotationError,
    Outcome,
    RulesError,
    SearchResult,
    TablutError,
    VecEnv,
    action_to_move,
    move_to_action,
    perft,
    plane_names,
    presets,
    rule_flags,
)

__version__ = "0.1.0"

__all__ = [
    "ACTIONS",
    "OBS_PLANES",
    "OBS_VERSION",
    "ChallengeError",
    "Engine",
    "EngineError",
    "Game",
    "IllegalMoveError",
    "Line",
    "MoveReview",
    "NotationError",
    "Outcome",
    "RulesError",
    "SearchResult",
    "TablutError",
    "VecEnv",
    "action_to_move",
    "move_to_action",
    "perft",
    "plane_names",
    "presets",
    "rule_flags",
]
