/**
 * The new books as the reader sees them, against a fake library system: 图书检索's 新书上架 strip
 * (getNewBookTop) and its 更多, which opens 图书推荐's 新书上架 tab: the whole list page by page
 * (listNewBib), by period and library, kept in the address.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runInAction } from 'mobx';
import { act } from 'react';
import type { NewBib } from '../../src/api/contract';
import RecommendScreen from '../../src/features/catalogue/RecommendScreen';
import { RecommendStore } from '../../src/features/catalogue/RecommendStore';
import SearchScreen from '../../src/features/catalogue/SearchScreen';
import {
  type Backend,
  byText,
  click,
  fakeBackend,
  makeRoot,
  pickInPicker,
  pickerOptions,
  render,
  sentTo,
  text,
  waitFor,
} from '../helpers/page';
import { bib, ok } from '../helpers/catalogueRows';

const newBib = (n: number, catalogdate = '2026-11-20'): NewBib => ({ ...bib(n), catalogdate });

let backend: Backend | null = null;
const sent = (url: string) => sentTo(backend, url);

const NewBooks = suite('新书上架');
NewBooks.before.each(() => localStorage.clear());
NewBooks.after.each(() => {
  backend?.restore();
  backend = null;
});

NewBooks('图书检索: the strip shows the newest few, and 更多 opens the whole list on 图书推荐', async () => {
  backend = fakeBackend({
    '/v1/elib/getHotSearckKey': () => ok([]),
    '/v1/elib/getNewBookTop': () => ok([newBib(7), newBib(8)]),
  });
  const { root } = makeRoot();
  const page = await render(<SearchScreen />, root, '/opac/index');
  await waitFor(() => text(page.container).includes('书8'));
  assert.equal(sent('/v1/elib/getNewBookTop'), [{ rows: 6 }]);
  assert.equal(sent('/v1/elib/listNewBib'), [], 'the strip is one answer, not a page of the list');
  const more = page.container.querySelector('a[aria-label="更多新书"]') as HTMLAnchorElement;
  assert.is(text(more), '更多');
  await click(more);
  assert.is(page.location(), '/books/recommend?tab=new');
  await page.unmount();
});

NewBooks('图书推荐 新书上架: 90 days at every library first, then a period and a library ask again', async () => {
  backend = fakeBackend({
    '/v1/elib/listNewBib': (p) =>
      p.days === 7
        ? ok([newBib(30, '2026-11-25')], '成功', 1)
        : p.page === 2
          ? ok([newBib(4, '2026-11-19')], '成功', 4)
          : ok([newBib(1), newBib(2), newBib(3)], '成功', 4),
  });
  const { root } = makeRoot();
  runInAction(() => {
    root.app.libcode = [
      { code: 'A', name: '总馆' },
      { code: 'ET', name: '少儿馆' },
    ];
  });
  const page = await render(<RecommendScreen />, root, '/books/recommend?tab=new');
  await waitFor(() => page.container.querySelectorAll('.rec-book').length === 3);
  assert.is(byText(page.container, '新书上架', '[role="tab"]').getAttribute('aria-selected'), 'true');
  assert.equal(sent('/v1/elib/listNewBib'), [{ days: 90, page: 1, rows: 20 }]);
  const first = page.container.querySelector('.rec-book') as Element;
  assert.is(first.getAttribute('href'), '/opac/detail?bookrecno=1');
  assert.match(text(first), /2026-11-20 上架 · 在馆 1 \/ 共 2/);
  assert.is(byText(page.container, '近90天', 'button').getAttribute('aria-pressed'), 'true');

  // The next page goes on where the first ended.
  await act(() => root.feature(RecommendStore).newBooks.loadMore());
  assert.equal(sent('/v1/elib/listNewBib').at(-1), { days: 90, page: 2, rows: 20 });
  await waitFor(() => page.container.querySelectorAll('.rec-book').length === 4);
  assert.match(text(page.container), /没有更多了/);

  await click(byText(page.container, '近7天', 'button'));
  await waitFor(() => text(page.container).includes('2026-11-25 上架'));
  assert.is(page.location(), '/books/recommend?tab=new&days=7');
  assert.is(page.container.querySelectorAll('.rec-book').length, 1);
  assert.equal(sent('/v1/elib/listNewBib').at(-1), { days: 7, page: 1, rows: 20 });

  assert.not.ok(page.container.querySelector('select'), 'the kit’s picker, no native select');
  await click(byText(page.container, '全部图书馆', 'button'));
  await waitFor(() => pickerOptions().length === 3);
  await pickInPicker('少儿馆');
  await waitFor(() => sent('/v1/elib/listNewBib').at(-1)?.libcode === 'ET');
  assert.equal(sent('/v1/elib/listNewBib').at(-1), { days: 7, libcode: 'ET', page: 1, rows: 20 });
  assert.is(page.location(), '/books/recommend?tab=new&days=7&lib=ET');
  await page.unmount();
});

NewBooks('图书推荐 新书上架: nothing new says so, with a way on to 图书检索', async () => {
  backend = fakeBackend({ '/v1/elib/listNewBib': () => ok([], '成功', 0) });
  const { root } = makeRoot();
  const page = await render(<RecommendScreen />, root, '/books/recommend?tab=new&days=30');
  await waitFor(() => text(page.container).includes('这段时间没有新书上架'));
  assert.equal(sent('/v1/elib/listNewBib'), [{ days: 30, page: 1, rows: 20 }]);
  await click(byText(page.container, '去检索', 'button'));
  assert.is(page.location(), '/opac/index');
  await page.unmount();
});

NewBooks.run();
