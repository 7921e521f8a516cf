// What the tournament pages say about a tournament: its format, where it
// is (starts at, round N of M, an arena's time left) and points, in the
// page's language. Shared by /tournaments and /tournaments/{id}.

import { formatDate } from './api.js';
import { t, lang } from './i18n.js';

/** A format (`swiss`, `round-robin`, …) in words. */
export const formatText = (format) => t('web-tournament-format', { format });

/** Created, running or finished, in words. */
export const statusText = (status) => t('web-tournament-status', { status });

/** An arena's end, ms since 1970 (null before it starts or when unknown). */
export function arenaEnd(s) {
  if (s.format !== 'arena' || !s.minutes || !s.started_at) return null;
  return s.started_at + s.minutes * 60000;
}

/** Time left as `12:05` or `1:02:03`. */
export function leftText(ms) {
  const all = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(all / 3600);
  const m = Math.floor((all % 3600) / 60);
  const sec = String(all % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/**
 * Where a tournament is, for the lists: when it starts, the round being
 * played (an arena's time left), or that it is over.
 */
export function whenText(s) {
  if (s.status === 'created') {
    return s.starts_at ? t('web-tournament-starts', { time: formatDate(s.starts_at) }) : t('web-tournament-starts-manual');
  }
  if (s.status === 'running') {
    const end = arenaEnd(s);
    if (end) return t('web-tournament-arena-left', { time: leftText(end - Date.now()) });
    if (s.format === 'arena') return statusText(s.status);
    return t('web-tournament-round', { round: s.round, rounds: s.rounds });
  }
  return statusText(s.status);
}

const half = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });

/** Points as the tables write them: 1½, ½, 3. */
export function pointsText(p) {
  if (p === null || p === undefined || Number.isNaN(p)) return '';
  const whole = Math.floor(p + 1e-9);
  const rest = p - whole;
  if (Math.abs(rest - 0.5) < 1e-9) return whole ? `${whole}½` : '½';
  if (rest < 1e-9) return String(whole);
  return half.format(p);
}

/** A tie-break as the tables write it (two decimals at most). */
export const scoreText = (v) => (v === null || v === undefined ? '' : half.format(v));
