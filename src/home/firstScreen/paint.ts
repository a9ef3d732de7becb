/**
 * Paints home's first screen from the templates (fields.ts), before React runs: header and search,
 * the grid (or its skeleton), the banners (or their room), the card strip (or its skeleton) and
 * the tab bar. Each of the three parts is repainted alone when its data comes, between comment
 * marks, so a picture already painted is not painted again. Pure string work plus one container;
 * no framework.
 */
import type { Banner, ServiceItem } from '../../api/contract';
import { bannerTarget } from '../banners';
import { gridCells, HOME_GRID_MAX } from '../services';
import { fill, type FirstScreenTemplates } from './fields';

/** What the first screen shows; null is "not known yet" (a skeleton, or the banners' room). */
export interface FirstScreenData {
  services: ServiceItem[] | null;
  banners: Banner[] | null;
  /** The last visit's card (a cached summary), else null (a skeleton, as the app shows). */
  strip: { name: string; sub: string } | null;
}

export type FirstScreenPart = 'services' | 'banners' | 'strip';
const PARTS: FirstScreenPart[] = ['services', 'banners', 'strip'];

/** One part's markup. */
export function partHtml(t: FirstScreenTemplates, part: FirstScreenPart, data: FirstScreenData): string {
  if (part === 'services') {
    if (!data.services || data.services.length === 0) return t.gridSkeleton;
    const { shown, collapsed } = gridCells(data.services, HOME_GRID_MAX);
    const cells = shown.map((item) => fill(item.icon ? t.cell : t.cellBlank, { name: item.name, icon: item.icon }));
    return fill(t.grid, {}, { cells: cells.join('') + (collapsed ? t.allApps : '') });
  }
  if (part === 'banners') {
    const banners = data.banners;
    if (banners === null || banners.length > t.carousels.length) return t.bannerRoom;
    if (banners.length === 0) return '';
    const fields: Record<string, string> = {};
    banners.forEach((banner, i) => {
      fields[`title${i}`] = banner.title;
      fields[`image${i}`] = banner.image;
      fields[`href${i}`] = (bannerTarget(banner) ?? '/').slice(1);
    });
    return fill(t.carousels[banners.length - 1], fields);
  }
  return data.strip ? fill(t.stripCard, data.strip) : t.stripSkeleton;
}

/** The whole first screen's markup. */
export function screenHtml(t: FirstScreenTemplates, data: FirstScreenData): string {
  const slots: Record<string, string> = {};
  for (const part of PARTS) slots[part] = partHtml(t, part, data);
  return fill(t.screen, {}, slots);
}

/** The screen painted into a container; each part is repainted alone when its data changes. */
export class FirstScreenPainter {
  private readonly shown = new Map<FirstScreenPart, string>();

  constructor(
    readonly root: HTMLElement,
    private readonly t: FirstScreenTemplates,
  ) {}

  /**
   * Paints the screen (the container's children are replaced); the parts in `later` are left
   * empty for `repaint` to fill, so one frame does not lay out and paint everything at once.
   */
  paint(data: FirstScreenData, later: FirstScreenPart[] = []): void {
    const slots: Record<string, string> = {};
    for (const part of PARTS) {
      const html = later.includes(part) ? '' : partHtml(this.t, part, data);
      this.shown.set(part, html);
      slots[part] = `<!--${part}-->${html}<!--/${part}-->`;
    }
    this.root.innerHTML = fill(this.t.screen, {}, slots);
  }

  /** Repaints one part, unless its markup is unchanged (a picture is not painted twice). */
  repaint(part: FirstScreenPart, data: FirstScreenData): void {
    const html = partHtml(this.t, part, data);
    if (this.shown.get(part) === html) return;
    const [start, end] = marks(this.root, part);
    if (!start || !end) return;
    this.shown.set(part, html);
    while (start.nextSibling && start.nextSibling !== end) start.nextSibling.remove();
    const template = document.createElement('template');
    template.innerHTML = html;
    end.before(template.content);
  }
}

function marks(root: HTMLElement, part: FirstScreenPart): [Comment | null, Comment | null] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  let start: Comment | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node as Comment).data;
    if (text === part) start = node as Comment;
    else if (text === `/${part}` && start) return [start, node as Comment];
  }
  return [null, null];
}
