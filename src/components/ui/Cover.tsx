/** A book's cover from the configured cover service; a plain block when there is none. */
import { useState } from 'react';
import { config } from '../../config';
import './Cover.css';

/** A cover's address at the cover service. */
export const coverSrc = (isbn: string) => `${config.coverBaseUrl}${encodeURIComponent(isbn)}`;

export function Cover({ isbn, title }: { isbn: string; title: string }) {
  const [failed, setFailed] = useState(false);
  if (!isbn || failed) {
    return (
      <span className="ui-cover ui-cover--blank" aria-hidden="true">
        {title.slice(0, 4)}
      </span>
    );
  }
  return (
    <img
      className="ui-cover"
      src={coverSrc(isbn)}
      alt=""
      width={60}
      height={84}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
