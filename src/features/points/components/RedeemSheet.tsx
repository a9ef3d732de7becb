/**
 * The redeem sheet over 积分商城: the gift and the points it takes, how it is received (a library,
 * or one of my addresses: the chosen one shown whole, changeable, with 新增地址 and 从微信导入),
 * then 确认兑换. A refusal is shown here and changes nothing; a redemption ends on the mall's
 * result page.
 */
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { Gift } from '../../../api/contract';
import { useFeature, useStores } from '../../../stores/context';
import { AddressStore } from '../AddressStore';
import { type DeliveryChoice, firstDelivery, type MallStore, offers } from '../MallStore';
import { AddressForm } from './AddressForm';
import { PickupAt } from './PickupAt';
import { SendTo } from './SendTo';

export const RedeemSheet = observer(function RedeemSheet({ store, gift }: { store: MallStore; gift: Gift }) {
  const { app } = useStores();
  const addresses = useFeature(AddressStore);
  const sheet = useRef<HTMLElement>(null);
  const [delivery, setDelivery] = useState(firstDelivery(gift));
  const [libcode, setLibcode] = useState('');
  const [addressid, setAddressid] = useState(0);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => sheet.current?.focus(), []);
  useEffect(() => {
    if (offers(gift, 'post')) void addresses.load();
  }, [addresses, gift]);

  const pickupAt = libcode || app.currentLibcode || app.libcode[0]?.code || '';
  const rows = addresses.list.rows;
  // The address chosen, else the default.
  const sendTo = rows.find((a) => a.id === addressid)?.id ?? rows.find((a) => a.isdefault)?.id ?? 0;
  const balance = store.balance;
  const showForm = adding && addresses.draft !== null;

  const close = () => {
    if (store.redeem.busy) return;
    if (showForm) addresses.closeForm();
    store.close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  const choose = (id: number) => {
    setError('');
    setAddressid(id);
  };
  async function confirm() {
    setError('');
    const choice: DeliveryChoice =
      delivery === 'pickup' ? { delivery, libcode: pickupAt } : { delivery, addressid: sendTo };
    const result = await store.redeem.run(choice);
    if (!result.ok) setError(result.message);
  }

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
          兑换礼品
        </h2>
        <div className="mall-sheet-gift">
          <img src={gift.picture} alt="" width={56} height={56} />
          <div>
            <strong>{gift.name}</strong>
            <span>{gift.points} 积分</span>
          </div>
        </div>
        {showForm ? (
          <AddressForm
            store={addresses}
            onSaved={() => {
              setAdding(false);
              choose(addresses.lastSaved);
            }}
            onCancel={() => {
              addresses.closeForm();
              setAdding(false);
            }}
          />
        ) : (
          <>
            <dl className="mall-sheet-points">
              <dt>当前积分</dt>
              <dd>{balance ?? '-'}</dd>
              <dt>兑换后剩余</dt>
              <dd>{balance === null ? '-' : balance - gift.points}</dd>
            </dl>
            <fieldset className="mall-sheet-field">
              <legend>领取方式</legend>
              <div className="mall-choices">
                {(['pickup', 'post'] as const)
                  .filter((d) => offers(gift, d))
                  .map((d) => (
                    <label key={d} className="mall-radio">
                      <input type="radio" name="delivery" checked={delivery === d} onChange={() => setDelivery(d)} />
                      {d === 'pickup' ? '到馆领取' : '邮寄'}
                    </label>
                  ))}
              </div>
            </fieldset>
            {delivery === 'pickup' ? (
              <PickupAt value={pickupAt} libraries={app.libcode} onChange={setLibcode} />
            ) : (
              <SendTo
                store={addresses}
                chosen={sendTo}
                onChoose={choose}
                onAdd={(fresh) => {
                  setError('');
                  if (fresh) addresses.startNew();
                  setAdding(true);
                }}
                onProblem={setError}
              />
            )}
            {error ? (
              <p className="mall-sheet-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="mall-sheet-actions">
              <button type="button" className="ui-button ui-button--ghost" disabled={store.redeem.busy} onClick={close}>
                暂不兑换
              </button>
              <button type="button" className="ui-button" disabled={store.redeem.busy} onClick={() => void confirm()}>
                {store.redeem.busy ? '兑换中…' : '确认兑换'}
              </button>
            </div>
          </>
        )}
      </section>
    </div>
  );
});
