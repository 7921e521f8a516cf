-- The lobby: open seeks anyone may accept, and challenges to one named
-- player (`target_id`). The seeker holds the seat by `secret_hash` (the
-- secret was given when the seek was made); accepting sets `game_id`
-- with a conditional update, so a seek becomes one game only. A seek is
-- open until `expires_at` (ms since 1970), cancelled (deleted) or taken.
CREATE TABLE seeks (
    id           TEXT PRIMARY KEY,
    account_id   TEXT REFERENCES accounts (id),
    name         TEXT NOT NULL,
    secret_hash  TEXT NOT NULL,
    variant      TEXT NOT NULL,
    clock        TEXT NOT NULL,
    rated        BIGINT NOT NULL,
    side         TEXT NOT NULL,
    target_id    TEXT REFERENCES accounts (id),
    created_at   BIGINT NOT NULL,
    expires_at   BIGINT NOT NULL,
    game_id      TEXT
);
CREATE INDEX seeks_open ON seeks (expires_at) WHERE game_id IS NULL;

-- Players online per server (lobby and game connections), renewed with
-- the server's heartbeat.
ALTER TABLE servers ADD COLUMN online BIGINT NOT NULL DEFAULT 0;
