-- Games between people as players know them: clocks, rated games, draw
-- offers, takebacks, ends from outside the rules.
--
-- `clock` is the time control (`3+2`, `3d`; NULL: no clock);
-- `attackers_ms`/`defenders_ms` the time each side had when its current
-- or last turn began; `clock_since` since when the side to move's time
-- runs (NULL: none runs); `deadline` when it runs out, kept for the
-- servers' look for fallen flags (index).
ALTER TABLE games ADD COLUMN clock TEXT;
ALTER TABLE games ADD COLUMN attackers_ms BIGINT;
ALTER TABLE games ADD COLUMN defenders_ms BIGINT;
ALTER TABLE games ADD COLUMN clock_since BIGINT;
ALTER TABLE games ADD COLUMN deadline BIGINT;
CREATE INDEX games_by_deadline ON games (deadline) WHERE deadline IS NOT NULL;
-- An end from outside the rules other than a resignation, in the core's
-- words (`defenders lost on time`, `draw agreed`, `aborted`).
ALTER TABLE games ADD COLUMN ended TEXT;
-- 1 when the result counts for the players' ratings.
ALTER TABLE games ADD COLUMN rated BIGINT NOT NULL DEFAULT 0;
-- The side offering a draw, and the side asking to take a move back.
ALTER TABLE games ADD COLUMN draw_offer TEXT;
ALTER TABLE games ADD COLUMN takeback_offer TEXT;
