// The pages mail links open, which work without logging in:
// /mail/verify?token=… verifies an address, /mail/reset asks for a
// password reset link and /mail/reset?token=… sets the new password,
// /mail/unsubscribe?key=…&what=… stops some mail.

import { request, describeError } from './api.js';
import { pageReady } from './ui.js';
import { t, ready } from './i18n.js';

await ready;

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const page = location.pathname.replace(/^\/mail\//, '').replace(/\/$/, '');
const main = $('mail-page');

// The server's messages are sentences without the capital and the full
// stop; shown as sentences.
function errorText(e) {
  const s = String(describeError(e.code, e.message) || '').replace(/\s+/g, ' ').trim();
  if (!s) return s;
  const head = s[0].toUpperCase() + s.slice(1);
  return /[.!?…]$/.test(head) ? head : `${head}.`;
}

function say(id, text, state = 'error') {
  const node = $(id);
  node.textContent = text || '';
  if (text) node.dataset.state = state;
  else delete node.dataset.state;
}

function noLink() {
  $('mail-no-link').hidden = false;
  main.dataset.state = 'no-link';
}

async function verify() {
  const token = params.get('token');
  if (!token) return noLink();
  $('verify').hidden = false;
  try {
    const r = await request('/api/mail/verify', { method: 'POST', body: { token } });
    say('verify-message', t('web-mail-verify-done', { email: r.email || '' }), 'ok');
    main.dataset.state = 'done';
  } catch (e) {
    say('verify-message', errorText(e));
    main.dataset.state = 'error';
  }
}

async function reset() {
  const token = params.get('token');
  $('reset').hidden = false;
  if (!token) {
    const status = await request('/api/mail').catch(() => ({ enabled: true }));
    if (!status.enabled) {
      $('reset').hidden = true;
      $('mail-off').hidden = false;
      main.dataset.state = 'off';
      return;
    }
    $('reset-ask').hidden = false;
    $('reset-ask').addEventListener('submit', async (ev) => {
      ev.preventDefault();
      const who = $('reset-who').value.trim();
      if (!who) return $('reset-who').focus();
      try {
        await request('/api/mail/reset', { method: 'POST', body: { who } });
        say('reset-ask-message', t('web-mail-reset-sent'), 'ok');
        main.dataset.state = 'sent';
      } catch (e) {
        say('reset-ask-message', errorText(e));
      }
    });
    return;
  }
  $('reset-set').hidden = false;
  $('reset-set').addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const password = $('reset-password').value;
    try {
      await request('/api/mail/reset/confirm', { method: 'POST', body: { token, password } });
      say('reset-set-message', t('web-mail-reset-done'), 'ok');
      $('reset-login').hidden = false;
      main.dataset.state = 'done';
    } catch (e) {
      say('reset-set-message', errorText(e));
    }
  });
}

function unsubscribe() {
  const key = params.get('key');
  if (!key) return noLink();
  const what = params.get('what') || 'all';
  $('unsubscribe').hidden = false;
  $('unsubscribe-question').textContent = t('web-mail-unsubscribe-what', { what });
  const button = $('unsubscribe-button');
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      const r = await request('/api/mail/unsubscribe', { method: 'POST', body: { key, what } });
      say('unsubscribe-message', t('web-mail-unsubscribe-done', { email: r.email || '' }), 'ok');
      main.dataset.state = 'done';
    } catch (e) {
      say('unsubscribe-message', errorText(e));
      button.disabled = false;
    }
  });
}

if (page === 'verify') await verify();
else if (page === 'reset') await reset();
else if (page === 'unsubscribe') unsubscribe();
else noLink();
if (main.dataset.state === 'loading') main.dataset.state = 'ready';
pageReady();
