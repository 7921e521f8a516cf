-- Several servers over one database. `version` counts the changes of a
-- game: every change is written only if the row still has the version the
-- server decided against, so racing servers cannot both change one game.
-- `claimed_by`/`claim_until` say which server does the game's pending
-- work (the computer's reply) and until when (ms since 1970); a claim
-- that runs out is taken over by another server.
ALTER TABLE games ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN claimed_by TEXT;
ALTER TABLE games ADD COLUMN claim_until BIGINT;
CREATE INDEX games_by_claim ON games (claim_until) WHERE claimed_by IS NOT NULL;
