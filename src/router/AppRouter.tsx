/**
 * The app's router: react-router's HistoryRouter over a browser history the app owns.
 *
 * Not `createBrowserRouter` + `RouterProvider`: that data router (loaders, actions, fetchers,
 * revalidation, hydration) is about 17 KB gzip of the first route that the app never runs; its
 * screens use only `<Routes>`, `<Link>`, `<Navigate>` and the location hooks. HistoryRouter is
 * BrowserRouter with the history handed in, so the stores can navigate from outside React
 * (`AppEnv.navigate`) before the first render as well as after it.
 */
import type { ReactNode } from 'react';
import {
  type To,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router-dom';

/** v5Compat: push and replace notify the router (BrowserRouter makes its history the same way). */
const history = createBrowserHistory({ v5Compat: true });

/** In-app navigation for code outside React (the stores' `AppEnv.navigate`). */
export function navigate(to: To, options?: { replace?: boolean }): void {
  if (options?.replace) history.replace(to);
  else history.push(to);
}

export function AppRouter({ children }: { children: ReactNode }) {
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}
