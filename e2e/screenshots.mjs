// Screenshots of the web pages for docs/screenshots/: the start page, a game
// in progress (destinations shown, a Raichi), a finished game with its
// explanation, the archive, a rules page, the game page at phone width, and
// the account page of a guest who just created an account.
//
//   node e2e/screenshots.mjs        (TABLUT_URL=... to use a running server;
//                                    otherwise it starts target/release/tablut
//                                    or TABLUT_BIN with a fresh database)
//   node e2e/screenshots.mjs account.png     (writes only the files named)
//
// Unlike the tests, this sets up positions through the API (a game at one
// screen, whose one secret holds both seats), then shows them in Chromium.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  ROOT, Api, serverURL, launchBrowser, square, waitPageAt, waitFor,
} from './lib/harness.mjs';
import { parseMove } from './lib/tafl.mjs';

const OUT = join(ROOT, 'docs', 'screenshots');
mkdirSync(OUT, { recursive: true });

const base = await serverURL();
const api = new Api(base);
const browser = await launchBrowser();

async function play(id, secret, move) {
  const s = await api.state(id);
  const r = await api.command(id, secret, { type: 'move', move, ply: s.ply });
  if (r.status !== 200) throw new Error(`${move}: ${r.status} ${r.text}`);
  return r.json;
}

/** Opens a game page in a context that holds `secret` for `id`. */
async function openGame(context, id, secret) {
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  if (secret) {
    await context.addInitScript(([gid, sec]) => localStorage.setItem(`tablut.secret.${gid}`, sec), [id, secret]);
  }
  await page.goto(`${base}/g/${id}`);
  await waitPageAt(page, await api.state(id));
  return page;
}

// File names given on the command line: only those are written.
const ONLY = process.argv.slice(2);

async function shot(page, name, opts = {}) {
  if (ONLY.length && !ONLY.includes(name)) return;
  await page.waitForTimeout(300); // let transitions settle
  await page.screenshot({ path: join(OUT, name), fullPage: true, ...opts });
  console.log(`wrote docs/screenshots/${name}`);
}

/**
 * A local brainking game (the king escapes to any edge square) played to a
 * Raichi: the defenders clear e7 and e6, the king steps to e7 with a7 open
 * and h7 shut. Returns the game's id and secret, attackers to move.
 */
const RAICHI = ['e7-h7', 'i4-h4', 'e6-c6', 'a4-b4', 'e5-e7'];
// The attackers look away (h4-g4) and the king escapes to a7.
const ESCAPE = ['h4-g4', 'e7-a7'];

/** The squares between the king and its escape routes, the routes included. */
function routeSquares(state) {
  const out = new Set();
  const files = 'abcdefghi';
  let king = null;
  state.board.forEach((row, i) => {
    const c = row.indexOf('K');
    if (c >= 0) king = [c, 9 - i];
  });
  for (const r of state.routes || []) {
    const [tc, tr] = [files.indexOf(r[0]), Number(r.slice(1))];
    const dc = Math.sign(tc - king[0]);
    const dr = Math.sign(tr - king[1]);
    for (let c = king[0] + dc, rr = king[1] + dr; ; c += dc, rr += dr) {
      out.add(`${files[c]}${rr}`);
      if (c === tc && rr === tr) break;
    }
  }
  return out;
}

async function raichiGame() {
  const g = await api.create({ variant: 'brainking', opponent: 'local', name: 'Linnaeus' });
  let s;
  for (const mv of RAICHI) s = await play(g.id, g.secret, mv);
  if (s.alert !== 'raichi') console.error(`warning: expected a Raichi after ${RAICHI.join(' ')}, state says ${s.alert}`);
  return { ...g, state: s };
}

try {
  // 1. The start page.
  {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    await page.goto(`${base}/`);
    await page.getByTestId('start').waitFor();
    await shot(page, 'start.png');
    await ctx.close();
  }

  // 2. A game in progress: a Raichi, an attacker selected with its destinations.
  const g = await raichiGame();
  {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await openGame(ctx, g.id, g.secret);
    await page.getByTestId('alert').waitFor({ state: 'visible' });
    // Select an attacker that can block the route (else the one with most destinations).
    const blockers = routeSquares(g.state);
    const dests = (f) => g.state.legal.filter((m) => m.startsWith(`${f}-`)).map((m) => parseMove(m).to);
    const froms = [...new Set(g.state.legal.map((m) => parseMove(m).from))];
    const rank = (f) => (dests(f).some((t) => blockers.has(t)) ? 100 : 0) + dests(f).length;
    froms.sort((a, b) => rank(b) - rank(a));
    await square(page, froms[0]).click();
    await shot(page, 'game-raichi.png');

    // 6. The same game at phone width.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const ppage = await openGame(phone, g.id, g.secret);
    await square(ppage, froms[0]).click();
    await shot(ppage, 'game-phone.png', { fullPage: false });
    await phone.close();

    // 3. The attackers look away; the king escapes: the finished game.
    let s;
    for (const mv of ESCAPE) s = await play(g.id, g.secret, mv);
    if (s.status !== 'finished') throw new Error(`expected the king's escape, got ${s.outcome.result}`);
    await waitPageAt(page, s);
    await page.getByTestId('outcome').waitFor({ state: 'visible' });
    await shot(page, 'game-finished.png');
    await ctx.close();
  }

  // A second finished game for the archive: against the computer, resigned.
  {
    const c = await api.create({ variant: 'ludoteka', opponent: 'computer', side: 'attackers', level: 'easy', name: 'Ann' });
    // The computer searches only for a game whose seat someone holds (a
    // request with the secret); then wait for the attackers' turn, since
    // "not thinking" alone may be seen before the computer starts.
    await api.request('GET', `/api/games/${c.id}`, undefined, c.secret);
    const s = await api.waitTurn(c.id, 'attackers');
    await play(c.id, c.secret, s.legal[0]);
    await api.waitTurn(c.id, 'attackers');
    await api.command(c.id, c.secret, { type: 'resign' });
  }

  // 4. The archive.
  {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    await page.goto(`${base}/archive`);
    await waitFor(async () => (await page.getByTestId('archive-list').locator('a').count()) >= 2, { message: 'two archived games' });
    await shot(page, 'archive.png');
    await ctx.close();
  }

  // 5. A rules page.
  {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    await page.goto(`${base}/rules/ludoteka`);
    await page.waitForLoadState('networkidle');
    await shot(page, 'rules-ludoteka.png');
    await ctx.close();
  }

  // 7. The account page, just after a guest holding a game created an account.
  {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const c = await api.create({ variant: 'cartier', opponent: 'computer', side: 'defenders', level: 'easy', name: 'Carl' });
    await ctx.addInitScript(([gid, sec]) => localStorage.setItem(`tablut.secret.${gid}`, sec), [c.id, c.secret]);
    const page = await ctx.newPage();
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    await page.goto(`${base}/account`);
    await page.getByTestId('account-guest').waitFor();
    await page.getByTestId('register-name').fill(`Linnaeus-${(Date.now() % 1000).toString().padStart(3, '0')}`);
    await page.getByTestId('register-password').fill('Lachesis Lapponica 1732');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('account-kept').waitFor();
    await page.locator('#member-title').evaluate((h) => h.blur());
    await shot(page, 'account.png');
    await ctx.close();
  }
} finally {
  await browser.close();
}
process.exit(0);
