import { createCipheriv } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { strDec, strEnc } from '../../src/lib/strenc';

/*
 * An independent oracle. des.js differs from standard DES only in PC-1: it selects the same 56
 * key bits in another order. So des.js with key K equals standard DES with K', where K' puts
 * each bit des.js reads at t-th place where standard PC-1 reads its t-th bit. Standard DES comes
 * from OpenSSL as 3DES-EDE with three equal keys (plain DES is disabled in OpenSSL 3).
 */
const STANDARD_PC1 = [
  57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18, 10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60, 52, 44, 36, 63, 55,
  47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22, 14, 6, 61, 53, 45, 37, 29, 21, 13, 5, 28, 20, 12, 4,
];
const DESJS_PC1 = Array.from({ length: 56 }, (_, t) => 8 * (7 - (t % 8)) + Math.floor(t / 8) + 1);

function blockBytes(chunk: string): Buffer {
  const bytes = Buffer.alloc(8);
  for (let i = 0; i < chunk.length; i += 1) bytes.writeUInt16BE(chunk.charCodeAt(i), i * 2);
  return bytes;
}

const getBit = (bytes: Buffer, position: number) => (bytes[(position - 1) >> 3] >> (7 - ((position - 1) & 7))) & 1;

function standardKeyFor(chunk: string): Buffer {
  const source = blockBytes(chunk);
  const key = Buffer.alloc(8);
  STANDARD_PC1.forEach((position, t) => {
    if (getBit(source, DESJS_PC1[t])) key[(position - 1) >> 3] |= 1 << (7 - ((position - 1) & 7));
  });
  return key;
}

function chunksOf4(text: string): string[] {
  return text.match(/[\s\S]{1,4}/g) ?? [];
}

function oracle(data: string, keys: string[]): string {
  const used = keys[0] ? (keys[1] ? (keys[2] ? keys : keys.slice(0, 2)) : keys.slice(0, 1)) : [];
  const desKeys = used.flatMap(chunksOf4).map(standardKeyFor);
  return chunksOf4(data)
    .map((chunk) =>
      desKeys.reduce((block, key) => {
        const cipher = createCipheriv('des-ede3-ecb', Buffer.concat([key, key, key]), null);
        cipher.setAutoPadding(false);
        return cipher.update(block);
      }, blockBytes(chunk)),
    )
    .map((block) => block.toString('hex').toUpperCase())
    .join('');
}

// ---

const Vectors = suite('strEnc published vectors');

Vectors('matches the vectors for keys 1, 2, 3', () => {
  assert.is(strEnc('123456', '1', '2', '3'), 'C1BB5938DF9F21908D35C1455E2F4800');
  assert.is(strEnc('admin', '1', '2', '3'), '012C2C9BA925FAF8045B2FD9B02A2664');
});

Vectors('the oracle reproduces the same vectors', () => {
  assert.is(oracle('123456', ['1', '2', '3']), 'C1BB5938DF9F21908D35C1455E2F4800');
  assert.is(oracle('admin', ['1', '2', '3']), '012C2C9BA925FAF8045B2FD9B02A2664');
});

Vectors.run();

// ---

const Blocks = suite('strEnc blocks and keys');

Blocks('writes 16 upper-case hex digits per 4 code units', () => {
  for (const [text, blocks] of [
    ['a', 1],
    ['abcd', 1],
    ['abcde', 2],
    ['abcdefgh', 2],
    ['图书馆借阅证号码', 2],
  ] as const) {
    const hex = strEnc(text, '1', '2', '3');
    assert.match(hex, /^[0-9A-F]+$/);
    assert.is(hex.length, blocks * 16, text);
  }
});

Blocks('encrypts each block on its own (ECB)', () => {
  const hex = strEnc('abcdabcdab', '1', '2', '3');
  assert.is(hex.slice(0, 16), hex.slice(16, 32));
  assert.is(hex.slice(0, 16), strEnc('abcd', '1', '2', '3'));
  assert.is(hex.slice(32), strEnc('ab', '1', '2', '3'));
});

Blocks('agrees with the oracle on multi-block text and multi-chunk keys', () => {
  const cases: Array<[string, string[]]> = [
    ['reader-DEMO0001/password:123456', ['1', '2', '3']],
    ['书香市图书馆 读者证 R0012345', ['1', '2', '3']],
    ['a longer secret spanning blocks', ['h5-key-abcdef', 'second', 'k3']],
    ['short', ['only-one-key', '', '']],
    ['two keys', ['abcd', 'efghi', '']],
    ['😀 surrogate pairs', ['键一', '键二', '键三']],
  ];
  for (const [text, keys] of cases) {
    assert.is(strEnc(text, keys[0], keys[1], keys[2]), oracle(text, keys), `${text} / ${keys.join(',')}`);
  }
});

Blocks('uses key 3 only when keys 1 and 2 are both given', () => {
  assert.is(strEnc('admin', '1', '', '3'), strEnc('admin', '1', '', ''));
  assert.is(strEnc('admin', '1', '', '3'), strEnc('admin', '1'));
  assert.is.not(strEnc('admin', '1', '2', '3'), strEnc('admin', '1', '2', ''));
});

Blocks('gives an empty string for empty text and throws without a first key', () => {
  assert.is(strEnc('', '1', '2', '3'), '');
  assert.throws(() => strEnc('admin', '', '2', '3'), RangeError);
});

Blocks.run();

// ---

const Decrypt = suite('strDec');

Decrypt('reverses the published vectors', () => {
  assert.is(strDec('C1BB5938DF9F21908D35C1455E2F4800', '1', '2', '3'), '123456');
  assert.is(strDec('012c2c9ba925faf8045b2fd9b02a2664', '1', '2', '3'), 'admin');
});

Decrypt('round-trips Chinese and multi-block text with long keys', () => {
  for (const text of ['你好，书香市图书馆！', '读者证号 R0012345 密码 123456', 'x']) {
    assert.is(strDec(strEnc(text, '1', '2', '3'), '1', '2', '3'), text);
    assert.is(strDec(strEnc(text, 'long-key-one', 'k2'), 'long-key-one', 'k2'), text);
  }
});

Decrypt('rejects input that is not whole hex blocks', () => {
  assert.is(strDec('', '1', '2', '3'), '');
  assert.throws(() => strDec('C1BB5938DF9F2190C1', '1', '2', '3'), RangeError);
  assert.throws(() => strDec('G1BB5938DF9F2190', '1', '2', '3'), RangeError);
});

Decrypt.run();
