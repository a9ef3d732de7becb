/**
 * localStorage that never throws: a missing storage (Node, some private modes), a blocked one
 * (cookies disabled) or a full one (quota) reads as empty and drops writes.
 */

/** The localStorage keys SPEC names. */
export const STORAGE_KEYS = {
  openid: 'openid',
  accessToken: 'access_token',
  redirectUri: 'redirect_uri',
  token: 'token',
  elibrary: 'elibrary',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function backend(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Accessing the property itself throws when storage is blocked.
    return null;
  }
}

export const storage = {
  /** The stored string, or null. */
  get(key: string): string | null {
    try {
      return backend()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },

  /** The stored value parsed as JSON, or null when missing or not valid JSON. */
  getJSON<T>(key: string): T | null {
    const text = storage.get(key);
    if (text === null) return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      return null;
    }
  },

  /**
   * Stores strings as is and everything else JSON-stringified. undefined and null remove the
   * key. Returns whether the write succeeded.
   */
  set(key: string, value: unknown): boolean {
    if (value === undefined || value === null) {
      storage.remove(key);
      return true;
    }
    try {
      const store = backend();
      if (!store) return false;
      store.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
      return true;
    } catch {
      return false;
    }
  },

  remove(key: string): void {
    try {
      backend()?.removeItem(key);
    } catch {
      // Nothing to do: a storage we cannot write to holds nothing of ours.
    }
  },
};
