/**
 * The few lines index.html runs while it is still being parsed, before its stylesheet and the
 * entry's files have arrived (scripts/inline-start.mjs inlines this, bundled on its own): the login
 * leaves at once, then the service list, and on home the banners beside the login. The entry
 * (src/main.tsx) takes the requests over where they are (`window.__early`, api/earlyLogin.ts). A
 * failure here costs nothing: the entry then starts them itself.
 *
 * Each step is a task of its own, right after the parser's (the login; whether the page paints
 * home, and its banners; the text font): together they were one long task on a slow phone, and
 * they all run while the stylesheet and the entry are still on their way.
 */
import './polyfills';
import { startEarlyBanners, startEarlyLogin } from '../api/earlyLogin';
import { config } from '../config';
import { addressedToHome, paintsHome } from '../home/firstScreen/paintsHome';
import { careOn, markCare, phoneUser } from '../lib/care';
import { followColorScheme } from './colorScheme';
import { FLEX_GAP_SHEET, fallBackFlexGap } from './flexGap';
import { watchNarrowTabBar } from './narrowTabBar';
import { warmUpText } from './warmUpText';

const href = window.location.href;
const userAgent = navigator.userAgent;
// Home's first screen comes with the entry: the 加载中 placeholder would only cost the phone a
// layout (its first Chinese text) on the way there. Hidden now, in the parser's task, when the
// address asks for home (a repeat visit's cached stylesheet lets the page render right after it),
// and shown again two tasks later if the page will not paint home after all.
const html = document.documentElement;
try {
  followColorScheme(html, matchMedia('(prefers-color-scheme: dark)'));
  // Before anything paints: the last user's 关怀模式 (the app checks it again once logged in).
  markCare(careOn(phoneUser()));
} catch {
  // The page stays light, in the standard face.
}
try {
  // Before the tab bar paints: whether its labels fit at this text size.
  watchNarrowTabBar();
} catch {
  // The labels stay.
}
// Chrome 80–83: margins in place of flexbox gaps, from a stylesheet of their own (never throws).
fallBackFlexGap(html, FLEX_GAP_SHEET);
try {
  if (addressedToHome(href, userAgent)) html.classList.add('first-screen');
} catch {
  // The placeholder shows.
}
const steps = [
  () => startEarlyLogin(href, userAgent),
  () => {
    if (!paintsHome(href, userAgent)) {
      html.classList.remove('first-screen');
      return;
    }
    startEarlyBanners();
  },
  () => warmUpText(`${config.libraryName}搜索书名、作者`),
];
const next = () => {
  const step = steps.shift();
  if (!step) return;
  try {
    step();
  } catch {
    // The entry starts the requests; the font opens with the first screen.
  }
  setTimeout(next, 0);
};
setTimeout(next, 0);
