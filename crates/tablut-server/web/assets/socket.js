// A WebSocket that reconnects by itself: one per game, and the lobby's.
// The server sends the whole state (the game, the lobby) on every
// connection, so nothing needs replaying after a drop: reconnecting is
// enough to be up to date.
//
// A connection knows it is alive: the server sends `{"type": "ping"}`
// every 5 s (docs/web-api.md, "WebSocket connections"), so a connection
// that brought nothing for DEAD_AFTER ms has died without closing (a
// network gone quiet): it is dropped at once, the page is told
// (`onStatus('lost')`) and a new one is opened. A connection that does
// not open within CONNECT_WITHIN ms is given up and tried again later.
// The pings themselves are not passed on to the page.

import { lang } from './i18n.js';

const MIN_DELAY = 500;
const MAX_DELAY = 15000;
/** Silence after which an open connection is taken for dead. */
export const DEAD_AFTER = 12000;
/** How long a connection may take to open. */
const CONNECT_WITHIN = 10000;

export function connectGame(id, handlers) {
  return connectSocket(`/api/games/${encodeURIComponent(id)}/ws`, handlers);
}

/**
 * The lobby's WebSocket: `{type: "lobby", lobby}` on connecting and after
 * every change (unless `views` is false: then only the news of the seeks
 * it holds).
 */
export function connectLobby(handlers, views = true) {
  return connectSocket(views ? '/api/lobby/ws' : '/api/lobby/ws?views=none', handlers);
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
  let heard = 0;
  let watch = null;

  function status(state, detail) {
    if (onStatus) onStatus(state, detail);
  }

  /** Lets go of a connection that will not say when it ends. */
  function abandon(socket) {
    socket.onopen = socket.onmessage = socket.onclose = null;
    try {
      socket.close();
    } catch {
      /* already closing */
    }
  }

  // Once a second: an open connection silent for DEAD_AFTER is dead, a
  // connection still opening after CONNECT_WITHIN is given up.
  function check() {
    if (!ws || closed) return;
    const silent = Date.now() - heard;
    if (ws.readyState === WebSocket.OPEN && silent > DEAD_AFTER) {
      abandon(ws);
      ws = null;
      status('lost');
      delay = MIN_DELAY;
      open();
    } else if (ws.readyState === WebSocket.CONNECTING && silent > CONNECT_WITHIN) {
      abandon(ws);
      ws = null;
      schedule();
    }
  }

  function open() {
    clearTimeout(timer);
    clearInterval(tick);
    if (closed) return;
    status('connecting');
    let socket;
    try {
      socket = new WebSocket(url);
    } catch {
      schedule();
      return;
    }
    ws = socket;
    heard = Date.now();
    if (!watch) watch = setInterval(check, 1000);
    socket.onopen = () => {
      heard = Date.now();
      delay = MIN_DELAY;
      status('open');
      if (onOpen) onOpen();
    };
    socket.onmessage = (e) => {
      heard = Date.now();
      let msg;
      try {
        msg = JSON.parse(e.data);
      } catch {
        return;
      }
      if (msg && msg.type === 'ping') return;
      onMessage(msg);
    };
    socket.onclose = () => {
      if (ws !== socket) return;
      ws = null;
      if (!closed) schedule();
    };
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
      clearInterval(watch);
      if (ws) ws.close();
    },
  };
}
