-- Tournaments, continued (issue 31): arenas (a length in minutes) and
-- groups then knockout (group size, qualifiers per group); entry
-- conditions (a least rating, a least number of rated games, bots
-- allowed, by invitation); when the tournament started; an arena
-- player's pause.
ALTER TABLE tournaments ADD COLUMN minutes BIGINT;
ALTER TABLE tournaments ADD COLUMN group_size BIGINT;
ALTER TABLE tournaments ADD COLUMN qualifiers BIGINT;
ALTER TABLE tournaments ADD COLUMN min_rating BIGINT;
ALTER TABLE tournaments ADD COLUMN min_games BIGINT;
ALTER TABLE tournaments ADD COLUMN bots BIGINT NOT NULL DEFAULT 1;
ALTER TABLE tournaments ADD COLUMN invitation BIGINT NOT NULL DEFAULT 0;
ALTER TABLE tournaments ADD COLUMN started_at BIGINT;
-- A scheduled tournament's slot (the schedule's name and start), so that
-- every server creating the next one of a schedule creates it once.
ALTER TABLE tournaments ADD COLUMN schedule_key TEXT;
CREATE UNIQUE INDEX tournaments_by_schedule ON tournaments (schedule_key);
ALTER TABLE tournament_players ADD COLUMN paused BIGINT NOT NULL DEFAULT 0;
CREATE TABLE tournament_invites (
    tournament_id  TEXT NOT NULL REFERENCES tournaments (id),
    account_id     TEXT NOT NULL REFERENCES accounts (id),
    PRIMARY KEY (tournament_id, account_id)
);
-- Tournaments the server makes by itself (`tablut serve
-- --tournament-schedule FILE`): each schedule's request and when its
-- tournaments start (every `every_minutes` from `offset_minutes` past
-- midnight UTC, each listed `announce_minutes` before it starts).
CREATE TABLE tournament_schedules (
    name              TEXT PRIMARY KEY,
    every_minutes     BIGINT NOT NULL,
    offset_minutes    BIGINT NOT NULL,
    announce_minutes  BIGINT NOT NULL,
    request           TEXT NOT NULL
);
