/**
 * /v1/address/*: the WeChat user's postal addresses (我的地址), where posted gifts go. A platform
 * service kept by openid, like favourites: a person has one set of addresses whichever card they
 * use. Every call names the session's `openid`. The checks below run on the phone and again on
 * the server, with the same messages; the region check takes China's administrative divisions
 * (the region data package, read by each side through its own module) as a `RegionIndex`.
 */
import { normalizeCode, normalizePhone } from './typed';

/** An address as the reader fills it in. */
export interface AddressInput {
  /** 收货人 */
  name: string;
  /** 11-digit mainland mobile number (typed with spaces or +86: normalised first). */
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

/** The form's fields a problem belongs to (`region`: 省份, 城市 and 区县 together). */
export type AddressField = 'name' | 'phone' | 'region' | 'detail' | 'postalcode';

export interface AddressProblem {
  /** The field to show it under; null for the whole form. */
  field: AddressField | null;
  message: string;
}

const CONTROL = /\p{Cc}/u;
const length = (text: string) => [...text].length;

/** Each field's first problem, in the order of the form ([] when the address may be kept). */
export function addressProblems(input: AddressInput, regions?: RegionIndex): AddressProblem[] {
  const a = cleanAddress(input);
  const region = [a.province, a.city, a.district];
  if (Object.values(a).some((field) => CONTROL.test(field))) {
    return [{ field: null, message: '地址信息不能包含换行等控制字符' }];
  }
  const problems: AddressProblem[] = [];
  const check = (field: AddressField, message: string) => {
    if (message) problems.push({ field, message });
  };
  check(
    'name',
    !a.name
      ? '请填写收货人'
      : length(a.name) > ADDRESS_RULES.nameMax
        ? `收货人不能超过${ADDRESS_RULES.nameMax}个字`
        : '',
  );
  check('phone', /^1[3-9]\d{9}$/.test(a.phone) ? '' : '请填写正确的11位手机号码');
  check(
    'region',
    region.some((part) => !part)
      ? '请选择所在地区（省、市、区县）'
      : region.some((part) => length(part) > ADDRESS_RULES.regionMax)
        ? '所在地区格式错误'
        : regions
          ? regionProblem(regions, a)
          : '',
  );
  check(
    'detail',
    length(a.detail) < ADDRESS_RULES.detailMin
      ? `详细地址至少${ADDRESS_RULES.detailMin}个字`
      : length(a.detail) > ADDRESS_RULES.detailMax
        ? `详细地址不能超过${ADDRESS_RULES.detailMax}个字（现有${length(a.detail)}个字）`
        : '',
  );
  check('postalcode', a.postalcode && !/^\d{6}$/.test(a.postalcode) ? '邮政编码应为6位数字' : '');
  return problems;
}

/** The first thing wrong with an address, or '' (what the server answers). */
export function addressProblem(input: AddressInput, regions?: RegionIndex): string {
  return addressProblems(input, regions)[0]?.message ?? '';
}

/** The field a refusal's message is about (the server's answer shown under its field), or null. */
export function addressFieldOf(message: string): AddressField | null {
  if (/收货人/.test(message)) return 'name';
  if (/手机号码/.test(message)) return 'phone';
  if (/所在地区/.test(message)) return 'region';
  if (/详细地址/.test(message)) return 'detail';
  if (/邮政编码/.test(message)) return 'postalcode';
  return null;
}

/**
 * The address as it is kept: each field trimmed, the phone without spaces, dashes or +86, the
 * postal code without spaces. Nothing is ever cut: a field over its limit is refused instead.
 */
export function cleanAddress(input: AddressInput): AddressInput {
  return {
    name: input.name.trim(),
    phone: normalizePhone(input.phone),
    province: input.province.trim(),
    city: input.city.trim(),
    district: input.district.trim(),
    detail: input.detail.trim(),
    postalcode: normalizeCode(input.postalcode),
  };
}

// --- regions

/** China's divisions as the region data package lists them: code → name, per level (6-digit codes). */
export interface RegionTable {
  province_list: Record<string, string>;
  city_list: Record<string, string>;
  county_list: Record<string, string>;
}

export interface RegionNode {
  code: string;
  name: string;
  children: RegionNode[];
}

/** The divisions as a tree (province → city → district), in code order. */
export type RegionIndex = RegionNode[];

/** Builds the tree: a city belongs to the province of its first 2 digits, a district to the city of its first 4. */
export function indexRegions(table: RegionTable): RegionIndex {
  const node = (code: string, name: string): RegionNode => ({ code, name, children: [] });
  const sorted = (list: Record<string, string>) => Object.keys(list).sort();
  const provinces = new Map(sorted(table.province_list).map((c) => [c.slice(0, 2), node(c, table.province_list[c])]));
  const cities = new Map<string, RegionNode>();
  for (const code of sorted(table.city_list)) {
    const city = node(code, table.city_list[code]);
    cities.set(code.slice(0, 4), city);
    provinces.get(code.slice(0, 2))?.children.push(city);
  }
  for (const code of sorted(table.county_list)) {
    cities.get(code.slice(0, 4))?.children.push(node(code, table.county_list[code]));
  }
  return [...provinces.values()];
}

/**
 * Whether 省份 / 城市 / 区县 are a real combination. A municipality written the way WeChat's
 * address sheet writes it (重庆市 重庆市 城口县: the city named as the province) may name any
 * district of it.
 */
export function regionProblem(regions: RegionIndex, a: Pick<AddressInput, 'province' | 'city' | 'district'>): string {
  const province = regions.find((p) => p.name === a.province);
  if (!province) return `所在地区有误：没有“${a.province}”这个省份，请重新选择`;
  const districts =
    a.city === a.province
      ? province.children.flatMap((c) => c.children)
      : province.children.find((c) => c.name === a.city)?.children;
  if (!districts) return `所在地区有误：${a.province}没有“${a.city}”，请重新选择`;
  if (!districts.some((d) => d.name === a.district)) return `所在地区有误：${a.city}没有“${a.district}”，请重新选择`;
  return '';
}

/** The codes of a combination (for the picker), or [] when it is not one. */
export function regionCodes(regions: RegionIndex, a: Pick<AddressInput, 'province' | 'city' | 'district'>): string[] {
  const province = regions.find((p) => p.name === a.province);
  const cities = province?.children.filter((c) => c.name === a.city || a.city === a.province) ?? [];
  for (const city of cities) {
    const district = city.children.find((d) => d.name === a.district);
    if (province && district) return [province.code, city.code, district.code];
  }
  return [];
}

// --- calls

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
