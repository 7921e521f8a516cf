// The start page: choose rule set, opponent and side, create the game,
// keep its secret, and go to it.

import { request, getRulesets, getGame, getClocks, secrets, invites, prefs, myGames, describeError, controlText, speedText, el } from './api.js';
import { createBoard, normalizeSquares, START_BOARD } from './board.js';
import { showError, markNav, pageReady, editedByUser } from './ui.js';
import { onAccount } from './session.js';
import { t, ready } from './i18n.js';

await ready;

const $ = (id) => document.getElementById(id);
const form = $('start-form');
let rulesets = [];

const preview = createBoard({ label: t('web-start-preview-label') });
$('preview-board').append(preview.svg);

const OPPONENT_HELP = {
  computer: 'web-start-help-computer',
  friend: 'web-start-help-friend',
  local: 'web-start-help-local',
};

function selected() {
  return rulesets.find((r) => r.name === $('variant').value);
}

function firstMover(rs) {
  if (!rs) return null;
  if (rs.first) return rs.first;
  const rule = (rs.rules || []).find((r) => r.name === 'first');
  return rule ? rule.value : null;
}

function showRuleset() {
  const rs = selected();
  const box = $('variant-summary');
  box.replaceChildren();
  const name = $('variant').value;
  if (rs) {
    // The full summaries are listed beside the board; here, the two facts
    // that shape a game most.
    const first = firstMover(rs);
    const edge = rs.squares && Array.isArray(rs.squares.escape) && rs.squares.escape.length > 4;
    box.append(
      `${t('web-start-summary', { first: first || 'none', escape: edge ? 'edge' : 'corner' })} `,
      el('a', { href: `/rules/${encodeURIComponent(name)}` }, t('web-start-all-rules', { name })),
    );
  } else {
    box.append(el('a', { href: `/rules/${encodeURIComponent(name)}` }, t('web-common-rules-of', { name })));
  }
  const squares = normalizeSquares(rs ? rs.squares : undefined);
  preview.render({ board: (rs && rs.start) || START_BOARD, squares });
  $('legend-camp').hidden = squares.camps.size === 0;
  $('legend-throne').textContent = squares.corners.size ? t('web-start-legend-throne-corners') : t('web-start-legend-throne');
  showRulesetList();
  $('preview-caption').textContent = t('web-start-preview-caption', { name });
  showSideHelp();
}

// Every rule set with its summary, so they can be compared before choosing.
function showRulesetList() {
  const current = $('variant').value;
  $('ruleset-list').replaceChildren(
    ...rulesets.map((rs) =>
      el(
        'li',
        { class: 'ruleset-item', 'aria-current': rs.name === current ? 'true' : null },
        el('button', { type: 'button', class: 'link-button ruleset-pick', 'data-value': rs.name, onclick: () => choose(rs.name) }, rs.name),
        ' ',
        el('span', { class: 'ruleset-text' }, rs.summary || ''),
        ' ',
        el('a', { href: `/rules/${encodeURIComponent(rs.name)}`, 'aria-label': t('web-common-rules-of', { name: rs.name }) }, t('web-start-rules-link')),
      ),
    ),
  );
}

function choose(name) {
  $('variant').value = name;
  showRuleset();
  $('variant').focus();
}

function showSideHelp() {
  const first = firstMover(selected());
  const side = $('side').value;
  let text = '';
  if (first && side === first) text = t('web-start-first-you');
  else if (first && side !== 'random') text = $('opponent').value === 'computer' ? t('web-start-first-computer') : t('web-start-first-friend');
  $('side-help').textContent = text;
}

function showOpponent() {
  const opp = $('opponent').value;
  $('opponent-help').textContent = OPPONENT_HELP[opp] ? t(OPPONENT_HELP[opp]) : '';
  $('level-field').hidden = opp !== 'computer';
  $('clock-field').hidden = opp !== 'friend';
  $('side-field').hidden = opp === 'local';
  showSideHelp();
}

async function loadRulesets() {
  try {
    rulesets = await getRulesets();
  } catch {
    rulesets = [];
  }
  // A "Play this rule set" link from the rules pages names it in the query;
  // a variant string (cartier:camps=fortress) is not a preset, so the
  // server describes it and it joins the choices.
  const asked = new URLSearchParams(location.search).get('variant');
  if (asked && rulesets.length && !rulesets.some((r) => r.name === asked)) {
    try {
      rulesets.push(await request(`/api/rulesets/${encodeURIComponent(asked)}`));
    } catch (e) {
      showError(describeError(e.code, e.message));
    }
  }
  if (rulesets.length) {
    // What the person picked while the list loaded stays picked.
    const picked = editedByUser($('variant')) ? $('variant').value : null;
    const keep = asked || picked || prefs.get('variant') || $('variant').value;
    $('variant').replaceChildren(...rulesets.map((r) => el('option', { value: r.name }, r.name)));
    $('variant').value = rulesets.some((r) => r.name === keep) ? keep : rulesets[0].name;
  }
  showRuleset();
}

function restorePrefs() {
  for (const key of ['variant', 'opponent', 'level', 'side', 'clock']) {
    const v = prefs.get(key);
    const select = $(key);
    if (v && !editedByUser(select) && [...select.options].some((o) => o.value === v)) select.value = v;
  }
  if (!editedByUser($('name'))) $('name').value = prefs.get('name') || '';
}

form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const button = $('start');
  const opponent = $('opponent').value;
  const body = { variant: $('variant').value, opponent };
  if (opponent !== 'local') body.side = $('side').value;
  if (opponent === 'computer') body.level = $('level').value;
  if (opponent === 'friend' && $('clock').value) body.clock = $('clock').value;
  // Logged in, the server names the seat after the account; the field
  // then shows that name and the typed one stays remembered for later.
  const asAccount = $('name').disabled;
  const name = asAccount ? '' : $('name').value.trim().slice(0, 40);
  if (name) body.name = name;
  for (const key of ['variant', 'opponent', 'level', 'side', 'clock']) prefs.set(key, $(key).value);
  if (!asAccount) prefs.set('name', name || null);

  button.disabled = true;
  button.textContent = t('web-start-starting');
  try {
    const r = await request('/api/games', { method: 'POST', body });
    secrets.set(r.id, r.secret);
    if (r.invite) invites.set(r.id, r.invite);
    myGames.add(r.id);
    location.assign(`/g/${encodeURIComponent(r.id)}`);
  } catch (err) {
    showError(describeError(err.code, err.message));
    button.disabled = false;
    button.textContent = t('web-start-start');
  }
});

$('variant').addEventListener('change', showRuleset);
$('opponent').addEventListener('change', showOpponent);
$('side').addEventListener('change', showSideHelp);

function describeMine(g) {
  const computer = g.level ? 'computer' : 'computer-any';
  return t('web-start-my-game', {
    variant: g.variant,
    mode: g.mode === 'computer' ? computer : g.mode,
    level: g.level ? { key: 'tui-level', args: { level: g.level } } : '',
    ply: g.ply,
    turn: g.status === 'waiting' ? 'waiting' : g.side_to_move,
  });
}

async function showMyGames() {
  const list = myGames.list().filter((g) => secrets.get(g.id)).slice(0, 8);
  if (!list.length) return;
  const found = await Promise.all(
    list.map((g) =>
      getGame(g.id).catch((e) => {
        if (e.code === 'not_found') myGames.remove(g.id);
        return null;
      }),
    ),
  );
  const open = found.filter((g) => g && g.status !== 'finished');
  if (!open.length) return;
  $('my-games-list').replaceChildren(
    ...open.map((g) => el('li', {}, el('a', { href: `/g/${encodeURIComponent(g.id)}` }, describeMine(g)))),
  );
  $('my-games').hidden = false;
}

// Logged in: the seat carries the account's name whatever is typed, so
// the field shows that name and cannot be changed.
function showAccountName(account) {
  const input = $('name');
  const help = $('name-help');
  if (account) {
    input.value = account.name;
    input.disabled = true;
    $('name-optional').hidden = true;
    help.replaceChildren(
      `${t('web-common-account-name-help')} `,
      el('a', { href: '/account' }, t('web-common-your-account')),
    );
    help.hidden = false;
  } else if (input.disabled) {
    input.disabled = false;
    input.value = prefs.get('name') || '';
    $('name-optional').hidden = false;
    help.hidden = true;
  }
}

/** The time controls the server offers, with their speeds ("3+2 (blitz)", "3 days a move"). */
async function loadClocks() {
  try {
    const { live, correspondence } = await getClocks();
    $('clock-live').replaceChildren(...live.map((c) => el('option', { value: c.control }, `${c.control} (${speedText(c.speed)})`)));
    $('clock-days').replaceChildren(...correspondence.map((c) => el('option', { value: c.control }, controlText(c.control))));
    const saved = prefs.get('clock');
    if (saved && [...$('clock').options].some((o) => o.value === saved)) $('clock').value = saved;
  } catch (e) {
    showError(describeError(e.code, e.message));
  }
}

markNav();
restorePrefs();
onAccount(showAccountName);
showOpponent();
loadRulesets();
loadClocks();
showMyGames();
pageReady();
