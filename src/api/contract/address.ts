/**
 * /v1/address/*: the WeChat user's postal addresses (我的地址), where posted gifts go. A platform
 * service kept by openid, like favourites: a person has one set of addresses whichever card they
 * use. Every call names the session's `openid`. The checks below run on the phone and again on
 * the server, with the same messages.
 */

/** An address as the reader fills it in. */
export interface AddressInput {
  /** 收货人 */
  name: string;
  /** 11-digit mainland mobile number. */
  phone: string;
  province: string;
  city: string;
  /** 区 / 县 (WeChat's `countryName`). */
  district: string;
  /** 详细地址: street, building, room. */
  detail: string;
  /** 6 digits, or ''. */
  postalcode: string;
}

export interface Address extends AddressInput {
  id: number;
  /** The one used unless another is chosen; a user with addresses has exactly one. */
  isdefault: boolean;
}

export const ADDRESS_RULES = {
  /** Addresses one user may keep. */
  perUser: 10,
  nameMax: 20,
  regionMax: 20,
  detailMin: 4,
  detailMax: 100,
} as const;

const CONTROL = /\p{Cc}/u;

/** What is wrong with an address, in the order of the form, or '' (every field trimmed first). */
export function addressProblem(input: AddressInput): string {
  const name = input.name.trim();
  const region = [input.province, input.city, input.district].map((part) => part.trim());
  const detail = input.detail.trim();
  const all = [name, input.phone, ...region, detail, input.postalcode];
  if (all.some((field) => CONTROL.test(field))) return '地址信息不能包含换行等控制字符';
  if (!name) return '请填写收货人';
  if ([...name].length > ADDRESS_RULES.nameMax) return `收货人不能超过${ADDRESS_RULES.nameMax}个字`;
  if (!/^1[3-9]\d{9}$/.test(input.phone.trim())) return '请填写正确的11位手机号码';
  if (region.some((part) => !part)) return '请填写所在地区（省、市、区县）';
  if (region.some((part) => [...part].length > ADDRESS_RULES.regionMax)) return '所在地区格式错误';
  if ([...detail].length < ADDRESS_RULES.detailMin) return `详细地址至少${ADDRESS_RULES.detailMin}个字`;
  if ([...detail].length > ADDRESS_RULES.detailMax) return `详细地址不能超过${ADDRESS_RULES.detailMax}个字`;
  if (input.postalcode.trim() && !/^\d{6}$/.test(input.postalcode.trim())) return '邮政编码应为6位数字';
  return '';
}

/** The address as it is kept: each field trimmed. */
export function cleanAddress(input: AddressInput): AddressInput {
  return {
    name: input.name.trim(),
    phone: input.phone.trim(),
    province: input.province.trim(),
    city: input.city.trim(),
    district: input.district.trim(),
    detail: input.detail.trim(),
    postalcode: input.postalcode.trim(),
  };
}

/** address/list */
export interface AddressListParams {
  openid: string;
  authorizer_appid?: string;
}

/** address/save: a new address (no id) or a change to one of the user's; `isdefault` 1 makes it the default. */
export interface AddressSaveParams extends AddressInput {
  openid: string;
  id?: number | string;
  isdefault?: 0 | 1 | '0' | '1';
  authorizer_appid?: string;
}

/** address/del and address/default: one of the user's addresses. */
export interface AddressIdParams {
  openid: string;
  id: number | string;
  authorizer_appid?: string;
}
