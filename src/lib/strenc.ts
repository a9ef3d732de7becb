/**
 * The three-key text scrambler widely copied on Chinese sites as "des.js" (strEnc / strDec),
 * reimplemented to give byte-for-byte the same output.
 *
 * - Text is cut into blocks of 4 UTF-16 code units (16 bits each, big-endian) = 64 bits; a short
 *   last block is padded with code unit 0.
 * - Each key is cut the same way into 4-unit chunks; every chunk is one 64-bit DES key.
 * - A block is DES-encrypted with every chunk of key 1 in order, then of key 2, then of key 3.
 *   Key 2 is used only when key 1 is non-empty, key 3 only when keys 1 and 2 both are.
 * - ECB; each encrypted block is written as 16 upper-case hex digits.
 *
 * The cipher is standard DES (FIPS 46) except for the key schedule's first permutation: the
 * original takes the key bits column by column, so its D half is the standard one in another
 * order (see KEY_PERMUTATION). Its output therefore differs from any standard DES library.
 * This is obfuscation compatible with an existing backend, not security.
 */

type Bits = Uint8Array;

// Permutation tables hold 1-based bit positions, as printed in FIPS 46.

const INITIAL_PERMUTATION = [
  58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4, 62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24,
  16, 8, 57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3, 61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31,
  23, 15, 7,
];

const FINAL_PERMUTATION = [
  40, 8, 48, 16, 56, 24, 64, 32, 39, 7, 47, 15, 55, 23, 63, 31, 38, 6, 46, 14, 54, 22, 62, 30, 37, 5, 45, 13, 53, 21,
  61, 29, 36, 4, 44, 12, 52, 20, 60, 28, 35, 3, 43, 11, 51, 19, 59, 27, 34, 2, 42, 10, 50, 18, 58, 26, 33, 1, 41, 9, 49,
  17, 57, 25,
];

const EXPANSION = [
  32, 1, 2, 3, 4, 5, 4, 5, 6, 7, 8, 9, 8, 9, 10, 11, 12, 13, 12, 13, 14, 15, 16, 17, 16, 17, 18, 19, 20, 21, 20, 21, 22,
  23, 24, 25, 24, 25, 26, 27, 28, 29, 28, 29, 30, 31, 32, 1,
];

const ROUND_PERMUTATION = [
  16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10, 2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25,
];

/**
 * The des.js variant of PC-1: key bits read column by column (bit 57, 49 ... 1, then 58 ...).
 * The first 28 (C) equal standard PC-1; the last 28 (D) are standard D in a different order.
 */
const KEY_PERMUTATION = [
  57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18, 10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60, 52, 44, 36, 28, 20,
  12, 4, 61, 53, 45, 37, 29, 21, 13, 5, 62, 54, 46, 38, 30, 22, 14, 6, 63, 55, 47, 39, 31, 23, 15, 7,
];

const KEY_COMPRESSION = [
  14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10, 23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2, 41, 52, 31, 37, 47, 55, 30,
  40, 51, 45, 33, 48, 44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32,
];

const KEY_ROTATIONS = [1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1];

/** S-boxes, each 4 rows of 16. */
const S_BOXES = [
  [
    14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7, 0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11, 9, 5, 3, 8, 4, 1,
    14, 8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10, 5, 0, 15, 12, 8, 2, 4, 9, 1, 7, 5, 11, 3, 14, 10, 0, 6, 13,
  ],
  [
    15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10, 3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10, 6, 9, 11, 5, 0, 14,
    7, 11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3, 2, 15, 13, 8, 10, 1, 3, 15, 4, 2, 11, 6, 7, 12, 0, 5, 14, 9,
  ],
  [
    10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8, 13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12, 11, 15, 1, 13, 6,
    4, 9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10, 14, 7, 1, 10, 13, 0, 6, 9, 8, 7, 4, 15, 14, 3, 11, 5, 2, 12,
  ],
  [
    7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15, 13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1, 10, 14, 9, 10, 6,
    9, 0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2, 8, 4, 3, 15, 0, 6, 10, 1, 13, 8, 9, 4, 5, 11, 12, 7, 2, 14,
  ],
  [
    2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9, 14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10, 3, 9, 8, 6, 4, 2, 1,
    11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3, 0, 14, 11, 8, 12, 7, 1, 14, 2, 13, 6, 15, 0, 9, 10, 4, 5, 3,
  ],
  [
    12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11, 10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14, 0, 11, 3, 8, 9, 14,
    15, 5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13, 11, 6, 4, 3, 2, 12, 9, 5, 15, 10, 11, 14, 1, 7, 6, 0, 8, 13,
  ],
  [
    4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1, 13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12, 2, 15, 8, 6, 1, 4,
    11, 13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5, 9, 2, 6, 11, 13, 8, 1, 4, 10, 7, 9, 5, 0, 15, 14, 2, 3, 12,
  ],
  [
    13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7, 1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11, 0, 14, 9, 2, 7, 11,
    4, 1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3, 5, 8, 2, 1, 14, 7, 4, 10, 8, 13, 15, 12, 9, 0, 3, 5, 6, 11,
  ],
];

const UNITS_PER_BLOCK = 4;
const HEX_PER_BLOCK = 16;

function permute(input: Bits, table: readonly number[]): Bits {
  const output = new Uint8Array(table.length);
  for (let i = 0; i < table.length; i += 1) output[i] = input[table[i] - 1];
  return output;
}

function xorInto(target: Bits, other: Bits): Bits {
  for (let i = 0; i < target.length; i += 1) target[i] ^= other[i];
  return target;
}

function rotateLeft(half: Bits, count: number): Bits {
  const rotated = new Uint8Array(half.length);
  for (let i = 0; i < half.length; i += 1) rotated[i] = half[(i + count) % half.length];
  return rotated;
}

/** Up to 4 code units → 64 bits, each unit big-endian, missing units as 0. */
function unitsToBits(chunk: string): Bits {
  const bits = new Uint8Array(64);
  for (let unit = 0; unit < chunk.length; unit += 1) {
    const code = chunk.charCodeAt(unit);
    for (let bit = 0; bit < 16; bit += 1) bits[unit * 16 + bit] = (code >> (15 - bit)) & 1;
  }
  return bits;
}

/** 64 bits → 4 code units; units equal to 0 are dropped, as the original does. */
function bitsToUnits(bits: Bits): string {
  let text = '';
  for (let unit = 0; unit < UNITS_PER_BLOCK; unit += 1) {
    let code = 0;
    for (let bit = 0; bit < 16; bit += 1) code = (code << 1) | bits[unit * 16 + bit];
    if (code !== 0) text += String.fromCharCode(code);
  }
  return text;
}

function bitsToHex(bits: Bits): string {
  let hex = '';
  for (let nibble = 0; nibble < HEX_PER_BLOCK; nibble += 1) {
    const i = nibble * 4;
    hex += ((bits[i] << 3) | (bits[i + 1] << 2) | (bits[i + 2] << 1) | bits[i + 3]).toString(16).toUpperCase();
  }
  return hex;
}

function hexToBits(hex: string): Bits {
  const bits = new Uint8Array(64);
  for (let nibble = 0; nibble < HEX_PER_BLOCK; nibble += 1) {
    const value = parseInt(hex[nibble], 16);
    for (let bit = 0; bit < 4; bit += 1) bits[nibble * 4 + bit] = (value >> (3 - bit)) & 1;
  }
  return bits;
}

function chunks(text: string): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += UNITS_PER_BLOCK) pieces.push(text.slice(i, i + UNITS_PER_BLOCK));
  return pieces;
}

/** The 16 round keys (48 bits each) for one 64-bit key. */
function roundKeys(key: Bits): Bits[] {
  const permuted = permute(key, KEY_PERMUTATION);
  let left: Bits = permuted.slice(0, 28);
  let right: Bits = permuted.slice(28);
  return KEY_ROTATIONS.map((count) => {
    left = rotateLeft(left, count);
    right = rotateLeft(right, count);
    const joined = new Uint8Array(56);
    joined.set(left);
    joined.set(right, 28);
    return permute(joined, KEY_COMPRESSION);
  });
}

function feistel(right: Bits, roundKey: Bits): Bits {
  const mixed = xorInto(permute(right, EXPANSION), roundKey);
  const substituted = new Uint8Array(32);
  for (let box = 0; box < 8; box += 1) {
    const b = box * 6;
    const row = (mixed[b] << 1) | mixed[b + 5];
    const column = (mixed[b + 1] << 3) | (mixed[b + 2] << 2) | (mixed[b + 3] << 1) | mixed[b + 4];
    const value = S_BOXES[box][row * 16 + column];
    for (let bit = 0; bit < 4; bit += 1) substituted[box * 4 + bit] = (value >> (3 - bit)) & 1;
  }
  return permute(substituted, ROUND_PERMUTATION);
}

/** One DES block; pass the round keys reversed to decrypt. */
function desBlock(block: Bits, keys: readonly Bits[]): Bits {
  const permuted = permute(block, INITIAL_PERMUTATION);
  let left: Bits = permuted.slice(0, 32);
  let right: Bits = permuted.slice(32);
  for (const roundKey of keys) {
    const next = xorInto(feistel(right, roundKey), left);
    left = right;
    right = next;
  }
  const preOutput = new Uint8Array(64);
  preOutput.set(right);
  preOutput.set(left, 32);
  return permute(preOutput, FINAL_PERMUTATION);
}

/** Round keys for every 4-unit chunk of the keys in use, in encryption order. */
function keySchedules(key1: string, key2: string, key3: string): Bits[][] {
  const used = key1 ? (key2 ? (key3 ? [key1, key2, key3] : [key1, key2]) : [key1]) : [];
  if (used.length === 0) throw new RangeError('strEnc/strDec: the first key must not be empty');
  return used.flatMap((key) => chunks(key).map((chunk) => roundKeys(unitsToBits(chunk))));
}

/** Scrambles `data` with up to three keys; '' gives ''. Throws when key 1 is empty and data is not. */
export function strEnc(data: string, key1: string, key2 = '', key3 = ''): string {
  if (!data) return '';
  const schedules = keySchedules(key1, key2, key3);
  return chunks(data)
    .map((chunk) => bitsToHex(schedules.reduce((block, keys) => desBlock(block, keys), unitsToBits(chunk))))
    .join('');
}

/**
 * Reverses strEnc with the same keys. Like the original it drops every code unit 0 of the
 * result, so text that itself contains U+0000 does not round-trip. Hex may be either case;
 * anything other than whole 16-digit hex blocks throws.
 */
export function strDec(hex: string, key1: string, key2 = '', key3 = ''): string {
  if (!hex) return '';
  if (hex.length % HEX_PER_BLOCK !== 0 || !/^[0-9A-Fa-f]+$/.test(hex)) {
    throw new RangeError('strDec: expected whole blocks of 16 hex digits');
  }
  const reversed = keySchedules(key1, key2, key3)
    .map((keys) => [...keys].reverse())
    .reverse();
  let text = '';
  for (let i = 0; i < hex.length; i += HEX_PER_BLOCK) {
    const block = hexToBits(hex.slice(i, i + HEX_PER_BLOCK));
    text += bitsToUnits(reversed.reduce((bits, keys) => desBlock(bits, keys), block));
  }
  return text;
}
