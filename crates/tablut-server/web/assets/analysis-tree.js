// The analysis board's move tree: every position the player has reached,
// with its board as the server drew it, and the list of moves that shows
// the tree (the main line first, each variation in its own indented block).
//
// A node is {move, captures, board, parent, children, info}: the move that
// led to it from its parent (null at the root), what it captured, the
// board after it, the other moves tried from it (children[0] is the main
// continuation), and, once the server has answered for it, its `info`
// (the `POST /api/analysis` answer: legal moves, side to move, routes,
// alert, outcome). Nothing here judges a move: nodes are only ever made
// from the server's `steps`.

import { el } from './api.js';
import { t } from './i18n.js';

export function newNode(board, parent = null, move = null, captures = []) {
  return { move, captures, board, parent, children: [], info: null };
}

/** The moves from the root to `node`. */
export function pathOf(node) {
  const moves = [];
  for (let n = node; n && n.parent; n = n.parent) moves.push(n.move);
  return moves.reverse();
}

/** The number of moves from the root to `node`. */
export function plyOf(node) {
  let ply = 0;
  for (let n = node; n && n.parent; n = n.parent) ply++;
  return ply;
}

export const keyOf = (node) => pathOf(node).join(',');

export const childByMove = (node, move) => node.children.find((c) => c.move === move) || null;

/**
 * Follows `steps` (`[{move, captures, board}]`, as the server answers them)
 * from `from`, going into existing children and adding the missing ones as
 * new variations (the first child of a node with none is its main line).
 * Returns the last node.
 */
export function addSteps(from, steps) {
  let node = from;
  for (const s of steps) {
    let next = childByMove(node, s.move);
    if (!next) {
      next = newNode(s.board, node, s.move, Array.isArray(s.captures) ? s.captures : []);
      node.children.push(next);
    } else {
      // The server's board is the truth; keep the latest.
      next.board = s.board;
      next.captures = Array.isArray(s.captures) ? s.captures : [];
    }
    node = next;
  }
  return node;
}

/** The node reached by `moves` from `root`, or null when a move is not in the tree. */
export function nodeAt(root, moves) {
  let node = root;
  for (const m of moves) {
    node = childByMove(node, m);
    if (!node) return null;
  }
  return node;
}

/** The end of the line through `node`: its first children, followed to the last. */
export function lineEnd(node) {
  let n = node;
  while (n.children.length) n = n.children[0];
  return n;
}

/** Whether `node` is on the main line (every step from the root a first child). */
export function isMainline(node) {
  for (let n = node; n.parent; n = n.parent) if (n.parent.children[0] !== n) return false;
  return true;
}

/** Makes the line through `node` the main line: at every branching above it, its branch comes first. */
export function promote(node) {
  for (let n = node; n.parent; n = n.parent) {
    const siblings = n.parent.children;
    const i = siblings.indexOf(n);
    if (i > 0) {
      siblings.splice(i, 1);
      siblings.unshift(n);
    }
  }
}

/** Removes `node` and everything after it; returns its parent. */
export function remove(node) {
  const parent = node.parent;
  if (!parent) return node;
  parent.children = parent.children.filter((c) => c !== node);
  return parent;
}

/** The move as the list shows it: `e3-e1`, with `xd1` per capture. */
export const moveText = (node) => `${node.move}${(node.captures || []).map((c) => `x${c}`).join('')}`;

/**
 * Draws the tree into `container`: the main line as a flow of moves, and
 * after each move that has alternatives, one indented block per
 * alternative (recursively), the main line going on below them. Each move
 * is a button (`analysis-move`) calling `pick(node)`.
 */
export function renderTree(container, root, current, pick) {
  const box = el('div', { class: 'an-line an-main' });
  if (!root.children.length) {
    box.append(el('p', { class: 'muted an-empty', 'data-testid': 'analysis-tree-empty' }, t('web-analysis-tree-empty')));
  } else {
    const run = el('div', { class: 'an-run' });
    box.append(run);
    renderLine(root, box, run, 0, true, true, current, pick);
  }
  container.replaceChildren(box);
  const shown = container.querySelector('[aria-current="step"]');
  if (shown) {
    const top = shown.offsetTop - container.offsetTop;
    if (top < container.scrollTop || top > container.scrollTop + container.clientHeight - shown.offsetHeight) {
      container.scrollTop = top - container.clientHeight / 2;
    }
  } else container.scrollTop = 0;
}

function moveButton(node, ply, number, current, pick, main) {
  const n = Math.ceil(ply / 2);
  const odd = ply % 2 === 1;
  const path = pathOf(node);
  return el(
    'button',
    {
      type: 'button',
      class: `an-move${main ? ' an-move-main' : ''}`,
      testid: 'analysis-move',
      'data-move': node.move,
      'data-path': path.join(','),
      'data-ply': String(ply),
      'data-main': main ? 'true' : 'false',
      'aria-current': node === current ? 'step' : null,
      'aria-label': t(main ? 'web-analysis-move-label' : 'web-analysis-variation-label', { ply, move: moveText(node) }),
      onclick: () => pick(node),
    },
    odd || number ? el('span', { class: 'an-no', 'aria-hidden': 'true' }, odd ? `${n}.` : `${n}…`) : '',
    el('span', { class: 'an-text' }, moveText(node)),
  );
}

/**
 * The moves after `node` (its first child, then that one's, …), `ply`
 * being `node`'s, appended to `run` (a flow of moves in `box`); each
 * alternative becomes an indented block in `box` after the move it is an
 * alternative to, and the line goes on in a new run below them. `main`:
 * whether this is the main line.
 */
function renderLine(node, box, run, ply, needNumber, main, current, pick) {
  let r = run;
  let number = needNumber;
  let n = node;
  let p = ply;
  while (n.children.length) {
    const [next, ...alternatives] = n.children;
    r.append(moveButton(next, p + 1, number, current, pick, main));
    number = false;
    if (alternatives.length) {
      for (const alt of alternatives) {
        const block = el('div', { class: 'an-variation', testid: 'analysis-variation', 'data-path': pathOf(alt).join(',') });
        const first = el('div', { class: 'an-run' }, moveButton(alt, p + 1, true, current, pick, false));
        block.append(first);
        renderLine(alt, block, first, p + 1, false, false, current, pick);
        box.append(block);
      }
      r = el('div', { class: 'an-run' });
      box.append(r);
      number = true;
    }
    n = next;
    p += 1;
  }
  if (!r.childNodes.length) r.remove();
}
