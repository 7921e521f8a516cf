// The account page's e-mail card: the address (a link verifies it), what
// mail the account wants, and "forgot your password?" on the login form,
// shown only when the server sends mail (GET /api/mail).

import { request, describeError } from './api.js';
import { onAccount } from './session.js';
import { t, ready } from './i18n.js';

await ready;

const $ = (id) => document.getElementById(id);

// The server's messages are sentences without the capital and the full
// stop; shown as sentences.
function errorText(e) {
  const s = String(describeError(e.code, e.message) || '').replace(/\s+/g, ' ').trim();
  if (!s) return s;
  const head = s[0].toUpperCase() + s.slice(1);
  return /[.!?…]$/.test(head) ? head : `${head}.`;
}

function say(text, state = 'error') {
  const node = $('mail-message');
  node.textContent = text || '';
  if (text) node.dataset.state = state;
  else delete node.dataset.state;
}

/** Shows the address and choices of `status` (GET /api/account/email). */
function show(status) {
  const card = $('mail');
  card.dataset.state = status.enabled ? (status.email ? (status.verified ? 'verified' : 'unverified') : 'none') : 'off';
  $('mail-off').hidden = status.enabled;
  $('mail-form').hidden = !status.enabled;
  if (!status.enabled) return;
  if (document.activeElement !== $('mail-address')) $('mail-address').value = status.email || '';
  $('mail-state').textContent = status.email
    ? t(status.verified ? 'web-mail-verified' : 'web-mail-unverified', { email: status.email })
    : '';
  $('mail-choices').hidden = !status.email;
  $('mail-remove').hidden = !status.email;
  for (const box of document.querySelectorAll('#mail-choices input[data-choice]')) {
    box.checked = Boolean(status.choices && status.choices[box.dataset.choice]);
  }
}

async function load() {
  try {
    show(await request('/api/account/email'));
  } catch (e) {
    $('mail').dataset.state = 'error';
    say(t('web-mail-failed', { error: errorText(e) }));
  }
}

async function change(path, body) {
  say('');
  try {
    show(await request(path, { method: 'POST', body }));
    say(t('web-mail-saved'), 'ok');
  } catch (e) {
    say(t('web-mail-failed', { error: errorText(e) }));
  }
}

$('mail-form').addEventListener('submit', (ev) => {
  ev.preventDefault();
  change('/api/account/email', { email: $('mail-address').value.trim() });
});
$('mail-remove').addEventListener('click', () => change('/api/account/email/remove', {}));
for (const box of document.querySelectorAll('#mail-choices input[data-choice]')) {
  box.addEventListener('change', () => change('/api/account/email/choices', { [box.dataset.choice]: box.checked }));
}

// "Forgot your password?" only where a link can be mailed.
request('/api/mail').then(
  (r) => {
    $('login-forgot').hidden = !(r && r.enabled);
  },
  () => {},
);

onAccount((account) => {
  if (account) load();
});
