-- Who is connected, across servers. Each running server has a row in
-- `servers` that it renews every second; `presence` counts, per game and
-- server, the connections holding each seat. Rows of a server whose
-- `alive_until` has passed (it died) are ignored and then removed.
CREATE TABLE servers (
    instance     TEXT PRIMARY KEY,
    alive_until  BIGINT NOT NULL
);

CREATE TABLE presence (
    game_id    TEXT NOT NULL,
    instance   TEXT NOT NULL,
    attackers  BIGINT NOT NULL,
    defenders  BIGINT NOT NULL,
    PRIMARY KEY (game_id, instance)
);
CREATE INDEX presence_by_instance ON presence (instance);
