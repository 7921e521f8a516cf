"""Speed of the Python package: ``python -m tablut.bench [--json]``.

- ``steps_per_s``: ``VecEnv(1024, "ashton")`` stepped with random legal
  actions (``random_actions`` then ``step``, which writes every
  observation and mask), in steps of one game per second, all threads;
- ``game_moves_per_s``: one ``tablut.Game`` played from Python, a random
  legal move at a time (``legal_moves`` then ``play``), games restarted
  when they end, in moves per second.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import time

from . import Game, VecEnv


def vecenv_steps_per_s(n: int = 1024, variant: str = "ashton", seconds: float = 3.0) -> float:
    """Steps per second of ``VecEnv(n, variant)`` with random legal actions."""
    env = VecEnv(n, variant, seed=1)
    env.reset(seed=1)
    for _ in range(20):
        env.step(env.random_actions())
    steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        env.step(env.random_actions())
        steps += n
    return steps / (time.perf_counter() - start)


def game_moves_per_s(variant: str = "ashton", seconds: float = 3.0) -> float:
    """Moves per second of one ``Game`` played from Python with random legal moves."""
    rng = random.Random(1)
    game = Game(variant)
    moves = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        legal = game.legal_moves()
        if not legal:
            game = Game(variant)
            continue
        game.play(rng.choice(legal))
        moves += 1
    return moves / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> None:
    """Runs both measures and prints them (as one JSON object with ``--json``)."""
    parser = argparse.ArgumentParser(prog="python -m tablut.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--seconds", type=float, default=3.0, help="seconds per measure (3)")
    parser.add_argument("--envs", type=int, default=1024, help="games in the VecEnv (1024)")
    args = parser.parse_args(argv)
    result = {
        "steps_per_s": round(vecenv_steps_per_s(args.envs, seconds=args.seconds)),
        "game_moves_per_s": round(game_moves_per_s(seconds=args.seconds)),
        "envs": args.envs,
        "variant": "ashton",
        "cpus": os.cpu_count(),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(f"VecEnv({args.envs}, 'ashton') random legal actions: {result['steps_per_s']:,} steps/s")
        print(f"Game from Python, random legal moves: {result['game_moves_per_s']:,} moves/s")


if __name__ == "__main__":
    main()
