// Talking to the server: JSON requests, the seat secrets kept in this
// browser, and error codes turned into sentences for people.

import { t, lang } from './i18n.js';

export class ApiError extends Error {
  constructor(code, message, status) {
    super(message || code);
    this.code = code;
    this.status = status;
  }
}

// The page's language on a request: `?lang=` is the server's first choice,
// before the remembered cookie, so a page opened with `?lang=xx` gets its
// answers in the language it shows.
function withLang(path) {
  const url = new URL(path, window.location.origin);
  if (!url.searchParams.has('lang')) url.searchParams.set('lang', lang);
  return url.pathname + url.search;
}

export async function request(path, { method = 'GET', body, secret } = {}) {
  // Answers for people (error messages above all) in the page's language.
  const headers = { Accept: 'application/json', 'Accept-Language': lang };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (secret) headers.Authorization = `Bearer ${secret}`;
  let res;
  try {
    res = await fetch(withLang(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError('network', t('web-common-error-network'), 0);
  }
  const text = await res.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const code = (data && data.error) || 'server_error';
    throw new ApiError(code, (data && data.message) || res.statusText, res.status);
  }
  return data;
}

export const getRulesets = () => request('/api/rulesets');
export const getGame = (id) => request(`/api/games/${encodeURIComponent(id)}`);

// Local storage can be unavailable (private mode, disabled cookies); the
// page still works for the visit, only forgetting the seat afterwards.
function store(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* see above */
  }
}
function load(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const secrets = {
  get: (id) => load(`tablut.secret.${id}`),
  set: (id, secret) => store(`tablut.secret.${id}`, secret),
  // Every seat this browser holds, `[{id, secret}]`: what an account
  // takes over when a guest registers or logs in.
  all() {
    const held = [];
    try {
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i);
        if (!key || !key.startsWith('tablut.secret.')) continue;
        const secret = localStorage.getItem(key);
        if (secret) held.push({ id: key.slice('tablut.secret.'.length), secret });
      }
    } catch {
      /* no storage: no seats */
    }
    return held;
  },
};

export const invites = {
  get: (id) => load(`tablut.invite.${id}`),
  set: (id, token) => store(`tablut.invite.${id}`, token),
};

// The games this browser holds a seat in, newest first, so the start page
// can offer to continue them.
export const myGames = {
  list() {
    try {
      const v = JSON.parse(load('tablut.games') || '[]');
      return Array.isArray(v) ? v.filter((g) => g && typeof g.id === 'string') : [];
    } catch {
      return [];
    }
  },
  add(id) {
    const rest = myGames.list().filter((g) => g.id !== id);
    store('tablut.games', JSON.stringify([{ id, at: Date.now() }, ...rest].slice(0, 30)));
  },
  remove(id) {
    store('tablut.games', JSON.stringify(myGames.list().filter((g) => g.id !== id)));
  },
};

// The seeks this browser made, `{seekId: secret}`: the secret is the
// seat's in the game the seek becomes, stored under the game's id once
// the lobby says which game that is (its `started` list).
export const seekSecrets = {
  all() {
    try {
      const v = JSON.parse(load('tablut.seeks') || '{}');
      return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
    } catch {
      return {};
    }
  },
  get: (id) => seekSecrets.all()[id] || null,
  set(id, secret) {
    store('tablut.seeks', JSON.stringify({ ...seekSecrets.all(), [id]: secret }));
  },
  remove(id) {
    const all = seekSecrets.all();
    if (!(id in all)) return;
    delete all[id];
    store('tablut.seeks', JSON.stringify(all));
  },
};

export const prefs = {
  get: (name) => load(`tablut.${name}`),
  set: (name, value) => store(`tablut.${name}`, value),
};

// The catalog's words for each error code (keys written out, so the
// catalog tests see them used).
const ERROR_WORDS = {
  network: 'web-common-error-network',
  bad_request: 'web-common-error-bad-request',
  too_large: 'web-common-error-too-large',
  unauthorized: 'web-common-error-unauthorized',
  not_found: 'web-common-error-not-found',
  illegal_move: 'web-common-error-illegal-move',
  not_your_turn: 'web-common-error-not-your-turn',
  stale: 'web-common-error-stale',
  waiting: 'web-common-error-waiting',
  game_over: 'web-common-error-game-over',
  not_allowed: 'web-common-error-not-allowed',
  rate_limited: 'web-common-error-rate-limited',
  name_taken: 'web-common-error-name-taken',
  login_required: 'web-common-error-login-required',
  cross_site: 'web-common-error-cross-site',
  server_error: 'web-common-error-server',
};

// The server's message is the precise one (it says why a move is illegal,
// in the page's language); the fixed words are for codes that come
// without a useful message.
export function describeError(code, message) {
  if (message && message !== code) return message;
  return ERROR_WORDS[code] ? t(ERROR_WORDS[code]) : t('web-common-error-code', { code });
}

export const SIDES = ['attackers', 'defenders'];
export const other = (side) => (side === 'attackers' ? 'defenders' : 'attackers');
export const capital = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);

export function formatDate(ms) {
  const d = new Date(ms);
  return d.toLocaleString(lang, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Clipboard API needs a secure context; plain http on a LAN address
    // is not one, so fall back to a selected hidden field.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'offscreen';
    document.body.append(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}

// Builds an element: el('a', {href: '/', class: 'x'}, 'text', child...).
// Strings become text nodes, so user text is never parsed as HTML.
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'class') node.className = v;
    else if (k === 'testid') node.dataset.testid = v;
    else if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.append(typeof c === 'string' || typeof c === 'number' ? document.createTextNode(String(c)) : c);
  }
  return node;
}

// ---- online play: rule set pools, time controls, players -----------------

/** The presets, each its own rating pool (rated games use these only). */
export const PRESETS = ['ludoteka', 'catalan', 'brainking', 'cartier', 'ashton', 'ashton-server'];

/**
 * The time controls offered in one click, each with its speed, as the
 * server's rules library gives them (GET /api/clocks): { live: [{control,
 * speed}], correspondence: [...] }. Asked once per page.
 */
let clockChoices = null;
export function getClocks() {
  clockChoices ??= request('/api/clocks').catch((e) => {
    clockChoices = null;
    throw e;
  });
  return clockChoices;
}

/** Any time control read by the server: {control, speed}, or an error saying why it is none. */
export const readClock = (control) => request(`/api/clocks/${encodeURIComponent(control)}`);

/** "3+2" -> "3+2"; "3d" -> "3 days a move"; null -> "no clock". */
export function controlText(control) {
  if (!control) return t('web-common-no-clock');
  const m = /^(\d+)d$/.exec(control);
  if (m) return t('web-common-days-a-move', { count: Number(m[1]) });
  return control;
}

/** A clock's speed (`bullet`, `blitz`, …) in words. */
export function speedText(speed) {
  const keys = {
    bullet: 'web-common-speed-bullet',
    blitz: 'web-common-speed-blitz',
    rapid: 'web-common-speed-rapid',
    classical: 'web-common-speed-classical',
    correspondence: 'web-common-speed-correspondence',
  };
  return keys[speed] ? t(keys[speed]) : speed || '';
}

/**
 * A computer seat's name: the server's `tablut, LEVEL` with the level in
 * the page's language; any other name as it is.
 */
export function seatName(name, level) {
  if (level && name === `tablut, ${level}`) return `tablut, ${t('tui-level', { level })}`;
  return name;
}

/** The address of a player's profile. */
export const playerHref = (name) => `/players/${encodeURIComponent(name)}`;

/** A player's name: a link to the profile when `account`, else text. */
export function playerName(name, account, attrs = {}) {
  if (!account || !name || name === 'deleted') return el('span', { class: 'player', ...attrs }, name || t('web-common-anonymous'));
  return el('a', { class: 'player', href: playerHref(name), ...attrs }, name);
}

/** A rating as shown: 1500, or 1500? while provisional. */
export const ratingText = (rating, provisional) => (rating === null || rating === undefined ? '' : `${rating}${provisional ? '?' : ''}`);
