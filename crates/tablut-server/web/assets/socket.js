// A WebSocket that reconnects by itself: one per game, and the lobby's.
// The server sends the whole state (the game, the lobby) on every
// connection, so nothing needs replaying after a drop: reconnecting is
// enough to be up to date.

import { lang } from './i18n.js';

const MIN_DELAY = 500;
const MAX_DELAY = 15000;

export function connectGame(id, handlers) {
  return connectSocket(`/api/games/${encodeURIComponent(id)}/ws`, handlers);
}

/** The lobby's WebSocket: `{type: "lobby", lobby}` on connecting and after every change. */
export function connectLobby(handlers) {
  return connectSocket('/api/lobby/ws', handlers);
}

/** A reconnecting WebSocket to `path` on this server. */
export function connectSocket(path, { onOpen, onMessage, onStatus }) {
  // The session speaks the page's language (its errors, above all).
  const query = `${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}`;
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}${query}`;
  let ws = null;
  let delay = MIN_DELAY;
  let timer = null;
  let tick = null;
  let closed = false;

  function status(state, detail) {
    if (onStatus) onStatus(state, detail);
  }

  function open() {
    clearTimeout(timer);
    clearInterval(tick);
    if (closed) return;
    status('connecting');
    try {
      ws = new WebSocket(url);
    } catch {
      schedule();
      return;
    }
    ws.addEventListener('open', () => {
      delay = MIN_DELAY;
      status('open');
      if (onOpen) onOpen();
    });
    ws.addEventListener('message', (e) => {
      let msg;
      try {
        msg = JSON.parse(e.data);
      } catch {
        return;
      }
      onMessage(msg);
    });
    ws.addEventListener('close', () => {
      ws = null;
      if (!closed) schedule();
    });
    // 'error' is always followed by 'close', which does the work.
  }

  function schedule() {
    // Jitter keeps many pages from hammering a restarted server together.
    const wait = Math.round(delay * (0.8 + Math.random() * 0.4));
    delay = Math.min(MAX_DELAY, delay * 2);
    const due = Date.now() + wait;
    status('waiting', Math.ceil(wait / 1000));
    tick = setInterval(() => status('waiting', Math.max(0, Math.ceil((due - Date.now()) / 1000))), 1000);
    timer = setTimeout(open, wait);
  }

  // Coming back online or to the tab is a good moment to try at once.
  const retryNow = () => {
    if (!ws && !closed) {
      delay = MIN_DELAY;
      open();
    }
  };
  window.addEventListener('online', retryNow);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') retryNow();
  });

  open();

  return {
    send(obj) {
      if (ws && ws.readyState === WebSocket.OPEN) {
        ws.send(JSON.stringify(obj));
        return true;
      }
      return false;
    },
    get isOpen() {
      return !!ws && ws.readyState === WebSocket.OPEN;
    },
    retryNow,
    close() {
      closed = true;
      clearTimeout(timer);
      clearInterval(tick);
      if (ws) ws.close();
    },
  };
}
