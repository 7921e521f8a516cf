// A small model of a rule set's moves and captures, for the puzzle
// trainer only. The puzzle API sends a position, not game states, so the
// trainer draws the positions itself: after the solver's move, after the
// reply, along the solution. It is never the referee: the server judges
// every move the solver tries (`POST /api/puzzles/{id}/moves`), and a move
// it refuses leaves the board as it was. The rule set's flags come from
// `GET /api/rulesets/{preset}` (docs/rules.md, §7 and §9).

import { FILES } from './board.js';

const DIRS = [[1, 0], [-1, 0], [0, 1], [0, -1]];
const inside = (c, r) => c >= 0 && c < 9 && r >= 0 && r < 9;
const nameOf = (c, r) => `${FILES[c]}${9 - r}`;
function coords(name) {
  return [FILES.indexOf(name[0]), 9 - Number(name.slice(1))];
}

/**
 * `/2T2t3/…/2K1t4/ d` (OpenTafl's notation: rank 1 first, a digit for
 * that many empty squares; then who moves) → `{board, side}` with `board`
 * as `GameState.board` (9 strings, rank 9 first).
 */
export function parsePosition(text) {
  const [ranks, who] = String(text).trim().split(/\s+/);
  const rows = ranks.split('/').filter((r) => r.length);
  if (rows.length !== 9) throw new Error(`a position of ${rows.length} ranks`);
  const board = rows
    .map((r) => r.replace(/[1-9]/g, (d) => '.'.repeat(Number(d))))
    .reverse();
  if (board.some((r) => r.length !== 9)) throw new Error('a rank that is not 9 squares');
  return { board, side: who === 'a' ? 'attackers' : 'defenders' };
}

/** The rule set's flags and squares, from one entry of `/api/rulesets`. */
export function rulesFrom(ruleset) {
  const flags = {};
  for (const r of (ruleset && ruleset.rules) || []) flags[r.name] = String(r.value);
  const sq = (ruleset && ruleset.squares) || {};
  const list = (v) => (Array.isArray(v) ? v : []);
  const on = (k, dflt) => (k in flags ? flags[k] === 'true' : dflt);
  return {
    throne: typeof sq.throne === 'string' ? sq.throne : 'e5',
    corners: new Set(list(sq.corners).length ? list(sq.corners) : ['a1', 'i1', 'a9', 'i9']),
    camps: new Set(list(sq.camps)),
    escape: new Set(list(sq.escape)),
    cornersKingOnly: on('corners_king_only', true),
    kingReenter: on('king_reenter', true),
    throneCrossable: on('throne_crossable', true),
    cornerHostile: on('corner_hostile', true),
    throneHostile: on('throne_hostile', false),
    occupiedThroneHostile: on('occupied_throne_hostile', false),
    kingArmed: on('king_armed', true),
    kingAnvil: on('king_anvil', true),
    camps_: flags.camps || 'none',
    campHostile: flags.camp_hostile || 'none',
  };
}

const sideOf = (ch) => (ch === 't' ? 'attackers' : ch === 'T' || ch === 'K' ? 'defenders' : null);
const at = (board, c, r) => (inside(c, r) ? board[r][c] : undefined);

// The camp squares in four groups, one per edge (for `camps=own`).
function campGroup(rules, name) {
  if (!rules.camps.has(name)) return null;
  const [c, r] = coords(name);
  if (r <= 1) return 'n';
  if (r >= 7) return 's';
  return c <= 1 ? 'w' : 'e';
}

/** Every move of `side` in `board`, `from-to`, by the flags (see above). */
export function movesOf(board, side, rules) {
  const out = [];
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const ch = board[r][c];
      if (sideOf(ch) !== side) continue;
      const from = nameOf(c, r);
      const fromCamp = rules.camps_ !== 'none' && rules.camps.has(from);
      const group = campGroup(rules, from);
      for (const [dc, dr] of DIRS) {
        for (let x = c + dc, y = r + dr; inside(x, y) && board[y][x] === '.'; x += dc, y += dr) {
          const to = nameOf(x, y);
          if (to === rules.throne) {
            if (ch === 'K' && rules.kingReenter) out.push(`${from}-${to}`);
            if (!rules.throneCrossable) break;
            continue;
          }
          if (rules.camps_ !== 'none' && rules.camps.has(to)) {
            const may = rules.camps_ === 'own' ? fromCamp && campGroup(rules, to) === group : fromCamp;
            if (!may) break;
          }
          if (rules.corners.has(to) && rules.cornersKingOnly && ch !== 'K') continue;
          out.push(`${from}-${to}`);
        }
      }
    }
  }
  return out;
}

/** Is the square `(c, r)` a jaw against a soldier of `victimSide`? */
function hostile(board, c, r, victimSide, rules, moverSide) {
  const ch = at(board, c, r);
  if (ch === undefined) return false;
  const name = nameOf(c, r);
  if (ch !== '.' && ch !== undefined && sideOf(ch) === moverSide) {
    if (ch === 'K' && !rules.kingAnvil) return false;
    return true;
  }
  if (rules.campHostile !== 'none' && rules.camps.has(name)) {
    const centre = ['a5', 'e1', 'i5', 'e9'].includes(name);
    if (!(rules.campHostile === 'server' && centre && victimSide === 'attackers')) return true;
  }
  if (ch === '.' && rules.corners.has(name) && rules.cornerHostile) return true;
  if (name === rules.throne) {
    if (ch === '.' && rules.throneHostile) return true;
    if (ch === 'K' && rules.occupiedThroneHostile && victimSide === 'defenders') return true;
  }
  return false;
}

/**
 * The board after `move` with the soldiers it captures (custodial
 * captures against pieces and hostile squares); `{board, captures}`.
 * The king's own capture ends a puzzle, which the server reports.
 */
export function play(board, move, rules) {
  const [from, to] = move.split('-');
  const [fc, fr] = coords(from);
  const [tc, tr] = coords(to);
  const rows = board.map((row) => row.split(''));
  const ch = rows[fr][fc];
  rows[fr][fc] = '.';
  rows[tr][tc] = ch;
  const mover = sideOf(ch);
  const captures = [];
  if (ch !== 'K' || rules.kingArmed) {
    const now = rows.map((row) => row.join(''));
    for (const [dc, dr] of DIRS) {
      const vc = tc + dc;
      const vr = tr + dr;
      const victim = at(now, vc, vr);
      if (!victim || victim === '.' || victim === 'K' || sideOf(victim) === mover) continue;
      if (hostile(now, vc + dc, vr + dr, sideOf(victim), rules, mover)) {
        rows[vr][vc] = '.';
        captures.push(nameOf(vc, vr));
      }
    }
  }
  return { board: rows.map((row) => row.join('')), captures };
}

/** The board without its king (the attackers' winning move captured him). */
export function withoutKing(board) {
  return board.map((row) => row.replace('K', '.'));
}

export function kingSquare(board) {
  for (let r = 0; r < 9; r++) {
    const c = board[r].indexOf('K');
    if (c >= 0) return nameOf(c, r);
  }
  return null;
}
