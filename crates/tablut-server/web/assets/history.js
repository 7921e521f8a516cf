// Earlier positions of a game, for stepping back through it.
//
// The page must not judge rules, so it never plays moves forward. It walks
// back from the server's current board instead, undoing recorded facts:
// the moved piece returns from `to` to `from`, and the pieces listed in
// `captures` (always of the side that did not move; the king is never
// listed) come back.

import { splitMove, squareCoords } from './board.js';

function setAt(rows, name, ch) {
  const { col, row } = squareCoords(name);
  rows[row][col] = ch;
}

function getAt(rows, name) {
  const { col, row } = squareCoords(name);
  return rows[row][col];
}

/** boards[k] is the board after k moves; boards[moves.length] is `board`. */
export function boardsByPly(board, moves) {
  const boards = new Array(moves.length + 1);
  let rows = board.map((r) => r.split(''));
  boards[moves.length] = board.slice();
  for (let k = moves.length - 1; k >= 0; k--) {
    const m = moves[k];
    const { from, to } = splitMove(m.move);
    const piece = getAt(rows, to);
    setAt(rows, to, '.');
    setAt(rows, from, piece === '.' ? (m.side === 'attackers' ? 't' : 'T') : piece);
    const restored = m.side === 'attackers' ? 'T' : 't';
    for (const sq of m.captures || []) setAt(rows, sq, restored);
    boards[k] = rows.map((r) => r.join(''));
  }
  return boards;
}

/** Pieces lost by each side in the first k moves. */
export function lostAfter(moves, k) {
  const lost = { attackers: 0, defenders: 0 };
  for (let i = 0; i < k && i < moves.length; i++) {
    const m = moves[i];
    const victim = m.side === 'attackers' ? 'defenders' : 'attackers';
    lost[victim] += (m.captures || []).length;
  }
  return lost;
}
