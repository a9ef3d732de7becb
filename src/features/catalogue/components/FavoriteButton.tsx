/** 收藏 on the detail page: a toggle that shows what the server last said. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../../stores/context';
import type { FavoritesStore } from '../FavoritesStore';

export const FavoriteButton = observer(function FavoriteButton({
  store,
  bookrecno,
}: {
  store: FavoritesStore;
  bookrecno: number;
}) {
  const { env } = useStores();
  useEffect(() => {
    void store.ensureStatus(bookrecno);
  }, [store, bookrecno]);
  const kept = store.kept.get(bookrecno);
  async function toggle() {
    env.ui.toast((await store.change.run(bookrecno, !kept)).message);
  }
  return (
    <button
      type="button"
      className={`shelf-favorite ${kept ? 'shelf-favorite--on' : ''}`}
      aria-pressed={!!kept}
      disabled={kept === undefined || store.change.busy}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">{kept ? '★' : '☆'}</span>
      <span>{kept ? '已收藏' : '收藏'}</span>
    </button>
  );
});
