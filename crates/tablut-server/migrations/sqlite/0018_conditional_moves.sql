-- Conditional premoves by correspondence (issue 33): a seat's lines of
-- "if they play X, I play Y", as JSON (lists of moves, the opponent's
-- first), checked by the server when the opponent moves.
CREATE TABLE conditional_moves (
    game_id     TEXT NOT NULL REFERENCES games (id),
    side        TEXT NOT NULL,
    lines       TEXT NOT NULL,
    updated_at  BIGINT NOT NULL,
    PRIMARY KEY (game_id, side)
);
