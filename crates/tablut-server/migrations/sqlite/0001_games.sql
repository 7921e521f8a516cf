-- Games, their moves and chat. Times are milliseconds since 1970.
-- Secrets and invitation tokens are stored only as SHA-256 hashes.
CREATE TABLE games (
    id              TEXT PRIMARY KEY,
    variant         TEXT NOT NULL,
    mode            TEXT NOT NULL,
    level           TEXT,
    computer_side   TEXT,
    attackers_name  TEXT NOT NULL DEFAULT '',
    defenders_name  TEXT NOT NULL DEFAULT '',
    attackers_hash  TEXT,
    defenders_hash  TEXT,
    invite_hash     TEXT,
    status          TEXT NOT NULL,
    result          TEXT NOT NULL DEFAULT 'ongoing',
    winner          TEXT,
    reason          TEXT,
    resigned        TEXT,
    rematch_offer   TEXT,
    rematch_game    TEXT,
    ply             BIGINT NOT NULL DEFAULT 0,
    created_at      BIGINT NOT NULL,
    updated_at      BIGINT NOT NULL
);
CREATE INDEX games_by_status ON games (status, updated_at);

CREATE TABLE moves (
    game_id     TEXT NOT NULL REFERENCES games (id),
    ply         BIGINT NOT NULL,
    mv          TEXT NOT NULL,
    created_at  BIGINT NOT NULL,
    PRIMARY KEY (game_id, ply)
);

CREATE TABLE chat (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id  TEXT NOT NULL REFERENCES games (id),
    seat     TEXT NOT NULL,
    name     TEXT NOT NULL,
    body     TEXT NOT NULL,
    at       BIGINT NOT NULL
);
CREATE INDEX chat_by_game ON chat (game_id, id);
