/** 图书收藏 (/books/collect): the titles the WeChat user keeps, the most recent first; 取消收藏. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { FavoriteRow } from '../../api/contract';
import { AsyncList } from '../../components/AsyncList';
import { Cover } from '../../components/ui/Cover';
import { PATHS } from '../../router/paths';
import { useConfirmedAction } from '../../components/useConfirmedAction';
import { useFeature } from '../../stores/context';
import { FavoritesStore } from './FavoritesStore';
import '../../components/ui/page.css';
import './catalogue.css';
import './shelf.css';

const Collect = observer(function Collect() {
  const store = useFeature(FavoritesStore);
  const navigate = useNavigate();
  const openid = store.openid;
  useEffect(() => {
    if (openid) void store.load();
  }, [store, openid]);
  return (
    <div className="ui-page opac">
      <AsyncList
        list={store.list}
        label="我的收藏"
        rowKey={(row: FavoriteRow) => row.bookrecno}
        estimateSize={128}
        renderRow={(row: FavoriteRow) => <FavoriteItem row={row} store={store} />}
        emptyState={{
          title: '还没有收藏',
          text: '在图书详情页点「收藏」，想读的书都在这里',
          actionText: '去检索',
          onAction: () => navigate(PATHS.search),
        }}
      />
    </div>
  );
});

const FavoriteItem = observer(function FavoriteItem({ row, store }: { row: FavoriteRow; store: FavoritesStore }) {
  const confirmThen = useConfirmedAction();
  const remove = () =>
    confirmThen(
      { title: '取消收藏', content: `确定不再收藏《${row.title}》吗？`, confirmText: '取消收藏', cancelText: '再想想' },
      () => store.change.run(row.bookrecno, false),
    );
  return (
    <article className="ui-card shelf-item" aria-label={row.title}>
      <Cover isbn={row.isbn} title={row.title} />
      <div className="shelf-item-text">
        <Link className="shelf-comment-book" to={`${PATHS.bookDetail}?bookrecno=${row.bookrecno}`}>
          {row.title}
        </Link>
        <div className="opac-bib-line">{row.author}</div>
        <div className="opac-bib-line">
          {row.publisher} · {row.pubdate}
          <span className={`opac-avail ${row.onshelf > 0 ? 'opac-avail--in' : ''}`}>
            在馆 {row.onshelf} / 共 {row.total}
          </span>
        </div>
        <div className="shelf-item-foot">
          <span>收藏于 {row.collecttime}</span>
          <button
            type="button"
            className="shelf-remove"
            disabled={store.change.busy}
            aria-label={`取消收藏 ${row.title}`}
            onClick={() => void remove()}
          >
            取消收藏
          </button>
        </div>
      </div>
    </article>
  );
});

export default Collect;
