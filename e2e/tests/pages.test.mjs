// The pages found wanting alongside issue 12: an unknown game's address
// answers with a 404 page that offers a new game, and the invited friend
// is asked for a name before taking the seat (left empty: "Friend").
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  Api, serverURL, launchBrowser, newPage, startGame, readInviteLink, testText, waitFor,
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

describe('pages for a missing game and for an invitation', { timeout: 120_000 }, () => {
  test('an unknown game is a 404 page with a link to start one', async () => {
    const page = await newPage(await browser.newContext());
    for (const id of ['0123456789abcdef', 'no-such-game']) {
      const res = await page.goto(`${base}/g/${id}`);
      assert.equal(res.status(), 404, `/g/${id}`);
      assert.match(await testText(page, 'missing'), /does not exist/);
      assert.equal(await page.locator('[data-testid="sq-e5"]').count(), 0, 'no board');
    }
    await page.getByTestId('missing-start').click();
    await page.waitForURL(`${base}/`);
    await page.getByTestId('start').waitFor();
  });

  test('the friend is asked for a name; left empty, they are "Friend"', async () => {
    const ann = await newPage(await browser.newContext());
    const id = await startGame(ann, base, { variant: 'ludoteka', opponent: 'friend', side: 'defenders', name: 'Ann' });
    await waitFor(async () => /Waiting for your friend to join/.test(await testText(ann, 'status')), {
      message: "Ann's page waiting for her friend to join",
    });
    const invite = await readInviteLink(ann);
    const friend = await newPage(await browser.newContext());
    await friend.goto(invite);
    await friend.getByTestId('join-name').waitFor();
    assert.equal(await friend.getByTestId('join-name').inputValue(), '');
    assert.equal((await api.state(id)).status, 'waiting');
    await friend.getByTestId('join-take').click();
    const s = await api.waitState(id, (x) => x.status === 'active', { message: 'the friend to take the seat' });
    assert.equal(s.seats.attackers.name, 'Friend');
    await friend.getByTestId('join').waitFor({ state: 'hidden' });
    // Ann moves first (the defenders open in ludoteka); then her page
    // waits for the friend by name, never by their side ("Waiting for
    // Attackers (attackers)").
    assert.equal(s.side_to_move, 'defenders');
    const mv = s.legal[0];
    const secret = await ann.evaluate((gid) => localStorage.getItem(`tablut.secret.${gid}`), id);
    const moved = await api.request('POST', `/api/games/${id}/commands`, { type: 'move', move: mv }, secret);
    assert.equal(moved.status, 200, moved.text);
    await waitFor(async () => /Waiting for Friend \(the attackers\) to move/.test(await testText(ann, 'status')), {
      message: "Ann's status waiting for Friend",
    });
    await waitFor(async () => (await testText(ann, 'seat-attackers')).includes('Friend'), {
      message: "the friend's name on Ann's page",
    });
  });
});
