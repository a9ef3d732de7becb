/**
 * The reminder job end to end on the in-process harness: `reader` subscribes, the control API
 * moves the clock and runs the job, and the 服务通知 hold exactly the reminders due, each once,
 * one subscription spent per message. Also the clock's refusals and the phone's own clock.
 */
import * as assert from 'uvu/assert';
import { cstDate } from '../../harness/server/infra/util.js';
import { wechatConfig } from '../../src/wechatConfig.js';
import { PATHS } from '../../src/router/paths.js';
import { checksum } from './fuzz/snapshot.js';
import { APPID, type Client, harnessSuite, OPENID, signedInClient } from './helpers.js';

const Reminders = harnessSuite('reminders');
const T = wechatConfig.subscribeTemplates;
const DAY_MS = 24 * 3600_000;

type Answer = { code: number; message: string; data: any };
type Sent = { key: string; kind: string; page: string; template_id: string; title: string; data: any };

const subscribe = (client: Client, template_ids: string) =>
  client.post('/api/v1/subscribe/save', {
    authorizer_appid: APPID,
    openid: OPENID.reader,
    template_ids,
  }) as Promise<Answer>;
const remaining = async (client: Client) =>
  ((await client.get('/api/v1/subscribe/list', { authorizer_appid: APPID, openid: OPENID.reader })) as Answer).data.map(
    (s: { remaining: number }) => s.remaining,
  );
const run = async (client: Client) =>
  ((await client.post('/__harness/api/reminders/run', {})) as Answer).data.rows as Sent[];
const inbox = async (client: Client) =>
  ((await client.get('/__harness/api/notifications', { openid: OPENID.reader })) as Answer).data.rows as Sent[];
const advance = (client: Client, days: number) => client.post('/__harness/api/clock', { days }) as Promise<Answer>;

Reminders('subscribe, move the clock, run the job: each reminder due arrives once', async ({ server, client }) => {
  const today = cstDate(Date.now());
  const day = (n: number) => cstDate(Date.now() + n * DAY_MS);
  let reader = await signedInClient(server.url, 'reader');
  await Promise.all([subscribe(reader, `${T.due},${T.arrival},${T.fine}`), subscribe(reader, T.due)]);
  await subscribe(reader, T.due);
  assert.equal(await remaining(reader), [3, 0, 1, 1, 0]);

  // Today: the loan due today first (the most urgent), then the one due in 2 days, the ready
  // reservation; the fine charged before the subscription is not one to remind of; the overdue
  // loans wait for a 过期提醒.
  const first = await run(client);
  const loans = server.db
    .prepare("SELECT id, barcode, returndate FROM loans WHERE rdrno = 'SX100001' AND returned_at IS NULL")
    .all() as { id: number; barcode: string; returndate: string }[];
  const loanDue = (n: number) => loans.find((l) => l.returndate === day(n))!.id;
  assert.equal(
    first.map((m) => m.key),
    [`due:${loanDue(0)}:${today}:today`, `due:${loanDue(2)}:${day(2)}:ahead`, first[2].key],
  );
  assert.match(first[2].key, /^arrival:\d+$/);
  assert.equal(await remaining(reader), [1, 0, 0, 1, 0]);
  const [dueToday, ahead, ready] = (await inbox(client)).reverse();
  const barcodeDue = (n: number) => loans.find((l) => l.returndate === day(n))!.barcode;
  // 查看详情 opens the loan itself.
  assert.equal(
    [ahead.title, ahead.page, ahead.template_id],
    ['到期提醒', `${PATHS.loans}?barcode=${barcodeDue(2)}`, T.due],
  );
  assert.equal(ahead.data.time2, { value: day(2) });
  assert.equal(ahead.data.thing4, { value: '2天后到期，请及时归还或续借' });
  assert.equal(dueToday.data.thing4, { value: '今天到期，请及时归还或续借' });
  assert.equal([ready.title, ready.page, ready.template_id], ['到书通知', PATHS.reserve, T.arrival]);
  assert.match(ready.data.character_string3.value, /^\d{6}$/);

  const before = checksum(server.db);
  assert.equal(await run(client), [], 'nothing twice');
  assert.is(checksum(server.db), before);

  // 过期提醒: one subscription, the loan overdue longest.
  await subscribe(reader, T.overdue);
  const longest = loans.filter((l) => l.returndate < today).sort((a, b) => a.returndate.localeCompare(b.returndate))[0];
  const [overdue] = await run(client);
  assert.is(overdue.key, `overdue:${longest.id}:${longest.returndate}`);
  assert.equal(
    [overdue.title, overdue.page, overdue.template_id],
    ['过期提醒', `${PATHS.loans}?barcode=${longest.barcode}`, T.overdue],
  );
  assert.match(overdue.data.thing4.value, /^已过期\d+天，请尽快归还$/);
  assert.equal(await run(client), [], 'the other overdue loans wait for another subscription');

  // Eight days on: the loan due on day 10 is 2 days ahead (the last 到期提醒 left).
  assert.is((await advance(client, 8)).data.offsetMs, 8 * DAY_MS);
  assert.equal(
    (await run(client)).map((m) => m.key),
    [`due:${loanDue(10)}:${day(10)}:ahead`],
  );
  // Two more: due today, but no subscription left; the next acceptance lets it go.
  await advance(client, 2);
  assert.equal(await run(client), []);
  reader = await signedInClient(server.url, 'reader'); // the old token lapsed with the clock
  await subscribe(reader, T.due);
  assert.equal(
    (await run(client)).map((m) => m.key),
    [`due:${loanDue(10)}:${day(10)}:today`],
  );

  // A fine charged now (an overdue copy back at the desk): 罚款提醒, the fines page.
  const barcode = server.db
    .prepare('SELECT barcode FROM loans WHERE id = (SELECT id FROM loans WHERE rdrno = ? AND returndate = ?)')
    .pluck()
    .get('SX100001', day(-5)) as string;
  const returned = (await client.post('/__harness/api/return', { barcode })) as Answer;
  assert.is(returned.code, 1);
  const [fine] = await run(client);
  assert.equal([fine.title, fine.page, fine.template_id], ['罚款提醒', PATHS.fines, T.fine]);
  assert.equal(fine.data.amount1, { value: `${(returned.data.fine / 100).toFixed(2)}元` });
  assert.equal(fine.data.time3, { value: day(10) });
  assert.equal(await remaining(reader), [0, 0, 0, 0, 0]);
  assert.is((await inbox(client)).length, 7);
  assert.equal(await run(client), []);
});

Reminders('the clock: forward only, within bounds; a refusal leaves it; a reset sets it back', async ({ client }) => {
  const now = (await client.get('/__harness/api/clock')) as Answer;
  const cases: [object, string][] = [
    [{}, '请给出要拨快的天数 days、小时数 hours 或分钟数 minutes'],
    [{ days: 0, minutes: 0 }, '请给出要拨快的天数 days、小时数 hours 或分钟数 minutes'],
    [{ days: -1 }, '天数 days 须为0到366的整数'],
    [{ days: 1.5 }, '天数 days 须为0到366的整数'],
    [{ days: '3' }, '天数 days 须为0到366的整数'],
    [{ days: 367 }, '天数 days 须为0到366的整数'],
    [{ hours: 24 }, '小时数 hours 须为0到23的整数'],
    [{ minutes: 60 }, '分钟数 minutes 须为0到59的整数'],
    [{ minutes: 0.5 }, '分钟数 minutes 须为0到59的整数'],
  ];
  for (const [body, message] of cases) {
    const res = (await client.post('/__harness/api/clock', body)) as Answer;
    assert.equal([res.code, res.message], [0, message], JSON.stringify(body));
  }
  const moved = (await client.post('/__harness/api/clock', { days: 1, hours: 2, minutes: 15 })) as Answer;
  assert.equal([moved.code, moved.data.offsetMs], [1, now.data.offsetMs + 26 * 3600_000 + 15 * 60_000]);
  assert.match(moved.data.time, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const back = (await client.raw('/__harness/api/clock', { method: 'DELETE' }).then((r) => r.json())) as Answer;
  assert.equal([back.code, back.data.offsetMs], [1, 0]);
});

Reminders(
  'the phone keeps its own clock: a login signed now is fresh after the clock moved',
  async ({ server, client }) => {
    await advance(client, 30);
    const phone = await signedInClient(server.url, 'reader');
    assert.ok(phone.token);
    const bad = (await client.get('/__harness/api/notifications', { openid: 'x' })) as Answer;
    assert.equal([bad.code, bad.message], [0, '用户标识 openid 格式错误']);
    const none = (await client.get('/__harness/api/notifications')) as Answer;
    assert.equal([none.code, none.message], [0, '缺少参数：用户标识 openid']);
    await client.raw('/__harness/api/clock', { method: 'DELETE' });
  },
);

Reminders.run();
