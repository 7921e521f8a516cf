// Connections that know they are alive, and seeks that reach their makers
// (docs/web-api.md, "WebSocket connections" and "Lobby"):
//
// - A guest makes a live seek in the lobby and goes to the puzzles; when
//   someone accepts it, the puzzles page is told and takes the guest to
//   the game, with the seek's secret as the seat's.
// - A player's page reaches the server through a small TCP proxy this
//   test controls. The proxy stops forwarding without closing anything
//   (a network gone quiet): the page says the connection is lost within
//   the bound, and a move made on the dead connection is not lost: once
//   the proxy forwards again, the page reconnects and the move is played.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import {
  Api, serverURL, launchBrowser, newPage, waitFor, clickMove, square, gameIdFromUrl,
} from '../lib/harness.mjs';
import { quietMove } from '../lib/tafl.mjs';

let base;
let api;
let browser;

before(async () => {
  base = await serverURL();
  api = new Api(base);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

/**
 * A TCP proxy to the server: `cut()` stops forwarding in both directions
 * on every connection, open or new, while keeping them all open;
 * `mend()` forwards again on new connections and drops the old ones.
 */
async function startProxy(target) {
  const { hostname, port } = new URL(target);
  let cut = false;
  const pairs = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    const pair = { client, upstream, cut };
    pairs.add(pair);
    const forward = (from, to) => {
      from.on('data', (chunk) => {
        if (!cut && !pair.cut) to.write(chunk);
      });
      from.on('error', () => {});
      from.on('close', () => {
        pairs.delete(pair);
        if (!cut && !pair.cut) to.destroy();
      });
    };
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    cut() {
      cut = true;
      for (const pair of pairs) pair.cut = true;
    },
    mend() {
      cut = false;
      for (const pair of pairs) {
        if (pair.cut) {
          pair.client.destroy();
          pair.upstream.destroy();
        }
      }
    },
    close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      server.close();
    },
  };
}

describe('connections', () => {
  test('a guest who made a seek is told on the puzzles page and taken to the game', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await newPage(ctx);
    await page.goto(`${base}/lobby`);
    await waitFor(async () => (await page.getByTestId('lobby').getAttribute('data-state')) === 'live', { message: 'the lobby live' });
    await page.getByTestId('seek-name').fill('Maker');
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/lobby/seeks' && r.request().method() === 'POST');
    await page.getByTestId('seek-submit').click();
    const made = await (await answer).json();
    const seek = made.seek.id;
    await page.getByTestId('my-seeks').locator(`[data-id="${seek}"]`).waitFor();

    // Elsewhere on the site: the seek stays open while the guest is here.
    await page.goto(`${base}/puzzles`);
    await new Promise((r) => setTimeout(r, 20_000));
    const lobby = await api.get('/api/lobby');
    assert.ok(lobby.seeks.some((s) => s.id === seek), 'the seek is open while its maker is on another page');

    const accepted = await api.request('POST', `/api/lobby/seeks/${seek}/accept`, { name: 'Taker' });
    assert.equal(accepted.status, 200, accepted.text);
    const game = accepted.json.id;
    await page.waitForURL(new RegExp(`/g/${game}$`), { timeout: 15_000 });
    const secret = await page.evaluate((id) => localStorage.getItem(`tablut.secret.${id}`), game);
    assert.equal(secret, made.secret, 'the seek\'s secret is the game seat\'s');
    // The page holds the maker's seat.
    await api.waitState(game, (s) => {
      const mine = s.seats.attackers.name === 'Maker' ? s.seats.attackers : s.seats.defenders;
      return mine.online;
    }, { message: 'the maker\'s seat online' });
    assert.deepEqual(page.errors, []);
    await ctx.close();
  });

  test('a connection that goes quiet is shown lost within the bound, and a move made on it is played once it is back', async () => {
    const proxy = await startProxy(base);
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const created = await api.request('POST', '/api/games', { opponent: 'friend', side: 'attackers', name: 'Ann' });
      assert.equal(created.status, 201, created.text);
      const id = created.json.id;
      const joined = await api.request('POST', `/api/games/${id}/join`, { invite: created.json.invite, name: 'Bob' });
      assert.equal(joined.status, 200, joined.text);
      // The page plays the side to move first.
      const first = (await api.state(id)).side_to_move;
      const seat = created.json.seat === first ? created.json : joined.json;
      const page = await newPage(ctx);
      await page.goto(`${proxy.url}/rules`);
      await page.evaluate(([g, s]) => localStorage.setItem(`tablut.secret.${g}`, s), [id, seat.secret]);
      await page.goto(`${proxy.url}/g/${id}`);
      assert.equal(gameIdFromUrl(page.url()), id);
      await square(page, 'e5').waitFor();
      const connection = page.getByTestId('connection');
      await waitFor(async () => (await connection.getAttribute('data-state')) === 'open', { message: 'the game page live' });
      const state = await api.waitTurn(id, first);
      const move = quietMove(state);
      // The seat must be taken before the cut (the state with `you`).
      await api.waitState(id, (s) => s.seats[first].online, { message: 'the seat online' });

      proxy.cut();
      const cutAt = Date.now();
      await clickMove(page, move);
      // Nothing reached the server, and the page still says Live for now.
      await new Promise((r) => setTimeout(r, 1_000));
      assert.equal((await api.state(id)).ply, 0);
      await waitFor(async () => (await connection.getAttribute('data-state')) !== 'open', { timeout: 20_000, interval: 200, message: 'the page to see the connection lost' });
      const noticed = Date.now() - cutAt;
      assert.ok(noticed <= 16_000, `noticed after ${noticed} ms`);
      assert.ok(noticed >= 8_000, `not before the heartbeat is overdue (${noticed} ms)`);
      assert.equal((await api.state(id)).ply, 0, 'the move waits');

      proxy.mend();
      const played = await api.waitState(id, (s) => s.ply === 1, { timeout: 40_000, message: 'the move delivered after the reconnection' });
      assert.equal(played.moves[0].move, move);
      await waitFor(async () => (await connection.getAttribute('data-state')) === 'open', { timeout: 20_000, message: 'the page live again' });
      assert.deepEqual(page.errors, []);
    } finally {
      await ctx.close();
      proxy.close();
    }
  });
});
