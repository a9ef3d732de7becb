/**
 * A service icon as a vendor's CDN serves it: a PNG of 96×96 (2× the 48-unit artwork; the app
 * shows it at 40 CSS px), the service's glyph (icons.ts) in white on a rounded square (radius
 * 12/48) shaded diagonally from the service's first colour to its second, transparent outside.
 * Anti-aliased by sampling each pixel 4×4; the same service gives the same bytes (png.ts).
 */
import { GLYPHS, type GlyphName, type Point, type Shape } from './icons.js';
import { encodePng } from './png.js';

export const ICON_PIXELS = 96;
const UNITS = 48;
const CORNER = 12;
const GRID = 4;

/**
 * A shape ready to paint: its ink, whether it covers a point, and what it does to a square of
 * half-side `h` centred on (x, y): 1 covers all of it, 0 none of it, -1 its outline may cross it
 * (then the square is split, or the pixel sampled).
 */
interface Painted {
  /** Its bounds: left, top, right, bottom. */
  box: [number, number, number, number];
  value: number;
  alpha: number;
  covers: (x: number, y: number) => boolean;
  over: (x: number, y: number, h: number) => 1 | 0 | -1;
}

const square = (d: number) => d * d;

/** The squared distance from (x, y) to the segment a–b. */
function segmentDistance2(x: number, y: number, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.min(1, Math.max(0, ((x - a[0]) * dx + (y - a[1]) * dy) / length2));
  return square(x - a[0] - t * dx) + square(y - a[1] - t * dy);
}

/** Whether the segment a–b passes through the inside of the square of half-side h at (x, y). */
function segmentCrosses(a: Point, b: Point, x: number, y: number, h: number): boolean {
  let enter = 0;
  let leave = 1;
  for (let axis = 0; axis < 2; axis++) {
    const from = a[axis] - (axis === 0 ? x : y);
    const step = b[axis] - a[axis];
    if (step === 0) {
      if (from <= -h || from >= h) return false;
      continue;
    }
    const t0 = (-h - from) / step;
    const t1 = (h - from) / step;
    enter = Math.max(enter, Math.min(t0, t1));
    leave = Math.min(leave, Math.max(t0, t1));
  }
  return enter < leave;
}

/**
 * Whether (x, y) is past a polyline's butt end at `end` (its last segment running from `before`):
 * beyond the line across the end, and near it (a curved stroke comes back nowhere near).
 */
function pastEnd(x: number, y: number, before: Point, end: Point, half: number): boolean {
  const ahead = (x - end[0]) * (end[0] - before[0]) + (y - end[1]) * (end[1] - before[1]);
  return ahead > 0 && square(x - end[0]) + square(y - end[1]) <= 4 * half * half;
}

function inPolygon(x: number, y: number, points: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    // Indexing, not destructuring: this runs for every sample.
    const xi = points[i][0];
    const yi = points[i][1];
    const xj = points[j][0];
    const yj = points[j][1];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The distance from (x, y) to a polyline. */
function polylineDistance(x: number, y: number, points: readonly Point[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i + 1 < points.length; i++) best = Math.min(best, segmentDistance2(x, y, points[i], points[i + 1]));
  return Math.sqrt(best);
}

function bounds(points: readonly Point[], pad: number): Painted['box'] {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) + pad, Math.max(...ys) + pad];
}

type Rounded = { x: number; y: number; w: number; h: number; r: number };

/** The signed distance from (x, y) to a rounded rect's outline (negative inside). */
function roundedRectDistance(x: number, y: number, s: Rounded): number {
  const qx = Math.abs(x - s.x - s.w / 2) - s.w / 2 + s.r;
  const qy = Math.abs(y - s.y - s.h / 2) - s.h / 2 + s.r;
  return Math.sqrt(square(Math.max(qx, 0)) + square(Math.max(qy, 0))) + Math.min(Math.max(qx, qy), 0) - s.r;
}

/**
 * A square against a shape known by its signed distance (negative inside): out when the centre is
 * farther out than the half-diagonal, in when the centre is deeper or (`convex`) all four corners
 * are in, else crossed.
 */
function bySignedDistance(distance: (x: number, y: number) => number, convex: boolean): Painted['over'] {
  return (x, y, h) => {
    const d = distance(x, y);
    if (d > h * Math.SQRT2) return 0;
    if (d < -h * Math.SQRT2) return 1;
    const corners =
      convex &&
      distance(x - h, y - h) <= 0 &&
      distance(x + h, y - h) <= 0 &&
      distance(x - h, y + h) <= 0 &&
      distance(x + h, y + h) <= 0;
    return corners ? 1 : -1;
  };
}

function prepare(shape: Shape): Painted {
  const ink = { value: shape.ink.white ? 255 : 0, alpha: shape.ink.alpha };
  switch (shape.kind) {
    case 'stroke': {
      const { points } = shape;
      const half = shape.width / 2;
      const last = points.length - 1;
      const cut = shape.caps === 'butt';
      const nearEnd = (x: number, y: number, reach: number, end: Point) =>
        square(x - end[0]) + square(y - end[1]) <= square(2 * half + reach);
      return {
        ...ink,
        box: bounds(points, half),
        covers: (x, y) =>
          !(
            cut &&
            (pastEnd(x, y, points[1], points[0], half) || pastEnd(x, y, points[last - 1], points[last], half))
          ) && polylineDistance(x, y, points) <= half,
        over: (x, y, h) => {
          // Near a butt end the outline is the cut too: no shortcut there.
          const reach = h * Math.SQRT2;
          if (cut && (nearEnd(x, y, reach, points[0]) || nearEnd(x, y, reach, points[last]))) return -1;
          const d = polylineDistance(x, y, points) - half;
          return d > reach ? 0 : d < -reach ? 1 : -1;
        },
      };
    }
    case 'polygon': {
      const { points } = shape;
      return {
        ...ink,
        box: bounds(points, 0),
        covers: (x, y) => inPolygon(x, y, points),
        // Exact: no edge through the square, so the centre tells for all of it.
        over: (x, y, h) => {
          for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
            if (segmentCrosses(points[j], points[i], x, y, h)) return -1;
          }
          return inPolygon(x, y, points) ? 1 : 0;
        },
      };
    }
    case 'circle':
    case 'ring': {
      const [cx, cy] = shape.centre;
      const half = shape.kind === 'ring' ? shape.width / 2 : 0;
      const distance = (x: number, y: number) => {
        const d = Math.sqrt(square(x - cx) + square(y - cy));
        return shape.kind === 'ring' ? Math.abs(d - shape.r) - half : d - shape.r;
      };
      const outer = shape.r + half;
      return {
        ...ink,
        box: [cx - outer, cy - outer, cx + outer, cy + outer],
        covers: (x, y) => distance(x, y) <= 0,
        over: bySignedDistance(distance, shape.kind === 'circle'),
      };
    }
    case 'rect': {
      const distance = (x: number, y: number) => roundedRectDistance(x, y, shape);
      return {
        ...ink,
        box: [shape.x, shape.y, shape.x + shape.w, shape.y + shape.h],
        covers: (x, y) => distance(x, y) <= 0,
        over: bySignedDistance(distance, true),
      };
    }
  }
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

const TILE: Rounded = { x: 0, y: 0, w: UNITS, h: UNITS, r: CORNER };

/**
 * Each shape over a square of side `side` units centred on (cx, cy), into `out` (Painted's
 * `over`); a shape already decided in `parent` (the square this one is a quarter of) stays so.
 * True when some outline may cross the square.
 */
function classify(shapes: Painted[], cx: number, cy: number, side: number, parent: Int8Array, out: Int8Array) {
  let crossed = false;
  for (let i = 0; i < shapes.length; i++) {
    const box = shapes[i].box;
    const h = side / 2;
    const apart = box[0] >= cx + h || box[2] <= cx - h || box[1] >= cy + h || box[3] <= cy - h;
    out[i] = parent[i] !== -1 ? parent[i] : apart ? 0 : shapes[i].over(cx, cy, h);
    if (out[i] === -1) crossed = true;
  }
  return crossed;
}

/** The tile's coverage of each pixel (0–255), the same for every icon: worked out once per size. */
const tileMasks = new Map<number, Uint8Array>();

function tileMask(size: number): Uint8Array {
  const kept = tileMasks.get(size);
  if (kept) return kept;
  const tile = prepare({ kind: 'rect', ...TILE, ink: { white: true, alpha: 1 } });
  const unit = UNITS / size;
  const mask = new Uint8Array(size * size);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const state = tile.over((px + 0.5) * unit, (py + 0.5) * unit, unit / 2);
      let inside = state * GRID * GRID;
      if (state === -1) {
        inside = 0;
        for (let sy = 0; sy < GRID; sy++) {
          for (let sx = 0; sx < GRID; sx++) {
            if (tile.covers((px + (sx + 0.5) / GRID) * unit, (py + (sy + 0.5) / GRID) * unit)) inside++;
          }
        }
      }
      mask[py * size + px] = Math.round((255 * inside) / (GRID * GRID));
    }
  }
  tileMasks.set(size, mask);
  return mask;
}

/** Pixels per side of the first squares classified; each crossed one is split in four, down to a pixel. */
const BLOCK = 16;

/** One icon being painted. */
interface Canvas {
  shapes: Painted[];
  size: number;
  unit: number;
  start: [number, number, number];
  end: [number, number, number];
  mask: Uint8Array;
  pixels: Uint8Array;
  /** One classification per level of splitting (16, 8, 4, 2, 1 pixels), the first's parent all -1. */
  levels: Int8Array[];
  /** Per diagonal x + y, a flat square's colour (r, g, b). */
  diagonals: Uint8Array;
  /** A crossed pixel's samples, summed (r, g, b). */
  sum: Float64Array;
}

/** Adds the colour at (x, y) to the canvas's sum: the gradient under the shapes covering it. */
function sample(canvas: Canvas, x: number, y: number, cover: Int8Array): void {
  const { shapes, start, end, sum } = canvas;
  const t = (x + y) / (2 * UNITS);
  let r = start[0] + (end[0] - start[0]) * t;
  let g = start[1] + (end[1] - start[1]) * t;
  let b = start[2] + (end[2] - start[2]) * t;
  for (let i = 0; i < shapes.length; i++) {
    const shape = shapes[i];
    if (cover[i] === 0 || (cover[i] < 0 && !shape.covers(x, y))) continue;
    r += (shape.value - r) * shape.alpha;
    g += (shape.value - g) * shape.alpha;
    b += (shape.value - b) * shape.alpha;
  }
  sum[0] += r;
  sum[1] += g;
  sum[2] += b;
}

/** A square no outline crosses: the shapes over all of it map the gradient affinely. */
function fillFlat(canvas: Canvas, px: number, py: number, n: number, cover: Int8Array): void {
  const { shapes, size, start, end, mask, pixels, diagonals } = canvas;
  let keep = 1;
  let add = 0;
  for (let i = 0; i < shapes.length; i++) {
    if (cover[i] !== 1) continue;
    add += (shapes[i].value - add) * shapes[i].alpha;
    keep *= 1 - shapes[i].alpha;
  }
  // A pixel's colour depends on its diagonal x + y alone: worked out once per diagonal.
  for (let d = px + py; d <= px + py + 2 * n - 2; d++) {
    const t = (d + 1) / (2 * size);
    for (let c = 0; c < 3; c++) diagonals[d * 3 + c] = Math.round((start[c] + (end[c] - start[c]) * t) * keep + add);
  }
  for (let y = py; y < py + n; y++) {
    for (let x = px; x < px + n; x++) {
      const at = y * size + x;
      if (mask[at] === 0) continue;
      const d = (x + y) * 3;
      pixels[at * 4] = diagonals[d];
      pixels[at * 4 + 1] = diagonals[d + 1];
      pixels[at * 4 + 2] = diagonals[d + 2];
      pixels[at * 4 + 3] = mask[at];
    }
  }
}

/** The square of n pixels at (px, py): flat, split in four, or (one pixel) sampled. */
function region(canvas: Canvas, px: number, py: number, n: number, level: number): void {
  const { shapes, unit, levels } = canvas;
  const cover = levels[level + 1];
  if (!classify(shapes, (px + n / 2) * unit, (py + n / 2) * unit, n * unit, levels[level], cover)) {
    fillFlat(canvas, px, py, n, cover);
  } else if (n > 1) {
    const half = n / 2;
    for (let q = 0; q < 4; q++) region(canvas, px + (q & 1) * half, py + (q >> 1) * half, half, level + 1);
  } else {
    const { sum, pixels, mask, size } = canvas;
    sum.fill(0);
    for (let sy = 0; sy < GRID; sy++) {
      for (let sx = 0; sx < GRID; sx++)
        sample(canvas, (px + (sx + 0.5) / GRID) * unit, (py + (sy + 0.5) / GRID) * unit, cover);
    }
    const at = py * size + px;
    for (let c = 0; c < 3; c++) pixels[at * 4 + c] = Math.round(sum[c] / (GRID * GRID));
    pixels[at * 4 + 3] = mask[at];
  }
}

/**
 * The icon's pixels (RGBA, row by row), `size`×`size` (a multiple of 16): the gradient under the
 * glyph's shapes, in the tile's mask. Where no outline crosses a square, each of its pixels is
 * worked out once, at its centre (the gradient is linear: that is its mean); a pixel an outline
 * crosses is the mean of GRID×GRID samples.
 */
export function iconPixels(glyph: GlyphName, from: string, to: string, size = ICON_PIXELS): Uint8Array {
  const shapes = GLYPHS[glyph].map(prepare);
  const canvas: Canvas = {
    shapes,
    size,
    unit: UNITS / size,
    start: rgb(from),
    end: rgb(to),
    mask: tileMask(size),
    pixels: new Uint8Array(size * size * 4),
    levels: Array.from({ length: Math.log2(BLOCK) + 2 }, () => new Int8Array(shapes.length).fill(-1)),
    diagonals: new Uint8Array(2 * size * 3),
    sum: new Float64Array(3),
  };
  for (let py = 0; py < size; py += BLOCK) {
    for (let px = 0; px < size; px += BLOCK) region(canvas, px, py, BLOCK, 0);
  }
  return canvas.pixels;
}

/** The service icon's PNG. */
export function serviceIconPng(glyph: GlyphName, from: string, to: string): Buffer {
  return encodePng(ICON_PIXELS, ICON_PIXELS, iconPixels(glyph, from, to));
}
