// Accounts in the browser: a guest starts a game against the computer,
// then creates an account on /account and keeps the game (its seat now
// carries the account's name); the header's entry says "Log in" or the
// name on every page; logging out, a wrong password (the server's message
// shown beside the form), logging in, changing the password, and deleting
// the account, after which the game's seat reads "deleted".
//
// One registration per run (the server allows 10 per address in 10
// minutes), under a name unique to the run.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  Api, serverURL, launchBrowser, newPage, startGame, testText, waitFor,
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

/** Waits until the header's account entry reads `text` (in state `state`). */
async function navShows(page, text, state) {
  const entry = page.getByTestId('nav-account');
  await waitFor(async () => (await entry.textContent()).trim() === text && (await entry.getAttribute('data-state')) === state, {
    message: `the header's account entry to read "${text}" on ${page.url()}`,
  });
  assert.equal(await entry.getAttribute('href'), '/account');
}

/** The account this page's cookie holds, asked as the page would. */
function pageAccount(page) {
  return page.evaluate(async () => (await (await fetch('/api/account')).json()).account);
}

/** Waits for a form's message (`{testid}-message`) to match `re`; returns it. */
async function formMessage(page, form, re) {
  return waitFor(async () => {
    const text = (await testText(page, `${form}-message`)).trim();
    return re.test(text) ? text : null;
  }, { message: `${form}-message to match ${re}` });
}

/** Fills a form's two fields and submits it; returns the server's answer. */
async function submit(page, form, fields, endpoint) {
  for (const [testid, value] of Object.entries(fields)) await page.getByTestId(testid).fill(value);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === endpoint && r.request().method() === 'POST');
  await page.getByTestId(`${form}-submit`).click();
  const res = await answer;
  return { status: res.status(), json: await res.json() };
}

async function logIn(page, name, password) {
  return submit(page, 'login', { 'login-name': name, 'login-password': password }, '/api/account/login');
}

async function logOut(page) {
  await page.getByTestId('logout').click();
  await page.getByTestId('account-guest').waitFor();
  await navShows(page, 'Log in', 'guest');
  assert.equal(await pageAccount(page), null);
}

describe('accounts', { timeout: 180_000 }, () => {
  test('a guest registers and keeps a game; log out, in, change the password, delete', async () => {
    const name = `e2e-${Date.now().toString(36)}`;
    const password = 'first password';
    const newPassword = 'second password';
    const page = await newPage(await browser.newContext({ viewport: { width: 1280, height: 900 } }));

    // A guest: the header offers to log in; the game's seat has the typed name.
    await page.goto(`${base}/`);
    await navShows(page, 'Log in', 'guest');
    const id = await startGame(page, base, { variant: 'brainking', opponent: 'computer', level: 'beginner', side: 'defenders', name: 'Guest Ann' });
    assert.equal((await api.state(id)).seats.defenders.name, 'Guest Ann');
    await navShows(page, 'Log in', 'guest');

    // Create the account from the header's link.
    await page.getByTestId('nav-account').click();
    await page.waitForURL(`${base}/account`);
    await page.getByTestId('account-guest').waitFor();
    const made = await submit(page, 'register', { 'register-name': name, 'register-password': password }, '/api/account/register');
    assert.equal(made.status, 200, JSON.stringify(made.json));
    await page.getByTestId('account-member').waitFor();
    assert.equal(await testText(page, 'account-name'), name);
    assert.ok((await testText(page, 'account-since')).trim(), 'the date the account was made');
    await navShows(page, name, 'account');

    // The game was kept: the page says so, and the seat has the account's name.
    const kept = page.getByTestId('account-kept');
    await kept.waitFor();
    await waitFor(async () => (await kept.getAttribute('data-kept')) === '1', { message: 'one game kept' });
    assert.match(await kept.textContent(), /1 game .*kept in your account/);
    const s = await api.waitState(id, (x) => x.seats.defenders.name === name, { message: `the seat named ${name}` });
    assert.equal(s.seats.attackers.kind, 'computer');
    // The session cookie is not for scripts.
    assert.ok(!(await page.evaluate(() => document.cookie)).includes('tablut_session'), 'HttpOnly session cookie');

    // Every page's header shows the name; the start page's name field is the account's.
    for (const path of ['/', `/g/${id}`, '/archive', '/rules', '/rules/brainking', '/g/0123456789abcdef']) {
      await page.goto(base + path);
      await navShows(page, name, 'account');
    }
    await page.goto(`${base}/g/${id}`);
    await waitFor(async () => (await testText(page, 'seat-defenders')).includes(name), { message: 'the name on the game page' });
    await page.goto(`${base}/`);
    await navShows(page, name, 'account');
    const field = page.getByTestId('name');
    await waitFor(async () => (await field.isDisabled()) && (await field.inputValue()) === name, {
      message: "the start page's name field showing the account's name, disabled",
    });
    await page.getByTestId('name-help').waitFor();

    // Log out: a guest again, everywhere.
    await page.goto(`${base}/account`);
    await page.getByTestId('account-member').waitFor();
    await logOut(page);
    assert.match(await testText(page, 'account-status'), /logged out/i);
    await page.goto(`${base}/`);
    await navShows(page, 'Log in', 'guest');
    await waitFor(async () => !(await field.isDisabled()), { message: 'the name field enabled for a guest' });
    await page.goto(`${base}/account`);
    await page.getByTestId('account-guest').waitFor();

    // A wrong password: the server's message beside the form, still a guest.
    const wrong = await logIn(page, name, 'not the password');
    assert.equal(wrong.status, 403);
    assert.equal(wrong.json.error, 'unauthorized');
    const shown = await formMessage(page, 'login', /\S/);
    assert.equal(shown.toLowerCase().replace(/\.$/, ''), wrong.json.message.toLowerCase().replace(/\.$/, ''));
    assert.equal(await page.getByTestId('login-message').getAttribute('data-state'), 'error');
    assert.equal(await pageAccount(page), null);
    await navShows(page, 'Log in', 'guest');

    // The right one (the name in other capitals): logged in, nothing more to keep.
    const ok = await logIn(page, name.toUpperCase(), password);
    assert.equal(ok.status, 200, JSON.stringify(ok.json));
    await page.getByTestId('account-member').waitFor();
    assert.equal(await testText(page, 'account-name'), name);
    await navShows(page, name, 'account');
    await waitFor(async () => (await kept.getAttribute('data-kept')) === '0', { message: 'no further game kept' });
    assert.equal(await testText(page, 'login-message'), '', 'the old error is gone');

    // Change the password: a wrong current one is refused with the server's words.
    const refused = await submit(page, 'password', { 'password-current': 'not the password', 'password-new': newPassword }, '/api/account/password');
    assert.equal(refused.status, 403);
    const refusedText = await formMessage(page, 'password', /\S/);
    assert.equal(refusedText.toLowerCase().replace(/\.$/, ''), refused.json.message.toLowerCase().replace(/\.$/, ''));
    const changed = await submit(page, 'password', { 'password-current': password, 'password-new': newPassword }, '/api/account/password');
    assert.equal(changed.status, 200, JSON.stringify(changed.json));
    await formMessage(page, 'password', /password is changed/i);
    assert.equal(await page.getByTestId('password-message').getAttribute('data-state'), 'ok');

    // Log out; the old password no longer works, the new one does.
    await logOut(page);
    const old = await logIn(page, name, password);
    assert.equal(old.status, 403);
    await formMessage(page, 'login', /wrong/i);
    const again = await logIn(page, name, newPassword);
    assert.equal(again.status, 200, JSON.stringify(again.json));
    await page.getByTestId('account-member').waitFor();
    await navShows(page, name, 'account');

    // Delete: only once the box is ticked, with the password.
    const del = page.getByTestId('delete-submit');
    assert.ok(await del.isDisabled(), 'delete needs the confirmation first');
    await page.getByTestId('delete-password').fill(newPassword);
    await page.getByTestId('delete-confirm').check();
    assert.ok(await del.isEnabled());
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/account/delete');
    await del.click();
    assert.equal((await answer).status(), 200);
    await page.getByTestId('account-guest').waitFor();
    assert.match(await testText(page, 'account-status'), /deleted/);
    await navShows(page, 'Log in', 'guest');
    assert.equal(await pageAccount(page), null);

    // The game stays, its seat named "deleted"; the account cannot log in.
    await api.waitState(id, (x) => x.seats.defenders.name === 'deleted', { message: 'the seat named "deleted"' });
    const gone = await logIn(page, name, newPassword);
    assert.equal(gone.status, 403);
    await page.goto(`${base}/g/${id}`);
    await navShows(page, 'Log in', 'guest');
    await waitFor(async () => (await testText(page, 'seat-defenders')).includes('deleted'), { message: '"deleted" on the game page' });

    assert.deepEqual(page.errors, [], 'no uncaught errors in the page');
  });
});
