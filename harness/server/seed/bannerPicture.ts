/**
 * A banner's picture as a picture CDN serves it to a phone: a baseline JPEG, 750×375, a few tens of
 * KB. No words in it (the app captions a banner with its title): the banner's two-colour gradient,
 * a soft glow, out-of-focus circles of light, two hills and a film grain, which is what gives a
 * photo its weight (a flat gradient would compress to a few KB). Generated from a seed: the same
 * banner always gets the same bytes.
 *
 * Seeding runs this once per process, before V8 has optimized anything, so the work per pixel is
 * done a row per call (a function called often is optimized early; one long loop is not).
 */
import { Rng } from './catalogue-random.js';
import { encodeJpeg, type Plane, yccPlanes } from './jpeg.js';

export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 375;
const QUALITY = 82;
/** The grain's strength: luma noise, uniform from −GRAIN to +GRAIN levels of 255. */
const GRAIN = 8;

type Rgb = [number, number, number];

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** A disc blended over the picture: `alpha` at its centre; a glow fades to its edge, a light has a soft rim. */
interface Disc {
  cx: number;
  cy: number;
  r: number;
  color: Rgb;
  alpha: number;
  /** The part of the radius (0–1) over which a light's rim fades. */
  rim: number;
  glow: boolean;
}

/** The picture being painted at half size: RGB floats (0–255), row by row. */
class Canvas {
  readonly w = Math.ceil(BANNER_WIDTH / 2);
  readonly h = Math.ceil(BANNER_HEIGHT / 2);
  readonly px = new Float32Array(this.w * this.h * 3);

  /** The diagonal gradient from `a` to `b`, eased so the middle is not a band, darker at the edges. */
  gradient(a: Rgb, b: Rgb): void {
    for (let y = 0; y < this.h; y += 1) this.gradientRow(a, b, y);
  }

  private gradientRow(a: Rgb, b: Rgb, y: number): void {
    const { w, h, px } = this;
    const dy = (y / h - 0.5) * 2;
    for (let x = 0, i = y * w * 3; x < w; x += 1, i += 3) {
      const t = 0.62 * (x / w) + 0.38 * (y / h);
      const s = t * t * (3 - 2 * t);
      const dx = (x / w - 0.5) * 2;
      const shade = 1 - 0.18 * (dx * dx * 0.6 + dy * dy * 0.4);
      px[i] = (a[0] + (b[0] - a[0]) * s) * shade;
      px[i + 1] = (a[1] + (b[1] - a[1]) * s) * shade;
      px[i + 2] = (a[2] + (b[2] - a[2]) * s) * shade;
    }
  }

  disc({ cx, cy, r, color, alpha, rim, glow }: Disc): void {
    const y0 = Math.max(0, Math.floor(cy - r));
    const y1 = Math.min(this.h - 1, Math.ceil(cy + r));
    for (let y = y0; y <= y1; y += 1) this.discRow(y, cx, cy, r, color, alpha, rim, glow);
  }

  private discRow(y: number, cx: number, cy: number, r: number, color: Rgb, alpha: number, rim: number, glow: boolean) {
    const { w, px } = this;
    const x0 = Math.max(0, Math.floor(cx - r));
    const x1 = Math.min(w - 1, Math.ceil(cx + r));
    for (let x = x0; x <= x1; x += 1) {
      const u2 = ((x - cx) * (x - cx) + (y - cy) * (y - cy)) / (r * r);
      if (u2 >= 1) continue;
      const u = Math.sqrt(u2);
      const a = alpha * (glow ? (1 - u2) * (1 - u2) : u <= 1 - rim ? 1 : (1 - u) / rim);
      const i = (y * w + x) * 3;
      px[i] += (color[0] - px[i]) * a;
      px[i + 1] += (color[1] - px[i + 1]) * a;
      px[i + 2] += (color[2] - px[i + 2]) * a;
    }
  }
}

/** The grain: a table of noise, each row of the picture a window of it from a random start. */
const NOISE_SIZE = 1 << 14;

/**
 * Luma at full size: the half-size luma scaled up (bilinear: each sample ¾ its nearer source and
 * ¼ the other, across and down), plus the grain. In integers: a typed array of bytes reads and
 * writes small integers, which V8 does not box even before it optimizes.
 */
function fullLuma(small: Plane, rng: Rng): Plane {
  const noise = new Int8Array(NOISE_SIZE);
  for (let i = 0; i < NOISE_SIZE; i += 1) noise[i] = rng.int(-GRAIN, GRAIN);
  const luma = {
    data: new Uint8ClampedArray(BANNER_WIDTH * BANNER_HEIGHT),
    width: BANNER_WIDTH,
    height: BANNER_HEIGHT,
  };
  const down = new Int32Array(small.width);
  for (let y = 0; y < BANNER_HEIGHT; y += 1) {
    // Row y lies between source rows k − 1 and k (y = 2k) or k and k + 1 (y = 2k + 1), nearer k.
    const k = y >> 1;
    const other = y & 1 ? Math.min(small.height - 1, k + 1) : Math.max(0, k - 1);
    lumaRow(small, k, other, down, luma, y, noise, rng.int(0, NOISE_SIZE - BANNER_WIDTH));
  }
  return luma;
}

/** Row `y` of `luma` from source rows `near` and `far`, its grain from `noise` at `from`. */
function lumaRow(
  small: Plane,
  near: number,
  far: number,
  down: Int32Array,
  luma: Plane,
  y: number,
  noise: Int8Array,
  from: number,
): void {
  const { data, width: w } = small;
  // Down first (a sum over 4), then across (over 16).
  for (let x = 0; x < w; x += 1) down[x] = 3 * data[near * w + x] + data[far * w + x];
  const out = luma.data;
  for (let k = 0, i = y * luma.width; k < w; k += 1, i += 2) {
    const left = down[k > 0 ? k - 1 : 0];
    const right = down[k < w - 1 ? k + 1 : w - 1];
    out[i] = ((3 * down[k] + left + 8) >> 4) + noise[from + 2 * k];
    if (2 * k + 1 < luma.width) out[i + 1] = ((3 * down[k] + right + 8) >> 4) + noise[from + 2 * k + 1];
  }
}

/**
 * The banner picture in the colours `from` (top left) → `to` (bottom right), `seed` placing its
 * lights, as a JPEG (the same bytes for the same colours and seed). The smooth picture is painted
 * at half size, the chroma planes' own; luma is that scaled up with a grain on top, as a camera's
 * noise sits in luma.
 */
export function bannerJpeg(from: string, to: string, seed: number): Buffer {
  const key = `${from} ${to} ${seed}`;
  let jpeg = painted.get(key);
  if (!jpeg) {
    jpeg = paintBanner(from, to, seed);
    painted.set(key, jpeg);
  }
  return jpeg;
}

/** Banners painted so far in this process: a reseed (tests seed many databases) reuses them. */
const painted = new Map<string, Buffer>();

function paintBanner(from: string, to: string, seed: number): Buffer {
  const rng = new Rng(seed);
  const a = rgbOf(from);
  const b = rgbOf(to);
  const canvas = new Canvas();
  const { w, h } = canvas;
  canvas.gradient(a, b);
  // A wide glow where the light comes from.
  const glow = { cy: h * 0.15, r: h * 1.1, color: mix(a, WHITE, 0.55), alpha: 0.35, rim: 1, glow: true };
  canvas.disc({ cx: w * (0.62 + 0.2 * rng.next()), ...glow });
  // Out-of-focus lights: large faint ones first, smaller brighter ones over them.
  for (let n = 0; n < 18; n += 1) {
    const big = n < 7;
    canvas.disc({
      r: big ? 30 + 35 * rng.next() : 6 + 20 * rng.next(),
      color: mix(rng.chance(0.5) ? a : b, WHITE, 0.6 + 0.4 * rng.next()),
      cx: w * (-0.05 + 1.1 * rng.next()),
      cy: h * (-0.05 + 0.8 * rng.next()),
      alpha: (big ? 0.06 : 0.12) + 0.1 * rng.next(),
      rim: big ? 0.35 : 0.2,
      glow: false,
    });
  }
  // Two hills along the bottom, the far one lighter.
  const hill = { rim: 0.01, glow: false };
  canvas.disc({
    cx: w * (0.2 + 0.2 * rng.next()),
    cy: h * 2.05,
    r: h * 1.35,
    color: mix(b, a, 0.35),
    alpha: 0.55,
    ...hill,
  });
  canvas.disc({
    cx: w * (0.7 + 0.2 * rng.next()),
    cy: h * 2.35,
    r: h * 1.55,
    color: mix(b, BLACK, 0.35),
    alpha: 0.7,
    ...hill,
  });

  const [small, cb, cr] = yccPlanes(canvas.px, w, h);
  return encodeJpeg({ luma: fullLuma(small, rng), cb, cr }, QUALITY);
}
