// The pages speak the player's language: the start page, a game (in play,
// then finished) and a rules page in Spanish, Catalan, Dutch, Italian and
// Swedish (`?lang=xx`) carry `<html lang="xx">`, show no catalog key and
// no English sentence of the catalog (every English message of three words
// or more whose translation differs, compared with /api/i18n/en and
// /api/i18n/xx); the end of a game is said in the page's language. The
// language menu switches the page (Dutch) and is remembered: another page
// without `?lang`, and a fresh browser whose Accept-Language says Spanish
// but whose cookie says Dutch, are in Dutch; without the cookie, Spanish.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  Api, serverURL, launchBrowser, newPage, waitPageAt, waitFor, timed,
} from '../lib/harness.mjs';
import { LANGS, englishSentences, assertSpeaks } from '../lib/languages.mjs';


let base;
let api;
let browser;
let english;

before(async () => {
  base = await serverURL();
  api = new Api(base);
  browser = await launchBrowser();
  english = (await api.get('/api/i18n/en')).messages;
});

after(async () => {
  await browser?.close();
});


const langOf = (page) => page.evaluate(() => document.documentElement.lang);

/** A game against the computer with two moves played; `{id, secret}`. */
async function gameInPlay() {
  const g = await api.create({ variant: 'ludoteka', opponent: 'computer', side: 'defenders', level: 'beginner', name: 'Ann' });
  let s = await api.waitTurn(g.id, 'defenders');
  const moved = await api.command(g.id, g.secret, { type: 'move', move: s.legal[0], ply: s.ply });
  assert.equal(moved.status, 200, moved.text);
  // The computer searches only for a game someone plays (a request with the secret).
  await api.request('GET', `/api/games/${g.id}`, undefined, g.secret);
  s = await api.waitTurn(g.id, 'defenders');
  assert.equal(s.ply, 2, 'the computer answered');
  return g;
}

describe('every page in the player\'s language', { timeout: 300_000 }, () => {
  for (const code of LANGS) {
    test(`${code}: the start page, a game and the rules of ludoteka`, async () => {
      const t0 = Date.now();
      const sentences = await englishSentences(api, english, code);
      assert.ok(sentences.size > 100, `English sentences to look for (${sentences.size})`);
      const context = await browser.newContext();
      const page = await newPage(context);

      await page.goto(`${base}/?lang=${code}`);
      await page.locator('#ruleset-list li').first().waitFor();
      await waitFor(async () => (await page.locator('#variant-summary a').count()) > 0, { message: 'the rule set summary' });
      await page.locator('[data-testid="language-menu"]').waitFor();
      await assertSpeaks(page, code, sentences, `/?lang=${code}`);

      const g = await gameInPlay();
      await context.addInitScript(([id, secret]) => localStorage.setItem(`tablut.secret.${id}`, secret), [g.id, g.secret]);
      await page.goto(`${base}/g/${g.id}?lang=${code}`);
      let s = await api.state(g.id);
      await waitPageAt(page, s);
      await page.locator('[data-testid="connection"][data-state="open"]').waitFor();
      await page.getByTestId('hint').waitFor();
      await assertSpeaks(page, code, sentences, `a game in play (${code})`);

      // The end, said by the server as a message, in the page's language.
      const resigned = await api.command(g.id, g.secret, { type: 'resign' });
      assert.equal(resigned.status, 200, resigned.text);
      await page.getByTestId('outcome').waitFor();
      s = await api.state(g.id);
      assert.ok(s.outcome.message, 'the state carries the end as a message');
      const said = await page.locator('#outcome-text').textContent();
      assert.ok(said && said !== s.outcome.text, `the end in ${code}, not in English: ${said}`);
      await assertSpeaks(page, code, sentences, `a finished game (${code})`);

      await page.goto(`${base}/rules/ludoteka?lang=${code}`);
      await page.getByTestId('rules-examples').waitFor();
      await assertSpeaks(page, code, sentences, `/rules/ludoteka?lang=${code}`);

      assert.deepEqual(page.errors, [], 'no uncaught errors in the pages');
      await context.close();
      timed(`${code}: three pages`, t0);
    });
  }

  test('the language menu switches the page and is remembered', async () => {
    const context = await browser.newContext();
    const page = await newPage(context);
    await page.goto(`${base}/rules/ludoteka?lang=es`);
    await page.getByTestId('rules-examples').waitFor();
    const menu = page.getByTestId('language-menu');
    assert.equal(await menu.inputValue(), 'es', 'the menu shows the page\'s language');
    await menu.selectOption('nl');
    await waitFor(async () => (await langOf(page)) === 'nl', { message: 'the page reloaded in Dutch' });
    await page.getByTestId('rules-examples').waitFor();
    assert.ok(!page.url().includes('lang='), 'the address no longer names a language');
    const nl = await englishSentences(api, english, 'nl');
    await assertSpeaks(page, 'nl', nl, 'the rules after choosing Dutch');
    const cookie = (await context.cookies()).find((c) => c.name === 'tablut_lang');
    assert.equal(cookie && cookie.value, 'nl', 'the choice is kept in a cookie');

    // Another page, without ?lang: still Dutch (the archive, by the header's link).
    await page.locator('header.site a[href="/archive"]').click();
    await page.waitForURL(`${base}/archive`);
    await page.locator('[data-testid="archive-list"][data-state="ready"]').waitFor();
    await assertSpeaks(page, 'nl', nl, '/archive after choosing Dutch');
    await page.goto(`${base}/`);
    await page.locator('#ruleset-list li').first().waitFor();
    await assertSpeaks(page, 'nl', nl, '/ after choosing Dutch');
    const missing = await page.goto(`${base}/g/0123456789abcdef`);
    assert.equal(missing.status(), 404);
    await page.locator('[data-testid="language-menu"]').waitFor();
    await assertSpeaks(page, 'nl', nl, 'the page of a missing game');
    assert.deepEqual(page.errors, [], 'no uncaught errors in the pages');
    await context.close();

    // A fresh browser that prefers Spanish: the cookie wins; without it, Spanish.
    const spanish = { extraHTTPHeaders: { 'Accept-Language': 'es-ES,es;q=0.9' }, locale: 'es-ES' };
    const remembered = await browser.newContext(spanish);
    await remembered.addCookies([{ name: 'tablut_lang', value: 'nl', url: base }]);
    const p2 = await newPage(remembered);
    await p2.goto(`${base}/`);
    assert.equal(await langOf(p2), 'nl', 'the cookie wins over Accept-Language');
    await remembered.close();
    const fresh = await browser.newContext(spanish);
    const p3 = await newPage(fresh);
    await p3.goto(`${base}/`);
    assert.equal(await langOf(p3), 'es', 'without the cookie, Accept-Language decides');
    await p3.locator('#ruleset-list li').first().waitFor();
    await assertSpeaks(p3, 'es', await englishSentences(api, english, 'es'), '/ by Accept-Language');
    await fresh.close();
  });
});
