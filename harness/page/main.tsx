/** The harness page's entry: expose window.__harnessHost for the app frame, then render. */
import { createRoot } from 'react-dom/client';
import { App } from './components/App';
import { turnEmulationOn } from './state/frame';
import { installHost, loadPolicies } from './state/host';
import { startLogSync } from './state/log';
import { loadSamples } from './state/samples';
import { loadPersonas } from './state/session';
import './page.css';

// Before the frame loads: its bridge looks for the host as soon as the app calls the JS-SDK.
installHost();
turnEmulationOn();
void loadPersonas();
void loadSamples();
void loadPolicies();
startLogSync();

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
