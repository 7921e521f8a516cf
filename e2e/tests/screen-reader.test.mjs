// The game page's screen-reader mode (issue 33): switched on from the
// page and remembered; a whole game against the computer is played by
// typed moves only, each reply of the computer is said in the mode's live
// region (`blind-live`), an illegal typed move is said to be refused and
// changes nothing, and the reading commands answer from the position and
// the server's legal moves.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  Api, serverURL, launchBrowser, newPage, startGame, waitPageAt, testText, waitFor,
} from '../lib/harness.mjs';
import { escapeSquares, bestDefenderMove, illegalPair, parseBoard, applyMove, kingRoutes } from '../lib/tafl.mjs';

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

const live = (page) => testText(page, 'blind-live');

/** Types `text` in the mode's field and sends it with Enter. */
async function type(page, text) {
  const input = page.getByTestId('blind-input');
  await input.fill(text);
  await input.press('Enter');
}

/** Types `text` and waits until the live region says something matching `pattern`. */
async function ask(page, text, pattern) {
  await type(page, text);
  return waitFor(async () => {
    const said = await live(page);
    return pattern.test(said) ? said : null;
  }, { message: `the live region to answer "${text}" with ${pattern}` });
}

test('screen-reader mode: a game against the computer played by typed moves, every reply said', { timeout: 180_000 }, async () => {
  const context = await browser.newContext();
  const page = await newPage(context);
  const id = await startGame(page, base, {
    variant: 'brainking', opponent: 'computer', side: 'defenders', level: 'beginner', name: 'Listener',
  });

  // Off at first; the switch turns it on, and the page remembers it.
  const toggle = page.getByTestId('blind-toggle');
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  assert.equal(await page.getByTestId('blind').isVisible(), false);
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
  await page.getByTestId('blind').waitFor({ state: 'visible' });
  await page.reload();
  await page.getByTestId('blind').waitFor({ state: 'visible' });
  assert.equal(await page.getByTestId('blind-toggle').getAttribute('aria-pressed'), 'true');
  assert.equal(await page.evaluate(() => localStorage.getItem('tablut.blind')), 'on');
  // The board has a text alternative.
  const board = page.getByTestId('board');
  assert.match(await board.getAttribute('aria-label'), /Tablut board/);
  assert.ok(await board.getAttribute('role'));

  let s = await api.waitTurn(id, 'defenders');
  await waitPageAt(page, s);
  // The position in words: the side to move, the pieces by square.
  await waitFor(async () => /Defenders to move: it is your move/.test(await testText(page, 'blind-status')), { message: 'the status in words' });
  const defenders = await testText(page, 'blind-defenders');
  assert.match(defenders, /king on e5/);
  assert.match(await testText(page, 'blind-attackers'), /Attackers, 16 pieces|Attackers, \d+ pieces/);

  // Reading commands: a rank, a file, a piece's legal moves, the clocks.
  await ask(page, 'r 5', /^Rank 5: a5 \w+, b5 \w+, c5 \w+, d5 \w+, e5 king, f5/);
  await ask(page, 'f e', /^File e: e9 \w+, e8 \w+, .*e5 king.*e1 \w+\.$/);
  const kingMoves = s.legal.filter((m) => m.startsWith('e5-')).map((m) => m.slice(3));
  const mover = s.legal[0].split('-')[0];
  const itsMoves = s.legal.filter((m) => m.startsWith(`${mover}-`)).map((m) => m.slice(3));
  const said = await ask(page, mover, new RegExp(`^${mover}, (defender|king): ${itsMoves.length} moves? to`));
  for (const to of itsMoves) assert.ok(said.includes(to), `${said} names ${to}`);
  if (!kingMoves.length) await ask(page, 'e5', /^e5, king: no legal move now/);
  await ask(page, 'c', /no clock/);
  if (s.ply > 0) await ask(page, 'l', new RegExp(`^Last move: attackers, ${s.moves[s.ply - 1].move}`));
  await ask(page, 'b', /Defenders to move: it is your move\. .*Attackers, \d+ pieces: .*Defenders, \d+ pieces: king on e5/);
  await ask(page, 'zzz', /Not understood: zzz/);

  // An illegal typed move: refused, said so, and nothing changes.
  const bad = illegalPair(s);
  assert.ok(bad, 'an illegal move to try');
  const badMove = `${bad.from}-${bad.to}`;
  await ask(page, badMove, new RegExp(`${badMove} refused`));
  const still = await api.state(id);
  assert.equal(still.ply, s.ply, 'the refused move changed nothing');
  assert.deepEqual(still.board, s.board);
  assert.equal(await board.getAttribute('data-ply'), String(s.ply));

  // Everything the live region says from here on, in order.
  await page.evaluate(() => {
    window.said = [];
    const node = document.querySelector('[data-testid="blind-live"]');
    new MutationObserver(() => { if (node.textContent) window.said.push(node.textContent); }).observe(node, { childList: true, characterData: true, subtree: true });
  });
  // The whole game by typed moves; each reply is said.
  const escapes = escapeSquares(await api.rulesets(), s.variant);
  const played = [];
  let replies = 0;
  let alerts = 0;
  for (let i = 0; i < 80; i++) {
    s = await api.waitTurn(id, 'defenders');
    if (s.status === 'finished') break;
    await waitPageAt(page, s);
    const mv = bestDefenderMove(s, escapes);
    // A move that opens the king a route to the edge: "Raichi!" (or
    // "Tuichi!") is said with it.
    const opens = kingRoutes(applyMove(parseBoard(s.board), mv), escapes).length > 0 && !escapes.has(mv.slice(3));
    const saidBefore = await page.evaluate(() => window.said.length);
    await type(page, mv);
    const after = await api.waitState(id, (x) => x.status === 'finished' || (x.ply > s.ply + 1 && !x.thinking), { message: `the reply to ${mv} at ply ${s.ply}` });
    assert.equal(after.moves[s.ply].move, mv, 'the server played the typed move');
    played.push(mv);
    const reply = after.moves[s.ply + 1];
    if (reply) {
      await waitFor(async () => (await live(page)).includes(`Attackers played ${reply.move}`), {
        message: `the live region to name the reply ${reply.move} (it says "${await live(page)}")`,
      });
      replies++;
      if (opens) {
        const words = await page.evaluate((n) => window.said.slice(n), saidBefore);
        const told = words.find((w) => w.includes(`Defenders played ${mv}`));
        assert.ok(told && /Raichi!|Tuichi!/.test(told), `the route opened by ${mv} is said: ${JSON.stringify(words)}`);
        alerts++;
      }
    }
    if (after.status === 'finished') break;
  }
  s = await api.state(id);
  assert.equal(s.status, 'finished', `the game ended within 80 moves (${played.join(' ')})`);
  assert.ok(replies > 0, 'at least one reply was said');
  // The end is said too, and the position in words says it.
  await waitFor(async () => (await live(page)).includes(s.outcome.text), { message: `the live region to say "${s.outcome.text}"` });
  await waitFor(async () => /The game is over/.test(await testText(page, 'blind-status')), { message: 'the status says the game is over' });
  await ask(page, 'e2-e1', /refused/);
  console.log(`# screen-reader game ${id}: ${s.outcome.text} after ${s.ply} plies, ${replies} replies said, ${alerts} warnings`);
  assert.equal(page.errors.length, 0, `page errors: ${page.errors.join('; ')}`);

  // Off again from the switch.
  await page.getByTestId('blind-toggle').click();
  await page.getByTestId('blind').waitFor({ state: 'hidden' });
  assert.equal(await page.evaluate(() => localStorage.getItem('tablut.blind')), 'off');
  await context.close();
});
