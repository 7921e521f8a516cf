// The leaderboard (/leaderboard?pool=NAME): the best established players
// of one rating pool (a preset).

import { request, describeError, el, playerName, PRESETS } from './api.js';
import { showError, markNav, pageReady } from './ui.js';
import { t, ready } from './i18n.js';

// The header marks this page at once; the texts wait for the catalog.
markNav();
await ready;

const $ = (id) => document.getElementById(id);

async function show(pool) {
  const main = $('leaderboard');
  main.dataset.state = 'loading';
  $('leaderboard-status').textContent = t('web-leaderboard-loading');
  try {
    const leaders = await request(`/api/leaderboard/${encodeURIComponent(pool)}`);
    if ($('leaderboard-pool').value !== pool) return;
    $('leaderboard-list').replaceChildren(
      ...leaders.map((l) =>
        el(
          'tr',
          { 'data-name': l.name, 'data-rating': String(l.rating), testid: 'leader' },
          el('td', { class: 'num' }, String(l.rank)),
          el('td', {}, playerName(l.name, true)),
          el('td', { class: 'num' }, String(l.rating)),
          el('td', { class: 'num' }, `±${l.deviation}`),
          el('td', { class: 'num' }, String(l.games)),
        ),
      ),
    );
    $('leaderboard-empty').hidden = leaders.length > 0;
    $('leaderboard-status').textContent = '';
    main.dataset.state = 'ready';
    main.dataset.pool = pool;
  } catch (e) {
    $('leaderboard-status').textContent = t('web-leaderboard-failed');
    main.dataset.state = 'error';
    showError(describeError(e.code, e.message));
  }
}

const asked = new URLSearchParams(location.search).get('pool');
const select = $('leaderboard-pool');
if (asked && PRESETS.includes(asked)) select.value = asked;
select.addEventListener('change', () => {
  history.replaceState(null, '', `/leaderboard?pool=${encodeURIComponent(select.value)}`);
  show(select.value);
});
show(select.value);
pageReady();
