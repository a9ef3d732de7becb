/**
 * The library system's own check of a Chinese national ID number (SPEC §5), the same rules and
 * messages as the app's (src/lib/idcard.ts; a test runs both over the same numbers): the server
 * checks again whatever the client sent. "Today" is the library's day (China Standard Time).
 */
import { cstDate } from '../infra/util.js';

export const ID_MESSAGES = {
  format: '身份证号码不合规',
  birthDate: '出生日期不合规',
  checkDigit: '身份证校验码不合规',
} as const;

const PROVINCES = new Set(
  '11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 50 51 52 53 54 61 62 63 64 65 71 81 82 91'.split(' '),
);
const SHAPE = /^(\d{2})\d{4}(19\d{2}|2\d{3})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/;
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** The check character for an ID number's first 17 digits (SPEC §5's weights, modulo 11). */
export function idCheckChar(body: string): string {
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(body[i]), 0);
  return CHECK[sum % 11];
}

/** '' when the number passes, else one of the three messages. */
export function idcardRefusal(id: string, now: number): string {
  const match = SHAPE.exec(id);
  if (!match || !PROVINCES.has(match[1])) return ID_MESSAGES.format;
  const [, , year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const exists = date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
  if (!exists || `${year}-${month}-${day}` > cstDate(now)) return ID_MESSAGES.birthDate;
  if (idCheckChar(id) !== id[17].toUpperCase()) return ID_MESSAGES.checkDigit;
  return '';
}

/** 1 male, 2 female: the 17th digit's parity. */
export function sexOf(id: string): 1 | 2 {
  return Number(id[16]) % 2 === 1 ? 1 : 2;
}
