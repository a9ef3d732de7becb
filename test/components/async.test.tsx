import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Loaded, Page } from '../../src/api/result';
import { AsyncList } from '../../src/components/AsyncList';
import { ListStore } from '../../src/stores/base/ListStore';
import { byText, click, makeRoot, render, text, update, waitFor } from '../helpers/page';

type Book = { id: number; title: string };

/** A list whose loader answers from `answers` in order (the last one repeats). */
function listOf(answers: (Loaded<Page<Book>> | 'never')[], pageSize = 20) {
  let call = 0;
  const list = new ListStore<Book, { q: string }>(
    (_q, paging) => {
      const answer = answers[Math.min(call++, answers.length - 1)];
      if (answer === 'never') return new Promise(() => {});
      if (!answer.ok) return Promise.resolve(answer);
      const start = (paging.page - 1) * paging.rows;
      return Promise.resolve({
        ok: true,
        value: { rows: answer.value.rows.slice(start, start + paging.rows), total: answer.value.total },
      });
    },
    { pageSize },
  );
  return list;
}

const books = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, title: `书${i + 1}` }));
const page = (n: number): Loaded<Page<Book>> => ({ ok: true, value: { rows: books(n), total: n } });

function ui(list: ListStore<Book, { q: string }>, onEmpty = () => {}) {
  return (
    <AsyncList
      list={list}
      label="借阅"
      rowKey={(b) => b.id}
      renderRow={(b) => <span className="row">{b.title}</span>}
      emptyState={{ title: '暂无借阅', actionText: '去检索', onAction: onEmpty }}
    />
  );
}

const Async = suite('AsyncList');

Async('a skeleton while the first page loads, announced as busy', async () => {
  const { root } = makeRoot();
  const list = listOf(['never']);
  void list.ensure({ q: '' });
  const view = await render(ui(list), root);
  const skeleton = view.container.querySelector('[aria-busy="true"]');
  assert.ok(skeleton);
  assert.not.ok(text(view.container).includes('暂无借阅'));
  await view.unmount();
});

Async('a failed load shows its message and 重试 reloads', async () => {
  const { root } = makeRoot();
  const list = listOf([{ ok: false, message: '网络异常，请检查网络后重试' }, page(3)]);
  await list.ensure({ q: '' });
  const view = await render(ui(list), root);
  assert.ok(text(view.container).includes('网络异常，请检查网络后重试'));
  await click(byText(view.container, '重试', 'button'));
  await waitFor(() => view.container.querySelectorAll('.row').length === 3);
  await view.unmount();
});

Async('empty: the empty state with its next step', async () => {
  const { root } = makeRoot();
  let went = 0;
  const list = listOf([page(0)]);
  await list.ensure({ q: '' });
  const view = await render(
    ui(list, () => {
      went += 1;
    }),
    root,
  );
  assert.ok(byText(view.container, '暂无借阅'));
  await click(byText(view.container, '去检索', 'button'));
  assert.is(went, 1);
  await view.unmount();
});

Async('rows with 没有更多了 at the end; a failed next page offers 加载失败，点击重试', async () => {
  const { root } = makeRoot();
  const list = listOf([page(3)]);
  await list.ensure({ q: '' });
  const view = await render(ui(list), root);
  assert.equal(
    [...view.container.querySelectorAll('.row')].map((r) => r.textContent),
    ['书1', '书2', '书3'],
  );
  assert.ok(byText(view.container, '没有更多了'));
  await view.unmount();

  // The footer's IntersectionObserver is left out here so the test decides when pages load.
  const observer = globalThis.IntersectionObserver;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = undefined;
  const paged = listOf([page(30), { ok: false, message: '网络异常' }, page(30)], 20);
  await paged.ensure({ q: '' });
  const second = await render(ui(paged), root);
  assert.ok(byText(second.container, '上滑加载更多'), 'more to come, none on its way');
  assert.not.ok(text(second.container).includes('加载中'));
  await paged.loadMore();
  await waitFor(() => text(second.container).includes('加载失败，点击重试'));
  await click(byText(second.container, '加载失败，点击重试', 'button'));
  await waitFor(() => second.container.querySelectorAll('.row').length === 30);
  assert.ok(byText(second.container, '没有更多了'));
  await second.unmount();
  globalThis.IntersectionObserver = observer;
});

Async('past 100 rows only the rows near the viewport are rendered', async () => {
  const { root } = makeRoot();
  const list = listOf([page(1000)], 1000);
  await list.ensure({ q: '' });
  const view = await render(ui(list), root);
  const rendered = view.container.querySelectorAll('.row').length;
  assert.ok(rendered > 0 && rendered < 60, `rendered ${rendered} of 1000`);
  const first = view.container.querySelector('li');
  assert.is(first?.getAttribute('aria-setsize'), '1000');
  assert.is(first?.getAttribute('aria-posinset'), '1');
  await view.unmount();
});

Async('pulling down past the threshold refreshes', async () => {
  const { root } = makeRoot();
  let calls = 0;
  const list = new ListStore<Book, object>(async () => {
    calls += 1;
    return page(2);
  });
  await list.ensure({});
  const view = await render(
    <AsyncList
      list={list}
      label="x"
      rowKey={(b: Book) => b.id}
      renderRow={(b: Book) => b.title}
      emptyState={{ title: '空', actionText: '返回', onAction: () => {} }}
    />,
    root,
  );
  const area = view.container.firstElementChild!;
  const touch = (type: string, y: number) => {
    const event = new Event(type, { bubbles: true }) as Event & { touches: { clientY: number }[] };
    Object.defineProperty(event, 'touches', { value: [{ clientY: y }] });
    area.dispatchEvent(event);
  };
  const { act } = await import('react');
  await act(async () => {
    touch('touchstart', 10);
  });
  await act(async () => {
    touch('touchmove', 100);
  });
  assert.ok(text(view.container).includes('释放立即刷新'));
  await act(async () => {
    touch('touchend', 100);
  });
  await waitFor(() => calls === 2);
  await view.unmount();
});

Async('the footer says 加载中 only while the next page is on its way', async () => {
  const { root } = makeRoot();
  const observer = globalThis.IntersectionObserver;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = undefined;
  const list = listOf([page(30), 'never'], 20);
  await list.ensure({ q: '' });
  const view = await render(ui(list), root);
  assert.ok(byText(view.container, '上滑加载更多'));
  void list.loadMore();
  await waitFor(() => text(view.container).includes('加载中'));
  assert.not.ok(text(view.container).includes('上滑加载更多'));
  await view.unmount();
  globalThis.IntersectionObserver = observer;
});

Async('a page appended draws only its own rows; a row changed in place is drawn again', async () => {
  const { root } = makeRoot();
  const list = listOf([page(30)], 20);
  await list.ensure({ q: '' });
  const drawn: number[] = [];
  const view = await render(
    <AsyncList
      list={list}
      label="借阅"
      rowKey={(b) => b.id}
      renderRow={(b) => {
        drawn.push(b.id);
        return <span className="row">{b.title}</span>;
      }}
      emptyState={{ title: '暂无借阅', actionText: '去检索', onAction: () => {} }}
    />,
    root,
  );
  assert.is(drawn.length, 20);
  drawn.length = 0;
  await list.loadMore();
  await waitFor(() => view.container.querySelectorAll('.row').length === 30);
  assert.equal(
    drawn,
    books(30)
      .slice(20)
      .map((b) => b.id),
  );
  drawn.length = 0;
  await update(() =>
    list.patch(
      (b) => b.id === 3,
      (b) => ({ ...b, title: '书3（已续借）' }),
    ),
  );
  assert.equal(drawn, [3]);
  assert.ok(text(view.container).includes('书3（已续借）'));
  await view.unmount();
});

Async('a missing record is one calm panel: its name, the way back, no 重试', async () => {
  const { AsyncView } = await import('../../src/components/AsyncView');
  const { root } = makeRoot();
  let back = 0;
  const view = await render(
    <AsyncView
      status="missing"
      error="书目不存在"
      onRetry={() => {}}
      missing={{ actionText: '返回检索', onAction: () => (back += 1) }}
    >
      <button type="button">预约</button>
    </AsyncView>,
    root,
  );
  assert.ok(text(view.container).includes('书目不存在'));
  assert.not.ok(text(view.container).includes('重试'));
  assert.not.ok(text(view.container).includes('预约'));
  assert.is(view.container.querySelectorAll('button').length, 1);
  await click(byText(view.container, '返回检索')!);
  assert.is(back, 1);
  await view.unmount();
});

Async.run();
