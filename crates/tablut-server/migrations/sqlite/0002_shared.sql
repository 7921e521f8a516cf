-- A change counter per game and the claim on its pending work (the
-- computer's reply); see the PostgreSQL migration of the same name.
ALTER TABLE games ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN claimed_by TEXT;
ALTER TABLE games ADD COLUMN claim_until BIGINT;
