// The other pages speak the player's language too: the lobby (a guest's
// seek waiting in it, and another player's seek in its table), the puzzle
// trainer (a puzzle, then given up: the solution shown), a game's review
// (one not reviewed yet, one reviewed: graph, classes, summaries, the
// better move), the analysis board (the engine's lines in), the account
// page, the leaderboard and a missing player's profile, opened with
// `?lang=xx` in Spanish, Catalan, Dutch, Italian and Swedish: each has
// `<html lang="xx">`, shows no catalog key and no English sentence of the
// catalog (every English message of three words or more whose translation
// differs, compared with /api/i18n/en and /api/i18n/xx), in its text, its
// title or its elements' labels.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Api, serverURL, launchBrowser, newPage, waitFor, timed } from '../lib/harness.mjs';
import { LANGS, englishSentences, assertSpeaks } from '../lib/languages.mjs';

// A brainking friend game with a blunder (d1-c1) and the king's escape.
const MOVES = ['d5-d7', 'f1-f3', 'f5-f4', 'e2-f2', 'e5-d5', 'd1-c1', 'd5-d1'];

let base;
let api;
let browser;
let english;
let reviewed; // a finished game, reviewed
let unreviewed; // a finished game nobody asked to review
let annsPage; // the maker of the lobby's seek, on the site meanwhile

before(async () => {
  base = await serverURL();
  api = new Api(base);
  browser = await launchBrowser();
  english = (await api.get('/api/i18n/en')).messages;
});

after(async () => {
  await browser?.close();
});


/** A brainking friend game played to its end through the API; its id. */
async function finishedGame() {
  const created = await api.request('POST', '/api/games', { variant: 'brainking', opponent: 'friend', side: 'attackers', name: 'Ann' });
  assert.equal(created.status, 201, created.text);
  const id = created.json.id;
  const joined = await api.request('POST', `/api/games/${id}/join`, { invite: created.json.invite, name: 'Bob' });
  assert.equal(joined.status, 200, joined.text);
  const secret = { attackers: created.json.secret, defenders: joined.json.secret };
  let s = joined.json.state;
  for (const move of MOVES) {
    const r = await api.command(id, secret[s.side_to_move], { type: 'move', move, ply: s.ply });
    assert.equal(r.status, 200, `${move}: ${r.text}`);
    s = r.json;
  }
  assert.equal(s.status, 'finished');
  return id;
}

describe('the lobby, puzzles, review, analysis and account pages in the player\'s language', { timeout: 400_000 }, () => {
  test('two finished games, one of them reviewed', async () => {
    reviewed = await finishedGame();
    unreviewed = await finishedGame();
    const asked = await api.request('POST', `/api/games/${reviewed}/review`);
    assert.ok([200, 201, 202].includes(asked.status), asked.text);
    await waitFor(async () => (await api.get(`/api/games/${reviewed}/review`)).status === 'done', { timeout: 60_000, message: 'the review' });
    // Someone else's seek, for the lobby's table. A live seek lives while
    // its maker is on the site: Ann's browser stays on a page that holds
    // it until the suite ends.
    const seek = await api.request('POST', '/api/lobby/seeks', { variant: 'catalan', clock: '5+3', rated: false, side: 'random', name: 'Ann' });
    assert.equal(seek.status, 201, seek.text);
    annsPage = await newPage(await browser.newContext());
    await annsPage.goto(`${base}/rules`);
    await annsPage.evaluate(([id, secret]) => {
      localStorage.setItem('tablut.seeks', JSON.stringify({ [id]: secret }));
    }, [seek.json.seek.id, seek.json.secret]);
    await annsPage.reload();
  });

  for (const code of LANGS) {
    test(`${code}: lobby, puzzles, review, analysis, account, leaderboard, a missing player`, async () => {
      const t0 = Date.now();
      const sentences = await englishSentences(api, english, code);
      assert.ok(sentences.size > 300, `English sentences to look for (${sentences.size})`);
      const context = await browser.newContext();
      const page = await newPage(context);

      // The lobby, with a seek of this page's waiting (then withdrawn).
      await page.goto(`${base}/lobby?lang=${code}`);
      await page.locator('[data-testid="lobby"][data-state="live"]').waitFor();
      await page.getByTestId('seek-list').locator('tr').first().waitFor();
      await page.getByTestId('computer-beginner').waitFor();
      await page.getByTestId('seek-submit').click();
      await page.getByTestId('my-seek').waitFor();
      await waitFor(async () => (await page.getByTestId('seek-message').getAttribute('data-state')) === 'ok', { message: 'the seek made' });
      await assertSpeaks(page, code, sentences, `/lobby?lang=${code}`);
      await page.getByTestId('my-seek-cancel').click();
      await page.getByTestId('my-seeks').waitFor({ state: 'hidden' });

      // A puzzle, hinted, then given up: the solution shown (a guest's
      // attempt is unrated).
      await page.goto(`${base}/puzzles?lang=${code}`);
      await page.locator('[data-testid="puzzle-status"][data-state="solving"]').waitFor();
      await assertSpeaks(page, code, sentences, `/puzzles?lang=${code}`);
      await page.getByTestId('puzzle-hint').click();
      await page.locator('[data-testid="board"][data-hint]:not([data-hint=""])').waitFor();
      await page.getByTestId('puzzle-give-up').click();
      await page.locator('[data-testid="puzzle-result"][data-state="failed"]').waitFor();
      await page.locator('[data-testid="puzzle-result"][data-rated="false"]').waitFor();
      await assertSpeaks(page, code, sentences, `a puzzle given up (${code})`);

      // A review not asked for yet, then a reviewed game at its blunder.
      await page.goto(`${base}/review/${unreviewed}?lang=${code}`);
      await page.getByTestId('review-start').waitFor();
      await assertSpeaks(page, code, sentences, `an unreviewed game (${code})`);
      await page.goto(`${base}/review/${reviewed}?lang=${code}`);
      await page.getByTestId('review-graph').waitFor();
      await page.locator('[data-testid="review-move"][data-ply="6"]').click();
      await page.getByTestId('review-best').waitFor();
      await assertSpeaks(page, code, sentences, `a reviewed game (${code})`);

      // The analysis board with the engine's lines.
      await page.goto(`${base}/analysis?lang=${code}`);
      await page.locator('[data-testid="analysis"][data-state="ready"]').waitFor();
      await page.locator('[data-testid="analysis-line"]').first().waitFor({ timeout: 20_000 });
      await waitFor(async () => /^(searching|done)$/.test(await page.getByTestId('analysis-engine-status').getAttribute('data-state')), { message: 'the engine' });
      await assertSpeaks(page, code, sentences, `/analysis?lang=${code}`);

      // A guest's account page, the leaderboard, a player who does not exist.
      await page.goto(`${base}/account?lang=${code}`);
      await page.locator('[data-testid="account"][data-state="guest"]').waitFor();
      await assertSpeaks(page, code, sentences, `/account?lang=${code}`);
      await page.goto(`${base}/leaderboard?lang=${code}`);
      await page.locator('[data-testid="leaderboard"][data-state="ready"]').waitFor();
      await assertSpeaks(page, code, sentences, `/leaderboard?lang=${code}`);
      await page.goto(`${base}/players/nobody-here?lang=${code}`);
      await page.locator('[data-testid="player"][data-state="missing"]').waitFor();
      await assertSpeaks(page, code, sentences, `a missing player (${code})`);

      assert.deepEqual(page.errors, [], 'no uncaught errors in the pages');
      await context.close();
      timed(`${code}: eight pages`, t0);
    });
  }
});
