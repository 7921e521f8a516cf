// The rules pages: /rules compares the rule sets, /rules/{name} shows one
// with its table of rules, diagrams and worked examples. Every example
// comes from the server, where the rules library played it.

import { request, getRulesets, describeError, el } from './api.js';
import { createBoard, normalizeSquares, splitMove, START_BOARD } from './board.js';
import { showError, markNav, pageReady } from './ui.js';
import { t, ready } from './i18n.js';

await ready;

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
  const links = [el('a', { href: '/rules', 'aria-current': current ? null : 'page' }, t('web-rules-all'))];
  for (const rs of rulesets) {
    links.push(el('a', { href: `/rules/${encodeURIComponent(rs.name)}`, 'aria-current': rs.name === current ? 'page' : null }, rs.name));
  }
  $('rules-nav').replaceChildren(...links);
}

function overview(rulesets) {
  document.title = t('web-rules-title');
  const body = $('rules-body');
  body.replaceChildren(el('h1', {}, t('web-rules-heading')), el('p', { class: 'intro' }, t('web-rules-intro')));
  const cards = el('div', { class: 'ruleset-cards' });
  for (const rs of rulesets) {
    const b = createBoard({ label: t('web-rules-start-label', { name: rs.name }), compact: true });
    b.render({ board: rs.start || START_BOARD, squares: normalizeSquares(rs.squares) });
    const first = firstMover(rs);
    cards.append(
      el(
        'section',
        { class: 'card ruleset-card', 'data-testid': `ruleset-${rs.name}` },
        el('h2', {}, el('a', { href: `/rules/${encodeURIComponent(rs.name)}` }, rs.name)),
        el('p', {}, rs.summary || ''),
        first ? el('p', { class: 'muted' }, t('web-rules-first', { side: first })) : null,
        b.svg,
        el('p', {}, el('a', { href: `/?variant=${encodeURIComponent(rs.name)}` }, t('web-rules-play', { name: rs.name }))),
      ),
    );
  }
  body.append(cards, el('h2', {}, t('web-rules-side-by-side')), comparison(rulesets));
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
      el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, t('rules-column-rule')), ...rulesets.map((rs) => el('th', { scope: 'col' }, rs.name)))),
      el('tbody', {}, rows),
    ),
  );
}

function detail(rs) {
  document.title = t('web-rules-detail-title', { name: rs.name });
  const squares = normalizeSquares(rs.squares);
  const first = firstMover(rs);
  const body = $('rules-body');
  body.replaceChildren(
    el('h1', {}, t('web-common-rules-of', { name: rs.name })),
    el('p', { class: 'intro' }, rs.summary || ''),
    el('p', { class: 'play-this' }, el('a', { class: 'button', href: `/?variant=${encodeURIComponent(rs.name)}` }, t('web-rules-play', { name: rs.name }))),
  );

  const special = [];
  if (squares.throne.size) special.push(t('web-rules-mark-throne', { squares: [...squares.throne].join(', ') }));
  if (squares.corners.size) special.push(t('web-rules-mark-corners', { squares: [...squares.corners].join(', ') }));
  if (squares.camps.size) special.push(t('web-rules-mark-camps', { count: squares.camps.size }));
  const escape = squares.escape.size > 4 ? t('web-rules-escape-edge') : t('web-rules-escape-corners', { squares: [...squares.escape].join(', ') });
  body.append(
    el(
      'div',
      { class: 'diagrams' },
      diagram({
        board: rs.start || START_BOARD,
        squares,
        title: t('web-rules-start-title'),
        caption: `${first ? `${t('web-rules-first', { side: first })} ` : ''}${t('web-rules-start-caption')}`,
      }),
      diagram({
        board: EMPTY,
        squares,
        title: t('web-rules-special-title'),
        caption: t('web-rules-special-caption', { marked: special.join(', ') || t('web-rules-none'), escape }),
      }),
    ),
  );

  body.append(
    el('h2', {}, t('web-rules-every-rule')),
    el(
      'div',
      { class: 'table-scroll' },
      el(
        'table',
        { class: 'rules-table rules-stack', 'data-testid': 'rules-table' },
        el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, t('rules-column-rule')), el('th', { scope: 'col' }, t('rules-column-value')), el('th', { scope: 'col' }, t('web-rules-column-meaning')))),
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
    body.append(el('h2', {}, t('web-rules-examples')));
    const grid = el('div', { class: 'diagrams', 'data-testid': 'rules-examples' });
    for (const ex of examples) {
      const mv = ex.move ? splitMove(ex.move) : null;
      const caps = ex.captures || [];
      let label = '';
      if (ex.move) label = caps.length ? t('web-rules-example-label-capturing', { move: ex.move, squares: caps.join(', ') }) : ex.move;
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
            ex.move
              ? el(
                  'span',
                  { class: 'example-line' },
                  `${t('web-rules-example-play', { side: ex.side_to_move || 'other' })} `,
                  el('code', {}, ex.move),
                  caps.length ? t('web-rules-example-capturing', { squares: caps.join(', ') }) : '.',
                )
              : null,
            ' ',
            ex.text || '',
          ),
        }),
      );
    }
    body.append(grid);
  }
  body.append(el('p', {}, el('a', { href: '/rules' }, t('web-rules-compare'))));
}

async function main() {
  markNav();
  let rulesets = [];
  try {
    rulesets = await getRulesets();
  } catch (e) {
    $('rules-body').replaceChildren(el('p', {}, t('web-rules-load-failed')));
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
      $('rules-body').replaceChildren(el('h1', {}, t('web-rules-unknown')), el('p', {}, describeError(e.code, e.message)));
      return;
    }
  }
  detail(rs);
}

main();
pageReady();
