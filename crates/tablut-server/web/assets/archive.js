// The archive: finished games, newest first, a page at a time, filtered
// by player, rule set and result (kept in the address, so a filtered
// archive can be linked to: /archive?player=Ann).

import { request, describeError, formatDate, el, playerName, controlText, seatName } from './api.js';
import { showError, markNav, pageReady, editedByUser } from './ui.js';
import { t, message, ready } from './i18n.js';

await ready;

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
    let who;
    if (typeof s === 'string' && s) who = seatName(s, g.level);
    else if (s && s.name) who = seatName(s.name, g.level);
    else who = s && s.kind === 'computer' ? t('web-archive-computer') : t('web-common-anonymous');
    const account = g.accounts ? !!g.accounts[side] : !!g.rated;
    return [playerName(who, account), ` ${t('web-archive-side', { side })}`];
  };
  return [...one('attackers'), ` ${t('web-archive-against')} `, ...one('defenders')];
}

function result(outcome) {
  const o = outcome || {};
  if (o.winner) return o.winner === 'attackers' ? t('web-archive-attackers-win') : t('web-archive-defenders-win');
  if (o.result === 'draw') return t('web-archive-draw');
  if (o.result === 'no result') return t('web-archive-no-result-short');
  return o.result || '';
}

function modeWords(g) {
  if (g.mode === 'computer') return t('web-archive-mode-computer');
  if (g.mode === 'local') return t('web-archive-mode-local');
  if (g.mode === 'friend') return [controlText(g.clock), g.rated ? t('web-archive-rated') : t('web-archive-casual')].join(', ');
  return '';
}

function row(g) {
  const href = `/g/${encodeURIComponent(g.id)}`;
  const o = g.outcome || {};
  // How it ended, in the page's language (the server's sentence).
  const how = message(o.message) || o.text || o.reason;
  const tr = el(
    'tr',
    { 'data-id': g.id, 'data-rated': String(!!g.rated), 'data-result': o.result || '' },
    el('td', {}, el('a', { href }, formatDate(g.updated_at))),
    el('td', {}, g.variant, g.mode ? el('span', { class: 'reason' }, modeWords(g)) : null),
    el('td', {}, players(g)),
    el('td', {}, result(o), how ? el('span', { class: 'reason' }, how) : null),
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
  $('archive-status').textContent = t('web-archive-loading');
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
          ? [`${t('web-archive-no-match')} `, el('a', { href: '/archive' }, t('web-archive-show-all'))]
          : [`${t('web-archive-empty')} `, el('a', { href: '/' }, t('web-archive-start-one'))]),
      );
    }
    $('archive-status').hidden = true;
    $('archive-list').dataset.state = 'ready';
  } catch (e) {
    if (mine !== generation) return;
    $('archive-status').textContent = t('web-archive-load-failed');
    showError(describeError(e.code, e.message));
  } finally {
    more.disabled = false;
  }
}

/**
 * Reads the filters from the address into the form; at start-up
 * (`keepTyped`) a field the person already filled in keeps its text.
 */
function readFilters(keepTyped = false) {
  const params = new URLSearchParams(location.search);
  filters = {};
  for (const k of FILTERS) {
    const v = (params.get(k) || '').trim();
    if (v) filters[k] = v;
    const input = $(`archive-${k}`);
    if (input.tagName === 'SELECT' && v && ![...input.options].some((o) => o.value === v)) input.append(el('option', { value: v }, v));
    if (!(keepTyped && editedByUser(input))) input.value = v;
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
readFilters(true);
restart();
pageReady();
