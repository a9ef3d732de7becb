/**
 * 我的地址: the WeChat user's postal addresses (kept by openid, whichever card is active), the
 * form for a new one or a change, 从微信导入 (WeChat's own address sheet fills the form), making
 * one the default, deleting one. The form is checked here with the server's own rules.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Address, AddressInput } from '../../api/contract';
import { addressProblem } from '../../api/contract/address';
import { failureMessage, platformData, platformOk } from '../../api/result';
import { Action, failed, succeeded } from '../../stores/base/Action';
import { ListStore } from '../../stores/base/ListStore';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { type Address as WechatAddress, openAddress } from '../../wx/api';
import { deleteAddress, listAddresses, makeDefaultAddress, saveAddress } from './api';

/** The form: a new address (id null) or a change to one, and whether it is to be the default. */
export interface AddressDraft extends AddressInput {
  id: number | null;
  isdefault: boolean;
}

const EMPTY: AddressInput = { name: '', phone: '', province: '', city: '', district: '', detail: '', postalcode: '' };

/** WeChat's address sheet, in the form's fields (the client's `countryName` is the district). */
export function fromWechatAddress(reply: WechatAddress): AddressInput {
  return {
    name: reply.userName,
    phone: reply.telNumber,
    province: reply.provinceName,
    city: reply.cityName,
    district: reply.countryName,
    detail: reply.detailInfo,
    postalcode: reply.postalCode,
  };
}

/** An address on one line, as a sheet or a card shows it. */
export const addressLine = (a: AddressInput) => [a.province, a.city, a.district, a.detail].filter(Boolean).join(' ');

export class AddressStore implements FeatureStore {
  readonly list = new ListStore<Address, { openid: string }>((query) => listAddresses(query).then(platformData), {
    pageSize: 100,
  });
  draft: AddressDraft | null = null;

  /** Saves the form; it closes when the server keeps the address. */
  readonly save = new Action(async () => {
    const draft = this.draft;
    if (!draft) return failed('请先填写地址');
    const { id, isdefault, ...input } = draft;
    const saved = await this.persist(input, id, isdefault);
    if (saved.ok) {
      runInAction(() => {
        this.draft = null;
      });
    }
    return saved;
  });
  /**
   * 从微信导入 where an address is wanted at once (the redeem sheet): WeChat's sheet, kept as one
   * of the user's addresses without the form; `lastSaved` names it. A cancelled sheet changes nothing.
   */
  readonly importAndSave = new Action(async () => {
    const sheet = await openAddress();
    if (!sheet.ok) return sheet.cancelled ? succeeded('') : failed(sheet.message);
    return this.persist(fromWechatAddress(sheet.data), null, this.list.rows.length === 0);
  });
  /** The id of the address saved last (0 before one). */
  lastSaved = 0;
  readonly makeDefault = new Action<[number]>(async (id) => {
    const openid = this.openid;
    if (!openid) return failed('请先完成微信授权');
    const res = await makeDefaultAddress({ openid, id });
    if (!platformOk(res)) return failed(failureMessage(res, '设置失败，请稍后重试'));
    await this.load(0);
    return succeeded(res.message || '已设为默认地址');
  });
  readonly remove = new Action<[number]>(async (id) => {
    const openid = this.openid;
    if (!openid) return failed('请先完成微信授权');
    const res = await deleteAddress({ openid, id });
    if (!platformOk(res)) return failed(failureMessage(res, '删除失败，请稍后重试'));
    // The default may have moved to another address: read the list again.
    await this.load(0);
    return succeeded(res.message || '地址已删除');
  });
  /** 从微信导入: the form, filled from WeChat's address sheet. A cancelled sheet changes nothing. */
  readonly importFromWechat = new Action(async () => {
    const sheet = await openAddress();
    if (!sheet.ok) return sheet.cancelled ? succeeded('') : failed(sheet.message);
    runInAction(() => {
      const before = this.draft;
      this.draft = {
        ...fromWechatAddress(sheet.data),
        id: before?.id ?? null,
        isdefault: before?.isdefault ?? this.list.rows.length === 0,
      };
    });
    return succeeded('');
  });

  constructor(private readonly root: RootStore) {
    makeAutoObservable<AddressStore, 'root'>(this, {
      root: false,
      list: false,
      save: false,
      makeDefault: false,
      remove: false,
      importFromWechat: false,
      importAndSave: false,
    });
  }

  /** Checks and saves an address (new when `id` is null), then reads the list again. */
  private async persist(input: AddressInput, id: number | null, isdefault: boolean) {
    const openid = this.openid;
    if (!openid) return failed('请先完成微信授权');
    const problem = addressProblem(input);
    if (problem) return failed(problem);
    const res = await saveAddress({ openid, ...input, ...(id ? { id } : {}), isdefault: isdefault ? 1 : 0 });
    if (!platformOk(res)) return failed(failureMessage(res, '保存失败，请稍后重试'));
    runInAction(() => {
      this.lastSaved = res.data.id;
    });
    await this.load(0);
    return succeeded(res.message || '地址已保存');
  }

  get openid(): string {
    return this.root.app.wxuser?.openid ?? '';
  }

  load(maxAge = 30_000): Promise<void> {
    return this.openid ? this.list.ensure({ openid: this.openid }, maxAge) : Promise.resolve();
  }

  /** Opens an empty form; the first address will be the default. */
  startNew(): void {
    this.draft = { ...EMPTY, id: null, isdefault: this.list.rows.length === 0 };
  }

  edit(address: Address): void {
    const { id, isdefault, ...input } = address;
    this.draft = { ...input, id, isdefault };
  }

  setField<K extends keyof AddressDraft>(field: K, value: AddressDraft[K]): void {
    if (this.draft) this.draft = { ...this.draft, [field]: value };
  }

  closeForm(): void {
    this.draft = null;
  }

  /** Addresses are the WeChat user's, not the card's: nothing to forget when the card changes. */
  clearReaderData(): void {}
}
