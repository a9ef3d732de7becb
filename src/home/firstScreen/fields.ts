/**
 * The first screen's templates (templates.tsx makes them, paint.ts fills them): their shape, and
 * the two kinds of blanks in them. A field (`@@name@@`) stands where a value goes, in text or in an
 * attribute, and is filled escaped as React escapes; a slot (`@@slot:name@@`) stands where markup
 * goes. The sentinels hold no character React would escape, so they reach the markup as they are.
 */

export interface FirstScreenTemplates {
  /** Home's page and the tab bar, with slots `services`, `banners` and `strip`. */
  screen: string;
  /** The grid, with slot `cells`. */
  grid: string;
  /** A service with fields `name` and `icon`; `cellBlank` is one without an icon. */
  cell: string;
  cellBlank: string;
  /** The 所有应用 cell. */
  allApps: string;
  gridSkeleton: string;
  bannerRoom: string;
  /** The carousel for 1 … MAX_BANNERS banners, with fields `title0`, `image0`, `href0` … */
  carousels: string[];
  stripSkeleton: string;
  /** With fields `name` and `sub`. */
  stripCard: string;
}

/** The API's most (content/banners). */
export const MAX_BANNERS = 5;

export const field = (name: string) => `@@${name}@@`;
export const slot = (name: string) => `@@slot:${name}@@`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** The template with its fields and slots filled (a blank without a value is left empty). */
export function fill(template: string, fields: Record<string, string>, slots: Record<string, string> = {}): string {
  return template.replace(/@@(slot:)?([\w]+)@@/g, (_, isSlot: string | undefined, name: string) =>
    isSlot ? (slots[name] ?? '') : escapeHtml(fields[name] ?? ''),
  );
}
