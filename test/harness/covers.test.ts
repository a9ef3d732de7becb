/** GET /api/covers/:isbn: generated SVG covers, cacheable, a placeholder for an unknown ISBN. */
import * as assert from 'uvu/assert';
import { coverSvg, escapeXml, wrapText } from '../../harness/server/ils/covers.js';
import { harnessSuite, rawRequest } from './helpers.js';

const Covers = harnessSuite('covers');

Covers('a title of the catalogue: its title and author on a deterministic SVG, no token needed', async ({ server }) => {
  const book = server.db.prepare('SELECT isbn, title, author FROM books ORDER BY bookrecno LIMIT 1').get() as {
    isbn: string;
    title: string;
    author: string;
  };
  const response = await rawRequest(`${server.url}/api/covers/${book.isbn}`);
  assert.is(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^image\/svg\+xml/);
  assert.match(response.headers.get('cache-control') ?? '', /max-age=\d{6,}/);
  const svg = await response.text();
  assert.ok(svg.includes(escapeXml(book.author)));
  assert.ok(svg.includes(escapeXml(wrapText(book.title, 9, 4)[0])));
  const again = await rawRequest(`${server.url}/api/covers/${book.isbn}`);
  assert.is(await again.text(), svg, 'the same every time');
  const etag = response.headers.get('etag') ?? '';
  assert.match(etag, /^"\w+"$/);
  const cached = await rawRequest(`${server.url}/api/covers/${book.isbn}`, { headers: { 'if-none-match': etag } });
  assert.is(cached.status, 304);
  assert.is(await cached.text(), '');
});

Covers('an unknown or malformed ISBN: 404 with a plain placeholder', async ({ server }) => {
  for (const isbn of ['9780000000002', 'not-an-isbn', '%3Cscript%3E']) {
    const response = await rawRequest(`${server.url}/api/covers/${isbn}`);
    assert.is(response.status, 404, isbn);
    assert.match(response.headers.get('content-type') ?? '', /^image\/svg\+xml/);
    assert.match(await response.text(), /暂无封面/);
  }
  const head = await rawRequest(`${server.url}/api/covers/9780000000002`, { method: 'HEAD' });
  assert.equal([head.status, head.headers.get('allow')], [405, 'GET']);
});

Covers('text is XML-escaped; colours differ by ISBN', () => {
  const svg = coverSvg('9787020002207', '<b>&"书"\u0000', "O'Neil & 张");
  assert.not.ok(svg.includes('<b>') || svg.includes('\u0000'));
  assert.ok(svg.includes('&#60;b&#62;&#38;&#34;书&#34;'));
  assert.ok(svg.includes('O&#39;Neil &#38; 张'));
  assert.is.not(coverSvg('9787020002207', 'a', 'b'), coverSvg('9787020002214', 'a', 'b'));
  assert.equal(wrapText('一二三四五六七八九十', 4, 2), ['一二三四', '五六七…']);
});

Covers.run();
