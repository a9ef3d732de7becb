/**
 * Reading the subscribe tag's answer (`subscribeDetails`, JSON whose values are JSON again) and
 * which clients render open tags at all, by their user agent's WeChat version.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { subscribeStatuses } from '../../src/wx/OpenSubscribe';
import { supportsOpenTags, wechatAtLeast } from '../../src/wx/version';
import { DESKTOP_UA, WECHAT_IOS_UA } from '../helpers/page';

const ua = (version: string) => WECHAT_IOS_UA.replace(/MicroMessenger\/[\d.]+/, `MicroMessenger/${version}`);

test('subscribeDetails as the client sends it: each template its status', () => {
  const detail = {
    errMsg: 'subscribe:ok',
    subscribeDetails: JSON.stringify({
      a: JSON.stringify({ status: 'accept' }),
      b: JSON.stringify({ status: 'reject' }),
    }),
  };
  assert.equal(subscribeStatuses(detail), { a: 'accept', b: 'reject' });
});

test('a plain status string or parsed objects are read too; what cannot be read is left out', () => {
  assert.equal(subscribeStatuses({ subscribeDetails: JSON.stringify({ a: 'accept', b: { status: 'ban' } }) }), {
    a: 'accept',
    b: 'ban',
  });
  assert.equal(subscribeStatuses({ subscribeDetails: { a: { status: 'filter' }, b: 7, c: null } }), { a: 'filter' });
  assert.equal(subscribeStatuses({ subscribeDetails: '{not json' }), {});
  assert.equal(subscribeStatuses({}), {});
});

test('open tags from WeChat 7.0.12 on, never outside WeChat', () => {
  assert.ok(supportsOpenTags(ua('7.0.12')));
  assert.ok(supportsOpenTags(ua('8.0.50')));
  assert.not.ok(supportsOpenTags(ua('7.0.11')));
  assert.not.ok(supportsOpenTags(ua('6.7.3')));
  assert.not.ok(supportsOpenTags(DESKTOP_UA));
  assert.ok(wechatAtLeast(ua('6.7.2'), '6.7.2'));
  assert.not.ok(wechatAtLeast(ua('6.6.9'), '6.7.2'));
  assert.ok(wechatAtLeast(ua('10.0.0'), '7.0.12'), 'compared by number, not by text');
});

test.run();
