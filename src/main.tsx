/**
 * Entry. First the debug console switch (`?debug=`): read and remembered before anything can leave
 * the page, so a first visit keeps it through the OAuth trip. Then the login leaves at once
 * (api/earlyLogin.ts), while the app's chunks download (index.html preloads them); then the app
 * runs, unless a first visit leaves for WeChat's authorize page first. When the app cannot be
 * loaded (offline), the page says so in Chinese, with 重试: never a blank screen.
 */
import firstScreenTemplates from 'virtual:first-screen';
import { leaveEarlyForAuthorize, startEarlyLogin } from './api/earlyLogin';
import { startDebugConsole } from './debug';
import { paintsHome, startFirstScreen } from './home/firstScreen';
import { authorizeBackPath } from './wx/authorizeTrip';

const href = window.location.href;
// The console itself is a lazy chunk; the choice is in storage before the next line runs.
void startDebugConsole(href);
const home = paintsHome(href, navigator.userAgent);
startEarlyLogin(href, navigator.userAgent, { banners: home });
// Home's first screen, painted now from what the phone kept and filled in as the answers come.
const root = document.getElementById('root');
if (home && root) startFirstScreen(root, firstScreenTemplates);
// A first visit goes to WeChat's authorize page without loading the app it would throw away. The
// page is replaced, not stacked: back after the return must not land on this same page again.
void leaveEarlyForAuthorize(href, (url) => window.location.replace(url)).then((left) => {
  if (!left) loadApp();
});

function loadApp(): void {
  import('./app').catch(showLoadFailure);
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
  root.replaceChildren(message, retry);
}
