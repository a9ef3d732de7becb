/**
 * A small baseline JPEG encoder (JFIF, YCbCr 4:2:0, the standard's example quantization and
 * Huffman tables, ITU T.81 Annex K), enough for the seed's generated pictures: what a picture CDN
 * serves a phone. The same pixels always give the same bytes (arithmetic only, no Math.random).
 */

/** Natural (row-major) index → position in zig-zag order. */
const ZIGZAG = [
  0, 1, 5, 6, 14, 15, 27, 28, 2, 4, 7, 13, 16, 26, 29, 42, 3, 8, 12, 17, 25, 30, 41, 43, 9, 11, 18, 24, 31, 40, 44, 53,
  10, 19, 23, 32, 39, 45, 52, 54, 20, 22, 33, 38, 46, 51, 55, 60, 21, 34, 37, 47, 50, 56, 59, 61, 35, 36, 48, 49, 57,
  58, 62, 63,
];

/** Annex K.1's quantization tables, natural order. */
const LUMA_QUANT = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51,
  87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101,
  72, 92, 95, 98, 112, 100, 103, 99,
];
const CHROMA_QUANT = [
  17,
  18,
  24,
  47,
  99,
  99,
  99,
  99,
  18,
  21,
  26,
  66,
  99,
  99,
  99,
  99,
  24,
  26,
  56,
  99,
  99,
  99,
  99,
  99,
  47,
  66,
  99,
  99,
  99,
  99,
  99,
  99,
  ...new Array<number>(32).fill(99),
];

/** Annex K.3's Huffman tables: codes per length (1–16 bits), then the symbols in code order. */
interface HuffmanSpec {
  counts: number[];
  symbols: number[];
}
const DC_SYMBOLS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const LUMA_DC: HuffmanSpec = { counts: [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0], symbols: DC_SYMBOLS };
const CHROMA_DC: HuffmanSpec = { counts: [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0], symbols: DC_SYMBOLS };
const LUMA_AC: HuffmanSpec = {
  counts: [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d],
  symbols: [
    0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07, 0x22, 0x71, 0x14,
    0x32, 0x81, 0x91, 0xa1, 0x08, 0x23, 0x42, 0xb1, 0xc1, 0x15, 0x52, 0xd1, 0xf0, 0x24, 0x33, 0x62, 0x72, 0x82, 0x09,
    0x0a, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2a, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a,
    0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5a, 0x63, 0x64, 0x65,
    0x66, 0x67, 0x68, 0x69, 0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7a, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88,
    0x89, 0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9,
    0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca,
    0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe1, 0xe2, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea,
    0xf1, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa,
  ],
};
const CHROMA_AC: HuffmanSpec = {
  counts: [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77],
  symbols: [
    0x00, 0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07, 0x61, 0x71, 0x13, 0x22, 0x32,
    0x81, 0x08, 0x14, 0x42, 0x91, 0xa1, 0xb1, 0xc1, 0x09, 0x23, 0x33, 0x52, 0xf0, 0x15, 0x62, 0x72, 0xd1, 0x0a, 0x16,
    0x24, 0x34, 0xe1, 0x25, 0xf1, 0x17, 0x18, 0x19, 0x1a, 0x26, 0x27, 0x28, 0x29, 0x2a, 0x35, 0x36, 0x37, 0x38, 0x39,
    0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5a, 0x63, 0x64,
    0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7a, 0x82, 0x83, 0x84, 0x85, 0x86,
    0x87, 0x88, 0x89, 0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7,
    0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc8,
    0xc9, 0xca, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe2, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9,
    0xea, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa,
  ],
};

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

/** A baseline JPEG (4:2:0) of `picture` at `quality` (1–100, as libjpeg scales its tables). */
export function encodeJpeg(picture: Ycc420, quality = 80): Buffer {
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
