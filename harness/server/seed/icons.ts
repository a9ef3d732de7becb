/**
 * Inline SVG artwork for the seed: one colourful service icon per grid entry, a white glyph on a
 * coloured rounded square (the personas' avatars are wechat/personas.ts's).
 */
import { svgDataUrl } from '../infra/util.js';

/** White glyphs on a 48×48 canvas. */
export const GLYPHS = {
  search:
    '<circle cx="21" cy="21" r="9" fill="none" stroke="#fff" stroke-width="4"/><path d="M28 28l9 9" stroke="#fff" stroke-width="4" stroke-linecap="round"/>',
  book: '<path d="M12 13h10a4 4 0 0 1 2 1v22a4 4 0 0 0-2-1H12zM36 13H26a4 4 0 0 0-2 1v22a4 4 0 0 1 2-1h10z" fill="#fff"/>',
  clock:
    '<circle cx="24" cy="24" r="12" fill="none" stroke="#fff" stroke-width="4"/><path d="M24 17v8l5 3" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>',
  card: '<rect x="10" y="14" width="28" height="20" rx="3" fill="#fff"/><circle cx="18" cy="23" r="3" fill-opacity=".35"/><path d="M24 21h9M24 26h7" stroke-opacity=".35" stroke="#000" stroke-width="2"/>',
  phone:
    '<rect x="16" y="9" width="16" height="30" rx="3" fill="#fff"/><circle cx="24" cy="34" r="1.6" fill-opacity=".35"/>',
  swap: '<path d="M13 19h20l-5-5M35 29H15l5 5" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
  yen: '<path d="M16 12l8 11 8-11M24 23v14M17 25h14M17 31h14" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/>',
  star: '<path d="M24 10l4.3 8.8 9.7 1.4-7 6.8 1.6 9.6L24 32l-8.6 4.6 1.6-9.6-7-6.8 9.7-1.4z" fill="#fff"/>',
  chart: '<path d="M13 36V24M21 36V14M29 36V20M37 36V28" stroke="#fff" stroke-width="5" stroke-linecap="round"/>',
  megaphone:
    '<path d="M11 21v7h6l13 7V14l-13 7z" fill="#fff"/><path d="M34 19a7 7 0 0 1 0 11" stroke="#fff" stroke-width="3" fill="none"/>',
  info: '<circle cx="24" cy="24" r="13" fill="#fff"/><path d="M24 22v9" stroke="#000" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/><circle cx="24" cy="17" r="2.2" fill-opacity=".35"/>',
  chat: '<path d="M11 14h26v16H22l-7 6v-6h-4z" fill="#fff"/>',
  mic: '<rect x="19" y="9" width="10" height="19" rx="5" fill="#fff"/><path d="M14 24a10 10 0 0 0 20 0M24 34v5" stroke="#fff" stroke-width="3" fill="none"/>',
  camera: '<path d="M10 17h7l3-4h8l3 4h7v18H10z" fill="#fff"/><circle cx="24" cy="25" r="5" fill-opacity=".35"/>',
  gift: '<rect x="11" y="20" width="26" height="16" rx="2" fill="#fff"/><rect x="9" y="15" width="30" height="6" rx="2" fill="#fff"/><path d="M24 15v21" stroke="#000" stroke-opacity=".3" stroke-width="3"/>',
  pin: '<path d="M24 39s11-11 11-19a11 11 0 0 0-22 0c0 8 11 19 11 19z" fill="#fff"/><circle cx="24" cy="20" r="4" fill-opacity=".35"/>',
  globe:
    '<circle cx="24" cy="24" r="12" fill="none" stroke="#fff" stroke-width="3"/><path d="M12 24h24M24 12c-6 7-6 17 0 24M24 12c6 7 6 17 0 24" stroke="#fff" stroke-width="2.5" fill="none"/>',
  plus: '<path d="M24 13v22M13 24h22" stroke="#fff" stroke-width="5" stroke-linecap="round"/>',
} as const;

export type GlyphName = keyof typeof GLYPHS;

/** A 48×48 service icon: glyph on a rounded square shaded from `color` to `color2`. */
export function serviceIcon(glyph: GlyphName, color: string, color2: string): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">' +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/>` +
    `<stop offset="1" stop-color="${color2}"/></linearGradient></defs>` +
    `<rect width="48" height="48" rx="12" fill="url(#g)"/>${GLYPHS[glyph]}</svg>`;
  return svgDataUrl(svg);
}
