-- E-mail (issue 33): each account's address, what it wants to hear of,
-- the links sent to it, the turns waiting to be told, the deadline
-- warnings sent, and the queue of mail to send.
--
-- An address is used only once `verified_at` is set (the link sent to it
-- was opened). `lang` is the language its mail is written in;
-- `unsubscribe_key` is the secret in every mail's unsubscribe link, which
-- works without logging in. `turns`, `deadlines` and `challenges` are 1
-- while the account wants those mails.
CREATE TABLE mail_addresses (
    account_id       TEXT PRIMARY KEY REFERENCES accounts (id),
    email            TEXT NOT NULL,
    verified_at      BIGINT,
    lang             TEXT NOT NULL,
    unsubscribe_key  TEXT NOT NULL UNIQUE,
    turns            BIGINT NOT NULL DEFAULT 1,
    deadlines        BIGINT NOT NULL DEFAULT 1,
    challenges       BIGINT NOT NULL DEFAULT 1,
    updated_at       BIGINT NOT NULL
);

-- A link sent by mail: the SHA-256 of its token, what it does (`verify`
-- an address, `reset` a password), until when, and whether it was used.
CREATE TABLE mail_tokens (
    token_hash  TEXT PRIMARY KEY,
    account_id  TEXT NOT NULL REFERENCES accounts (id),
    purpose     TEXT NOT NULL,
    email       TEXT NOT NULL,
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL,
    used_at     BIGINT
);
CREATE INDEX mail_tokens_by_account ON mail_tokens (account_id, created_at);

-- A correspondence game where it is the account's turn since `moved_at`
-- (at move `ply`): `pending` while no mail has told it yet. `sent_at` is
-- when a mail last told of this game, so that one game brings at most one
-- mail per period.
CREATE TABLE mail_turns (
    account_id  TEXT NOT NULL,
    game_id     TEXT NOT NULL,
    ply         BIGINT NOT NULL,
    pending     BIGINT NOT NULL,
    moved_at    BIGINT NOT NULL,
    sent_at     BIGINT NOT NULL,
    PRIMARY KEY (account_id, game_id)
);
CREATE INDEX mail_turns_pending ON mail_turns (pending, moved_at);

-- The deadline warnings made, one per game and move: whichever server
-- inserts the row first queues the mail.
CREATE TABLE mail_warnings (
    game_id  TEXT NOT NULL,
    ply      BIGINT NOT NULL,
    at       BIGINT NOT NULL,
    PRIMARY KEY (game_id, ply)
);

-- The mail to send. A server claims a row (`claimed_by`, until
-- `claim_until`) before sending it, so one mail leaves once whatever the
-- number of servers; a claim left by a server that stopped runs out and
-- another takes the mail. A mail that could not be sent waits until
-- `next_at` (longer after each attempt); one that failed for good keeps
-- its `error` and `failed_at`. Sent mail is deleted.
CREATE TABLE mail_queue (
    id           TEXT PRIMARY KEY,
    account_id   TEXT NOT NULL,
    kind         TEXT NOT NULL,
    data         TEXT NOT NULL,
    created_at   BIGINT NOT NULL,
    next_at      BIGINT NOT NULL,
    attempts     BIGINT NOT NULL DEFAULT 0,
    claimed_by   TEXT,
    claim_until  BIGINT,
    failed_at    BIGINT,
    error        TEXT
);
CREATE INDEX mail_queue_due ON mail_queue (failed_at, next_at);
