"""A client for the University of Bologna's Tablut Challenge.

Write ``choose(state)`` and call :func:`play`::

    import random
    import tablut.challenge

    def choose(state):
        # state.game: the game so far (a tablut.Game, with its history)
        # state.board: the server's board, 9 lists of "EMPTY", "WHITE",
        #              "BLACK", "KING", "THRONE" (board[0] is rank 1)
        # state.time_left(): seconds left to answer
        return random.choice(state.legal_moves())   # "e3-h3" or ("e3", "h3")

    result = tablut.challenge.play("WHITE", choose, host="127.0.0.1", timeout=60)
    print(result.result, result.record_path)

The protocol (framing, messages, following the server's states, the time
per move) is tablut's own client, the one ``tablut challenge-client``
plays with; this module only asks ``choose`` for the moves.
"""

from __future__ import annotations

import datetime
import json
import os
import sys
import threading
from dataclasses import dataclass, field
from typing import Any, Callable, Optional, Sequence, Tuple, Union

from . import Game, _tablut

Move = Union[str, Tuple[str, str], Sequence[str], int]
"""What ``choose`` may return: ``"e3-h3"``, ``("e3", "h3")``, an action
index, or ``None`` to let the client play a legal move of its own."""


@dataclass
class State:
    """What ``choose`` is given: the position to answer and the time to answer in."""

    #: ``"WHITE"`` (defenders) or ``"BLACK"`` (attackers): the side to move, this client's.
    turn: str
    #: The server's board: ``board[r][c]`` is file ``c`` (a = 0), rank ``r + 1``;
    #: ``"EMPTY"``, ``"WHITE"``, ``"BLACK"``, ``"KING"`` or ``"THRONE"``.
    board: list
    #: The game so far, kept in step with the server's states (repetition included).
    game: Game
    #: Seconds allowed for this move (the server's time less a margin for the network).
    budget: float
    #: ``time.monotonic()`` when the state arrived.
    received: float = field(default=0.0)

    def legal_moves(self) -> list:
        """The legal moves, like ``"e3-h3"``."""
        return self.game.legal_moves()

    def time_left(self) -> float:
        """Seconds left before the client must answer."""
        import time

        return max(0.0, self.budget - (time.monotonic() - self.received))


@dataclass
class Result:
    """How a Challenge game ended for this client."""

    #: The final turn the server announced: ``"WHITEWIN"``, ``"BLACKWIN"`` or ``"DRAW"``.
    turn: str
    #: ``"won"``, ``"lost"`` or ``"drew"``, for this client.
    result: str
    #: ``"attackers"``, ``"defenders"`` or ``None``.
    winner: Optional[str]
    #: Moves this client sent.
    moves_sent: int
    #: The game as followed.
    game: Game
    #: The game's OpenTafl record.
    record: str
    #: Where the record was saved (``None`` when ``log_dir=None``).
    record_path: Optional[str]


def play(
    role: str,
    choose: Callable[[State], Any],
    *,
    host: str = "127.0.0.1",
    timeout: float = 60,
    port: Optional[int] = None,
    name: str = "python",
    variant: str = "ashton-server",
    log_dir: Optional[str] = "challenge-logs",
    read_timeout: Optional[float] = None,
    verbose: bool = False,
) -> Result:
    """Plays one game of the Tablut Challenge and returns its result.

    - ``role``: ``"WHITE"`` (the king's side, port 5800) or ``"BLACK"`` (5801);
    - ``choose(state)``: returns the move for a :class:`State`; it is given
      the server's ``timeout`` less 1.5 s or 15 % (whichever is more, at
      least 0.5 s): if it has not answered by then, or returns ``None`` or
      a move the server refused, the client sends a legal move of its own
      so that the game is not lost on time. An exception in ``choose``
      ends the game and is raised here;
    - ``host``, ``port`` (default by role), ``timeout`` (the server's
      seconds per move), ``name`` (declared to the server);
    - ``variant``: the rules the game is followed under, ``"ashton-server"``
      (what the Challenge's Java server plays) or ``"ashton"``;
    - ``log_dir``: where the game's record is saved (``None``: not saved).

    Raises ``tablut.ChallengeError`` when the connection fails or the
    server breaks the protocol.
    """

    def ask(game: Game, budget: float, state_json: str) -> Any:
        import time

        message = json.loads(state_json) if state_json else {}
        state = State(
            turn=message.get("turn", role.upper()),
            board=message.get("board", []),
            game=game,
            budget=budget,
            received=time.monotonic(),
        )
        answer: list = []
        error: list = []

        def run() -> None:
            try:
                answer.append(choose(state))
            except BaseException as e:  # raised again in the client's thread
                error.append(e)

        worker = threading.Thread(target=run, name="tablut-challenge-choose", daemon=True)
        worker.start()
        worker.join(budget)
        if error:
            raise error[0]
        if not answer:
            if verbose:
                print(f"tablut.challenge: choose took more than {budget:.1f} s; playing a legal move", file=sys.stderr)
            return None
        return answer[0]

    d = _tablut.challenge_play(
        role,
        ask,
        host=host,
        port=port,
        timeout=float(timeout),
        name=name,
        variant=variant,
        read_timeout=read_timeout,
        verbose=verbose,
    )
    path = None
    if log_dir is not None:
        os.makedirs(log_dir, exist_ok=True)
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
        path = os.path.join(log_dir, f"{stamp}-{role.lower()}-{d['turn'].lower()}.txt")
        with open(path, "w", encoding="utf-8") as f:
            f.write(d["record"])
    return Result(
        turn=d["turn"],
        result=d["result"],
        winner=d["winner"],
        moves_sent=d["moves_sent"],
        game=d["game"],
        record=d["record"],
        record_path=path,
    )
