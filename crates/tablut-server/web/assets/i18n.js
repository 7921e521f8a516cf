// The page's language: its texts, from the server's catalog.
//
// The server renders each page in the player's language (`{{key}}` in the
// HTML, `<html lang>` set) and gives the same catalog to the scripts at
// GET /api/i18n/{lang}. This module keeps no text of its own: it loads the
// catalog once and formats its messages (docs/web-api.md, "Languages").
//
//   import { t, lang, ready } from '/assets/i18n.js';
//   await ready;                       // before the first t()
//   el.textContent = t('web-game-your-turn');
//   t('web-lobby-seeks', { count: 3 }) // plurals by Intl.PluralRules
//   message(game.outcome.message)      // a message the server chose
//
// A missing key shows as the key itself (the catalog tests forbid that).
// The language menu: any element with `data-language-menu` gets a <select>
// of the languages; choosing one remembers it (cookie `tablut_lang`, one
// year) and reloads the page in it.

/** The page's language code (`es`), as the server rendered it. */
export const lang = document.documentElement.lang || 'en';

let messages = {};
let languages = [];
const plurals = new Intl.PluralRules(lang);
const numbers = new Intl.NumberFormat(lang, { maximumFractionDigits: 3 });

function value(v) {
  if (typeof v === 'number') {
    return numbers.format(v);
  }
  if (v && typeof v === 'object' && typeof v.key === 'string') {
    return t(v.key, v.args || {});
  }
  return v === undefined || v === null ? '' : String(v);
}

function format(parts, args) {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
    } else if (part.v !== undefined) {
      out += value(args[part.v]);
    } else if (part.s !== undefined) {
      const arg = args[part.s];
      const keys = part.k;
      let chosen = keys[String(arg)];
      if (chosen === undefined && typeof arg === 'number') {
        chosen = keys[plurals.select(arg)];
      }
      out += format(chosen === undefined ? keys[part.d] : chosen, args);
    }
  }
  return out;
}

/**
 * The message `key` in the page's language, with `args` (numbers are
 * written the language's way and choose plural forms).
 */
export function t(key, args = {}) {
  const parts = messages[key];
  return parts === undefined ? key : format(parts, args);
}

/**
 * A message the server chose (`{key, args}`, its arguments possibly
 * messages themselves), said in the page's language: how a game ended,
 * an error.
 */
export function message(m) {
  return m && typeof m.key === 'string' ? t(m.key, m.args || {}) : '';
}

/**
 * The message `key` as a list of strings and elements, each argument named
 * in `elements` put in as that element (a player's link, a move in bold)
 * where the language's sentence has it: for `el(...)` or `append(...)`.
 */
export function withElements(key, args, elements) {
  const marks = {};
  for (const k of Object.keys(elements)) marks[k] = `\u2063${k}\u2063`;
  return t(key, { ...args, ...marks })
    .split('\u2063')
    .map((piece, i) => (i % 2 ? elements[piece] : piece))
    .filter((x) => x !== '');
}

/** Whether the catalog has `key`. */
export function has(key) {
  return messages[key] !== undefined;
}

/** The languages tablut speaks: [{code, name}]. */
export function allLanguages() {
  return languages.slice();
}

/** Remembers `code` as the player's language and shows the page in it. */
export function choose(code) {
  document.cookie = `tablut_lang=${encodeURIComponent(code)}; path=/; max-age=31536000; SameSite=Lax`;
  const url = new URL(window.location.href);
  url.searchParams.delete('lang');
  window.location.assign(url.toString());
}

function buildMenus() {
  for (const holder of document.querySelectorAll('[data-language-menu]')) {
    if (holder.querySelector('select')) {
      continue;
    }
    const select = document.createElement('select');
    select.setAttribute('aria-label', t('web-language-menu'));
    select.dataset.testid = 'language-menu';
    for (const l of languages) {
      const option = document.createElement('option');
      option.value = l.code;
      option.textContent = l.name;
      option.selected = l.code === lang;
      select.append(option);
    }
    select.addEventListener('change', () => choose(select.value));
    holder.append(select);
  }
}

async function load() {
  const response = await fetch(`/api/i18n/${encodeURIComponent(lang)}`);
  if (!response.ok) {
    throw new Error(`the texts of language '${lang}' could not be loaded (HTTP ${response.status})`);
  }
  const catalog = await response.json();
  messages = catalog.messages || {};
  languages = catalog.languages || [];
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', buildMenus, { once: true });
  } else {
    buildMenus();
  }
}

/** Resolves once the catalog is loaded. */
export const ready = load();
