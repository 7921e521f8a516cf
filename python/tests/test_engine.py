"""The engine from Python: search, several lines, game review."""

import pytest

import tablut


def test_search_finds_a_legal_move_with_a_score():
    game = tablut.Game("ashton")
    engine = tablut.Engine("ashton", threads=1, hash_mb=16)
    found = engine.search(game, depth=3)
    assert found.best in game.legal_moves()
    assert found.line[0] == found.best
    assert 0.0 <= found.winning_chance <= 1.0
    assert found.depth >= 3 and found.nodes > 0


def test_search_sees_a_winning_escape():
    # BrainKing: the king escapes to any edge square; e5's file is open to e9.
    game = tablut.Game("brainking", position="/3ttt3/4t4/4T4/t3T3t/tt2K2tt/t7t/9/9/3t1t3/ d")
    found = tablut.Engine("brainking").search(game, depth=2)
    assert found.best == "e5-e9"
    assert found.mate == 1 and found.winning_chance == 1.0


def test_analyse_gives_several_lines_best_first():
    lines = tablut.Engine("ashton").analyse(tablut.Game("ashton"), lines=3, depth=2)
    assert len(lines) == 3
    assert len({l.move for l in lines}) == 3
    assert lines[0].score >= lines[1].score >= lines[2].score


def test_review_classes_every_move():
    moves = ["e3-h3", "d1-d3", "h3-h1", "f1-f3"]
    reviews = tablut.Engine("ashton").review(moves, depth=2)
    assert [r.move for r in reviews] == moves
    assert {r.classification for r in reviews} <= {"best", "good", "inaccuracy", "mistake", "blunder"}
    assert [r.side for r in reviews] == ["defenders", "attackers"] * 2


def test_bad_limits_and_engines_raise():
    with pytest.raises(tablut.EngineError):
        tablut.Engine("ashton", threads=0)
    with pytest.raises(tablut.EngineError):
        tablut.Engine("ashton").search(depth=0)
