/**
 * 预约 on 图书详情: the pickup library (one of the system's, as buttons: no native select), and 预约
 * asked first (the dialog names the book and the library; 确认预约 / 暂不). A title the reader has
 * an open reservation for (queued or ready, from the card's reservations) shows 已预约, disabled,
 * with the way to 预约预借: after a 预约 and on any later visit.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../router/paths';
import { useStores } from '../../../stores/context';
import type { CatalogueStore } from '../CatalogueStore';
import { ensureDictionaries } from '../../../stores/ensureDictionaries';

export const ReserveBox = observer(function ReserveBox({
  store,
  bookrecno,
}: {
  store: CatalogueStore;
  bookrecno: number;
}) {
  const { app, reader, env } = useStores();
  const [libcode, setLibcode] = useState('');
  // Start-up may have failed to load the libraries: ask again, rather than offer no 取书馆.
  useEffect(() => void ensureDictionaries(app), [app]);
  if (!reader.readerNumber) {
    return (
      <p className="opac-reserve-hint">
        <Link to={PATHS.bind}>绑定读者证</Link>后可预约
      </p>
    );
  }
  const active = store.activeReserve(bookrecno);
  if (active) {
    return (
      <div className="opac-reserve opac-reserve--done">
        <button type="button" className="ui-button" disabled>
          已预约
        </button>
        <p className="opac-reserve-state">
          {active.libname}取书 · {active.statename}
          {active.state === 'queued' && active.queue ? `（第${active.queue}位）` : ''}
          <Link to={PATHS.reserve}>查看预约预借</Link>
        </p>
      </div>
    );
  }
  const libraries = app.libcode;
  const chosen = libcode || app.currentLibcode;
  // Only a library of the list, by its name: never a code, never one the list does not have.
  const pickup = libraries.some((lib) => lib.code === chosen) ? chosen : (libraries[0]?.code ?? '');
  const pickupName = app.libraryName(pickup);
  // Until the card's reservations are known, 预约 waits (it could be 已预约).
  const unknown = store.reserves.status === 'loading';

  async function reserve() {
    const title = store.record.value?.bookrecno === bookrecno ? store.record.value.title : '这本书';
    const ok = await env.ui.confirm({
      title: `在${pickupName}预约《${title}》？`,
      content: '有书可取时为您保留，取书期限可在预约预借中查看',
      confirmText: '确认预约',
      cancelText: '暂不',
    });
    if (!ok) return;
    env.ui.toast((await store.reserve.run(bookrecno, pickup)).message);
  }

  return (
    <div className="opac-reserve">
      <fieldset className="opac-pickup">
        <legend className="opac-pickup-label">取书馆</legend>
        {libraries.length === 0 ? (
          <p className="opac-reserve-hint" role="status">
            {app.dictionariesFailed ? '取书馆加载失败，' : '取书馆加载中…'}
            {app.dictionariesFailed ? (
              <button type="button" className="ui-link-button" onClick={() => void ensureDictionaries(app)}>
                重试
              </button>
            ) : null}
          </p>
        ) : null}
        <div className="opac-pickup-choices">
          {libraries.map((lib) => (
            <button
              key={lib.code}
              type="button"
              aria-pressed={lib.code === pickup}
              className={`opac-type ${lib.code === pickup ? 'opac-type--on' : ''}`}
              onClick={() => setLibcode(lib.code)}
            >
              {lib.name}
            </button>
          ))}
        </div>
      </fieldset>
      <button
        type="button"
        className="ui-button opac-reserve-go"
        disabled={store.reserve.busy || unknown || !pickup}
        onClick={() => void reserve()}
      >
        {store.reserve.busy ? '预约中…' : '预约'}
      </button>
    </div>
  );
});
