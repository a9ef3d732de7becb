/**
 * 借阅排行 and 图书推荐 as the reader sees them, against a fake library system: the ranking by
 * period and library, the librarians' categories and titles, the 荐购 form (its checks before
 * sending, a suggestion made, a refusal), the reader's suggestions, a guest's bind prompt, and a
 * form filled in from the address. The form's ISBN check and the server's agree.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runInAction } from 'mobx';
import type { BibRow, ReaderBase, Suggestion } from '../../src/api/contract';
import LoanTopScreen from '../../src/features/catalogue/LoanTopScreen';
import RecommendScreen from '../../src/features/catalogue/RecommendScreen';
import { isbnProblem } from '../../src/features/catalogue/suggestionForm';
import { parseIsbn } from '../../harness/server/ils/search/query';
import type { RootStore } from '../../src/stores/RootStore';
import {
  type Backend,
  byText,
  click,
  fakeBackend,
  makeRoot,
  render,
  text,
  type,
  waitFor,
  sentTo,
  pickerOptions,
  pickInPicker,
} from '../helpers/page';
import { bib as anyBib, ok } from '../helpers/catalogueRows';

const bib = (n: number, extra: Partial<BibRow> = {}) => anyBib(n, { onshelf: 1, ...extra });

const suggestion = (id: number, extra: Partial<Suggestion> = {}): Suggestion => ({
  id,
  title: `荐购${id}`,
  author: '',
  isbn: '',
  publisher: '',
  reason: '',
  createdate: '2026-11-01',
  state: 0,
  statename: '待处理',
  reply: '',
  bookrecno: null,
  ...extra,
});

let backend: Backend | null = null;
const sent = (url: string) => sentTo(backend, url);

function asReader(root: RootStore) {
  runInAction(() => {
    root.reader.select_rdrno = 'SX100001';
    root.reader.elibUserBase = { rdrno: 'SX100001', state: 'valid' } as ReaderBase;
    root.reader.cardsStatus = 'ready';
    root.reader.cardsReady = true;
  });
}

const Pages = suite('借阅排行 and 图书推荐');
Pages.before.each(() => localStorage.clear());
Pages.after.each(() => {
  backend?.restore();
  backend = null;
});

Pages('借阅排行: ranked rows (top 3 stand out); a period or a library asks again', async () => {
  backend = fakeBackend({
    '/v1/elib/listRdrBibloanTop': (p) =>
      ok(
        p.period === 90
          ? [{ ...bib(9), loancount: 40, rank: 1 }]
          : [
              { ...bib(1), loancount: 12, rank: 1 },
              { ...bib(2), loancount: 9, rank: 2 },
              { ...bib(3), loancount: 9, rank: 2 },
              { ...bib(4), loancount: 5, rank: 4 },
            ],
      ),
  });
  const { root } = makeRoot();
  runInAction(() => {
    root.app.libcode = [
      { code: 'A', name: '总馆' },
      { code: 'ET', name: '少儿馆' },
    ];
  });
  const page = await render(<LoanTopScreen />, root, '/books/loanTop');
  await waitFor(() => page.container.querySelectorAll('.rec-book').length === 4);
  const ranks = [...page.container.querySelectorAll('.rec-rank')].map((el) => text(el));
  assert.equal(ranks, ['第1名', '第2名', '第2名', '第4名']);
  assert.is(page.container.querySelectorAll('.rec-rank--top').length, 3);
  assert.ok(text(page.container).includes('借阅 12 次'));
  assert.is(page.container.querySelector('.rec-book')!.getAttribute('href'), '/opac/detail?bookrecno=1');
  assert.equal(sent('/v1/elib/listRdrBibloanTop'), [{ period: 30, rows: 50 }]);
  assert.is(byText(page.container, '近30天', 'button').getAttribute('aria-pressed'), 'true');

  await click(byText(page.container, '近90天', 'button'));
  await waitFor(() => page.container.querySelectorAll('.rec-book').length === 1);
  assert.is(byText(page.container, '近90天', 'button').getAttribute('aria-pressed'), 'true');
  assert.is(byText(page.container, '近30天', 'button').getAttribute('aria-pressed'), 'false');
  assert.is(page.location(), '/books/loanTop?period=90');
  assert.equal(sent('/v1/elib/listRdrBibloanTop').at(-1), { period: 90, rows: 50 });

  // The library is chosen from the kit's picker (no native select).
  assert.not.ok(page.container.querySelector('select'));
  await click(byText(page.container, '全部图书馆', 'button'));
  await waitFor(() => pickerOptions().length === 3);
  assert.equal(
    pickerOptions().map((el) => text(el)),
    ['全部图书馆', '总馆', '少儿馆'],
  );
  await pickInPicker('少儿馆');
  await waitFor(() => sent('/v1/elib/listRdrBibloanTop').length === 3);
  assert.equal(sent('/v1/elib/listRdrBibloanTop').at(-1), { period: 90, libcode: 'ET', rows: 50 });
  await page.unmount();
});

Pages("推荐书目: the categories, the first one's titles with their reasons, another category on a tap", async () => {
  backend = fakeBackend({
    '/v1/elib/listRecommendcata': () =>
      ok([
        { cataid: 1, cataname: '馆员精选', count: 12 },
        { cataid: 3, cataname: '少儿读物', count: 30 },
      ]),
    '/v1/elib/listRecommendbib': (p) =>
      ok(
        p.cataid === 3
          ? [{ ...bib(30, { title: '草房子' }), reason: '适合亲子共读' }]
          : [
              { ...bib(1), reason: '本月共读' },
              { ...bib(2), reason: '口碑好' },
            ],
        '成功',
        p.cataid === 3 ? 30 : 12,
      ),
  });
  const { root } = makeRoot();
  const page = await render(<RecommendScreen />, root, '/books/recommend');
  await waitFor(() => page.container.querySelectorAll('.rec-book').length === 2);
  assert.is(byText(page.container, '推荐书目', '[role="tab"]').getAttribute('aria-selected'), 'true');
  const chips = [...page.container.querySelectorAll('.ui-chips .ui-chip')].map((el) => text(el));
  assert.equal(chips, ['馆员精选12', '少儿读物30']);
  assert.ok(text(page.container).includes('本月共读'));
  assert.equal(sent('/v1/elib/listRecommendbib'), [{ cataid: 1, page: 1, rows: 10 }]);
  await click(byText(page.container, '少儿读物30', 'button'));
  await waitFor(() => text(page.container).includes('草房子'));
  assert.ok(text(page.container).includes('适合亲子共读'));
  assert.is(page.location(), '/books/recommend?cata=3');
  assert.equal(sent('/v1/elib/listRecommendbib').at(-1), { cataid: 3, page: 1, rows: 10 });
  assert.is(page.container.querySelector('.rec-book')!.getAttribute('href'), '/opac/detail?bookrecno=30');
  await page.unmount();
});

Pages(
  '我要荐购: the form checks before sending; a suggestion made is listed first, its message shown once',
  async () => {
    let rows = [suggestion(2, { state: 3, statename: '未采纳', reply: '暂不采购' }), suggestion(1)];
    backend = fakeBackend({
      '/v1/elib/listReaderRecommend': () => ok(rows),
      '/v1/elib/recommendBookInsert': (p) => {
        const row = suggestion(3, { title: String(p.title), isbn: '9787115428028' });
        rows = [row, ...rows];
        return ok([row], '荐购成功，请等待图书馆处理');
      },
    });
    const { root } = makeRoot();
    asReader(root);
    const page = await render(<RecommendScreen />, root, '/books/recommend?tab=suggest');
    await waitFor(() => page.container.querySelectorAll('.rec-suggestion').length === 2);
    assert.ok(text(page.container).includes('图书馆答复：暂不采购'));

    await click(byText(page.container, '提交荐购', 'button'));
    assert.is(text(page.container.querySelector('[role="alert"]')!), '请填写书名');
    const title = page.container.querySelector<HTMLInputElement>('#suggest-title')!;
    const isbn = page.container.querySelector<HTMLInputElement>('#suggest-isbn')!;
    await type(title, '  置身事内 ');
    await type(isbn, '978-7-115-42802-9');
    await click(byText(page.container, '提交荐购', 'button'));
    assert.is(text(page.container.querySelector('[role="alert"]')!), 'ISBN 校验位不正确，请核对后重试');
    assert.equal(sent('/v1/elib/recommendBookInsert'), [], 'nothing sent while the form is wrong');

    await type(isbn, '978-7-115-42802-8');
    await click(byText(page.container, '提交荐购', 'button'));
    await waitFor(() => page.container.querySelectorAll('.rec-suggestion').length === 3);
    assert.equal(sent('/v1/elib/recommendBookInsert'), [
      { rdrno: 'SX100001', title: '置身事内', isbn: '978-7-115-42802-8' },
    ]);
    assert.is(text(page.container.querySelector('.rec-suggestion')!).startsWith('置身事内待处理'), true);
    assert.equal(
      [...page.container.querySelectorAll('[role="status"]')]
        .map((el) => text(el))
        .filter((t) => t.includes('荐购成功')),
      ['荐购成功，请等待图书馆处理'],
    );
    assert.is(title.value, '', 'the form starts afresh');
    assert.is(sent('/v1/elib/listReaderRecommend').length, 1, 'the new row is shown without a reload');
    await page.unmount();
  },
);

Pages("我要荐购: the library's refusal is shown and the list stays as it was; a held title links to it", async () => {
  backend = fakeBackend({
    '/v1/elib/listReaderRecommend': () => ok([suggestion(1)]),
    '/v1/elib/recommendBookInsert': () => ({ status: '1', message: '馆内已有此书（索书号 I247.5/9）', bookrecno: 42 }),
  });
  const { root } = makeRoot();
  asReader(root);
  const page = await render(<RecommendScreen />, root, '/books/recommend?tab=suggest');
  await waitFor(() => page.container.querySelectorAll('.rec-suggestion').length === 1);
  await type(page.container.querySelector<HTMLInputElement>('#suggest-title')!, '三体');
  await click(byText(page.container, '提交荐购', 'button'));
  await waitFor(() => !!page.container.querySelector('[role="alert"]'));
  assert.is(text(page.container.querySelector('[role="alert"]')!), '馆内已有此书（索书号 I247.5/9）图书详情');
  assert.is(byText(page.container, '图书详情', 'a').getAttribute('href'), '/opac/detail?bookrecno=42');
  assert.is(page.container.querySelectorAll('.rec-suggestion').length, 1);
  assert.is(
    page.container.querySelector<HTMLInputElement>('#suggest-title')!.value,
    '三体',
    'the form keeps what was typed',
  );
  // Emoji are not a title: said at once, nothing sent, and no link left from the last answer.
  await type(page.container.querySelector<HTMLInputElement>('#suggest-title')!, '😀📚');
  await click(byText(page.container, '提交荐购', 'button'));
  await waitFor(() => text(page.container.querySelector('[role="alert"]')!).startsWith('请填写真实的书名'));
  assert.is(text(page.container.querySelector('[role="alert"]')!), '请填写真实的书名：至少2个字，表情和标点不计');
  assert.is(sent('/v1/elib/recommendBookInsert').length, 1);
  await page.unmount();
});

Pages('a guest sees 推荐书目, and on 我要荐购 a prompt to bind a card that comes back here', async () => {
  backend = fakeBackend({ '/v1/elib/listRecommendcata': () => ok([]) });
  const { root } = makeRoot();
  runInAction(() => {
    root.reader.cardsStatus = 'ready';
    root.reader.cardsReady = true;
  });
  const page = await render(<RecommendScreen />, root, '/books/recommend?tab=suggest&title=%E4%B8%89%E4%BD%93');
  assert.ok(text(page.container).includes('绑定读者证后可荐购'));
  assert.not.ok(page.container.querySelector('form'));
  assert.is(
    byText(page.container, '绑定读者证', 'a').getAttribute('href'),
    `/rdrnos/bind?redirect_url=${encodeURIComponent('/books/recommend?tab=suggest&title=%E4%B8%89%E4%BD%93')}`,
  );
  await click(byText(page.container, '推荐书目', '[role="tab"]'));
  await waitFor(() => text(page.container).includes('暂无推荐书目'));
  assert.equal(sent('/v1/elib/listReaderRecommend'), []);
  await page.unmount();
});

Pages("a link fills the form in: 检索结果's ?title= opens 我要荐购 with it", async () => {
  backend = fakeBackend({ '/v1/elib/listReaderRecommend': () => ok([]) });
  const { root } = makeRoot();
  asReader(root);
  const page = await render(
    <RecommendScreen />,
    root,
    '/books/recommend?title=%E9%95%BF%E5%AE%89%E7%9A%84%E8%8D%94%E6%9E%9D&author=%E9%A9%AC%E4%BC%AF%E5%BA%B8&isbn=9787572613678',
  );
  assert.is(byText(page.container, '我要荐购', '[role="tab"]').getAttribute('aria-selected'), 'true');
  const value = (id: string) => page.container.querySelector<HTMLInputElement>(`#suggest-${id}`)!.value;
  assert.equal(
    [value('title'), value('author'), value('isbn'), value('publisher')],
    ['长安的荔枝', '马伯庸', '9787572613678', ''],
  );
  await waitFor(() => text(page.container).includes('还没有荐购过图书'));
  await page.unmount();
});

Pages("the form's ISBN check says what the library system says", () => {
  for (const isbn of [
    '9787115428028',
    '978-7-115-42802-8',
    '7-02-000220-X',
    '702000220X',
    '9787115428029',
    '12345',
    '97871154280',
    'ISBN',
    '７０２０００２２０Ｘ',
  ]) {
    const server = parseIsbn(isbn);
    assert.is(isbnProblem(isbn), 'error' in server ? server.error : '', isbn);
  }
});

Pages("我要荐购 is the app's own list (none of the kit's List/Input/TextArea); 清除 empties the title", async () => {
  backend = fakeBackend({ '/v1/elib/listReaderRecommend': () => ok([]) });
  const { root } = makeRoot();
  asReader(root);
  const page = await render(<RecommendScreen />, root, '/books/recommend?tab=suggest');
  const form = page.container.querySelector('form.rec-form')!;
  assert.is(form.querySelectorAll('.adm-list, .adm-input, .adm-text-area').length, 0);
  const title = page.container.querySelector<HTMLInputElement>('#suggest-title')!;
  await type(title, '三体');
  await click(form.querySelector('[aria-label="清除"]')!);
  assert.is(title.value, '');
  await type(page.container.querySelector<HTMLTextAreaElement>('#suggest-reason')!, '好看');
  assert.ok(text(form).includes('2/200'), 'the reason counts its characters');
  assert.equal(sent('/v1/elib/recommendBookInsert'), [], 'clearing does not submit');
  await page.unmount();
});

Pages.run();
