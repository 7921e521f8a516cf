"""A Tablut Challenge game between two Python players through `tablut challenge-server`."""

import random
import re
import subprocess
import threading

import tablut
import tablut.challenge


def test_two_python_players_finish_a_game(tablut_bin, tmp_path):
    server = subprocess.Popen(
        [tablut_bin, "challenge-server", "-t", "2", "--addr", "127.0.0.1", "--white-port", "0",
         "--black-port", "0", "--connect-timeout", "30", "--max-plies", "80",
         "--log-dir", str(tmp_path / "server")],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        first = server.stdout.readline()
        white_port, black_port = map(int, re.findall(r"port=(\d+)", first))
        results, errors, seen = {}, [], []

        def player(role, port):
            rng = random.Random(role)

            def choose(state):
                assert state.turn == role
                assert len(state.board) == 9 and state.time_left() > 0
                seen.append(state.game.copy())
                return rng.choice(state.legal_moves())

            try:
                results[role] = tablut.challenge.play(
                    role, choose, port=port, timeout=2, name="py" + role.lower(),
                    log_dir=str(tmp_path / role),
                )
            except Exception as e:  # reported below
                errors.append(e)

        white = threading.Thread(target=player, args=("WHITE", white_port))
        white.start()
        player("BLACK", black_port)
        white.join(120)
        assert not errors, errors
        out, _ = server.communicate(timeout=60)
        assert server.returncode == 0
    finally:
        if server.poll() is None:
            server.kill()
    w, b = results["WHITE"], results["BLACK"]
    assert w.turn == b.turn and w.turn in ("WHITEWIN", "BLACKWIN", "DRAW")
    assert {w.result, b.result} in ({"won", "lost"}, {"drew"})
    assert w.game.moves == b.game.moves and len(w.game.moves) > 0
    assert w.moves_sent + b.moves_sent == len(w.game.moves)
    assert re.search(r"^result: (WHITEWIN|BLACKWIN|DRAW)", out, re.M), out
    # The record saved is the game, and reads back.
    saved = open(w.record_path, encoding="utf-8").read()
    assert tablut.Game.from_record(saved).moves == w.game.moves
    assert all(isinstance(g, tablut.Game) for g in seen)


def test_a_player_with_no_server_gets_a_clear_error():
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    try:
        tablut.challenge.play("WHITE", lambda s: None, port=port, timeout=2, log_dir=None)
    except tablut.ChallengeError as e:
        assert "could not connect" in str(e)
    else:
        raise AssertionError("no error")
