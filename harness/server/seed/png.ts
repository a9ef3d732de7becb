/**
 * A minimal PNG encoder for the seed's pictures (the service icons, seed/iconPicture.ts): 8-bit
 * RGBA, not interlaced, rows unfiltered, the whole compressed by Node's zlib. No ancillary
 * chunks: the same pixels give the same bytes.
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
    for (let i = 0; i < part.length; i++) crc = CRC_TABLE[(crc ^ part[i]) & 0xff] ^ (crc >>> 8);
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

/**
 * The rows, each led by filter type 0 (None). An icon's flat runs and its diagonal gradient (each
 * row the one above shifted by a pixel) are long repeats for deflate as they are: smaller and
 * faster than with Sub or Up, which break the repeats into small differences.
 */
function rows(width: number, height: number, rgba: Uint8Array): Buffer {
  const stride = width * 4;
  const out = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) out.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  return out;
}

/** A PNG of `width`×`height` from its pixels, row by row, 4 bytes (R, G, B, A) each. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  if (rgba.length !== width * height * 4) throw new Error('encodePng: pixels do not match the size');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, filter method 0, not interlaced
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows(width, height, rgba), { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
