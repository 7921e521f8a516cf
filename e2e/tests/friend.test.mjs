// Issue tests 2 and 3: two browsers play each other through the invitation
// link, a third watches without a secret; one resigns and all see the result.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  Api, serverURL, launchBrowser, newPage, startGame, readInviteLink, clickMove, square,
  waitPageAt, waitMoveShown, shownDestinations, boardMarkup, testText, waitFor, timed,
} from '../lib/harness.mjs';
import { quietMove, parseMove } from '../lib/tafl.mjs';
import { setTimeout as sleep } from 'node:timers/promises';

let base;
let api;
let browser;
const ctx = {};
const pages = {};
let id;
let invite;

before(async () => {
  base = await serverURL();
  api = new Api(base);
  browser = await launchBrowser();
  for (const who of ['ann', 'bob', 'spectator']) {
    ctx[who] = await browser.newContext();
    pages[who] = await newPage(ctx[who]);
  }
});

after(async () => {
  await browser?.close();
});

describe('a game between two friends through the invitation link, and a spectator', { timeout: 120_000 }, () => {
  const t0 = Date.now();
  const seatPage = {};

  test('Ann starts a friend game and gets an invitation link', async () => {
    id = await startGame(pages.ann, base, { variant: 'ludoteka', opponent: 'friend', side: 'defenders', name: 'Ann' });
    const s = await api.state(id);
    assert.equal(s.mode, 'friend');
    assert.equal(s.status, 'waiting');
    assert.equal(s.seats.defenders.name, 'Ann');
    assert.equal(s.seats.attackers.taken, false);
    invite = await readInviteLink(pages.ann);
    const u = new URL(invite);
    assert.equal(u.origin, base, 'the link points at this server');
    assert.equal(u.pathname, `/g/${id}`);
    assert.match(u.searchParams.get('invite') || '', /\S/);
    seatPage.defenders = pages.ann;
  });

  test('a spectator opens the game page before the friend joins', async () => {
    await pages.spectator.goto(`${base}/g/${id}`);
    await square(pages.spectator, 'e5').waitFor();
  });

  test('Bob opens the link, gives his name and takes the free seat', async () => {
    await pages.bob.goto(invite);
    // The seat waits for his name.
    await pages.bob.getByTestId('join-name').waitFor();
    assert.equal((await api.state(id)).status, 'waiting', 'no seat is taken before the name is given');
    await pages.bob.getByTestId('join-name').fill('Bob');
    await pages.bob.getByTestId('join-take').click();
    const s = await api.waitState(id, (x) => x.status === 'active' && x.seats.attackers.taken, {
      message: 'Bob to hold the attackers seat',
    });
    assert.equal(s.seats.attackers.kind, 'human');
    assert.equal(s.seats.attackers.name, 'Bob');
    await waitFor(async () => (await testText(pages.ann, 'seat-attackers')).includes('Bob'), {
      message: "Bob's name on Ann's page",
    });
    seatPage.attackers = pages.bob;
    // The same link opened again (a third browser) claims nothing.
    const again = await browser.newContext();
    const p = await newPage(again);
    await p.goto(invite);
    await square(p, 'e5').waitFor();
    await waitFor(async () => /already been used/.test(await testText(p, 'error')), {
      message: 'the used invitation refused on the third page',
    });
    assert.equal(await p.getByTestId('join').isHidden(), true, 'no name is asked for a seat already taken');
    await sleep(500);
    const s2 = await api.state(id);
    assert.equal(s2.status, 'active');
    assert.equal(s2.seats.attackers.name, s.seats.attackers.name, 'a second opening of the link claims nothing');
    assert.equal(s2.seats.defenders.name, 'Ann');
    const stolen = await p.evaluate((gid) => localStorage.getItem(`tablut.secret.${gid}`), id);
    assert.equal(stolen, null, 'a second opening of the link gets no secret');
    await again.close();
    for (const p2 of Object.values(pages)) await waitPageAt(p2, s);
  });

  test('they play six moves by clicking, each sees the other\'s, the spectator sees them live', async () => {
    for (let i = 0; i < 6; i++) {
      const s = await api.state(id);
      const mover = seatPage[s.side_to_move];
      const other = s.side_to_move === 'defenders' ? seatPage.attackers : seatPage.defenders;
      await waitPageAt(mover, s);
      const mv = quietMove(s, i * 7);
      const { from, to } = parseMove(mv);

      // The player to move sees exactly the server's destinations of the piece.
      await square(mover, from).click();
      const expected = s.legal.filter((m) => m.startsWith(`${from}-`)).map((m) => m.split('-')[1]).sort();
      await waitFor(async () => JSON.stringify(await shownDestinations(mover)) === JSON.stringify(expected), {
        timeout: 5_000, message: `destinations of ${from} on the mover's page to be ${expected.join(' ')}`,
      });
      await square(mover, to).click();

      const next = await api.waitState(id, (x) => x.ply === s.ply + 1, { message: `${mv} to be played` });
      assert.equal(next.moves[s.ply].move, mv);
      for (const p of [mover, other, pages.spectator]) {
        await waitMoveShown(p, mv);
        await waitPageAt(p, next);
      }
      // The side not to move is shown no destinations after clicking a piece.
      const nextLegal = next.legal[0];
      if (nextLegal) {
        await square(mover, parseMove(nextLegal).from).click();
        await sleep(200);
        assert.deepEqual(await shownDestinations(mover), [], 'no destinations for the side not to move');
      }
    }
  });

  test('chat: Bob writes, Ann and the spectator read it', async () => {
    const line = `gl hf <b>not bold</b> ${Date.now()}`;
    await pages.bob.getByTestId('chat-input').fill(line);
    await pages.bob.getByTestId('chat-send').click();
    for (const p of [pages.ann, pages.spectator]) {
      await waitFor(async () => (await testText(p, 'chat-log')).includes(line), { message: 'the chat line on the other pages' });
      assert.equal(await p.getByTestId('chat-log').locator('b').count(), 0, 'chat text is shown as text, not HTML');
    }
    assert.equal(await pages.spectator.getByTestId('chat-input').isVisible(), false, 'a spectator cannot write');
  });

  test('the spectator cannot move: clicks show no destinations and change nothing', async () => {
    const s = await api.state(id);
    const sp = pages.spectator;
    await waitPageAt(sp, s);
    const before = await boardMarkup(sp);
    const mv = s.legal[0];
    const { from, to } = parseMove(mv);
    await square(sp, from).click();
    await sleep(300);
    assert.deepEqual(await shownDestinations(sp), [], 'a spectator sees no destinations');
    await square(sp, to).click();
    await sleep(1000);
    const s2 = await api.state(id);
    assert.equal(s2.ply, s.ply, 'the spectator\'s clicks played nothing');
    assert.deepEqual(s2.board, s.board);
    assert.equal(await boardMarkup(sp), before, 'the spectator\'s board is unchanged by clicks');
    // A spectator holds no secret.
    const secret = await sp.evaluate((gid) => localStorage.getItem(`tablut.secret.${gid}`), id);
    assert.equal(secret, null);
  });

  test('Ann resigns and all three see the result', async () => {
    const s = await api.state(id);
    await waitPageAt(pages.ann, s);
    await pages.ann.getByTestId('resign').click();
    // The page asks in a <dialog> (resign-confirm); a confirm() would be accepted by newPage().
    const confirm = pages.ann.getByTestId('resign-confirm');
    await confirm.waitFor({ state: 'visible', timeout: 5_000 }).then(() => confirm.click(), () => {});
    const fin = await api.waitState(id, (x) => x.status === 'finished', { message: 'the resignation' });
    assert.equal(fin.outcome.reason, 'resignation');
    assert.equal(fin.outcome.winner, 'attackers');
    assert.deepEqual(fin.legal, []);
    for (const p of [pages.ann, pages.bob, pages.spectator]) {
      await p.getByTestId('outcome').waitFor({ state: 'visible', timeout: 15_000 });
      await waitFor(async () => (await testText(p, 'outcome')).includes(fin.outcome.text), {
        message: `"${fin.outcome.text}" on ${p === pages.ann ? 'Ann' : p === pages.bob ? 'Bob' : 'the spectator'}'s page`,
      });
    }
    for (const [who, p] of Object.entries(pages)) assert.deepEqual(p.errors, [], `no uncaught errors in ${who}'s page`);
    timed('friend game tests', t0);
  });
});
