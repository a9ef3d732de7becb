/**
 * 晒图详情 (/photodetail?id=): the pictures (tap one for WeChat's full-screen previewImage), the
 * text, the topic, the author and the date, the likes and 点赞 (once); one's own post shows its
 * review state (and why it was not approved), offers 领取积分 once approved until its points are
 * given, and may be deleted. A post that does not exist is
 * the calm missing panel with 去读者晒图.
 */
import { observer } from 'mobx-react-lite';
import { useShareCard } from '../../wx/useShareCard';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Photo } from '../../api/contract';
import { AsyncView, Missing } from '../../components/AsyncView';
import { useConfirmedAction } from '../../components/useConfirmedAction';
import { PATHS } from '../../router/paths';
import { useFeature, useStores } from '../../stores/context';
import { previewImage } from '../../wx/api';
import { EarnPoints } from '../../components/EarnPoints';
import { PhotosStore } from './PhotosStore';
import '../../components/ui/page.css';
import './photos.css';
import { ReviewNote } from '../../components/ReviewState';

/** previewImage takes full http(s) URLs. */
const absolute = (path: string) => new URL(path, window.location.href).href;

const PhotoDetail = observer(function PhotoDetail() {
  const store = useFeature(PhotosStore);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  useEffect(() => {
    if (id) void store.loadDetail(id);
  }, [store, id]);
  const detail = store.detail;
  // A stale link (a post deleted, or never there): one calm panel, the way back, nothing else.
  const missing = { title: '晒图不存在', actionText: '去读者晒图', onAction: () => navigate(PATHS.photos) };
  return (
    <div className="ui-page photos">
      {id ? (
        <AsyncView status={detail.status} error={detail.error} onRetry={() => void detail.refresh()} missing={missing}>
          {() => (detail.value ? <Post photo={detail.value} store={store} /> : null)}
        </AsyncView>
      ) : (
        <Missing title={missing.title} state={missing} />
      )}
    </div>
  );
});

const Post = observer(function Post({ photo, store }: { photo: Photo; store: PhotosStore }) {
  const { env } = useStores();
  const navigate = useNavigate();
  const confirmThen = useConfirmedAction();
  const urls = photo.pictures.map(absolute);
  // Only an approved post is open to a friend: one under review, or not approved, keeps the page's default card.
  useShareCard(
    photo.state === 'approved'
      ? { title: `${photo.name}的晒图 #${photo.topic}`, desc: photo.text.slice(0, 60), imgUrl: urls[0] ?? '' }
      : null,
  );
  async function like() {
    env.ui.toast((await store.like.run(photo)).message);
  }
  const remove = () =>
    confirmThen(
      { title: '删除晒图', content: '删除后不能恢复，确定删除吗？', confirmText: '删除', cancelText: '再想想' },
      async () => {
        const result = await store.remove.run(photo);
        if (result.ok) navigate(`${PATHS.photos}?tab=mine`, { replace: true });
        return result;
      },
    );
  return (
    <article className="photo-post" aria-label={`${photo.name}的晒图`}>
      <ReviewNote post={photo} afterApproval="，通过后将在晒图墙展示" />
      <ul className={`photo-pictures photo-pictures--${Math.min(urls.length, 3)}`} aria-label="图片">
        {urls.map((url, i) => (
          <li key={url}>
            <button type="button" onClick={() => void previewImage(urls, url)} aria-label={`查看第${i + 1}张大图`}>
              <img src={url} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {photo.text ? (
        <p className="photo-text" data-user-content>
          {photo.text}
        </p>
      ) : null}
      <p className="photo-meta">
        <span className="photo-topic">#{photo.topic}</span>
        <span>{photo.name}</span>
        <time>{photo.createtime.slice(0, 16)}</time>
      </p>
      <EarnPoints
        post={photo}
        busy={store.earn.busyFor(photo.id)}
        result={store.earn.resultFor(photo.id)}
        onEarn={() => store.earn.run(photo)}
      />
      <div className="photo-actions">
        {photo.state === 'approved' ? (
          <button
            type="button"
            className={`ui-button ${photo.liked ? 'ui-button--ghost' : ''}`}
            disabled={photo.liked || store.like.busy}
            aria-pressed={photo.liked}
            onClick={() => void like()}
          >
            {photo.liked ? '已赞' : '点赞'} ♥ {photo.likes}
          </button>
        ) : null}
        {photo.mine ? (
          <button
            type="button"
            className="ui-button ui-button--ghost"
            disabled={store.remove.busyFor(photo.id)}
            onClick={() => void remove()}
          >
            删除
          </button>
        ) : null}
      </div>
    </article>
  );
});

export default PhotoDetail;
