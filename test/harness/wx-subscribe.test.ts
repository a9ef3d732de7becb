/**
 * The emulated WeChat's side of the subscribe dialog: the account's templates for a tap
 * (GET /__wx/subscribe/templates), remembering 总是保持以上选择 per persona
 * (POST /__wx/subscribe/choices), the control API's /subscribe-choices, and the `subscribe`
 * answers the control API accepts. Bad input is a Chinese refusal, never a 5xx.
 */
import * as assert from 'uvu/assert';
import { harnessConfig } from '../../harness/server/infra/config.js';
import { type Client, harnessSuite } from './helpers.js';

const Wx = harnessSuite('harness: the subscribe dialog on the emulated WeChat');
const { due: DUE, arrival: ARRIVAL, fine: FINE } = harnessConfig.reminders.templates;
const HAN = /[\u4e00-\u9fff]/;

type Json = Record<string, any>;

Wx.before.each(async ({ client }) => {
  await client.raw('/__harness/api/subscribe-choices', { method: 'DELETE' });
});

async function templates(client: Client, ids: string, persona = 'reader'): Promise<Json> {
  const response = await client.raw(`/__wx/subscribe/templates?ids=${encodeURIComponent(ids)}`, {
    headers: { cookie: `harness_persona=${persona}` },
  });
  assert.is(response.status, 200);
  return response.json();
}

async function remember(client: Client, body: string, persona = 'reader'): Promise<Json> {
  const response = await client.raw('/__wx/subscribe/choices', {
    method: 'POST',
    headers: { cookie: `harness_persona=${persona}`, 'content-type': 'application/json' },
    body,
  });
  assert.is(response.status, 200);
  return response.json();
}

async function control(client: Client, method: string, path: string, body?: unknown): Promise<Json> {
  const response = await client.raw(`/__harness/api/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.ok(response.status < 500);
  return response.json();
}

Wx('the templates a tap names: titles in the order asked, repeats and blanks dropped', async ({ client }) => {
  assert.equal(await templates(client, ` ${ARRIVAL},${DUE},,${ARRIVAL}`), {
    errcode: 0,
    errmsg: 'ok',
    account: '书香市图书馆',
    templates: [
      { template_id: ARRIVAL, title: '到书通知' },
      { template_id: DUE, title: '到期提醒' },
    ],
    remembered: {},
  });
});

Wx('the dialog’s error codes: 10001 none, 20001 not the account’s, 20003 more than three', async ({ client }) => {
  for (const [ids, errcode] of [
    ['', 10001],
    [' , ', 10001],
    [`${DUE},tpl-nope`, 20001],
    ['x'.repeat(300), 20001],
    [`${DUE},${ARRIVAL},${FINE},tpl-4`, 20003],
  ] as const) {
    const body = await templates(client, ids);
    assert.is(body.errcode, errcode, ids);
    assert.match(body.errmsg, HAN);
    assert.is(body.templates, undefined);
  }
  assert.is((await templates(client, `${DUE},${ARRIVAL},${FINE}`)).templates.length, 3, 'three are fine');
});

Wx('总是保持 is remembered per persona, listed and forgotten through the control API', async ({ client }) => {
  assert.equal(await remember(client, JSON.stringify({ choices: { [DUE]: 'reject', [ARRIVAL]: 'accept' } })), {
    errcode: 0,
    errmsg: 'ok',
  });
  assert.equal((await templates(client, `${DUE},${FINE}`)).remembered, { [DUE]: 'reject' });
  assert.equal((await templates(client, DUE, 'fined')).remembered, {}, 'another persona');

  const listed = await control(client, 'GET', 'subscribe-choices?persona=reader');
  assert.is(listed.code, 1);
  assert.equal(listed.data.rows, [
    { persona: 'reader', template_id: DUE, title: '到期提醒', kind: 'due', status: 'reject' },
    { persona: 'reader', template_id: ARRIVAL, title: '到书通知', kind: 'arrival', status: 'accept' },
  ]);
  assert.is((await control(client, 'GET', 'subscribe-choices?persona=fined')).data.total, 0);
  assert.is((await control(client, 'GET', 'subscribe-choices')).data.total, 2, 'everyone');

  const one = await control(client, 'DELETE', `subscribe-choices?persona=reader&template_id=${DUE}`);
  assert.is(one.code, 1);
  assert.is(one.data.forgotten, 1);
  assert.equal(
    one.data.rows.map((row: Json) => row.template_id),
    [ARRIVAL],
  );
  assert.equal((await templates(client, `${DUE},${ARRIVAL}`)).remembered, { [ARRIVAL]: 'accept' });

  // A data reset forgets them too.
  await remember(client, JSON.stringify({ choices: { [FINE]: 'accept' } }), 'fined');
  assert.is((await control(client, 'POST', 'reset', {})).code, 1);
  assert.is((await control(client, 'GET', 'subscribe-choices')).data.total, 0);
});

Wx('bad choices are refused in Chinese and change nothing', async ({ client }) => {
  const cases: [string, string, number][] = [
    ['not json', 'reader', 47001],
    ['[]', 'reader', 47001],
    ['{}', 'reader', 47001],
    [JSON.stringify({ choices: {} }), 'reader', 47001],
    [JSON.stringify({ choices: { [DUE]: 'maybe' } }), 'reader', 47001],
    [JSON.stringify({ choices: { 'tpl-nope': 'accept' } }), 'reader', 20001],
    [JSON.stringify({ choices: { [DUE]: 'accept' } }), 'nobody', 40003],
    [JSON.stringify({ choices: { [DUE]: 'accept' } }), '', 40003],
  ];
  for (const [body, persona, errcode] of cases) {
    const answer = await remember(client, body, persona);
    assert.is(answer.errcode, errcode, body);
    assert.match(answer.errmsg, HAN);
  }
  assert.is((await control(client, 'GET', 'subscribe-choices')).data.total, 0);
  for (const path of ['subscribe-choices?persona=nobody', 'subscribe-choices?template_id=tpl-nope']) {
    for (const method of ['GET', 'DELETE']) {
      const answer = await control(client, method, path);
      assert.is(answer.code, 0, `${method} ${path}`);
      assert.match(answer.message, HAN);
    }
  }
});

Wx('the control API queues subscribe answers and checks their data', async ({ client }) => {
  const queued = await control(client, 'POST', 'answers', {
    api: 'subscribe',
    answer: { action: 'ok', data: { statuses: { [DUE]: 'reject' }, always: true } },
  });
  assert.is(queued.code, 1, queued.message);
  const taken = await control(client, 'POST', 'answer', { api: 'subscribe' });
  assert.equal(taken.data, {
    answer: { action: 'ok', data: { statuses: { [DUE]: 'reject' }, always: true } },
    source: 'queue',
  });
  assert.equal((await control(client, 'POST', 'answer', { api: 'subscribe' })).data, {
    answer: { action: 'ok', data: {} },
    source: 'default',
  });
  for (const data of [
    { statuses: { [DUE]: 'maybe' } },
    { statuses: [DUE] },
    { always: 'yes' },
    { other: 1 },
    { statuses: { a: 'accept', b: 'accept', c: 'accept', d: 'accept' } },
  ]) {
    const refused = await control(client, 'POST', 'answers', { api: 'subscribe', answer: { action: 'ok', data } });
    assert.is(refused.code, 0, JSON.stringify(data));
    assert.match(refused.message, HAN);
  }
});

Wx('the JS-SDK demo page subscribes to the account’s three templates', async ({ client }) => {
  const html = await (await client.raw('/__harness/jssdk')).text();
  assert.ok(html.includes(`<wx-open-subscribe id="subscribe" template="${DUE},${ARRIVAL},${FINE}">`));
});

Wx.run();
