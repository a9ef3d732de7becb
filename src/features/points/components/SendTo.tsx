/**
 * 收货地址 on the redeem sheet: the chosen address whole (收货人, the phone masked, the full
 * address) with 更换; changing shows every address to pick from, 新增地址 (the form, on the sheet)
 * and 从微信导入 (WeChat's sheet, kept at once and chosen).
 */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Address } from '../../../api/contract';
import { ADDRESS_RULES } from '../../../api/contract/address';
import { PATHS } from '../../../router/paths';
import type { AddressStore } from '../AddressStore';
import { addressLine, consigneeLine } from '../addressText';

export const SendTo = observer(function SendTo({
  store,
  chosen,
  onChoose,
  onAdd,
  onProblem,
}: {
  store: AddressStore;
  /** The address id chosen (0: none). */
  chosen: number;
  onChoose: (id: number) => void;
  /** Shows the form: empty (fresh), or as the store's draft is. */
  onAdd: (fresh: boolean) => void;
  onProblem: (message: string) => void;
}) {
  const [changing, setChanging] = useState(false);
  const { list } = store;
  const rows = list.rows;
  const current = rows.find((a) => a.id === chosen);
  const full = rows.length >= ADDRESS_RULES.perUser;
  async function importAddress() {
    onProblem('');
    const result = await store.importAndSave.run();
    if (!result.ok && store.draft) onAdd(false);
    else if (!result.ok) onProblem(result.message);
    else if (result.message) {
      onChoose(store.lastSaved);
      setChanging(false);
    }
  }
  const picking = changing || !current;
  return (
    <section className="mall-sheet-field" aria-labelledby="mall-sendto-title">
      <div className="mall-sendto-head">
        <h3 id="mall-sendto-title">收货地址</h3>
        {current && !changing && rows.length > 0 ? (
          <button type="button" className="address-link" onClick={() => setChanging(true)}>
            更换地址
          </button>
        ) : null}
      </div>
      {list.status === 'error' ? <p className="mall-sheet-note">{list.error}</p> : null}
      {list.status === 'ready' && rows.length === 0 ? (
        <p className="mall-sheet-note">还没有收货地址，请新增或从微信导入</p>
      ) : null}
      {!picking && current ? <AddressText address={current} /> : null}
      {picking && rows.length > 0 ? (
        <div className="mall-addresses" role="radiogroup" aria-label="选择收货地址">
          {rows.map((a) => (
            <label key={a.id} className="mall-address">
              <input
                type="radio"
                name="address"
                checked={chosen === a.id}
                onChange={() => {
                  onChoose(a.id);
                  setChanging(false);
                }}
              />
              <AddressText address={a} />
            </label>
          ))}
        </div>
      ) : null}
      {picking ? (
        <div className="mall-address-actions">
          <button type="button" className="ui-button ui-button--ghost" disabled={full} onClick={() => onAdd(true)}>
            新增地址
          </button>
          <button
            type="button"
            className="ui-button ui-button--ghost"
            disabled={store.importAndSave.busy || full}
            onClick={() => void importAddress()}
          >
            从微信导入
          </button>
          <Link to={PATHS.address}>管理地址</Link>
        </div>
      ) : null}
      {picking && full ? (
        <p className="mall-sheet-note">最多保存{ADDRESS_RULES.perUser}个地址，可在管理地址中删除</p>
      ) : null}
    </section>
  );
});

function AddressText({ address }: { address: Address }) {
  return (
    <span className="mall-address-text">
      <strong>
        {consigneeLine(address)}
        {address.isdefault ? <span className="address-default">默认</span> : null}
      </strong>
      <span className="mall-address-line">{addressLine(address)}</span>
    </span>
  );
}
