// The game page: one game, live over a WebSocket. The server is the
// referee; this page shows its state, offers the legal moves it listed,
// and sends commands.

import { request, getGame, getRulesets, secrets, invites, prefs, myGames, describeError, capital, other, copyText, el } from './api.js';
import { createBoard, normalizeSquares, splitMove, pieceAt, pieceSide, pieceWord } from './board.js';
import { boardsByPly, lostAfter } from './history.js';
import { connectGame } from './socket.js';
import { showError, showNotice, announce, markNav } from './ui.js';

const $ = (id) => document.getElementById(id);
// Leaves unchanged text alone, so live regions do not repeat themselves.
const setText = (node, text) => {
  if (node.textContent !== text) node.textContent = text;
};
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
};

let socket = null;

const board = createBoard({
  label: 'Tablut board',
  interactive: true,
  handlers: {
    press: onPress,
    canDrag: (sq) => canPlay() && (movesFrom().get(sq) || []).length > 0,
    dragStart: (sq) => {
      st.selected = sq;
      draw();
    },
    drop: (from, to) => {
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
      draw();
    },
    cursor: describeCursor,
  },
});
board.svg.dataset.testid = 'board';
$('board-wrap').append(board.svg);

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
    announce(`${pieceWord(pieceAt(st.game.board, sq))} on ${sq} picked up: ${n === 0 ? 'it cannot move' : `${n} destination${n === 1 ? '' : 's'}`}.`);
  } else {
    st.selected = null;
  }
  draw();
}

function whyNotPlayable() {
  const g = st.game;
  if (st.viewPly !== null) return 'You are looking at an earlier position. Press End to return.';
  if (!seated()) return 'You are watching this game.';
  if (g.status === 'waiting') return 'Your friend has not joined yet.';
  if (g.status === 'finished') return 'The game is over.';
  if (g.thinking) return 'The computer is thinking.';
  if (st.pending) return 'Your move is on its way.';
  return `It is the ${g.side_to_move}' turn.`;
}

function describeCursor(sq) {
  if (!st.game) return;
  const boardNow = currentBoard();
  let text = `${sq}: ${pieceWord(pieceAt(boardNow, sq))}`;
  if (st.selected && (movesFrom().get(st.selected) || []).includes(sq)) text += ', a destination';
  announce(text);
}

function sendMove(from, to) {
  st.selected = null;
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

function applyGame(g) {
  const prev = st.game;
  st.game = g;
  st.pending = false;
  clearTimeout(st.pendingTimer);
  if (st.rematchSeen === undefined) st.rematchSeen = g.rematch ? g.rematch.game : null;
  if (!prev || prev.variant !== g.variant) useSquares();
  if (st.viewPly !== null && st.viewPly >= g.ply) st.viewPly = null;
  if (st.selected && !movesFrom().has(st.selected)) st.selected = null;
  if (prev && g.ply > prev.ply) announceMoves(prev, g);
  if (prev && g.ply === prev.ply + 1 && st.viewPly === null) {
    const m = g.moves[g.ply - 1];
    if (m.move !== st.dragged) st.slide = splitMove(m.move);
  }
  st.dragged = null;
  if (prev && g.ply < prev.ply) announce(`Moves taken back: now after move ${g.ply}.`);
  if (prev && prev.status !== 'finished' && g.status === 'finished') announce(g.outcome.text || 'The game is over.');
  if (prev && prev.status === 'waiting' && g.status === 'active') showNotice('Your friend has joined: the game is on.');
  const offer = g.rematch && g.rematch.offered_by;
  if (prev && offer && !(prev.rematch && prev.rematch.offered_by) && seated() && offer !== st.you) {
    showNotice('Your friend offers a rematch.');
    announce('Your friend offers a rematch.');
  }
  if (prev) announceChat(prev, g);
  followRematch(g);
  draw();
}

function announceMoves(prev, g) {
  const fresh = g.moves.slice(prev.ply);
  const words = fresh.map((m) => {
    const caps = m.captures && m.captures.length ? `, capturing ${m.captures.join(' and ')}` : '';
    return `${capital(m.side)} played ${m.move}${caps}.`;
  });
  announce(words.join(' '));
}

function announceChat(prev, g) {
  const before = new Set((prev.chat || []).map((c) => `${c.at}:${c.seat}:${c.text}`));
  for (const c of g.chat || []) {
    const mine = st.you && (st.you === c.seat || st.you === 'both');
    if (!mine && !before.has(`${c.at}:${c.seat}:${c.text}`)) announce(`${c.name || capital(c.seat)} says: ${c.text}`);
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
  const live = st.viewPly === null;
  const ply = live ? g.ply : st.viewPly;
  const shown = currentBoard();
  const lastMove = ply > 0 ? g.moves[ply - 1] : null;
  const last = live && g.last ? { move: g.last.move, captures: g.last.captures || [] } : lastMove ? { move: lastMove.move, captures: lastMove.captures || [] } : null;
  const lastSq = last ? splitMove(last.move) : {};
  const from = movesFrom();
  const playable = canPlay();
  const movable = new Set();
  if (playable) for (const [sq, tos] of from) if (tos.length) movable.add(sq);
  const routes = live ? g.routes || [] : [];
  const king = findKing(shown);
  board.render({
    board: shown,
    squares: st.squares,
    lastFrom: lastSq.from,
    lastTo: lastSq.to,
    captured: last ? last.captures : [],
    selected: playable ? st.selected : null,
    targets: playable && st.selected ? from.get(st.selected) || [] : [],
    movable,
    routes,
    routeLines: king ? routes.map((r) => ({ from: king, to: r })) : [],
    slide: st.slide,
  });
  st.slide = null;
  board.svg.dataset.ply = String(g.ply);
  board.svg.dataset.viewPly = String(ply);
  board.svg.classList.toggle('is-live', live);
  board.svg.setAttribute('aria-label', `Tablut board, position after move ${ply}${live ? '' : ' (an earlier position)'}`);

  drawStatus();
  drawAlert(live);
  drawOutcome();
  drawInvite();
  drawSeats(live ? g.lost : lostAfter(g.moves, ply));
  drawActions();
  drawMoves(ply);
  drawSteps(ply);
  drawChat();
  drawInfo();
  drawHint();
}

function drawHint() {
  const g = st.game;
  const playing = seated() && g.status !== 'finished';
  $('board-hint').textContent = playing
    ? 'Click or drag a piece to move it. Keyboard: focus the board, arrow keys to move the cursor, Enter to pick up and put down, Escape to let go. Outside the board, ← → Home End step through the game.'
    : 'Step through the game with the buttons, or with ← → Home End.';
}

function findKing(rows) {
  for (let r = 0; r < 9; r++) {
    const c = rows[r].indexOf('K');
    if (c >= 0) return `${'abcdefghi'[c]}${9 - r}`;
  }
  return null;
}

function seatName(side) {
  const seat = st.game.seats && st.game.seats[side];
  return seat && seat.name ? seat.name : capital(side);
}

function drawStatus() {
  const g = st.game;
  const node = $('status');
  let text;
  let title;
  if (g.status === 'waiting') {
    text = seated() ? 'Waiting for your friend to open the invitation.' : 'Waiting for the second player to join.';
    title = 'Waiting';
  } else if (g.status === 'finished') {
    text = resultHeadline(g);
    title = text;
  } else if (g.mode === 'local') {
    text = `${capital(g.side_to_move)} to move.`;
    title = text;
  } else if (myTurn()) {
    text = `Your move: you play the ${g.side_to_move}.`;
    title = 'Your move';
  } else if (seated()) {
    const seat = g.seats[g.side_to_move];
    text = seat && seat.kind === 'computer' ? `The ${g.side_to_move} (the computer) to move.` : `Waiting for ${seatName(g.side_to_move)} (${g.side_to_move}) to move.`;
    title = 'Their move';
  } else {
    text = `${capital(g.side_to_move)} to move. You are watching.`;
    title = `${capital(g.side_to_move)} to move`;
  }
  // A live region speaks on every change: rebuild it only when its words change.
  const key = `${g.status}:${g.side_to_move}:${text}:${g.thinking}`;
  if (node.dataset.key !== key) {
    node.dataset.key = key;
    node.replaceChildren(el('span', { class: `turn-dot swatch-${g.status === 'active' ? g.side_to_move : 'none'}`, 'aria-hidden': 'true' }), el('span', {}, text));
    if (g.thinking) {
      node.append(el('span', { class: 'thinking', testid: 'thinking' }, el('span', { class: 'spinner', 'aria-hidden': 'true' }), 'The computer is thinking…'));
    }
  }
  node.dataset.state = g.status === 'active' ? (myTurn() ? 'your-move' : 'their-move') : g.status;
  document.title = `${title} · tablut`;
}

function resultHeadline(g) {
  const o = g.outcome || {};
  if (o.winner) return `The ${o.winner} win.`;
  if (o.result === 'draw') return 'The game is drawn.';
  return 'The game is over.';
}

function drawAlert(live) {
  const g = st.game;
  const node = $('alert');
  const show = live && g.status === 'active' && (g.alert === 'raichi' || g.alert === 'tuichi');
  if (!show) {
    node.hidden = true;
    node.replaceChildren();
    st.lastAlertKey = '';
    return;
  }
  const key = `${g.ply}:${g.alert}`;
  if (key === st.lastAlertKey) return;
  st.lastAlertKey = key;
  const routes = g.routes || [];
  const word = g.alert === 'raichi' ? 'Raichi!' : 'Tuichi!';
  const detail =
    g.alert === 'raichi'
      ? `The king has an open route to ${routes.join(', ') || 'the edge'}.`
      : `The king has ${routes.length || 'two or more'} open routes (${routes.join(', ')}): one move cannot close them all.`;
  node.replaceChildren(el('strong', { class: 'alert-word' }, word), el('span', { class: 'alert-detail' }, detail));
  node.dataset.alert = g.alert;
  node.hidden = false;
  // Restart the entrance animation for a new announcement.
  node.classList.remove('alert-pop');
  void node.offsetWidth;
  node.classList.add('alert-pop');
}

function drawOutcome() {
  const g = st.game;
  const node = $('outcome');
  if (g.status !== 'finished') {
    node.hidden = true;
    return;
  }
  const o = g.outcome || {};
  node.hidden = false;
  node.dataset.result = o.result || '';
  setText($('outcome-title'), resultHeadline(g));
  let you = '';
  if (st.you && st.you !== 'both') {
    if (o.winner === st.you) you = 'You won!';
    else if (o.winner) you = 'You lost.';
    else you = 'Neither side won.';
  }
  setText($('outcome-you'), you);
  $('outcome-you').hidden = !you;
  setText($('outcome-text'), o.text || reasonWords(o.reason));
  const next = g.rematch && g.rematch.game;
  $('rematch-link-wrap').hidden = !next;
  if (next) $('rematch-link').href = `/g/${encodeURIComponent(next)}`;
}

function reasonWords(reason) {
  const words = {
    escape: 'The king escaped.',
    'king captured': 'The king was captured.',
    'no legal moves': 'A side had no legal move.',
    repetition: 'A position was repeated.',
    resignation: 'A side resigned.',
  };
  return words[reason] || '';
}

function drawInvite() {
  const g = st.game;
  const token = invites.get(gameId);
  const show = g.status === 'waiting' && g.mode === 'friend' && seated() && !!token;
  $('invite').hidden = !show;
  if (show) {
    const link = `${location.origin}/g/${encodeURIComponent(gameId)}?invite=${encodeURIComponent(token)}`;
    if ($('invite-link').value !== link) $('invite-link').value = link;
  }
}

function drawSeats(lost) {
  const g = st.game;
  for (const side of ['attackers', 'defenders']) {
    const card = $(`seat-${side}`);
    const seat = (g.seats && g.seats[side]) || {};
    const mine = st.you === side || st.you === 'both';
    card.querySelector('.you-badge').hidden = !mine || st.you === 'both';
    card.querySelector('.turn-badge').hidden = !(g.status === 'active' && g.side_to_move === side);
    card.classList.toggle('to-move', g.status === 'active' && g.side_to_move === side);
    card.classList.toggle('winner', g.status === 'finished' && g.outcome && g.outcome.winner === side);
    let name;
    if (seat.kind === 'computer') name = seat.name || `Computer${g.level ? ` (${g.level})` : ''}`;
    else if (!seat.taken) name = 'Not joined yet';
    else name = seat.name || (mine && st.you !== 'both' ? 'You' : 'Anonymous');
    card.querySelector('.seat-name').textContent = name;
    const online = card.querySelector('.seat-online');
    const isOn = seat.kind === 'computer' || (seat.taken && seat.online);
    online.textContent = seat.kind === 'computer' ? 'computer' : !seat.taken ? '' : isOn ? 'online' : 'offline';
    online.classList.toggle('is-online', !!isOn);
    const n = lost ? lost[side] || 0 : 0;
    card.querySelector('.seat-lost').textContent = `lost ${n}`;
    card.querySelector('.seat-lost').title = `The ${side} have lost ${n} piece${n === 1 ? '' : 's'}`;
  }
}

function drawActions() {
  const g = st.game;
  const undo = $('undo');
  // A lost game can be taken back too (not a resigned one: the server
  // refuses that), so a blunder against the computer is not the end.
  const resigned = g.outcome && g.outcome.reason === 'resignation';
  undo.hidden = !(seated() && (g.mode === 'computer' || g.mode === 'local') && (g.status === 'active' || (g.status === 'finished' && !resigned)));
  undo.disabled = st.pending || g.ply === 0;
  const resign = $('resign');
  resign.hidden = !(seated() && g.status === 'active');
  resign.disabled = st.pending;
  const rematch = $('rematch');
  const offeredBy = g.rematch && g.rematch.offered_by;
  rematch.hidden = !(seated() && g.status === 'finished' && !(g.rematch && g.rematch.game));
  rematch.disabled = st.pending;
  if (g.mode !== 'friend') rematch.textContent = 'Play again, sides swapped';
  else if (!offeredBy) rematch.textContent = 'Offer a rematch';
  else if (offeredBy === st.you) {
    rematch.textContent = 'Rematch offered: waiting for your friend';
    rematch.disabled = true;
  } else rematch.textContent = 'Accept the rematch';
  const dl = $('download');
  dl.href = `/api/games/${encodeURIComponent(gameId)}/record`;
  dl.setAttribute('download', `tablut-${gameId}.txt`);
}

function drawMoves(ply) {
  const g = st.game;
  const list = $('move-list');
  list.replaceChildren();
  $('no-moves').hidden = g.moves.length > 0;
  for (let i = 0; i < g.moves.length; i += 2) {
    const li = el('li', { class: 'turn' }, el('span', { class: 'turn-no' }, `${i / 2 + 1}.`));
    for (let j = i; j < Math.min(i + 2, g.moves.length); j++) {
      const m = g.moves[j];
      const b = el(
        'button',
        { type: 'button', class: `mv mv-${m.side}`, 'data-ply': String(j + 1), title: `${capital(m.side)}: ${m.text}`, 'aria-current': j + 1 === ply ? 'step' : null },
        m.text,
      );
      b.addEventListener('click', () => viewAt(j + 1));
      li.append(b);
    }
    list.append(li);
  }
  const current = list.querySelector('[aria-current="step"]');
  const scroller = $('move-scroll');
  if (current) {
    const top = current.offsetTop - scroller.offsetTop;
    if (top < scroller.scrollTop || top > scroller.scrollTop + scroller.clientHeight - current.offsetHeight) {
      scroller.scrollTop = top - scroller.clientHeight / 2;
    }
  } else if (ply === 0) scroller.scrollTop = 0;
}

function drawSteps(ply) {
  const g = st.game;
  $('step-start').disabled = ply === 0;
  $('step-back').disabled = ply === 0;
  $('step-forward').disabled = ply >= g.ply;
  $('step-end').disabled = ply >= g.ply;
  const label = g.ply === 0 ? 'Start' : `Move ${ply} of ${g.ply}`;
  setText($('step-label'), label);
  const note = $('replay-note');
  note.hidden = st.viewPly === null;
  if (st.viewPly !== null) {
    $('replay-text').textContent = st.viewPly === 0 ? 'You are looking at the starting position.' : `You are looking at the position after move ${st.viewPly}.`;
  }
}

function drawChat() {
  const g = st.game;
  const show = g.mode === 'friend' || (g.chat && g.chat.length > 0);
  $('chat').hidden = !show;
  if (!show) return;
  const log = $('chat-log');
  const lines = g.chat || [];
  const key = lines.map((c) => `${c.at}:${c.seat}:${c.text}`).join('\n');
  if (log.dataset.key !== key) {
    log.dataset.key = key;
    log.replaceChildren(
      ...lines.map((c) =>
        el(
          'li',
          { class: `chat-line chat-${c.seat}` },
          el('span', { class: 'chat-name' }, c.name || capital(c.seat)),
          el('span', { class: 'chat-text' }, c.text),
          el('time', { class: 'chat-time', datetime: new Date(c.at).toISOString() }, new Date(c.at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })),
        ),
      ),
    );
    log.scrollTop = log.scrollHeight;
  }
  const canWrite = seated() && g.mode === 'friend';
  $('chat-form').hidden = !canWrite;
  $('chat-watch').hidden = canWrite;
}

function drawInfo() {
  const g = st.game;
  const base = g.variant.split(':')[0];
  const info = $('game-info');
  const mode =
    g.mode === 'computer' ? `against the computer${g.level ? ` (${g.level})` : ''}` : g.mode === 'friend' ? 'between two friends' : 'two players at one screen';
  info.replaceChildren(
    'Rule set ',
    el('a', { href: `/rules/${encodeURIComponent(base)}` }, g.variant),
    `, ${mode}. `,
    st.you ? (st.you === 'both' ? 'You hold both seats.' : `You play the ${st.you}.`) : 'You are watching.',
  );
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
  const t = e.target;
  if (t === board.svg || (t && t.closest && t.closest('input, textarea, select, dialog, [contenteditable]'))) return;
  const keys = { ArrowLeft: () => shownPly() - 1, ArrowRight: () => shownPly() + 1, Home: () => 0, End: () => Infinity };
  if (keys[e.key]) {
    viewAt(keys[e.key]());
    e.preventDefault();
  }
});

// ---- buttons -----------------------------------------------------------

$('undo').addEventListener('click', () => command({ type: 'undo' }));

$('resign').addEventListener('click', () => {
  const g = st.game;
  const dialog = $('resign-dialog');
  const side = st.you === 'both' ? g.side_to_move : st.you;
  $('resign-text').textContent = st.you === 'both' ? `The ${side} (to move) give up; the ${other(side)} win.` : `You give up as the ${side}; the ${other(side)} win.`;
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
  if (ok) showNotice('Link copied: anyone who opens it can watch.');
  else showError('Copying failed; copy the address from the address bar.');
});

if (navigator.share) {
  $('invite-share').hidden = false;
  $('invite-share').addEventListener('click', () => {
    navigator.share({ title: 'A game of Tablut', text: 'Play Tablut with me:', url: $('invite-link').value }).catch(() => {});
  });
}

$('invite-copy').addEventListener('click', async () => {
  const ok = await copyText($('invite-link').value);
  if (ok) showNotice('Invitation link copied.');
  else {
    $('invite-link').select();
    showError('Copying failed; the link is selected, copy it by hand.');
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
  const node = $('connection');
  node.dataset.state = state;
  node.replaceChildren();
  if (state === 'open') node.textContent = 'Live';
  else if (state === 'connecting') node.textContent = 'Connecting…';
  else {
    node.append(`Connection lost. Retrying in ${seconds} s `);
    node.append(el('button', { type: 'button', class: 'link-button', onclick: () => socket && socket.retryNow() }, 'Retry now'));
  }
}

function onOpen() {
  st.authed = false;
  if (st.secret && !st.authFailed) socket.send({ type: 'auth', secret: st.secret });
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
  } else if (msg.type === 'update') {
    if (msg.game) applyGame(msg.game);
  } else if (msg.type === 'error') {
    if (msg.error === 'unauthorized' && !st.authed && st.secret) {
      st.authFailed = true;
      st.you = null;
      showError('This browser’s key for this game was refused: you are watching.');
      draw();
      return;
    }
    commandFailed(msg.error, msg.message);
  }
}

// ---- start -----------------------------------------------------------

async function joinByInvite() {
  const params = new URLSearchParams(location.search);
  const token = params.get('invite');
  if (!token) return;
  // The token must not stay in the address bar, where it would be shared
  // along with a spectator's link or land in the browser history.
  history.replaceState(null, '', location.pathname);
  if (st.secret) return;
  try {
    const body = { invite: token };
    const name = prefs.get('name');
    if (name) body.name = name;
    const r = await request(`/api/games/${encodeURIComponent(gameId)}/join`, { method: 'POST', body });
    st.secret = r.secret;
    secrets.set(gameId, r.secret);
    myGames.add(gameId);
    if (r.state) applyGame(r.state);
    showNotice(`You joined the game as the ${r.seat}.`);
  } catch (e) {
    if (e.code === 'not_allowed') showError('This invitation has already been used: you are watching the game.');
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
    $('status').textContent = 'No game given.';
    return;
  }
  loadRulesets();
  await joinByInvite();
  getGame(gameId)
    .then((g) => {
      if (!st.game) applyGame(g);
    })
    .catch((e) => {
      if (e.code === 'not_found') {
        $('status').textContent = 'There is no game with this address.';
        $('connection').hidden = true;
        if (socket) socket.close();
      }
    });
  socket = connectGame(gameId, { onOpen, onMessage, onStatus });
}

main();
