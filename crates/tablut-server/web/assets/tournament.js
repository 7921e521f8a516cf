// A tournament (/tournaments/{id}): what it is and where it stands, the
// buttons to join, withdraw, start (its creator, before the start) or
// pause (an arena's players), the standings (one table per group), the
// round being played with links to its games, the crosstable and each
// player's rounds (from `history`, every pairing of every round), and the
// export links. Live over GET /api/tournaments/{id}/ws (the whole
// tournament on connecting and after every change); while that socket is
// not open the page asks GET /api/tournaments/{id} every few seconds.
//
// The logged-in player's own game opens by itself: when they are paired
// in the current round and a game of that pairing is being played, the
// page goes to `/g/{game}` (once per game, remembered in this browser), and
// raises a notification when the tab is hidden and they allowed them.

import { request, describeError, el, playerName, controlText, formatDate, prefs } from './api.js';
import { connectSocket } from './socket.js';
import { notify } from './notify.js';
import { accountReady } from './session.js';
import { showError, showNotice, announce, markNav, pageReady } from './ui.js';
import { t, ready, withElements } from './i18n.js';
import { formatText, statusText, arenaEnd, leftText, pointsText, scoreText } from './tournament-words.js';

// The header marks this page at once; the texts wait for the catalog.
markNav();
await ready;

const $ = (id) => document.getElementById(id);
const id = decodeURIComponent(location.pathname.split('/')[2] || '');
const api = `/api/tournaments/${encodeURIComponent(id)}`;
/** How often the page asks for the tournament while its socket is not open. */
const POLL_MS = 3000;

const st = {
  account: undefined, // undefined until known; null for a guest
  view: null,
  live: false, // the socket is open
  chosen: null, // the player whose rounds are shown
  busy: false,
  leaving: false,
};

const same = (a, b) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
const me = () => (st.account ? st.account.name : null);

// ---- the games this browser went to by itself --------------------------------

const OPENED = 'tournament-opened';
function opened() {
  try {
    const v = JSON.parse(prefs.get(OPENED) || '[]');
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}
function markOpened(game) {
  prefs.set(OPENED, JSON.stringify([game, ...opened().filter((g) => g !== game)].slice(0, 100)));
}

// ---- results -----------------------------------------------------------------

/** A pairing's result `1.5-0.5` as numbers, or null while it is played. */
function score(p) {
  const m = /^\s*([\d.]+)\s*-\s*([\d.]+)\s*$/.exec(p.result || '');
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** Every pairing of every round: `history`, with the current round's as they are now. */
function allPairings(view) {
  const key = (p) => `${p.round}/${p.board}/${p.stage || ''}/${p.group || ''}`;
  const byKey = new Map();
  for (const p of view.history || []) byKey.set(key(p), p);
  for (const p of view.pairings || []) byKey.set(key(p), p);
  return [...byKey.values()].sort((a, b) => a.round - b.round || a.board - b.board);
}

const involves = (p, name) => same(p.first, name) || same(p.second, name);

// ---- the head ------------------------------------------------------------------

function progressText(s) {
  if (s.status === 'running') {
    const end = arenaEnd(s);
    if (end) return t('web-tournament-arena-left', { time: leftText(end - Date.now()) });
    if (s.format === 'arena') return '';
    return t('web-tournament-round', { round: s.round, rounds: s.rounds });
  }
  if (s.status === 'created') {
    return s.starts_at ? t('web-tournament-starts', { time: formatDate(s.starts_at) }) : t('web-tournament-starts-manual');
  }
  return s.rounds ? t('web-tournament-rounds-played', { rounds: s.rounds }) : '';
}

function showProgress() {
  const s = st.view && st.view.tournament;
  if (!s) return;
  const node = $('tournament-progress');
  node.textContent = progressText(s);
  const end = arenaEnd(s);
  if (end && s.status === 'running') node.dataset.ms = String(Math.max(0, end - Date.now()));
  else delete node.dataset.ms;
  node.dataset.round = String(s.round);
  node.dataset.rounds = String(s.rounds);
}

function renderHead(view) {
  const s = view.tournament;
  document.title = `${s.name} · tablut`;
  $('tournament-name').textContent = s.name;
  const facts = [
    formatText(s.format),
    s.format === 'arena' && s.minutes ? t('web-tournament-arena-length', { minutes: s.minutes }) : null,
    s.format === 'groups-knockout' && s.group_size
      ? t('web-tournament-groups-facts', { size: s.group_size, qualifiers: s.qualifiers || 2 })
      : null,
    t('web-tournament-facts', { variant: s.variant, clock: controlText(s.clock), rated: s.rated ? 'yes' : 'no', match: s.match }),
  ].filter(Boolean);
  $('tournament-facts').replaceChildren(facts.join(' · '));
  const status = $('tournament-status');
  status.textContent = statusText(s.status);
  status.dataset.status = s.status;
  $('tournament').dataset.status = s.status;
  $('tournament').dataset.format = s.format;
  showProgress();
  $('tournament-creator').replaceChildren(...withElements('web-tournament-by', {}, { name: playerName(s.creator, true) }));
  const conditions = [];
  if (s.min_rating) conditions.push(t('web-tournament-min-rating', { rating: s.min_rating }));
  if (s.min_games) conditions.push(t('web-tournament-min-games', { count: s.min_games }));
  if (s.bots === false) conditions.push(t('web-tournament-no-bots'));
  if (s.invitation) conditions.push(t('web-tournament-invitation', { names: (view.invited || []).join(', ') }));
  $('tournament-conditions').textContent = conditions.join(' · ');
  $('tournament-conditions').hidden = conditions.length === 0;
  $('tournament-export-json').href = `${api}/export.json`;
  $('tournament-export-otn').href = `${api}/export.otn`;
}

/** Who won a finished tournament: the knockout final's winner, else first place. */
function winners(view) {
  if (view.tournament.status !== 'finished') return [];
  const ko = allPairings(view).filter((p) => p.stage === 'knockout');
  if (ko.length) {
    const last = Math.max(...ko.map((p) => p.round));
    const final = ko.filter((p) => p.round === last && p.winner);
    if (final.length === 1) return [final[0].winner];
  }
  return (view.standings || []).filter((r) => r.rank === 1 && r.group === undefined).map((r) => r.name);
}

function renderWinner(view) {
  const names = winners(view);
  const node = $('tournament-winner');
  node.hidden = names.length === 0;
  node.dataset.names = names.join(',');
  const links = el('span', {}, ...names.flatMap((n, i) => (i ? [', ', playerName(n, true)] : [playerName(n, true)])));
  node.replaceChildren(...(names.length ? withElements('web-tournament-won-by', {}, { names: links }) : []));
}

// ---- the buttons -----------------------------------------------------------------

function entrant(view, name) {
  return name ? view.entrants.find((e) => same(e.name, name)) : undefined;
}

function renderActions(view) {
  const s = view.tournament;
  const name = me();
  const mine = entrant(view, name);
  const playing = !!mine && !mine.withdrawn;
  const over = s.status === 'finished';
  const closedField = s.status === 'running' && ['round-robin', 'double-round-robin', 'groups-knockout'].includes(s.format);
  const join = $('tournament-join');
  join.hidden = !name || over || closedField || (playing && !mine.paused);
  join.textContent = playing && mine.paused ? t('web-tournament-resume') : mine && mine.withdrawn ? t('web-tournament-rejoin') : t('web-tournament-join');
  $('tournament-withdraw').hidden = !name || over || !playing;
  $('tournament-pause').hidden = !name || s.format !== 'arena' || over || !playing || !!mine.paused;
  $('tournament-start').hidden = !name || s.status !== 'created' || !same(s.creator, name);
  $('tournament-guest').hidden = st.account !== null || over;
  const actions = document.querySelector('.tournament-actions');
  actions.dataset.entrant = playing ? (mine.paused ? 'paused' : 'yes') : 'no';
}

async function act(what, button) {
  if (st.busy) return;
  st.busy = true;
  button.disabled = true;
  const note = $('tournament-message');
  note.textContent = '';
  delete note.dataset.state;
  try {
    const view = await request(`${api}/${what}`, { method: 'POST' });
    const words = {
      join: 'web-tournament-joined',
      withdraw: 'web-tournament-withdrawn',
      start: 'web-tournament-started',
      pause: 'web-tournament-paused',
    };
    showNotice(t(words[what]));
    announce(t(words[what]));
    if (view && view.tournament) apply(view);
  } catch (e) {
    // The server's refusal, in the page's language.
    note.textContent = describeError(e.code, e.message);
    note.dataset.state = 'error';
    refresh();
  } finally {
    st.busy = false;
    button.disabled = false;
  }
}

for (const what of ['join', 'withdraw', 'start', 'pause']) {
  const button = $(`tournament-${what}`);
  button.addEventListener('click', () => act(what, button));
}

// ---- the viewer's own game ---------------------------------------------------------

function renderMine(view) {
  const box = $('tournament-mine');
  const name = me();
  const s = view.tournament;
  // An arena may list a player's finished pairing beside a new one: the
  // one being played first, else the latest.
  const theirs = name && s.status === 'running' ? view.pairings.filter((x) => involves(x, name)) : [];
  const p = theirs.find((x) => (x.ongoing || []).length) || theirs[theirs.length - 1] || null;
  if (!p) {
    box.hidden = true;
    box.replaceChildren();
    box.dataset.state = 'none';
    return;
  }
  box.hidden = false;
  if (!p.second) {
    box.dataset.state = 'bye';
    box.replaceChildren(el('p', { testid: 'tournament-bye' }, t('web-tournament-bye', { round: p.round })));
    return;
  }
  const opponent = same(p.first, name) ? p.second : p.first;
  const game = (p.ongoing || [])[0];
  if (game) {
    box.dataset.state = 'game';
    box.replaceChildren(
      el(
        'p',
        {},
        t('web-tournament-your-game', { name: opponent, board: p.board }),
        ' ',
        el('a', { href: `/g/${encodeURIComponent(game)}`, testid: 'tournament-my-game', 'data-id': game }, t('web-tournament-go')),
      ),
    );
  } else {
    box.dataset.state = p.result ? 'done' : 'waiting';
    box.replaceChildren(el('p', {}, p.result ? t('web-tournament-your-result', { name: opponent, result: p.result }) : t('web-tournament-your-pairing', { name: opponent, board: p.board })));
  }
}

/** Goes to the viewer's game of the round once it is being played (once per game). */
function followMyGame(view) {
  const name = me();
  if (!name || st.leaving || view.tournament.status !== 'running') return;
  const seen = opened();
  for (const p of view.pairings) {
    if (!p.second || !involves(p, name)) continue;
    const game = (p.ongoing || []).find((g) => !seen.includes(g));
    if (!game) continue;
    markOpened(game);
    st.leaving = true;
    const opponent = same(p.first, name) ? p.second : p.first;
    notify(t('web-tournament-notify-title'), t('web-tournament-notify-body', { tournament: view.tournament.name, name: opponent }), `tournament-${view.tournament.id}`);
    announce(t('web-tournament-opening'));
    location.assign(`/g/${encodeURIComponent(game)}`);
    return;
  }
}

// ---- standings -------------------------------------------------------------------

/** A player's name as a button that shows their rounds. */
function chooser(name, testid) {
  return el(
    'button',
    {
      type: 'button',
      class: 'link-button tournament-player-button',
      testid,
      'data-name': name,
      'aria-pressed': String(same(st.chosen, name)),
      onclick: () => choose(name, true),
    },
    name,
  );
}

function standingsTable(rows, arena) {
  const head = el(
    'tr',
    {},
    el('th', { scope: 'col', class: 'num' }, t('web-tournament-col-rank')),
    el('th', { scope: 'col' }, t('web-tournament-col-player')),
    el('th', { scope: 'col', class: 'num' }, t('web-tournament-col-points')),
    el('th', { scope: 'col', class: 'num' }, el('abbr', { title: t('web-tournament-buchholz') }, t('web-tournament-col-buchholz'))),
    el('th', { scope: 'col', class: 'num' }, el('abbr', { title: t('web-tournament-sonneborn-berger') }, t('web-tournament-col-sb'))),
    el('th', { scope: 'col', class: 'num' }, t('web-tournament-col-wins')),
    el('th', { scope: 'col', class: 'num' }, t('web-tournament-col-games')),
    el('th', { scope: 'col', class: 'num' }, t('web-tournament-col-byes')),
  );
  const body = el(
    'tbody',
    {},
    ...rows.map((r) =>
      el(
        'tr',
        {
          testid: 'standing',
          'data-name': r.name,
          'data-rank': String(r.rank),
          'data-points': String(r.points),
          'data-streak': String(!!r.streak),
          class: same(r.name, me()) ? 'is-mine' : null,
        },
        el('td', { class: 'num' }, String(r.rank)),
        el(
          'td',
          {},
          chooser(r.name, 'standing-player'),
          arena && r.streak ? el('span', { class: 'streak-mark', testid: 'standing-streak', title: t('web-tournament-streak'), 'aria-label': t('web-tournament-streak') }, '🔥') : null,
        ),
        el('td', { class: 'num', testid: 'standing-points' }, pointsText(r.points)),
        el('td', { class: 'num' }, scoreText(r.buchholz)),
        el('td', { class: 'num' }, scoreText(r.sonneborn_berger)),
        el('td', { class: 'num' }, String(r.wins)),
        el('td', { class: 'num', testid: 'standing-games' }, String(r.games)),
        el('td', { class: 'num' }, String(r.byes)),
      ),
    ),
  );
  return el('div', { class: 'table-scroll' }, el('table', { class: 'plain-table tournament-standings' }, el('thead', {}, head), body));
}

function renderStandings(view) {
  const rows = view.standings || [];
  const arena = view.tournament.format === 'arena';
  const box = $('tournament-standings');
  const groups = [...new Set(rows.map((r) => r.group).filter((g) => g !== undefined && g !== null))];
  if (groups.length) {
    box.replaceChildren(
      ...groups.map((g) =>
        el(
          'div',
          { class: 'tournament-group', testid: 'standings-group', 'data-group': String(g) },
          el('h3', {}, t('web-tournament-group', { group: g })),
          standingsTable(rows.filter((r) => r.group === g), arena),
        ),
      ),
    );
  } else {
    box.replaceChildren(rows.length ? standingsTable(rows, arena) : '');
  }
  $('standings-empty').hidden = rows.length > 0;
}

// ---- the round being played ----------------------------------------------------------

function gameLinks(p) {
  return (p.games || []).map((g, i) =>
    el(
      'a',
      {
        href: `/g/${encodeURIComponent(g)}`,
        class: (p.ongoing || []).includes(g) ? 'pairing-game is-live' : 'pairing-game',
        testid: 'pairing-game',
        'data-id': g,
        'data-ongoing': String((p.ongoing || []).includes(g)),
      },
      (p.ongoing || []).includes(g) ? t('web-tournament-watch-game', { n: i + 1 }) : t('web-tournament-game-n', { n: i + 1 }),
    ),
  );
}

function stageText(p) {
  if (p.stage === 'groups' && p.group) return t('web-tournament-group', { group: p.group });
  if (p.stage) return t('web-tournament-stage', { stage: p.stage });
  return null;
}

function renderPairings(view) {
  const ps = view.pairings || [];
  const round = ps.length ? ps[0].round : view.tournament.round;
  if (view.tournament.format === 'arena') $('pairings-title').textContent = t('web-tournament-pairings-arena');
  else $('pairings-title').textContent = round ? t('web-tournament-pairings-round', { round }) : t('web-tournament-pairings');
  $('tournament-pairings').replaceChildren(
    ...ps.map((p) =>
      el(
        'tr',
        {
          testid: 'pairing',
          'data-round': String(p.round),
          'data-board': String(p.board),
          'data-first': p.first,
          'data-second': p.second || '',
          'data-result': p.result || '',
          class: involves(p, me()) ? 'is-mine' : null,
        },
        el('td', { class: 'num' }, String(p.board), stageText(p) ? el('span', { class: 'reason' }, stageText(p)) : null),
        el('td', {}, playerName(p.first, true)),
        el('td', {}, p.second ? playerName(p.second, true) : el('em', { testid: 'pairing-bye' }, t('web-tournament-bye-word'))),
        el(
          'td',
          { testid: 'pairing-result' },
          p.result || (p.second ? t('web-tournament-in-play') : ''),
          p.winner ? el('span', { class: 'reason' }, t('web-tournament-goes-through', { name: p.winner })) : null,
        ),
        el('td', { class: 'pairing-games' }, ...gameLinks(p)),
      ),
    ),
  );
  $('pairings-empty').hidden = ps.length > 0;
}

// ---- the knockout bracket of groups-then-knockout ----------------------------------

function renderKnockout(view) {
  const ko = allPairings(view).filter((p) => p.stage === 'knockout');
  $('tournament-knockout').hidden = ko.length === 0;
  $('knockout-title').textContent = t('web-tournament-stage', { stage: 'knockout' });
  $('knockout-list').replaceChildren(
    ...ko.map((p) =>
      el(
        'tr',
        { testid: 'knockout-pairing', 'data-round': String(p.round), 'data-first': p.first, 'data-second': p.second || '', 'data-winner': p.winner || '' },
        el('td', { class: 'num' }, String(p.round)),
        el('td', {}, playerName(p.first, true)),
        el('td', {}, p.second ? playerName(p.second, true) : el('em', {}, t('web-tournament-bye-word'))),
        el('td', {}, p.result || (p.second ? t('web-tournament-in-play') : '')),
        el('td', {}, p.winner ? el('strong', {}, p.winner) : ''),
        el('td', {}, ...gameLinks(p)),
      ),
    ),
  );
}

// ---- the crosstable --------------------------------------------------------------------

/** The players in the standings' order, then any other entrant. */
function playersInOrder(view) {
  const names = [];
  const add = (n) => {
    if (n && !names.some((x) => same(x, n))) names.push(n);
  };
  for (const r of view.standings || []) add(r.name);
  for (const e of view.entrants || []) add(e.name);
  for (const p of allPairings(view)) {
    add(p.first);
    add(p.second);
  }
  return names;
}

function renderCrosstable(view) {
  const names = playersInOrder(view);
  const pairings = allPairings(view).filter((p) => p.second);
  const table = $('tournament-crosstable');
  $('crosstable-empty').hidden = pairings.length > 0;
  if (!pairings.length) {
    table.replaceChildren();
    table.hidden = true;
    return;
  }
  table.hidden = false;
  const points = new Map((view.standings || []).map((r) => [r.name.toLowerCase(), r.points]));
  const head = el(
    'tr',
    {},
    el('th', { scope: 'col', class: 'num' }, t('web-tournament-col-rank')),
    el('th', { scope: 'col' }, t('web-tournament-col-player')),
    ...names.map((n, i) => el('th', { scope: 'col', class: 'num', title: n }, String(i + 1))),
    el('th', { scope: 'col', class: 'num' }, t('web-tournament-col-points')),
  );
  const rows = names.map((row, i) =>
    el(
      'tr',
      { testid: 'cross-row', 'data-name': row },
      el('td', { class: 'num' }, String(i + 1)),
      el('th', { scope: 'row' }, chooser(row, 'cross-player')),
      ...names.map((col) => {
        if (same(row, col)) return el('td', { class: 'num cross-self', 'aria-hidden': 'true' }, '×');
        const met = pairings.filter((p) => involves(p, row) && involves(p, col));
        const cells = met.map((p) => {
          const sc = score(p);
          if (!sc) return '*';
          return pointsText(same(p.first, row) ? sc[0] : sc[1]);
        });
        const text = cells.join(' ');
        return el(
          'td',
          {
            class: 'num',
            testid: 'cross-cell',
            'data-row': row,
            'data-col': col,
            'data-result': text,
            title: met.length ? t('web-tournament-cross-title', { player: row, opponent: col, result: text }) : null,
          },
          text,
        );
      }),
      el('td', { class: 'num cross-total', testid: 'cross-total' }, pointsText(points.get(row.toLowerCase()) ?? 0)),
    ),
  );
  table.replaceChildren(el('thead', {}, head), el('tbody', {}, ...rows));
}

// ---- one player's rounds ------------------------------------------------------------------

function choose(name, focus) {
  st.chosen = name;
  if (st.view) {
    renderPlayer(st.view);
    for (const b of document.querySelectorAll('.tournament-player-button')) b.setAttribute('aria-pressed', String(same(b.dataset.name, name)));
  }
  if (focus) $('tournament-player').focus();
}

function renderPlayer(view) {
  const name = st.chosen;
  $('player-results-hint').hidden = !!name;
  $('player-results-body').hidden = !name;
  $('tournament-player').dataset.name = name || '';
  if (!name) return;
  $('player-results-name').textContent = name;
  $('player-results-profile').href = `/players/${encodeURIComponent(name)}`;
  const mine = allPairings(view).filter((p) => involves(p, name));
  $('player-results').replaceChildren(
    ...mine.map((p) => {
      const first = same(p.first, name);
      const opponent = first ? p.second : p.first;
      const sc = score(p);
      const result = sc ? `${pointsText(first ? sc[0] : sc[1])}–${pointsText(first ? sc[1] : sc[0])}` : p.second ? t('web-tournament-in-play') : '';
      return el(
        'tr',
        { testid: 'player-round', 'data-round': String(p.round), 'data-opponent': opponent || '', 'data-result': result },
        el('td', { class: 'num' }, String(p.round)),
        el('td', {}, opponent ? playerName(opponent, true) : el('em', {}, t('web-tournament-bye-word'))),
        el('td', {}, opponent ? t('web-tournament-side', { side: first ? 'first' : 'second' }) : ''),
        el('td', {}, result),
        el('td', { class: 'pairing-games' }, ...gameLinks(p)),
      );
    }),
  );
}

// ---- entrants -------------------------------------------------------------------------

function renderEntrants(view) {
  const list = view.entrants || [];
  $('tournament-entrants').replaceChildren(
    ...list.map((e) =>
      el(
        'li',
        { testid: 'entrant', 'data-name': e.name, 'data-withdrawn': String(!!e.withdrawn), 'data-paused': String(!!e.paused) },
        playerName(e.name, true),
        el('span', { class: 'reason' }, String(Math.round(e.rating))),
        e.bot ? el('span', { class: 'badge' }, t('web-lobby-bot')) : null,
        e.group ? el('span', { class: 'badge' }, t('web-tournament-group', { group: e.group })) : null,
        e.withdrawn ? el('span', { class: 'badge' }, t('web-tournament-withdrawn-mark')) : null,
        e.paused && !e.withdrawn ? el('span', { class: 'badge' }, t('web-tournament-paused-mark')) : null,
      ),
    ),
  );
  $('entrants-empty').hidden = list.length > 0;
}

// ---- the whole view --------------------------------------------------------------------------

function apply(view) {
  if (!view || !view.tournament) return;
  st.view = view;
  $('tournament-loading').hidden = true;
  $('tournament-missing').hidden = true;
  $('tournament-body').hidden = false;
  renderHead(view);
  renderWinner(view);
  renderActions(view);
  renderMine(view);
  renderStandings(view);
  renderPairings(view);
  renderKnockout(view);
  renderCrosstable(view);
  renderPlayer(view);
  renderEntrants(view);
  const main = $('tournament');
  main.dataset.state = 'ready';
  main.dataset.round = String(view.tournament.round);
  if (st.account !== undefined) followMyGame(view);
}

let socket = null;

function missing() {
  if (socket) socket.close();
  $('tournament-loading').hidden = true;
  $('tournament-body').hidden = true;
  $('tournament-missing').hidden = false;
  $('tournament').dataset.state = 'missing';
}

let asking = false;
async function refresh() {
  if (asking) return;
  asking = true;
  try {
    apply(await request(api));
  } catch (e) {
    if (e.status === 404) missing();
    else if (!st.view) {
      $('tournament').dataset.state = 'error';
      showError(describeError(e.code, e.message));
    }
  } finally {
    asking = false;
  }
}

function onStatus(state, seconds) {
  st.live = state === 'open';
  const node = $('tournament-connection');
  node.dataset.state = state;
  if (state === 'open') node.textContent = t('web-lobby-live');
  else if (state === 'connecting') node.textContent = t('web-lobby-connecting');
  else node.textContent = t('web-lobby-connection-lost', { seconds });
}

function onMessage(msg) {
  if (!msg) return;
  if (msg.type === 'tournament' && msg.tournament) apply(msg.tournament);
  else if (msg.type === 'error') {
    if (msg.error === 'not_found') missing();
    else showError(describeError(msg.error, msg.message));
  }
}

// While the socket is not open (or the server has none), the page asks.
setInterval(() => {
  if (!st.live && document.visibilityState === 'visible' && $('tournament').dataset.state !== 'missing') refresh();
}, POLL_MS);
// An arena's time left, and the start time of one not started yet.
setInterval(showProgress, 1000);

accountReady.then((account) => {
  st.account = account || null;
  if (st.view) {
    renderActions(st.view);
    renderMine(st.view);
    followMyGame(st.view);
  }
});

await refresh();
if ($('tournament').dataset.state !== 'missing') socket = connectSocket(`${api}/ws`, { onMessage, onStatus });
pageReady();
