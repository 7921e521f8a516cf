// The archive: finished games, newest first, a page at a time.

import { request, describeError, formatDate, capital, el } from './api.js';
import { showError, markNav } from './ui.js';

const $ = (id) => document.getElementById(id);
const PAGE = 30;
let before = null;

function players(seats) {
  // Seats come as names (the archive) or as seat objects (a game state).
  const one = (side) => {
    const s = seats ? seats[side] : null;
    const who = typeof s === 'string' && s ? s : s && s.name ? s.name : s && s.kind === 'computer' ? 'the computer' : 'anonymous';
    return `${who} (${side})`;
  };
  return `${one('attackers')} against ${one('defenders')}`;
}

function result(outcome) {
  const o = outcome || {};
  if (o.winner) return `${capital(o.winner)} win`;
  if (o.result === 'draw') return 'Draw';
  return o.result || '';
}

function row(g) {
  const href = `/g/${encodeURIComponent(g.id)}`;
  const o = g.outcome || {};
  const tr = el(
    'tr',
    { 'data-id': g.id },
    el('td', {}, el('a', { href }, formatDate(g.updated_at))),
    el('td', {}, g.variant, g.mode ? el('span', { class: 'reason' }, g.mode === 'computer' ? 'against the computer' : g.mode === 'friend' ? 'between friends' : 'at one screen') : null),
    el('td', {}, players(g.seats)),
    el('td', {}, result(o), o.text || o.reason ? el('span', { class: 'reason' }, o.text || o.reason) : null),
    el('td', { class: 'num' }, String(g.ply)),
  );
  // The whole row opens the game; the link in it stays for keyboards.
  tr.addEventListener('click', (e) => {
    if (!e.target.closest('a')) location.assign(href);
  });
  return tr;
}

async function loadPage() {
  const more = $('archive-more');
  more.disabled = true;
  $('archive-status').textContent = 'Loading…';
  $('archive-status').hidden = false;
  const q = new URLSearchParams({ limit: String(PAGE) });
  if (before !== null) q.set('before', String(before));
  try {
    const games = await request(`/api/archive?${q}`);
    $('archive-list').append(...games.map(row));
    // The cursor pages exactly; older servers only had the time.
    if (games.length) before = games[games.length - 1].cursor || games[games.length - 1].updated_at;
    more.hidden = games.length < PAGE;
    $('archive-empty').hidden = $('archive-list').children.length > 0;
    $('archive-status').hidden = true;
  } catch (e) {
    $('archive-status').textContent = 'The archive could not be loaded.';
    showError(describeError(e.code, e.message));
  } finally {
    more.disabled = false;
  }
}

$('archive-more').addEventListener('click', loadPage);
markNav();
loadPage();
