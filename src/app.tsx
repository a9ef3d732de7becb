/** The app, loaded by the entry (main.tsx, which also starts the debug console): stores, router, mount, start-up. */
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { feedback } from './components/feedback';
import { appContainer, firstScreenShown } from './home/firstScreen';
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
  redirect: (url, options) => (options?.replace ? window.location.replace(url) : window.location.assign(url)),
  reload: () => window.location.reload(),
  ui: feedback,
};

const root = new RootStore(env);

// Home painted before React (home/firstScreen): render beside it, hidden, until the shell takes over.
const container = firstScreenShown() ? appContainer() : document.getElementById('root')!;

createRoot(container).render(
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
