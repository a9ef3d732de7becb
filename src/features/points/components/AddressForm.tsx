/**
 * The address form (新增地址 / 编辑地址), on 我的地址 and on the redeem sheet: 收货人, 手机号码,
 * 所在地区 chosen with the UI kit's cascade picker over China's divisions, 详细地址, 邮政编码, the
 * default. Each problem shows under its field; 从微信导入 fills it from WeChat's address sheet.
 */
import { observer } from 'mobx-react-lite';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import type { AddressField, AddressInput } from '../../../api/contract/address';
import { regionCodes } from '../../../api/contract/address';
import { useGrowingTextArea } from '../../../components/ui/FormList';
import { ChevronGlyph } from '../../../components/ui/glyphs';
import type { AddressStore } from '../AddressStore';
import '../address.css';

const RegionPicker = lazy(() => import('./RegionPicker'));

type TextField = Exclude<keyof AddressInput, 'province' | 'city' | 'district'>;

const TEXT_FIELDS: Record<TextField, { label: string; placeholder: string; mode?: 'tel' | 'numeric' }> = {
  name: { label: '收货人', placeholder: '姓名' },
  phone: { label: '手机号码', placeholder: '11位手机号码', mode: 'tel' },
  detail: { label: '详细地址', placeholder: '街道、楼栋、门牌号' },
  postalcode: { label: '邮政编码', placeholder: '选填，6位数字', mode: 'numeric' },
};

export const AddressForm = observer(function AddressForm({
  store,
  onSaved,
  onCancel,
}: {
  store: AddressStore;
  /** After the server kept it (the message to show). */
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const draft = store.draft;
  const busy = store.save.busy || store.importFromWechat.busy;
  if (!draft) return null;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await store.save.run();
    if (result.ok) onSaved(result.message);
    // The first field with a problem gets the focus, so it is read out and in view.
    else form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }
  const title = draft.id ? '编辑地址' : '新增地址';
  return (
    <form className="ui-card address-form" onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
      <div className="address-form-head">
        <h2 className="address-form-title">{title}</h2>
        <button
          type="button"
          className="address-link"
          disabled={busy}
          onClick={() => void store.importFromWechat.run()}
        >
          从微信导入
        </button>
      </div>
      <TextRow store={store} field="name" />
      <TextRow store={store} field="phone" />
      <RegionRow store={store} />
      <TextRow store={store} field="detail" />
      <TextRow store={store} field="postalcode" />
      <label className="ui-check">
        <input
          type="checkbox"
          checked={draft.isdefault}
          onChange={(e) => store.setField('isdefault', e.target.checked)}
        />
        设为默认地址
      </label>
      <Problem store={store} field={null} id="address-problem-form" />
      <div className="address-actions">
        <button type="button" className="ui-button ui-button--ghost" disabled={store.save.busy} onClick={onCancel}>
          取消
        </button>
        <button type="submit" className="ui-button" disabled={busy}>
          {store.save.busy ? '保存中…' : '保存'}
        </button>
      </div>
    </form>
  );
});

const Problem = observer(function Problem({
  store,
  field,
  id,
}: {
  store: AddressStore;
  field: AddressField | null;
  id: string;
}) {
  const message = store.problemOf(field);
  return message ? (
    <p className="address-problem" id={id} role="alert">
      {message}
    </p>
  ) : null;
});

const TextRow = observer(function TextRow({ store, field }: { store: AddressStore; field: TextField }) {
  const id = useId();
  const { label, placeholder, mode } = TEXT_FIELDS[field];
  const invalid = Boolean(store.problemOf(field));
  const detailBox = useGrowingTextArea(field === 'detail' ? (store.draft?.detail ?? '') : '');
  return (
    <div className={`address-field ${invalid ? 'address-field--invalid' : ''}`}>
      <div className="address-field-row">
        <label htmlFor={id}>{label}</label>
        {field === 'detail' ? (
          // Long addresses stay readable whole: two lines that grow, never cut.
          <textarea
            ref={detailBox}
            id={id}
            name={field}
            rows={2}
            value={store.draft?.detail ?? ''}
            placeholder={placeholder}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${id}-problem` : undefined}
            onChange={(e) => store.setField(field, e.target.value)}
          />
        ) : (
          <input
            id={id}
            name={field}
            value={store.draft?.[field] ?? ''}
            placeholder={placeholder}
            inputMode={mode}
            autoComplete={field === 'phone' ? 'tel' : field === 'postalcode' ? 'postal-code' : 'off'}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${id}-problem` : undefined}
            onChange={(e) => store.setField(field, e.target.value)}
          />
        )}
      </div>
      <Problem store={store} field={field} id={`${id}-problem`} />
    </div>
  );
});

/** 所在地区: a row showing the choice; tapping it opens the cascade picker (省 → 市 → 区县). */
const RegionRow = observer(function RegionRow({ store }: { store: AddressStore }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const draft = store.draft;
  const regions = store.regions;
  if (!draft) return null;
  const chosen = [draft.province, draft.city, draft.district].filter(Boolean).join(' ');
  const invalid = Boolean(store.problemOf('region'));
  const value = regions ? regionCodes(regions, draft) : [];
  return (
    <div className={`address-field ${invalid ? 'address-field--invalid' : ''}`}>
      <div className="address-field-row">
        <span id={`${id}-label`}>所在地区</span>
        <button
          type="button"
          className="choice-row"
          aria-labelledby={`${id}-label ${id}-value`}
          aria-haspopup="dialog"
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-problem` : undefined}
          onClick={() => {
            void store.ensureRegions();
            setOpen(true);
          }}
        >
          <span id={`${id}-value`} className={chosen ? '' : 'address-placeholder'}>
            {chosen || '请选择省、市、区县'}
          </span>
          <ChevronGlyph size={16} />
        </button>
      </div>
      <Problem store={store} field="region" id={`${id}-problem`} />
      {store.regionsFailed && !regions && open ? (
        <p className="address-problem" role="alert">
          地区数据加载失败，请检查网络后再点一次
        </p>
      ) : null}
      <Suspense fallback={null}>
        <RegionPicker
          regions={regions}
          value={value}
          visible={open && !store.regionsFailed}
          onClose={() => setOpen(false)}
          onConfirm={(codes) => store.setRegion(codes)}
        />
      </Suspense>
    </div>
  );
});
