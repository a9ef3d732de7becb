/**
 * The card password limits through the vendor API (platform/attempts.ts, kept in SQLite): a card
 * locks after 5 wrong passwords for everyone, a WeChat user has 10 wrong guesses an hour on any
 * cards whatever their tokens, each refusal says the tries left or until when; calls at once
 * cannot pass the limits; a refusal changes no data.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RunningServer } from '../../harness/server/index.js';
import { chinaClock } from '../../harness/server/ils/rules/index.js';
import { clearPasswordFailures } from '../../harness/server/platform/attempts.js';
import { checksum } from './fuzz/snapshot.js';
import { APPID, Client, rawRequest, startTestServer } from './helpers.js';

interface Ctx {
  server: RunningServer;
  clock: { now: number };
}

const Pw = suite<Ctx>('card password attempts');
Pw.before(async (ctx) => {
  ctx.clock = { now: Date.now() };
  ctx.server = await startTestServer({ now: () => ctx.clock.now });
});
Pw.after(({ server }) => server.close());
Pw.before.each(({ server, clock }) => {
  clearPasswordFailures(server.db);
  clock.now = Date.now();
});

/** A new phone session (a fresh token) signed in as `persona`. */
async function fresh({ server, clock }: Ctx, persona: string): Promise<Client> {
  const client = new Client(server.url);
  await client.login(clock.now);
  await client.signIn(persona);
  return client;
}

const check = (client: Client, rdrno: string, password: string) =>
  client.get('/api/v1/elib/checkReader', { rdrno, password, authorizer_appid: APPID });

/** Captures console.warn while `fn` runs. */
async function warnings(fn: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => lines.push(args.map(String).join(' '));
  try {
    await fn();
  } finally {
    console.warn = original;
  }
  return lines;
}

Pw('5 wrong on DEMO0001 lock that card for everyone; DEMO0002 with its password still works', async (ctx) => {
  const newcomer = await fresh(ctx, 'newcomer');
  const until = chinaClock(ctx.clock.now + 15 * 60_000);
  const before = checksum(ctx.server.db);
  const lines = await warnings(async () => {
    for (const left of [4, 3, 2, 1]) {
      const wrong = await check(newcomer, 'DEMO0001', `wrong${left}`);
      assert.is(wrong.message, `读者证密码错误，还可尝试${left}次`);
    }
    const fifth = await check(newcomer, 'DEMO0001', 'wrong0');
    assert.is(fifth.message, `读者证密码错误次数过多，该读者证已暂时锁定，请于 ${until} 后再试`);
  });
  assert.is(lines.length, 1);
  assert.match(lines[0], /card DEMO0001 locked until \d\d:\d\d/);
  assert.not.match(lines[0], /wrong\d|123456/);
  assert.is(checksum(ctx.server.db), before, 'wrong passwords change no data');
  const locked = `该读者证密码错误次数过多，已暂时锁定，请于 ${until} 后再试`;
  assert.is((await check(newcomer, 'DEMO0001', '123456')).message, locked, 'even the right password');
  assert.is((await check(await fresh(ctx, 'expired'), 'DEMO0001', '123456')).message, locked, 'for everyone');
  const other = await check(newcomer, 'DEMO0002', '123456');
  assert.is(other.status, '0', other.message);
  assert.is(other.rows[0].rdrno, 'DEMO0002');
  // The lock ends after 15 minutes, and the card counts from zero again.
  ctx.clock.now += 15 * 60_000;
  assert.is((await check(newcomer, 'DEMO0001', 'wrong9')).message, '读者证密码错误，还可尝试4次');
  assert.is((await check(newcomer, 'DEMO0001', '123456')).status, '0');
});

Pw('a WeChat user has 10 wrong guesses an hour across cards, whatever its tokens', async (ctx) => {
  const cards = ['DEMO0001', 'DEMO0002', 'SX200002', 'SX200003', 'SX900001', 'NOSUCH01', 'NOSUCH02'];
  const answers: string[] = [];
  await warnings(async () => {
    for (let i = 0; i < 10; i++) {
      // Each guess from a new session: one wrong password per card, spread over the cards.
      const phone = await fresh(ctx, 'newcomer');
      answers.push((await check(phone, cards[i % cards.length], `guess${i}`)).message);
    }
  });
  assert.equal(answers.slice(0, 3), [
    '读者证密码错误，还可尝试4次',
    '读者证密码错误，还可尝试4次',
    '读者证密码错误，还可尝试4次',
  ]);
  assert.is(answers[5], '读者证号不存在，还可尝试4次', 'the 6th guess: 4 left for this WeChat user');
  assert.is(answers[8], '读者证密码错误，还可尝试1次');
  assert.is(answers[9], `读者证密码错误，错误次数过多，请于 ${chinaClock(ctx.clock.now + 3_600_000)} 后再试`);
  const limited = `密码错误次数过多，请于 ${chinaClock(ctx.clock.now + 3_600_000)} 后再试`;
  const again = await fresh(ctx, 'newcomer');
  assert.is((await check(again, 'DEMO0002', '123456')).message, limited, 'a new token is the same WeChat user');
  // Another WeChat user may still use those cards (each had one or two wrong passwords).
  assert.is((await check(await fresh(ctx, 'expired'), 'DEMO0002', '123456')).status, '0');
  // The hour passes: the user may guess again.
  ctx.clock.now += 60 * 60_000;
  assert.is((await check(await fresh(ctx, 'newcomer'), 'DEMO0002', '123456')).status, '0');
});

Pw('wrong guesses at once on one card: 5 counted, the rest refused as locked', async (ctx) => {
  const phones = await Promise.all(['newcomer', 'expired', 'multicard', 'fined'].map((p) => fresh(ctx, p)));
  const answers = await warnings(async () => {
    const messages = (
      await Promise.all(Array.from({ length: 12 }, (_, i) => check(phones[i % 4], 'SX200002', `g${i}`)))
    ).map((a) => a.message);
    assert.is(messages.filter((m) => /^读者证密码错误，还可尝试\d次$/.test(m)).length, 4);
    assert.is(messages.filter((m) => m.startsWith('读者证密码错误次数过多')).length, 1);
    assert.is(messages.filter((m) => m.startsWith('该读者证密码错误次数过多')).length, 7);
  });
  assert.is(answers.length, 1);
  assert.is((await check(phones[0], 'SX200002', '123456')).message.startsWith('该读者证密码错误次数过多'), true);
});

Pw('wrong guesses at once from one WeChat user on many cards: 10 counted, the rest refused', async (ctx) => {
  const phones = await Promise.all(Array.from({ length: 15 }, () => fresh(ctx, 'newcomer')));
  await warnings(async () => {
    const messages = (await Promise.all(phones.map((phone, i) => check(phone, `NOSUCH${10 + i}`, 'guess')))).map(
      (a) => a.message,
    );
    assert.is(messages.filter((m) => m.startsWith('读者证号不存在')).length, 10);
    assert.is(messages.filter((m) => m.startsWith('密码错误次数过多，请于')).length, 5);
  });
});

Pw('modifyPassword: a wrong old password counts and says the tries left; nothing changes', async (ctx) => {
  const lost = await fresh(ctx, 'lostcard');
  const before = checksum(ctx.server.db);
  const change = (old: string) =>
    lost.get('/api/v1/elib/modifyPassword', {
      rdrno: 'SX300001',
      oldpassword: old,
      newpassword: 'abc12345',
      authorizer_appid: APPID,
    });
  assert.is((await change('bad00001')).message, '原密码错误，还可尝试4次');
  await warnings(async () => {
    for (let i = 0; i < 4; i++) await change(`bad0000${i + 2}`);
  });
  assert.match((await change('123456')).message, /^该读者证密码错误次数过多，已暂时锁定，请于 \d\d:\d\d 后再试$/);
  assert.is(checksum(ctx.server.db), before);
});

Pw('a card number typed in lower case names the same card (checkReader, rdrno/save)', async (ctx) => {
  const newcomer = await fresh(ctx, 'newcomer');
  const checked = await check(newcomer, 'demo0001', '123456');
  assert.is(checked.status, '0', checked.message);
  assert.is(checked.rows[0].rdrno, 'DEMO0001');
  const saved = await newcomer.post('/api/v1/rdrno/save', {
    openid: newcomer.openid,
    rdrno: 'demo0001',
    password: '123456',
    authorizer_appid: APPID,
  });
  assert.is(saved.code, 1, saved.message);
  assert.is(saved.data.rdrno, 'DEMO0001');
});

Pw('the desk clears every count (DELETE /__harness/api/password-attempts)', async (ctx) => {
  const newcomer = await fresh(ctx, 'newcomer');
  await warnings(async () => {
    for (let i = 0; i < 5; i++) await check(newcomer, 'DEMO0001', `wrong${i}`);
  });
  assert.match((await check(newcomer, 'DEMO0001', '123456')).message, /^该读者证密码错误次数过多/);
  const res = await rawRequest(`${ctx.server.url}/__harness/api/password-attempts`, { method: 'DELETE' });
  assert.equal(await res.json(), { code: 1, message: '已清除密码错误次数', data: null });
  assert.is((await check(newcomer, 'DEMO0001', '123456')).status, '0');
});

Pw.run();
