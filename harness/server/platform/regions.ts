/**
 * China's administrative divisions, for checking an address's 省份 / 城市 / 区县 (the contract's
 * regionProblem): the same region data package the app's picker offers, built into a tree once,
 * when first needed.
 */
import { areaList } from '@vant/area-data';
import { indexRegions, type RegionIndex } from '../../../src/api/contract/address.js';

let regions: RegionIndex | null = null;

export function chinaRegions(): RegionIndex {
  regions ??= indexRegions(areaList);
  return regions;
}
