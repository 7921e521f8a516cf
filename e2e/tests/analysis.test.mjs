// The analysis board `/analysis`, in the browser.
//
// The page is no referee: every check compares what it shows with
// `POST /api/analysis` asked by the test for the same moves. On the
// ludoteka start (the defenders move first) the engine's three lines
// stream in, each first move one of the server's legal moves; a move
// played by clicking (the page offering exactly the server's destinations)
// shows the server's board and brings new lines for the new position
// (attackers' moves now); a line's first move plays it. Going back and
// playing another move makes a variation; the main line's move shows its
// board again, playing a known move goes into the tree instead of adding
// to it, ← → step, a variation is made the main line and deleted. A shared
// link opens its position and moves, the address follows the position
// shown and a reload keeps it. A click on a square the page does not offer
// changes nothing; a piece dragged there is refused with the server's
// message and nothing changes. A game of this server opens with its moves
// (`?game=ID`, `?game=ID&ply=N`), from the game page's and the review
// page's links, and a downloaded record imports. The engine switches off
// and on. At 390 px the page has no sideways scroll.
import { describe, test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ROOT, Api, serverURL, launchBrowser, newPage, square, pageBoard, shownDestinations, testText, waitFor,
} from '../lib/harness.mjs';

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

// A page left open holds one of the address's two analysis connections:
// every test's pages are closed after it, passed or failed.
const contexts = [];
afterEach(async () => {
  while (contexts.length) await contexts.pop().close().catch(() => {});
});

/** The server's answer for these moves from the start of `variant`. */
async function analysis(body) {
  const r = await api.request('POST', '/api/analysis', body);
  assert.equal(r.status, 200, `POST /api/analysis ${JSON.stringify(body)}: ${r.text}`);
  return r.json;
}

const shownMoves = (page) => page.getByTestId('board').getAttribute('data-moves');

/** Waits until the board shows the position after `moves` (comma-joined) with its legal moves known. */
async function waitShown(page, moves, message) {
  await waitFor(async () => (await shownMoves(page)) === moves
    && (await page.getByTestId('board').getAttribute('data-ready')) === 'true', { message: message || `the position after '${moves}'` });
}

/** Waits for three engine lines for the position after `moves`; returns their first moves. */
async function waitLines(page, moves) {
  return waitFor(async () => {
    const list = page.getByTestId('analysis-lines');
    if ((await list.getAttribute('data-moves')) !== moves) return null;
    const lines = page.getByTestId('analysis-line');
    if ((await lines.count()) !== 3) return null;
    const firsts = await lines.evaluateAll((ls) => ls.map((l) => l.getAttribute('data-move')));
    const pvs = await lines.evaluateAll((ls) => ls.map((l) => l.querySelectorAll('[data-testid="analysis-line-move"], [data-testid="analysis-pv-move"]').length));
    return firsts.every(Boolean) && pvs.every((n) => n > 0) ? firsts : null;
  }, { timeout: 30_000, message: `three engine lines for '${moves}'` });
}

/** The destinations of `from` in `legal`. */
const targetsOf = (legal, from) => legal.filter((m) => m.startsWith(`${from}-`)).map((m) => m.split('-')[1]).sort();

/** The moves in the move list: [{move, path, main, current}]. */
function treeMoves(page) {
  return page.getByTestId('analysis-move').evaluateAll((bs) => bs.map((b) => ({
    move: b.dataset.move, path: b.dataset.path, main: b.dataset.main === 'true', current: b.getAttribute('aria-current') === 'step',
  })));
}

async function openAnalysis(path, { width = 1280, height = 900, mobile = false } = {}) {
  const context = await browser.newContext(mobile
    ? { viewport: { width, height }, isMobile: true, hasTouch: true }
    : { viewport: { width, height } });
  contexts.push(context);
  const page = await newPage(context);
  await page.goto(base + path);
  return { context, page };
}

/** Takes the keyboard focus off the board (whose arrow keys move its cursor). */
const blurBoard = (page) => page.evaluate(() => document.activeElement && document.activeElement.blur());

describe('analysis board', { timeout: 120_000 }, () => {
  test('the engine streams three lines, and new ones after a move played by clicking', async () => {
    const { page } = await openAnalysis('/analysis');
    const start = await analysis({});
    assert.equal(start.variant, 'ludoteka');
    assert.equal(start.side_to_move, 'defenders', 'the defenders move first in ludoteka');
    await waitShown(page, '');
    assert.deepEqual(await pageBoard(page), start.board);
    assert.match(await testText(page, 'analysis-status'), /Defenders to move/);

    const firsts = await waitLines(page, '');
    for (const m of firsts) assert.ok(start.legal.includes(m), `${m} is a legal first move`);
    const firstId = Number(await page.getByTestId('analysis-lines').getAttribute('data-id'));
    assert.match(await testText(page, 'analysis-engine-status'), /Searching… depth \d+|Done: depth \d+/);
    // The best line's first move is drawn as an arrow (both read at once:
    // the lines change at every depth).
    await waitFor(() => page.evaluate(() => {
      const arrow = document.querySelector('[data-testid="analysis-arrow"]');
      const best = document.querySelector('[data-testid="analysis-line"]');
      return !!arrow && !!best && arrow.getAttribute('data-move') === best.getAttribute('data-move');
    }), { message: 'the best move as an arrow' });

    // A move by clicking: the page offers exactly the server's destinations.
    const move = 'e3-h3';
    assert.ok(start.legal.includes(move));
    await square(page, 'e3').click();
    assert.deepEqual(await shownDestinations(page), targetsOf(start.legal, 'e3'));
    await square(page, 'h3').click();
    const after1 = await analysis({ moves: [move] });
    await waitShown(page, move);
    assert.deepEqual(await pageBoard(page), after1.board);
    assert.equal(after1.side_to_move, 'attackers');
    assert.match(await testText(page, 'analysis-status'), /Attackers to move/);

    // New lines, for the new position: attackers' moves now.
    const next = await waitLines(page, move);
    assert.ok(Number(await page.getByTestId('analysis-lines').getAttribute('data-id')) > firstId, 'a new search id');
    for (const m of next) assert.ok(after1.legal.includes(m), `${m} is legal for the attackers after ${move}`);
    assert.match(page.url(), /\/analysis\?variant=ludoteka&moves=e3-h3$/);

    // A line's first move plays it. (The lines are redrawn at every depth
    // and may change order meanwhile: whichever first move is clicked, it
    // is a move the engine proposed, and legal.)
    // A click can land on a line just as a deeper one replaces it: then
    // nothing is played, and the next line is clicked.
    let clicked = 0;
    const best = await waitFor(async () => {
      const shown = await shownMoves(page);
      if (shown.startsWith(`${move},`) && (await page.getByTestId('board').getAttribute('data-ready')) === 'true') return shown.split(',')[1];
      // Only while nothing has been played yet: a second click would play a second move.
      if (shown === move && clicked++ % 10 === 0) {
        await page.getByTestId('analysis-line').first().getByTestId('analysis-line-move').click({ timeout: 2_000 }).catch(() => {});
      }
      return null;
    }, { message: 'a line\'s first move played' });
    assert.ok(after1.legal.includes(best), `${best} is legal`);
    const after2 = await analysis({ moves: [move, best] });
    assert.deepEqual(await pageBoard(page), after2.board);
    await waitLines(page, `${move},${best}`);
    assert.deepEqual((await treeMoves(page)).map((m) => m.move), [move, best]);
    assert.deepEqual(page.errors, [], 'no uncaught errors in the page');
  });

  test('another move from an earlier position makes a variation; the main line stays a click away', async () => {
    const { page } = await openAnalysis('/analysis?variant=ludoteka&moves=e3-h3');
    await waitShown(page, 'e3-h3');
    const main = await analysis({ moves: ['e3-h3'] });
    const other = await analysis({ moves: ['e3-b3'] });

    await page.getByTestId('step-back').click();
    await waitShown(page, '');
    await square(page, 'e3').click();
    await square(page, 'b3').click();
    await waitShown(page, 'e3-b3');
    assert.deepEqual(await pageBoard(page), other.board);
    const variations = page.getByTestId('analysis-variation');
    await waitFor(async () => (await variations.count()) === 1, { message: 'one variation in the move list' });
    assert.equal(await variations.first().getAttribute('data-path'), 'e3-b3');
    assert.deepEqual(await treeMoves(page), [
      { move: 'e3-h3', path: 'e3-h3', main: true, current: false },
      { move: 'e3-b3', path: 'e3-b3', main: false, current: true },
    ]);
    await waitLines(page, 'e3-b3');

    // The main line's move shows its board again.
    await page.locator('[data-testid="analysis-move"][data-path="e3-h3"]').click();
    await waitShown(page, 'e3-h3');
    assert.deepEqual(await pageBoard(page), main.board);
    await waitLines(page, 'e3-h3');

    // Playing a move the tree holds goes there: nothing is added.
    await page.getByTestId('step-start').click();
    await waitShown(page, '');
    await square(page, 'e3').click();
    await square(page, 'b3').click();
    await waitShown(page, 'e3-b3');
    assert.equal((await treeMoves(page)).length, 2);

    // ← → step along the line shown (the variation), then into the main line.
    await blurBoard(page);
    await page.keyboard.press('ArrowLeft');
    await waitShown(page, '');
    await page.keyboard.press('ArrowRight');
    await waitShown(page, 'e3-h3', 'the main line first');

    // The variation made the main line, then deleted.
    await page.locator('[data-testid="analysis-move"][data-path="e3-b3"]').click();
    await waitShown(page, 'e3-b3');
    await page.getByTestId('analysis-promote').click();
    await waitFor(async () => (await treeMoves(page))[0].move === 'e3-b3', { message: 'e3-b3 first' });
    assert.deepEqual((await treeMoves(page)).map((m) => [m.move, m.main]), [['e3-b3', true], ['e3-h3', false]]);
    assert.equal(await page.getByTestId('analysis-promote').isDisabled(), true);
    await page.getByTestId('analysis-delete').click();
    await waitShown(page, '');
    assert.deepEqual((await treeMoves(page)).map((m) => m.move), ['e3-h3']);
    assert.equal(await variations.count(), 0);
    assert.deepEqual(page.errors, []);
  });

  test('a proved fortress is called out; one move earlier it is not', async () => {
    // Game 3 against tablut.cpp, to the move that closed its block for good.
    const moves = readFileSync(join(ROOT, 'crates/tablut-core/tests/data/fortress_game3.txt'), 'utf8').trim().split(/\s+/);
    const want = await analysis({ variant: 'ashton-server', moves });
    assert.equal(want.fortress, true);
    const { page } = await openAnalysis(`/analysis?variant=ashton-server&moves=${moves.join(',')}`);
    await waitShown(page, moves.join(','));
    const alert = page.getByTestId('analysis-alert');
    await waitFor(async () => (await alert.getAttribute('data-alert')) === 'fortress', { message: 'the fortress called' });
    assert.match(await testText(page, 'analysis-alert'), /^Fortress!\s*The defenders have walled the king in for good/);
    await blurBoard(page);
    await page.getByTestId('step-back').click();
    await waitShown(page, moves.slice(0, -1).join(','));
    await waitFor(async () => (await alert.getAttribute('data-alert')) !== 'fortress', { message: 'no fortress one move earlier' });
    assert.deepEqual(page.errors, []);
  });

  test('a shared link opens its position and moves; the address follows the position shown', async () => {
    const moves = ['e3-h3', 'd1-d3'];
    const want = await analysis({ variant: 'ludoteka', moves });
    const { page } = await openAnalysis(`/analysis?variant=ludoteka&moves=${moves.join(',')}`);
    await waitShown(page, moves.join(','));
    assert.deepEqual(await pageBoard(page), want.board);
    assert.deepEqual((await treeMoves(page)).map((m) => m.move), moves);
    assert.match(await testText(page, 'analysis-status'), new RegExp(`${want.side_to_move} to move`, 'i'));
    assert.equal(await page.getByTestId('step-label').textContent(), 'Move 2 of 2');
    const shared = await page.getByTestId('analysis-share-url').inputValue();
    assert.equal(shared, `${base}/analysis?variant=ludoteka&moves=e3-h3,d1-d3`);

    // Stepping back changes the address; a reload keeps the position.
    await page.getByTestId('step-back').click();
    await waitShown(page, 'e3-h3');
    await waitFor(async () => page.url().endsWith('/analysis?variant=ludoteka&moves=e3-h3'), { message: 'the address follows' });
    await page.reload();
    await waitShown(page, 'e3-h3');
    assert.deepEqual(await pageBoard(page), (await analysis({ moves: ['e3-h3'] })).board);

    // A position of another rule set, with its setup in the link.
    const bk = await analysis({ variant: 'brainking', moves: ['d5-d7'] });
    await page.goto(`${base}/analysis?variant=brainking&position=${encodeURIComponent(bk.position)}&moves=d5-d7`);
    await waitShown(page, 'd5-d7');
    assert.deepEqual(await pageBoard(page), bk.board);
    assert.equal(await page.getByTestId('analysis-variant').getAttribute('data-variant'), 'brainking');
    // The setup is the rule set's start: the link leaves it out.
    await waitFor(async () => (await page.getByTestId('analysis-share-url').inputValue()) === `${base}/analysis?variant=brainking&moves=d5-d7`, { message: 'a short link' });
    assert.deepEqual(page.errors, []);
  });

  test('a move the page does not offer changes nothing; dragged there, the server says why', async () => {
    const { page } = await openAnalysis('/analysis');
    await waitShown(page, '');
    const start = await analysis({});
    const before = await pageBoard(page);
    assert.ok(!start.legal.includes('e3-a2') && !start.legal.includes('e3-e1'));
    // Click: a piece, then a square it cannot reach.
    await square(page, 'e3').click();
    assert.equal(await square(page, 'e3').getAttribute('data-selected'), 'true');
    assert.equal(await square(page, 'a2').getAttribute('data-dest'), null);
    await square(page, 'a2').click();
    assert.equal(await square(page, 'e3').getAttribute('data-selected'), null, 'the selection is dropped');
    assert.equal(await shownMoves(page), '');
    assert.deepEqual(await pageBoard(page), before);
    assert.equal(await page.getByTestId('error').isHidden(), true, 'no message for a plain click');

    // Drag onto a square it cannot reach (e2 is in the way): the page asks
    // the server, shows its refusal, and changes nothing.
    assert.equal(await square(page, 'e1').getAttribute('data-dest'), null);
    const from = await square(page, 'e3').boundingBox();
    const to = await square(page, 'e1').boundingBox();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 + 5, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    const error = page.getByTestId('error');
    await error.waitFor({ state: 'visible' });
    const refused = await api.request('POST', '/api/analysis', { moves: ['e3-e1'] });
    assert.equal(refused.status, 422);
    assert.equal((await error.textContent()).trim(), refused.json.message);
    assert.equal(await shownMoves(page), '');
    assert.deepEqual(await pageBoard(page), before);
    assert.equal((await treeMoves(page)).length, 0);
    assert.deepEqual(page.errors, []);
  });

  test('a game of this server opens with its moves, from its page, its review page and its record', async () => {
    const g = await api.create({ variant: 'brainking', opponent: 'local', name: 'Ann' });
    let s = g.state;
    for (const move of ['d5-d7', 'f1-f3']) {
      const r = await api.command(g.id, g.secret, { type: 'move', move, ply: s.ply });
      assert.equal(r.status, 200, r.text);
      s = r.json;
    }
    const atOne = await analysis({ game: g.id, ply: 1 });

    // The whole game, shown at its end.
    const { page } = await openAnalysis(`/analysis?game=${g.id}`);
    await waitShown(page, 'd5-d7,f1-f3');
    assert.deepEqual(await pageBoard(page), s.board);
    assert.deepEqual((await treeMoves(page)).map((m) => [m.move, m.main]), [['d5-d7', true], ['f1-f3', true]]);
    assert.equal(await page.getByTestId('analysis-variant').getAttribute('data-variant'), 'brainking');
    // The address becomes a link to the position (the game's start is brainking's).
    await waitFor(async () => page.url().endsWith('/analysis?variant=brainking&moves=d5-d7,f1-f3'), { message: 'the address of the position' });

    // The game page links to the position it shows (a spectator's page here).
    await page.goto(`${base}/g/${g.id}`);
    const link = page.getByTestId('analyse-link');
    await link.waitFor({ state: 'visible' });
    assert.equal(await link.getAttribute('href'), `/analysis?game=${g.id}&ply=2`);
    await page.getByTestId('step-back').click();
    await waitFor(async () => (await link.getAttribute('href')) === `/analysis?game=${g.id}&ply=1`, { message: 'the link follows the ply shown' });
    await link.click();
    await page.waitForURL(/\/analysis\?/);
    await waitShown(page, 'd5-d7');
    assert.deepEqual(await pageBoard(page), atOne.board);
    // The rest of the game is there too, one step on.
    assert.deepEqual((await treeMoves(page)).map((m) => [m.move, m.current]), [['d5-d7', true], ['f1-f3', false]]);
    await blurBoard(page);
    await page.keyboard.press('ArrowRight');
    await waitShown(page, 'd5-d7,f1-f3');

    // The review page links to its ply too.
    await page.goto(`${base}/review/${g.id}`);
    await waitFor(async () => (await page.getByTestId('review-analyse').getAttribute('href')) === `/analysis?game=${g.id}&ply=2`, { message: 'the review page link' });

    // Every page's header leads here.
    assert.equal(await page.getByTestId('nav-analysis').getAttribute('href'), '/analysis');

    // The downloaded record imports.
    const record = await (await fetch(`${base}/api/games/${g.id}/record`)).text();
    await page.goto(`${base}/analysis`);
    await waitShown(page, '');
    await page.getByTestId('analysis-import').locator('summary').click();
    await page.getByTestId('analysis-import-text').fill(record);
    await page.getByTestId('analysis-import-submit').click();
    await waitFor(async () => (await page.getByTestId('analysis-import-message').getAttribute('data-state')) === 'ok', { message: 'the record imported' });
    await waitShown(page, '');
    assert.equal(await page.getByTestId('analysis-variant').getAttribute('data-variant'), 'brainking');
    assert.deepEqual((await treeMoves(page)).map((m) => m.move), ['d5-d7', 'f1-f3']);
    await page.getByTestId('step-end').click();
    await waitShown(page, 'd5-d7,f1-f3');
    assert.deepEqual(await pageBoard(page), s.board);

    // An unknown game: the server's message, and a board to work with all the same.
    await page.goto(`${base}/analysis?game=nosuchgame`);
    await page.getByTestId('error').waitFor({ state: 'visible' });
    await waitShown(page, '');
    assert.deepEqual(page.errors, []);
  });

  test('the engine switches off and on', async () => {
    const { page } = await openAnalysis('/analysis?variant=ludoteka&moves=e3-h3');
    await waitShown(page, 'e3-h3');
    await waitLines(page, 'e3-h3');
    const toggle = page.getByTestId('analysis-engine-toggle');
    await toggle.uncheck();
    await waitFor(async () => (await page.getByTestId('analysis-engine-status').getAttribute('data-state')) === 'off', { message: 'the engine off' });
    assert.equal(await page.getByTestId('analysis-line').count(), 0);
    // Moves go on without it.
    await page.getByTestId('step-back').click();
    await waitShown(page, '');
    await page.waitForTimeout(300);
    assert.equal(await page.getByTestId('analysis-line').count(), 0);
    await toggle.check();
    await waitLines(page, '');
    assert.deepEqual(page.errors, []);
  });

  test('at phone width (390x844) the page fits and plays a move by tapping', async () => {
    const { page } = await openAnalysis('/analysis', { width: 390, height: 844, mobile: true });
    await waitShown(page, '');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `page is ${width} px wide at a 390 px viewport`);
    const box = await page.getByTestId('board').boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 390, `board spans ${box.x}..${box.x + box.width}`);
    await square(page, 'e3').tap();
    await square(page, 'h3').tap();
    await waitShown(page, 'e3-h3');
    await waitLines(page, 'e3-h3');
    assert.deepEqual(page.errors, []);
  });
});
