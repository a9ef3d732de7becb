/**
 * Start-up as a careful reader meets it: trips to WeChat leave no history entry, a failed start-up
 * never leaves the reader on the OAuth landing address, a failed card list never sends a reader to
 * bind (重试 does, once the list says there is no card), and the debug console's choice is
 * remembered before anything can leave the page and makes the OAuth trip.
 */
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chooseDebugConsole, DEBUG_KEY } from '../../src/debug';
import { storage } from '../../src/lib/storage';
import { guardDecision } from '../../src/router/guard';
import { NO_CARD } from '../../src/stores/ReaderStore';
import { authorizeBackPath } from '../../src/wx/authorizeTrip';
import { authorizeAs, bootAt, freshPage, withHarness } from '../helpers/harness';

const startup = suite('start-up: history, failures, the card check');
const server = withHarness(startup);

startup('the trip to the authorize page replaces the page (back after the return leaves it)', async () => {
  freshPage(server, '/opac/detail?bookrecno=1');
  const { env } = await bootAt(`${server.url}/opac/detail?bookrecno=1`);
  assert.is(env.redirects.length, 1);
  assert.equal(env.redirectReplaced, [true], 'location.replace, not assign');
  const { env: landed } = await bootAt(await authorizeAs(env.redirects[0], 'reader'));
  assert.equal(landed.navigations, [{ path: '/opac/detail?bookrecno=1', replace: true }], 'the landing is replaced');
});

startup('the entry leaves for the authorize page with location.replace', () => {
  const entry = readFileSync('src/main.tsx', 'utf8');
  assert.match(entry, /leaveEarlyForAuthorize\(href, \(url\) => window\.location\.replace\(url\)\)/);
  const app = readFileSync('src/app.tsx', 'utf8');
  assert.match(app, /options\?\.replace \? window\.location\.replace\(url\)/);
});

startup('a login that fails on the OAuth landing leaves the reader on the wanted page, not the landing', async () => {
  freshPage(server, '/books/index');
  const first = await bootAt(`${server.url}/books/index`);
  const callback = await authorizeAs(first.env.redirects[0], 'reader');
  assert.match(callback, /code=/);
  server.state.faults = { endpoints: { '/v1/auth/login': { failureRate: 1 } } };
  try {
    const { env, root } = await bootAt(callback);
    assert.ok(root.app.loginFailed, 'the shell offers 重试');
    assert.equal(env.navigations, [{ path: '/books/index', replace: true }]);
    const address = new URL(env.href());
    assert.is(address.pathname + address.search, '/books/index', 'no code, state or redirect_uri left');
  } finally {
    server.state.faults = {};
  }
  // 重试 reloads the wanted page: a first visit again, and the reader gets in.
  const again = await bootAt(`${server.url}/books/index`);
  const { root } = await bootAt(await authorizeAs(again.env.redirects[0], 'reader'));
  assert.is(root.reader.select_rdrno, 'SX100001');
});

startup(
  'a newcomer whose card list fails is not sent to bind; 重试 finds no card and the guard sends them',
  async () => {
    freshPage(server, '/books/index');
    const first = await bootAt(`${server.url}/books/index`);
    const callback = await authorizeAs(first.env.redirects[0], 'newcomer');
    server.state.faults = { endpoints: { '/v1/rdrno/list': { failureRate: 1 } } };
    let booted: Awaited<ReturnType<typeof bootAt>>;
    try {
      booted = await bootAt(callback);
    } finally {
      server.state.faults = {};
    }
    const { env, root } = booted;
    assert.is(new URL(env.href()).pathname, '/books/index', 'the address is the wanted page');
    assert.is(root.reader.cardsStatus, 'error');
    assert.match(root.reader.cardsError, /模拟故障/);
    assert.equal(env.alerts, [], 'nobody is told they have no card');
    assert.equal(guardDecision('/books/index', '', root.reader), { kind: 'cardsFailed' });

    await root.reader.retry();
    assert.is(root.reader.cardsStatus, 'ready');
    assert.equal(guardDecision('/books/index', '', root.reader), {
      kind: 'bind',
      to: '/rdrnos/bind?redirect_url=%2Fbooks%2Findex',
    });
    assert.equal(
      env.alerts.map((a) => a.content),
      [NO_CARD.content],
      "SPEC's dialog, as at start-up",
    );
  },
);

startup.run();

// ---

const guard = suite('the guard: a failed card list is not "no card"');

const cards = (cardsReady: boolean, cardsStatus: 'idle' | 'loading' | 'ready' | 'error', readerNumber = '') => ({
  cardsReady,
  cardsStatus,
  readerNumber,
});

guard('card-only pages: wait, then the failure or bind, or pass with a card', () => {
  for (const path of ['/books/index', '/CurFineList', '/message/index', '/switch']) {
    assert.equal(guardDecision(path, '', cards(false, 'loading')), { kind: 'wait' }, path);
    assert.equal(guardDecision(path, '', cards(true, 'error')), { kind: 'cardsFailed' }, path);
    // Start-up stopped before the cards (login failed): not known either.
    assert.equal(guardDecision(path, '', cards(true, 'idle')), { kind: 'cardsFailed' }, path);
    // 重试 is reloading the list.
    assert.equal(guardDecision(path, '', cards(true, 'loading')), { kind: 'wait' }, path);
    assert.equal(
      guardDecision(path, '?a=1', cards(true, 'ready')),
      { kind: 'bind', to: `/rdrnos/bind?redirect_url=${encodeURIComponent(`${path}?a=1`)}` },
      path,
    );
    assert.equal(guardDecision(path, '', cards(true, 'ready', 'SX100001')), { kind: 'pass' }, path);
  }
});

guard('public pages pass whatever the cards', () => {
  for (const status of ['idle', 'loading', 'ready', 'error'] as const) {
    assert.equal(guardDecision('/opac/detail', '', cards(false, status)), { kind: 'pass' });
    assert.equal(guardDecision('/', '', cards(true, status)), { kind: 'pass' });
  }
});

guard.run();

// ---

const debug = suite('the debug console on a first visit');

debug('the choice is remembered, and read back on the OAuth landing', () => {
  storage.remove(DEBUG_KEY);
  assert.is(chooseDebugConsole('http://h/opac/index?debug=vconsole'), 'vconsole');
  assert.is(storage.get(DEBUG_KEY), 'vconsole', 'in storage before the page can leave');
  assert.is(chooseDebugConsole('http://h/?redirect_uri=%2Fopac%2Findex&code=c&state=s'), 'vconsole');
  assert.is(chooseDebugConsole('http://h/userindex?debug=off'), null);
  assert.is(storage.get(DEBUG_KEY), null);
  assert.is(chooseDebugConsole('http://h/userindex'), null);
});

debug('without storage the choice makes the trip in redirect_uri', () => {
  storage.remove(DEBUG_KEY);
  const back = authorizeBackPath('http://h/opac/index?debug=eruda');
  assert.is(back, '/opac/index?debug=eruda', 'the page to come back to keeps ?debug=');
  const landing = `http://h/?redirect_uri=${encodeURIComponent(back)}&code=c&state=s`;
  const original = localStorage.setItem;
  localStorage.setItem = () => {
    throw new Error('QuotaExceededError');
  };
  try {
    assert.is(chooseDebugConsole(landing), 'eruda');
    assert.is(chooseDebugConsole(`http://h/?redirect_uri=${encodeURIComponent('/x?debug=off')}`), null);
  } finally {
    localStorage.setItem = original;
  }
});

debug('the entry reads the choice before it logs in or can leave for WeChat', () => {
  const entry = readFileSync('src/main.tsx', 'utf8');
  const chosen = entry.indexOf('startDebugConsole(href)');
  assert.ok(chosen > 0);
  assert.ok(chosen < entry.indexOf('startEarlyLogin(href'), 'before the early login');
  assert.ok(chosen < entry.indexOf('leaveEarlyForAuthorize(href'), 'before leaving');
  assert.not.match(readFileSync('src/app.tsx', 'utf8'), /startDebugConsole/, 'once, in the entry');
});

debug.run();
