// The panels around the board on the game page: status, Raichi/Tuichi,
// result, invitation, players, buttons, move list, steps, chat. They only
// show the state the game page holds; the game page owns what happens.

import { invites, el, other, playerName, ratingText, controlText, speedText, seatName } from './api.js';
import { t, message, lang } from './i18n.js';

const $ = (id) => document.getElementById(id);
// Leaves unchanged text alone, so live regions do not repeat themselves.
const setText = (node, text) => {
  if (node.textContent !== text) node.textContent = text;
};

/** ctx: {st, gameId, seated(), myTurn(), canPlay(), premoveGame(), viewAt(ply)} */
export function createPanels({ st, gameId, seated, myTurn, canPlay, premoveGame = () => false, viewAt }) {
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
    const text = playing ? t('web-game-help-playing') : t('web-game-help-watching');
    // Where premoves are taken, say how, once: nothing else on the page does.
    setText($('board-hint'), premoveGame() ? `${text} ${t('web-game-help-premove')}` : text);
  }

  function drawStatus() {
    const g = st.game;
    const node = $('status');
    let text;
    let title;
    const side = g.side_to_move;
    if (g.status === 'waiting') {
      text = seated() ? t('web-game-status-invite') : t('web-game-status-waiting-second');
      title = t('web-game-title-waiting');
    } else if (g.status === 'finished') {
      text = resultHeadline(g);
      title = text;
    } else if (g.mode === 'local') {
      text = t('web-game-status-to-move', { side });
      title = text;
    } else if (myTurn()) {
      text = t('web-game-status-your-move', { side });
      title = t('web-game-title-your-move');
    } else if (seated()) {
      const seat = g.seats[side];
      if (seat && seat.kind === 'computer') text = t('web-game-status-computer', { side });
      else if (seat && seat.name) text = t('web-game-status-waiting-for', { name: seat.name, side });
      else text = t('web-game-status-waiting-opponent', { side });
      title = t('web-game-title-their-move');
    } else {
      text = t('web-game-status-watching', { side });
      title = t('web-game-title-to-move', { side });
    }
    // A live region speaks on every change: rebuild it only when its words change.
    const key = `${g.status}:${g.side_to_move}:${text}:${g.thinking}`;
    if (node.dataset.key !== key) {
      node.dataset.key = key;
      node.replaceChildren(el('span', { class: `turn-dot swatch-${g.status === 'active' ? g.side_to_move : 'none'}`, 'aria-hidden': 'true' }), el('span', {}, text));
      if (g.thinking) {
        node.append(el('span', { class: 'thinking', testid: 'thinking' }, el('span', { class: 'spinner', 'aria-hidden': 'true' }), t('web-game-thinking')));
      }
    }
    node.dataset.state = g.status === 'active' ? (myTurn() ? 'your-move' : 'their-move') : g.status;
    document.title = `${title} · tablut`;
  }

  function resultHeadline(g) {
    const o = g.outcome || {};
    if (o.winner) return o.reason === 'time' ? t('web-game-result-win-time', { side: o.winner }) : t('web-game-result-win', { side: o.winner });
    if (o.result === 'draw') return t('web-game-result-draw');
    if (o.reason === 'abort') return t('web-game-result-aborted');
    return t('web-common-error-game-over');
  }

  function drawAlert(live) {
    const g = st.game;
    const node = $('alert');
    // An open route outranks a fortress: the king is about to leave it.
    const kind = g.alert === 'raichi' || g.alert === 'tuichi' ? g.alert : g.fortress ? 'fortress' : null;
    const show = live && g.status === 'active' && kind;
    if (!show) {
      node.hidden = true;
      node.replaceChildren();
      st.lastAlertKey = '';
      return;
    }
    const key = `${g.ply}:${kind}`;
    if (key === st.lastAlertKey) return;
    st.lastAlertKey = key;
    const routes = g.routes || [];
    // The call is the same word in every language; what it means is not.
    let word;
    let detail;
    if (kind === 'fortress') {
      word = t('alert-fortress');
      detail = t('alert-fortress-meaning');
    } else if (g.alert === 'raichi') {
      word = t('alert-raichi');
      detail = routes.length ? t('web-game-raichi-routes', { squares: routes.join(', ') }) : t('alert-raichi-meaning');
    } else {
      word = t('alert-tuichi');
      detail = routes.length ? t('web-game-tuichi-routes', { count: routes.length, squares: routes.join(', ') }) : t('alert-tuichi-meaning');
    }
    node.replaceChildren(el('strong', { class: 'alert-word' }, word), el('span', { class: 'alert-detail' }, detail));
    node.dataset.alert = kind;
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
      if (o.winner === st.you) you = o.reason === 'time' ? t('web-game-you-won-time') : t('web-game-you-won');
      else if (o.winner) you = o.reason === 'time' ? t('web-game-you-lost-time') : t('web-game-you-lost');
      else if (o.reason === 'abort') you = t('web-game-no-result');
      else you = t('web-game-neither-won');
    }
    setText($('outcome-you'), you);
    $('outcome-you').hidden = !you;
    // The sentence is the server's (made once, in Rust, for every way a
    // game ends), as a catalog message said in the page's language.
    setText($('outcome-text'), message(o.message) || o.text || '');
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
    setText(badge, g.rated ? t('web-game-rated') : t('web-game-casual'));
    badge.dataset.rated = String(!!g.rated);
    badge.classList.toggle('is-rated', !!g.rated);
    setText($('game-control'), g.clock ? `${controlText(g.clock.control)} · ${speedText(g.clock.speed)}` : t('web-common-no-clock'));
    $('clock-note').hidden = !(g.clock && g.status !== 'finished' && !g.clock.running && g.ply < 2);
  }

  /** Draw offers and takeback requests: what the other side asked, or what we did. */
  function drawOffers() {
    const g = st.game;
    const active = g.status === 'active' && g.mode === 'friend';
    const me = st.you && st.you !== 'both' ? st.you : null;
    const nameOf = (side) => {
      const seat = g.seats && g.seats[side];
      return seat && seat.name ? seatName(seat.name, g.level) : '';
    };
    const draw = active ? g.draw_offer : null;
    const takeback = active ? g.takeback_offer : null;
    $('draw-note').hidden = !draw;
    $('draw-note').dataset.by = draw || '';
    if (draw) {
      let text;
      if (draw === me) text = t('web-game-draw-waiting');
      else if (me) text = t('web-game-opponent-offers-draw');
      else if (nameOf(draw)) text = t('web-game-named-offers-draw', { side: draw, name: nameOf(draw) });
      else text = t('web-game-side-offers-draw', { side: draw });
      setText($('draw-text'), text);
    }
    const answerDraw = !!draw && !!me && draw !== me;
    $('draw-accept').hidden = !answerDraw;
    $('draw-decline').hidden = !answerDraw;
    $('takeback-note').hidden = !takeback;
    $('takeback-note').dataset.by = takeback || '';
    if (takeback) {
      let text;
      if (takeback === me) text = t('web-game-takeback-waiting');
      else if (me) text = t('web-game-opponent-asks-takeback');
      else if (nameOf(takeback)) text = t('web-game-named-asks-takeback', { side: takeback, name: nameOf(takeback) });
      else text = t('web-game-side-asks-takeback', { side: takeback });
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
      if (seat.kind === 'computer') {
        if (seat.name) name = seatName(seat.name, g.level);
        else name = g.level ? t('web-game-computer-level', { level: { key: 'tui-level', args: { level: g.level } } }) : t('web-game-computer');
      } else if (!seat.taken) name = t('web-game-not-joined');
      else name = seat.name || (mine && st.you !== 'both' ? t('web-game-you') : t('web-game-anonymous'));
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
      online.textContent = seat.kind === 'computer' ? t('web-game-seat-computer') : !seat.taken ? '' : isOn ? t('web-game-online') : t('web-game-offline');
      online.classList.toggle('is-online', !!isOn);
      online.classList.toggle('is-offline', !!seat.taken && !isOn && g.status === 'active');
      online.dataset.online = String(!!isOn);
      const n = lost ? lost[side] || 0 : 0;
      card.querySelector('.seat-lost').textContent = t('web-game-lost', { count: n });
      card.querySelector('.seat-lost').title = t('web-game-lost-title', { side, count: n });
    }
  }

  function drawActions() {
    const g = st.game;
    const hint = $('hint');
    hint.hidden = !(seated() && (g.mode === 'computer' || g.mode === 'local') && g.status === 'active');
    const asking = st.hintAsked === g.ply;
    hint.disabled = asking || !canPlay() || !!(st.hint && st.hint.ply === g.ply);
    setText(hint, asking ? t('web-game-hint-thinking') : t('web-game-hint'));
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
    setText(drawOffer, g.draw_offer === st.you ? t('web-game-draw-offered') : t('web-game-draw-offer'));
    const ask = $('takeback-ask');
    const moved = player && g.moves.some((m) => m.side === st.you);
    ask.hidden = !moved || g.takeback_offer === other(st.you);
    ask.disabled = st.pending || g.takeback_offer === st.you;
    setText(ask, g.takeback_offer === st.you ? t('web-game-takeback-asked') : t('web-game-takeback-ask'));
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
    if (g.mode !== 'friend') rematch.textContent = t('web-game-play-again');
    else if (!offeredBy) rematch.textContent = t('web-game-rematch-offer');
    else if (offeredBy === st.you) {
      rematch.textContent = t('web-game-rematch-waiting');
      rematch.disabled = true;
    } else rematch.textContent = t('web-game-rematch-accept');
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
          { type: 'button', class: `mv mv-${m.side}`, 'data-ply': String(j + 1), title: t('web-game-move-title', { side: m.side, move: m.text }), 'aria-current': j + 1 === ply ? 'step' : null },
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
    const label = g.ply === 0 ? t('web-game-step-start') : t('web-game-step-of', { ply, total: g.ply });
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
      $('replay-text').textContent = st.viewPly === 0 ? t('web-game-replay-start') : t('web-game-replay-after', { ply: st.viewPly });
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
            el('span', { class: 'chat-name' }, c.name || t('side-title', { side: c.seat })),
            el('span', { class: 'chat-text' }, c.text),
            el('time', { class: 'chat-time', datetime: new Date(c.at).toISOString() }, new Date(c.at).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' })),
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
    const computer = g.level ? 'computer' : 'computer-any';
    const mode = t('web-game-info-mode', {
      mode: g.mode === 'computer' ? computer : g.mode,
      level: g.level ? { key: 'tui-level', args: { level: g.level } } : '',
    });
    info.replaceChildren(
      `${t('web-common-rule-set')} `,
      el('a', { href: `/rules/${encodeURIComponent(g.variant)}` }, g.variant),
      `, ${mode}. `,
      st.you ? (st.you === 'both' ? t('web-game-info-both') : t('web-game-info-you-play', { side: st.you })) : t('web-game-why-watching'),
    );
  }

  return { draw };
}
