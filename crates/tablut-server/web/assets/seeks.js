// The seeks this browser made, followed from every page: a live seek is
// open only while its maker is on the site (docs/web-api.md, "Lobby"), so
// every page holds them over the lobby's WebSocket (`{"type": "hold"}`
// with the seek's secret), and is told when one becomes a game
// (`started`: the secret becomes the game's, and the page goes there) or
// is gone (`gone`: withdrawn, declined or expired, never a game: only
// then is its secret forgotten). The lobby page does the same over its
// own socket; the other pages open one that gets no lobby views.

import { secrets, seekSecrets, myGames } from './api.js';
import { connectLobby } from './socket.js';
import { t, ready } from './i18n.js';

const NOTICE = 'tablut.notice';

/** Asks `socket` to hold every seek this browser made. */
export function holdSeeks(socket) {
  for (const [seek, secret] of Object.entries(seekSecrets.all())) {
    socket.send({ type: 'hold', seek, secret });
  }
}

/**
 * Takes in a lobby message about a held seek: true when it was one.
 * `go(game)` goes to the game a seek became (its secret already stored
 * as the game's).
 */
export function seekNews(msg, go) {
  if (!msg || typeof msg.seek !== 'string') return false;
  if (msg.type === 'started' && typeof msg.game === 'string') {
    const secret = seekSecrets.get(msg.seek);
    if (secret) secrets.set(msg.game, secret);
    seekSecrets.remove(msg.seek);
    go(msg.game);
    return true;
  }
  if (msg.type === 'gone') {
    seekSecrets.remove(msg.seek);
    return true;
  }
  return false;
}

/** Goes to a game a seek became, saying so there. */
export function goToStarted(game) {
  myGames.add(game);
  ready.then(() => {
    try {
      sessionStorage.setItem(NOTICE, t('web-lobby-seek-accepted'));
    } catch {
      /* the game page just says nothing */
    }
    location.assign(`/g/${encodeURIComponent(game)}`);
  });
}

/** The notice a page left for the next one (once). */
export function takeNotice() {
  try {
    const note = sessionStorage.getItem(NOTICE);
    sessionStorage.removeItem(NOTICE);
    return note;
  } catch {
    return null;
  }
}

/** On a page other than the lobby: holds this browser's seeks, if any. */
export function watchSeeks() {
  if (Object.keys(seekSecrets.all()).length === 0) return null;
  let leaving = false;
  const socket = connectLobby(
    {
      onOpen: () => holdSeeks(socket),
      onMessage: (msg) =>
        seekNews(msg, (game) => {
          if (leaving) return;
          leaving = true;
          socket.close();
          goToStarted(game);
        }),
    },
    false,
  );
  return socket;
}
