/**
 * 图书详情 (/opac/detail?bookrecno=): the record with 收藏, its copies by library and location with
 * 预约 (or 荐购 when the library has no copy to lend), and readers' comments. A title that does
 * not exist (a stale link) is one calm panel with 去检索 and nothing else.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { BibRecord, HoldingRow } from '../../api/contract';
import { AsyncView, Missing } from '../../components/AsyncView';
import { formatMoney } from '../../lib/format';
import { PATHS } from '../../router/paths';
import { useCardLoad, useFeature } from '../../stores/context';
import { Cover, coverSrc } from '../../components/ui/Cover';
import { useShareCard } from '../../wx/useShareCard';
import { CatalogueStore } from './CatalogueStore';
import { CommentsStore } from './CommentsStore';
import { BookComments } from './components/BookComments';
import { FavoriteButton } from './components/FavoriteButton';
import { FavoritesStore } from './FavoritesStore';
import { ReserveBox } from './components/ReserveBox';
import './shelf.css';
import '../../components/ui/page.css';
import './catalogue.css';
import { holdingStateName } from '../../api/contract/catalogue';

const Book = observer(function Book() {
  const store = useFeature(CatalogueStore);
  const favorites = useFeature(FavoritesStore);
  const comments = useFeature(CommentsStore);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const bookrecno = Number(params.get('bookrecno'));
  const valid = Number.isInteger(bookrecno) && bookrecno > 0;
  useEffect(() => {
    if (!valid) return;
    void store.record.ensure(bookrecno, 5 * 60_000);
    void store.holdings.ensure(bookrecno, 30_000);
  }, [store, bookrecno, valid]);
  useCardLoad(() => store.loadReserves(), [store]);
  const { record, holdings } = store;
  const gone = (d: { status: string; key: number | null }) => d.status === 'missing' && d.key === bookrecno;
  if (!valid || gone(record) || gone(holdings)) {
    // No record, so nothing to reserve, comment on or retry: only the way back to search.
    const title = (gone(record) && record.error) || (gone(holdings) && holdings.error) || '书目不存在';
    return (
      <div className="ui-page opac">
        <Missing
          title={title}
          state={{
            text: valid ? '这本书可能已被剔除，或链接已失效' : '链接可能不完整',
            actionText: '去检索',
            onAction: () => navigate(PATHS.search),
          }}
        />
      </div>
    );
  }
  return (
    <div className="ui-page opac">
      <AsyncView status={record.status} error={record.error} onRetry={() => void record.refresh()}>
        {() =>
          record.value ? (
            <Record book={record.value} favorite={<FavoriteButton store={favorites} bookrecno={bookrecno} />} />
          ) : null
        }
      </AsyncView>
      <Holdings store={store} bookrecno={bookrecno} />
      <BookComments store={comments} bookrecno={bookrecno} />
    </div>
  );
});

function Record({ book, favorite }: { book: BibRecord; favorite: React.ReactNode }) {
  const rows: [string, string][] = [
    ['作者', book.author],
    ['出版社', book.publisher],
    ['出版日期', book.pubdate],
    ['ISBN', book.isbn],
    ['页数', book.pages ? `${book.pages} 页` : ''],
    ['定价', book.price ? formatMoney(book.price) : ''],
    ['主题', book.subject],
    ['分类号', book.classno],
    ['索书号', book.callno],
  ];
  useShareCard({
    title: `《${book.title}》`,
    desc: [book.author, book.publisher].filter(Boolean).join(' / '),
    imgUrl: book.isbn ? coverSrc(book.isbn) : '',
  });
  return (
    <article className="ui-card opac-record" aria-label={book.title}>
      <div className="opac-record-head">
        <Cover isbn={book.isbn} title={book.title} />
        <div className="opac-record-headline">
          <h1 className="opac-record-title">{book.title}</h1>
          {favorite}
        </div>
      </div>
      <dl className="opac-record-rows">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="opac-record-row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {book.summary ? <p className="opac-record-summary">{book.summary}</p> : null}
    </article>
  );
}

/** Copies grouped by library, then location, in the order listed. */
function grouped(rows: HoldingRow[]): { key: string; name: string; copies: HoldingRow[] }[] {
  const groups = new Map<string, { key: string; name: string; copies: HoldingRow[] }>();
  for (const row of rows) {
    const key = `${row.libcode}/${row.curlocal}`;
    const group = groups.get(key) ?? { key, name: `${row.libname} · ${row.curlocalname}`, copies: [] };
    group.copies.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

const Holdings = observer(function Holdings({ store, bookrecno }: { store: CatalogueStore; bookrecno: number }) {
  const { holdings } = store;
  return (
    <section className="ui-card opac-holdings" aria-label="馆藏">
      <h2 className="opac-section-title">馆藏</h2>
      <AsyncView status={holdings.status} error={holdings.error} onRetry={() => void holdings.refresh()}>
        {() =>
          holdings.value?.length ? (
            grouped(holdings.value).map((group) => (
              <div key={group.key} className="opac-holding-group">
                <h3 className="opac-holding-place">{group.name}</h3>
                <ul className="opac-copies">
                  {group.copies.map((copy) => (
                    <li key={copy.barcode} className="opac-copy">
                      <span>条码 {copy.barcode}</span>
                      <span>{copy.callno}</span>
                      <span className={`opac-copy-state opac-copy-state--${copy.state}`}>
                        {holdingStateName(copy)}
                        {copy.state === 2 && copy.returndate ? ` · 应还 ${copy.returndate}` : ''}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ))
          ) : (
            <p className="opac-none">暂无馆藏</p>
          )
        }
      </AsyncView>
      {store.record.value?.bookrecno === bookrecno && store.record.value.total === 0 ? (
        <Suggest book={store.record.value} />
      ) : (
        <ReserveBox store={store} bookrecno={bookrecno} />
      )}
    </section>
  );
});

/** No copy to lend: ask the library to buy it (the suggestion form, filled in with this record). */
function Suggest({ book }: { book: BibRecord }) {
  const fields = { tab: 'suggest', title: book.title, author: book.author, isbn: book.isbn, publisher: book.publisher };
  return (
    <p className="opac-reserve-hint">
      馆内暂无可借馆藏，可<Link to={`${PATHS.recommend}?${new URLSearchParams(fields)}`}>荐购</Link>
      这本书
    </p>
  );
}

export default Book;
