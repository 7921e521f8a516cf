// The lobby: open seeks (accept one, or make one and wait), challenges
// between accounts, the computer's levels, games being played, and how
// many people are online; live over the lobby's WebSocket.
//
// A seek's maker gets the secret of the seat it will hold; this page keeps
// it (`seekSecrets`, by seek id) until the lobby lists the seek among the
// `started` ones with its game, then stores it as that game's secret and
// goes to the game.

import {
  request, secrets, seekSecrets, myGames, prefs, describeError, el, other,
  PRESETS, playerName, ratingText, controlText, getClocks, readClock,
} from './api.js';
import { connectLobby } from './socket.js';
import { play } from './sound.js';
import { notify } from './notify.js';
import { holdSeeks, seekNews } from './seeks.js';
import { accountReady } from './session.js';
import { showError, showNotice, announce, markNav, pageReady } from './ui.js';
import { t, ready, withElements } from './i18n.js';

// The header marks this page at once; the texts wait for the catalog.
markNav();
await ready;

const $ = (id) => document.getElementById(id);

/** A speed as the server names it (bullet, blitz, …), in the page's language. */
const speedText = (speed) => t('web-lobby-speed', { speed });

const st = {
  account: undefined, // undefined until known; null for a guest
  lobby: null,
  control: prefs.get('seek-clock') || '3+2',
  // Seeks of this account seen in this page (made here or in another
  // browser): when one starts, the account's seat is in the game.
  mine: new Set(),
  // Seeks made on this page lately: not forgotten while a lobby message
  // sent before they existed may still arrive.
  leaving: false,
  busy: false,
};

// ---- time controls ------------------------------------------------------

// The controls and their speeds come from the server (GET /api/clocks);
// a custom one is read by the server too, which says why it is none.
let offered = { live: [], correspondence: [] };

const isOffered = (control) => [...offered.live, ...offered.correspondence].some((c) => c.control === control);

/** {control, speed} in words: "3+2: 3 minutes each, …" or "3 days a move, by correspondence…". */
function describeControl({ control, speed }) {
  const m = /^(\d+)\+(\d+)$/.exec(control);
  if (m) {
    return t('web-lobby-control-live', { control, minutes: Number(m[1]), seconds: Number(m[2]), speed: speedText(speed) });
  }
  return t('web-lobby-control-days', { clock: controlText(control) });
}

/** The custom fields as a control (`7+3`), or null while they are empty. */
function customControl() {
  const min = $('seek-custom-min').value.trim();
  const sec = $('seek-custom-sec').value.trim() || '0';
  return min ? `${min}+${sec}` : null;
}

async function buildControls() {
  try {
    offered = await getClocks();
  } catch (e) {
    showError(describeError(e.code, e.message));
  }
  const button = (value, label) =>
    el('button', { type: 'button', class: 'control-button', 'data-value': value, 'aria-pressed': 'false', onclick: () => chooseControl(value) }, label);
  $('seek-clock').replaceChildren(...offered.live.map((c) => button(c.control, c.control)));
  $('seek-days').replaceChildren(
    ...offered.correspondence.map((c) => {
      const b = button(c.control, c.control);
      // The words as a description: the name keeps the visible "3d".
      b.title = controlText(c.control);
      return b;
    }),
  );
  const custom = /^(\d+)\+(\d+)$/.exec(st.control);
  if (custom && !isOffered(st.control)) {
    $('seek-custom-min').value = custom[1];
    $('seek-custom-sec').value = custom[2];
  }
  showControl();
}

/** Chooses `value`; `choice` is its {control, speed} when already known. */
function chooseControl(value, choice) {
  st.control = value;
  showControl(choice);
}

// Answers from the server to an older choice or entry are not shown over
// a newer one: each ask is numbered.
let asks = 0;

async function showControl(known) {
  const offeredChoice = [...offered.live, ...offered.correspondence].find((c) => c.control === st.control);
  for (const b of document.querySelectorAll('.control-button')) b.setAttribute('aria-pressed', String(b.dataset.value === st.control));
  $('seek-custom').setAttribute('aria-pressed', String(!offeredChoice));
  const choice = known || offeredChoice;
  if (choice) {
    $('seek-clock-text').textContent = describeControl(choice);
    return;
  }
  const asked = ++asks;
  let text;
  try {
    text = describeControl(await readClock(st.control));
  } catch (e) {
    text = describeError(e.code, e.message);
  }
  if (asked === asks) $('seek-clock-text').textContent = text;
}

async function onCustomInput() {
  const c = customControl();
  const asked = ++asks;
  if (!c) {
    $('seek-clock-text').textContent = t('web-lobby-custom-help');
  } else if (isOffered(c)) {
    chooseControl(c);
  } else {
    try {
      const choice = await readClock(c);
      if (asked === asks) chooseControl(c, choice);
    } catch (e) {
      if (asked === asks) $('seek-clock-text').textContent = describeError(e.code, e.message);
    }
  }
}

// ---- the form ------------------------------------------------------------

function showAccount(account) {
  st.account = account;
  const guest = !account;
  const rated = $('seek-rated');
  rated.disabled = guest;
  if (guest && rated.checked) $('seek-casual').checked = true;
  const help = $('rated-help');
  if (guest) {
    help.replaceChildren(t('web-lobby-rated-guest'), ' ', el('a', { href: '/account' }, t('web-lobby-rated-guest-link')));
  } else {
    help.textContent = t('web-lobby-rated-help');
  }
  $('seek-name-field').hidden = !guest;
  $('challenge-guest').hidden = !guest;
  $('challenge-row').hidden = guest;
  $('challenge-help').hidden = guest;
  $('challenge-box').dataset.state = guest ? 'guest' : 'account';
  if (st.lobby) render();
}

function seekBody() {
  const body = {
    variant: $('seek-variant').value,
    clock: st.control,
    rated: $('seek-rated').checked,
    side: $('seek-side').value,
  };
  if (!st.account) {
    const name = $('seek-name').value.trim().slice(0, 40);
    if (name) body.name = name;
  }
  return body;
}

function say(text, state = 'error') {
  const node = $('seek-message');
  node.textContent = text || '';
  if (text) node.dataset.state = state;
  else delete node.dataset.state;
}

function rememberChoices() {
  prefs.set('seek-clock', st.control);
  prefs.set('seek-variant', $('seek-variant').value);
  prefs.set('seek-side', $('seek-side').value);
  if (!st.account) prefs.set('name', $('seek-name').value.trim() || null);
}

async function makeSeek(extra = {}) {
  if (st.busy) return;
  if (!st.control) {
    say(t('web-lobby-choose-control'));
    return;
  }
  const body = { ...seekBody(), ...extra };
  rememberChoices();
  st.busy = true;
  say(t('web-lobby-sending'), 'busy');
  try {
    const r = await request('/api/lobby/seeks', { method: 'POST', body });
    seekSecrets.set(r.seek.id, r.secret);
    // Open while this browser is here: held by this page's socket (and
    // by every other page's, see seeks.js).
    if (st.socket) st.socket.send({ type: 'hold', seek: r.seek.id, secret: r.secret });
    st.mine.add(r.seek.id);
    say(body.to ? t('web-lobby-challenge-sent', { name: r.seek.to || body.to }) : t('web-lobby-seek-made'), 'ok');
    announce(body.to ? t('web-lobby-challenge-sent', { name: body.to }) : t('web-lobby-seek-made-short'));
    await refresh();
  } catch (e) {
    say(describeError(e.code, e.message));
  } finally {
    st.busy = false;
  }
}

$('seek-form').addEventListener('submit', (e) => {
  e.preventDefault();
  makeSeek();
});

$('challenge-submit').addEventListener('click', () => {
  const to = $('challenge-name').value.trim();
  if (!to) {
    say(t('web-lobby-challenge-needs-name'));
    $('challenge-name').focus();
    return;
  }
  makeSeek({ to });
});
$('challenge-name').addEventListener('keydown', (e) => {
  if (e.key === 'Enter') {
    e.preventDefault();
    $('challenge-submit').click();
  }
});

$('seek-custom').addEventListener('click', () => {
  if (!customControl()) $('seek-custom-min').focus();
  onCustomInput();
});
$('seek-custom-min').addEventListener('input', onCustomInput);
$('seek-custom-sec').addEventListener('input', onCustomInput);

// ---- actions on seeks ---------------------------------------------------

function goToGame(id, note) {
  if (st.leaving) return;
  st.leaving = true;
  myGames.add(id);
  if (note) announce(note);
  location.assign(`/g/${encodeURIComponent(id)}`);
}

async function accept(seek, button) {
  if (button) button.disabled = true;
  const body = {};
  if (!st.account) {
    const name = $('seek-name').value.trim().slice(0, 40) || prefs.get('name') || '';
    if (name) body.name = name;
  }
  try {
    const r = await request(`/api/lobby/seeks/${encodeURIComponent(seek.id)}/accept`, { method: 'POST', body });
    secrets.set(r.id, r.secret);
    goToGame(r.id, t('web-lobby-accepted'));
  } catch (e) {
    if (button) button.disabled = false;
    showError(describeError(e.code, e.message));
    refresh();
  }
}

async function cancel(seek, button, declining = false) {
  if (button) button.disabled = true;
  const secret = seekSecrets.get(seek.id);
  const body = secret && !declining ? { secret } : {};
  try {
    const view = await request(`/api/lobby/seeks/${encodeURIComponent(seek.id)}/cancel`, { method: 'POST', body });
    seekSecrets.remove(seek.id);
    st.mine.delete(seek.id);
    showNotice(declining ? t('web-lobby-declined') : t('web-lobby-withdrawn'));
    if (view) apply(view);
  } catch (e) {
    if (button) button.disabled = false;
    showError(describeError(e.code, e.message));
    refresh();
  }
}

async function playComputer(level, button) {
  button.disabled = true;
  const side = $('seek-side').value;
  const body = { variant: $('seek-variant').value, opponent: 'computer', level, side };
  if (!st.account) {
    const name = $('seek-name').value.trim().slice(0, 40);
    if (name) body.name = name;
  }
  rememberChoices();
  try {
    const r = await request('/api/games', { method: 'POST', body });
    secrets.set(r.id, r.secret);
    goToGame(r.id);
  } catch (e) {
    button.disabled = false;
    showError(describeError(e.code, e.message));
  }
}

// ---- the lobby as the server says -----------------------------------------

function isMine(seek) {
  if (seekSecrets.get(seek.id)) return true;
  // The server says which seeks the viewing account made (`mine`); a
  // guest's are known by the secrets this browser keeps (above).
  if (typeof seek.mine === 'boolean') return seek.mine;
  const a = st.account;
  return !!(a && seek.account && seek.name.toLowerCase() === a.name.toLowerCase());
}

/** The side the viewer would play: the maker's for their own seek, else the other. */
function viewerSide(seek, mine) {
  if (seek.side === 'random') return 'random';
  return mine ? seek.side : other(seek.side);
}

/** Challenges to this account already seen: a new one rings once. */
const challengesSeen = new Set();

function ringForChallenges(view) {
  const me = st.account ? st.account.name.toLowerCase() : null;
  if (!me) return;
  for (const s of view.challenges) {
    if (!s.to || s.to.toLowerCase() !== me || st.mine.has(s.id) || challengesSeen.has(s.id)) continue;
    challengesSeen.add(s.id);
    play('challenge');
    notify(t('web-lobby-notify-challenge'), t('web-lobby-notify-challenge-from', { name: s.name, variant: s.variant, clock: controlText(s.clock) }), `challenge-${s.id}`);
  }
}

function apply(view) {
  st.lobby = view;
  ringForChallenges(view);
  $('lobby').dataset.state = 'live';
  for (const s of [...view.seeks, ...view.challenges]) if (isMine(s) && !(s.to && st.account && s.to.toLowerCase() === st.account.name.toLowerCase())) st.mine.add(s.id);
  followStarted(view);
  render();
}

/** A seek of ours that became a game: its secret is the game's; go to it. */
function followStarted(view) {
  for (const { seek, game } of view.started || []) {
    const secret = seekSecrets.get(seek);
    if (secret) {
      secrets.set(game, secret);
      seekSecrets.remove(seek);
      goToGame(game, t('web-lobby-seek-accepted'));
      return;
    }
    if (st.mine.has(seek)) {
      goToGame(game, t('web-lobby-seek-accepted'));
      return;
    }
  }
}

// A seek's secret is forgotten only when the server says the seek is gone
// without becoming a game (`gone`, see seeks.js), or when it is cancelled
// here: never because the lobby no longer lists it, which says nothing of
// a game it became long ago.

function seekWords(s) {
  return t('web-lobby-seek-words', { variant: s.variant, clock: controlText(s.clock), speed: speedText(s.speed), rated: s.rated ? 'yes' : 'no' });
}

function render() {
  const view = st.lobby;
  if (!view) return;
  const n = view.online || 0;
  $('lobby-online').textContent = t('web-lobby-online', { count: n });
  $('lobby-online').dataset.count = String(n);
  renderMine(view);
  renderSeeks(view);
  renderChallenges(view);
  renderComputer(view);
  renderGames(view);
}

function renderMine(view) {
  const mine = [...view.seeks, ...view.challenges].filter((s) => st.mine.has(s.id));
  const box = $('my-seeks');
  box.hidden = mine.length === 0;
  box.replaceChildren(
    ...mine.map((s) =>
      el(
        'div',
        { class: 'my-seek', testid: 'my-seek', 'data-id': s.id },
        el('span', { class: 'spinner', 'aria-hidden': 'true' }),
        el(
          'span',
          { class: 'my-seek-text' },
          s.to
            ? t('web-lobby-my-challenge', { name: s.to, words: seekWords(s) })
            : t('web-lobby-my-seek', { words: seekWords(s), side: s.side }),
        ),
        el('button', { type: 'button', testid: 'my-seek-cancel', onclick: (e) => cancel(s, e.currentTarget) }, t('web-lobby-cancel')),
      ),
    ),
  );
}

function renderSeeks(view) {
  const label = {
    player: t('web-lobby-col-player'),
    rating: t('web-lobby-col-rating'),
    variant: t('web-lobby-rule-set'),
    clock: t('web-lobby-col-clock'),
    game: t('web-lobby-game'),
    side: t('web-lobby-you-play'),
  };
  const rows = view.seeks.map((s) => {
    const mine = st.mine.has(s.id);
    const guestBlocked = s.rated && !st.account;
    const side = viewerSide(s, mine);
    const action = mine
      ? el('button', { type: 'button', testid: 'seek-cancel', onclick: (e) => cancel(s, e.currentTarget) }, t('web-lobby-cancel'))
      : el(
          'button',
          {
            type: 'button',
            class: 'primary',
            testid: 'seek-accept',
            disabled: guestBlocked,
            title: guestBlocked ? t('web-lobby-accept-guest') : null,
            'aria-label': t('web-lobby-accept-label', { name: s.name, clock: s.clock, variant: s.variant }),
            onclick: (e) => accept(s, e.currentTarget),
          },
          t('web-lobby-accept'),
        );
    return el(
      'tr',
      { 'data-id': s.id, 'data-mine': String(mine), 'data-rated': String(s.rated), class: mine ? 'is-mine' : null },
      // Each cell names its column (`data-label`): on a phone the table's
      // head is hidden and the cells are shown as labelled lines (app.css).
      el('td', { 'data-label': label.player }, playerName(s.name, s.account, { testid: 'seek-player' }), s.bot ? el('span', { class: 'badge' }, t('web-lobby-bot')) : null, mine ? el('span', { class: 'badge you-badge' }, t('web-lobby-you')) : null),
      el('td', { class: 'num', testid: 'seek-rating', 'data-label': label.rating }, s.account ? ratingText(s.rating, s.provisional) : '–'),
      el('td', { 'data-label': label.variant }, el('a', { href: `/rules/${encodeURIComponent(s.variant)}` }, s.variant)),
      el('td', { testid: 'seek-clock-cell', 'data-label': label.clock }, controlText(s.clock), el('span', { class: 'reason' }, speedText(s.speed))),
      el('td', { 'data-label': label.game }, s.rated ? el('span', { class: 'badge rated-badge is-rated' }, t('web-lobby-rated-word')) : t('web-lobby-casual-word')),
      el('td', { 'data-side': s.side, 'data-label': label.side }, mine && side !== 'random' ? t('web-lobby-side-mine', { side }) : t('web-lobby-side-cell', { side })),
      el('td', { class: 'action' }, action),
    );
  });
  $('seek-list').replaceChildren(...rows);
  $('seek-empty').hidden = rows.length > 0;
}

function renderChallenges(view) {
  const me = st.account ? st.account.name.toLowerCase() : null;
  const items = view.challenges.map((s) => {
    const incoming = !!(me && s.to && s.to.toLowerCase() === me && !st.mine.has(s.id));
    const words = seekWords(s);
    const buttons = incoming
      ? [
          el('button', { type: 'button', class: 'primary', testid: 'challenge-accept', onclick: (e) => accept(s, e.currentTarget) }, t('web-lobby-accept')),
          el('button', { type: 'button', testid: 'challenge-decline', onclick: (e) => cancel(s, e.currentTarget, true) }, t('web-lobby-decline')),
        ]
      : [el('button', { type: 'button', testid: 'challenge-cancel', onclick: (e) => cancel(s, e.currentTarget) }, t('web-lobby-cancel'))];
    const rating = s.account && s.rating !== null ? ratingText(s.rating, s.provisional) : '';
    return el(
      'li',
      { 'data-id': s.id, 'data-direction': incoming ? 'in' : 'out', testid: 'challenge' },
      el(
        'span',
        { class: 'challenge-text' },
        incoming
          ? withElements(rating ? 'web-lobby-challenge-in-rated' : 'web-lobby-challenge-in', { words, rating, name: s.name, side: s.side }, { player: playerName(s.name, true) })
          : withElements('web-lobby-challenge-out', { words, side: s.side }, { player: playerName(s.to, true) }),
      ),
      el('span', { class: 'challenge-buttons' }, ...buttons),
    );
  });
  $('challenge-list').replaceChildren(...items);
  $('challenges').hidden = items.length === 0;
}

function renderComputer(view) {
  const box = $('computer-list');
  const levels = view.computer || [];
  if (box.dataset.key === levels.join(',')) return;
  box.dataset.key = levels.join(',');
  box.replaceChildren(
    ...levels.map((level) =>
      el('button', { type: 'button', testid: `computer-${level}`, 'data-level': level, onclick: (e) => playComputer(level, e.currentTarget) }, t('web-lobby-level', { level })),
    ),
  );
}

function renderGames(view) {
  const games = view.games || [];
  $('games-list').replaceChildren(
    ...games.map((g) =>
      el(
        'li',
        { 'data-id': g.id, testid: 'lobby-game' },
        withElements('web-lobby-game-players', {}, {
          attackers: playerName(g.attackers, !!(g.accounts && g.accounts.attackers), { testid: 'lobby-game-attackers' }),
          defenders: playerName(g.defenders, !!(g.accounts && g.accounts.defenders), { testid: 'lobby-game-defenders' }),
        }),
        ' ',
        el('a', { href: `/g/${encodeURIComponent(g.id)}`, testid: 'lobby-game-watch', 'aria-label': t('web-lobby-watch-label', { attackers: g.attackers, defenders: g.defenders }) }, t('web-lobby-watch')),
        el('span', { class: 'reason' }, t('web-lobby-game-facts', { variant: g.variant, clock: controlText(g.clock), rated: g.rated ? 'yes' : 'no', moves: g.ply })),
      ),
    ),
  );
  $('games-empty').hidden = games.length > 0;
}

// ---- connection -------------------------------------------------------------

async function refresh() {
  try {
    apply(await request('/api/lobby'));
  } catch {
    /* the socket brings the lobby when it can */
  }
}

function onStatus(state, seconds) {
  const node = $('lobby-connection');
  node.dataset.state = state;
  node.replaceChildren();
  if (state === 'open') node.textContent = t('web-lobby-live');
  else if (state === 'connecting') node.textContent = t('web-lobby-connecting');
  else node.textContent = t('web-lobby-connection-lost', { seconds });
}

function onMessage(msg) {
  if (msg && msg.type === 'lobby' && msg.lobby) apply(msg.lobby);
  else if (seekNews(msg, (game) => goToGame(game, t('web-lobby-seek-accepted')))) {
    if (msg.type === 'gone') {
      st.mine.delete(msg.seek);
      render();
    }
  }
}

function restore() {
  const variant = prefs.get('seek-variant');
  if (variant && PRESETS.includes(variant)) $('seek-variant').value = variant;
  const side = prefs.get('seek-side');
  if (side && [...$('seek-side').options].some((o) => o.value === side)) $('seek-side').value = side;
  $('seek-name').value = prefs.get('name') || '';
  const asked = new URLSearchParams(location.search).get('challenge');
  if (asked) $('challenge-name').value = asked;
}

restore();
buildControls();
accountReady.then((account) => {
  showAccount(account || null);
  // The lobby's socket says which challenges are this account's: open it
  // once the session is known.
  st.socket = connectLobby({ onMessage, onStatus, onOpen: () => holdSeeks(st.socket) });
});
pageReady();
