/**
 * 读者晒图 (/readerphoto): a two-column wall of approved posts, newest (default) or most liked
 * (?tab=likes), loaded as the reader scrolls; 我的 (?tab=mine) lists the card's own posts with their
 * review state. A tile opens 晒图详情; 去晒图 shares a new one.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Photo } from '../../api/contract';
import { AsyncList } from '../../components/AsyncList';
import { Tabs } from '../../components/ui/Tabs';
import { PATHS } from '../../router/paths';
import { useCardLoad, useFeature } from '../../stores/context';
import { PhotoTile } from './components/PhotoTile';
import { PhotosStore, type WallView } from './PhotosStore';
import '../../components/ui/page.css';
import './photos.css';

const TABS: { id: WallView; label: string }[] = [
  { id: 'newest', label: '最新' },
  { id: 'likes', label: '最热' },
  { id: 'mine', label: '我的' },
];

/** Tiles are small and lazy: the wall stays a plain grid (no virtual rows) however long it gets. */
const NEVER_VIRTUAL = Number.POSITIVE_INFINITY;

const Photos = observer(function Photos() {
  const store = useFeature(PhotosStore);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'newest';
  useEffect(() => {
    store.setView(view);
  }, [store, view]);
  // 我的 needs the card: read it once the card is known.
  useCardLoad(() => store.load(), [store]);
  const share = () => navigate(PATHS.photoShare);
  return (
    <div className="ui-page photos">
      <Tabs
        label="读者晒图"
        items={TABS}
        active={view}
        onPick={(id) => setParams(id === 'newest' ? {} : { tab: id }, { replace: true })}
      />
      <div className="photos-wall">
        <AsyncList
          key={view}
          list={store.shown}
          label="晒图"
          rowKey={(row: Photo) => row.id}
          virtualizeAfter={NEVER_VIRTUAL}
          renderRow={(row: Photo) => <PhotoTile photo={row} showState={view === 'mine'} />}
          emptyState={
            view === 'mine'
              ? { title: '还没有晒过图', text: '分享你在图书馆的时光吧', actionText: '去晒图', onAction: share }
              : { title: '还没有读者晒图', actionText: '去晒图', onAction: share }
          }
        />
      </div>
      <button type="button" className="ui-button ui-fab" onClick={share}>
        去晒图
      </button>
    </div>
  );
});

export default Photos;
