-- Game reviews: one per finished game, made once by one server (the one
-- whose claim holds: `claimed_by` until `claim_until`, ms since 1970;
-- another takes over a claim that ran out) and kept. `done` of `total`
-- positions are searched; `result` is the review as JSON once finished.
CREATE TABLE reviews (
    game_id      TEXT PRIMARY KEY REFERENCES games (id),
    status       TEXT NOT NULL,
    done         BIGINT NOT NULL,
    total        BIGINT NOT NULL,
    claimed_by   TEXT,
    claim_until  BIGINT,
    requested_by TEXT NOT NULL,
    created_at   BIGINT NOT NULL,
    result       TEXT
);
