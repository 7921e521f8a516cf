-- A tournament's game knows its tournament (issue 31), so that its page
-- links back to it and says so.
ALTER TABLE games ADD COLUMN tournament_id TEXT;
