/** The harness page's entry: expose window.__harnessHost for the app frame, then render. */
import { createRoot } from 'react-dom/client';
import { App } from './components/App';
import { onFrameLoaded, turnEmulationOn } from './state/frame';
import { installHost, loadPolicies } from './state/host';
import { startLogSync } from './state/log';
import { loadSamples } from './state/samples';
import { secondPhoneRequest, startSecondPhone } from './state/secondPhone';
import { loadPersonas, syncSessionFromCookies } from './state/session';
import { toast } from './state/toast';
import './page.css';

async function start(): Promise<void> {
  // A second phone (a shared link opened as another persona): the persona first, then the frame.
  const second = secondPhoneRequest(location.search);
  const refused = second ? await startSecondPhone(second) : '';
  // Before the frame loads: its bridge looks for the host as soon as the app calls the JS-SDK.
  installHost();
  turnEmulationOn();
  void loadPersonas();
  void loadSamples();
  void loadPolicies();
  startLogSync();
  // The authorize page in the frame (允许) picks a persona by cookie: the header and 用户 follow it.
  onFrameLoaded(() => syncSessionFromCookies());
  // A second phone in another tab changes the persona's cookie: back in this tab, follow it.
  window.addEventListener('focus', () => syncSessionFromCookies());

  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App />);
  if (refused) toast(refused, 'error');
}

void start();
