// The analysis board `/analysis`: any position (the start, a shared link,
// a game of this server, an imported record or position), explored move by
// move with variations, and the engine's best lines streaming beside it.
//
// The server is the only referee. Each move played is sent with every move
// before it (`POST /api/analysis`); the page draws the boards the answer
// gives (`steps`) and offers only the answer's `legal` moves. A refused
// move shows the server's message and changes nothing. A position reached
// by clicking in the move list whose legal moves are not known yet is asked
// for again the same way. The engine's lines come over a WebSocket
// (analysis-engine.js).
//
//   /analysis                                    the ludoteka start
//   /analysis?variant=V&position=P&moves=a,b,c   a shared link (position optional)
//   /analysis?game=ID&ply=N                      a game, shown after N moves

import { request, describeError, el, copyText, PRESETS } from './api.js';
import { createBoard, normalizeSquares, splitMove, pieceAt, pieceWord } from './board.js';
import { showError, showNotice, announce, markNav, pageReady } from './ui.js';
import {
  newNode, pathOf, plyOf, keyOf, addSteps, nodeAt, lineEnd, isMainline, promote, remove, moveText, renderTree,
} from './analysis-tree.js';
import { createEngine } from './analysis-engine.js';
import { t, message, lang, ready, withElements } from './i18n.js';

// The header marks this page at once; the texts wait for the catalog.
markNav();
await ready;

const $ = (id) => document.getElementById(id);

// Stepping through known positions asks the server for their legal moves
// only once the page rests on one.
const INFO_SETTLE_MS = 120;

const st = {
  variant: 'ludoteka',
  position: '', // the root's setup string, as the server writes it
  omitPosition: true, // the root is the rule set's start: links leave it out
  squares: normalizeSquares(),
  root: null,
  current: null,
  selected: null,
  slide: null,
  busy: false, // a move is being judged
  generation: 0, // a new tree drops answers meant for the last one
  infoTimer: null,
  asking: new Map(), // key -> promise of the answer, for positions asked about
  engineView: null,
};

// ---- the board ---------------------------------------------------------------

const board = createBoard({
  label: t('web-analysis-heading'),
  interactive: true,
  handlers: {
    press: onPress,
    canDrag: (sq) => !st.busy && (movesFrom().get(sq) || []).length > 0,
    dragStart: (sq) => {
      st.selected = sq;
      draw();
    },
    drop: (from, to) => {
      if ((movesFrom().get(from) || []).includes(to)) playMoves(st.current, [`${from}-${to}`], true);
      else if ((movesFrom().get(from) || []).length > 0) {
        // Not one of the server's legal moves: let the server say why, and
        // change nothing.
        refuse(`${from}-${to}`);
      } else {
        st.selected = null;
        draw();
      }
    },
    cancel: () => {
      st.selected = null;
      draw();
    },
    cursor: (sq) => {
      if (st.current) announce(`${sq}: ${pieceWord(pieceAt(st.current.board, sq))}`);
    },
  },
});
board.svg.dataset.testid = 'board';
$('board-wrap').append(board.svg);

const info = () => (st.current ? st.current.info : null);
const isOver = (i) => !!i && i.outcome && i.outcome.result && i.outcome.result !== 'ongoing';

/** The legal moves of the position shown (the server's), by the square they start from. */
function movesFrom() {
  const map = new Map();
  const i = info();
  if (!i || st.busy) return map;
  for (const m of i.legal || []) {
    const { from, to } = splitMove(m);
    if (!map.has(from)) map.set(from, []);
    map.get(from).push(to);
  }
  return map;
}

function onPress(sq) {
  if (!st.current) return;
  if (!info()) {
    // Not known yet: ask now, the press is lost.
    askInfo(st.current, true);
    return;
  }
  const from = movesFrom();
  if (st.selected && (from.get(st.selected) || []).includes(sq)) {
    playMoves(st.current, [`${st.selected}-${sq}`], false);
    return;
  }
  if (from.has(sq) && st.selected !== sq) {
    st.selected = sq;
    const n = from.get(sq).length;
    announce(t('web-analysis-picked-up', { piece: pieceWord(pieceAt(st.current.board, sq)), square: sq, count: n }));
  } else st.selected = null;
  draw();
}

function findKing(rows) {
  for (let r = 0; r < 9; r++) {
    const c = rows[r].indexOf('K');
    if (c >= 0) return `${'abcdefghi'[c]}${9 - r}`;
  }
  return null;
}

/** The engine's best move for the position shown, if its lines are in. */
function bestMove() {
  const v = st.engineView;
  if (!v || !st.current || v.key !== keyOf(st.current) || !v.lines.length) return null;
  return v.lines[0].move || null;
}

function draw() {
  const node = st.current;
  if (!node) return;
  const i = node.info;
  const last = node.move ? splitMove(node.move) : {};
  const from = movesFrom();
  const movable = new Set();
  for (const [sq, tos] of from) if (tos.length) movable.add(sq);
  const routes = i && !isOver(i) ? i.routes || [] : [];
  const king = findKing(node.board);
  const best = bestMove();
  board.render({
    board: node.board,
    squares: st.squares,
    lastFrom: last.from,
    lastTo: last.to,
    captured: node.captures || [],
    selected: st.selected,
    targets: st.selected ? from.get(st.selected) || [] : [],
    movable,
    routes,
    routeLines: king ? routes.map((r) => ({ from: king, to: r })) : [],
    arrow: best ? { ...splitMove(best), kind: 'hint' } : null,
    slide: st.slide,
  });
  st.slide = null;
  const arrow = board.svg.querySelector('.overlay .arrow');
  if (arrow && best) {
    arrow.setAttribute('data-testid', 'analysis-arrow');
    arrow.setAttribute('data-move', best);
  }
  const ply = plyOf(node);
  board.svg.dataset.ply = String(ply);
  board.svg.dataset.moves = pathOf(node).join(',');
  board.svg.dataset.ready = i ? 'true' : 'false';
  if (i) board.svg.dataset.side = i.side_to_move;
  else delete board.svg.dataset.side;
  const place = ply === 0 ? t('web-analysis-at-start') : t('web-analysis-after-move', { ply, move: node.move });
  board.svg.setAttribute('aria-label', best ? t('web-analysis-board-label-best', { place, best }) : t('web-analysis-board-label', { place }));
}

// ---- what the page says ------------------------------------------------------

function drawStatus() {
  const i = info();
  const node = $('analysis-status');
  let text;
  let side = null;
  if (!i) text = t('web-analysis-loading-position');
  else if (isOver(i)) text = t('web-analysis-game-over');
  else {
    side = i.side_to_move;
    text = t('web-analysis-to-move', { side });
  }
  node.replaceChildren(side ? el('span', { class: `turn-dot swatch-${side}`, 'aria-hidden': 'true' }) : '', el('span', {}, text));
  node.dataset.state = !i ? 'loading' : isOver(i) ? 'finished' : 'playing';
  if (side) node.dataset.side = side;
  else delete node.dataset.side;

  const alert = $('analysis-alert');
  const routed = i && (i.alert === 'raichi' || i.alert === 'tuichi');
  const show = i && !isOver(i) && (routed || i.fortress);
  if (!show) {
    alert.hidden = true;
    alert.replaceChildren();
    delete alert.dataset.alert;
  } else if (!routed) {
    // A proved fortress: the attackers can at best draw from here.
    alert.replaceChildren(el('strong', { class: 'alert-word' }, t('alert-fortress')), el('span', { class: 'alert-detail' }, t('alert-fortress-meaning')));
    alert.dataset.alert = 'fortress';
    alert.hidden = false;
  } else {
    const routes = i.routes || [];
    const word = i.alert === 'raichi' ? t('alert-raichi') : t('alert-tuichi');
    let detail;
    if (!routes.length) detail = i.alert === 'raichi' ? t('alert-raichi-meaning') : t('alert-tuichi-meaning');
    else if (i.alert === 'raichi') detail = t('web-analysis-raichi', { routes: routes.join(', ') });
    else detail = t('web-analysis-tuichi', { count: routes.length, routes: routes.join(', ') });
    alert.replaceChildren(el('strong', { class: 'alert-word' }, word), el('span', { class: 'alert-detail' }, detail));
    alert.dataset.alert = i.alert;
    alert.hidden = false;
  }

  const outcome = $('analysis-outcome');
  if (i && isOver(i)) {
    outcome.replaceChildren(el('h2', {}, headline(i.outcome)), el('p', {}, message(i.outcome.message) || i.outcome.text || ''));
    outcome.dataset.result = i.outcome.result;
    outcome.dataset.reason = i.outcome.reason || '';
    outcome.hidden = false;
  } else {
    outcome.hidden = true;
    outcome.replaceChildren();
    delete outcome.dataset.result;
    delete outcome.dataset.reason;
  }
}

function headline(o) {
  const results = { 'attackers win': 'attackers', 'defenders win': 'defenders', draw: 'draw' };
  return t('web-analysis-headline', { result: results[o.result] || 'over' });
}

function drawSteps() {
  const node = st.current;
  const ply = plyOf(node);
  const end = plyOf(lineEnd(node));
  $('step-start').disabled = !node.parent;
  $('step-back').disabled = !node.parent;
  $('step-forward').disabled = !node.children.length;
  $('step-end').disabled = !node.children.length;
  $('step-label').textContent = end === 0 ? t('web-analysis-step-start') : t('web-analysis-step', { ply, total: end });
  $('analysis-promote').disabled = isMainline(node);
  $('analysis-delete').disabled = !node.parent;
}

function drawVariant() {
  const v = $('analysis-variant');
  v.replaceChildren(...withElements('web-analysis-variant-rules', {}, {
    variant: el('a', { href: `/rules/${encodeURIComponent(st.variant)}` }, st.variant),
  }));
  v.dataset.variant = st.variant;
}

/** A query value, encoded but for the slashes, colons and spaces of setups and variants (`+`). */
const queryValue = (text) => encodeURIComponent(text).replace(/%2F/gi, '/').replace(/%3A/gi, ':').replace(/%20/g, '+');

/** The link to the position shown: its variant, start and moves. */
function shareLink() {
  const parts = [`variant=${queryValue(st.variant)}`];
  if (!st.omitPosition) parts.push(`position=${queryValue(st.position)}`);
  const moves = pathOf(st.current);
  if (moves.length) parts.push(`moves=${moves.map(queryValue).join(',')}`);
  return `/analysis?${parts.join('&')}`;
}

function drawShare() {
  const link = shareLink();
  $('analysis-share-url').value = `${location.origin}${link}`;
  if (`${location.pathname}${location.search}` !== link) history.replaceState(null, '', link);
}

function drawTree() {
  renderTree($('analysis-tree'), st.root, st.current, (node) => goTo(node));
}

/** Everything, after the position shown or the tree changed. */
function show() {
  if (!st.current) return;
  draw();
  drawStatus();
  drawSteps();
  drawTree();
  drawShare();
  askEngine();
  if (!st.current.info) askInfo(st.current, false);
}

// ---- the engine ----------------------------------------------------------------

// Declared first: the engine reports its first state while being made.
let engine = null;
engine = createEngine((view) => {
  st.engineView = view;
  drawEngine();
  // The best move's arrow follows the lines.
  if (st.current) draw();
});

function askEngine() {
  const node = st.current;
  if (!node) return;
  engine.analyse({
    variant: st.variant,
    position: st.position,
    moves: pathOf(node),
    key: keyOf(node),
    over: isOver(node.info),
  });
}

const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
const pct = (x) => percent.format(x);
const oneDecimal = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });

function engineWords(v) {
  switch (v.state) {
    case 'off': return t('web-analysis-engine-off');
    case 'connecting': return t('web-analysis-connecting');
    case 'idle': return t('web-analysis-engine-ready');
    case 'queued': return t('web-analysis-engine-queued');
    case 'searching': return t('web-analysis-searching', { depth: v.depth });
    case 'done': return v.lines.length
      ? t('web-analysis-done', { depth: v.depth, nodes: formatNodes(v.nodes), seconds: oneDecimal.format(v.ms / 1000) })
      : t('web-analysis-done-nothing');
    case 'over': return t('web-analysis-engine-over');
    case 'refused': return t('web-analysis-engine-refused');
    case 'lost': return v.retry ? t('web-analysis-engine-lost-retry', { seconds: v.retry }) : t('web-analysis-engine-lost');
    case 'error': return v.message ? t('web-analysis-engine-error', { error: v.message }) : t('web-analysis-engine-error-position');
    default: return '';
  }
}

/** A count of positions, short: 950, 34 k, 1.2 M (the numbers the language's way). */
function formatNodes(n) {
  if (n >= 1e6) return `${oneDecimal.format(n / 1e6)} M`;
  if (n >= 1e3) return `${whole.format(Math.round(n / 1e3))} k`;
  return whole.format(n);
}

function drawEngine() {
  const v = st.engineView;
  if (!v) return;
  const status = $('analysis-engine-status');
  status.textContent = engineWords(v);
  status.dataset.state = v.state;
  status.dataset.depth = String(v.depth || 0);
  status.classList.toggle('is-error', v.state === 'refused' || v.state === 'error');
  const list = $('analysis-lines');
  list.dataset.state = v.state;
  list.dataset.id = String(v.id || 0);
  list.dataset.moves = v.key === null || v.key === undefined ? '' : v.key;
  list.dataset.depth = String(v.depth || 0);
  list.dataset.done = v.done ? 'true' : 'false';
  const current = st.current ? keyOf(st.current) : null;
  const lines = v.key === current ? v.lines : [];
  list.replaceChildren(...lines.map((line, i) => lineItem(line, i)));
  if (engine) $('analysis-engine-toggle').checked = engine.enabled;
}

function lineItem(line, index) {
  const chance = Number(line.attackers_chance);
  const pv = Array.isArray(line.pv) && line.pv.length ? line.pv : [line.move];
  const moves = pv.map((m, k) => el('button', {
    type: 'button',
    class: `an-pv-move${k === 0 ? ' an-pv-first' : ''}`,
    testid: k === 0 ? 'analysis-line-move' : 'analysis-pv-move',
    'data-move': m,
    'data-k': String(k),
    title: k === 0 ? t('web-analysis-play', { move: m }) : t('web-analysis-play-line', { move: m }),
    onclick: () => playLine(pv.slice(0, k + 1)),
  }, m));
  return el(
    'li',
    {
      class: 'an-line-item',
      testid: 'analysis-line',
      'data-move': line.move,
      'data-score': line.score,
      'data-chance': Number.isFinite(chance) ? chance.toFixed(3) : '',
      'data-rank': String(index + 1),
    },
    el('div', { class: 'an-line-head' },
      el('strong', { class: 'an-score', title: t('web-analysis-score-title') }, line.score_text || line.score),
      Number.isFinite(chance)
        ? el('span', { class: 'an-chance', title: t('web-analysis-chance-title') },
          el('span', { class: 'an-bar', 'aria-hidden': 'true' }, barFill(chance)),
          el('span', { class: 'an-chance-text' }, t('web-analysis-chance', { chance: pct(chance) })))
        : ''),
    el('div', { class: 'an-pv' }, moves),
  );
}

/** The attackers' share of a bar (set through the style object: the CSP forbids inline style attributes). */
function barFill(chance) {
  const fill = el('span', { class: 'an-bar-fill' });
  fill.style.width = `${(Math.max(0, Math.min(1, chance)) * 100).toFixed(1)}%`;
  return fill;
}

$('analysis-engine-toggle').addEventListener('change', (e) => {
  engine.setEnabled(e.target.checked);
  if (e.target.checked) askEngine();
});

// ---- moving through the tree ----------------------------------------------------

function goTo(node, { slide = false } = {}) {
  if (!node || node === st.current) return;
  if (slide && node.parent === st.current && node.move) st.slide = splitMove(node.move);
  st.current = node;
  st.selected = null;
  show();
  announce(node.move ? t('web-analysis-announce-move', { ply: plyOf(node), move: moveText(node) }) : t('web-analysis-at-start-announce'));
}

const stepBack = () => st.current && st.current.parent && goTo(st.current.parent);
const stepForward = () => st.current && st.current.children.length && goTo(st.current.children[0], { slide: true });
const stepStart = () => st.root && goTo(st.root);
const stepEnd = () => st.current && goTo(lineEnd(st.current));

$('step-start').addEventListener('click', stepStart);
$('step-back').addEventListener('click', stepBack);
$('step-forward').addEventListener('click', stepForward);
$('step-end').addEventListener('click', stepEnd);

document.addEventListener('keydown', (e) => {
  if (!st.current || e.altKey || e.ctrlKey || e.metaKey) return;
  const t = e.target;
  if (t === board.svg || (t && t.closest && t.closest('input, textarea, select, dialog, [contenteditable]'))) return;
  const keys = { ArrowLeft: stepBack, ArrowRight: stepForward, Home: stepStart, End: stepEnd };
  if (keys[e.key]) {
    keys[e.key]();
    e.preventDefault();
  }
});

$('analysis-promote').addEventListener('click', () => {
  if (!st.current || isMainline(st.current)) return;
  promote(st.current);
  show();
  showNotice(t('web-analysis-promoted'));
});

$('analysis-delete').addEventListener('click', () => {
  if (!st.current || !st.current.parent) return;
  const gone = st.current;
  st.current = remove(gone);
  st.selected = null;
  show();
  announce(t('web-analysis-deleted', { move: moveText(gone) }));
});

// ---- asking the server ----------------------------------------------------------

/** `POST /api/analysis` for the moves from the root. */
function analyse(moves) {
  return request('/api/analysis', { method: 'POST', body: { variant: st.variant, position: st.position, moves } });
}

/** Learns the legal moves (and the rest) of a position known only by its board. */
function askInfo(node, now) {
  clearTimeout(st.infoTimer);
  const run = () => {
    if (node.info) return;
    const key = keyOf(node);
    if (st.asking.has(key)) return;
    const gen = st.generation;
    const asked = analyse(pathOf(node)).then(
      (answer) => {
        st.asking.delete(key);
        if (gen !== st.generation) return;
        node.info = answer;
        if (Array.isArray(answer.board)) node.board = answer.board;
        if (st.current === node) {
          draw();
          drawStatus();
          askEngine();
        }
      },
      (e) => {
        st.asking.delete(key);
        if (gen !== st.generation) return;
        if (st.current === node) showError(describeError(e.code, e.message));
      },
    );
    st.asking.set(key, asked);
  };
  if (now) run();
  else st.infoTimer = setTimeout(() => {
    if (st.current === node) run();
  }, INFO_SETTLE_MS);
}

/**
 * Plays `moves` from `from`: where the tree already holds them it goes
 * there; otherwise the server judges them (all the moves from the root,
 * in one request) and the answer's boards become new nodes (a variation
 * when `from` already had another continuation).
 */
async function playMoves(from, moves, dragged) {
  if (st.busy || !moves.length) return;
  st.selected = null;
  const known = nodeAt(from, moves);
  if (known) {
    if (dragged) st.slide = null;
    goTo(known, { slide: !dragged && moves.length === 1 });
    return;
  }
  const gen = st.generation;
  st.busy = true;
  draw();
  let answer;
  try {
    answer = await analyse([...pathOf(from), ...moves]);
  } catch (e) {
    st.busy = false;
    if (gen !== st.generation) return;
    showError(describeError(e.code, e.message));
    announce(t('web-analysis-refused', { error: describeError(e.code, e.message) }));
    draw();
    return;
  } finally {
    st.busy = false;
  }
  if (gen !== st.generation) return;
  const steps = Array.isArray(answer.steps) ? answer.steps.slice(plyOf(from)) : [];
  const node = addSteps(from, steps);
  node.info = answer;
  const stay = st.current !== from; // the player went elsewhere meanwhile
  if (!stay) {
    if (!dragged && moves.length === 1) st.slide = splitMove(moves[0]);
    st.current = node;
  }
  show();
  if (!stay) {
    const last = steps[steps.length - 1];
    const played = last && last.captures && last.captures.length
      ? t('web-analysis-played-capturing', { move: moves[moves.length - 1], squares: last.captures.join(', ') })
      : t('web-analysis-played', { move: moves[moves.length - 1] });
    announce(isOver(answer) ? `${played} ${message(answer.outcome.message) || answer.outcome.text}` : played);
  }
}

function playLine(pv) {
  if (!st.current) return;
  playMoves(st.current, pv, false);
}

/** A move the page does not offer, sent anyway so the server says why; nothing changes. */
async function refuse(move) {
  st.selected = null;
  draw();
  try {
    await analyse([...pathOf(st.current), move]);
    // The server found it legal after all (the page's list was behind):
    // play it properly.
    playMoves(st.current, [move], true);
  } catch (e) {
    showError(describeError(e.code, e.message));
  }
}

// ---- loading a position ----------------------------------------------------------

/**
 * Replaces the tree by what `body` (a `POST /api/analysis` request) leads
 * to: its moves as the main line, shown at `ply` (default the last).
 */
async function load(body, { ply = null, omitPosition = false } = {}) {
  const gen = ++st.generation;
  $('analysis').dataset.state = 'loading';
  let answer;
  try {
    answer = await request('/api/analysis', { method: 'POST', body });
  } catch (e) {
    if (gen !== st.generation) return false;
    $('analysis').dataset.state = st.root ? 'ready' : 'error';
    throw e;
  }
  if (gen !== st.generation) return false;
  st.variant = answer.variant;
  st.position = answer.position;
  st.omitPosition = omitPosition;
  if (omitPosition) starts.set(answer.variant, answer.position);
  else learnStart(answer.variant, answer.position, gen);
  st.squares = normalizeSquares(answer.squares || {});
  st.asking.clear();
  st.root = newNode(answer.start);
  const last = addSteps(st.root, answer.steps || []);
  last.info = answer;
  st.current = ply === null ? last : nodeAt(st.root, (answer.moves || []).slice(0, Math.max(0, Math.min(ply, (answer.moves || []).length)))) || last;
  st.selected = null;
  $('analysis').dataset.state = 'ready';
  selectVariant(st.variant);
  drawVariant();
  show();
  return true;
}

// The start setup of each rule set, as the server writes it: a link to a
// position from the start leaves the setup out.
const starts = new Map();

/** Whether `position` is the start of `variant`; if so, links leave it out. */
async function learnStart(variant, position, gen) {
  if (!starts.has(variant)) {
    try {
      const start = await request('/api/analysis', { method: 'POST', body: { variant } });
      starts.set(variant, start.position);
    } catch {
      return;
    }
  }
  if (gen === st.generation && starts.get(variant) === position && !st.omitPosition) {
    st.omitPosition = true;
    if (st.current) drawShare();
  }
}

function selectVariant(variant) {
  const select = $('analysis-import-variant');
  const name = variant.split(':')[0];
  if ([...select.options].some((o) => o.value === name)) select.value = name;
}

async function fromAddress() {
  const q = new URLSearchParams(location.search);
  const game = q.get('game');
  const moves = (q.get('moves') || '').split(/[\s,]+/).filter(Boolean);
  try {
    if (game) {
      const n = q.has('ply') ? Number(q.get('ply')) : null;
      const ply = Number.isInteger(n) && n >= 0 ? n : null;
      // The whole game is the main line, shown after `ply` moves; moves
      // given too are played on from there.
      const ok = await load({ game }, { ply });
      if (ok && moves.length) await playMoves(st.current, moves, true);
      if (ok) document.title = `${t('web-analysis-game-title', { id: game })} · tablut`;
      return;
    }
    const body = { moves };
    if (q.get('variant')) body.variant = q.get('variant');
    if (q.get('position')) body.position = q.get('position');
    await load(body, { omitPosition: !q.get('position') });
  } catch (e) {
    showError(describeError(e.code, e.message));
    showLoadProblem(e);
    // Something to work with all the same: the position without the
    // moves, the start of the rules asked for, or the default ones.
    const fallbacks = [];
    if (!game && q.get('position') && moves.length) fallbacks.push([{ variant: q.get('variant') || undefined, position: q.get('position') }, false]);
    if (!game && q.get('variant')) fallbacks.push([{ variant: q.get('variant') }, true]);
    fallbacks.push([{}, true]);
    for (const [body, omitPosition] of fallbacks) {
      try {
        await load(body, { omitPosition });
        return;
      } catch {
        /* the next one */
      }
    }
    $('analysis-status').textContent = t('web-analysis-unreachable');
  }
}

function showLoadProblem(e) {
  const m = $('analysis-import-message');
  m.textContent = t('web-analysis-link-failed', { error: describeError(e.code, e.message) });
  m.dataset.state = 'error';
  $('analysis-import').open = true;
}

// ---- import ------------------------------------------------------------------------

function fillVariants() {
  const select = $('analysis-import-variant');
  select.replaceChildren(...PRESETS.map((p) => el('option', { value: p }, p)));
}

/** A record has `[tag:value]` lines; anything else is taken for a position string. */
const looksLikeRecord = (text) => /^\s*\[/m.test(text) || /\n\s*\d+\.\s/.test(text);

$('analysis-import-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const text = $('analysis-import-text').value.trim();
  const m = $('analysis-import-message');
  if (!text) {
    m.textContent = t('web-analysis-import-empty');
    m.dataset.state = 'error';
    return;
  }
  const record = looksLikeRecord(text);
  const body = record ? { record: text } : { variant: $('analysis-import-variant').value, position: text };
  m.textContent = t('web-analysis-importing');
  m.dataset.state = 'busy';
  $('analysis-import-submit').disabled = true;
  try {
    await load(body, { ply: record ? 0 : null });
    m.textContent = record
      ? t('web-analysis-record-imported', { moves: plyOf(lineEnd(st.root)) })
      : t('web-analysis-position-imported');
    m.dataset.state = 'ok';
  } catch (err) {
    m.textContent = t(record ? 'web-analysis-record-unreadable' : 'web-analysis-position-unreadable', { error: describeError(err.code, err.message) });
    m.dataset.state = 'error';
  } finally {
    $('analysis-import-submit').disabled = false;
  }
});

$('analysis-new').addEventListener('click', async () => {
  const variant = $('analysis-import-variant').value;
  const m = $('analysis-import-message');
  try {
    await load({ variant }, { omitPosition: true });
    m.textContent = t('web-analysis-start-of', { variant });
    m.dataset.state = 'ok';
  } catch (err) {
    m.textContent = describeError(err.code, err.message);
    m.dataset.state = 'error';
  }
});

// ---- share ----------------------------------------------------------------------------

$('analysis-copy-link').addEventListener('click', async () => {
  if (!st.current) return;
  const url = `${location.origin}${shareLink()}`;
  $('analysis-share-url').value = url;
  if (await copyText(url)) showNotice(t('web-analysis-link-copied'));
  else {
    $('analysis-share-url').select();
    showError(t('web-analysis-link-copy-failed'));
  }
});
$('analysis-share-url').addEventListener('focus', (e) => e.target.select());

// ---- start ------------------------------------------------------------------------------

fillVariants();
fromAddress();
pageReady();
