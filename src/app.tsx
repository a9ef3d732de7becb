/** The app, loaded by the entry (main.tsx): stores, router, debug console switch, mount, start-up. */
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { feedback } from './components/feedback';
import { startDebugConsole } from './debug';
import { AppRouter, navigate } from './router/AppRouter';
import { Shell } from './router/Shell';
import { boot } from './stores/boot';
import { StoreContext } from './stores/context';
import type { AppEnv } from './stores/env';
import { RootStore } from './stores/RootStore';

const env: AppEnv = {
  href: () => window.location.href,
  userAgent: () => navigator.userAgent,
  navigate,
  redirect: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
  ui: feedback,
};

const root = new RootStore(env);
void startDebugConsole(window.location.href);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoreContext.Provider value={root}>
      <AppRouter>
        <Shell />
      </AppRouter>
    </StoreContext.Provider>
  </StrictMode>,
);

window.addEventListener('unhandledrejection', (event) => {
  console.error('Unhandled rejection', event.reason);
});

void boot(root);
