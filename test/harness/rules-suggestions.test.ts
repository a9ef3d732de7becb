/** The library's purchase-suggestion rule (ils/rules/suggestions.ts), as a pure function. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  heldMessage,
  type SuggestionFacts,
  type SuggestionInput,
  suggestionInputRefusal,
  suggestionRefusal,
  titleKey,
} from '../../harness/server/ils/rules/index.js';
import { parseIsbn } from '../../harness/server/ils/search/query.js';

const input = (changes: Partial<SuggestionInput> = {}): SuggestionInput => ({
  title: '长安的荔枝',
  author: '马伯庸',
  isbn: '',
  publisher: '湖南文艺出版社',
  reason: '',
  ...changes,
});

const facts = (changes: Partial<SuggestionFacts> = {}): SuggestionFacts => ({
  cardState: 'valid',
  isbn: { isbn: '' },
  held: null,
  open: [],
  recentCount: 0,
  ...changes,
});

const Rule = suite('suggestionRefusal');

Rule('a valid card suggesting a title the library lacks: allowed', () => {
  assert.is(suggestionRefusal(input(), facts()), '');
  assert.is(suggestionRefusal(input({ isbn: '9787572613678' }), facts({ isbn: { isbn: '9787572613678' } })), '');
});

Rule('the fields: title required and at most 100 characters on one line; author, publisher, reason', () => {
  assert.is(suggestionRefusal(input({ title: '' }), facts()), '请填写书名');
  assert.is(suggestionRefusal(input({ title: '书'.repeat(100) }), facts()), '');
  assert.is(suggestionRefusal(input({ title: '书'.repeat(101) }), facts()), '书名不能超过100个字，且不能换行');
  assert.is(suggestionRefusal(input({ title: '上\n下' }), facts()), '书名不能超过100个字，且不能换行');
  // Characters are counted, not UTF-16 units.
  assert.is(suggestionRefusal(input({ title: '𠀀'.repeat(100) }), facts()), '');
  assert.is(suggestionRefusal(input({ author: '作'.repeat(51) }), facts()), '作者不能超过50个字，且不能换行');
  assert.is(suggestionRefusal(input({ publisher: '社'.repeat(51) }), facts()), '出版社不能超过50个字，且不能换行');
  assert.is(suggestionRefusal(input({ reason: '因'.repeat(201) }), facts()), '推荐理由不能超过200个字');
  assert.is(suggestionRefusal(input({ reason: '第一行\n第二行' }), facts()), '');
  assert.is(suggestionInputRefusal(input({ author: '', publisher: '', reason: '' })), '');
});

Rule('the ISBN: the catalogue search parses it (ISBN-10 or -13, hyphens allowed, check digit)', () => {
  assert.equal(parseIsbn('978-7-5726-1367-8'), { isbn: '9787572613678' });
  assert.equal(parseIsbn('7-02-000220-X'), { isbn: '9787020002207' });
  const bad = parseIsbn('9787572613677');
  assert.is(suggestionRefusal(input(), facts({ isbn: bad })), 'ISBN 校验位不正确，请核对后重试');
  assert.is(suggestionRefusal(input(), facts({ isbn: parseIsbn('12345') })), 'ISBN 格式错误，应为10位或13位数字');
});

Rule('the card must be usable', () => {
  assert.is(suggestionRefusal(input(), facts({ cardState: 'lost' })), '读者证已挂失，请先到馆办理');
  assert.is(suggestionRefusal(input(), facts({ cardState: 'expired' })), '读者证已过期，请先办理延期');
  assert.is(suggestionRefusal(input(), facts({ cardState: 'cancelled' })), '读者证已注销');
});

Rule('the library already has the title (same ISBN or same title): 馆内已有此书 and its call number', () => {
  const held = { bookrecno: 12, callno: 'I242.4/12' };
  assert.is(
    suggestionRefusal(input(), facts({ isbn: { isbn: '9787020002207' }, held })),
    '馆内已有此书（索书号 I242.4/12）',
  );
  assert.is(heldMessage({ callno: '' }), '馆内已有此书');
  // Held comes before the quota: a reader at the limit is told the library has it.
  assert.is(
    suggestionRefusal(input({ title: '三体' }), facts({ held, recentCount: 5 })),
    '馆内已有此书（索书号 I242.4/12）',
  );
});

Rule('a real title: at least 2 letters, CJK characters or digits, not emoji or punctuation only', () => {
  const message = '请填写真实的书名：至少2个字，表情和标点不计';
  for (const title of ['😀📚', '《》', '三', '!!', '1', '📚 书', '😀😀😀😀😀😀']) {
    assert.is(suggestionRefusal(input({ title }), facts()), message, title);
    assert.is(suggestionInputRefusal(input({ title })), message, title);
  }
  for (const title of ['三体', 'AI', '《三体》', '1984', '𠀀𠀁'])
    assert.is(suggestionRefusal(input({ title }), facts()), '', title);
});

Rule('titleKey folds width, case, blanks and punctuation', () => {
  assert.is(titleKey('《三体》'), titleKey('三体'));
  assert.is(titleKey('Ｐｙｔｈｏｎ：编程'), 'python编程');
  assert.not.equal(titleKey('三体Ⅱ'), titleKey('三体'));
});

Rule('an open suggestion of the same ISBN or the same title (width, case and blanks ignored)', () => {
  const open = [{ title: 'Ｐｙｔｈｏｎ 编程', isbn: '9787115428028' }];
  assert.is(suggestionRefusal(input({ title: 'python编程' }), facts({ open })), '您已荐购过这本书，请等待处理');
  assert.is(
    suggestionRefusal(input({ title: '另一个书名' }), facts({ open, isbn: { isbn: '9787115428028' } })),
    '您已荐购过这本书，请等待处理',
  );
  assert.is(suggestionRefusal(input({ title: '另一个书名' }), facts({ open })), '');
  assert.is(titleKey(' A  b '), 'ab');
});

Rule('at most 5 suggestions in 30 days', () => {
  assert.is(suggestionRefusal(input(), facts({ recentCount: 4 })), '');
  assert.is(suggestionRefusal(input(), facts({ recentCount: 5 })), '30天内最多荐购5本，请稍后再试');
});

Rule('checked in order: fields, ISBN, card, held, duplicate, limit', () => {
  const all = facts({
    cardState: 'lost',
    isbn: { isbn: '9787020002207' },
    held: { bookrecno: 12, callno: 'I242.4/12' },
    open: [{ title: '长安的荔枝', isbn: '' }],
    recentCount: 9,
  });
  assert.is(suggestionRefusal(input({ title: '' }), all), '请填写书名');
  assert.is(
    suggestionRefusal(input(), { ...all, isbn: { error: 'ISBN 校验位不正确，请核对后重试' } }),
    'ISBN 校验位不正确，请核对后重试',
  );
  assert.is(suggestionRefusal(input(), all), '读者证已挂失，请先到馆办理');
  assert.is(suggestionRefusal(input(), { ...all, cardState: 'valid' }), '馆内已有此书（索书号 I242.4/12）');
  assert.is(suggestionRefusal(input(), { ...all, cardState: 'valid', held: null }), '您已荐购过这本书，请等待处理');
  assert.is(
    suggestionRefusal(input(), { ...all, cardState: 'valid', held: null, open: [] }),
    '30天内最多荐购5本，请稍后再试',
  );
});

Rule.run();
