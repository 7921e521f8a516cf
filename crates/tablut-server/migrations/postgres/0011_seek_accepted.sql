-- When a seek became a game (ms since 1970): the lobby lists only the
-- seeks accepted in the last minutes, so a seeker's page finds its game
-- without every lobby message carrying every game started that day.
ALTER TABLE seeks ADD COLUMN accepted_at BIGINT;
CREATE INDEX seeks_by_accepted ON seeks (accepted_at) WHERE accepted_at IS NOT NULL;
