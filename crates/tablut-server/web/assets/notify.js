// Browser notifications and the tab's mark for "your turn": a
// notification only when the player has asked for them (the permission is
// requested on their click, never on its own) and the tab is hidden; the
// tab's title and icon show whose turn it is whatever the setting.
import { prefs } from './api.js';

/** Whether this browser can show notifications at all. */
export const supported = () => typeof window.Notification === 'function';

/** Whether the player asked for notifications and the browser allows them. */
export function enabled() {
  return supported() && prefs.get('notify') === 'on' && window.Notification.permission === 'granted';
}

/** Asks the browser for the permission (on the player's click); whether they are now on. */
export async function enable() {
  if (!supported()) return false;
  const answer = await window.Notification.requestPermission();
  prefs.set('notify', answer === 'granted' ? 'on' : null);
  return answer === 'granted';
}

/** Turns them off for this browser. */
export function disable() {
  prefs.set('notify', null);
}

/**
 * Shows a notification (`tag`: one per game or subject, a newer one
 * replacing the older) when they are on and the tab is hidden; a click
 * brings the tab back.
 */
export function notify(title, body, tag) {
  if (!enabled() || !document.hidden) return;
  try {
    const n = new window.Notification(title, { body, tag, icon: '/assets/favicon.svg' });
    n.onclick = () => {
      window.focus();
      n.close();
    };
  } catch {
    // Some browsers only notify from a service worker: the tab mark stays.
  }
}

const plainIcon = '/assets/favicon.svg';
// The icon with a dot: your turn.
const markedIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="10" fill="#3b2f22"/>' +
    '<circle cx="32" cy="32" r="14" fill="#e9d7a5"/><circle cx="50" cy="14" r="12" fill="#d33"/></svg>',
)}`;

/** Marks the tab's icon while it is the player's turn. */
export function markTab(yourTurn) {
  let link = document.querySelector('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  const href = yourTurn ? markedIcon : plainIcon;
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  document.documentElement.dataset.yourTurn = String(yourTurn);
}
