// The account page: log in or create an account (then the games this
// browser holds a seat in become the account's), and for an account, log
// out, change the password, or delete it.

import { request, secrets, describeError, el, copyText, playerHref, controlText } from './api.js';
import { accountReady, setAccount } from './session.js';
import { showError, showNotice, markNav, pageReady } from './ui.js';
import { t, lang, ready } from './i18n.js';

// The header marks this page at once; the texts wait for the catalog.
markNav();
await ready;

const $ = (id) => document.getElementById(id);

/** Most seats one `POST /api/account/games` may name (the server's bound). */
const ADOPT_BATCH = 200;

// The server's messages are sentences without the capital and the full
// stop ("wrong account name or password"); shown as they are otherwise.
function sentence(text) {
  const s = String(text || '').replace(/\s+/g, ' ').trim();
  if (!s) return s;
  const head = s[0].toUpperCase() + s.slice(1);
  return /[.!?…]$/.test(head) ? head : `${head}.`;
}

const errorText = (e) => sentence(describeError(e.code, e.message));

/** Shows `text` in a form's live region; `state` is `error`, `ok` or `busy`. */
function say(id, text, state = 'error') {
  const node = $(id);
  node.textContent = text || '';
  if (text) node.dataset.state = state;
  else delete node.dataset.state;
}

function status(text) {
  const node = $('account-status');
  node.textContent = text || '';
  node.hidden = !text;
}

function sinceText(ms) {
  try {
    return new Date(ms).toLocaleDateString(lang, { year: 'numeric', month: 'long', day: 'numeric' });
  } catch {
    return new Date(ms).toISOString().slice(0, 10);
  }
}

/** Shows the page for `account` (`null`: a guest). */
function show(account) {
  const main = $('account');
  $('account-loading').hidden = true;
  main.dataset.state = account ? 'account' : 'guest';
  $('guest').hidden = Boolean(account);
  $('member').hidden = !account;
  if (account) {
    document.title = `${account.name} · tablut`;
    $('account-name').textContent = account.name;
    const since = $('account-since');
    since.textContent = sinceText(account.created_at);
    since.dateTime = new Date(account.created_at).toISOString();
    $('password-username').value = account.name;
    $('delete-username').value = account.name;
    $('account-profile').href = `/players/${encodeURIComponent(account.name)}`;
    loadGames();
    loadBots();
  } else {
    document.title = `${t('web-account-log-in')} · tablut`;
    $('account-kept').hidden = true;
    hideToken();
  }
}

/** "in 2 days", "in 5 hours", "in 3 minutes": how long until `ms`, in the page's language. */
function until(ms) {
  const left = Math.max(0, ms - Date.now());
  const units = [
    [86_400_000, 'day'],
    [3_600_000, 'hour'],
    [60_000, 'minute'],
  ];
  const words = new Intl.RelativeTimeFormat(lang, { numeric: 'always' });
  for (const [size, unit] of units) {
    const n = Math.floor(left / size);
    if (n >= 1) return words.format(n, unit);
  }
  return t('web-account-under-a-minute');
}

/** The account's games in play (GET /api/account/games), its turn first. */
async function loadGames() {
  const list = $('account-games');
  list.dataset.state = 'loading';
  let games;
  try {
    games = await request('/api/account/games');
  } catch (e) {
    if (sessionGone(e)) return;
    list.dataset.state = 'error';
    list.replaceChildren(el('li', { class: 'muted' }, t('web-account-games-failed', { error: errorText(e) })));
    return;
  }
  list.replaceChildren(
    ...games.map((g) => {
      const facts = t('web-account-game-facts', { variant: g.variant, clock: controlText(g.clock), rated: g.rated ? 'yes' : 'no', moves: g.ply });
      const against = g.opponent
        ? t('web-account-game-against', { opponent: g.opponent, side: g.side })
        : t('web-account-game-against-someone', { side: g.side });
      return el(
        'li',
        { 'data-id': g.id, 'data-your-turn': String(!!g.your_turn), testid: 'account-game', class: g.your_turn ? 'your-turn' : null },
        el('a', { href: `/g/${encodeURIComponent(g.id)}` }, against),
        g.your_turn ? el('span', { class: 'badge turn-badge', testid: 'account-game-turn' }, t('web-account-your-turn')) : el('span', { class: 'badge' }, t('web-account-their-turn')),
        el('span', { class: 'reason' }, facts, g.deadline && g.your_turn ? t('web-account-time-runs-out', { when: until(g.deadline) }) : ''),
      );
    }),
  );
  $('account-games-empty').hidden = games.length > 0;
  list.dataset.state = 'ready';
  list.dataset.count = String(games.length);
}

/** Disables a form's controls while its request runs. */
async function busy(form, fn) {
  const controls = [...form.querySelectorAll('input, button')];
  const was = controls.map((c) => c.disabled);
  controls.forEach((c) => {
    c.disabled = true;
  });
  try {
    return await fn();
  } finally {
    controls.forEach((c, i) => {
      c.disabled = was[i];
    });
  }
}

/**
 * Hands every seat this browser holds to the account just logged in, and
 * says how many games it kept.
 */
async function keepGames(welcome) {
  const held = secrets.all();
  const node = $('account-kept');
  let kept = 0;
  let failure = null;
  for (let i = 0; i < held.length; i += ADOPT_BATCH) {
    try {
      const r = await request('/api/account/games', { method: 'POST', body: { games: held.slice(i, i + ADOPT_BATCH) } });
      kept += ((r && r.adopted) || []).length;
    } catch (e) {
      failure = e;
      break;
    }
  }
  let text;
  if (kept) text = t('web-account-kept', { count: kept });
  else if (!held.length) text = t('web-account-kept-none-held');
  else text = t('web-account-kept-none-needed');
  if (failure) {
    const failed = t('web-account-kept-failed', { error: errorText(failure) });
    text = kept ? `${text} ${failed}` : failed;
  }
  node.textContent = `${welcome} ${text}`;
  node.dataset.kept = String(kept);
  node.hidden = false;
}

/** After a register or login: the account, its games, the page for it. */
async function loggedIn(account, welcome) {
  setAccount(account);
  status('');
  show(account);
  $('account-kept').hidden = true;
  await keepGames(welcome);
  loadGames();
  $('member-title').focus();
}

/** The session ended elsewhere (password changed, logged out): a guest again. */
function sessionGone(e) {
  if (e.code !== 'login_required') return false;
  setAccount(null);
  show(null);
  status(`${errorText(e)} ${t('web-account-no-longer-logged-in')}`);
  return true;
}

function credentials(prefix) {
  return {
    name: $(`${prefix}-name`).value.trim(),
    password: $(`${prefix}-password`).value,
  };
}

$('login-form').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  const body = credentials('login');
  if (!body.name || !body.password) {
    say('login-message', t('web-account-login-needs'));
    return;
  }
  say('login-message', t('web-account-logging-in'), 'busy');
  try {
    const r = await busy(ev.target, () => request('/api/account/login', { method: 'POST', body }));
    say('login-message', '');
    ev.target.reset();
    await loggedIn(r.account, t('web-account-welcome-back', { name: r.account.name }));
  } catch (e) {
    say('login-message', errorText(e));
    $('login-password').select();
  }
});

$('register-form').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  const body = credentials('register');
  say('register-message', t('web-account-registering'), 'busy');
  try {
    const r = await busy(ev.target, () => request('/api/account/register', { method: 'POST', body }));
    say('register-message', '');
    ev.target.reset();
    await loggedIn(r.account, t('web-account-welcome', { name: r.account.name }));
  } catch (e) {
    say('register-message', errorText(e));
    (e.code === 'name_taken' || /name/i.test(e.message || '') ? $('register-name') : $('register-password')).focus();
  }
});

$('logout').addEventListener('click', async () => {
  const button = $('logout');
  button.disabled = true;
  say('logout-message', '');
  try {
    await request('/api/account/logout', { method: 'POST' });
    setAccount(null);
    show(null);
    status(t('web-account-logged-out'));
    $('guest-title').focus();
  } catch (e) {
    say('logout-message', errorText(e));
  } finally {
    button.disabled = false;
  }
});

$('password-form').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  const body = { current: $('password-current').value, new: $('password-new').value };
  if (!body.current) {
    say('password-message', t('web-account-password-needs-current'));
    $('password-current').focus();
    return;
  }
  say('password-message', t('web-account-changing-password'), 'busy');
  try {
    await busy(ev.target, () => request('/api/account/password', { method: 'POST', body }));
    ev.target.reset();
    $('password-username').value = $('account-name').textContent;
    say('password-message', t('web-account-password-changed'), 'ok');
  } catch (e) {
    if (sessionGone(e)) return;
    say('password-message', errorText(e));
    (e.code === 'unauthorized' ? $('password-current') : $('password-new')).focus();
  }
});

$('delete-confirm').addEventListener('change', () => {
  $('delete-submit').disabled = !$('delete-confirm').checked;
});

$('delete-form').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  if (!$('delete-confirm').checked) {
    say('delete-message', t('web-account-delete-needs-confirm'));
    return;
  }
  const name = $('account-name').textContent;
  say('delete-message', t('web-account-deleting'), 'busy');
  try {
    await busy(ev.target, () => request('/api/account/delete', { method: 'POST', body: { password: $('delete-password').value } }));
    ev.target.reset();
    $('delete-submit').disabled = true;
    say('delete-message', '');
    setAccount(null);
    show(null);
    status(t('web-account-deleted', { name }));
    $('guest-title').focus();
  } catch (e) {
    if (sessionGone(e)) return;
    say('delete-message', errorText(e));
    $('delete-password').focus();
  }
});

// ---- bots ---------------------------------------------------------------

/** The account's bots (GET /api/account/bots), each with "New token". */
async function loadBots() {
  const list = $('bot-list');
  list.dataset.state = 'loading';
  let bots;
  try {
    bots = await request('/api/account/bots');
  } catch (e) {
    if (sessionGone(e)) return;
    list.dataset.state = 'error';
    list.replaceChildren(el('li', { class: 'muted' }, t('web-account-bots-failed', { error: errorText(e) })));
    return;
  }
  bots = Array.isArray(bots) ? bots : [];
  list.replaceChildren(
    ...bots.map((b) =>
      el(
        'li',
        { testid: 'bot', 'data-name': b.name },
        el('a', { href: playerHref(b.name), testid: 'bot-profile' }, b.name),
        el('span', { class: 'badge' }, t('web-account-bot-badge')),
        b.created_at ? el('span', { class: 'reason' }, t('web-account-bot-made', { date: sinceText(b.created_at) })) : null,
        el(
          'span',
          { class: 'bot-actions' },
          el(
            'button',
            {
              type: 'button',
              testid: 'bot-token-new',
              title: t('web-account-new-token-title'),
              'aria-label': t('web-account-new-token-label', { name: b.name }),
              onclick: (e) => renewToken(b.name, e.currentTarget),
            },
            t('web-account-new-token'),
          ),
        ),
      ),
    ),
  );
  $('bot-empty').hidden = bots.length > 0;
  list.dataset.state = 'ready';
  list.dataset.count = String(bots.length);
}

function botCommand(token) {
  return `tablut bot --url ${location.origin} --token ${token} --engine tablut`;
}

/** Shows a bot's token, once, with the command that runs the bot. */
function showToken(name, token, renewed) {
  $('bot-token-name').textContent = name;
  $('bot-token-value').value = token;
  $('bot-command').textContent = botCommand(token);
  const box = $('bot-token');
  box.dataset.name = name;
  box.dataset.renewed = String(!!renewed);
  box.hidden = false;
  $('bot-token-value').focus();
  $('bot-token-value').select();
}

function hideToken() {
  $('bot-token').hidden = true;
  $('bot-token-value').value = '';
  $('bot-command').textContent = '';
}

async function renewToken(name, button) {
  button.disabled = true;
  say('bot-message', t('web-account-making-token', { name }), 'busy');
  try {
    const r = await request(`/api/account/bots/${encodeURIComponent(name)}/token`, { method: 'POST' });
    say('bot-message', t('web-account-token-renewed', { name }), 'ok');
    showToken((r.bot && r.bot.name) || name, r.token, true);
  } catch (e) {
    if (sessionGone(e)) return;
    say('bot-message', errorText(e));
  } finally {
    button.disabled = false;
  }
}

$('bot-form').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  const name = $('bot-name').value.trim();
  if (!name) {
    say('bot-message', t('web-account-bot-needs-name'));
    $('bot-name').focus();
    return;
  }
  say('bot-message', t('web-account-making-bot'), 'busy');
  try {
    const r = await busy(ev.target, () => request('/api/account/bots', { method: 'POST', body: { name } }));
    ev.target.reset();
    say('bot-message', t('web-account-bot-made-now', { name: r.bot.name }), 'ok');
    showToken(r.bot.name, r.token, false);
    loadBots();
  } catch (e) {
    if (sessionGone(e)) return;
    say('bot-message', errorText(e));
    $('bot-name').focus();
  }
});

$('bot-token-copy').addEventListener('click', async () => {
  const ok = await copyText($('bot-token-value').value);
  if (ok) showNotice(t('web-account-token-copied'));
  else {
    $('bot-token-value').select();
    showError(t('web-account-token-copy-failed'));
  }
});
$('bot-command-copy').addEventListener('click', async () => {
  const ok = await copyText($('bot-command').textContent);
  if (ok) showNotice(t('web-account-command-copied'));
  else showError(t('web-account-command-copy-failed'));
});
$('bot-token-hide').addEventListener('click', hideToken);

accountReady.then((account) => {
  if (account === undefined) {
    // The server could not say: offer the forms, which work if it is back.
    showError(t('web-account-unreachable'));
  }
  show(account || null);
});
pageReady();
