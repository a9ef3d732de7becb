/** 推荐书目: the librarians' categories as chips, then the chosen category's titles, page by page. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { RecommendBib } from '../../../api/contract';
import { AsyncList } from '../../../components/AsyncList';
import { AsyncView, Empty, Skeleton } from '../../../components/AsyncView';
import { Chips } from '../../../components/ui/Chips';
import { Cover } from '../../../components/ui/Cover';
import { PATHS } from '../../../router/paths';
import type { RecommendStore } from '../RecommendStore';

export const RecommendPicks = observer(function RecommendPicks({
  store,
  cataid,
  onCategory,
}: {
  store: RecommendStore;
  /** The category the address asks for (0: the first). */
  cataid: number;
  onCategory: (cataid: number) => void;
}) {
  const navigate = useNavigate();
  const { categories } = store;
  const current = store.categoryOf(cataid);
  const shown = current?.cataid ?? 0;
  useEffect(() => {
    void store.categories.ensure({}, 10 * 60_000);
  }, [store]);
  useEffect(() => {
    if (shown) void store.titles.ensure({ cataid: shown }, 5 * 60_000);
  }, [store, shown]);
  const toSearch = () => navigate(PATHS.search);
  return (
    <AsyncView
      status={categories.status}
      error={categories.error}
      onRetry={() => void categories.refresh()}
      empty={categories.isEmpty}
      emptyState={{ title: '暂无推荐书目', text: '去检索找找想读的书', actionText: '去检索', onAction: toSearch }}
      skeleton={<Skeleton rows={2} label="推荐类别加载中" />}
    >
      {() => (
        <>
          <Chips
            legend="推荐类别"
            wrap
            items={categories.rows.map((c) => ({ id: c.cataid, label: c.cataname, count: c.count }))}
            active={shown}
            onPick={onCategory}
          />
          {current ? (
            <AsyncList
              list={store.titles}
              label={current.cataname}
              rowKey={(row: RecommendBib) => row.bookrecno}
              estimateSize={108}
              renderRow={(row: RecommendBib) => <RecommendedBook row={row} />}
              emptyState={{ title: '这个类别还没有书目', actionText: '去检索', onAction: toSearch }}
            />
          ) : (
            <Empty state={{ title: '暂无推荐书目', actionText: '去检索', onAction: toSearch }} />
          )}
        </>
      )}
    </AsyncView>
  );
});

function RecommendedBook({ row }: { row: RecommendBib }) {
  return (
    <Link className="rec-book" to={`${PATHS.bookDetail}?bookrecno=${row.bookrecno}`}>
      <Cover isbn={row.isbn} title={row.title} />
      <span className="rec-book-text">
        <span className="rec-book-title">{row.title}</span>
        <span className="rec-book-line">{row.author}</span>
        {row.reason ? <span className="rec-book-reason">{row.reason}</span> : null}
      </span>
    </Link>
  );
}
