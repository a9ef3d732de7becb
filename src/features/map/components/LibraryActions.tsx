/** 导航 (WeChat's own map at the library) and 电话 (the phone's dialler), on a card and on the detail. */
import type { LibraryInfo } from '../../../api/contract';
import { useStores } from '../../../stores/context';
import { openLocation } from '../../../wx/api';

export function LibraryActions({ library }: { library: LibraryInfo }) {
  const { env } = useStores();
  async function navigate() {
    const answer = await openLocation({
      latitude: library.latitude,
      longitude: library.longitude,
      name: library.name,
      address: library.address,
      scale: 16,
    });
    if (!answer.ok && !answer.cancelled) env.ui.toast(answer.message);
  }
  return (
    <div className="library-actions">
      <button type="button" className="ui-button library-action" onClick={() => void navigate()}>
        导航
      </button>
      {library.phone ? (
        <a className="ui-button ui-button--ghost library-action" href={`tel:${library.phone}`}>
          电话
        </a>
      ) : null}
    </div>
  );
}
