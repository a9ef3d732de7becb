/**
 * A deep link (`/?redirect_uri=/userindex`, as the official account's menu sends) is followed on a
 * first visit, through WeChat's OAuth, as it is on a repeat visit.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { storage, STORAGE_KEYS } from '../../src/lib/storage';
import { authorizeAs, bootAt, freshPage, OPENID, withHarness } from '../helpers/harness';

const deepLink = suite('deep link on a first visit');
const server = withHarness(deepLink);

const LINK = `/?redirect_uri=${encodeURIComponent('/userindex')}`;

deepLink('through OAuth: the reader ends on /userindex, signed in, without code or state', async () => {
  freshPage(server, LINK);
  const first = await bootAt(`${server.url}${LINK}`);
  assert.is(first.env.redirects.length, 1, 'a first visit leaves for WeChat');

  const callback = await authorizeAs(first.env.redirects[0], 'reader');
  const { env, root } = await bootAt(callback);
  assert.equal(env.redirects, [], 'one round trip');
  const landed = new URL(env.href());
  assert.is(landed.pathname, '/userindex');
  assert.is(landed.search, '', 'no code, state or redirect_uri left in the address');
  assert.equal(env.navigations, [{ path: '/userindex', replace: true }], 'the callback page is replaced, not stacked');
  assert.is(root.app.wxuser?.openid, OPENID.reader);
  assert.is(storage.get(STORAGE_KEYS.openid), OPENID.reader);
  assert.is(root.reader.select_rdrno, 'SX100001');
  assert.ok(root.reader.cardsReady);
});

deepLink('a repeat visit follows the same link without a round trip', async () => {
  // Signed in by the test above: the stored identity is used.
  const { env } = await bootAt(`${server.url}${LINK}`);
  assert.equal(env.redirects, []);
  assert.equal(env.navigations, [{ path: '/userindex', replace: true }]);
});

deepLink.run();
