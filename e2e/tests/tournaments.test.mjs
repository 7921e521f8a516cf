// Tournaments in three browsers (issue 31): two accounts register; Ann
// creates a one-round Swiss tournament on /tournaments (one game per
// pairing, by correspondence so no clock can end it), a refusal first
// showing the server's message; Bob finds it in the list and both join;
// a guest watches its page. Ann starts it: round 1 pairs them and each
// player's tournament page goes to their game by itself. The player
// attacking resigns; on the guest's page (never reloaded) the standings,
// the pairing's result, the status (finished) and the crosstable follow
// live. Bob's tab, in the background, raised a notification of the
// round. A player's rounds show on a click; the export links point at the
// API. Both pages speak the other five languages whole. At 390 px
// neither page scrolls sideways.
//
// Then a 5-minute arena at 3+2 with the same two accounts: its time left
// counts down on the guest's page, its games are listed as being played
// (a live match's second game waits for the first); Ann takes a break and
// comes back (the guest sees both); when the first game is resigned the
// second starts and Ann's tournament page goes to it by itself, once.
//
// Two registrations per run (the server allows 10 per address in 10
// minutes across all files), under names unique to the run.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  Api, serverURL, launchBrowser, newPage, setControl, testText, waitFor, timed, gameIdFromUrl,
} from '../lib/harness.mjs';
import { LANGS, englishSentences, assertSpeaks } from '../lib/languages.mjs';

const RUN = Date.now().toString(36);
const ANN = `tann-${RUN}`;
const BOB = `tbob-${RUN}`;
const PASSWORD = 'tournament 1732';
const NAME = `Cup ${RUN}`;

let base;
let api;
let browser;
const ctx = {};
const pages = {}; // ann, bob: the players; eve: a guest watching
let tid; // the tournament's id

before(async () => {
  base = await serverURL();
  api = new Api(base);
  browser = await launchBrowser();
  for (const who of ['ann', 'bob', 'eve']) {
    ctx[who] = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    pages[who] = await newPage(ctx[who]);
  }
});

after(async () => {
  await browser?.close();
});

// ---------------------------------------------------------------- helpers

async function register(page, name) {
  await page.goto(`${base}/account`);
  await page.getByTestId('account-guest').waitFor();
  await page.getByTestId('register-name').fill(name);
  await page.getByTestId('register-password').fill(PASSWORD);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/account/register');
  await page.getByTestId('register-submit').click();
  const res = await answer;
  assert.equal(res.status(), 200, await res.text());
  await page.getByTestId('account-member').waitFor();
}

const attr = (page, testid, name) => page.getByTestId(testid).first().getAttribute(name);

/** Opens the tournament's page and waits for its first view. */
async function openTournament(page) {
  await page.goto(`${base}/tournaments/${tid}`);
  await waitFor(async () => (await attr(page, 'tournament', 'data-state')) === 'ready', { message: 'the tournament page ready' });
  await waitFor(async () => (await attr(page, 'nav-account', 'data-state')) !== 'unknown', { message: 'the session known' });
}

async function entrants(page) {
  return page.getByTestId('entrant').evaluateAll((els) => els.map((e) => e.dataset.name));
}

/** The page scrolls sideways at its current width. */
async function overflows(page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

// ---------------------------------------------------------------- tests

describe('tournaments: create, join, start, play, live standings', { timeout: 150_000 }, () => {
  const t0 = Date.now();
  let game;
  let pairing;

  test('Ann creates a one-round Swiss tournament; a refusal shows the server\'s message', async () => {
    await Promise.all([register(pages.ann, ANN), register(pages.bob, BOB)]);
    const ann = pages.ann;
    await ann.goto(`${base}/tournaments`);
    await waitFor(async () => (await attr(ann, 'tournaments', 'data-state')) === 'ready', { message: 'the list loaded' });
    await ann.getByTestId('tournament-form').waitFor({ state: 'visible' });
    // The header links the page, marked as the one shown.
    assert.equal(await attr(ann, 'nav-tournaments', 'aria-current'), 'page');

    await ann.getByTestId('tournament-name').fill(NAME);
    await setControl(ann, 'tournament-format', 'swiss');
    await ann.getByTestId('tournament-rounds').fill('0');
    await setControl(ann, 'tournament-variant', 'ludoteka');
    await setControl(ann, 'tournament-clock', '1d');
    await setControl(ann, 'tournament-match', 'single');
    // 0 rounds: the server refuses, and its message is shown as it came.
    const refused = ann.waitForResponse((r) => new URL(r.url()).pathname === '/api/tournaments' && r.request().method() === 'POST');
    await ann.getByTestId('tournament-submit').click();
    const no = await refused;
    assert.equal(no.status(), 400);
    const body = await no.json();
    await waitFor(async () => (await attr(ann, 'tournament-message', 'data-state')) === 'error', { message: 'the refusal shown' });
    assert.equal((await testText(ann, 'tournament-message')).trim(), body.message);

    await ann.getByTestId('tournament-rounds').fill('1');
    const made = ann.waitForResponse((r) => new URL(r.url()).pathname === '/api/tournaments' && r.request().method() === 'POST');
    await ann.getByTestId('tournament-submit').click();
    assert.equal((await made).status(), 201);
    await ann.waitForURL(/\/tournaments\/[^/?#]+$/, { timeout: 15_000 });
    tid = decodeURIComponent(new URL(ann.url()).pathname.split('/')[2]);
    const view = await api.get(`/api/tournaments/${tid}`);
    assert.equal(view.tournament.name, NAME);
    assert.equal(view.tournament.format, 'swiss');
    assert.equal(view.tournament.rounds, 1);
    assert.equal(view.tournament.clock, '1d');
    assert.equal(view.tournament.match, 'single');
    assert.equal(view.tournament.creator, ANN);
    await waitFor(async () => (await attr(ann, 'tournament', 'data-state')) === 'ready', { message: 'Ann\'s tournament page' });
    assert.equal((await testText(ann, 'tournament-name')).trim(), NAME);
    assert.equal(await attr(ann, 'tournament', 'data-status'), 'created');
    assert.match(await testText(ann, 'tournament-facts'), /Swiss/);
    assert.match(await testText(ann, 'tournament-facts'), /ludoteka/);
    assert.match(await testText(ann, 'tournament-facts'), /one game per pairing/);
  });

  test('Bob finds it in the list; both join; a guest sees no buttons', async () => {
    const { ann, bob, eve } = pages;
    // The guest watches from before the start, and is never reloaded.
    await openTournament(eve);
    await eve.evaluate(() => { window.__sameDocument = true; });
    assert.equal(await eve.getByTestId('tournament-join').isVisible(), false);
    await eve.getByTestId('tournament-guest').waitFor({ state: 'visible' });
    assert.equal(await eve.getByTestId('tournament-start').isVisible(), false);
    // Live over the tournament's WebSocket.
    await waitFor(async () => (await attr(eve, 'tournament-connection', 'data-state')) === 'open', { message: 'the tournament\'s socket open' });

    await waitFor(async () => (await attr(ann, 'nav-account', 'data-state')) === 'account', { message: 'Ann\'s session known' });
    await ann.getByTestId('tournament-join').waitFor({ state: 'visible' });
    assert.equal(await ann.getByTestId('tournament-start').isVisible(), true, 'the creator may start it');
    await ann.getByTestId('tournament-join').click();
    await waitFor(async () => (await entrants(ann)).includes(ANN), { message: 'Ann among the entrants' });
    await ann.getByTestId('tournament-withdraw').waitFor({ state: 'visible' });
    assert.equal(await ann.getByTestId('tournament-join').isVisible(), false);

    // Bob allowed notifications and his tab is in the background: the
    // browser's Notification is a stand-in that writes down what it shows.
    await ctx.bob.addInitScript(() => {
      localStorage.setItem('tablut.notify', 'on');
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      function Shown(title, options) {
        const seen = JSON.parse(localStorage.getItem('test.notifications') || '[]');
        seen.push({ title, body: options && options.body });
        localStorage.setItem('test.notifications', JSON.stringify(seen));
      }
      Shown.permission = 'granted';
      Shown.requestPermission = async () => 'granted';
      window.Notification = Shown;
    });
    await bob.goto(`${base}/tournaments`);
    await waitFor(async () => (await attr(bob, 'tournaments', 'data-state')) === 'ready', { message: 'Bob\'s list loaded' });
    const row = bob.getByTestId('tournaments-upcoming').locator(`tr[data-id="${tid}"]`);
    await row.waitFor();
    assert.equal((await row.getByTestId('tournament-players').textContent()).trim(), '1');
    await row.getByTestId('tournament-link').click();
    await bob.waitForURL(new RegExp(`/tournaments/${tid}$`));
    await waitFor(async () => (await attr(bob, 'tournament', 'data-state')) === 'ready', { message: 'Bob\'s tournament page' });
    await bob.getByTestId('tournament-join').waitFor({ state: 'visible' });
    assert.equal(await bob.getByTestId('tournament-start').isVisible(), false, 'only the creator starts it');
    await bob.getByTestId('tournament-join').click();
    await waitFor(async () => (await entrants(bob)).length === 2, { message: 'two entrants on Bob\'s page' });

    // Ann's and the guest's pages hear of Bob by themselves.
    for (const p of [ann, eve]) await waitFor(async () => (await entrants(p)).includes(BOB), { message: 'Bob among the entrants, live' });
  });

  test('Ann starts it: round 1 pairs them and both pages go to the game by themselves', async () => {
    const { ann, bob, eve } = pages;
    await ann.getByTestId('tournament-start').click();
    await Promise.all([
      ann.waitForURL(/\/g\/[^/?#]+$/, { timeout: 20_000 }),
      bob.waitForURL(/\/g\/[^/?#]+$/, { timeout: 20_000 }),
    ]);
    game = gameIdFromUrl(ann.url());
    assert.equal(gameIdFromUrl(bob.url()), game, 'both went to the same game');
    const view = await api.get(`/api/tournaments/${tid}`);
    assert.equal(view.tournament.status, 'running');
    assert.equal(view.tournament.round, 1);
    assert.equal(view.pairings.length, 1);
    pairing = view.pairings[0];
    assert.deepEqual([pairing.first, pairing.second].sort(), [ANN, BOB].sort());
    assert.deepEqual(pairing.games, [game]);
    assert.deepEqual(pairing.ongoing, [game]);
    // Bob's tab was in the background: the round's start was notified.
    const shown = await bob.evaluate(() => JSON.parse(localStorage.getItem('test.notifications') || '[]'));
    const round = shown.find((n) => n.title === 'A tournament round has started');
    assert.ok(round, `a notification of the round: ${JSON.stringify(shown)}`);
    assert.equal(round.body, `${NAME}: your game against ${ANN} has begun.`);
    const s = await api.state(game);
    assert.equal(s.seats.attackers.name, pairing.first, 'the first player attacks');
    assert.equal(s.seats.defenders.name, pairing.second);

    // The guest's page, live: round 1 of 1, the pairing with a link to watch its game.
    await waitFor(async () => (await attr(eve, 'tournament', 'data-status')) === 'running', { message: 'running on the guest\'s page' });
    const row = eve.getByTestId('tournament-pairings').locator('tr[data-board="1"]');
    await row.waitFor();
    assert.equal(await row.getAttribute('data-first'), pairing.first);
    assert.equal(await row.getByTestId('pairing-game').getAttribute('href'), `/g/${game}`);
    assert.equal(await row.getByTestId('pairing-game').getAttribute('data-ongoing'), 'true');
    assert.match(await testText(eve, 'tournament-progress'), /Round 1 of 1/);
    // The guest was not sent anywhere.
    assert.equal(new URL(eve.url()).pathname, `/tournaments/${tid}`);
  });

  test('the player attacking resigns: standings, result and crosstable follow live', async () => {
    const { ann, bob, eve } = pages;
    const loserPage = pairing.first === ANN ? ann : bob;
    const winner = pairing.second;
    const loser = pairing.first;
    // The account takes its seat on the game page by itself.
    await loserPage.getByTestId('resign').waitFor({ state: 'visible', timeout: 15_000 });
    await loserPage.getByTestId('resign').click();
    const confirm = loserPage.getByTestId('resign-confirm');
    await confirm.waitFor({ state: 'visible', timeout: 5_000 }).then(() => confirm.click(), () => {});
    const fin = await api.waitState(game, (x) => x.status === 'finished', { message: 'the resignation' });
    assert.equal(fin.outcome.reason, 'resignation');
    assert.equal(fin.outcome.winner, 'defenders');

    // One round: the tournament is over once the game has ended (the
    // server looks every 2 s). The guest's page follows without a reload.
    await waitFor(async () => (await attr(eve, 'tournament', 'data-status')) === 'finished', { timeout: 20_000, message: 'finished on the guest\'s page' });
    assert.equal(await eve.evaluate(() => window.__sameDocument === true), true, 'the guest\'s page was not reloaded');
    const top = eve.getByTestId('tournament-standings').locator(`tr[data-name="${winner}"]`);
    await waitFor(async () => (await top.getAttribute('data-points')) === '1', { message: 'the winner\'s point in the standings' });
    assert.equal(await top.getAttribute('data-rank'), '1');
    const bottom = eve.getByTestId('tournament-standings').locator(`tr[data-name="${loser}"]`);
    assert.equal(await bottom.getAttribute('data-points'), '0');
    assert.equal((await bottom.getByTestId('standing-games').textContent()).trim(), '1');
    // The crosstable: the winner's 1 against the loser, the loser's 0.
    const cell = (row, col) => eve.getByTestId('tournament-crosstable').locator(`td[data-row="${row}"][data-col="${col}"]`);
    await waitFor(async () => (await cell(winner, loser).getAttribute('data-result')) === '1', { message: 'the crosstable\'s result' });
    assert.equal(await cell(loser, winner).getAttribute('data-result'), '0');
    assert.equal(eve.url(), `${base}/tournaments/${tid}`);
    await waitFor(async () => (await attr(eve, 'tournament-winner', 'data-names')) === winner, { message: 'the winner named' });
    assert.equal((await testText(eve, 'tournament-winner')).trim(), `Won by ${winner}`);

    // The API agrees with what the page shows.
    const view = await api.get(`/api/tournaments/${tid}`);
    assert.equal(view.tournament.status, 'finished');
    assert.equal(view.standings[0].name, winner);
    assert.equal(view.standings[0].points, 1);
    const last = view.history.find((p) => p.round === 1);
    assert.equal(last.result, '0-1');
  });

  test('a player\'s rounds on a click; export links; the game does not open again', async () => {
    const { ann } = pages;
    await openTournament(ann);
    // Ann's game is over: her page stays here.
    assert.equal(new URL(ann.url()).pathname, `/tournaments/${tid}`);
    await ann.getByTestId('tournament-standings').locator(`[data-testid="standing-player"][data-name="${BOB}"]`).click();
    await waitFor(async () => (await attr(ann, 'tournament-player', 'data-name')) === BOB, { message: 'Bob\'s rounds shown' });
    const round = ann.getByTestId('player-results').locator('tr[data-round="1"]');
    await round.waitFor();
    assert.equal(await round.getAttribute('data-opponent'), ANN);
    assert.equal(await round.getAttribute('data-result'), pairing.second === BOB ? '1–0' : '0–1');
    assert.equal(await round.getByTestId('pairing-game').getAttribute('href'), `/g/${game}`);
    assert.equal(await attr(ann, 'tournament-export-json', 'href'), `/api/tournaments/${tid}/export.json`);
    assert.equal(await attr(ann, 'tournament-export-otn', 'href'), `/api/tournaments/${tid}/export.otn`);
    // Finished: nothing to join, withdraw or start.
    for (const b of ['tournament-join', 'tournament-withdraw', 'tournament-start', 'tournament-pause']) {
      assert.equal(await ann.getByTestId(b).isVisible(), false, `${b} hidden once finished`);
    }
    // The list has it among the finished ones.
    await ann.goto(`${base}/tournaments`);
    await ann.getByTestId('tournaments-finished').locator(`tr[data-id="${tid}"]`).waitFor();
  });

  test('both pages in every language: no key, no English sentence', async () => {
    const english = (await api.get('/api/i18n/en')).messages;
    const annLang = await newPage(ctx.ann); // logged in: the create form
    const eveLang = await newPage(ctx.eve); // a guest
    for (const code of LANGS) {
      const sentences = await englishSentences(api, english, code);
      await annLang.goto(`${base}/tournaments?lang=${code}`);
      await waitFor(async () => (await attr(annLang, 'tournaments', 'data-state')) === 'ready', { message: `the list in ${code}` });
      await annLang.getByTestId('tournament-form').waitFor({ state: 'visible' });
      await assertSpeaks(annLang, code, sentences, `/tournaments?lang=${code}`);
      await eveLang.goto(`${base}/tournaments/${tid}?lang=${code}`);
      await waitFor(async () => (await attr(eveLang, 'tournament', 'data-state')) === 'ready', { message: `the tournament in ${code}` });
      await eveLang.getByTestId('standing-player').first().click();
      await eveLang.getByTestId('player-results').locator('tr').first().waitFor();
      await assertSpeaks(eveLang, code, sentences, `/tournaments/{id}?lang=${code}`);
    }
    assert.deepEqual([...annLang.errors, ...eveLang.errors], []);
  });

  test('at 390 px neither page scrolls sideways', async () => {
    const phone = await newPage(await browser.newContext({ viewport: { width: 390, height: 844 } }));
    for (const path of ['/tournaments', `/tournaments/${tid}`]) {
      await phone.goto(base + path);
      await waitFor(async () => ['ready'].includes(await attr(phone, path === '/tournaments' ? 'tournaments' : 'tournament', 'data-state')), { message: `${path} ready` });
      assert.equal(await overflows(phone), false, `${path} scrolls sideways at 390 px`);
    }
    // Logged in, the create form is shown too.
    const annPhone = await newPage(ctx.ann);
    await annPhone.setViewportSize({ width: 390, height: 844 });
    await annPhone.goto(`${base}/tournaments`);
    await annPhone.getByTestId('tournament-form').waitFor({ state: 'visible' });
    assert.equal(await overflows(annPhone), false, 'the create form scrolls sideways at 390 px');
    await annPhone.goto(`${base}/tournaments/${tid}`);
    await waitFor(async () => (await attr(annPhone, 'tournament', 'data-state')) === 'ready', { message: 'ready' });
    assert.equal(await overflows(annPhone), false, 'the tournament page scrolls sideways at 390 px');
    for (const [who, p] of Object.entries(pages)) assert.deepEqual(p.errors, [], `no uncaught errors in ${who}'s page`);
    assert.deepEqual(phone.errors, []);
    timed('tournament tests', t0);
  });
});

describe('an arena: its time left, a break and coming back, a match\'s second game opening by itself', { timeout: 90_000 }, () => {
  let arena;
  let game;
  let second; // the match's second game

  test('Ann creates a 5-minute arena at 3+2; both join and she starts it', async () => {
    const { ann, bob, eve } = pages;
    await ann.goto(`${base}/tournaments`);
    await ann.getByTestId('tournament-form').waitFor({ state: 'visible' });
    await ann.getByTestId('tournament-name').fill(`Arena ${RUN}`);
    await setControl(ann, 'tournament-format', 'arena');
    await ann.getByTestId('tournament-minutes').waitFor({ state: 'visible' });
    assert.equal(await ann.getByTestId('tournament-rounds').isVisible(), false, 'no rounds for an arena');
    await ann.getByTestId('tournament-minutes').fill('5');
    await setControl(ann, 'tournament-clock', '3+2');
    await ann.getByTestId('tournament-submit').click();
    await ann.waitForURL(/\/tournaments\/[^/?#]+$/, { timeout: 15_000 });
    arena = decodeURIComponent(new URL(ann.url()).pathname.split('/')[2]);
    tid = arena;
    await waitFor(async () => (await attr(ann, 'tournament', 'data-format')) === 'arena', { message: 'the arena\'s page' });
    await ann.getByTestId('tournament-join').click();
    await ann.getByTestId('tournament-withdraw').waitFor({ state: 'visible' });
    await openTournament(bob);
    await bob.getByTestId('tournament-join').click();
    await bob.getByTestId('tournament-withdraw').waitFor({ state: 'visible' });
    await openTournament(eve);
    await waitFor(async () => (await entrants(eve)).length === 2, { message: 'two entrants on the guest\'s page' });

    await ann.getByTestId('tournament-start').click();
    await Promise.all([
      ann.waitForURL(/\/g\/[^/?#]+$/, { timeout: 20_000 }),
      bob.waitForURL(/\/g\/[^/?#]+$/, { timeout: 20_000 }),
    ]);
    game = gameIdFromUrl(ann.url());
    assert.equal(gameIdFromUrl(bob.url()), game);
    const s = await api.state(game);
    assert.equal(s.clock.control, '3+2');
  });

  test('the guest sees the time left run down and the game being played', async () => {
    const { eve } = pages;
    await waitFor(async () => (await attr(eve, 'tournament', 'data-status')) === 'running', { message: 'the arena running' });
    const left = async () => Number(await attr(eve, 'tournament-progress', 'data-ms'));
    await waitFor(async () => (await left()) > 0, { message: 'the time left shown' });
    const first = await left();
    assert.ok(first <= 5 * 60_000 && first > 4 * 60_000, `5 minutes at most: ${first}`);
    assert.match(await testText(eve, 'tournament-progress'), /^[45]:\d\d left$/);
    await waitFor(async () => (await left()) <= first - 1500, { message: 'the time left counting down' });
    assert.equal((await testText(eve, 'pairings-title')).trim(), 'Games being played');
    // Two games per pairing (the default), live: the second is played
    // once the first has ended.
    const link = eve.getByTestId('tournament-pairings').locator(`[data-testid="pairing-game"][data-id="${game}"]`);
    await waitFor(async () => (await link.getAttribute('data-ongoing')) === 'true', { message: 'the arena\'s game being played' });
    assert.equal(await link.getAttribute('href'), `/g/${game}`);
    const pairing = (await api.get(`/api/tournaments/${arena}`)).pairings.find((p) => p.games.includes(game));
    assert.equal(pairing.games.length, 2);
    second = pairing.games[1];
    const next = eve.getByTestId('tournament-pairings').locator(`[data-testid="pairing-game"][data-id="${second}"]`);
    assert.equal(await next.getAttribute('data-ongoing'), 'false');
  });

  test('Ann takes a break and comes back; the second game opens by itself', async () => {
    const { eve } = pages;
    const ann = await newPage(ctx.ann);
    await openTournament(ann);
    // Her game was opened by itself once: the page stays.
    assert.equal(new URL(ann.url()).pathname, `/tournaments/${arena}`);
    await ann.getByTestId('tournament-pause').click();
    await waitFor(async () => (await attr(ann, 'tournament-actions', 'data-entrant')) === 'paused', { message: 'Ann paused' });
    assert.equal((await testText(ann, 'tournament-join')).trim(), 'Come back');
    assert.equal(await ann.getByTestId('tournament-pause').isVisible(), false);
    await waitFor(async () => (await eve.getByTestId('tournament-entrants').locator(`li[data-name="${ANN}"]`).getAttribute('data-paused')) === 'true', { message: 'the guest sees the break' });
    await ann.getByTestId('tournament-join').click();
    await waitFor(async () => (await attr(ann, 'tournament-actions', 'data-entrant')) === 'yes', { message: 'Ann back' });
    await waitFor(async () => (await eve.getByTestId('tournament-entrants').locator(`li[data-name="${ANN}"]`).getAttribute('data-paused')) === 'false', { message: 'the guest sees her back' });
    // The first game is resigned: the second starts, and Ann's tournament
    // page goes to it by itself.
    const s = await api.state(game);
    const loser = s.seats.attackers.name === ANN ? pages.ann : pages.bob;
    await loser.getByTestId('resign').click();
    const confirm = loser.getByTestId('resign-confirm');
    await confirm.waitFor({ state: 'visible', timeout: 5_000 }).then(() => confirm.click(), () => {});
    await api.waitState(game, (x) => x.status === 'finished', { message: 'the first game resigned' });
    await ann.waitForURL(new RegExp(`/g/${second}$`), { timeout: 20_000 });
    const s2 = await api.state(second);
    assert.equal(s2.seats.attackers.name, s.seats.defenders.name, 'the sides swapped');
    // Ann withdraws (no more pairings) and resigns the second: nothing left running.
    await openTournament(ann);
    assert.equal(new URL(ann.url()).pathname, `/tournaments/${arena}`, 'the second game opened once only');
    await ann.getByTestId('tournament-withdraw').click();
    await waitFor(async () => (await attr(ann, 'tournament-actions', 'data-entrant')) === 'no', { message: 'Ann withdrawn' });
    await ann.goto(`${base}/g/${second}`);
    await ann.getByTestId('resign').click();
    const again = ann.getByTestId('resign-confirm');
    await again.waitFor({ state: 'visible', timeout: 5_000 }).then(() => again.click(), () => {});
    await api.waitState(second, (x) => x.status === 'finished', { message: 'the second game resigned' });
    assert.deepEqual([...ann.errors, ...eve.errors], []);
  });
});
