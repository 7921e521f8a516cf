-- Accounts: a name (unique whatever its case: `name_key` is its lower
-- case) and an argon2id password hash. A deleted account keeps its row,
-- so its name is never taken by someone else and its games still point
-- at it, but loses its password and sessions. `failed_logins` and
-- `locked_until` (ms since 1970) slow down guessing at one account.
CREATE TABLE accounts (
    id             TEXT PRIMARY KEY,
    name           TEXT NOT NULL,
    name_key       TEXT NOT NULL UNIQUE,
    password_hash  TEXT,
    created_at     BIGINT NOT NULL,
    deleted_at     BIGINT,
    failed_logins  BIGINT NOT NULL DEFAULT 0,
    locked_until   BIGINT NOT NULL DEFAULT 0
);

-- A login: the SHA-256 of the cookie's token, whose account, and until
-- when (ms since 1970).
CREATE TABLE sessions (
    token_hash  TEXT PRIMARY KEY,
    account_id  TEXT NOT NULL REFERENCES accounts (id),
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL
);
CREATE INDEX sessions_by_account ON sessions (account_id);

-- Which account holds each seat of a game, if any (guests hold seats by
-- their secret alone).
ALTER TABLE games ADD COLUMN attackers_account TEXT REFERENCES accounts (id);
ALTER TABLE games ADD COLUMN defenders_account TEXT REFERENCES accounts (id);
CREATE INDEX games_by_attackers_account ON games (attackers_account);
CREATE INDEX games_by_defenders_account ON games (defenders_account);
