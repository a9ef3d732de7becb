import { createHash } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { randomString } from '../../src/lib/random';
import { buildLoginRequest, signLogin } from '../../src/lib/sign';

function md5Upper(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();
}

const Sign = suite('signLogin');

Sign('signs the params sorted by name with the key appended', () => {
  const params = { timestamp: '1718400000', psk: 'psk-1', nsk: 'nsk-1', noncestr: 'AbCdEfGh123456' };
  const expected = md5Upper('noncestr=AbCdEfGh123456&nsk=nsk-1&psk=psk-1&timestamp=1718400000&key=k3y');
  assert.is(signLogin(params, 'k3y'), expected);
  assert.match(expected, /^[0-9A-F]{32}$/);
});

Sign('does not depend on the order the params are given in', () => {
  const a = signLogin({ noncestr: 'n', nsk: 'a', psk: 'b', timestamp: '1' }, 'k');
  const b = signLogin({ timestamp: '1', psk: 'b', nsk: 'a', noncestr: 'n' }, 'k');
  assert.is(a, b);
});

Sign('hashes non-ASCII text as UTF-8 and changes with the key', () => {
  const params = { noncestr: 'n', nsk: '图书馆', psk: 'p', timestamp: '1' };
  assert.is(signLogin(params, '密钥'), md5Upper('noncestr=n&nsk=图书馆&psk=p&timestamp=1&key=密钥'));
  assert.is.not(signLogin(params, 'a'), signLogin(params, 'b'));
});

Sign.run();

// ---

const Build = suite('buildLoginRequest');

Build('builds a signed body with a 14-character nonce and Unix seconds', () => {
  const body = buildLoginRequest('nsk-1', 'psk-1', 'k3y', 1718400000999);
  assert.is(body.nsk, 'nsk-1');
  assert.is(body.psk, 'psk-1');
  assert.is(body.timestamp, '1718400000');
  assert.match(body.noncestr, /^[A-Za-z0-9]{14}$/);
  const expected = md5Upper(`noncestr=${body.noncestr}&nsk=nsk-1&psk=psk-1&timestamp=1718400000&key=k3y`);
  assert.is(body.sign, expected);
  assert.equal(Object.keys(body).sort(), ['noncestr', 'nsk', 'psk', 'sign', 'timestamp']);
});

Build('uses the current time by default and a fresh nonce each time', () => {
  const before = Math.floor(Date.now() / 1000);
  const first = buildLoginRequest('a', 'b', 'k');
  const second = buildLoginRequest('a', 'b', 'k');
  const seconds = Number(first.timestamp);
  assert.ok(seconds >= before && seconds <= before + 2);
  assert.is.not(first.noncestr, second.noncestr);
});

Build.run();

// ---

const Random = suite('randomString');

Random('is 14 alphanumeric characters by default', () => {
  for (let i = 0; i < 50; i += 1) assert.match(randomString(), /^[A-Za-z0-9]{14}$/);
});

Random('honours the length, including 0', () => {
  assert.is(randomString(0), '');
  assert.is(randomString(1).length, 1);
  assert.is(randomString(200).length, 200);
});

Random('uses every kind of character over many draws', () => {
  const text = randomString(5000);
  assert.match(text, /[A-Z]/);
  assert.match(text, /[a-z]/);
  assert.match(text, /[0-9]/);
});

Random('falls back to Math.random without crypto.getRandomValues', () => {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
  Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
  try {
    assert.is((globalThis as { crypto?: unknown }).crypto, undefined);
    assert.match(randomString(), /^[A-Za-z0-9]{14}$/);
  } finally {
    if (descriptor) Object.defineProperty(globalThis, 'crypto', descriptor);
  }
  assert.ok(globalThis.crypto?.getRandomValues);
});

Random.run();
