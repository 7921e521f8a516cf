// Issue test 4: illegal click sequences change nothing; a reload mid-game
// keeps the game and the seat; undo against the computer takes back a pair.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  Api, serverURL, launchBrowser, newPage, startGame, clickMove, square, waitPageAt,
  shownDestinations, testText, waitFor, timed,
} from '../lib/harness.mjs';
import { illegalPair, parseMove, parseBoard, pieceAt, quietMove } from '../lib/tafl.mjs';
import { setTimeout as sleep } from 'node:timers/promises';

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

/** Asserts that nothing changed: the server's game and the page's move list. */
async function assertUnchanged(page, id, s, what) {
  await sleep(700);
  const now = await api.state(id);
  assert.equal(now.ply, s.ply, `${what}: no move was played`);
  assert.deepEqual(now.board, s.board, `${what}: the position is the same`);
  await waitPageAt(page, s);
}

test('illegal click sequences do not change the position, a reload keeps game and seat, undo takes back', { timeout: 120_000 }, async () => {
  const t0 = Date.now();
  const context = await browser.newContext();
  const page = await newPage(context);
  const id = await startGame(page, base, { variant: 'ludoteka', opponent: 'computer', side: 'defenders', level: 'beginner' });
  let s = await api.waitTurn(id, 'defenders');
  assert.equal(s.ply, 0, 'ludoteka: the defenders move first');
  await waitPageAt(page, s);
  const grid = parseBoard(s.board);

  // 1. A defender, then a diagonal square: not a move.
  const bad = illegalPair(s);
  assert.ok(bad, 'found an illegal destination');
  await square(page, bad.from).click();
  await square(page, bad.to).click();
  await assertUnchanged(page, id, s, `${bad.from} then ${bad.to}`);

  // 2. An attacker (the computer's piece) and one of its legal-looking destinations.
  await square(page, 'e2').click();
  assert.equal(pieceAt(grid, 'e2'), 't');
  assert.deepEqual(await shownDestinations(page), [], 'no destinations for the opponent\'s piece');
  await square(page, 'f2').click();
  await assertUnchanged(page, id, s, 'attacker e2 then f2');

  // 3. Two empty squares.
  await square(page, 'b7').click();
  await square(page, 'b6').click();
  await assertUnchanged(page, id, s, 'empty b7 then empty b6');

  // 4. A defender onto another piece (e3 is a defender, e2 an attacker).
  await square(page, 'e3').click();
  await square(page, 'e2').click();
  await assertUnchanged(page, id, s, 'defender e3 onto attacker e2');

  // After all that, a legal move by clicking still plays.
  // (From a piece not clicked above, so a kept selection cannot toggle off.)
  const mv1 = quietMove({ ...s, legal: s.legal.filter((m) => !m.startsWith('e3-') && !m.startsWith(`${bad.from}-`)) }, 3);
  await clickMove(page, mv1);
  s = await api.waitState(id, (x) => x.ply >= 1, { message: `${mv1} to be played` });
  assert.equal(s.moves[0].move, mv1);
  s = await api.waitTurn(id, 'defenders');
  assert.equal(s.ply, 2, 'the computer answered');
  await waitPageAt(page, s);

  const mv2 = quietMove(s, 5);
  await clickMove(page, mv2);
  s = await api.waitState(id, (x) => x.ply >= 3, { message: `${mv2} to be played` });
  s = await api.waitTurn(id, 'defenders');
  await waitPageAt(page, s);
  const secret = await page.evaluate((gid) => localStorage.getItem(`tablut.secret.${gid}`), id);
  assert.match(secret || '', /^[0-9a-f]{32}$/, 'the seat\'s secret is in localStorage');

  // Reload mid-game: same game, same moves, still our seat.
  await page.reload();
  assert.match(page.url(), new RegExp(`/g/${id}`));
  await waitPageAt(page, s);
  const list = await testText(page, 'move-list');
  for (const m of s.moves) assert.ok(list.includes(m.move), `move ${m.move} listed after reload`);
  const mv3 = quietMove(s, 1);
  const { from } = parseMove(mv3);
  await square(page, from).click();
  const expected = s.legal.filter((m) => m.startsWith(`${from}-`)).map((m) => m.split('-')[1]).sort();
  await waitFor(async () => JSON.stringify(await shownDestinations(page)) === JSON.stringify(expected), {
    timeout: 5_000, message: `after reload, destinations of ${from} to be ${expected.join(' ')}`,
  });
  await square(page, parseMove(mv3).to).click();
  s = await api.waitState(id, (x) => x.ply >= 5, { message: `${mv3} to be played after reload` });
  assert.equal(s.moves[4].move, mv3);
  s = await api.waitTurn(id, 'defenders');
  await waitPageAt(page, s);

  // Undo against the computer: our last move and its reply go.
  const plyBefore = s.ply;
  await page.getByTestId('undo').click();
  s = await api.waitState(id, (x) => x.ply === plyBefore - 2, { message: 'undo to take back two plies' });
  assert.equal(s.moves.length, plyBefore - 2);
  await waitPageAt(page, s);

  assert.deepEqual(page.errors, [], 'no uncaught errors in the page');
  await context.close();
  timed('illegal clicks / reload / undo test', t0);
});

test('at phone width (390x844) the game page fits: no sideways scrolling, the whole board on screen, moves by tapping', { timeout: 60_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await newPage(context);
  const id = await startGame(page, base, { variant: 'ludoteka', opponent: 'computer', side: 'defenders', level: 'beginner' });
  let s = await api.waitTurn(id, 'defenders');
  await waitPageAt(page, s);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `page is ${width} px wide at a 390 px viewport`);
  const box = await page.getByTestId('board').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, `board spans ${box.x}..${box.x + box.width}`);
  const a1 = await page.getByTestId('sq-a1').boundingBox();
  assert.ok(a1.width >= 30, `a square is ${a1.width} px wide: big enough to tap`);
  const mv = quietMove(s, 2);
  const [from, to] = mv.split('-');
  await square(page, from).tap();
  await square(page, to).tap();
  s = await api.waitState(id, (x) => x.ply >= 1, { message: `${mv} to be played by tapping` });
  assert.equal(s.moves[0].move, mv);
  assert.deepEqual(page.errors, [], 'no uncaught errors in the page');
  await context.close();
});
