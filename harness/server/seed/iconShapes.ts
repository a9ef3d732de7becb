/**
 * The geometry behind the service icons (iconPicture.ts paints them): each primitive of a glyph
 * (icons.ts) prepared to answer whether it covers a point and what it does to a square, exactly
 * where that is cheap (a square wholly in or out needs no samples).
 */
import type { Point, Shape } from './icons.js';

/**
 * A shape ready to paint: its ink, whether it covers a point, and what it does to a square of
 * half-side `h` centred on (x, y): 1 covers all of it, 0 none of it, -1 its outline may cross it
 * (then the square is split, or the pixel sampled).
 */
export interface Painted {
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

/** Whether (x, y) is within `half` of a polyline (the first segment near enough will do). */
function nearPolyline(x: number, y: number, points: readonly Point[], half: number): boolean {
  for (let i = 0; i + 1 < points.length; i++)
    if (segmentDistance2(x, y, points[i], points[i + 1]) <= half * half) return true;
  return false;
}

function bounds(points: readonly Point[], pad: number): Painted['box'] {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) + pad, Math.max(...ys) + pad];
}

export type Rounded = { x: number; y: number; w: number; h: number; r: number };

/** The signed distance from (x, y) to a rounded rect's outline (negative inside). */
function roundedRectDistance(x: number, y: number, s: Rounded): number {
  const qx = Math.abs(x - s.x - s.w / 2) - s.w / 2 + s.r;
  const qy = Math.abs(y - s.y - s.h / 2) - s.h / 2 + s.r;
  return Math.sqrt(square(Math.max(qx, 0)) + square(Math.max(qy, 0))) + Math.min(Math.max(qx, qy), 0) - s.r;
}

/** The distance from (px, py) to the nearest point of the square of half-side h at (x, y). */
function toSquare(px: number, py: number, x: number, y: number, h: number): number {
  return Math.sqrt(square(Math.max(0, Math.abs(px - x) - h)) + square(Math.max(0, Math.abs(py - y) - h)));
}

/** The distance from (px, py) to the farthest corner of the square of half-side h at (x, y). */
function acrossSquare(px: number, py: number, x: number, y: number, h: number): number {
  return Math.sqrt(square(Math.abs(px - x) + h) + square(Math.abs(py - y) + h));
}

/** The distance from the segment a–b to the square of half-side h at (x, y) (0 when it enters). */
function segmentToSquare(a: Point, b: Point, x: number, y: number, h: number): number {
  if (segmentCrosses(a, b, x, y, h)) return 0;
  let best = Math.min(toSquare(a[0], a[1], x, y, h), toSquare(b[0], b[1], x, y, h));
  for (let corner = 0; corner < 4; corner++) {
    const cx = x + (corner & 1 ? h : -h);
    const cy = y + (corner & 2 ? h : -h);
    best = Math.min(best, Math.sqrt(segmentDistance2(cx, cy, a, b)));
  }
  return best;
}

/** Whether the four corners of the square of half-side h at (x, y) are all within `r` of a–b. */
function cornersWithin(a: Point, b: Point, x: number, y: number, h: number, r: number): boolean {
  for (let corner = 0; corner < 4; corner++) {
    if (segmentDistance2(x + (corner & 1 ? h : -h), y + (corner & 2 ? h : -h), a, b) > r * r) return false;
  }
  return true;
}

/**
 * A square against a convex shape known by its signed distance (negative inside): out when the
 * centre is farther out than the half-diagonal, in when all four corners are in, else crossed.
 */
function convexOver(distance: (x: number, y: number) => number): Painted['over'] {
  return (x, y, h) => {
    if (distance(x, y) > h * Math.SQRT2) return 0;
    for (let corner = 0; corner < 4; corner++) {
      if (distance(x + (corner & 1 ? h : -h), y + (corner & 2 ? h : -h)) > 0) return -1;
    }
    return 1;
  };
}

export function prepare(shape: Shape): Painted {
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
          ) && nearPolyline(x, y, points, half),
        // Exact: a square is in when its corners are all in one segment's capsule (convex), out
        // when every segment's capsule misses it. Near a butt end the cut decides: split on.
        over: (x, y, h) => {
          const reach = h * Math.SQRT2;
          if (cut && (nearEnd(x, y, reach, points[0]) || nearEnd(x, y, reach, points[last]))) return -1;
          let out = true;
          for (let i = 0; i < last; i++) {
            if (cornersWithin(points[i], points[i + 1], x, y, h, half)) return 1;
            if (out && segmentToSquare(points[i], points[i + 1], x, y, h) <= half) out = false;
          }
          return out ? 0 : -1;
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
        // Exact: the square's nearest and farthest points from the centre against the radii.
        over: (x, y, h) => {
          const near = toSquare(cx, cy, x, y, h);
          const far = acrossSquare(cx, cy, x, y, h);
          const inner = shape.kind === 'ring' ? shape.r - half : -1;
          if (near > outer || far < inner) return 0;
          return near >= inner && far <= outer ? 1 : -1;
        },
      };
    }
    case 'rect': {
      const distance = (x: number, y: number) => roundedRectDistance(x, y, shape);
      return {
        ...ink,
        box: [shape.x, shape.y, shape.x + shape.w, shape.y + shape.h],
        covers: (x, y) => distance(x, y) <= 0,
        over: convexOver(distance),
      };
    }
  }
}
