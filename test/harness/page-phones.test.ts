/** The harness page keeps each persona's phone (the app's sign-in and page) when switching persona. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  cookieValues,
  forgetPhone,
  keepPhone,
  PHONES_KEY,
  type PhoneStash,
  readPhones,
  restorePlan,
  resumePath,
  type StorageLike,
  stashFor,
  takePhone,
} from '../../harness/page/state/phones';

const HOME = '/?harness=1';

/** A Storage stand-in over a Map; `map` is what it holds. */
function memoryStorage(entries: Record<string, string> = {}): StorageLike & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}

const elibrary = encodeURIComponent(JSON.stringify({ libcode: 'SX', name: '书香市图书馆' }));

const readerPhone: PhoneStash = {
  storage: { openid: 'o_reader', access_token: 'at1', token: 'tok1', elibrary: '{"libcode":"SX"}' },
  cookies: { token: 'tok1', elibrary },
  path: '/books/index',
};

test('stashFor takes the app keys and cookies that are set, and the path', () => {
  const local = memoryStorage({
    openid: 'o_reader',
    access_token: 'at1',
    token: 'tok1',
    elibrary: '{"libcode":"SX"}',
    oauth_attempts: '1',
    debug: 'eruda',
    'card-qrcode': '{}',
  });
  const cookie = `harness_env=wechat; harness_persona=reader; token=tok1; elibrary=${elibrary}; xtoken=no`;
  assert.equal(stashFor(local, cookie, '/books/index?tab=2'), {
    storage: {
      openid: 'o_reader',
      access_token: 'at1',
      token: 'tok1',
      elibrary: '{"libcode":"SX"}',
      oauth_attempts: '1',
    },
    cookies: { token: 'tok1', elibrary },
    path: '/books/index?tab=2',
  });
});

test('stashFor of a signed-out phone or blocked storage keeps nothing but the path', () => {
  assert.equal(stashFor(memoryStorage(), 'harness_persona=reader; token=', '/'), {
    storage: {},
    cookies: {},
    path: '/',
  });
  const blocked = {
    getItem: () => {
      throw new Error('SecurityError');
    },
  };
  assert.equal(stashFor(blocked, '', ''), { storage: {}, cookies: {}, path: '' });
  assert.equal(stashFor(null, 'token=t', '/x'), { storage: {}, cookies: { token: 't' }, path: '/x' });
});

test('cookieValues reads raw values by exact name, the first of each', () => {
  assert.equal(
    cookieValues('a=1; token=x%20y;elibrary=%7B%7D; token=second; mytoken=3; =z; bare', ['token', 'elibrary']),
    {
      token: 'x%20y',
      elibrary: '%7B%7D',
    },
  );
  assert.equal(cookieValues('', ['token']), {});
});

test('keepPhone / takePhone: a persona gets its phone back once; others stay kept', () => {
  const session = memoryStorage();
  const multicardPhone: PhoneStash = { storage: { openid: 'o_multi' }, cookies: {}, path: '/cards' };
  keepPhone(session, 'reader', readerPhone);
  keepPhone(session, 'multicard', multicardPhone);
  assert.equal(readPhones(session), { reader: readerPhone, multicard: multicardPhone });
  assert.equal(takePhone(session, 'reader'), readerPhone);
  assert.is(takePhone(session, 'reader'), null, 'taken: it is the live phone now');
  assert.equal(readPhones(session), { multicard: multicardPhone });
  assert.is(takePhone(session, 'fined'), null);
  assert.is(takePhone(session, ''), null);
  assert.equal(takePhone(session, 'multicard'), multicardPhone);
  assert.not.ok(session.map.has(PHONES_KEY), 'nothing kept, no key left');
});

test('keepPhone replaces what was kept for the persona; no persona keeps nothing', () => {
  const session = memoryStorage();
  keepPhone(session, 'reader', readerPhone);
  keepPhone(session, 'reader', { ...readerPhone, path: '/switch' });
  assert.is(readPhones(session).reader.path, '/switch');
  keepPhone(session, '', readerPhone);
  assert.equal(Object.keys(readPhones(session)), ['reader']);
});

test('forgetPhone drops one persona (signed out), leaving the others', () => {
  const session = memoryStorage();
  keepPhone(session, 'reader', readerPhone);
  keepPhone(session, 'fined', { ...readerPhone, path: '/fines' });
  forgetPhone(session, 'reader');
  assert.equal(Object.keys(readPhones(session)), ['fined']);
  forgetPhone(session, 'nobody');
  forgetPhone(session, 'fined');
  assert.equal(readPhones(session), {});
  assert.not.ok(session.map.has(PHONES_KEY));
});

test('readPhones ignores garbage and malformed stashes', () => {
  assert.equal(readPhones(null), {});
  assert.equal(readPhones(memoryStorage({ [PHONES_KEY]: 'not json' })), {});
  assert.equal(readPhones(memoryStorage({ [PHONES_KEY]: '[1,2]' })), {});
  const mixed = {
    reader: readerPhone,
    bad1: { storage: {}, cookies: {} },
    bad2: { storage: { openid: 1 }, cookies: {}, path: '/' },
    bad3: 'x',
  };
  assert.equal(readPhones(memoryStorage({ [PHONES_KEY]: JSON.stringify(mixed) })), { reader: readerPhone });
});

test('a storage that throws on write or read does not throw out of the functions', () => {
  const broken: StorageLike = {
    getItem: () => {
      throw new Error('blocked');
    },
    setItem: () => {
      throw new Error('quota');
    },
    removeItem: () => {
      throw new Error('blocked');
    },
  };
  keepPhone(broken, 'reader', readerPhone);
  forgetPhone(broken, 'reader');
  assert.is(takePhone(broken, 'reader'), null);
  assert.equal(readPhones(broken), {});
  keepPhone(null, 'reader', readerPhone);
  assert.is(takePhone(null, 'reader'), null);
});

test('resumePath: app pages as they are; OAuth pages, OAuth returns and no path go home', () => {
  assert.is(resumePath('/books/index', HOME), '/books/index');
  assert.is(resumePath('/search?q=%E4%B9%A6&page=2#top', HOME), '/search?q=%E4%B9%A6&page=2#top');
  assert.is(resumePath('/__harness/jssdk', HOME), '/__harness/jssdk');
  assert.is(resumePath('/__wx/connect/oauth2/authorize?appid=x', HOME), HOME);
  assert.is(resumePath('/?code=abc&state=s1', HOME), HOME);
  assert.is(resumePath('/books/index?state=s1', HOME), HOME);
  assert.is(resumePath('', HOME), HOME);
});

test('restorePlan: the storage entries, cookie assignments and path to put the phone back', () => {
  assert.equal(restorePlan(readerPhone, HOME), {
    storage: [
      ['openid', 'o_reader'],
      ['access_token', 'at1'],
      ['token', 'tok1'],
      ['elibrary', '{"libcode":"SX"}'],
    ],
    cookies: ['token=tok1; path=/', `elibrary=${elibrary}; path=/`],
    path: '/books/index',
  });
  const midOAuth: PhoneStash = {
    storage: { oauth_state: 's1', oauth_attempts: '1', debug: 'x' },
    cookies: { token: '', other: 'y' },
    path: '/?code=c&state=s1',
  };
  assert.equal(restorePlan(midOAuth, HOME), {
    storage: [
      ['oauth_state', 's1'],
      ['oauth_attempts', '1'],
    ],
    cookies: [],
    path: HOME,
  });
});

test('a round trip: stash A, restore it on a cleared phone, and the same values come back', () => {
  const local = memoryStorage({ openid: 'o_reader', token: 'tok1', elibrary: '{"a":1}' });
  const session = memoryStorage();
  keepPhone(session, 'reader', stashFor(local, `token=tok1; elibrary=${elibrary}`, '/books/index'));
  for (const key of [...local.map.keys()]) local.removeItem(key);
  const plan = restorePlan(takePhone(session, 'reader')!, HOME);
  for (const [key, value] of plan.storage) local.setItem(key, value);
  assert.equal(Object.fromEntries(local.map), { openid: 'o_reader', token: 'tok1', elibrary: '{"a":1}' });
  assert.equal(cookieValues(plan.cookies.map((c) => c.split(';')[0]).join('; '), ['token', 'elibrary']), {
    token: 'tok1',
    elibrary,
  });
  assert.is(plan.path, '/books/index');
});

test.run();
