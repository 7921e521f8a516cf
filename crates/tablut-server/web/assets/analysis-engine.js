// The engine of the analysis board: one WebSocket to `/api/analysis/ws`
// (reconnecting by itself), the position shown sent as
// `{"type": "analyse", "id", "variant", "position", "moves"}` each time it
// changes, and the best lines the server streams back for it
// (`{"type": "lines", "id", "depth", …}`); lines of an earlier position
// (another `id`) are dropped. `{"type": "stop"}` switches it off.
//
// The server refuses a third analysis board from one address on the open
// socket: an `error` with `rate_limited`, then a close (code 4429). That
// is reported as `refused` (also kept while reconnecting), as is a
// connection that fails before it ever opens; the page says the reason
// (another analysis tab).

import { connectSocket } from './socket.js';

// Steps through the moves quickly send one position, not each one passed.
const SETTLE_MS = 120;

/**
 * createEngine(update): `update(view)` is called after every change with
 * {state, key, id, depth, nodes, ms, done, lines, message, retry}, where
 * `state` is `off`, `connecting`, `idle` (nothing asked), `queued`,
 * `searching`, `done`, `over` (the position is finished), `refused`,
 * `lost` (reconnecting in `retry` s) or `error` (`message`), and `key` is
 * the key of the position the lines are for.
 */
export function createEngine(update) {
  let enabled = true;
  let want = null; // {variant, position, moves, key}
  let nextId = 0;
  let id = 0; // the id of the position last sent
  let sentKey = null;
  let opened = false; // whether the current attempt opened
  let limited = false; // whether the server refused this board for the address's limit
  let timer = null;
  let view = { state: 'connecting', key: null, id: 0, depth: 0, nodes: 0, ms: 0, done: false, lines: [], message: '', retry: 0 };

  const set = (patch) => {
    view = { ...view, ...patch };
    update(view);
  };

  const sock = connectSocket('/api/analysis/ws', {
    onOpen() {
      opened = true;
      limited = false;
      sentKey = null;
      if (!enabled) set({ state: 'off' });
      else if (want && want.over) set({ state: 'over', key: want.key, lines: [] });
      else if (want) send();
      else set({ state: 'idle' });
    },
    onMessage(msg) {
      if (!msg || typeof msg !== 'object') return;
      if (msg.type === 'queued') {
        if (msg.id === id && enabled) set({ state: 'queued', id });
      } else if (msg.type === 'lines') {
        // Not for the position last sent, or another is about to be.
        if (msg.id !== id || !enabled || (want && want.key !== sentKey)) return;
        set({
          state: msg.done ? 'done' : 'searching',
          id: msg.id,
          key: sentKey,
          depth: msg.depth,
          nodes: msg.nodes,
          ms: msg.ms,
          done: !!msg.done,
          lines: Array.isArray(msg.lines) ? msg.lines : [],
          message: '',
        });
      } else if (msg.type === 'error' && msg.error === 'rate_limited') {
        limited = true;
        set({ state: 'refused', lines: [] });
      } else if (msg.type === 'error') {
        // No message: the page says the engine refused the position.
        set({ state: 'error', message: msg.message || msg.error || '', lines: [] });
      }
    },
    onStatus(state, detail) {
      if (state === 'connecting') {
        opened = false;
        if (enabled && view.state !== 'refused' && view.state !== 'lost') set({ state: 'connecting' });
      } else if (state === 'waiting') {
        sentKey = null;
        if (enabled) set({ state: opened && !limited ? 'lost' : 'refused', retry: detail || 0, lines: [] });
      }
    },
  });

  function send() {
    clearTimeout(timer);
    timer = null;
    if (!enabled || !want || want.over) return;
    if (want.key === sentKey) return;
    const asked = want;
    const nid = ++nextId;
    const ok = sock.send({ type: 'analyse', id: nid, variant: asked.variant, position: asked.position, moves: asked.moves });
    if (!ok) return; // sent on opening
    id = nid;
    sentKey = asked.key;
    set({ state: 'queued', id, key: asked.key, depth: 0, nodes: 0, ms: 0, done: false, lines: [], message: '' });
  }

  return {
    /** The position shown: `{variant, position, moves, key, over}`. */
    analyse(pos) {
      want = pos;
      if (!enabled) return;
      if (pos.over) {
        clearTimeout(timer);
        if (sentKey !== null) sock.send({ type: 'stop' });
        sentKey = null;
        id = ++nextId; // lines still coming for the last position are dropped
        set({ state: 'over', key: pos.key, lines: [], depth: 0, done: true });
        return;
      }
      if (pos.key === sentKey) return;
      // Lines of the last position no longer apply: clear them at once.
      set({ state: sock.isOpen ? 'queued' : view.state, key: pos.key, lines: [], depth: 0, done: false });
      clearTimeout(timer);
      timer = setTimeout(send, SETTLE_MS);
    },
    setEnabled(on) {
      if (on === enabled) return;
      enabled = on;
      if (!on) {
        clearTimeout(timer);
        sock.send({ type: 'stop' });
        sentKey = null;
        id = ++nextId;
        set({ state: 'off', lines: [], depth: 0, done: false });
      } else if (!sock.isOpen) {
        set({ state: 'connecting' });
        sock.retryNow();
      } else if (want) {
        this.analyse(want);
      } else set({ state: 'idle' });
    },
    get enabled() {
      return enabled;
    },
  };
}
