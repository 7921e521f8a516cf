// Accessibility (issue 33): axe-core, from the npm registry, runs on every
// page, once as a sighted player sees it and once with the game page's
// screen-reader mode on (`tablut.blind` = `on` in localStorage), once in
// the dark colour scheme, and no violation of impact "serious" or
// "critical" may be left. Then every page is tabbed through from the top:
// each stop must be shown and marked while it has the focus. The ones found
// are printed one per line: the rule, the page, the elements and how to
// fix them.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  Api, serverURL, launchBrowser, newPage, startGame, waitFor,
} from '../lib/harness.mjs';

const require = createRequire(import.meta.url);
// Read once: another `npm ci` may replace node_modules while the test runs.
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

let base;
let api;
let browser;
let context;
const NAME = `a11y${Date.now().toString(36).slice(-6)}`;
const PASSWORD = 'read to me, please';
const ids = {};

before(async () => {
  base = await serverURL();
  api = new Api(base);
  browser = await launchBrowser();
  // The pages allow their own scripts only; axe is put in beside them.
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  const page = await newPage(context);

  // An account, for its profile page and a tournament of its own.
  await page.goto(`${base}/account`);
  await page.getByTestId('account-guest').waitFor();
  await page.getByTestId('register-name').fill(NAME);
  await page.getByTestId('register-password').fill(PASSWORD);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/account/register');
  await page.getByTestId('register-submit').click();
  assert.equal((await answer).status(), 200);
  await page.getByTestId('account-member').waitFor();

  // A game against the computer this browser plays in.
  ids.game = await startGame(page, base, { variant: 'brainking', opponent: 'computer', side: 'defenders', level: 'beginner' });

  // A finished game between two guests, for the review page.
  const created = await api.request('POST', '/api/games', { variant: 'brainking', opponent: 'friend', side: 'attackers', name: 'Ann' });
  assert.equal(created.status, 201, created.text);
  const joined = await api.request('POST', `/api/games/${created.json.id}/join`, { invite: created.json.invite, name: 'Bob' });
  assert.equal(joined.status, 200, joined.text);
  const s = joined.json.state;
  const moved = await api.command(created.json.id, s.side_to_move === 'attackers' ? created.json.secret : joined.json.secret, { type: 'move', move: s.legal[0], ply: s.ply });
  assert.equal(moved.status, 200, moved.text);
  const resigned = await api.command(created.json.id, created.json.secret, { type: 'resign' });
  assert.equal(resigned.status, 200, resigned.text);
  ids.finished = created.json.id;

  // A tournament the account created.
  const made = await page.evaluate(async () => {
    const r = await fetch('/api/tournaments', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Accessible Cup', format: 'swiss', rounds: 1, variant: 'ludoteka', clock: '1d' }),
    });
    return { status: r.status, body: await r.json().catch(() => null) };
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  ids.tournament = made.body.tournament.id;
  await page.close();
});

after(async () => {
  await browser?.close();
});

/** The pages, each with what shows it is drawn. */
function pages() {
  return [
    ['/', 'start'],
    ['/lobby', null],
    [`/g/${ids.game}`, 'sq-e5'],
    [`/g/${ids.finished}`, 'outcome'],
    ['/archive', null],
    ['/account', 'account-member'],
    ['/rules', null],
    ['/analysis', 'sq-e5'],
    ['/puzzles', 'sq-e5'],
    ['/leaderboard', null],
    [`/players/${NAME}`, null],
    [`/review/${ids.finished}`, null],
    ['/tournaments', null],
    [`/tournaments/${ids.tournament}`, null],
  ];
}

/** One violation in words: the rule, its impact, the elements and the fix. */
function describeViolation(path, mode, v) {
  const nodes = v.nodes.slice(0, 5).map((n) => `      ${n.target.join(' ')}\n        ${(n.failureSummary || '').replace(/\n/g, '\n        ')}`);
  const more = v.nodes.length > 5 ? `\n      … and ${v.nodes.length - 5} more` : '';
  return `  ${path} (${mode}): [${v.impact}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${nodes.join('\n')}${more}`;
}

async function audit(page, path, ready) {
  await page.goto(base + path);
  if (ready) await page.getByTestId(ready).first().waitFor({ state: 'visible', timeout: 15_000 });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  // Let the page's scripts draw what they fetched (the lists, the board).
  await sleep(400);
  await page.addScriptTag({ content: AXE });
  const result = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
    }));
  });
  return result;
}

// The dark scheme (the pages follow the system's) is checked as well:
// its colours are its own.
for (const mode of ['normal', 'screen-reader', 'dark']) {
  describe(`axe on every page (${mode})`, { timeout: 240_000 }, () => {
    test(`no serious or critical violation (${mode})`, async () => {
      const page = await newPage(context);
      if (mode === 'dark') await page.emulateMedia({ colorScheme: 'dark' });
      if (mode === 'screen-reader') await page.addInitScript(() => localStorage.setItem('tablut.blind', 'on'));
      else await page.addInitScript(() => localStorage.removeItem('tablut.blind'));
      const found = [];
      const minor = [];
      for (const [path, ready] of pages()) {
        const violations = await audit(page, path, ready);
        for (const v of violations) {
          if (v.impact === 'serious' || v.impact === 'critical') found.push(describeViolation(path, mode, v));
          else minor.push(`${path}: [${v.impact}] ${v.id}`);
        }
        if (mode === 'screen-reader' && path.startsWith('/g/')) {
          // The mode is on: its panel is shown and the switch says so.
          await waitFor(async () => (await page.getByTestId('blind-toggle').getAttribute('aria-pressed')) === 'true', { message: 'the switch pressed' });
          assert.equal(await page.getByTestId('blind').isVisible(), true, `the screen-reader panel on ${path}`);
        }
      }
      if (minor.length) console.log(`# minor or moderate (${mode}):\n#   ${minor.join('\n#   ')}`);
      assert.equal(page.errors.length, 0, `page errors: ${page.errors.join('; ')}`);
      assert.equal(found.length, 0, `axe found ${found.length} serious or critical violation(s):\n${found.join('\n')}`);
      await page.close();
    });
  });
}

/**
 * Tabs through `page` from the top: every stop must be shown (not a
 * zero-sized or hidden element, but the skip link) and marked while
 * focused (an outline or a shadow); returns the problems in words and the
 * number of stops.
 */
async function tabThrough(page, path, max = 60) {
  const problems = [];
  const seen = new Set();
  await page.evaluate(() => { document.activeElement?.blur(); window.scrollTo(0, 0); });
  let stops = 0;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const e = document.activeElement;
      if (!e || e === document.body) return null;
      const r = e.getBoundingClientRect();
      const cs = getComputedStyle(e);
      const name = `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.dataset.testid ? `[data-testid=${e.dataset.testid}]` : ''}`;
      return {
        name,
        key: name + (e.getAttribute('href') || '') + (e.textContent || '').slice(0, 30),
        shown: r.width > 0 && r.height > 0 && cs.visibility !== 'hidden',
        marked: (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0) || cs.boxShadow !== 'none',
        skip: e.classList.contains('skip'),
      };
    });
    if (!info) break;
    if (seen.has(info.key)) break; // round to the start again
    seen.add(info.key);
    stops++;
    if (!info.shown && !info.skip) problems.push(`  ${path}: ${info.name} takes the focus but is not shown`);
    if (!info.marked) problems.push(`  ${path}: ${info.name} shows no focus mark`);
  }
  return { problems, stops };
}

describe('keyboard alone', { timeout: 240_000 }, () => {
  test('every page: each Tab stop is shown and marked while focused', async () => {
    const page = await newPage(context);
    const found = [];
    for (const [path, ready] of pages()) {
      await page.goto(base + path);
      if (ready) await page.getByTestId(ready).first().waitFor({ state: 'visible', timeout: 15_000 });
      await sleep(300);
      const { problems, stops } = await tabThrough(page, path);
      assert.ok(stops > 3, `${path}: only ${stops} Tab stops`);
      found.push(...problems);
    }
    assert.equal(found.length, 0, `focus problems:\n${found.join('\n')}`);
    await page.close();
  });
});
