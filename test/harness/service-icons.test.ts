/**
 * The home grid's service icons as the harness keeps and serves them: each a PNG of 96×96 (2× the
 * 48-unit artwork) and a few KB, a white glyph on the service's rounded, shaded square, transparent
 * outside it; GET /api/media/<id> answers it as image/png, immutable and public for a year, with a
 * strong ETag; the same bytes from every seed; the service list's `icon` is its /api/media/ URL.
 */
import { inflateSync } from 'node:zlib';
import { imageSize } from 'image-size';
import * as assert from 'uvu/assert';
import { openDb } from '../../harness/server/schema/migrate.js';
import { SERVICES } from '../../harness/server/seed/data/services.js';
import { ICON_PIXELS, iconPixels } from '../../harness/server/seed/iconPicture.js';
import { encodePng } from '../../harness/server/seed/png.js';
import { seedServices } from '../../harness/server/seed/services.js';
import { APPID, type Client, harnessSuite } from './helpers.js';

const Icons = harnessSuite('service icons');

type Service = { id: number; name: string; icon: string };

const PUBLIC_IMMUTABLE = 'public, max-age=31536000, immutable';

async function services(client: Client): Promise<Service[]> {
  const list = (await client.get('/api/v1/service/list', { authorizer_appid: APPID })) as { data: { rows: Service[] } };
  return [...list.data.rows].sort((a, b) => a.id - b.id);
}

/** A PNG's pixels (8-bit RGBA, not interlaced), unfiltered. */
function pixels(png: Buffer): { width: number; height: number; rgba: Uint8Array } {
  let at = 8;
  const idat: Buffer[] = [];
  let width = 0;
  let height = 0;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      [width, height] = [data.readUInt32BE(0), data.readUInt32BE(4)];
      assert.equal([...data.subarray(8)], [8, 6, 0, 0, 0], '8-bit RGBA, not interlaced');
    }
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const rgba = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const a = i >= 4 ? rgba[y * stride + i - 4] : 0;
      const b = y > 0 ? rgba[(y - 1) * stride + i] : 0;
      const c = i >= 4 && y > 0 ? rgba[(y - 1) * stride + i - 4] : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter];
      rgba[y * stride + i] = (raw[y * (stride + 1) + 1 + i] + predictor) & 0xff;
    }
  }
  return { width, height, rgba };
}

const hex = (colour: string) => [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));

Icons('each service icon is a PNG of 96×96 under 6 KB, served as image/png and cached publicly', async (ctx) => {
  const list = await services(ctx.client);
  assert.is(list.length, SERVICES.length, 'hidden services too');
  const seen = new Set<string>();
  for (const service of list) {
    assert.match(service.icon, /^\/api\/media\/[A-Za-z0-9]+$/, service.name);
    const answer = await ctx.server.app.request(service.icon);
    assert.is(answer.status, 200, service.name);
    assert.is(answer.headers.get('content-type'), 'image/png', service.name);
    assert.is(answer.headers.get('cache-control'), PUBLIC_IMMUTABLE, service.name);
    const etag = answer.headers.get('etag') ?? '';
    assert.match(etag, /^"[0-9a-f]{24}"$/, service.name);
    const png = Buffer.from(await answer.arrayBuffer());
    assert.equal(imageSize(png), { width: 96, height: 96, type: 'png' }, service.name);
    assert.ok(png.length > 800 && png.length < 6 * 1024, `${service.name}: ${png.length} bytes`);
    seen.add(png.toString('base64'));
    const again = await ctx.server.app.request(service.icon, { headers: { 'if-none-match': etag } });
    assert.is(again.status, 304, service.name);
  }
  assert.is(seen.size, list.length, 'every service its own icon');
});

Icons("an icon is the service's shaded rounded square with a white glyph, transparent outside", async (ctx) => {
  const list = await services(ctx.client);
  for (const [index, service] of list.entries()) {
    const def = SERVICES[index];
    const png = Buffer.from(await (await ctx.server.app.request(service.icon)).arrayBuffer());
    const { width, rgba } = pixels(png);
    const at = (x: number, y: number) => [...rgba.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];
    // The rounded corners are transparent; the edges' middles are the square's, opaque.
    for (const [x, y] of [
      [0, 0],
      [95, 0],
      [0, 95],
      [95, 95],
      [3, 3],
    ])
      assert.is(at(x, y)[3], 0, `${def.name} (${x}, ${y})`);
    for (const [x, y] of [
      [48, 0],
      [0, 48],
      [48, 95],
      [95, 48],
    ])
      assert.is(at(x, y)[3], 255, `${def.name} (${x}, ${y})`);
    // Shaded diagonally: near the top-left corner the first colour, near the bottom-right the second.
    const near = (actual: number[], colour: string) => hex(colour).every((c, i) => Math.abs(actual[i] - c) <= 12);
    assert.ok(near(at(12, 4), def.colors[0]), `${def.name}: ${at(12, 4)} near ${def.colors[0]}`);
    assert.ok(near(at(83, 91), def.colors[1]), `${def.name}: ${at(83, 91)} near ${def.colors[1]}`);
    // The glyph: a good share of white in the middle, and smooth edges (grey levels, not just two).
    let white = 0;
    const levels = new Set<number>();
    for (let y = 16; y < 80; y++) {
      for (let x = 16; x < 80; x++) {
        const [r, g, b] = at(x, y);
        if (r === 255 && g === 255 && b === 255) white++;
        levels.add(Math.min(r, g, b));
      }
    }
    assert.ok(white > 300, `${def.name}: ${white} white pixels`);
    assert.ok(levels.size > 20, `${def.name}: anti-aliased`);
  }
});

Icons('a second seed keeps the same icons, byte for byte', async (ctx) => {
  const served = await Promise.all(
    (await services(ctx.client)).map(async (s) =>
      Buffer.from(await (await ctx.server.app.request(s.icon)).arrayBuffer()),
    ),
  );
  // Painted afresh (a seed reuses the icons this process painted already): the same bytes.
  const fresh = SERVICES.map((s) => encodePng(ICON_PIXELS, ICON_PIXELS, iconPixels(s.glyph, s.colors[0], s.colors[1])));
  assert.equal(fresh, served);
  const db = openDb(':memory:');
  try {
    seedServices(db, Date.now() - 3 * 24 * 3600_000);
    const seeded = db
      .prepare("SELECT data FROM media_files WHERE kind = 'service' ORDER BY owner, seq")
      .pluck()
      .all() as Buffer[];
    assert.equal(seeded, served);
    const icons = db.prepare('SELECT icon FROM services ORDER BY id').pluck().all() as string[];
    assert.ok(icons.every((icon) => /^\/api\/media\/[A-Za-z0-9]+$/.test(icon)));
  } finally {
    db.close();
  }
});

Icons.run();
