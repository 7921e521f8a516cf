"""tablut and pytablut side by side under the Ashton rules.

``python tests/pytablut_side_by_side.py [--games N] [--seed S] [--json]``
(pytablut installed: ``pip install --ignore-requires-python pytablut==0.1.2``).

The same random games are replayed in both: at every ply the legal moves of
the side to move, the board after the move and the result are compared.
A game stops at its first disagreement (the two then follow different
games). Each disagreement is put in a class, and the class says what
tablut's two Ashton presets do: ``ashton`` (the published rules) and
``ashton-server`` (what the Challenge's Java server does). Speeds are
legal-move generation and random games per second, both from Python.

pytablut has no game object: its rules are its server's
(``AshtonServer.validate_move``, ``apply_move_to_game``,
``check_game_over``), which is what is driven here, without sockets.
"""

from __future__ import annotations

import argparse
import collections
import json
import random
import time

import numpy as np

import tablut

CAMPS = {"a4", "a5", "a6", "b5", "d1", "e1", "f1", "e2", "i4", "i5", "i6", "h5", "d9", "e9", "f9", "e8"}
PIECE = {0: None, 1: "W", 2: "B", 4: "K"}
TABLUT_PIECE = {0: None, 1: "B", 2: "W", 3: "K"}


def pytablut_modules():
    from pytablut import strategy
    from pytablut.rules import AshtonServerGameState, AshtonServerMove
    from pytablut.server import AshtonServer, AshtonServerConfig

    return strategy, AshtonServer, AshtonServerConfig, AshtonServerGameState, AshtonServerMove


def start_board_difference():
    """Squares where pytablut's start differs from the Challenge's (tablut's)."""
    strategy, _, _, state_cls, _ = pytablut_modules()
    theirs = strategy.AshtonServerGameState2numpy(state_cls())
    ours = tablut.Game("ashton").board
    diff = []
    for r in range(9):
        for c in range(9):
            a, b = PIECE[int(theirs[r, c])], TABLUT_PIECE[int(ours[r, c])]
            if a != b:
                diff.append(f"{chr(97 + c)}{r + 1}: pytablut {a or 'empty'}, Challenge {b or 'empty'}")
    return diff


class PytablutGame:
    """pytablut's server logic on a board, from the Challenge's start."""

    def __init__(self):
        strategy, server_cls, config_cls, state_cls, move_cls = pytablut_modules()
        self.strategy, self.move_cls = strategy, move_cls
        # No turn limit, repetition as pytablut's server counts it.
        self.server = server_cls(config_cls(max_turns=10**9))
        self.server.initialize_game()
        # pytablut's start has a white soldier on f3, not e3: start from the
        # Challenge's position so that the rules, not the set-up, are compared.
        board = [["EMPTY"] * 9 for _ in range(9)]
        names = {1: "BLACK", 2: "WHITE", 3: "KING"}
        for (r, c), v in np.ndenumerate(tablut.Game("ashton").board):
            if v:
                board[r][c] = names[int(v)]
        self.server.game_state = state_cls(board=board, turn="WHITE")
        self.server.board_array = strategy.AshtonServerGameState2numpy(self.server.game_state)
        self.server.state_history.clear()
        self.server._record_state()

    @property
    def turn(self):
        return self.server.game_state.turn

    def legal_moves(self):
        s = self.strategy
        board = self.server.board_array
        white = self.turn == "WHITE"
        mine = (1, 4) if white else (2,)
        out = []
        for r, c in np.argwhere(np.isin(board, mine)):
            for to in s.get_available_moves(board, (int(r), int(c))):
                out.append(f"{s.index2position(int(r), int(c))}-{s.index2position(to)}")
        return out

    def play(self, move):
        frm, to = move.split("-")
        m = self.move_cls(**{"from": frm, "to": to, "turn": self.turn})
        ok, why = self.server.validate_move(m)
        if not ok:
            raise ValueError(why)
        self.server.apply_move_to_game(m)
        self.server.turn_count += 1
        status = self.server.check_game_over()
        if not status & self.strategy.GameStatus.TERMINATED:
            self.server.switch_turn()

    def board(self):
        return {(r, c): PIECE[int(v)] for (r, c), v in np.ndenumerate(self.server.board_array)}

    def result(self):
        return {"WHITEWIN": "defenders win", "BLACKWIN": "attackers win", "DRAW": "draw"}.get(self.turn, "ongoing")


def tablut_board(game):
    return {(r, c): TABLUT_PIECE[int(v)] for (r, c), v in np.ndenumerate(game.board)}


def describe_move(game, move):
    """The class of a move the two disagree on: the piece and what its way touches."""
    frm, to = move.split("-")
    piece = {"B": "black soldier", "W": "white soldier", "K": "king"}[tablut_board(game)[(int(frm[1]) - 1, ord(frm[0]) - 97)]]
    # Squares on the way (destination included).
    f0, r0, f1, r1 = ord(frm[0]), int(frm[1]), ord(to[0]), int(to[1])
    step_f = (f1 > f0) - (f1 < f0)
    step_r = (r1 > r0) - (r1 < r0)
    way, f, r = [], f0, r0
    while (f, r) != (f1, r1):
        f, r = f + step_f, r + step_r
        way.append(f"{chr(f)}{r}")
    where = []
    if frm in CAMPS:
        where.append("from a camp")
    if any(s in CAMPS for s in way):
        where.append("into or across a camp")
    if "e5" in way:
        where.append("across or onto the throne")
    return piece + (" " + ", ".join(where) if where else "")


def square_name(rc):
    return f"{chr(97 + rc[1])}{rc[0] + 1}"


def capture_class(before, move, ours, theirs):
    """The class of a capture only one of the two makes: victim, and what stands beyond it."""
    game = tablut.Game("ashton", position=before)
    to = move.split("-")[1]
    to_rc = (int(to[1]) - 1, ord(to[0]) - 97)
    squares = [rc for rc in ours if ours[rc] != theirs[rc] and rc != to_rc]
    who = "tablut" if all(ours[rc] is None for rc in squares) else "pytablut"
    parts = []
    for rc in squares:
        victim = {"B": "black soldier", "W": "white soldier", "K": "king"}[tablut_board(game)[rc]]
        beyond = (2 * rc[0] - to_rc[0], 2 * rc[1] - to_rc[1])
        name = square_name(beyond)
        what = {"B": "a black soldier", "W": "a white soldier", "K": "the king", None: "empty"}[tablut_board(game).get(beyond)]
        kind = "camp centre" if name in ("a5", "e1", "i5", "e9") else "camp" if name in CAMPS else "throne" if name == "e5" else "square"
        where = " on a camp square" if square_name(rc) in CAMPS else ""
        parts.append(f"a {victim}{where} against a {kind} ({what})")
    verdicts = {}
    for preset in ("ashton", "ashton-server"):
        g = tablut.Game(preset, position=before)
        caps = set(g.play(move))
        verdicts[preset] = all(square_name(rc) in caps for rc in squares)
    key = (f"capture: only {who} takes {'; '.join(parts)}, moved by a {describe_move(game, move)}; "
           f"ashton {'captures' if verdicts['ashton'] else 'does not'}, ashton-server {'captures' if verdicts['ashton-server'] else 'does not'}")
    return key, f"{move} in {before}, squares {' '.join(square_name(rc) for rc in squares)}"


def rules_verdicts(game, move):
    """Whether `ashton` and `ashton-server` allow `move` in `game`'s position (repetition aside)."""
    out = {}
    for preset in ("ashton", "ashton-server"):
        g = tablut.Game(preset, position=game.position)
        out[preset] = g.is_legal(move)
    return out


def compare(games=200, seed=1, max_plies=300, preset="ashton"):
    """Replays `games` random games in both, tablut under `preset`; returns (plies compared, disagreements by class, examples)."""
    rng = random.Random(seed)
    classes = collections.Counter()
    examples = {}
    plies = 0
    for n in range(games):
        ours, theirs = tablut.Game(preset), PytablutGame()
        while True:
            a, b = set(ours.legal_moves()), set(theirs.legal_moves()) if theirs.result() == "ongoing" else set()
            found = None
            if ours.outcome.result != theirs.result():
                key = f"result: tablut {ours.outcome.result} ({ours.outcome.reason}), pytablut {theirs.result()}"
                found = (key, f"game {n} after {' '.join(ours.moves[-4:])}: {ours.position}")
            elif a != b:
                m = sorted(a ^ b)[0]
                verdict = rules_verdicts(ours, m)
                allowed_by = "pytablut" if m in b else "tablut"
                key = f"legal move: {describe_move(ours, m)} — only {allowed_by} allows it; " \
                      f"ashton {'allows' if verdict['ashton'] else 'refuses'}, ashton-server {'allows' if verdict['ashton-server'] else 'refuses'}"
                found = (key, f"game {n}, ply {len(ours) + 1}: {m} in {ours.position}")
            if found:
                classes[found[0]] += 1
                examples.setdefault(found[0], found[1])
                break
            if not a or len(ours) >= max_plies:
                break
            move = rng.choice(sorted(a))
            before = ours.position
            ours.play(move)
            theirs.play(move)
            plies += 1
            board = tablut_board(ours)
            if ours.outcome.reason == "king_captured":
                # tablut leaves the captured king on his square; pytablut removes him.
                board = {rc: (None if v == "K" else v) for rc, v in board.items()}
            if board != theirs.board():
                key, example = capture_class(before, move, board, theirs.board())
                classes[key] += 1
                examples.setdefault(key, f"game {n}, ply {len(ours)}: {example}")
                break
    return plies, classes, examples


def speed(seconds=3.0, seed=1):
    """Legal-move generations and random games per second in both, from Python."""
    rng = random.Random(seed)
    # Positions from random games, as (tablut game, pytablut game) pairs.
    pairs = []
    while len(pairs) < 200:
        ours, theirs = tablut.Game("ashton"), PytablutGame()
        for _ in range(rng.randrange(1, 40)):
            moves = sorted(set(ours.legal_moves()) & set(theirs.legal_moves()))
            if not moves or ours.outcome.is_over or theirs.result() != "ongoing":
                break
            m = rng.choice(moves)
            ours.play(m)
            theirs.play(m)
        pairs.append((ours, theirs))

    def rate(f, items):
        n, start = 0, time.perf_counter()
        while time.perf_counter() - start < seconds:
            for x in items:
                f(x)
            n += len(items)
        return n / (time.perf_counter() - start)

    def random_game(make):
        g = make()
        r = random.Random(rng.random())
        for _ in range(300):
            moves = g.legal_moves()
            if not moves or g.result() != "ongoing":
                return
            g.play(r.choice(moves))

    class Ours:
        def __init__(self):
            self.g = tablut.Game("ashton")

        def legal_moves(self):
            return self.g.legal_moves()

        def play(self, m):
            self.g.play(m)

        def result(self):
            return self.g.outcome.result

    return {
        "legal_moves_per_s": {
            "tablut": rate(lambda p: p[0].legal_moves(), pairs),
            "pytablut": rate(lambda p: p[1].legal_moves(), pairs[:20]),
        },
        "random_games_per_s": {
            "tablut": rate(lambda _: random_game(Ours), [None] * 20),
            "pytablut": rate(lambda _: random_game(PytablutGame), [None]),
        },
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    report = {"games": args.games, "start_position": start_board_difference(), "presets": {}}
    for preset in ("ashton", "ashton-server"):
        plies, classes, examples = compare(args.games, args.seed, preset=preset)
        report["presets"][preset] = {
            "plies_compared": plies,
            "disagreements": [{"class": k, "games": v, "example": examples[k]} for k, v in classes.most_common()],
        }
    report.update(speed(args.seconds, args.seed))
    for key in ("legal_moves_per_s", "random_games_per_s"):
        report[key]["ratio"] = report[key]["tablut"] / report[key]["pytablut"]
    if args.json:
        print(json.dumps(report, indent=2))
        return
    print("start position:", "; ".join(report["start_position"]) or "same")
    for preset, r in report["presets"].items():
        print(f"tablut {preset} vs pytablut: {args.games} random games, {r['plies_compared']} plies compared")
        for d in r["disagreements"]:
            print(f"- {d['games']:4} games: {d['class']}\n        e.g. {d['example']}")
    for key in ("legal_moves_per_s", "random_games_per_s"):
        s = report[key]
        print(f"{key}: tablut {s['tablut']:,.0f}, pytablut {s['pytablut']:,.1f}, ratio {s['ratio']:,.0f}x")


if __name__ == "__main__":
    main()
