import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHANUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Cryptographically random [A-Za-z0-9] string (no modulo bias). */
export function randomToken(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHANUM[byte % ALPHANUM.length];
    }
  }
  return out;
}

export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

export function sha1Hex(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

/** Constant-time string comparison (for signatures). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The library works on China Standard Time (UTC+8, no daylight saving). */
const CST_OFFSET_MS = 8 * 60 * 60 * 1000;

/** YYYY-MM-DD of a moment, in China Standard Time. */
export function cstDate(ms: number): string {
  return new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD HH:mm:ss of a moment, in China Standard Time. */
export function cstDateTime(ms: number): string {
  return new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** A date `days` days from `ms` (negative for the past), as YYYY-MM-DD in CST. */
export function cstDateOffset(ms: number, days: number): string {
  return cstDate(ms + days * DAY_MS);
}

/** Whole days from date `from` to date `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A data: URL for an inline SVG document. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
