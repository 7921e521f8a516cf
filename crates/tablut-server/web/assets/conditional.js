// Conditional moves by correspondence (docs/players.md): on the
// opponent's turn a seated player writes lines of "if they play X, I
// play Y", one line a row (`e3-h3 d1-d3 c5-c8 f1-f3`), and the server
// answers for them while they are away. The lines are read back from the
// server after every move, since the server uses them up.

import { request, describeError } from './api.js';
import { t } from './i18n.js';
import { isCorrespondence } from './clock.js';

const $ = (id) => document.getElementById(id);

/** The lines written in the box: rows of moves, blank rows left out. */
export function parseLines(text) {
  return text
    .split('\n')
    .map((row) => row.trim().split(/[\s,;]+/).filter(Boolean))
    .filter((row) => row.length > 0);
}

/** The lines as the box shows them. */
export const formatLines = (lines) => lines.map((l) => l.join(' ')).join('\n');

/**
 * The conditional-moves card of the game page. `secret()` gives the seat's
 * secret, if the seat is held by one (an account's seat needs none).
 */
export function createConditional(secret) {
  const st = { id: null, ply: null, shown: false, busy: false };
  const path = () => `/api/games/${encodeURIComponent(st.id)}/conditional`;
  const say = (text) => {
    $('conditional-status').textContent = text;
  };

  async function load() {
    try {
      const { lines } = await request(path(), { secret: secret() });
      // What the player is typing is not overwritten.
      if (document.activeElement !== $('conditional-lines')) $('conditional-lines').value = formatLines(lines);
      say(lines.length ? t('web-game-conditional-saved', { count: lines.length }) : '');
    } catch (e) {
      say(describeError(e.code, e.message));
    }
  }

  async function save(lines) {
    if (st.busy) return;
    st.busy = true;
    try {
      const saved = await request(path(), { method: 'POST', body: { lines }, secret: secret() });
      $('conditional-lines').value = formatLines(saved.lines);
      say(saved.lines.length ? t('web-game-conditional-saved', { count: saved.lines.length }) : t('web-game-conditional-cleared'));
    } catch (e) {
      say(describeError(e.code, e.message));
    } finally {
      st.busy = false;
    }
  }

  $('conditional-save').addEventListener('click', () => save(parseLines($('conditional-lines').value)));
  $('conditional-clear').addEventListener('click', () => save([]));

  return {
    /**
     * Shows the card to a player seated on one side of a correspondence
     * game going on, while the opponent is to move; reads the lines again
     * after every move.
     */
    show(game, you) {
      const open =
        !!you && you !== 'both' && game && game.status === 'active' && !!game.clock &&
        isCorrespondence(game.clock.control) && game.side_to_move !== you;
      $('conditional').hidden = !open;
      if (!open) {
        st.shown = false;
        return;
      }
      if (!st.shown || st.id !== game.id || st.ply !== game.ply) {
        st.id = game.id;
        st.ply = game.ply;
        st.shown = true;
        load();
      }
    },
  };
}
