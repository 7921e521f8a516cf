// A player's profile (/players/{name}): ratings per pool, a chart of the
// rating history (one line per pool), wins, draws and losses as attackers
// and as defenders, and the latest games.

import { request, describeError, el, playerName, ratingText, controlText, PRESETS } from './api.js';
import { showError, markNav, pageReady } from './ui.js';
import { t, message, lang, ready, withElements } from './i18n.js';

// The header marks this page at once; the texts wait for the catalog.
markNav();
await ready;

const $ = (id) => document.getElementById(id);

/** A moment as the page's language writes it. */
function formatDate(ms) {
  return new Date(ms).toLocaleString(lang, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

const NS = 'http://www.w3.org/2000/svg';
const name = decodeURIComponent(location.pathname.split('/')[2] || '');

function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'class') node.setAttribute('class', v);
    else if (k === 'testid') node.dataset.testid = v;
    else node.setAttribute(k, String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined) continue;
    node.append(typeof c === 'string' || typeof c === 'number' ? document.createTextNode(String(c)) : c);
  }
  return node;
}

/** A class per pool, so each line has its own colour (app.css). */
const poolClass = (pool) => `pool-${PRESETS.includes(pool) ? pool : 'other'}`;

/** Round steps for an axis covering `span`. */
function step(span, most) {
  for (const s of [10, 20, 25, 50, 100, 200, 250, 500, 1000]) if (span / s <= most) return s;
  return 1000;
}

/**
 * The rating history as an SVG chart: x is the player's rated games in
 * the order they ended, y the rating; one line per pool, starting at the
 * rating before that pool's first game.
 */
function drawChart(history) {
  const box = $('rating-chart');
  box.replaceChildren();
  $('chart-empty').hidden = history.length > 0;
  if (!history.length) return;
  const W = 720;
  const H = 280;
  const M = { left: 58, right: 16, top: 14, bottom: 46 };
  const n = history.length;
  const values = history.flatMap((h) => [h.before, h.after]);
  const yStep = step(Math.max(...values) - Math.min(...values) || 1, 6);
  let lo = Math.floor(Math.min(...values) / yStep) * yStep;
  let hi = Math.ceil(Math.max(...values) / yStep) * yStep;
  if (hi - lo < yStep * 2) {
    lo -= yStep;
    hi += yStep;
  }
  const x = (i) => M.left + (n === 0 ? 0 : (i / n) * (W - M.left - M.right));
  const y = (v) => M.top + ((hi - v) / (hi - lo)) * (H - M.top - M.bottom);

  const grid = svg('g', { class: 'chart-grid' });
  const yTicks = svg('g', { class: 'chart-ticks' });
  for (let v = lo; v <= hi + 1e-9; v += yStep) {
    grid.append(svg('line', { x1: M.left, x2: W - M.right, y1: y(v), y2: y(v) }));
    yTicks.append(svg('text', { x: M.left - 8, y: y(v) + 4, 'text-anchor': 'end' }, String(v)));
  }
  const xStep = Math.max(1, Math.ceil(n / 10));
  const xTicks = svg('g', { class: 'chart-ticks' });
  for (let i = 0; i <= n; i += xStep) {
    xTicks.append(svg('text', { x: x(i), y: H - M.bottom + 18, 'text-anchor': 'middle' }, String(i)));
  }
  const axes = svg(
    'g',
    { class: 'chart-axes' },
    svg('line', { x1: M.left, x2: M.left, y1: M.top, y2: H - M.bottom }),
    svg('line', { x1: M.left, x2: W - M.right, y1: H - M.bottom, y2: H - M.bottom }),
  );
  const labels = svg(
    'g',
    { class: 'chart-labels' },
    svg('text', { x: (M.left + W - M.right) / 2, y: H - 6, 'text-anchor': 'middle' }, t('web-player-chart-x')),
    svg('text', { x: 14, y: (M.top + H - M.bottom) / 2, 'text-anchor': 'middle', transform: `rotate(-90 14 ${(M.top + H - M.bottom) / 2})` }, t('web-player-rating')),
  );

  // One line per pool: its points are the games in that pool.
  const pools = [...new Set(history.map((h) => h.pool))];
  const lines = svg('g', { class: 'chart-lines' });
  for (const pool of pools) {
    const points = [];
    history.forEach((h, i) => {
      if (h.pool !== pool) return;
      if (!points.length) points.push({ i, v: h.before, h: null });
      points.push({ i: i + 1, v: h.after, h });
    });
    const g = svg('g', { class: `chart-pool ${poolClass(pool)}`, testid: `chart-line-${pool}`, 'data-points': String(points.length - 1) });
    g.append(svg('polyline', { class: 'chart-line', points: points.map((p) => `${x(p.i).toFixed(1)},${y(p.v).toFixed(1)}`).join(' ') }));
    for (const p of points) {
      const dot = svg('circle', { class: 'chart-dot', cx: x(p.i).toFixed(1), cy: y(p.v).toFixed(1), r: p.h ? 3.5 : 2.5 });
      const words = p.h
        ? `${pool}: ${Math.round(p.h.before)} → ${Math.round(p.h.after)}, ${formatDate(p.h.at)}`
        : t('web-player-chart-first', { pool, rating: String(Math.round(p.v)) });
      dot.append(svg('title', {}, words));
      g.append(dot);
    }
    lines.append(g);
  }
  const last = history[history.length - 1];
  const chart = svg(
    'svg',
    {
      class: 'chart',
      viewBox: `0 0 ${W} ${H}`,
      role: 'img',
      'aria-label': t('web-player-chart-label', {
        count: n,
        pools: pools.join(', '),
        pool: last.pool,
        before: String(Math.round(last.before)),
        after: String(Math.round(last.after)),
      }),
    },
    grid,
    axes,
    yTicks,
    xTicks,
    labels,
    lines,
  );
  box.append(
    chart,
    el(
      'ul',
      { class: 'chart-legend' },
      ...pools.map((pool) => el('li', { class: poolClass(pool) }, el('span', { class: 'legend-line', 'aria-hidden': 'true' }), pool)),
    ),
  );
}

function drawRatings(ratings) {
  const sorted = [...ratings].sort((a, b) => b.games - a.games);
  $('ratings-list').replaceChildren(
    ...sorted.map((r) =>
      el(
        'tr',
        { 'data-pool': r.pool, 'data-rating': String(r.rating), 'data-provisional': String(r.provisional), testid: `rating-${r.pool}` },
        el('th', { scope: 'row' }, el('a', { href: `/leaderboard?pool=${encodeURIComponent(r.pool)}` }, r.pool)),
        el('td', { class: 'num rating-value' }, ratingText(r.rating, r.provisional)),
        el('td', { class: 'num' }, `±${r.deviation}`),
        el('td', { class: 'num' }, String(r.games)),
      ),
    ),
  );
  $('ratings-empty').hidden = ratings.length > 0;
}

function drawRecord(p) {
  const row = (label, r, testid) =>
    el(
      'tr',
      { testid, 'data-wins': String(r.wins), 'data-draws': String(r.draws), 'data-losses': String(r.losses) },
      el('th', { scope: 'row' }, label),
      el('td', { class: 'num' }, String(r.wins)),
      el('td', { class: 'num' }, String(r.draws)),
      el('td', { class: 'num' }, String(r.losses)),
    );
  const a = p.as_attackers;
  const d = p.as_defenders;
  const total = { wins: a.wins + d.wins, draws: a.draws + d.draws, losses: a.losses + d.losses };
  $('record-list').replaceChildren(
    row(t('side-title', { side: 'attackers' }), a, 'record-attackers'),
    row(t('side-title', { side: 'defenders' }), d, 'record-defenders'),
    row(t('web-player-both'), total, 'record-total'),
  );
}

function drawGames(p) {
  const key = p.name.toLowerCase();
  const rows = p.games.map((g) => {
    const side = (g.seats.attackers || '').toLowerCase() === key ? 'attackers' : 'defenders';
    const opponentSide = side === 'attackers' ? 'defenders' : 'attackers';
    const opponent = g.seats[opponentSide];
    const opponentAccount = g.accounts ? !!g.accounts[opponentSide] : !!g.rated;
    const o = g.outcome || {};
    // The result's code word (the page's data), then its words.
    let result;
    if (o.winner) result = o.winner === side ? 'won' : 'lost';
    else if (o.result === 'draw') result = 'draw';
    else result = 'no result';
    const reason = message(o.message) || o.text;
    const href = `/g/${encodeURIComponent(g.id)}`;
    const tr = el(
      'tr',
      { 'data-id': g.id, 'data-result': result, testid: 'player-game' },
      el('td', {}, el('a', { href }, formatDate(g.updated_at))),
      el('td', {}, g.mode === 'computer' ? t('web-player-the-computer') : playerName(opponent, opponentAccount)),
      el('td', {}, t('side-title', { side })),
      el('td', {}, el('strong', { class: `result-${result.replace(' ', '-')}` }, t('web-player-result-word', { result: result.replace(' ', '-') })), reason ? el('span', { class: 'reason' }, reason) : null),
      el('td', {}, g.variant, el('span', { class: 'reason' }, t('web-player-game-facts', { clock: controlText(g.clock), rated: g.rated ? 'yes' : 'no' }))),
      el('td', { class: 'num' }, String(g.ply)),
    );
    tr.addEventListener('click', (e) => {
      if (!e.target.closest('a')) location.assign(href);
    });
    return tr;
  });
  $('player-games').replaceChildren(...rows);
  $('games-empty').hidden = rows.length > 0;
}

async function main() {
  const main = $('player');
  let p;
  try {
    p = await request(`/api/players/${encodeURIComponent(name)}`);
  } catch (e) {
    $('player-loading').hidden = true;
    if (e.code === 'not_found') {
      main.dataset.state = 'missing';
      $('player-missing').hidden = false;
      document.title = `${t('web-player-missing')} · tablut`;
    } else {
      main.dataset.state = 'error';
      showError(describeError(e.code, e.message));
    }
    return;
  }
  document.title = `${p.name} · tablut`;
  $('player-loading').hidden = true;
  $('player-body').hidden = false;
  $('player-name').textContent = p.name;
  $('player-since').textContent = t('web-player-since', {
    date: new Date(p.created_at).toLocaleDateString(lang, { year: 'numeric', month: 'long', day: 'numeric' }),
  });
  if (p.bot_owner) {
    $('player-bot').hidden = false;
    $('player-bot').replaceChildren(...withElements('web-player-bot-of', {}, { owner: playerName(p.bot_owner, true) }));
  }
  $('player-challenge').href = `/lobby?challenge=${encodeURIComponent(p.name)}`;
  $('player-archive').href = `/archive?player=${encodeURIComponent(p.name)}`;
  drawRatings(p.ratings || []);
  drawRecord(p);
  drawChart(p.history || []);
  drawGames(p);
  main.dataset.state = 'ready';
}

main();
pageReady();
