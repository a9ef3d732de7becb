/**
 * The redeem sheet over 积分商城: the gift and the points it takes, how it is received (a library,
 * or one of my addresses, with 从微信导入 when there is none yet), 确认兑换, and what was made.
 * A refusal is shown here and changes nothing.
 */
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Gift, Redemption } from '../../../api/contract';
import { PATHS } from '../../../router/paths';
import { useFeature, useStores } from '../../../stores/context';
import { AddressStore, addressLine } from '../AddressStore';
import { type DeliveryChoice, firstDelivery, type MallStore, offers } from '../MallStore';

export const RedeemSheet = observer(function RedeemSheet({ store, gift }: { store: MallStore; gift: Gift }) {
  const sheet = useRef<HTMLElement>(null);
  useEffect(() => sheet.current?.focus(), []);
  const close = () => {
    if (!store.redeem.busy) store.close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  return (
    <div className="mall-sheet-layer">
      <button type="button" className="mall-sheet-backdrop" aria-label="关闭" tabIndex={-1} onClick={close} />
      <section
        ref={sheet}
        className="mall-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby="mall-sheet-title"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id="mall-sheet-title" className="mall-sheet-title">
          {store.made ? '兑换成功' : '兑换礼品'}
        </h2>
        <div className="mall-sheet-gift">
          <img src={gift.picture} alt="" width={56} height={56} />
          <div>
            <strong>{gift.name}</strong>
            <span>{gift.points} 积分</span>
          </div>
        </div>
        {store.made ? <Made made={store.made} onClose={close} /> : <Choose store={store} gift={gift} onClose={close} />}
      </section>
    </div>
  );
});

const Choose = observer(function Choose({
  store,
  gift,
  onClose,
}: {
  store: MallStore;
  gift: Gift;
  onClose: () => void;
}) {
  const { app, env } = useStores();
  const addresses = useFeature(AddressStore);
  const [delivery, setDelivery] = useState(firstDelivery(gift));
  const [libcode, setLibcode] = useState('');
  const [addressid, setAddressid] = useState(0);
  const [error, setError] = useState('');
  useEffect(() => {
    if (offers(gift, 'post')) void addresses.load();
  }, [addresses, gift]);
  const pickupAt = libcode || app.currentLibcode || app.libcode[0]?.code || '';
  const rows = addresses.list.rows;
  // The address chosen, else the one just imported, else the default.
  const sendTo =
    rows.find((a) => a.id === addressid)?.id ??
    rows.find((a) => a.id === addresses.lastSaved)?.id ??
    rows.find((a) => a.isdefault)?.id ??
    0;
  const balance = store.balance;

  async function importAddress() {
    const result = await addresses.importAndSave.run();
    if (result.ok && addresses.lastSaved) setAddressid(addresses.lastSaved);
    if (result.message && !result.ok) setError(result.message);
  }
  async function confirm() {
    setError('');
    const choice: DeliveryChoice =
      delivery === 'pickup' ? { delivery, libcode: pickupAt } : { delivery, addressid: sendTo };
    const result = await store.redeem.run(choice);
    if (result.ok) env.ui.toast(result.message);
    else setError(result.message);
  }

  return (
    <>
      <dl className="mall-sheet-points">
        <dt>当前积分</dt>
        <dd>{balance ?? '-'}</dd>
        <dt>兑换后剩余</dt>
        <dd>{balance === null ? '-' : balance - gift.points}</dd>
      </dl>
      <fieldset className="mall-sheet-field">
        <legend>领取方式</legend>
        {(['pickup', 'post'] as const)
          .filter((d) => offers(gift, d))
          .map((d) => (
            <label key={d} className="mall-radio">
              <input type="radio" name="delivery" checked={delivery === d} onChange={() => setDelivery(d)} />
              {d === 'pickup' ? '到馆领取' : '邮寄'}
            </label>
          ))}
      </fieldset>
      {delivery === 'pickup' ? (
        <label className="mall-sheet-field mall-sheet-select">
          <span>领取图书馆</span>
          <select value={pickupAt} onChange={(e) => setLibcode(e.target.value)}>
            {app.libcode.map((lib) => (
              <option key={lib.code} value={lib.code}>
                {lib.name}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <fieldset className="mall-sheet-field">
          <legend>收货地址</legend>
          {addresses.list.status === 'error' ? <p className="mall-sheet-note">{addresses.list.error}</p> : null}
          {addresses.list.status === 'ready' && rows.length === 0 ? (
            <p className="mall-sheet-note">还没有收货地址</p>
          ) : null}
          {rows.map((a) => (
            <label key={a.id} className="mall-radio mall-address">
              <input type="radio" name="address" checked={sendTo === a.id} onChange={() => setAddressid(a.id)} />
              <span className="mall-address-text">
                <strong>
                  {a.name} {a.phone}
                </strong>
                <span className="mall-address-line">{addressLine(a)}</span>
              </span>
            </label>
          ))}
          <div className="mall-address-actions">
            <button
              type="button"
              className="ui-button ui-button--ghost"
              disabled={addresses.importAndSave.busy}
              onClick={() => void importAddress()}
            >
              从微信导入
            </button>
            <Link to={PATHS.address}>管理地址</Link>
          </div>
        </fieldset>
      )}
      {error ? (
        <p className="mall-sheet-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="mall-sheet-actions">
        <button type="button" className="ui-button ui-button--ghost" disabled={store.redeem.busy} onClick={onClose}>
          取消
        </button>
        <button type="button" className="ui-button" disabled={store.redeem.busy} onClick={() => void confirm()}>
          {store.redeem.busy ? '兑换中…' : '确认兑换'}
        </button>
      </div>
    </>
  );
});

function Made({ made, onClose }: { made: Redemption; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <>
      <p className="mall-sheet-made">
        {made.delivery === 'pickup'
          ? `请凭领取码到${made.libname}领取，领取码可在“我的礼品”查看。`
          : `礼品将邮寄给 ${made.consignee}（${made.address}），发货后可在“我的礼品”查看。`}
      </p>
      <div className="mall-sheet-actions">
        <button type="button" className="ui-button ui-button--ghost" onClick={onClose}>
          继续兑换
        </button>
        <button
          type="button"
          className="ui-button"
          onClick={() => {
            onClose();
            navigate(PATHS.gifts);
          }}
        >
          查看我的礼品
        </button>
      </div>
    </>
  );
}
