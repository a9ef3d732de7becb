/** listBib's query builder and the index's text (pure): every search type, ISBN forms, escaping, paging. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openDb } from '../../harness/server/schema/migrate.js';
import { InputError } from '../../harness/server/infra/envelope.js';
import {
  isbn10Check,
  matchExpression,
  parseClassno,
  parseIsbn,
  planSearch,
  type SearchInput,
  withFilter,
} from '../../harness/server/ils/search/query.js';
import { availText, indexText, normalize, segmentPhrase } from '../../harness/server/ils/search/text.js';

const input = (changes: Partial<SearchInput>): SearchInput => ({
  searchtype: 'keyword',
  q: '',
  libcode: '',
  onshelf: '',
  sort: '',
  page: '',
  rows: '',
  ...changes,
});

const refusal = (changes: Partial<SearchInput>): string => {
  try {
    planSearch(input(changes));
  } catch (error) {
    if (error instanceof InputError) return error.message;
    throw error;
  }
  return '';
};

const Text = suite('search text');

Text('fields become bigrams plus the last character, per run of letters and digits', () => {
  assert.is(indexText('红楼梦'), '红楼 楼梦 梦');
  assert.is(indexText('三体Ⅱ：黑暗森林'), '三体 体i ii i 黑暗 暗森 森林 林');
  assert.is(indexText('Python 编程'), 'py yt th ho on n 编程 程');
  assert.is(indexText('家'), '家');
  assert.is(indexText('  ---  '), '');
});

Text('normalize: full-width to ASCII, lower case, blanks collapsed', () => {
  assert.is(normalize('  ＰＹＴＨＯＮ\u3000 入门 '), 'python 入门');
});

Text('a one-character query is a prefix query, longer ones the phrase of their bigrams', () => {
  assert.is(segmentPhrase('梦'), '"梦"*');
  assert.is(segmentPhrase('红楼'), '"红楼"');
  assert.is(segmentPhrase('红楼梦'), '"红楼 楼梦"');
  assert.is(segmentPhrase('平凡的世'), '"平凡 凡的 的世"');
});

Text('match expressions: every word, in a column when asked', () => {
  assert.is(matchExpression('三体 刘慈欣'), '"三体" AND "刘慈 慈欣"');
  assert.is(matchExpression('海', 'title'), '{title} : "海"*');
  assert.is(matchExpression('中华书局', 'publisher'), '{publisher} : "中华 华书 书局"');
});

Text('FTS syntax typed by the reader is only text: every plan parses, for every type', () => {
  const db = openDb(':memory:');
  db.prepare('INSERT INTO bib_fts (rowid, title, classno) VALUES (1, ?, ?)').run(
    indexText('OR 与 NEAR 的故事'),
    'i247.5',
  );
  const hostile = [
    '"',
    '""',
    '*',
    'a*',
    '-x',
    'OR',
    'AND',
    'NOT',
    'NEAR',
    'NEAR(a b)',
    '(',
    ')',
    '{title}:x',
    '^a',
    'a:b',
    "' OR 1=1 --",
    '书"名',
    '红*楼',
    'x OR y',
    'I(2)',
    'A:B',
    'T-P',
  ];
  const types = ['keyword', 'title', 'author', 'subject', 'publish', 'classno', 'isbn'];
  for (const q of hostile) {
    for (const searchtype of types) {
      let match = '';
      try {
        const plan = planSearch(input({ q, searchtype, onshelf: '1', libcode: 'SXLIB' }));
        match = withFilter(plan.match, plan.filter);
      } catch (error) {
        if (!(error instanceof InputError)) throw error;
        continue;
      }
      assert.not.throws(
        () => db.prepare('SELECT count(*) FROM bib_fts WHERE bib_fts MATCH ?').get(match),
        `${searchtype} ${q}: ${match}`,
      );
    }
  }
  const count = (q: string, searchtype = 'keyword') =>
    db
      .prepare('SELECT count(*) FROM bib_fts WHERE bib_fts MATCH ?')
      .pluck()
      .get(planSearch(input({ q, searchtype })).match);
  assert.is(count('OR'), 1, 'OR is a word to find, not an operator');
  assert.is(count('near'), 1);
  assert.is(count('故'), 1);
  assert.is(count('事'), 1, 'the last character of a field is found');
  assert.is(count('与的'), 0, 'not a substring');
  assert.is(count('I247', 'classno'), 1, 'a class-number prefix');
  assert.is(count('i247.5', 'classno'), 1);
  assert.is(count('I24.5', 'classno'), 0);
  db.close();
});

Text.run();

const Isbn = suite('search ISBN and class numbers');

Isbn('ISBN-13 with or without hyphens and blanks, its check digit verified', () => {
  assert.equal(parseIsbn('978-7-02-000220-7'), { isbn: '9787020002207' });
  assert.equal(parseIsbn(' 9787020002207 '), { isbn: '9787020002207' });
  assert.equal(parseIsbn('9787020002208'), { error: 'ISBN 校验位不正确，请核对后重试' });
});

Isbn('ISBN-10 becomes its ISBN-13; X is a check digit', () => {
  assert.equal(parseIsbn('7-02-000220-X'), { isbn: '9787020002207' });
  assert.is(isbn10Check('080442957'), 'X');
  assert.equal(parseIsbn('0-8044-2957-x'), { isbn: '9780804429573' });
  assert.equal(parseIsbn('7-02-000220-1'), { error: 'ISBN 校验位不正确，请核对后重试' });
});

Isbn('anything else is not an ISBN', () => {
  for (const text of ['12345', '978702000220', 'abcdefghij', '97870200022077', '']) {
    assert.equal(parseIsbn(text), { error: 'ISBN 格式错误，应为10位或13位数字' }, text);
  }
});

Isbn('class numbers: a capital letter first, upper-cased, blanks dropped', () => {
  assert.is(parseClassno('i247.5'), 'I247.5');
  assert.is(parseClassno('TP 312'), 'TP312');
  assert.is(parseClassno('红楼'), '');
  assert.is(parseClassno('247'), '');
});

Isbn.run();

const Plan = suite('search plans');

Plan('each type searches its column; keyword the four text columns', () => {
  assert.is(planSearch(input({ q: '三体' })).match, '{title author subject publisher} : "三体"');
  assert.is(planSearch(input({ q: '三体' })).titleMatch, '{title} : "三体"');
  assert.is(planSearch(input({ searchtype: 'title', q: '三体' })).match, '{title} : "三体"');
  assert.is(planSearch(input({ searchtype: 'author', q: '余华' })).match, '{author} : "余华"');
  assert.is(planSearch(input({ searchtype: 'subject', q: '小说' })).match, '{subject} : "小说"');
  assert.is(planSearch(input({ searchtype: 'publish', q: '中华' })).match, '{publisher} : "中华"');
  const isbn = planSearch(input({ searchtype: 'isbn', q: '978-7-02-000220-7' }));
  assert.equal([isbn.match, isbn.isbn], ['{isbn} : "9787020002207"', '9787020002207']);
  const classno = planSearch(input({ searchtype: 'classno', q: 'i247.5' }));
  assert.equal([classno.match, classno.classno], ['{classno} : "i247.5"*', 'I247.5']);
});

Plan('a keyword that is an ISBN or a class number also matches those', () => {
  const isbn = planSearch(input({ q: '9787020002207' }));
  assert.is(isbn.isbn, '9787020002207');
  assert.ok(isbn.match.endsWith(' OR ({isbn} : "9787020002207")'), isbn.match);
  const classno = planSearch(input({ q: 'TP312' }));
  assert.is(classno.classno, 'TP312');
  assert.ok(classno.match.endsWith(' OR ({classno} : "tp312"*)'), classno.match);
  assert.is(planSearch(input({ q: '红楼梦' })).classno, '');
});

Plan('filters become an availability token', () => {
  assert.is(planSearch(input({ q: 'x' })).filter, '');
  assert.is(planSearch(input({ q: 'x', onshelf: '1' })).filter, '+anys');
  assert.is(planSearch(input({ q: 'x', libcode: 'SXLIB' })).filter, '+53584c4942c');
  assert.is(planSearch(input({ q: 'x', libcode: 'SXLIB', onshelf: '1' })).filter, '+53584c4942s');
  assert.is(withFilter('{title} : "x"*', '+anys'), '({title} : "x"*) AND {avail} : "+anys"');
  assert.is(
    availText([
      ['SXLIB', 1],
      ['SXLIB-CN', 2],
      ['SXLIB-HX', 4],
    ]),
    '+53584c4942c +53584c4942s +anyc +anys +53584c49422d434ec',
  );
});

Plan('defaults: keyword, relevance, page 1 of 20; normalized keyword for the log', () => {
  const plan = planSearch(input({ searchtype: '', q: '  Ｐｙｔｈｏｎ ' }));
  assert.equal(
    [plan.searchtype, plan.sort, plan.page, plan.rows, plan.keyword, plan.q, plan.onshelf],
    ['keyword', 'relevance', 1, 20, 'python', 'Ｐｙｔｈｏｎ', false],
  );
  const other = planSearch(input({ q: '海', sort: 'newest', onshelf: '1', page: '3', rows: '100' }));
  assert.equal([other.sort, other.onshelf, other.page, other.rows], ['newest', true, 3, 100]);
});

Plan('refusals, in Chinese', () => {
  assert.is(refusal({ q: '' }), '缺少参数：检索词');
  assert.is(refusal({ q: '书'.repeat(101) }), '检索词不能超过100个字');
  assert.is(refusal({ q: '书'.repeat(100) }), '');
  assert.is(refusal({ q: '😀'.repeat(100) }), '检索词须包含文字或数字', 'counted in characters, not UTF-16 units');
  assert.is(refusal({ q: '!!!' }), '检索词须包含文字或数字');
  assert.is(refusal({ q: 'a\u0000b' }), '检索词不能包含控制字符');
  assert.is(
    refusal({ q: 'x', searchtype: 'everything' }),
    '检索类型 searchtype 须为 keyword、title、isbn、author、subject、publish 或 classno',
  );
  assert.is(refusal({ q: 'x', sort: 'oldest' }), '排序方式 sort 须为 relevance 或 newest');
  assert.is(refusal({ q: 'x', onshelf: 'yes' }), '在架筛选 onshelf 只能是 1');
  assert.is(refusal({ q: '123', searchtype: 'isbn' }), 'ISBN 格式错误，应为10位或13位数字');
  assert.is(refusal({ q: '9787020002208', searchtype: 'isbn' }), 'ISBN 校验位不正确，请核对后重试');
  assert.is(refusal({ q: '红楼', searchtype: 'classno' }), '分类号格式错误，应以大写字母开头，如 I247.5');
});

Plan('paging bounds', () => {
  assert.is(refusal({ q: 'x', page: '0' }), '页码 page 须为正整数');
  assert.is(refusal({ q: 'x', page: '-1' }), '页码 page 须为正整数');
  assert.is(refusal({ q: 'x', page: '1.5' }), '页码 page 须为正整数');
  assert.is(refusal({ q: 'x', rows: '0' }), '每页条数 rows 须为 1 到 100 的整数');
  assert.is(refusal({ q: 'x', rows: '101' }), '每页条数 rows 须为 1 到 100 的整数');
  assert.is(refusal({ q: 'x', page: '500', rows: '20' }), '');
  assert.is(refusal({ q: 'x', page: '501', rows: '20' }), '最多只能查看前 10000 条结果，请缩小检索范围');
});

Plan.run();
