// The puzzle trainer: a position from the shipped puzzles where exactly
// one move wins by force (at once or in two moves). The player moves by
// clicking; every move goes to the server with the solver's moves so far
// (`POST /api/puzzles/{id}/moves`), which judges it by exhaustive search
// and answers with the opponent's reply, or that it is solved, or the
// solution. The server records the attempt (its first answer names it,
// and the page sends that name with every later move, hint or giving
// up) and decides how it ended: nothing the page says makes it a
// success. When an account's first attempt at a puzzle ends, the answer
// carries the solver's new Glicko-2 rating and the puzzle's; later
// attempts, and every guest's, are unrated. Hint (`POST
// /api/puzzles/{id}/hint`) marks the piece that wins; the first hint of a
// rated attempt rates it at once as a failure. Show solution gives the
// puzzle up.
//
// The server is the only referee: the page never works out a rule. The
// puzzle comes with its `board` and the solver's `legal` moves; each
// judgement with `steps` (the move and the reply, with their captures and
// the board after each) and the `legal` moves now; an attempt over with
// `solution_steps` (the main line's boards). The page only shows the
// solver's own move at once (the piece from its square to its target)
// until the server's board replaces it.

import { request, prefs, describeError, capital, el, PRESETS } from './api.js';
import { createBoard, normalizeSquares, splitMove, squareCoords, pieceAt, pieceSide, pieceWord } from './board.js';
import { accountReady } from './session.js';
import { showError, showNotice, announce, markNav, pageReady } from './ui.js';
import { t, ready, withElements } from './i18n.js';

// The header marks this page at once; the texts wait for the catalog.
markNav();
await ready;

const $ = (id) => document.getElementById(id);

const DEFAULT_RATING = 1500;
const SEEN_KEEP = 200;
const REPLY_PAUSE = 550;
const THEMES = new Set([
  'escape', 'raichi', 'tuichi', 'capture-by-two', 'capture-by-three', 'capture-by-four',
  'against-throne', 'against-corner', 'against-camp', 'defender-sacrifice',
]);
/** A puzzle's theme in words (an unknown one as the server names it). */
const themeWords = (theme) => (THEMES.has(theme) ? t('web-puzzles-theme-word', { theme }) : theme);

const st = {
  account: undefined,
  // An account's puzzle rating, from the server (null: not known).
  accountRating: null,
  puzzle: null,
  squares: normalizeSquares({ throne: 'e5', corners: [], escape: [], camps: [] }),
  // The line on the board: moves played (the solver's and the replies) and
  // the boards after each (boards[0] is the puzzle's position).
  line: [],
  boards: [],
  captures: [],
  // The solver's legal moves in the position now (from the server).
  legal: [],
  solverMoves: [],
  // The server's attempt (null until the first move, hint or giving up),
  // and the square of the piece a hint marked.
  attempt: null,
  hint: null,
  // Whether a hint rated this attempt already.
  hintRated: false,
  phase: 'loading', // loading | solving | busy | reply | solved | failed | empty
  selected: null,
  slide: null,
  // After the attempt: the solution, its boards and captures (from the
  // server's `solution_steps`), and the ply of it shown (null: the line played).
  solution: [],
  solutionBoards: null,
  solutionPly: null,
  playing: null,
  generation: 0,
};

// ---- storage -----------------------------------------------------------------

function loadJSON(name, fallback) {
  try {
    const v = JSON.parse(prefs.get(name) || 'null');
    return v === null ? fallback : v;
  } catch {
    return fallback;
  }
}
const saveJSON = (name, value) => prefs.set(name, JSON.stringify(value));

const isRating = (r) => r && Number.isFinite(r.rating) && Number.isFinite(r.deviation) && Number.isFinite(r.volatility);

/** The rating shown: an account's, from the server; guests play unrated. */
const myRating = () => (st.account ? st.accountRating : null);

/** An account's puzzle rating, from `GET /api/puzzles/rating`. */
async function loadAccountRating() {
  if (!st.account) return;
  try {
    const r = await request('/api/puzzles/rating');
    if (isRating(r)) st.accountRating = r;
  } catch (e) {
    showError(t('web-puzzles-rating-not-loaded', { error: describeError(e.code, e.message) }));
  }
}

const streak = () => Number(prefs.get('puzzleStreak')) || 0;
const seenOf = (preset) => {
  const v = loadJSON(`puzzleSeen.${preset}`, []);
  return Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [];
};
function addSeen(preset, id) {
  const list = seenOf(preset).filter((x) => x !== id);
  list.push(id);
  saveJSON(`puzzleSeen.${preset}`, list.slice(-SEEN_KEEP));
}

// ---- the board ---------------------------------------------------------------

const board = createBoard({
  label: t('web-puzzles-board'),
  interactive: true,
  handlers: {
    press: onPress,
    canDrag: (sq) => canMove() && (movesFrom().get(sq) || []).length > 0,
    dragStart: (sq) => {
      st.selected = sq;
      draw();
    },
    drop: (from, to) => {
      if ((movesFrom().get(from) || []).includes(to)) tryMove(`${from}-${to}`, true);
      else {
        st.selected = from;
        draw();
      }
    },
    cancel: () => {
      st.selected = null;
      draw();
    },
    cursor: (sq) => {
      const b = shownBoard();
      if (b) announce(`${sq}: ${pieceWord(pieceAt(b, sq))}`);
    },
  },
});
board.svg.dataset.testid = 'board';
$('board-wrap').append(board.svg);

const current = () => st.boards[st.boards.length - 1];
const canMove = () => st.phase === 'solving' && st.solutionPly === null;

/** The solver's legal moves now (the server's), by the square they start from. */
function movesFrom() {
  const map = new Map();
  if (!canMove()) return map;
  for (const m of st.legal) {
    const { from, to } = splitMove(m);
    if (!map.has(from)) map.set(from, []);
    map.get(from).push(to);
  }
  return map;
}

function onPress(sq) {
  if (!canMove()) {
    st.selected = null;
    draw();
    return;
  }
  const from = movesFrom();
  if (st.selected && (from.get(st.selected) || []).includes(sq)) {
    tryMove(`${st.selected}-${sq}`, false);
    return;
  }
  const side = pieceSide(pieceAt(current(), sq));
  if (side === st.puzzle.solver && st.selected !== sq) {
    st.selected = sq;
    const n = (from.get(sq) || []).length;
    announce(t('web-puzzles-picked-up', { piece: pieceWord(pieceAt(current(), sq)), square: sq, count: n }));
  } else st.selected = null;
  draw();
}

function shownBoard() {
  if (st.solutionPly !== null && st.solutionBoards) return st.solutionBoards.boards[st.solutionPly];
  return current();
}

function draw() {
  if (!st.puzzle || !st.boards.length) return;
  let shown;
  let ply;
  let last = null;
  let captured = [];
  let arrow = null;
  if (st.solutionPly !== null && st.solutionBoards) {
    ply = st.solutionPly;
    shown = st.solutionBoards.boards[ply];
    if (ply > 0) {
      last = splitMove(st.solution[ply - 1]);
      captured = st.solutionBoards.captures[ply - 1];
    }
    // The next move of the solution as an arrow.
    if (ply < st.solution.length) arrow = { ...splitMove(st.solution[ply]), kind: 'hint' };
  } else {
    ply = st.line.length;
    shown = current();
    // The second hint: the winning move as an arrow.
    if (st.hintShown && st.hintMove) arrow = { ...splitMove(st.hintMove), kind: 'hint' };
    if (ply > 0) {
      last = splitMove(st.line[ply - 1]);
      captured = st.captures[ply - 1];
    }
  }
  const from = movesFrom();
  const movable = new Set();
  for (const [sq, tos] of from) if (tos.length) movable.add(sq);
  board.render({
    board: shown,
    squares: st.squares,
    lastFrom: last && last.from,
    lastTo: last && last.to,
    captured,
    selected: canMove() ? st.selected : null,
    targets: canMove() && st.selected ? from.get(st.selected) || [] : [],
    movable,
    // A hint marks the piece that wins.
    routes: st.hint && st.solutionPly === null ? [st.hint] : [],
    routeLines: [],
    arrow,
    slide: st.slide,
  });
  st.slide = null;
  board.svg.dataset.ply = String(ply);
  board.svg.dataset.line = st.solutionPly !== null ? 'solution' : 'attempt';
  board.svg.dataset.hint = st.hint || '';
  board.svg.dataset.hintMove = st.hintShown && st.hintMove ? st.hintMove : '';
  board.svg.setAttribute('aria-label', t('web-puzzles-board-label', { line: st.solutionPly !== null ? 'solution' : 'attempt', count: ply }));
  drawStatus();
  drawSolution();
}

// ---- what the page says ------------------------------------------------------------

function leftToPlay() {
  return st.puzzle ? st.puzzle.win_in - st.solverMoves.length : 0;
}

function drawStatus() {
  const node = $('puzzle-status');
  const p = st.puzzle;
  let text = '';
  if (st.phase === 'solving' || st.phase === 'busy') {
    const left = leftToPlay();
    text = st.solverMoves.length === 0
      ? t('web-puzzles-find', { side: p.solver, moves: p.win_in })
      : t('web-puzzles-finish', { side: p.solver, moves: left });
  } else if (st.phase === 'reply') text = t('web-puzzles-replying', { side: other(p.solver) });
  else if (st.phase === 'solved') text = t('web-puzzles-solved');
  else if (st.phase === 'failed') text = t('web-puzzles-not-this-time');
  if (node.textContent !== text) {
    node.replaceChildren(el('span', { class: `turn-dot swatch-${p.solver}`, 'aria-hidden': 'true' }), el('span', {}, text));
  }
  node.dataset.state = st.phase === 'busy' ? 'solving' : st.phase;
  $('puzzles').dataset.state = st.phase;
  // A second press of Hint shows the whole move, when the server named it.
  const again = st.hint !== null && !!st.hintMove && !st.hintShown;
  $('puzzle-hint').disabled = !(st.phase === 'solving') || (st.hint !== null && !again);
  const label = again || st.hintShown ? t('web-puzzles-hint-again') : t('web-puzzles-hint');
  if ($('puzzle-hint').textContent !== label) $('puzzle-hint').textContent = label;
  $('puzzle-hint').title = again || st.hintShown ? t('web-puzzles-hint-again-title') : t('web-puzzles-hint-title');
  $('puzzle-give-up').disabled = !(st.phase === 'solving');
}

function other(side) {
  return side === 'attackers' ? 'defenders' : 'attackers';
}

function drawInfo() {
  const p = st.puzzle;
  $('puzzle-id').textContent = t('web-puzzles-id', { id: p.id });
  $('puzzle-id').dataset.id = p.id;
  $('puzzle-rating').textContent = String(p.rating);
  $('puzzle-rating').dataset.rating = String(p.rating);
  $('puzzle-themes').textContent = (p.themes || []).map(themeWords).join(', ') || '—';
  $('puzzle-themes').dataset.themes = (p.themes || []).join(' ');
  $('puzzle-moves').replaceChildren(
    ...withElements('web-puzzles-rules-line', { preset: capital(p.preset), side: p.solver }, {
      link: el('a', { href: `/rules/${encodeURIComponent(p.preset)}` }, t('web-puzzles-the-rules')),
    }),
  );
}

function ratingWords(r) {
  if (!r) return '–';
  return `${Math.round(r.rating)}${r.deviation > 110 ? '?' : ''}`;
}

function drawRating(change) {
  const r = myRating();
  const node = $('puzzle-my-rating');
  node.textContent = ratingWords(r);
  node.dataset.rating = r ? String(Math.round(r.rating)) : '';
  node.dataset.provisional = String(!r || r.deviation > 110);
  const diffNode = $('puzzle-rating-change');
  if (change !== undefined) {
    const d = Math.round(change);
    diffNode.textContent = `${d > 0 ? '+' : d < 0 ? '−' : '±'}${Math.abs(d)}`;
    diffNode.dataset.diff = String(d);
    diffNode.className = `rating-diff ${d >= 0 ? 'up' : 'down'}`;
    diffNode.hidden = false;
  }
  const s = streak();
  $('puzzle-streak').textContent = String(s);
  $('puzzle-streak').dataset.streak = String(s);
  $('puzzle-rating-note').textContent = st.account
    ? t('web-puzzles-kept-account', { name: st.account.name })
    : t('web-puzzles-guest-unrated');
}

function drawSolution() {
  const box = $('puzzle-solution-box');
  const show = (st.phase === 'failed' || st.phase === 'solved') && st.solution.length > 0;
  box.hidden = !show;
  if (!show) return;
  const list = $('puzzle-solution');
  const key = st.solution.join(' ');
  if (list.dataset.key !== key) {
    list.dataset.key = key;
    list.replaceChildren(
      ...st.solution.map((m, i) =>
        el(
          'li',
          {},
          el('button', { type: 'button', 'data-ply': String(i + 1), 'data-move': m, class: i % 2 ? 'reply' : 'solver', onclick: () => showSolution(i + 1) }, m),
        ),
      ),
    );
  }
  for (const b of list.querySelectorAll('button')) {
    if (st.solutionPly !== null && Number(b.dataset.ply) === st.solutionPly) b.setAttribute('aria-current', 'step');
    else b.removeAttribute('aria-current');
  }
}

// ---- the attempt ---------------------------------------------------------------------

/**
 * The board with the piece on `from` put on `to`: how the page shows the
 * solver's move until the server's board (with its captures) comes. Not
 * a rule: nothing is captured or checked here.
 */
function moved(b, move) {
  const { from, to } = splitMove(move);
  const f = squareCoords(from);
  const t = squareCoords(to);
  const rows = b.map((row) => row.split(''));
  const ch = rows[f.row][f.col];
  rows[f.row][f.col] = '.';
  rows[t.row][t.col] = ch;
  return rows.map((row) => row.join(''));
}

/** A move on the board: the server's step, or the piece moved meanwhile. */
function push(move, step) {
  st.line.push(move);
  st.boards.push(step && Array.isArray(step.board) ? step.board : moved(current(), move));
  st.captures.push(step && Array.isArray(step.captures) ? step.captures : []);
  st.slide = splitMove(move);
}

/** The last move's board and captures as the server gives them. */
function settle(step) {
  if (!step || !Array.isArray(step.board)) return;
  st.boards[st.boards.length - 1] = step.board;
  st.captures[st.captures.length - 1] = Array.isArray(step.captures) ? step.captures : [];
}

function pop() {
  st.line.pop();
  st.boards.pop();
  st.captures.pop();
}

const capturesWords = (step) => {
  const c = (step && step.captures) || [];
  return c.length ? t('web-puzzles-capturing', { squares: c.join(', ') }) : '';
};

async function tryMove(move, dragged) {
  if (!canMove()) return;
  const gen = st.generation;
  const p = st.puzzle;
  st.selected = null;
  st.phase = 'busy';
  push(move);
  if (dragged) st.slide = null;
  draw();
  const moves = [...st.solverMoves, move];
  const body = { moves };
  if (st.attempt) body.attempt = st.attempt;
  let verdict;
  try {
    verdict = await request(`/api/puzzles/${encodeURIComponent(p.id)}/moves`, { method: 'POST', body });
  } catch (e) {
    if (gen !== st.generation) return;
    // Refused (not a legal move after all, or the server is away): the
    // attempt goes on from where it was.
    pop();
    st.phase = 'solving';
    showError(describeError(e.code, e.message));
    draw();
    return;
  }
  if (gen !== st.generation) return;
  st.attempt = verdict.attempt || st.attempt;
  st.solverMoves = moves;
  st.hint = null;
  st.hintMove = null;
  st.hintShown = false;
  const steps = Array.isArray(verdict.steps) ? verdict.steps : [];
  // The solver's move as the server played it (with its captures).
  settle(steps[0]);
  st.legal = [];
  if (!verdict.correct) {
    finish(false, verdict, t('web-puzzles-not-winning', { move }));
    return;
  }
  if (verdict.solved) {
    finish(true, verdict, t('web-puzzles-wins', { move, capturing: capturesWords(steps[0]) }));
    return;
  }
  st.phase = 'reply';
  draw();
  announce(t('web-puzzles-right', { move, capturing: capturesWords(steps[0]), side: other(p.solver) }));
  setTimeout(() => {
    if (gen !== st.generation) return;
    const reply = verdict.reply || (steps[1] && steps[1].move);
    if (reply) push(reply, steps[1]);
    st.legal = Array.isArray(verdict.legal) ? verdict.legal : [];
    st.phase = 'solving';
    draw();
    if (reply) announce(t('web-puzzles-replied', { side: other(p.solver), move: reply, capturing: capturesWords(steps[1]) }));
  }, REPLY_PAUSE);
}

/** The solution's positions from the puzzle's (the server's `solution_steps`). */
function solutionBoards(steps) {
  const boards = [st.boards[0]];
  const captures = [];
  for (const s of steps) {
    if (!s || !Array.isArray(s.board)) break;
    boards.push(s.board);
    captures.push(Array.isArray(s.captures) ? s.captures : []);
  }
  return { boards, captures };
}

function finish(solved, verdict, sentence) {
  const p = st.puzzle;
  const solution = Array.isArray(verdict.solution) ? verdict.solution : [];
  const steps = Array.isArray(verdict.solution_steps) ? verdict.solution_steps : [];
  st.phase = solved ? 'solved' : 'failed';
  st.legal = [];
  st.hint = null;
  st.hintMove = null;
  st.hintShown = false;
  st.solution = solution;
  st.solutionBoards = steps.length ? solutionBoards(steps) : null;
  const result = $('puzzle-result');
  result.hidden = false;
  result.dataset.state = st.phase;
  // Rated by the server when this was an account's first attempt.
  const rated = verdict.rating && isRating(verdict.rating.after) ? verdict.rating : null;
  result.dataset.rated = String(Boolean(rated) || st.hintRated);
  result.classList.toggle('failed', !solved);
  $('puzzle-result-title').textContent = solved ? t('web-puzzles-solved') : t('web-puzzles-failed');
  const again = st.account && !verdict.rated ? ` ${t('web-puzzles-not-rated-again')}` : '';
  $('puzzle-result-text').textContent = `${sentence} ${solved
    ? t('web-puzzles-side-wins', { side: p.solver })
    : t('web-puzzles-winning-line', { line: solution.join(', ') || t('web-puzzles-no-line') })}${again}`;
  prefs.set('puzzleStreak', String(solved ? streak() + 1 : 0));
  // A failure shows the solution from the start, its first move as an arrow.
  if (!solved && st.solutionBoards) st.solutionPly = 0;
  if (rated) rate(rated);
  draw();
  drawRating(rated ? rated.after.rating - rated.before.rating : undefined);
  announce(solved ? t('web-puzzles-solved') : t('web-puzzles-failed-announce', { line: solution.join(', ') }));
  $('puzzle-next').focus({ preventScroll: true });
}

/** The server's new ratings (the account's and the puzzle's). */
function rate(rated) {
  st.accountRating = rated.after;
  $('puzzle-rating').textContent = String(rated.puzzle);
  $('puzzle-rating').dataset.rating = String(rated.puzzle);
}

/**
 * Hint: the server marks the piece that wins by force (its square is
 * highlighted); the attempt goes on, but a rated one now counts as
 * failed.
 */
async function hint() {
  if (st.phase !== 'solving') return;
  if (st.hint !== null) {
    showHintMove();
    return;
  }
  const gen = st.generation;
  const p = st.puzzle;
  const body = st.attempt ? { attempt: st.attempt } : {};
  $('puzzle-hint').disabled = true;
  let r;
  try {
    r = await request(`/api/puzzles/${encodeURIComponent(p.id)}/hint`, { method: 'POST', body });
  } catch (e) {
    if (gen !== st.generation) return;
    draw();
    showError(t('web-puzzles-hint-not-fetched', { error: describeError(e.code, e.message) }));
    return;
  }
  if (gen !== st.generation || typeof r.from !== 'string') return;
  st.attempt = r.attempt || st.attempt;
  st.hint = r.from;
  // The winning move itself, for a second press (servers that name it).
  st.hintMove = typeof r.move === 'string' && r.move.startsWith(`${r.from}-`) ? r.move : null;
  if (st.phase === 'solving') st.selected = r.from;
  const rated = r.rating && isRating(r.rating.after) ? r.rating : null;
  if (rated) {
    st.hintRated = true;
    rate(rated);
  }
  draw();
  if (rated) drawRating(rated.after.rating - rated.before.rating);
  showNotice(t('web-puzzles-hinted', { square: r.from }));
  announce(t('web-puzzles-hinted', { square: r.from }));
}

/** The second hint: the winning move, from the first hint's answer, drawn as an arrow. */
function showHintMove() {
  if (!st.hintMove || st.hintShown) return;
  st.hintShown = true;
  const { from, to } = splitMove(st.hintMove);
  draw();
  const text = t('web-puzzles-hinted-move', { from, to });
  showNotice(text);
  announce(text);
}

/**
 * Show solution: the attempt is given up (`{"give_up": true}`): it counts
 * as failed and the server sends the solution, shown from the puzzle's
 * position.
 */
async function giveUp() {
  if (st.phase !== 'solving') return;
  const gen = st.generation;
  const p = st.puzzle;
  st.phase = 'busy';
  st.selected = null;
  draw();
  const body = { give_up: true };
  if (st.attempt) body.attempt = st.attempt;
  let verdict;
  try {
    verdict = await request(`/api/puzzles/${encodeURIComponent(p.id)}/moves`, { method: 'POST', body });
  } catch (e) {
    if (gen !== st.generation) return;
    st.phase = 'solving';
    draw();
    showError(t('web-puzzles-solution-not-fetched', { error: describeError(e.code, e.message) }));
    return;
  }
  if (gen !== st.generation) return;
  finish(false, verdict, t('web-puzzles-asked'));
}

function showSolution(ply) {
  if (!st.solutionBoards) return;
  const max = st.solutionBoards.boards.length - 1;
  const p = Math.max(0, Math.min(max, ply));
  if (st.solutionPly !== null && p === st.solutionPly + 1) st.slide = splitMove(st.solution[p - 1]);
  st.solutionPly = p;
  draw();
}

function playSolution() {
  if (!st.solutionBoards) return;
  clearInterval(st.playing);
  const gen = st.generation;
  showSolution(0);
  st.playing = setInterval(() => {
    if (gen !== st.generation || st.solutionPly >= st.solutionBoards.boards.length - 1) {
      clearInterval(st.playing);
      return;
    }
    showSolution(st.solutionPly + 1);
  }, 900);
}

// ---- getting a puzzle ----------------------------------------------------------------

async function next() {
  const gen = ++st.generation;
  clearInterval(st.playing);
  const preset = $('puzzle-preset').value;
  const theme = $('puzzle-theme').value;
  st.phase = 'loading';
  $('puzzles').dataset.state = 'loading';
  $('puzzle-status').dataset.state = 'loading';
  $('puzzle-hint').disabled = true;
  $('puzzle-give-up').disabled = true;
  const r = myRating();
  const ask = (seen) => {
    const q = new URLSearchParams({ preset });
    if (theme) q.set('theme', theme);
    q.set('rating', String(Math.round(r ? r.rating : DEFAULT_RATING)));
    if (seen.length) q.set('seen', seen.join(','));
    return request(`/api/puzzles/next?${q}`);
  };
  let p;
  try {
    p = await ask(seenOf(preset)).catch((e) => {
      // Every puzzle of this choice seen: start the round again.
      if (e.code === 'not_allowed' && seenOf(preset).length) {
        saveJSON(`puzzleSeen.${preset}`, []);
        showNotice(t('web-puzzles-all-seen'));
        return ask([]);
      }
      throw e;
    });
  } catch (e) {
    if (gen !== st.generation) return;
    st.phase = 'empty';
    $('puzzles').dataset.state = 'empty';
    $('puzzle-status').dataset.state = 'empty';
    $('puzzle-status').textContent = e.code === 'not_allowed'
      ? t('web-puzzles-no-theme', { preset })
      : t('web-puzzles-not-loaded', { error: describeError(e.code, e.message) });
    return;
  }
  if (gen !== st.generation) return;
  if (!Array.isArray(p.board) || p.board.length !== 9) {
    showError(t('web-puzzles-no-board', { id: p.id }));
    return;
  }
  addSeen(preset, p.id);
  st.puzzle = p;
  st.squares = normalizeSquares(p.squares || {});
  st.line = [];
  st.boards = [p.board];
  st.captures = [];
  st.legal = Array.isArray(p.legal) ? p.legal : [];
  st.solverMoves = [];
  st.attempt = null;
  st.hint = null;
  st.hintMove = null;
  st.hintShown = false;
  st.hintRated = false;
  st.selected = null;
  st.solution = [];
  st.solutionBoards = null;
  st.solutionPly = null;
  st.phase = 'solving';
  $('puzzle-result').hidden = true;
  $('puzzle-result').dataset.state = '';
  $('puzzle-rating-change').hidden = true;
  drawInfo();
  draw();
  document.title = `${t('web-puzzles-id', { id: p.id })} · tablut`;
  announce(t('web-puzzles-start', { id: p.id, side: p.solver, moves: p.win_in }));
}

function remember() {
  const preset = $('puzzle-preset').value;
  const theme = $('puzzle-theme').value;
  prefs.set('puzzle-preset', preset);
  prefs.set('puzzle-theme', theme || null);
  const q = new URLSearchParams({ preset });
  if (theme) q.set('theme', theme);
  history.replaceState(null, '', `/puzzles?${q}`);
}

$('puzzle-preset').addEventListener('change', () => {
  remember();
  next();
});
$('puzzle-theme').addEventListener('change', () => {
  remember();
  next();
});
$('puzzle-form').addEventListener('submit', (e) => e.preventDefault());
$('puzzle-next').addEventListener('click', () => next());
$('puzzle-hint').addEventListener('click', () => hint());
$('puzzle-give-up').addEventListener('click', () => giveUp());
$('puzzle-solution-play').addEventListener('click', () => playSolution());

function restore() {
  const params = new URLSearchParams(location.search);
  const preset = params.get('preset') || prefs.get('puzzle-preset');
  if (preset && PRESETS.includes(preset)) $('puzzle-preset').value = preset;
  const theme = params.has('theme') ? params.get('theme') : prefs.get('puzzle-theme');
  if (theme && [...$('puzzle-theme').options].some((o) => o.value === theme)) $('puzzle-theme').value = theme;
}

restore();
accountReady.then(async (account) => {
  st.account = account || null;
  drawRating();
  // An account's rating first: the next puzzle is the one nearest it.
  await loadAccountRating();
  drawRating();
  next();
});
pageReady();
