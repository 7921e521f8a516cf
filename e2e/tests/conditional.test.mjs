// Conditional moves by correspondence (issue 33): Ann, on Bob's turn,
// leaves "if Bob plays X, I play Y" lines on the game page and closes it;
// Bob moves (over the API) and the server answers for Ann at once. A line
// with an illegal move is refused with the server's message and changes
// nothing.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Api, serverURL, launchBrowser, newPage, waitFor, testText } from '../lib/harness.mjs';

let base;
let api;
let browser;
let game; // {id, ann: secret, bob: secret}

before(async () => {
  base = await serverURL();
  api = new Api(base);
  browser = await launchBrowser();
  // Ann attacks in a correspondence game; Bob defends and moves first
  // (ludoteka), both over the API.
  const created = await api.create({ variant: 'ludoteka', opponent: 'friend', side: 'attackers', clock: '3d', name: 'Ann' });
  const joined = await api.request('POST', `/api/games/${created.id}/join`, { invite: created.invite, name: 'Bob' });
  assert.equal(joined.status, 200, joined.text);
  game = { id: created.id, ann: created.secret, bob: joined.json.secret };
});

after(async () => {
  await browser?.close();
});

/** Ann's page of the game, her seat's secret in the browser as the page keeps it. */
async function annPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(([id, secret]) => localStorage.setItem(`tablut.secret.${id}`, secret), [game.id, game.ann]);
  const page = await newPage(context);
  await page.goto(`${base}/g/${game.id}`);
  await page.getByTestId('conditional').waitFor({ state: 'visible' });
  return page;
}

describe('conditional moves by correspondence', { timeout: 90_000 }, () => {
  test('a line with an illegal move is refused and nothing is kept', async () => {
    const ann = await annPage();
    await ann.getByTestId('conditional-lines').fill('e3-h3 a1-a2');
    await ann.getByTestId('conditional-save').click();
    await waitFor(async () => /a1-a2/.test(await testText(ann, 'conditional-status')), { message: 'the refusal shown' });
    const r = await api.request('GET', `/api/games/${game.id}/conditional`, undefined, game.ann);
    assert.deepEqual(r.json.lines, []);
    assert.deepEqual(ann.errors, []);
    await ann.context().close();
  });

  test("the server plays Ann's answer while her page is closed", async () => {
    const ann = await annPage();
    await ann.getByTestId('conditional-lines').fill('e3-h3 d1-d3\ng5-g8 d1-d2');
    await ann.getByTestId('conditional-save').click();
    await waitFor(async () => /2/.test(await testText(ann, 'conditional-status')), { message: 'two lines saved' });
    await ann.context().close();
    // Ann is away; Bob plays the first line's move.
    const r = await api.command(game.id, game.bob, { type: 'move', move: 'e3-h3' });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.ply, 2, 'the answer came with Bob\'s move');
    const s = await api.state(game.id);
    assert.equal(s.side_to_move, 'defenders');
    // Back on her page, Ann sees her answer played; the other line went
    // with Bob's choice, so the box is empty for his next move.
    const back = await annPage();
    await waitFor(async () => /d1-d3/.test(await back.getByTestId('move-list').textContent()), { message: 'the answer in the moves' });
    await waitFor(async () => (await back.getByTestId('conditional-lines').inputValue()) === '', { message: 'no lines left' });
    assert.deepEqual(back.errors, []);
    await back.context().close();
  });
});
