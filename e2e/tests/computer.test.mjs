// Issue test 1: a whole game against the computer, played by clicking.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  Api, serverURL, launchBrowser, newPage, startGame, clickMove, waitPageAt, testText, waitFor, timed,
} from '../lib/harness.mjs';
import { escapeSquares, bestDefenderMove } from '../lib/tafl.mjs';

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

test('a game against the computer at beginner level, played by clicking, ends with its outcome shown and is archived', { timeout: 150_000 }, async () => {
  const t0 = Date.now();
  const context = await browser.newContext();
  const page = await newPage(context);

  // Brainking: the king escapes to any edge square, so a game ends soon.
  const id = await startGame(page, base, {
    variant: 'brainking', opponent: 'computer', side: 'defenders', level: 'beginner', name: 'E2E player',
  });
  let s = await api.state(id);
  assert.equal(s.mode, 'computer');
  assert.equal(s.level, 'beginner');
  assert.match(s.variant, /^brainking/);
  assert.equal(s.seats.defenders.kind, 'human');
  assert.equal(s.seats.attackers.kind, 'computer');
  assert.equal(s.seats.defenders.name, 'E2E player');

  const escapes = escapeSquares(await api.rulesets(), s.variant);
  const played = [];
  for (let i = 0; i < 80; i++) {
    s = await api.waitTurn(id, 'defenders');
    if (s.status === 'finished') break;
    await waitPageAt(page, s);
    const mv = bestDefenderMove(s, escapes);
    assert.ok(s.legal.includes(mv));
    await clickMove(page, mv);
    const after = await api.waitState(id, (x) => x.ply > s.ply, { message: `the click move ${mv} at ply ${s.ply}` });
    assert.equal(after.moves[s.ply].move, mv, 'the server played the move that was clicked');
    played.push(mv);
  }
  s = await api.state(id);
  assert.equal(s.status, 'finished', `the game ended within 80 moves (${played.join(' ')})`);
  assert.notEqual(s.outcome.result, 'ongoing');
  assert.ok(s.outcome.text, 'the outcome has a sentence for people');
  console.log(`# computer game ${id}: ${s.outcome.text} after ${s.ply} plies (ours: ${played.join(' ')})`);

  // The page shows the outcome sentence and an empty set of legal moves.
  await waitPageAt(page, s);
  const outcome = page.getByTestId('outcome');
  await outcome.waitFor({ state: 'visible' });
  await waitFor(async () => (await testText(page, 'outcome')).includes(s.outcome.text), {
    message: `outcome to read "${s.outcome.text}"`,
  });

  // The archive lists it, in the API and on the page, with a link to replay.
  const archive = await api.archive();
  assert.ok(archive.some((g) => g.id === id), 'the finished game is in /api/archive');
  await page.goto(`${base}/archive`);
  const link = page.getByTestId('archive-list').locator(`a[href*="/g/${id}"]`);
  await link.first().waitFor({ state: 'visible', timeout: 15_000 });
  await link.first().click();
  await page.waitForURL(new RegExp(`/g/${id}`));
  await page.getByTestId('outcome').waitFor({ state: 'visible' });
  await waitPageAt(page, s);

  // Replay: one step back shows the position before the last move.
  const viewPly = () => page.getByTestId('board').getAttribute('data-view-ply');
  await page.getByTestId('step-back').click();
  await waitFor(async () => (await viewPly()) === String(s.ply - 1), { message: 'step-back to show the previous position' });
  const last = s.moves[s.ply - 1].move.split('-');
  assert.notEqual(await page.getByTestId(`sq-${last[0]}`).getAttribute('data-piece'), '', 'before the last move its piece stands on its from-square');
  await page.getByTestId('step-forward').click();
  await waitFor(async () => (await viewPly()) === String(s.ply), { message: 'step-forward to the final position' });

  // The record download is the game in OpenTafl's format.
  const href = await page.getByTestId('download').getAttribute('href');
  const rec = await fetch(new URL(href, base));
  assert.equal(rec.status, 200);
  const text = await rec.text();
  assert.match(text, /rules/i, 'the record names its rules');
  assert.ok(text.includes(s.moves[0].move), 'the record holds the moves');

  assert.deepEqual(page.errors, [], 'no uncaught errors in the page');
  await context.close();
  timed('computer game test', t0);
});
