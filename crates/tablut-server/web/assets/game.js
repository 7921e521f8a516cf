// The game page: one game, live over a WebSocket. The server is the
// referee; this page shows its state, offers the legal moves it listed,
// and sends commands.

import { request, getGame, getRulesets, secrets, prefs, myGames, describeError, other, copyText, el } from './api.js';
import { createBoard, normalizeSquares, splitMove, pieceAt, pieceSide, pieceName } from './board.js';
import { boardsByPly, lostAfter } from './history.js';
import { connectGame } from './socket.js';
import { createPanels } from './game-panels.js';
import { createClocks, isCorrespondence } from './clock.js';
import { showError, showNotice, announce, markNav, pageReady } from './ui.js';
import { onAccount, accountReady } from './session.js';
import { t, message, lang, ready } from './i18n.js';
import { takeNotice } from './seeks.js';
import { play, wireVolume } from './sound.js';
import * as notifications from './notify.js';
import { createBlind, blindOn } from './blind.js';
import { createConditional } from './conditional.js';
import { showTournamentLink } from './tournament-link.js';

await ready;

const $ = (id) => document.getElementById(id);
const gameId = decodeURIComponent(location.pathname.split('/')[2] || '');

const st = {
  game: null,
  you: null, // 'attackers' | 'defenders' | 'both' | null (watching)
  secret: secrets.get(gameId),
  authFailed: false,
  authed: false,
  viewPly: null, // null: the current position; a number: an earlier one
  selected: null,
  pending: false,
  pendingTimer: null,
  // Until the rule set is known only the throne is certain.
  squares: normalizeSquares({ throne: 'e5', corners: [], escape: [], camps: [] }),
  rulesets: null,
  boards: null,
  boardsKey: '',
  rematchSeen: undefined, // rematch.game when the page first saw the game
  lastAlertKey: '',
  variantAsked: null,
  slide: null, // a move to show gliding at the next draw
  dragged: null, // the move this page just made by dragging: it needs no glide
  hint: null, // {ply, move} from the engine, shown while the position lasts
  hintAsked: null, // the ply a hint was asked for, until it comes
  // Logged in without a secret for this game: the account's seat, if it
  // holds one (auth without a secret); refused, the page watches quietly.
  accountAuth: false,
  accountAuthFailed: false,
  ratings: null, // GET /api/games/{id}/ratings: the accounts' seats and ratings
  ratingsFor: '', // the status the ratings were asked for
  // A move chosen while the opponent is to move in a live game, sent as
  // soon as their move arrives if it is still legal then: {from, to}.
  premove: null,
  // A correspondence move chosen but not yet confirmed: {from, to, ply}.
  confirming: null,
};

// The conditional-moves card (correspondence), with this seat's secret.
const conditional = createConditional(() => st.secret);

let socket = null;

const board = createBoard({
  label: t('web-common-board'),
  interactive: true,
  handlers: {
    press: onPress,
    canDrag: (sq) => (canPlay() && (movesFrom().get(sq) || []).length > 0) || (canPremove() && premoveTargets(sq).length > 0),
    dragStart: (sq) => {
      st.selected = sq;
      draw();
    },
    drop: (from, to) => {
      if (canPremove()) {
        if (premoveTargets(from).includes(to)) setPremove(from, to);
        else {
          st.selected = from;
          draw();
        }
        return;
      }
      if ((movesFrom().get(from) || []).includes(to)) {
        st.dragged = `${from}-${to}`;
        sendMove(from, to);
      } else {
        st.selected = from;
        draw();
      }
    },
    cancel: () => {
      st.selected = null;
      if (!cancelPremove() && !cancelConfirm()) draw();
    },
    cursor: describeCursor,
  },
});
board.svg.dataset.testid = 'board';
$('board-wrap').append(board.svg);
// A right-click on the board takes back a premove, as on other servers;
// the browser's menu is kept when there is none.
board.svg.addEventListener('contextmenu', (e) => {
  if (st.premove || (canPremove() && st.selected)) {
    e.preventDefault();
    st.selected = null;
    if (!cancelPremove()) draw();
  }
});

const panels = createPanels({ st, gameId, seated, myTurn, canPlay: () => canPlay(), premoveGame: () => premoveGame(), viewAt: (ply) => viewAt(ply) });
const clocks = createClocks({ st });
const blind = createBlind({
  st,
  sendMove: (from, to) => sendMove(from, to),
  canPlay: () => canPlay(),
  whyNotPlayable: () => whyNotPlayable(),
  movesFrom: () => movesFrom(),
  currentBoard: () => currentBoard(),
  shownPly: () => shownPly(),
  say: (text) => announce(text),
});

// ---- what may be done ------------------------------------------------

function seated() {
  return !!st.you;
}

function myTurn() {
  const g = st.game;
  if (!g || !st.you) return false;
  return st.you === 'both' || st.you === g.side_to_move;
}

function canPlay() {
  const g = st.game;
  return !!g && g.status === 'active' && st.viewPly === null && myTurn() && !st.pending && !g.thinking;
}

/**
 * Whether this game takes premoves: one side's seat in a live game with a
 * clock (by correspondence there is time to wait for the opponent's move).
 */
function premoveGame() {
  const g = st.game;
  if (!g || g.status !== 'active' || !g.clock || isCorrespondence(g.clock.control)) return false;
  return !!st.you && st.you !== 'both';
}

/** Whether a premove may be chosen now: the opponent is to move and the current position is shown. */
function canPremove() {
  return premoveGame() && !myTurn() && st.viewPly === null;
}

/**
 * Where the piece on `from` might go once the opponent has moved: along its
 * rank and file over empty squares and the opponent's pieces (which may
 * move away or be captured), stopping at the player's own. The server's
 * `legal` list decides when the time comes.
 */
function premoveTargets(from) {
  const g = st.game;
  const rows = g.board;
  if (pieceSide(pieceAt(rows, from)) !== st.you) return [];
  const out = [];
  const col0 = 'abcdefghi'.indexOf(from[0]);
  const rank0 = Number(from.slice(1));
  for (const [dc, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
    for (let c = col0 + dc, r = rank0 + dr; c >= 0 && c < 9 && r >= 1 && r <= 9; c += dc, r += dr) {
      const sq = `${'abcdefghi'[c]}${r}`;
      if (pieceSide(pieceAt(rows, sq)) === st.you) break;
      out.push(sq);
    }
  }
  return out;
}

function setPremove(from, to) {
  st.selected = null;
  st.premove = { from, to };
  announce(t('web-game-premove-set', { move: `${from}-${to}` }));
  draw();
}

/** Takes back the premove, if there is one; true if there was. */
function cancelPremove() {
  if (!st.premove) return false;
  st.premove = null;
  announce(t('web-game-premove-cancelled'));
  draw();
  return true;
}

/**
 * When the opponent's move has arrived: the premove is played if the
 * new position allows it, else dropped with a word why.
 */
function playPremove() {
  const p = st.premove;
  const g = st.game;
  if (!p) return;
  if (g.status !== 'active') {
    st.premove = null;
    return;
  }
  if (!myTurn() || st.pending) return;
  st.premove = null;
  const move = `${p.from}-${p.to}`;
  if ((g.legal || []).includes(move)) {
    command({ type: 'move', move, ply: g.ply });
  } else {
    const text = t('web-game-premove-dropped', { move });
    showNotice(text);
    announce(text);
    draw();
  }
}

/** Whether a chosen move waits for the player's confirmation (correspondence, option on). */
function wantsConfirm() {
  const g = st.game;
  return !!(g && g.clock && isCorrespondence(g.clock.control) && confirmOn());
}

// On by default: a slip of the finger costs a correspondence game days.
const confirmOn = () => prefs.get('confirm-moves') !== 'off';

/** Takes back the move waiting for confirmation, if any; true if there was one. */
function cancelConfirm() {
  if (!st.confirming) return false;
  st.confirming = null;
  announce(t('web-game-confirm-cancelled'));
  draw();
  return true;
}

function movesFrom() {
  const map = new Map();
  if (!st.game) return map;
  for (const m of st.game.legal || []) {
    const { from, to } = splitMove(m);
    if (!map.has(from)) map.set(from, []);
    map.get(from).push(to);
  }
  return map;
}

// ---- input -------------------------------------------------------------

function onPress(sq) {
  if (!st.game) return;
  if (canPremove()) {
    pressPremove(sq);
    return;
  }
  if (st.confirming) {
    // Another press while a move waits for confirmation starts over.
    st.confirming = null;
  }
  if (!canPlay()) {
    st.selected = null;
    draw();
    announce(whyNotPlayable());
    return;
  }
  const from = movesFrom();
  if (st.selected && (from.get(st.selected) || []).includes(sq)) {
    sendMove(st.selected, sq);
    return;
  }
  const side = pieceSide(pieceAt(st.game.board, sq));
  if (side && side === st.game.side_to_move && st.selected !== sq) {
    st.selected = sq;
    const n = (from.get(sq) || []).length;
    announce(t('web-game-picked-up', { piece: pieceName(pieceAt(st.game.board, sq)), square: sq, count: n }));
  } else {
    st.selected = null;
  }
  draw();
}

/** A press while the opponent is to move: picks, changes or takes back the premove. */
function pressPremove(sq) {
  if (st.premove && sq === st.premove.from) {
    st.selected = null;
    cancelPremove();
    return;
  }
  if (st.selected && premoveTargets(st.selected).includes(sq)) {
    setPremove(st.selected, sq);
    return;
  }
  if (pieceSide(pieceAt(st.game.board, sq)) === st.you && st.selected !== sq) {
    st.selected = sq;
    announce(t('web-game-premove-picked', { square: sq }));
  } else {
    st.selected = null;
  }
  draw();
}

function whyNotPlayable() {
  const g = st.game;
  if (st.viewPly !== null) return t('web-game-why-earlier');
  if (!seated()) return t('web-game-why-watching');
  if (g.status === 'waiting') return t('web-common-error-waiting');
  if (g.status === 'finished') return t('web-common-error-game-over');
  if (g.thinking) return t('web-game-why-thinking');
  if (st.pending) return t('web-game-why-pending');
  return t('web-game-why-their-turn', { side: g.side_to_move });
}

function describeCursor(sq) {
  if (!st.game) return;
  const boardNow = currentBoard();
  const piece = pieceName(pieceAt(boardNow, sq));
  const dest = st.selected && (movesFrom().get(st.selected) || []).includes(sq);
  announce(dest ? t('web-game-cursor-destination', { square: sq, piece }) : t('web-game-cursor', { square: sq, piece }));
}

function sendMove(from, to) {
  st.selected = null;
  if (wantsConfirm()) {
    st.confirming = { from, to, ply: st.game.ply };
    draw();
    const text = t('web-game-confirm-question', { move: `${from}-${to}` });
    announce(text);
    $('confirm-yes').focus();
    return;
  }
  command({ type: 'move', move: `${from}-${to}`, ply: st.game.ply });
}

function setPending(on) {
  st.pending = on;
  clearTimeout(st.pendingTimer);
  // The answer normally comes at once; never leave the board locked if it
  // got lost on a dropped connection.
  if (on) st.pendingTimer = setTimeout(() => setPending(false), 8000);
  draw();
}

async function command(cmd) {
  if (!st.game) return;
  setPending(true);
  if (socket && socket.isOpen && st.authed) {
    socket.send(cmd);
    // A move stays ours to deliver until an update shows it (or the game
    // past its ply): a connection that died without closing took it
    // nowhere, and it is sent again, with its ply, once the connection is
    // back (the server refuses it as `stale` if it was played after all).
    if (cmd.type === 'move') st.unconfirmed = { ...cmd, resent: false };
    return;
  }
  // Without a live socket the same command goes over HTTP.
  try {
    const g = await request(`/api/games/${encodeURIComponent(gameId)}/commands`, { method: 'POST', body: cmd, secret: st.secret });
    applyGame(g);
  } catch (e) {
    commandFailed(e.code, e.message);
  }
}

function commandFailed(code, message) {
  setPending(false);
  // A move typed in the screen-reader mode: its refusal is said there.
  const typed = st.blindSent;
  st.blindSent = null;
  if (typed && blindOn()) announce(t('web-blind-refused', { move: typed, reason: describeError(code, message) }));
  const lost = st.unconfirmed;
  st.unconfirmed = null;
  if (lost && lost.resent && (code === 'stale' || code === 'not_your_turn' || code === 'game_over')) {
    showError(t('web-game-move-not-played', { move: lost.move }));
    refresh();
    return;
  }
  showError(describeError(code, message));
  if (code === 'stale' || code === 'not_your_turn') refresh();
}

async function refresh() {
  try {
    applyGame(await getGame(gameId));
  } catch {
    /* the socket will bring the state when it can */
  }
}

// ---- state from the server ---------------------------------------------

/** Whether the move awaiting delivery was played, or can no longer be. */
function settleUnconfirmed(g) {
  const u = st.unconfirmed;
  if (!u || g.ply <= u.ply) return;
  st.unconfirmed = null;
  const played = g.moves && g.moves[u.ply];
  if (!played || played.move !== u.move) showError(t('web-game-move-not-played', { move: u.move }));
}

/** After a reconnection: sends again the move the dead connection lost. */
function resendUnconfirmed() {
  const u = st.unconfirmed;
  const g = st.game;
  if (!u || !g || !socket || !socket.isOpen || !st.authed) return;
  if (g.status !== 'active' || g.ply !== u.ply) {
    settleUnconfirmed(g);
    if (st.unconfirmed) {
      st.unconfirmed = null;
      showError(t('web-game-move-not-played', { move: u.move }));
    }
    return;
  }
  u.resent = true;
  setPending(true);
  socket.send({ type: u.type, move: u.move, ply: u.ply });
}

function applyGame(g) {
  const prev = st.game;
  settleUnconfirmed(g);
  st.game = g;
  st.pending = false;
  clearTimeout(st.pendingTimer);
  clocks.sync(g);
  if (st.rematchSeen === undefined) st.rematchSeen = g.rematch ? g.rematch.game : null;
  if (!prev || prev.variant !== g.variant) useSquares();
  if (st.viewPly !== null && st.viewPly >= g.ply) st.viewPly = null;
  if (st.selected && !movesFrom().has(st.selected)) st.selected = null;
  if (prev && g.ply > prev.ply) {
    st.blindSent = null;
    announceMoves(prev, g);
    signalMove(g);
  }
  signalStartAndEnd(prev, g);
  if (prev && g.ply === prev.ply + 1 && st.viewPly === null) {
    const m = g.moves[g.ply - 1];
    if (m.move !== st.dragged) st.slide = splitMove(m.move);
  }
  st.dragged = null;
  if (prev && g.ply < prev.ply) announce(t('web-game-taken-back', { ply: g.ply }));
  if (prev && prev.status !== 'finished' && g.status === 'finished') announce(message(g.outcome.message) || g.outcome.text || t('web-common-error-game-over'));
  if (prev && prev.status === 'waiting' && g.status === 'active') showNotice(t('web-game-friend-joined'));
  const offer = g.rematch && g.rematch.offered_by;
  if (prev && offer && !(prev.rematch && prev.rematch.offered_by) && seated() && offer !== st.you) {
    showNotice(t('web-game-rematch-offered-to-you'));
    announce(t('web-game-rematch-offered-to-you'));
  }
  if (prev) announceChat(prev, g);
  if (prev) announceOffers(prev, g);
  if (st.confirming && (g.ply !== st.confirming.ply || !canPlay())) st.confirming = null;
  if (st.premove && !premoveGame()) st.premove = null;
  loadRatings(g);
  followRematch(g);
  draw();
  playPremove();
}

/** The sound of the last move; a notification when it makes it the player's turn. */
function signalMove(g) {
  const last = g.moves[g.ply - 1];
  if (!last) return;
  play(last.captures && last.captures.length ? 'capture' : 'move');
  if (g.status === 'active' && myTurn() && st.you !== 'both') {
    notifications.notify(t('web-game-notify-your-turn'), t('web-game-played', { side: last.side, move: last.move }), `game-${gameId}`);
  }
}

/** The sounds of a game starting (the second player seated, or a game met at its first move) and ending. */
function signalStartAndEnd(prev, g) {
  const began = prev ? prev.status === 'waiting' && g.status === 'active' : g.status === 'active' && g.ply === 0 && g.mode === 'friend' && seated();
  if (began) play('start');
  if (prev && prev.status !== 'finished' && g.status === 'finished') {
    play('end');
    if (seated()) notifications.notify(t('web-game-notify-over'), message(g.outcome.message) || g.outcome.text || '', `game-${gameId}`);
  }
}

/** Says when the opponent offers a draw or asks for a takeback, or answers ours. */
function announceOffers(prev, g) {
  if (!seated() || st.you === 'both') return;
  const them = other(st.you);
  const say = (text) => {
    showNotice(text);
    announce(text);
  };
  if (g.draw_offer === them && prev.draw_offer !== them && g.status === 'active') say(t('web-game-opponent-offers-draw'));
  if (g.takeback_offer === them && prev.takeback_offer !== them && g.status === 'active') say(t('web-game-opponent-asks-takeback'));
  if (prev.draw_offer === st.you && !g.draw_offer && g.status === 'active' && g.ply === prev.ply) say(t('web-game-draw-declined'));
  if (prev.takeback_offer === st.you && !g.takeback_offer && g.status === 'active' && g.ply === prev.ply) say(t('web-game-takeback-declined'));
}

/**
 * The accounts' ratings in a game between people (their names link to
 * their profiles), asked once at first and again when the game ends, for
 * the rating changes.
 */
async function loadRatings(g) {
  if (g.mode !== 'friend') return;
  const key = g.status === 'finished' ? 'finished' : 'playing';
  if (st.ratingsFor === key) return;
  st.ratingsFor = key;
  for (let attempt = 0; attempt < 3; attempt++) {
    let list;
    try {
      list = await request(`/api/games/${encodeURIComponent(gameId)}/ratings`);
    } catch {
      return;
    }
    st.ratings = Array.isArray(list) ? list : [];
    draw();
    // A rated game's changes are stored with its end; ask again in case
    // this answer was read a moment before.
    const waiting = key === 'finished' && g.rated && st.ratings.some((r) => r.after === null || r.after === undefined);
    if (!waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

function announceMoves(prev, g) {
  const fresh = g.moves.slice(prev.ply);
  const and = new Intl.ListFormat(lang, { type: 'conjunction' });
  const words = fresh.map((m) =>
    m.captures && m.captures.length
      ? t('web-game-played-capturing', { side: m.side, move: m.move, squares: and.format(m.captures) })
      : t('web-game-played', { side: m.side, move: m.move }),
  );
  // The screen-reader mode also says the king's open routes with the move.
  if (blindOn() && g.status === 'active' && (g.alert === 'raichi' || g.alert === 'tuichi')) {
    const routes = (g.routes || []).join(', ');
    words.push(g.alert === 'raichi' ? `${t('alert-raichi')} ${routes ? t('web-game-raichi-routes', { squares: routes }) : t('alert-raichi-meaning')}` : `${t('alert-tuichi')} ${routes ? t('web-game-tuichi-routes', { count: g.routes.length, squares: routes }) : t('alert-tuichi-meaning')}`);
  }
  announce(words.join(' '));
}

function announceChat(prev, g) {
  const before = new Set((prev.chat || []).map((c) => `${c.at}:${c.seat}:${c.text}`));
  for (const c of g.chat || []) {
    const mine = st.you && (st.you === c.seat || st.you === 'both');
    if (!mine && !before.has(`${c.at}:${c.seat}:${c.text}`)) announce(t('web-game-says', { name: c.name || t('side-title', { side: c.seat }), text: c.text }));
  }
}

function followRematch(g) {
  const next = g.rematch && g.rematch.game;
  if (!next || next === st.rematchSeen) return;
  if (!seated()) return;
  // The rematch keeps the same secrets with sides swapped.
  if (st.secret && !secrets.get(next)) secrets.set(next, st.secret);
  myGames.add(next);
  location.assign(`/g/${encodeURIComponent(next)}`);
}

function useSquares() {
  const g = st.game;
  if (!g) return;
  if (g.squares) {
    st.squares = normalizeSquares(g.squares);
    return;
  }
  if (!st.rulesets) return;
  const rs = st.rulesets.find((r) => r.name === g.variant);
  if (rs) {
    st.squares = normalizeSquares(rs.squares);
    return;
  }
  // A variant string (cartier:escape=corners) may move the special squares:
  // ask the server to describe exactly that rule set.
  if (st.variantAsked === g.variant) return;
  st.variantAsked = g.variant;
  request(`/api/rulesets/${encodeURIComponent(g.variant)}`)
    .then((r) => {
      if (st.game && st.game.variant === g.variant) {
        st.squares = normalizeSquares(r.squares);
        draw();
      }
    })
    .catch(() => {
      const base = st.rulesets.find((x) => x.name === g.variant.split(':')[0]);
      if (base) {
        st.squares = normalizeSquares(base.squares);
        draw();
      }
    });
}

function boardsFor(g) {
  const key = `${g.id}:${g.ply}:${g.board.join('')}`;
  if (st.boardsKey !== key) {
    st.boards = boardsByPly(g.board, g.moves);
    st.boardsKey = key;
  }
  return st.boards;
}

function currentBoard() {
  const g = st.game;
  if (st.viewPly === null) return g.board;
  return boardsFor(g)[st.viewPly];
}

// ---- drawing ---------------------------------------------------------

function draw() {
  const g = st.game;
  if (!g) return;
  notifications.markTab(g.status === 'active' && seated() && myTurn());
  const live = st.viewPly === null;
  const ply = live ? g.ply : st.viewPly;
  const shown = currentBoard();
  const lastMove = ply > 0 ? g.moves[ply - 1] : null;
  const last = live && g.last ? { move: g.last.move, captures: g.last.captures || [] } : lastMove ? { move: lastMove.move, captures: lastMove.captures || [] } : null;
  const lastSq = last ? splitMove(last.move) : {};
  const from = movesFrom();
  const playable = canPlay();
  const premoving = canPremove();
  const movable = new Set();
  if (playable) for (const [sq, tos] of from) if (tos.length) movable.add(sq);
  // The move shown on the board while it waits: a premove, or a
  // correspondence move until it is confirmed.
  const waiting = live ? st.premove || st.confirming : null;
  const routes = live ? g.routes || [] : [];
  const king = findKing(shown);
  board.render({
    board: shown,
    squares: st.squares,
    lastFrom: lastSq.from,
    lastTo: lastSq.to,
    captured: last ? last.captures : [],
    selected: playable || premoving ? st.selected : null,
    targets: playable && st.selected ? from.get(st.selected) || [] : premoving && st.selected ? premoveTargets(st.selected) : [],
    premove: waiting,
    movable,
    routes,
    routeLines: king ? routes.map((r) => ({ from: king, to: r })) : [],
    arrow: live && st.hint && st.hint.ply === g.ply ? { ...splitMove(st.hint.move), kind: 'hint' } : waiting ? { from: waiting.from, to: waiting.to, kind: 'premove' } : null,
    slide: st.slide,
  });
  st.slide = null;
  board.svg.dataset.ply = String(g.ply);
  board.svg.dataset.viewPly = String(ply);
  board.svg.classList.toggle('is-live', live);
  board.svg.setAttribute('aria-label', live ? t('web-game-board-label', { ply }) : t('web-game-board-label-earlier', { ply }));

  panels.draw(live, ply, live ? g.lost : lostAfter(g.moves, ply));
  drawWaitingMove();
  placeSeats();
  document.querySelector('main.game-page').classList.toggle('has-clock', !!g.clock);
  clocks.render();
  blind.draw();
}

/** The premove's note and the confirmation's buttons under the board. */
function drawWaitingMove() {
  const g = st.game;
  const note = $('premove-note');
  note.hidden = !st.premove;
  if (st.premove) {
    const text = t('web-game-premove-shown', { move: `${st.premove.from}-${st.premove.to}` });
    if ($('premove-text').textContent !== text) $('premove-text').textContent = text;
  }
  const box = $('confirm-move');
  box.hidden = !st.confirming;
  if (st.confirming) {
    const text = t('web-game-confirm-question', { move: `${st.confirming.from}-${st.confirming.to}` });
    if ($('confirm-text').textContent !== text) $('confirm-text').textContent = text;
  }
  // The option is offered where it applies: a seat in a correspondence game.
  const option = $('confirm-option');
  option.hidden = !(seated() && st.you !== 'both' && g.clock && isCorrespondence(g.clock.control) && g.status !== 'finished');
  $('confirm-toggle').checked = confirmOn();
  conditional.show(g, seated() ? st.you : null);
  showTournamentLink(g);
}

/**
 * Which seat card goes above the board and which below in the one-column
 * layout (app.css): the player's own below, as across a real table; a
 * spectator sees the attackers above.
 */
function placeSeats() {
  const below = st.you && st.you !== 'both' ? st.you : 'defenders';
  for (const side of ['attackers', 'defenders']) $(`seat-${side}`).dataset.place = side === below ? 'below' : 'above';
}

function findKing(rows) {
  for (let r = 0; r < 9; r++) {
    const c = rows[r].indexOf('K');
    if (c >= 0) return `${'abcdefghi'[c]}${9 - r}`;
  }
  return null;
}

// ---- stepping through the game ---------------------------------------

function viewAt(ply) {
  const g = st.game;
  if (!g) return;
  const p = Math.max(0, Math.min(g.ply, ply));
  if (p === shownPly() + 1) st.slide = splitMove(g.moves[p - 1].move);
  st.viewPly = p === g.ply ? null : p;
  st.selected = null;
  draw();
}

const shownPly = () => (st.viewPly === null ? st.game.ply : st.viewPly);

$('step-start').addEventListener('click', () => viewAt(0));
$('step-back').addEventListener('click', () => viewAt(shownPly() - 1));
$('step-forward').addEventListener('click', () => viewAt(shownPly() + 1));
$('step-end').addEventListener('click', () => viewAt(Infinity));
$('replay-live').addEventListener('click', () => viewAt(Infinity));

document.addEventListener('keydown', (e) => {
  if (!st.game || e.altKey || e.ctrlKey || e.metaKey) return;
  // Escape takes back a premove or a move awaiting confirmation from
  // anywhere on the page (the board handles its own Escape first).
  if (e.key === 'Escape' && !(e.target && e.target.closest && e.target.closest('dialog'))) {
    st.selected = null;
    if (cancelPremove() || cancelConfirm()) e.preventDefault();
    return;
  }
  const t = e.target;
  if (t === board.svg || (t && t.closest && t.closest('input, textarea, select, dialog, [contenteditable]'))) return;
  const keys = { ArrowLeft: () => shownPly() - 1, ArrowRight: () => shownPly() + 1, Home: () => 0, End: () => Infinity };
  if (keys[e.key]) {
    viewAt(keys[e.key]());
    e.preventDefault();
  }
});

// ---- buttons -----------------------------------------------------------

$('premove-cancel').addEventListener('click', () => cancelPremove());

$('confirm-yes').addEventListener('click', () => {
  const c = st.confirming;
  st.confirming = null;
  if (!c || !st.game || st.game.ply !== c.ply || !canPlay()) {
    draw();
    return;
  }
  command({ type: 'move', move: `${c.from}-${c.to}`, ply: c.ply });
  board.svg.focus({ preventScroll: true });
});
$('confirm-no').addEventListener('click', () => {
  cancelConfirm();
  board.svg.focus({ preventScroll: true });
});
$('confirm-toggle').addEventListener('change', (e) => {
  prefs.set('confirm-moves', e.target.checked ? 'on' : 'off');
  if (!e.target.checked) cancelConfirm();
});

$('undo').addEventListener('click', () => command({ type: 'undo' }));

// Between two people: draws and takebacks by agreement, abort before both moved.
$('draw-offer').addEventListener('click', () => {
  command({ type: 'draw' });
  announce(t('web-game-you-offered-draw'));
});
$('draw-accept').addEventListener('click', () => command({ type: 'draw' }));
$('draw-decline').addEventListener('click', () => command({ type: 'decline_draw' }));
$('takeback-ask').addEventListener('click', () => {
  command({ type: 'takeback' });
  announce(t('web-game-you-asked-takeback'));
});
$('takeback-grant').addEventListener('click', () => command({ type: 'takeback' }));
$('takeback-decline').addEventListener('click', () => command({ type: 'decline_takeback' }));
$('abort').addEventListener('click', () => command({ type: 'abort' }));

$('hint').addEventListener('click', () => {
  // Hints come over the WebSocket only; the answer names the ply it is for.
  if (!(socket && socket.isOpen && st.authed)) {
    showError(t('web-game-hint-offline'));
    return;
  }
  st.hintAsked = st.game.ply;
  socket.send({ type: 'hint' });
  draw();
});

$('resign').addEventListener('click', () => {
  const g = st.game;
  const dialog = $('resign-dialog');
  const side = st.you === 'both' ? g.side_to_move : st.you;
  $('resign-text').textContent = st.you === 'both' ? t('web-game-resign-both', { side }) : t('web-game-resign-you', { side });
  dialog.returnValue = '';
  dialog.showModal();
});

$('resign-dialog').addEventListener('close', () => {
  if ($('resign-dialog').returnValue === 'resign') command({ type: 'resign' });
});

$('rematch').addEventListener('click', () => {
  // Asked for here, so following it is expected even if seen before.
  st.rematchSeen = null;
  command({ type: 'rematch' });
});

$('copy-link').addEventListener('click', async () => {
  const ok = await copyText(`${location.origin}/g/${encodeURIComponent(gameId)}`);
  if (ok) showNotice(t('web-game-link-copied'));
  else showError(t('web-game-copy-failed'));
});

if (navigator.share) {
  $('invite-share').hidden = false;
  $('invite-share').addEventListener('click', () => {
    navigator.share({ title: t('web-game-share-title'), text: t('web-game-share-text'), url: $('invite-link').value }).catch(() => {});
  });
}

$('invite-copy').addEventListener('click', async () => {
  const ok = await copyText($('invite-link').value);
  if (ok) showNotice(t('web-game-invite-copied'));
  else {
    $('invite-link').select();
    showError(t('web-game-invite-copy-failed'));
  }
});

$('chat-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const input = $('chat-input');
  const text = input.value.trim();
  if (!text) return;
  input.value = '';
  const cmd = { type: 'chat', text: text.slice(0, 300) };
  if (socket && socket.isOpen && st.authed) socket.send(cmd);
  else command(cmd);
});

// ---- connection ------------------------------------------------------

function onStatus(state, seconds) {
  if (state === 'lost') {
    // The connection died without closing: a move sent on it is sent
    // again once a new one is open.
    st.authed = false;
    if (st.unconfirmed) showNotice(t('web-game-move-resend', { move: st.unconfirmed.move }));
    return;
  }
  const node = $('connection');
  node.dataset.state = state;
  node.replaceChildren();
  if (state === 'open') node.textContent = t('web-game-live');
  else if (state === 'connecting') node.textContent = t('web-game-connecting');
  else {
    node.append(`${t('web-game-connection-lost', { seconds })} `);
    node.append(el('button', { type: 'button', class: 'link-button', onclick: () => socket && socket.retryNow() }, t('web-game-retry-now')));
  }
}

function onOpen() {
  st.authed = false;
  st.accountAuth = false;
  if (st.secret && !st.authFailed) {
    socket.send({ type: 'auth', secret: st.secret });
    return;
  }
  authByAccount();
}

/**
 * No secret here (or it was refused): a logged-in account takes its seat,
 * if it holds one, from any browser (the session cookie went with the
 * connection).
 */
function authByAccount() {
  accountReady.then((account) => {
    if (!account || st.accountAuthFailed || (st.secret && !st.authFailed) || !socket || !socket.isOpen || st.authed) return;
    st.accountAuth = true;
    socket.send({ type: 'auth' });
  });
}

function onMessage(msg) {
  if (msg.type === 'state') {
    if (msg.you) {
      st.you = msg.you;
      st.authed = true;
    } else if (!st.secret || st.authFailed) {
      st.you = null;
    }
    if (msg.game) applyGame(msg.game);
    if (msg.you) resendUnconfirmed();
  } else if (msg.type === 'hint') {
    st.hintAsked = null;
    if (st.game && msg.ply === st.game.ply && msg.move) {
      st.hint = { ply: msg.ply, move: msg.move };
      announce(t('web-game-hint-said', { move: msg.move }));
      showNotice(t('web-game-hint-shown', { move: msg.move }));
    }
    draw();
  } else if (msg.type === 'update') {
    if (msg.game) applyGame(msg.game);
  } else if (msg.type === 'error') {
    if (st.accountAuth && !st.authed && (msg.error === 'unauthorized' || msg.error === 'bad_request')) {
      // The account holds no seat in this game: watch, without a fuss.
      st.accountAuth = false;
      st.accountAuthFailed = true;
      return;
    }
    if (msg.error === 'unauthorized' && !st.authed && st.secret) {
      st.authFailed = true;
      st.you = null;
      showError(t('web-game-key-refused'));
      draw();
      authByAccount();
      return;
    }
    st.hintAsked = null;
    commandFailed(msg.error, msg.message);
  }
}

// ---- start -----------------------------------------------------------

const USED_INVITATION = t('web-game-invitation-used');

async function joinByInvite() {
  const params = new URLSearchParams(location.search);
  const token = params.get('invite');
  if (!token) return;
  // The token must not stay in the address bar, where it would be shared
  // along with a spectator's link or land in the browser history.
  history.replaceState(null, '', location.pathname);
  if (st.secret) return;
  // A used invitation asks for no name: there is no seat left to take.
  let g = null;
  try {
    g = await getGame(gameId);
  } catch {
    /* the page reports a missing game as it loads */
  }
  if (g && g.status !== 'waiting') {
    showError(USED_INVITATION);
    return;
  }
  // The friend names themselves before taking the seat, as the creator
  // did on the start page; the page goes on loading meanwhile.
  askName(token);
}

/** Shows the invitation's name prompt; its submission takes the seat. */
function askName(token) {
  const form = $('join-form');
  const input = $('join-name');
  input.value = prefs.get('name') || '';
  $('join').hidden = false;
  // Logged in, the seat takes the account's name whatever is typed.
  onAccount((account) => {
    if (!account) return;
    input.value = account.name;
    input.disabled = true;
    $('join-optional').hidden = true;
    $('join-help').textContent = t('web-common-account-name-help');
  });
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    $('join-take').disabled = true;
    const typed = input.disabled ? '' : input.value.trim();
    if (typed) prefs.set('name', typed);
    await takeSeat(token, typed || t('web-game-friend'));
    $('join').hidden = true;
  }, { once: true });
  input.focus();
}

/** Joins the game with the invitation `token` under `name`. */
async function takeSeat(token, name) {
  try {
    const body = { invite: token, name };
    const r = await request(`/api/games/${encodeURIComponent(gameId)}/join`, { method: 'POST', body });
    st.secret = r.secret;
    secrets.set(gameId, r.secret);
    myGames.add(gameId);
    // The connection opened while the name was asked watches: it takes
    // the seat now (a later reconnection does so on opening).
    st.authFailed = false;
    if (socket && socket.isOpen) socket.send({ type: 'auth', secret: st.secret });
    if (r.state) applyGame(r.state);
    showNotice(t('web-game-joined', { side: r.seat }));
  } catch (e) {
    if (e.code === 'not_allowed') showError(USED_INVITATION);
    else showError(describeError(e.code, e.message));
  }
}

async function loadRulesets() {
  try {
    st.rulesets = await getRulesets();
    useSquares();
    draw();
  } catch {
    /* the board still works; only the special squares' marks are missing */
  }
}

async function main() {
  markNav();
  if (!gameId) {
    $('status').textContent = t('web-game-no-id');
    return;
  }
  loadRulesets();
  const note = takeNotice();
  if (note) showNotice(note);
  await joinByInvite();
  getGame(gameId)
    .then((g) => {
      if (!st.game) applyGame(g);
    })
    .catch((e) => {
      if (e.code === 'not_found') {
        $('status').textContent = t('web-game-not-found');
        $('connection').hidden = true;
        if (socket) socket.close();
      }
    });
  socket = connectGame(gameId, { onOpen, onMessage, onStatus });
}

main();

// ---- sound and notifications -----------------------------------------------

wireVolume($('sound-volume'), $('sound-mute'), { on: t('web-game-sound-on'), off: t('web-game-sound-off') });

function showNotifyToggle() {
  const button = $('notify-toggle');
  if (!notifications.supported()) {
    button.hidden = true;
    return;
  }
  const on = notifications.enabled();
  button.setAttribute('aria-pressed', String(on));
  button.textContent = on ? t('web-game-notify-on') : t('web-game-notify-off');
}
$('notify-toggle').addEventListener('click', async () => {
  if (notifications.enabled()) notifications.disable();
  else if (!(await notifications.enable())) showNotice(t('web-game-notify-blocked'));
  showNotifyToggle();
});
showNotifyToggle();

pageReady();
