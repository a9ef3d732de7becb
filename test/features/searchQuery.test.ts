import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { queryString, readQuery, SEARCH_TYPES } from '../../src/features/catalogue/searchQuery';

const Query = suite('search query in the address');

Query('SPEC §9 types in order', () => {
  assert.equal(
    SEARCH_TYPES.map((t) => t.label),
    ['任意词', '书名', 'ISBN', '作者', '主题', '出版社', '分类号'],
  );
});

Query('round trip, defaults left out', () => {
  const query = { type: 'title' as const, q: '红楼梦', lib: 'SXLIB', shelf: true, sort: 'newest' as const };
  assert.is(queryString(query), 'type=title&q=%E7%BA%A2%E6%A5%BC%E6%A2%A6&lib=SXLIB&shelf=1&sort=newest');
  assert.equal(readQuery(new URLSearchParams(queryString(query))), query);
  assert.is(
    queryString({ ...query, lib: '', shelf: false, sort: 'relevance' }),
    'type=title&q=%E7%BA%A2%E6%A5%BC%E6%A2%A6',
  );
});

Query('a hand-edited address is read safely', () => {
  assert.is(readQuery(new URLSearchParams('q=%20%20')), null);
  assert.equal(readQuery(new URLSearchParams('type=evil&q=x&lib=%3Cscript%3E&shelf=yes&sort=up')), {
    type: 'keyword',
    q: 'x',
    lib: '',
    shelf: false,
    sort: 'relevance',
  });
  assert.is(readQuery(new URLSearchParams(`q=${'字'.repeat(300)}`))?.q.length, 100);
});

Query.run();
