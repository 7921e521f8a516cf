// The account page: log in or create an account (then the games this
// browser holds a seat in become the account's), and for an account, log
// out, change the password, or delete it.

import { request, secrets, describeError, controlText, el, copyText, playerHref } from './api.js';
import { accountReady, setAccount } from './session.js';
import { showError, showNotice, markNav } from './ui.js';

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

function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}

function sinceText(ms) {
  try {
    return new Date(ms).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
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
    document.title = 'Log in · tablut';
    $('account-kept').hidden = true;
    hideToken();
  }
}

/** "in 2 days", "in 5 hours", "in 3 minutes": how long until `ms`. */
function until(ms) {
  const left = Math.max(0, ms - Date.now());
  const units = [
    [86_400_000, 'day'],
    [3_600_000, 'hour'],
    [60_000, 'minute'],
  ];
  for (const [size, word] of units) {
    const n = Math.floor(left / size);
    if (n >= 1) return `in ${n} ${word}${n === 1 ? '' : 's'}`;
  }
  return 'in under a minute';
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
    list.replaceChildren(el('li', { class: 'muted' }, `Your games could not be listed: ${errorText(e)}`));
    return;
  }
  list.replaceChildren(
    ...games.map((g) => {
      const side = g.side === 'both' ? 'both sides' : `the ${g.side}`;
      const facts = [g.variant, controlText(g.clock), g.rated ? 'rated' : 'casual', `${g.ply} move${g.ply === 1 ? '' : 's'} played`];
      return el(
        'li',
        { 'data-id': g.id, 'data-your-turn': String(!!g.your_turn), testid: 'account-game', class: g.your_turn ? 'your-turn' : null },
        el('a', { href: `/g/${encodeURIComponent(g.id)}` }, `Against ${g.opponent || 'someone'}: you play ${side}`),
        g.your_turn ? el('span', { class: 'badge turn-badge', testid: 'account-game-turn' }, 'your turn') : el('span', { class: 'badge' }, 'their turn'),
        el('span', { class: 'reason' }, facts.join(', '), g.deadline && g.your_turn ? `; your time runs out ${until(g.deadline)}` : ''),
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
  if (kept) text = `${plural(kept, 'game', 'games')} this browser played ${kept === 1 ? 'is' : 'are'} now kept in your account.`;
  else if (!held.length) text = 'This browser holds no games to keep; the games you start from now on are kept in your account.';
  else text = 'No game needed keeping: the games this browser holds are in an account already.';
  if (failure) {
    text = `${kept ? `${text} ` : ''}Some games could not be kept: ${errorText(failure)} They stay playable in this browser; log in again to try once more.`;
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
  status(`${errorText(e)} You are no longer logged in.`);
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
    say('login-message', 'Give the account name and its password.');
    return;
  }
  say('login-message', 'Logging in…', 'busy');
  try {
    const r = await busy(ev.target, () => request('/api/account/login', { method: 'POST', body }));
    say('login-message', '');
    ev.target.reset();
    await loggedIn(r.account, `Welcome back, ${r.account.name}.`);
  } catch (e) {
    say('login-message', errorText(e));
    $('login-password').select();
  }
});

$('register-form').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  const body = credentials('register');
  say('register-message', 'Creating the account…', 'busy');
  try {
    const r = await busy(ev.target, () => request('/api/account/register', { method: 'POST', body }));
    say('register-message', '');
    ev.target.reset();
    await loggedIn(r.account, `Welcome, ${r.account.name}: your account is ready.`);
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
    status('You are logged out. This browser still holds its seats in your games.');
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
    say('password-message', 'Give the current password first.');
    $('password-current').focus();
    return;
  }
  say('password-message', 'Changing the password…', 'busy');
  try {
    await busy(ev.target, () => request('/api/account/password', { method: 'POST', body }));
    ev.target.reset();
    $('password-username').value = $('account-name').textContent;
    say('password-message', 'The password is changed. Other browsers logged in to this account are logged out.', 'ok');
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
    say('delete-message', 'Tick the box first, to say you mean it.');
    return;
  }
  const name = $('account-name').textContent;
  say('delete-message', 'Deleting the account…', 'busy');
  try {
    await busy(ev.target, () => request('/api/account/delete', { method: 'POST', body: { password: $('delete-password').value } }));
    ev.target.reset();
    $('delete-submit').disabled = true;
    say('delete-message', '');
    setAccount(null);
    show(null);
    status(`The account ${name} is deleted. Its games stay, with its seats named “deleted”.`);
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
    list.replaceChildren(el('li', { class: 'muted' }, `Your bots could not be listed: ${errorText(e)}`));
    return;
  }
  bots = Array.isArray(bots) ? bots : [];
  list.replaceChildren(
    ...bots.map((b) =>
      el(
        'li',
        { testid: 'bot', 'data-name': b.name },
        el('a', { href: playerHref(b.name), testid: 'bot-profile' }, b.name),
        el('span', { class: 'badge' }, 'bot'),
        b.created_at ? el('span', { class: 'reason' }, `made ${sinceText(b.created_at)}`) : null,
        el(
          'span',
          { class: 'bot-actions' },
          el(
            'button',
            {
              type: 'button',
              testid: 'bot-token-new',
              title: 'Make a new token, shown once; the old one stops working at once',
              'aria-label': `New token for ${b.name}`,
              onclick: (e) => renewToken(b.name, e.currentTarget),
            },
            'New token',
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
  say('bot-message', `Making a new token for ${name}…`, 'busy');
  try {
    const r = await request(`/api/account/bots/${encodeURIComponent(name)}/token`, { method: 'POST' });
    say('bot-message', `${name} has a new token; the old one no longer works.`, 'ok');
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
    say('bot-message', 'Give the bot a name.');
    $('bot-name').focus();
    return;
  }
  say('bot-message', 'Making the bot…', 'busy');
  try {
    const r = await busy(ev.target, () => request('/api/account/bots', { method: 'POST', body: { name } }));
    ev.target.reset();
    say('bot-message', `${r.bot.name} is made.`, 'ok');
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
  if (ok) showNotice('Token copied.');
  else {
    $('bot-token-value').select();
    showError('Copying failed; the token is selected, copy it by hand.');
  }
});
$('bot-command-copy').addEventListener('click', async () => {
  const ok = await copyText($('bot-command').textContent);
  if (ok) showNotice('Command copied.');
  else showError('Copying failed; select the command and copy it by hand.');
});
$('bot-token-hide').addEventListener('click', hideToken);

markNav();
accountReady.then((account) => {
  if (account === undefined) {
    // The server could not say: offer the forms, which work if it is back.
    showError('The server cannot be reached; your account could not be shown.');
  }
  show(account || null);
});
