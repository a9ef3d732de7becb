/** Two WeChat users on one in-process harness keep to themselves. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RunningServer } from '../../harness/server/index';
import { APPID, OPENID, startTestServer } from '../harness/helpers';
import { twoWechatUsers, type WechatUser } from './wechatUsers';

const Two = suite<{ server: RunningServer; reader: WechatUser; multicard: WechatUser }>('two WeChat users at once');

Two.before(async (ctx) => {
  ctx.server = await startTestServer();
  [ctx.reader, ctx.multicard] = await twoWechatUsers(ctx.server, 'reader', 'multicard');
});
Two.after(({ server }) => server.close());

Two('each is signed in as its own persona, with its own token, access token and cookies', ({ reader, multicard }) => {
  assert.is(reader.openid, OPENID.reader);
  assert.is(multicard.openid, OPENID.multicard);
  assert.ok(reader.token && multicard.token && reader.token !== multicard.token);
  assert.ok(reader.accessToken && reader.accessToken !== multicard.accessToken);
  assert.is(reader.cookies.get('harness_persona'), 'reader');
  assert.is(multicard.cookies.get('harness_persona'), 'multicard');
  assert.is(reader.cookies.get('token'), reader.token);
});

Two('each sees its own cards and profile, asked at the same moment', async ({ reader, multicard }) => {
  const [readerCards, multiCards] = await Promise.all([reader.cards(), multicard.cards()]);
  assert.equal(
    readerCards.rows.map((row) => row.rdrno),
    ['SX100001'],
  );
  assert.equal(
    multiCards.rows.map((row) => row.rdrno),
    ['SX200001', 'SX200002', 'SX200003'],
  );
  const profile = (user: WechatUser) =>
    user.post('/api/v1/offiaccount/snsapi_userinfo', {
      openid: user.openid,
      access_token: user.accessToken,
      libcode: '',
      authorizer_appid: APPID,
    });
  const [readerProfile, multiProfile] = await Promise.all([profile(reader), profile(multicard)]);
  assert.is(readerProfile.data.nickname, '林书远');
  assert.is(multiProfile.data.nickname, '王家三口');
  // One user's WeChat access token is not the other's.
  const crossed = await reader.post('/api/v1/offiaccount/snsapi_userinfo', {
    openid: reader.openid,
    access_token: multicard.accessToken,
    libcode: '',
    authorizer_appid: APPID,
  });
  assert.is.not(crossed.code, 1);
});

Two("a change one makes does not show in the other's session", async ({ server, reader }) => {
  const [newcomer] = await twoWechatUsers(server, 'newcomer', 'fined');
  const checked = await newcomer.get('/api/v1/elib/checkReader', { rdrno: 'DEMO0001', password: '123456' });
  assert.is(checked.status, '0', checked.message);
  const saved = await newcomer.post('/api/v1/rdrno/save', {
    openid: newcomer.openid,
    rdrno: 'DEMO0001',
    password: '123456',
    libcode: 'SXLIB',
    remark: '',
    authorizer_appid: APPID,
  });
  assert.is(saved.code, 1, saved.message);
  assert.equal(
    (await newcomer.cards()).rows.map((row) => row.rdrno),
    ['DEMO0001'],
  );
  assert.equal(
    (await reader.cards()).rows.map((row) => row.rdrno),
    ['SX100001'],
  );
  // Choosing a device for one user's next page loads is that user's cookie only.
  await newcomer.post('/__harness/api/persona', { persona: 'newcomer', device: 'android' });
  assert.is(newcomer.cookies.get('harness_device'), 'android');
  assert.is(reader.cookies.get('harness_device'), 'ios');
});

Two.run();
