import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getCookie, removeCookie, setCookie } from '../../src/lib/cookie';
import { STORAGE_KEYS, storage } from '../../src/lib/storage';

const Cookie = suite('cookie');

Cookie.before.each(() => {
  for (const name of ['token', 'elibrary', 'a b', 'other']) removeCookie(name);
});

Cookie('reads back a cookie that was set', () => {
  setCookie('token', 'abc.def');
  assert.is(getCookie('token'), 'abc.def');
});

Cookie('encodes values and names', () => {
  const value = JSON.stringify({ id: 1, name: '书香市图书馆', libcode: 'SX;01' });
  setCookie('elibrary', value, { days: 7 });
  assert.is(getCookie('elibrary'), value);
  assert.not.match(document.cookie, /书香/);
  setCookie('a b', 'x=y; z');
  assert.is(getCookie('a b'), 'x=y; z');
});

Cookie('gives an empty string for a missing cookie and does not match prefixes', () => {
  setCookie('other', '1');
  assert.is(getCookie('token'), '');
  assert.is(getCookie('othe'), '');
});

Cookie('removes a cookie', () => {
  setCookie('token', 'abc');
  removeCookie('token');
  assert.is(getCookie('token'), '');
});

Cookie('an expiry in the past removes the cookie too', () => {
  setCookie('token', 'abc');
  setCookie('token', 'abc', { days: -1 });
  assert.is(getCookie('token'), '');
});

Cookie.run();

// ---

const Storage = suite('storage');

Storage.before.each(() => localStorage.clear());

Storage('exports the SPEC key names', () => {
  assert.equal(STORAGE_KEYS, {
    openid: 'openid',
    accessToken: 'access_token',
    redirectUri: 'redirect_uri',
    token: 'token',
    elibrary: 'elibrary',
  });
});

Storage('stores strings as is and objects as JSON', () => {
  storage.set(STORAGE_KEYS.openid, 'o-123');
  storage.set(STORAGE_KEYS.elibrary, { id: 1, name: '书香市图书馆', libcode: 'SX01' });
  assert.is(localStorage.getItem('openid'), 'o-123');
  assert.is(storage.get('openid'), 'o-123');
  assert.equal(storage.getJSON('elibrary'), { id: 1, name: '书香市图书馆', libcode: 'SX01' });
  storage.set('count', 3);
  assert.is(storage.getJSON<number>('count'), 3);
});

Storage('gives null for missing keys and for text that is not JSON', () => {
  assert.is(storage.get('nothing'), null);
  assert.is(storage.getJSON('nothing'), null);
  storage.set('plain', 'not json {');
  assert.is(storage.getJSON('plain'), null);
});

Storage('removes keys, also when set to null or undefined', () => {
  storage.set('token', 't');
  storage.remove('token');
  assert.is(storage.get('token'), null);
  storage.set('token', 't');
  storage.set('token', null);
  assert.is(localStorage.getItem('token'), null);
});

/** Runs `body` with the global localStorage replaced, then restores it. */
function withLocalStorage(replacement: PropertyDescriptor, body: () => void): void {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', { ...replacement, configurable: true });
  try {
    body();
  } finally {
    if (original) Object.defineProperty(globalThis, 'localStorage', original);
  }
}

Storage('never throws when the storage is full or refuses', () => {
  const refuse = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  const refusing = { getItem: refuse, setItem: refuse, removeItem: refuse, clear: refuse };
  withLocalStorage({ value: refusing }, () => {
    assert.is(storage.set('token', 'x'), false);
    assert.is(storage.get('token'), null);
    assert.is(storage.getJSON('token'), null);
    storage.remove('token');
  });
  assert.is(storage.set('token', 'x'), true);
  assert.is(storage.get('token'), 'x');
});

Storage('never throws when reading localStorage itself throws (storage blocked)', () => {
  withLocalStorage(
    {
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    },
    () => {
      assert.is(storage.set('token', 'x'), false);
      assert.is(storage.get('token'), null);
      storage.remove('token');
    },
  );
});

Storage('reads as empty where there is no localStorage at all', () => {
  withLocalStorage({ value: undefined }, () => {
    assert.is(storage.get('token'), null);
    assert.is(storage.set('token', 'x'), false);
  });
});

Storage.run();
