// The board drawn in SVG. It draws whatever view it is given (pieces,
// special squares, highlights) and reports what the person pressed or
// dragged; it never decides what is legal: the game page passes the legal
// destinations it got from the server.

import { t } from './i18n.js';

const NS = 'http://www.w3.org/2000/svg';
export const FILES = 'abcdefghi';
const CELL = 10;
const SIZE = 9 * CELL;
// Room for the rank numbers on the left and the file letters below.
const VIEWBOX = `-6 -2 ${SIZE + 8} ${SIZE + 8}`;

export function squareName(col, row) {
  return `${FILES[col]}${9 - row}`;
}

export function squareCoords(name) {
  const col = FILES.indexOf(name[0]);
  const row = 9 - Number(name.slice(1));
  return { col, row };
}

export function splitMove(move) {
  const [from, to] = move.split('-');
  return { from, to };
}

export function pieceAt(board, name) {
  const { col, row } = squareCoords(name);
  const ch = board[row] ? board[row][col] : '.';
  return ch === '.' || ch === undefined ? '' : ch;
}

export function pieceSide(ch) {
  if (ch === 't') return 'attackers';
  if (ch === 'T' || ch === 'K') return 'defenders';
  return null;
}

const PIECE_NAMES = { t: 'attacker', T: 'defender', K: 'king' };
/** The piece `ch` as the selectors of the catalog name it: `attacker`, `defender`, `king` or `empty`. */
export const pieceName = (ch) => PIECE_NAMES[ch] || 'empty';
/** The piece `ch` in words ("attacker", "empty"), in the page's language. */
export const pieceWord = (ch) => t('web-common-piece', { piece: pieceName(ch) });

export const START_BOARD = [
  '...ttt...',
  '....t....',
  '....T....',
  't...T...t',
  'ttTTKTTtt',
  't...T...t',
  '....T....',
  '....t....',
  '...ttt...',
];

const ALL_SQUARES = [];
for (let row = 0; row < 9; row++) for (let col = 0; col < 9; col++) ALL_SQUARES.push(squareName(col, row));
const EDGE = ALL_SQUARES.filter((s) => {
  const { col, row } = squareCoords(s);
  return col === 0 || col === 8 || row === 0 || row === 8;
});
const CORNERS = ['a1', 'i1', 'a9', 'i9'];

function asList(value, words) {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return words[value] || (value ? [value] : []);
  return [];
}

// `squares` from /api/rulesets; the API names squares, but a word such as
// "edge" is accepted too so a server that sends words still draws right.
export function normalizeSquares(squares = {}) {
  const words = { edge: EDGE, corners: CORNERS, none: [] };
  return {
    throne: new Set(asList(squares.throne ?? 'e5', {})),
    corners: new Set(asList(squares.corners ?? CORNERS, words)),
    escape: new Set(asList(squares.escape, words)),
    camps: new Set(asList(squares.camps, words)),
  };
}

function svgEl(tag, attrs = {}, parent) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== null && v !== undefined) node.setAttribute(k, String(v));
  }
  if (parent) parent.append(node);
  return node;
}

const CROWN = 'M-2.5 1.3 L-2.9 -1.9 L-1.3 -0.4 L0 -2.5 L1.3 -0.4 L2.9 -1.9 L2.5 1.3 Z';

function drawPiece(parent, ch, cx, cy) {
  const g = svgEl('g', { class: `piece piece-${ch === 't' ? 'attacker' : ch === 'K' ? 'king' : 'defender'}` }, parent);
  const r = ch === 'K' ? 4.1 : 3.6;
  svgEl('circle', { class: 'piece-shadow', cx: cx + 0.35, cy: cy + 0.55, r }, g);
  svgEl('circle', { class: 'piece-body', cx, cy, r }, g);
  svgEl('circle', { class: 'piece-ring', cx, cy, r: r - 1 }, g);
  if (ch === 'K') {
    svgEl('path', { class: 'piece-crown', d: CROWN, transform: `translate(${cx} ${cy + 0.3})` }, g);
  }
  return g;
}

let markerCount = 0;

/**
 * createBoard({label, interactive, handlers, compact})
 * handlers (all optional): press(sq), canDrag(sq), dragStart(sq),
 * drop(from, to), cancel(), cursor(sq).
 */
export function createBoard({ label = t('web-common-board'), interactive = false, handlers = {}, compact = false } = {}) {
  const svg = svgEl('svg', {
    viewBox: VIEWBOX,
    class: `board${compact ? ' board-compact' : ''}${interactive ? ' board-interactive' : ''}`,
    role: interactive ? 'application' : 'img',
    'aria-label': label,
  });
  const markerId = `arrowhead-${++markerCount}`;
  const defs = svgEl('defs', {}, svg);
  const marker = svgEl(
    'marker',
    { id: markerId, viewBox: '0 0 10 10', refX: 6, refY: 5, markerWidth: 3.2, markerHeight: 3.2, orient: 'auto-start-reverse' },
    defs,
  );
  svgEl('path', { d: 'M0 0 L10 5 L0 10 z', class: 'arrow-head' }, marker);
  const hintMarkerId = `${markerId}-hint`;
  const hintMarker = svgEl(
    'marker',
    { id: hintMarkerId, viewBox: '0 0 10 10', refX: 6, refY: 5, markerWidth: 3.2, markerHeight: 3.2, orient: 'auto-start-reverse' },
    defs,
  );
  svgEl('path', { d: 'M0 0 L10 5 L0 10 z', class: 'arrow-head arrow-head-hint' }, hintMarker);

  svgEl('rect', { class: 'board-frame', x: -1.2, y: -1.2, width: SIZE + 2.4, height: SIZE + 2.4, rx: 1.2 }, svg);
  const coords = svgEl('g', { class: 'coords', 'aria-hidden': 'true' }, svg);
  for (let i = 0; i < 9; i++) {
    svgEl('text', { x: i * CELL + CELL / 2, y: SIZE + 4.6 }, coords).textContent = FILES[i];
    svgEl('text', { x: -3.4, y: i * CELL + CELL / 2 + 1.1 }, coords).textContent = String(9 - i);
  }
  const squaresLayer = svgEl('g', { class: 'squares' }, svg);
  const overlay = svgEl('g', { class: 'overlay', 'pointer-events': 'none' }, svg);
  const dragLayer = svgEl('g', { class: 'drag-layer', 'pointer-events': 'none' }, svg);

  const groups = new Map();
  for (const name of ALL_SQUARES) {
    const { col, row } = squareCoords(name);
    const g = svgEl('g', { class: 'sq', 'data-sq': name, 'data-testid': `sq-${name}` }, squaresLayer);
    g.dataset.x = String(col * CELL);
    g.dataset.y = String(row * CELL);
    groups.set(name, g);
  }

  let view = null;
  let cursor = interactive ? 'e5' : null;
  let focused = false;
  // The cursor and focus ring are for keyboard use; after a mouse or touch
  // press they would only be noise.
  let keyboard = false;
  let drag = null; // {from, pointerId, x0, y0, active, ghost}

  function render(next) {
    if (next) view = next;
    if (!view) return;
    const sq = view.squares || normalizeSquares();
    const captured = new Set(view.captured || []);
    const targets = new Set(view.targets || []);
    const routes = new Set(view.routes || []);
    const movable = view.movable || new Set();
    for (const [name, g] of groups) {
      g.replaceChildren();
      const x = Number(g.dataset.x);
      const y = Number(g.dataset.y);
      const cx = x + CELL / 2;
      const cy = y + CELL / 2;
      const ch = pieceAt(view.board, name);
      const classes = ['cell'];
      if (sq.throne.has(name)) classes.push('throne');
      if (sq.corners.has(name)) classes.push('corner');
      if (sq.camps.has(name)) classes.push('camp');
      if (sq.escape.has(name)) classes.push('escape');
      if (name === view.lastFrom) classes.push('last-from');
      if (name === view.lastTo) classes.push('last-to');
      if (name === view.selected) classes.push('selected');
      if (view.premove && (name === view.premove.from || name === view.premove.to)) classes.push('premove');
      svgEl('rect', { class: classes.join(' '), x, y, width: CELL, height: CELL }, g);
      if (sq.throne.has(name) || sq.corners.has(name)) {
        // The classic tafl mark: a cross from corner to corner.
        svgEl('path', { class: 'mark-cross', d: `M${x + 1.6} ${y + 1.6} L${x + 8.4} ${y + 8.4} M${x + 8.4} ${y + 1.6} L${x + 1.6} ${y + 8.4}` }, g);
        svgEl('rect', { class: 'mark-inset', x: x + 1, y: y + 1, width: 8, height: 8 }, g);
      }
      if (sq.camps.has(name)) svgEl('circle', { class: 'mark-camp', cx, cy, r: 1 }, g);
      if (sq.escape.has(name) && !sq.corners.has(name)) {
        svgEl('rect', { class: 'mark-escape', x: x + 0.8, y: y + 0.8, width: 8.4, height: 8.4, rx: 0.6 }, g);
      }
      if (sq.escape.has(name) && sq.corners.has(name)) {
        svgEl('rect', { class: 'mark-escape', x: x + 0.5, y: y + 0.5, width: 9, height: 9, rx: 0.6 }, g);
      }
      if (routes.has(name)) svgEl('rect', { class: 'mark-route', x: x + 0.7, y: y + 0.7, width: 8.6, height: 8.6, rx: 1 }, g);
      if (ch) {
        const p = drawPiece(g, ch, cx, cy);
        if (movable.has(name)) p.classList.add('movable');
        if (drag && drag.active && drag.from === name) p.classList.add('lifted');
        if (captured.has(name) && view.capturedStyle === 'doomed') {
          svgEl('path', { class: 'mark-captured', d: `M${x + 2.6} ${y + 2.6} L${x + 7.4} ${y + 7.4} M${x + 7.4} ${y + 2.6} L${x + 2.6} ${y + 7.4}` }, g);
        }
      } else if (captured.has(name)) {
        svgEl('circle', { class: 'ghost', cx, cy, r: 3.4 }, g);
        svgEl('path', { class: 'mark-captured', d: `M${x + 3} ${y + 3} L${x + 7} ${y + 7} M${x + 7} ${y + 3} L${x + 3} ${y + 7}` }, g);
      }
      if (targets.has(name)) svgEl('circle', { class: 'mark-target', cx, cy, r: ch ? 4.4 : 1.6 }, g);
      // An invisible top layer so a press anywhere on the square hits the group.
      svgEl('rect', { class: 'hit', x, y, width: CELL, height: CELL }, g);
      g.dataset.piece = ch;
      setFlag(g, 'dest', targets.has(name));
      setFlag(g, 'movable', movable.has(name));
      setFlag(g, 'selected', name === view.selected);
      setFlag(g, 'last', name === view.lastFrom || name === view.lastTo);
      setFlag(g, 'captured', captured.has(name));
      setFlag(g, 'route', routes.has(name));
      setFlag(g, 'premove', !!view.premove && (name === view.premove.from || name === view.premove.to));
    }
    drawOverlay();
    if (view.slide) slide(view.slide.from, view.slide.to);
  }

  // The moved piece glides from its old square, so a move that arrives
  // from the other side is seen, not just found. It all happens on the top
  // layer (a copy of the piece over a copy of its square, hiding the real
  // one), so the squares themselves never change during the glide.
  function slide(from, to) {
    if (window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const g = groups.get(to);
    const real = g && g.querySelector('.piece');
    const cell = g && g.querySelector('rect.cell');
    if (!real || !cell || !real.animate) return;
    const a = center(from);
    const b = center(to);
    const patch = cell.cloneNode(false);
    const copy = real.cloneNode(true);
    dragLayer.append(patch, copy);
    const run = copy.animate(
      [{ transform: `translate(${a.x - b.x}px, ${a.y - b.y}px)` }, { transform: 'translate(0px, 0px)' }],
      { duration: 240, easing: 'ease-out' },
    );
    const done = () => {
      patch.remove();
      copy.remove();
    };
    run.onfinish = done;
    run.oncancel = done;
  }

  function setFlag(g, key, on) {
    if (on) g.dataset[key] = 'true';
    else delete g.dataset[key];
  }

  function center(name) {
    const { col, row } = squareCoords(name);
    return { x: col * CELL + CELL / 2, y: row * CELL + CELL / 2 };
  }

  function drawOverlay() {
    overlay.replaceChildren();
    if (cursor) svg.dataset.cursor = cursor;
    if (!view) return;
    for (const line of view.routeLines || []) {
      const a = center(line.from);
      const b = center(line.to);
      // Start at the king's rim so the line never crosses his crown.
      const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      const k = 4.6 / len;
      svgEl('line', { class: 'route-line', x1: a.x + (b.x - a.x) * k, y1: a.y + (b.y - a.y) * k, x2: b.x, y2: b.y }, overlay);
    }
    if (view.arrow) {
      const a = center(view.arrow.from);
      const b = center(view.arrow.to);
      // Stop short of the centre so the head does not cover the piece's middle.
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const len = Math.hypot(dx, dy) || 1;
      // A hint points from the piece's rim into the empty destination, so a
      // one-square move still shows a clear arrow.
      const hint = view.arrow.kind === 'hint';
      const cut0 = hint ? 3.8 : 0;
      const cut1 = hint ? 0.5 : 2.2;
      const start = { x: a.x + (dx / len) * cut0, y: a.y + (dy / len) * cut0 };
      const end = { x: b.x - (dx / len) * cut1, y: b.y - (dy / len) * cut1 };
      const kind = view.arrow.kind ? ` arrow-${view.arrow.kind}` : '';
      svgEl('line', { class: `arrow${kind}`, x1: start.x, y1: start.y, x2: end.x, y2: end.y, 'marker-end': `url(#${hint || view.arrow.kind === 'premove' ? hintMarkerId : markerId})` }, overlay);
    }
    svg.classList.toggle('kbd', interactive && focused && keyboard);
    if (interactive && focused && keyboard && cursor) {
      const { col, row } = squareCoords(cursor);
      svgEl('rect', { class: 'cursor', x: col * CELL + 0.6, y: row * CELL + 0.6, width: CELL - 1.2, height: CELL - 1.2, rx: 1 }, overlay);
    }
  }

  function pointToSquare(clientX, clientY) {
    const ctm = svg.getScreenCTM();
    if (!ctm) return null;
    const pt = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    const col = Math.floor(pt.x / CELL);
    const row = Math.floor(pt.y / CELL);
    if (col < 0 || col > 8 || row < 0 || row > 8) return { pt, name: null };
    return { pt, name: squareName(col, row) };
  }

  if (interactive) {
    svg.setAttribute('tabindex', '0');
    svg.addEventListener('pointerdown', (e) => {
      keyboard = false;
      if (e.button !== 0 || (drag && drag.active)) return;
      const g = e.target.closest && e.target.closest('[data-sq]');
      if (!g) return;
      const from = g.dataset.sq;
      drag = { from, pointerId: e.pointerId, x0: e.clientX, y0: e.clientY, active: false, ghost: null, canDrag: !!(handlers.canDrag && handlers.canDrag(from)) };
      if (drag.canDrag) {
        svg.setPointerCapture(e.pointerId);
        e.preventDefault();
        svg.focus({ preventScroll: true });
      }
    });
    svg.addEventListener('pointermove', (e) => {
      if (!drag || e.pointerId !== drag.pointerId || !drag.canDrag) return;
      if (!drag.active) {
        if (Math.hypot(e.clientX - drag.x0, e.clientY - drag.y0) < 6) return;
        drag.active = true;
        if (handlers.dragStart) handlers.dragStart(drag.from);
        const ch = pieceAt(view.board, drag.from);
        drag.ghost = svgEl('g', { class: 'dragging' }, dragLayer);
        drawPiece(drag.ghost, ch, 0, 0);
        render();
      }
      const hit = pointToSquare(e.clientX, e.clientY);
      if (hit) drag.ghost.setAttribute('transform', `translate(${hit.pt.x} ${hit.pt.y})`);
    });
    const finish = (e, cancelled) => {
      if (!drag || e.pointerId !== drag.pointerId) return;
      const d = drag;
      drag = null;
      if (d.ghost) d.ghost.remove();
      if (svg.hasPointerCapture(e.pointerId)) svg.releasePointerCapture(e.pointerId);
      const hit = pointToSquare(e.clientX, e.clientY);
      const at = hit ? hit.name : null;
      if (d.active) {
        render();
        if (!cancelled && at && at !== d.from && handlers.drop) handlers.drop(d.from, at);
        return;
      }
      if (!cancelled && at === d.from) {
        cursor = at;
        if (handlers.press) handlers.press(at);
      }
    };
    svg.addEventListener('pointerup', (e) => finish(e, false));
    svg.addEventListener('pointercancel', (e) => finish(e, true));

    svg.addEventListener('focus', () => {
      focused = true;
      // Focus by Tab arrives with no pointer press before it.
      if (!drag) keyboard = true;
      drawOverlay();
      if (handlers.cursor) handlers.cursor(cursor);
    });
    svg.addEventListener('blur', () => {
      focused = false;
      drawOverlay();
    });
    svg.addEventListener('keydown', (e) => {
      if (!keyboard && (e.key.startsWith('Arrow') || e.key === 'Enter' || e.key === ' ' || e.key === 'Tab')) {
        keyboard = true;
        drawOverlay();
      }
      const steps = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
      if (steps[e.key]) {
        const { col, row } = squareCoords(cursor);
        const [dc, dr] = steps[e.key];
        const c = Math.min(8, Math.max(0, col + dc));
        const r = Math.min(8, Math.max(0, row + dr));
        cursor = squareName(c, r);
        drawOverlay();
        if (handlers.cursor) handlers.cursor(cursor);
        e.preventDefault();
        e.stopPropagation();
      } else if (e.key === 'Enter' || e.key === ' ') {
        if (handlers.press) handlers.press(cursor);
        e.preventDefault();
        e.stopPropagation();
      } else if (e.key === 'Escape') {
        if (handlers.cancel) handlers.cancel();
        e.preventDefault();
        e.stopPropagation();
      }
    });
  }

  return {
    svg,
    render,
    get cursor() {
      return cursor;
    },
    setCursor(name) {
      cursor = name;
      drawOverlay();
    },
  };
}
