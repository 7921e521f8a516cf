// A small model of the board as `GameState` sends it, enough for the tests
// to choose moves: squares, moves, sliding, and the king's escape routes.
// It is not a referee (no captures, no special squares beyond escapes): the
// server's `legal` list says what may be played; this only ranks those moves.

export const FILES = 'abcdefghi';

/** `board` (9 strings, rank 9 first) to a 9x9 array grid[row][col], row 0 = rank 9. */
export function parseBoard(board) {
  return board.map((row) => row.split(''));
}

export function squareName(row, col) {
  return `${FILES[col]}${9 - row}`;
}

export function squareRC(name) {
  const col = FILES.indexOf(name[0]);
  const rank = Number(name.slice(1));
  if (col < 0 || !(rank >= 1 && rank <= 9)) throw new Error(`bad square ${name}`);
  return [9 - rank, col];
}

export function parseMove(move) {
  const m = /^([a-i][1-9])-([a-i][1-9])$/.exec(move);
  if (!m) throw new Error(`bad move ${move}`);
  return { from: m[1], to: m[2] };
}

export function pieceAt(grid, name) {
  const [r, c] = squareRC(name);
  return grid[r][c];
}

/** The grid after sliding the piece of `move` (captures are ignored). */
export function applyMove(grid, move) {
  const { from, to } = parseMove(move);
  const g = grid.map((row) => row.slice());
  const [fr, fc] = squareRC(from);
  const [tr, tc] = squareRC(to);
  g[tr][tc] = g[fr][fc];
  g[fr][fc] = '.';
  return g;
}

export function findKing(grid) {
  for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) if (grid[r][c] === 'K') return [r, c];
  return null;
}

const DIRS = [[1, 0], [-1, 0], [0, 1], [0, -1]];

/** Squares the king can slide to (through empty squares). */
export function kingMoves(grid) {
  const k = findKing(grid);
  if (!k) return [];
  const out = [];
  for (const [dr, dc] of DIRS) {
    let r = k[0] + dr;
    let c = k[1] + dc;
    while (r >= 0 && r < 9 && c >= 0 && c < 9 && grid[r][c] === '.') {
      out.push(squareName(r, c));
      r += dr;
      c += dc;
    }
  }
  return out;
}

/** Escape squares the king reaches with one move. */
export function kingRoutes(grid, escapes) {
  return kingMoves(grid).filter((s) => escapes.has(s));
}

export function allSquares() {
  const out = [];
  for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) out.push(squareName(r, c));
  return out;
}

export function cornerSquares() {
  return new Set(['a1', 'a9', 'i1', 'i9']);
}

export function edgeSquares() {
  return new Set(allSquares().filter((s) => /^[ai]/.test(s) || /[19]$/.test(s)));
}

/**
 * The escape squares of a rule set from `/api/rulesets` (`squares.escape`),
 * falling back to the preset's documented rule when the shape is unexpected.
 */
export function escapeSquares(rulesets, variant) {
  const base = String(variant).split(':')[0];
  const rs = Array.isArray(rulesets) ? rulesets.find((r) => r && r.name === base) : null;
  const esc = rs && rs.squares && rs.squares.escape;
  if (Array.isArray(esc) && esc.length && esc.every((s) => typeof s === 'string' && /^[a-i][1-9]$/.test(s))) {
    return new Set(esc);
  }
  return base === 'brainking' || base === 'cartier' ? edgeSquares() : cornerSquares();
}

/**
 * Ranks the defenders' legal moves for a quick win: escape now, else make two
 * routes at once (a Tuichi, which one reply cannot block), else one (a
 * Raichi), else prepare a king move that opens routes, else free the king.
 * Deterministic: ties go to the first move in `legal` order.
 */
export function defenderScore(grid, move, escapes) {
  const { from, to } = parseMove(move);
  const piece = pieceAt(grid, from);
  if (piece === 'K' && escapes.has(to)) return 100000;
  const after = applyMove(grid, move);
  const routes = kingRoutes(after, escapes).length;
  if (routes >= 2) return 50000 + routes;
  let score = routes === 1 ? 5000 : 0;
  // What the king could do next move (the opponent's reply ignored).
  let best = 0;
  for (const sq of kingMoves(after)) {
    const k = kingRoutes(applyMove(after, `${squareName(...findKing(after))}-${sq}`), escapes).length;
    best = Math.max(best, k);
  }
  score += best * 300;
  score += kingMoves(after).length * 5;
  // Keep the king off squares next to attackers.
  const k = findKing(after);
  if (k) {
    for (const [dr, dc] of DIRS) {
      const r = k[0] + dr;
      const c = k[1] + dc;
      if (r >= 0 && r < 9 && c >= 0 && c < 9 && after[r][c] === 't') score -= 40;
    }
  }
  return score;
}

export function bestDefenderMove(state, escapes) {
  const grid = parseBoard(state.board);
  let best = null;
  let bestScore = -Infinity;
  for (const mv of state.legal) {
    const s = defenderScore(grid, mv, escapes);
    if (s > bestScore) {
      bestScore = s;
      best = mv;
    }
  }
  return best;
}

/**
 * A quiet legal move for the friend game: not a king move, not onto an edge
 * square; the `n`-th such move (mod their count) so games vary a little.
 */
export function quietMove(state, n = 0) {
  const grid = parseBoard(state.board);
  const quiet = state.legal.filter((mv) => {
    const { from, to } = parseMove(mv);
    return pieceAt(grid, from) !== 'K' && !/^[ai]/.test(to) && !/[19]$/.test(to);
  });
  const pool = quiet.length ? quiet : state.legal;
  return pool[n % pool.length];
}

/**
 * A click sequence that is not a legal move for the side to move: a piece of
 * that side and a square it cannot reach (diagonal or occupied), or null.
 */
export function illegalPair(state) {
  const grid = parseBoard(state.board);
  const legal = new Set(state.legal);
  const mine = state.side_to_move === 'attackers' ? ['t'] : ['T', 'K'];
  for (const mv of state.legal) {
    const { from } = parseMove(mv);
    if (!mine.includes(pieceAt(grid, from))) continue;
    const [r, c] = squareRC(from);
    for (const [dr, dc] of [[1, 1], [1, -1], [-1, 1], [-1, -1]]) {
      const rr = r + dr;
      const cc = c + dc;
      if (rr < 0 || rr > 8 || cc < 0 || cc > 8) continue;
      const cand = `${from}-${squareName(rr, cc)}`;
      if (!legal.has(cand)) return { from, to: squareName(rr, cc) };
    }
  }
  return null;
}
