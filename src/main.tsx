/**
 * Entry. First the debug console switch (`?debug=`): read and remembered before anything can leave
 * the page, so a first visit keeps it through the OAuth trip. The login has left already (the
 * script inlined in index.html, src/boot/inline.ts; else it leaves now: api/earlyLogin.ts). On
 * home the first screen is painted now (home/firstScreen) and the app is
 * loaded once that screen is complete; elsewhere the app loads at once, unless a first visit
 * leaves for WeChat's authorize page first. When the app cannot be loaded (offline), the page says
 * so in Chinese, with 重试: never a blank screen.
 */
import firstScreenTemplates from 'virtual:first-screen';
import { leaveEarlyForAuthorize, startEarlyBanners, startEarlyLogin } from './api/earlyLogin';
import { startDebugConsole } from './debug';
import { paintsHome, startFirstScreen } from './home/firstScreen';
import { authorizeBackPath } from './wx/authorizeTrip';

const href = window.location.href;
// The console itself is a lazy chunk; the choice is in storage before the next line runs.
void startDebugConsole(href);
const home = paintsHome(href, navigator.userAgent);
startEarlyLogin(href, navigator.userAgent);
if (home) startEarlyBanners();
// Home's first screen, painted now from what the phone kept and filled in as the answers come.
const root = document.getElementById('root');
if (home && root) {
  // In a task of its own: this module's evaluation and the screen's first layout together would
  // be one long task on a slow phone.
  setTimeout(() => void startFirstScreen(root, firstScreenTemplates).then(loadApp), 0);
} else {
  // A first visit goes to WeChat's authorize page without loading the app it would throw away.
  // The page is replaced, not stacked: back after the return must not land on this page again.
  void leaveEarlyForAuthorize(href, (url) => window.location.replace(url)).then((left) => {
    if (!left) loadApp();
  });
}

/**
 * Loads the app: its first-route chunks all at once (one round trip) and the deferred stylesheet,
 * which index.html names (scripts/html.mjs).
 */
function loadApp(): void {
  link('app-styles', 'stylesheet');
  link('app-chunks', 'modulepreload');
  import('./app').catch(showLoadFailure);
}

function link(meta: string, rel: string): void {
  const hrefs = document.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)?.content ?? '';
  for (const href of hrefs.split(' ').filter(Boolean)) {
    const element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    document.head.append(element);
  }
}

function showLoadFailure(error: unknown): void {
  console.error('The app could not be loaded', error);
  // Never left on an OAuth landing address (its code may be spent): 重试 reloads the wanted page.
  const back = authorizeBackPath(window.location.href);
  if (back !== window.location.pathname + window.location.search) window.history.replaceState(null, '', back);
  const root = document.getElementById('root');
  if (!root) return;
  const message = document.createElement('p');
  message.className = 'startup-failed';
  message.textContent = '网络不可用，页面未能加载';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = '重试';
  retry.addEventListener('click', () => window.location.reload());
  root.textContent = '';
  root.append(message, retry);
}
