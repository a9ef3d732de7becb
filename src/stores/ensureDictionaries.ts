/**
 * A screen that needs the libraries or reader types (取书馆, 在线办证) loads the dictionaries
 * again when start-up could not (a failed call leaves no dead end), once at a time. Imported by
 * those screens' chunks only: nothing of it is in the first route.
 */
import type { AppStore } from './AppStore';

const loading = new WeakMap<AppStore, Promise<void>>();

export function ensureDictionaries(app: AppStore): Promise<void> {
  if (app.libcode.length && app.rdrtype.length) return Promise.resolve();
  let load = loading.get(app);
  if (!load) {
    load = app.loadDictionaries().finally(() => loading.delete(app));
    loading.set(app, load);
  }
  return load;
}
