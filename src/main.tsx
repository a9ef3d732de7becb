/**
 * Entry. The login leaves at once (api/earlyLogin.ts), while the app's chunks download (index.html
 * preloads them); then the app runs, unless a first visit leaves for WeChat's authorize page
 * first. When the app cannot be loaded (offline), the page says so in Chinese, with 重试: never a
 * blank screen.
 */
import { leaveEarlyForAuthorize, startEarlyLogin } from './api/earlyLogin';

const href = window.location.href;
startEarlyLogin(href, navigator.userAgent);
// A first visit goes to WeChat's authorize page without loading the app it would throw away.
void leaveEarlyForAuthorize(href, (url) => window.location.assign(url)).then((left) => {
  if (!left) loadApp();
});

function loadApp(): void {
  import('./app').catch(showLoadFailure);
}

function showLoadFailure(error: unknown): void {
  console.error('The app could not be loaded', error);
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
