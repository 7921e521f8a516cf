// The game page's layout from a phone to a wide screen (issue 33), checked
// by the boxes the browser lays out, not by eye: at 390 px the opponent's
// card and clock sit above the board and the player's own below it; the
// header's language menu is as wide as its words; from 320 to 1920 px the
// seat cards cut no name (40 characters, the longest allowed) and no clock,
// and the "to move" badge keeps to one line, with a live clock (5+3) and
// the widest clock text there is (a correspondence "3 d 0 h").
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  Api, serverURL, launchBrowser, newPage, setControl, gameIdFromUrl, readInviteLink, waitFor,
} from '../lib/harness.mjs';

const ANN = 'Annabelle Wolkenkratzer-Montgomery-Smith'; // 40 characters
const BOB = 'Bartholomew Featherstonehaugh-Smythe III';
const WIDTHS = [320, 360, 390, 600, 768, 900, 1024, 1280, 1600, 1920];

let base;
let api;
let browser;
let ann; // the attackers
let bob;
const games = {}; // control -> id

before(async () => {
  base = await serverURL();
  api = new Api(base);
  browser = await launchBrowser();
  ann = await newPage(await browser.newContext({ viewport: { width: 1280, height: 900 } }));
  bob = await newPage(await browser.newContext({ viewport: { width: 1280, height: 900 } }));
});

after(async () => {
  await browser?.close();
});

/** Ann starts a friend game with `clock` on the start page and Bob joins it; returns its id. */
async function friendGame(clock) {
  await ann.goto(`${base}/`);
  await setControl(ann, 'variant', 'ludoteka');
  await setControl(ann, 'opponent', 'friend');
  await ann.getByTestId('clock').waitFor({ state: 'visible' });
  await setControl(ann, 'clock', clock);
  await setControl(ann, 'side', 'attackers');
  await setControl(ann, 'name', ANN);
  await ann.getByTestId('start').click();
  await ann.waitForURL(/\/g\/[^/?#]+/);
  const id = gameIdFromUrl(ann.url());
  const invite = await readInviteLink(ann);
  await bob.goto(invite);
  await bob.getByTestId('join-name').fill(BOB);
  await bob.getByTestId('join-take').click();
  await api.waitState(id, (x) => x.status === 'active', { message: 'Bob joined' });
  return id;
}

/** Opens the game on Ann's page at `width` and returns the boxes the checks need. */
async function measure(id, width) {
  await ann.setViewportSize({ width, height: 900 });
  if (!ann.url().includes(`/g/${id}`)) await ann.goto(`${base}/g/${id}`);
  await waitFor(async () => (await ann.getByTestId('name-defenders').textContent()).includes(BOB), { message: "Bob's name on the page" });
  await waitFor(async () => ann.getByTestId('clock-attackers').isVisible(), { message: 'the clocks' });
  // Ann's seat is known once her page has authenticated on the WebSocket,
  // which may come after the names (read over HTTP): wait for her badge.
  await waitFor(async () => ann.locator('#seat-attackers .you-badge').isVisible(), { message: "Ann's seat marked as hers" });
  await waitFor(async () => ann.locator('#seat-defenders .turn-badge').isVisible(), { message: 'the side to move marked' });
  return ann.evaluate(() => {
    const box = (e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height };
    };
    const select = document.querySelector('[data-testid="language-menu"]');
    // The menu's own width with nothing squeezing it: a copy laid out freely.
    const free = select.cloneNode(true);
    free.style.cssText = 'position: absolute; visibility: hidden; width: auto;';
    select.parentNode.append(free);
    const menu = { box: box(select), needed: free.getBoundingClientRect().width };
    free.remove();
    const seats = {};
    for (const side of ['attackers', 'defenders']) {
      const card = document.getElementById(`seat-${side}`);
      const name = card.querySelector('.seat-name');
      const turn = card.querySelector('.turn-badge');
      const you = card.querySelector('.you-badge');
      const clock = card.querySelector('.clock');
      const parts = [...card.querySelectorAll('.seat-side, .seat-name, .seat-name *, .badge, .clock, .clock-face, .seat-meta, .seat-meta *')]
        .filter((e) => e.getClientRects().length)
        .map((e) => ({ what: e.className || e.tagName, box: box(e), scroll: e.scrollWidth, client: e.clientWidth, inline: getComputedStyle(e).display === 'inline' }));
      seats[side] = {
        card: box(card),
        cardScroll: card.scrollWidth,
        cardClient: card.clientWidth,
        name: { box: box(name), scroll: name.scrollWidth, client: name.clientWidth, text: name.textContent },
        turn: turn.hidden ? null : box(turn),
        you: you.hidden ? null : box(you),
        clock: box(clock),
        clockText: clock.textContent.trim(),
        parts,
      };
    }
    return {
      docScroll: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      board: box(document.querySelector('[data-testid="board"]')),
      menu,
      seats,
    };
  });
}

/** The checks that hold at every width. */
function checkSeats(m, label) {
  assert.ok(m.docScroll <= m.viewport, `${label}: the page does not scroll sideways (${m.docScroll} > ${m.viewport})`);
  assert.ok(m.menu.box.width >= m.menu.needed - 0.5, `${label}: the language menu is ${m.menu.box.width} px wide, its words need ${m.menu.needed}`);
  assert.ok(m.menu.box.right <= m.viewport + 0.5, `${label}: the language menu is inside the window`);
  for (const [side, s] of Object.entries(m.seats)) {
    const where = `${label}, ${side}`;
    assert.ok(s.cardScroll <= s.cardClient, `${where}: nothing overflows the card (${s.cardScroll} > ${s.cardClient})`);
    assert.ok(s.name.scroll <= s.name.client, `${where}: the name is not cut (${s.name.scroll} > ${s.name.client})`);
    assert.ok(s.name.text.includes(side === 'attackers' ? ANN : BOB), `${where}: the whole name is written`);
    for (const p of s.parts) {
      assert.ok(p.box.left >= s.card.left - 0.5 && p.box.right <= s.card.right + 0.5, `${where}: ${p.what} lies inside the card (${JSON.stringify(p.box)} in ${JSON.stringify(s.card)})`);
      if (!p.inline) assert.ok(p.scroll <= p.client + 0.5, `${where}: ${p.what} is not cut (${p.scroll} > ${p.client})`);
    }
    // The clock's time is never cut, in its box and in the card.
    assert.ok(s.clock.right <= s.card.right && s.clock.width > 0, `${where}: the clock is inside the card`);
  }
  // One badge on each card: "to move" on the side to move, "you" on Ann's;
  // a badge that wrapped would be taller than the one-word "you".
  const turn = m.seats.defenders.turn;
  const you = m.seats.attackers.you;
  assert.ok(turn && you, `${label}: both badges shown`);
  assert.ok(turn.height <= you.height + 0.5, `${label}: the "to move" badge is on one line (${turn.height} px high, "you" ${you.height})`);
}

describe('the game page and the lobby from 320 to 1920 px', { timeout: 150_000 }, () => {
  test('two friends start a 5+3 game and a correspondence game (3d) with the longest names', async () => {
    games['5+3'] = await friendGame('5+3');
    games['3d'] = await friendGame('3d');
    const s = await api.state(games['3d']);
    assert.equal(s.clock.control, '3d');
  });

  test('at 390 px: the opponent above the board, Ann below, the language menu whole', async () => {
    for (const control of ['5+3', '3d']) {
      const m = await measure(games[control], 390);
      checkSeats(m, `${control} at 390 px`);
      const above = m.seats.defenders; // Bob's card
      const below = m.seats.attackers; // Ann's own
      assert.ok(above.card.bottom <= m.board.top, `${control}: Bob's card (bottom ${above.card.bottom}) is above the board (top ${m.board.top})`);
      assert.ok(below.card.top >= m.board.bottom, `${control}: Ann's card (top ${below.card.top}) is below the board (bottom ${m.board.bottom})`);
      assert.ok(above.clock.bottom <= m.board.top && below.clock.top >= m.board.bottom, `${control}: the clocks around the board`);
      // Both cards within a thumb's reach of the board.
      assert.ok(m.board.top - above.card.bottom < 40 && below.card.top - m.board.bottom < 40, `${control}: the cards next to the board`);
      assert.ok(m.board.width >= 300, `${control}: the board is ${m.board.width} px wide`);
    }
  });

  test('at 1280 px: the cards beside the board, nothing cut, the badge on one line', async () => {
    for (const control of ['5+3', '3d']) {
      const m = await measure(games[control], 1280);
      checkSeats(m, `${control} at 1280 px`);
      for (const s of Object.values(m.seats)) assert.ok(s.card.left >= m.board.right, `${control}: the cards are in the side column`);
    }
  });

  test("at 390 px the lobby's seeks are labelled lines that fit", async () => {
    const maker = await newPage(await browser.newContext({ viewport: { width: 1280, height: 900 } }));
    await maker.goto(`${base}/lobby`);
    await waitFor(async () => (await maker.getByTestId('lobby').getAttribute('data-state')) === 'live', { message: 'the lobby live' });
    await maker.getByTestId('seek-name').fill(BOB);
    const answer = maker.waitForResponse((r) => new URL(r.url()).pathname === '/api/lobby/seeks' && r.request().method() === 'POST');
    await maker.getByTestId('seek-submit').click();
    const seek = (await (await answer).json()).seek.id;
    try {
      await ann.setViewportSize({ width: 390, height: 844 });
      await ann.goto(`${base}/lobby`);
      const row = ann.getByTestId('seek-list').locator(`tr[data-id="${seek}"]`);
      await row.waitFor();
      const m = await row.evaluate((tr) => {
        const r = tr.getBoundingClientRect();
        return {
          row: { left: r.left, right: r.right, height: r.height, scroll: tr.scrollWidth, client: tr.clientWidth },
          doc: document.documentElement.scrollWidth,
          cells: [...tr.cells].map((td) => {
            const b = td.getBoundingClientRect();
            return { label: getComputedStyle(td, '::before').content, text: td.textContent.trim(), left: b.left, right: b.right, top: Math.round(b.top), first: td.cellIndex === 0, action: td.classList.contains('action') };
          }),
        };
      });
      assert.ok(m.doc <= 390, `the lobby does not scroll sideways (${m.doc})`);
      assert.ok(m.row.scroll <= m.row.client, 'nothing overflows the row');
      for (const c of m.cells) {
        assert.ok(c.left >= m.row.left - 0.5 && c.right <= m.row.right + 0.5, `${c.text}: inside the row`);
        // The player's name and the button speak for themselves; every other line says what it is.
        if (!c.first && !c.action) assert.match(c.label, /^"\w[^"]*: "$/, `"${c.text}" has a label (${c.label})`);
      }
      assert.deepEqual(m.cells.filter((c) => !c.first && !c.action).map((c) => c.label.slice(1, -3)), ['Rating', 'Rule set', 'Clock', 'Game', 'You play']);
      // Two labelled columns, not a stack: the five lines take three rows.
      const lines = new Set(m.cells.filter((c) => !c.first && !c.action).map((c) => c.top));
      assert.ok(lines.size <= 3, `the labelled lines take ${lines.size} rows`);
      // The seek goes, so that no other test meets it in the lobby.
      await maker.getByTestId('seek-list').locator(`tr[data-id="${seek}"] [data-testid="seek-cancel"]`).click();
      await waitFor(async () => !(await api.get('/api/lobby')).seeks.some((x) => x.id === seek), { message: 'the seek withdrawn' });
    } finally {
      await maker.context().close();
    }
  });

  test('from 320 to 1920 px no seat card cuts a name, a clock or a badge', async () => {
    for (const control of ['5+3', '3d']) {
      for (const width of WIDTHS) checkSeats(await measure(games[control], width), `${control} at ${width} px`);
    }
    assert.deepEqual(ann.errors, []);
  });
});
