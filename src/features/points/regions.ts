/**
 * China's administrative divisions for 我的地址's region picker, from the region data package
 * (@vant/area-data: province, city and district names with their codes). The only module that
 * reads it, and only on demand: the data (~25 KB gzip) is its own lazy chunk, fetched when an
 * address form opens, never part of a route's own chunks. A failed load may be tried again.
 */
import { indexRegions, type RegionIndex } from '../../api/contract/address';

let loading: Promise<RegionIndex> | null = null;

export function loadRegions(): Promise<RegionIndex> {
  loading ??= import('@vant/area-data').then(
    (data) => indexRegions(data.areaList),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The tree as the UI kit's CascadePicker takes it (codes as values). */
export interface RegionOption {
  label: string;
  value: string;
  children?: RegionOption[];
}

export function pickerOptions(regions: RegionIndex): RegionOption[] {
  const option = (node: RegionIndex[number]): RegionOption => ({
    label: node.name,
    value: node.code,
    ...(node.children.length ? { children: node.children.map(option) } : {}),
  });
  return regions.map(option);
}

/** The names of the codes a picker chose, as the address keeps them. */
export function namesOf(regions: RegionIndex, codes: readonly (string | null)[]) {
  const province = regions.find((p) => p.code === codes[0]);
  const city = province?.children.find((c) => c.code === codes[1]);
  const district = city?.children.find((d) => d.code === codes[2]);
  return { province: province?.name ?? '', city: city?.name ?? '', district: district?.name ?? '' };
}
