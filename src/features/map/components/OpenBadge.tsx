/** 开放中 / 已闭馆 now, and today's hours. */
import type { LibraryInfo } from '../../../api/contract';
import { openingState } from '../../../lib/opening';

export function OpenBadge({ library, now }: { library: LibraryInfo; now: number }) {
  const state = openingState(library.hours, now);
  return (
    <span className="library-opening">
      <span className={`library-badge ${state.open ? 'is-open' : 'is-closed'}`}>{state.label}</span>
      <span className="library-today">{state.today}</span>
    </span>
  );
}
