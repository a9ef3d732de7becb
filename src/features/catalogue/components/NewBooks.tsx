/**
 * 新书上架 (图书推荐's tab): the titles the library catalogued lately, newest first, page by page
 * (listNewBib), of the last 7, 30 or 90 days, at one library or all.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { NewBib } from '../../../api/contract';
import { AsyncList } from '../../../components/AsyncList';
import { ChoiceSheet } from '../../../components/ChoiceSheet';
import { Chips } from '../../../components/ui/Chips';
import { Cover } from '../../../components/ui/Cover';
import { PATHS } from '../../../router/paths';
import { useStores } from '../../../stores/context';
import { NEW_BOOK_PERIODS, type NewBooksQuery } from '../newBooksQuery';
import type { RecommendStore } from '../RecommendStore';

export const NewBooks = observer(function NewBooks({
  store,
  query,
  onQuery,
}: {
  store: RecommendStore;
  /** The period and library the address asks for. */
  query: NewBooksQuery;
  onQuery: (next: NewBooksQuery) => void;
}) {
  const { app } = useStores();
  const navigate = useNavigate();
  const { days, lib } = query;
  useEffect(() => {
    void store.newBooks.ensure({ days, lib }, 5 * 60_000);
  }, [store, days, lib]);
  return (
    <>
      <div className="rec-bar">
        <Chips
          legend="上架时间"
          items={NEW_BOOK_PERIODS.map((p) => ({ id: p.days, label: p.label }))}
          active={days}
          onPick={(next) => onQuery({ ...query, days: next })}
        />
        <ChoiceSheet
          label="图书馆"
          className="rec-select"
          value={lib}
          choices={[
            { value: '', text: '全部图书馆' },
            ...app.libcode.map((one) => ({ value: one.code, text: one.name })),
          ]}
          onChange={(next) => onQuery({ ...query, lib: next })}
        />
      </div>
      <AsyncList
        list={store.newBooks}
        label="新书上架"
        rowKey={(row: NewBib) => row.bookrecno}
        estimateSize={108}
        renderRow={(row: NewBib) => <NewBook row={row} />}
        emptyState={{
          title: '这段时间没有新书上架',
          text: '换个时间或图书馆看看',
          actionText: '去检索',
          onAction: () => navigate(PATHS.search),
        }}
      />
    </>
  );
});

function NewBook({ row }: { row: NewBib }) {
  return (
    <Link className="rec-book" to={`${PATHS.bookDetail}?bookrecno=${row.bookrecno}`}>
      <Cover isbn={row.isbn} title={row.title} />
      <span className="rec-book-text">
        <span className="rec-book-title">{row.title}</span>
        <span className="rec-book-line">{row.author}</span>
        <span className="rec-book-line">
          {row.publisher} · {row.pubdate}
        </span>
        <span className="rec-book-line">
          {row.catalogdate} 上架 · 在馆 {row.onshelf} / 共 {row.total}
        </span>
      </span>
    </Link>
  );
}
