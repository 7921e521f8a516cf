"""Gymnasium and PettingZoo environments for Tablut (needs ``pip install "./python[rl]"``).

- :class:`TablutEnv` — a Gymnasium environment: the agent plays one side
  (``learner``) against an opponent played inside the environment
  (``"random"``, ``"tablut:depth=2"``); registered as ``"tablut/Tablut-v0"``.
- :class:`TablutAECEnv` — a PettingZoo AEC environment for two agents,
  ``"attackers"`` and ``"defenders"`` (the first to move listed first).

Both use the layout of ``tablut.VecEnv`` (version :data:`tablut.OBS_VERSION`):
observations are ``uint8`` arrays of shape ``(7, 9, 9)`` (planes
attackers, defenders, king, throne, camps, escape squares, attackers to
move; index ``[plane, rank - 1, file]``), actions are integers below 2,592
(``square × 32 + direction × 8 + distance − 1``, see
:func:`tablut.action_to_move`), and the legal actions come as a mask.
An illegal action loses the game for the side that chose it.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from . import ACTIONS, OBS_PLANES, Game, IllegalMoveError, VecEnv

OBSERVATION_SHAPE = (OBS_PLANES, 9, 9)


def _observation_space() -> spaces.Box:
    return spaces.Box(low=0, high=1, shape=OBSERVATION_SHAPE, dtype=np.uint8)


class TablutEnv(gymnasium.Env):
    """One game of Tablut against an opponent, as a Gymnasium environment.

    ``TablutEnv(variant="ashton", opponent="random", learner=None,
    max_plies=512, render_mode=None)``. The agent plays ``learner`` (by
    default the side that moves first); each ``step`` plays its action and
    the opponent's reply. Reward +1 for a win, −1 for a loss (an illegal
    action loses), 0 otherwise. ``info["action_mask"]`` holds the legal
    actions (a ``bool`` array of 2,592), as does :meth:`action_masks`.
    Stepped by a one-game ``tablut.VecEnv``, so the same seed gives the
    same game.
    """

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        variant: str = "ashton",
        opponent: str = "random",
        learner: str | None = None,
        max_plies: int = 512,
        render_mode: str | None = None,
    ) -> None:
        self.variant = variant
        self.render_mode = render_mode
        self._env = VecEnv(1, variant, opponent=opponent, learner=learner, max_plies=max_plies)
        self.learner = self._env.learner
        self.observation_space = _observation_space()
        self.action_space = spaces.Discrete(ACTIONS)

    def _info(self) -> dict[str, Any]:
        return {"action_mask": self._env.action_mask[0].copy()}

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None):
        """Starts a new game; ``seed`` seeds the opponent's random moves."""
        super().reset(seed=seed)
        if seed is None:
            # Draw the next seed from the environment's generator, so that an
            # unseeded reset continues the seeded sequence.
            seed = int(self.np_random.integers(0, 2**63 - 1))
        obs, _ = self._env.reset(seed=seed)
        return obs[0].copy(), self._info()

    def step(self, action: int):
        """Plays ``action`` and the opponent's reply."""
        if isinstance(action, np.ndarray):
            action = int(action.reshape(-1)[0])
        obs, rewards, terminated, truncated, info = self._env.step(np.array([int(action)], dtype=np.int64))
        done = bool(terminated[0] or truncated[0])
        # A finished game is reset within the step: give its last position.
        observation = (info["final_observation"] if done else obs)[0].copy()
        return observation, float(rewards[0]), bool(terminated[0]), bool(truncated[0]), self._info()

    def action_masks(self) -> np.ndarray:
        """The legal actions of the current position (``bool``, 2,592)."""
        return self._env.action_mask[0].copy()

    def render(self) -> str | None:
        """The board as text (``render_mode="ansi"``)."""
        if self.render_mode == "ansi":
            return str(self._env.game(0))
        return None


gymnasium.register(id="tablut/Tablut-v0", entry_point="tablut.envs:TablutEnv")


class TablutAECEnv(AECEnv):
    """Tablut for two agents, ``"attackers"`` and ``"defenders"``, as a PettingZoo AEC environment.

    ``TablutAECEnv(variant="ashton", max_plies=512, render_mode=None)``.
    ``observe(agent)`` gives ``{"observation": uint8 (7, 9, 9),
    "action_mask": int8 (2592,)}`` (the mask is all zeros for the agent
    not to move). Rewards at the end: +1 to the winner, −1 to the loser, 0
    to both for a draw; an illegal action loses. A game still going after
    ``max_plies`` plies is truncated.
    """

    metadata = {"render_modes": ["ansi", "human"], "name": "tablut_v0", "is_parallelizable": False}

    def __init__(self, variant: str = "ashton", max_plies: int = 512, render_mode: str | None = None) -> None:
        super().__init__()
        self.variant = variant
        self.max_plies = max_plies
        self.render_mode = render_mode
        self._game = Game(variant)
        first = self._game.side_to_move
        second = "defenders" if first == "attackers" else "attackers"
        self.possible_agents = [first, second]
        self.agents = self.possible_agents[:]
        space = spaces.Dict(
            {
                "observation": _observation_space(),
                "action_mask": spaces.Box(low=0, high=1, shape=(ACTIONS,), dtype=np.int8),
            }
        )
        self.observation_spaces = {a: space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(ACTIONS) for a in self.possible_agents}
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = first

    def observation_space(self, agent: str) -> spaces.Space:
        """The observation space of ``agent``."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        """The action space of ``agent``."""
        return self.action_spaces[agent]

    @property
    def game(self) -> Game:
        """The game being played (a copy)."""
        return self._game.copy()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """The observation and legal-action mask of ``agent``."""
        if agent == self.agent_selection and not (self.terminations[agent] or self.truncations[agent]):
            mask = self._game.action_mask().astype(np.int8)
        else:
            mask = np.zeros(ACTIONS, dtype=np.int8)
        return {"observation": self._game.observation(), "action_mask": mask}

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Starts a new game (the rules have no randomness: ``seed`` changes nothing)."""
        self._game = Game(self.variant)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self._game.side_to_move

    def _other(self, agent: str) -> str:
        return self.possible_agents[1] if agent == self.possible_agents[0] else self.possible_agents[0]

    def step(self, action: int | None) -> None:
        """Plays ``action`` for the agent to move."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in self.agents}
        try:
            self._game.play(int(action))
            outcome = self._game.outcome
            winner = outcome.winner
            over = outcome.is_over
            self.infos[agent] = {}
        except IllegalMoveError as e:
            winner, over = self._other(agent), True
            self.infos[agent] = {"illegal_move": str(e)}
        if over:
            for a in self.agents:
                self.terminations[a] = True
                self.rewards[a] = 0.0 if winner is None else (1.0 if a == winner else -1.0)
        elif len(self._game) >= self.max_plies:
            for a in self.agents:
                self.truncations[a] = True
        self._accumulate_rewards()
        self.agent_selection = self._other(agent)
        if self.render_mode == "human":
            print(self.render())

    def render(self) -> str | None:
        """The board as text."""
        if self.render_mode is None:
            return None
        return str(self._game)

    def close(self) -> None:
        """Nothing to release."""
