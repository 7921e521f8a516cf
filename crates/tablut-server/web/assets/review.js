// The review page `/review/{id}`: asks the server for the engine's review
// of a finished game, shows its progress, then the attackers' winning
// chances over the game (an SVG graph), each move's class, the summary per
// side, and for every mistake and blunder the better move as an arrow on
// the board with the engine's line. The board is read-only; its positions
// come from the game's recorded moves walked back from the final board
// (history.js), so the page never plays rules itself.

import { request, getGame, describeError, el, playerName } from './api.js';
import { createBoard, normalizeSquares, splitMove } from './board.js';
import { boardsByPly } from './history.js';
import { showError, announce, markNav, pageReady } from './ui.js';
import { t, message, lang, ready, withElements } from './i18n.js';

// The header marks this page at once; the texts wait for the catalog.
markNav();
await ready;

const $ = (id) => document.getElementById(id);
const NS = 'http://www.w3.org/2000/svg';
const POLL_MS = 700;

const gameId = decodeURIComponent(location.pathname.split('/').filter(Boolean)[1] || '');

// A class's name (the data keeps the code words: best, good, …).
const classWords = (cls) => t('web-review-class', { class: cls });
// Symbols as in chess annotation; the word is always beside them.
const CLASS_ICONS = { best: '★', good: '✓', inaccuracy: '?!', mistake: '?', blunder: '??' };
const MARKED = new Set(['mistake', 'blunder']);

const st = {
  game: null,
  boards: [],
  squares: normalizeSquares(),
  review: null, // the last answer of GET/POST /review
  byPly: new Map(), // ply -> review row
  ply: 0, // the position shown: after this many moves
  polling: false,
};

const board = createBoard({ interactive: false });
board.svg.dataset.testid = 'board';
$('board-wrap').append(board.svg);


// ---- helpers -----------------------------------------------------------

function svgEl(tag, attrs = {}, parent) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== null && v !== undefined) node.setAttribute(k, String(v));
  }
  if (parent) parent.append(node);
  return node;
}

const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
const pct = (x) => percent.format(x);
const oneDecimal = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const lastPly = () => (st.game ? st.game.moves.length : 0);

/** The attackers' winning chances in the position after `ply` moves, if reviewed. */
function attackersChanceAt(ply) {
  if (ply === 0) {
    const first = st.byPly.get(1);
    if (!first) return null;
    return first.side === 'attackers' ? first.chance_before : 1 - first.chance_before;
  }
  const row = st.byPly.get(ply);
  return row ? row.attackers_chance : null;
}

// ---- loading -------------------------------------------------------------

async function load() {
  if (!gameId) {
    showMessage(t('web-review-no-game'));
    return;
  }
  $('review-game-link').href = `/g/${encodeURIComponent(gameId)}`;
  let g;
  try {
    g = await getGame(gameId);
  } catch (e) {
    showMessage(e.code === 'not_found' ? t('web-review-no-game') : describeError(e.code, e.message));
    return;
  }
  st.game = g;
  st.squares = normalizeSquares(g.squares);
  st.boards = boardsByPly(g.board, g.moves);
  st.ply = g.moves.length;
  const a = g.seats.attackers;
  const d = g.seats.defenders;
  document.title = `${t('web-review-title', {
    attackers: a.name || t('web-review-unnamed', { side: 'attackers' }),
    defenders: d.name || t('web-review-unnamed', { side: 'defenders' }),
  })} · tablut`;
  const outcome = g.outcome ? message(g.outcome.message) || g.outcome.text : '';
  $('review-players').replaceChildren(
    ...withElements('web-review-players', { variant: g.variant }, {
      attackers: playerName(a.name, a.account),
      defenders: playerName(d.name, d.account),
    }),
    outcome ? ` · ${outcome}` : '',
  );
  drawMoves();
  draw();

  if (g.status !== 'finished') {
    showMessage(t('web-review-in-play'));
    return;
  }
  try {
    const r = await request(reviewPath());
    if (r.status === 'none') {
      $('review-request').hidden = false;
      return;
    }
    applyReview(r);
  } catch (e) {
    if (e.code === 'not_found') {
      $('review-request').hidden = false;
    } else {
      showMessage(describeError(e.code, e.message));
      $('review-request').hidden = false;
    }
  }
}

const reviewPath = () => `/api/games/${encodeURIComponent(gameId)}/review`;

async function startReview() {
  const button = $('review-start');
  button.disabled = true;
  try {
    const r = await request(reviewPath(), { method: 'POST' });
    $('review-request').hidden = true;
    hideMessage();
    applyReview(r);
    announce(t('web-review-started'));
  } catch (e) {
    button.disabled = false;
    const text = e.code === 'rate_limited'
      ? t('web-review-too-many')
      : e.code === 'not_allowed'
        ? t('web-review-not-over')
        : describeError(e.code, e.message);
    showMessage(text);
    showError(text);
  }
}

function applyReview(r) {
  st.review = r;
  if (r.status === 'done') {
    $('review-progress-wrap').hidden = true;
    st.byPly = new Map((r.plies || []).map((p) => [p.ply, p]));
    showResult();
    return;
  }
  showProgress(r);
  poll();
}

function showProgress(r) {
  const wrap = $('review-progress-wrap');
  wrap.hidden = false;
  wrap.dataset.status = r.status;
  const bar = $('review-progress');
  const total = Math.max(1, Number(r.total) || 0);
  bar.max = total;
  bar.value = Math.min(total, Number(r.done) || 0);
  bar.dataset.done = String(r.done || 0);
  bar.dataset.total = String(r.total || 0);
  $('review-progress-label').textContent = t(r.status === 'queued' ? 'web-review-queued' : 'web-review-progress', {
    done: r.done || 0,
    total: r.total || 0,
  });
}

async function poll() {
  if (st.polling) return;
  st.polling = true;
  let delay = POLL_MS;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      const r = await request(reviewPath());
      delay = POLL_MS;
      if (r.status === 'done') {
        st.polling = false;
        applyReview(r);
        announce(t('web-review-done'));
        return;
      }
      st.review = r;
      showProgress(r);
    } catch (e) {
      if (e.code === 'not_found') {
        // Asked for, but not (or no longer) recorded: offer to ask again.
        st.polling = false;
        $('review-progress-wrap').hidden = true;
        $('review-start').disabled = false;
        $('review-request').hidden = false;
        return;
      }
      delay = Math.min(delay * 2, 8000);
    }
  }
}

function showMessage(text) {
  const m = $('review-message');
  m.textContent = text;
  m.hidden = false;
}
function hideMessage() {
  $('review-message').hidden = true;
}

// ---- the result ----------------------------------------------------------

function showResult() {
  const r = st.review;
  $('review-result').hidden = false;
  $('review-result').dataset.status = 'done';
  if (!r.plies || r.plies.length === 0) showMessage(t('web-review-no-moves'));
  drawSummary('attackers', r.attackers);
  drawSummary('defenders', r.defenders);
  drawGraph();
  drawMoves();
  draw();
}

function drawSummary(side, s) {
  const box = $(`review-summary-${side}`);
  const g = st.game;
  const seat = g.seats[side];
  const heading = el('h2', {}, t('side-title', { side }), seat && seat.name ? el('span', { class: 'muted' }, ` · ${seat.name}`) : '');
  if (!s) {
    box.replaceChildren(heading, el('p', { class: 'muted' }, t('web-review-no-side-moves')));
    return;
  }
  for (const k of ['moves', 'best', 'good', 'inaccuracies', 'mistakes', 'blunders']) box.dataset[k] = String(s[k]);
  box.dataset.averageLoss = String(s.average_loss);
  const item = (cls, n) => el('li', { class: `review-count class-${cls}`, 'data-class': cls },
    el('span', { class: 'review-icon', 'aria-hidden': 'true' }, CLASS_ICONS[cls]), ` ${t('web-review-count', { class: cls, count: n })}`);
  box.replaceChildren(
    heading,
    el('p', { class: 'review-loss' }, ...withElements('web-review-loss', { moves: s.moves }, {
      loss: el('strong', {}, oneDecimal.format(Number(s.average_loss))),
    })),
    el('ul', { class: 'review-counts' },
      item('best', s.best),
      item('good', s.good),
      item('inaccuracy', s.inaccuracies),
      item('mistake', s.mistakes),
      item('blunder', s.blunders)),
  );
}

// The graph: x = ply (0 = the start), y = the attackers' chances, 100% at
// the top. The attackers' half (above 50%) is shaded lightly.
const GW = 600;
const GH = 180;
const PAD = { left: 34, right: 10, top: 10, bottom: 22 };

function drawGraph() {
  const wrap = $('review-graph-wrap');
  const n = lastPly();
  const w = GW - PAD.left - PAD.right;
  const h = GH - PAD.top - PAD.bottom;
  const x = (ply) => PAD.left + (n ? (ply / n) * w : 0);
  const y = (c) => PAD.top + (1 - c) * h;
  const svg = svgEl('svg', {
    viewBox: `0 0 ${GW} ${GH}`,
    class: 'review-graph',
    role: 'group',
    'aria-label': t('web-review-graph-label'),
    'data-testid': 'review-graph',
    'data-points': n,
  });
  svgEl('rect', { class: 'graph-bg', x: PAD.left, y: PAD.top, width: w, height: h }, svg);
  svgEl('rect', { class: 'graph-attackers-half', x: PAD.left, y: PAD.top, width: w, height: h / 2 }, svg);
  for (const c of [0, 0.25, 0.5, 0.75, 1]) {
    svgEl('line', { class: c === 0.5 ? 'graph-mid' : 'graph-grid', x1: PAD.left, x2: PAD.left + w, y1: y(c), y2: y(c) }, svg);
  }
  for (const c of [0, 0.5, 1]) {
    svgEl('text', { class: 'graph-label', x: PAD.left - 4, y: y(c) + 4, 'text-anchor': 'end' }, svg).textContent = pct(c);
  }
  const step = Math.max(1, Math.ceil(n / 10));
  for (let p = 0; p <= n; p += step) {
    svgEl('text', { class: 'graph-label', x: x(p), y: GH - 6, 'text-anchor': 'middle' }, svg).textContent = String(p);
  }
  const pts = [];
  for (let p = 0; p <= n; p++) {
    const c = attackersChanceAt(p);
    if (c !== null) pts.push([x(p), y(c)]);
  }
  if (pts.length) {
    const line = pts.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' ');
    const area = `${pts[0][0].toFixed(1)},${y(0)} ${line} ${pts[pts.length - 1][0].toFixed(1)},${y(0)}`;
    svgEl('polygon', { class: 'graph-area', points: area }, svg);
    svgEl('polyline', { class: 'graph-line', points: line }, svg);
  }
  svgEl('line', { class: 'graph-cursor', id: 'review-graph-cursor', 'data-testid': 'review-graph-cursor', x1: x(st.ply), x2: x(st.ply), y1: PAD.top, y2: PAD.top + h }, svg);
  // One point per move: a column that takes the press, and a dot.
  const colW = n ? w / n : w;
  for (let p = 1; p <= n; p++) {
    const row = st.byPly.get(p);
    const c = row ? row.attackers_chance : null;
    const cls = row ? row.class : '';
    const g = svgEl('g', {
      class: `graph-point class-${cls || 'none'}`,
      'data-testid': 'review-point',
      'data-ply': p,
      'data-class': cls,
    }, svg);
    svgEl('rect', { class: 'graph-hit', x: x(p) - colW / 2, y: PAD.top, width: colW, height: h }, g);
    if (c !== null) {
      svgEl('circle', { class: 'graph-dot', cx: x(p), cy: y(c), r: MARKED.has(cls) ? 5 : 3 }, g);
      svgEl('title', {}, g).textContent = t('web-review-point', { ply: p, move: row.move, side: row.side, class: classWords(cls), chance: pct(c) });
    }
    g.addEventListener('click', () => showPly(p));
  }
  wrap.replaceChildren(svg);
}

function moveText(m, row) {
  return m.text || (row && row.move) || m.move;
}

function drawMoves() {
  const list = $('review-moves');
  const g = st.game;
  if (!g) return;
  list.replaceChildren();
  g.moves.forEach((m, i) => {
    const ply = i + 1;
    const row = st.byPly.get(ply);
    const cls = row ? row.class : '';
    const button = el('button', {
      type: 'button',
      class: `review-move class-${cls || 'none'}`,
      testid: 'review-move',
      'data-ply': String(ply),
      'data-class': cls,
      'aria-label': cls
        ? t('web-review-move-label-class', { ply, side: m.side, move: moveText(m, row), class: classWords(cls) })
        : t('web-review-move-label', { ply, side: m.side, move: moveText(m, row) }),
      onclick: () => showPly(ply),
    },
    el('span', { class: 'review-move-no' }, `${ply}.`),
    el('span', { class: `review-move-side swatch-${m.side}`, 'aria-hidden': 'true' }),
    el('span', { class: 'review-move-text' }, moveText(m, row)),
    cls ? el('span', { class: 'review-class' }, el('span', { class: 'review-icon', 'aria-hidden': 'true' }, CLASS_ICONS[cls]), ` ${classWords(cls)}`) : '',
    row ? el('span', { class: 'review-chance muted', title: t('web-review-chance-title') }, pct(row.attackers_chance)) : '');
    const li = el('li', { class: `review-move-item class-${cls || 'none'}` }, button);
    if (row && MARKED.has(cls) && row.best) {
      li.append(el('p', { class: 'review-better', 'data-testid': 'review-better', 'data-ply': String(ply) },
        ...withElements('web-review-better', {}, { move: el('strong', {}, row.best) }),
        row.line && row.line.length ? ` ${t('web-review-better-line', { line: row.line.join(' ') })}` : ''));
    }
    list.append(li);
  });
  markCurrent();
}

function markCurrent() {
  for (const b of document.querySelectorAll('[data-testid="review-move"]')) {
    if (Number(b.dataset.ply) === st.ply) b.setAttribute('aria-current', 'step');
    else b.removeAttribute('aria-current');
  }
  for (const p of document.querySelectorAll('[data-testid="review-point"]')) {
    p.classList.toggle('current', Number(p.dataset.ply) === st.ply);
  }
  const cursor = $('review-graph-cursor');
  if (cursor) {
    const n = lastPly();
    const cx = PAD.left + (n ? (st.ply / n) * (GW - PAD.left - PAD.right) : 0);
    cursor.setAttribute('x1', cx);
    cursor.setAttribute('x2', cx);
    cursor.dataset.ply = String(st.ply);
  }
}

// ---- the board -------------------------------------------------------------

function draw() {
  const g = st.game;
  if (!g) return;
  const ply = st.ply;
  const n = lastPly();
  const m = ply > 0 ? g.moves[ply - 1] : null;
  const row = ply > 0 ? st.byPly.get(ply) : null;
  const lastSq = m ? splitMove(m.move) : {};
  const marked = row && MARKED.has(row.class) && row.best && row.best !== row.move;
  board.render({
    board: st.boards[ply],
    squares: st.squares,
    lastFrom: lastSq.from,
    lastTo: lastSq.to,
    captured: m ? m.captures || [] : [],
    arrow: marked ? { ...splitMove(row.best), kind: 'hint' } : null,
  });
  const arrow = board.svg.querySelector('.overlay .arrow');
  if (arrow) {
    arrow.setAttribute('data-testid', 'review-arrow');
    arrow.setAttribute('data-move', row.best);
    arrow.setAttribute('data-ply', String(ply));
    arrow.classList.add('review-arrow');
  }
  board.svg.dataset.ply = String(ply);
  board.svg.dataset.viewPly = String(ply);
  board.svg.setAttribute('aria-label', marked
    ? t('web-review-board-label-better', { ply, total: n, move: row.best })
    : t('web-review-board-label', { ply, total: n }));
  $('step-label').textContent = t('web-review-step', { ply, total: n });
  $('review-analyse').href = `/analysis?game=${encodeURIComponent(gameId)}&ply=${ply}`;
  $('step-start').disabled = ply === 0;
  $('step-back').disabled = ply === 0;
  $('step-forward').disabled = ply >= n;
  $('step-end').disabled = ply >= n;
  drawCurrent(m, row, ply);
  markCurrent();
}

function drawCurrent(m, row, ply) {
  const box = $('review-current');
  box.dataset.ply = String(ply);
  if (!m) {
    box.hidden = !st.review || st.review.status !== 'done';
    const c = attackersChanceAt(0);
    box.replaceChildren(el('p', {}, el('strong', {}, t('web-review-start-position')), c === null ? '' : t('web-review-start-chances', { chance: pct(c) })));
    box.dataset.class = '';
    return;
  }
  box.hidden = false;
  box.dataset.class = row ? row.class : '';
  const parts = [
    el('p', { class: 'review-current-move' },
      el('strong', {}, `${ply}. ${m.text || m.move}`), ` ${t('web-review-by', { side: m.side })}`,
      row ? el('span', { class: `review-class class-${row.class}` }, ' · ', el('span', { class: 'review-icon', 'aria-hidden': 'true' }, CLASS_ICONS[row.class]), ` ${classWords(row.class)}`) : ''),
  ];
  if (row) {
    parts.push(el('p', { class: 'muted' }, t('web-review-chances', {
      side: m.side,
      before: pct(row.chance_before),
      after: pct(row.chance_after),
      score_before: row.score_before_text || row.score_before,
      score_after: row.score_after_text || row.score_after,
    })));
    if (MARKED.has(row.class) && row.best) {
      parts.push(el('p', { class: 'review-best', 'data-testid': 'review-best' }, ...withElements('web-review-better-was', {}, { move: el('strong', {}, row.best) })));
      if (row.line && row.line.length) {
        parts.push(el('p', { class: 'review-line', 'data-testid': 'review-line' }, `${t('web-review-engine-line')} `, el('span', { class: 'review-line-moves' }, row.line.join(' '))));
      }
    } else if (row.class !== 'best' && row.best) {
      parts.push(el('p', { class: 'muted' }, t('web-review-preferred', { move: row.best })));
    }
  }
  box.replaceChildren(...parts);
}

function showPly(ply) {
  const n = lastPly();
  const p = Math.max(0, Math.min(n, ply));
  if (p === st.ply) return;
  st.ply = p;
  draw();
  const row = st.byPly.get(p);
  const m = p > 0 ? st.game.moves[p - 1] : null;
  if (!m) announce(t('web-review-start-position'));
  else if (row) announce(t('web-review-announce-class', { ply: p, side: m.side, move: m.move, class: classWords(row.class) }));
  else announce(t('web-review-announce', { ply: p, side: m.side, move: m.move }));
}

// ---- controls --------------------------------------------------------------

$('review-start').addEventListener('click', startReview);
$('step-start').addEventListener('click', () => showPly(0));
$('step-back').addEventListener('click', () => showPly(st.ply - 1));
$('step-forward').addEventListener('click', () => showPly(st.ply + 1));
$('step-end').addEventListener('click', () => showPly(Infinity));

document.addEventListener('keydown', (e) => {
  if (!st.game || e.altKey || e.ctrlKey || e.metaKey) return;
  const t = e.target;
  if (t && t.closest && t.closest('input, textarea, select, dialog, [contenteditable]')) return;
  const keys = { ArrowLeft: () => st.ply - 1, ArrowRight: () => st.ply + 1, Home: () => 0, End: () => Infinity };
  if (keys[e.key]) {
    showPly(keys[e.key]());
    e.preventDefault();
  }
});

load();
pageReady();
