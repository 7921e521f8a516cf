// The tournaments (/tournaments): upcoming, being played and finished
// (GET /api/tournaments), and, for a logged-in player, the form that
// creates one (POST /api/tournaments); the new tournament's page opens.
//
// The list is asked again every 15 s while the tab is shown, so a
// tournament that starts or ends moves to its table by itself.

import { request, describeError, el, getClocks, controlText, speedText, prefs, PRESETS } from './api.js';
import { accountReady } from './session.js';
import { showError, announce, markNav, pageReady } from './ui.js';
import { t, ready } from './i18n.js';
import { formatText, whenText } from './tournament-words.js';

// The header marks this page at once; the texts wait for the catalog.
markNav();
await ready;

const $ = (id) => document.getElementById(id);
const REFRESH_MS = 15000;

// ---- the lists -------------------------------------------------------------

function row(s) {
  const label = {
    format: t('web-tournaments-col-format'),
    variant: t('web-tournaments-rule-set'),
    clock: t('web-tournaments-col-clock'),
    players: t('web-tournaments-col-players'),
    when: t('web-tournaments-col-when'),
  };
  const href = `/tournaments/${encodeURIComponent(s.id)}`;
  return el(
    'tr',
    { testid: 'tournament-row', 'data-id': s.id, 'data-status': s.status, 'data-format': s.format },
    el(
      'td',
      {},
      el('a', { href, testid: 'tournament-link' }, s.name),
      s.rated ? el('span', { class: 'badge rated-badge is-rated' }, t('web-lobby-rated-word')) : null,
      s.invitation ? el('span', { class: 'badge' }, t('web-tournaments-invitation-badge')) : null,
    ),
    el('td', { 'data-label': label.format }, formatText(s.format)),
    el('td', { 'data-label': label.variant }, el('a', { href: `/rules/${encodeURIComponent(s.variant)}` }, s.variant)),
    el('td', { 'data-label': label.clock }, controlText(s.clock)),
    el('td', { class: 'num', 'data-label': label.players, testid: 'tournament-players' }, String(s.players)),
    el('td', { 'data-label': label.when }, whenText(s)),
  );
}

function fill(kind, items) {
  $(`tournaments-${kind}`).replaceChildren(...items.map(row));
  $(`tournaments-${kind}-empty`).hidden = items.length > 0;
}

async function load() {
  try {
    const list = await request('/api/tournaments');
    fill('running', list.running || []);
    fill('upcoming', list.upcoming || []);
    fill('finished', list.finished || []);
    $('tournaments-status').textContent = '';
    $('tournaments-status').hidden = true;
    $('tournaments').dataset.state = 'ready';
  } catch (e) {
    $('tournaments-status').hidden = false;
    $('tournaments-status').textContent = t('web-tournaments-failed');
    $('tournaments').dataset.state = 'error';
    showError(describeError(e.code, e.message));
  }
}

setInterval(() => {
  if (document.visibilityState === 'visible') load();
}, REFRESH_MS);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') load();
});

// ---- the form ---------------------------------------------------------------

function showFormat() {
  const format = $('tournament-format').value;
  $('tournament-rounds-field').hidden = format !== 'swiss';
  $('tournament-minutes-field').hidden = format !== 'arena';
  $('tournament-groups-field').hidden = format !== 'groups-knockout';
  $('tournament-format-help').textContent = t('web-tournaments-format-help', { format });
}

async function buildControls() {
  for (const option of $('tournament-format').options) option.textContent = formatText(option.value);
  showFormat();
  // The rule sets the server knows, presets first (GET /api/rulesets).
  try {
    const sets = await request('/api/rulesets');
    const names = sets.map((r) => r.name).filter(Boolean);
    if (names.length) {
      const chosen = $('tournament-variant').value;
      $('tournament-variant').replaceChildren(...names.map((n) => el('option', { value: n }, n)));
      $('tournament-variant').value = names.includes(chosen) ? chosen : names[0];
    }
  } catch {
    /* the presets written in the page stay */
  }
  let offered = { live: [], correspondence: [] };
  try {
    offered = await getClocks();
  } catch (e) {
    showError(describeError(e.code, e.message));
  }
  const option = (c) => el('option', { value: c.control, 'data-speed': c.speed }, controlText(c.control));
  if (offered.live.length || offered.correspondence.length) {
    $('tournament-clock').replaceChildren(
      el('optgroup', { label: t('web-tournaments-live') }, ...offered.live.map(option)),
      el('optgroup', { label: t('web-tournaments-correspondence') }, ...offered.correspondence.map(option)),
    );
    const last = prefs.get('tournament-clock');
    const all = [...offered.live, ...offered.correspondence].map((c) => c.control);
    $('tournament-clock').value = all.includes(last) ? last : all.includes('3+2') ? '3+2' : all[0];
  }
  showClock();
}

function showClock() {
  const option = $('tournament-clock').selectedOptions[0];
  const speed = option && option.dataset.speed;
  $('tournament-clock-text').textContent = speed ? `${controlText($('tournament-clock').value)} · ${speedText(speed)}` : '';
}

function say(text, state = 'error') {
  const node = $('tournament-message');
  node.textContent = text || '';
  if (text) node.dataset.state = state;
  else delete node.dataset.state;
}

const whole = (id) => {
  const v = $(id).value.trim();
  return v === '' ? undefined : Number(v);
};

function body() {
  const format = $('tournament-format').value;
  const b = {
    name: $('tournament-name').value.trim(),
    format,
    variant: $('tournament-variant').value,
    clock: $('tournament-clock').value,
    rated: $('tournament-rated').checked,
    match: $('tournament-match').value,
    bots: $('tournament-bots').checked,
  };
  if (format === 'swiss') b.rounds = whole('tournament-rounds');
  if (format === 'arena') b.minutes = whole('tournament-minutes');
  if (format === 'groups-knockout') {
    b.group_size = whole('tournament-group-size');
    b.qualifiers = whole('tournament-qualifiers');
  }
  const starts = $('tournament-starts').value;
  if (starts) {
    const ms = new Date(starts).getTime();
    if (Number.isFinite(ms)) b.starts_at = ms;
  }
  const minRating = whole('tournament-min-rating');
  if (minRating !== undefined) b.min_rating = minRating;
  const minGames = whole('tournament-min-games');
  if (minGames !== undefined) b.min_games = minGames;
  const invited = $('tournament-invited').value.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean);
  if (invited.length) b.invited = invited;
  for (const [k, v] of Object.entries(b)) if (v === undefined) delete b[k];
  return b;
}

let busy = false;
$('tournament-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  if (busy) return;
  const b = body();
  if (!b.name) {
    say(t('web-tournaments-name-needed'));
    $('tournament-name').focus();
    return;
  }
  busy = true;
  $('tournament-submit').disabled = true;
  say(t('web-tournaments-sending'), 'busy');
  try {
    const view = await request('/api/tournaments', { method: 'POST', body: b });
    prefs.set('tournament-clock', b.clock);
    say(t('web-tournaments-made', { name: view.tournament.name }), 'ok');
    announce(t('web-tournaments-made', { name: view.tournament.name }));
    location.assign(`/tournaments/${encodeURIComponent(view.tournament.id)}`);
  } catch (err) {
    // The server's refusal, in the page's language.
    say(describeError(err.code, err.message));
    $('tournament-submit').disabled = false;
  } finally {
    busy = false;
  }
});
$('tournament-format').addEventListener('change', showFormat);
$('tournament-clock').addEventListener('change', showClock);
$('tournament-rated').addEventListener('change', () => {
  if ($('tournament-rated').checked && !PRESETS.includes($('tournament-variant').value)) say(t('web-tournaments-rated-presets'));
  else say('');
});

function showAccount(account) {
  $('tournament-guest').hidden = !!account;
  $('tournament-form').hidden = !account;
}

await buildControls();
load();
accountReady.then((account) => showAccount(account || null));
pageReady();

