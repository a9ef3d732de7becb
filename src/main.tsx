/**
 * Entry. The login leaves at once (api/earlyLogin.ts), while the app's chunks download (index.html
 * preloads them); then the app runs. When the app cannot be loaded (offline), the page says so in
 * Chinese, with 重试: never a blank screen.
 */
import { startEarlyLogin } from './api/earlyLogin';

startEarlyLogin(window.location.href, navigator.userAgent);

import('./app').catch((error: unknown) => {
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
});
