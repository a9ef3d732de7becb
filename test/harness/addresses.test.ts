/** /v1/address/* (我的地址), against the in-process harness; and the contract's address checks. */
import * as assert from 'uvu/assert';
import { type AddressInput, addressProblem } from '../../src/api/contract/address.js';
import { checksum } from './fuzz/snapshot.js';
import { APPID, type Client, harnessSuite, OPENID } from './helpers.js';

const Addresses = harnessSuite('addresses');

const HOME: AddressInput = {
  name: '林书远',
  phone: '13812345678',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  detail: '文三路 100 号 2 幢 301 室',
  postalcode: '310012',
};
type Answer = { code: number; message: string; data: any };
const call = (client: Client, name: string, params: object, openid = OPENID.reader) =>
  client.post(`/api/v1/address/${name}`, { authorizer_appid: APPID, openid, ...params }) as Promise<Answer>;
const list = async (client: Client, openid = OPENID.reader) =>
  ((await client.get('/api/v1/address/list', { authorizer_appid: APPID, openid })) as Answer).data.rows as any[];

Addresses('the checks, in the order of the form, with the messages the phone shows', () => {
  const wrong = (change: Partial<AddressInput>) => addressProblem({ ...HOME, ...change });
  assert.is(wrong({}), '');
  assert.is(wrong({ postalcode: '' }), '', 'a postal code is optional');
  assert.is(wrong({ name: '  ' }), '请填写收货人');
  assert.is(wrong({ name: '林'.repeat(21) }), '收货人不能超过20个字');
  for (const phone of ['1381234567', '138123456789', '23812345678', '12812345678', '138-1234-5678', '']) {
    assert.is(wrong({ phone }), '请填写正确的11位手机号码', phone);
  }
  assert.is(wrong({ city: '' }), '请填写所在地区（省、市、区县）');
  assert.is(wrong({ district: '区'.repeat(21) }), '所在地区格式错误');
  assert.is(wrong({ detail: '文三路' }), '详细地址至少4个字');
  assert.is(wrong({ detail: '路'.repeat(101) }), '详细地址不能超过100个字');
  assert.is(wrong({ postalcode: '31001' }), '邮政编码应为6位数字');
  assert.is(wrong({ detail: '文三路\n100号' }), '地址信息不能包含换行等控制字符');
});

Addresses('add, edit, make default and delete; the first address is the default, and one stays so', async ({ as }) => {
  const reader = await as('reader');
  const first = await call(reader, 'save', { ...HOME, name: ' 林书远 ' });
  assert.equal([first.code, first.message, first.data.name, first.data.isdefault], [1, '地址已保存', '林书远', true]);
  const work = await call(reader, 'save', { ...HOME, detail: '学院路 28 号图书馆 3 楼' });
  assert.is(work.data.isdefault, false);
  assert.equal(
    (await list(reader)).map((a) => [a.id, a.isdefault]),
    [
      [first.data.id, true],
      [work.data.id, false],
    ],
  );
  const edited = await call(reader, 'save', { ...HOME, id: work.data.id, phone: '13900001111', isdefault: 1 });
  assert.equal([edited.data.phone, edited.data.isdefault], ['13900001111', true]);
  assert.equal(
    (await list(reader)).map((a) => a.isdefault),
    [true, false],
    'one default',
  );
  assert.is((await call(reader, 'default', { id: first.data.id })).message, '已设为默认地址');
  assert.is((await call(reader, 'del', { id: first.data.id })).message, '地址已删除');
  assert.equal(
    (await list(reader)).map((a) => [a.id, a.isdefault]),
    [[work.data.id, true]],
    'the default deleted: the one left takes its place',
  );
  await call(reader, 'del', { id: work.data.id });
  assert.equal(await list(reader), []);
});

Addresses('refusals say why and change nothing; another user’s address is not there', async ({ as, server }) => {
  const reader = await as('reader');
  const family = await as('multicard');
  const mine = (await call(reader, 'save', HOME)).data;
  const before = checksum(server.db);
  const cases: [Client, string, object, string, string?][] = [
    [reader, 'save', { ...HOME, phone: '12345' }, '请填写正确的11位手机号码'],
    [reader, 'save', { ...HOME, detail: '' }, '详细地址至少4个字'],
    [reader, 'save', { ...HOME, id: 'abc' }, '地址编号 id 格式错误'],
    [reader, 'save', { ...HOME, isdefault: 'yes' }, '默认地址 isdefault 只能是 0 或 1'],
    [reader, 'save', { ...HOME, id: 999999 }, '地址不存在'],
    [family, 'save', { ...HOME, id: mine.id }, '地址不存在', OPENID.multicard],
    [family, 'del', { id: mine.id }, '地址不存在', OPENID.multicard],
    [family, 'default', { id: mine.id }, '地址不存在', OPENID.multicard],
    [reader, 'del', {}, '缺少参数：地址编号'],
    [family, 'del', { id: mine.id }, '无权访问其他微信用户的信息'],
  ];
  for (const [client, name, params, message, openid] of cases) {
    const body = await call(client, name, params, openid);
    assert.is(body.message, message, `${name} ${JSON.stringify(params)}`);
    assert.is.not(body.code, 1);
  }
  assert.is(checksum(server.db), before, 'refusals wrote nothing');
  assert.equal(await list(family, OPENID.multicard), []);
});

Addresses('at most 10 addresses, even when saved at once', async ({ as, server }) => {
  const family = await as('multicard');
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, n) =>
      call(family, 'save', { ...HOME, detail: `文三路 ${n + 1} 号` }, OPENID.multicard),
    ),
  );
  assert.is(answers.filter((a) => a.code === 1).length, 10);
  assert.ok(answers.filter((a) => a.code !== 1).every((a) => a.message === '最多保存10个地址，请先删除不用的地址'));
  assert.is(server.db.prepare('SELECT COUNT(*) FROM addresses WHERE openid = ?').pluck().get(OPENID.multicard), 10);
  assert.is((await list(family, OPENID.multicard)).filter((a) => a.isdefault).length, 1);
});

Addresses.run();
