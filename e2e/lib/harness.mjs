// Shared helpers for the browser tests and the screenshots: the server
// under test, Chromium, the JSON API (read-only use in tests: moves are made
// by clicking), and page actions by data-testid.
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync, openSync, closeSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

// Flags this machine's closed network needs (no downloads, no phoning home).
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    timeout: 60_000,
  });
}

/** Waits until `fn()` returns a truthy value and returns it. */
export async function waitFor(fn, { timeout = 15_000, interval = 100, message = 'condition' } = {}) {
  const deadline = Date.now() + timeout;
  let last;
  let lastErr;
  for (;;) {
    try {
      last = await fn();
      if (last) return last;
    } catch (e) {
      lastErr = e;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeout} ms waiting for ${message}` + (lastErr ? `: ${lastErr.message}` : ''));
    }
    await sleep(interval);
  }
}

// ---------------------------------------------------------------- server

let ownServer = null;

/**
 * The base URL of the server under test, without a trailing slash:
 * TABLUT_URL (set by e2e/run.sh) or, when it is unset, a server this process
 * starts itself from TABLUT_BIN or target/release/tablut with a temporary
 * SQLite database (stopped when the process exits).
 */
export async function serverURL() {
  if (process.env.TABLUT_URL) return process.env.TABLUT_URL.replace(/\/+$/, '');
  if (!ownServer) ownServer = startServer();
  return (await ownServer).url;
}

/**
 * Starts `tablut serve` with a SQLite database in `dbDir` (a fresh
 * temporary folder when not given, removed at stop) on `addr` (default
 * `127.0.0.1:0`: a free port). Starting again with the same `dbDir` and
 * the `addr` the first one printed continues where it stopped (a restart).
 */
export async function startServer({ bin, dbDir, addr = '127.0.0.1:0' } = {}) {
  bin = bin || process.env.TABLUT_BIN || join(ROOT, 'target', 'release', 'tablut');
  if (!existsSync(bin)) throw new Error(`no tablut binary at ${bin}: build it (cargo build --release -p tablut-cli) or set TABLUT_BIN`);
  const dir = dbDir || mkdtempSync(join(tmpdir(), 'tablut-e2e-'));
  // Output to a file, not a pipe: a pipe would keep this process alive after
  // the tests, and the server must not lose its stdout while it runs.
  const logPath = join(dir, 'server.log');
  const log = openSync(logPath, 'a');
  // A restart in the same folder appends to the log: read only what this start writes.
  const logStart = existsSync(logPath) ? readFileSync(logPath).length : 0;
  const child = spawn(bin, ['serve', '--addr', addr, '--database', `sqlite://${join(dir, 'e2e.db')}`], {
    stdio: ['ignore', log, log],
    cwd: dir,
  });
  closeSync(log);
  let exited = null;
  const gone = new Promise((resolve) => child.on('exit', (code, signal) => { exited = signal || code; resolve(exited); }));
  const stop = () => {
    try { child.kill('SIGTERM'); } catch { /* gone */ }
    if (!dbDir) rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  /** Stops the server and waits until the process has ended (its database lock released). */
  const stopAndWait = async () => {
    if (exited === null) {
      try { child.kill('SIGTERM'); } catch { /* gone */ }
      const timer = setTimeout(() => { try { child.kill('SIGKILL'); } catch { /* gone */ } }, 10_000);
      await gone;
      clearTimeout(timer);
    }
    process.removeListener('exit', stop);
  };
  const found = await waitFor(() => {
    const out = readFileSync(logPath).subarray(logStart).toString('utf8');
    const m = /http:\/\/([^\s/]+)\//.exec(out);
    if (m) return { url: `http://${m[1]}` };
    return exited !== null ? { error: `server exited (${exited}) before listening:\n${out}` } : null;
  }, { timeout: 60_000, interval: 50, message: `the server's address in ${logPath}` }).catch((e) => ({ error: e.message }));
  if (found.error) {
    stop();
    throw new Error(found.error);
  }
  const { url } = found;
  child.unref();
  return { url, child, stop, stopAndWait, dir };
}

// ---------------------------------------------------------------- API

export class Api {
  constructor(base) {
    this.base = base;
  }

  async request(method, path, body, secret) {
    const headers = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (secret) headers.authorization = `Bearer ${secret}`;
    const res = await fetch(this.base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json = null;
    try { json = JSON.parse(text); } catch { /* not JSON */ }
    return { status: res.status, json, text };
  }

  async get(path) {
    const r = await this.request('GET', path);
    if (r.status !== 200) throw new Error(`GET ${path}: ${r.status} ${r.text.slice(0, 300)}`);
    return r.json;
  }

  state(id) {
    return this.get(`/api/games/${id}`);
  }

  archive(limit = 100) {
    return this.get(`/api/archive?limit=${limit}`);
  }

  rulesets() {
    return this.get('/api/rulesets');
  }

  /** Only the screenshot script uses this, to set up positions quickly. */
  async create(body) {
    const r = await this.request('POST', '/api/games', body);
    if (r.status !== 201) throw new Error(`POST /api/games: ${r.status} ${r.text.slice(0, 300)}`);
    return r.json;
  }

  async command(id, secret, cmd) {
    return this.request('POST', `/api/games/${id}/commands`, cmd, secret);
  }

  /** Waits until the state satisfies `pred`, returns it. */
  async waitState(id, pred, { timeout = 30_000, message = 'game state' } = {}) {
    return waitFor(async () => {
      const s = await this.state(id);
      return pred(s) ? s : null;
    }, { timeout, interval: 100, message });
  }

  /** Waits until it is `side`'s turn (the computer done thinking) or the game is over. */
  waitTurn(id, side, opts = {}) {
    return this.waitState(
      id,
      (s) => s.status === 'finished' || (s.status === 'active' && s.side_to_move === side && !s.thinking && s.legal.length > 0),
      { message: `${side} to move in ${id}`, ...opts },
    );
  }
}

// ---------------------------------------------------------------- pages

/** A new page that records uncaught page errors in `page.errors`. */
export async function newPage(context) {
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.on('dialog', (d) => d.accept().catch(() => {}));
  // A page's module script sets <html data-ready> once it has wired its
  // controls; typing before that races its start-up (a stored name or the
  // address's filters written into the form). Every goto and reload waits.
  for (const method of ['goto', 'reload']) {
    const original = page[method].bind(page);
    page[method] = async (...args) => {
      const response = await original(...args);
      await waitScriptReady(page);
      return response;
    };
  }
  return page;
}

/** Waits for the page's own module script to finish starting (pages without one pass at once). */
export async function waitScriptReady(page, timeout = 15_000) {
  await page.waitForFunction(
    () => document.documentElement.dataset.ready === 'true'
      || ![...document.scripts].some((s) => s.type === 'module' && !/\/session\.js$/.test(s.src)),
    null,
    { timeout },
  );
}

export function gameIdFromUrl(url) {
  const m = /\/g\/([^/?#]+)/.exec(url);
  if (!m) throw new Error(`not a game URL: ${url}`);
  return m[1];
}

/** Sets a start-form control, whether it is a <select>, an <input> or a group of radios/buttons. */
export async function setControl(page, testid, value) {
  const el = page.getByTestId(testid);
  await el.waitFor({ state: 'attached' });
  const tag = await el.evaluate((e) => e.tagName.toLowerCase());
  if (tag === 'select') {
    // selectOption waits for the option (the variants arrive from /api/rulesets).
    await el.selectOption(value, { timeout: 10_000 });
    return;
  }
  if (tag === 'input' || tag === 'textarea') {
    const type = await el.evaluate((e) => e.type);
    if (type === 'radio' || type === 'checkbox') throw new Error(`${testid}: a single ${type}; put the testid on the group`);
    await el.fill(value);
    return;
  }
  // A group: a radio input or a button carrying the value.
  const choice = el.locator(`input[value="${value}"], [data-value="${value}"], button[value="${value}"]`).first();
  if (await choice.count()) {
    await choice.check().catch(async () => choice.click());
    return;
  }
  await el.getByText(new RegExp(`^\\s*${value}\\s*$`, 'i')).first().click();
}

/**
 * Fills the start form at `/` and starts the game; returns its id once the
 * game page is shown. Unset options keep the page's defaults.
 */
export async function startGame(page, base, { variant, opponent, side, level, name } = {}) {
  await page.goto(base + '/');
  if (variant) await setControl(page, 'variant', variant);
  if (opponent) await setControl(page, 'opponent', opponent);
  if (side) await setControl(page, 'side', side);
  if (level) await setControl(page, 'level', level);
  if (name !== undefined) await setControl(page, 'name', name);
  await page.getByTestId('start').click();
  await page.waitForURL(/\/g\/[^/?#]+/, { timeout: 15_000 });
  const id = gameIdFromUrl(page.url());
  await page.getByTestId('sq-e5').waitFor();
  return id;
}

/** The invitation URL shown to the creator of a friend game. */
export async function readInviteLink(page) {
  const el = page.getByTestId('invite-link');
  await el.waitFor({ state: 'attached', timeout: 15_000 });
  return waitFor(async () => {
    const found = await el.evaluate((e) => {
      const cands = [e.getAttribute('href'), e.value, e.textContent];
      for (const a of e.querySelectorAll('a[href], input')) cands.push(a.getAttribute('href'), a.value);
      for (const c of cands) if (c && /invite=/.test(c)) return c.trim();
      return null;
    });
    return found ? new URL(found, page.url()).href : null;
  }, { message: 'an invitation link in invite-link' });
}

export function square(page, name) {
  return page.getByTestId(`sq-${name}`);
}

/** Clicks the two squares of a move (`e3-e1`). */
export async function clickMove(page, move) {
  const [from, to] = move.split('-');
  await square(page, from).click();
  await square(page, to).click();
}

/** The pieces the page shows, as `GameState.board` rows, if squares carry `data-piece`; else null. */
export async function pageBoard(page) {
  return page.evaluate(() => {
    const rows = [];
    for (let rank = 9; rank >= 1; rank--) {
      let row = '';
      for (const f of 'abcdefghi') {
        const el = document.querySelector(`[data-testid="sq-${f}${rank}"]`);
        if (!el || !el.hasAttribute('data-piece')) return null;
        const p = el.getAttribute('data-piece');
        row += p === 't' || p === 'T' || p === 'K' ? p : '.';
      }
      rows.push(row);
    }
    return rows;
  });
}

/**
 * Squares the page marks as legal destinations: `data-dest` when the page
 * sets it (E2E-NEEDS.md), else a class naming a destination.
 */
export async function shownDestinations(page) {
  return page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('[data-testid^="sq-"]')) {
      const d = el.getAttribute('data-dest');
      const byAttr = d !== null && d !== 'false';
      const byClass = /(^|[\s_-])(dest|destination|target|legal)([\s_-]|$)/i.test(el.className || '');
      if (byAttr || byClass) out.push(el.getAttribute('data-testid').slice(3));
    }
    return out.sort();
  });
}

/** A fingerprint of everything the board shows (markup of all squares). */
export async function boardMarkup(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid^="sq-"]')].map((e) => e.outerHTML).join('\n'),
  );
}

export async function testText(page, testid) {
  return (await page.getByTestId(testid).textContent()) || '';
}

/** Waits until the page's move list shows `move` (`e3-e1`, captures may follow). */
export async function waitMoveShown(page, move, timeout = 15_000) {
  await waitFor(async () => (await testText(page, 'move-list')).includes(move), {
    timeout,
    message: `move ${move} in move-list of ${page.url()}`,
  });
}

/** Waits until the page's board matches `board` (when squares carry data-piece). */
export async function waitBoardShown(page, board, timeout = 15_000) {
  if ((await pageBoard(page)) === null) return false;
  await waitFor(async () => JSON.stringify(await pageBoard(page)) === JSON.stringify(board), {
    timeout,
    message: `the board of ${page.url()} to match the server's`,
  });
  return true;
}

/** Prints how long a test took (a TAP comment line in the output). */
export function timed(label, t0) {
  const ms = Date.now() - t0;
  console.log(`# ${label}: ${(ms / 1000).toFixed(1)} s`);
  return ms;
}

/**
 * Waits until the page shows `state`: the board's `data-ply` (when the page
 * sets it), the pieces (when squares carry `data-piece`) and the last move
 * in the move list.
 */
export async function waitPageAt(page, state, timeout = 15_000) {
  await waitFor(async () => {
    const ply = await page.evaluate(() => {
      const b = document.querySelector('[data-testid="board"]');
      return b && b.hasAttribute('data-ply') ? Number(b.getAttribute('data-ply')) : null;
    });
    if (ply !== null && ply !== state.ply) return false;
    const board = await pageBoard(page);
    if (board !== null && JSON.stringify(board) !== JSON.stringify(state.board)) return false;
    if (state.ply > 0) {
      const last = state.moves[state.moves.length - 1];
      if (!(await testText(page, 'move-list')).includes(last.move)) return false;
    }
    return true;
  }, { timeout, message: `${page.url()} to show ply ${state.ply}` });
}
