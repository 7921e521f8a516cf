"""The reinforcement-learning interface: VecEnv, and the Gymnasium and PettingZoo checkers."""

import numpy as np
import pytest

import tablut


def run(seed, steps=300, n=64, **kw):
    env = tablut.VecEnv(n, "ashton", seed=seed, **kw)
    obs, _ = env.reset(seed=seed)
    trace = [obs.copy()]
    for _ in range(steps):
        actions = env.random_actions()
        obs, rewards, term, trunc, info = env.step(actions)
        trace += [actions.copy(), obs.copy(), rewards.copy(), term.copy(), trunc.copy()]
    return trace


def test_a_seed_gives_the_same_trajectories_twice():
    a, b = run(7), run(7)
    assert all(np.array_equal(x, y) for x, y in zip(a, b))
    c = run(8)
    assert not all(np.array_equal(x, y) for x, y in zip(a, c))


def test_threads_do_not_change_a_seeded_run():
    a = run(3, steps=100, n=300, threads=1)
    b = run(3, steps=100, n=300, threads=2)
    assert all(np.array_equal(x, y) for x, y in zip(a, b))


def test_arrays_masks_and_observations():
    env = tablut.VecEnv(4, "ashton", seed=1)
    obs, info = env.reset()
    assert obs.shape == (4, tablut.OBS_PLANES, 9, 9) and obs.dtype == np.uint8
    mask = env.action_mask
    assert mask.shape == (4, tablut.ACTIONS) and mask.dtype == np.bool_
    assert (mask.sum(axis=1) == 56).all()
    assert tablut.plane_names() == ["attackers", "defenders", "king", "throne", "camps", "escape", "attackers_to_move"]
    game = tablut.Game("ashton")
    assert np.array_equal(obs[0], game.observation())
    assert obs[0, 0].sum() == 16 and obs[0, 1].sum() == 8 and obs[0, 2, 4, 4] == 1
    assert obs[0, 4].sum() == 16 and obs[0, 5].sum() == 16 and obs[0, 6].sum() == 0
    # Every random action is legal, and the masks follow each game.
    for _ in range(200):
        actions = env.random_actions()
        assert env.action_mask[np.arange(4), actions].all()
        obs, rewards, term, trunc, info = env.step(actions)
        for i in range(4):
            g = env.game(i)
            assert np.array_equal(env.action_mask[i], g.action_mask())
            assert np.array_equal(obs[i], g.observation())
    with pytest.raises(ValueError):
        obs[0, 0, 0, 0] = 1  # read-only: the next step writes them


def test_an_illegal_action_loses_and_resets():
    env = tablut.VecEnv(2, "ashton", seed=1)
    env.reset()
    legal = env.random_actions()
    obs, rewards, term, trunc, info = env.step(np.array([0, legal[1]]))
    assert term.tolist() == [True, False]
    assert rewards[0] == -1.0
    assert len(env.game(0)) == 0 and len(env.game(1)) == 1


def test_games_end_with_rewards_and_reset():
    env = tablut.VecEnv(64, "ashton", seed=2, max_plies=60)
    env.reset()
    ended = truncated = 0
    for _ in range(200):
        obs, rewards, term, trunc, info = env.step(env.random_actions())
        ended += int(term.sum())
        truncated += int(trunc.sum())
        assert set(np.unique(rewards)) <= {-1.0, 0.0, 1.0}
        assert (rewards[~term] == 0).all()
    assert ended > 0 and truncated > 0


def test_the_engine_as_opponent():
    env = tablut.VecEnv(4, "ashton", seed=1, opponent="tablut:depth=1", learner="attackers")
    obs, _ = env.reset()
    # The defenders move first in Ashton: the engine has already replied.
    assert env.sides_to_move() == ["attackers"] * 4
    assert all(len(env.game(i)) == 1 for i in range(4))
    for _ in range(5):
        env.step(env.random_actions())
        assert env.sides_to_move() == ["attackers"] * 4
    with pytest.raises(tablut.RulesError):
        tablut.VecEnv(1, "ashton", opponent="stockfish")


def test_gymnasium_checker():
    gymnasium = pytest.importorskip("gymnasium")
    from gymnasium.utils.env_checker import check_env

    from tablut.envs import TablutEnv

    check_env(TablutEnv(), skip_render_check=True)
    check_env(TablutEnv(opponent="tablut:depth=1", learner="attackers"), skip_render_check=True)
    env = gymnasium.make("tablut/Tablut-v0")
    obs, info = env.reset(seed=3)
    assert info["action_mask"].sum() == 56


def test_pettingzoo_api_test():
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import api_test

    from tablut.envs import TablutAECEnv

    api_test(TablutAECEnv(), num_cycles=500)
    api_test(TablutAECEnv("cartier", max_plies=40), num_cycles=100)
