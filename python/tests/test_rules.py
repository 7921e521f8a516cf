"""The rules from Python: perft, legal moves, illegal moves, records, outcomes."""

import subprocess

import numpy as np
import pytest

import tablut

PRESETS = [name for name, _ in tablut.presets()]


def test_every_preset_is_listed():
    assert PRESETS == ["ludoteka", "catalan", "brainking", "cartier", "ashton", "ashton-server"]


@pytest.mark.parametrize("variant", PRESETS)
def test_perft_equals_the_rust_counts(variant, tablut_bin):
    out = subprocess.run(
        [tablut_bin, "perft", "--variant", variant, "--depth", "3"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    # The CLI prints one line per depth: "depth 1 ... nodes"; take every integer after "depth N".
    rust = {}
    for line in out.splitlines():
        words = line.replace(",", "").split()
        numbers = [int(w) for w in words if w.isdigit()]
        if len(numbers) >= 2:
            rust[numbers[0]] = numbers[1]
    assert rust, out
    for depth, nodes in rust.items():
        assert tablut.perft(variant, depth) == nodes, (variant, depth)


def test_ashton_perft_matches_the_rules_document():
    # ASHTON.md §1: 56 / 4,392 / 247,616 (ashton) and 56 / 4,408 / 248,456 (ashton-server).
    assert [tablut.perft("ashton", d) for d in (1, 2, 3)] == [56, 4392, 247616]
    assert [tablut.perft("ashton-server", d) for d in (1, 2, 3)] == [56, 4408, 248456]


def test_ashton_start_has_56_legal_moves():
    game = tablut.Game("ashton")
    assert len(game.legal_moves()) == 56
    assert game.side_to_move == "defenders"
    assert int(game.action_mask().sum()) == 56
    assert sorted(tablut.action_to_move(a) for a in game.legal_actions()) == sorted(game.legal_moves())


def test_an_illegal_move_raises_with_the_reason():
    game = tablut.Game("ashton")
    with pytest.raises(tablut.IllegalMoveError, match="blocked by the piece on e6"):
        game.play("e5-e9")
    with pytest.raises(tablut.IllegalMoveError, match="belongs to the attackers"):
        game.play("d1-d3")
    with pytest.raises(tablut.NotationError, match="rank or file"):
        game.play("a1-b2")
    assert len(game) == 0
    assert isinstance(tablut.IllegalMoveError("x"), ValueError)


def test_rule_flags_as_keywords_and_unknown_ones():
    game = tablut.Game("ludoteka", king_armed=False)
    assert game.variant == "ludoteka:king_armed=false"
    assert game.rules["king_armed"] == "false"
    with pytest.raises(tablut.RulesError, match="king_armd"):
        tablut.Game("ludoteka", king_armd=False)
    with pytest.raises(tablut.RulesError):
        tablut.Game("chess")


def test_play_undo_board_and_position():
    game = tablut.Game("ashton")
    assert game.play(("e3", "h3")) == []
    assert game.moves == ["e3-h3"]
    board = game.board
    assert board.shape == (9, 9) and board.dtype == np.int8
    assert board[2, 7] == 2 and board[2, 4] == 0  # h3 defender, e3 empty
    assert board[4, 4] == 3  # the king on e5
    assert "K" in game.board_text
    again = tablut.Game("ashton", position=game.position)
    assert again.legal_moves() == game.legal_moves()
    assert game.undo() == "e3-h3"
    assert game.undo() is None


def test_a_record_round_trips():
    game = tablut.Game("ashton")
    for move in ["e3-h3", "d1-d3", "h3-h1", "f1-f3"]:
        game.play(move)
    text = game.record(event="test")
    read = tablut.Game.from_record(text)
    assert read.moves == game.moves
    assert read.variant == "ashton"
    assert read.record() == text


def test_outcome_is_typed_and_worded():
    # The king walks to c9's file and escapes: e5 cannot move at first, so
    # open a road: defenders e4-... Play a known short escape under BrainKing (edge escape).
    game = tablut.Game("brainking")
    for move in ["e4-c4", "d1-d2", "e5-e4", "d2-d1", "e4-h4"]:
        game.play(move)
    # h4 is not an edge: the game goes on; the king then reaches i4?
    assert not game.outcome.is_over
    assert game.outcome.result == "ongoing"
    while not game.outcome.is_over:
        moves = game.legal_moves()
        king = [m for m in moves if m.startswith("h4-") and m.endswith(("9", "1")) or m == "h4-i4"]
        game.play(king[0] if king and game.side_to_move == "defenders" else moves[0])
    out = game.outcome
    assert out.result in ("defenders win", "attackers win", "draw")
    assert out.reason is not None and out.sentence.endswith(".")


def test_repetition_as_the_rules_count_it():
    shuttle = ["e3-h3", "d1-d3", "h3-g3", "d3-c3", "g3-h3", "c3-d3"]
    # Ashton: the 2nd occurrence of a position draws.
    game = tablut.Game("ashton")
    for move in shuttle:
        game.play(move)
    assert game.repetitions == 2
    assert game.draw_at == 2
    assert (game.outcome.result, game.outcome.reason) == ("draw", "repetition")
    assert "second time" in game.outcome.sentence
    with pytest.raises(tablut.IllegalMoveError, match="game is over"):
        game.play("e4-f4")
    # Ludoteka: the 3rd.
    game = tablut.Game("ludoteka")
    for move in shuttle + ["h3-g3", "d3-c3", "g3-h3", "c3-d3"]:
        game.play(move)
    assert game.repetitions == 3 and game.outcome.reason == "repetition"


def test_actions_encode_every_move_once():
    seen = set()
    for a in range(tablut.ACTIONS):
        m = tablut.action_to_move(a)
        if m is not None:
            assert tablut.move_to_action(m) == a
            seen.add(m)
    assert len(seen) == 81 * 16
    assert tablut.move_to_action("e3-h3") == (2 * 9 + 4) * 32 + 1 * 8 + 2
