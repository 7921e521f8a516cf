-- Puzzle attempts, judged and recorded by the server: the solver's moves
-- it judged so far, how the attempt ended, and whether it moves ratings.
-- Only an account's first attempt at a puzzle is rated (the unique index
-- makes that hold across servers sharing one database); a guest's never.
CREATE TABLE puzzle_attempts (
    id          TEXT PRIMARY KEY,
    puzzle_id   TEXT NOT NULL,
    account_id  TEXT REFERENCES accounts (id),
    -- The solver's moves judged so far, space-separated (replies are the
    -- server's and played again from them).
    moves       TEXT NOT NULL,
    -- open, solved, failed (a move that does not win) or gave-up.
    state       TEXT NOT NULL,
    -- 1 once a hint was given: a rated attempt then counts as failed.
    hinted      BIGINT NOT NULL,
    -- 1 for an account's first attempt at the puzzle.
    rated       BIGINT NOT NULL,
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL
);
CREATE UNIQUE INDEX puzzle_attempts_first ON puzzle_attempts (account_id, puzzle_id) WHERE rated = 1;
CREATE INDEX puzzle_attempts_by_account ON puzzle_attempts (account_id, created_at);
CREATE INDEX puzzle_attempts_of_guests ON puzzle_attempts (updated_at) WHERE account_id IS NULL;
