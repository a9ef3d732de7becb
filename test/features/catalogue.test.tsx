/**
 * 图书检索, 检索结果 and 图书详情 as the reader sees them, against a fake library system: the search
 * types, history kept on the phone, ISBN scan, results with availability and filters, no-result
 * help, the record with its copies grouped and their states, and 预约.
 */
import { AxiosError } from 'axios';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runInAction } from 'mobx';
import type { BibRecord, HoldingRow, ReaderBase } from '../../src/api/contract';
import BookScreen from '../../src/features/catalogue/BookScreen';
import { HISTORY_KEY } from '../../src/features/catalogue/CatalogueStore';
import ResultScreen from '../../src/features/catalogue/ResultScreen';
import SearchScreen from '../../src/features/catalogue/SearchScreen';
import { installWx } from '../../src/wx/sdk';
import { cardForPage } from '../../src/wx/shareApply';
import { installFakeWx } from '../helpers/wx';
import {
  type Backend,
  allByText,
  byText,
  click,
  fakeBackend,
  makeRoot,
  render,
  text,
  type,
  waitFor,
  sentTo,
  pickInPicker,
} from '../helpers/page';
import { bib, ok } from '../helpers/catalogueRows';

let backend: Backend | null = null;
const sent = (url: string) => sentTo(backend, url);

const Catalogue = suite('catalogue pages');

/** 图书详情 as the Shell hands it to the share cards. */
const BOOK_PAGE = { title: '图书详情', private: false };
Catalogue.before.each(() => localStorage.clear());
Catalogue.after.each(() => {
  backend?.restore();
  backend = null;
  installWx(null);
});

Catalogue('the search types in SPEC order; a search is remembered on the phone and leads to its results', async () => {
  backend = fakeBackend({
    '/v1/elib/getHotSearckKey': () => ok([{ keyword: '三体', searchtype: 'keyword', count: 9 }]),
    '/v1/elib/getNewBookTop': () => ok([{ ...bib(7), catalogdate: '2026-11-01' }]),
  });
  const { root } = makeRoot();
  const page = await render(<SearchScreen />, root, '/opac/index');
  const types = [...page.container.querySelectorAll('.opac-type')].map((el) => text(el));
  assert.equal(types, ['任意词', '书名', 'ISBN', '作者', '主题', '出版社', '分类号']);
  await waitFor(() => text(page.container).includes('三体') && text(page.container).includes('书7'));

  await click(byText(page.container, '检索', 'button'));
  assert.ok(text(page.container).includes('请输入检索词'), 'nothing typed: said so');
  await click(byText(page.container, '书名', 'button'));
  await type(page.container.querySelector<HTMLInputElement>('input[type="search"]')!, ' 红楼梦 ');
  await click(byText(page.container, '检索', 'button'));
  await waitFor(() => page.location().includes('/opac/result'));
  assert.is(page.location(), '/opac/result?type=title&q=%E7%BA%A2%E6%A5%BC%E6%A2%A6');
  // The search starts at the tap, before the results page has even loaded.
  assert.equal(sent('/v1/elib/listBib'), [{ searchtype: 'title', q: '红楼梦', sort: 'relevance', page: 1, rows: 20 }]);
  assert.equal(JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]'), [{ type: 'title', q: '红楼梦' }]);
  await page.unmount();
});

Catalogue('清空 forgets the history; a scanned ISBN searches by ISBN; a scan that is not a book says so', async () => {
  localStorage.setItem(HISTORY_KEY, JSON.stringify([{ type: 'author', q: '鲁迅' }]));
  backend = fakeBackend({ '/v1/elib/getHotSearckKey': () => ok([]), '/v1/elib/getNewBookTop': () => ok([]) });
  const { root, env } = makeRoot();
  const page = await render(<SearchScreen />, root, '/opac/index');
  assert.ok(text(page.container).includes('鲁迅'));
  await click(byText(page.container, '清空', 'button'));
  assert.not.ok(text(page.container).includes('鲁迅'));
  assert.is(localStorage.getItem(HISTORY_KEY), null);

  let answer = 'CODE_128,A100000001';
  installFakeWx({
    scanQRCode: (args: { success: (r: object) => void }) => args.success({ resultStr: answer }),
  });
  await click(byText(page.container, '扫码', 'button'));
  await waitFor(() => env.toasts.includes('未识别到图书的 ISBN 条码'));
  answer = 'EAN_13,9787020002207';
  await click(byText(page.container, '扫码', 'button'));
  await waitFor(() => page.location().startsWith('/opac/result'));
  assert.is(page.location(), '/opac/result?type=isbn&q=9787020002207');
  await page.unmount();
});

Catalogue('results: the total, availability, and a filter goes into the search', async () => {
  backend = fakeBackend({
    '/v1/elib/listBib': (p) => ok(p.onshelf === '1' ? [bib(1)] : [bib(1), bib(2)], '成功', p.onshelf === '1' ? 1 : 57),
  });
  const { root } = makeRoot();
  const page = await render(<ResultScreen />, root, '/opac/result?type=title&q=%E4%B9%A6');
  await waitFor(() => page.container.querySelectorAll('.opac-bib').length === 2);
  assert.ok(text(page.container).includes('书名：书'));
  assert.ok(text(page.container).includes('共 57 条'));
  const avail = [...page.container.querySelectorAll('.opac-avail')].map((el) => text(el));
  assert.equal(avail, ['在馆 1 / 共 2', '在馆 0 / 共 2']);
  assert.is(page.container.querySelector('.opac-bib')!.getAttribute('href'), '/opac/detail?bookrecno=1');
  assert.equal(sent('/v1/elib/listBib')[0], { searchtype: 'title', q: '书', sort: 'relevance', page: 1, rows: 20 });
  await click(page.container.querySelector('.opac-toggle input')!);
  await waitFor(() => page.container.querySelectorAll('.opac-bib').length === 1);
  assert.is(sent('/v1/elib/listBib').at(-1)?.onshelf, '1');
  assert.match(page.location(), /shelf=1/);
  // Order and library come from the kit's picker, not native selects.
  assert.not.ok(page.container.querySelector('select'));
  await click(byText(page.container, '相关度', 'button'));
  await pickInPicker('最新出版');
  await waitFor(() => sent('/v1/elib/listBib').at(-1)?.sort === 'newest');
  assert.match(page.location(), /sort=newest/);
  await page.unmount();
});

Catalogue('results show each title cover, lazy and at a fixed size (nothing shifts as covers come)', async () => {
  backend = fakeBackend({ '/v1/elib/listBib': () => ok([bib(1), bib(2, { isbn: '' })]) });
  const { root } = makeRoot();
  const page = await render(<ResultScreen />, root, '/opac/result?type=title&q=%E4%B9%A6');
  await waitFor(() => page.container.querySelectorAll('.opac-bib').length === 2);
  const [first, second] = [...page.container.querySelectorAll('.opac-bib')];
  const img = first.querySelector('img.ui-cover')!;
  assert.is(img.getAttribute('src'), `/api/covers/${bib(1).isbn}`);
  assert.equal(
    [img.getAttribute('loading'), img.getAttribute('width'), img.getAttribute('height')],
    ['lazy', '60', '84'],
  );
  assert.ok(second.querySelector('.ui-cover--blank'), 'no ISBN: a plain block of the same size');
  await page.unmount();
});

Catalogue(
  'one ISBN hit opens the book in place of the results; two hits stay a list; a typed ISBN is made right',
  async () => {
    backend = fakeBackend({
      '/v1/elib/listBib': (p) => ok(p.q === '9787020002207' ? [bib(5)] : [bib(5), bib(6)]),
    });
    const { root } = makeRoot();
    const one = await render(<ResultScreen />, root, '/opac/result?type=isbn&q=9787020002207');
    await waitFor(() => one.location().startsWith('/opac/detail'));
    assert.is(one.location(), '/opac/detail?bookrecno=5');
    await one.unmount();
    const two = await render(<ResultScreen />, root, '/opac/result?type=isbn&q=978-7-02');
    await waitFor(() => two.container.querySelectorAll('.opac-bib').length === 2);
    assert.ok(two.location().startsWith('/opac/result'));
    await two.unmount();

    const search = await render(<SearchScreen />, makeRoot().root, '/opac/index');
    await click(byText(search.container, 'ISBN', 'button'));
    await type(search.container.querySelector<HTMLInputElement>('input[type="search"]')!, ' ９７８７０２０ 002207 ');
    await click(byText(search.container, '检索', 'button'));
    await waitFor(() => search.location().startsWith('/opac/result'));
    assert.is(search.location(), '/opac/result?type=isbn&q=9787020002207');
    await search.unmount();
  },
);

Catalogue('no result: says so, offers the other search types and 荐购', async () => {
  backend = fakeBackend({ '/v1/elib/listBib': () => ok([]) });
  const { root } = makeRoot();
  const page = await render(<ResultScreen />, root, '/opac/result?type=author&q=%E6%97%A0');
  await waitFor(() => text(page.container).includes('没有找到相关图书'));
  const others = [...page.container.querySelectorAll('.opac-others .opac-chip')].map((el) => text(el));
  assert.equal(others, ['按任意词', '按书名', '按ISBN', '按主题', '按出版社', '按分类号']);
  await click(byText(page.container, '荐购', 'button'));
  await waitFor(() => page.location().startsWith('/books/recommend'));
  await page.unmount();
});

const record: BibRecord = {
  ...bib(3, { title: '边城', author: '沈从文' }),
  pages: 180,
  price: 2500,
  subject: '中篇小说-中国-现代',
  summary: '湘西小镇的故事。',
};
const copy = (
  barcode: string,
  lib: string,
  local: string,
  state: HoldingRow['state'],
  statename: string,
  returndate: string | null = null,
): HoldingRow => ({
  barcode,
  bookrecno: 3,
  libcode: lib,
  libname: lib === 'A' ? '总馆' : '城南分馆',
  curlocal: local,
  curlocalname: local === 'L1' ? '文学借阅区' : '少儿区',
  callno: 'I246.5/1',
  state,
  statename,
  returndate,
});

Catalogue(
  '图书详情 hands WeChat the book’s card (title, author, cover); the page’s default once it is gone',
  async () => {
    backend = fakeBackend({
      '/v1/elib/bibPage': () => ok([record]),
      '/v1/elib/listHoldings': () => ok([]),
      '/v1/elib/listRdrCurReserves': () => ok([]),
    });
    const { root, env } = makeRoot();
    const page = await render(<BookScreen />, root, '/opac/detail?bookrecno=3');
    await waitFor(() => text(page.container).includes('边城'));
    const href = new URL(page.location(), env.href()).href;
    await waitFor(() => cardForPage(href, BOOK_PAGE)?.title === '《边城》');
    const card = cardForPage(href, BOOK_PAGE)!;
    assert.ok(card.desc.startsWith('沈从文'), card.desc);
    assert.ok(card.imgUrl.endsWith(`/api/covers/${record.isbn}`), card.imgUrl);
    assert.ok(card.link.endsWith('/opac/detail?bookrecno=3'), card.link);
    await page.unmount();
    await waitFor(() => cardForPage(href, BOOK_PAGE)?.title !== '《边城》');
    assert.is(cardForPage(href, BOOK_PAGE)?.title, '图书详情 - 书香市图书馆');
  },
);

Catalogue(
  '图书详情: a library system that sends only the state number gets SPEC’s names, never the number',
  async () => {
    const bare = (row: HoldingRow): HoldingRow => {
      const { statename: _name, ...rest } = row;
      return rest;
    };
    backend = fakeBackend({
      '/v1/elib/bibPage': () => ok([record]),
      '/v1/elib/listHoldings': () =>
        ok([
          bare(copy('B0', 'A', 'L1', 0, '')),
          bare(copy('B1', 'A', 'L1', 1, '')),
          bare(copy('B2', 'A', 'L1', 2, '', '2026-12-01')),
          bare(copy('B3', 'A', 'L1', 3, '')),
          { ...copy('B4', 'A', 'L1', 4, ''), statename: ' ' },
        ]),
      '/v1/elib/listRdrCurReserves': () => ok([]),
    });
    const { root } = makeRoot();
    const page = await render(<BookScreen />, root, '/opac/detail?bookrecno=3');
    await waitFor(() => text(page.container).includes('条码 B4'));
    const states = [...page.container.querySelectorAll('.opac-copy-state')].map((el) => text(el));
    assert.equal(states, ['在编', '在馆', '借出 · 应还 2026-12-01', '锁定', '丢失']);
    await page.unmount();
  },
);

Catalogue(
  '图书详情: libraries start-up could not load are asked for again; 预约 waits for them, never a code',
  async () => {
    let dictionaries = false;
    backend = fakeBackend({
      '/v1/elib/bibPage': () => ok([record]),
      '/v1/elib/listHoldings': () => ok([copy('B1', 'A', 'L1', 2, '借出', '2026-12-01')]),
      '/v1/elib/listRdrCurReserves': () => ok([]),
      '/v1/elib/getDictionary': (p) => {
        if (!dictionaries) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
        return ok(
          p.key === 'libcode'
            ? [{ code: 'A', name: '总馆' }]
            : p.key === 'rdrtype'
              ? [{ code: 'PT', name: '普通读者' }]
              : [],
        );
      },
    });
    const { root } = makeRoot();
    runInAction(() => {
      root.reader.select_rdrno = 'SX100001';
      root.reader.elibUserBase = { rdrno: 'SX100001', state: 'valid' } as ReaderBase;
      root.app.from_libcode = 'SXLIB-CN';
    });
    const page = await render(<BookScreen />, root, '/opac/detail?bookrecno=3');
    await waitFor(() => text(page.container).includes('取书馆加载失败，重试'));
    assert.ok(byText(page.container, '预约', 'button').hasAttribute('disabled'), '预约 waits for a library');
    assert.not.ok(text(page.container).includes('SXLIB-CN'), 'no code in place of a name');
    dictionaries = true;
    await click(byText(page.container, '重试', 'button'));
    await waitFor(() => allByText(page.container, '总馆', 'button').length === 1);
    assert.ok(byText(page.container, '总馆', 'button').getAttribute('aria-pressed') === 'true');
    await waitFor(() => !byText(page.container, '预约', 'button').hasAttribute('disabled'));
    await page.unmount();
  },
);

Catalogue('图书详情: the record, copies grouped by library and location with SPEC states, and 预约', async () => {
  let reserved: Record<string, unknown>[] = [];
  backend = fakeBackend({
    '/v1/elib/bibPage': () => ok([record]),
    '/v1/elib/listHoldings': () =>
      ok([
        copy('B1', 'A', 'L1', 1, '在馆'),
        copy('B2', 'A', 'L1', 2, '借出', '2026-12-01'),
        copy('B3', 'C', 'L2', 4, '丢失'),
      ]),
    '/v1/elib/listRdrCurReserves': () => ok(reserved),
    '/v1/elib/addReserve': (p) => {
      if (p.libcode === 'A') return { status: '1', message: '该馆有在架馆藏，请直接到馆借阅' };
      reserved = [reservation('queued', '排队中')];
      return ok([], '预约成功');
    },
  });
  const { root, env } = makeRoot();
  runInAction(() => {
    root.reader.select_rdrno = 'SX100001';
    root.reader.elibUserBase = { rdrno: 'SX100001', state: 'valid' } as ReaderBase;
    root.app.libcode = [
      { code: 'A', name: '总馆' },
      { code: 'C', name: '城南分馆' },
    ];
  });
  const page = await render(<BookScreen />, root, '/opac/detail?bookrecno=3');
  await waitFor(() => text(page.container).includes('边城') && text(page.container).includes('条码 B3'));
  for (const part of ['沈从文', '¥25.00', '180 页', '湘西小镇的故事。'])
    assert.ok(text(page.container).includes(part), part);
  const places = [...page.container.querySelectorAll('.opac-holding-place')].map((el) => text(el));
  assert.equal(places, ['总馆 · 文学借阅区', '城南分馆 · 少儿区']);
  const states = [...page.container.querySelectorAll('.opac-copy-state')].map((el) => text(el));
  assert.equal(states, ['在馆', '借出 · 应还 2026-12-01', '丢失']);
  assert.not.ok(page.container.querySelector('select'), 'the pickup library is chosen without a native select');

  // 预约 asks first, naming the book and the pickup library; 暂不 sends nothing.
  await waitFor(() => !byText(page.container, '预约', 'button').hasAttribute('disabled'));
  await click(byText(page.container, '预约', 'button'));
  assert.equal(env.confirms, [
    { title: '在总馆预约《边城》？', content: '有书可取时为您保留，取书期限可在预约预借中查看' },
  ]);
  assert.equal(sent('/v1/elib/addReserve'), []);
  env.confirmAnswer = true;
  await click(byText(page.container, '预约', 'button'));
  await waitFor(() => env.toasts.length === 1);
  assert.equal(env.toasts, ['该馆有在架馆藏，请直接到馆借阅']);
  await click(byText(page.container, '城南分馆', 'button'));
  assert.is(byText(page.container, '城南分馆', 'button').getAttribute('aria-pressed'), 'true');
  await click(byText(page.container, '预约', 'button'));
  await waitFor(() => env.toasts.length === 2);
  assert.is(env.toasts[1], '预约成功');
  assert.is(env.confirms[2].title, '在城南分馆预约《边城》？');
  assert.equal(
    sent('/v1/elib/addReserve').map((p) => [p.rdrno, p.bookrecno, p.libcode]),
    [
      ['SX100001', 3, 'A'],
      ['SX100001', 3, 'C'],
    ],
  );
  // Reserved: 已预约, disabled, with the way to 预约预借; no 预约 left to press.
  await waitFor(() => text(page.container).includes('已预约'));
  assert.ok(byText(page.container, '已预约', 'button').hasAttribute('disabled'));
  assert.ok(text(page.container).includes('城南分馆取书 · 排队中（第1位）'));
  await click(byText(page.container, '查看预约预借', 'a'));
  assert.is(page.location(), '/books/reserve');
  await page.unmount();
});

/** The reader's reservation of title 3 at 城南分馆. */
const reservation = (state: string, statename: string) => ({
  reserveid: 9,
  bookrecno: 3,
  title: '边城',
  author: '沈从文',
  libcode: 'C',
  libname: '城南分馆',
  reservedate: '2026-11-20',
  state,
  statename,
  queue: state === 'queued' ? 1 : null,
  pickupdeadline: state === 'ready' ? '2026-11-30' : null,
});

Catalogue('图书详情 opened later knows the reader has reserved the title (an ended one does not count)', async () => {
  let rows = [reservation('ready', '可取书')];
  backend = fakeBackend({
    '/v1/elib/bibPage': () => ok([record]),
    '/v1/elib/listHoldings': () => ok([copy('B2', 'C', 'L2', 2, '借出', '2026-12-01')]),
    '/v1/elib/listRdrCurReserves': () => ok(rows),
  });
  const { root } = makeRoot();
  runInAction(() => {
    root.reader.select_rdrno = 'SX100001';
    root.app.libcode = [{ code: 'C', name: '城南分馆' }];
  });
  const page = await render(<BookScreen />, root, '/opac/detail?bookrecno=3');
  await waitFor(() => text(page.container).includes('已预约'));
  assert.ok(byText(page.container, '已预约', 'button').hasAttribute('disabled'));
  assert.ok(text(page.container).includes('城南分馆取书 · 可取书'));
  await page.unmount();

  rows = [reservation('cancelled', '已取消')];
  const { root: other } = makeRoot();
  runInAction(() => {
    other.reader.select_rdrno = 'SX100001';
    other.app.libcode = [{ code: 'C', name: '城南分馆' }];
  });
  const again = await render(<BookScreen />, other, '/opac/detail?bookrecno=3');
  await waitFor(() => !!again.container.querySelector('.opac-reserve-go:not([disabled])'));
  assert.not.ok(text(again.container).includes('已预约'));
  await again.unmount();
});

Catalogue(
  '图书详情 of a title that does not exist: one calm 书目不存在 with 去检索; no retry, 预约 or comment box',
  async () => {
    const gone = { status: '404', message: '书目不存在', rows: [], total: 0 };
    backend = fakeBackend({
      '/v1/elib/bibPage': () => gone,
      '/v1/elib/listHoldings': () => gone,
      '/v1/comment/list': () => ({ code: 1, message: '成功', data: { rows: [], total: 0 } }),
      '/v1/elib/listRdrCurReserves': () => ok([]),
    });
    const { root } = makeRoot();
    runInAction(() => {
      root.reader.select_rdrno = 'SX100001';
      root.app.libcode = [{ code: 'A', name: '总馆' }];
    });
    const page = await render(<BookScreen />, root, '/opac/detail?bookrecno=999999');
    await waitFor(() => !!page.container.querySelector('[data-missing]'));
    assert.is(page.container.querySelectorAll('[data-missing]').length, 1);
    assert.ok(text(page.container).includes('书目不存在'));
    assert.not.ok(text(page.container).includes('加载失败'));
    const buttons = [...page.container.querySelectorAll('button, a, textarea, input')].map((el) => text(el));
    assert.equal(buttons, ['去检索'], 'only the way back');
    await click(byText(page.container, '去检索', 'button'));
    assert.is(page.location(), '/opac/index');
    await page.unmount();
  },
);

Catalogue(
  '图书详情 without a card offers binding instead of 预约; a bad address says the book is not found',
  async () => {
    backend = fakeBackend({ '/v1/elib/bibPage': () => ok([record]), '/v1/elib/listHoldings': () => ok([]) });
    const { root } = makeRoot();
    const page = await render(<BookScreen />, root, '/opac/detail?bookrecno=3');
    await waitFor(() => text(page.container).includes('暂无馆藏'));
    assert.ok(text(page.container).includes('绑定读者证后可预约'));
    assert.not.ok(page.container.querySelector('.opac-pickup'));
    await page.unmount();
    const bad = await render(<BookScreen />, root, '/opac/detail?bookrecno=abc');
    assert.ok(text(bad.container).includes('书目不存在'));
    assert.ok(bad.container.querySelector('[data-missing]'));
    await bad.unmount();
  },
);

Catalogue('图书详情 of a title with no copy to lend offers 荐购, the form filled in with the record', async () => {
  const lost = { ...record, onshelf: 0, total: 0 };
  backend = fakeBackend({
    '/v1/elib/bibPage': () => ok([lost]),
    '/v1/elib/listHoldings': () => ok([copy('B3', 'C', 'L2', 4, '丢失')]),
  });
  const { root } = makeRoot();
  runInAction(() => {
    root.reader.select_rdrno = 'SX100001';
  });
  const page = await render(<BookScreen />, root, '/opac/detail?bookrecno=3');
  await waitFor(() => text(page.container).includes('馆内暂无可借馆藏'));
  assert.not.ok(page.container.querySelector('.opac-pickup'), 'no 预约 without a copy to lend');
  await click(byText(page.container, '荐购', 'a'));
  const target = new URL(page.location(), 'http://x');
  assert.is(target.pathname, '/books/recommend');
  assert.equal(Object.fromEntries(target.searchParams), {
    tab: 'suggest',
    title: '边城',
    author: '沈从文',
    isbn: '9787020002207',
    publisher: '人民文学出版社',
  });
  await page.unmount();
});

Catalogue.run();
