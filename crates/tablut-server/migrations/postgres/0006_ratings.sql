-- Glicko-2 ratings, one pool per rule set preset (`ludoteka`, ...).
CREATE TABLE ratings (
    account_id  TEXT NOT NULL REFERENCES accounts (id),
    pool        TEXT NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    deviation   DOUBLE PRECISION NOT NULL,
    volatility  DOUBLE PRECISION NOT NULL,
    games       BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL,
    PRIMARY KEY (account_id, pool)
);
CREATE INDEX ratings_by_pool ON ratings (pool, rating);

-- Each rated game's effect on its two players, written in the
-- transaction that stores the game's end: the ratings' history, and the
-- proof that a game was rated once.
CREATE TABLE rating_changes (
    game_id        TEXT NOT NULL REFERENCES games (id),
    account_id     TEXT NOT NULL REFERENCES accounts (id),
    pool           TEXT NOT NULL,
    side           TEXT NOT NULL,
    rating_before  DOUBLE PRECISION NOT NULL,
    rating_after   DOUBLE PRECISION NOT NULL,
    deviation      DOUBLE PRECISION NOT NULL,
    at             BIGINT NOT NULL,
    PRIMARY KEY (game_id, account_id)
);
CREATE INDEX rating_changes_by_account ON rating_changes (account_id, pool, at);
