// What the language tests share: the languages, how a catalog key left on a
// page looks, the English sentences a language must not leave on its pages,
// and what a page shows and says.

import assert from 'node:assert/strict';

/** The languages besides English. */
export const LANGS = ['es', 'ca', 'nl', 'it', 'sv'];

/** A catalog key left on a page (the formatter shows a missing key as itself). */
export const KEY = /\b(web|error|tui|end|rules)-[a-z0-9-]+\b/;

/** The literal texts of a compiled message (its parts, variants included). */
function texts(parts, out = []) {
  for (const part of parts || []) {
    if (typeof part === 'string') out.push(part);
    else if (part && part.k) for (const variant of Object.values(part.k)) texts(variant, out);
  }
  return out;
}

const words = (s) => s.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;

/**
 * Every English sentence (a text of 3 words or more) of a message the
 * language `code` says otherwise (`english`: the messages of
 * /api/i18n/en): none of them may be left on its pages.
 */
export async function englishSentences(api, english, code) {
  const own = (await api.get(`/api/i18n/${code}`)).messages;
  const found = new Map();
  for (const [key, parts] of Object.entries(english)) {
    if (JSON.stringify(own[key]) === JSON.stringify(parts)) continue;
    for (const text of texts(parts)) {
      const s = text.trim();
      if (words(s) >= 3 && !found.has(s)) found.set(s, key);
    }
  }
  return found;
}

/**
 * What the page shows and says: its language, visible text, title, and
 * the labels of its elements (title, aria-label, placeholder, alt, SVG
 * titles, the meta description).
 */
export function shown(page) {
  return page.evaluate(() => {
    const labels = [];
    for (const el of document.querySelectorAll('[title], [aria-label], [placeholder], [alt]')) {
      for (const a of ['title', 'aria-label', 'placeholder', 'alt']) {
        const v = el.getAttribute(a);
        if (v) labels.push(v);
      }
    }
    for (const el of document.querySelectorAll('svg title')) labels.push(el.textContent);
    const description = document.querySelector('meta[name="description"]');
    if (description) labels.push(description.getAttribute('content'));
    return { lang: document.documentElement.lang, text: document.body.innerText, title: document.title, labels };
  });
}

/** Asserts the page is all in `code`: its lang, no key, no English sentence of `sentences`. */
export async function assertSpeaks(page, code, sentences, what) {
  const s = await shown(page);
  assert.equal(s.lang, code, `${what}: <html lang>`);
  const key = KEY.exec(s.text);
  assert.equal(key, null, `${what}: an untranslated key is shown: ${key && key[0]}`);
  const all = [s.text, s.title, ...s.labels].join('\n');
  const left = [...sentences].filter(([sentence]) => all.includes(sentence)).map(([sentence, k]) => `${k}: "${sentence}"`);
  assert.deepEqual(left, [], `${what}: English left on the page`);
}
