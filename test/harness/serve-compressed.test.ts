/**
 * The harness serves what it builds like a production server: compressed text (brotli, gzip)
 * that decodes to the file's bytes, `Vary: Accept-Encoding`, immutable caching for hashed files
 * only, ETags with 304s (bridge.js included), and folders mounted beside the app.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RunningServer } from '../../harness/server/index.js';
import { encodeFile, negotiate } from '../../harness/server/infra/compress.js';
import { cacheControlFor, IMMUTABLE, isHashedFile } from '../../harness/server/infra/static.js';
import { APPID, signedInClient, startTestServer } from './helpers.js';

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) MicroMessenger/8.0.50(0x1800322c)';
const INDEX =
  '<!doctype html><html><head><meta charset="utf-8"><title>app</title>' +
  `<style>${Array.from({ length: 20 }, (_, i) => `.boot${i} { color: #999; }`).join(' ')}</style>` +
  '<script type="module" src="/js/main-ABCD2345.js"></script></head><body><div id="root"></div></body></html>';
/** Big and repetitive enough that both encodings make it smaller. */
const SCRIPT = `${Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2; // 书香`).join('\n')}\n`;
const STYLES = `${Array.from({ length: 200 }, (_, i) => `.c${i} { margin: ${i}px; color: #333; }`).join('\n')}\n`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

interface Answer {
  status: number;
  header(name: string): string | null;
  body: Buffer;
}

/** GET over node:http, the body as the bytes on the wire (no decoding). */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          header: (name) => {
            const value = res.headers[name.toLowerCase()];
            return value === undefined ? null : String(value);
          },
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(answer: Answer): Buffer {
  const encoding = answer.header('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  assert.is(encoding, null, 'only br, gzip or no encoding');
  return answer.body;
}

interface Ctx {
  release: RunningServer;
  dev: RunningServer;
  dist: string;
  floor: string;
}
const Serve = suite<Ctx>('serving like production');

Serve.before(async (ctx) => {
  ctx.dist = mkdtempSync(join(tmpdir(), 'harness-dist-'));
  mkdirSync(join(ctx.dist, 'js'));
  mkdirSync(join(ctx.dist, 'assets'));
  writeFileSync(join(ctx.dist, 'index.html'), INDEX);
  writeFileSync(join(ctx.dist, 'js', 'main-ABCD2345.js'), SCRIPT);
  writeFileSync(join(ctx.dist, 'js', 'unhashed.js'), SCRIPT);
  writeFileSync(join(ctx.dist, 'assets', 'app-Z7Q4M2XK.css'), STYLES);
  writeFileSync(join(ctx.dist, 'assets', 'logo-K25GJ7RI.png'), PNG);
  writeFileSync(join(ctx.dist, 'MP_verify_abc.txt'), 'abc');
  ctx.floor = mkdtempSync(join(tmpdir(), 'harness-floor-'));
  mkdirSync(join(ctx.floor, 'js'));
  writeFileSync(join(ctx.floor, 'index.html'), '<!doctype html><title>floor</title>');
  writeFileSync(join(ctx.floor, 'js', 'floor-QWERTY23.js'), SCRIPT);
  ctx.release = await startTestServer({ distDir: ctx.dist, dev: false, mounts: { '/__bench/floor': ctx.floor } });
  ctx.dev = await startTestServer({ distDir: ctx.dist, dev: true });
});
Serve.after(async ({ release, dev, dist, floor }) => {
  await release.close();
  await dev.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(floor, { recursive: true, force: true });
});

Serve('brotli, gzip and no encoding all decode to the file, with Vary: Accept-Encoding', async ({ release }) => {
  for (const [accept, expected] of [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['identity', null],
    ['', null],
  ] as const) {
    for (const [path, content, type] of [
      ['/js/main-ABCD2345.js', SCRIPT, 'javascript'],
      ['/assets/app-Z7Q4M2XK.css', STYLES, 'text/css'],
    ] as const) {
      const answer = await get(release.url + path, accept ? { 'accept-encoding': accept } : {});
      assert.is(answer.status, 200);
      assert.is(answer.header('content-encoding'), expected, `${path} for "${accept}"`);
      assert.is(answer.header('vary'), 'Accept-Encoding');
      assert.match(answer.header('content-type')!, type);
      assert.is(decode(answer).toString('utf8'), content);
      if (expected) assert.ok(answer.body.length < Buffer.byteLength(content), 'smaller on the wire');
    }
  }
});

Serve('index.html is compressed too, the bridge injected or not', async ({ release }) => {
  const accept = { 'accept-encoding': 'gzip, br' };
  const plain = await get(`${release.url}/`, accept);
  assert.is(plain.header('content-encoding'), 'br');
  assert.is(plain.header('vary'), 'Accept-Encoding');
  assert.is(decode(plain).toString('utf8'), INDEX);
  const wechat = await get(`${release.url}/books/index`, { ...accept, 'user-agent': WECHAT_UA });
  assert.match(decode(wechat).toString('utf8'), '<head><script src="/__harness/bridge.js"></script>');
  assert.is.not(wechat.header('etag'), plain.header('etag'), 'each variant has its own ETag');
});

Serve('cookie harness_bridge=none: a WeChat user agent gets the page without bridge.js', async ({ release }) => {
  const answer = await get(`${release.url}/`, { 'user-agent': WECHAT_UA, cookie: 'harness_bridge=none' });
  assert.is(decode(answer).toString('utf8'), INDEX);
});

Serve('pictures are not compressed and carry no Vary', async ({ release }) => {
  const answer = await get(`${release.url}/assets/logo-K25GJ7RI.png`, { 'accept-encoding': 'br, gzip' });
  assert.is(answer.header('content-encoding'), null);
  assert.is(answer.header('vary'), null);
  assert.equal(answer.body, PNG);
});

Serve('a release caches hashed files for good, everything else is revalidated', async ({ release }) => {
  const cache = async (path: string) => (await get(release.url + path)).header('cache-control');
  assert.is(await cache('/js/main-ABCD2345.js'), IMMUTABLE);
  assert.is(IMMUTABLE, 'public, max-age=31536000, immutable');
  assert.is(await cache('/assets/app-Z7Q4M2XK.css'), IMMUTABLE);
  assert.is(await cache('/assets/logo-K25GJ7RI.png'), IMMUTABLE);
  assert.is(await cache('/js/unhashed.js'), 'no-cache');
  assert.is(await cache('/'), 'no-cache');
  assert.is(await cache('/index.html'), 'no-cache');
  assert.is(await cache('/opac/index'), 'no-cache');
  assert.is(await cache('/MP_verify_abc.txt'), 'no-cache');
});

Serve('a dev build revalidates everything', async ({ dev }) => {
  const answer = await get(`${dev.url}/js/main-ABCD2345.js`, { 'accept-encoding': 'gzip' });
  assert.is(answer.header('cache-control'), 'no-cache');
  assert.is(answer.header('content-encoding'), 'gzip');
  assert.is(decode(answer).toString('utf8'), SCRIPT);
});

Serve('which names count as hashed', () => {
  assert.ok(isHashedFile('js/main-66NWQ6VM.js'));
  assert.ok(isHashedFile('js/vconsole.min-BYFQIAZZ.js'));
  assert.ok(isHashedFile('assets/app-HCD5PH75.css'));
  assert.ok(isHashedFile('assets/fonts/icon-HCD5PH75.woff2'));
  assert.not.ok(isHashedFile('index.html'));
  assert.not.ok(isHashedFile('favicon-HCD5PH75.svg'), 'outside js/ and assets/');
  assert.not.ok(isHashedFile('js/main.js'));
  assert.not.ok(isHashedFile('js/main-abc123.js'), 'esbuild hashes are 8 upper-case letters and digits');
  assert.is(cacheControlFor('js/main-66NWQ6VM.js', true), 'no-cache');
});

Serve('ETags: 304 on If-None-Match, whatever encoding the tag was for', async ({ release }) => {
  for (const path of ['/', '/js/main-ABCD2345.js', '/MP_verify_abc.txt']) {
    const first = await get(release.url + path, { 'accept-encoding': 'br' });
    const etag = first.header('etag');
    assert.ok(etag && /^"[0-9a-f]+(-br)?"$/.test(etag), `${path}: ${etag}`);
    const again = await get(release.url + path, { 'accept-encoding': 'gzip', 'if-none-match': etag! });
    assert.is(again.status, 304, path);
    assert.is(again.body.length, 0);
    assert.ok(again.header('cache-control'));
    const stale = await get(release.url + path, { 'if-none-match': '"0000", W/"1111"' });
    assert.is(stale.status, 200);
  }
});

Serve('bridge.js has an ETag and answers 304 to it', async ({ release }) => {
  const first = await get(`${release.url}/__harness/bridge.js`);
  assert.is(first.status, 200);
  assert.is(first.header('cache-control'), 'no-cache');
  const etag = first.header('etag');
  assert.ok(etag, 'an ETag');
  const again = await get(`${release.url}/__harness/bridge.js`, { 'if-none-match': etag! });
  assert.is(again.status, 304);
  assert.is(again.header('etag'), etag);
  assert.is(again.body.length, 0);
  const weak = await get(`${release.url}/__harness/bridge.js`, { 'if-none-match': `W/${etag}` });
  assert.is(weak.status, 304, 'weak comparison');
  const compressed = await get(`${release.url}/__harness/bridge.js`, { 'accept-encoding': 'gzip' });
  assert.is(compressed.header('content-encoding'), 'gzip');
  assert.equal(decode(compressed), first.body);
});

Serve('a mounted folder is served like the app under its prefix', async ({ release }) => {
  const index = await get(`${release.url}/__bench/floor/`);
  assert.is(index.status, 200);
  assert.is(index.body.toString('utf8'), '<!doctype html><title>floor</title>');
  assert.is(index.header('cache-control'), 'no-cache');
  const script = await get(`${release.url}/__bench/floor/js/floor-QWERTY23.js`, { 'accept-encoding': 'br' });
  assert.is(script.header('cache-control'), IMMUTABLE);
  assert.is(decode(script).toString('utf8'), SCRIPT);
  assert.is((await get(`${release.url}/__bench/floor/missing`)).status, 404, 'no history fallback');
  assert.is((await get(`${release.url}/__bench/floor/..%2F..%2Fetc%2Fpasswd`)).status, 404);
});

Serve('a file is compressed once, and again after it changes', async ({ dist }) => {
  const file = join(dist, 'js', 'main-ABCD2345.js');
  const first = await encodeFile(file, 'text/javascript', 'fast');
  assert.is(await encodeFile(file, 'text/javascript', 'fast'), first, 'the same representations');
  writeFileSync(file, `${SCRIPT}// changed\n`);
  utimesSync(file, new Date(), new Date(Date.now() + 5000));
  const changed = await encodeFile(file, 'text/javascript', 'fast');
  assert.is.not(changed.hash, first.hash);
  assert.is(gunzipSync(changed.gzip!).toString('utf8'), `${SCRIPT}// changed\n`);
  writeFileSync(file, SCRIPT);
});

Serve('Accept-Encoding negotiation', () => {
  const both = { br: true, gzip: true };
  assert.is(negotiate(undefined, both), 'identity');
  assert.is(negotiate('gzip, deflate, br', both), 'br');
  assert.is(negotiate('gzip, deflate, br', { br: false, gzip: true }), 'gzip');
  assert.is(negotiate('br;q=0, gzip;q=0.1', both), 'gzip');
  assert.is(negotiate('gzip;q=1, br;q=0.9', both), 'gzip');
  assert.is(negotiate('*', both), 'br');
  assert.is(negotiate('*;q=0', both), 'identity');
  assert.is(negotiate('x-gzip', both), 'gzip');
  assert.is(negotiate('deflate', both), 'identity');
});

Serve(
  'vendor API JSON over 1 KB is gzipped for a client that accepts it; small answers and others go as they are',
  async ({ release }) => {
    const client = await signedInClient(release.url, 'reader');
    const path = `/api/v1/service/list?authorizer_appid=${APPID}&libcode=SXLIB&status=1`;
    const auth = { authorization: `Bearer ${client.token}` };
    const packed = await get(release.url + path, { ...auth, 'accept-encoding': 'gzip, deflate, br' });
    const plain = await get(release.url + path, auth);
    assert.is(packed.header('content-encoding'), 'gzip');
    assert.match(packed.header('vary') ?? '', /Accept-Encoding/);
    assert.is(Number(packed.header('content-length')), packed.body.length);
    assert.ok(packed.body.length * 2 < plain.body.length, `${packed.body.length} of ${plain.body.length} bytes`);
    assert.equal(JSON.parse(decode(packed).toString('utf8')), JSON.parse(plain.body.toString('utf8')));
    assert.is(plain.header('content-encoding'), null);
    assert.is(JSON.parse(plain.body.toString('utf8')).code, 1);
    // Under 1 KB: as it is.
    const small = await get(`${release.url}/api/v1/elib/getDictionary?key=rdrtype&authorizer_appid=${APPID}`, {
      ...auth,
      'accept-encoding': 'gzip',
    });
    assert.ok(small.body.length < 1024);
    assert.is(small.header('content-encoding'), null);
    assert.is(JSON.parse(small.body.toString('utf8')).status, '0');
  },
);

Serve.run();
