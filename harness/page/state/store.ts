/** A tiny observable value for the page's state, read by components through useStore. */
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * A store whose value survives a reload of the harness page (localStorage, shared with the app's
 * origin, hence the `harness_page:` prefix). `valid` rejects a stale saved value.
 */
export function persistentStore<T>(key: string, initial: T, valid: (value: unknown) => boolean = () => true): Store<T> {
  const fullKey = `harness_page:${key}`;
  let start = initial;
  try {
    const saved = localStorage.getItem(fullKey);
    const parsed: unknown = saved === null ? undefined : JSON.parse(saved);
    if (parsed !== undefined && valid(parsed)) {
      start = (isPlainObject(initial) && isPlainObject(parsed) ? { ...initial, ...parsed } : parsed) as T;
    }
  } catch {
    // A broken saved value: start from the default.
  }
  const store = createStore(start);
  store.subscribe(() => {
    try {
      localStorage.setItem(fullKey, JSON.stringify(store.get()));
    } catch {
      // Storage full or blocked: the state just does not persist.
    }
  });
  return store;
}
