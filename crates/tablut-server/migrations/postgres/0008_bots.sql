-- Bots: accounts played by a program, made by their owner's account.
-- `bot_owner` is the owner's account id (NULL for people); a bot logs in
-- with a token whose SHA-256 is `token_hash`, never with a password.
ALTER TABLE accounts ADD COLUMN bot_owner TEXT REFERENCES accounts (id);
ALTER TABLE accounts ADD COLUMN token_hash TEXT;
CREATE UNIQUE INDEX accounts_by_token ON accounts (token_hash) WHERE token_hash IS NOT NULL;
