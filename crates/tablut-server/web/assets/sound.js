// The pages' sounds: a move, a capture, a game's start and end, low time,
// a challenge received. They are made here, with the Web Audio API, from
// a few short tones each (no sound files, so nothing to license), and play
// at the volume this browser keeps (`tablut.sound-volume`, 0 to 1; 0 is
// mute).
import { prefs } from './api.js';

/** Each sound: [frequency in Hz, start in s, length in s] per tone. */
const SOUNDS = {
  move: [[660, 0, 0.07]],
  capture: [[560, 0, 0.05], [370, 0.06, 0.1]],
  start: [[523, 0, 0.1], [659, 0.11, 0.1], [784, 0.22, 0.18]],
  end: [[784, 0, 0.12], [659, 0.13, 0.12], [523, 0.26, 0.26]],
  'low-time': [[880, 0, 0.08], [880, 0.18, 0.08]],
  challenge: [[698, 0, 0.09], [932, 0.11, 0.14]],
};

/** The volume when the player never chose one. */
const DEFAULT_VOLUME = 0.6;

let audio = null;

/** This browser's volume, 0 (mute) to 1. */
export function volume() {
  const kept = prefs.get('sound-volume');
  const v = kept === null ? DEFAULT_VOLUME : Number(kept);
  return Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : DEFAULT_VOLUME;
}

/** Keeps `v` (0 to 1) as this browser's volume. */
export function setVolume(v) {
  prefs.set('sound-volume', String(Math.min(1, Math.max(0, Number(v) || 0))));
}

/** Plays sound `name` (see SOUNDS), unless muted or the browser has no Web Audio. */
export function play(name) {
  const tones = SOUNDS[name];
  const level = volume();
  const Context = window.AudioContext || window.webkitAudioContext;
  if (!tones || level <= 0 || !Context) return;
  try {
    audio ??= new Context();
    // Browsers start audio suspended until the page has been used; a
    // sound asked for before then is simply not heard.
    if (audio.state === 'suspended') audio.resume().catch(() => {});
    const now = audio.currentTime;
    for (const [frequency, at, length] of tones) {
      const tone = audio.createOscillator();
      const envelope = audio.createGain();
      tone.type = 'triangle';
      tone.frequency.value = frequency;
      // A quick rise and an exponential fall: a click-free "tock".
      envelope.gain.setValueAtTime(0.0001, now + at);
      envelope.gain.exponentialRampToValueAtTime(0.35 * level, now + at + 0.01);
      envelope.gain.exponentialRampToValueAtTime(0.0001, now + at + length);
      tone.connect(envelope).connect(audio.destination);
      tone.start(now + at);
      tone.stop(now + at + length + 0.02);
    }
  } catch {
    // No sound is no reason to break the page.
  }
}

/**
 * Wires a volume control: `range` (an <input type=range> 0–100) and
 * `mute` (a button that toggles between silence and the last volume).
 */
export function wireVolume(range, mute, labels) {
  let before = volume() || DEFAULT_VOLUME;
  const show = () => {
    const v = volume();
    range.value = String(Math.round(v * 100));
    mute.setAttribute('aria-pressed', String(v === 0));
    mute.textContent = v === 0 ? labels.off : labels.on;
  };
  range.addEventListener('input', () => {
    setVolume(Number(range.value) / 100);
    show();
  });
  range.addEventListener('change', () => play('move'));
  mute.addEventListener('click', () => {
    const v = volume();
    if (v > 0) {
      before = v;
      setVolume(0);
    } else {
      setVolume(before);
      play('move');
    }
    show();
  });
  show();
}
