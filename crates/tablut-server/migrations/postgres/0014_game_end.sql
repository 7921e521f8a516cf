-- How a game ended, stored once: `ended` holds the rules library's
-- account of every end (`defenders win (escape)`, `attackers resigned`,
-- `draw agreed`, ...), where before a resignation had a column of its
-- own and the rules' results were kept as a winner and a reason word.
-- `result` stays, written from `ended`, for the archive's filter.
UPDATE games SET ended = CASE
    WHEN resigned IS NOT NULL THEN resigned || ' resigned'
    WHEN ended IS NOT NULL THEN ended
    WHEN reason = 'escape' AND winner IS NOT NULL THEN winner || ' win (escape)'
    WHEN reason = 'king captured' AND winner IS NOT NULL THEN winner || ' win (king captured)'
    WHEN reason = 'no legal moves' AND winner = 'attackers'
        THEN 'attackers win (defenders have no legal move)'
    WHEN reason = 'no legal moves' AND winner = 'defenders'
        THEN 'defenders win (attackers have no legal move)'
    WHEN reason = 'no legal moves' THEN 'draw (side to move has no legal move)'
    WHEN reason = 'repetition' THEN 'draw (position repeated)'
    ELSE NULL
END;
ALTER TABLE games DROP COLUMN resigned;
ALTER TABLE games DROP COLUMN winner;
ALTER TABLE games DROP COLUMN reason;
