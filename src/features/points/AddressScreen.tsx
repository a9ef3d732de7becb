/**
 * 我的地址 (/address): the WeChat user's postal addresses, the default first; 新增地址 and 编辑
 * open the form, 从微信导入 fills it from WeChat's address sheet; 设为默认; 删除 after a confirm.
 */
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import type { Address } from '../../api/contract';
import { ADDRESS_RULES } from '../../api/contract/address';
import { AsyncList } from '../../components/AsyncList';
import { useConfirmedAction } from '../../components/useConfirmedAction';
import { useFeature, useStores } from '../../stores/context';
import { type AddressDraft, AddressStore, addressLine } from './AddressStore';
import '../../components/ui/page.css';
import './address.css';

const Addresses = observer(function Addresses() {
  const store = useFeature(AddressStore);
  const openid = store.openid;
  useEffect(() => {
    if (openid) void store.load();
  }, [store, openid]);
  return (
    <div className="ui-page address">{store.draft ? <AddressForm store={store} /> : <AddressList store={store} />}</div>
  );
});

const AddressList = observer(function AddressList({ store }: { store: AddressStore }) {
  const { env } = useStores();
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
          disabled={store.importFromWechat.busy}
          onClick={() => void importFromWechat()}
        >
          从微信导入
        </button>
        {store.list.isEmpty ? null : (
          <button
            type="button"
            className="ui-button"
            disabled={store.list.rows.length >= ADDRESS_RULES.perUser}
            onClick={() => store.startNew()}
          >
            新增地址
          </button>
        )}
      </div>
      {store.list.rows.length >= ADDRESS_RULES.perUser ? (
        <p className="address-note">最多保存{ADDRESS_RULES.perUser}个地址，请先删除不用的地址</p>
      ) : null}
    </>
  );
});

const AddressCard = observer(function AddressCard({ row, store }: { row: Address; store: AddressStore }) {
  const { env } = useStores();
  const confirmThen = useConfirmedAction();
  const busy = store.remove.busy || store.makeDefault.busy;
  const remove = () =>
    confirmThen(
      { title: '删除地址', content: `确定删除 ${row.name} 的这个地址吗？`, confirmText: '删除', cancelText: '再想想' },
      () => store.remove.run(row.id),
    );
  async function makeDefault() {
    const result = await store.makeDefault.run(row.id);
    if (!result.ok) env.ui.toast(result.message);
  }
  return (
    <article className="ui-card address-card" aria-label={`${row.name} ${row.phone}`}>
      <div className="address-who">
        <strong>{row.name}</strong>
        <span>{row.phone}</span>
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

const FIELDS: {
  field: keyof Omit<AddressDraft, 'id' | 'isdefault'>;
  label: string;
  placeholder: string;
  mode?: 'tel' | 'numeric';
}[] = [
  { field: 'name', label: '收货人', placeholder: '姓名' },
  { field: 'phone', label: '手机号码', placeholder: '11位手机号码', mode: 'tel' },
  { field: 'province', label: '省份', placeholder: '如 浙江省' },
  { field: 'city', label: '城市', placeholder: '如 杭州市' },
  { field: 'district', label: '区县', placeholder: '如 西湖区' },
  { field: 'detail', label: '详细地址', placeholder: '街道、楼栋、门牌号' },
  { field: 'postalcode', label: '邮政编码', placeholder: '选填，6位数字', mode: 'numeric' },
];

const AddressForm = observer(function AddressForm({ store }: { store: AddressStore }) {
  const { env } = useStores();
  const [problem, setProblem] = useState('');
  const draft = store.draft;
  if (!draft) return null;
  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem('');
    const result = await store.save.run();
    if (result.ok) env.ui.toast(result.message);
    else setProblem(result.message);
  }
  async function importFromWechat() {
    setProblem('');
    const result = await store.importFromWechat.run();
    if (!result.ok) setProblem(result.message);
  }
  return (
    <form
      className="ui-card address-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={draft.id ? '编辑地址' : '新增地址'}
    >
      <h2 className="address-form-title">{draft.id ? '编辑地址' : '新增地址'}</h2>
      {FIELDS.map(({ field, label, placeholder, mode }) => (
        <label key={field} className="address-field">
          <span>{label}</span>
          <input
            value={draft[field]}
            placeholder={placeholder}
            inputMode={mode}
            onChange={(e) => store.setField(field, e.target.value)}
          />
        </label>
      ))}
      <label className="address-check">
        <input
          type="checkbox"
          checked={draft.isdefault}
          onChange={(e) => store.setField('isdefault', e.target.checked)}
        />
        设为默认地址
      </label>
      {problem ? (
        <p className="address-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="address-actions">
        <button
          type="button"
          className="ui-button ui-button--ghost"
          disabled={store.importFromWechat.busy || store.save.busy}
          onClick={() => void importFromWechat()}
        >
          从微信导入
        </button>
        <button
          type="button"
          className="ui-button ui-button--ghost"
          disabled={store.save.busy}
          onClick={() => store.closeForm()}
        >
          取消
        </button>
        <button type="submit" className="ui-button" disabled={store.save.busy}>
          {store.save.busy ? '保存中…' : '保存'}
        </button>
      </div>
    </form>
  );
});

export default Addresses;
