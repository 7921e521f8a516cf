// Playing online, in two browsers: two accounts register; Ann seeks a
// rated 1+0 game in the lobby and Bob accepts it from his lobby page; both
// land on the game and play by clicking; then Bob lets his clock run out
// and loses on time: both pages say so, and both profiles show the game
// and the rating changes (Ann above 1500, Bob below).
//
// While Bob's minute runs, the same two accounts play a casual game from a
// challenge (one declined first): a takeback granted, a draw declined,
// then one accepted; a friend game with a clock from the start page is
// aborted; and on a server of its own, a game with a running clock goes
// through a restart of the server: the time it was down is gone from the
// clock.
//
// Two registrations per run (the server allows 10 per address in 10
// minutes across all files), under names unique to the run.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ROOT, Api, serverURL, startServer, launchBrowser, newPage, setControl, clickMove, square,
  waitPageAt, testText, waitFor, timed, gameIdFromUrl, readInviteLink,
} from '../lib/harness.mjs';
import { quietMove } from '../lib/tafl.mjs';

const RUN = Date.now().toString(36);
const ANN = `ann-${RUN}`;
const BOB = `bob-${RUN}`;
const PASSWORD = 'online play 1732';

let base;
let api;
let browser;
const ctx = {};
const pages = {}; // ann, bob: their game 1 pages; ann2, bob2: everything else
let game1; // the rated 1+0 game
let game2; // the casual game from a challenge
let game3; // the friend game with a clock, aborted

before(async () => {
  base = await serverURL();
  api = new Api(base);
  browser = await launchBrowser();
  for (const who of ['ann', 'bob']) {
    ctx[who] = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    pages[who] = await newPage(ctx[who]);
    pages[`${who}2`] = await newPage(ctx[who]);
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
  await waitFor(async () => (await page.getByTestId('nav-account').getAttribute('data-state')) === 'account', { message: `${name} logged in` });
}

async function openLobby(page) {
  await page.goto(`${base}/lobby`);
  await waitFor(async () => (await page.getByTestId('lobby').getAttribute('data-state')) === 'live', { message: 'the lobby to be live' });
  // The form knows the account once the header does.
  await waitFor(async () => (await page.getByTestId('nav-account').getAttribute('data-state')) !== 'unknown', { message: 'the session known' });
}

/** Fills the lobby's seek form (the clock by its one-click button or the custom entry). */
async function fillSeek(page, { variant = 'ludoteka', clock, custom, rated = false, side = 'random' }) {
  await setControl(page, 'seek-variant', variant);
  if (custom) {
    await page.getByTestId('seek-custom-min').fill(String(custom[0]));
    await page.getByTestId('seek-custom-sec').fill(String(custom[1]));
    await page.getByTestId('seek-custom').click();
  } else {
    const group = /d$/.test(clock) ? 'seek-days' : 'seek-clock';
    await page.getByTestId(group).locator(`[data-value="${clock}"]`).click();
    assert.equal(await page.getByTestId(group).locator(`[data-value="${clock}"]`).getAttribute('aria-pressed'), 'true');
  }
  await page.getByTestId(rated ? 'seek-rated-on' : 'seek-casual').check();
  await setControl(page, 'seek-side', side);
}

/**
 * Clicks a button and returns the JSON answer of the POST to `path` (a
 * RegExp) it sends; with `{navigates: true}` only the status (the page
 * leaves at once, its answer's body with it): the game id is in the URL.
 */
async function clickFor(page, locator, path, { navigates = false } = {}) {
  const answer = page.waitForResponse((r) => path.test(new URL(r.url()).pathname) && r.request().method() === 'POST');
  await locator.click();
  const res = await answer;
  if (navigates) {
    await page.waitForURL(/\/g\/[^/?#]+$/, { timeout: 15_000 });
    return { status: res.status(), id: gameIdFromUrl(page.url()) };
  }
  let json = null;
  try {
    json = JSON.parse(await res.text());
  } catch (e) {
    throw new Error(`the answer to POST ${res.url()} (${res.status()}) could not be read: ${e.message}`);
  }
  return { status: res.status(), json };
}

async function waitGamePage(page, id) {
  await page.waitForURL(new RegExp(`/g/${id}$`), { timeout: 15_000 });
  await square(page, 'e5').waitFor();
  await waitFor(async () => (await page.getByTestId('connection').getAttribute('data-state')) === 'open', { message: 'the game page live' });
}

const clockMs = async (page, side) => Number(await page.getByTestId(`clock-${side}`).getAttribute('data-ms'));

/** The page of the side to move plays a quiet move by clicking; returns the new state. */
async function playOne(id, seatPage, n) {
  const s = await api.state(id);
  const page = seatPage[s.side_to_move];
  await waitPageAt(page, s);
  const mv = quietMove(s, n);
  await clickMove(page, mv);
  const next = await api.waitState(id, (x) => x.ply === s.ply + 1, { message: `${mv} played in ${id}` });
  assert.equal(next.moves[s.ply].move, mv);
  for (const p of Object.values(seatPage)) await waitPageAt(p, next);
  return next;
}

async function outcomeShown(page, state) {
  await page.getByTestId('outcome').waitFor({ state: 'visible', timeout: 15_000 });
  await waitFor(async () => (await testText(page, 'outcome')).includes(state.outcome.text), {
    message: `"${state.outcome.text}" on ${page.url()}`,
  });
}

// ---------------------------------------------------------------- tests

describe('online play: lobby, clocks, conduct, ratings, profiles', { timeout: 180_000 }, () => {
  const t0 = Date.now();
  const seatPage = {};

  test('two accounts register; Ann seeks a rated 1+0 game, Bob accepts it from his lobby', async () => {
    await Promise.all([register(pages.ann, ANN), register(pages.bob, BOB)]);

    // Ann: rated 1+0, she plays the attackers.
    await openLobby(pages.ann);
    assert.equal(await pages.ann.getByTestId('seek-rated-on').isEnabled(), true, 'rated is open to an account');
    await fillSeek(pages.ann, { clock: '1+0', rated: true, side: 'attackers' });
    const made = await clickFor(pages.ann, pages.ann.getByTestId('seek-submit'), /^\/api\/lobby\/seeks$/);
    assert.equal(made.status, 201, JSON.stringify(made.json));
    const seek = made.json.seek;
    assert.equal(seek.clock, '1+0');
    assert.equal(seek.rated, true);
    assert.equal(seek.side, 'attackers');
    assert.equal(seek.name, ANN);
    // Her page says the seek waits, and keeps its secret until the game exists.
    await pages.ann.getByTestId('my-seeks').locator(`[data-id="${seek.id}"]`).waitFor();
    assert.match(await testText(pages.ann, 'my-seeks'), /waiting for an opponent/);
    const kept = await pages.ann.evaluate(() => JSON.parse(localStorage.getItem('tablut.seeks') || '{}'));
    assert.equal(kept[seek.id], made.json.secret, 'the seek\'s secret is kept in localStorage');
    const ownRow = pages.ann.getByTestId('seek-list').locator(`tr[data-id="${seek.id}"]`);
    await ownRow.getByTestId('seek-cancel').waitFor();
    assert.equal(await ownRow.getByTestId('seek-accept').count(), 0, 'no Accept on one\'s own seek');

    // Bob sees it live in his lobby: name linked to the profile, 1500? (provisional), 1+0 bullet, rated.
    await openLobby(pages.bob);
    const row = pages.bob.getByTestId('seek-list').locator(`tr[data-id="${seek.id}"]`);
    await row.waitFor({ timeout: 10_000 });
    assert.equal(await row.getByTestId('seek-player').getAttribute('href'), `/players/${ANN}`);
    assert.equal((await row.getByTestId('seek-rating').textContent()).trim(), '1500?');
    assert.match(await row.textContent(), /1\+0/);
    assert.match(await row.textContent(), /bullet/);
    assert.match(await row.textContent(), /rated/);
    assert.match(await row.textContent(), /defenders/, 'Bob would play the defenders');
    assert.ok(Number((await pages.bob.getByTestId('lobby-online').getAttribute('data-count'))) >= 2, 'at least the two lobby pages online');

    const accepted = await clickFor(pages.bob, row.getByTestId('seek-accept'), /\/accept$/, { navigates: true });
    assert.equal(accepted.status, 200);
    game1 = accepted.id;

    // Both land on the game: Bob by his answer, Ann because her lobby saw it start.
    await Promise.all([waitGamePage(pages.bob, game1), waitGamePage(pages.ann, game1)]);
    seatPage.attackers = pages.ann;
    seatPage.defenders = pages.bob;
    const s = await api.state(game1);
    assert.equal(s.mode, 'friend');
    assert.equal(s.status, 'active');
    assert.equal(s.rated, true);
    assert.equal(s.seats.attackers.name, ANN);
    assert.equal(s.seats.defenders.name, BOB);
    assert.equal(s.clock.control, '1+0');
    assert.equal(s.clock.speed, 'bullet');
    assert.equal(s.clock.running, null, 'no time runs before both first moves');
    for (const p of [pages.ann, pages.bob]) {
      await waitFor(async () => (await testText(p, 'rated-badge')).trim() === 'Rated', { message: 'the Rated badge' });
      assert.equal((await testText(p, 'clock-attackers')).trim(), '1:00');
      assert.equal((await testText(p, 'clock-defenders')).trim(), '1:00');
      assert.equal(await p.getByTestId('clock-note').isVisible(), true, 'the note that the clocks have not started');
      assert.equal(await p.getByTestId('abort').isVisible(), true, 'abort before both moved');
      // Both seats are accounts: their names link to the profiles.
      await waitFor(async () => (await p.getByTestId('player-attackers').getAttribute('href')) === `/players/${ANN}`, { message: 'Ann\'s name linked' });
      assert.equal(await p.getByTestId('player-defenders').getAttribute('href'), `/players/${BOB}`);
    }
    // The seek's secret became the game's in Ann's browser.
    assert.equal(await pages.ann.evaluate((id) => localStorage.getItem(`tablut.secret.${id}`), game1), made.json.secret);
  });

  test('they play four moves by clicking; the clock runs once both sides have moved', async () => {
    let s = await playOne(game1, seatPage, 0); // Bob, the defenders, first (ludoteka)
    assert.equal(s.clock.running, null);
    assert.equal(await pages.ann.getByTestId('abort').isVisible(), true, 'abort still possible after one move');
    s = await playOne(game1, seatPage, 3); // Ann
    assert.equal(s.clock.running, 'defenders', 'both have moved: the defenders\' time runs');
    for (const p of [pages.ann, pages.bob]) {
      await waitFor(async () => !(await p.getByTestId('abort').isVisible()), { message: 'abort gone after both moved' });
      assert.equal(await p.getByTestId('clock-note').isVisible(), false);
    }
    s = await playOne(game1, seatPage, 5); // Bob
    assert.equal(s.clock.running, 'attackers');
    s = await playOne(game1, seatPage, 8); // Ann
    assert.equal(s.clock.running, 'defenders');
    assert.equal(s.side_to_move, 'defenders');
    // Bob's clock counts down on both pages; Ann's stands still.
    for (const p of [pages.ann, pages.bob]) {
      await waitFor(async () => (await p.getByTestId('clock-defenders').getAttribute('data-running')) === 'true', { message: 'the defenders\' clock running' });
      assert.equal(await p.getByTestId('clock-attackers').getAttribute('data-running'), 'false');
    }
    const [d1, a1] = [await clockMs(pages.ann, 'defenders'), await clockMs(pages.ann, 'attackers')];
    await sleep(1500);
    const [d2, a2] = [await clockMs(pages.ann, 'defenders'), await clockMs(pages.ann, 'attackers')];
    // Bounds with room for a loaded machine (CI runs the debug server and
    // three pages on two cores): what counts is that one clock runs at
    // about real time and the other stands still.
    assert.ok(d1 - d2 >= 700 && d1 - d2 <= 4000, `the running clock went down by ${d1 - d2} ms in 1.5 s`);
    assert.equal(a2, a1, 'the other clock stands still');
    assert.ok(d2 < 60_000 && d2 > 30_000, `the defenders have ${d2} ms`);
    // The page shows it close to the server's reckoning.
    const server = (await api.state(game1)).clock;
    const shown = await clockMs(pages.bob, 'defenders');
    assert.ok(Math.abs(shown - server.defenders_ms) < 2000, `page ${shown} ms, server ${server.defenders_ms} ms`);
    // Bob now leaves his clock to run out. His page notes the low-time warning when it comes.
    await pages.bob.evaluate(() => {
      const clock = document.querySelector('[data-testid="clock-defenders"]');
      window.sawLow = null;
      new MutationObserver(() => {
        if (clock.dataset.low === 'true' && !window.sawLow) {
          window.sawLow = { label: clock.getAttribute('aria-label'), text: clock.textContent, cls: clock.className };
        }
      }).observe(clock, { attributes: true, attributeFilter: ['data-low'] });
    });
  });

  test('meanwhile: the account pages list the game in play, whose turn first', async () => {
    for (const [page, turn] of [[pages.ann2, false], [pages.bob2, true]]) {
      await page.goto(`${base}/account`);
      const item = page.getByTestId('account-games').locator(`[data-id="${game1}"]`);
      await item.waitFor();
      assert.equal(await item.getAttribute('data-your-turn'), String(turn));
      assert.equal(await item.locator('a').getAttribute('href'), `/g/${game1}`);
    }
  });

  test('a challenge by name, declined; another accepted: a takeback granted, a draw declined, then agreed', async () => {
    const ann = pages.ann2;
    const bob = pages.bob2;
    await Promise.all([openLobby(ann), openLobby(bob)]);
    // Game 1 is listed to watch.
    await bob.getByTestId('lobby-games').locator(`[data-id="${game1}"]`).waitFor();

    // First challenge: Bob declines it.
    await fillSeek(ann, { custom: [5, 3], side: 'defenders' });
    assert.match(await testText(ann, 'seek-clock-text'), /5\+3/);
    await ann.getByTestId('challenge-name').fill(BOB);
    let made = await clickFor(ann, ann.getByTestId('challenge-submit'), /^\/api\/lobby\/seeks$/);
    assert.equal(made.status, 201, JSON.stringify(made.json));
    assert.equal(made.json.seek.to, BOB);
    assert.equal(made.json.seek.clock, '5+3');
    await ann.getByTestId('my-seeks').locator(`[data-id="${made.json.seek.id}"]`).waitFor();
    let incoming = bob.getByTestId('challenge-list').locator(`[data-id="${made.json.seek.id}"]`);
    await incoming.waitFor();
    assert.equal(await incoming.getAttribute('data-direction'), 'in');
    assert.match(await incoming.textContent(), new RegExp(`${ANN} .*challenges you`));
    await incoming.getByTestId('challenge-decline').click();
    await ann.getByTestId('my-seeks').locator(`[data-id="${made.json.seek.id}"]`).waitFor({ state: 'detached' });
    await incoming.waitFor({ state: 'detached' });
    // A challenge is seen by the two players only: not among the open seeks.
    assert.equal(await bob.getByTestId('seek-list').locator(`[data-id="${made.json.seek.id}"]`).count(), 0);

    // Second challenge: Bob accepts; both go to the game.
    made = await clickFor(ann, ann.getByTestId('challenge-submit'), /^\/api\/lobby\/seeks$/);
    assert.equal(made.status, 201, JSON.stringify(made.json));
    incoming = bob.getByTestId('challenge-list').locator(`[data-id="${made.json.seek.id}"]`);
    const accepted = await clickFor(bob, incoming.getByTestId('challenge-accept'), /\/accept$/, { navigates: true });
    assert.equal(accepted.status, 200);
    game2 = accepted.id;
    await Promise.all([waitGamePage(bob, game2), waitGamePage(ann, game2)]);
    const s0 = await api.state(game2);
    assert.equal(s0.rated, false);
    assert.equal(s0.clock.control, '5+3');
    assert.equal(s0.seats.defenders.name, ANN);
    await waitFor(async () => (await testText(ann, 'rated-badge')).trim() === 'Casual', { message: 'the Casual badge' });
    const seats = { defenders: ann, attackers: bob };

    // Three moves; Ann (defenders) asks to take her last one back, Bob grants it.
    await playOne(game2, seats, 1);
    await playOne(game2, seats, 2);
    const s3 = await playOne(game2, seats, 4);
    const taken = s3.moves[2].move;
    await ann.getByTestId('takeback-ask').click();
    await api.waitState(game2, (x) => x.takeback_offer === 'defenders', { message: 'the takeback request' });
    await bob.getByTestId('takeback-note').waitFor({ state: 'visible' });
    assert.match(await testText(bob, 'takeback-note'), /asks to take back/);
    await waitFor(async () => /You asked/.test(await testText(ann, 'takeback-note')), { message: 'Ann sees her request waiting' });
    assert.equal(await ann.getByTestId('takeback-grant').isVisible(), false, 'the asker cannot grant her own request');
    await bob.getByTestId('takeback-grant').click();
    const back = await api.waitState(game2, (x) => x.ply === 2 && x.takeback_offer === null, { message: 'the takeback granted' });
    assert.equal(back.side_to_move, 'defenders');
    for (const p of [ann, bob]) {
      await waitPageAt(p, back);
      assert.ok(!(await testText(p, 'move-list')).includes(taken), `${taken} is gone from the move list`);
      await p.getByTestId('takeback-note').waitFor({ state: 'hidden' });
    }

    // Bob offers a draw; Ann declines. Then Ann offers one and Bob accepts.
    await bob.getByTestId('draw-offer').click();
    await ann.getByTestId('draw-note').waitFor({ state: 'visible' });
    assert.match(await testText(ann, 'draw-note'), /offers a draw/);
    await ann.getByTestId('draw-decline').click();
    await api.waitState(game2, (x) => x.draw_offer === null, { message: 'the draw declined' });
    await bob.getByTestId('draw-note').waitFor({ state: 'hidden' });
    assert.equal((await api.state(game2)).status, 'active');
    await ann.getByTestId('draw-offer').click();
    await bob.getByTestId('draw-accept').waitFor({ state: 'visible' });
    await bob.getByTestId('draw-accept').click();
    const drawn = await api.waitState(game2, (x) => x.status === 'finished', { message: 'the draw agreed' });
    assert.equal(drawn.outcome.result, 'draw');
    assert.equal(drawn.outcome.reason, 'agreement');
    for (const p of [ann, bob]) {
      await outcomeShown(p, drawn);
      assert.equal(await p.getByTestId('rating-changes').isVisible(), false, 'a casual game changes no rating');
    }
  });

  test('start page: a friend game with a clock, aborted before both sides moved', async () => {
    const ann = pages.ann2;
    const bob = pages.bob2;
    await ann.goto(`${base}/`);
    await setControl(ann, 'variant', 'brainking');
    await setControl(ann, 'opponent', 'friend');
    await ann.getByTestId('clock').waitFor({ state: 'visible' });
    await setControl(ann, 'clock', '3+2');
    await setControl(ann, 'side', 'attackers');
    await ann.getByTestId('start').click();
    await ann.waitForURL(/\/g\/[^/?#]+/);
    game3 = gameIdFromUrl(ann.url());
    const s = await api.state(game3);
    assert.equal(s.clock.control, '3+2');
    assert.equal(s.status, 'waiting');
    const invite = await readInviteLink(ann);
    await bob.goto(invite);
    await bob.getByTestId('join-take').click();
    await api.waitState(game3, (x) => x.status === 'active', { message: 'Bob joined' });
    await waitFor(async () => (await testText(ann, 'clock-attackers')).trim() === '3:00', { message: 'the 3+2 clocks on the page' });
    await ann.getByTestId('abort').waitFor({ state: 'visible' });
    await ann.getByTestId('abort').click();
    const aborted = await api.waitState(game3, (x) => x.status === 'finished', { message: 'the abort' });
    assert.equal(aborted.outcome.reason, 'abort');
    assert.equal(aborted.outcome.result, 'no result');
    for (const p of [ann, bob]) {
      await outcomeShown(p, aborted);
      assert.match(await testText(p, 'outcome'), /aborted/i);
    }
  });

  test('a server restarted mid-game: the time it was down is gone from the running clock', async (t) => {
    const bin = process.env.TABLUT_BIN || join(ROOT, 'target', 'release', 'tablut');
    if (!existsSync(bin)) {
      t.skip(`no tablut binary at ${bin} to start a server of this test's own`);
      return;
    }
    const dir = mkdtempSync(join(tmpdir(), 'tablut-restart-'));
    let srv = await startServer({ bin, dbDir: dir });
    const own = new Api(srv.url);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const g = await own.create({ variant: 'ludoteka', opponent: 'friend', clock: '5+0', side: 'defenders', name: 'Ann' });
      const joined = await own.request('POST', `/api/games/${g.id}/join`, { invite: g.invite, name: 'Bob' });
      assert.equal(joined.status, 200, joined.text);
      let s = joined.json.state;
      s = (await own.command(g.id, g.secret, { type: 'move', move: quietMove(s, 0), ply: 0 })).json;
      s = (await own.command(g.id, joined.json.secret, { type: 'move', move: quietMove(s, 0), ply: 1 })).json;
      assert.equal(s.clock.running, 'defenders');
      // Ann's page (her secret in this browser) shows her clock running.
      await context.addInitScript(([gid, sec]) => localStorage.setItem(`tablut.secret.${gid}`, sec), [g.id, g.secret]);
      const page = await newPage(context);
      await page.goto(`${srv.url}/g/${g.id}`);
      await waitPageAt(page, s);
      await waitFor(async () => (await page.getByTestId('clock-defenders').getAttribute('data-running')) === 'true', { message: 'Ann\'s clock running' });

      const before = await own.state(g.id);
      const down = Date.now();
      await srv.stopAndWait();
      await waitFor(async () => (await page.getByTestId('connection').getAttribute('data-state')) !== 'open', { message: 'the page to notice the server is gone' });
      await sleep(3000);
      srv = await startServer({ bin, dbDir: dir, addr: new URL(srv.url).host });
      const downtime = Date.now() - down;
      // The page reconnects by itself (or at once with "Retry now").
      const retry = page.getByTestId('connection').locator('button');
      if (await retry.count()) await retry.click().catch(() => {});
      await waitFor(async () => (await page.getByTestId('connection').getAttribute('data-state')) === 'open', { timeout: 20_000, message: 'the page back online' });

      const after = await own.state(g.id);
      assert.equal(after.status, 'active');
      assert.equal(after.clock.running, 'defenders');
      const lost = before.clock.defenders_ms - after.clock.defenders_ms;
      assert.ok(lost >= downtime, `the clock lost ${lost} ms across a restart that kept the server down ${downtime} ms`);
      assert.ok(lost <= downtime + 10_000, `the clock lost ${lost} ms, not much more than the downtime (${downtime} ms)`);
      // The page shows what the server says, counting on.
      await sleep(300);
      const shown = Number(await page.getByTestId('clock-defenders').getAttribute('data-ms'));
      const server = (await own.state(g.id)).clock.defenders_ms;
      assert.ok(Math.abs(shown - server) < 1500, `the page shows ${shown} ms, the server ${server} ms`);
      assert.ok(before.clock.defenders_ms - shown >= downtime, 'the page\'s clock is down by at least the downtime');
      assert.deepEqual(page.errors, []);
      console.log(`# restart: down ${downtime} ms, the clock lost ${lost} ms`);
    } finally {
      await context.close();
      await srv.stopAndWait();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('Bob\'s clock runs out: both pages show the loss on time, the rating changes and the profiles', async () => {
    const fin = await api.waitState(game1, (x) => x.status === 'finished', { timeout: 90_000, message: 'the loss on time' });
    assert.equal(fin.outcome.reason, 'time');
    assert.equal(fin.outcome.winner, 'attackers');
    assert.match(fin.outcome.text, /ran out of time/);
    assert.equal(fin.clock.running, null);
    for (const p of [pages.ann, pages.bob]) {
      await outcomeShown(p, fin);
      assert.equal(await p.getByTestId('outcome').getAttribute('data-reason'), 'time');
      assert.equal(await p.getByTestId('clock-defenders').getAttribute('data-flagged'), 'true');
    }
    assert.match(await testText(pages.bob, 'outcome'), /You lost on time/);
    assert.match(await testText(pages.ann, 'outcome'), /You won on time/);
    const low = await pages.bob.evaluate(() => window.sawLow);
    assert.ok(low, 'the low-time warning was shown in the last 10 s');
    assert.match(low.label, /under 10 seconds/);
    assert.match(low.cls, /clock-low/);
    assert.match(low.text, /0:0\d\.\d/, 'tenths under 10 s');

    // The rating changes: on both pages and in the API.
    const ratings = await api.get(`/api/games/${game1}/ratings`);
    const by = Object.fromEntries(ratings.map((r) => [r.side, r]));
    assert.equal(by.attackers.name, ANN);
    assert.equal(by.attackers.before, 1500);
    assert.ok(by.attackers.after > 1500, `the winner went up: ${by.attackers.after}`);
    assert.ok(by.defenders.after < 1500, `the loser went down: ${by.defenders.after}`);
    for (const p of [pages.ann, pages.bob]) {
      await p.getByTestId('rating-changes').waitFor({ state: 'visible' });
      assert.equal(Number(await p.getByTestId('rating-change-attackers').getAttribute('data-after')), by.attackers.after);
      assert.equal(Number(await p.getByTestId('rating-change-defenders').getAttribute('data-after')), by.defenders.after);
      assert.match(await testText(p, 'rating-change-attackers'), new RegExp(`${ANN} 1500 → ${by.attackers.after}`));
    }

    // The profiles: the game, the rating (provisional), the chart, the results by side.
    for (const [name, rating, result, side] of [[ANN, by.attackers.after, 'won', 'attackers'], [BOB, by.defenders.after, 'lost', 'defenders']]) {
      const p = pages.ann2;
      await p.goto(`${base}/players/${name}`);
      await waitFor(async () => (await p.getByTestId('player').getAttribute('data-state')) === 'ready', { message: `${name}'s profile` });
      assert.equal(await testText(p, 'player-name'), name);
      const game = p.getByTestId('player-games').locator(`tr[data-id="${game1}"]`);
      assert.equal(await game.getAttribute('data-result'), result);
      assert.equal(await game.locator('a').first().getAttribute('href'), `/g/${game1}`);
      assert.equal(await p.getByTestId('player-games').locator(`tr[data-id="${game2}"]`).getAttribute('data-result'), 'draw');
      const pool = p.getByTestId('rating-ludoteka');
      assert.equal(Number(await pool.getAttribute('data-rating')), rating);
      assert.match(await pool.textContent(), new RegExp(`${rating}\\?`), 'provisional: a question mark');
      assert.equal(rating > 1500, result === 'won');
      assert.equal(await p.getByTestId('chart-line-ludoteka').getAttribute('data-points'), '1');
      assert.equal(await p.getByTestId('rating-chart').locator('svg').getAttribute('role'), 'img');
      const record = p.getByTestId(`record-${side}`);
      assert.equal(await record.getAttribute(result === 'won' ? 'data-wins' : 'data-losses'), '1');
      // Game 2 was a draw (Ann defenders, Bob attackers); the aborted one counts nowhere.
      const drawSide = name === ANN ? 'defenders' : 'attackers';
      assert.equal(await p.getByTestId(`record-${drawSide}`).getAttribute('data-draws'), '1');
      assert.equal(await p.getByTestId('record-total').getAttribute('data-wins'), result === 'won' ? '1' : '0');
      assert.equal(await p.getByTestId('record-total').getAttribute('data-losses'), result === 'lost' ? '1' : '0');
    }

    // The archive's filters: Ann's draws are game 2 only; her wins game 1.
    const a = pages.ann2;
    await a.goto(`${base}/archive`);
    await a.getByTestId('archive-player').fill(ANN);
    await setControl(a, 'archive-result', 'draw');
    await a.getByTestId('archive-apply').click();
    await waitFor(async () => (await a.getByTestId('archive-list').getAttribute('data-state')) === 'ready'
      && (await a.getByTestId('archive-list').getAttribute('data-filters')).includes('draw'), { message: 'the filtered archive' });
    const ids = await a.getByTestId('archive-list').locator('tr').evaluateAll((rows) => rows.map((r) => r.dataset.id));
    assert.deepEqual(ids, [game2]);
    assert.match(a.url(), /player=/);
    await a.goto(`${base}/archive?player=${ANN}&variant=ludoteka&result=attackers+win`);
    await waitFor(async () => (await a.getByTestId('archive-list').getAttribute('data-state')) === 'ready', { message: 'the archive by address' });
    const wins = await a.getByTestId('archive-list').locator('tr').evaluateAll((rows) => rows.map((r) => r.dataset.id));
    assert.deepEqual(wins, [game1]);
    assert.equal(await a.getByTestId('archive-result').inputValue(), 'attackers win');
    // A rated game's players are accounts: linked to their profiles.
    assert.equal(await a.getByTestId('archive-list').locator(`a[href="/players/${BOB}"]`).count(), 1);

    // The leaderboard lists established players only: these two are provisional.
    await a.goto(`${base}/leaderboard?pool=ludoteka`);
    await waitFor(async () => (await a.getByTestId('leaderboard').getAttribute('data-state')) === 'ready', { message: 'the leaderboard' });
    assert.equal(await a.getByTestId('leaderboard-list').locator(`[data-name="${ANN}"]`).count(), 0);

    for (const [who, p] of Object.entries(pages)) assert.deepEqual(p.errors, [], `no uncaught errors in ${who}'s page`);
    timed('online tests', t0);
  });
});
