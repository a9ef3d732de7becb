/**
 * 图书检索 (/opac/index): SPEC §9's search types, hot keys, the reader's history, ISBN scan, and
 * the newest books (getNewBookTop) with 更多: the whole list on 图书推荐's 新书上架 tab.
 */
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { SearchType } from '../../api/contract';
import { PATHS } from '../../router/paths';
import { useFeature, useStores } from '../../stores/context';
import { scanQRCode } from '../../wx/api';
import { CatalogueStore, type PastSearch } from './CatalogueStore';
import { MAX_QUERY_LENGTH, queryString, SEARCH_TYPES, type SearchQuery, searchWords } from './searchQuery';
import '../../components/ui/page.css';
import './catalogue.css';

const Search = observer(function Search() {
  const store = useFeature(CatalogueStore);
  const { env } = useStores();
  const navigate = useNavigate();
  const [type, setType] = useState<SearchType>('keyword');
  const [q, setQ] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    void store.hotKeys.ensure({}, 5 * 60_000);
    void store.newBooks.ensure({}, 5 * 60_000);
  }, [store]);

  function search(next: PastSearch) {
    const words = searchWords(next.type, next.q);
    if (!words) {
      setError('请输入检索词');
      return;
    }
    setError('');
    store.remember({ type: next.type, q: words });
    const query: SearchQuery = { type: next.type, q: words, lib: '', shelf: false, sort: 'relevance' };
    void store.search(query);
    navigate(`${PATHS.searchResult}?${queryString(query)}`);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    search({ type, q });
  }

  async function scan() {
    const result = await scanQRCode(['barCode']);
    if (!result.ok) {
      if (!result.cancelled) env.ui.toast(result.message);
      return;
    }
    if (!result.data.isbn) {
      env.ui.toast('未识别到图书的 ISBN 条码');
      return;
    }
    setType('isbn');
    setQ(result.data.isbn);
    search({ type: 'isbn', q: result.data.isbn });
  }

  return (
    <div className="ui-page opac">
      <form className="opac-search" aria-label="检索" onSubmit={submit}>
        <div className="opac-types">
          {SEARCH_TYPES.map((t) => (
            <button
              key={t.type}
              type="button"
              aria-pressed={type === t.type}
              className={`opac-type ${type === t.type ? 'opac-type--on' : ''}`}
              onClick={() => setType(t.type)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div className="opac-bar">
          <input
            className="opac-input"
            type="search"
            enterKeyHint="search"
            value={q}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={`按${SEARCH_TYPES.find((t) => t.type === type)?.label}检索`}
            aria-label="检索词"
            onChange={(e) => setQ(e.target.value)}
          />
          <button type="submit" className="ui-button opac-go">
            检索
          </button>
          <button type="button" className="ui-button ui-button--ghost opac-scan" onClick={() => void scan()}>
            扫码
          </button>
        </div>
        {error ? (
          <p className="opac-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>

      {store.hotKeys.rows.length ? (
        <section className="ui-card opac-section" aria-label="热门检索">
          <h2 className="opac-section-title">热门检索</h2>
          <div className="opac-chips">
            {store.hotKeys.rows.map((hot) => (
              <button
                key={`${hot.searchtype}:${hot.keyword}`}
                type="button"
                className="opac-chip"
                onClick={() => search({ type: hot.searchtype, q: hot.keyword })}
              >
                {hot.keyword}
              </button>
            ))}
          </div>
        </section>
      ) : null}

      {store.history.length ? (
        <section className="ui-card opac-section" aria-label="检索历史">
          <h2 className="opac-section-title">
            检索历史
            <button type="button" className="ui-link-button" onClick={() => store.clearHistory()}>
              清空
            </button>
          </h2>
          <div className="opac-chips">
            {store.history.map((past) => (
              <button key={`${past.type}:${past.q}`} type="button" className="opac-chip" onClick={() => search(past)}>
                {past.q}
              </button>
            ))}
          </div>
        </section>
      ) : null}

      <section className="ui-card opac-section" aria-label="新书上架">
        <h2 className="opac-section-title">
          新书上架
          <span className="opac-more-links">
            <Link className="opac-more" to={PATHS.loanTop}>
              借阅排行
            </Link>
            <Link className="opac-more" to={`${PATHS.recommend}?tab=new`} aria-label="更多新书">
              更多
            </Link>
          </span>
        </h2>
        <ul className="opac-newbooks">
          {store.newBooks.rows.map((book) => (
            <li key={book.bookrecno}>
              <Link to={`${PATHS.bookDetail}?bookrecno=${book.bookrecno}`} className="opac-newbook">
                <span className="opac-newbook-title">{book.title}</span>
                <span className="opac-newbook-author">{book.author}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
});

export default Search;
