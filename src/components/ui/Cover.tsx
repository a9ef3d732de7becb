/** A book's cover from the configured cover service; a plain block when there is none. */
import { useState } from 'react';
import { config } from '../../config';
import './Cover.css';

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
      src={`${config.coverBaseUrl}${encodeURIComponent(isbn)}`}
      alt=""
      width={60}
      height={84}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
