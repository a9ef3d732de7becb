/**
 * What the route sweep installs in every page (as an init script) and reads back. Plain JavaScript
 * in a string: functions compiled by tsx carry helpers that do not exist in the page.
 *
 * - `unhandledrejection` events, and every toast, dialog and role="alert" text that appears, are
 *   reported to the test through the exposed function `__sweepRecord(kind, text)`; a toast whose
 *   text takes more than one line, or overflows its box, is reported again as 'toast-wraps'.
 * - `__sweep.quietFor()`: ms since the DOM last changed (antd-mobile animates with inline styles,
 *   so a quiet DOM also means finished fade-ins).
 * - `__sweep.loading()`: a visible 加载中 text, a visible `aria-busy="true"` element, or the page
 *   shown is still the last route's (the new one's code on its way).
 * - `__sweep.inspect()`: the page as the checks see it (see `PageState`).
 * - `__sweep.shape()`: the path and the distinct tag.classes[role] of visible elements, so two
 *   screens built of the same parts compare equal whatever rows or texts they show.
 * - `__sweep.failureParts()`: marks what a failure adds to the screen (alerts, dialogs, "does not
 *   exist" panels, texts with a failure word) with `data-sweep-failure`, and answers their shape.
 * - `__sweep.layout()`: what large text breaks (`LayoutState`).
 */

/** Texts that mark a failure message. */
export const FAILURE_WORDS = /失败|异常|错误|出错|不可用|超时|故障|无法|未能/;
/** A way forward: the label of a button or link on a failure. */
export const WAY_FORWARD = /重试|重新授权|去绑定/;
/** Technical text that must never reach a reader. */
export const LEAKED_TEXT =
  /\b(undefined|null|NaN)\b|\[object \w+\]|\b\w*Error\b|Request failed|status code \d|timeout of \d+ ?ms|Failed to fetch|dynamically imported module|Loading chunk|Unexpected token|is not a function|Cannot read propert/i;

export interface FailureSeen {
  /** The failure text (the container's text when it is an alert or dialog). */
  text: string;
  /** Where it sits: alert, dialog or page. */
  where: string;
  /** The container holds a visible, enabled 重试 / 重新授权 / 去绑定 button or link. */
  wayForward: boolean;
}

export interface PageState {
  path: string;
  title: string;
  /** Visible text in #root outside the tab bar. */
  rootText: string;
  loading: boolean;
  failures: FailureSeen[];
  /** A visible, enabled way-forward control anywhere on the screen. */
  wayForwardAnywhere: boolean;
  /** The reader could not be identified: a visible alert offers 重新授权. */
  startupBlocked: boolean;
  /** Visible texts matching LEAKED_TEXT. */
  leaks: string[];
  /** Visible browser-native controls beside the UI kit's: select, date inputs, details. */
  nativeControls: string[];
  /** A "does not exist" panel (`[data-missing]`) is shown. */
  missing: boolean;
  /** With `missing`: enabled controls outside the panel, the tab bar and the JS-SDK notice. */
  missingActions: string[];
}

/** What the large-text condition checks on a settled screen. */
export interface LayoutState {
  /** The page is wider than the screen. */
  horizontalScroll: boolean;
  /** Text cut by its box (overflow hidden, ellipsis) or running off the screen (at most 12). */
  clipped: string[];
  /** Buttons, links, tabs and fields under 44 px high, with their size (at most 12). */
  smallTargets: string[];
}

export const PROBE_SCRIPT = `(() => {
  if (window.__sweep) return;
  const FAILURE_WORDS = ${FAILURE_WORDS};
  const WAY_FORWARD = ${WAY_FORWARD};
  const LEAKED_TEXT = ${LEAKED_TEXT};
  const record = (kind, text) => {
    try { if (window.__sweepRecord) window.__sweepRecord(kind, String(text).slice(0, 600)); } catch (e) {}
  };
  window.addEventListener('unhandledrejection', (event) => {
    const r = event.reason;
    record('rejection', r && (r.stack || r.message) ? (r.stack || r.message) : String(r));
  });
  let last = performance.now();
  const seen = new Set();
  const scan = () => {
    document.querySelectorAll('.ui-toast:not([hidden]), [role="dialog"], [role="alert"]').forEach((el) => {
      const text = (el.innerText || el.textContent || '').trim();
      const kind = el.matches('.ui-toast') ? 'toast' : el.getAttribute('role');
      const key = kind + ':' + text;
      if (text && !seen.has(key)) {
        seen.add(key);
        record(kind, text);
        if (kind === 'toast' && wraps(el)) record('toast-wraps', text);
      }
    });
  };
  // Layout sizes, not the box on screen: the toast is scaled while it fades in.
  const wraps = (el) => {
    const box = el;
    const style = getComputedStyle(box);
    const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
    const inner = box.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return inner > line * 1.5 || box.scrollWidth > box.clientWidth + 1;
  };
  new MutationObserver(() => { last = performance.now(); scan(); })
    .observe(document, { subtree: true, childList: true, attributes: true, characterData: true });

  const visible = (el) => {
    if (!el || !el.isConnected) return false;
    if (el.checkVisibility && !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const visibleTexts = (root) => {
    const out = [];
    if (!root) return out;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue.trim();
      if (text && visible(node.parentElement)) out.push({ text, el: node.parentElement });
    }
    return out;
  };
  const controls = (root) => [...root.querySelectorAll('button, a[href], [role="button"], [role="link"]')]
    .filter((el) => visible(el) && !el.disabled && el.getAttribute('aria-disabled') !== 'true'
      && WAY_FORWARD.test((el.innerText || '') + ' ' + (el.getAttribute('aria-label') || '')));
  // A route change whose page is still on its way: React keeps the last page on screen while the
  // new one's code loads (a transition), so the address is new and the page is not yet.
  const pageBehind = () => {
    const shown = [...document.querySelectorAll('.route-page')].find(visible);
    return Boolean(shown && shown.dataset.routeKey.split('#')[0] !== location.pathname);
  };
  const loading = () => {
    if (pageBehind()) return true;
    if (visibleTexts(document.body).some((t) => t.text.includes('加载中'))) return true;
    return [...document.querySelectorAll('[aria-busy="true"]')].some(visible);
  };
  const inspect = () => {
    const root = document.getElementById('root');
    const rootText = root ? [...root.children].filter((el) => !el.matches('nav.tabbar'))
      .map((el) => visibleTexts(el).map((t) => t.text).join(' ')).join(' ').trim() : '';
    const containers = new Map();
    document.querySelectorAll('[role="alert"]').forEach((el) => {
      if (visible(el) && (el.innerText || '').trim()) containers.set(el, { text: el.innerText.trim(), where: 'alert' });
    });
    const texts = visibleTexts(document.body);
    for (const t of texts) {
      if (!FAILURE_WORDS.test(t.text)) continue;
      if (t.el.closest('.ui-toast')) continue; // transient: judged from the records
      if (t.el.closest('[data-user-content]')) continue; // what readers wrote, not the app's words
      const box = t.el.closest('[role="alert"], [role="dialog"], .route-page') || document.body;
      if (containers.has(box)) continue;
      const where = box.matches('[role="dialog"]') ? 'dialog' : box.matches('[role="alert"]') ? 'alert' : 'page';
      containers.set(box, { text: where === 'page' ? t.text : box.innerText.trim(), where });
    }
    const failures = [...containers].map(([box, f]) => ({ ...f, wayForward: controls(box).length > 0 }));
    // Start-up stopped on a failure the reader can act on (重新授权 after WeChat sign-in failed,
    // 重试 after the login or the card list failed): the app has not decided where they belong yet.
    const startupBlocked = [...document.querySelectorAll('[role="alert"]')].some(
      (el) => visible(el) && controls(el).some((c) => /重新授权|重试/.test(c.innerText || '')),
    );
    const nativeControls = [...document.querySelectorAll(
      'select, details, input[type="date"], input[type="datetime-local"], input[type="month"], input[type="week"], input[type="time"]',
    )].filter(visible).map((el) => el.tagName.toLowerCase() + (el.type ? '[type=' + el.type + ']' : '')
      + (el.name ? ' name=' + el.name : '') + (el.getAttribute('aria-label') ? ' ' + el.getAttribute('aria-label') : ''));
    const panel = [...document.querySelectorAll('[data-missing]')].find(visible);
    const missingActions = panel ? [...document.querySelectorAll('button, a[href], input, textarea, [role="button"], [role="link"]')]
      .filter((el) => visible(el) && !el.disabled && el.getAttribute('aria-disabled') !== 'true'
        && !panel.contains(el) && !el.closest('nav.tabbar, .jssdk-notice, [role="dialog"], .adm-mask, .ui-dialog-mask'))
      .map((el) => (el.innerText || el.getAttribute('aria-label') || el.tagName.toLowerCase()).trim().slice(0, 40)) : [];
    return {
      nativeControls,
      missing: Boolean(panel),
      missingActions,
      path: location.pathname + location.search,
      title: document.title,
      rootText: rootText.slice(0, 400),
      loading: loading(),
      failures,
      wayForwardAnywhere: controls(document.body).length > 0,
      startupBlocked,
      leaks: texts.filter((t) => LEAKED_TEXT.test(t.text)).map((t) => t.text.slice(0, 200)),
    };
  };
  const kindsOf = (elements) => {
    const kinds = new Set();
    for (const el of elements) {
      if (!visible(el)) continue;
      kinds.add(el.tagName + '.' + [...el.classList].sort().join('.') + '[' + (el.getAttribute('role') || '') + ']');
    }
    return [...kinds].sort().join(' ');
  };
  // The screen's shape: its path and the distinct tag, classes and role of its visible elements.
  const shape = () => location.pathname + ' ' + kindsOf(document.body.querySelectorAll('*'));
  // The parts a failure adds to a screen: visible alerts, dialogs, "does not exist" panels, and
  // the element of any other visible text with a failure word. Marks them data-sweep-failure (what
  // axe is then run on) and answers their shape, the path aside ('' when there are none).
  const failureParts = () => {
    document.querySelectorAll('[data-sweep-failure]').forEach((el) => el.removeAttribute('data-sweep-failure'));
    const parts = new Set([...document.querySelectorAll('[role="alert"], [role="dialog"], [data-missing]')].filter(visible));
    for (const t of visibleTexts(document.body)) {
      if (!FAILURE_WORDS.test(t.text) || t.el.closest('.ui-toast, [data-user-content]')) continue;
      if (![...parts].some((p) => p.contains(t.el))) parts.add(t.el);
    }
    const elements = [];
    for (const part of parts) {
      part.setAttribute('data-sweep-failure', '');
      elements.push(part, ...part.querySelectorAll('*'));
    }
    return parts.size ? 'failure ' + kindsOf(elements) : '';
  };
  // What WeChat’s large text breaks: the page scrolling sideways, text cut by its box or running
  // off the screen, controls under 44 px high. Visually hidden text (1 px boxes) is meant so.
  const describe = (el) => el.tagName.toLowerCase() + (el.classList.length ? '.' + [...el.classList].join('.') : '')
    + ' “' + (el.innerText || el.getAttribute('aria-label') || '').trim().replace(/s+/g, ' ').slice(0, 30) + '”';
  // Inside a row that scrolls or slides sideways (chips, a carousel): reached by swiping.
  const scrolledAway = (el) => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      if (getComputedStyle(up).overflowX !== 'visible') return true;
    }
    return false;
  };
  const layout = () => {
    const width = document.documentElement.clientWidth;
    const clipped = [];
    const smallTargets = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (!visible(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const ownText = [...el.childNodes].some((n) => n.nodeType === 3 && n.nodeValue.trim());
      if (ownText) {
        const style = getComputedStyle(el);
        const cuts = style.overflowX !== 'visible' || style.overflowY !== 'visible';
        // A preview clamped to lines on purpose (a summary) is shown whole one tap away; one line
        // cut with an ellipsis is a name or title cut short, which large text must not do.
        const preview = style.webkitLineClamp !== 'none';
        if (cuts && !preview && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1))
          clipped.push(describe(el) + ' cut by its box');
        else if ((box.right > width + 1 || box.left < -1) && !scrolledAway(el)) clipped.push(describe(el) + ' off the screen');
      }
      // A checkbox or radio is tapped through its label too: the label's box is its target.
      const label = el.matches('input[type="checkbox"], input[type="radio"]') ? el.closest('label') : null;
      if (el.matches('button, a[href], [role="button"], [role="tab"], [role="menuitem"], input, select, textarea')
        // A link inside a sentence is sized by its text (WCAG 2.5.8's inline exception).
        && !el.closest('[aria-hidden="true"]') && !(el.matches('a') && getComputedStyle(el).display === 'inline')
        && (label ? label.getBoundingClientRect().height : box.height) < 43.5)
        smallTargets.push(describe(el) + ' ' + Math.round(box.width) + '×' + Math.round(box.height));
    }
    return {
      horizontalScroll: document.documentElement.scrollWidth > width + 1,
      clipped: [...new Set(clipped)].slice(0, 12),
      smallTargets: [...new Set(smallTargets)].slice(0, 12),
    };
  };
  Object.defineProperty(window, '__sweep', {
    value: { quietFor: () => performance.now() - last, loading, inspect, shape, failureParts, layout },
  });
})();`;
