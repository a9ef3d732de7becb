/**
 * The service icons' artwork: one white glyph per grid entry on a 48×48 canvas, as simple
 * primitives (strokes, polygons, circles, rings, rounded rects) that seed/iconPicture.ts paints
 * into a PNG over the service's coloured rounded square. Darker parts are black at a low opacity,
 * over the white. (The personas' avatars are wechat/personas.ts's.)
 */

export type Point = readonly [number, number];

/** White, or black at an opacity (a shade over the white). */
export interface Ink {
  white: boolean;
  alpha: number;
}

export type Shape =
  /** A polyline of `width`, with round joins; its two ends round or cut square at the point. */
  | { kind: 'stroke'; points: readonly Point[]; width: number; caps: 'round' | 'butt'; ink: Ink }
  /** A filled polygon (even-odd). */
  | { kind: 'polygon'; points: readonly Point[]; ink: Ink }
  | { kind: 'circle'; centre: Point; r: number; ink: Ink }
  | { kind: 'ring'; centre: Point; r: number; width: number; ink: Ink }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; r: number; ink: Ink };

const WHITE: Ink = { white: true, alpha: 1 };
const SHADE: Ink = { white: false, alpha: 0.35 };

/** Points from a flat list of coordinates: x0, y0, x1, y1, … */
function pairs(flat: readonly number[]): Point[] {
  return Array.from({ length: flat.length / 2 }, (_, i): Point => [flat[2 * i], flat[2 * i + 1]]);
}

const round = (width: number, points: number[], ink = WHITE): Shape => ({
  kind: 'stroke',
  points: pairs(points),
  width,
  caps: 'round',
  ink,
});
const butt = (width: number, points: number[], ink = WHITE): Shape => ({
  kind: 'stroke',
  points: pairs(points),
  width,
  caps: 'butt',
  ink,
});
const polygon = (points: number[]): Shape => ({ kind: 'polygon', points: pairs(points), ink: WHITE });
const circle = (x: number, y: number, r: number, ink = WHITE): Shape => ({ kind: 'circle', centre: [x, y], r, ink });
const ring = (x: number, y: number, r: number, width: number): Shape => ({
  kind: 'ring',
  centre: [x, y],
  r,
  width,
  ink: WHITE,
});
const rect = (x: number, y: number, w: number, h: number, r: number): Shape => ({
  kind: 'rect',
  x,
  y,
  w,
  h,
  r,
  ink: WHITE,
});

/**
 * The points of an SVG arc `A r r 0 0 sweep` (the smaller arc) from (x0, y0) to (x1, y1), the
 * first excluded, as a flat list of chords. Angles grow clockwise on the y-down
 * canvas (sweep 1).
 */
export function arc(x0: number, y0: number, x1: number, y1: number, r: number, sweep: 0 | 1): number[] {
  const [dx, dy] = [x1 - x0, y1 - y0];
  const chord = Math.hypot(dx, dy);
  const offset = Math.sqrt(Math.max(0, r * r - (chord / 2) ** 2)) * (sweep ? 1 : -1);
  const cx = (x0 + x1) / 2 - (dy / chord) * offset;
  const cy = (y0 + y1) / 2 + (dx / chord) * offset;
  const start = Math.atan2(y0 - cy, x0 - cx);
  let end = Math.atan2(y1 - cy, x1 - cx);
  if (sweep && end < start) end += 2 * Math.PI;
  if (!sweep && end > start) end -= 2 * Math.PI;
  // Chords at most 0.05 units (a tenth of a pixel at 96 px) off the arc.
  const steps = Math.max(2, Math.ceil(Math.abs(end - start) / (2 * Math.acos(1 - 0.05 / r))));
  return Array.from({ length: steps }, (_, i) => {
    const angle = start + ((end - start) * (i + 1)) / steps;
    return i === steps - 1 ? [x1, y1] : [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
  }).flat();
}

/** The points of a cubic Bézier curve (SVG's `C`) from (x0, y0), excluded, in 12 steps, as a flat list. */
export function cubic(
  ...[x0, y0, x1, y1, x2, y2, x3, y3]: [number, number, number, number, number, number, number, number]
): number[] {
  return Array.from({ length: 12 }, (_, i) => {
    const t = (i + 1) / 12;
    const [a, b, c, d] = [(1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t ** 3];
    return [a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3];
  }).flat();
}

/** White glyphs on a 48×48 canvas (each the SVG artwork it was drawn from, shape for shape). */
export const GLYPHS = {
  search: [ring(21, 21, 9, 4), round(4, [28, 28, 37, 37])],
  book: [
    polygon([12, 13, 22, 13, ...arc(22, 13, 24, 14, 4, 1), 24, 36, ...arc(24, 36, 22, 35, 4, 0), 12, 35]),
    polygon([36, 13, 26, 13, ...arc(26, 13, 24, 14, 4, 0), 24, 36, ...arc(24, 36, 26, 35, 4, 1), 36, 35]),
  ],
  clock: [ring(24, 24, 12, 4), round(3, [24, 17, 24, 25, 29, 28])],
  card: [
    rect(10, 14, 28, 20, 3),
    circle(18, 23, 3, SHADE),
    butt(2, [24, 21, 33, 21], SHADE),
    butt(2, [24, 26, 31, 26], SHADE),
  ],
  phone: [rect(16, 9, 16, 30, 3), circle(24, 34, 1.6, SHADE)],
  swap: [round(4, [13, 19, 33, 19, 28, 14]), round(4, [35, 29, 15, 29, 20, 34])],
  yen: [
    round(4, [16, 12, 24, 23, 32, 12]),
    round(4, [24, 23, 24, 37]),
    round(4, [17, 25, 31, 25]),
    round(4, [17, 31, 31, 31]),
  ],
  star: [polygon([24, 10, 28.3, 18.8, 38, 20.2, 31, 27, 32.6, 36.6, 24, 32, 15.4, 36.6, 17, 27, 10, 20.2, 19.7, 18.8])],
  chart: [
    round(5, [13, 36, 13, 24]),
    round(5, [21, 36, 21, 14]),
    round(5, [29, 36, 29, 20]),
    round(5, [37, 36, 37, 28]),
  ],
  megaphone: [
    polygon([11, 21, 11, 28, 17, 28, 30, 35, 30, 14, 17, 21]),
    butt(3, [34, 19, ...arc(34, 19, 34, 30, 7, 1)]),
  ],
  info: [circle(24, 24, 13), round(4, [24, 22, 24, 31], SHADE), circle(24, 17, 2.2, SHADE)],
  chat: [polygon([11, 14, 37, 14, 37, 30, 22, 30, 15, 36, 15, 30, 11, 30])],
  mic: [rect(19, 9, 10, 19, 5), butt(3, [14, 24, ...arc(14, 24, 34, 24, 10, 0)]), butt(3, [24, 34, 24, 39])],
  camera: [polygon([10, 17, 17, 17, 20, 13, 28, 13, 31, 17, 38, 17, 38, 35, 10, 35]), circle(24, 25, 5, SHADE)],
  gift: [rect(11, 20, 26, 16, 2), rect(9, 15, 30, 6, 2), butt(3, [24, 15, 24, 36], { white: false, alpha: 0.3 })],
  pin: [
    polygon([
      24,
      39,
      ...cubic(24, 39, 24, 39, 35, 28, 35, 20),
      ...arc(35, 20, 13, 20, 11, 0),
      ...cubic(13, 20, 13, 28, 24, 39, 24, 39),
    ]),
    circle(24, 20, 4, SHADE),
  ],
  globe: [
    ring(24, 24, 12, 3),
    butt(2.5, [12, 24, 36, 24]),
    butt(2.5, [24, 12, ...cubic(24, 12, 18, 19, 18, 29, 24, 36)]),
    butt(2.5, [24, 12, ...cubic(24, 12, 30, 19, 30, 29, 24, 36)]),
  ],
  plus: [round(5, [24, 13, 24, 35]), round(5, [13, 24, 35, 24])],
  // A door ajar on its floor line, the knob in the shade: 空间预约.
  door: [rect(15, 10, 18, 26, 2), circle(28.5, 24, 2, SHADE), round(3, [11, 37.5, 37, 37.5])],
  calendar: [
    rect(11, 14, 26, 23, 3),
    round(4, [18, 10, 18, 17]),
    round(4, [30, 10, 30, 17]),
    round(3, [16, 22, 32, 22], SHADE),
    circle(19, 29, 2.2, SHADE),
    circle(24, 29, 2.2, SHADE),
    circle(29, 29, 2.2, SHADE),
  ],
} satisfies Record<string, Shape[]>;

export type GlyphName = keyof typeof GLYPHS;
