// Screenshots of the web pages for docs/screenshots/: the start page, a game
// in progress (destinations shown, a Raichi), a finished game with its
// explanation, the archive, a rules page, the game page at phone width, the
// account page of a guest who just created an account, and playing online:
// the lobby with seeks, a rated game with its clocks running, and a
// player's profile with the rating chart; a game review with a blunder's arrow;
// the analysis board with a variation and the engine's lines; the game with
// its Raichi in Catalan and in Dutch (`?lang=`, the pages' language); a
// Swiss tournament in its second round.
//
//   node e2e/screenshots.mjs        (TABLUT_URL=... to use a running server;
//                                    otherwise it starts target/release/tablut
//                                    or TABLUT_BIN with a fresh database)
//   node e2e/screenshots.mjs account.png     (writes only the files named)
//
// Unlike the tests, this sets up positions through the API (a game at one
// screen, whose one secret holds both seats), then shows them in Chromium.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ROOT, Api, serverURL, launchBrowser, square, waitPageAt, waitFor,
} from './lib/harness.mjs';
import { parseMove, quietMove } from './lib/tafl.mjs';

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

/** Opens a game page (in the language `lang`, if given) in a context that holds `secret` for `id`. */
async function openGame(context, id, secret, lang) {
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  if (secret) {
    await context.addInitScript(([gid, sec]) => localStorage.setItem(`tablut.secret.${gid}`, sec), [id, secret]);
  }
  await page.goto(`${base}/g/${id}${lang ? `?lang=${lang}` : ''}`);
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

    // 7. The same game in Catalan and in Dutch.
    for (const lang of ['ca', 'nl']) {
      const name = `game-${lang}.png`;
      if (ONLY.length && !ONLY.includes(name)) continue;
      const lctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const lpage = await openGame(lctx, g.id, g.secret, lang);
      await lpage.getByTestId('alert').waitFor({ state: 'visible' });
      await square(lpage, froms[0]).click();
      await shot(lpage, name);
      await lctx.close();
    }

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

  // 11. The puzzle trainer mid-puzzle: a ludoteka puzzle won in two, its
  // first move played and answered, the winning piece picked up.
  {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    const shipped = new Map(readFileSync(join(ROOT, 'puzzles', 'ludoteka.jsonl'), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l)).map((p) => [p.id, p]));
    await page.goto(`${base}/puzzles?preset=ludoteka&theme=raichi`);
    const id = await waitFor(async () => (await page.getByTestId('puzzle-status').getAttribute('data-state')) === 'solving'
      && page.getByTestId('puzzle-id').getAttribute('data-id'), { message: 'a puzzle' });
    const p = shipped.get(id);
    if (p.win_in === 2) {
      const [from, to] = p.solution[0].split('-');
      await square(page, from).click();
      await square(page, to).click();
      await waitFor(async () => (await page.getByTestId('board').getAttribute('data-ply')) === '2'
        && (await page.getByTestId('puzzle-status').getAttribute('data-state')) === 'solving', { message: 'the reply' });
      await square(page, p.solution[2].split('-')[0]).click();
    } else {
      await square(page, p.solution[0].split('-')[0]).click();
    }
    await shot(page, 'puzzles.png');
    await ctx.close();
  }

  // 12. A game review: a brainking game at one screen played to a losing
  // blunder (d1-c1 opens d1 for the king, who escapes), reviewed, the
  // blunder shown with its better move as an arrow.
  if (!ONLY.length || ONLY.includes('review.png')) {
    const g = await api.create({ variant: 'brainking', opponent: 'local', name: 'Linnaeus' });
    for (const mv of ['d5-d7', 'f1-f3', 'f5-f4', 'e2-f2', 'e5-d5', 'd1-c1', 'd5-d1']) await play(g.id, g.secret, mv);
    await api.request('POST', `/api/games/${g.id}/review`);
    await waitFor(async () => (await api.get(`/api/games/${g.id}/review`)).status === 'done', { timeout: 60_000, message: 'the review' });
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    await page.goto(`${base}/review/${g.id}`);
    await page.getByTestId('review-graph').waitFor();
    await page.locator('[data-testid="review-point"][data-ply="6"]').click();
    await page.getByTestId('review-arrow').waitFor({ state: 'attached' });
    await page.mouse.move(0, 0);
    await shot(page, 'review.png');
    await ctx.close();
  }

  // 13. The analysis board: a brainking game to a Raichi (a shared link),
  // a variation tried from the third move (the engine's own choice there),
  // and the engine's lines for the Raichi.
  if (!ONLY.length || ONLY.includes('analysis.png')) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    const shown = (moves) => waitFor(async () => (await page.getByTestId('board').getAttribute('data-moves')) === moves
      && (await page.getByTestId('board').getAttribute('data-ready')) === 'true', { message: `the position after ${moves}` });
    const lines = (moves, depth) => waitFor(async () => (await page.getByTestId('analysis-lines').getAttribute('data-moves')) === moves
      && Number(await page.getByTestId('analysis-lines').getAttribute('data-depth')) >= depth
      && (await page.getByTestId('analysis-line').count()) === 3, { timeout: 30_000, message: `the engine's lines for ${moves}` });
    await page.goto(`${base}/analysis?variant=brainking&moves=${RAICHI.join(',')}`);
    await shown(RAICHI.join(','));
    const third = RAICHI.slice(0, 3).join(',');
    await page.locator(`[data-testid="analysis-move"][data-path="${third}"]`).click();
    await shown(third);
    await lines(third, 4);
    // The engine's best move there (its second when that is the game's), played.
    const firsts = await page.getByTestId('analysis-line').evaluateAll((ls) => ls.map((l) => l.getAttribute('data-move')));
    const pick = firsts.find((m) => m !== RAICHI[3]);
    // Played on the board: the lines may reorder at the next depth.
    await square(page, parseMove(pick).from).click();
    await square(page, parseMove(pick).to).click();
    await shown(`${third},${pick}`);
    await page.locator(`[data-testid="analysis-move"][data-path="${RAICHI.join(',')}"]`).click();
    await shown(RAICHI.join(','));
    await lines(RAICHI.join(','), 6);
    await page.mouse.move(0, 0);
    await shot(page, 'analysis.png');
    await ctx.close();
  }

  // 8-10. Online: accounts play rated games (through the API, with their
  // session cookies), then the lobby, a game with clocks, a profile.
  if (!ONLY.length || ONLY.some((n) => ['lobby.png', 'game-clock.png', 'profile.png'].includes(n))) await online();
  if (!ONLY.length || ONLY.includes('tournament.png')) await tournament();
} finally {
  await browser.close();
}
process.exit(0);

/** A logged-in account: its browser context, whose `request` carries the session cookie. */
async function account(name) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const password = 'Lachesis Lapponica 1732';
  let r = await ctx.request.post(`${base}/api/account/register`, { data: { name, password } });
  if (r.status() === 409) r = await ctx.request.post(`${base}/api/account/login`, { data: { name, password } });
  if (!r.ok()) throw new Error(`${name}: ${r.status()} ${await r.text()}`);
  return { name, ctx };
}

async function post(who, path, data) {
  // The server takes at most 20 messages a second from one address.
  await new Promise((resolve) => setTimeout(resolve, 80));
  const r = await who.ctx.request.post(`${base}${path}`, { data });
  if (!r.ok()) throw new Error(`${who.name} POST ${path}: ${r.status()} ${await r.text()}`);
  return r.json();
}

/** `maker` seeks, `taker` accepts: the game's id. */
async function lobbyGame(maker, taker, seek) {
  const made = await post(maker, '/api/lobby/seeks', seek);
  const taken = await post(taker, `/api/lobby/seeks/${made.seek.id}/accept`, {});
  return taken.id;
}

/** Plays `n` quiet moves in a game between two accounts, each by its cookie. */
async function moves(id, bySide, n, pause = 0) {
  let s = await api.state(id);
  for (let i = 0; i < n; i++) {
    s = await post(bySide[s.side_to_move], `/api/games/${id}/commands`, { type: 'move', move: quietMove(s, i * 5 + 1), ply: s.ply });
    if (pause) await new Promise((resolve) => setTimeout(resolve, pause));
  }
  return s;
}

async function sides(id, a, b) {
  const s = await api.state(id);
  return s.seats.attackers.name === a.name ? { attackers: a, defenders: b } : { attackers: b, defenders: a };
}

/** A Swiss of six in its second round: standings, pairings and the crosstable, as a spectator sees them. */
async function tournament() {
  const names = ['Linnaeus', 'Celsius', 'Rudbeck', 'Anders', 'Olof', 'Sara'];
  const who = [];
  for (const name of names) who.push(await account(name));
  const byName = Object.fromEntries(who.map((w) => [w.name, w]));
  const made = await post(who[0], '/api/tournaments', {
    name: 'Uppsala Swiss', format: 'swiss', rounds: 3, variant: 'ludoteka', clock: '10+5', match: 'two-games',
  });
  const id = made.tournament.id;
  for (const w of who) await post(w, `/api/tournaments/${id}/join`, {});
  await post(who[0], `/api/tournaments/${id}/start`, {});
  // Round 1: on each board the first player wins the game they attack in
  // and the board's first player wins the other too, so the table spreads.
  const view = (await api.get(`/api/tournaments/${id}`));
  for (const p of view.pairings) {
    for (let g = 0; g < p.games.length; g++) {
      const game = p.games[g];
      await waitFor(async () => (await api.request('GET', `/api/games/${game}`)).status === 200, { message: `game ${game} started` });
      const loser = p.board === 1 || g === 0 ? p.second : p.first;
      await post(byName[loser], `/api/games/${game}/commands`, { type: 'resign' });
    }
  }
  await waitFor(async () => (await api.get(`/api/tournaments/${id}`)).tournament.round === 2, { message: 'round 2' });
  // A spectator's view: a player's own page would go to their game.
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  await page.goto(`${base}/tournaments/${id}`);
  await waitFor(async () => (await page.getByTestId('tournament').getAttribute('data-state')) === 'ready', { message: 'the tournament page' });
  await page.waitForTimeout(800);
  await shot(page, 'tournament.png');
  await ctx.close();
  for (const w of who) await w.ctx.close();
}

async function online() {
  const lin = await account('Linnaeus');
  const cel = await account('Celsius');
  const rud = await account('Rudbeck');
  // A season of rated games: Linnaeus wins most of them, in two rule sets.
  const season = [
    [cel, 'ludoteka', true], [rud, 'ludoteka', true], [cel, 'ludoteka', false], [rud, 'ludoteka', true],
    [cel, 'brainking', true], [rud, 'brainking', false], [cel, 'ludoteka', true], [rud, 'brainking', true],
    [cel, 'ludoteka', true], [rud, 'ludoteka', false], [cel, 'brainking', true], [rud, 'ludoteka', true],
  ];
  for (const [opp, variant, linWins] of season) {
    const id = await lobbyGame(opp, lin, { variant, clock: '10+5', rated: true, side: 'random' });
    const by = await sides(id, lin, opp);
    await moves(id, by, 2);
    await post(linWins ? opp : lin, `/api/games/${id}/commands`, { type: 'resign' });
  }

  // A rated game in play, with the clocks running: Linnaeus against Celsius, 5+3.
  const live = await lobbyGame(cel, lin, { variant: 'ludoteka', clock: '5+3', rated: true, side: 'attackers' });
  await moves(live, await sides(live, lin, cel), 9, 700);

  // Open seeks, a challenge to Linnaeus and the games in play: the lobby as Linnaeus sees it.
  await post(cel, '/api/lobby/seeks', { variant: 'ludoteka', clock: '3+2', rated: true, side: 'random' });
  await post(rud, '/api/lobby/seeks', { variant: 'brainking', clock: '10+5', rated: false, side: 'defenders' });
  await post(rud, '/api/lobby/seeks', { variant: 'catalan', clock: '3d', rated: true, side: 'attackers' });
  await api.request('POST', '/api/lobby/seeks', { variant: 'cartier', clock: '15+10', side: 'random', name: 'Anders' });
  await post(cel, '/api/lobby/seeks', { variant: 'brainking', clock: '5+3', rated: true, side: 'random', to: 'Linnaeus' });
  {
    const page = await lin.ctx.newPage();
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    await page.goto(`${base}/lobby`);
    await page.getByTestId('seek-list').locator('tr').nth(3).waitFor();
    await page.getByTestId('challenge-list').locator('li').first().waitFor();
    await page.getByTestId('seek-clock').locator('[data-value="10+0"]').click();
    await page.getByTestId('seek-rated-on').check();
    await shot(page, 'lobby.png');
    await page.close();
  }

  // The game with its clocks: Linnaeus's page, logged in, without a secret in this browser.
  {
    const page = await lin.ctx.newPage();
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    await page.goto(`${base}/g/${live}`);
    await waitPageAt(page, await api.state(live));
    await waitFor(async () => (await page.getByTestId('status').getAttribute('data-state')) !== null
      && ((await page.getByTestId('clock-attackers').getAttribute('data-running')) === 'true'
        || (await page.getByTestId('clock-defenders').getAttribute('data-running')) === 'true'), { message: 'a clock running' });
    await page.waitForTimeout(1200);
    await shot(page, 'game-clock.png');
    await page.close();
  }

  // Linnaeus's profile.
  {
    const page = await lin.ctx.newPage();
    await page.goto(`${base}/players/Linnaeus`);
    await waitFor(async () => (await page.getByTestId('player').getAttribute('data-state')) === 'ready', { message: 'the profile' });
    await shot(page, 'profile.png');
    await page.close();
  }
  for (const who of [lin, cel, rud]) await who.ctx.close();
}
