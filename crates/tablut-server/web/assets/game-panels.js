// The panels around the board on the game page: status, Raichi/Tuichi,
// result, invitation, players, buttons, move list, steps, chat. They only
// show the state the game page holds; the game page owns what happens.

import { invites, capital, el, other, playerName, ratingText, controlText } from './api.js';

const $ = (id) => document.getElementById(id);
// Leaves unchanged text alone, so live regions do not repeat themselves.
const setText = (node, text) => {
  if (node.textContent !== text) node.textContent = text;
};

/** ctx: {st, gameId, seated(), myTurn(), canPlay(), viewAt(ply)} */
export function createPanels({ st, gameId, seated, myTurn, canPlay, viewAt }) {
  function draw(live, ply, lost) {
    drawStatus();
    drawAlert(live);
    drawOutcome();
    drawInvite();
    drawKind();
    drawSeats(lost);
    drawOffers();
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

  function drawStatus() {
    const g = st.game;
    const node = $('status');
    let text;
    let title;
    if (g.status === 'waiting') {
      text = seated() ? 'Waiting for your friend to join: send them the invitation link.' : 'Waiting for the second player to join.';
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
      text = seat && seat.kind === 'computer' ? `The ${g.side_to_move} (the computer) to move.` : `Waiting for ${seat && seat.name ? seat.name : 'your opponent'} (the ${g.side_to_move}) to move.`;
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
    if (o.winner) return o.reason === 'time' ? `The ${o.winner} win on time.` : `The ${o.winner} win.`;
    if (o.result === 'draw') return 'The game is drawn.';
    if (o.reason === 'abort') return 'The game was aborted.';
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
    node.dataset.reason = o.reason || '';
    setText($('outcome-title'), resultHeadline(g));
    let you = '';
    if (st.you && st.you !== 'both') {
      if (o.winner === st.you) you = o.reason === 'time' ? 'You won on time!' : 'You won!';
      else if (o.winner) you = o.reason === 'time' ? 'You lost on time.' : 'You lost.';
      else if (o.reason === 'abort') you = 'No result: the game does not count.';
      else you = 'Neither side won.';
    }
    setText($('outcome-you'), you);
    $('outcome-you').hidden = !you;
    // The sentence is the server's (made once, in Rust, for every way a game ends).
    setText($('outcome-text'), o.text || '');
    drawRatingChanges();
    const next = g.rematch && g.rematch.game;
    $('rematch-link-wrap').hidden = !next;
    if (next) $('rematch-link').href = `/g/${encodeURIComponent(next)}`;
  }

  /** "Ann 1500 → 1562 (+62)" for each account of a rated game, once rated. */
  function drawRatingChanges() {
    const g = st.game;
    const list = $('rating-changes');
    const rated = g.rated ? (st.ratings || []).filter((r) => r.after !== null && r.after !== undefined) : [];
    list.hidden = rated.length === 0;
    const key = JSON.stringify(rated);
    if (list.dataset.key === key) return;
    list.dataset.key = key;
    list.replaceChildren(
      ...rated.map((r) => {
        const diff = r.after - r.before;
        const sign = diff > 0 ? '+' : diff < 0 ? '−' : '±';
        return el(
          'li',
          { class: `rating-change ${diff >= 0 ? 'up' : 'down'}`, 'data-side': r.side, 'data-before': String(r.before), 'data-after': String(r.after), testid: `rating-change-${r.side}` },
          playerName(r.name, true),
          ` ${r.before} → ${ratingText(r.after, r.provisional)} `,
          el('span', { class: 'rating-diff' }, `(${sign}${Math.abs(diff)})`),
        );
      }),
    );
  }

  /** Rated or casual, the time control and its speed; the note before the clocks start. */
  function drawKind() {
    const g = st.game;
    const node = $('game-kind');
    const show = g.mode === 'friend' || !!g.clock;
    node.hidden = !show;
    if (!show) return;
    const badge = $('rated-badge');
    setText(badge, g.rated ? 'Rated' : 'Casual');
    badge.dataset.rated = String(!!g.rated);
    badge.classList.toggle('is-rated', !!g.rated);
    setText($('game-control'), g.clock ? `${controlText(g.clock.control)} · ${g.clock.speed}` : 'no clock');
    $('clock-note').hidden = !(g.clock && g.status !== 'finished' && !g.clock.running && g.ply < 2);
  }

  /** Draw offers and takeback requests: what the other side asked, or what we did. */
  function drawOffers() {
    const g = st.game;
    const active = g.status === 'active' && g.mode === 'friend';
    const me = st.you && st.you !== 'both' ? st.you : null;
    const watcherWords = (side) => {
      const seat = g.seats && g.seats[side];
      return `The ${side}${seat && seat.name ? ` (${seat.name})` : ''}`;
    };
    const draw = active ? g.draw_offer : null;
    const takeback = active ? g.takeback_offer : null;
    $('draw-note').hidden = !draw;
    $('draw-note').dataset.by = draw || '';
    if (draw) {
      let text;
      if (draw === me) text = 'You offered a draw; waiting for the answer.';
      else if (me) text = 'Your opponent offers a draw.';
      else text = `${watcherWords(draw)} offer a draw.`;
      setText($('draw-text'), text);
    }
    const answerDraw = !!draw && !!me && draw !== me;
    $('draw-accept').hidden = !answerDraw;
    $('draw-decline').hidden = !answerDraw;
    $('takeback-note').hidden = !takeback;
    $('takeback-note').dataset.by = takeback || '';
    if (takeback) {
      let text;
      if (takeback === me) text = 'You asked to take back your last move; waiting for the answer.';
      else if (me) text = 'Your opponent asks to take back their last move.';
      else text = `${watcherWords(takeback)} ask to take back their last move.`;
      setText($('takeback-text'), text);
    }
    const answerTakeback = !!takeback && !!me && takeback !== me;
    $('takeback-grant').hidden = !answerTakeback;
    $('takeback-decline').hidden = !answerTakeback;
    for (const id of ['draw-accept', 'draw-decline', 'takeback-grant', 'takeback-decline']) $(id).disabled = st.pending;
    $('offers').hidden = !draw && !takeback;
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
      // An account's seat (`seat.account`; from servers without the flag,
      // the ratings list's names) links to its profile, with its rating in
      // a rated game.
      const acct = (st.ratings || []).find((r) => r.side === side && r.name === seat.name);
      const isAccount = typeof seat.account === 'boolean' ? seat.account : !!acct;
      const nameNode = card.querySelector('.seat-name');
      const key = JSON.stringify([name, acct || null, g.rated, isAccount]);
      if (nameNode.dataset.key !== key) {
        nameNode.dataset.key = key;
        const linked = isAccount && seat.taken && name !== 'deleted';
        const parts = [linked ? playerName(name, true, { testid: `player-${side}` }) : el('span', {}, name)];
        if (acct && g.rated) parts.push(el('span', { class: 'seat-rating', testid: `rating-${side}` }, ` ${ratingText(acct.before, acct.provisional)}`));
        nameNode.replaceChildren(...parts);
      }
      const online = card.querySelector('.seat-online');
      const isOn = seat.kind === 'computer' || (seat.taken && seat.online);
      online.textContent = seat.kind === 'computer' ? 'computer' : !seat.taken ? '' : isOn ? 'online' : 'offline';
      online.classList.toggle('is-online', !!isOn);
      online.classList.toggle('is-offline', !!seat.taken && !isOn && g.status === 'active');
      online.dataset.online = String(!!isOn);
      const n = lost ? lost[side] || 0 : 0;
      card.querySelector('.seat-lost').textContent = `lost ${n}`;
      card.querySelector('.seat-lost').title = `The ${side} have lost ${n} piece${n === 1 ? '' : 's'}`;
    }
  }

  function drawActions() {
    const g = st.game;
    const hint = $('hint');
    hint.hidden = !(seated() && (g.mode === 'computer' || g.mode === 'local') && g.status === 'active');
    const asking = st.hintAsked === g.ply;
    hint.disabled = asking || !canPlay() || !!(st.hint && st.hint.ply === g.ply);
    setText(hint, asking ? 'Thinking…' : 'Hint');
    const undo = $('undo');
    // A lost game can be taken back too (not a resigned one: the server
    // refuses that), so a blunder against the computer is not the end.
    const resigned = g.outcome && g.outcome.reason === 'resignation';
    undo.hidden = !(seated() && (g.mode === 'computer' || g.mode === 'local') && (g.status === 'active' || (g.status === 'finished' && !resigned)));
    undo.disabled = st.pending || g.ply === 0;
    // Between two people: a draw, a takeback, abort while fewer than two moves were made.
    const player = seated() && st.you !== 'both' && g.mode === 'friend' && g.status === 'active';
    const drawOffer = $('draw-offer');
    drawOffer.hidden = !player || g.draw_offer === other(st.you);
    drawOffer.disabled = st.pending || g.draw_offer === st.you;
    setText(drawOffer, g.draw_offer === st.you ? 'Draw offered' : 'Offer a draw');
    const ask = $('takeback-ask');
    const moved = player && g.moves.some((m) => m.side === st.you);
    ask.hidden = !moved || g.takeback_offer === other(st.you);
    ask.disabled = st.pending || g.takeback_offer === st.you;
    setText(ask, g.takeback_offer === st.you ? 'Takeback asked' : 'Ask for a takeback');
    const abort = $('abort');
    abort.hidden = !(player && g.ply < 2);
    abort.disabled = st.pending;
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
    const review = $('review-link');
    review.href = `/review/${encodeURIComponent(gameId)}`;
    review.hidden = g.status !== 'finished';
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
    // The analysis board, at the position shown. Not for a player in the
    // middle of a game against another person (the engine would play for
    // them); spectators, finished games, games against the computer and at
    // one screen have it.
    const analyse = $('analyse-link');
    analyse.href = `/analysis?game=${encodeURIComponent(gameId)}&ply=${ply}`;
    analyse.hidden = g.status === 'waiting' || (g.mode === 'friend' && g.status === 'active' && seated());
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
    const info = $('game-info');
    const mode =
      g.mode === 'computer' ? `against the computer${g.level ? ` (${g.level})` : ''}` : g.mode === 'friend' ? 'between two players' : 'two players at one screen';
    info.replaceChildren(
      'Rule set ',
      el('a', { href: `/rules/${encodeURIComponent(g.variant)}` }, g.variant),
      `, ${mode}. `,
      st.you ? (st.you === 'both' ? 'You hold both seats.' : `You play the ${st.you}.`) : 'You are watching.',
    );
  }

  return { draw };
}
