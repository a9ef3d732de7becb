/**
 * 我的地址 (/address): the WeChat user's postal addresses, the default first, each phone masked;
 * 新增地址 and 编辑 open the form, 从微信导入 fills it from WeChat's address sheet; 设为默认;
 * 删除 after a confirm naming it.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { Address } from '../../api/contract';
import { ADDRESS_RULES } from '../../api/contract/address';
import { AsyncList } from '../../components/AsyncList';
import { useConfirmedAction } from '../../components/useConfirmedAction';
import { maskPhone } from '../../api/contract/typed';
import { useFeature, useStores } from '../../stores/context';
import { addressLine, consigneeLine } from './addressText';
import { AddressStore } from './AddressStore';
import { AddressForm } from './components/AddressForm';
import '../../components/ui/page.css';
import './address.css';

const Addresses = observer(function Addresses() {
  const { env } = useStores();
  const store = useFeature(AddressStore);
  const openid = store.openid;
  useEffect(() => {
    if (openid) void store.load();
  }, [store, openid]);
  return (
    <div className="ui-page address">
      {store.draft ? (
        <AddressForm store={store} onSaved={(message) => env.ui.toast(message)} onCancel={() => store.closeForm()} />
      ) : (
        <AddressList store={store} />
      )}
    </div>
  );
});

const AddressList = observer(function AddressList({ store }: { store: AddressStore }) {
  const { env } = useStores();
  const full = store.list.rows.length >= ADDRESS_RULES.perUser;
  async function importFromWechat() {
    const result = await store.importFromWechat.run();
    if (!result.ok) env.ui.toast(result.message);
  }
  return (
    <>
      <AsyncList
        list={store.list}
        label="收货地址"
        rowKey={(row: Address) => row.id}
        estimateSize={120}
        renderRow={(row: Address) => <AddressCard row={row} store={store} />}
        emptyState={{
          title: '还没有收货地址',
          text: '兑换需要邮寄的礼品时，礼品会寄到这里',
          actionText: '新增地址',
          onAction: () => store.startNew(),
        }}
      />
      <div className="address-actions address-actions--page">
        <button
          type="button"
          className="ui-button ui-button--ghost"
          disabled={store.importFromWechat.busy || full}
          onClick={() => void importFromWechat()}
        >
          从微信导入
        </button>
        {store.list.isEmpty ? null : (
          <button type="button" className="ui-button" disabled={full} onClick={() => store.startNew()}>
            新增地址
          </button>
        )}
      </div>
      {full ? <p className="address-note">最多保存{ADDRESS_RULES.perUser}个地址，请先删除不用的地址</p> : null}
    </>
  );
});

const AddressCard = observer(function AddressCard({ row, store }: { row: Address; store: AddressStore }) {
  const { env } = useStores();
  const confirmThen = useConfirmedAction();
  const busy = store.remove.busy || store.makeDefault.busy;
  const remove = () =>
    confirmThen(
      {
        title: '删除地址',
        content: `删除后不能恢复：${consigneeLine(row)}，${addressLine(row)}`,
        confirmText: '删除地址',
        cancelText: '暂不',
      },
      () => store.remove.run(row.id),
    );
  async function makeDefault() {
    const result = await store.makeDefault.run(row.id);
    if (!result.ok) env.ui.toast(result.message);
  }
  return (
    <article className="ui-card address-card" aria-label={consigneeLine(row)}>
      <div className="address-who">
        <strong>{row.name}</strong>
        <span>{maskPhone(row.phone)}</span>
        {row.isdefault ? <span className="address-default">默认</span> : null}
      </div>
      <p className="address-where">
        {addressLine(row)}
        {row.postalcode ? ` · 邮编 ${row.postalcode}` : ''}
      </p>
      <div className="address-row-actions">
        {row.isdefault ? null : (
          <button type="button" className="address-link" disabled={busy} onClick={() => void makeDefault()}>
            设为默认
          </button>
        )}
        <button type="button" className="address-link" disabled={busy} onClick={() => store.edit(row)}>
          编辑
        </button>
        <button
          type="button"
          className="address-link address-link--danger"
          disabled={busy}
          onClick={() => void remove()}
        >
          删除
        </button>
      </div>
    </article>
  );
});

export default Addresses;
