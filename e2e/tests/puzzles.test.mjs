// The puzzle trainer and the account page's bots, in the browser.
//
// As a guest on /puzzles (ludoteka): the page shows a puzzle; the test
// finds it by id in the shipped puzzles/ludoteka.jsonl and clicks its
// solution's moves (the server sends the replies and every board): the
// success message and a streak of 1, but no rating (guests play
// unrated). The next puzzle gets a wrong move (a soldier's move the page
// offers that is not the solution's first): the failure, the solution
// shown on the board and listed, the streak 0. Hint marks the piece that
// wins (one `hint` request) and the puzzle goes on; asked again (when the
// server's answer names the move) it shows the whole move; Show solution
// gives it up (one `give_up` request, naming the server's attempt).
//
// Bots: an account (one registration per run, under a name unique to it)
// sees its puzzle rating from the server on /puzzles, solves a puzzle
// (its first attempt, so rated: the rating rises), makes a bot on
// /account: its token shown once with the command to run
// it, the token working for the API; "New token" replaces it and the old
// one stops working.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ROOT, serverURL, launchBrowser, newPage, clickMove, square, testText, waitFor,
} from '../lib/harness.mjs';

const PRESET = 'ludoteka';
const RUN = Date.now().toString(36);

let base;
let browser;
const shipped = new Map(
  readFileSync(join(ROOT, 'puzzles', `${PRESET}.jsonl`), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l))
    .map((p) => [p.id, p]),
);

before(async () => {
  base = await serverURL();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

const attr = (page, testid, name) => page.getByTestId(testid).getAttribute(name);

/** Waits for a puzzle to solve (not `previous`); returns the shipped puzzle. */
async function puzzleShown(page, previous = null) {
  const id = await waitFor(async () => {
    if ((await attr(page, 'puzzle-status', 'data-state')) !== 'solving') return null;
    const shown = await attr(page, 'puzzle-id', 'data-id');
    return shown && shown !== previous ? shown : null;
  }, { message: 'a puzzle to solve' });
  const p = shipped.get(id);
  assert.ok(p, `puzzle ${id} is in puzzles/${PRESET}.jsonl`);
  assert.equal(await attr(page, 'board', 'data-ply'), '0');
  const status = await testText(page, 'puzzle-status');
  assert.match(status, new RegExp(`you play the ${p.solver}, win in ${p.win_in}`));
  return p;
}

async function myRating(page) {
  return Number(await attr(page, 'puzzle-my-rating', 'data-rating'));
}

/** Waits until the attempt is over as `state` (solved/failed), `rated` or not by the server. */
async function attemptOver(page, state, rated) {
  await waitFor(async () => (await attr(page, 'puzzle-result', 'data-state')) === state, { message: `the puzzle ${state}` });
  assert.equal(await attr(page, 'puzzle-result', 'data-rated'), String(rated));
}

/** Plays puzzle `p`'s solution by clicking (the page plays the replies). */
async function solveByClicks(page, p) {
  for (let i = 0; i < p.win_in; i++) {
    await waitFor(async () => (await attr(page, 'board', 'data-ply')) === String(2 * i)
      && (await attr(page, 'puzzle-status', 'data-state')) === 'solving', { message: `the position before the solver's move ${i + 1}` });
    const move = p.solution[2 * i];
    await square(page, move.split('-')[0]).click();
    // The page offers the move (its destinations), then plays it.
    assert.equal(await square(page, move.split('-')[1]).getAttribute('data-dest'), 'true');
    await square(page, move.split('-')[1]).click();
    if (i + 1 < p.win_in) {
      // The reply comes on the board by itself.
      const reply = p.solution[2 * i + 1];
      await waitFor(async () => (await attr(page, 'board', 'data-ply')) === String(2 * i + 2), { message: `the reply ${reply}` });
      assert.equal(await square(page, reply.split('-')[1]).getAttribute('data-last'), 'true');
    }
  }
}

describe('puzzles', { timeout: 120_000 }, () => {
  test('a guest solves a puzzle by clicking, then fails the next one', async () => {
    const page = await newPage(await browser.newContext({ viewport: { width: 1280, height: 900 } }));
    // From the start page's link.
    await page.goto(`${base}/`);
    await page.getByTestId('start-puzzles-link').click();
    await page.waitForURL(`${base}/puzzles`);
    assert.equal(await page.getByTestId('nav-puzzles').getAttribute('aria-current'), 'page');
    await page.goto(`${base}/puzzles?preset=${PRESET}`);
    assert.equal(await page.getByTestId('puzzle-preset').inputValue(), PRESET);

    const p = await puzzleShown(page);
    // Guests play unrated.
    assert.equal(await testText(page, 'puzzle-my-rating'), '–');
    assert.equal(await attr(page, 'puzzle-my-rating', 'data-rating'), '');
    assert.match(await page.locator('#puzzle-rating-note').textContent(), /unrated/);
    assert.equal(await attr(page, 'puzzle-streak', 'data-streak'), '0');
    assert.equal(await attr(page, 'puzzle-rating', 'data-rating'), String(Math.round(p.rating)));
    for (const theme of p.themes) assert.ok((await attr(page, 'puzzle-themes', 'data-themes')).split(' ').includes(theme));

    // The solver's moves of the solution; the page plays the replies.
    await solveByClicks(page, p);
    await attemptOver(page, 'solved', false);
    assert.match(await testText(page, 'puzzle-result'), /Solved/);
    assert.equal(await testText(page, 'puzzle-my-rating'), '–');
    assert.equal(await attr(page, 'puzzle-streak', 'data-streak'), '1');
    assert.equal(await page.getByTestId('puzzle-rating-change').isHidden(), true);
    assert.equal(await attr(page, 'puzzle-rating', 'data-rating'), String(Math.round(p.rating)), "a guest's solution moves no puzzle rating");

    // The next one, failed with a wrong move: a soldier's move the page
    // offers that is not the solution's first.
    await page.getByTestId('puzzle-next').click();
    const q = await puzzleShown(page, p.id);
    const qRating = await attr(page, 'puzzle-rating', 'data-rating');
    const movable = await page.locator('[data-testid^="sq-"][data-movable="true"]').evaluateAll((els) =>
      els.filter((e) => e.dataset.piece !== 'K').map((e) => e.dataset.sq));
    let wrong = null;
    for (const from of movable) {
      await square(page, from).click();
      const dests = await page.locator('[data-testid^="sq-"][data-dest="true"]').evaluateAll((els) => els.map((e) => e.dataset.sq));
      const to = dests.find((d) => `${from}-${d}` !== q.solution[0]);
      if (to) {
        wrong = `${from}-${to}`;
        await square(page, to).click();
        break;
      }
    }
    assert.ok(wrong, 'a wrong move offered by the page');
    await attemptOver(page, 'failed', false);
    assert.match(await testText(page, 'puzzle-result'), /failed/i);
    assert.match(await testText(page, 'puzzle-result'), new RegExp(wrong));
    // The solution: listed, and drawn on the board from the puzzle's position.
    const listed = await page.getByTestId('puzzle-solution').locator('button').evaluateAll((bs) => bs.map((b) => b.dataset.move));
    assert.deepEqual(listed, q.solution);
    assert.equal(await attr(page, 'board', 'data-line'), 'solution');
    assert.equal(await attr(page, 'board', 'data-ply'), '0');
    await page.getByTestId('puzzle-solution').locator('button').first().click();
    await waitFor(async () => (await attr(page, 'board', 'data-ply')) === '1', { message: 'the solution stepped' });
    assert.equal(await square(page, q.solution[0].split('-')[1]).getAttribute('data-last'), 'true');
    assert.equal(await attr(page, 'puzzle-rating', 'data-rating'), qRating, "a guest's failure moves no puzzle rating");
    assert.equal(await attr(page, 'puzzle-streak', 'data-streak'), '0');

    // Hint on the next one marks the piece that wins, and the puzzle goes on.
    await page.getByTestId('puzzle-next').click();
    const h = await puzzleShown(page, q.id);
    const asked = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (req.method() === 'POST' && path.startsWith(`/api/puzzles/${h.id}/`)) asked.push([path.split('/').pop(), req.postDataJSON()]);
    });
    const hintAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/puzzles/${h.id}/hint`);
    await page.getByTestId('puzzle-hint').click();
    const hinted = await (await hintAnswer).json();
    const from = h.solution[0].split('-')[0];
    await waitFor(async () => (await attr(page, 'board', 'data-hint')) === from, { message: 'the hint on the board' });
    assert.equal(await square(page, from).getAttribute('data-route'), 'true');
    assert.equal(await square(page, from).getAttribute('data-selected'), 'true');
    assert.equal(await attr(page, 'puzzle-status', 'data-state'), 'solving', 'a hint does not give up');
    assert.equal(await page.getByTestId('puzzle-result').isHidden(), true);
    assert.equal(await attr(page, 'board', 'data-line'), 'attempt');
    if (typeof hinted.move === 'string') {
      // Asked again, Hint shows the whole move (from the same answer: no
      // second request), as an arrow; giving up stays its own button.
      assert.equal(hinted.move, h.solution[0]);
      const again = page.getByTestId('puzzle-hint');
      assert.equal(await again.isDisabled(), false);
      assert.match(await again.textContent(), /show the move/);
      await again.click();
      await waitFor(async () => (await attr(page, 'board', 'data-hint-move')) === h.solution[0], { message: 'the hinted move on the board' });
      assert.equal(await attr(page, 'puzzle-status', 'data-state'), 'solving', 'the second hint does not give up');
      assert.equal(await page.getByTestId('puzzle-give-up').isDisabled(), false);
    } else {
      console.log('# the server names no move in its hint: the second hint is not offered');
    }
    assert.equal(await page.getByTestId('puzzle-hint').isDisabled(), true);
    assert.deepEqual(asked.map(([what]) => what), ['hint']);
    // Show solution gives it up: failed, with its solution, in one request
    // naming the attempt the hint started.
    await page.getByTestId('puzzle-give-up').click();
    await attemptOver(page, 'failed', false);
    assert.equal(asked.length, 2);
    assert.equal(asked[1][0], 'moves');
    assert.equal(asked[1][1].give_up, true);
    assert.equal(typeof asked[1][1].attempt, 'string');
    assert.equal(await attr(page, 'board', 'data-line'), 'solution');
    assert.equal(await attr(page, 'board', 'data-hint'), '');
    assert.deepEqual(await page.getByTestId('puzzle-solution').locator('button').evaluateAll((bs) => bs.map((b) => b.dataset.move)), h.solution);

    // The puzzles seen are remembered for this preset (the first visit,
    // from the start page's link, may have loaded one before them).
    const seen = await page.evaluate((preset) => JSON.parse(localStorage.getItem(`tablut.puzzleSeen.${preset}`)), PRESET);
    assert.deepEqual(seen.slice(-3), [p.id, q.id, h.id]);
    assert.deepEqual(page.errors, []);
  });

  test('an account makes a bot, sees its token once, and renews it', async () => {
    const owner = `pz-${RUN}`;
    const botName = `bot-${RUN}`;
    const page = await newPage(await browser.newContext({ viewport: { width: 1280, height: 900 } }));
    await page.goto(`${base}/account`);
    await page.getByTestId('account-guest').waitFor();
    await page.getByTestId('register-name').fill(owner);
    await page.getByTestId('register-password').fill('puzzles and bots');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('account-member').waitFor();

    // The account's puzzle rating comes from the server (the starting one).
    await page.goto(`${base}/puzzles?preset=${PRESET}`);
    const p = await puzzleShown(page);
    await waitFor(async () => (await attr(page, 'puzzle-my-rating', 'data-rating')) === '1500', { message: "the account's puzzle rating" });
    assert.equal(await testText(page, 'puzzle-my-rating'), '1500?');
    // Its first attempt at a puzzle is rated by the server.
    const shown = Number(await attr(page, 'puzzle-rating', 'data-rating'));
    await solveByClicks(page, p);
    await attemptOver(page, 'solved', true);
    assert.ok((await myRating(page)) > 1500, 'the rating rose');
    assert.ok(Number(await attr(page, 'puzzle-rating-change', 'data-diff')) > 0);
    assert.ok(Number(await attr(page, 'puzzle-rating', 'data-rating')) < shown, 'the puzzle is easier');
    await page.goto(`${base}/account`);
    await page.getByTestId('account-member').waitFor();
    await waitFor(async () => (await attr(page, 'bot-list', 'data-state')) === 'ready', { message: 'the bot list' });
    await page.getByTestId('bot-empty').waitFor();

    // Make a bot: its token once, with the command to run it.
    await page.getByTestId('bot-name').fill(botName);
    await page.getByTestId('bot-submit').click();
    await page.getByTestId('bot-token').waitFor();
    const token = await page.getByTestId('bot-token-value').inputValue();
    assert.match(token, /^bot_/);
    assert.equal(await testText(page, 'bot-token-name'), botName);
    assert.equal((await testText(page, 'bot-command')).trim(), `tablut bot --url ${base} --token ${token} --engine tablut`);
    await page.getByTestId('bot-list').locator(`[data-name="${botName}"]`).waitFor();
    assert.match(await testText(page, 'bot-message'), new RegExp(botName));

    /** The account a bearer token signs in as (null if refused). */
    const who = async (t) => {
      const res = await fetch(`${base}/api/account`, { headers: { authorization: `Bearer ${t}` } });
      if (!res.ok) return null;
      const body = await res.json();
      return body.account ? body.account.name : null;
    };
    assert.equal(await who(token), botName);

    // Once hidden, or on another visit, the token is not shown again.
    await page.getByTestId('bot-token-hide').click();
    assert.equal(await page.getByTestId('bot-token').isHidden(), true);
    await page.reload();
    await page.getByTestId('bot-list').locator(`[data-name="${botName}"]`).waitFor();
    assert.equal(await page.getByTestId('bot-token').isHidden(), true);
    assert.equal(await page.getByTestId('bot-token-value').inputValue(), '');

    // A new token: shown once; the old one stops working.
    await page.getByTestId('bot-list').locator(`[data-name="${botName}"]`).getByTestId('bot-token-new').click();
    await waitFor(async () => (await page.getByTestId('bot-token').isVisible()) && (await attr(page, 'bot-token', 'data-renewed')) === 'true', { message: 'the new token' });
    const renewed = await page.getByTestId('bot-token-value').inputValue();
    assert.match(renewed, /^bot_/);
    assert.notEqual(renewed, token);
    assert.ok((await testText(page, 'bot-command')).includes(renewed));
    assert.match(await testText(page, 'bot-message'), /old one no longer works/);
    assert.equal(await who(renewed), botName);
    assert.notEqual(await who(token), botName);

    // A name taken: the server's message beside the form.
    await page.getByTestId('bot-name').fill(botName);
    await page.getByTestId('bot-submit').click();
    await waitFor(async () => (await attr(page, 'bot-message', 'data-state')) === 'error', { message: 'the refusal' });
    assert.ok((await testText(page, 'bot-message')).length > 5);
    assert.deepEqual(page.errors, []);
  });
});
