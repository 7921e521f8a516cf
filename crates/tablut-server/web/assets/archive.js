// The archive: finished games, newest first, a page at a time, filtered
// by player, rule set and result (kept in the address, so a filtered
// archive can be linked to: /archive?player=Ann).

import { request, describeError, formatDate, capital, el, playerName, controlText } from './api.js';
import { showError, markNav } from './ui.js';

const $ = (id) => document.getElementById(id);
const PAGE = 30;
const FILTERS = ['player', 'variant', 'result'];
let before = null;
let filters = {};
let generation = 0;

function players(g) {
  // Seats come as names (the archive) or as seat objects (a game state).
  // The seats accounts hold (`accounts`; from servers without it, both
  // seats of a rated game) link to the players' profiles.
  const one = (side) => {
    const s = g.seats ? g.seats[side] : null;
    const who = typeof s === 'string' && s ? s : s && s.name ? s.name : s && s.kind === 'computer' ? 'the computer' : 'anonymous';
    const account = g.accounts ? !!g.accounts[side] : !!g.rated;
    return [playerName(who, account), ` (${side})`];
  };
  return [...one('attackers'), ' against ', ...one('defenders')];
}

function result(outcome) {
  const o = outcome || {};
  if (o.winner) return `${capital(o.winner)} win`;
  if (o.result === 'draw') return 'Draw';
  return o.result ? capital(o.result) : '';
}

function modeWords(g) {
  if (g.mode === 'computer') return 'against the computer';
  if (g.mode === 'local') return 'at one screen';
  if (g.mode === 'friend') return [g.clock ? controlText(g.clock) : 'no clock', g.rated ? 'rated' : 'casual'].join(', ');
  return '';
}

function row(g) {
  const href = `/g/${encodeURIComponent(g.id)}`;
  const o = g.outcome || {};
  const tr = el(
    'tr',
    { 'data-id': g.id, 'data-rated': String(!!g.rated), 'data-result': o.result || '' },
    el('td', {}, el('a', { href }, formatDate(g.updated_at))),
    el('td', {}, g.variant, g.mode ? el('span', { class: 'reason' }, modeWords(g)) : null),
    el('td', {}, players(g)),
    el('td', {}, result(o), o.text || o.reason ? el('span', { class: 'reason' }, o.text || o.reason) : null),
    el('td', { class: 'num' }, String(g.ply)),
  );
  // The whole row opens the game; the links in it stay for keyboards.
  tr.addEventListener('click', (e) => {
    if (!e.target.closest('a')) location.assign(href);
  });
  return tr;
}

async function loadPage() {
  const mine = generation;
  const more = $('archive-more');
  more.disabled = true;
  $('archive-status').textContent = 'Loading…';
  $('archive-status').hidden = false;
  const q = new URLSearchParams({ limit: String(PAGE) });
  if (before !== null) q.set('before', String(before));
  for (const [k, v] of Object.entries(filters)) q.set(k, v);
  try {
    const games = await request(`/api/archive?${q}`);
    if (mine !== generation) return;
    $('archive-list').append(...games.map(row));
    // The cursor pages exactly; older servers only had the time.
    if (games.length) before = games[games.length - 1].cursor || games[games.length - 1].updated_at;
    more.hidden = games.length < PAGE;
    const empty = $('archive-list').children.length === 0;
    $('archive-empty').hidden = !empty;
    if (empty) {
      $('archive-empty').replaceChildren(
        ...(Object.keys(filters).length
          ? ['No finished game matches these filters. ', el('a', { href: '/archive' }, 'Show every game.')]
          : ['No finished games yet. ', el('a', { href: '/' }, 'Start one.')]),
      );
    }
    $('archive-status').hidden = true;
    $('archive-list').dataset.state = 'ready';
  } catch (e) {
    if (mine !== generation) return;
    $('archive-status').textContent = 'The archive could not be loaded.';
    showError(describeError(e.code, e.message));
  } finally {
    more.disabled = false;
  }
}

/** Reads the filters from the address into the form. */
function readFilters() {
  const params = new URLSearchParams(location.search);
  filters = {};
  for (const k of FILTERS) {
    const v = (params.get(k) || '').trim();
    if (v) filters[k] = v;
    const input = $(`archive-${k}`);
    if (input.tagName === 'SELECT' && v && ![...input.options].some((o) => o.value === v)) input.append(el('option', { value: v }, v));
    input.value = v;
  }
}

function restart() {
  generation += 1;
  before = null;
  $('archive-list').replaceChildren();
  $('archive-list').dataset.state = 'loading';
  $('archive-list').dataset.filters = new URLSearchParams(filters).toString();
  $('archive-empty').hidden = true;
  loadPage();
}

$('archive-filters').addEventListener('submit', (e) => {
  e.preventDefault();
  const params = new URLSearchParams();
  for (const k of FILTERS) {
    const v = $(`archive-${k}`).value.trim();
    if (v) params.set(k, v);
  }
  const query = params.toString();
  history.pushState(null, '', query ? `/archive?${query}` : '/archive');
  readFilters();
  restart();
});

$('archive-clear').addEventListener('click', () => {
  history.pushState(null, '', '/archive');
  readFilters();
  restart();
});

window.addEventListener('popstate', () => {
  readFilters();
  restart();
});

$('archive-more').addEventListener('click', loadPage);
markNav();
readFilters();
restart();
