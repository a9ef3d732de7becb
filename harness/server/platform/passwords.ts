/**
 * Card passwords the platform keeps (rdrno/save): never as given, only as a salted scrypt hash,
 * `scrypt$<N>$<salt base64>$<hash base64>`. The cost is modest (N = 4096) so test suites stay
 * fast; a production platform sets its own.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const N = 4096;
const KEY_LENGTH = 32;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, { N });
  return `scrypt$${N}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** Whether `password` is the one `stored` was made from; false for an empty or unreadable hash. */
export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, cost, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || !/^\d+$/.test(cost)) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(cost) });
  return timingSafeEqual(actual, expected);
}
