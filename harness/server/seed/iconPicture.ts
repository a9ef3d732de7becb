/**
 * A service icon as a vendor's CDN serves it: a PNG of 96×96 (2× the 48-unit artwork; the app
 * shows it at 40 CSS px), the service's glyph (icons.ts) in white on a rounded square (radius
 * 12/48) shaded diagonally from the service's first colour to its second, transparent outside.
 * Anti-aliased: a pixel an outline crosses is the mean of 4×4 samples. The same service gives the
 * same bytes (png.ts).
 */
import { GLYPHS, type GlyphName } from './icons.js';
import { type Painted, prepare, type Rounded } from './iconShapes.js';
import { encodePng } from './png.js';

export const ICON_PIXELS = 96;
const UNITS = 48;
const CORNER = 12;
const GRID = 4;

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

/** Icons painted so far in this process: a reseed (tests seed many databases) reuses them. */
const painted = new Map<string, Buffer>();

/** The service icon's PNG (the same bytes for the same glyph and colours). */
export function serviceIconPng(glyph: GlyphName, from: string, to: string): Buffer {
  const key = `${glyph} ${from} ${to}`;
  let png = painted.get(key);
  if (!png) {
    png = encodePng(ICON_PIXELS, ICON_PIXELS, iconPixels(glyph, from, to));
    painted.set(key, png);
  }
  return png;
}
