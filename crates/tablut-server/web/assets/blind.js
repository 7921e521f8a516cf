// The screen-reader mode of the game page ("blind mode"): the position in
// words, a text field where moves (`e3-e1`) and short commands are typed,
// and a live region that says what happens (the opponent's reply, a
// refused move, the end of the game). It is switched on and off by a
// button on the page and remembered in this browser (`tablut.blind`).
//
// The page stays the referee's view: moves typed here go to the server as
// the board's clicks do, and the legal moves read out are the ones the
// server listed in the game's state.

import { prefs } from './api.js';
import { FILES, splitMove, pieceAt, pieceSide, pieceName } from './board.js';
import { t, lang } from './i18n.js';

const $ = (id) => document.getElementById(id);

/** Whether the screen-reader mode is on in this browser. */
export const blindOn = () => prefs.get('blind') === 'on';

const SQUARE = /^[a-i][1-9]$/;

/** A typed move (`e3-e1`, `e3e1`, `e3 e1`, `E3–E1`) as `e3-e1`, or null. */
export function parseMove(text) {
  const m = /^\s*([a-i][1-9])\s*[-–—x: ]?\s*([a-i][1-9])\s*$/i.exec(text);
  return m ? `${m[1].toLowerCase()}-${m[2].toLowerCase()}` : null;
}

const list = (items) => new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);

/**
 * The mode's panel. `hooks`: `st` (the page's state), `sendMove(from, to)`,
 * `canPlay()`, `whyNotPlayable()`, `movesFrom()` (the server's legal moves
 * by square), `currentBoard()`, `shownPly()`, `say(text)` (the live region).
 */
export function createBlind(hooks) {
  const { st, sendMove, canPlay, whyNotPlayable, movesFrom, currentBoard, shownPly, say } = hooks;
  const toggle = $('blind-toggle');
  const section = $('blind');
  const input = $('blind-input');

  function show() {
    const on = blindOn();
    toggle.setAttribute('aria-pressed', String(on));
    toggle.textContent = on ? t('web-blind-toggle-on') : t('web-blind-toggle-off');
    section.hidden = !on;
    document.documentElement.classList.toggle('blind-mode', on);
    draw();
  }

  toggle.addEventListener('click', () => {
    const on = !blindOn();
    prefs.set('blind', on ? 'on' : 'off');
    show();
    if (on) {
      say(t('web-blind-turned-on'));
      input.focus();
    } else {
      say(t('web-blind-turned-off'));
    }
  });

  $('blind-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    input.value = '';
    run(text);
  });

  // ---- what is said ------------------------------------------------------

  const sideWord = (side) => t('side-title', { side });

  function pieces(board, side) {
    const king = [];
    const others = [];
    for (let r = 9; r >= 1; r--) {
      for (const f of FILES) {
        const sq = `${f}${r}`;
        const ch = pieceAt(board, sq);
        if (pieceSide(ch) !== side) continue;
        if (ch === 'K') king.push(sq);
        else others.push(sq);
      }
    }
    return { king, others };
  }

  /** Who is to move, or how the game stands. */
  function statusText() {
    const g = st.game;
    if (g.status === 'waiting') return t('web-common-error-waiting');
    if (g.status === 'finished') return t('web-blind-finished', { result: $('outcome-title').textContent || t('web-common-error-game-over') });
    const you = st.you === 'both' || st.you === g.side_to_move;
    return t('web-blind-to-move', { side: g.side_to_move, you: you ? 'yes' : 'no' });
  }

  function lastText() {
    const g = st.game;
    const ply = shownPly();
    const m = ply > 0 ? g.moves[ply - 1] : null;
    if (!m) return t('web-blind-no-last-move');
    const caps = m.captures || [];
    return caps.length
      ? t('web-blind-last-capturing', { side: m.side, move: m.move, squares: list(caps) })
      : t('web-blind-last', { side: m.side, move: m.move });
  }

  function alertText() {
    const node = $('alert');
    return node && !node.hidden ? node.textContent.replace(/\s+/g, ' ').trim() : '';
  }

  function sideText(board, side) {
    const { king, others } = pieces(board, side);
    const count = king.length + others.length;
    if (side === 'defenders') {
      return t('web-blind-defenders', {
        count,
        king: king.length ? king[0] : t('web-blind-none'),
        squares: others.length ? list(others) : t('web-blind-none'),
      });
    }
    return t('web-blind-attackers', { count, squares: others.length ? list(others) : t('web-blind-none') });
  }

  function rankText(board, rank) {
    const cells = [...FILES].map((f) => `${f}${rank}`).map((sq) => t('web-blind-square', { square: sq, piece: pieceName(pieceAt(board, sq)) }));
    return t('web-blind-rank', { rank, squares: cells.join(', ') });
  }

  function fileText(board, file) {
    const cells = [];
    for (let r = 9; r >= 1; r--) cells.push(t('web-blind-square', { square: `${file}${r}`, piece: pieceName(pieceAt(board, `${file}${r}`)) }));
    return t('web-blind-file', { file, squares: cells.join(', ') });
  }

  function movesText(sq) {
    const board = currentBoard();
    const ch = pieceAt(board, sq);
    if (!ch) return t('web-blind-square-empty', { square: sq });
    const tos = st.viewPly === null ? movesFrom().get(sq) || [] : [];
    const piece = pieceName(ch);
    if (!tos.length) {
      const why = canPlay() ? '' : ` ${whyNotPlayable()}`;
      return `${t('web-blind-no-moves', { square: sq, piece })}${why}`;
    }
    return t('web-blind-moves', { square: sq, piece, count: tos.length, squares: list(tos) });
  }

  function clockText() {
    const g = st.game;
    if (!g.clock) return t('web-common-no-clock');
    return ['attackers', 'defenders'].map((side) => $(`clock-${side}`).getAttribute('aria-label') || '').filter(Boolean).join('. ');
  }

  // ---- commands ------------------------------------------------------------

  function run(text) {
    const g = st.game;
    if (!g) return;
    const board = currentBoard();
    const move = parseMove(text);
    if (move) {
      const { from, to } = splitMove(move);
      if (!canPlay()) {
        say(t('web-blind-refused', { move, reason: whyNotPlayable() }));
        return;
      }
      // The server judges the move and answers: the reply, or why not.
      st.blindSent = move;
      say(t('web-blind-sending', { move }));
      sendMove(from, to);
      return;
    }
    const words = text.toLowerCase().split(/\s+/);
    const [cmd, arg = ''] = words;
    if (SQUARE.test(cmd)) return say(movesText(cmd));
    if (cmd === 'm' && SQUARE.test(arg)) return say(movesText(arg));
    if (cmd === 'r' && /^[1-9]$/.test(arg)) return say(rankText(board, Number(arg)));
    if (/^r[1-9]$/.test(cmd)) return say(rankText(board, Number(cmd[1])));
    if (cmd === 'f' && /^[a-i]$/.test(arg)) return say(fileText(board, arg));
    if (/^f[a-i]$/.test(cmd)) return say(fileText(board, cmd[1]));
    if (cmd === 'b' || cmd === 'p') return say(positionText(board));
    if (cmd === 'l') return say(lastText());
    if (cmd === 'c') return say(clockText());
    if (cmd === 's') return say([statusText(), alertText()].filter(Boolean).join(' '));
    if (cmd === 'a') return say(sideText(board, 'attackers'));
    if (cmd === 'd') return say(sideText(board, 'defenders'));
    if (cmd === 'h' || cmd === '?') return say(t('web-blind-help'));
    say(t('web-blind-unknown', { text }));
  }

  function positionText(board) {
    return [statusText(), lastText(), alertText(), sideText(board, 'attackers'), sideText(board, 'defenders')].filter(Boolean).join(' ');
  }

  // ---- drawing -------------------------------------------------------------

  function setText(id, text) {
    const node = $(id);
    if (node.textContent !== text) node.textContent = text;
  }

  function draw() {
    const g = st.game;
    if (!g || section.hidden) return;
    const board = currentBoard();
    const ply = shownPly();
    setText('blind-ply', st.viewPly === null ? t('web-game-board-label', { ply }) : t('web-game-board-label-earlier', { ply }));
    setText('blind-status', statusText());
    setText('blind-last', lastText());
    const alert = alertText();
    setText('blind-alert', alert);
    $('blind-alert').hidden = !alert;
    setText('blind-attackers', sideText(board, 'attackers'));
    setText('blind-defenders', sideText(board, 'defenders'));
  }

  show();
  return { draw, on: blindOn };
}
