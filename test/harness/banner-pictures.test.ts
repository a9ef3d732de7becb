/**
 * Home's banner pictures as the harness keeps and serves them: baseline JPEGs of 750×375 and a few
 * tens of KB (a picture CDN's answer for a phone, not a flat gradient of a few KB), the same bytes
 * from every seed; GET /api/media/<id> answers them as image/jpeg, immutable and public for a year,
 * with a strong ETag that a repeat request gets 304 for. A reader's kept files are immutable too,
 * but private.
 */
import { imageSize } from 'image-size';
import * as assert from 'uvu/assert';
import { harnessConfig } from '../../harness/server/infra/config.js';
import { openDb } from '../../harness/server/schema/migrate.js';
import { seedContent } from '../../harness/server/seed/content.js';
import { APPID, type Client, harnessSuite } from './helpers.js';

const Pictures = harnessSuite('banner pictures');

type Banner = { id: number; title: string; image: string };

const PUBLIC_IMMUTABLE = 'public, max-age=31536000, immutable';

async function banners(ctx: { client: Client }): Promise<Banner[]> {
  return ((await ctx.client.get('/api/v1/content/banners')) as { data: Banner[] }).data;
}

/** The JPEG's frame markers, walked from SOI to the start of scan. */
function frameMarkers(jpeg: Buffer): number[] {
  const markers: number[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1];
    markers.push(marker);
    if (marker === 0xda) break;
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return markers;
}

Pictures('each banner picture is a baseline JPEG, 750×375, a few tens of KB', async (ctx) => {
  const list = await banners(ctx);
  assert.is(list.length, 4);
  const sizes = new Set<number>();
  for (const banner of list) {
    const answer = await ctx.server.app.request(banner.image);
    assert.is(answer.status, 200, banner.title);
    assert.is(answer.headers.get('content-type'), 'image/jpeg', banner.title);
    const jpeg = Buffer.from(await answer.arrayBuffer());
    assert.equal(imageSize(jpeg), { width: 750, height: 375, type: 'jpg' }, banner.title);
    assert.ok(jpeg.length >= 25_000 && jpeg.length <= 60_000, `${banner.title}: ${jpeg.length} bytes`);
    assert.equal([jpeg[0], jpeg[1], jpeg.at(-2), jpeg.at(-1)], [0xff, 0xd8, 0xff, 0xd9], 'SOI … EOI');
    const markers = frameMarkers(jpeg);
    assert.ok(markers.includes(0xc0), 'a baseline frame (SOF0)');
    assert.not.ok(markers.includes(0xc2), 'not progressive');
    assert.is(markers.at(-1), 0xda, 'the scan follows the headers');
    // No words: the picture has no text chunk or comment, and nothing in it spells the title.
    assert.not.ok(markers.includes(0xfe), 'no comment');
    assert.not.ok(jpeg.includes(Buffer.from(banner.title)), 'the title is not in the file');
    sizes.add(jpeg.length);
  }
  assert.is(sizes.size, 4, 'four different pictures');
});

Pictures('a banner picture is cached as a CDN sends it: public, immutable, a strong ETag', async (ctx) => {
  const [banner] = await banners(ctx);
  const first = await ctx.server.app.request(banner.image);
  assert.is(first.headers.get('cache-control'), PUBLIC_IMMUTABLE);
  const etag = first.headers.get('etag') ?? '';
  assert.match(etag, /^"[0-9a-f]{24}"$/);
  const body = Buffer.from(await first.arrayBuffer());

  const again = await ctx.server.app.request(banner.image, { headers: { 'if-none-match': etag } });
  assert.is(again.status, 304);
  assert.equal([again.headers.get('etag'), again.headers.get('cache-control')], [etag, PUBLIC_IMMUTABLE]);
  assert.is((await again.arrayBuffer()).byteLength, 0);
  // A weak or listed validator matches too; another picture's does not.
  const listed = await ctx.server.app.request(banner.image, { headers: { 'if-none-match': `"nope", W/${etag}` } });
  assert.is(listed.status, 304);
  const other = await ctx.server.app.request(banner.image, {
    headers: { 'if-none-match': '"0123456789abcdef01234567"' },
  });
  assert.is(other.status, 200);
  assert.equal(Buffer.from(await other.arrayBuffer()), body);
  // A range is cached the same way.
  const part = await ctx.server.app.request(banner.image, { headers: { range: 'bytes=0-1' } });
  assert.equal(
    [part.status, part.headers.get('etag'), part.headers.get('cache-control')],
    [206, etag, PUBLIC_IMMUTABLE],
  );
});

Pictures("a reader's kept picture is immutable but private, with its ETag", async (ctx) => {
  const wall = (await ctx.client.get('/api/v1/photo/list', { authorizer_appid: APPID, rows: '1' })) as {
    data: { rows: { pictures: string[] }[] };
  };
  const [url] = wall.data.rows[0].pictures;
  const picture = await ctx.server.app.request(url);
  assert.is(picture.status, 200);
  assert.is(picture.headers.get('cache-control'), 'private, max-age=2592000, immutable');
  const etag = picture.headers.get('etag') ?? '';
  assert.match(etag, /^"[0-9a-f]{24}"$/);
  const again = await ctx.server.app.request(url, { headers: { 'if-none-match': etag } });
  assert.is(again.status, 304);
});

Pictures('a second seed keeps the same banner pictures, byte for byte', async (ctx) => {
  const served = await Promise.all(
    (await banners(ctx)).map(async (b) => Buffer.from(await (await ctx.server.app.request(b.image)).arrayBuffer())),
  );
  const db = openDb(':memory:');
  try {
    seedContent(db, Date.now() - 3 * 24 * 3600_000, harnessConfig.libraryPolicy);
    const seeded = db
      .prepare("SELECT data FROM media_files WHERE kind = 'banner' ORDER BY owner, seq")
      .pluck()
      .all() as Buffer[];
    assert.equal(seeded, served);
  } finally {
    db.close();
  }
});

Pictures.run();
