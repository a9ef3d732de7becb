/**
 * 检索结果 (/opac/result): the titles found, with covers and availability; filter by library and
 * shelf, sort. An ISBN that finds exactly one title opens that title instead (replacing this page,
 * so Back returns to 图书检索).
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { BibRow } from '../../api/contract';
import { AsyncList } from '../../components/AsyncList';
import { Empty, Skeleton } from '../../components/AsyncView';
import { Cover } from '../../components/ui/Cover';
import { PATHS } from '../../router/paths';
import { useFeature, useStores } from '../../stores/context';
import { CatalogueStore } from './CatalogueStore';
import { ChoiceSheet } from '../../components/ChoiceSheet';
import { queryString, readQuery, SEARCH_TYPES, type SearchQuery, typeLabel } from './searchQuery';
import '../../components/ui/page.css';
import './catalogue.css';

const Result = observer(function Result() {
  const store = useFeature(CatalogueStore);
  const { app } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = readQuery(params);
  const key = query ? queryString(query) : '';
  useEffect(() => {
    const current = key ? readQuery(new URLSearchParams(key)) : null;
    if (current) void store.search(current);
  }, [store, key]);
  const list = store.results;
  // Rows of another query (a kept page shown again, before its effect runs) are never shown.
  const current = list.query !== null && queryString(list.query) === key;
  const single = query?.type === 'isbn' && current && list.status === 'ready' && list.total === 1 ? list.rows[0] : null;
  useEffect(() => {
    if (single) navigate(`${PATHS.bookDetail}?bookrecno=${single.bookrecno}`, { replace: true });
  }, [single, navigate]);

  if (!query) {
    return (
      <div className="ui-page opac">
        <Empty state={{ title: '请输入检索词', actionText: '去检索', onAction: () => navigate(PATHS.search) }} />
      </div>
    );
  }
  const go = (next: SearchQuery) => {
    void store.search(next);
    navigate(`${PATHS.searchResult}?${queryString(next)}`, { replace: true });
  };
  return (
    <div className="ui-page opac">
      <div className="opac-summary">
        <span>
          {typeLabel(query.type)}：<strong>{query.q}</strong>
        </span>
        {current && list.status === 'ready' ? <span>共 {list.total} 条</span> : null}
      </div>
      <section className="opac-filters" aria-label="筛选">
        <ChoiceSheet
          label="馆藏地"
          value={query.lib}
          choices={[{ value: '', text: '全部馆' }, ...app.libcode.map((lib) => ({ value: lib.code, text: lib.name }))]}
          onChange={(lib) => go({ ...query, lib })}
        />
        <label className="opac-toggle">
          <input type="checkbox" checked={query.shelf} onChange={(e) => go({ ...query, shelf: e.target.checked })} />
          <span>只看在馆</span>
        </label>
        <ChoiceSheet<SearchQuery['sort']>
          label="排序"
          value={query.sort}
          choices={[
            { value: 'relevance', text: '相关度' },
            { value: 'newest', text: '最新出版' },
          ]}
          onChange={(sort) => go({ ...query, sort })}
        />
      </section>
      {current ? (
        <>
          {list.isEmpty ? (
            <section className="opac-others" aria-label="换个检索方式">
              {SEARCH_TYPES.filter((t) => t.type !== query.type).map((t) => (
                <button key={t.type} type="button" className="opac-chip" onClick={() => go({ ...query, type: t.type })}>
                  按{t.label}
                </button>
              ))}
            </section>
          ) : null}
          <AsyncList
            list={list}
            label="检索结果"
            rowKey={(row: BibRow) => row.bookrecno}
            estimateSize={108}
            renderRow={(row: BibRow) => <BibItem row={row} />}
            emptyState={{
              title: '没有找到相关图书',
              text: '换个检索方式试试，或向图书馆荐购',
              actionText: '荐购',
              onAction: () => navigate(`${PATHS.recommend}?title=${encodeURIComponent(query.q)}`),
            }}
          />
        </>
      ) : (
        <Skeleton rows={4} label="检索中" />
      )}
    </div>
  );
});

/** One title: its cover (lazy, fixed 60×84, so nothing shifts as covers arrive) beside its lines. */
function BibItem({ row }: { row: BibRow }) {
  return (
    <Link className="opac-bib" to={`${PATHS.bookDetail}?bookrecno=${row.bookrecno}`}>
      <Cover isbn={row.isbn} title={row.title} />
      <span className="opac-bib-text">
        <span className="opac-bib-title">{row.title}</span>
        <span className="opac-bib-line">{row.author}</span>
        <span className="opac-bib-line">
          {row.publisher} · {row.pubdate}
        </span>
        <span className="opac-bib-line">
          索书号 {row.callno}
          <span className={`opac-avail ${row.onshelf > 0 ? 'opac-avail--in' : ''}`}>
            在馆 {row.onshelf} / 共 {row.total}
          </span>
        </span>
      </span>
    </Link>
  );
}

export default Result;
