import type { ServiceItem } from '../../api/contract';

export const UNGROUPED_TITLE = '其他';

export interface ServiceGroup {
  title: string;
  items: ServiceItem[];
}

/**
 * Services grouped by `group`, groups in the order they first appear (the list is already
 * sorted by sortnum), items without a group under 其他.
 */
export function groupServices(items: ServiceItem[]): ServiceGroup[] {
  const groups = new Map<string, ServiceItem[]>();
  for (const item of items) {
    const title = item.group?.trim() || UNGROUPED_TITLE;
    const list = groups.get(title);
    if (list) list.push(item);
    else groups.set(title, [item]);
  }
  return [...groups].map(([title, list]) => ({ title, items: list }));
}
