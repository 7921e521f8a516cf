// Small page helpers shared by every page: passing messages and the
// screen-reader announcer.

const timers = new Map();

function flash(id, text, ms) {
  const node = document.getElementById(id);
  if (!node) return;
  node.textContent = text;
  node.hidden = false;
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => {
      node.hidden = true;
    }, ms),
  );
}

export const showError = (text) => flash('error', text, 6000);
export const showNotice = (text) => flash('notice', text, 3000);

let said = [];

export function announce(text) {
  if (!text) return;
  // The game page's screen-reader mode has its own live region, shown
  // with the mode: what is said goes there while it is on.
  const blind = document.getElementById('blind-live');
  const node = blind && !blind.closest('[hidden]') ? blind : document.getElementById('announcer');
  if (!node) return;
  // Sentences said in the same moment (a move and the end it brings) are
  // said together, none replacing the other.
  said.push(text);
  // A hidden tab draws no frames: keep only the latest few meanwhile.
  if (said.length > 4) said.shift();
  if (said.length > 1) return;
  // Clearing first makes screen readers repeat an identical sentence.
  node.textContent = '';
  requestAnimationFrame(() => {
    node.textContent = said.join(' ');
    said = [];
  });
}

// Marks the header link of the page being shown.
export function markNav() {
  const path = location.pathname;
  for (const a of document.querySelectorAll('header.site nav a')) {
    const href = a.getAttribute('href');
    const here = href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
    if (here) a.setAttribute('aria-current', 'page');
  }
}

/**
 * Says the page's script has wired its controls (`<html data-ready>`).
 * The page is usable before that; tests wait for it so that what they type
 * is not raced by the script's own start-up.
 */
export function pageReady() {
  document.documentElement.dataset.ready = 'true';
}

/**
 * Whether the person changed a form control since the page loaded. A
 * script that fills a form from stored preferences or from the address
 * after the page appeared must not wipe what was typed in the meantime.
 */
export function editedByUser(control) {
  if (control.tagName === 'SELECT') {
    const initial = [...control.options].find((o) => o.defaultSelected) || control.options[0];
    return !!initial && control.value !== initial.value;
  }
  return control.value !== control.defaultValue;
}
