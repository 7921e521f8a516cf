// The account this browser is logged in as, asked once per page
// (GET /api/account), and the site header's entry for it: "Log in" for a
// guest, the account's name when logged in, both linking to /account.
//
// Every page loads this module; pages that need the account import
// `accountReady` instead of asking again (one module, one request). If the
// request fails, the entry keeps its neutral word ("Account") and the page
// works on as for a guest: the server decides who is logged in anyway.

import { request } from './api.js';
// Every page loads this module: the language menu in the header with it.
import { t, ready } from './i18n.js';
import { watchSeeks } from './seeks.js';

/**
 * Resolves to the account (`{name, created_at}`), `null` for a guest, or
 * `undefined` when the server could not say (the request failed).
 */
export const accountReady = request('/api/account').then(
  (r) => (r && r.account) || null,
  () => undefined,
);

const listeners = new Set();

/** Calls `fn(account)` now (once known) and after every change on this page. */
export function onAccount(fn) {
  listeners.add(fn);
  accountReady.then(fn);
}

function showEntry(account) {
  for (const a of document.querySelectorAll('[data-testid="nav-account"]')) {
    // The visible text is the accessible name too, except on phones,
    // where a circle shows the initial (from `data-initial`) or a person
    // instead of the text: hence the labels.
    if (account) {
      a.textContent = account.name;
      a.dataset.state = 'account';
      a.dataset.initial = [...account.name][0].toUpperCase();
      a.setAttribute('aria-label', t('web-common-account-label', { name: account.name }));
      a.title = t('web-common-logged-in-as', { name: account.name });
    } else if (account === null) {
      a.textContent = t('web-common-log-in');
      a.dataset.state = 'guest';
      delete a.dataset.initial;
      a.setAttribute('aria-label', t('web-common-log-in'));
      a.title = t('web-common-log-in-title');
    } else {
      a.textContent = t('web-nav-account');
      a.dataset.state = 'unknown';
      delete a.dataset.initial;
      a.setAttribute('aria-label', t('web-nav-account'));
      a.removeAttribute('title');
    }
  }
}

/** The account page tells the rest of the page after logging in or out. */
export function setAccount(account) {
  showEntry(account);
  for (const fn of listeners) fn(account);
}

// The entry's words come from the catalog: shown once it is loaded.
ready.then(() => accountReady).then(showEntry);

// A live seek is open only while its maker is on the site: every page but
// the lobby (which does so on its own socket) holds this browser's seeks
// and goes to the game one becomes.
if (!location.pathname.startsWith('/lobby')) watchSeeks();
