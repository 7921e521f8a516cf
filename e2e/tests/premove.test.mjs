// Premoves between two friends with a clock (issue 33): while Bob is to
// move, Ann picks her next move by clicking; it is played the instant
// Bob's move arrives. A premove taken back (by clicking the piece again,
// by Escape, by a right-click) is never sent, and one that Bob's move made
// illegal is dropped with a notice, leaving Ann to move.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  Api, serverURL, launchBrowser, newPage, setControl, gameIdFromUrl, readInviteLink, square, waitPageAt, waitFor, testText,
} from '../lib/harness.mjs';
import { parseBoard, parseMove, applyMove, squareName, squareRC, quietMove } from '../lib/tafl.mjs';

let base;
let api;
let browser;
let ann; // the attackers
let bob; // the defenders, who move first in ludoteka
let id;
let special; // squares an attacker's test move keeps away from (throne, corners, camps)

before(async () => {
  base = await serverURL();
  api = new Api(base);
  browser = await launchBrowser();
  ann = await newPage(await browser.newContext({ viewport: { width: 1280, height: 900 } }));
  bob = await newPage(await browser.newContext({ viewport: { width: 1280, height: 900 } }));
  const rs = (await api.rulesets()).find((r) => r.name === 'ludoteka');
  const list = (v) => (Array.isArray(v) ? v : v ? [v] : []);
  special = new Set([...list(rs.squares.throne), ...list(rs.squares.corners), ...list(rs.squares.camps)]);
});

after(async () => {
  await browser?.close();
});

/**
 * The attackers' slides in `grid` (through empty squares, onto an empty
 * one), keeping off the special squares, whose rules differ by rule set.
 */
function attackerSlides(grid) {
  const out = [];
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      if (grid[r][c] !== 't') continue;
      for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
        for (let rr = r + dr, cc = c + dc; rr >= 0 && rr < 9 && cc >= 0 && cc < 9; rr += dr, cc += dc) {
          const to = squareName(rr, cc);
          if (grid[rr][cc] !== '.' || special.has(to)) break;
          out.push(`${squareName(r, c)}-${to}`);
        }
      }
    }
  }
  return out;
}

/** A quiet move of Bob's and a premove of Ann's that stays a plain slide after it. */
function compatiblePair(s) {
  for (let n = 0; n < s.legal.length; n++) {
    const bobMove = quietMove(s, n);
    const after = new Set(attackerSlides(applyMove(parseBoard(s.board), bobMove)));
    const premove = attackerSlides(parseBoard(s.board)).find((m) => after.has(m));
    if (premove) return { bobMove, premove };
  }
  throw new Error('no premove that survives a quiet move of Bob');
}

/** A move of Bob's that blocks or takes the destination of a premove of Ann's. */
function blockingPair(s) {
  const grid = parseBoard(s.board);
  const slides = attackerSlides(grid);
  for (const bobMove of s.legal) {
    const { to } = parseMove(bobMove);
    const after = new Set(attackerSlides(applyMove(grid, bobMove)));
    // Bob's piece lands on the premove's way: at its end or between.
    const premove = slides.find((m) => !after.has(m) && onWay(m, to));
    if (premove) return { bobMove, premove };
  }
  throw new Error('no move of Bob that blocks a premove');
}

function onWay(move, sq) {
  const { from, to } = parseMove(move);
  const [r0, c0] = squareRC(from);
  const [r1, c1] = squareRC(to);
  const [r, c] = squareRC(sq);
  if (r0 === r1 && r === r0) return Math.min(c0, c1) < c && c <= Math.max(c0, c1);
  if (c0 === c1 && c === c0) return Math.min(r0, r1) < r && r <= Math.max(r0, r1);
  return false;
}

/** Drags the piece of `move` to its square with the mouse, as a player would. */
async function dragMove(page, move) {
  const { from, to } = parseMove(move);
  const a = await square(page, from).boundingBox();
  const b = await square(page, to).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 4, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

async function clickMove(page, move) {
  const { from, to } = parseMove(move);
  await square(page, from).click();
  await square(page, to).click();
}

/** The squares Ann's board marks as her premove. */
const premoveMarks = (page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-testid^="sq-"][data-premove]')].map((e) => e.dataset.sq).sort());

async function premoveShown(page, move) {
  const { from, to } = parseMove(move);
  await waitFor(async () => JSON.stringify(await premoveMarks(page)) === JSON.stringify([from, to].sort()), { message: `premove ${move} marked` });
  assert.equal(await page.getByTestId('premove-note').isVisible(), true);
  assert.match(await testText(page, 'premove-text'), new RegExp(move));
}

async function premoveGone(page) {
  await waitFor(async () => (await premoveMarks(page)).length === 0, { message: 'no premove marked' });
  assert.equal(await page.getByTestId('premove-note').isVisible(), false);
}

describe('premoves between two friends with a clock', { timeout: 150_000 }, () => {
  test('Ann starts a 5+3 game for a friend; Bob joins', async () => {
    await ann.goto(`${base}/`);
    await setControl(ann, 'variant', 'ludoteka');
    await setControl(ann, 'opponent', 'friend');
    await ann.getByTestId('clock').waitFor({ state: 'visible' });
    await setControl(ann, 'clock', '5+3');
    await setControl(ann, 'side', 'attackers');
    await setControl(ann, 'name', 'Ann');
    await ann.getByTestId('start').click();
    await ann.waitForURL(/\/g\/[^/?#]+/);
    id = gameIdFromUrl(ann.url());
    const invite = await readInviteLink(ann);
    await bob.goto(invite);
    await bob.getByTestId('join-name').fill('Bob');
    await bob.getByTestId('join-take').click();
    const s = await api.waitState(id, (x) => x.status === 'active', { message: 'Bob joined' });
    assert.equal(s.clock.control, '5+3');
    assert.equal(s.side_to_move, 'defenders');
    for (const p of [ann, bob]) await waitPageAt(p, s);
    // Both pages know their seats (taken on the WebSocket) before anyone clicks.
    await waitFor(async () => ann.locator('#seat-attackers .you-badge').isVisible(), { message: "Ann's seat" });
    await waitFor(async () => bob.locator('#seat-defenders .you-badge').isVisible(), { message: "Bob's seat" });
    // The help under the board says how premoves work, in a game that takes them.
    await waitFor(async () => /premove/i.test(await ann.locator('#board-hint').textContent()), { message: 'the premove help' });
  });

  test("a premove chosen on Bob's turn is played the moment his move arrives", async () => {
    const s = await api.state(id);
    const { bobMove, premove } = compatiblePair(s);
    await clickMove(ann, premove);
    await premoveShown(ann, premove);
    assert.equal((await api.state(id)).ply, s.ply, 'nothing is sent before Bob moves');

    await clickMove(bob, bobMove);
    const next = await api.waitState(id, (x) => x.ply === s.ply + 2, { message: 'Bob\'s move and Ann\'s premove' });
    assert.equal(next.moves[s.ply].move, bobMove);
    assert.equal(next.moves[s.ply + 1].move, premove, 'the premove was played');
    for (const p of [ann, bob]) await waitPageAt(p, next);
    await premoveGone(ann);
  });

  test('a premove taken back (the piece clicked again, Escape, a right-click) is not played', async () => {
    const s = await api.state(id);
    assert.equal(s.side_to_move, 'defenders');
    const { bobMove, premove } = compatiblePair(s);
    const { from } = parseMove(premove);

    await clickMove(ann, premove);
    await premoveShown(ann, premove);
    await square(ann, from).click();
    await premoveGone(ann);

    // Made by dragging, taken back by Escape.
    await dragMove(ann, premove);
    await premoveShown(ann, premove);
    await ann.keyboard.press('Escape');
    await premoveGone(ann);

    await clickMove(ann, premove);
    await premoveShown(ann, premove);
    await square(ann, from).click({ button: 'right' });
    await premoveGone(ann);

    await clickMove(bob, bobMove);
    const next = await api.waitState(id, (x) => x.ply === s.ply + 1, { message: "Bob's move" });
    await waitPageAt(ann, next);
    await sleep(1000);
    const still = await api.state(id);
    assert.equal(still.ply, s.ply + 1, 'no move was sent for Ann');
    assert.equal(still.side_to_move, 'attackers');

    // Ann plays on her turn as usual; Bob is to move again.
    await clickMove(ann, premove);
    const after = await api.waitState(id, (x) => x.ply === s.ply + 2, { message: "Ann's move" });
    assert.equal(after.moves[s.ply + 1].move, premove);
    for (const p of [ann, bob]) await waitPageAt(p, after);
  });

  test("a premove that Bob's move made illegal is dropped with a notice", async () => {
    const s = await api.state(id);
    assert.equal(s.side_to_move, 'defenders');
    const { bobMove, premove } = blockingPair(s);
    await clickMove(ann, premove);
    await premoveShown(ann, premove);

    await clickMove(bob, bobMove);
    const next = await api.waitState(id, (x) => x.ply === s.ply + 1, { message: "Bob's move" });
    assert.ok(!next.legal.includes(premove), 'the premove is no longer legal');
    await waitPageAt(ann, next);
    await waitFor(async () => (await testText(ann, 'notice')).includes(premove), { message: 'the notice of the dropped premove' });
    await premoveGone(ann);
    await sleep(500);
    const still = await api.state(id);
    assert.equal(still.ply, s.ply + 1, 'nothing was sent');
    assert.equal(still.side_to_move, 'attackers', 'Ann is to move');
    for (const p of [ann, bob]) assert.deepEqual(p.errors, []);
  });
});

describe('move confirmation by correspondence', { timeout: 120_000 }, () => {
  let corr;

  test('Ann starts a correspondence game (3d); Bob joins; premoves are not offered', async () => {
    await ann.goto(`${base}/`);
    await setControl(ann, 'variant', 'ludoteka');
    await setControl(ann, 'opponent', 'friend');
    await ann.getByTestId('clock').waitFor({ state: 'visible' });
    await setControl(ann, 'clock', '3d');
    await setControl(ann, 'side', 'attackers');
    await ann.getByTestId('start').click();
    await ann.waitForURL(/\/g\/[^/?#]+/);
    corr = gameIdFromUrl(ann.url());
    const invite = await readInviteLink(ann);
    await bob.goto(invite);
    await bob.getByTestId('join-take').click();
    const s = await api.waitState(corr, (x) => x.status === 'active', { message: 'Bob joined' });
    assert.equal(s.clock.control, '3d');
    for (const p of [ann, bob]) await waitPageAt(p, s);
    await waitFor(async () => ann.locator('#seat-attackers .you-badge').isVisible(), { message: "Ann's seat" });
    // By correspondence there is time to wait: a click on Bob's turn makes no premove.
    const { premove } = compatiblePair(s);
    await clickMove(ann, premove);
    await sleep(300);
    assert.deepEqual(await premoveMarks(ann), []);
    assert.doesNotMatch(await ann.locator('#board-hint').textContent(), /premove/i);
  });

  test('a chosen move waits for Confirm; Cancel and Escape take it back', async () => {
    const s = await api.state(corr);
    const toggle = bob.getByTestId('confirm-toggle');
    await toggle.waitFor({ state: 'visible' });
    assert.equal(await toggle.isChecked(), true, 'on by default by correspondence');
    const move = quietMove(s);

    await clickMove(bob, move);
    await bob.getByTestId('confirm-move').waitFor({ state: 'visible' });
    assert.match(await testText(bob, 'confirm-move'), new RegExp(move));
    assert.equal(await premoveMarks(bob).then((m) => m.length), 2, 'the move is marked on the board');
    await bob.getByTestId('confirm-no').click();
    await bob.getByTestId('confirm-move').waitFor({ state: 'hidden' });

    await clickMove(bob, move);
    await bob.getByTestId('confirm-move').waitFor({ state: 'visible' });
    await bob.keyboard.press('Escape');
    await bob.getByTestId('confirm-move').waitFor({ state: 'hidden' });
    await sleep(300);
    assert.equal((await api.state(corr)).ply, 0, 'nothing was sent');

    // By keyboard: the Confirm button has the focus once the move is chosen.
    await clickMove(bob, move);
    await bob.getByTestId('confirm-move').waitFor({ state: 'visible' });
    assert.equal(await bob.evaluate(() => document.activeElement.dataset.testid), 'confirm-yes');
    await bob.keyboard.press('Enter');
    const next = await api.waitState(corr, (x) => x.ply === 1, { message: 'the confirmed move' });
    assert.equal(next.moves[0].move, move);
    await bob.getByTestId('confirm-move').waitFor({ state: 'hidden' });
  });

  test('with the option off, a move is sent at once, and the choice is kept', async () => {
    const s = await api.state(corr);
    await waitPageAt(ann, s);
    const toggle = ann.getByTestId('confirm-toggle');
    await toggle.uncheck();
    assert.equal(await ann.evaluate(() => localStorage.getItem('tablut.confirm-moves')), 'off');
    const move = quietMove(s);
    await clickMove(ann, move);
    const next = await api.waitState(corr, (x) => x.ply === 2, { message: "Ann's move" });
    assert.equal(next.moves[1].move, move);
    assert.equal(await ann.getByTestId('confirm-move').isVisible(), false);
    await ann.reload();
    assert.equal(await ann.getByTestId('confirm-toggle').isChecked(), false);
    for (const p of [ann, bob]) assert.deepEqual(p.errors, []);
  });
});
