const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Largest multiple of the alphabet size that fits in a byte; bytes above it are redrawn. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

function randomIndexes(count: number): number[] {
  const cryptoApi = (globalThis as { crypto?: Crypto }).crypto;
  if (!cryptoApi || typeof cryptoApi.getRandomValues !== 'function') {
    return Array.from({ length: count }, () => Math.floor(Math.random() * ALPHABET.length));
  }
  const indexes: number[] = [];
  const bytes = new Uint8Array(Math.max(count * 2, 16));
  while (indexes.length < count) {
    cryptoApi.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT && indexes.length < count) indexes.push(byte % ALPHABET.length);
    }
  }
  return indexes;
}

/**
 * A random string of [A-Za-z0-9] (the login nonce: 14 characters, SPEC §9). Uses
 * crypto.getRandomValues without modulo bias when available, Math.random otherwise.
 */
export function randomString(length = 14): string {
  const count = Math.max(0, Math.floor(length));
  return randomIndexes(count)
    .map((i) => ALPHABET[i])
    .join('');
}
