/**
 * Faults on /api/*: latency, failure rate (HTTP 500 with the endpoint family's envelope),
 * per-endpoint overrides, offline (the connection is dropped) and refused bad settings.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ruleFor } from '../../harness/server/control/faults.js';
import { APPID, Client, startTestServer } from './helpers.js';
import { control } from './jssdk-page.js';
import type { RunningServer } from '../../harness/server/index.js';

interface Ctx {
  server: RunningServer;
  client: Client;
}
const Faults = suite<Ctx>('faults');

Faults.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.client = new Client(ctx.server.url);
  await ctx.client.login();
});
Faults.after(async ({ server }) => server.close());
Faults.after.each(async ({ client }) => {
  await control(client, 'DELETE', 'faults');
});

const SERVICES = '/api/v1/service/list';
const services = (client: Client) => client.raw(`${SERVICES}?authorizer_appid=${APPID}`);
const libraries = (client: Client) => client.raw('/api/v1/elib/getLibraries');

Faults('latency delays every /api call, not the control API', async ({ client }) => {
  assert.equal((await control(client, 'POST', 'faults', { latency: 300 })).data, { latency: 300 });
  let started = Date.now();
  const response = await services(client);
  assert.ok(Date.now() - started >= 290, 'the call waited');
  assert.is((await response.json()).code, 1);
  started = Date.now();
  await control(client, 'GET', 'faults');
  assert.ok(Date.now() - started < 250, 'the control API is not delayed');
});

Faults('failureRate 1 answers 500 with the platform or library-system envelope', async ({ client }) => {
  await control(client, 'POST', 'faults', { failureRate: 1 });
  const platform = await services(client);
  assert.is(platform.status, 500);
  assert.equal(await platform.json(), { code: 500, message: '模拟故障：服务暂时不可用', data: null });
  const elib = await libraries(client);
  assert.is(elib.status, 500);
  const body = await elib.json();
  assert.is(body.status, '500');
  assert.is(body.message, '模拟故障：服务暂时不可用');
  await control(client, 'POST', 'faults', { failureRate: 0 });
  assert.is((await services(client)).status, 200);
});

Faults('an endpoint rule overrides the global one', async ({ client }) => {
  await control(client, 'POST', 'faults', {
    failureRate: 1,
    endpoints: { '/v1/elib/getLibraries': { failureRate: 0 } },
  });
  assert.is((await libraries(client)).status, 200);
  assert.is((await services(client)).status, 500);
  await control(client, 'POST', 'faults', { endpoints: { '/v1/service/list': { failureRate: 1 } } });
  assert.is((await services(client)).status, 500);
  assert.is((await libraries(client)).status, 200);
  assert.equal(ruleFor({ latency: 100, failureRate: 0.5, endpoints: { '/a': { latency: 5 } } }, '/a'), {
    latency: 5,
    failureRate: 0.5,
  });
});

Faults('offline drops the connection; the control API still answers', async ({ client }) => {
  await control(client, 'POST', 'faults', { offline: true });
  let error: Error | null = null;
  try {
    await (await services(client)).text();
  } catch (caught) {
    error = caught as Error;
  }
  assert.ok(error, 'the request failed at the network level');
  assert.match(String((error as NodeJS.ErrnoException).code ?? error!.message), /ECONNRESET|socket hang up/);
  assert.equal((await control(client, 'GET', 'faults')).data, { offline: true });
  await control(client, 'DELETE', 'faults');
  assert.is((await services(client)).status, 200);
});

Faults('a phone with cookie harness_faults=off is spared the faults; the others are not', async ({ client }) => {
  await control(client, 'POST', 'faults', { failureRate: 1, latency: 300 });
  const spared = { headers: { cookie: 'harness_persona=reader; harness_faults=off' } };
  const started = Date.now();
  const answer = await client.raw(`${SERVICES}?authorizer_appid=${APPID}`, spared);
  assert.is(answer.status, 200);
  assert.ok(Date.now() - started < 290, 'no latency added');
  assert.is(
    (await client.raw(`${SERVICES}?authorizer_appid=${APPID}`, { headers: { cookie: 'harness_faults=on' } })).status,
    500,
  );
  assert.is((await services(client)).status, 500);
  await control(client, 'POST', 'faults', { offline: true });
  assert.is((await client.raw(`${SERVICES}?authorizer_appid=${APPID}`, spared)).status, 200);
});

Faults('bad settings are refused with a Chinese message and change nothing', async ({ client }) => {
  await control(client, 'POST', 'faults', { latency: 10 });
  const refused = [
    { latency: -1 },
    { latency: 60001 },
    { latency: '100' },
    { failureRate: 1.5 },
    { failureRate: -0.1 },
    { offline: 'yes' },
    { endpoints: [] },
    { endpoints: { 'v1/no-slash': { latency: 1 } } },
    { endpoints: { '/v1/service/list': { failureRate: 2 } } },
    { endpoints: { '/v1/service/list': 5 } },
  ];
  for (const settings of refused) {
    const body = await control(client, 'POST', 'faults', settings);
    assert.is(body.code, 0, JSON.stringify(settings));
    assert.match(body.message, /[\u4e00-\u9fa5]/);
  }
  assert.equal((await control(client, 'GET', 'faults')).data, { latency: 10 });
  assert.equal((await control(client, 'DELETE', 'faults')).data, {});
});

Faults.run();
