-- Puzzle ratings (Glicko-2): each account's as a solver, and each shipped
-- puzzle's, moved by every rated attempt.
CREATE TABLE puzzle_ratings (
    account_id  TEXT PRIMARY KEY REFERENCES accounts (id),
    rating      DOUBLE PRECISION NOT NULL,
    deviation   DOUBLE PRECISION NOT NULL,
    volatility  DOUBLE PRECISION NOT NULL,
    attempts    BIGINT NOT NULL,
    solved      BIGINT NOT NULL
);

CREATE TABLE puzzle_stats (
    puzzle_id   TEXT PRIMARY KEY,
    rating      DOUBLE PRECISION NOT NULL,
    deviation   DOUBLE PRECISION NOT NULL,
    volatility  DOUBLE PRECISION NOT NULL,
    attempts    BIGINT NOT NULL,
    solved      BIGINT NOT NULL
);
