// The game review page `/review/{id}`.
//
// A brainking friend game (the king escapes to any edge square) is played
// through the API to a losing blunder: the defenders clear the d file
// (d5-d7) and the king steps to d5, where only the attacker on d1 shuts
// his way down; the attackers move it away (d1-c1, the server's `routes`
// then says d1) and the king escapes (d5-d1). The finished game's page
// offers the review link; the review page, asked to review, shows its
// progress, then one graph point and one move per ply with the server's
// classes, d1-c1 a blunder with its better move as an arrow on the board
// and the engine's line; a point of the graph and the arrow keys show the
// positions the API's moves passed through; the summary per side is the
// server's. At 390 px wide the page has no sideways scroll.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  Api, serverURL, launchBrowser, newPage, pageBoard, testText, waitFor,
} from '../lib/harness.mjs';

// Defenders move first in brainking.
const MOVES = ['d5-d7', 'f1-f3', 'f5-f4', 'e2-f2', 'e5-d5', 'd1-c1', 'd5-d1'];
const BLUNDER_PLY = 6; // d1-c1 opens d1 for the king

let base;
let api;
let browser;
let id;
const boards = []; // boards[k]: the server's board after k moves

before(async () => {
  base = await serverURL();
  api = new Api(base);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

const attr = (locator, name) => locator.getAttribute(name);
const shownPly = async (page) => Number(await page.getByTestId('board').getAttribute('data-ply'));

describe('game review', { timeout: 60_000 }, () => {
  test('a friend game played to a losing blunder through the API', async () => {
    const created = await api.request('POST', '/api/games', { variant: 'brainking', opponent: 'friend', side: 'attackers', name: 'Ann' });
    assert.equal(created.status, 201, created.text);
    id = created.json.id;
    const joined = await api.request('POST', `/api/games/${id}/join`, { invite: created.json.invite, name: 'Bob' });
    assert.equal(joined.status, 200, joined.text);
    const secret = { attackers: created.json.secret, defenders: joined.json.secret };
    let s = joined.json.state;
    boards.push(s.board);
    // A game in play is not reviewed.
    const early = await api.request('POST', `/api/games/${id}/review`);
    assert.equal(early.status, 409, early.text);
    for (const move of MOVES) {
      const r = await api.command(id, secret[s.side_to_move], { type: 'move', move, ply: s.ply });
      assert.equal(r.status, 200, `${move}: ${r.text}`);
      s = r.json;
      boards.push(s.board);
      if (s.ply === BLUNDER_PLY) assert.deepEqual(s.routes, ['d1'], 'd1-c1 opens d1 for the king');
    }
    assert.equal(s.status, 'finished');
    assert.equal(s.outcome.winner, 'defenders');
    assert.equal(s.outcome.reason, 'escape');
  });

  test('the review page: progress, graph, classes, positions and the arrow', async () => {
    const t0 = Date.now();
    const page = await newPage(await browser.newContext({ viewport: { width: 1280, height: 900 } }));
    // Visiting a game not yet reviewed is no error: nothing answers 404.
    const failed = [];
    page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
    // The finished game's page links to its review.
    await page.goto(`${base}/g/${id}`);
    const link = page.getByTestId('review-link');
    await link.waitFor({ state: 'visible' });
    assert.equal(await link.getAttribute('href'), `/review/${id}`);
    await link.click();
    await page.waitForURL(`${base}/review/${id}`);

    // Nobody asked yet: the page offers to.
    const start = page.getByTestId('review-start');
    await start.waitFor({ state: 'visible' });
    assert.equal(await page.getByTestId('review-graph').count(), 0);
    assert.deepEqual(failed, [], 'no request of the review page failed');
    await start.click();
    const progress = page.getByTestId('review-progress');
    await progress.waitFor({ state: 'visible' });
    assert.equal(await attr(progress, 'data-total'), String(MOVES.length + 1));
    assert.match(await testText(page, 'review-progress-label'), new RegExp(`of ${MOVES.length + 1} positions`));

    // Done: one point and one move per ply.
    const graph = page.getByTestId('review-graph');
    await graph.waitFor({ state: 'visible', timeout: 30_000 });
    assert.equal(await progress.isHidden(), true, 'the progress bar goes once the review is done');
    const review = await api.get(`/api/games/${id}/review`);
    assert.equal(review.status, 'done');
    assert.equal(review.plies.length, MOVES.length);
    const points = page.getByTestId('review-point');
    const moves = page.getByTestId('review-move');
    assert.equal(await points.count(), MOVES.length);
    assert.equal(await moves.count(), MOVES.length);
    for (let i = 0; i < MOVES.length; i++) {
      const row = review.plies[i];
      assert.equal(await attr(points.nth(i), 'data-ply'), String(i + 1));
      assert.equal(await attr(points.nth(i), 'data-class'), row.class);
      assert.equal(await attr(moves.nth(i), 'data-ply'), String(i + 1));
      assert.equal(await attr(moves.nth(i), 'data-class'), row.class);
      assert.match(await moves.nth(i).textContent(), new RegExp(MOVES[i]));
    }
    const blunder = review.plies[BLUNDER_PLY - 1];
    assert.equal(blunder.move, 'd1-c1');
    assert.equal(blunder.class, 'blunder', `d1-c1 let the king escape: ${JSON.stringify(blunder)}`);
    assert.equal(blunder.chance_after, 0);
    assert.ok(/blunder/i.test(await moves.nth(BLUNDER_PLY - 1).textContent()), 'the class is written, not only coloured');

    // The summary per side is the server's.
    for (const side of ['attackers', 'defenders']) {
      const box = page.getByTestId(`review-summary-${side}`);
      for (const k of ['moves', 'best', 'good', 'inaccuracies', 'mistakes', 'blunders']) {
        assert.equal(await attr(box, `data-${k}`), String(review[side][k]), `${side} ${k}`);
      }
      assert.match(await box.textContent(), new RegExp(review[side].average_loss.toFixed(1)));
    }

    // A point of the graph shows that ply's position.
    await points.nth(2).click();
    await waitFor(async () => (await shownPly(page)) === 3, { message: 'ply 3 shown' });
    assert.deepEqual(await pageBoard(page), boards[3]);
    assert.equal(await attr(page.getByTestId('review-graph-cursor'), 'data-ply'), '3');
    assert.equal(await attr(moves.nth(2), 'aria-current'), 'step');
    // The arrow keys step.
    await page.keyboard.press('ArrowRight');
    await waitFor(async () => (await shownPly(page)) === 4, { message: 'ply 4 shown' });
    assert.deepEqual(await pageBoard(page), boards[4]);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await waitFor(async () => (await shownPly(page)) === 2, { message: 'ply 2 shown' });
    assert.deepEqual(await pageBoard(page), boards[2]);
    await page.keyboard.press('Home');
    await waitFor(async () => (await shownPly(page)) === 0, { message: 'the start shown' });
    assert.deepEqual(await pageBoard(page), boards[0]);

    // The blunder: its better move as an arrow, and the engine's line.
    await page.getByTestId('review-point').and(page.locator(`[data-ply="${BLUNDER_PLY}"]`)).click();
    await waitFor(async () => (await shownPly(page)) === BLUNDER_PLY, { message: 'the blunder shown' });
    assert.deepEqual(await pageBoard(page), boards[BLUNDER_PLY]);
    const arrow = page.getByTestId('review-arrow');
    await arrow.waitFor({ state: 'attached' });
    assert.equal(await attr(arrow, 'data-move'), blunder.best);
    assert.equal(await attr(arrow, 'data-ply'), String(BLUNDER_PLY));
    assert.notEqual(blunder.best, blunder.move);
    assert.match(await testText(page, 'review-best'), new RegExp(blunder.best));
    const line = await testText(page, 'review-line');
    assert.ok(line.includes(blunder.line.join(' ')), `the line ${blunder.line.join(' ')} in "${line}"`);
    const better = page.getByTestId('review-better').and(page.locator(`[data-ply="${BLUNDER_PLY}"]`));
    assert.match(await better.textContent(), new RegExp(blunder.best));
    // Every mistake and blunder in the list names its better move.
    const marked = review.plies.filter((p) => p.class === 'mistake' || p.class === 'blunder');
    assert.equal(await page.getByTestId('review-better').count(), marked.length);

    // The winning move was the engine's own: no arrow. A click on the move list.
    await moves.nth(MOVES.length - 1).click();
    await waitFor(async () => (await shownPly(page)) === MOVES.length, { message: 'the last ply shown' });
    assert.deepEqual(await pageBoard(page), boards[MOVES.length]);
    assert.equal(await page.getByTestId('review-arrow').count(), 0);
    assert.deepEqual(page.errors, []);
    await page.context().close();
    console.log(`# review of ${MOVES.length} plies: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  });

  test('at 390 px: the finished review, no sideways scroll', async () => {
    const page = await newPage(await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }));
    await page.goto(`${base}/review/${id}`);
    await page.getByTestId('review-graph').waitFor({ state: 'visible' });
    assert.equal(await page.getByTestId('review-start').isHidden(), true, 'a done review is shown, not asked for again');
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    assert.ok(widths.scroll <= widths.client, `no sideways scroll: ${JSON.stringify(widths)}`);
    await page.getByTestId('review-point').and(page.locator(`[data-ply="${BLUNDER_PLY}"]`)).tap();
    await waitFor(async () => (await shownPly(page)) === BLUNDER_PLY, { message: 'the blunder shown' });
    await page.getByTestId('review-arrow').waitFor({ state: 'attached' });
    const after = await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    assert.ok(after, 'still no sideways scroll with the better line shown');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});
