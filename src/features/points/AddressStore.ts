/**
 * 我的地址: the WeChat user's postal addresses (kept by openid, whichever card is active), the
 * form for a new one or a change, 从微信导入 (WeChat's own address sheet fills the form), making
 * one the default, deleting one. The form is checked here with the server's own rules (China's
 * divisions included, once they are loaded), each problem kept for the field it belongs to.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Address, AddressInput } from '../../api/contract';
import {
  type AddressField,
  type AddressProblem,
  addressFieldOf,
  addressProblems,
  cleanAddress,
  type RegionIndex,
} from '../../api/contract/address';
import { failureMessage, platformData, platformOk } from '../../api/result';
import { Action, failed, succeeded } from '../../stores/base/Action';
import { ListStore } from '../../stores/base/ListStore';
import type { FeatureStore, RootStore } from '../../stores/RootStore';
import { type Address as WechatAddress, openAddress } from '../../wx/api';
import { deleteAddress, listAddresses, makeDefaultAddress, saveAddress } from './api';
import { loadRegions, namesOf } from './regions';

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

/** The form's field each input belongs to (省份, 城市 and 区县 are one: 所在地区). */
const FIELD_OF: Record<keyof AddressInput, AddressField> = {
  name: 'name',
  phone: 'phone',
  province: 'region',
  city: 'region',
  district: 'region',
  detail: 'detail',
  postalcode: 'postalcode',
};

export class AddressStore implements FeatureStore {
  readonly list = new ListStore<Address, { openid: string }>((query) => listAddresses(query).then(platformData), {
    pageSize: 100,
  });
  draft: AddressDraft | null = null;
  /** The form's problems, each under its field (field null: the whole form). */
  problems: AddressProblem[] = [];
  /** China's divisions for the region picker; null until loaded. */
  regions: RegionIndex | null = null;
  regionsFailed = false;
  /** The id of the address saved last (0 before one). */
  lastSaved = 0;

  /** Saves the form; it closes when the server keeps the address. */
  readonly save = new Action(async () => {
    const draft = this.draft;
    if (!draft) return failed('请先填写地址');
    const { id, isdefault, ...input } = draft;
    const saved = await this.persist(input, id, isdefault);
    runInAction(() => {
      if (saved.ok) this.draft = null;
      else if (this.problems.length === 0)
        this.problems = [{ field: addressFieldOf(saved.message), message: saved.message }];
    });
    return saved;
  });
  /**
   * 从微信导入 where an address is wanted at once (the redeem sheet): WeChat's sheet, kept as one
   * of the user's addresses without the form; `lastSaved` names it. An address that fails a check
   * opens the form with it (`draft`), each problem under its field. A cancelled sheet changes nothing.
   */
  readonly importAndSave = new Action(async () => {
    const sheet = await openAddress();
    if (!sheet.ok) return sheet.cancelled ? succeeded('') : failed(sheet.message);
    const input = fromWechatAddress(sheet.data);
    const isdefault = this.list.rows.length === 0;
    const saved = await this.persist(input, null, isdefault);
    // WeChat's address does not pass a check (a region named otherwise, say): the form, to mend it.
    if (!saved.ok && this.problems.some((p) => p.field !== null)) {
      runInAction(() => {
        const problems = this.problems;
        this.open({ ...input, id: null, isdefault });
        this.problems = problems;
      });
    }
    return saved;
  });
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
    if (!sheet.ok) {
      if (sheet.cancelled) return succeeded('');
      runInAction(() => {
        if (this.draft) this.problems = [{ field: null, message: sheet.message }];
      });
      return failed(sheet.message);
    }
    runInAction(() => {
      const before = this.draft;
      this.open({
        ...fromWechatAddress(sheet.data),
        id: before?.id ?? null,
        isdefault: before?.isdefault ?? this.list.rows.length === 0,
      });
    });
    // What WeChat gave is checked at once: a region it names otherwise shows under 所在地区.
    await this.ensureRegions();
    runInAction(() => {
      if (this.draft) this.problems = addressProblems(this.draft, this.regions ?? undefined);
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
      regions: observableRef,
    });
  }

  /** Checks and saves an address (new when `id` is null), then reads the list again. */
  private async persist(input: AddressInput, id: number | null, isdefault: boolean) {
    const openid = this.openid;
    if (!openid) return failed('请先完成微信授权');
    await this.ensureRegions();
    const problems = addressProblems(input, this.regions ?? undefined);
    runInAction(() => {
      this.problems = problems;
    });
    if (problems.length) return failed(problems[0].message);
    const res = await saveAddress({
      openid,
      ...cleanAddress(input),
      ...(id ? { id } : {}),
      isdefault: isdefault ? 1 : 0,
    });
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

  /** China's divisions, loaded once (the picker waits for them; a failure may be tried again). */
  async ensureRegions(): Promise<void> {
    if (this.regions) return;
    try {
      const regions = await loadRegions();
      runInAction(() => {
        this.regions = regions;
        this.regionsFailed = false;
      });
    } catch {
      runInAction(() => {
        this.regionsFailed = true;
      });
    }
  }

  /** The problem shown under a field ('' when none). */
  problemOf(field: AddressField | null): string {
    return this.problems.find((p) => p.field === field)?.message ?? '';
  }

  private open(draft: AddressDraft): void {
    this.draft = draft;
    this.problems = [];
    void this.ensureRegions();
  }

  /** Opens an empty form; the first address will be the default. */
  startNew(): void {
    this.open({ ...EMPTY, id: null, isdefault: this.list.rows.length === 0 });
  }

  edit(address: Address): void {
    const { id, isdefault, ...input } = address;
    this.open({ ...input, id, isdefault });
  }

  setField<K extends keyof AddressDraft>(field: K, value: AddressDraft[K]): void {
    if (!this.draft) return;
    this.draft = { ...this.draft, [field]: value };
    if (field in FIELD_OF) {
      const which = FIELD_OF[field as keyof AddressInput];
      this.problems = this.problems.filter((p) => p.field !== which);
    }
  }

  /** The region the picker chose (province, city and district codes). */
  setRegion(codes: readonly (string | null)[]): void {
    if (!this.draft || !this.regions) return;
    this.draft = { ...this.draft, ...namesOf(this.regions, codes) };
    this.problems = this.problems.filter((p) => p.field !== 'region');
  }

  closeForm(): void {
    this.draft = null;
    this.problems = [];
  }

  /** Addresses are the WeChat user's, not the card's: nothing to forget when the card changes. */
  clearReaderData(): void {}
}
