/**
 * The route sweep's verdicts on a visit: what the page showed, against what the route, the
 * persona and the condition expect (docs/HARNESS.md, "The route sweep": its checks table).
 */
import type { Page } from 'playwright-core';
import type { TreeReport } from './sweepAria';
import type { Records } from './sweepLane';
import { acceptedPlaces, type CheckId, RENDERED_CONDITIONS, type Visit } from './sweepPlan';
import { FAILURE_WORDS, LEAKED_TEXT, type PageState } from './sweepProbe';

/**
 * The checks of one settled visit:
 * - blank: no visible text in #root outside the tab bar;
 * - page-error / unhandled-rejection: any, during the whole visit;
 * - stuck-loading: 加载中 (or an aria-busy element) still visible 20 s after the last navigation
 *   (at most 60 s after the first);
 * - address / title (unless stuck): the route itself (or, for a newcomer on a non-public route, the
 *   bind page with redirect_url; see acceptedPlaces for an unidentified reader) under SPEC's title there;
 * - failure-not-chinese: a failure message (a visible role="alert" element, or text with a failure
 *   word: 失败 异常 错误 出错 不可用 超时 故障 无法 未能) without Chinese or with technical text;
 *   text readers wrote (a comment, a message, marked data-user-content) is theirs, not a failure;
 * - failure-without-way-forward: such a message whose alert, dialog or page holds no visible,
 *   enabled button or link labelled 重试, 重新授权 or 去绑定;
 * - failure-toast-without-way-forward: a toast with a failure word during the visit, and no such
 *   button or link anywhere on the settled screen;
 * - technical-text: visible text such as undefined, [object Object], "Error", "Failed to fetch";
 * - native-control: a visible browser-native select, date or time input, or details element
 *   (the UI kit's pickers, dialogs and sheets instead);
 * - toast-wraps: a toast whose text took more than one line at 390 px (or overflowed it);
 * - missing-not-calm: a stale link (STALE_LINKS) that did not end on the "does not exist" panel;
 * - missing-has-actions: on that panel's screen, an enabled control other than its way back (the
 *   tab bar and a dialog over the page aside): no 重试, no 预约, no comment box for a record that
 *   is not there;
 * - private-shareable, public-unshareable (normal network): a private page (the route table's
 *   `private`) reached whose WeChat menu still offers sharing or copying its link, or any other
 *   page whose menu hides them (menuSettles);
 * - unnamed-control, dialog-focus, page-heading: the accessibility tree (sweepAria.ts); a control
 *   with an empty name, a dialog open without focus in it, and (where the page renders as on a
 *   normal network, RENDERED_CONDITIONS) not exactly one level-1 heading.
 */
export function checkVisit(
  v: Visit,
  state: PageState,
  settled: boolean,
  records: Records,
  tree: TreeReport,
  fail: (check: CheckId, detail: string) => void,
) {
  if (!state.rootText) fail('blank', 'no visible text in the app root (outside the tab bar)');
  for (const error of records.pageErrors) fail('page-error', firstLines(error));
  for (const reason of records.rejections) fail('unhandled-rejection', firstLines(reason));
  const stuck = !settled && state.loading;
  if (stuck) fail('stuck-loading', 'still loading (加载中 or aria-busy) 20 s after the last navigation');
  for (const control of tree.unnamed) fail('unnamed-control', `${control}: no accessible name`);
  if (tree.focus && !tree.focus.inDialog)
    fail('dialog-focus', `${tree.dialogs.join(', ')} open, focus on ${tree.focus.what}`);
  // Where the app is and its title are judged once it arrived somewhere: a stuck visit is one failure.
  if (stuck) return checkFailures(state, records, fail);
  const place = acceptedPlaces(v, state.startupBlocked).find(
    (p) => p.path === state.path || (p.prefix && state.path.startsWith(p.path)),
  );
  if (!place) fail('address', `expected ${v.expectedPath}, was ${state.path.replace(/(code|state)=[^&]+/g, '$1=…')}`);
  else if (state.title !== place.title) fail('title', `expected '${place.title}', was '${state.title}'`);
  // A screen reader's way into a page: one heading of the first level (shown, or visually hidden).
  const rendered = RENDERED_CONDITIONS.includes(v.condition);
  if (place && rendered && !state.missing && !state.startupBlocked && tree.headings.length !== 1)
    fail('page-heading', `expected one level-1 heading, found ${tree.headings.length}: ${tree.headings.join(' | ')}`);
  if (place && rendered && !state.missing && !state.startupBlocked && tree.mains !== 1)
    fail('landmark', `expected the page as one main landmark, found ${tree.mains}`);
  checkFailures(state, records, fail);
  checkControls(v, state, records, fail);
}

/**
 * Whether the ··· menu offers 发送给朋友, 分享到朋友圈 and 复制链接 now (null without the emulated
 * client). A string: a function handed to page.evaluate would carry the test loader's helpers.
 */
const MENU_OFFERS_SHARING = `(() => {
  const snapshot = window.__harnessBridge?.sharing.snapshot();
  if (!snapshot) return null;
  const items = ['menuItem:share:appMessage', 'menuItem:share:timeline', 'menuItem:copyUrl'];
  return !snapshot.optionMenuHidden && items.every((item) => !snapshot.hiddenMenuItems.includes(item));
})()`;

/**
 * private-shareable / public-unshareable: what WeChat's ··· menu offers on the page (the emulated
 * client's own record of the document's hidden items, harness/bridge/share.ts) settles, within
 * 5 s, to what the route table says: sharing and copying the link hidden on a private page,
 * offered on any other. True when it did.
 */
export async function menuSettles(page: Page, shareable: boolean): Promise<boolean> {
  for (let tries = 0; tries < 20; tries += 1) {
    const offered = (await page.evaluate(MENU_OFFERS_SHARING)) as boolean | null;
    if (offered === shareable) return true;
    await page.waitForTimeout(250);
  }
  return false;
}

/** The UI kit's controls, one-line toasts, and a calm screen for a record that does not exist. */
function checkControls(v: Visit, state: PageState, records: Records, fail: (check: CheckId, detail: string) => void) {
  for (const control of new Set(state.nativeControls)) fail('native-control', control);
  for (const toast of new Set(records.toastWraps)) fail('toast-wraps', `'${toast}'`);
  if (v.stale && !state.missing) fail('missing-not-calm', 'a stale link did not show the "does not exist" panel');
  if (state.missing && state.missingActions.length)
    fail('missing-has-actions', `enabled beside the way back: ${state.missingActions.join(', ')}`);
}

/** Failure messages: Chinese, a way forward, no technical text. */
function checkFailures(state: PageState, records: Records, fail: (check: CheckId, detail: string) => void) {
  for (const f of state.failures) {
    if (!/[\u4e00-\u9fff]/.test(f.text) || LEAKED_TEXT.test(f.text))
      fail('failure-not-chinese', `${f.where}: '${f.text}'`);
    if (!f.wayForward) fail('failure-without-way-forward', `${f.where}: '${f.text}'`);
  }
  const failedToasts = [...new Set(records.toasts.filter((t) => FAILURE_WORDS.test(t)))];
  if (failedToasts.length && !state.wayForwardAnywhere) {
    fail(
      'failure-toast-without-way-forward',
      `toast '${failedToasts.join("', '")}', then no 重试/重新授权/去绑定 on the screen`,
    );
  }
  for (const leak of new Set(state.leaks)) fail('technical-text', `'${leak}'`);
}

export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const firstLines = (text: string) => text.split('\n').slice(0, 2).join(' | ').slice(0, 300);
