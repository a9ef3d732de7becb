import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Client, startTestServer } from './helpers.js';
import type { RunningServer } from '../../harness/server/index.js';

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) MicroMessenger/8.0.50(0x1800322c)';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36';
const BRIDGE = '<script src="/__harness/bridge.js"></script>';
const INDEX =
  '<!doctype html><html><head><meta charset="utf-8"><title>app</title></head><body><div id="root"></div></body></html>';

interface Ctx {
  server: RunningServer;
  client: Client;
  dist: string;
}
const Serve = suite<Ctx>('serving the app');

Serve.before(async (ctx) => {
  ctx.dist = mkdtempSync(join(tmpdir(), 'harness-dist-'));
  writeFileSync(join(ctx.dist, 'index.html'), INDEX);
  mkdirSync(join(ctx.dist, 'assets'));
  writeFileSync(join(ctx.dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  ctx.server = await startTestServer({ distDir: ctx.dist, dev: true });
  ctx.client = new Client(ctx.server.url);
});
Serve.after(async ({ server, dist }) => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (client: Client, path: string, headers: Record<string, string> = {}) => {
  const response = await client.raw(path, { headers: { 'user-agent': DESKTOP_UA, ...headers } });
  return { response, html: await response.text() };
};

Serve('a WeChat user agent gets the bridge as the first element of <head>', async ({ client }) => {
  const { response, html } = await page(client, '/', { 'user-agent': WECHAT_UA });
  assert.is(response.status, 200);
  assert.is(response.headers.get('cache-control'), 'no-cache');
  assert.ok(html.includes(`<head>${BRIDGE}<meta charset="utf-8">`), html);
});

Serve('a desktop browser gets the plain page', async ({ client }) => {
  const { html } = await page(client, '/');
  assert.not.ok(html.includes('bridge.js'));
});

Serve('?harness=1 and cookie harness_env=wechat turn emulation on; ?harness=0 off', async ({ client }) => {
  const frame = await page(client, '/?harness=1');
  assert.ok(frame.html.includes(BRIDGE));
  assert.match(frame.response.headers.get('set-cookie') ?? '', 'harness_env=wechat');
  assert.ok((await page(client, '/books/index', { cookie: 'harness_env=wechat' })).html.includes(BRIDGE));
  assert.not.ok((await page(client, '/?harness=0', { cookie: 'harness_env=wechat' })).html.includes(BRIDGE));
});

Serve('history mode: extension-less paths get index.html; files are served; missing files 404', async ({ client }) => {
  const deep = await page(client, '/rdrnos/bind?redirect_url=%2Fbooks%2Findex', { 'user-agent': WECHAT_UA });
  assert.ok(deep.html.includes('<div id="root">'));
  assert.ok(deep.html.includes(BRIDGE));
  const asset = await client.raw('/assets/main-abc123.js');
  assert.is(asset.status, 200);
  assert.match(asset.headers.get('content-type')!, 'javascript');
  assert.is(await asset.text(), 'console.log(1)');
  assert.is((await client.raw('/assets/missing.js')).status, 404);
  assert.is((await client.raw('/..%2F..%2F..%2Fetc%2Fpasswd.txt')).status, 404);
});

Serve('dev pages carry the live-reload client, which hears notifyReload', async ({ server, client }) => {
  const { html } = await page(client, '/');
  assert.match(html, /EventSource\("\/__harness\/livereload"\)[\s\S]*<\/body>/);
  const controller = new AbortController();
  const events = await client.raw('/__harness/livereload', { signal: controller.signal });
  assert.match(events.headers.get('content-type')!, 'text/event-stream');
  const next = () =>
    new Promise<string>((resolve) => events.stream.once('data', (chunk: Buffer) => resolve(chunk.toString())));
  assert.match(await next(), 'event: hello');
  const reload = next();
  server.notifyReload();
  assert.match(await reload, 'data: reload');
  events.stream.on('error', () => undefined);
  controller.abort();
});

Serve('bridge.js is served as a bundled script', async ({ client }) => {
  const response = await client.raw('/__harness/bridge.js');
  assert.is(response.status, 200);
  assert.match(response.headers.get('content-type')!, 'javascript');
  const code = await response.text();
  assert.match(code, 'WeixinJSBridgeReady');
  assert.match(code, 'MicroMessenger/8.0.50');
  assert.not.match(code, /^\s*import /m);
});

Serve('the control API switches persona and device with cookies', async ({ client }) => {
  const response = await client.raw('/__harness/api/persona', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ persona: 'multicard', device: 'android' }),
  });
  const body = await response.json();
  assert.is(body.code, 1);
  assert.is(body.data.persona.openid, 'oHARNESS_multicard0000000003');
  const cookies = response.headers.getSetCookie().join('\n');
  for (const c of ['harness_persona=multicard', 'harness_device=android', 'harness_env=wechat'])
    assert.match(cookies, c);
  const unknown = await client.post('/__harness/api/persona', { persona: 'nobody' });
  assert.is(unknown.code, 0);
  const badDevice = await client.post('/__harness/api/persona', { persona: 'reader', device: 'nokia' });
  assert.is(badDevice.code, 0);
  const list = await client.get('/__harness/api/personas');
  assert.equal(
    list.data.rows.map((p: { persona: string }) => p.persona),
    ['reader', 'newcomer', 'multicard', 'lostcard', 'expired', 'fined'],
  );
  assert.equal(
    list.data.rows[2].cards.map((c: { rdrno: string }) => c.rdrno),
    ['SX200001', 'SX200002', 'SX200003'],
  );
});

Serve.run();

// ---

const Building = suite<{ server: RunningServer; client: Client }>('before the first build');
Building.before(async (ctx) => {
  ctx.server = await startTestServer({ distDir: join(tmpdir(), 'harness-no-dist-here') });
  ctx.client = new Client(ctx.server.url);
});
Building.after(async ({ server }) => server.close());

Building('a Chinese page says the app is still building', async ({ client }) => {
  const response = await client.raw('/');
  assert.is(response.status, 200);
  assert.match(await response.text(), '应用正在构建');
});

Building.run();
