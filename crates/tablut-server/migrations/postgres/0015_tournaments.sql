-- Tournaments (issue 31): a tournament, its entrants, and each round's
-- pairings with the games they became. A round is paired by a
-- conditional update of `current_round` and `version` in the same
-- transaction that inserts its pairings and games, so whichever server
-- loses the race writes nothing: every round is paired once.
CREATE TABLE tournaments (
    id             TEXT PRIMARY KEY,
    name           TEXT NOT NULL,
    format         TEXT NOT NULL,
    match_kind     TEXT NOT NULL,
    variant        TEXT NOT NULL,
    clock          TEXT NOT NULL,
    rated          BIGINT NOT NULL,
    creator_id     TEXT NOT NULL REFERENCES accounts (id),
    status         TEXT NOT NULL,
    rounds         BIGINT NOT NULL,
    current_round  BIGINT NOT NULL,
    created_at     BIGINT NOT NULL,
    starts_at      BIGINT,
    updated_at     BIGINT NOT NULL,
    version        BIGINT NOT NULL
);
CREATE INDEX tournaments_by_status ON tournaments (status, created_at);
CREATE TABLE tournament_players (
    tournament_id  TEXT NOT NULL REFERENCES tournaments (id),
    account_id     TEXT NOT NULL REFERENCES accounts (id),
    joined_at      BIGINT NOT NULL,
    withdrawn      BIGINT NOT NULL,
    rating         DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (tournament_id, account_id)
);
-- A bye is a pairing with no second player and no game.
CREATE TABLE tournament_pairings (
    tournament_id  TEXT NOT NULL REFERENCES tournaments (id),
    round          BIGINT NOT NULL,
    board          BIGINT NOT NULL,
    first_id       TEXT NOT NULL,
    second_id      TEXT,
    game1          TEXT,
    game2          TEXT,
    result         TEXT,
    PRIMARY KEY (tournament_id, round, board)
);
