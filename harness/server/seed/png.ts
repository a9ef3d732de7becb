/**
 * A minimal PNG encoder for the seed's pictures (the service icons, seed/iconPicture.ts): 8-bit
 * RGBA, not interlaced, each row filtered by Sub or Up (whichever leaves the smaller sum), the
 * whole compressed by Node's zlib. No ancillary chunks: the same pixels give the same bytes.
 */
import { deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** CRC-32 (ISO 3309, as PNG's chunks use it), one entry per byte value. */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(...parts: Uint8Array[]): number {
  let crc = 0xffffffff;
  for (const part of parts) {
    for (const byte of part) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(head.subarray(4), data));
  return Buffer.concat([head, data, crc]);
}

const FILTER_SUB = 1;
const FILTER_UP = 2;

/** The rows, each led by its filter type: Sub or Up, the one whose bytes sum smaller (signed). */
function filteredRows(width: number, height: number, rgba: Uint8Array): Buffer {
  const stride = width * 4;
  const out = Buffer.alloc((stride + 1) * height);
  const sub = new Uint8Array(stride);
  const up = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    let subCost = 0;
    let upCost = 0;
    for (let i = 0; i < stride; i++) {
      const value = rgba[row + i];
      sub[i] = value - (i >= 4 ? rgba[row + i - 4] : 0);
      up[i] = value - (y > 0 ? rgba[row - stride + i] : 0);
      subCost += sub[i] < 128 ? sub[i] : 256 - sub[i];
      upCost += up[i] < 128 ? up[i] : 256 - up[i];
    }
    const at = y * (stride + 1);
    out[at] = subCost <= upCost ? FILTER_SUB : FILTER_UP;
    out.set(subCost <= upCost ? sub : up, at + 1);
  }
  return out;
}

/** A PNG of `width`×`height` from its pixels, row by row, 4 bytes (R, G, B, A) each. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  if (rgba.length !== width * height * 4) throw new Error('encodePng: pixels do not match the size');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, adaptive filters, not interlaced
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filteredRows(width, height, rgba), { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
