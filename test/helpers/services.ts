import type { ServiceItem } from '../../src/api/contract';

/** A service of the grid: 服务{id} at /s/{id} with its own icon, unless `extra` says otherwise. */
export const service = (id: number, sortnum: number, extra: Partial<ServiceItem> = {}): ServiceItem => ({
  id,
  name: `服务${id}`,
  icon: `/icons/${id}.png`,
  url: `/s/${id}`,
  sortnum,
  status: 1,
  group: '',
  ...extra,
});
