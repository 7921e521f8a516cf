// The rules pages: /rules compares the rule sets, /rules/{name} shows one
// with its table of rules, diagrams and worked examples. Every example
// comes from the server, where the rules library played it.

import { request, getRulesets, describeError, capital, el } from './api.js';
import { createBoard, normalizeSquares, splitMove, START_BOARD } from './board.js';
import { showError, markNav } from './ui.js';

const $ = (id) => document.getElementById(id);
const EMPTY = Array.from({ length: 9 }, () => '.........');
const nameInPath = decodeURIComponent(location.pathname.split('/')[2] || '');

function diagram({ board, squares, title, caption, arrow, captured, label }) {
  const b = createBoard({ label: label || title, compact: true });
  b.render({ board, squares, arrow, captured, capturedStyle: 'doomed', lastFrom: arrow && arrow.from, lastTo: null });
  return el('figure', { class: 'diagram' }, b.svg, el('figcaption', {}, title ? el('strong', {}, title) : null, caption || null));
}

function firstMover(rs) {
  if (rs.first) return rs.first;
  const rule = (rs.rules || []).find((r) => r.name === 'first');
  return rule ? rule.value : null;
}

function nav(rulesets, current) {
  const links = [el('a', { href: '/rules', 'aria-current': current ? null : 'page' }, 'All rule sets')];
  for (const rs of rulesets) {
    links.push(el('a', { href: `/rules/${encodeURIComponent(rs.name)}`, 'aria-current': rs.name === current ? 'page' : null }, rs.name));
  }
  $('rules-nav').replaceChildren(...links);
}

function overview(rulesets) {
  document.title = 'Rules · tablut';
  const body = $('rules-body');
  body.replaceChildren(
    el('h1', {}, 'The rules of Tablut'),
    el(
      'p',
      { class: 'intro' },
      'Every piece moves like a rook: any distance along a rank or file, never jumping. A soldier is captured when the moving piece traps it between itself and another enemy piece (or a hostile square). The king wins by escaping; the attackers win by capturing him. The old sources disagree on the details, so tablut offers four readings:',
    ),
  );
  const cards = el('div', { class: 'ruleset-cards' });
  for (const rs of rulesets) {
    const b = createBoard({ label: `${rs.name}: starting position`, compact: true });
    b.render({ board: rs.start || START_BOARD, squares: normalizeSquares(rs.squares) });
    const first = firstMover(rs);
    cards.append(
      el(
        'section',
        { class: 'card ruleset-card', 'data-testid': `ruleset-${rs.name}` },
        el('h2', {}, el('a', { href: `/rules/${encodeURIComponent(rs.name)}` }, rs.name)),
        el('p', {}, rs.summary || ''),
        first ? el('p', { class: 'muted' }, `${capital(first)} move first.`) : null,
        b.svg,
        el('p', {}, el('a', { href: `/?variant=${encodeURIComponent(rs.name)}` }, `Play ${rs.name}`)),
      ),
    );
  }
  body.append(cards, el('h2', {}, 'Every rule side by side'), comparison(rulesets));
}

function comparison(rulesets) {
  const names = [];
  const meaning = new Map();
  for (const rs of rulesets) {
    for (const r of rs.rules || []) {
      if (!meaning.has(r.name)) {
        names.push(r.name);
        meaning.set(r.name, r.meaning);
      }
    }
  }
  const value = (rs, name) => {
    const r = (rs.rules || []).find((x) => x.name === name);
    return r ? r.value : '';
  };
  const rows = names.map((n) => {
    const values = rulesets.map((rs) => value(rs, n));
    const differs = new Set(values).size > 1;
    return el(
      'tr',
      { class: differs ? 'diff' : null },
      el('th', { scope: 'row' }, el('code', {}, n), el('span', { class: 'reason' }, meaning.get(n) || '')),
      ...values.map((v) => el('td', {}, v)),
    );
  });
  return el(
    'div',
    { class: 'table-scroll' },
    el(
      'table',
      { class: 'rules-table', 'data-testid': 'rules-compare' },
      el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'rule'), ...rulesets.map((rs) => el('th', { scope: 'col' }, rs.name)))),
      el('tbody', {}, rows),
    ),
  );
}

function detail(rs) {
  document.title = `${rs.name} · Rules · tablut`;
  const squares = normalizeSquares(rs.squares);
  const first = firstMover(rs);
  const body = $('rules-body');
  body.replaceChildren(
    el('h1', {}, `The rules of ${rs.name}`),
    el('p', { class: 'intro' }, rs.summary || ''),
    el('p', { class: 'play-this' }, el('a', { class: 'button', href: `/?variant=${encodeURIComponent(rs.name)}` }, `Play ${rs.name}`)),
  );

  const special = [];
  if (squares.throne.size) special.push(`the throne (${[...squares.throne].join(', ')})`);
  if (squares.corners.size) special.push(`special corners (${[...squares.corners].join(', ')})`);
  if (squares.camps.size) special.push(`camps (${squares.camps.size} squares)`);
  const escape = squares.escape.size > 4 ? 'any edge square (dashed)' : `the corners ${[...squares.escape].join(', ')} (dashed)`;
  body.append(
    el(
      'div',
      { class: 'diagrams' },
      diagram({
        board: rs.start || START_BOARD,
        squares,
        title: 'Starting position',
        caption: `${first ? `${capital(first)} move first. ` : ''}Attackers dark, defenders light, the king crowned on the throne.`,
      }),
      diagram({
        board: EMPTY,
        squares,
        title: 'Special squares',
        caption: `Marked: ${special.join(', ') || 'none'}. The king escapes to ${escape}.`,
      }),
    ),
  );

  body.append(
    el('h2', {}, 'Every rule'),
    el(
      'div',
      { class: 'table-scroll' },
      el(
        'table',
        { class: 'rules-table rules-stack', 'data-testid': 'rules-table' },
        el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'rule'), el('th', { scope: 'col' }, 'value'), el('th', { scope: 'col' }, 'what it means'))),
        el(
          'tbody',
          {},
          (rs.rules || []).map((r) => el('tr', {}, el('td', {}, el('code', {}, r.name)), el('td', {}, el('strong', {}, r.value)), el('td', {}, r.meaning))),
        ),
      ),
    ),
  );

  const examples = rs.examples || [];
  if (examples.length) {
    body.append(el('h2', {}, 'Examples'));
    const grid = el('div', { class: 'diagrams', 'data-testid': 'rules-examples' });
    for (const ex of examples) {
      const mv = ex.move ? splitMove(ex.move) : null;
      const caps = ex.captures || [];
      const label = ex.move ? `${ex.move}${caps.length ? `, capturing ${caps.join(', ')}` : ''}` : '';
      grid.append(
        diagram({
          board: ex.board,
          squares,
          arrow: mv,
          captured: caps,
          title: ex.title,
          label: `${ex.title}: ${label}`,
          caption: el(
            'span',
            {},
            ex.move ? el('span', { class: 'example-line' }, `${capital(ex.side_to_move || 'the side to move')} play `, el('code', {}, ex.move), caps.length ? `, capturing ${caps.join(', ')}.` : '.') : null,
            ' ',
            ex.text || '',
          ),
        }),
      );
    }
    body.append(grid);
  }
  body.append(el('p', {}, el('a', { href: '/rules' }, 'Compare all rule sets side by side')));
}

async function main() {
  markNav();
  let rulesets = [];
  try {
    rulesets = await getRulesets();
  } catch (e) {
    $('rules-body').replaceChildren(el('p', {}, 'The rules could not be loaded.'));
    showError(describeError(e.code, e.message));
    return;
  }
  nav(rulesets, nameInPath);
  if (!nameInPath) {
    overview(rulesets);
    return;
  }
  let rs = rulesets.find((r) => r.name === nameInPath);
  if (!rs) {
    // A variant string such as cartier:king_armed=false is described by
    // the server on request.
    try {
      rs = await request(`/api/rulesets/${encodeURIComponent(nameInPath)}`);
    } catch (e) {
      $('rules-body').replaceChildren(el('h1', {}, 'Unknown rule set'), el('p', {}, describeError(e.code, e.message)));
      return;
    }
  }
  detail(rs);
}

main();
