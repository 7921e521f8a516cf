// Sound and notifications in a game between two friends: each move is
// heard (the page's Web Audio calls are recorded), "your turn" raises a
// browser notification when the tab is hidden and the player asked for
// them (the permission granted by the test, as a player would), the tab's
// icon marks the player's turn, and the mute button silences the page.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  Api, serverURL, launchBrowser, newPage, startGame, readInviteLink, square, waitPageAt, waitFor,
} from '../lib/harness.mjs';
import { quietMove, parseMove } from '../lib/tafl.mjs';

let base;
let api;
let browser;
const pages = {};
let id;

/**
 * Records what the page asks of the browser, before its scripts run: the
 * tones started through Web Audio (`__tones`, their frequencies), the
 * notifications raised (`__notes`), and whether the tab is hidden
 * (`__hidden`, which the test sets).
 */
function recorder() {
  window.__tones = [];
  window.__notes = [];
  window.__hidden = false;
  Object.defineProperty(Document.prototype, 'hidden', { get: () => window.__hidden, configurable: true });
  Object.defineProperty(Document.prototype, 'visibilityState', {
    get: () => (window.__hidden ? 'hidden' : 'visible'),
    configurable: true,
  });
  const RealAudio = window.AudioContext;
  window.AudioContext = class extends RealAudio {
    createOscillator() {
      const tone = super.createOscillator();
      const start = tone.start.bind(tone);
      tone.start = (...args) => {
        window.__tones.push(tone.frequency.value);
        return start(...args);
      };
      return tone;
    }
  };
  const RealNotification = window.Notification;
  function Recorded(title, options) {
    window.__notes.push({ title, body: options && options.body, tag: options && options.tag });
    return new RealNotification(title, options);
  }
  Object.defineProperty(Recorded, 'permission', { get: () => RealNotification.permission });
  Recorded.requestPermission = (...args) => RealNotification.requestPermission(...args);
  window.Notification = Recorded;
}

before(async () => {
  base = await serverURL();
  api = new Api(base);
  browser = await launchBrowser();
  for (const who of ['ann', 'bob']) {
    const context = await browser.newContext();
    await context.grantPermissions(['notifications'], { origin: base });
    await context.addInitScript(recorder);
    pages[who] = await newPage(context);
  }
});

after(async () => {
  await browser?.close();
});

const tones = (page) => page.evaluate(() => window.__tones.length);
const notes = (page) => page.evaluate(() => window.__notes);

/** The side to move plays a quiet move by clicking on its page; returns the state after it. */
async function play(seatPage) {
  const s = await api.state(id);
  const mover = seatPage[s.side_to_move];
  await waitPageAt(mover, s);
  const { from, to } = parseMove(quietMove(s));
  await square(mover, from).click();
  await square(mover, to).click();
  const next = await api.waitState(id, (x) => x.ply === s.ply + 1, { message: 'the move to be played' });
  for (const p of Object.values(seatPage)) await waitPageAt(p, next);
  return next;
}

describe('sound and notifications between two friends', { timeout: 120_000 }, () => {
  const seatPage = {};

  test('Ann asks to be notified; Bob joins and the game starts with a sound', async () => {
    id = await startGame(pages.ann, base, { variant: 'ludoteka', opponent: 'friend', side: 'defenders', name: 'Ann' });
    const invite = await readInviteLink(pages.ann);
    const toggle = pages.ann.getByTestId('notify-toggle');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false', 'notifications are off until asked for');
    await toggle.click();
    await waitFor(async () => (await toggle.getAttribute('aria-pressed')) === 'true', { message: 'notifications on' });
    assert.equal(await pages.ann.evaluate(() => localStorage.getItem('tablut.notify')), 'on');

    const before = await tones(pages.ann);
    await pages.bob.goto(invite);
    await pages.bob.getByTestId('join-name').fill('Bob');
    await pages.bob.getByTestId('join-take').click();
    await api.waitState(id, (x) => x.status === 'active', { message: 'the game to start' });
    await waitFor(async () => (await tones(pages.ann)) > before, { message: "the start sound on Ann's page" });
    seatPage.defenders = pages.ann;
    seatPage.attackers = pages.bob;
  });

  test("a move is heard on both pages; Ann's hidden tab is notified of her turn and its icon marks it", async () => {
    // Ludoteka: the defenders (Ann) move first.
    const ann0 = await tones(pages.ann);
    const bob0 = await tones(pages.bob);
    await play(seatPage);
    await waitFor(async () => (await tones(pages.bob)) > bob0, { message: "the move's sound on Bob's page" });
    assert.ok((await tones(pages.ann)) > ann0, "Ann's own move is heard too");
    assert.equal(await pages.ann.evaluate(() => document.documentElement.dataset.yourTurn), 'false');
    assert.deepEqual(await notes(pages.ann), [], 'no notification while the tab is shown');

    await pages.ann.evaluate(() => { window.__hidden = true; });
    const s = await play(seatPage);
    const shown = await waitFor(async () => {
      const n = await notes(pages.ann);
      return n.length ? n : null;
    }, { message: "Ann's notification" });
    assert.equal(shown.length, 1);
    assert.equal(shown[0].title, 'Your turn');
    assert.match(shown[0].body, new RegExp(s.moves[s.ply - 1].move));
    assert.equal(await pages.ann.evaluate(() => document.documentElement.dataset.yourTurn), 'true');
    assert.match(await pages.ann.evaluate(() => document.querySelector('link[rel~="icon"]').href), /^data:image\/svg/);
    assert.deepEqual(await notes(pages.bob), [], 'Bob did not ask for notifications');
  });

  test('muted, a page makes no sound; the volume is kept for the next visit', async () => {
    await pages.ann.evaluate(() => { window.__hidden = false; });
    const mute = pages.bob.getByTestId('sound-mute');
    await mute.click();
    assert.equal(await mute.getAttribute('aria-pressed'), 'true');
    assert.equal(await pages.bob.getByTestId('sound-volume').inputValue(), '0');
    const bob0 = await tones(pages.bob);
    const ann0 = await tones(pages.ann);
    await play(seatPage);
    await waitFor(async () => (await tones(pages.ann)) > ann0, { message: "the move's sound on Ann's page" });
    assert.equal(await tones(pages.bob), bob0, 'the muted page stays silent');
    await pages.bob.reload();
    assert.equal(await pages.bob.getByTestId('sound-mute').getAttribute('aria-pressed'), 'true', 'mute is kept');
    for (const p of Object.values(pages)) assert.deepEqual(p.errors, []);
  });
});
