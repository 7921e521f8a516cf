-- Failed logins per name and address (the name's key, as
-- `accounts.name_key`, whether or not an account has it; an IPv4 address,
-- or an IPv6 /64 written `NETWORK/64`): `failures` since the last success
-- (forgotten a day after the last), and `locked_until` (ms since 1970)
-- before which that address may not try that name again. One address's
-- guesses no longer lock an account for everyone: `accounts.failed_logins`
-- and `accounts.locked_until` are no longer read or written (they stay so
-- a server of the previous version on the same database keeps running
-- while servers are upgraded one by one), and every lock they held ends.
CREATE TABLE login_failures (
    name_key      TEXT NOT NULL,
    address       TEXT NOT NULL,
    failures      BIGINT NOT NULL,
    last_at       BIGINT NOT NULL,
    locked_until  BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (name_key, address)
);
CREATE INDEX login_failures_by_time ON login_failures (last_at);

UPDATE accounts SET failed_logins = 0, locked_until = 0;
