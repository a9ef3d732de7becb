/**
 * Home's service grid as data: the order it shows the library's services in, and the list kept
 * from the last visit. Plain functions: the entry paints the grid with them before React runs
 * (src/home/firstScreen), and the app store uses them after, so both show the same grid.
 */
import type { ServiceItem } from '../api/contract';
import { storage } from '../lib/storage';

/** The grid the last visit showed (a repeat visit paints it before the network answers). */
export const GRID_CACHE_KEY = 'service_grid';

/** Past this many services home's grid shows 11 and a 所有应用 cell. */
export const HOME_GRID_MAX = 12;

/** The services a grid of at most `max` cells shows, and whether its last cell is 所有应用. */
export function gridCells(items: ServiceItem[], max?: number): { shown: ServiceItem[]; collapsed: boolean } {
  const collapsed = max !== undefined && items.length > max;
  return { shown: collapsed ? items.slice(0, max - 1) : items, collapsed };
}

/** SPEC §4 step 8: by sortnum, highest first. */
export function gridOrder(rows: ServiceItem[]): ServiceItem[] {
  return [...rows].sort((a, b) => b.sortnum - a.sortnum);
}

/** The last visit's grid ([] when there is none). */
export function cachedGrid(): ServiceItem[] {
  const cached = storage.getJSON<unknown>(GRID_CACHE_KEY);
  return Array.isArray(cached) ? (cached as ServiceItem[]) : [];
}

export function keepGrid(grid: ServiceItem[]): void {
  storage.set(GRID_CACHE_KEY, grid);
}
