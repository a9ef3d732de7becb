/** One post on the wall: its first picture, the text, the author and the likes (or its review state). */
import { Link } from 'react-router-dom';
import type { Photo } from '../../../api/contract';
import { PATHS } from '../../../router/paths';
import { ReviewBadge } from '../../../components/ReviewState';

export function PhotoTile({ photo, showState }: { photo: Photo; showState: boolean }) {
  return (
    <Link className="photo-tile" to={`${PATHS.photoDetail}?id=${photo.id}`}>
      <span className="photo-tile-cover">
        {photo.pictures[0] ? (
          <img
            src={photo.pictures[0]}
            alt={`${photo.name}的晒图：${photo.topic}`}
            loading="lazy"
            width={180}
            height={180}
          />
        ) : null}
        {photo.pictures.length > 1 ? <span className="photo-tile-count">{photo.pictures.length}图</span> : null}
      </span>
      <span className="photo-tile-text" data-user-content>
        {photo.text || `#${photo.topic}`}
      </span>
      <span className="photo-tile-foot">
        <span>{photo.name}</span>
        {showState ? (
          <ReviewBadge post={photo} />
        ) : (
          <span className={photo.liked ? 'photo-likes photo-likes--on' : 'photo-likes'}>♥ {photo.likes}</span>
        )}
      </span>
    </Link>
  );
}
