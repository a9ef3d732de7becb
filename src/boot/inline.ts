/**
 * The few lines index.html runs while it is still being parsed, before its stylesheet and the
 * entry's files have arrived (scripts/inline-start.mjs inlines this, bundled on its own): the login
 * leaves at once, then the service list, and on home the banners beside the login. The entry
 * (src/main.tsx) takes the requests over where they are (`window.__early`, api/earlyLogin.ts). A
 * failure here costs nothing: the entry then starts them itself.
 */
import { startEarlyLogin } from '../api/earlyLogin';
import { paintsHome } from '../home/firstScreen/paintsHome';

try {
  const href = window.location.href;
  const userAgent = navigator.userAgent;
  const home = paintsHome(href, userAgent);
  // Home's first screen comes with the entry: the 加载中 placeholder would only cost the phone a
  // layout (its first Chinese text) on the way there.
  if (home) document.documentElement.classList.add('first-screen');
  startEarlyLogin(href, userAgent, { banners: home });
} catch {
  // The entry starts them.
}
