/** /v1/address/* (我的地址), against the in-process harness; and the contract's address checks. */
import * as assert from 'uvu/assert';
import { chinaRegions } from '../../harness/server/platform/regions.js';
import {
  type AddressInput,
  addressFieldOf,
  addressProblem,
  addressProblems,
  cleanAddress,
  regionCodes,
  regionProblem,
} from '../../src/api/contract/address.js';
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
  const wrong = (change: Partial<AddressInput>) => addressProblem({ ...HOME, ...change }, chinaRegions());
  assert.is(wrong({}), '');
  assert.is(wrong({ postalcode: '' }), '', 'a postal code is optional');
  assert.is(wrong({ name: '  ' }), '请填写收货人');
  assert.is(wrong({ name: '林'.repeat(21) }), '收货人不能超过20个字');
  for (const phone of ['1381234567', '138123456789', '23812345678', '12812345678', '138-1234-567', '']) {
    assert.is(wrong({ phone }), '请填写正确的11位手机号码', phone);
  }
  for (const phone of ['138 1234 5678', '138-1234-5678', '+86 138 1234 5678', '１３８１２３４５６７８']) {
    assert.is(wrong({ phone }), '', `${phone} is a phone once normalised`);
    assert.is(cleanAddress({ ...HOME, phone }).phone, '13812345678');
  }
  assert.is(wrong({ city: '' }), '请选择所在地区（省、市、区县）');
  assert.is(wrong({ district: '区'.repeat(21) }), '所在地区格式错误');
  assert.is(wrong({ detail: '文三路' }), '详细地址至少4个字');
  assert.is(wrong({ detail: '路'.repeat(100) }), '', 'at the limit');
  assert.is(wrong({ detail: '路'.repeat(101) }), '详细地址不能超过100个字（现有101个字）');
  for (const postalcode of ['31001', '3100120', '31OO12', '邮编']) {
    assert.is(wrong({ postalcode }), '邮政编码应为6位数字', postalcode);
  }
  assert.is(cleanAddress({ ...HOME, postalcode: ' 310 012 ' }).postalcode, '310012');
  assert.is(wrong({ detail: '文三路\n100号' }), '地址信息不能包含换行等控制字符');
});

Addresses('each problem belongs to its field, all at once; a refusal names its field', () => {
  const problems = addressProblems(
    { ...HOME, name: '', phone: '138', city: '南京市', detail: '路'.repeat(101), postalcode: '1' },
    chinaRegions(),
  );
  assert.equal(
    problems.map((p) => p.field),
    ['name', 'phone', 'region', 'detail', 'postalcode'],
  );
  assert.is(problems[2].message, '所在地区有误：浙江省没有“南京市”，请重新选择');
  for (const p of problems) assert.is(addressFieldOf(p.message), p.field, p.message);
  assert.is(addressFieldOf('最多保存10个地址，请先删除不用的地址'), null);
});

Addresses('regions: only a real province → city → district, as China’s divisions list them', () => {
  const regions = chinaRegions();
  const where = (province: string, city: string, district: string) =>
    regionProblem(regions, { province, city, district });
  assert.is(where('浙江省', '杭州市', '西湖区'), '');
  assert.is(where('北京市', '北京市', '海淀区'), '');
  assert.is(where('广东省', '东莞市', '南城街道'), '', 'a city without districts lists its towns');
  assert.is(where('湖北省', '省直辖县', '仙桃市'), '');
  assert.is(where('重庆市', '重庆市', '城口县'), '', 'a municipality as WeChat writes it');
  assert.is(where('浙江', '杭州市', '西湖区'), '所在地区有误：没有“浙江”这个省份，请重新选择');
  assert.is(where('江苏省', '杭州市', '西湖区'), '所在地区有误：江苏省没有“杭州市”，请重新选择');
  assert.is(where('浙江省', '杭州市', '海淀区'), '所在地区有误：杭州市没有“海淀区”，请重新选择');
  assert.equal(regionCodes(regions, HOME), ['330000', '330100', '330106']);
  assert.equal(regionCodes(regions, { province: '重庆市', city: '重庆市', district: '城口县' }), [
    '500000',
    '500200',
    '500229',
  ]);
  assert.equal(regionCodes(regions, { province: '浙江省', city: '杭州市', district: '海淀区' }), []);
  assert.is(regions.length, 34, 'every province-level division');
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
    [reader, 'save', { ...HOME, detail: '路'.repeat(101) }, '详细地址不能超过100个字（现有101个字）'],
    [reader, 'save', { ...HOME, postalcode: '31001' }, '邮政编码应为6位数字'],
    [reader, 'save', { ...HOME, city: '南京市' }, '所在地区有误：浙江省没有“南京市”，请重新选择'],
    [reader, 'save', { ...HOME, province: '测试省' }, '所在地区有误：没有“测试省”这个省份，请重新选择'],
    [reader, 'save', { ...HOME, id: mine.id, district: '海淀区' }, '所在地区有误：杭州市没有“海淀区”，请重新选择'],
    [reader, 'save', { ...HOME, id: mine.id, detail: '路'.repeat(101) }, '详细地址不能超过100个字（现有101个字）'],
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

Addresses('a phone typed with spaces or +86 is kept normalised; nothing is cut', async ({ as }) => {
  const reader = await as('reader');
  const detail = `文三路${'1'.repeat(97)}`;
  const saved = await call(reader, 'save', { ...HOME, phone: '+86 138 0000 1234', postalcode: '310 012', detail });
  assert.is(saved.code, 1, saved.message);
  assert.equal([saved.data.phone, saved.data.postalcode, saved.data.detail], ['13800001234', '310012', detail]);
  const kept = (await list(reader)).find((a) => a.id === saved.data.id);
  assert.equal([kept.phone, [...kept.detail].length], ['13800001234', 100]);
  await call(reader, 'del', { id: saved.data.id });
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
