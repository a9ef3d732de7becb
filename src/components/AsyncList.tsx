/**
 * A ListStore on screen: skeleton, failure with 重试, empty state with a next step, the rows, and
 * a footer (上滑加载更多 / 加载中 / 加载失败，点击重试 / 没有更多了) that loads the next page when it scrolls
 * into view. Past `virtualizeAfter` rows only the rows near the viewport are in the DOM. Pull
 * down at the top of the page to refresh. Plain elements (no UI kit).
 */
import { memo, type ReactNode, type TouchEvent, useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { PagedList } from '../stores/base/ListStore';
import { AsyncView, type EmptyState } from './AsyncView';
import './async.css';

export const VIRTUALIZE_AFTER = 100;
/** How far (px) a pull must go before releasing refreshes. */
export const PULL_THRESHOLD = 60;

export interface AsyncListProps<Row> {
  list: PagedList<Row>;
  /**
   * A row's content. It is drawn again only when its row object (or place) changes, not when a
   * page is appended: it must depend on the row alone (read anything else inside an observer).
   */
  renderRow: (row: Row, index: number) => ReactNode;
  rowKey: (row: Row, index: number) => string | number;
  emptyState: EmptyState;
  skeleton?: ReactNode;
  /** Accessible name of the list. */
  label: string;
  /** Estimated row height (px) for the virtualizer. */
  estimateSize?: number;
  virtualizeAfter?: number;
}

function AsyncListImpl<Row>(props: AsyncListProps<Row>) {
  const { list, emptyState, skeleton } = props;
  return (
    <PullToRefresh onRefresh={() => list.refresh()} refreshing={list.refreshing}>
      <AsyncView
        status={list.status}
        error={list.error}
        onRetry={() => void list.refresh()}
        empty={list.isEmpty}
        emptyState={emptyState}
        skeleton={skeleton}
      >
        <ListBody {...props} />
      </AsyncView>
    </PullToRefresh>
  );
}

export const AsyncList = observer(AsyncListImpl) as <Row>(props: AsyncListProps<Row>) => ReactNode;

/** The rows: its own observer, so a page appended re-renders it. */
const ListBody = observer(function ListBody<Row>(props: AsyncListProps<Row>) {
  const { list, label } = props;
  return (
    <>
      {list.error ? (
        <div className="ui-list-stale" role="alert">
          <span>{list.error}</span>
          <button type="button" className="ui-link-button" onClick={() => void list.refresh()}>
            重试
          </button>
        </div>
      ) : null}
      {list.rows.length > (props.virtualizeAfter ?? VIRTUALIZE_AFTER) ? (
        <VirtualRows {...props} />
      ) : (
        <ul className="ui-list" aria-label={label}>
          {list.rows.map((row, index) => (
            <li key={props.rowKey(row, index)} className="ui-list-row">
              <RowContent row={row} index={index} render={props.renderRow} />
            </li>
          ))}
        </ul>
      )}
      <ListFooter list={list} />
    </>
  );
}) as <Row>(props: AsyncListProps<Row>) => ReactNode;

const VirtualRows = observer(function VirtualRows<Row>({
  list,
  renderRow,
  rowKey,
  label,
  estimateSize = 88,
}: AsyncListProps<Row>) {
  const top = useRef<HTMLUListElement>(null);
  const rows = list.rows;
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimateSize,
    overscan: 6,
    scrollMargin: top.current?.offsetTop ?? 0,
    // A row not laid out yet (0 px) keeps its estimate rather than collapsing the list.
    measureElement: (element) => element.getBoundingClientRect().height || estimateSize,
    // Rows entering the window render in React's next frame, not synchronously inside the scroll
    // event (which made the longest frames while scrolling: npm run bench:results).
    useFlushSync: false,
  });
  const margin = virtualizer.options.scrollMargin;
  return (
    <ul
      ref={top}
      className="ui-list ui-list--virtual"
      aria-label={label}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => (
        <li
          key={rowKey(rows[item.index], item.index)}
          data-index={item.index}
          ref={virtualizer.measureElement}
          aria-setsize={rows.length}
          aria-posinset={item.index + 1}
          className="ui-list-row"
          style={{ transform: `translateY(${item.start - margin}px)` }}
        >
          <RowContent row={rows[item.index]} index={item.index} render={renderRow} />
        </li>
      ))}
    </ul>
  );
}) as <Row>(props: AsyncListProps<Row>) => ReactNode;

/** One row's content, drawn again only for a new row object or place (see renderRow). */
const RowContent = memo(
  function RowContent<Row>({
    row,
    index,
    render,
  }: {
    row: Row;
    index: number;
    render: AsyncListProps<Row>['renderRow'];
  }) {
    return <>{render(row, index)}</>;
  },
  (before, after) => before.row === after.row && before.index === after.index,
) as <Row>(props: { row: Row; index: number; render: AsyncListProps<Row>['renderRow'] }) => ReactNode;

const ListFooter = observer(function ListFooter({ list }: { list: AsyncListProps<unknown>['list'] }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const shown = list.rows.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: observe again after each page, so a footer still in view loads the next one
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void list.loadMore();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [list, shown]);

  if (list.moreStatus === 'error') {
    return (
      <div className="ui-list-footer">
        <button type="button" className="ui-link-button" onClick={() => void list.loadMore()}>
          加载失败，点击重试
        </button>
      </div>
    );
  }
  if (!list.hasMore) return <div className="ui-list-footer">没有更多了</div>;
  // 加载中 only while a page is on its way: a footer waiting below the fold is not loading.
  return (
    <div ref={sentinel} className="ui-list-footer" role="status">
      {list.moreStatus === 'loading' ? '加载中' : '上滑加载更多'}
    </div>
  );
});

/** Pull down from the top of the page; release past the threshold to refresh. */
function PullToRefresh({
  onRefresh,
  refreshing,
  children,
}: {
  onRefresh: () => Promise<void>;
  refreshing: boolean;
  children: ReactNode;
}) {
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const onTouchStart = (e: TouchEvent) => {
    start.current = window.scrollY <= 0 ? e.touches[0].clientY : null;
  };
  const onTouchMove = (e: TouchEvent) => {
    if (start.current === null) return;
    setPull(Math.max(0, Math.min(120, e.touches[0].clientY - start.current)));
  };
  const onTouchEnd = () => {
    if (pull >= PULL_THRESHOLD) void onRefresh();
    start.current = null;
    setPull(0);
  };
  const hint = refreshing ? '刷新中...' : pull >= PULL_THRESHOLD ? '释放立即刷新' : pull > 0 ? '下拉刷新' : '';
  return (
    <div onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} onTouchCancel={onTouchEnd}>
      {hint ? (
        <div className="ui-pull-hint" role="status" style={{ height: refreshing ? 40 : pull / 2 }}>
          {hint}
        </div>
      ) : null}
      {children}
    </div>
  );
}
