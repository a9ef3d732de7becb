/**
 * A small baseline JPEG encoder (JFIF, YCbCr 4:2:0, the standard's example quantization and
 * Huffman tables, ITU T.81 Annex K), enough for the seed's generated pictures: what a picture CDN
 * serves a phone. The same pixels always give the same bytes (arithmetic only, no Math.random).
 */
import {
  CHROMA_AC,
  CHROMA_DC,
  CHROMA_QUANT,
  type HuffmanSpec,
  LUMA_AC,
  LUMA_DC,
  LUMA_QUANT,
  ZIGZAG,
} from './jpegTables.js';

/** A table's code and length per symbol (canonical codes, Annex C). */
interface HuffmanCodes {
  code: Uint16Array;
  length: Uint8Array;
}

function huffmanCodes(spec: HuffmanSpec): HuffmanCodes {
  const codes = { code: new Uint16Array(256), length: new Uint8Array(256) };
  let code = 0;
  let k = 0;
  spec.counts.forEach((count, i) => {
    for (let j = 0; j < count; j += 1, k += 1, code += 1) {
      codes.code[spec.symbols[k]] = code;
      codes.length[spec.symbols[k]] = i + 1;
    }
    code <<= 1;
  });
  return codes;
}

/** A quantization table in zig-zag order for `quality` (1–100, as libjpeg scales it). */
function scaledTable(base: readonly number[], quality: number): Uint8Array {
  const scale = quality < 50 ? Math.floor(5000 / quality) : 200 - quality * 2;
  const table = new Uint8Array(64);
  base.forEach((q, i) => {
    table[ZIGZAG[i]] = Math.min(255, Math.max(1, Math.floor((q * scale + 50) / 100)));
  });
  return table;
}

/** The AAN DCT's output scale per row or column. */
const AAN = [1, 1.387039845, 1.306562965, 1.175875602, 1, 0.785694958, 0.5411961, 0.275899379];

/** Per natural index: 1 / (quantizer × AAN scale), so quantizing is one multiply. */
function divisors(table: Uint8Array): Float64Array {
  const out = new Float64Array(64);
  for (let i = 0; i < 64; i += 1) out[i] = 1 / (table[ZIGZAG[i]] * AAN[i >> 3] * AAN[i & 7] * 8);
  return out;
}

/** In place: the AAN forward DCT of 8 values at `at`, `step` apart. */
function dct8(d: Float64Array, at: number, step: number): void {
  const i0 = at;
  const i1 = at + step;
  const i2 = at + 2 * step;
  const i3 = at + 3 * step;
  const i4 = at + 4 * step;
  const i5 = at + 5 * step;
  const i6 = at + 6 * step;
  const i7 = at + 7 * step;
  const t0 = d[i0] + d[i7];
  const t7 = d[i0] - d[i7];
  const t1 = d[i1] + d[i6];
  const t6 = d[i1] - d[i6];
  const t2 = d[i2] + d[i5];
  const t5 = d[i2] - d[i5];
  const t3 = d[i3] + d[i4];
  const t4 = d[i3] - d[i4];
  // Even part.
  const e10 = t0 + t3;
  const e13 = t0 - t3;
  const e11 = t1 + t2;
  const e12 = t1 - t2;
  d[i0] = e10 + e11;
  d[i4] = e10 - e11;
  const z1 = (e12 + e13) * Math.SQRT1_2;
  d[i2] = e13 + z1;
  d[i6] = e13 - z1;
  // Odd part.
  const o10 = t4 + t5;
  const o11 = t5 + t6;
  const o12 = t6 + t7;
  const z5 = (o10 - o12) * 0.382683433;
  const z2 = 0.5411961 * o10 + z5;
  const z4 = 1.306562965 * o12 + z5;
  const z3 = o11 * Math.SQRT1_2;
  const z11 = t7 + z3;
  const z13 = t7 - z3;
  d[i5] = z13 + z2;
  d[i3] = z13 - z2;
  d[i1] = z11 + z4;
  d[i7] = z11 - z4;
}

/** Entropy-coded bytes, 0xFF stuffed with 0x00. */
class BitWriter {
  bytes: Uint8Array;
  size = 0;
  private acc = 0;
  private bits = 0;

  constructor(capacity: number) {
    this.bytes = new Uint8Array(capacity);
  }

  byte(value: number): void {
    if (this.size === this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes[this.size] = value;
    this.size += 1;
  }

  /** The low `length` bits of `value` (at most 16), first bit first. */
  put(value: number, length: number): void {
    // Fewer than 8 bits wait in `acc`, so it never holds more than 23: a small integer.
    this.acc = (this.acc << length) | (value & ((1 << length) - 1));
    this.bits += length;
    while (this.bits >= 8) {
      this.bits -= 8;
      const b = (this.acc >> this.bits) & 0xff;
      this.byte(b);
      if (b === 0xff) this.byte(0);
    }
    this.acc &= (1 << this.bits) - 1;
  }

  /** Pads the last byte with 1 bits. */
  flush(): void {
    if (this.bits > 0) this.put(0x7f, 8 - this.bits);
  }
}

/** One colour plane's blocks: its tables and the previous block's DC. */
class Channel {
  lastDc = 0;

  constructor(
    readonly divisors: Float64Array,
    readonly dc: HuffmanCodes,
    readonly ac: HuffmanCodes,
  ) {}
}

const block = new Float64Array(64);
const coefficients = new Int32Array(64);

/** Bits needed for |value| (JPEG's "category"); 0 for 0. */
function category(value: number): number {
  let v = value < 0 ? -value : value;
  let n = 0;
  while (v) {
    n += 1;
    v >>= 1;
  }
  return n;
}

/** Writes `value` as its category's Huffman code, then its bits (negatives one-complemented). */
function putValue(out: BitWriter, codes: HuffmanCodes, symbolHigh: number, value: number): void {
  const size = category(value);
  const symbol = symbolHigh | size;
  out.put(codes.code[symbol], codes.length[symbol]);
  if (size) out.put(value < 0 ? value - 1 : value, size);
}

/**
 * Transforms, quantizes and writes the 8×8 block of `plane` (`width`×`height`) at (x, y); past the
 * plane's right or bottom edge its last column or row is repeated.
 */
function encodeBlock(out: BitWriter, ch: Channel, plane: Plane, x: number, y: number): void {
  const { data, width, height } = plane;
  for (let r = 0; r < 8; r += 1) {
    const row = Math.min(y + r, height - 1) * width;
    for (let c = 0; c < 8; c += 1) block[r * 8 + c] = data[row + Math.min(x + c, width - 1)] - 128;
  }
  for (let r = 0; r < 8; r += 1) dct8(block, r * 8, 1);
  for (let c = 0; c < 8; c += 1) dct8(block, c, 8);
  for (let i = 0; i < 64; i += 1) coefficients[ZIGZAG[i]] = Math.round(block[i] * ch.divisors[i]);
  putValue(out, ch.dc, 0, coefficients[0] - ch.lastDc);
  ch.lastDc = coefficients[0];
  let zeros = 0;
  for (let k = 1; k < 64; k += 1) {
    const value = coefficients[k];
    if (value === 0) {
      zeros += 1;
      continue;
    }
    for (; zeros >= 16; zeros -= 16) out.put(ch.ac.code[0xf0], ch.ac.length[0xf0]);
    putValue(out, ch.ac, zeros << 4, value);
    zeros = 0;
  }
  if (zeros) out.put(ch.ac.code[0], ch.ac.length[0]);
}

/** One plane of 8-bit samples, row by row. */
export interface Plane {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * A picture as JPEG keeps it: luma at full size, the two chroma planes (Cb, Cr: JFIF's YCbCr,
 * centred on 128) at half width and half height, rounded up.
 */
export interface Ycc420 {
  luma: Plane;
  cb: Plane;
  cr: Plane;
}

/** JFIF's YCbCr planes of `width`×`height` RGB samples (0–255, three per pixel, row by row). */
export function yccPlanes(rgb: Float32Array, width: number, height: number): Plane[] {
  const planes = [0, 1, 2].map(() => ({ data: new Uint8ClampedArray(width * height), width, height }));
  const [y, cb, cr] = planes.map((plane) => plane.data);
  for (let i = 0, j = 0; i < width * height; i += 1, j += 3) {
    const r = rgb[j];
    const g = rgb[j + 1];
    const b = rgb[j + 2];
    y[i] = 0.299 * r + 0.587 * g + 0.114 * b;
    cb[i] = -0.168736 * r - 0.331264 * g + 0.5 * b + 128;
    cr[i] = 0.5 * r - 0.418688 * g - 0.081312 * b + 128;
  }
  return planes;
}

function segment(out: BitWriter, marker: number, body: number[]): void {
  const length = body.length + 2;
  for (const b of [0xff, marker, length >> 8, length & 0xff, ...body]) out.byte(b);
}

/**
 * A baseline JPEG (4:2:0) of `picture` at `quality`, 1–90 as libjpeg scales its tables (above 90
 * a coefficient may need more bits than the standard's Huffman tables have codes for).
 */
export function encodeJpeg(picture: Ycc420, quality: number): Buffer {
  if (!Number.isInteger(quality) || quality < 1 || quality > 90) throw new RangeError(`quality ${quality}`);
  const { width, height } = picture.luma;
  const lumaTable = scaledTable(LUMA_QUANT, quality);
  const chromaTable = scaledTable(CHROMA_QUANT, quality);
  const out = new BitWriter(width * height);
  out.byte(0xff);
  out.byte(0xd8);
  segment(out, 0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  segment(out, 0xdb, [0, ...lumaTable, 1, ...chromaTable]);
  segment(out, 0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  const tables: [number, HuffmanSpec][] = [
    [0x00, LUMA_DC],
    [0x10, LUMA_AC],
    [0x01, CHROMA_DC],
    [0x11, CHROMA_AC],
  ];
  segment(
    out,
    0xc4,
    tables.flatMap(([id, spec]) => [id, ...spec.counts, ...spec.symbols]),
  );
  segment(out, 0xda, [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0]);

  const lumaDivisors = divisors(lumaTable);
  const chromaDivisors = divisors(chromaTable);
  const chromaDc = huffmanCodes(CHROMA_DC);
  const chromaAc = huffmanCodes(CHROMA_AC);
  const luma = new Channel(lumaDivisors, huffmanCodes(LUMA_DC), huffmanCodes(LUMA_AC));
  const cb = new Channel(chromaDivisors, chromaDc, chromaAc);
  const cr = new Channel(chromaDivisors, chromaDc, chromaAc);
  // Each 16×16 macroblock: its four luma blocks, then one Cb and one Cr block.
  for (let y = 0; y < height; y += 16) {
    for (let x = 0; x < width; x += 16) {
      encodeBlock(out, luma, picture.luma, x, y);
      encodeBlock(out, luma, picture.luma, x + 8, y);
      encodeBlock(out, luma, picture.luma, x, y + 8);
      encodeBlock(out, luma, picture.luma, x + 8, y + 8);
      encodeBlock(out, cb, picture.cb, x / 2, y / 2);
      encodeBlock(out, cr, picture.cr, x / 2, y / 2);
    }
  }
  out.flush();
  out.byte(0xff);
  out.byte(0xd9);
  return Buffer.from(out.bytes.subarray(0, out.size));
}
