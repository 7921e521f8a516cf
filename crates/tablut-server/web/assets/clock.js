// Game clocks on the game page: the time each side has left, counting down
// for the side whose time runs, a warning in the last ten seconds.
//
// The server sends each side's time at its own `now`. The page cannot
// trust its own clock to agree with the server's, so it estimates the
// difference: the smallest (arrival - now) seen so far is the skew plus
// the shortest delay a message took; a message that took longer is that
// much older, and its time is counted as already gone. Time is measured
// with the monotonic clock, so changing the computer's clock changes
// nothing.

import { play } from './sound.js';
import { announce } from './ui.js';
import { t, lang } from './i18n.js';

const mono = () => performance.timeOrigin + performance.now();
const LOW_MS = 10_000;
const pad = (n) => String(n).padStart(2, '0');

/** True for a correspondence control ("3d"). */
export const isCorrespondence = (control) => /^\d+d$/.test(control || '');

/**
 * A clock's time for people: "4:59", "1:02:03", "0:09.3" under ten
 * seconds; by correspondence "2 d 23 h" and "5 h 12 min" above an hour.
 */
export function formatClock(ms, control) {
  const left = Math.max(0, Math.floor(ms));
  if (isCorrespondence(control) && left >= 3_600_000) {
    const days = Math.floor(left / 86_400_000);
    const hours = Math.floor((left % 86_400_000) / 3_600_000);
    const minutes = Math.floor((left % 3_600_000) / 60_000);
    return days >= 1 ? `${days} d ${hours} h` : `${hours} h ${minutes} min`;
  }
  if (left < LOW_MS) {
    const tenths = Math.floor(left / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const total = Math.floor(left / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** `n` of `unit` (`day`, `hour`, `minute`, `second`) in words, the language's way. */
const units = new Map();
function amount(n, unit, digits = 0) {
  const key = `${unit}:${digits}`;
  if (!units.has(key)) {
    units.set(key, new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long', minimumFractionDigits: digits, maximumFractionDigits: digits }));
  }
  return units.get(key).format(n);
}

/** The same time in words, for screen readers. */
function spoken(ms, control) {
  const left = Math.max(0, Math.floor(ms));
  if (isCorrespondence(control) && left >= 3_600_000) {
    const days = Math.floor(left / 86_400_000);
    const hours = Math.floor((left % 86_400_000) / 3_600_000);
    const minutes = Math.floor((left % 3_600_000) / 60_000);
    return days >= 1 ? `${amount(days, 'day')} ${amount(hours, 'hour')}` : `${amount(hours, 'hour')} ${amount(minutes, 'minute')}`;
  }
  if (left < LOW_MS) return amount(left / 1000, 'second', 1);
  const total = Math.floor(left / 1000);
  const parts = [];
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h) parts.push(amount(h, 'hour'));
  if (m) parts.push(amount(m, 'minute'));
  if (s || !parts.length) parts.push(amount(s, 'second'));
  return parts.join(' ');
}

/**
 * The two clocks of the game page: `sync(game)` after every state that
 * arrives, `render()` to draw them; they redraw themselves ten times a
 * second while a side's time runs.
 */
export function createClocks({ st }) {
  let skew = Infinity;
  let base = null; // the last clock received
  let timer = null;
  const warned = { attackers: false, defenders: false };

  function left(side) {
    if (!base) return null;
    const ms = side === 'attackers' ? base.attackers_ms : base.defenders_ms;
    if (base.running !== side) return ms;
    // Time gone since the server's `now`, on the server's clock as estimated.
    const gone = Math.max(0, mono() - base.now - skew);
    return Math.max(0, ms - gone);
  }

  function sync(game) {
    const clock = game && game.clock;
    if (!clock) {
      base = null;
    } else {
      skew = Math.min(skew, mono() - clock.now);
      base = clock;
    }
    const run = !!(base && base.running && game.status === 'active');
    if (run && !timer) timer = setInterval(render, 100);
    if (!run && timer) {
      clearInterval(timer);
      timer = null;
    }
  }

  function render() {
    const g = st.game;
    for (const side of ['attackers', 'defenders']) {
      const node = document.getElementById(`clock-${side}`);
      if (!node) continue;
      if (!base || !g) {
        node.hidden = true;
        continue;
      }
      node.hidden = false;
      const ms = left(side);
      const running = base.running === side && g.status === 'active';
      const live = !isCorrespondence(base.control);
      const low = live && g.status === 'active' && ms < LOW_MS;
      const flagged = g.status === 'finished' && g.outcome && g.outcome.reason === 'time' && g.outcome.winner && g.outcome.winner !== side;
      const text = formatClock(ms, base.control);
      const face = node.querySelector('.clock-face');
      if (face.textContent !== text) face.textContent = text;
      node.dataset.ms = String(Math.floor(ms));
      node.dataset.running = String(running);
      node.dataset.low = String(low);
      node.dataset.flagged = String(!!flagged);
      node.classList.toggle('clock-running', running);
      node.classList.toggle('clock-low', low);
      // The mark's word, shown by the style sheet, in the page's language.
      if (low) node.dataset.lowText = t('web-game-clock-low-mark');
      node.classList.toggle('clock-flagged', !!flagged);
      if (base.deadline && running) node.title = t('web-game-clock-deadline', { time: new Date(base.deadline + (isFinite(skew) ? skew : 0)).toLocaleString(lang) });
      else node.removeAttribute('title');
      const state = flagged ? 'flagged' : running ? 'running' : 'stopped';
      node.setAttribute('aria-label', t('web-game-clock-label', { side, time: spoken(ms, base.control), state, low: low ? 'yes' : 'no' }));
      // Said once when a side's time gets short, not on every tenth.
      if (low && running && !warned[side]) {
        warned[side] = true;
        const mine = st.you === side;
        announce(mine ? t('web-game-clock-low-you') : t('web-game-clock-low', { side }));
        if (mine || st.you === 'both') play('low-time');
      }
      if (!low) warned[side] = false;
    }
  }

  return { sync, render, left };
}
